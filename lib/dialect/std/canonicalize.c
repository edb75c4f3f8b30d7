/* canonicalize.c - canonicalization patterns of std ops (upstream 13's
 * getCanonicalizationPatterns), registered through
 * CmOpDef.get_canonicalization_patterns:
 *   std.br:      merge a successor that has this block as single
 *                predecessor; skip a successor that only branches on;
 *   std.cond_br: constant condition; pass-through successors; identical
 *                successors (selects for differing operands); a branch
 *                on the condition its single predecessor branched on;
 *                the condition's known value in single-predecessor
 *                successors;
 *   std.addi / std.subi: reassociation of integer constants;
 *   std.assert: a constant true assertion goes;
 *   std.call_indirect: a call of a `constant @f` becomes `call @f`;
 *   std.switch: only a default; cases like the default; constant flag;
 *                pass-through successors; a switch on the flag its single
 *                predecessor switched on;
 *   std.select: select %c, false, true is xor %c, true. */
#include "std_internal.h"

#include "cmlir/rewrite.h"

#include <string.h>

typedef CM_VEC(CmValue *) ValueVec;

/* ------------------------------------------------------------- helpers */

static CmAttr *segments(CmContext *ctx, int32_t a, int32_t b, int32_t c) {
  int32_t v[3] = {a, b, c};
  int64_t shape = 3;
  CmType *t = cm_vector_type(1, &shape, cm_integer_type(ctx, 32, CM_SIGNLESS));
  uint8_t bytes[12];
  bool splat = a == b && b == c;
  for (unsigned i = 0; i < 3; i++)
    for (unsigned k = 0; k < 4; k++)
      bytes[4 * i + k] = (uint8_t)((uint32_t)v[i] >> (8 * k));
  return cm_dense_elements_attr(t, splat, splat ? 4 : 12, bytes);
}

static CmOp *make_br(CmContext *ctx, CmLoc *loc, CmBlock *dest, unsigned n,
                     CmValue *const *ops) {
  return cm_op_create_v(ctx, "std.br", loc, 0, NULL, n, ops, NULL, 1, &dest,
                        0);
}

static CmOp *make_cond_br(CmContext *ctx, CmLoc *loc, CmValue *cond,
                          CmBlock *t, unsigned nt, CmValue *const *tops,
                          CmBlock *f, unsigned nf, CmValue *const *fops) {
  ValueVec ops = {0};
  CM_VEC_PUSH(ops, cond);
  for (unsigned i = 0; i < nt; i++)
    CM_VEC_PUSH(ops, tops[i]);
  for (unsigned i = 0; i < nf; i++)
    CM_VEC_PUSH(ops, fops[i]);
  CmNamedAttr na = {cm_ident_c(ctx, "operand_segment_sizes"),
                    segments(ctx, 1, (int32_t)nt, (int32_t)nf)};
  CmBlock *succ[2] = {t, f};
  CmOp *op = cm_op_create_v(ctx, "std.cond_br", loc, 0, NULL,
                            (unsigned)ops.len, ops.data,
                            cm_dict_attr(ctx, 1, &na), 2, succ, 0);
  CM_VEC_FREE(ops);
  return op;
}

/* The operands forwarded to successor `i` of a branch op. */
static void succ_operands(CmOp *op, unsigned i, unsigned *start,
                          unsigned *count) {
  const CmBranchInterface *bi = cm_op_interface(op, CM_IFACE_BRANCH);
  *start = *count = 0;
  if (bi && bi->successor_operands)
    bi->successor_operands(op, i, start, count);
}

static CmBlock *single_predecessor(CmBlock *b) {
  CmBlockOperand *u = b->first_use;
  if (!u)
    return NULL;
  CmBlock *p = cm_op_block(u->owner);
  for (u = u->next_use; u; u = u->next_use)
    if (cm_op_block(u->owner) != p)
      return NULL;
  return p;
}

static bool has_one_predecessor_edge(CmBlock *b) {
  return b->first_use && !b->first_use->next_use;
}
/* Upstream getSinglePredecessor: the block of the one predecessor edge. */
static CmBlock *single_pred_edge(CmBlock *b) {
  return has_one_predecessor_edge(b) ? cm_op_block(b->first_use->owner)
                                     : NULL;
}

/* Upstream's collapseBranch: when `*dest` holds only an unconditional
 * branch whose arguments are used by that branch only, retarget to its
 * destination; `ops` (the operands to *dest) are remapped in place. */
static bool collapse_branch(CmBlock **dest, ValueVec *ops) {
  CmBlock *s = *dest;
  CmOp *br = s->first;
  if (!br || br != s->last || !cm_op_name_is(br, "std.br"))
    return false;
  for (uint32_t i = 0; i < s->num_args; i++)
    for (CmOpOperand *u = cm_value_first_use(s->args[i]); u;
         u = cm_operand_next_use(u))
      if (cm_operand_owner(u) != br)
        return false;
  CmBlock *nd = cm_op_successor(br, 0);
  if (nd == s)
    return false;
  ValueVec n = {0};
  for (unsigned i = 0; i < cm_op_num_operands(br); i++) {
    CmValue *v = cm_op_operand(br, i);
    if (!cm_value_is_result(v) && cm_value_parent_block(v) == s)
      v = ops->data[v->index];
    CM_VEC_PUSH(n, v);
  }
  CM_VEC_FREE(*ops);
  *ops = n;
  *dest = nd;
  return true;
}

