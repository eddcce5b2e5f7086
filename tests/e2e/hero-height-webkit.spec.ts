import { test as base, expect } from '@playwright/test';
import { openWebKit, type WebKit } from './support/webkit-driver';

/**
 * Issue 34: in Safari's engine, the home slideshow on a desktop grew by about 410 px (the
 * carousel, controls included, from 506 to 916 px at 1280 px wide) when it added slide 2's
 * picture (slide-pictures.ts), pushing the rest of the page down, and shrank back only once
 * all five pictures were in (about 15.5 s). Chromium and Firefox did not do it, so this test
 * watches the built site in WebKitGTK (webkit-driver.ts). It records the hero's height in the
 * page from its first frames until 16 s after the navigation started, through auto-play and
 * the pictures' arrival, and reads the record back.
 */

/** How long the height is watched, from the start of the navigation: three slide changes, every picture added. */
const recordFor = 16_000;
/** A change of more than this is a jump a visitor sees. */
const tolerance = 2;
const width = 1280;

/** What the page keeps while it is watched. */
interface HeightRecord {
  /** Every change of the hero's height or of the number of pictures in it (ms since the navigation started). */
  samples: { at: number; height: number; pictures: number }[];
  /** Once the time is up: the slide shown and the pictures in the page. */
  end?: { at: number; slide: string | null; pictures: number };
}

type WatchedWindow = Window & { heroHeights?: HeightRecord };

/**
 * Runs in the page as soon as its HTML is all read (a hero measured half read has no controls
 * yet): false until then. It notes the hero's height when it resizes and at every frame, until
 * `until` ms after the navigation started.
 */
function recordHeroHeight(until: number): boolean {
  const page = window as WatchedWindow;
  if (page.heroHeights) {
    return true;
  }
  const hero = document.querySelector('[aria-roledescription="carousel"]');
  if (!hero || document.readyState === 'loading') {
    return false;
  }
  const record: HeightRecord = { samples: [] };
  page.heroHeights = record;
  const pictures = () => hero.querySelectorAll('img').length;
  const note = () => {
    const sample = {
      at: Math.round(performance.now()),
      height: hero.getBoundingClientRect().height,
      pictures: pictures(),
    };
    const last = record.samples.at(-1);
    if (last?.height !== sample.height || last.pictures !== sample.pictures) {
      record.samples.push(sample);
    }
  };
  note();
  const resizes = new ResizeObserver(note);
  resizes.observe(hero);
  const everyFrame = () => {
    if (record.end) {
      return;
    }
    note();
    requestAnimationFrame(everyFrame);
  };
  requestAnimationFrame(everyFrame);
  setTimeout(
    () => {
      note();
      resizes.disconnect();
      const shown = hero.querySelector('[aria-roledescription="slide"]:not([aria-hidden])');
      record.end = {
        at: Math.round(performance.now()),
        slide: shown?.getAttribute('aria-label') ?? null,
        pictures: pictures(),
      };
    },
    Math.max(0, until - performance.now()),
  );
  return true;
}

const test = base.extend<{ webkit: WebKit }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads which fixtures a fixture needs from this pattern
  webkit: async ({}, run) => {
    const webkit = await openWebKit();
    await run(webkit);
    await webkit.close();
  },
});

// One window of its own, at a desktop width: once, in the desktop project, is enough
// (playwright.config.ts).

test(`the home slideshow keeps one height in WebKit at ${width} px, from the first paint through 16 s of auto-play`, async ({
  webkit,
  baseURL,
}) => {
  // Room for a loaded machine: the driver's start, the page's, then the 16 s.
  test.setTimeout(recordFor + 180_000);
  const { driver } = webkit;
  const heroHeights = () =>
    driver.executeScript<HeightRecord | undefined>(() => (window as WatchedWindow).heroHeights);
  await driver.manage().window().setRect({ width, height: 900 });
  await driver.get(`${baseURL}/`);
  // Polled from the navigation on, so the record starts with the page's first frames.
  await expect
    .poll(() => driver.executeScript<boolean>(recordHeroHeight, recordFor), {
      intervals: [10],
      timeout: 20_000,
    })
    .toBe(true);
  const pageWidth = await driver.executeScript<number>(() => document.documentElement.clientWidth);
  expect(pageWidth, 'the page is as wide as asked').toBe(width);
  await expect.poll(async () => (await heroHeights())?.end, { timeout: recordFor + 120_000 }).toBeDefined();

  const record = await heroHeights();
  const body = JSON.stringify(record, null, 2);
  await test.info().attach('hero heights', { body, contentType: 'application/json' });
  const first = record?.samples[0];
  if (!first || !record.end) {
    throw new Error(`no height recorded: ${body}`);
  }
  // The record watched what used to move the hero: pictures added and slides changed.
  expect(record.end.pictures, 'pictures in the page after 16 s').toBeGreaterThan(first.pictures);
  expect(record.end.slide, 'the slide shown after 16 s of auto-play').not.toBe('1 of 5');

  const jumps = record.samples
    .filter((sample) => Math.abs(sample.height - first.height) > tolerance)
    .map((sample) => `${sample.height} px at ${sample.at} ms (pictures in the page: ${sample.pictures})`);
  const from = `${first.height} px at ${first.at} ms (pictures in the page: ${first.pictures})`;
  expect(jumps, `the hero's height, from ${from}`).toEqual([]);
});
