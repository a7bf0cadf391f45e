// The billing calls (ARCHITECTURE §3): the public plan list, a checkout at the payment provider
// (POST payment/checkout {planId} → {url}; its failures are shown on the pricing page, not toasted)
// and the signed-in user's own orders, newest first. Admins with admin.plans also list every plan (hidden ones
// too, GET plans), create them (POST plans) and edit them (PUT plans/:id); their modal shows why a save failed.
// How this server takes payments (stripe, test or off) is GET settings/public's `payments`; one order,
// GET payment/orders/:id, is what /payment/success and /payment/cancel describe.
import type {
  AdminPlan,
  CheckoutRequest,
  CheckoutResponse,
  CreatePlanRequest,
  Order,
  PaymentsMode,
  Plan,
  UpdatePlanRequest,
} from '@leadsignal/contracts';
import { baseApi } from '../../lib/base-api';

export const billingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listPlans: build.query<Plan[], void>({
      query: () => 'pricing/plans',
      providesTags: ['Plans'],
    }),
    checkout: build.mutation<CheckoutResponse, CheckoutRequest>({
      query: (body) => ({ url: 'payment/checkout', method: 'POST', body }),
      extraOptions: { silent: true },
    }),
    listOrders: build.query<Order[], void>({
      query: () => 'payment/orders',
      providesTags: ['Orders'],
    }),
    getOrder: build.query<Order, string>({
      query: (id) => `payment/orders/${encodeURIComponent(id)}`,
      providesTags: ['Orders'],
      // A 404 (an unknown or someone else's order) is said on the page.
      extraOptions: { silent: true },
    }),
    // An unreadable answer keeps the buttons as they were (the checkout call then says what is wrong).
    getPaymentsMode: build.query<PaymentsMode, void>({
      query: () => 'settings/public',
      transformResponse: (raw: unknown) => {
        const mode = typeof raw === 'object' && raw !== null ? (raw as { payments?: unknown }).payments : undefined;
        return mode === 'test' || mode === 'off' ? mode : 'stripe';
      },
    }),
    listAdminPlans: build.query<AdminPlan[], void>({
      query: () => 'plans',
      providesTags: [{ type: 'Plans', id: 'ADMIN' }],
    }),
    // A saved plan changes both lists: the admins' and the public one on sale.
    createPlan: build.mutation<AdminPlan, CreatePlanRequest>({
      query: (body) => ({ url: 'plans', method: 'POST', body }),
      invalidatesTags: ['Plans'],
      extraOptions: { silent: true },
    }),
    updatePlan: build.mutation<AdminPlan, { id: string; changes: UpdatePlanRequest }>({
      query: ({ id, changes }) => ({ url: `plans/${encodeURIComponent(id)}`, method: 'PUT', body: changes }),
      invalidatesTags: ['Plans'],
      extraOptions: { silent: true },
    }),
    // Only a plan nobody ordered can go; the server's 409 for one with orders is toasted.
    deletePlan: build.mutation<{ id: string }, string>({
      query: (id) => ({ url: `plans/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Plans'],
    }),
  }),
});

export const {
  useListPlansQuery,
  useCheckoutMutation,
  useListOrdersQuery,
  useGetOrderQuery,
  useGetPaymentsModeQuery,
  useListAdminPlansQuery,
  useCreatePlanMutation,
  useUpdatePlanMutation,
  useDeletePlanMutation,
} = billingApi;

/** Leaves the app for the payment provider's hosted checkout page. */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}
