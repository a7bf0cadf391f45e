module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'reference-data',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
