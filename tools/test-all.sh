#!/usr/bin/env bash
# `npm test`: lint, type-check, unit tests, integration tests against real PostgreSQL and Redis,
# then the end-to-end tests in Debian's Chromium against the built app.
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_DAEMON=false

echo "== lint"; npm run -s lint
echo "== typecheck"; npm run -s typecheck
echo "== unit tests"; npx jest --selectProjects contracts reference-data web --ci
echo "== integration tests (PostgreSQL + Redis)"; npx jest --selectProjects api worker --ci --runInBand
echo "== build"; npm run -s build
echo "== end-to-end tests (Chromium)"; npx jest --selectProjects web-e2e --ci --runInBand --testTimeout=120000
