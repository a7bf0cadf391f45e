// Real server processes for the specs: a TypeScript entry point run from its sources (run-ts.js), to be
// killed, restarted or stopped like the real thing.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export interface TypeScriptProcessOptions {
  /** Variables on top of this process's environment (the run's database, Redis prefix and storage). */
  env?: Record<string, string>;
  /** Test-only modules loaded before the entry point. */
  preload?: string[];
  /** 'pipe' to read the process's log lines (stdout and stderr); default: shown when TEST_LOG_LEVEL is set. */
  output?: 'pipe';
}

export function spawnTypeScript(entry: string, options: TypeScriptProcessOptions = {}): ChildProcess {
  return spawn(process.execPath, [join(__dirname, 'run-ts.js'), entry], {
    env: { ...process.env, ...options.env, TEST_PRELOAD: (options.preload ?? []).join(',') },
    stdio: options.output ?? (process.env.TEST_LOG_LEVEL ? 'inherit' : 'ignore'),
  });
}

/** Stops a process and waits for it to exit (SIGKILL unless told otherwise). */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}
