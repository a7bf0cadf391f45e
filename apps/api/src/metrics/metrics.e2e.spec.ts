// GET /api/metrics through the real app: only for a scraper with METRICS_TOKEN, and what it reports —
// request timings by route pattern (never the raw URL), queue depths from Redis, search count paths.
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser } from '../../test/accounts';

const TOKEN = 'metrics-token-for-the-spec-0123456789';

describe('metrics', () => {
  let t: TestApp;
  const previous = process.env.METRICS_TOKEN;

  beforeAll(async () => {
    process.env.METRICS_TOKEN = TOKEN;
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
    if (previous === undefined) delete process.env.METRICS_TOKEN;
    else process.env.METRICS_TOKEN = previous;
  });

  it('answers only the scraper holding the token', async () => {
    await t.http.get('/api/metrics').expect(401);
    await t.http.get('/api/metrics').set('Authorization', 'Bearer not-the-token').expect(401);
    const user = await signedInUser(t);
    // A signed-in user's own bearer token is not the metrics token.
    await t.http.get('/api/metrics').set('Authorization', `Bearer ${user.token}`).expect(401);
    const res = await t.http.get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('reports requests by route pattern, queue depths and the searches count path', async () => {
    const user = await signedInUser(t);
    const auth = { Authorization: `Bearer ${user.token}` };
    await t.http.post('/api/event/gettriggerevents').set(auth).send({ page: 1, pageSize: 10 }).expect(200);
    const secretId = '0b6a1c52-5d4e-4c1f-9a55-7d0c2f9b1e11';
    await t.http.get(`/api/users/${secretId}`).set(auth).query({ token: 'a-secret-download-token' });

    const text = (await t.http.get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text;
    expect(text).toMatch(
      /leadsignal_http_request_duration_seconds_count\{method="POST",route="\/api\/event\/gettriggerevents",status="200"\} [1-9]/,
    );
    expect(text).toContain('route="/api/users/:id"');
    expect(text).not.toContain(secretId);
    expect(text).not.toContain('a-secret-download-token');
    expect(text).toMatch(/leadsignal_search_duration_seconds_count\{kind="alerts",count_path="[a-z_]+"\} [1-9]/);
    for (const queue of ['csv-export', 'mail', 'monitoring']) {
      expect(text).toMatch(new RegExp(`leadsignal_queue_jobs\\{queue="${queue}",state="waiting"\\} \\d+`));
    }
    expect(text).toContain('leadsignal_exports_recent');
  });
});

describe('metrics without a token configured', () => {
  let t: TestApp;
  const previous = process.env.METRICS_TOKEN;
  beforeAll(async () => {
    delete process.env.METRICS_TOKEN;
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
    if (previous !== undefined) process.env.METRICS_TOKEN = previous;
  });

  it('does not exist', async () => {
    await t.http.get('/api/metrics').expect(404);
    await t.http.get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
  });
});
