/* spirv_runner.c - the part of cmlir-spirv-cpu-runner before the JIT:
 * MLIR 13's runMLIRPasses of mlir-spirv-cpu-runner, then the modules the
 * SPIR-V modules became linked into the host module as 13's
 * convertMLIRModule links their LLVM IR: a declaration (an llvm.func
 * without body, an external llvm.mlir.global without initializer) gives
 * way to the definition of the same name. */
#include "spirv_runner.h"

#include "cmlir/conversion_spirv.h"
#include "cmlir/conversion_spirv_llvm.h"
#include "cmlir/dialect/gpu.h"
#include "cmlir/dialect/llvm.h"
#include "cmlir/dialect/spirv.h"
#include "cmlir/dialects.h"
#include "cmlir/pass.h"

#include <string.h>

void cm_spirv_runner_register_dialects(CmContext *ctx) {
  cm_register_llvm_dialect(ctx);
  cm_register_gpu_dialect(ctx);
  cm_register_spirv_dialect(ctx);
  cm_register_std_dialect(ctx);
  cm_register_memref_dialect(ctx);
}

static bool is_declaration(CmOp *op) {
  bool empty = cm_op_num_regions(op) == 0 || !cm_op_region(op, 0)->first;
  if (cm_op_name_is(op, "llvm.func"))
    return empty;
  if (cm_op_name_is(op, "llvm.mlir.global")) {
    CmAttr *l = cm_op_get_attr(op, "linkage");
    return empty && !cm_op_get_attr(op, "value") && l &&
           l->kind == CM_ATTR_INTEGER &&
           l->integer.value == CM_LLVM_LINKAGE_EXTERNAL;
  }
  return false;
}

/* Moves the ops of the nested module `inner` before it in `module`. */
static void link_module(CmOp *module, CmOp *inner) {
  CmBlock *top = cm_op_block(inner);
  CmBlock *body = cm_op_region(inner, 0)->first;
  while (body && body->first) {
    CmOp *op = body->first;
    CmIdent *name = cm_symbol_name(op);
    CmOp *other = name ? cm_symbol_table_lookup(module, name->str, name->len)
                       : NULL;
    if (other && other != op && is_declaration(op)) {
      cm_op_erase(op);
      continue;
    }
    if (other && other != op && is_declaration(other))
      cm_op_erase(other);
    cm_op_remove_from_block(op);
    cm_block_insert_op_before(top, inner, op);
  }
}

CmResult cm_spirv_runner_lower(CmOp *module) {
  CmContext *ctx = cm_op_context(module);
  cm_register_all_passes();
  CmPassManager *pm =
      cm_pass_manager_create(ctx, "builtin.module", CM_NESTING_EXPLICIT);
  CmBuf err = {0};
  CmResult r = CM_SUCCESS;
  static const char *const top_passes[] = {"gpu-kernel-outlining",
                                           "convert-gpu-to-spirv"};
  for (size_t i = 0; i < 2 && cm_succeeded(r); i++)
    r = cm_pass_manager_add_by_name(pm, top_passes[i], NULL, &err);
  CmPassManager *spv = cm_pass_manager_nest(pm, "spv.module");
  if (cm_succeeded(r))
    r = cm_pass_manager_add_by_name(spv, "spirv-lower-abi-attrs", NULL, &err);
  if (cm_succeeded(r))
    r = cm_pass_manager_add_by_name(spv, "spirv-update-vce", NULL, &err);
  if (cm_succeeded(r))
    r = cm_pass_manager_add_by_name(pm, "lower-host-to-llvm", NULL, &err);
  if (cm_succeeded(r))
    r = cm_pass_manager_add_by_name(pm, "convert-spirv-to-llvm", NULL, &err);
  if (cm_failed(r) && err.len)
    cm_emit_error(cm_loc_unknown(ctx), "%s", err.data);
  cm_buf_free(&err);
  if (cm_succeeded(r))
    r = cm_pass_manager_run(pm, module);
  cm_pass_manager_destroy(pm);
  if (cm_failed(r))
    return r;
  CmBlock *top = cm_op_region(module, 0)->first;
  for (CmOp *op = top ? top->first : NULL; op;) {
    CmOp *next = cm_op_next(op);
    if (cm_op_name_is(op, "module")) {
      link_module(module, op);
      next = cm_op_next(op);
      cm_op_erase(op);
    }
    op = next;
  }
  return CM_SUCCESS;
}
