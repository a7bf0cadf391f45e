// The search kit: a kind is defined once (kind.ts, with its calls from createSearchKindApi) and the screen,
// the saved-search page and the CSV-downloads page are configured by it. See docs/web-search-kit.md.
export { createSearchKindApi, type SearchKindApi, type SearchKindApiOptions, type SearchResults } from './api';
export {
  defineSearchKind,
  type RowContext,
  type SearchColumn,
  type SearchCriteriaBase,
  type SearchKindDefinition,
  type SearchKindLabels,
  type SearchKindMessages,
  type SearchRow,
} from './kind';
export { clearedCriteria, SearchScreen, type SearchScreenProps } from './SearchScreen';
export { criteriaFromSearchParams, hasSearchState, searchParamsOf } from './url-state';
export { SavedSearchesPage, SEARCH_DELETED } from '../saved-searches';
export { CsvDownloadsPage, InsufficientCreditModal } from '../downloads';
