#!/usr/bin/env bash
# Builds libDragToAct.so (release) and installs it for C and C++ into PREFIX (default /usr/local):
#   PREFIX/include/dragtoact.h
#   PREFIX/LIBDIR/libDragToAct.so.X.Y.Z     SONAME libDragToAct.so.X (X the major of dragtoact.h's
#                                           DTA_VERSION), RUNPATH $ORIGIN/dragtoact
#   PREFIX/LIBDIR/libDragToAct.so.X         -> libDragToAct.so.X.Y.Z (what programs load)
#   PREFIX/LIBDIR/libDragToAct.so           -> libDragToAct.so.X (what -lDragToAct links)
#   PREFIX/LIBDIR/dragtoact/*.so            the Swift runtime libraries it needs, bundled (the
#                                           folder is replaced whole on every install)
#   PREFIX/LIBDIR/pkgconfig/dragtoact.pc    so `cc app.c $(pkg-config --cflags --libs dragtoact)` works;
#                                           relocatable: its prefix is ${pcfiledir}/.. (up to PREFIX),
#                                           so the tree may be moved or unpacked anywhere
#   PREFIX/share/dragtoact/swift-runtime.supp   valgrind: the Swift runtime's one-time caches
#
#   bash Scripts/install-c.sh [PREFIX]      or   PREFIX=/tmp/x bash Scripts/install-c.sh
#   DESTDIR=/tmp/stage bash Scripts/install-c.sh /usr    staged for a package: the files go under
#                                           /tmp/stage/usr
#   --libdir DIR (or LIBDIR=DIR)            the library folder under PREFIX, default lib; Debian's
#                                           multiarch: --libdir lib/x86_64-linux-gnu (dpkg-architecture
#                                           -qDEB_HOST_MULTIARCH). Relative, without `..`.
#
# Needs swift, patchelf and SQLite's headers (Debian: apt-get install -y patchelf libsqlite3-dev
# pkg-config); it installs nothing of the system's, and says what is missing. The libraries it
# links besides the bundled ones are libc's, SQLite's, libstdc++ and libgcc_s (Debian: libc6,
# libsqlite3-0, libstdc++6, libgcc-s1). dragtoact.pc adds -Wl,-rpath,LIBDIR unless LIBDIR is
# /usr/lib, /usr/lib64 or /usr/lib/<multiarch triplet>, which the loader searches anyway.
set -euo pipefail
cd "$(dirname "$0")/.."
fail() { echo "install-c.sh: $*" >&2; exit 1; }
prefix=${PREFIX:-/usr/local}
libdir=${LIBDIR:-lib}
prefix_given=no
while [ $# -gt 0 ]; do
    case $1 in
        --libdir) [ $# -ge 2 ] || fail "--libdir needs a folder, as in --libdir lib/x86_64-linux-gnu"; libdir=$2; shift 2 ;;
        --libdir=*) libdir=${1#--libdir=}; shift ;;
        -*) fail "unknown option \"$1\" (usage: install-c.sh [--libdir DIR] [PREFIX])" ;;
        *) [ "$prefix_given" = no ] || fail "one PREFIX, found \"$prefix\" and \"$1\""; prefix=$1; prefix_given=yes; shift ;;
    esac
