/* parse_affine.c - affine maps, integer sets, strided layouts. */
#include "parser_internal.h"

#include <stdlib.h>
#include <string.h>

typedef struct AffCtx {
  CmParser *p;
  CmPMap ids; /* name -> CmAffineExpr* */
  unsigned num_dims, num_syms;
  /* SSA-id mode (upstream parseAffineMapOfSSAIds): `%x` is a dimension,
   * `symbol(%x)` a symbol, each distinct operand numbered on first use. */
  bool ssa;
  CmOperandVec *ssa_dims, *ssa_syms;
  CM_VEC(CmAffineExpr *) ssa_exprs; /* parallel to ssa_names */
  CmOperandVec ssa_names;
} AffCtx;

static CmAffineExpr *aff_ssa_id(AffCtx *a, bool is_symbol) {
  CmParser *p = a->p;
  if (!a->ssa) {
    cm_parser_error(p, "unexpected ssa identifier");
    return NULL;
  }
  if (p->tok.kind != CM_TOK_PERCENT_ID) {
    cm_parser_error(p, "expected ssa identifier");
    return NULL;
  }
  CmStr name = cm_p_spelling(p);
  for (size_t i = 0; i < a->ssa_names.len; i++) {
    CmUnresolvedOperand *o = &a->ssa_names.data[i];
    if (o->name.len + 1 == name.len &&
        !memcmp(o->name.data, name.data + 1, o->name.len)) {
      cm_lex_next(p);
      return a->ssa_exprs.data[i];
    }
  }
  CmUnresolvedOperand u;
  if (cm_parse_operand(p, &u)) {
    cm_parser_error(p, "failed to parse ssa identifier");
    return NULL;
  }
  CmAffineExpr *e;
  if (is_symbol) {
    e = cm_affine_symbol(p->ctx, a->num_syms++);
    CM_VEC_PUSH(*a->ssa_syms, u);
  } else {
    e = cm_affine_dim(p->ctx, a->num_dims++);
    CM_VEC_PUSH(*a->ssa_dims, u);
  }
  u.name.len = name.len - 1;
  u.name.data = name.data + 1;
  CM_VEC_PUSH(a->ssa_names, u);
  CM_VEC_PUSH(a->ssa_exprs, e);
  return e;
}

static bool is_symbolic_or_const(const CmAffineExpr *e) {
  switch (e->kind) {
  case CM_AFFINE_CONST:
  case CM_AFFINE_SYMBOL:
    return true;
  case CM_AFFINE_DIM:
    return false;
  default:
    return is_symbolic_or_const(e->bin.lhs) && is_symbolic_or_const(e->bin.rhs);
  }
}

static CmAffineExpr *aff_expr(AffCtx *a);

static bool is_binop_kw(CmParser *p) {
  return cm_p_is_kw(p, "floordiv") || cm_p_is_kw(p, "ceildiv") ||
         cm_p_is_kw(p, "mod");
}

