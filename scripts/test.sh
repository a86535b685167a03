#!/usr/bin/env bash
# Every test: types, unit and API tests (PGlite and PostgreSQL), then browser tests on the built site.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
npm run --silent typecheck
npm run --silent build
# The unit and API tests two files at a time even on two cores (most wait on PostgreSQL, a child server or a
# clock, not on the CPU); the browser tests after them, one file at a time, with the machine to themselves
# (run together, a process test's server build once took the browser tests' server down).
npx vitest run --project unit --maxWorkers=2
npx vitest run --project e2e
