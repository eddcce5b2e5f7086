/**
 * The words of the bar's status ("Open now · closes 6:00 PM"), from the owner's phrases in
 * content/site/site.json. Each part names the phrase it came from, so the visual editor can
 * open that phrase when the owner clicks it.
 */
import { formatDay, formatTime } from './bar-calendar';
import type { OpeningStatus } from './opening-status';

/** Each phrase of the status, and the placeholders it must keep (for the content rule). */
export const phrasePlaceholders = {
  openNow: [],
  closesAt: ['{time}'],
  closesIn: ['{minutes}'],
  closesInOneMinute: [],
  closed: [],
  opensToday: ['{time}'],
  opensOn: ['{day}', '{time}'],
} as const satisfies Record<string, readonly string[]>;

export type StatusPhrases = Record<keyof typeof phrasePlaceholders, string>;

export interface StatusPart {
  phrase: keyof StatusPhrases;
  text: string;
}

/** In the last half hour the status counts down instead. */
export const countdownMinutes = 30;

/** A next opening within a week is named by its weekday alone; further off, by its date as well. */
const weekdayOnlyWithin = 6;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

export function statusParts(status: OpeningStatus, phrases: StatusPhrases, language: string): StatusPart[] {
  const part = (phrase: keyof StatusPhrases, values: Record<string, string> = {}): StatusPart => ({
    phrase,
    text: fill(phrases[phrase], values),
  });
  if (status.open) {
    if (status.minutesLeft <= countdownMinutes) {
      return [
        status.minutesLeft === 1
          ? part('closesInOneMinute')
          : part('closesIn', { minutes: String(status.minutesLeft) }),
      ];
    }
    return [part('openNow'), part('closesAt', { time: formatTime(status.closes) })];
  }
  const { next } = status;
  if (!next) {
    return [part('closed')];
  }
  const time = formatTime(next.opens);
  if (next.daysAhead === 0) {
    return [part('closed'), part('opensToday', { time })];
  }
  const day =
    next.daysAhead <= weekdayOnlyWithin
      ? formatDay(next.day, language, 'weekday')
      : formatDay(next.day, language);
  return [part('closed'), part('opensOn', { day, time })];
}
