#!/usr/bin/env bash
# Heap allocations per pointer move during a drag, counted by valgrind: two runs of one drag over
# 10,000 receivers that differ only in the number of moves; the difference in total allocations,
# divided by the difference in moves, is what one move allocates. Exits 1 unless it is zero.
#
# Then the same for a drag resting at the bottom edge of a scrollable list of 2,000 rows, through
# the runtime (`scroll-probe STEPS`): every move steps the auto-scroll, so the rows move, the
# sources of rows coming into view move and the drag's slot follows. 500 and 1,000 steps must
# allocate the same. Its release build is the runtime's, which CI's C ABI stage builds anyway
# (here first): the case adds a link and two valgrind runs, ~8 s.
set -euo pipefail
source "$(dirname "$0")/valgrind-probe.sh"
allocs() {
    valgrind --tool=memcheck "$@" 2>&1 \
        | sed -n 's/.*total heap usage: \([0-9,]*\) allocs.*/\1/p' | tr -d ,
}
few=$(allocs "$bench" 1000)
many=$(allocs "$bench" 2000)
per_move=$(( (many - few) / 1000 ))
echo "heap allocations: ${few} with 1,000 moves, ${many} with 2,000 moves → $((many - few)) extra for 1,000 extra moves (${per_move} per move)"
[ "$many" -eq "$few" ] || { echo "allocations.sh: pointer moves during a drag allocate" >&2; exit 1; }

swift build -c release --product scroll-probe >/dev/null
scroll=$(swift build -c release --show-bin-path)/scroll-probe
few=$(allocs "$scroll" 500)
many=$(allocs "$scroll" 1000)
echo "heap allocations while auto-scrolling: ${few} with 500 steps, ${many} with 1,000 steps → $((many - few)) extra for 500 extra steps ($(( (many - few) / 500 )) per step)"
[ "$many" -eq "$few" ] || { echo "allocations.sh: auto-scroll steps during a drag allocate" >&2; exit 1; }