/* operand: `(` expr `)` | `-` operand | id | integer */
static CmAffineExpr *aff_operand(AffCtx *a, bool have_lhs) {
  CmParser *p = a->p;
  switch (p->tok.kind) {
  case CM_TOK_LPAREN: {
    cm_lex_next(p);
    if (p->tok.kind == CM_TOK_RPAREN) {
      cm_parser_error(p, "no expression inside parentheses");
      return NULL;
    }
    CmAffineExpr *e = aff_expr(a);
    if (!e)
      return NULL;
    if (cm_p_expect(p, CM_TOK_RPAREN, "expected ')'"))
      return NULL;
    return e;
  }
  case CM_TOK_MINUS: {
    cm_lex_next(p);
    if (!cm_p_enter(p))
      return NULL;
    CmAffineExpr *e = aff_operand(a, have_lhs);
    cm_p_leave(p);
    return e ? cm_affine_neg(e) : NULL;
  }
  case CM_TOK_BARE_ID: {
    if (is_binop_kw(p))
      break;
    if (a->ssa && cm_p_is_kw(p, "symbol")) {
      cm_lex_next(p);
      if (cm_p_expect(p, CM_TOK_LPAREN, "expected '('"))
        return NULL;
      CmAffineExpr *e = aff_ssa_id(a, true);
      if (!e || cm_p_expect(p, CM_TOK_RPAREN, "expected ')'"))
        return NULL;
      return e;
    }
    if (cm_p_is_keyword_spelling(cm_p_spelling(p)))
      goto other; /* a keyword token upstream, no identifier */
    CmAffineExpr *e = cm_pmap_get(&a->ids, cm_p_spelling(p));
    if (!e) {
      cm_parser_error(p, "use of undeclared identifier");
      return NULL;
    }
    cm_lex_next(p);
    return e;
  }
  case CM_TOK_INTEGER: {
    uint64_t v;
    if (!cm_lex_uint64(&p->tok, &v) || v > (uint64_t)INT64_MAX) {
      cm_parser_error(p, "constant too large for index");
      return NULL;
    }
    cm_lex_next(p);
    return cm_affine_const(p->ctx, (int64_t)v);
  }
  case CM_TOK_PLUS:
  case CM_TOK_STAR:
    break;
  case CM_TOK_PERCENT_ID:
    return aff_ssa_id(a, false);
  default:
  other:
    if (have_lhs)
      cm_parser_error(p, "missing right operand of binary operator");
    else
      cm_parser_error(p, "expected affine expression");
    return NULL;
  }
  if (have_lhs)
    cm_parser_error(p, "missing right operand of binary operator");
  else
    cm_parser_error(p, "missing left operand of binary operator");
  return NULL;
}

/* term: operand ((* | floordiv | ceildiv | mod) operand)* */
static CmAffineExpr *aff_term(AffCtx *a, bool have_lhs) {
  CmParser *p = a->p;
  CmAffineExpr *lhs = aff_operand(a, have_lhs);
  if (!lhs)
    return NULL;
  for (;;) {
    const char *op_pos = p->tok.pos;
    int kind;
    if (p->tok.kind == CM_TOK_STAR)
      kind = CM_AFFINE_MUL;
    else if (cm_p_is_kw(p, "floordiv"))
      kind = CM_AFFINE_FLOORDIV;
    else if (cm_p_is_kw(p, "ceildiv"))
      kind = CM_AFFINE_CEILDIV;
    else if (cm_p_is_kw(p, "mod"))
      kind = CM_AFFINE_MOD;
    else
      return lhs;
    cm_lex_next(p);
    CmAffineExpr *rhs = aff_operand(a, true);
    if (!rhs)
      return NULL;
    switch (kind) {
    case CM_AFFINE_MUL:
      if (!is_symbolic_or_const(lhs) && !is_symbolic_or_const(rhs)) {
        cm_parser_error_at(p, op_pos, "non-affine expression: at least one of "
                                      "the multiply operands has to be either "
                                      "a constant or symbolic");
        return NULL;
      }
      lhs = cm_affine_mul(lhs, rhs);
      break;
    case CM_AFFINE_FLOORDIV:
    case CM_AFFINE_CEILDIV:
    case CM_AFFINE_MOD: {
      const char *nm = kind == CM_AFFINE_FLOORDIV  ? "floordiv"
                       : kind == CM_AFFINE_CEILDIV ? "ceildiv"
                                                   : "mod";
      if (!is_symbolic_or_const(rhs)) {
        cm_parser_error_at(p, op_pos, "non-affine expression: right operand of "
                                      "%s has to be either a constant or "
                                      "symbolic", nm);
        return NULL;
      }
      if (rhs->kind == CM_AFFINE_CONST && rhs->value == 0) {
        /* upstream folds nothing here; keep the expression */
      }
      lhs = kind == CM_AFFINE_FLOORDIV ? cm_affine_floordiv(lhs, rhs)
            : kind == CM_AFFINE_CEILDIV ? cm_affine_ceildiv(lhs, rhs)
                                        : cm_affine_mod(lhs, rhs);
      break;
    }
    }
  }
}

