// The kind-dependent SQL of reports, with the database faked: a report's row and what it was paid for are
// looked up through the kind definition (paysFor), never a switch on the source's display name.
import { REPORTED_SOURCE_KINDS } from '@leadsignal/contracts';
import { searchKindDefinition } from '@leadsignal/search';
import type { Queryable } from '@leadsignal/server-core';
import { ReportedDataRepository } from './reported-data.repository';

const ID = '0190a6c2-0000-7000-8000-000000000001';

function fakeDb(rows: unknown[]) {
  const statements: { sql: string; params: unknown[] }[] = [];
  const db = {
    query: async (sql: string, params: unknown[]) => {
      statements.push({ sql: sql.replace(/\s+/g, ' '), params });
      return rows;
    },
  } as unknown as Queryable;
  return { repository: new ReportedDataRepository(db), statements };
}

describe('ReportedDataRepository', () => {
  it('reads what an alert was paid for from the alerts kind', async () => {
    const { repository, statements } = fakeDb([{ kind: 'prospect', itemId: 'p1' }]);
    const alerts = searchKindDefinition(REPORTED_SOURCE_KINDS.Alerts);
    await expect(repository.paidItemOf(alerts, ID)).resolves.toEqual({ kind: 'prospect', itemId: 'p1' });
    expect(statements).toEqual([
      {
        sql: `SELECT CASE WHEN e.contact_id IS NULL THEN 'alert' ELSE 'prospect' END AS kind, coalesce(e.contact_id, e.id) AS "itemId" FROM trigger_events e WHERE e.id = $1`,
        params: [ID],
      },
    ]);
  });

  it("checks a reported row in its kind's table, and never queries for an id that is not a uuid", async () => {
    const { repository, statements } = fakeDb([{ '?column?': 1 }]);
    const companies = searchKindDefinition(REPORTED_SOURCE_KINDS['Registered Companies']);
    await expect(repository.rowExists(companies, ID)).resolves.toBe(true);
    await expect(repository.rowExists(companies, 'nope')).resolves.toBe(false);
    await expect(repository.paidItemOf(companies, 'nope')).resolves.toBeNull();
    expect(statements.map((statement) => statement.sql)).toEqual(['SELECT 1 FROM companies c WHERE c.id = $1']);
  });
});
