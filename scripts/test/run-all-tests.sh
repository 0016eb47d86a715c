#!/usr/bin/env bash
# `npm test`: the whole suite. Installs missing system packages (as root on Debian), then types,
# lint, unit tests, integration tests on SQLite and a real PostgreSQL server, a production build
# from a freshly seeded test database, server-level integration tests and e2e in Chromium.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NEXT_TELEMETRY_DISABLED=1
started=$(date +%s)
current=""
step() {
  current="$1"
  printf '\n=== %s (%ss)\n' "$1" "$(( $(date +%s) - started ))"
}
# A failed step says so on the last line, with its exit code: CI logs are often read from the end.
# The steps running in the background (the databases' tests, the own-copies files) are waited for,
# so that nothing outlives a failed run.
trap 'code=$?; wait; [ "$code" -ne 0 ] && printf "\n=== FAILED: %s (exit %s after %ss)\n" "$current" "$code" "$(( $(date +%s) - started ))"' EXIT

# Each runner also writes a JSON report here; the last line adds them up (scripts/test/summarize-tests.ts).
results="$PWD/tmp/test-results"
rm -rf "$results"
mkdir -p "$results"
vitest() {
  local report="$1"
  shift
  npx vitest run --reporter=default --reporter=json --outputFile.json="$results/$report.json" "$@"
}

# Waits for a step started in the background, prints its output, and fails as it did.
finish() {
  local code=0
  wait "$1" || code=$?
  cat "$2"
  return "$code"
}

step "system packages"
bash scripts/test/install-system-packages.sh

# tsc checks on one core: the next three steps run on the other meanwhile.
step "typecheck, beside the next three steps"
npx tsc --noEmit > "$results/0-typecheck.log" 2>&1 &
typecheck=$!

step "lint and format"
npx biome check .

step "layers (dependency rules)"
npm run --silent check:layers

step "unit tests"
vitest 1-unit --project unit

step "typecheck, its output"
finish "$typecheck" "$results/0-typecheck.log"

# Each integration step runs a folder of tests/integration/, not a list: a new file joins the step
# of its folder. The closing summary fails on a test file that no step ran (a file elsewhere).
# The databases' tests run beside the build: each file makes its own SQLite files and PostgreSQL
# cluster in a temporary folder, none of the build's, and two files run at once. Together they
# fill the two cores that either leaves idle (seeding waits on sharp's threads, the build on its
# workers): measured on the 2-core machine, the databases 160 s alone and 128 s two files at once;
# with a forced build beside them both took 201 s, against 253 s one after the other. Their output
# is printed once the build is done.
step "integration: databases (SQLite and PostgreSQL), beside the build"
vitest 2-databases --project integration --fileParallelism --maxWorkers=2 tests/integration/databases/ \
  > "$results/2-databases.log" 2>&1 &
databases=$!

step "production build and a fresh test database"
export TEST_DATA_DIR="$PWD/tmp/test-data"
export TEST_ADMIN_EMAIL=admin@test.example TEST_ADMIN_PASSWORD=test-admin-password-1991
# The e2e server's public address: the one it names by default (localhost:{its port}). That server
# is not given SITE_URL itself: with it, Payload enforces CSRF on cookie sessions, which the tests'
# API requests (no Origin, no Sec-Fetch-Site) would fail. The e2e tests read it as E2E_SITE_URL.
e2e_site_url="http://localhost:${E2E_PORT:-3104}"
rm -rf "$TEST_DATA_DIR"
# The test database (migrated, seeded, with the test admin), then the build, which reads none of it
# (DATA_DIR only keeps the files Payload's config makes when loaded out of the project's folder).
DATA_DIR="$TEST_DATA_DIR" SEED=true ADMIN_EMAIL="$TEST_ADMIN_EMAIL" ADMIN_PASSWORD="$TEST_ADMIN_PASSWORD" \
  npx tsx --conditions=production scripts/app/bootstrap.ts
DATA_DIR="$TEST_DATA_DIR" npx tsx scripts/app/build.ts

step "integration: databases (SQLite and PostgreSQL), their output"
finish "$databases" "$results/2-databases.log"

# The files of tests/integration/own-copies/ start every server on a copy of the test database
# and of the build (the production topology: on its own PostgreSQL database, from a copy of the
# build), and spend much of their time waiting (for a mail server that is down, for a killed
# server to start again, for PostgreSQL): two of them at once run beside the running-server step,
# whose servers share one database and so take its files one at a time; the three fill the two
# cores. They copy from snapshots taken before that step starts, as its servers write to the
# shared database.
step "integration: servers on their own copies, beside the next step"
copies=tmp/own-copies # relative: Next reads NEXT_DIST_DIR under the project's folder
rm -rf "$copies"
mkdir -p "$copies"
# Copied as every test server's copies are made (the database without its -shm index, the build
# with its links into node_modules made absolute).
npx tsx -e "import { copyOfBuild, copyOfTestData } from './support/app-server'
copyOfTestData('$copies/test-data'); copyOfBuild('$copies/build')"
TEST_DATA_DIR="$copies/test-data" NEXT_DIST_DIR="$copies/build" \
  vitest 3-own-copies --project integration --fileParallelism --maxWorkers=2 tests/integration/own-copies/ \
  > "$results/3-own-copies.log" 2>&1 &
own_copies=$!

step "integration: running server"
# Its servers run on Node 22 LTS, the production image's runtime (the rest of the suite runs on
# this machine's Node): the registry's binary, fetched once (scripts/dev/node-22.sh).
TEST_NODE=$(bash scripts/dev/node-22.sh) vitest 3-running-server --project integration tests/integration/server/

step "integration: servers on their own copies, their output"
finish "$own_copies" "$results/3-own-copies.log"
rm -rf "$copies"

step "e2e in Chromium"
E2E_SITE_URL="$e2e_site_url" PLAYWRIGHT_JSON_OUTPUT_FILE="$results/5-e2e.json" npx playwright test

# The container image, built with podman from the build above and started against a throwaway
# PostgreSQL (skipped, with a note, where podman is missing).
step "container image"
vitest 6-container --project integration tests/integration/container/

step "done"
# The closing line counts every step's tests, and fails the suite if a report is missing.
current="test summary"
node --import tsx scripts/test/summarize-tests.ts "$results"