static CmAffineExpr *aff_expr(AffCtx *a) {
  CmParser *p = a->p;
  if (!cm_p_enter(p))
    return NULL;
  CmAffineExpr *lhs = aff_term(a, false);
  while (lhs && (p->tok.kind == CM_TOK_PLUS || p->tok.kind == CM_TOK_MINUS)) {
    bool sub = p->tok.kind == CM_TOK_MINUS;
    cm_lex_next(p);
    CmAffineExpr *rhs = aff_term(a, true);
    if (!rhs) {
      lhs = NULL;
      break;
    }
    lhs = sub ? cm_affine_sub(lhs, rhs) : cm_affine_add(lhs, rhs);
  }
  cm_p_leave(p);
  return lhs;
}

static CmResult aff_id_def(AffCtx *a, CmAffineExpr *e) {
  CmParser *p = a->p;
  if (p->tok.kind != CM_TOK_BARE_ID ||
      cm_p_is_keyword_spelling(cm_p_spelling(p)))
    return cm_parser_error(p, "expected bare identifier");
  void **slot = cm_pmap_slot(&a->ids, cm_p_spelling(p));
  if (*slot)
    return cm_parser_error(p, "redefinition of identifier '%.*s'",
                           (int)p->tok.len, p->tok.pos);
  *slot = e;
  cm_lex_next(p);
  return CM_SUCCESS;
}

static CmResult aff_id_list(AffCtx *a, bool dims) {
  CmParser *p = a->p;
  CmTokKind close = dims ? CM_TOK_RPAREN : CM_TOK_RSQUARE;
  const char *ctx = dims ? "dimensional identifier list" : "symbol list";
  cm_lex_next(p); /* ( or [ */
  if (cm_parse_optional_tok(p, close))
    return CM_SUCCESS;
  for (;;) {
    CmAffineExpr *e = dims ? cm_affine_dim(p->ctx, a->num_dims++)
                           : cm_affine_symbol(p->ctx, a->num_syms++);
    if (aff_id_def(a, e))
      return CM_FAILURE;
    if (!cm_parse_optional_tok(p, CM_TOK_COMMA))
      break;
  }
  (void)ctx;
  if (p->tok.kind != close)
    return cm_parser_error(p, "expected ',' or '%s'", cm_tok_spelling(close));
  cm_lex_next(p);
  return CM_SUCCESS;
}

