#!/usr/bin/env bash
# `npm test`: lint, typecheck, unit + HTTP tests (Vitest), browser tests (Playwright), then one summary line.
# Runs against embedded PGlite by default; against PostgreSQL / S3 / SMTP when their env is set.
# TEST_STEPS picks steps (default "lint typecheck unit e2e"); E2E_SCOPE=smoke runs only the browser
# smoke (playwright.config.ts); UNIT_SCOPE=storage only the Vitest files that reach storage (vitest.config.ts).
# CI uses them to split the work between its passes (README).
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
steps=" ${TEST_STEPS:-lint typecheck unit e2e} "
reports=()
step() { echo; echo "=== $1 ==="; }
wanted() { [[ "$steps" == *" $1 "* ]]; }

if wanted lint; then
  step "lint and format (ESLint, Prettier)"
  npm run -s lint || status=1
fi

if wanted typecheck; then
  step "typecheck"
  npx tsc --noEmit || status=1
fi

if wanted unit; then
  step "unit and HTTP tests (Vitest, database: $([ -n "${DATABASE_URL:-}" ] && echo PostgreSQL || echo "embedded PGlite"), storage: $([ -n "${S3_BUCKET:-}" ] && echo S3 || echo local)${UNIT_SCOPE:+, only the files that reach storage})"
  npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json || status=1
  reports+=(test-results/vitest.json)
fi

# CI reuses no server (playwright.config.ts): a port already held would fail the step later with
# no way forward, so say now which process holds it.
ports_free() {
  local port line
  for port in "${E2E_PORT:-3100}" "${E2E_SMTP_PORT:-2526}"; do
    line=$(ss -Hltnp "sport = :$port" 2>/dev/null | head -n 1)
    [ -z "$line" ] && continue
    echo "port $port, which the browser tests need, is held by: $line" >&2
    echo "end that process, or give the tests other ports (E2E_PORT, E2E_SMTP_PORT)" >&2
    return 1
  done
}

if wanted e2e; then
  step "browser tests (Playwright${E2E_SCOPE:+, $E2E_SCOPE only}, $CHROMIUM_PATH)"
  reports+=(test-results/playwright.json)
  if [ -n "${CI:-}" ] && ! ports_free; then
    status=1
  else
    export E2E_DATA_DIR="${E2E_DATA_DIR:-$(mktemp -d /tmp/anaesprep-e2e-XXXXXX)}"
    if [ -n "${DATABASE_URL:-}" ]; then
      E2E_DATABASE_URL="$(node scripts/e2e-database.mjs)" || status=1
      export E2E_DATABASE_URL
    fi
    npx playwright test || status=1
  fi
fi

echo
node scripts/test-summary.mjs "${reports[@]}" || status=1
exit $status
