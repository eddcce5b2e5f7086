import { deliveryMethods, endpointProblem } from '../../site/form-delivery';
import { menuRoutes } from '../../site/route-table';
import { phrasePlaceholders, type StatusPhrases } from '../../site/status-text';
import { checkCalendarDay } from '../rules/calendar';
import { checkLinkTarget, checkOptionalLinkTarget, linkTargetHint } from '../rules/link-target';
import { checkSiteNotice } from '../rules/site-notice';
import { defineCollection, type DocumentOf } from '../schema-kit';

const linkFields = [
  { type: 'string', name: 'label', label: 'Text', required: true },
  {
    type: 'string',
    name: 'href',
    label: 'Goes to',
    description: linkTargetHint,
    required: true,
    ui: { validate: checkLinkTarget },
  },
] as const;

const methodLabels = {
  simulated: 'Not delivered (only pretends to send)',
  endpoint: 'Form service (Formspree, Basin, Getform…)',
  netlify: 'Netlify Forms',
} as const satisfies Record<(typeof deliveryMethods)[number], string>;

/** An address is needed, and must be a safe one, only when requests go to a form service. */
function checkEndpoint(field: 'endpoint' | 'newsletterEndpoint') {
  return (value: unknown, document?: unknown): string | undefined => {
    const delivery = (document as { forms?: { delivery?: { method?: unknown } } } | undefined)?.forms
      ?.delivery;
    const address = typeof value === 'string' ? value : '';
    if (address === '') {
      return field === 'endpoint' && delivery?.method === 'endpoint'
        ? 'Write the form service’s address here, or choose another way of sending above.'
        : undefined;
    }
    return endpointProblem(address);
  };
}
/** A status phrase keeps the blanks the site fills in, or the status would lose its time. */
const keepsPlaceholders = (phrase: keyof StatusPhrases) => (value: string | undefined) => {
  const missing = phrasePlaceholders[phrase].filter((placeholder) => !value?.includes(placeholder));
  return missing.length > 0
    ? `Keep ${missing.join(' and ')} in the text: the site puts the ${missing.map((p) => p.slice(1, -1)).join(' and ')} there.`
    : undefined;
};

const statusPhrase = <const N extends keyof StatusPhrases>(name: N, label: string, description: string) =>
  ({
    type: 'string',
    name,
    label,
    description,
    required: true,
    ui: { validate: keepsPlaceholders(name) },
  }) as const;

const optionalDay = (value: string | undefined) => (value ? checkCalendarDay(value) : undefined);

