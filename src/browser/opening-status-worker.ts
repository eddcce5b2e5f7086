/**
 * Works out the bar's status line off the page's main thread, for src/browser/opening-status.ts. The first
 * use of `Intl` in a page sets up the browser's locale and time-zone data: about 200 ms of a slow phone's CPU
 * in one piece (CPU 4× slower here), the page's longest task. In a worker the page stays free to answer a tap
 * meanwhile. The page sends the moment (its clock, which the tests can set) and the data; the worker sends
 * back the words, from the same functions the build's render and the editor's preview use.
 */
import type { OpeningStatusData } from '#src/components/opening-status/opening-status-data';
import { openingStatus } from '#model/opening-status';
import { statusParts } from '#model/status-text';

export interface StatusQuestion {
  data: OpeningStatusData;
  /** The page's `Date.now()`. */
  now: number;
}

// This file runs as a dedicated worker, whose `postMessage` takes no target origin.
const page = self as unknown as { postMessage(text: string): void };

self.onmessage = ({ data: { data, now } }: MessageEvent<StatusQuestion>) => {
  const parts = statusParts(openingStatus(data.schedule, new Date(now)), data.phrases, data.language);
  page.postMessage(parts.map((part) => part.text).join(' · '));
};
