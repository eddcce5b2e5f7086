/**
 * Whether what the page shows is the value a field of the editor holds, written
 * the way the site writes it: a price 10 as "$10", a time "06:00" as "6:00 AM",
 * markdown as its text, a picture by its file.
 */
import { formatDay, formatTime, isCalendarDay } from '#model/bar-calendar';
import { allergens, dietaryMarks, wordOf } from '#model/menu-marks';
import { formatPrice } from '#src/content/prices';

const collapsed = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Markdown's text without its marks: headings, emphasis, list markers, link targets. */
function markdownText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(?:#{1,6}|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`]/g, '');
}

export interface ShownElement {
  text: string;
  /** The picture's address when the element is (or holds) an image. */
  imageSrc: string | null;
}

export interface FieldValue {
  tag: string;
  type: string | null;
  value: string | null;
  imageSrc: string | null;
}

/** The file name of a picture without folder or extension, so resized copies still match. */
const pictureName = (src: string) =>
  src
    .split('/')
    .pop()
    ?.replace(/\.[a-z0-9]+$/i, '') ?? src;

/** A value a date picker shows ("Nov 26, 2026"). */
const pickedDate = /\b([A-Z][a-z]{2}) (\d{1,2}), (\d{4})\b/;

/** The day a date picker shows, written YYYY-MM-DD. */
function pickedDay(value: string): string {
  const [, month, day, year] = pickedDate.exec(value)!;
  return new Date(`${month} ${day}, ${year} 00:00 UTC`).toISOString().slice(0, 10);
}

/** Ticked boxes (a menu item's marks or allergens): the page writes each as its word, in a list. */
function showsTicked(text: string, value: string): boolean {
  const words = value
    .split(',')
    .filter(Boolean)
    .map((ticked) => wordOf([...dietaryMarks, ...allergens], ticked).toLowerCase());
  const shownWords = text.replace(/\.$/, '').toLowerCase().split(/,\s*/);
  return words.length === shownWords.length && words.every((word) => shownWords.includes(word));
}

/** A phrase with blanks the site fills in ("closes {time}"): the rest as written, each blank any words. */
function showsPhrase(text: string, value: string): boolean {
  const pattern = collapsed(value)
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('.+');
  return new RegExp(`^${pattern}$`).test(text);
}

/**
 * The ways the site writes a field's value other than as it is, in order: the first whose `when`
 * holds says whether the text shows the value.
 */
const writtenValues: {
  when: (value: string, field: FieldValue) => boolean;
  shows: (text: string, value: string) => boolean;
}[] = [
  { when: (_, field) => field.type === 'checkbox', shows: showsTicked },
  {
    // A date picker: the page writes the day in full ("Thursday, November 26").
    when: (value, field) => field.tag !== 'INPUT' && field.tag !== 'TEXTAREA' && pickedDate.test(value),
    shows: (text, value) => text === formatDay(pickedDay(value), 'en'),
  },
  {
    when: (value) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value),
    shows: (text, value) => text === formatTime(value),
  },
  {
    // A holiday's date, as the contact page writes it: "Fri, Dec 25".
    when: (value) => isCalendarDay(value),
    shows: (text, value) => text === formatDay(value, 'en', 'short'),
  },
  { when: (value) => /\{\w+\}/.test(value), shows: showsPhrase },
  {
    when: (value, field) => field.type === 'number' && value !== '',
    shows: (text, value) => text.includes(formatPrice(Number(value))),
  },
  {
    when: (_, field) => field.tag === 'TEXTAREA',
    shows: (text, value) => collapsed(markdownText(value)) === collapsed(markdownText(text)),
  },
];

export function showsValue(element: ShownElement, field: FieldValue): boolean {
  if (element.imageSrc !== null) {
    return field.imageSrc !== null && element.imageSrc.includes(pictureName(field.imageSrc));
  }
  const value = field.value ?? '';
  const text = collapsed(element.text);
  const written = writtenValues.find(({ when }) => when(value, field));
  return written ? written.shows(text, value) : text === collapsed(value);
}
