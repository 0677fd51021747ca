#!/usr/bin/env bash
# Writers waiting for one store's lock (BENCHMARKS.md, "Many writers waiting for the lock"):
# ROUNDS rounds of WRITERS `store-churn` processes, started 20 ms apart on a fresh store, each
# applying 30 actions back to back and waiting up to BUSY_MS for the lock; every fsync and
# fdatasync slowed by SLOW_US microseconds (an LD_PRELOAD shim, built here with cc) to stand for a
# slow disk. Prints how many writers gave up ("locked by another process") and the time taken.
#   bash Benchmarks/store-contention.sh [ROUNDS] [WRITERS] [BUSY_MS] [SLOW_US]   (defaults: 6 8 2000 20000)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-6} writers=${2:-8} busy=${3:-2000} slow=${4:-20000}
swift build -c release --product store-churn >/dev/null
churn=$(swift build -c release --show-bin-path)/store-churn
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/slow.c" <<'C'
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>
#include <unistd.h>
static void pause_(void) { const char *s = getenv("SLOW_US"); usleep(s ? atoi(s) : 20000); }
int fsync(int fd) { static int (*real)(int); if (!real) real = dlsym(RTLD_NEXT, "fsync"); pause_(); return real(fd); }
int fdatasync(int fd) { static int (*real)(int); if (!real) real = dlsym(RTLD_NEXT, "fdatasync"); pause_(); return real(fd); }
C
cc -shared -fPIC -O2 -o "$work/slow.so" "$work/slow.c" -ldl
gave_up=0
start=$(date +%s.%N)
for round in $(seq 1 "$rounds"); do
    mkdir "$work/$round"
    pids=()
    for w in $(seq 1 "$writers"); do
        LD_PRELOAD="$work/slow.so" SLOW_US="$slow" "$churn" "$work/$round/board.db" $((100 + w)) 30 "$busy" \
            > "$work/$round/out$w" 2>&1 &
        pids+=($!)
        sleep 0.02
    done
    for pid in "${pids[@]}"; do wait "$pid" || gave_up=$((gave_up + 1)); done
done
end=$(date +%s.%N)
python3 -c "import sys; print(f'{sys.argv[1]} rounds of {sys.argv[2]} writers, busy wait {sys.argv[3]} ms, fsync +{sys.argv[4]} µs: '
f'{sys.argv[5]} of {int(sys.argv[1]) * int(sys.argv[2])} gave up, {float(sys.argv[7]) - float(sys.argv[6]):.1f} s')" \
    "$rounds" "$writers" "$busy" "$slow" "$gave_up" "$start" "$end"
