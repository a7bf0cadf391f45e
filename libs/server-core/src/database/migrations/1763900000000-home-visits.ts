import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When each user last opened the home dashboard, and the visit before: "new since your last visit" counts
 * from previous_seen_at (docs/home.md). One row per user, rewritten by each visit.
 */
export class HomeVisits1763900000000 implements MigrationInterface {
  name = 'HomeVisits1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE home_visits (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        seen_at timestamptz NOT NULL DEFAULT now(),
        previous_seen_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS home_visits`);
  }
}
