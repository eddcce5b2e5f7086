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

export function showsValue(element: ShownElement, field: FieldValue): boolean {
  if (element.imageSrc !== null) {
    return field.imageSrc !== null && element.imageSrc.includes(pictureName(field.imageSrc));
  }
  const value = field.value ?? '';
  const text = collapsed(element.text);
  // Ticked boxes (a menu item's marks or allergens): the page writes each as its word, in a list.
  if (field.type === 'checkbox') {
    const words = value
      .split(',')
      .filter(Boolean)
      .map((ticked) => wordOf([...dietaryMarks, ...allergens], ticked).toLowerCase());
    const shownWords = text.replace(/\.$/, '').toLowerCase().split(/,\s*/);
    return words.length === shownWords.length && words.every((word) => shownWords.includes(word));
  }
  // A date picker ("Nov 26, 2026"): the page writes the day in full ("Thursday, November 26").
  const picked = /\b([A-Z][a-z]{2}) (\d{1,2}), (\d{4})\b/.exec(value);
  if (field.tag !== 'INPUT' && field.tag !== 'TEXTAREA' && picked) {
    const day = new Date(`${picked[1]} ${picked[2]}, ${picked[3]} 00:00 UTC`).toISOString().slice(0, 10);
    return text === formatDay(day, 'en');
  }
  if (/^([01]\d|2[0-3]):[0-5]\d$/.test(value)) {
    return text === formatTime(value);
  }
  // A holiday's date, as the contact page writes it: "Fri, Dec 25".
  if (isCalendarDay(value)) {
    return text === formatDay(value, 'en', 'short');
  }
  // A phrase with blanks the site fills in ("closes {time}"): the rest as written, each blank any words.
  if (/\{\w+\}/.test(value)) {
    const pattern = collapsed(value)
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('.+');
    return new RegExp(`^${pattern}$`).test(text);
  }
  if (field.type === 'number' && value !== '') {
    return text.includes(formatPrice(Number(value)));
  }
  if (field.tag === 'TEXTAREA') {
    return collapsed(markdownText(value)) === collapsed(markdownText(text));
  }
  return text === collapsed(value);
}
