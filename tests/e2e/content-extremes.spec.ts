import { pageRoutes } from '../../site/route-table';
import { servePreview } from '../../scripts/tooling/project-copy';
import { expectNoAxeViolations } from './axe';
import { expect, isPhone, test } from './fixtures';
import { fitProblems } from './fits-the-screen';
import { layoutShiftsSoFar, recordLayoutShifts } from './layout-shifts';
import { contentSeed, copyBuildTimeoutMs, copyPort, variantCopy } from './site-variants';
import { untilSettled } from './still-page';

/**
 * Whatever the owner types, every page still fits (issue 59): the site built from content at the
 * edges of what the editor accepts (`extreme`), and from fast-check's draw between the shipped
 * content and those edges (`drawn`, its seed printed; CONTENT_SEED=<seed> replays it). Each page
 * at 320 and 390 px (phone, with touch) and 768 and 1280 px: nothing sideways, no text off the
 * screen or cut by a box, every control at least 24 px, nothing moving, axe clean.
 */
const copies = [
  { variant: 'extreme', offset: 41, what: 'content at the editor’s limits' },
  {
    variant: 'drawn',
    offset: 42,
    what: `content drawn from seed ${contentSeed} (CONTENT_SEED=${contentSeed} replays it)`,
  },
] as const;

for (const { variant, offset, what } of copies) {
  test.describe(`${what}`, () => {
    let origin = '';
    let stop = () => {};

    test.beforeAll(async () => {
      test.setTimeout(copyBuildTimeoutMs);
      const server = await servePreview(await variantCopy(variant), copyPort(offset));
      ({ origin, stop } = server);
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
          await expectNoAxeViolations(page);
        }
      });
    }
  });
}