static void collect_operands(CmOp *op, unsigned start, unsigned count,
                             ValueVec *out) {
  for (unsigned i = 0; i < count; i++)
    CM_VEC_PUSH(*out, cm_op_operand(op, start + i));
}

/* --------------------------------------------------------------- std.br */

static CmResult br_single_pred(const CmPattern *p, CmOp *op, CmRewriter *rw) {
  (void)p;
  CmBlock *succ = cm_op_successor(op, 0), *parent = cm_op_block(op);
  if (succ == parent || !has_one_predecessor_edge(succ))
    return CM_FAILURE;
  ValueVec ops = {0};
  collect_operands(op, 0, cm_op_num_operands(op), &ops);
  cm_rewriter_merge_blocks(rw, succ, parent, (unsigned)ops.len, ops.data);
  cm_rewriter_erase_op(rw, op);
  CM_VEC_FREE(ops);
  return CM_SUCCESS;
}

static CmResult br_pass_through(const CmPattern *p, CmOp *op, CmRewriter *rw) {
  (void)p;
  CmBlock *dest = cm_op_successor(op, 0);
  if (dest == cm_op_block(op))
    return CM_FAILURE;
  ValueVec ops = {0};
  collect_operands(op, 0, cm_op_num_operands(op), &ops);
  CmResult r = CM_FAILURE;
  if (collapse_branch(&dest, &ops)) {
    cm_rewriter_replace_op_with_op(
        rw, op,
        make_br(rw->ctx, cm_op_loc(op), dest, (unsigned)ops.len, ops.data));
    r = CM_SUCCESS;
  }
  CM_VEC_FREE(ops);
  return r;
}

static const CmPatternEntry br_pats[] = {
    {br_single_pred, "SimplifyBrToBlockWithSinglePred"},
    {br_pass_through, "SimplifyPassThroughBr"},
};
CM_CANONICALIZATION_HOOK(cm_std_br_canonicalization_patterns, "std.br",
                         br_pats)

/* ---------------------------------------------------------- std.cond_br */

typedef struct CondBr {
  CmValue *cond;
  CmBlock *t, *f;
  ValueVec tops, fops;
} CondBr;

static void cond_br_read(CmOp *op, CondBr *c) {
  memset(c, 0, sizeof(*c));
  c->cond = cm_op_operand(op, 0);
  c->t = cm_op_successor(op, 0);
  c->f = cm_op_successor(op, 1);
  unsigned s, n;
  succ_operands(op, 0, &s, &n);
  collect_operands(op, s, n, &c->tops);
  succ_operands(op, 1, &s, &n);
  collect_operands(op, s, n, &c->fops);
}
static void cond_br_free(CondBr *c) {
  CM_VEC_FREE(c->tops);
  CM_VEC_FREE(c->fops);
}

static CmResult replace_with_br(CmRewriter *rw, CmOp *op, CmBlock *dest,
                                ValueVec *ops) {
  cm_rewriter_replace_op_with_op(
      rw, op,
      make_br(rw->ctx, cm_op_loc(op), dest, (unsigned)ops->len, ops->data));
  return CM_SUCCESS;
}

static CmResult cond_br_const(const CmPattern *p, CmOp *op, CmRewriter *rw) {
  (void)p;
  CmAttr *a = cm_value_constant(cm_op_operand(op, 0));
  if (!a || a->kind != CM_ATTR_INTEGER)
    return CM_FAILURE;
  CondBr c;
  cond_br_read(op, &c);
  bool nonzero = false;
  for (unsigned i = 0; i < a->integer.num_words; i++)
    if (a->integer.words[i])
      nonzero = true;
  if (!a->integer.num_words)
    nonzero = a->integer.value != 0;
  CmResult r = nonzero ? replace_with_br(rw, op, c.t, &c.tops)
                       : replace_with_br(rw, op, c.f, &c.fops);
  cond_br_free(&c);
  return r;
}

static CmResult cond_br_pass_through(const CmPattern *p, CmOp *op,
                                     CmRewriter *rw) {
  (void)p;
  CondBr c;
  cond_br_read(op, &c);
  bool ct = collapse_branch(&c.t, &c.tops);
  bool cf = collapse_branch(&c.f, &c.fops);
  CmResult r = CM_FAILURE;
  if (ct || cf) {
    cm_rewriter_replace_op_with_op(
        rw, op,
        make_cond_br(rw->ctx, cm_op_loc(op), c.cond, c.t,
                     (unsigned)c.tops.len, c.tops.data, c.f,
                     (unsigned)c.fops.len, c.fops.data));
    r = CM_SUCCESS;
  }
  cond_br_free(&c);
  return r;
}

