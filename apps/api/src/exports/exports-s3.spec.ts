// The export path on S3-compatible storage (s3rver on loopback, no SDK mocks): the worker uploads the CSV
// as a multipart stream and GET exports/:id/file redirects the owner to a short-lived presigned URL;
// DELETE exports/:id removes the object from the bucket.
import type { ChildProcess } from 'node:child_process';
import { CsvDownloadStatus, type CsvDownload } from '@leadsignal/contracts';
import {
  startS3Server,
  type TestS3Server,
  expectRowMatches,
  fixtureCriteria,
  insertAlerts,
  newMarker,
  parseCsv,
  setCredits,
  waitFor,
  stopProcess,
} from '@leadsignal/testing';
import { spawnWorker } from '../../test/worker';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUser, login } from '../../test/accounts';

// Real servers and processes: generous limits so a busy machine slows these tests down without failing them.
jest.setTimeout(90_000);

const BUCKET = 'leadsignal-exports-test';

describe('alert exports on S3-compatible storage', () => {
  let s3: TestS3Server;
  let t: TestApp;
  let worker: ChildProcess | undefined;

  beforeAll(async () => {
    s3 = await startS3Server(BUCKET);
    setEnv({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    });
    t = await createTestApp();
    worker = spawnWorker();
  });

  afterAll(async () => {
    if (worker) await stopProcess(worker, 'SIGTERM');
    await t?.close();
    restoreEnv();
    await s3?.stop();
  });

  it('uploads the file to the bucket and redirects its owner to a presigned URL', async () => {
    const marker = newMarker('s3');
    const alerts = await insertAlerts(t.dataSource, marker, 5);
    const user = await createUser(t.dataSource);
    const token = await login(t, user.email, user.password);
    await setCredits(t.dataSource, user.id, 50);
    const auth = { Authorization: `Bearer ${token}` };

    const queued = await t.http
      .post('/api/event/downloadAllTriggerEvents')
      .set(auth)
      .send({ ...fixtureCriteria(marker), csvDownloadName: 'Ünïcode on S3' })
      .expect(200);
    const id: string = queued.body.id;
    const ready = await waitFor(async () => {
      const list: CsvDownload[] = (await t.http.get('/api/event/getAllEventsCsvDownloads').set(auth)).body;
      return list.find((d) => d.id === id && d.status === CsvDownloadStatus.Ready);
    });
    expect(ready.totalRows).toBe(5);
    // The file of the run that made it Ready: `<download id>.<run token>.csv` (each run writes its own).
    const [{ key, runToken }] = await t.dataSource.query(
      `SELECT object_key AS key, run_token AS "runToken" FROM csv_downloads WHERE id = $1`,
      [id],
    );
    expect(key).toBe(`csv-downloads/alerts/${user.id}/${id}.${runToken}.csv`);
    // Streamed through the SDK's managed upload (a file this small fits one part, so it arrives as a PUT).
    // The worker serves the whole run's queue, so an export another spec left queued may land here too.
    expect(s3.events.filter((event) => event.includes(`/${user.id}/`))).toEqual([`ObjectCreated:Put ${key}`]);

    const res = await t.http.get(`/api/exports/${id}/file`).set(auth).expect(302);
    const location = res.headers.location as string;
    expect(location).toContain(`/${BUCKET}/${key}?`);
    expect(location).toMatch(/X-Amz-Expires=300/);
    const download = await fetch(location);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain(`filename*=UTF-8''%C3%9Cn%C3%AFcode%20on%20S3.csv`);
    const body = Buffer.from(await download.arrayBuffer());
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parseCsv(body.toString('utf8'));
    expect(records).toHaveLength(5);
    records.forEach((record, i) => expectRowMatches(record, alerts[i]));

    // The list's link redirects the same way, without a session.
    const viaLink = await t.http.get(ready.downloadUrl as string).expect(302);
    expect(viaLink.headers.location).toContain(`/${BUCKET}/${key}?`);

    // Deleting it removes the object from the bucket: the presigned URL handed out before finds nothing.
    await t.http.delete(`/api/exports/${id}`).set(auth).expect(200);
    expect((await fetch(location)).status).toBe(404);
    await t.http.get(`/api/exports/${id}/file`).set(auth).expect(404);
  });
});

const savedEnv: Record<string, string | undefined> = {};

/** Sets variables for this file's app and worker; restoreEnv puts the run's values back for the next file. */
function setEnv(values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) {
    if (!(name in savedEnv)) savedEnv[name] = process.env[name];
    process.env[name] = value;
  }
}

function restoreEnv(): void {
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}
