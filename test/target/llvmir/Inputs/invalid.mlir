// expected-error@+1 {{'func' op unsupported module-level operation}}
func @f() {
  llvm.return
}

// -----

llvm.func @f(%a: i32) -> i64 {
  // expected-error@+1 {{cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: unrealized_conversion_cast}}
  %0 = unrealized_conversion_cast %a : i32 to i64
  llvm.return %0 : i64
}

// -----

// expected-error@+1 {{llvm.noalias attribute attached to LLVM non-pointer argument}}
llvm.func @f(%a: i32 {llvm.noalias}) {
  llvm.return
}

// -----

// expected-error@+1 {{llvm.align attribute attached to LLVM non-pointer argument}}
llvm.func @f(%a: i32 {llvm.align = 4}) {
  llvm.return
}

// -----

// expected-error@+1 {{expected 'passthrough' to contain string or array attributes}}
llvm.func @f() attributes {passthrough = ["noinline", 42]} {
  llvm.return
}

// -----

// expected-error@+1 {{expected 'passthrough' to contain string or array attributes}}
llvm.func @f() attributes {passthrough = [["a", "b", "c"]]} {
  llvm.return
}

// -----

// expected-error@+1 {{expected arrays within 'passthrough' to contain two strings}}
llvm.func @f() attributes {passthrough = [["foo", 1]]} {
  llvm.return
}

// -----

// expected-error@+1 {{LLVM attribute 'noinline' does not expect a value, found '1'}}
llvm.func @f() attributes {passthrough = [["noinline", "1"]]} {
  llvm.return
}

// -----

// expected-error@+1 {{LLVM attribute 'alignstack' expects a value}}
llvm.func @f() attributes {passthrough = ["alignstack"]} {
  llvm.return
}


// -----

llvm.mlir.global internal @g() : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.mlir.addressof @g : !llvm.ptr<i32>
  // expected-error@+1 {{unemittable constant value}}
  %2 = llvm.load %1 : !llvm.ptr<i32>
  llvm.return %2 : i32
}
