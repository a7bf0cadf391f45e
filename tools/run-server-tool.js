#!/usr/bin/env node
// Runs a server-side command-line tool (seed, ingest, bench) from the compiled server build.
const { spawnSync } = require('node:child_process');
const { join } = require('node:path');
const { buildIfStale, root } = require('./build-if-stale');

const TOOLS = {
  seed: 'dist/server/apps/api/src/database/seed/seed-cli.js',
  ingest: 'dist/server/apps/api/src/ingest/ingest-cli.js',
  bench: 'dist/server/tools/bench/bench.js',
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
