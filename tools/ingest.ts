// `npm run ingest -- FILE [--kind event|company|contact] [--format ndjson|csv] [--report PATH]`:
// imports a provider feed into the database named by DATABASE_URL (docs/ingest.md).
import 'reflect-metadata';
import { INGEST_USAGE, parseIngestArgs, runIngest, terminalOutput, type IngestCliArgs } from '@leadsignal/ingest';

let args: IngestCliArgs;
try {
  args = parseIngestArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${(error as Error).message}\n${INGEST_USAGE}`);
  process.exit(2);
}
runIngest(args, terminalOutput()).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`ingest failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
