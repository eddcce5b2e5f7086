/** The four forms of the site as a visitor fills them in, shared by the form tests. */
import type { Locator, Page } from '@playwright/test';
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

export const formCases: FormCase[] = [
  {
    path: '/ez-cater',
    form: 'Request Office Fuel',
    submit: 'Request Office Fuel',
    fill: [
      [/^Company name/, 'Acme Corp'],
      [/^Contact name/, 'Ada Lovelace'],
      [/^Email/, 'ada@acme.example'],
      [/^Phone/, '+1 555 010 0000'],
      [/^Team size/, '25'],
      [/^Office address/, '1 Main Street, Old Mill Village'],
      [/^Additional information/, 'Oat milk for three of us ☕'],
    ],
    choose: ['Tuesday', 'Thursday', 'Breakfast Fuel'],
    toast: [
      'Office Fuel Request Sent!',
      "We'll contact you within 24 hours to set up your daily fuel service.",
    ],
  },
  {
    path: '/wholesale',
    form: 'Wholesale inquiry',
    submit: 'Send inquiry',
    fill: [
      [/^Business name/, 'Corner Deli'],
      [/^Contact name/, 'Bo Chen'],
      [/^Email/, 'bo@deli.example'],
      [/^Estimated monthly volume/, 'About 10 kg'],
      [/^Business address/, '2 Elm Street'],
      [/^What do you need/, 'Beans for retail shelves'],
    ],
    choose: ['Retail shop'],
    toast: [
      'Wholesale Inquiry Sent!',
      "We'll get back to you within 24 hours about your wholesale partnership needs.",
    ],
  },
  {
    path: '/catering',
    form: 'Request catering',
    submit: 'Request catering',
    fill: [
      [/^Contact name/, 'Cy Park'],
      [/^Email/, 'cy@park.example'],
      [/^Event date/, '2027-06-12'],
      [/^Expected guests/, '80'],
      [/^Event location/, 'The old mill'],
      [/^Event details/, 'A wedding in the afternoon'],
    ],
    choose: [],
    toast: ['Catering Inquiry Sent!', "We'll get back to you within 24 hours about your catering needs."],
  },
  {
    path: '/contact',
    form: 'News from the bar',
    submit: 'Subscribe',
    fill: [[/^Email/, 'dee@mail.example']],
    choose: [],
    toast: ['Thanks for subscribing!', 'Our next letter will reach your inbox.'],
  },
];

/** Toasts pause while the pointer is over them; keep it out of the way. */
export const moveMouseAway = (page: Page) => page.mouse.move(0, 0);

/**
 * The toasts on screen. They have no role: they are for the eye, and the form's own status
 * says the same words to a screen reader, once (src/components/toast-region/toast-region.tsx).
 */
export const toastOf = (page: Page) => page.locator('.Toastify__toast');

export async function fillForm(form: Locator, formCase: FormCase) {
  for (const [label, value] of formCase.fill) await form.getByLabel(label).fill(value);
  for (const label of formCase.choose) await form.getByLabel(label, { exact: true }).check();
}

export async function expectFormFilled(form: Locator, formCase: FormCase) {
  for (const [label, value] of formCase.fill) await expect(form.getByLabel(label)).toHaveValue(value);
  for (const label of formCase.choose) await expect(form.getByLabel(label, { exact: true })).toBeChecked();
}

/** A file of the forms' island code: React, the form libraries, the form; not the page's own two scripts. */
export const islandCode = (url: URL) =>
  /^\/assets\/.+\.js$/.test(url.pathname) && !/^\/assets\/(site|islands)\.[0-9a-f]+\.js$/.test(url.pathname);

/** The form's island, once started (src/browser/start-islands.ts). */
export const startedForm = (page: Page) => page.locator('[data-island="requestForm"][data-island-started]');
