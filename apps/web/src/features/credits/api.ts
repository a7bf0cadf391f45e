// The credit ledger's calls (docs/billing.md "Credits"): the user's own history and usage; an admin's view
// of any user's history and their grants or take-backs (each with a reason).
import type { AdminCreditChange, CreditUsageDay, LedgerPage } from '@leadsignal/contracts';
import { baseApi } from '../../lib/base-api';
import { readAccessToken } from '../../lib/storage';

export interface LedgerArgs {
  page?: number;
  pageSize?: number;
  kind?: string;
}

function params(args: LedgerArgs): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (args.page) out.page = args.page;
  if (args.pageSize) out.pageSize = args.pageSize;
  if (args.kind) out.kind = args.kind;
  return out;
}

export const creditsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLedger: build.query<LedgerPage, LedgerArgs>({
      query: (args) => ({ url: 'credits/ledger', params: params(args) }),
      providesTags: ['Ledger'],
    }),
    getUsage: build.query<CreditUsageDay[], void>({
      query: () => 'credits/usage',
      providesTags: ['Ledger'],
    }),
    getUserLedger: build.query<LedgerPage, LedgerArgs & { userId: string }>({
      query: ({ userId, ...args }) => ({
        url: `users/${encodeURIComponent(userId)}/credits/ledger`,
        params: params(args),
      }),
      providesTags: ['Ledger'],
    }),
    changeUserCredits: build.mutation<
      { monthlyAvailableCredits: number; allowanceCredits: number; topUpCredits: number },
      { userId: string; change: AdminCreditChange }
    >({
      query: ({ userId, change }) => ({
        url: `users/${encodeURIComponent(userId)}/credits`,
        method: 'POST',
        body: change,
      }),
      invalidatesTags: ['Ledger', 'Users'],
      extraOptions: { silent: true },
    }),
  }),
});

export const { useGetLedgerQuery, useGetUsageQuery, useGetUserLedgerQuery, useChangeUserCreditsMutation } = creditsApi;

/** Downloads the user's own history (optionally one kind) as CSV through the browser. */
export async function downloadLedgerCsv(kind?: string): Promise<void> {
  const token = readAccessToken();
  const response = await fetch(`/api/credits/ledger.csv${kind ? `?kind=${encodeURIComponent(kind)}` : ''}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error('The credit history could not be downloaded.');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'credit-history.csv';
  link.click();
  URL.revokeObjectURL(url);
}
