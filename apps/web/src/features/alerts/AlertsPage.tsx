// /alerts, Find Alerts (spec §2): the filter panel, Search and Clear Alerts, the server-paged results with
// selection kept across pages, and the Alert Information, Email, Confirm and Report Alerts modals.
import {
  DEFAULT_PAGE_SIZE,
  defaultSearchCriteria,
  UI_MESSAGES,
  type SearchCriteria,
  type TriggerEvent,
} from '@leadsignal/contracts';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { CreditBadge, DownloadLimitBadge } from '../../components/Badges';
import {
  buildCriteria,
  FilterPanel,
  filterStateFromCriteria,
  initialFilterState,
  type FilterState,
} from '../../components/filters';
import { ConfirmModal } from '../../components/modals/ConfirmModal';
import { EmailModal } from '../../components/modals/EmailModal';
import { ReportDataModal } from '../../components/modals/ReportDataModal';
import { useRowSelection } from '../../components/use-row-selection';
import { errorStatus } from '../../lib/base-api';
import { notifyError } from '../../lib/toast';
import { useAppSelector } from '../../stores/hooks';
import { selectDownloadLimit, selectMonthlyAvailableCredits } from '../../stores/shared-slice';
import { ExportMenu } from '../downloads';
import { CreateAlertModal, criteriaOf, SavedSearchNotice, useInitialAlertSearch } from '../saved-searches';
import { alertsFilterConfig } from './alerts-filter-config';
import { useLazyGetTriggerEventsQuery } from './api';
import { AlertInformationModal } from './components/AlertInformationModal';
import { AlertsTable } from './components/AlertsTable';
import { contactNameOf } from './format';
import { useEmailReveal } from './use-email-reveal';
import './alerts.css';

/** The criteria of a panel at its defaults: page 1 of 20 (spec §4, Clear). */
export function clearedCriteria(filters: FilterState = initialFilterState(alertsFilterConfig)): SearchCriteria {
  return buildCriteria(alertsFilterConfig, filters, {
    ...defaultSearchCriteria(),
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
  });
}

