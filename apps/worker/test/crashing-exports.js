// Test-only preload for a worker process (see @leadsignal/testing's spawnTypeScript): the process kills
// itself with SIGKILL as soon as an export has streamed its first rows — an export that takes down every
// worker that runs it (as one exhausting memory would). Production code has no such switch.
const { ExportRowsRepository } = require('@leadsignal/exports');

const copyOut = ExportRowsRepository.prototype.copyOut;
ExportRowsRepository.prototype.copyOut = function (queries, write, ids) {
  return copyOut.call(
    this,
    queries,
    async (rows) => {
      rows.once('data', () => process.kill(process.pid, 'SIGKILL'));
      return write(rows);
    },
    ids,
  );
};
