/**
 * The bar's clock as a table: how far ahead of UTC (or behind) its time zone is, from which
 * minute to which, over the year after the build (scripts/bar-offsets.ts writes it). With it a
 * visitor's browser reads the bar's clock by arithmetic. The first use of `Intl` in a page
 * costs a phone tens of milliseconds in one go, during the page's start-up, when every page
 * works out "open now" (docs/decisions/017-short-tasks-at-start-up.md). An instant
 * outside the table, or another zone (the owner changing it in the editor), asks `Intl`.
 */
export interface ZoneOffsets {
  /** The IANA time zone the table is for, e.g. America/New_York. */
  readonly zone: string;
  /**
   * `[minute, offset]`, in order: from that minute since 1970 (UTC) on, the zone's clocks are
   * `offset` minutes ahead of UTC (-300 in a New York winter). The first entry starts the table.
   */
  readonly from: readonly (readonly [number, number])[];
  /** The first minute since 1970 (UTC) the table no longer covers. */
  readonly until: number;
}

/** Minutes the zone is ahead of UTC at the instant, or `undefined` where the table does not reach. */
export function offsetAt(offsets: ZoneOffsets, instant: Date): number | undefined {
  const minute = instant.getTime() / 60_000;
  let offset: number | undefined;
  if (minute < offsets.until) for (const [start, ahead] of offsets.from) if (minute >= start) offset = ahead;
  return offset;
}
