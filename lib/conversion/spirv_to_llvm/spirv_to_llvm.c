/* spirv_to_llvm.c - -convert-spirv-to-llvm as MLIR 13: the spv ops 13
 * converts, op for op (arithmetic, bitwise with the bit-field expansions,
 * casts, comparisons, logical, constants, composites, GLSL, memory,
 * branches, structured selection and loop, calls, returns, select,
 * undef, shifts), spv.func to llvm.func with its function control as a
 * passthrough attribute, spv.GlobalVariable to llvm.mlir.global,
 * spv.module to a builtin module, spv.ExecutionMode to a constant struct
 * global, spv.EntryPoint erased.  The ops 13 does not convert are left,
 * and the dialect being illegal they fail to legalize.  See
 * docs/spirv-to-llvm.md. */
#include "cmlir/conversion_spirv_llvm.h"
#include "cmlir/dialect/llvm.h"
#include "cmlir/dialect/spirv.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TC(pat) ((const CmLLVMTypeConverter *)(pat)->user)

static CmType *conv(const CmPattern *pat, CmType *t) {
  return cm_llvm_convert_type(TC(pat), t);
}

static CmType *i32_type(CmContext *ctx) {
  return cm_integer_type(ctx, 32, CM_SIGNLESS);
}

static CmAttr *dict1(CmContext *ctx, const char *name, CmAttr *v) {
  CmNamedAttr e = {cm_ident_c(ctx, name), v};
  return cm_dict_attr(ctx, 1, &e);
}

/* The element bit width of a scalar or vector (13's getBitWidth). */
static unsigned bit_width(const CmType *t) { return cm_type_bit_width(t); }

static CmType *elem_of(CmType *t) {
  return t->kind == CM_TYPE_VECTOR ? t->shaped.elem : t;
}

static bool is_int_or_float(const CmType *t) { return bit_width(t) != 0; }

/* llvm.mlir.constant(attr) : t */
static CmValue *constant(CmRewriter *rw, CmLoc *loc, CmType *t, CmAttr *a) {
  return cm_llvm_val(rw, "llvm.mlir.constant", loc, t, 0, NULL,
                     dict1(rw->ctx, "value", a));
}

static CmValue *i32_const(CmRewriter *rw, CmLoc *loc, int64_t v) {
  CmType *i32 = i32_type(rw->ctx);
  return constant(rw, loc, i32, cm_integer_attr(i32, v));
}

/* A constant of `value` typed as the source type `src` (a splat for a
 * vector), of the converted type `dst`. */
static CmValue *int_const(CmRewriter *rw, CmLoc *loc, CmType *src,
                          CmType *dst, int64_t value) {
  CmAttr *a = cm_integer_attr(elem_of(src), value);
  if (src->kind == CM_TYPE_VECTOR)
    a = cm_dense_splat_attr(src, a);
  return a ? constant(rw, loc, dst, a) : NULL;
}

static CmValue *fp_const(CmRewriter *rw, CmLoc *loc, CmType *src,
                         CmType *dst, double value) {
  CmAttr *a = cm_float_attr(elem_of(src), value);
  if (src->kind == CM_TYPE_VECTOR)
    a = cm_dense_splat_attr(src, a);
  return a ? constant(rw, loc, dst, a) : NULL;
}

/* The converted type of the op's single result. */
static CmType *result_type(const CmPattern *pat, CmOp *op) {
  if (cm_op_num_results(op) != 1)
    return NULL;
  return conv(pat, cm_op_result(op, 0)->type);
}

static CmResult replace1(CmRewriter *rw, CmOp *op, CmValue *v) {
  if (!v)
    return CM_FAILURE;
  cm_rewriter_replace_op(rw, op, 1, &v);
  return CM_SUCCESS;
}

/* ------------------------------------------------------- the op table */

typedef enum Kind {
  K_DIRECT,   /* same operands and attributes, converted result type */
  K_ICMP,     /* llvm.icmp with `pred` */
  K_FCMP,     /* llvm.fcmp with `pred` */
  K_NOT,      /* xor with all ones */
  K_SHIFT,    /* the shift `target`, the amount extended when it differs */
  K_EXT_TRUNC /* `target` when widening, `target2` when narrowing */
} Kind;

typedef struct Row {
  const char *root;
  Kind kind;
  const char *target;
  const char *target2;
  int pred;
} Row;

