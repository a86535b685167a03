#!/usr/bin/env bash
# Every test, lane by lane (each lane's time, the whole run's and the slowest files are printed at the end by
# scripts/test-budget.mjs, which fails the run when a lane overran its budget by half):
#   typecheck  every TypeScript project;
#   build      the site, as `npm start` serves it (the browser lane runs on it);
#   pure       *.test.ts: no database, no child process;
#   db         *.db.test.ts on PGlite and PostgreSQL, with the *.process.test.ts files beside them;
#   browser    tests/e2e/*.e2e.ts in Debian's Chromium against the built site, two files at a time.
# The lanes run as three chains at once: db; build then browser; typecheck then pure. Measured on the 2-core
# machine (cgroup CPU time, 2026-11-28), the db lane alone keeps about one core busy (its files wait on
# PostgreSQL, child servers and timers) and the browser lane alone a little more: one after the other, a run left
# about a third of the machine idle. Each lane's output goes to test-results/lanes/<lane>.log, printed when the
# lane fails (a passing lane prints its summary line).
# The Vitest lanes run two files at a time on two cores: most wait on PostgreSQL, a child server, a browser or a
# timer rather than on the CPU.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-postgres.sh

LANES=test-results/lanes
rm -rf "$LANES"
mkdir -p "$LANES"
RUN_START=$(date +%s.%N)
finish() {
  local status=$?
  # A failed chain may leave the others running: stop them with the run.
  jobs -p | xargs -r kill 2>/dev/null || true
  wait 2>/dev/null || true
  stop_private_postgres
  awk "BEGIN { print $(date +%s.%N) - $RUN_START }" > "$LANES/all.seconds"
  if [ "$status" -eq 0 ]; then
    node scripts/test-budget.mjs "$LANES" || status=$?
  else
    node scripts/test-budget.mjs "$LANES" >&2 || true
  fi
  exit "$status"
}
trap finish EXIT

# lane NAME COMMAND…: runs the command with its output in $LANES/NAME.log, writes its wall time to
# $LANES/NAME.seconds, and says how it ended (the whole log when it failed).
lane() {
  local name=$1 start status=0
  shift
  echo "── lane $name: started"
  start=$(date +%s.%N)
  "$@" > "$LANES/$name.log" 2>&1 || status=$?
  awk "BEGIN { print $(date +%s.%N) - $start }" > "$LANES/$name.seconds"
  if [ "$status" -eq 0 ]; then
    echo "── lane $name: passed in $(cat "$LANES/$name.seconds") s $(grep -aE '^ +Tests ' "$LANES/$name.log" | tail -n 1 | sed 's/\x1b\[[0-9;]*m//g')"
  else
    echo "── lane $name: FAILED (status $status) after $(cat "$LANES/$name.seconds") s; its output:"
    cat "$LANES/$name.log"
  fi
  return "$status"
}
# vitest_lane NAME WORKERS: the Vitest project NAME, WORKERS files at a time.
vitest_lane() {
  local name=$1 workers=$2
  shift 2
  lane "$name" npx vitest run --project "$name" --maxWorkers="$workers" --reporter=default --reporter=json --outputFile.json="$LANES/$name.json" "$@"
}

bash scripts/ensure-chromium.sh
ensure_postgres

# The db lane, the longest, starts at once; it records which endpoints had an answer parsed against its declared
# schema (server/http/endpoint-route.ts). The short typecheck and pure lanes share a chain.
rm -rf "$LANES/answers" && mkdir -p "$LANES/answers"
# Two db files at a time: three measured no better from a fresh clone (2026-11-28: db lane 675 s with two, 710 s
# with three, the whole suite using 1,175 and 1,255 CPU-seconds): the machine is busy with the browser lane.
ENDPOINT_COVERAGE_DIR="$PWD/$LANES/answers" vitest_lane db 2 &
db=$!
# The browser lane at a lower CPU priority (nice 5): the db lane mostly waits (on PostgreSQL, child processes, timers)
# and, at equal priority, found the cores taken by Chromium each time it woke, so it ended last, long after the
# browser lane, with the machine half idle; now it runs as soon as it can and the browser lane takes what is left.
{ lane build npm run --silent build && { renice -n 5 -p "$BASHPID" > /dev/null; vitest_lane browser 2; }; } &
browser=$!
{ lane typecheck npm run --silent typecheck && vitest_lane pure 2; } &
typecheck=$!

status=0
wait "$db" || status=1
wait "$browser" || status=1
wait "$typecheck" || status=1
exit "$status"
