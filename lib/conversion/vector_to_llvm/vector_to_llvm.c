/* vector_to_llvm.c - -convert-vector-to-llvm as MLIR 13, for the ops of
 * cmlir's vector subset (docs/vector.md):
 *
 * 1. A greedy rewrite with folding (13's progressive lowering step):
 *    vector.broadcast becomes std.splat, vector.extract / vector.insert
 *    and zero constants (13's BroadcastOpLowering).
 * 2. A partial conversion to the llvm dialect (std, memref and
 *    unrealized_conversion_cast legal): extractelement / insertelement one
 *    to one; extract / insert on 1-D vectors as llvm.extractelement /
 *    insertelement at an i64 constant, on n-D vectors through
 *    llvm.extractvalue / insertvalue of the array of 1-D vectors; print as
 *    calls of the runtime's printF32 / printF64 / printI64 / printU64 /
 *    printOpen / printComma / printClose / printNewline. */
#include "v2l_internal.h"
#include "cmlir/dialect/vector.h"
#include "cmlir/dialect/vector_transforms.h"

#include <string.h>

static CmValue *v_broadcast(CmRewriter *rw, CmLoc *loc, CmType *t,
                            CmValue *src) {
  return v2l_create1(rw, "vector.broadcast", loc, t, 1, &src, NULL);
}

