// -convert-std-to-spirv errors (as mlir-opt-13): allocations it cannot
// place.
// RUN: cmlir-opt -convert-std-to-spirv -split-input-file -verify-diagnostics %s
// RUN: %upstream_opt -convert-std-to-spirv -split-input-file -verify-diagnostics %s

func @alloc_storage_buffer() {
  // expected-error @+1 {{unhandled allocation type}}
  %0 = memref.alloc() : memref<4xf32>
  return
}

