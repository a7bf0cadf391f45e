// /eventscsvdownload: the user's alert exports, the search kit's CSV-downloads page for alerts.
import { CsvDownloadsPage } from '../search';
import { alertsKind } from './alerts-kind';

export function AlertCsvDownloadsPage() {
  return <CsvDownloadsPage kind={alertsKind} />;
}
