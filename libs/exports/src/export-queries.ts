// The queries of every kind's CSV downloads, built from its search-kind definition: the file of an
// export-all (PostgreSQL's COPY … WITH CSV over neutralised cells), the ids it charges for, and the selected
// rows of a download-selected. docs/exports.md documents each kind's columns.
import type { CriteriaOf, SearchableKind } from '@leadsignal/contracts';
import { compileSearch, fromOf, idOf, paidItemSql, SqlParams, type SearchKindDefinition } from '@leadsignal/search';
import { inlineParameters, workspaceOf } from '@leadsignal/server-core';

export interface SqlQuery {
  text: string;
  values: unknown[];
}

/** The file's header line: the kind's column headers. */
export function csvHeader(definition: SearchKindDefinition): string[] {
  return definition.csvColumns.map((column) => column.header);
}

// Aliased c0…cN: several expressions would otherwise share a name (to_char, array_to_string).
function selectList(definition: SearchKindDefinition): string {
  return definition.csvColumns.map((column, i) => `${column.sql} AS c${i}`).join(', ');
}

/** A row of these queries read as objects (c0…cN) → its cells in column order (the first is the row id). */
export function csvRecord(definition: SearchKindDefinition, row: Record<string, string | null>): (string | null)[] {
  return definition.csvColumns.map((_column, i) => row[`c${i}`]);
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

export interface ExportQueries {
  /** The cells of every row, unneutralised (the benchmark's baseline). */
  cells: SqlQuery;
  /**
   * `COPY (…) TO STDOUT WITH (FORMAT csv)` of the same rows with neutralised cells: PostgreSQL quotes them
   * (a cell holding a comma, quote, LF or CR) as csv-stringify does; export-queries.spec.ts compares the two.
   * COPY takes no bind parameters, so the values are written in as literals (inlineParameters).
   */
  copy: string;
  /**
   * `COPY (…) TO STDOUT` of the viewed items (kind and id) of the same rows, one per line: run in the same
   * snapshot as `copy`, they are what the export is charged for. In no particular order unless there is a
   * row limit (the charge does not depend on the order, and sorting a million ids took ~1 s of ~1.3 s).
   */
  ids: string;
}

/**
 * The export of every row the criteria match for the user, in the search's order, at most `rowLimit` of them
 * (null = all), with relative date ranges counted back from `asOf`.
 */
export function exportQueries<K extends SearchableKind>(
  definition: SearchKindDefinition<K>,
  criteria: CriteriaOf<K>,
  rowLimit: number | null,
  userId: string,
  /** The instant relative date ranges count back from: when the export was requested (now() if absent). */
  asOf?: Date,
): ExportQueries {
  const { where, orderBy, params } = compileSearch(definition.search, criteria, undefined, {
    userId,
    asOf: asOf?.toISOString(),
  });
  const limit = rowLimit ? `\nLIMIT ${params.add(rowLimit)}` : '';
  const matching = `FROM ${fromOf(definition)} ${definition.csvJoins}\nWHERE ${where}`;
  const rows = `${matching}\nORDER BY ${orderBy}${limit}`;
  const values = params.list();
  const paid = paidItemSql(definition);
  const cells = `SELECT ${selectList(definition)}\n${rows}`;
  // Over a subquery that computes each row's cells once (array_to_string, to_char). The subquery has an
  // ORDER BY, so PostgreSQL keeps it apart, and a projection over it keeps its order.
  const neutralised = definition.csvColumns
    .map((column, i) => (column.plain ? `t.c${i}` : `${neutralisedCellSql(`t.c${i}`)} AS c${i}`))
    .join(',\n  ');
  return {
    cells: { text: cells, values },
    copy: `COPY (SELECT ${neutralised}\nFROM (${inlineParameters(cells, values)}) t) TO STDOUT WITH (FORMAT csv)`,
    ids: `COPY (${inlineParameters(`SELECT ${paid.kind}, ${paid.id}\n${rowLimit ? rows : matching}`, values)}) TO STDOUT`,
  };
}

/**
 * The named rows that exist, in the order given (duplicates already removed by the caller): their cells
 * (c0…cN) and, as `viewedItemKind` and `viewedItemId`, what a download of each is charged for.
 */
export function selectedRowsQuery(definition: SearchKindDefinition, ids: readonly string[]): SqlQuery {
  const params = new SqlParams();
  const paid = paidItemSql(definition);
  return {
    text: `SELECT ${selectList(definition)}, ${paid.kind} AS "viewedItemKind", ${paid.id} AS "viewedItemId"
FROM unnest(${params.add(ids)}::uuid[]) WITH ORDINALITY AS picked(id, n)
JOIN ${fromOf(definition)} ON ${idOf(definition)} = picked.id
${definition.csvJoins}
ORDER BY picked.n`,
    values: params.list(),
  };
}

/**
 * `rows`, a subquery yielding `kind` and `item` (what each row is paid for) → `rows` (how many) and `credits`
 * (the paid items among them the user has not viewed, each once): what charging them would take.
 */
function estimateOver(items: string, userParam: string): string {
  return `WITH r AS MATERIALIZED (${items})
SELECT (SELECT count(*)::int FROM r) AS rows,
       (SELECT count(*)::int FROM (SELECT DISTINCT kind, item FROM r) p
        WHERE NOT EXISTS (SELECT 1 FROM viewed_items v
                          WHERE v.workspace_id = ${workspaceOf(userParam)} AND v.item_kind = p.kind
                            AND v.item_id = p.item)) AS credits`;
}

/** What a download-selected of these ids (distinct, already capped by the download limit) would charge. */
export function selectedEstimateQuery(
  definition: SearchKindDefinition,
  userId: string,
  ids: readonly string[],
): SqlQuery {
  const params = new SqlParams();
  const paid = paidItemSql(definition);
  const picked = params.add(ids);
  const user = params.add(userId);
  const items = `SELECT ${paid.kind} AS kind, ${paid.id} AS item
FROM unnest(${picked}::uuid[]) AS picked(id)
JOIN ${fromOf(definition)} ON ${idOf(definition)} = picked.id`;
  return { text: estimateOver(items, `${user}::uuid`), values: params.list() };
}

/**
 * What an export-all of the criteria would charge: the rows exportQueries' `ids` names (the first `rowLimit`
 * in the search's order when there is a limit), counted as the worker charges them.
 */
export function allEstimateQuery<K extends SearchableKind>(
  definition: SearchKindDefinition<K>,
  criteria: CriteriaOf<K>,
  rowLimit: number | null,
  userId: string,
): SqlQuery {
  const { where, orderBy, params } = compileSearch(definition.search, criteria, undefined, { userId });
  const paid = paidItemSql(definition);
  const limit = rowLimit ? `\nORDER BY ${orderBy}\nLIMIT ${params.add(rowLimit)}` : '';
  const items = `SELECT ${paid.kind} AS kind, ${paid.id} AS item
FROM ${fromOf(definition)} ${definition.csvJoins}
WHERE ${where}${limit}`;
  const user = params.add(userId);
  return { text: estimateOver(items, `${user}::uuid`), values: params.list() };
}
