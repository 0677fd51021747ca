#!/usr/bin/env bash
# Scripts/install-c.sh as a packager uses it: staged with DESTDIR, into a multiarch libdir, installed
# twice over itself, moved elsewhere (dragtoact.pc is relocatable), a program built through pkg-config
# and run with no Swift toolchain in sight, and refused with a clear message (and nothing installed,
# no package manager run) when patchelf is missing.
#   bash Tests/c/install-test.sh            (builds libDragToAct in release, as install-c.sh does)
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
check() { # check DESCRIPTION EXPECTED ACTUAL
    if [ "$2" == "$3" ]; then echo "ok   $1"; else printf 'FAIL %s\n  expected: %s\n  found:    %s\n' "$1" "$2" "$3"; failures=$((failures + 1)); fi
}
# Each file under a folder, sorted by path: kind and mode, path, and where a symbolic link points.
listing() { find "$@" \( -type l -printf '%y%m %p -> %l\n' \) -o -printf '%y%m %p\n' | sort -k2; }
version=$(awk '/#define DTA_VERSION_(MAJOR|MINOR|PATCH)/ { v = v (v ? "." : "") $3 } END { print v }' Sources/CDragToAct/include/dragtoact.h)
major=${version%%.*}

# 1. Staged for a package: everything under DESTDIR, dragtoact.pc finding the prefix from its own
# folder. First into a prefix of the test's own: a script that ignored DESTDIR wrote into the system's /usr.
DESTDIR=$work/first bash Scripts/install-c.sh "$work/real" > /dev/null
check "staged with DESTDIR, nothing is written into PREFIX itself" "no" "$([ -e "$work/real" ] && echo yes || echo no)"
check "staged with DESTDIR, dragtoact.pc's prefix is relative to its own folder" 'prefix=${pcfiledir}/../..' \
    "$(grep '^prefix=' "$work/first$work/real/lib/pkgconfig/dragtoact.pc" 2>/dev/null || true)"
[ ! -e "$work/real" ] || { echo "install-test.sh: DESTDIR is ignored: not staging into /usr, which it would write" >&2; exit 1; }
DESTDIR=$work/stage bash Scripts/install-c.sh /usr > /dev/null
check "staged with DESTDIR, every file lies under DESTDIR/usr" "usr" "$(ls "$work/stage")"
check "the staged files, their kinds and modes" \
    "d755 usr
d755 usr/include
f644 usr/include/dragtoact.h
d755 usr/lib
d755 usr/lib/dragtoact
l777 usr/lib/libDragToAct.so -> libDragToAct.so.$major
l777 usr/lib/libDragToAct.so.$major -> libDragToAct.so.$version
f644 usr/lib/libDragToAct.so.$version
d755 usr/lib/pkgconfig
f644 usr/lib/pkgconfig/dragtoact.pc
d755 usr/share
d755 usr/share/dragtoact
f644 usr/share/dragtoact/swift-runtime.supp" \
    "$(cd "$work/stage" && listing usr | grep -v ' usr/lib/dragtoact/')"
check "the bundled Swift runtime libraries are files of mode 644" "" \
    "$(find "$work/stage/usr/lib/dragtoact" -not -type d \( -not -type f -o -not -perm 644 \) -printf '%p ')"
# Foundation (and its 40 MB of ICU data) is linked by the TimeZones module alone, which the library does not use.
check "the library needs no Foundation: none of it is bundled" "" \
    "$(find "$work/stage/usr/lib/dragtoact" -name '*Foundation*' -printf '%f ')"
check "the library's SONAME is libDragToAct.so.MAJOR" "libDragToAct.so.$major" \
    "$(readelf -d "$work/stage/usr/lib/libDragToAct.so.$version" | sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p')"
check "the library finds the bundled runtime beside it, not in the toolchain" '$ORIGIN/dragtoact' \
    "$(readelf -d "$work/stage/usr/lib/libDragToAct.so.$version" | sed -n 's/.*(RUNPATH).*\[\(.*\)\]/\1/p')"
# Its version script: the header's functions and nothing else (no Swift symbol of its modules), each
# of the major version's node; the node itself is the one other name defined.
check "the library exports the header's functions alone, each as name@@DRAGTOACT_MAJOR" \
    "$({ grep -oE '^[a-z_0-9 ]+[ *]dta_[a-z0-9_]+\(' Sources/CDragToAct/include/dragtoact.h | sed -E "s/.*(dta_[a-z0-9_]+)\\(/\\1@@DRAGTOACT_$major/"
         echo "DRAGTOACT_$major"; } | LC_ALL=C sort)" \
    "$(nm -D --defined-only --with-symbol-versions "$work/stage/usr/lib/libDragToAct.so.$version" | awk '$2 ~ /^[A-Z]$/ { print $3 }' | LC_ALL=C sort)"
