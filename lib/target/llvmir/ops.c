/* ops.c - the op table of the LLVM IR writer: one row per op name of the
 * LLVM dialect (op and attribute names as MLIR 13's generic form), with
 * the function writing its instruction and, where LLVM has one, its
 * constant-expression form (used in global initializer regions).
 * Adding an op is adding a row (and, for an intrinsic, a line of the
 * intrinsic table). */
#include "llvmir_internal.h"

#include <string.h>

#define OUT (w->fn_out)

/* The op name after "llvm." (the LLVM opcode for most rows). */
static const char *opcode(CmOp *op) {
  return cm_op_opname(op)->name->str + 5;
}

static CmResult put_type_or_fail(CmLlWriter *w, CmBuf *out, CmType *t,
                                 CmOp *op) {
  if (cm_succeeded(cm_ll_put_type(w, out, t)))
    return CM_SUCCESS;
  CmDiag *d = cm_op_diag_plain_error(op, "cannot convert type to LLVM IR: ");
  cm_diag_append_type(d, t);
  return cm_diag_report(d);
}

static CmType *result_type(CmOp *op) { return cm_op_result(op, 0)->type; }

/* fast-math flags: MLIR 13's FastmathFlags bits (nnan 1, ninf 2, nsz 4,
 * arcp 8, contract 16, afn 32, reassoc 64, fast 128), read from the
 * dialect attribute's first integer. */
static void put_fmf(CmLlWriter *w, CmOp *op) {
  CmAttr *a = cm_op_get_attr(op, "fastmathFlags");
  if (!a || a->kind != CM_ATTR_DIALECT || a->dialect_attr.num_ints < 1)
    return;
  unsigned f = (unsigned)a->dialect_attr.ints[0];
  if (f & 128)
    f = 127;
  if (f == 127) {
    cm_buf_puts(OUT, "fast ");
    return;
  }
  static const char *const names[] = {"nnan", "ninf", "nsz", "arcp",
                                      "contract", "afn", "reassoc"};
  for (unsigned i = 0; i < 7; i++)
    if (f & (1u << i)) {
      cm_buf_puts(OUT, names[i]);
      cm_buf_putc(OUT, ' ');
    }
}

static bool is_float_op(CmOp *op) {
  const char *n = opcode(op);
  return n[0] == 'f' && strcmp(n, "freeze") != 0 && strncmp(n, "fpto", 4) &&
         strcmp(n, "fpext") && strcmp(n, "fptrunc");
}

/* ---- arithmetic ---------------------------------------------------------- */

static CmResult emit_binary(CmLlWriter *w, CmOp *op) {
  cm_buf_puts(OUT, opcode(op));
  cm_buf_putc(OUT, ' ');
  if (is_float_op(op))
    put_fmf(w, op);
  if (cm_failed(put_type_or_fail(w, OUT, result_type(op), op)))
    return CM_FAILURE;
  cm_buf_putc(OUT, ' ');
  cm_ll_put_value(w, OUT, cm_op_operand(op, 0));
  cm_buf_puts(OUT, ", ");
  cm_ll_put_value(w, OUT, cm_op_operand(op, 1));
  return CM_SUCCESS;
}

static CmResult cexpr_binary(CmLlWriter *w, CmOp *op, CmBuf *out) {
  cm_buf_puts(out, opcode(op));
  cm_buf_puts(out, " (");
  cm_ll_put_typed_value(w, out, cm_op_operand(op, 0));
  cm_buf_puts(out, ", ");
  cm_ll_put_typed_value(w, out, cm_op_operand(op, 1));
  cm_buf_putc(out, ')');
  return CM_SUCCESS;
}

static CmResult emit_fneg(CmLlWriter *w, CmOp *op) {
  cm_buf_puts(OUT, "fneg ");
  put_fmf(w, op);
  cm_ll_put_typed_value(w, OUT, cm_op_operand(op, 0));
  return CM_SUCCESS;
}

static CmResult cexpr_fneg(CmLlWriter *w, CmOp *op, CmBuf *out) {
  cm_buf_puts(out, "fneg (");
  cm_ll_put_typed_value(w, out, cm_op_operand(op, 0));
  cm_buf_putc(out, ')');
  return CM_SUCCESS;
}

static const char *const icmp_names[] = {"eq",  "ne",  "slt", "sle", "sgt",
                                         "sge", "ult", "ule", "ugt", "uge"};
