// What one search kind (alerts, registered companies, prospects) tells the search kit: its criteria, filters,
// result columns, calls, words, permissions and routes. The search screen, the create-saved-search modal, the
// export menu, the saved-search page and the CSV-downloads page read it; a new kind is a new definition (plus
// its own columns and detail modal), not a copy of a screen. See docs/web-search-kit.md.
import type { ArrivalWindow, Permission, SearchKind, SortDirection } from '@leadsignal/contracts';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { FilterConfig } from '../../components/filters';
import type { SearchKindApi } from './api';

/**
 * What every kind's criteria carry besides their filters (contracts: paginationShape, sortShape and
 * arrivalWindowShape, the window a monitored-search notification opens).
 */
export interface SearchCriteriaBase<S extends string = string> extends ArrivalWindow {
  page: number;
  pageSize: number;
  sortBy: S;
  sortDirection: SortDirection;
}

/** A result row: an id, and whether this user has already paid for it (revealed or downloaded). */
export interface SearchRow {
  id: string;
  isViewed?: boolean;
}

/** What a cell may ask of the screen. */
export interface RowContext<R> {
  /** Viewed on the server, or made viewed on this screen since (e.g. an e-mail revealed). */
  isViewed: (row: R) => boolean;
  /** Opens the kind's detail modal for the row (the page passes it to SearchScreen). */
  openDetails: (row: R) => void;
}

interface ColumnBase<R> {
  id: string;
  className?: string;
  cell: (row: R, context: RowContext<R>) => ReactNode;
}

/** A results column; with `sortBy` its header is a sort button (the header is then its label). */
export type SearchColumn<R, S extends string> = ColumnBase<R> &
  ({ header: ReactNode; sortBy?: undefined } | { header: string; sortBy: S });

export interface SearchKindLabels<R> {
  /** A row, lower case, one and many: "alert", "alerts" ("45 alerts found", "Download up to 20 alerts"). */
  one: string;
  many: string;
  /** The search screen's heading: "Find Alerts". */
  title: string;
  /** The results' heading and the table's name: "Alerts". */
  results: string;
  /** The buttons beside Search: "Create Alerts", "Clear Alerts". */
  create: string;
  clear: string;
  /** The create-saved-search modal: "Create Alert", and what Notifications does. */
  createTitle: string;
  notificationsHint: string;
  /** The export-all modal: "Alerts CSV Download". */
  csvDownloadTitle: string;
  /** The file "Download selected" saves: "alerts.csv". */
  selectedFileName: string;
  /** The saved-search page's heading and its table's name: "Saved Alert Searches", "Saved alert searches". */
  savedSearchesTitle: string;
  savedSearchesTable: string;
  /** The CSV-downloads page's heading and its table's name: "Alert CSV Downloads", "Alert CSV downloads". */
  downloadsTitle: string;
  downloadsTable: string;
  /**
   * How a row was paid for before, in Confirm Download's "one for each alert you have not … before":
   * "downloaded or revealed" (the default; alerts reveal e-mails) or "downloaded" (companies).
   */
  paidBefore?: string;
  /** Names a row in its checkbox's label ("Select alert {title}"). */
  row: (row: R) => string;
}

/** The kind's own words for the spec §8 messages. */
export interface SearchKindMessages {
  searchFailed: string;
  created: string;
  createFailed: string;
  downloadAllFailed: string;
  downloadSelectedFailed: string;
  /** The notice over results that come from a saved search. */
  viewingSavedSearch: (name: string) => string;
  /** The notice when a saved search's stored criteria no longer validate. */
  staleSavedSearch: (name: string, reason: string) => string;
}

export interface SearchKindDefinition<C extends SearchCriteriaBase<S>, R extends SearchRow, S extends string> {
  /** The kind as contracts name it (saved searches and CSV downloads carry it); also prefixes DOM ids. */
  id: SearchKind;
  criteria: {
    /** Validates criteria from an address or a saved search. */
    schema: z.ZodType<C>;
    /** Every default applied, page 1 of the default size, the default sort: what Clear returns to. */
    defaults: () => C;
    /** The columns the server sorts by. */
    sortFields: readonly S[];
  };
  /** The filter panel: groups of criteria, each mapped to its flag and value in C. */
  filters: FilterConfig<C>;
  /** The results table's columns, after the selection checkbox. */
  columns: readonly SearchColumn<R, S>[];
  /** The kind's calls, from createSearchKindApi. */
  api: SearchKindApi<C, R>;
  labels: SearchKindLabels<R>;
  messages: SearchKindMessages;
  /** What allowedPermissions must hold to search, export and save (the server checks them too). */
  permissions: { search: Permission; export: Permission; save: Permission };
  routes: { search: string; savedSearches: string; downloads: string };
}

/** Keeps a definition's types as written (C, R and S inferred from it). */
export function defineSearchKind<C extends SearchCriteriaBase<S>, R extends SearchRow, S extends string>(
  definition: SearchKindDefinition<C, R, S>,
): SearchKindDefinition<C, R, S> {
  return definition;
}
