import { checkLinkTarget, linkTargetHint } from '#tina/schema/rules/link-target';
import { pictureFields } from '#tina/schema/picture-fields';
import { group, itemLabel, text, textarea, type DocumentOf, type FieldNaming } from '#tina/schema/schema-kit';
import { definePageCollection } from './page-collection';

/** The slideshow always shows this many slides (site-spec §9); the owner edits them, not their number. */
export const slideCount = 5;
/** The feature section always shows this many cards (site-spec §2). */
export const featureCount = 6;

/** A button-like link: its words and where it leads. */
const linkField = <const N extends string>(field: Required<FieldNaming<N>>) =>
  group({
    ...field,
    fields: [
      text({ name: 'label', label: 'Button text' }),
      text({
        name: 'href',
        label: 'Leads to',
        description: linkTargetHint,
        ui: { validate: checkLinkTarget },
      }),
    ],
  });

/** The two buttons of a slide and of the banner: the main one and the quieter one beside it. */
const buttonPair = [
  linkField({ name: 'primaryCta', label: 'Main button', description: 'The first, most visible button.' }),
  linkField({ name: 'secondaryCta', label: 'Second button', description: 'The quieter button beside it.' }),
] as const;

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
    text({
      name: 'slideshowLabel',
      label: 'Slideshow name (for screen readers)',
      description: 'Not shown on the page: screen readers announce the slideshow by this name.',
    }),
    group({
      name: 'slides',
      label: 'Slideshow',
      description: `The ${slideCount} slides at the top of the home page. They change every 5 seconds; drag to reorder.`,
      list: true,
      ui: {
        itemProps: itemLabel('title', 'Slide'),
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
        text({ name: 'title', label: 'Title' }),
        text({ name: 'subtitle', label: 'Subtitle', description: 'A short line under the title.' }),
        text({
          name: 'description',
          label: 'Description',
          description: 'Two or three sentences.',
          ...textarea,
        }),
        ...buttonPair,
      ],
    }),
    text({
      name: 'featuresHeading',
      label: 'Feature section heading',
      description: 'The title above the six cards under the slideshow.',
    }),
    group({
      name: 'features',
      label: 'Feature cards',
      description: `The ${featureCount} cards under the slideshow, each with a link.`,
      list: true,
      ui: {
        itemProps: itemLabel('title', 'Card'),
        defaultItem: {
          title: 'New card',
          description: '',
          link: { label: 'Find out more', href: '/contact' },
        },
        validate: exactly(featureCount, 'feature cards'),
      },
      fields: [
        text({ name: 'title', label: 'Title' }),
        text({ name: 'description', label: 'Description', ...textarea }),
        ...pictureFields('card', { label: 'Picture (optional)', required: false }),
        linkField({
          name: 'link',
          label: 'Link',
          description: 'Where the card leads; each card needs its own link text.',
        }),
      ],
    }),
    group({
      name: 'banner',
      label: 'Banner',
      description: 'The band at the bottom of the page that invites a visit or a catering request.',
      fields: [
        text({ name: 'heading', label: 'Heading' }),
        text({ name: 'text', label: 'Text', ...textarea }),
        ...buttonPair,
      ],
    }),
  ],
});

export type HomePageContent = DocumentOf<typeof homePageCollection>;
