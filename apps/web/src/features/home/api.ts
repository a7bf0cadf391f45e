// The home dashboard's own calls (docs/home.md): record the visit "new since your last visit" counts from,
// the monitored searches with their new matches, and the default alert search's events per week and type.
// Credits, notifications and downloads use their features' calls, so /home shares their caches.
import type { HomeVisit, MonitoredSearchesSummary, TriggerEventTrend } from '@leadsignal/contracts';
import { baseApi } from '../../lib/base-api';

export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    recordHomeVisit: build.mutation<HomeVisit, void>({
      query: () => ({ url: 'home/visit', method: 'POST' }),
    }),
    getMonitoredSearches: build.query<MonitoredSearchesSummary, void>({
      query: () => 'home/monitored-searches',
    }),
    getTriggerEventTrend: build.query<TriggerEventTrend, void>({
      query: () => 'home/trigger-event-trend',
    }),
  }),
});

export const { useRecordHomeVisitMutation, useGetMonitoredSearchesQuery, useGetTriggerEventTrendQuery } = homeApi;
