/**
 * Reads a markdown document as the editor stores it: YAML front matter between
 * two `---` lines, one blank line, then the markdown body. The body is what
 * follows that blank line, byte for byte, which is what Tina's server reads too
 * (with `stableMarkdownDelimiters`), so the build and the editor see the same text.
 * The front matter of our documents holds only one-line text values, which is
 * all this reads (plain, 'single' or "double" quoted, as the editor's YAML
 * writer produces them); anything else fails the build with the file's name
 * rather than showing wrong text.
 */
export interface MarkdownDocument<Body = string> {
  data: Record<string, string>;
  body: Body;
}

const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;
const entry = /^([A-Za-z_][\w-]*):[ \t]*(.*)$/;

// YAML's escapes in "double quoted" text (YAML 1.2, 5.7); the editor writes them for tabs, control characters and emoji.
const namedEscapes: Record<string, string> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  t: '\t',
  '\t': '\t',
  n: '\n',
  v: '\v',
  f: '\f',
  r: '\r',
  e: '\x1b',
  ' ': ' ',
  '"': '"',
  '/': '/',
  '\\': '\\',
  N: '\x85',
  _: '\xa0',
  L: '\u2028',
  P: '\u2029',
};
const hexLength: Record<string, number> = { x: 2, u: 4, U: 8 };

function doubleQuoted(value: string, where: string): string {
  if (!/^"(?:[^"\\]|\\.)*"$/.test(value)) throw new Error(`${where}: unreadable "quoted" text`);
  return value.slice(1, -1).replace(/\\(?:([xuU])([0-9a-fA-F]*)|(.))/g, (escape, hex?: string, digits = '', named?: string) => {
    if (named !== undefined) {
      const char = namedEscapes[named];
      if (char === undefined) throw new Error(`${where}: unknown escape ${escape} in "quoted" text`);
      return char;
    }
    const length = hexLength[hex ?? ''] ?? 0;
    if (digits.length < length) throw new Error(`${where}: unreadable escape ${escape} in "quoted" text`);
    return String.fromCodePoint(parseInt(digits.slice(0, length), 16)) + digits.slice(length);
  });
}

function scalar(raw: string, where: string): string {
  const value = raw.trim();
  if (value.startsWith("'")) {
    if (!/^'(?:[^']|'')*'$/.test(value)) throw new Error(`${where}: unterminated 'quoted' text`);
    return value.slice(1, -1).replace(/''/g, "'");
  }
  if (value.startsWith('"')) return doubleQuoted(value, where);
  if (value === '' || /^[|>[{&*!%@`]/.test(value)) {
    throw new Error(`${where}: expected one line of text, found ${value ? `"${value}"` : 'nothing'}`);
  }
  return value;
}

export function parseMarkdownDocument(source: string, file: string): MarkdownDocument {
  const match = frontMatter.exec(source);
  if (!match) throw new Error(`${file}: the file must start with front matter between two --- lines`);
  const data: Record<string, string> = {};
  for (const [index, line] of (match[1] ?? '').split(/\r?\n/).entries()) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const pair = entry.exec(line);
    const where = `${file}, front matter line ${index + 1}`;
    if (!pair?.[1]) throw new Error(`${where}: expected "name: text", found "${line}"`);
    data[pair[1]] = scalar(pair[2] ?? '', `${where} (${pair[1]})`);
  }
  // Tina writes one blank line after the front matter; it belongs to the layout, not to the text.
  return { data, body: source.slice(match[0].length).replace(/^\r?\n/, '') };
}
