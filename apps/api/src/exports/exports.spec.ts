// Alert exports end to end: the real API and the real worker (a child process on the same database
// and Redis prefix), a fixture of alerts with awkward cells, and the files' bytes.
import type { ChildProcess } from 'node:child_process';
import { getQueueToken } from '@nestjs/bullmq';
import { CsvDownloadStatus, QUEUES, UI_MESSAGES, type CsvDownload } from '@leadsignal/contracts';
import type { Queue } from 'bullmq';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request, { type Response } from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createApp } from '../app.factory';
import { createUser, login, type TestUser } from '../../test/accounts';
import {
  creditsOf,
  expectRowMatches,
  fixtureCriteria,
  insertAlerts,
  ledgerOf,
  markViewed,
  newMarker,
  parseCsv,
  setCredits,
  viewedIds,
  type FixtureAlert,
  waitFor,
  stopProcess,
} from '@leadsignal/testing';
import { spawnWorker } from '../../test/worker';

// Real servers and processes: generous limits so a busy machine slows these tests down without failing them.
jest.setTimeout(90_000);

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** supertest body parser that keeps the raw bytes. */
function bytes(res: Response, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}

describe('alert exports', () => {
  let t: TestApp;
  let worker: ChildProcess | undefined;
  let marker: string;
  let alerts: FixtureAlert[];
  let me: TestUser;
  let token: string;

  const auth = (bearer = token) => ({ Authorization: `Bearer ${bearer}` });
  const downloadAll = (body: Record<string, unknown>, bearer = token) =>
    t.http
      .post('/api/event/downloadAllTriggerEvents')
      .set(auth(bearer))
      .send({ ...fixtureCriteria(marker), ...body });
  const list = async (bearer = token): Promise<CsvDownload[]> =>
    (await t.http.get('/api/event/getAllEventsCsvDownloads').set(auth(bearer)).expect(200)).body;
  const startWorker = async () => {
    // Slow enough that the poll below sees the export in Processing.
    worker = spawnWorker({ exportRowDelayMs: 40 });
  };
  const waitForStatus = (id: string, status: CsvDownloadStatus, bearer = token) =>
    waitFor(async () => (await list(bearer)).find((d) => d.id === id && d.status === status));

  beforeAll(async () => {
    t = await createTestApp();
    marker = newMarker('api');
    alerts = await insertAlerts(t.dataSource, marker, 12);
    me = await createUser(t.dataSource, { firstName: 'Exporter' });
    token = await login(t, me.email, me.password);
  });

  afterAll(async () => {
    if (worker) await stopProcess(worker, 'SIGTERM');
    await t?.close();
  });

  describe('export all', () => {
    it('queues (3), processes (4) and finishes (1) a file with every row, charging only unviewed rows once', async () => {
      await setCredits(t.dataSource, me.id, 100);
      // Two rows were revealed before: they are in the file but cost nothing.
      await markViewed(t.dataSource, me.id, [alerts[3].id, alerts[4].id]);

      const queued = await downloadAll({ csvDownloadName: 'Résumé — Q3 "leads"' }).expect(200);
      expect(queued.body).toEqual({ id: expect.any(String), status: CsvDownloadStatus.Queued });
      const id: string = queued.body.id;
      expect((await list()).find((d) => d.id === id)).toMatchObject({
        name: 'Résumé — Q3 "leads"',
        kind: 'alerts',
        status: CsvDownloadStatus.Queued,
        totalRows: null,
        downloadUrl: null,
      });

      // Only now does a worker take the job; watch the statuses it moves through.
      await startWorker();
      const seen: CsvDownloadStatus[] = [CsvDownloadStatus.Queued];
      const ready = await waitFor(async () => {
        const row = (await list()).find((d) => d.id === id);
        if (row && seen[seen.length - 1] !== row.status) seen.push(row.status);
        return row?.status === CsvDownloadStatus.Ready ? row : undefined;
      });
      expect(seen).toEqual([CsvDownloadStatus.Queued, CsvDownloadStatus.Processing, CsvDownloadStatus.Ready]);
      expect(ready).toMatchObject({ totalRows: 12, error: null, completedOn: expect.any(String) });

      // The bytes: BOM, documented header, every row in the search's order, neutralised formulas, accents.
      const file = await t.http.get(`/api/exports/${id}/file`).set(auth()).buffer(true).parse(bytes).expect(200);
      expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''R%C3%A9sum%C3%A9`);
      const body = file.body as Buffer;
      expect(body.subarray(0, 3)).toEqual(BOM);
      const text = body.toString('utf8');
      expect(text).toContain('Zoë,Ångström');
      expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
      const records = parseCsv(text);
      expect(records).toHaveLength(12);
      records.forEach((record, i) => expectRowMatches(record, alerts[i]));
      expect(records[0]['Alert Title'].startsWith("'=")).toBe(true);
      expect(records[1]['Summary']).toBe("'-20% revenue drop");
      expect(records[1]['Quote']).toBe("'\tTabbed quote");
      expect(records[2]['Alert Title']).toBe("'\rCarriage return first");

      // 10 unviewed rows → 10 credits, one ledger row for this download, every row now viewed.
      expect(await creditsOf(t.dataSource, me.id)).toBe(90);
      expect(await ledgerOf(t.dataSource, me.id)).toEqual([{ delta: -10, reference: id }]);
      expect(await viewedIds(t.dataSource, me.id)).toEqual(alerts.map((a) => a.id).sort());

      // The list's link works without a session, for a while; a tampered one does not.
      const link = ready.downloadUrl as string;
      expect(link).toMatch(new RegExp(`^/api/exports/${id}/download\\?token=`));
      const viaLink = await t.http.get(link).buffer(true).parse(bytes).expect(200);
      expect(Buffer.compare(viaLink.body as Buffer, body)).toBe(0);
      await t.http.get(link.replace(/token=\d/, 'token=9')).expect(404);
      await t.http.get(`/api/exports/${id}/download?token=nope`).expect(404);

      // Exporting the same rows again costs nothing: they are all viewed.
      const again = await downloadAll({ csvDownloadName: 'Again' }).expect(200);
      await waitForStatus(again.body.id, CsvDownloadStatus.Ready);
      expect(await creditsOf(t.dataSource, me.id)).toBe(90);
      expect(await ledgerOf(t.dataSource, me.id)).toHaveLength(1);

      // A link handed out before the owner signed out everywhere no longer opens.
      await t.http.get(link).expect(200);
      await t.dataSource.query(`UPDATE users SET token_version = token_version + 1 WHERE id = $1`, [me.id]);
      await t.http.get(link).expect(404);
      // Back to the version of this suite's session, for the specs that follow.
      await t.dataSource.query(`UPDATE users SET token_version = token_version - 1 WHERE id = $1`, [me.id]);
      await t.http.get(link).expect(200);
    });

    it('exports exactly the rows of criteria holding quotes, commas and backslashes', async () => {
      if (!worker) await startWorker();
      const queued = await downloadAll({
        csvDownloadName: 'Awkward criteria',
        isCompanyNamesSelected: true,
        companyNames: ['Société Générale, "SG"', "O'Brien \\ $1"],
        companyNamesExactMatch: true,
      }).expect(200);
      await waitForStatus(queued.body.id, CsvDownloadStatus.Ready);
      const file = await t.http.get(`/api/exports/${queued.body.id}/file`).set(auth()).buffer(true).parse(bytes);
      const records = parseCsv((file.body as Buffer).toString('utf8'));
      expect(records.map((record) => record['Alert ID'])).toEqual([alerts[0].id]);
    });

    it('refuses with 402 when the total exceeds the credits, and caps the total by the download limit', async () => {
      const user = await createUser(t.dataSource);
      const bearer = await login(t, user.email, user.password);
      await setCredits(t.dataSource, user.id, 11);

      const refused = await downloadAll({ csvDownloadName: 'Too many' }, bearer).expect(402);
      expect(refused.body).toEqual({ statusCode: 402, errors: [{ reason: UI_MESSAGES.insufficientCredit }] });
      expect(await list(bearer)).toEqual([]);

      // A limit of 5 makes it a 5-row download, which 11 credits cover.
      await setCredits(t.dataSource, user.id, 11, 5);
      const queued = await downloadAll({ csvDownloadName: 'Capped' }, bearer).expect(200);
      await startWorkerOnce();
      const ready = await waitForStatus(queued.body.id, CsvDownloadStatus.Ready, bearer);
      expect(ready.totalRows).toBe(5);
      const file = await t.http.get(`/api/exports/${ready.id}/file`).set(auth(bearer)).buffer(true).parse(bytes);
      const records = parseCsv((file.body as Buffer).toString('utf8'));
      expect(records.map((r) => r['Alert ID'])).toEqual(alerts.slice(0, 5).map((a) => a.id));
      expect(await creditsOf(t.dataSource, user.id)).toBe(6);
    });

    it('fails the download without charging when the credits are gone by the time the file is ready', async () => {
      const user = await createUser(t.dataSource);
      const bearer = await login(t, user.email, user.password);
      await setCredits(t.dataSource, user.id, 12);
      if (worker) await stopProcess(worker, 'SIGTERM');
      worker = undefined;
      const queued = await downloadAll({ csvDownloadName: 'Spent meanwhile' }, bearer).expect(200);
      await setCredits(t.dataSource, user.id, 3);
      await startWorker();

      const failed = await waitForStatus(queued.body.id, CsvDownloadStatus.Failed, bearer);
      expect(failed).toMatchObject({ error: UI_MESSAGES.insufficientCredit, downloadUrl: null, totalRows: null });
      expect(await creditsOf(t.dataSource, user.id)).toBe(3);
      expect(await ledgerOf(t.dataSource, user.id)).toEqual([]);
      expect(await viewedIds(t.dataSource, user.id)).toEqual([]);
      await t.http.get(`/api/exports/${queued.body.id}/file`).set(auth(bearer)).expect(404);
    });

    it('saves the search when asked (with notifications only then), like Create Alert', async () => {
      await setCredits(t.dataSource, me.id, 1000);
      const name = `Saved with export ${marker}`;
      await downloadAll({ csvDownloadName: name, saveSearch: true, enableNotification: true }).expect(200);
      const saved = (await t.http.get('/api/event/listSaveSearch').set(auth()).expect(200)).body as {
        name: string;
        enableNotification: boolean;
        searchCriteria: string;
      }[];
      const search = saved.find((s) => s.name === name);
      expect(search).toMatchObject({ enableNotification: true });
      expect(JSON.parse(search!.searchCriteria)).toMatchObject({ companyIndustries: [marker], page: 1 });

      const invalid = await downloadAll({ csvDownloadName: 'No save', enableNotification: true }).expect(400);
      expect(invalid.body.errors[0].field).toBe('enableNotification');
      const unnamed = await downloadAll({ csvDownloadName: '  ' }).expect(400);
      expect(unnamed.body.errors[0].field).toBe('csvDownloadName');
      await downloadAll({ csvDownloadName: 'x', owner: 'someone' }).expect(400);
    });

    it("keeps a user's downloads and files invisible to everyone else (404)", async () => {
      const mine = (await list()).find((d) => d.status === CsvDownloadStatus.Ready) as CsvDownload;
      const other = await createUser(t.dataSource);
      const otherToken = await login(t, other.email, other.password);

      expect(await list(otherToken)).toEqual([]);
      await t.http.get(`/api/exports/${mine.id}/file`).set(auth(otherToken)).expect(404);
      await t.http.get(`/api/exports/not-a-uuid/file`).set(auth()).expect(404);
      await t.http.get(`/api/exports/${mine.id}/file`).expect(401);
      // A link is bound to its owner's download: the token does not open another id.
      const token = new URL(mine.downloadUrl as string, 'http://x').searchParams.get('token');
      const otherDownload = (await list()).find((d) => d.id !== mine.id && d.status === CsvDownloadStatus.Ready);
      await t.http.get(`/api/exports/${otherDownload!.id}/download?token=${token}`).expect(404);
    });
  });

  describe('export selected', () => {
    const select = (ids: string[], bearer: string) =>
      t.http
        .post('/api/event/downloadSelectedTriggerEvents')
        .set(auth(bearer))
        .send({ events: ids.map((id) => ({ id })) });

    it('answers the CSV of the selected rows, charging one credit per unviewed row, at most the limit', async () => {
      const user = await createUser(t.dataSource);
      const bearer = await login(t, user.email, user.password);
      await setCredits(t.dataSource, user.id, 10, 4);
      await markViewed(t.dataSource, user.id, [alerts[1].id]);
      const picked = [alerts[2], alerts[0], alerts[1], alerts[0], alerts[5], alerts[6]];

      const res = await select(
        picked.map((a) => a.id),
        bearer,
      ).expect(200);
      // Duplicates dropped, then the first 4 named, in the order named; alerts[1] was viewed already.
      const expected = [alerts[2], alerts[0], alerts[1], alerts[5]];
      expect(res.body.monthlyAvailableCredit).toBe(7);
      expect([...res.body.newlyDownloadedIds].sort()).toEqual([alerts[2].id, alerts[0].id, alerts[5].id].sort());
      expect(res.body.csvData.startsWith('\uFEFF')).toBe(false);
      const records = parseCsv(res.body.csvData);
      expect(records).toHaveLength(4);
      records.forEach((record, i) => expectRowMatches(record, expected[i]));
      expect(await creditsOf(t.dataSource, user.id)).toBe(7);
      expect(await ledgerOf(t.dataSource, user.id)).toEqual([{ delta: -3, reference: null }]);

      // Downloading them again is free.
      const again = await select([alerts[2].id, alerts[0].id], bearer).expect(200);
      expect(again.body).toMatchObject({ monthlyAvailableCredit: 7, newlyDownloadedIds: [] });
    });

    it('refuses with 402 and changes nothing when the credits do not cover the unviewed rows', async () => {
      const user = await createUser(t.dataSource);
      const bearer = await login(t, user.email, user.password);
      await setCredits(t.dataSource, user.id, 2);

      const res = await select(
        alerts.slice(0, 3).map((a) => a.id),
        bearer,
      ).expect(402);
      expect(res.body.errors[0].reason).toBe(UI_MESSAGES.insufficientCredit);
      expect(await creditsOf(t.dataSource, user.id)).toBe(2);
      expect(await viewedIds(t.dataSource, user.id)).toEqual([]);
      expect(await ledgerOf(t.dataSource, user.id)).toEqual([]);
    });

    it('validates the selection', async () => {
      await select([], token).expect(400);
      await t.http
        .post('/api/event/downloadSelectedTriggerEvents')
        .set(auth())
        .send({ events: [{ id: 'x' }] })
        .expect(400);
      await select(['00000000-0000-4000-8000-000000000000'], token).expect(404);
    });
  });

  /** Starts the worker if a previous test stopped it. */
  async function startWorkerOnce(): Promise<void> {
    if (!worker) await startWorker();
  }
});

describe('alert exports while Redis is down', () => {
  let app: NestExpressApplication;
  let t: TestApp;
  const saved = process.env.REDIS_URL;

  beforeAll(async () => {
    // Nothing listens on port 1: every queue call fails as it would with Redis stopped.
    process.env.REDIS_URL = 'redis://127.0.0.1:1';
    // Connection errors are the point here; BullMQ prints those that arrive before a listener is attached.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    app = await createApp({ logger: false });
    for (const name of Object.values(QUEUES)) app.get<Queue>(getQueueToken(name)).on('error', () => undefined);
    await app.init();
    quiet.mockRestore();
    t = { app, http: request(app.getHttpServer()), dataSource: app.get(DataSource), close: () => app.close() };
  });
  afterAll(async () => {
    process.env.REDIS_URL = saved;
    await app?.close();
  });

  it('answers 503 with a reason and leaves no download row and no saved search behind', async () => {
    const marker = newMarker('redis-down');
    await insertAlerts(t.dataSource, marker, 2);
    const user = await createUser(t.dataSource);
    const bearer = await login(t, user.email, user.password);
    await setCredits(t.dataSource, user.id, 10);

    const res = await t.http
      .post('/api/event/downloadAllTriggerEvents')
      .set({ Authorization: `Bearer ${bearer}` })
      .send({ ...fixtureCriteria(marker), csvDownloadName: 'While down', saveSearch: true })
      .expect(503);
    expect(res.body.errors[0].reason).toMatch(/queue is unavailable/);
    expect(await t.dataSource.query(`SELECT id FROM csv_downloads WHERE user_id = $1`, [user.id])).toEqual([]);
    expect(await t.dataSource.query(`SELECT id FROM saved_searches WHERE user_id = $1`, [user.id])).toEqual([]);
  });
});