static const Row rows[] = {
    /* arithmetic */
    {"spv.IAdd", K_DIRECT, "llvm.add", NULL, 0},
    {"spv.IMul", K_DIRECT, "llvm.mul", NULL, 0},
    {"spv.ISub", K_DIRECT, "llvm.sub", NULL, 0},
    {"spv.FAdd", K_DIRECT, "llvm.fadd", NULL, 0},
    {"spv.FDiv", K_DIRECT, "llvm.fdiv", NULL, 0},
    {"spv.FMul", K_DIRECT, "llvm.fmul", NULL, 0},
    {"spv.FNegate", K_DIRECT, "llvm.fneg", NULL, 0},
    {"spv.FRem", K_DIRECT, "llvm.frem", NULL, 0},
    {"spv.FSub", K_DIRECT, "llvm.fsub", NULL, 0},
    {"spv.SDiv", K_DIRECT, "llvm.sdiv", NULL, 0},
    {"spv.SRem", K_DIRECT, "llvm.srem", NULL, 0},
    {"spv.UDiv", K_DIRECT, "llvm.udiv", NULL, 0},
    {"spv.UMod", K_DIRECT, "llvm.urem", NULL, 0},
    /* bitwise */
    {"spv.BitCount", K_DIRECT, "llvm.intr.ctpop", NULL, 0},
    {"spv.BitReverse", K_DIRECT, "llvm.intr.bitreverse", NULL, 0},
    {"spv.BitwiseAnd", K_DIRECT, "llvm.and", NULL, 0},
    {"spv.BitwiseOr", K_DIRECT, "llvm.or", NULL, 0},
    {"spv.BitwiseXor", K_DIRECT, "llvm.xor", NULL, 0},
    {"spv.Not", K_NOT, NULL, NULL, 0},
    /* casts */
    {"spv.Bitcast", K_DIRECT, "llvm.bitcast", NULL, 0},
    {"spv.ConvertFToS", K_DIRECT, "llvm.fptosi", NULL, 0},
    {"spv.ConvertFToU", K_DIRECT, "llvm.fptoui", NULL, 0},
    {"spv.ConvertSToF", K_DIRECT, "llvm.sitofp", NULL, 0},
    {"spv.ConvertUToF", K_DIRECT, "llvm.uitofp", NULL, 0},
    {"spv.FConvert", K_EXT_TRUNC, "llvm.fpext", "llvm.fptrunc", 0},
    {"spv.SConvert", K_EXT_TRUNC, "llvm.sext", "llvm.trunc", 0},
    {"spv.UConvert", K_EXT_TRUNC, "llvm.zext", "llvm.trunc", 0},
    /* comparisons (LLVM's predicate numbers) */
    {"spv.IEqual", K_ICMP, NULL, NULL, 0},
    {"spv.INotEqual", K_ICMP, NULL, NULL, 1},
    {"spv.FOrdEqual", K_FCMP, NULL, NULL, 1},
    {"spv.FOrdGreaterThan", K_FCMP, NULL, NULL, 2},
    {"spv.FOrdGreaterThanEqual", K_FCMP, NULL, NULL, 3},
    {"spv.FOrdLessThanEqual", K_FCMP, NULL, NULL, 5},
    {"spv.FOrdLessThan", K_FCMP, NULL, NULL, 4},
    {"spv.FOrdNotEqual", K_FCMP, NULL, NULL, 6},
    {"spv.FUnordEqual", K_FCMP, NULL, NULL, 8},
    {"spv.FUnordGreaterThan", K_FCMP, NULL, NULL, 9},
    {"spv.FUnordGreaterThanEqual", K_FCMP, NULL, NULL, 10},
    {"spv.FUnordLessThanEqual", K_FCMP, NULL, NULL, 12},
    {"spv.FUnordLessThan", K_FCMP, NULL, NULL, 11},
    {"spv.FUnordNotEqual", K_FCMP, NULL, NULL, 13},
    {"spv.SGreaterThan", K_ICMP, NULL, NULL, 4},
    {"spv.SGreaterThanEqual", K_ICMP, NULL, NULL, 5},
    {"spv.SLessThanEqual", K_ICMP, NULL, NULL, 3},
    {"spv.SLessThan", K_ICMP, NULL, NULL, 2},
    {"spv.UGreaterThan", K_ICMP, NULL, NULL, 8},
    {"spv.UGreaterThanEqual", K_ICMP, NULL, NULL, 9},
    {"spv.ULessThanEqual", K_ICMP, NULL, NULL, 7},
    {"spv.ULessThan", K_ICMP, NULL, NULL, 6},
    /* GLSL */
    {"spv.GLSL.Ceil", K_DIRECT, "llvm.intr.ceil", NULL, 0},
    {"spv.GLSL.Cos", K_DIRECT, "llvm.intr.cos", NULL, 0},
    {"spv.GLSL.Exp", K_DIRECT, "llvm.intr.exp", NULL, 0},
    {"spv.GLSL.FAbs", K_DIRECT, "llvm.intr.fabs", NULL, 0},
    {"spv.GLSL.Floor", K_DIRECT, "llvm.intr.floor", NULL, 0},
    {"spv.GLSL.FMax", K_DIRECT, "llvm.intr.maxnum", NULL, 0},
    {"spv.GLSL.FMin", K_DIRECT, "llvm.intr.minnum", NULL, 0},
    {"spv.GLSL.Log", K_DIRECT, "llvm.intr.log", NULL, 0},
    {"spv.GLSL.Sin", K_DIRECT, "llvm.intr.sin", NULL, 0},
    {"spv.GLSL.SMax", K_DIRECT, "llvm.intr.smax", NULL, 0},
    {"spv.GLSL.SMin", K_DIRECT, "llvm.intr.smin", NULL, 0},
    {"spv.GLSL.Sqrt", K_DIRECT, "llvm.intr.sqrt", NULL, 0},
    /* logical */
    {"spv.LogicalAnd", K_DIRECT, "llvm.and", NULL, 0},
    {"spv.LogicalOr", K_DIRECT, "llvm.or", NULL, 0},
    {"spv.LogicalEqual", K_ICMP, NULL, NULL, 0},
    {"spv.LogicalNotEqual", K_ICMP, NULL, NULL, 1},
    {"spv.LogicalNot", K_NOT, NULL, NULL, 0},
    /* miscellaneous */
    {"spv.Select", K_DIRECT, "llvm.select", NULL, 0},
    {"spv.Undef", K_DIRECT, "llvm.mlir.undef", NULL, 0},
    /* shifts */
    {"spv.ShiftRightArithmetic", K_SHIFT, "llvm.ashr", NULL, 0},
    {"spv.ShiftRightLogical", K_SHIFT, "llvm.lshr", NULL, 0},
    {"spv.ShiftLeftLogical", K_SHIFT, "llvm.shl", NULL, 0},
};

/* The row of a pattern: its label is the row's root string. */
static const Row *row_of(const CmPattern *pat) {
  for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++)
    if (rows[i].root == pat->label)
      return &rows[i];
  return NULL;
}

/* ----------------------------------------------------------- the rows */

static CmAttr *fastmath_none(CmContext *ctx) {
  return cm_parse_attr_str(ctx, cm_str("#llvm.fastmath<>"));
}

