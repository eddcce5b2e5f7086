/**
 * The `<link rel="preload">` for a page's first picture (the first slide, a
 * service page's hero): the browser starts fetching the AVIF copy it will choose
 * while it is still reading the head, before it meets the `<picture>` itself.
 * React does not write one for an `<img>` inside `<picture>` (it cannot know which
 * source the browser takes), so the prerender step reads it off the page's HTML.
 */
const pictureElement = /<picture\b[^>]*>([\s\S]*?)<\/picture>/g;
/** A tag's attributes by lower-case name, values as written (still escaped). */
export const attributesOf = (tag: string): Record<string, string> =>
  Object.fromEntries(
    [...tag.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)].map((match) => [match[1]!.toLowerCase(), match[2]!]),
  );

/** The preload tag for the first `<picture>` fetched with high priority in the page's HTML, or '' if it has none. */
export function picturePreloadTag(html: string): string {
  for (const [, inside = ''] of html.matchAll(pictureElement)) {
    const img = /<img\b[^>]*>/.exec(inside)?.[0] ?? '';
    if (attributesOf(img).fetchpriority !== 'high') continue;
    const avif = [...inside.matchAll(/<source\b[^>]*>/g)]
      .map((match) => attributesOf(match[0]))
      .find((source) => source.type === 'image/avif');
    if (!avif?.srcset) return '';
    // Attribute values are copied as React escaped them, so they stay escaped here.
    return `<link rel="preload" as="image" type="image/avif" imagesrcset="${avif.srcset}" imagesizes="${avif.sizes ?? ''}" fetchpriority="high">`;
  }
  return '';
}
