#!/usr/bin/env bash
# Installs the Debian packages CI needs, and only the ones that are missing:
# Chromium (Playwright, Lighthouse), Ceph (scripts/ci/s3.sh), PostgreSQL 15
# (scripts/ci/postgres.sh; part of the machine image, listed in case it is not), nginx (the proxy
# of bench/instances.mjs, run from a temp folder, never as the system's service) and the small
# tools those scripts use. Quiet on success; prints apt's output when it fails.
set -euo pipefail

# Packages installed with their recommends (Chromium's include fonts) ...
WITH_RECOMMENDS=(chromium)
# ... and without (Ceph's recommends pull in a lot that we do not run).
WITHOUT_RECOMMENDS=(ceph-mon ceph-osd radosgw ceph-common postgresql-15 nginx curl iproute2)

log() { echo "[install-deps] $*" >&2; }

missing() {
  local pkg
  for pkg in "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || echo "$pkg"
  done
}

mapfile -t need_rec < <(missing "${WITH_RECOMMENDS[@]}")
mapfile -t need_norec < <(missing "${WITHOUT_RECOMMENDS[@]}")
if [ ${#need_rec[@]} -eq 0 ] && [ ${#need_norec[@]} -eq 0 ]; then
  log "all packages present"
  exit 0
fi

SUDO=()
if [ "$(id -u)" != 0 ]; then
  command -v sudo >/dev/null || { log "ERROR: missing ${need_rec[*]} ${need_norec[*]} and not root"; exit 1; }
  SUDO=(sudo -n)
fi

export DEBIAN_FRONTEND=noninteractive
# Wait for a concurrent apt/dpkg instead of failing on its lock.
# Never ask about config files (there is no stdin in CI).
APT=("${SUDO[@]}" apt-get -q -y -o DPkg::Lock::Timeout=600 -o Dpkg::Use-Pty=0
  -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold)
LOG=$(mktemp /tmp/install-deps.XXXXXX.log)

run() {
  if ! "$@" >"$LOG" 2>&1; then
    log "ERROR: '$*' failed; its output:"
    tail -n 60 "$LOG" >&2
    return 1
  fi
}

# Retried: a mirror hiccup should not fail a CI run.
retry() {
  local i
  for i in 1 2 3; do
    run "$@" && return 0
    [ $i -lt 3 ] && { log "retrying in $((i * 5))s"; sleep $((i * 5)); }
  done
  return 1
}

t0=$SECONDS
log "installing: ${need_rec[*]} ${need_norec[*]}"
retry "${APT[@]}" update
if [ ${#need_norec[@]} -gt 0 ]; then
  retry "${APT[@]}" install --no-install-recommends "${need_norec[@]}"
fi
if [ ${#need_rec[@]} -gt 0 ]; then
  retry "${APT[@]}" install "${need_rec[@]}"
fi

still=$(missing "${WITH_RECOMMENDS[@]}" "${WITHOUT_RECOMMENDS[@]}")
[ -z "$still" ] || { log "ERROR: still missing after install: $still"; exit 1; }
rm -f "$LOG"
log "done in $((SECONDS - t0))s"
