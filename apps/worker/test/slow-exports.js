// Test-only preload for a worker process (see @leadsignal/testing's spawnTypeScript): slows every export
// down to one CSV line per TEST_EXPORT_ROW_DELAY_MS milliseconds, so a spec can catch an export half way.
// Production code has no such switch. Also loadable into the built worker (dist) through
// NODE_OPTIONS=--require: TEST_EXPORTS_MODULE then names dist's exports module, and processes other than the
// worker (npm, the launcher, the API) are left alone.
const { Readable } = require('node:stream');
const { setTimeout: sleep } = require('node:timers/promises');
if (process.env.TEST_EXPORTS_MODULE && !/apps[\\/]worker[\\/]src[\\/]main\.js$/.test(process.argv[1] ?? '')) return;
// The same module instance the worker's code loads (run-ts.js resolves the alias).
const { ExportRowsRepository } = require(process.env.TEST_EXPORTS_MODULE || '@leadsignal/exports');

const delayMs = Number(process.env.TEST_EXPORT_ROW_DELAY_MS ?? 0);

/** The rows of a COPY, one line at a time with a pause after each (split at line feeds, as bytes). */
async function* slowLines(rows) {
  for await (const chunk of rows) {
    for (let start = 0; start < chunk.length;) {
      const end = chunk.indexOf(10, start);
      const next = end < 0 ? chunk.length : end + 1;
      yield chunk.subarray(start, next);
      start = next;
      await sleep(delayMs);
    }
  }
}

if (delayMs > 0) {
  const copyOut = ExportRowsRepository.prototype.copyOut;
  ExportRowsRepository.prototype.copyOut = function (queries, write, ids) {
    return copyOut.call(this, queries, (rows) => write(Readable.from(slowLines(rows))), ids);
  };
}
