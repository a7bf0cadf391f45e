// Search on a streaming replica (SEARCH_DATABASE_URL, docs/scaling.md), end to end: a private PostgreSQL primary
// and its replica (pg_basebackup, streaming replication), the real API on both and the real worker as a child
// process. Searches, counts and the export's rows are read on the replica; every write, and every read of what
// the user just wrote (saved searches, their own lists, the downloads list, credits), on the primary. Replay
// is paused on the replica to make the difference visible, then resumed: the new event appears in search.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { CsvDownloadStatus, type CsvDownload, type SavedSearch } from '@leadsignal/contracts';
import { csvHeader } from '@leadsignal/exports';
import { IngestRepository, IngestService } from '@leadsignal/ingest';
import { searchKindDefinition } from '@leadsignal/search';
import { PRIMARY_SEARCH_DATABASE, SearchDatabase } from '@leadsignal/server-core';
import {
  ledgerOf,
  parseCsv,
  postgresBinDir,
  setCredits,
  spawnTypeScript,
  startReplicatedPostgres,
  stopProcess,
  viewedIds,
  waitFor,
  type ReplicatedPostgres,
} from '@leadsignal/testing';
import type { Response } from 'supertest';
import { createUser, login, seed } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';

// Two clusters, the API and a worker booting from their sources: generous on a busy machine.
jest.setTimeout(120_000);

const BIN_DIR = postgresBinDir();
if (!BIN_DIR) {
  console.warn(
    'search-replica.spec: SKIPPED — no PostgreSQL server programs (initdb, pg_ctl, pg_basebackup, postgres) on ' +
      'this machine to start a private primary and replica; install the PostgreSQL server or set PG_BIN_DIR.',
  );
}
const describeWithServer = BIN_DIR ? describe : describe.skip;

const run = randomBytes(4).toString('hex');
const domain = `replica-${run}.example.com`;
const eventRecord = (slug: string, title: string, minutesAgo: number) => ({
  kind: 'event',
  url: `https://news.example.com/${run}/${slug}`,
  title,
  type: 'Funding',
  datePublished: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  summary: `${title}.`,
  companyDomain: domain,
});

/** supertest body parser that keeps the raw bytes. */
function bytes(res: Response, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}

