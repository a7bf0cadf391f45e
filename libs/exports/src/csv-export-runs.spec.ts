// One run writes a file (issue 23 item 8), against real PostgreSQL and storage on disk: two runs of the same
// download — the older one lost its job lock while alive, BullMQ gave the job to a newer one — and the older
// finishes last, whether it wrote its file after the newer made the download Ready or before the newer started.
// The download must point at the newer run's file, charged once, and the older run's file must be gone. The
// older run is held at a point of its own choosing by the storage it writes through (real disk underneath).
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Logger } from '@nestjs/common';
import { CsvDownloadStatus, alertSearchCriteriaSchema } from '@leadsignal/contracts';
import { CreditsRepository, CreditsService } from '@leadsignal/credits';
import {
  LocalObjectStorage,
  createDataSource,
  runMigrations,
  type IncompleteUpload,
  type ObjectStorage,
  type PutOptions,
  type UrlOptions,
} from '@leadsignal/server-core';
import {
  creditsOf,
  fixtureCriteria,
  insertAlerts,
  ledgerOf,
  newMarker,
  parseCsv,
  type FixtureAlert,
} from '@leadsignal/testing';
import type { DataSource } from 'typeorm';
import { csvObjectKey } from './csv-files';
import { CsvDownloadsRepository } from './csv-downloads.repository';
import { CsvExportService } from './csv-export.service';
import { ExportRowsRepository } from './export-rows.repository';

jest.setTimeout(60_000);

/** A promise and the function that settles it. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** Disk storage that can hold the upload of one key, before it writes a byte or after it wrote the file. */
class HeldStorage implements ObjectStorage {
  readonly driver = 'local' as const;
  private hold?: { key: string; when: 'before-writing' | 'after-writing'; reached: () => void; until: Promise<void> };

  constructor(private readonly disk: LocalObjectStorage) {}

  /** The next upload of `key` waits at `when` (telling `reached`) until `until` settles. */
  holdUpload(key: string, when: 'before-writing' | 'after-writing', reached: () => void, until: Promise<void>) {
    this.hold = { key, when, reached, until };
  }

  async put(key: string, body: Readable | Buffer | string, options?: PutOptions): Promise<{ size: number }> {
    const hold = this.hold?.key === key ? this.hold : undefined;
    if (hold?.when === 'before-writing') {
      hold.reached();
      await hold.until;
    }
    const written = await this.disk.put(key, body, options);
    if (hold?.when === 'after-writing') {
      hold.reached();
      await hold.until;
    }
    return written;
  }
  get(key: string) {
    return this.disk.get(key);
  }
  signedUrl(key: string, options: UrlOptions) {
    return this.disk.signedUrl(key, options);
  }
  delete(key: string) {
    return this.disk.delete(key);
  }
  exists(key: string) {
    return this.disk.exists(key);
  }
  incompleteUploads(prefix: string) {
    return this.disk.incompleteUploads(prefix);
  }
  abortUpload(upload: IncompleteUpload) {
    return this.disk.abortUpload(upload);
  }
  check() {
    return this.disk.check();
  }
}

