/* gpu.h - the gpu dialect of MLIR 13 (lib/dialect/gpu/): its types
 * (!gpu.async.token, !gpu.mma_matrix), its ops (docs/gpu.md) and the
 * accessors later lowerings (gpu to SPIR-V, gpu to LLVM) use. */
#ifndef CMLIR_DIALECT_GPU_H
#define CMLIR_DIALECT_GPU_H

#include "cmlir/ir.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ======================================================================
 * gpu.c - the dialect, its types and its module attributes
 * ====================================================================== */
void cm_register_gpu_dialect(CmContext *ctx);

/* The discardable attributes the dialect gives meaning to. */
#define CM_GPU_CONTAINER_MODULE_ATTR "gpu.container_module"
#define CM_GPU_KERNEL_ATTR "gpu.kernel"
/* Memory spaces of workgroup and private attributions. */
#define CM_GPU_WORKGROUP_ADDRESS_SPACE 3
#define CM_GPU_PRIVATE_ADDRESS_SPACE 5

/* !gpu.async.token (the gpu dialect must be registered in `ctx`). */
CmType *cm_gpu_async_token_type(CmContext *ctx);
bool cm_gpu_type_is_async_token(const CmType *t);
/* !gpu.mma_matrix<RxCxelem, "operand">; NULL (no diagnostic) when the
 * parameters are invalid (see cm_gpu_mma_matrix_verify). */
CmType *cm_gpu_mma_matrix_type(CmContext *ctx, int64_t rows, int64_t cols,
                               CmType *elem, const char *operand);
bool cm_gpu_type_is_mma_matrix(const CmType *t);
/* Parameters of an mma_matrix type (shape has two entries). */
const int64_t *cm_gpu_mma_matrix_shape(const CmType *t);
CmType *cm_gpu_mma_matrix_elem(const CmType *t);
CmStr cm_gpu_mma_matrix_operand(const CmType *t); /* "AOp", "BOp", "COp" */

/* Whether `op` (a gpu.func or llvm.func) has the gpu.kernel attribute. */
bool cm_gpu_is_kernel(const CmOp *op);

/* ======================================================================
 * gpu_ops.c - op accessors
 * ====================================================================== */
/* gpu.thread_id / block_id / block_dim / grid_dim: 0, 1, 2 for x, y, z,
 * -1 if the dimension attribute is invalid. */
int cm_gpu_index_op_dimension(const CmOp *op);

/* gpu.launch: the 6 size operands (grid x y z, block x y z) and the 12
 * body arguments (block ids, thread ids, grid size, block size). */
CmValue *cm_gpu_launch_grid_size_operand(CmOp *launch, unsigned dim);
CmValue *cm_gpu_launch_block_size_operand(CmOp *launch, unsigned dim);
CmValue *cm_gpu_launch_block_id(CmOp *launch, unsigned dim);
CmValue *cm_gpu_launch_thread_id(CmOp *launch, unsigned dim);
CmValue *cm_gpu_launch_grid_size(CmOp *launch, unsigned dim);
CmValue *cm_gpu_launch_block_size(CmOp *launch, unsigned dim);

/* gpu.launch_func: the kernel symbol (@module::@func), the module and
 * function names, the grid / block size operands and the kernel operands
 * (without async dependencies). */
CmAttr *cm_gpu_launch_func_kernel(CmOp *op);
CmStr cm_gpu_launch_func_module_name(CmOp *op);
CmStr cm_gpu_launch_func_kernel_name(CmOp *op);
CmValue *cm_gpu_launch_func_grid_size(CmOp *op, unsigned dim);
CmValue *cm_gpu_launch_func_block_size(CmOp *op, unsigned dim);
unsigned cm_gpu_launch_func_num_kernel_operands(CmOp *op);
CmValue *cm_gpu_launch_func_kernel_operand(CmOp *op, unsigned i);

/* gpu.func: the function type, its argument count, the workgroup and
 * private attributions (entry block arguments after the function's). */
CmType *cm_gpu_func_type(const CmOp *op);
unsigned cm_gpu_func_num_workgroup_attributions(const CmOp *op);
unsigned cm_gpu_func_num_private_attributions(const CmOp *op);
CmValue *cm_gpu_func_workgroup_attribution(CmOp *op, unsigned i);
CmValue *cm_gpu_func_private_attribution(CmOp *op, unsigned i);

/* Async ops (wait, alloc, dealloc, memcpy, launch_func): the dependency
 * operands and the token result (NULL when not async). */
bool cm_gpu_async_dependencies(CmOp *op, unsigned *start, unsigned *count);
CmValue *cm_gpu_async_token(CmOp *op);

/* ======================================================================
 * outlining.c - -gpu-kernel-outlining
 * ====================================================================== */
/* Builds the gpu.func a gpu.launch outlines to, named `name` (not inserted
 * anywhere; the caller owns it), the sunk constants cloned in. */
CmOp *cm_gpu_outline_kernel_func(CmOp *launch, const char *name);

#ifdef __cplusplus
}
#endif

#endif
