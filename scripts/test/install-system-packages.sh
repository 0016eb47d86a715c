#!/usr/bin/env bash
# Installs the system packages the test suite needs (Debian's chromium and chromium-headless-shell,
# postgresql, wrk, nginx, poppler-utils and the container tools)
# when they are missing. As root on Debian it installs them itself; elsewhere it says exactly what
# to install.
set -euo pipefail

need=()
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || need+=(chromium)
# The e2e tests' browser (support/chromium.ts); Lighthouse audits in the whole one above.
command -v chromium-headless-shell >/dev/null 2>&1 || need+=(chromium-headless-shell)
pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
[ -n "$pg_bin" ] && [ -x "$pg_bin/initdb" ] || need+=(postgresql)
command -v java >/dev/null 2>&1 || true
# Benchmarks and the several-instance topology: wrk measures pages, nginx is the machine's ceiling
# and the reverse proxy (always run as a child with its own configuration under tmp/; the package's
# own service on port 80 is not used).
command -v wrk >/dev/null 2>&1 || need+=(wrk)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || need+=(nginx)
# The bio PDF's tests read its text and pages with pdftotext and pdfinfo.
command -v pdftotext >/dev/null 2>&1 || need+=(poppler-utils)
# The container image: podman builds and runs it (with runc, since crun fails on this cgroup
# layout), mmdebstrap makes its Debian base, uidmap gives rootless podman its subordinate ids.
command -v podman >/dev/null 2>&1 || need+=(podman)
command -v runc >/dev/null 2>&1 || need+=(runc)
command -v mmdebstrap >/dev/null 2>&1 || need+=(mmdebstrap)
command -v newuidmap >/dev/null 2>&1 || need+=(uidmap)
command -v slirp4netns >/dev/null 2>&1 || need+=(slirp4netns)
command -v fuse-overlayfs >/dev/null 2>&1 || need+=(fuse-overlayfs)

if [ ${#need[@]} -eq 0 ]; then
  echo "install-system-packages: chromium, chromium-headless-shell, postgresql, wrk, nginx, poppler-utils and the container tools are present"
  exit 0
fi

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "install-system-packages: installing ${need[*]} (Debian packages)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q
  apt-get install -y -q --no-install-recommends "${need[@]}" fonts-dejavu-core
  # The postgresql package starts a system cluster on port 5432; tests run their own throwaway
  # cluster on another port, so the system one is left as Debian set it up.
else
  echo "install-system-packages: missing ${need[*]}. Install them with: sudo apt-get install ${need[*]}" >&2
  exit 1
fi
