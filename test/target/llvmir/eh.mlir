// invoke, landingpad, resume and inline assembly.
// RUN: cmlir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: cmlir-translate --mlir-to-llvmir %s -o %t.ll && %llvm_as %t.ll -o %t.bc && %llvm_as13 %t.ll -o %t.bc

// CHECK-LABEL: define i32 @eh(i32 %0) personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*)
// CHECK-NEXT: invoke void @bar()
// CHECK-NEXT: to label %[[OK:[0-9]+]] unwind label %[[LP:[0-9]+]], !dbg
// CHECK: [[OK]]:
// CHECK-NEXT: %[[R:[0-9]+]] = invoke i32 @foo(i32 %0)
// CHECK-NEXT: to label %[[OK2:[0-9]+]] unwind label %[[LP]]
// CHECK: [[OK2]]:
// CHECK-NEXT: ret i32 %[[R]]
// CHECK: [[LP]]:                                                ; preds = %[[OK]], %1
// CHECK-NEXT: %[[P:[0-9]+]] = landingpad { i8*, i32 }
// The cleanup flag is kept (mlir-translate-13 drops it).
// CHECK-NEXT: cleanup
// CHECK-NEXT: catch i8* bitcast (i8** @_ZTIi to i8*)
// CHECK-NEXT: filter [1 x i8*] zeroinitializer
// CHECK-NEXT: resume { i8*, i32 } %[[P]]

// CHECK-LABEL: define i32 @asm(i32 %0)
// CHECK-NEXT: %2 = call i32 asm sideeffect "mov $1, $0", "=r,r"(i32 %0)
// CHECK-NEXT: %3 = call i32 asm alignstack inteldialect "nop", "=r"()
// CHECK-NEXT: call void asm "nop", ""()

llvm.mlir.global external constant @_ZTIi() : !llvm.ptr<i8>
llvm.func @foo(i32) -> i32
llvm.func @bar()
llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @eh(%a: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  %ti = llvm.mlir.addressof @_ZTIi : !llvm.ptr<ptr<i8>>
  %tb = llvm.bitcast %ti : !llvm.ptr<ptr<i8>> to !llvm.ptr<i8>
  %n = llvm.mlir.null : !llvm.ptr<ptr<i8>>
  %nb = llvm.bitcast %n : !llvm.ptr<ptr<i8>> to !llvm.ptr<i8>
  %arr0 = llvm.mlir.undef : !llvm.array<1 x ptr<i8>>
  %arr = llvm.insertvalue %nb, %arr0[0 : i32] : !llvm.array<1 x ptr<i8>>
  llvm.invoke @bar() to ^ok unwind ^lp : () -> ()
^ok:
  %0 = llvm.invoke @foo(%a) to ^ok2 unwind ^lp : (i32) -> i32
^ok2:
  llvm.return %0 : i32
^lp:
  %lp = llvm.landingpad cleanup (catch %tb : !llvm.ptr<i8>) (filter %arr : !llvm.array<1 x ptr<i8>>) : !llvm.struct<(ptr<i8>, i32)>
  llvm.resume %lp : !llvm.struct<(ptr<i8>, i32)>
}
llvm.func @asm(%a: i32) -> i32 {
  %0 = llvm.inline_asm has_side_effects "mov $1, $0", "=r,r" %a : (i32) -> i32
  %1 = llvm.inline_asm is_align_stack asm_dialect = "intel" "nop", "=r" : () -> i32
  llvm.inline_asm "nop", "" : () -> ()
  llvm.return %0 : i32
}
