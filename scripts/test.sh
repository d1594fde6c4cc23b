#!/usr/bin/env bash
# npm test: type check, lint and format check, unit tests, integration tests against a real database, API tests over HTTP
# against the running app, then the portal's journeys in a real browser (Playwright, Debian's chromium).
# The database is PGlite unless DATABASE_URL is set (then PostgreSQL).
# TEST_DATABASE_ONLY=1 runs only what depends on the database (integration, API and browser tests): .ci/run
# sets it for its second pass, on PostgreSQL, after the first has type checked, linted, format checked and
# run the unit tests on the same tree. Unset (npm test), everything runs.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each phase prints how long it took: where CI's time goes (issue 28 item 6).
phase_started=$SECONDS
phase_name=""
phase_done() {
  [ -z "$phase_name" ] || echo "== ${phase_name}: $((SECONDS - phase_started)) s$1"
}
phase() {
  phase_done ""
  phase_name=$1
  phase_started=$SECONDS
  echo "== $1"
}
trap 'phase_done " (stopped)"' ERR
db=PGlite
[ -z "${DATABASE_URL:-}" ] || db=PostgreSQL
if [ "${TEST_DATABASE_ONLY:-}" = 1 ]; then
  echo "== type check, lint, format and unit tests: skipped (TEST_DATABASE_ONLY=1)"
else
  phase "type check"
  npx tsc --noEmit
  phase "lint (the layer rules)"
  npx eslint .
  phase "format check"
  npx prettier --check . > /dev/null || { npx prettier --check . ; echo "formatting differs: run npx prettier --write ."; exit 1; }
  phase "the OpenAPI document: Redocly lint (0 warnings), and the SDK's types generated from it"
  npx tsx --conditions=react-server scripts/openapi.ts lint 2>&1 | grep -v '[║╔╚]'
  npx tsx --conditions=react-server scripts/openapi.ts check
fi
if [ $# -gt 0 ]; then
  phase "tests on ${db}: vitest run $*"
  npx vitest run "$@"
else
  # Two vitest runs: every project's global setup runs when its run starts and is torn down when it ends, so
  # in one run the API tests' app (test/api/global-setup.ts, its workers polling) would run idle through the
  # whole integration project (vitest runs a project without file parallelism last), taking CPU from its
  # timing-sensitive tests.
  if [ "${TEST_DATABASE_ONLY:-}" = 1 ]; then
    phase "integration tests on ${db}"
    npx vitest run --project integration
  else
    phase "unit and integration tests on ${db}"
    npx vitest run --project unit --project integration
  fi
  phase "API tests on ${db}"
  npx vitest run --project api
fi
phase "browser journeys on ${db}"
# The journeys reuse the app's build (.next) unless NEXT_DIST_DIR says otherwise.
NEXT_DIST_DIR="${NEXT_DIST_DIR:-.next}" npx playwright test
phase_done ""
