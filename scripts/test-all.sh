#!/usr/bin/env bash
# The whole test suite, as CI runs it: system packages, static checks, unit tests, API integration
# tests on PGlite and on a throw-away PostgreSQL, the web build, and the Playwright journeys.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
step() { printf '\n==> %s (%ss)\n' "$1" "$((SECONDS - started))"; }

step "system packages"
bash scripts/ensure-system-deps.sh

step "format, lint, typecheck"
npm run --silent check

step "unit tests"
npx vitest run --project unit

step "integration tests on PGlite"
npx vitest run --project integration

pg_dir=$(mktemp -d /tmp/croupier-pg.XXXXXX)
trap 'bash scripts/pg-throwaway.sh stop "$pg_dir"' EXIT
step "integration tests on PostgreSQL"
TEST_DATABASE_URL=$(bash scripts/pg-throwaway.sh start "$pg_dir")
TEST_DATABASE_URL=$TEST_DATABASE_URL npx vitest run --project integration

step "web build"
npm run --silent build

step "end-to-end journeys in Chromium"
npm run --silent test:e2e

step "all passed in $((SECONDS - started))s"