static CmResult cond_br_identical(const CmPattern *p, CmOp *op,
                                  CmRewriter *rw) {
  (void)p;
  CondBr c;
  cond_br_read(op, &c);
  CmResult r = CM_FAILURE;
  if (c.t != c.f || c.tops.len != c.fops.len)
    goto done;
  bool same = true;
  for (size_t i = 0; i < c.tops.len; i++)
    if (c.tops.data[i] != c.fops.data[i])
      same = false;
  if (same) {
    r = replace_with_br(rw, op, c.t, &c.tops);
    goto done;
  }
  if (single_predecessor(c.t) != cm_op_block(op))
    goto done;
  ValueVec merged = {0};
  for (size_t i = 0; i < c.tops.len; i++) {
    CmValue *a = c.tops.data[i], *b = c.fops.data[i];
    if (a == b) {
      CM_VEC_PUSH(merged, a);
      continue;
    }
    CmValue *ops[3] = {c.cond, a, b};
    CmOp *sel = cm_rewriter_create_v(rw, "std.select", cm_op_loc(op), 1,
                                     &a->type, 3, ops, NULL);
    CM_VEC_PUSH(merged, cm_op_result(sel, 0));
  }
  r = replace_with_br(rw, op, c.t, &merged);
  CM_VEC_FREE(merged);
done:
  cond_br_free(&c);
  return r;
}

static CmResult cond_br_same_cond(const CmPattern *p, CmOp *op,
                                  CmRewriter *rw) {
  (void)p;
  CmBlock *cur = cm_op_block(op);
  CmBlock *pred = single_pred_edge(cur);
  if (!pred)
    return CM_FAILURE;
  CmOp *pb = cm_block_terminator(pred);
  if (!pb || !cm_op_name_is(pb, "std.cond_br") ||
      cm_op_operand(pb, 0) != cm_op_operand(op, 0))
    return CM_FAILURE;
  CondBr c;
  cond_br_read(op, &c);
  CmResult r = cur == cm_op_successor(pb, 0)
                   ? replace_with_br(rw, op, c.t, &c.tops)
                   : replace_with_br(rw, op, c.f, &c.fops);
  cond_br_free(&c);
  return r;
}

/* Uses of the condition in a successor reached only from here see its
 * value: true in the true successor, false in the false one. */
static CmResult cond_br_truth(const CmPattern *p, CmOp *op, CmRewriter *rw) {
  (void)p;
  CmValue *cond = cm_op_operand(op, 0);
  bool replaced = false;
  for (unsigned side = 0; side < 2; side++) {
    CmBlock *dest = cm_op_successor(op, side);
    if (!single_pred_edge(dest))
      continue;
    CmValue *k = NULL;
    CmOpOperand *u = cm_value_first_use(cond);
    while (u) {
      CmOpOperand *next = cm_operand_next_use(u);
      CmOp *user = cm_operand_owner(u);
      if (cm_op_block(user) == dest) {
        if (!k) {
          CmOp *kop = cm_rewriter_create_v(
              rw, "std.constant", cm_op_loc(op), 1, &cond->type, 0, NULL,
              cm_dict_attr(rw->ctx, 1,
                           &(CmNamedAttr){cm_ident_c(rw->ctx, "value"),
                                          cm_bool_attr(rw->ctx, side == 0)}));
          k = cm_op_result(kop, 0);
        }
        unsigned idx = (unsigned)(u - cm_op_operand_array(user));
        cm_rewriter_start_update(rw, user);
        cm_op_set_operand(user, idx, k);
        cm_rewriter_finalize_update(rw, user);
        replaced = true;
        /* the use list changed: start over */
        next = cm_value_first_use(cond);
      }
      u = next;
    }
  }
  return replaced ? CM_SUCCESS : CM_FAILURE;
}

static const CmPatternEntry cond_br_pats[] = {
    {cond_br_const, "SimplifyConstCondBranchPred"},
    {cond_br_pass_through, "SimplifyPassThroughCondBranch"},
    {cond_br_identical, "SimplifyCondBranchIdenticalSuccessors"},
    {cond_br_same_cond, "SimplifyCondBranchFromCondBranchOnSameCondition"},
    {cond_br_truth, "CondBranchTruthPropagation"},
};
CM_CANONICALIZATION_HOOK(cm_std_cond_br_canonicalization_patterns,
                         "std.cond_br", cond_br_pats)

/* ------------------------------------------------- std.addi / std.subi */

/* The integer constant defining `v` (scalar integer or index, up to 64
 * bits), as upstream's DRR patterns match `(ConstantOp APIntAttr:$c)`. */
static bool int_const(CmValue *v, int64_t *out, CmOp **def) {
  CmAttr *a = cm_value_constant(v);
  if (!a || a->kind != CM_ATTR_INTEGER || !a->type)
    return false;
  if (!cm_type_is_index(a->type) &&
      !(a->type->kind == CM_TYPE_INTEGER && a->type->integer.width <= 64))
    return false;
  *out = a->integer.value;
  *def = cm_value_defining_op(v);
  return true;
}

/* `v` wrapped to the width of `t` (two's complement, sign-extended). */
static CmAttr *int_attr_wrapped(CmType *t, int64_t v) {
  unsigned w = cm_type_is_index(t) ? 64 : t->integer.width;
  uint64_t u = (uint64_t)v;
  if (w < 64) {
    u &= (UINT64_C(1) << w) - 1;
    if (w && (u >> (w - 1)) & 1)
      u |= ~((UINT64_C(1) << w) - 1);
  }
  return cm_integer_attr(t, (int64_t)u);
}

typedef enum { K_ADD, K_SUB } ArithKind;

/* One of upstream 13's constant reassociation patterns:
 *   root(inner(x, c0) or inner(c0, x), c1) or root(c1, inner(...)). */
