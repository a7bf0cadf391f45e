#!/usr/bin/env node
// `npm run dev`: the whole app with reloading, in one command.
//   - the server is compiled by `tsc --watch` (+ `tsc-alias --watch` for the @leadsignal/* paths) into
//     dist/server, and `npm start`'s launcher runs the API and the worker under `node --watch`, so a saved
//     server file restarts them;
//   - Vite serves the SPA with hot module replacement on WEB_DEV_PORT (default 4200), proxying /api to
//     the API on PORT (default 3000).
// Ctrl-C or SIGTERM stops everything and exits 0, and so does the death of whatever started it (npm, its
// `sh -c`); if this script itself is SIGKILLed, each child notices and stops (orphan-watch.js).
const { execFileSync, spawn } = require('node:child_process');
const { realpathSync } = require('node:fs');
const { join } = require('node:path');
const { root } = require('./build-if-stale.js');
const { stopWhenOrphaned } = require('./orphan-watch.js');

const bin = (name) => join(root, 'node_modules', '.bin', name);
/** A Node tool of node_modules/.bin, run by this Node with a preload that stops it when this script is gone. */
const tool = (name, args) => [
  process.execPath,
  ['-r', join(__dirname, 'stop-when-orphaned.js'), realpathSync(bin(name)), ...args],
];
const children = [];
let stopping = false;

function run(name, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: process.env,
    stdio: options.onLine ? ['ignore', 'pipe', 'inherit'] : 'inherit',
  });
  children.push(child);
  if (options.onLine) {
    let buffered = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop();
      for (const line of lines) options.onLine(line);
    });
  }
  child.on('exit', (code, signal) => {
    if (stopping) {
      if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(0);
      return;
    }
    console.error(`[leadsignal dev] ${name} stopped (${signal ?? code}); stopping the rest`);
    stop(1);
  });
  return child;
}

/**
 * Stops every child once. Ctrl-C in a terminal has already sent SIGINT to the whole process group, children
 * included, so it is not sent again (a second signal makes the worker drop its active jobs instead of
 * finishing them); a SIGTERM sent to this script alone is passed on.
 */
function stop(exitCode, received) {
  if (stopping) return;
  stopping = true;
  process.exitCode = exitCode;
  const alive = children.filter((c) => c.exitCode === null && c.signalCode === null);
  if (!alive.length) process.exit(exitCode);
  if (received !== 'SIGINT') for (const child of alive) signal(child, 'SIGTERM');
  // Whatever has not finished its own graceful stop by now is not going to.
  setTimeout(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) signal(child, 'SIGKILL');
    process.exit(exitCode);
  }, 30_000).unref();
}

function signal(child, name) {
  try {
    child.kill(name);
  } catch {
    // already gone
  }
}

function main() {
  let serverStarted = false;
  run('tsc', ...tool('tsc', ['--watch', '--preserveWatchOutput', '-p', 'tsconfig.server.json']), {
    // tsc --watch compiles everything once more on start: start the server after that pass, not during it.
    onLine: (line) => {
      if (serverStarted || !/Found \d+ errors?\. Watching for file changes/.test(line)) return;
      serverStarted = true;
      // The @leadsignal/* imports resolved in what tsc just wrote before anything runs it; then on every change.
      execFileSync(bin('tsc-alias'), ['-p', 'tsconfig.server.json'], { cwd: root, stdio: 'inherit' });
      run('tsc-alias', ...tool('tsc-alias', ['--watch', '-p', 'tsconfig.server.json']));
      run('server', process.execPath, [join(root, 'tools/start.js'), '--watch', '--no-build']);
    },
  });
  run('vite', ...tool('vite', ['--config', 'apps/web/vite.config.ts']));
  for (const name of ['SIGTERM', 'SIGINT']) process.on(name, () => stop(0, name));
  stopWhenOrphaned({ label: 'leadsignal dev' });
  // If this script exits without stopping them, its children must not outlive it (a SIGKILL skips this: the
  // children notice that themselves).
  process.on('exit', () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) signal(child, 'SIGKILL');
  });
}

main();
