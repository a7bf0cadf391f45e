import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lists (docs/prospects.md, /updateList): a user's own named lists of prospects or of companies. A search of
 * either kind can be narrowed to a list's members (criterion listId, scoped to the list's owner), which is
 * how a list is opened, paged, searched and exported.
 */
export class Lists1763872000000 implements MigrationInterface {
  name = 'Lists1763872000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE lists (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('companies', 'prospects')),
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX lists_user_kind_name_key ON lists (user_id, kind, lower(name))`);
    // Members are rows of the list's kind (contacts or companies); one that is deleted simply stops matching.
    await q.query(`
      CREATE TABLE list_members (
        list_id uuid NOT NULL REFERENCES lists(id) ON DELETE CASCADE,
        item_id uuid NOT NULL,
        added_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (list_id, item_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE list_members`);
    await q.query(`DROP TABLE lists`);
  }
}