typedef struct ReassocPat {
  const char *label;
  ArithKind root, inner;
  bool root_const_lhs;  /* root is (c1, inner) instead of (inner, c1) */
  bool inner_const_lhs; /* inner is (c0, x) instead of (x, c0) */
  ArithKind result;     /* the new op */
  bool result_const_lhs; /* result is (c, x) instead of (x, c) */
  int sign0, sign1;     /* c = sign0 * c0 + sign1 * c1 */
} ReassocPat;

static const ReassocPat reassoc[] = {
    {"AddIAddConstant", K_ADD, K_ADD, false, false, K_ADD, false, 1, 1},
    {"AddISubConstantRHS", K_ADD, K_SUB, false, false, K_ADD, false, -1, 1},
    {"AddISubConstantLHS", K_ADD, K_SUB, false, true, K_SUB, true, 1, 1},
    {"SubIRHSAddConstant", K_SUB, K_ADD, false, false, K_ADD, false, 1, -1},
    {"SubILHSAddConstant", K_SUB, K_ADD, true, false, K_SUB, true, -1, 1},
    {"SubIRHSSubConstantRHS", K_SUB, K_SUB, false, false, K_SUB, false, 1, 1},
    {"SubIRHSSubConstantLHS", K_SUB, K_SUB, false, true, K_SUB, true, 1, -1},
    {"SubILHSSubConstantRHS", K_SUB, K_SUB, true, false, K_SUB, true, 1, 1},
    {"SubILHSSubConstantLHS", K_SUB, K_SUB, true, true, K_ADD, false, -1, 1},
};

static const char *kind_name(ArithKind k) {
  return k == K_ADD ? "std.addi" : "std.subi";
}

static CmResult reassoc_rewrite(const CmPattern *p, CmOp *op, CmRewriter *rw) {
  const ReassocPat *rp = p->user;
  if (cm_op_num_operands(op) != 2 || cm_op_num_results(op) != 1)
    return CM_FAILURE;
  CmValue *inner_v = cm_op_operand(op, rp->root_const_lhs ? 1 : 0);
  CmValue *c1_v = cm_op_operand(op, rp->root_const_lhs ? 0 : 1);
  CmOp *inner = cm_value_defining_op(inner_v);
  if (!inner || !cm_op_name_is(inner, kind_name(rp->inner)) ||
      cm_op_num_operands(inner) != 2)
    return CM_FAILURE;
  CmValue *x = cm_op_operand(inner, rp->inner_const_lhs ? 1 : 0);
  CmValue *c0_v = cm_op_operand(inner, rp->inner_const_lhs ? 0 : 1);
  int64_t c0, c1;
  CmOp *k0, *k1;
  if (!int_const(c0_v, &c0, &k0) || !int_const(c1_v, &c1, &k1))
    return CM_FAILURE;
  CmType *t = c1_v->type;
  if (c0_v->type != t)
    return CM_FAILURE;
  uint64_t v;
  if (rp->sign0 < 0)
    v = (uint64_t)c1 - (uint64_t)c0;
  else if (rp->sign1 < 0)
    v = (uint64_t)c0 - (uint64_t)c1;
  else
    v = (uint64_t)c0 + (uint64_t)c1;
  /* Locations: the fused locations of the matched ops. */
  CmLoc *locs[4] = {cm_op_loc(op), cm_op_loc(inner), cm_op_loc(k0),
                    cm_op_loc(k1)};
  CmLoc *loc = cm_loc_fused(rw->ctx, 4, locs, NULL);
  CmNamedAttr na = {cm_ident_c(rw->ctx, "value"),
                    int_attr_wrapped(t, (int64_t)v)};
  CmOp *k = cm_rewriter_create_v(rw, "std.constant", loc, 1, &t, 0, NULL,
                                 cm_dict_attr(rw->ctx, 1, &na));
  CmValue *kv = cm_op_result(k, 0);
  CmValue *ops[2] = {rp->result_const_lhs ? kv : x,
                     rp->result_const_lhs ? x : kv};
  CmType *rt = cm_op_result(op, 0)->type;
  CmOp *n = cm_op_create_v(rw->ctx, kind_name(rp->result), loc, 1, &rt, 2, ops,
                           NULL, 0, NULL, 0);
  cm_rewriter_replace_op_with_op(rw, op, n);
  return CM_SUCCESS;
}

static void add_reassoc(CmPatternSet *set, ArithKind root) {
  for (unsigned i = 0; i < sizeof reassoc / sizeof reassoc[0]; i++) {
    if (reassoc[i].root != root)
      continue;
    CmPattern p;
    memset(&p, 0, sizeof p);
    p.root = kind_name(root);
    p.benefit = 4; /* DRR: the number of matched ops */
    p.match_and_rewrite = reassoc_rewrite;
    p.user = (void *)(uintptr_t)&reassoc[i];
    p.label = reassoc[i].label;
    cm_pattern_set_add(set, &p);
  }
}

void cm_std_addi_canonicalization_patterns(CmPatternSet *set, CmContext *ctx) {
  (void)ctx;
  add_reassoc(set, K_ADD);
}
void cm_std_subi_canonicalization_patterns(CmPatternSet *set, CmContext *ctx) {
  (void)ctx;
  add_reassoc(set, K_SUB);
}

/* ------------------------------------------ std.assert, std.call_indirect */

