# shellcheck shell=bash
# deps.sh - sourced by the other scripts: installs missing build/test
# dependencies with apt-get (Debian 12).  Nothing is installed when every
# tool is already present.  Usage: . scripts/deps.sh; cmlir_deps [extra...]
#
# Tool -> package map (checked with `command -v`, or `dpkg -s` for files).

cmlir_need_pkgs=""

cmlir_need() { # cmlir_need <package> <test command...>
  pkg=$1; shift
  if ! "$@" >/dev/null 2>&1; then
    cmlir_need_pkgs="$cmlir_need_pkgs $pkg"
  fi
}

cmlir_install() {
  [ -z "$cmlir_need_pkgs" ] && return 0
  echo "== installing:$cmlir_need_pkgs" >&2
  SUDO=""
  if [ "$(id -u)" != 0 ]; then
    if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
      echo "error: need root (or sudo) to install:$cmlir_need_pkgs" >&2
      return 1
    fi
  fi
  export DEBIAN_FRONTEND=noninteractive
  # shellcheck disable=SC2086
  if ! $SUDO apt-get install -y -q --no-install-recommends $cmlir_need_pkgs >/dev/null 2>&1; then
    $SUDO apt-get update -q >/dev/null
    # shellcheck disable=SC2086
    $SUDO apt-get install -y -q --no-install-recommends $cmlir_need_pkgs >/dev/null
  fi
  cmlir_need_pkgs=""
}

# Core build + test dependencies.
cmlir_deps_core() {
  cmlir_need cmake command -v cmake
  cmlir_need ninja-build command -v ninja
  cmlir_need gcc command -v gcc
  cmlir_need libc6-dev test -e /usr/include/stdio.h
  cmlir_need python3 command -v python3
  # the install test (scripts/install_test.sh) builds consumers with these
  cmlir_need pkgconf command -v pkg-config
  cmlir_need make command -v make
  cmlir_need llvm-14-tools test -x /usr/lib/llvm-14/bin/FileCheck -a -f /usr/lib/llvm-14/build/utils/lit/lit.py -a -x /usr/lib/llvm-14/bin/not
}
# The upstream oracle (differential tests, benchmarks).
cmlir_deps_upstream() {
  cmlir_need mlir-13-tools command -v mlir-opt-13
  cmlir_need llvm-13-tools test -x /usr/lib/llvm-13/bin/FileCheck
  cmlir_need llvm-13 command -v llvm-as-13
  cmlir_need libmlir-13-dev test -e /usr/lib/llvm-13/lib/libmlir_c_runner_utils.so
  cmlir_need spirv-tools command -v spirv-val
}
# LLVM 14: the C API for cmlir-cpu-runner's JIT, llvm-as-14 / lli-14 to check
# the LLVM IR cmlir-translate writes.
cmlir_deps_llvm() {
  cmlir_need llvm-14-dev test -e /usr/lib/llvm-14/include/llvm-c/LLJIT.h
  cmlir_need llvm-14 command -v llvm-as-14
  cmlir_need llvm-14-runtime command -v lli-14
}
# clang + sanitizer / libFuzzer runtimes.
cmlir_deps_clang() {
  cmlir_need clang-14 command -v clang-14
  cmlir_need libclang-rt-14-dev sh -c 'ls /usr/lib/llvm-14/lib/clang/*/lib/linux/libclang_rt.fuzzer-*.a'
}
# The Python bindings (python/): Debian's interpreter with its headers and
# numpy (the tests use /usr/bin/python3, not the first python3 on PATH).
cmlir_deps_python() {
  cmlir_need python3-dev test -e /usr/include/python3*/Python.h
  cmlir_need python3-numpy /usr/bin/python3 -c 'import numpy'
}