check "dragtoact.pc names no folder of the staging, finds the prefix from its own, and adds no rpath to /usr/lib" \
    'prefix=${pcfiledir}/../..
libdir=${prefix}/lib
Libs: -L${libdir} -lDragToAct' \
    "$(grep -E '^(prefix|libdir|Libs)' "$work/stage/usr/lib/pkgconfig/dragtoact.pc")"
check "the staged dragtoact.pc, read where it lies, names the staged files" "-I$work/stage/usr/lib/pkgconfig/../../include -L$work/stage/usr/lib/pkgconfig/../../lib -lDragToAct" \
    "$(pkg-config --cflags --libs "$work/stage/usr/lib/pkgconfig/dragtoact.pc" | sed 's/ *$//')"

# Debian's multiarch: --libdir lib/x86_64-linux-gnu puts the library, its runtime and dragtoact.pc there.
triplet=$(gcc -print-multiarch 2>/dev/null || true)
triplet=${triplet:-x86_64-linux-gnu}
DESTDIR=$work/multiarch bash Scripts/install-c.sh --libdir "lib/$triplet" /usr > /dev/null
check "staged with --libdir lib/$triplet: the files, their kinds and modes" \
    "d755 usr
d755 usr/include
f644 usr/include/dragtoact.h
d755 usr/lib
d755 usr/lib/$triplet
d755 usr/lib/$triplet/dragtoact
l777 usr/lib/$triplet/libDragToAct.so -> libDragToAct.so.$major
l777 usr/lib/$triplet/libDragToAct.so.$major -> libDragToAct.so.$version
f644 usr/lib/$triplet/libDragToAct.so.$version
d755 usr/lib/$triplet/pkgconfig
f644 usr/lib/$triplet/pkgconfig/dragtoact.pc
d755 usr/share
d755 usr/share/dragtoact
f644 usr/share/dragtoact/swift-runtime.supp" \
    "$(cd "$work/multiarch" && listing usr | grep -v " usr/lib/$triplet/dragtoact/")"
check "with --libdir lib/$triplet, the Swift runtime is bundled there too" "yes" \
    "$([ -n "$(ls "$work/multiarch/usr/lib/$triplet/dragtoact")" ] && echo yes || echo no)"
check "with --libdir lib/$triplet, dragtoact.pc climbs three folders and adds no rpath (the loader searches /usr/lib/$triplet)" \
    "prefix=\${pcfiledir}/../../..
libdir=\${prefix}/lib/$triplet
Libs: -L\${libdir} -lDragToAct" \
    "$(grep -E '^(prefix|libdir|Libs)' "$work/multiarch/usr/lib/$triplet/pkgconfig/dragtoact.pc")"
for bad in /usr/lib ../lib lib/../lib lib/./x; do
    status=0
    stderr=$(LIBDIR=$bad bash Scripts/install-c.sh "$work/badlibdir" 2>&1 >/dev/null) || status=$?
    check "LIBDIR=\"$bad\" is refused, nothing installed" "status 1, installed no" \
        "status $status, installed $([ -e "$work/badlibdir" ] && echo yes || echo no)"
done
check "an empty --libdir is refused with what it takes" \
    'install-c.sh: --libdir (or LIBDIR) is empty: a folder under PREFIX, such as lib or lib/x86_64-linux-gnu' \
    "$(bash Scripts/install-c.sh --libdir "" "$work/badlibdir" 2>&1 >/dev/null || true)"
check "an absolute --libdir is refused with what it takes" \
    'install-c.sh: --libdir (or LIBDIR) must be relative to PREFIX, such as lib/x86_64-linux-gnu, found "/usr/lib"' \
    "$(bash Scripts/install-c.sh --libdir /usr/lib "$work/badlibdir" 2>&1 >/dev/null || true)"
status=0
stderr=$(DESTDIR=$work/stage2 bash Scripts/install-c.sh usr 2>&1 >/dev/null) || status=$?
check "a relative PREFIX with DESTDIR is refused" \
    'install-c.sh: with DESTDIR, PREFIX must be absolute (the path the files will have once installed), found "usr" status 1' "$stderr status $status"

