// The alert calls (ARCHITECTURE §3, Alerts). The search, saved-search, export and download-list calls are
// the search kit's, made from the alert paths; the ones only alerts have (one alert, revealing a contact's
// e-mail, configured into the kit's reveal flow) are here.
import {
  PERMISSIONS,
  type AlertSearchCriteria,
  type DownloadSelectedRequest,
  type RevealEmailResponse,
  type TriggerEvent,
  type TriggerEventDetail,
} from '@leadsignal/contracts';
import { baseApi } from '../../lib/base-api';
import { createSearchKindApi } from '../search/api';
import type { RevealConfig } from '../search/reveal';

export const alertsSearchApi = createSearchKindApi<AlertSearchCriteria, TriggerEvent>({
  kind: 'alerts',
  search: { path: 'event/gettriggerevents', rowsKey: 'triggerEvents' },
  savedSearches: {
    save: 'event/saveSearch',
    getDefault: 'event/getDefaultSaveSearch',
    getById: 'event/getSearch',
    list: 'event/listSaveSearch',
    delete: 'event/deleteEventSearch',
    setDefault: 'event/setDefaultEventSearch',
    updateMonitored: 'event/updateEventSearchesToMonitor',
    update: 'event/updateSaveSearch',
  },
  exports: {
    downloadAll: 'event/downloadAllTriggerEvents',
    downloadSelected: 'event/downloadSelectedTriggerEvents',
    list: 'event/getAllEventsCsvDownloads',
    selectedBody: (ids): DownloadSelectedRequest => ({ events: ids.map((id) => ({ id })) }),
  },
});

export const alertsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTriggerEventById: build.query<TriggerEventDetail, string>({
      query: (id) => ({ url: 'event/getById', method: 'POST', body: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Alerts', id }],
    }),
    // Free for a row already viewed, else 1 credit; 402 with the reason when none is left. The base query
    // toasts that reason.
    revealAlertEmail: build.mutation<RevealEmailResponse, string>({
      query: (id) => ({ url: 'event/getEmail', method: 'POST', body: { id } }),
      // The alert's details now carry the e-mail.
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: 'Alerts', id }]),
    }),
  }),
});

export const { useGetTriggerEventByIdQuery, useRevealAlertEmailMutation } = alertsApi;

/** The kit's reveal flow configured for alerts: event/getEmail reveals the e-mail only. */
export const alertsReveal: RevealConfig = {
  permission: PERMISSIONS.alertsReveal,
  useReveal: () => {
    const [revealEmail, { isLoading }] = useRevealAlertEmailMutation();
    return {
      busy: isLoading,
      reveal: async (id) => {
        const outcome = await revealEmail(id);
        if ('error' in outcome || !outcome.data) return null;
        return {
          email: outcome.data.data ?? null,
          isCreditDeducted: outcome.data.isCreditDeducted,
          monthlyAvailableCredits: outcome.data.monthlyAvailableCredit,
        };
      },
    };
  },
};
