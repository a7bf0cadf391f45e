// The mail queue end to end: a job queued in real Redis is rendered from the templates in a fresh
// PostgreSQL database and delivered to a real SMTP server (or to the .eml outbox without one).
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { QUEUES, type MailJob } from '@leadsignal/contracts';
import { Queue } from 'bullmq';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { DataSource } from 'typeorm';
import {
  createDataSource,
  runMigrations,
  dropDatabase,
  ensureDatabase,
  redisConnectionOptions,
} from '@leadsignal/server-core';
import { MAIL_JOB_NAME, MAIL_JOB_OPTIONS, seedEmailTemplates } from '@leadsignal/mail';
import { WorkerModule } from '../worker.module';
import { sleep, waitFor } from '@leadsignal/testing';

const RUN_ID = `${process.pid}_${randomBytes(4).toString('hex')}`;
const DATABASE_URL = `postgres://postgres@127.0.0.1:5432/leadsignal_worker_test_${RUN_ID}`;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const REDIS_PREFIX = `lstest:worker_${RUN_ID}`;

interface ReceivedMail {
  envelopeTo: string[];
  mail: ParsedMail;
}

/** An SMTP server that keeps what it receives and can hold its answer to simulate a slow server. */
class MailCatcher {
  readonly received: ReceivedMail[] = [];
  private gate: Promise<void> = Promise.resolve();
  readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      simpleParser(stream)
        .then(async (mail) => {
          this.received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
          await this.gate;
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.server.address();
    if (!address || typeof address === 'string') throw new Error('SMTP server has no port');
    return address.port;
  }

  /** Delays the server's "250 OK" until the returned function is called. */
  hold(): () => void {
    let release = (): void => undefined;
    this.gate = new Promise<void>((resolve) => (release = resolve));
    return () => {
      release();
      this.gate = Promise.resolve();
    };
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe('mail queue (worker)', () => {
  const catcher = new MailCatcher();
  let smtpPort: number;
  let dir: string;
  let dataSource: DataSource;
  let queue: Queue<MailJob>;
  let app: INestApplicationContext | undefined;

  /** Boots the real WorkerModule; configuration comes from process.env exactly as in production. */
  async function startWorker(env: Record<string, string>): Promise<INestApplicationContext> {
    Object.assign(process.env, {
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      DATABASE_URL,
      REDIS_URL,
      REDIS_PREFIX,
      STORAGE_LOCAL_DIR: join(dir, 'storage'),
      MAIL_FROM: 'LeadSignal <no-reply@leadsignal.test>',
      MAIL_OUTBOX_DIR: join(dir, 'outbox'),
      WORKER_CONCURRENCY: '2',
      ...env,
    });
    app = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    return app;
  }

  function enqueue(job: MailJob) {
    return queue.add(MAIL_JOB_NAME, job, MAIL_JOB_OPTIONS);
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'leadsignal-worker-mail-'));
    await ensureDatabase(DATABASE_URL);
    dataSource = createDataSource(DATABASE_URL, 'leadsignal-worker-test');
    await dataSource.initialize();
    await runMigrations(dataSource);
    await seedEmailTemplates(dataSource);
    smtpPort = await catcher.listen();
    queue = new Queue<MailJob>(QUEUES.mail, {
      connection: redisConnectionOptions(REDIS_URL, 'worker'),
      prefix: REDIS_PREFIX,
    });
  });

  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  afterAll(async () => {
    await queue?.obliterate({ force: true });
    await queue?.close();
    await dataSource?.destroy();
    await dropDatabase(DATABASE_URL);
    await catcher.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('renders the template from the database and delivers it over SMTP', async () => {
    await startWorker({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });

    const job = await enqueue({
      to: 'ada@example.com',
      template: 'welcome',
      variables: { firstName: 'Ada <b>&</b>', link: 'https://app.test/login?a=1&b=2' },
    });

    const { envelopeTo, mail } = await waitFor(() =>
      catcher.received.find((m) => m.envelopeTo.includes('ada@example.com')),
    );
    expect(envelopeTo).toEqual(['ada@example.com']);
    expect(addresses(mail.to)).toEqual(['ada@example.com']);
    expect(mail.from?.value[0]?.address).toBe('no-reply@leadsignal.test');
    expect(mail.subject).toBe('Welcome to LeadSignal, Ada <b>&</b>');
    expect(mail.html).toContain('Hi Ada &lt;b&gt;&amp;&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>&</b>');
    expect(mail.html).toContain('href="https://app.test/login?a=1&amp;b=2"');
    expect(mail.text).toContain('Hi Ada <b>&</b>,');
    await waitFor(async () => ((await job.getState()) === 'completed' ? true : undefined));
  });

  it('writes an .eml file to the outbox when no SMTP server is configured', async () => {
    await startWorker({ SMTP_URL: '' });

    await enqueue({
      to: 'grace@example.com',
      template: 'reset-password',
      variables: { firstName: 'Grace', link: 'https://app.test/reset?token=abc' },
    });

    const outbox = join(dir, 'outbox');
    const file = await waitFor(async () =>
      (await readdir(outbox).catch(() => [])).find((name) => name.endsWith('.eml')),
    );
    const mail = await simpleParser(await readFile(join(outbox, file)));
    expect(addresses(mail.to)).toEqual(['grace@example.com']);
    expect(mail.subject).toBe('Reset your LeadSignal password');
    expect(mail.html).toContain('href="https://app.test/reset?token=abc"');
    expect(mail.text).toContain('1 hour');
    expect(catcher.received.some((m) => m.envelopeTo.includes('grace@example.com'))).toBe(false);
  });

  it('fails a job for an unknown template at once instead of retrying it', async () => {
    await startWorker({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });

    const job = await enqueue({
      to: 'x@example.com',
      template: 'no-such-template' as MailJob['template'],
      variables: {},
    });

    await waitFor(async () => ((await job.getState()) === 'failed' ? true : undefined));
    const failed = await queue.getJob(job.id as string);
    expect(failed?.attemptsMade).toBe(1);
    expect(failed?.failedReason).toBe('There is no e-mail template "no-such-template".');
  });

  it('on shutdown finishes the e-mail it is sending before closing', async () => {
    const context = await startWorker({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
    const release = catcher.hold();

    const job = await enqueue({
      to: 'linus@example.com',
      template: 'confirm-email',
      variables: { firstName: 'Linus', link: 'https://app.test/c' },
    });
    await waitFor(() => catcher.received.find((m) => m.envelopeTo.includes('linus@example.com')));

    let closed = false;
    const closing = context.close().then(() => (closed = true));
    app = undefined;
    await sleep(500);
    expect(closed).toBe(false);
    expect(await job.getState()).toBe('active');

    release();
    await closing;
    expect(await job.getState()).toBe('completed');
  });
});

function addresses(to: AddressObject | AddressObject[] | undefined): string[] {
  return (Array.isArray(to) ? to : to ? [to] : []).flatMap((group) => group.value.map((a) => a.address ?? ''));
}
