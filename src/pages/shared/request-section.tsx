import { PageSection } from '../../components/page-section/page-section';
import {
  RequestForm,
  type RequestFormProps,
  type RequestFormTexts,
} from '../../components/request-form/request-form';
import { editable } from '../../content/editable';
import type { FormFieldDefinition, LabelKeyOf } from '../../../site/form-fields';
import type { FormName } from '../../../site/form-delivery';
import { useBeforeStartTexts } from './use-before-start-texts';
import { useRequestTarget } from './use-request-target';

interface RequestSectionProps<D extends readonly FormFieldDefinition[]> extends Pick<
  RequestFormProps<D>,
  'definitions' | 'pageOptionTexts' | 'controlRef'
> {
  /** The section's id, for links to the form (`#request`). */
  id: string;
  /** The form's words from the page's document, with the section's heading and introduction. */
  form: RequestFormTexts<LabelKeyOf<D>> & { heading: string; intro: string };
  tone?: 'plain' | 'tinted';
  /** The form's name in a delivered request. */
  formName: FormName;
}

/** A page's request form in its own section, headed and introduced by the page's content. */
export function RequestSection<D extends readonly FormFieldDefinition[]>({
  id,
  form,
  tone,
  formName,
  ...formProps
}: RequestSectionProps<D>) {
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
      <RequestForm
        {...formProps}
        texts={form}
        beforeStartTexts={beforeStartTexts}
        labelledBy={`${id}-heading`}
        sendTo={sendTo}
        mailSubject={form.heading}
        tinaField={editable}
      />
    </PageSection>
  );
}
