/**
 * An SVG is a document that can run code: a `<script>`, an `onload`, a `javascript:` link or HTML inside
 * `<foreignObject>` runs on the site's own origin when the file is opened by its address, and a host without
 * the site's headers (GitHub Pages) does not stop it. The check refuses such a drawing rather than cleaning
 * it, so what is published is what was uploaded. It reads the text as a browser would after decoding
 * character references, and refuses what it cannot be sure of (a DOCTYPE, which can declare entities).
 */
import fs from 'node:fs';
import path from 'node:path';

/** Numeric and the few named character references, decoded, so `java&#x73;cript:` is seen. */
function decodeReferences(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_whole, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_whole, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(
      /&(colon|tab|newline);/gi,
      (_whole, name: string) => ({ colon: ':', tab: '\t', newline: '\n' })[name.toLowerCase()] ?? '',
    );
}

// eslint-disable-next-line no-control-regex -- browsers ignore these inside a URL, so they are removed before looking
const ignoredInUrls = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/g;

const checks: readonly { test: (text: string, squeezed: string) => boolean; what: string }[] = [
  { test: (text) => /<\s*([\w-]+:)?script\b/i.test(text), what: 'a <script> element' },
  { test: (text) => /\son[a-z]+\s*=/i.test(text), what: 'an event handler attribute (such as onload)' },
  {
    test: (text) => /<\s*([\w-]+:)?foreignObject\b/i.test(text),
    what: 'a <foreignObject> element (HTML inside the drawing)',
  },
  {
    test: (text) => /<\s*([\w-]+:)?(iframe|embed|object|handler|listener)\b/i.test(text),
    what: 'an element that loads or runs other content (iframe, embed, object, handler)',
  },
  {
    test: (_text, squeezed) => /(?:javascript|vbscript):|data:text\/html/i.test(squeezed),
    what: 'a javascript:, vbscript: or data:text/html address',
  },
  {
    test: (text) => /<!DOCTYPE|<!ENTITY|<\?xml-stylesheet/i.test(text),
    what: 'a DOCTYPE, entity or stylesheet declaration',
  },
  {
    test: (text) => /\b(?:xlink:)?(?:href|src)\s*=\s*["']\s*(?!#)[^"'\s]/i.test(text),
    what: 'a link or reference to another file or address (only #references inside the drawing are allowed)',
  },
  {
    test: (text) => /url\(\s*["']?\s*(?!#)[^)"'\s]/i.test(text) || /@import\b/i.test(text),
    what: 'a url(…) or @import that reaches outside the drawing',
  },
];

/** What in this SVG text could run code or reach outside the drawing; empty when nothing does. */
export function svgDangers(svg: string): string[] {
  const text = decodeReferences(svg);
  const squeezed = text.replace(ignoredInUrls, '');
  return checks.filter((check) => check.test(text, squeezed)).map((check) => check.what);
}

export const svgRefusal = (dangers: readonly string[]) =>
  `holds ${dangers.join('; ')}. A drawing can run code on this site's own address, so SVG files with scripts, event handlers, foreignObject, javascript: addresses or references outside themselves are refused. Save the drawing again without them (for example with "Export as plain SVG"), or use a PNG or JPEG.`;

/** Every SVG file under public/ (the editor's own files in public/admin/ aside), relative to `root`. */
export function svgFilesIn(root: string): string[] {
  const publicDir = path.join(root, 'public');
  if (!fs.existsSync(publicDir)) {
    return [];
  }
  return (fs.readdirSync(publicDir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => file.toLowerCase().endsWith('.svg') && !file.split(path.sep).includes('admin'))
    .map((file) => path.join('public', file).split(path.sep).join('/'))
    .sort();
}