describeWithServer('search on a streaming replica (SEARCH_DATABASE_URL)', () => {
  let pg: ReplicatedPostgres | undefined;
  let t: TestApp;
  let worker: ChildProcess | undefined;
  let ingest: IngestService;
  let token: string;
  let userId: string;
  // A prefix of its own: only this spec's worker takes this spec's exports.
  const redisPrefix = `${process.env.REDIS_PREFIX}:replica`;

  const auth = () => ({ Authorization: `Bearer ${token}` });
  const ingestEvents = async (...records: object[]) => {
    const summary = await ingest.ingest(Readable.from(records.map((r) => `${JSON.stringify(r)}\n`)), {
      format: 'ndjson',
    });
    expect(summary.rejected).toBe(0);
  };
  const searchAlerts = async (): Promise<{ titles: string[]; totalCount: number }> => {
    const res = await t.http
      .post('/api/event/gettriggerevents')
      .set(auth())
      .send({ isContactNameRequiredSelected: false, pageSize: 50 })
      .expect(200);
    return { titles: res.body.triggerEvents.map((e: { title: string }) => e.title), totalCount: res.body.totalCount };
  };
  const downloads = async (path = 'event/getAllEventsCsvDownloads'): Promise<CsvDownload[]> =>
    (await t.http.get(`/api/${path}`).set(auth()).expect(200)).body;
  const untilReady = (id: string, path?: string) =>
    waitFor(async () => {
      const row = (await downloads(path)).find((d) => d.id === id);
      if (row?.status === CsvDownloadStatus.Failed) throw new Error(`The export failed: ${row.error}`);
      return row?.status === CsvDownloadStatus.Ready ? row : undefined;
    }, 60_000);
  const fileOf = async (id: string): Promise<string> =>
    (
      (await t.http.get(`/api/exports/${id}/file`).set(auth()).buffer(true).parse(bytes).expect(200)).body as Buffer
    ).toString('utf8');

  beforeAll(async () => {
    pg = await startReplicatedPostgres(BIN_DIR as string);
    const before = { ...process.env };
    // The app reads its configuration while it is created; later specs in this process get the run's back.
    Object.assign(process.env, {
      DATABASE_URL: pg.primaryUrl,
      SEARCH_DATABASE_URL: pg.replicaUrl,
      REDIS_PREFIX: redisPrefix,
    });
    try {
      t = await createTestApp();
    } finally {
      for (const key of ['DATABASE_URL', 'SEARCH_DATABASE_URL', 'REDIS_PREFIX']) {
        if (before[key] === undefined) delete process.env[key];
        else process.env[key] = before[key];
      }
    }
    await seed(t.dataSource);
    ingest = new IngestService(t.dataSource, new IngestRepository());
    await ingestEvents(
      { kind: 'company', domain, name: 'Replica Robotics', industry: 'Software Development' },
      eventRecord('one', 'Replica Robotics raises a seed round', 3),
      eventRecord('two', 'Replica Robotics raises a Series A', 2),
      eventRecord('three', 'Replica Robotics raises a Series B', 1),
    );
    const user = await createUser(t.dataSource, { firstName: 'Replica' });
    userId = user.id;
    token = await login(t, user.email, user.password);
    await setCredits(t.dataSource, userId, 100);
    // The schema, the accounts and the events reach the replica.
    await pg.caughtUp();
  });

  afterAll(async () => {
    try {
      if (worker) await stopProcess(worker, 'SIGTERM');
      await t?.close();
    } finally {
      // Both clusters stopped and their folder removed, whatever failed above.
      await pg?.stop();
    }
  });

  it('searches and counts read the replica, which is in recovery; the primary search pool is the primary', async () => {
    const [replica] = await t.app
      .get(SearchDatabase)
      .query<{ inRecovery: boolean; port: string }>(
        `SELECT pg_is_in_recovery() AS "inRecovery", current_setting('port') AS port`,
        [],
      );
    expect(replica).toEqual({ inRecovery: true, port: new URL((pg as ReplicatedPostgres).replicaUrl).port });
    const [primary] = await t.app
      .get<SearchDatabase>(PRIMARY_SEARCH_DATABASE)
      .query<{ inRecovery: boolean }>(`SELECT pg_is_in_recovery() AS "inRecovery"`, []);
    expect(primary.inRecovery).toBe(false);

    expect(await searchAlerts()).toEqual({
      titles: [
        'Replica Robotics raises a Series B',
        'Replica Robotics raises a Series A',
        'Replica Robotics raises a seed round',
      ],
      totalCount: 3,
    });
  });

  it('while the replica lags: search and export rows wait for replay; saved searches, lists, downloads and charges read the primary', async () => {
    const replicated = pg as ReplicatedPostgres;
    await replicated.pauseReplay();
    const fresh = 'Replica Robotics acquires a rival';
    await ingestEvents(eventRecord('four', fresh, 0));
    // On the primary at once; not in search until the replica replays it.
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM trigger_events`))[0].n).toBe(4);
    expect((await searchAlerts()).totalCount).toBe(3);

    // A saved search is listed right after it is saved (the primary).
    const saved = await t.http
      .post('/api/event/saveSearch')
      .set(auth())
      .send({ name: 'Replica funding', searchCriteria: JSON.stringify({ isContactNameRequiredSelected: false }) })
      .expect(201);
    const listed = await t.http.get('/api/event/listSaveSearch').set(auth()).expect(200);
    expect((listed.body as SavedSearch[]).map((s) => s.id)).toContain(saved.body.id);

    // A list's members are searched and exported on the primary: the companies added a moment ago are there,
    // even one ingested after replay stopped.
    await ingestEvents({
      kind: 'company',
      domain: `second-${domain}`,
      name: 'Replica Second',
      industry: 'Software Development',
    });
    const companies: { id: string }[] = await t.dataSource.query(`SELECT id FROM companies WHERE domain IN ($1, $2)`, [
      domain,
      `second-${domain}`,
    ]);
    const companyIds = companies.map((c) => c.id).sort();
    const list = await t.http
      .post('/api/lists')
      .set(auth())
      .send({ kind: 'companies', name: 'Replica list' })
      .expect(201);
    await t.http.post(`/api/lists/${list.body.id}/members`).set(auth()).send({ ids: companyIds }).expect(200);
    const members = await t.http
      .post('/api/company/registered/search')
      .set(auth())
      .send({ isListSelected: true, listId: list.body.id })
      .expect(200);
    expect(members.body.totalCount).toBe(2);
    expect(members.body.companies.map((c: { id: string }) => c.id).sort()).toEqual(companyIds);
    const listExport = await t.http
      .post('/api/company/downloadAll')
      .set(auth())
      .send({ isListSelected: true, listId: list.body.id, csvDownloadName: 'Replica list' })
      .expect(200);

    // The export is counted on the replica and listed at once (the primary) ...
    const queued = await t.http
      .post('/api/event/downloadAllTriggerEvents')
      .set(auth())
      .send({ isContactNameRequiredSelected: false, csvDownloadName: 'Replica export' })
      .expect(200);
    const id: string = queued.body.id;
    expect((await downloads()).find((d) => d.id === id)?.status).toBe(CsvDownloadStatus.Queued);

    // ... and the worker reads its rows on the replica (without the new event), the list's on the primary, and
    // charges on the primary exactly the rows of each file.
    worker = spawnTypeScript(join(__dirname, '../../worker/src/main.ts'), {
      env: {
        DATABASE_URL: replicated.primaryUrl,
        SEARCH_DATABASE_URL: replicated.replicaUrl,
        REDIS_PREFIX: redisPrefix,
      },
    });
    const ready = await untilReady(id);
    expect(ready.totalRows).toBe(3);
    const titles = parseCsv(await fileOf(id)).map((record) => record['Alert Title']);
    expect(titles).toEqual([
      'Replica Robotics raises a Series B',
      'Replica Robotics raises a Series A',
      'Replica Robotics raises a seed round',
    ]);
    const exported: { id: string }[] = await t.dataSource.query(`SELECT id FROM trigger_events WHERE title <> $1`, [
      fresh,
    ]);
    expect(await viewedIds(t.dataSource, userId)).toEqual(exported.map((row) => row.id).sort());

    const listReady = await untilReady(listExport.body.id, 'company/getAllRegisteredCompanyCsvDownloads');
    expect(listReady.totalRows).toBe(2);
    const listFile = parseCsv(await fileOf(listExport.body.id), csvHeader(searchKindDefinition('companies')));
    expect(listFile.map((record) => record['Company ID']).sort()).toEqual(companyIds);

    // Each export charged exactly the rows of its file.
    expect(await ledgerOf(t.dataSource, userId)).toEqual(
      expect.arrayContaining([
        { delta: -3, reference: id },
        { delta: -2, reference: listExport.body.id },
      ]),
    );
    expect(await ledgerOf(t.dataSource, userId)).toHaveLength(2);

    // Replayed: the new event appears in search.
    await replicated.resumeReplay();
    const found = await waitFor(async () => {
      const result = await searchAlerts();
      return result.totalCount === 4 ? result : undefined;
    }, 20_000);
    expect(found.titles[0]).toBe(fresh);
  });
});
