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

# Everything runs side by side so both cores stay busy, but not as equals: the web build and then the
# journeys (a browser against a real server, waiting on vendor clocks) run at normal priority, and
# the static checks, the unit tests and both integration runs (with their PostgreSQL cluster) at a
# lower one (nice 10), so they use what the journeys leave idle instead of making their chunks and
# vendor rounds come late. Run beside the PGlite run as equals, journeys failed on load alone.

step "web build; checks, unit and integration tests (PGlite, PostgreSQL) beside it at a lower priority"
start_bg build "$other_logs" npm run --silent build
start_bg check "$other_logs" nice -n 10 npm run --silent check
start_bg unit "$logs" nice -n 10 npx vitest run --project 'unit*'
TEST_DATABASE_URL=$(nice -n 10 bash scripts/pg-throwaway.sh start "$pg_dir")
start_bg integration-pglite "$logs" nice -n 10 npx vitest run --project 'integration*'
start_bg integration-postgres "$logs" nice -n 10 env TEST_DATABASE_URL="$TEST_DATABASE_URL" npx vitest run --project 'integration*'
await build

step "end-to-end journeys in Chromium, beside the rest"
start_bg e2e "$logs" npm run --silent test:e2e
await check unit e2e integration-postgres integration-pglite

step "all passed in $((SECONDS - started))s"
echo "$(count passed) passed, $(count failed) failed, $(count skipped) skipped"
