// The export file's bytes (csvFile in csv-export.service.ts): BOM and header, then COPY's output unchanged,
// gathered from one chunk per row into large pieces; a handed-back export stops the file.
import { searchKindDefinition } from '@leadsignal/search';
import { csvFile, ExportHandedBackError } from './csv-export.service';
import { csvHeader } from './export-queries';
import { toCsvText } from './csv-format';

const COMPANIES = searchKindDefinition('companies');

async function* rows(count: number, signal?: AbortController): AsyncGenerator<Buffer> {
  for (let i = 0; i < count; i++) {
    if (i === 10 && signal) signal.abort();
    yield Buffer.from(`row ${i},"a, ""quoted"" cell",ü\n`);
  }
}

async function collect(pieces: AsyncIterable<Buffer | string>): Promise<(Buffer | string)[]> {
  const all: (Buffer | string)[] = [];
  for await (const piece of pieces) all.push(piece);
  return all;
}

describe('csvFile', () => {
  it('writes the BOM and header, then every row byte for byte, in a few large pieces', async () => {
    const count = 40_000; // ~1.3 MB of rows
    const pieces = await collect(csvFile(COMPANIES, rows(count)));
    expect(pieces[0]).toBe(`\uFEFF${toCsvText(csvHeader(COMPANIES), [])}`);
    const body = Buffer.concat(pieces.slice(1).map((piece) => Buffer.from(piece)));
    expect(body.equals(Buffer.concat(await collect(rows(count)).then((all) => all as Buffer[])))).toBe(true);
    expect(pieces.length).toBeGreaterThan(2);
    expect(pieces.length).toBeLessThan(20);
  });

  it('writes a short file (or no rows at all) whole', async () => {
    expect((await collect(csvFile(COMPANIES, rows(3)))).slice(1).join('')).toBe(
      'row 0,"a, ""quoted"" cell",ü\nrow 1,"a, ""quoted"" cell",ü\nrow 2,"a, ""quoted"" cell",ü\n',
    );
    expect(await collect(csvFile(COMPANIES, rows(0)))).toHaveLength(1);
  });

  it('stops when the export is handed back', async () => {
    const controller = new AbortController();
    await expect(collect(csvFile(COMPANIES, rows(1000, controller), controller.signal))).rejects.toBeInstanceOf(
      ExportHandedBackError,
    );
  });
});
