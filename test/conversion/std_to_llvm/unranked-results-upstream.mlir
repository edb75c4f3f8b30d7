// Unranked memref results crossing calls: a returned unranked memref has
// the ranked descriptor behind it copied to the heap (malloc +
// llvm.intr.memcpy, sized 2 * sizeof(ptr) + (1 + 2 * rank) *
// sizeof(index)), and a caller copies it back to the stack (alloca) and
// frees the heap copy; for call, call_indirect and several results;
// diffed op for op with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -convert-memref-to-llvm -convert-std-to-llvm %s > %t.ours
// RUN: %upstream_opt -convert-memref-to-llvm -convert-std-to-llvm %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -convert-memref-to-llvm -convert-std-to-llvm='emit-c-wrappers=1' %s > %t.oursc
// RUN: %upstream_opt -convert-memref-to-llvm -convert-std-to-llvm='emit-c-wrappers=1' %s > %t.upc
// RUN: diff %t.oursc %t.upc
// RUN: FileCheck %s < %t.ours

// CHECK: llvm.func @free(!llvm.ptr<i8>)
// CHECK: llvm.func @malloc(i64) -> !llvm.ptr<i8>

// CHECK-LABEL: llvm.func @callee(
// CHECK: llvm.insertvalue %{{.*}}[1] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[TWO:.*]] = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %[[PS:.*]] = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %[[IS:.*]] = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %[[PTRS:.*]] = llvm.mul %[[TWO]], %[[PS]] : i64
// CHECK-NEXT: %[[R:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %[[R2:.*]] = llvm.mul %[[TWO]], %[[R]] : i64
// CHECK-NEXT: %[[R21:.*]] = llvm.add %[[R2]], %[[ONE]] : i64
// CHECK-NEXT: %[[IDX:.*]] = llvm.mul %[[R21]], %[[IS]] : i64
// CHECK-NEXT: %[[SIZE:.*]] = llvm.add %[[PTRS]], %[[IDX]] : i64
// CHECK-NEXT: %[[F:.*]] = llvm.mlir.constant(false) : i1
// CHECK-NEXT: %[[MEM:.*]] = llvm.call @malloc(%[[SIZE]]) : (i64) -> !llvm.ptr<i8>
// CHECK-NEXT: %[[SRC:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: "llvm.intr.memcpy"(%[[MEM]], %[[SRC]], %[[SIZE]], %[[F]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, i1) -> ()
// CHECK: llvm.return
func @callee(%arg: memref<4xf32>) -> memref<*xf32> {
  %u = memref.cast %arg : memref<4xf32> to memref<*xf32>
  return %u : memref<*xf32>
}

func @two(%a: memref<4xf32>, %b: memref<2x2xi32>) -> (memref<*xf32>, index, memref<*xi32>) {
  %u = memref.cast %a : memref<4xf32> to memref<*xf32>
  %v = memref.cast %b : memref<2x2xi32> to memref<*xi32>
  %c = constant 3 : index
  return %u, %c, %v : memref<*xf32>, index, memref<*xi32>
}

func @pass(%u: memref<*xf32>) -> memref<*xf32> {
  return %u : memref<*xf32>
}

func private @ext(memref<*xf32>) -> memref<*xf32>

// CHECK-LABEL: llvm.func @caller(
// CHECK: %[[RES:.*]] = llvm.call @callee(
// CHECK: %[[STACK:.*]] = llvm.alloca %{{.*}} x i8 : (i64) -> !llvm.ptr<i8>
// CHECK-NEXT: %[[HEAP:.*]] = llvm.extractvalue %[[RES]][1] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: "llvm.intr.memcpy"(%[[STACK]], %[[HEAP]], %{{.*}}, %{{.*}})
// CHECK-NEXT: llvm.call @free(%[[HEAP]]) : (!llvm.ptr<i8>) -> ()
func @caller(%arg: memref<4xf32>) -> f32 {
  %u = call @callee(%arg) : (memref<4xf32>) -> memref<*xf32>
  %r = memref.cast %u : memref<*xf32> to memref<4xf32>
  %c0 = constant 0 : index
  %v = memref.load %r[%c0] : memref<4xf32>
  return %v : f32
}

func @caller_many(%a: memref<4xf32>, %b: memref<2x2xi32>, %f: (memref<*xf32>) -> memref<*xf32>) -> index {
  %u, %c, %v = call @two(%a, %b) : (memref<4xf32>, memref<2x2xi32>) -> (memref<*xf32>, index, memref<*xi32>)
  %w = call @pass(%u) : (memref<*xf32>) -> memref<*xf32>
  %x = call_indirect %f(%w) : (memref<*xf32>) -> memref<*xf32>
  %y = call @ext(%x) : (memref<*xf32>) -> memref<*xf32>
  %r = rank %y : memref<*xf32>
  %s = rank %v : memref<*xi32>
  %t = addi %r, %s : index
  return %t : index
}
