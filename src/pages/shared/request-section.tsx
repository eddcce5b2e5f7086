import { PageSection } from '../../components/page-section/page-section';
import {
  RequestForm,
  type RequestFormProps,
  type RequestFormTexts,
} from '../../components/request-form/request-form';
import { editable } from '../../content/editable';
import type { FormFieldDefinition, LabelKeyOf } from '../../../site/form-fields';
import { useBeforeStartTexts } from './use-before-start-texts';

interface RequestSectionProps<D extends readonly FormFieldDefinition[]> extends Pick<
  RequestFormProps<D>,
  'definitions' | 'pageOptionTexts' | 'controlRef'
> {
  /** The section's id, for links to the form (`#request`). */
  id: string;
  /** The form's words from the page's document, with the section's heading and introduction. */
  form: RequestFormTexts<LabelKeyOf<D>> & { heading: string; intro: string };
  tone?: 'plain' | 'tinted';
}

/** A page's request form in its own section, headed and introduced by the page's content. */
export function RequestSection<D extends readonly FormFieldDefinition[]>({
  id,
  form,
  tone,
  ...formProps
}: RequestSectionProps<D>) {
  const beforeStartTexts = useBeforeStartTexts();
  return (
    <PageSection
      id={id}
      tone={tone}
      heading={form.heading}
      headingTinaField={editable(form, 'heading')}
      intro={form.intro}
      introTinaField={editable(form, 'intro')}
    >
      <RequestForm
        {...formProps}
        texts={form}
        beforeStartTexts={beforeStartTexts}
        labelledBy={`${id}-heading`}
        tinaField={editable}
      />
    </PageSection>
  );
}
