// @ts-check
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-server/',
      '.build/',
      'public/admin/',
      'tina/__generated__/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'reports/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      // Data flows one way: content → tina → src/content → pages → components.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/components', from: './src/pages', message: 'Components know nothing of pages.' },
            {
              target: './src/components',
              from: './src/content',
              message: 'Components get content as props.',
            },
            { target: './src/components', from: './content', message: 'Components get content as props.' },
            { target: './src/pages', from: './content', message: 'Pages read content through src/content.' },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
