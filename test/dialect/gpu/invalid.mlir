// Verifier and parser errors of the gpu dialect, as mlir-opt-13 reports them.
// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

func @index_dim() {
  // expected-error@+1 {{dimension "w" is invalid}}
  %0 = "gpu.block_dim"() {dimension = "w"} : () -> index
  return
}

// -----

func @launch_operands(%n : index) {
  // expected-error@+1 {{expected 6 operands, but found 4}}
  "gpu.launch"(%n, %n, %n, %n) ({
    gpu.terminator
  }) : (index, index, index, index) -> ()
  return
}

// -----

func @launch_args(%n : index) {
  // expected-error@+1 {{unexpected number of region arguments}}
  "gpu.launch"(%n, %n, %n, %n, %n, %n) ({
  ^bb0(%a : index):
    gpu.terminator
  }) : (index, index, index, index, index, index) -> ()
  return
}

// -----

func @launch_terminator(%n : index) {
  // expected-note@+1 {{in 'gpu.launch' body region}}
  gpu.launch blocks(%a, %b, %c) in (%d = %n, %e = %n, %f = %n) threads(%g, %h, %i) in (%j = %n, %k = %n, %l = %n) {
    // expected-error@+1 {{expected 'gpu.terminator' or a terminator with successors}}
    "some.terminator"() : () -> ()
  }
  return
}

// -----

func @no_container(%n : index) {
  // expected-error@+1 {{expected the closest surrounding module to have the 'gpu.container_module' attribute}}
  gpu.launch_func @m::@f blocks in (%n, %n, %n) threads in (%n, %n, %n)
  return
}

// -----

module attributes {gpu.container_module} {
  func @missing_module(%n : index) {
    // expected-error@+1 {{kernel module 'nowhere' is undefined}}
    gpu.launch_func @nowhere::@f blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @g() kernel { gpu.return }
  }
  func @missing_func(%n : index) {
    // expected-error@+1 {{kernel function '@m::@f' is undefined}}
    gpu.launch_func @m::@f blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @f() { gpu.return }
  }
  func @not_kernel(%n : index) {
    // expected-error@+1 {{kernel function is missing the 'gpu.kernel' attribute}}
    gpu.launch_func @m::@f blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @f(%a : f32, %b : f32) kernel { gpu.return }
  }
  func @arg_count(%n : index, %v : f32) {
    // expected-error@+1 {{got 1 kernel operands but expected 2}}
    gpu.launch_func @m::@f blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%v : f32)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @f(%a : i32) kernel { gpu.return }
  }
  func @arg_type(%n : index, %v : f32) {
    // expected-error@+1 {{type of function argument 0 does not match}}
    gpu.launch_func @m::@f blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%v : f32)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func @kernel_kind(%n : index) {
    // expected-error@+1 {{custom op 'gpu.launch_func' invalid kind of attribute specified}}
    gpu.launch_func "m" blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func @arg_attrs(%n : index) {
    // expected-error@+1 {{expected arguments without attributes}}
    gpu.launch_func @m::@f blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%n : index {a})
    return
  }
}

// -----

// expected-error@+1 {{expected 'gpu.container_module' attribute to be attached to 'module'}}
func @container_on_func() attributes {gpu.container_module} {
  return
}

// -----

func @func_outside_module() {
  // expected-error@+1 {{'gpu.func' op expects parent op 'gpu.module'}}
  gpu.func @f() { gpu.return }
  return
}

// -----

