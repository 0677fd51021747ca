#!/usr/bin/env bash
# The kiosk under a real X server (Xvfb), driven by real X input (xdotool) through SDL into the
# runtime: a long-press drag of "Buy milk" onto Complete, Add New dropped on Trash (refused), then a
# restart on the same store and "Walk the dog" carried to Trash with the keyboard (Tab, Space, Tab…,
# Enter) under --reduce-motion (its drop and cancel lines say no animation), then a finger (the mouse as SDL's synthetic touch) carrying "Write report" onto Complete,
# undone by another process (`dragtoact undo --store`) while the kiosk is idle, then carried there
# again while another process holds the store's lock (not saved; the kiosk goes on) and once more
# after, then its file deleted (said once, not every half second); then, on a scene whose rows swipe
# right to rename, "Buy milk" swiped and renamed by typing, "Walk the dog" swiped and left with
# Escape; folders drawn, a gamepad's drags (a virtual one), a long list scrolled by the wheel; the
# board checked through `kiosk --dump` and screenshots checked at known pixels.
#   bash Demo/kiosk-sdl/test.sh PREFIX      (PREFIX from Scripts/install-c.sh; DRAGTOACT=PATH, default .build/debug/dragtoact)
# Exits 0 having printed "SKIP ..." when SDL2, SDL2_ttf, Xvfb, xdotool or ImageMagick's import is missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
prefix=$(cd "${1:?usage: Demo/kiosk-sdl/test.sh PREFIX}" && pwd)
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
for tool in Xvfb xdotool import python3; do
    command -v "$tool" >/dev/null || { echo "SKIP kiosk test: $tool is not installed"; exit 0; }
done
pkg-config --exists sdl2 SDL2_ttf || { echo "SKIP kiosk test: libsdl2-dev / libsdl2-ttf-dev are not installed"; exit 0; }