export function AlertsPage() {
  const credits = useAppSelector(selectMonthlyAvailableCredits);
  const downloadLimit = useAppSelector(selectDownloadLimit);
  const [filters, setFilters] = useState<FilterState>(() => initialFilterState(alertsFilterConfig));
  // Every search is a new object, so running the same criteria again (Clear twice) still searches.
  const [applied, setApplied] = useState<SearchCriteria>(() => clearedCriteria());
  const [fetchAlerts, { data, isFetching }] = useLazyGetTriggerEventsQuery();
  const selection = useRowSelection<TriggerEvent>();
  const [revealedEmails, setRevealedEmails] = useState<Readonly<Record<string, string | null>>>({});
  const [contactRow, setContactRow] = useState<TriggerEvent | null>(null);
  const [reportRow, setReportRow] = useState<TriggerEvent | null>(null);
  const emailReveal = useEmailReveal((id, email) => setRevealedEmails((known) => ({ ...known, [id]: email })));
  const [creatingAlert, setCreatingAlert] = useState(false);
  // Spec §4, on load: a saved search handed over, else ?ssid=, else the default, else a plain search.
  const initialSearch = useInitialAlertSearch(({ criteria }) => {
    const startFilters = criteria
      ? filterStateFromCriteria(alertsFilterConfig, criteria)
      : initialFilterState(alertsFilterConfig);
    setFilters(startFilters);
    setApplied(criteria ? { ...criteria, page: 1 } : clearedCriteria(startFilters));
  });

  useEffect(() => {
    // The first search waits for the starting saved search (if any), so it runs once, with its criteria.
    if (initialSearch.loading) return;
    let current = true;
    fetchAlerts(applied).then((result) => {
      if (!current) return;
      // A 401 has already sent the user to the login page.
      if (result.isError && 'status' in result.error && errorStatus(result.error) === 401) return;
      if (result.isError || !Array.isArray(result.data?.triggerEvents)) notifyError(UI_MESSAGES.alertsFailed);
    });
    return () => {
      current = false;
    };
  }, [applied, fetchAlerts, initialSearch.loading]);

  const rows = data?.triggerEvents ?? [];
  const totalCount = data?.totalCount ?? 0;
  const isViewed = (row: TriggerEvent) => row.isViewed || Object.hasOwn(revealedEmails, row.id);
  const showEmail = (row: TriggerEvent) =>
    emailReveal.start({
      id: row.id,
      contactName: contactNameOf(row),
      isViewed: isViewed(row),
      knownEmail: revealedEmails[row.id],
    });

  const search = () => setApplied(buildCriteria(alertsFilterConfig, filters, { ...applied, page: 1 }));
  const clear = () => {
    const cleared = initialFilterState(alertsFilterConfig);
    setFilters(cleared);
    selection.clear();
    initialSearch.setCurrent(null);
    setApplied(clearedCriteria(cleared));
  };

  return (
    <div className="alerts-page">
      <header className="alerts-header">
        <h1 className="h3 mb-0">Find Alerts</h1>
        <div className="alerts-header-badges">
          <ExportMenu
            criteria={applied}
            totalCount={totalCount}
            loading={isFetching}
            selectedRows={selection.selectedRows.map((row) => ({ id: row.id, isViewed: isViewed(row) }))}
            // The downloaded rows are viewed now: the page shows that once the search answers again.
            onDownloaded={() => void fetchAlerts(applied)}
          />
          <DownloadLimitBadge limit={downloadLimit} />
          <CreditBadge credits={credits} />
        </div>
      </header>
      <div className="alerts-layout">
        <aside className="alerts-filters" aria-label="Alert filters">
          <div className="alerts-filter-actions">
            <Button variant="primary" onClick={search}>
              Search
            </Button>
            <Button variant="outline-primary" onClick={() => setCreatingAlert(true)}>
              Create Alerts
            </Button>
            <Button variant="outline-secondary" onClick={clear}>
              Clear Alerts
            </Button>
          </div>
          <FilterPanel config={alertsFilterConfig} state={filters} onChange={setFilters} />
        </aside>
        <section className="alerts-results" aria-labelledby="alerts-results-heading">
          <div className="alerts-results-header">
            <h2 id="alerts-results-heading" className="h5 mb-0">
              Alerts
            </h2>
            <span className="text-muted" aria-live="polite">
              {isFetching
                ? 'Searching...'
                : `${totalCount.toLocaleString('en-US')} ${totalCount === 1 ? 'alert' : 'alerts'} found`}
            </span>
          </div>
          <SavedSearchNotice savedSearch={initialSearch.current} />
          <AlertsTable
            rows={rows}
            loading={isFetching || initialSearch.loading}
            totalCount={totalCount}
            page={applied.page}
            pageSize={applied.pageSize}
            onPageChange={(page) => setApplied({ ...applied, page })}
            onPageSizeChange={(pageSize) => setApplied({ ...applied, page: 1, pageSize })}
            selection={selection}
            isViewed={isViewed}
            onOpenContact={setContactRow}
            onShowEmail={showEmail}
          />
        </section>
      </div>
      <AlertInformationModal
        row={contactRow}
        revealedEmail={contactRow ? revealedEmails[contactRow.id] : undefined}
        onHide={() => setContactRow(null)}
        onRevealEmail={showEmail}
        onReport={setReportRow}
      />
      <CreateAlertModal
        show={creatingAlert}
        criteria={buildCriteria(alertsFilterConfig, filters, { ...applied, page: 1 })}
        onHide={() => setCreatingAlert(false)}
        onCreated={(savedSearch) => {
          // The new alert becomes current and the search runs again (spec §4, after saving).
          initialSearch.setCurrent(savedSearch);
          setApplied(criteriaOf(savedSearch) ?? buildCriteria(alertsFilterConfig, filters, { ...applied, page: 1 }));
        }}
      />
      <ConfirmModal {...emailReveal.confirmProps} />
      <EmailModal {...emailReveal.emailProps} />
      <ReportDataModal
        show={reportRow !== null}
        title="Report Alerts"
        reportedSource="Alerts"
        reportedSourceId={reportRow?.id ?? null}
        onHide={() => setReportRow(null)}
      />
    </div>
  );
}
