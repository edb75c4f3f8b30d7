// The memref dialect executed: alloc and dealloc (static, dynamic, with
// alignment), alloca, alloca_scope with results, dim (ranked and
// unranked), rank, cast (ranked <-> unranked, static <-> dynamic),
// reinterpret_cast of a ranked source, expand_shape, collapse_shape, view,
// subview (static, dynamic, rank-reducing), transpose, global and
// get_global (constant, mutable with an initial value, uninitialized),
// copy (contiguous, and strided through the runtime's memrefCopy),
// prefetch and assume_alignment; load and store throughout. Run with the
// default allocation (malloc) and with use-aligned-alloc=1 (aligned_alloc).
// REQUIRES: jit
// RUN: cmlir-opt -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm %s | cmlir-cpu-runner -e main -entry-point-result=void -shared-libs=%cmlir_c_runner_utils,%cmlir_runner_utils > %t.ours
// RUN: FileCheck %s < %t.ours
// RUN: cmlir-opt -convert-scf-to-std -convert-memref-to-llvm='use-aligned-alloc=1' -convert-std-to-llvm %s | cmlir-cpu-runner -e main -entry-point-result=void -shared-libs=%cmlir_c_runner_utils,%cmlir_runner_utils > %t.aligned
// RUN: FileCheck %s < %t.aligned

func private @printI64(i64)
func private @printNewline()
func private @print_memref_f32(memref<*xf32>) attributes {llvm.emit_c_interface}
func private @print_memref_i32(memref<*xi32>) attributes {llvm.emit_c_interface}
func private @print_memref_f64(memref<*xf64>) attributes {llvm.emit_c_interface}

memref.global "private" constant @table : memref<2x3xf32> = dense<[[1.5, 2.5, 3.5], [4.5, 5.5, 6.5]]>
memref.global @counters : memref<4xi32> = dense<[10, 20, 30, 40]>
memref.global "private" @scratch : memref<2xf64> = uninitialized

