// @ts-check
import path from 'node:path';
import { includeIgnoreFile } from '@eslint/compat';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import sonarjs from 'eslint-plugin-sonarjs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Data flows one way: content → schema (tina/schema) → typed access (src/content) → pages → components,
 * with the shared model (model/) read by all, and the editor's own screens (tina/editor) on top of the
 * schema. scripts/lint/import-zones.test.ts tries a wrong import in each.
 */
const importZones = [
  {
    target: './model',
    from: ['./src', './tina', './scripts', './tests', './content'],
    message: 'model/ is the shared model: plain data that imports nothing of the layers that read it.',
  },
  { target: './tina', from: './src', message: 'The schema reads the shared model in model/, never the app.' },
  {
    target: './tina/schema',
    from: './tina/editor',
    message: "The schema describes the content; the editor's own screens read it, never the other way.",
  },
  {
    target: ['./src', './scripts'],
    from: './tina/editor',
    message: "The editor's own screens and fields run in the editor only.",
  },
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
    target: ['./model', './tina', './src', './scripts'],
    from: './tests',
    message: 'Test support in tests/ is for tests only; shared tooling lives in scripts/.',
  },
];

/** A file in another folder is named by its alias (#src/components/…), never by climbing ../../. */
const climbingImport = {
  regex: '^\\.\\./',
  message: 'Name a file of another folder by its path alias (#src/…, #model/…, #tina/…: tsconfig.json).',
};

/**
 * The shape of the code, for its reader: limits a reviewer would ask for anyway, held by the linter
 * so that no count of lines has to (docs/decisions/026-the-shape-of-the-code.md).
 */
const shapeRules = {
  curly: ['error', 'all'],
  'max-params': ['error', 3],
  complexity: ['error', 10],
  'max-depth': ['error', 3],
  'sonarjs/cognitive-complexity': ['error', 15],
  'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
  'max-lines': ['error', { max: 250, skipBlankLines: true, skipComments: true }],
};

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
      // tsconfig.json's path aliases (#src/, #model/ …), so the zones and the cycle check follow them.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
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
      'no-restricted-imports': ['error', { patterns: [climbingImport] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,cjs}'],
    plugins: { sonarjs },
    rules: shapeRules,
  },
  {
    // Tests may import anything: a test of the build may render a component, a test of a page may
    // read content, and any test its support in tests/ (tests/unit-support/ for Jest's).
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // A `describe` block is a list of tests, not a function with logic: its length is the number of
    // cases. The tests' own helpers are held to the same shape as the code.
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**/*.spec.ts'],
    rules: { 'max-lines-per-function': 'off' },
  },
  {
    // The shared model is plain data: no React, no Tina, no other package.
    files: ['model/**/*.ts'],
    ignores: ['model/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            climbingImport,
            { regex: '^[^.#]', message: 'model/ is plain data: it imports no package.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
