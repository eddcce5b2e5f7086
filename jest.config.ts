/**
 * @jest-config-loader ts-node
 * @jest-config-loader-options {"transpileOnly": true}
 */
// Node 22.18+ strips types itself, and Jest then imports this file as an ES module,
// which cannot resolve the extensionless imports below; ts-node loads it as before.
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from 'jest';
import { pathsToModuleNameMapper } from 'ts-jest';
import tsconfig from './tsconfig.json';
import { documentQueries, pageDocumentFolders } from './tina/schema/document-query';

/**
 * The packages a package depends on, itself included, that ship only as ES modules:
 * Jest runs CommonJS, so it compiles them. react-markdown and its unified family
 * (some seventy small packages) are all of that kind, and so is is-port-reachable.
 */
function esModulePackagesOf(name: string, found = new Set<string>()): Set<string> {
  const manifest = path.join(__dirname, 'node_modules', name, 'package.json');
  if (found.has(name) || !fs.existsSync(manifest)) {
    return found;
  }
  const { type, dependencies = {} } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
    type?: string;
    dependencies?: Record<string, string>;
  };
  if (type === 'module') {
    found.add(name);
  } else {
    found.add(`!${name}`);
  }
  for (const dependency of Object.keys(dependencies)) {
    esModulePackagesOf(dependency, found);
  }
  return found;
}
const esModulePackages = [
  ...esModulePackagesOf(
    'is-port-reachable',
    esModulePackagesOf('react-markdown', esModulePackagesOf('@tinacms/graphql')),
  ),
].filter((name) => !name.startsWith('!'));
const escape = (name: string) => name.replace(/[.+/]/g, (char) => `\\${char}`);
const compiledPackages = `(${['tinacms/dist', '@tinacms/bridge/dist', ...esModulePackages].map(escape).join('|')})/`;

const config: Config = {
  // Defined by webpack in the bundles; the same map here.
  globals: {
    __DOCUMENT_QUERIES__: documentQueries(),
    __PAGE_DOCUMENT_FOLDERS__: pageDocumentFolders(),
    __VISUAL_EDITING__: true,
    __BUILD_DAY__: '2026-11-25',
  },
  testEnvironment: '<rootDir>/tests/unit-support/jsdom-with-fetch-environment.cjs',
  roots: ['<rootDir>/model', '<rootDir>/src', '<rootDir>/tina', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/tests/unit-support/jest-setup.ts'],
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      { tsconfig: { jsx: 'react-jsx', module: 'commonjs', moduleResolution: 'node10' }, diagnostics: false },
    ],
    // Tina's React helpers (`tinaField`, `useTina`) and react-markdown ship as ES modules only.
    [`/node_modules/${compiledPackages}.+\\.js$`]: [
      'ts-jest',
      { tsconfig: { allowJs: true, module: 'commonjs' }, diagnostics: false },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!${compiledPackages})`],
  moduleNameMapper: {
    // As in the development server: no picture copies, every picture from its own file (webpack.config.ts).
    '^picture-variants$': '<rootDir>/src/pictures/no-picture-variants.ts',
    // A CSS module's class names are their own keys (`styles.active` → "active"), stylesheets nothing.
    '\\.s?css$': 'identity-obj-proxy',
    // The path aliases (#src/, #model/ …), from tsconfig.json.
    ...pathsToModuleNameMapper(tsconfig.compilerOptions.paths, { prefix: '<rootDir>/' }),
  },
  // The one time limit, generous: a busy machine stretches a test's own work; what the site times
  // runs on Jest's fake timers, so no test waits on the clock (decision 028, issue 58).
  testTimeout: 120_000,
  clearMocks: true,
  restoreMocks: true,
};

export default config;
