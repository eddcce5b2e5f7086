/**
 * Decision 012: colours, lengths, weights and timings are decided once, in
 * src/styles/_tokens.scss; a component's stylesheet names a token and holds no literal of its
 * own, so changing the brand is an edit to one file. These rules refuse a literal anywhere
 * else. Nothing is not a decision: `0` needs no token.
 * @type {import('stylelint').Config}
 */
export default {
  customSyntax: 'postcss-scss',
  // Where values are decided: the tokens, and the font files' own declarations.
  ignoreFiles: ['src/styles/_tokens.scss', 'src/styles/_fonts.scss', 'dist/**', 'node_modules/**'],
  rules: {
    // Colours: no #hex, no named colour, no colour function.
    'color-no-hex': true,
    'color-named': 'never',
    'function-disallowed-list': [
      'rgb',
      'rgba',
      'hsl',
      'hsla',
      'hwb',
      'lab',
      'lch',
      'oklab',
      'oklch',
      'color',
    ],
    // Lengths and durations.
    'unit-disallowed-list': ['px', 'rem', 'em', 'ch', 'vw', 'vh', 'pt', 's', 'ms'],
    // Weights.
    'declaration-property-value-disallowed-list': { 'font-weight': ['/^\\d+$/'] },
  },
};
