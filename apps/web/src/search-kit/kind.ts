// What one search kind tells the search kit. Its words, routes, permissions and API paths are its manifest
// (libs/contracts, kind-manifest.ts), shared with the server; the definition adds only what the screens draw
// differently per kind: the criteria (schema, defaults, sortable fields), the filter panel, the result columns
// and how a row is named. The search screen, the create-saved-search modal and the export menu read it; the
// saved-search and CSV-downloads pages need only the manifest. See docs/web-search-kit.md.
import type { ArrivalWindow, KindManifest, SortDirection } from '@leadsignal/contracts';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { FilterConfig } from '../components/filters';
import { createSearchKindApi, type SearchKindApi } from './api/search-api';

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
  /** The name beside each value when rows show as cards (below 600 px), for a header that is not plain text. */
  label?: string;
  cell: (row: R, context: RowContext<R>) => ReactNode;
}

/** A results column; with `sortBy` its header is a sort button (the header is then its label). */
export type SearchColumn<R, S extends string> = ColumnBase<R> &
  ({ header: ReactNode; sortBy?: undefined } | { header: string; sortBy: S });

/** What a kind's definition is written with. */
export interface SearchKindOptions<C extends SearchCriteriaBase<S>, R extends SearchRow, S extends string> {
  /** Words, routes, permissions and API paths (libs/contracts, KIND_MANIFESTS). */
  manifest: KindManifest;
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
  /** Names a row in its checkbox's label ("Select alert {title}"). */
  rowLabel: (row: R) => string;
}

export interface SearchKindDefinition<
  C extends SearchCriteriaBase<S>,
  R extends SearchRow,
  S extends string,
> extends SearchKindOptions<C, R, S> {
  /** The kind's calls, made from the manifest's paths. */
  api: SearchKindApi<C, R>;
}

/** A kind's definition: the options as written (C, R and S inferred from them) and its calls. */
export function defineSearchKind<C extends SearchCriteriaBase<S>, R extends SearchRow, S extends string>(
  options: SearchKindOptions<C, R, S>,
): SearchKindDefinition<C, R, S> {
  return { ...options, api: createSearchKindApi<C, R>(options.manifest) };
}
