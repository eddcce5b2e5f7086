/**
 * A page held still for a picture of it, for the visual-regression tests
 * (tests/e2e/visual.spec.ts): the same moment
 * on the bar's clock, no motion (so the slideshow stays on its first slide and does not
 * play), the page's type settled (the web fonts, or a first visit's fallbacks), the page's
 * script started. What changes with the
 * calendar and not with the design (the copyright year) is masked in the picture.
 */
import type { BrowserContextOptions, Locator, Page } from '@playwright/test';
import { webFontFamilies, webFontsStorageKey } from '#src/browser/web-fonts/web-fonts-mark';
import { tokenColour } from '#scripts/build/design-tokens';
import { pageHasSettled } from '#scripts/tooling/still-page';

/** Every route of the site at these widths: a phone, a tablet held upright, a laptop. */
export const lookWidths = [375, 768, 1280] as const;

/** A Wednesday morning in the bar's own time zone: the bar is open. */
const stillMoment = new Date('2026-11-25T10:00:00-05:00');

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
 * The font Chromium drew the first element matching `selector` in (the page's first heading
 * unless told), from its own text layout (DevTools protocol): the web font, or a fallback.
 * `inFrame`: the element is in the document of the page's first (same-origin) frame, as
 * the editor's preview is.
 */
export async function fontDrawing(
  page: Page,
  selector = 'h1',
  { inFrame = false } = {},
): Promise<string | undefined> {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    let { root } = await session.send('DOM.getDocument', { depth: inFrame ? -1 : 0, pierce: inFrame });
    if (inFrame) {
      const { nodeId: frameId } = await session.send('DOM.querySelector', {
        nodeId: root.nodeId,
        selector: 'iframe',
      });
      const { node } = await session.send('DOM.describeNode', { nodeId: frameId, depth: 1, pierce: true });
      if (!node.contentDocument) {
        return undefined;
      }
      root = node.contentDocument;
      // describeNode's nodes carry no id until the document is requested with them.
      const { nodeIds } = await session.send('DOM.pushNodesByBackendIdsToFrontend', {
        backendNodeIds: [root.backendNodeId],
      });
      root = { ...root, nodeId: nodeIds[0]! };
    }
    const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) {
      return undefined;
    }
    const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts[0]?.familyName;
  } finally {
    await session.detach();
  }
}

/**
 * Starts to use the page as a visitor does (a key: nothing on the page changes), and waits
 * until the web fonts the first page fetches then (decision 016) are in the browser's cache,
 * or one of them has failed.
 */
export async function untilWebFontsFetched(page: Page): Promise<void> {
  // The page's script listens for the first use from its start.
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
  await page.keyboard.press('Shift');
  await page.waitForFunction(
    ({ key, families }) =>
      localStorage.getItem(key) !== null ||
      [...document.fonts].some(
        (face) => face.status === 'error' && families.includes(face.family.replace(/^["']|["']$/g, '')),
      ),
    { key: webFontsStorageKey, families: webFontFamilies },
  );
}

/** Waits until the page has settled (`pageHasSettled`). */
export async function untilSettled(page: Page): Promise<void> {
  await page.waitForFunction(pageHasSettled);
}

/**
 * Opens `url` on a still page and waits until it is drawn as a visitor sees it: as every
 * page after a visitor's first is drawn, in the web fonts, or with `firstVisit` as the first
 * page a visitor opens is, in their fallbacks (decision 016).
 */
export async function openStill(page: Page, url: string, { firstVisit = false } = {}): Promise<void> {
  await page.clock.setFixedTime(stillMoment);
  // The web fonts are fetched once the visitor uses the first page; the page opened again has them.
  await page.goto(url);
  await untilWebFontsFetched(page);
  if (!firstVisit) {
    await page.reload();
  }
  await untilSettled(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const headingFont = await fontDrawing(page);
  if (!firstVisit && headingFont !== undefined && headingFont !== 'Fraunces') {
    throw new Error(
      `${url}: the heading is drawn in ${headingFont}, not Fraunces: the web font was not in the cache for the second load`,
    );
  }
  if (firstVisit && headingFont === 'Fraunces') {
    throw new Error(`${url}: a first visit is drawn in Fraunces, not in its fallback`);
  }
  // Every picture decoded, so none is caught half drawn.
  await page.evaluate(() =>
    Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))),
  );
}
