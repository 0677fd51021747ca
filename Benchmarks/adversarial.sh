#!/usr/bin/env bash
# The inputs that used to be quadratic (issue 18), generated and timed: a W3C body of 40,000
# input sources (4 MB), 100,000 receivers piled on one rect (registered, then 1,000 and 101,000
# pointer moves among them: the difference per move is what a move costs there), 20,000 W3C
# moves from an element origin on a scene of 10,000 receivers (beside the same moves from the
# viewport), and 10,000 fingers down at once, each pressing its own source, moving and lifting. Prints wall time and
# peak memory per run; then pairs of traces that differ only in how many of a repeated input they hold
# (keys, drops, presses, scroll steps, W3C actions and ticks, evdev taps, expectations, Add New
# drops into a list of 10,000 tasks, a folder tree and a sections list of 10,000 rows: the cost per
# input is the difference over that count).
# BENCHMARKS.md ("Quadratic inputs") has the figures.
#   bash Benchmarks/adversarial.sh
#   KEEP=DIR bash Benchmarks/adversarial.sh     (makes the inputs in DIR and leaves them there)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product dragtoact >/dev/null
dragtoact=$(swift build -c release --show-bin-path)/dragtoact
if [ -n "${KEEP:-}" ]; then
    work=$KEEP
    mkdir -p "$work"
else
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
fi
python3 - "$work" <<'PY'
import json, sys
work = sys.argv[1]
todo = json.load(open("Demo/scenes/todo.json"))

# A W3C body of 40,000 touch sources (4 MB), each one pause: the reader's work is the sources.
sources = [{"type": "pointer", "id": f"f{i}", "parameters": {"pointerType": "touch"},
            "actions": [{"type": "pause"}]} for i in range(40000)]
json.dump({"actions": sources}, open(f"{work}/w3c40k.json", "w"))
open(f"{work}/w3c40k.trace", "w").write("scene todo\nplay w3c40k.json\nexpect completed 0\n")

# 100,000 receivers on one rect beside the todo board, a third refusing tasks.
pile = dict(todo, name="pile", viewport={"width": 1200, "height": 800})
pile["receivers"] = todo["receivers"] + [
    {"id": f"p{i}", "role": "complete" if i % 3 else "trash", "accepts": ["task"] if i % 3 else ["header"],
     "frame": {"x": 900, "y": 100, "width": 200, "height": 200}} for i in range(100000)]
json.dump(pile, open(f"{work}/pile.json", "w"))
for moves in (1000, 101000):
    lines = [f"+1 move 1 {950 + k % 100} {150 + k % 50}" for k in range(moves)]
    open(f"{work}/pile{moves}.trace", "w").write(
        "scene pile.json\n0 down 1 touch 250 92\n+400 move 1 260 96\n" + "\n".join(lines) + "\n+100 up 1\nexpect completed 1\n")

