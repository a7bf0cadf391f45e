// The saved alert-search calls (ARCHITECTURE §3): save, the default, one by id, the list, delete,
// set default and the monitored set. The alerts screen and the manage page share this cache.
import type { SaveSearchRequest, SavedSearch } from '@leadsignal/contracts';
import { baseApi } from '../../lib/base-api';

const LIST = { type: 'SavedSearches', id: 'ALERTS_LIST' } as const;
const DEFAULT = { type: 'SavedSearches', id: 'ALERTS_DEFAULT' } as const;

export const savedSearchesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    saveAlertSearch: build.mutation<SavedSearch, SaveSearchRequest>({
      query: (body) => ({ url: 'event/saveSearch', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
      // The Create Alert modal says "Failed to create an alert." and shows the reason itself.
      extraOptions: { silent: true },
    }),
    getDefaultAlertSearch: build.query<SavedSearch | null, void>({
      query: () => 'event/getDefaultSaveSearch',
      providesTags: [DEFAULT],
      // Without its default the alerts screen still works (a plain search); no need to alarm anyone.
      extraOptions: { silent: true },
    }),
    getAlertSearch: build.query<SavedSearch, string>({
      query: (id) => ({ url: 'event/getSearch', params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'SavedSearches', id }],
    }),
    listAlertSearches: build.query<SavedSearch[], void>({
      query: () => 'event/listSaveSearch',
      providesTags: (result) => [
        LIST,
        ...(result ?? []).map((search) => ({ type: 'SavedSearches' as const, id: search.id })),
      ],
    }),
    deleteAlertSearch: build.mutation<{ id: string }, string>({
      query: (id) => ({ url: 'event/deleteEventSearch', method: 'POST', body: { id } }),
      invalidatesTags: (_result, error, id) => (error ? [] : [LIST, DEFAULT, { type: 'SavedSearches', id }]),
    }),
    setDefaultAlertSearch: build.mutation<{ id: string }, string>({
      query: (id) => ({ url: 'event/setDefaultEventSearch', method: 'POST', body: { id } }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST, DEFAULT]),
    }),
    /** Exactly these searches are monitored afterwards (send the whole set, not a change). */
    updateMonitoredAlertSearches: build.mutation<{ ids: string[] }, string[]>({
      query: (ids) => ({ url: 'event/updateEventSearchesToMonitor', method: 'POST', body: { ids } }),
      // The switches move at once; a refused change puts them back.
      async onQueryStarted(ids, { dispatch, queryFulfilled }) {
        const monitored = new Set(ids);
        const patch = dispatch(
          savedSearchesApi.util.updateQueryData('listAlertSearches', undefined, (list) => {
            for (const search of list) search.isMonitored = monitored.has(search.id);
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
  }),
});

export const {
  useSaveAlertSearchMutation,
  useGetDefaultAlertSearchQuery,
  useGetAlertSearchQuery,
  useLazyGetAlertSearchQuery,
  useListAlertSearchesQuery,
  useDeleteAlertSearchMutation,
  useSetDefaultAlertSearchMutation,
  useUpdateMonitoredAlertSearchesMutation,
} = savedSearchesApi;
