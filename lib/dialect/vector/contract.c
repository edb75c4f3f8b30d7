/* contract.c - 13's vector.contract, outerproduct, reduction,
 * multi_reduction, fma, matrix_multiply and flat_transpose: syntax,
 * verifiers (13's messages) and accessors.  Their folders and
 * canonicalization patterns are in fold_contract.c. */
#include "vector_internal.h"

#include <stdio.h>

/* 13's isSupportedCombiningKind. */
static bool kind_supported(unsigned kind, const CmType *elem) {
  bool is_int = elem->kind == CM_TYPE_INTEGER || elem->kind == CM_TYPE_INDEX;
  switch (kind) {
  case CM_VEC_KIND_ADD:
  case CM_VEC_KIND_MUL:
  case CM_VEC_KIND_MIN:
  case CM_VEC_KIND_MAX:
    return is_int || cm_type_is_float(elem);
  case CM_VEC_KIND_AND:
  case CM_VEC_KIND_OR:
  case CM_VEC_KIND_XOR:
    return is_int;
  default:
    return false;
  }
}

static CmNamedAttr *find_attr(CmNamedAttrVec *attrs, const char *name) {
  for (size_t i = 0; i < attrs->len; i++)
    if (strcmp(attrs->data[i].name->str, name) == 0)
      return &attrs->data[i];
  return NULL;
}

/* ====================================================================== */
/* vector.contract                                                         */
/* ====================================================================== */

CmAffineMap *cm_vector_contract_map(const CmOp *op, unsigned i) {
  CmAttr *a = cm_op_get_attr(op, "indexing_maps");
  if (!a || a->kind != CM_ATTR_ARRAY || i >= a->array.num ||
      a->array.elems[i]->kind != CM_ATTR_AFFINE_MAP)
    return NULL;
  return a->array.elems[i]->map;
}

unsigned cm_vector_contract_num_iterators(const CmOp *op) {
  CmAttr *a = cm_op_get_attr(op, "iterator_types");
  return a && a->kind == CM_ATTR_ARRAY ? a->array.num : 0;
}

static bool iterator_is(const CmOp *op, unsigned i, const char *what) {
  CmAttr *a = cm_op_get_attr(op, "iterator_types");
  if (!a || a->kind != CM_ATTR_ARRAY || i >= a->array.num ||
      a->array.elems[i]->kind != CM_ATTR_STRING)
    return false;
  return cm_str_eq_c(cm_ident_str(a->array.elems[i]->str.value), what);
}

bool cm_vector_contract_is_reduction(const CmOp *op, unsigned i) {
  return iterator_is(op, i, "reduction");
}

CmOp *cm_vector_build_contract(CmBuilder *b, CmLoc *loc, CmValue *lhs,
                               CmValue *rhs, CmValue *acc, CmAttr *maps,
                               CmAttr *iterator_types, unsigned kind) {
  CmOpState st;
  cm_op_state_init(&st, b->ctx, "vector.contract", loc);
  CM_VEC_PUSH(st.operands, lhs);
  CM_VEC_PUSH(st.operands, rhs);
  CM_VEC_PUSH(st.operands, acc);
  CM_VEC_PUSH(st.types, acc->type);
  cm_op_state_add_attr(&st, "indexing_maps", maps);
  cm_op_state_add_attr(&st, "iterator_types", iterator_types);
  if (kind)
    cm_op_state_add_attr(&st, "kind", cm_vector_kind_attr(b->ctx, kind));
  return cm_builder_create(b, &st);
}

/* The result index of `map` that is dim `d`, or -1. */
static int result_index_of_dim(const CmAffineMap *map, unsigned d) {
  for (unsigned i = 0; i < map->num_results; i++) {
    CmAffineExpr *e = map->results[i];
    if (e->kind == CM_AFFINE_DIM && e->pos == d)
      return (int)i;
  }
  return -1;
}

/* 13's getDimMap: (lhs, rhs) result indices of the iterators of `kind`
 * that both maps use.  Returns the count. */
static unsigned dim_map(const CmOp *op, const char *kind, int (*pairs)[2],
                        unsigned max) {
  CmAffineMap *l = cm_vector_contract_map(op, 0);
  CmAffineMap *r = cm_vector_contract_map(op, 1);
  unsigned n = 0, ni = cm_vector_contract_num_iterators(op);
  for (unsigned i = 0; i < ni && n < max; i++) {
    if (!iterator_is(op, i, kind))
      continue;
    int li = result_index_of_dim(l, i), ri = result_index_of_dim(r, i);
    if (li >= 0 && ri >= 0) {
      pairs[n][0] = li;
      pairs[n][1] = ri;
      n++;
    }
  }
  return n;
}

