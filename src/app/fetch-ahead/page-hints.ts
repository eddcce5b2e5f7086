/**
 * What the browser may fetch ahead for each page of the site, written into every
 * prerendered page by the build (scripts/page-hints.ts) and read by
 * `fetchAhead()` (fetch-ahead.ts). The build knows what a page needs before
 * anyone asks: its chunk's files, and the first picture it shows. See
 * docs/decisions/015-fetch-ahead.md.
 */
import type { RoutedPageId } from '../../../site/route-table';

/** The first picture a page shows above the fold, as its `<img>` and `<source>`s say (unescaped). */
export interface HintedPicture {
  src: string;
  srcset?: string;
  sizes?: string;
  /** The AVIF and WebP `<source>`s of its `<picture>`, in order; none for a drawing shown as it is. */
  sources?: { type: string; srcset: string }[];
}

export interface PageHint {
  /** The page's own script and style files (those the shell does not already load), root-relative. */
  files: string[];
  picture?: HintedPicture;
}

export type PageHints = Partial<Record<RoutedPageId, PageHint>>;

/** The id of the `<script type="application/json">` that holds the hints in every page. */
export const pageHintsId = 'page-hints';
