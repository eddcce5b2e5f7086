/**
 * The editor's controls, each named for assistive technology and, for a switch, saying whether
 * it is on (issue 61, docs/decisions/024-an-accessible-editor.md). Tina 3.14 draws a switch as
 * an empty label with role="switch" and no state, and gives its text, textarea and number
 * fields a label whose `for` names no control. These field plugins are Tina's own, registered
 * again under the same names with `cms.fields.add` (as the photo field is), so every field of
 * those types, today's and any added later, gets a named control; Tina's look is kept.
 */
import type { ComponentProps, ComponentType } from 'react';
import {
  BaseTextField,
  NumberFieldPlugin,
  TextareaFieldPlugin,
  TextFieldPlugin,
  ToggleFieldPlugin,
  wrapFieldsWithMeta,
} from 'tinacms';
import { collectionOfFile } from '#tina/schema/content-collections';
import { placeOf } from '#tina/schema/rules/named-refusals';

export type FieldProps = ComponentProps<typeof TextFieldPlugin.Component>;

/**
 * A switch as the platform has it: a checkbox with role="switch", named by its `<label for>`;
 * it needs no ARIA to say its name or state. Drawn as Tina's (editor-accessibility.css).
 */
export function SwitchControl(props: { id: string; checked: boolean; onChange: (on: boolean) => void }) {
  const { id, checked, onChange } = props;
  return (
    <span className="editor-switch">
      <input
        type="checkbox"
        role="switch"
        id={id}
        name={id}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span aria-hidden="true" />
    </span>
  );
}

interface ListLine {
  field: { label?: string | false };
  input: { name: string };
  tinaForm?: { id: string; finalForm: { getState(): { values: Record<string, unknown> } } };
}

/**
 * A line of a list of texts ("What it includes"), which Tina draws without a label: named after the
 * list, where it is, and its number, as a refusal names its field ("What it includes of Breakfast
 * Fuel, line 2").
 */
function listLineName({ field, input, tinaForm }: ListLine): string | undefined {
  const line = /^(.+)\.(\d+)$/.exec(input.name);
  const collection = tinaForm && collectionOfFile(tinaForm.id);
  if (field.label !== false || !line || !collection) {
    return undefined;
  }
  const list = placeOf(collection.fields, line[1]!, tinaForm.finalForm.getState().values);
  return `${list}, line ${Number(line[2]) + 1}`;
}

/**
 * Tina's field, its control given the id its label points to (the field's name), and a name of its
 * own where it is a line of a list.
 */
function withControlId<Plugin extends { Component: ComponentType<FieldProps> }>(plugin: Plugin): Plugin {
  const Tinas = plugin.Component;
  return {
    ...plugin,
    Component: (props: FieldProps) => (
      <Tinas
        {...props}
        input={{ ...props.input, id: props.input.name, 'aria-label': listLineName(props as ListLine) }}
      />
    ),
  };
}

export const textFieldPlugin = withControlId(TextFieldPlugin);

export const accessibleFieldPlugins = [
  textFieldPlugin,
  withControlId(TextareaFieldPlugin),
  {
    ...ToggleFieldPlugin,
    Component: wrapFieldsWithMeta(({ input }: FieldProps) => (
      <SwitchControl id={input.name} checked={!!input.checked} onChange={input.onChange} />
    )),
  },
  {
    // Tina's number box passes on only its value, step and change: not the id, nor the name.
    ...NumberFieldPlugin,
    Component: wrapFieldsWithMeta(({ input, field }: FieldProps) => (
      <BaseTextField
        {...input}
        type="number"
        id={input.name}
        step={(field as { step?: number }).step}
        value={input.value ?? ''}
        onChange={(event: { target: { value: string } }) =>
          input.onChange(event.target.value === '' ? undefined : event.target.value)
        }
      />
    )),
  },
];