/* An assertion of a constant true condition is erased. */
static CmResult erase_true_assert(const CmPattern *p, CmOp *op,
                                  CmRewriter *rw) {
  (void)p;
  CmAttr *a = cm_value_constant(cm_op_operand(op, 0));
  if (!a || a->kind != CM_ATTR_INTEGER || a->integer.value == 0)
    return CM_FAILURE;
  cm_rewriter_erase_op(rw, op);
  return CM_SUCCESS;
}

static const CmPatternEntry assert_pats[] = {
    {erase_true_assert, "EraseRedundantAssertions"},
};
CM_CANONICALIZATION_HOOK(cm_std_assert_canonicalization_patterns,
                         "std.assert", assert_pats)

/* call_indirect of a `constant @f` is a direct call of @f. */
static CmResult indirect_to_direct(const CmPattern *p, CmOp *op,
                                   CmRewriter *rw) {
  (void)p;
  if (!cm_op_num_operands(op))
    return CM_FAILURE;
  CmOp *def = cm_value_defining_op(cm_op_operand(op, 0));
  if (!def || !cm_op_name_is(def, "std.constant"))
    return CM_FAILURE;
  CmAttr *callee = cm_op_get_attr(def, "value");
  if (!callee || callee->kind != CM_ATTR_SYMBOL_REF ||
      callee->symref.num_nested)
    return CM_FAILURE;
  unsigned nr = cm_op_num_results(op), na = cm_op_num_operands(op) - 1;
  CM_VEC(CmType *) types = {0};
  CM_VEC(CmValue *) args = {0};
  for (unsigned i = 0; i < nr; i++)
    CM_VEC_PUSH(types, cm_op_result(op, i)->type);
  for (unsigned i = 0; i < na; i++)
    CM_VEC_PUSH(args, cm_op_operand(op, i + 1));
  CmNamedAttr na_attr = {cm_ident_c(rw->ctx, "callee"),
                         cm_symbol_ref_attr(rw->ctx,
                                            cm_ident_str(callee->symref.root),
                                            0, NULL)};
  CmOp *call = cm_op_create_v(rw->ctx, "std.call", cm_op_loc(op), nr,
                              types.data, na, args.data,
                              cm_dict_attr(rw->ctx, 1, &na_attr), 0, NULL, 0);
  CM_VEC_FREE(types);
  CM_VEC_FREE(args);
  cm_rewriter_replace_op_with_op(rw, op, call);
  return CM_SUCCESS;
}

static const CmPatternEntry call_indirect_pats[] = {
    {indirect_to_direct, "SimplifyIndirectCallWithKnownCallee"},
};
CM_CANONICALIZATION_HOOK(cm_std_call_indirect_canonicalization_patterns,
                         "std.call_indirect", call_indirect_pats)

/* ------------------------------------------------------------ std.switch */

typedef struct Switch {
  CmValue *flag;
  CmBlock *def;
  ValueVec def_ops;
  size_t n;          /* cases */
  int64_t *values;   /* n */
  CmBlock **dests;   /* n */
  ValueVec *ops;     /* n */
} Switch;

static unsigned flag_width(const CmValue *flag) {
  return flag->type->kind == CM_TYPE_INTEGER ? flag->type->integer.width : 64;
}

/* Case values compare in the flag's width. */
static bool same_case_value(unsigned w, int64_t a, int64_t b) {
  uint64_t m = w >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << w) - 1;
  return ((uint64_t)a & m) == ((uint64_t)b & m);
}

static void switch_read(CmOp *op, Switch *s) {
  memset(s, 0, sizeof(*s));
  s->flag = cm_op_operand(op, 0);
  s->def = cm_op_successor(op, 0);
  unsigned st, cnt;
  succ_operands(op, 0, &st, &cnt);
  collect_operands(op, st, cnt, &s->def_ops);
  s->n = cm_op_num_successors(op) - 1;
  s->values = cm_xcalloc(s->n + 1, sizeof(int64_t));
  s->dests = cm_xcalloc(s->n + 1, sizeof(CmBlock *));
  s->ops = cm_xcalloc(s->n + 1, sizeof(ValueVec));
  CmAttr *cv = cm_op_get_attr(op, "case_values");
  for (size_t i = 0; i < s->n; i++) {
    s->values[i] = cv ? cm_dense_get_int(cv, i) : 0;
    s->dests[i] = cm_op_successor(op, (unsigned)i + 1);
    succ_operands(op, (unsigned)i + 1, &st, &cnt);
    collect_operands(op, st, cnt, &s->ops[i]);
  }
}

static void switch_free(Switch *s) {
  CM_VEC_FREE(s->def_ops);
  for (size_t i = 0; i < s->n; i++)
    CM_VEC_FREE(s->ops[i]);
  free(s->values);
  free(s->dests);
  free(s->ops);
}

static CmAttr *dense_i32(CmContext *ctx, size_t n, const int32_t *vals) {
  int64_t shape = (int64_t)n;
  CmType *t = cm_vector_type(1, &shape, cm_integer_type(ctx, 32, CM_SIGNLESS));
  bool splat = n > 0;
  for (size_t i = 1; i < n; i++)
    if (vals[i] != vals[0])
      splat = false;
  size_t m = splat ? 1 : n;
  uint8_t *bytes = cm_xcalloc(m ? 4 * m : 1, 1);
  for (size_t i = 0; i < m; i++)
    for (unsigned k = 0; k < 4; k++)
      bytes[4 * i + k] = (uint8_t)((uint32_t)vals[i] >> (8 * k));
  CmAttr *a = cm_dense_elements_attr(t, splat, 4 * m, bytes);
  free(bytes);
  return a;
}

