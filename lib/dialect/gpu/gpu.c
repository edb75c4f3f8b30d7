/* gpu.c - the gpu dialect of MLIR 13: registration, the types
 * !gpu.async.token and !gpu.mma_matrix<RxCxT, "XOp">, and the
 * verification of the `gpu.container_module` module attribute (which
 * checks every gpu.launch_func of the module against the kernel it
 * names).  The ops are in gpu_ops.c. */
#include "gpu_internal.h"

#include <string.h>

enum { GPU_TYPE_ASYNC_TOKEN, GPU_TYPE_MMA_MATRIX };

static CmDialect *gpu_dialect(CmContext *ctx) {
  return cm_lookup_dialect(ctx, "gpu", 3);
}

CmType *cm_gpu_async_token_type(CmContext *ctx) {
  CmDialect *d = gpu_dialect(ctx);
  return d ? cm_dialect_type(d, GPU_TYPE_ASYNC_TOKEN, 0, NULL, 0, NULL, 0,
                             NULL, NULL)
           : NULL;
}

static bool is_gpu_type(const CmType *t, unsigned id) {
  return t && t->kind == CM_TYPE_DIALECT && t->dialect.id == id &&
         strcmp(t->dialect.dialect->name, "gpu") == 0;
}

bool cm_gpu_type_is_async_token(const CmType *t) {
  return is_gpu_type(t, GPU_TYPE_ASYNC_TOKEN);
}

bool cm_gpu_type_is_mma_matrix(const CmType *t) {
  return is_gpu_type(t, GPU_TYPE_MMA_MATRIX);
}

static bool mma_elem_ok(const CmType *t) {
  return t->kind == CM_TYPE_F16 || t->kind == CM_TYPE_F32;
}
static bool mma_operand_ok(CmStr s) {
  return cm_str_eq_c(s, "AOp") || cm_str_eq_c(s, "BOp") ||
         cm_str_eq_c(s, "COp");
}

static CmType *mma_type(CmDialect *d, unsigned rank, const int64_t *shape,
                        CmType *elem, CmStr operand) {
  return cm_dialect_type(d, GPU_TYPE_MMA_MATRIX, 1, &elem, rank, shape, 0,
                         NULL, cm_ident(d->ctx, operand.data, operand.len));
}

CmType *cm_gpu_mma_matrix_type(CmContext *ctx, int64_t rows, int64_t cols,
                               CmType *elem, const char *operand) {
  CmDialect *d = gpu_dialect(ctx);
  if (!d || !elem || !mma_elem_ok(elem) || !mma_operand_ok(cm_str(operand)))
    return NULL;
  int64_t shape[2] = {rows, cols};
  return mma_type(d, 2, shape, elem, cm_str(operand));
}

const int64_t *cm_gpu_mma_matrix_shape(const CmType *t) {
  return t->dialect.ints;
}
CmType *cm_gpu_mma_matrix_elem(const CmType *t) { return t->dialect.types[0]; }
CmStr cm_gpu_mma_matrix_operand(const CmType *t) {
  return cm_ident_str(t->dialect.str);
}

bool cm_gpu_is_kernel(const CmOp *op) {
  CmAttr *a = cm_op_get_attr(op, CM_GPU_KERNEL_ATTR);
  return a && a->kind == CM_ATTR_UNIT;
}

/* ---------------------------------------------------------------------- */
/* Type syntax                                                            */
/* ---------------------------------------------------------------------- */

static CmType *parse_mma(CmDialect *d, CmParser *p, const char *begin) {
  int64_t dims[8];
  unsigned n = 0;
  CmType *elem = NULL;
  CmBuf operand;
  cm_buf_init(&operand);
  CmType *result = NULL;
  if (cm_parse_tok(p, CM_TOK_LESS) ||
      cm_parse_dimension_list(p, false, dims, 8, &n) ||
      cm_parse_type(p, &elem) || cm_parse_tok(p, CM_TOK_COMMA))
    goto done;
  if (!cm_parse_optional_string(p, &operand)) {
    /* upstream returns a null type here without a message of its own */
    cm_parser_error(p, "expected string");
    goto done;
  }
  if (cm_parse_tok(p, CM_TOK_GREATER))
    goto done;
  CmStr op = {operand.data ? operand.data : "", operand.len};
  if (!mma_operand_ok(op)) {
    cm_parser_error_at(p, begin,
                       "operand expected to be one of AOp, BOp or COp");
    goto done;
  }
  if (n != 2) {
    cm_parser_error_at(p, begin,
                       "MMAMatrixType must have exactly two dimensions");
    goto done;
  }
  if (!mma_elem_ok(elem)) {
    cm_parser_error_at(p, begin, "MMAMatrixType elements must be F16 or F32");
    goto done;
  }
  result = mma_type(d, 2, dims, elem, op);
done:
  cm_buf_free(&operand);
  return result;
}

static CmType *gpu_parse_type(CmDialect *d, CmParser *p) {
  const char *begin = cm_parser_pos(p);
  CmStr kw;
  if (cm_parse_any_keyword(p, &kw))
    return NULL;
  CmType *t = NULL;
  if (cm_str_eq_c(kw, "async.token"))
    t = cm_gpu_async_token_type(d->ctx);
  else if (cm_str_eq_c(kw, "mma_matrix"))
    t = parse_mma(d, p, begin);
  else {
    cm_parser_error_at(p, begin, "unknown gpu type: %.*s", (int)kw.len,
                       kw.data);
    return NULL;
  }
  if (t && cm_parser_token(p)->kind != CM_TOK_EOF) {
    cm_parser_error(p, "encountered unexpected token");
    return NULL;
  }
  return t;
}

