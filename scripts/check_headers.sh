#!/bin/sh
# check_headers.sh CC INCLUDE_DIR - every public header (INCLUDE_DIR/cmlir
# and INCLUDE_DIR/mlir-c) compiles on its own in a C11 translation unit:
# it includes what it uses.  Exits non-zero and names the headers that do
# not.  Run by the ctest tests headers.self_contained (source tree) and
# install.consumers (installed tree).
set -u
cc=${1:?usage: check_headers.sh CC INCLUDE_DIR}
inc=${2:?usage: check_headers.sh CC INCLUDE_DIR}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
status=0
n=0
for h in $(cd "$inc" && find cmlir mlir-c -name '*.h' 2>/dev/null | LC_ALL=C sort); do
  n=$((n + 1))
  printf '#include "%s"\n' "$h" >"$tmp/tu.c"
  # twice: the include guard works
  printf '#include "%s"\nint cmlir_header_check_%d;\n' "$h" "$n" >>"$tmp/tu.c"
  if ! "$cc" -std=c11 -Wall -Wextra -Werror -fsyntax-only -I"$inc" \
       "$tmp/tu.c" >"$tmp/log" 2>&1; then
    echo "FAIL: $h does not compile on its own:"
    cat "$tmp/log"
    status=1
  fi
done
if [ "$n" = 0 ]; then
  echo "no headers found under $inc"
  exit 1
fi
echo "$n headers checked"
exit $status
