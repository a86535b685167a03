#!/usr/bin/env bash
# Every TypeScript project: the whole tree (tests and benches with DOM and Node types), then the projects that keep
# the layers apart: the pages without Node, the server without DOM and the workers, with TypeScript 7 (the native
# compiler; TypeScript 5.9 took 85 s wall in two parallel lanes). One checker per project (`--checkers 1`, the
# default is four): each checker resolves the shared declarations (DOM, Node, React) again for itself, so four cost
# twice the CPU for no shorter wall time on two cores. Measured on the 2-core machine (cgroup CPU time, 2026-11-28):
# the five took 49 CPU-seconds and 26.6 s wall with four checkers, 27 CPU-seconds and 21.5 s with one.
# Fails when any project fails, after all have run.
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
for project in tsconfig.json tsconfig.app.json tsconfig.node.json tsconfig.worker.json src/science/tsconfig.worker.json; do
  npx tsc -p "$project" --checkers 1 || status=1
done
exit "$status"
