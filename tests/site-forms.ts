/**
 * The four forms of the site as a visitor meets and fills them in: their fields, required and
 * optional (site-spec §3 and §5), and their confirmation (§8). Shared by the unit tests
 * (src/forms/forms.test.tsx) and the browser tests (tests/e2e/support/form-cases.ts).
 */
export interface SiteFormField {
  label: RegExp;
  required: boolean;
  type?: string;
  autoComplete?: string;
  /** What the tests type; the first field is the one the browser complains about on an empty submit. */
  fill?: string;
}

export interface SiteForm {
  path: string;
  form: string;
  submit: string;
  fields: SiteFormField[];
  /** Radio buttons and checkboxes, by the name of their group, and the options the tests pick. */
  groups: { name: RegExp; required: boolean; choose: string[] }[];
  toast: [string, string];
}

export const siteForms: SiteForm[] = [
  {
    path: '/ez-cater',
    form: 'Request Office Fuel',
    submit: 'Request Office Fuel',
    fields: [
      { label: /^Company name/, required: true, autoComplete: 'organization', fill: 'Acme Corp' },
      { label: /^Contact name/, required: true, autoComplete: 'name', fill: 'Ada Lovelace' },
      { label: /^Email/, required: true, type: 'email', autoComplete: 'email', fill: 'ada@acme.example' },
      { label: /^Phone/, required: false, type: 'tel', autoComplete: 'tel', fill: '+1 555 010 0000' },
      { label: /^Team size/, required: true, type: 'number', fill: '25' },
      {
        label: /^Office address/,
        required: true,
        autoComplete: 'street-address',
        fill: '1 Main Street, Old Mill Village',
      },
      { label: /^Additional information/, required: false, fill: 'Oat milk for three of us ☕' },
    ],
    groups: [
      { name: /^Delivery days/, required: false, choose: ['Tuesday', 'Thursday'] },
      { name: /^Preferred tier/, required: true, choose: ['Breakfast Fuel'] },
    ],
    toast: [
      'Office Fuel Request Sent!',
      "We'll contact you within 24 hours to set up your daily fuel service.",
    ],
  },
  {
    path: '/wholesale',
    form: 'Wholesale inquiry',
    submit: 'Send inquiry',
    fields: [
      { label: /^Business name/, required: true, autoComplete: 'organization', fill: 'Corner Deli' },
      { label: /^Contact name/, required: true, autoComplete: 'name', fill: 'Bo Chen' },
      { label: /^Email/, required: true, type: 'email', autoComplete: 'email', fill: 'bo@deli.example' },
      { label: /^Phone/, required: false, type: 'tel', autoComplete: 'tel' },
      { label: /^Estimated monthly volume/, required: false, fill: 'About 10 kg' },
      { label: /^Business address/, required: true, autoComplete: 'street-address', fill: '2 Elm Street' },
      { label: /^What do you need/, required: true, fill: 'Beans for retail shelves' },
    ],
    groups: [{ name: /^Business type/, required: true, choose: ['Retail shop'] }],
    toast: [
      'Wholesale Inquiry Sent!',
      "We'll get back to you within 24 hours about your wholesale partnership needs.",
    ],
  },
  {
    path: '/catering',
    form: 'Request catering',
    submit: 'Request catering',
    fields: [
      { label: /^Contact name/, required: true, autoComplete: 'name', fill: 'Cy Park' },
      { label: /^Email/, required: true, type: 'email', autoComplete: 'email', fill: 'cy@park.example' },
      { label: /^Event date/, required: true, type: 'date', fill: '2027-06-12' },
      { label: /^Expected guests/, required: true, type: 'number', fill: '80' },
      { label: /^Event location/, required: true, fill: 'The old mill' },
      { label: /^Event details/, required: true, fill: 'A wedding in the afternoon' },
    ],
    groups: [],
    toast: ['Catering Inquiry Sent!', "We'll get back to you within 24 hours about your catering needs."],
  },
  {
    path: '/contact',
    form: 'News from the bar',
    submit: 'Subscribe',
    fields: [
      { label: /^Email/, required: true, type: 'email', autoComplete: 'email', fill: 'dee@mail.example' },
    ],
    groups: [],
    toast: ['Thanks for subscribing!', 'Our next letter will reach your inbox.'],
  },
];
