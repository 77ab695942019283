#!/usr/bin/env bash
# Builds solvers/cadical-core/cadical-core.wasm: CaDiCaL 1.7.4 from Debian's source package (cadical
# 1.7.4-1, trixie) and glue.cpp, compiled by Debian's emscripten (3.1.6) to a standalone WebAssembly
# module that needs no JavaScript glue. The same sources and compiler give the same bytes.
#
# Only the package's upstream tarball is used, checked against its SHA-256: the archive's mirrors
# no longer hold the package's .dsc and Debian tarball, and Debian's patches (in 1.5.3-2 the only
# one gave configure and the makefile LDFLAGS) touch nothing this build compiles.
#
#   build.sh            rebuild the module in place
#   build.sh --check    rebuild it in a temporary folder; exit 1 if its bytes differ from the committed ones
#
# Needs: em++ (apt-get install emscripten) and either CADICAL_SOURCE (an unpacked source tree)
# or a deb-src line for Debian's trixie archive (apt-get source --print-uris finds the tarball).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
PACKAGE_VERSION=1.7.4-1
TARBALL=cadical_1.7.4.orig.tar.gz
TARBALL_SHA256=866c8a1332ff1ad5dc7ad403bdef3164420f3f947816b5c9509aad1d18ada7a1
TARGET="$HERE/cadical-core.wasm"

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

if [ -n "${CADICAL_SOURCE:-}" ]; then
  SOURCE="$CADICAL_SOURCE"
else
  # Asked from the empty work folder: apt-get leaves out a file already in the current one.
  URI="$(cd "$WORK" && apt-get source --print-uris "cadical=$PACKAGE_VERSION" 2>/dev/null | awk -v f="$TARBALL" '$2 == f { gsub("\047", "", $1); print $1 }')"
  [ -n "$URI" ] || { echo "build.sh: apt-get knows no $TARBALL (a deb-src line for trixie is needed)" >&2; exit 2; }
  /usr/lib/apt/apt-helper download-file "$URI" "$WORK/$TARBALL" "SHA256:$TARBALL_SHA256" >/dev/null 2>&1 ||
    { echo "build.sh: could not download $URI" >&2; exit 2; }
  echo "$TARBALL_SHA256  $WORK/$TARBALL" | sha256sum --check --quiet
  mkdir "$WORK/src" && tar -xzf "$WORK/$TARBALL" -C "$WORK/src" --strip-components=1
  SOURCE="$WORK/src"
fi
[ -f "$SOURCE/src/cadical.hpp" ] || { echo "build.sh: no CaDiCaL source at $SOURCE" >&2; exit 2; }
command -v em++ >/dev/null || { echo "build.sh: em++ not found (apt-get install emscripten)" >&2; exit 2; }

# Debian's emcc runs its optimiser on Node, with Debian's acorn.
export NODE_PATH=/usr/share/nodejs
# Paths that reach the module through __FILE__ are mapped to fixed names: the bytes do not depend on where it is built.
# The release's version.cpp still says 1.7.3 (its VERSION file was not updated for 1.7.4): the version is given.
FLAGS=(-O3 -DNDEBUG -DNBUILD '-DVERSION="1.7.4"' -fno-exceptions -ffile-prefix-map="$SOURCE"=cadical -ffile-prefix-map="$HERE"=sudocnf)
mkdir -p "$WORK/o"
# Every source file but the two applications' mains, two at a time.
find "$SOURCE/src" -maxdepth 1 -name '*.cpp' ! -name cadical.cpp ! -name mobical.cpp -print0 | sort -z |
  xargs -0 -P "$(nproc)" -I{} sh -c 'em++ "$@" -c "{}" -o "'"$WORK"'/o/$(basename "{}" .cpp).o"' _ "${FLAGS[@]}"
em++ "${FLAGS[@]}" -I"$SOURCE/src" -c "$HERE/glue.cpp" -o "$WORK/o/glue.o"
(cd "$WORK/o" && em++ -O3 -fno-exceptions -sSTANDALONE_WASM=1 -sWASM_BIGINT=1 --no-entry -sFILESYSTEM=0 \
  -sALLOW_MEMORY_GROWTH=1 -sINITIAL_MEMORY=16MB -sMAXIMUM_MEMORY=4GB -sERROR_ON_UNDEFINED_SYMBOLS=0 -sWARN_ON_UNDEFINED_SYMBOLS=0 \
  $(ls *.o | sort) -o "$WORK/cadical-core.wasm")

if [ "${1:-}" = "--check" ]; then
  if cmp -s "$WORK/cadical-core.wasm" "$TARGET"; then
    echo "cadical-core.wasm: rebuilt from cadical $PACKAGE_VERSION, the same bytes ($(wc -c < "$TARGET") bytes)"
  else
    echo "cadical-core.wasm: the rebuilt module differs from the committed one" >&2
    exit 1
  fi
else
  cp "$WORK/cadical-core.wasm" "$TARGET"
  echo "wrote $TARGET ($(wc -c < "$TARGET") bytes)"
fi
