import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Monitoring of saved searches and the ingest feed: the digest outbox (one row per user and monitoring
 * run, written in the transaction that records the notifications and advances the watermarks, so the
 * e-mail can be queued again after a crash without being lost) and the contact lookup by e-mail that
 * the ingest upsert uses.
 */
export class Monitoring1763860000000 implements MigrationInterface {
  name = 'Monitoring1763860000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE saved_search_digests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        -- The MailJob as it is queued (to, template, variables); queued again as is after a crash.
        mail jsonb NOT NULL,
        search_count integer NOT NULL,
        item_count integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        -- Set once the mail job is in the queue (job id digest-<id>); NULL = still to queue.
        queued_at timestamptz
      )`);
    await q.query(
      `CREATE INDEX saved_search_digests_pending_idx ON saved_search_digests (created_at) WHERE queued_at IS NULL`,
    );
    await q.query(`CREATE INDEX saved_search_digests_user_idx ON saved_search_digests (user_id, created_at DESC)`);
    await q.query(`CREATE INDEX contacts_email_idx ON contacts (lower(email)) WHERE email IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS contacts_email_idx`);
    await q.query(`DROP TABLE IF EXISTS saved_search_digests`);
  }
}
