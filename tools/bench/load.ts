// The bench's load phase (`npm run bench -- --load`, issue 14 item 2): boots the built API as `npm start` runs
// it (dist/server/apps/api/src/main.js, NODE_ENV=production, API_PROCESSES processes sharing one port) on the
// benchmark database, signs the bench user in through the API, then drives N concurrent keep-alive
// connections (autocannon) at each call in turn and prints requests/s, p50 and p99 per call:
// the default alert search, a one-keyword search, a filtered search, users/me, and health/live as the floor.
import { freePort } from '../free-port';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import argon2 from 'argon2';
import autocannon from 'autocannon';
import { ROLES } from '@leadsignal/contracts';
import { createDataSource } from '@leadsignal/server-core';
import { CANONICAL_QUERIES } from './queries';

export interface LoadOptions {
  databaseUrl: string;
  /** The bench user the timing phase searched as (its viewed rows make isViewed real). */
  userId: string;
  connections: number;
  durationSeconds: number;
  /** API_PROCESSES for the API; 0 = one per core, as `npm start`. */
  apiProcesses: number;
}

interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** health/live needs no token: the floor of the HTTP stack without authentication. */
  signedIn: boolean;
}

const criteria = (name: string) => {
  const query = CANONICAL_QUERIES.find((q) => q.name === name);
  if (!query) throw new Error(`no canonical query ${name}`);
  return query.criteria;
};

const CALLS: Call[] = [
  { name: 'alerts: default search', method: 'POST', path: '/api/event/gettriggerevents', body: {}, signedIn: true },
  {
    name: 'alerts: one keyword (acquisition)',
    method: 'POST',
    path: '/api/event/gettriggerevents',
    body: criteria('keyword-acquisition'),
    signedIn: true,
  },
  {
    name: 'alerts: filtered (state California)',
    method: 'POST',
    path: '/api/event/gettriggerevents',
    body: criteria('state-california'),
    signedIn: true,
  },
  { name: 'GET users/me', method: 'GET', path: '/api/users/me', signedIn: true },
  { name: 'GET health/live', method: 'GET', path: '/api/health/live', signedIn: false },
];

const PASSWORD = 'Bench-load-password-1';
const log = (message: string) => process.stdout.write(`${message}\n`);

/** Gives the bench user a password, the User role and a confirmed address, so it can sign in through the API. */
async function prepareUser(databaseUrl: string, userId: string): Promise<string> {
  const db = createDataSource(databaseUrl, 'leadsignal-bench-load');
  await db.initialize();
  try {
    await db.query(
      `UPDATE users SET password_hash = $2, email_confirmed_at = coalesce(email_confirmed_at, now()),
              is_disabled = false, must_change_password = false
       WHERE id = $1`,
      [userId, await argon2.hash(PASSWORD, { type: argon2.argon2id })],
    );
    const [user] = await db.query(`SELECT email FROM users WHERE id = $1`, [userId]);
    await db.query(
      `INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = $2 ON CONFLICT DO NOTHING`,
      [userId, ROLES.user],
    );
    return user.email as string;
  } finally {
    await db.destroy();
  }
}

async function waitForReady(base: string, api: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error(`the API exited (${api.exitCode}); see ${logFile}`);
    const ok = await fetch(`${base}/api/health/ready`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the API was not ready within 5 minutes; see ${logFile}`);
}

function drive(base: string, call: Call, token: string, connections: number, seconds: number) {
  return autocannon({
    url: `${base}${call.path}`,
    method: call.method,
    connections,
    duration: seconds,
    headers: {
      ...(call.signedIn ? { authorization: `Bearer ${token}` } : {}),
      ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: call.body !== undefined ? JSON.stringify(call.body) : undefined,
  });
}

export async function runLoadBench(options: LoadOptions): Promise<void> {
  const processes = options.apiProcesses || availableParallelism();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dir = await mkdtemp(join(tmpdir(), 'leadsignal-bench-load-'));
  const logFile = join(dir, 'api.log');
  const email = await prepareUser(options.databaseUrl, options.userId);

  log(
    `\nHTTP load: ${options.connections} connections × ${options.durationSeconds} s per call (after a ` +
      `${warmupSeconds(options)} s warm-up), API_PROCESSES=${processes}, API log in ${logFile}\n`,
  );
  const api = spawn(process.execPath, ['--enable-source-maps', join(__dirname, '../../apps/api/src/main.js')], {
    cwd: join(__dirname, '../../../..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      PORT: String(port),
      APP_URL: base,
      DATABASE_URL: options.databaseUrl,
      API_PROCESSES: String(processes),
      REDIS_PREFIX: `leadsignal_bench_load_${process.pid}`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SERVE_SPA: 'false',
      SEED_DEMO_EVENTS: '0',
      STORAGE_LOCAL_DIR: join(dir, 'storage'),
      MAIL_OUTBOX_DIR: join(dir, 'outbox'),
      SMTP_URL: '',
      // One user drives every connection: the per-user search cap (3 per process) would answer most with 429.
      SEARCH_CONCURRENCY_PER_USER: String(Math.min(100, options.connections)),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = createWriteStream(logFile);
  api.stdout?.pipe(out);
  api.stderr?.pipe(out);
  try {
    await waitForReady(base, api, logFile);
    const login = await fetch(`${base}/api/auth/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (!login.ok) throw new Error(`sign-in of ${email} failed: ${login.status} ${await login.text()}`);
    const { accessToken } = (await login.json()) as { accessToken: string };

    log(
      `${'call'.padEnd(36)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)} ${'non-2xx'.padStart(8)} ${'errors'.padStart(7)}`,
    );
    for (const call of CALLS) {
      await drive(base, call, accessToken, options.connections, warmupSeconds(options));
      const result = await drive(base, call, accessToken, options.connections, options.durationSeconds);
      log(
        `${call.name.padEnd(36)} ${result.requests.average.toFixed(0).padStart(8)} ${String(result.latency.p50).padStart(7)} ${String(
          result.latency.p99,
        ).padStart(7)} ${String(result.latency.max).padStart(7)} ${String(result.non2xx).padStart(8)} ${String(
          result.errors + result.timeouts,
        ).padStart(7)}`,
      );
    }
    log(
      `load average after the load phase: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')} (${cpus().length} CPUs)`,
    );
  } finally {
    if (api.exitCode === null && api.signalCode === null) {
      const exited = new Promise((resolve) => api.once('exit', resolve));
      api.kill('SIGTERM');
      await exited;
    }
  }
}

function warmupSeconds(options: Pick<LoadOptions, 'durationSeconds'>): number {
  return Math.max(2, Math.round(options.durationSeconds / 5));
}
