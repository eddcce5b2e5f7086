/**
 * One line of text as Tina writes it in markdown front matter. Tina dumps front
 * matter with js-yaml 3 (`safeDump`, no line folding); this reproduces that
 * dumper's choice for a one-line string, rule for rule, so the content check can
 * tell whether a file is exactly what the editor would save:
 *
 * - plain (`title: Privacy Policy`) when nothing in it means something to YAML;
 * - 'single quoted' when it would otherwise read as another type (`'yes'`, `'12'`,
 *   `'2026-11-21'`) or holds a character YAML reserves (`'Terms: short'`, `'#1'`);
 * - "double quoted" with escapes when it holds a character YAML escapes (a tab,
 *   a control character, a no-break space, any character outside the basic plane
 *   such as most emoji: `"Coffee \U0001F600"`).
 *
 * Samples captured from the real server are in editor-markdown-samples.json.
 */

const DEPRECATED_BOOLEANS = ['y', 'Y', 'yes', 'Yes', 'YES', 'on', 'On', 'ON'].concat(
  ['n', 'N', 'no', 'No', 'NO', 'off', 'Off', 'OFF'],
);

const ESCAPES: Record<number, string> = {
  0x00: '\\0',
  0x07: '\\a',
  0x08: '\\b',
  0x09: '\\t',
  0x0a: '\\n',
  0x0b: '\\v',
  0x0c: '\\f',
  0x0d: '\\r',
  0x1b: '\\e',
  0x22: '\\"',
  0x5c: '\\\\',
  0x85: '\\N',
  0xa0: '\\_',
  0x2028: '\\L',
  0x2029: '\\P',
};

// js-yaml tests UTF-16 code units, so a surrogate (half of an emoji) is "not printable".
const isPrintable = (c: number) =>
  (c >= 0x20 && c <= 0x7e) ||
  (c >= 0xa1 && c <= 0xd7ff && c !== 0x2028 && c !== 0x2029) ||
  (c >= 0xe000 && c <= 0xfffd && c !== 0xfeff) ||
  (c >= 0x10000 && c <= 0x10ffff);

const isWhitespace = (c: number) => c === 0x20 || c === 0x09;
const isNsChar = (c: number) => isPrintable(c) && !isWhitespace(c) && c !== 0xfeff && c !== 0x0d && c !== 0x0a;
const code = (chars: string) => [...chars].map((char) => char.charCodeAt(0));
const FLOW_INDICATORS = code(',[]{}');
const NOT_FIRST = code('-?:,[]{}#&*!|=>\'"%@`');

function isPlainSafe(c: number, previous: number | undefined): boolean {
  return (
    isPrintable(c) &&
    c !== 0xfeff &&
    !FLOW_INDICATORS.includes(c) &&
    c !== 0x3a /* : */ &&
    (c !== 0x23 /* # */ || (previous !== undefined && isNsChar(previous)))
  );
}

const isPlainSafeFirst = (c: number) => isPrintable(c) && c !== 0xfeff && !isWhitespace(c) && !NOT_FIRST.includes(c);

/** js-yaml's integer rule: decimal, 0b binary, 0x hex, 0 octal, base 60 (`1:30`), with `_` separators. */
function isYamlInteger(text: string): boolean {
  let index = 0;
  let char = text[index] ?? '';
  let hasDigits = false;
  const digitsUntilEnd = (digit: RegExp) => {
    for (; index < text.length; index += 1) {
      char = text[index] ?? '';
      if (char === '_') continue;
      if (!digit.test(char)) return false;
      hasDigits = true;
    }
    return hasDigits && char !== '_';
  };
  if (char === '-' || char === '+') char = text[(index += 1)] ?? '';
  if (char === '0') {
    if (index + 1 === text.length) return true;
    char = text[(index += 1)] ?? '';
    if (char === 'b' || char === 'x') {
      index += 1;
      return digitsUntilEnd(char === 'b' ? /^[01]$/ : /^[0-9a-fA-F]$/);
    }
    return digitsUntilEnd(/^[0-7]$/);
  }
  if (char === '_') return false;
  for (; index < text.length; index += 1) {
    char = text[index] ?? '';
    if (char === '_') continue;
    if (char === ':') break;
    if (!/^[0-9]$/.test(char)) return false;
    hasDigits = true;
  }
  if (!hasDigits || char === '_') return false;
  return char !== ':' || /^(:[0-5]?[0-9])+$/.test(text.slice(index));
}

const FLOAT =
  /^(?:[-+]?(?:0|[1-9][0-9_]*)(?:\.[0-9_]*)?(?:[eE][-+]?[0-9]+)?|\.[0-9_]+(?:[eE][-+]?[0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
const DATE = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;
const TIMESTAMP =
  /^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:[Tt]|[ \t]+)[0-9]{1,2}:[0-9]{2}:[0-9]{2}(?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9]{1,2}(?::[0-9]{2})?))?$/;

/** Whether YAML would read the text back as something other than text (null, true, a number, a date, `<<`). */
function readsAsAnotherType(text: string): boolean {
  return (
    ['~', 'null', 'Null', 'NULL', 'true', 'True', 'TRUE', 'false', 'False', 'FALSE', '<<'].includes(text) ||
    isYamlInteger(text) ||
    (FLOAT.test(text) && !text.endsWith('_')) ||
    DATE.test(text) ||
    TIMESTAMP.test(text)
  );
}

function doubleQuoted(text: string): string {
  let out = '';
  for (const char of text) {
    const point = char.codePointAt(0) ?? 0;
    const escape = ESCAPES[point];
    if (escape) out += escape;
    else if (point > 0xffff) out += `\\U${point.toString(16).toUpperCase().padStart(8, '0')}`;
    else if (isPrintable(point)) out += char;
    else out += point <= 0xff ? `\\x${point.toString(16).toUpperCase().padStart(2, '0')}` : `\\u${point.toString(16).toUpperCase().padStart(4, '0')}`;
  }
  return `"${out}"`;
}

/** The text as js-yaml 3 writes it after `key: `. Throws for a line break: front matter here holds one line. */
export function yamlScalar(text: string): string {
  if (text.includes('\n')) throw new Error('front matter text must be one line (no line breaks)');
  if (text === '') return "''";
  if (DEPRECATED_BOOLEANS.includes(text)) return `'${text}'`;
  const codes = Array.from({ length: text.length }, (_, index) => text.charCodeAt(index));
  if (codes.some((c) => !isPrintable(c))) return doubleQuoted(text);
  const plain =
    isPlainSafeFirst(codes[0] ?? 0) &&
    !isWhitespace(codes[codes.length - 1] ?? 0) &&
    codes.every((c, i) => isPlainSafe(c, codes[i - 1]));
  return plain && !readsAsAnotherType(text) ? text : `'${text.replace(/'/g, "''")}'`;
}
