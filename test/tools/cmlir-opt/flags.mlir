// Command-line handling: both dash spellings, `-flag=value` and `-flag value`,
// -o, unknown flags, too many inputs, bad values, missing files.

// RUN: cmlir-opt %s | FileCheck %s --check-prefix=CUSTOM
// RUN: cmlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: cmlir-opt -mlir-print-op-generic=true %s | FileCheck %s --check-prefix=GENERIC
// RUN: cmlir-opt -mlir-print-op-generic=0 %s | FileCheck %s --check-prefix=CUSTOM
// RUN: cmlir-opt - < %s | FileCheck %s --check-prefix=CUSTOM
// RUN: cmlir-opt < %s | FileCheck %s --check-prefix=CUSTOM
// RUN: cmlir-opt %s -o %t.out && FileCheck %s --check-prefix=CUSTOM < %t.out
// RUN: cmlir-opt %s -o=%t.out2 && FileCheck %s --check-prefix=CUSTOM < %t.out2
// RUN: cmlir-opt --mlir-elide-elementsattrs-if-larger 2 -mlir-print-elementsattrs-with-hex-if-larger=-1 -mlir-disable-threading -mlir-print-local-scope %s | FileCheck %s --check-prefix=CUSTOM
// RUN: cmlir-opt -mlir-print-debuginfo -mlir-print-local-scope %s | FileCheck %s --check-prefix=DEBUG
// RUN: cmlir-opt -- %s | FileCheck %s --check-prefix=CUSTOM

// CUSTOM: module  {
// CUSTOM-NEXT: func private @flags(i32) -> i64
// CUSTOM-NEXT: }

// GENERIC: "module"() ( {
// GENERIC-NEXT: "func"() ( {
// GENERIC-NEXT: }) {sym_name = "flags", sym_visibility = "private", type = (i32) -> i64} : () -> ()
// GENERIC-NEXT: }) : () -> ()

// DEBUG: func private @flags(i32) -> i64 loc("{{.*}}flags.mlir":[[@LINE+1]]:1)
func private @flags(i32) -> i64

// RUN: not cmlir-opt --no-such-flag %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: cmlir-opt: Unknown command line argument '--no-such-flag'.  Try: 'cmlir-opt --help'

// RUN: not cmlir-opt %s %s 2>&1 | FileCheck %s --check-prefix=TOOMANY
// TOOMANY: cmlir-opt: Too many positional arguments specified!
// TOOMANY-NEXT: Can specify at most 1 positional arguments: See: cmlir-opt --help

// RUN: not cmlir-opt %s -o 2>&1 | FileCheck %s --check-prefix=NOVALUE
// NOVALUE: cmlir-opt: for the -o option: requires a value!

// RUN: not cmlir-opt %s -split-input-file=maybe 2>&1 | FileCheck %s --check-prefix=BADBOOL
// BADBOOL: cmlir-opt: for the --split-input-file option: 'maybe' is invalid value for boolean argument! Try 0 or 1

// RUN: not cmlir-opt %s --mlir-elide-elementsattrs-if-larger=-1 2>&1 | FileCheck %s --check-prefix=BADINT
// BADINT: cmlir-opt: for the --mlir-elide-elementsattrs-if-larger option: '-1' value invalid for uint argument!

// RUN: not cmlir-opt %s.does-not-exist 2>&1 | FileCheck %s --check-prefix=NOFILE
// NOFILE: cannot open input file '{{.*}}flags.mlir.does-not-exist': No such file or directory

// RUN: not cmlir-opt %s -o %t.no/such/dir 2>&1 | FileCheck %s --check-prefix=NOOUT
// NOOUT: cannot open output file '{{.*}}': No such file or directory

// RUN: cmlir-opt --help | FileCheck %s --check-prefix=HELP
// RUN: cmlir-opt -help | FileCheck %s --check-prefix=HELP
// HELP: USAGE: cmlir-opt [options] <input file>
// HELP-DAG: --allow-unregistered-dialect
// HELP-DAG: --mlir-print-debuginfo
// HELP-DAG: --mlir-pretty-debuginfo
// HELP-DAG: --mlir-elide-elementsattrs-if-larger=<uint>
// HELP-DAG: --mlir-print-elementsattrs-with-hex-if-larger=<long>
// HELP-DAG: --mlir-print-op-on-diagnostic
// HELP-DAG: --mlir-disable-threading
// HELP-DAG: --print-op-stats
// HELP-DAG: --split-input-file
// HELP-DAG: --verify-diagnostics
// HELP-DAG: --show-dialects
// HELP-DAG: -o=<filename>
// HELP-DAG: --version
// RUN: cmlir-opt --help-hidden | FileCheck %s --check-prefix=HIDDEN
// HIDDEN-DAG: --mlir-print-op-generic
// HIDDEN-DAG: --mlir-print-local-scope

// RUN: cmlir-opt --version | FileCheck %s --check-prefix=VERSION
// VERSION: cmlir
// VERSION: MLIR 13.0.1

// RUN: cmlir-opt --show-dialects | FileCheck %s --check-prefix=DIALECTS
// DIALECTS: Available Dialects:
// DIALECTS-NOT: builtin
// DIALECTS: math
// DIALECTS-NEXT: memref
// DIALECTS-NEXT: scf
// DIALECTS-NEXT: spv
// DIALECTS-NEXT: std
