// One definition per search kind (alerts, registered companies, prospects): everything the generic
// machinery — the search page and its count, exports in the API and the worker, saved searches and
// monitoring — needs to know about a kind. Adding a kind is a new definition in kinds/ plus its own SQL
// (migrations) and pages, not copies of that machinery. All SQL text here is trusted, written by us;
// values always arrive as parameters through the compiler.
import type { CriteriaOf, SearchableKind, ViewedItemKind } from '@leadsignal/contracts';
import type { z } from 'zod';
import type { CountBand, CountRollup } from './compiler/count';
import type { SearchDefinition } from './compiler/search-definition';

/** A column of the kind's CSV file. */
export interface CsvColumn {
  header: string;
  /** Text (or NULL) computed by PostgreSQL, so rows arrive ready to write; reads the kind's table and joins. */
  sql: string;
  /** Never NULL, empty, quoted or a formula (a UUID, an ISO timestamp): written as it is. */
  plain?: true;
}

/** A new match as a monitoring digest lists it. */
export interface DigestItem {
  title: string;
  /** Where the item can be read (an article, a website), or null. */
  url: string | null;
  /** Short facts shown under the title, e.g. company · type · date. */
  details: string[];
}

/** What monitoring reads of a new match (a select list over the kind's table and joins) and how it lists it. */
export interface DigestColumns {
  columns: string;
  item(row: Record<string, unknown>): DigestItem;
}

/**
 * What a user pays for once and then sees freely (viewed_items' item_kind and item_id) when they see a row:
 * the item that `column` of the row names, as `kind` — or, when `column` is NULL and `otherwise` is given,
 * the row itself as `otherwise`. A company pays for itself, a prospect for the person; an alert pays for
 * the person it names (so a person costs one credit whether reached through alerts or prospects) or, when it
 * names nobody, for the alert. `kind` is the kind manifest's paysFor. paidItemSql turns this into SQL.
 */
export interface PaysFor {
  kind: ViewedItemKind;
  /** The column of the kind's table holding the paid item's id: `id` when the row is the item. */
  column: string;
  otherwise?: ViewedItemKind;
}

/** The fields a reveal shows (the contact details it pays for). */
export type RevealField = 'email' | 'phone';

export interface RevealDefinition {
  /** Each field the reveal answers, as SQL over the row and `joins`. */
  fields: Readonly<Partial<Record<RevealField, string>>>;
  /** Joins the fields read (often empty). */
  joins: string;
}

export interface SearchKindDefinition<K extends SearchableKind = SearchableKind> {
  kind: K;
  /** How users call one and many of its rows ("alert", "alerts"), for messages and e-mails. */
  noun: { one: string; many: string };
  criteriaSchema: z.ZodType<CriteriaOf<K>, unknown>;
  /** The criteria → SQL rules, the default order and the sortable columns, for the shared compiler. */
  search: SearchDefinition<CriteriaOf<K>>;
  /** The table of its rows and its alias, e.g. `trigger_events` and `e`; `<alias>.id` is the row id. */
  table: string;
  alias: string;
  /** Joins the result and digest columns read (often empty). */
  resultJoins: string;
  /** Joins the CSV columns read. */
  csvJoins: string;
  /** The select list of a result row (camelCase aliases); the service maps it to the kind's contract. */
  resultColumns: string;
  /** The CSV file's columns, in order; the first is the row id. */
  csvColumns: readonly CsvColumn[];
  /** Pre-aggregated tables that answer exact counts of broad searches (see compiler/count.ts). */
  countRollups: readonly CountRollup<CriteriaOf<K>>[];
  /**
   * The column of its table (a NOT NULL timestamptz) whose days its cached counts are kept by (BandedCount,
   * count-cache.ts): the one its relative date range reads, if any. The migration's SEARCH_BANDS names the same.
   */
  countBand: string;
  /** What a user pays for when they see a row (reveal, download, export; a report's refund): see PaysFor. */
  paysFor: PaysFor;
  /** What a row is called, as SQL over the row: an alert's title, a company's name, a person's name. */
  subject: string;
  /** What revealing a row shows for a credit, as SQL over the row and `joins`; null when nothing is revealed. */
  reveal: RevealDefinition | null;
  /** When a row arrived (ingest sets it): monitoring announces rows that arrived after a search's watermark. */
  arrivalColumn: string;
  digest: DigestColumns;
  /** The in-app address that opens a saved search of this kind (`?ssid=`). */
  screenPath: string;
}

/** `<table> <alias>`, as FROM text. */
export function fromOf(definition: SearchKindDefinition): string {
  return `${definition.table} ${definition.alias}`;
}

/** The table, alias and column of the kind's count bands. */
export function bandOf(definition: SearchKindDefinition): CountBand {
  return { table: definition.table, alias: definition.alias, column: definition.countBand };
}

/** `<alias>.id`. */
export function idOf(definition: SearchKindDefinition): string {
  return `${definition.alias}.id`;
}

/**
 * What a row is paid for, as SQL over the row (the kind's alias): the viewed-item kind and id that reveal,
 * download-selected, export-all and a report's refund read. The one place PaysFor becomes SQL.
 */
export function paidItemSql(definition: SearchKindDefinition): { kind: string; id: string } {
  const { kind, column, otherwise } = definition.paysFor;
  const named = `${definition.alias}.${column}`;
  if (!otherwise || column === 'id') return { kind: `'${kind}'`, id: named };
  return {
    kind: `CASE WHEN ${named} IS NULL THEN '${otherwise}' ELSE '${kind}' END`,
    id: `coalesce(${named}, ${idOf(definition)})`,
  };
}
