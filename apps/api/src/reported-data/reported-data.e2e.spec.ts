// Reporting inaccurate data: stored with the reporter and the row; details are required.
import { randomUUID } from 'node:crypto';
import { ROLES } from '@leadsignal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUser, login, seed, signedInUser } from '../../test/accounts';

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

  it('answers 404 for a row that does not exist, 400 for text that is no id', async () => {
    const res = await report({ reportedSourceId: randomUUID(), reportedSource: 'Alerts', type: 1, details: 'Wrong.' });
    expect(res.status).toBe(404);
    expect(
      (await report({ reportedSourceId: 'not-an-id', reportedSource: 'Alerts', type: 1, details: 'Wrong.' })).status,
    ).toBe(400);
  });

  it('takes the reported row id in capitals as the same row', async () => {
    const res = await report({
      reportedSourceId: eventId.toUpperCase(),
      reportedSource: 'Alerts',
      type: 1,
      details: 'Wrong title.',
    });
    expect(res.status).toBe(201);
    const [row] = await t.dataSource.query(`SELECT reported_source_id AS id FROM reported_data WHERE id = $1`, [
      res.body.id,
    ]);
    expect(row.id).toBe(eventId);
  });

  it('needs a signed-in caller', async () => {
    const res = await t.http
      .post('/api/reportedData/create')
      .send({ reportedSourceId: eventId, reportedSource: 'Alerts', type: 1, details: 'x' });
    expect(res.status).toBe(401);
  });

  describe('admin review', () => {
    let adminToken: string;
    let adminId: string;
    const admin = (path: string, body: object, bearer = () => adminToken) =>
      t.http.post(`/api/reportedData/${path}`).set('Authorization', `Bearer ${bearer()}`).send(body);
    const fileReport = async (details: string, source: 'Alerts' | 'Registered Companies' = 'Alerts', id = eventId) =>
      (await report({ reportedSourceId: id, reportedSource: source, type: 1, details }).expect(201)).body.id as string;

    beforeAll(async () => {
      ({ id: adminId, token: adminToken } = await signedInUser(t, { role: ROLES.admin, firstName: 'Ada' }));
    });

    it('lists reports newest first with the reporter and the reported row, filtered by status and source', async () => {
      const [{ id: companyId }] = await t.dataSource.query(
        `INSERT INTO companies (name, domain) VALUES ('Acme Review Co', $1) RETURNING id`,
        [`review-${randomUUID()}.example`],
      );
      const older = await fileReport('Older report.');
      const newer = await fileReport('Company name is wrong.', 'Registered Companies', companyId);

      const all = await admin('search', { page: 1, pageSize: 10 }).expect(200);
      const ids = all.body.items.map((item: { id: string }) => item.id);
      expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
      expect(all.body.items.find((item: { id: string }) => item.id === older)).toMatchObject({
        reportedSource: 'Alerts',
        reportedSourceId: eventId,
        typeLabel: 'Inaccurate Data',
        details: 'Older report.',
        status: 'open',
        subject: 'Acme hires',
        reporter: { id: userId, fullName: 'Test User' },
      });
      expect(all.body.totalCount).toBeGreaterThanOrEqual(2);

      const companies = await admin('search', { page: 1, pageSize: 10, reportedSource: 'Registered Companies' }).expect(
        200,
      );
      expect(companies.body.items.map((item: { id: string }) => item.id)).toEqual([newer]);
      expect(companies.body.items[0].subject).toBe('Acme Review Co');
      expect(companies.body.totalCount).toBe(1);

      const firstPage = await admin('search', { page: 1, pageSize: 10, status: 'open' }).expect(200);
      const secondPage = await admin('search', { page: 2, pageSize: 10, status: 'open' }).expect(200);
      expect(secondPage.body.totalCount).toBe(firstPage.body.totalCount);
    });

    it('records an action with its note, sets the status and keeps the history', async () => {
      const id = await fileReport('The quote is made up.');
      const first = await admin('createActions', { id, action: 'dismissed', note: ' Checked the source. ' }).expect(
        200,
      );
      expect(first.body).toMatchObject({ id, status: 'dismissed' });
      const second = await admin('createActions', { id, action: 'corrected' }).expect(200);
      expect(second.body.status).toBe('corrected');
      expect(second.body.actions).toEqual([
        {
          action: 'dismissed',
          note: 'Checked the source.',
          createdOn: expect.any(String),
          admin: { id: adminId, fullName: 'Ada User' },
        },
        { action: 'corrected', note: '', createdOn: expect.any(String), admin: { id: adminId, fullName: 'Ada User' } },
      ]);
      const fetched = await admin('getById', { id }).expect(200);
      expect(fetched.body).toEqual(second.body);

      const corrected = await admin('search', { page: 1, pageSize: 10, status: 'corrected' }).expect(200);
      expect(corrected.body.items.map((item: { id: string }) => item.id)).toContain(id);
      const open = await admin('search', { page: 1, pageSize: 30, status: 'open' }).expect(200);
      expect(open.body.items.map((item: { id: string }) => item.id)).not.toContain(id);
    });

    it.each([
      ['an unknown action', { action: 'deleted' }, /Action must be one of/],
      ['a note that is too long', { action: 'resolved', note: 'x'.repeat(2001) }, /at most 2000/],
      ['an unknown field', { action: 'resolved', extra: true }, /Unknown field/],
    ])('refuses %s with a 400 and changes nothing', async (_name, change, reason) => {
      const id = await fileReport('Refused action.');
      const res = await admin('createActions', { id, ...change });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].reason).toMatch(reason);
      expect((await admin('getById', { id }).expect(200)).body).toMatchObject({ status: 'open', actions: [] });
    });

    it('refuses page sizes outside the table sizes, and answers 404 for unknown reports (400 for text that is no id)', async () => {
      expect((await admin('search', { page: 1, pageSize: 7 })).status).toBe(400);
      expect((await admin('search', { page: 0, pageSize: 10 })).status).toBe(400);
      expect((await admin('search', { status: 'closed' })).status).toBe(400);
      expect((await admin('getById', { id: randomUUID() })).status).toBe(404);
      expect((await admin('getById', { id: 'not-a-uuid' })).status).toBe(400);
      expect((await admin('createActions', { id: randomUUID(), action: 'resolved' })).status).toBe(404);
    });

    it('is for admins: a user gets 403 on every review call', async () => {
      const id = await fileReport('Not for users.');
      expect((await admin('search', {}, () => token)).status).toBe(403);
      expect((await admin('getById', { id }, () => token)).status).toBe(403);
      expect((await admin('createActions', { id, action: 'resolved' }, () => token)).status).toBe(403);
      expect((await admin('getById', { id }).expect(200)).body.status).toBe('open');
    });
  });
});
