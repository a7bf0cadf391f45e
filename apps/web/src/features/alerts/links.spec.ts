import { criteriaFromSearchParams } from '../../search-kit';
import { alertsKind } from './alerts-kind';
import { alertsForCompanyPath } from './links';

describe('alertsForCompanyPath', () => {
  it("is the alerts screen searching one company's website, exactly, Name Required off, from page 1", () => {
    const path = alertsForCompanyPath('acme-robotics.example.com');
    expect(path).toBe('/alerts?companyURLs=acme-robotics.example.com&off=nameRequired&page=1');
    const criteria = criteriaFromSearchParams(alertsKind, new URL(path, 'http://localhost').searchParams);
    expect(criteria).toEqual({
      ...alertsKind.criteria.defaults(),
      isCompanyURLsSelected: true,
      companyURLs: ['acme-robotics.example.com'],
      companyURLsExactMatch: true,
      isContactNameRequiredSelected: false,
      page: 1,
    });
  });
});
