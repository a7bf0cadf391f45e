// Saved-search monitoring end to end: events ingested after a search's watermark, a monitoring job
// in real Redis, notifications in a fresh PostgreSQL database, and the digest e-mail delivered by the
// worker's mail queue to a real SMTP server. Also: nothing new sends nothing, and a run that stops
// between its commit and the e-mail (or between queueing the e-mail and recording that) neither
// loses nor repeats the announcement.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Test, type TestingModule } from '@nestjs/testing';
import { MONITORING_JOBS, QUEUES, type MailJob, type SearchableKind } from '@leadsignal/contracts';
import { compileCount, fromOf, isoInstantSql, searchKindDefinition } from '@leadsignal/search';
import { Queue, type Job } from 'bullmq';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { DataSource } from 'typeorm';
import {
  createDataSource,
  runMigrations,
  dropDatabase,
  ensureDatabase,
  redisConnectionOptions,
} from '@leadsignal/server-core';
import { IngestRepository, IngestService } from '@leadsignal/ingest';
import { seedEmailTemplates } from '@leadsignal/mail';
import { WorkerModule } from '../worker.module';
import { DigestMailer } from '@leadsignal/saved-searches';
import { MONITORING_SCHEDULER_ID } from './monitoring.processor';
import { waitFor } from '@leadsignal/testing';

// Booting the app (or worker) against fresh databases can take longer than Jest's default 5 s on a busy machine.
jest.setTimeout(30_000);

const RUN_ID = `${process.pid}_${randomBytes(4).toString('hex')}`;
const DATABASE_URL = `postgres://postgres@127.0.0.1:5432/leadsignal_worker_test_${RUN_ID}`;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const REDIS_PREFIX = `lstest:monitoring_${RUN_ID}`;
const APP_URL = 'https://app.leadsignal.test';

interface Received {
  to: string[];
  mail: ParsedMail;
}

/** Where a test makes the next run stop, as if the process died there. */
type Crash = 'before-queueing' | 'after-queueing' | null;

/** The real mailer, which can be told to die once just before or just after queueing a digest. */
class CrashableDigestMailer extends DigestMailer {
  static crash: Crash = null;

  override async enqueue(digestId: string, mail: MailJob): Promise<void> {
    const crash = CrashableDigestMailer.crash;
    CrashableDigestMailer.crash = null;
    if (crash === 'before-queueing') throw new Error('simulated crash after the commit, before the e-mail');
    await super.enqueue(digestId, mail);
    if (crash === 'after-queueing') throw new Error('simulated crash after queueing the e-mail, before recording it');
  }
}

