// `npm start`'s log format (issue 24): the real launcher with the built server, its output a pipe (no terminal).
// In development the API's and the worker's lines are for a person (pino-pretty); in production JSON lines.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { dropDatabase } from '@leadsignal/server-core';
import { deleteRedisPrefix, freePort, makeTestEnv, stopProcess, waitFor } from '@leadsignal/testing';

// Each start migrates or checks the database and boots both processes; the first may build the server.
jest.setTimeout(240_000);

const ROOT = join(__dirname, '../../..');
// A database and Redis prefix of its own, which the first start creates and migrates.
const ENV = makeTestEnv('start_logs');
const STARTED = ['LeadSignal API listening', 'worker started'];

/** The API's and the worker's first lines (the ones with STARTED's messages) when `npm start` runs with NODE_ENV. */
async function startedLines(nodeEnv: 'development' | 'production'): Promise<string[]> {
  const child = spawn(process.execPath, [join(ROOT, 'tools/start.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...ENV,
      NODE_ENV: nodeEnv,
      LOG_LEVEL: 'info',
      LOG_FORMAT: '',
      // pino-pretty colours its lines when it believes a terminal (or CI) shows them.
      NO_COLOR: '1',
      PORT: String(await freePort()),
      API_PROCESSES: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  try {
    return await waitFor(() => {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
      const lines = STARTED.map((message) => output.split('\n').find((line) => line.includes(message)));
      return lines.every(Boolean) ? (lines as string[]) : undefined;
    }, 200_000);
  } finally {
    await stopProcess(child, 'SIGTERM');
  }
}

describe('npm start logs', () => {
  afterAll(async () => {
    await dropDatabase(ENV.DATABASE_URL).catch(() => undefined);
    await deleteRedisPrefix(ENV.REDIS_URL, ENV.REDIS_PREFIX);
  });

  it('writes lines for a person in development and JSON lines in production, to a pipe as to a terminal', async () => {
    const development = await startedLines('development');
    const production = await startedLines('production');
    expect({
      development: development.map((line) => /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO/.test(line) && !line.includes('{"')),
      production: production.map((line) => (JSON.parse(line) as { level: number }).level),
    }).toEqual({ development: [true, true], production: [30, 30] });
  });
});
