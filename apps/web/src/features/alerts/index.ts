// What other features use of alerts: an alert type's label, and the address of /alerts searching one company's
// alerts (the company detail modal).
export { eventTypeLabel } from './format';
export { alertsForCompanyPath } from './links';
