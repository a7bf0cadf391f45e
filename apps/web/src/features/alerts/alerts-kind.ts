// Trigger-event alerts as a search kind: the first configuration of the search kit (spec §2 Find Alerts,
// /managealertsavesearch, /eventscsvdownload).
import {
  ALERT_SORT_FIELDS,
  alertSearchCriteriaSchema,
  defaultAlertSearchCriteria,
  PERMISSIONS,
  UI_MESSAGES,
} from '@leadsignal/contracts';
import { defineSearchKind } from '../search/kind';
import { alertColumns } from './alert-columns';
import { alertsFilterConfig } from './alerts-filter-config';
import { alertsSearchApi } from './api';

export const ALERT_ROUTES = {
  search: '/alerts',
  savedSearches: '/managealertsavesearch',
  downloads: '/eventscsvdownload',
} as const;

export const alertsKind = defineSearchKind({
  id: 'alerts',
  criteria: {
    schema: alertSearchCriteriaSchema,
    defaults: defaultAlertSearchCriteria,
    sortFields: ALERT_SORT_FIELDS,
  },
  filters: alertsFilterConfig,
  columns: alertColumns,
  api: alertsSearchApi,
  labels: {
    one: 'alert',
    many: 'alerts',
    title: 'Find Alerts',
    results: 'Alerts',
    create: 'Create Alerts',
    clear: 'Clear Alerts',
    createTitle: 'Create Alert',
    notificationsHint: 'Get a notification and an e-mail when new alerts match this search.',
    csvDownloadTitle: 'Alerts CSV Download',
    selectedFileName: 'alerts.csv',
    savedSearchesTitle: 'Saved Alert Searches',
    savedSearchesTable: 'Saved alert searches',
    downloadsTitle: 'Alert CSV Downloads',
    downloadsTable: 'Alert CSV downloads',
    row: (row) => `alert ${row.title}`,
  },
  messages: {
    searchFailed: UI_MESSAGES.alertsFailed,
    created: UI_MESSAGES.alertCreated,
    createFailed: UI_MESSAGES.alertCreateFailed,
    downloadAllFailed: UI_MESSAGES.downloadAllFailed,
    downloadSelectedFailed: UI_MESSAGES.downloadSelectedFailed,
    viewingSavedSearch: UI_MESSAGES.viewingSavedAlert,
    staleSavedSearch: (name, reason) =>
      `The alert '${name}' can no longer be applied: ${reason} Showing all alerts instead; create the alert again to fix it.`,
  },
  permissions: {
    search: PERMISSIONS.alertsSearch,
    export: PERMISSIONS.alertsExport,
    save: PERMISSIONS.alertsSave,
  },
  routes: ALERT_ROUTES,
});
