import type { Page } from '@playwright/test';
import { expect, isPhone, pages, test } from './fixtures';
import { desktopOnlyTest, phoneOnlyTest } from './one-width';

test.describe('every page', () => {
  for (const { path, label } of pages) {
    test(`${path} renders with header, footer and ${label} as the current link`, async ({
      page,
      openPage,
      viewport,
    }) => {
      const response = await openPage(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      if (isPhone(viewport?.width)) await page.getByRole('button', { name: 'Pages' }).click();
      const mainNav = page.getByRole('navigation', { name: 'Main' });
      const current = mainNav.locator('a[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(label);
      // The footer's quick links mark it too (and so fetch ahead every page but this one).
      const footerCurrent = page
        .getByRole('navigation', { name: 'Quick links' })
        .locator('a[aria-current="page"]');
      await expect(footerCurrent).toHaveText(label);
    });
  }

  // axe-core, heading order, 320 px and focus checks for every route: accessibility.spec.ts.

  // The served HTML, the same at every width.
  test(
    'the page source already holds the heading and navigation before any script runs',
    desktopOnlyTest,
    async ({ request }) => {
      for (const { path, label } of pages) {
        const html = await (await request.get(path)).text();
        expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
        expect(html).toContain(`aria-current="page"`);
        expect(html).toMatch(new RegExp(`aria-current="page"[^>]*>${label}</a>`));
      }
    },
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered page shows its content and every menu link, behind the toggle on a phone', async ({
    page,
    viewport,
  }) => {
    await page.goto('/wholesale');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wholesale');
    // The menu is a popover: the browser opens it without any script.
    if (isPhone(viewport?.width)) await page.getByRole('button', { name: 'Pages' }).click();
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    for (const { label } of pages) await expect(mainNav.getByRole('link', { name: label })).toBeVisible();
    // In the spec's order and nothing else (site-spec §2): the order comes from the route table, the words from site.json.
    const menuLinks = mainNav.getByRole('list').getByRole('link');
    await expect(menuLinks).toHaveText(pages.map(({ label }) => label));
    for (const [index, { path }] of pages.entries()) {
      await expect(menuLinks.nth(index)).toHaveAttribute('href', path);
    }
  });
});

// The footer's links and year are the same HTML at every width (its layout: visual.spec.ts).
test(
  'the footer has the quick links, services, legal links and this year',
  desktopOnlyTest,
  async ({ page, openPage }) => {
    await openPage('/contact');
    const footer = page.getByRole('contentinfo');
    const quickLinks = footer.getByRole('navigation', { name: 'Quick links' });
    for (const { label, path } of pages) {
      await expect(quickLinks.getByRole('link', { name: label })).toHaveAttribute('href', path);
    }
    await expect(footer.getByRole('heading', { name: 'Services' })).toBeVisible();
    for (const name of ['Privacy Policy', 'Terms of Service', 'Accessibility']) {
      await expect(footer.getByRole('link', { name })).toBeVisible();
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  },
);

/** The pages the browser fetches ahead, as they are asked for (`Sec-Purpose: prefetch`). */
function fetchedAhead(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['sec-purpose']?.startsWith('prefetch')) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

// At desktop size only: a desktop has a mouse (the desktop project says so: mouseArgs).
test(
  'with a mouse, the menu’s pages are fetched ahead once the page has settled, and a link loads the next page',
  desktopOnlyTest,
  async ({ page, openPage }) => {
    const fetched = fetchedAhead(page);
    await openPage('/');
    // The page's script gives the browser its Speculation Rules (src/browser/fetch-ahead.ts).
    await expect(page.locator('script[type="speculationrules"]')).toBeAttached();
    const others = pages.map(({ path }) => path).filter((path) => path !== '/');
    await expect.poll(() => [...new Set(fetched)].sort()).toEqual([...others].sort());
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Catering' });
    await link.hover();
    await link.click();
    await expect(page).toHaveURL('/catering');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Event Catering');
    await expect(page).toHaveTitle('Espresso bar catering for events | Vicolo Espresso');
  },
);

// At phone size only: a phone has a touch screen.
test(
  'on a touch screen, the menu’s pages are fetched once the page has settled, and a tap in the menu opens the page fetched',
  phoneOnlyTest,
  async ({ page, openPage }) => {
    const fetched = fetchedAhead(page);
    await openPage('/');
    await expect(page.locator('script[type="speculationrules"]')).toBeAttached();
    const others = pages.map(({ path }) => path).filter((path) => path !== '/');
    await expect.poll(() => [...new Set(fetched)].sort()).toEqual([...others].sort());
    await page.getByRole('button', { name: 'Pages' }).tap();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Catering' }).tap();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Event Catering');
    // The page shown is the document fetched ahead.
    const delivery = await page.evaluate(
      () =>
        // Navigation Timing Level 2's `deliveryType`, not yet in TypeScript's DOM types.
        (performance.getEntriesByType('navigation')[0] as PerformanceEntry & { deliveryType: string })
          .deliveryType,
    );
    expect(delivery).toBe('navigational-prefetch');
  },
);

