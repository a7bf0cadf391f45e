// Where a download's file lives in object storage and the name the browser saves it under.
import type { SearchKind } from '@leadsignal/contracts';

/** How long a presigned S3 link handed out by GET exports/:id/file works. */
export const SIGNED_URL_TTL_SECONDS = 5 * 60;

/**
 * The key of the file one run of a download writes: `csv-downloads/<kind>/<user id>/<download id>.<run token>.csv`.
 * Each run writes its own (csv_downloads.run_token), so a run that lost its job lock while alive and finishes
 * after its successor cannot overwrite the file of a download that is already Ready; a run's file that the
 * download does not point at is removed by that run or the next (CsvExportService). Downloads made before
 * the run token have `<download id>.csv`, which csv_downloads.object_key names.
 */
export function csvObjectKey(download: { id: string; userId: string; kind: SearchKind; runToken: string }): string {
  return `${csvObjectPrefix(download)}${download.runToken}.csv`;
}

/** What the keys of every run of a download start with (their unfinished uploads are found by it). */
export function csvObjectPrefix(download: { id: string; userId: string; kind: SearchKind }): string {
  return `csv-downloads/${download.kind}/${download.userId}/${download.id}.`;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** `csv-downloads/<kind>/<user id>/<download id>[.<run token>].csv` */
const KEY = new RegExp(`^csv-downloads/[^/]+/[^/]+/(${UUID})(?:\\.${UUID})?\\.csv$`);

/** The download a file key belongs to (either shape), or undefined for a key that is not a download's file. */
export function downloadIdOfKey(key: string): string | undefined {
  return KEY.exec(key)?.[1];
}

/** "<download name>.csv" without characters that file systems or headers refuse. */
export function csvFileName(name: string): string {
  const safe = name
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe || 'download'}.csv`;
}
