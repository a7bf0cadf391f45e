import { MigrationInterface, QueryRunner } from 'typeorm';
import { createCountRollups, dropCountRollups, type RollupSet } from './count-rollups';

/**
 * A count roll-up for the technologies criterion of registered companies (issue 11, "Speed"; docs/
 * performance.md, "Technologies"), kept exact by the same generic statement-level triggers as the other
 * roll-ups (count-rollups.ts).
 *
 * company_technology_pair_counts holds, per pair of technologies (technology_a <= technology_b) a company
 * uses, with the company's status and relationship, how many companies use both; the pair (t, t) counts
 * the companies using t. A technologies criterion matches a company using any of the chosen ones, so with
 * one technology t the count is the (t, t) rows, and with two, A and B, by inclusion–exclusion
 * n(A) + n(B) − n(A and B): the rows whose two technologies are both chosen, those with a = b added and
 * the others subtracted — exact, a company using both counted once. Three or more would need triples
 * (and so on), so those count the rows (companies.ts declares the limit).
 *
 * Size: 70 technologies give at most 2,485 pairs; times the 20 status × relationship combinations of the
 * demo data, ~50k rows. A company with k technologies adds k(k+1)/2 rows to a statement's grouped upsert
 * (k averages 10 in the demo data), which is the write cost of keeping it.
 */
export const COMPANY_TECHNOLOGY_ROLLUPS: RollupSet = {
  source: 'companies',
  prefix: 'company_technology_counts',
  tables: [
    {
      table: 'company_technology_pair_counts',
      keys: [
        { name: 'technology_a', type: 'text', expr: 't.technology_a' },
        { name: 'technology_b', type: 'text', expr: 't.technology_b' },
        { name: 'status', type: 'text', expr: `coalesce(status, '')` },
        { name: 'relationship', type: 'text', expr: `coalesce(relationship, '')` },
      ],
      lateral: `CROSS JOIN LATERAL (
        SELECT DISTINCT a, b FROM unnest(technologies) AS a, unnest(technologies) AS b
         WHERE a <= b) AS t(technology_a, technology_b)`,
      countColumn: 'companies',
      comment:
        'Exact companies using both technology_a and technology_b (technology_a <= technology_b; equal = the ' +
        "companies using it) per status and relationship ('' = unknown); kept by the company_technology_counts_* triggers.",
    },
  ],
};

export class CompanyTechnologyRollup1763897000000 implements MigrationInterface {
  name = 'CompanyTechnologyRollup1763897000000';

  async up(q: QueryRunner): Promise<void> {
    await createCountRollups(q, COMPANY_TECHNOLOGY_ROLLUPS);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropCountRollups(q, COMPANY_TECHNOLOGY_ROLLUPS);
  }
}
