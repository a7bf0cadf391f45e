// A search kind of the kit's own specs: widgets, with a manifest, paths, words and a small criteria schema of
// their own. If the kit works for this and for alerts, companies and prospects, it is configured, not copied.
// Its `kind` is one the contracts know ('companies'), because saved searches and CSV downloads carry a SearchKind;
// nothing else of it is the companies'.
import {
  arrivalWindowShape,
  criterionFlag,
  criterionListSchema,
  paginationShape,
  PERMISSIONS,
  sortShape,
  type KindManifest,
} from '@leadsignal/contracts';
import { z } from 'zod';
import type { FilterConfig } from '../../src/components/filters';
import { defineSearchKind } from '../../src/search-kit';

export const widgetCriteriaSchema = z.strictObject({
  isIndustriesSelected: criterionFlag(),
  industries: criterionListSchema,
  isNamesSelected: criterionFlag(),
  names: criterionListSchema,
  namesExactMatch: z.boolean().default(true),
  isActiveSelected: criterionFlag(true),
  ...arrivalWindowShape,
  ...paginationShape,
  ...sortShape(['name', 'employees'] as const, 'name', 'asc'),
});
export type WidgetCriteria = z.infer<typeof widgetCriteriaSchema>;

export interface WidgetRow {
  id: string;
  name: string;
  isViewed: boolean;
}

export const WIDGETS_MANIFEST: KindManifest = {
  kind: 'companies',
  nouns: { one: 'widget', many: 'widgets' },
  labels: {
    title: 'Find Widgets',
    results: 'Widgets',
    create: 'Save Search',
    clear: 'Clear Filters',
    createTitle: 'Save Widget Search',
    notificationsHint: 'Hear about new widgets that match.',
    csvDownloadTitle: 'Widgets CSV Download',
    selectedFileName: 'widgets.csv',
    savedSearchesTitle: 'Saved Widget Searches',
    savedSearchesTable: 'Saved widget searches',
    savedSearchesLink: 'Saved widget searches',
    savedSearchesDescription: 'Run the widget searches you saved.',
    downloadsTitle: 'Widget CSV Downloads',
    downloadsTable: 'Widget CSV downloads',
    downloadsLink: 'Widget downloads',
    downloadsDescription: 'Download your widget exports.',
    searchDescription: 'Search widgets.',
    area: 'Widgets',
    report: 'Report',
    reportTitle: 'Report a widget',
    paidBefore: 'downloaded',
  },
  messages: {
    searchFailed: 'Failed to get the widgets.',
    created: 'Widget search saved.',
    createFailed: 'Failed to save the widget search.',
    downloadAllFailed: 'Failed to download all the widgets.',
    downloadSelectedFailed: 'Failed to download the selected widgets.',
    viewingSavedSearch: (name) => `You are viewing the saved widget search '${name}'`,
    staleSavedSearch: (name, reason) => `The widget search '${name}' can no longer be applied: ${reason}`,
  },
  routes: { search: '/widgets', savedSearches: '/managewidgetsearch', downloads: '/widgetcsvdownload' },
  api: {
    search: 'widget/search',
    rowsKey: 'widgets',
    getById: 'widget/getById',
    reveal: null,
    savedSearches: {
      prefix: 'widget',
      save: 'saveSearch',
      getDefault: 'getDefaultSaveSearch',
      get: 'getSearch',
      list: 'getListSaveSearch',
      delete: 'deleteSaveSearch',
      setDefault: 'setDefaultSaveSearch',
      setMonitored: 'updateSaveSearchesToMonitor',
      update: 'updateSaveSearch',
    },
    exports: {
      prefix: 'widget',
      selected: 'downloadSelected',
      all: 'downloadAll',
      list: 'getAllWidgetCsvDownloads',
      estimate: 'downloadEstimate',
      selectedKey: 'widgets',
    },
  },
  permissions: {
    search: PERMISSIONS.companiesSearch,
    export: PERMISSIONS.companiesExport,
    save: PERMISSIONS.companiesSave,
    reveal: null,
  },
  paysFor: 'company',
};

const widgetFilters: FilterConfig<WidgetCriteria> = {
  id: 'widgets-filter',
  groups: [
    {
      id: 'widget',
      title: 'Widget Requirements',
      criteria: [
        {
          id: 'industries',
          name: 'Industry',
          kind: 'multiSelect',
          flag: 'isIndustriesSelected',
          field: 'industries',
          options: [
            { value: 'software', label: 'Software' },
            { value: 'retail', label: 'Retail' },
          ],
        },
        {
          id: 'names',
          name: 'Widget Name',
          kind: 'tags',
          flag: 'isNamesSelected',
          field: 'names',
          exactMatchField: 'namesExactMatch',
        },
        {
          id: 'active',
          name: 'Active Only',
          kind: 'checkbox',
          flag: 'isActiveSelected',
          defaultEnabled: true,
          description: 'Only widgets still made.',
        },
      ],
    },
  ],
};

export const widgetsKind = defineSearchKind({
  manifest: WIDGETS_MANIFEST,
  criteria: {
    schema: widgetCriteriaSchema,
    defaults: () => widgetCriteriaSchema.parse({}),
    sortFields: ['name', 'employees'],
  },
  filters: widgetFilters,
  columns: [
    { id: 'name', header: 'Widget', cell: (row: WidgetRow) => row.name },
    {
      id: 'open',
      header: 'Details',
      cell: (row: WidgetRow, context) => (
        <button type="button" onClick={() => context.openDetails(row)}>
          Open {row.name}
        </button>
      ),
    },
  ],
  rowLabel: (row) => `widget ${row.name}`,
});

export const WIDGET_PERMISSIONS = [PERMISSIONS.companiesSearch, PERMISSIONS.companiesExport, PERMISSIONS.companiesSave];

export function widgetRow(n: number, overrides: Partial<WidgetRow> = {}): WidgetRow {
  return {
    id: `0190a6c2-0000-7000-8000-${String(n).padStart(12, '0')}`,
    name: `Widget ${n}`,
    isViewed: false,
    ...overrides,
  };
}
