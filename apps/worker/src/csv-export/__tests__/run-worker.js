// Runs the real worker (apps/worker/src/main.ts) from its TypeScript sources in a child process, compiled on
// the fly with SWC as the test runner does — so a spec can kill it with SIGKILL like a crashed server.
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const { join } = require('node:path');
const { transformSync } = require('@swc/core');

const root = join(__dirname, '../../../../..');
const aliases = {
  '@leadsignal/contracts': join(root, 'libs/contracts/src/index.ts'),
  '@leadsignal/reference-data': join(root, 'libs/reference-data/src/index.ts'),
};

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, aliases[request] ?? request, ...rest);
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

require(join(root, 'apps/worker/src/main.ts'));
