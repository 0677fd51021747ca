#!/usr/bin/env bash
# One pointer move during a drag: through the C ABI (Benchmarks/cabi/move.c against the library
# installed in PREFIX) beside the same moves in Swift (cabi-bench), both release builds, one run
# after the other; then the heap allocations per move through the C ABI, counted by valgrind as
# Benchmarks/allocations.sh counts them (two runs differing only in the number of moves).
#   bash Benchmarks/cabi/run.sh PREFIX
set -euo pipefail
cd "$(dirname "$0")/../.."
prefix=$(cd "${1:?usage: Benchmarks/cabi/run.sh PREFIX}" && pwd)
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# shellcheck disable=SC2046
cc -O2 -std=c99 Benchmarks/cabi/move.c $(pkg-config --cflags --libs dragtoact) -o "$work/move"
swift build -c release --product cabi-bench >/dev/null
swift_bench=$(swift build -c release --show-bin-path)/cabi-bench
"$swift_bench" 100000 5
"$work/move" Demo/scenes/todo.json 100000 5
allocs() {
    valgrind --tool=memcheck "$work/move" Demo/scenes/todo.json "$1" 1 2>&1 \
        | sed -n 's/.*total heap usage: \([0-9,]*\) allocs.*/\1/p' | tr -d ,
}
few=$(allocs 1000)
many=$(allocs 2000)
echo "C ABI heap allocations: ${few} with 1,000 moves, ${many} with 2,000 moves → $(( (many - few) / 1000 )) per move"
[ "$many" -eq "$few" ] || { echo "Benchmarks/cabi/run.sh: pointer moves through the C ABI allocate" >&2; exit 1; }
