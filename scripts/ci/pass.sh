#!/usr/bin/env bash
# One CI pass: `scripts/ci/pass.sh DIR LIMIT COMMAND...` runs COMMAND under `timeout LIMIT`, logs
# it to DIR/log and shows that log from its first line as it runs, then ends every process the
# command started (scripts/ci/processes.sh) and keeps its test reports in DIR/reports.
# Exits with the command's status (124: it was ended at LIMIT). `scripts/ci/report.sh DIR` then
# names what failed. .ci/run runs each of its passes through this. CI_REPORTS_FROM: where the
# command writes its JSON reports (default test-results, as scripts/test.sh does).
set -uo pipefail
# shellcheck source=processes.sh
. "$(dirname "${BASH_SOURCE[0]}")/processes.sh"

dir=$1 limit=$2
shift 2
log="$dir/log"
mkdir -p "$dir/reports"
reports_from=${CI_REPORTS_FROM:-test-results}
rm -f "$reports_from/vitest.json" "$reports_from/playwright.json" # never another pass's reports
: >"$log" # before tail starts: with no file it would give up and show nothing of the pass

# Ended from outside (CI's own limit, Ctrl-C): end the command's processes too.
pass_pid=""
stop() {
  [ -n "$pass_pid" ] && kill -TERM "$pass_pid" 2>/dev/null
  end_pass "$dir"
  exit 143
}
trap stop INT TERM

env "$CI_PASS_VAR=$dir" timeout --kill-after=20s "$limit" "$@" >>"$log" 2>&1 &
pass_pid=$!
tail -s 0.2 -n +1 -f --pid=$pass_pid "$log" &
tail_pid=$!
rc=0
wait $pass_pid || rc=$?
wait $tail_pid 2>/dev/null || true
end_pass "$dir"
cp "$reports_from/vitest.json" "$reports_from/playwright.json" "$dir/reports/" 2>/dev/null || true
[ $rc = 124 ] && echo "== this pass was ended at its limit of $limit" | tee -a "$log"
exit $rc
