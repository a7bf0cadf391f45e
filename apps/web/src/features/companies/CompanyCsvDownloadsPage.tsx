// /registeredcompaniescsvdownload: the user's company exports, the search kit's CSV-downloads page for
// companies.
import { CsvDownloadsPage } from '../search';
import { companiesKind } from './companies-kind';

export function CompanyCsvDownloadsPage() {
  return <CsvDownloadsPage kind={companiesKind} />;
}
