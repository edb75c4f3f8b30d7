#!/usr/bin/env bash
# example.sh - build cmlir (build/) and run the main job on the shipped
# example examples/matmul.mlir (std + memref + scf): lower it to the LLVM
# dialect with cmlir-opt, translate it to LLVM IR with cmlir-translate, and
# JIT-run it with cmlir-cpu-runner, which prints the product matrix through
# the runtime library.  Installs missing tools with apt-get.
set -eu
cd "$(dirname "$0")/.."
. scripts/deps.sh
cmlir_deps_core
cmlir_deps_llvm
cmlir_install

JOBS=${JOBS:-$(nproc 2>/dev/null || echo 4)}
CC=${CC:-gcc} cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
ninja -C build -j "$JOBS" >/dev/null

ex=examples/matmul.mlir
pipeline="-convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm"
libs=build/lib/libcmlir_c_runner_utils.so,build/lib/libcmlir_runner_utils.so
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "== cmlir-opt $pipeline $ex"
# shellcheck disable=SC2086
build/bin/cmlir-opt $pipeline "$ex" >"$tmp/lowered.mlir"
echo "   $(grep -c 'llvm\.' "$tmp/lowered.mlir") lines of LLVM dialect"
echo "== cmlir-translate --mlir-to-llvmir"
build/bin/cmlir-translate --mlir-to-llvmir "$tmp/lowered.mlir" >"$tmp/matmul.ll"
echo "   $(grep -c '^define' "$tmp/matmul.ll") functions of LLVM IR"
echo "== cmlir-cpu-runner -e main -entry-point-result=void"
build/bin/cmlir-cpu-runner -e main -entry-point-result=void \
  -shared-libs="$libs" "$tmp/lowered.mlir"
