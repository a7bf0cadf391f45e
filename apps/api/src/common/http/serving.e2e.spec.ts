// How the app serves the SPA and the API: a CSP that upgrades to HTTPS only over HTTPS, precompressed
// (brotli, gzip) assets by Accept-Encoding, a year's immutable caching for hashed assets, index.html
// revalidated, no source maps in production, and no caching of API answers.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seed, signedInUser } from '../../../test/accounts';

const INDEX = `<!doctype html><html><head><title>LeadSignal</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify('LeadSignal '.repeat(500))});`;
const ASSET = '/assets/index-AbCd1234.js';

function builtSpa(): string {
  const dir = mkdtempSync(join(tmpdir(), 'leadsignal-spa-'));
  mkdirSync(join(dir, 'assets'));
  const files: Record<string, string> = { '/index.html': INDEX, [ASSET]: SCRIPT };
  for (const [path, content] of Object.entries(files)) {
    writeFileSync(join(dir, path), content);
    writeFileSync(join(dir, `${path}.gz`), gzipSync(content));
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(content));
  }
  writeFileSync(join(dir, `${ASSET}.map`), '{"version":3}');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET with node:http, which (unlike superagent and fetch) hands the body over as sent, still encoded. */
function rawGet(server: Server, path: string, headers: Record<string, string>): Promise<RawResponse> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('serving', () => {
  let t: TestApp;
  let server: Server;

  beforeAll(async () => {
    const saved = { ...process.env };
    Object.assign(process.env, { SERVE_SPA: 'true', WEB_DIST_DIR: builtSpa(), NODE_ENV: 'production' });
    try {
      t = await createTestApp();
    } finally {
      for (const key of ['SERVE_SPA', 'WEB_DIST_DIR', 'NODE_ENV']) process.env[key] = saved[key];
    }
    await seed(t.dataSource);
    server = (t.app.getHttpServer() as Server).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
  });
  afterAll(() => t?.close());

  const get = (path: string, encoding = 'identity', headers: Record<string, string> = {}) =>
    rawGet(server, path, { 'Accept-Encoding': encoding, ...headers });
  const page = (path: string, encoding = 'identity', headers: Record<string, string> = {}) =>
    get(path, encoding, { Accept: 'text/html', ...headers });

  it('answers brotli to clients that accept it, else gzip, else the plain file', async () => {
    const br = await get(ASSET, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

    const gzip = await get(ASSET, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    const plain = await get(ASSET);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it("caches hashed assets for a year, revalidates index.html, and the history fallback's index.html too", async () => {
    expect((await get(ASSET, 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
    for (const path of ['/', '/alerts?x=1', '/index.html']) {
      const res = await page(path, 'br');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(brotliDecompressSync(res.body).toString()).toBe(INDEX);
    }
  });

  it('does not serve source maps in production', async () => {
    const res = await t.http.get(`${ASSET}.map`).expect(404);
    expect(res.body).toEqual({ statusCode: 404, errors: [{ reason: 'Not found.' }] });
  });

  it('upgrades insecure requests only for a page served over HTTPS, and loads images from itself only', async () => {
    const http = (await page('/login')).headers['content-security-policy'] as string;
    expect(http).not.toContain('upgrade-insecure-requests');
    expect(http).toContain("img-src 'self' data:;");
    const https = (await page('/login', 'identity', { 'X-Forwarded-Proto': 'https' })).headers[
      'content-security-policy'
    ] as string;
    expect(https).toContain('upgrade-insecure-requests');
  });

  it('answers API calls with Cache-Control: no-store', async () => {
    const { token } = await signedInUser(t);
    const me = await t.http.get('/api/users/me').set('Authorization', `Bearer ${token}`).expect(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect((await t.http.get('/api/users/me')).headers['cache-control']).toBe('no-store');
  });
});
