#!/usr/bin/env bash
# The render bench at the commit before pages were rendered from data (3f37386: every page read through the API,
# answered in-process), measured as bench/render.bench.ts measures: a copy of that commit's tree in
# dist-bench-before/tree with this checkout's node_modules, its own renderer built there, and this checkout's
# bench/render-timing.ts, bench/render-products.ts and bench/before/*.ts beside its bench/. Writes the figures to
# $1 (default dist-bench-before/figures.json); then `BENCH_RENDER_BEFORE=<that file> npm run bench -- render`
# prints them beside this commit's and judges the 5x target against them. Run both on the same machine, one after
# the other, with nothing else running. BENCH_RENDER_PAGES and BENCH_RENDER_ONLY apply to both. As this commit's
# bench, it runs bundled under plain node (bench/run-bundled.mjs), as production runs the server.
set -euo pipefail
cd "$(dirname "$0")/../.."
COMMIT=3f37386
OUT="$(realpath -m "${1:-dist-bench-before/figures.json}")"
TREE="$(realpath -m dist-bench-before/tree)"
if [ ! -f "$TREE/package.json" ]; then
  mkdir -p "$TREE"
  git archive "$COMMIT" | tar -x -C "$TREE"
  ln -s "$PWD/node_modules" "$TREE/node_modules"
fi
cp bench/render-timing.ts bench/render-products.ts bench/before/render-before-site.ts bench/before/render-before.bench.ts "$TREE/bench/"
mkdir -p "$(dirname "$OUT")"
HERE="$PWD"
(cd "$TREE" && BENCH_BEFORE_COMMIT="$COMMIT" BENCH_RENDER_JSON="$OUT" node "$HERE/bench/run-bundled.mjs" bench/render-before.bench.ts dist-bench/render-before.js)