static bool verify_dim_map(const CmType *lt, const CmType *rt, int (*pairs)[2],
                           unsigned n) {
  for (unsigned i = 0; i < n; i++) {
    int a = pairs[i][0], b = pairs[i][1];
    if (a < 0 || a >= (int)lt->shaped.rank || b < 0 ||
        b >= (int)rt->shaped.rank || lt->shaped.shape[a] != rt->shaped.shape[b])
      return false;
  }
  return true;
}

static bool is_projected_permutation(const CmAffineMap *m) {
  bool seen[64] = {0};
  if (m->num_syms || m->num_dims > 64)
    return false;
  for (unsigned i = 0; i < m->num_results; i++) {
    CmAffineExpr *e = m->results[i];
    if (e->kind != CM_AFFINE_DIM || seen[e->pos])
      return false;
    seen[e->pos] = true;
  }
  return true;
}

#define MAX_RANK 64

static CmResult verify_output_shape(CmOp *op, CmType *lt, CmType *rt,
                                    CmType *acct, CmType *rest, int (*contr)[2],
                                    unsigned ncontr, int (*batch)[2],
                                    unsigned nbatch) {
  bool lcontr[MAX_RANK] = {0}, rcontr[MAX_RANK] = {0}, rbatch[MAX_RANK] = {0};
  for (unsigned i = 0; i < ncontr; i++) {
    lcontr[contr[i][0]] = true;
    rcontr[contr[i][1]] = true;
  }
  for (unsigned i = 0; i < nbatch; i++)
    rbatch[batch[i][1]] = true;
  unsigned nexpected = 0;
  for (unsigned i = 0; i < lt->shaped.rank; i++)
    nexpected += !lcontr[i];
  for (unsigned i = 0; i < rt->shaped.rank; i++)
    nexpected += !rcontr[i] && !rbatch[i];
  if (nexpected == 0) {
    if (rest->kind == CM_TYPE_VECTOR || acct->kind == CM_TYPE_VECTOR)
      return cm_op_emit_error(op, "invalid accumulator/result vector shape");
    return CM_SUCCESS;
  }
  if (rest->kind != CM_TYPE_VECTOR || acct->kind != CM_TYPE_VECTOR)
    return cm_op_emit_error(op, "invalid accumulator/result vector shape");
  /* The extent of each iterator from the lhs and rhs shapes, then the
   * result map applied to them. */
  CmAffineMap *lm = cm_vector_contract_map(op, 0);
  CmAffineMap *rm = cm_vector_contract_map(op, 1);
  CmAffineMap *am = cm_vector_contract_map(op, 2);
  int64_t extent[MAX_RANK];
  bool known[MAX_RANK] = {0};
  const CmType *ts[2] = {lt, rt};
  const CmAffineMap *ms[2] = {lm, rm};
  for (unsigned k = 0; k < 2; k++)
    for (unsigned i = 0; i < ts[k]->shaped.rank; i++) {
      unsigned d = ms[k]->results[i]->pos;
      if (d < MAX_RANK && !known[d]) {
        extent[d] = ts[k]->shaped.shape[i];
        known[d] = true;
      }
    }
  int64_t shape[MAX_RANK];
  for (unsigned i = 0; i < am->num_results; i++) {
    unsigned d = am->results[i]->pos;
    if (d >= MAX_RANK || !known[d]) /* 13 asserts here */
      return cm_op_emit_error(op, "invalid accumulator/result vector shape");
    shape[i] = extent[d];
  }
  CmType *expected = cm_vector_type(am->num_results, shape, rest->shaped.elem);
  if (rest != expected || acct != expected) {
    CmDiag *d = cm_op_diag_error(
        op, "invalid accumulator/result vector shape, expected: ");
    cm_vec_diag_type(d, expected);
    return cm_diag_report(d);
  }
  return CM_SUCCESS;
}

