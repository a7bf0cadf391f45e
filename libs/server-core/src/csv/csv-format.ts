// How every CSV we produce is written: cells that a spreadsheet would run as a formula are neutralised,
// a lone CR is quoted, and files start with the UTF-8 byte-order mark (spec §4, ARCHITECTURE §5).
// The export-all file's rows are written by PostgreSQL's COPY with the same result (libs/exports, compared
// byte for byte in export-queries.spec.ts); this writes the header lines, the selected-rows download and
// the credit history.
import type { Options } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';

/** =, +, -, @, tab and CR start a formula (or a DDE payload) in Excel, LibreOffice and Google Sheets. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The text of one cell: '' for NULL, and a leading ' before anything a spreadsheet would evaluate. */
export function neutraliseCell(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function neutraliseRecord(record: readonly (string | null)[]): string[] {
  return record.map(neutraliseCell);
}

function csvOptions(bom: boolean): Options {
  return {
    bom,
    // csv-stringify quotes delimiters, quotes and \n by itself; a bare \r would otherwise end the row
    // in readers that accept old Mac line endings. (A string is matched with indexOf: cheaper than a RegExp.)
    quoted_match: '\r',
    record_delimiter: 'unix',
  };
}

/** A small CSV in memory (the selected-rows download); the browser adds the byte-order mark. */
export function toCsvText(header: readonly string[], records: readonly (readonly (string | null)[])[]): string {
  return stringifySync([header as string[], ...records.map(neutraliseRecord)], csvOptions(false));
}

/** A CSV file served as it is (the credit history): the byte-order mark, cells already neutralised. */
export function toCsvFile(header: readonly string[], records: readonly (readonly string[])[]): string {
  return stringifySync([header as string[], ...records.map((record) => [...record])], csvOptions(true));
}
