/* canonicalize.c - canonicalization patterns of memref ops (upstream 13's
 * getCanonicalizationPatterns), registered through
 * CmOpDef.get_canonicalization_patterns:
 *   memref.alloc / memref.alloca: constant dynamic sizes become static
 *     dimensions (plus a memref.cast back to the original type); an
 *     allocation used only by deallocations and stores into it is erased
 *     with them;
 *   memref.clone: unused clones go; a clone whose source or copy is
 *     deallocated in its block becomes a cast (SimplifyClones). */
#include "memref_internal.h"

#include "cmlir/rewrite.h"

#include <string.h>

/* The constant index defining `v`, if any. */
static bool const_index(CmValue *v, int64_t *out) {
  CmAttr *a = cm_value_constant(v);
  if (!a || a->kind != CM_ATTR_INTEGER || !cm_type_is_index(a->type))
    return false;
  *out = a->integer.value;
  return true;
}

static CmAttr *segment_sizes(CmContext *ctx, int32_t a, int32_t b) {
  int64_t shape = 2;
  CmType *t = cm_vector_type(1, &shape, cm_integer_type(ctx, 32, CM_SIGNLESS));
  uint8_t bytes[8];
  int32_t v[2] = {a, b};
  for (unsigned i = 0; i < 2; i++)
    for (unsigned k = 0; k < 4; k++)
      bytes[4 * i + k] = (uint8_t)((uint32_t)v[i] >> (8 * k));
  return cm_dense_elements_attr(t, a == b, a == b ? 4 : 8, bytes);
}

static CmResult simplify_alloc_const(const CmPattern *p, CmOp *op,
                                     CmRewriter *rw) {
  (void)p;
  unsigned dstart, dcount, sstart, scount;
  if (!cm_ods_operand_group(op, "dynamicSizes", &dstart, &dcount) ||
      !cm_ods_operand_group(op, "symbolOperands", &sstart, &scount))
    return CM_FAILURE;
  int64_t k;
  bool any = false;
  for (unsigned i = 0; i < dcount; i++)
    if (const_index(cm_op_operand(op, dstart + i), &k))
      any = true;
  if (!any)
    return CM_FAILURE;
  CmType *t = cm_op_result(op, 0)->type;
  unsigned rank = t->shaped.rank;
  int64_t *shape = cm_xmalloc(sizeof(int64_t) * (rank ? rank : 1));
  CM_VEC(CmValue *) ops = {0};
  unsigned dyn = 0;
  for (unsigned d = 0; d < rank; d++) {
    if (t->shaped.shape[d] != CM_DYNAMIC_SIZE) {
      shape[d] = t->shaped.shape[d];
      continue;
    }
    CmValue *v = dyn < dcount ? cm_op_operand(op, dstart + dyn) : NULL;
    if (v && const_index(v, &k)) {
      shape[d] = k;
    } else {
      shape[d] = CM_DYNAMIC_SIZE;
      CM_VEC_PUSH(ops, v);
    }
    dyn++;
  }
  unsigned ndyn = (unsigned)ops.len;
  for (unsigned i = 0; i < scount; i++)
    CM_VEC_PUSH(ops, cm_op_operand(op, sstart + i));
  CmType *nt = cm_memref_type(rank, shape, t->shaped.elem, t->shaped.layout,
                              t->shaped.memspace);
  free(shape);
  /* The same op with the new type and operands: keep its attributes
   * (alignment) with new segment sizes. */
  CmAttr *attrs = cm_dict_set(cm_op_attrs(op),
                              cm_ident_c(rw->ctx, "operand_segment_sizes"),
                              segment_sizes(rw->ctx, (int32_t)ndyn,
                                            (int32_t)scount));
  CmOp *na = cm_rewriter_create_v(rw, cm_op_opname(op)->name->str,
                                  cm_op_loc(op), 1, &nt, (unsigned)ops.len,
                                  ops.data, attrs);
  CM_VEC_FREE(ops);
  CmValue *src = cm_op_result(na, 0);
  CmOp *cast = cm_rewriter_create_v(rw, "memref.cast", cm_op_loc(op), 1, &t,
                                    1, &src, NULL);
  CmValue *cv = cm_op_result(cast, 0);
  cm_rewriter_replace_op(rw, op, 1, &cv);
  return CM_SUCCESS;
}

static CmResult simplify_dead_alloc(const CmPattern *p, CmOp *op,
                                    CmRewriter *rw) {
  (void)p;
  CmValue *m = cm_op_result(op, 0);
  for (CmOpOperand *u = cm_value_first_use(m); u; u = cm_operand_next_use(u)) {
    CmOp *user = cm_operand_owner(u);
    if (cm_op_name_is(user, "memref.store")) {
      if (cm_op_operand(user, 0) == m)
        return CM_FAILURE; /* the memref itself is stored */
      continue;
    }
    if (!cm_op_name_is(user, "memref.dealloc"))
      return CM_FAILURE;
  }
  CmOpOperand *u;
  while ((u = cm_value_first_use(m)) != NULL)
    cm_rewriter_erase_op(rw, cm_operand_owner(u));
  cm_rewriter_erase_op(rw, op);
  return CM_SUCCESS;
}

