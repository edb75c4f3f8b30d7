#!/bin/sh
# install_test.sh BUILD_DIR [CC] - cmlir as an installed package, end to end
# (the ctest test install.consumers):
#   1. cmake --install BUILD_DIR into a staging prefix, then move the tree
#      elsewhere (the package must be relocatable);
#   2. the installed headers compile (all in one translation unit);
#   3. examples/standalone: configured with find_package(cmlir CONFIG)
#      through CMAKE_PREFIX_PATH, built, and its lit tests run; built
#      again with cmlir::cmlir_static and run once;
#   4. examples/pkgconfig-consumer: built with pkg-config against
#      libcmlir.so and against libcmlir.a, and run;
#   5. the installed Python package (when the bindings were built, not in
#      a sanitizer build) imports from the prefix and parses a module.
# CC (default: cc) must be the compiler of BUILD_DIR for a sanitizer build
# (the package then asks consumers to link the sanitizer runtime).
# Needs ninja, make and pkg-config.  Env: CMAKE (cmake command), LIT (lit
# command, default llvm-14's lit.py), KEEP=1 keeps the temporary directory.
set -eu
build=$(cd "${1:?usage: install_test.sh BUILD_DIR [CC]}" && pwd)
cc=${2:-cc}
src=$(cd "$(dirname "$0")/.." && pwd)
lit=${LIT:-"python3 /usr/lib/llvm-14/build/utils/lit/lit.py"}
cmake=${CMAKE:-cmake}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cmlir-install.XXXXXX")
if [ "${KEEP:-0}" = 1 ]; then echo "temporary directory: $tmp"; else
  trap 'rm -rf "$tmp"' EXIT; fi
start=$(date +%s)
step() { echo "== [$(( $(date +%s) - start ))s] $*"; }
quiet() { # run a command, showing its output only if it fails
  if ! "$@" >"$tmp/log" 2>&1; then cat "$tmp/log"; echo "FAILED: $*"; exit 1; fi
}

step "install $build"
quiet "$cmake" --install "$build" --prefix "$tmp/stage"
mv "$tmp/stage" "$tmp/prefix"
prefix=$tmp/prefix
if grep -rl "$tmp/stage" "$prefix/lib/cmake" "$prefix/lib/pkgconfig"; then
  echo "FAILED: the installed package refers to the staging prefix"; exit 1
fi
for f in include/cmlir/ir.h include/cmlir/opt_main.h bin/cmlir-opt \
         bin/cmlir-translate lib/libcmlir.a lib/libcmlir.so \
         lib/libcmlir_c_runner_utils.so lib/libcmlir_runner_utils.so \
         lib/pkgconfig/cmlir.pc lib/cmake/cmlir/cmlirConfig.cmake; do
  [ -e "$prefix/$f" ] || { echo "FAILED: $f not installed"; exit 1; }
done
"$prefix/bin/cmlir-opt" --version >/dev/null

step "installed headers compile together"
# (each alone: the test headers.self_contained, on the source tree)
# (mlir-c/Bindings/Python needs Python.h: left out here)
(cd "$prefix/include" && find cmlir mlir-c -name '*.h' | LC_ALL=C sort |
  grep -v '^mlir-c/Bindings/Python/' | sed 's/.*/#include "&"/') >"$tmp/all_headers.c"
quiet "$cc" -std=c11 -Wall -Wextra -Werror -fsyntax-only -I"$prefix/include" \
  "$tmp/all_headers.c"

step "examples/standalone with find_package(cmlir CONFIG)"
quiet "$cmake" -S "$src/examples/standalone" -B "$tmp/standalone" -G Ninja \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_C_COMPILER="$cc" \
  -DCMAKE_PREFIX_PATH="$prefix"
quiet "$cmake" --build "$tmp/standalone"
if ! ldd "$tmp/standalone/bin/standalone-opt" | grep -q "libcmlir.so.0 => $prefix/lib"; then
  ldd "$tmp/standalone/bin/standalone-opt"
  echo "FAILED: standalone-opt does not use the installed libcmlir.so"; exit 1
fi
# shellcheck disable=SC2086
quiet $lit -sv --param standalone_tools_dir="$tmp/standalone/bin" \
  --param cmlir_tools_dir="$prefix/bin" --param exec_root="$tmp/lit" \
  "$src/examples/standalone/test"
grep -E "^ *(Passed|Failed|Unsupported)" "$tmp/log" || true

step "examples/standalone linked with cmlir::cmlir_static"
quiet "$cmake" -S "$src/examples/standalone" -B "$tmp/standalone-static" \
  -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_C_COMPILER="$cc" \
  -DCMAKE_PREFIX_PATH="$prefix" -DSTANDALONE_LINK_STATIC=ON
quiet "$cmake" --build "$tmp/standalone-static"
if ldd "$tmp/standalone-static/bin/standalone-opt" | grep -q libcmlir; then
  echo "FAILED: the static standalone-opt loads libcmlir.so"; exit 1
fi
"$tmp/standalone-static/bin/standalone-opt" "$src/examples/standalone/test/switch-bar-foo.mlir" \
  -standalone-switch-bar-foo | grep -q "func @foo()"

step "examples/pkgconfig-consumer with pkg-config"
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
pkg-config --cflags --libs cmlir
quiet make -s -C "$src/examples/pkgconfig-consumer" CC="$cc" O="$tmp"
"$tmp/consumer" >"$tmp/out"
grep -q "return %arg0 : i32" "$tmp/out" || {
  cat "$tmp/out"; echo "FAILED: unexpected output of the consumer"; exit 1; }
mkdir -p "$tmp/static"
quiet make -s -C "$src/examples/pkgconfig-consumer" CC="$cc" O="$tmp/static" STATIC=1
"$tmp/static/consumer" >"$tmp/out"
grep -q "return %arg0 : i32" "$tmp/out"
site=$(ls -d "$prefix"/lib/python3*/site-packages 2>/dev/null | head -1)
if [ -n "$site" ] && [ -d "$site/mlir" ] && \
   ! grep -q '^CMLIR_SANITIZE:BOOL=ON' "$build/CMakeCache.txt"; then
  step "the installed Python package (import mlir from $site)"
  PYTHONPATH=$site /usr/bin/python3 -c '
import mlir.ir as ir
import mlir.dialects.std
with ir.Context(), ir.Location.unknown():
    m = ir.Module.parse("func @f(%a: i32) -> i32 { return %a : i32 }")
    print(m)' >"$tmp/out"
  grep -q "return %arg0 : i32" "$tmp/out" || {
    cat "$tmp/out"; echo "FAILED: the installed Python package"; exit 1; }
fi
echo "install test passed"
