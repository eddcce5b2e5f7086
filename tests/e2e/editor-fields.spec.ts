/**
 * Issue 15: in the visual editor, every document opens its own form, and every
 * kind of element of the preview that the owner can click opens the exact field
 * it shows: the field gets the keyboard focus and holds the value on the page.
 */
import { expect } from '@playwright/test';
import { pageRoutes } from '#model/route-table';
import { contentCollections } from '#tina/schema/content-collections';
import {
  collectionLabel,
  currentPreview,
  editorTest as test,
  enterEditMode,
  focusedField,
  formTitle,
  openInEditor,
  type FocusedField,
} from './support/editor-admin';
import { showsValue } from './support/shown-value';

/** Which document's form a page opens first: its own. */
const ownCollection: Record<string, string> = {
  '/privacy': 'legalPage',
  '/terms': 'legalPage',
  '/accessibility': 'legalPage',
};

function ownCollectionOf(path: string): string {
  const page = ownCollection[path];
  if (page) {
    return page;
  }
  const route = pageRoutes.find((candidate) => candidate.path === path);
  if (!route) {
    throw new Error(`No page at ${path}`);
  }
  return `${route.id}Page`;
}

/** `<query id>---business.hours.0.opens` → the collection `business` and the form's field `hours.0.opens`. */
function fieldOf(tinaField: string): { collection: string; name: string } {
  const [, path = ''] = tinaField.split('---');
  const [collection = '', ...rest] = path.split('.');
  return { collection, name: rest.join('.') };
}

/**
 * Which of the page's editable elements to click: the first and the last of each kind. A kind is
 * one field of one component: the field's path with its list positions left out
 * (`menu.sections.2.items.5.price` → `sections.#.items.#.price`), the element and its parent's
 * class. The items of a list are drawn by one component from one line of code, so a mistake in
 * that line shows on the first item already; the last one catches a position that does not
 * follow the item (every item opening the first's field). The header and the footer are the same
 * components on every page: each of their fields is clicked on the home page, and elsewhere only
 * the first and the last of them, which fail if the page's query left their documents out.
 * Clicking every element (two hundred on the menu page) took most of the editor tests' time.
 */
function representatives(elements: Element[], { wholeLayout }: { wholeLayout: boolean }): number[] {
  const byKind = new Map<string, number[]>();
  elements.forEach((element, index) => {
    const [, field = ''] = (element.getAttribute('data-tina-field') ?? '').split('---');
    const inLayout = !element.closest('main');
    const kind =
      inLayout && !wholeLayout
        ? 'the header and the footer'
        : [
            field.replace(/\.\d+(?=\.|$)/g, '.#'),
            element.tagName,
            element.parentElement?.className ?? '',
          ].join('|');
    byKind.set(kind, [...(byKind.get(kind) ?? []), index]);
  });
  const chosen = new Set<number>();
  for (const indexes of byKind.values()) {
    chosen.add(indexes[0]!);
    chosen.add(indexes[indexes.length - 1]!);
  }
  return [...chosen].sort((a, b) => a - b);
}

