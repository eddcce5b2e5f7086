/**
 * The Today panel's controls, made of Tina's own (its switch, its text box, its label), so the
 * panel looks and works like the rest of the editor. Each control names its own field for
 * assistive technology and a test: the label's text.
 */
import { useId } from 'react';
import { FieldLabel, Input, Toggle } from 'tinacms';

const row = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  minHeight: 48,
};

/** One switch: an item in the case today, the notice, a day closed. */
export function Switch({
  label,
  on,
  onChange,
}: {
  label: string;
  on: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div style={row}>
      <FieldLabel name={id} className="!mb-0 !text-sm">
        {label}
      </FieldLabel>
      <Toggle
        name={id}
        field={{ name: id, component: 'toggle' }}
        input={{
          name: id,
          checked: on,
          value: on,
          onChange: (event: { target: { checked: boolean } }) => onChange(event.target.checked),
        }}
      />
    </div>
  );
}

/** One line to type in: the notice's words, a day, a time. */
export function Entry({
  label,
  type = 'text',
  value,
  onChange,
}: {
  label: string;
  type?: 'text' | 'date' | 'time';
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div style={{ marginBottom: 12 }}>
      <FieldLabel name={id}>{label}</FieldLabel>
      <Input
        id={id}
        type={type}
        value={value}
        onChange={(event: { target: { value: string } }) => onChange(event.target.value)}
      />
    </div>
  );
}
