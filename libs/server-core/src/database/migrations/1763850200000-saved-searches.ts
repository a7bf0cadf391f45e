import { MigrationInterface, QueryRunner } from 'typeorm';

/** Saved searches of every kind, and the notifications their monitoring writes. */
export class SavedSearches1763850200000 implements MigrationInterface {
  name = 'SavedSearches1763850200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE saved_searches (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('alerts', 'companies', 'prospects')),
        name text NOT NULL,
        criteria jsonb NOT NULL,
        enable_notification boolean NOT NULL DEFAULT false,
        is_default boolean NOT NULL DEFAULT false,
        is_monitored boolean NOT NULL DEFAULT false,
        -- Items that arrived (ingested_at) after this instant are new to the search's monitoring.
        watermark timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX saved_searches_name_key ON saved_searches (user_id, kind, lower(name))`);
    await q.query(`CREATE UNIQUE INDEX saved_searches_one_default ON saved_searches (user_id, kind) WHERE is_default`);
    await q.query(
      `CREATE INDEX saved_searches_monitored_idx ON saved_searches (kind) WHERE is_monitored AND enable_notification`,
    );
    await q.query(`
      CREATE TABLE notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        saved_search_id uuid REFERENCES saved_searches(id) ON DELETE CASCADE,
        kind text NOT NULL,
        title text NOT NULL,
        item_count integer NOT NULL DEFAULT 0,
        link text,
        read_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC)`);
    await q.query(`CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS notifications`);
    await q.query(`DROP TABLE IF EXISTS saved_searches`);
  }
}
