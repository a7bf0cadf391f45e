import { loadCsvExportSettings } from './csv-export.settings';

describe('csv-export settings', () => {
  it('has defaults', () => {
    expect(loadCsvExportSettings({})).toEqual({
      lockDurationMs: 60_000,
      stalledIntervalMs: 30_000,
      cleanupEveryMs: 3_600_000,
      testDelayMs: 0,
    });
  });

  it('stops with a message naming a bad variable', () => {
    expect(() => loadCsvExportSettings({ CSV_EXPORT_LOCK_DURATION_MS: 'soon' })).toThrow(/CSV_EXPORT_LOCK_DURATION_MS/);
    expect(() => loadCsvExportSettings({ CSV_EXPORT_STALLED_INTERVAL_MS: '0' })).toThrow(
      /CSV_EXPORT_STALLED_INTERVAL_MS/,
    );
  });

  it('ignores the test-only delay in production', () => {
    expect(loadCsvExportSettings({ CSV_EXPORT_TEST_DELAY_MS: '50' }).testDelayMs).toBe(50);
    expect(loadCsvExportSettings({ CSV_EXPORT_TEST_DELAY_MS: '50', NODE_ENV: 'production' }).testDelayMs).toBe(0);
  });
});
