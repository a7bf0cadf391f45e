import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lists keep their member count (issue 23, item 6): GET lists read `count(*)` of every list's members on
 * each call. Statement triggers on list_members add and subtract what each statement inserted or deleted
 * (a list's own deletion cascades to its members; its row is gone by then, so nothing is left to update).
 */
export class ListMemberCounts1763925000000 implements MigrationInterface {
  name = 'ListMemberCounts1763925000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE lists ADD COLUMN member_count integer NOT NULL DEFAULT 0`);
    await q.query(`
      UPDATE lists l SET member_count = m.n
      FROM (SELECT list_id, count(*)::int AS n FROM list_members GROUP BY list_id) m
      WHERE m.list_id = l.id`);
    await q.query(`
      CREATE FUNCTION ls_list_members_added() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE lists l SET member_count = l.member_count + a.n
        FROM (SELECT list_id, count(*)::int AS n FROM added GROUP BY list_id) a
        WHERE a.list_id = l.id;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION ls_list_members_removed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE lists l SET member_count = l.member_count - r.n
        FROM (SELECT list_id, count(*)::int AS n FROM removed GROUP BY list_id) r
        WHERE r.list_id = l.id;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER list_members_count_insert AFTER INSERT ON list_members
      REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ls_list_members_added()`);
    await q.query(`
      CREATE TRIGGER list_members_count_delete AFTER DELETE ON list_members
      REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION ls_list_members_removed()`);
    // Lists are listed by name within a user's kind; the unique index on lower(name) serves that order.
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER list_members_count_delete ON list_members`);
    await q.query(`DROP TRIGGER list_members_count_insert ON list_members`);
    await q.query(`DROP FUNCTION ls_list_members_removed()`);
    await q.query(`DROP FUNCTION ls_list_members_added()`);
    await q.query(`ALTER TABLE lists DROP COLUMN member_count`);
  }
}
