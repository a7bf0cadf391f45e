// Prospects in a list (/updateList): the columns of a prospect list's members and what its keywords match.
import type { Prospect } from '@leadsignal/contracts';
import { formatDay } from '../../lib/format';
import { defineListKind } from '../../search-kit';
import { locationOf, prospectName, seniorityLabel } from './format';
import { prospectsKind } from './prospects-kind';

export const prospectList = defineListKind(prospectsKind, {
  searchBy: 'name or job title',
  columns: [
    { id: 'name', header: 'Name', cell: (row: Prospect) => prospectName(row) },
    { id: 'jobTitle', header: 'Job Title', cell: (row: Prospect) => row.jobTitle || '—' },
    { id: 'seniority', header: 'Seniority', cell: (row: Prospect) => seniorityLabel(row.seniority) },
    { id: 'company', header: 'Company', cell: (row: Prospect) => row.company?.name ?? '—' },
    { id: 'location', header: 'Location', cell: (row: Prospect) => locationOf(row) },
    {
      id: 'dateAdded',
      header: 'Date Added',
      className: 'text-nowrap',
      cell: (row: Prospect) => formatDay(row.dateAdded),
    },
  ],
});