static const char *const fcmp_names[] = {
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
    "ueq",   "ugt", "uge", "ult", "ule", "une", "uno", "true"};

static const char *predicate(CmOp *op, bool fcmp) {
  CmAttr *a = cm_op_get_attr(op, "predicate");
  if (!a || a->kind != CM_ATTR_INTEGER)
    return NULL;
  int64_t v = a->integer.value;
  if (v < 0 || v >= (fcmp ? 16 : 10))
    return NULL;
  return fcmp ? fcmp_names[v] : icmp_names[v];
}

static CmResult emit_cmp(CmLlWriter *w, CmOp *op) {
  bool f = opcode(op)[0] == 'f';
  const char *p = predicate(op, f);
  if (!p)
    return cm_op_emit_plain_error(op, "unsupported comparison predicate");
  cm_buf_puts(OUT, f ? "fcmp " : "icmp ");
  if (f)
    put_fmf(w, op);
  cm_buf_puts(OUT, p);
  cm_buf_putc(OUT, ' ');
  cm_ll_put_typed_value(w, OUT, cm_op_operand(op, 0));
  cm_buf_puts(OUT, ", ");
  cm_ll_put_value(w, OUT, cm_op_operand(op, 1));
  return CM_SUCCESS;
}

static CmResult cexpr_cmp(CmLlWriter *w, CmOp *op, CmBuf *out) {
  bool f = opcode(op)[0] == 'f';
  const char *p = predicate(op, f);
  if (!p)
    return cm_op_emit_plain_error(op, "unsupported comparison predicate");
  cm_buf_printf(out, "%s %s (", f ? "fcmp" : "icmp", p);
  cm_ll_put_typed_value(w, out, cm_op_operand(op, 0));
  cm_buf_puts(out, ", ");
  cm_ll_put_typed_value(w, out, cm_op_operand(op, 1));
  cm_buf_putc(out, ')');
  return CM_SUCCESS;
}

static CmResult emit_select(CmLlWriter *w, CmOp *op) {
  cm_buf_puts(OUT, "select ");
  put_fmf(w, op);
  for (unsigned i = 0; i < 3; i++) {
    if (i)
      cm_buf_puts(OUT, ", ");
    cm_ll_put_typed_value(w, OUT, cm_op_operand(op, i));
  }
  return CM_SUCCESS;
}

static CmResult cexpr_select(CmLlWriter *w, CmOp *op, CmBuf *out) {
  cm_buf_puts(out, "select (");
  for (unsigned i = 0; i < 3; i++) {
    if (i)
      cm_buf_puts(out, ", ");
    cm_ll_put_typed_value(w, out, cm_op_operand(op, i));
  }
  cm_buf_putc(out, ')');
  return CM_SUCCESS;
}

static CmResult emit_freeze(CmLlWriter *w, CmOp *op) {
  cm_buf_puts(OUT, "freeze ");
  cm_ll_put_typed_value(w, OUT, cm_op_operand(op, 0));
  return CM_SUCCESS;
}

/* ---- casts ------------------------------------------------------------------ */

static CmResult emit_cast(CmLlWriter *w, CmOp *op) {
  cm_buf_puts(OUT, opcode(op));
  cm_buf_putc(OUT, ' ');
  cm_ll_put_typed_value(w, OUT, cm_op_operand(op, 0));
  cm_buf_puts(OUT, " to ");
  return put_type_or_fail(w, OUT, result_type(op), op);
}

static CmResult cexpr_cast(CmLlWriter *w, CmOp *op, CmBuf *out) {
  cm_buf_puts(out, opcode(op));
  cm_buf_puts(out, " (");
  cm_ll_put_typed_value(w, out, cm_op_operand(op, 0));
  cm_buf_puts(out, " to ");
  if (cm_failed(put_type_or_fail(w, out, result_type(op), op)))
    return CM_FAILURE;
  cm_buf_putc(out, ')');
  return CM_SUCCESS;
}

/* ---- memory ------------------------------------------------------------------ */

static CmType *pointee_of(CmType *t) {
  if (cm_llvm_type_id(t) == CM_LLVM_PTR)
    return cm_llvm_ptr_pointee(t);
  if (t->kind == CM_TYPE_VECTOR && t->shaped.rank == 1 &&
      cm_llvm_type_id(t->shaped.elem) == CM_LLVM_PTR)
    return cm_llvm_ptr_pointee(t->shaped.elem);
  if (cm_llvm_type_id(t) == CM_LLVM_VEC &&
      cm_llvm_type_id(t->dialect.types[0]) == CM_LLVM_PTR)
    return cm_llvm_ptr_pointee(t->dialect.types[0]);
  return NULL;
}

