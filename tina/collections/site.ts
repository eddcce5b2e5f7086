import { deliveryMethods, endpointProblem } from '../../site/form-delivery';
import { menuRoutes } from '../../site/route-table';
import { checkLinkTarget, linkTargetHint } from '../rules/link-target';
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
