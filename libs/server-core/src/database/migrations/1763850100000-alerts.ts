import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Companies, contacts and trigger events (denormalised with the company and contact fields the
 * alert filters need, so a search reads one table), per-user viewed rows, the credit ledger and
 * reported data. Search indexes are added from the benchmark's plans in later migrations.
 */
export class Alerts1763850100000 implements MigrationInterface {
  name = 'Alerts1763850100000';

  async up(q: QueryRunner): Promise<void> {
    // unaccent() is only STABLE (it reads its dictionary), so it cannot feed a generated column or an
    // index; this wrapper pins the dictionary, which makes it safe to declare IMMUTABLE.
    await q.query(`
      CREATE FUNCTION ls_unaccent(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$`);
    await q.query(`
      CREATE TABLE companies (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        domain text NOT NULL,
        website text,
        logo_url text,
        industry text,
        company_type text,
        employee_size text,
        revenue_band text,
        investors text[] NOT NULL DEFAULT '{}',
        funding_rounds text[] NOT NULL DEFAULT '{}',
        country_code text,
        country text,
        state text,
        city text,
        zip_code text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT companies_domain_lower CHECK (domain = lower(domain))
      )`);
    await q.query(`CREATE UNIQUE INDEX companies_domain_key ON companies (domain)`);
    await q.query(`
      CREATE TABLE contacts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid REFERENCES companies(id) ON DELETE SET NULL,
        first_name text,
        last_name text,
        email text,
        phone text,
        job_title text,
        job_function text,
        seniority text,
        profile_url text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX contacts_company_idx ON contacts (company_id)`);
    await q.query(`
      CREATE TABLE trigger_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title text NOT NULL,
        url text NOT NULL,
        type text NOT NULL,
        date_published timestamptz NOT NULL,
        summary text,
        quote text,
        person_quoted_name text,
        hire_type text,
        company_id uuid REFERENCES companies(id) ON DELETE SET NULL,
        contact_id uuid REFERENCES contacts(id) ON DELETE SET NULL,
        contact_first_name text,
        contact_last_name text,
        contact_name_source_url text,
        has_contact_email boolean NOT NULL DEFAULT false,
        article_job_title text,
        contact_job_function text,
        contact_seniority text,
        company_name text,
        company_domain text,
        company_website text,
        company_logo_url text,
        company_industry text,
        company_type text,
        company_employee_size text,
        company_revenue_band text,
        company_investors text[] NOT NULL DEFAULT '{}',
        company_funding_rounds text[] NOT NULL DEFAULT '{}',
        country text,
        state text,
        city text,
        zip_code text,
        search_vector tsvector GENERATED ALWAYS AS (
          to_tsvector('simple', ls_unaccent(coalesce(title, '') || ' ' || coalesce(summary, '')))
        ) STORED,
        ingested_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX trigger_events_url_key ON trigger_events (url)`);
    await q.query(`CREATE INDEX trigger_events_ingested_idx ON trigger_events (ingested_at)`);
    await q.query(`
      CREATE TABLE viewed_items (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        item_kind text NOT NULL CHECK (item_kind IN ('alert', 'prospect', 'company')),
        item_id uuid NOT NULL,
        source text NOT NULL CHECK (source IN ('reveal', 'download')),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, item_kind, item_id)
      )`);
    await q.query(`
      CREATE TABLE credit_ledger (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        delta integer NOT NULL,
        balance_after integer NOT NULL CHECK (balance_after >= 0),
        reason text NOT NULL,
        reference text,
        idempotency_key text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX credit_ledger_user_idx ON credit_ledger (user_id, created_at DESC)`);
    await q.query(`
      CREATE TABLE reported_data (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reporter_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        reported_source text NOT NULL,
        reported_source_id text NOT NULL,
        type integer NOT NULL,
        details text NOT NULL,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved', 'dismissed', 'corrected')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX reported_data_status_idx ON reported_data (status, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['reported_data', 'credit_ledger', 'viewed_items', 'trigger_events', 'contacts', 'companies']) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
    await q.query(`DROP FUNCTION IF EXISTS ls_unaccent(text)`);
  }
}