/* The op's alignment, or as IRBuilder the data layout's ABI (loads and
 * stores) or preferred (allocas) alignment of `t`. */
static void put_align(CmLlWriter *w, CmOp *op, CmType *t, bool abi) {
  CmAttr *a = cm_op_get_attr(op, "alignment");
  if (a && a->kind == CM_ATTR_INTEGER && a->integer.value > 0)
    cm_buf_printf(OUT, ", align %lld", (long long)a->integer.value);
  else
    cm_buf_printf(OUT, ", align %u", cm_ll_layout_align(&w->layout, t, abi));
}

static CmResult emit_alloca(CmLlWriter *w, CmOp *op) {
  CmType *pt = result_type(op);
  CmType *elem = pointee_of(pt);
  if (!elem)
    return cm_op_emit_plain_error(op, "expected a pointer result");
  cm_buf_puts(OUT, "alloca ");
  if (cm_failed(put_type_or_fail(w, OUT, elem, op)))
    return CM_FAILURE;
  cm_buf_puts(OUT, ", ");
  cm_ll_put_typed_value(w, OUT, cm_op_operand(op, 0));
  put_align(w, op, elem, false);
  unsigned as = cm_llvm_ptr_addr_space(pt);
  if (as)
    cm_buf_printf(OUT, ", addrspace(%u)", as);
  return CM_SUCCESS;
}

static CmResult emit_load(CmLlWriter *w, CmOp *op) {
  cm_buf_puts(OUT, "load ");
  if (cm_op_get_attr(op, "volatile_"))
    cm_buf_puts(OUT, "volatile ");
  if (cm_failed(put_type_or_fail(w, OUT, result_type(op), op)))
    return CM_FAILURE;
  cm_buf_puts(OUT, ", ");
  cm_ll_put_typed_value(w, OUT, cm_op_operand(op, 0));
  put_align(w, op, result_type(op), true);
  if (cm_op_get_attr(op, "nontemporal"))
    w->nontemporal_pending = true;
  return CM_SUCCESS;
}

static CmResult emit_store(CmLlWriter *w, CmOp *op) {
  cm_buf_puts(OUT, "store ");
  if (cm_op_get_attr(op, "volatile_"))
    cm_buf_puts(OUT, "volatile ");
  cm_ll_put_typed_value(w, OUT, cm_op_operand(op, 0));
  cm_buf_puts(OUT, ", ");
  cm_ll_put_typed_value(w, OUT, cm_op_operand(op, 1));
  put_align(w, op, cm_op_operand(op, 0)->type, true);
  if (cm_op_get_attr(op, "nontemporal"))
    w->nontemporal_pending = true;
  return CM_SUCCESS;
}

static CmResult put_gep(CmLlWriter *w, CmOp *op, CmBuf *out) {
  CmType *bt = cm_op_operand(op, 0)->type;
  CmType *elem = pointee_of(bt);
  if (!elem)
    return cm_op_emit_plain_error(op, "expected a pointer base");
  if (cm_failed(put_type_or_fail(w, out, elem, op)))
    return CM_FAILURE;
  unsigned n = cm_op_num_operands(op);
  for (unsigned i = 0; i < n; i++) {
    cm_buf_puts(out, ", ");
    cm_ll_put_typed_value(w, out, cm_op_operand(op, i));
  }
  return CM_SUCCESS;
}

static CmResult emit_gep(CmLlWriter *w, CmOp *op) {
  cm_buf_puts(OUT, "getelementptr ");
  return put_gep(w, op, OUT);
}

static CmResult cexpr_gep(CmLlWriter *w, CmOp *op, CmBuf *out) {
  cm_buf_puts(out, "getelementptr (");
  if (cm_failed(put_gep(w, op, out)))
    return CM_FAILURE;
  cm_buf_putc(out, ')');
  return CM_SUCCESS;
}

/* ---- aggregates and vectors --------------------------------------------------- */

static CmResult put_position(CmOp *op, CmBuf *out) {
  CmAttr *p = cm_op_get_attr(op, "position");
  if (!p || p->kind != CM_ATTR_ARRAY)
    return cm_op_emit_plain_error(op, "expected a 'position' array");
  for (unsigned i = 0; i < p->array.num; i++) {
    CmAttr *e = p->array.elems[i];
    if (e->kind != CM_ATTR_INTEGER)
      return cm_op_emit_plain_error(op, "expected integer positions");
    cm_buf_printf(out, ", %lld", (long long)e->integer.value);
  }
  return CM_SUCCESS;
}

