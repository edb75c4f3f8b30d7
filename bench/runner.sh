#!/usr/bin/env bash
# shellcheck disable=SC2086  # FLAGS is word-split on purpose
# runner.sh - time cmlir-cpu-runner against mlir-cpu-runner-13 end to end
# (read, parse, translate to LLVM IR, JIT-compile, run) on the same
# LLVM-dialect program, each with its own runtime support libraries.
#
# The default input is bench/gen_runner.py's program (KERNELS loop-nest
# kernels over SIZExSIZE f32 memrefs), lowered to the LLVM dialect with
# mlir-opt-13.  Each runner is run REPS times per -O level; the best wall
# time and peak RSS are kept, and the two outputs are compared (memref base
# addresses masked).
#
# A third row times cmlir-llvmir-runner (the same JIT, LLVM IR text input)
# on mlir-translate-13's translation of the input (made beforehand, not
# timed): the JIT's share, available even before cmlir-cpu-runner is built.
#
# usage: bench/runner.sh [input-in-llvm-dialect.mlir]
# env:   BUILD=build, REPS=3, KERNELS=400, SIZE=24, SEED=1, LEVELS="none -O0"
#        (-O2 / -O3 work too but take ~1 min on this input: LLVM's pipeline)
set -eu
cd "$(dirname "$0")/.."
ROOT=$PWD
BUILD=${BUILD:-build}
REPS=${REPS:-3}
KERNELS=${KERNELS:-400}
SIZE=${SIZE:-24}
SEED=${SEED:-1}
LEVELS=${LEVELS:-none -O0}
OURS=${CMLIR_CPU_RUNNER:-$ROOT/$BUILD/bin/cmlir-cpu-runner}
OURS_LL=$ROOT/$BUILD/bin/cmlir-llvmir-runner
UPSTREAM=${UPSTREAM_RUNNER:-mlir-cpu-runner-13}
OURS_LIBS=$ROOT/$BUILD/lib/libcmlir_c_runner_utils.so,$ROOT/$BUILD/lib/libcmlir_runner_utils.so
UP_LIBS=/usr/lib/llvm-13/lib/libmlir_c_runner_utils.so,/usr/lib/llvm-13/lib/libmlir_runner_utils.so

if [ ! -x /usr/bin/time ]; then
  echo "error: /usr/bin/time not found (apt-get install time)" >&2
  exit 1
fi
if [ ! -x "$OURS_LL" ]; then
  echo "error: $OURS_LL not found; build first (needs llvm-14-dev)" >&2
  exit 1
fi
[ -x "$OURS" ] || echo "note: $OURS not built (no lib/target/llvmir yet): JIT-only row" >&2
command -v "$UPSTREAM" >/dev/null || { echo "error: $UPSTREAM not found" >&2; exit 1; }

if [ $# -ge 1 ]; then
  INPUT=$1
else
  mkdir -p bench/out
  SRC=bench/out/runner-k$KERNELS-n$SIZE-s$SEED.mlir
  INPUT=bench/out/runner-k$KERNELS-n$SIZE-s$SEED.llvm.mlir
  if [ ! -f "$INPUT" ]; then
    echo "== generating $INPUT" >&2
    python3 bench/gen_runner.py --kernels "$KERNELS" --size "$SIZE" --seed "$SEED" -o "$SRC"
    mlir-opt-13 -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm "$SRC" -o "$INPUT"
  fi
fi
LL=${INPUT%.mlir}.ll
[ -f "$LL" ] && [ "$LL" -nt "$INPUT" ] || mlir-translate-13 --mlir-to-llvmir "$INPUT" -o "$LL"
echo "input: $INPUT ($(wc -c < "$INPUT") bytes, $(wc -l < "$INPUT") lines)"

# best_of TOOL LIBS FLAGS... -> "wall_secs rss_kb cpu_secs" (best of REPS;
# cpu = user + sys, steadier than wall time on a loaded machine), output in
# $TMP/out
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
best_of() {
  local tool=$1 libs=$2 input=$INPUT
  shift 2
  [ "$tool" != "$OURS_LL" ] || input=$LL
  local best_t="" best_m="" best_c=""
  for _ in $(seq "$REPS"); do
    /usr/bin/time -f "%e %M %U %S" -o "$TMP/time" "$tool" "$input" -e main -entry-point-result=void \
      -shared-libs="$libs" "$@" > "$TMP/out" 2>&1 || { cat "$TMP/out" >&2; echo "error: $tool failed" >&2; exit 1; }
    read -r t m u sy < "$TMP/time"
    c=$(awk "BEGIN{printf \"%.2f\", $u + $sy}")
    if [ -z "$best_t" ] || awk "BEGIN{exit !($t < $best_t)}"; then best_t=$t; fi
    if [ -z "$best_c" ] || awk "BEGIN{exit !($c < $best_c)}"; then best_c=$c; fi
    if [ -z "$best_m" ] || [ "$m" -lt "$best_m" ]; then best_m=$m; fi
  done
  echo "$best_t $best_m $best_c"
}

printf '%-8s %-22s %10s %10s %14s\n' level tool "wall (s)" "cpu (s)" "peak RSS (MB)"
for level in $LEVELS; do
  flags=""
  [ "$level" = none ] || flags=$level
  read -r ut um uc <<< "$(best_of "$UPSTREAM" "$UP_LIBS" $flags)"
  sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' "$TMP/out" > "$TMP/up.out"
  printf '%-8s %-22s %10s %10s %14s\n' "$level" mlir-cpu-runner-13 "$ut" "$uc" "$((um / 1024))"
  for tool in "$OURS" "$OURS_LL"; do
    [ -x "$tool" ] || continue
    read -r ot om oc <<< "$(best_of "$tool" "$OURS_LIBS" $flags)"
    sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' "$TMP/out" > "$TMP/ours.out"
    printf '%-8s %-22s %10s %10s %14s' "$level" "$(basename "$tool")" "$ot" "$oc" "$((om / 1024))"
    if cmp -s "$TMP/ours.out" "$TMP/up.out"; then echo "   same output"; else echo "   OUTPUT DIFFERS"; fi
  done
done
