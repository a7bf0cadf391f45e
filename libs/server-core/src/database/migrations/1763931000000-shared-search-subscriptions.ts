import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A saved search shared with the owner's team (docs/teams-sharing.md) is each member's to make their default, to be
 * notified of and to monitor, apart from everyone else. The owner keeps those flags on saved_searches as before;
 * a teammate's are a row here, made the first time they set one. A row whose search stops being shared with the
 * teammate (made private, or either of them left the team) is kept but ignored: every read checks the sharing.
 */
export class SharedSearchSubscriptions1763931000000 implements MigrationInterface {
  name = 'SharedSearchSubscriptions1763931000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE saved_search_subscriptions (
        saved_search_id uuid NOT NULL REFERENCES saved_searches(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        -- The search's kind (it never changes), for one default per user and kind.
        kind text NOT NULL CHECK (kind IN ('alerts', 'companies', 'prospects')),
        is_default boolean NOT NULL DEFAULT false,
        enable_notification boolean NOT NULL DEFAULT false,
        is_monitored boolean NOT NULL DEFAULT false,
        -- Items that arrived after this instant are new to this member's monitoring of the search.
        watermark timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (saved_search_id, user_id)
      )`);
    await q.query(`CREATE INDEX saved_search_subscriptions_user_idx ON saved_search_subscriptions (user_id, kind)`);
    await q.query(`CREATE UNIQUE INDEX saved_search_subscriptions_one_default
                   ON saved_search_subscriptions (user_id, kind) WHERE is_default`);
    await q.query(`CREATE INDEX saved_search_subscriptions_monitored_idx
                   ON saved_search_subscriptions (kind) WHERE is_monitored AND enable_notification`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE saved_search_subscriptions`);
  }
}
