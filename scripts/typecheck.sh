#!/usr/bin/env bash
# Every TypeScript project, in two lanes: tsc checks on one core and the machines have two. One lane checks the
# whole tree (tests and benches with DOM and Node types, 36 s on the development VM); the other the projects that
# keep the layers apart, the pages without Node, the server without DOM and the workers (45 s in all). Run one
# after the other they took 79 s. Fails when any project fails, after both lanes have finished.
set -uo pipefail
cd "$(dirname "$0")/.."
npx tsc -p tsconfig.json &
whole=$!
status=0
for project in tsconfig.app.json tsconfig.node.json tsconfig.worker.json src/science/tsconfig.worker.json; do
  npx tsc -p "$project" || status=1
done
wait "$whole" || status=1
exit "$status"
