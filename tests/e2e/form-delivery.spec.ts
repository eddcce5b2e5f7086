/**
 * Requests reach the owner (issue 20): the site built with `forms.delivery` set to
 * `endpoint` at the local receiver of `npm run inbox`, which the tests run. What arrives is
 * read from the receiver itself. What a form does when the service fails, answers late or
 * the visitor is offline, a double click and a submit held before the form's code came are
 * the unit tests' (src/forms/send-request.test.ts, src/components/request-form/*.test.tsx).
 */
import type { Page } from '@playwright/test';
import { servePreview } from '#scripts/tooling/project-copy';
import { minimumFillMs } from '#src/forms/spam-guard';
import { copyBuildTimeoutMs, variantCopy, withInbox } from '#scripts/site-copies/site-variants';
import { expect, test } from './support/fixtures';
import { expectFormFilled, fillForm, formCases, moveMouseAway, toastOf } from './support/form-cases';
import site from '#content/site/site.json';
import { copyOffsets, copyPort } from '#scripts/test-runner/ports';

/** What each form's request must carry, field by field, when filled in as form-cases.ts does. */
const sentFields: Record<string, Record<string, string | string[]>> = {
  '/ez-cater': {
    'form-name': 'office-fuel',
    page: '/ez-cater',
    companyName: 'Acme Corp',
    contactName: 'Ada Lovelace',
    email: 'ada@acme.example',
    phone: '+1 555 010 0000',
    teamSize: '25',
    officeAddress: '1 Main Street, Old Mill Village',
    weekdays: ['tuesday', 'thursday'],
    tier: 'breakfast',
    additionalInfo: 'Oat milk for three of us ☕',
  },
  '/wholesale': {
    'form-name': 'wholesale',
    page: '/wholesale',
    businessName: 'Corner Deli',
    contactName: 'Bo Chen',
    email: 'bo@deli.example',
    phone: '',
    businessType: 'retail',
    monthlyVolume: 'About 10 kg',
    businessAddress: '2 Elm Street',
    needs: 'Beans for retail shelves',
  },
  '/catering': {
    'form-name': 'catering',
    page: '/catering',
    contactName: 'Cy Park',
    email: 'cy@park.example',
    eventDate: '2027-06-12',
    guests: '80',
    eventLocation: 'The old mill',
    eventDetails: 'A wedding in the afternoon',
  },
  '/contact': { 'form-name': 'subscribe', page: '/contact', email: 'dee@mail.example' },
};

/**
 * The spam guard does not send a submit sooner after the page opened than a person could fill in
 * a form, and asks to press Send again (src/forms/spam-guard.ts); a test fills in a form faster.
 */
async function untilAPersonCouldHaveFilledIt(page: Page) {
  await expect.poll(() => page.evaluate(() => performance.now())).toBeGreaterThan(minimumFillMs);
}

test.describe('forms that deliver to a form service', () => {
  // One worker runs them all, in turn, at phone size (playwright.config.ts), against its own preview server.
  test.describe.configure({ mode: 'serial' });
  let root: string;
  let server: Awaited<ReturnType<typeof servePreview>> | undefined;
  let origin: string;

  test.beforeAll(async () => {
    test.setTimeout(copyBuildTimeoutMs);
    root = await variantCopy('owner');
    server = await servePreview(root, copyPort(copyOffsets.formDelivery));
    origin = server.origin;
  });

  test.afterAll(() => server?.stop());

  // The same form engine sends every form (its values: src/forms/send-request.test.ts); the one
  // with the most kinds of field is sent here, through the page's policy to the receiver.
  test('the Office Fuel form sends exactly its fields, and confirms once the service said yes', async ({
    page,
    openPage,
  }) => {
    const formCase = formCases[0]!;
    await withInbox(async (inbox) => {
      await openPage(origin + formCase.path);
      const form = page.getByRole('form', { name: formCase.form });
      await fillForm(form, formCase);
      await untilAPersonCouldHaveFilledIt(page);
      await form.getByRole('button', { name: formCase.submit }).click();
      await expect(form.getByRole('status')).toContainText(`${formCase.toast[0]} ${formCase.toast[1]}`);
      await expect(toastOf(page)).toContainText(formCase.toast[0]);
      expect(inbox.requests.map((request) => request.fields)).toEqual([sentFields[formCase.path]]);
      await expectFormFilled(form, formCase);
      await moveMouseAway(page);
    });
  });

  // Issue 60: a person whose browser filled the subscribe field, pressing Enter at once, is not
  // confirmed and lost as a robot would be: the form asks for Send again, and that press arrives.
  test('a request sent at once is asked for again, and the second press reaches the service', async ({
    page,
    openPage,
  }) => {
    const formCase = formCases.find(({ path }) => path === '/contact')!;
    await withInbox(async (inbox) => {
      // The page's clock stands still until told: the first press is sooner than a person's on any machine.
      const start = Date.now();
      await page.clock.install({ time: start });
      await page.clock.pauseAt(start + 100);
      await openPage(origin + formCase.path);
      const form = page.getByRole('form', { name: formCase.form });
      const status = form.getByRole('status');
      await fillForm(form, formCase);
      await form.getByRole('button', { name: formCase.submit }).click();
      await expect(status).toHaveText(site.forms.againNote);

      // The clock runs again (the second press waits for the page to be 2 s old: the unit tests').
      await page.clock.resume();
      await form.getByRole('button', { name: formCase.submit }).click();
      await expect(status).toContainText(`${formCase.toast[0]} ${formCase.toast[1]}`);
      // One request: the second press's. The first was never sent.
      expect(inbox.requests.map((request) => request.fields)).toEqual([sentFields[formCase.path]]);
    });
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('each form is a plain post that arrives', async ({ page }) => {
      for (const formCase of formCases) {
        await withInbox(async (inbox) => {
          await page.goto(origin + formCase.path);
          const form = page.getByRole('form', { name: formCase.form });
          await expect(form.getByText(/needs JavaScript/)).toHaveCount(0);
          await fillForm(form, formCase);
          await form.getByRole('button', { name: formCase.submit }).click();
          await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible();
          // The browser posts every field of the form, the empty honeypot too.
          expect(inbox.requests.map((request) => request.fields)).toEqual([
            { ...sentFields[formCase.path], _gotcha: '' },
          ]);
        });
      }
    });
  });

  test('the policy allows no other form service to be sent to', async ({
    page,
    openPage,
    policyViolations,
    consoleErrors,
  }) => {
    // The receiver allowed, by the header's policy and the <meta> one: the sends above went through
    // both (what each policy says for a service: scripts/headers/site-headers.test.ts).
    await openPage(`${origin}/catering`);
    // Another form service: the policy stops the request before it leaves the browser.
    const elsewhere = 'https://forms.example/f/1';
    const outcome = await page.evaluate(
      (address) =>
        fetch(address, { method: 'POST', body: 'a=1' }).then(
          () => 'sent',
          () => 'blocked',
        ),
      elsewhere,
    );
    expect(outcome).toBe('blocked');
    // Both the header and the <meta> policy report it. The reports and the console lines reach
    // the test after the fetch has failed, each on its own way out of the page: waited for.
    await expect.poll(() => policyViolations.length).toBeGreaterThan(0);
    for (const violation of policyViolations) {
      expect(violation).toContain(`connect-src: ${elsewhere}`);
    }
    policyViolations.splice(0);
    // The browser says so in the console too; nothing else may be there.
    await expect
      .poll(() => consoleErrors.filter((error) => error.includes(elsewhere)).length)
      .toBeGreaterThan(0);
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((error) => !error.includes(elsewhere)),
    );
  });
});
