# Sourced by .ci/run and scripts/ci/pass.sh: find and end every process a test pass started,
# whatever process group or session it moved to (Playwright starts its web servers detached, in
# groups of their own). Each function succeeds whatever ends while it looks (.ci/run has set -e).
# A pass runs with ANAESPREP_CI_PASS=<its folder> in its environment; every process it starts
# inherits that variable (Playwright's web servers, the app's OCR child, esbuild, Chromium), so
# /proc/<pid>/environ names the pass a process belongs to even after its parent is gone.

CI_PASS_VAR=ANAESPREP_CI_PASS

# pass_of PID: the pass folder a process belongs to, or nothing.
pass_of() {
  { tr '\0' '\n' <"/proc/$1/environ"; } 2>/dev/null | sed -n "s/^$CI_PASS_VAR=//p" | head -n 1 || true
}

# pids_of_pass FOLDER: the live processes of that pass.
pids_of_pass() {
  # grep exits 2 on the processes that end while it reads: not an error here.
  { grep -lzx -F "$CI_PASS_VAR=$1" /proc/[0-9]*/environ 2>/dev/null || true; } | cut -d/ -f3
}

# end_pass FOLDER: SIGTERM to every process of the pass, SIGKILL to those left after 5 s.
end_pass() {
  local pids i
  pids=$(pids_of_pass "$1")
  [ -z "$pids" ] && return 0
  echo "ending $(echo "$pids" | wc -w) process(es) the pass left running: $(describe_pids $pids)"
  kill -TERM $pids 2>/dev/null || true
  for i in $(seq 25); do
    pids=$(pids_of_pass "$1")
    [ -z "$pids" ] && return 0
    sleep 0.2
  done
  kill -KILL $pids 2>/dev/null || true
}

# end_stale_passes: processes of passes whose run is over (their folder is gone, or the run that
# made it is dead) — what an earlier run killed before its trap ran left behind.
end_stale_passes() {
  local pid pass run
  for pid in $({ grep -lz "^$CI_PASS_VAR=" /proc/[0-9]*/environ 2>/dev/null || true; } | cut -d/ -f3); do
    pass=$(pass_of "$pid")
    [ -z "$pass" ] && continue
    run=$(cat "$(dirname "$pass")/run.pid" 2>/dev/null || true)
    if [ -n "$run" ] && [ -d "/proc/$run" ]; then continue; fi
    echo "ending pid $pid, left by an earlier run ($(describe_pids "$pid"))"
    kill -KILL "$pid" 2>/dev/null || true
  done
}

# describe_pids PID...: "1234 node scripts/server.mjs, 1240 …", command lines cut to 80 chars.
describe_pids() {
  local pid out=()
  for pid in "$@"; do
    out+=("$pid $({ tr '\0' ' ' <"/proc/$pid/cmdline"; } 2>/dev/null | cut -c1-80 || true)")
  done
  local IFS=,
  echo "${out[*]}"
}

# port_holder PORT: who listens on the TCP port ("pid 1234 node …"), or nothing when it is free.
port_holder() {
  local line pid
  line=$(ss -Hltnp "sport = :$1" 2>/dev/null | head -n 1)
  [ -z "$line" ] && return 0
  pid=$(echo "$line" | grep -o 'pid=[0-9]*' | head -n 1 | cut -d= -f2)
  if [ -n "$pid" ]; then echo "pid $(describe_pids "$pid")"; else echo "$line"; fi
}
