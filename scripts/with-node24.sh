#!/usr/bin/env bash
# Runs a command with Node 24 first on PATH, whatever the system Node is.
#   bash scripts/with-node24.sh npm install
# The project runs on Node 24 LTS (package.json "engines"), brought as its own `node` dev
# dependency: every `npm run …` script then finds node_modules/.bin/node first. Before the first
# install there is no such Node yet, so npm itself would check the dependencies' engines against
# the system Node; this script runs the command on the project's Node (installed) or on the same
# version fetched once from the npm registry into npm's cache (`npm exec --package=node@…`).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

node_major() { "${1:-node}" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [[ $(node_major) -ge 24 ]]; then
  exec "$@"
fi
if [[ -x node_modules/.bin/node && $(node_major node_modules/.bin/node) -ge 24 ]]; then
  PATH="$PWD/node_modules/.bin:$PATH" exec "$@"
fi
version=$(node -p 'require("./package.json").devDependencies.node')
echo "▸ System Node is $(node -v 2>/dev/null || echo missing); running '$*' on Node $version (npm package node@$version)"
exec npm exec --yes --package="node@$version" -- "$@"
