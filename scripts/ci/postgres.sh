#!/usr/bin/env bash
# Private throwaway PostgreSQL 15 cluster for tests.
#   scripts/ci/postgres.sh start   -> prints DATABASE_URL=... on stdout
#   scripts/ci/postgres.sh stop    -> stops the cluster and deletes its dir
# Env: PG_DIR (default /tmp/anaesprep-pg), PG_PORT (default 55432), PG_BIN.
set -euo pipefail

PG_DIR="${PG_DIR:-/tmp/anaesprep-pg}"
PG_PORT="${PG_PORT:-55432}"
PG_DB="anaesprep_test"
PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
DATA="$PG_DIR/data"

log() { echo "[postgres] $*" >&2; }
die() { log "ERROR: $*"; exit 1; }

# PostgreSQL refuses to run as root: run its tools as `postgres` on a dir it owns.
as_pg() {
  if [ "$(id -u)" = 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

port_in_use() { ss -Hltn "sport = :$PG_PORT" 2>/dev/null | grep -q .; }

stop_cluster() {
  # Stop a cluster left in the dir (an earlier run killed before its trap ran).
  if [ -f "$DATA/postmaster.pid" ]; then
    log "stopping cluster in $DATA"
    as_pg "$PG_BIN/pg_ctl" -D "$DATA" -m fast -w -t 30 stop >/dev/null 2>&1 \
      || as_pg "$PG_BIN/pg_ctl" -D "$DATA" -m immediate -w -t 10 stop >/dev/null 2>&1 \
      || true
  fi
  rm -rf "$PG_DIR"
}

start() {
  [ -x "$PG_BIN/initdb" ] || die "PostgreSQL binaries not found in $PG_BIN"
  local t0=$SECONDS
  stop_cluster
  port_in_use && die "port $PG_PORT is already in use: $(ss -Hltnp "sport = :$PG_PORT" | head -1)"

  mkdir -p "$DATA"
  chmod 700 "$PG_DIR" "$DATA"
  [ "$(id -u)" = 0 ] && chown -R postgres: "$PG_DIR"

  as_pg "$PG_BIN/initdb" -D "$DATA" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 \
    >"$PG_DIR/initdb.log" 2>&1 || { cat "$PG_DIR/initdb.log" >&2; die "initdb failed"; }

  # Socket in our own dir (not /var/run/postgresql) so nothing collides with a system server.
  if ! as_pg "$PG_BIN/pg_ctl" -D "$DATA" -l "$PG_DIR/log" -w -t 60 \
      -o "-p $PG_PORT -k '$PG_DIR' -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
      start >/dev/null; then
    cat "$PG_DIR/log" >&2 || true
    die "pg_ctl start failed"
  fi

  as_pg "$PG_BIN/psql" -X -q -h 127.0.0.1 -p "$PG_PORT" -U postgres -d postgres \
    -v ON_ERROR_STOP=1 -c "CREATE DATABASE $PG_DB" >/dev/null

  log "ready on 127.0.0.1:$PG_PORT in $((SECONDS - t0))s (dir $PG_DIR)"
  echo "DATABASE_URL=postgres://postgres@127.0.0.1:$PG_PORT/$PG_DB"
}

case "${1:-}" in
  start) start ;;
  stop) stop_cluster; log "stopped" ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
