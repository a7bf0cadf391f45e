import { nextBillingDay, periodStart } from './billing-dates';

describe('billing dates', () => {
  it('finds the period a day falls in, the 31st becoming the last day of short months', () => {
    expect(periodStart(15, new Date('2026-03-20T10:00:00Z'))).toBe('2026-03-15');
    expect(periodStart(15, new Date('2026-03-15T00:00:00Z'))).toBe('2026-03-15');
    expect(periodStart(15, new Date('2026-03-14T23:59:59Z'))).toBe('2026-02-15');
    expect(periodStart(31, new Date('2026-02-28T08:00:00Z'))).toBe('2026-02-28');
    expect(periodStart(31, new Date('2026-02-27T08:00:00Z'))).toBe('2026-01-31');
    expect(periodStart(10, new Date('2026-01-05T00:00:00Z'))).toBe('2025-12-10');
  });

  it('names the next billing day', () => {
    expect(nextBillingDay(15, '2026-03-15')).toBe('2026-04-15');
    expect(nextBillingDay(31, '2026-01-31')).toBe('2026-02-28');
    expect(nextBillingDay(31, '2026-02-28')).toBe('2026-03-31');
    expect(nextBillingDay(5, '2026-12-05')).toBe('2027-01-05');
  });
});
