// Test helpers every domain's specs share: users made straight in the database, sign-in, and the
// e-mails the API queued (read from the BullMQ mail queue, as the worker would).
import { QUEUES, type MailJob } from '@leadsignal/contracts';
import { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import type { TestApp } from './test-app';
import { seedAccounts } from '@leadsignal/accounts';
import { CreditsRepository, CreditsService } from '@leadsignal/credits';
import { loadEnv, redisConnectionOptions } from '@leadsignal/server-core';
import { createUser, type TestUser } from '@leadsignal/testing';

export { createUser, GOOD_PASSWORD, uniqueEmail, type TestUser } from '@leadsignal/testing';

export function seed(dataSource: DataSource): Promise<void> {
  const credits = new CreditsService(dataSource, new CreditsRepository(dataSource));
  return seedAccounts(dataSource, loadEnv(), () => undefined, credits);
}

export async function login(t: TestApp, email: string, password: string): Promise<string> {
  const res = await t.http.post('/api/auth/Login').send({ email, password });
  if (res.status !== 200) throw new Error(`login of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.accessToken as string;
}

/** A new user (User role unless `role` says otherwise), signed in: the account and its bearer token. */
export async function signedInUser(
  t: TestApp,
  options: Parameters<typeof createUser>[1] = {},
): Promise<TestUser & { token: string }> {
  const user = await createUser(t.dataSource, options);
  return { ...user, token: await login(t, user.email, user.password) };
}

/** A row of users as stored, to check that a refused call changed nothing. */
export async function userRow(dataSource: DataSource, id: string): Promise<Record<string, unknown>> {
  const [row] = await dataSource.query(
    `SELECT u.*, a.monthly_available_credits, a.topup_credits, a.download_limit
     FROM users u JOIN workspace_members m ON m.user_id = u.id JOIN credit_accounts a ON a.workspace_id = m.workspace_id WHERE u.id = $1`,
    [id],
  );
  return row;
}

export class MailTrap {
  private readonly queue = new Queue<MailJob>(QUEUES.mail, {
    connection: redisConnectionOptions(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', 'worker'),
    prefix: process.env.REDIS_PREFIX,
  });

  async all(to: string, template?: MailJob['template']): Promise<MailJob[]> {
    const jobs = await this.queue.getJobs(['waiting', 'prioritized', 'delayed', 'active', 'completed', 'failed']);
    return jobs
      .filter((job) => job?.data.to === to && (!template || job.data.template === template))
      .sort((a, b) => a.timestamp - b.timestamp)
      .map((job) => job.data);
  }

  /** The newest mail of this kind to this address, waiting for it to be queued (some are sent after the answer). */
  async latest(to: string, template: MailJob['template'], timeoutMs = 5000): Promise<MailJob> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mails = await this.all(to, template);
      if (mails.length) return mails[mails.length - 1];
      if (Date.now() > deadline) throw new Error(`no ${template} mail to ${to}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}

/** The value of a query parameter of the mail's link. */
export function linkParam(mail: MailJob, name: string): string {
  const value = new URL(String(mail.variables.link)).searchParams.get(name);
  if (!value) throw new Error(`link ${mail.variables.link} has no ${name}`);
  return value;
}
