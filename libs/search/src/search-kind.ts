// One definition per search kind (alerts, registered companies, prospects): everything the generic
// machinery — the search page and its count, exports in the API and the worker, saved searches and
// monitoring — needs to know about a kind. Adding a kind is a new definition in kinds/ plus its own SQL
// (migrations) and pages, not copies of that machinery. All SQL text here is trusted, written by us;
// values always arrive as parameters through the compiler.
import type { CriteriaOf, SearchableKind } from '@leadsignal/contracts';
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
  /**
   * What a user pays for once and then sees freely (viewed_items' item_kind and item_id), as SQL over the
   * row: a company for a company, a person for a prospect, and for an alert the person it names (so a person
   * costs one credit whether reached through alerts or prospects) or, without a named contact, the alert.
   */
  viewed: { kind: string; id: string };
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
