// Stops a launcher (or a tool it runs) whose own parent died without stopping it. A SIGKILL (an OOM kill, a
// supervisor or CI timeout killing npm, `kill -9`) skips every exit handler, so no process can rely on its
// parent to stop it: each watches its ancestry and stops as on SIGTERM when it breaks. The ancestry watched is
// the parent and, through shells, the process above it: `npm run x` runs x in `sh -c`, which outlives npm
// without a word. Linux reads it from /proc; elsewhere only the parent is watched (process.ppid). The API and
// the worker watch theirs with libs/server-core/src/process/orphan-watch.ts, which also knows their launcher
// by LEADSIGNAL_LAUNCHER_PID.
const { readFileSync } = require('node:fs');

const SHELLS = new Set(['sh', 'dash', 'bash', 'zsh', 'ash', 'ksh', 'busybox']);
const CHECK_EVERY_MS = 1000;

/** A process's parent and command name from /proc/<pid>/stat; undefined when it is gone (or not Linux). */
function statOf(pid) {
  let text;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined; // no such process (or no /proc): the callers treat both as "not there"
  }
  // "pid (comm) state ppid …", where comm may itself contain spaces and parentheses.
  const close = text.lastIndexOf(')');
  return { comm: text.slice(text.indexOf('(') + 1, close), ppid: Number(text.slice(close + 2).split(' ')[1]) };
}

/** [this process, its parent, and on through shells]. */
function lineage() {
  const chain = [process.pid, process.ppid];
  for (;;) {
    const top = statOf(chain[chain.length - 1]);
    if (!top || !SHELLS.has(top.comm) || top.ppid <= 1) return chain;
    chain.push(top.ppid);
  }
}

/** Whether a link of the chain broke: a process of it whose parent is no longer the one recorded. */
function broken(chain) {
  for (let i = 0; i < chain.length - 1; i++) {
    if ((i === 0 ? process.ppid : statOf(chain[i])?.ppid) !== chain[i + 1]) return chain[i + 1];
  }
  return undefined;
}

/**
 * Checks every second that the ancestry is intact; when it is not, logs a line on stderr and sends this
 * process SIGTERM, once, so it stops as a supervisor would stop it (gracefully, through its own handler).
 * Returns a function that stops watching. Nothing is watched when the parent is init (pid 1, or 0 in a
 * container): it cannot vanish.
 */
function stopWhenOrphaned(options = {}) {
  if (process.ppid <= 1) return () => undefined;
  const chain = lineage();
  const timer = setInterval(() => {
    const gone = broken(chain);
    if (gone === undefined) return;
    clearInterval(timer);
    // Its output may have died with the parent (a pipe nobody reads): a write error must not turn the graceful
    // stop into a crash, so from now on they are dropped.
    for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);
    process.stderr.write(`[${options.label ?? process.pid}] pid ${gone}, which started it, is gone: stopping\n`);
    process.kill(process.pid, 'SIGTERM');
  }, options.everyMs ?? CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

module.exports = { stopWhenOrphaned };
