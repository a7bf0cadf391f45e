import {
  formatChange,
  formatDate,
  formatDateTime,
  formatDay,
  formatLongDay,
  formatNumber,
  formatShortDay,
  NONE,
  plural,
  timeAgo,
} from './format';

// The specs run in UTC (apps/web/jest.config.js); in a browser the moments follow the user's time zone.
describe('the one format of numbers and dates', () => {
  it('writes numbers with thousands separators, and counts with their noun', () => {
    expect(formatNumber(4999)).toBe('4,999');
    expect(formatChange(5)).toBe('+5');
    expect(formatChange(-1200)).toBe('-1,200');
    expect(plural(1, 'alert')).toBe('1 alert');
    expect(plural(1179, 'company', 'companies')).toBe('1,179 companies');
  });

  it('writes a moment as "Nov 28, 2026, 1:11 AM" and a date as "Nov 28, 2026"', () => {
    expect(formatDateTime('2026-11-28T01:11:11.000Z')).toBe('Nov 28, 2026, 1:11 AM');
    expect(formatDate('2026-11-28T01:11:11.000Z')).toBe('Nov 28, 2026');
  });

  it('writes a calendar day the same in every time zone', () => {
    expect(formatDay('2026-12-15')).toBe('Dec 15, 2026');
    expect(formatDay('2025-03-04T23:30:00.000Z')).toBe('Mar 4, 2025');
    expect(formatShortDay('2026-11-03')).toBe('Nov 3');
    expect(formatLongDay('2026-11-03')).toBe('Tuesday, November 3, 2026');
  });

  it('says a dash for nothing and keeps text that is no date', () => {
    expect(formatDateTime('')).toBe(NONE);
    expect(formatDay(null)).toBe(NONE);
    expect(formatDate('soon')).toBe('soon');
  });

  it('says how long ago, then the day', () => {
    const now = Date.parse('2026-11-28T12:00:00.000Z');
    expect(timeAgo('2026-11-28T11:59:40.000Z', now)).toBe('just now');
    expect(timeAgo('2026-11-28T11:55:00.000Z', now)).toBe('5 min ago');
    expect(timeAgo('2026-11-28T09:00:00.000Z', now)).toBe('3 h ago');
    expect(timeAgo('2026-11-20T09:00:00.000Z', now)).toBe('Nov 20');
  });
});
