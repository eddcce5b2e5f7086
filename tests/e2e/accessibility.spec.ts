import { pageRoutes } from '../../site/route-table';
import { expectNoAxeViolations } from './axe';
import { expect, isPhone, test } from './fixtures';

/**
 * Every page the site has, and the not-found page (which logs the missing path
 * on purpose, see site-shell.spec.ts: its tests clear that expected console line).
 */
const paths = [...pageRoutes.map((route) => route.path), '/no-such-page'];

test.describe('on every page', () => {
  for (const path of paths) {
    test(`${path} has no accessibility violations (axe-core, WCAG 2.2 AA)`, async ({
      page,
      openPage,
      viewport,
      consoleErrors,
    }) => {
      // Auto-play crossfades the slides every 5 s: axe measuring contrast mid-fade on a busy
      // machine sees two slides' colours blended. Reduced motion keeps the first slide still.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openPage(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      if (isPhone(viewport?.width)) {
        await page.getByRole('button', { name: 'Pages' }).click();
        await expectNoAxeViolations(page);
      }
      if (path === '/no-such-page') consoleErrors.length = 0;
    });

    test(`${path} has one h1 and headings that never skip a level`, async ({
      page,
      openPage,
      viewport,
      consoleErrors,
    }) => {
      test.skip(isPhone(viewport?.width), 'the same document at every size');
      await openPage(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const levels = await page
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
      expect(levels[0], 'the first heading is the h1').toBe(1);
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      const skips = levels.filter((level, index) => index > 0 && level > levels[index - 1]! + 1);
      expect(skips, `heading levels in order: ${levels.join(' ')}`).toEqual([]);
      if (path === '/no-such-page') consoleErrors.length = 0;
    });

    test(`${path} fits 320 px without scrolling sideways`, async ({
      page,
      openPage,
      viewport,
      consoleErrors,
    }) => {
      test.skip(!isPhone(viewport?.width), 'a phone-sized check');
      await page.setViewportSize({ width: 320, height: 640 });
      await openPage(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(320);
      if (path === '/no-such-page') consoleErrors.length = 0;
    });

    test(`${path} shows where the keyboard focus is, on every element it reaches`, async ({
      page,
      openPage,
      viewport,
      consoleErrors,
    }) => {
      test.skip(isPhone(viewport?.width), 'keyboards come with wide screens; the focus style is the same');
      await openPage(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const seen = new Set<string>();
      for (let step = 0; step < 120; step += 1) {
        await page.keyboard.press('Tab');
        const focus = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          if (!element || element === document.body) return null;
          const style = getComputedStyle(element);
          const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
          return {
            name: `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}" ${element.getAttribute('href') ?? ''}`,
            visible: outline || style.boxShadow !== 'none',
          };
        });
        if (!focus || seen.has(focus.name)) break;
        seen.add(focus.name);
        expect(focus.visible, `focus indicator on ${focus.name}`).toBe(true);
      }
      expect(seen.size).toBeGreaterThan(3);
      if (path === '/no-such-page') consoleErrors.length = 0;
    });
  }

  test('the skip link is the first stop of the keyboard and moves focus to the main content', async ({
    page,
    openPage,
  }) => {
    await openPage('/terms');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every page shows its heading, its text and the footer from the prerendered HTML', async ({
    page,
    viewport,
  }) => {
    test.skip(isPhone(viewport?.width), 'the served HTML is the same at every size');
    for (const route of pageRoutes) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 }), route.path).toBeVisible();
      await expect(page.getByRole('main').locator('p').first(), route.path).toBeVisible();
      await expect(page.getByRole('contentinfo'), route.path).toBeVisible();
    }
  });
});
