// Issue 26, items 5 and 7: a list is private or shared with the owner's team, to view or to edit
// (docs/teams-sharing.md). A teammate sees a shared list (its owner named) and changes it only when it is shared to
// edit; delete and sharing stay the owner's (403 for a teammate who sees the list). A private list, and another
// workspace's lists shared or not, are 404 exactly like an unknown one, and the list criterion of the searches finds
// nothing in them.
import { ROLES, type SavedList, type SavedListPage } from '@leadsignal/contracts';
import type { TestApp } from '../../test/test-app';
import { createUser, login } from '../../test/accounts';
import { createIsolatedApp } from '../../test/isolated-app';
import { insertFixture } from '../alerts/__tests__/alerts.fixture';

describe('lists shared with a team', () => {
  let t: TestApp;
  let prospects: string[];
  let companies: string[];
  const tokens = new Map<string, string>();
  const ids = new Map<string, string>();

  beforeAll(async () => {
    t = await createIsolatedApp('listshare');
    await insertFixture(t.dataSource);
    prospects = (await t.dataSource.query(`SELECT id FROM contacts ORDER BY id LIMIT 4`)).map(
      (row: { id: string }) => row.id,
    );
    // Two companies with people, so the prospect search's company criterion finds someone.
    companies = (
      await t.dataSource.query(
        `SELECT DISTINCT company_id AS id FROM contacts WHERE company_id IS NOT NULL ORDER BY 1 LIMIT 2`,
      )
    ).map((row: { id: string }) => row.id);
    // Ana owns the team; Ben is a member of it; Cy has a workspace of his own, Dee is in it.
    for (const [label, firstName] of [
      ['ana', 'Ana'],
      ['ben', 'Ben'],
      ['cy', 'Cy'],
      ['dee', 'Dee'],
    ]) {
      const user = await createUser(t.dataSource, { role: ROLES.user, firstName });
      ids.set(label, user.id);
      tokens.set(label, await login(t, user.email, user.password));
    }
    await join('ben', 'ana');
    await join('dee', 'cy');
  });
  afterAll(() => t?.close());

  /** Puts `member` in the workspace of `owner` (what an accepted invitation does). */
  const join = (member: string, owner: string) =>
    t.dataSource.query(`UPDATE workspace_members SET workspace_id = $1, role = 'member' WHERE user_id = $2`, [
      ids.get(owner),
      ids.get(member),
    ]);

  const as = (label: string) => {
    const auth = { Authorization: `Bearer ${tokens.get(label)}` };
    return {
      get: (path: string) => t.http.get(`/api/${path}`).set(auth),
      post: (path: string, body: object) => t.http.post(`/api/${path}`).set(auth).send(body),
      put: (path: string, body: object) => t.http.put(`/api/${path}`).set(auth).send(body),
      delete: (path: string) => t.http.delete(`/api/${path}`).set(auth),
    };
  };
  const listsOf = async (label: string, kind = 'prospects'): Promise<SavedList[]> =>
    ((await as(label).get(`lists?kind=${kind}&pageSize=100`).expect(200)).body as SavedListPage).items;
  const create = async (label: string, body: object): Promise<SavedList> =>
    (
      await as(label)
        .post('lists', { kind: 'prospects', ...body })
        .expect(201)
    ).body;
  /** How many members the prospect search with the list criterion finds for `label`. */
  const membersSeenBy = async (label: string, listId: string): Promise<number> =>
    (await as(label).post('prospect/search', { isListSelected: true, listId }).expect(200)).body.totalCount;
  const reason = (res: { body: { errors: { reason: string }[] } }) => res.body.errors[0].reason;

  let privateList: SavedList;
  let viewList: SavedList;
  let editList: SavedList;

  it('creates private lists by default and shared ones on request, answering how they are shared', async () => {
    privateList = await create('ana', { name: 'Mine only' });
    expect(privateList).toMatchObject({
      visibility: 'private',
      teamAccess: 'view',
      canEdit: true,
      mine: true,
      owner: { userId: ids.get('ana'), fullName: 'Ana User' },
    });
    viewList = await create('ana', { name: 'Team reads', visibility: 'team' });
    expect(viewList).toMatchObject({ visibility: 'team', teamAccess: 'view', mine: true, canEdit: true });
    editList = await create('ana', { name: 'Team edits' });
    const shared = await as('ana').put(`lists/${editList.id}/sharing`, { visibility: 'team', teamAccess: 'edit' });
    expect(shared.status).toBe(200);
    expect(shared.body).toMatchObject({ id: editList.id, visibility: 'team', teamAccess: 'edit', mine: true });
    for (const list of [privateList, viewList, editList]) {
      await as('ana')
        .post(`lists/${list.id}/members`, { ids: prospects.slice(0, 2) })
        .expect(200);
    }
  });

  it('refuses sharing values it does not know, with the reason', async () => {
    const bad = await as('ana').post('lists', { kind: 'prospects', name: 'Bad', visibility: 'public' }).expect(400);
    expect(reason(bad)).toContain('Visibility must be private or team.');
    const access = await as('ana').put(`lists/${viewList.id}/sharing`, { visibility: 'team', teamAccess: 'all' });
    expect(access.status).toBe(400);
    expect(reason(access)).toContain('Team access must be view or edit.');
    await as('ana').put(`lists/${viewList.id}/sharing`, {}).expect(400);
    await as('ana').put(`lists/${viewList.id}/sharing`, { visibility: 'team', extra: true }).expect(400);
    const nothing = await as('ana').put(`lists/${viewList.id}`, {}).expect(400);
    expect(reason(nothing)).toContain('Nothing to change');
  });

  it("shows a teammate the team's shared lists with their owner, not the private one", async () => {
    const seen = await listsOf('ben');
    expect(seen.map((list) => [list.name, list.canEdit, list.mine, list.owner.fullName])).toEqual([
      ['Team edits', true, false, 'Ana User'],
      ['Team reads', false, false, 'Ana User'],
    ]);
    expect((await listsOf('ana')).map((list) => list.name)).toEqual(['Mine only', 'Team edits', 'Team reads']);
  });

  it('keeps a private list 404 for a teammate, and its members out of their searches', async () => {
    const me = as('ben');
    await me.put(`lists/${privateList.id}`, { name: 'Mine now' }).expect(404);
    await me.post(`lists/${privateList.id}/members`, { ids: [prospects[3]] }).expect(404);
    await me.post(`lists/${privateList.id}/members/remove`, { ids: prospects }).expect(404);
    await me.put(`lists/${privateList.id}/sharing`, { visibility: 'team' }).expect(404);
    await me.delete(`lists/${privateList.id}`).expect(404);
    expect(await membersSeenBy('ben', privateList.id)).toBe(0);
    expect(await membersSeenBy('ana', privateList.id)).toBe(2);
  });

  it('lets a teammate read a list shared to view, and refuses every change with 403 and the reason', async () => {
    const me = as('ben');
    expect(await membersSeenBy('ben', viewList.id)).toBe(2);
    const add = await me.post(`lists/${viewList.id}/members`, { ids: [prospects[3]] }).expect(403);
    expect(reason(add)).toBe('This list is shared with you to view only. Ask its owner for edit access.');
    await me.post(`lists/${viewList.id}/members/remove`, { ids: prospects }).expect(403);
    await me.put(`lists/${viewList.id}`, { name: 'Renamed by Ben' }).expect(403);
    const remove = await me.delete(`lists/${viewList.id}`).expect(403);
    expect(reason(remove)).toBe('Only the owner of this list can delete it.');
    const share = await me.put(`lists/${viewList.id}/sharing`, { visibility: 'private' }).expect(403);
    expect(reason(share)).toBe('Only the owner of this list can change who it is shared with.');
    expect((await listsOf('ana')).find((list) => list.id === viewList.id)).toMatchObject({
      name: 'Team reads',
      memberCount: 2,
      visibility: 'team',
    });
  });

  it('lets a teammate change a list shared to edit, but not delete it or change its sharing', async () => {
    const me = as('ben');
    const added = await me.post(`lists/${editList.id}/members`, { ids: prospects.slice(1, 4) }).expect(200);
    expect(added.body).toEqual({ changed: 2, memberCount: 4 });
    const removed = await me.post(`lists/${editList.id}/members/remove`, { ids: [prospects[0]] }).expect(200);
    expect(removed.body).toEqual({ changed: 1, memberCount: 3 });
    const renamed = await me.put(`lists/${editList.id}`, { name: 'Team edits, by Ben' }).expect(200);
    expect(renamed.body).toMatchObject({ name: 'Team edits, by Ben', mine: false, canEdit: true });
    // A name the owner already uses is the owner's conflict.
    const taken = await me.put(`lists/${editList.id}`, { name: 'mine only' }).expect(409);
    expect(reason(taken)).toBe("Ana User already has a list named 'mine only'.");
    await me.put(`lists/${editList.id}`, { name: 'Shared now', visibility: 'private' }).expect(403);
    await me.put(`lists/${editList.id}/sharing`, { visibility: 'private' }).expect(403);
    await me.delete(`lists/${editList.id}`).expect(403);
    // The owner sees the teammate's changes, in the list and through the search.
    expect((await listsOf('ana')).find((list) => list.id === editList.id)).toMatchObject({
      name: 'Team edits, by Ben',
      memberCount: 3,
    });
    expect(await membersSeenBy('ana', editList.id)).toBe(3);
    expect(await membersSeenBy('ben', editList.id)).toBe(3);
  });

  it("keeps another workspace's lists, shared with their team or not, 404 and out of searches", async () => {
    const theirs = await create('cy', { name: 'Cy team list', visibility: 'team', teamAccess: 'edit' });
    await as('cy').post(`lists/${theirs.id}/members`, { ids: prospects }).expect(200);
    // Dee, in Cy's team, sees it; Ana and Ben do not.
    expect((await listsOf('dee')).map((list) => list.name)).toEqual(['Cy team list']);
    expect(await membersSeenBy('dee', theirs.id)).toBe(4);
    for (const label of ['ana', 'ben']) {
      expect((await listsOf(label)).map((list) => list.id)).not.toContain(theirs.id);
      await as(label)
        .post(`lists/${theirs.id}/members`, { ids: [prospects[0]] })
        .expect(404);
      await as(label).post(`lists/${theirs.id}/members/remove`, { ids: prospects }).expect(404);
      await as(label).put(`lists/${theirs.id}`, { name: 'Ours' }).expect(404);
      await as(label).delete(`lists/${theirs.id}`).expect(404);
      expect(await membersSeenBy(label, theirs.id)).toBe(0);
    }
    // And the other way round: Ana's shared lists are nothing to Cy and Dee.
    for (const label of ['cy', 'dee']) {
      expect(await listsOf(label)).not.toEqual(expect.arrayContaining([expect.objectContaining({ id: viewList.id })]));
      await as(label)
        .post(`lists/${editList.id}/members`, { ids: [prospects[0]] })
        .expect(404);
      await as(label).put(`lists/${editList.id}/sharing`, { visibility: 'private' }).expect(404);
      expect(await membersSeenBy(label, editList.id)).toBe(0);
    }
    expect((await as('cy').get(`lists?kind=prospects`).expect(200)).body.totalCount).toBe(1);
  });

  it('reads a company list shared with the team through the company search, also as a prospect criterion', async () => {
    const list: SavedList = (
      await as('ana').post('lists', { kind: 'companies', name: 'Targets', visibility: 'team' }).expect(201)
    ).body;
    await as('ana').post(`lists/${list.id}/members`, { ids: companies }).expect(200);
    const inList = { isListSelected: true, listId: list.id };
    const ben = await as('ben').post('company/registered/search', inList).expect(200);
    expect(ben.body.totalCount).toBe(2);
    const cy = await as('cy').post('company/registered/search', inList).expect(200);
    expect(cy.body.totalCount).toBe(0);
    const nestedBen = await as('ben').post('prospect/search', { company: inList }).expect(200);
    const nestedAna = await as('ana').post('prospect/search', { company: inList }).expect(200);
    expect(nestedAna.body.totalCount).toBeGreaterThan(0);
    expect(nestedBen.body.totalCount).toBe(nestedAna.body.totalCount);
    expect((await as('cy').post('prospect/search', { company: inList }).expect(200)).body.totalCount).toBe(0);
  });

  it('hides a list again once the owner makes it private, or once the teammate leaves the team', async () => {
    await as('ana').put(`lists/${editList.id}`, { visibility: 'private' }).expect(200);
    await as('ben')
      .post(`lists/${editList.id}/members`, { ids: [prospects[0]] })
      .expect(404);
    expect(await membersSeenBy('ben', editList.id)).toBe(0);
    // Shared again, to view: the team access chosen before is kept when only the visibility is sent.
    const again = await as('ana').put(`lists/${editList.id}/sharing`, { visibility: 'team' }).expect(200);
    expect(again.body).toMatchObject({ visibility: 'team', teamAccess: 'edit' });
    expect(await membersSeenBy('ben', editList.id)).toBe(3);

    // Ben goes back to his own workspace: nothing of Ana's is his to see.
    await t.dataSource.query(`UPDATE workspace_members SET workspace_id = user_id, role = 'owner' WHERE user_id = $1`, [
      ids.get('ben'),
    ]);
    expect(await listsOf('ben')).toEqual([]);
    await as('ben')
      .post(`lists/${viewList.id}/members`, { ids: [prospects[0]] })
      .expect(404);
    expect(await membersSeenBy('ben', viewList.id)).toBe(0);
  });
});
