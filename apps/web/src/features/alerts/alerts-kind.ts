// Trigger-event alerts as a search kind (spec §2 Find Alerts): the alert manifest's words, routes, calls and
// permissions, with the alert criteria, filters and columns.
import {
  ALERT_SORT_FIELDS,
  ALERTS_MANIFEST,
  alertSearchCriteriaSchema,
  defaultAlertSearchCriteria,
} from '@leadsignal/contracts';
import { defineSearchKind } from '../../search-kit';
import { alertColumns } from './alert-columns';
import { alertsFilterConfig } from './alerts-filter-config';

export const alertsKind = defineSearchKind({
  manifest: ALERTS_MANIFEST,
  criteria: {
    schema: alertSearchCriteriaSchema,
    defaults: defaultAlertSearchCriteria,
    sortFields: ALERT_SORT_FIELDS,
  },
  filters: alertsFilterConfig,
  columns: alertColumns,
  rowLabel: (row) => `alert ${row.title}`,
});
