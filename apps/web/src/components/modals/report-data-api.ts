// POST reportedData/create: a user reports a row as inaccurate (spec §7). Shared by every search screen.
import type { CreateReportRequest } from '@leadsignal/contracts';
import { baseApi } from '../../lib/base-api';

export const reportDataApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createReport: build.mutation<{ id: string } | null, CreateReportRequest>({
      query: (body) => ({ url: 'reportedData/create', method: 'POST', body }),
      invalidatesTags: ['ReportedData'],
      // The modal answers every failure with the spec's own message.
      extraOptions: { silent: true },
    }),
  }),
});

export const { useCreateReportMutation } = reportDataApi;
