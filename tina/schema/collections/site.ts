import { deliveryMethods, endpointProblem } from '#model/form-delivery';
import { menuRoutes } from '#model/route-table';
import { phrasePlaceholders, type StatusPhrases } from '#model/status-text';
import { checkCalendarDay } from '#tina/schema/rules/calendar';
import { checkLinkTarget, checkOptionalLinkTarget, linkTargetHint } from '#tina/schema/rules/link-target';
import { checkSiteNotice } from '#tina/schema/rules/site-notice';
import {
  defineCollection,
  group,
  itemLabel,
  optionalText,
  text,
  textarea,
  type DocumentOf,
} from '#tina/schema/schema-kit';
import { lengthHint, maxLength } from '#tina/schema/rules/text-length';

/** Words of the top bar, which holds the name, seven page names and the order button on one screen (decision 025). */
const topBar = { name: 40, page: 20, button: 24 };
const topBarText = <const N extends string>(name: N, label: string, limit: number) =>
  text(name, label, lengthHint(limit), { ui: { validate: maxLength(limit) } });

const linkFields = [
  topBarText('label', 'Text', topBar.button),
  text('href', 'Goes to', linkTargetHint, { ui: { validate: checkLinkTarget } }),
] as const;

const methodLabels = {
  simulated: 'Not delivered (for trying the site only)',
  demo: 'Demo: each form says it sends nothing',
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
  text(name, label, description, { ui: { validate: keepsPlaceholders(name) } });

/** The heading, message and link home of the not-found page and of the error screen. */
const apologyFields = [
  text('heading', 'Heading'),
  text('message', 'Message'),
  text('homeLink', 'Link back home'),
] as const;

export const siteCollection = defineCollection({
  name: 'site',
  label: 'Whole site: name, menu and footer',
  path: 'content/site',
  format: 'json',
  match: { include: 'site' },
  ui: { allowedActions: { create: false, delete: false }, global: true },
  fields: [
    group('brand', 'Business name', undefined, [
      topBarText('name', 'Name', topBar.name),
      text('blurb', 'Short description', 'One or two sentences shown in the footer of every page.', textarea),
    ]),
    group('navigation', 'Menu', 'The words used for each page in the top menu and the footer.', [
      // One label per page of the menu, named by its route id (model/route-table.ts).
      ...menuRoutes.map((route) => topBarText(route.id, route.editorLabel, topBar.page)),
      group('orderNow', 'Order button', 'The highlighted button at the top right of every page.', linkFields),
    ]),
    group('footer', 'Footer', undefined, [
      text('quickLinksHeading', 'Heading above the page links'),
      text('servicesHeading', 'Heading above the services'),
      text('services', 'Services', 'One line per service, listed in the footer.', { list: true }),
      text(
        'copyright',
        'Copyright line',
        'Shown after "© <this year>". For example: Vicolo Espresso. All rights reserved.',
      ),
      group('legalLinks', 'Small links at the very bottom', undefined, linkFields, {
        list: true,
        ui: { itemProps: itemLabel('label', 'Link') },
      }),
    ]),
    group(
      'notice',
      'Notice at the top of every page',
      'One short line across the top of every page between two dates, e.g. "Closed Monday 1 December for a private event". Leave the text empty for no notice. The site is rebuilt every morning, so the notice appears on its first day and is gone after its last.',
      [
        optionalText('text', 'Text', 'One sentence; empty for no notice.'),
        optionalText(
          'starts',
          'First day (YYYY-MM-DD)',
          'The first day it shows, in the bar’s time, e.g. 2026-11-28.',
          { ui: { validate: checkCalendarDay } },
        ),
        optionalText('ends', 'Last day (YYYY-MM-DD)', 'The last day it shows, e.g. 2026-12-01.', {
          ui: { validate: checkCalendarDay },
        }),
        optionalText(
          'linkLabel',
          'Link text (optional)',
          'Words of a link after the text, e.g. See our hours.',
        ),
        optionalText('linkHref', 'Link goes to (optional)', linkTargetHint, {
          ui: { validate: checkOptionalLinkTarget },
        }),
        text(
          'dismissLabel',
          'Words of the close button',
          'Read out by screen readers for the × button that hides the notice, e.g. Dismiss notice.',
        ),
      ],
      { ui: { validate: checkSiteNotice } },
    ),
    group(
      'openingStatus',
      'Open now: the words',
      'The line on the contact page and in the footer that says whether the bar is open, worked out in the visitor’s browser from the opening hours. Keep the blanks in curly brackets: the site fills them in.',
      [
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
    ),
    group('notFound', 'Page not found', 'What a visitor sees when they follow a broken link.', apologyFields),
    group(
      'errorScreen',
      'Something went wrong',
      'Shown only if the site itself fails. Rarely seen.',
      apologyFields,
    ),
    group(
      'forms',
      'Forms: notes and where requests go',
      'Words every form shows when it cannot send (yet), and who receives what visitors send.',
      [
        text(
          'noScriptNote',
          'When the browser runs no JavaScript',
          'Shown in every form to visitors whose browser has JavaScript turned off, where the form cannot be sent. The bar’s email address and phone number (from “Address, phone, opening hours”) follow as links.',
          textarea,
        ),
        text(
          'heldNote',
          'When the page is still loading',
          'Shown in the form if a visitor sends it before the page has finished loading; the form is then sent by itself once it has.',
          textarea,
        ),
        text(
          'failedNote',
          'When the page could not finish loading',
          'Shown instead of the note above if the page then fails to load (a broken connection), so the form cannot be sent. The bar’s email address and phone number follow as links.',
          textarea,
        ),
        text(
          'sendFailedNote',
          'When a request could not be sent',
          'Shown in the form under its error message when the form service did not take the request (only when requests are delivered, below). The bar’s email address follows as a link that opens the visitor’s email with their request filled in, then the phone number.',
          textarea,
        ),
        text(
          'againNote',
          'When a request comes very fast',
          'Shown in a form sent within two seconds of opening the site, sooner than people usually are (robots are quicker still): nothing is sent until the visitor presses Send again. Only when requests are delivered, below.',
          textarea,
        ),
        text(
          'demoNote',
          'When the site is a demo',
          'Only while “Sending” below is Demo: shown at the top of every form, before the visitor types, and again if they press Send. The bar’s email address (holding their request, after Send) and phone number follow as links.',
          textarea,
        ),
        group(
          'delivery',
          'Where requests go',
          'Who receives what visitors send with the Office Fuel, wholesale, catering and subscribe forms. See the README, “Receive requests”, for the steps at each service. After a change, the site must be built and published again.',
          [
            text(
              'method',
              'Sending',
              'Not delivered: the form only pretends to send, and nothing reaches you; the site cannot be published so. Demo: for a published site that only shows its forms: each form says it sends nothing and gives your email and phone. Form service: each request is sent to the address below, and the service emails it to you. Netlify Forms: for a site published on Netlify with form detection turned on; requests appear under Forms in Netlify.',
              {
                options: deliveryMethods.map((value) => ({ value, label: methodLabels[value] })),
                ui: { component: 'radio-group' },
              },
            ),
            optionalText(
              'endpoint',
              'Form service address',
              'Only for “Form service”: the address the service gives you for your form, such as https://formspree.io/f/abcdwxyz. It must start with https:// and hold no password. Your privacy page must name the service. “Send a test request” checks that the service takes one.',
              // tina/editor/test-request.tsx: the text field with its test request.
              { ui: { validate: checkEndpoint('endpoint'), component: 'service-address' } },
            ),
            optionalText(
              'newsletterEndpoint',
              'Subscribe field’s address (optional)',
              'Only for “Form service”, and only if the subscribe field should go somewhere else, such as a newsletter service. Leave it empty to send it to the address above.',
              { ui: { validate: checkEndpoint('newsletterEndpoint') } },
            ),
          ],
        ),
      ],
    ),
  ],
});

export type SiteContent = DocumentOf<typeof siteCollection>;
