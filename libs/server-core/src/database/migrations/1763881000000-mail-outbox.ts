import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The e-mail outbox: PostgreSQL is the record of the mails to send. MailService writes the row (in the
 * caller's transaction when it has one) and queues its job with jobId = the row id; the worker sets
 * sent_at once delivered; a dispatcher in every worker queues again, under the same id, any row not sent
 * whose job Redis no longer has (Redis down when the mail was written, flushed, restarted empty).
 */
export class MailOutbox1763881000000 implements MigrationInterface {
  name = 'MailOutbox1763881000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE mail_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        job jsonb NOT NULL,
        queued_at timestamptz,
        sent_at timestamptz,
        -- Delivery gave up (no template, no recipient, or every retry failed): not dispatched again.
        failed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX mail_outbox_pending_idx ON mail_outbox (created_at) WHERE sent_at IS NULL AND failed_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS mail_outbox`);
  }
}