static CmResult lower_row(const CmPattern *pat, CmOp *op,
                          CmValue *const *operands, CmRewriter *rw) {
  const Row *r = row_of(pat);
  CmContext *ctx = rw->ctx;
  CmType *dst = result_type(pat, op);
  if (!r || !dst)
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  unsigned n = cm_op_num_operands(op);
  switch (r->kind) {
  case K_DIRECT:
    return replace1(rw, op,
                    cm_llvm_val(rw, r->target, loc, dst, n, operands,
                                cm_op_attrs(op)));
  case K_ICMP:
  case K_FCMP: {
    if (n != 2)
      return CM_FAILURE;
    CmNamedAttr e[2];
    unsigned ne = 0;
    if (r->kind == K_FCMP) {
      CmAttr *fm = fastmath_none(ctx);
      if (fm) {
        e[ne].name = cm_ident_c(ctx, "fastmathFlags");
        e[ne++].value = fm;
      }
    }
    e[ne].name = cm_ident_c(ctx, "predicate");
    e[ne++].value =
        cm_integer_attr(cm_integer_type(ctx, 64, CM_SIGNLESS), r->pred);
    return replace1(rw, op,
                    cm_llvm_val(rw, r->kind == K_ICMP ? "llvm.icmp"
                                                      : "llvm.fcmp",
                                loc, dst, 2, operands,
                                cm_dict_attr(ctx, ne, e)));
  }
  case K_NOT: {
    CmType *src = cm_op_result(op, 0)->type;
    if (n != 1 || elem_of(src)->kind != CM_TYPE_INTEGER)
      return CM_FAILURE;
    CmValue *mask = int_const(rw, loc, src, dst, -1);
    if (!mask)
      return CM_FAILURE;
    CmValue *ops[2] = {operands[0], mask};
    return replace1(rw, op, cm_llvm_val(rw, "llvm.xor", loc, dst, 2, ops,
                                        NULL));
  }
  case K_SHIFT: {
    if (n != 2)
      return CM_FAILURE;
    CmType *t1 = cm_op_operand(op, 0)->type, *t2 = cm_op_operand(op, 1)->type;
    if (t1 == t2)
      return replace1(rw, op,
                      cm_llvm_val(rw, r->target, loc, dst, 2, operands, NULL));
    CmType *e2 = elem_of(t2);
    bool is_unsigned =
        e2->kind == CM_TYPE_INTEGER && e2->integer.signedness == CM_UNSIGNED;
    CmValue *ext = cm_llvm_val(rw, is_unsigned ? "llvm.zext" : "llvm.sext",
                               loc, dst, 1, &operands[1], NULL);
    CmValue *ops[2] = {operands[0], ext};
    return replace1(rw, op,
                    cm_llvm_val(rw, r->target, loc, dst, 2, ops, NULL));
  }
  case K_EXT_TRUNC: {
    if (n != 1)
      return CM_FAILURE;
    unsigned from = bit_width(cm_op_operand(op, 0)->type);
    unsigned to = bit_width(cm_op_result(op, 0)->type);
    if (from == to)
      return CM_FAILURE;
    return replace1(rw, op,
                    cm_llvm_val(rw, from < to ? r->target : r->target2, loc,
                                dst, 1, operands, NULL));
  }
  }
  return CM_FAILURE;
}

/* ------------------------------------------------------ bit-field ops */

/* 13's processCountOrOffset: broadcast to the base's vector shape (a
 * vector of the value's type built element by element), then zext or
 * trunc to the base's converted type. */
static CmValue *count_or_offset(const CmPattern *pat, CmRewriter *rw,
                                CmLoc *loc, CmValue *v, CmType *src,
                                CmType *dst) {
  if (src->kind == CM_TYPE_VECTOR) {
    int64_t n = 1;
    for (unsigned i = 0; i < src->shaped.rank; i++)
      n *= src->shaped.shape[i];
    CmType *vt = conv(pat, cm_vector_type(1, &n, v->type));
    if (!vt)
      return NULL;
    CmValue *b = cm_llvm_undef(rw, loc, vt);
    for (int64_t i = 0; i < n; i++) {
      CmValue *idx = i32_const(rw, loc, i);
      CmValue *ops[3] = {b, v, idx};
      b = cm_llvm_val(rw, "llvm.insertelement", loc, vt, 3, ops, NULL);
    }
    v = b;
  }
  unsigned have = bit_width(v->type), want = bit_width(dst);
  if (have < want)
    return cm_llvm_val(rw, "llvm.zext", loc, dst, 1, &v, NULL);
  if (have > want)
    return cm_llvm_val(rw, "llvm.trunc", loc, dst, 1, &v, NULL);
  return v;
}

static CmResult lower_bitfield(const CmPattern *pat, CmOp *op,
                               CmValue *const *operands, CmRewriter *rw) {
  CmType *src = cm_op_result(op, 0)->type;
  CmType *dst = result_type(pat, op);
  bool insert = cm_op_name_is(op, "spv.BitFieldInsert");
  unsigned n = cm_op_num_operands(op);
  if (!dst || elem_of(src)->kind != CM_TYPE_INTEGER || n != (insert ? 4u : 3u))
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmValue *base = operands[0];
  /* operands: base, [insert,] offset, count */
  unsigned oi = insert ? 2 : 1;
  CmValue *offset = count_or_offset(pat, rw, loc, operands[oi], src, dst);
  CmValue *count =
      offset ? count_or_offset(pat, rw, loc, operands[oi + 1], src, dst) : NULL;
  if (!count)
    return CM_FAILURE;
  if (cm_op_name_is(op, "spv.BitFieldSExtract")) {
    CmValue *size = int_const(rw, loc, src, dst, bit_width(src));
    CmValue *cpo = cm_llvm_binop(rw, "llvm.add", loc, count, offset);
    CmValue *left = cm_llvm_binop(rw, "llvm.sub", loc, size, cpo);
    CmValue *shifted = cm_llvm_binop(rw, "llvm.shl", loc, base, left);
    CmValue *right = cm_llvm_binop(rw, "llvm.add", loc, offset, left);
    return replace1(rw, op, cm_llvm_binop(rw, "llvm.ashr", loc, shifted,
                                          right));
  }
  CmValue *minus_one = int_const(rw, loc, src, dst, -1);
  CmValue *by_count = cm_llvm_binop(rw, "llvm.shl", loc, minus_one, count);
  CmValue *mask = cm_llvm_binop(rw, "llvm.xor", loc, by_count, minus_one);
  if (insert) {
    CmValue *by_offset = cm_llvm_binop(rw, "llvm.shl", loc, mask, offset);
    CmValue *outside =
        cm_llvm_binop(rw, "llvm.xor", loc, by_offset, minus_one);
    CmValue *kept = cm_llvm_binop(rw, "llvm.and", loc, base, outside);
    CmValue *ins = cm_llvm_binop(rw, "llvm.shl", loc, operands[1], offset);
    return replace1(rw, op, cm_llvm_binop(rw, "llvm.or", loc, kept, ins));
  }
  CmValue *shifted = cm_llvm_binop(rw, "llvm.lshr", loc, base, offset);
  return replace1(rw, op, cm_llvm_binop(rw, "llvm.and", loc, shifted, mask));
}

/* ------------------------------------------------------------- GLSL */

/* A float binary op as 13's builders make it: with empty fastmath flags. */
static CmValue *fbinop(CmRewriter *rw, const char *name, CmLoc *loc,
                       CmValue *a, CmValue *b) {
  CmValue *ops[2] = {a, b};
  CmAttr *fm = fastmath_none(rw->ctx);
  return cm_llvm_val(rw, name, loc, a->type, 2, ops,
                     fm ? dict1(rw->ctx, "fastmathFlags", fm) : NULL);
}

