// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the ambient types of s3rver, for projects whose tsconfig does not include this folder
/// <reference path="./s3rver.d.ts" />
// A real S3-compatible server (s3rver) on loopback for the specs that exercise the S3 path — no SDK mocks.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface TestS3Server {
  endpoint: string;
  /** "ObjectCreated:Put key"-style records of what was written, in order. */
  events: string[];
  stop(): Promise<void>;
}

export async function startS3Server(bucket: string): Promise<TestS3Server> {
  const dir = await mkdtemp(join(tmpdir(), 'leadsignal-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: dir,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const events: string[] = [];
  server.on('event', (event) => events.push(...event.Records.map((r) => `${r.eventName} ${r.s3.object.key}`)));
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    events,
    stop: async () => {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