CmResult cm_p_affine_map_or_set(CmParser *p, CmAffineMap **map,
                                CmIntegerSet **set) {
  AffCtx a;
  memset(&a, 0, sizeof a);
  a.p = p;
  *map = NULL;
  *set = NULL;
  CM_VEC(CmAffineExpr *) exprs = {0};
  CM_VEC(bool) eqs = {0};
  CmResult r = CM_FAILURE;
  if (p->tok.kind != CM_TOK_LPAREN) {
    cm_parser_error(p, "expected '(' at start of dimensional identifiers list");
    goto out;
  }
  if (aff_id_list(&a, true))
    goto out;
  if (p->tok.kind == CM_TOK_LSQUARE && aff_id_list(&a, false))
    goto out;
  if (cm_parse_optional_tok(p, CM_TOK_ARROW)) {
    if (cm_p_expect(p, CM_TOK_LPAREN,
                    "expected '(' at start of affine map range"))
      goto out;
    if (!cm_parse_optional_tok(p, CM_TOK_RPAREN)) {
      for (;;) {
        CmAffineExpr *e = aff_expr(&a);
        if (!e)
          goto out;
        CM_VEC_PUSH(exprs, e);
        if (!cm_parse_optional_tok(p, CM_TOK_COMMA))
          break;
      }
      if (cm_p_expect(p, CM_TOK_RPAREN, "expected ',' or ')'"))
        goto out;
    }
    *map = cm_affine_map(p->ctx, a.num_dims, a.num_syms, (unsigned)exprs.len,
                         exprs.data);
    r = CM_SUCCESS;
    goto out;
  }
  if (cm_p_expect(p, CM_TOK_COLON, "expected '->' or ':'"))
    goto out;
  if (cm_p_expect(p, CM_TOK_LPAREN,
                  "expected '(' at start of integer set constraint list"))
    goto out;
  if (!cm_parse_optional_tok(p, CM_TOK_RPAREN)) {
    for (;;) {
      CmAffineExpr *lhs = aff_expr(&a), *rhs, *e = NULL;
      if (!lhs)
        goto out;
      bool eq = false;
      (void)rhs;
      if ((p->tok.kind == CM_TOK_GREATER || p->tok.kind == CM_TOK_EQUAL)) {
        bool is_ge = p->tok.kind == CM_TOK_GREATER;
        const char *save = p->tok.pos;
        cm_lex_next(p);
        if (p->tok.kind == CM_TOK_EQUAL && p->tok.pos == save + 1) {
          cm_lex_next(p);
          if (p->tok.kind == CM_TOK_INTEGER) {
            uint64_t v;
            if (!cm_lex_uint64(&p->tok, &v) || v != 0) {
              cm_parser_error(p, is_ge ? "expected '0' after '>='" : "expected '0' after '=='");
              goto out;
            }
            cm_lex_next(p);
            e = lhs;
            eq = !is_ge;
          }
        }
      }
      if (!e) {
        cm_parser_error(p, "expected '== 0' or '>= 0' at end of affine constraint");
        goto out;
      }
      CM_VEC_PUSH(exprs, e);
      CM_VEC_PUSH(eqs, eq);
      if (!cm_parse_optional_tok(p, CM_TOK_COMMA))
        break;
    }
    if (cm_p_expect(p, CM_TOK_RPAREN, "expected ',' or ')'"))
      goto out;
  }
  if (!exprs.len) {
    CmAffineExpr *zero = cm_affine_const(p->ctx, 0);
    bool t = true;
    *set = cm_integer_set(p->ctx, a.num_dims, a.num_syms, 1, &zero, &t);
  } else {
    *set = cm_integer_set(p->ctx, a.num_dims, a.num_syms, (unsigned)exprs.len,
                          exprs.data, eqs.data);
  }
  r = CM_SUCCESS;
out:
  CM_VEC_FREE(exprs);
  CM_VEC_FREE(eqs);
  cm_pmap_free(&a.ids);
  return r;
}

/* `offset: N|?, strides: [N|?, ...]` */
CmResult cm_p_strided_layout(CmParser *p, int64_t *offset, CmI64Vec *strides) {
  if (!cm_parse_optional_keyword(p, "offset"))
    return cm_parser_error(p, "expected 'offset' after comma");
  if (cm_p_expect(p, CM_TOK_COLON, "expected colon after `offset` keyword"))
    return CM_FAILURE;
  if (cm_parse_optional_tok(p, CM_TOK_QUESTION)) {
    *offset = CM_DYNAMIC_STRIDE_OR_OFFSET;
  } else {
    /* an unsigned 32-bit integer, decimal or hex (upstream 13) */
    uint64_t v;
    if (p->tok.kind != CM_TOK_INTEGER || !cm_lex_uint64(&p->tok, &v) ||
        v > UINT32_MAX)
      return cm_parser_error(p, "invalid offset");
    cm_lex_next(p);
    *offset = (int64_t)v;
  }
  if (cm_p_expect(p, CM_TOK_COMMA, "expected comma after offset value"))
    return CM_FAILURE;
  if (!cm_parse_optional_keyword(p, "strides"))
    return cm_parser_error(p, "expected `strides` keyword after offset specification");
  if (cm_p_expect(p, CM_TOK_COLON, "expected colon after `strides` keyword"))
    return CM_FAILURE;
  if (cm_p_expect(p, CM_TOK_LSQUARE, "invalid braces-enclosed stride list"))
    return CM_FAILURE;
  if (cm_parse_optional_tok(p, CM_TOK_RSQUARE))
    return CM_SUCCESS;
  bool zero = false;
  for (;;) {
    if (cm_parse_optional_tok(p, CM_TOK_QUESTION)) {
      CM_VEC_PUSH(*strides, CM_DYNAMIC_STRIDE_OR_OFFSET);
    } else {
      /* a decimal integer up to INT64_MAX; anything else is reported
       * twice, as upstream 13 does */
      uint64_t v;
      bool dec = p->tok.kind == CM_TOK_INTEGER &&
                 !(p->tok.len > 1 && p->tok.pos[1] == 'x');
      if (!dec || !cm_lex_uint64(&p->tok, &v) || v > (uint64_t)INT64_MAX) {
        cm_parser_error(p, "invalid integer value: %.*s", (int)p->tok.len,
                        p->tok.pos);
        return cm_parser_error(p, "invalid braces-enclosed stride list");
      }
      if (v == 0)
        zero = true;
      cm_lex_next(p);
      CM_VEC_PUSH(*strides, (int64_t)v);
    }
    if (!cm_parse_optional_tok(p, CM_TOK_COMMA))
      break;
  }
  if (cm_p_expect(p, CM_TOK_RSQUARE, "invalid braces-enclosed stride list"))
    return CM_FAILURE;
  if (zero)
    return cm_parser_error(p, "invalid memref stride");
  return CM_SUCCESS;
}

