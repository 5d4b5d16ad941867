#!/usr/bin/env bash
# npm test: every check CI runs, in order, stopping at the first failure.
#   migrations check → lint → formatting → typecheck → unit → integration (SQLite) → integration (PostgreSQL)
#   → production build → public pages cached → two instances (PostgreSQL + Redis)
#   → two instances on object storage (PostgreSQL + Redis + a local S3 server) → drained shutdown
#   → rolling restart behind nginx → outages (PostgreSQL, Redis) → two job workers (PostgreSQL)
#   → end-to-end (Playwright on Debian's Chromium)
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
export NEXT_TELEMETRY_DISABLED=1

bold() { printf '\n\033[1m%s\033[0m\n' "$*"; }
fail() { printf '\033[31m%s\033[0m\n' "$*" >&2; exit 1; }

# --- prerequisites ----------------------------------------------------------------------------
if [[ ! -d node_modules ]]; then
  bold '▶ npm install (node_modules missing)'
  bash scripts/with-node24.sh npm install --no-audit --no-fund
fi
# Every stage runs on the project's Node 24 (node_modules/.bin/node, first on PATH under npm run).
PATH="$PWD/node_modules/.bin:$PATH"
node_major=$(node -p 'process.versions.node.split(".")[0]')
[[ $node_major -ge 24 ]] || fail "Node $(node -v) found; the project runs on Node 24 (npm run setup installs it)"

CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
export CHROMIUM_PATH
if [[ ! -x "$CHROMIUM_PATH" ]]; then
  if [[ $EUID -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
    bold '▶ Installing Chromium (apt-get install chromium)'
    DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null
  fi
  [[ -x "$CHROMIUM_PATH" ]] || fail 'Install Chromium (Debian: apt-get install chromium) to run the end-to-end tests'
fi

postgres_ready() {
  if command -v pg_isready >/dev/null 2>&1; then
    pg_isready -q -h 127.0.0.1 -p 5432
  else
    # No client tools: ask the port directly.
    (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null
  fi
}
if ! postgres_ready; then
  if command -v pg_ctlcluster >/dev/null 2>&1 && [[ -d /etc/postgresql ]]; then
    for version in $(ls /etc/postgresql); do
      pg_ctlcluster --skip-systemctl-redirect "$version" main start >/dev/null 2>&1 || true
    done
    for _ in $(seq 1 20); do postgres_ready && break; sleep 0.5; done
  fi
  postgres_ready || fail 'PostgreSQL is not answering on 127.0.0.1:5432: install it (Debian: apt-get install postgresql) and start it (pg_ctlcluster <version> main start), with trust auth for user postgres'
fi

redis_ready() {
  if command -v redis-cli >/dev/null 2>&1; then
    [[ $(redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null) == PONG ]]
  else
    (exec 3<>/dev/tcp/127.0.0.1/6379) 2>/dev/null
  fi
}
if ! redis_ready; then
  if command -v redis-server >/dev/null 2>&1; then
    # A cache only: nothing kept on disk.
    redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save '' --appendonly no >/dev/null 2>&1 || true
    for _ in $(seq 1 20); do redis_ready && break; sleep 0.25; done
  fi
  redis_ready || fail "Redis is not answering on 127.0.0.1:6379: install it (Debian: apt-get install redis-server) and start it (redis-server --daemonize yes --bind 127.0.0.1 --save '')"
fi

# The instances stages' own servers: nginx (rolling restart), PostgreSQL's server programs and
# redis-server (outages: a cluster and a Redis of the test's own). Said now, not after the build.
if ! command -v nginx >/dev/null 2>&1 && [[ ! -x /usr/sbin/nginx ]]; then
  if [[ $EUID -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
    bold '▶ Installing nginx (apt-get install nginx)'
    DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx >/dev/null
  fi
  command -v nginx >/dev/null 2>&1 || [[ -x /usr/sbin/nginx ]] ||
    fail 'nginx is not installed: the rolling-restart stage runs deploy/nginx.conf (Debian: apt-get install nginx)'
fi
if ! command -v pg_createcluster >/dev/null 2>&1 && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  fail "PostgreSQL's server programs are missing: the outages stage starts a cluster of its own (Debian: apt-get install postgresql)"
fi
command -v redis-server >/dev/null 2>&1 || fail 'redis-server is not installed: the outages stage starts a Redis of its own (Debian: apt-get install redis-server)'

# --- stages -----------------------------------------------------------------------------------
STARTED=$SECONDS
declare -a TIMINGS=()

stage() {
  local name=$1
  shift
  bold "▶ $name"
  local begin=$SECONDS
  if ! "$@"; then
    printf '\n\033[31m✗ %s failed after %ss\033[0m\n' "$name" $((SECONDS - begin)) >&2
    printf '%s\n' "${TIMINGS[@]}"
    exit 1
  fi
  TIMINGS+=("  ✓ $(printf '%-32s' "$name") $((SECONDS - begin))s")
}

stage 'Migrations match the config' npm run --silent check:migrations
stage 'Lint' npm run --silent lint
stage 'Formatting' npm run --silent format:check
stage 'Typecheck' npm run --silent typecheck
stage 'Unit tests' npx vitest run --project unit
stage 'Integration tests (SQLite)' env TEST_DB=sqlite npx vitest run --project int
stage 'Integration tests (PostgreSQL)' env TEST_DB=postgres npx vitest run --project int
# Built once, configured at start (issue 21): the build gets an address of its own and no database;
# the later stages start it with their own SITE_URL, and tests/e2e/built-once.spec.ts finds
# neither this address nor the settings' fallback name on any page.
export BUILD_SITE_URL='https://build-time-address.invalid'
stage 'Production build' env SITE_URL="$BUILD_SITE_URL" npm run --silent build
stage 'Public pages are cached' npm run --silent check:render-model
# Two `npm start` servers of this build on one PostgreSQL and the local Redis (tests/instances);
# about 50 s (a third server checks an https SITE_URL), then two more on a database the test cuts
# (failed-read.test.ts, about 45 s); its own time limits end it well before 300 s, and timeout
# kills the whole process group (servers included) if they do not.
stage 'Two instances (PostgreSQL + Redis)' timeout --kill-after=15s 300s npx vitest run --project instances tests/instances/two-instances.test.ts tests/instances/failed-read.test.ts
# The uploads in object storage (ADR 0032): two servers with media folders of their own on one
# bucket of a local S3-compatible server (s3rver, from node_modules): an image uploaded through one
# and the seed's images are served by the other. About 45 s; its own limits end it before 240 s.
stage 'Two instances on object storage (PostgreSQL + Redis + S3)' timeout --kill-after=15s 240s npx vitest run --project instances tests/instances/s3-instances.test.ts
# SIGTERM to `npm start` during a burst of form posts (ADR 0028): one server, seeded first (about
# 30 s on a quiet machine, minutes on a busy one), then a 10 s drain at most.
stage 'Drained shutdown (npm start, PostgreSQL)' timeout --kill-after=15s 360s npx vitest run --project instances tests/instances/drain.test.ts
# Issue 24: two servers behind deploy/nginx.conf (nginx from apt), restarted one after the other
# under a load of page views and story posts: 0 failed requests, nothing acknowledged lost (about
# 90 s: two starts, two restarts).
stage 'Rolling restart (nginx, 2 instances)' timeout --kill-after=15s 300s npx vitest run --project instances tests/instances/rolling-restart.test.ts
# Two servers on a PostgreSQL cluster and a Redis of the test's own (ports 5441 and 6391 by default;
# the shared ones are never touched): PostgreSQL restarted, Redis stopped 8 s, under load; both
# recover without a restart (about 90 s).
stage 'Outages (PostgreSQL restart, Redis stop)' timeout --kill-after=15s 300s npx vitest run --project instances tests/instances/outages.test.ts
# Two `npm run worker` processes on one PostgreSQL (ADR 0033): 50 emails each sent once, then the
# holder of the queue killed with kill -9 mid-run and the other sending the rest (its lease waits
# out 30 s), then SIGTERM; about 60 s on a quiet machine, two minutes on a busy one. No build needed.
stage 'Two job workers (PostgreSQL)' timeout --kill-after=15s 300s npx vitest run --project instances tests/instances/two-workers.test.ts
stage 'End-to-end tests' npx playwright test

bold 'Summary'
printf '%s\n' "${TIMINGS[@]}"
printf '\n\033[32m✓ All checks passed in %ss\033[0m\n' $((SECONDS - STARTED))
# The plain closing line CI reads: every stage above passed (a failed stage exits earlier).
printf 'checks: %d passed, 0 failed\n' "${#TIMINGS[@]}"
