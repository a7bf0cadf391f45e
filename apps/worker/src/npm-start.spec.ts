// `npm start` stops cleanly (issue 16 item 2, issue 18 item 3): the real launcher with the built server, on a
// database of its own. SIGTERM while an export runs → exit code 0 within the grace period, the export handed
// back; the next `npm start` finishes it, charged once. The first start's worker waits for the schema the
// API creates instead of logging errors.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CsvDownloadStatus } from '@leadsignal/contracts';
import { createDataSource, dropDatabase } from '@leadsignal/server-core';
import { ledgerOf, sleep, waitFor, within, freePort } from '@leadsignal/testing';
import type { DataSource } from 'typeorm';

// The first run builds the server (tsc) when it is stale.
jest.setTimeout(420_000);

const ROOT = join(__dirname, '../../..');
const RUN_ID = `${process.pid}_${randomBytes(4).toString('hex')}`;
const DATABASE_URL = `postgres://postgres@127.0.0.1:5432/leadsignal_worker_test_start_${RUN_ID}`;
const DEMO = { email: 'start-demo@test.leadsignal.local', password: 'Start-demo-password-1' };

describe('npm start', () => {
  let dir: string;
  let port: number;
  let dataSource: DataSource | undefined;
  const started: ChildProcess[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'leadsignal-npm-start-'));
    port = await freePort();
  });

  afterAll(async () => {
    // A launcher stopped with SIGTERM stops the API and the worker (they run in process groups of their own,
    // so a SIGKILLed launcher would leave them running); SIGKILL only if it does not exit in time.
    for (const child of started) {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, sleep(20_000)]);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
      child.stdout?.destroy();
      child.stderr?.destroy();
    }
    await dataSource?.destroy();
    await dropDatabase(DATABASE_URL).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  });

  function npmStart(): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
    // What `npm start` runs. (npm itself, sent SIGTERM, passes it on and then re-raises it on itself, so its
    // own exit status is "killed by SIGTERM" whatever the launcher answers; supervisors run the launcher.)
    const child = spawn(process.execPath, [join(ROOT, 'tools/start.js')], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
        PORT: String(port),
        DATABASE_URL,
        REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
        REDIS_PREFIX: `lstest:start_${RUN_ID}`,
        STORAGE_DRIVER: 'local',
        STORAGE_LOCAL_DIR: join(dir, 'storage'),
        MAIL_OUTBOX_DIR: join(dir, 'outbox'),
        SMTP_URL: '',
        SERVE_SPA: 'false',
        JWT_SECRET: 'npm-start-test-secret-0123456789abcdef',
        SEED_ADMIN_PASSWORD: 'Start-admin-password-1',
        SEED_DEMO_EMAIL: DEMO.email,
        SEED_DEMO_PASSWORD: DEMO.password,
        SEED_DEMO_EVENTS: '300',
        RATE_LIMIT_PER_MINUTE: '1000',
        WORKER_SHUTDOWN_GRACE_MS: '1000',
        // The built worker writes one CSV line per 40 ms, so SIGTERM finds the export half way.
        NODE_OPTIONS: `--require ${join(ROOT, 'apps/worker/test/slow-exports.js')}`,
        TEST_EXPORTS_MODULE: join(ROOT, 'dist/server/libs/exports/src/index.js'),
        TEST_EXPORT_ROW_DELAY_MS: '40',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.push(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    return { child, output: () => output, exited };
  }

  const api = (path: string) => `http://127.0.0.1:${port}/api/${path}`;
  const ready = () =>
    waitFor(
      () =>
        fetch(api('health/ready'))
          .then((res) => (res.ok ? true : undefined))
          .catch(() => undefined),
      360_000,
    );
  const statusOf = async (id: string): Promise<number | undefined> =>
    (await dataSource!.query(`SELECT status FROM csv_downloads WHERE id = $1`, [id]))[0]?.status;

  it('SIGTERM while an export runs: exit 0, the export handed back, Ready after the restart, charged once', async () => {
    const first = npmStart();
    await ready();
    dataSource = createDataSource(DATABASE_URL, 'npm-start-test');
    await dataSource.initialize();
    const [user] = await dataSource.query(`SELECT id FROM users WHERE email = $1`, [DEMO.email]);
    await dataSource.query(
      `UPDATE credit_accounts SET monthly_available_credits = 100000, download_limit = 0 WHERE workspace_id = $1`,
      [user.id],
    );
    const login = await fetch(api('auth/Login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const queued = await fetch(api('event/downloadAllTriggerEvents'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ csvDownloadName: 'Stopped by SIGTERM' }),
    });
    expect(queued.status).toBeLessThan(300);
    const { id } = (await queued.json()) as { id: string };
    await waitFor(async () => ((await statusOf(id)) === CsvDownloadStatus.Processing ? true : undefined), 60_000);
    await sleep(500);

    first.child.kill('SIGTERM');
    // Within the grace period, not after the export: it is handed back (Queued, and said so in the log) rather
    // than finished. The limit only catches a launcher that never exits.
    expect(await within(first.exited, 60_000, 'the launcher exiting')).toBe(0);
    expect(await statusOf(id)).toBe(CsvDownloadStatus.Queued);
    const log = first.output();
    expect(log).toContain('handed back');
    expect(log).not.toMatch(/stopping without waiting|does not exist/);

    const second = npmStart();
    await waitFor(async () => ((await statusOf(id)) === CsvDownloadStatus.Ready ? true : undefined), 120_000);
    const [row] = await dataSource.query(`SELECT credits_charged, interruptions FROM csv_downloads WHERE id = $1`, [
      id,
    ]);
    expect(row.interruptions).toBe(0);
    // Charged once: one ledger row for this download (the account's opening grant is the other row).
    const charges = (await ledgerOf(dataSource, user.id)).filter((entry) => entry.reference === id);
    expect(charges).toEqual([{ delta: -row.credits_charged, reference: id }]);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});
