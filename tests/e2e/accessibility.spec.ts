import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '#scripts/build/build-output';
import { untilSettled } from './support/still-page';
import { parseHeadersFile, rulePathMatches } from '#scripts/headers/site-headers';
import { everyPath, forgetNotFoundLog } from './support/not-found';
import { expectNoAxeViolations } from './support/axe';
import type { Page, Response } from '@playwright/test';
import { expect, isPhone, test } from './support/fixtures';

/** dist/_headers, the file Netlify and Cloudflare Pages read and `npm run preview` applies. */
const headerRules = parseHeadersFile(fs.readFileSync(path.join(projectRoot, 'dist/_headers'), 'utf8'));

/** The page was sent with the headers `_headers` gives its path, and styled and started under its policy. */
async function expectSentWithItsHeaders(page: Page, response: Response | null, pagePath: string) {
  const wanted = Object.fromEntries(
    headerRules
      .filter((rule) => rulePathMatches(rule.path, pagePath))
      .flatMap((rule) => Object.entries(rule.headers))
      .map(([name, value]) => [name.toLowerCase(), value]),
  );
  expect(Object.keys(wanted)).toEqual(expect.arrayContaining(['content-security-policy', 'referrer-policy']));
  const sent = response!.headers();
  for (const [name, value] of Object.entries(wanted)) {
    expect(sent[name], name).toBe(value);
  }
  // Styled: the inlined stylesheets were allowed (an unstyled page has a transparent top bar).
  await expect(page.getByRole('banner')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  // Started: `openPage` has waited for the page's scripts to take over, so the inline start-up
  // script was allowed (and the policyViolations fixture fails the test on anything blocked).
}

/** The site's script files the page has asked for so far, by name without the hash ("site", "react", …). */
async function scriptsAskedFor(page: Page): Promise<string[]> {
  const names = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => /^\/assets\/.+\.js$/.test(pathname)),
  );
  return [...new Set(names.map((name) => name.replace(/^\/assets\/(.+?)\.[0-9a-f]{8}\.js$/, '$1')))].sort();
}

/**
 * The scripts a settled page runs before the visitor comes near a form (decision 019): the site's
 * script and the status line's worker; the islands' loader where there is an island; React and
 * the slideshow only on the home page, at idle; no form's code.
 */
function scriptsBeforeUse(path: string): string[] {
  if (path === '/') {
    return ['island-slideshow', 'islands', 'opening-status', 'react', 'site'];
  }
  return formPages.includes(path) ? ['islands', 'opening-status', 'site'] : ['opening-status', 'site'];
}
const formPages = ['/ez-cater', '/wholesale', '/catering', '/contact'];
/** The page whose phone check also runs axe-core with the menu open. */
const menuCheckedOpenOn = '/menu';

/** Tabs through the page; every element the keyboard reaches shows an outline or a ring. */
async function expectVisibleFocusEverywhere(page: Page) {
  const seen = new Set<string>();
  for (let step = 0; step < 120; step += 1) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) {
        return null;
      }
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return {
        name: `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}" ${element.getAttribute('href') ?? ''}`,
        visible: outline || style.boxShadow !== 'none',
      };
    });
    if (!focus || seen.has(focus.name)) {
      break;
    }
    seen.add(focus.name);
    expect(focus.visible, `focus indicator on ${focus.name}`).toBe(true);
  }
  expect(seen.size).toBeGreaterThan(3);
}

// One load per page and size runs every page-level check, each a step of its own in the report.
test.describe('on every page', () => {
  for (const path of everyPath) {
    test(`${path}: sent with its headers and run under its policy, no axe-core violation (WCAG 2.2 AA), nothing asked of another origin; on a phone, only the scripts its islands need; at desktop size, focus always visible`, async ({
      page,
      openPage,
      viewport,
      baseURL,
      consoleErrors,
    }) => {
      const outside: string[] = [];
      const siteOrigin = new URL(baseURL!).origin;
      const asked: string[] = [];
      page.on('request', (request) => {
        asked.push(request.url());
        const url = new URL(request.url());
        if (url.protocol === 'data:' || url.protocol === 'blob:') {
          return;
        }
        if (url.origin !== siteOrigin) {
          outside.push(request.url());
        }
      });
      // Auto-play crossfades the slides every 5 s: axe measuring contrast mid-fade on a busy
      // machine sees two slides' colours blended. Reduced motion keeps the first slide still.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const response = await openPage(path);
      await test.step('sent with the headers of _headers, styled and started', () =>
        expectSentWithItsHeaders(page, response, path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // On a phone, the profile the budgets are set for, where every form starts further down than
      // the first screen and a half.
      if (isPhone(viewport?.width)) {
        await test.step('runs only the scripts its islands need, and no form’s code before the form is near', async () => {
          await untilSettled(page);
          await page.waitForLoadState('networkidle');
          expect(await scriptsAskedFor(page)).toEqual(scriptsBeforeUse(path));
        });
      }
      await test.step('axe-core finds no violation', () => expectNoAxeViolations(page));
      // Sideways scrolling at 320 px is layout.spec.ts's, on every page.
      if (isPhone(viewport?.width)) {
        // The open menu is one component over every page, the same but for which link is the
        // current one: checked over one page that has such a link.
        if (path === menuCheckedOpenOn) {
          await test.step('nor with the menu open', async () => {
            await page.getByRole('button', { name: 'Pages' }).click();
            await expectNoAxeViolations(page);
          });
        }
      } else {
        // The same document at every size; keyboards come with wide screens, and the focus style is the
        // same. Heading order is axe-core's (heading-order, page-has-heading-one); one h1 per page,
        // src/app/app-routes.test.tsx's.
        await test.step('the focus shows on every element the keyboard reaches', () =>
          expectVisibleFocusEverywhere(page));
      }
      await test.step('nothing is requested from another origin, down to the footer', async () => {
        // Scrolled to the end, so lazily loaded parts get their chance to ask too.
        await page.mouse.wheel(0, 10_000);
        await page.waitForLoadState('networkidle');
        expect(outside).toEqual([]);
        // Content is baked into the pages: none is fetched as data, nor from the editor's API, while they run.
        expect(asked.filter((url) => /\.json(\?|$)|graphql/.test(url))).toEqual([]);
      });
      if (formPages.includes(path)) {
        await test.step('the form’s code has come once the form is near', async () => {
          await expect(page.locator('[data-island="requestForm"][data-island-started]')).toBeAttached();
          expect(await scriptsAskedFor(page)).toEqual(
            expect.arrayContaining(['form-libraries', 'island-request-form', 'react']),
          );
        });
      }
      forgetNotFoundLog(path, consoleErrors);
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
