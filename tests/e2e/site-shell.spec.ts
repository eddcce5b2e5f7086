import type { Page } from '@playwright/test';
import menu from '#content/pages/menu.json';
import { expect, isPhone, pages, test } from './support/fixtures';
import { desktopOnlyTest, phoneOnlyTest } from './support/one-width';

// Each page's heading, header, footer and current link: src/app/app-routes.test.tsx, and in the
// served HTML, seo.spec.ts; axe-core, heading order, 320 px and focus on every page: accessibility.spec.ts.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered page shows every menu link, behind the toggle on a phone', async ({
    page,
    viewport,
  }) => {
    await page.goto('/wholesale');
    // The menu is a popover: the browser opens it without any script.
    if (isPhone(viewport?.width)) {
      await page.getByRole('button', { name: 'Pages' }).click();
    }
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    for (const { label } of pages) {
      await expect(mainNav.getByRole('link', { name: label })).toBeVisible();
    }
    // In the spec's order and nothing else (site-spec §2): the order comes from the route table, the words from site.json.
    const menuLinks = mainNav.getByRole('list').getByRole('link');
    await expect(menuLinks).toHaveText(pages.map(({ label }) => label));
    for (const [index, { path }] of pages.entries()) {
      await expect(menuLinks.nth(index)).toHaveAttribute('href', path);
    }
  });
});

/** The pages the browser fetches ahead, as they are asked for (`Sec-Purpose: prefetch`). */
function fetchedAhead(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['sec-purpose']?.startsWith('prefetch')) {
      paths.push(new URL(request.url()).pathname);
    }
  });
  return paths;
}

// At desktop size only: a desktop has a mouse (the desktop project says so: mouseArgs).
test(
  'on a wide screen the menu’s links show, and with a mouse its pages are fetched ahead once the page has settled',
  desktopOnlyTest,
  async ({ page, openPage }) => {
    const fetched = fetchedAhead(page);
    await openPage('/');
    // The links fold into a menu only below 768 px.
    await expect(page.getByRole('button', { name: 'Pages' })).toBeHidden();
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

test('a link to a part of a page brings it into view below the top bar: Order Now, a section of the menu, of a page', async ({
  page,
  openPage,
  viewport,
}) => {
  await openPage('/contact');
  if (isPhone(viewport?.width)) {
    await page.getByRole('button', { name: 'Pages' }).click();
  }
  await page.getByRole('link', { name: 'Order Now' }).click();
  await expect(page).toHaveURL('/ez-cater#request');
  await expect(page.getByRole('heading', { name: 'Request Office Fuel' })).toBeInViewport();

  await openPage('/menu');
  await page
    .getByRole('navigation', { name: menu.sectionsLabel })
    .getByRole('link', { name: 'Gelato' })
    .click();
  await expect(page).toHaveURL('/menu#gelato');
  await expect(page.getByRole('heading', { level: 2, name: 'Gelato' })).toBeInViewport();

  await openPage('/logistics');
  await page.getByRole('link', { name: 'For suppliers', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'For suppliers' })).toBeInViewport();
  await page.getByRole('link', { name: 'See pricing' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Pricing' })).toBeInViewport();
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
