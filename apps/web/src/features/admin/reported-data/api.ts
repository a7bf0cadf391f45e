// The reported-data admin calls (ARCHITECTURE §3, permission admin.reportedData): the paged list of the
// reports users filed, one report with its history, and an admin's action on it. All are POSTs with a
// JSON body. Failures toast, except the action, whose modal shows the reason next to the form.
import type {
  CreateReportActionRequest,
  ReportedDataDetail,
  ReportedDataPage,
  ReportIdRequest,
  SearchReportsRequest,
} from '@leadsignal/contracts';
import { baseApi } from '../../../lib/base-api';

const LIST_TAG = { type: 'ReportedData', id: 'LIST' } as const;

export const reportedDataApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchReports: build.query<ReportedDataPage, SearchReportsRequest>({
      query: (body) => ({ url: 'reportedData/search', method: 'POST', body }),
      providesTags: [LIST_TAG],
    }),
    getReport: build.query<ReportedDataDetail, ReportIdRequest>({
      query: (body) => ({ url: 'reportedData/getById', method: 'POST', body }),
      providesTags: (_result, _error, { id }) => [{ type: 'ReportedData', id }],
    }),
    createReportAction: build.mutation<ReportedDataDetail, CreateReportActionRequest>({
      query: (body) => ({ url: 'reportedData/createActions', method: 'POST', body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST_TAG, { type: 'ReportedData', id }]),
      extraOptions: { silent: true },
    }),
  }),
});

export const { useSearchReportsQuery, useGetReportQuery, useCreateReportActionMutation } = reportedDataApi;
