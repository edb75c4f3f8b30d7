/* std_to_llvm.c - -convert-std-to-llvm as MLIR 13: functions (signature
 * conversion with memref arguments expanded, result packing, C wrappers),
 * return, call / call_indirect, constant, arithmetic, comparisons and
 * casts on scalars, 1-D vectors and n-D vectors (unrolled over nested
 * arrays), select, splat, branches, assert, rank, and the
 * unrealized_conversion_cast pairs left by earlier conversions. */
#include "cmlir/conversion.h"
#include "cmlir/dialect/llvm.h"

#include <stdlib.h>
#include <string.h>

#define TC(pat) ((const CmLLVMTypeConverter *)(pat)->user)

static CmType *conv(const CmPattern *pat, CmType *t) {
  return cm_llvm_convert_type(TC(pat), t);
}

static CmAttr *named_dict(CmContext *ctx, const char *name, CmAttr *v) {
  CmNamedAttr e = {cm_ident_c(ctx, name), v};
  return cm_dict_attr(ctx, 1, &e);
}

static CmType *i32_type(CmContext *ctx) {
  return cm_integer_type(ctx, 32, CM_SIGNLESS);
}

typedef struct OneToOne {
  const char *target;
  CmAttr *attrs;
} OneToOne;

static CmValue *make_one(CmRewriter *rw, CmLoc *loc, CmType *vec1d,
                         unsigned n, CmValue *const *ops, void *user) {
  OneToOne *o = user;
  return cm_llvm_val(rw, o->target, loc, vec1d, n, ops, o->attrs);
}

/* A 1:1 rewrite to `target` keeping the op's attributes (`attrs` if
 * given), unrolled when the operands are n-D vectors. */
