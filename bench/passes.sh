#!/usr/bin/env bash
# passes.sh - benchmark pass pipelines of cmlir-opt against mlir-opt-13 on a
# large std + memref module (bench/gen_std.py): -cse, func(cse),
# -canonicalize -cse and -inline [-sccp] -symbol-dce; wall time and peak RSS of
# each tool (best of REPS, via bench/run.sh), threaded and single-threaded.
#
# usage: bench/passes.sh [input.mlir]   (default: generate bench/out/std-<N>mb.mlir)
# env:   BUILD=build, SIZE_MB=20, REPS=3, SEED=1
set -eu
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
SIZE_MB=${SIZE_MB:-20}
SEED=${SEED:-1}
export BUILD REPS=${REPS:-3}
OURS=$PWD/$BUILD/bin/cmlir-opt

if [ $# -ge 1 ]; then
  INPUT=$1
else
  mkdir -p bench/out
  INPUT=bench/out/std-${SIZE_MB}mb-s$SEED.mlir
  if [ ! -f "$INPUT" ]; then
    echo "== generating $INPUT (${SIZE_MB} MB)" >&2
    python3 bench/gen_std.py --size-mb "$SIZE_MB" --seed "$SEED" -o "$INPUT"
  fi
fi

run() { # <label> <flags for both tools>
  echo
  echo "== $1: $2"
  CMLIR_FLAGS="$2" UPSTREAM_FLAGS="$2" bash bench/run.sh "$INPUT" | tail -4
}

# The outputs must agree before timing means anything.
check() { # <flags>
  # shellcheck disable=SC2086
  "$OURS" $1 "$INPUT" > /tmp/passes-bench-ours.$$
  # shellcheck disable=SC2086
  mlir-opt-13 $1 "$INPUT" > /tmp/passes-bench-theirs.$$
  if cmp -s /tmp/passes-bench-ours.$$ /tmp/passes-bench-theirs.$$; then
    echo "output of '$1': identical to mlir-opt-13"
  else
    echo "output of '$1': DIFFERS from mlir-opt-13"
  fi
  rm -f /tmp/passes-bench-ours.$$ /tmp/passes-bench-theirs.$$
}

check "-cse"
run "cse (threads)" "-cse"
run "cse (one thread)" "-cse -mlir-disable-threading"
run "func(cse) (threads)" "-pass-pipeline=func(cse)"
run "func(cse) (one thread)" "-pass-pipeline=func(cse) -mlir-disable-threading"
if "$OURS" --help | grep -q -- '--canonicalize '; then
  check "-canonicalize -cse"
  run "canonicalize, cse (threads)" "-canonicalize -cse"
  run "canonicalize, cse (one thread)" "-canonicalize -cse -mlir-disable-threading"
fi
if "$OURS" --help | grep -q -- '--sccp '; then
  check "-inline -sccp -symbol-dce"
  run "inline, sccp, symbol-dce (threads)" "-inline -sccp -symbol-dce"
  run "inline, sccp, symbol-dce (one thread)" "-inline -sccp -symbol-dce -mlir-disable-threading"
fi