static void gpu_print_type(CmDialect *d, const CmType *t, CmPrinter *p) {
  (void)d;
  if (t->dialect.id == GPU_TYPE_ASYNC_TOKEN) {
    cm_print_str(p, "async.token");
    return;
  }
  cm_print_str(p, "mma_matrix<");
  for (unsigned i = 0; i < t->dialect.num_ints; i++)
    cm_print_printf(p, "%lldx", (long long)t->dialect.ints[i]);
  cm_print_type(p, t->dialect.types[0]);
  cm_print_str(p, ", \"");
  CmStr s = cm_ident_str(t->dialect.str);
  cm_print_printf(p, "%.*s\">", (int)s.len, s.data);
}

/* ---------------------------------------------------------------------- */
/* gpu.container_module                                                   */
/* ---------------------------------------------------------------------- */

typedef struct LaunchCheck {
  CmOp *module;
} LaunchCheck;

/* Upstream GPUDialect::verifyOperationAttribute's check of one launch. */
static CmResult check_launch(CmOp *module, CmOp *launch) {
  CmOp *parent = cm_op_parent_op(launch);
  if (!parent || cm_op_parent_op(parent) != module)
    return CM_SUCCESS;
  CmAttr *kernel = cm_op_get_attr(launch, "kernel");
  if (!kernel || kernel->kind != CM_ATTR_SYMBOL_REF)
    return CM_SUCCESS;
  CmStr mod_name = cm_ident_str(kernel->symref.root);
  CmOp *kmod = cm_symbol_table_lookup(module, mod_name.data, mod_name.len);
  if (!kmod || !cm_op_name_is(kmod, "gpu.module"))
    return cm_op_emit_error(launch, "kernel module '%.*s' is undefined",
                            (int)mod_name.len, mod_name.data);
  CmOp *fn = NULL;
  if (kernel->symref.num_nested == 1) {
    CmStr fname = cm_ident_str(kernel->symref.nested[0]);
    fn = cm_symbol_table_lookup(kmod, fname.data, fname.len);
  }
  bool is_gpu = fn && cm_op_name_is(fn, "gpu.func");
  bool is_llvm = fn && cm_op_name_is(fn, "llvm.func");
  if (!is_gpu && !is_llvm) {
    CmDiag *d = cm_op_diag_error(launch, "kernel function '");
    cm_diag_append_attr(d, kernel);
    cm_diag_append(d, "' is undefined");
    return cm_diag_report(d);
  }
  if (!cm_gpu_is_kernel(fn))
    return cm_op_emit_error(launch, "kernel function is missing the '%s' "
                                    "attribute",
                            CM_GPU_KERNEL_ATTR);
  if (is_llvm)
    return CM_SUCCESS;
  CmType *fty = cm_gpu_func_type(fn);
  if (!fty)
    return CM_SUCCESS;
  unsigned actual = cm_gpu_launch_func_num_kernel_operands(launch);
  unsigned expected = fty->func.num_inputs;
  if (actual != expected)
    return cm_op_emit_error(launch, "got %u kernel operands but expected %u",
                            actual, expected);
  for (unsigned i = 0; i < expected; i++)
    if (cm_gpu_launch_func_kernel_operand(launch, i)->type !=
        fty->func.types[i])
      return cm_op_emit_error(launch,
                              "type of function argument %u does not match", i);
  return CM_SUCCESS;
}

static CmWalkResult check_launch_walk(CmOp *op, void *user) {
  LaunchCheck *lc = user;
  if (cm_op_name_is(op, "gpu.launch_func") &&
      cm_failed(check_launch(lc->module, op)))
    return CM_WALK_INTERRUPT;
  return CM_WALK_ADVANCE;
}

static CmResult gpu_verify_op_attr(CmDialect *d, CmOp *op, CmNamedAttr attr) {
  (void)d;
  if (!attr.value || attr.value->kind != CM_ATTR_UNIT ||
      !cm_str_eq_c(cm_ident_str(attr.name), CM_GPU_CONTAINER_MODULE_ATTR))
    return CM_SUCCESS;
  if (!cm_op_name_is(op, "module"))
    return cm_op_emit_plain_error(op,
                                  "expected '%s' attribute to be attached to "
                                  "'module'",
                                  CM_GPU_CONTAINER_MODULE_ATTR);
  LaunchCheck lc = {op};
  return cm_walk_post(op, check_launch_walk, &lc) == CM_WALK_INTERRUPT
             ? CM_FAILURE
             : CM_SUCCESS;
}

/* Upstream's GPU inliner interface: every op may be inlined (regions use
 * the default, no). */
static bool inline_region_ok(CmRegion *dest, CmRegion *src) {
  (void)dest;
  (void)src;
  return false;
}
static bool inline_op_ok(CmOp *op, CmRegion *dest) {
  (void)op;
  (void)dest;
  return true;
}
static const CmInlinerInterface gpu_inliner = {
    .is_legal_to_inline_region = inline_region_ok,
    .is_legal_to_inline_op = inline_op_ok};
static const CmInterfaceImpl gpu_interfaces[] = {
    {CM_IFACE_DIALECT_INLINER, &gpu_inliner}};

void cm_register_gpu_dialect(CmContext *ctx) {
  if (cm_lookup_dialect(ctx, "gpu", 3))
    return;
  CmDialect d;
  memset(&d, 0, sizeof(d));
  d.name = "gpu";
  d.parse_type = gpu_parse_type;
  d.print_type = gpu_print_type;
  d.verify_op_attr = gpu_verify_op_attr;
  d.interfaces = gpu_interfaces;
  d.num_interfaces = 1;
  cm_register_dialect(ctx, &d);
  cm_gpu_register_ops(ctx);
}
