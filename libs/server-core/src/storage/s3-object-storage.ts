// S3-compatible driver (AWS S3, MinIO, R2 …): multipart uploads for streams, presigned GET URLs for downloads.
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  NoSuchBucket,
  NoSuchKey,
  NotFound,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  ObjectNotFoundError,
  type IncompleteUpload,
  type ObjectStorage,
  type PutOptions,
  type UrlOptions,
} from './object-storage';

export interface S3ObjectStorageOptions {
  /** Custom endpoint for S3-compatible services; empty for AWS itself. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Multipart part size; S3's minimum is 5 MiB. Memory per upload is about partSize × queueSize. */
  partSizeBytes?: number;
}

const MIN_PART_SIZE = 5 * 1024 * 1024;
const DEFAULT_PART_SIZE = 8 * 1024 * 1024;
const PARALLEL_PARTS = 4;

export class S3ObjectStorage implements ObjectStorage {
  readonly driver = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly partSize: number;

  constructor(options: S3ObjectStorageOptions) {
    this.bucket = options.bucket;
    this.partSize = Math.max(options.partSizeBytes ?? DEFAULT_PART_SIZE, MIN_PART_SIZE);
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint || undefined,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // Many S3-compatible servers reject or ignore the SDK's default CRC checksums on every request;
      // against them, send checksums only where the S3 API requires one.
      ...(options.endpoint
        ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
        : {}),
    });
  }

  async put(key: string, body: Readable | Buffer | string, options: PutOptions = {}): Promise<{ size: number }> {
    let size = 0;
    // The SDK does not report how many bytes a stream held, so count them on the way through.
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        callback(null, chunk);
      },
    });
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: counted, ContentType: options.contentType },
      partSize: this.partSize,
      queueSize: PARALLEL_PARTS,
      // Abort the multipart upload on failure so orphaned parts are not billed forever.
      leavePartsOnError: false,
    });
    const feeding = pipeline(toReadable(body), counted);
    try {
      await Promise.all([feeding, upload.done()]);
    } catch (error) {
      // Whichever side failed, stop the other: a dead upload would otherwise stall the pipeline on backpressure.
      counted.destroy();
      throw error;
    }
    return { size };
  }

  async get(key: string): Promise<Readable> {
    try {
      const response = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(response.Body instanceof Readable)) throw new Error(`S3 returned no readable body for "${key}".`);
      return response.Body;
    } catch (error) {
      if (isNotFound(error)) throw new ObjectNotFoundError(key);
      throw error;
    }
  }

  async signedUrl(key: string, options: UrlOptions): Promise<string | null> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentDisposition: options.downloadName ? contentDisposition(options.downloadName) : undefined,
    });
    return getSignedUrl(this.client, command, { expiresIn: options.expiresInSeconds });
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 for a missing key too, so delete is idempotent like the local driver's.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async incompleteUploads(prefix: string): Promise<IncompleteUpload[]> {
    const found: IncompleteUpload[] = [];
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    for (;;) {
      const page = await this.client.send(
        new ListMultipartUploadsCommand({
          Bucket: this.bucket,
          Prefix: prefix,
          KeyMarker: keyMarker,
          UploadIdMarker: uploadIdMarker,
        }),
      );
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId) continue;
        found.push({ key: upload.Key, startedAt: upload.Initiated ?? new Date(0), handle: upload.UploadId });
      }
      if (!page.IsTruncated) return found;
      keyMarker = page.NextKeyMarker;
      uploadIdMarker = page.NextUploadIdMarker;
    }
  }

  async abortUpload(upload: IncompleteUpload): Promise<void> {
    await this.client.send(
      new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: upload.key, UploadId: upload.handle }),
    );
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }
}

function toReadable(body: Readable | Buffer | string): Readable {
  if (body instanceof Readable) return body;
  return Readable.from([typeof body === 'string' ? Buffer.from(body, 'utf8') : body]);
}

/**
 * A missing object (not a missing bucket, which is a configuration error to surface). HEAD answers carry no
 * error body, so there a missing object shows up only as NotFound / HTTP 404.
 */
function isNotFound(error: unknown): boolean {
  if (error instanceof NotFound || error instanceof NoSuchKey) return true;
  if (error instanceof NoSuchBucket) return false;
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}

/** `attachment` with an ASCII fallback name plus the exact UTF-8 name (RFC 6266 / RFC 5987). */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
