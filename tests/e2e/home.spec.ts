import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, isPhone, test, type OpenPage } from './fixtures';
import { desktopOnlyTest, phoneOnlyTest } from './one-width';
import { layoutShiftsSoFar, recordLayoutShifts } from './layout-shifts';

/** One slide interval (5 s, site-spec §9) plus room for a slow machine. */
const slideTimeout = 8_000;

function slideshow(page: Page) {
  const carousel = page.locator('[aria-roledescription="carousel"]');
  return {
    carousel,
    /** The slide a visitor sees; the others are aria-hidden and so have no role to find. */
    shown: carousel.getByRole('group'),
    slide: (n: number) => carousel.getByRole('group', { name: `${n} of 5` }),
    previous: carousel.getByRole('button', { name: 'Previous slide' }),
    next: carousel.getByRole('button', { name: 'Next slide' }),
    dot: (n: number) => carousel.getByRole('button', { name: `Go to slide ${n}` }),
    toggle: carousel.getByRole('button', { name: /^(Auto-playing|Paused)$/ }),
    liveRegion: carousel.locator('[aria-live]'),
  };
}

/** The page has hydrated once the carousel's controls are live (they stay hidden until then). */
async function openHome(page: Page, openPage: OpenPage) {
  await openPage('/');
  const show = slideshow(page);
  await expect(show.carousel).toHaveAttribute('data-ready', 'true');
  return show;
}

async function expectShown(shown: Locator, n: number) {
  await expect(shown).toHaveCount(1);
  await expect(shown).toHaveAccessibleName(`${n} of 5`);
}

