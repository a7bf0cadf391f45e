// Teams (issue 26, docs/teams.md) on real PostgreSQL and Redis: an invitation that creates an account puts it in
// the team, members share one pool, a member's monthly cap is enforced atomically with the charge (402 naming
// the cap while the pool still has credits; concurrent reveals of three members never pass a cap or the pool), a
// person revealed by one member is free for the others and charged to another workspace, an existing account
// that joins brings its balance as top-ups by ledger rows, and only owners and managers manage.
import { capReachedReason, ROLES, type Team } from '@leadsignal/contracts';
import { CreditsService, LedgerRepository } from '@leadsignal/credits';
import { MailOutboxRepository } from '@leadsignal/mail';
import { NotificationsRepository } from '@leadsignal/notifications';
import { APP_CONFIG } from '@leadsignal/server-core';
import { CreditWarningsService, TeamsRepository, warningMessage } from '@leadsignal/teams';
import type { TestApp } from '../../test/test-app';
import { createUser, GOOD_PASSWORD, linkParam, login, MailTrap, uniqueEmail } from '../../test/accounts';
import { createIsolatedApp } from '../../test/isolated-app';
import { insertFixture } from '../alerts/__tests__/alerts.fixture';

jest.setTimeout(60_000);

describe('teams', () => {
  let t: TestApp;
  let mail: MailTrap;
  /** Alerts that name distinct people with an e-mail: each reveal of one costs one credit once per team. */
  let people: string[];
  let owner: { id: string; email: string; token: string };

  beforeAll(async () => {
    t = await createIsolatedApp('teams');
    mail = new MailTrap();
    const ids = await insertFixture(t.dataSource);
    const rows: { id: string }[] = await t.dataSource.query(
      `SELECT DISTINCT ON (e.contact_id) e.id FROM trigger_events e JOIN contacts c ON c.id = e.contact_id
       WHERE c.email IS NOT NULL AND e.id = ANY($1::uuid[]) ORDER BY e.contact_id, e.id`,
      [[...ids.values()]],
    );
    people = rows.map((row) => row.id);
    expect(people.length).toBeGreaterThanOrEqual(12);
    const user = await createUser(t.dataSource, { role: ROLES.user, firstName: 'Olivia' });
    owner = { id: user.id, email: user.email, token: await login(t, user.email, user.password) };
  });
  afterAll(async () => {
    await mail?.close();
    await t?.close();
  });

  const as = (token: string) => ({
    get: (path: string) => t.http.get(`/api${path}`).set('Authorization', `Bearer ${token}`),
    post: (path: string, body: object = {}) =>
      t.http.post(`/api${path}`).set('Authorization', `Bearer ${token}`).send(body),
    patch: (path: string, body: object) =>
      t.http.patch(`/api${path}`).set('Authorization', `Bearer ${token}`).send(body),
    delete: (path: string) => t.http.delete(`/api${path}`).set('Authorization', `Bearer ${token}`),
  });
  /** Sets the pool to `credits` top-ups by an adjustment row, so the ledger stays the truth. */
  const setPool = (workspaceId: string, credits: number) =>
    t.dataSource.query(
      `WITH before AS (SELECT monthly_available_credits AS a, topup_credits AS t FROM credit_accounts
                       WHERE workspace_id = $1::uuid FOR UPDATE),
            changed AS (UPDATE credit_accounts SET monthly_available_credits = 0, topup_credits = $2::int
                        WHERE workspace_id = $1::uuid RETURNING 1)
       INSERT INTO credit_ledger (workspace_id, user_id, kind, delta, allowance_delta, topup_delta, balance_after,
                                  reason, idempotency_key)
       SELECT $1::uuid, (SELECT user_id FROM workspace_members WHERE workspace_id = $1::uuid AND role = 'owner'),
              'adjustment', $2::int - (a + t), -a, $2::int - t, $2::int, 'test', 'test-set:' || gen_random_uuid()
       FROM before, changed`,
      [workspaceId, credits],
    );
  const pool = async (workspaceId: string): Promise<number> =>
    (
      await t.dataSource.query(
        `SELECT monthly_available_credits + topup_credits AS c FROM credit_accounts WHERE workspace_id = $1`,
        [workspaceId],
      )
    )[0].c;
  const inconsistent = async () => new LedgerRepository(t.dataSource).inconsistent();

  /** Invites a new address into the owner's team; the invitee chooses a password from the mail and signs in. */
  async function newMember(role: 'member' | 'manager', monthlyCap?: number | null) {
    const email = uniqueEmail();
    const invited = await as(owner.token).post('/team/invitations', { email, role, monthlyCap }).expect(201);
    expect(invited.body).toMatchObject({ email, role, status: 'pending', newAccount: true });
    const token = linkParam(await mail.latest(email, 'invite'), 'token');
    await t.http.post('/api/auth/AcceptInvite').send({ token, password: GOOD_PASSWORD }).expect(200);
    const [{ id }] = await t.dataSource.query(`SELECT id FROM users WHERE email = $1`, [email]);
    return { id: id as string, email, token: await login(t, email, GOOD_PASSWORD) };
  }

  it('puts an invited new address in the team; members share one pool and see their cap', async () => {
    await setPool(owner.id, 50);
    const ana = await newMember('member', 5);
    const team: Team = (await as(ana.token).get('/team').expect(200)).body;
    expect(team).toMatchObject({
      id: owner.id,
      role: 'member',
      pool: { allowance: 0, topUp: 50 },
      you: { monthlyCap: 5, usedThisPeriod: 0 },
      members: [],
    });
    expect((await as(ana.token).get('/users/me').expect(200)).body).toMatchObject({
      monthlyAvailableCredits: 50,
      monthlyCap: 5,
      capRemaining: 5,
    });
    const ownersView: Team = (await as(owner.token).get('/team').expect(200)).body;
    expect(ownersView.members.map((m) => [m.email, m.role, m.monthlyCap])).toEqual(
      expect.arrayContaining([
        [owner.email, 'owner', null],
        [ana.email, 'member', 5],
      ]),
    );
    // The platform admin sees each user's team.
    const admin = await createUser(t.dataSource, { role: ROLES.admin });
    const adminToken = await login(t, admin.email, admin.password);
    expect((await as(adminToken).get(`/users/${ana.id}`).expect(200)).body.team).toEqual({
      id: owner.id,
      name: 'Olivia User',
      role: 'member',
      memberCount: 2,
    });
    const invitations = (await as(owner.token).get('/team/invitations').expect(200)).body;
    expect(invitations.find((i: { email: string }) => i.email === ana.email)).toMatchObject({ status: 'accepted' });
  });

  it('refuses a member at their cap with 402 naming the cap while the pool still has credits', async () => {
    await setPool(owner.id, 20);
    const ben = await newMember('member', 2);
    const reveal = (id: string) => as(ben.token).post('/event/getEmail', { id });
    await reveal(people[0]).expect(200);
    await reveal(people[1]).expect(200);
    const refused = await reveal(people[2]).expect(402);
    expect(refused.body.errors[0].reason).toBe(capReachedReason(2, 2));
    expect(await pool(owner.id)).toBe(18);
    // A person the team paid for stays free at the cap.
    expect((await reveal(people[0]).expect(200)).body.isCreditDeducted).toBe(false);
    // The owner raises the cap; the next reveal goes through.
    await as(owner.token).patch(`/team/members/${ben.id}`, { monthlyCap: 3 }).expect(200);
    await reveal(people[2]).expect(200);
    await as(owner.token).patch(`/team/members/${ben.id}`, { monthlyCap: null }).expect(200);
    expect((await as(ben.token).get('/team').expect(200)).body.you).toEqual({ monthlyCap: null, usedThisPeriod: 3 });
    expect(await inconsistent()).toEqual([]);
  });

  it('charges a person once per team: free for a teammate, charged to another workspace', async () => {
    await setPool(owner.id, 10);
    const cara = await newMember('member');
    const paid = await as(owner.token).post('/event/getEmail', { id: people[5] }).expect(200);
    expect(paid.body.isCreditDeducted).toBe(true);
    const free = await as(cara.token).post('/event/getEmail', { id: people[5] }).expect(200);
    expect(free.body).toMatchObject({
      data: paid.body.data,
      isCreditDeducted: false,
      paidBy: { name: 'Olivia User', byYou: false },
    });
    expect(await pool(owner.id)).toBe(9);

    const stranger = await createUser(t.dataSource, { role: ROLES.user });
    await setPool(stranger.id, 1);
    const strangerToken = await login(t, stranger.email, stranger.password);
    const charged = await as(strangerToken).post('/event/getEmail', { id: people[5] }).expect(200);
    expect(charged.body).toMatchObject({ isCreditDeducted: true, monthlyAvailableCredit: 0 });
  });

  it('three members × 20 concurrent reveals against a pool of k charge exactly k, none over a cap', async () => {
    const leader = await createUser(t.dataSource, { role: ROLES.user });
    const leaderToken = await login(t, leader.email, leader.password);
    const join = async (cap: number | null) => {
      const user = await createUser(t.dataSource, { role: ROLES.user });
      await t.dataSource.query(
        `UPDATE workspace_members SET workspace_id = $2, role = 'member', monthly_cap = $3 WHERE user_id = $1`,
        [user.id, leader.id, cap],
      );
      return { id: user.id, token: await login(t, user.email, user.password) };
    };
    const members = [{ id: leader.id, token: leaderToken, cap: null as number | null }];
    for (const cap of [3, 4]) members.push({ ...(await join(cap)), cap });
    const k = 9;
    await setPool(leader.id, k);
    const targets = people.slice(0, 20);
    const answers = await Promise.all(
      members.flatMap((member, m) =>
        Array.from({ length: 20 }, (_, i) =>
          as(member.token).post('/event/getEmail', { id: targets[(i + m * 7) % targets.length] }),
        ),
      ),
    );
    expect(answers.every((answer) => answer.status === 200 || answer.status === 402)).toBe(true);
    expect(await pool(leader.id)).toBe(0);
    const spent: { userId: string; spent: number }[] = await t.dataSource.query(
      `SELECT user_id AS "userId", sum(-delta)::int AS spent FROM credit_ledger
       WHERE workspace_id = $1 AND kind = 'reveal' GROUP BY user_id`,
      [leader.id],
    );
    expect(spent.reduce((sum, row) => sum + row.spent, 0)).toBe(k);
    for (const member of members) {
      const mine = spent.find((row) => row.userId === member.id)?.spent ?? 0;
      if (member.cap !== null) expect(mine).toBeLessThanOrEqual(member.cap);
    }
    const [{ viewed }] = await t.dataSource.query(
      `SELECT count(*)::int AS viewed FROM viewed_items WHERE workspace_id = $1`,
      [leader.id],
    );
    expect(viewed).toBe(k);
    expect(await inconsistent()).toEqual([]);
  });

  it('moves an existing account in with its balance as top-ups, by a ledger row on each side', async () => {
    const dana = await createUser(t.dataSource, { role: ROLES.user, firstName: 'Dana' });
    await setPool(dana.id, 7);
    const danaToken = await login(t, dana.email, dana.password);
    const revealedAlone = await as(danaToken).post('/event/getEmail', { id: people[11] }).expect(200);
    expect(revealedAlone.body.isCreditDeducted).toBe(true);
    await setPool(owner.id, 0);

    const invited = await as(owner.token).post('/team/invitations', { email: dana.email, role: 'manager' }).expect(201);
    expect(invited.body).toMatchObject({ status: 'pending', newAccount: false });
    const joinMail = await mail.latest(dana.email, 'team-invite');
    expect(String(joinMail.variables.link)).toMatch(/\/team\/join\?token=/);
    const token = linkParam(joinMail, 'token');
    // Another signed-in account cannot use Dana's link.
    await as(owner.token).post('/team/invitations/accept', { token }).expect(403);
    const joined: Team = (await as(danaToken).post('/team/invitations/accept', { token }).expect(200)).body;
    expect(joined).toMatchObject({ id: owner.id, role: 'manager', pool: { allowance: 0, topUp: 6 } });
    const moves = await t.dataSource.query(
      `SELECT workspace_id AS "workspaceId", delta FROM credit_ledger WHERE user_id = $1 AND kind = 'team-transfer'
       ORDER BY seq`,
      [dana.id],
    );
    expect(moves).toEqual([
      { workspaceId: dana.id, delta: -6 },
      { workspaceId: owner.id, delta: 6 },
    ]);
    // What Dana paid for alone is the team's now.
    expect((await as(owner.token).post('/event/getEmail', { id: people[11] }).expect(200)).body.isCreditDeducted).toBe(
      false,
    );
    await as(danaToken).post('/team/invitations/accept', { token }).expect(400);
    expect(await inconsistent()).toEqual([]);
  });

  it('lets only owners and managers manage, and hides other workspaces', async () => {
    const eve = await newMember('member');
    await as(eve.token).post('/team/invitations', { email: uniqueEmail(), role: 'member' }).expect(403);
    await as(eve.token).get('/team/invitations').expect(403);
    await as(eve.token).get('/team/ledger').expect(403);
    await as(owner.token).patch(`/team/members/${owner.id}`, { role: 'member' }).expect(403);
    await as(owner.token).delete(`/team/members/${owner.id}`).expect(403);
    const outsider = await createUser(t.dataSource, { role: ROLES.user });
    await as(owner.token).patch(`/team/members/${outsider.id}`, { monthlyCap: 1 }).expect(404);
    await as(owner.token).delete(`/team/members/${outsider.id}`).expect(404);
    const bad = await as(owner.token).patch(`/team/members/${eve.id}`, { monthlyCap: -1 }).expect(400);
    expect(bad.body.errors[0]).toMatchObject({ field: 'monthlyCap' });
    await as(owner.token).patch(`/team/members/${eve.id}`, {}).expect(400);
    await as(owner.token).post('/team/invitations', { email: eve.email, role: 'member' }).expect(409);
    await as(owner.token).post('/team/invitations', { email: 'nope', role: 'member' }).expect(400);
    await as(owner.token).post('/team/invitations', { email: uniqueEmail(), role: 'owner' }).expect(400);

    const ledger = (await as(owner.token).get(`/team/ledger?member=${owner.id}&pageSize=5`).expect(200)).body;
    expect(ledger.items.every((row: { memberId: string }) => row.memberId === owner.id)).toBe(true);
    const usage = (await as(owner.token).get('/team/usage').expect(200)).body;
    expect(usage.days).toHaveLength(30);
    expect(
      usage.members
        .find((m: { userId: string }) => m.userId === owner.id)
        .spent.reduce((a: number, b: number) => a + b),
    ).toBeGreaterThan(0);

    // Removing Eve sends her back to a workspace of her own; the pool stays with the team.
    await as(owner.token).delete(`/team/members/${eve.id}`).expect(200);
    const hers: Team = (await as(eve.token).get('/team').expect(200)).body;
    expect(hers).toMatchObject({ id: eve.id, role: 'owner', pool: { allowance: 0, topUp: 0 } });
  });

  it('warns a member at 75 % and 100 % of their cap and managers at 75 % of the pool, once each', async () => {
    const leader = await createUser(t.dataSource, { role: ROLES.user });
    const leaderToken = await login(t, leader.email, leader.password);
    const member = await createUser(t.dataSource, { role: ROLES.user });
    await t.dataSource.query(
      `UPDATE workspace_members SET workspace_id = $2, role = 'member', monthly_cap = 4 WHERE user_id = $1`,
      [member.id, leader.id],
    );
    const memberToken = await login(t, member.email, member.password);
    await setPool(leader.id, 8);
    const warnings = new CreditWarningsService(
      t.app.get(APP_CONFIG),
      t.app.get(CreditsService),
      new TeamsRepository(t.dataSource),
      new NotificationsRepository(t.dataSource),
      new MailOutboxRepository(t.dataSource),
    );
    const bell = async (userId: string): Promise<string[]> =>
      (
        await t.dataSource.query(
          `SELECT title FROM notifications WHERE user_id = $1 AND kind = 'credit-warning' ORDER BY created_at, title`,
          [userId],
        )
      ).map((row: { title: string }) => row.title);

    // What the earlier tests' charges raised is delivered first.
    await warnings.deliverPending();
    for (const id of people.slice(0, 3)) await as(memberToken).post('/event/getEmail', { id }).expect(200);
    expect(await warnings.deliverPending()).toBe(1);
    const capAt75 = warningMessage({ scope: 'cap', threshold: 75, used: 3, ofCredits: 4 });
    expect(await bell(member.id)).toEqual([capAt75]);
    // The mail is recorded with the notification, in the delivery's transaction (the outbox queues it after).
    const [outbox] = await t.dataSource.query(
      `SELECT job FROM mail_outbox WHERE job->>'to' = $1 AND job->>'template' = 'credit-warning'`,
      [member.email],
    );
    expect(outbox.job.variables).toMatchObject({ message: capAt75, link: expect.stringMatching(/\/team$/) });
    // The leader's three reveals take the pool to 6 of 8 spent: past 75 % of the pool; managers are told.
    for (const id of people.slice(3, 6)) await as(leaderToken).post('/event/getEmail', { id }).expect(200);
    await as(memberToken).post('/event/getEmail', { id: people[6] }).expect(200);
    await as(memberToken).post('/event/getEmail', { id: people[7] }).expect(402);
    expect(await warnings.deliverPending()).toBe(2);
    expect(await warnings.deliverPending()).toBe(0);
    expect(await bell(member.id)).toEqual([
      capAt75,
      warningMessage({ scope: 'cap', threshold: 100, used: 4, ofCredits: 4 }),
    ]);
    expect(await bell(leader.id)).toEqual([warningMessage({ scope: 'pool', threshold: 75, used: 6, ofCredits: 8 })]);
  });

  it('revokes a pending invitation: the link stops working and the account leaves the team', async () => {
    const email = uniqueEmail();
    const { body } = await as(owner.token).post('/team/invitations', { email, role: 'member' }).expect(201);
    const first = linkParam(await mail.latest(email, 'invite'), 'token');
    await as(owner.token).post(`/team/invitations/${body.id}/resend`).expect(200);
    const all = await mail.all(email, 'invite');
    expect(all).toHaveLength(2);
    await t.http.post('/api/auth/AcceptInvite').send({ token: first, password: GOOD_PASSWORD }).expect(400);
    await as(owner.token).delete(`/team/invitations/${body.id}`).expect(200);
    const second = linkParam(all[1], 'token');
    await t.http.post('/api/auth/AcceptInvite').send({ token: second, password: GOOD_PASSWORD }).expect(400);
    const [member] = await t.dataSource.query(
      `SELECT m.workspace_id AS "workspaceId" FROM workspace_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1`,
      [email],
    );
    expect(member.workspaceId).not.toBe(owner.id);
    await as(owner.token).delete(`/team/invitations/${body.id}`).expect(409);
  });
});
