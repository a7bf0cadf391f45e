// The alert export's file: its columns (header text and the SQL giving each cell as text) and the
// queries of both downloads. docs/exports.md documents the columns; keep it in step.
import type { SearchCriteria } from '@leadsignal/contracts';
import { ALERT_COUNT_ROLLUPS, ALERT_SEARCH } from '../alerts/alert-search';
import { inlineParameters } from '../database/sql';
import { compileCount, compileSearch, SqlParams } from '../search';

interface CsvColumn {
  header: string;
  /** Text (or NULL) computed by PostgreSQL, so rows arrive ready to write. Aliases: e = trigger_events, c = contacts. */
  sql: string;
  /** Never NULL, empty, quoted or a formula (a UUID, an ISO timestamp): written as it is. */
  plain?: true;
}

/** The first column is the alert id: downloads use it to mark the exported rows viewed. */
export const ALERT_CSV_COLUMNS: readonly CsvColumn[] = [
  { header: 'Alert ID', sql: 'e.id::text', plain: true },
  { header: 'Alert Title', sql: 'e.title' },
  { header: 'Alert URL', sql: 'e.url' },
  { header: 'Alert Type', sql: 'e.type' },
  {
    header: 'Date Published',
    sql: `to_char(e.date_published AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
    plain: true,
  },
  { header: 'Summary', sql: 'e.summary' },
  { header: 'Quote', sql: 'e.quote' },
  { header: 'Person Quoted', sql: 'e.person_quoted_name' },
  { header: 'Contact First Name', sql: 'e.contact_first_name' },
  { header: 'Contact Last Name', sql: 'e.contact_last_name' },
  { header: 'Contact Email', sql: 'c.email' },
  { header: 'Job Title', sql: 'e.article_job_title' },
  { header: 'Job Function', sql: 'e.contact_job_function' },
  { header: 'Job Level', sql: 'e.contact_seniority' },
  { header: 'Hire Type', sql: 'e.hire_type' },
  { header: 'Contact Source URL', sql: 'e.contact_name_source_url' },
  { header: 'Company Name', sql: 'e.company_name' },
  { header: 'Company Domain', sql: 'e.company_domain' },
  { header: 'Company Website', sql: 'e.company_website' },
  { header: 'Industry', sql: 'e.company_industry' },
  { header: 'Company Type', sql: 'e.company_type' },
  { header: 'Employee Size', sql: 'e.company_employee_size' },
  { header: 'Revenue', sql: 'e.company_revenue_band' },
  { header: 'Investors', sql: `array_to_string(e.company_investors, '; ')` },
  { header: 'Funding Rounds', sql: `array_to_string(e.company_funding_rounds, '; ')` },
  { header: 'Country', sql: 'e.country' },
  { header: 'State', sql: 'e.state' },
  { header: 'City', sql: 'e.city' },
  { header: 'Zip Code', sql: 'e.zip_code' },
];

export const ALERT_CSV_HEADER: readonly string[] = ALERT_CSV_COLUMNS.map((column) => column.header);

// Aliased c0…cN: several expressions would otherwise share a name (to_char, array_to_string).
const SELECT_LIST = ALERT_CSV_COLUMNS.map((column, i) => `${column.sql} AS c${i}`).join(', ');

/** A row of these queries read as objects (c0…cN) → its cells in column order. */
export function alertCsvRecord(row: Record<string, string | null>): (string | null)[] {
  return ALERT_CSV_COLUMNS.map((_column, i) => row[`c${i}`]);
}
const FROM = 'trigger_events e LEFT JOIN contacts c ON c.id = e.contact_id';

export interface SqlQuery {
  text: string;
  values: unknown[];
}

/** =, +, -, @, tab and CR as code points: the first characters csv-format.ts neutralises. */
const FORMULA_START_CODES = [61, 43, 45, 64, 9, 13].join(', ');

/**
 * A cell as csv-format.ts's neutraliseCell writes it, computed by PostgreSQL: a leading ' before a formula
 * start, and NULL for the empty string, which COPY would otherwise write as "" (csv-stringify writes
 * nothing). `cell` must be a column reference: it appears more than once.
 */
export function neutralisedCellSql(cell: string): string {
  return `CASE WHEN ascii(${cell}) IN (${FORMULA_START_CODES}) THEN '''' || ${cell} ELSE NULLIF(${cell}, '') END`;
}

// Over a subquery that computes each row's cells once (array_to_string, to_char). The subquery has an
// ORDER BY, so PostgreSQL keeps it apart, and a projection over it keeps its order.
const NEUTRALISED_LIST = ALERT_CSV_COLUMNS.map((column, i) =>
  column.plain ? `t.c${i}` : `${neutralisedCellSql(`t.c${i}`)} AS c${i}`,
).join(',\n  ');

export interface AlertExportQueries {
  /** The cells of every row, unneutralised (the benchmark's baseline). */
  cells: SqlQuery;
  /**
   * `COPY (…) TO STDOUT WITH (FORMAT csv)` of the same rows with neutralised cells: PostgreSQL quotes them
   * (a cell holding a comma, quote, LF or CR) as csv-stringify does; alert-csv.spec.ts compares the two.
   * COPY takes no bind parameters, so the values are written in as literals (inlineParameters).
   */
  copy: string;
  /**
   * `COPY (…) TO STDOUT` of the ids of the same rows, one per line: run in the same snapshot as `copy`,
   * they are the rows the export is charged for.
   */
  ids: string;
}

/** The export of every alert the criteria match, in the search's order, at most `rowLimit` of them (null = all). */
export function alertExportQueries(criteria: SearchCriteria, rowLimit: number | null): AlertExportQueries {
  const { where, orderBy, params } = compileSearch(ALERT_SEARCH, criteria);
  const limit = rowLimit ? `\nLIMIT ${params.add(rowLimit)}` : '';
  const rows = `FROM ${FROM}\nWHERE ${where}\nORDER BY ${orderBy}${limit}`;
  const values = params.list();
  const cells = `SELECT ${SELECT_LIST}\n${rows}`;
  return {
    cells: { text: cells, values },
    copy: `COPY (SELECT ${NEUTRALISED_LIST}\nFROM (${inlineParameters(cells, values)}) t) TO STDOUT WITH (FORMAT csv)`,
    ids: `COPY (${inlineParameters(`SELECT e.id\n${rows}`, values)}) TO STDOUT`,
  };
}

/** How many alerts the criteria match (exact; through the search's count roll-ups when they cover the criteria). */
export function alertMatchCountQuery(criteria: SearchCriteria): SqlQuery {
  const count = compileCount(ALERT_SEARCH, 'trigger_events e', criteria, ALERT_COUNT_ROLLUPS);
  return { text: count.sql, values: count.params };
}

/** The named alerts that exist, in the order given (duplicates already removed by the caller). */
export function selectedAlertsQuery(ids: readonly string[]): SqlQuery {
  const params = new SqlParams();
  return {
    text: `SELECT ${SELECT_LIST}
FROM unnest(${params.add(ids)}::uuid[]) WITH ORDINALITY AS picked(id, n)
JOIN trigger_events e ON e.id = picked.id
LEFT JOIN contacts c ON c.id = e.contact_id
ORDER BY picked.n`,
    values: params.list(),
  };
}
