// Where the app serves a company's logo (GET api/logos/<domain>.svg, apps/api's logos): rows name that
// address, never the provider's host, so a page shows no broken images offline.

/** The app's address of a domain's logo (relative, same origin as the SPA). */
export function logoUrl(domain: string): string {
  return `/api/logos/${encodeURIComponent(domain)}.svg`;
}
