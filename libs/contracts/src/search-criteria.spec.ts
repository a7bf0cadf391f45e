import { defaultSearchCriteria, parseStoredCriteria, searchCriteriaSchema } from './search-criteria';

describe('searchCriteriaSchema', () => {
  it('fills the spec defaults: Name Required on, united states, date range 0, page 1 of 20', () => {
    const criteria = defaultSearchCriteria();
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
    expect(searchCriteriaSchema.safeParse({ pageSize }).success).toBe(true);
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
    expect(searchCriteriaSchema.safeParse(input).success).toBe(false);
  });

  it('lower-cases and trims the country', () => {
    expect(searchCriteriaSchema.parse({ country: '  Canada ' }).country).toBe('canada');
  });
});

describe('parseStoredCriteria', () => {
  it('parses valid saved criteria', () => {
    const result = parseStoredCriteria(JSON.stringify({ isTitlesSelected: true, titles: ['funding'] }));
    expect(result).toMatchObject({ ok: true, criteria: { isTitlesSelected: true, titles: ['funding'] } });
  });

  it('explains criteria that are not JSON or no longer validate, without throwing', () => {
    expect(parseStoredCriteria('{oops')).toEqual({ ok: false, reason: 'The saved search is not valid JSON.' });
    const stale = parseStoredCriteria(JSON.stringify({ pageSize: 15 }));
    expect(stale.ok).toBe(false);
    if (!stale.ok) expect(stale.reason).toMatch(/pageSize/);
  });
});
