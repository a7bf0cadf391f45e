const preset = require('../../jest.preset.js');

// Dates read the same on every machine: the specs run in UTC (jest's workers inherit it).
process.env.TZ = 'UTC';

module.exports = {
  ...preset,
  displayName: 'web',
  rootDir: __dirname,
  // jest-fixed-jsdom (what MSW recommends for jsdom) plus relative URLs in Request, as a browser resolves them.
  testEnvironment: '<rootDir>/test/jsdom-fetch-environment.js',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  // MSW's node setup needs a few packages that ship as ES modules only: compiled to CommonJS like our own code.
  transform: { ...preset.transform, '^.+\\.mjs$': preset.transform['^.+\\.(t|j)sx?$'] },
  transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise)/)'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '\\.(css|scss|svg|png)$': '<rootDir>/test/file-stub.js',
  },
};
