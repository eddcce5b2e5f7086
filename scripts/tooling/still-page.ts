/**
 * A page held still for a picture of it, shared by the visual-regression tests
 * (tests/e2e/visual.spec.ts) and the contact sheet (`npm run look`): the same moment
 * on the bar's clock, no motion (so the slideshow stays on its first slide and does not
 * play), the web fonts drawn, the page's script started. What changes with the
 * calendar and not with the design (the copyright year) is masked in the picture.
 */
import type { BrowserContextOptions, Locator, Page } from '@playwright/test';
import { tokenColour } from '../design-tokens';

/** Every route of the site at these widths: a phone, a tablet held upright, a laptop. */
export const lookWidths = [375, 768, 1280] as const;

/** A Wednesday morning in the bar's own time zone: the bar is open. */
export const stillMoment = new Date('2026-11-25T10:00:00-05:00');

/**
 * The day the tested site is built as of (SITE_BUILD_DAY, scripts/build-day.ts): the notice
 * and the coming holiday hours are chosen by the build's day, so the site the tests draw does
 * not change with the calendar. `npm test` and `npm run screenshots:update` build with it.
 */
export const stillBuildDay = '2026-11-25';

/** The context a still page needs: reduced motion, the bar's time zone. */
export const stillContextOptions: BrowserContextOptions = {
  reducedMotion: 'reduce',
  timezoneId: 'America/New_York',
};

/** What varies from one build to the next without anyone changing the design. */
export const unstableParts = (page: Page): Locator[] => [page.getByText(/^©/)];

/** Masked parts are painted over in the footer's own colour, so the pictures read as the page. */
export const maskColour = tokenColour('color-espresso');

/**
 * The font Chromium drew the page's first heading in, from its own text layout
 * (DevTools protocol): the web font, or a fallback if the web font came too late.
 */
async function fontDrawingHeading(page: Page): Promise<string | undefined> {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    const { root } = await session.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
    if (!nodeId) return undefined;
    const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts[0]?.familyName;
  } finally {
    await session.detach();
  }
}

/** Opens `url` on a still page and waits until it is drawn as a visitor sees it. */
export async function openStill(page: Page, url: string): Promise<void> {
  await page.clock.setFixedTime(stillMoment);
  // The web fonts are `font-display: optional` (decision 012): on a busy machine they can
  // miss the first paint, and that page then keeps its fallback. A second load takes them
  // from the cache, as a visitor's next page does, so every picture shows the site's type.
  await page.goto(url);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.reload();
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const headingFont = await fontDrawingHeading(page);
  if (headingFont !== undefined && headingFont !== 'Fraunces')
    throw new Error(
      `${url}: the heading is drawn in ${headingFont}, not Fraunces: the web font missed the first paint`,
    );
  // Every picture decoded, so none is caught half drawn.
  await page.evaluate(() =>
    Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))),
  );
}
