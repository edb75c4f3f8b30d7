// The llvm dialect's discardable attributes: llvm.data_layout (checked as
// LLVM 13's DataLayout parser does, with its messages) and llvm.loop.
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics
// The columns too: the whole stderr equals mlir-opt-13's.
// RUN: not cmlir-opt -split-input-file %s 2> %t.ours
// RUN: not %upstream_opt -split-input-file %s 2> %t.up
// RUN: diff %t.ours %t.up
// expected-error@+1 {{'module' op expected 'llvm.data_layout' to be a string attribute}}
module attributes {llvm.data_layout = 1} {}
// -----
// expected-error@+1 {{'module' op invalid data layout descriptor: not a number, or does not fit in an unsigned int}}
module attributes {llvm.data_layout = "foo"} {}
// -----
// expected-error@+1 {{'module' op invalid data layout descriptor: Unknown specifier in datalayout string}}
module attributes {llvm.data_layout = "x"} {}
// -----
// expected-error@+1 {{'module' op invalid data layout descriptor: Missing alignment specification in datalayout string}}
module attributes {llvm.data_layout = "e-i64"} {}
// -----
// expected-error@+1 {{'module' op invalid data layout descriptor: Trailing separator in datalayout string}}
module attributes {llvm.data_layout = "e-i64:64-"} {}
// -----
// expected-error@+1 {{'module' op invalid data layout descriptor: Expected token before separator in datalayout string}}
module attributes {llvm.data_layout = "e--i64:64"} {}
// -----
// expected-error@+1 {{'module' op invalid data layout descriptor: Invalid pointer size of 0 bytes}}
module attributes {llvm.data_layout = "e-p:0:64"} {}
// -----
// expected-error@+1 {{'module' op invalid data layout descriptor: Missing alignment specification for pointer in datalayout string}}
module attributes {llvm.data_layout = "e-p:64"} {}
// -----
// expected-error@+1 {{'module' op invalid data layout descriptor: Pointer ABI alignment must be a power of 2}}
module attributes {llvm.data_layout = "e-p:64:48"} {}
// -----
// expected-error@+1 {{'module' op invalid data layout descriptor: Preferred alignment cannot be less than the ABI alignment}}
module attributes {llvm.data_layout = "e-p:64:64:32"} {}
// -----
// expected-error@+1 {{'module' op invalid data layout descriptor: Invalid index size of 0 bytes}}
module attributes {llvm.data_layout = "e-p:64:64:64:0"} {}
// -----
// expected-error@+1 {{'module' op invalid data layout descriptor: number of bits must be a byte width multiple}}
module attributes {llvm.data_layout = "e-i64:12"} {}
// -----
// expected-error@+1 {{'module' op invalid data layout descriptor: ABI alignment specification must be >0 for non-aggregate types}}
module attributes {llvm.data_layout = "e-i64:0"} {}
// -----
// expected-error@+1 {{'module' op invalid data layout descriptor: Invalid ABI alignment, must be a power of 2}}
module attributes {llvm.data_layout = "e-i64:24"} {}
// -----
// expected-error@+1 {{'module' op invalid data layout descriptor: Preferred alignment cannot be less than the ABI alignment}}
module attributes {llvm.data_layout = "e-i64:64:32"} {}
// -----
// expected-error@+1 {{'module' op invalid data layout descriptor: Sized aggregate specification in datalayout string}}
module attributes {llvm.data_layout = "e-a64:64"} {}
// -----
// expected-error@+1 {{'module' op invalid data layout descriptor: Zero width native integer type in datalayout string}}
module attributes {llvm.data_layout = "e-n0"} {}
// -----
// expected-error@+1 {{'module' op invalid data layout descriptor: Alignment is neither 0 nor a power of 2}}
module attributes {llvm.data_layout = "e-S24"} {}
// -----
// expected-error@+1 {{'module' op invalid data layout descriptor: Unknown function pointer alignment type in datalayout string}}
module attributes {llvm.data_layout = "e-Fx8"} {}
// -----
// expected-error@+1 {{'module' op invalid data layout descriptor: Invalid address space, must be a 24-bit integer}}
module attributes {llvm.data_layout = "e-P99999999"} {}
// -----
// expected-error@+1 {{'module' op invalid data layout descriptor: Expected mangling specifier in datalayout string}}
module attributes {llvm.data_layout = "e-m"} {}
// -----
// expected-error@+1 {{'module' op invalid data layout descriptor: Unknown mangling in datalayout string}}
module attributes {llvm.data_layout = "e-m:q"} {}
// -----
// expected-error@+1 {{'module' op invalid data layout descriptor: Unexpected trailing characters after mangling specifier in datalayout string}}
module attributes {llvm.data_layout = "e-mx:e"} {}
// -----
// expected-error@+1 {{'module' op invalid data layout descriptor: Address space 0 can never be non-integral}}
module attributes {llvm.data_layout = "e-ni:0"} {}
// -----
// expected-error@+1 {{'module' op invalid data layout descriptor: Invalid ABI alignment, must be a 16bit integer}}
module attributes {llvm.data_layout = "e-i64:1048576"} {}
// -----
module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128-ni:1:2-Fi8-A5-G1-P0-a:0:64-v128:128:128-f16:16:32-e"} {}
// -----
module attributes {llvm.data_layout = ""} {}
// -----
// expected-error@+1 {{'func' op expected 'llvm.loop' to be a dictionary attribute}}
func @f() attributes {llvm.loop = 1} { return }
// -----
// expected-error@+1 {{'func' op expected 'options' to be a `loopopts` attribute}}
func @f() attributes {llvm.loop = {options = 1}} { return }
// -----
func @f() attributes {llvm.loop = {options = #llvm.loopopts<disable_licm = true>}} { return }

