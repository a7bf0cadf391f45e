// A kind's search screen (spec §2 Find Alerts, and the company and prospect searches built the same way): the
// filter panel in groups with Search, Create and Clear; the active filters and the saved-search notice over
// server-paged, sortable results whose selection is kept across pages; the Export menu (the Download limit and
// Credit badges are in the shell's header, their one place). Below 960 px the filter panel is collapsed above
// the results behind a Filters button. The search on screen lives in the address (url-state.ts), so back/forward and a shared
// link restore it; an address without one starts from a saved search or a plain search (spec §4). The kind's
// own modals (details, e-mail reveal, report) come in as children. A notification's link adds an arrival window
// (?arrivedAfter=…&arrivedUntil=…) over its saved search: only the new matches, with a notice to show them all.
import type { SavedSearch } from '@leadsignal/contracts';
import { MAX_PAGE, PAGE_SIZES, withoutArrivalWindow } from '@leadsignal/contracts';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import {
  buildCriteria,
  FilterPanel,
  filterStateFromCriteria,
  initialFilterState,
  type FilterState,
} from '../../components/filters';
import { ariaSortOf, nextSort, SortHeader, type SortState } from '../../components/SortHeader';
import { useRowSelection } from '../../components/use-row-selection';
import { errorStatus } from '../../lib/base-api';
import { useMediaQuery } from '../../lib/use-media-query';
import { notifyError } from '../../lib/toast';
import { useAppSelector } from '../../stores/hooks';
import { selectAllowedPermissions } from '../../stores/session-slice';
import { plural } from '../../lib/format';
import { ExportMenu } from '../exports/ExportMenu';
import type { RowContext, SearchCriteriaBase, SearchKindDefinition, SearchRow } from '../kind';
import { CreateSavedSearchModal } from '../saved-searches/CreateSavedSearchModal';
import { handOver } from '../saved-searches/handover';
import { SavedSearchNotice } from '../saved-searches/SavedSearchNotice';
import { criteriaOf, useInitialSearch } from '../saved-searches/use-initial-search';
import { ActiveFilters } from './ActiveFilters';
import { ArrivalWindowNotice, describeArrivalWindow } from './ArrivalWindowNotice';
import {
  arrivalWindowFromSearchParams,
  criteriaFromSearchParams,
  filterParams,
  hasArrivalWindow,
  searchParamsOf,
} from './url-state';
import './search.css';

export interface SearchScreenProps<C extends SearchCriteriaBase<S>, R extends SearchRow, S extends string> {
  kind: SearchKindDefinition<C, R, S>;
  /** Viewed on the server or on this screen since (e.g. an e-mail revealed); default: the row's isViewed. */
  isViewed?: (row: R) => boolean;
  /** Opens the kind's detail modal (cells call it through their RowContext). */
  onOpenDetails?: (row: R) => void;
  /** The kind's own actions on the selected rows (prospects: Add to list), shown before the Export menu. */
  selectionActions?: (selectedRows: readonly R[], clearSelection: () => void) => ReactNode;
  /** The kind's own modals. */
  children?: ReactNode;
}

/** Every filter at its default, page 1 of the default size, the default sort (spec §4, Clear). */
export function clearedCriteria<C extends SearchCriteriaBase<S>, R extends SearchRow, S extends string>(
  kind: Pick<SearchKindDefinition<C, R, S>, 'criteria' | 'filters'>,
): C {
  return buildCriteria(kind.filters, initialFilterState(kind.filters), kind.criteria.defaults());
}

/** The criteria with one criterion switched off, from page 1. */
function withoutCriterion<C extends SearchCriteriaBase<S>, R extends SearchRow, S extends string>(
  kind: SearchKindDefinition<C, R, S>,
  criteria: C,
  criterionId: string,
): C {
  const state = filterStateFromCriteria(kind.filters, criteria);
  const off = { ...state, [criterionId]: { ...state[criterionId], enabled: false } };
  return buildCriteria(kind.filters, off, { ...criteria, page: 1 });
}

export const PREPARING_TEXT = 'Preparing the search...';

const viewedOnServer = (row: SearchRow) => row.isViewed === true;
const noDetails = () => undefined;

/** The breakpoint below which the filters stack above the results (search.css). */
const NARROW_QUERY = '(max-width: 959.98px)';

