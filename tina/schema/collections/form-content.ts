import type { FormFieldDefinition, LabelKeyOf } from '#model/form-fields';
import { group, text, textarea } from '#tina/schema/schema-kit';

/** One text field per form field, named like it: its label on the page. */
type LabelField<N extends string> = N extends string
  ? { readonly type: 'string'; readonly name: N; readonly label: string; readonly required: true }
  : never;

/**
 * The editor's fields for the words of one form: its heading, a label per field
 * (derived from the form's field definitions, so a new field asks for its label),
 * the option texts, the button and the messages shown after sending.
 */
export function formContentField<const N extends string, const D extends readonly FormFieldDefinition[]>(
  name: N,
  label: string,
  definitions: D,
) {
  // Option texts sit beside the field labels, named by the option's value
  // (the option values of one form never repeat its field names).
  const labelFields = definitions.flatMap((definition) => [
    text(definition.name, definition.editorLabel),
    ...(definition.optionLabels === 'content'
      ? (definition.options ?? []).map((option) => text(option, `${definition.editorLabel}: ${option}`))
      : []),
  ]) as unknown as readonly LabelField<LabelKeyOf<D>>[];

  return group(name, label, undefined, [
    text('heading', 'Heading above the form'),
    text('intro', 'Sentence above the form', undefined, textarea),
    group(
      'labels',
      'Field labels',
      'The words shown next to each box and each choice of the form.',
      labelFields,
    ),
    text('optionalNote', 'Note after optional fields', 'For example: (optional).'),
    text('submitLabel', 'Send button'),
    text('sendingLabel', 'Send button while sending', 'For example: Sending…'),
    text('successTitle', 'Title of the message after sending'),
    text('successMessage', 'Message after sending', 'Say when the visitor will hear back.'),
    text('errorTitle', 'Title of the message if sending fails'),
    text('errorMessage', 'Message if sending fails'),
  ]);
}
