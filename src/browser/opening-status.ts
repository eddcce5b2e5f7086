import {
  openingStatusAttribute,
  openingStatusDataId,
  type OpeningStatusData,
} from '../components/opening-status/opening-status-data';
import { openingStatus } from '../../site/opening-status';
import { statusParts } from '../../site/status-text';
import { whenSettled } from './page-timing';

/**
 * Writes "Open now · closes 6:00 PM" into every status line of the page, from the data the
 * layout put in it (src/layout/site-layout.tsx) and the same functions the editor's preview
 * uses (site/opening-status.ts, site/status-text.ts), then again at each new minute. It starts
 * once the page is settled: the bar's clock needs `Intl`, whose first use is a long task on a
 * phone, never on the way to the first paint. The line's height is kept meanwhile.
 */
export function writeOpeningStatus(): void {
  const lines = document.querySelectorAll(`[${openingStatusAttribute}]`);
  const dataElement = document.getElementById(openingStatusDataId);
  if (lines.length === 0 || !dataElement?.textContent) return;
  const { schedule, phrases, language } = JSON.parse(dataElement.textContent) as OpeningStatusData;
  let timer: number | undefined;
  const write = () => {
    window.clearTimeout(timer);
    const parts = statusParts(openingStatus(schedule, new Date()), phrases, language);
    const text = parts.map((part) => part.text).join(' · ');
    // The same words written again would still make the browser lay the footer out again.
    for (const line of lines) if (line.textContent !== text) line.textContent = text;
    timer = window.setTimeout(write, 60_000 - (Date.now() % 60_000));
  };
  whenSettled(write);
  // A page the visitor comes back to from the browser's cache may be hours old.
  window.addEventListener('pageshow', (event) => event.persisted && write());
}
