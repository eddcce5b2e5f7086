import { checkLinkTarget, linkTargetHint } from '../rules/link-target';
import { pictureFields } from '../picture-fields';
import type { DocumentOf } from '../schema-kit';
import { definePageCollection } from './page-collection';

/** The slideshow always shows this many slides (site-spec §9); the owner edits them, not their number. */
export const slideCount = 5;
/** The feature section always shows this many cards (site-spec §2). */
export const featureCount = 6;

/** A button-like link: its words and where it leads. */
function linkField<const N extends string>(name: N, label: string, description: string) {
  return {
    type: 'object',
    name,
    label,
    description,
    required: true,
    fields: [
      { type: 'string', name: 'label', label: 'Button text', required: true },
      {
        type: 'string',
        name: 'href',
        label: 'Leads to',
        description: linkTargetHint,
        required: true,
        ui: { validate: checkLinkTarget },
      },
    ],
  } as const;
}

/** Refuses a list that does not have exactly `count` items, with a message for the owner. */
function exactly(count: number, what: string) {
  return (value: readonly unknown[] | undefined) =>
    value?.length === count
      ? undefined
      : `There must be exactly ${count} ${what} (now ${value?.length ?? 0}). Edit the existing ones instead of adding or removing.`;
}

export const homePageCollection = definePageCollection({
  routeId: 'home',
  name: 'homePage',
  file: 'home',
  fields: [
    {
      type: 'string',
      name: 'slideshowLabel',
      label: 'Slideshow name (for screen readers)',
      description: 'Not shown on the page: screen readers announce the slideshow by this name.',
      required: true,
    },
    {
      type: 'object',
      name: 'slides',
      label: 'Slideshow',
      description: `The ${slideCount} slides at the top of the home page. They change every 5 seconds; drag to reorder.`,
      list: true,
      required: true,
      ui: {
        itemProps: (item) => ({ label: String(item.title ?? 'Slide') }),
        defaultItem: {
          image: '/images/home/espresso-bar.svg',
          imageAlt: '',
          title: 'New slide',
          subtitle: '',
          description: '',
          primaryCta: { label: 'Visit the bar', href: '/contact' },
          secondaryCta: { label: 'Office Fuel', href: '/ez-cater' },
        },
        validate: exactly(slideCount, 'slides'),
      },
      fields: [
        ...pictureFields('slide', { label: 'Picture', required: true }),
        { type: 'string', name: 'title', label: 'Title', required: true },
        {
          type: 'string',
          name: 'subtitle',
          label: 'Subtitle',
          description: 'A short line under the title.',
          required: true,
        },
        {
          type: 'string',
          name: 'description',
          label: 'Description',
          description: 'Two or three sentences.',
          required: true,
          ui: { component: 'textarea' },
        },
        linkField('primaryCta', 'Main button', 'The first, most visible button.'),
        linkField('secondaryCta', 'Second button', 'The quieter button beside it.'),
      ],
    },
    {
      type: 'string',
      name: 'featuresHeading',
      label: 'Feature section heading',
      description: 'The title above the six cards under the slideshow.',
      required: true,
    },
    {
      type: 'object',
      name: 'features',
      label: 'Feature cards',
      description: `The ${featureCount} cards under the slideshow, each with a link.`,
      list: true,
      required: true,
      ui: {
        itemProps: (item) => ({ label: String(item.title ?? 'Card') }),
        defaultItem: {
          title: 'New card',
          description: '',
          link: { label: 'Find out more', href: '/contact' },
        },
        validate: exactly(featureCount, 'feature cards'),
      },
      fields: [
        { type: 'string', name: 'title', label: 'Title', required: true },
        {
          type: 'string',
          name: 'description',
          label: 'Description',
          required: true,
          ui: { component: 'textarea' },
        },
        ...pictureFields('card', { label: 'Picture (optional)', required: false }),
        linkField('link', 'Link', 'Where the card leads; each card needs its own link text.'),
      ],
    },
    {
      type: 'object',
      name: 'banner',
      label: 'Banner',
      description: 'The band at the bottom of the page that invites a visit or a catering request.',
      required: true,
      fields: [
        { type: 'string', name: 'heading', label: 'Heading', required: true },
        { type: 'string', name: 'text', label: 'Text', required: true, ui: { component: 'textarea' } },
        linkField('primaryCta', 'Main button', 'The first, most visible button.'),
        linkField('secondaryCta', 'Second button', 'The quieter button beside it.'),
      ],
    },
  ],
});

export type HomePageContent = DocumentOf<typeof homePageCollection>;