# 2. Into a prefix of one's own, twice: a program linked through pkg-config needs the
# library's major only, and runs with neither the toolchain nor LD_LIBRARY_PATH.
bash Scripts/install-c.sh "$work/prefix" > /dev/null
first=$(cd "$work/prefix" && listing .)
bash Scripts/install-c.sh "$work/prefix" > /dev/null
check "installing again over an install leaves the same files" "$first" "$(cd "$work/prefix" && listing .)"
check "pkg-config --cflags --libs dragtoact" \
    "-I$work/prefix/lib/pkgconfig/../../include -L$work/prefix/lib/pkgconfig/../../lib -lDragToAct -Wl,-rpath,$work/prefix/lib/pkgconfig/../../lib" \
    "$(PKG_CONFIG_PATH=$work/prefix/lib/pkgconfig pkg-config --cflags --libs dragtoact | sed 's/ *$//')"
cat > "$work/version.c" <<'C'
#include <stdio.h>
#include <dragtoact.h>
int main(void) { printf("%d %d\n", (int)dta_version(), DTA_VERSION); return 0; }
C
# shellcheck disable=SC2046
cc "$work/version.c" $(PKG_CONFIG_PATH=$work/prefix/lib/pkgconfig pkg-config --cflags --libs dragtoact) -o "$work/version"
check "the program needs libDragToAct.so.MAJOR" "libDragToAct.so.$major" \
    "$(readelf -d "$work/version" | sed -n 's/.*(NEEDED).*\[\(libDragToAct[^]]*\)\]/\1/p')"
check "no library the program loads comes from the toolchain" "" \
    "$(env -i /usr/bin/ldd "$work/version" | grep -F "$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")" || true)"
expected=$(awk '/#define DTA_VERSION_(MAJOR|MINOR|PATCH)/ { v = v * 1000 + $3 } END { print v " " v }' Sources/CDragToAct/include/dragtoact.h)
check "the program runs with an empty environment" "$expected" "$(env -i "$work/version")"

# Relocated: the installed tree moved elsewhere (a tarball unpacked, /opt): pkg-config names where
# it now lies, and a program built through it there runs. With a multiarch libdir, given as LIBDIR.
LIBDIR=lib/$triplet bash Scripts/install-c.sh "$work/before" > /dev/null
mv "$work/before" "$work/moved"
check "moved, pkg-config --cflags --libs dragtoact names the new place" \
    "-I$work/moved/lib/$triplet/pkgconfig/../../../include -L$work/moved/lib/$triplet/pkgconfig/../../../lib/$triplet -lDragToAct -Wl,-rpath,$work/moved/lib/$triplet/pkgconfig/../../../lib/$triplet" \
    "$(PKG_CONFIG_PATH=$work/moved/lib/$triplet/pkgconfig pkg-config --cflags --libs dragtoact | sed 's/ *$//')"
# shellcheck disable=SC2046
cc "$work/version.c" $(PKG_CONFIG_PATH=$work/moved/lib/$triplet/pkgconfig pkg-config --cflags --libs dragtoact) -o "$work/moved-version"
check "moved, a program built through pkg-config runs with an empty environment" "$expected" "$(env -i "$work/moved-version")"

# 3. Without patchelf: a clear message, exit 1, nothing installed, no package manager run.
mkdir "$work/bin"
for tool in /usr/bin/* /bin/*; do
    name=$(basename "$tool")
    [ "$name" = patchelf ] || [ -e "$work/bin/$name" ] || ln -s "$tool" "$work/bin/$name"
done
for manager in apt-get apt sudo; do
    rm -f "$work/bin/$manager"
    printf '#!/bin/sh\necho "$0 $*" >> %s/ran\n' "$work" > "$work/bin/$manager"
    chmod +x "$work/bin/$manager"
done
status=0
stderr=$(PATH=$work/bin:$(dirname "$(command -v swift)") bash Scripts/install-c.sh "$work/without" 2>&1 >/dev/null) || status=$?
check "without patchelf: the message and exit 1" \
    "install-c.sh: patchelf is missing: it sets the library's RUNPATH (Debian, Ubuntu: apt-get install -y patchelf) status 1" "$stderr status $status"
check "without patchelf: nothing installed" "no" "$([ -e "$work/without" ] && echo yes || echo no)"
check "without patchelf: no package manager run" "" "$(cat "$work/ran" 2>/dev/null || true)"

[ "$failures" -eq 0 ] || { echo "install-test.sh: $failures failed" >&2; exit 1; }
echo "install-test.sh: all passed"
