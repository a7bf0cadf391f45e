#!/usr/bin/env bash
# `npm test`: lint, type-check, unit tests, integration tests against real PostgreSQL and Redis,
# then the end-to-end tests in Debian's Chromium against the built app.
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_DAEMON=false

echo "== lint"; npm run -s lint
echo "== typecheck"; npm run -s typecheck
echo "== unit tests"; npx jest --selectProjects contracts reference-data web --ci
# Built before the integration tests: the launcher specs (npm start, soak) and the e2e tests run the build.
echo "== build"; npm run -s build
echo "== integration tests (PostgreSQL + Redis)"
# --forceExit: a process a failed spec could not stop must not hold the run open until CI's time limit.
npx jest --selectProjects server-core search credits mail exports saved-searches ingest accounts notifications billing records reported-data lists home teams api worker --ci --runInBand --forceExit
echo "== end-to-end tests (Chromium)"; npx playwright test -c apps/web-e2e/playwright.config.ts
