import {
  openingStatusAttribute,
  openingStatusDataId,
  type OpeningStatusData,
} from '#src/components/opening-status/opening-status-data';
import type { StatusQuestion } from './opening-status-worker';
import { whenSettled } from './page-timing';

/**
 * Writes "Open now · closes 6:00 PM" into every status line of the page, from the data the layout put in it
 * (src/layout/site-layout.tsx), then again at each new minute. The words are worked out in a worker
 * (opening-status-worker.ts), which starts once the page is settled: the bar's clock needs `Intl`, whose
 * first use is a long task on a phone, never on the page's main thread. The line's height is kept meanwhile;
 * without workers it stays empty, as without JavaScript.
 */
export function writeOpeningStatus(): void {
  const lines = document.querySelectorAll(`[${openingStatusAttribute}]`);
  const dataElement = document.getElementById(openingStatusDataId);
  if (lines.length === 0 || !dataElement?.textContent || !window.Worker) {
    return;
  }
  const data = JSON.parse(dataElement.textContent) as OpeningStatusData;
  let worker: Worker | undefined;
  let timer: number | undefined;
  const ask = () => {
    window.clearTimeout(timer);
    if (!worker) {
      worker = new Worker(
        /* webpackChunkName: "opening-status" */ new URL('./opening-status-worker.ts', import.meta.url),
      );
      worker.onmessage = ({ data: text }: MessageEvent<string>) => {
        // The same words written again would still make the browser lay the footer out again.
        for (const line of lines) {
          if (line.textContent !== text) {
            line.textContent = text;
          }
        }
      };
    }
    worker.postMessage({ data, now: Date.now() } satisfies StatusQuestion);
    timer = window.setTimeout(ask, 60_000 - (Date.now() % 60_000));
  };
  whenSettled(ask);
  // A page the visitor comes back to from the browser's cache may be hours old.
  window.addEventListener('pageshow', (event) => event.persisted && ask());
}
