module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'api',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  // Integration specs boot the app against one fresh PostgreSQL database and Redis prefix per run.
  globalSetup: '<rootDir>/../../jest.global-setup.ts',
  globalTeardown: '<rootDir>/../../jest.global-teardown.ts',
};
