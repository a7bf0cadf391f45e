// /prospectscsvdownload: the kit's CSV-downloads page for prospects (polls while a row is Queued/Processing).
import { CsvDownloadsPage } from '../search';
import { prospectsKind } from './prospects-kind';

export const ProspectCsvDownloadsPage = () => <CsvDownloadsPage kind={prospectsKind} />;
