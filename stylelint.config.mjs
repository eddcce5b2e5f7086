/**
 * Decision 012: colours, lengths, weights and timings are decided once, in
 * src/styles/_tokens.scss; a component's stylesheet names a token and holds no literal of its
 * own, so changing the brand is an edit to one file. These rules refuse a literal anywhere
 * else. Nothing is not a decision: `0` needs no token.
 */
const designTokenRules = {
  // Colours: no #hex, no named colour, no colour function.
  'color-no-hex': true,
  'color-named': 'never',
  'function-disallowed-list': ['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color'],
  // Lengths and durations.
  'unit-disallowed-list': ['px', 'rem', 'em', 'ch', 'vw', 'vh', 'pt', 's', 'ms'],
  // Weights.
  'declaration-property-value-disallowed-list': { 'font-weight': ['/^\\d+$/'] },
};

/** None of the design-token rules: the rules are switched off where the tokens do not apply. */
const withoutDesignTokens = Object.fromEntries(Object.keys(designTokenRules).map((rule) => [rule, null]));

/** @type {import('stylelint').Config} */
export default {
  // Where values are decided: the tokens, and the font files' own declarations.
  ignoreFiles: ['src/styles/_tokens.scss', 'src/styles/_fonts.scss', 'dist/**', 'node_modules/**'],
  rules: designTokenRules,
  overrides: [
    { files: ['**/*.scss'], customSyntax: 'postcss-scss' },
    {
      // The editor's own stylesheets (tina/editor): plain CSS, drawn to match Tina's chrome in
      // Tina's own Tailwind colours and pixel sizes, which are not the site's tokens; the site's
      // brand changing must not change the editor. So no token rules here, but every check for a
      // mistake.
      files: ['tina/**/*.css'],
      // Stylelint's own list of rules that catch mistakes rather than taste: an unknown property,
      // unit or selector, a duplicate declaration, a broken media query, an empty block.
      extends: ['stylelint-config-recommended'],
      rules: {
        ...withoutDesignTokens,
        // Each rule finds one of Tina's elements by what it holds (`div:has(> nav[…])`); this check
        // compares selectors by their last part (`div`), takes them for one element, and would have
        // the rules reordered for a cascade between elements that never meet.
        'no-descending-specificity': null,
      },
    },
  ],
};
