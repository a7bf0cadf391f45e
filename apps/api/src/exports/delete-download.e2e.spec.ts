// DELETE exports/:id end to end: the owner removes a finished download (stored file and row); someone
// else's id is a 404; a download still running is a 409; charged credits stay charged. Also the
// expiresOn every listed download carries (createdOn + EXPORT_RETENTION_DAYS).
import { CsvDownloadStatus, DELETE_UNFINISHED_DOWNLOAD_REASON, type CsvDownload } from '@leadsignal/contracts';
import { csvObjectKey } from '@leadsignal/exports';
import { loadEnv, OBJECT_STORAGE, type ObjectStorage } from '@leadsignal/server-core';
import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUser, login, type TestUser } from '../../test/accounts';
import { creditsOf, setCredits } from '@leadsignal/testing';

describe('deleting a CSV download', () => {
  let t: TestApp;
  let storage: ObjectStorage;
  let owner: TestUser;
  let ownerToken: string;
  let otherToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    storage = t.app.get(OBJECT_STORAGE);
    owner = await createUser(t.dataSource, { firstName: 'Owner' });
    ownerToken = await login(t, owner.email, owner.password);
    const other = await createUser(t.dataSource, { firstName: 'Other' });
    otherToken = await login(t, other.email, other.password);
  });
  afterAll(() => t?.close());

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const list = async (token = ownerToken): Promise<CsvDownload[]> =>
    (await t.http.get('/api/event/getAllEventsCsvDownloads').set(auth(token)).expect(200)).body;

  /** A download row as the worker leaves it, with its file stored when Ready. */
  async function download(status: CsvDownloadStatus, name = `Export ${randomUUID().slice(0, 8)}`) {
    const [{ id }] = await t.dataSource.query(
      `INSERT INTO csv_downloads (user_id, kind, name, criteria, status, created_at)
       VALUES ($1, 'alerts', $2, '{}', $3, now() - interval '2 days') RETURNING id`,
      // Ready only together with its file (a table check), below.
      [owner.id, name, status === CsvDownloadStatus.Ready ? CsvDownloadStatus.Processing : status],
    );
    let key: string | null = null;
    if (status === CsvDownloadStatus.Ready) {
      key = csvObjectKey({ id, userId: owner.id, kind: 'alerts', runToken: randomUUID() });
      const { size } = await storage.put(key, 'a,b\n1,2\n', { contentType: 'text/csv' });
      await t.dataSource.query(
        `UPDATE csv_downloads SET status = $4, object_key = $2, size_bytes = $3, total_rows = 1,
           credits_charged = 1, completed_at = now() WHERE id = $1`,
        [id, key, size, CsvDownloadStatus.Ready],
      );
    }
    return { id: id as string, key, name };
  }

  it('lists every download with its expiry: creation time plus the retention days', async () => {
    const ready = await download(CsvDownloadStatus.Ready);
    const queued = await download(CsvDownloadStatus.Queued);
    const days = loadEnv().EXPORT_RETENTION_DAYS;
    for (const id of [ready.id, queued.id]) {
      const row = (await list()).find((d) => d.id === id)!;
      expect(Date.parse(row.expiresOn) - Date.parse(row.createdOn)).toBe(days * 86_400_000);
    }
  });

  it('removes the owner’s Ready download: the stored file, the row and the file link; credits stay', async () => {
    await setCredits(t.dataSource, owner.id, 5);
    const ready = await download(CsvDownloadStatus.Ready);
    expect(await storage.exists(ready.key!)).toBe(true);

    await t.http.get(`/api/exports/${ready.id.toUpperCase()}/file`).set(auth(ownerToken)).expect(200);
    const res = await t.http.delete(`/api/exports/${ready.id.toUpperCase()}`).set(auth(ownerToken)).expect(200);
    expect(res.body).toEqual({ id: ready.id });
    expect(await storage.exists(ready.key!)).toBe(false);
    expect((await list()).some((d) => d.id === ready.id)).toBe(false);
    expect(await t.dataSource.query(`SELECT id FROM csv_downloads WHERE id = $1`, [ready.id])).toEqual([]);
    await t.http.get(`/api/exports/${ready.id}/file`).set(auth(ownerToken)).expect(404);
    expect(await creditsOf(t.dataSource, owner.id)).toBe(5);

    // Deleting again: gone.
    await t.http.delete(`/api/exports/${ready.id}`).set(auth(ownerToken)).expect(404);
  });

  it('removes a Failed download (no file)', async () => {
    const failed = await download(CsvDownloadStatus.Failed);
    await t.http.delete(`/api/exports/${failed.id}`).set(auth(ownerToken)).expect(200);
    expect((await list()).some((d) => d.id === failed.id)).toBe(false);
  });

  it('answers 404 for someone else’s download and leaves it and its file alone', async () => {
    const ready = await download(CsvDownloadStatus.Ready);
    const res = await t.http.delete(`/api/exports/${ready.id}`).set(auth(otherToken)).expect(404);
    expect(res.body).toEqual({ statusCode: 404, errors: [{ reason: 'The CSV download was not found.' }] });
    // No spelling of the id gets past the owner check.
    await t.http.delete(`/api/exports/${ready.id.toUpperCase()}`).set(auth(otherToken)).expect(404);
    await t.http.get(`/api/exports/${ready.id.toUpperCase()}/file`).set(auth(otherToken)).expect(404);
    expect(await storage.exists(ready.key!)).toBe(true);
    expect((await list()).some((d) => d.id === ready.id)).toBe(true);
    await t.http.delete(`/api/exports/${randomUUID()}`).set(auth(ownerToken)).expect(404);
    await t.http.delete('/api/exports/not-a-uuid').set(auth(ownerToken)).expect(404);
    await t.http.delete(`/api/exports/${ready.id}`).expect(401);
  });

  it('refuses a download still Queued or Processing with 409, changing nothing', async () => {
    for (const status of [CsvDownloadStatus.Queued, CsvDownloadStatus.Processing]) {
      const running = await download(status);
      const res = await t.http.delete(`/api/exports/${running.id}`).set(auth(ownerToken)).expect(409);
      expect(res.body).toEqual({ statusCode: 409, errors: [{ reason: DELETE_UNFINISHED_DOWNLOAD_REASON }] });
      expect((await list()).find((d) => d.id === running.id)?.status).toBe(status);
    }
  });
});
