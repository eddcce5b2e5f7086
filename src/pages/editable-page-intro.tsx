import { PageIntro } from '../components/page-intro/page-intro';
import { editable } from '../content/editable';

/** A page's heading and introduction from its document, each opening its own field in the editor. */
export function EditablePageIntro({ content }: { content: { heading: string; intro: string } }) {
  return (
    <PageIntro
      heading={content.heading}
      intro={content.intro}
      tinaFields={{ heading: editable(content, 'heading'), intro: editable(content, 'intro') }}
    />
  );
}
