#!/usr/bin/env bash
# codegen.sh - the speed of the code cmlir generates, against MLIR 13's.
#
# Two programs, each lowered with -convert-scf-to-std -convert-memref-to-llvm
# -convert-std-to-llvm and JIT-run at -O3 (entry @main, void result, each
# tool with its own runtime libraries, as scripts/example.sh and
# test/examples/):
#
#   matmul  @matmul of examples/matmul.mlir on MxM f32 matrices (a bench
#           copy: the function is taken from the example, the driver prints
#           a checksum instead of the matrix)
#   jacobi  examples/jacobi.mlir scaled to an NxN grid and T sweeps
#
# and three pipelines (the lowering is done beforehand and not timed):
#
#   cmlir     cmlir-opt | cmlir-cpu-runner -O3
#   cmlir-ll  cmlir-opt | cmlir-translate | cmlir-llvmir-runner -O3
#   mlir-13   mlir-opt-13 | mlir-cpu-runner-13 -O3
#
# The outputs must be identical (memref base addresses masked).  Each run
# is repeated REPS times and the best wall time kept; the ratio is
# cmlir / mlir-13 (below 1: cmlir faster).
#
# usage: bench/codegen.sh
# env:   BUILD=build REPS=3 M=800 N=1024 T=1000
set -eu
cd "$(dirname "$0")/.."
ROOT=$PWD
BUILD=${BUILD:-build}
REPS=${REPS:-3}
M=${M:-800}
N=${N:-1024}
T=${T:-1000}
BIN=$ROOT/$BUILD/bin
OURS_LIBS=$ROOT/$BUILD/lib/libcmlir_c_runner_utils.so,$ROOT/$BUILD/lib/libcmlir_runner_utils.so
UP_LIBS=/usr/lib/llvm-13/lib/libmlir_c_runner_utils.so,/usr/lib/llvm-13/lib/libmlir_runner_utils.so
PIPELINE="-convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm"

for t in "$BIN/cmlir-opt" "$BIN/cmlir-translate" "$BIN/cmlir-cpu-runner" \
         "$BIN/cmlir-llvmir-runner"; do
  [ -x "$t" ] || { echo "error: $t not built (needs llvm-14-dev)" >&2; exit 1; }
done
for t in mlir-opt-13 mlir-cpu-runner-13 /usr/bin/time; do
  command -v "$t" >/dev/null || { echo "error: $t not found" >&2; exit 1; }
done
[ $((T % 2)) -eq 0 ] || { echo "error: T must be even" >&2; exit 1; }

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# The matmul bench copy: examples/matmul.mlir's @matmul and a driver.
{
  echo 'func private @print_memref_f32(memref<*xf32>)'
  sed -n '/^func @matmul/,/^}/p' examples/matmul.mlir
  cat <<EOF
func @main() {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %m = constant $M : index
  %c13 = constant 13 : index
  %c17 = constant 17 : index
  %zero = constant 0.0 : f32
  %scale = constant 0.125 : f32
  %A = memref.alloc(%m, %m) : memref<?x?xf32>
  %B = memref.alloc(%m, %m) : memref<?x?xf32>
  %C = memref.alloc(%m, %m) : memref<?x?xf32>
  // A[i][j] = ((i + j) mod 13) / 8, B[i][j] = ((i + 2j) mod 17) / 8, C = 0
  scf.for %i = %c0 to %m step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %s = addi %i, %j : index
      %r = remi_unsigned %s, %c13 : index
      %ri = index_cast %r : index to i64
      %f = sitofp %ri : i64 to f32
      %a = mulf %f, %scale : f32
      memref.store %a, %A[%i, %j] : memref<?x?xf32>
      %j2 = addi %s, %j : index
      %r2 = remi_unsigned %j2, %c17 : index
      %ri2 = index_cast %r2 : index to i64
      %f2 = sitofp %ri2 : i64 to f32
      %b = mulf %f2, %scale : f32
      memref.store %b, %B[%i, %j] : memref<?x?xf32>
      memref.store %zero, %C[%i, %j] : memref<?x?xf32>
    }
  }
  call @matmul(%A, %B, %C) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
  %sum = scf.for %i = %c0 to %m step %c1 iter_args(%acc = %zero) -> (f32) {
    %row = scf.for %j = %c0 to %m step %c1 iter_args(%racc = %zero) -> (f32) {
      %x = memref.load %C[%i, %j] : memref<?x?xf32>
      %y = addf %racc, %x : f32
      scf.yield %y : f32
    }
    %z = addf %acc, %row : f32
    scf.yield %z : f32
  }
  %out = memref.alloc() : memref<1xf32>
  memref.store %sum, %out[%c0] : memref<1xf32>
  %U = memref.cast %out : memref<1xf32> to memref<*xf32>
  call @print_memref_f32(%U) : (memref<*xf32>) -> ()
  memref.dealloc %out : memref<1xf32>
  memref.dealloc %A : memref<?x?xf32>
  memref.dealloc %B : memref<?x?xf32>
  memref.dealloc %C : memref<?x?xf32>
  return
}
EOF
} > "$TMP/matmul.mlir"

