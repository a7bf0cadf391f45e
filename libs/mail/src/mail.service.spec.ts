// MailService against real PostgreSQL and Redis: the mail is written to the outbox and queued under the
// row's id; with Redis unreachable it is still recorded (and the worker's dispatcher queues it later).
import { randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { QUEUES, type MailJob } from '@leadsignal/contracts';
import { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { createDataSource, redisConnectionOptions, runMigrations } from '@leadsignal/server-core';
import { within } from '@leadsignal/testing';
import { MAIL_JOB_NAME, MailService } from './mail.service';
import { MailOutbox } from './mail-outbox';
import { MailOutboxRepository } from './mail-outbox.repository';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('MailService', () => {
  let dataSource: DataSource;
  const job: MailJob = {
    to: `ada-${randomBytes(4).toString('hex')}@example.com`,
    template: 'welcome',
    variables: { firstName: 'Ada', link: 'https://app.test' },
  };
  const outboxRows = async (to: string) =>
    dataSource.query(`SELECT id, queued_at IS NOT NULL AS queued FROM mail_outbox WHERE job->>'to' = $1`, [to]);

  beforeAll(async () => {
    Logger.overrideLogger(false);
    dataSource = createDataSource(process.env.DATABASE_URL!, 'mail-service-spec');
    await dataSource.initialize();
    await runMigrations(dataSource);
  });

  afterAll(async () => {
    await dataSource?.destroy();
  });

  it('records the e-mail in the outbox and queues it under the row id, with retries', async () => {
    const queue = new Queue<MailJob>(QUEUES.mail, {
      connection: redisConnectionOptions(REDIS_URL, 'producer'),
      prefix: `lstest-mail-${randomBytes(4).toString('hex')}`,
    });
    try {
      await new MailService(queue, new MailOutboxRepository(dataSource)).send(job);

      const [row] = await outboxRows(job.to);
      expect(row.queued).toBe(true);
      const [queued] = await queue.getWaiting();
      expect(queued.id).toBe(row.id);
      expect(queued.name).toBe(MAIL_JOB_NAME);
      expect(queued.data).toEqual(job);
      expect(queued.opts).toMatchObject({ attempts: 5, backoff: { type: 'exponential' }, removeOnComplete: 1000 });
    } finally {
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });

  it('keeps the e-mail when Redis is down; the dispatcher queues it, once, when Redis is back', async () => {
    // The API's fail-fast connection, pointed at a port nothing listens on.
    const down = new Queue<MailJob>(QUEUES.mail, {
      connection: redisConnectionOptions('redis://127.0.0.1:1', 'producer'),
      prefix: 'lstest-mail-down',
    });
    down.on('error', () => undefined); // connection errors are the point of this test
    const to = `grace-${randomBytes(4).toString('hex')}@example.com`;
    const up = new Queue<MailJob>(QUEUES.mail, {
      connection: redisConnectionOptions(REDIS_URL, 'worker'),
      prefix: `lstest-mail-${randomBytes(4).toString('hex')}`,
    });
    try {
      // Answers although Redis never comes back (it waits for no reconnection); the limit only catches a hang.
      await within(
        new MailService(down, new MailOutboxRepository(dataSource)).send({ ...job, to }),
        30_000,
        'send() answering',
      );
      const [row] = await outboxRows(to);
      expect(row.queued).toBe(false);

      const outbox = new MailOutbox(up, new MailOutboxRepository(dataSource));
      await outbox.dispatch(0);
      await outbox.dispatch(0);
      const waiting = (await up.getWaiting()).filter((queued) => queued.data.to === to);
      expect(waiting.map((queued) => queued.id)).toEqual([row.id]);
    } finally {
      await down.close();
      await up.obliterate({ force: true });
      await up.close();
    }
  });
});
