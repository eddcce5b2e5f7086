import { pageRoutes } from '../../site/route-table';
import { fontDrawing, untilWebFontsFetched } from '../../scripts/tooling/still-page';
import { expect, isPhone, test } from './fixtures';
import { cardRowMisalignments, seenTextProblems } from './seen-text';

/**
 * The layout as a visitor sees it, at the widths of issue 21: every word drawn apart
 * from its neighbours, none broken in the middle, nothing wider than the window, and
 * the cards of a row starting and ending level. Phones are checked at 320 and 375 px
 * (with touch), the rest in the desktop project; each page in both faces a visitor sees.
 */
const routes = [...pageRoutes.map((route) => route.path), '/no-such-page'];
const phoneWidths = [320, 375];
const wideWidths = [768, 1024, 1280, 1440];

/**
 * How a page is drawn: a visitor's first page in the fallbacks, every page after it in the web
 * fonts (decision 016). One test per page and size sees both, the second by loading the page
 * again once the fonts have come.
 */
const faces = [
  { name: 'in the fallbacks', font: /Fallback|Liberation|DejaVu|Georgia|Times/ },
  { name: 'in the web fonts', font: /^Fraunces$/ },
];

for (const path of routes) {
  test(`${path}, in the fallbacks and then in the web fonts: words drawn apart and whole, nothing sideways, cards level`, async ({
    page,
    openPage,
    viewport,
    consoleErrors,
  }) => {
    await openPage(path);
    for (const face of faces) {
      if (face.name === 'in the web fonts') {
        await untilWebFontsFetched(page);
        await openPage(path);
        await page.evaluate(() => document.fonts.ready);
      }
      expect(await fontDrawing(page), `the heading’s font ${face.name}`).toMatch(face.font);
      for (const width of isPhone(viewport?.width) ? phoneWidths : wideWidths) {
        await page.setViewportSize({ width, height: 900 });
        const seen = await seenTextProblems(page);
        const where = `at ${width} px ${face.name}`;
        expect.soft(seen.glued, `words drawn touching ${where}`).toEqual([]);
        expect.soft(seen.brokenWords, `words broken across lines ${where}`).toEqual([]);
        expect.soft(seen.overflowX, `scrolls sideways ${where}`).toBe(0);
        expect.soft(await cardRowMisalignments(page), `cards of a row ${where}`).toEqual([]);
      }
    }
    // The not-found page logs the missing path, as the spec asks.
    if (path === '/no-such-page') consoleErrors.length = 0;
  });
}
