/* ops.c - the op table of the LLVM IR writer: one row per op name of the
 * LLVM dialect (op and attribute names as MLIR 13's generic form), with
 * the function writing its instruction and, where LLVM has one, its
 * constant-expression form (used in global initializer regions).
 * Adding an op is adding a row (and, for an intrinsic, a line of the
 * intrinsic table). */
#include "llvmir_internal.h"

#include <math.h>
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

/* ---- folding (IRBuilder's constant folder on integers and floats) ------ */

static unsigned int_width(const CmType *t) {
  return t->kind == CM_TYPE_INTEGER && t->integer.width <= 64
             ? t->integer.width
             : 0;
}

static int64_t sext_to(uint64_t v, unsigned width) {
  if (width >= 64)
    return (int64_t)v;
  uint64_t mask = (UINT64_C(1) << width) - 1;
  v &= mask;
  if ((v >> (width - 1)) & 1)
    v |= ~mask;
  return (int64_t)v;
}

static uint64_t zext_of(int64_t v, unsigned width) {
  return width >= 64 ? (uint64_t)v : (uint64_t)v & ((UINT64_C(1) << width) - 1);
}

static void put_folded_int(CmLlWriter *w, CmBuf *out, unsigned width,
                           uint64_t v) {
  int64_t s = sext_to(v, width);
  if (width == 1)
    cm_buf_puts(out, s ? "true" : "false");
  else
    cm_buf_put_i64(out, s);
  w->ck = CM_LLC_INT;
  w->ck_i = width == 1 ? (s & 1) : s;
}

static bool is_f32_or_f64(const CmType *t) {
  return t->kind == CM_TYPE_F32 || t->kind == CM_TYPE_F64;
}

static void put_folded_float(CmLlWriter *w, CmBuf *out, CmType *t, double d) {
  uint64_t bits[2] = {0, 0};
  if (t->kind == CM_TYPE_F32) {
    float f = (float)d;
    uint32_t b;
    memcpy(&b, &f, 4);
    bits[0] = b;
    d = f;
  } else {
    memcpy(&bits[0], &d, 8);
  }
  cm_ll_put_float(out, t, bits);
  w->ck = CM_LLC_FLOAT;
  w->ck_f = d;
}

