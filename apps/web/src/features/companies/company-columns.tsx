// The columns of the registered-company results: name with its logo (opens the company's details), website,
// industry, size, revenue, location, incorporation date, status with the relationship under it, and date
// added, each value by its label; name, size, incorporation date and date added sort on the server. Logo and
// relationship share columns so that the table fits its card at 1280 px and wider.
import type { CompanySortField, RegisteredCompany } from '@leadsignal/contracts';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { CellText } from '../../components/CellText';
import { CompanyLogo } from '../../components/CompanyLogo';
import { ExternalLink } from '../../components/ExternalLink';
import type { SearchColumn } from '../../search-kit';
import {
  employeeSizeLabel,
  industryLabel,
  locationOf,
  NONE,
  relationshipLabel,
  revenueLabel,
  statusLabel,
} from './format';
import { formatDay } from '../../lib/format';

const STATUS_COLOURS: Record<string, string> = {
  active: 'success',
  dormant: 'secondary',
  in_liquidation: 'warning',
  dissolved: 'danger',
  acquired: 'info',
};

export function CompanyStatusBadge({ status }: { status: string }) {
  return (
    <Badge bg={STATUS_COLOURS[status] ?? 'secondary'} text={status === 'in_liquidation' ? 'dark' : undefined}>
      {statusLabel(status)}
    </Badge>
  );
}

export const companyColumns: readonly SearchColumn<RegisteredCompany, CompanySortField>[] = [
  {
    id: 'name',
    header: 'Name',
    sortBy: 'name',
    className: 'companies-col-name',
    // The logo sits beside the name rather than in a column of its own: one column less to fit.
    cell: (row, context) => (
      <div className="companies-name-cell">
        <CompanyLogo name={row.name} domain={row.domain} logo={row.logo} />
        <CellText text={row.name}>
          <Button
            variant="link"
            size="sm"
            className="p-0 text-start companies-name"
            title={`Open the details of ${row.name}`}
            onClick={() => context.openDetails(row)}
          >
            {row.name}
          </Button>
        </CellText>
      </div>
    ),
  },
  {
    id: 'website',
    header: 'Website',
    className: 'companies-col-website',
    cell: (row) => (
      <CellText text={row.domain}>
        <ExternalLink href={row.website || row.domain}>{row.domain}</ExternalLink>
      </CellText>
    ),
  },
  {
    id: 'industry',
    header: 'Industry',
    className: 'companies-col-industry',
    cell: (row) => <CellText text={industryLabel(row.industry)} />,
  },
  {
    id: 'employeeSize',
    header: 'Size',
    sortBy: 'employeeSize',
    className: 'companies-col-short',
    cell: (row) => employeeSizeLabel(row.employeeSize),
  },
  { id: 'revenue', header: 'Revenue', className: 'companies-col-short', cell: (row) => revenueLabel(row.revenueBand) },
  {
    id: 'location',
    header: 'Location',
    className: 'companies-col-location',
    cell: (row) => <CellText text={locationOf(row)} />,
  },
  {
    id: 'incorporationDate',
    header: 'Incorporated',
    sortBy: 'incorporationDate',
    className: 'companies-col-date',
    cell: (row) => formatDay(row.incorporationDate),
  },
  {
    id: 'status',
    header: (
      <>
        Status
        <span className="d-block fw-normal">Relationship</span>
      </>
    ),
    className: 'companies-col-status',
    label: 'Status / Relationship',
    // The relationship (Parent, Subsidiary, Affiliate) under the status badge, "—" when it has none.
    cell: (row) => (
      <>
        <CompanyStatusBadge status={row.status} />
        <span className="d-block">{row.relationship ? relationshipLabel(row.relationship) : NONE}</span>
      </>
    ),
  },
  {
    id: 'dateAdded',
    header: 'Date Added',
    sortBy: 'dateAdded',
    className: 'companies-col-date',
    cell: (row) => formatDay(row.dateAdded),
  },
];
