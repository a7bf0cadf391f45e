// The search kit's public entry: what a search kind's feature (features/alerts, companies, prospects) configures
// and renders, what /updateList and /home use of it, and the pages the router mounts once per kind. A kind is a
// manifest (libs/contracts) plus a definition (kind.ts); see docs/web-search-kit.md.
export {
  createRowApi,
  createSearchKindApi,
  type RowApi,
  type SearchKindApi,
  type SearchResults,
} from './api/search-api';
export { exportEndpoints, newlyReady, type DownloadAllOptions, type ExportApi } from './api/export-api';
export { savedSearchEndpoints, type SavedSearchApi } from './api/saved-search-api';
export {
  defineSearchKind,
  type RowContext,
  type SearchColumn,
  type SearchCriteriaBase,
  type SearchKindDefinition,
  type SearchKindOptions,
  type SearchRow,
} from './kind';
export { DetailFooter, DetailModal, type DetailModalProps } from './DetailModal';
export { clearedCriteria, SearchScreen, type SearchScreenProps } from './screen/SearchScreen';
export { criteriaFromSearchParams, hasSearchState, searchParamsOf } from './screen/url-state';
export { SavedSearchesPage, SEARCH_DELETED, DEFAULT_SET } from './saved-searches/SavedSearchesPage';
export { SEARCH_RENAMED } from './saved-searches/RenameSavedSearchModal';
export { CsvDownloadsPage, DOWNLOAD_DELETED_MESSAGE } from './exports/CsvDownloadsPage';
export { ExportMenu, type ExportMenuProps } from './exports/ExportMenu';
export { InsufficientCreditModal, PRICING_PATH } from './exports/InsufficientCreditModal';
export { DOWNLOADS_POLL_MS, useCsvDownloads } from './exports/use-download-list';
export { defineListKind, listCriteria, type ListKindConfig, type ListSearchFields } from './lists/list-kind';
export {
  useAddListMembersMutation,
  useCreateListMutation,
  useDeleteListMutation,
  useGetListsQuery,
  useRemoveListMembersMutation,
  useRenameListMutation,
  useSetListSharingMutation,
} from './lists/lists-api';
export { useAddToList, type AddToList } from './lists/use-add-to-list';
export * from './reveal';
export {
  SHARING_CHOICES,
  SharingField,
  SharingModal,
  SharingNote,
  sharingChoiceSchema,
  sharingSavedText,
} from './sharing/sharing';
