// A server process stops, gracefully, when the process that started it is killed outright (issue 23 item 9):
// real processes, the launcher SIGKILLed; the child must receive SIGTERM (its handler runs) and nothing the
// launcher started may be left — whether it runs the child directly, through `sh -c` (as npm does), or
// through `node --watch` (as `npm run dev` does), and also when the launcher died while the child was booting.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { processTree, stillRunning, untilStopped, waitFor, type TreeProcess } from '@leadsignal/testing';

jest.setTimeout(120_000);

const RUN_TS = join(__dirname, '../../../testing/src/run-ts.js');
const CHILD = join(__dirname, '__tests__/orphan-child.ts');
const LAUNCHER = join(__dirname, '__tests__/launcher.js');

describe('stopWhenOrphaned', () => {
  let dir: string;
  const started: TreeProcess[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'leadsignal-orphans-'));
  });

  afterAll(async () => {
    // Whatever a failed case left behind.
    for (const p of stillRunning(started)) process.kill(p.pid, 'SIGKILL');
    await rm(dir, { recursive: true, force: true });
  });

  /** Starts `command` under a launcher, SIGKILLs the launcher, and answers what was left and what the child wrote. */
  async function killLauncherOf(command: string[], options: { namesItself?: boolean; whileBooting?: boolean } = {}) {
    const stoppedFile = join(dir, `${randomBytes(4).toString('hex')}.log`);
    const gate = join(dir, `${randomBytes(4).toString('hex')}.gate`);
    const env: NodeJS.ProcessEnv = { ...process.env, STOPPED_FILE: stoppedFile };
    delete env.LEADSIGNAL_LAUNCHER_PID;
    if (options.namesItself) env.LAUNCHER_NAMES_ITSELF = '1';
    if (options.whileBooting) env.WATCH_WHEN_FILE = gate;
    const launcher: ChildProcess = spawn(process.execPath, [LAUNCHER, JSON.stringify(command)], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    launcher.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    await waitFor(() => (output.includes(options.whileBooting ? 'booting' : 'watching') ? true : undefined), 60_000);
    const tree = processTree(launcher.pid as number);
    started.push(...tree);
    const below = tree.filter((p) => p.pid !== launcher.pid);

    launcher.kill('SIGKILL');
    if (options.whileBooting) {
      // Adopted by init (or a subreaper) before it looks at its ancestry: its launcher is not there to be found.
      await waitFor(() => (processTree(below[0].pid)[0]?.ppid !== launcher.pid ? true : undefined), 30_000);
      await writeFile(gate, '');
      await waitFor(() => (output.includes('watching') ? true : undefined), 30_000);
    }
    const left = await untilStopped(below, 30_000);
    launcher.stdout?.destroy();
    const stopped = await readFile(stoppedFile, 'utf8').catch(() => '');
    return { below, left, stopped };
  }

  it('stops a child whose launcher was SIGKILLed, by SIGTERM', async () => {
    const { below, left, stopped } = await killLauncherOf([process.execPath, RUN_TS, CHILD]);
    expect(below.map((p) => p.command)).toEqual([expect.stringContaining('orphan-child.ts')]);
    expect(left).toEqual([]);
    expect(stopped).toMatch(/^stopped by SIGTERM, pid \d+\n$/);
  });

  it('sees through a shell: a child run by `sh -c` stops when the launcher above the shell is killed', async () => {
    // (`; exit $?` keeps the shell from replacing itself with the command, as npm's `sh -c` does not either.)
    const script = `"${process.execPath}" "${RUN_TS}" "${CHILD}"; exit $?`;
    const { below, left, stopped } = await killLauncherOf(['sh', '-c', script]);
    expect(below.map((p) => p.command)).toEqual([
      expect.stringMatching(/^sh -c/),
      expect.stringContaining('orphan-child.ts'),
    ]);
    expect(left).toEqual([]);
    expect(stopped).toMatch(/^stopped by SIGTERM, pid \d+\n$/);
  });

  it('stops `node --watch` and its child when the launcher named in LEADSIGNAL_LAUNCHER_PID is killed', async () => {
    const { below, left, stopped } = await killLauncherOf([process.execPath, '--watch', RUN_TS, CHILD], {
      namesItself: true,
    });
    expect(below.map((p) => p.command)).toEqual([
      expect.stringContaining('--watch'),
      expect.stringContaining('orphan-child.ts'),
    ]);
    expect(left).toEqual([]);
    // SIGTERM went to `node --watch`, which passed it on once.
    expect(stopped).toMatch(/^stopped by SIGTERM, pid \d+\n$/);
  });

  it('stops a child whose launcher, named in LEADSIGNAL_LAUNCHER_PID, was killed before the child watched', async () => {
    const { below, left, stopped } = await killLauncherOf([process.execPath, RUN_TS, CHILD], {
      namesItself: true,
      whileBooting: true,
    });
    expect(below.map((p) => p.command)).toEqual([expect.stringContaining('orphan-child.ts')]);
    expect(left).toEqual([]);
    expect(stopped).toMatch(/^stopped by SIGTERM, pid \d+\n$/);
  });
});
