// Addresses of the alerts screen that other screens link to (the search in the address, search/url-state.ts).

/** /alerts searching the alerts of one company, by its domain (Company Website, exact). */
export function alertsForCompanyPath(domain: string): string {
  return `/alerts?${new URLSearchParams({ companyURLs: domain, page: '1' })}`;
}
