import {
  cateringRequestFields,
  officeFuelRequestFields,
  subscribeFields,
  wholesaleInquiryFields,
  type FormFieldDefinition,
} from '#model/form-fields';
import type { FormName } from '#model/form-delivery';
import { RequestForm, type RequestFormProps } from '#src/components/request-form/request-form';
import { editable } from '#src/content/editable';

/** The fields of each form, by its name. */
const fieldsOf: Record<FormName, readonly FormFieldDefinition[]> = {
  'office-fuel': officeFuelRequestFields,
  wholesale: wholesaleInquiryFields,
  catering: cateringRequestFields,
  subscribe: subscribeFields,
};

type EngineProps = RequestFormProps<readonly FormFieldDefinition[]>;
/** The engine's props as plain data: the fields named by the form's name, no functions. */
type RequestFormIslandProps = Omit<EngineProps, 'definitions' | 'submit' | 'tinaField'> &
  Required<Pick<EngineProps, 'sendTo' | 'mailSubject'>> & { formName: FormName };

/**
 * A request form as an island (src/islands/island-loaders.ts): its props are plain data, so
 * the fields are named by the form's name, and the editor's marks are read off the content
 * objects it is given (in the editor, the live ones).
 */
export function RequestFormIsland({ formName, ...props }: RequestFormIslandProps) {
  return <RequestForm definitions={fieldsOf[formName]} {...props} tinaField={editable} />;
}
