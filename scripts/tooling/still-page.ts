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

/** Opens `url` on a still page and waits until it is drawn as a visitor sees it. */
export async function openStill(page: Page, url: string): Promise<void> {
  await page.clock.setFixedTime(stillMoment);
  await page.goto(url);
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Every picture decoded, so none is caught half drawn.
  await page.evaluate(() =>
    Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))),
  );
}
