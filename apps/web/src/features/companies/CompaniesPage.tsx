// /registries, Registered Companies: the search kit's screen configured for companies, with what only
// companies have — the company detail modal (parent and subsidiaries open in place), Add to list for the
// selected rows (company lists open on /updateList) and Report inaccurate data. One dialog at a time: Report
// hides the details, which return when it closes.
import { PERMISSIONS, type RegisteredCompany } from '@leadsignal/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ReportDataModal } from '../../components/modals/ReportDataModal';
import { useAppSelector } from '../../stores/hooks';
import { selectAllowedPermissions } from '../../stores/session-slice';
import { AddToListModal } from '../lists/AddToListModal';
import { SearchScreen } from '../search';
import { companiesKind } from './companies-kind';
import { CompanyDetailModal, type CompanyToOpen } from './components/CompanyDetailModal';
import './companies.css';

export function CompaniesPage() {
  const [details, setDetails] = useState<CompanyToOpen | null>(null);
  const [reported, setReported] = useState<RegisteredCompany | null>(null);
  const [adding, setAdding] = useState<{ ids: string[]; clear: () => void } | null>(null);
  // Keeping lists of companies needs the companies save permission (docs/prospects.md, Lists).
  const canKeepLists = useAppSelector(selectAllowedPermissions).includes(PERMISSIONS.companiesSave);

  return (
    <SearchScreen
      kind={companiesKind}
      onOpenDetails={(row) => setDetails({ id: row.id, known: row })}
      selectionActions={(selected, clear) =>
        canKeepLists && (
          <Button
            variant="outline-primary"
            size="sm"
            disabled={selected.length === 0}
            title={selected.length === 0 ? 'Select companies to add them to a list' : undefined}
            onClick={() => setAdding({ ids: selected.map((row) => row.id), clear })}
          >
            Add to list{selected.length > 0 ? ` (${selected.length})` : ''}
          </Button>
        )
      }
    >
      <CompanyDetailModal
        company={details}
        show={reported === null}
        onHide={() => setDetails(null)}
        onOpen={setDetails}
        onReport={setReported}
      />
      <AddToListModal
        show={adding !== null}
        kind="companies"
        ids={adding?.ids ?? []}
        onHide={() => setAdding(null)}
        onAdded={() => adding?.clear()}
      />
      <ReportDataModal
        show={reported !== null}
        title="Report Inaccurate Data"
        reportedSource="Registered Companies"
        reportedSourceId={reported?.id ?? null}
        onHide={() => setReported(null)}
      />
    </SearchScreen>
  );
}
