/**
 * The structure of every form on the site, as data: one list of field
 * definitions per form drives the form engine (`RequestForm`), its Yup rules
 * and the editor's fields for the form's words. Names, input types, required
 * flags and autocomplete hints follow site-spec §3 and §5; the words a visitor
 * reads (labels, option texts) are content.
 *
 * Plain data, like everything in model/: the app's form engine and the Tina schema both read it.
 */

export type FieldKind = 'text' | 'email' | 'tel' | 'number' | 'date' | 'textarea' | 'radio' | 'checkboxes';

export interface FormFieldDefinition {
  readonly name: string;
  readonly kind: FieldKind;
  readonly required: boolean;
  /** The browser's autofill hint (HTML `autocomplete`). */
  readonly autoComplete?: string;
  /** Values of a radio group or of checkboxes, in the order shown. */
  readonly options?: readonly string[];
  /**
   * Where the texts of the options come from: the form's own content, or the
   * page (the Office Fuel tiers are named on their cards, so the form reuses them).
   */
  readonly optionLabels?: 'content' | 'page';
  /** What the owner sees in the editor for this field's label. */
  readonly editorLabel: string;
}

export const tierValues = ['espresso', 'breakfast', 'premium'] as const;

/**
 * Who a business form reaches: stated once, so every form names, labels and
 * autofills them alike. Catering asks no phone; the subscribe form only an email.
 */
const contactNameField = {
  name: 'contactName',
  kind: 'text',
  required: true,
  autoComplete: 'name',
  editorLabel: 'Contact name',
} as const satisfies FormFieldDefinition;
const emailField = {
  name: 'email',
  kind: 'email',
  required: true,
  autoComplete: 'email',
  editorLabel: 'Email',
} as const satisfies FormFieldDefinition;
const phoneField = {
  name: 'phone',
  kind: 'tel',
  required: false,
  autoComplete: 'tel',
  editorLabel: 'Phone',
} as const satisfies FormFieldDefinition;

/** The contact person of the Office Fuel and wholesale forms, in the order asked. */
const contactPersonFields = [contactNameField, emailField, phoneField] as const;

export const officeFuelRequestFields = [
  {
    name: 'companyName',
    kind: 'text',
    required: true,
    autoComplete: 'organization',
    editorLabel: 'Company name',
  },
  ...contactPersonFields,
  { name: 'teamSize', kind: 'number', required: true, editorLabel: 'Team size' },
  {
    name: 'officeAddress',
    kind: 'textarea',
    required: true,
    autoComplete: 'street-address',
    editorLabel: 'Office address',
  },
  {
    name: 'weekdays',
    kind: 'checkboxes',
    required: false,
    options: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
    optionLabels: 'content',
    editorLabel: 'Delivery days (the group of five weekdays)',
  },
  {
    name: 'tier',
    kind: 'radio',
    required: true,
    options: tierValues,
    optionLabels: 'page',
    editorLabel: 'Preferred tier (the choices are the tier names above)',
  },
  { name: 'additionalInfo', kind: 'textarea', required: false, editorLabel: 'Additional information' },
] as const satisfies readonly FormFieldDefinition[];

export const wholesaleInquiryFields = [
  {
    name: 'businessName',
    kind: 'text',
    required: true,
    autoComplete: 'organization',
    editorLabel: 'Business name',
  },
  ...contactPersonFields,
  {
    name: 'businessType',
    kind: 'radio',
    required: true,
    options: ['cafe', 'restaurant', 'retail', 'office', 'other'],
    optionLabels: 'content',
    editorLabel: 'Business type (the group of choices)',
  },
  { name: 'monthlyVolume', kind: 'text', required: false, editorLabel: 'Estimated monthly volume' },
  {
    name: 'businessAddress',
    kind: 'textarea',
    required: true,
    autoComplete: 'street-address',
    editorLabel: 'Business address',
  },
  { name: 'needs', kind: 'textarea', required: true, editorLabel: 'Needs description' },
] as const satisfies readonly FormFieldDefinition[];

export const cateringRequestFields = [
  contactNameField,
  emailField,
  { name: 'eventDate', kind: 'date', required: true, editorLabel: 'Event date' },
  { name: 'guests', kind: 'number', required: true, editorLabel: 'Expected guests' },
  { name: 'eventLocation', kind: 'text', required: true, editorLabel: 'Event location' },
  { name: 'eventDetails', kind: 'textarea', required: true, editorLabel: 'Event details' },
] as const satisfies readonly FormFieldDefinition[];

export const subscribeFields = [emailField] as const satisfies readonly FormFieldDefinition[];

export type FieldNameOf<D extends readonly FormFieldDefinition[]> = D[number]['name'];

/** Values of the options whose texts are part of the form's content. */
export type ContentOptionOf<D extends readonly FormFieldDefinition[]> = Extract<
  D[number],
  { readonly optionLabels: 'content'; readonly options: readonly string[] }
>['options'][number];

/** Keys of a form's `labels` content: one per field, one per content option. */
export type LabelKeyOf<D extends readonly FormFieldDefinition[]> = FieldNameOf<D> | ContentOptionOf<D>;
