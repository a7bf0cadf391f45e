// What other features use of the downloads feature: the alerts screen's Export menu.
export { ExportMenu, type ExportMenuProps } from './components/ExportMenu';
export type { SelectedRow } from './export-rules';
