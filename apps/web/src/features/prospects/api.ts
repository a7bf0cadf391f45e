// The prospect calls (docs/prospects.md). The search, saved-search, export and download-list calls are the
// search kit's, made from the prospect paths; one prospect and the reveal (configured into the kit's reveal
// flow: e-mail and phone for one credit, free once paid for) are here.
import {
  PERMISSIONS,
  type ProspectDetail,
  type Prospect,
  type ProspectDownloadSelectedRequest,
  type ProspectSearchCriteria,
  type RevealProspectResponse,
} from '@leadsignal/contracts';
import { baseApi } from '../../lib/base-api';
import { createSearchKindApi } from '../search/api';
import type { RevealConfig } from '../search/reveal';

export const prospectsSearchApi = createSearchKindApi<ProspectSearchCriteria, Prospect>({
  kind: 'prospects',
  search: { path: 'prospect/search', rowsKey: 'prospects' },
  savedSearches: {
    save: 'prospect/saveSearch',
    getDefault: 'prospect/getDefaultSaveSearch',
    getById: 'prospect/getSearch',
    list: 'prospect/getListSaveSearch',
    delete: 'prospect/deleteSaveSearch',
    setDefault: 'prospect/setDefaultSaveSearch',
    updateMonitored: 'prospect/updateSaveSearchesToMonitor',
    update: 'prospect/updateSaveSearch',
  },
  exports: {
    downloadAll: 'prospect/downloadAll',
    downloadSelected: 'prospect/downloadSelected',
    list: 'prospect/getAllProspectCsvDownloads',
    selectedBody: (ids): ProspectDownloadSelectedRequest => ({ prospects: ids.map((id) => ({ id })) }),
  },
});

export const prospectsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProspectById: build.query<ProspectDetail, string>({
      query: (id) => ({ url: 'prospect/getById', method: 'POST', body: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Prospects', id }],
    }),
    // Free for a person already paid for (through prospects or an alert), else 1 credit; 402 when none is
    // left (the base query toasts the reason).
    revealProspect: build.mutation<RevealProspectResponse, string>({
      query: (id) => ({ url: 'prospect/getEmail', method: 'POST', body: { id } }),
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: 'Prospects', id }]),
    }),
  }),
});

export const { useGetProspectByIdQuery, useRevealProspectMutation } = prospectsApi;

/** The kit's reveal flow configured for prospects: prospect/getEmail reveals the e-mail and the phone. */
export const prospectsReveal: RevealConfig = {
  permission: PERMISSIONS.prospectsReveal,
  useReveal: () => {
    const [revealProspect, { isLoading }] = useRevealProspectMutation();
    return {
      busy: isLoading,
      reveal: async (id) => {
        const outcome = await revealProspect(id);
        if ('error' in outcome || !outcome.data) return null;
        return {
          email: outcome.data.data ?? null,
          phone: outcome.data.phone ?? null,
          isCreditDeducted: outcome.data.isCreditDeducted,
          monthlyAvailableCredits: outcome.data.monthlyAvailableCredits,
        };
      },
    };
  },
};
