#!/usr/bin/env node
// `npm start`: builds what is missing or stale, creates the database if needed, then runs the API
// (which migrates, seeds and serves the SPA) and the worker together; SIGTERM/SIGINT stop both.
//   --only api|worker   run one of them
const { spawn } = require('node:child_process');
const { join } = require('node:path');
const { buildIfStale, root } = require('./build-if-stale');

const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex > 0 ? process.argv[onlyIndex + 1] : undefined;
if (only && !['api', 'worker'].includes(only)) {
  console.error('--only takes api or worker');
  process.exit(2);
}

async function main() {
  buildIfStale('server');
  if (only !== 'worker') buildIfStale('web');

  const { loadEnv } = require(join(root, 'dist/server/apps/api/src/common/config/env.schema.js'));
  const { ensureDatabase } = require(join(root, 'dist/server/apps/api/src/database/ensure-database.js'));
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
  let exitCode = 0;

  const stopAll = (signal) => {
    stopping = true;
    for (const child of children.values()) if (child.exitCode === null) child.kill(signal);
  };

  for (const name of names) {
    // A small young generation keeps the worker's peak memory low while it streams large exports.
    const flags = name === 'worker' ? ['--enable-source-maps', '--max-semi-space-size=4'] : ['--enable-source-maps'];
    const child = spawn(process.execPath, [...flags, join(root, entries[name])], {
      cwd: root,
      env: process.env,
      stdio: 'inherit',
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

  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => stopAll(signal));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
