/**
 * The owner's recent saves and where each stands, kept in the browser (a save still going live is
 * there when the phone opens the editor again), and the reading of the site's statement that moves
 * them on: now, every `checkEveryMs` while one waits, and when the editor comes back into view.
 * Each change of a save's state is said once, politely, to a screen reader.
 */
import { isPublishedStatement, statementPath, type PublishedStatement } from '#model/published-statement';
import { anyWatched, recentSaves, withSave, withStatement, withTime, type Save } from './saves';
import { stateWords } from './save-words';

const storageKey = 'vicolo-editor-saves';
/** How often the site's statement is read while a save waits. */
export const checkEveryMs = 20_000;

type Listener = () => void;

function readKept(): Save[] {
  try {
    const kept = JSON.parse(localStorage.getItem(storageKey) ?? '[]') as unknown;
    return Array.isArray(kept) ? (kept as Save[]) : [];
  } catch {
    return [];
  }
}

let saves: Save[] = [];
/** Where the site's deploy shows its runs, as the last statement read says (its developer sets it). */
let deployPage: string | undefined;
const listeners = new Set<Listener>();
let timer: ReturnType<typeof setInterval> | undefined;

/** A polite live region of the editor's own, outside React: each state change is said once. */
function announce(text: string) {
  let region = document.querySelector<HTMLElement>('[data-save-announcer]');
  if (!region) {
    region = Object.assign(document.createElement('div'), { className: 'editor-visually-hidden' });
    region.setAttribute('role', 'status');
    region.dataset.saveAnnouncer = '';
    document.body.append(region);
  }
  region.textContent = text;
}

function announceChanges(before: readonly Save[], after: readonly Save[]) {
  const changed = after.filter((save) => {
    const was = before.find((earlier) => earlier.file === save.file && earlier.savedAt === save.savedAt);
    return was && was.state !== save.state;
  });
  if (changed.length > 0) {
    announce(changed.map((save) => `${save.title}: ${stateWords(save, navigator.language).state}`).join(' '));
  }
}

function set(next: Save[]) {
  announceChanges(saves, next);
  saves = next;
  localStorage.setItem(storageKey, JSON.stringify(saves));
  listeners.forEach((listener) => listener());
  keepChecking();
}

/** The site's statement as it is now, past every cache (GitHub Pages keeps files for 10 minutes). */
export async function readStatement(): Promise<PublishedStatement | undefined> {
  try {
    const response = await fetch(`${statementPath}?at=${Date.now()}`, { cache: 'no-store' });
    const statement = response.ok ? ((await response.json()) as unknown) : undefined;
    return isPublishedStatement(statement) ? statement : undefined;
  } catch {
    return undefined;
  }
}

async function check() {
  const statement = await readStatement();
  deployPage = statement?.deployPage ?? deployPage;
  const now = Date.now();
  set(withTime(statement ? withStatement(saves, statement, now) : saves, now));
}

function keepChecking() {
  const watched = anyWatched(saves, Date.now());
  if (watched && !timer) {
    timer = setInterval(() => void check(), checkEveryMs);
  } else if (!watched && timer) {
    clearInterval(timer);
    timer = undefined;
  }
}

export const saveWatch = {
  /** The saves, newest first. */
  current: () => saves,
  deployPage: () => deployPage,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  record(save: Save) {
    set(withSave(saves, save));
    announce(`${save.title}: ${stateWords(save, navigator.language).state}`);
  },
  /** Starts with the saves kept in the browser, and reads the site at once for them. */
  start() {
    saves = recentSaves(readKept(), Date.now());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible' && anyWatched(saves, Date.now())) {
        void check();
      }
    });
    if (anyWatched(saves, Date.now())) {
      void check();
    }
  },
};
