// The home dashboard's calls against the real app: a visit sets where "new since your last visit" starts
// (kept across reloads within a visit), monitored searches count their own kind's arrivals since then through
// the shared compiler, the default alert search's events are counted per week and type over 12 weeks, and
// every answer is the caller's own — other users' searches never show, and kinds the caller may not search
// are left out.
import { HOME_TREND_WEEKS, ROLES } from '@leadsignal/contracts';
import { fixtureCriteria, insertAlerts, newMarker } from '@leadsignal/testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seed, signedInUser } from '../../test/accounts';

describe('home dashboard', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.dataSource);
  });
  afterAll(() => t?.close());

  const as = (token: string) => ({
    get: (path: string) => t.http.get(`/api/${path}`).set('Authorization', `Bearer ${token}`),
    post: (path: string, body: object = {}) =>
      t.http.post(`/api/${path}`).set('Authorization', `Bearer ${token}`).send(body),
  });
  const saveAlertSearch = async (token: string, name: string, marker: string, extra: object = {}) =>
    (
      await as(token)
        .post('event/saveSearch', {
          name,
          searchCriteria: JSON.stringify({ ...fixtureCriteria(marker), ...extra }),
          enableNotification: true,
        })
        .expect(201)
    ).body.id as string;

  it('answers 401 without a token', async () => {
    await t.http.post('/api/home/visit').expect(401);
    await t.http.get('/api/home/monitored-searches').expect(401);
    await t.http.get('/api/home/trigger-event-trend').expect(401);
  });

  it('counts new matches of monitored searches since the last visit, kept across reloads', async () => {
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    const marker = newMarker('home');
    const monitored = await saveAlertSearch(user.token, 'Home monitored', marker);
    const quiet = await saveAlertSearch(user.token, 'Home not monitored', marker);
    await as(user.token)
      .post('event/updateEventSearchesToMonitor', { ids: [monitored] })
      .expect(200);
    await saveAlertSearch(other.token, 'Someone else', marker);

    // First visit ever: the last 7 days count.
    const first = (await as(user.token).post('home/visit').expect(200)).body;
    expect(first.hasPreviousVisit).toBe(false);
    expect(Date.now() - Date.parse(first.since)).toBeGreaterThan(6.9 * 24 * 3600_000);
    await insertAlerts(t.dataSource, marker, 3);
    const before = (await as(user.token).get('home/monitored-searches').expect(200)).body;
    expect(before.searches).toEqual([
      { id: monitored, kind: 'alerts', name: 'Home monitored', newMatches: 3, link: `/alerts?ssid=${monitored}` },
    ]);
    expect(before.searches.map((s: { id: string }) => s.id)).not.toContain(quiet);

    // A reload within the visit keeps the same "since".
    expect((await as(user.token).post('home/visit').expect(200)).body).toEqual(first);

    // The visit is over (the last one seen more than 30 minutes ago): the next starts from it.
    await t.dataSource.query(`UPDATE home_visits SET seen_at = now() - interval '2 hours' WHERE user_id = $1`, [
      user.id,
    ]);
    const second = (await as(user.token).post('home/visit').expect(200)).body;
    expect(second.hasPreviousVisit).toBe(true);
    expect(Date.now() - Date.parse(second.since)).toBeGreaterThan(3600_000);
    // Arrivals before that previous visit no longer count; a new one does.
    await t.dataSource.query(
      `UPDATE trigger_events SET ingested_at = now() - interval '3 hours' WHERE company_industry = $1`,
      [marker],
    );
    await t.dataSource.query(
      `INSERT INTO trigger_events (title, url, type, date_published, company_name, company_industry, country)
       SELECT title || ' again', url || '/again', type, now(), company_name, company_industry, country
       FROM trigger_events WHERE company_industry = $1 LIMIT 1`,
      [marker],
    );
    const after = (await as(user.token).get('home/monitored-searches').expect(200)).body;
    expect(after.searches).toEqual([expect.objectContaining({ id: monitored, newMatches: 1 })]);

    // The other user sees only their own search (saved with notifications, so monitored).
    const others = (await as(other.token).get('home/monitored-searches').expect(200)).body.searches;
    expect(others.map((s: { name: string }) => s.name)).toEqual(['Someone else']);
  });

  it('leaves out kinds the caller may not search and refuses the trend without alerts.search', async () => {
    const role = `Billing only ${newMarker('role')}`;
    const [row] = await t.dataSource.query(`INSERT INTO roles (name) VALUES ($1) RETURNING id`, [role]);
    await t.dataSource.query(`INSERT INTO role_permissions (role_id, permission_name) VALUES ($1, 'billing.manage')`, [
      row.id,
    ]);
    const user = await signedInUser(t, { role });
    // A monitored alert search saved while the user could still search alerts.
    await t.dataSource.query(
      `INSERT INTO saved_searches (user_id, kind, name, criteria, is_monitored, is_default)
       VALUES ($1, 'alerts', 'Old search', '{}', true, true)`,
      [user.id],
    );
    expect((await as(user.token).get('home/monitored-searches').expect(200)).body.searches).toEqual([]);
    await as(user.token).get('home/trigger-event-trend').expect(403);
    await as(user.token).post('home/visit').expect(200);
  });

  it('counts the default alert search’s events per week and type over 12 weeks', async () => {
    const user = await signedInUser(t, { role: ROLES.user });
    const none = (await as(user.token).get('home/trigger-event-trend').expect(200)).body;
    expect(none).toEqual({ savedSearch: null, criteriaError: null, weeks: [] });

    const marker = newMarker('trend');
    const alerts = await insertAlerts(t.dataSource, marker, 4);
    // One funding event 3 weeks ago, and one too old to count (20 weeks ago).
    await t.dataSource.query(
      `UPDATE trigger_events SET type = 'funding', date_published = now() - interval '21 days' WHERE id = $1`,
      [alerts[1].id],
    );
    await t.dataSource.query(`UPDATE trigger_events SET date_published = now() - interval '140 days' WHERE id = $1`, [
      alerts[2].id,
    ]);
    const id = await saveAlertSearch(user.token, 'Trend search', marker);
    await as(user.token).post('event/setDefaultEventSearch', { id }).expect(200);

    const trend = (await as(user.token).get('home/trigger-event-trend').expect(200)).body;
    expect(trend.savedSearch).toEqual({ id, name: 'Trend search', link: `/alerts?ssid=${id}` });
    expect(trend.criteriaError).toBeNull();
    expect(trend.weeks).toHaveLength(HOME_TREND_WEEKS);
    const mondays = trend.weeks.map((week: { weekStart: string }) =>
      new Date(`${week.weekStart}T00:00:00Z`).getUTCDay(),
    );
    expect(new Set(mondays)).toEqual(new Set([1]));
    const totals = trend.weeks.reduce((sum: Record<string, number>, week: { counts: Record<string, number> }) => {
      for (const [type, count] of Object.entries(week.counts)) sum[type] = (sum[type] ?? 0) + count;
      return sum;
    }, {});
    expect(totals).toEqual({ personnel: 2, funding: 1 });
    expect(trend.weeks.reduce((sum: number, week: { total: number }) => sum + week.total, 0)).toBe(3);

    // A default whose stored criteria no longer validate says so instead of failing.
    await t.dataSource.query(`UPDATE saved_searches SET criteria = '{"pageSize": 15}' WHERE id = $1`, [id]);
    const broken = (await as(user.token).get('home/trigger-event-trend').expect(200)).body;
    expect(broken.weeks).toEqual([]);
    expect(broken.criteriaError).toEqual(expect.any(String));
  });
});
