import type { Config } from 'jest';

const config: Config = {
  testEnvironment: '<rootDir>/src/test/jsdom-with-fetch-environment.cjs',
  roots: ['<rootDir>/src', '<rootDir>/tina', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      { tsconfig: { jsx: 'react-jsx', module: 'commonjs', moduleResolution: 'node10' }, diagnostics: false },
    ],
    // Tina's `useTina` hook ships as ES modules only: turn them into CommonJS, file by file.
    '/node_modules/(tinacms|@tinacms/bridge)/.+\\.js$': [
      'ts-jest',
      { tsconfig: { module: 'commonjs', allowJs: true }, isolatedModules: true, diagnostics: false },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(tinacms|@tinacms/bridge)/)'],
  moduleNameMapper: {
    '\\.module\\.scss$': '<rootDir>/src/test/css-module-stub.cjs',
    '\\.s?css$': '<rootDir>/src/test/style-stub.ts',
  },
  clearMocks: true,
  restoreMocks: true,
};

export default config;
