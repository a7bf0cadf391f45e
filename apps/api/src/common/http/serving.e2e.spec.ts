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
import { SettingsService, VERBIAGE_KEYS } from '@leadsignal/accounts';

const INDEX = `<!doctype html><html><head><title>LeadSignal</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify('LeadSignal '.repeat(500))});`;
const ASSET = '/assets/index-AbCd1234.js';
/** What the web build writes for / and /login: index.html with the page's preloads and its static first paint. */
const SIGN_IN = `<!doctype html><html><head><title>LeadSignal</title></head><body><div id="root"><main><!--sign-in-wording--></main></div></body></html>`;

function builtSpa(): string {
  const dir = mkdtempSync(join(tmpdir(), 'leadsignal-spa-'));
  mkdirSync(join(dir, 'assets'));
  const files: Record<string, string> = { '/index.html': INDEX, [ASSET]: SCRIPT };
  writeFileSync(join(dir, 'sign-in.html'), SIGN_IN);
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
    for (const path of ['/alerts?x=1', '/index.html', '/login/elsewhere']) {
      const res = await page(path, 'br');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(brotliDecompressSync(res.body).toString()).toBe(INDEX);
    }
  });

  it("puts the login wording (escaped) and the sign-in page's first answers into the HTML of / and /login", async () => {
    const wording = 'Funding & hires.\n\n</script><script>alert(1)</script> costs $& $1';
    const settings = t.app.get(SettingsService);
    const before = await settings.verbiage(VERBIAGE_KEYS.login);
    await settings.updateVerbiage(VERBIAGE_KEYS.login, wording);
    try {
      for (const [path, encoding] of [
        ['/', 'br'],
        ['/login', 'gzip'],
        ['/login?email=a%40b.c', 'identity'],
      ] as const) {
        const res = await page(path, encoding);
        expect(res.status).toBe(200);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        const body = (
          encoding === 'br' ? brotliDecompressSync(res.body) : encoding === 'gzip' ? gunzipSync(res.body) : res.body
        ).toString();
        expect(body).toContain(
          '<main><div class="auth-wording"><p>Funding &amp; hires.</p><p>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; costs $&amp; $1</p></div></main>',
        );
        const boot = /<script type="application\/json" id="boot-data">(.*)<\/script>/.exec(body)?.[1] ?? '';
        expect(boot).not.toContain('<');
        expect(JSON.parse(boot)).toEqual({
          'settings/public': expect.objectContaining({ payments: expect.any(String) }),
          'settings/loginVerbiage': { content: wording },
        });
        expect((JSON.parse(boot) as Record<string, unknown>)['settings/public']).toEqual(
          (await t.http.get('/api/settings/public').expect(200)).body,
        );
        expect(body.match(/<script/g)).toHaveLength(1);
      }
    } finally {
      await settings.updateVerbiage(VERBIAGE_KEYS.login, before.content);
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
