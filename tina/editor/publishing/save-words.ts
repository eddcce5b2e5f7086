/**
 * What the editor tells the owner about a save, in the owner's words: one line for its state, and
 * for a save that did not go live, what to do. The times and days are the owner's device's.
 */
import { formatDay } from '#model/bar-calendar';
import { lateAfterMinutes, type Save } from './saves';

export interface SaveWords {
  /** The state, in one sentence. */
  state: string;
  /** What to do, for a save that did not go live. */
  help?: string;
}

export const timeOf = (at: number, language?: string) =>
  new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(at);

export const guideSection = 'Saving and going live';

/** The one line of a save's state: "Live on the site since 10:42; shows from 8 December." */
export function stateWords(save: Save, language?: string): SaveWords {
  switch (save.state) {
    case 'local':
      return {
        state: 'Saved on this computer only: the live site does not show it.',
        help: `It goes live when it is published: see “${guideSection}” in the owner’s guide.`,
      };
    case 'waiting':
      return { state: 'Saved: going live, usually within 3–5 minutes.' };
    case 'live': {
      const since = `Live on the site since ${timeOf(save.liveSince ?? save.savedAt, language)}`;
      const shows = save.showsFrom ? `; shows from ${formatDay(save.showsFrom, language ?? 'en')}` : '';
      return { state: `${since}${shows}.` };
    }
    case 'late':
      return {
        state: `Not live after ${lateAfterMinutes} minutes.`,
        help:
          'The site has not been published with this save yet. On the deploy’s page, the last run says why: ' +
          'a value the content check refused is named at its top. Fix it here and save again, or ask your ' +
          'developer. Nothing you saved is lost.',
      };
  }
}
