import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { servePreview } from '#scripts/tooling/project-copy';
import { copyBuildTimeoutMs, ownerPhotos, variantCopy } from '#scripts/site-copies/site-variants';
import { copyOffsets, copyPort } from '#scripts/test-runner/ports';

/**
 * Issue 12's budgets, with the owner's camera photos in place: 4000 × 3000 JPEGs of
 * about 4 MB on all five slides (the first one also as the Catering hero), built and served as
 * a host would (compressed): the `owner` copy of site-variants.ts. A phone (375 px, 2x screen)
 * gets at most 150 KB of pictures on the home page, a desktop at most 250 KB, the whole page stays under
 * 300 KB, and no original is ever requested. 1 KB = 1024 bytes, as on the wire.
 */
const budgets = { phoneImagesKb: 150, desktopImagesKb: 250, homeTotalKb: 300 };
const kb = (bytes: number) => bytes / 1024;

interface Loaded {
  url: URL;
  type: string;
  bytes: number;
}

/** Opens the page in a new context and records every response with its bytes on the wire. */
async function openAndCount(browser: Browser, url: string, size: 'phone' | 'desktop') {
  const context = await browser.newContext(
    size === 'phone'
      ? { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  );
  const page = await context.newPage();
  const loaded: Loaded[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      errors.push(message.text());
    }
  });
  page.on('requestfinished', (request) => {
    // The pages a desktop fetches ahead for later clicks (src/browser/fetch-ahead.ts) are not this page's weight.
    if (request.headers()['sec-purpose']?.startsWith('prefetch')) {
      return;
    }
    void request.sizes().then(async (sizes) => {
      const response = await request.response();
      loaded.push({
        url: new URL(request.url()),
        type: response?.headers()['content-type'] ?? '',
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      });
    });
  });
  await page.goto(url, { waitUntil: 'load' });
  await expect(page.locator('html[data-started]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  return { page, loaded, errors, close: () => context.close() };
}

const picturesOf = (loaded: Loaded[]) =>
  loaded.filter(
    (entry) => entry.type.startsWith('image/') || /\.(avif|webp|jpe?g|png|svg)$/.test(entry.url.pathname),
  );
const sum = (entries: Loaded[]) => entries.reduce((total, entry) => total + entry.bytes, 0);

/** What the shown slide's picture is: its file and how it sits on the page. */
const shownSlidePicture = (page: Page) =>
  page
    .locator('[aria-roledescription="slide"]:not([aria-hidden]) img')
    .evaluate((image: HTMLImageElement) => ({
      currentSrc: image.currentSrc,
      complete: image.complete && image.naturalWidth > 0,
      shownWidth: image.getBoundingClientRect().width,
    }));

/** The slides' pictures the page has fetched so far, in the order it asked for them, on its own clock. */
const slidePictureTimings = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => ({
        slide: /\/assets\/pictures\/camera-photo-(\d)-/.exec(entry.name)?.[1],
        startTime: entry.startTime,
        responseEnd: (entry as PerformanceResourceTiming).responseEnd,
      }))
      .filter((entry) => entry.slide !== undefined)
      .sort((a, b) => a.startTime - b.startTime),
  );

