import { PageSection } from '../../components/page-section/page-section';
import type { RequestFormTexts } from '../../components/request-form/request-form';
import { editable } from '../../content/editable';
import { Island } from '../../islands/island';
import { RequestFormIsland } from '../../islands/request-form-island';
import type { FormName } from '../../../site/form-delivery';
import { useBeforeStartTexts } from './use-before-start-texts';
import { useRequestTarget } from './use-request-target';

interface RequestSectionProps {
  /** The section's id, for links to the form (`#request`). */
  id: string;
  /** The form's words from the page's document, with the section's heading and introduction. */
  form: RequestFormTexts<string> & { heading: string; intro: string };
  tone?: 'plain' | 'tinted';
  /** The form's name: its fields (src/islands/request-form-island.tsx) and its name in a delivered request. */
  formName: FormName;
  /** Texts of options that the page supplies (value → text), such as the tier names. */
  pageOptionTexts?: Readonly<Record<string, string>>;
}

/** A page's request form in its own section, headed and introduced by the page's content. */
export function RequestSection({ id, form, tone, formName, pageOptionTexts }: RequestSectionProps) {
  const beforeStartTexts = useBeforeStartTexts();
  const sendTo = useRequestTarget(formName);
  return (
    <PageSection
      id={id}
      tone={tone}
      heading={form.heading}
      headingTinaField={editable(form, 'heading')}
      intro={form.intro}
      introTinaField={editable(form, 'intro')}
    >
      <Island
        name="requestForm"
        component={RequestFormIsland}
        props={{
          formName,
          texts: form,
          beforeStartTexts,
          ...(pageOptionTexts ? { pageOptionTexts } : {}),
          labelledBy: `${id}-heading`,
          sendTo,
          mailSubject: form.heading,
        }}
      />
    </PageSection>
  );
}
