import type { PublishedStatement } from '#model/published-statement';
import { anyWatched, holdsSave, recentSaves, withSave, withStatement, withTime, type Save } from './saves';

const minutes = (count: number) => count * 60_000;
const savedAt = Date.parse('2026-12-06T10:40:00Z');

const save: Save = {
  file: 'content/pages/office-fuel.json',
  title: 'Office Fuel page',
  digest: 'saved-values',
  savedAt,
  buildAtSave: 'build-before',
  state: 'waiting',
};

const statement = (overrides: Partial<PublishedStatement>): PublishedStatement => ({
  buildId: 'build-after',
  builtAt: new Date(savedAt + minutes(2)).toISOString(),
  timeZone: 'America/New_York',
  documents: { 'content/pages/office-fuel.json': 'saved-values', 'content/pages/menu.json': 'menu' },
  ...overrides,
});

describe('where a save stands', () => {
  test('it waits until the site serves a build that holds it, and is live from the moment the editor sees it', () => {
    const old = statement({
      buildId: 'build-before',
      documents: { 'content/pages/office-fuel.json': 'old-values' },
    });
    expect(withStatement([save], old, savedAt + minutes(1))[0]!.state).toBe('waiting');
    const [live] = withStatement([save], statement({}), savedAt + minutes(4));
    expect(live).toMatchObject({ state: 'live', liveSince: savedAt + minutes(4) });
  });

  test('the build the site served at the save never holds it, even with the same values (a save the owner undid)', () => {
    const undone = statement({ buildId: 'build-before' });
    expect(holdsSave(undone, save)).toBe(false);
    expect(withStatement([save], undone, savedAt + minutes(1))[0]!.state).toBe('waiting');
  });

  test('a build made well before the save does not hold it (the morning’s, built before the owner saved)', () => {
    const morning = statement({ builtAt: new Date(savedAt - minutes(60)).toISOString() });
    expect(holdsSave(morning, save)).toBe(false);
  });

  test('past 15 minutes it is late, and still goes live if its deploy comes after all', () => {
    expect(withTime([save], savedAt + minutes(14))[0]!.state).toBe('waiting');
    const [late] = withTime([save], savedAt + minutes(15));
    expect(late!.state).toBe('late');
    expect(withStatement([late!], statement({}), savedAt + minutes(20))[0]!.state).toBe('live');
  });

  test('a live save goes back to going live when the site shows other values (an earlier save’s deploy came last)', () => {
    const [live] = withStatement([save], statement({}), savedAt + minutes(3));
    const earlier = statement({
      buildId: 'build-earlier',
      documents: { 'content/pages/office-fuel.json': 'earlier' },
    });
    const [back] = withStatement([live!], earlier, savedAt + minutes(4));
    expect(back!.state).toBe('waiting');
    expect(back!.liveSince).toBeUndefined();
  });

  test('a later save of a document takes over from an earlier one; other documents keep theirs', () => {
    const menu: Save = { ...save, file: 'content/pages/menu.json', title: 'Menu page' };
    const later: Save = { ...save, digest: 'later-values', savedAt: savedAt + minutes(1) };
    expect(withSave(withSave([save], menu), later)).toEqual([later, menu]);
  });

  test('a saved-locally save is never live, and the editor stops reading the site when nothing waits', () => {
    const local: Save = { ...save, state: 'local' };
    expect(withStatement([local], statement({}), savedAt + minutes(3))[0]!.state).toBe('local');
    expect(withTime([local], savedAt + minutes(30))[0]!.state).toBe('local');
    expect(anyWatched([local], savedAt)).toBe(false);
    expect(anyWatched([save], savedAt)).toBe(true);
    const [live] = withStatement([save], statement({}), savedAt + minutes(3));
    expect(anyWatched([live!], savedAt + minutes(5))).toBe(true);
    expect(anyWatched([live!], savedAt + minutes(16))).toBe(false);
  });

  test('saves of the last day are kept, older ones only while they still wait', () => {
    const yesterday = { ...save, savedAt: savedAt - minutes(25 * 60), state: 'live' as const };
    const stillWaiting = { ...yesterday, state: 'late' as const, file: 'content/site/site.json' };
    expect(recentSaves([save, yesterday, stillWaiting], savedAt)).toEqual([save, stillWaiting]);
  });
});
