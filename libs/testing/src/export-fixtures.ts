// Test data for the export specs (API and worker): alerts that only one spec's criteria match, with the
// awkward cells a CSV must survive — accents, commas, quotes, line breaks and would-be formulas.
// The checks below use Jest's `expect`: they run inside the Jest specs (not the browser journeys).
/// <reference types="jest" />
import { randomBytes, randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import type { AlertSearchCriteriaInput } from '@leadsignal/contracts';
import type { DataSource } from 'typeorm';

export interface FixtureAlert {
  id: string;
  title: string;
  summary: string;
  quote: string | null;
  personQuotedName: string | null;
  firstName: string;
  lastName: string;
  email: string | null;
  companyName: string;
}

/** The rows whose cells are worth checking one by one; the rest are plain. */
const SPECIAL: Omit<FixtureAlert, 'id'>[] = [
  {
    title: '=HYPERLINK("http://evil.example","Click")',
    summary: 'First line\nsecond line, with a comma',
    quote: '"Quoted" words',
    personQuotedName: '@someone',
    firstName: 'Zoë',
    lastName: 'Ångström',
    email: 'zoe.angstrom@societe.example',
    companyName: 'Société Générale, "SG"',
  },
  {
    title: '+1 new office',
    summary: '-20% revenue drop',
    quote: '\tTabbed quote',
    personQuotedName: null,
    firstName: 'José',
    lastName: 'Núñez',
    email: null,
    companyName: 'Müller & Söhne GmbH',
  },
  {
    title: '\rCarriage return first',
    summary: 'Ends with CR\r',
    quote: null,
    personQuotedName: null,
    firstName: 'Łukasz',
    lastName: 'Żółć',
    email: 'lukasz@zolc.example',
    companyName: 'Ørsted',
  },
];

/** A marker no other spec uses; the criteria below match exactly the alerts inserted with it. */
export function newMarker(label: string): string {
  return `export-test-${label}-${randomBytes(4).toString('hex')}`;
}

export function fixtureCriteria(marker: string): AlertSearchCriteriaInput {
  return {
    isCompanyIndustriesSelected: true,
    companyIndustries: [marker],
    // Every fixture row has a name, but the default filter is not what these specs are about.
    isContactNameRequiredSelected: false,
  };
}

/**
 * Inserts `count` alerts (the special ones first) with the marker as their industry, newest first in
 * that order, so an export lists them in the returned order.
 */
export async function insertAlerts(db: DataSource, marker: string, count: number): Promise<FixtureAlert[]> {
  const alerts: FixtureAlert[] = [];
  const start = Date.now() - 60_000;
  for (let i = 0; i < count; i += 1) {
    const base: Omit<FixtureAlert, 'id'> = SPECIAL[i] ?? {
      title: `Alert number ${i} for ${marker}`,
      summary: `Summary ${i}`,
      quote: null,
      personQuotedName: null,
      firstName: `First${i}`,
      lastName: `Last${i}`,
      email: `person${i}@${marker}.example`,
      companyName: `Company ${i}`,
    };
    const contactId = randomUUID();
    await db.query(`INSERT INTO contacts (id, first_name, last_name, email) VALUES ($1, $2, $3, $4)`, [
      contactId,
      base.firstName,
      base.lastName,
      base.email,
    ]);
    const [row] = await db.query(
      `INSERT INTO trigger_events (title, url, type, date_published, summary, quote, person_quoted_name, contact_id,
         contact_first_name, contact_last_name, has_contact_email, company_name, company_domain, company_industry,
         country)
       VALUES ($1, $2, 'personnel', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'united states')
       RETURNING id`,
      [
        base.title,
        `https://news.example/${marker}/${i}`,
        new Date(start - i * 60_000),
        base.summary,
        base.quote,
        base.personQuotedName,
        contactId,
        base.firstName,
        base.lastName,
        base.email !== null,
        base.companyName,
        `company${i}.${marker}.example`,
        marker,
      ],
    );
    alerts.push({ id: row.id, ...base });
  }
  return alerts;
}

export async function setCredits(db: DataSource, userId: string, credits: number, downloadLimit = 0): Promise<void> {
  await db.query(
    `UPDATE credit_accounts SET monthly_available_credits = $2, download_limit = $3 WHERE workspace_id = $1`,
    [userId, credits, downloadLimit],
  );
}

export async function creditsOf(db: DataSource, userId: string): Promise<number> {
  const [row] = await db.query(
    `SELECT monthly_available_credits AS credits FROM credit_accounts WHERE workspace_id = $1`,
    [userId],
  );
  return row.credits;
}

/** The ledger rows of one user, oldest first. */
export async function ledgerOf(db: DataSource, userId: string): Promise<{ delta: number; reference: string | null }[]> {
  return db.query(`SELECT delta, reference FROM credit_ledger WHERE user_id = $1 ORDER BY created_at, id`, [userId]);
}

/** What an alert is paid for as: the person it names, else the alert itself (docs/prospects.md). */
const ALERT_ITEM = `CASE WHEN e.contact_id IS NULL THEN 'alert' ELSE 'prospect' END, coalesce(e.contact_id, e.id)`;

/** Marks alerts viewed (revealed) by the user, as a reveal does. */
export async function markViewed(db: DataSource, userId: string, ids: string[]): Promise<void> {
  await db.query(
    `INSERT INTO viewed_items (workspace_id, user_id, item_kind, item_id, source)
     SELECT (SELECT workspace_id FROM workspace_members WHERE user_id = $1), $1, ${ALERT_ITEM}, 'reveal'
     FROM trigger_events e WHERE e.id = ANY($2::uuid[])
     ON CONFLICT DO NOTHING`,
    [userId, ids],
  );
}

/** The alerts the user has paid for (their person's or their own mark), sorted. */
export async function viewedIds(db: DataSource, userId: string): Promise<string[]> {
  const rows = await db.query(
    `SELECT e.id FROM trigger_events e
     WHERE (CASE WHEN e.contact_id IS NULL THEN 'alert' ELSE 'prospect' END, coalesce(e.contact_id, e.id)) IN
       (SELECT item_kind, item_id FROM viewed_items
        WHERE workspace_id = (SELECT workspace_id FROM workspace_members WHERE user_id = $1))`,
    [userId],
  );
  return rows.map((row: { id: string }) => row.id).sort();
}

/** The header and column order documented in docs/exports.md. */
export const DOCUMENTED_HEADER = [
  'Alert ID',
  'Alert Title',
  'Alert URL',
  'Alert Type',
  'Date Published',
  'Summary',
  'Quote',
  'Person Quoted',
  'Contact First Name',
  'Contact Last Name',
  'Contact Email',
  'Job Title',
  'Job Function',
  'Job Level',
  'Hire Type',
  'Contact Source URL',
  'Company Name',
  'Company Domain',
  'Company Website',
  'Industry',
  'Company Type',
  'Employee Size',
  'Revenue',
  'Investors',
  'Funding Rounds',
  'Country',
  'State',
  'City',
  'Zip Code',
];

/** A CSV's records as objects keyed by the header, after checking the header is `header` (the alerts' by default). */
export function parseCsv(text: string, header: readonly string[] = DOCUMENTED_HEADER): Record<string, string>[] {
  const rows: string[][] = parse(text, { bom: true, relax_column_count: false });
  expect(rows[0]).toEqual(header);
  return rows.slice(1).map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i]])));
}

/** What a fixture alert's cells must read in the CSV (neutralised where a spreadsheet would run them). */
export function expectRowMatches(record: Record<string, string>, alert: FixtureAlert): void {
  const cell = (value: string | null) => (value === null ? '' : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
  expect({
    id: record['Alert ID'],
    title: record['Alert Title'],
    summary: record['Summary'],
    quote: record['Quote'],
    person: record['Person Quoted'],
    first: record['Contact First Name'],
    last: record['Contact Last Name'],
    email: record['Contact Email'],
    company: record['Company Name'],
  }).toEqual({
    id: alert.id,
    title: cell(alert.title),
    summary: cell(alert.summary),
    quote: cell(alert.quote),
    person: cell(alert.personQuotedName),
    first: alert.firstName,
    last: alert.lastName,
    email: alert.email ?? '',
    company: alert.companyName,
  });
}
