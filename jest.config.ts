import type { Config } from 'jest';
import { documentQueries } from './tina/document-query';

const config: Config = {
  // Defined by webpack in the bundles; the same map here.
  globals: { __DOCUMENT_QUERIES__: documentQueries(), __VISUAL_EDITING__: true },
  testEnvironment: '<rootDir>/src/test/jsdom-with-fetch-environment.cjs',
  roots: ['<rootDir>/src', '<rootDir>/tina', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      { tsconfig: { jsx: 'react-jsx', module: 'commonjs', moduleResolution: 'node10' }, diagnostics: false },
    ],
    // Tina's React helpers (`tinaField`, `useTina`) ship as ES modules only; Jest needs them as CommonJS.
    '/node_modules/(tinacms|@tinacms/bridge)/dist/.+\\.js$': [
      'ts-jest',
      { tsconfig: { allowJs: true, module: 'commonjs' }, diagnostics: false },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(tinacms|@tinacms/bridge)/dist/)'],
  moduleNameMapper: {
    '\\.module\\.scss$': '<rootDir>/src/test/css-module-stub.cjs',
    '\\.s?css$': '<rootDir>/src/test/style-stub.ts',
  },
  clearMocks: true,
  restoreMocks: true,
};

export default config;