static CmResult emit_extractvalue(CmLlWriter *w, CmOp *op) {
  cm_buf_puts(OUT, "extractvalue ");
  cm_ll_put_typed_value(w, OUT, cm_op_operand(op, 0));
  return put_position(op, OUT);
}

static CmResult cexpr_extractvalue(CmLlWriter *w, CmOp *op, CmBuf *out) {
  cm_buf_puts(out, "extractvalue (");
  cm_ll_put_typed_value(w, out, cm_op_operand(op, 0));
  if (cm_failed(put_position(op, out)))
    return CM_FAILURE;
  cm_buf_putc(out, ')');
  return CM_SUCCESS;
}

static CmResult emit_insertvalue(CmLlWriter *w, CmOp *op) {
  cm_buf_puts(OUT, "insertvalue ");
  cm_ll_put_typed_value(w, OUT, cm_op_operand(op, 0));
  cm_buf_puts(OUT, ", ");
  cm_ll_put_typed_value(w, OUT, cm_op_operand(op, 1));
  return put_position(op, OUT);
}

static CmResult cexpr_insertvalue(CmLlWriter *w, CmOp *op, CmBuf *out) {
  cm_buf_puts(out, "insertvalue (");
  cm_ll_put_typed_value(w, out, cm_op_operand(op, 0));
  cm_buf_puts(out, ", ");
  cm_ll_put_typed_value(w, out, cm_op_operand(op, 1));
  if (cm_failed(put_position(op, out)))
    return CM_FAILURE;
  cm_buf_putc(out, ')');
  return CM_SUCCESS;
}

static CmResult emit_extractelement(CmLlWriter *w, CmOp *op) {
  cm_buf_puts(OUT, "extractelement ");
  cm_ll_put_typed_value(w, OUT, cm_op_operand(op, 0));
  cm_buf_puts(OUT, ", ");
  cm_ll_put_typed_value(w, OUT, cm_op_operand(op, 1));
  return CM_SUCCESS;
}

static CmResult emit_insertelement(CmLlWriter *w, CmOp *op) {
  cm_buf_puts(OUT, "insertelement ");
  for (unsigned i = 0; i < 3; i++) {
    if (i)
      cm_buf_puts(OUT, ", ");
    cm_ll_put_typed_value(w, OUT, cm_op_operand(op, i));
  }
  return CM_SUCCESS;
}

static CmResult put_elem_ops(CmLlWriter *w, CmOp *op, CmBuf *out,
                             const char *name) {
  cm_buf_printf(out, "%s (", name);
  for (unsigned i = 0; i < cm_op_num_operands(op); i++) {
    if (i)
      cm_buf_puts(out, ", ");
    cm_ll_put_typed_value(w, out, cm_op_operand(op, i));
  }
  cm_buf_putc(out, ')');
  return CM_SUCCESS;
}

static CmResult cexpr_extractelement(CmLlWriter *w, CmOp *op, CmBuf *out) {
  return put_elem_ops(w, op, out, "extractelement");
}
static CmResult cexpr_insertelement(CmLlWriter *w, CmOp *op, CmBuf *out) {
  return put_elem_ops(w, op, out, "insertelement");
}

static CmResult put_mask(CmOp *op, CmBuf *out) {
  CmAttr *m = cm_op_get_attr(op, "mask");
  if (!m || m->kind != CM_ATTR_ARRAY)
    return cm_op_emit_plain_error(op, "expected a 'mask' array");
  unsigned n = m->array.num;
  bool all_zero = true, all_undef = true;
  for (unsigned i = 0; i < n; i++) {
    CmAttr *e = m->array.elems[i];
    if (e->kind != CM_ATTR_INTEGER)
      return cm_op_emit_plain_error(op, "expected integer mask elements");
    if (e->integer.value != 0)
      all_zero = false;
    if (e->integer.value >= 0)
      all_undef = false;
  }
  cm_buf_printf(out, "<%u x i32> ", n);
  if (all_undef && n) {
    cm_buf_puts(out, "undef");
    return CM_SUCCESS;
  }
  if (all_zero && n) {
    cm_buf_puts(out, "zeroinitializer");
    return CM_SUCCESS;
  }
  cm_buf_putc(out, '<');
  for (unsigned i = 0; i < n; i++) {
    int64_t v = m->array.elems[i]->integer.value;
    if (i)
      cm_buf_puts(out, ", ");
    if (v < 0)
      cm_buf_puts(out, "i32 undef");
    else
      cm_buf_printf(out, "i32 %lld", (long long)v);
  }
  cm_buf_putc(out, '>');
  return CM_SUCCESS;
}

