#!/usr/bin/env bash
# capi.sh - the C API benchmark (bench/capi/capi_bench.c) built against
# cmlir and against upstream MLIR 13's C API, run on the same sizes.
#
# Each binary runs REPS times (default 3); per phase the best wall time and
# the best CPU time (user + system, all threads) are kept, and the lowest
# peak RSS.  Prints per phase the times and the ratios upstream/cmlir (how
# many times faster cmlir is), and the peak-RSS ratio cmlir/upstream.  On a
# loaded machine the CPU times are the steadier numbers.  The `check` lines (text size, op counts, results) of the
# two builds must be identical.
#
# usage: bench/capi.sh [N functions, default 4000]
# env:   BUILD=build (dir with lib/libcmlir.a), REPS=3, THREADS=1 (0: the
#        contexts run single-threaded), CC=gcc, UPSTREAM=/usr/lib/llvm-13
set -eu
cd "$(dirname "$0")/.."
ROOT=$PWD
BUILD=${BUILD:-build}
REPS=${REPS:-3}
THREADS=${THREADS:-1}
N=${1:-4000}
CC=${CC:-gcc}
UP=${UPSTREAM:-/usr/lib/llvm-13}
OUT=$ROOT/bench/out/capi
mkdir -p "$OUT"

[ -f "$BUILD/lib/libcmlir.a" ] || { echo "error: $BUILD/lib/libcmlir.a not found; build first" >&2; exit 1; }
[ -f "$UP/lib/libMLIRCAPIIR.a" ] || { echo "error: upstream C API not found in $UP (libmlir-13-dev)" >&2; exit 1; }

SRC=bench/capi/capi_bench.c
$CC -O2 -std=c11 -Wall -Wextra -Werror -Iinclude "$SRC" -o "$OUT/bench.cmlir" \
  "$BUILD/lib/libcmlir.a" -lpthread -lm
UPLIBS=""
for l in Registration IR Transforms Conversion Standard LLVM SCF Tensor Debug; do
  UPLIBS="$UPLIBS -lMLIRCAPI$l"
done
# shellcheck disable=SC2086
$CC -O2 -std=c11 -Wall -Wextra -Werror -I"$UP/include" "$SRC" -o "$OUT/bench.upstream" \
  -L"$UP/lib" -Wl,--start-group $UPLIBS -Wl,--end-group -lMLIR -lLLVM-13 -lstdc++ \
  -Wl,-rpath,"$UP/lib"

for tool in cmlir upstream; do
  : >"$OUT/$tool.txt"
  for _ in $(seq "$REPS"); do
    "$OUT/bench.$tool" "$N" "$THREADS" >>"$OUT/$tool.txt"
  done
done

if ! diff <(grep '^check' "$OUT/cmlir.txt" | sort -u) \
          <(grep '^check' "$OUT/upstream.txt" | sort -u) >/dev/null; then
  echo "warning: the two builds disagree:" >&2
  grep '^check' "$OUT/cmlir.txt" | sort -u >&2
  grep '^check' "$OUT/upstream.txt" | sort -u >&2
fi
echo "# C API benchmark: $N functions, threads=$THREADS, best of $REPS"
grep '^check' "$OUT/cmlir.txt" | head -1
python3 - "$OUT/cmlir.txt" "$OUT/upstream.txt" <<'PY'
import sys
def load(p):
    wall, cpu, rss, order = {}, {}, None, []
    for line in open(p):
        f = line.split()
        if f[0] == 'phase':
            if f[1] not in wall:
                order.append(f[1])
            wall[f[1]] = min(wall.get(f[1], 1e9), float(f[2]))
            cpu[f[1]] = min(cpu.get(f[1], 1e9), float(f[3]))
        elif f[0] == 'rss_kb':
            rss = min(rss or 1 << 60, int(f[1]))
    return wall, cpu, rss, order
cw, cc, crss, order = load(sys.argv[1])
uw, uc, urss, _ = load(sys.argv[2])
r = lambda u, c: '%.1fx' % (u / max(c, 1e-4))
print('| phase | upstream wall (s) | cmlir wall (s) | wall upstream/cmlir '
      '| upstream cpu (s) | cmlir cpu (s) | cpu upstream/cmlir |')
print('| --- | --- | --- | --- | --- | --- | --- |')
t = [0.0] * 4
for p in order:
    t[0] += uw[p]; t[1] += cw[p]; t[2] += uc[p]; t[3] += cc[p]
    print('| %s | %.4f | %.4f | %s | %.4f | %.4f | %s |'
          % (p, uw[p], cw[p], r(uw[p], cw[p]), uc[p], cc[p], r(uc[p], cc[p])))
print('| total | %.4f | %.4f | %s | %.4f | %.4f | %s |'
      % (t[0], t[1], r(t[0], t[1]), t[2], t[3], r(t[2], t[3])))
print('peak RSS: upstream %.1f MB, cmlir %.1f MB, cmlir/upstream %.2f'
      % (urss / 1024, crss / 1024, crss / urss))
PY
