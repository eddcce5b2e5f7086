import { notFoundPage, pageRoutes } from '../../site/route-table';
import { isHttpsAddress } from '../rules/https-address';
import { checkLanguageTag } from '../rules/language-tag';
import { maxLength } from '../rules/text-length';
import { defineCollection, type DocumentOf } from '../schema-kit';

/** What search results show before cutting the text off. */
const searchTitleLimit = 65;
const searchDescriptionLimit = 160;
/** The web manifest's short name: what fits under an icon on a phone's home screen. */
const shortNameLimit = 12;

const pageSeoFields = [
  {
    type: 'string',
    name: 'title',
    label: 'Title in search results and browser tabs',
    description: `About 50 to 60 characters, at most ${searchTitleLimit}. The business name is added after it.`,
    required: true,
    ui: { validate: maxLength(searchTitleLimit) },
  },
  {
    type: 'string',
    name: 'description',
    label: 'Description in search results',
    description: `One or two sentences, about 150 characters and at most ${searchDescriptionLimit}, saying what a visitor finds on this page.`,
    required: true,
    ui: { component: 'textarea', validate: maxLength(searchDescriptionLimit) },
  },
] as const;

const pageSeo = <const N extends string>(name: N, label: string) =>
  ({ type: 'object', name, label, required: true, fields: pageSeoFields }) as const;

const checkSiteUrl = (value: string) =>
  /^https:\/\/[^/\s]+$/.test(value) && isHttpsAddress(value)
    ? undefined
    : 'Write the address as https://name.example, with no slash or page at the end.';

export const seoCollection = defineCollection({
  name: 'seo',
  label: 'Search engines and sharing',
  path: 'content/site',
  format: 'json',
  match: { include: 'seo' },
  ui: { allowedActions: { create: false, delete: false }, global: true },
  fields: [
    {
      type: 'string',
      name: 'siteUrl',
      label: 'Web address of the site',
      description:
        'Where the site is published, e.g. https://vicoloespresso.com. Search engines and shared links use it.',
      required: true,
      ui: { validate: checkSiteUrl },
    },
    {
      type: 'string',
      name: 'language',
      label: 'Language of the site',
      description:
        'A language code, e.g. en for English or en-US. Screen readers use it to pronounce the words. Letters, digits and - only.',
      required: true,
      ui: { validate: checkLanguageTag },
    },
    {
      type: 'string',
      name: 'shortName',
      label: 'Short name',
      description: `Up to ${shortNameLimit} characters, shown under the icon when a visitor adds the site to a phone.`,
      required: true,
      ui: { validate: maxLength(shortNameLimit) },
    },
    {
      type: 'image',
      name: 'shareImage',
      label: 'Picture for shared links',
      description:
        'Shown when someone shares a page on social media or in a chat. 1200 × 630 pixels, PNG or JPEG. Choose a file from the media manager: the site is not published while a picture is missing.',
      required: true,
    },
    {
      type: 'string',
      name: 'shareImageAlt',
      label: 'What the picture for shared links shows',
      description: 'One sentence for people who cannot see the picture.',
      required: true,
    },
    // One group per page, named by its route id (site/route-table.ts), and one for the not-found page.
    ...[...pageRoutes, notFoundPage].map((page) => pageSeo(page.id, page.editorLabel)),
  ],
});

export type SeoContent = DocumentOf<typeof seoCollection>;
