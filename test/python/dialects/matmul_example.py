# REQUIRES: numpy, jit
# RUN: %PYTHON %S/../../../examples/python/matmul.py | FileCheck %s
# The example of examples/python/: a matrix multiply built with the
# dialect builders, lowered with a PassManager, run with the
# ExecutionEngine on numpy arrays and compared with numpy.matmul.

# CHECK: func @matmul(%arg0: memref<4x6xf32>, %arg1: memref<6x5xf32>, %arg2: memref<4x5xf32>) attributes {llvm.emit_c_interface} {
# CHECK: scf.for %arg3 = %c0 to %c4 step %c1 {
# CHECK: scf.for %arg4 = %c0 to %c5 step %c1 {
# CHECK: scf.for %arg5 = %c0 to %c6 step %c1 {
# CHECK: %[[A:.*]] = memref.load %arg0[%arg3, %arg5] : memref<4x6xf32>
# CHECK: %[[B:.*]] = memref.load %arg1[%arg5, %arg4] : memref<6x5xf32>
# CHECK: %[[C:.*]] = memref.load %arg2[%arg3, %arg4] : memref<4x5xf32>
# CHECK: %[[P:.*]] = mulf %[[A]], %[[B]] : f32
# CHECK: %[[S:.*]] = addf %[[C]], %[[P]] : f32
# CHECK: memref.store %[[S]], %arg2[%arg3, %arg4] : memref<4x5xf32>
# CHECK: result:
# CHECK: matches numpy.matmul: True
