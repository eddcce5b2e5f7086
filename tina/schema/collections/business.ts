import { checkEmailAddress } from '#tina/schema/rules/email-address';
import { checkHttpsAddress } from '#tina/schema/rules/https-address';
import { checkCalendarDay, checkTimeZone } from '#tina/schema/rules/calendar';
import { checkDays, checkOpeningHours } from '#tina/schema/rules/opening-hours';
import { checkPhoneNumber } from '#tina/schema/rules/phone-number';
import { checkSpecialHours } from '#tina/schema/rules/special-hours';
import {
  defineCollection,
  group,
  itemLabel,
  optionalText,
  text,
  type DocumentOf,
} from '#tina/schema/schema-kit';
import { weekdays } from '#model/bar-calendar';

const timeOfDay = /^([01]\d|2[0-3]):[0-5]\d$/;
const checkTime = (value: string) =>
  timeOfDay.test(value) ? undefined : 'Write the time as HH:MM, 24-hour (e.g. 06:00 or 18:30).';
/** Tomorrow on this computer's calendar, YYYY-MM-DD: the date a new holiday line starts with. */
const tomorrow = () => {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  return [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((n) => String(n).padStart(2, '0'))
    .join('-');
};

/** An optional time: empty is fine (a closed day has none). */
const checkOptionalTime = (value: string | undefined) => (value ? checkTime(value) : undefined);

/**
 * Facts about the business that several places show: the contact page, the
 * footer, and the structured data that search engines read. One source, so
 * the opening hours can never disagree with each other.
 */
export const businessCollection = defineCollection({
  name: 'business',
  label: 'Address, phone, opening hours',
  path: 'content/site',
  format: 'json',
  match: { include: 'business' },
  ui: { allowedActions: { create: false, delete: false }, global: true },
  fields: [
    group({
      name: 'address',
      label: 'Address',
      fields: [
        text({ name: 'street', label: 'Street and number' }),
        text({ name: 'locality', label: 'Village or town' }),
        text({ name: 'region', label: 'State or region' }),
        text({ name: 'postalCode', label: 'Postcode' }),
        text({ name: 'country', label: 'Country code', description: 'Two letters, e.g. US.' }),
        text({
          name: 'mapUrl',
          label: 'Map link',
          description:
            'The web address of the bar on a map service; opens in a new tab. Copy it from the browser: it starts with https://.',
          ui: { validate: checkHttpsAddress },
        }),
      ],
    }),
    text({
      name: 'phone',
      label: 'Phone number',
      description:
        'As visitors should read it, with the country code, e.g. +1 (555) 014-2200. Only digits, spaces and + ( ) - . are allowed.',
      ui: { validate: checkPhoneNumber },
    }),
    text({
      name: 'email',
      label: 'Email address',
      description: 'Where visitors write to, e.g. ciao@vicoloespresso.com.',
      ui: { validate: checkEmailAddress },
    }),
    text({
      name: 'timeZone',
      label: 'Time zone of the bar',
      description:
        'Its IANA name, such as America/New_York or Europe/Rome. "Open now" is worked out in this time, wherever the visitor is.',
      ui: { validate: checkTimeZone },
    }),
    text({
      name: 'priceRange',
      label: 'Price range',
      description: 'For search engines: $ (inexpensive) to $$$$ (very expensive).',
      options: ['$', '$$', '$$$', '$$$$'],
    }),
    group({
      name: 'hours',
      label: 'Opening hours',
      description:
        'One line per group of days with the same hours. Each day in one line only; each line closes after it opens.',
      list: true,
      ui: {
        itemProps: itemLabel('label', 'Opening hours'),
        defaultItem: { label: 'Mon-Fri', days: ['Monday'], opens: '06:00', closes: '18:00' },
        validate: checkOpeningHours,
      },
      fields: [
        text({ name: 'label', label: 'Days as shown', description: 'For example: Mon-Fri.' }),
        text({
          name: 'days',
          label: 'Days',
          description: 'At least one day.',
          list: true,
          options: weekdays,
          ui: { validate: checkDays },
        }),
        text({ name: 'opens', label: 'Opens at (HH:MM, 24-hour)', ui: { validate: checkTime } }),
        text({ name: 'closes', label: 'Closes at (HH:MM, 24-hour)', ui: { validate: checkTime } }),
      ],
    }),
    {
      type: 'object',
      name: 'specialHours',
      label: 'Holiday and special hours',
      description:
        'Dates when the bar is closed or keeps other hours, e.g. 2026-12-25 closed for Christmas Day. They show on the contact page until the day has passed, "open now" follows them, and search engines read them. Each date once.',
      list: true,
      ui: {
        itemProps: (item) => ({
          label: `${String(item.date ?? 'Date')}${item.closed ? ' (closed)' : ''}${item.note ? `: ${String(item.note)}` : ''}`,
        }),
        // A new line must be valid as it comes: the editor will not open a line of an invalid list,
        // so a default date already in the list would leave the owner stuck. Tomorrow rarely is.
        defaultItem: () => ({ date: tomorrow(), closed: true }),
        validate: checkSpecialHours,
      },
      fields: [
        text({
          name: 'date',
          label: 'Date (YYYY-MM-DD)',
          description: 'For example 2026-12-25.',
          ui: { validate: checkCalendarDay },
        }),
        {
          type: 'boolean',
          name: 'closed',
          label: 'Closed all day',
          description:
            'Tick for a day the bar is closed; leave it off and give the hours below for other hours.',
        },
        optionalText({
          name: 'opens',
          label: 'Opens at (HH:MM, 24-hour)',
          description: 'Only for a day with other hours.',
          ui: { validate: checkOptionalTime },
        }),
        optionalText({
          name: 'closes',
          label: 'Closes at (HH:MM, 24-hour)',
          description: 'Only for a day with other hours.',
          ui: { validate: checkOptionalTime },
        }),
        optionalText({
          name: 'note',
          label: 'Note (optional)',
          description: 'Shown beside the date, e.g. Christmas Day or Private event.',
        }),
      ],
    },
    group({
      name: 'social',
      label: 'Social media profiles',
      list: true,
      ui: { itemProps: itemLabel('network', 'Profile') },
      fields: [
        text({ name: 'network', label: 'Network', options: ['Instagram', 'Facebook', 'TikTok', 'LinkedIn'] }),
        text({
          name: 'url',
          label: 'Profile address',
          description: 'The web address of the profile, starting with https://.',
          ui: { validate: checkHttpsAddress },
        }),
      ],
    }),
  ],
});

export type BusinessContent = DocumentOf<typeof businessCollection>;
export type SpecialHoursLine = NonNullable<BusinessContent['specialHours']>[number];
