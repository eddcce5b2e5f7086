/**
 * The forms as only a browser shows them: the toast under the site's policy, where it sits and
 * how long it stays, and a tier card scrolling to the form. What a form does (its fields, the
 * browser's refusal of an empty submit, the one-second send, the words it shows, the values it
 * keeps) is src/forms/forms.test.tsx's, with fake timers.
 */
import type { Request } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { fillForm, formCases, moveMouseAway, toastOf } from './support/form-cases';

test.describe('a sent form', () => {
  // The site cuts animations short for visitors who ask for less motion; the toast closes when
  // its progress bar's animation ends, so a cut-short bar closed it before it could be read.
  test.use({ reducedMotion: 'reduce' });

  test('under the site’s own policy: sends nothing, its toast is styled, breaks no accessibility rule, and stays for seconds even with reduced motion', async ({
    page,
    openPage,
    policyViolations,
  }) => {
    const formCase = formCases[2]!;
    await openPage(formCase.path);
    const form = page.getByRole('form', { name: formCase.form });
    await fillForm(form, formCase);
    // Nothing may leave the browser (site-spec §7). The site's own files fetched ahead for the
    // links (prefetches, and a plain GET of a file with no query) carry nothing typed and are no sending.
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    const button = form.getByRole('button', { name: formCase.submit });
    await button.click();
    await moveMouseAway(page);
    const toast = toastOf(page).filter({ hasText: formCase.toast[0] });
    await expect(toast).toBeVisible();
    const shown = Date.now();
    // The toast library's own styles, from the stylesheet of the form's island: it sits fixed at the bottom right.
    await expect(page.locator('link[rel="stylesheet"][href*="/assets/island-request-form."]')).toHaveCount(1);
    await expect(page.locator('.Toastify__toast-container')).toHaveCSS('position', 'fixed');
    await expect(toast).toBeHidden();
    expect(Date.now() - shown, 'time on screen').toBeGreaterThan(3000);

    // Sent again, the toast is held by the pointer while axe looks at it.
    await button.click();
    await expect(toast).toBeVisible();
    await toast.hover();
    await expectNoAxeViolations(page);
    await moveMouseAway(page);
    const sent: string[] = [];
    for (const request of requests) {
      const url = new URL(request.url());
      const siteFile =
        request.method() === 'GET' &&
        url.origin === new URL(page.url()).origin &&
        url.search === '' &&
        /^\/(assets|images)\//.test(url.pathname);
      if (!siteFile && (await request.headerValue('sec-purpose')) !== 'prefetch') {
        sent.push(request.url());
      }
    }
    expect(sent).toEqual([]);
    expect(policyViolations).toEqual([]);
  });
});

test('choosing a tier on its card selects it in the form and brings the form into view', async ({
  page,
  openPage,
}) => {
  await openPage('/ez-cater');
  await page.getByRole('link', { name: 'Choose Breakfast Fuel' }).click();
  const form = page.getByRole('form', { name: 'Request Office Fuel' });
  const tier = form.getByLabel('Breakfast Fuel', { exact: true });
  await expect(tier).toBeChecked();
  await expect(tier).toBeInViewport();
});
