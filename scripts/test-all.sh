#!/usr/bin/env bash
# The whole test suite, as CI runs it: system packages, static checks, unit tests, API integration
# tests on PGlite and on a throw-away PostgreSQL, the web build, and the Playwright journeys.
#
# A runner's output is kept in a log and printed whole when it ends, so the runs' lines never
# interleave.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
step() { printf '\n==> %s (%ss)\n' "$1" "$((SECONDS - started))"; }

# The logs of the test runners: the last line adds up what ran, in the "N passed, N failed" form CI reads.
logs=$(mktemp -d /tmp/croupier-test-logs.XXXXXX)
other_logs=$(mktemp -d /tmp/croupier-test-other.XXXXXX)
count() { # count WORD: sums "N WORD" over the vitest and playwright summaries
  sed -E 's/\x1b\[[0-9;]*m//g' "$logs"/*.log | grep -E "^\s*(Tests\s+.*|[0-9]+ (passed|failed|skipped).*)$" |
    grep -oE "[0-9]+ $1" | awk '{ total += $1 } END { print total + 0 }'
}

declare -A pids logfile
start_bg() { # start_bg NAME LOGDIR COMMAND...: runs COMMAND in the background, output to LOGDIR/NAME.log
  local name=$1 dir=$2
  shift 2
  logfile[$name]="$dir/$name.log"
  # A process group of its own, so the cleanup ends every process the runner started (test
  # servers, browsers), not only the runner.
  setsid "$@" >"${logfile[$name]}" 2>&1 &
  pids[$name]=$!
}
await() { # await NAME...: waits for each, prints its log, and fails (after all have ended) if any failed
  local name rc failed=0
  for name in "$@"; do
    rc=0
    wait "${pids[$name]}" || rc=$?
    printf '\n--- %s (%s, ended at %ss)\n' "$name" "$([ "$rc" = 0 ] && echo passed || echo "FAILED: exit $rc")" "$((SECONDS - started))"
    cat "${logfile[$name]}"
    [ "$rc" = 0 ] || failed=1
  done
  return $failed
}

pg_dir=$(mktemp -d /tmp/croupier-pg.XXXXXX)
cleanup() {
  # A failed run must not leave its partners, or any process one of them started, running.
  for pid in "${pids[@]}"; do kill -- -"$pid" 2>/dev/null || true; done
  bash scripts/pg-throwaway.sh stop "$pg_dir"
}
trap cleanup EXIT

step "system packages"
bash scripts/ensure-system-deps.sh

step "format, lint, typecheck and unit tests, side by side"
start_bg check "$other_logs" npm run --silent check
start_bg unit "$logs" npx vitest run --project 'unit*'
await check unit

step "integration tests on PGlite and on PostgreSQL, and the web build, side by side"
TEST_DATABASE_URL=$(bash scripts/pg-throwaway.sh start "$pg_dir")
start_bg integration-pglite "$logs" npx vitest run --project 'integration*'
start_bg integration-postgres "$logs" env TEST_DATABASE_URL="$TEST_DATABASE_URL" npx vitest run --project 'integration*'
start_bg build "$other_logs" npm run --silent build
await build integration-postgres integration-pglite

# The journeys run alone. Beside the integration runs (tried twice, the last time with those at
# nice 10) the machine was busy enough for chunks, clicks and vendor rounds to come late and
# journeys to fail for that reason alone, and the whole took longer, not shorter.
step "end-to-end journeys in Chromium"
start_bg e2e "$logs" npm run --silent test:e2e
await e2e

step "all passed in $((SECONDS - started))s"
echo "$(count passed) passed, $(count failed) failed, $(count skipped) skipped"
