// The billing calls (ARCHITECTURE §3): the public plan list, a checkout at the payment provider
// (POST payment/checkout {planId} → {url}; its failures are shown on the pricing page, not toasted)
// and the signed-in user's own orders, newest first.
import type { CheckoutRequest, CheckoutResponse, Order, Plan } from '@leadsignal/contracts';
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
  }),
});

export const { useListPlansQuery, useCheckoutMutation, useListOrdersQuery } = billingApi;

/** Leaves the app for the payment provider's hosted checkout page. */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}
