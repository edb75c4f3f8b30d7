#!/usr/bin/env bash
# toy.sh [N] [REPS]: a generated Toy program with N functions (gen_toy.py)
# through toyc-ch7 -emit=mlir-llvm -opt (parse, inline, shape inference,
# affine lowering and its loop passes, LLVM lowering) and -emit=llvm (the
# same plus translation and LLVM's -O0); -emit=llvm -opt, which adds LLVM's
# -O3 on the one inlined main as upstream's toyc does, on N/10 functions
# (LLVM's optimizer grows faster than linearly there); then the affine stage's IR
# (toy.print dropped) through the standard lowering to the LLVM dialect in
# cmlir-opt and mlir-opt-13.  Prints wall seconds and peak RSS (KB).
set -euo pipefail
cd "$(dirname "$0")/.."
N=${1:-2000}
REPS=${2:-3}
. bench/measure.sh
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
python3 bench/gen_toy.py "$N" > "$tmp/p.toy"
echo "toy program: $N functions"
read -r t m < <(measure toyc build/bin/toyc-ch7 "$tmp/p.toy" -emit=mlir-llvm -opt)
echo "toyc-ch7 -emit=mlir-llvm -opt: ${t}s ${m}KB"
read -r t m < <(measure toyc build/bin/toyc-ch7 "$tmp/p.toy" -emit=llvm)
echo "toyc-ch7 -emit=llvm: ${t}s ${m}KB"
python3 bench/gen_toy.py "$((N / 10))" > "$tmp/small.toy"
read -r t m < <(measure toyc build/bin/toyc-ch7 "$tmp/small.toy" -emit=llvm -opt)
echo "toyc-ch7 -emit=llvm -opt ($((N / 10)) functions, LLVM -O3 included): ${t}s ${m}KB"
build/bin/toyc-ch7 "$tmp/p.toy" -emit=mlir-affine 2>&1 | grep -v toy.print > "$tmp/a.mlir"
echo "affine IR: $(wc -l < "$tmp/a.mlir") lines"
P="-lower-affine -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm"
read -r t1 m1 < <(measure cmlir build/bin/cmlir-opt $P "$tmp/a.mlir")
read -r t2 m2 < <(measure upstream mlir-opt-13 $P "$tmp/a.mlir")
echo "lowering to LLVM: cmlir-opt ${t1}s ${m1}KB, mlir-opt-13 ${t2}s ${m2}KB"
