// Issue 26, items 5 and 7: a saved search is private or shared with the owner's team, to view or to edit
// (docs/teams-sharing.md), through the kind's own calls (…/saveSearch and …/updateSaveSearch take visibility and
// teamAccess). A teammate sees a shared search with its owner, renames it only when it is shared to edit, and never
// deletes it nor changes its sharing (403); the default, notifications and monitoring are each member's own. A
// private search, and another workspace's searches, are 404 as before.
import type { SavedSearch } from '@leadsignal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUser, login } from '../../test/accounts';

describe('saved searches shared with a team', () => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  const ids = new Map<string, string>();
  const criteria = JSON.stringify({ isTriggerEventsTypeSelected: true, eventTypes: ['funding'] });

  beforeAll(async () => {
    t = await createTestApp();
    for (const [label, firstName] of [
      ['ana', 'Ana'],
      ['ben', 'Ben'],
      ['cy', 'Cy'],
    ]) {
      const user = await createUser(t.dataSource, { firstName });
      ids.set(label, user.id);
      tokens.set(label, await login(t, user.email, user.password));
    }
    // Ben joins Ana's team; Cy stays on his own.
    await t.dataSource.query(`UPDATE workspace_members SET workspace_id = $1, role = 'member' WHERE user_id = $2`, [
      ids.get('ana'),
      ids.get('ben'),
    ]);
  });
  afterAll(() => t.close());

  const as = (label: string) => {
    const auth = { Authorization: `Bearer ${tokens.get(label)}` };
    return {
      get: (path: string) => t.http.get(`/api/event/${path}`).set(auth),
      post: (path: string, body: object) => t.http.post(`/api/event/${path}`).set(auth).send(body),
      home: () => t.http.get('/api/home/monitored-searches').set(auth),
    };
  };
  const save = async (label: string, name: string, extra: object = {}): Promise<SavedSearch> =>
    (
      await as(label)
        .post('saveSearch', { name, searchCriteria: criteria, ...extra })
        .expect(201)
    ).body;
  const listOf = async (label: string): Promise<SavedSearch[]> =>
    (await as(label).get('listSaveSearch').expect(200)).body;
  const seen = async (label: string, id: string): Promise<SavedSearch | undefined> =>
    (await listOf(label)).find((search) => search.id === id);
  const reason = (res: { body: { errors: { reason: string }[] } }) => res.body.errors[0].reason;

  let privateSearch: SavedSearch;
  let viewSearch: SavedSearch;
  let editSearch: SavedSearch;

  it('saves private searches by default and shared ones on request, answering how they are shared', async () => {
    privateSearch = await save('ana', 'Ana only');
    expect(privateSearch).toMatchObject({
      visibility: 'private',
      teamAccess: 'view',
      canEdit: true,
      mine: true,
      owner: { userId: ids.get('ana'), fullName: 'Ana User' },
    });
    viewSearch = await save('ana', 'Team funding', { visibility: 'team', enableNotification: true });
    expect(viewSearch).toMatchObject({ visibility: 'team', teamAccess: 'view', enableNotification: true });
    editSearch = await save('ana', 'Team edits');
    const shared = await as('ana')
      .post('updateSaveSearch', { id: editSearch.id, visibility: 'team', teamAccess: 'edit' })
      .expect(200);
    expect(shared.body).toMatchObject({ visibility: 'team', teamAccess: 'edit', mine: true, name: 'Team edits' });

    const bad = await as('ana').post('saveSearch', { name: 'Bad', searchCriteria: criteria, visibility: 'everyone' });
    expect(bad.status).toBe(400);
    expect(reason(bad)).toContain('Visibility must be private or team.');
    const access = await as('ana').post('updateSaveSearch', { id: editSearch.id, teamAccess: 'admin' }).expect(400);
    expect(reason(access)).toContain('Team access must be view or edit.');
  });

  it("shows a teammate the shared searches with their owner, with none of the owner's own flags", async () => {
    const list = await listOf('ben');
    expect(list.map((search) => [search.name, search.canEdit, search.mine, search.owner.fullName])).toEqual([
      ['Team edits', true, false, 'Ana User'],
      ['Team funding', false, false, 'Ana User'],
    ]);
    // Ana has notifications on for 'Team funding'; Ben has not (yet).
    expect(list[1]).toMatchObject({ enableNotification: false, isMonitored: false, isDefault: false });
    const one = await as('ben').get(`getSearch?id=${viewSearch.id}`).expect(200);
    expect(one.body).toMatchObject({ id: viewSearch.id, searchCriteria: viewSearch.searchCriteria, mine: false });
    const page = await as('ben').get('listSaveSearch?page=1&pageSize=10').expect(200);
    expect(page.body.totalCount).toBe(2);
  });

  it('keeps a private search 404 for a teammate, and every workspace search 404 for another workspace', async () => {
    for (const [label, id] of [
      ['ben', privateSearch.id],
      ['cy', privateSearch.id],
      ['cy', viewSearch.id],
      ['cy', editSearch.id],
    ] as const) {
      await as(label).get(`getSearch?id=${id}`).expect(404);
      await as(label).post('updateSaveSearch', { id, name: 'Taken' }).expect(404);
      await as(label).post('updateSaveSearch', { id, enableNotification: true }).expect(404);
      await as(label).post('updateSaveSearch', { id, visibility: 'private' }).expect(404);
      await as(label).post('deleteEventSearch', { id }).expect(404);
      await as(label).post('setDefaultEventSearch', { id }).expect(404);
      await as(label)
        .post('updateEventSearchesToMonitor', { ids: [id] })
        .expect(404);
    }
    expect(await listOf('cy')).toEqual([]);
    expect((await as('ana').get(`getSearch?id=${privateSearch.id}`).expect(200)).body.name).toBe('Ana only');
  });

  it('refuses a teammate every change of a search shared to view with 403 and the reason', async () => {
    const rename = await as('ben').post('updateSaveSearch', { id: viewSearch.id, name: 'Ben was here' }).expect(403);
    expect(reason(rename)).toBe('This saved search is shared with you to view only. Ask its owner for edit access.');
    const remove = await as('ben').post('deleteEventSearch', { id: viewSearch.id }).expect(403);
    expect(reason(remove)).toBe('Only the owner of this saved search can delete it.');
    const share = await as('ben').post('updateSaveSearch', { id: viewSearch.id, visibility: 'private' }).expect(403);
    expect(reason(share)).toBe('Only the owner of this saved search can change who it is shared with.');
    expect(await seen('ana', viewSearch.id)).toMatchObject({ name: 'Team funding', visibility: 'team' });
  });

  it('lets a teammate rename a search shared to edit, never delete it or change its sharing', async () => {
    const renamed = await as('ben').post('updateSaveSearch', { id: editSearch.id, name: 'Edited by Ben' }).expect(200);
    expect(renamed.body).toMatchObject({ name: 'Edited by Ben', mine: false, canEdit: true });
    expect((await seen('ana', editSearch.id))?.name).toBe('Edited by Ben');
    const taken = await as('ben').post('updateSaveSearch', { id: editSearch.id, name: 'ana only' }).expect(409);
    expect(reason(taken)).toBe("Ana User already has a saved search named 'ana only'.");
    await as('ben').post('updateSaveSearch', { id: editSearch.id, teamAccess: 'view' }).expect(403);
    await as('ben').post('deleteEventSearch', { id: editSearch.id }).expect(403);
    expect(await seen('ana', editSearch.id)).toMatchObject({ teamAccess: 'edit' });
  });

  it("keeps each member's default, notifications and monitoring their own", async () => {
    // Ben subscribes to the search shared to view: his notifications on monitor it for him.
    const on = await as('ben').post('updateSaveSearch', { id: viewSearch.id, enableNotification: true }).expect(200);
    expect(on.body).toMatchObject({ enableNotification: true, isMonitored: true, mine: false });
    // Ana turns hers off: Ben's stay on.
    await as('ana').post('updateSaveSearch', { id: viewSearch.id, enableNotification: false }).expect(200);
    expect(await seen('ana', viewSearch.id)).toMatchObject({ enableNotification: false, isMonitored: true });
    expect(await seen('ben', viewSearch.id)).toMatchObject({ enableNotification: true, isMonitored: true });

    // Defaults: Ben's is the shared search, Ana's her own private one; neither moves the other's.
    await as('ana').post('setDefaultEventSearch', { id: privateSearch.id }).expect(200);
    await as('ben').post('setDefaultEventSearch', { id: viewSearch.id }).expect(200);
    expect((await as('ben').get('getDefaultSaveSearch').expect(200)).body).toMatchObject({
      id: viewSearch.id,
      isDefault: true,
    });
    expect((await as('ana').get('getDefaultSaveSearch').expect(200)).body.id).toBe(privateSearch.id);
    expect((await seen('ana', viewSearch.id))?.isDefault).toBe(false);
    // Ben's own search made default takes the place of the shared one.
    const bens = await save('ben', 'Ben own');
    await as('ben').post('setDefaultEventSearch', { id: bens.id }).expect(200);
    expect((await as('ben').get('getDefaultSaveSearch').expect(200)).body.id).toBe(bens.id);
    expect((await seen('ben', viewSearch.id))?.isDefault).toBe(false);
    await as('ben').post('setDefaultEventSearch', { id: editSearch.id }).expect(200);
    expect((await listOf('ben')).filter((search) => search.isDefault).map((search) => search.id)).toEqual([
      editSearch.id,
    ]);

    // Monitoring: Ben's set covers his own and the shared searches; Ana's stays as she left it.
    await as('ben')
      .post('updateEventSearchesToMonitor', { ids: [editSearch.id, bens.id] })
      .expect(200);
    const monitored = (await listOf('ben')).filter((search) => search.isMonitored).map((search) => search.name);
    expect(monitored.sort()).toEqual(['Ben own', 'Edited by Ben']);
    expect(await seen('ana', viewSearch.id)).toMatchObject({ isMonitored: true });
    expect(await seen('ana', editSearch.id)).toMatchObject({ isMonitored: false });
    const home = await as('ben').home().expect(200);
    expect(home.body.searches.map((search: { name: string }) => search.name).sort()).toEqual([
      'Ben own',
      'Edited by Ben',
    ]);
  });

  it('hides a shared search again once the owner makes it private, flags and all', async () => {
    await as('ana').post('updateSaveSearch', { id: editSearch.id, visibility: 'private' }).expect(200);
    await as('ben').get(`getSearch?id=${editSearch.id}`).expect(404);
    // It was Ben's default: he has none now, and it is gone from his home.
    expect((await as('ben').get('getDefaultSaveSearch').expect(200)).text).toBe('');
    const home = await as('ben').home().expect(200);
    expect(home.body.searches.map((search: { name: string }) => search.name)).toEqual(['Ben own']);
    // Only the owner deletes; the teammates' subscriptions go with the search.
    await as('ana').post('deleteEventSearch', { id: viewSearch.id }).expect(200);
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM saved_search_subscriptions WHERE saved_search_id = $1`,
      [viewSearch.id],
    );
    expect(count).toBe(0);
  });
});