static CmResult contract_verify(CmOp *op) {
  CmType *lt = cm_op_operand(op, 0)->type, *rt = cm_op_operand(op, 1)->type;
  CmType *acct = cm_op_operand(op, 2)->type;
  CmType *rest = cm_op_result(op, 0)->type;
  CmAttr *maps = cm_op_get_attr(op, "indexing_maps");
  if (maps->array.num != 3)
    return cm_op_emit_error(op,
                            "expected an indexing map for each vector operand");
  unsigned ni = cm_vector_contract_num_iterators(op);
  for (unsigned i = 0; i < 3; i++) {
    CmAffineMap *m = maps->array.elems[i]->map;
    if (m->num_syms)
      return cm_op_emit_error(op, "expected indexing map %u to have no symbols",
                              i);
    CmType *t = cm_op_operand(op, i)->type;
    unsigned rank = t->kind == CM_TYPE_VECTOR ? t->shaped.rank : 0;
    if (m->num_dims != ni)
      return cm_op_emit_error(op,
                              "expected indexing map %u to have %u number of "
                              "inputs",
                              i, ni);
    if (m->num_results != rank)
      return cm_op_emit_error(op,
                              "expected indexing map %u to have %u number of "
                              "outputs",
                              i, rank);
    if (!is_projected_permutation(m))
      return cm_op_emit_error(op,
                              "expected indexing map %u to be a projected "
                              "permutation of its inputs",
                              i);
  }
  if (lt->shaped.rank > MAX_RANK || rt->shaped.rank > MAX_RANK || ni > MAX_RANK)
    return cm_op_emit_error(op, "unsupported contraction rank");
  int contr[MAX_RANK][2], batch[MAX_RANK][2];
  unsigned nc = dim_map(op, "reduction", contr, MAX_RANK);
  unsigned nb = dim_map(op, "parallel", batch, MAX_RANK);
  if (nc == 0)
    return cm_op_emit_error(op,
                            "expected at least one contracting dimension pair");
  if (!verify_dim_map(lt, rt, contr, nc))
    return cm_op_emit_error(op, "invalid contracting dimension map");
  if (!verify_dim_map(lt, rt, batch, nb))
    return cm_op_emit_error(op, "invalid batch dimension map");
  if (verify_output_shape(op, lt, rt, acct, rest, contr, nc, batch, nb))
    return CM_FAILURE;
  /* 13 looks at the masks only when there are exactly two */
  unsigned nops = cm_op_num_operands(op);
  if (nops == 5 &&
      (cm_op_operand(op, 3)->type->shaped.rank != lt->shaped.rank ||
       cm_op_operand(op, 4)->type->shaped.rank != rt->shaped.rank))
    return cm_op_emit_error(op, "invalid vector mask rank");
  if (!kind_supported(cm_vector_op_kind(op), cm_vec_elem_or_self(rest)))
    return cm_op_emit_error(op, "unsupported contraction type");
  return CM_SUCCESS;
}

/* `{trait dict} %lhs, %rhs, %acc (, %lmask, %rmask)? attr-dict? : tl, tr
 * into tres`.  As 13, the trait dictionary becomes the op's attributes (a
 * trailing attr-dict is parsed and dropped) and `kind` defaults to add;
 * the mask types are the operand shapes of i1. */
static CmResult contract_parse(CmParser *p, CmOpState *st) {
  CmContext *ctx = cm_parser_context(p);
  CmAttr *dict;
  CmUnresolvedOperand lhs, rhs, acc;
  CmOperandVec masks = {0};
  CmNamedAttrVec trailing = {0};
  CmTypeVec types = {0};
  CmValueVec vals = {0};
  CmType *res;
  CmResult r = CM_FAILURE;
  const char *name_pos = cm_parser_op_name_pos(p);
  const char *dict_pos = cm_parser_pos(p);
  if (cm_parse_attribute(p, NULL, &dict))
    goto done;
  if (dict->kind != CM_ATTR_DICTIONARY) {
    cm_vec_parse_error(p, st, dict_pos, "invalid kind of attribute specified");
    goto done;
  }
  if (cm_parse_operand(p, &lhs) || cm_parse_tok(p, CM_TOK_COMMA) ||
      cm_parse_operand(p, &rhs) || cm_parse_tok(p, CM_TOK_COMMA) ||
      cm_parse_operand(p, &acc))
    goto done;
  while (cm_parse_optional_tok(p, CM_TOK_COMMA)) {
    CmUnresolvedOperand m;
    if (cm_parse_operand(p, &m))
      goto done;
    CM_VEC_PUSH(masks, m);
  }
  const char *masks_pos = cm_parser_pos(p);
  if (cm_parse_optional_attr_dict(p, &trailing) ||
      cm_parse_colon_type_list(p, &types) || cm_parse_keyword(p, "into") ||
      cm_parse_type(p, &res))
    goto done;
  if (types.len < 2) {
    cm_vec_parse_error(p, st, name_pos, "expected two operand types");
    goto done;
  }
  if (cm_resolve_operand(p, &lhs, types.data[0], &vals) ||
      cm_resolve_operand(p, &rhs, types.data[1], &vals) ||
      cm_resolve_operand(p, &acc, res, &vals))
    goto done;
  for (unsigned i = 0; i < dict->dict.num; i++)
    CM_VEC_PUSH(st->attrs, dict->dict.entries[i]);
  bool has_kind = false;
  for (size_t i = 0; i < st->attrs.len; i++)
    has_kind |= strcmp(st->attrs.data[i].name->str, "kind") == 0;
  if (!has_kind)
    cm_op_state_add_attr(st, "kind", cm_vector_kind_attr(ctx, CM_VEC_KIND_ADD));
  CM_VEC_PUSH(st->types, res);
  if (masks.len) {
    if (masks.len != 2) {
      cm_vec_parse_error(p, st, name_pos,
                         "expected zero or exactly 2 vector mask operands");
      goto done;
    }
    CmType *i1 = cm_integer_type(ctx, 1, CM_SIGNLESS);
    CmType *mt[2];
    for (unsigned i = 0; i < 2; i++) {
      CmType *t = types.data[i];
      if (t->kind != CM_TYPE_VECTOR) {
        cm_vec_parse_error(p, st, name_pos, "expected vector type");
        goto done;
      }
      mt[i] = cm_vector_type(t->shaped.rank, t->shaped.shape, i1);
    }
    if (cm_resolve_operands(p, masks.data, 2, mt, 2, masks_pos, &vals))
      goto done;
  }
  for (size_t i = 0; i < vals.len; i++)
    CM_VEC_PUSH(st->operands, vals.data[i]);
  r = CM_SUCCESS;
done:
  CM_VEC_FREE(masks);
  CM_VEC_FREE(trailing);
  CM_VEC_FREE(types);
  CM_VEC_FREE(vals);
  return r;
}