static CmResult emit_shufflevector(CmLlWriter *w, CmOp *op) {
  cm_buf_puts(OUT, "shufflevector ");
  cm_ll_put_typed_value(w, OUT, cm_op_operand(op, 0));
  cm_buf_puts(OUT, ", ");
  cm_ll_put_typed_value(w, OUT, cm_op_operand(op, 1));
  cm_buf_puts(OUT, ", ");
  return put_mask(op, OUT);
}

/* ---- calls ------------------------------------------------------------------ */

static CmResult put_call(CmLlWriter *w, CmOp *op, CmBuf *out, unsigned *first) {
  CmAttr *callee = cm_op_get_attr(op, "callee");
  CmType *fnty = NULL;
  *first = 0;
  if (callee && callee->kind == CM_ATTR_SYMBOL_REF) {
    CmOp *f = cm_symbol_table_lookup(w->module, callee->symref.root->str,
                                     callee->symref.root->len);
    CmAttr *ta = f ? cm_op_get_attr(f, "type") : NULL;
    if (!ta || ta->kind != CM_ATTR_TYPE)
      return cm_op_emit_plain_error(op, "could not find the callee");
    fnty = ta->type_value;
  } else {
    if (!cm_op_num_operands(op))
      return cm_op_emit_plain_error(op, "expected a callee");
    fnty = pointee_of(cm_op_operand(op, 0)->type);
    *first = 1;
  }
  if (!fnty || cm_llvm_type_id(fnty) != CM_LLVM_FUNC)
    return cm_op_emit_plain_error(op, "expected a function callee");
  CmType *ret = cm_llvm_func_result(fnty);
  CmType *rp = cm_llvm_type_id(ret) == CM_LLVM_PTR ? cm_llvm_ptr_pointee(ret)
                                                   : NULL;
  bool full = cm_llvm_func_is_vararg(fnty) ||
              (rp && cm_llvm_type_id(rp) == CM_LLVM_FUNC);
  if (cm_failed(put_type_or_fail(w, out, full ? fnty : ret, op)))
    return CM_FAILURE;
  cm_buf_putc(out, ' ');
  if (*first)
    cm_ll_put_value(w, out, cm_op_operand(op, 0));
  else
    cm_ll_put_global_name(out, cm_ident_str(callee->symref.root));
  cm_buf_putc(out, '(');
  for (unsigned i = *first; i < cm_op_num_operands(op); i++) {
    if (i > *first)
      cm_buf_puts(out, ", ");
    cm_ll_put_typed_value(w, out, cm_op_operand(op, i));
  }
  cm_buf_putc(out, ')');
  return CM_SUCCESS;
}

static CmResult emit_call(CmLlWriter *w, CmOp *op) {
  unsigned first;
  cm_buf_puts(OUT, "call ");
  put_fmf(w, op);
  return put_call(w, op, OUT, &first);
}

/* ---- intrinsics ---------------------------------------------------------------- */

/* `llvm.intr.NAME` -> a call of `@llvm.NAME` plus, for overloaded
 * intrinsics, the mangled types listed in `overload` ('r' the result, a
 * digit an operand). */
typedef struct Intrinsic {
  const char *name;
  const char *overload;
} Intrinsic;

