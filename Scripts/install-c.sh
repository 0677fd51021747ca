#!/usr/bin/env bash
# Builds libDragToAct.so (release) and installs it for C and C++ into PREFIX (default /usr/local):
#   PREFIX/include/dragtoact.h
#   PREFIX/lib/libDragToAct.so.X.Y.Z        SONAME libDragToAct.so.X (X the major of dragtoact.h's
#                                           DTA_VERSION), RUNPATH $ORIGIN/dragtoact
#   PREFIX/lib/libDragToAct.so.X            -> libDragToAct.so.X.Y.Z (what programs load)
#   PREFIX/lib/libDragToAct.so              -> libDragToAct.so.X (what -lDragToAct links)
#   PREFIX/lib/dragtoact/*.so               the Swift runtime libraries it needs, bundled (the
#                                           folder is replaced whole on every install)
#   PREFIX/lib/pkgconfig/dragtoact.pc       so `cc app.c $(pkg-config --cflags --libs dragtoact)` works
#   PREFIX/share/dragtoact/swift-runtime.supp   valgrind: the Swift runtime's one-time caches
#
#   bash Scripts/install-c.sh [PREFIX]      or   PREFIX=/tmp/x bash Scripts/install-c.sh
#   DESTDIR=/tmp/stage bash Scripts/install-c.sh /usr    staged for a package: the files go under
#                                           /tmp/stage/usr, dragtoact.pc names /usr
#
# Needs swift, patchelf and SQLite's headers (Debian: apt-get install -y patchelf libsqlite3-dev
# pkg-config); it installs nothing of the system's, and says what is missing. The libraries it
# links besides the bundled ones are libc's, SQLite's, libstdc++ and libgcc_s (Debian: libc6,
# libsqlite3-0, libstdc++6, libgcc-s1). dragtoact.pc adds -Wl,-rpath,LIBDIR unless LIBDIR is
# /usr/lib, which the loader searches anyway.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=${1:-${PREFIX:-/usr/local}}
destdir=${DESTDIR:-}
fail() { echo "install-c.sh: $*" >&2; exit 1; }
command -v swift >/dev/null || fail "swift is not on PATH (Swift 6 from swift.org)"
command -v patchelf >/dev/null || fail "patchelf is missing: it sets the library's RUNPATH (Debian, Ubuntu: apt-get install -y patchelf)"
{ command -v pkg-config >/dev/null && pkg-config --exists sqlite3; } \
    || fail "SQLite's headers are missing (pkg-config sqlite3 finds nothing; Debian, Ubuntu: apt-get install -y libsqlite3-dev pkg-config)"
if [ -n "$destdir" ]; then
    case $prefix in /*) ;; *) fail "with DESTDIR, PREFIX must be absolute (the path the files will have once installed), found \"$prefix\"" ;; esac
fi
build=$(swift build -c release --product DragToAct 2>&1) || { printf '%s\n' "$build" >&2; fail "swift build -c release --product DragToAct failed"; }
lib="$(swift build -c release --show-bin-path)/libDragToAct.so"
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")/lib/swift/linux
version=$(awk '/#define DTA_VERSION_(MAJOR|MINOR|PATCH)/ { v = v (v ? "." : "") $3 } END { print v }' Sources/CDragToAct/include/dragtoact.h)
major=${version%%.*}
mkdir -p "$destdir$prefix"
[ -n "$destdir" ] || prefix=$(cd "$prefix" && pwd)
root=$destdir$prefix
rm -rf "$root/lib/dragtoact"
mkdir -p "$root/include" "$root/lib/pkgconfig" "$root/lib/dragtoact" "$root/share/dragtoact"
install -m 644 Sources/CDragToAct/include/dragtoact.h "$root/include/dragtoact.h"
install -m 644 Sources/CDragToAct/swift-runtime.supp "$root/share/dragtoact/swift-runtime.supp"
install -m 644 "$lib" "$root/lib/libDragToAct.so.$version"
# One change a call: patchelf 0.14 given both kept the toolchain's RUNPATH.
patchelf --set-soname "libDragToAct.so.$major" "$root/lib/libDragToAct.so.$version"
patchelf --set-rpath '$ORIGIN/dragtoact' "$root/lib/libDragToAct.so.$version"
ln -sfn "libDragToAct.so.$version" "$root/lib/libDragToAct.so.$major"
ln -sfn "libDragToAct.so.$major" "$root/lib/libDragToAct.so"
# Every library the loader finds in the toolchain (directly or through another) is bundled,
# each finding its neighbours through $ORIGIN.
bundled=0
while read -r path; do
    install -m 644 "$path" "$root/lib/dragtoact/"
    patchelf --set-rpath '$ORIGIN' "$root/lib/dragtoact/$(basename "$path")"
    bundled=$((bundled + 1))
done < <(ldd "$lib" | awk -v dir="$toolchain/" 'index($3, dir) == 1 { print $3 }')
[ "$bundled" -gt 0 ] || fail "ldd found none of the Swift runtime libraries in $toolchain: the library would not load"
# The loader searches /usr/lib itself: an rpath there would only be noise in every program (Debian's lintian refuses it).
rpath=' -Wl,-rpath,${libdir}'
[ "$prefix" != /usr ] || rpath=''
cat > "$root/lib/pkgconfig/dragtoact.pc" <<PC
prefix=$prefix
includedir=\${prefix}/include
libdir=\${prefix}/lib

Name: dragtoact
Description: DragToAct, a drop-target intent engine, from C and C++
Version: $version
Cflags: -I\${includedir}
Libs: -L\${libdir} -lDragToAct$rpath
PC
echo "installed dragtoact $version into $root (header, libDragToAct.so.$version, $bundled Swift runtime libraries, dragtoact.pc, swift-runtime.supp)"
