// Runs a TypeScript entry point (argv[2]) from its sources in a child process, compiled on the fly with SWC
// as the test runner does, with the workspace's path aliases (register-ts.js) — so a spec can start a real
// server process (and kill it with SIGKILL like a crashed one). TEST_PRELOAD names test-only modules
// (comma-separated paths) to load first, e.g. one that slows a process down so a spec can catch it half way.
const { resolve } = require('node:path');

require('./register-ts')();

for (const preload of (process.env.TEST_PRELOAD ?? '').split(',').filter(Boolean)) require(resolve(preload));
require(resolve(process.argv[2]));
