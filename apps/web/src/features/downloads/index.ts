// What the search kit uses of downloads: the export calls (made per kind), the Export menu, the
// insufficient-credit modal and the CSV-downloads page.
export { injectExportEndpoints, newlyReady, type DownloadAllOptions, type ExportApi, type ExportPaths } from './api';
export { ExportMenu, type ExportMenuProps } from './components/ExportMenu';
export {
  InsufficientCreditModal,
  PRICING_PATH,
  type InsufficientCreditModalProps,
} from './components/InsufficientCreditModal';
export { CsvDownloadsPage } from './pages/CsvDownloadsPage';
export { DOWNLOADS_POLL_MS, useCsvDownloads } from './use-download-list';
export type { SelectedRow } from './export-rules';
