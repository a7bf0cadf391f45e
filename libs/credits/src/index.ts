// @leadsignal/credits: the balances (monthly allowance + top-ups), the ledger and the viewed items that
// decide what costs a credit (ARCHITECTURE §5), with atomic charging for reveals and downloads, the
// monthly renewal of subscriptions and the ledger's consistency check.
export * from './credits.repository';
export * from './credits.service';
export * from './ledger.repository';
export * from './credit-history-csv';
export * from './billing-dates';
export * from './subscriptions.repository';
export * from './allowance.service';
export * from './credits.module';
