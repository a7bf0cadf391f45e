// SQL of the ingest upserts. Every method runs in the caller's transaction (an ingest batch), reads
// the row it may change with FOR UPDATE, and keeps the denormalised copies in trigger_events in step.
import { Injectable } from '@nestjs/common';
import { queryRows, type Queryable } from '@leadsignal/server-core';

export interface CompanyRow {
  id: string;
  name: string;
  domain: string;
  website: string | null;
  logo_url: string | null;
  industry: string | null;
  company_type: string | null;
  employee_size: string | null;
  revenue_band: string | null;
  investors: string[];
  funding_rounds: string[];
  country_code: string | null;
  country: string | null;
  state: string | null;
  city: string | null;
  zip_code: string | null;
  legal_name: string | null;
  trading_name: string | null;
  registration_number: string | null;
  jurisdiction_country: string | null;
  jurisdiction_subdivision: string | null;
  /** YYYY-MM-DD */
  incorporation_date: string | null;
  status: string;
  relationship: string | null;
  parent_company_id: string | null;
  source_kind: string;
  technologies: string[];
  top_industry: string | null;
  description: string | null;
  phone: string | null;
  address: string | null;
}
export type CompanyValues = Omit<CompanyRow, 'id'>;

export interface ContactRow {
  id: string;
  company_id: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  job_title: string | null;
  job_function: string | null;
  seniority: string | null;
  profile_url: string | null;
  department: string | null;
  email_type: string | null;
  email_status: string | null;
  phone_type: string | null;
  country_code: string | null;
  country: string | null;
  state: string | null;
  city: string | null;
  zip_code: string | null;
  /** Its company's name, kept in step with the company (the prospects search sorts by it). */
  company_name: string | null;
}
export type ContactValues = Omit<ContactRow, 'id'>;

export interface EventRow {
  id: string;
  title: string;
  url: string;
  type: string;
  date_published: Date;
  summary: string | null;
  quote: string | null;
  person_quoted_name: string | null;
  hire_type: string | null;
  company_id: string | null;
  contact_id: string | null;
  contact_first_name: string | null;
  contact_last_name: string | null;
  contact_name_source_url: string | null;
  has_contact_email: boolean;
  article_job_title: string | null;
  contact_job_function: string | null;
  contact_seniority: string | null;
  company_name: string | null;
  company_domain: string | null;
  company_website: string | null;
  company_logo_url: string | null;
  company_industry: string | null;
  company_type: string | null;
  company_employee_size: string | null;
  company_revenue_band: string | null;
  company_investors: string[];
  company_funding_rounds: string[];
  country: string | null;
  state: string | null;
  city: string | null;
  zip_code: string | null;
}
export type EventValues = Omit<EventRow, 'id'>;

// prettier-ignore
const COMPANY_COLUMNS: (keyof CompanyValues)[] = [
  'name', 'domain', 'website', 'logo_url', 'industry', 'company_type', 'employee_size', 'revenue_band', 'investors',
  'funding_rounds', 'country_code', 'country', 'state', 'city', 'zip_code', 'legal_name', 'trading_name',
  'registration_number', 'jurisdiction_country', 'jurisdiction_subdivision', 'incorporation_date', 'status',
  'relationship', 'parent_company_id', 'source_kind', 'technologies', 'top_industry', 'description', 'phone', 'address',
];
/** The company columns as read back (a date as its text, not a local-midnight Date). */
const COMPANY_SELECT = COMPANY_COLUMNS.map((column) =>
  column === 'incorporation_date' ? 'incorporation_date::text AS incorporation_date' : column,
).join(', ');
// prettier-ignore
const CONTACT_COLUMNS: (keyof ContactValues)[] = [
  'company_id', 'first_name', 'last_name', 'email', 'phone', 'job_title', 'job_function', 'seniority', 'profile_url',
  'department', 'email_type', 'email_status', 'phone_type', 'country_code', 'country', 'state', 'city', 'zip_code',
  'company_name',
];
// prettier-ignore
const EVENT_COLUMNS: (keyof EventValues)[] = [
  'title', 'url', 'type', 'date_published', 'summary', 'quote', 'person_quoted_name', 'hire_type', 'company_id',
  'contact_id', 'contact_first_name', 'contact_last_name', 'contact_name_source_url', 'has_contact_email',
  'article_job_title', 'contact_job_function', 'contact_seniority', 'company_name', 'company_domain',
  'company_website', 'company_logo_url', 'company_industry', 'company_type', 'company_employee_size',
  'company_revenue_band', 'company_investors', 'company_funding_rounds', 'country', 'state', 'city', 'zip_code',
];

/** The column list of jsonb_to_recordset for a batch of EventValues (text unless listed). */
const EVENT_COLUMN_TYPES: Partial<Record<keyof EventValues, string>> = {
  date_published: 'timestamptz',
  has_contact_email: 'boolean',
  company_id: 'uuid',
  contact_id: 'uuid',
  company_investors: 'text[]',
  company_funding_rounds: 'text[]',
};
const EVENT_RECORD_TYPES = EVENT_COLUMNS.map((column) => `${column} ${EVENT_COLUMN_TYPES[column] ?? 'text'}`).join(
  ', ',
);

