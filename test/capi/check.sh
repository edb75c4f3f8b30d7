#!/usr/bin/env bash
# check.sh BIN_DIR FILECHECK NAME SOURCE [FileCheck args...]
# Runs the C API test program BIN_DIR/NAME (stdout and stderr together),
# checks its output with FileCheck against SOURCE, and, when the program was
# also built against upstream MLIR 13 (BIN_DIR/NAME.upstream exists), runs
# that too and requires the two outputs to be identical.
set -u
bin=$1; filecheck=$2; name=$3; src=$4; shift 4
out=$(mktemp); up=$(mktemp)
trap 'rm -f "$out" "$up"' EXIT
"$bin/$name" >"$out" 2>&1
rc=$?
if [ $rc != 0 ]; then
  cat "$out"; echo "check.sh: $name exited with $rc" >&2; exit 1
fi
"$filecheck" "$src" --input-file "$out" "$@" || exit 1
if [ -x "$bin/$name.upstream" ]; then
  "$bin/$name.upstream" >"$up" 2>&1
  rc=$?
  if [ $rc != 0 ]; then
    cat "$up"; echo "check.sh: $name.upstream exited with $rc" >&2; exit 1
  fi
  if ! diff -u "$up" "$out"; then
    echo "check.sh: $name: output differs from upstream MLIR 13 (- upstream, + cmlir)" >&2
    exit 1
  fi
fi
exit 0
