#!/usr/bin/env bash
# Scene loading at 1,000 / 10,000 / 100,000 receivers, and a JSON object of 40,000 keys: the
# figures of BENCHMARKS.md ("Loading a scene", "Quadratic inputs"). Each scene is the todo scene
# plus N receivers of 8–120 points over √N·60 points (a third refusing tasks, seeded), replayed by
# `check` with one drag onto Complete; prints wall time and peak memory per run.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product dragtoact >/dev/null
dragtoact=$(swift build -c release --show-bin-path)/dragtoact
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work" <<'PY'
import json, random, sys
work = sys.argv[1]
for n in (1000, 10000, 100000):
    random.seed(1)
    scene = json.load(open("Demo/scenes/todo.json"))
    scene["name"] = f"big{n}"
    side = int(n ** 0.5 * 60) + 800
    scene["viewport"] = {"width": side, "height": side}
    for i in range(n):
        scene["receivers"].append({"id": f"x{i}", "role": "complete" if i % 3 else "trash", "accepts": ["task"] if i % 3 else ["header"],
            "frame": {"x": 800 + random.randint(0, side), "y": random.randint(0, side),
                      "width": random.randint(8, 120), "height": random.randint(8, 120)}})
    json.dump(scene, open(f"{work}/big{n}.json", "w"))
    open(f"{work}/big{n}.trace", "w").write(f"scene big{n}.json\n0 down 1 touch 250 92\n+400 move 1 260 96\n"
                                            "+100 move 1 650 150\n+100 up 1\nexpect action complete t1\n")
json.dump({"name": "keys", "extra": {f"k{i}": i for i in range(40000)}}, open(f"{work}/keys.json", "w"))
open(f"{work}/keys.trace", "w").write("scene keys.json\n0 down 1 touch 1 1\n")
PY
for n in 1000 10000 100000; do
    /usr/bin/time -f "$n receivers: %e s, peak %M KB" "$dragtoact" check "$work/big$n.trace" >/dev/null
done
# The scene is refused after parsing (an unknown key): the time is the parser's duplicate-key check.
/usr/bin/time -f "40,000-key object: %e s" "$dragtoact" check "$work/keys.trace" >/dev/null 2>"$work/keys.err" || true
tail -1 "$work/keys.err"
