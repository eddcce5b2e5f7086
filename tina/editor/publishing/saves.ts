/**
 * Where each of the owner's saves stands, from the site's statement of what it holds
 * (model/published-statement.ts). Plain data and functions of it, so that the states are tested
 * with a clock of the test's own (saves.test.ts). Why these rules: docs/decisions/032-is-my-save-live.md.
 */
import type { PublishedStatement } from '#model/published-statement';

/**
 * - `local`: saved on this computer (`npm start`): it goes live only when it is published.
 * - `waiting`: saved to the site's repository; its deploy has not put it on the site yet.
 * - `live`: the site shows it.
 * - `late`: not live after `lateAfterMinutes`; still watched, in case it comes.
 */
export type SaveState = 'local' | 'waiting' | 'live' | 'late';

export interface Save {
  /** The document's file: `content/pages/menu.json`. */
  file: string;
  /** The document's name in the editor's menu: "Menu page". */
  title: string;
  /** Its values' digest, as saved (model/content-digest.ts). */
  digest: string;
  /** When the owner saved, by the editor's clock (ms since 1970). */
  savedAt: number;
  /** The build the site served when the owner saved, if it could be read: the save is not in it. */
  buildAtSave?: string;
  /** The bar's day the saved change first shows on the site, if later than the day it went live. */
  showsFrom?: string;
  state: SaveState;
  /** When the editor first saw the site show it. */
  liveSince?: number;
}

/** How long a deploy takes at most before the owner should be told to look (3 to 5 minutes usually). */
export const lateAfterMinutes = 15;
const lateAfterMs = lateAfterMinutes * 60_000;

/**
 * A build made this long before a save, by the build's clock against the editor's, cannot hold it:
 * room for two clocks that disagree by a few minutes.
 */
const clocksApartMs = 10 * 60_000;

/** How many saves the editor remembers, and for how long once it no longer waits on them. */
const remembered = 12;
const keptForMs = 24 * 60 * 60_000;

/** The list with a new save first; a later save of a document takes over from an earlier one. */
export function withSave(saves: readonly Save[], save: Save): Save[] {
  return [save, ...saves.filter((earlier) => earlier.file !== save.file)].slice(0, remembered);
}

/**
 * Whether the statement's build holds the save: a build other than the one the site served when
 * the owner saved, made after the save, whose document has the saved values. So the morning's
 * build, or a save the owner undid (its values are the ones the site already showed), is never
 * taken for the save's own deploy.
 */
export function holdsSave(statement: PublishedStatement, save: Save): boolean {
  return (
    statement.documents[save.file] === save.digest &&
    statement.buildId !== save.buildAtSave &&
    Date.parse(statement.builtAt) >= save.savedAt - clocksApartMs
  );
}

/**
 * The saves after reading the site's statement at `now`. Those it holds are live from now on; a
 * live one whose document the site now shows with other values (an earlier save's deploy that came
 * last) is going live again, so the editor never says "live" of what the site does not show.
 */
export function withStatement(saves: readonly Save[], statement: PublishedStatement, now: number): Save[] {
  return saves.map((save): Save => {
    if ((save.state === 'waiting' || save.state === 'late') && holdsSave(statement, save)) {
      return { ...save, state: 'live', liveSince: now };
    }
    if (save.state === 'live' && statement.documents[save.file] !== save.digest) {
      const { liveSince, ...rest } = save;
      return { ...rest, state: 'waiting' };
    }
    return save;
  });
}

/** The saves at `now`: those waiting past the limit are late. */
export function withTime(saves: readonly Save[], now: number): Save[] {
  return saves.map((save) =>
    save.state === 'waiting' && now - save.savedAt >= lateAfterMs ? { ...save, state: 'late' } : save,
  );
}

/** The saves worth keeping at `now`: those of the last day, and any older one still going live. */
export function recentSaves(saves: readonly Save[], now: number): Save[] {
  return saves.filter(
    (save) => now - save.savedAt < keptForMs || save.state === 'waiting' || save.state === 'late',
  );
}

/**
 * Whether any save still needs the site's statement read: one not live yet, or one live for less than
 * the limit (an earlier save's deploy could still come after it).
 */
export const anyWatched = (saves: readonly Save[], now: number) =>
  saves.some(
    (save) =>
      save.state === 'waiting' ||
      save.state === 'late' ||
      (save.state === 'live' && now - save.savedAt < lateAfterMs),
  );