# 20,000 W3C moves whose origin is an element (a task's row), on the todo board beside 10,000
# receivers; and the same moves from the viewport, to the same point, as the baseline: an
# element is looked up by id, not searched for among the receivers.
E = "element-6066-11e4-a52e-4f735466cecf"
wide = dict(todo, name="wide", viewport={"width": 7600, "height": 6800})
wide["receivers"] = todo["receivers"] + [
    {"id": f"w{i}", "role": "complete" if i % 3 else "trash", "accepts": ["task"] if i % 3 else ["header"],
     "frame": {"x": 800 + (i % 100) * 68, "y": (i // 100) * 68, "width": 60, "height": 60}} for i in range(10000)]
json.dump(wide, open(f"{work}/wide.json", "w"))
for name, origin, x, y in (("elements", {E: "t2"}, 0, 0), ("viewport", "viewport", 250, 132)):
    moves = [{"type": "pointerMove", "duration": 0, "origin": origin, "x": x, "y": y + k % 5} for k in range(20000)]
    body = [{"type": "pointerMove", "duration": 0, "origin": {E: "t1"}, "x": 0, "y": 0},
            {"type": "pointerDown", "button": 0}] + moves + [{"type": "pointerUp", "button": 0}]
    json.dump({"actions": [{"type": "pointer", "id": "m", "parameters": {"pointerType": "mouse"}, "actions": body}]},
              open(f"{work}/{name}.json", "w"))
    open(f"{work}/{name}.trace", "w").write(f"scene wide.json\nplay {name}.json\nexpect completed 0\n")

# 20,000 lists, each shown by a list receiver (nothing but loading: the scene, then no input).
many = dict(todo, name="lists", viewport={"width": 7600, "height": 13700})
many["lists"] = todo["lists"] + [{"id": f"l{i}", "title": f"L{i}", "tasks": []} for i in range(20000)]
many["receivers"] = todo["receivers"] + [
    {"id": f"r{i}", "role": {"list": f"l{i}"}, "accepts": ["task"],
     "frame": {"x": 800 + (i % 100) * 68, "y": (i // 100) * 68, "width": 60, "height": 60}} for i in range(20000)]
json.dump(many, open(f"{work}/lists.json", "w"))
open(f"{work}/lists.trace", "w").write("scene lists.json\nexpect completed 0\n")

# 10,000 fingers, each on a source of its own.
n, side = 10000, 101
fingers = dict(todo, name="fingers", viewport={"width": 800 + side * 20, "height": side * 20})
fingers["sources"] = todo["sources"] + [
    {"id": f"s{i}", "frame": {"x": 800 + (i % side) * 20, "y": (i // side) * 20, "width": 16, "height": 16},
     "payload": "addNew", "activation": {"distance": 4}} for i in range(n)]
json.dump(fingers, open(f"{work}/fingers.json", "w"))
lines = ["scene fingers.json"]
lines += [f"+0 down {i + 1} touch {808 + (i % side) * 20} {8 + (i // side) * 20}" for i in range(n)]
lines += [f"+1 move {i + 1} {814 + (i % side) * 20} {8 + (i // side) * 20}" for i in range(n)]
lines += [f"+1 up {i + 1}" for i in range(n)]
open(f"{work}/fingers.trace", "w").write("\n".join(lines) + "\nexpect completed 0\n")

# 2026-11-23: inputs that grew with the scene, each at the large size, in pairs that differ only
# in how many of the repeated inputs they hold (the per-input cost is the difference divided by that).
side = 101
def big_inbox(n):
    s = json.load(open("Demo/scenes/todo.json"))
    s["lists"] = [dict(l, tasks=[{"id": f"t{i}", "title": f"Task {i}"} for i in range(1, n + 1)]) if l["id"] == "inbox" else l for l in s["lists"]]
    return s
# Keyboard next among 10,000 receivers (the wide scene above): 200 and 2,200 keys.
for k in (200, 2200):
    open(f"{work}/keys{k}.trace", "w").write("scene wide.json\n0 key focus t1\n+10 key pickup\n" + "+10 key next\n" * k + "+10 key cancel\nexpect completed 0\n")
# Drops while 10,000 other fingers drag: 20 and 220 reorders of Inbox's first row.
head = ["scene fingers.json"]
head += [f"+0 down {i + 2} touch {808 + (i % side) * 20} {8 + (i // side) * 20}" for i in range(n)]
head += [f"+0 move {i + 2} {814 + (i % side) * 20} {8 + (i // side) * 20}" for i in range(n)]
for d in (20, 220):
    body = ["+10 down 1 touch 250 92", "+400 move 1 250 100", "+10 move 1 250 160", "+10 up 1 250 160"] * d
    open(f"{work}/drops{d}.trace", "w").write("\n".join(head + body) + "\nexpect completed 0\n")
# The 10,000 fingers again, with Inbox's list scrollable.
scroll = json.load(open(f"{work}/fingers.json"))
scroll["receivers"] = [dict(r, scrollable=True) if r["id"] == "list" else r for r in scroll["receivers"]]
json.dump(scroll, open(f"{work}/scroll.json", "w"))
open(f"{work}/scroll.trace", "w").write(open(f"{work}/fingers.trace").read().replace("scene fingers.json", "scene scroll.json"))
# Presses between two rows (on no source) of a 10,000-task list: 100 and 1,100.
json.dump(big_inbox(10000), open(f"{work}/rows.json", "w"))
for p in (100, 1100):
    open(f"{work}/gaps{p}.trace", "w").write("scene rows.json\n" + "+10 down 1 touch 250 117\n+10 up 1\n" * p + "expect completed 0\n")
# Auto-scroll of a 300-task list beside a list of 10,000 rows: 50 and 550 steps of 16 ms.
beside = big_inbox(300)
beside["viewport"] = {"width": 1400, "height": 600}
beside["lists"].append({"id": "big", "title": "Big", "tasks": [{"id": f"b{i}", "title": f"B {i}"} for i in range(10000)]})
beside["receivers"] = [dict(r, scrollable=True) if r["id"] == "list" else r for r in beside["receivers"]] + [
    {"id": "other", "frame": {"x": 800, "y": 60, "width": 460, "height": 520}, "role": {"list": "big"}, "accepts": ["task"],
     "rows": {"x": 810, "y": 70, "width": 440, "height": 44, "pitch": 50, "activation": "longPress"}}]
json.dump(beside, open(f"{work}/beside.json", "w"))
for t in (50, 550):
    open(f"{work}/steps{t}.trace", "w").write(f"scene beside.json\n0 down 1 touch 250 92\n+400 move 1 250 100\n+10 move 1 250 575\n+{t * 16} pause 0\n+10 up 1\nexpect completed 0\n")
# Keyboard next through a scrollable list of 10,000 tasks (each key scrolls it one row): 100 and 1,100 keys.
long = big_inbox(10000)
long["receivers"] = [dict(r, scrollable=True) if r["id"] == "list" else r for r in long["receivers"]]
json.dump(long, open(f"{work}/long.json", "w"))
for k in (100, 1100):
    open(f"{work}/skeys{k}.trace", "w").write("scene long.json\n0 key focus t1\n+10 key pickup\n" + "+10 key next\n" * k + "+10 key cancel\nexpect completed 0\n")
# The same at 1,000 tasks: a key costs what it costs at 10,000 (2026-11-25).
short = big_inbox(1000)
short["receivers"] = [dict(r, scrollable=True) if r["id"] == "list" else r for r in short["receivers"]]
json.dump(short, open(f"{work}/short.json", "w"))
for k in (100, 1100):
    open(f"{work}/skeys1k{k}.trace", "w").write("scene short.json\n0 key focus t1\n+10 key pickup\n" + "+10 key next\n" * k + "+10 key cancel\nexpect completed 0\n")
# Auto-scroll of the list of 10,000 rows itself (beside.json's "other", made scrollable): 50 and 550 steps of 16 ms.
bigscroll = dict(beside, receivers=[dict(r, scrollable=True) if r["id"] == "other" else r for r in beside["receivers"]])
json.dump(bigscroll, open(f"{work}/bigscroll.json", "w"))
for t in (50, 550):
    open(f"{work}/bigsteps{t}.trace", "w").write(f"scene bigscroll.json\n0 down 1 touch 850 92\n+400 move 1 850 100\n+10 move 1 850 575\n+{t * 16} pause 0\n+10 up 1\nexpect completed 0\n")
# 10,000 selected tasks dropped on Complete together, and the same scene loaded alone.
open(f"{work}/selection.trace", "w").write("scene rows.json\nselect " + " ".join(f"t{i}" for i in range(1, 10001)) +
    "\n0 down 1 touch 250 92\n+350 move 1 650 150 over 300\n+100 up 1\nexpect completed 10000\n")
open(f"{work}/rowsload.trace", "w").write("scene rows.json\nexpect completed 0\n")
# A W3C body of 10,000 sources: one mouse making 1 and 20,001 moves, 9,999 touch sources of one pause.
others = [{"type": "pointer", "id": f"f{i}", "parameters": {"pointerType": "touch"}, "actions": [{"type": "pause"}]} for i in range(9999)]
for m in (1, 20001):
    moves = [{"type": "pointerMove", "duration": 0, "x": 600 + k % 50, "y": 500} for k in range(m)]
    json.dump({"actions": [{"type": "pointer", "id": "m", "parameters": {"pointerType": "mouse"}, "actions": moves}] + others},
              open(f"{work}/sources{m}.json", "w"))
    open(f"{work}/sources{m}.trace", "w").write(f"scene todo\nplay sources{m}.json\nexpect completed 0\n")
# 10,000 fingers held on sources of their own while a W3C file plays 1 and 20,001 ticks.
for t in (1, 20001):
    json.dump({"actions": [{"type": "none", "id": "n", "actions": [{"type": "pause"}] * t}]}, open(f"{work}/pauses{t}.json", "w"))
    open(f"{work}/ticks{t}.trace", "w").write("scene fingers.json\n" + "".join(f"+0 down {i + 1} touch {808 + (i % 101) * 20} {8 + (i // 101) * 20}\n" for i in range(10000)) +
        f"play pauses{t}.json\n" + "".join(f"+1 up {i + 1}\n" for i in range(10000)) + "expect completed 0\n")
# evdev protocol B: 1,000 and 10,000 taps, each on a slot of its own (three frames a tap).
def ev(t, typ, code, value): return "E: %d.%06d %04x %04x %d\n" % (t // 1000000, t % 1000000, typ, code, value)
for n in (1000, 10000):
    out, t = ["# EVEMU 1.3\nN: Generated\nI: 0018 0000 0000 0000\nA: 2f 0 %d 0 0 0\nA: 35 0 799 0 0 0\nA: 36 0 599 0 0 0\nA: 39 0 65535 0 0 0\n" % (n + 1)], 0
    for i in range(n):
        out += [ev(t, 3, 0x2f, i), ev(t, 3, 0x39, i % 60000), ev(t, 3, 0x35, 10 + i % 20), ev(t, 3, 0x36, 10), ev(t, 0, 0, 0)]; t += 1000
        out += [ev(t, 3, 0x35, 11 + i % 20), ev(t, 0, 0, 0)]; t += 1000
        out += [ev(t, 3, 0x39, -1), ev(t, 0, 0, 0)]; t += 1000
    open(f"{work}/taps{n}.events", "w").write("".join(out))
    open(f"{work}/taps{n}.trace", "w").write(f"scene todo\nplay taps{n}.events\nexpect completed 0\n")
# 10,000 selected tasks dropped on Complete, then 1 and 5,001 `expect completed 10000`.
for e in (1, 5001):
    open(f"{work}/expects{e}.trace", "w").write(open(f"{work}/selection.trace").read() + "expect completed 10000\n" * (e - 1))
# 10,000 more receivers and lists, the last list shown as a scrollable section: 1 and 5,001 of each
# of `expect scroll`, `expect expanded`, `expect order` naming it.
wide = dict(todo, name="wide", viewport={"width": 7600, "height": 6800})
wide["lists"] = todo["lists"] + [{"id": f"l{i}", "title": f"L{i}", "tasks": []} for i in range(10000)]
wide["receivers"] = todo["receivers"] + [
    {"id": f"w{i}", "role": "complete", "accepts": ["task"],
     "frame": {"x": 800 + (i % 100) * 68, "y": (i // 100) * 68, "width": 60, "height": 60}} for i in range(10000)] + [
    {"id": "last", "frame": {"x": 20, "y": 6000, "width": 460, "height": 520}, "scrollable": True,
     "role": {"sections": ["l9999"]}, "accepts": ["task"],
     "rows": {"x": 30, "y": 6010, "width": 440, "height": 36, "pitch": 40, "z": 1, "activation": "longPress"}}]
json.dump(wide, open(f"{work}/wide.json", "w"))
for e in (1, 5001):
    open(f"{work}/lookups{e}.trace", "w").write("scene wide.json\n" + "expect scroll last 0\nexpect expanded l9999\nexpect order l9999:\n" * e)

# 2026-11-24: more inputs that grew with the scene, at the large size, in pairs as above.
# Moves over nothing beside 10,000 receivers with a proximity collision away from the drag
# (half closestCenter, half rectIntersection): 1,000 and 11,000 moves.
near = dict(todo, name="near", viewport={"width": 7600, "height": 6800})
near["receivers"] = todo["receivers"] + [
    {"id": f"n{i}", "role": "complete", "accepts": ["task"],
     "collision": {"closestCenter": {"radius": 30}} if i % 2 else "rectIntersection",
     "frame": {"x": 800 + (i % 100) * 68, "y": (i // 100) * 68, "width": 60, "height": 60}} for i in range(10000)]
json.dump(near, open(f"{work}/near.json", "w"))
for m in (1000, 11000):
    lines = [f"+1 move 1 {500 + k % 20} {300 + k % 50}" for k in range(m)]
    open(f"{work}/near{m}.trace", "w").write("scene near.json\n0 down 1 touch 250 92\n+400 move 1 260 96\n" + "\n".join(lines) + "\n+100 up 1\nexpect completed 0\n")
# Announced reorders of Inbox's first row, its list registered after 10,000 other receivers: 20 and 220 drops.
later = dict(todo, name="later", viewport={"width": 7600, "height": 6800})
later["receivers"] = [
    {"id": f"w{i}", "role": "complete" if i % 3 else "trash", "accepts": ["task"] if i % 3 else ["header"],
     "frame": {"x": 800 + (i % 100) * 68, "y": (i // 100) * 68, "width": 60, "height": 60}} for i in range(10000)] + todo["receivers"]
json.dump(later, open(f"{work}/later.json", "w"))
for d in (20, 220):
    body = ["+10 down 1 touch 250 92", "+400 move 1 250 100", "+10 move 1 250 160", "+10 up 1 250 160"] * d
    open(f"{work}/announced{d}.trace", "w").write("scene later.json\n" + "\n".join(body) +
        "\nexpect announced Dropped Walk the dog from position 1 of 5 in Inbox to position 2 of 5 in Inbox.\n")
# Announced moves over a section whose title comes after 10,000 rows (sections Big, then Work):
# a drag of Work's first row, moving between two of Work's rows, 1,000 and 11,000 moves.
h = 70 + 40 * (10000 + 12)
sections = dict(todo, name="sections", viewport={"width": 800, "height": h + 100}, sources=[])
sections["lists"] = [{"id": "big", "title": "Big", "tasks": [{"id": f"b{i}", "title": f"B {i}"} for i in range(10000)]},
                     {"id": "work", "title": "Work", "tasks": [{"id": f"k{i}", "title": f"K {i}"} for i in range(6)]}]
sections["receivers"] = [{"id": "projects", "frame": {"x": 20, "y": 60, "width": 460, "height": h},
    "role": {"sections": ["big", "work"]}, "accepts": ["task"],
    "rows": {"x": 30, "y": 70, "width": 440, "height": 36, "pitch": 40, "z": 1, "activation": "longPress"}}]
json.dump(sections, open(f"{work}/sections.json", "w"))
y0 = 70 + 40 * (10000 + 2) + 18
for m in (1000, 11000):
    lines = [f"+1 move 1 250 {y0 + 40 + (k % 2) * 80}" for k in range(m)]
    open(f"{work}/sections{m}.trace", "w").write(f"scene sections.json\n0 down 1 touch 250 {y0}\n+400 move 1 250 {y0 + 4}\n" +
        "\n".join(lines) + "\n+100 escape\nexpect announced Cancelled; K 0 returned to position 1 of 6 in Work.\n")
# A store of 10,000 lists with a task each (its load looked up each task's list in an array),
# made by replaying this trace with --store; `show --store` then loads it.
manylists = dict(todo, name="manylists", receivers=[r for r in todo["receivers"] if r["id"] != "list"])
manylists["lists"] = [{"id": f"l{i}", "title": f"L{i}", "tasks": [{"id": f"x{i}", "title": f"X{i}"}]} for i in range(10000)]
json.dump(manylists, open(f"{work}/manylists.json", "w"))
open(f"{work}/manylists.trace", "w").write("scene manylists.json\nexpect completed 0\n")

# 2026-11-26: Add New into a plain list of 10,000 tasks whose receiver holds every row (so a drop
# lands at any slot): 10 and 30 drops after the last row (no row moves) and above the first
# (every row moves down).
plain = big_inbox(10000)
h = 50 * (10000 + 200) + 20
plain["viewport"] = {"width": 800, "height": h + 100}
plain["receivers"] = [dict(r, frame=dict(r["frame"], height=h)) if r["id"] == "list" else r for r in plain["receivers"]]
json.dump(plain, open(f"{work}/plain.json", "w"))
for d in (10, 30):
    for name, y in (("addend", 50 * 10150), ("addtop", 75)):
        open(f"{work}/{name}{d}.trace", "w").write("scene plain.json\n" + ("+10 down 1 mouse 650 510\n+100 move 1 250 %d over 400\n+100 up 1\n" % y) * d + "expect completed 0\n")

# 2026-11-28: the same drops into a folder tree and into a sections list of 10,000 rows, 10 and 30
# of each. The tree: 100 folders of 99 tasks (all but the last two expanded), then 98 tasks at the
# top level (98 * 101 + 2 * 2 + 98 = 10,000 rows). Add New after the last row and above the first;
# a reorder taking the first top-level task into folder 50 (onto its row: inside it, at its end;
# Add New is blocked inside folders), and one taking folder 10's first task into folder 60 (onto
# its row, which moves up a row a drop). The sections: 10 lists of 999 tasks, each
# a section (10 * 1,000 rows). Add New after the last row (the last section's end), just under the
# first title (the first section's top), and a reorder taking section 2's first task to just
# under section 7's title.
tree = json.load(open("Demo/scenes/todo.json"))
folders = [{"id": f"f{k}", "title": f"Folder {k}", "folder": {"expanded": k < 98,
            "tasks": [{"id": f"f{k}t{i}", "title": f"F{k} task {i}"} for i in range(99)]}} for k in range(100)]
tree["lists"] = [dict(l, tasks=folders + [{"id": f"t{i}", "title": f"Task {i}"} for i in range(98)]) if l["id"] == "inbox" else l for l in tree["lists"]]
h = 50 * (10000 + 200) + 20
tree["viewport"] = {"width": 800, "height": h + 100}
tree["receivers"] = [dict(r, frame=dict(r["frame"], height=h), rows=dict(r["rows"], indent=24)) if r["id"] == "list" else r for r in tree["receivers"]]
json.dump(tree, open(f"{work}/tree.json", "w"))
def row_y(r): return 70 + 50 * r + 22
add_new = "+10 down 1 mouse 650 510\n+100 move 1 250 %d over 400\n+100 up 1\n"
for d in (10, 30):
    for name, y in (("treeend", 50 * 10150), ("treetop", 75)):
        open(f"{work}/{name}{d}.trace", "w").write("scene tree.json\n" + (add_new % y) * d + "expect completed 0\n")
    # Add New is blocked inside a folder: the first top-level task (row 9,902, a row lower each
    # drop, as folder 50 grows) dropped onto folder 50's row.
    moves = "".join(f"+10 down 1 touch 250 {row_y(9902 + k)}\n+400 move 1 250 {row_y(9902 + k) + 4}\n+10 move 1 250 {row_y(50 * 101)}\n+10 up 1 250 {row_y(50 * 101)}\n"
                    for k in range(d))
    open(f"{work}/treeinto{d}.trace", "w").write("scene tree.json\n" + moves + "expect completed 0\n")
    moves = "".join(f"+10 down 1 touch 250 {row_y(10 * 101 + 1)}\n+400 move 1 250 {row_y(10 * 101 + 1) + 4}\n+10 move 1 250 {row_y(60 * 101 - k)}\n+10 up 1 250 {row_y(60 * 101 - k)}\n"
                    for k in range(d))
    open(f"{work}/treemove{d}.trace", "w").write("scene tree.json\n" + moves + "expect completed 0\n")
secs = json.load(open("Demo/scenes/todo.json"))
secs["lists"] = [{"id": f"s{k}", "title": f"Section {k}", "tasks": [{"id": f"s{k}t{i}", "title": f"S{k} task {i}"} for i in range(999)]} for k in range(10)]
secs["viewport"] = {"width": 800, "height": h + 100}
secs["receivers"] = [dict(r, frame=dict(r["frame"], height=h), role={"sections": [f"s{k}" for k in range(10)]}) if r["id"] == "list" else r
                     for r in secs["receivers"]]
json.dump(secs, open(f"{work}/secs.json", "w"))
for d in (10, 30):
    for name, y in (("secsend", 50 * 10150), ("secstop", 70 + 50 + 2)):
        open(f"{work}/{name}{d}.trace", "w").write("scene secs.json\n" + (add_new % y) * d + "expect completed 0\n")
    moves = f"+10 down 1 touch 250 {row_y(2 * 1000 + 1)}\n+400 move 1 250 {row_y(2 * 1000 + 1) + 4}\n+10 move 1 250 {70 + 50 * 7000 + 50 + 2}\n+10 up 1 250 {70 + 50 * 7000 + 50 + 2}\n"
    open(f"{work}/secsmove{d}.trace", "w").write("scene secs.json\n" + moves * d + "expect completed 0\n")

# 2026-11-27: a failed expect order naming 1,000 and 20,000 spellings of t1 that differ only in
# invisible scalars (each word was compared with every spelling of its look); a scene of 40,000
# receivers, each accepting a kind of its own carried by a source, and one source carrying none
# (each kind was searched for in a list of the kinds).
pool = list(range(0xE0020, 0xE0080)) + list(range(0xE0100, 0xE01F0))
for n in (1000, 20000):
    words = ["t1" + chr(pool[k % len(pool)]) + chr(pool[k // len(pool)]) for k in range(n)]
    open(f"{work}/alike{n}.trace", "w", encoding="utf-8").write("scene todo\nexpect order inbox: " + " ".join(words) + "\n")
kinds = dict(todo, name="kinds")
kinds["receivers"] = todo["receivers"] + [{"id": f"k{i}", "role": {"custom": "kinds"}, "accepts": [f"kind{i}"],
    "frame": {"x": 800 + (i % 200) * 5, "y": (i // 200) * 5, "width": 4, "height": 4}} for i in range(40000)]
kinds["sources"] = todo["sources"] + [{"id": f"s{i}", "payload": f"kind{i}", "activation": {"distance": 4},
    "frame": {"x": 800 + (i % 200) * 5, "y": (i // 200) * 5, "width": 4, "height": 4}} for i in range(40000)] + [
    {"id": "stray", "payload": "kindless", "frame": {"x": 0, "y": 0, "width": 4, "height": 4}}]
json.dump(kinds, open(f"{work}/kinds.json", "w"))
open(f"{work}/kinds.trace", "w").write("scene kinds.json\nexpect completed 0\n")
PY
ls -l "$work/w3c40k.json" | awk '{printf "W3C body: %.1f MB\n", $5 / 1048576}'
/usr/bin/time -f "W3C body of 40,000 input sources: %e s, peak %M KB" "$dragtoact" check "$work/w3c40k.trace" >/dev/null
/usr/bin/time -f "100,000 receivers on one rect, 1,000 moves: %e s, peak %M KB" "$dragtoact" check "$work/pile1000.trace" >/dev/null
/usr/bin/time -f "100,000 receivers on one rect, 101,000 moves: %e s, peak %M KB" "$dragtoact" check "$work/pile101000.trace" >/dev/null
/usr/bin/time -f "20,000 W3C moves from the viewport, 10,000 receivers: %e s, peak %M KB" "$dragtoact" check "$work/viewport.trace" >/dev/null
/usr/bin/time -f "… the same moves from a task row (element origin): %e s, peak %M KB" "$dragtoact" check "$work/elements.trace" >/dev/null
/usr/bin/time -f "20,000 lists shown by 20,000 list receivers, loaded: %e s, peak %M KB" "$dragtoact" check "$work/lists.trace" >/dev/null
/usr/bin/time -f "10,000 fingers down at once: %e s, peak %M KB" "$dragtoact" check "$work/fingers.trace" >/dev/null

pair() { # LABEL A B: the wall time of each (a trace that ends with drags under way warns: not shown)
    /usr/bin/time -o "$work/a.time" -f %e "$dragtoact" check "$work/$2" >/dev/null 2>&1
    /usr/bin/time -o "$work/b.time" -f %e "$dragtoact" check "$work/$3" >/dev/null 2>&1
    echo "$1: $(cat "$work/a.time") s and $(cat "$work/b.time") s"
}
pair "keyboard next among 10,000 receivers, 200 and 2,200 keys" keys200.trace keys2200.trace
pair "reorders while 10,000 fingers drag, 20 and 220 drops" drops20.trace drops220.trace
pair "10,000 fingers, without and with a scrollable list in the scene" fingers.trace scroll.trace
pair "presses between two rows of a 10,000-task list, 100 and 1,100" gaps100.trace gaps1100.trace
pair "auto-scroll beside a list of 10,000 rows, 50 and 550 steps" steps50.trace steps550.trace
pair "keyboard next through a scrollable list of 10,000 tasks, 100 and 1,100 keys" skeys100.trace skeys1100.trace
pair "keyboard next through a scrollable list of 1,000 tasks, 100 and 1,100 keys" skeys1k100.trace skeys1k1100.trace
pair "auto-scroll of a scrollable list of 10,000 rows, 50 and 550 steps" bigsteps50.trace bigsteps550.trace
pair "10,000 tasks loaded, then the same all selected and dropped on Complete" rowsload.trace selection.trace
pair "W3C beside 9,999 one-action sources, 1 and 20,001 moves" sources1.trace sources20001.trace
pair "W3C ticks with 10,000 fingers held, 1 and 20,001 ticks" ticks1.trace ticks20001.trace
pair "evdev taps on slots of their own, 1,000 and 10,000 taps" taps1000.trace taps10000.trace
pair "expect completed after a drop of 10,000 selected tasks, 1 and 5,001" expects1.trace expects5001.trace
pair "expect scroll/expanded/order beside 10,000 receivers and lists, 1 and 5,001 of each" lookups1.trace lookups5001.trace
pair "moves over nothing beside 10,000 proximity receivers away from the drag, 1,000 and 11,000" near1000.trace near11000.trace
pair "announced reorders, the list registered after 10,000 receivers, 20 and 220 drops" announced20.trace announced220.trace
pair "announced moves over a section after 10,000 rows, 1,000 and 11,000 moves" sections1000.trace sections11000.trace
pair "Add New after the last row of a plain list of 10,000 tasks, 10 and 30 drops" addend10.trace addend30.trace
pair "Add New above the first row of a plain list of 10,000 tasks, 10 and 30 drops" addtop10.trace addtop30.trace
pair "Add New after the last row of a folder tree of 10,000 rows, 10 and 30 drops" treeend10.trace treeend30.trace
pair "Add New above the first row of a folder tree of 10,000 rows, 10 and 30 drops" treetop10.trace treetop30.trace
pair "a top-level task moved into an expanded folder of a tree of 10,000 rows, 10 and 30 drops" treeinto10.trace treeinto30.trace
pair "a task moved into another folder of a tree of 10,000 rows, 10 and 30 drops" treemove10.trace treemove30.trace
pair "Add New into the last of 10 sections of 10,000 rows, 10 and 30 drops" secsend10.trace secsend30.trace
pair "Add New into the first of 10 sections of 10,000 rows, 10 and 30 drops" secstop10.trace secstop30.trace
pair "a task moved between sections of 10,000 rows, 10 and 30 drops" secsmove10.trace secsmove30.trace

# Stores (replay --store makes them): 10,000 lists loaded; then the 10,000-task selection's drop undone and redone.
"$dragtoact" replay "$work/manylists.trace" --store "$work/manylists.db" --instant >/dev/null
/usr/bin/time -f "a store of 10,000 lists with a task each, shown: %e s, peak %M KB" "$dragtoact" show --store "$work/manylists.db" >/dev/null
"$dragtoact" replay "$work/selection.trace" --store "$work/selection.db" --instant >/dev/null
/usr/bin/time -f "the drop of 10,000 selected tasks undone: %e s, peak %M KB" "$dragtoact" undo --store "$work/selection.db" >/dev/null
/usr/bin/time -f "… and redone: %e s, peak %M KB" "$dragtoact" redo --store "$work/selection.db" >/dev/null
# Refused inputs (exit 1 or 2 expected): the time to say so.
for n in 1000 20000; do
    /usr/bin/time -f "a failed expect order of $n look-alike spellings of t1: %e s, peak %M KB" "$dragtoact" check "$work/alike$n.trace" >/dev/null || true
done
/usr/bin/time -f "40,000 receivers with kinds of their own, a source's kind refused: %e s, peak %M KB" "$dragtoact" check "$work/kinds.trace" >/dev/null || true
