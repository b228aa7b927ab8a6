#!/usr/bin/env bash
# Names what failed in a pass run by scripts/ci/pass.sh: `scripts/ci/report.sh DIR TITLE`.
# Its failing tests (from the test reports, or from the log when the pass wrote none) and the
# last 200 lines of its log, so that a failure says why even when nothing of its stream was seen.
set -uo pipefail
dir=$1 title=$2
printf '\n== %s failed. Failing tests:\n' "$title"
node "$(dirname "${BASH_SOURCE[0]}")/failures.mjs" "$dir/reports" "$dir/log" | sed 's/^/   /'
printf '\n== %s: the last 200 lines of its log\n' "$title"
tail -n 200 "$dir/log"
