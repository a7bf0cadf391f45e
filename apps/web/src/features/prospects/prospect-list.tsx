// Prospects in a list (/updateList): the columns of a prospect list's members and what its keywords match.
import type { Prospect } from '@leadsignal/contracts';
import { formatDay } from '../../lib/format';
import type { ListKindConfig } from '../../search-kit';
import { locationOf, prospectName, seniorityLabel } from './format';
import { prospectsKind } from './prospects-kind';

export const prospectList: ListKindConfig<
  ReturnType<typeof prospectsKind.criteria.defaults>,
  Prospect,
  (typeof prospectsKind.criteria.sortFields)[number]
> = {
  kind: prospectsKind,
  searchBy: 'name or job title',
  columns: [
    { id: 'name', header: 'Name', cell: (row) => prospectName(row) },
    { id: 'jobTitle', header: 'Job Title', cell: (row) => row.jobTitle || '—' },
    { id: 'seniority', header: 'Seniority', cell: (row) => seniorityLabel(row.seniority) },
    { id: 'company', header: 'Company', cell: (row) => row.company?.name ?? '—' },
    { id: 'location', header: 'Location', cell: (row) => locationOf(row) },
    { id: 'dateAdded', header: 'Date Added', className: 'text-nowrap', cell: (row) => formatDay(row.dateAdded) },
  ],
};