test.describe('the home slideshow', () => {
  test('is a labelled carousel showing slide 1 of 5 with its picture, text and two links', async ({
    page,
    openPage,
  }) => {
    const show = await openHome(page, openPage);
    await expect(show.carousel).toHaveAccessibleName('What we do');
    await expectShown(show.shown, 1);
    await expect(show.shown.getByRole('heading', { level: 2 })).toHaveText('Espresso the Italian way');
    await expect(show.shown.getByRole('img')).toBeVisible();
    await expect(show.shown.getByRole('link', { name: 'Visit the bar' })).toHaveAttribute('href', '/contact');
    await expect(show.shown.getByRole('link', { name: 'Cater an event' })).toHaveAttribute(
      'href',
      '/catering',
    );
    await expect(
      show.carousel.locator('[aria-roledescription="slide"][aria-hidden="true"][inert]'),
    ).toHaveCount(4);
  });

  // The slideshow's clock, the same code at every width: on a phone. What a visitor presses runs at both.
  test(
    'advances by itself after 5 seconds, fading over 1 second',
    phoneOnlyTest,
    async ({ page, openPage }) => {
      const show = await openHome(page, openPage);
      await expect(show.liveRegion).toHaveAttribute('aria-live', 'off');
      await expect(show.slide(1)).toHaveCSS('transition-duration', /^1s/);
      await expectShown(show.shown, 1);
      await expect(show.slide(2)).toBeVisible({ timeout: slideTimeout });
      await expect(show.slide(2).getByRole('heading')).toHaveText('Office Fuel, every weekday');
    },
  );

  test('the arrows move one slide, wrap both ways and stop auto-play', async ({
    page,
    openPage,
    viewport,
  }) => {
    const show = await openHome(page, openPage);
    await show.previous.click();
    await expectShown(show.shown, 5);
    await show.next.click();
    await expectShown(show.shown, 1);
    await show.next.click();
    await expectShown(show.shown, 2);
    await expect(show.liveRegion).toHaveAttribute('aria-live', 'polite');
    if (!isPhone(viewport?.width)) await expect(show.toggle).toHaveText('Paused');
    // Auto-play is off for good: moving away does not restart it.
    await page.mouse.move(0, 0);
    await page.getByRole('heading', { level: 1 }).click();
    await expect(show.liveRegion).toHaveAttribute('aria-live', 'polite');
  });

  test('a dot jumps to its slide, is marked current and stops auto-play', async ({ page, openPage }) => {
    const show = await openHome(page, openPage);
    await expect(show.dot(1)).toHaveAttribute('aria-current', 'true');
    await show.dot(4).click();
    await expectShown(show.shown, 4);
    await expect(show.shown.getByRole('heading')).toHaveText('A coffee bar at your event');
    await expect(show.dot(4)).toHaveAttribute('aria-current', 'true');
    await expect(show.dot(1)).not.toHaveAttribute('aria-current');
    await page.mouse.move(0, 0);
    await expect(show.liveRegion).toHaveAttribute('aria-live', 'polite');
    // Colour contrast is judged on the finished slide, not halfway through its 1 s fade.
    await expect(show.shown).toHaveCSS('opacity', '1');
    await expectNoAxeViolations(page);
  });

  test('the auto-play toggle shows on wide screens only and flips auto-play', async ({
    page,
    openPage,
    viewport,
  }) => {
    const show = await openHome(page, openPage);
    if (isPhone(viewport?.width)) {
      await expect(show.toggle).toBeHidden();
      return;
    }
    await expect(show.toggle).toBeVisible();
    await expect(show.toggle).toHaveText('Auto-playing');
    await show.toggle.click();
    await expect(show.toggle).toHaveText('Paused');
    await expect(show.liveRegion).toHaveAttribute('aria-live', 'polite');
    await show.toggle.click();
    await expect(show.toggle).toHaveText('Auto-playing');
    await expect(show.slide(2)).toBeVisible({ timeout: slideTimeout });
  });

  // At desktop size only: a phone has no hovering mouse.
  test(
    'waits while the mouse is over it and goes on when it leaves',
    desktopOnlyTest,
    async ({ page, openPage }) => {
      const show = await openHome(page, openPage);
      await show.shown.hover();
      await expect(show.liveRegion).toHaveAttribute('aria-live', 'polite');
      await page.mouse.move(0, 0);
      await expect(show.liveRegion).toHaveAttribute('aria-live', 'off');
    },
  );

  test('keyboard focus pauses it, and Tab never reaches a hidden slide', async ({
    page,
    openPage,
    viewport,
  }) => {
    const show = await openHome(page, openPage);
    // Where the skip link lands; the next Tab enters the carousel.
    await page.locator('main').focus();
    await page.keyboard.press('Tab');
    const [first, second] = [show.shown.getByRole('link').first(), show.shown.getByRole('link').nth(1)];
    await expect(first).toBeFocused();
    await expect(show.liveRegion).toHaveAttribute('aria-live', 'polite');
    const shownName = await show.shown.getAttribute('aria-label');
    await page.keyboard.press('Tab');
    await expect(second).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(isPhone(viewport?.width) ? show.previous : show.toggle).toBeFocused();
    await expect(show.shown).toHaveAttribute('aria-label', shownName ?? '');

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(first).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(page.locator('[aria-roledescription="carousel"] :focus')).toHaveCount(0);
    await expect(show.liveRegion).toHaveAttribute('aria-live', 'off');
  });

  test('starts paused, without fading, for visitors who prefer reduced motion', async ({
    page,
    openPage,
    viewport,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const show = await openHome(page, openPage);
    await expect(show.liveRegion).toHaveAttribute('aria-live', 'polite');
    await expect
      .poll(() => show.slide(1).evaluate((slide) => parseFloat(getComputedStyle(slide).transitionDuration)))
      .toBeLessThan(0.01);
    if (!isPhone(viewport?.width)) await expect(show.toggle).toHaveText('Paused');
    await show.next.click();
    await expectShown(show.shown, 2);
  });

  test('loads the first picture first, each next one once the shown one has arrived, each with its size', async ({
    page,
    openPage,
  }) => {
    const show = await openHome(page, openPage);
    const images = show.carousel.locator('img');
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    // The slides are stacked, so lazy loading alone would fetch all five at once (tests/e2e/picture-budgets.spec.ts).
    await expect(images).toHaveCount(2);
    await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
    await show.dot(5).click();
    await expect(images).toHaveCount(5);
    for (let index = 0; index < 5; index += 1) {
      const image = images.nth(index);
      await expect(image).toHaveAttribute('width', '800');
      await expect(image).toHaveAttribute('height', '500');
      await expect(image).toHaveAttribute('alt', /\w/);
    }
  });
});

test.describe('the home page', () => {
  test('does not shift while it loads and hydrates', async ({ page, openPage }) => {
    await recordLayoutShifts(page);
    const show = await openHome(page, openPage);
    await expect(show.carousel.locator('img').first()).toHaveJSProperty('complete', true);
    expect(await layoutShiftsSoFar(page)).toEqual([]);
  });

  test('shows six feature cards and a banner, each with a real link', async ({ page, openPage }) => {
    await openPage('/');
    const features = page.getByRole('region', { name: 'One bar, six ways to enjoy it' });
    await expect(features.getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(features.getByRole('link')).toHaveCount(6);
    await features.getByRole('link', { name: 'Office Fuel plans' }).click();
    await expect(page).toHaveURL('/ez-cater');

    await page.goBack();
    const banner = page.getByRole('region', { name: /Stop by for an espresso/ });
    await expect(banner.getByRole('link', { name: 'Plan your visit' })).toHaveAttribute('href', '/contact');
    await banner.getByRole('link', { name: 'Request catering' }).click();
    await expect(page).toHaveURL('/catering');
  });

  test('weighs well under 300 KB', async ({ page, openPage }) => {
    await openHome(page, openPage);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole('contentinfo')).toBeInViewport();
    const bytes = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .concat(performance.getEntriesByType('navigation'))
        .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize, 0),
    );
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(300_000);
  });
});

test.describe('the home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the first slide and its links, and no dead controls', async ({ page }) => {
    await page.goto('/');
    const show = slideshow(page);
    await expectShown(show.shown, 1);
    await expect(show.shown.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(show.shown.getByRole('link', { name: 'Visit the bar' })).toBeVisible();
    await expect(show.next).toBeHidden();
    await expect(show.dot(1)).toBeHidden();
  });
});