static CmResult lower_glsl_expansion(const CmPattern *pat, CmOp *op,
                                     CmValue *const *operands,
                                     CmRewriter *rw) {
  CmType *src = cm_op_result(op, 0)->type;
  CmType *dst = result_type(pat, op);
  if (!dst || !cm_type_is_float(elem_of(src)) || cm_op_num_operands(op) != 1)
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmValue *x = operands[0];
  if (cm_op_name_is(op, "spv.GLSL.InverseSqrt")) {
    CmValue *one = fp_const(rw, loc, src, dst, 1.0);
    CmValue *s = cm_llvm_val(rw, "llvm.intr.sqrt", loc, dst, 1, &x, NULL);
    return replace1(rw, op, fbinop(rw, "llvm.fdiv", loc, one, s));
  }
  if (cm_op_name_is(op, "spv.GLSL.Tan")) {
    CmValue *s = cm_llvm_val(rw, "llvm.intr.sin", loc, dst, 1, &x, NULL);
    CmValue *c = cm_llvm_val(rw, "llvm.intr.cos", loc, dst, 1, &x, NULL);
    return replace1(rw, op, fbinop(rw, "llvm.fdiv", loc, s, c));
  }
  /* tanh(x) = (exp(2x) - 1) / (exp(2x) + 1) */
  CmValue *two = fp_const(rw, loc, src, dst, 2.0);
  CmValue *m = fbinop(rw, "llvm.fmul", loc, two, x);
  CmValue *e = cm_llvm_val(rw, "llvm.intr.exp", loc, dst, 1, &m, NULL);
  CmValue *one = fp_const(rw, loc, src, dst, 1.0);
  CmValue *num = fbinop(rw, "llvm.fsub", loc, e, one);
  CmValue *den = fbinop(rw, "llvm.fadd", loc, e, one);
  return replace1(rw, op, fbinop(rw, "llvm.fdiv", loc, num, den));
}

/* ---------------------------------------------------------- constant */

static CmResult lower_constant(const CmPattern *pat, CmOp *op,
                               CmValue *const *operands, CmRewriter *rw) {
  (void)operands;
  CmType *src = cm_op_result(op, 0)->type;
  if (src->kind != CM_TYPE_VECTOR && !is_int_or_float(src))
    return CM_FAILURE;
  CmType *dst = result_type(pat, op);
  CmAttr *v = cm_op_get_attr(op, "value");
  if (!dst || !v)
    return CM_FAILURE;
  CmType *e = elem_of(src);
  CmLoc *loc = cm_op_loc(op);
  if (e->kind == CM_TYPE_INTEGER && e->integer.signedness != CM_SIGNLESS) {
    /* signed / unsigned constants become signless ones of the same bits */
    CmType *sl = cm_integer_type(rw->ctx, e->integer.width, CM_SIGNLESS);
    CmAttr *a = NULL;
    if (src->kind == CM_TYPE_VECTOR) {
      if (v->kind != CM_ATTR_DENSE_ELEMENTS || v->dense.is_string)
        return CM_FAILURE;
      CmType *vt = cm_vector_type(src->shaped.rank, src->shaped.shape, sl);
      a = cm_dense_elements_attr(vt, v->dense.splat, v->dense.num_bytes,
                                 v->dense.data);
    } else {
      if (v->kind != CM_ATTR_INTEGER)
        return CM_FAILURE;
      a = cm_integer_attr_words(sl, v->integer.num_words, v->integer.words);
    }
    return replace1(rw, op, constant(rw, loc, dst, a));
  }
  return replace1(rw, op,
                  cm_llvm_val(rw, "llvm.mlir.constant", loc, dst, 0, NULL,
                              cm_op_attrs(op)));
}

/* -------------------------------------------------------- composites */

static CmResult lower_composite(const CmPattern *pat, CmOp *op,
                                CmValue *const *operands, CmRewriter *rw) {
  CmType *dst = result_type(pat, op);
  CmAttr *idx = cm_op_get_attr(op, "indices");
  if (!dst || !idx || idx->kind != CM_ATTR_ARRAY || idx->array.num == 0)
    return CM_FAILURE;
  bool insert = cm_op_name_is(op, "spv.CompositeInsert");
  /* extract: composite; insert: object, composite */
  CmValue *comp = operands[insert ? 1 : 0];
  CmType *ct = cm_op_operand(op, insert ? 1 : 0)->type;
  CmLoc *loc = cm_op_loc(op);
  if (ct->kind == CM_TYPE_VECTOR) {
    CmAttr *i0 = idx->array.elems[0];
    if (i0->kind != CM_ATTR_INTEGER)
      return CM_FAILURE;
    CmValue *i = i32_const(rw, loc, i0->integer.value);
    if (insert) {
      CmValue *ops[3] = {comp, operands[0], i};
      return replace1(rw, op, cm_llvm_val(rw, "llvm.insertelement", loc, dst,
                                          3, ops, NULL));
    }
    CmValue *ops[2] = {comp, i};
    return replace1(rw, op, cm_llvm_val(rw, "llvm.extractelement", loc, dst,
                                        2, ops, NULL));
  }
  CmAttr *pos = dict1(rw->ctx, "position", idx);
  if (insert) {
    CmValue *ops[2] = {comp, operands[0]};
    return replace1(rw, op,
                    cm_llvm_val(rw, "llvm.insertvalue", loc, dst, 2, ops, pos));
  }
  return replace1(rw, op,
                  cm_llvm_val(rw, "llvm.extractvalue", loc, dst, 1, &comp,
                              pos));
}

/* ------------------------------------------------------------ memory */

static CmResult lower_access_chain(const CmPattern *pat, CmOp *op,
                                   CmValue *const *operands, CmRewriter *rw) {
  CmType *dst = result_type(pat, op);
  unsigned n = cm_op_num_operands(op);
  if (!dst || n < 2)
    return CM_FAILURE;
  CmType *it = cm_op_operand(op, 1)->type;
  CmType *lit = conv(pat, it);
  if (!lit || it->kind != CM_TYPE_INTEGER)
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmValue *zero = constant(rw, loc, lit, cm_integer_attr(it, 0));
  CmValueVec ops = {0};
  CM_VEC_PUSH(ops, operands[0]);
  CM_VEC_PUSH(ops, zero);
  for (unsigned i = 1; i < n; i++)
    CM_VEC_PUSH(ops, operands[i]);
  CmValue *r = cm_llvm_val(rw, "llvm.getelementptr", loc, dst,
                           (unsigned)ops.len, ops.data, NULL);
  CM_VEC_FREE(ops);
  return replace1(rw, op, r);
}