void cm_memref_alloc_canonicalization_patterns(CmPatternSet *set,
                                               CmContext *ctx) {
  (void)ctx;
  CmPattern p;
  memset(&p, 0, sizeof p);
  p.benefit = 1;
  p.root = "memref.alloc";
  p.match_and_rewrite = simplify_alloc_const;
  p.label = "SimplifyAllocConst";
  cm_pattern_set_add(set, &p);
  p.match_and_rewrite = simplify_dead_alloc;
  p.label = "SimplifyDeadAlloc";
  cm_pattern_set_add(set, &p);
}

void cm_memref_alloca_canonicalization_patterns(CmPatternSet *set,
                                                CmContext *ctx) {
  (void)ctx;
  CmPattern p;
  memset(&p, 0, sizeof p);
  p.benefit = 1;
  p.root = "memref.alloca";
  p.match_and_rewrite = simplify_alloc_const;
  p.label = "SimplifyAllocConst";
  cm_pattern_set_add(set, &p);
  p.match_and_rewrite = simplify_dead_alloc;
  p.label = "SimplifyDeadAlloc";
  cm_pattern_set_add(set, &p);
}

/* ---------------------------------------------------------- memref.clone */

/* Whether `op` frees `v` (memory effects from the interface or traits). */
static bool frees(CmOp *op, CmValue *v) {
  CmEffectVec effects = {0};
  bool r = false;
  if (cm_op_memory_effects(op, &effects))
    for (size_t i = 0; i < effects.len; i++)
      if (effects.data[i].kind == CM_EFFECT_FREE &&
          (!effects.data[i].value || effects.data[i].value == v))
        r = true;
  CM_VEC_FREE(effects);
  return r;
}

/* Upstream findDealloc: false if `v` has several deallocating users;
 * otherwise *out is the one (or NULL). */
static bool find_dealloc(CmValue *v, CmOp **out) {
  *out = NULL;
  for (CmOpOperand *u = cm_value_first_use(v); u; u = cm_operand_next_use(u)) {
    CmOp *user = cm_operand_owner(u);
    if (!frees(user, v) || user == *out)
      continue;
    if (*out)
      return false;
    *out = user;
  }
  return true;
}

/* Upstream 13's SimplifyClones: an unused clone goes; a clone whose
 * source or copy is deallocated in the same block (and the other not
 * there) becomes a cast of the source, and that deallocation goes. */
static CmResult simplify_clones(const CmPattern *p, CmOp *op, CmRewriter *rw) {
  (void)p;
  CmValue *out = cm_op_result(op, 0), *src = cm_op_operand(op, 0);
  if (cm_value_use_empty(out)) {
    cm_rewriter_erase_op(rw, op);
    return CM_SUCCESS;
  }
  CmOp *clone_dealloc, *src_dealloc;
  if (!find_dealloc(out, &clone_dealloc) || !find_dealloc(src, &src_dealloc))
    return CM_FAILURE;
  if (clone_dealloc && src_dealloc &&
      cm_op_block(clone_dealloc) == cm_op_block(src_dealloc))
    return CM_FAILURE;
  CmBlock *cur = cm_op_block(op);
  CmOp *redundant = NULL;
  if (clone_dealloc && cm_op_block(clone_dealloc) == cur)
    redundant = clone_dealloc;
  else if (src_dealloc && cm_op_block(src_dealloc) == cur)
    redundant = src_dealloc;
  if (!redundant)
    return CM_FAILURE;
  for (CmOp *o = cm_op_next(op); o && o != redundant; o = cm_op_next(o)) {
    CmEffectVec effects = {0};
    bool has_free = false;
    if (cm_op_memory_effects(o, &effects))
      for (size_t i = 0; i < effects.len; i++)
        if (effects.data[i].kind == CM_EFFECT_FREE)
          has_free = true;
    CM_VEC_FREE(effects);
    if (has_free)
      return CM_FAILURE;
  }
  CmType *t = out->type;
  CmOp *cast = cm_op_create_v(rw->ctx, "memref.cast", cm_op_loc(op), 1, &t, 1,
                              &src, NULL, 0, NULL, 0);
  cm_rewriter_replace_op_with_op(rw, op, cast);
  cm_rewriter_erase_op(rw, redundant);
  return CM_SUCCESS;
}

void cm_memref_clone_canonicalization_patterns(CmPatternSet *set,
                                               CmContext *ctx) {
  (void)ctx;
  CmPattern p;
  memset(&p, 0, sizeof p);
  p.benefit = 1;
  p.root = "memref.clone";
  p.match_and_rewrite = simplify_clones;
  p.label = "SimplifyClones";
  cm_pattern_set_add(set, &p);
}
