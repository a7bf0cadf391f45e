import { MigrationInterface, QueryRunner } from 'typeorm';
import { createCountRollups, dropCountRollups, type RollupKey, type RollupSet } from './count-rollups';

/**
 * Exact counts of prospects by their company's criteria (issue 12, "Speed"; docs/performance.md,
 * "Prospects by company criteria: contact_company_counts").
 *
 * A roll-up over contacts can only count by columns a contact has, so the company's low-cardinality columns
 * are copied onto each contact (company_industry, company_top_industry, company_type, company_employee_size,
 * company_revenue_band, company_status) and kept equal to its company's by two triggers:
 *
 * - contact_company_columns_fill (BEFORE INSERT OR UPDATE OF company_id or any copied column, per row) reads
 *   them from the company, or sets them NULL without one. So a new contact, a contact moved to another company,
 *   a company deleted (the foreign key's ON DELETE SET NULL is an UPDATE of company_id) and even a direct write
 *   to a copied column all end with the company's values. It reads the company FOR SHARE: a concurrent
 *   transaction changing that company's columns either finishes first (the read then sees its values) or waits
 *   for this one (and its statement below then sees this contact).
 * - contact_company_columns_sync (AFTER UPDATE ON companies, per statement) rewrites the contacts of the
 *   updated companies whose copied columns differ — one UPDATE of contacts per statement, which moves those
 *   contacts between roll-up keys through the contacts triggers like any other update.
 *
 * refresh_contact_company_columns() rewrites every contact whose copy differs (after a load that bypassed the
 * triggers, or to check them). The roll-ups are then an ordinary set over contacts (count-rollups.ts):
 *
 * - contact_company_counts: seniority, job function, has e-mail, company type, revenue band, size and status
 *   (~77k keys at 1M demo contacts) — contact role criteria together with those company criteria.
 * - contact_company_industry_counts: company industry and top-level industry, size, status, has e-mail —
 *   an industry with size or status (indexed by top-level industry, as company_counts is).
 *
 * The cost is on writes: each contacts statement upserts two more roll-ups, each inserted contact reads its
 * company, and an update of companies' copied columns rewrites their contacts.
 */
const COPIED = [
  ['company_industry', 'industry'],
  ['company_top_industry', 'top_industry'],
  ['company_type', 'company_type'],
  ['company_employee_size', 'employee_size'],
  ['company_revenue_band', 'revenue_band'],
  ['company_status', 'status'],
] as const;

const text = (name: string): RollupKey => ({ name, type: 'text', expr: `coalesce(${name}, '')` });
const HAS_EMAIL: RollupKey = { name: 'has_email', type: 'boolean', expr: 'has_email' };

export const CONTACT_COMPANY_ROLLUPS: RollupSet = {
  source: 'contacts',
  prefix: 'contact_company_counts',
  tables: [
    {
      table: 'contact_company_counts',
      keys: [
        text('company_type'),
        text('company_revenue_band'),
        text('company_employee_size'),
        text('company_status'),
        text('seniority'),
        text('job_function'),
        HAS_EMAIL,
      ],
      countColumn: 'contacts',
      comment:
        'Exact contacts per company type, revenue band, size and status (their company’s, copied onto contacts), ' +
        "seniority, job function and has e-mail ('' = unknown or no company); kept by the contact_company_counts_* triggers.",
    },
    {
      table: 'contact_company_industry_counts',
      keys: [
        text('company_industry'),
        text('company_top_industry'),
        text('company_employee_size'),
        text('company_status'),
        HAS_EMAIL,
      ],
      countColumn: 'contacts',
      indexes: { contact_company_industry_counts_top_idx: '(company_top_industry)' },
      comment:
        'Exact contacts per company industry, top-level industry, size and status (their company’s) and has e-mail ' +
        "('' = unknown or no company); kept by the contact_company_counts_* triggers.",
    },
  ],
};

const contactColumns = COPIED.map(([contact]) => contact);
const companyColumns = COPIED.map(([, company]) => company);

export class ContactCompanyRollup1763910000000 implements MigrationInterface {
  name = 'ContactCompanyRollup1763910000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE contacts ${contactColumns.map((name) => `ADD COLUMN ${name} text`).join(', ')}`);
    for (const [contact, company] of COPIED) {
      await q.query(`COMMENT ON COLUMN contacts.${contact} IS 'companies.${company} of company_id, kept by triggers'`);
    }
    await q.query(`
      CREATE FUNCTION contact_company_columns_fill() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.company_id IS NULL THEN
          ${contactColumns.map((name) => `NEW.${name} := NULL;`).join('\n          ')}
        ELSE
          -- No row (a company id the foreign key will refuse) leaves them NULL.
          SELECT ${companyColumns.map((name) => `c.${name}`).join(', ')}
            INTO ${contactColumns.map((name) => `NEW.${name}`).join(', ')}
            FROM companies c WHERE c.id = NEW.company_id FOR SHARE;
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER contact_company_columns_fill
        BEFORE INSERT OR UPDATE OF company_id, ${contactColumns.join(', ')} ON contacts
        FOR EACH ROW EXECUTE FUNCTION contact_company_columns_fill()`);
    const set = COPIED.map(([contact, company]) => `${contact} = c.${company}`).join(', ');
    const differs = `(${contactColumns.map((name) => `p.${name}`).join(', ')}) IS DISTINCT FROM (${companyColumns
      .map((name) => `c.${name}`)
      .join(', ')})`;
    await q.query(`
      CREATE FUNCTION contact_company_columns_sync() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE contacts p SET ${set} FROM new_rows c WHERE p.company_id = c.id AND ${differs};
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER contact_company_columns_sync AFTER UPDATE ON companies
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contact_company_columns_sync()`);
    await q.query(`
      CREATE FUNCTION refresh_contact_company_columns() RETURNS void
      LANGUAGE plpgsql AS $$
      BEGIN
        LOCK TABLE companies IN SHARE MODE;
        UPDATE contacts p SET ${set} FROM companies c WHERE p.company_id = c.id AND ${differs};
        UPDATE contacts SET ${contactColumns.map((name) => `${name} = NULL`).join(', ')}
         WHERE company_id IS NULL AND NOT (${contactColumns.map((name) => `${name} IS NULL`).join(' AND ')});
      END $$`);
    await q.query(`SELECT refresh_contact_company_columns()`);
    await createCountRollups(q, CONTACT_COMPANY_ROLLUPS);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropCountRollups(q, CONTACT_COMPANY_ROLLUPS);
    await q.query(`DROP TRIGGER IF EXISTS contact_company_columns_sync ON companies`);
    await q.query(`DROP TRIGGER IF EXISTS contact_company_columns_fill ON contacts`);
    await q.query(`DROP FUNCTION IF EXISTS refresh_contact_company_columns()`);
    await q.query(`DROP FUNCTION IF EXISTS contact_company_columns_sync()`);
    await q.query(`DROP FUNCTION IF EXISTS contact_company_columns_fill()`);
    await q.query(`ALTER TABLE contacts ${contactColumns.map((name) => `DROP COLUMN ${name}`).join(', ')}`);
  }
}
