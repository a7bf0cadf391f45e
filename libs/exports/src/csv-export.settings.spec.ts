import { loadCsvExportSettings } from './csv-export.settings';

describe('csv-export settings', () => {
  it('has defaults', () => {
    expect(loadCsvExportSettings({})).toEqual({
      lockDurationMs: 60_000,
      stalledIntervalMs: 30_000,
      cleanupEveryMs: 3_600_000,
      maxInterruptions: 10,
      reconcileEveryMs: 15_000,
      shutdownGraceMs: 8_000,
    });
  });

  it('stops with a message naming a bad variable', () => {
    expect(() => loadCsvExportSettings({ CSV_EXPORT_LOCK_DURATION_MS: 'soon' })).toThrow(/CSV_EXPORT_LOCK_DURATION_MS/);
    expect(() => loadCsvExportSettings({ CSV_EXPORT_STALLED_INTERVAL_MS: '0' })).toThrow(
      /CSV_EXPORT_STALLED_INTERVAL_MS/,
    );
    expect(() => loadCsvExportSettings({ CSV_EXPORT_MAX_INTERRUPTIONS: '0' })).toThrow(/CSV_EXPORT_MAX_INTERRUPTIONS/);
  });
});
