# shellcheck shell=bash
# measure.sh - sourced by the bench scripts (run.sh, translate.sh).
# REPS must be set.
#
# measure <label> <cmd...>: runs the command REPS times under /usr/bin/time
# (output discarded) and prints "best_time best_rss_kb" (the best wall
# time and the lowest peak RSS); "nan nan" and status 1 if a run fails.
measure() {
  local label=$1; shift
  local best_t="" best_m="" t m out tf
  tf=$(mktemp)
  for _ in $(seq "$REPS"); do
    if ! /usr/bin/time -o "$tf" -f '%e %M' "$@" >/dev/null 2>&1; then
      echo "error: $label failed: $*" >&2; rm -f "$tf"; echo "nan nan"; return 1
    fi
    out=$(tail -1 "$tf"); t=${out% *}; m=${out#* }
    if [ -z "$best_t" ] || awk "BEGIN{exit !($t < $best_t)}"; then best_t=$t; fi
    if [ -z "$best_m" ] || [ "$m" -lt "$best_m" ]; then best_m=$m; fi
  done
  rm -f "$tf"
  echo "$best_t $best_m"
}