test('a page opened from a link starts at its top, and Back returns to where the visitor was', async ({
  page,
  openPage,
}) => {
  await openPage('/');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(0);

  await footer.getByRole('link', { name: 'Catering' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Event Catering');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL('/');
  // The page shown again is drawn in the web fonts that arrived meanwhile (decision 016): a
  // line that wraps otherwise can make it a few pixels shorter, and the browser then stops at
  // its new end instead of past it.
  await expect
    .poll(() =>
      page.evaluate(
        (y) => window.scrollY === Math.min(y, document.documentElement.scrollHeight - window.innerHeight),
        scrolledTo,
      ),
    )
    .toBe(true);
});

test('Order Now opens the Office Fuel page at its request form', async ({ page, openPage, viewport }) => {
  await openPage('/contact');
  if (isPhone(viewport?.width)) await page.getByRole('button', { name: 'Pages' }).click();
  await page.getByRole('link', { name: 'Order Now' }).click();
  await expect(page).toHaveURL('/ez-cater#request');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Office Fuel');
  await expect(page.locator('#request')).toBeInViewport();
});

test.describe('the mobile menu', () => {
  // At phone size only: the menu folds only below 768 px.
  test(
    'is a button on a phone that opens, closes, closes on Escape and is closed on the page a link opens',
    phoneOnlyTest,
    async ({ page, openPage }) => {
      await openPage('/');
      const toggle = page.getByRole('button', { name: 'Pages' });
      const catering = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Catering' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(catering).toBeHidden();

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(catering).toBeVisible();
      await toggle.click();
      await expect(catering).toBeHidden();

      await toggle.click();
      await page.keyboard.press('Escape');
      await expect(catering).toBeHidden();

      await toggle.click();
      await catering.click();
      await expect(page).toHaveURL('/catering');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(catering).toBeHidden();
    },
  );

  // At desktop size only: the links fold into the menu only below 768 px.
  test(
    'is not needed on a wide screen: the links show and the button does not',
    desktopOnlyTest,
    async ({ page, openPage }) => {
      await openPage('/');
      await expect(page.getByRole('button', { name: 'Pages' })).toBeHidden();
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Logistics' }),
      ).toBeVisible();
    },
  );
});

// The status, the page and the console line do not depend on the width.
test.describe('an unknown path', desktopOnlyTest, () => {
  test('answers 404 with the not-found page and logs the path', async ({ page, openPage, consoleErrors }) => {
    const response = await openPage('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect
      .poll(() => consoleErrors.join('\n'))
      .toContain('404 Error: User attempted to access non-existent route:');
    expect(consoleErrors.join('\n')).toContain('/no-such-page');
    // The browser also logs the 404 response itself; both lines are expected here.
    consoleErrors.length = 0;

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });
});
