// Runs the S3 driver against a real S3 server (s3rver, in process) — no SDK mocks.
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { startS3Server, type TestS3Server } from '@leadsignal/testing';
import { ObjectNotFoundError } from './object-storage';
import { contentDisposition, S3ObjectStorage } from './s3-object-storage';

const BUCKET = 'leadsignal-test';
const MiB = 1024 * 1024;

describe('S3ObjectStorage', () => {
  let s3: TestS3Server;
  let storage: S3ObjectStorage;

  beforeAll(async () => {
    s3 = await startS3Server(BUCKET);
    storage = new S3ObjectStorage({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      bucket: BUCKET,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      partSizeBytes: 5 * MiB,
    });
  });

  afterAll(async () => {
    await s3?.stop();
  });

  it('passes the readiness check', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('uploads a multi-megabyte stream in parts and reads it back byte for byte', async () => {
    const data = randomBytes(12 * MiB + 12345);
    // Small chunks of unknown total length, as the CSV export produces them.
    const chunks = Array.from({ length: Math.ceil(data.length / 65536) }, (_, i) =>
      data.subarray(i * 65536, (i + 1) * 65536),
    );

    const { size } = await storage.put('exports/big.csv', Readable.from(chunks), { contentType: 'text/csv' });

    expect(size).toBe(data.length);
    // s3rver reports a completed multipart upload as a POST; a single PUT would be ObjectCreated:Put.
    expect(s3.events).toContain('ObjectCreated:Post exports/big.csv');
    expect(await storage.exists('exports/big.csv')).toBe(true);
    const back = await buffer(await storage.get('exports/big.csv'));
    expect(back.length).toBe(data.length);
    expect(sha256(back)).toBe(sha256(data));
  }, 60000);

  it('hands out a presigned URL that downloads the object as an attachment', async () => {
    await storage.put('exports/small.csv', 'id,name\n1,Acme\n', { contentType: 'text/csv' });

    const url = await storage.signedUrl('exports/small.csv', {
      expiresInSeconds: 300,
      downloadName: 'Résumé "list".csv',
    });

    expect(url).toMatch(/X-Amz-Signature=/);
    const response = await fetch(url as string);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('id,name\n1,Acme\n');
    expect(response.headers.get('content-disposition')).toBe(contentDisposition('Résumé "list".csv'));
  });

  it('deletes, and then reports the object as not found', async () => {
    await storage.put('exports/gone.csv', Buffer.from('x'));
    await storage.delete('exports/gone.csv');

    expect(await storage.exists('exports/gone.csv')).toBe(false);
    await expect(storage.get('exports/gone.csv')).rejects.toBeInstanceOf(ObjectNotFoundError);
  });

  it('fails the readiness check for a bucket that does not exist', async () => {
    const missing = new S3ObjectStorage({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      bucket: 'no-such-bucket',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });

    await expect(missing.check()).rejects.toThrow();
    await expect(missing.get('a.csv')).rejects.not.toBeInstanceOf(ObjectNotFoundError);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('Résumé "list".csv')).toBe(
      `attachment; filename="R_sum_ _list_.csv"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22list%22.csv`,
    );
  });
});

function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}
