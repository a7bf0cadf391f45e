import { MigrationInterface, QueryRunner } from 'typeorm';
import { createCountRollups, dropCountRollups, type RollupKey, type RollupSet } from './count-rollups';

/**
 * Count roll-ups for registered companies and prospects (docs/performance.md, "What would fix the rest"),
 * kept exact by statement-level triggers like the alert roll-ups. The search kinds declare them
 * (countRollups in libs/search/src/kinds/companies.ts and prospects.ts): a count whose criteria are all
 * roll-up columns sums roll-up rows instead of visiting every matching row; anything else is counted
 * from the rows as before.
 *
 * One table over every low-cardinality column would hold ~165k rows for 300k demo companies (industry ×
 * country × size × revenue × type barely repeat), which sums no faster than counting the rows for
 * broad screens. So, smallest first, the first one holding every applied criterion answers:
 *
 * - company_profile_counts: status, relationship, domain type, source kind, company type, size, revenue
 *   band, country (~19k rows at 300k companies) — the default screen, group and status, sizes, country.
 * - company_counts: the same plus industry and top-level industry (~165k rows at 300k) — any mix with an
 *   industry; indexed by industry (primary key) and by top-level industry (an industry criterion naming a
 *   top-level industry matches either column).
 * - contact_place_counts: e-mail type, has e-mail, has phone, phone type, country, lower-cased state
 *   (~6k rows at 300k contacts) — the default screen, e-mail and phone criteria, country and states.
 * - contact_role_counts: job function, seniority, the e-mail and phone columns, country (~37k rows).
 * - contact_counts: all of those (~109k rows) — job function or seniority together with states.
 *
 * Prospect counts with a company criterion, and any text, name, technology, date, city, zip or list
 * criterion, still count rows.
 */
const text = (name: string, expr = `coalesce(${name}, '')`): RollupKey => ({ name, type: 'text', expr });
const flag = (name: string): RollupKey => ({ name, type: 'boolean', expr: name });

const COMPANY_PROFILE: readonly RollupKey[] = [
  text('status'),
  text('relationship'),
  text('domain_type'),
  text('source_kind'),
  text('company_type'),
  text('employee_size'),
  text('revenue_band'),
  text('country'),
];

export const COMPANY_ROLLUPS: RollupSet = {
  source: 'companies',
  prefix: 'company_counts',
  tables: [
    {
      table: 'company_profile_counts',
      keys: COMPANY_PROFILE,
      countColumn: 'companies',
      comment:
        'Exact companies per status, relationship, domain type, source kind, company type, size, revenue band and country ' +
        "('' = unknown); kept by the company_counts_* triggers.",
    },
    {
      table: 'company_counts',
      keys: [text('industry'), text('top_industry'), ...COMPANY_PROFILE],
      countColumn: 'companies',
      indexes: { company_counts_top_industry_idx: '(top_industry)' },
      comment:
        "Exact companies per industry, top-level industry and company_profile_counts' columns ('' = unknown); " +
        'kept by the company_counts_* triggers.',
    },
  ],
};

const CONTACT_REACH: readonly RollupKey[] = [
  text('email_type'),
  flag('has_email'),
  flag('has_phone'),
  text('phone_type'),
  text('country'),
];
const CONTACT_STATE = text('state', `coalesce(lower(state), '')`);
const CONTACT_ROLE: readonly RollupKey[] = [text('job_function'), text('seniority')];

export const CONTACT_ROLLUPS: RollupSet = {
  source: 'contacts',
  prefix: 'contact_counts',
  tables: [
    {
      table: 'contact_place_counts',
      keys: [...CONTACT_REACH, CONTACT_STATE],
      countColumn: 'contacts',
      comment:
        "Exact contacts per e-mail type, has e-mail, has phone, phone type, country and lower-cased state ('' = unknown); " +
        'kept by the contact_counts_* triggers.',
    },
    {
      table: 'contact_role_counts',
      keys: [...CONTACT_ROLE, ...CONTACT_REACH],
      countColumn: 'contacts',
      comment:
        "Exact contacts per job function, seniority, e-mail type, has e-mail, has phone, phone type and country ('' = " +
        'unknown); kept by the contact_counts_* triggers.',
    },
    {
      table: 'contact_counts',
      keys: [...CONTACT_ROLE, ...CONTACT_REACH, CONTACT_STATE],
      countColumn: 'contacts',
      comment:
        "Exact contacts per contact_role_counts' columns and lower-cased state ('' = unknown); kept by the " +
        'contact_counts_* triggers.',
    },
  ],
};

export class CompanyProspectRollups1763895000000 implements MigrationInterface {
  name = 'CompanyProspectRollups1763895000000';

  async up(q: QueryRunner): Promise<void> {
    await createCountRollups(q, COMPANY_ROLLUPS);
    await createCountRollups(q, CONTACT_ROLLUPS);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropCountRollups(q, CONTACT_ROLLUPS);
    await dropCountRollups(q, COMPANY_ROLLUPS);
  }
}
