// The export calls of the alerts screen and its downloads page (ARCHITECTURE §3, Alerts).
import {
  CsvDownloadStatus,
  UI_MESSAGES,
  type CsvDownload,
  type DownloadAllRequest,
  type DownloadAllResponse,
  type DownloadSelectedRequest,
  type DownloadSelectedResponse,
} from '@leadsignal/contracts';
import type { RootState } from '../../app/store';
import { baseApi } from '../../lib/base-api';
import { notifySuccess } from '../../lib/toast';

const ALERT_DOWNLOADS = { type: 'Downloads', id: 'alerts' } as const;

/** Downloads that were Queued or Processing in `before` and are Ready in `after`. */
export function newlyReady(before: readonly CsvDownload[], after: readonly CsvDownload[]): CsvDownload[] {
  const previous = new Map(before.map((download) => [download.id, download.status]));
  return after.filter((download) => {
    const status = previous.get(download.id);
    return download.status === CsvDownloadStatus.Ready && status !== undefined && status !== CsvDownloadStatus.Ready;
  });
}

export const downloadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAlertCsvDownloads: build.query<CsvDownload[], void>({
      query: () => 'event/getAllEventsCsvDownloads',
      providesTags: [ALERT_DOWNLOADS],
      // Whichever screen polls the list, a download that turns Ready is announced once (spec §8), and the
      // counters are fetched again because the worker charged for it.
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }): Promise<void> {
        const before = selectAlertCsvDownloads(getState() as RootState);
        const answer = await queryFulfilled.catch(() => null);
        if (!before || !answer || !newlyReady(before, answer.data).length) return;
        notifySuccess(UI_MESSAGES.csvReady);
        dispatch(baseApi.util.invalidateTags(['Me']));
      },
    }),
    // Both downloads answer their failures on screen (the insufficient-credit modal, or the spec's message).
    downloadAllAlerts: build.mutation<DownloadAllResponse, DownloadAllRequest>({
      query: (body) => ({ url: 'event/downloadAllTriggerEvents', method: 'POST', body }),
      extraOptions: { silent: true },
      invalidatesTags: (_result, error, body) => (!error && body.saveSearch ? ['SavedSearches'] : []),
      // The new download goes into the list as Queued at once, so the list's next answer sees it turn Ready
      // however fast the worker is.
      async onQueryStarted(body, { dispatch, getState, queryFulfilled }): Promise<void> {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        const queued: CsvDownload = {
          id: answer.data.id,
          name: body.csvDownloadName,
          kind: 'alerts',
          status: CsvDownloadStatus.Queued,
          totalRows: null,
          createdOn: new Date().toISOString(),
          completedOn: null,
          error: null,
          downloadUrl: null,
        };
        const list = selectAlertCsvDownloads(getState() as RootState) ?? [];
        await dispatch(downloadsApi.util.upsertQueryData('getAlertCsvDownloads', undefined, [queued, ...list]));
      },
    }),
    downloadSelectedAlerts: build.mutation<DownloadSelectedResponse, DownloadSelectedRequest>({
      query: (body) => ({ url: 'event/downloadSelectedTriggerEvents', method: 'POST', body }),
      extraOptions: { silent: true },
    }),
  }),
});

function selectAlertCsvDownloads(state: RootState): CsvDownload[] | undefined {
  return downloadsApi.endpoints.getAlertCsvDownloads.select()(state).data;
}

export const { useGetAlertCsvDownloadsQuery, useDownloadAllAlertsMutation, useDownloadSelectedAlertsMutation } =
  downloadsApi;