describe('saved-search monitoring (worker)', () => {
  const received: Received[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      simpleParser(stream)
        .then((mail) => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  let dir: string;
  let dataSource: DataSource;
  let ingest: IngestService;
  let monitoringQueue: Queue;
  let mailQueue: Queue<MailJob>;
  let worker: TestingModule;
  const users: Record<'ada' | 'bob' | 'cy' | 'dee' | 'eve' | 'fay', { id: string; email: string }> = {} as never;
  const searches: Record<string, string> = {};
  const run = randomBytes(3).toString('hex');
  let eventNumber = 0;

  const mailsTo = (who: keyof typeof users) => received.filter((r) => r.to.includes(users[who].email));

  async function createUser(name: keyof typeof users): Promise<void> {
    const email = `${name}-${run}@example.com`;
    const [row] = await dataSource.query(
      `INSERT INTO users (email, user_name, first_name, last_name, email_confirmed_at) VALUES ($1, $1, $2, 'Tester', now()) RETURNING id`,
      [email, name[0].toUpperCase() + name.slice(1)],
    );
    users[name] = { id: row.id, email };
  }

  async function createSearch(
    who: keyof typeof users,
    name: string,
    criteria: Record<string, unknown>,
    flags: { monitored?: boolean; notifications?: boolean; kind?: 'alerts' | 'companies' | 'prospects' } = {},
  ): Promise<void> {
    const kind = flags.kind ?? 'alerts';
    const [row] = await dataSource.query(
      `INSERT INTO saved_searches (user_id, kind, name, criteria, enable_notification, is_monitored)
       VALUES ($1, $6, $2, $3, $4, $5) RETURNING id`,
      [
        users[who].id,
        name,
        JSON.stringify(kind === 'alerts' ? { isContactNameRequiredSelected: false, ...criteria } : criteria),
        flags.notifications ?? true,
        flags.monitored ?? true,
        kind,
      ],
    );
    searches[name] = row.id;
  }

  /** New events through the ingest path (which stamps their arrival), for one Texas and one Ohio company. */
  async function ingestEvents(events: { type: string; company: 'tx' | 'oh'; title?: string }[]): Promise<string[]> {
    const titles: string[] = [];
    const lines = [
      { kind: 'company', domain: `tx-${run}.example.com`, name: 'Lone Star Robotics', country: 'US', state: 'Texas' },
      { kind: 'company', domain: `oh-${run}.example.com`, name: 'Buckeye Foods', country: 'US', state: 'Ohio' },
      ...events.map((event) => {
        eventNumber += 1;
        const title = event.title ?? `Event ${eventNumber} <b>${event.type}</b> & co`;
        titles.push(title);
        return {
          kind: 'event',
          url: `https://news.example.com/${run}/${eventNumber}`,
          title,
          type: event.type,
          // Published long ago: arrival, not publication, makes an event new.
          datePublished: new Date(Date.UTC(2024, 0, 1) + eventNumber * 60_000).toISOString(),
          companyDomain: `${event.company}-${run}.example.com`,
        };
      }),
    ];
    const path = join(dir, `feed-${eventNumber}.ndjson`);
    await writeFile(path, lines.map((line) => JSON.stringify(line)).join('\n'));
    const summary = await ingest.ingestFile(path);
    if (summary.rejected) throw new Error(`ingest rejected lines: see ${summary.reportPath}`);
    return titles;
  }

  async function runMonitoring(): Promise<Job> {
    const job = await monitoringQueue.add(MONITORING_JOBS.run, {}, { attempts: 1 });
    await waitFor(async () => {
      const state = await job.getState();
      return state === 'completed' || state === 'failed' ? true : undefined;
    });
    return (await monitoringQueue.getJob(job.id as string)) as Job;
  }

  /**
   * The ids of every job the mail queue holds, whatever its state. A monitoring run queues its e-mails before
   * its job completes, so once it has, the ids it added (none, or a digest's) are all here.
   */
  const mailJobIds = async (): Promise<string[]> => (await mailQueue.getJobs()).map((job) => job.id as string);
  const addedSince = async (before: string[]) => (await mailJobIds()).filter((id) => !before.includes(id));

  /** Waits until the mail queue has nothing left to deliver. */
  async function mailsSettled(): Promise<void> {
    await waitFor(async () => {
      const counts = await mailQueue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      return Object.values(counts).every((n) => n === 0) ? true : undefined;
    });
  }

  const notificationsOf = (
    who: keyof typeof users,
  ): Promise<{ title: string; item_count: number; link: string; saved_search_id: string }[]> =>
    dataSource.query(
      `SELECT title, item_count, link, saved_search_id FROM notifications WHERE user_id = $1 ORDER BY title`,
      [users[who].id],
    );

  /** The watermark a search has now (ISO, as a notification's link carries it). */
  async function watermarkOf(name: string): Promise<string> {
    const [row] = await dataSource.query(
      `SELECT ${isoInstantSql('watermark')} AS iso FROM saved_searches WHERE id = $1`,
      [searches[name]],
    );
    return row.iso;
  }

  /** `<screen>?ssid=…&arrivedAfter=…&arrivedUntil=…`: the window of the run that announced the search. */
  const windowLink = (screen: string, name: string, after: string, until: string) =>
    `${screen}?${new URLSearchParams({ ssid: searches[name], arrivedAfter: after, arrivedUntil: until })}`;

  /**
   * What the screen a notification opens counts: the saved search with the link's arrival window, through the
   * kind's own count (roll-ups included, which must not answer it).
   */
  async function countOfLink(kind: SearchableKind, who: keyof typeof users, link: string): Promise<number> {
    const params = new URL(link, APP_URL).searchParams;
    const [saved] = await dataSource.query(`SELECT criteria FROM saved_searches WHERE id = $1`, [params.get('ssid')]);
    const definition = searchKindDefinition(kind);
    const criteria = definition.criteriaSchema.parse({
      ...saved.criteria,
      isArrivedWindowSelected: true,
      arrivedAfter: params.get('arrivedAfter'),
      arrivedUntil: params.get('arrivedUntil'),
    });
    const count = compileCount(definition.search, fromOf(definition), criteria, definition.countRollups, {
      userId: users[who].id,
    });
    expect(count.rollup).toBeNull();
    const [row] = await dataSource.query(count.sql, count.params);
    return Number(row.count);
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'leadsignal-monitoring-'));
    await ensureDatabase(DATABASE_URL);
    dataSource = createDataSource(DATABASE_URL, 'leadsignal-monitoring-test');
    await dataSource.initialize();
    await runMigrations(dataSource);
    await seedEmailTemplates(dataSource);
    ingest = new IngestService(dataSource, new IngestRepository());
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const address = smtp.server.address();
    if (!address || typeof address === 'string') throw new Error('SMTP server has no port');
    const connection = redisConnectionOptions(REDIS_URL, 'worker');
    monitoringQueue = new Queue(QUEUES.monitoring, { connection, prefix: REDIS_PREFIX });
    mailQueue = new Queue<MailJob>(QUEUES.mail, { connection, prefix: REDIS_PREFIX });

    Object.assign(process.env, {
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      DATABASE_URL,
      REDIS_URL,
      REDIS_PREFIX,
      APP_URL,
      STORAGE_LOCAL_DIR: join(dir, 'storage'),
      MAIL_FROM: 'LeadSignal <no-reply@leadsignal.test>',
      MAIL_OUTBOX_DIR: join(dir, 'outbox'),
      SMTP_URL: `smtp://127.0.0.1:${address.port}`,
      WORKER_CONCURRENCY: '2',
      MONITOR_INTERVAL_MINUTES: '60',
    });
    worker = await Test.createTestingModule({ imports: [WorkerModule] })
      .overrideProvider(DigestMailer)
      .useClass(CrashableDigestMailer)
      .setLogger({ log: () => undefined, error: () => undefined, warn: () => undefined })
      .compile();
    await worker.init();
    // The scheduler's first run starts at once; let it finish (nothing is monitored yet).
    await waitFor(async () => ((await monitoringQueue.getJobCounts('completed')).completed >= 1 ? true : undefined));
  });

  afterAll(async () => {
    await worker?.close();
    await monitoringQueue?.obliterate({ force: true });
    await mailQueue?.obliterate({ force: true });
    await monitoringQueue?.close();
    await mailQueue?.close();
    await dataSource?.destroy();
    await dropDatabase(DATABASE_URL);
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await rm(dir, { recursive: true, force: true });
  });

  it('schedules a run every MONITOR_INTERVAL_MINUTES', async () => {
    const schedulers = await monitoringQueue.getJobSchedulers();
    expect(schedulers).toEqual([expect.objectContaining({ key: MONITORING_SCHEDULER_ID, every: 60 * 60_000 })]);
  });

  it('announces events that arrived after the watermark: one notification per search, one digest per user', async () => {
    for (const name of ['ada', 'bob', 'cy', 'dee'] as const) await createUser(name);
    // Arrived before the searches existed: never announced, though they match.
    await ingestEvents([{ type: 'funding', company: 'tx' }]);
    await createSearch('ada', 'Funding in Texas', {
      isTriggerEventsTypeSelected: true,
      eventTypes: ['funding'],
      isStatesSelected: true,
      states: ['texas'],
    });
    await createSearch('ada', 'Hires', { isTriggerEventsTypeSelected: true, eventTypes: ['personnel'] });
    await createSearch('ada', 'Awards', { isTriggerEventsTypeSelected: true, eventTypes: ['awards'] });
    await createSearch('bob', "Bob's <funding>", { isTriggerEventsTypeSelected: true, eventTypes: ['funding'] });
    await createSearch(
      'cy',
      'Quiet',
      { isTriggerEventsTypeSelected: true, eventTypes: ['funding'] },
      { notifications: false },
    );
    await createSearch(
      'dee',
      'Unwatched',
      { isTriggerEventsTypeSelected: true, eventTypes: ['funding'] },
      { monitored: false },
    );

    const adaSince = { hires: await watermarkOf('Hires'), texas: await watermarkOf('Funding in Texas') };
    const texasFunding = await ingestEvents(
      Array.from({ length: 7 }, () => ({ type: 'funding', company: 'tx' as const })),
    );
    await ingestEvents([
      { type: 'personnel', company: 'oh' },
      { type: 'funding', company: 'oh' },
    ]);

    const job = await runMonitoring();
    expect(job.finishedOn).toBeDefined();
    expect(job.returnvalue).toMatchObject({ users: 2, notifications: 3, digests: 2, requeued: 0 });
    const cutoff = (job.returnvalue as { cutoff: string }).cutoff;
    expect(cutoff).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    const hiresLink = windowLink('/alerts', 'Hires', adaSince.hires, cutoff);
    const texasLink = windowLink('/alerts', 'Funding in Texas', adaSince.texas, cutoff);

    expect(await notificationsOf('ada')).toEqual([
      {
        title: "1 new alert for 'Hires'",
        item_count: 1,
        link: hiresLink,
        saved_search_id: searches.Hires,
      },
      {
        title: "7 new alerts for 'Funding in Texas'",
        item_count: 7,
        link: texasLink,
        saved_search_id: searches['Funding in Texas'],
      },
    ]);
    // The screen a notification opens counts exactly what it announced (not the event from before the search).
    expect(await countOfLink('alerts', 'ada', hiresLink)).toBe(1);
    expect(await countOfLink('alerts', 'ada', texasLink)).toBe(7);
    expect(await watermarkOf('Funding in Texas')).toBe(cutoff);
    expect(await notificationsOf('bob')).toEqual([
      expect.objectContaining({ title: "8 new alerts for 'Bob's <funding>'", item_count: 8 }),
    ]);
    expect(await notificationsOf('cy')).toEqual([]);
    expect(await notificationsOf('dee')).toEqual([]);

    await mailsSettled();
    expect(mailsTo('cy')).toHaveLength(0);
    expect(mailsTo('dee')).toHaveLength(0);
    const [adaMail] = await waitFor(() => (mailsTo('ada').length ? mailsTo('ada') : undefined));
    expect(mailsTo('ada')).toHaveLength(1);
    expect(adaMail.mail.subject).toBe('New matches for your saved searches on LeadSignal');
    const html = adaMail.mail.html as string;
    expect(html).toContain('Hi Ada,');
    expect(html).toContain('Funding in Texas');
    expect(html).toContain('7 new alerts for &#39;Funding in Texas&#39;');
    expect(html).toContain('1 new alert for &#39;Hires&#39;');
    expect(html).not.toContain('Awards');
    expect(html).toContain(`href="${APP_URL}${texasLink.replace(/&/g, '&amp;')}"`);
    expect(html).toContain(`href="${APP_URL}${hiresLink.replace(/&/g, '&amp;')}"`);
    expect(html).toContain('See all 7 new alerts');
    // The top 5 by publication date (newest first), escaped; the two oldest only behind the link.
    const escape = (title: string) => title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    for (const title of texasFunding.slice(2)) expect(html).toContain(escape(title));
    for (const title of texasFunding.slice(0, 2)) expect(html).not.toContain(escape(title));
    expect(html).not.toContain('<b>funding</b>');
    expect(html).toContain('Lone Star Robotics');

    const bobMails = mailsTo('bob');
    expect(bobMails).toHaveLength(1);
    expect(bobMails[0].mail.html).toContain('Bob&#39;s &lt;funding&gt;');

    const digests = await dataSource.query(
      `SELECT user_id, search_count, item_count, queued_at FROM saved_search_digests`,
    );
    expect(digests).toHaveLength(2);
    expect(digests).toEqual(
      expect.arrayContaining([
        { user_id: users.ada.id, search_count: 2, item_count: 8, queued_at: expect.any(Date) },
        { user_id: users.bob.id, search_count: 1, item_count: 8, queued_at: expect.any(Date) },
      ]),
    );
  });

  it('sends nothing when nothing new arrived', async () => {
    await mailsSettled();
    const mailsBefore = received.length;
    const jobsBefore = await mailJobIds();
    const count = (table: string) => dataSource.query(`SELECT count(*)::int AS n FROM ${table}`);
    const [notificationsBefore, digestsBefore] = [await count('notifications'), await count('saved_search_digests')];
    const job = await runMonitoring();
    expect(job.returnvalue).toMatchObject({ notifications: 0, digests: 0, requeued: 0 });
    // The run has finished: an e-mail of it would be a digest row and a mail job by now. There is neither, and
    // what the queue held is delivered: no mail can come later.
    expect(await count('saved_search_digests')).toEqual(digestsBefore);
    expect(await addedSince(jobsBefore)).toEqual([]);
    await mailsSettled();
    expect(received.length).toBe(mailsBefore);
    expect(await dataSource.query(`SELECT count(*)::int AS n FROM notifications`)).toEqual(notificationsBefore);
  });

  it('a run that dies after its commit but before the e-mail: the next run sends it, once', async () => {
    await ingestEvents([{ type: 'personnel', company: 'tx', title: 'Lone Star Robotics names a new CTO' }]);
    CrashableDigestMailer.crash = 'before-queueing';
    const crashed = await runMonitoring();
    expect(crashed.failedReason).toMatch(/simulated crash after the commit/);

    // Announced once (the commit happened), e-mail still owed.
    expect((await notificationsOf('ada')).filter((n) => n.title === "1 new alert for 'Hires'")).toHaveLength(2);
    const [pending] = await dataSource.query(`SELECT id FROM saved_search_digests WHERE queued_at IS NULL`);
    expect(pending).toBeDefined();
    await mailsSettled();
    expect(mailsTo('ada')).toHaveLength(1);

    const next = await runMonitoring();
    expect(next.returnvalue).toMatchObject({ requeued: 1, notifications: 0, digests: 0 });
    await waitFor(() => (mailsTo('ada').length === 2 ? true : undefined));
    expect(mailsTo('ada')[1].mail.html).toContain('Lone Star Robotics names a new CTO');

    // A third run has nothing to send again: no mail job added, and what the queue held is delivered.
    const jobsBefore = await mailJobIds();
    expect((await runMonitoring()).returnvalue).toMatchObject({ requeued: 0, digests: 0 });
    expect(await addedSince(jobsBefore)).toEqual([]);
    await mailsSettled();
    expect(mailsTo('ada')).toHaveLength(2);
    expect((await notificationsOf('ada')).filter((n) => n.title === "1 new alert for 'Hires'")).toHaveLength(2);
  });

  it('a run that dies after queueing the e-mail but before recording it: queueing again adds no second e-mail', async () => {
    await ingestEvents([{ type: 'funding', company: 'oh', title: 'Buckeye Foods raises a seed round' }]);
    CrashableDigestMailer.crash = 'after-queueing';
    const crashed = await runMonitoring();
    expect(crashed.failedReason).toMatch(/simulated crash after queueing/);
    await waitFor(() => (mailsTo('bob').length === 2 ? true : undefined));

    const jobsBefore = await mailJobIds();
    const next = await runMonitoring();
    expect(next.returnvalue).toMatchObject({ requeued: 1, notifications: 0 });
    // Queued again under the digest's own job id, which the queue still holds: no job added.
    expect(await addedSince(jobsBefore)).toEqual([]);
    await mailsSettled();
    expect(mailsTo('bob')).toHaveLength(2);
    expect(mailsTo('bob')[1].mail.html).toContain('Buckeye Foods raises a seed round');
    expect(await notificationsOf('bob')).toEqual([
      expect.objectContaining({ title: "1 new alert for 'Bob's <funding>'" }),
      expect.objectContaining({ title: "8 new alerts for 'Bob's <funding>'" }),
    ]);
    expect(
      await dataSource.query(`SELECT count(*)::int AS n FROM saved_search_digests WHERE queued_at IS NULL`),
    ).toEqual([{ n: 0 }]);
  });

  it('skips a search whose criteria no longer validate without failing the run', async () => {
    await dataSource.query(`UPDATE saved_searches SET criteria = '{"pageSize": 15}' WHERE id = $1`, [searches.Hires]);
    await ingestEvents([{ type: 'personnel', company: 'oh' }]);
    const job = await runMonitoring();
    expect(job.returnvalue).toMatchObject({ notifications: 0, digests: 0 });
    const [hires] = await dataSource.query(
      `SELECT watermark > now() - interval '1 minute' AS fresh FROM saved_searches WHERE id = $1`,
      [searches.Hires],
    );
    expect(hires.fresh).toBe(true);
  });

  it('announces registered companies that arrived after the watermark of a monitored company search, once', async () => {
    await createUser('eve');
    // Lone Star Robotics (Texas) arrived before the search: never announced.
    await createSearch('eve', 'Texas companies', { isStatesSelected: true, states: ['Texas'] }, { kind: 'companies' });
    const path = join(dir, `companies-${run}.ndjson`);
    await writeFile(
      path,
      [
        { kind: 'company', domain: `alamo-${run}.example.com`, name: 'Alamo Analytics', country: 'US', state: 'Texas' },
        { kind: 'company', domain: `bayou-${run}.example.com`, name: 'Bayou <Freight>', country: 'US', state: 'Texas' },
        { kind: 'company', domain: `erie-${run}.example.com`, name: 'Erie Mills', country: 'US', state: 'Ohio' },
      ]
        .map((line) => JSON.stringify(line))
        .join('\n'),
    );
    expect((await ingest.ingestFile(path)).rejected).toBe(0);

    const since = await watermarkOf('Texas companies');
    const job = await runMonitoring();
    const link = windowLink('/registries', 'Texas companies', since, (job.returnvalue as { cutoff: string }).cutoff);
    expect(await notificationsOf('eve')).toEqual([
      {
        title: "2 new companies for 'Texas companies'",
        item_count: 2,
        link,
        saved_search_id: searches['Texas companies'],
      },
    ]);
    expect(await countOfLink('companies', 'eve', link)).toBe(2);
    await mailsSettled();
    const [mail] = await waitFor(() => (mailsTo('eve').length ? mailsTo('eve') : undefined));
    const html = mail.mail.html as string;
    expect(html).toContain('Alamo Analytics');
    expect(html).toContain('Bayou &lt;Freight&gt;');
    expect(html).not.toContain('Erie Mills');
    expect(html).toContain(`href="${APP_URL}${link.replace(/&/g, '&amp;')}"`);

    // A second run finds nothing new for it: each arrival is announced once.
    await runMonitoring();
    expect(await notificationsOf('eve')).toHaveLength(1);
  });

  it('announces prospects who arrived after the watermark of a monitored prospect search, once', async () => {
    await createUser('fay');
    await createSearch(
      'fay',
      'CFOs',
      { isContactJobLevelSelected: true, contactJobLevels: ['cxo'] },
      { kind: 'prospects' },
    );
    await dataSource.query(
      `INSERT INTO contacts (first_name, last_name, job_title, seniority, city, profile_url, ingested_at)
       VALUES ('Carla', 'Finch', 'Chief Financial Officer', 'cxo', 'Austin', 'https://profiles.test.example/carla', now()),
              ('Dan', 'Junior', 'Analyst', 'junior', 'Austin', NULL, now())`,
    );
    const since = await watermarkOf('CFOs');
    const job = await runMonitoring();
    const link = windowLink('/prospects', 'CFOs', since, (job.returnvalue as { cutoff: string }).cutoff);
    expect(await notificationsOf('fay')).toEqual([
      {
        title: "1 new prospect for 'CFOs'",
        item_count: 1,
        link,
        saved_search_id: searches.CFOs,
      },
    ]);
    expect(await countOfLink('prospects', 'fay', link)).toBe(1);
    await mailsSettled();
    const [mail] = await waitFor(() => (mailsTo('fay').length ? mailsTo('fay') : undefined));
    expect(mail.mail.html).toContain('Carla Finch');
    expect(mail.mail.html).not.toContain('Dan Junior');
    await runMonitoring();
    expect(await notificationsOf('fay')).toHaveLength(1);
  });
});