static bool fold_binary(CmLlWriter *w, CmOp *op, CmBuf *out) {
  const CmLlSpan *a = cm_ll_const_of(w, cm_op_operand(op, 0));
  const CmLlSpan *b = cm_ll_const_of(w, cm_op_operand(op, 1));
  if (!a || !b)
    return false;
  CmType *t = result_type(op);
  const char *n = opcode(op);
  unsigned width = int_width(t);
  if (a->kind == CM_LLC_INT && b->kind == CM_LLC_INT && width) {
    uint64_t x = (uint64_t)a->v.i, y = (uint64_t)b->v.i, r;
    uint64_t ux = zext_of(a->v.i, width), uy = zext_of(b->v.i, width);
    int64_t sx = sext_to(x, width), sy = sext_to(y, width);
    int64_t smin = width == 64 ? INT64_MIN : -((int64_t)1 << (width - 1));
    if (!strcmp(n, "add"))
      r = x + y;
    else if (!strcmp(n, "sub"))
      r = x - y;
    else if (!strcmp(n, "mul"))
      r = x * y;
    else if (!strcmp(n, "and"))
      r = x & y;
    else if (!strcmp(n, "or"))
      r = x | y;
    else if (!strcmp(n, "xor"))
      r = x ^ y;
    else if (!strcmp(n, "shl") && uy < width)
      r = x << uy;
    else if (!strcmp(n, "lshr") && uy < width)
      r = ux >> uy;
    else if (!strcmp(n, "ashr") && uy < width)
      r = (uint64_t)(sx >> uy);
    else if (!strcmp(n, "udiv") && uy)
      r = ux / uy;
    else if (!strcmp(n, "urem") && uy)
      r = ux % uy;
    else if (!strcmp(n, "sdiv") && sy && !(sx == smin && sy == -1))
      r = (uint64_t)(sx / sy);
    else if (!strcmp(n, "srem") && sy && !(sx == smin && sy == -1))
      r = (uint64_t)(sx % sy);
    else
      return false;
    put_folded_int(w, out, width, r);
    return true;
  }
  if (a->kind == CM_LLC_FLOAT && b->kind == CM_LLC_FLOAT && is_f32_or_f64(t)) {
    double x = a->v.f, y = b->v.f, r;
    bool f32 = t->kind == CM_TYPE_F32;
    if (!strcmp(n, "fadd"))
      r = f32 ? (double)((float)x + (float)y) : x + y;
    else if (!strcmp(n, "fsub"))
      r = f32 ? (double)((float)x - (float)y) : x - y;
    else if (!strcmp(n, "fmul"))
      r = f32 ? (double)((float)x * (float)y) : x * y;
    else if (!strcmp(n, "fdiv"))
      r = f32 ? (double)((float)x / (float)y) : x / y;
    else
      return false;
    if (r != r) {
      /* As APFloat: a NaN operand (the left one first) is the result as
       * it is; a NaN from non-NaN operands (0/0, inf-inf, 0*inf) is
       * the default NaN, positive and quiet. */
      uint64_t bits = 0x7FF8000000000000ull;
      if (x != x || y != y) {
        memcpy(&bits, x != x ? &x : &y, 8);
      }
      memcpy(&r, &bits, 8);
    }
    put_folded_float(w, out, t, r);
    return true;
  }
  return false;
}

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
  /* LLVM's printing order: reassoc first */
  static const char *const names[] = {"reassoc", "nnan", "ninf", "nsz",
                                      "arcp", "contract", "afn"};
  static const unsigned bits[] = {64, 1, 2, 4, 8, 16, 32};
  for (unsigned i = 0; i < 7; i++)
    if (f & bits[i]) {
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
  if (fold_binary(w, op, out))
    return CM_SUCCESS;
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
  const CmLlSpan *a = cm_ll_const_of(w, cm_op_operand(op, 0));
  if (a && a->kind == CM_LLC_FLOAT && is_f32_or_f64(result_type(op)) &&
      a->v.f == a->v.f) {
    put_folded_float(w, out, result_type(op), -a->v.f);
    return CM_SUCCESS;
  }
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
  const CmLlSpan *a = cm_ll_const_of(w, cm_op_operand(op, 0));
  const CmLlSpan *b = cm_ll_const_of(w, cm_op_operand(op, 1));
  unsigned width = int_width(cm_op_operand(op, 0)->type);
  if (!f && a && b && a->kind == CM_LLC_INT && b->kind == CM_LLC_INT &&
      width) {
    uint64_t ux = zext_of(a->v.i, width), uy = zext_of(b->v.i, width);
    int64_t sx = sext_to((uint64_t)a->v.i, width);
    int64_t sy = sext_to((uint64_t)b->v.i, width);
    bool r;
    switch (cm_op_get_attr(op, "predicate")->integer.value) {
    case 0: r = ux == uy; break;
    case 1: r = ux != uy; break;
    case 2: r = sx < sy; break;
    case 3: r = sx <= sy; break;
    case 4: r = sx > sy; break;
    case 5: r = sx >= sy; break;
    case 6: r = ux < uy; break;
    case 7: r = ux <= uy; break;
    case 8: r = ux > uy; break;
    default: r = ux >= uy; break;
    }
    put_folded_int(w, out, 1, r);
    return CM_SUCCESS;
  }
  if (f && a && b && a->kind == CM_LLC_FLOAT && b->kind == CM_LLC_FLOAT) {
    /* as LLVM's constant folder: by the predicate's unordered / less /
     * greater / equal parts */
    double x = a->v.f, y = b->v.f;
    bool uno = x != x || y != y, r;
    bool lt = !uno && x < y, gt = !uno && x > y, eq = !uno && x == y;
    switch (cm_op_get_attr(op, "predicate")->integer.value) {
    case 0: r = false; break;
    case 1: r = eq; break;
    case 2: r = gt; break;
    case 3: r = gt || eq; break;
    case 4: r = lt; break;
    case 5: r = lt || eq; break;
    case 6: r = lt || gt; break;
    case 7: r = !uno; break;
    case 8: r = uno || eq; break;
    case 9: r = uno || gt; break;
    case 10: r = uno || gt || eq; break;
    case 11: r = uno || lt; break;
    case 12: r = uno || lt || eq; break;
    case 13: r = uno || lt || gt; break;
    case 14: r = uno; break;
    default: r = true; break;
    }
    put_folded_int(w, out, 1, r);
    return CM_SUCCESS;
  }
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
  const CmLlSpan *c = cm_ll_const_of(w, cm_op_operand(op, 0));
  if (c && c->kind == CM_LLC_INT && cm_type_is_integer(cm_op_operand(op, 0)->type, 1)) {
    CmValue *pick = cm_op_operand(op, c->v.i ? 1 : 2);
    const CmLlSpan *ps = cm_ll_const_of(w, pick);
    cm_ll_put_value(w, out, pick);
    w->ck = ps->kind;
    w->ck_i = ps->v.i;
    w->ck_f = ps->v.f;
    return CM_SUCCESS;
  }
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

static bool fold_cast(CmLlWriter *w, CmOp *op, CmBuf *out) {
  const CmLlSpan *a = cm_ll_const_of(w, cm_op_operand(op, 0));
  if (!a)
    return false;
  const char *n = opcode(op);
  CmType *t = result_type(op);
  CmType *st = cm_op_operand(op, 0)->type;
  unsigned tw = int_width(t), sw = int_width(st);
  if (a->kind == CM_LLC_INT && tw && sw) {
    if (!strcmp(n, "trunc") || !strcmp(n, "sext")) {
      put_folded_int(w, out, tw, (uint64_t)a->v.i);
      return true;
    }
    if (!strcmp(n, "zext")) {
      put_folded_int(w, out, tw, zext_of(a->v.i, sw));
      return true;
    }
  }
  if (a->kind == CM_LLC_INT && sw && is_f32_or_f64(t)) {
    if (!strcmp(n, "sitofp")) {
      put_folded_float(w, out, t,
                       t->kind == CM_TYPE_F32 ? (double)(float)a->v.i
                                              : (double)a->v.i);
      return true;
    }
    if (!strcmp(n, "uitofp")) {
      uint64_t u = zext_of(a->v.i, sw);
      put_folded_float(w, out, t,
                       t->kind == CM_TYPE_F32 ? (double)(float)u : (double)u);
      return true;
    }
  }
  if (a->kind == CM_LLC_FLOAT && tw && is_f32_or_f64(st) && a->v.f == a->v.f) {
    double tr = a->v.f < 0 ? -floor(-a->v.f) : floor(a->v.f);
    bool s = !strcmp(n, "fptosi");
    if (s || !strcmp(n, "fptoui")) {
      double lo = s ? -ldexp(1.0, (int)tw - 1) : 0.0;
      double hi = s ? ldexp(1.0, (int)tw - 1) : ldexp(1.0, (int)tw);
      if (tr >= lo && tr < hi) { /* else poison: left to LLVM */
        uint64_t v = s ? (uint64_t)(int64_t)tr : (uint64_t)tr;
        put_folded_int(w, out, tw, v);
        return true;
      }
    }
  }
  if (a->kind == CM_LLC_FLOAT && is_f32_or_f64(st) && is_f32_or_f64(t) &&
      (!strcmp(n, "fpext") || !strcmp(n, "fptrunc")) && a->v.f == a->v.f) {
    put_folded_float(w, out, t, a->v.f);
    return true;
  }
  bool zero = a->kind == CM_LLC_NULL || (a->kind == CM_LLC_INT && !a->v.i);
  if (zero && (!strcmp(n, "bitcast") || !strcmp(n, "ptrtoint") ||
               !strcmp(n, "inttoptr"))) {
    if (cm_llvm_type_id(t) == CM_LLVM_PTR) {
      cm_buf_puts(out, "null");
      w->ck = CM_LLC_NULL;
      return true;
    }
    if (tw) {
      put_folded_int(w, out, tw, 0);
      return true;
    }
  }
  return false;
}

static CmResult cexpr_cast(CmLlWriter *w, CmOp *op, CmBuf *out) {
  if (fold_cast(w, op, out))
    return CM_SUCCESS;
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
    cm_buf_puts(OUT, ", align "), cm_buf_put_i64(OUT, a->integer.value);
  else
    cm_buf_puts(OUT, ", align "),
        cm_buf_put_u64(OUT, cm_ll_layout_align(&w->layout, t, abi));
}

static CmResult emit_alloca(CmLlWriter *w, CmOp *op) {
  CmType *pt = result_type(op);
  CmType *elem = pointee_of(pt);
  if (!elem)
    return cm_op_emit_plain_error(op, "expected a pointer result");
  cm_buf_puts(OUT, "alloca ");
  if (cm_failed(put_type_or_fail(w, OUT, elem, op)))
    return CM_FAILURE;
  /* LLVM leaves out a count that is the constant i32 1 */
  size_t at = OUT->len;
  cm_buf_puts(OUT, ", ");
  cm_ll_put_typed_value(w, OUT, cm_op_operand(op, 0));
  if (OUT->len - at == 7 && !memcmp(OUT->data + at, ", i32 1", 7))
    OUT->len = at;
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
  w->access_pending = cm_ll_md_access_groups(w, cm_op_get_attr(op, "access_groups"));
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
  w->access_pending = cm_ll_md_access_groups(w, cm_op_get_attr(op, "access_groups"));
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

/* LLVM's constant folder marks a GEP of a global variable inbounds when
 * its constant indices are (first index 0, or 1 followed by zeros, and
 * array indices within their arrays). */
static bool gep_inbounds(CmLlWriter *w, CmOp *op) {
  const CmLlSpan *base = cm_ll_const_of(w, cm_op_operand(op, 0));
  unsigned n = cm_op_num_operands(op);
  if (!base || base->kind != CM_LLC_GLOBAL || n < 2)
    return false;
  int64_t idx[16];
  if (n - 1 > 16)
    return false;
  for (unsigned i = 1; i < n; i++) {
    const CmLlSpan *c = cm_ll_const_of(w, cm_op_operand(op, i));
    if (!c || c->kind != CM_LLC_INT)
      return false;
    idx[i - 1] = c->v.i;
  }
  CmType *t = pointee_of(cm_op_operand(op, 0)->type);
  for (unsigned i = 1; i < n - 1; i++) {
    if (!t)
      return false;
    int id = cm_llvm_type_id(t);
    if (id == CM_LLVM_ARRAY) {
      if (idx[i] < 0 || (uint64_t)idx[i] >= cm_llvm_array_count(t))
        return false;
      t = cm_llvm_array_elem(t);
    } else if (id == CM_LLVM_STRUCT || id == CM_LLVM_STRUCT_ID) {
      if (idx[i] < 0 || (unsigned)idx[i] >= cm_llvm_struct_num_elems(t))
        return false;
      t = cm_llvm_struct_elem(t, (unsigned)idx[i]);
    } else {
      return false;
    }
  }
  if (idx[0] == 0)
    return true;
  if (idx[0] != 1)
    return false;
  for (unsigned i = 1; i < n - 1; i++)
    if (idx[i])
      return false;
  return true;
}

static CmResult cexpr_gep(CmLlWriter *w, CmOp *op, CmBuf *out) {
  cm_buf_puts(out, gep_inbounds(w, op) ? "getelementptr inbounds ("
                                       : "getelementptr (");
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
    cm_buf_puts(out, ", ");
    cm_buf_put_i64(out, e->integer.value);
  }
  return CM_SUCCESS;
}

static bool fold_extractvalue(CmLlWriter *w, CmOp *op, CmBuf *out);

static CmResult emit_extractvalue(CmLlWriter *w, CmOp *op) {
  cm_buf_puts(OUT, "extractvalue ");
  cm_ll_put_typed_value(w, OUT, cm_op_operand(op, 0));
  return put_position(op, OUT);
}

static CmResult cexpr_extractvalue(CmLlWriter *w, CmOp *op, CmBuf *out) {
  if (fold_extractvalue(w, op, out))
    return CM_SUCCESS;
  cm_buf_puts(out, "extractvalue (");
  cm_ll_put_typed_value(w, out, cm_op_operand(op, 0));
  if (cm_failed(put_position(op, out)))
    return CM_FAILURE;
  cm_buf_putc(out, ')');
  return CM_SUCCESS;
}

/* ---- folded aggregates ---------------------------------------------------- */

/* An element: undef, a constant's text, or a nested folded aggregate. */
typedef struct AggElem {
  const char *text; /* NULL: undef (or `agg`) */
  size_t len;
  CmLlAgg *agg;
  bool zero; /* the text is a zero value */
  bool is_int;
} AggElem;

struct CmLlAgg {
  CmType *type;
  unsigned n;
  AggElem *elems;
};

static bool agg_shape(CmType *t, unsigned *n) {
  int id = cm_llvm_type_id(t);
  if (id == CM_LLVM_ARRAY) {
    uint64_t c = cm_llvm_array_count(t);
    if (c > 4096)
      return false;
    *n = (unsigned)c;
    return true;
  }
  if ((id == CM_LLVM_STRUCT || id == CM_LLVM_STRUCT_ID) &&
      !cm_llvm_struct_is_opaque(t)) {
    *n = cm_llvm_struct_num_elems(t);
    return true;
  }
  return false;
}

static CmType *agg_elem_type(CmType *t, unsigned i) {
  return cm_llvm_type_id(t) == CM_LLVM_ARRAY ? cm_llvm_array_elem(t)
                                              : cm_llvm_struct_elem(t, i);
}

static CmLlAgg *agg_new(CmLlWriter *w, CmType *t, const CmLlAgg *from) {
  unsigned n;
  if (!agg_shape(t, &n))
    return NULL;
  CmLlAgg *a = CM_ARENA_NEW(&w->agg_arena, CmLlAgg);
  a->type = t;
  a->n = n;
  a->elems = CM_ARENA_ARRAY(&w->agg_arena, AggElem, n ? n : 1);
  if (from)
    memcpy(a->elems, from->elems, n * sizeof(AggElem));
  return a;
}

static bool agg_all(const CmLlAgg *a, int what) { /* 0 undef, 1 zero */
  for (unsigned i = 0; i < a->n; i++) {
    const AggElem *e = &a->elems[i];
    if (e->agg) {
      if (!agg_all(e->agg, what))
        return false;
    } else if (what == 0 ? e->text != NULL : !(e->text && e->zero)) {
      return false;
    }
  }
  return true;
}

/* LLVM's spelling of the folded aggregate (undef / zeroinitializer when
 * uniform, c"..." for i8 arrays of integers). */
static void agg_put(CmLlWriter *w, CmBuf *out, const CmLlAgg *a) {
  if (agg_all(a, 0)) {
    cm_buf_puts(out, "undef");
    return;
  }
  if (a->n && agg_all(a, 1)) {
    cm_buf_puts(out, "zeroinitializer");
    return;
  }
  bool arr = cm_llvm_type_id(a->type) == CM_LLVM_ARRAY;
  CmType *et0 = arr ? cm_llvm_array_elem(a->type) : NULL;
  if (arr && cm_type_is_integer(et0, 8)) {
    bool ints = true;
    for (unsigned i = 0; i < a->n && ints; i++)
      ints = a->elems[i].is_int;
    if (ints) {
      cm_buf_puts(out, "c\"");
      for (unsigned i = 0; i < a->n; i++) {
        char c = (char)strtol(a->elems[i].text, NULL, 10);
        cm_ll_put_escaped(out, &c, 1);
      }
      cm_buf_putc(out, '"');
      return;
    }
  }
  bool packed = !arr && cm_llvm_struct_is_packed(a->type);
  cm_buf_puts(out, arr ? "[" : packed ? "<{ " : "{ ");
  for (unsigned i = 0; i < a->n; i++) {
    if (i)
      cm_buf_puts(out, ", ");
    (void)cm_ll_put_type(w, out, agg_elem_type(a->type, i));
    cm_buf_putc(out, ' ');
    const AggElem *e = &a->elems[i];
    if (e->agg)
      agg_put(w, out, e->agg);
    else if (e->text)
      cm_buf_putn(out, e->text, e->len);
    else
      cm_buf_puts(out, "undef");
  }
  cm_buf_puts(out, arr ? "]" : packed ? " }>" : " }");
}

static bool const_is_zeroinit(CmLlWriter *w, const CmLlSpan *c);

/* The element of a constant value for an aggregate slot. */
static AggElem elem_of(CmLlWriter *w, CmValue *v) {
  AggElem e = {0};
  const CmLlSpan *c = cm_ll_const_of(w, v);
  if (c->kind == CM_LLC_AGG) {
    e.agg = c->agg;
  } else if (c->kind != CM_LLC_UNDEF) {
    e.text = cm_arena_strndup(&w->agg_arena, w->cpool.data + c->off, c->len);
    e.len = c->len;
    e.zero = (c->kind == CM_LLC_INT && !c->v.i) || c->kind == CM_LLC_NULL ||
             (c->kind == CM_LLC_FLOAT && c->v.f == 0 && !signbit(c->v.f)) ||
             const_is_zeroinit(w, c);
    e.is_int = c->kind == CM_LLC_INT;
  }
  return e;
}

/* A constant spelled `zeroinitializer` (an all-zero aggregate). */
static bool const_is_zeroinit(CmLlWriter *w, const CmLlSpan *c) {
  return c && c->kind == CM_LLC_OTHER && c->len == 15 &&
         !memcmp(w->cpool.data + c->off, "zeroinitializer", 15);
}

/* The zero value of `t` as a folded aggregate element (nested aggregates
 * are zero aggregates of their own, so inserting into them folds too). */
static AggElem zero_elem(CmLlWriter *w, CmType *t);

static CmLlAgg *agg_zero(CmLlWriter *w, CmType *t) {
  CmLlAgg *a = agg_new(w, t, NULL);
  for (unsigned i = 0; a && i < a->n; i++)
    a->elems[i] = zero_elem(w, agg_elem_type(t, i));
  return a;
}

static AggElem zero_elem(CmLlWriter *w, CmType *t) {
  AggElem e = {0};
  unsigned n;
  if (agg_shape(t, &n) && (e.agg = agg_zero(w, t)))
    return e;
  CmBuf b;
  cm_buf_init(&b);
  (void)cm_ll_put_zero(w, &b, t);
  e.text = cm_arena_strndup(&w->agg_arena, b.data ? b.data : "", b.len);
  e.len = b.len;
  e.zero = true;
  e.is_int = t->kind == CM_TYPE_INTEGER;
  cm_buf_free(&b);
  return e;
}

static bool fold_insertvalue(CmLlWriter *w, CmOp *op, CmBuf *out) {
  const CmLlSpan *base = cm_ll_const_of(w, cm_op_operand(op, 0));
  CmAttr *pos = cm_op_get_attr(op, "position");
  bool zero = const_is_zeroinit(w, base);
  if (!base ||
      (base->kind != CM_LLC_UNDEF && base->kind != CM_LLC_AGG && !zero) ||
      !pos || pos->kind != CM_ATTR_ARRAY || !pos->array.num)
    return false;
  CmType *t = cm_op_operand(op, 0)->type;
  CmLlAgg *root = zero ? agg_zero(w, t)
                       : agg_new(w, t, base->kind == CM_LLC_AGG ? base->agg
                                                                : NULL);
  if (!root)
    return false;
  CmLlAgg *cur = root;
  for (unsigned k = 0; k < pos->array.num; k++) {
    CmAttr *p = pos->array.elems[k];
    if (p->kind != CM_ATTR_INTEGER || p->integer.value < 0 ||
        (uint64_t)p->integer.value >= cur->n)
      return false;
    unsigned i = (unsigned)p->integer.value;
    if (k + 1 == pos->array.num) {
      cur->elems[i] = elem_of(w, cm_op_operand(op, 1));
      break;
    }
    CmType *et = agg_elem_type(cur->type, i);
    bool zero_in = cur->elems[i].text && cur->elems[i].zero && !cur->elems[i].agg;
    CmLlAgg *sub = zero_in ? agg_zero(w, et) : agg_new(w, et, cur->elems[i].agg);
    if (!sub || (cur->elems[i].text && !cur->elems[i].agg && !zero_in))
      return false;
    cur->elems[i].agg = sub;
    cur->elems[i].text = NULL;
    cur = sub;
  }
  agg_put(w, out, root);
  w->ck = CM_LLC_AGG;
  w->ck_agg = root;
  return true;
}

static bool fold_extractvalue(CmLlWriter *w, CmOp *op, CmBuf *out) {
  const CmLlSpan *base = cm_ll_const_of(w, cm_op_operand(op, 0));
  CmAttr *pos = cm_op_get_attr(op, "position");
  if (!base || !pos || pos->kind != CM_ATTR_ARRAY)
    return false;
  if (base->kind == CM_LLC_UNDEF) {
    cm_buf_puts(out, "undef");
    w->ck = CM_LLC_UNDEF;
    return true;
  }
  if (const_is_zeroinit(w, base)) {
    /* LLVM folds it to the zero of the result type. */
    AggElem e = zero_elem(w, cm_op_result(op, 0)->type);
    if (e.agg) {
      agg_put(w, out, e.agg);
      w->ck = CM_LLC_AGG;
      w->ck_agg = e.agg;
    } else {
      cm_buf_putn(out, e.text, e.len);
    }
    return true;
  }
  if (base->kind != CM_LLC_AGG)
    return false;
  const CmLlAgg *cur = base->agg;
  for (unsigned k = 0; k < pos->array.num; k++) {
    CmAttr *p = pos->array.elems[k];
    if (p->kind != CM_ATTR_INTEGER || p->integer.value < 0 ||
        (uint64_t)p->integer.value >= cur->n)
      return false;
    const AggElem *e = &cur->elems[p->integer.value];
    if (k + 1 < pos->array.num) {
      if (!e->agg)
        return false; /* (undef inner aggregates: left to LLVM) */
      cur = e->agg;
      continue;
    }
    if (e->agg) {
      agg_put(w, out, e->agg);
      w->ck = CM_LLC_AGG;
      w->ck_agg = e->agg;
    } else if (e->text) {
      cm_buf_putn(out, e->text, e->len);
    } else {
      cm_buf_puts(out, "undef");
      w->ck = CM_LLC_UNDEF;
    }
    return true;
  }
  return false;
}

static CmResult emit_insertvalue(CmLlWriter *w, CmOp *op) {
  cm_buf_puts(OUT, "insertvalue ");
  cm_ll_put_typed_value(w, OUT, cm_op_operand(op, 0));
  cm_buf_puts(OUT, ", ");
  cm_ll_put_typed_value(w, OUT, cm_op_operand(op, 1));
  return put_position(op, OUT);
}

static CmResult cexpr_insertvalue(CmLlWriter *w, CmOp *op, CmBuf *out) {
  if (fold_insertvalue(w, op, out))
    return CM_SUCCESS;
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

/* `RetT callee(args)`; `nargs_end` is the end of the call's operands
 * (invoke: before the successor operands). */
static CmResult put_call_n(CmLlWriter *w, CmOp *op, CmBuf *out,
                           unsigned *first, unsigned nargs_end);

static CmResult put_call(CmLlWriter *w, CmOp *op, CmBuf *out, unsigned *first) {
  return put_call_n(w, op, out, first, cm_op_num_operands(op));
}

static CmResult put_call_n(CmLlWriter *w, CmOp *op, CmBuf *out,
                           unsigned *first, unsigned nargs_end) {
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
  /* LLVM 13's printer: the function type only for varargs callees */
  bool full = cm_llvm_func_is_vararg(fnty);
  if (cm_failed(put_type_or_fail(w, out, full ? fnty : ret, op)))
    return CM_FAILURE;
  cm_buf_putc(out, ' ');
  if (*first)
    cm_ll_put_value(w, out, cm_op_operand(op, 0));
  else
    cm_ll_put_global_name(out, cm_ident_str(callee->symref.root));
  cm_buf_putc(out, '(');
  for (unsigned i = *first; i < nargs_end; i++) {
    if (i > *first)
      cm_buf_puts(out, ", ");
    cm_ll_put_typed_value(w, out, cm_op_operand(op, i));
  }
  cm_buf_putc(out, ')');
  return CM_SUCCESS;
}

/* ---- exceptions and inline assembly ------------------------------------------ */

static CmResult emit_invoke(CmLlWriter *w, CmOp *op) {
  unsigned first, f, n;
  cm_ll_successor_operands(op, 0, &f, &n);
  cm_buf_puts(OUT, "invoke ");
  if (cm_failed(put_call_n(w, op, OUT, &first, f)))
    return CM_FAILURE;
  cm_buf_puts(OUT, "\n          to label ");
  cm_ll_put_block(w, OUT, cm_op_successor(op, 0));
  cm_buf_puts(OUT, " unwind label ");
  cm_ll_put_block(w, OUT, cm_op_successor(op, 1));
  return CM_SUCCESS;
}

static CmResult emit_landingpad(CmLlWriter *w, CmOp *op) {
  cm_buf_puts(OUT, "landingpad ");
  if (cm_failed(put_type_or_fail(w, OUT, result_type(op), op)))
    return CM_FAILURE;
  if (cm_op_get_attr(op, "cleanup"))
    cm_buf_puts(OUT, "\n          cleanup");
  for (unsigned i = 0; i < cm_op_num_operands(op); i++) {
    CmValue *v = cm_op_operand(op, i);
    bool filter = cm_llvm_type_id(v->type) == CM_LLVM_ARRAY;
    cm_buf_puts(OUT, filter ? "\n          filter " : "\n          catch ");
    cm_ll_put_typed_value(w, OUT, v);
  }
  return CM_SUCCESS;
}

static CmResult emit_resume(CmLlWriter *w, CmOp *op) {
  cm_buf_puts(OUT, "resume ");
  cm_ll_put_typed_value(w, OUT, cm_op_operand(op, 0));
  return CM_SUCCESS;
}

static CmResult emit_inline_asm(CmLlWriter *w, CmOp *op) {
  CmAttr *str = cm_op_get_attr(op, "asm_string");
  CmAttr *cons = cm_op_get_attr(op, "constraints");
  if (!str || str->kind != CM_ATTR_STRING || !cons ||
      cons->kind != CM_ATTR_STRING)
    return cm_op_emit_plain_error(op, "expected 'asm_string' and "
                                      "'constraints'");
  cm_buf_puts(OUT, "call ");
  if (cm_op_num_results(op) == 1) {
    if (cm_failed(put_type_or_fail(w, OUT, result_type(op), op)))
      return CM_FAILURE;
  } else {
    cm_buf_puts(OUT, "void");
  }
  cm_buf_puts(OUT, " asm ");
  if (cm_op_get_attr(op, "has_side_effects"))
    cm_buf_puts(OUT, "sideeffect ");
  if (cm_op_get_attr(op, "is_align_stack"))
    cm_buf_puts(OUT, "alignstack ");
  CmAttr *d = cm_op_get_attr(op, "asm_dialect");
  if (d && d->kind == CM_ATTR_INTEGER && d->integer.value == 1)
    cm_buf_puts(OUT, "inteldialect ");
  cm_buf_putc(OUT, '"');
  cm_ll_put_escaped(OUT, str->str.value->str, str->str.value->len);
  cm_buf_puts(OUT, "\", \"");
  cm_ll_put_escaped(OUT, cons->str.value->str, cons->str.value->len);
  cm_buf_puts(OUT, "\"(");
  for (unsigned i = 0; i < cm_op_num_operands(op); i++) {
    if (i)
      cm_buf_puts(OUT, ", ");
    cm_ll_put_typed_value(w, OUT, cm_op_operand(op, i));
  }
  cm_buf_putc(OUT, ')');
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
 * digit an operand of the op), with the declaration (its parameter and
 * function attributes as LLVM 13 gives the intrinsic) added to the module.
 * Most map operands to arguments one to one; the masked and matrix ones
 * take some arguments from attributes (`args`). */
enum {
  ARGS_PLAIN,
  ARGS_MASKED_LOAD,   /* ptr, mask[, pass_thru] -> ptr, align, mask, pass */
  ARGS_MASKED_STORE,  /* value, ptr, mask -> value, ptr, align, mask */
  ARGS_TRANSPOSE,     /* m -> m, rows, columns */
  ARGS_MULTIPLY,      /* a, b -> a, b, lhs_rows, lhs_columns, rhs_columns */
  ARGS_CM_LOAD,       /* ptr, stride -> ptr (align), stride, vol, rows, cols */
  ARGS_CM_STORE,      /* m, ptr, stride -> m, ptr (align), stride, vol, ... */
  ARGS_REASSOC,       /* plain, `reassoc` attribute -> call flag */
};

#define FA_PURE "nofree nosync nounwind readnone speculatable willreturn"
#define FA_READNONE "nofree nosync nounwind readnone willreturn"
#define FA_MEMCPY "argmemonly nofree nounwind willreturn"
#define FA_STACK "nofree nosync nounwind willreturn"
#define FA_ARGREAD "argmemonly nofree nosync nounwind readonly willreturn"
#define FA_ARGWRITE "argmemonly nofree nosync nounwind willreturn writeonly"
#define FA_READ "nofree nosync nounwind readonly willreturn"
#define FA_WRITE "nofree nosync nounwind willreturn writeonly"

typedef struct Intrinsic {
  const char *name;
  const char *overload;
  int args;
  const char *fn_attrs;    /* NULL: none */
  const char *param_attrs; /* per parameter, '|'-separated; NULL: none */
} Intrinsic;

static const Intrinsic intrinsics[] = {
    {"abs", "r", ARGS_PLAIN, FA_PURE, NULL},
    {"assume", "", ARGS_PLAIN,
     "inaccessiblememonly nofree nosync nounwind willreturn", "noundef"},
    {"bitreverse", "r", ARGS_PLAIN, FA_PURE, NULL},
    {"bswap", "r", ARGS_PLAIN, FA_PURE, NULL},
    {"ceil", "r", ARGS_PLAIN, FA_PURE, NULL},
    {"copysign", "r", ARGS_PLAIN, FA_PURE, NULL},
    {"coro.begin", "", ARGS_PLAIN, "nounwind", "|writeonly"},
    {"coro.end", "", ARGS_PLAIN, "nounwind", NULL},
    {"coro.free", "", ARGS_PLAIN, "argmemonly nounwind readonly",
     "|nocapture readonly"},
    {"coro.id", "", ARGS_PLAIN, "argmemonly nounwind readonly",
     "|readnone|nocapture readonly|"},
    {"coro.resume", "", ARGS_PLAIN, NULL, NULL},
    {"coro.save", "", ARGS_PLAIN, "nounwind", NULL},
    {"coro.size", "r", ARGS_PLAIN, "nounwind readnone", NULL},
    {"coro.suspend", "", ARGS_PLAIN, "nounwind", NULL},
    {"cos", "r", ARGS_PLAIN, FA_PURE, NULL},
    {"ctlz", "r", ARGS_PLAIN, FA_PURE, "|immarg"},
    {"ctpop", "r", ARGS_PLAIN, FA_PURE, NULL},
    {"cttz", "r", ARGS_PLAIN, FA_PURE, "|immarg"},
    {"exp", "r", ARGS_PLAIN, FA_PURE, NULL},
    {"exp2", "r", ARGS_PLAIN, FA_PURE, NULL},
    {"fabs", "r", ARGS_PLAIN, FA_PURE, NULL},
    {"floor", "r", ARGS_PLAIN, FA_PURE, NULL},
    {"fma", "r", ARGS_PLAIN, FA_PURE, NULL},
    {"fmuladd", "r", ARGS_PLAIN, FA_PURE, NULL},
    {"get.active.lane.mask", "r0", ARGS_PLAIN, FA_READNONE, NULL},
    {"log", "r", ARGS_PLAIN, FA_PURE, NULL},
    {"log10", "r", ARGS_PLAIN, FA_PURE, NULL},
    {"log2", "r", ARGS_PLAIN, FA_PURE, NULL},
    {"masked.compressstore", "0", ARGS_PLAIN, FA_ARGWRITE, NULL},
    {"masked.expandload", "r", ARGS_PLAIN, FA_READ, NULL},
    {"masked.gather", "r0", ARGS_MASKED_LOAD, FA_READ, "|immarg||"},
    {"masked.load", "r0", ARGS_MASKED_LOAD, FA_ARGREAD, "|immarg||"},
    {"masked.scatter", "01", ARGS_MASKED_STORE, FA_WRITE, "||immarg|"},
    {"masked.store", "01", ARGS_MASKED_STORE, FA_ARGWRITE, "||immarg|"},
    {"matrix.column.major.load", "r", ARGS_CM_LOAD, FA_ARGREAD,
     "nocapture||immarg|immarg|immarg"},
    {"matrix.column.major.store", "0", ARGS_CM_STORE, FA_ARGWRITE,
     "|nocapture writeonly||immarg|immarg|immarg"},
    {"matrix.multiply", "r01", ARGS_MULTIPLY, FA_PURE,
     "||immarg|immarg|immarg"},
    {"matrix.transpose", "r", ARGS_TRANSPOSE, FA_PURE, "|immarg|immarg"},
    {"maximum", "r", ARGS_PLAIN, FA_PURE, NULL},
    {"maxnum", "r", ARGS_PLAIN, FA_PURE, NULL},
    {"memcpy", "012", ARGS_PLAIN, FA_MEMCPY,
     "noalias nocapture writeonly|noalias nocapture readonly||immarg"},
    {"memcpy.inline", "012", ARGS_PLAIN, FA_MEMCPY,
     "noalias nocapture writeonly|noalias nocapture readonly|immarg|immarg"},
    {"memmove", "012", ARGS_PLAIN, FA_MEMCPY,
     "nocapture writeonly|nocapture readonly||immarg"},
    {"memset", "02", ARGS_PLAIN, "argmemonly nofree nounwind willreturn writeonly",
     "nocapture writeonly|||immarg"},
    {"minimum", "r", ARGS_PLAIN, FA_PURE, NULL},
    {"minnum", "r", ARGS_PLAIN, FA_PURE, NULL},
    {"nearbyint", "r", ARGS_PLAIN, FA_PURE, NULL},
    {"pow", "r", ARGS_PLAIN, FA_PURE, NULL},
    {"prefetch", "0", ARGS_PLAIN,
     "inaccessiblemem_or_argmemonly nofree nosync nounwind willreturn",
     "nocapture readonly|immarg|immarg|"},
    {"rint", "r", ARGS_PLAIN, FA_PURE, NULL},
    {"round", "r", ARGS_PLAIN, FA_PURE, NULL},
    {"roundeven", "r", ARGS_PLAIN, FA_PURE, NULL},
    {"sadd.with.overflow", "0", ARGS_PLAIN, FA_PURE, NULL},
    {"sin", "r", ARGS_PLAIN, FA_PURE, NULL},
    {"smax", "r", ARGS_PLAIN, FA_PURE, NULL},
    {"smin", "r", ARGS_PLAIN, FA_PURE, NULL},
    {"smul.with.overflow", "0", ARGS_PLAIN, FA_PURE, NULL},
    {"sqrt", "r", ARGS_PLAIN, FA_PURE, NULL},
    {"ssub.with.overflow", "0", ARGS_PLAIN, FA_PURE, NULL},
    {"stackrestore", "", ARGS_PLAIN, FA_STACK, NULL},
    {"stacksave", "", ARGS_PLAIN, FA_STACK, NULL},
    {"trap", "", ARGS_PLAIN, "cold noreturn nounwind", NULL},
    {"trunc", "r", ARGS_PLAIN, FA_PURE, NULL},
    {"uadd.with.overflow", "0", ARGS_PLAIN, FA_PURE, NULL},
    {"umax", "r", ARGS_PLAIN, FA_PURE, NULL},
    {"umin", "r", ARGS_PLAIN, FA_PURE, NULL},
    {"umul.with.overflow", "0", ARGS_PLAIN, FA_PURE, NULL},
    {"usub.with.overflow", "0", ARGS_PLAIN, FA_PURE, NULL},
    {"vector.reduce.add", "0", ARGS_PLAIN, FA_READNONE, NULL},
    {"vector.reduce.and", "0", ARGS_PLAIN, FA_READNONE, NULL},
    {"vector.reduce.fadd", "1", ARGS_REASSOC, FA_READNONE, NULL},
    {"vector.reduce.fmax", "0", ARGS_PLAIN, FA_READNONE, NULL},
    {"vector.reduce.fmin", "0", ARGS_PLAIN, FA_READNONE, NULL},
    {"vector.reduce.fmul", "1", ARGS_REASSOC, FA_READNONE, NULL},
    {"vector.reduce.mul", "0", ARGS_PLAIN, FA_READNONE, NULL},
    {"vector.reduce.or", "0", ARGS_PLAIN, FA_READNONE, NULL},
    {"vector.reduce.smax", "0", ARGS_PLAIN, FA_READNONE, NULL},
    {"vector.reduce.smin", "0", ARGS_PLAIN, FA_READNONE, NULL},
    {"vector.reduce.umax", "0", ARGS_PLAIN, FA_READNONE, NULL},
    {"vector.reduce.umin", "0", ARGS_PLAIN, FA_READNONE, NULL},
    {"vector.reduce.xor", "0", ARGS_PLAIN, FA_READNONE, NULL},
};

static const Intrinsic *find_intrinsic(CmOp *op) {
  const char *n = cm_op_opname(op)->name->str + 10; /* after llvm.intr. */
  for (size_t i = 0; i < sizeof intrinsics / sizeof intrinsics[0]; i++)
    if (!strcmp(intrinsics[i].name, n))
      return &intrinsics[i];
  return NULL;
}

bool cm_ll_is_known_intrinsic(CmOp *op) { return find_intrinsic(op) != NULL; }

/* One argument of an intrinsic call: a value or an immediate. */
typedef struct IntrArg {
  CmValue *value; /* NULL: `type text` below */
  const char *type;
  int64_t imm;
  bool undef; /* `undef` of the type of `value_type` */
  CmType *value_type;
  unsigned align; /* call-site `align N` (0: none) */
} IntrArg;

static int64_t int_attr(CmOp *op, const char *name, int64_t dflt) {
  CmAttr *a = cm_op_get_attr(op, name);
  if (!a || a->kind != CM_ATTR_INTEGER)
    return dflt;
  return a->integer.value;
}

static unsigned build_args(CmLlWriter *w, CmOp *op, const Intrinsic *in,
                           IntrArg *args) {
  unsigned n = cm_op_num_operands(op), k = 0;
  IntrArg z = {0};
#define VAL(i) (args[k] = z, args[k].value = cm_op_operand(op, (i)), k++)
#define IMM(t, v) (args[k] = z, args[k].type = (t), args[k].imm = (v), k++)
  switch (in->args) {
  case ARGS_MASKED_LOAD:
    VAL(0);
    IMM("i32", int_attr(op, "alignment", 0));
    VAL(1);
    if (n > 2) {
      VAL(2);
    } else {
      args[k] = z;
      args[k].undef = true;
      args[k].value_type = result_type(op);
      k++;
    }
    break;
  case ARGS_MASKED_STORE:
    VAL(0);
    VAL(1);
    IMM("i32", int_attr(op, "alignment", 0));
    VAL(2);
    break;
  case ARGS_TRANSPOSE:
    VAL(0);
    IMM("i32", int_attr(op, "rows", 0));
    IMM("i32", int_attr(op, "columns", 0));
    break;
  case ARGS_MULTIPLY:
    VAL(0);
    VAL(1);
    IMM("i32", int_attr(op, "lhs_rows", 0));
    IMM("i32", int_attr(op, "lhs_columns", 0));
    IMM("i32", int_attr(op, "rhs_columns", 0));
    break;
  case ARGS_CM_LOAD:
  case ARGS_CM_STORE: {
    unsigned p = in->args == ARGS_CM_STORE ? 1 : 0;
    if (p)
      VAL(0);
    VAL(p);
    CmType *elem = cm_llvm_type_id(cm_op_operand(op, p)->type) == CM_LLVM_PTR
                       ? cm_llvm_ptr_pointee(cm_op_operand(op, p)->type)
                       : NULL;
    args[k - 1].align = elem ? cm_ll_layout_align(&w->layout, elem, true) : 0;
    VAL(p + 1);
    CmAttr *v = cm_op_get_attr(op, "isVolatile");
    IMM("i1", v && v->kind == CM_ATTR_INTEGER && v->integer.value ? 1 : 0);
    IMM("i32", int_attr(op, "rows", 0));
    IMM("i32", int_attr(op, "columns", 0));
    break;
  }
  default:
    for (unsigned i = 0; i < n && k < 16; i++)
      VAL(i);
    break;
  }
#undef VAL
#undef IMM
  return k;
}

static void put_arg_type(CmLlWriter *w, CmBuf *out, const IntrArg *a) {
  if (a->value)
    (void)cm_ll_put_type(w, out, a->value->type);
  else if (a->undef)
    (void)cm_ll_put_type(w, out, a->value_type);
  else
    cm_buf_puts(out, a->type);
}

/* The '|'-separated entry `i` of `list`. */
static CmStr nth_attr(const char *list, unsigned i) {
  CmStr s = {"", 0};
  if (!list)
    return s;
  const char *p = list;
  for (unsigned k = 0; k < i; k++) {
    p = strchr(p, '|');
    if (!p)
      return s;
    p++;
  }
  const char *e = strchr(p, '|');
  s.data = p;
  s.len = e ? (size_t)(e - p) : strlen(p);
  return s;
}

static CmResult emit_intrinsic(CmLlWriter *w, CmOp *op) {
  const Intrinsic *in = find_intrinsic(op);
  if (!in || cm_op_num_operands(op) > 12)
    return cm_op_emit_plain_error(op, "LLVM Translation failed for "
                                      "operation: %s",
                                  cm_op_opname(op)->name->str);
  IntrArg args[16];
  unsigned nargs = build_args(w, op, in, args);
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
  CmStr sname = {name.data, name.len};
  CmBuf decl;
  cm_buf_init(&decl);
  cm_buf_puts(&decl, "declare ");
  if (has_result)
    (void)cm_ll_put_type(w, &decl, result_type(op));
  else
    cm_buf_puts(&decl, "void");
  cm_buf_putc(&decl, ' ');
  cm_ll_put_global_name(&decl, sname);
  cm_buf_putc(&decl, '(');
  for (unsigned i = 0; i < nargs; i++) {
    if (i)
      cm_buf_puts(&decl, ", ");
    put_arg_type(w, &decl, &args[i]);
    CmStr pa = nth_attr(in->param_attrs, i);
    if (pa.len) {
      cm_buf_putc(&decl, ' ');
      cm_buf_putstr(&decl, pa);
    }
  }
  cm_buf_putc(&decl, ')');
  cm_ll_add_decl(w, sname, decl.data, decl.len, in->fn_attrs);
  cm_buf_free(&decl);

  cm_buf_puts(OUT, "call ");
  put_fmf(w, op);
  if (in->args == ARGS_REASSOC) {
    CmAttr *r = cm_op_get_attr(op, "reassoc");
    if (r && r->kind == CM_ATTR_INTEGER && r->integer.value)
      cm_buf_puts(OUT, "reassoc ");
  }
  if (has_result) {
    if (cm_failed(put_type_or_fail(w, OUT, result_type(op), op)))
      goto bad;
  } else {
    cm_buf_puts(OUT, "void");
  }
  cm_buf_putc(OUT, ' ');
  cm_ll_put_global_name(OUT, sname);
  cm_buf_putc(OUT, '(');
  for (unsigned i = 0; i < nargs; i++) {
    if (i)
      cm_buf_puts(OUT, ", ");
    put_arg_type(w, OUT, &args[i]);
    if (args[i].align) {
      cm_buf_puts(OUT, " align ");
      cm_buf_put_u64(OUT, args[i].align);
    }
    cm_buf_putc(OUT, ' ');
    if (args[i].value)
      cm_ll_put_value(w, OUT, args[i].value);
    else if (args[i].undef)
      cm_buf_puts(OUT, "undef");
    else if (!strcmp(args[i].type, "i1"))
      cm_buf_puts(OUT, args[i].imm ? "true" : "false");
    else
      cm_buf_put_i64(OUT, args[i].imm);
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

static void loop_md(CmLlWriter *w, CmOp *op) {
  CmAttr *l = cm_op_get_attr(op, "llvm.loop");
  if (l)
    w->loop_pending = cm_ll_md_loop(w, l);
}

static CmResult emit_br(CmLlWriter *w, CmOp *op) {
  cm_buf_puts(OUT, "br label ");
  cm_ll_put_block(w, OUT, cm_op_successor(op, 0));
  loop_md(w, op);
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
  loop_md(w, op);
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
  CmType *t = result_type(op);
  if (cm_failed(cm_ll_put_attr_constant(w, out, t, v, cm_op_loc(op))))
    return CM_FAILURE;
  unsigned width = int_width(t);
  if (v->kind == CM_ATTR_INTEGER && width) {
    w->ck = CM_LLC_INT;
    w->ck_i = width == 1 ? (v->integer.value & 1)
                         : sext_to((uint64_t)v->integer.value, width);
  } else if (v->kind == CM_ATTR_FLOAT && is_f32_or_f64(t) &&
             v->type && v->type->kind == t->kind) {
    w->ck = CM_LLC_FLOAT;
    w->ck_f = v->fp.value;
  }
  return CM_SUCCESS;
}

static CmResult const_undef(CmLlWriter *w, CmOp *op, CmBuf *out) {
  (void)op;
  cm_buf_puts(out, "undef");
  w->ck = CM_LLC_UNDEF;
  return CM_SUCCESS;
}

static CmResult const_null(CmLlWriter *w, CmOp *op, CmBuf *out) {
  (void)op;
  cm_buf_puts(out, "null");
  w->ck = CM_LLC_NULL;
  return CM_SUCCESS;
}

static CmResult const_addressof(CmLlWriter *w, CmOp *op, CmBuf *out) {
  CmAttr *g = cm_op_get_attr(op, "global_name");
  if (!g || g->kind != CM_ATTR_SYMBOL_REF)
    return cm_op_emit_plain_error(op, "expected a 'global_name' attribute");
  CmOp *target = cm_symbol_table_lookup(w->module, g->symref.root->str,
                                        g->symref.root->len);
  if (!target)
    return cm_op_emit_error(op, "must reference a global defined by "
                                "'llvm.mlir.global' or 'llvm.func'");
  cm_ll_put_global_name(out, cm_ident_str(g->symref.root));
  CmAttr *l = cm_op_get_attr(target, "linkage");
  if (cm_op_name_is(target, "llvm.mlir.global") &&
      !(l && l->kind == CM_ATTR_INTEGER && l->integer.value == 7))
    w->ck = CM_LLC_GLOBAL;
  return CM_SUCCESS;
}

/* ---- atomics ---------------------------------------------------------------------- */

static const char *const orderings[] = {"not_atomic", "unordered", "monotonic",
                                        "consume",    "acquire",   "release",
                                        "acq_rel",    "seq_cst"};
static const char *const rmw_ops[] = {"xchg", "add", "sub",  "and", "nand",
                                      "or",   "xor", "max",  "min", "umax",
                                      "umin", "fadd", "fsub"};

static const char *enum_name(CmOp *op, const char *attr,
                             const char *const *names, int n) {
  CmAttr *a = cm_op_get_attr(op, attr);
  if (!a || a->kind != CM_ATTR_INTEGER || a->integer.value < 0 ||
      a->integer.value >= n)
    return NULL;
  return names[a->integer.value];
}

/* IRBuilder gives atomics the store size of the value as alignment. */
static void put_store_size_align(CmLlWriter *w, CmType *t) {
  unsigned bytes;
  if (cm_llvm_type_id(t) == CM_LLVM_PTR)
    bytes = w->layout.ptr_abi;
  else
    bytes = (cm_type_bit_width(t) + 7) / 8;
  cm_buf_puts(OUT, ", align ");
  cm_buf_put_u64(OUT, bytes ? bytes : 1);
}

static CmResult emit_atomicrmw(CmLlWriter *w, CmOp *op) {
  const char *bin = enum_name(op, "bin_op", rmw_ops, 13);
  const char *ord = enum_name(op, "ordering", orderings, 8);
  if (!bin || !ord)
    return cm_op_emit_plain_error(op, "unsupported atomic operation");
  cm_buf_puts(OUT, "atomicrmw ");
  cm_buf_puts(OUT, bin);
  cm_buf_putc(OUT, ' ');
  cm_ll_put_typed_value(w, OUT, cm_op_operand(op, 0));
  cm_buf_puts(OUT, ", ");
  cm_ll_put_typed_value(w, OUT, cm_op_operand(op, 1));
  cm_buf_putc(OUT, ' ');
  cm_buf_puts(OUT, ord);
  put_store_size_align(w, cm_op_operand(op, 1)->type);
  return CM_SUCCESS;
}

static CmResult emit_cmpxchg(CmLlWriter *w, CmOp *op) {
  const char *so = enum_name(op, "success_ordering", orderings, 8);
  const char *fo = enum_name(op, "failure_ordering", orderings, 8);
  if (!so || !fo)
    return cm_op_emit_plain_error(op, "unsupported atomic ordering");
  cm_buf_puts(OUT, "cmpxchg ");
  for (unsigned i = 0; i < 3; i++) {
    if (i)
      cm_buf_puts(OUT, ", ");
    cm_ll_put_typed_value(w, OUT, cm_op_operand(op, i));
  }
  cm_buf_putc(OUT, ' ');
  cm_buf_puts(OUT, so);
  cm_buf_putc(OUT, ' ');
  cm_buf_puts(OUT, fo);
  put_store_size_align(w, cm_op_operand(op, 1)->type);
  return CM_SUCCESS;
}

static CmResult emit_fence(CmLlWriter *w, CmOp *op) {
  const char *ord = enum_name(op, "ordering", orderings, 8);
  if (!ord)
    return cm_op_emit_plain_error(op, "unsupported atomic ordering");
  cm_buf_puts(OUT, "fence ");
  CmAttr *ss = cm_op_get_attr(op, "syncscope");
  if (ss && ss->kind == CM_ATTR_STRING && ss->str.value->len) {
    cm_buf_puts(OUT, "syncscope(\"");
    cm_ll_put_escaped(OUT, ss->str.value->str, ss->str.value->len);
    cm_buf_puts(OUT, "\") ");
  }
  cm_buf_puts(OUT, ord);
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
    {"llvm.invoke", CM_LLOP_TERM, emit_invoke, NULL},
    {"llvm.landingpad", CM_LLOP_INSTR, emit_landingpad, NULL},
    {"llvm.resume", CM_LLOP_TERM, emit_resume, NULL},
    {"llvm.inline_asm", CM_LLOP_INSTR, emit_inline_asm, NULL},
    {"llvm.atomicrmw", CM_LLOP_INSTR, emit_atomicrmw, NULL},
    {"llvm.cmpxchg", CM_LLOP_INSTR, emit_cmpxchg, NULL},
    {"llvm.fence", CM_LLOP_INSTR, emit_fence, NULL},
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
