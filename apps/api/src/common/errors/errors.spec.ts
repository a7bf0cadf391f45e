// The error contract end to end: every bad request gets {statusCode, errors:[{reason, field?}]}.
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('error shape', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers an unknown route with 404 and a reason', async () => {
    const res = await t.http.post('/api/no/such/thing').send({}).expect(404);
    expect(res.body).toEqual({ statusCode: 404, errors: [{ reason: 'No such route: POST /api/no/such/thing.' }] });
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await t.http
      .post('/api/auth/Login')
      .set('Content-Type', 'application/json')
      .send('{"email": "a@b.c", ')
      .expect(400);
    expect(res.body).toEqual({ statusCode: 400, errors: [{ reason: 'The request body is not valid JSON.' }] });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('answers a body over the limit with 413', async () => {
    const huge = JSON.stringify({ details: 'x'.repeat(3 * 1024 * 1024) });
    const res = await t.http.post('/api/auth/Login').set('Content-Type', 'application/json').send(huge).expect(413);
    expect(res.body).toEqual({ statusCode: 413, errors: [{ reason: 'The request body is too large.' }] });
  });

  it('rejects unknown fields with 400 naming the field', async () => {
    const res = await t.http.post('/api/auth/Login').send({ email: 'a@b.co', password: 'x', admin: true }).expect(400);
    expect(res.body.statusCode).toBe(400);
    expect(res.body.errors).toContainEqual({ reason: 'Unknown field: admin.', field: 'admin' });
  });

  it('sets security headers and a request id', async () => {
    const res = await t.http.get('/api/health/live').expect(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
