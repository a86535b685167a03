#!/usr/bin/env bash
# Every TypeScript project: the whole tree (tests and benches with DOM and Node types), then the projects that keep
# the layers apart: the pages without Node, the server without DOM and the workers. TypeScript 7 (the native
# compiler) checks on every core: the five took 31 s wall and 57 CPU-seconds on the 2-core machine (2026-11-28),
# where TypeScript 5.9 took 85 s wall in two parallel lanes. Fails when any project fails, after all have run.
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
for project in tsconfig.json tsconfig.app.json tsconfig.node.json tsconfig.worker.json src/science/tsconfig.worker.json; do
  npx tsc -p "$project" || status=1
done
exit "$status"