/* upstream parseAffineMapOfSSAIds / parseAffineExprOfSSAIds */
static void aff_ssa_free(AffCtx *a) {
  CM_VEC_FREE(a->ssa_exprs);
  CM_VEC_FREE(a->ssa_names);
  cm_pmap_free(&a->ids);
}

CmResult cm_parse_affine_map_of_ssa_ids(CmParser *p, CmOperandVec *operands,
                                        CmAffineMap **map, CmDelimiter delim) {
  AffCtx a;
  memset(&a, 0, sizeof a);
  a.p = p;
  a.ssa = true;
  CmOperandVec dims = {0}, syms = {0};
  a.ssa_dims = &dims;
  a.ssa_syms = &syms;
  CM_VEC(CmAffineExpr *) exprs = {0};
  CmResult r = CM_FAILURE;
  CmTokKind open = delim == CM_DELIM_PAREN ? CM_TOK_LPAREN : CM_TOK_LSQUARE;
  CmTokKind close = delim == CM_DELIM_PAREN ? CM_TOK_RPAREN : CM_TOK_RSQUARE;
  if (!cm_parse_optional_tok(p, open)) {
    cm_parser_error(p, open == CM_TOK_LPAREN ? "expected '(' in affine map"
                                             : "expected '[' in affine map");
    goto out;
  }
  if (!cm_parse_optional_tok(p, close)) {
    for (;;) {
      CmAffineExpr *e = aff_expr(&a);
      if (!e)
        goto out;
      CM_VEC_PUSH(exprs, e);
      if (!cm_parse_optional_tok(p, CM_TOK_COMMA))
        break;
    }
    if (!cm_parse_optional_tok(p, close)) {
      cm_parser_error(p, close == CM_TOK_RPAREN
                             ? "expected ')' in affine map"
                             : "expected ']' in affine map");
      goto out;
    }
  }
  *map = cm_affine_map(p->ctx, a.num_dims, a.num_syms, (unsigned)exprs.len,
                       exprs.data);
  for (size_t i = 0; i < dims.len; i++)
    CM_VEC_PUSH(*operands, dims.data[i]);
  for (size_t i = 0; i < syms.len; i++)
    CM_VEC_PUSH(*operands, syms.data[i]);
  r = CM_SUCCESS;
out:
  CM_VEC_FREE(exprs);
  CM_VEC_FREE(dims);
  CM_VEC_FREE(syms);
  aff_ssa_free(&a);
  return r;
}

CmResult cm_parse_affine_expr_of_ssa_ids(CmParser *p, CmOperandVec *dims,
                                         CmOperandVec *syms,
                                         CmAffineExpr **expr) {
  AffCtx a;
  memset(&a, 0, sizeof a);
  a.p = p;
  a.ssa = true;
  a.ssa_dims = dims;
  a.ssa_syms = syms;
  *expr = aff_expr(&a);
  aff_ssa_free(&a);
  return *expr ? CM_SUCCESS : CM_FAILURE;
}