/* A new std.switch from the parts of `s` (cases with keep[i] set, or all
 * when keep is NULL). */
static CmOp *make_switch(CmContext *ctx, CmLoc *loc, Switch *s,
                         const bool *keep) {
  ValueVec ops = {0};
  CM_VEC(CmBlock *) succ = {0};
  CM_VEC(int64_t) vals = {0};
  CM_VEC(int32_t) offs = {0};
  CM_VEC_PUSH(ops, s->flag);
  CM_VEC_PUSH(succ, s->def);
  for (size_t i = 0; i < s->def_ops.len; i++)
    CM_VEC_PUSH(ops, s->def_ops.data[i]);
  int32_t ncase_ops = 0;
  for (size_t i = 0; i < s->n; i++) {
    if (keep && !keep[i])
      continue;
    CM_VEC_PUSH(vals, s->values[i]);
    CM_VEC_PUSH(succ, s->dests[i]);
    CM_VEC_PUSH(offs, ncase_ops);
    for (size_t k = 0; k < s->ops[i].len; k++)
      CM_VEC_PUSH(ops, s->ops[i].data[k]);
    ncase_ops += (int32_t)s->ops[i].len;
  }
  CmNamedAttr attrs[3];
  unsigned na = 0;
  int32_t segs[3] = {1, (int32_t)s->def_ops.len, ncase_ops};
  attrs[na].name = cm_ident_c(ctx, "operand_segment_sizes");
  attrs[na++].value = dense_i32(ctx, 3, segs);
  if (vals.len) {
    CmType *ft = s->flag->type;
    unsigned w = flag_width(s->flag);
    size_t nb = w == 1 ? 1 : (w + 7) / 8;
    bool splat = true;
    for (size_t i = 1; i < vals.len; i++)
      if (!same_case_value(w, vals.data[i], vals.data[0]))
        splat = false;
    size_t m = splat ? 1 : vals.len;
    uint8_t *bytes = cm_xcalloc(m * nb, 1);
    for (size_t i = 0; i < m; i++) {
      if (w == 1) {
        bytes[i] = (uint8_t)(vals.data[i] & 1);
        continue;
      }
      for (size_t k = 0; k < nb && k < 8; k++)
        bytes[i * nb + k] = (uint8_t)((uint64_t)vals.data[i] >> (8 * k));
    }
    int64_t shape = (int64_t)vals.len;
    attrs[na].name = cm_ident_c(ctx, "case_values");
    attrs[na++].value =
        cm_dense_elements_attr(cm_vector_type(1, &shape, ft), splat, m * nb,
                               bytes);
    free(bytes);
    attrs[na].name = cm_ident_c(ctx, "case_operand_offsets");
    attrs[na++].value = dense_i32(ctx, offs.len, offs.data);
  }
  CmOp *op = cm_op_create_v(ctx, "std.switch", loc, 0, NULL,
                            (unsigned)ops.len, ops.data,
                            cm_dict_attr(ctx, na, attrs),
                            (unsigned)succ.len, succ.data, 0);
  CM_VEC_FREE(ops);
  CM_VEC_FREE(succ);
  CM_VEC_FREE(vals);
  CM_VEC_FREE(offs);
  return op;
}

static bool same_values(const ValueVec *a, const ValueVec *b) {
  if (a->len != b->len)
    return false;
  for (size_t i = 0; i < a->len; i++)
    if (a->data[i] != b->data[i])
      return false;
  return true;
}

/* Branches to where `s` goes for the flag value `v`. */
static void fold_switch(CmRewriter *rw, CmOp *op, Switch *s, int64_t v) {
  unsigned w = flag_width(s->flag);
  for (size_t i = 0; i < s->n; i++)
    if (same_case_value(w, s->values[i], v)) {
      replace_with_br(rw, op, s->dests[i], &s->ops[i]);
      return;
    }
  replace_with_br(rw, op, s->def, &s->def_ops);
}

static CmResult switch_only_default(const CmPattern *p, CmOp *op,
                                    CmRewriter *rw) {
  (void)p;
  if (cm_op_num_successors(op) != 1)
    return CM_FAILURE;
  Switch s;
  switch_read(op, &s);
  replace_with_br(rw, op, s.def, &s.def_ops);
  switch_free(&s);
  return CM_SUCCESS;
}

static CmResult switch_drop_default_cases(const CmPattern *p, CmOp *op,
                                          CmRewriter *rw) {
  (void)p;
  Switch s;
  switch_read(op, &s);
  bool *keep = cm_xcalloc(s.n + 1, 1);
  bool dropped = false;
  for (size_t i = 0; i < s.n; i++) {
    keep[i] = !(s.dests[i] == s.def && same_values(&s.ops[i], &s.def_ops));
    if (!keep[i])
      dropped = true;
  }
  if (dropped)
    cm_rewriter_replace_op_with_op(rw, op,
                                   make_switch(rw->ctx, cm_op_loc(op), &s, keep));
  free(keep);
  switch_free(&s);
  return dropped ? CM_SUCCESS : CM_FAILURE;
}

