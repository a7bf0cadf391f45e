// `npm run credits:check [-- --database-url URL]`: proves the ledger is the truth — for every user, the
// allowance and the top-ups each equal the sum of that user's ledger rows, and the latest row's
// "balance after" is the balance. Prints every user that disagrees; exits 1 if any does, 0 otherwise.
import { parseArgs } from 'node:util';
import { createDataSource, loadEnv } from '@leadsignal/server-core';
import { LedgerRepository } from '@leadsignal/credits';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { 'database-url': { type: 'string' } }, allowPositionals: true });
  const databaseUrl = values['database-url'] ?? loadEnv().DATABASE_URL;
  const dataSource = createDataSource(databaseUrl, 'leadsignal-credits-check');
  await dataSource.initialize();
  try {
    const [{ users }] = await dataSource.query(`SELECT count(*)::int AS users FROM users`);
    const wrong = await new LedgerRepository(dataSource).inconsistent();
    for (const row of wrong) {
      console.log(
        `MISMATCH ${row.email} (${row.userId}): allowance ${row.allowance} vs ledger ${row.ledgerAllowance}, ` +
          `top-ups ${row.topUp} vs ledger ${row.ledgerTopUp}, last balance after ${row.lastBalanceAfter ?? '-'}`,
      );
    }
    console.log(`credits check: ${users} users, ${wrong.length} inconsistent`);
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