static const Intrinsic intrinsics[] = {
    {"abs", "r"},         {"assume", ""},         {"bitreverse", "r"},
    {"bswap", "r"},       {"ceil", "r"},          {"copysign", "r"},
    {"cos", "r"},         {"ctlz", "r"},          {"ctpop", "r"},
    {"cttz", "r"},        {"debugtrap", ""},      {"exp", "r"},
    {"exp2", "r"},        {"fabs", "r"},          {"floor", "r"},
    {"fma", "r"},         {"fmuladd", "r"},       {"fshl", "r"},
    {"fshr", "r"},        {"log", "r"},           {"log10", "r"},
    {"log2", "r"},        {"maximum", "r"},       {"maxnum", "r"},
    {"memcpy", "012"},    {"memmove", "012"},     {"memset", "02"},
    {"minimum", "r"},     {"minnum", "r"},        {"nearbyint", "r"},
    {"pow", "r"},         {"prefetch", "0"},      {"rint", "r"},
    {"round", "r"},       {"roundeven", "r"},     {"sadd.with.overflow", "0"},
    {"sin", "r"},         {"smax", "r"},          {"smin", "r"},
    {"smul.with.overflow", "0"}, {"sqrt", "r"},   {"ssub.with.overflow", "0"},
    {"stackrestore", ""}, {"stacksave", ""},      {"trap", ""},
    {"trunc", "r"},       {"uadd.with.overflow", "0"}, {"umax", "r"},
    {"umin", "r"},        {"umul.with.overflow", "0"},
    {"usub.with.overflow", "0"},
    {"vector.reduce.add", "0"}, {"vector.reduce.and", "0"},
    {"vector.reduce.fmax", "0"}, {"vector.reduce.fmin", "0"},
    {"vector.reduce.mul", "0"}, {"vector.reduce.or", "0"},
    {"vector.reduce.smax", "0"}, {"vector.reduce.smin", "0"},
    {"vector.reduce.umax", "0"}, {"vector.reduce.umin", "0"},
    {"vector.reduce.xor", "0"}, {"vector.reduce.fadd", "1"},
    {"vector.reduce.fmul", "1"},
};

static const Intrinsic *find_intrinsic(CmOp *op) {
  const char *n = cm_op_opname(op)->name->str + 10; /* after llvm.intr. */
  for (size_t i = 0; i < sizeof intrinsics / sizeof intrinsics[0]; i++)
    if (!strcmp(intrinsics[i].name, n))
      return &intrinsics[i];
  return NULL;
}

bool cm_ll_is_known_intrinsic(CmOp *op) { return find_intrinsic(op) != NULL; }

static CmResult emit_intrinsic(CmLlWriter *w, CmOp *op) {
  const Intrinsic *in = find_intrinsic(op);
  if (!in)
    return cm_op_emit_plain_error(op, "LLVM Translation failed for "
                                      "operation: %s",
                                  cm_op_opname(op)->name->str);
  CmBuf name;
  cm_buf_init(&name);
  cm_buf_puts(&name, "llvm.");
  cm_buf_puts(&name, in->name);
  bool has_result = cm_op_num_results(op) == 1;
  for (const char *p = in->overload; *p; p++) {
    CmType *t;
    if (*p == 'r') {
      if (!has_result)
        goto bad;
      t = result_type(op);
    } else {
      unsigned i = (unsigned)(*p - '0');
      if (i >= cm_op_num_operands(op))
        goto bad;
      t = cm_op_operand(op, i)->type;
    }
    cm_buf_putc(&name, '.');
    if (cm_failed(cm_ll_put_mangled_type(w, &name, t)))
      goto bad;
  }
  CmBuf decl;
  cm_buf_init(&decl);
  cm_buf_puts(&decl, "declare ");
  if (has_result)
    (void)cm_ll_put_type(w, &decl, result_type(op));
  else
    cm_buf_puts(&decl, "void");
  cm_buf_putc(&decl, ' ');
  cm_ll_put_global_name(&decl, (CmStr){name.data, name.len});
  cm_buf_putc(&decl, '(');
  for (unsigned i = 0; i < cm_op_num_operands(op); i++) {
    if (i)
      cm_buf_puts(&decl, ", ");
    (void)cm_ll_put_type(w, &decl, cm_op_operand(op, i)->type);
  }
  cm_buf_putc(&decl, ')');
  cm_ll_add_decl(w, (CmStr){name.data, name.len}, decl.data, decl.len);
  cm_buf_free(&decl);

  cm_buf_puts(OUT, "call ");
  put_fmf(w, op);
  if (has_result) {
    if (cm_failed(put_type_or_fail(w, OUT, result_type(op), op)))
      goto bad;
  } else {
    cm_buf_puts(OUT, "void");
  }
  cm_buf_putc(OUT, ' ');
  cm_ll_put_global_name(OUT, (CmStr){name.data, name.len});
  cm_buf_putc(OUT, '(');
  for (unsigned i = 0; i < cm_op_num_operands(op); i++) {
    if (i)
      cm_buf_puts(OUT, ", ");
    cm_ll_put_typed_value(w, OUT, cm_op_operand(op, i));
  }
  cm_buf_putc(OUT, ')');
  cm_buf_free(&name);
  return CM_SUCCESS;
bad:
  cm_buf_free(&name);
  return cm_op_emit_plain_error(op, "LLVM Translation failed for operation: "
                                    "%s",
                                cm_op_opname(op)->name->str);
}

