import { MAX_SAVED_CRITERIA_CHARS, MAX_SAVED_SEARCHES_PER_KIND } from '@leadsignal/contracts';
import { fixtureCriteria, insertAlerts, newMarker, setCredits } from '@leadsignal/testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUser, login } from '../../test/accounts';

describe('alert saved searches', () => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  let myId: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const criteria = JSON.stringify({ isTriggerEventsTypeSelected: true, eventTypes: ['funding'] });

  beforeAll(async () => {
    t = await createTestApp();
    const me = await createUser(t.dataSource);
    const other = await createUser(t.dataSource);
    myId = me.id;
    token = await login(t, me.email, me.password);
    otherToken = await login(t, other.email, other.password);
  });
  afterAll(() => t.close());

  const save = (name: string, extra: Record<string, unknown> = {}) =>
    t.http
      .post('/api/event/saveSearch')
      .set(auth())
      .send({ name, searchCriteria: criteria, enableNotification: true, ...extra });

  it('saves, lists and loads a search with its criteria', async () => {
    const res = await save('Funding rounds').expect(201);
    expect(res.body).toMatchObject({
      name: 'Funding rounds',
      kind: 'alerts',
      enableNotification: true,
      isDefault: false,
      criteriaError: null,
    });
    expect(JSON.parse(res.body.searchCriteria)).toMatchObject({
      isTriggerEventsTypeSelected: true,
      eventTypes: ['funding'],
      pageSize: 20,
    });

    const list = await t.http.get('/api/event/listSaveSearch').set(auth()).expect(200);
    expect(list.body.map((s: { name: string }) => s.name)).toContain('Funding rounds');
    const one = await t.http.get(`/api/event/getSearch?id=${res.body.id}`).set(auth()).expect(200);
    expect(one.body.id).toBe(res.body.id);
  });

  it("never stores a notification's arrival window with the search", async () => {
    const windowed = JSON.stringify({
      isTriggerEventsTypeSelected: true,
      eventTypes: ['funding'],
      isArrivedWindowSelected: true,
      arrivedAfter: '2026-11-24T13:22:01.123456Z',
      arrivedUntil: '2026-11-24T14:22:01.123456Z',
    });
    const res = await save('Funding, no window', { searchCriteria: windowed }).expect(201);
    expect(JSON.parse(res.body.searchCriteria)).toMatchObject({
      eventTypes: ['funding'],
      isArrivedWindowSelected: false,
      arrivedAfter: '',
      arrivedUntil: '',
    });
  });

  it('rejects a missing name, criteria that do not validate, and a duplicate name', async () => {
    const empty = await save('   ').expect(400);
    expect(empty.body.errors[0]).toMatchObject({ field: 'name', reason: 'name: Name is required.' });
    const bad = await save('Bad', { searchCriteria: JSON.stringify({ pageSize: 15 }) }).expect(400);
    expect(bad.body.errors[0].field).toBe('searchCriteria');
    const notJson = await save('Bad', { searchCriteria: '{nope' }).expect(400);
    expect(notJson.body.errors[0].reason).toBe('The saved search is not valid JSON.');
    await save('Duplicate').expect(201);
    const dup = await save('duplicate').expect(409);
    expect(dup.body.errors[0].reason).toBe("You already have a saved search named 'duplicate'.");
    await save('Extra', { owner: 'x' }).expect(400);
  });

  it("keeps other users' searches invisible (404) and untouched", async () => {
    const mine = (await save('Private').expect(201)).body;
    const asOther = { Authorization: `Bearer ${otherToken}` };
    await t.http.get(`/api/event/getSearch?id=${mine.id}`).set(asOther).expect(404);
    await t.http.post('/api/event/deleteEventSearch').set(asOther).send({ id: mine.id }).expect(404);
    await t.http.post('/api/event/setDefaultEventSearch').set(asOther).send({ id: mine.id }).expect(404);
    await t.http
      .post('/api/event/updateEventSearchesToMonitor')
      .set(asOther)
      .send({ ids: [mine.id] })
      .expect(404);
    const other = await t.http.get('/api/event/listSaveSearch').set(asOther).expect(200);
    expect(other.body).toEqual([]);
    await t.http.get(`/api/event/getSearch?id=${mine.id}`).set(auth()).expect(200);
    // Any letter case names the same saved search — for its owner only; text that is no id is a 400.
    const upper = mine.id.toUpperCase();
    expect((await t.http.get(`/api/event/getSearch?id=${upper}`).set(auth()).expect(200)).body.id).toBe(mine.id);
    await t.http.get(`/api/event/getSearch?id=${upper}`).set(asOther).expect(404);
    await t.http.post('/api/event/deleteEventSearch').set(asOther).send({ id: upper }).expect(404);
    await t.http.post('/api/event/setDefaultEventSearch').set(auth()).send({ id: upper }).expect(200);
    expect((await t.http.get('/api/event/getDefaultSaveSearch').set(auth()).expect(200)).body.id).toBe(mine.id);
    await t.http.get('/api/event/getSearch?id=not-a-uuid').set(auth()).expect(400);
  });

  it('keeps exactly one default under concurrent setDefault calls', async () => {
    const ids: string[] = [];
    for (const name of ['D1', 'D2', 'D3', 'D4', 'D5']) ids.push((await save(name).expect(201)).body.id);
    const answers = await Promise.all(
      ids.map((id) => t.http.post('/api/event/setDefaultEventSearch').set(auth()).send({ id })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const list = (await t.http.get('/api/event/listSaveSearch').set(auth()).expect(200)).body as {
      isDefault: boolean;
      id: string;
    }[];
    const defaults = list.filter((s) => s.isDefault);
    expect(defaults).toHaveLength(1);
    const def = await t.http.get('/api/event/getDefaultSaveSearch').set(auth()).expect(200);
    expect(def.body.id).toBe(defaults[0].id);
  });

  it('monitors exactly the ids given and deletes', async () => {
    const a = (await save('Mon A').expect(201)).body.id;
    const b = (await save('Mon B').expect(201)).body.id;
    await t.http
      .post('/api/event/updateEventSearchesToMonitor')
      .set(auth())
      .send({ ids: [a, b] })
      .expect(200);
    await t.http
      .post('/api/event/updateEventSearchesToMonitor')
      .set(auth())
      .send({ ids: [b] })
      .expect(200);
    const list = (await t.http.get('/api/event/listSaveSearch').set(auth())).body as {
      id: string;
      isMonitored: boolean;
    }[];
    expect(list.find((s) => s.id === a)?.isMonitored).toBe(false);
    expect(list.find((s) => s.id === b)?.isMonitored).toBe(true);
    await t.http.post('/api/event/deleteEventSearch').set(auth()).send({ id: a }).expect(200);
    await t.http.get(`/api/event/getSearch?id=${a}`).set(auth()).expect(404);
  });

  it('monitors a search saved with notifications, whichever screen saves it (Create Alert or the export dialog)', async () => {
    const withNotifications = (await save('Notify me', { enableNotification: true }).expect(201)).body;
    expect(withNotifications).toMatchObject({ enableNotification: true, isMonitored: true, isDefault: false });
    const quiet = (await save('Quiet one', { enableNotification: false }).expect(201)).body;
    expect(quiet).toMatchObject({ enableNotification: false, isMonitored: false });

    // The export dialog's "Save search" with Notifications: the same rule.
    const marker = newMarker('saved');
    await insertAlerts(t.dataSource, marker, 1);
    await setCredits(t.dataSource, myId, 5);
    await t.http
      .post('/api/event/downloadAllTriggerEvents')
      .set(auth())
      .send({
        ...fixtureCriteria(marker),
        csvDownloadName: 'Saved from the export',
        saveSearch: true,
        enableNotification: true,
      })
      .expect(200);
    const list = (await t.http.get('/api/event/listSaveSearch').set(auth())).body as {
      name: string;
      enableNotification: boolean;
      isMonitored: boolean;
    }[];
    expect(list.find((s) => s.name === 'Saved from the export')).toMatchObject({
      enableNotification: true,
      isMonitored: true,
    });
  });

  it('renames a search and turns its notifications on (monitoring it) or off; owner only', async () => {
    const id = (await save('To rename', { enableNotification: false }).expect(201)).body.id;
    const renamed = await t.http
      .post('/api/event/updateSaveSearch')
      .set(auth())
      .send({ id, name: 'Renamed' })
      .expect(200);
    expect(renamed.body).toMatchObject({ id, name: 'Renamed', enableNotification: false, isMonitored: false });
    const on = await t.http.post('/api/event/updateSaveSearch').set(auth()).send({ id, enableNotification: true });
    expect(on.body).toMatchObject({ enableNotification: true, isMonitored: true });
    const off = await t.http.post('/api/event/updateSaveSearch').set(auth()).send({ id, enableNotification: false });
    expect(off.body).toMatchObject({ enableNotification: false });
    await save('Taken name').expect(201);
    await t.http.post('/api/event/updateSaveSearch').set(auth()).send({ id, name: 'taken name' }).expect(409);
    await t.http.post('/api/event/updateSaveSearch').set(auth()).send({ id }).expect(400);
    await t.http
      .post('/api/event/updateSaveSearch')
      .set('Authorization', `Bearer ${otherToken}`)
      .send({ id, name: 'Mine now' })
      .expect(404);
  });

  it('flags a stored search whose criteria no longer validate instead of failing', async () => {
    const id = (await save('Stale').expect(201)).body.id;
    await t.dataSource.query(`UPDATE saved_searches SET criteria = '{"pageSize": 15}' WHERE id = $1`, [id]);
    const res = await t.http.get(`/api/event/getSearch?id=${id}`).set(auth()).expect(200);
    expect(res.body.criteriaError).toMatch(/no longer matches the filters: pageSize/);
  });

  describe('limits and paging', () => {
    let user: { id: string; token: string };
    beforeAll(async () => {
      const created = await createUser(t.dataSource);
      user = { id: created.id, token: await login(t, created.email, created.password) };
    });
    const saveAs = (name: string, searchCriteria = criteria) =>
      t.http
        .post('/api/event/saveSearch')
        .set({ Authorization: `Bearer ${user.token}` })
        .send({ name, searchCriteria, enableNotification: false });

    it('refuses criteria over the size cap, with the reason', async () => {
      const names = Array.from({ length: 400 }, (_, i) => `${'Company name '.repeat(14)}${i}`);
      const big = JSON.stringify({ isCompanyNamesSelected: true, companyNames: names });
      expect(big.length).toBeGreaterThan(MAX_SAVED_CRITERIA_CHARS);
      const res = await saveAs('Too big', big).expect(400);
      expect(res.body.errors[0]).toMatchObject({
        field: 'searchCriteria',
        reason: 'searchCriteria: The search criteria are too large to save (at most 64 KB).',
      });
    });

    it('keeps at most the per-kind limit of saved searches per user, also under concurrent saves', async () => {
      await t.dataSource.query(
        `INSERT INTO saved_searches (user_id, kind, name, criteria)
         SELECT $1, 'alerts', 'Filler ' || n, '{}'::jsonb FROM generate_series(1, $2::int) n`,
        [user.id, MAX_SAVED_SEARCHES_PER_KIND - 2],
      );
      const results = await Promise.all(['One', 'Two', 'Three', 'Four'].map((name) => saveAs(name)));
      expect(results.map((r) => r.status).sort()).toEqual([201, 201, 422, 422]);
      expect(results.find((r) => r.status === 422)?.body).toEqual({
        statusCode: 422,
        errors: [
          {
            reason: `You can keep at most ${MAX_SAVED_SEARCHES_PER_KIND} saved searches here. Delete one to save another.`,
          },
        ],
      });
      const [{ count }] = await t.dataSource.query(
        `SELECT count(*)::int AS count FROM saved_searches WHERE user_id = $1 AND kind = 'alerts'`,
        [user.id],
      );
      expect(count).toBe(MAX_SAVED_SEARCHES_PER_KIND);
    });

    it('lists every search without paging parameters, one page with them', async () => {
      const list = (query: Record<string, string | number> = {}) =>
        t.http
          .get('/api/event/listSaveSearch')
          .query(query)
          .set({ Authorization: `Bearer ${user.token}` });
      const all = await list().expect(200);
      expect(Array.isArray(all.body)).toBe(true);
      expect(all.body).toHaveLength(MAX_SAVED_SEARCHES_PER_KIND);
      const page = await list({ page: 2, pageSize: 30 }).expect(200);
      expect(page.body.totalCount).toBe(MAX_SAVED_SEARCHES_PER_KIND);
      expect(page.body.items.map((s: { id: string }) => s.id)).toEqual(
        all.body.slice(30, 60).map((s: { id: string }) => s.id),
      );
      expect((await list({ pageSize: 5 }).expect(200)).body.items).toHaveLength(5);
      await list({ pageSize: 1000 }).expect(400);
      await list({ page: 0 }).expect(400);
    });
  });

  it('needs a signed-in user', async () => {
    await t.http.get('/api/event/listSaveSearch').expect(401);
  });
});
