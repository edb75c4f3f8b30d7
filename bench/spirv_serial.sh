#!/usr/bin/env bash
# spirv_serial.sh - time cmlir-translate against mlir-translate-13 on the
# SPIR-V binary form: -serialize-spirv of a large spv.module, and
# -deserialize-spirv of the binary (13's binary, which cmlir's equals).
# Each is run REPS times (default 3); the best wall time and the best peak
# RSS are kept and the ratios printed.  The binaries are compared once.
#
# usage: bench/spirv_serial.sh
# env:   BUILD=build, FUNCS=20000 (functions in the module), REPS=3, SEED=1
set -eu
cd "$(dirname "$0")/.."
ROOT=$PWD
BUILD=${BUILD:-build}
REPS=${REPS:-3}
FUNCS=${FUNCS:-20000}
SEED=${SEED:-1}
OURS=${CMLIR_TRANSLATE:-$ROOT/$BUILD/bin/cmlir-translate}
UPSTREAM=${UPSTREAM_TRANSLATE:-mlir-translate-13}
[ -x /usr/bin/time ] || { echo "error: /usr/bin/time not found" >&2; exit 1; }
[ -x "$OURS" ] || { echo "error: $OURS not found; build first" >&2; exit 1; }
command -v "$UPSTREAM" >/dev/null || { echo "error: $UPSTREAM not found" >&2; exit 1; }

mkdir -p bench/out
INPUT=bench/out/spv-${FUNCS}f-s$SEED.mlir
if [ ! -f "$INPUT" ]; then
  echo "== generating $INPUT ($FUNCS functions)" >&2
  python3 bench/gen_spirv.py --profile serial --functions "$FUNCS" --seed "$SEED" -o "$INPUT"
fi
. bench/measure.sh

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$OURS" -serialize-spirv "$INPUT" -o "$tmp/ours.spv"
"$UPSTREAM" -serialize-spirv "$INPUT" -o "$tmp/up.spv"
if cmp -s "$tmp/ours.spv" "$tmp/up.spv"; then same=identical; else same=different; fi

row() { # label ut um ot om
  awk -v l="$1" -v ut="$2" -v um="$3" -v ot="$4" -v om="$5" 'BEGIN{
    printf "%-12s %8.2f %8.2f %7.1fx %9.1f %9.1f %7.2f\n", l, ut, ot,
      (ot > 0 ? ut / ot : 0), um / 1024, om / 1024, (um > 0 ? om / um : 0) }'
}
echo "input: $INPUT ($(($(stat -c %s "$INPUT") / 1024 / 1024)) MB text, $(($(stat -c %s "$tmp/up.spv") / 1024 / 1024)) MB binary), best of $REPS; binaries $same"
printf '%-12s %8s %8s %8s %9s %9s %7s\n' step '13 (s)' 'cm (s)' speedup '13 (MB)' 'cm (MB)' 'mem'
read -r ut um < <(measure up-ser "$UPSTREAM" -serialize-spirv "$INPUT" -o /dev/null)
read -r ot om < <(measure cm-ser "$OURS" -serialize-spirv "$INPUT" -o /dev/null)
row serialize "$ut" "$um" "$ot" "$om"
read -r ut um < <(measure up-des "$UPSTREAM" -deserialize-spirv "$tmp/up.spv" -o /dev/null)
read -r ot om < <(measure cm-des "$OURS" -deserialize-spirv "$tmp/up.spv" -o /dev/null)
row deserialize "$ut" "$um" "$ot" "$om"
