import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Prospects (docs/prospects.md): contacts become people a user can search — department, what kind of e-mail
 * they have (professional, personal, role-based) and whether it is verified, what kind of phone, where the
 * person is (their own place), their company's name (for sorting), when they arrived, and what the search
 * filters and sorts on: has an e-mail / a phone, a seniority rank, a name key, and a full-text vector over the
 * name and job title. Company criteria reach the prospect's company through company_id (companies' own
 * indexes answer them).
 *
 * A person is paid for once per user: an alert whose contact is known is viewed as that person
 * (item_kind 'prospect', the contact's id), so revealing or downloading them through alerts or prospects
 * costs one credit in all; alerts without a contact stay viewed as the alert itself. Existing marks of alerts
 * with a contact become marks of their person.
 */
export class Prospects1763871000000 implements MigrationInterface {
  name = 'Prospects1763871000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE contacts
        ADD COLUMN department text,
        ADD COLUMN email_type text CHECK (email_type IN ('professional', 'personal', 'role_based')),
        ADD COLUMN email_status text CHECK (email_status IN ('verified', 'unverified')),
        ADD COLUMN phone_type text CHECK (phone_type IN ('mobile', 'fixed_line', 'fixed_line_or_mobile', 'toll_free',
          'personal_number', 'voicemail', 'voip', 'uan', 'shared_cost', 'premium_rate')),
        ADD COLUMN country_code text,
        ADD COLUMN country text,
        ADD COLUMN state text,
        ADD COLUMN city text,
        ADD COLUMN zip_code text,
        ADD COLUMN company_name text,
        ADD COLUMN ingested_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN has_email boolean NOT NULL GENERATED ALWAYS AS (coalesce(email, '') <> '') STORED,
        ADD COLUMN has_phone boolean NOT NULL GENERATED ALWAYS AS (coalesce(phone, '') <> '') STORED,
        ADD COLUMN seniority_rank smallint GENERATED ALWAYS AS (
          CASE seniority
            WHEN 'owner' THEN 1 WHEN 'board' THEN 2 WHEN 'partner' THEN 3 WHEN 'cxo' THEN 4 WHEN 'vp' THEN 5
            WHEN 'director' THEN 6 WHEN 'manager' THEN 7 WHEN 'senior' THEN 8 WHEN 'staff' THEN 9 WHEN 'junior' THEN 10
            WHEN 'entry' THEN 11 WHEN 'training' THEN 12 WHEN 'unpaid' THEN 13 WHEN 'student' THEN 14
            WHEN 'retired' THEN 15
          END) STORED,
        ADD COLUMN name_key text GENERATED ALWAYS AS (
          lower(coalesce(last_name, '') || ' ' || coalesce(first_name, ''))) STORED,
        ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
          to_tsvector('simple', ls_unaccent(
            coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(job_title, '')))
        ) STORED`);

    // Contacts loaded before: at their company's place, under its name; e-mails typed by their address.
    await q.query(`
      UPDATE contacts p SET
        country_code = c.country_code, country = c.country, state = c.state, city = c.city, zip_code = c.zip_code,
        company_name = c.name
      FROM companies c WHERE c.id = p.company_id`);
    await q.query(`
      UPDATE contacts SET
        department = job_function,
        ingested_at = created_at,
        email_status = CASE WHEN coalesce(email, '') <> '' THEN 'verified' END,
        phone_type = CASE WHEN coalesce(phone, '') <> '' THEN 'fixed_line_or_mobile' END,
        email_type = CASE
          WHEN coalesce(email, '') = '' THEN NULL
          WHEN split_part(email, '@', 1) IN ('info', 'sales', 'contact', 'hello', 'support', 'office', 'admin', 'press',
            'team', 'jobs', 'careers', 'marketing', 'billing') THEN 'role_based'
          WHEN split_part(email, '@', 2) IN ('gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'icloud.com',
            'aol.com', 'proton.me', 'protonmail.com', 'gmx.de', 'web.de', 'yahoo.co.uk', 'live.com') THEN 'personal'
          ELSE 'professional'
        END`);

    const index = (name: string, definition: string) => q.query(`CREATE INDEX ${name} ON contacts ${definition}`);
    await index('contacts_name_key_idx', '(name_key, id)');
    await index('contacts_seniority_rank_idx', '(seniority_rank, id)');
    await index('contacts_company_name_idx', '(lower(company_name), id)');
    await index('contacts_created_idx', '(created_at, id)');
    await index('contacts_seniority_idx', '(seniority)');
    await index('contacts_job_function_idx', '(job_function)');
    await index('contacts_email_type_idx', '(email_type)');
    await index('contacts_phone_type_idx', '(phone_type)');
    await index('contacts_country_idx', '(country)');
    await index('contacts_state_idx', '(lower(state))');
    await index('contacts_city_idx', '(lower(city))');
    await index('contacts_zip_idx', '(lower(zip_code))');
    await index('contacts_search_idx', 'USING gin (search_vector)');
    await index('contacts_job_title_idx', '(lower(job_title))');
    await index('contacts_job_title_trgm_idx', 'USING gin (job_title gin_trgm_ops)');
    await index('contacts_ingested_idx', '(ingested_at)');

    // A person is paid for once: marks of alerts that name a contact become marks of that person.
    await q.query(`
      INSERT INTO viewed_items (user_id, item_kind, item_id, source, created_at)
      SELECT v.user_id, 'prospect', e.contact_id, v.source, v.created_at
      FROM viewed_items v JOIN trigger_events e ON e.id = v.item_id
      WHERE v.item_kind = 'alert' AND e.contact_id IS NOT NULL
      ON CONFLICT DO NOTHING`);
    await q.query(`
      DELETE FROM viewed_items v USING trigger_events e
      WHERE v.item_kind = 'alert' AND e.id = v.item_id AND e.contact_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Marks of people go back to marks of the alerts that name them.
    await q.query(`
      INSERT INTO viewed_items (user_id, item_kind, item_id, source, created_at)
      SELECT v.user_id, 'alert', e.id, v.source, v.created_at
      FROM viewed_items v JOIN trigger_events e ON e.contact_id = v.item_id
      WHERE v.item_kind = 'prospect'
      ON CONFLICT DO NOTHING`);
    for (const name of [
      'name_key',
      'seniority_rank',
      'company_name',
      'created',
      'seniority',
      'job_function',
      'email_type',
      'phone_type',
      'country',
      'state',
      'city',
      'zip',
      'search',
      'job_title',
      'job_title_trgm',
      'ingested',
    ]) {
      await q.query(`DROP INDEX IF EXISTS contacts_${name}_idx`);
    }
    await q.query(`
      ALTER TABLE contacts
        DROP COLUMN search_vector, DROP COLUMN name_key, DROP COLUMN seniority_rank, DROP COLUMN has_phone,
        DROP COLUMN has_email, DROP COLUMN ingested_at, DROP COLUMN company_name, DROP COLUMN zip_code,
        DROP COLUMN city, DROP COLUMN state, DROP COLUMN country, DROP COLUMN country_code, DROP COLUMN phone_type,
        DROP COLUMN email_status, DROP COLUMN email_type, DROP COLUMN department`);
  }
}
