#!/usr/bin/env bash
# shellcheck disable=SC2086  # $f / $P1.. are word-split on purpose (empty: no flag)
# pipeline.sh - the lowering pipeline against the -13 tools (issue 23).
#
# On a std + memref + scf module from bench/gen_std.py --scf:
#  1. checks that cmlir's LLVM dialect output of
#     -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm and
#     the LLVM IR of `cmlir-opt ... | cmlir-translate --mlir-to-llvmir`
#     are byte-identical to the -13 tools' (and each pass alone's output);
#  2. times (best of REPS, wall time and peak RSS) the conversion passes
#     together, each pass alone on the previous pass's output, and the whole
#     pipeline to LLVM IR text (the two processes of the pipe: RSS summed),
#     with threads and on one thread (-mlir-disable-threading for both
#     tools), printing upstream/ours time ratios and ours/upstream RSS;
#  3. for the scaling check, the pipeline and the lowering on every size of
#     SIZES (a factor of 4 apart), with seconds and MB per MB of input.
#
# usage: bench/pipeline.sh
# env:   BUILD=build (or CMLIR_OPT / CMLIR_TRANSLATE: the tools' paths), SIZE_MB=10 (the main input), SIZES="2.5 10 40",
#        REPS=3 (REPS_BIG=1 for sizes above 20 MB), SEED=1, SCALE=1 (0: skip
#        the scaling table), PASSES=1 (0: skip the per-pass rows).
set -eu
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
SIZE_MB=${SIZE_MB:-10}
SIZES=${SIZES:-2.5 10 40}
SEED=${SEED:-1}
REPS=${REPS:-3}
REPS_BIG=${REPS_BIG:-1}
OURS=${CMLIR_OPT:-$PWD/$BUILD/bin/cmlir-opt}
OURS_TR=${CMLIR_TRANSLATE:-$PWD/$BUILD/bin/cmlir-translate}
P1=-convert-scf-to-std
P2=-convert-memref-to-llvm
P3=-convert-std-to-llvm
ONE=-mlir-disable-threading
# The machine is often shared: besides the wall time (what the issue's
# targets are about) each row shows the CPU time (user + system, all
# threads), which another job's load disturbs much less.
# measure_cpu <cmd...>: "best_wall best_cpu best_rss_kb" over REPS runs.
measure_cpu() {
  local bw="" bc="" bm="" w c m tf
  tf=$(mktemp)
  for _ in $(seq "$REPS"); do
    if ! /usr/bin/time -o "$tf" -f '%e %U %S %M' "$@" >/dev/null 2>&1; then
      echo "error: failed: $*" >&2; rm -f "$tf"; echo "nan nan nan"; return 1
    fi
    read -r w u s m < <(tail -1 "$tf")
    c=$(awk -v u="$u" -v s="$s" 'BEGIN{printf "%.2f", u + s}')
    if [ -z "$bw" ] || awk "BEGIN{exit !($w < $bw)}"; then bw=$w; fi
    if [ -z "$bc" ] || awk "BEGIN{exit !($c < $bc)}"; then bc=$c; fi
    if [ -z "$bm" ] || [ "$m" -lt "$bm" ]; then bm=$m; fi
  done
  rm -f "$tf"
  echo "$bw $bc $bm"
}

