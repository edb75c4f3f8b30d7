// Found by test/random (seeds 2 and 19 of the first run).
// Fixed on main since; kept as a regression test.
// Was a cmlir bug: cmlir-translate prints the constant-folded size computation of
// a static memref.alloc, ptrtoint (getelementptr (null, 2)), with garbage
// bytes in place of "getelementptr", so the module does not parse
// ("expected value token") and cmlir-cpu-runner fails on every static alloc.
// ASan build: heap-use-after-free in cexpr_cast (lib/target/llvmir/ops.c,
// cm_ll_put_typed_value appends the operand's text to `out` from a buffer
// that the append itself reallocates; allocated by const_constant).
// REQUIRES: cmlir-translate, llvm-as
// RUN: cmlir-opt -convert-memref-to-llvm -convert-std-to-llvm %s | cmlir-translate --mlir-to-llvmir | %llvm_as -o /dev/null

func @main() {
  %m = memref.alloc() : memref<2xi64>
  memref.dealloc %m : memref<2xi64>
  return
}
