#!/usr/bin/env bash
# example.sh - build cmlir (build/) and run the main job on the shipped
# examples: cmlir-opt parses, verifies and prints each examples/*.mlir back
# (the round-tripped IR goes to stdout).  Installs missing tools with apt-get.
set -eu
cd "$(dirname "$0")/.."
. scripts/deps.sh
cmlir_deps_core
cmlir_install

JOBS=${JOBS:-$(nproc 2>/dev/null || echo 4)}
CC=${CC:-gcc} cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
ninja -C build -j "$JOBS" cmlir-opt >/dev/null

status=0
for f in examples/*.mlir; do
  echo "// ===== $f: cmlir-opt -allow-unregistered-dialect $f"
  if ! build/bin/cmlir-opt -allow-unregistered-dialect "$f"; then
    echo "// ===== $f: FAILED" >&2
    status=1
  fi
done
exit $status