for (const route of pageRoutes) {
  test(`${route.path}: the page's own form opens, and every kind of editable element opens its field`, async ({
    editor: page,
  }) => {
    test.setTimeout(600_000);
    const preview = await openInEditor(page, route.path);
    await expect(formTitle(page, collectionLabel(ownCollectionOf(route.path)))).toBeVisible();

    const marked = preview.locator('[data-tina-field]');
    const chosen = await marked.evaluateAll(representatives, { wholeLayout: route.path === '/' });
    expect(chosen.length, 'editable elements on the page').toBeGreaterThan(0);
    const problems: string[] = [];
    for (const index of chosen) {
      const element = marked.nth(index);
      // One look into the page for all it shows (a round trip per element is what this test's time is made of).
      const { tinaField, shown, clickable } = await element.evaluate((node) => {
        const image = node instanceof HTMLImageElement ? node : null;
        // Text inside that has its own field (a link's hidden "opens in a new tab") is not this field's.
        const own = node.cloneNode(true) as Element;
        own.querySelectorAll('[data-tina-field]').forEach((inner) => inner.remove());
        const box = node.getBoundingClientRect();
        return {
          tinaField: node.getAttribute('data-tina-field') ?? '',
          shown: { text: own.textContent ?? '', imageSrc: image ? image.currentSrc || image.src : null },
          // As Playwright judges a visible element: a box of its own, and not `visibility: hidden`.
          clickable: box.width > 1 && box.height > 1 && getComputedStyle(node).visibility !== 'hidden',
        };
      });
      const { collection, name } = fieldOf(tinaField);
      // Slides that are not showing, and words for screen readers only (a link's "opens in a new tab"),
      // are in the page but cannot be clicked; the click reaches them the way Tina listens for one.
      if (clickable) {
        await element.click({ timeout: 10_000 });
      } else {
        await element.dispatchEvent('click');
      }

      let focused: FocusedField | null = null;
      try {
        await expect
          .poll(async () => (focused = await focusedField(page)), { timeout: 10_000 })
          .toMatchObject(shown.imageSrc === null ? { name } : { name, tag: 'BUTTON' });
      } catch {
        problems.push(`${collection} › ${name}: focus on ${JSON.stringify(focused)}`);
        continue;
      }
      if (!(await formTitle(page, collectionLabel(collection)).isVisible())) {
        problems.push(`${collection} › ${name}: the form of "${collectionLabel(collection)}" is not open`);
      }
      if (focused && !showsValue(shown, focused)) {
        problems.push(
          `${collection} › ${name}: the page shows ${JSON.stringify(shown)}, the field holds ${JSON.stringify(focused)}`,
        );
      }
    }
    expect(problems, `${chosen.length} editable elements clicked`).toEqual([]);
  });
}

/**
 * One document of each kind the editor's menu lists, opened from it: a page with a collection of
 * its own (the first), a site-wide document (the first), and a legal page, one of a collection of
 * several. Within a kind the way there is the same code, Tina's: what differs is the page each
 * collection's router names, which tina/schema/collections/page-router.test.ts holds for every
 * document, and the form each page opens, which the tests above hold for every page.
 */
const pageOfItsOwn = contentCollections.find(
  (collection) => !collection.ui?.global && collection.match?.include,
)!;
const siteWide = contentCollections.find((collection) => collection.ui?.global)!;
const legalPages = contentCollections.find((collection) => collection.name === 'legalPage')!;
const documents = [
  { collection: pageOfItsOwn, file: pageOfItsOwn.match?.include ?? '' },
  { collection: siteWide, file: siteWide.match?.include ?? '' },
  { collection: legalPages, file: 'terms' },
];

for (const { collection, file } of documents) {
  test(`the editor's menu opens "${collection.label}" (${file}) in its own form`, async ({ page }) => {
    // Where the menu's entry for the collection leads, in a page of its own: in the page the
    // click-through tests share, a legal page's form stayed closed (the admin remembers the forms
    // it has opened), so the menu's own opening would not be what is tested.
    await page.goto(`/admin/index.html#/collections/${collection.name}`);
    await enterEditMode(page);
    if (collection.ui?.global) {
      // A site-wide document has no page of its own: Tina opens its form straight away.
      await expect(page).toHaveURL(new RegExp(`#/collections/edit/${collection.name}/${file}$`));
      await expect(formTitle(page, collection.label)).toBeVisible();
    } else {
      // A collection of several pages lists them first; one page opens in the preview at once.
      if (collection.name === 'legalPage') {
        await page.getByText(`content/legal/${file}.md`, { exact: true }).click();
      }
      await currentPreview(page);
      await expect(formTitle(page, collection.label)).toBeVisible();
      if (collection.name === 'legalPage') {
        await expect(page).toHaveURL(new RegExp(`#/~/${file}$`));
      }
    }
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  });
}
