// Rebuilds the server or the web bundle when a source file is newer than the last build.
const { execSync } = require('node:child_process');
const { existsSync, readdirSync, statSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..');

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const TARGETS = {
  server: {
    script: 'build:server',
    output: 'dist/server/apps/api/src/main.js',
    sources: ['apps/api/src', 'apps/worker/src', 'libs', 'tools', 'tsconfig.server.json'],
  },
  web: { script: 'build:web', output: 'dist/web/index.html', sources: ['apps/web', 'libs'] },
};

function buildIfStale(name) {
  const target = TARGETS[name];
  // Both builds rewrite their entry file every time, so its age is the age of the build.
  const output = join(root, target.output);
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changedAt = Math.max(...target.sources.map((source) => newestMtime(join(root, source))));
  if (builtAt && changedAt <= builtAt) return false;
  console.log(`[leadsignal] building ${name} …`);
  // A build is always a production build, whatever NODE_ENV the app is started with (tests start it with
  // NODE_ENV=test, which would otherwise give Vite React's development build and blow the first-load budget).
  execSync(`npm run -s ${target.script}`, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return true;
}

module.exports = { buildIfStale, root };
