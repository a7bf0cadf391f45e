import { exportAllCount, exportAllExceedsCredits, planSelectedDownload } from './export-rules';

const row = (id: string, isViewed = false) => ({ id, isViewed });

describe('export rules', () => {
  it('caps "download all" by the download limit, 0 meaning unlimited', () => {
    expect(exportAllCount(120, 0)).toBe(120);
    expect(exportAllCount(120, 50)).toBe(50);
    expect(exportAllCount(20, 50)).toBe(20);
  });

  it('refuses "download all" when the capped total exceeds the credits', () => {
    expect(exportAllExceedsCredits(120, 0, 119)).toBe(true);
    expect(exportAllExceedsCredits(120, 0, 120)).toBe(false);
    expect(exportAllExceedsCredits(120, 50, 60)).toBe(false);
  });

  it('confirms a selection when any row costs a credit or it exceeds the limit', () => {
    expect(planSelectedDownload([row('a', true), row('b', true)], 0)).toEqual({
      rows: [row('a', true), row('b', true)],
      credits: 0,
      overLimit: false,
      needsConfirmation: false,
    });
    expect(planSelectedDownload([row('a', true), row('b')], 0)).toMatchObject({ credits: 1, needsConfirmation: true });
    expect(planSelectedDownload([row('a', true), row('b', true), row('c', true)], 2)).toMatchObject({
      rows: [row('a', true), row('b', true)],
      credits: 0,
      overLimit: true,
      needsConfirmation: true,
    });
    // Only the rows within the limit cost credits.
    expect(planSelectedDownload([row('a', true), row('b', true), row('c')], 2).credits).toBe(0);
  });
});
