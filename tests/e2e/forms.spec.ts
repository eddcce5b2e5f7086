/**
 * The forms as only a browser shows them: the toast under the site's policy, where it sits and
 * how long it stays, and a tier card scrolling to the form. What a form does (its fields, the
 * browser's refusal of an empty submit, the one-second send, the words it shows, the values it
 * keeps) is src/forms/forms.test.tsx's, with fake timers.
 */
import type { Page, Request } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { fillForm, formCases, moveMouseAway, toastOf } from './support/form-cases';

/**
 * Records, on the page's own clock, when each toast came into the page and when it started to
 * close (react-toastify gives it its exit animation's class, then takes it away), so that how soon
 * the test notices either does not change the time measured.
 */
async function recordToastTimes(page: Page) {
  await page.addInitScript(() => {
    const times: { shown: number; closed?: number }[] = [];
    const timeOf = new Map<Element, { shown: number; closed?: number }>();
    Object.assign(window, { toastTimes: times });
    const isToast = (node: Node): node is Element =>
      node instanceof Element && node.classList.contains('Toastify__toast');
    // The toasts in a node that came: itself, or inside it (the container comes with its first).
    const toastsIn = (node: Node) =>
      node instanceof Element ? [node, ...node.querySelectorAll('*')].filter(isToast) : [];
    const closing = (toast: Element) => [...toast.classList].some((name) => name.includes('-exit'));
    new MutationObserver((mutations) => {
      const now = performance.now();
      for (const mutation of mutations) {
        for (const toast of [...mutation.addedNodes].flatMap(toastsIn)) {
          const time = { shown: now };
          timeOf.set(toast, time);
          times.push(time);
        }
        const time = isToast(mutation.target) ? timeOf.get(mutation.target) : undefined;
        if (time && time.closed === undefined && closing(mutation.target as Element)) {
          time.closed = now;
        }
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  });
}

/** How long each toast that has closed was on screen, in ms. */
const toastTimesOnScreen = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { toastTimes: { shown: number; closed?: number }[] }).toastTimes
      .filter((time) => time.closed !== undefined)
      .map((time) => time.closed! - time.shown),
  );

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
    await recordToastTimes(page);
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
    // The toast library's own styles, from the stylesheet of the form's island: it sits fixed at the bottom right.
    await expect(page.locator('link[rel="stylesheet"][href*="/assets/island-request-form."]')).toHaveCount(1);
    await expect(page.locator('.Toastify__toast-container')).toHaveCSS('position', 'fixed');
    await expect(toast).toBeHidden();
    const [onScreen] = await toastTimesOnScreen(page);
    expect(onScreen, 'time on screen, in ms').toBeGreaterThan(3000);

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
