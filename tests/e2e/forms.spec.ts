import type { Request, Route } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, isPhone, test } from './fixtures';
import { phoneOnlyTest } from './one-width';
import {
  expectFormFilled,
  fillForm,
  formCases,
  islandCode,
  moveMouseAway,
  showsSending,
  startedForm,
  toastOf,
} from './form-cases';

for (const formCase of formCases) {
  test.describe(`the form "${formCase.form}" on ${formCase.path}`, () => {
    // The browser's own validation, the same at every width: on a phone.
    test(
      'refuses an empty submit with the browser’s own message',
      phoneOnlyTest,
      async ({ page, openPage }) => {
        await openPage(formCase.path);
        const form = page.getByRole('form', { name: formCase.form });
        await form.getByRole('button', { name: formCase.submit }).click();
        const [firstLabel] = formCase.fill[0]!;
        const message = await form
          .getByLabel(firstLabel)
          .evaluate((input: HTMLInputElement) => input.validationMessage);
        expect(message).not.toBe('');
        await expect(form.getByRole('button', { name: formCase.submit })).toBeEnabled();
        await expect(toastOf(page)).toHaveCount(0);
      },
    );

    test('sends in one second, shows the confirmation and keeps the values', async ({ page, openPage }) => {
      test.slow(); // the toast's own five seconds, on a busy machine
      await openPage(formCase.path);
      const form = page.getByRole('form', { name: formCase.form });
      await fillForm(form, formCase);
      // Nothing may leave the browser (site-spec §7). The site's own files fetched ahead for the
      // links as they come into view (decision 015: prefetches, and the next page's first picture,
      // a plain GET of a file with no query) carry nothing typed and are no sending.
      const requests: Request[] = [];
      page.on('request', (request) => requests.push(request));

      const button = form.getByRole('button', { name: formCase.submit });
      const showedSending = showsSending(button);
      const started = Date.now();
      await button.click();
      expect(await showedSending, 'the button says it is sending and cannot be pressed').toBe(true);
      const toast = toastOf(page);
      await expect(toast).toContainText(formCase.toast[0], { timeout: 15_000 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
      // Read the toast in one step as soon as it shows: it closes itself five seconds after it
      // appeared, and a busy machine can spend that long on a hover's wait for the slide-in to end.
      const { text, box } = await toast.evaluate((element) => ({
        text: element.textContent ?? '',
        box: element.getBoundingClientRect().toJSON() as DOMRect,
      }));
      expect(text).toContain(formCase.toast[1]);
      const viewport = page.viewportSize()!;
      expect(box.y + box.height, 'at the bottom').toBeGreaterThan(viewport.height / 2);
      expect(box.x + box.width, 'at the right').toBeGreaterThan(viewport.width / 2);
      await expect(form.getByRole('button', { name: formCase.submit })).toBeEnabled();
      await expectFormFilled(form, formCase);
      const sent: string[] = [];
      for (const request of requests) {
        const url = new URL(request.url());
        const siteFile =
          request.method() === 'GET' &&
          url.origin === new URL(page.url()).origin &&
          url.search === '' &&
          /^\/(assets|images)\//.test(url.pathname);
        if (!siteFile && (await request.headerValue('sec-purpose')) !== 'prefetch') sent.push(request.url());
      }
      expect(sent).toEqual([]);
      // The toast closes by itself (its five seconds run on a CSS animation, which jsdom has not):
      // the same toast for every form, so watched once per size.
      if (formCase === formCases[0]) {
        await moveMouseAway(page);
        await expect(toast).toBeHidden({ timeout: 20_000 });
      }
    });
  });
}

// How long the toast stays, whatever the width: on a phone.
test.describe('with reduced motion', phoneOnlyTest, () => {
  test.use({ reducedMotion: 'reduce' });

  // The site cuts animations short for visitors who ask for less motion; the toast closes when
  // its progress bar's animation ends, so a cut-short bar closed it before it could be read.
  test('the confirmation toast stays on screen for seconds, not a blink', async ({ page, openPage }) => {
    test.slow(); // the toast's own five seconds, on a busy machine
    const formCase = formCases[2]!;
    await openPage(formCase.path);
    const form = page.getByRole('form', { name: formCase.form });
    await fillForm(form, formCase);
    await form.getByRole('button', { name: formCase.submit }).click();
    await moveMouseAway(page);
    const toast = toastOf(page).filter({ hasText: formCase.toast[0] });
    await expect(toast).toBeVisible({ timeout: 15_000 });
    const shown = Date.now();
    await expect(toast).toBeHidden({ timeout: 20_000 });
    expect(Date.now() - shown, 'time on screen').toBeGreaterThan(3000);
  });
});

// The cheap phone's case: the form's code comes late. The same code at every width.
test(
  "what a visitor typed before the form's code came is kept and sent",
  phoneOnlyTest,
  async ({ context }) => {
    test.slow(); // the form's one second, on a busy machine
    const formCase = formCases[1]!;
    // A page of its own: the form's code (everything but the page's own two scripts) is held back.
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const held: Route[] = [];
    await page.route(islandCode, (route) => void held.push(route));
    await page.goto(formCase.path);
    const form = page.getByRole('form', { name: formCase.form });
    await fillForm(form, formCase);
    await expect.poll(() => held.length, 'typing into the form asks for its code').toBeGreaterThan(0);
    await expect(startedForm(page)).toHaveCount(0);

    for (const route of held) await route.continue();
    await page.unroute(islandCode);
    await expect(startedForm(page)).toHaveCount(1);
    await expectFormFilled(form, formCase);
    await form.getByRole('button', { name: formCase.submit }).click();
    await expect(toastOf(page)).toContainText(formCase.toast[0], { timeout: 15_000 });
    await expectFormFilled(form, formCase);
    expect(errors).toEqual([]);
  },
);

// The policy and the toast's stylesheet are the same at every width (where the toast sits at each
// width is visual.spec.ts's sent request): on a phone.
test(
  'under the site’s own Content-Security-Policy the form sends and its toast is styled',
  phoneOnlyTest,
  async ({ page, openPage, policyViolations }) => {
    test.slow(); // the form's one second, on a busy machine
    const formCase = formCases[0]!;
    const response = await openPage(formCase.path);
    // The policy npm run preview sends from dist/_headers: inline code only by hash, no 'unsafe-inline'.
    expect(await response!.headerValue('content-security-policy')).toMatch(/style-src 'self' 'sha256-/);
    const form = page.getByRole('form', { name: formCase.form });
    await fillForm(form, formCase);
    await form.getByRole('button', { name: formCase.submit }).click();
    const toast = toastOf(page);
    await expect(toast).toContainText(formCase.toast[0], { timeout: 15_000 });
    await expect(form.getByRole('status')).toContainText(formCase.toast[0]);
    // The toast library's own styles, from the stylesheet of the form's island: it sits fixed at the bottom right.
    await expect(page.locator('link[rel="stylesheet"][href*="/assets/island-request-form."]')).toHaveCount(1);
    await expect(page.locator('.Toastify__toast-container')).toHaveCSS('position', 'fixed');
    expect(policyViolations).toEqual([]);
    await moveMouseAway(page);
  },
);

test('a toast on screen breaks no accessibility rule', async ({ page, openPage }) => {
  await openPage('/contact');
  const form = page.getByRole('form', { name: 'News from the bar' });
  await form.getByLabel(/^Email/).fill('dee@mail.example');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  // Hovered, the toast stays while axe looks at it.
  const toast = toastOf(page);
  await expect(toast).toBeVisible();
  await toast.hover();
  await expectNoAxeViolations(page);
});

test('whatever a visitor types is shown back as text and breaks nothing', async ({ page, openPage }) => {
  await openPage('/ez-cater');
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  const form = page.getByRole('form', { name: 'Request Office Fuel' });
  const hostile = `<script>alert(1)</script><img src=x onerror="alert(2)"> 😀🎉 ${'Espresso'.repeat(300)}`;
  await form.getByLabel(/^Company name/).fill(hostile);
  await form.getByLabel(/^Additional information/).fill(hostile);
  await expect(form.getByLabel(/^Company name/)).toHaveValue(hostile);
  await expect(form.getByLabel(/^Additional information/)).toHaveValue(hostile);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(dialogs).toBe(0);
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
  await expect(tier).toBeFocused();
  await expect(tier).toBeInViewport();
  await page.getByRole('link', { name: 'Choose Premium Fuel' }).click();
  await expect(form.getByLabel('Premium Fuel', { exact: true })).toBeChecked();
  await expect(tier).not.toBeChecked();
});

test('Order Now brings the Office Fuel request form into view', async ({ page, openPage, viewport }) => {
  await openPage('/wholesale');
  if (isPhone(viewport?.width)) await page.getByRole('button', { name: 'Pages' }).click();
  await page.getByRole('link', { name: 'Order Now' }).click();
  await expect(page).toHaveURL('/ez-cater#request');
  await expect(page.getByRole('heading', { name: 'Request Office Fuel' })).toBeInViewport();
});
