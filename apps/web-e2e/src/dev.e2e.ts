// `npm run dev` as a developer runs it: one command compiles the server in watch mode, runs the API and
// the worker, and serves the SPA through Vite (which proxies /api to the API). The login page renders
// from the dev server, the logs are human-readable lines without framework warnings, and SIGTERM stops
// everything with exit code 0.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { dropDatabase } from '@leadsignal/server-core';
import { deleteRedisPrefix, makeTestEnv, waitFor, freePort } from '@leadsignal/testing';

const root = join(__dirname, '../../..');

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

test.describe('npm run dev', () => {
  // One run of `npm run dev` that the steps below start using, read and stop, in this order.
  test.describe.configure({ mode: 'serial', timeout: 360_000 });
  let env: Record<string, string>;
  let dev: ChildProcess;
  let output = '';
  let webUrl: string;
  let apiUrl: string;

  test.beforeAll(async () => {
    // A first compile of the server and the SPA on a busy machine: more than the journeys' usual time.
    test.setTimeout(360_000);
    const [port, webPort] = [await freePort(), await freePort()];
    env = {
      ...makeTestEnv('dev'),
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      // The default format: in development the lines are for a person even through a pipe, as here.
      LOG_FORMAT: '',
      PORT: String(port),
      WEB_DEV_PORT: String(webPort),
      APP_URL: `http://127.0.0.1:${webPort}`,
    };
    webUrl = `http://127.0.0.1:${webPort}`;
    apiUrl = `http://127.0.0.1:${port}`;
    dev = spawn(process.execPath, [join(root, 'tools/dev.js')], {
      cwd: root,
      env: { ...process.env, ...env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // A process group of its own, so a failed run can take down everything it started.
      detached: true,
    });
    dev.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    dev.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitFor(async () => {
      if (dev.exitCode !== null) throw new Error(`npm run dev exited with ${dev.exitCode}:\n${output.slice(-4000)}`);
      // The API itself first: asking through the proxy before it listens only fills the log with refusals.
      return (
        ((await answers(`${apiUrl}/api/health/ready`)) && (await answers(`${webUrl}/api/health/ready`))) || undefined
      );
    }, 300_000).catch((error: Error) => {
      throw new Error(`${error.message}; npm run dev printed:\n${output.slice(-4000)}`);
    });
  });

  test.afterAll(async () => {
    if (dev?.pid && dev.exitCode === null && dev.signalCode === null) {
      // SIGTERM first: the launcher it runs stops the API and the worker, which live in process groups of
      // their own; then whatever is left of this run's group.
      const exited = new Promise((resolve) => dev.once('exit', resolve));
      dev.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
      try {
        process.kill(-dev.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    dev?.stdout?.destroy();
    dev?.stderr?.destroy();
    if (env) {
      await dropDatabase(env.DATABASE_URL).catch(() => undefined);
      await deleteRedisPrefix(env.REDIS_URL, env.REDIS_PREFIX).catch(() => undefined);
    }
  });

  test('serves the SPA from Vite with the API behind its proxy', async ({ page }) => {
    const html = await (await fetch(`${webUrl}/login`)).text();
    expect(html).toContain('/@vite/client');
    // Vite compiles the SPA's modules on this first visit: Playwright's own 30 s, not the journeys' 15 s.
    page.setDefaultTimeout(30_000);
    await page.goto(`${webUrl}/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 60_000 });
    // A call the login page makes goes through the dev server's proxy to the API.
    const res = await fetch(`${webUrl}/api/health/live`);
    expect(res.status).toBe(200);
  });

  test('logs lines for a person, without framework warnings', () => {
    expect(output).toMatch(/INFO/);
    expect(output).not.toMatch(/^\{"level"/m);
    expect(output).not.toContain('LegacyRouteConverter');
    expect(output).not.toMatch(/\bERROR\b/);
  });

  test('stops everything on SIGTERM and exits 0', async () => {
    const exited = new Promise<number | null>((resolve) => dev.once('exit', (code) => resolve(code)));
    dev.kill('SIGTERM');
    expect(await exited).toBe(0);
    // Nothing it started is left serving.
    await waitFor(async () => (!(await answers(`${apiUrl}/api/health/live`)) ? true : undefined), 30_000);
    expect(await answers(`${webUrl}/login`)).toBe(false);
  });
});