export function SearchScreen<C extends SearchCriteriaBase<S>, R extends SearchRow, S extends string>({
  kind,
  isViewed = viewedOnServer,
  onOpenDetails = noDetails,
  selectionActions,
  children,
}: SearchScreenProps<C, R, S>) {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const permissions = useAppSelector(selectAllowedPermissions);
  // Narrow screens: the filter panel is collapsed above the results until the Filters button opens it.
  const narrow = useMediaQuery(NARROW_QUERY);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersHidden = narrow && !filtersOpen;
  const selection = useRowSelection<R>();
  const [creating, setCreating] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // The search on screen: the one the address spells out, else the starting search of this arrival.
  const fromAddress = useMemo(() => criteriaFromSearchParams(kind, params), [kind, params]);
  const [started, setStarted] = useState<{ key: string; criteria: C } | null>(null);
  // A notification's link (?ssid=…&arrivedAfter=…&arrivedUntil=…): its new matches, the window over the search.
  const arrivalWindow = useMemo(() => arrivalWindowFromSearchParams(params), [params]);
  const initial = useInitialSearch(
    kind,
    ({ criteria }) =>
      setStarted({
        key: location.key,
        criteria: { ...(criteria ? { ...criteria, page: 1 } : clearedCriteria(kind)), ...arrivalWindow },
      }),
    { explicit: fromAddress !== null },
  );
  const criteria = fromAddress ?? (started?.key === location.key ? started.criteria : null);
  // A new object per arrival and attempt makes each one a search of its own (Clear twice, Try again).
  const requestKey = `${location.key}:${attempt}`;
  const request = useMemo(() => (criteria ? { key: requestKey, criteria } : null), [criteria, requestKey]);
  const applied = request?.criteria ?? null;

  const [fetchRows, result] = kind.api.useLazySearchQuery();
  useEffect(() => {
    if (!request) return;
    let current = true;
    fetchRows(request.criteria).then((answer) => {
      if (!current) return;
      // A 401 has already sent the user to the login page.
      if (answer.isError && 'status' in answer.error && errorStatus(answer.error) === 401) return;
      if (answer.isError || !answer.data?.rows) notifyError(kind.manifest.messages.searchFailed);
    });
    return () => {
      current = false;
    };
  }, [request, fetchRows, kind]);

  const loading = request === null || result.isUninitialized || result.isFetching;
  // A failed search shows no rows and no count: old results under an error would read as the answer.
  const failed = !loading && (result.isError || !result.currentData?.rows);
  const rows = (!loading && result.currentData?.rows) || [];
  const totalCount = failed ? 0 : (result.currentData?.totalCount ?? 0);

  // The panel shows the search on screen until the user edits it; edits survive paging and sorting (same
  // filters) and give way when other filters arrive (back/forward, Clear, a removed filter).
  const appliedFilters = useMemo(() => (applied ? filterParams(kind, applied).toString() : null), [kind, applied]);
  const shownFilters = useMemo(
    () => (applied ? filterStateFromCriteria(kind.filters, applied) : initialFilterState(kind.filters)),
    [kind, applied],
  );
  // The saved search's notice holds while its filters are the ones on screen: a changed criterion ends it.
  const savedSearch = initial.current;
  const savedFilters = useMemo(() => {
    const saved = criteriaOf(kind.criteria, savedSearch);
    return saved ? filterParams(kind, saved).toString() : null;
  }, [kind, savedSearch]);
  const showsSavedSearch =
    savedSearch !== null &&
    (savedSearch.criteriaError !== null || appliedFilters === null || savedFilters === appliedFilters);
  const [draft, setDraft] = useState<FilterState | null>(null);
  const [draftFor, setDraftFor] = useState(appliedFilters);
  if (draftFor !== appliedFilters) {
    // Other filters on screen: the edits were of the search before them.
    setDraftFor(appliedFilters);
    setDraft(null);
  }
  const filters = draft ?? shownFilters;

  const base = applied ?? clearedCriteria(kind);
  const panelCriteria = () => buildCriteria(kind.filters, filters, { ...base, page: 1 });

  /** Shows these results: a new address (one back-step each), keeping the saved search they come from. */
  const show = (criteria: C, savedSearch: SavedSearch | null = initial.current) => {
    const search = `?${searchParamsOf(kind, criteria, savedSearch?.id ?? null)}`;
    navigate(
      { search },
      // The same search again (Clear twice) replaces the entry instead of stacking copies of it.
      { replace: search === location.search, state: savedSearch ? handOver(savedSearch) : undefined },
    );
  };
  /** Every match of the search on screen: the arrival window off, the saved search kept. */
  const showAll = () => show(withoutArrivalWindow({ ...base, page: 1 }));
  const clear = () => {
    selection.clear();
    setDraft(null);
    show(clearedCriteria(kind), null);
  };

  const sort: SortState<S> = { key: base.sortBy, direction: base.sortDirection };
  const onSort = (field: S) => {
    const next = nextSort(sort, field);
    // Spec §4: a new sort starts at page 1.
    show({ ...base, sortBy: next.key, sortDirection: next.direction, page: 1 });
  };
  // Without the save permission Create is not offered (the server would refuse it).
  const canSave = permissions.includes(kind.manifest.permissions.save);
  const rowContext: RowContext<R> = { isViewed, openDetails: onOpenDetails };
  const columns: DataTableColumn<R>[] = kind.columns.map((column) => ({
    id: column.id,
    className: column.className,
    label: column.label ?? (typeof column.header === 'string' ? column.header : undefined),
    sort: column.sortBy !== undefined ? ariaSortOf(sort, column.sortBy) : undefined,
    header:
      column.sortBy !== undefined && typeof column.header === 'string' ? (
        <SortHeader label={column.header} column={column.sortBy} sort={sort} onSort={onSort} />
      ) : (
        column.header
      ),
    cell: (row: R) => column.cell(row, rowContext),
  }));

  return (
    <div className="search-page">
      <header className="search-header">
        <h1 className="h3 mb-0">{kind.manifest.labels.title}</h1>
        <div className="search-header-badges">
          {selectionActions?.(selection.selectedRows, selection.clear)}
          <ExportMenu
            kind={kind}
            criteria={base}
            totalCount={totalCount}
            loading={loading}
            selectedRows={selection.selectedRows.map((row) => ({ id: row.id, isViewed: isViewed(row) }))}
            // The downloaded rows are viewed now: the page shows that once the search answers again.
            onDownloaded={() => void fetchRows(base)}
          />
        </div>
      </header>
      <div className="search-layout">
        <aside className="search-filters" aria-label={`${kind.manifest.labels.results} filters`}>
          {narrow && (
            <Button
              variant="outline-secondary"
              className="search-filters-toggle"
              aria-expanded={filtersOpen}
              aria-controls={`${kind.manifest.kind}-filter-panel`}
              onClick={() => setFiltersOpen((open) => !open)}
            >
              Filters <span aria-hidden="true">{filtersOpen ? '▴' : '▾'}</span>
            </Button>
          )}
          <div id={`${kind.manifest.kind}-filter-panel`} hidden={filtersHidden}>
            <div className="search-filter-actions">
              <Button
                variant="primary"
                // One search at a time: a second click while one runs would run it twice.
                disabled={loading}
                onClick={() => {
                  show(panelCriteria());
                  setFiltersOpen(false);
                }}
              >
                Search
              </Button>
              {canSave && (
                <Button variant="outline-primary" onClick={() => setCreating(true)}>
                  {kind.manifest.labels.create}
                </Button>
              )}
              <Button variant="outline-secondary" onClick={clear}>
                {kind.manifest.labels.clear}
              </Button>
            </div>
            <FilterPanel config={kind.filters} state={filters} onChange={setDraft} />
          </div>
        </aside>
        <section className="search-results" aria-labelledby={`${kind.manifest.kind}-results-heading`}>
          <div className="search-results-header">
            <h2 id={`${kind.manifest.kind}-results-heading`} className="h5 mb-0">
              {kind.manifest.labels.results}
            </h2>
            <span className="text-muted" aria-live="polite">
              {loading
                ? 'Searching...'
                : failed
                  ? 'Search failed'
                  : `${plural(totalCount, kind.manifest.nouns.one, kind.manifest.nouns.many)} found`}
            </span>
          </div>
          {applied && (
            <ActiveFilters
              config={kind.filters}
              criteria={applied}
              onRemove={(criterionId) => show(withoutCriterion(kind, applied, criterionId))}
              arrivalWindow={hasArrivalWindow(applied) ? describeArrivalWindow(applied) : null}
              onRemoveArrivalWindow={showAll}
            />
          )}
          <SavedSearchNotice savedSearch={showsSavedSearch ? savedSearch : null} messages={kind.manifest.messages} />
          {applied && hasArrivalWindow(applied) && (
            <ArrivalWindowNotice
              window={applied}
              totalCount={loading || failed ? null : totalCount}
              nouns={kind.manifest.nouns}
              onShowAll={showAll}
            />
          )}
          {failed && (
            <Alert variant="danger" className="py-2 mb-2 d-flex align-items-center gap-2">
              <span className="me-auto">The search failed, so no results are shown.</span>
              <Button size="sm" variant="outline-danger" onClick={() => setAttempt((n) => n + 1)}>
                Try again
              </Button>
            </Alert>
          )}
          <DataTable
            id={`${kind.manifest.kind}-table`}
            label={kind.manifest.labels.results}
            columns={columns}
            rows={rows}
            // "Loading..." is a search on its way; before it, the starting saved search is being looked up.
            loading={request !== null && loading}
            emptyText={request === null ? PREPARING_TEXT : undefined}
            rowClassName={(row) => (isViewed(row) ? 'search-row-viewed' : undefined)}
            selection={selection.forTable(kind.rowLabel)}
            pagination={{
              page: base.page,
              pageSize: base.pageSize,
              pageSizes: PAGE_SIZES,
              totalCount,
              maxPage: MAX_PAGE,
              onPageChange: (page) => show({ ...base, page }),
              onPageSizeChange: (pageSize) => show({ ...base, page: 1, pageSize }),
            }}
          />
        </section>
      </div>
      {canSave && (
        <CreateSavedSearchModal
          kind={kind}
          show={creating}
          criteria={panelCriteria()}
          onHide={() => setCreating(false)}
          // The new search becomes current and runs (spec §4, after saving).
          onCreated={(savedSearch) =>
            show({ ...(criteriaOf(kind.criteria, savedSearch) ?? panelCriteria()), page: 1 }, savedSearch)
          }
        />
      )}
      {children}
    </div>
  );
}
