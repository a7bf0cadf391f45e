// The processes a spec started, as the kernel sees them (/proc, Linux): a process and all its descendants,
// recorded before a kill, and whether any of them still runs afterwards. A process is known by its pid and its
// start time, so a pid the kernel handed to a new process meanwhile is not mistaken for the old one; a zombie
// (exited, not yet reaped by whoever adopted it) has stopped.
import { readdirSync, readFileSync } from 'node:fs';
import { waitFor } from './wait';

export interface TreeProcess {
  pid: number;
  ppid: number;
  /** Start time in clock ticks since boot (/proc/<pid>/stat field 22). */
  startedAt: number;
  /** The command line, for a readable failure. */
  command: string;
}

function read(pid: number): (TreeProcess & { zombie: boolean }) | undefined {
  let stat: string;
  let cmdline = '';
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return undefined; // it exited between the listing and the read
  }
  const close = stat.lastIndexOf(')');
  const fields = stat.slice(close + 2).split(' ');
  return {
    pid,
    ppid: Number(fields[1]),
    // Field 22 of the line; fields[0] is field 3 (the state).
    startedAt: Number(fields[19]),
    zombie: fields[0] === 'Z' || fields[0] === 'X',
    command: cmdline.split('\0').join(' ').trim() || stat.slice(stat.indexOf('(') + 1, close),
  };
}

/** `root` and every process below it, living (not zombies), root first. */
export function processTree(root: number): TreeProcess[] {
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => read(Number(name)))
    .filter((p): p is TreeProcess & { zombie: boolean } => p !== undefined && !p.zombie);
  const tree = all.filter((p) => p.pid === root);
  for (let i = 0; i < tree.length; i++) tree.push(...all.filter((p) => p.ppid === tree[i].pid));
  return tree.map(({ pid, ppid, startedAt, command }) => ({ pid, ppid, startedAt, command }));
}

/** Those of `processes` still running (the same process: same pid and start time, not a zombie). */
export function stillRunning(processes: readonly TreeProcess[]): TreeProcess[] {
  return processes.filter((p) => {
    const now = read(p.pid);
    return now !== undefined && !now.zombie && now.startedAt === p.startedAt;
  });
}

/**
 * Waits until none of `processes` runs; answers those still running when `timeoutMs` ran out (empty when all
 * stopped), so a spec asserts on the list and a failure names the survivors.
 */
export async function untilStopped(processes: readonly TreeProcess[], timeoutMs: number): Promise<TreeProcess[]> {
  try {
    await waitFor(() => (stillRunning(processes).length === 0 ? true : undefined), timeoutMs);
  } catch {
    // Out of time: the survivors are the answer.
  }
  return stillRunning(processes);
}

/**
 * Every process of this user whose environment has `name`=`value` (what a spec gives the tree it starts): finds
 * also a process started after the tree was recorded, or one whose parent the kernel changed.
 */
export function processesWithEnv(name: string, value: string): TreeProcess[] {
  const needle = `${name}=${value}`;
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry) && Number(entry) !== process.pid)
    .filter((entry) => {
      try {
        return readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0').includes(needle);
      } catch {
        return false; // gone, or another user's
      }
    })
    .map((entry) => read(Number(entry)))
    .filter((p): p is TreeProcess & { zombie: boolean } => p !== undefined && !p.zombie)
    .map(({ pid, ppid, startedAt, command }) => ({ pid, ppid, startedAt, command }));
}
