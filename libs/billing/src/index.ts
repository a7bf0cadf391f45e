// @leadsignal/billing: plans, orders and the payment provider's events (the tables plans, orders,
// payment_events), the payment provider (Stripe Checkout) and the plans a fresh database starts with.
// Credits, the ledger and subscriptions' allowances are libs/credits.
export * from './billing.repository';
export * from './billing.service';
export * from './payment-provider';
export * from './default-plans';
export * from './billing.module';
