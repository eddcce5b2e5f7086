import fs from 'node:fs';
import path from 'node:path';
import { menuStructuredData } from '#src/build-time/menu-structured-data';
import { cafeStructuredData } from '#src/build-time/structured-data';
import { stillBuildDay } from '#scripts/tooling/still-page';
import { pageRoutes } from '#model/route-table';
import { servePreview } from '#scripts/tooling/project-copy';
import { expectNoAxeViolations } from './support/axe';
import { expect, isPhone, test } from './support/fixtures';
import { desktopOnlyTest } from './support/one-width';
import { fitProblems } from './support/fits-the-screen';
import { layoutShiftsSoFar, recordLayoutShifts } from './support/layout-shifts';
import { contentSeed, copyBuildTimeoutMs, variantCopy } from '#scripts/site-copies/site-variants';
import { untilSettled } from './support/still-page';
import { copyOffsets, copyPort } from '#scripts/test-runner/ports';

/**
 * Whatever the owner types, every page still fits (issue 59): the site built from content at the
 * edges of what the editor accepts (`extreme`), and from fast-check's draw between the shipped
 * content and those edges (`drawn`, its seed printed; CONTENT_SEED=<seed> replays it). Each page
 * at 320 and 390 px (phone, with touch) and 768 and 1280 px: nothing sideways, no text off the
 * screen or cut by a box, every control at least 24 px, nothing moving; axe clean at 390 and
 * 1280 px at the limits, and at 390 px for the drawn content.
 *
 * axe at one phone and one desktop width: most of its rules read the markup, the same at every
 * width, and on a page this long one run takes seconds; what a width changes (the layout,
 * overflow, targets) is checked at all four. The drawn pages are drawn by the same components
 * as those at the limits, with other lengths and counts: one axe run, at the phone's width, reads
 * what those change (issue 72: the suite's time, docs/measurements/checks.md).
 */
const copies = [
  {
    variant: 'extreme',
    offset: copyOffsets.extreme,
    what: 'content at the editor’s limits',
    axeWidths: [390, 1280],
  },
  {
    variant: 'drawn',
    offset: copyOffsets.drawn,
    what: `content drawn from seed ${contentSeed} (CONTENT_SEED=${contentSeed} replays it)`,
    axeWidths: [390],
  },
] as const;

for (const { variant, offset, what, axeWidths } of copies) {
  test.describe(`${what}`, () => {
    let origin = '';
    let root = '';
    let stop = () => {};

    test.beforeAll(async () => {
      test.setTimeout(copyBuildTimeoutMs);
      root = await variantCopy(variant);
      ({ origin, stop } = await servePreview(root, copyPort(offset)));
    });
    test.afterAll(() => stop());

    for (const route of pageRoutes) {
      test(`${route.path} fits at every width`, async ({ page, openPage, viewport }) => {
        await recordLayoutShifts(page);
        for (const width of isPhone(viewport?.width) ? [320, 390] : [768, 1280]) {
          await page.setViewportSize({ width, height: 800 });
          await openPage(origin + route.path);
          await untilSettled(page);
          const seen = await fitProblems(page);
          const at = `${route.path} at ${width} px with ${what}`;
          expect.soft(seen.overflowX, `scrolls sideways: ${at}`).toBe(0);
          expect.soft(seen.offScreen, `text off the screen: ${at}`).toEqual([]);
          expect.soft(seen.cut, `text cut by its box: ${at}`).toEqual([]);
          expect.soft(seen.smallTargets, `controls under 24 px: ${at}`).toEqual([]);
          expect.soft(await layoutShiftsSoFar(page), `layout shifts: ${at}`).toEqual([]);
          if ((axeWidths as readonly number[]).includes(width)) {
            await expectNoAxeViolations(page);
          }
        }
      });
    }

    // A print is the same from any screen.
    test(
      'the menu prints on readable pages, and the structured data holds it all',
      desktopOnlyTest,
      async ({ page, openPage, baseURL }) => {
        const content = <T>(file: string) =>
          JSON.parse(fs.readFileSync(path.join(root, 'content', file), 'utf8')) as T;

        type Cafe = Parameters<typeof cafeStructuredData>[0];
        type Menu = Parameters<typeof menuStructuredData>;
        const [business, seo, site, menu] = [
          content<Cafe['business']>('site/business.json'),
          content<Cafe['seo']>('site/seo.json'),
          content<{ brand: { name: string } }>('site/site.json'),
          content<Menu[0]>('pages/menu.json'),
        ];
        await openPage(`${origin}/menu`);
        // The same data the unit tests validate against schema.org's types, built from this content, and
        // still data: the page's script blocks parse.
        const jsonLd = await page
          .locator('script[type="application/ld+json"]')
          .evaluateAll((scripts) =>
            scripts.map((script) => JSON.parse(script.textContent ?? 'null') as unknown),
          );
        expect(jsonLd).toEqual([
          cafeStructuredData({ business, seo, brandName: site.brand.name }, stillBuildDay),
          menuStructuredData(menu, seo, stillBuildDay),
        ]);

        // A US Letter sheet's width at the screen's 96 pixels to the inch.
        await page.setViewportSize({ width: 816, height: 1056 });
        await page.emulateMedia({ media: 'print' });
        const printed = await fitProblems(page);
        expect.soft(printed.overflowX, 'the printed menu is wider than the sheet').toBe(0);
        expect.soft(printed.offScreen, 'text off the sheet').toEqual([]);
        expect.soft(printed.cut, 'text cut by its box on paper').toEqual([]);
        // The type stays the size the shipped menu prints in (8.5 points at its smallest), never shrunk to fit.
        const smallestType = () =>
          page
            .locator('main')
            .evaluate((main) =>
              Math.min(
                ...[...main.querySelectorAll('*')]
                  .filter((element) => element.checkVisibility() && element.textContent?.trim())
                  .map((element) => parseFloat(getComputedStyle(element).fontSize)),
              ),
            );
        const extremeType = await smallestType();
        await openPage(`${baseURL}/menu`);
        expect(extremeType, 'the smallest printed type, in CSS pixels').toBe(await smallestType());
        expect(extremeType).toBeGreaterThanOrEqual((8 * 96) / 72);
      },
    );
  });
}
