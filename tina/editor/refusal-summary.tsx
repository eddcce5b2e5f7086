/**
 * At the top of the editor's form: why Save is off. Tina greys Save out while a field
 * refuses its value, and writes the refusal beside the field, often out of view; this
 * lists every refusal (each names its field, see rules/named-refusals.ts) as a button
 * that opens the field and puts the cursor in it. Registered as a `form:meta` plugin,
 * Tina's place for what is shown above a form.
 */
import { useEffect, useState } from 'react';
import { FormMetaPlugin, useCMS } from 'tinacms';
import { focusField } from './focus-clicked-field';
import { refusalsIn, type Refusal } from './refusals';

// Tina's own red for refusals, on a light background, so the box reads as the fields' messages do.
const boxStyle = {
  margin: '12px 16px 0',
  padding: '12px 14px',
  border: '2px solid #b91c1c',
  borderRadius: 6,
  background: '#fef2f2',
  color: '#7f1d1d',
  fontSize: 14,
  lineHeight: 1.4,
};

/** Each refusal reads as a link to its field. */
const linkStyle = {
  textAlign: 'left',
  textDecoration: 'underline',
  color: 'inherit',
  background: 'none',
  border: 0,
  padding: 0,
  cursor: 'pointer',
} as const;

function RefusalSummary() {
  const cms = useCMS();
  const form = cms.state.forms.find(({ tinaForm }) => tinaForm.id === cms.state.activeFormId)?.tinaForm;
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  useEffect(
    () => form?.finalForm.subscribe(({ errors }) => setRefusals(refusalsIn(errors)), { errors: true }),
    [form],
  );
  if (!form || refusals.length === 0) {
    return null;
  }

  const open = (field: string) => {
    cms.dispatch({ type: 'forms:set-active-field-name', value: { formId: form.id, fieldName: field } });
    focusField(field);
  };
  return (
    <div role="alert" style={boxStyle} data-refusal-summary="" data-editor-message="">
      <p style={{ margin: 0, fontWeight: 600 }}>
        {refusals.length === 1
          ? 'Save is off until this value is corrected:'
          : `Save is off until these ${refusals.length} values are corrected:`}
      </p>
      <ul style={{ margin: '6px 0 0', paddingLeft: 18 }}>
        {refusals.map((refusal) => (
          <li key={refusal.field}>
            <button type="button" onClick={() => open(refusal.field)} style={linkStyle}>
              {refusal.message}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const refusalSummaryPlugin = new FormMetaPlugin({
  name: 'refusal-summary',
  Component: RefusalSummary,
});
