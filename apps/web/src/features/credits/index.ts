// What other features use of credits: the credit history (/profile, the admin's user modal) and its table (also
// /team's pool), the admin's grant/take-back panel, and the ledger and usage calls /home reads.
export { AdminCreditsPanel } from './AdminCreditsPanel';
export { useGetLedgerQuery, useGetUsageQuery } from './api';
export { CreditHistory } from './CreditHistory';
export { LedgerTable, LEDGER_FAILED, NO_LEDGER_ROWS, type LedgerTableProps } from './LedgerTable';
