// The CSV's label mappings evaluated by PostgreSQL itself, as the export's COPY query runs them.
import { Client } from 'pg';
import { EVENT_TYPES, INDUSTRIES } from '@leadsignal/reference-data';
import { COUNTRY_CODE_LABELS, COUNTRY_NAME_LABELS, labelListSql, labelSql } from './csv-labels';

describe('CSV labels', () => {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  beforeAll(() => client.connect());
  afterAll(() => client.end());

  const one = async (sql: string, value: unknown): Promise<unknown> => {
    const { rows } = await client.query(`SELECT ${sql} AS cell FROM (SELECT $1::text AS v0) x`, [value]);
    return rows[0].cell;
  };

  it('writes the label the screens show for a stored value', async () => {
    expect(await one(labelSql('x.v0', EVENT_TYPES), 'products_and_services')).toBe('Products & Services');
    expect(await one(labelSql('x.v0', COUNTRY_NAME_LABELS), 'united states')).toBe('United States');
    expect(await one(labelSql('x.v0', COUNTRY_CODE_LABELS), 'GB')).toBe('United Kingdom');
    const industry = INDUSTRIES.find((option) => option.label.includes("'")) ?? INDUSTRIES[0];
    expect(await one(labelSql('x.v0', INDUSTRIES), industry.value)).toBe(industry.label);
  });

  it('keeps a value the reference data does not know, and an empty cell empty', async () => {
    expect(await one(labelSql('x.v0', EVENT_TYPES), 'something new')).toBe('something new');
    expect(await one(labelSql('x.v0', EVENT_TYPES), null)).toBeNull();
  });

  it('labels every element of a list', async () => {
    const { rows } = await client.query(
      `SELECT ${labelListSql('x.v', EVENT_TYPES)} AS cell FROM (SELECT $1::text[] AS v) x`,
      [['personnel', 'mergers_and_acquisitions', 'other']],
    );
    expect(rows[0].cell).toBe('Personnel; Mergers & Acquisitions; other');
  });
});
