// Children die with their launcher (issue 23 item 9): `npm start`, `npm run start:api`, `npm run start:worker`
// and `npm run soak:exports` run for real on the built server, then the npm process — or, in the other case,
// the node process under it (tools/start.js, the soak) — is killed with SIGKILL, as an OOM kill, a CI timeout
// or a supervisor does, which runs none of its handlers. Every process of the tree recorded before the kill
// must stop (and any started later: each case marks its environment), and the API's port must be free again.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDataSource, dropDatabase, ensureDatabase, runMigrations } from '@leadsignal/server-core';
import {
  deleteRedisPrefix,
  freePort,
  processTree,
  processesWithEnv,
  stillRunning,
  untilStopped,
  waitFor,
  type TreeProcess,
} from '@leadsignal/testing';

// The first case builds the server when it is stale; each starts the API (two processes and their primary).
jest.setTimeout(600_000);

const ROOT = join(__dirname, '../../..');
const RUN_ID = `${process.pid}_${randomBytes(4).toString('hex')}`;
const DATABASE_URL = `postgres://postgres@127.0.0.1:5432/leadsignal_worker_test_orphans_${RUN_ID}`;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const REDIS_PREFIX = `lstest:orphans_${RUN_ID}`;
/** How long the tree gets to stop: it should take a few seconds (a check a second, then a graceful stop). */
const STOP_LIMIT_MS = 60_000;
const MARK = 'LEADSIGNAL_ORPHAN_SPEC_CASE';

type Script = 'start' | 'start:api' | 'start:worker' | 'soak:exports';

/** Whether a local TCP port can be listened on (nothing holds it). */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

