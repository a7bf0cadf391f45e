// The export soak of issue 18, small: `npm run soak:exports` (tools/soak/soak-exports.ts) run from its
// sources — the API and a worker as real processes on a database and Redis prefix of their own, exports
// queued through the API, the worker SIGKILLed and restarted at random moments — must end with every export
// Ready with exact rows, none stuck, no temporary file, and credits charged = distinct rows exported.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

jest.setTimeout(180_000);

const ROOT = join(__dirname, '../../../..');

it('survives 8 worker kills over 6 exports (npm run soak:exports, small)', async () => {
  const child = spawn(
    process.execPath,
    [
      join(ROOT, 'libs/testing/src/run-ts.js'),
      join(ROOT, 'tools/soak/soak-exports.ts'),
      ...['--kills', '8', '--exports', '6', '--events', '3000', '--min-gap-ms', '800', '--max-gap-ms', '2000'],
      ...['--wait-s', '90', '--json'],
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        SOAK_LOG_LEVEL: 'warn',
        // Exports of 3,000 events take well under a second on an idle machine, so the kills would find nothing
        // running: one CSV line per 10 ms keeps the ~900 rows of the six exports going for several seconds
        // (test-only preload), longer than the first kill's at most 2 s wait. At 1 ms an idle CI machine
        // finished them all before it.
        TEST_PRELOAD: join(ROOT, 'apps/worker/test/slow-exports.js'),
        TEST_EXPORT_ROW_DELAY_MS: '10',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));

  const result = JSON.parse(out.trim().split('\n').pop() ?? '{}');
  expect(result).toMatchObject({ exports: 6, ready: 6, failed: 0, stuck: 0, wrongRows: 0, temporaryFiles: 0 });
  expect(result.kills).toBeGreaterThan(0);
  // Charged once per distinct item the files hold (an alert is paid for as its contact), never twice.
  expect(result.creditsCharged).toBe(result.distinctItems);
  expect(result.viewedItems).toBe(result.distinctItems);
  expect(result.failures).toEqual([]);
  expect(code).toBe(0);
});
