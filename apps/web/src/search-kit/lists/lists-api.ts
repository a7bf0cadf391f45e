// The list calls (docs/prospects.md, /updateList): a user's named lists of prospects or companies, theirs and those
// their team shares with them (docs/teams-sharing.md; `canEdit` and `mine` say what they may do). Members
// are read with the kind's own search and the list criterion (isListSelected + listId), so after adding or
// removing members that search is refetched by the screen that shows it.
import {
  MAX_LIST_PAGE_SIZE,
  type CreateListRequest,
  type ListKind,
  type ListMembersChanged,
  type SavedList,
  type SavedListPage,
  type SharingRequest,
} from '@leadsignal/contracts';
import { baseApi } from '../../lib/base-api';

const LISTS = { type: 'Lists', id: 'LIST' } as const;

export const listsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Lists'] }).injectEndpoints({
  endpoints: (build) => ({
    /**
     * Every list of the kind the user sees: a user keeps at most MAX_LIST_PAGE_SIZE of each, so one page holds all of
     * theirs (with a team's shared lists it may not hold every one of those).
     */
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
    /** The owner shares a list with their team (to view or to edit) or makes it private again. */
    setListSharing: build.mutation<SavedList, { id: string } & SharingRequest>({
      query: ({ id, ...body }) => ({ url: `lists/${id}/sharing`, method: 'PUT', body }),
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
  useSetListSharingMutation,
  useDeleteListMutation,
  useAddListMembersMutation,
  useRemoveListMembersMutation,
} = listsApi;
