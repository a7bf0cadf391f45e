// What the API and the worker do, for orphan-watch.spec.ts: watch the ancestry, and on SIGTERM record that the
// stop was graceful (STOPPED_FILE) and exit 0. With WATCH_WHEN_FILE set, it starts watching only once that file
// exists — as a process still booting when its launcher is killed does.
import { existsSync, writeFileSync } from 'node:fs';
import { stopWhenOrphaned } from '../orphan-watch';

process.on('SIGTERM', () => {
  writeFileSync(process.env.STOPPED_FILE ?? '', `stopped by SIGTERM, pid ${process.pid}\n`, { flag: 'a' });
  process.exit(0);
});
process.stdout.write('booting\n');
const start = setInterval(() => {
  if (process.env.WATCH_WHEN_FILE && !existsSync(process.env.WATCH_WHEN_FILE)) return;
  clearInterval(start);
  stopWhenOrphaned({ everyMs: 200 });
  process.stdout.write('watching\n');
}, 50);
setInterval(() => undefined, 60_000);