static bool is_trait_attr(const char *n) {
  return strcmp(n, "indexing_maps") == 0 || strcmp(n, "iterator_types") == 0 ||
         strcmp(n, "kind") == 0;
}

static void contract_print(CmPrinter *p, CmOp *op) {
  CmContext *ctx = cm_op_context(op);
  CmAttr *all = cm_op_attrs(op);
  CmNamedAttr traits[3];
  unsigned nt = 0;
  for (unsigned i = 0; all && i < all->dict.num; i++)
    if (is_trait_attr(all->dict.entries[i].name->str) && nt < 3)
      traits[nt++] = all->dict.entries[i];
  cm_print_str(p, " ");
  cm_print_attr(p, cm_dict_attr(ctx, nt, traits));
  cm_print_str(p, " ");
  unsigned n = cm_op_num_operands(op);
  for (unsigned i = 0; i < (n == 5 ? 5u : 3u); i++) {
    if (i)
      cm_print_str(p, ", ");
    cm_print_operand(p, cm_op_operand(op, i));
  }
  static const char *const elided[] = {"indexing_maps", "iterator_types",
                                       "kind"};
  cm_print_optional_attr_dict(p, all, 3, elided);
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_operand(op, 0)->type);
  cm_print_str(p, ", ");
  cm_print_type(p, cm_op_operand(op, 1)->type);
  cm_print_str(p, " into ");
  cm_print_type(p, cm_op_result(op, 0)->type);
}

/* ====================================================================== */
/* vector.outerproduct                                                     */
/* ====================================================================== */

static CmResult outerproduct_parse(CmParser *p, CmOpState *st) {
  CmContext *ctx = cm_parser_context(p);
  CmOperandVec ops = {0};
  CmNamedAttrVec attrs = {0};
  CmValueVec vals = {0};
  CmType *tl, *tr;
  CmResult r = CM_FAILURE;
  const char *name_pos = cm_parser_op_name_pos(p);
  if (cm_parse_operand_list(p, &ops, -1, CM_DELIM_NONE) ||
      cm_parse_optional_attr_dict(p, &attrs) || cm_parse_colon_type(p, &tl) ||
      cm_parse_tok(p, CM_TOK_COMMA) || cm_parse_type(p, &tr))
    goto done;
  if (ops.len < 2) {
    cm_vec_parse_error(p, st, name_pos, "expected at least 2 operands");
    goto done;
  }
  if (tl->kind != CM_TYPE_VECTOR) {
    cm_vec_parse_error(p, st, name_pos, "expected vector type for operand #1");
    goto done;
  }
  int64_t shape[2] = {tl->shaped.rank ? tl->shaped.shape[0] : 1, 0};
  if (tr->kind == CM_TYPE_VECTOR)
    shape[1] = tr->shaped.rank ? tr->shaped.shape[0] : 1;
  CmType *res = cm_vector_type(tr->kind == CM_TYPE_VECTOR ? 2 : 1, shape,
                               tl->shaped.elem);
  if (!find_attr(&attrs, "kind")) {
    CmNamedAttr na = {cm_ident_c(ctx, "kind"),
                      cm_vector_kind_attr(ctx, CM_VEC_KIND_ADD)};
    CM_VEC_PUSH(attrs, na);
  }
  if (cm_resolve_operand(p, &ops.data[0], tl, &vals) ||
      cm_resolve_operand(p, &ops.data[1], tr, &vals))
    goto done;
  if (ops.len > 2 && cm_resolve_operand(p, &ops.data[2], res, &vals))
    goto done;
  /* 13 ignores operands after the third */
  for (size_t i = 0; i < vals.len; i++)
    CM_VEC_PUSH(st->operands, vals.data[i]);
  CM_VEC_PUSH(st->types, res);
  r = CM_SUCCESS;
done:
  cm_llvm_push_attrs(st, &attrs);
  CM_VEC_FREE(ops);
  CM_VEC_FREE(vals);
  return r;
}