static CmResult switch_const_flag(const CmPattern *p, CmOp *op,
                                  CmRewriter *rw) {
  (void)p;
  CmAttr *a = cm_value_constant(cm_op_operand(op, 0));
  if (!a || a->kind != CM_ATTR_INTEGER)
    return CM_FAILURE;
  Switch s;
  switch_read(op, &s);
  fold_switch(rw, op, &s, a->integer.value);
  switch_free(&s);
  return CM_SUCCESS;
}

static CmResult switch_pass_through(const CmPattern *p, CmOp *op,
                                    CmRewriter *rw) {
  (void)p;
  Switch s;
  switch_read(op, &s);
  bool any = collapse_branch(&s.def, &s.def_ops);
  for (size_t i = 0; i < s.n; i++)
    if (collapse_branch(&s.dests[i], &s.ops[i]))
      any = true;
  if (any)
    cm_rewriter_replace_op_with_op(rw, op,
                                   make_switch(rw->ctx, cm_op_loc(op), &s, NULL));
  switch_free(&s);
  return any ? CM_SUCCESS : CM_FAILURE;
}

/* The block is reached from a switch on the same flag through one of its
 * cases: the value is known. */
static CmResult switch_same_flag_case(const CmPattern *p, CmOp *op,
                                      CmRewriter *rw) {
  (void)p;
  CmBlock *cur = cm_op_block(op);
  CmBlock *pred = single_pred_edge(cur);
  CmOp *ps = pred ? cm_block_terminator(pred) : NULL;
  if (!ps || !cm_op_name_is(ps, "std.switch") ||
      cm_op_operand(ps, 0) != cm_op_operand(op, 0) ||
      cm_op_successor(ps, 0) == cur)
    return CM_FAILURE;
  Switch s;
  switch_read(op, &s);
  CmAttr *pcv = cm_op_get_attr(ps, "case_values");
  bool found = false;
  for (unsigned i = 1; i < cm_op_num_successors(ps); i++)
    if (cm_op_successor(ps, i) == cur && pcv) {
      fold_switch(rw, op, &s, cm_dense_get_int(pcv, i - 1));
      found = true;
      break;
    }
  if (!found)
    replace_with_br(rw, op, s.def, &s.def_ops);
  switch_free(&s);
  return CM_SUCCESS;
}

/* The block is reached from a switch on the same flag through its
 * default: cases with the predecessor's case values cannot be taken. */
static CmResult switch_same_flag_default(const CmPattern *p, CmOp *op,
                                         CmRewriter *rw) {
  (void)p;
  CmBlock *cur = cm_op_block(op);
  CmBlock *pred = single_pred_edge(cur);
  CmOp *ps = pred ? cm_block_terminator(pred) : NULL;
  if (!ps || !cm_op_name_is(ps, "std.switch") ||
      cm_op_operand(ps, 0) != cm_op_operand(op, 0) ||
      cm_op_successor(ps, 0) != cur)
    return CM_FAILURE;
  Switch s;
  switch_read(op, &s);
  CmAttr *pcv = cm_op_get_attr(ps, "case_values");
  unsigned w = flag_width(s.flag);
  size_t pn = cm_op_num_successors(ps) - 1;
  bool *keep = cm_xcalloc(s.n + 1, 1);
  bool dropped = false;
  for (size_t i = 0; i < s.n; i++) {
    keep[i] = true;
    for (size_t k = 0; pcv && k < pn; k++)
      if (same_case_value(w, s.values[i], cm_dense_get_int(pcv, k)))
        keep[i] = false;
    if (!keep[i])
      dropped = true;
  }
  if (dropped)
    cm_rewriter_replace_op_with_op(rw, op,
                                   make_switch(rw->ctx, cm_op_loc(op), &s, keep));
  free(keep);
  switch_free(&s);
  return dropped ? CM_SUCCESS : CM_FAILURE;
}

static const CmPatternEntry switch_pats[] = {
    {switch_only_default, "simplifySwitchWithOnlyDefault"},
    {switch_drop_default_cases, "dropSwitchCasesThatMatchDefault"},
    {switch_const_flag, "simplifyConstSwitchValue"},
    {switch_pass_through, "simplifyPassThroughSwitch"},
    {switch_same_flag_case, "simplifySwitchFromSwitchOnSameCondition"},
    {switch_same_flag_default, "simplifySwitchFromDefaultSwitchOnSameCondition"},
};
CM_CANONICALIZATION_HOOK(cm_std_switch_canonicalization_patterns,
                         "std.switch", switch_pats)

/* ------------------------------------------------------------ std.select */

static bool is_int_const(CmValue *v, int64_t want) {
  CmAttr *a = cm_value_constant(v);
  return a && a->kind == CM_ATTR_INTEGER && a->integer.value == want;
}

/* select %c, false, true (i1) is xor %c, true (upstream SelectToNot). */
static CmResult select_to_not(const CmPattern *p, CmOp *op, CmRewriter *rw) {
  (void)p;
  if (cm_op_num_operands(op) != 3 || cm_op_num_results(op) != 1)
    return CM_FAILURE;
  CmValue *t = cm_op_operand(op, 1), *f = cm_op_operand(op, 2);
  /* i1 true is stored as -1 (sign-extended) or 1 */
  if (!is_int_const(t, 0) || !(is_int_const(f, 1) || is_int_const(f, -1)))
    return CM_FAILURE;
  CmType *rt = cm_op_result(op, 0)->type;
  if (!cm_type_is_integer(rt, 1))
    return CM_FAILURE;
  CmValue *ops[2] = {cm_op_operand(op, 0), f};
  cm_rewriter_replace_op_with_op(
      rw, op,
      cm_op_create_v(rw->ctx, "std.xor", cm_op_loc(op), 1, &rt, 2, ops, NULL,
                     0, NULL, 0));
  return CM_SUCCESS;
}

