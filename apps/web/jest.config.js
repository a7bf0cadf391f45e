module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'web',
  rootDir: __dirname,
  // jsdom plus fetch/Request/TextEncoder (React Router 7 needs them) and a fetch that refuses the network.
  testEnvironment: '<rootDir>/test/jsdom-fetch-environment.js',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  moduleNameMapper: {
    ...require('../../jest.preset.js').moduleNameMapper,
    '\\.(css|scss|svg|png)$': '<rootDir>/test/file-stub.js',
  },
};
