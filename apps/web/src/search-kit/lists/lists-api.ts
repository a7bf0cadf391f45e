// The list calls (docs/prospects.md, /updateList): a user's own named lists of prospects or companies. Members
// are read with the kind's own search and the list criterion (isListSelected + listId), so after adding or
// removing members that search is refetched by the screen that shows it.
import {
  MAX_LIST_PAGE_SIZE,
  type CreateListRequest,
  type ListKind,
  type ListMembersChanged,
  type SavedList,
  type SavedListPage,
} from '@leadsignal/contracts';
import { baseApi } from '../../lib/base-api';

const LISTS = { type: 'Lists', id: 'LIST' } as const;

export const listsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Lists'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Every list of the kind: a user keeps at most MAX_LIST_PAGE_SIZE of each, so one page holds them all. */
    getLists: build.query<SavedList[], ListKind>({
      query: (kind) => ({ url: 'lists', params: { kind, pageSize: MAX_LIST_PAGE_SIZE } }),
      transformResponse: (page: SavedListPage) => page.items,
      providesTags: [LISTS],
    }),
    createList: build.mutation<SavedList, CreateListRequest>({
      query: (body) => ({ url: 'lists', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [LISTS]),
    }),
    renameList: build.mutation<SavedList, { id: string; name: string }>({
      query: ({ id, name }) => ({ url: `lists/${id}`, method: 'PUT', body: { name } }),
      invalidatesTags: (_result, error) => (error ? [] : [LISTS]),
    }),
    deleteList: build.mutation<{ id: string }, string>({
      query: (id) => ({ url: `lists/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [LISTS]),
    }),
    addListMembers: build.mutation<ListMembersChanged, { id: string; ids: string[] }>({
      query: ({ id, ids }) => ({ url: `lists/${id}/members`, method: 'POST', body: { ids } }),
      invalidatesTags: (_result, error) => (error ? [] : [LISTS]),
    }),
    removeListMembers: build.mutation<ListMembersChanged, { id: string; ids: string[] }>({
      query: ({ id, ids }) => ({ url: `lists/${id}/members/remove`, method: 'POST', body: { ids } }),
      invalidatesTags: (_result, error) => (error ? [] : [LISTS]),
    }),
  }),
});

export const {
  useGetListsQuery,
  useCreateListMutation,
  useRenameListMutation,
  useDeleteListMutation,
  useAddListMembersMutation,
  useRemoveListMembersMutation,
} = listsApi;
