// Reads an uploaded CSV file whose first row names the columns (spec §5: .csv files only).
import Papa from 'papaparse';

export interface CsvTable {
  headers: string[];
  rows: Record<string, string>[];
}

export type CsvReadResult = { ok: true; table: CsvTable } | { ok: false; reason: string };

export const CSV_ONLY_MESSAGE = 'Please choose a .csv file.';
export const NO_HEADER_MESSAGE = 'The file has no header row.';
export const NO_ROWS_MESSAGE = 'The file has no rows under its header.';

export function isCsvFileName(name: string): boolean {
  return /\.csv$/i.test(name.trim());
}

function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

/** Parses CSV text with a header row; blank lines are skipped. */
export function parseCsv(text: string): CsvReadResult {
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: 'greedy' });
  const headers = (parsed.meta.fields ?? []).filter((field) => field.trim() !== '');
  if (headers.length === 0) return { ok: false, reason: NO_HEADER_MESSAGE };
  if (parsed.data.length === 0) return { ok: false, reason: NO_ROWS_MESSAGE };
  return { ok: true, table: { headers, rows: parsed.data } };
}

export async function readCsvFile(file: File): Promise<CsvReadResult> {
  if (!isCsvFileName(file.name)) return { ok: false, reason: CSV_ONLY_MESSAGE };
  try {
    return parseCsv(await readText(file));
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : 'The file could not be read.' };
  }
}

/** The column's values, trimmed, blanks dropped (spec §5) and each value once. */
export function columnValues(table: CsvTable, header: string): string[] {
  const seen = new Set<string>();
  const values: string[] = [];
  for (const row of table.rows) {
    const value = (row[header] ?? '').trim();
    if (value === '' || seen.has(value)) continue;
    seen.add(value);
    values.push(value);
  }
  return values;
}