/* 13 prints the attributes only with an accumulator. */
static void outerproduct_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " ");
  cm_print_operand(p, cm_op_operand(op, 0));
  cm_print_str(p, ", ");
  cm_print_operand(p, cm_op_operand(op, 1));
  if (cm_op_num_operands(op) > 2) {
    cm_print_str(p, ", ");
    cm_print_operand(p, cm_op_operand(op, 2));
    cm_print_optional_attr_dict(p, cm_op_attrs(op), 0, NULL);
  }
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_operand(op, 0)->type);
  cm_print_str(p, ", ");
  cm_print_type(p, cm_op_operand(op, 1)->type);
}

static CmResult outerproduct_verify(CmOp *op) {
  CmType *l = cm_op_operand(op, 0)->type, *r = cm_op_operand(op, 1)->type;
  CmType *res = cm_op_result(op, 0)->type;
  CmType *acc = cm_op_num_operands(op) > 2 ? cm_op_operand(op, 2)->type : NULL;
  if (l->shaped.rank != 1)
    return cm_op_emit_error(op, "expected 1-d vector for operand #1");
  if (r->kind == CM_TYPE_VECTOR) {
    if (r->shaped.rank != 1)
      return cm_op_emit_error(op, "expected 1-d vector for operand #2");
    if (res->shaped.rank != 2)
      return cm_op_emit_error(op, "expected 2-d vector result");
    if (l->shaped.shape[0] != res->shaped.shape[0])
      return cm_op_emit_error(op,
                              "expected #1 operand dim to match result dim #1");
    if (r->shaped.shape[0] != res->shaped.shape[1])
      return cm_op_emit_error(op,
                              "expected #2 operand dim to match result dim #2");
  } else {
    if (res->shaped.rank != 1)
      return cm_op_emit_error(op, "expected 1-d vector result");
    if (l->shaped.shape[0] != res->shaped.shape[0])
      return cm_op_emit_error(op,
                              "expected #1 operand dim to match result dim #1");
  }
  if (acc && acc != res)
    return cm_op_emit_error(op,
                            "expected operand #3 of same type as result type");
  if (!kind_supported(cm_vector_op_kind(op), res->shaped.elem))
    return cm_op_emit_error(op, "unsupported outerproduct type");
  return CM_SUCCESS;
}

/* ====================================================================== */
/* vector.reduction                                                        */
/* ====================================================================== */

static CmResult reduction_parse(CmParser *p, CmOpState *st) {
  CmContext *ctx = cm_parser_context(p);
  CmAttr *kind;
  CmOperandVec ops = {0};
  CmValueVec vals = {0};
  CmType *rt, *res;
  CmResult r = CM_FAILURE;
  if (cm_parse_attribute(p, NULL, &kind))
    goto done;
  cm_op_state_add_attr(st, "kind", kind);
  if (cm_parse_tok(p, CM_TOK_COMMA) ||
      cm_parse_operand_list(p, &ops, -1, CM_DELIM_NONE) ||
      cm_parse_colon_type(p, &rt) || cm_parse_keyword(p, "into") ||
      cm_parse_type(p, &res))
    goto done;
  if (ops.len > 0 && cm_resolve_operand(p, &ops.data[0], rt, &vals))
    goto done;
  if (ops.len > 1 && cm_resolve_operand(p, &ops.data[1], res, &vals))
    goto done;
  CM_VEC_PUSH(st->types, res);
  if (ops.len < 1 || ops.len > 2) {
    cm_vec_parse_error(p, st, cm_parser_op_name_pos(p),
                       "unsupported number of operands");
    goto done;
  }
  for (size_t i = 0; i < vals.len; i++)
    CM_VEC_PUSH(st->operands, vals.data[i]);
  r = CM_SUCCESS;
  (void)ctx;
done:
  CM_VEC_FREE(ops);
  CM_VEC_FREE(vals);
  return r;
}

