#!/usr/bin/env bash
# Runs a command with another Node.js major version first on PATH (issue 24: the suite runs on the
# LTS lines users run, not only on the machine's Node 20). The binary comes from the npm registry's
# node-<platform>-<arch> package, the same one the `node` package installs, because the registry is
# all the CI network reaches: nothing is downloaded from nodejs.org.
# Usage: scripts/with-node.sh 22 npm test
set -euo pipefail
major="${1:?usage: scripts/with-node.sh <major> <command...>}"
shift
platform="$(node -p 'process.platform + "-" + process.arch')"
dir="$(cd "$(dirname "$0")/.." && pwd)/node_modules/.cache/node-$major"
bin="$dir/node_modules/node-$platform/bin"
if [ ! -x "$bin/node" ]; then
  npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund "node-$platform@$major" >&2
fi
export PATH="$bin:$PATH"
echo "Node $(node --version) (npm $(npm --version)) runs: $*" >&2
exec "$@"