/* ---- control flow -------------------------------------------------------------- */

static CmResult emit_br(CmLlWriter *w, CmOp *op) {
  cm_buf_puts(OUT, "br label ");
  cm_ll_put_block(w, OUT, cm_op_successor(op, 0));
  return CM_SUCCESS;
}

static void branch_weights(CmLlWriter *w, CmOp *op) {
  CmAttr *bw = cm_op_get_attr(op, "branch_weights");
  if (bw && bw->kind == CM_ATTR_DENSE_ELEMENTS)
    w->prof_pending = cm_ll_md_branch_weights(w, bw);
}

static CmResult emit_cond_br(CmLlWriter *w, CmOp *op) {
  cm_buf_puts(OUT, "br ");
  cm_ll_put_typed_value(w, OUT, cm_op_operand(op, 0));
  cm_buf_puts(OUT, ", label ");
  cm_ll_put_block(w, OUT, cm_op_successor(op, 0));
  cm_buf_puts(OUT, ", label ");
  cm_ll_put_block(w, OUT, cm_op_successor(op, 1));
  branch_weights(w, op);
  return CM_SUCCESS;
}

static CmResult emit_switch(CmLlWriter *w, CmOp *op) {
  CmValue *v = cm_op_operand(op, 0);
  cm_buf_puts(OUT, "switch ");
  cm_ll_put_typed_value(w, OUT, v);
  cm_buf_puts(OUT, ", label ");
  cm_ll_put_block(w, OUT, cm_op_successor(op, 0));
  cm_buf_puts(OUT, " [\n");
  CmAttr *cases = cm_op_get_attr(op, "case_values");
  unsigned ns = cm_op_num_successors(op);
  if (ns > 1 && (!cases || cases->kind != CM_ATTR_DENSE_ELEMENTS ||
                 cm_shaped_num_elements(cases->type) != (int64_t)ns - 1))
    return cm_op_emit_plain_error(op, "expected 'case_values' for each case");
  for (unsigned i = 1; i < ns; i++) {
    cm_buf_puts(OUT, "    ");
    (void)cm_ll_put_type(w, OUT, v->type);
    cm_buf_putc(OUT, ' ');
    uint64_t x = (uint64_t)cm_dense_get_int(cases, i - 1);
    unsigned width = v->type->kind == CM_TYPE_INTEGER ? v->type->integer.width
                                                      : 64;
    cm_ll_put_int_words(OUT, width, &x, 1);
    cm_buf_puts(OUT, ", label ");
    cm_ll_put_block(w, OUT, cm_op_successor(op, i));
    cm_buf_putc(OUT, '\n');
  }
  cm_buf_puts(OUT, "  ]");
  branch_weights(w, op);
  return CM_SUCCESS;
}

static CmResult emit_return(CmLlWriter *w, CmOp *op) {
  if (!cm_op_num_operands(op)) {
    cm_buf_puts(OUT, "ret void");
    return CM_SUCCESS;
  }
  cm_buf_puts(OUT, "ret ");
  cm_ll_put_typed_value(w, OUT, cm_op_operand(op, 0));
  return CM_SUCCESS;
}

static CmResult emit_unreachable(CmLlWriter *w, CmOp *op) {
  (void)op;
  cm_buf_puts(OUT, "unreachable");
  return CM_SUCCESS;
}

/* ---- constants ------------------------------------------------------------------ */

static CmResult const_constant(CmLlWriter *w, CmOp *op, CmBuf *out) {
  CmAttr *v = cm_op_get_attr(op, "value");
  if (!v)
    return cm_op_emit_plain_error(op, "expected a 'value' attribute");
  return cm_ll_put_attr_constant(w, out, result_type(op), v, cm_op_loc(op));
}

static CmResult const_undef(CmLlWriter *w, CmOp *op, CmBuf *out) {
  (void)w;
  (void)op;
  cm_buf_puts(out, "undef");
  return CM_SUCCESS;
}

static CmResult const_null(CmLlWriter *w, CmOp *op, CmBuf *out) {
  (void)w;
  (void)op;
  cm_buf_puts(out, "null");
  return CM_SUCCESS;
}

