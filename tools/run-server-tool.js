#!/usr/bin/env node
// Runs a server-side command-line tool (seed, ingest, bench, soak, credits-check) from the compiled server build.
// SIGTERM is passed on to the tool (Ctrl-C reaches it directly, from the terminal); the death of whatever
// started this script (npm, its `sh -c`) is answered as a SIGTERM (orphan-watch.js).
const { spawn } = require('node:child_process');
const { join } = require('node:path');
const { buildIfStale, root } = require('./build-if-stale.js');
const { stopWhenOrphaned } = require('./orphan-watch.js');

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
stopWhenOrphaned({ label: `leadsignal ${name}` });
buildIfStale('server');
const tool = spawn(process.execPath, ['--enable-source-maps', join(root, TOOLS[name]), ...args], {
  cwd: root,
  stdio: 'inherit',
});
// The tool shares this script's process group, so a terminal's Ctrl-C reaches it already: not sent twice.
process.on('SIGINT', () => undefined);
for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => tool.kill('SIGTERM'));
tool.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
