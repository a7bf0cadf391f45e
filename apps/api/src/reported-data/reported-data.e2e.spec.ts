// Reporting inaccurate data: stored with the reporter and the row; details are required.
import { randomUUID } from 'node:crypto';
import { ROLES } from '@leadsignal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUser, login, seed } from '../../test/accounts';

describe('reported data', () => {
  let t: TestApp;
  let token: string;
  let userId: string;
  let eventId: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.dataSource);
    const user = await createUser(t.dataSource, { role: ROLES.user });
    userId = user.id;
    token = await login(t, user.email, user.password);
    [{ id: eventId }] = await t.dataSource.query(
      `INSERT INTO trigger_events (title, url, type, date_published) VALUES ('Acme hires', $1, 'personnel', now()) RETURNING id`,
      [`https://news.test.example/report-${randomUUID()}`],
    );
  });
  afterAll(() => t?.close());

  const report = (body: object) =>
    t.http.post('/api/reportedData/create').set('Authorization', `Bearer ${token}`).send(body);

  it('stores the report with the reporter and the row', async () => {
    const res = await report({
      reportedSourceId: eventId,
      reportedSource: 'Alerts',
      type: 1,
      details: ' The e-mail bounces. ',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String) });
    const [row] = await t.dataSource.query(`SELECT * FROM reported_data WHERE id = $1`, [res.body.id]);
    expect(row).toMatchObject({
      reporter_id: userId,
      reported_source: 'Alerts',
      reported_source_id: eventId,
      type: 1,
      details: 'The e-mail bounces.',
      status: 'open',
    });
  });

  it.each([
    ['no details', { details: '' }, 'Details are required.'],
    ['blank details', { details: '   ' }, 'Details are required.'],
    ['an unknown type', { type: 2 }, /type/],
    ['an unknown source', { reportedSource: 'Elsewhere' }, /reportedSource/],
    ['an unknown field', { extra: 1 }, /Unknown field/],
  ])('refuses %s with a 400', async (_name, change, reason) => {
    const res = await report({
      reportedSourceId: eventId,
      reportedSource: 'Alerts',
      type: 1,
      details: 'Wrong title.',
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].reason).toMatch(reason);
  });

  it('answers 404 for a row that does not exist', async () => {
    const res = await report({ reportedSourceId: randomUUID(), reportedSource: 'Alerts', type: 1, details: 'Wrong.' });
    expect(res.status).toBe(404);
    expect(
      (await report({ reportedSourceId: 'not-an-id', reportedSource: 'Alerts', type: 1, details: 'Wrong.' })).status,
    ).toBe(404);
  });

  it('needs a signed-in caller', async () => {
    const res = await t.http
      .post('/api/reportedData/create')
      .send({ reportedSourceId: eventId, reportedSource: 'Alerts', type: 1, details: 'x' });
    expect(res.status).toBe(401);
  });
});
