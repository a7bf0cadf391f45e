import { alertSearchCriteriaSchema, defaultAlertSearchCriteria } from './alert-criteria';
import { parseStoredCriteria } from './search-kinds';

describe('alertSearchCriteriaSchema', () => {
  it('fills the spec defaults: Name Required on, united states, date range 0, page 1 of 20', () => {
    const criteria = defaultAlertSearchCriteria();
    expect(criteria.isContactNameRequiredSelected).toBe(true);
    expect(criteria.isTriggerEventsTypeSelected).toBe(false);
    expect(criteria.country).toBe('united states');
    expect(criteria.alertDateRangeOption).toBe(0);
    expect(criteria.page).toBe(1);
    expect(criteria.pageSize).toBe(20);
    expect(criteria.companyNamesExactMatch).toBe(true);
    expect(criteria.sources).toEqual([]);
  });

  it.each([10, 20, 50])('accepts page size %i', (pageSize) => {
    expect(alertSearchCriteriaSchema.safeParse({ pageSize }).success).toBe(true);
  });

  it.each([
    ['page size 15', { pageSize: 15 }],
    ['an unknown field', { isEverythingSelected: true }],
    ['a string flag', { isTitlesSelected: 'yes' }],
    ['a date range option out of range', { alertDateRangeOption: 9 }],
    ['a list of numbers', { eventTypes: [1, 2] }],
    ['page 0', { page: 0 }],
    ['an unknown hire type', { newHireType: 'contractor' }],
  ])('rejects %s', (_label, input) => {
    expect(alertSearchCriteriaSchema.safeParse(input).success).toBe(false);
  });

  it('lower-cases and trims the country', () => {
    expect(alertSearchCriteriaSchema.parse({ country: '  Canada ' }).country).toBe('canada');
  });
});

describe('parseStoredCriteria', () => {
  it('parses valid saved criteria', () => {
    const result = parseStoredCriteria('alerts', JSON.stringify({ isTitlesSelected: true, titles: ['funding'] }));
    expect(result).toMatchObject({ ok: true, criteria: { isTitlesSelected: true, titles: ['funding'] } });
  });

  it('explains criteria that are not JSON or no longer validate, without throwing', () => {
    expect(parseStoredCriteria('alerts', '{oops')).toEqual({
      ok: false,
      reason: 'The saved search is not valid JSON.',
    });
    const stale = parseStoredCriteria('alerts', JSON.stringify({ pageSize: 15 }));
    expect(stale.ok).toBe(false);
    if (!stale.ok) expect(stale.reason).toMatch(/pageSize/);
  });
});

describe('alert sort', () => {
  it('is newest first by default and accepts the sortable columns in either direction', () => {
    expect(defaultAlertSearchCriteria()).toMatchObject({ sortBy: 'datePublished', sortDirection: 'desc' });
    expect(alertSearchCriteriaSchema.parse({ sortBy: 'companyName', sortDirection: 'asc' })).toMatchObject({
      sortBy: 'companyName',
      sortDirection: 'asc',
    });
  });

  it.each([{ sortBy: 'email' }, { sortDirection: 'up' }])('rejects %j', (input) => {
    expect(alertSearchCriteriaSchema.safeParse(input).success).toBe(false);
  });
});

describe('the work one alert search may ask for', () => {
  const many = (n: number, prefix = 'term') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

  it('takes at most 20 partial company names or websites, any number up to 1000 exact ones', () => {
    const partial = alertSearchCriteriaSchema.safeParse({
      isCompanyNamesSelected: true,
      companyNamesExactMatch: false,
      companyNames: many(21),
    });
    expect(partial.success).toBe(false);
    if (!partial.success) {
      expect(partial.error.issues[0]).toMatchObject({
        path: ['companyNames'],
        message: 'Partial matching takes at most 20 terms; turn Exact Match on to search for more.',
      });
    }
    expect(
      alertSearchCriteriaSchema.safeParse({ companyURLsExactMatch: false, companyURLs: many(21, 'site') }).success,
    ).toBe(false);
    expect(alertSearchCriteriaSchema.safeParse({ companyNamesExactMatch: false, companyNames: many(20) }).success).toBe(
      true,
    );
    expect(alertSearchCriteriaSchema.safeParse({ companyNames: many(1000) }).success).toBe(true);
  });

  it('takes at most 50 keywords', () => {
    expect(alertSearchCriteriaSchema.safeParse({ titles: many(50) }).success).toBe(true);
    expect(alertSearchCriteriaSchema.safeParse({ titles: many(51) }).success).toBe(false);
  });
});
