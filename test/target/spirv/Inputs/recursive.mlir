// A linked-list node: a struct that points to itself (spirv-tools.test).
spv.module Physical64 GLSL450 requires #spv.vce<v1.0, [Addresses, Shader, Linkage], []> {
  spv.GlobalVariable @node : !spv.ptr<!spv.struct<Node, (!spv.ptr<!spv.struct<Node>, Private>, i32)>, Private>
  spv.GlobalVariable @pair : !spv.ptr<!spv.struct<P, (!spv.ptr<!spv.struct<Q, (!spv.ptr<!spv.struct<P>, Private>, f32)>, Private>)>, Private>
}
