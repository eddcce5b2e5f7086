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

/**
 * Stylelint's own rules that catch mistakes rather than taste (its "avoid errors" list, the one
 * stylelint-config-recommended turns on): an unknown property, unit or selector, a duplicate
 * declaration, a broken media query, an empty block, a later rule that a more specific earlier one
 * hides, and the like.
 */
const avoidErrors = {
  'annotation-no-unknown': true,
  'at-rule-descriptor-no-unknown': true,
  'at-rule-descriptor-value-no-unknown': true,
  'at-rule-no-deprecated': true,
  'at-rule-no-unknown': true,
  'at-rule-prelude-no-invalid': true,
  'block-no-empty': true,
  'color-no-invalid-hex': true,
  'comment-no-empty': true,
  'custom-property-no-missing-var-function': true,
  'declaration-block-no-duplicate-custom-properties': true,
  'declaration-block-no-duplicate-properties': [
    true,
    { ignore: ['consecutive-duplicates-with-different-syntaxes'] },
  ],
  'declaration-block-no-shorthand-property-overrides': true,
  'declaration-property-value-keyword-no-deprecated': true,
  'declaration-property-value-no-unknown': true,
  'font-family-no-duplicate-names': true,
  'font-family-no-missing-generic-family-keyword': true,
  'function-calc-no-unspaced-operator': true,
  'keyframe-block-no-duplicate-selectors': true,
  'keyframe-declaration-no-important': true,
  'media-feature-name-no-unknown': true,
  'media-feature-name-value-no-unknown': true,
  'media-query-no-invalid': true,
  'media-type-no-deprecated': true,
  'named-grid-areas-no-invalid': true,
  'nesting-selector-no-missing-scoping-root': true,
  'no-descending-specificity': true,
  'no-duplicate-at-import-rules': true,
  'no-duplicate-selectors': true,
  'no-empty-source': true,
  'no-invalid-double-slash-comments': true,
  'no-invalid-position-at-import-rule': true,
  'no-invalid-position-declaration': true,
  'no-irregular-whitespace': true,
  'property-no-deprecated': true,
  'property-no-unknown': true,
  'selector-anb-no-unmatchable': true,
  'selector-pseudo-class-no-unknown': true,
  'selector-pseudo-element-no-unknown': true,
  'selector-type-no-unknown': [true, { ignore: ['custom-elements'] }],
  'string-no-newline': true,
  'syntax-string-no-invalid': true,
  'unit-no-unknown': true,
};

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
      rules: {
        ...withoutDesignTokens,
        ...avoidErrors,
        // Each rule finds one of Tina's elements by what it holds (`div:has(> nav[…])`); this check
        // compares selectors by their last part (`div`), takes them for one element, and would have
        // the rules reordered for a cascade between elements that never meet.
        'no-descending-specificity': null,
      },
    },
  ],
};
