#!/usr/bin/env bash
# `npm test`: lint, typecheck, unit + HTTP tests (Vitest), browser tests (Playwright), then one summary line.
# Runs against embedded PGlite by default; against PostgreSQL / S3 / SMTP when their env is set.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
rm -rf test-results && mkdir -p test-results

status=0
step() { echo; echo "=== $1 ==="; }

step "lint and format (ESLint, Prettier)"
npm run -s lint || status=1

step "typecheck"
npx tsc --noEmit || status=1

step "unit and HTTP tests (Vitest, database: ${DATABASE_URL:+PostgreSQL}${DATABASE_URL:-embedded PGlite}, storage: ${S3_BUCKET:+S3}${S3_BUCKET:-local})"
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json || status=1

step "browser tests (Playwright, Chromium)"
export E2E_DATA_DIR="${E2E_DATA_DIR:-$(mktemp -d /tmp/anaesprep-e2e-XXXXXX)}"
if [ -n "${DATABASE_URL:-}" ]; then
  E2E_DATABASE_URL="$(node scripts/e2e-database.mjs)" || status=1
  export E2E_DATABASE_URL
fi
npx playwright test || status=1

echo
node scripts/test-summary.mjs test-results/vitest.json test-results/playwright.json || status=1
exit $status
