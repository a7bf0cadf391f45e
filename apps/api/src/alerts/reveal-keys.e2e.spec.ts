// Issue 23, items 1 and 7: a reveal's ledger key names the person paid for (or the alert when it names
// nobody), so an alert that an ingest re-linked to another contact reveals free when that person is paid
// for and charges once when they are new — never a 500 — and an id in capitals is the same alert.
import { ROLES } from '@leadsignal/contracts';
import type { TestApp } from '../../test/test-app';
import { createUser, login } from '../../test/accounts';
import { createIsolatedApp } from '../../test/isolated-app';
import { insertFixture } from './__tests__/alerts.fixture';

describe('reveal keys name the person', () => {
  let t: TestApp;
  let ids: Map<string, string>;
  let token: string;
  let userId: string;

  beforeAll(async () => {
    t = await createIsolatedApp('revealkeys');
    ids = await insertFixture(t.dataSource);
    const user = await createUser(t.dataSource, { role: ROLES.user });
    await t.dataSource.query(`UPDATE credit_accounts SET monthly_available_credits = 10 WHERE workspace_id = $1`, [
      user.id,
    ]);
    userId = user.id;
    token = await login(t, user.email, user.password);
  });
  afterAll(() => t?.close());

  const reveal = (id: string) =>
    t.http.post('/api/event/getEmail').set('Authorization', `Bearer ${token}`).send({ id });
  const balance = async (): Promise<number> =>
    (
      await t.dataSource.query(`SELECT monthly_available_credits AS c FROM credit_accounts WHERE workspace_id = $1`, [
        userId,
      ])
    )[0].c;
  const ledgerKeys = async (): Promise<string[]> =>
    (
      await t.dataSource.query(`SELECT idempotency_key AS k FROM credit_ledger WHERE user_id = $1 ORDER BY seq`, [
        userId,
      ])
    ).map((row: { k: string }) => row.k);

  /** Two alerts that name a contact with an e-mail, and that contact. */
  async function alertsWithContacts(): Promise<{ id: string; contactId: string; email: string }[]> {
    const rows: { id: string; contactId: string; email: string }[] = await t.dataSource.query(
      `SELECT e.id, e.contact_id AS "contactId", c.email FROM trigger_events e JOIN contacts c ON c.id = e.contact_id
       WHERE c.email IS NOT NULL AND e.id = ANY($1::uuid[]) ORDER BY e.id LIMIT 2`,
      [[...ids.values()]],
    );
    expect(rows).toHaveLength(2);
    expect(rows[0].contactId).not.toBe(rows[1].contactId);
    return rows;
  }

  it('charges once per person across a re-link, and an id in capitals is the same alert', async () => {
    const [first, second] = await alertsWithContacts();

    const paid = await reveal(first.id.toUpperCase()).expect(200);
    expect(paid.body).toMatchObject({ data: first.email, isCreditDeducted: true, monthlyAvailableCredit: 9 });
    await reveal(first.id).expect(200);
    expect(await balance()).toBe(9);

    // An ingest re-links the first alert to the second alert's contact, who is not paid for yet.
    await t.dataSource.query(`UPDATE trigger_events SET contact_id = $2 WHERE id = $1`, [first.id, second.contactId]);
    const relinked = await reveal(first.id).expect(200);
    expect(relinked.body).toMatchObject({ data: second.email, isCreditDeducted: true, monthlyAvailableCredit: 8 });
    const again = await reveal(first.id).expect(200);
    expect(again.body).toMatchObject({ data: second.email, isCreditDeducted: false, monthlyAvailableCredit: 8 });

    // The second alert names that person too: paid for already, free.
    expect((await reveal(second.id).expect(200)).body).toMatchObject({ isCreditDeducted: false });
    // Linked back to the first person: paid for, free.
    await t.dataSource.query(`UPDATE trigger_events SET contact_id = $2 WHERE id = $1`, [first.id, first.contactId]);
    expect((await reveal(first.id).expect(200)).body).toMatchObject({ data: first.email, isCreditDeducted: false });

    expect(await balance()).toBe(8);
    expect(await ledgerKeys()).toEqual([
      `reveal:${userId}:prospect:${first.contactId}`,
      `reveal:${userId}:prospect:${second.contactId}`,
    ]);
    // The prospect reveal of either person is free too: one key, one charge per person.
    const prospect = await t.http
      .post('/api/prospect/getEmail')
      .set('Authorization', `Bearer ${token}`)
      .send({ id: second.contactId.toUpperCase() })
      .expect(200);
    expect(prospect.body).toMatchObject({ isCreditDeducted: false, monthlyAvailableCredits: 8 });
  });
});
