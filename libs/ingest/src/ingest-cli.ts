// What `npm run ingest` does (tools/ingest.ts is its entry point): reads its arguments and imports a
// provider feed into the database named by DATABASE_URL (docs/ingest.md), reporting progress.
import { loadEnv, createDataSource, runMigrations, ensureDatabase } from '@leadsignal/server-core';
import { INGEST_KINDS, parseIngestKind, type IngestKind } from './ingest-records';
import { IngestRepository } from './ingest.repository';
import { IngestService, type IngestProgress, type IngestSummary } from './ingest.service';
import { FEED_FORMATS, type FeedFormat } from './read-feed';

export interface IngestCliArgs {
  file: string;
  kind?: IngestKind;
  format?: FeedFormat;
  reportPath?: string;
}

export const INGEST_USAGE = `usage: npm run ingest -- FILE [--kind ${INGEST_KINDS.join('|')}] [--format ${FEED_FORMATS.join('|')}] [--report PATH]`;

export class IngestUsageError extends Error {}

export function parseIngestArgs(argv: readonly string[]): IngestCliArgs {
  const args: Partial<IngestCliArgs> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
    const value = () => {
      const next = inline ?? argv[++i];
      if (next === undefined) throw new IngestUsageError(`${flag} needs a value.`);
      return next;
    };
    switch (flag) {
      case '--kind': {
        const text = value();
        const kind = parseIngestKind(text);
        if (!kind) throw new IngestUsageError(`--kind must be one of ${INGEST_KINDS.join(', ')} (got '${text}').`);
        args.kind = kind;
        break;
      }
      case '--format': {
        const text = value().toLowerCase();
        if (!(FEED_FORMATS as readonly string[]).includes(text))
          throw new IngestUsageError(`--format must be one of ${FEED_FORMATS.join(', ')}.`);
        args.format = text as FeedFormat;
        break;
      }
      case '--report':
        args.reportPath = value();
        break;
      default:
        if (flag.startsWith('--')) throw new IngestUsageError(`Unknown option ${flag}.`);
        if (args.file) throw new IngestUsageError('Give one FILE.');
        args.file = arg;
    }
  }
  if (!args.file) throw new IngestUsageError('FILE is missing.');
  return args as IngestCliArgs;
}

export interface CliOutput {
  out: (line: string) => void;
  /** Progress; overwritten in place on a terminal. */
  progress: (line: string, final: boolean) => void;
}

const number = (n: number) => n.toLocaleString('en-US');
const PLURALS: Record<IngestKind, string> = { event: 'events', company: 'companies', contact: 'contacts' };

export function progressLine(p: IngestProgress): string {
  const rate = p.elapsedMs > 0 ? Math.round((p.lines * 1000) / p.elapsedMs) : 0;
  return `ingest: ${number(p.lines)} lines read, ${number(p.accepted)} stored, ${number(p.rejected)} rejected (${number(rate)} lines/s)`;
}

export function summaryLines(file: string, summary: IngestSummary): string[] {
  const lines = [
    `Ingested ${file} in ${(summary.elapsedMs / 1000).toFixed(1)} s: ${number(summary.lines)} lines, ${number(summary.accepted)} stored, ${number(summary.rejected)} rejected.`,
  ];
  for (const kind of INGEST_KINDS) {
    const c = summary.byKind[kind];
    if (c.inserted + c.updated + c.unchanged === 0) continue;
    lines.push(
      `  ${PLURALS[kind].padEnd(10)} ${number(c.inserted)} inserted, ${number(c.updated)} updated, ${number(c.unchanged)} unchanged`,
    );
  }
  lines.push(
    summary.reportPath ? `  Rejected lines and their reasons: ${summary.reportPath}` : '  No line was rejected.',
  );
  return lines;
}

/** Runs one import against DATABASE_URL; answers the summary (the exit code is the caller's). */
export async function runIngest(
  args: IngestCliArgs,
  output: CliOutput,
  databaseUrl = loadEnv().DATABASE_URL,
): Promise<IngestSummary> {
  await ensureDatabase(databaseUrl);
  const dataSource = createDataSource(databaseUrl, 'leadsignal-ingest');
  await dataSource.initialize();
  try {
    // The API migrates on start; an import into a database it has not seen yet does the same.
    await runMigrations(dataSource);
    const service = new IngestService(dataSource, new IngestRepository());
    let lastShown = 0;
    const summary = await service.ingestFile(args.file, {
      kind: args.kind,
      format: args.format,
      reportPath: args.reportPath,
      onProgress: (p) => {
        if (Date.now() - lastShown < 250) return;
        lastShown = Date.now();
        output.progress(progressLine(p), false);
      },
    });
    output.progress(progressLine(summary), true);
    for (const line of summaryLines(args.file, summary)) output.out(line);
    return summary;
  } finally {
    await dataSource.destroy();
  }
}

/** Progress on stderr (one updating line on a terminal, a line every 5 s otherwise), results on stdout. */
export function terminalOutput(): CliOutput {
  const tty = process.stderr.isTTY;
  // Without a terminal (CI logs), a line every 5 s and the final one.
  let lastLogged = Date.now();
  return {
    out: (line) => process.stdout.write(`${line}\n`),
    progress: (line, final) => {
      if (tty) process.stderr.write(`\r\x1b[2K${line}${final ? '\n' : ''}`);
      else if (final || Date.now() - lastLogged >= 5000) {
        lastLogged = Date.now();
        process.stderr.write(`${line}\n`);
      }
    },
  };
}