static CmResult lower_addressof(const CmPattern *pat, CmOp *op,
                                CmValue *const *operands, CmRewriter *rw) {
  (void)operands;
  CmType *dst = result_type(pat, op);
  CmAttr *var = cm_op_get_attr(op, "variable");
  if (!dst || !var)
    return CM_FAILURE;
  return replace1(rw, op, cm_llvm_val(rw, "llvm.mlir.addressof", cm_op_loc(op),
                                      dst, 0, NULL,
                                      dict1(rw->ctx, "global_name", var)));
}

enum { SC_INPUT = 1, SC_UNIFORM_CONSTANT = 0, SC_OUTPUT = 3, SC_PRIVATE = 6,
       SC_STORAGE_BUFFER = 12 };

void cm_spv_llvm_symbol_state(CmOpState *st, CmContext *ctx,
                              const char *op_name, CmLoc *loc, CmStr sym,
                              CmType *type, int64_t linkage) {
  cm_op_state_init(st, ctx, op_name, loc);
  cm_op_state_add_attr(
      st, "linkage",
      cm_integer_attr(cm_integer_type(ctx, 64, CM_SIGNLESS), linkage));
  cm_op_state_add_attr(st, "sym_name", cm_string_attr(ctx, sym));
  cm_op_state_add_attr(st, "type", cm_type_attr(type));
  cm_op_state_add_region(st);
}

/* llvm.mlir.global with an empty initializer region. */
static CmOp *create_global(CmRewriter *rw, CmLoc *loc, CmType *t,
                           bool is_const, int64_t linkage, CmStr name) {
  CmOpState st;
  cm_spv_llvm_symbol_state(&st, rw->ctx, "llvm.mlir.global", loc, name, t,
                           linkage);
  if (is_const)
    cm_op_state_add_attr(&st, "constant", cm_unit_attr(rw->ctx));
  CmOp *g = cm_rewriter_create(rw, &st);
  cm_op_state_free(&st);
  return g;
}

static CmResult lower_global_variable(const CmPattern *pat, CmOp *op,
                                      CmValue *const *operands,
                                      CmRewriter *rw) {
  (void)operands;
  if (cm_op_get_attr(op, "initializer"))
    return CM_FAILURE; /* no initializers in 13 */
  CmAttr *ta = cm_op_get_attr(op, "type");
  CmIdent *name = cm_symbol_name(op);
  if (!ta || ta->kind != CM_ATTR_TYPE || !name ||
      cm_spv_type_id(ta->type_value) != CM_SPV_PTR)
    return CM_FAILURE;
  CmType *dst = conv(pat, cm_spv_ptr_pointee(ta->type_value));
  if (!dst)
    return CM_FAILURE;
  uint32_t sc = cm_spv_ptr_storage_class(ta->type_value);
  if (sc != SC_INPUT && sc != SC_PRIVATE && sc != SC_OUTPUT &&
      sc != SC_STORAGE_BUFFER && sc != SC_UNIFORM_CONSTANT)
    return CM_FAILURE;
  bool is_const = sc == SC_INPUT || sc == SC_UNIFORM_CONSTANT;
  int64_t linkage = sc == SC_PRIVATE ? CM_LLVM_LINKAGE_PRIVATE
                                     : CM_LLVM_LINKAGE_EXTERNAL;
  cm_rewriter_set_before(rw, op);
  create_global(rw, cm_op_loc(op), dst, is_const, linkage,
                cm_ident_str(name));
  cm_rewriter_erase_op(rw, op);
  return CM_SUCCESS;
}

/* The load / store attributes of the op's memory access, or false for
 * the accesses 13 does not convert. */
static bool memory_attrs(CmRewriter *rw, CmOp *op, CmAttr **out) {
  CmContext *ctx = rw->ctx;
  CmAttr *ma = cm_op_get_attr(op, "memory_access");
  int64_t access = ma && ma->kind == CM_ATTR_INTEGER ? ma->integer.value : 0;
  CmNamedAttr e[2];
  unsigned ne = 0;
  switch (access) {
  case 0: /* None */
    break;
  case 1: /* Volatile */
    e[ne].name = cm_ident_c(ctx, "volatile_");
    e[ne++].value = cm_unit_attr(ctx);
    break;
  case 2: { /* Aligned */
    CmAttr *al = cm_op_get_attr(op, "alignment");
    int64_t a = al && al->kind == CM_ATTR_INTEGER ? al->integer.value : 0;
    if (a) {
      e[ne].name = cm_ident_c(ctx, "alignment");
      e[ne++].value = cm_integer_attr(cm_integer_type(ctx, 64, CM_SIGNLESS), a);
    }
    break;
  }
  case 4: /* Nontemporal */
    e[ne].name = cm_ident_c(ctx, "nontemporal");
    e[ne++].value = cm_unit_attr(ctx);
    break;
  default:
    return false;
  }
  *out = ne ? cm_dict_attr(ctx, ne, e) : NULL;
  return true;
}

static CmResult lower_load_store(const CmPattern *pat, CmOp *op,
                                 CmValue *const *operands, CmRewriter *rw) {
  CmAttr *attrs;
  if (!memory_attrs(rw, op, &attrs))
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  if (cm_op_name_is(op, "spv.Load")) {
    CmType *dst = result_type(pat, op);
    if (!dst)
      return CM_FAILURE;
    return replace1(rw, op,
                    cm_llvm_val(rw, "llvm.load", loc, dst, 1, operands, attrs));
  }
  /* spv.Store ptr, value -> llvm.store value, ptr */
  CmValue *ops[2] = {operands[1], operands[0]};
  cm_llvm_op(rw, "llvm.store", loc, NULL, 2, ops, attrs);
  cm_rewriter_erase_op(rw, op);
  return CM_SUCCESS;
}

static CmResult lower_variable(const CmPattern *pat, CmOp *op,
                               CmValue *const *operands, CmRewriter *rw) {
  CmType *src = cm_op_result(op, 0)->type;
  if (cm_spv_type_id(src) != CM_SPV_PTR)
    return CM_FAILURE;
  CmType *pointee = cm_spv_ptr_pointee(src);
  bool init = cm_op_num_operands(op) == 1;
  if (init && pointee->kind != CM_TYPE_VECTOR && !is_int_or_float(pointee))
    return CM_FAILURE;
  CmType *dst = result_type(pat, op);
  if (!dst)
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmValue *size = i32_const(rw, loc, 1);
  CmValue *a = cm_llvm_val(rw, "llvm.alloca", loc, dst, 1, &size, NULL);
  if (init) {
    CmValue *ops[2] = {operands[0], a};
    cm_llvm_op(rw, "llvm.store", loc, NULL, 2, ops, NULL);
  }
  return replace1(rw, op, a);
}