static CmResult const_addressof(CmLlWriter *w, CmOp *op, CmBuf *out) {
  CmAttr *g = cm_op_get_attr(op, "global_name");
  if (!g || g->kind != CM_ATTR_SYMBOL_REF)
    return cm_op_emit_plain_error(op, "expected a 'global_name' attribute");
  if (!cm_symbol_table_lookup(w->module, g->symref.root->str,
                              g->symref.root->len))
    return cm_op_emit_error(op, "must reference a global defined by "
                                "'llvm.mlir.global' or 'llvm.func'");
  cm_ll_put_global_name(out, cm_ident_str(g->symref.root));
  return CM_SUCCESS;
}

/* ---- the table ------------------------------------------------------------------ */

#define BIN(n) {"llvm." n, CM_LLOP_INSTR, emit_binary, cexpr_binary}
#define CAST(n) {"llvm." n, CM_LLOP_INSTR, emit_cast, cexpr_cast}

static const CmLlOpRow rows[] = {
    BIN("add"), BIN("sub"), BIN("mul"), BIN("udiv"), BIN("sdiv"),
    BIN("urem"), BIN("srem"), BIN("and"), BIN("or"), BIN("xor"),
    BIN("shl"), BIN("lshr"), BIN("ashr"), BIN("fadd"), BIN("fsub"),
    BIN("fmul"), BIN("fdiv"), BIN("frem"),
    {"llvm.fneg", CM_LLOP_INSTR, emit_fneg, cexpr_fneg},
    {"llvm.icmp", CM_LLOP_INSTR, emit_cmp, cexpr_cmp},
    {"llvm.fcmp", CM_LLOP_INSTR, emit_cmp, cexpr_cmp},
    {"llvm.select", CM_LLOP_INSTR, emit_select, cexpr_select},
    {"llvm.freeze", CM_LLOP_INSTR, emit_freeze, NULL},
    CAST("bitcast"), CAST("addrspacecast"), CAST("inttoptr"),
    CAST("ptrtoint"), CAST("sext"), CAST("zext"), CAST("trunc"),
    CAST("sitofp"), CAST("uitofp"), CAST("fptosi"), CAST("fptoui"),
    CAST("fpext"), CAST("fptrunc"),
    {"llvm.alloca", CM_LLOP_INSTR, emit_alloca, NULL},
    {"llvm.load", CM_LLOP_INSTR, emit_load, NULL},
    {"llvm.store", CM_LLOP_INSTR, emit_store, NULL},
    {"llvm.getelementptr", CM_LLOP_INSTR, emit_gep, cexpr_gep},
    {"llvm.extractvalue", CM_LLOP_INSTR, emit_extractvalue,
     cexpr_extractvalue},
    {"llvm.insertvalue", CM_LLOP_INSTR, emit_insertvalue, cexpr_insertvalue},
    {"llvm.extractelement", CM_LLOP_INSTR, emit_extractelement,
     cexpr_extractelement},
    {"llvm.insertelement", CM_LLOP_INSTR, emit_insertelement,
     cexpr_insertelement},
    {"llvm.shufflevector", CM_LLOP_INSTR, emit_shufflevector, NULL},
    {"llvm.call", CM_LLOP_INSTR, emit_call, NULL},
    {"llvm.br", CM_LLOP_TERM, emit_br, NULL},
    {"llvm.cond_br", CM_LLOP_TERM, emit_cond_br, NULL},
    {"llvm.switch", CM_LLOP_TERM, emit_switch, NULL},
    {"llvm.return", CM_LLOP_TERM, emit_return, NULL},
    {"llvm.unreachable", CM_LLOP_TERM, emit_unreachable, NULL},
    {"llvm.mlir.constant", CM_LLOP_CONST, NULL, const_constant},
    {"llvm.mlir.undef", CM_LLOP_CONST, NULL, const_undef},
    {"llvm.mlir.null", CM_LLOP_CONST, NULL, const_null},
    {"llvm.mlir.addressof", CM_LLOP_CONST, NULL, const_addressof},
};

/* The row used for every `llvm.intr.*` op (the intrinsic table decides). */
const CmLlOpRow cm_ll_intrinsic_row = {"llvm.intr.", CM_LLOP_INSTR,
                                       emit_intrinsic, NULL};

const CmLlOpRow *cm_ll_op_rows(size_t *n) {
  if (n)
    *n = sizeof rows / sizeof rows[0];
  return rows;
}
