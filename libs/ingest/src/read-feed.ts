// Reads a feed (NDJSON or CSV) into numbered lines, each parsed into a plain object or carrying the
// reason it could not be parsed. Nothing here knows the record kinds; ingest-records.ts validates.
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { parse as parseCsv } from 'csv-parse/sync';

export const FEED_FORMATS = ['ndjson', 'csv'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

export interface FeedLine {
  /** 1-based line number in the file (for a CSV record spanning lines, the line it starts on). */
  line: number;
  /** The line as written, for the report of rejected lines. */
  raw: string;
  value?: Record<string, unknown>;
  /** Set when the line could not be parsed at all. */
  error?: string;
}

/** The format a file name implies: .csv → csv; .ndjson, .jsonl, .json → ndjson. */
export function formatOfFile(path: string): FeedFormat | undefined {
  const lower = path.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (/\.(ndjson|jsonl|json)$/.test(lower)) return 'ndjson';
  return undefined;
}

export function readFeed(input: Readable, format: FeedFormat): AsyncGenerator<FeedLine> {
  return format === 'csv' ? readCsv(input) : readNdjson(input);
}

async function* readNdjson(input: Readable): AsyncGenerator<FeedLine> {
  const lines = createInterface({ input, crlfDelay: Infinity });
  let line = 0;
  for await (const text of lines) {
    line += 1;
    const raw = line === 1 ? text.replace(/^\uFEFF/, '') : text;
    if (!raw.trim()) continue;
    try {
      const value: unknown = JSON.parse(raw);
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        yield { line, raw, error: 'A line must hold one JSON object.' };
      } else {
        yield { line, raw, value: value as Record<string, unknown> };
      }
    } catch (error) {
      yield { line, raw, error: `Not valid JSON: ${(error as Error).message}` };
    }
  }
}

/** A quoted field may span lines, but a record that has not closed its quotes after this many is broken. */
const MAX_LINES_PER_RECORD = 50;

/**
 * CSV with a header row naming the fields (the NDJSON field names). Physical lines are grouped into
 * records by balancing quotes, and each record is parsed on its own, so a stray quote costs only
 * its own line instead of swallowing the rest of the file into one unterminated field.
 */
async function* readCsv(input: Readable): AsyncGenerator<FeedLine> {
  const physical = createInterface({ input, crlfDelay: Infinity });
  const queue: { line: number; text: string }[] = [];
  let header: string[] | null = null;
  let lineNumber = 0;

  function* drain(final: boolean): Generator<FeedLine> {
    while (queue.length) {
      let quotes = 0;
      let end = -1;
      for (let i = 0; i < Math.min(queue.length, MAX_LINES_PER_RECORD); i++) {
        quotes += countQuotes(queue[i].text);
        if (quotes % 2 === 0) {
          end = i;
          break;
        }
      }
      if (end === -1) {
        if (!final && queue.length < MAX_LINES_PER_RECORD) return;
        const first = queue.shift() as { line: number; text: string };
        yield { line: first.line, raw: first.text, error: 'Not valid CSV: a quoted field is never closed.' };
        continue;
      }
      const raw = queue
        .slice(0, end + 1)
        .map((l) => l.text)
        .join('\n');
      const line = queue[0].line;
      let fields: string[];
      try {
        fields = (parseCsv(raw, { relax_column_count: true }) as string[][])[0] ?? [];
      } catch (error) {
        // A record over several lines that does not parse: most likely its first line has a stray
        // quote that paired with a later line. Reject that line alone and read on from the next.
        const first = queue.shift() as { line: number; text: string };
        const reason =
          end > 0 && countQuotes(first.text) % 2 === 1 ? 'a quoted field is never closed.' : (error as Error).message;
        yield { line, raw: first.text, error: `Not valid CSV: ${reason}` };
        continue;
      }
      queue.splice(0, end + 1);
      if (!raw.trim()) continue;
      if (!header) {
        header = fields.map((name) => name.trim());
        continue;
      }
      if (fields.length !== header.length) {
        yield { line, raw, error: `The line has ${fields.length} fields; the header has ${header.length}.` };
        continue;
      }
      const value: Record<string, unknown> = {};
      header.forEach((name, index) => {
        if (name) value[name] = fields[index];
      });
      yield { line, raw, value };
    }
  }

  for await (const text of physical) {
    lineNumber += 1;
    queue.push({ line: lineNumber, text: lineNumber === 1 ? text.replace(/^\uFEFF/, '') : text });
    yield* drain(false);
  }
  yield* drain(true);
}

function countQuotes(text: string): number {
  let count = 0;
  for (const ch of text) if (ch === '"') count += 1;
  return count;
}
