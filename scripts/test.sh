#!/usr/bin/env bash
# `npm test`: lint, typecheck, unit + HTTP tests (Vitest), browser tests (Playwright), then one summary line.
# Runs against embedded PGlite by default; against PostgreSQL / S3 / SMTP when their env is set.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

# The browser for Playwright, found before anything runs: CHROMIUM_PATH, a system Chromium or Chrome,
# or Playwright's own download (~/.cache/ms-playwright, or PLAYWRIGHT_BROWSERS_PATH).
find_chromium() {
  if [ -n "${CHROMIUM_PATH:-}" ]; then
    [ -x "$CHROMIUM_PATH" ] && echo "$CHROMIUM_PATH"
    return
  fi
  local name candidate
  for name in chromium chromium-browser google-chrome google-chrome-stable; do
    candidate=$(command -v "$name") && { echo "$candidate"; return; }
  done
  local cache="${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"
  for candidate in $(ls -d "$cache"/chromium-*/chrome-linux*/chrome "$cache"/chromium_headless_shell-*/chrome-linux*/headless_shell 2>/dev/null | sort -rV); do
    [ -x "$candidate" ] && { echo "$candidate"; return; }
  done
}
requested_chromium="${CHROMIUM_PATH:-}"
if ! CHROMIUM_PATH=$(find_chromium) || [ -z "$CHROMIUM_PATH" ]; then
  echo "npm test needs Chromium for the browser tests${requested_chromium:+ (CHROMIUM_PATH=$requested_chromium is not an executable)}: run 'npx playwright install chromium' (or 'apt-get install chromium'), or set CHROMIUM_PATH to a Chrome or Chromium binary." >&2
  exit 1
fi
export CHROMIUM_PATH

rm -rf test-results && mkdir -p test-results

status=0
step() { echo; echo "=== $1 ==="; }

step "lint and format (ESLint, Prettier)"
npm run -s lint || status=1

step "typecheck"
npx tsc --noEmit || status=1

step "unit and HTTP tests (Vitest, database: ${DATABASE_URL:+PostgreSQL}${DATABASE_URL:-embedded PGlite}, storage: ${S3_BUCKET:+S3}${S3_BUCKET:-local})"
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json || status=1

step "browser tests (Playwright, $CHROMIUM_PATH)"
export E2E_DATA_DIR="${E2E_DATA_DIR:-$(mktemp -d /tmp/anaesprep-e2e-XXXXXX)}"
if [ -n "${DATABASE_URL:-}" ]; then
  E2E_DATABASE_URL="$(node scripts/e2e-database.mjs)" || status=1
  export E2E_DATABASE_URL
fi
npx playwright test || status=1

echo
node scripts/test-summary.mjs test-results/vitest.json test-results/playwright.json || status=1
exit $status
