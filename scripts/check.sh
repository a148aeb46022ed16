#!/usr/bin/env bash
# npm run check: format, lint, boundaries and types, the independent parts in parallel. Each part's
# output is shown when it fails; the time of each is printed. TypeScript checks the workspaces in three
# programs (Node, browser, journeys: tsconfig.check-*.json) so shared code is checked once, with
# incremental build info under node_modules/.cache so a second run only rechecks what changed.
set -uo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d /tmp/croupier-check.XXXXXX)
trap 'rm -rf "$out"' EXIT

part() { # part NAME COMMAND...: runs in the background, records output, exit code and time
  local name=$1
  shift
  (
    start=$(date +%s%N)
    "$@" >"$out/$name.log" 2>&1
    echo $? >"$out/$name.rc"
    echo $((($(date +%s%N) - start) / 1000000)) >"$out/$name.ms"
  ) &
}

part biome npx biome check --error-on-warnings .
part boundaries npx depcruise apps packages bench e2e scripts --output-type err
part types-node npx tsc -p tsconfig.check-node.json
part types-ui npx tsc -p tsconfig.check-ui.json
part types-tools npx tsc -p tsconfig.check-tools.json
wait

failed=0
for name in biome boundaries types-node types-ui types-tools; do
  rc=$(cat "$out/$name.rc")
  printf '%-12s %-6s %6s ms\n' "$name" "$([ "$rc" = 0 ] && echo ok || echo FAILED)" "$(cat "$out/$name.ms")"
  if [ "$rc" != 0 ]; then
    failed=1
    cat "$out/$name.log"
  fi
done
exit $failed
