// The calls of one search kind, made from its manifest's paths: the search, one row in detail, the reveal of a
// row's contact (kinds that have one), and the kind's saved-search and export calls. Made once per kind, so a
// kind's screens and the home dashboard share one cache.
import type { KindManifest } from '@leadsignal/contracts';
import type { TypedUseLazyQuery, TypedUseMutation, TypedUseQuery } from '@reduxjs/toolkit/query/react';
import { baseApi, type AppBaseQuery } from '../../lib/base-api';
import { exportEndpoints, type ExportApi } from './export-api';
import { oncePerKind } from './once-per-kind';
import { savedSearchEndpoints, type SavedSearchApi } from './saved-search-api';

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

/** One row in detail (POST {id}) and, for kinds that reveal contacts, the reveal (POST {id}, a credit). */
export interface RowApi<D, A> {
  useGetByIdQuery: TypedUseQuery<D, string, AppBaseQuery>;
  /** undefined for a kind nothing is revealed of (the manifest's api.reveal is null). */
  useRevealMutation: TypedUseMutation<A, string, AppBaseQuery> | undefined;
}

const searchEndpoint = oncePerKind((manifest) => {
  const { kind, api } = manifest;
  const name = `${kind}Search`;
  return baseApi.injectEndpoints({
    endpoints: (build) => ({
      [name]: build.query<SearchResults<unknown>, unknown>({
        query: (criteria) => ({ url: api.search, method: 'POST', body: criteria }),
        transformResponse: (answer: unknown) => {
          const body = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
          const rows = body[api.rowsKey];
          return {
            rows: Array.isArray(rows) ? rows : null,
            totalCount: typeof body.totalCount === 'number' ? body.totalCount : 0,
          };
        },
        // The screen answers a failed search with its kind's message ("Failed to get the alerts.", spec §8).
        extraOptions: { silent: true },
      }),
    }),
  }).endpoints[name];
});

const rowEndpoints = oncePerKind((manifest) => {
  const { kind, api } = manifest;
  const row = (id: string) => ({ type: 'SearchRows' as const, id: `${kind}:${id}` });
  const name = `${kind}RowById`;
  const byId = baseApi.injectEndpoints({
    endpoints: (build) => ({
      [name]: build.query<unknown, string>({
        query: (id) => ({ url: api.getById, method: 'POST', body: { id } }),
        providesTags: (_result, _error, id) => [row(id)],
      }),
    }),
  }).endpoints[name];
  const revealPath = api.reveal;
  if (!revealPath) return { useGetByIdQuery: byId.useQuery, useRevealMutation: undefined };
  const revealName = `${kind}Reveal`;
  const reveal = baseApi.injectEndpoints({
    endpoints: (build) => ({
      // Free for a row already paid for, else 1 credit; 402 with the reason when none is left (the base query
      // toasts it). The row's details now carry the contact.
      [revealName]: build.mutation<unknown, string>({
        query: (id) => ({ url: revealPath, method: 'POST', body: { id } }),
        invalidatesTags: (_result, error, id) => (error ? [] : [row(id)]),
      }),
    }),
  }).endpoints[revealName];
  return { useGetByIdQuery: byId.useQuery, useRevealMutation: reveal.useMutation };
});

/** The search, saved-search and export calls of a kind (its definition holds them, see kind.ts). */
export function createSearchKindApi<C, R>(manifest: KindManifest): SearchKindApi<C, R> {
  return {
    useLazySearchQuery: searchEndpoint(manifest).useLazyQuery as TypedUseLazyQuery<SearchResults<R>, C, AppBaseQuery>,
    savedSearches: savedSearchEndpoints(manifest),
    exports: exportEndpoints(manifest) as ExportApi<C>,
  };
}

/** One row of the kind in detail (D) and its reveal answer (A); the reveal only for a manifest with `api.reveal`. */
export function createRowApi<D, A = never>(manifest: KindManifest): RowApi<D, A> {
  return rowEndpoints(manifest) as unknown as RowApi<D, A>;
}
