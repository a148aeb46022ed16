#!/usr/bin/env bash
# The whole test suite, as CI runs it: system packages, static checks, unit tests, API integration
# tests on PGlite and on a throw-away PostgreSQL, the web build, and the Playwright journeys.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
step() { printf '\n==> %s (%ss)\n' "$1" "$((SECONDS - started))"; }

# Each runner's output is kept so the last line can add up what ran, in the plain
# "N passed, N failed" form CI reads.
logs=$(mktemp -d /tmp/croupier-test-logs.XXXXXX)
run_logged() {
  local name=$1
  shift
  "$@" 2>&1 | tee "$logs/$name.log"
  return "${PIPESTATUS[0]}"
}
count() { # count WORD: sums "N WORD" over the vitest and playwright summaries
  sed -E 's/\x1b\[[0-9;]*m//g' "$logs"/*.log | grep -E "^\s*(Tests\s+.*|[0-9]+ (passed|failed|skipped).*)$" |
    grep -oE "[0-9]+ $1" | awk '{ total += $1 } END { print total + 0 }'
}

step "system packages"
bash scripts/ensure-system-deps.sh

step "format, lint, typecheck"
npm run --silent check

step "unit tests"
run_logged unit npx vitest run --project unit

step "integration tests on PGlite"
run_logged integration-pglite npx vitest run --project integration

pg_dir=$(mktemp -d /tmp/croupier-pg.XXXXXX)
trap 'bash scripts/pg-throwaway.sh stop "$pg_dir"' EXIT
step "integration tests on PostgreSQL"
TEST_DATABASE_URL=$(bash scripts/pg-throwaway.sh start "$pg_dir")
TEST_DATABASE_URL=$TEST_DATABASE_URL run_logged integration-postgres npx vitest run --project integration

step "web build"
npm run --silent build

step "end-to-end journeys in Chromium"
run_logged e2e npm run --silent test:e2e

step "all passed in $((SECONDS - started))s"
echo "$(count passed) passed, $(count failed) failed, $(count skipped) skipped"
