#!/usr/bin/env bash
# bash Fuzz/run.sh TARGET SECONDS   (TARGET: one of the names in Targets/FuzzTargets, or all)
# RUNS=N stops after N executions if that comes first (a long run: RUNS=10000000 and 3600 s).
# Builds the fuzz library with libFuzzer and AddressSanitizer, links TARGET's entry point, and runs
# it for SECONDS on a copy of Fuzz/Corpus/TARGET with Fuzz/Dictionaries/TARGET.dict. A crash, leak
# or timeout exits non-zero and prints the reproducer's path and bytes (base64).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here"
target=${1:?usage: run.sh TARGET SECONDS}
seconds=${2:?usage: run.sh TARGET SECONDS}
targets=(native-trace w3c evemu scene replay engine index store)
if [ "$target" = all ]; then
    for t in "${targets[@]}"; do bash "$here/run.sh" "$t" "$seconds"; done
    exit 0
fi
swift build -c release -Xswiftc -sanitize=fuzzer,address --target FuzzTargets >&2
build=.build/$(uname -m)-unknown-linux-gnu/release
entry=$build/entry-$target.swift
cat > "$entry" <<SWIFT
import FuzzTargets
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzTargets.all["$target"]!(UnsafeBufferPointer(start: data, count: size))
    return 0
}
SWIFT
objects=$(find "$build"/{DropGeometry,DropEngine,TaskModel,TaskStore,Runtime,Replay,FuzzTargets}.build -name '*.o')
swiftc -O -sanitize=fuzzer,address -parse-as-library -I "$build/Modules" -Xcc -fmodule-map-file=../Sources/CSQLite/module.modulemap \
    "$entry" $objects -lsqlite3 -lm -o "$build/fuzz-$target"
work=$(mktemp -d)
mkdir -p "$work/corpus" "$work/artifacts"
[ -d "Corpus/$target" ] && cp -r "Corpus/$target/." "$work/corpus/"
dict=()
[ -f "Dictionaries/$target.dict" ] && dict=(-dict="Dictionaries/$target.dict")
status=0
# The Swift backtracer would hide the trap from libFuzzer and AddressSanitizer.
export SWIFT_BACKTRACE=enable=no
"$build/fuzz-$target" "$work/corpus" "${dict[@]}" -max_total_time="$seconds" ${RUNS:+-runs="$RUNS"} -timeout=10 -rss_limit_mb=4096 \
    -artifact_prefix="$work/artifacts/" -print_final_stats=1 2> "$work/log" || status=$?
grep -E "^(#[0-9]+ *DONE|stat::number_of_executed_units|stat::peak_rss_mb|cov:)" "$work/log" | tail -3 >&2 || true
if [ $status -ne 0 ]; then
    tail -40 "$work/log" >&2
    for crash in "$work"/artifacts/*; do
        [ -f "$crash" ] || continue
        echo "reproducer: $crash" >&2
        base64 -w0 "$crash" >&2; echo >&2
    done
    exit $status
fi
echo "$target: no crash in ${seconds}s${RUNS:+ or $RUNS runs}" >&2
