/* common.c - pieces shared by the op groups of the LLVM dialect: the type
 * constraints of MLIR 13's LLVMOpBase.td (with its summaries, which the
 * verifier messages quote), parser and printer helpers. */
#include "llvm_internal.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------------
 * type constraints
 * --------------------------------------------------------------------- */
static bool is_int(const CmType *t) { return t->kind == CM_TYPE_INTEGER; }
static bool is_ptr(const CmType *t) {
  return cm_llvm_type_id(t) == CM_LLVM_PTR;
}
static bool is_i1(const CmType *t) {
  return t->kind == CM_TYPE_INTEGER && t->integer.width == 1 &&
         t->integer.signedness == CM_SIGNLESS;
}

/* The element of an llvm-compatible vector type, or NULL. */
CmType *cm_llvm_vector_elem(const CmType *t) {
  if (cm_llvm_type_id(t) == CM_LLVM_VEC)
    return cm_llvm_vec_elem(t);
  if (cm_llvm_is_compatible_vector_type(t))
    return t->shaped.elem;
  return NULL;
}

/* Scalar-or-vector-of constraints: `scalar` or an llvm-compatible vector
 * whose element satisfies `scalar`. */
static bool scalar_or_vec(const CmType *t, bool (*scalar)(const CmType *)) {
  if (scalar(t))
    return true;
  CmType *e = cm_llvm_vector_elem(t);
  return e && scalar(e);
}

static bool pred_llvm_type(const CmType *t, const void *arg) {
  (void)arg;
  return cm_llvm_is_compatible_type(t);
}
const CmTypeConstraint cm_llvm_tc_type = {"LLVM dialect-compatible type",
                                          pred_llvm_type, NULL, NULL};

static bool pred_int_or_vec(const CmType *t, const void *arg) {
  (void)arg;
  return scalar_or_vec(t, is_int);
}
const CmTypeConstraint cm_llvm_tc_int_or_vec = {
    "integer or LLVM dialect-compatible vector of integer", pred_int_or_vec,
    NULL, NULL};

static bool pred_float_or_vec(const CmType *t, const void *arg) {
  (void)arg;
  return scalar_or_vec(t, cm_llvm_is_compatible_float_type);
}
const CmTypeConstraint cm_llvm_tc_float_or_vec = {
    "floating point LLVM type or LLVM dialect-compatible vector of floating "
    "point LLVM type",
    pred_float_or_vec, NULL, NULL};

static bool pred_i1_or_vec(const CmType *t, const void *arg) {
  (void)arg;
  return scalar_or_vec(t, is_i1);
}
const CmTypeConstraint cm_llvm_tc_i1_or_vec = {
    "1-bit signless integer or LLVM dialect-compatible vector of 1-bit "
    "signless integer",
    pred_i1_or_vec, NULL, NULL};

static bool pred_int_or_ptr_or_vec(const CmType *t, const void *arg) {
  (void)arg;
  return scalar_or_vec(t, is_int) || scalar_or_vec(t, is_ptr);
}
const CmTypeConstraint cm_llvm_tc_int_or_ptr_or_vec = {
    "integer or LLVM dialect-compatible vector of integer or LLVM pointer type "
    "or LLVM dialect-compatible vector of LLVM pointer type",
    pred_int_or_ptr_or_vec, NULL, NULL};

static bool pred_ptr(const CmType *t, const void *arg) {
  (void)arg;
  return is_ptr(t);
}
const CmTypeConstraint cm_llvm_tc_ptr = {"LLVM pointer type", pred_ptr, NULL,
                                         NULL};

static bool pred_ptr_or_vec(const CmType *t, const void *arg) {
  (void)arg;
  return scalar_or_vec(t, is_ptr);
}
const CmTypeConstraint cm_llvm_tc_ptr_or_vec = {
    "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type",
    pred_ptr_or_vec, NULL, NULL};

static bool pred_signless_int(const CmType *t, const void *arg) {
  (void)arg;
  return t->kind == CM_TYPE_INTEGER && t->integer.signedness == CM_SIGNLESS;
}
static bool is_signless_int(const CmType *t) {
  return pred_signless_int(t, NULL);
}
static bool pred_signless_int_or_vec(const CmType *t, const void *arg) {
  (void)arg;
  return scalar_or_vec(t, is_signless_int);
}
const CmTypeConstraint cm_llvm_tc_signless_int_or_vec = {
    "signless integer or LLVM dialect-compatible vector of signless integer",
    pred_signless_int_or_vec, NULL, NULL};

static bool pred_vector(const CmType *t, const void *arg) {
  (void)arg;
  return cm_llvm_is_compatible_vector_type(t);
}
const CmTypeConstraint cm_llvm_tc_vector = {
    "LLVM dialect-compatible vector type", pred_vector, NULL, NULL};

static bool pred_aggregate(const CmType *t, const void *arg) {
  (void)arg;
  int id = cm_llvm_type_id(t);
  return id == CM_LLVM_STRUCT || id == CM_LLVM_STRUCT_ID ||
         id == CM_LLVM_ARRAY;
}
const CmTypeConstraint cm_llvm_tc_aggregate = {"LLVM aggregate type",
                                               pred_aggregate, NULL, NULL};

