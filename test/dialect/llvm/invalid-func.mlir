// Verifier and parser errors of llvm.func, llvm.return, llvm.mlir.global,
// llvm.mlir.addressof and llvm.mlir.constant, with mlir-opt-13's messages.
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics
// The columns too: the whole stderr equals mlir-opt-13's.
// RUN: not cmlir-opt -split-input-file %s 2> %t.ours
// RUN: not %upstream_opt -split-input-file %s 2> %t.up
// RUN: diff %t.ours %t.up
llvm.func @a() {
  llvm.return
}
// -----
// expected-note@+1 {{when returning from function}}
llvm.func @b() -> i32 {
// expected-error@+1 {{'llvm.return' op expected 1 operand}}
  llvm.return
}
// -----
// expected-note@+1 {{when returning from function}}
llvm.func @c() {
  %0 = llvm.mlir.constant(1 : i32) : i32
// expected-error@+1 {{'llvm.return' op expected no operands}}
  llvm.return %0 : i32
}
// -----
// expected-note@+1 {{when returning from function}}
llvm.func @d() -> i64 {
  %0 = llvm.mlir.constant(1 : i32) : i32
// expected-error@+1 {{'llvm.return' op mismatching result types}}
  llvm.return %0 : i32
}
// -----
llvm.func @e() -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
// expected-error@+1 {{'llvm.return' op expected at most 1 operand}}
  "llvm.return"(%0, %0) : (i32, i32) -> ()
}
// -----
// expected-error@+1 {{'llvm.func' op functions cannot have 'common' linkage}}
llvm.func common @f()
// -----
// expected-error@+1 {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func internal @g()
// -----
// expected-error@+1 {{'llvm.func' op only external functions can be variadic}}
llvm.func @h(%a: i32, ...) {
  llvm.return
}
// -----
// expected-error@+1 {{'llvm.func' op the type of entry block argument #0 does not match the function signature}}
"llvm.func"() ({
^bb0(%a: i64):
  llvm.return
}) {sym_name = "i", type = !llvm.func<void (i32)>} : () -> ()
// -----
// expected-error@+1 {{'llvm.func' op requires 'type' attribute of wrapped LLVM function type}}
"llvm.func"() ({
}) {sym_name = "j", type = i32} : () -> ()
// -----
// expected-error@+1 {{'llvm.func' op requires a type attribute 'type'}}
"llvm.func"() ({
}) {sym_name = "k"} : () -> ()
// -----
// expected-error@+1 {{'llvm.func' op requires string attribute 'sym_name'}}
"llvm.func"() ({
}) {type = !llvm.func<void ()>} : () -> ()
// -----
// expected-error@+1 {{custom op 'llvm.func' failed to construct function type: expected zero or one function result}}
llvm.func @l(i32, i32) -> (i32, i32)
// -----
// expected-error@+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function arguments}}
llvm.func @m(index)
// -----
// expected-error@+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function results'index'}}
llvm.func @n() -> index
// -----
llvm.func @o(%a: i32) attributes {arg_attrs = [{}]}
// -----
// expected-error@+1 {{'llvm.func' op attribute 'linkage' failed to satisfy constraint: LLVM linkage types}}
"llvm.func"() ({
}) {sym_name = "p", type = !llvm.func<void (i32)>, linkage = 42 : i64} : () -> ()
// -----
// expected-error@+1 {{'llvm.func' op entry block must have 0 arguments to match function signature}}
"llvm.func"() ({
^bb0(%a: i32):
  llvm.return
}) {sym_name = "q", type = !llvm.func<void ()>} : () -> ()
// -----
llvm.func @r(%a: i32 {llvm.align = 4 : i64, llvm.noalias}) -> (i32 {llvm.foo}) {
  llvm.return %a : i32
}
// -----
// expected-error@+1 {{llvm.align argument attribute of non integer type}}
llvm.func @s(%a: i32 {llvm.align = "x"})
// -----
llvm.func @t() -> !llvm.void
// -----
func @u() {
  llvm.return
}
// -----
llvm.func @a(%x: i32, %y: i32) -> i32 {
// expected-error@+1 {{expected integer number of results}}
  llvm.return {foo} %x : i32
}
// -----
llvm.func @b(%x: i32, %y: i32) -> i32 {
  llvm.return %x, %y : i32
}
// -----
llvm.func @c(%x: i32, %y: i32) -> i32 {
// expected-error@+1 {{expected operation name in quotes}}
  llvm.return %x, %y : i32, i32
}
// -----
llvm.func @d(%x: i32) -> i32 {
  llvm.return %x
// expected-error@+1 {{expected ':'}}
}
// -----
llvm.func @e(...) 
// -----
// expected-error@+1 {{custom op 'llvm.func' expected SSA identifier}}
llvm.func @f(%x: i32, i32)
// -----
// expected-error@+1 {{custom op 'llvm.func' expected type instead of SSA identifier}}
llvm.func @g(i32, %x: i32)
// -----
// expected-error@+1 {{custom op 'llvm.func' variadic arguments must be in the end of the argument list}}
llvm.func @h(..., i32)
// -----
// expected-error@+1 {{'llvm.func' op entry block must have 1 arguments to match function signature}}
llvm.func @i(i32) {
  llvm.return
}
// -----
// expected-error@+1 {{'llvm.func' op attribute 'personality' failed to satisfy constraint: flat symbol reference attribute}}
llvm.func @j() attributes {personality = "x", passthrough = 1 : i32}
// -----
// expected-error@+1 {{'llvm.func' op attribute 'passthrough' failed to satisfy constraint: array attribute}}
llvm.func @k() attributes {personality = @x, passthrough = 1 : i32}
// -----
llvm.func @l() attributes {dso_local}
// -----
// expected-error@+1 {{custom op 'llvm.func' failed to construct function type: expected zero or one function result}}
llvm.func @m() -> (i32, i32 {a})
// -----
// expected-error@+1 {{custom op 'llvm.func' attribute 'sym_name' occurs more than once in the attribute list}}
llvm.func @n() -> i32 attributes {sym_name = "x"}
// -----
llvm.func @o() -> (i32)
// -----
llvm.func weak_odr @p() {
  llvm.return
}
// -----
// expected-error@+1 {{custom op 'llvm.func' expected valid '@'-identifier for symbol name}}
llvm.func foo @q()
// -----
llvm.func @r() {
}
// -----
// expected-error@+1 {{'llvm.mlir.global' op expects type to be a valid element type for an LLVM pointer}}
llvm.mlir.global internal @a() : !llvm.void
// -----
llvm.func @f() {
// expected-error@+1 {{'llvm.mlir.global' op must appear at the module level}}
  llvm.mlir.global internal @b() : i32
  llvm.return
}
// -----
// expected-error@+1 {{'llvm.mlir.global' op requires an i8 array type of the length equal to that of the string attribute}}
llvm.mlir.global internal constant @c("abc") : !llvm.array<4 x i8>
// -----
// expected-error@+1 {{'llvm.mlir.global' op initializer region cannot return void}}
llvm.mlir.global internal @d() : i32 {
  llvm.return
}
// -----
// expected-error@+1 {{'llvm.mlir.global' op initializer region type 'i64' does not match global type 'i32'}}
llvm.mlir.global internal @e() : i32 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  llvm.return %0 : i64
}
// -----
// expected-error@+1 {{'llvm.mlir.global' op cannot have both initializer value and region}}
llvm.mlir.global internal @f(1 : i32) : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}
// -----
// expected-error@+1 {{'llvm.mlir.global' op expected zero value for 'common' linkage}}
llvm.mlir.global common @g(1 : i32) : i32
// -----
llvm.mlir.global common @g2(0 : i32) : i32
// -----
// expected-error@+1 {{'llvm.mlir.global' op expected array type for 'appending' linkage}}
llvm.mlir.global appending @h() : i32
// -----
// expected-error@+1 {{alignment attribute is not a power of 2}}
llvm.mlir.global internal @i(1 : i32) {alignment = 3 : i64} : i32
// -----
// expected-error@+1 {{custom op 'llvm.mlir.global' type can only be omitted for string globals}}
llvm.mlir.global internal @j(1 : i32)
// -----
// expected-error@+1 {{custom op 'llvm.mlir.global' expected zero or one type}}
llvm.mlir.global internal @k(1 : i32) : i32, i32
// -----
llvm.mlir.global @l("ab")
// -----
llvm.mlir.global internal @m(dense<1> : vector<2xi32>) : vector<2xi32>
// -----
llvm.mlir.global private constant @n(dense<[1, 2]> : tensor<2xi32>) {addr_space = 2 : i32} : !llvm.array<2 x i32>
// -----
// expected-error@+1 {{'llvm.mlir.global' op requires attribute 'linkage'}}
"llvm.mlir.global"() ({}) {sym_name = "o", type = i32} : () -> ()
// -----
// expected-error@+1 {{'llvm.mlir.global' op attribute 'addr_space' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
"llvm.mlir.global"() ({}) {sym_name = "p", type = i32, linkage = 1 : i64, addr_space = -1 : i32} : () -> ()
// -----
// expected-error@+1 {{'llvm.mlir.global' op attribute 'unnamed_addr' failed to satisfy constraint: LLVM GlobalValue UnnamedAddr}}
"llvm.mlir.global"() ({}) {sym_name = "q", type = i32, linkage = 1 : i64, unnamed_addr = 5 : i64} : () -> ()
// -----
// expected-error@+1 {{'llvm.mlir.global' op requires attribute 'type'}}
"llvm.mlir.global"() ({}) {sym_name = "r", linkage = 1 : i64} : () -> ()
// -----
// expected-error@+1 {{'llvm.mlir.global' op attribute 'section' failed to satisfy constraint: string attribute}}
llvm.mlir.global internal @s(1 : i32) {section = 1 : i32} : i32
// -----
llvm.mlir.global internal @t() : i32 {
  %0 = llvm.mlir.addressof @t : !llvm.ptr<i32>
  %1 = llvm.ptrtoint %0 : !llvm.ptr<i32> to i32
  llvm.return %1 : i32
}
// -----
// expected-error@+1 {{custom op 'llvm.mlir.global' expected valid '@'-identifier for symbol name}}
llvm.mlir.global internal thread_local @u() : i32
// -----
llvm.mlir.global internal @v(1 : i32) {thread_local_} : i32
// -----
llvm.mlir.global internal @w() {dso_local} : i32
// -----
// expected-error@+1 {{alignment attribute is not a power of 2}}
llvm.mlir.global internal @x(1 : i32) {alignment = 0 : i64} : i32
// -----
llvm.mlir.global internal @g(1 : i32) : i32
llvm.func @f() {
// expected-error@+1 {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global' or 'llvm.func'}}
  %0 = llvm.mlir.addressof @nope : !llvm.ptr<i32>
  llvm.return
}
// -----
llvm.mlir.global internal @g(1 : i32) : i32
llvm.func @f() {
// expected-error@+1 {{'llvm.mlir.addressof' op the type must be a pointer to the type of the referenced global}}
  %0 = llvm.mlir.addressof @g : !llvm.ptr<i64>
  llvm.return
}
// -----
llvm.mlir.global internal @g(1 : i32) {addr_space = 3 : i32} : i32
llvm.func @f() {
// expected-error@+1 {{'llvm.mlir.addressof' op the type must be a pointer to the type of the referenced global}}
  %0 = llvm.mlir.addressof @g : !llvm.ptr<i32>
  llvm.return
}
// -----
llvm.func @f() {
// expected-error@+1 {{'llvm.mlir.addressof' op the type must be a pointer to the type of the referenced function}}
  %0 = llvm.mlir.addressof @f : !llvm.ptr<i32>
  llvm.return
}
// -----
func @h() {
// expected-error@+1 {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global' or 'llvm.func'}}
  %0 = llvm.mlir.addressof @h : !llvm.ptr<i32>
  return
}
// -----
llvm.func @f() {
// expected-error@+1 {{'llvm.mlir.addressof' op the type must be a pointer to the type of the referenced function}}
  %0 = llvm.mlir.addressof @f : i32
  llvm.return
}
// -----
llvm.func @f() {
// expected-error@+1 {{'llvm.mlir.constant' op expected array type of 3 i8 elements for the string constant}}
  %0 = llvm.mlir.constant("abc") : !llvm.array<4 x i8>
  llvm.return
}
// -----
llvm.func @f() {
// expected-error@+1 {{'llvm.mlir.constant' op only supports integer, float, string or elements attributes}}
  %0 = llvm.mlir.constant(@f) : i32
  llvm.return
}
// -----
llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i32) : i64
  %1 = llvm.mlir.constant(1.5) : f32
  %2 = llvm.mlir.constant(1) : i32
  %3 = llvm.mlir.constant([1 : i32, 2 : i32]) : !llvm.array<2 x i32>
  %4 = llvm.mlir.constant(dense<[1, 2]> : tensor<2xi32>) : !llvm.array<2 x i32>
  %5 = llvm.mlir.constant(true) : i1
  %6 = llvm.mlir.constant(1.0 : f16) : f16
  %7 = llvm.mlir.constant([1.0 : f32, 2.0 : f32]) : !llvm.struct<(f32, f32)>
  llvm.return
}
// -----
llvm.func @f() {
// expected-error@+1 {{expected struct type with two elements of the same type, the type of a complex constant}}
  %0 = llvm.mlir.constant(1 : i32) : !llvm.struct<(i32, i64)>
  llvm.return
}
// -----
llvm.func @f() {
// expected-error@+1 {{'llvm.mlir.constant' op expected array attribute with two elements, representing a complex constant}}
  %0 = llvm.mlir.constant(1 : i32) : !llvm.struct<(i32, i32)>
  llvm.return
}
// -----
llvm.func @f() {
// expected-error@+1 {{'llvm.mlir.constant' op result #0 must be LLVM dialect-compatible type, but got 'index'}}
  %0 = llvm.mlir.constant(1 : i32) : index
  llvm.return
}
// -----
llvm.func @f() {
// expected-error@+1 {{'llvm.mlir.undef' op result #0 must be LLVM dialect-compatible type, but got 'index'}}
  %0 = llvm.mlir.undef : index
  llvm.return
}
// -----
llvm.func @f() {
// expected-error@+1 {{'llvm.mlir.null' op result #0 must be LLVM pointer type, but got 'i32'}}
  %0 = llvm.mlir.null : i32
  llvm.return
}
// -----
llvm.func @f() {
// expected-error@+1 {{'llvm.mlir.constant' op only supports integer, float, string or elements attributes}}
  %0 = llvm.mlir.constant(unit) : i32
  llvm.return
}
// -----
llvm.func @f() {
// expected-error@+1 {{'llvm.mlir.constant' op requires attribute 'value'}}
  %0 = "llvm.mlir.constant"() : () -> i32
  llvm.return
}
// -----
llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i32) {foo} : i32
  %1 = llvm.mlir.undef {foo} : i32
  %2 = llvm.mlir.null {foo} : !llvm.ptr<i8>
  %3 = llvm.mlir.addressof @f {foo} : !llvm.ptr<func<void ()>>
  llvm.return
}

