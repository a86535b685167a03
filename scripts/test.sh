#!/usr/bin/env bash
# Every test, lane by lane (each lane's time and the slowest files are printed at the end by
# scripts/test-budget.mjs, which fails the run when a lane overran its budget by half):
#   typecheck  every TypeScript project;
#   build      the site, as `npm start` serves it (the browser lane runs on it);
#   pure       *.test.ts: no database, no child process;
#   db         *.db.test.ts on PGlite and PostgreSQL, with the *.process.test.ts files beside them;
#   browser    tests/e2e/*.e2e.ts in Debian's Chromium against the built site, two files at a time.
# The Vitest lanes run two files at a time even on two cores: most wait on PostgreSQL, a child server, a browser
# or a timer rather than on the CPU.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-postgres.sh

LANES=test-results/lanes
rm -rf "$LANES"
mkdir -p "$LANES"
finish() {
  local status=$?
  stop_private_postgres
  if [ "$status" -eq 0 ]; then
    node scripts/test-budget.mjs "$LANES" || status=$?
  else
    node scripts/test-budget.mjs "$LANES" >&2 || true
  fi
  exit "$status"
}
trap finish EXIT

# lane NAME COMMAND…: runs the command and writes its wall time to $LANES/NAME.seconds.
# (The status is kept by hand: `set -e` does not hold inside a function called as `lane … || …`.)
lane() {
  local name=$1 start status=0
  shift
  echo "── lane: $name"
  start=$(date +%s.%N)
  "$@" || status=$?
  awk "BEGIN { print $(date +%s.%N) - $start }" > "$LANES/$name.seconds"
  return "$status"
}
vitest_lane() {
  local name=$1
  shift
  lane "$name" npx vitest run --project "$name" --maxWorkers=2 --reporter=default --reporter=json --outputFile.json="$LANES/$name.json" "$@"
}

bash scripts/ensure-chromium.sh
ensure_postgres
lane typecheck npm run --silent typecheck
# The build's file listing goes to a log, printed when the build fails.
lane build npm run --silent build > "$LANES/build.log" 2>&1 || { cat "$LANES/build.log"; exit 1; }
vitest_lane pure
# The db lane records which endpoints had an answer parsed against its declared schema (server/http/endpoint-route.ts).
rm -rf "$LANES/answers" && mkdir -p "$LANES/answers"
ENDPOINT_COVERAGE_DIR="$PWD/$LANES/answers" vitest_lane db
vitest_lane browser
