// What other features use of saved searches (the alerts screen): the modal, the notice, the starting
// search, the calls and the address of a saved search.
export { CreateAlertModal, type CreateAlertModalProps } from './components/CreateAlertModal';
export { SavedSearchNotice } from './components/SavedSearchNotice';
export {
  criteriaOf,
  useInitialAlertSearch,
  type InitialAlertSearch,
  type InitialSearchSource,
  type ResolvedAlertSearch,
} from './use-initial-alert-search';
export { alertSearchPath, handOver, handedOverSearch, type SavedSearchHandover } from './handover';
export {
  savedSearchesApi,
  useGetAlertSearchQuery,
  useGetDefaultAlertSearchQuery,
  useListAlertSearchesQuery,
  useSaveAlertSearchMutation,
} from './api';
