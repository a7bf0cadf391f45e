// Runs a TypeScript entry point (argv[2]) from its sources in a child process, compiled on the fly with SWC
// as the test runner does, with the workspace's path aliases — so a spec can start a real server process
// (and kill it with SIGKILL like a crashed one). TEST_PRELOAD names test-only modules (comma-separated
// paths) to load first, e.g. one that slows a process down so a spec can catch it half way.
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const { join, resolve } = require('node:path');
const { transformSync } = require('@swc/core');

const root = join(__dirname, '../../..');

// @leadsignal/<name> → libs/<name>/src/index.ts
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const alias = /^@leadsignal\/([a-z-]+)$/.exec(request);
  return resolveFilename.call(this, alias ? join(root, 'libs', alias[1], 'src/index.ts') : request, ...rest);
};

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};

for (const preload of (process.env.TEST_PRELOAD ?? '').split(',').filter(Boolean)) require(resolve(preload));
require(resolve(process.argv[2]));
