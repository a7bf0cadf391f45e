// Object storage for CSV exports and generated logos: one small interface, two drivers
// (local disk and S3-compatible), chosen by STORAGE_DRIVER.
import type { Readable } from 'node:stream';

export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');

export interface PutOptions {
  contentType?: string;
}

export interface UrlOptions {
  expiresInSeconds: number;
  /** File name the browser should save the object as. */
  downloadName?: string;
}

/** An upload that was started and never completed (a writer killed half way): debris to remove. */
export interface IncompleteUpload {
  /** The key the upload was writing. */
  key: string;
  startedAt: Date;
  /** Driver-specific handle (the local temporary file's path, the S3 upload id). */
  handle: string;
}

export interface ObjectStorage {
  readonly driver: 'local' | 's3';
  /** Writes the whole stream (multipart upload on S3); resolves with the bytes written. */
  put(key: string, body: Readable | Buffer | string, options?: PutOptions): Promise<{ size: number }>;
  /** Reads an object; rejects with ObjectNotFoundError when there is none. */
  get(key: string): Promise<Readable>;
  /** A short-lived URL for the object, or null when the API must stream it itself (local driver). */
  signedUrl(key: string, options: UrlOptions): Promise<string | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * Uploads under `prefix` that were started and not completed (local: hidden `.partial` files; S3:
   * unfinished multipart uploads). Includes uploads still running: the caller decides which are debris.
   */
  incompleteUploads(prefix: string): Promise<IncompleteUpload[]>;
  /** Removes an incomplete upload's data (deletes the temporary file, aborts the multipart upload). */
  abortUpload(upload: IncompleteUpload): Promise<void>;
  /** Throws when the storage cannot be used (readiness check). */
  check(): Promise<void>;
}

export class ObjectNotFoundError extends Error {
  constructor(key: string) {
    super(`No object stored under "${key}".`);
  }
}
