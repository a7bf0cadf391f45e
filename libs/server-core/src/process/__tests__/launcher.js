// A launcher for orphan-watch.spec.ts: runs the command given as JSON in argv[2] and waits, forever; the spec
// kills it with SIGKILL. With LAUNCHER_NAMES_ITSELF set, it names itself in LEADSIGNAL_LAUNCHER_PID as
// tools/start.js does.
const { spawn } = require('node:child_process');

const [command, ...args] = JSON.parse(process.argv[2]);
const env = { ...process.env };
if (process.env.LAUNCHER_NAMES_ITSELF) env.LEADSIGNAL_LAUNCHER_PID = String(process.pid);
spawn(command, args, { env, stdio: 'inherit' });
setInterval(() => undefined, 60_000);