static CmResult rewrite_one(const CmPattern *pat, CmOp *op,
                            CmValue *const *operands, CmRewriter *rw,
                            const char *target, CmAttr *attrs) {
  unsigned n = cm_op_num_operands(op);
  for (unsigned i = 0; i < n; i++)
    if (!cm_llvm_is_compatible_type(operands[i]->type))
      return CM_FAILURE;
  if (cm_op_num_results(op) != 1)
    return CM_FAILURE;
  CmType *rt = conv(pat, cm_op_result(op, 0)->type);
  if (!rt)
    return CM_FAILURE;
  if (!attrs)
    attrs = cm_op_attrs(op);
  CmValue *r;
  if (n && cm_llvm_type_id(operands[0]->type) == CM_LLVM_ARRAY) {
    OneToOne o = {target, attrs};
    r = cm_llvm_unroll_nd(rw, cm_op_loc(op), rt, n, operands, make_one, &o);
    if (!r)
      return CM_FAILURE;
  } else {
    r = cm_llvm_val(rw, target, cm_op_loc(op), rt, n, operands, attrs);
  }
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

static CmResult one_to_one(const CmPattern *pat, CmOp *op,
                           CmValue *const *operands, CmRewriter *rw) {
  /* the target name follows the root's entry in the table below */
  return rewrite_one(pat, op, operands, rw, pat->label, NULL);
}

static const char *const one_to_one_table[][2] = {
    {"std.addi", "llvm.add"},
    {"std.subi", "llvm.sub"},
    {"std.muli", "llvm.mul"},
    {"std.divi_signed", "llvm.sdiv"},
    {"std.divi_unsigned", "llvm.udiv"},
    {"std.remi_signed", "llvm.srem"},
    {"std.remi_unsigned", "llvm.urem"},
    {"std.and", "llvm.and"},
    {"std.or", "llvm.or"},
    {"std.xor", "llvm.xor"},
    {"std.shift_left", "llvm.shl"},
    {"std.shift_right_signed", "llvm.ashr"},
    {"std.shift_right_unsigned", "llvm.lshr"},
    {"std.addf", "llvm.fadd"},
    {"std.subf", "llvm.fsub"},
    {"std.mulf", "llvm.fmul"},
    {"std.divf", "llvm.fdiv"},
    {"std.remf", "llvm.frem"},
    {"std.negf", "llvm.fneg"},
    {"std.absf", "llvm.intr.fabs"},
    {"std.ceilf", "llvm.intr.ceil"},
    {"std.floorf", "llvm.intr.floor"},
    {"std.copysign", "llvm.intr.copysign"},
    {"std.fmaf", "llvm.intr.fma"},
    {"std.sexti", "llvm.sext"},
    {"std.zexti", "llvm.zext"},
    {"std.trunci", "llvm.trunc"},
    {"std.fpext", "llvm.fpext"},
    {"std.fptrunc", "llvm.fptrunc"},
    {"std.sitofp", "llvm.sitofp"},
    {"std.uitofp", "llvm.uitofp"},
    {"std.fptosi", "llvm.fptosi"},
    {"std.fptoui", "llvm.fptoui"},
    {"std.select", "llvm.select"},
};

/* ---------------------------------------------------------- comparisons */

static CmResult lower_cmp(const CmPattern *pat, CmOp *op,
                          CmValue *const *operands, CmRewriter *rw) {
  CmContext *ctx = rw->ctx;
  CmAttr *pred = cm_op_get_attr(op, "predicate");
  if (!pred || pred->kind != CM_ATTR_INTEGER)
    return CM_FAILURE;
  CmType *i64 = cm_integer_type(ctx, 64, CM_SIGNLESS);
  CmNamedAttr e[2];
  unsigned ne = 0;
  bool is_f = cm_op_name_is(op, "std.cmpf");
  if (is_f) {
    CmAttr *fm = cm_parse_attr_str(ctx, cm_str("#llvm.fastmath<>"));
    if (fm) {
      e[ne].name = cm_ident_c(ctx, "fastmathFlags");
      e[ne++].value = fm;
    }
  }
  e[ne].name = cm_ident_c(ctx, "predicate");
  e[ne++].value = cm_integer_attr(i64, pred->integer.value);
  CmAttr *attrs = cm_dict_attr(ctx, ne, e);
  return rewrite_one(pat, op, operands, rw, is_f ? "llvm.fcmp" : "llvm.icmp",
                     attrs);
}

static CmResult lower_index_cast(const CmPattern *pat, CmOp *op,
                                 CmValue *const *operands, CmRewriter *rw) {
  CmType *rt = conv(pat, cm_op_result(op, 0)->type);
  if (!rt)
    return CM_FAILURE;
  CmType *te = rt, *se = operands[0]->type;
  if (te->kind == CM_TYPE_VECTOR)
    te = te->shaped.elem;
  if (se->kind == CM_TYPE_VECTOR)
    se = se->shaped.elem;
  if (te->kind != CM_TYPE_INTEGER || se->kind != CM_TYPE_INTEGER)
    return CM_FAILURE;
  unsigned tb = te->integer.width, sb = se->integer.width;
  if (tb == sb) {
    CmValue *v = operands[0];
    cm_rewriter_replace_op(rw, op, 1, &v);
    return CM_SUCCESS;
  }
  CmValue *r = cm_llvm_val(rw, tb < sb ? "llvm.trunc" : "llvm.sext",
                           cm_op_loc(op), rt, 1, operands, NULL);
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

/* ------------------------------------------------------------- constant */

static CmResult lower_constant(const CmPattern *pat, CmOp *op,
                               CmValue *const *operands, CmRewriter *rw) {
  (void)operands;
  CmType *t = cm_op_result(op, 0)->type;
  CmAttr *val = cm_op_get_attr(op, "value");
  CmType *rt = conv(pat, t);
  if (!rt || !val)
    return CM_FAILURE;
  CmValue *r;
  if (t->kind == CM_TYPE_FUNCTION) {
    if (val->kind != CM_ATTR_SYMBOL_REF)
      return cm_rewriter_match_failure(rw, op, "referring to a symbol");
    r = cm_llvm_val(rw, "llvm.mlir.addressof", cm_op_loc(op), rt, 0, NULL,
                    named_dict(rw->ctx, "global_name", val));
  } else {
    r = cm_llvm_val(rw, "llvm.mlir.constant", cm_op_loc(op), rt, 0, NULL,
                    cm_op_attrs(op));
  }
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------- splat */

static CmValue *splat_1d(CmRewriter *rw, CmLoc *loc, CmType *vt, CmValue *x,
                         bool shuffle_twice) {
  CmContext *ctx = rw->ctx;
  CmValue *undef = cm_llvm_undef(rw, loc, vt);
  CmValue *zero =
      cm_llvm_constant(rw, loc, i32_type(ctx), cm_integer_attr(i32_type(ctx), 0));
  CmValue *ops[3] = {undef, x, zero};
  CmValue *v = cm_llvm_val(rw, "llvm.insertelement", loc, vt, 3, ops, NULL);
  unsigned w = (unsigned)vt->shaped.shape[0];
  CM_VEC(CmAttr *) mask = {0};
  CmAttr *z = cm_integer_attr(i32_type(ctx), 0);
  for (unsigned i = 0; i < w; i++)
    CM_VEC_PUSH(mask, z);
  CmAttr *m = cm_array_attr(ctx, w, mask.data);
  CM_VEC_FREE(mask);
  CmValue *sops[2] = {v, shuffle_twice ? v : undef};
  return cm_llvm_val(rw, "llvm.shufflevector", loc, vt, 2, sops,
                     named_dict(ctx, "mask", m));
}

/* Every row of an n-D splat is one 1-D splat, built at the first row. */
typedef struct SplatNd {
  CmValue *x, *row;
} SplatNd;

static CmValue *splat_nd_row(CmRewriter *rw, CmLoc *loc, CmType *vec1d,
                             unsigned n, CmValue *const *ops, void *user) {
  (void)n, (void)ops;
  SplatNd *sp = user;
  if (!sp->row)
    sp->row = splat_1d(rw, loc, vec1d, sp->x, true);
  return sp->row;
}

static CmResult lower_splat(const CmPattern *pat, CmOp *op,
                            CmValue *const *operands, CmRewriter *rw) {
  CmType *t = cm_op_result(op, 0)->type;
  if (t->kind != CM_TYPE_VECTOR)
    return CM_FAILURE;
  CmType *rt = conv(pat, t);
  if (!rt)
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmValue *r;
  if (t->shaped.rank == 1) {
    r = splat_1d(rw, loc, rt, operands[0], false);
  } else {
    SplatNd sp = {operands[0], NULL};
    r = cm_llvm_unroll_nd(rw, loc, rt, 0, NULL, splat_nd_row, &sp);
    if (!r)
      return CM_FAILURE;
  }
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

/* -------------------------------------------------------------- branches */

static CmResult lower_branch(const CmPattern *pat, CmOp *op,
                             CmValue *const *operands, CmRewriter *rw) {
  const char *target = pat->label;
  unsigned ns = cm_op_num_successors(op);
  CmBlock *succ[16];
  CM_VEC(CmBlock *) big = {0};
  CmBlock **s = succ;
  if (ns > 16) {
    for (unsigned i = 0; i < ns; i++)
      CM_VEC_PUSH(big, cm_op_successor(op, i));
    s = big.data;
  } else
    for (unsigned i = 0; i < ns; i++)
      succ[i] = cm_op_successor(op, i);
  CmOp *n = cm_op_create_v(rw->ctx, target, cm_op_loc(op), 0, NULL,
                           cm_op_num_operands(op), operands, cm_op_attrs(op),
                           ns, s, 0);
  CM_VEC_FREE(big);
  cm_rewriter_replace_op_with_op(rw, op, n);
  return CM_SUCCESS;
}

static CmResult lower_assert(const CmPattern *pat, CmOp *op,
                             CmValue *const *operands, CmRewriter *rw) {
  (void)pat;
  CmOp *module = cm_op_parent_module(op);
  if (!module)
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  cm_llvm_lookup_or_create_fn(rw, module, "abort", 0, NULL, NULL);
  CmBlock *opb = cm_op_block(op);
  CmBlock *cont = cm_rewriter_split_block(rw, opb, op);
  CmBlock *fail = cm_rewriter_create_block(rw, opb->parent, NULL, 0, NULL,
                                           NULL);
  cm_llvm_call(rw, loc, "abort", NULL, 0, NULL);
  cm_llvm_op(rw, "llvm.unreachable", loc, NULL, 0, NULL, NULL);
  cm_rewriter_set_to_end(rw, opb);
  cm_llvm_cond_br(rw, loc, operands[0], cont, 0, NULL, fail, 0, NULL);
  cm_rewriter_erase_op(rw, op);
  return CM_SUCCESS;
}

/* ----------------------------------------------------------------- rank */

static CmResult lower_rank(const CmPattern *pat, CmOp *op,
                           CmValue *const *operands, CmRewriter *rw) {
  CmType *t = cm_op_operand(op, 0)->type;
  CmLoc *loc = cm_op_loc(op);
  CmValue *r;
  if (t->kind == CM_TYPE_UNRANKED_MEMREF) {
    r = cm_desc_get(rw, loc, operands[0], 0);
  } else if (t->kind == CM_TYPE_MEMREF) {
    r = cm_llvm_index_const(rw, TC(pat), loc, t->shaped.rank);
  } else {
    return CM_FAILURE;
  }
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

/* -------------------------------------------------- unrealized casts */

static CmResult lower_cast(const CmPattern *pat, CmOp *op,
                           CmValue *const *operands, CmRewriter *rw) {
  unsigned n = cm_op_num_operands(op), nr = cm_op_num_results(op);
  if (n != nr)
    return CM_FAILURE;
  bool ok = true;
  for (unsigned i = 0; i < n && ok; i++)
    ok = conv(pat, cm_op_result(op, i)->type) == operands[i]->type;
  if (!ok) {
    ok = true;
    for (unsigned i = 0; i < n && ok; i++)
      ok = conv(pat, operands[i]->type) == cm_op_result(op, i)->type;
  }
  if (!ok)
    return CM_FAILURE;
  cm_rewriter_replace_op(rw, op, n, operands);
  return CM_SUCCESS;
}

/* ---------------------------------------------------------- functions */

/* The attributes of `fn` an llvm.func replacing it keeps (upstream
 * filterFuncAttributes). */
static void filter_func_attrs(CmOp *fn, bool drop_arg_attrs,
                              CmNamedAttrVec *out) {
  CmAttr *d = cm_op_attrs(fn);
  for (unsigned i = 0; i < d->dict.num; i++) {
    CmNamedAttr e = d->dict.entries[i];
    CmStr s = cm_ident_str(e.name);
    if (cm_str_eq_c(s, "sym_name") || cm_str_eq_c(s, "type") ||
        cm_str_eq_c(s, "std.varargs") ||
        (drop_arg_attrs && cm_str_eq_c(s, "arg_attrs")))
      continue;
    CM_VEC_PUSH(*out, e);
  }
}

/* Creates `llvm.func @name : lt` with `attrs` at the insertion point. */
static CmOp *create_llvm_func(CmRewriter *rw, CmLoc *loc, const char *name,
                              CmType *lt, CmNamedAttrVec *attrs) {
  CmContext *ctx = rw->ctx;
  CmOpState st;
  cm_op_state_init(&st, ctx, "llvm.func", loc);
  for (size_t i = 0; i < attrs->len; i++)
    CM_VEC_PUSH(st.attrs, attrs->data[i]);
  cm_op_state_add_attr(
      &st, "linkage",
      cm_integer_attr(cm_integer_type(ctx, 64, CM_SIGNLESS), 10));
  cm_op_state_add_attr(&st, "sym_name", cm_string_attr(ctx, cm_str(name)));
  cm_op_state_add_attr(&st, "type", cm_type_attr(lt));
  cm_op_state_add_region(&st);
  CmOp *f = cm_rewriter_create(rw, &st);
  cm_op_state_free(&st);
  return f;
}

/* The C wrapper's type (upstream convertFunctionTypeCWrapper): memrefs by
 * pointer, a struct result returned through a first pointer argument. */
static CmType *c_wrapper_type(const CmLLVMTypeConverter *tc, CmType *ft,
                              bool *result_is_arg) {
  CmContext *ctx = cm_llvm_tc_context(tc);
  unsigned ni = ft->func.num_inputs, nr = ft->func.num_results;
  CmType *res = nr ? cm_llvm_pack_result_types(tc, nr, ft->func.types + ni,
                                               false)
                   : cm_llvm_void_type(ctx);
  if (!res)
    return NULL;
  CmTypeVec in = {0};
  *result_is_arg = false;
  if (cm_llvm_type_id(res) == CM_LLVM_STRUCT) {
    CM_VEC_PUSH(in, cm_llvm_ptr_type(res, 0));
    res = cm_llvm_void_type(ctx);
    *result_is_arg = true;
  }
  for (unsigned i = 0; i < ni; i++) {
    CmType *t = ft->func.types[i];
    CmType *c = cm_llvm_convert_type(tc, t);
    if (!c) {
      CM_VEC_FREE(in);
      return NULL;
    }
    if (t->kind == CM_TYPE_MEMREF || t->kind == CM_TYPE_UNRANKED_MEMREF)
      c = cm_llvm_ptr_type(c, 0);
    CM_VEC_PUSH(in, c);
  }
  CmType *r = cm_llvm_func_type(res, (unsigned)in.len, in.data, false);
  CM_VEC_FREE(in);
  return r;
}

static CmBlock *add_entry_block(CmRewriter *rw, CmOp *f, CmType *lt,
                                CmLoc *loc) {
  unsigned n = cm_llvm_func_num_params(lt);
  CmTypeVec types = {0};
  CM_VEC(CmLoc *) locs = {0};
  for (unsigned i = 0; i < n; i++) {
    CM_VEC_PUSH(types, cm_llvm_func_param(lt, i));
    CM_VEC_PUSH(locs, loc);
  }
  CmBlock *b = cm_rewriter_create_block(rw, cm_op_region(f, 0), NULL, n,
                                        types.data, locs.data);
  CM_VEC_FREE(types);
  CM_VEC_FREE(locs);
  return b;
}

static CmValue *return_of_call(CmRewriter *rw, CmLoc *loc, CmOp *call) {
  CmValue *r = cm_op_num_results(call) ? cm_op_result(call, 0) : NULL;
  cm_llvm_op(rw, "llvm.return", loc, NULL, r ? 1 : 0, r ? &r : NULL, NULL);
  return r;
}

/* The declaration of _mlir_ciface_<name> for `fn` of type `ft`: its
 * C-compatible type (*wt, *res_arg: the results come back through a first
 * pointer argument) and the attributes of `fn` it keeps; NULL when `ft`
 * has no C wrapper type. */
static CmOp *create_ciface_func(CmRewriter *rw, const CmLLVMTypeConverter *tc,
                                CmOp *fn, CmType *ft, const char *name,
                                CmType **wt, bool *res_arg) {
  *wt = c_wrapper_type(tc, ft, res_arg);
  if (!*wt)
    return NULL;
  CmNamedAttrVec attrs = {0};
  filter_func_attrs(fn, false, &attrs);
  CmBuf nb = {0};
  cm_buf_printf(&nb, "_mlir_ciface_%s", name);
  CmOp *w = create_llvm_func(rw, cm_op_loc(fn), nb.data, *wt, &attrs);
  cm_buf_free(&nb);
  CM_VEC_FREE(attrs);
  return w;
}

/* _mlir_ciface_<name> calling the converted function (upstream
 * wrapForExternalCallers). */
static void wrap_for_external_callers(CmRewriter *rw,
                                      const CmLLVMTypeConverter *tc,
                                      CmOp *fn, CmType *ft, const char *name,
                                      CmType *lt) {
  CmLoc *loc = cm_op_loc(fn);
  bool res_arg;
  CmType *wt;
  CmOp *w = create_ciface_func(rw, tc, fn, ft, name, &wt, &res_arg);
  if (!w)
    return;
  CmBuilder saved = rw->b;
  CmBlock *b = add_entry_block(rw, w, wt, loc);
  cm_rewriter_set_to_start(rw, b);
  CmValueVec args = {0};
  unsigned off = res_arg ? 1 : 0;
  for (unsigned i = 0; i < ft->func.num_inputs; i++) {
    CmType *t = ft->func.types[i];
    CmValue *a = b->args[i + off];
    if (t->kind == CM_TYPE_MEMREF || t->kind == CM_TYPE_UNRANKED_MEMREF) {
      CmValue *ld = cm_llvm_load(rw, loc, a);
      if (t->kind == CM_TYPE_MEMREF)
        cm_desc_unpack(rw, loc, ld, t->shaped.rank, &args);
      else {
        CM_VEC_PUSH(args, cm_desc_get(rw, loc, ld, 0));
        CM_VEC_PUSH(args, cm_desc_get(rw, loc, ld, 1));
      }
      continue;
    }
    CM_VEC_PUSH(args, a);
  }
  CmType *res = cm_llvm_func_result(lt);
  bool void_res = cm_llvm_type_id(res) == CM_LLVM_VOID;
  CmOp *call = cm_llvm_call(rw, loc, name, void_res ? NULL : res,
                            (unsigned)args.len, args.data);
  CM_VEC_FREE(args);
  if (res_arg) {
    cm_llvm_store(rw, loc, cm_op_result(call, 0), b->args[0]);
    cm_llvm_op(rw, "llvm.return", loc, NULL, 0, NULL, NULL);
  } else {
    return_of_call(rw, loc, call);
  }
  rw->b = saved;
}

/* An external function gets a body calling _mlir_ciface_<name> (upstream
 * wrapExternalFunction). */
static void wrap_external_function(CmRewriter *rw,
                                   const CmLLVMTypeConverter *tc, CmOp *fn,
                                   CmType *ft, const char *name, CmOp *nf,
                                   CmType *lt) {
  CmLoc *loc = cm_op_loc(fn);
  bool res_arg;
  CmType *wt;
  CmOp *w = create_ciface_func(rw, tc, fn, ft, name, &wt, &res_arg);
  if (!w)
    return;
  CmBuilder saved = rw->b;
  CmBlock *b = add_entry_block(rw, nf, lt, loc);
  cm_rewriter_set_to_start(rw, b);
  CmValueVec args = {0};
  if (res_arg) {
    CmValue *one = cm_llvm_index_const(rw, tc, loc, 1);
    CM_VEC_PUSH(args, cm_llvm_alloca(rw, loc, cm_llvm_func_param(wt, 0), one,
                                     0));
  }
  unsigned k = 0;
  for (unsigned i = 0; i < ft->func.num_inputs; i++) {
    CmType *t = ft->func.types[i];
    if (t->kind == CM_TYPE_MEMREF || t->kind == CM_TYPE_UNRANKED_MEMREF) {
      CmValue *packed;
      if (t->kind == CM_TYPE_MEMREF) {
        unsigned n = 3 + 2 * t->shaped.rank;
        packed = cm_desc_pack(rw, loc, cm_llvm_convert_type(tc, t),
                              t->shaped.rank, b->args + k);
        k += n;
      } else {
        packed = cm_udesc_pack(rw, tc, loc, b->args[k], b->args[k + 1]);
        k += 2;
      }
      CmValue *one = cm_llvm_index_const(rw, tc, loc, 1);
      CmValue *p =
          cm_llvm_alloca(rw, loc, cm_llvm_ptr_type(packed->type, 0), one, 0);
      cm_llvm_store(rw, loc, packed, p);
      CM_VEC_PUSH(args, p);
      continue;
    }
    CM_VEC_PUSH(args, b->args[k++]);
  }
  CmType *wres = cm_llvm_func_result(wt);
  bool void_res = cm_llvm_type_id(wres) == CM_LLVM_VOID;
  CmOp *call = cm_llvm_call(rw, loc, cm_symbol_name(w)->str,
                            void_res ? NULL : wres, (unsigned)args.len,
                            args.data);
  if (res_arg) {
    CmValue *r = cm_llvm_load(rw, loc, args.data[0]);
    cm_llvm_op(rw, "llvm.return", loc, NULL, 1, &r, NULL);
  } else {
    return_of_call(rw, loc, call);
  }
  CM_VEC_FREE(args);
  rw->b = saved;
}

static CmResult lower_func(const CmPattern *pat, CmOp *op,
                           CmValue *const *operands, CmRewriter *rw) {
  (void)operands;
  const CmLLVMTypeConverter *tc = TC(pat);
  CmContext *ctx = rw->ctx;
  CmAttr *ta = cm_op_get_attr(op, "type");
  CmIdent *name = cm_symbol_name(op);
  if (!ta || ta->kind != CM_ATTR_TYPE || !name)
    return CM_FAILURE;
  CmType *ft = ta->type_value;
  bool bare = cm_llvm_tc_options(tc)->use_bare_ptr;
  CmSignatureConversion *sc =
      cm_signature_conversion_create(ft->func.num_inputs);
  CmType *lt = cm_llvm_convert_function_signature(tc, ft, false, bare, sc);
  if (!lt) {
    cm_signature_conversion_destroy(sc);
    return cm_rewriter_match_failure(rw, op, "signature not convertible");
  }
  CmNamedAttrVec attrs = {0};
  filter_func_attrs(op, true, &attrs);
  /* argument attributes go to every argument the original one became */
  CmAttr *aa = cm_op_get_attr(op, "arg_attrs");
  if (aa && aa->kind == CM_ATTR_ARRAY) {
    CM_VEC(CmAttr *) na = {0};
    CmAttr *empty = cm_dict_attr_empty(ctx);
    for (unsigned i = 0; i < ft->func.num_inputs; i++) {
      CmTypeVec parts = {0};
      cm_llvm_convert_arg_type(tc, ft->func.types[i], bare, &parts);
      CmAttr *a = i < aa->array.num ? aa->array.elems[i] : empty;
      for (size_t k = 0; k < parts.len; k++)
        CM_VEC_PUSH(na, a);
      CM_VEC_FREE(parts);
    }
    CmNamedAttr e = {cm_ident_c(ctx, "arg_attrs"),
                     cm_array_attr(ctx, (unsigned)na.len, na.data)};
    CM_VEC_PUSH(attrs, e);
    CM_VEC_FREE(na);
  }
  CmOp *nf = create_llvm_func(rw, cm_op_loc(op), name->str, lt, &attrs);
  CM_VEC_FREE(attrs);
  CmRegion *body = cm_op_region(op, 0);
  bool external = body->first == NULL;
  if (!external) {
    cm_rewriter_inline_region_before(rw, body, cm_op_region(nf, 0), NULL);
    if (!cm_rewriter_convert_region_types(rw, cm_op_region(nf, 0),
                                          cm_llvm_tc_base(tc), sc)) {
      cm_signature_conversion_destroy(sc);
      return CM_FAILURE;
    }
  }
  cm_signature_conversion_destroy(sc);
  if (cm_llvm_tc_options(tc)->emit_c_wrappers ||
      cm_op_get_attr(op, "llvm.emit_c_interface")) {
    if (external)
      wrap_external_function(rw, tc, op, ft, name->str, nf, lt);
    else
      wrap_for_external_callers(rw, tc, op, ft, name->str, lt);
  }
  cm_rewriter_erase_op(rw, op);
  return CM_SUCCESS;
}

/* Packs `n` values into the result struct (or returns the one value). */
static CmValue *pack_results(CmRewriter *rw, CmLoc *loc, CmType *st,
                             unsigned n, CmValue *const *vals) {
  if (n == 1)
    return vals[0];
  CmValue *d = cm_llvm_undef(rw, loc, st);
  for (unsigned i = 0; i < n; i++) {
    int64_t p = i;
    d = cm_llvm_insertvalue(rw, loc, d, vals[i], 1, &p);
  }
  return d;
}

/* Unranked memrefs crossing a call boundary (upstream
 * copyUnrankedDescriptors): the ranked descriptor behind each is copied,
 * to the heap (`to_heap`, a returned value: malloc) or to the stack (a
 * call result: alloca, the heap copy freed), and the value replaced by a
 * new unranked descriptor pointing to the copy. */
static void copy_unranked(const CmLLVMTypeConverter *tc, CmRewriter *rw,
                          CmLoc *loc, CmOp *op, unsigned n,
                          CmType *const *types, CmValue **vals,
                          bool to_heap) {
  CmContext *ctx = rw->ctx;
  CmValueVec descs = {0}, sizes = {0};
  for (unsigned i = 0; i < n; i++)
    if (types[i]->kind == CM_TYPE_UNRANKED_MEMREF)
      CM_VEC_PUSH(descs, vals[i]);
  if (!descs.len)
    return;
  cm_udesc_alloc_sizes(rw, tc, loc, (unsigned)descs.len, descs.data, &sizes);
  CM_VEC_FREE(descs);
  CmOp *module = op;
  while (module && !cm_op_name_is(module, "module"))
    module = cm_op_parent_op(module);
  CmType *i1 = cm_integer_type(ctx, 1, CM_SIGNLESS);
  CmType *vp = cm_llvm_ptr_type(cm_integer_type(ctx, 8, CM_SIGNLESS), 0);
  CmType *it = cm_llvm_tc_index_type(tc);
  if (to_heap)
    cm_llvm_lookup_or_create_fn(rw, module, "malloc", 1, &it, vp);
  else
    cm_llvm_lookup_or_create_fn(rw, module, "free", 1, &vp, NULL);
  CmValue *no = cm_llvm_constant(rw, loc, i1, cm_bool_attr(ctx, false));
  unsigned k = 0;
  for (unsigned i = 0; i < n; i++) {
    if (types[i]->kind != CM_TYPE_UNRANKED_MEMREF)
      continue;
    CmValue *size = sizes.data[k++];
    CmValue *mem =
        to_heap ? cm_op_result(cm_llvm_call(rw, loc, "malloc", vp, 1, &size), 0)
                : cm_llvm_alloca(rw, loc, vp, size, 0);
    CmValue *src = cm_desc_get(rw, loc, vals[i], 1);
    CmValue *cp[4] = {mem, src, size, no};
    cm_llvm_op(rw, "llvm.intr.memcpy", loc, NULL, 4, cp, NULL);
    if (!to_heap)
      cm_llvm_call(rw, loc, "free", NULL, 1, &src);
    CmValue *d = cm_llvm_undef(rw, loc, vals[i]->type);
    d = cm_desc_set(rw, loc, d, 0, cm_desc_get(rw, loc, vals[i], 0));
    vals[i] = cm_desc_set(rw, loc, d, 1, mem);
  }
  CM_VEC_FREE(sizes);
}

static CmResult lower_return(const CmPattern *pat, CmOp *op,
                             CmValue *const *operands, CmRewriter *rw) {
  const CmLLVMTypeConverter *tc = TC(pat);
  bool bare = cm_llvm_tc_options(tc)->use_bare_ptr;
  unsigned n = cm_op_num_operands(op);
  CmLoc *loc = cm_op_loc(op);
  CmValueVec vals = {0};
  CmTypeVec types = {0};
  for (unsigned i = 0; i < n; i++) {
    CmValue *v = operands[i];
    CmType *ot = cm_op_operand(op, i)->type;
    if (bare && ot->kind == CM_TYPE_MEMREF) {
      if (!cm_llvm_memref_is_bare_convertible(ot))
        goto fail;
      v = cm_desc_get(rw, loc, v, CM_DESC_ALIGNED);
    }
    if (bare && ot->kind == CM_TYPE_UNRANKED_MEMREF)
      goto fail;
    CM_VEC_PUSH(vals, v);
    CM_VEC_PUSH(types, ot);
  }
  if (!bare)
    copy_unranked(tc, rw, loc, op, n, types.data, vals.data, true);
  CmValue *r = NULL;
  if (n) {
    CmType *st = cm_llvm_pack_result_types(tc, n, types.data, bare);
    if (!st)
      goto fail;
    r = pack_results(rw, loc, st, n, vals.data);
  }
  CmOp *ret = cm_op_create_v(rw->ctx, "llvm.return", loc, 0, NULL, r ? 1 : 0,
                             r ? &r : NULL, NULL, 0, NULL, 0);
  cm_rewriter_replace_op_with_op(rw, op, ret);
  CM_VEC_FREE(vals);
  CM_VEC_FREE(types);
  return CM_SUCCESS;
fail:
  CM_VEC_FREE(vals);
  CM_VEC_FREE(types);
  return CM_FAILURE;
}

/* Call operands: memrefs unpacked into their parts (or their aligned
 * pointer under the bare-pointer convention). */
static CmResult promote_operands(const CmLLVMTypeConverter *tc, CmRewriter *rw,
                                 CmLoc *loc, CmOp *op, unsigned first,
                                 CmValue *const *operands, CmValueVec *out) {
  bool bare = cm_llvm_tc_options(tc)->use_bare_ptr;
  unsigned n = cm_op_num_operands(op);
  for (unsigned i = first; i < n; i++) {
    CmType *t = cm_op_operand(op, i)->type;
    CmValue *v = operands[i];
    if (t->kind == CM_TYPE_MEMREF) {
      if (bare)
        CM_VEC_PUSH(*out, cm_desc_get(rw, loc, v, CM_DESC_ALIGNED));
      else
        cm_desc_unpack(rw, loc, v, t->shaped.rank, out);
      continue;
    }
    if (t->kind == CM_TYPE_UNRANKED_MEMREF) {
      if (bare)
        return CM_FAILURE;
      CM_VEC_PUSH(*out, cm_desc_get(rw, loc, v, 0));
      CM_VEC_PUSH(*out, cm_desc_get(rw, loc, v, 1));
      continue;
    }
    CM_VEC_PUSH(*out, v);
  }
  return CM_SUCCESS;
}

static CmResult lower_call(const CmPattern *pat, CmOp *op,
                           CmValue *const *operands, CmRewriter *rw) {
  const CmLLVMTypeConverter *tc = TC(pat);
  bool bare = cm_llvm_tc_options(tc)->use_bare_ptr;
  bool indirect = cm_op_name_is(op, "std.call_indirect");
  unsigned nr = cm_op_num_results(op);
  CmLoc *loc = cm_op_loc(op);
  CmTypeVec rtypes = {0};
  for (unsigned i = 0; i < nr; i++) {
    CmType *t = cm_op_result(op, i)->type;
    CM_VEC_PUSH(rtypes, t);
  }
  CmType *packed = nr ? cm_llvm_pack_result_types(tc, nr, rtypes.data, bare)
                      : NULL;
  if (nr && !packed) {
    CM_VEC_FREE(rtypes);
    return CM_FAILURE;
  }
  CmValueVec args = {0};
  if (indirect)
    CM_VEC_PUSH(args, operands[0]);
  if (cm_failed(promote_operands(tc, rw, loc, op, indirect ? 1 : 0, operands,
                                 &args))) {
    CM_VEC_FREE(args);
    CM_VEC_FREE(rtypes);
    return CM_FAILURE;
  }
  /* every attribute of the call carries over (callee and discardable
   * ones), as MLIR 13's CallOpInterfaceLowering */
  CmOp *call = cm_llvm_op(rw, "llvm.call", loc, packed, (unsigned)args.len,
                          args.data, cm_op_attrs(op));
  CM_VEC_FREE(args);
  CmValueVec res = {0};
  if (nr == 1) {
    CM_VEC_PUSH(res, cm_op_result(call, 0));
  } else {
    for (unsigned i = 0; i < nr; i++) {
      int64_t p = i;
      CM_VEC_PUSH(res, cm_llvm_extractvalue(rw, loc,
                                            cm_llvm_struct_elem(packed, i),
                                            cm_op_result(call, 0), 1, &p));
    }
  }
  if (bare) {
    for (unsigned i = 0; i < nr; i++) {
      CmType *t = cm_op_result(op, i)->type;
      if (t->kind == CM_TYPE_MEMREF)
        res.data[i] = cm_desc_from_static(rw, tc, loc, t, res.data[i]);
    }
  } else {
    copy_unranked(tc, rw, loc, op, nr, rtypes.data, res.data, false);
  }
  CM_VEC_FREE(rtypes);
  cm_rewriter_replace_op(rw, op, nr, res.data);
  CM_VEC_FREE(res);
  return CM_SUCCESS;
}

/* -------------------------------------------------------------- atomics */

static CmAttr *i64_attr(CmContext *ctx, int64_t v) {
  return cm_integer_attr(cm_integer_type(ctx, 64, CM_SIGNLESS), v);
}

static CmResult lower_atomic_rmw(const CmPattern *pat, CmOp *op,
                                 CmValue *const *operands, CmRewriter *rw) {
  const CmLLVMTypeConverter *tc = TC(pat);
  CmContext *ctx = rw->ctx;
  CmType *mr = cm_op_operand(op, 1)->type;
  CmAttr *kind = cm_op_get_attr(op, "kind");
  if (mr->kind != CM_TYPE_MEMREF || mr->shaped.layout || !kind ||
      kind->kind != CM_ATTR_INTEGER)
    return CM_FAILURE;
  /* std AtomicRMWKind -> LLVM AtomicBinOp (upstream matchSimpleAtomicOp) */
  int64_t bin;
  switch (kind->integer.value) {
  case 0: bin = 11; break; /* addf -> fadd */
  case 1: bin = 1; break;  /* addi -> add */
  case 2: bin = 0; break;  /* assign -> xchg */
  case 4: bin = 7; break;  /* maxs -> max */
  case 5: bin = 9; break;  /* maxu -> umax */
  case 7: bin = 8; break;  /* mins -> min */
  case 8: bin = 10; break; /* minu -> umin */
  default:
    return cm_rewriter_match_failure(rw, op, "no simple atomic op");
  }
  CmLoc *loc = cm_op_loc(op);
  CmValue *p = cm_desc_strided_elem_ptr(rw, tc, loc, mr, operands[1],
                                        cm_op_num_operands(op) - 2,
                                        operands + 2);
  if (!p)
    return CM_FAILURE;
  CmNamedAttr e[2] = {{cm_ident_c(ctx, "bin_op"), i64_attr(ctx, bin)},
                      {cm_ident_c(ctx, "ordering"), i64_attr(ctx, 6)}};
  CmValue *ops[2] = {p, operands[0]};
  CmValue *r = cm_llvm_val(rw, "llvm.atomicrmw", loc, operands[0]->type, 2,
                           ops, cm_dict_attr(ctx, 2, e));
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

static CmResult lower_generic_atomic_rmw(const CmPattern *pat, CmOp *op,
                                         CmValue *const *operands,
                                         CmRewriter *rw) {
  const CmLLVMTypeConverter *tc = TC(pat);
  CmContext *ctx = rw->ctx;
  CmType *mr = cm_op_operand(op, 0)->type;
  CmType *vt = conv(pat, cm_op_result(op, 0)->type);
  CmRegion *body = cm_op_region(op, 0);
  if (mr->kind != CM_TYPE_MEMREF || !vt || !body->first ||
      body->first != body->last)
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmBlock *init = cm_op_block(op);
  /* init | loop(%cur) | end (the ops after `op`) */
  CmBlock *end = cm_op_next(op) ? cm_rewriter_split_block(rw, init,
                                                          cm_op_next(op))
                                : NULL;
  if (!end)
    return CM_FAILURE;
  CmBlock *loop = cm_rewriter_create_block(rw, init->parent, end, 1, &vt,
                                           &loc);
  cm_rewriter_set_to_end(rw, init);
  CmValue *p = cm_desc_strided_elem_ptr(rw, tc, loc, mr, operands[0],
                                        cm_op_num_operands(op) - 1,
                                        operands + 1);
  if (!p)
    return CM_FAILURE;
  CmValue *ld = cm_llvm_load(rw, loc, p);
  CmOp *br = cm_op_create_v(ctx, "llvm.br", loc, 0, NULL, 1, &ld, NULL, 1,
                            &loop, 0);
  cm_rewriter_insert(rw, br);
  /* the body, cloned with the current value mapped to the loop argument */
  cm_rewriter_set_to_start(rw, loop);
  CmPtrMap map = {0};
  CmBlock *eb = body->first;
  cm_ptrmap_put(&map, eb->args[0], (uint64_t)(uintptr_t)loop->args[0]);
  CmValue *result = NULL;
  for (CmOp *o = eb->first; o; o = cm_op_next(o)) {
    if (o == eb->last) {
      CmValue *y = cm_op_operand(o, 0);
      uint64_t *m = cm_ptrmap_get(&map, y);
      result = m ? (CmValue *)(uintptr_t)*m : y;
      break;
    }
    CmOp *c = cm_op_clone(o);
    for (unsigned i = 0; i < cm_op_num_operands(c); i++) {
      uint64_t *m = cm_ptrmap_get(&map, cm_op_operand(c, i));
      if (m)
        cm_op_set_operand(c, i, (CmValue *)(uintptr_t)*m);
    }
    cm_rewriter_insert(rw, c);
    for (unsigned i = 0; i < cm_op_num_results(o); i++)
      cm_ptrmap_put(&map, cm_op_result(o, i),
                    (uint64_t)(uintptr_t)cm_op_result(c, i));
  }
  cm_ptrmap_free(&map);
  if (!result)
    return CM_FAILURE;
  CmType *i1 = cm_integer_type(ctx, 1, CM_SIGNLESS);
  CmType *pair_f[2] = {vt, i1};
  CmType *pair = cm_llvm_struct_type(ctx, 2, pair_f, false);
  CmNamedAttr e[2] = {{cm_ident_c(ctx, "failure_ordering"), i64_attr(ctx, 2)},
                      {cm_ident_c(ctx, "success_ordering"), i64_attr(ctx, 6)}};
  CmValue *xops[3] = {p, loop->args[0], result};
  CmValue *cx = cm_llvm_val(rw, "llvm.cmpxchg", loc, pair, 3, xops,
                            cm_dict_attr(ctx, 2, e));
  int64_t p0 = 0, p1 = 1;
  CmValue *nl = cm_llvm_extractvalue(rw, loc, vt, cx, 1, &p0);
  CmValue *ok = cm_llvm_extractvalue(rw, loc, i1, cx, 1, &p1);
  cm_llvm_cond_br(rw, loc, ok, end, 0, NULL, loop, 1, &nl);
  cm_rewriter_replace_op(rw, op, 1, &nl);
  return CM_SUCCESS;
}

/* --------------------------------------------------------------- set up */

void cm_populate_std_to_llvm_patterns(const CmLLVMTypeConverter *tc,
                                      CmPatternSet *set) {
  size_t n = sizeof one_to_one_table / sizeof one_to_one_table[0];
  for (size_t i = 0; i < n; i++)
    cm_llvm_pattern_add(set, tc, one_to_one_table[i][0], one_to_one,
                        one_to_one_table[i][1]);
  cm_llvm_pattern_add(set, tc, "std.cmpi", lower_cmp, NULL);
  cm_llvm_pattern_add(set, tc, "std.cmpf", lower_cmp, NULL);
  cm_llvm_pattern_add(set, tc, "std.index_cast", lower_index_cast, NULL);
  cm_llvm_pattern_add(set, tc, "std.constant", lower_constant, NULL);
  cm_llvm_pattern_add(set, tc, "std.splat", lower_splat, NULL);
  cm_llvm_pattern_add(set, tc, "std.br", lower_branch, "llvm.br");
  cm_llvm_pattern_add(set, tc, "std.cond_br", lower_branch, "llvm.cond_br");
  cm_llvm_pattern_add(set, tc, "std.switch", lower_branch, "llvm.switch");
  cm_llvm_pattern_add(set, tc, "std.assert", lower_assert, NULL);
  cm_llvm_pattern_add(set, tc, "std.rank", lower_rank, NULL);
  cm_llvm_pattern_add(set, tc, "std.return", lower_return, NULL);
  cm_llvm_pattern_add(set, tc, "std.call", lower_call, NULL);
  cm_llvm_pattern_add(set, tc, "std.call_indirect", lower_call, NULL);
  cm_llvm_pattern_add(set, tc, "func", lower_func, NULL);
  cm_llvm_pattern_add(set, tc, "unrealized_conversion_cast", lower_cast, NULL);
  cm_llvm_pattern_add(set, tc, "std.atomic_rmw", lower_atomic_rmw, NULL);
  cm_llvm_pattern_add(set, tc, "std.generic_atomic_rmw",
                      lower_generic_atomic_rmw, NULL);
}
