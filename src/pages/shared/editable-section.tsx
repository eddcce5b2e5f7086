import type { ReactNode } from 'react';
import { PageSection } from '#src/components/page-section/page-section';
import { editable } from '#src/content/editable';

interface EditableSectionProps {
  id: string;
  /** The section's part of the page's document: its heading, and its introduction if it has one. */
  content: { heading: string; intro?: string; text?: string };
  /** Which of the content's fields introduces the section, if any. */
  introField?: 'intro' | 'text';
  tone?: 'plain' | 'tinted';
  children?: ReactNode;
}

/** A section headed (and introduced) by its content, each text opening its own field in the editor. */
export function EditableSection({ content, introField, ...section }: EditableSectionProps) {
  return (
    <PageSection
      {...section}
      heading={content.heading}
      headingTinaField={editable(content, 'heading')}
      intro={introField && content[introField]}
      introTinaField={introField && editable(content, introField)}
    />
  );
}
