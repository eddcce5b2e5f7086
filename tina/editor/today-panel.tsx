/**
 * "Today", on a phone: the day's changes in one place, above the form in the editing sheet
 * (phone-layout.ts). What is in the case (the menu), the notice at the top of every page
 * (the whole site's document) and a day closed or with other hours (the business details):
 * each control changes the value in Tina's own form of that document, so the page above shows
 * it at once, as any field does, and Save submits those forms as Tina's Save does (the menu
 * stamps its "checked on" day, Tina writes the file and says "Document saved!"). A document
 * the page in the editor does not show has no form: the menu's switches are on the menu page.
 */
import { useEffect, useState } from 'react';
import { Button, FormMetaPlugin, useCMS, type Form } from 'tinacms';
import { barMoment } from '#model/bar-calendar';
import { businessCollection, type BusinessContent } from '#tina/schema/collections/business';
import { menuPageCollection, type MenuPageContent } from '#tina/schema/collections/menu';
import { siteCollection, type SiteContent } from '#tina/schema/collections/site';
import { useNarrowScreen } from './narrow-screen';
import type { CollectionShape } from '#tina/schema/schema-kit';
import { DayHours, heading, InTheCase, Notice } from './today-sections';
import { validateDocument, type Problem } from '#tina/schema/validate-document';

/** Tina's form of a document: its id is the file's path. What Today checks before it saves. */
const documents = [
  { collection: menuPageCollection, file: 'menu', checked: [] },
  { collection: siteCollection, file: 'site', checked: ['notice'] },
  { collection: businessCollection, file: 'business', checked: ['specialHours'] },
] as const satisfies readonly { collection: CollectionShape; file: string; checked: readonly string[] }[];

type FormState = { values: Record<string, unknown>; initialValues: Record<string, unknown> };
type DocumentValues = [MenuPageContent?, SiteContent?, BusinessContent?];

function useFormState(form: Form | undefined): FormState | undefined {
  const [state, setState] = useState<FormState>();
  useEffect(
    () => form?.subscribe((next) => setState(next as FormState), { values: true, initialValues: true }),
    [form],
  );
  return form && state;
}

/**
 * Whether the form holds a change not saved yet. Not final-form's `dirty`, which looks only at
 * the fields drawn on screen: Today changes fields of forms Tina has not drawn.
 */
const isChanged = (state: FormState | undefined) =>
  !!state && JSON.stringify(state.values) !== JSON.stringify(state.initialValues);

type Document = (typeof documents)[number];

/** What the site's own rules refuse in the parts of a document Today changes. */
function problemsOf({ collection, checked }: Document, values: Record<string, unknown>): Problem[] {
  const fields = collection.fields.filter((field) => (checked as readonly string[]).includes(field.name));
  return validateDocument({ fields }, Object.fromEntries(fields.map(({ name }) => [name, values[name]])));
}

type FormOf = (doc: Document) => Form | undefined;

/** The forms of Today's documents that hold a change not saved yet. */
function changedForms(formOf: FormOf) {
  return documents.flatMap((doc) => {
    const form = formOf(doc);
    return form && isChanged(form.finalForm.getState() as FormState) ? [{ doc, form }] : [];
  });
}

/** Tina's form of each of Today's documents that the editor has, and what each holds now. */
function useTodayForms() {
  const cms = useCMS();
  const formOf: FormOf = (doc) =>
    cms.state.forms.find(({ tinaForm }) => tinaForm.id === `${doc.collection.path}/${doc.file}.json`)
      ?.tinaForm;
  const [menu, site, business] = documents.map(formOf);
  const states = [useFormState(menu), useFormState(site), useFormState(business)];
  const [menuValues, siteValues, businessValues] = states.map((state) => state?.values) as DocumentValues;
  return {
    formOf,
    forms: { menu, site, business },
    values: { menu: menuValues, site: siteValues, business: businessValues },
    anyChanged: states.some(isChanged),
  };
}

type TodayForms = ReturnType<typeof useTodayForms>;

/** The notice, the day's hours and the case, each where the editor has its document's form. */
function TodaySections({ forms, values }: Pick<TodayForms, 'forms' | 'values'>) {
  const today = barMoment(new Date(), values.business?.timeZone ?? 'UTC').day;
  return (
    <div style={{ flex: 1, overflowY: 'auto', padding: '0 16px 16px' }}>
      {forms.site && values.site && <Notice form={forms.site} notice={values.site.notice} today={today} />}
      {forms.business && values.business && (
        <DayHours form={forms.business} business={values.business} today={today} />
      )}
      {forms.menu && values.menu ? (
        <InTheCase form={forms.menu} menu={values.menu} />
      ) : (
        <p style={heading}>The menu’s switches are on the menu page.</p>
      )}
    </div>
  );
}

/** What the site's rules refuse, in the summary's red, above Save. */
function Refusals({ problems }: { problems: readonly Problem[] }) {
  if (problems.length === 0) {
    return null;
  }
  return (
    <ul
      role="alert"
      style={{ margin: 0, padding: '8px 16px 8px 32px', color: '#7f1d1d', background: '#fef2f2' }}
    >
      {problems.map((problem) => (
        <li key={problem.path}>{problem.message}</li>
      ))}
    </ul>
  );
}

const buttonRow = {
  display: 'flex',
  gap: 8,
  justifyContent: 'flex-end',
  padding: '10px 16px',
  borderTop: '1px solid #e5e7eb',
} as const;

function TodayPanel({ close }: { close: () => void }) {
  const { formOf, forms, values, anyChanged } = useTodayForms();
  const [problems, setProblems] = useState<Problem[]>([]);
  const save = async () => {
    const changed = changedForms(formOf);
    const refused = changed.flatMap(({ doc, form }) => problemsOf(doc, form.values));
    setProblems(refused);
    if (refused.length === 0) {
      for (const { form } of changed) {
        await form.submit();
      }
    }
  };
  return (
    <div
      role="dialog"
      aria-label="Today"
      // Over the form it covers, whose fields Tina lifts to z-index 1000.
      style={{
        position: 'absolute',
        inset: 0,
        zIndex: 1001,
        display: 'flex',
        flexDirection: 'column',
        background: 'white',
      }}
    >
      <TodaySections forms={forms} values={values} />
      <Refusals problems={problems} />
      <div style={buttonRow}>
        <Button variant="white" onClick={close}>
          Close
        </Button>
        <Button variant="primary" disabled={!anyChanged} onClick={() => void save()}>
          Save
        </Button>
      </div>
    </div>
  );
}

/** Outside the component: a save reloads the page, and Tina draws its form, and "Today", again. */
let openedWith: string | undefined;

function Today() {
  const narrow = useNarrowScreen();
  const { state } = useCMS();
  const active =
    state.forms.find(({ tinaForm }) => tinaForm.id === state.activeFormId)?.activeFieldName ?? '';
  // Open until the owner opens a field, by a tap in the page or in the form.
  const [openWith, setOpenWith] = useState(openedWith);
  const openFor = (field: string) => setOpenWith((openedWith = field));
  const close = () => setOpenWith((openedWith = undefined));
  if (!narrow) {
    return null;
  }
  if (openWith === active) {
    return <TodayPanel close={close} />;
  }
  // On a document's first view only: a field opened from the page needs all of the sheet.
  if (active) {
    return null;
  }
  return (
    <div style={{ padding: '8px 16px 0' }}>
      <Button variant="white" className="w-full" onClick={() => openFor(active)}>
        Today: the case, the notice, the hours
      </Button>
    </div>
  );
}

export const todayPlugin = new FormMetaPlugin({ name: 'today', Component: Today });
