module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'worker',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  // Worker specs boot the real worker against PostgreSQL, Redis and an in-process SMTP server.
};
