#!/usr/bin/env bash
# Builds libDragToAct.so (release) and installs it for C and C++ into PREFIX (default /usr/local):
#   PREFIX/include/dragtoact.h
#   PREFIX/lib/libDragToAct.so              RUNPATH $ORIGIN/dragtoact
#   PREFIX/lib/dragtoact/*.so               the Swift runtime libraries it needs, bundled
#   PREFIX/lib/pkgconfig/dragtoact.pc       so `cc app.c $(pkg-config --cflags --libs dragtoact)` works
#   PREFIX/share/dragtoact/swift-runtime.supp   valgrind: the Swift runtime's one-time caches
#
#   bash Scripts/install-c.sh [PREFIX]      or   PREFIX=/tmp/x bash Scripts/install-c.sh
#
# The one system library it links besides libc is SQLite (Debian: libsqlite3-0).
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=${1:-${PREFIX:-/usr/local}}
if ! command -v patchelf >/dev/null; then
    echo "install-c.sh: patchelf is missing; installing it" >&2
    (apt-get install -y patchelf || { apt-get update && apt-get install -y patchelf; } || sudo apt-get install -y patchelf) >/dev/null
fi
swift build -c release --product DragToAct >/dev/null
lib="$(swift build -c release --show-bin-path)/libDragToAct.so"
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")/lib/swift/linux
mkdir -p "$prefix/include" "$prefix/lib/pkgconfig" "$prefix/lib/dragtoact" "$prefix/share/dragtoact"
prefix=$(cd "$prefix" && pwd)
install -m 644 Sources/CDragToAct/include/dragtoact.h "$prefix/include/dragtoact.h"
install -m 644 Sources/CDragToAct/swift-runtime.supp "$prefix/share/dragtoact/swift-runtime.supp"
install -m 755 "$lib" "$prefix/lib/libDragToAct.so"
patchelf --set-rpath '$ORIGIN/dragtoact' "$prefix/lib/libDragToAct.so"
# Every library the loader finds in the toolchain (directly or through another) is bundled,
# each finding its neighbours through $ORIGIN.
bundled=0
while read -r path; do
    install -m 755 "$path" "$prefix/lib/dragtoact/"
    patchelf --set-rpath '$ORIGIN' "$prefix/lib/dragtoact/$(basename "$path")"
    bundled=$((bundled + 1))
done < <(ldd "$lib" | awk -v dir="$toolchain/" 'index($3, dir) == 1 { print $3 }')
version=$(awk '/#define DTA_VERSION_(MAJOR|MINOR|PATCH)/ { v = v (v ? "." : "") $3 } END { print v }' Sources/CDragToAct/include/dragtoact.h)
cat > "$prefix/lib/pkgconfig/dragtoact.pc" <<PC
prefix=$prefix
includedir=\${prefix}/include
libdir=\${prefix}/lib

Name: dragtoact
Description: DragToAct, a drop-target intent engine, from C and C++
Version: $version
Cflags: -I\${includedir}
Libs: -L\${libdir} -lDragToAct -Wl,-rpath,\${libdir}
PC
echo "installed dragtoact $version into $prefix (header, libDragToAct.so, $bundled Swift runtime libraries, dragtoact.pc, swift-runtime.supp)"
