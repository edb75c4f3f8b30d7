#!/usr/bin/env bash
# vector.sh - the vector lowering against MLIR 13's, in one run.
#
# 1. Compile speed: a large module of random vector programs
#    (test/random/gen_vector.py, N functions: contractions, transfers with
#    masks, reductions, shuffles, fma, outer products, transposes, masks)
#    through -convert-vector-to-scf -convert-vector-to-llvm, by cmlir-opt
#    and mlir-opt-13: best wall time and lowest peak RSS of REPS runs, the
#    ratios mlir-13 / cmlir (time: how many times faster) and cmlir /
#    mlir-13 (memory).  The two outputs must be identical.
# 2. Generated code: a vectorized matmul of MxM f32 matrices whose inner
#    step is a vector.contract on 4x4 tiles (rows moved by 1-D transfers),
#    lowered by both tools (-convert-vector-to-scf -convert-vector-to-llvm
#    -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm, not
#    timed) and JIT-run at -O3 by cmlir-cpu-runner and mlir-cpu-runner-13;
#    the printed checksums must match; ratio cmlir / mlir-13 (below 1:
#    cmlir faster).
#
# usage: bench/vector.sh
# env:   BUILD=build REPS=3 N=2000 M=256
set -eu
cd "$(dirname "$0")/.."
ROOT=$PWD
BUILD=${BUILD:-build}
REPS=${REPS:-3}
N=${N:-2000}
M=${M:-256}
BIN=$ROOT/$BUILD/bin
OURS_LIBS=$ROOT/$BUILD/lib/libcmlir_c_runner_utils.so,$ROOT/$BUILD/lib/libcmlir_runner_utils.so
UP_LIBS=/usr/lib/llvm-13/lib/libmlir_c_runner_utils.so,/usr/lib/llvm-13/lib/libmlir_runner_utils.so
# shellcheck source=bench/measure.sh
. bench/measure.sh
for t in "$BIN/cmlir-opt" "$BIN/cmlir-cpu-runner"; do
  [ -x "$t" ] || { echo "error: $t not built" >&2; exit 1; }
done
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
PASSES="-convert-vector-to-scf -convert-vector-to-llvm"
LOWER="$PASSES -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm"

# --- 1. compile speed ------------------------------------------------------
python3 test/random/gen_vector.py 1 "$N" > "$TMP/big.mlir"
# shellcheck disable=SC2086
"$BIN/cmlir-opt" $PASSES "$TMP/big.mlir" > "$TMP/big.ours"
# shellcheck disable=SC2086
mlir-opt-13 $PASSES "$TMP/big.mlir" > "$TMP/big.up" 2>/dev/null
same=no; cmp -s "$TMP/big.ours" "$TMP/big.up" && same=yes
# shellcheck disable=SC2086
read -r t_o m_o < <(measure cmlir "$BIN/cmlir-opt" $PASSES "$TMP/big.mlir")
# shellcheck disable=SC2086
read -r t_u m_u < <(measure mlir-13 mlir-opt-13 $PASSES "$TMP/big.mlir")
echo "vector lowering: $N random vector functions ($(wc -l < "$TMP/big.mlir") lines), $PASSES, best of $REPS"
printf '%-10s %9s %12s\n' tool 'wall s' 'peak RSS kB'
printf '%-10s %9s %12s\n' cmlir "$t_o" "$m_o" mlir-13 "$t_u" "$m_u"
echo "  speed-up (mlir-13 / cmlir): $(awk "BEGIN{printf \"%.1f\", $t_u / ($t_o > 0 ? $t_o : 0.01)}")x," \
     "memory (cmlir / mlir-13): $(awk "BEGIN{printf \"%.2f\", $m_o / $m_u}"); outputs identical: $same"