test.describe('the owner’s camera photos', () => {
  test.describe.configure({ mode: 'serial' });

  let root: string | undefined;
  let server: Awaited<ReturnType<typeof servePreview>> | undefined;
  const port = copyPort(copyOffsets.pictureBudgets);
  const origin = `http://127.0.0.1:${port}`;
  const originals = ownerPhotos.slidePhotos;

  // One build; each test opens its own phone and desktop pages (the desktop project runs this
  // file: playwright.config.ts).
  test.beforeAll(async () => {
    test.setTimeout(copyBuildTimeoutMs); // five photos made into copies (the first time), and a whole build
    root = await variantCopy('owner');
    server = await servePreview(root, port);
  });

  test.afterAll(() => {
    server?.stop();
  });

  // The copies' widths, shapes and srcset are the picture step's and Picture's unit tests'
  // (scripts/pictures/picture-variant-files.test.ts, src/components/picture/picture.test.tsx).
  test('are not in dist/, and the prerendered HTML preloads the first slide’s copies', () => {
    const dist = `${root!}/dist`;
    expect(fs.existsSync(`${dist}/images/uploads`)).toBe(false);
    const html = fs.readFileSync(`${dist}/index.html`, 'utf8');
    expect(html).toMatch(
      /<link rel="preload" as="image"[^>]* type="image\/avif"[^>]* imagesrcset="\/assets\/pictures\/camera-photo-1-400\./i,
    );
    for (const original of originals) {
      expect(html).not.toContain(original);
    }
  });

  for (const size of ['phone', 'desktop'] as const) {
    test(`on a ${size}, the home page stays within its picture and total budgets and sends a sized AVIF`, async ({
      browser,
    }) => {
      const { page, loaded, errors, close } = await openAndCount(browser, `${origin}/`, size);
      const pictures = picturesOf(loaded);
      const limit = size === 'phone' ? budgets.phoneImagesKb : budgets.desktopImagesKb;
      const scripts = loaded.filter((entry) => entry.url.pathname.endsWith('.js'));
      console.log(
        `${size}: pictures ${kb(sum(pictures)).toFixed(1)} KB (${pictures.map((entry) => entry.url.pathname).join(', ')}), JavaScript ${kb(sum(scripts)).toFixed(1)} KB, total ${kb(sum(loaded)).toFixed(1)} KB`,
      );
      expect(kb(sum(pictures))).toBeLessThanOrEqual(limit);
      expect(kb(sum(loaded))).toBeLessThan(budgets.homeTotalKb);
      for (const original of originals) {
        expect(loaded.map((entry) => entry.url.pathname)).not.toContain(original);
      }

      const shown = await shownSlidePicture(page);
      expect(shown.currentSrc).toMatch(/\.avif$/);
      expect(shown.complete).toBe(true);
      // The copy chosen (its width is in its name) is sharp on this screen and no larger than twice what it needs.
      const fileWidth = Number(/-(\d+)\.[0-9a-f]{8}\.avif$/.exec(shown.currentSrc)?.[1]);
      const needed = shown.shownWidth * (size === 'phone' ? 2 : 1);
      expect(fileWidth).toBeGreaterThanOrEqual(needed);
      expect(fileWidth).toBeLessThanOrEqual(2 * needed);
      expect(errors, 'console errors or warnings').toEqual([]);
      await close();
    });
  }

  test('a photo fills its slide, edge to edge, at every width', async ({ browser }) => {
    for (const width of [375, 768, 1024, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto(`${origin}/`);
      await expect(page.locator('html[data-started]')).toBeAttached();
      const slide = page.locator('[aria-roledescription="slide"]:not([aria-hidden])');
      // A <picture>'s <source>s once took a row of the slide's grid: a dark band above the photo.
      const [slideBox, photoBox] = await Promise.all([
        slide.boundingBox(),
        slide.locator('img').boundingBox(),
      ]);
      expect(photoBox!.y - slideBox!.y, `space above the photo at ${width} px`).toBeCloseTo(0, 0);
      expect(photoBox!.x - slideBox!.x, `space left of the photo at ${width} px`).toBeCloseTo(0, 0);
      if (width >= 1024) {
        // Beside the words, the photo is as tall as the slide.
        expect(photoBox!.height, `photo height at ${width} px`).toBeCloseTo(slideBox!.height, 0);
      }
      await context.close();
    }
  });

  test('five photos cost one: the page loads the first slide’s picture, the next one only after it, and auto-play never shows an empty slide', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
    });
    const page = await context.newPage();
    // When the second slide is first shown, on the page's own clock, as the resource timings are.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const second = document.querySelector('[aria-roledescription="slide"][aria-label="2 of 5"]');
        if (second && !second.hasAttribute('aria-hidden') && !('secondShownAt' in window)) {
          Object.assign(window, { secondShownAt: performance.now() });
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-hidden'] });
    });
    await page.goto(`${origin}/`);
    await expect(page.locator('html[data-started]')).toBeAttached();

    // Slide 2 is shown by auto-play after 5 s, with its picture there; slide 3's is asked for.
    const slide2 = page.getByRole('group', { name: '2 of 5' });
    await expect(slide2).toBeVisible();
    expect((await shownSlidePicture(page)).complete).toBe(true);
    await expect
      .poll(() => slidePictureTimings(page).then((timings) => timings.length))
      .toBeGreaterThanOrEqual(3);

    // In the order the page asked, on its own clock, so that how late the test looks does not matter:
    // the first slide's picture alone; the second once the first had arrived; the third only once
    // auto-play had shown the second.
    const [first, second, third] = await slidePictureTimings(page);
    const secondShownAt = await page.evaluate(
      () => (window as unknown as { secondShownAt: number }).secondShownAt,
    );
    expect(first!.slide).toBe('1');
    expect(second!.slide).toBe('2');
    expect(second!.startTime, 'slide 2 asked for after slide 1 arrived').toBeGreaterThanOrEqual(
      first!.responseEnd,
    );
    expect(third!.slide).toBe('3');
    expect(third!.startTime, 'slide 3 asked for once slide 2 was shown').toBeGreaterThanOrEqual(
      secondShownAt,
    );
    await context.close();
  });
});