static bool pred_i64_enum(const CmAttr *a, const void *arg) {
  int64_t max = (int64_t)(intptr_t)arg;
  return a && a->kind == CM_ATTR_INTEGER && cm_type_is_integer(a->type, 64) &&
         a->type->integer.signedness == CM_SIGNLESS && a->integer.value >= 0 &&
         a->integer.value <= max;
}
static CmType *i64_type(CmContext *ctx) {
  return cm_integer_type(ctx, 64, CM_SIGNLESS);
}
const CmAttrConstraint cm_llvm_ac_linkage = {
    "LLVM linkage types", pred_i64_enum,
    (const void *)(intptr_t)(CM_LLVM_LINKAGE_COUNT - 1), i64_type, NULL, 0};
const CmAttrConstraint cm_llvm_ac_unnamed_addr = {
    "LLVM GlobalValue UnnamedAddr", pred_i64_enum, (const void *)(intptr_t)2,
    i64_type, NULL, 0};
const CmAttrConstraint cm_llvm_ac_icmp_predicate = {
    "llvm.icmp comparison predicate", pred_i64_enum,
    (const void *)(intptr_t)(CM_LLVM_ICMP_COUNT - 1), i64_type, NULL, 0};
const CmAttrConstraint cm_llvm_ac_fcmp_predicate = {
    "llvm.fcmp comparison predicate", pred_i64_enum,
    (const void *)(intptr_t)(CM_LLVM_FCMP_COUNT - 1), i64_type, NULL, 0};

static bool pred_nonneg_i32(const CmAttr *a, const void *arg) {
  (void)arg;
  return a && a->kind == CM_ATTR_INTEGER && cm_type_is_integer(a->type, 32) &&
         a->type->integer.signedness == CM_SIGNLESS && a->integer.value >= 0;
}
static CmType *i32_type(CmContext *ctx) {
  return cm_integer_type(ctx, 32, CM_SIGNLESS);
}
const CmAttrConstraint cm_llvm_ac_nonneg_i32 = {
    "32-bit signless integer attribute whose value is non-negative",
    pred_nonneg_i32, NULL, i32_type, NULL, 0};

static bool pred_fmf(const CmAttr *a, const void *arg) {
  (void)arg;
  return cm_llvm_is_fastmath_attr(a);
}
const CmAttrConstraint cm_llvm_ac_fastmath = {"LLVM fastmath flags", pred_fmf,
                                              NULL, NULL, NULL, 0};

/* ---------------------------------------------------------------------
 * parser helpers
 * --------------------------------------------------------------------- */
CmResult cm_llvm_custom_error_at(CmParser *p, const CmOpState *st,
                                 const char *pos, const char *fmt, ...) {
  CmBuf b;
  cm_buf_init(&b);
  CmStr name = cm_ident_str(st->name->name);
  va_list ap;
  va_start(ap, fmt);
  cm_buf_vprintf(&b, fmt, ap);
  va_end(ap);
  cm_parser_error_at(p, pos, "custom op '%.*s' %s", (int)name.len, name.data,
                     b.data ? b.data : "");
  cm_buf_free(&b);
  return CM_FAILURE;
}

void cm_llvm_push_attrs(CmOpState *st, CmNamedAttrVec *attrs) {
  for (size_t i = 0; i < attrs->len; i++)
    CM_VEC_PUSH(st->attrs, attrs->data[i]);
  CM_VEC_FREE(*attrs);
}

CmResult cm_llvm_resolve_one(CmParser *p, const CmUnresolvedOperand *u,
                             CmType *t, CmOpState *st) {
  CmValueVec v = {0};
  CmResult r = cm_resolve_operand(p, u, t, &v);
  if (cm_succeeded(r))
    CM_VEC_PUSH(st->operands, v.data[0]);
  CM_VEC_FREE(v);
  return r;
}

CmResult cm_llvm_resolve_all(CmParser *p, const CmUnresolvedOperand *u,
                             size_t n, CmType *const *types, size_t ntypes,
                             const char *pos, CmOpState *st) {
  CmValueVec v = {0};
  CmResult r = cm_resolve_operands(p, u, n, types, ntypes, pos, &v);
  if (cm_succeeded(r))
    for (size_t i = 0; i < v.len; i++)
      CM_VEC_PUSH(st->operands, v.data[i]);
  CM_VEC_FREE(v);
  return r;
}

/* ---------------------------------------------------------------------
 * printer and diagnostic helpers
 * --------------------------------------------------------------------- */
void cm_llvm_print_attr_dict(CmPrinter *p, CmOp *op, unsigned n,
                             const char *const *elided) {
  const char *names[16];
  unsigned k = 0;
  for (unsigned i = 0; i < n && k < 15; i++)
    names[k++] = elided[i];
  CmAttr *fmf = cm_op_get_attr(op, "fastmathFlags");
  if (fmf && cm_llvm_is_fastmath_attr(fmf) && cm_llvm_fastmath_flags(fmf) == 0)
    names[k++] = "fastmathFlags";
  cm_print_optional_attr_dict(p, cm_op_attrs(op), k, names);
}

void cm_llvm_diag_append_qtype(CmDiag *d, const CmType *t) {
  cm_diag_append(d, "'");
  cm_diag_append_type(d, t);
  cm_diag_append(d, "'");
}

CmType *cm_llvm_type_attr_value(const CmOp *op, const char *name) {
  CmAttr *a = cm_op_get_attr(op, name);
  return a && a->kind == CM_ATTR_TYPE ? a->type_value : NULL;
}

/* The op's "LLVM module": the nearest ancestor that is a symbol table and
 * isolated from above (upstream satisfiesLLVMModule). */
bool cm_llvm_is_module_like(const CmOp *op) {
  return op && cm_op_has_trait(op, CM_TRAIT_SYMBOL_TABLE) &&
         cm_op_has_trait(op, CM_TRAIT_ISOLATED_FROM_ABOVE);
}