static const CmPatternEntry select_pats[] = {
    {select_to_not, "SelectToNot"},
};
CM_CANONICALIZATION_HOOK(cm_std_select_canonicalization_patterns,
                         "std.select", select_pats)

/* ------------------------------------------------------------------ xor */

/* xor(cmpi(p, a, b), constant true) is cmpi(not p, a, b) (upstream's DRR
 * XOrINotCmpI: a std.constant true on the right, scalar or splat). */
static CmResult xor_not_cmpi(const CmPattern *p, CmOp *op, CmRewriter *rw) {
  (void)p;
  if (cm_op_num_operands(op) != 2 || cm_op_num_results(op) != 1)
    return CM_FAILURE;
  CmOp *cmp = cm_value_defining_op(cm_op_operand(op, 0));
  CmOp *k = cm_value_defining_op(cm_op_operand(op, 1));
  if (!cmp || !cm_op_name_is(cmp, "std.cmpi") || cm_op_num_operands(cmp) != 2 ||
      !k || !cm_op_name_is(k, "std.constant"))
    return CM_FAILURE;
  /* true: the i1 integer, or (as mlir-opt-13 matches too) a splat of it */
  CmAttr *kv = cm_op_get_attr(k, "value");
  bool is_true =
      kv && kv->kind == CM_ATTR_INTEGER && cm_type_is_integer(kv->type, 1) &&
      (kv->integer.value & 1);
  if (kv && kv->kind == CM_ATTR_DENSE_ELEMENTS && kv->dense.splat &&
      !kv->dense.is_string && kv->dense.num_bytes >= 1 &&
      cm_type_is_integer(kv->type->shaped.elem, 1))
    is_true = kv->dense.data[0] & 1;
  if (!is_true)
    return CM_FAILURE;
  CmAttr *pred = cm_op_get_attr(cmp, "predicate");
  if (!pred || pred->kind != CM_ATTR_INTEGER || pred->integer.value < 0 ||
      pred->integer.value > 9)
    return CM_FAILURE;
  /* eq ne slt sle sgt sge ult ule ugt uge */
  static const int64_t inverse[10] = {1, 0, 5, 4, 3, 2, 9, 8, 7, 6};
  CmNamedAttr na = {cm_ident_c(rw->ctx, "predicate"),
                    cm_integer_attr(pred->type, inverse[pred->integer.value])};
  CmLoc *loc = cm_op_loc(op); /* the root's, as mlir-opt-13 */
  CmType *rt = cm_op_result(op, 0)->type;
  CmValue *ops[2] = {cm_op_operand(cmp, 0), cm_op_operand(cmp, 1)};
  cm_rewriter_replace_op_with_op(
      rw, op,
      cm_op_create_v(rw->ctx, "std.cmpi", loc, 1, &rt, 2, ops,
                     cm_dict_attr(rw->ctx, 1, &na), 0, NULL, 0));
  return CM_SUCCESS;
}

void cm_std_xor_canonicalization_patterns(CmPatternSet *set, CmContext *ctx) {
  (void)ctx;
  CmPattern p;
  memset(&p, 0, sizeof p);
  p.root = "std.xor";
  p.benefit = 3; /* DRR: the number of matched ops */
  p.match_and_rewrite = xor_not_cmpi;
  p.label = "XOrINotCmpI";
  cm_pattern_set_add(set, &p);
}

/* ----------------------------------------------------------- index_cast */

/* index_cast(sexti(x)) is index_cast(x) (upstream's DRR IndexCastOfSExt). */
static CmResult index_cast_of_sext(const CmPattern *p, CmOp *op,
                                   CmRewriter *rw) {
  (void)p;
  if (cm_op_num_operands(op) != 1 || cm_op_num_results(op) != 1)
    return CM_FAILURE;
  CmOp *ext = cm_value_defining_op(cm_op_operand(op, 0));
  if (!ext || !cm_op_name_is(ext, "std.sexti") || cm_op_num_operands(ext) != 1)
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op); /* the root's, as mlir-opt-13 */
  CmType *rt = cm_op_result(op, 0)->type;
  CmValue *x = cm_op_operand(ext, 0);
  cm_rewriter_replace_op_with_op(
      rw, op,
      cm_op_create_v(rw->ctx, "std.index_cast", loc, 1, &rt, 1, &x, NULL, 0,
                     NULL, 0));
  return CM_SUCCESS;
}

void cm_std_index_cast_canonicalization_patterns(CmPatternSet *set,
                                                 CmContext *ctx) {
  (void)ctx;
  CmPattern p;
  memset(&p, 0, sizeof p);
  p.root = "std.index_cast";
  p.benefit = 2; /* DRR: the number of matched ops */
  p.match_and_rewrite = index_cast_of_sext;
  p.label = "IndexCastOfSExt";
  cm_pattern_set_add(set, &p);
}
