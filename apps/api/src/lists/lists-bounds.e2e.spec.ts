// Issue 23, items 1 and 6: lists are bounded — a per-user cap per kind (LISTS_MAX_PER_KIND) that concurrent
// creations cannot overshoot, GET lists paged, member counts kept by the database rather than recounted —
// and a list's id in any letter case is the same list, for its owner only.
import { MAX_LIST_PAGE_SIZE, ROLES, type SavedList, type SavedListPage } from '@leadsignal/contracts';
import type { TestApp } from '../../test/test-app';
import { createUser, login } from '../../test/accounts';
import { createIsolatedApp } from '../../test/isolated-app';
import { insertFixture } from '../alerts/__tests__/alerts.fixture';

const CAP = 3;

describe('lists are bounded', () => {
  let t: TestApp;
  let prospects: string[];
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    t = await createIsolatedApp('listbounds', { LISTS_MAX_PER_KIND: String(CAP) });
    await insertFixture(t.dataSource);
    prospects = (await t.dataSource.query(`SELECT id FROM contacts ORDER BY id LIMIT 4`)).map(
      (row: { id: string }) => row.id,
    );
    for (const label of ['owner', 'racer', 'other']) {
      const user = await createUser(t.dataSource, { role: ROLES.user });
      tokens.set(label, await login(t, user.email, user.password));
    }
  });
  afterAll(() => t?.close());

  const as = (label: string) => {
    const auth = { Authorization: `Bearer ${tokens.get(label)}` };
    return {
      get: (path: string) => t.http.get(`/api/${path}`).set(auth),
      post: (path: string, body: object) => t.http.post(`/api/${path}`).set(auth).send(body),
      put: (path: string, body: object) => t.http.put(`/api/${path}`).set(auth).send(body),
      delete: (path: string) => t.http.delete(`/api/${path}`).set(auth),
    };
  };
  const page = async (label: string, query: string): Promise<SavedListPage> =>
    (await as(label).get(`lists?kind=prospects&${query}`).expect(200)).body;

  it(`keeps at most ${CAP} lists of a kind; one more answers 422 and creates nothing`, async () => {
    for (const name of ['Charlie', 'alpha', 'Bravo']) {
      await as('owner').post('lists', { kind: 'prospects', name }).expect(201);
    }
    const refused = await as('owner').post('lists', { kind: 'prospects', name: 'Delta' }).expect(422);
    expect(refused.body.errors[0].reason).toBe(`You can keep at most ${CAP} lists here. Delete one to create another.`);
    // The cap is per kind: company lists are counted apart.
    await as('owner').post('lists', { kind: 'companies', name: 'Delta' }).expect(201);
    expect((await page('owner', 'pageSize=10')).totalCount).toBe(CAP);
  });

  it('pages GET lists in name order with the total', async () => {
    const first = await page('owner', 'page=1&pageSize=2');
    expect(first.items.map((list) => list.name)).toEqual(['alpha', 'Bravo']);
    expect(first.totalCount).toBe(3);
    const second = await page('owner', 'page=2&pageSize=2');
    expect(second.items.map((list) => list.name)).toEqual(['Charlie']);
    expect(second.totalCount).toBe(3);
    expect(await page('owner', 'page=3&pageSize=2')).toEqual({ items: [], totalCount: 3 });
    await as('owner')
      .get(`lists?kind=prospects&pageSize=${MAX_LIST_PAGE_SIZE + 1}`)
      .expect(400);
    await as('owner').get('lists?kind=prospects&page=0').expect(400);
  });

  it('concurrent creations stop at the cap', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => as('racer').post('lists', { kind: 'prospects', name: `List ${i}` })),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(CAP);
    expect(answers.filter((res) => res.status === 422)).toHaveLength(8 - CAP);
    expect((await page('racer', 'pageSize=10')).totalCount).toBe(CAP);
  });

  it('keeps member counts as members come and go, and reads a list named in capitals as the same list', async () => {
    const [list] = (await page('owner', 'pageSize=1')).items as SavedList[];
    const upper = list.id.toUpperCase();
    const added = await as('owner')
      .post(`lists/${upper}/members`, { ids: prospects.map((id) => id.toUpperCase()) })
      .expect(200);
    expect(added.body).toEqual({ changed: 4, memberCount: 4 });
    // Adding them again in lower case changes nothing: the same ids.
    expect((await as('owner').post(`lists/${list.id}/members`, { ids: prospects }).expect(200)).body).toEqual({
      changed: 0,
      memberCount: 4,
    });
    const removed = await as('owner')
      .post(`lists/${upper}/members/remove`, { ids: [prospects[0].toUpperCase()] })
      .expect(200);
    expect(removed.body).toEqual({ changed: 1, memberCount: 3 });
    expect((await page('owner', 'pageSize=1')).items[0]).toMatchObject({ id: list.id, memberCount: 3 });
    const [{ kept, counted }] = await t.dataSource.query(
      `SELECT l.member_count AS kept, (SELECT count(*)::int FROM list_members m WHERE m.list_id = l.id) AS counted
       FROM lists l WHERE l.id = $1`,
      [list.id],
    );
    expect(kept).toBe(counted);

    // The list criterion takes the id in capitals too.
    const members = await as('owner').post('prospect/search', { isListSelected: true, listId: upper }).expect(200);
    expect(members.body.totalCount).toBe(3);

    // Another user, in any spelling: 404 and nothing changes.
    await as('other').put(`lists/${upper}`, { name: 'Mine now' }).expect(404);
    await as('other').post(`lists/${upper}/members/remove`, { ids: prospects }).expect(404);
    await as('other').delete(`lists/${upper}`).expect(404);
    expect((await page('owner', 'pageSize=1')).items[0]).toMatchObject({ name: list.name, memberCount: 3 });

    await as('owner').put(`lists/${upper}`, { name: 'Renamed' }).expect(200);
    await as('owner').delete(`lists/${upper}`).expect(200);
    expect((await page('owner', 'pageSize=10')).totalCount).toBe(CAP - 1);
  });
});
