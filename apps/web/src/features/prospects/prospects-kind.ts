// Prospects as a search kind (/prospects; docs/prospects.md): the prospect manifest's words, routes, calls and
// permissions, with the prospect criteria, filters and columns.
import {
  defaultProspectSearchCriteria,
  PROSPECT_SORT_FIELDS,
  PROSPECTS_MANIFEST,
  prospectSearchCriteriaSchema,
} from '@leadsignal/contracts';
import { defineSearchKind } from '../../search-kit';
import { prospectName } from './format';
import { prospectColumns } from './prospect-columns';
import { prospectsFilterConfig } from './prospects-filter-config';

export const prospectsKind = defineSearchKind({
  manifest: PROSPECTS_MANIFEST,
  criteria: {
    schema: prospectSearchCriteriaSchema,
    defaults: defaultProspectSearchCriteria,
    sortFields: PROSPECT_SORT_FIELDS,
  },
  filters: prospectsFilterConfig,
  columns: prospectColumns,
  rowLabel: (row) => `prospect ${prospectName(row)}`,
});
