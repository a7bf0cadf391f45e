// POST <prefix>/downloadEstimate: what a download would charge, counted as the charge counts — two alerts
// naming one person are one credit, a row viewed before is free, the download limit applies — and the
// download then charges exactly that.
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUser, login, type TestUser } from '../../test/accounts';
import {
  creditsOf,
  fixtureCriteria,
  insertAlerts,
  markViewed,
  newMarker,
  setCredits,
  type FixtureAlert,
} from '@leadsignal/testing';

describe('download estimates', () => {
  let t: TestApp;
  let marker: string;
  let alerts: FixtureAlert[];
  let me: TestUser;
  let token: string;

  const auth = () => ({ Authorization: `Bearer ${token}` });
  const estimate = (body: Record<string, unknown>) =>
    t.http.post('/api/event/downloadEstimate').set(auth()).send(body);
  const selection = (...rows: FixtureAlert[]) => ({ events: rows.map((row) => ({ id: row.id })) });

  beforeAll(async () => {
    t = await createTestApp();
    marker = newMarker('estimate');
    // Newest first: a0, a1 (the same person as a0), a2 (viewed before), a3.
    alerts = await insertAlerts(t.dataSource, marker, 4);
    await t.dataSource.query(
      `UPDATE trigger_events SET contact_id = (SELECT contact_id FROM trigger_events WHERE id = $1) WHERE id = $2`,
      [alerts[0].id, alerts[1].id],
    );
    me = await createUser(t.dataSource);
    token = await login(t, me.email, me.password);
    await markViewed(t.dataSource, me.id, [alerts[2].id]);
  });
  afterAll(() => t?.close());

  it('counts a selection once per person and viewed rows free, and the download charges that', async () => {
    await setCredits(t.dataSource, me.id, 10);
    const [a0, a1, a2] = alerts;
    const res = await estimate(selection(a0, a1, a2, a0)).expect(200);
    expect(res.body).toEqual({ requested: 3, rows: 3, credits: 1, downloadLimit: 0 });

    const download = await t.http
      .post('/api/event/downloadSelectedTriggerEvents')
      .set(auth())
      .send(selection(a0, a1, a2))
      .expect(200);
    expect(10 - download.body.monthlyAvailableCredit).toBe(res.body.credits);
    expect(await creditsOf(t.dataSource, me.id)).toBe(9);
    // Now all viewed: free.
    expect((await estimate(selection(a0, a1, a2)).expect(200)).body.credits).toBe(0);
  });

  it('applies the download limit to a selection: the first ones named', async () => {
    await setCredits(t.dataSource, me.id, 10, 2);
    const [, , a2, a3] = alerts;
    const res = await estimate(selection(a2, a3, alerts[0])).expect(200);
    expect(res.body).toEqual({ requested: 3, rows: 2, credits: 1, downloadLimit: 2 });
  });

  describe('export-all', () => {
    let fresh: FixtureAlert[];
    let freshMarker: string;
    beforeAll(async () => {
      freshMarker = newMarker('estimate-all');
      fresh = await insertAlerts(t.dataSource, freshMarker, 4);
      await t.dataSource.query(
        `UPDATE trigger_events SET contact_id = (SELECT contact_id FROM trigger_events WHERE id = $1) WHERE id = $2`,
        [fresh[0].id, fresh[1].id],
      );
      await markViewed(t.dataSource, me.id, [fresh[2].id]);
    });

    it('counts the matches the same way, capped by the download limit in the search order', async () => {
      await setCredits(t.dataSource, me.id, 10, 0);
      const all = await estimate({ criteria: fixtureCriteria(freshMarker) }).expect(200);
      expect(all.body).toEqual({ requested: 4, rows: 4, credits: 2, downloadLimit: 0 });
      await setCredits(t.dataSource, me.id, 10, 2);
      const capped = await estimate({ criteria: fixtureCriteria(freshMarker) }).expect(200);
      expect(capped.body).toEqual({ requested: 4, rows: 2, credits: 1, downloadLimit: 2 });
    });

    it('refuses the export (402) only when the estimate exceeds the credits left', async () => {
      const downloadAll = () =>
        t.http
          .post('/api/event/downloadAllTriggerEvents')
          .set(auth())
          .send({ ...fixtureCriteria(freshMarker), csvDownloadName: `Estimate ${freshMarker}` });
      await setCredits(t.dataSource, me.id, 1, 0);
      await downloadAll().expect(402);
      // Four rows, but two credits: enough.
      await setCredits(t.dataSource, me.id, 2, 0);
      await downloadAll().expect(200);
    });
  });

  it('refuses a body that is neither a selection nor criteria (400), and anyone signed out (401)', async () => {
    await estimate({}).expect(400);
    await estimate({ events: [] }).expect(400);
    await estimate({ criteria: { ...fixtureCriteria(marker), unknownFilter: 1 } }).expect(400);
    await t.http.post('/api/event/downloadEstimate').send(selection(alerts[0])).expect(401);
  });
});
