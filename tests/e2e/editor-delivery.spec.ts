/**
 * Issue 20, in the editor: the owner chooses where requests go, in plain words, is
 * refused an unsafe address, and once the choice is saved the four forms of the
 * running site deliver to the local receiver of `npm run inbox`, every value as typed; before
 * saving, a test request from the editor is accepted, then refused (issue 60).
 */
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '#scripts/build/build-output';
import { expect, test } from '@playwright/test';
import { startInbox, type Inbox } from '#scripts/inbox/receiver';
import { testPorts } from '#scripts/test-runner/ports';
import { siteCollection } from '#tina/schema/collections/site';
import { minimumFillMs } from '#src/forms/spam-guard';
import { restoreDocument } from './support/editor-content';
import { fillForm, formCases } from './support/form-cases';

const siteFile = path.join(projectRoot, 'content/site/site.json');
// Not the port of the e2e tests' receiver, which may be running at the same time.
const { editorInbox: inboxPort } = testPorts();
const inboxAddress = `http://127.0.0.1:${inboxPort}/`;

let inbox: Inbox | undefined;
const original = fs.readFileSync(siteFile, 'utf8');

test.afterAll(async () => {
  await inbox?.stop();
  await restoreDocument(siteCollection, siteFile, original);
});

test('the owner sends the forms to a form service, and each request arrives as typed', async ({ page }) => {
  await page.goto('/admin/index.html#/collections/site');
  await page.getByRole('button', { name: 'Enter Edit Mode' }).click();
  // Tina's buttons for a group of fields are named by its label, then its description.
  await page.getByRole('button', { name: /^Forms: notes and where requests go/ }).click();
  await page.getByRole('button', { name: /^Where requests go/ }).click();
  await expect(page.getByText(/Not delivered: the form only pretends to send/)).toBeVisible();

  await page.getByText('Form service (Formspree, Basin, Getform…)', { exact: true }).click();
  const address = page.locator('input[name="forms.delivery.endpoint"]');
  await address.fill('http://formspree.io/f/abc');
  await expect(
    page.getByText(/write the full address the form service gave you, starting with https:\/\//i).first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

  await address.fill(inboxAddress);
  // Issue 60: before saving, the owner sends a test request and reads what became of it.
  inbox = await startInbox({ port: inboxPort });
  const testRequest = page.getByRole('button', { name: 'Send a test request' });
  const result = testRequest.locator('xpath=following-sibling::p[@role="status"]');
  await testRequest.click();
  await expect(result).toHaveText(/^Accepted: the service took the test request/);
  expect(inbox.requests.map((request) => request.fields['form-name'])).toEqual(['test']);
  inbox.answer = 'error';
  await testRequest.click();
  await expect(result).toHaveText(/^Refused: the service answered 500\./);
  inbox.answer = 'accept';
  inbox.requests.length = 0;
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  await page.getByRole('button', { name: 'Save' }).click();
  // Tina writes the file in place: a half-written one is not saved yet (as in editor-upload.spec.ts).
  const savedDelivery = () => {
    try {
      return (JSON.parse(fs.readFileSync(siteFile, 'utf8')) as { forms: { delivery: unknown } }).forms
        .delivery;
    } catch {
      return undefined;
    }
  };
  await expect
    .poll(savedDelivery)
    .toEqual({ method: 'endpoint', endpoint: inboxAddress, newsletterEndpoint: '' });

  for (const formCase of formCases) {
    // The dev server rebuilds with the saved content; the page then posts to the receiver.
    await expect
      .poll(async () => {
        await page.goto(formCase.path);
        return page.getByRole('form', { name: formCase.form }).getAttribute('action');
      })
      .toBe(inboxAddress);
    await page.locator('html[data-started]').waitFor({ state: 'attached' });
    const form = page.getByRole('form', { name: formCase.form });
    await fillForm(form, formCase);
    await expect.poll(() => page.evaluate(() => performance.now())).toBeGreaterThan(minimumFillMs);
    await form.getByRole('button', { name: formCase.submit }).click();
    await expect(form.getByRole('status')).toContainText(formCase.toast[0]);
    const fields = inbox.requests.at(-1)?.fields ?? {};
    for (const [, typed] of formCase.fill) {
      expect(Object.values(fields).flat()).toContain(typed);
    }
  }
  expect(inbox.requests).toHaveLength(4);
});
