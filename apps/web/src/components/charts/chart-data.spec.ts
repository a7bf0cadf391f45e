import { dayLabels, niceMax, pointTotal } from './chart-data';

describe('chart data', () => {
  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 2, 3, 7, 12, 99, 101, 340, 4999].map(niceMax)).toEqual([1, 1, 2, 5, 10, 20, 100, 200, 500, 5000]);
  });

  it('adds up a point over the drawn series only', () => {
    const series = [
      { key: 'reveal', label: 'E-mail reveal', color: '#000' },
      { key: 'download', label: 'CSV download', color: '#111' },
    ];
    expect(pointTotal({ label: '', description: '', values: { reveal: 2, download: 3, other: 9 } }, series)).toBe(5);
  });

  it('labels a day short for the axis and in full for the table, in UTC', () => {
    expect(dayLabels('2026-11-24')).toEqual({ label: 'Nov 24', description: 'Tuesday, November 24, 2026' });
  });
});
