#!/usr/bin/env node
// `npm start`: builds what is missing or stale, creates the database if needed, then runs the API
// (which migrates, seeds and serves the SPA, from API_PROCESSES processes sharing PORT, one per core by
// default: apps/api/src/main.ts) and the worker together; SIGTERM/SIGINT stop both, and so does the death of
// whatever started this launcher (npm, its `sh -c`, a supervisor): see orphan-watch.js.
//   --only api|worker   run one of them
//   --watch             restart a process when dist/server changes (npm run dev)
//   --no-build          run what is built, stale or not (npm run dev keeps dist/server fresh itself)
const { spawn } = require('node:child_process');
const { join } = require('node:path');
const { buildIfStale, root } = require('./build-if-stale.js');
const { stopWhenOrphaned } = require('./orphan-watch.js');

const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex > 0 ? process.argv[onlyIndex + 1] : undefined;
if (only && !['api', 'worker'].includes(only)) {
  console.error('--only takes api or worker');
  process.exit(2);
}

const watch = process.argv.includes('--watch');
const build = !process.argv.includes('--no-build');

async function main() {
  // npm SIGKILLed (a CI timeout, an OOM kill) leaves this launcher running under its `sh -c`: noticed within a
  // second, and answered as a SIGTERM (the handler below). While a build runs (synchronously) it waits.
  stopWhenOrphaned({ label: 'leadsignal' });
  if (build) buildIfStale('server');
  // An API that does not serve the SPA (SERVE_SPA=false) does not need it built.
  if (build && only !== 'worker' && process.env.SERVE_SPA !== 'false') buildIfStale('web');

  const { loadEnv } = require(join(root, 'dist/server/libs/server-core/src/config/env.schema.js'));
  const { ensureDatabase } = require(join(root, 'dist/server/libs/server-core/src/database/ensure-database.js'));
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  if (await ensureDatabase(env.DATABASE_URL))
    console.log(`[leadsignal] created database ${new URL(env.DATABASE_URL).pathname.slice(1)}`);

  const entries = {
    api: 'dist/server/apps/api/src/main.js',
    worker: 'dist/server/apps/worker/src/main.js',
  };
  const names = only ? [only] : ['api', 'worker'];
  const children = new Map();
  let stopping = false;
  let signals = 0;
  let exitCode = 0;

  // Each signal is passed on once. The children run in process groups of their own, so Ctrl-C in a
  // terminal reaches only this launcher — a child never receives the same stop twice (which it would
  // take for a second, "stop at once" signal). A second Ctrl-C here is passed on as such.
  const stopAll = (signal) => {
    stopping = true;
    for (const child of children.values()) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };

  for (const name of names) {
    // A small young generation keeps the worker's peak memory low while it streams large exports.
    const flags = name === 'worker' ? ['--enable-source-maps', '--max-semi-space-size=4'] : ['--enable-source-maps'];
    if (watch) flags.push(`--watch-path=${join(root, 'dist/server')}`, '--watch-preserve-output');
    // npm run dev restarts the API on every build: one process restarts fastest (unless API_PROCESSES says).
    const env = { ...process.env, ...(watch && !process.env.API_PROCESSES ? { API_PROCESSES: '1' } : {}) };
    // A launcher killed with SIGKILL runs no handler at all: each child watches for this pid to vanish from its
    // ancestry (in --watch mode `node --watch` stands between them) and then stops as on SIGTERM.
    env.LEADSIGNAL_LAUNCHER_PID = String(process.pid);
    const child = spawn(process.execPath, [...flags, join(root, entries[name])], {
      cwd: root,
      env,
      stdio: 'inherit',
      detached: true,
    });
    children.set(name, child);
    child.on('exit', (code, signal) => {
      children.delete(name);
      if (!stopping) {
        console.error(`[leadsignal] ${name} stopped (${signal ?? code}); stopping the rest`);
        exitCode = code || 1;
        stopAll('SIGTERM');
      }
      if (children.size === 0) process.exit(exitCode);
    });
  }

  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
    process.on(signal, () => {
      signals += 1;
      if (signals === 1) console.log(`[leadsignal] ${signal}: stopping (active jobs finish or are handed back)`);
      stopAll(signal === 'SIGHUP' ? 'SIGTERM' : signal);
    });
  }
  // Whatever ends this launcher ends the children too (they no longer share its terminal's signals); a
  // SIGKILL skips this, and the children notice that themselves.
  process.on('exit', () => {
    for (const child of children.values()) if (child.exitCode === null) child.kill('SIGTERM');
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
