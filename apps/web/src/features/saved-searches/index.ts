// What the search kit uses of saved searches: the calls (made per kind), the create modal, the notice, the
// starting search, the manage page and the address of a saved search.
export { injectSavedSearchEndpoints, type SavedSearchApi, type SavedSearchPaths } from './api';
export { CreateSavedSearchModal, type CreateSavedSearchModalProps } from './components/CreateSavedSearchModal';
export { SavedSearchNotice } from './components/SavedSearchNotice';
export { RenameSavedSearchModal, SEARCH_RENAMED } from './components/RenameSavedSearchModal';
export { SavedSearchesPage, SEARCH_DELETED } from './pages/SavedSearchesPage';
export {
  criteriaOf,
  useInitialSearch,
  type InitialSearch,
  type InitialSearchSource,
  type ResolvedSearch,
} from './use-initial-search';
export { handOver, handedOverSearch, savedSearchPath, type SavedSearchHandover } from './handover';