gpu.module @m {
  // expected-error@+1 {{custom op 'gpu.func' gpu.func requires named arguments}}
  gpu.func @f(f32, i32) {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error@+1 {{'gpu.func' op requires 'type' attribute of function type}}
  "gpu.func"() ({
    gpu.return
  }) {sym_name = "f", type = i32} : () -> ()
}

// -----

gpu.module @m {
  // expected-error@+1 {{'gpu.func' op expected void return type for kernel function}}
  gpu.func @f() -> i32 kernel {
    %c = constant 0 : i32
    gpu.return %c : i32
  }
}

// -----

gpu.module @m {
  // expected-error@+1 {{'gpu.func' op expected memref type in attribution}}
  gpu.func @f() workgroup(%w : f32) {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error@+1 {{'gpu.func' op expected memory space 3 in attribution}}
  gpu.func @f() workgroup(%w : memref<4xf32, 5>) {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error@+1 {{'gpu.func' op expected memory space 5 in attribution}}
  gpu.func @f() private(%w : memref<4xf32>) {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error@+1 {{'gpu.func' op expected at least 3 arguments to body region}}
  "gpu.func"() ({
  ^bb0(%a : f32, %b : f32):
    "gpu.return"() : () -> ()
  }) {sym_name = "f", type = (f32, f32) -> (), workgroup_attributions = 1 : i64} : () -> ()
}

// -----

gpu.module @m {
  // expected-error@+1 {{'gpu.func' op expected body region argument #0 to be of type 'f32', got 'i32'}}
  "gpu.func"() ({
  ^bb0(%a : i32):
    "gpu.return"() : () -> ()
  }) {sym_name = "f", type = (f32) -> (), workgroup_attributions = 0 : i64} : () -> ()
}

// -----

gpu.module @m {
  // expected-note@+1 {{return type declared here}}
  gpu.func @f() -> f32 {
    // expected-error@+1 {{'gpu.return' op expected 1 result operands}}
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @f(%a : i32) -> f32 {
    // expected-error@+1 {{'gpu.return' op unexpected type `'i32'' for operand #0}}
    gpu.return %a : i32
  }
}

// -----

func @reduce_neither(%x : f32) {
  // expected-error@+1 {{expected either an op attribute or a non-empty body}}
  %r = "gpu.all_reduce"(%x) ({}) : (f32) -> f32
  return
}

// -----

func @reduce_bad_op(%x : f32) {
  // expected-error@+1 {{'gpu.all_reduce' op attribute 'op' failed to satisfy constraint: built-in reduction operations supported by gpu.allreduce.}}
  %r = "gpu.all_reduce"(%x) ({}) {op = "sum"} : (f32) -> f32
  return
}

// -----

func @reduce_or_float(%x : f32) {
  // expected-error@+1 {{`or` accumulator is only compatible with Integer type}}
  %r = "gpu.all_reduce"(%x) ({}) {op = "or"} : (f32) -> f32
  return
}

// -----

func @reduce_args(%x : f32) {
  // expected-error@+1 {{expected two region arguments}}
  %r = "gpu.all_reduce"(%x) ({
  ^bb0(%a : f32):
    "gpu.yield"(%a) : (f32) -> ()
  }) : (f32) -> f32
  return
}

// -----

func @reduce_arg_type(%x : f32) {
  // expected-error@+1 {{incorrect region argument type}}
  %r = "gpu.all_reduce"(%x) ({
  ^bb0(%a : f32, %b : i32):
    "gpu.yield"(%a) : (f32) -> ()
  }) : (f32) -> f32
  return
}

// -----

func @reduce_yield_count(%x : f32) {
  // expected-error@+1 {{expected one gpu.yield operand}}
  %r = "gpu.all_reduce"(%x) ({
  ^bb0(%a : f32, %b : f32):
    "gpu.yield"(%a, %b) : (f32, f32) -> ()
  }) : (f32) -> f32
  return
}

// -----

func @reduce_yield_type(%x : f32) {
  // expected-error@+1 {{incorrect gpu.yield type}}
  %r = "gpu.all_reduce"(%x) ({
  ^bb0(%a : f32, %b : f32):
    %y = constant 0 : i32
    "gpu.yield"(%y) : (i32) -> ()
  }) : (f32) -> f32
  return
}

// -----

func @reduce_no_yield(%x : f32) {
  // expected-error@+1 {{expected gpu.yield op in region}}
  %r = "gpu.all_reduce"(%x) ({
  ^bb0(%a : f32, %b : f32):
    "some.terminator"() : () -> ()
  }) : (f32) -> f32
  return
}

// -----

func @shuffle_result(%x : f32, %o : i32) {
  // expected-error@+1 {{'gpu.shuffle' op requires the same type for value operand and result}}
  %r, %v = "gpu.shuffle"(%x, %o, %o) {mode = "xor"} : (f32, i32, i32) -> (i32, i1)
  return
}

// -----

func @shuffle_type(%x : f64, %o : i32) {
  // expected-error@+1 {{'gpu.shuffle' op requires value operand type to be f32 or i32}}
  %r, %v = gpu.shuffle %x, %o, %o xor : f64
  return
}

// -----

func @shuffle_mode(%x : f32, %o : i32) {
  // expected-error@+1 {{'gpu.shuffle' op attribute 'mode' failed to satisfy constraint: Indexing modes supported by gpu.shuffle.}}
  %r, %v = gpu.shuffle %x, %o, %o down : f32
  return
}

// -----

func @wait_named() {
  // expected-error@+1 {{cannot name an operation with no results}}
  %t = gpu.wait
  return
}

// -----

func @wait_unnamed() {
  // expected-error@+1 {{custom op 'gpu.wait' needs to be named when marked 'async'}}
  gpu.wait async
  return
}

// -----

func @memcpy_elem(%a : memref<4xf32>, %b : memref<4xf16>) {
  // expected-error@+1 {{'gpu.memcpy' op arguments have incompatible element type}}
  gpu.memcpy %a, %b : memref<4xf32>, memref<4xf16>
  return
}

// -----

func @memcpy_shape(%a : memref<4xf32>, %b : memref<5xf32>) {
  // expected-error@+1 {{'gpu.memcpy' op arguments have incompatible shape}}
  gpu.memcpy %a, %b : memref<4xf32>, memref<5xf32>
  return
}

// -----

func @host_register_ranked(%a : memref<4xf32>) {
  // expected-error@+1 {{'gpu.host_register' op operand #0 must be unranked.memref of any type values, but got 'memref<4xf32>'}}
  gpu.host_register %a : memref<4xf32>
  return
}

// -----

func @mma_load_layout(%m : memref<32x32xf16, affine_map<(d0, d1) -> (d1, d0)>>, %i : index) {
  // expected-error@+1 {{expected identity layout map for source memref}}
  %a = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, affine_map<(d0, d1) -> (d1, d0)>> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

func @mma_load_space(%m : memref<32x32xf16, 2>, %i : index) {
  // expected-error@+1 {{source memorySpace kGenericMemorySpace, kSharedMemorySpace or kGlobalMemorySpace only allowed}}
  %a = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, 2> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

func @mma_store_op(%a : !gpu.mma_matrix<16x16xf16, "BOp">, %m : memref<32x32xf16>, %i : index) {
  // expected-error@+1 {{expected the operand matrix being stored to have 'COp' operand type}}
  gpu.subgroup_mma_store_matrix %a, %m[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "BOp">, memref<32x32xf16>
  return
}

// -----

func @mma_store_space(%a : !gpu.mma_matrix<16x16xf16, "COp">, %m : memref<32x32xf16, 4>, %i : index) {
  // expected-error@+1 {{destination memorySpace of kGenericMemorySpace, kGlobalMemorySpace or kSharedMemorySpace only allowed}}
  gpu.subgroup_mma_store_matrix %a, %m[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<32x32xf16, 4>
  return
}

// -----

func @mma_order(%a : !gpu.mma_matrix<16x16xf16, "BOp">, %b : !gpu.mma_matrix<16x16xf16, "AOp">, %c : !gpu.mma_matrix<16x16xf16, "COp">) {
  // expected-error@+1 {{operands must be in the order AOp, BOp, COp}}
  %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x16xf16, "BOp">, !gpu.mma_matrix<16x16xf16, "AOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}

// -----

func @mma_shapes(%a : !gpu.mma_matrix<16x8xf16, "AOp">, %b : !gpu.mma_matrix<16x16xf16, "BOp">, %c : !gpu.mma_matrix<16x16xf16, "COp">) {
  // expected-error@+1 {{operand shapes do not satisfy matmul constraints}}
  %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x8xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}

// -----

// expected-error@+1 {{MMAMatrixType must have exactly two dimensions}}
func @mma_rank(%a : !gpu.mma_matrix<16xf16, "AOp">) {
  return
}

// -----

// expected-error@+1 {{MMAMatrixType elements must be F16 or F32}}
func @mma_elem(%a : !gpu.mma_matrix<16x16xi8, "AOp">) {
  return
}

// -----

// expected-error@+1 {{operand expected to be one of AOp, BOp or COp}}
func @mma_operand(%a : !gpu.mma_matrix<16x16xf16, "DOp">) {
  return
}

// -----

// expected-error@+1 {{unknown gpu type: token}}
func @unknown_type(%a : !gpu.token) {
  return
}
