// What other features use of credits: the credit history table (/profile, the admin's user modal), the admin's
// grant/take-back panel, and the ledger and usage calls /home reads.
export { AdminCreditsPanel } from './AdminCreditsPanel';
export { useGetLedgerQuery, useGetUsageQuery } from './api';
export { CreditHistory } from './CreditHistory';
