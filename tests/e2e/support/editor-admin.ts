/**
 * How the editor tests drive Tina's admin: open a page of the site in the visual
 * editor, find the preview, and read which document's form is open and which
 * field has the keyboard focus; the click-through tests share one page of the admin per worker.
 */
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { contentCollections } from '#tina/schema/content-collections';

/** The menu label of a collection, e.g. `business` → "Address, phone, opening hours". */
export function collectionLabel(name: string): string {
  const collection = contentCollections.find((candidate) => candidate.name === name);
  if (!collection) {
    throw new Error(`No content collection named "${name}".`);
  }
  return collection.label;
}

/** Pages that are past the "Enter Edit Mode" dialog: a page of the admin asks once. */
const editing = new WeakSet<Page>();

/** Tina's preview of the site, in a frame of the admin. */
const previewFrame = 'iframe#tina-iframe';
const previewOf = (page: Page) => page.frameLocator(previewFrame);

/**
 * Marks the document the preview shows now, so that a wait for the next one cannot pass on it
 * (the admin changes the frame's address, and the old document stays until the new one comes).
 */
export async function leavePreview(page: Page) {
  if ((await page.locator(previewFrame).count()) === 0) {
    return;
  }
  await previewOf(page)
    .locator('body')
    .evaluate(() => Object.assign(window, { previewLeft: true }))
    .catch(() => {});
}

/** Waits until the preview shows a document that `leavePreview` did not mark, ready for clicks. */
export async function currentPreview(page: Page): Promise<FrameLocator> {
  const preview = previewOf(page);
  // Tina marks the page for clicking once it has sent the preview the document's data.
  await expect
    .poll(() =>
      preview
        .locator('body')
        .evaluate(
          (body) => !('previewLeft' in window) && body.classList.contains('__tina-quick-editing-enabled'),
        )
        .catch(() => false),
    )
    .toBe(true);
  return preview;
}

/**
 * Opens the site's page at `path` in the visual editor, past the "Enter Edit Mode" dialog. In a
 * page of the admin that is already editing, only the admin's address changes, as when the owner
 * follows a link in the preview: the admin is not loaded again.
 */
export async function openInEditor(page: Page, path: string): Promise<FrameLocator> {
  await leavePreview(page);
  await page.goto(`/admin/index.html#/~${path}`);
  await enterEditMode(page);
  return currentPreview(page);
}

/** Clicks "Enter Edit Mode", the first time a page of the admin asks for it. */
export async function enterEditMode(page: Page) {
  if (editing.has(page)) {
    return;
  }
  await page.getByRole('button', { name: 'Enter Edit Mode' }).click();
  editing.add(page);
}

/**
 * Tests that only open documents and click through them share one page of the admin per worker,
 * `editor`, in edit mode: the admin's bundle is several megabytes, and loading it again for each
 * test took about half of their time. The keyboard focus is taken back after each test, so a
 * test never reads the field the one before it opened. A failed test ends its worker, and the
 * next worker opens a page of its own.
 */
export const editorTest = test.extend<{ editor: Page }, { sharedEditor: Page }>({
  // `run` is Playwright's `use`; the React lint rules would take a `use` call here for React's `use()`.
  sharedEditor: [
    async ({ browser }, run, workerInfo) => {
      const { viewport, baseURL, deviceScaleFactor, userAgent } = workerInfo.project.use;
      const context = await browser.newContext({
        viewport,
        baseURL,
        deviceScaleFactor,
        userAgent,
        // The slideshow would turn between finding a slide's picture on screen and clicking it;
        // with reduced motion it stays on the first slide (site-spec: auto-play respects the setting).
        reducedMotion: 'reduce',
      });
      await run(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  editor: async ({ sharedEditor }, run) => {
    await run(sharedEditor);
    await sharedEditor.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  },
});

/**
 * The open form's title: the first step of the side panel's breadcrumb ("Home page › home"),
 * which names the document's collection. Only there: the same label as plain text elsewhere (a
 * collection's own list, before a form has opened) would let a test pass with no form open.
 */
export function formTitle(page: Page, label: string) {
  return page
    .getByRole('navigation', { name: 'breadcrumb' })
    .getByRole('listitem')
    .first()
    .getByText(label, { exact: true });
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
    /** The control with the focus, if it is the admin's; a date field's button while its calendar has it. */
    const focusedControl = () => {
      const active = document.activeElement as HTMLInputElement | null;
      if (!active || active === document.body || active.tagName === 'IFRAME') {
        return null;
      }
      // A date field opens its calendar as it takes the focus, and the calendar (outside the form)
      // may take it next: the field is then the button that opened it.
      const opener = document.querySelector<HTMLInputElement>(
        '[aria-haspopup="dialog"][aria-expanded="true"]',
      );
      const calendar = opener?.getAttribute('aria-controls');
      return opener && calendar && active.closest(`[id="${calendar}"]`) ? opener : active;
    };
    /** The nearest element around the control that holds its field's label. */
    const fieldOf = (control: Element) => {
      let wrapper = control.parentElement;
      while (wrapper && !wrapper.querySelector(':scope > label[for]')) {
        wrapper = wrapper.parentElement;
      }
      return wrapper;
    };
    /** A group of tick boxes holds what is ticked; a date picker (a button) the date its field shows. */
    const valueOf = (control: HTMLInputElement, field: Element | null) => {
      if (control.getAttribute('type') === 'checkbox') {
        const boxes = document.querySelectorAll<HTMLInputElement>(
          `input[type="checkbox"][name="${CSS.escape(control.name)}"]`,
        );
        return [...boxes]
          .filter((box) => box.checked)
          .map((box) => box.value)
          .join(',');
      }
      if ((control.tagName === 'BUTTON' || control.getAttribute('aria-haspopup') === 'dialog') && field) {
        return [...field.children]
          .filter((child) => child.tagName !== 'LABEL')
          .map((child) => child.textContent ?? '')
          .join(' ')
          .trim();
      }
      return 'value' in control ? String(control.value) : null;
    };
    const control = focusedControl();
    if (!control) {
      return null;
    }
    const field = fieldOf(control);
    return {
      tag: control.tagName,
      type: control.getAttribute('type'),
      // A control without a name (a number, a picture's button) is named by its field's label.
      name:
        control.getAttribute('name') ??
        field?.querySelector(':scope > label[for]')?.getAttribute('for') ??
        null,
      value: valueOf(control, field),
      imageSrc: control.querySelector('img')?.getAttribute('src') ?? null,
    };
  });
}