export const siteCollection = defineCollection({
  name: 'site',
  label: 'Whole site: name, menu and footer',
  path: 'content/site',
  format: 'json',
  match: { include: 'site' },
  ui: { allowedActions: { create: false, delete: false }, global: true },
  fields: [
    {
      type: 'object',
      name: 'brand',
      label: 'Business name',
      required: true,
      fields: [
        { type: 'string', name: 'name', label: 'Name', required: true },
        {
          type: 'string',
          name: 'blurb',
          label: 'Short description',
          description: 'One or two sentences shown in the footer of every page.',
          required: true,
          ui: { component: 'textarea' },
        },
      ],
    },
    {
      type: 'object',
      name: 'navigation',
      label: 'Menu',
      description: 'The words used for each page in the top menu and the footer.',
      required: true,
      fields: [
        // One label per page of the menu, named by its route id (site/route-table.ts).
        ...menuRoutes.map(
          (route) => ({ type: 'string', name: route.id, label: route.editorLabel, required: true }) as const,
        ),
        {
          type: 'object',
          name: 'orderNow',
          label: 'Order button',
          description: 'The highlighted button at the top right of every page.',
          required: true,
          fields: linkFields,
        },
      ],
    },
    {
      type: 'object',
      name: 'footer',
      label: 'Footer',
      required: true,
      fields: [
        { type: 'string', name: 'quickLinksHeading', label: 'Heading above the page links', required: true },
        { type: 'string', name: 'servicesHeading', label: 'Heading above the services', required: true },
        {
          type: 'string',
          name: 'services',
          label: 'Services',
          description: 'One line per service, listed in the footer.',
          list: true,
          required: true,
        },
        {
          type: 'string',
          name: 'copyright',
          label: 'Copyright line',
          description: 'Shown after "© <this year>". For example: Vicolo Espresso. All rights reserved.',
          required: true,
        },
        {
          type: 'object',
          name: 'legalLinks',
          label: 'Small links at the very bottom',
          list: true,
          required: true,
          ui: { itemProps: (item) => ({ label: String(item.label ?? 'Link') }) },
          fields: linkFields,
        },
      ],
    },
    {
      type: 'object',
      name: 'notice',
      label: 'Notice at the top of every page',
      description:
        'One short line across the top of every page between two dates, e.g. "Closed Monday 1 December for a private event". Leave the text empty for no notice. The site is rebuilt every morning, so the notice appears on its first day and is gone after its last.',
      required: true,
      ui: { validate: checkSiteNotice },
      fields: [
        {
          type: 'string',
          name: 'text',
          label: 'Text',
          description: 'One sentence; empty for no notice.',
        },
        {
          type: 'string',
          name: 'starts',
          label: 'First day (YYYY-MM-DD)',
          description: 'The first day it shows, in the bar’s time, e.g. 2026-11-28.',
          ui: { validate: optionalDay },
        },
        {
          type: 'string',
          name: 'ends',
          label: 'Last day (YYYY-MM-DD)',
          description: 'The last day it shows, e.g. 2026-12-01.',
          ui: { validate: optionalDay },
        },
        {
          type: 'string',
          name: 'linkLabel',
          label: 'Link text (optional)',
          description: 'Words of a link after the text, e.g. See our hours.',
        },
        {
          type: 'string',
          name: 'linkHref',
          label: 'Link goes to (optional)',
          description: linkTargetHint,
          ui: { validate: checkOptionalLinkTarget },
        },
        {
          type: 'string',
          name: 'dismissLabel',
          label: 'Words of the close button',
          description:
            'Read out by screen readers for the × button that hides the notice, e.g. Dismiss notice.',
          required: true,
        },
      ],
    },
    {
      type: 'object',
      name: 'openingStatus',
      label: 'Open now: the words',
      description:
        'The line on the contact page and in the footer that says whether the bar is open, worked out in the visitor’s browser from the opening hours. Keep the blanks in curly brackets: the site fills them in.',
      required: true,
      fields: [
        statusPhrase('openNow', 'While open', 'For example: Open now.'),
        statusPhrase(
          'closesAt',
          'Closing time, while open',
          'After "Open now". {time} becomes the closing time: closes {time}.',
        ),
        statusPhrase(
          'closesIn',
          'In the last half hour',
          '{minutes} becomes the minutes left: Closes in {minutes} minutes.',
        ),
        statusPhrase('closesInOneMinute', 'In the last minute', 'For example: Closes in 1 minute.'),
        statusPhrase('closed', 'While closed', 'For example: Closed.'),
        statusPhrase(
          'opensToday',
          'Opening later today',
          'After "Closed". {time} becomes the opening time: opens today at {time}.',
        ),
        statusPhrase(
          'opensOn',
          'Opening on another day',
          '{day} becomes the day (Monday), {time} the opening time: opens {day} at {time}.',
        ),
      ],
    },
    {
      type: 'object',
      name: 'notFound',
      label: 'Page not found',
      description: 'What a visitor sees when they follow a broken link.',
      required: true,
      fields: [
        { type: 'string', name: 'heading', label: 'Heading', required: true },
        { type: 'string', name: 'message', label: 'Message', required: true },
        { type: 'string', name: 'homeLink', label: 'Link back home', required: true },
      ],
    },
    {
      type: 'object',
      name: 'errorScreen',
      label: 'Something went wrong',
      description: 'Shown only if the site itself fails. Rarely seen.',
      required: true,
      fields: [
        { type: 'string', name: 'heading', label: 'Heading', required: true },
        { type: 'string', name: 'message', label: 'Message', required: true },
        { type: 'string', name: 'homeLink', label: 'Link back home', required: true },
      ],
    },
    {
      type: 'object',
      name: 'forms',
      label: 'Forms: notes and where requests go',
      description: 'Words every form shows when it cannot send (yet), and who receives what visitors send.',
      required: true,
      fields: [
        {
          type: 'string',
          name: 'noScriptNote',
          label: 'When the browser runs no JavaScript',
          description:
            'Shown in every form to visitors whose browser has JavaScript turned off, where the form cannot be sent. The bar’s email address and phone number (from “Address, phone, opening hours”) follow as links.',
          required: true,
          ui: { component: 'textarea' },
        },
        {
          type: 'string',
          name: 'heldNote',
          label: 'When the page is still loading',
          description:
            'Shown in the form if a visitor sends it before the page has finished loading; the form is then sent by itself once it has.',
          required: true,
          ui: { component: 'textarea' },
        },
        {
          type: 'string',
          name: 'failedNote',
          label: 'When the page could not finish loading',
          description:
            'Shown instead of the note above if the page then fails to load (a broken connection), so the form cannot be sent. The bar’s email address and phone number follow as links.',
          required: true,
          ui: { component: 'textarea' },
        },
        {
          type: 'string',
          name: 'sendFailedNote',
          label: 'When a request could not be sent',
          description:
            'Shown in the form under its error message when the form service did not take the request (only when requests are delivered, below). The bar’s email address follows as a link that opens the visitor’s email with their request filled in, then the phone number.',
          required: true,
          ui: { component: 'textarea' },
        },
        {
          type: 'object',
          name: 'delivery',
          label: 'Where requests go',
          description:
            'Who receives what visitors send with the Office Fuel, wholesale, catering and subscribe forms. See the README, “Receive requests”, for the steps at each service. After a change, the site must be built and published again.',
          required: true,
          fields: [
            {
              type: 'string',
              name: 'method',
              label: 'Sending',
              description:
                'Not delivered: the form only pretends to send, and nothing reaches you (the privacy page says so). Form service: each request is sent to the address below, and the service emails it to you. Netlify Forms: for a site published on Netlify with form detection turned on; requests appear under Forms in Netlify.',
              required: true,
              options: deliveryMethods.map((value) => ({ value, label: methodLabels[value] })),
              ui: { component: 'radio-group' },
            },
            {
              type: 'string',
              name: 'endpoint',
              label: 'Form service address',
              description:
                'Only for “Form service”: the address the service gives you for your form, such as https://formspree.io/f/abcdwxyz. It must start with https:// and hold no password. Your privacy page must name the service.',
              ui: { validate: checkEndpoint('endpoint') },
            },
            {
              type: 'string',
              name: 'newsletterEndpoint',
              label: 'Subscribe field’s address (optional)',
              description:
                'Only for “Form service”, and only if the subscribe field should go somewhere else, such as a newsletter service. Leave it empty to send it to the address above.',
              ui: { validate: checkEndpoint('newsletterEndpoint') },
            },
          ],
        },
      ],
    },
  ],
});

export type SiteContent = DocumentOf<typeof siteCollection>;
