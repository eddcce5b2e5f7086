import type { BarSchedule } from '#model/opening-status';
import type { StatusPhrases } from '#model/status-text';

/**
 * What the public page's script needs to write the bar's status (src/browser/opening-status.ts):
 * the page carries it as a data block with this id, written by the layout from the content.
 */
export interface OpeningStatusData {
  schedule: BarSchedule;
  phrases: StatusPhrases;
  /** The site's language, for a weekday or date in the status. */
  language: string;
}

export const openingStatusDataId = 'opening-status-data';

/** On each element the status is written into; its line's height is kept from the first paint. */
export const openingStatusAttribute = 'data-opening-status';