/* ------------------------------------------------------ control flow */

static CmResult lower_branch(const CmPattern *pat, CmOp *op,
                             CmValue *const *operands, CmRewriter *rw) {
  (void)pat;
  if (cm_op_num_successors(op) != 1)
    return CM_FAILURE;
  cm_llvm_br(rw, cm_op_loc(op), cm_op_successor(op, 0),
             cm_op_num_operands(op), operands);
  cm_rewriter_erase_op(rw, op);
  return CM_SUCCESS;
}

static CmAttr *segments(CmContext *ctx, int32_t a, int32_t b, int32_t c) {
  int32_t seg[3] = {a, b, c};
  int64_t three = 3;
  return cm_dense_elements_attr(cm_vector_type(1, &three, i32_type(ctx)),
                                false, sizeof seg, seg);
}

/* The number of true-branch operands of a spv.BranchConditional. */
static bool cond_br_split(CmOp *op, unsigned *nt, unsigned *nf) {
  CmAttr *seg = cm_op_get_attr(op, "operand_segment_sizes");
  unsigned n = cm_op_num_operands(op);
  if (!seg || seg->kind != CM_ATTR_DENSE_ELEMENTS || n < 1)
    return false;
  int64_t t = cm_dense_get_int(seg, 1), f = cm_dense_get_int(seg, 2);
  if (t < 0 || f < 0 || 1 + t + f != n)
    return false;
  *nt = (unsigned)t, *nf = (unsigned)f;
  return true;
}

static void cond_br(CmRewriter *rw, CmLoc *loc, CmValue *const *ops,
                    unsigned nt, unsigned nf, CmBlock *t, CmBlock *f,
                    CmAttr *weights) {
  CmContext *ctx = rw->ctx;
  CmNamedAttr e[2];
  unsigned ne = 0;
  if (weights) {
    e[ne].name = cm_ident_c(ctx, "branch_weights");
    e[ne++].value = weights;
  }
  e[ne].name = cm_ident_c(ctx, "operand_segment_sizes");
  e[ne++].value = segments(ctx, 1, (int32_t)nt, (int32_t)nf);
  CmBlock *succ[2] = {t, f};
  cm_rewriter_insert(rw, cm_op_create_v(ctx, "llvm.cond_br", loc, 0, NULL,
                                        1 + nt + nf, ops,
                                        cm_dict_attr(ctx, ne, e), 2, succ, 0));
}

static CmResult lower_cond_branch(const CmPattern *pat, CmOp *op,
                                  CmValue *const *operands, CmRewriter *rw) {
  (void)pat;
  unsigned nt, nf;
  if (cm_op_num_successors(op) != 2 || !cond_br_split(op, &nt, &nf))
    return CM_FAILURE;
  CmAttr *w = cm_op_get_attr(op, "branch_weights");
  CmAttr *weights = NULL;
  if (w) {
    if (w->kind != CM_ATTR_ARRAY || w->array.num != 2)
      return CM_FAILURE;
    int32_t v[2];
    for (unsigned i = 0; i < 2; i++) {
      if (w->array.elems[i]->kind != CM_ATTR_INTEGER)
        return CM_FAILURE;
      v[i] = (int32_t)w->array.elems[i]->integer.value;
    }
    int64_t two = 2;
    weights = cm_dense_elements_attr(
        cm_vector_type(1, &two, i32_type(rw->ctx)), false, sizeof v, v);
  }
  cond_br(rw, cm_op_loc(op), operands, nt, nf, cm_op_successor(op, 0),
          cm_op_successor(op, 1), weights);
  cm_rewriter_erase_op(rw, op);
  return CM_SUCCESS;
}

static CmBlock *region_last(CmRegion *r) { return r->last; }

/* The merge block's terminator operands are branched to `dest`. */
static void branch_from_merge(CmRewriter *rw, CmLoc *loc, CmBlock *merge,
                              CmBlock *dest) {
  CmOp *term = merge->last;
  unsigned n = term ? cm_op_num_operands(term) : 0;
  CmValueVec args = {0};
  for (unsigned i = 0; i < n; i++)
    CM_VEC_PUSH(args, cm_rewriter_remapped_value(rw, cm_op_operand(term, i)));
  cm_rewriter_set_to_end(rw, merge);
  cm_llvm_br(rw, loc, dest, n, args.data);
  CM_VEC_FREE(args);
}

/* Inlines the blocks of `body` before `before` and, as MLIR 13's driver
 * does for blocks moved into a function body it converted, converts the
 * types of those with arguments (which then take the function's
 * location). */
static void inline_blocks(const CmPattern *pat, CmRewriter *rw,
                          CmRegion *body, CmBlock *before) {
  CM_VEC(CmBlock *) moved = {0};
  for (CmBlock *b = body->first; b; b = b->next)
    if (b->num_args)
      CM_VEC_PUSH(moved, b);
  CmRegion *dest = before->parent;
  cm_rewriter_inline_region_before(rw, body, dest, before);
  if (dest->parent && cm_op_name_is(dest->parent, "llvm.func"))
    for (size_t i = 0; i < moved.len; i++)
      cm_rewriter_convert_block_types(rw, moved.data[i],
                                      cm_llvm_tc_base(TC(pat)));
  CM_VEC_FREE(moved);
}

static CmResult lower_loop(const CmPattern *pat, CmOp *op,
                           CmValue *const *operands, CmRewriter *rw) {
  (void)operands;
  CmAttr *lc = cm_op_get_attr(op, "loop_control");
  if (lc && (lc->kind != CM_ATTR_INTEGER || lc->integer.value != 0))
    return CM_FAILURE; /* no loop control in 13 */
  CmRegion *body = cm_op_region(op, 0);
  CmBlock *entry = body->first;
  if (!entry || !entry->next || entry->first != entry->last ||
      !entry->first || !cm_op_name_is(entry->first, "spv.Branch"))
    return CM_FAILURE;
  CmOp *br = entry->first;
  CmBlock *header = entry->next;
  CmBlock *merge = region_last(body);
  CmLoc *loc = cm_op_loc(op);
  CmBlock *cur = cm_op_block(op);
  CmBlock *end = cm_rewriter_split_block(rw, cur, op);
  unsigned nb = cm_op_num_operands(br);
  CmValueVec args = {0};
  for (unsigned i = 0; i < nb; i++)
    CM_VEC_PUSH(args, cm_rewriter_remapped_value(rw, cm_op_operand(br, i)));
  cm_rewriter_set_to_end(rw, cur);
  cm_llvm_br(rw, loc, header, nb, args.data);
  CM_VEC_FREE(args);
  cm_rewriter_erase_block(rw, entry);
  branch_from_merge(rw, loc, merge, end);
  inline_blocks(pat, rw, body, end);
  cm_rewriter_replace_op(rw, op, 0, NULL);
  return CM_SUCCESS;
}

