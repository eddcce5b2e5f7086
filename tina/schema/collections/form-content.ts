import type { FormFieldDefinition, LabelKeyOf } from '#model/form-fields';
import { group, text, textarea, type FieldNaming } from '#tina/schema/schema-kit';

/** One text field per form field, named like it: its label on the page. */
type LabelField<N extends string> = N extends string
  ? { readonly type: 'string'; readonly name: N; readonly label: string; readonly required: true }
  : never;

/**
 * The editor's fields for the words of one form: its heading, a label per field
 * (derived from the form's field definitions, so a new field asks for its label),
 * the option texts, the button and the messages shown after sending.
 */
export function formContentField<const N extends string, const D extends readonly FormFieldDefinition[]>({
  name,
  label,
  definitions,
}: FieldNaming<N> & { definitions: D }) {
  // Option texts sit beside the field labels, named by the option's value
  // (the option values of one form never repeat its field names).
  const labelFields = definitions.flatMap((definition) => [
    text({ name: definition.name, label: definition.editorLabel }),
    ...(definition.optionLabels === 'content'
      ? (definition.options ?? []).map((option) =>
          text({ name: option, label: `${definition.editorLabel}: ${option}` }),
        )
      : []),
  ]) as unknown as readonly LabelField<LabelKeyOf<D>>[];

  return group({
    name,
    label,
    fields: [
      text({ name: 'heading', label: 'Heading above the form' }),
      text({ name: 'intro', label: 'Sentence above the form', ...textarea }),
      group({
        name: 'labels',
        label: 'Field labels',
        description: 'The words shown next to each box and each choice of the form.',
        fields: labelFields,
      }),
      text({
        name: 'optionalNote',
        label: 'Note after optional fields',
        description: 'For example: (optional).',
      }),
      text({ name: 'submitLabel', label: 'Send button' }),
      text({
        name: 'sendingLabel',
        label: 'Send button while sending',
        description: 'For example: Sending…',
      }),
      text({ name: 'successTitle', label: 'Title of the message after sending' }),
      text({
        name: 'successMessage',
        label: 'Message after sending',
        description: 'Say when the visitor will hear back.',
      }),
      text({ name: 'errorTitle', label: 'Title of the message if sending fails' }),
      text({ name: 'errorMessage', label: 'Message if sending fails' }),
    ],
  });
}
