import { MigrationInterface, QueryRunner } from 'typeorm';
import { countsUpsert as placeAndDayUpsert } from './1763853000000-alert-search';
import { contactAndCompanyUpsert, replaceFunctions } from './1763862000000-alert-count-rollups';

/**
 * A fifth count roll-up, by the company's investors and funding rounds (as whole arrays, with
 * country, type and the flags). "Investor is any of …" was counted through the investors GIN index
 * and one heap visit per matching event (16k events: 110–200 ms at 1M). Each event sits in exactly
 * one roll-up row, so `investors && $1` over the roll-up rows sums to the exact count; the roll-up
 * (~120k rows at 1M) is small enough to stay cached, and its own GIN index finds the rows of an
 * investor.
 */
const TABLES = [
  'trigger_event_day_counts',
  'trigger_event_place_counts',
  'trigger_event_contact_counts',
  'trigger_event_company_counts',
];

export class AlertFundingRollup1763865000000 implements MigrationInterface {
  name = 'AlertFundingRollup1763865000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE trigger_event_funding_counts (
        country text NOT NULL,
        type text NOT NULL,
        has_contact_name boolean NOT NULL,
        has_contact_email boolean NOT NULL,
        has_quote boolean NOT NULL,
        investors text[] NOT NULL,
        funding_rounds text[] NOT NULL,
        events bigint NOT NULL,
        PRIMARY KEY (country, type, has_contact_name, has_contact_email, has_quote, investors, funding_rounds)
      )`);
    await q.query(
      `CREATE INDEX trigger_event_funding_counts_investors_idx ON trigger_event_funding_counts USING gin (investors)`,
    );
    await q.query(`COMMENT ON TABLE trigger_event_funding_counts IS
      'Exact events per country, type, required-flags, company investors and funding rounds (whole arrays).'`);
    await replaceFunctions(
      q,
      (source, sign) =>
        placeAndDayUpsert(source, sign) + contactAndCompanyUpsert(source, sign) + fundingUpsert(source, sign),
      [...TABLES, 'trigger_event_funding_counts'],
    );
    await q.query(`SELECT refresh_trigger_event_counts()`);
    await q.query(`ANALYZE trigger_event_funding_counts`);
  }

  async down(q: QueryRunner): Promise<void> {
    await replaceFunctions(
      q,
      (source, sign) => placeAndDayUpsert(source, sign) + contactAndCompanyUpsert(source, sign),
      TABLES,
    );
    await q.query(`DROP TABLE IF EXISTS trigger_event_funding_counts`);
  }
}

function fundingUpsert(source: string, sign: 1 | -1): string {
  const flags = 'has_contact_name, has_contact_email, has_quote';
  return `
    INSERT INTO trigger_event_funding_counts AS c (country, type, ${flags}, investors, funding_rounds, events)
    SELECT coalesce(country, ''), type, ${flags}, company_investors, company_funding_rounds, ${sign} * count(*)
      FROM ${source} GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (country, type, ${flags}, investors, funding_rounds)
      DO UPDATE SET events = c.events + EXCLUDED.events;`;
}
