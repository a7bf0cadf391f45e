// SQL of the e-mail outbox (mail_outbox), the one place the table is written: a mail is recorded (in the
// caller's transaction when given), marked queued once its job is in Redis, then sent or given up by the
// worker; the dispatcher reads the mails not sent yet.
import { Inject, Injectable } from '@nestjs/common';
import type { MailJob } from '@leadsignal/contracts';
import { DataSource } from 'typeorm';
import { queryRows, type Queryable } from '@leadsignal/server-core';

export interface UnsentMail {
  id: string;
  job: MailJob;
}

@Injectable()
export class MailOutboxRepository {
  constructor(@Inject(DataSource) private readonly db: Queryable) {}

  /** The same statements inside a transaction (`dataSource.transaction(m => outbox.in(m)…)`). */
  in(db: Queryable): MailOutboxRepository {
    return new MailOutboxRepository(db);
  }

  /** Records a mail to send; answers its id (the id of its job too). */
  async insert(job: MailJob): Promise<string> {
    const [row] = await queryRows<{ id: string }>(this.db, `INSERT INTO mail_outbox (job) VALUES ($1) RETURNING id`, [
      JSON.stringify(job),
    ]);
    return row.id;
  }

  async markQueued(id: string): Promise<void> {
    await this.db.query(`UPDATE mail_outbox SET queued_at = now() WHERE id = $1`, [id]);
  }

  async isSent(id: string): Promise<boolean> {
    const [row] = await queryRows<{ sent: boolean }>(
      this.db,
      `SELECT sent_at IS NOT NULL AS sent FROM mail_outbox WHERE id = $1`,
      [id],
    );
    return !!row?.sent;
  }

  async markSent(id: string): Promise<void> {
    await this.db.query(`UPDATE mail_outbox SET sent_at = now() WHERE id = $1`, [id]);
  }

  async markFailed(id: string): Promise<void> {
    await this.db.query(`UPDATE mail_outbox SET failed_at = now() WHERE id = $1 AND sent_at IS NULL`, [id]);
  }

  /** Mails neither sent nor given up, written more than `olderThanMs` ago, oldest first, `limit` at most. */
  unsent(olderThanMs: number, limit: number): Promise<UnsentMail[]> {
    return queryRows<UnsentMail>(
      this.db,
      `SELECT id, job FROM mail_outbox
       WHERE sent_at IS NULL AND failed_at IS NULL AND created_at < now() - make_interval(secs => $1)
       ORDER BY created_at LIMIT $2`,
      [olderThanMs / 1000, limit],
    );
  }
}
