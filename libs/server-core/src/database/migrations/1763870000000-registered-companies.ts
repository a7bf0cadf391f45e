import { INDUSTRIES } from '@leadsignal/reference-data';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Registered companies (docs/companies.md): a company is a legal entity with a registry record — legal and
 * trading names, registration number and jurisdiction, incorporation date, status, its place in a group
 * (parent, subsidiary, affiliate, with the parent's id), where the record came from, the technologies it
 * uses, what kind of domain it has (derived from the domain), a description, phone and address — beside the
 * firmographics it had. Plus what the companies search filters and sorts on: the top-level industry, a
 * rank for employee-size bands (their text does not sort), a full-text vector over names and description,
 * and when the row arrived (monitoring announces companies that arrived after a search's watermark).
 * Indexes: one per filter column (bitmap-ANDed), trigram for partial names and domains, GIN for the arrays
 * and the text, and (key, id) b-trees for each sort.
 */
export class RegisteredCompanies1763870000000 implements MigrationInterface {
  name = 'RegisteredCompanies1763870000000';

  async up(q: QueryRunner): Promise<void> {
    // The kind of organisation a domain's suffix says it belongs to (spec §3, Domain type).
    await q.query(`
      CREATE FUNCTION ls_domain_type(domain text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$
        SELECT CASE
          WHEN domain ~ '(^|\\.)(edu|ac|sch|k12)(\\.(?!io$|ai$|co$|me$|tv$|ly$|gg$)[a-z]{2,3}){0,2}$' THEN 'education'
          WHEN domain ~ '(^|\\.)mil(\\.(?!io$|ai$|co$|me$|tv$|ly$|gg$)[a-z]{2})?$' THEN 'military'
          WHEN domain ~ '(^|\\.)(gov|gouv|gob|govt|gc\\.ca|go\\.[a-z]{2})(\\.(?!io$|ai$|co$|me$|tv$|ly$|gg$)[a-z]{2})?$'
            THEN 'government'
          WHEN domain ~ '(^|\\.)(org|ngo|charity|foundation)(\\.(?!io$|ai$|co$|me$|tv$|ly$|gg$)[a-z]{2})?$' THEN 'nonprofit'
          ELSE 'unknown'
        END
      $$`);
    await q.query(`
      ALTER TABLE companies
        ADD COLUMN legal_name text,
        ADD COLUMN trading_name text,
        ADD COLUMN registration_number text,
        ADD COLUMN jurisdiction_country text,
        ADD COLUMN jurisdiction_subdivision text,
        ADD COLUMN incorporation_date date,
        ADD COLUMN status text NOT NULL DEFAULT 'active'
          CHECK (status IN ('active', 'dormant', 'in_liquidation', 'dissolved', 'acquired')),
        ADD COLUMN relationship text CHECK (relationship IN ('Affiliate', 'Parent', 'Subsidiary')),
        ADD COLUMN parent_company_id uuid REFERENCES companies(id) ON DELETE SET NULL,
        ADD COLUMN source_kind text NOT NULL DEFAULT 'external' CHECK (source_kind IN ('internal', 'external')),
        ADD COLUMN technologies text[] NOT NULL DEFAULT '{}',
        ADD COLUMN top_industry text,
        ADD COLUMN description text,
        ADD COLUMN phone text,
        ADD COLUMN address text,
        ADD COLUMN ingested_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN domain_type text NOT NULL GENERATED ALWAYS AS (ls_domain_type(domain)) STORED,
        ADD COLUMN employee_size_rank smallint GENERATED ALWAYS AS (
          CASE employee_size
            WHEN '1-10' THEN 1 WHEN '11-50' THEN 2 WHEN '51-200' THEN 3 WHEN '201-500' THEN 4
            WHEN '501-1000' THEN 5 WHEN '1001-5000' THEN 6 WHEN '5001-10000' THEN 7 WHEN '1000+' THEN 8
          END) STORED,
        ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
          to_tsvector('simple', ls_unaccent(
            coalesce(name, '') || ' ' || coalesce(legal_name, '') || ' ' || coalesce(trading_name, '') || ' ' ||
            coalesce(description, '')))
        ) STORED`);

    // Companies loaded before: their legal name is the name they had; they arrived when they were created.
    const industries = INDUSTRIES.map((industry) => `(${literal(industry.value)}, ${literal(industry.topLevel)})`);
    await q.query(`
      UPDATE companies c SET legal_name = c.name, ingested_at = c.created_at, top_industry = i.top
      FROM (VALUES ${industries.join(', ')}) AS i(industry, top)
      WHERE i.industry = c.industry`);
    await q.query(`UPDATE companies SET legal_name = name, ingested_at = created_at WHERE legal_name IS NULL`);

    const index = (name: string, definition: string) => q.query(`CREATE INDEX ${name} ON companies ${definition}`);
    await index('companies_name_idx', '(lower(name), id)');
    await index('companies_name_trgm_idx', 'USING gin (name gin_trgm_ops)');
    await index('companies_domain_trgm_idx', 'USING gin (domain gin_trgm_ops)');
    await index('companies_search_idx', 'USING gin (search_vector)');
    await index('companies_industry_idx', '(industry)');
    await index('companies_top_industry_idx', '(top_industry)');
    await index('companies_type_idx', '(company_type)');
    await index('companies_size_idx', '(employee_size)');
    await index('companies_revenue_idx', '(revenue_band)');
    await index('companies_status_idx', '(status)');
    await index('companies_relationship_idx', '(relationship) WHERE relationship IS NOT NULL');
    await index('companies_source_kind_idx', '(source_kind)');
    await index('companies_domain_type_idx', '(domain_type)');
    await index('companies_country_idx', '(country)');
    await index('companies_state_idx', '(lower(state))');
    await index('companies_city_idx', '(lower(city))');
    await index('companies_zip_idx', '(lower(zip_code))');
    await index('companies_technologies_idx', 'USING gin (technologies)');
    await index('companies_investors_idx', 'USING gin (investors)');
    await index('companies_funding_rounds_idx', 'USING gin (funding_rounds)');
    await index('companies_size_rank_idx', '(employee_size_rank, id)');
    await index('companies_incorporation_idx', '(incorporation_date, id)');
    await index('companies_created_idx', '(created_at, id)');
    await index('companies_ingested_idx', '(ingested_at)');
    await index('companies_parent_idx', '(parent_company_id) WHERE parent_company_id IS NOT NULL');

    // Reports about a company name their source as the screen does.
    await q.query(
      `UPDATE reported_data SET reported_source = 'Registered Companies' WHERE reported_source = 'Companies'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE reported_data SET reported_source = 'Companies' WHERE reported_source = 'Registered Companies'`,
    );
    for (const name of [
      'name',
      'name_trgm',
      'domain_trgm',
      'search',
      'industry',
      'top_industry',
      'type',
      'size',
      'revenue',
      'status',
      'relationship',
      'source_kind',
      'domain_type',
      'country',
      'state',
      'city',
      'zip',
      'technologies',
      'investors',
      'funding_rounds',
      'size_rank',
      'incorporation',
      'created',
      'ingested',
      'parent',
    ]) {
      await q.query(`DROP INDEX IF EXISTS companies_${name}_idx`);
    }
    await q.query(`
      ALTER TABLE companies
        DROP COLUMN search_vector, DROP COLUMN employee_size_rank, DROP COLUMN domain_type, DROP COLUMN ingested_at,
        DROP COLUMN address, DROP COLUMN phone, DROP COLUMN description, DROP COLUMN top_industry,
        DROP COLUMN technologies, DROP COLUMN source_kind, DROP COLUMN parent_company_id, DROP COLUMN relationship,
        DROP COLUMN status, DROP COLUMN incorporation_date, DROP COLUMN jurisdiction_subdivision,
        DROP COLUMN jurisdiction_country, DROP COLUMN registration_number, DROP COLUMN trading_name,
        DROP COLUMN legal_name`);
    await q.query(`DROP FUNCTION ls_domain_type(text)`);
  }
}

/** A value of our own reference list as an SQL string literal. */
function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}
