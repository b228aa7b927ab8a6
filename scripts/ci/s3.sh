#!/usr/bin/env bash
# Throwaway single-node Ceph cluster serving S3 (radosgw) for tests: one monitor, one
# in-memory (memstore) OSD, radosgw (beast) on 127.0.0.1. No systemd, no mgr, no auth
# between daemons; S3 itself still enforces SigV4 with the fixed test keys below.
#   scripts/ci/s3.sh start   -> prints the S3_* env on stdout (one VAR=value per line)
#   scripts/ci/s3.sh stop    -> kills the daemons and deletes the dir
# Env: S3_DIR (default /tmp/anaesprep-s3), S3_PORT (default 7480),
#      S3_MON_PORT (default 46789; not Ceph's 6789, so a real cluster never collides).
set -euo pipefail
# The ceph CLI (python) crashes when stdin is closed, as it may be in CI.
exec </dev/null

S3_DIR="${S3_DIR:-/tmp/anaesprep-s3}"
S3_PORT="${S3_PORT:-7480}"
MON_PORT="${S3_MON_PORT:-46789}"
BUCKET="anaesprep-test"
REGION="us-east-1"
ACCESS_KEY="anaesprep-test-key"
SECRET_KEY="anaesprep-test-secret-0123456789"
ENDPOINT="http://127.0.0.1:$S3_PORT"
CONF="$S3_DIR/ceph.conf"

