import { createDataSource, runMigrations } from './data-source';
import { MIGRATIONS } from './migrations';

describe('migrations', () => {
  const dataSource = createDataSource(process.env.DATABASE_URL as string, 'leadsignal-migrations-spec');
  beforeAll(() => dataSource.initialize());
  afterAll(() => dataSource.destroy());

  it('apply on an empty or current database, are idempotent, and revert cleanly', async () => {
    await runMigrations(dataSource);
    expect(await runMigrations(dataSource)).toEqual([]);
    const applied = await dataSource.query('SELECT name FROM migrations ORDER BY id');
    expect(applied.map((r: { name: string }) => r.name)).toEqual(MIGRATIONS.map((m) => m.name));

    const last = MIGRATIONS[MIGRATIONS.length - 1].name;
    await dataSource.undoLastMigration({ transaction: 'each' });
    expect((await dataSource.query('SELECT name FROM migrations')).map((r: { name: string }) => r.name)).not.toContain(
      last,
    );
    expect(await runMigrations(dataSource)).toEqual([last]);
  });

  it('folds accents and case in the keyword vector', async () => {
    const [row] = await dataSource.query(
      `SELECT to_tsvector('simple', ls_unaccent('Société Générale raises €5M')) AS v`,
    );
    expect(row.v).toContain("'societe'");
    expect(row.v).toContain("'generale'");
  });
});
