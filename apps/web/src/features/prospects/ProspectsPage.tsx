// /prospects (issue 12): the search kit's screen configured for prospects, with the kit's reveal flow
// (prospectsReveal: prospect/getEmail, e-mail and phone), the prospect's details, Add to list for the selected
// rows, and Report inaccurate data.
import { PERMISSIONS, type Prospect } from '@leadsignal/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ReportDataModal } from '../../components/modals/ReportDataModal';
import { useAppSelector } from '../../stores/hooks';
import { selectAllowedPermissions } from '../../stores/session-slice';
import { AddToListModal } from '../lists/AddToListModal';
import { SearchScreen } from '../search';
import { RevealContext, useRevealFlow } from '../search/reveal';
import { prospectsReveal } from './api';
import { ProspectDetailModal } from './components/ProspectDetailModal';
import { prospectsKind } from './prospects-kind';
import './prospects.css';

export function ProspectsPage() {
  const [detailRow, setDetailRow] = useState<Prospect | null>(null);
  const [reportRow, setReportRow] = useState<Prospect | null>(null);
  const [adding, setAdding] = useState<{ ids: string[]; clear: () => void } | null>(null);
  // Keeping lists of prospects needs the prospects save permission (docs/prospects.md).
  const canKeepLists = useAppSelector(selectAllowedPermissions).includes(PERMISSIONS.prospectsSave);
  const reveal = useRevealFlow(prospectsReveal);

  return (
    <RevealContext.Provider value={reveal.state}>
      <SearchScreen
        kind={prospectsKind}
        isViewed={reveal.state.isViewed}
        onOpenDetails={setDetailRow}
        selectionActions={(selected, clear) =>
          canKeepLists && (
            <Button
              variant="outline-primary"
              size="sm"
              disabled={selected.length === 0}
              title={selected.length === 0 ? 'Select prospects to add them to a list' : undefined}
              onClick={() => setAdding({ ids: selected.map((row) => row.id), clear })}
            >
              Add to list{selected.length > 0 ? ` (${selected.length})` : ''}
            </Button>
          )
        }
      >
        <ProspectDetailModal row={detailRow} onHide={() => setDetailRow(null)} onReport={setReportRow} />
        {reveal.modals}
        <AddToListModal
          show={adding !== null}
          kind="prospects"
          ids={adding?.ids ?? []}
          onHide={() => setAdding(null)}
          onAdded={() => adding?.clear()}
        />
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
