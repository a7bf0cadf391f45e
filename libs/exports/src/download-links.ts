// Short-lived download links: the SPA saves a finished CSV by pointing the browser at a URL, so a large
// file streams to disk (or straight from S3) instead of through JavaScript memory — and a plain link
// carries no Authorization header. The link's token is an HMAC over the download, its owner, the owner's
// session version and an expiry, so it opens that one file for that one user until it expires — or until
// the owner's sessions end (sign out everywhere, password change or reset, disabling), whichever is first.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const DOWNLOAD_LINK_TTL_SECONDS = 15 * 60;

export class DownloadLinks {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own, derived from the app secret, so a link token can never pass as anything else.
    this.key = createHmac('sha256', secret).update('leadsignal:csv-download-link').digest();
  }

  /** `/api/exports/<id>/download?token=…`, valid for DOWNLOAD_LINK_TTL_SECONDS. */
  url(downloadId: string, userId: string, tokenVersion: number, now = Date.now()): string {
    const expires = Math.floor(now / 1000) + DOWNLOAD_LINK_TTL_SECONDS;
    const token = `${expires}.${this.sign(downloadId, userId, tokenVersion, expires)}`;
    return `/api/exports/${downloadId}/download?token=${encodeURIComponent(token)}`;
  }

  /** True when the token was made for this download, owner and session version, and has not expired. */
  verify(token: string, downloadId: string, userId: string, tokenVersion: number, now = Date.now()): boolean {
    const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return false;
    const expires = Number(match[1]);
    if (expires * 1000 < now) return false;
    const expected = Buffer.from(this.sign(downloadId, userId, tokenVersion, expires));
    const given = Buffer.from(match[2]);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(downloadId: string, userId: string, tokenVersion: number, expires: number): string {
    return createHmac('sha256', this.key)
      .update(`${downloadId}:${userId}:${tokenVersion}:${expires}`)
      .digest('base64url');
  }
}
