// Where a download's file lives in object storage and the name the browser saves it under.
import type { SearchKind } from '@leadsignal/contracts';

/** How long a presigned S3 link handed out by GET exports/:id/file works. */
export const SIGNED_URL_TTL_SECONDS = 5 * 60;

/**
 * One fixed key per download: a job that runs again (retry, or recovery after a crashed worker)
 * replaces the same object instead of leaving a second file behind.
 */
export function csvObjectKey(download: { id: string; userId: string; kind: SearchKind }): string {
  return `csv-downloads/${download.kind}/${download.userId}/${download.id}.csv`;
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
