/** The four forms of the site as a visitor fills them in (tests/site-forms.ts), shared by the form tests. */
import type { Locator, Page } from '@playwright/test';
import { siteForms } from '#tests/site-forms';
import { expect } from './fixtures';

export interface FormCase {
  path: string;
  form: string;
  submit: string;
  /** Label → what to type; the first one is the field the browser complains about on an empty submit. */
  fill: [RegExp, string][];
  choose: string[];
  toast: [string, string];
}

export const formCases: FormCase[] = siteForms.map(({ fields, groups, ...form }) => ({
  ...form,
  fill: fields.flatMap(({ label, fill }) => (fill === undefined ? [] : [[label, fill] as [RegExp, string]])),
  choose: groups.flatMap((group) => group.choose),
}));

/** Toasts pause while the pointer is over them; keep it out of the way. */
export const moveMouseAway = (page: Page) => page.mouse.move(0, 0);

/**
 * The toasts on screen. They have no role: they are for the eye, and the form's own status
 * says the same words to a screen reader, once (src/components/toast-region/toast-region.tsx).
 */
export const toastOf = (page: Page) => page.locator('.Toastify__toast');

export async function fillForm(form: Locator, formCase: FormCase) {
  for (const [label, value] of formCase.fill) {
    await form.getByLabel(label).fill(value);
  }
  for (const label of formCase.choose) {
    await form.getByLabel(label, { exact: true }).check();
  }
}

export async function expectFormFilled(form: Locator, formCase: FormCase) {
  for (const [label, value] of formCase.fill) {
    await expect(form.getByLabel(label)).toHaveValue(value);
  }
  for (const label of formCase.choose) {
    await expect(form.getByLabel(label, { exact: true })).toBeChecked();
  }
}

/** A file of the forms' island code: React, the form libraries, the form; not the page's own two scripts. */
export const islandCode = (url: URL) =>
  /^\/assets\/.+\.js$/.test(url.pathname) && !/^\/assets\/(site|islands)\.[0-9a-f]+\.js$/.test(url.pathname);

/** The form's island, once started (src/browser/start-islands.ts). */
export const startedForm = (page: Page) => page.locator('[data-island="requestForm"][data-island-started]');