static CmResult lower_broadcast(const CmPattern *pat, CmOp *op,
                                CmRewriter *rw) {
  (void)pat;
  CmLoc *loc = cm_op_loc(op);
  CmValue *src = cm_op_operand(op, 0);
  CmType *st = src->type, *dt = cm_op_result(op, 0)->type;
  CmValue *r;
  if (dt->kind != CM_TYPE_VECTOR)
    return CM_FAILURE;
  if (st->kind != CM_TYPE_VECTOR) { /* scalar: a splat */
    if (!cm_type_is_integer(st, 0) && !cm_type_is_index(st) &&
        !cm_type_is_float(st))
      return CM_FAILURE;
    r = v2l_create1(rw, "std.splat", loc, dt, 1, &src, NULL);
    cm_rewriter_replace_op(rw, op, 1, &r);
    return CM_SUCCESS;
  }
  unsigned sr = st->shaped.rank, dr = dt->shaped.rank;
  if (sr > dr)
    return CM_FAILURE;
  if (sr <= 1 && dr == 1) { /* vector<1xT> stretched: a splat */
    CmValue *e = v2l_extract(rw, loc, src, 0);
    r = v2l_create1(rw, "std.splat", loc, dt, 1, &e, NULL);
    cm_rewriter_replace_op(rw, op, 1, &r);
    return CM_SUCCESS;
  }
  CmType *sub = v2l_drop_front(dt);
  int64_t dim = dt->shaped.shape[0];
  if (sr < dr) { /* duplicate the leading dimension */
    CmValue *b = v_broadcast(rw, loc, sub, src);
    r = v2l_zero_vector(rw, loc, dt);
    for (int64_t d = 0; d < dim; d++)
      r = v2l_insert(rw, loc, b, r, d);
    cm_rewriter_replace_op(rw, op, 1, &r);
    return CM_SUCCESS;
  }
  unsigned m = 0;
  while (m < dr && st->shaped.shape[m] == dt->shaped.shape[m])
    m++;
  if (m == dr) { /* nothing to stretch */
    cm_rewriter_replace_op(rw, op, 1, &src);
    return CM_SUCCESS;
  }
  r = v2l_zero_vector(rw, loc, dt);
  if (m == 0) { /* stretch the leading dimension */
    CmValue *b = v_broadcast(rw, loc, sub, v2l_extract(rw, loc, src, 0));
    for (int64_t d = 0; d < dim; d++)
      r = v2l_insert(rw, loc, b, r, d);
  } else {
    for (int64_t d = 0; d < dim; d++) {
      CmValue *b = v_broadcast(rw, loc, sub, v2l_extract(rw, loc, src, d));
      r = v2l_insert(rw, loc, b, r, d);
    }
  }
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

/* ====================================================================== */
/* 2. conversion to the llvm dialect                                       */
/* ====================================================================== */

static CmValue *i64_const(CmRewriter *rw, CmLoc *loc, int64_t v) {
  CmType *i64 = cm_integer_type(rw->ctx, 64, CM_SIGNLESS);
  return cm_llvm_constant(rw, loc, i64, cm_integer_attr(i64, v));
}

/* The 1-D vector of the innermost dimension of `vt`, converted. */
static CmType *innermost(const CmLLVMTypeConverter *tc, CmType *vt) {
  CmType *t = cm_vector_type(1, vt->shaped.shape + vt->shaped.rank - 1,
                             vt->shaped.elem);
  return cm_llvm_convert_type(tc, t);
}

static CmResult convert_extractelement(const CmPattern *pat, CmOp *op,
                                       CmValue *const *operands,
                                       CmRewriter *rw) {
  CmType *rt = cm_llvm_convert_type(V2L_TC(pat), cm_op_result(op, 0)->type);
  if (!rt)
    return CM_FAILURE;
  CmValue *r = cm_llvm_val(rw, "llvm.extractelement", cm_op_loc(op), rt, 2,
                           operands, NULL);
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

static CmResult convert_insertelement(const CmPattern *pat, CmOp *op,
                                      CmValue *const *operands,
                                      CmRewriter *rw) {
  CmType *rt = cm_llvm_convert_type(V2L_TC(pat), cm_op_result(op, 0)->type);
  if (!rt)
    return CM_FAILURE;
  /* llvm.insertelement takes (vector, value, position) */
  CmValue *ops[3] = {operands[1], operands[0], operands[2]};
  CmValue *r = cm_llvm_val(rw, "llvm.insertelement", cm_op_loc(op), rt, 3,
                           ops, NULL);
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

static CmResult convert_extract(const CmPattern *pat, CmOp *op,
                                CmValue *const *operands, CmRewriter *rw) {
  const CmLLVMTypeConverter *tc = V2L_TC(pat);
  CmType *res = cm_op_result(op, 0)->type;
  CmType *rt = cm_llvm_convert_type(tc, res);
  int64_t pos[64];
  unsigned n;
  if (!rt || !cm_vector_position(op, &n, pos, 64))
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmValue *v = operands[0];
  if (n == 0) {
    cm_rewriter_replace_op(rw, op, 1, &v);
    return CM_SUCCESS;
  }
  if (res->kind == CM_TYPE_VECTOR) { /* a whole vector out of the array */
    v = cm_llvm_extractvalue(rw, loc, rt, v, n, pos);
    cm_rewriter_replace_op(rw, op, 1, &v);
    return CM_SUCCESS;
  }
  if (n > 1)
    v = cm_llvm_extractvalue(rw, loc,
                             innermost(tc, cm_op_operand(op, 0)->type), v,
                             n - 1, pos);
  CmValue *ops[2] = {v, i64_const(rw, loc, pos[n - 1])};
  v = cm_llvm_val(rw, "llvm.extractelement", loc, rt, 2, ops, NULL);
  cm_rewriter_replace_op(rw, op, 1, &v);
  return CM_SUCCESS;
}

static CmResult convert_insert(const CmPattern *pat, CmOp *op,
                               CmValue *const *operands, CmRewriter *rw) {
  const CmLLVMTypeConverter *tc = V2L_TC(pat);
  CmType *dest = cm_op_operand(op, 1)->type;
  CmType *rt = cm_llvm_convert_type(tc, dest);
  int64_t pos[64];
  unsigned n;
  if (!rt || !cm_vector_position(op, &n, pos, 64))
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmValue *v;
  if (n == 0) {
    v = operands[0];
    cm_rewriter_replace_op(rw, op, 1, &v);
    return CM_SUCCESS;
  }
  if (cm_op_operand(op, 0)->type->kind == CM_TYPE_VECTOR) {
    v = cm_llvm_insertvalue(rw, loc, operands[1], operands[0], n, pos);
    cm_rewriter_replace_op(rw, op, 1, &v);
    return CM_SUCCESS;
  }
  CmValue *vec = operands[1];
  CmType *vt = rt;
  if (n > 1) {
    vt = innermost(tc, dest);
    vec = cm_llvm_extractvalue(rw, loc, vt, vec, n - 1, pos);
  }
  CmValue *ops[3] = {vec, operands[0], i64_const(rw, loc, pos[n - 1])};
  v = cm_llvm_val(rw, "llvm.insertelement", loc, vt, 3, ops, NULL);
  if (n > 1)
    v = cm_llvm_insertvalue(rw, loc, operands[1], v, n - 1, pos);
  cm_rewriter_replace_op(rw, op, 1, &v);
  return CM_SUCCESS;
}

/* vector.print */
typedef enum { EXT_NONE, EXT_ZERO, EXT_SIGN } PrintExt;


typedef struct Printer {
  const CmLLVMTypeConverter *tc;
  CmOp *module;
  const char *fn; /* the element printer */
  PrintExt ext;
} Printer;

static void call0(CmRewriter *rw, CmLoc *loc, CmOp *module, const char *name) {
  cm_llvm_lookup_or_create_fn(rw, module, name, 0, NULL, NULL);
  cm_llvm_call_fn(rw, loc, name, NULL, 0, NULL);
}

static void print_ranks(CmRewriter *rw, CmLoc *loc, const Printer *pr,
                        CmValue *v, CmType *vt, unsigned rank) {
  if (rank == 0) {
    CmType *i64 = cm_integer_type(rw->ctx, 64, CM_SIGNLESS);
    if (pr->ext != EXT_NONE)
      v = v2l_create1(rw, pr->ext == EXT_ZERO ? "std.zexti" : "std.sexti", loc,
                  i64, 1, &v, NULL);
    cm_llvm_call_fn(rw, loc, pr->fn, NULL, 1, &v);
    return;
  }
  call0(rw, loc, pr->module, "printOpen");
  cm_llvm_lookup_or_create_fn(rw, pr->module, "printComma", 0, NULL, NULL);
  int64_t dim = vt->shaped.shape[0];
  CmType *sub = rank > 1 ? v2l_drop_front(vt) : NULL;
  CmType *lt = cm_llvm_convert_type(pr->tc, rank > 1 ? sub : vt->shaped.elem);
  for (int64_t d = 0; d < dim; d++) {
    CmValue *e;
    if (rank == 1) {
      CmValue *ops[2] = {v, cm_llvm_index_const(rw, pr->tc, loc, d)};
      e = cm_llvm_val(rw, "llvm.extractelement", loc, lt, 2, ops, NULL);
    } else {
      e = cm_llvm_extractvalue(rw, loc, lt, v, 1, &d);
    }
    print_ranks(rw, loc, pr, e, sub, rank - 1);
    if (d != dim - 1)
      cm_llvm_call_fn(rw, loc, "printComma", NULL, 0, NULL);
  }
  call0(rw, loc, pr->module, "printClose");
}

static CmResult convert_print(const CmPattern *pat, CmOp *op,
                              CmValue *const *operands, CmRewriter *rw) {
  Printer pr = {V2L_TC(pat), cm_op_parent_module(op), NULL, EXT_NONE};
  CmType *t = cm_op_operand(op, 0)->type;
  if (!pr.module || !cm_llvm_convert_type(pr.tc, t))
    return CM_FAILURE;
  CmType *e = t->kind == CM_TYPE_VECTOR ? t->shaped.elem : t;
  CmType *arg = e;
  if (e->kind == CM_TYPE_F32) {
    pr.fn = "printF32";
  } else if (e->kind == CM_TYPE_F64) {
    pr.fn = "printF64";
  } else if (e->kind == CM_TYPE_INDEX) {
    pr.fn = "printU64";
  } else if (e->kind == CM_TYPE_INTEGER && e->integer.width <= 64) {
    unsigned w = e->integer.width;
    if (e->integer.signedness == CM_UNSIGNED) {
      pr.fn = "printU64";
      pr.ext = w < 64 ? EXT_ZERO : EXT_NONE;
    } else {
      pr.fn = "printI64";
      /* booleans are zero-extended, so true prints as 1 */
      pr.ext = w == 1 ? EXT_ZERO : w < 64 ? EXT_SIGN : EXT_NONE;
    }
  } else {
    return CM_FAILURE;
  }
  if (pr.fn[5] != 'F')
    arg = cm_integer_type(rw->ctx, 64, CM_SIGNLESS);
  cm_llvm_lookup_or_create_fn(rw, pr.module, pr.fn, 1, &arg, NULL);
  CmLoc *loc = cm_op_loc(op);
  print_ranks(rw, loc, &pr, operands[0], t->kind == CM_TYPE_VECTOR ? t : NULL,
              t->kind == CM_TYPE_VECTOR ? t->shaped.rank : 0);
  call0(rw, loc, pr.module, "printNewline");
  cm_rewriter_erase_op(rw, op);
  return CM_SUCCESS;
}

void cm_populate_vector_to_llvm_patterns(const CmLLVMTypeConverter *tc,
                                         CmPatternSet *set) {
  cm_llvm_pattern_add(set, tc, "vector.extractelement", convert_extractelement, "vector.extractelement");
  cm_llvm_pattern_add(set, tc, "vector.insertelement", convert_insertelement, "vector.insertelement");
  cm_llvm_pattern_add(set, tc, "vector.extract", convert_extract, "vector.extract");
  cm_llvm_pattern_add(set, tc, "vector.insert", convert_insert, "vector.insert");
  cm_llvm_pattern_add(set, tc, "vector.print", convert_print, "vector.print");
}

void cm_populate_vector_broadcast_lowering_patterns(CmPatternSet *set) {
  cm_pattern_set_add_fn(set, "vector.broadcast", 1, lower_broadcast, NULL);
}

/* The pass with options `o` (13's LowerVectorToLLVMPass). */
static CmResult convert_with(CmOp *root, const V2LOptions *o) {
  CmContext *ctx = cm_op_context(root);
  cm_register_llvm_dialect(ctx);
  cm_register_vector_dialect(ctx);
  /* progressive lowering, folding and dead code removal */
  CmPatternSet *ps = cm_pattern_set_create(ctx);
  cm_populate_vector_to_vector_canonicalization_patterns(ps);
  cm_populate_vector_contract_lowering_patterns(ps);
  cm_populate_vector_transpose_lowering_patterns(ps);
  /* transfers of rank > 1 are -convert-vector-to-scf's */
  cm_populate_vector_transfer_lowering_patterns(ps, 1);
  CmGreedyConfig cfg;
  cm_greedy_config_init(&cfg);
  cfg.top_down = false; /* 13's GreedyRewriteConfig default (bottom-up) */
  (void)cm_apply_patterns_greedily_op(root, ps, &cfg);
  cm_pattern_set_destroy(ps);
  /* to the llvm dialect */
  CmLLVMOptions lo = {0};
  CmLLVMTypeConverter *tc = cm_llvm_type_converter_create(ctx, &lo);
  ps = cm_pattern_set_create(ctx);
  v2l_populate_conversion_patterns(tc, o, ps);
  cm_populate_vector_transfer_lowering_patterns(ps, -1);
  cm_populate_vector_to_llvm_patterns(tc, ps);
  CmConversionTarget *t = cm_conversion_target_create(ctx);
  cm_target_add_legal_dialect(t, "llvm");
  cm_target_add_legal_dialect(t, "std");
  cm_target_add_legal_dialect(t, "memref");
  cm_target_add_legal_op(t, "unrealized_conversion_cast");
  CmResult r = cm_apply_partial_conversion(root, t, ps);
  cm_conversion_target_destroy(t);
  cm_pattern_set_destroy(ps);
  cm_llvm_type_converter_destroy(tc);
  return r;
}

CmResult cm_convert_vector_to_llvm(CmOp *root) {
  V2LOptions o = {false, true};
  return convert_with(root, &o);
}

static void deps(CmContext *ctx) {
  cm_register_llvm_dialect(ctx);
  cm_register_vector_dialect(ctx);
}

static CmResult run(CmPassRun *run, CmOp *op) {
  const CmPass *pass = cm_pass_run_pass(run);
  static const char *const targets[][2] = {
      {"enable-amx", "AMX"},
      {"enable-arm-neon", "ArmNeon"},
      {"enable-arm-sve", "ArmSVE"},
      {"enable-x86vector", "X86Vector"},
  };
  for (unsigned i = 0; i < 4; i++)
    if (cm_pass_option_bool(pass, targets[i][0]))
      return cm_op_emit_error(op,
                              "-convert-vector-to-llvm: option '%s' is not "
                              "supported: cmlir has no %s dialect",
                              targets[i][0], targets[i][1]);
  V2LOptions o = {
      cm_pass_option_bool(pass, "reassociate-fp-reductions"),
      cm_pass_option_bool(pass, "enable-index-optimizations")};
  return convert_with(op, &o);
}

static const CmPassOptionDef opts[] = {
    {"reassociate-fp-reductions", CM_PASS_OPT_BOOL, false, "false",
     "Allows llvm to reassociate floating-point reductions for speed", NULL},
    {"enable-index-optimizations", CM_PASS_OPT_BOOL, false, "true",
     "Allows compiler to assume indices fit in 32-bit if that yields faster "
     "code",
     NULL},
    {"enable-arm-neon", CM_PASS_OPT_BOOL, false, "false",
     "Enables the use of ArmNeon dialect while lowering the vector dialect.",
     NULL},
    {"enable-arm-sve", CM_PASS_OPT_BOOL, false, "false",
     "Enables the use of ArmSVE dialect while lowering the vector dialect.",
     NULL},
    {"enable-amx", CM_PASS_OPT_BOOL, false, "false",
     "Enables the use of AMX dialect while lowering the vector dialect.",
     NULL},
    {"enable-x86vector", CM_PASS_OPT_BOOL, false, "false",
     "Enables the use of X86Vector dialect while lowering the vector "
     "dialect.",
     NULL},
};

const CmPassDef cm_pass_convert_vector_to_llvm = {
    .argument = "convert-vector-to-llvm",
    .name = "ConvertVectorToLLVM",
    .description =
        "Lower the operations from the vector dialect into the LLVM dialect",
    .anchor = "builtin.module",
    CM_PASS_OPTIONS(opts),
    .dependent_dialects = deps,
    .run = run};
