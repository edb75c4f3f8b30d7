// The position of llvm.extractvalue / llvm.insertvalue is any attribute,
// then must be an array: a bare integer takes the `: type` after it as its
// own type, so `0 : i32 :` is an integer of the wrong kind and `0 : T` with
// T no integer type is an invalid literal.
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// REQUIRES: upstream
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

func @insert_int_position(%v: f32, %s: !llvm.struct<(f32, i8)>) {
  // expected-error@+1 {{custom op 'llvm.insertvalue' invalid kind of attribute specified}}
  %0 = llvm.insertvalue %v, %s 1 : index : !llvm.struct<(f32, i8)>
  return
}

// -----

func @extract_int_position(%s: !llvm.array<2 x i8>) {
  // expected-error@+1 {{integer literal not valid for specified type}}
  %0 = llvm.extractvalue %s 1 : !llvm.array<2 x i8>
  return
}

// -----

func @extract_dict_position(%s: !llvm.array<2 x i8>) {
  // expected-error@+1 {{custom op 'llvm.extractvalue' invalid kind of attribute specified}}
  %0 = llvm.extractvalue %s {a = 1} : !llvm.array<2 x i8>
  return
}
