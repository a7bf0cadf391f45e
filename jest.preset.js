// Shared jest settings for every project: TypeScript through SWC (decorator metadata on, for NestJS)
// and the workspace path aliases.
const path = require('path');

const root = __dirname;

module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true, decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  moduleNameMapper: {
    '^@leadsignal/contracts$': path.join(root, 'libs/contracts/src/index.ts'),
    '^@leadsignal/reference-data$': path.join(root, 'libs/reference-data/src/index.ts'),
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