input_for() { # <size_mb>: path of the generated input (made if missing)
  mkdir -p bench/out
  local f=bench/out/scf-${1}mb-s$SEED.mlir
  if [ ! -f "$f" ]; then
    echo "== generating $f ($1 MB)" >&2
    python3 bench/gen_std.py --size-mb "$1" --seed "$SEED" --scf -o "$f"
  fi
  echo "$f"
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

same() { # <what> <file a> <file b>
  if cmp -s "$2" "$3"; then
    echo "identical: $1"
  else
    echo "DIFFERS:   $1 ($(diff "$2" "$3" | grep -c '^<') lines)"
  fi
}

check() { # <input>: output identity of each step and of the pipeline
  local in=$1
  "$OURS" $P1 "$in" > "$tmp/o1.mlir"; mlir-opt-13 $P1 "$in" > "$tmp/u1.mlir"
  same "$P1" "$tmp/o1.mlir" "$tmp/u1.mlir"
  "$OURS" $P2 "$tmp/u1.mlir" > "$tmp/o2.mlir"
  mlir-opt-13 $P2 "$tmp/u1.mlir" > "$tmp/u2.mlir"
  same "$P2 (on the scf-to-std output)" "$tmp/o2.mlir" "$tmp/u2.mlir"
  "$OURS" $P3 "$tmp/u2.mlir" > "$tmp/o3.mlir"
  mlir-opt-13 $P3 "$tmp/u2.mlir" > "$tmp/u3.mlir"
  same "$P3 (on the memref-to-llvm output)" "$tmp/o3.mlir" "$tmp/u3.mlir"
  "$OURS" $P1 $P2 $P3 "$in" > "$tmp/o.mlir"
  mlir-opt-13 $P1 $P2 $P3 "$in" > "$tmp/u.mlir"
  same "LLVM dialect of $P1 $P2 $P3" "$tmp/o.mlir" "$tmp/u.mlir"
  "$OURS" $P1 $P2 $P3 $ONE "$in" > "$tmp/o1t.mlir"
  same "the same on one thread" "$tmp/o1t.mlir" "$tmp/u.mlir"
  "$OURS" $P1 $P2 $P3 "$in" | "$OURS_TR" --mlir-to-llvmir > "$tmp/o.ll"
  mlir-opt-13 $P1 $P2 $P3 "$in" | mlir-translate-13 --mlir-to-llvmir > "$tmp/u.ll"
  same "LLVM IR of the pipeline (opt | translate)" "$tmp/o.ll" "$tmp/u.ll"
}

row() { # <label> <ut> <uc> <um> <ot> <oc> <om>
  awk -v l="$1" -v ut="$2" -v uc="$3" -v um="$4" -v ot="$5" -v oc="$6" \
      -v om="$7" 'BEGIN{
    printf "%-42s %6.2f %6.2f %6.0f %6.2f %6.2f %6.0f %6.2fx %6.2fx %6.3f\n",
      l, ut, uc, um/1024, ot, oc, om/1024, (ot > 0) ? ut / ot : 0,
      (oc > 0) ? uc / oc : 0, om / um }'
}
header() {
  printf '%-42s %6s %6s %6s %6s %6s %6s %7s %7s %6s\n' "$1" 'up s' 'up cpu' \
    'up MB' 'our s' 'ourcpu' 'our MB' 'wall' 'cpu' 'RSS'
}

opt_row() { # <label> <input> <flags...>
  local label=$1 in=$2 ut uc um ot oc om
  shift 2
  read -r ut uc um < <(measure_cpu mlir-opt-13 "$@" "$in")
  read -r ot oc om < <(measure_cpu "$OURS" "$@" "$in")
  row "$label" "$ut" "$uc" "$um" "$ot" "$oc" "$om"
}

# pipe_once <opt> <translate> <input> <flags...>: "wall cpu_sum rss_kb_sum"
pipe_once() {
  local opt=$1 tr=$2 in=$3 s e
  shift 3
  s=$(date +%s.%N)
  /usr/bin/time -o "$tmp/t1" -f '%U %S %M' "$opt" "$@" "$in" |
    /usr/bin/time -o "$tmp/t2" -f '%U %S %M' "$tr" --mlir-to-llvmir > /dev/null
  e=$(date +%s.%N)
  awk -v s="$s" -v e="$e" -v a="$(tail -1 "$tmp/t1")" -v b="$(tail -1 "$tmp/t2")" \
    'BEGIN{split(a, x, " "); split(b, y, " ");
      printf "%.2f %.2f %d\n", e - s, x[1] + x[2] + y[1] + y[2], x[3] + y[3]}'
}
# best_of <tool pair...>: sets BW BC BM to the best of REPS pipe_once runs
pipe_best() { # <opt> <translate> <input> <flags...>
  local t c m
  BW="" BC="" BM=""
  for _ in $(seq "$REPS"); do
    read -r t c m < <(pipe_once "$@")
    if [ -z "$BW" ] || awk "BEGIN{exit !($t < $BW)}"; then BW=$t; fi
    if [ -z "$BC" ] || awk "BEGIN{exit !($c < $BC)}"; then BC=$c; fi
    if [ -z "$BM" ] || [ "$m" -lt "$BM" ]; then BM=$m; fi
  done
}
pipe_row() { # <label> <input> <flags...>
  local label=$1 in=$2 ut uc um
  shift 2
  pipe_best mlir-opt-13 mlir-translate-13 "$in" "$@"
  ut=$BW uc=$BC um=$BM
  pipe_best "$OURS" "$OURS_TR" "$in" "$@"
  row "$label" "$ut" "$uc" "$um" "$BW" "$BC" "$BM"
}

