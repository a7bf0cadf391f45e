#!/usr/bin/env node
// Runs a server-side command-line tool (seed, ingest, bench, soak, credits-check) from the compiled server build.
const { spawnSync } = require('node:child_process');
const { join } = require('node:path');
const { buildIfStale, root } = require('./build-if-stale.js');

const TOOLS = {
  seed: 'dist/server/tools/seed.js',
  ingest: 'dist/server/tools/ingest.js',
  bench: 'dist/server/tools/bench/bench.js',
  soak: 'dist/server/tools/soak/soak-exports.js',
  'credits-check': 'dist/server/tools/credits-check.js',
};

const [name, ...args] = process.argv.slice(2);
if (!TOOLS[name]) {
  console.error(`usage: run-server-tool.js ${Object.keys(TOOLS).join('|')} [args]`);
  process.exit(2);
}
buildIfStale('server');
const result = spawnSync(process.execPath, ['--enable-source-maps', join(root, TOOLS[name]), ...args], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