describe('a SIGKILLed launcher leaves no process behind', () => {
  let dir: string;
  const recorded: TreeProcess[] = [];
  const launched: ChildProcess[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'leadsignal-orphans-'));
    // Migrated up front, so `npm run start:worker` alone finds its schema.
    await ensureDatabase(DATABASE_URL);
    const dataSource = createDataSource(DATABASE_URL, 'orphans-test');
    await dataSource.initialize();
    await runMigrations(dataSource);
    await dataSource.destroy();
  });

  afterAll(async () => {
    // Whatever a failed case left running.
    for (const p of stillRunning(recorded)) process.kill(p.pid, 'SIGKILL');
    for (const child of launched) {
      child.stdout?.destroy();
      child.stderr?.destroy();
    }
    await dropDatabase(DATABASE_URL).catch(() => undefined);
    await deleteRedisPrefix(REDIS_URL, REDIS_PREFIX).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  });

  function npmRun(script: Script, port: number, mark: string, args: string[] = []) {
    const child = spawn('npm', ['run', script, ...(args.length ? ['--', ...args] : [])], {
      cwd: ROOT,
      env: {
        ...process.env,
        [MARK]: mark,
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
        LOG_FORMAT: 'json',
        PORT: String(port),
        API_PROCESSES: '2',
        DATABASE_URL,
        REDIS_URL,
        REDIS_PREFIX,
        STORAGE_DRIVER: 'local',
        STORAGE_LOCAL_DIR: join(dir, 'storage'),
        MAIL_OUTBOX_DIR: join(dir, 'outbox'),
        SMTP_URL: '',
        SERVE_SPA: 'false',
        JWT_SECRET: 'orphans-test-secret-0123456789abcdef',
        SEED_ADMIN_PASSWORD: 'Orphans-admin-password-1',
        SEED_DEMO_EVENTS: '50',
        WORKER_SHUTDOWN_GRACE_MS: '1000',
        // The soak's exports, one CSV line per 100 ms, outlast the gaps between its worker kills: it keeps going.
        ...(script === 'soak:exports'
          ? {
              NODE_OPTIONS: `--require ${join(ROOT, 'apps/worker/test/slow-exports.js')}`,
              TEST_EXPORTS_MODULE: join(ROOT, 'dist/server/libs/exports/src/index.js'),
              TEST_EXPORT_ROW_DELAY_MS: '100',
            }
          : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    launched.push(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    return { child, output: () => output };
  }

  const apiReady = (port: number) =>
    fetch(`http://127.0.0.1:${port}/api/health/ready`)
      .then((res) => res.ok)
      .catch(() => false);

  /** Waits until what `script` runs is up; answers the tree under npm. */
  async function started(script: Script, port: number, run: ReturnType<typeof npmRun>): Promise<TreeProcess[]> {
    const workerUp = () => run.output().includes('worker started');
    await waitFor(async () => {
      if (run.child.exitCode !== null) throw new Error(`npm run ${script} exited:\n${run.output().slice(-3000)}`);
      if (script === 'start') return ((await apiReady(port)) && workerUp()) || undefined;
      if (script === 'start:api') return (await apiReady(port)) || undefined;
      if (script === 'start:worker') return workerUp() || undefined;
      // The soak: its API seeded and serving, its worker killed and restarted from now on.
      return run.output().includes('killing the worker') || undefined;
    }, 420_000);
    const tree = processTree(run.child.pid as number);
    recorded.push(...tree);
    return tree;
  }

  const commandsOf = (tree: TreeProcess[]) => tree.map((p) => p.command).join('\n');

  it.each([
    ['start', 'npm'],
    ['start', 'node tools/start.js'],
    ['start:api', 'npm'],
    ['start:api', 'node tools/start.js'],
    ['start:worker', 'npm'],
    ['start:worker', 'node tools/start.js'],
    ['soak:exports', 'npm'],
    ['soak:exports', 'node …/soak-exports.js'],
  ] as const)('npm run %s, %s killed with SIGKILL: nothing left running, the API port free', async (script, victim) => {
    const port = await freePort();
    const mark = randomBytes(6).toString('hex');
    const soakArgs = ['--events', '300', '--exports', '2', '--kills', '1000', '--min-gap-ms', '1500'];
    const run = npmRun(script, port, mark, script === 'soak:exports' ? [...soakArgs, '--max-gap-ms', '3000'] : []);
    const tree = await started(script, port, run);

    // What must be in the tree, so the check below means something.
    const commands = commandsOf(tree);
    if (script === 'soak:exports') expect(commands).toMatch(/soak-exports\.js/);
    else expect(commands).toMatch(/tools\/start\.js/);
    if (script !== 'start:worker') expect(commands).toMatch(/apps\/api\/src\/main\.js/);
    if (script !== 'start:api') expect(commands).toMatch(/apps\/worker\/src\/main\.js/);
    if (script !== 'start:worker') {
      // The API's cluster: its primary and two API processes.
      expect(tree.filter((p) => p.command.includes('apps/api/src/main.js'))).toHaveLength(3);
    }

    const target =
      victim === 'npm'
        ? tree[0]
        : tree.find((p) => /tools\/start\.js|soak-exports\.js/.test(p.command) && !p.command.startsWith('sh '));
    expect(target).toBeDefined();
    process.kill(target!.pid, 'SIGKILL');

    const left = await untilStopped(
      tree.filter((p) => p.pid !== target!.pid),
      STOP_LIMIT_MS,
    );
    expect(commandsOf(left)).toBe('');
    // Nor anything started after the tree was recorded (a worker the soak restarted meanwhile).
    await waitFor(() => (processesWithEnv(MARK, mark).length === 0 ? true : undefined), STOP_LIMIT_MS).catch(
      () => undefined,
    );
    expect(commandsOf(processesWithEnv(MARK, mark))).toBe('');
    if (script === 'start' || script === 'start:api') expect(await portIsFree(port)).toBe(true);

    const soak = /database (\S+), Redis prefix (\S+), logs in (\S+)/.exec(run.output());
    if (script === 'soak:exports') {
      // Its own database: removed by the soak when it was stopped (npm killed), left when it was killed itself.
      expect(soak).not.toBeNull();
      const [, database, prefix, logs] = soak!;
      const dataSource = createDataSource(DATABASE_URL, 'orphans-test-check');
      await dataSource.initialize();
      try {
        const rows = await dataSource.query(`SELECT datname FROM pg_database WHERE datname = $1`, [database]);
        expect(rows).toHaveLength(victim === 'npm' ? 0 : 1);
        await dataSource.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      } finally {
        await dataSource.destroy();
      }
      await deleteRedisPrefix(REDIS_URL, prefix);
      await rm(logs, { recursive: true, force: true });
    }
  });
});
