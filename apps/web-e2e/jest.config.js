module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'web-e2e',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.e2e.ts'],
  globalSetup: '<rootDir>/src/support/global-setup.ts',
  globalTeardown: '<rootDir>/src/support/global-teardown.ts',
};