static CmResult lower_selection(const CmPattern *pat, CmOp *op,
                                CmValue *const *operands, CmRewriter *rw) {
  (void)operands;
  CmAttr *sc = cm_op_get_attr(op, "selection_control");
  if (sc && (sc->kind != CM_ATTR_INTEGER || sc->integer.value != 0))
    return CM_FAILURE; /* no Flatten / DontFlatten in 13 */
  CmRegion *body = cm_op_region(op, 0);
  unsigned nblocks = 0;
  for (CmBlock *b = body->first; b; b = b->next)
    nblocks++;
  if (nblocks <= 2) {
    /* header straight to merge: the op does nothing */
    cm_rewriter_erase_op(rw, op);
    return CM_SUCCESS;
  }
  CmBlock *header = body->first;
  CmOp *cbr = header->first;
  unsigned nt, nf;
  if (!cbr || cbr != header->last ||
      !cm_op_name_is(cbr, "spv.BranchConditional") ||
      cm_op_num_successors(cbr) != 2 || !cond_br_split(cbr, &nt, &nf))
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmBlock *cur = cm_op_block(op);
  CmBlock *cont = cm_op_next(op) ? cm_rewriter_split_block(rw, cur,
                                                           cm_op_next(op))
                                 : NULL;
  if (!cont)
    return CM_FAILURE; /* the op is never a terminator */
  CmBlock *t = cm_op_successor(cbr, 0), *f = cm_op_successor(cbr, 1);
  CmValueVec ops = {0};
  for (unsigned i = 0; i < 1 + nt + nf; i++)
    CM_VEC_PUSH(ops, cm_rewriter_remapped_value(rw, cm_op_operand(cbr, i)));
  cm_rewriter_erase_block(rw, header);
  branch_from_merge(rw, loc, region_last(body), cont);
  cm_rewriter_set_to_end(rw, cur);
  cond_br(rw, loc, ops.data, nt, nf, t, f, NULL);
  CM_VEC_FREE(ops);
  inline_blocks(pat, rw, body, cont);
  cm_rewriter_replace_op(rw, op, 0, NULL);
  return CM_SUCCESS;
}

static CmResult lower_call(const CmPattern *pat, CmOp *op,
                           CmValue *const *operands, CmRewriter *rw) {
  unsigned nr = cm_op_num_results(op);
  CmType *rt = NULL;
  if (nr > 1)
    return CM_FAILURE;
  if (nr == 1 && !(rt = result_type(pat, op)))
    return CM_FAILURE;
  CmOp *c = cm_llvm_op(rw, "llvm.call", cm_op_loc(op), rt,
                       cm_op_num_operands(op), operands, cm_op_attrs(op));
  CmValue *r = nr ? cm_op_result(c, 0) : NULL;
  cm_rewriter_replace_op(rw, op, nr, &r);
  return CM_SUCCESS;
}

static CmResult lower_return(const CmPattern *pat, CmOp *op,
                             CmValue *const *operands, CmRewriter *rw) {
  (void)pat;
  cm_llvm_op(rw, "llvm.return", cm_op_loc(op), NULL, cm_op_num_operands(op),
             operands, NULL);
  cm_rewriter_erase_op(rw, op);
  return CM_SUCCESS;
}

static CmResult erase_op(const CmPattern *pat, CmOp *op,
                         CmValue *const *operands, CmRewriter *rw) {
  (void)pat, (void)operands;
  cm_rewriter_erase_op(rw, op);
  return CM_SUCCESS;
}

/* ------------------------------------------------- module-level ops */

/* The name of the builtin module around `op` ("" if unnamed). */
static CmStr module_name(CmOp *m) {
  CmIdent *n = m ? cm_symbol_name(m) : NULL;
  return n ? cm_ident_str(n) : cm_str("");
}

static CmResult lower_execution_mode(const CmPattern *pat, CmOp *op,
                                     CmValue *const *operands,
                                     CmRewriter *rw) {
  (void)pat, (void)operands;
  CmContext *ctx = rw->ctx;
  CmOp *module = cm_op_parent_module(op);
  CmAttr *fn = cm_op_get_attr(op, "fn");
  CmAttr *mode = cm_op_get_attr(op, "execution_mode");
  CmAttr *values = cm_op_get_attr(op, "values");
  if (!module || !fn || fn->kind != CM_ATTR_SYMBOL_REF || !mode ||
      (values && values->kind != CM_ATTR_ARRAY))
    return CM_FAILURE;
  unsigned nv = values ? values->array.num : 0;
  CmStr mn = module_name(module);
  CmStr fname = cm_ident_str(fn->symref.root);
  CmBuf name = {0};
  cm_buf_printf(&name, "__spv_%s%.*s_%.*s_execution_mode_info",
                mn.len ? "_" : "", (int)mn.len, mn.data, (int)fname.len,
                fname.data);
  CmType *i32 = i32_type(ctx);
  CmType *fields[2] = {i32, NULL};
  unsigned nf = 1;
  if (nv)
    fields[nf++] = cm_llvm_array_type(i32, nv);
  CmType *st = cm_llvm_struct_type(ctx, nf, fields, false);
  CmBuilder saved = rw->b;
  CmBlock *body = cm_op_region(module, 0)->first;
  if (!body) {
    cm_buf_free(&name);
    return CM_FAILURE;
  }
  cm_rewriter_set_to_start(rw, body);
  CmLoc *unknown = cm_loc_unknown(ctx);
  CmOp *g = create_global(rw, unknown, st, true, CM_LLVM_LINKAGE_EXTERNAL,
                          (CmStr){name.data, name.len});
  cm_buf_free(&name);
  cm_rewriter_create_block(rw, cm_op_region(g, 0), NULL, 0, NULL, NULL);
  CmValue *s = cm_llvm_undef(rw, unknown, st);
  CmValue *m = constant(rw, unknown, i32, mode);
  CmAttr *p0 = cm_integer_attr(i32, 0);
  CmValue *ops[2] = {s, m};
  s = cm_llvm_val(rw, "llvm.insertvalue", unknown, st, 2, ops,
                  dict1(ctx, "position", cm_array_attr(ctx, 1, &p0)));
  for (unsigned i = 0; i < nv; i++) {
    CmValue *v = constant(rw, unknown, i32, values->array.elems[i]);
    CmAttr *p[2] = {cm_integer_attr(i32, 1), cm_integer_attr(i32, i)};
    CmValue *o[2] = {s, v};
    s = cm_llvm_val(rw, "llvm.insertvalue", unknown, st, 2, o,
                    dict1(ctx, "position", cm_array_attr(ctx, 2, p)));
  }
  cm_llvm_op(rw, "llvm.return", unknown, NULL, 1, &s, NULL);
  rw->b = saved;
  cm_rewriter_erase_op(rw, op);
  return CM_SUCCESS;
}

