// Functions: declarations, linkage, argument attributes, passthrough
// attributes, personality; calls (direct, indirect, varargs, void).
// RUN: cmlir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: cmlir-translate --mlir-to-llvmir %s -o %t.ll && %llvm_as %t.ll -o %t.bc && %llvm_as13 %t.ll -o %t.bc

// The implicit declarations come first, then the functions in order.
// CHECK: declare i8* @malloc(i64)
// CHECK-EMPTY:
// CHECK-NEXT: declare void @free(i8*)
// CHECK-EMPTY:
// CHECK-NEXT: declare i32 @printf(i8*, ...)
llvm.func @printf(!llvm.ptr<i8>, ...) -> i32
// CHECK: declare extern_weak void @weak_decl()
llvm.func extern_weak @weak_decl()
// Argument attributes of declarations are not translated (as upstream).
// CHECK: declare i32 @decl(i8*, i32)
llvm.func @decl(!llvm.ptr<i8> {llvm.noalias}, i32) -> i32

// CHECK: ; Function Attrs: noinline nounwind
// CHECK-NEXT: define internal float* @attrs(float* noalias align 16 %0, float* noalias %1, i32 %2) #[[G0:[0-9]+]]
llvm.func internal @attrs(%a: !llvm.ptr<f32> {llvm.noalias, llvm.align = 16 : i64},
                          %b: !llvm.ptr<f32> {llvm.noalias}, %c: i32)
    -> !llvm.ptr<f32> attributes {passthrough = ["nounwind", "noinline", ["frame-pointer", "all"], "my-attr", ["alignstack", "8"]]} {
  llvm.return %a : !llvm.ptr<f32>
}

// CHECK: define private void @priv() #[[G1:[0-9]+]]
llvm.func private @priv() attributes {passthrough = [["target-cpu", "x86-64"]]} {
  llvm.return
}

// CHECK: define linkonce_odr void @lodr()
llvm.func linkonce_odr @lodr() {
  llvm.return
}

// CHECK: define weak void @wk()
llvm.func weak @wk() {
  llvm.return
}

// CHECK: define void @pers() personality i8* bitcast (i32 (i8*, i32)* @decl to i8*)
llvm.func @pers() attributes {personality = @decl} {
  llvm.return
}

// CHECK-LABEL: define i32 @calls(i32 %0, i32 (i32)* %1, i8* %2)
llvm.func @calls(%a: i32, %f: !llvm.ptr<func<i32 (i32)>>, %s: !llvm.ptr<i8>) -> i32 {
  // CHECK-NEXT: %4 = call i32 @callee(i32 %0)
  %0 = llvm.call @callee(%a) : (i32) -> i32
  // CHECK-NEXT: %5 = call i32 %1(i32 %4)
  %1 = llvm.call %f(%0) : (i32) -> i32
  // CHECK-NEXT: %6 = call i32 (i8*, ...) @printf(i8* %2, i32 %5, double 1.500000e+00)
  %x = llvm.mlir.constant(1.5 : f64) : f64
  %2 = llvm.call @printf(%s, %1, %x) : (!llvm.ptr<i8>, i32, f64) -> i32
  // CHECK-NEXT: call void @priv()
  llvm.call @priv() : () -> ()
  // CHECK-NEXT: %7 = call i32 @callee(i32 ptrtoint (i32 (i32)* @callee to i32))
  %g = llvm.mlir.addressof @callee : !llvm.ptr<func<i32 (i32)>>
  %gi = llvm.ptrtoint %g : !llvm.ptr<func<i32 (i32)>> to i32
  %3 = llvm.call @callee(%gi) : (i32) -> i32
  // CHECK-NEXT: %8 = call float (float)* @ret_fnptr()
  %4 = llvm.call @ret_fnptr() : () -> !llvm.ptr<func<f32 (f32)>>
  // CHECK-NEXT: %9 = call fast float %8(float 0.000000e+00)
  %z = llvm.mlir.constant(0.0 : f32) : f32
  %5 = llvm.call %4(%z) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
  llvm.return %3 : i32
}

llvm.func @callee(i32) -> i32
llvm.func @ret_fnptr() -> !llvm.ptr<func<f32 (f32)>>

// CHECK: attributes #[[G0]] = { noinline nounwind alignstack=8 "frame-pointer"="all" "my-attr" }
// CHECK: attributes #[[G1]] = { "target-cpu"="x86-64" }