log() { echo "[s3] $*" >&2; }
die() {
  log "ERROR: $*"
  for f in "$S3_DIR"/log/*.log; do
    [ -f "$f" ] && { log "--- tail of $f"; tail -n 15 "$f" >&2; }
  done
  exit 1
}

# `ceph` CLI with a timeout: without one it waits forever for an unreachable monitor.
ceph_cli() { timeout 60 ceph -c "$CONF" --connect-timeout 20 "$@"; }

port_in_use() { ss -Hltn "sport = :$1" 2>/dev/null | grep -q .; }

# Poll (every 0.2 s) until "$@" succeeds, or die after $1 seconds.
wait_for() {
  local secs=$1 what=$2; shift 2
  local deadline=$((SECONDS + secs))
  until "$@" >/dev/null 2>&1; do
    [ $SECONDS -lt $deadline ] || die "timed out after ${secs}s waiting for $what"
    sleep 0.2
  done
}

# Our daemons: ceph-mon/ceph-osd/radosgw processes started with our ceph.conf. Found by
# scanning /proc rather than by pid files, so a run whose dir was deleted under it is
# cleaned up too, and a reused pid never hits a stranger.
our_daemon_pids() {
  local d cmd argv
  for d in /proc/[0-9]*; do
    mapfile -d '' -t argv 2>/dev/null <"$d/cmdline" || continue
    cmd="${argv[*]} "
    case "$cmd" in
      ceph-mon\ *"-c $CONF "* | ceph-osd\ *"-c $CONF "* | radosgw\ *"-c $CONF "*) echo "${d#/proc/}" ;;
    esac
  done
}

stop_daemons() {
  local pids pid
  pids=$(our_daemon_pids)
  # SIGKILL: everything is throwaway (memstore), and a polite SIGTERM takes ~7 s.
  for pid in $pids; do kill -9 "$pid" 2>/dev/null || true; done
  # Wait (up to 5 s) until they are dead so their ports are free again. A zombie counts
  # as dead: the daemons have forked away from us and init reaps them when it likes.
  local i alive state
  for i in $(seq 25); do
    alive=0
    for pid in $pids; do
      state=$(awk '{print $3}' "/proc/$pid/stat" 2>/dev/null || true)
      [ -n "$state" ] && [ "$state" != Z ] && alive=1
    done
    [ $alive = 0 ] && break
    sleep 0.2
  done
  rm -rf "$S3_DIR"
}

# Anonymous GET / answers 200 (an empty ListAllMyBuckets) once radosgw serves requests.
rgw_answers() { curl -sf -o /dev/null --max-time 2 "$ENDPOINT/"; }

# Signed S3 request with curl's built-in SigV4 (no node_modules needed).
s3_curl() {
  curl -sS --fail-with-body --max-time 30 \
    --aws-sigv4 "aws:amz:$REGION:s3" --user "$ACCESS_KEY:$SECRET_KEY" \
    -H "x-amz-content-sha256: UNSIGNED-PAYLOAD" "$@"
}

start() {
  command -v ceph-mon >/dev/null && command -v ceph-osd >/dev/null && command -v radosgw >/dev/null \
    || die "Ceph is not installed (run scripts/ci/install-deps.sh)"
  local t0=$SECONDS
  stop_daemons
  port_in_use "$S3_PORT" && die "port $S3_PORT is already in use: $(ss -Hltnp "sport = :$S3_PORT" | head -1)"
  port_in_use "$MON_PORT" && die "port $MON_PORT is already in use: $(ss -Hltnp "sport = :$MON_PORT" | head -1)"

  mkdir -p "$S3_DIR"/{run,log,mon,osd,rgw}
  local fsid osd_uuid
  fsid=$(cat /proc/sys/kernel/random/uuid)
  osd_uuid=$(cat /proc/sys/kernel/random/uuid)

  cat >"$CONF" <<CONF
[global]
fsid = $fsid
mon host = v1:127.0.0.1:$MON_PORT
public addr = 127.0.0.1
cluster addr = 127.0.0.1
ms bind msgr2 = false
run dir = $S3_DIR/run
admin socket = $S3_DIR/run/\$name.asok
pid file = $S3_DIR/run/\$name.pid
log file = $S3_DIR/log/\$name.log
keyring = $S3_DIR/keyring
auth cluster required = none
auth service required = none
auth client required = none
# One OSD: single replica, and CRUSH picks OSDs directly (no host level).
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd pool default pgp num = 8
osd pool default pg autoscale mode = off
osd crush chooseleaf type = 0
mon allow pool size one = true
mon warn on pool no redundancy = false
mon data avail warn = 1
mon data avail crit = 0
# The monitor batches map changes for up to 1 s by default; every pool creation and the
# OSD boot wait for that. Shorter intervals cut the start from ~17 s to ~4 s.
paxos propose interval = 0.05
paxos min wait = 0.01

[mon]
mon data = $S3_DIR/mon/\$cluster-\$id

[osd]
osd data = $S3_DIR/osd/\$cluster-\$id
osd objectstore = memstore
memstore device bytes = 2147483648
# Without these two the OSD dies at start with "wrong fsid" / tries to reach a mgr.
osd crush update on start = false
osd class update on start = false

[client.rgw.a]
rgw data = $S3_DIR/rgw
rgw frontends = beast endpoint=127.0.0.1:$S3_PORT
rgw dns name = 127.0.0.1
rgw enable usage log = false
CONF

  # Monitor.
  ceph-authtool --create-keyring "$S3_DIR/keyring" --gen-key -n mon. --cap mon 'allow *' >/dev/null
  monmaptool --create --fsid "$fsid" --addv a "[v1:127.0.0.1:$MON_PORT]" "$S3_DIR/monmap" >/dev/null
  ceph-mon -c "$CONF" --mkfs -i a --monmap "$S3_DIR/monmap" --keyring "$S3_DIR/keyring" \
    >/dev/null 2>&1 || die "ceph-mon --mkfs failed"
  ceph-mon -c "$CONF" -i a >/dev/null 2>>"$S3_DIR/log/mon.start.log" || die "ceph-mon failed to start"
  wait_for 30 "the monitor" ceph_cli mon stat

  # OSD (memstore: data lives in the OSD's memory, gone when it stops).
  local osd_id
  osd_id=$(ceph_cli osd new "$osd_uuid") || die "ceph osd new failed"
  mkdir -p "$S3_DIR/osd/ceph-$osd_id"
  ceph-osd -c "$CONF" -i "$osd_id" --mkfs --osd-uuid "$osd_uuid" >/dev/null 2>&1 \
    || die "ceph-osd --mkfs failed"
  # Tried again for a while: the monitor once refused it as sent under a zero fsid (a client that had
  # not read the monmap yet), which failed a whole CI run. Adding the same OSD again changes nothing.
  wait_for 30 "the OSD in the CRUSH map" ceph_cli osd crush add "osd.$osd_id" 1.0 root=default
  # It prints two harmless warnings to stderr before it forks: keep them in a log.
  ceph-osd -c "$CONF" -i "$osd_id" >/dev/null 2>>"$S3_DIR/log/osd.start.log" || die "ceph-osd failed to start"
  wait_for 60 "the OSD to come up" sh -c "ceph -c '$CONF' --connect-timeout 10 osd dump 2>/dev/null | grep -q '^osd.$osd_id up'"

  # radosgw would create its pools one at a time, on first use, each waiting for its PGs
  # (the first CreateBucket and PutObject took ~2 s each). Create them all up front.
  local pool cmds=""
  for pool in .rgw.root default.rgw.{control,meta,log} default.rgw.buckets.{index,data,non-ec}; do
    cmds+="osd pool create $pool 8 8 replicated"$'\n'"osd pool application enable $pool rgw"$'\n'
  done
  # The ceph CLI reads commands from stdin when given none: one process instead of 14. Right
  # after the OSD boots, the monitor now and then refuses the batch (seen once in CI: a command
  # with an empty fsid); every command is idempotent, so try again.
  local attempt
  for attempt in 1 2 3 4 5; do
    printf '%s' "$cmds" | timeout 60 ceph -c "$CONF" --connect-timeout 20 >/dev/null 2>>"$S3_DIR/log/pools.log" && break
    [ "$attempt" -lt 5 ] || die "creating the rgw pools failed (see $S3_DIR/log/pools.log)"
    sleep 1
  done

  radosgw -c "$CONF" -n client.rgw.a >/dev/null 2>>"$S3_DIR/log/rgw.start.log" || die "radosgw failed to start"
  wait_for 90 "radosgw on $ENDPOINT" rgw_answers

  timeout 60 radosgw-admin -c "$CONF" -n client.rgw.a user create --uid=anaesprep-test \
    --display-name="AnaesPrep tests" --access-key="$ACCESS_KEY" --secret="$SECRET_KEY" \
    >/dev/null 2>&1 || die "radosgw-admin user create failed"

  # Create the bucket and write/delete one object: the first CreateBucket and the first
  # PutObject each take ~2 s on a fresh cluster (pool creation), better here than in a test.
  local out
  out=$(s3_curl -X PUT "$ENDPOINT/$BUCKET" 2>&1) || die "CreateBucket failed: $out"
  out=$(s3_curl -X PUT --data-binary "warm-up" "$ENDPOINT/$BUCKET/.ci-warmup" 2>&1) || die "PutObject failed: $out"
  out=$(s3_curl "$ENDPOINT/$BUCKET/.ci-warmup" 2>&1) || die "GetObject failed: $out"
  [ "$out" = "warm-up" ] || die "GetObject returned '$out'"
  out=$(s3_curl -X DELETE "$ENDPOINT/$BUCKET/.ci-warmup" 2>&1) || die "DeleteObject failed: $out"

  log "ready on $ENDPOINT in $((SECONDS - t0))s (dir $S3_DIR)"
  cat <<ENV
S3_BUCKET=$BUCKET
S3_ENDPOINT=$ENDPOINT
S3_REGION=$REGION
S3_ACCESS_KEY_ID=$ACCESS_KEY
S3_SECRET_ACCESS_KEY=$SECRET_KEY
S3_FORCE_PATH_STYLE=true
ENV
}

case "${1:-}" in
  start) start ;;
  stop) stop_daemons; log "stopped" ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
