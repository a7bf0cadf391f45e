// The registered-company calls (spec §7 "Registered companies"; docs/companies.md). The search, saved-search,
// export and download-list calls are the search kit's, made from the company paths; one company in detail is
// here.
import type {
  CompanyDetail,
  CompanyDownloadSelectedRequest,
  CompanySearchCriteria,
  RegisteredCompany,
} from '@leadsignal/contracts';
import { baseApi } from '../../lib/base-api';
import { createSearchKindApi } from '../search/api';

export const companiesSearchApi = createSearchKindApi<CompanySearchCriteria, RegisteredCompany>({
  kind: 'companies',
  search: { path: 'company/registered/search', rowsKey: 'companies' },
  savedSearches: {
    save: 'company/registered/saveSearch',
    getDefault: 'company/registered/getDefaultSaveSearch',
    getById: 'company/registered/getSearch',
    list: 'company/registered/getListSaveSearch',
    delete: 'company/registered/deleteSaveSearch',
    setDefault: 'company/registered/setDefaultSaveSearch',
    updateMonitored: 'company/registered/updateSaveSearchesToMonitor',
    update: 'company/registered/updateSaveSearch',
  },
  exports: {
    downloadAll: 'company/downloadAll',
    downloadSelected: 'company/downloadSelected',
    list: 'company/getAllRegisteredCompanyCsvDownloads',
    selectedBody: (ids): CompanyDownloadSelectedRequest => ({ companies: ids.map((id) => ({ id })) }),
  },
});

export const companiesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCompanyById: build.query<CompanyDetail, string>({
      query: (id) => ({ url: 'company/getById', method: 'POST', body: { id } }),
    }),
  }),
});

export const { useGetCompanyByIdQuery } = companiesApi;
