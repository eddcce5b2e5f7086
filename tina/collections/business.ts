import { checkEmailAddress } from '../rules/email-address';
import { checkHttpsAddress } from '../rules/https-address';
import { checkCalendarDay, checkTimeZone } from '../rules/calendar';
import { checkDays, checkOpeningHours } from '../rules/opening-hours';
import { checkPhoneNumber } from '../rules/phone-number';
import { checkSpecialHours } from '../rules/special-hours';
import { defineCollection, type DocumentOf } from '../schema-kit';
import { weekdays } from '../../site/bar-calendar';

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
    {
      type: 'object',
      name: 'address',
      label: 'Address',
      required: true,
      fields: [
        { type: 'string', name: 'street', label: 'Street and number', required: true },
        { type: 'string', name: 'locality', label: 'Village or town', required: true },
        { type: 'string', name: 'region', label: 'State or region', required: true },
        { type: 'string', name: 'postalCode', label: 'Postcode', required: true },
        {
          type: 'string',
          name: 'country',
          label: 'Country code',
          description: 'Two letters, e.g. US.',
          required: true,
        },
        {
          type: 'string',
          name: 'mapUrl',
          label: 'Map link',
          description:
            'The web address of the bar on a map service; opens in a new tab. Copy it from the browser: it starts with https://.',
          required: true,
          ui: { validate: checkHttpsAddress },
        },
      ],
    },
    {
      type: 'string',
      name: 'phone',
      label: 'Phone number',
      description:
        'As visitors should read it, with the country code, e.g. +1 (555) 014-2200. Only digits, spaces and + ( ) - . are allowed.',
      required: true,
      ui: { validate: checkPhoneNumber },
    },
    {
      type: 'string',
      name: 'email',
      label: 'Email address',
      description: 'Where visitors write to, e.g. ciao@vicoloespresso.com.',
      required: true,
      ui: { validate: checkEmailAddress },
    },
    {
      type: 'string',
      name: 'timeZone',
      label: 'Time zone of the bar',
      description:
        'Its IANA name, such as America/New_York or Europe/Rome. "Open now" is worked out in this time, wherever the visitor is.',
      required: true,
      ui: { validate: checkTimeZone },
    },
    {
      type: 'string',
      name: 'priceRange',
      label: 'Price range',
      description: 'For search engines: $ (inexpensive) to $$$$ (very expensive).',
      required: true,
      options: ['$', '$$', '$$$', '$$$$'],
    },
    {
      type: 'object',
      name: 'hours',
      label: 'Opening hours',
      description:
        'One line per group of days with the same hours. Each day in one line only; each line closes after it opens.',
      list: true,
      required: true,
      ui: {
        itemProps: (item) => ({ label: String(item.label ?? 'Opening hours') }),
        defaultItem: { label: 'Mon-Fri', days: ['Monday'], opens: '06:00', closes: '18:00' },
        validate: checkOpeningHours,
      },
      fields: [
        {
          type: 'string',
          name: 'label',
          label: 'Days as shown',
          description: 'For example: Mon-Fri.',
          required: true,
        },
        {
          type: 'string',
          name: 'days',
          label: 'Days',
          description: 'At least one day.',
          list: true,
          required: true,
          options: weekdays,
          ui: { validate: checkDays },
        },
        {
          type: 'string',
          name: 'opens',
          label: 'Opens at (HH:MM, 24-hour)',
          required: true,
          ui: { validate: checkTime },
        },
        {
          type: 'string',
          name: 'closes',
          label: 'Closes at (HH:MM, 24-hour)',
          required: true,
          ui: { validate: checkTime },
        },
      ],
    },
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
        {
          type: 'string',
          name: 'date',
          label: 'Date (YYYY-MM-DD)',
          description: 'For example 2026-12-25.',
          required: true,
          ui: { validate: checkCalendarDay },
        },
        {
          type: 'boolean',
          name: 'closed',
          label: 'Closed all day',
          description:
            'Tick for a day the bar is closed; leave it off and give the hours below for other hours.',
        },
        {
          type: 'string',
          name: 'opens',
          label: 'Opens at (HH:MM, 24-hour)',
          description: 'Only for a day with other hours.',
          ui: { validate: checkOptionalTime },
        },
        {
          type: 'string',
          name: 'closes',
          label: 'Closes at (HH:MM, 24-hour)',
          description: 'Only for a day with other hours.',
          ui: { validate: checkOptionalTime },
        },
        {
          type: 'string',
          name: 'note',
          label: 'Note (optional)',
          description: 'Shown beside the date, e.g. Christmas Day or Private event.',
        },
      ],
    },
    {
      type: 'object',
      name: 'social',
      label: 'Social media profiles',
      list: true,
      required: true,
      ui: { itemProps: (item) => ({ label: String(item.network ?? 'Profile') }) },
      fields: [
        {
          type: 'string',
          name: 'network',
          label: 'Network',
          required: true,
          options: ['Instagram', 'Facebook', 'TikTok', 'LinkedIn'],
        },
        {
          type: 'string',
          name: 'url',
          label: 'Profile address',
          description: 'The web address of the profile, starting with https://.',
          required: true,
          ui: { validate: checkHttpsAddress },
        },
      ],
    },
  ],
});

export type BusinessContent = DocumentOf<typeof businessCollection>;
export type OpeningHours = BusinessContent['hours'][number];
export type SpecialHoursLine = NonNullable<BusinessContent['specialHours']>[number];
