// MailService against real Redis: what it queues, and how it answers when Redis is unreachable.
import { randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { QUEUES, type MailJob } from '@leadsignal/contracts';
import { Queue } from 'bullmq';
import { ApiError } from '../common/errors/api-error';
import { redisConnectionOptions } from '../queue/redis-connection';
import { MAIL_JOB_NAME, MailService } from './mail.service';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('MailService', () => {
  const job: MailJob = {
    to: 'ada@example.com',
    template: 'welcome',
    variables: { firstName: 'Ada', link: 'https://app.test' },
  };

  beforeAll(() => Logger.overrideLogger(false));

  it('queues the e-mail with retries for the worker instead of sending it', async () => {
    const queue = new Queue<MailJob>(QUEUES.mail, {
      connection: redisConnectionOptions(REDIS_URL, 'producer'),
      prefix: `lstest-mail-${randomBytes(4).toString('hex')}`,
    });
    try {
      await new MailService(queue).send(job);

      const [queued] = await queue.getWaiting();
      expect(queued.name).toBe(MAIL_JOB_NAME);
      expect(queued.data).toEqual(job);
      expect(queued.opts).toMatchObject({ attempts: 5, backoff: { type: 'exponential' }, removeOnComplete: 1000 });
    } finally {
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });

  it('answers 503 within seconds when Redis is down', async () => {
    // The API's fail-fast connection, pointed at a port nothing listens on.
    const queue = new Queue<MailJob>(QUEUES.mail, {
      connection: redisConnectionOptions('redis://127.0.0.1:1', 'producer'),
      prefix: 'lstest-mail-down',
    });
    queue.on('error', () => undefined); // connection errors are the point of this test
    try {
      const sending = new MailService(queue).send(job);

      await expect(sending).rejects.toBeInstanceOf(ApiError);
      await expect(sending).rejects.toMatchObject({
        response: { statusCode: 503, errors: [{ reason: 'Mail could not be queued; try again shortly.' }] },
      });
    } finally {
      await queue.close();
    }
  });
});