IN=$(input_for "$SIZE_MB")
echo "input: $IN ($(( $(stat -c %s "$IN") / 1024 / 1024 )) MB), best of $REPS"
check "$IN"
mv "$tmp/u1.mlir" "$tmp/in2.keep"
mv "$tmp/u2.mlir" "$tmp/in3.keep"
rm -f "$tmp"/*.mlir "$tmp"/*.ll
echo
for mode in threads one; do
  f=""
  [ $mode = one ] && f=$ONE
  header "== $mode thread(s)"
  opt_row "lowering ($P1 $P2 $P3)" "$IN" $P1 $P2 $P3 $f
  pipe_row "pipeline to LLVM IR (opt | translate)" "$IN" $P1 $P2 $P3 $f
  if [ "${PASSES:-1}" = 1 ]; then
    opt_row "  $P1 alone" "$IN" $P1 $f
    opt_row "  $P2 alone" "$tmp/in2.keep" $P2 $f
    opt_row "  $P3 alone" "$tmp/in3.keep" $P3 $f
    opt_row "  parse + print only (no pass)" "$IN" $f
  fi
done
rm -f "$tmp/in2.keep" "$tmp/in3.keep"

[ "${SCALE:-1}" = 1 ] || exit 0
echo
echo "== scaling: per MB of input (wall s, CPU s, peak MB), and the ratios"
printf '%-8s %-9s %8s %8s %8s %8s %8s %8s %7s %7s %6s\n' size what 'up s' \
  'up cpu' 'up MB' 'our s' 'our cpu' 'our MB' wall cpu RSS
for sz in $SIZES; do
  in=$(input_for "$sz")
  mb=$(awk -v b="$(stat -c %s "$in")" 'BEGIN{print b / 1048576}')
  saved=$REPS
  if awk "BEGIN{exit !($sz > 20)}"; then REPS=$REPS_BIG; fi
  for f in $ONE ""; do
    for what in lower pipe; do
      if [ $what = lower ]; then
        read -r ut uc um < <(measure_cpu mlir-opt-13 $P1 $P2 $P3 $f "$in")
        read -r ot oc om < <(measure_cpu "$OURS" $P1 $P2 $P3 $f "$in")
      else
        pipe_best mlir-opt-13 mlir-translate-13 "$in" $P1 $P2 $P3 $f
        ut=$BW uc=$BC um=$BM
        pipe_best "$OURS" "$OURS_TR" "$in" $P1 $P2 $P3 $f
        ot=$BW oc=$BC om=$BM
      fi
      awk -v sz="$(printf '%.1fMB' "$mb")" -v w="$what${f:+ 1t}" -v mb="$mb" \
        -v ut="$ut" -v uc="$uc" -v um="$um" -v ot="$ot" -v oc="$oc" \
        -v om="$om" 'BEGIN{
        printf "%-8s %-9s %8.3f %8.3f %8.1f %8.3f %8.3f %8.1f %6.2fx %6.2fx %6.3f\n",
          sz, w, ut / mb, uc / mb, um / 1024 / mb, ot / mb, oc / mb,
          om / 1024 / mb, (ot > 0) ? ut / ot : 0, (oc > 0) ? uc / oc : 0,
          om / um }'
    done
  done
  REPS=$saved
done
