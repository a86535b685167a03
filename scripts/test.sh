#!/usr/bin/env bash
# Every test: types, unit and API tests (PGlite and PostgreSQL), then browser tests on the built site.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
npm run --silent typecheck
npm run --silent build
npx vitest run
