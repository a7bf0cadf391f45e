// The billing calls (ARCHITECTURE §3): the public plan list, a checkout at the payment provider
// (POST payment/checkout {planId} → {url}; its failures are shown on the pricing page, not toasted)
// and the signed-in user's own orders, newest first. Admins with admin.plans also list every plan (hidden ones
// too, GET plans), create them (POST plans) and edit them (PUT plans/:id); their modal shows why a save failed.
import type {
  AdminPlan,
  CheckoutRequest,
  CheckoutResponse,
  CreatePlanRequest,
  Order,
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
  useListAdminPlansQuery,
  useCreatePlanMutation,
  useUpdatePlanMutation,
  useDeletePlanMutation,
} = billingApi;

/** Leaves the app for the payment provider's hosted checkout page. */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}
