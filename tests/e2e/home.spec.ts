/**
 * The home page's slideshow as only a browser shows it: its controls reachable under the pointer
 * and the keyboard, its fade, the slides' colours, and the page before and without its script.
 * What the slideshow does (auto-play, wrapping, the dots, pausing, reduced motion) is its unit
 * test's, with fake timers (src/components/hero-slideshow/hero-slideshow.test.tsx); that the page
 * moves nothing while it loads, hydrates and gets its fonts, layout.spec.ts's, at both widths.
 */
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, isPhone, test, type OpenPage } from './support/fixtures';

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
  test('fades over 1 second; an arrow and a dot can be pressed; the slide they show passes axe; the toggle is for wide screens', async ({
    page,
    openPage,
    viewport,
  }) => {
    const show = await openHome(page, openPage);
    await expect(show.slide(1)).toHaveCSS('transition-duration', /^1s/);
    await show.next.click();
    await expectShown(show.shown, 2);
    await show.dot(4).click();
    await expectShown(show.shown, 4);
    await expect(show.toggle).toBeVisible({ visible: !isPhone(viewport?.width) });
    // Colour contrast is judged on the finished slide, not halfway through its 1 s fade.
    await expect(show.shown).toHaveCSS('opacity', '1');
    await expectNoAxeViolations(page);
  });

  test('Tab goes through the shown slide’s links to the controls, never into a hidden slide', async ({
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
  });

  test('starts paused, without fading, for visitors who prefer reduced motion', async ({
    page,
    openPage,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const show = await openHome(page, openPage);
    await expect(show.liveRegion).toHaveAttribute('aria-live', 'polite');
    await expect
      .poll(() => show.slide(1).evaluate((slide) => parseFloat(getComputedStyle(slide).transitionDuration)))
      .toBeLessThan(0.01);
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
