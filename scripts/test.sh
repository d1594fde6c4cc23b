#!/usr/bin/env bash
# npm test: type check, unit tests, integration tests against a real database, API tests over HTTP
# against the running app. The database is PGlite unless DATABASE_URL is set (then PostgreSQL).
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== type check"
npx tsc --noEmit
echo "== unit, integration and API tests on ${DATABASE_URL:+PostgreSQL}${DATABASE_URL:-PGlite}"
npx vitest run "$@"
