// `npm run seed -- --events N [--companies M] [--contacts K] [--seed S] [--database-url URL] [--append]`
// Creates the database if needed, migrates it and loads deterministic demo companies, contacts and
// trigger events with COPY, showing progress and a summary.
import { parseArgs } from 'node:util';
import { loadEnv, createDataSource, runMigrations, ensureDatabase } from '@leadsignal/server-core';
import { DemoDataRefusedError, generateDemoData, type DemoDataPhase, type DemoDataProgress } from '@leadsignal/ingest';

const USAGE = `usage: npm run seed -- [--events N] [--companies M] [--contacts K] [--seed S] [--now ISO-DATE]
                       [--database-url URL] [--append]

  --events        trigger events to load (default SEED_DEMO_EVENTS, 100000 unless set)
  --companies     companies (default events / 10)
  --contacts      contacts (default events / 4)
  --seed          random seed (default 42); the same seed and --now give the same rows
  --now           events are published over the 12 months before this instant (default: now)
  --database-url  default DATABASE_URL
  --append        load even though the database already has trigger events (a new, independent batch)`;

function count(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value.replace(/_/g, ''));
  if (!Number.isSafeInteger(n) || n < 0) throw new UsageError(`--${name} must be a whole number, got "${value}"`);
  return n;
}

class UsageError extends Error {}

const redact = (url: string) => url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
const number = (n: number) => n.toLocaleString('en-US');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** One updating line on a terminal; a line every few seconds (and per phase) otherwise. */
function progressPrinter(): { update: (p: DemoDataProgress) => void; done: () => void } {
  const tty = process.stdout.isTTY;
  let lastPhase: DemoDataPhase | null = null;
  let lastDone = -1;
  let lastPrinted = 0;
  let phaseStarted = 0;
  let open = false;
  return {
    update(p) {
      const now = Date.now();
      if (p.phase === lastPhase && p.done === lastDone) return;
      if (p.phase !== lastPhase) {
        if (open) process.stdout.write('\n');
        open = false;
        lastPhase = p.phase;
        phaseStarted = now;
      } else if (!tty && now - lastPrinted < 5000 && p.done < p.total) return;
      else if (tty && now - lastPrinted < 200 && p.done < p.total) return;
      lastPrinted = now;
      lastDone = p.done;
      const pct = p.total ? Math.floor((100 * p.done) / p.total) : 100;
      const elapsed = now - phaseStarted;
      const unit = p.phase === 'indexes' ? 'indexes and keys' : p.phase === 'analyze' ? 'tables' : 'rows';
      const rate = elapsed > 500 && unit === 'rows' ? `, ${number(Math.round((p.done * 1000) / elapsed))} rows/s` : '';
      const line = `  ${p.phase.padEnd(9)} ${number(p.done)} / ${number(p.total)} ${unit} (${pct}%${rate}) — ${seconds(p.elapsedMs)} elapsed`;
      if (tty) {
        process.stdout.write(`\r${line}\x1b[K`);
        open = true;
      } else process.stdout.write(`${line}\n`);
    },
    done() {
      if (open) process.stdout.write('\n');
      open = false;
    },
  };
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      events: { type: 'string' },
      companies: { type: 'string' },
      contacts: { type: 'string' },
      seed: { type: 'string' },
      now: { type: 'string' },
      'database-url': { type: 'string' },
      append: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const env = loadEnv();
  const databaseUrl = values['database-url'] ?? env.DATABASE_URL;
  const events = count(values.events, 'events') ?? env.SEED_DEMO_EVENTS;
  const companies = count(values.companies, 'companies');
  const contacts = count(values.contacts, 'contacts');
  const seed = count(values.seed, 'seed') ?? 42;
  let now: number | undefined;
  if (values.now !== undefined) {
    now = /^\d+$/.test(values.now) ? Number(values.now) : Date.parse(values.now);
    if (!Number.isFinite(now))
      throw new UsageError(`--now must be an ISO date or epoch milliseconds, got "${values.now}"`);
  }

  const started = Date.now();
  if (await ensureDatabase(databaseUrl)) console.log(`Created database ${redact(databaseUrl)}`);
  const dataSource = createDataSource(databaseUrl, 'leadsignal-seed');
  await dataSource.initialize();
  try {
    const migrated = await runMigrations(dataSource);
    if (migrated.length) console.log(`Applied ${migrated.length} migration(s): ${migrated.join(', ')}`);
    console.log(
      `Seeding ${redact(databaseUrl)}: ${number(events)} events, ` +
        `${number(companies ?? Math.max(1, Math.ceil(events / 10)))} companies, ` +
        `${number(contacts ?? Math.ceil(events / 4))} contacts (seed ${seed}${values.append ? ', append' : ''})`,
    );
    const progress = progressPrinter();
    let result;
    try {
      result = await generateDemoData(dataSource, {
        events,
        companies,
        contacts,
        seed,
        now,
        append: values.append,
        onProgress: progress.update,
      });
    } finally {
      progress.done();
    }
    const sizes: { table: string; heap: string; indexes: string; total: string }[] = await dataSource.query(
      `SELECT t AS table, pg_size_pretty(pg_table_size(t::regclass)) AS heap,
              pg_size_pretty(pg_indexes_size(t::regclass)) AS indexes,
              pg_size_pretty(pg_total_relation_size(t::regclass)) AS total
         FROM unnest(ARRAY['companies', 'contacts', 'trigger_events']) AS t`,
    );
    const [database] = await dataSource.query(`SELECT pg_size_pretty(pg_database_size(current_database())) AS size`);
    const t = result.timingsMs;
    const rate = (rows: number, ms: number) => (ms > 0 ? number(Math.round((rows * 1000) / ms)) : '-');
    const table = (cells: string[][]) =>
      cells.map((row) =>
        ('  ' + row.map((cell, i) => (i === 0 ? cell.padEnd(16) : cell.padStart(12))).join(' ')).trimEnd(),
      );
    console.log(
      [
        `Loaded ${number(result.companies)} companies, ${number(result.contacts)} contacts and ${number(result.events)} trigger events` +
          ` in ${seconds(result.totalMs)}` +
          (result.bulkMode ? ` (bulk mode${result.frozen ? ', COPY FREEZE' : ''})` : '') +
          '.',
        ...table([
          ['phase', 'rows', 'time', 'rows/s'],
          ['companies', number(result.companies), seconds(t.companies), rate(result.companies, t.companies)],
          ['contacts', number(result.contacts), seconds(t.contacts), rate(result.contacts, t.contacts)],
          ['events', number(result.events), seconds(t.events), rate(result.events, t.events)],
          ['indexes, keys', '', seconds(t.indexes), ''],
          ['analyze', '', seconds(t.analyze), ''],
        ]),
        ...table([['table', 'heap', 'indexes', 'total'], ...sizes.map((s) => [s.table, s.heap, s.indexes, s.total])]),
        `  database ${database.size}; ${seconds(Date.now() - started)} in all.`,
      ].join('\n'),
    );
    return 0;
  } finally {
    await dataSource.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`${(error as Error).message}\n\n${USAGE}`);
      process.exit(2);
    }
    if (error instanceof DemoDataRefusedError) {
      console.error('The database already has trigger events; run with --append to add an independent batch.');
      process.exit(1);
    }
    console.error(error);
    process.exit(1);
  },
);
