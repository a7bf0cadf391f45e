// Preloaded (`node -r`) into the third-party tools `npm run dev` runs (tsc --watch, tsc-alias --watch, Vite),
// so that they stop when dev.js is gone however it went (see orphan-watch.js).
const { basename } = require('node:path');
const { stopWhenOrphaned } = require('./orphan-watch.js');

stopWhenOrphaned({ label: `leadsignal dev: ${basename(process.argv[1] ?? 'tool')}` });
