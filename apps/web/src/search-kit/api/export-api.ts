// The export calls of a search kind and its CSV-download list (ARCHITECTURE §3, §5), on the paths of its
// manifest: queue every result (export-all, the worker writes the file), download the selected rows at once
// (the body's list named by the manifest's selectedKey: alerts send {events: [{id}]}), and the list of the
// kind's downloads, and what a download would charge (the estimate). Every kind answers the same shapes on its
// own paths, so the endpoints are written once here and made per kind under names prefixed by it.
import {
  CsvDownloadStatus,
  exportPath,
  UI_MESSAGES,
  type CsvDownload,
  type DownloadAllResponse,
  type DownloadEstimate,
  type DownloadSelectedResponse,
  type KindManifest,
} from '@leadsignal/contracts';
import type { TypedUseMutation, TypedUseQuery } from '@reduxjs/toolkit/query/react';
import { baseApi, type AppBaseQuery, type ApiState } from '../../lib/base-api';
import { notifySuccess } from '../../lib/toast';
import { oncePerKind } from './once-per-kind';

/** What export-all sends besides the criteria (spec §2, the CSV download modal). */
export interface DownloadAllOptions {
  csvDownloadName: string;
  saveSearch: boolean;
  enableNotification: boolean;
}

/** What an estimate is about: the selected rows' ids (in selection order), or the export-all's criteria. */
export type EstimateRequest<C> = { ids: readonly string[] } | { criteria: C };

export interface ExportApi<C> {
  /** POST exports.prefix/exports.estimate: what the download would charge, counted as the server charges. */
  useEstimateMutation: TypedUseMutation<DownloadEstimate, EstimateRequest<C>, AppBaseQuery>;
  useDownloadAllMutation: TypedUseMutation<DownloadAllResponse, C & DownloadAllOptions, AppBaseQuery>;
  /** Takes the ids of the rows to download, in selection order. */
  useDownloadSelectedMutation: TypedUseMutation<DownloadSelectedResponse, readonly string[], AppBaseQuery>;
  useListQuery: TypedUseQuery<CsvDownload[], void, AppBaseQuery>;
  /** The list as the cache holds it (for a screen that shows several kinds' lists at once, e.g. /home). */
  selectListState: (state: ApiState) => { data?: CsvDownload[]; isSuccess: boolean; isError: boolean };
  /** DELETE exports/:id (the owner's finished download, file and row); failures toast their reason. */
  useDeleteMutation: TypedUseMutation<{ id: string }, string, AppBaseQuery>;
}

/** Downloads that were Queued or Processing in `before` and are Ready in `after`. */
export function newlyReady(before: readonly CsvDownload[], after: readonly CsvDownload[]): CsvDownload[] {
  const previous = new Map(before.map((download) => [download.id, download.status]));
  return after.filter((download) => {
    const status = previous.get(download.id);
    return download.status === CsvDownloadStatus.Ready && status !== undefined && status !== CsvDownloadStatus.Ready;
  });
}

/** The export endpoints of one kind (made once). */
export const exportEndpoints = oncePerKind((manifest: KindManifest): ExportApi<unknown> => {
  const { kind } = manifest;
  const { selectedKey } = manifest.api.exports;
  const name = (endpoint: string) => `${kind}Export${endpoint}`;
  const DOWNLOADS = { type: 'Downloads', id: kind } as const;

  const listApi = baseApi.injectEndpoints({
    endpoints: (build) => ({
      [name('List')]: build.query<CsvDownload[], void>({
        query: () => exportPath(manifest, 'list'),
        providesTags: [DOWNLOADS],
        // Whichever screen polls the list, a download that turns Ready is announced once (spec §8), and the
        // counters are fetched again because the worker charged for it.
        async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }): Promise<void> {
          const before = selectList(getState() as ApiState);
          const answer = await queryFulfilled.catch(() => null);
          if (!before || !answer || !newlyReady(before, answer.data).length) return;
          notifySuccess(UI_MESSAGES.csvReady);
          dispatch(baseApi.util.invalidateTags(['Me']));
        },
      }),
    }),
  });
  const list = listApi.endpoints[name('List')];
  const selectListState = list.select();
  const selectList = (state: ApiState) => selectListState(state).data;

  // Both downloads answer their failures on screen (the insufficient-credit modal, or the kind's message).
  const downloadAll = baseApi.injectEndpoints({
    endpoints: (build) => ({
      [name('All')]: build.mutation<DownloadAllResponse, DownloadAllOptions>({
        query: (body) => ({ url: exportPath(manifest, 'all'), method: 'POST', body }),
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
            kind,
            status: CsvDownloadStatus.Queued,
            totalRows: null,
            createdOn: new Date().toISOString(),
            completedOn: null,
            error: null,
            downloadUrl: null,
            // Unknown until the list answers (the API computes it from its retention setting).
            expiresOn: '',
          };
          const downloads = selectList(getState() as ApiState) ?? [];
          await dispatch(listApi.util.upsertQueryData(name('List'), undefined, [queued, ...downloads]));
        },
      }),
    }),
  }).endpoints[name('All')];

  const downloadSelected = baseApi.injectEndpoints({
    endpoints: (build) => ({
      [name('Selected')]: build.mutation<DownloadSelectedResponse, readonly string[]>({
        query: (ids) => ({
          url: exportPath(manifest, 'selected'),
          method: 'POST',
          body: { [selectedKey]: ids.map((id) => ({ id })) },
        }),
        extraOptions: { silent: true },
      }),
    }),
  }).endpoints[name('Selected')];

  // A mutation, not a cached query: the answer changes with every reveal and download.
  const estimate = baseApi.injectEndpoints({
    endpoints: (build) => ({
      [name('Estimate')]: build.mutation<DownloadEstimate, EstimateRequest<unknown>>({
        query: (request) => ({
          url: exportPath(manifest, 'estimate'),
          method: 'POST',
          body:
            'ids' in request ? { [selectedKey]: request.ids.map((id) => ({ id })) } : { criteria: request.criteria },
        }),
        // Without an answer the dialogs say the cost in general terms; the download itself still decides.
        extraOptions: { silent: true },
      }),
    }),
  }).endpoints[name('Estimate')];

  const remove = baseApi.injectEndpoints({
    endpoints: (build) => ({
      [name('Delete')]: build.mutation<{ id: string }, string>({
        query: (id) => ({ url: `exports/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: [DOWNLOADS],
      }),
    }),
  }).endpoints[name('Delete')];

  return {
    useDownloadAllMutation: downloadAll.useMutation,
    useEstimateMutation: estimate.useMutation,
    useDeleteMutation: remove.useMutation,
    useDownloadSelectedMutation: downloadSelected.useMutation,
    useListQuery: list.useQuery,
    selectListState,
  };
});
