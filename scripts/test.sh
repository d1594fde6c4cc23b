#!/usr/bin/env bash
# npm test: type check, lint and format check, unit tests, integration tests against a real database, API tests over HTTP
# against the running app, then the portal's journeys in a real browser (Playwright, Debian's chromium).
# The database is PGlite unless DATABASE_URL is set (then PostgreSQL).
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== type check, lint (the layer rules) and format"
npx tsc --noEmit
npx eslint .
npx prettier --check . > /dev/null || { npx prettier --check . ; echo "formatting differs: run npx prettier --write ."; exit 1; }
echo "== unit, integration and API tests on ${DATABASE_URL:+PostgreSQL}${DATABASE_URL:-PGlite}"
npx vitest run "$@"
echo "== browser journeys on ${DATABASE_URL:+PostgreSQL}${DATABASE_URL:-PGlite}"
# The journeys reuse the app's build (.next) unless NEXT_DIST_DIR says otherwise.
NEXT_DIST_DIR="${NEXT_DIST_DIR:-.next}" npx playwright test
