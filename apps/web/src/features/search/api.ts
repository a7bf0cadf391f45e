// The calls of one search kind, made from its paths: the search itself here, the saved-search and export
// calls by their features. A kind's definition holds the result (see kind.ts).
import type { SearchKind } from '@leadsignal/contracts';
import type { TypedUseLazyQuery } from '@reduxjs/toolkit/query/react';
import { baseApi, type AppBaseQuery } from '../../lib/base-api';
import { injectExportEndpoints, type ExportApi, type ExportPaths } from '../downloads/api';
import { injectSavedSearchEndpoints, type SavedSearchApi, type SavedSearchPaths } from '../saved-searches/api';

/** A page of results, whatever the kind calls its rows in the answer; rows is null when the answer has none. */
export interface SearchResults<R> {
  rows: R[] | null;
  totalCount: number;
}

export interface SearchKindApi<C, R> {
  useLazySearchQuery: TypedUseLazyQuery<SearchResults<R>, C, AppBaseQuery>;
  savedSearches: SavedSearchApi;
  exports: ExportApi<C>;
}

export interface SearchKindApiOptions {
  kind: SearchKind;
  /** POST criteria → {[rowsKey]: rows, totalCount} (alerts: event/gettriggerevents, rows in triggerEvents). */
  search: { path: string; rowsKey: string };
  savedSearches: SavedSearchPaths;
  exports: ExportPaths & {
    /** The "download selected" body from the selected ids (alerts: {events: [{id}]}). */
    selectedBody: (ids: readonly string[]) => unknown;
  };
}

export function createSearchKindApi<C, R>(options: SearchKindApiOptions): SearchKindApi<C, R> {
  const { kind, search } = options;
  const name = `${kind}Search`;
  const searchEndpoint = baseApi.injectEndpoints({
    endpoints: (build) => ({
      [name]: build.query<SearchResults<R>, C>({
        query: (criteria) => ({ url: search.path, method: 'POST', body: criteria }),
        transformResponse: (answer: unknown) => {
          const body = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
          const rows = body[search.rowsKey];
          return {
            rows: Array.isArray(rows) ? (rows as R[]) : null,
            totalCount: typeof body.totalCount === 'number' ? body.totalCount : 0,
          };
        },
        // The screen answers a failed search with its kind's message ("Failed to get the alerts.", spec §8).
        extraOptions: { silent: true },
      }),
    }),
  }).endpoints[name];

  return {
    useLazySearchQuery: searchEndpoint.useLazyQuery,
    savedSearches: injectSavedSearchEndpoints(kind, options.savedSearches),
    exports: injectExportEndpoints<C>(kind, options.exports, options.exports.selectedBody),
  };
}
