llvm.func @callee(i32, f32) -> i32
llvm.func @void_callee()
llvm.func @vararg_callee(!llvm.ptr<i8>, ...) -> i32
llvm.func @calls(%i: i32, %f: f32, %p: !llvm.ptr<i8>, %fp: !llvm.ptr<func<i32 (i32, f32)>>, %vfp: !llvm.ptr<func<void ()>>) -> i32 {
  %0 = llvm.call @callee(%i, %f) : (i32, f32) -> i32
  llvm.call @void_callee() : () -> ()
  %1 = llvm.call @vararg_callee(%p, %i, %f) : (!llvm.ptr<i8>, i32, f32) -> i32
  %2 = llvm.call %fp(%i, %f) : (i32, f32) -> i32
  llvm.call %vfp() : () -> ()
  %4 = llvm.call @callee(%i, %f) {tag, fastmathFlags = #llvm.fastmath<fast>} : (i32, f32) -> i32
  %5 = llvm.call @callee(%i, %f) {fastmathFlags = #llvm.fastmath<>} : (i32, f32) -> i32
  %6 = llvm.mlir.addressof @callee : !llvm.ptr<func<i32 (i32, f32)>>
  %7 = llvm.call %6(%0, %f) : (i32, f32) -> i32
  llvm.return %7 : i32
}
llvm.func @branches(%c: i1, %i: i32, %f: f32) -> i32 {
  llvm.br ^bb1(%i, %f : i32, f32)
^bb1(%a: i32, %b: f32):
  llvm.cond_br %c, ^bb2, ^bb3(%a : i32)
^bb2:
  llvm.cond_br %c weights(dense<[3, 7]> : vector<2xi32>), ^bb1(%i, %f : i32, f32), ^bb4 {tag}
^bb3(%x: i32):
  llvm.switch %x, ^bb4 [
    0: ^bb5(%i : i32),
    7: ^bb3(%i : i32),
    42: ^bb6(%x, %i : i32, i32)
  ] {branch_weights = dense<[1, 2, 3, 4]> : vector<4xi32>}
^bb4:
  llvm.switch %i, ^bb5(%i : i32) []
^bb5(%y: i32):
  llvm.return %y : i32
^bb6(%z: i32, %w: i32):
  llvm.unreachable
}
llvm.func @memory(%n: i64, %p: !llvm.ptr<f32>, %i: i32, %s: !llvm.ptr<struct<(i32, array<4 x f32>)>>) {
  %0 = llvm.alloca %n x f32 : (i64) -> !llvm.ptr<f32>
  %1 = llvm.alloca %i x !llvm.struct<(i32, array<4 x f32>)> {alignment = 16} : (i32) -> !llvm.ptr<struct<(i32, array<4 x f32>)>>
  %2 = llvm.alloca %i x i64 {alignment = 0 : i64} : (i32) -> !llvm.ptr<i8, 5>
  %3 = llvm.load %p : !llvm.ptr<f32>
  %4 = llvm.load volatile %p {alignment = 4 : i64, nontemporal} : !llvm.ptr<f32>
  %5 = llvm.load %p {volatile_} : !llvm.ptr<f32>
  llvm.store %3, %0 : !llvm.ptr<f32>
  llvm.store volatile %4, %p {nontemporal, alignment = 8 : i64} : !llvm.ptr<f32>
  %6 = llvm.getelementptr %p[%n] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
  %7 = llvm.getelementptr %s[%n, %i, %i] : (!llvm.ptr<struct<(i32, array<4 x f32>)>>, i64, i32, i32) -> !llvm.ptr<f32>
  %8 = llvm.getelementptr %p[] {tag} : (!llvm.ptr<f32>) -> !llvm.ptr<f32>
  llvm.return
}
llvm.func @aggregates(%s: !llvm.struct<(i32, array<2 x f32>)>, %f: f32, %v: vector<4xf32>, %i: i32, %vp: !llvm.vec<2 x ptr<i8>>, %sv: !llvm.vec<? x 4 x i32>) {
  %0 = llvm.extractvalue %s[1, 0] : !llvm.struct<(i32, array<2 x f32>)>
  %1 = llvm.insertvalue %f, %s[1, 1] : !llvm.struct<(i32, array<2 x f32>)>
  %2 = llvm.extractvalue %1[1] {tag} : !llvm.struct<(i32, array<2 x f32>)>
  %3 = llvm.extractvalue %1[0 : i32] : !llvm.struct<(i32, array<2 x f32>)>
  %4 = llvm.extractelement %v[%i : i32] : vector<4xf32>
  %5 = llvm.insertelement %f, %v[%i : i32] : vector<4xf32>
  %6 = llvm.extractelement %vp[%i : i32] : !llvm.vec<2 x ptr<i8>>
  %7 = llvm.insertelement %i, %sv[%i : i32] : !llvm.vec<? x 4 x i32>
  %8 = llvm.shufflevector %v, %5 [0 : i32, 7 : i32, 2 : i32] : vector<4xf32>, vector<4xf32>
  %9 = llvm.shufflevector %vp, %vp [1 : i32] : !llvm.vec<2 x ptr<i8>>, !llvm.vec<2 x ptr<i8>>
  llvm.return
}
