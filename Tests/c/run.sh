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