func @pi(%x: index) {
  %w = index_cast %x : index to i64
  call @printI64(%w) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func @pm(%m: memref<?x?xf32>) {
  %u = memref.cast %m : memref<?x?xf32> to memref<*xf32>
  call @print_memref_f32(%u) : (memref<*xf32>) -> ()
  return
}

// m[i][j] = i * 10 + j.
func @fill(%m: memref<?x?xf32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %ten = constant 10.0 : f32
  %rows = memref.dim %m, %c0 : memref<?x?xf32>
  %cols = memref.dim %m, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %cols step %c1 {
      %ii = index_cast %i : index to i32
      %jj = index_cast %j : index to i32
      %fi = sitofp %ii : i32 to f32
      %fj = sitofp %jj : i32 to f32
      %t = mulf %fi, %ten : f32
      %v = addf %t, %fj : f32
      memref.store %v, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func @allocs() {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c3 = constant 3 : index
  %c4 = constant 4 : index
  // Dynamic alloc; dim and rank of the ranked and of the unranked form.
  %a = memref.alloc(%c3, %c4) : memref<?x?xf32>
  call @fill(%a) : (memref<?x?xf32>) -> ()
  call @pm(%a) : (memref<?x?xf32>) -> ()
  %u = memref.cast %a : memref<?x?xf32> to memref<*xf32>
  %d1 = memref.dim %u, %c1 : memref<*xf32>
  call @pi(%d1) : (index) -> ()
  %r = rank %u : memref<*xf32>
  call @pi(%r) : (index) -> ()
  %r2 = rank %a : memref<?x?xf32>
  call @pi(%r2) : (index) -> ()
  // Back from unranked to ranked, then to a static shape.
  %back = memref.cast %u : memref<*xf32> to memref<?x?xf32>
  %st = memref.cast %back : memref<?x?xf32> to memref<3x4xf32>
  %x = memref.load %st[%c1, %c3] : memref<3x4xf32>
  %xi = fptosi %x : f32 to i64
  call @printI64(%xi) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %a : memref<?x?xf32>

  // Aligned allocs: the data pointer printed is a multiple of 256.
  %b = memref.alloc() {alignment = 256} : memref<2x2xf32>
  %bd = memref.cast %b : memref<2x2xf32> to memref<?x?xf32>
  call @fill(%bd) : (memref<?x?xf32>) -> ()
  call @pm(%bd) : (memref<?x?xf32>) -> ()
  memref.dealloc %b : memref<2x2xf32>
  %c = memref.alloc(%c3) {alignment = 64} : memref<?x2xf32>
  %cd = memref.cast %c : memref<?x2xf32> to memref<?x?xf32>
  call @fill(%cd) : (memref<?x?xf32>) -> ()
  call @pm(%cd) : (memref<?x?xf32>) -> ()
  memref.dealloc %c : memref<?x2xf32>
  return
}

// alloca inside an alloca_scope that returns two values. (The scope's
// body stays one block: 13's alloca_scope verifier rejects the blocks an
// scf.for would become after -convert-scf-to-std. Its results are not
// index: 13 branches with the unconverted index value and fails.)
func @scopes(%n: index) -> (f32, i64) {
  %r:2 = memref.alloca_scope -> (f32, i64) {
    %c0 = constant 0 : index
    %c1 = constant 1 : index
    %s = memref.alloca(%n) : memref<?xf32>
    %a = constant 1.5 : f32
    %b = constant 4.0 : f32
    memref.store %a, %s[%c0] : memref<?xf32>
    memref.store %b, %s[%c1] : memref<?xf32>
    %x = memref.load %s[%c0] : memref<?xf32>
    %y = memref.load %s[%c1] : memref<?xf32>
    %sum = addf %x, %y : f32
    %d = memref.dim %s, %c0 : memref<?xf32>
    %di = index_cast %d : index to i64
    memref.alloca_scope.return %sum, %di : f32, i64
  }
  %t = memref.alloca() : memref<2xindex>
  %c0 = constant 0 : index
  memref.store %n, %t[%c0] : memref<2xindex>
  %e = memref.load %t[%c0] : memref<2xindex>
  %ei = index_cast %e : index to i64
  %d2 = addi %r#1, %ei : i64
  return %r#0, %d2 : f32, i64
}

func @views() {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %c4 = constant 4 : index
  %a = memref.alloc() : memref<4x6xf32>
  %ad = memref.cast %a : memref<4x6xf32> to memref<?x?xf32>
  call @fill(%ad) : (memref<?x?xf32>) -> ()

  // Static subview.
  %s1 = memref.subview %a[1, 2][2, 3][1, 1] : memref<4x6xf32> to memref<2x3xf32, offset: 8, strides: [6, 1]>
  %s1u = memref.cast %s1 : memref<2x3xf32, offset: 8, strides: [6, 1]> to memref<*xf32>
  call @print_memref_f32(%s1u) : (memref<*xf32>) -> ()
  // Dynamic offsets, sizes and strides.
  %s2 = memref.subview %ad[%c1, %c0][%c2, %c3][%c2, %c2] : memref<?x?xf32> to memref<?x?xf32, offset: ?, strides: [?, ?]>
  %s2u = memref.cast %s2 : memref<?x?xf32, offset: ?, strides: [?, ?]> to memref<*xf32>
  call @print_memref_f32(%s2u) : (memref<*xf32>) -> ()
  // Rank-reducing: row 2 and column 4.
  %row = memref.subview %a[2, 0][1, 6][1, 1] : memref<4x6xf32> to memref<6xf32, offset: 12, strides: [1]>
  %rowu = memref.cast %row : memref<6xf32, offset: 12, strides: [1]> to memref<*xf32>
  call @print_memref_f32(%rowu) : (memref<*xf32>) -> ()
  %col = memref.subview %ad[0, %c4][4, 1][1, 1] : memref<?x?xf32> to memref<4xf32, offset: ?, strides: [?]>
  %colu = memref.cast %col : memref<4xf32, offset: ?, strides: [?]> to memref<*xf32>
  call @print_memref_f32(%colu) : (memref<*xf32>) -> ()
  // Subview of a subview.
  %s3 = memref.subview %s1[1, 1][1, 2][1, 1] : memref<2x3xf32, offset: 8, strides: [6, 1]> to memref<2xf32, offset: 15, strides: [1]>
  %s3u = memref.cast %s3 : memref<2xf32, offset: 15, strides: [1]> to memref<*xf32>
  call @print_memref_f32(%s3u) : (memref<*xf32>) -> ()

  // Transpose.
  %t = memref.transpose %ad (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  %tu = memref.cast %t : memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>> to memref<*xf32>
  call @print_memref_f32(%tu) : (memref<*xf32>) -> ()
  %t21 = memref.load %t[%c2, %c1] : memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  %t21i = fptosi %t21 : f32 to i64
  call @printI64(%t21i) : (i64) -> ()
  call @printNewline() : () -> ()

  // reinterpret_cast of a ranked source (static and dynamic operands).
  %ri = memref.reinterpret_cast %a to offset: [3], sizes: [3, 2], strides: [6, 2] : memref<4x6xf32> to memref<3x2xf32, offset: 3, strides: [6, 2]>
  %riu = memref.cast %ri : memref<3x2xf32, offset: 3, strides: [6, 2]> to memref<*xf32>
  call @print_memref_f32(%riu) : (memref<*xf32>) -> ()
  %rd = memref.reinterpret_cast %ad to offset: [%c4], sizes: [%c2, %c4], strides: [%c4, %c1] : memref<?x?xf32> to memref<?x?xf32, offset: ?, strides: [?, ?]>
  %rdu = memref.cast %rd : memref<?x?xf32, offset: ?, strides: [?, ?]> to memref<*xf32>
  call @print_memref_f32(%rdu) : (memref<*xf32>) -> ()

  // expand_shape and collapse_shape.
  %e = memref.expand_shape %a [[0, 1], [2]] : memref<4x6xf32> into memref<2x2x6xf32>
  %eu = memref.cast %e : memref<2x2x6xf32> to memref<*xf32>
  call @print_memref_f32(%eu) : (memref<*xf32>) -> ()
  %f = memref.collapse_shape %e [[0, 1, 2]] : memref<2x2x6xf32> into memref<24xf32>
  %x = memref.load %f[%c4] : memref<24xf32>
  %k = constant 13 : index
  %y = memref.load %f[%k] : memref<24xf32>
  %s = addf %x, %y : f32
  %si = fptosi %s : f32 to i64
  call @printI64(%si) : (i64) -> ()
  call @printNewline() : () -> ()
  %g = memref.collapse_shape %a [[0, 1]] : memref<4x6xf32> into memref<24xf32>
  %e2 = memref.expand_shape %g [[0, 1, 2]] : memref<24xf32> into memref<3x4x2xf32>
  %e2u = memref.cast %e2 : memref<3x4x2xf32> to memref<*xf32>
  call @print_memref_f32(%e2u) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<4x6xf32>

  // view: two typed views of one byte buffer, at a dynamic offset.
  %buf = memref.alloc() : memref<64xi8>
  %c16 = constant 16 : index
  %vi = memref.view %buf[%c16][%c3] : memref<64xi8> to memref<?x4xi32>
  %vf = memref.view %buf[%c0][] : memref<64xi8> to memref<4xf32>
  %seven = constant 7 : i32
  %half = constant 0.5 : f32
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %ii = index_cast %i : index to i32
      %v = muli %ii, %seven : i32
      memref.store %v, %vi[%i, %j] : memref<?x4xi32>
    }
  }
  scf.for %j = %c0 to %c4 step %c1 {
    memref.store %half, %vf[%j] : memref<4xf32>
  }
  %viu = memref.cast %vi : memref<?x4xi32> to memref<*xi32>
  call @print_memref_i32(%viu) : (memref<*xi32>) -> ()
  %vfu = memref.cast %vf : memref<4xf32> to memref<*xf32>
  call @print_memref_f32(%vfu) : (memref<*xf32>) -> ()
  %vall = memref.view %buf[%c0][] : memref<64xi8> to memref<16xi32>
  %w = memref.load %vall[%c4] : memref<16xi32>
  %ww = sexti %w : i32 to i64
  call @printI64(%ww) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %buf : memref<64xi8>
  return
}

func @globals() {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %t = memref.get_global @table : memref<2x3xf32>
  %tu = memref.cast %t : memref<2x3xf32> to memref<*xf32>
  call @print_memref_f32(%tu) : (memref<*xf32>) -> ()
  // A mutable global: bumped here, seen by the next get_global.
  %g = memref.get_global @counters : memref<4xi32>
  %v = memref.load %g[%c2] : memref<4xi32>
  %one = constant 1 : i32
  %v1 = addi %v, %one : i32
  memref.store %v1, %g[%c2] : memref<4xi32>
  %s = memref.get_global @scratch : memref<2xf64>
  %pi = constant 3.25 : f64
  memref.store %pi, %s[%c1] : memref<2xf64>
  memref.store %pi, %s[%c0] : memref<2xf64>
  return
}

func @globals_again() {
  %g = memref.get_global @counters : memref<4xi32>
  %gu = memref.cast %g : memref<4xi32> to memref<*xi32>
  call @print_memref_i32(%gu) : (memref<*xi32>) -> ()
  %s = memref.get_global @scratch : memref<2xf64>
  %su = memref.cast %s : memref<2xf64> to memref<*xf64>
  call @print_memref_f64(%su) : (memref<*xf64>) -> ()
  return
}

func @copies() {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %a = memref.alloc() : memref<3x4xf32>
  %ad = memref.cast %a : memref<3x4xf32> to memref<?x?xf32>
  call @fill(%ad) : (memref<?x?xf32>) -> ()
  // Contiguous to contiguous.
  %b = memref.alloc() : memref<3x4xf32>
  memref.copy %a, %b : memref<3x4xf32> to memref<3x4xf32>
  %bu = memref.cast %b : memref<3x4xf32> to memref<*xf32>
  call @print_memref_f32(%bu) : (memref<*xf32>) -> ()
  // Strided source (every other column) into a contiguous buffer, and a
  // contiguous buffer into a strided destination: memrefCopy.
  %src = memref.subview %a[0, 1][3, 2][1, 2] : memref<3x4xf32> to memref<3x2xf32, offset: 1, strides: [4, 2]>
  %dst = memref.alloc() : memref<3x2xf32>
  memref.copy %src, %dst : memref<3x2xf32, offset: 1, strides: [4, 2]> to memref<3x2xf32>
  %dstu = memref.cast %dst : memref<3x2xf32> to memref<*xf32>
  call @print_memref_f32(%dstu) : (memref<*xf32>) -> ()
  %into = memref.subview %b[1, 0][2, 3][1, 1] : memref<3x4xf32> to memref<2x3xf32, offset: 4, strides: [4, 1]>
  %g = memref.get_global @table : memref<2x3xf32>
  memref.copy %g, %into : memref<2x3xf32> to memref<2x3xf32, offset: 4, strides: [4, 1]>
  call @print_memref_f32(%bu) : (memref<*xf32>) -> ()
  // Prefetch and assume_alignment do not change anything.
  memref.prefetch %a[%c1, %c2], read, locality<3>, data : memref<3x4xf32>
  memref.prefetch %b[%c0, %c0], write, locality<0>, data : memref<3x4xf32>
  memref.assume_alignment %b, 4 : memref<3x4xf32>
  %v = memref.load %b[%c2, %c2] : memref<3x4xf32>
  %vi = fptosi %v : f32 to i64
  call @printI64(%vi) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %a : memref<3x4xf32>
  memref.dealloc %b : memref<3x4xf32>
  memref.dealloc %dst : memref<3x2xf32>
  return
}

func @main() {
  call @allocs() : () -> ()
  // CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
  // CHECK-NEXT: {{\[}}[0,   1,   2,   3],
  // CHECK-NEXT: [10,   11,   12,   13],
  // CHECK-NEXT: [20,   21,   22,   23]]
  // CHECK-NEXT: 4
  // CHECK-NEXT: 2
  // CHECK-NEXT: 2
  // CHECK-NEXT: 13
  // CHECK-NEXT: base@ = 0x{{[0-9a-f]*}}00 rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{\[}}[0,   1],
  // CHECK-NEXT: [10,   11]]
  // CHECK-NEXT: base@ = 0x{{[0-9a-f]*}}{{[048c]}}0 rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{\[}}[0,   1],
  // CHECK-NEXT: [10,   11],
  // CHECK-NEXT: [20,   21]]
  %c5 = constant 5 : index
  %sum, %n = call @scopes(%c5) : (index) -> (f32, i64)
  %si = fptosi %sum : f32 to i64
  call @printI64(%si) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%n) : (i64) -> ()
  call @printNewline() : () -> ()
  // CHECK-NEXT: 5
  // CHECK-NEXT: 10
  call @views() : () -> ()
  // CHECK-NEXT: rank = 2 offset = 8 sizes = [2, 3] strides = [6, 1] data =
  // CHECK-NEXT: {{\[}}[12,   13,   14],
  // CHECK-NEXT: [22,   23,   24]]
  // CHECK-NEXT: rank = 2 offset = 6 sizes = [2, 3] strides = [12, 2] data =
  // CHECK-NEXT: {{\[}}[10,   12,   14],
  // CHECK-NEXT: [30,   32,   34]]
  // CHECK-NEXT: rank = 1 offset = 12 sizes = [6] strides = [1] data =
  // CHECK-NEXT: [20,  21,  22,  23,  24,  25]
  // CHECK-NEXT: rank = 1 offset = 4 sizes = [4] strides = [6] data =
  // CHECK-NEXT: [4,  14,  24,  34]
  // CHECK-NEXT: rank = 1 offset = 15 sizes = [2] strides = [1] data =
  // CHECK-NEXT: [23,  24]
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 4] strides = [1, 6] data =
  // CHECK-NEXT: {{\[}}[0,   10,   20,   30],
  // CHECK-NEXT: [1,   11,   21,   31],
  // CHECK-NEXT: [2,   12,   22,   32],
  // CHECK-NEXT: [3,   13,   23,   33],
  // CHECK-NEXT: [4,   14,   24,   34],
  // CHECK-NEXT: [5,   15,   25,   35]]
  // CHECK-NEXT: 12
  // CHECK-NEXT: rank = 2 offset = 3 sizes = [3, 2] strides = [6, 2] data =
  // CHECK-NEXT: {{\[}}[3,   5],
  // CHECK-NEXT: [13,   15],
  // CHECK-NEXT: [23,   25]]
  // CHECK-NEXT: rank = 2 offset = 4 sizes = [2, 4] strides = [4, 1] data =
  // CHECK-NEXT: {{\[}}[4,   5,   10,   11],
  // CHECK-NEXT: [12,   13,   14,   15]]
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 2, 6] strides = [12, 6, 1] data =
  // CHECK-NEXT: {{\[}}{{\[}}[0,    1,    2,    3,    4,    5],
  // CHECK-NEXT: [10,    11,    12,    13,    14,    15]],
  // CHECK-NEXT: {{\[}}[20,    21,    22,    23,    24,    25],
  // CHECK-NEXT: [30,    31,    32,    33,    34,    35]]]
  // CHECK-NEXT: 25
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [3, 4, 2] strides = [8, 2, 1] data =
  // CHECK-NEXT: {{\[}}{{\[}}[0,    1],
  // CHECK-NEXT: [2,    3],
  // CHECK-NEXT: [4,    5],
  // CHECK-NEXT: [10,    11]],
  // CHECK-NEXT: {{\[}}[12,    13],
  // CHECK-NEXT: [14,    15],
  // CHECK-NEXT: [20,    21],
  // CHECK-NEXT: [22,    23]],
  // CHECK-NEXT: {{\[}}[24,    25],
  // CHECK-NEXT: [30,    31],
  // CHECK-NEXT: [32,    33],
  // CHECK-NEXT: [34,    35]]]
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
  // CHECK-NEXT: {{\[}}[0,   0,   0,   0],
  // CHECK-NEXT: [7,   7,   7,   7],
  // CHECK-NEXT: [14,   14,   14,   14]]
  // CHECK-NEXT: rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT: [0.5,  0.5,  0.5,  0.5]
  // CHECK-NEXT: 0
  call @globals() : () -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{\[}}[1.5,   2.5,   3.5],
  // CHECK-NEXT: [4.5,   5.5,   6.5]]
  call @globals_again() : () -> ()
  // CHECK-NEXT: rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT: [10,  20,  31,  40]
  // CHECK-NEXT: rank = 1 offset = 0 sizes = [2] strides = [1] data =
  // CHECK-NEXT: [3.25,  3.25]
  call @copies() : () -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
  // CHECK-NEXT: {{\[}}[0,   1,   2,   3],
  // CHECK-NEXT: [10,   11,   12,   13],
  // CHECK-NEXT: [20,   21,   22,   23]]
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{\[}}[1,   3],
  // CHECK-NEXT: [11,   13],
  // CHECK-NEXT: [21,   23]]
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
  // CHECK-NEXT: {{\[}}[0,   1,   2,   3],
  // CHECK-NEXT: [1.5,   2.5,   3.5,   13],
  // CHECK-NEXT: [4.5,   5.5,   6.5,   23]]
  // CHECK-NEXT: 6
  return
}
