// Addresses of the alerts screen that other screens link to (the search in the address, search-kit/screen/url-state.ts).
import { ALERTS_MANIFEST } from '@leadsignal/contracts';

/** /alerts searching the alerts of one company, by its domain (Company Website, exact). */
export function alertsForCompanyPath(domain: string): string {
  return `${ALERTS_MANIFEST.routes.search}?${new URLSearchParams({ companyURLs: domain, page: '1' })}`;
}
