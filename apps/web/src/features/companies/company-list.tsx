// Registered companies in a list (/updateList): the columns of a company list's members and what its keywords
// match.
import type { RegisteredCompany } from '@leadsignal/contracts';
import { CellText } from '../../components/CellText';
import { ExternalLink } from '../../components/ExternalLink';
import { defineListKind } from '../../search-kit';
import { companiesKind } from './companies-kind';
import { CompanyStatusBadge } from './company-columns';
import { industryLabel, locationOf } from './format';

export const companyList = defineListKind(companiesKind, {
  // The company keywords match words of the names and the description (docs/companies.md).
  searchBy: 'name or description',
  columns: [
    { id: 'name', header: 'Name', cell: (row: RegisteredCompany) => <CellText text={row.name} /> },
    {
      id: 'website',
      header: 'Website',
      cell: (row: RegisteredCompany) => (
        <CellText text={row.domain}>
          <ExternalLink href={row.website || row.domain}>{row.domain}</ExternalLink>
        </CellText>
      ),
    },
    {
      id: 'industry',
      header: 'Industry',
      cell: (row: RegisteredCompany) => <CellText text={industryLabel(row.industry)} />,
    },
    { id: 'location', header: 'Location', cell: (row: RegisteredCompany) => <CellText text={locationOf(row)} /> },
    { id: 'status', header: 'Status', cell: (row: RegisteredCompany) => <CompanyStatusBadge status={row.status} /> },
  ],
});
