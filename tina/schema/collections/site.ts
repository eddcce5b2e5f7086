import { menuRoutes } from '#model/route-table';
import { phrasePlaceholders, type StatusPhrases } from '#model/status-text';
import { checkCalendarDay } from '#tina/schema/rules/calendar';
import { checkLinkTarget, checkOptionalLinkTarget, linkTargetHint } from '#tina/schema/rules/link-target';
import { checkSiteNotice } from '#tina/schema/rules/site-notice';
import { formsField } from './site-forms';
import {
  defineCollection,
  group,
  itemLabel,
  optionalText,
  text,
  textarea,
  type DocumentOf,
  type FieldNaming,
} from '#tina/schema/schema-kit';
import { lengthHint, maxLength } from '#tina/schema/rules/text-length';

/** Words of the top bar, which holds the name, seven page names and the order button on one screen (decision 025). */
const topBar = { name: 40, page: 20, button: 24 };
const topBarText = <const N extends string>({ name, label, limit }: FieldNaming<N> & { limit: number }) =>
  text({ name, label, description: lengthHint(limit), ui: { validate: maxLength(limit) } });

const linkFields = [
  topBarText({ name: 'label', label: 'Text', limit: topBar.button }),
  text({ name: 'href', label: 'Goes to', description: linkTargetHint, ui: { validate: checkLinkTarget } }),
] as const;

/** A status phrase keeps the blanks the site fills in, or the status would lose its time. */
const keepsPlaceholders = (phrase: keyof StatusPhrases) => (value: string | undefined) => {
  const missing = phrasePlaceholders[phrase].filter((placeholder) => !value?.includes(placeholder));
  return missing.length > 0
    ? `Keep ${missing.join(' and ')} in the text: the site puts the ${missing.map((p) => p.slice(1, -1)).join(' and ')} there.`
    : undefined;
};

const statusPhrase = <const N extends keyof StatusPhrases>(phrase: Required<FieldNaming<N>>) =>
  text({ ...phrase, ui: { validate: keepsPlaceholders(phrase.name) } });

/** The heading, message and link home of the not-found page and of the error screen. */
const apologyFields = [
  text({ name: 'heading', label: 'Heading' }),
  text({ name: 'message', label: 'Message' }),
  text({ name: 'homeLink', label: 'Link back home' }),
] as const;

export const siteCollection = defineCollection({
  name: 'site',
  label: 'Whole site: name, menu and footer',
  path: 'content/site',
  format: 'json',
  match: { include: 'site' },
  ui: { allowedActions: { create: false, delete: false }, global: true },
  fields: [
    group({
      name: 'brand',
      label: 'Business name',
      fields: [
        topBarText({ name: 'name', label: 'Name', limit: topBar.name }),
        text({
          name: 'blurb',
          label: 'Short description',
          description: 'One or two sentences shown in the footer of every page.',
          ...textarea,
        }),
      ],
    }),
    group({
      name: 'navigation',
      label: 'Menu',
      description: 'The words used for each page in the top menu and the footer.',
      fields: [
        // One label per page of the menu, named by its route id (model/route-table.ts).
        ...menuRoutes.map((route) =>
          topBarText({ name: route.id, label: route.editorLabel, limit: topBar.page }),
        ),
        group({
          name: 'orderNow',
          label: 'Order button',
          description: 'The highlighted button at the top right of every page.',
          fields: linkFields,
        }),
      ],
    }),
    group({
      name: 'footer',
      label: 'Footer',
      fields: [
        text({ name: 'quickLinksHeading', label: 'Heading above the page links' }),
        text({ name: 'servicesHeading', label: 'Heading above the services' }),
        text({
          name: 'services',
          label: 'Services',
          description: 'One line per service, listed in the footer.',
          list: true,
        }),
        text({
          name: 'copyright',
          label: 'Copyright line',
          description: 'Shown after "© <this year>". For example: Vicolo Espresso. All rights reserved.',
        }),
        group({
          name: 'legalLinks',
          label: 'Small links at the very bottom',
          list: true,
          ui: { itemProps: itemLabel('label', 'Link') },
          fields: linkFields,
        }),
      ],
    }),
    group({
      name: 'notice',
      label: 'Notice at the top of every page',
      description:
        'One short line across the top of every page between two dates, e.g. "Closed Monday 1 December for a private event". Leave the text empty for no notice. The site is rebuilt every morning, so the notice appears on its first day and is gone after its last.',
      ui: { validate: checkSiteNotice },
      fields: [
        optionalText({ name: 'text', label: 'Text', description: 'One sentence; empty for no notice.' }),
        optionalText({
          name: 'starts',
          label: 'First day (YYYY-MM-DD)',
          description: 'The first day it shows, in the bar’s time, e.g. 2026-11-28.',
          ui: { validate: checkCalendarDay },
        }),
        optionalText({
          name: 'ends',
          label: 'Last day (YYYY-MM-DD)',
          description: 'The last day it shows, e.g. 2026-12-01.',
          ui: { validate: checkCalendarDay },
        }),
        optionalText({
          name: 'linkLabel',
          label: 'Link text (optional)',
          description: 'Words of a link after the text, e.g. See our hours.',
        }),
        optionalText({
          name: 'linkHref',
          label: 'Link goes to (optional)',
          description: linkTargetHint,
          ui: { validate: checkOptionalLinkTarget },
        }),
        text({
          name: 'dismissLabel',
          label: 'Words of the close button',
          description:
            'Read out by screen readers for the × button that hides the notice, e.g. Dismiss notice.',
        }),
      ],
    }),
    group({
      name: 'openingStatus',
      label: 'Open now: the words',
      description:
        'The line on the contact page and in the footer that says whether the bar is open, worked out in the visitor’s browser from the opening hours. Keep the blanks in curly brackets: the site fills them in.',
      fields: [
        statusPhrase({ name: 'openNow', label: 'While open', description: 'For example: Open now.' }),
        statusPhrase({
          name: 'closesAt',
          label: 'Closing time, while open',
          description: 'After "Open now". {time} becomes the closing time: closes {time}.',
        }),
        statusPhrase({
          name: 'closesIn',
          label: 'In the last half hour',
          description: '{minutes} becomes the minutes left: Closes in {minutes} minutes.',
        }),
        statusPhrase({
          name: 'closesInOneMinute',
          label: 'In the last minute',
          description: 'For example: Closes in 1 minute.',
        }),
        statusPhrase({ name: 'closed', label: 'While closed', description: 'For example: Closed.' }),
        statusPhrase({
          name: 'opensToday',
          label: 'Opening later today',
          description: 'After "Closed". {time} becomes the opening time: opens today at {time}.',
        }),
        statusPhrase({
          name: 'opensOn',
          label: 'Opening on another day',
          description: '{day} becomes the day (Monday), {time} the opening time: opens {day} at {time}.',
        }),
      ],
    }),
    group({
      name: 'notFound',
      label: 'Page not found',
      description: 'What a visitor sees when they follow a broken link.',
      fields: apologyFields,
    }),
    group({
      name: 'errorScreen',
      label: 'Something went wrong',
      description: 'Shown only if the site itself fails. Rarely seen.',
      fields: apologyFields,
    }),
    formsField,
  ],
});

export type SiteContent = DocumentOf<typeof siteCollection>;
