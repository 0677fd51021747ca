#!/usr/bin/env bash
# bash Fuzz/run.sh TARGET SECONDS   (TARGET: one of the names in Targets/FuzzTargets, or all)
# bash Fuzz/run.sh build            builds only (.ci/run builds while other stages run, then fuzzes)
# RUNS=N stops after N executions if that comes first (a long run: RUNS=10000000 and 3600 s).
# JOBS=N runs `all`'s targets N at a time (default: the machine's cores); each still gets SECONDS.
# CONFIG=debug builds without optimisation: a third of release's compile time, but 5-30 times fewer
# inputs a second (for a quick look at a reproducer); the default, release, is for fuzzing.
# Builds the fuzz library with libFuzzer and AddressSanitizer, links TARGET's entry point, and runs
# it for SECONDS on a copy of Fuzz/Corpus/TARGET with Fuzz/Dictionaries/TARGET.dict. A crash, leak
# or timeout exits non-zero and prints the reproducer's path and bytes (base64).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here"
target=${1:?usage: run.sh TARGET SECONDS}
[ "$target" = build ] || seconds=${2:?usage: run.sh TARGET SECONDS}
targets=(native-trace w3c evemu scene replay engine index store)
config=${CONFIG:-release}
[[ $config =~ ^(debug|release)$ ]] || { echo "run.sh: CONFIG must be debug or release, found \"$config\"" >&2; exit 2; }
build=.build/$(uname -m)-unknown-linux-gnu/$config
optimise=$([ "$config" = release ] && echo -O || echo -Onone)

# Links one binary, fuzz, with every target against the fuzz library built before, and links
# fuzz-TARGET to it for each TARGET: LLVMFuzzerInitialize picks the target by the name the binary
# runs as, so `all` links once (each link takes seconds) and a reproducer still runs as fuzz-TARGET.
link() {
    local entry=$build/entry.swift
    cat > "$entry" <<'SWIFT'
import FuzzTargets
#if canImport(Glibc)
import Glibc
#endif

nonisolated(unsafe) var target: (@Sendable (UnsafeBufferPointer<UInt8>) -> Void)?

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    let path = argv.pointee.flatMap { $0.pointee }.map { String(cString: $0) } ?? ""
    let file = path.split(separator: "/").last.map(String.init) ?? ""
    let name = file.hasPrefix("fuzz-") ? String(file.dropFirst(5)) : file
    guard let chosen = FuzzTargets.all[name] else {
        fputs("\(path): run as fuzz-TARGET, TARGET one of \(FuzzTargets.all.keys.sorted().joined(separator: ", ")); found \"\(file)\"\n", stderr)
        exit(2)
    }
    target = chosen
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    target!(UnsafeBufferPointer(start: data, count: size))
    return 0
}
SWIFT
    local objects
    objects=$(find "$build"/{DropGeometry,DropEngine,TaskModel,TaskStore,Runtime,Replay,FuzzTargets}.build -name '*.o')
    # shellcheck disable=SC2086
    swiftc "$optimise" -sanitize=fuzzer,address -parse-as-library -I "$build/Modules" -Xcc -fmodule-map-file=../Sources/CSQLite/module.modulemap \
        "$entry" $objects -lsqlite3 -lm -o "$build/fuzz"
    for t in "$@"; do ln -sfn fuzz "$build/fuzz-$t"; done
}

# Runs TARGET, its report (and a crash's reproducer) on standard error; exits as libFuzzer did.
run() {
    local work status=0
    work=$(mktemp -d)
    mkdir -p "$work/corpus" "$work/artifacts"
    [ -d "Corpus/$1" ] && cp -r "Corpus/$1/." "$work/corpus/"
    local dict=()
    [ -f "Dictionaries/$1.dict" ] && dict=(-dict="Dictionaries/$1.dict")
    # The Swift backtracer would hide the trap from libFuzzer and AddressSanitizer.
    SWIFT_BACKTRACE=enable=no "$build/fuzz-$1" "$work/corpus" "${dict[@]}" -max_total_time="$seconds" ${RUNS:+-runs="$RUNS"} -timeout=10 \
        -rss_limit_mb=4096 -artifact_prefix="$work/artifacts/" -print_final_stats=1 2> "$work/log" || status=$?
    grep -E "^(#[0-9]+ *DONE|stat::number_of_executed_units|stat::peak_rss_mb|cov:)" "$work/log" | tail -3 >&2 || true
    if [ $status -ne 0 ]; then
        tail -40 "$work/log" >&2
        for crash in "$work"/artifacts/*; do
            [ -f "$crash" ] || continue
            echo "reproducer: $crash" >&2
            base64 -w0 "$crash" >&2; echo >&2
        done
        echo "$1: FAILED (exit $status)" >&2
        return $status
    fi
    echo "$1: no crash in ${seconds}s${RUNS:+ or $RUNS runs}" >&2
}

jobs=${JOBS:-$(nproc)}
[[ $jobs =~ ^[1-9][0-9]*$ ]] || { echo "run.sh: JOBS must be a whole number from 1, found \"$jobs\"" >&2; exit 2; }
swift build -c "$config" -Xswiftc -sanitize=fuzzer,address --target FuzzTargets >&2
[ "$target" != build ] || exit 0
if [ "$target" != all ]; then
    link "$target"
    run "$target"
    exit
fi
# Every target, JOBS at a time: each one's report is printed whole when it ends, in the targets' order.
link "${targets[@]}"
logs=$(mktemp -d)
failed=0
for ((i = 0; i < ${#targets[@]}; i += jobs)); do
    batch=("${targets[@]:i:jobs}")
    pids=()
    for t in "${batch[@]}"; do run "$t" 2> "$logs/$t" & pids+=($!); done
    for k in "${!batch[@]}"; do
        wait "${pids[$k]}" || failed=1
        cat "$logs/${batch[$k]}" >&2
    done
done
exit $failed