/** The company columns of trigger_events and the companies column each copies. */
const EVENT_COMPANY_COPY: [keyof EventValues, keyof CompanyValues][] = [
  ['company_name', 'name'],
  ['company_domain', 'domain'],
  ['company_website', 'website'],
  ['company_logo_url', 'logo_url'],
  ['company_industry', 'industry'],
  ['company_type', 'company_type'],
  ['company_employee_size', 'employee_size'],
  ['company_revenue_band', 'revenue_band'],
  ['company_investors', 'investors'],
  ['company_funding_rounds', 'funding_rounds'],
  ['country', 'country'],
  ['state', 'state'],
  ['city', 'city'],
  ['zip_code', 'zip_code'],
];

/** `a, b, c` and `$1, $2, $3` for an INSERT of these columns. */
function insertParts<T>(columns: (keyof T)[], values: T): { names: string; placeholders: string; params: unknown[] } {
  return {
    names: columns.join(', '),
    placeholders: columns.map((_, i) => `$${i + 1}`).join(', '),
    params: columns.map((column) => values[column]),
  };
}

@Injectable()
export class IngestRepository {
  /** Whether any trigger event is stored (a first start seeds demo events only into an empty database). */
  async hasEvents(db: Queryable): Promise<boolean> {
    const [row] = await queryRows<{ present: boolean }>(db, 'SELECT EXISTS (SELECT 1 FROM trigger_events) AS present');
    return row.present;
  }

  async lockCompany(db: Queryable, domain: string): Promise<CompanyRow | undefined> {
    const [row] = await queryRows<CompanyRow>(
      db,
      `SELECT id, ${COMPANY_SELECT} FROM companies WHERE domain = $1 FOR UPDATE`,
      [domain],
    );
    return row;
  }

  /** The parent company id's ancestors, itself included (a group's chain upwards), to refuse cycles. */
  async ancestorsOf(db: Queryable, companyId: string): Promise<Set<string>> {
    const rows = await queryRows<{ id: string }>(
      db,
      `WITH RECURSIVE chain(id, parent, depth) AS (
         SELECT id, parent_company_id, 0 FROM companies WHERE id = $1
         UNION ALL
         SELECT c.id, c.parent_company_id, chain.depth + 1 FROM companies c JOIN chain ON c.id = chain.parent
          WHERE chain.depth < 50)
       SELECT id FROM chain`,
      [companyId],
    );
    return new Set(rows.map((row) => row.id));
  }

  /**
   * Inserts the company, stamped with its arrival (clock_timestamp(), under the batch's arrival lock, as
   * events are) which is also when it was added; undefined when another transaction inserted the same
   * domain first.
   */
  async insertCompany(db: Queryable, values: CompanyValues): Promise<CompanyRow | undefined> {
    const { names, placeholders, params } = insertParts(COMPANY_COLUMNS, values);
    const [row] = await queryRows<CompanyRow>(
      db,
      `WITH arrival AS MATERIALIZED (SELECT clock_timestamp() AS at)
       INSERT INTO companies (${names}, ingested_at, created_at)
       VALUES (${placeholders}, (SELECT at FROM arrival), (SELECT at FROM arrival))
       ON CONFLICT (domain) DO NOTHING
       RETURNING id, ${COMPANY_SELECT}`,
      params,
    );
    return row;
  }

  async updateCompany(db: Queryable, id: string, values: CompanyValues): Promise<void> {
    const sets = COMPANY_COLUMNS.map((column, i) => `${column} = $${i + 2}`).join(', ');
    await db.query(`UPDATE companies SET ${sets}, updated_at = now() WHERE id = $1`, [
      id,
      ...COMPANY_COLUMNS.map((c) => values[c]),
    ]);
  }

  /** Copies a changed company into its events' denormalised columns (only rows that differ are written). */
  async syncEventsOfCompany(db: Queryable, company: CompanyRow): Promise<void> {
    const sets = EVENT_COMPANY_COPY.map(([eventColumn], i) => `${eventColumn} = $${i + 2}`).join(', ');
    const current = `(${EVENT_COMPANY_COPY.map(([eventColumn]) => eventColumn).join(', ')})`;
    const next = `(${EVENT_COMPANY_COPY.map((_, i) => `$${i + 2}`).join(', ')})`;
    await db.query(`UPDATE trigger_events SET ${sets} WHERE company_id = $1 AND ${current} IS DISTINCT FROM ${next}`, [
      company.id,
      ...EVENT_COMPANY_COPY.map(([, companyColumn]) => company[companyColumn]),
    ]);
  }

  /** Keeps the contacts' copy of their company's name in step with it. */
  async syncContactsOfCompany(db: Queryable, company: CompanyRow): Promise<void> {
    await db.query(`UPDATE contacts SET company_name = $2 WHERE company_id = $1 AND company_name IS DISTINCT FROM $2`, [
      company.id,
      company.name,
    ]);
  }

