#!/usr/bin/env bash
# Heap allocations per pointer move during a drag, counted by valgrind: two runs of one drag over
# 10,000 receivers that differ only in the number of moves; the difference in total allocations,
# divided by the difference in moves, is what one move allocates. Exits 1 unless it is zero.
set -euo pipefail
source "$(dirname "$0")/valgrind-probe.sh"
allocs() {
    valgrind --tool=memcheck "$bench" "$1" 2>&1 \
        | sed -n 's/.*total heap usage: \([0-9,]*\) allocs.*/\1/p' | tr -d ,
}
few=$(allocs 1000)
many=$(allocs 2000)
per_move=$(( (many - few) / 1000 ))
echo "heap allocations: ${few} with 1,000 moves, ${many} with 2,000 moves → $((many - few)) extra for 1,000 extra moves (${per_move} per move)"
[ "$many" -eq "$few" ] || { echo "allocations.sh: pointer moves during a drag allocate" >&2; exit 1; }
