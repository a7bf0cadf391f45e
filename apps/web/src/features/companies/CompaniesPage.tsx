// /registries, Registered Companies: the search kit's screen configured for companies, with what only
// companies have — the company detail modal (parent and subsidiaries open in place), Add to list for the
// selected rows (company lists open on /updateList) and Report. One dialog at a time: Report hides the
// details, which return when it closes.
import { COMPANIES_MANIFEST, type RegisteredCompany } from '@leadsignal/contracts';
import { useState } from 'react';
import { ReportDataModal } from '../../components/modals/ReportDataModal';
import { SearchScreen, useAddToList } from '../../search-kit';
import { companiesKind } from './companies-kind';
import { CompanyDetailModal, type CompanyToOpen } from './components/CompanyDetailModal';
import './companies.css';

export function CompaniesPage() {
  const [details, setDetails] = useState<CompanyToOpen | null>(null);
  const [reported, setReported] = useState<RegisteredCompany | null>(null);
  const addToList = useAddToList<RegisteredCompany>(COMPANIES_MANIFEST);

  return (
    <SearchScreen
      kind={companiesKind}
      onOpenDetails={(row) => setDetails({ id: row.id, known: row })}
      selectionActions={addToList.action}
    >
      <CompanyDetailModal
        company={details}
        show={reported === null}
        onHide={() => setDetails(null)}
        onOpen={setDetails}
        onReport={setReported}
      />
      {addToList.modal}
      <ReportDataModal
        show={reported !== null}
        title={COMPANIES_MANIFEST.labels.reportTitle}
        reportedSource="Registered Companies"
        reportedSourceId={reported?.id ?? null}
        onHide={() => setReported(null)}
      />
    </SearchScreen>
  );
}