static bool reduction_printable(const CmOp *op) {
  CmAttr *k = cm_op_get_attr(op, "kind");
  return k && k->kind == CM_ATTR_STRING;
}

/* 13 prints the kind between quotes as it is, no attr-dict. */
static void reduction_print(CmPrinter *p, CmOp *op) {
  CmAttr *k = cm_op_get_attr(op, "kind");
  CmStr s = cm_ident_str(k->str.value);
  cm_print_str(p, " \"");
  cm_buf_putn(cm_printer_buf(p), s.data, s.len);
  cm_print_str(p, "\", ");
  cm_print_operand(p, cm_op_operand(op, 0));
  if (cm_op_num_operands(op) > 1) {
    cm_print_str(p, ", ");
    cm_print_operand(p, cm_op_operand(op, 1));
  }
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_operand(op, 0)->type);
  cm_print_str(p, " into ");
  cm_print_type(p, cm_op_result(op, 0)->type);
}

static CmResult reduction_verify(CmOp *op) {
  CmType *vt = cm_op_operand(op, 0)->type;
  if (vt->shaped.rank != 1)
    return cm_op_emit_error(op, "unsupported reduction rank: %u",
                            vt->shaped.rank);
  CmStr kind = cm_ident_str(cm_op_get_attr(op, "kind")->str.value);
  CmType *et = cm_op_result(op, 0)->type;
  bool is_int = et->kind == CM_TYPE_INTEGER || et->kind == CM_TYPE_INDEX;
  unsigned k = cm_vec_kind_of_name(kind);
  if (k == CM_VEC_KIND_ADD || k == CM_VEC_KIND_MUL || k == CM_VEC_KIND_MIN ||
      k == CM_VEC_KIND_MAX) {
    if (!is_int && !cm_type_is_float(et))
      return cm_op_emit_error(op, "unsupported reduction type");
  } else if (k) {
    if (!is_int)
      return cm_op_emit_error(op, "unsupported reduction type");
  } else {
    return cm_op_emit_error(op, "unknown reduction kind: %.*s", (int)kind.len,
                            kind.data);
  }
  if (cm_op_num_operands(op) > 1) {
    if (k != CM_VEC_KIND_ADD && k != CM_VEC_KIND_MUL)
      return cm_op_emit_error(op, "no accumulator for reduction kind: %.*s",
                              (int)kind.len, kind.data);
    if (!cm_type_is_float(et)) {
      CmDiag *d = cm_op_diag_error(op, "no accumulator for type: ");
      cm_vec_diag_type(d, et);
      return cm_diag_report(d);
    }
  }
  return CM_SUCCESS;
}

/* ====================================================================== */
/* vector.multi_reduction                                                  */
/* ====================================================================== */

static CmResult multi_reduction_verify(CmOp *op) {
  CmType *st = cm_op_operand(op, 0)->type;
  CmType *dt = cm_op_result(op, 0)->type;
  int64_t dims[MAX_RANK];
  if (st->shaped.rank > MAX_RANK)
    return cm_op_emit_error(op, "unsupported vector rank");
  int n = cm_vec_i64_array(op, "reduction_dims", dims, MAX_RANK);
  bool reduced[MAX_RANK] = {0};
  for (int i = 0; i < n; i++) {
    if (dims[i] < 0 || dims[i] >= (int64_t)st->shaped.rank)
      return cm_op_emit_error(op, "reduction dimension %lld out of range",
                              (long long)dims[i]);
    reduced[dims[i]] = true;
  }
  int64_t shape[MAX_RANK];
  unsigned r = 0;
  for (unsigned i = 0; i < st->shaped.rank && i < MAX_RANK; i++)
    if (!reduced[i])
      shape[r++] = st->shaped.shape[i];
  /* 13 expects a vector even when every dimension is reduced (a 0-d
   * `vector<f32>` it cannot parse) */
  CmType *expected = r ? cm_vector_type(r, shape, st->shaped.elem) : NULL;
  if (expected != dt) {
    CmDiag *d = cm_op_diag_plain_error(op, "invalid output vector type: ");
    cm_vec_diag_type(d, dt);
    cm_diag_append(d, " (expected: ");
    if (expected) {
      cm_vec_diag_type(d, expected);
    } else {
      cm_diag_append(d, "'vector<");
      cm_diag_append_type(d, st->shaped.elem);
      cm_diag_append(d, ">'");
    }
    cm_diag_append(d, ")");
    return cm_diag_report(d);
  }
  return CM_SUCCESS;
}

