import {
  cateringRequestFields,
  officeFuelRequestFields,
  subscribeFields,
  wholesaleInquiryFields,
  type FormFieldDefinition,
} from '../../site/form-fields';
import type { FormName } from '../../site/form-delivery';
import type { BeforeStartTexts } from '../components/request-form/form-messages';
import { RequestForm, type RequestFormTexts } from '../components/request-form/request-form';
import { editable } from '../content/editable';
import type { RequestTarget } from '../forms/send-request';

/** The fields of each form, by its name. */
const fieldsOf: Record<FormName, readonly FormFieldDefinition[]> = {
  'office-fuel': officeFuelRequestFields,
  wholesale: wholesaleInquiryFields,
  catering: cateringRequestFields,
  subscribe: subscribeFields,
};

export interface RequestFormIslandProps {
  formName: FormName;
  /** The form's words, as the page's content holds them. */
  texts: RequestFormTexts<string>;
  beforeStartTexts: BeforeStartTexts;
  /** Texts of options that the page supplies (value → text), such as the tier names. */
  pageOptionTexts?: Readonly<Record<string, string>>;
  /** Id of the heading that names the form. */
  labelledBy: string;
  sendTo: RequestTarget;
  /** The subject of the email offered when sending fails: the form's heading. */
  mailSubject: string;
  layout?: 'stacked' | 'inline';
}

/**
 * A request form as an island (src/islands/island-loaders.ts): its props are plain data, so
 * the fields are named by the form's name, and the editor's marks are read off the content
 * objects it is given (in the editor, the live ones).
 */
export function RequestFormIsland({ formName, ...props }: RequestFormIslandProps) {
  return <RequestForm definitions={fieldsOf[formName]} {...props} tinaField={editable} />;
}
