import { createTestApp, type TestApp } from '../../test/test-app';
import { createUser, login } from '../../test/accounts';

describe('alert saved searches', () => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const criteria = JSON.stringify({ isTriggerEventsTypeSelected: true, eventTypes: ['funding'] });

  beforeAll(async () => {
    t = await createTestApp();
    const me = await createUser(t.dataSource);
    const other = await createUser(t.dataSource);
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
    await t.http.get('/api/event/getSearch?id=not-a-uuid').set(auth()).expect(404);
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

  it('flags a stored search whose criteria no longer validate instead of failing', async () => {
    const id = (await save('Stale').expect(201)).body.id;
    await t.dataSource.query(`UPDATE saved_searches SET criteria = '{"pageSize": 15}' WHERE id = $1`, [id]);
    const res = await t.http.get(`/api/event/getSearch?id=${id}`).set(auth()).expect(200);
    expect(res.body.criteriaError).toMatch(/no longer matches the filters: pageSize/);
  });

  it('needs a signed-in user', async () => {
    await t.http.get('/api/event/listSaveSearch').expect(401);
  });
});
