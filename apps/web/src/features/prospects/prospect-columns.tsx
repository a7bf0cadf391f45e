// The prospect results: name (opens the prospect's details), job title, seniority, company (opens
// the details at the company), location, the e-mail and phone reveal cells (one column), date added; name, seniority,
// company and date added sort on the server.
import type { Prospect, ProspectSortField } from '@leadsignal/contracts';
import Button from 'react-bootstrap/Button';
import { CompanyLogo } from '../../components/CompanyLogo';
import { RevealCell, type SearchColumn } from '../../search-kit';
import { formatDay } from '../../lib/format';
import { locationOf, prospectName, seniorityLabel } from './format';

export const prospectColumns: readonly SearchColumn<Prospect, ProspectSortField>[] = [
  {
    id: 'name',
    header: 'Name',
    sortBy: 'name',
    className: 'prospects-col-name',
    cell: (row, context) => (
      <Button variant="link" size="sm" className="p-0 text-start" onClick={() => context.openDetails(row)}>
        {prospectName(row)}
      </Button>
    ),
  },
  { id: 'jobTitle', header: 'Job Title', className: 'prospects-col-title', cell: (row) => row.jobTitle || '—' },
  { id: 'seniority', header: 'Seniority', sortBy: 'seniority', cell: (row) => seniorityLabel(row.seniority) },
  {
    id: 'company',
    header: 'Company',
    sortBy: 'company',
    className: 'prospects-col-company',
    cell: (row, context) =>
      row.company ? (
        <span className="prospects-company">
          <CompanyLogo name={row.company.name} domain={row.company.domain} logo={row.company.logo} size={24} />
          <Button
            variant="link"
            size="sm"
            className="p-0 text-start"
            aria-label={`Company details of ${prospectName(row)}: ${row.company.name}`}
            onClick={() => context.openDetails(row)}
          >
            {row.company.name}
          </Button>
        </span>
      ) : (
        '—'
      ),
  },
  { id: 'location', header: 'Location', className: 'prospects-col-location', cell: (row) => locationOf(row) },
  {
    // E-mail and phone share a column: two icons side by side, each revealed value on its own line.
    id: 'contact',
    header: 'Contact',
    className: 'prospects-col-contact',
    cell: (row) => (
      <span className="prospects-contact">
        <RevealCell row={row} channel="email" available={row.hasEmail} contactName={prospectName(row)} />
        <RevealCell row={row} channel="phone" available={row.hasPhone} contactName={prospectName(row)} />
      </span>
    ),
  },
  {
    id: 'dateAdded',
    header: 'Date Added',
    sortBy: 'dateAdded',
    className: 'text-nowrap',
    cell: (row) => formatDay(row.dateAdded),
  },
];
