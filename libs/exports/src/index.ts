// @leadsignal/exports: CSV exports of every search kind — the export queries, the CSV format, the download
// rows and their job, the API's exports (selected rows, export-all, lists, files and their links), the
// worker's export run and the retention sweep.
export * from './csv-format';
export * from './csv-files';
export * from './csv-downloads.repository';
export * from './csv-export-job';
export * from './export-queries';
export * from './export-rows.repository';
export * from './viewed-item-list';
export * from './csv-export.service';
export * from './export-retention.service';
export * from './export-reconciler.service';
export * from './download-links';
export * from './exports.service';