/* ====================================================================== */
/* The op table                                                            */
/* ====================================================================== */

static const CmOdsValue contract_operands[] = {
    {"lhs", CM_ODS_ONE, &cm_vec_tc_vector},
    {"rhs", CM_ODS_ONE, &cm_vec_tc_vector},
    {"acc", CM_ODS_ONE, &cm_tc_any},
    {"masks", CM_ODS_VARIADIC, &cm_vec_tc_i1_vector}};
static const CmOdsValue any_result[] = {{"result", CM_ODS_ONE, &cm_tc_any}};
static const CmOdsAttr contract_attrs[] = {
    {"indexing_maps", &cm_vec_ac_map_array, false, NULL},
    {"iterator_types", &cm_ac_array, false, NULL},
    {"kind", &cm_vec_ac_kind, true, NULL}};
static bool same_elem_01(const CmType *a, const CmType *b) {
  return cm_vec_same_elem(a, b);
}
static const CmOdsTypePred contract_preds[] = {
    {"lhs", "rhs", same_elem_01, "lhs and rhs have same element type"},
    {"result", "acc", same_elem_01,
     "third operand acc and result have same element type"}};
static const CmOdsOp contract_ods = {
    .summary = "vector contraction operation",
    CM_ODS_OPERANDS(contract_operands),
    CM_ODS_RESULTS(any_result),
    CM_ODS_ATTRS(contract_attrs),
    CM_ODS_TYPE_PREDS(contract_preds),
};

static const CmOdsValue outerproduct_operands[] = {
    {"lhs", CM_ODS_ONE, &cm_vec_tc_vector},
    {"rhs", CM_ODS_ONE, &cm_tc_any},
    {"acc", CM_ODS_VARIADIC, &cm_vec_tc_vector}};
static const CmOdsValue vector_result[] = {
    {"result", CM_ODS_ONE, &cm_vec_tc_vector}};
static const CmOdsAttr kind_default_attrs[] = {
    {"kind", &cm_vec_ac_kind, true, NULL}};
static const CmOdsTypePred outerproduct_preds[] = {
    {"result", "lhs", same_elem_01,
     "lhs operand and result have same element type"},
    {"result", "rhs", same_elem_01,
     "rhs operand and result have same element type"}};
static const CmOdsOp outerproduct_ods = {
    .summary = "vector outerproduct with optional fused add",
    CM_ODS_OPERANDS(outerproduct_operands),
    CM_ODS_RESULTS(vector_result),
    CM_ODS_ATTRS(kind_default_attrs),
    CM_ODS_TYPE_PREDS(outerproduct_preds),
};

static const CmOdsValue reduction_operands[] = {
    {"vector", CM_ODS_ONE, &cm_vec_tc_vector},
    {"acc", CM_ODS_VARIADIC, &cm_tc_any}};
static const CmOdsValue dest_any[] = {{"dest", CM_ODS_ONE, &cm_tc_any}};
static const CmOdsAttr reduction_attrs[] = {
    {"kind", &cm_ac_string, false, NULL}};
static const CmOdsTypePred reduction_preds[] = {
    {"dest", "vector", same_elem_01,
     "source operand and result have same element type"}};
static const CmOdsOp reduction_ods = {
    .summary = "reduction operation",
    CM_ODS_OPERANDS(reduction_operands),
    CM_ODS_RESULTS(dest_any),
    CM_ODS_ATTRS(reduction_attrs),
    CM_ODS_TYPE_PREDS(reduction_preds),
};

static const CmOdsValue multi_reduction_operands[] = {
    {"source", CM_ODS_ONE, &cm_vec_tc_vector}};
static const CmOdsAttr multi_reduction_attrs[] = {
    {"kind", &cm_vec_ac_kind, false, NULL},
    {"reduction_dims", &cm_ac_i64_array, false, NULL}};
static const CmOdsTypePred multi_reduction_preds[] = {
    {"dest", "source", same_elem_01,
     "source operand and result have same element type"}};
static const CmOdsOp multi_reduction_ods = {
    .summary = "Multi-dimensional reduction operation",
    CM_ODS_OPERANDS(multi_reduction_operands),
    CM_ODS_RESULTS(dest_any),
    CM_ODS_ATTRS(multi_reduction_attrs),
    CM_ODS_TYPE_PREDS(multi_reduction_preds),
    .format = "$kind `,` $source attr-dict $reduction_dims `:` type($source) "
              "`to` type($dest)",
};

