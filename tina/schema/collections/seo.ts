import { notFoundPage, pageRoutes } from '#model/route-table';
import { isHttpsAddress } from '#tina/schema/rules/https-address';
import { checkLanguageTag } from '#tina/schema/rules/language-tag';
import { maxLength } from '#tina/schema/rules/text-length';
import { defineCollection, group, text, textarea, type DocumentOf } from '#tina/schema/schema-kit';

/** What search results show before cutting the text off. */
const searchTitleLimit = 65;
const searchDescriptionLimit = 160;
/** The web manifest's short name: what fits under an icon on a phone's home screen. */
const shortNameLimit = 12;

const pageSeoFields = [
  text({
    name: 'title',
    label: 'Title in search results and browser tabs',
    description: `About 50 to 60 characters, at most ${searchTitleLimit}. The business name is added after it.`,
    ui: { validate: maxLength(searchTitleLimit) },
  }),
  text({
    name: 'description',
    label: 'Description in search results',
    description: `One or two sentences, about 150 characters and at most ${searchDescriptionLimit}, saying what a visitor finds on this page.`,
    ui: { ...textarea.ui, validate: maxLength(searchDescriptionLimit) },
  }),
] as const;

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
    text({
      name: 'siteUrl',
      label: 'Web address of the site',
      description:
        'Where the site is published, e.g. https://vicoloespresso.com. Search engines and shared links use it.',
      ui: { validate: checkSiteUrl },
    }),
    text({
      name: 'language',
      label: 'Language of the site',
      description:
        'A language code, e.g. en for English or en-US. Screen readers use it to pronounce the words. Letters, digits and - only.',
      ui: { validate: checkLanguageTag },
    }),
    text({
      name: 'shortName',
      label: 'Short name',
      description: `Up to ${shortNameLimit} characters, shown under the icon when a visitor adds the site to a phone.`,
      ui: { validate: maxLength(shortNameLimit) },
    }),
    {
      type: 'image',
      name: 'shareImage',
      label: 'Picture for shared links',
      description:
        'Shown when someone shares a page on social media or in a chat. 1200 × 630 pixels, PNG or JPEG. Choose a file from the media manager: the site is not published while a picture is missing.',
      required: true,
    },
    text({
      name: 'shareImageAlt',
      label: 'What the picture for shared links shows',
      description: 'One sentence for people who cannot see the picture.',
    }),
    // One group per page, named by its route id (model/route-table.ts), and one for the not-found page.
    ...[...pageRoutes, notFoundPage].map((page) =>
      group({ name: page.id, label: page.editorLabel, fields: pageSeoFields }),
    ),
  ],
});

export type SeoContent = DocumentOf<typeof seoCollection>;
