// Addresses of the alerts screen that other screens link to (the search in the address, search-kit/screen/url-state.ts).
import { ALERTS_MANIFEST } from '@leadsignal/contracts';

/**
 * /alerts searching every alert of one company, by its domain (Company Website, exact), with the default Name
 * Required filter off: a company's alerts without a named contact are its alerts too.
 */
export function alertsForCompanyPath(domain: string): string {
  const params = new URLSearchParams({ companyURLs: domain, off: 'nameRequired', page: '1' });
  return `${ALERTS_MANIFEST.routes.search}?${params}`;
}
