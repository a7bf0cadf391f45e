// Loads the workspace's TypeScript sources compiled on the fly with SWC, as the unit-test runner does (legacy
// decorators with their metadata, which NestJS and TypeORM need), and resolves @leadsignal/<name> to
// libs/<name>/src/index.ts. run-ts.js compiles a whole server process this way; the browser journeys'
// playwright.config.ts only the libraries (`under`), because Playwright's own TypeScript transform knows the
// standard decorators alone and cannot parse the libraries' parameter decorators.
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const { join, sep } = require('node:path');
const { transformSync } = require('@swc/core');

const root = join(__dirname, '../../..');

/** Compiles the .ts files under `under` (default: all of them) with SWC; other .ts files keep their loader. */
module.exports = function registerTypeScript({ under } = {}) {
  const resolveFilename = Module._resolveFilename;
  Module._resolveFilename = function (request, ...rest) {
    const alias = /^@leadsignal\/([a-z-]+)$/.exec(request);
    return resolveFilename.call(this, alias ? join(root, 'libs', alias[1], 'src/index.ts') : request, ...rest);
  };

  const previous = Module._extensions['.ts'];
  const scope = under && join(under, sep);
  Module._extensions['.ts'] = function (module, filename) {
    if (previous && scope && (!filename.startsWith(scope) || filename.includes(`${sep}node_modules${sep}`))) {
      return previous.call(this, module, filename);
    }
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
};
