// The saved-search calls of a search kind (ARCHITECTURE §3), on the paths of its manifest: save, the default,
// one by id, the list, delete, set default, rename / notifications on-off and the monitored set. Every kind
// answers the same shapes on its own paths, so the endpoints are written once here and made per kind under
// names prefixed by it; a kind's search screen, its saved-search page and /home share that cache.
import {
  savedSearchPath,
  type KindManifest,
  type SavedSearch,
  type SaveSearchRequest,
  type UpdateSavedSearchRequest,
} from '@leadsignal/contracts';
import type { TypedUseMutation, TypedUseQuery } from '@reduxjs/toolkit/query/react';
import { baseApi, type AppBaseQuery } from '../../lib/base-api';
import { oncePerKind } from './once-per-kind';

export interface SavedSearchApi {
  useSaveMutation: TypedUseMutation<SavedSearch, SaveSearchRequest, AppBaseQuery>;
  useGetDefaultQuery: TypedUseQuery<SavedSearch | null, void, AppBaseQuery>;
  /** 404 (toasted) when the search is not the user's. */
  useGetByIdQuery: TypedUseQuery<SavedSearch, string, AppBaseQuery>;
  useListQuery: TypedUseQuery<SavedSearch[], void, AppBaseQuery>;
  useDeleteMutation: TypedUseMutation<unknown, string, AppBaseQuery>;
  useSetDefaultMutation: TypedUseMutation<unknown, string, AppBaseQuery>;
  /** Send the whole monitored set, not a change. */
  useUpdateMonitoredMutation: TypedUseMutation<unknown, string[], AppBaseQuery>;
  /** Rename and/or turn notifications on or off. */
  useUpdateMutation: TypedUseMutation<SavedSearch, UpdateSavedSearchRequest, AppBaseQuery>;
}

/** The saved-search endpoints of one kind (made once), e.g. POST event/saveSearch for alerts. */
export const savedSearchEndpoints = oncePerKind((manifest: KindManifest): SavedSearchApi => {
  const { kind } = manifest;
  const path = (call: Parameters<typeof savedSearchPath>[1]) => savedSearchPath(manifest, call);
  const name = (endpoint: string) => `${kind}SavedSearch${endpoint}`;
  const LIST = { type: 'SavedSearches', id: `${kind}:LIST` } as const;
  const DEFAULT = { type: 'SavedSearches', id: `${kind}:DEFAULT` } as const;
  const one = (id: string) => ({ type: 'SavedSearches' as const, id });

  // One injection per endpoint keeps each endpoint's own types (a computed name would otherwise mix them).
  const save = baseApi.injectEndpoints({
    endpoints: (build) => ({
      [name('Save')]: build.mutation<SavedSearch, SaveSearchRequest>({
        query: (body) => ({ url: path('save'), method: 'POST', body }),
        invalidatesTags: (_result, error) => (error ? [] : [LIST]),
        // The Create modal says "Failed to create an alert." (or its kind's words) and shows the reason itself.
        extraOptions: { silent: true },
      }),
    }),
  }).endpoints[name('Save')];

  const getDefault = baseApi.injectEndpoints({
    endpoints: (build) => ({
      [name('Default')]: build.query<SavedSearch | null, void>({
        query: () => path('getDefault'),
        providesTags: [DEFAULT],
        // Without its default the search screen still works (a plain search); no need to alarm anyone.
        extraOptions: { silent: true },
      }),
    }),
  }).endpoints[name('Default')];

  const listApi = baseApi.injectEndpoints({
    endpoints: (build) => ({
      [name('List')]: build.query<SavedSearch[], void>({
        query: () => path('list'),
        providesTags: (result) => [LIST, ...(result ?? []).map((search) => one(search.id))],
      }),
    }),
  });
  const list = listApi.endpoints[name('List')];

  const getById = baseApi.injectEndpoints({
    endpoints: (build) => ({
      [name('ById')]: build.query<SavedSearch, string>({
        query: (id) => ({ url: path('get'), params: { id } }),
        providesTags: (_result, _error, id) => [one(id)],
      }),
    }),
  }).endpoints[name('ById')];

  const remove = baseApi.injectEndpoints({
    endpoints: (build) => ({
      [name('Delete')]: build.mutation<unknown, string>({
        query: (id) => ({ url: path('delete'), method: 'POST', body: { id } }),
        invalidatesTags: (_result, error, id) => (error ? [] : [LIST, DEFAULT, one(id)]),
      }),
    }),
  }).endpoints[name('Delete')];

  const setDefault = baseApi.injectEndpoints({
    endpoints: (build) => ({
      [name('SetDefault')]: build.mutation<unknown, string>({
        query: (id) => ({ url: path('setDefault'), method: 'POST', body: { id } }),
        invalidatesTags: (_result, error) => (error ? [] : [LIST, DEFAULT]),
      }),
    }),
  }).endpoints[name('SetDefault')];

  const updateMonitored = baseApi.injectEndpoints({
    endpoints: (build) => ({
      [name('UpdateMonitored')]: build.mutation<unknown, string[]>({
        query: (ids) => ({ url: path('setMonitored'), method: 'POST', body: { ids } }),
        // The switches move at once; a refused change puts them back.
        async onQueryStarted(ids, { dispatch, queryFulfilled }) {
          const monitored = new Set(ids);
          const patch = dispatch(
            listApi.util.updateQueryData(name('List'), undefined, (searches) => {
              for (const search of searches) search.isMonitored = monitored.has(search.id);
            }),
          );
          await queryFulfilled.catch(() => patch.undo());
        },
        invalidatesTags: (_result, error) => (error ? [] : [LIST]),
      }),
    }),
  }).endpoints[name('UpdateMonitored')];

  const update = baseApi.injectEndpoints({
    endpoints: (build) => ({
      [name('Update')]: build.mutation<SavedSearch, UpdateSavedSearchRequest>({
        query: (body) => ({ url: path('update'), method: 'POST', body }),
        // The rename modal shows a refused name (e.g. a duplicate) itself.
        extraOptions: { silent: true },
        invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, DEFAULT, one(id)]),
      }),
    }),
  }).endpoints[name('Update')];

  return {
    useSaveMutation: save.useMutation,
    useGetDefaultQuery: getDefault.useQuery,
    useGetByIdQuery: getById.useQuery,
    useListQuery: list.useQuery,
    useDeleteMutation: remove.useMutation,
    useSetDefaultMutation: setDefault.useMutation,
    useUpdateMonitoredMutation: updateMonitored.useMutation,
    useUpdateMutation: update.useMutation,
  };
});
