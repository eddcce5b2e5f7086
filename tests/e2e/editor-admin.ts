/**
 * How the editor tests drive Tina's admin: open a page of the site in the visual
 * editor, find the preview, and read which document's form is open and which
 * field has the keyboard focus.
 */
import { expect, type FrameLocator, type Page } from '@playwright/test';
import { contentCollections } from '../../tina/content-collections';

/** The menu label of a collection, e.g. `business` → "Address, phone, opening hours". */
export function collectionLabel(name: string): string {
  const collection = contentCollections.find((candidate) => candidate.name === name);
  if (!collection) throw new Error(`No content collection named "${name}".`);
  return collection.label;
}

/** Opens the site's page at `path` in the visual editor, past the "Enter Edit Mode" dialog. */
export async function openInEditor(page: Page, path: string): Promise<FrameLocator> {
  await page.goto(`/admin/index.html#/~${path}`);
  await page.getByRole('button', { name: 'Enter Edit Mode' }).click();
  const preview = page.frameLocator('iframe#tina-iframe');
  // Tina marks the page for clicking once it has sent the preview the document's data.
  await expect(preview.locator('body.__tina-quick-editing-enabled')).toHaveCount(1);
  return preview;
}

/** The open form's title in the side panel: the document's collection label. */
export function formTitle(page: Page, label: string) {
  return page
    .getByRole('button', { name: label, exact: true })
    .or(page.getByText(label, { exact: true }))
    .first();
}

/**
 * The text box of the side panel that holds the cursor. The editor moves the cursor a moment
 * after the click that asks for it, so this matches nothing until then (a bare `:focus` would
 * match the clicked button meanwhile, and `toHaveValue` gives up at once on a button).
 */
export const focusedTextBox = (page: Page) => page.locator('input:focus, textarea:focus');

/** The element of the admin (not the preview) that has the keyboard focus. */
export interface FocusedField {
  tag: string;
  /** `number` for a price. */
  type: string | null;
  name: string | null;
  value: string | null;
  /** An image field's button holds the picture it shows. */
  imageSrc: string | null;
}

export async function focusedField(page: Page): Promise<FocusedField | null> {
  return page.evaluate(() => {
    let active = document.activeElement as HTMLInputElement | null;
    if (!active || active === document.body || active.tagName === 'IFRAME') return null;
    // A date field opens its calendar as it takes the focus, and the calendar (outside the form)
    // may take it next: the field is then the button that opened it.
    const opener = document.querySelector<HTMLInputElement>('[aria-haspopup="dialog"][aria-expanded="true"]');
    if (
      opener?.getAttribute('aria-controls') &&
      active.closest(`[id="${opener.getAttribute('aria-controls')}"]`)
    )
      active = opener;
    // A control without a name (a number, a picture's button) is named by its field's label.
    let wrapper = active.parentElement;
    while (wrapper && !wrapper.querySelector(':scope > label[for]')) wrapper = wrapper.parentElement;
    return {
      tag: active.tagName,
      type: active.getAttribute('type'),
      name:
        active.getAttribute('name') ??
        wrapper?.querySelector(':scope > label[for]')?.getAttribute('for') ??
        null,
      // A group of tick boxes holds what is ticked; a date picker (a button) the date its field shows.
      value:
        active.getAttribute('type') === 'checkbox'
          ? [
              ...document.querySelectorAll<HTMLInputElement>(
                `input[type="checkbox"][name="${CSS.escape(active.name)}"]`,
              ),
            ]
              .filter((box) => box.checked)
              .map((box) => box.value)
              .join(',')
          : (active.tagName === 'BUTTON' || active.getAttribute('aria-haspopup') === 'dialog') && wrapper
            ? [...wrapper.children]
                .filter((child) => child.tagName !== 'LABEL')
                .map((child) => child.textContent ?? '')
                .join(' ')
                .trim()
            : 'value' in active
              ? String(active.value)
              : null,
      imageSrc: active.querySelector('img')?.getAttribute('src') ?? null,
    };
  });
}
