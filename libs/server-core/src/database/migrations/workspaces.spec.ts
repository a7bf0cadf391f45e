// The workspaces migration (issue 26, docs/teams.md) keeps every balance, ledger row, viewed item, list, saved
// search and download: a database at the migration before it, seeded as today's main would have it (users with
// allowance and top-ups, ledger rows that add up, paid-for people, a list, a saved search, a download), comes out
// with one personal workspace per user whose pool is that user's balance, ledger sums per pool unchanged, and the
// user's rows untouched; down and up again give the same.
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../data-source';
import { dropDatabase, ensureDatabase } from '../ensure-database';
import { MIGRATIONS } from './index';

jest.setTimeout(90_000);

const DATABASE_URL = `postgres://postgres@127.0.0.1:5432/leadsignal_test_workspaces_${process.pid}_${randomBytes(4).toString('hex')}`;

describe('migration Workspaces1763930000000', () => {
  afterAll(async () => {
    await dropDatabase(DATABASE_URL);
  });

  it('gives each user a personal workspace holding their balance, ledger, paid-for items and rows', async () => {
    await ensureDatabase(DATABASE_URL);
    const index = MIGRATIONS.findIndex((m) => m.name === 'Workspaces1763930000000');
    const before = new DataSource({
      ...dataSourceOptions(DATABASE_URL),
      migrations: MIGRATIONS.slice(0, index),
    } as never);
    await before.initialize();
    await before.runMigrations();
    const users: string[] = [];
    for (const [i, [allowance, topUp]] of [
      [10, 5],
      [0, 0],
      [300, 42],
    ].entries()) {
      const [{ id }] = await before.query(
        `INSERT INTO users (email, user_name, first_name, last_name) VALUES ($1, $1, 'Ann', $2) RETURNING id`,
        [`m${i}@example.com`, `Lee${i}`],
      );
      users.push(id);
      await before.query(
        `UPDATE credit_accounts SET monthly_available_credits = $2, topup_credits = $3, download_limit = $4
         WHERE user_id = $1`,
        [id, allowance, topUp, i],
      );
      await before.query(
        `INSERT INTO credit_ledger (user_id, kind, delta, allowance_delta, topup_delta, balance_after, reason, idempotency_key)
         VALUES ($1::uuid, 'opening', $2::int + $3::int + 1, $2::int + 1, $3::int, $2::int + $3::int + 1, 'start', 'start:' || $1::text),
                ($1::uuid, 'reveal', -1, -1, 0, $2::int + $3::int, 'reveal', 'reveal:' || $1::text)`,
        [id, allowance, topUp],
      );
      await before.query(
        `INSERT INTO viewed_items (user_id, item_kind, item_id, source) VALUES ($1, 'prospect', gen_random_uuid(), 'reveal'),
                ($1, 'alert', gen_random_uuid(), 'download')`,
        [id],
      );
      await before.query(`INSERT INTO lists (user_id, kind, name) VALUES ($1, 'prospects', 'Mine')`, [id]);
      await before.query(
        `INSERT INTO saved_searches (user_id, kind, name, criteria) VALUES ($1, 'alerts', 'Funding', '{}')`,
        [id],
      );
    }
    const snapshot = async (db: DataSource, poolColumn: 'user_id' | 'workspace_id') => ({
      pools: await db.query(
        `SELECT ${poolColumn} AS id, monthly_available_credits AS a, topup_credits AS t, download_limit AS d
         FROM credit_accounts WHERE ${poolColumn} = ANY($1) ORDER BY 1`,
        [users],
      ),
      ledger: await db.query(
        `SELECT user_id AS id, sum(allowance_delta)::int AS a, sum(topup_delta)::int AS t, count(*)::int AS n
         FROM credit_ledger WHERE user_id = ANY($1) GROUP BY user_id ORDER BY 1`,
        [users],
      ),
      viewed: await db.query(
        `SELECT user_id AS id, item_kind, item_id FROM viewed_items WHERE user_id = ANY($1) ORDER BY 1, 2, 3`,
        [users],
      ),
      lists: await db.query(`SELECT id, user_id, name FROM lists WHERE user_id = ANY($1) ORDER BY 1`, [users]),
      searches: await db.query(`SELECT id, user_id, name FROM saved_searches WHERE user_id = ANY($1) ORDER BY 1`, [
        users,
      ]),
    });
    const seeded = await snapshot(before, 'user_id');
    await before.destroy();

    const after = new DataSource({
      ...dataSourceOptions(DATABASE_URL),
      migrations: MIGRATIONS.slice(0, index + 1),
    } as never);
    await after.initialize();
    await after.runMigrations();
    expect(await snapshot(after, 'workspace_id')).toEqual(seeded);
    expect(
      await after.query(
        `SELECT m.user_id = m.workspace_id AS own, m.role, w.name FROM workspace_members m
         JOIN workspaces w ON w.id = m.workspace_id WHERE m.user_id = ANY($1) ORDER BY w.name`,
        [users],
      ),
    ).toEqual([
      { own: true, role: 'owner', name: 'Ann Lee0' },
      { own: true, role: 'owner', name: 'Ann Lee1' },
      { own: true, role: 'owner', name: 'Ann Lee2' },
    ]);
    // Every ledger row names its pool; each pool's sums are its balances (what npm run credits:check reads).
    const [{ unpooled }] = await after.query(
      `SELECT count(*)::int AS unpooled FROM credit_ledger WHERE workspace_id IS DISTINCT FROM user_id`,
    );
    expect(unpooled).toBe(0);
    const sums = await after.query(
      `SELECT a.workspace_id, a.monthly_available_credits - sum(l.allowance_delta) AS da,
              a.topup_credits - sum(l.topup_delta) AS dt
       FROM credit_accounts a JOIN credit_ledger l ON l.workspace_id = a.workspace_id
       WHERE a.workspace_id = ANY($1) GROUP BY a.workspace_id`,
      [users],
    );
    expect(sums.every((row: { da: string; dt: string }) => Number(row.da) === 0 && Number(row.dt) === 0)).toBe(true);
    // A user made after the migration gets all three at once.
    const [{ id: later }] = await after.query(
      `INSERT INTO users (email, user_name, first_name, last_name) VALUES ('later@example.com', 'later', 'Lu', 'Ma')
       RETURNING id`,
    );
    const [opened] = await after.query(
      `SELECT w.name, m.role, a.topup_credits AS t FROM workspaces w JOIN workspace_members m ON m.workspace_id = w.id
       JOIN credit_accounts a ON a.workspace_id = w.id WHERE w.id = $1`,
      [later],
    );
    expect(opened).toEqual({ name: 'Lu Ma', role: 'owner', t: 0 });

    // Down and up again.
    await after.undoLastMigration();
    expect(await snapshot(after, 'user_id')).toEqual(seeded);
    await after.runMigrations();
    expect(await snapshot(after, 'workspace_id')).toEqual(seeded);
    await after.destroy();
  });
});
