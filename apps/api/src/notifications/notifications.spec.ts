// GET notifications and POST notifications/markRead against the real API: paging, validation, the
// unread count in users/me, and other users' notifications left alone.
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUser, login, type TestUser } from '../../test/accounts';

// Booting the app (or worker) against fresh databases can take longer than Jest's default 5 s on a busy machine.
jest.setTimeout(30_000);

describe('notifications', () => {
  let t: TestApp;
  let me: TestUser;
  let other: TestUser;
  let token: string;
  let otherToken: string;
  const auth = (bearer = token) => ({ Authorization: `Bearer ${bearer}` });

  /** Notifications as monitoring writes them, oldest first (one second apart). */
  async function notify(user: TestUser, titles: string[]): Promise<string[]> {
    const ids: string[] = [];
    for (const [i, title] of titles.entries()) {
      const [row] = await t.dataSource.query(
        `INSERT INTO notifications (user_id, kind, title, item_count, link, created_at)
         VALUES ($1, 'saved-search-matches', $2, $3, '/alerts?ssid=x', now() - make_interval(secs => $4))
         RETURNING id`,
        [user.id, title, i + 1, titles.length - i],
      );
      ids.push(row.id);
    }
    return ids;
  }

  beforeAll(async () => {
    t = await createTestApp();
    me = await createUser(t.dataSource);
    other = await createUser(t.dataSource);
    token = await login(t, me.email, me.password);
    otherToken = await login(t, other.email, other.password);
  });
  afterAll(() => t.close());

  it('lists the newest first, paged, with the total and unread counts', async () => {
    await notify(me, ['First', 'Second', 'Third']);
    await notify(other, ['Not yours']);

    const first = await t.http.get('/api/notifications?page=1&pageSize=2').set(auth()).expect(200);
    expect(first.body).toMatchObject({ totalCount: 3, unreadCount: 3 });
    expect(first.body.items.map((n: { title: string }) => n.title)).toEqual(['Third', 'Second']);
    expect(first.body.items[0]).toEqual({
      id: expect.any(String),
      kind: 'saved-search-matches',
      title: 'Third',
      itemCount: 3,
      link: '/alerts?ssid=x',
      savedSearchId: null,
      isRead: false,
      createdOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const second = await t.http.get('/api/notifications?page=2&pageSize=2').set(auth()).expect(200);
    expect(second.body.items.map((n: { title: string }) => n.title)).toEqual(['First']);
    const defaults = await t.http.get('/api/notifications').set(auth()).expect(200);
    expect(defaults.body.items).toHaveLength(3);

    const meRes = await t.http.get('/api/users/me').set(auth()).expect(200);
    expect(meRes.body.notificationCount).toBe(3);
  });

  it('rejects bad paging with 400 and the reason', async () => {
    const zero = await t.http.get('/api/notifications?page=0').set(auth()).expect(400);
    expect(zero.body.errors[0]).toMatchObject({
      field: 'page',
      reason: expect.stringContaining('page must be at least 1.'),
    });
    const big = await t.http.get('/api/notifications?pageSize=500').set(auth()).expect(400);
    expect(big.body.errors[0].reason).toContain('pageSize must be at most 100.');
    await t.http.get('/api/notifications?pageSize=abc').set(auth()).expect(400);
    await t.http.get('/api/notifications?sort=title').set(auth()).expect(400);
  });

  it('marks own notifications read, counts only those it changed, and updates users/me', async () => {
    const [a, b] = await notify(me, ['Mark A', 'Mark B']);
    const before = (await t.http.get('/api/users/me').set(auth())).body.notificationCount as number;

    const res = await t.http
      .post('/api/notifications/markRead')
      .set(auth())
      // The same id in two spellings is one notification.
      .send({ ids: [a, b.toUpperCase(), a.toUpperCase()] })
      .expect(200);
    expect(res.body).toEqual({ markedCount: 2, unreadCount: before - 2 });
    const again = await t.http
      .post('/api/notifications/markRead')
      .set(auth())
      .send({ ids: [a] })
      .expect(200);
    expect(again.body.markedCount).toBe(0);

    const list = await t.http.get('/api/notifications?pageSize=100').set(auth()).expect(200);
    expect(
      list.body.items
        .filter((n: { isRead: boolean }) => n.isRead)
        .map((n: { id: string }) => n.id)
        .sort(),
    ).toEqual([a, b].sort());
    expect((await t.http.get('/api/users/me').set(auth())).body.notificationCount).toBe(before - 2);
  });

  it("changes nothing when given another user's ids", async () => {
    const [theirs] = await notify(other, ['Theirs']);
    const res = await t.http
      .post('/api/notifications/markRead')
      .set(auth())
      .send({ ids: [theirs, theirs.toUpperCase()] })
      .expect(200);
    expect(res.body.markedCount).toBe(0);
    const [row] = await t.dataSource.query(`SELECT read_at FROM notifications WHERE id = $1`, [theirs]);
    expect(row.read_at).toBeNull();
    const theirList = await t.http.get('/api/notifications').set(auth(otherToken)).expect(200);
    expect(theirList.body.unreadCount).toBe(2);
    expect(theirList.body.items.every((n: { title: string }) => ['Theirs', 'Not yours'].includes(n.title))).toBe(true);
  });

  it('rejects a bad markRead body with 400', async () => {
    const empty = await t.http.post('/api/notifications/markRead').set(auth()).send({ ids: [] }).expect(400);
    expect(empty.body.errors[0]).toMatchObject({
      field: 'ids',
      reason: expect.stringContaining('at least one notification'),
    });
    const notUuid = await t.http
      .post('/api/notifications/markRead')
      .set(auth())
      .send({ ids: ['nope'] })
      .expect(400);
    expect(notUuid.body.errors[0].reason).toContain('ids must be valid ids.');
    await t.http.post('/api/notifications/markRead').set(auth()).send({}).expect(400);
    await t.http.post('/api/notifications/markRead').set(auth()).send({ ids: [], extra: true }).expect(400);
  });

  it('needs a signed-in user', async () => {
    await t.http.get('/api/notifications').expect(401);
    await t.http.post('/api/notifications/markRead').send({ ids: [] }).expect(401);
  });
});
