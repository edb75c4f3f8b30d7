func private @simple(!llvm.void, !llvm.token, !llvm.metadata, !llvm.label, !llvm.x86_mmx, !llvm.ppc_fp128)
func private @pointers(!llvm.ptr<i8>, !llvm.ptr<f64, 5>, !llvm.ptr<ptr<i16>>,
                       !llvm.ptr<!llvm.ptr<i16>>, !llvm.ptr<i1, 0>,
                       !llvm.ptr<vector<8 x f16>>, !llvm.ptr<func<void()>,2>,
                       !llvm.ptr<i64, -1>, !llvm.ptr<i64, 0x10>)
func private @arrays(!llvm.array<10 x i32>, !llvm.array<0 x f32>,
                     !llvm.array<3 x array<7 x i8>>, !llvm.array<2 x vector<4xi32>>,
                     !llvm.array<8xptr<f32>>, !llvm.array<4294967295 x i1>,
                     !llvm.array<2 x index>, !llvm.array<5x i3>)
func private @functions(!llvm.func<void ()>, !llvm.func<i64 (f32, i8)>,
                        !llvm.func<void (ptr<i8>, ...)>, !llvm.func<i32 (...)>,
                        !llvm.func<ptr<func<void()>> (metadata, token)>,
                        !llvm.func<struct<(i32)>(array<2xi8>)>, !llvm.func<ui8 ()>)
func private @vectors(!llvm.vec<4 x ptr<i32>>, !llvm.vec<? x 8 x i16>,
                      !llvm.vec<?x2xf64>, !llvm.vec<? x 1 x ptr<i8>>,
                      !llvm.vec<2 x ppc_fp128>, !llvm.vec<? x 4 x ppc_fp128>,
                      !llvm.vec<3 x !llvm.ptr<i8, 1>>)
func private @literal_structs(!llvm.struct<()>, !llvm.struct<(i32)>,
                              !llvm.struct<(i8, ptr<i8>, array<2 x f32>)>,
                              !llvm.struct<packed (i8, i64)>,
                              !llvm.struct<(struct<packed ()>)>,
                              !llvm.struct<(vector<2xf32>, tensor<2xf32>, index)>)
func private @identified(!llvm.struct<"empty", ()>, !llvm.struct<"opq", opaque>,
                         !llvm.struct<"pair", (i32, f32)>,
                         !llvm.struct<"pk", packed (i8, i32)>,
                         !llvm.struct<"with space", (i1)>,
                         !llvm.struct<"q\"uote", (i1)>, !llvm.struct<"", (i8)>)
func private @raw_names(!llvm.struct<"t\09b\5C", (i1)>)
func private @again(!llvm.struct<"pair", (i32, f32)>, !llvm.ptr<struct<"opq", opaque>>)
func private @recursive(!llvm.struct<"list", (i32, ptr<struct<"list">>)>,
                        !llvm.ptr<struct<"list", (i32, ptr<struct<"list">>)>>)
func private @mutual(!llvm.struct<"forest", (ptr<struct<"tree", (ptr<struct<"forest">>, ptr<struct<"tree">>)>>, i64)>,
                     !llvm.struct<"tree", (ptr<struct<"forest", (ptr<struct<"tree">>, i64)>>, ptr<struct<"tree">>)>)
func private @spellings(!llvm.struct<"self", (!llvm.struct<"self">)>,
                        !llvm<"ptr<i32>">, !llvm<"array<4 x ptr<i8>>">)
func private @builtin(tensor<4x!llvm.ptr<i8>>, tuple<!llvm.void>) -> !llvm.struct<(i32, i32)>
func private @attr() attributes {t = !llvm.array<2 x struct<(ptr<i8>)>>}
