/**
 * Decision 012: colours, lengths, weights and timings are decided once, in
 * src/styles/_tokens.scss; a component's stylesheet names a token and holds no literal
 * of its own, so changing the brand is an edit to one file.
 */
import fs from 'node:fs';
import path from 'node:path';

const stylesDir = __dirname;
const srcDir = path.resolve(__dirname, '..');
/** Where values are decided: the tokens, and the font files' own declarations. */
const decisionFiles = new Set(['_tokens.scss', '_fonts.scss'].map((name) => path.join(stylesDir, name)));

function stylesheets(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(full);
    return entry.name.endsWith('.scss') && !decisionFiles.has(full) ? [full] : [];
  });
}

const withoutComments = (scss: string) => scss.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

const literals: [kind: string, pattern: RegExp][] = [
  [
    'colour',
    /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|oklch|lab|lch)\(|:\s*(?:white|black|red|gr[ae]y|brown|orange|gold)\b/gi,
  ],
  ['length', /(?<![\w$.-])-?\d*\.?\d+(?:px|rem|em|ch|vw|vh|pt)\b/g],
  ['duration', /(?<![\w$.-])\d*\.?\d+m?s\b/g],
  ['font weight', /font-weight:\s*\d+/g],
];

/** Every literal in the component stylesheets, as "file:line: kind `text`". */
export function literalsIn(files: string[]): string[] {
  return files.flatMap((file) =>
    withoutComments(fs.readFileSync(file, 'utf8'))
      .split('\n')
      .flatMap((line, index) =>
        literals.flatMap(([kind, pattern]) =>
          [...line.matchAll(pattern)]
            // Nothing is not a decision: `0s`, `0px`.
            .filter((match) => kind === 'colour' || kind === 'font weight' || parseFloat(match[0]) !== 0)
            .map((match) => `${path.relative(srcDir, file)}:${index + 1}: ${kind} \`${match[0]}\``),
        ),
      ),
  );
}

describe('component stylesheets', () => {
  const files = stylesheets(srcDir);

  it('are found (global.scss and every module)', () => {
    expect(files.length).toBeGreaterThan(15);
    expect(files).toContain(path.join(stylesDir, 'global.scss'));
  });

  it('take every colour, length, duration and weight from the tokens', () => {
    expect(literalsIn(files)).toEqual([]);
  });
});
