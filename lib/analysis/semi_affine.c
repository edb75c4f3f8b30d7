/* semi_affine.c - MLIR 13's simplification of semi-affine expressions
 * (simplifySemiAffine, run by simplifyAffineExpr before flattening): a
 * `mod`, `floordiv` or `ceildiv` whose right operand simplifies to a
 * symbol s and whose left operand is a multiple of s becomes 0 (mod) or
 * the left operand divided by s.  A multiple of s: 0, s itself, a sum or
 * `mod` of multiples, a product with a multiple as a factor, or a
 * floordiv (ceildiv) of a multiple when the division being simplified is
 * a floordiv (ceildiv) too.  Expressions are rebuilt with the usual
 * construction-time simplification. */
#include "analysis_internal.h"

static bool is_div_kind(unsigned k) {
  return k == CM_AFFINE_MOD || k == CM_AFFINE_FLOORDIV ||
         k == CM_AFFINE_CEILDIV;
}

static CmAffineExpr *binary(unsigned kind, CmAffineExpr *a, CmAffineExpr *b) {
  switch (kind) {
  case CM_AFFINE_ADD:
    return cm_affine_add(a, b);
  case CM_AFFINE_MUL:
    return cm_affine_mul(a, b);
  case CM_AFFINE_MOD:
    return cm_affine_mod(a, b);
  case CM_AFFINE_FLOORDIV:
    return cm_affine_floordiv(a, b);
  default:
    return cm_affine_ceildiv(a, b);
  }
}

/* `e` is a multiple of symbol `sym` for a division of kind `op` */
static bool multiple_of(const CmAffineExpr *e, unsigned sym, unsigned op) {
  switch (e->kind) {
  case CM_AFFINE_CONST:
    return e->value == 0;
  case CM_AFFINE_DIM:
    return false;
  case CM_AFFINE_SYMBOL:
    return e->pos == sym;
  case CM_AFFINE_ADD:
    return multiple_of(e->bin.lhs, sym, op) && multiple_of(e->bin.rhs, sym, op);
  case CM_AFFINE_MOD:
    /* (a mod b) / s needs both a and b multiples, whatever the division */
    return multiple_of(e->bin.lhs, sym, CM_AFFINE_MOD) &&
           multiple_of(e->bin.rhs, sym, CM_AFFINE_MOD);
  case CM_AFFINE_MUL:
    return multiple_of(e->bin.lhs, sym, op) || multiple_of(e->bin.rhs, sym, op);
  default: /* floordiv, ceildiv: only into a division of the same kind */
    return e->kind == op && multiple_of(e->bin.lhs, sym, e->kind);
  }
}

/* `e` divided by symbol `sym` (multiple_of(e, sym, op) holds) */
static CmAffineExpr *divide(CmAffineExpr *e, unsigned sym, unsigned op) {
  CmContext *ctx = e->ctx;
  switch (e->kind) {
  case CM_AFFINE_CONST:
    return cm_affine_const(ctx, 0);
  case CM_AFFINE_SYMBOL:
    return cm_affine_const(ctx, 1);
  case CM_AFFINE_DIM:
    return e; /* (not reached) */
  case CM_AFFINE_ADD:
    return cm_affine_add(divide(e->bin.lhs, sym, op),
                         divide(e->bin.rhs, sym, op));
  case CM_AFFINE_MOD:
    return cm_affine_mod(divide(e->bin.lhs, sym, CM_AFFINE_MOD),
                         divide(e->bin.rhs, sym, CM_AFFINE_MOD));
  case CM_AFFINE_MUL:
    if (!multiple_of(e->bin.lhs, sym, op))
      return cm_affine_mul(e->bin.lhs, divide(e->bin.rhs, sym, op));
    return cm_affine_mul(divide(e->bin.lhs, sym, op), e->bin.rhs);
  default:
    return binary(e->kind, divide(e->bin.lhs, sym, e->kind), e->bin.rhs);
  }
}

CmAffineExpr *cm_affine_simplify_semi_affine(CmAffineExpr *e) {
  if (e->kind == CM_AFFINE_CONST || e->kind == CM_AFFINE_DIM ||
      e->kind == CM_AFFINE_SYMBOL)
    return e;
  CmAffineExpr *l = cm_affine_simplify_semi_affine(e->bin.lhs);
  CmAffineExpr *r = cm_affine_simplify_semi_affine(e->bin.rhs);
  if (!is_div_kind(e->kind) || r->kind != CM_AFFINE_SYMBOL ||
      !multiple_of(l, r->pos, e->kind))
    return binary(e->kind, l, r);
  if (e->kind == CM_AFFINE_MOD)
    return cm_affine_const(e->ctx, 0);
  return divide(l, r->pos, e->kind);
}
