// `npm run credits:check [-- --database-url URL]`: proves the ledger is the truth — for every pool (a workspace's
// credit account, docs/teams.md), the allowance and the top-ups each equal the sum of that pool's ledger rows,
// and the latest row's "balance after" is the balance. Prints every pool that disagrees (by its owner); exits 1
// if any does, 0 otherwise.
import { parseArgs } from 'node:util';
import { createDataSource, loadEnv } from '@leadsignal/server-core';
import { LedgerRepository } from '@leadsignal/credits';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { 'database-url': { type: 'string' } }, allowPositionals: true });
  const databaseUrl = values['database-url'] ?? loadEnv().DATABASE_URL;
  const dataSource = createDataSource(databaseUrl, 'leadsignal-credits-check');
  await dataSource.initialize();
  try {
    const [{ users, pools }] = await dataSource.query(
      `SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM credit_accounts) AS pools`,
    );
    const wrong = await new LedgerRepository(dataSource).inconsistent();
    for (const row of wrong) {
      console.log(
        `MISMATCH ${row.email} (workspace ${row.workspaceId}): allowance ${row.allowance} vs ledger ${row.ledgerAllowance}, ` +
          `top-ups ${row.topUp} vs ledger ${row.ledgerTopUp}, last balance after ${row.lastBalanceAfter ?? '-'}`,
      );
    }
    console.log(`credits check: ${users} users, ${pools} pools, ${wrong.length} inconsistent`);
    return wrong.length ? 1 : 0;
  } finally {
    await dataSource.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
