import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Registered companies and prospects sort on any column in either direction. The compiler writes a
 * descending sort as `column DESC [NULLS LAST], id` (the id tie-breaker ascending, empty values last), which
 * no backward scan of the ascending `(column, id)` indexes returns in order: PostgreSQL sorted every match
 * first (employee size, largest first, over 1M companies: a parallel scan and sort of the whole table,
 * ~340 ms at p95). One index per descending sort, in exactly that order, lets the page stop after its rows.
 *
 * The companies' name indexes (A–Z is their default order) also hold the name itself, so a partial-name
 * filter is checked inside the index while the page walks it in order, without a heap visit per skipped
 * company (companies_name_idx is rebuilt with it).
 */
const INDEXES: readonly [name: string, table: string, columns: string][] = [
  ['companies_name_desc_idx', 'companies', '(lower(name) DESC, id) INCLUDE (name)'],
  ['companies_size_rank_desc_idx', 'companies', '(employee_size_rank DESC NULLS LAST, id)'],
  ['companies_incorporation_desc_idx', 'companies', '(incorporation_date DESC NULLS LAST, id)'],
  ['companies_created_desc_idx', 'companies', '(created_at DESC, id)'],
  ['contacts_name_key_desc_idx', 'contacts', '(name_key DESC, id)'],
  ['contacts_seniority_rank_desc_idx', 'contacts', '(seniority_rank DESC NULLS LAST, id)'],
  ['contacts_company_name_desc_idx', 'contacts', '(lower(company_name) DESC NULLS LAST, id)'],
  ['contacts_created_desc_idx', 'contacts', '(created_at DESC, id)'],
];

export class DescendingSortIndexes1763906000000 implements MigrationInterface {
  name = 'DescendingSortIndexes1763906000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX companies_name_idx`);
    await q.query(`CREATE INDEX companies_name_idx ON companies (lower(name), id) INCLUDE (name)`);
    for (const [name, table, columns] of INDEXES) await q.query(`CREATE INDEX ${name} ON ${table} ${columns}`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [name] of INDEXES) await q.query(`DROP INDEX IF EXISTS ${name}`);
    await q.query(`DROP INDEX companies_name_idx`);
    await q.query(`CREATE INDEX companies_name_idx ON companies (lower(name), id)`);
  }
}
