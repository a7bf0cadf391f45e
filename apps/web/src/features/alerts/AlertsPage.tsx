// /alerts, Find Alerts (spec §2): the search kit's screen configured for alerts, with the kit's reveal flow
// (alertsReveal: event/getEmail) and what only alerts have — Alert Information and Report Alerts.
import { ALERTS_MANIFEST, type TriggerEvent } from '@leadsignal/contracts';
import { useState } from 'react';
import { ReportDataModal } from '../../components/modals/ReportDataModal';
import { clearedCriteria as clearedSearchCriteria, RevealContext, SearchScreen, useRevealFlow } from '../../search-kit';
import { alertsKind } from './alerts-kind';
import { alertsReveal } from './api';
import { AlertInformationModal } from './components/AlertInformationModal';
import { contactNameOf } from './format';
import './alerts.css';

/** The alert criteria at their defaults: page 1 of 20, newest first (spec §4, Clear). */
export const clearedCriteria = () => clearedSearchCriteria(alertsKind);

export function AlertsPage() {
  const [contactRow, setContactRow] = useState<TriggerEvent | null>(null);
  const [reportRow, setReportRow] = useState<TriggerEvent | null>(null);
  const reveal = useRevealFlow(alertsReveal);
  const { isViewed } = reveal.state;
  const showEmail = (row: TriggerEvent) =>
    reveal.state.start({ id: row.id, contactName: contactNameOf(row), isViewed: isViewed(row) });

  return (
    <RevealContext.Provider value={reveal.state}>
      <SearchScreen kind={alertsKind} isViewed={isViewed} onOpenDetails={setContactRow}>
        <AlertInformationModal
          row={contactRow}
          canReveal={reveal.state.canReveal}
          revealedEmail={contactRow ? reveal.state.revealed(contactRow.id)?.email : undefined}
          onHide={() => setContactRow(null)}
          onRevealEmail={showEmail}
          onReport={setReportRow}
        />
        {reveal.modals}
        <ReportDataModal
          show={reportRow !== null}
          title={ALERTS_MANIFEST.labels.reportTitle}
          reportedSource="Alerts"
          reportedSourceId={reportRow?.id ?? null}
          onHide={() => setReportRow(null)}
        />
      </SearchScreen>
    </RevealContext.Provider>
  );
}