  /**
   * Serialises upserts of one contact identity (contacts have no unique key: e-mail is optional and
   * names repeat across companies) until the transaction ends.
   */
  async lockContactIdentity(db: Queryable, identity: string): Promise<void> {
    await db.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 724013))`, [identity]);
  }

  async findContactByEmail(db: Queryable, email: string): Promise<ContactRow | undefined> {
    const [row] = await queryRows<ContactRow>(
      db,
      `SELECT id, ${CONTACT_COLUMNS.join(', ')} FROM contacts WHERE lower(email) = $1 ORDER BY created_at, id LIMIT 1 FOR UPDATE`,
      [email.toLowerCase()],
    );
    return row;
  }

  async findContactByName(
    db: Queryable,
    companyId: string,
    firstName: string,
    lastName: string,
  ): Promise<ContactRow | undefined> {
    const [row] = await queryRows<ContactRow>(
      db,
      `SELECT id, ${CONTACT_COLUMNS.join(', ')} FROM contacts
       WHERE company_id = $1 AND lower(first_name) = lower($2) AND lower(last_name) = lower($3)
       ORDER BY created_at, id LIMIT 1 FOR UPDATE`,
      [companyId, firstName, lastName],
    );
    return row;
  }

  async insertContact(db: Queryable, values: ContactValues): Promise<ContactRow> {
    const { names, placeholders, params } = insertParts(CONTACT_COLUMNS, values);
    const [row] = await queryRows<ContactRow>(
      db,
      `WITH arrival AS MATERIALIZED (SELECT clock_timestamp() AS at)
       INSERT INTO contacts (${names}, ingested_at, created_at)
       VALUES (${placeholders}, (SELECT at FROM arrival), (SELECT at FROM arrival))
       RETURNING id, ${CONTACT_COLUMNS.join(', ')}`,
      params,
    );
    return row;
  }

  async updateContact(db: Queryable, id: string, values: ContactValues): Promise<void> {
    const sets = CONTACT_COLUMNS.map((column, i) => `${column} = $${i + 2}`).join(', ');
    await db.query(`UPDATE contacts SET ${sets}, updated_at = now() WHERE id = $1`, [
      id,
      ...CONTACT_COLUMNS.map((c) => values[c]),
    ]);
  }

  /** Copies a changed contact's names, e-mail presence, function and level into its events. */
  async syncEventsOfContact(db: Queryable, contact: ContactRow): Promise<void> {
    await db.query(
      `UPDATE trigger_events
       SET contact_first_name = $2, contact_last_name = $3, has_contact_email = $4, contact_job_function = $5, contact_seniority = $6
       WHERE contact_id = $1
         AND (contact_first_name, contact_last_name, has_contact_email, contact_job_function, contact_seniority)
             IS DISTINCT FROM ($2, $3, $4, $5, $6)`,
      [
        contact.id,
        contact.first_name,
        contact.last_name,
        contact.email !== null,
        contact.job_function,
        contact.seniority,
      ],
    );
  }

  /** The stored events with these urls, locked, by url. */
  async lockEvents(db: Queryable, urls: string[]): Promise<Map<string, EventRow>> {
    const rows = await queryRows<EventRow>(
      db,
      `SELECT id, ${EVENT_COLUMNS.join(', ')} FROM trigger_events WHERE url = ANY($1::text[]) ORDER BY url FOR UPDATE`,
      [urls],
    );
    return new Map(rows.map((row) => [row.url, row]));
  }

  /**
   * Inserts the events whose url is new, in one statement, each stamped with its arrival
   * (clock_timestamp(), taken under the arrival lock the batch holds, see arrival-lock.ts). Answers
   * the urls inserted; the others already exist (or were inserted by another import meanwhile).
   */
  async insertEvents(db: Queryable, events: EventValues[]): Promise<Set<string>> {
    if (!events.length) return new Set();
    const columns = EVENT_COLUMNS.join(', ');
    const rows = await queryRows<{ url: string }>(
      db,
      `INSERT INTO trigger_events (${columns}, ingested_at, created_at)
       SELECT ${columns}, clock_timestamp(), clock_timestamp()
       FROM jsonb_to_recordset($1::jsonb) AS r(${EVENT_RECORD_TYPES})
       ON CONFLICT (url) DO NOTHING
       RETURNING url`,
      [JSON.stringify(events)],
    );
    return new Set(rows.map((row) => row.url));
  }

  /** Updates an event's content; its arrival (ingested_at) stays, so an update is never "new" to monitoring. */
  async updateEvent(db: Queryable, id: string, values: EventValues): Promise<void> {
    const sets = EVENT_COLUMNS.map((column, i) => `${column} = $${i + 2}`).join(', ');
    await db.query(`UPDATE trigger_events SET ${sets} WHERE id = $1`, [id, ...EVENT_COLUMNS.map((c) => values[c])]);
  }
}
