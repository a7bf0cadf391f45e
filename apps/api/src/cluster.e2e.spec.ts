// Several API processes on one port (issue 14, item 2): the built entry point with API_PROCESSES=2 — both
// listen, only the first seeds, connections are spread over both and one scrape of /api/metrics counts the
// requests of both, and SIGTERM stops them all with exit code 0.
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';
import { dropDatabase, ensureDatabase } from '@leadsignal/server-core';
import { siblingDatabaseUrl, sleep, waitFor, freePort } from '@leadsignal/testing';

// The first run may build the server (tsc) when it is stale.
jest.setTimeout(300_000);

const ROOT = join(__dirname, '../../..');
const METRICS_TOKEN = 'cluster-spec-metrics-token-0123';
const REQUESTS = 40;

/** One GET on a connection of its own (no keep-alive), so the primary hands each to the next process. */
function get(
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.once('error', reject);
    req.end();
  });
}

describe('API_PROCESSES=2', () => {
  const databaseUrl = siblingDatabaseUrl('cluster');
  let api: ChildProcess | undefined;
  let output = '';

  afterAll(async () => {
    if (api && api.exitCode === null && api.signalCode === null) api.kill('SIGKILL');
    await sleep(500);
    await dropDatabase(databaseUrl).catch(() => undefined);
  });

  it('serves from two processes on one port, seeds once, merges metrics, and stops on SIGTERM', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { buildIfStale } = require(join(ROOT, 'tools/build-if-stale.js')) as { buildIfStale(name: string): void };
    buildIfStale('server');
    await ensureDatabase(databaseUrl);
    const port = await freePort();
    api = spawn(process.execPath, [join(ROOT, 'dist/server/apps/api/src/main.js')], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        API_PROCESSES: '2',
        METRICS_TOKEN,
        LOG_LEVEL: 'info',
        LOG_FORMAT: 'json',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    api.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    api.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const exited = new Promise<number | null>((resolve) => api!.once('exit', (code) => resolve(code)));

    await waitFor(() => ((output.match(/LeadSignal API listening/g) ?? []).length === 2 ? true : undefined), 120_000);
    expect(output).toContain('Starting 2 API processes');
    // The first process seeded (a fresh database gets its plans once); the second skipped the seeding.
    expect(output.match(/Added plans/g)).toHaveLength(1);

    const pids = new Set<number>();
    for (let i = 0; i < REQUESTS; i++) expect((await get(port, '/api/health/live')).status).toBe(200);
    for (const line of output.split('\n')) {
      const match = /"pid":(\d+).*LeadSignal API listening/.exec(line);
      if (match) pids.add(Number(match[1]));
    }
    expect(pids.size).toBe(2);

    const scrape = await get(port, '/api/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(scrape.status).toBe(200);
    const count = /leadsignal_http_request_duration_seconds_count\{[^}]*route="\/api\/health\/live"[^}]*\} (\d+)/.exec(
      scrape.body,
    );
    // Every request counted, whichever process answered it (each process alone saw about half).
    expect(Number(count?.[1])).toBe(REQUESTS);

    api.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(get(port, '/api/health/live')).rejects.toThrow();
  });
});
