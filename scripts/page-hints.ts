/**
 * The page hints (src/app/fetch-ahead/page-hints.ts) that the prerender step writes
 * into every page: for each page of the site, the files of its chunk that the shell
 * does not load, and the first picture it shows above the fold (the one fetched with
 * high priority), read off its prerendered HTML. The browser fetches them ahead when
 * a link to that page is hovered, focused, touched or in view (decision 015).
 */
import type { RoutedPageId } from '../site/route-table';
import type { HintedPicture, PageHints } from '../src/app/fetch-ahead/page-hints';
import { pageHintsId } from '../src/app/fetch-ahead/page-hints';
import { attributesOf } from './picture-preload';

export interface HintedPage {
  id: RoutedPageId;
  /** Root-relative script and style files the page needs beyond the shell's. */
  files: readonly string[];
  /** The page's prerendered root element. */
  html: string;
}

/** React escapes these in attribute values; the hints hold the values themselves. */
const entities: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};
const unescape = (value: string) =>
  value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => entities[entity]!);

/** A `<picture>` with its content, or an `<img>` outside one, in the order of the page. */
const pictureOrImage = /<picture\b[^>]*>([\s\S]*?)<\/picture>|<img\b[^>]*>/g;

/** The first picture the page fetches with high priority (its first slide, its hero), or undefined. */
export function firstPictureOf(html: string): HintedPicture | undefined {
  for (const [whole, inside] of html.matchAll(pictureOrImage)) {
    const img = attributesOf(inside === undefined ? whole : (/<img\b[^>]*>/.exec(inside)?.[0] ?? ''));
    if (img.fetchpriority !== 'high' || img.src === undefined) continue;
    const sources = [...(inside ?? '').matchAll(/<source\b[^>]*>/g)]
      .map((match) => attributesOf(match[0]))
      .filter((source) => source.type !== undefined && source.srcset !== undefined)
      .map((source) => ({ type: unescape(source.type!), srcset: unescape(source.srcset!) }));
    return {
      src: unescape(img.src),
      ...(img.srcset === undefined ? {} : { srcset: unescape(img.srcset) }),
      ...(img.sizes === undefined ? {} : { sizes: unescape(img.sizes) }),
      ...(sources.length === 0 ? {} : { sources }),
    };
  }
  return undefined;
}

/** The hints of every page but the not-found page (no link leads there on purpose). */
export function pageHintsOf(pages: readonly HintedPage[]): PageHints {
  const hints: PageHints = {};
  for (const page of pages) {
    if (page.id === 'notFound') continue;
    const picture = firstPictureOf(page.html);
    hints[page.id] = { files: [...page.files], ...(picture ? { picture } : {}) };
  }
  return hints;
}

/** The hints as the data element every page carries; `<` is escaped so no value can close the element. */
export function pageHintsTag(hints: PageHints): string {
  const json = JSON.stringify(hints).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${pageHintsId}">${json}</script>`;
}
