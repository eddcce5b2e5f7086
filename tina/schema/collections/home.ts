import { checkLinkTarget, linkTargetHint } from '#tina/schema/rules/link-target';
import { pictureFields } from '#tina/schema/picture-fields';
import { group, itemLabel, text, textarea, type DocumentOf } from '#tina/schema/schema-kit';
import { definePageCollection } from './page-collection';

/** The slideshow always shows this many slides (site-spec §9); the owner edits them, not their number. */
export const slideCount = 5;
/** The feature section always shows this many cards (site-spec §2). */
export const featureCount = 6;

/** A button-like link: its words and where it leads. */
const linkField = <const N extends string>(name: N, label: string, description: string) =>
  group(name, label, description, [
    text('label', 'Button text'),
    text('href', 'Leads to', linkTargetHint, { ui: { validate: checkLinkTarget } }),
  ]);

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
    text(
      'slideshowLabel',
      'Slideshow name (for screen readers)',
      'Not shown on the page: screen readers announce the slideshow by this name.',
    ),
    group(
      'slides',
      'Slideshow',
      `The ${slideCount} slides at the top of the home page. They change every 5 seconds; drag to reorder.`,
      [
        ...pictureFields('slide', { label: 'Picture', required: true }),
        text('title', 'Title'),
        text('subtitle', 'Subtitle', 'A short line under the title.'),
        text('description', 'Description', 'Two or three sentences.', textarea),
        linkField('primaryCta', 'Main button', 'The first, most visible button.'),
        linkField('secondaryCta', 'Second button', 'The quieter button beside it.'),
      ],
      {
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
      },
    ),
    text('featuresHeading', 'Feature section heading', 'The title above the six cards under the slideshow.'),
    group(
      'features',
      'Feature cards',
      `The ${featureCount} cards under the slideshow, each with a link.`,
      [
        text('title', 'Title'),
        text('description', 'Description', undefined, textarea),
        ...pictureFields('card', { label: 'Picture (optional)', required: false }),
        linkField('link', 'Link', 'Where the card leads; each card needs its own link text.'),
      ],
      {
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
      },
    ),
    group(
      'banner',
      'Banner',
      'The band at the bottom of the page that invites a visit or a catering request.',
      [
        text('heading', 'Heading'),
        text('text', 'Text', undefined, textarea),
        linkField('primaryCta', 'Main button', 'The first, most visible button.'),
        linkField('secondaryCta', 'Second button', 'The quieter button beside it.'),
      ],
    ),
  ],
});

export type HomePageContent = DocumentOf<typeof homePageCollection>;
