#!/usr/bin/env bash
# npm run quickstart: install, build (when sources changed), migrate, seed on first run, serve.
# Works from any system Node >= 20: the install runs on Node 24 and brings it as node_modules/.bin/node,
# which every later `npm run` (build, start) puts first on PATH.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "▸ Installing dependencies (on Node 24, the project's runtime)"
  bash scripts/with-node24.sh npm install --no-audit --no-fund
fi

if [ ! -f .next/BUILD_ID ] || [ -n "$(find src public next.config.ts package-lock.json -newer .next/BUILD_ID -print -quit)" ]; then
  echo "▸ Building the site"
  npm run build
fi

echo "▸ Starting (migrations, first-run seed, then the server)"
exec npm start
