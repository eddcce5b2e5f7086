/**
 * Nothing a visitor types leaves the device (site-spec §7), in the states of the page that only a
 * browser shows: no JavaScript, and the form's code still loading. Every request the page makes
 * is recorded and searched for the typed values, in its address and body. The four forms are one
 * component (src/components/request-form/): each state is tried on one of them. What the form
 * says and does before its code has come, or when it cannot load, is
 * src/components/request-form/form-before-start.test.tsx's; a send once the form has started is
 * src/forms/forms.test.tsx's, and forms.spec.ts records its requests.
 */
import type { Page, Request, Route } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  expectFormFilled,
  fillForm,
  formCases,
  islandCode,
  moveMouseAway,
  startedForm,
  toastOf,
  type FormCase,
} from './support/form-cases';

const heldNote = 'Your request will be sent as soon as the page has finished loading.';
const noScriptNote = /^Sending this form needs JavaScript/;

/** A typed value as it may appear in a request: as typed, URL-encoded, or form-encoded. */
function encodingsOf(value: string): string[] {
  return [value, encodeURIComponent(value), new URLSearchParams({ v: value }).toString().slice(2)];
}

/**
 * Records every request of the page: `carryingTyped()` lists those that hold any
 * typed value, `navigations()` those that would load another document (a form's
 * GET or POST is one). The router's own history updates load nothing and are not.
 */
function recordRequests(page: Page, formCase: FormCase) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const typed = formCase.fill.flatMap(([, value]) => encodingsOf(value));
  const carries = (request: Request) => {
    const url = new URL(request.url());
    // Values as short as "25" would match hashed file names; the query, fragment and body are where forms put them.
    const where = [url.search, url.hash, request.postData() ?? ''];
    return typed.some(
      (value) =>
        where.some((part) => part.includes(value)) || (value.length >= 6 && url.href.includes(value)),
    );
  };
  return {
    carryingTyped: () => requests.filter(carries).map((request) => `${request.method()} ${request.url()}`),
    navigations: () =>
      requests
        .filter((request) => request.isNavigationRequest())
        .map((request) => `${request.method()} ${request.url()}`),
  };
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a form cannot be submitted, keeps the values, and says why', async ({ page }) => {
    const formCase = formCases[0]!;
    await page.goto(formCase.path);
    const requests = recordRequests(page, formCase);
    const form = page.getByRole('form', { name: formCase.form });
    await fillForm(form, formCase);

    const button = form.getByRole('button', { name: formCase.submit });
    await expect(button).toBeDisabled();
    // A real press on the disabled button, and Enter in a field (the browser's implicit submission).
    // `click` would wait for the button to be enabled; `hover` brings it out from under the
    // sticky header (a forced click could land on a menu link) and the mouse presses it there.
    await button.hover();
    await page.mouse.down();
    await page.mouse.up();
    await form.getByLabel(formCase.fill[0]![0]).press('Enter');
    await expectFormFilled(form, formCase);
    // Its words, and how else to reach the bar: form-before-start.test.tsx.
    await expect(form.getByText(noScriptNote)).toBeVisible();

    // That nothing was sent cannot be waited for; a link followed after the presses can. The
    // page asks for what it loads in the order it was told to, so a send the presses had started
    // would have been asked for before the link's page.
    const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
    const linkFollowed = page.waitForRequest((request) => request.isNavigationRequest());
    await privacy.click();
    const followed = await linkFollowed;
    expect(requests.carryingTyped()).toEqual([]);
    expect(requests.navigations()).toEqual([`GET ${followed.url()}`]);
    expect(new URL(followed.url()).pathname).toBe('/privacy');
  });
});

test("a submit before the form's code has come is held, said to be, and sent once when the code has come", async ({
  context,
}) => {
  const formCase = formCases[1]!;
  // A page of its own, whose form's code is held back (the fixture page waits for it).
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const held: Route[] = [];
  // Once released, every later request goes on at once: a request that arrived while the held
  // ones were being released would otherwise wait forever.
  let released = false;
  await page.route(islandCode, (route) => void (released ? route.continue() : held.push(route)));
  await page.goto(formCase.path);
  const requests = recordRequests(page, formCase);
  const form = page.getByRole('form', { name: formCase.form });
  await fillForm(form, formCase);
  // Coming near the form, or typing into it, asked for its code.
  expect(held.length, 'the form asks for its code').toBeGreaterThan(0);
  await form.getByRole('button', { name: formCase.submit }).click();
  await expect(form.getByText(heldNote)).toBeVisible();
  await expect(page.locator('[data-island-started]')).toHaveCount(0);
  expect(requests.carryingTyped()).toEqual([]);
  await expectFormFilled(form, formCase);

  released = true;
  for (const route of held.splice(0)) {
    await route.continue();
  }
  await expect(startedForm(page)).toHaveCount(1);
  // Sent once (the form's words and values after it: form-before-start.test.tsx).
  await expect(form.getByRole('status')).toContainText(formCase.toast[0]);
  await expect(toastOf(page)).toHaveCount(1);
  expect(requests.carryingTyped()).toEqual([]);
  expect(requests.navigations()).toEqual([]);
  expect(errors).toEqual([]);
  await moveMouseAway(page);
});
