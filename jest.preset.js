// Shared jest settings for every project: TypeScript through SWC (decorator metadata on, for NestJS)
// and the workspace path aliases.
const path = require('path');

const root = __dirname;

// Global setup and teardown run in jest's own process, where moduleNameMapper does not apply: resolve the
// same aliases there too.
const Module = require('module');
if (!Module._leadsignalAliases) {
  Module._leadsignalAliases = true;
  const resolveFilename = Module._resolveFilename;
  Module._resolveFilename = function (request, ...rest) {
    const alias = /^@leadsignal\/([a-z-]+)$/.exec(request);
    return resolveFilename.call(this, alias ? path.join(root, 'libs', alias[1], 'src/index.ts') : request, ...rest);
  };
}

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
    // Every library's public entry point (libs/<name>/src/index.ts).
    '^@leadsignal/([a-z-]+)$': path.join(root, 'libs/$1/src/index.ts'),
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