static CmResult lower_func(const CmPattern *pat, CmOp *op,
                           CmValue *const *operands, CmRewriter *rw) {
  (void)operands;
  const CmLLVMTypeConverter *tc = TC(pat);
  CmContext *ctx = rw->ctx;
  CmAttr *ta = cm_op_get_attr(op, "type");
  CmIdent *name = cm_symbol_name(op);
  if (!ta || ta->kind != CM_ATTR_TYPE || !name ||
      ta->type_value->kind != CM_TYPE_FUNCTION)
    return CM_FAILURE;
  CmType *ft = ta->type_value;
  CmSignatureConversion *sc =
      cm_signature_conversion_create(ft->func.num_inputs);
  CmType *lt = cm_llvm_convert_function_signature(tc, ft, false, false, sc);
  if (!lt) {
    cm_signature_conversion_destroy(sc);
    return cm_rewriter_match_failure(rw, op, "signature not convertible");
  }
  CmOpState st;
  cm_spv_llvm_symbol_state(&st, ctx, "llvm.func", cm_op_loc(op),
                           cm_ident_str(name), lt, CM_LLVM_LINKAGE_EXTERNAL);
  CmAttr *fc = cm_op_get_attr(op, "function_control");
  const char *pass = NULL;
  if (fc && fc->kind == CM_ATTR_INTEGER) {
    switch (fc->integer.value) {
    case 1:
      pass = "alwaysinline";
      break;
    case 2:
      pass = "noinline";
      break;
    case 4:
      pass = "readonly";
      break;
    case 8:
      pass = "readnone";
      break;
    default:
      break;
    }
  }
  if (pass) {
    CmAttr *s = cm_string_attr(ctx, cm_str(pass));
    cm_op_state_add_attr(&st, "passthrough", cm_array_attr(ctx, 1, &s));
  }
  CmOp *nf = cm_rewriter_create(rw, &st);
  cm_op_state_free(&st);
  cm_rewriter_inline_region_before(rw, cm_op_region(op, 0),
                                   cm_op_region(nf, 0), NULL);
  CmBlock *b = cm_rewriter_convert_region_types(rw, cm_op_region(nf, 0),
                                                cm_llvm_tc_base(tc), sc);
  cm_signature_conversion_destroy(sc);
  if (!b && cm_op_region(nf, 0)->first)
    return CM_FAILURE;
  cm_rewriter_erase_op(rw, op);
  return CM_SUCCESS;
}

static CmResult lower_module(const CmPattern *pat, CmOp *op,
                             CmValue *const *operands, CmRewriter *rw) {
  (void)pat, (void)operands;
  CmContext *ctx = rw->ctx;
  CmOpState st;
  cm_op_state_init(&st, ctx, "module", cm_op_loc(op));
  CmIdent *name = cm_symbol_name(op);
  if (name)
    cm_op_state_add_attr(&st, "sym_name",
                         cm_string_attr(ctx, cm_ident_str(name)));
  cm_op_state_add_region(&st);
  CmOp *m = cm_rewriter_create(rw, &st);
  cm_op_state_free(&st);
  CmRegion *body = cm_op_region(op, 0);
  if (body->first)
    cm_rewriter_inline_region_before(rw, body, cm_op_region(m, 0), NULL);
  else
    cm_rewriter_create_block(rw, cm_op_region(m, 0), NULL, 0, NULL, NULL);
  cm_rewriter_erase_op(rw, op);
  return CM_SUCCESS;
}

/* ---------------------------------------------------- registration */

typedef struct Special {
  const char *root;
  CmConvertFn fn;
} Special;

static const Special specials[] = {
    {"spv.BitFieldInsert", lower_bitfield},
    {"spv.BitFieldUExtract", lower_bitfield},
    {"spv.BitFieldSExtract", lower_bitfield},
    {"spv.Constant", lower_constant},
    {"spv.Branch", lower_branch},
    {"spv.BranchConditional", lower_cond_branch},
    {"spv.FunctionCall", lower_call},
    {"spv.mlir.loop", lower_loop},
    {"spv.mlir.selection", lower_selection},
    {"spv.mlir.merge", erase_op},
    {"spv.EntryPoint", erase_op},
    {"spv.ExecutionMode", lower_execution_mode},
    {"spv.GLSL.InverseSqrt", lower_glsl_expansion},
    {"spv.GLSL.Tan", lower_glsl_expansion},
    {"spv.GLSL.Tanh", lower_glsl_expansion},
    {"spv.AccessChain", lower_access_chain},
    {"spv.mlir.addressof", lower_addressof},
    {"spv.GlobalVariable", lower_global_variable},
    {"spv.Load", lower_load_store},
    {"spv.Store", lower_load_store},
    {"spv.Variable", lower_variable},
    {"spv.CompositeExtract", lower_composite},
    {"spv.CompositeInsert", lower_composite},
    {"spv.Return", lower_return},
    {"spv.ReturnValue", lower_return},
};

void cm_populate_spirv_to_llvm_patterns(const CmLLVMTypeConverter *tc,
                                        CmPatternSet *set) {
  for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++)
    cm_llvm_pattern_add(set, tc, rows[i].root, lower_row, rows[i].root);
  for (size_t i = 0; i < sizeof specials / sizeof specials[0]; i++)
    cm_llvm_pattern_add(set, tc, specials[i].root, specials[i].fn,
                        specials[i].root);
}

void cm_populate_spirv_to_llvm_func_patterns(const CmLLVMTypeConverter *tc,
                                             CmPatternSet *set) {
  cm_llvm_pattern_add(set, tc, "spv.func", lower_func, "spv.func");
}

void cm_populate_spirv_to_llvm_module_patterns(const CmLLVMTypeConverter *tc,
                                               CmPatternSet *set) {
  cm_llvm_pattern_add(set, tc, "spv.module", lower_module, "spv.module");
}
