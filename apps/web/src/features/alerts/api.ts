// The alert calls (ARCHITECTURE §3, Alerts): the search, one alert, and revealing a contact's e-mail.
import type {
  RevealEmailResponse,
  SearchCriteria,
  TriggerEventDetail,
  TriggerEventsResponse,
} from '@leadsignal/contracts';
import { baseApi } from '../../lib/base-api';

export const alertsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTriggerEvents: build.query<TriggerEventsResponse, SearchCriteria>({
      query: (criteria) => ({ url: 'event/gettriggerevents', method: 'POST', body: criteria }),
      providesTags: [{ type: 'Alerts', id: 'SEARCH' }],
      // The screen answers a failed search with "Failed to get the alerts." (spec §8).
      extraOptions: { silent: true },
    }),
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

export const { useLazyGetTriggerEventsQuery, useGetTriggerEventByIdQuery, useRevealAlertEmailMutation } = alertsApi;
