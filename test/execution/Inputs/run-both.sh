#!/bin/sh
# run-both.sh RUNNER OURS_C OURS_R UPSTREAM_C UPSTREAM_R FILE [RUNNER FLAGS...]
# Runs FILE through RUNNER once with cmlir's runtime support libraries and
# once with upstream's, masks the memref base addresses (which differ from
# run to run), fails if the two outputs differ (the diff goes to stderr) and
# prints cmlir's masked output.
runner=$1 oc=$2 or=$3 uc=$4 ur=$5 file=$6
shift 6
tmp=${TMPDIR:-/tmp}/cmlir-run-both.$$
"$runner" -e main -entry-point-result=void -shared-libs="$oc,$or" "$@" "$file" > "$tmp.ours" 2>&1 || { cat "$tmp.ours" >&2; rm -f "$tmp".*; exit 1; }
"$runner" -e main -entry-point-result=void -shared-libs="$uc,$ur" "$@" "$file" > "$tmp.up" 2>&1 || { cat "$tmp.up" >&2; rm -f "$tmp".*; exit 1; }
sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/g' "$tmp.ours" > "$tmp.ours.m"
sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/g' "$tmp.up" > "$tmp.up.m"
if ! diff "$tmp.up.m" "$tmp.ours.m" >&2; then rm -f "$tmp".*; exit 1; fi
cat "$tmp.ours.m"
rm -f "$tmp".*
