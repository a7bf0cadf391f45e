// The export file is written by PostgreSQL (COPY … WITH CSV over neutralised cells, alert-csv.ts); the
// selected-rows download and the header by csv-format.ts (csv-stringify), which is the reference. This
// compares the two on every awkward character and on thousands of random strings built from them, against
// the real server — the values travel into the COPY as literals, so this also checks inlineParameters.
import { Client } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { parse } from 'csv-parse/sync';
import { inlineParameters } from '@leadsignal/server-core';
import { searchKindDefinition } from '@leadsignal/search';
import { exportQueries, neutralisedCellSql } from './export-queries';
import { neutraliseCell, toCsvText } from './csv-format';

const AWKWARD = [
  'a',
  'Z',
  ' ',
  '=',
  '+',
  '-',
  '@',
  '\t',
  '\r',
  '\n',
  ',',
  '"',
  "'",
  ';',
  'é',
  'Å',
  '😀',
  '\\',
  '.',
  '$1',
];

/** Deterministic pseudo-random strings (a fixed linear congruential sequence). */
function randomValues(count: number): string[] {
  let state = 20261122;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state;
  };
  return Array.from({ length: count }, () =>
    Array.from({ length: next() % 9 }, () => AWKWARD[next() % AWKWARD.length]).join(''),
  );
}

describe('CSV written by PostgreSQL COPY', () => {
  let client: Client;

  beforeAll(async () => {
    // Only expressions are evaluated: no table is read or written.
    client = new Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
    await client.connect();
  });

  afterAll(() => client.end());

  /** Each value as the first cell of a two-cell record (`<cell>,end`), written by COPY. */
  async function copyCsv(values: (string | null)[]): Promise<string> {
    const select = `SELECT ${neutralisedCellSql('t.v')}, 'end'
      FROM unnest($1::text[]) WITH ORDINALITY AS t(v, n) ORDER BY t.n`;
    const chunks: Buffer[] = [];
    for await (const chunk of client.query(
      copyTo(`COPY (${inlineParameters(select, [values])}) TO STDOUT WITH (FORMAT csv)`),
    ) as AsyncIterable<Buffer>) {
      chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  /** The same records written by csv-format.ts. */
  function stringified(values: (string | null)[]): string {
    const header = 'h1,h2\n';
    return toCsvText(
      ['h1', 'h2'],
      values.map((value) => [value, 'end']),
    ).slice(header.length);
  }

  it('writes NULL and the empty string as an empty cell', async () => {
    expect(await copyCsv([null, ''])).toBe(',end\n,end\n');
  });

  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9),end\n"],
    ['-20%', "'-20%,end\n"],
    ['\rreturn', `"'\rreturn",end\n`],
    ['say "hi", twice', '"say ""hi"", twice",end\n'],
    ['two\nlines', '"two\nlines",end\n'],
    ["O'Brien \\ $1", "O'Brien \\ $1,end\n"],
    ['Zoë Ångström 😀', 'Zoë Ångström 😀,end\n'],
  ])('writes %p as %p', async (value, expected) => {
    expect(await copyCsv([value])).toBe(expected);
  });

  it('writes the same bytes as csv-stringify for thousands of random awkward strings', async () => {
    const values = [...AWKWARD, ...AWKWARD.flatMap((a) => AWKWARD.map((b) => a + b)), ...randomValues(3000)];
    // COPY alone quotes a cell that is exactly \. (its end-of-data marker); a CSV reader sees the same value.
    const plain = values.filter((value) => value !== '\\.');
    expect(await copyCsv(plain)).toBe(stringified(plain));

    const records = parse(await copyCsv(values)) as string[][];
    expect(records.map((record) => record[0])).toEqual(values.map(neutraliseCell));
  });
});

describe('the ids an export is charged for', () => {
  const prospects = searchKindDefinition('prospects');
  const criteria = prospects.criteriaSchema.parse({ isContactJobLevelSelected: true, contactJobLevels: ['vp'] });
  const user = '00000000-0000-4000-8000-000000000001';

  it('are the rows of the file, unsorted when every row is exported (the charge does not depend on order)', () => {
    const all = exportQueries(prospects, criteria, null, user);
    expect(all.ids).toContain(`WHERE p.seniority = 'vp'`);
    expect(all.ids).not.toContain('ORDER BY');
    expect(all.copy).toContain('ORDER BY p.name_key, p.id');
  });

  it('are sorted as the file when a row limit picks the first rows', () => {
    const limited = exportQueries(prospects, criteria, 500, user);
    expect(limited.ids).toContain("ORDER BY p.name_key, p.id\nLIMIT '500'");
    expect(limited.copy).toContain("ORDER BY p.name_key, p.id\nLIMIT '500'");
  });
});
