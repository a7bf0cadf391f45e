// /prospects, Find Prospects: the search kit's screen configured for prospects, with the kit's reveal flow
// (prospectsReveal: prospect/getEmail, e-mail and phone), the prospect's details, Add to list for the selected
// rows, and Report.
import { PROSPECTS_MANIFEST, type Prospect } from '@leadsignal/contracts';
import { useState } from 'react';
import { ReportDataModal } from '../../components/modals/ReportDataModal';
import { RevealContext, SearchScreen, useAddToList, useRevealFlow } from '../../search-kit';
import { prospectsReveal } from './api';
import { ProspectDetailModal } from './components/ProspectDetailModal';
import { prospectsKind } from './prospects-kind';
import './prospects.css';

export function ProspectsPage() {
  const [detailRow, setDetailRow] = useState<Prospect | null>(null);
  const [reportRow, setReportRow] = useState<Prospect | null>(null);
  const addToList = useAddToList<Prospect>(PROSPECTS_MANIFEST);
  const reveal = useRevealFlow(prospectsReveal);

  return (
    <RevealContext.Provider value={reveal.state}>
      <SearchScreen
        kind={prospectsKind}
        isViewed={reveal.state.isViewed}
        onOpenDetails={setDetailRow}
        selectionActions={addToList.action}
      >
        <ProspectDetailModal row={detailRow} onHide={() => setDetailRow(null)} onReport={setReportRow} />
        {reveal.modals}
        {addToList.modal}
        <ReportDataModal
          show={reportRow !== null}
          title={PROSPECTS_MANIFEST.labels.reportTitle}
          reportedSource="Prospects"
          reportedSourceId={reportRow?.id ?? null}
          onHide={() => setReportRow(null)}
        />
      </SearchScreen>
    </RevealContext.Provider>
  );
}