# --- 2. generated code -----------------------------------------------------
cat > "$TMP/mm.mlir" <<MLIR
#mm = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
func @load4x4(%m: memref<?x?xf32>, %i: index, %j: index) -> vector<4x4xf32> {
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %f0 = constant 0.0 : f32
  %z = constant dense<0.0> : vector<4x4xf32>
  %i1 = addi %i, %c1 : index
  %i2 = addi %i, %c2 : index
  %i3 = addi %i, %c3 : index
  %r0 = vector.transfer_read %m[%i, %j], %f0 {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  %r1 = vector.transfer_read %m[%i1, %j], %f0 {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  %r2 = vector.transfer_read %m[%i2, %j], %f0 {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  %r3 = vector.transfer_read %m[%i3, %j], %f0 {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  %v0 = vector.insert %r0, %z [0] : vector<4xf32> into vector<4x4xf32>
  %v1 = vector.insert %r1, %v0 [1] : vector<4xf32> into vector<4x4xf32>
  %v2 = vector.insert %r2, %v1 [2] : vector<4xf32> into vector<4x4xf32>
  %v3 = vector.insert %r3, %v2 [3] : vector<4xf32> into vector<4x4xf32>
  return %v3 : vector<4x4xf32>
}
func @store4x4(%v: vector<4x4xf32>, %m: memref<?x?xf32>, %i: index, %j: index) {
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %i1 = addi %i, %c1 : index
  %i2 = addi %i, %c2 : index
  %i3 = addi %i, %c3 : index
  %r0 = vector.extract %v[0] : vector<4x4xf32>
  %r1 = vector.extract %v[1] : vector<4x4xf32>
  %r2 = vector.extract %v[2] : vector<4x4xf32>
  %r3 = vector.extract %v[3] : vector<4x4xf32>
  vector.transfer_write %r0, %m[%i, %j] {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %r1, %m[%i1, %j] {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %r2, %m[%i2, %j] {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %r3, %m[%i3, %j] {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
  return
}
func @matmul(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>, %n: index) {
  %c0 = constant 0 : index
  %c4 = constant 4 : index
  scf.for %i = %c0 to %n step %c4 {
    scf.for %j = %c0 to %n step %c4 {
      %acc0 = call @load4x4(%c, %i, %j) : (memref<?x?xf32>, index, index) -> vector<4x4xf32>
      %acc = scf.for %k = %c0 to %n step %c4 iter_args(%acc1 = %acc0) -> (vector<4x4xf32>) {
        %ta = call @load4x4(%a, %i, %k) : (memref<?x?xf32>, index, index) -> vector<4x4xf32>
        %tb = call @load4x4(%b, %k, %j) : (memref<?x?xf32>, index, index) -> vector<4x4xf32>
        %r = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %ta, %tb, %acc1 : vector<4x4xf32>, vector<4x4xf32> into vector<4x4xf32>
        scf.yield %r : vector<4x4xf32>
      }
      call @store4x4(%acc, %c, %i, %j) : (vector<4x4xf32>, memref<?x?xf32>, index, index) -> ()
    }
  }
  return
}
func @main() {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %n = constant $M : index
  %f0 = constant 0.0 : f32
  %a = memref.alloc(%n, %n) : memref<?x?xf32>
  %b = memref.alloc(%n, %n) : memref<?x?xf32>
  %c = memref.alloc(%n, %n) : memref<?x?xf32>
  %c7 = constant 7 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %s = addi %i, %j : index
      %r = remi_unsigned %s, %c7 : index
      %ri = index_cast %r : index to i32
      %rf = sitofp %ri : i32 to f32
      memref.store %rf, %a[%i, %j] : memref<?x?xf32>
      memref.store %rf, %b[%j, %i] : memref<?x?xf32>
      memref.store %f0, %c[%i, %j] : memref<?x?xf32>
    }
  }
  call @matmul(%a, %b, %c, %n) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>, index) -> ()
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%s0 = %f0) -> (f32) {
    %row = scf.for %j = %c0 to %n step %c1 iter_args(%s1 = %s0) -> (f32) {
      %v = memref.load %c[%i, %j] : memref<?x?xf32>
      %s2 = addf %s1, %v : f32
      scf.yield %s2 : f32
    }
    scf.yield %row : f32
  }
  vector.print %sum : f32
  memref.dealloc %a : memref<?x?xf32>
  memref.dealloc %b : memref<?x?xf32>
  memref.dealloc %c : memref<?x?xf32>
  return
}
MLIR
# shellcheck disable=SC2086
"$BIN/cmlir-opt" $LOWER "$TMP/mm.mlir" > "$TMP/mm.ours.mlir"
# shellcheck disable=SC2086
mlir-opt-13 $LOWER "$TMP/mm.mlir" > "$TMP/mm.up.mlir" 2>/dev/null
irsame=no; cmp -s "$TMP/mm.ours.mlir" "$TMP/mm.up.mlir" && irsame=yes
best() { # tool input libs out
  local b="" t
  for _ in $(seq "$REPS"); do
    /usr/bin/time -f "%e" -o "$TMP/time" "$1" -O3 -e main -entry-point-result=void \
      -shared-libs="$3" < "$2" > "$4" 2> "$TMP/err" \
      || { cat "$TMP/err" >&2; echo "error: $1 failed" >&2; exit 1; }
    t=$(tail -1 "$TMP/time")
    if [ -z "$b" ] || awk "BEGIN{exit !($t < $b)}"; then b=$t; fi
  done
  echo "$b"
}
t_o=$(best "$BIN/cmlir-cpu-runner" "$TMP/mm.ours.mlir" "$OURS_LIBS" "$TMP/mm.out.ours")
t_u=$(best mlir-cpu-runner-13 "$TMP/mm.up.mlir" "$UP_LIBS" "$TMP/mm.out.up")
cmp -s "$TMP/mm.out.ours" "$TMP/mm.out.up" || { echo "error: matmul outputs differ" >&2; exit 1; }
echo "vectorized matmul ${M}x${M} f32 (vector.contract on 4x4 tiles), -O3, best of $REPS"
printf '%-10s %9s\n' tool 'wall s' cmlir "$t_o" mlir-13 "$t_u"
echo "  ratio cmlir / mlir-13: $(awk "BEGIN{printf \"%.2f\", $t_o / $t_u}"); checksum $(cat "$TMP/mm.out.ours") (identical); lowered IR identical: $irsame"
