/**
 * The Today panel's controls, drawn as Tina's (its switch, its text box, its label), so the
 * panel looks and works like the rest of the editor. Each control is named by its label's text,
 * for assistive technology and a test; the switch says whether it is on (accessible-fields.tsx).
 */
import { useId } from 'react';
import { FieldLabel, Input } from 'tinacms';
import { SwitchControl } from './accessible-fields';

const row = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  minHeight: 48,
};

/** One switch: an item in the case today, the notice, a day closed. */
export function Switch(props: { label: string; on: boolean; onChange: (on: boolean) => void }) {
  const { label, on, onChange } = props;
  const id = useId();
  return (
    <div style={row}>
      <FieldLabel name={id} className="!mb-0 !text-sm">
        {label}
      </FieldLabel>
      <SwitchControl id={id} checked={on} onChange={onChange} />
    </div>
  );
}

type EntryProps = {
  label: string;
  type?: 'text' | 'date' | 'time';
  value: string;
  onChange: (value: string) => void;
};

/** One line to type in: the notice's words, a day, a time. */
export function Entry({ label, type = 'text', value, onChange }: EntryProps) {
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