done
libdir=${libdir%/}
case /$libdir/ in
    //) fail "--libdir (or LIBDIR) is empty: a folder under PREFIX, such as lib or lib/x86_64-linux-gnu" ;;
    /\/*) fail "--libdir (or LIBDIR) must be relative to PREFIX, such as lib/x86_64-linux-gnu, found \"$libdir\"" ;;
    */../*|*/./*|*//*) fail "--libdir (or LIBDIR) must be a plain folder under PREFIX (no ., .. or empty parts), found \"$libdir\"" ;;
esac
destdir=${DESTDIR:-}
command -v swift >/dev/null || fail "swift is not on PATH (Swift 6 from swift.org)"
command -v patchelf >/dev/null || fail "patchelf is missing: it sets the library's RUNPATH (Debian, Ubuntu: apt-get install -y patchelf)"
{ command -v pkg-config >/dev/null && pkg-config --exists sqlite3; } \
    || fail "SQLite's headers are missing (pkg-config sqlite3 finds nothing; Debian, Ubuntu: apt-get install -y libsqlite3-dev pkg-config)"
if [ -n "$destdir" ]; then
    case $prefix in /*) ;; *) fail "with DESTDIR, PREFIX must be absolute (the path the files will have once installed), found \"$prefix\"" ;; esac
fi
# Linked with the version script, which exports the header's functions alone, as DRAGTOACT_1.
build=$(swift build -c release --product DragToAct -Xlinker "--version-script=$PWD/Sources/CDragToAct/dragtoact.map" 2>&1) \
    || { printf '%s\n' "$build" >&2; fail "swift build -c release --product DragToAct failed"; }
lib="$(swift build -c release --show-bin-path)/libDragToAct.so"
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")/lib/swift/linux
version=$(awk '/#define DTA_VERSION_(MAJOR|MINOR|PATCH)/ { v = v (v ? "." : "") $3 } END { print v }' Sources/CDragToAct/include/dragtoact.h)
major=${version%%.*}
mkdir -p "$destdir$prefix"
[ -n "$destdir" ] || prefix=$(cd "$prefix" && pwd)
root=$destdir$prefix
lib_root=$root/$libdir
rm -rf "$lib_root/dragtoact"
mkdir -p "$root/include" "$lib_root/pkgconfig" "$lib_root/dragtoact" "$root/share/dragtoact"
install -m 644 Sources/CDragToAct/include/dragtoact.h "$root/include/dragtoact.h"
install -m 644 Sources/CDragToAct/swift-runtime.supp "$root/share/dragtoact/swift-runtime.supp"
install -m 644 "$lib" "$lib_root/libDragToAct.so.$version"
# One change a call: patchelf 0.14 given both kept the toolchain's RUNPATH.
patchelf --set-soname "libDragToAct.so.$major" "$lib_root/libDragToAct.so.$version"
patchelf --set-rpath '$ORIGIN/dragtoact' "$lib_root/libDragToAct.so.$version"
ln -sfn "libDragToAct.so.$version" "$lib_root/libDragToAct.so.$major"
ln -sfn "libDragToAct.so.$major" "$lib_root/libDragToAct.so"
# Every library the loader finds in the toolchain (directly or through another) is bundled,
# each finding its neighbours through $ORIGIN.
bundled=0
while read -r path; do
    install -m 644 "$path" "$lib_root/dragtoact/"
    patchelf --set-rpath '$ORIGIN' "$lib_root/dragtoact/$(basename "$path")"
    bundled=$((bundled + 1))
done < <(ldd "$lib" | awk -v dir="$toolchain/" 'index($3, dir) == 1 { print $3 }')
[ "$bundled" -gt 0 ] || fail "ldd found none of the Swift runtime libraries in $toolchain: the library would not load"
# The loader searches /usr/lib (and /usr/lib64, /usr/lib/<multiarch triplet>) itself: an rpath there
# would only be noise in every program (Debian's lintian refuses it).
rpath=' -Wl,-rpath,${libdir}'
case $prefix/$libdir in /usr/lib | /usr/lib64 | /usr/lib/*-linux-*) rpath='' ;; esac
# Relocatable: the prefix is found from the .pc file's own folder, PREFIX/LIBDIR/pkgconfig, one `..`
# a part of LIBDIR/pkgconfig. pkg-config and pkgconf set ${pcfiledir} to where they read the file.
up=$(printf '%s/pkgconfig' "$libdir" | sed 's|[^/][^/]*|..|g')
cat > "$lib_root/pkgconfig/dragtoact.pc" <<PC
prefix=\${pcfiledir}/$up
includedir=\${prefix}/include
libdir=\${prefix}/$libdir

Name: dragtoact
Description: DragToAct, a drop-target intent engine, from C and C++
Version: $version
Cflags: -I\${includedir}
Libs: -L\${libdir} -lDragToAct$rpath
PC
echo "installed dragtoact $version into $root (header, libDragToAct.so.$version, $bundled Swift runtime libraries, dragtoact.pc, swift-runtime.supp)"
