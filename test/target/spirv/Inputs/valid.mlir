spv.module Logical GLSL450 requires #spv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]> {
  spv.GlobalVariable @data bind(0, 0) : !spv.ptr<!spv.struct<(!spv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spv.GlobalVariable @gid built_in("GlobalInvocationId") : !spv.ptr<vector<3xi32>, Input>
  spv.func @main() "None" {
    %zero = spv.Constant 0 : i32
    %one = spv.Constant 1 : i32
    %two = spv.Constant 2.0 : f32
    %ten = spv.Constant 10 : i32
    %gidp = spv.mlir.addressof @gid : !spv.ptr<vector<3xi32>, Input>
    %g = spv.Load "Input" %gidp : vector<3xi32>
    %x = spv.CompositeExtract %g[0 : i32] : vector<3xi32>
    %data = spv.mlir.addressof @data : !spv.ptr<!spv.struct<(!spv.rtarray<f32, stride=4> [0])>, StorageBuffer>
    %p = spv.AccessChain %data[%zero, %x] : !spv.ptr<!spv.struct<(!spv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32
    %v = spv.Load "StorageBuffer" %p : f32
    %small = spv.FOrdLessThan %v, %two : f32
    spv.mlir.selection {
      spv.BranchConditional %small, ^then, ^merge
    ^then:
      %d = spv.FMul %v, %two : f32
      spv.Store "StorageBuffer" %p, %d : f32
      spv.Branch ^merge
    ^merge:
      spv.mlir.merge
    }
    spv.Branch ^bb1(%zero : i32)
  ^bb1(%i0: i32):
    spv.mlir.loop {
      spv.Branch ^header(%i0 : i32)
    ^header(%i: i32):
      %lt = spv.SLessThan %i, %ten : i32
      spv.BranchConditional %lt, ^body, ^merge
    ^body:
      spv.Branch ^continue
    ^continue:
      %next = spv.IAdd %i, %one : i32
      spv.Branch ^header(%next : i32)
    ^merge:
      spv.mlir.merge
    }
    spv.Return
  }
  spv.EntryPoint "GLCompute" @main, @gid
  spv.ExecutionMode @main "LocalSize", 32, 1, 1
}
