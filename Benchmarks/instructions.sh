#!/usr/bin/env bash
# Instructions per pointer move during a drag, counted by valgrind (callgrind): two runs of one
# drag over 10,000 receivers (a third refusing the payload) that differ only in the number of
# moves; the difference in instructions, divided by the difference in moves, is what one move
# costs — the dispatcher's `handle` and the caller clearing its reused action buffer.
# Exits 1 above LIMIT (default 2,000: today's 1,842 and room for toolchain changes).
#
# The target in issue 18 is 1,000, and 1,500 as the CI bound; BENCHMARKS.md ("Instructions per
# pointer move") says where the rest goes. Until the bound is met this guards against regressions.
set -euo pipefail
limit=${LIMIT:-2000}
source "$(dirname "$0")/valgrind-probe.sh"
# Swift seeds its hashing per process: the same moves cost ~1,780 to ~1,910 instructions from one
# run to the next (CI saw both). Fixed, the count is the same on every run and machine.
instructions() {
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bench" "$1" 2>&1 \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
few=$(instructions 10000)
many=$(instructions 20000)
per_move=$(( (many - few) / 10000 ))
echo "instructions: ${few} with 10,000 moves, ${many} with 20,000 moves → ${per_move} per move (limit ${limit})"
[ "$per_move" -le "$limit" ] || { echo "instructions.sh: a pointer move costs ${per_move} instructions, above ${limit}" >&2; exit 1; }
