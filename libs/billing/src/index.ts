// @leadsignal/billing: Plans, orders, payment events and subscriptions: the billing tables, the payment provider and the renewals.
export {};