describe('runs of one export', () => {
  let dataSource: DataSource;
  let dir: string;
  let storage: HeldStorage;
  let downloads: CsvDownloadsRepository;
  let exportsService: CsvExportService;
  let marker: string;
  let alerts: FixtureAlert[];

  beforeAll(async () => {
    Logger.overrideLogger(false);
    dataSource = createDataSource(process.env.DATABASE_URL!, 'csv-export-runs-spec');
    await dataSource.initialize();
    await runMigrations(dataSource);
    dir = await mkdtemp(join(tmpdir(), 'leadsignal-export-runs-'));
    storage = new HeldStorage(new LocalObjectStorage(dir));
    downloads = new CsvDownloadsRepository(dataSource);
    exportsService = new CsvExportService(
      dataSource,
      storage,
      downloads,
      new ExportRowsRepository(dataSource),
      new CreditsService(dataSource, new CreditsRepository(dataSource)),
    );
    marker = newMarker('runs');
    alerts = await insertAlerts(dataSource, marker, 12);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function newDownload(): Promise<{ userId: string; id: string }> {
    const [user] = await dataSource.query(
      `INSERT INTO users (email, user_name, first_name, last_name) VALUES ($1, $1, 'Run', 'Test') RETURNING id`,
      [`runs-${randomUUID()}@example.com`],
    );
    await dataSource.query(`UPDATE credit_accounts SET monthly_available_credits = 100 WHERE workspace_id = $1`, [user.id]);
    const criteria = alertSearchCriteriaSchema.parse(fixtureCriteria(marker));
    const { id } = await downloads.insert(user.id, { kind: 'alerts', name: 'Two runs', criteria, rowLimit: null });
    return { userId: user.id, id };
  }

  const filesOf = async (userId: string) =>
    (await readdir(join(dir, 'csv-downloads/alerts', userId)).catch(() => [] as string[])).sort();

  it.each(['before-writing', 'after-writing'] as const)(
    'the older run finishing last (held %s its file): the download keeps the newer run’s file, the older’s is removed',
    async (when) => {
      const { userId, id } = await newDownload();
      const [older, newer] = [randomUUID(), randomUUID()];
      const olderKey = csvObjectKey({ id, userId, kind: 'alerts', runToken: older });
      const newerKey = csvObjectKey({ id, userId, kind: 'alerts', runToken: newer });
      const reached = deferred();
      const release = deferred();
      storage.holdUpload(olderKey, when, reached.resolve, release.promise);

      // The older run starts the export and is held; then its lock is lost and the newer run takes over.
      const olderRun = exportsService.run(id, { maxInterruptions: 10, runToken: older });
      await reached.promise;
      if (when === 'after-writing') expect(await storage.exists(olderKey)).toBe(true);
      const newerOutcome = await exportsService.run(id, { maxInterruptions: 10, runToken: newer });
      expect(newerOutcome).toMatchObject({ outcome: 'ready', totalRows: alerts.length, creditsCharged: alerts.length });
      // The newer found the row still Processing: the older counts as interrupted.
      expect(await downloads.find(id)).toMatchObject({
        status: CsvDownloadStatus.Ready,
        objectKey: newerKey,
        runToken: newer,
        interruptions: 1,
      });

      release.resolve();
      expect(await olderRun).toEqual({ outcome: 'skipped', why: 'superseded' });

      const row = await downloads.find(id);
      expect(row).toMatchObject({ status: CsvDownloadStatus.Ready, objectKey: newerKey, totalRows: alerts.length });
      expect(await storage.exists(olderKey)).toBe(false);
      // Nothing else in the user's folder: no other file, no half-written upload.
      expect(await filesOf(userId)).toEqual([`${id}.${newer}.csv`]);
      const records = parseCsv(await readFile(join(dir, newerKey), 'utf8'));
      expect(records.map((record) => record['Alert ID'])).toEqual(alerts.map((alert) => alert.id));
      // Charged once, by the run that made it Ready.
      expect(await ledgerOf(dataSource, userId)).toEqual([{ delta: -alerts.length, reference: id }]);
      expect(await creditsOf(dataSource, userId)).toBe(100 - alerts.length);
    },
  );

  it('a superseded run’s release and failure leave the row to the run that took it over', async () => {
    const { userId, id } = await newDownload();
    const [older, newer] = [randomUUID(), randomUUID()];
    await downloads.start(id, older);
    await downloads.start(id, newer);

    await exportsService.release(id, older);
    await exportsService.fail(id, new Error('storage: the upload was aborted'), older);
    expect(await downloads.find(id)).toMatchObject({ status: CsvDownloadStatus.Processing, runToken: newer });

    await exportsService.fail(id, new Error('storage: EACCES'), newer);
    expect(await downloads.find(id)).toMatchObject({ status: CsvDownloadStatus.Failed, runToken: newer });
    expect(await ledgerOf(dataSource, userId)).toEqual([]);
  });
});
