import { barMoment } from '../site/bar-calendar';
import { offsetAt } from '../site/zone-offsets';
import { zoneOffsets } from './bar-offsets';

const minute = (iso: string) => Date.parse(iso) / 60_000;

describe('the bar’s offsets from the build day', () => {
  it('finds each change of the clocks to the minute', () => {
    const table = zoneOffsets('America/New_York', '2026-11-25', 400);
    expect(table.from).toEqual([
      [minute('2026-11-24T00:00:00Z'), -300],
      [minute('2027-03-14T07:00:00Z'), -240], // 2:00 AM EST becomes 3:00 AM EDT
      [minute('2027-11-07T06:00:00Z'), -300],
    ]);
    expect(table.until).toBe(minute('2027-12-30T00:00:00Z'));
  });

  it('keeps half-hour changes and zones that never change', () => {
    expect(zoneOffsets('Australia/Lord_Howe', '2026-11-25', 400).from.map(([, offset]) => offset)).toEqual([
      660, 630, 660,
    ]);
    expect(zoneOffsets('Asia/Tokyo', '2026-11-25', 400).from).toEqual([
      [minute('2026-11-24T00:00:00Z'), 540],
    ]);
  });

  it('covers the days asked for (in UTC, from the day before) and no others', () => {
    const table = zoneOffsets('Europe/Rome', '2026-11-25', 10);
    expect(offsetAt(table, new Date('2026-11-23T23:59:00Z'))).toBeUndefined();
    expect(offsetAt(table, new Date('2026-11-24T00:00:00Z'))).toBe(60);
    expect(offsetAt(table, new Date('2026-12-04T23:59:00Z'))).toBe(60);
    expect(offsetAt(table, new Date('2026-12-05T00:00:00Z'))).toBeUndefined();
  });

  it.each(['America/New_York', 'Europe/Rome', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'America/St_Johns'])(
    'reads the clock in %s exactly as Intl does, every 17 minutes and around each change',
    (zone) => {
      const table = zoneOffsets(zone, '2026-11-25', 400);
      const instants: number[] = [];
      for (let at = table.from[0]![0]; at < table.until; at += 17) instants.push(at);
      for (const [change] of table.from)
        for (let at = change - 3; at <= change + 3; at += 1) instants.push(at);
      const mismatches = instants
        .flatMap((at) => [new Date(at * 60_000), new Date(at * 60_000 + 59_999)]) // a minute's first and last millisecond
        .filter((instant) => {
          const fromTable = barMoment(instant, zone, table);
          const fromIntl = barMoment(instant, zone);
          return JSON.stringify(fromTable) !== JSON.stringify(fromIntl);
        });
      expect(mismatches).toEqual([]);
    },
  );

  it('leaves another zone, and instants past the table, to Intl', () => {
    const table = zoneOffsets('America/New_York', '2026-11-25', 10);
    // A table for New York does not answer for Tokyo: 04:00 UTC is 13:00 there.
    expect(barMoment(new Date('2026-11-26T04:00:00Z'), 'Asia/Tokyo', table).minutes).toBe(13 * 60);
    // Summer 2027 is past this short table; Intl still knows it is daylight time.
    expect(barMoment(new Date('2027-07-01T16:00:00Z'), 'America/New_York', table).minutes).toBe(12 * 60);
  });
});
