#!/usr/bin/env bash
# python.sh - the Python bindings benchmark (docs/performance.md, "Python
# bindings"):
#  1. cost per created op: the module of bench/capi/capi_bench.c (N
#     functions, op by op) built through the bindings
#     (bench/python/python_bench.py) and through the C API
#     (capi_bench.c against libcmlir.a); CPU seconds per op of each;
#  2. parse + canonicalize,cse + print of that module's text from Python
#     against `cmlir-opt -canonicalize -cse` and `mlir-opt-13` on the file.
# Best of REPS runs (CPU time: steadier on a loaded machine).
# usage: bench/python.sh [N functions, default 2000]   env: BUILD=build REPS=3
set -eu
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
REPS=${REPS:-3}
N=${1:-2000}
PY=/usr/bin/python3
OUT=bench/out/python
mkdir -p "$OUT"
export PYTHONPATH=$BUILD/python_packages
gcc -O2 -std=c11 -Iinclude bench/capi/capi_bench.c -o "$OUT/capi_bench" \
  "$BUILD/lib/libcmlir.a" -lpthread -lm

best() { sort -g | head -1; }
cpu_of() { awk -v p="$1" '$1 == "phase" && $2 == p { print $4 }'; }

c_build=$(for _ in $(seq "$REPS"); do
  CAPI_BENCH_UNTIL=build "$OUT/capi_bench" "$N" | cpu_of build; done | best)
py_build=$(for _ in $(seq "$REPS"); do
  $PY bench/python/python_bench.py "$N" "$OUT/module.mlir" | cpu_of build; done | best)
ops=$($PY bench/python/python_bench.py 1 | awk '$1 == "ops" { print $2 }')
ops=$(( (ops - 1) * N + 1 ))
echo "build: $ops ops"
awk -v c="$c_build" -v p="$py_build" -v n="$ops" 'BEGIN {
  printf "  C API   %.3f s  %.2f us/op\n", c, c / n * 1e6
  printf "  Python  %.3f s  %.2f us/op  (%.2fx the C API)\n", p, p / n * 1e6, p / c }'

cputime() { # cputime CMD...: CPU seconds (user + sys) of a command
  /usr/bin/time -f "%U %S" "$@" 2>&1 >/dev/null | tail -1 | awk '{ print $1 + $2 }'
}
py_path=$(for _ in $(seq "$REPS"); do
  $PY bench/python/python_bench.py --parse "$OUT/module.mlir" "$OUT/py.mlir" | cpu_of parse_opt_print; done | best)
py_total=$(for _ in $(seq "$REPS"); do
  cputime $PY bench/python/python_bench.py --parse "$OUT/module.mlir" "$OUT/py.mlir"; done | best)
opt=$(for _ in $(seq "$REPS"); do
  cputime "$BUILD/bin/cmlir-opt" -canonicalize -cse "$OUT/module.mlir" -o "$OUT/cmlir.mlir"; done | best)
up=$(for _ in $(seq "$REPS"); do
  cputime mlir-opt-13 -canonicalize -cse "$OUT/module.mlir" -o "$OUT/up.mlir"; done | best)
diff -q -B "$OUT/py.mlir" "$OUT/cmlir.mlir" >/dev/null && same=same || same=DIFFERENT
echo "parse + canonicalize,cse + print ($(wc -c < "$OUT/module.mlir") bytes; Python and cmlir-opt output: $same)"
echo "  Python (in-process)        $py_path s   (whole process $py_total s)"
echo "  cmlir-opt (whole process)  $opt s"
echo "  mlir-opt-13 (whole process) $up s"
