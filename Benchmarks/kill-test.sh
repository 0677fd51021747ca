#!/usr/bin/env bash
# The SIGKILL test with more kills than `swift test` runs (24): KILLS=500 bash Benchmarks/kill-test.sh
set -euo pipefail
cd "$(dirname "$0")/.."
KILL_TEST_COUNT="${KILLS:-200}" swift test --filter KillTests
