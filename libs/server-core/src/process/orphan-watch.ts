// Stops a server process whose launcher died without stopping it. A SIGKILL (an OOM kill, a supervisor or CI
// timeout killing npm, `kill -9`) skips every exit handler, so `npm start` (tools/start.js), the soak or a
// supervisor cannot rely on stopping the API and the worker themselves: each watches its own ancestry and stops
// as on SIGTERM when it breaks. (tools/orphan-watch.js does the same for the launchers, without the launcher
// variable: they run before any build exists.)
//
// The ancestry watched: the parent; up to LEADSIGNAL_LAUNCHER_PID when the process that started this one names
// itself there and is a near ancestor (`npm run dev` runs the API under `node --watch`, a process between it
// and the launcher); and on through shells (a supervisor's `sh -c`, which outlives its own parent without a
// word). A launcher named there but not found among the ancestors died before this process started watching
// (it was killed while this one booted). Linux reads all this from /proc; elsewhere only the parent is
// watched (process.ppid).
import { readFileSync } from 'node:fs';

const SHELLS = new Set(['sh', 'dash', 'bash', 'zsh', 'ash', 'ksh', 'busybox']);
const CHECK_EVERY_MS = 1000;
/** How far up LEADSIGNAL_LAUNCHER_PID is looked for (this process → node --watch → launcher, and spare). */
const LAUNCHER_DEPTH = 4;

export interface OrphanWatchOptions {
  /** Default: every second. */
  everyMs?: number;
  /** Told what happens, as the SIGTERM is sent. */
  log?: (message: string) => void;
}

/** A process's parent and command name from /proc/<pid>/stat; undefined when it is gone (or not Linux). */
function statOf(pid: number): { comm: string; ppid: number } | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined; // no such process (or no /proc): the callers treat both as "not there"
  }
  // "pid (comm) state ppid …", where comm may itself contain spaces and parentheses.
  const close = text.lastIndexOf(')');
  return { comm: text.slice(text.indexOf('(') + 1, close), ppid: Number(text.slice(close + 2).split(' ')[1]) };
}

/**
 * [this process, its parent, …] as far as it is watched, and the launcher named in LEADSIGNAL_LAUNCHER_PID
 * when it is not among them (gone already).
 */
export function watchedLineage(env: NodeJS.ProcessEnv = process.env): { chain: number[]; missing?: number } {
  const chain = [process.pid, process.ppid];
  const launcher = Number(env.LEADSIGNAL_LAUNCHER_PID) || undefined;
  if (!statOf(process.pid)) return { chain };
  if (launcher && launcher !== process.ppid) {
    const above: number[] = [];
    for (let pid: number | undefined = process.ppid; above.length < LAUNCHER_DEPTH && pid && pid > 1;) {
      pid = statOf(pid)?.ppid;
      if (pid) above.push(pid);
      if (pid === launcher) break;
    }
    if (above[above.length - 1] !== launcher) return { chain, missing: launcher };
    chain.push(...above);
  }
  for (;;) {
    const top = statOf(chain[chain.length - 1]);
    if (!top || !SHELLS.has(top.comm) || top.ppid <= 1) return { chain };
    chain.push(top.ppid);
  }
}

/** The lowest link of the chain whose parent is no longer the one recorded (-1: all intact). */
function brokenLink(chain: readonly number[]): number {
  for (let i = 0; i < chain.length - 1; i++) {
    if ((i === 0 ? process.ppid : statOf(chain[i])?.ppid) !== chain[i + 1]) return i;
  }
  return -1;
}

/**
 * Checks every second that the ancestry is intact; when it is not, sends SIGTERM once, so the process stops
 * exactly as a supervisor would stop it — gracefully. The process signalled is the one whose parent vanished
 * when that is not a shell (the `node --watch` between the API and its launcher, which passes SIGTERM on and
 * then exits itself), else this one. Returns a function that stops watching. Nothing is watched when the
 * parent is init (pid 1, or 0 in a container) and no launcher is named: it cannot vanish.
 */
export function stopWhenOrphaned(options: OrphanWatchOptions = {}): () => void {
  const { chain, missing } = watchedLineage();
  if (process.ppid <= 1 && !missing) return () => undefined;
  const timer = setInterval(() => {
    const broken = missing ? 0 : brokenLink(chain);
    if (broken < 0) return;
    clearInterval(timer);
    const intermediary = broken > 0 && !SHELLS.has(statOf(chain[broken])?.comm ?? 'sh');
    const target = intermediary ? chain[broken] : process.pid;
    try {
      process.kill(target, 'SIGTERM');
    } catch {
      // The intermediary exited meanwhile: stop this process itself.
      process.kill(process.pid, 'SIGTERM');
    }
    // Its output may have died with the launcher (a pipe nobody reads): a write error must not turn the
    // graceful stop into a crash, so from now on they are dropped.
    for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);
    const gone = missing ?? chain[broken + 1];
    try {
      options.log?.(`pid ${gone}, which started this process, is gone: stopping (SIGTERM to pid ${target})`);
    } catch {
      // A logger that cannot write (its pipe died with the launcher) must not stop the stop.
    }
  }, options.everyMs ?? CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
