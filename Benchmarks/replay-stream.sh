#!/usr/bin/env bash
# Replay throughput and memory (issue 18): the same drags — a row of the todo board long-pressed,
# moved up and down the list 96 times, dropped (100 inputs each) — repeated to 10,000 and to
# 1,000,000 inputs, on the todo scene and on a scene of 10,000 receivers (the todo board beside
# 10,000 seeded receivers, a third refusing tasks). `check` and `replay --json` of each: inputs per
# second and peak memory, and the peak at 1,000,000 against the peak at 10,000.
# Then one `move … over` line of as many samples.
#   bash Benchmarks/replay-stream.sh [SIZES]      (default sizes: 10000 1000000)
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=${1:-"10000 1000000"}
swift build -c release --product dragtoact >/dev/null
dragtoact=$(swift build -c release --show-bin-path)/dragtoact
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work" $sizes <<'PY'
import json, random, sys
work, sizes = sys.argv[1], [int(s) for s in sys.argv[2:]]
random.seed(1)
scene = json.load(open("Demo/scenes/todo.json"))
scene["name"] = "big10000"
side = int(10000 ** 0.5 * 60) + 800
scene["viewport"] = {"width": side, "height": side}
for i in range(10000):
    scene["receivers"].append({"id": f"x{i}", "role": "complete" if i % 3 else "trash", "accepts": ["task"] if i % 3 else ["header"],
        "frame": {"x": 800 + random.randint(0, side), "y": random.randint(0, side),
                  "width": random.randint(8, 120), "height": random.randint(8, 120)}})
json.dump(scene, open(f"{work}/big10000.json", "w"))
# One drag: t1's row (the first) pressed, long-pressed, moved over the rows, dropped back at the top.
drag = ["+10 down 1 touch 250 92", "+400 move 1 252 94"]
drag += [f"+1 move 1 250 {92 + (k % 48) * 5}" for k in range(96)]
drag += ["+10 up 1"]
for n in sizes:
    body = "\n".join(drag * (n // len(drag))) + "\n"
    for name in ("todo", "big10000"):
        path = "todo" if name == "todo" else "big10000.json"
        open(f"{work}/{name}-{n}.trace", "w").write(f"scene {path}\n{body}expect completed 0\n")
PY
for scene in todo big10000; do
    for mode in check json; do
        for n in $sizes; do
            if [ "$mode" = check ]; then
                command=("$dragtoact" check "$work/$scene-$n.trace")
            else
                command=("$dragtoact" replay --json "$work/$scene-$n.trace")
            fi
            /usr/bin/time -f "%e %M" -o "$work/time" "${command[@]}" >/dev/null
            read -r seconds peak < "$work/time"
            python3 -c "import sys; n, s, p = int(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3]); \
print(f'{sys.argv[4]:9} {sys.argv[5]:13} {n:>9,} inputs: {s:6.2f} s, {n / max(s, 0.005) / 1e6:5.2f} M inputs/s, peak {p / 1024:6.1f} MB')" \
                "$n" "$seconds" "$peak" "$scene" "$([ "$mode" = check ] && echo check || echo 'replay --json')"
        done
    done
done
# One `move … over` line of nearly N samples: they are made as the replay reaches them, so the
# peak at 1,000,000 samples is the peak at 10,000 (a line's samples were once held together).
for n in $sizes; do
    printf 'scene todo\n0 down 1 mouse 5 5\n+0 move 1 100 5 over %d\n+10 up 1\nexpect no action\n' $(( (n - 3) * 10 )) > "$work/over-$n.trace"
    /usr/bin/time -f "%e %M" -o "$work/time" "$dragtoact" check "$work/over-$n.trace" >/dev/null
    read -r seconds peak < "$work/time"
    python3 -c "import sys; n, s, p = int(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3]); \
print(f'todo      move … over   {n:>9,} inputs: {s:6.2f} s, {n / max(s, 0.005) / 1e6:5.2f} M inputs/s, peak {p / 1024:6.1f} MB')" "$n" "$seconds" "$peak"
done