# The jacobi bench copy: the two marked constants rewritten.
sed -e "s|constant 16 : index   // N|constant $N : index   // N|" \
    -e "s|constant 10 : index   // T (even)|constant $T : index   // T (even)|" \
    examples/jacobi.mlir > "$TMP/jacobi.mlir"
grep -q "constant $N : index   // N" "$TMP/jacobi.mlir" || { echo "error: examples/jacobi.mlir: N not found" >&2; exit 1; }

# best TOOL INPUT LIBS OUT -> best wall seconds of REPS runs; output in OUT
best() {
  local tool=$1 input=$2 libs=$3 out=$4 best_t=""
  for _ in $(seq "$REPS"); do
    /usr/bin/time -f "%e" -o "$TMP/time" "$tool" -O3 -e main -entry-point-result=void \
      -shared-libs="$libs" "$input" > "$out" 2> "$TMP/err" \
      || { cat "$TMP/err" >&2; echo "error: $tool $input failed" >&2; exit 1; }
    t=$(cat "$TMP/time")
    if [ -z "$best_t" ] || awk "BEGIN{exit !($t < $best_t)}"; then best_t=$t; fi
  done
  sed -i -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' "$out"
  echo "$best_t"
}

echo "generated code speed, -O3, best of $REPS (wall seconds, lowering not timed)"
printf '%-34s %9s %9s %9s %8s\n' program cmlir cmlir-ll mlir-13 ratio
for prog in matmul jacobi; do
  src=$TMP/$prog.mlir
  # shellcheck disable=SC2086
  "$BIN/cmlir-opt" $PIPELINE "$src" > "$TMP/$prog.ours.mlir"
  "$BIN/cmlir-translate" --mlir-to-llvmir "$TMP/$prog.ours.mlir" > "$TMP/$prog.ours.ll"
  # shellcheck disable=SC2086
  mlir-opt-13 $PIPELINE "$src" > "$TMP/$prog.up.mlir"
  t_ours=$(best "$BIN/cmlir-cpu-runner" "$TMP/$prog.ours.mlir" "$OURS_LIBS" "$TMP/$prog.out.ours")
  t_ll=$(best "$BIN/cmlir-llvmir-runner" "$TMP/$prog.ours.ll" "$OURS_LIBS" "$TMP/$prog.out.ll")
  t_up=$(best mlir-cpu-runner-13 "$TMP/$prog.up.mlir" "$UP_LIBS" "$TMP/$prog.out.up")
  for o in ours ll; do
    cmp -s "$TMP/$prog.out.$o" "$TMP/$prog.out.up" || {
      echo "error: $prog: outputs differ ($o vs mlir-13)" >&2
      diff "$TMP/$prog.out.$o" "$TMP/$prog.out.up" >&2 || true
      exit 1
    }
  done
  case $prog in
    matmul) what="matmul ${M}x${M}x${M} f32" ;;
    jacobi) what="jacobi ${N}x${N}, $T sweeps" ;;
  esac
  ratio=$(awk "BEGIN{printf \"%.2f\", $t_ours / $t_up}")
  printf '%-34s %9s %9s %9s %8s\n' "$what" "$t_ours" "$t_ll" "$t_up" "$ratio"
  same=no
  cmp -s "$TMP/$prog.ours.mlir" "$TMP/$prog.up.mlir" && same=yes
  echo "    output: $(tail -1 "$TMP/$prog.out.ours") (identical); lowered IR identical to mlir-opt-13's: $same"
done