static const CmOdsValue fma_operands[] = {
    {"lhs", CM_ODS_ONE, &cm_vec_tc_vector},
    {"rhs", CM_ODS_ONE, &cm_vec_tc_vector},
    {"acc", CM_ODS_ONE, &cm_vec_tc_vector}};
static const CmOdsTypeRel fma_rels[] = {
    {"lhs", "rhs", NULL, "all of {lhs, rhs, acc, result} have same type"},
    {"lhs", "acc", NULL, "all of {lhs, rhs, acc, result} have same type"},
    {"lhs", "result", NULL, "all of {lhs, rhs, acc, result} have same type"}};
static const CmOdsOp fma_ods = {
    .summary = "vector fused multiply-add",
    CM_ODS_OPERANDS(fma_operands),
    CM_ODS_RESULTS(vector_result),
    CM_ODS_TYPE_RELS(fma_rels),
    .format = "$lhs `,` $rhs `,` $acc attr-dict `:` type($lhs)",
};

static const CmOdsValue matmul_operands[] = {
    {"lhs", CM_ODS_ONE, &cm_vec_tc_rank1_matrix},
    {"rhs", CM_ODS_ONE, &cm_vec_tc_rank1_matrix}};
static const CmOdsValue matmul_results[] = {
    {"res", CM_ODS_ONE, &cm_vec_tc_rank1_matrix}};
static const CmOdsAttr matmul_attrs[] = {
    {"lhs_rows", &cm_ac_i32, false, NULL},
    {"lhs_columns", &cm_ac_i32, false, NULL},
    {"rhs_columns", &cm_ac_i32, false, NULL}};
static const CmOdsTypePred matmul_preds[] = {
    {"res", "lhs", same_elem_01,
     "lhs operand and result have same element type"},
    {"res", "rhs", same_elem_01,
     "rhs operand and result have same element type"}};
static const CmOdsOp matmul_ods = {
    .summary = "Vector matrix multiplication op that operates on flattened "
               "1-D MLIR vectors",
    CM_ODS_OPERANDS(matmul_operands),
    CM_ODS_RESULTS(matmul_results),
    CM_ODS_ATTRS(matmul_attrs),
    CM_ODS_TYPE_PREDS(matmul_preds),
    .format = "$lhs `,` $rhs attr-dict `:` `(` type($lhs) `,` type($rhs) `)` "
              "`->` type($res)",
};

static const CmOdsValue flat_transpose_operands[] = {
    {"matrix", CM_ODS_ONE, &cm_vec_tc_rank1_matrix}};
static const CmOdsAttr flat_transpose_attrs[] = {
    {"rows", &cm_ac_i32, false, NULL}, {"columns", &cm_ac_i32, false, NULL}};
static const CmOdsTypePred flat_transpose_preds[] = {
    {"res", "matrix", same_elem_01,
     "source operand and result have same element type"}};
static const CmOdsOp flat_transpose_ods = {
    .summary = "Vector matrix transposition on flattened 1-D MLIR vectors",
    CM_ODS_OPERANDS(flat_transpose_operands),
    CM_ODS_RESULTS(matmul_results),
    CM_ODS_ATTRS(flat_transpose_attrs),
    CM_ODS_TYPE_PREDS(flat_transpose_preds),
    .format = "$matrix attr-dict `:` type($matrix) `->` type($res)",
};

static const CmOpDef contract_ops[] = {
    {.name = "vector.contract",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .parse = contract_parse,
     .print = contract_print,
     .verify = contract_verify,
     .get_canonicalization_patterns = cm_vec_contract_canonicalize,
     .ods = &contract_ods},
    {.name = "vector.outerproduct",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .parse = outerproduct_parse,
     .print = outerproduct_print,
     .verify = outerproduct_verify,
     .ods = &outerproduct_ods},
    {.name = "vector.reduction",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .parse = reduction_parse,
     .print = reduction_print,
     .verify = reduction_verify,
     .custom_printable = reduction_printable,
     .ods = &reduction_ods},
    {.name = "vector.multi_reduction",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .verify = multi_reduction_verify,
     .ods = &multi_reduction_ods},
    {.name = "vector.fma",
     .traits = CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_ELEMENTWISE_MAPPABLE,
     .ods = &fma_ods},
    {.name = "vector.matrix_multiply",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .ods = &matmul_ods},
    {.name = "vector.flat_transpose",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .ods = &flat_transpose_ods},
};

void cm_vec_register_contract_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, contract_ops, CM_ODS_ARRAY_LEN(contract_ops));
}
