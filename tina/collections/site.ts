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
      label: 'Forms: notes before sending',
      description:
        'Words every form shows when it cannot send yet. Sending happens in the visitor’s browser and needs its JavaScript.',
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
      ],
    },
  ],
});

export type SiteContent = DocumentOf<typeof siteCollection>;
