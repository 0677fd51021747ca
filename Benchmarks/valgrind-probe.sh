# Sourced by allocations.sh and instructions.sh: makes sure valgrind is here, builds the release
# probe, and sets `bench` to it. The probe (`alloc-probe MOVES`, an executable of its own so
# that its release build is the engine's, not the whole benchmark's) is one drag over 10,000
# receivers, a third refusing the payload.
cd "$(dirname "${BASH_SOURCE[0]}")/.."
if ! command -v valgrind >/dev/null; then
    echo "$(basename "$0"): valgrind is missing; installing it" >&2
    (apt-get install -y valgrind || { apt-get update && apt-get install -y valgrind; } || sudo apt-get install -y valgrind) >/dev/null
fi
swift build -c release --product alloc-probe >/dev/null
bench=$(swift build -c release --show-bin-path)/alloc-probe
