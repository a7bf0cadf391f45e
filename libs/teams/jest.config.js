module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'teams',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  // Specs that need PostgreSQL and Redis get a fresh database and key prefix for the run.
  globalSetup: '<rootDir>/../../jest.global-setup.ts',
  globalTeardown: '<rootDir>/../../jest.global-teardown.ts',
};