work=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
fail() { [ -z "${KIOSK_SHOTS:-}" ] || cp "$work"/*.ppm "$KIOSK_SHOTS"/ 2>/dev/null || true; echo "kiosk test: $*" >&2; echo "--- kiosk output:" >&2; cat "$work"/kiosk*.log >&2 || true; exit 1; }

# SDL's 32-bit milliseconds read across their wrap (49.7 days), which no run here reaches.
cc -std=c99 -Wall -Wextra -Werror Demo/kiosk-sdl/ticks-test.c -o "$work/ticks-test"
"$work/ticks-test" || fail "the kiosk's clock across SDL's wrap"
# A page of 2 events (print_events reads the rest with dta_runtime_events): every drop's events cross pages.
# shellcheck disable=SC2046
cc -std=c99 -Wall -Wextra -Werror -DEVENT_PAGE=2 Demo/kiosk-sdl/kiosk.c $(pkg-config --cflags --libs dragtoact sdl2 SDL2_ttf) -o "$work/kiosk"
scene=Demo/scenes/todo.json
store=$work/board.db
# Another process writing the store: the command-line tool (.ci/run has built it).
dragtoact=${DRAGTOACT:-.build/debug/dragtoact}
[ -x "$dragtoact" ] || { echo "kiosk test: $dragtoact is missing: run swift build first, or set DRAGTOACT" >&2; exit 1; }

# A display number nobody uses.
display=99
while [ -e "/tmp/.X11-unix/X$display" ] || [ -e "/tmp/.X$display-lock" ]; do display=$((display + 1)); done
Xvfb ":$display" -screen 0 800x600x24 -nolisten tcp >/dev/null 2>&1 &
pids+=($!)
export DISPLAY=":$display"
for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done

start_kiosk() { # $1: log name, then the kiosk's other options
    local log=$1; shift
    # The log is made here, before the kiosk's shell opens it in the background: polled before
    # that, grep said "No such file or directory" in a passing run.
    : > "$work/$log.log"
    "$work/kiosk" --scene "$scene" --store "$store" "$@" > "$work/$log.log" 2>&1 &
    kiosk_pid=$!
    pids+=("$kiosk_pid")
    for _ in $(seq 100); do grep -q "kiosk: ready" "$work/$log.log" && break; sleep 0.1; done
    grep -q "kiosk: ready" "$work/$log.log" || fail "the kiosk did not start"
    sleep 0.5
}
wait_for() { # $1: log name, $2: text
    for _ in $(seq 50); do grep -qF "$2" "$work/$1.log" && return 0; sleep 0.1; done
    fail "expected \"$2\" in the kiosk's output"
}
# The pixel at x y of a screenshot (PPM), as r,g,b.
pixel() {
    python3 - "$1" "$2" "$3" <<'PY'
import sys
data = open(sys.argv[1], 'rb').read()
fields, i = [], 0
while len(fields) < 4:                       # P6, width, height, maxval (no comments from import)
    while data[i:i + 1].isspace(): i += 1
    j = i
    while not data[j:j + 1].isspace(): j += 1
    fields.append(data[i:j]); i = j
i += 1
width = int(fields[1]); x, y = int(sys.argv[2]), int(sys.argv[3])
at = i + 3 * (y * width + x)
print("%d,%d,%d" % tuple(data[at:at + 3]))
PY
}
expect_pixel() { # $1: shot, $2 $3: x y, $4: r,g,b, $5: what
    got=$(pixel "$1" "$2" "$3")
    [ "$got" = "$4" ] || fail "pixel $2,$3 ($5): expected $4, found $got"
}

start_kiosk kiosk1
# Press "Buy milk", hold past the long-press, move onto Complete, release.
xdotool mousemove 250 92 mousedown 1
sleep 0.6
wait_for kiosk1 "drag started: t1"
# Over the list at y 200 first (slot 3): the rows make space (dta_runtime_preview) — Walk the dog
# and Write report move up a row into Buy milk's empty place, and the gap opens where Write report
# was, above Call mom.
xdotool mousemove 250 200; sleep 0.3
wait_for kiosk1 "over list: slot 3"
import -window root -depth 8 "$work/making-space.ppm"
expect_pixel "$work/making-space.ppm" 35 75 221,230,240 "Walk the dog, moved up into Buy milk's place"
expect_pixel "$work/making-space.ppm" 35 125 221,230,240 "Write report, moved up into Walk the dog's"
expect_pixel "$work/making-space.ppm" 35 175 255,255,255 "the gap where Buy milk would land"
expect_pixel "$work/making-space.ppm" 35 225 221,230,240 "Call mom, where it was"
xdotool mousemove 400 120; sleep 0.05
xdotool mousemove 600 140; sleep 0.05
xdotool mousemove 650 150; sleep 0.3
import -window root -depth 8 "$work/dragging.ppm"
xdotool mouseup 1
wait_for kiosk1 "applied: complete t1"
wait_for kiosk1 "dropped task(t1) on complete — haptic: light, settle (spring, 200 ms)"
# While dragging: Complete targeted (a yellow border), the lifted row under the pointer.
expect_pixel "$work/dragging.ppm" 35 90 255,255,255 "the lifted row's place, empty"
expect_pixel "$work/dragging.ppm" 537 200 255,208,48 "Complete's targeted border"
expect_pixel "$work/dragging.ppm" 700 165 248,224,144 "the lifted row at the pointer"
# Add New onto Trash: refused, and the drag is cancelled.
xdotool mousemove 600 500 mousedown 1
xdotool mousemove 600 480; sleep 0.05
xdotool mousemove 600 400; sleep 0.05
xdotool mousemove 600 300; sleep 0.3
import -window root -depth 8 "$work/refusing.ppm"
xdotool mouseup 1
wait_for kiosk1 "cancelled add: releasedOnRefusingReceiver on trash (does not accept addNew)"
expect_pixel "$work/refusing.ppm" 537 330 224,16,16 "Trash's refusing border"
sleep 0.3
import -window root -depth 8 "$work/after.ppm"
kill "$kiosk_pid"; wait "$kiosk_pid" 2>/dev/null || true

# The board in the store: Buy milk completed, the other four in order, nothing added or trashed.
board=$("$work/kiosk" --scene "$scene" --store "$store" --dump)
expected='{"final":{"lists":[{"id":"inbox","title":"Inbox","items":[{"id":"t2","title":"Walk the dog"},{"id":"t3","title":"Write report"},{"id":"t4","title":"Call mom"},{"id":"t5","title":"Pay bills"}]},{"id":"today","title":"Today","items":[]},{"id":"upcoming","title":"Upcoming","items":[]}],"completed":[{"id":"t1","title":"Buy milk"}],"trashed":[]}}'
[ "$board" = "$expected" ] || fail "the store holds $board"

# Restarted on the same store, with Reduce Motion (the keyboard's drags below carry no animation
# cue: no settle, no flight back): four rows; where the fifth was, the list's white.
start_kiosk kiosk2 --reduce-motion
import -window root -depth 8 "$work/restarted.ppm"
for shot in after restarted; do
    expect_pixel "$work/$shot.ppm" 35 75 221,230,240 "$shot: the first row"
    expect_pixel "$work/$shot.ppm" 35 225 221,230,240 "$shot: the fourth row"
    expect_pixel "$work/$shot.ppm" 35 275 255,255,255 "$shot: no fifth row"
    expect_pixel "$work/$shot.ppm" 700 200 60,160,90 "$shot: Complete, idle"
    expect_pixel "$work/$shot.ppm" 700 540 64,112,192 "$shot: Add New"
    expect_pixel "$work/$shot.ppm" 10 10 244,241,234 "$shot: the background"
done

# The keyboard: Tab focuses the first row (Walk the dog, outlined), Space lifts it, Tab steps
# through the places it can go until Trash, Enter drops it there.
expect_pixel "$work/restarted.ppm" 28 90 255,255,255 "no focus yet"
xdotool key Tab; sleep 0.3
import -window root -depth 8 "$work/focused.ppm"
expect_pixel "$work/focused.ppm" 28 90 32,32,32 "the focused row's outline"
xdotool key space
wait_for kiosk2 "drag started: t2"
wait_for kiosk2 "announced: Picked up Walk the dog."
for _ in $(seq 10); do
    grep -qF "over trash: accepts" "$work/kiosk2.log" && break
    xdotool key Tab; sleep 0.15
done
wait_for kiosk2 "over trash: accepts"
sleep 0.7
wait_for kiosk2 "announced: Over Trash."
import -window root -depth 8 "$work/keyboard.ppm"
expect_pixel "$work/keyboard.ppm" 537 330 255,208,48 "Trash targeted by the keyboard"
xdotool key Return
wait_for kiosk2 "applied: trash t2"
wait_for kiosk2 "announced: Dropped Walk the dog"
# The focused row went to Trash: Space says why it lifts nothing; Tab focuses the row that took its
# place (Write report), which Space lifts and Escape puts back.
xdotool key space
wait_for kiosk2 "announced: Cannot pick up Walk the dog: it is in the trash."
xdotool key Tab; sleep 0.3
xdotool key space
wait_for kiosk2 "announced: Picked up Write report."
xdotool key Escape
wait_for kiosk2 "announced: Cancelled; Write report returned"
grep -qE "key  dropped task\(t2\) on trash — haptic: light$" "$work/kiosk2.log" || fail "with --reduce-motion, the drop on Trash was not a light haptic alone"
grep -qE "key  cancelled t3: escape$" "$work/kiosk2.log" || fail "with --reduce-motion, the cancel carried a cue"
kill "$kiosk_pid"; wait "$kiosk_pid" 2>/dev/null || true
board=$("$work/kiosk" --scene "$scene" --store "$store" --dump)
case "$board" in
    *'"trashed":[{"id":"t2","title":"Walk the dog"}]'*) ;;
    *) fail "after the keyboard drag the store holds $board" ;;
esac

# A finger: the mouse reported as a touch (SDL's synthetic finger events, normalised 0…1 across the
# window), long-pressing "Write report", now the first row, and carrying it onto Complete.
start_kiosk kiosk3 --mouse-as-touch
xdotool mousemove 250 92 mousedown 1
sleep 0.6
wait_for kiosk3 "p1000  drag started: t3"
xdotool mousemove 400 120; sleep 0.05
xdotool mousemove 650 150; sleep 0.3
import -window root -depth 8 "$work/finger.ppm"
xdotool mouseup 1
wait_for kiosk3 "applied: complete t3"
expect_pixel "$work/finger.ppm" 537 200 255,208,48 "Complete targeted by the finger"
expect_pixel "$work/finger.ppm" 700 165 248,224,144 "the row lifted by the finger, under it"
if grep -q "p0 " "$work/kiosk3.log"; then fail "the mouse was fed as well as the finger"; fi
board=$("$work/kiosk" --scene "$scene" --store "$store" --dump)
case "$board" in
    *'"completed":[{"id":"t1","title":"Buy milk"},{"id":"t3","title":"Write report"}]'*) ;;
    *) fail "after the finger's drag the store holds $board" ;;
esac

# Another process writes the store while the kiosk is idle: `dragtoact undo` brings Write report
# back as the first of three rows, and the kiosk shows it without an input (its idle refresh).
import -window root -depth 8 "$work/before-undo.ppm"
expect_pixel "$work/before-undo.ppm" 35 175 255,255,255 "two rows: no third"
"$dragtoact" undo --store "$store" >/dev/null || fail "dragtoact undo --store failed"
for _ in $(seq 30); do
    import -window root -depth 8 "$work/undone-elsewhere.ppm"
    [ "$(pixel "$work/undone-elsewhere.ppm" 35 175)" = 221,230,240 ] && break
    sleep 0.1
done
expect_pixel "$work/undone-elsewhere.ppm" 35 175 221,230,240 "a third row, put back by another process"

# Another process holds the store's write lock for 4 s while the finger carries Write report onto
# Complete again: the drop waits a second, is not saved, and the kiosk says so and goes on (it
# exited); once the lock is gone, the same drop is applied.
: > "$work/lock.log"  # made before it is polled, as a kiosk's log is
python3 -c 'import sqlite3, sys, time
c = sqlite3.connect(sys.argv[1], isolation_level=None); c.execute("BEGIN IMMEDIATE"); print("locked", flush=True)
time.sleep(4); c.execute("ROLLBACK")' "$store" > "$work/lock.log" &
lock_pid=$!
pids+=("$lock_pid")
for _ in $(seq 50); do grep -q locked "$work/lock.log" && break; sleep 0.1; done
carry_write_report() {
    xdotool mousemove 250 92 mousedown 1
    sleep 0.6
    xdotool mousemove 400 120; sleep 0.05
    xdotool mousemove 650 150; sleep 0.3
    xdotool mouseup 1
}
carry_write_report
wait_for kiosk3 "kiosk: not saved: store $store: applying complete t3: locked by another process"
kill -0 "$kiosk_pid" 2>/dev/null || fail "the kiosk exited when the store was locked"
wait "$lock_pid"
carry_write_report
for _ in $(seq 50); do [ "$(grep -c "applied: complete t3" "$work/kiosk3.log")" -ge 2 ] && break; sleep 0.1; done
[ "$(grep -c "applied: complete t3" "$work/kiosk3.log")" -ge 2 ] || fail "the drop made again after the lock was not applied"
# The store file deleted under the idle kiosk: its refresh every half second cannot read it, and
# the kiosk says so once, not every half second ("not saved", twice a second, before).
rm -f "$store" "$store-wal" "$store-shm"
wait_for kiosk3 "kiosk: cannot read the store: store $store: refreshing: the file was deleted or replaced"
sleep 2
said=$(grep -c "the file was deleted or replaced" "$work/kiosk3.log" || true)
[ "$said" = 1 ] || fail "the kiosk said $said times that the store's file is gone, in 2 s"
kill "$kiosk_pid"; wait "$kiosk_pid" 2>/dev/null || true

# Rename (seed 002), on a scene whose rows swipe right for "rename" and a store of its own: the mouse
# swipes "Buy milk" right (a quick move across, no long-press); the kiosk is asked for a title and
# shows the row as a text field (white, a blue border) holding "Buy milk"; four Backspaces and
# "oat milk" typed edit it, Enter renames it. "Walk the dog" swiped too, typed into and left with
# Escape, keeps its title. The store holds both after the kiosk exits.
python3 -c 'import json, sys
scene = json.load(open(sys.argv[1])); scene["receivers"][0]["rows"]["swipe"] = {"right": "rename"}
json.dump(scene, open(sys.argv[2], "w"))' Demo/scenes/todo.json "$work/swipe.json"
scene=$work/swipe.json
store=$work/rename.db
swipe_right() { # $1: the row's y
    xdotool mousemove 100 "$1" mousedown 1
    xdotool mousemove 200 "$1"; sleep 0.02
    xdotool mousemove 350 "$1" mouseup 1
}
start_kiosk kiosk4
swipe_right 92
wait_for kiosk4 "rename requested: t1"
wait_for kiosk4 "kiosk: renaming t1: type the title, Enter to rename, Escape to leave it"
sleep 0.3
import -window root -depth 8 "$work/renaming.ppm"
expect_pixel "$work/renaming.ppm" 30 90 64,112,192 "the text field's border"
expect_pixel "$work/renaming.ppm" 35 75 255,255,255 "the text field"
expect_pixel "$work/renaming.ppm" 35 125 221,230,240 "the second row, not edited"
xdotool key BackSpace BackSpace BackSpace BackSpace
xdotool type --delay 30 "oat milk"
xdotool key Return
wait_for kiosk4 'applied: rename t1 to "Buy oat milk"'
sleep 0.3
import -window root -depth 8 "$work/renamed.ppm"
expect_pixel "$work/renamed.ppm" 35 75 221,230,240 "the renamed row, a row again"
swipe_right 142
wait_for kiosk4 "kiosk: renaming t2"
xdotool type --delay 30 "x"
xdotool key Escape
wait_for kiosk4 "kiosk: rename of t2 left"
kill "$kiosk_pid"; wait "$kiosk_pid" 2>/dev/null || true
grep -qF 'applied: rename t2' "$work/kiosk4.log" && fail "the rename left with Escape was applied"
board=$("$work/kiosk" --scene "$scene" --store "$store" --dump)
case "$board" in
    *'"items":[{"id":"t1","title":"Buy oat milk"},{"id":"t2","title":"Walk the dog"},'*) ;;
    *) fail "after the renames the store holds $board" ;;
esac
# Lists as the runtime lays them out (dta_runtime_row), on a store of their own: files.json's
# folders, each followed by its drop zone, a grey outline in the list's white, Folder B's too
# though it is closed (seed 003).
scene=Demo/scenes/files.json
store=$work/files.db
start_kiosk kiosk5
import -window root -depth 8 "$work/files.ppm"
kill "$kiosk_pid"; wait "$kiosk_pid" 2>/dev/null || true
expect_pixel "$work/files.ppm" 60 250 221,230,240 "Folder B's row"
expect_pixel "$work/files.ppm" 78 288 144,144,144 "Folder B's drop zone, its left edge"
expect_pixel "$work/files.ppm" 90 288 255,255,255 "inside Folder B's drop zone"
expect_pixel "$work/files.ppm" 54 328 144,144,144 "Folder A's drop zone, its left edge"

# A gamepad: a virtual one, which SDL reports as any game controller, its buttons pressed by keys
# (--keys-as-gamepad: S the D-pad's down, J A, K B, L X; SDL 2.24 or later). The D-pad focuses
# Readme, A lifts it (the announcement names the gamepad's buttons), the D-pad steps it to inside
# closed Folder B, X opens the folder, B puts Readme back; A lifts it again, the D-pad steps it to
# Trash, A drops it there. Each step waits for the kiosk to say where the last one went, so a slow
# run does not step past the place.
pad_steps_until() { # $1: log name, $2: text; one D-pad down at a time until the text is said
    local n
    for _ in $(seq 20); do
        grep -qF "$2" "$work/$1.log" && return 0
        n=$(grep -cF "key  over" "$work/$1.log" || true)
        xdotool key s
        for _ in $(seq 50); do [ "$(grep -cF "key  over" "$work/$1.log" || true)" -gt "$n" ] && break; sleep 0.1; done
    done
    fail "expected \"$2\" in the kiosk's output"
}
if pkg-config --atleast-version=2.24.0 sdl2; then
    store=$work/gamepad.db
    start_kiosk kiosk7 --keys-as-gamepad
    wait_for kiosk7 "kiosk: gamepad: kiosk keys"
    xdotool key s; sleep 0.3
    xdotool key j
    wait_for kiosk7 "key  drag started: r1"
    wait_for kiosk7 "announced: Picked up Readme. Up and down on the D-pad choose where it goes, A drops it, B cancels."
    pad_steps_until kiosk7 "key  over list: inside fb at 1"
    xdotool key l
    wait_for kiosk7 "applied: expand fb"
    xdotool key k
    wait_for kiosk7 "key  cancelled r1: escape"
    xdotool key j
    for _ in $(seq 50); do [ "$(grep -cF "drag started: r1" "$work/kiosk7.log")" -ge 2 ] && break; sleep 0.1; done
    [ "$(grep -cF "drag started: r1" "$work/kiosk7.log")" -ge 2 ] || fail "A did not lift Readme again"
    pad_steps_until kiosk7 "key  over trash: accepts"
    xdotool key j
    wait_for kiosk7 "applied: trash r1"
    kill "$kiosk_pid"; wait "$kiosk_pid" 2>/dev/null || true
    board=$("$work/kiosk" --scene "$scene" --store "$store" --dump)
    case "$board" in
        *'"trashed":[{"id":"r1","title":"Readme"}]'*) ;;
        *) fail "after the gamepad's drags the store holds $board" ;;
    esac
    gamepad=", a gamepad's drags"
else
    echo "SKIP kiosk gamepad test: SDL $(pkg-config --modversion sdl2) has no virtual game controllers (2.24 or later)"
    gamepad=""
fi

# A scrollable list scrolled by the mouse wheel (dta_runtime_wheel): one notch down
# moves long-list.json's rows 40 points up; the first, now from y 30, is clipped at the list's top
# (y 60), and the list's white shows between it and the second (y 74 to 80). A notch up scrolls back.
scene=Demo/scenes/long-list.json
store=$work/long.db
start_kiosk kiosk6
import -window root -depth 8 "$work/unscrolled.ppm"
expect_pixel "$work/unscrolled.ppm" 250 77 221,230,240 "the first row, not scrolled"
xdotool mousemove 250 300 click 5
wait_for kiosk6 "kiosk: list scrolled to 40"
sleep 0.3
import -window root -depth 8 "$work/scrolled.ppm"
expect_pixel "$work/scrolled.ppm" 250 40 244,241,234 "above the list: the first row clipped"
expect_pixel "$work/scrolled.ppm" 250 65 221,230,240 "the first row's bottom, in the list"
expect_pixel "$work/scrolled.ppm" 250 77 255,255,255 "between the first and second rows"
expect_pixel "$work/scrolled.ppm" 250 100 221,230,240 "the second row"
xdotool click 4
wait_for kiosk6 "kiosk: list scrolled to 0"
kill "$kiosk_pid"; wait "$kiosk_pid" 2>/dev/null || true

# Named writers (1.11.0): the screen, restarted under its --writer name, undoes with Ctrl+Z the drop
# it made before; then Add New dragged into the list, renamed by another process: the screen's undo
# of it is refused, and the kiosk prints the refusal and what a screen reader is told.
scene=Demo/scenes/todo.json
store=$work/undo.db
start_kiosk kiosk7 --writer left-screen
xdotool mousemove 250 92 mousedown 1
sleep 0.6
xdotool mousemove 400 120; sleep 0.05
xdotool mousemove 650 150; sleep 0.3
xdotool mouseup 1
wait_for kiosk7 "applied: complete t1"
kill "$kiosk_pid"; wait "$kiosk_pid" 2>/dev/null || true
start_kiosk kiosk8 --writer left-screen
xdotool key ctrl+z
wait_for kiosk8 "undone: complete t1"
xdotool mousemove 600 500 mousedown 1
xdotool mousemove 600 480; sleep 0.05
xdotool mousemove 400 300; sleep 0.05
xdotool mousemove 250 330; sleep 0.3
xdotool mouseup 1
wait_for kiosk8 "applied: add"
printf 'scene todo\n0     rename new-1 "Oat milk"\n' > "$work/rename.trace"
"$dragtoact" replay "$work/rename.trace" --store "$store" > "$work/rename.log" 2>&1 || fail "the other process's rename: $(cat "$work/rename.log")"
xdotool key ctrl+z
wait_for kiosk8 "undo refused: add"
wait_for kiosk8 'was renamed "Oat milk" since by another writer)'
wait_for kiosk8 "announced: Cannot undo: "
kill "$kiosk_pid"; wait "$kiosk_pid" 2>/dev/null || true
"$work/kiosk" --scene "$scene" --store "$store" --writer "" --dump > "$work/bad-writer.log" 2>&1 && fail "an empty --writer was taken"
grep -qF 'kiosk: --writer: name: expected 1 to 64 characters' "$work/bad-writer.log" || fail "an empty --writer: $(cat "$work/bad-writer.log")"

[ -z "${KIOSK_SHOTS:-}" ] || cp "$work"/*.ppm "$KIOSK_SHOTS"/
echo "kiosk test: 2 pointer drags, a keyboard drag with Reduce Motion and a finger's drag through Xvfb and xdotool, the store after restarts, 42 pixels, rows making space for a drag, a drop undone by another process shown while idle, a drop on a locked store not saved and made again, its file deleted said once, a row swiped to rename and renamed by typing, another's rename left with Escape, folders' drop zones drawn, a long list scrolled by the wheel and clipped, a restarted screen undoing its drop under its writer name and an undo refused by another's rename printed$gamepad: passed"
