// The credit ledger over HTTP against the real app: a reveal is a ledger row naming the alert; admins grant
// and take back credits only with a reason (never on themselves, never below 0); a report resolved as
// corrected refunds the reporter's credit once; the history pages, filters by kind and exports to CSV; and
// balance = sum of ledger holds throughout.
import { randomUUID } from 'node:crypto';
import { ROLES } from '@leadsignal/contracts';
import { LedgerRepository } from '@leadsignal/credits';
import { insertAlerts, newMarker, type FixtureAlert } from '@leadsignal/testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seed, signedInUser } from '../../test/accounts';

describe('credit ledger', () => {
  let t: TestApp;
  let admin: { id: string; token: string };
  let alerts: FixtureAlert[];

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.dataSource);
    admin = await signedInUser(t, { role: ROLES.admin });
    // Rows with an e-mail to reveal (the fixture's second row has none).
    alerts = (await insertAlerts(t.dataSource, newMarker('ledger'), 6)).filter((alert) => alert.email);
  });
  afterAll(() => t?.close());

  const as = (token: string) => ({
    get: (path: string) => t.http.get(`/api/${path}`).set('Authorization', `Bearer ${token}`),
    post: (path: string, body: object) =>
      t.http.post(`/api/${path}`).set('Authorization', `Bearer ${token}`).send(body),
  });
  const grant = (userId: string, delta: number, reason = 'Welcome credits', token = admin.token) =>
    as(token).post(`users/${userId}/credits`, { delta, reason });
  // Other specs of the run set balances directly: the check is about this spec's users.
  const mine = new Set<string>();
  const consistent = async () =>
    (await new LedgerRepository(t.dataSource).inconsistent()).filter((row) => mine.has(row.userId ?? ""));

  it('grants and takes back credits with a required reason, as ledger rows naming the admin', async () => {
    const user = await signedInUser(t);
    mine.add(user.id);
    await grant(user.id, 10, '  ').expect(400);
    await grant(user.id, 0, 'nothing').expect(400);
    expect((await grant(user.id, 10, 'Trial for the Acme deal').expect(200)).body).toEqual({
      monthlyAvailableCredits: 10,
      allowanceCredits: 0,
      topUpCredits: 10,
    });
    await grant(user.id, -4, 'Granted by mistake').expect(200);
    const tooMuch = await grant(user.id, -7, 'Everything').expect(422);
    expect(tooMuch.body.errors[0]).toMatchObject({ field: 'delta' });
    // Not on oneself, not without admin.users, not for an unknown user.
    await grant(admin.id, 5, 'for me').expect(422);
    await grant(user.id, 5, 'by a user', user.token).expect(403);
    await as(user.token).get(`users/${admin.id}/credits/ledger`).expect(403);
    await grant(randomUUID(), 5).expect(404);

    const history = (await as(admin.token).get(`users/${user.id}/credits/ledger`).expect(200)).body;
    expect(history.totalCount).toBe(2);
    expect(history.items).toEqual([
      expect.objectContaining({
        kind: 'admin-revoke',
        delta: -4,
        balanceAfter: 6,
        reason: 'Granted by mistake',
        actorName: 'Test User',
      }),
      expect.objectContaining({
        kind: 'admin-grant',
        delta: 10,
        balanceAfter: 10,
        reason: 'Trial for the Acme deal',
        actorName: 'Test User',
      }),
    ]);
    expect((await as(user.token).get('users/me').expect(200)).body).toMatchObject({ monthlyAvailableCredits: 6 });
    expect(await consistent()).toEqual([]);
  });

  it('shows a reveal as a row naming the alert; pages, filters by kind and exports to CSV', async () => {
    const user = await signedInUser(t);
    mine.add(user.id);
    await grant(user.id, 5, 'Starter credits').expect(200);
    await as(user.token).post('event/getEmail', { id: alerts[0].id }).expect(200);
    await as(user.token).post('event/getEmail', { id: alerts[1].id }).expect(200);
    // Again: free, no row.
    await as(user.token).post('event/getEmail', { id: alerts[0].id }).expect(200);

    const page = (await as(user.token).get('credits/ledger?pageSize=2').expect(200)).body;
    expect(page.totalCount).toBe(3);
    expect(page.items).toHaveLength(2);
    expect(page.items[0]).toMatchObject({ kind: 'reveal', delta: -1, balanceAfter: 3, subject: alerts[1].title });
    const second = (await as(user.token).get('credits/ledger?pageSize=2&page=2').expect(200)).body;
    expect(second.items).toEqual([expect.objectContaining({ kind: 'admin-grant', delta: 5 })]);
    const reveals = (await as(user.token).get('credits/ledger?kind=reveal').expect(200)).body;
    expect(reveals.items.map((row: { subject: string }) => row.subject)).toEqual([alerts[1].title, alerts[0].title]);
    await as(user.token).get('credits/ledger?kind=nonsense').expect(400);

    const csv = await as(user.token).get('credits/ledger.csv?kind=reveal').expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Date,Kind,What for,About,Change,Allowance change,Top-up change,Balance after,By');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',E-mail reveal,alert e-mail reveal,');
    expect(lines[1]).toContain(',-1,0,-1,3,');

    const usage = (await as(user.token).get('credits/usage').expect(200)).body;
    expect(usage).toHaveLength(30);
    expect(usage[29]).toMatchObject({ day: new Date().toISOString().slice(0, 10), reveal: 2, download: 0 });
    await t.http.get('/api/credits/ledger').expect(401);
    expect(await consistent()).toEqual([]);
  });

  it('refunds the reporter once when an admin resolves reported data as corrected', async () => {
    const user = await signedInUser(t);
    mine.add(user.id);
    await grant(user.id, 3, 'Starter credits').expect(200);
    await as(user.token).post('event/getEmail', { id: alerts[2].id }).expect(200);
    const report = async () =>
      (
        await as(user.token)
          .post('reportedData/create', {
            reportedSource: 'Alerts',
            reportedSourceId: alerts[2].id,
            type: 1,
            details: 'The e-mail bounces.',
          })
          .expect(201)
      ).body.id as string;
    const first = await report();
    const second = await report();
    const act = (id: string, action: string) =>
      as(admin.token).post('reportedData/createActions', { id, action }).expect(200);
    await act(first, 'resolved');
    expect((await as(user.token).get('users/me')).body.monthlyAvailableCredits).toBe(2);
    await act(first, 'corrected');
    await act(first, 'corrected');
    await act(second, 'corrected');
    expect((await as(user.token).get('users/me')).body).toMatchObject({ monthlyAvailableCredits: 3, topUpCredits: 3 });
    const refunds = (await as(user.token).get('credits/ledger?kind=refund').expect(200)).body;
    expect(refunds.items).toEqual([
      expect.objectContaining({
        kind: 'refund',
        delta: 1,
        reason: 'Reported data corrected',
        subject: alerts[2].title,
      }),
    ]);

    // A row the reporter never paid for refunds nothing.
    const unpaid = (
      await as(user.token)
        .post('reportedData/create', {
          reportedSource: 'Alerts',
          reportedSourceId: alerts[3].id,
          type: 1,
          details: 'Wrong.',
        })
        .expect(201)
    ).body.id;
    await act(unpaid, 'corrected');
    expect((await as(user.token).get('users/me')).body.monthlyAvailableCredits).toBe(3);
    expect(await consistent()).toEqual([]);
  });
});
