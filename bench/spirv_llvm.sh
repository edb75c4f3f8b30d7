#!/usr/bin/env bash
# spirv_llvm.sh - -convert-spirv-to-llvm against MLIR 13's, in one run: a
# large generated spv.module (bench/gen_spirv.py, N functions mixing every
# op family the conversion handles, selections, loops, calls, bound
# globals) through cmlir-opt and mlir-opt-13: best wall time and lowest
# peak RSS of REPS runs, the ratios mlir-13 / cmlir (time: how many times
# faster) and cmlir / mlir-13 (memory).  The two outputs must be
# identical.
#
# usage: bench/spirv_llvm.sh
# env:   BUILD=build REPS=3 N=3000
set -eu
cd "$(dirname "$0")/.."
ROOT=$PWD
BUILD=${BUILD:-build}
REPS=${REPS:-3}
N=${N:-3000}
BIN=$ROOT/$BUILD/bin
# shellcheck source=bench/measure.sh
. bench/measure.sh
[ -x "$BIN/cmlir-opt" ] || { echo "error: $BIN/cmlir-opt not built" >&2; exit 1; }
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
PASS=-convert-spirv-to-llvm

python3 bench/gen_spirv.py "$N" > "$TMP/big.mlir"
"$BIN/cmlir-opt" $PASS "$TMP/big.mlir" > "$TMP/big.ours"
mlir-opt-13 $PASS "$TMP/big.mlir" > "$TMP/big.up" 2>/dev/null
same=no; cmp -s "$TMP/big.ours" "$TMP/big.up" && same=yes
read -r t_o m_o < <(measure cmlir "$BIN/cmlir-opt" $PASS "$TMP/big.mlir")
read -r t_u m_u < <(measure mlir-13 mlir-opt-13 $PASS "$TMP/big.mlir")
echo "spirv to llvm: $N generated spv functions ($(wc -l < "$TMP/big.mlir") lines), $PASS, best of $REPS"
printf '%-10s %9s %12s\n' tool 'wall s' 'peak RSS kB'
printf '%-10s %9s %12s\n' cmlir "$t_o" "$m_o" mlir-13 "$t_u" "$m_u"
echo "  speed-up (mlir-13 / cmlir): $(awk "BEGIN{printf \"%.1f\", $t_u / ($t_o > 0 ? $t_o : 0.01)}")x," \
     "memory (cmlir / mlir-13): $(awk "BEGIN{printf \"%.2f\", $m_o / $m_u}"); outputs identical: $same"
