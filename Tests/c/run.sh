#!/usr/bin/env bash
# The C ABI against an installed prefix (bash Scripts/install-c.sh PREFIX): the C test compiled
# as C99 and as C++17, warnings as errors, each run on a fresh store.
#   bash Tests/c/run.sh PREFIX
set -euo pipefail
cd "$(dirname "$0")/../.."
prefix=$(cd "${1:?usage: Tests/c/run.sh PREFIX}" && pwd)
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# shellcheck disable=SC2046
gcc -std=c99 -Wall -Wextra -Werror -pedantic Tests/c/dragtoact_test.c $(pkg-config --cflags --libs dragtoact) -lm -o "$work/test-c"
# shellcheck disable=SC2046
g++ -std=c++17 -Wall -Wextra -Werror -pedantic -x c++ Tests/c/dragtoact_test.c -x none $(pkg-config --cflags --libs dragtoact) -o "$work/test-cpp"
echo "C99:"
"$work/test-c" Demo/scenes/todo.json "$work/c.db"
echo "C++17:"
"$work/test-cpp" Demo/scenes/todo.json "$work/cpp.db"
# Memory errors (a text read after the library freed it, uninitialised bytes handed out) and
# definite leaks, under valgrind's memcheck with the suppressions the library installs.
if command -v valgrind >/dev/null; then
    echo "C99 under valgrind memcheck:"
    valgrind -q --error-exitcode=9 --leak-check=full --errors-for-leak-kinds=definite \
        --suppressions="$prefix/share/dragtoact/swift-runtime.supp" "$work/test-c" Demo/scenes/todo.json "$work/valgrind.db"
else
    echo "Tests/c/run.sh: valgrind is missing; the memcheck run is skipped" >&2
fi
# The README's C example is Examples/c/embedding.c, line for line; it compiles warning-free and prints the drop.
example=$(awk '/^## Embedding from C/ { on = 1 } on && /^```c$/ { grab = 1; next } grab && /^```$/ { exit } grab { print }' README.md)
[ "$example" = "$(cat Examples/c/embedding.c)" ] || { echo "Tests/c/run.sh: the README's C example is not Examples/c/embedding.c" >&2; exit 1; }
# shellcheck disable=SC2046
cc -std=c99 -Wall -Wextra -Werror -pedantic Examples/c/embedding.c $(pkg-config --cflags --libs dragtoact) -o "$work/embedding"
printed=$("$work/embedding")
[ "$printed" = "applied: complete t1" ] || { printf 'Tests/c/run.sh: the C example printed:\n%s\n' "$printed" >&2; exit 1; }
# Run where the scene is not: it says so and exits 2, rather than loading an empty scene.
missing=$(cd "$work" && "$work/embedding" 2>&1) && { echo "Tests/c/run.sh: the C example without its scene exited 0" >&2; exit 1; }
[ "$missing" = "Demo/scenes/todo.json: No such file or directory" ] || { printf 'Tests/c/run.sh: the C example without its scene printed:\n%s\n' "$missing" >&2; exit 1; }
# A scene longer than a fixed buffer is read whole: long-list.json, 9 KiB, whose first row is Buy milk too (the
# example read 4 KiB, and the load said "long-list.json:103:5: expected a JSON value, found the end of the input").
printed=$("$work/embedding" Demo/scenes/long-list.json 2>&1) || { printf 'Tests/c/run.sh: the C example on long-list.json failed:\n%s\n' "$printed" >&2; exit 1; }
[ "$printed" = "applied: complete t1" ] || { printf 'Tests/c/run.sh: the C example on long-list.json printed:\n%s\n' "$printed" >&2; exit 1; }
echo "README C example: 3 passed, 0 failed"
# Python's ctypes, standard library only.
if command -v python3 >/dev/null; then
    python3 Tests/c/ctypes_smoke.py "$prefix"
else
    echo "Tests/c/run.sh: python3 is missing; the ctypes smoke test is skipped" >&2
fi
