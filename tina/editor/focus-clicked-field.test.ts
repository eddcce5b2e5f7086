/**
 * In the editor, a click on the preview opens its field with the cursor in it, also when
 * the click comes before Tina has loaded the clicked document (the site's name, clicked
 * the moment the editor opens on a slow machine), which Tina itself would drop.
 */
import { focusClickedFields, type EditorCms } from './focus-clicked-field';

/** The forms Tina has built, each from the preview queries it answers. */
const forms: { tinaForm: { id: string; queries: string[] } }[] = [];
const dispatched: { type: string; value: unknown }[] = [];
const cms: EditorCms = { state: { forms }, dispatch: (action) => dispatched.push(action) };

/** The preview's message when the owner clicks an element marked `data-tina-field`. */
function click(tinaField: string, origin = window.location.origin) {
  window.dispatchEvent(
    new MessageEvent('message', { data: { type: 'field:selected', fieldName: tinaField }, origin }),
  );
}

/** Tina draws a form field as an input named after the field. */
function drawField(name: string) {
  const input = document.createElement('input');
  input.name = name;
  document.body.append(input);
  return input;
}

beforeAll(() => focusClickedFields(cms));
beforeEach(() => {
  jest.useFakeTimers();
  forms.length = 0;
  dispatched.length = 0;
  document.body.replaceChildren();
});
afterEach(() => jest.useRealTimers());

const siteName = 'site-query---site.brand.name';

// A click that puts the cursor in its field, on a loaded document or once its document has loaded:
// tests/e2e/editor-refusals.spec.ts and editor-early-click.spec.ts, in the editor itself.

test('a newer click replaces a held one', () => {
  forms.push({ tinaForm: { id: 'content/pages/contact.json', queries: ['page-query'] } });
  click(siteName);
  click('page-query---contactPage.heading');
  forms.push({ tinaForm: { id: 'content/site/site.json', queries: ['site-query'] } });
  jest.advanceTimersByTime(6_000);
  expect(dispatched).toEqual([]);
});

test('a held click is given up after five seconds without its document', () => {
  click(siteName);
  jest.advanceTimersByTime(5_100);
  forms.push({ tinaForm: { id: 'content/site/site.json', queries: ['site-query'] } });
  jest.advanceTimersByTime(1_000);
  expect(dispatched).toEqual([]);
});

test('only the preview, on the editor’s own origin, may move the cursor', () => {
  click(siteName, 'https://elsewhere.example');
  forms.push({ tinaForm: { id: 'content/site/site.json', queries: ['site-query'] } });
  const input = drawField('brand.name');
  jest.advanceTimersByTime(1_000);
  expect(dispatched).toEqual([]);
  expect(document.activeElement).not.toBe(input);
});
