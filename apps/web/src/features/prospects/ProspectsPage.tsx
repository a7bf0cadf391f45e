// /prospects (issue 12): the search kit's screen configured for prospects, with the kit's reveal flow
// (prospectsReveal: prospect/getEmail, e-mail and phone), the prospect's details, Add to list for the selected
// rows, and Report inaccurate data.
import type { Prospect } from '@leadsignal/contracts';
import { useState } from 'react';
import { ReportDataModal } from '../../components/modals/ReportDataModal';
import { useAddToList } from '../lists/use-add-to-list';
import { SearchScreen } from '../search';
import { RevealContext, useRevealFlow } from '../search/reveal';
import { prospectsReveal } from './api';
import { ProspectDetailModal } from './components/ProspectDetailModal';
import { prospectsKind } from './prospects-kind';
import './prospects.css';

export function ProspectsPage() {
  const [detailRow, setDetailRow] = useState<Prospect | null>(null);
  const [reportRow, setReportRow] = useState<Prospect | null>(null);
  const addToList = useAddToList<Prospect>('prospects');
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
          title="Report inaccurate data"
          reportedSource="Prospects"
          reportedSourceId={reportRow?.id ?? null}
          onHide={() => setReportRow(null)}
        />
      </SearchScreen>
    </RevealContext.Provider>
  );
}
