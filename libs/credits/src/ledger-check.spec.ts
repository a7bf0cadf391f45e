// The ledger is the truth (issue 15.3): the consistency check — LedgerRepository.inconsistent() and the
// `npm run credits:check` command — against a real PostgreSQL database: every change made through the
// credits service keeps balance = sum of ledger; an in-place edit of a balance is found and named.
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { DataSource } from 'typeorm';
import { createDataSource, dropDatabase, ensureDatabase, runMigrations } from '@leadsignal/server-core';
import { siblingDatabaseUrl } from '@leadsignal/testing';
import { CreditsRepository } from './credits.repository';
import { CreditsService } from './credits.service';
import { LedgerRepository } from './ledger.repository';

jest.setTimeout(60_000);

const run = promisify(execFile);
const ROOT = join(__dirname, '../../..');

/** The check command from its sources: exit code and output. */
async function check(databaseUrl: string): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(
      process.execPath,
      [join(ROOT, 'libs/testing/src/run-ts.js'), join(ROOT, 'tools/credits-check.ts'), '--database-url', databaseUrl],
      { env: { ...process.env, TEST_PRELOAD: '' } },
    );
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, out: failed.stdout };
  }
}

describe('credit ledger consistency', () => {
  // A database of its own: the check reads every user, and other specs set balances in place.
  const databaseUrl = siblingDatabaseUrl('ledger');
  let db: DataSource;
  let credits: CreditsService;
  let ledger: LedgerRepository;

  beforeAll(async () => {
    await dropDatabase(databaseUrl);
    await ensureDatabase(databaseUrl);
    db = createDataSource(databaseUrl, 'leadsignal-credits-check-test');
    await db.initialize();
    await runMigrations(db);
    credits = new CreditsService(db, new CreditsRepository(db));
    ledger = new LedgerRepository(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await dropDatabase(databaseUrl);
  });

  async function newUser(): Promise<string> {
    const [row] = await db.query(
      `INSERT INTO users (email, user_name, first_name, last_name) VALUES ($1, $1, 'Check', 'Test') RETURNING id`,
      [`check-${randomBytes(5).toString('hex')}@example.com`],
    );
    return row.id;
  }

  it('finds nothing when every change went through the ledger, and names an in-place edit', async () => {
    const ann = await newUser();
    const bob = await newUser();
    const admin = await newUser();
    await db.transaction(async (tx) => {
      await credits.post(tx, {
        userId: ann,
        kind: 'renewal',
        allowanceDelta: 10,
        topUpDelta: 0,
        reason: 'test allowance',
        reference: null,
        idempotencyKey: `t:${randomUUID()}`,
      });
      await credits.adminChange(tx, {
        userId: ann,
        actorId: admin,
        delta: 5,
        reason: 'goodwill',
        key: `a:${randomUUID()}`,
      });
      await credits.adminChange(tx, {
        userId: bob,
        actorId: admin,
        delta: 3,
        reason: 'trial',
        key: `a:${randomUUID()}`,
      });
    });
    // Spending crosses from the allowance into the top-ups; a take-back too.
    await credits.chargeForViewsNow({
      userId: ann,
      kind: 'alert',
      itemIds: Array.from({ length: 12 }, () => randomUUID()),
      source: 'reveal',
      reason: 'alert e-mail reveal',
      reference: null,
      idempotencyKey: `c:${randomUUID()}`,
    });
    await db.transaction((tx) =>
      credits.adminChange(tx, { userId: ann, actorId: admin, delta: -2, reason: 'mistake', key: `a:${randomUUID()}` }),
    );
    await expect(
      db.transaction((tx) =>
        credits.adminChange(tx, {
          userId: bob,
          actorId: admin,
          delta: -4,
          reason: 'too much',
          key: `a:${randomUUID()}`,
        }),
      ),
    ).rejects.toMatchObject({ kind: 'unprocessable' });
    expect(await credits.balances(null, ann)).toEqual({ allowance: 0, topUp: 1 });
    expect(await ledger.inconsistent()).toEqual([]);
    const ok = await check(databaseUrl);
    expect(ok.code).toBe(0);
    expect(ok.out).toMatch(/0 inconsistent/);

    // What PUT users/:id used to do: overwrite a balance with no ledger row.
    await db.query(`UPDATE credit_accounts SET topup_credits = 58 WHERE workspace_id = $1`, [bob]);
    expect(await ledger.inconsistent()).toEqual([
      expect.objectContaining({ userId: bob, topUp: 58, ledgerTopUp: 3, lastBalanceAfter: 3 }),
    ]);
    const bad = await check(databaseUrl);
    expect(bad.code).toBe(1);
    expect(bad.out).toContain(`MISMATCH`);
    expect(bad.out).toContain(bob);
    await db.query(`UPDATE credit_accounts SET topup_credits = 3 WHERE workspace_id = $1`, [bob]);
  });
});
