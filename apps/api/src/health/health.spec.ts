import { freePort } from '@leadsignal/testing';
import { spawn, type ChildProcess } from 'node:child_process';
import { createTestApp, type TestApp } from '../../test/test-app';

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve();
    });
  });
  return child;
}

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('live answers 200 without touching dependencies', async () => {
    const res = await t.http.get('/api/health/live').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('ready answers 200 naming postgres, redis and storage as up', async () => {
    const res = await t.http.get('/api/health/ready').expect(200);
    expect(res.body).toEqual({ status: 'ok', checks: { postgres: 'up', redis: 'up', storage: 'up' } });
  });
});

describe('health when Redis goes away', () => {
  let redis: ChildProcess;
  let t: TestApp;
  const originalRedisUrl = process.env.REDIS_URL;

  beforeAll(async () => {
    const port = await freePort();
    redis = await startRedis(port);
    process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
    t = await createTestApp();
  });
  afterAll(async () => {
    process.env.REDIS_URL = originalRedisUrl;
    redis.kill('SIGKILL');
    await t.close();
  });

  it('answers 503 naming redis once it stops, while live and the rest of the API keep serving', async () => {
    await t.http.get('/api/health/ready').expect(200);
    redis.kill('SIGTERM');
    await new Promise((resolve) => redis.once('exit', resolve));

    const res = await t.http.get('/api/health/ready').expect(503);
    expect(res.body.statusCode).toBe(503);
    expect(res.body.errors[0]).toEqual({ reason: 'Not ready: redis is down.', field: 'redis' });
    await t.http.get('/api/health/live').expect(200);
  });
});
