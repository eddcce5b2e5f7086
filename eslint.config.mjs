// @ts-check
import path from 'node:path';
import { includeIgnoreFile } from '@eslint/compat';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Data flows one way: content → schema (tina/) → typed access (src/content) → pages → components, with
 * the shared model (site/) read by all. scripts/lint/import-zones.test.ts tries a wrong import in each.
 */
const importZones = [
  {
    target: './site',
    from: ['./src', './tina', './scripts', './tests', './content'],
    message: 'site/ is the shared model: plain data that imports nothing of the layers that read it.',
  },
  { target: './tina', from: './src', message: 'The schema reads the shared model in site/, never the app.' },
  {
    target: './src/content',
    from: ['./src/components', './src/pages', './src/app'],
    message: 'Typed content knows nothing of how it is shown.',
  },
  {
    target: './src/components',
    from: ['./src/pages', './src/app', './src/content', './content', './tina'],
    message: 'Components get content as props.',
  },
  {
    target: './src/pages',
    from: ['./content', './tina'],
    message: 'Pages read content and its types through src/content.',
  },
  {
    target: ['./src/app', './src/build-time'],
    from: './tina',
    message: 'The shell and the build take content types through src/content.',
  },
  {
    target: ['./src/app', './src/pages', './src/components', './src/content'],
    from: './src/build-time',
    message: 'Build-time code (sitemap, manifest, structured data) never ships to the browser.',
  },
  {
    target: './src/browser',
    from: ['./src/pages', './src/app', './src/layout', './src/content', './content', './tina'],
    message:
      "The public pages' scripts read what the page carries; they render nothing and import no content.",
  },
  {
    target: './scripts',
    from: './src/components',
    message: 'Build scripts render components only through the render entry (src/entry-server.tsx).',
  },
  {
    target: ['./site', './tina', './src', './scripts'],
    from: './tests',
    message: 'Test support in tests/ is for tests only; shared tooling lives in scripts/.',
  },
];

export default tseslint.config(
  // What git ignores (builds, reports, Tina's generated files) is nobody's code to lint.
  includeIgnoreFile(path.join(import.meta.dirname, '.gitignore')),
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      // Which files import-x reads the imports of, and with which parser. Without these it reads .js
      // files only, and no-cycle passes every cycle between .ts files (tried: two such files passed).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A cycle through a package cannot pass through this project's files; following them read
      // every package's sources and was three quarters of the lint's time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones: importZones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // The shape of the code, for its reader (docs/decisions/026-the-shape-of-the-code.md).
    files: ['**/*.{ts,tsx,mjs,cjs}'],
    rules: {
      curly: ['error', 'all'],
    },
  },
  {
    // Tests may import anything: a test of the build may render a component, a test of a page may
    // read content, and any test its support in tests/ (tests/unit-support/ for Jest's).
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // The shared model is plain data: no React, no Tina, no other package.
    files: ['site/**/*.ts'],
    ignores: ['site/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^[^.]', message: 'site/ is plain data: it imports only its own files.' }] },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
