// The saved-search calls of a search kind (ARCHITECTURE §3): save, the default, one by id, the list, delete,
// set default, rename / notifications on-off and the monitored set. Every kind answers the same shapes on its own paths, so the endpoints
// are written once here and injected per kind under names prefixed by it; a kind's search screen and manage
// page share that cache.
import type { SavedSearch, SaveSearchRequest, SearchKind, UpdateSavedSearchRequest } from '@leadsignal/contracts';
import type { TypedUseMutation, TypedUseQuery } from '@reduxjs/toolkit/query/react';
import { baseApi, type AppBaseQuery } from '../../lib/base-api';

export interface SavedSearchPaths {
  /** POST {name, searchCriteria (JSON text), enableNotification} → the saved search. */
  save: string;
  /** GET → the default saved search, or null. */
  getDefault: string;
  /** GET ?id= → one saved search (404 when not the user's). A kind without it finds the search in the list. */
  getById?: string;
  /** GET → the user's saved searches. */
  list: string;
  /** POST {id}. */
  delete: string;
  /** POST {id}: at most one default per user and kind. */
  setDefault: string;
  /** POST {ids}: exactly these are monitored afterwards. */
  updateMonitored: string;
  /** POST {id, name?, enableNotification?} → the saved search: rename, notifications on (which monitors it) or off. */
  update: string;
}

export interface SavedSearchApi {
  useSaveMutation: TypedUseMutation<SavedSearch, SaveSearchRequest, AppBaseQuery>;
  useGetDefaultQuery: TypedUseQuery<SavedSearch | null, void, AppBaseQuery>;
  /** null when the search is not among the user's (only for kinds that look it up in the list). */
  useGetByIdQuery: TypedUseQuery<SavedSearch | null, string, AppBaseQuery>;
  useListQuery: TypedUseQuery<SavedSearch[], void, AppBaseQuery>;
  useDeleteMutation: TypedUseMutation<unknown, string, AppBaseQuery>;
  useSetDefaultMutation: TypedUseMutation<unknown, string, AppBaseQuery>;
  /** Send the whole monitored set, not a change. */
  useUpdateMonitoredMutation: TypedUseMutation<unknown, string[], AppBaseQuery>;
  /** Rename and/or turn notifications on or off. */
  useUpdateMutation: TypedUseMutation<SavedSearch, UpdateSavedSearchRequest, AppBaseQuery>;
}

/** Injects the saved-search endpoints of one kind, e.g. injectSavedSearchEndpoints('alerts', {save: 'event/saveSearch', …}). */
export function injectSavedSearchEndpoints(kind: SearchKind, paths: SavedSearchPaths): SavedSearchApi {
  const name = (endpoint: string) => `${kind}SavedSearch${endpoint}`;
  const LIST = { type: 'SavedSearches', id: `${kind}:LIST` } as const;
  const DEFAULT = { type: 'SavedSearches', id: `${kind}:DEFAULT` } as const;
  const one = (id: string) => ({ type: 'SavedSearches' as const, id });

  // One injection per endpoint keeps each endpoint's own types (a computed name would otherwise mix them).
  const save = baseApi.injectEndpoints({
    endpoints: (build) => ({
      [name('Save')]: build.mutation<SavedSearch, SaveSearchRequest>({
        query: (body) => ({ url: paths.save, method: 'POST', body }),
        invalidatesTags: (_result, error) => (error ? [] : [LIST]),
        // The Create modal says "Failed to create an alert." (or its kind's words) and shows the reason itself.
        extraOptions: { silent: true },
      }),
    }),
  }).endpoints[name('Save')];

  const getDefault = baseApi.injectEndpoints({
    endpoints: (build) => ({
      [name('Default')]: build.query<SavedSearch | null, void>({
        query: () => paths.getDefault,
        providesTags: [DEFAULT],
        // Without its default the search screen still works (a plain search); no need to alarm anyone.
        extraOptions: { silent: true },
      }),
    }),
  }).endpoints[name('Default')];

  const listApi = baseApi.injectEndpoints({
    endpoints: (build) => ({
      [name('List')]: build.query<SavedSearch[], void>({
        query: () => paths.list,
        providesTags: (result) => [LIST, ...(result ?? []).map((search) => one(search.id))],
      }),
    }),
  });
  const list = listApi.endpoints[name('List')];

  const byIdPath = paths.getById;
  const getById = baseApi.injectEndpoints({
    endpoints: (build) => ({
      [name('ById')]: build.query<SavedSearch | null, string>(
        byIdPath
          ? {
              query: (id) => ({ url: byIdPath, params: { id } }),
              providesTags: (_result, _error, id) => [one(id)],
            }
          : {
              // No call by id: the search is the list's entry with that id.
              queryFn: async (id, api) => {
                const answer = await api.dispatch(list.initiate(undefined, { subscribe: false }));
                const { error } = answer;
                if (error) {
                  return {
                    error:
                      'status' in error
                        ? error
                        : {
                            status: 'CUSTOM_ERROR' as const,
                            error: error.message ?? 'The saved searches did not load.',
                          },
                  };
                }
                return { data: answer.data?.find((search) => search.id === id) ?? null };
              },
              providesTags: (_result, _error, id) => [LIST, one(id)],
            },
      ),
    }),
  }).endpoints[name('ById')];

  const remove = baseApi.injectEndpoints({
    endpoints: (build) => ({
      [name('Delete')]: build.mutation<unknown, string>({
        query: (id) => ({ url: paths.delete, method: 'POST', body: { id } }),
        invalidatesTags: (_result, error, id) => (error ? [] : [LIST, DEFAULT, one(id)]),
      }),
    }),
  }).endpoints[name('Delete')];

  const setDefault = baseApi.injectEndpoints({
    endpoints: (build) => ({
      [name('SetDefault')]: build.mutation<unknown, string>({
        query: (id) => ({ url: paths.setDefault, method: 'POST', body: { id } }),
        invalidatesTags: (_result, error) => (error ? [] : [LIST, DEFAULT]),
      }),
    }),
  }).endpoints[name('SetDefault')];

  const updateMonitored = baseApi.injectEndpoints({
    endpoints: (build) => ({
      [name('UpdateMonitored')]: build.mutation<unknown, string[]>({
        query: (ids) => ({ url: paths.updateMonitored, method: 'POST', body: { ids } }),
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
        query: (body) => ({ url: paths.update, method: 'POST', body }),
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
}
