/* transfer.c - 13's memory ops of the vector dialect: transfer_read,
 * transfer_write (memrefs and tensors, permutation maps, padding, masks,
 * in_bounds), load, store, maskedload, maskedstore, gather, scatter,
 * expandload, compressstore and type_cast: syntax, verifiers with 13's
 * messages, and the accessors / builders of cmlir/dialect/vector.h. */
#include "vector_internal.h"

#define MAX_RANK 64

/* ====================================================================== */
/* Maps                                                                    */
/* ====================================================================== */

/* getMinorIdentityMap(dims, results): the last `results` dims (all of
 * them when results >= dims, as 13's getMinorSubMap). */
static CmAffineMap *minor_identity(CmContext *ctx, unsigned dims,
                                   unsigned results) {
  if (results > dims)
    results = dims;
  CmAffineExpr *e[MAX_RANK];
  if (results > MAX_RANK)
    return NULL;
  for (unsigned i = 0; i < results; i++)
    e[i] = cm_affine_dim(ctx, dims - results + i);
  return cm_affine_map(ctx, dims, 0, results, e);
}

static bool is_minor_identity(const CmAffineMap *m) {
  if (m->num_syms || m->num_results > m->num_dims)
    return false;
  for (unsigned i = 0; i < m->num_results; i++) {
    CmAffineExpr *e = m->results[i];
    if (e->kind != CM_AFFINE_DIM || e->pos != m->num_dims - m->num_results + i)
      return false;
  }
  return true;
}

CmAffineMap *cm_vector_transfer_minor_identity_map(CmType *shaped,
                                                   CmType *vector) {
  int64_t elem_rank = 0;
  if (shaped->shaped.elem->kind == CM_TYPE_VECTOR)
    elem_rank = shaped->shaped.elem->shaped.rank;
  int64_t results = (int64_t)vector->shaped.rank - elem_rank;
  /* 13 takes a negative count as unsigned: the whole identity */
  return minor_identity(shaped->ctx, shaped->shaped.rank,
                        results < 0 ? shaped->shaped.rank : (unsigned)results);
}

CmType *cm_vector_transfer_mask_type(CmType *vector, const CmAffineMap *map) {
  int64_t shape[MAX_RANK];
  unsigned n = 0;
  for (unsigned i = 0;
       i < vector->shaped.rank && i < map->num_results && i < MAX_RANK; i++)
    if (map->results[i]->kind == CM_AFFINE_DIM)
      shape[n++] = vector->shaped.shape[i];
  if (!n)
    return NULL;
  return cm_vector_type(n, shape, cm_integer_type(vector->ctx, 1, CM_SIGNLESS));
}

/* ====================================================================== */
/* Accessors                                                               */
/* ====================================================================== */

static bool is_read(const CmOp *op) {
  return cm_op_name_is(op, "vector.transfer_read");
}

CmValue *cm_vector_transfer_source(CmOp *op) {
  return cm_op_operand(op, is_read(op) ? 0 : 1);
}

CmValue *cm_vector_transfer_vector(CmOp *op) {
  return is_read(op) ? cm_op_result(op, 0) : cm_op_operand(op, 0);
}

void cm_vector_transfer_indices(CmOp *op, unsigned *start, unsigned *count) {
  if (!cm_ods_operand_group(op, "indices", start, count)) {
    *start = 0;
    *count = 0;
  }
}

CmValue *cm_vector_transfer_padding(CmOp *op) {
  return is_read(op) ? cm_ods_operand(op, "padding") : NULL;
}

CmValue *cm_vector_transfer_mask(CmOp *op) {
  unsigned s, n;
  if (!cm_ods_operand_group(op, "mask", &s, &n) || n == 0)
    return NULL;
  return cm_op_operand(op, s);
}

CmAffineMap *cm_vector_transfer_map(const CmOp *op) {
  CmAttr *a = cm_op_get_attr(op, "permutation_map");
  return a && a->kind == CM_ATTR_AFFINE_MAP ? a->map : NULL;
}

unsigned cm_vector_transfer_index_values(CmOp *op, CmValue **out,
                                         unsigned max) {
  unsigned s, n;
  cm_vector_transfer_indices(op, &s, &n);
  if (n > max)
    n = max;
  for (unsigned i = 0; i < n; i++)
    out[i] = cm_op_operand(op, s + i);
  return n;
}

bool cm_vector_transfer_in_bounds(const CmOp *op, unsigned dim) {
  CmAttr *a = cm_op_get_attr(op, "in_bounds");
  if (!a || a->kind != CM_ATTR_ARRAY || dim >= a->array.num)
    return false;
  CmAttr *e = a->array.elems[dim];
  return e->kind == CM_ATTR_INTEGER && e->integer.value != 0;
}

unsigned cm_vector_transfer_rank(const CmOp *op) {
  CmAffineMap *m = cm_vector_transfer_map(op);
  return m ? m->num_results : 0;
}

bool cm_vector_transfer_has_out_of_bounds_dim(const CmOp *op) {
  CmAffineMap *m = cm_vector_transfer_map(op);
  for (unsigned i = 0; m && i < m->num_results; i++)
    if (m->results[i]->kind != CM_AFFINE_CONST &&
        !cm_vector_transfer_in_bounds(op, i))
      return true;
  return false;
}

static void add_segments(CmOpState *st, unsigned n, const unsigned *sz) {
  cm_op_state_add_attr(st, "operand_segment_sizes",
                       cm_ods_segment_sizes_attr(st->ctx, n, sz));
}

CmOp *cm_vector_build_transfer_read(CmBuilder *b, CmLoc *loc, CmType *vector,
                                    CmValue *source, unsigned nidx,
                                    CmValue *const *idx, CmAffineMap *map,
                                    CmValue *padding, CmValue *mask,
                                    CmAttr *in_bounds) {
  CmOpState st;
  cm_op_state_init(&st, b->ctx, "vector.transfer_read", loc);
  CM_VEC_PUSH(st.operands, source);
  for (unsigned i = 0; i < nidx; i++)
    CM_VEC_PUSH(st.operands, idx[i]);
  CM_VEC_PUSH(st.operands, padding);
  if (mask)
    CM_VEC_PUSH(st.operands, mask);
  CM_VEC_PUSH(st.types, vector);
  if (!map)
    map = cm_vector_transfer_minor_identity_map(source->type, vector);
  if (in_bounds)
    cm_op_state_add_attr(&st, "in_bounds", in_bounds);
  unsigned sz[4] = {1, nidx, 1, mask ? 1u : 0u};
  add_segments(&st, 4, sz);
  cm_op_state_add_attr(&st, "permutation_map", cm_affine_map_attr(map));
  CmOp *op = cm_builder_create(b, &st);
  cm_op_state_free(&st);
  return op;
}

CmOp *cm_vector_build_transfer_write(CmBuilder *b, CmLoc *loc, CmValue *vector,
                                     CmValue *source, unsigned nidx,
                                     CmValue *const *idx, CmAffineMap *map,
                                     CmValue *mask, CmAttr *in_bounds) {
  CmOpState st;
  cm_op_state_init(&st, b->ctx, "vector.transfer_write", loc);
  CM_VEC_PUSH(st.operands, vector);
  CM_VEC_PUSH(st.operands, source);
  for (unsigned i = 0; i < nidx; i++)
    CM_VEC_PUSH(st.operands, idx[i]);
  if (mask)
    CM_VEC_PUSH(st.operands, mask);
  if (source->type->kind == CM_TYPE_RANKED_TENSOR)
    CM_VEC_PUSH(st.types, source->type);
  if (!map)
    map = cm_vector_transfer_minor_identity_map(source->type, vector->type);
  if (in_bounds)
    cm_op_state_add_attr(&st, "in_bounds", in_bounds);
  unsigned sz[4] = {1, 1, nidx, mask ? 1u : 0u};
  add_segments(&st, 4, sz);
  cm_op_state_add_attr(&st, "permutation_map", cm_affine_map_attr(map));
  CmOp *op = cm_builder_create(b, &st);
  cm_op_state_free(&st);
  return op;
}

/* ====================================================================== */
/* transfer_read / transfer_write: parse and print                         */
/* ====================================================================== */

static CmAttr *state_attr(CmOpState *st, const char *name) {
  for (size_t i = 0; i < st->attrs.len; i++)
    if (strcmp(st->attrs.data[i].name->str, name) == 0)
      return st->attrs.data[i].value;
  return NULL;
}

static bool is_memref_or_ranked_tensor(const CmType *t) {
  return t->kind == CM_TYPE_MEMREF || t->kind == CM_TYPE_RANKED_TENSOR;
}

/* The part both parsers share after the operands: attr-dict, the two
 * types (vector and shaped in `read` order or reversed), the default
 * permutation map. */
static CmResult parse_transfer_types(CmParser *p, CmOpState *st, bool read,
                                     CmType **shaped, CmType **vector) {
  CmNamedAttrVec attrs = {0};
  CmTypeVec types = {0};
  CmResult r = CM_FAILURE;
  if (cm_parse_optional_attr_dict(p, &attrs))
    goto done;
  for (size_t i = 0; i < attrs.len; i++)
    CM_VEC_PUSH(st->attrs, attrs.data[i]);
  const char *types_pos = cm_parser_pos(p);
  if (cm_parse_colon_type_list(p, &types))
    goto done;
  if (types.len != 2) {
    cm_vec_parse_error(p, st, types_pos, "requires two types");
    goto done;
  }
  CmType *s = types.data[read ? 0 : 1], *v = types.data[read ? 1 : 0];
  if (read) {
    if (!is_memref_or_ranked_tensor(s)) {
      cm_vec_parse_error(p, st, types_pos,
                         "requires memref or ranked tensor type");
      goto done;
    }
    if (v->kind != CM_TYPE_VECTOR) {
      cm_vec_parse_error(p, st, types_pos, "requires vector type");
      goto done;
    }
  } else {
    if (v->kind != CM_TYPE_VECTOR) {
      cm_vec_parse_error(p, st, types_pos, "requires vector type");
      goto done;
    }
    if (!is_memref_or_ranked_tensor(s)) {
      cm_vec_parse_error(p, st, types_pos,
                         "requires memref or ranked tensor type");
      goto done;
    }
  }
  if (!state_attr(st, "permutation_map")) {
    CmAffineMap *m = cm_vector_transfer_minor_identity_map(s, v);
    if (!m) {
      cm_vec_parse_error(p, st, types_pos, "unsupported transfer rank");
      goto done;
    }
    cm_op_state_add_attr(st, "permutation_map", cm_affine_map_attr(m));
  }
  *shaped = s;
  *vector = v;
  r = CM_SUCCESS;
done:
  CM_VEC_FREE(attrs);
  CM_VEC_FREE(types);
  return r;
}

/* The mask's type from the vector type and the map (13), or an error. */
static CmResult resolve_mask(CmParser *p, CmOpState *st, CmType *shaped,
                             CmType *vector, const CmUnresolvedOperand *mask,
                             bool read, CmValueVec *vals) {
  if (shaped->shaped.elem->kind == CM_TYPE_VECTOR)
    return cm_vec_parse_error(p, st, mask->pos,
                              "does not support masks with vector element "
                              "type");
  CmAttr *ma = state_attr(st, "permutation_map");
  CmType *mt = NULL;
  if (!read)
    mt = cm_vector_type(vector->shaped.rank, vector->shaped.shape,
                        cm_integer_type(st->ctx, 1, CM_SIGNLESS));
  else if (ma && ma->kind == CM_ATTR_AFFINE_MAP)
    mt = cm_vector_transfer_mask_type(vector, ma->map);
  if (!mt)
    return cm_vec_parse_error(p, st, mask->pos,
                              "expected a permutation map with at least one "
                              "non-broadcast result for a mask");
  return cm_resolve_operand(p, mask, mt, vals);
}

static CmResult transfer_read_parse(CmParser *p, CmOpState *st) {
  CmContext *ctx = cm_parser_context(p);
  CmUnresolvedOperand src, pad, mask;
  CmOperandVec idx = {0};
  CmValueVec vals = {0};
  CmType *shaped, *vector;
  CmResult r = CM_FAILURE;
  if (cm_parse_operand(p, &src) ||
      cm_parse_operand_list(p, &idx, -1, CM_DELIM_SQUARE) ||
      cm_parse_tok(p, CM_TOK_COMMA) || cm_parse_operand(p, &pad))
    goto done;
  bool has_mask = cm_parse_optional_tok(p, CM_TOK_COMMA);
  if (has_mask && cm_parse_operand(p, &mask))
    goto done;
  if (parse_transfer_types(p, st, true, &shaped, &vector))
    goto done;
  CmType *index = cm_index_type(ctx);
  if (cm_resolve_operand(p, &src, shaped, &vals) ||
      cm_resolve_operands_same_type(p, idx.data, idx.len, index, &vals) ||
      cm_resolve_operand(p, &pad, shaped->shaped.elem, &vals))
    goto done;
  if (has_mask && resolve_mask(p, st, shaped, vector, &mask, true, &vals))
    goto done;
  unsigned sz[4] = {1, (unsigned)idx.len, 1, has_mask};
  add_segments(st, 4, sz);
  for (size_t i = 0; i < vals.len; i++)
    CM_VEC_PUSH(st->operands, vals.data[i]);
  CM_VEC_PUSH(st->types, vector);
  r = CM_SUCCESS;
done:
  CM_VEC_FREE(idx);
  CM_VEC_FREE(vals);
  return r;
}

static CmResult transfer_write_parse(CmParser *p, CmOpState *st) {
  CmContext *ctx = cm_parser_context(p);
  CmUnresolvedOperand vec, src, mask;
  CmOperandVec idx = {0};
  CmValueVec vals = {0};
  CmType *shaped, *vector;
  CmResult r = CM_FAILURE;
  if (cm_parse_operand(p, &vec) || cm_parse_tok(p, CM_TOK_COMMA) ||
      cm_parse_operand(p, &src) ||
      cm_parse_operand_list(p, &idx, -1, CM_DELIM_SQUARE))
    goto done;
  bool has_mask = cm_parse_optional_tok(p, CM_TOK_COMMA);
  if (has_mask && cm_parse_operand(p, &mask))
    goto done;
  if (parse_transfer_types(p, st, false, &shaped, &vector))
    goto done;
  CmType *index = cm_index_type(ctx);
  if (cm_resolve_operand(p, &vec, vector, &vals) ||
      cm_resolve_operand(p, &src, shaped, &vals) ||
      cm_resolve_operands_same_type(p, idx.data, idx.len, index, &vals))
    goto done;
  if (has_mask && resolve_mask(p, st, shaped, vector, &mask, false, &vals))
    goto done;
  unsigned sz[4] = {1, 1, (unsigned)idx.len, has_mask};
  add_segments(st, 4, sz);
  for (size_t i = 0; i < vals.len; i++)
    CM_VEC_PUSH(st->operands, vals.data[i]);
  if (shaped->kind == CM_TYPE_RANKED_TENSOR)
    CM_VEC_PUSH(st->types, shaped);
  r = CM_SUCCESS;
done:
  CM_VEC_FREE(idx);
  CM_VEC_FREE(vals);
  return r;
}

/* 13's printTransferAttrs: the segment sizes always elided, the map when
 * it is a minor identity, in_bounds when no entry is true. */
static void print_transfer_attrs(CmPrinter *p, CmOp *op) {
  const char *elided[3] = {"operand_segment_sizes"};
  unsigned n = 1;
  CmAffineMap *m = cm_vector_transfer_map(op);
  if (m && is_minor_identity(m))
    elided[n++] = "permutation_map";
  CmAttr *ib = cm_op_get_attr(op, "in_bounds");
  bool any = false;
  for (unsigned i = 0; ib && ib->kind == CM_ATTR_ARRAY && i < ib->array.num;
       i++)
    any |= cm_vector_transfer_in_bounds(op, i);
  if (!any)
    elided[n++] = "in_bounds";
  cm_print_optional_attr_dict(p, cm_op_attrs(op), n, elided);
}

static void print_indices(CmPrinter *p, CmOp *op) {
  unsigned s, n;
  cm_vector_transfer_indices(op, &s, &n);
  cm_print_str(p, "[");
  for (unsigned i = 0; i < n; i++) {
    if (i)
      cm_print_str(p, ", ");
    cm_print_operand(p, cm_op_operand(op, s + i));
  }
  cm_print_str(p, "]");
}

static void transfer_read_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " ");
  cm_print_operand(p, cm_vector_transfer_source(op));
  print_indices(p, op);
  cm_print_str(p, ", ");
  cm_print_operand(p, cm_vector_transfer_padding(op));
  CmValue *mask = cm_vector_transfer_mask(op);
  if (mask) {
    cm_print_str(p, ", ");
    cm_print_operand(p, mask);
  }
  print_transfer_attrs(p, op);
  cm_print_str(p, " : ");
  cm_print_type(p, cm_vector_transfer_source(op)->type);
  cm_print_str(p, ", ");
  cm_print_type(p, cm_op_result(op, 0)->type);
}

static void transfer_write_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " ");
  cm_print_operand(p, cm_op_operand(op, 0));
  cm_print_str(p, ", ");
  cm_print_operand(p, cm_vector_transfer_source(op));
  print_indices(p, op);
  CmValue *mask = cm_vector_transfer_mask(op);
  if (mask) {
    cm_print_str(p, ", ");
    cm_print_operand(p, mask);
  }
  print_transfer_attrs(p, op);
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_operand(op, 0)->type);
  cm_print_str(p, ", ");
  cm_print_type(p, cm_vector_transfer_source(op)->type);
}

/* ====================================================================== */
/* transfer_read / transfer_write: verification (13's verifyTransferOp)    */
/* ====================================================================== */

static CmResult verify_permutation_map(CmOp *op, const CmAffineMap *m) {
  bool seen[MAX_RANK] = {0};
  for (unsigned i = 0; i < m->num_results; i++) {
    CmAffineExpr *e = m->results[i];
    if (e->kind == CM_AFFINE_CONST && e->value == 0)
      continue;
    if (e->kind != CM_AFFINE_DIM)
      return cm_op_emit_error(op,
                              "requires a projected permutation_map (at most "
                              "one dim or the zero constant can appear in "
                              "each result)");
    if (e->pos < MAX_RANK && seen[e->pos])
      return cm_op_emit_error(op, "requires a permutation_map that is a "
                                  "permutation (found one dim used more than "
                                  "once)");
    if (e->pos < MAX_RANK)
      seen[e->pos] = true;
  }
  return CM_SUCCESS;
}

static CmResult verify_transfer(CmOp *op, CmType *shaped, CmType *vector,
                                CmType *mask, const CmAffineMap *map,
                                CmAttr *in_bounds) {
  if (cm_op_get_attr(op, "masked"))
    return cm_op_emit_error(op, "masked attribute has been removed. Use "
                                "in_bounds instead.");
  if (!is_memref_or_ranked_tensor(shaped))
    return cm_op_emit_error(op,
                            "requires source to be a memref or ranked tensor "
                            "type");
  CmType *et = shaped->shaped.elem;
  CmType *vet = vector->shaped.elem;
  unsigned vrank = vector->shaped.rank;
  int64_t vlast = vrank ? vector->shaped.shape[vrank - 1] : 1;
  if (et->kind == CM_TYPE_VECTOR) {
    int64_t elast = et->shaped.rank ? et->shaped.shape[et->shaped.rank - 1] : 1;
    uint64_t src = (uint64_t)cm_vec_bitwidth(et->shaped.elem) * (uint64_t)elast;
    uint64_t res = (uint64_t)cm_vec_bitwidth(vet) * (uint64_t)vlast;
    if (src == 0 || res % src != 0)
      return cm_op_emit_error(op,
                              "requires the bitwidth of the minor 1-D vector "
                              "to be an integral multiple of the bitwidth of "
                              "the minor 1-D vector of the source");
    if (et->shaped.rank > vrank)
      return cm_op_emit_error(op, "requires source vector element and vector "
                                  "result ranks to match.");
    if (map->num_results != vrank - et->shaped.rank)
      return cm_op_emit_error(op,
                              "requires a permutation_map with result dims of "
                              "the same rank as the vector type");
    if (mask)
      return cm_op_emit_error(op, "does not support masks with vector element "
                                  "type");
  } else {
    uint64_t res = (uint64_t)cm_vec_bitwidth(vet) * (uint64_t)vlast;
    unsigned ew = cm_vec_bitwidth(et);
    if (ew == 0 || res % ew != 0)
      return cm_op_emit_error(op,
                              "requires the bitwidth of the minor 1-D vector "
                              "to be an integral multiple of the bitwidth of "
                              "the source element type");
    if (map->num_results != vrank)
      return cm_op_emit_error(op,
                              "requires a permutation_map with result dims of "
                              "the same rank as the vector type");
    /* 13 does not check the mask's type against the map */
  }
  if (map->num_syms)
    return cm_op_emit_error(op, "requires permutation_map without symbols");
  if (map->num_dims != shaped->shaped.rank)
    return cm_op_emit_error(op, "requires a permutation_map with input dims of "
                                "the same rank as the source type");
  if (in_bounds) {
    if (map->num_results != in_bounds->array.num) {
      CmDiag *d =
          cm_op_diag_error(op, "expects the optional in_bounds attr of "
                               "same rank as permutation_map results: ");
      cm_diag_append_attr(d, cm_affine_map_attr((CmAffineMap *)map));
      return cm_diag_report(d);
    }
    for (unsigned i = 0; i < map->num_results; i++)
      if (map->results[i]->kind == CM_AFFINE_CONST &&
          !cm_vector_transfer_in_bounds(op, i))
        return cm_op_emit_error(op, "requires broadcast dimensions to be "
                                    "in-bounds");
  }
  return CM_SUCCESS;
}

static CmResult transfer_read_verify(CmOp *op) {
  CmType *shaped = cm_vector_transfer_source(op)->type;
  CmType *vector = cm_op_result(op, 0)->type;
  CmValue *mask = cm_vector_transfer_mask(op);
  CmType *pad = cm_vector_transfer_padding(op)->type;
  const CmAffineMap *map = cm_vector_transfer_map(op);
  unsigned s, n;
  cm_vector_transfer_indices(op, &s, &n);
  if (cm_type_has_rank(shaped) && n != shaped->shaped.rank)
    return cm_op_emit_error(op, "requires %u indices", shaped->shaped.rank);
  if (verify_transfer(op, shaped, vector, mask ? mask->type : NULL, map,
                      cm_op_get_attr(op, "in_bounds")))
    return CM_FAILURE;
  CmType *et = shaped->shaped.elem;
  if (et->kind == CM_TYPE_VECTOR) {
    if (et != pad)
      return cm_op_emit_error(op, "requires source element type and padding "
                                  "type to match.");
  } else {
    if (!cm_type_is_integer(pad, 0) && !cm_type_is_float(pad) &&
        pad->kind != CM_TYPE_INDEX)
      return cm_op_emit_error(op,
                              "requires valid padding vector elemental type");
    if (pad != et)
      return cm_op_emit_error(op, "requires formal padding and source of the "
                                  "same elemental type");
  }
  return verify_permutation_map(op, map);
}

static bool has_broadcast_dim(const CmAffineMap *m) {
  for (unsigned i = 0; i < m->num_results; i++)
    if (m->results[i]->kind == CM_AFFINE_CONST && m->results[i]->value == 0)
      return true;
  return false;
}

static CmResult transfer_write_verify(CmOp *op) {
  CmType *shaped = cm_vector_transfer_source(op)->type;
  CmType *vector = cm_op_operand(op, 0)->type;
  CmValue *mask = cm_vector_transfer_mask(op);
  const CmAffineMap *map = cm_vector_transfer_map(op);
  unsigned s, n;
  cm_vector_transfer_indices(op, &s, &n);
  if (cm_type_has_rank(shaped) && n != shaped->shaped.rank)
    return cm_op_emit_error(op, "requires %u indices", shaped->shaped.rank);
  if (has_broadcast_dim(map))
    return cm_op_emit_error(op, "should not have broadcast dimensions");
  if (verify_transfer(op, shaped, vector, mask ? mask->type : NULL, map,
                      cm_op_get_attr(op, "in_bounds")))
    return CM_FAILURE;
  return verify_permutation_map(op, map);
}

/* ====================================================================== */
/* load / store and the masked memory ops                                  */
/* ====================================================================== */

static CmType *memref_of(CmOp *op) { return cm_ods_operand(op, "base")->type; }

static unsigned num_indices(CmOp *op) {
  unsigned s, n;
  return cm_ods_operand_group(op, "indices", &s, &n) ? n : 0;
}

static CmResult verify_unit_stride(CmOp *op, CmType *mt) {
  int64_t strides[MAX_RANK], offset;
  if (mt->shaped.rank > MAX_RANK ||
      !cm_memref_strides_and_offset(mt, strides, &offset) ||
      (mt->shaped.rank && strides[mt->shaped.rank - 1] != 1))
    return cm_op_emit_error(op, "most minor memref dim must have unit stride");
  return CM_SUCCESS;
}

/* load: `what` is "result", store: "valueToStore". */
static CmResult verify_load_store(CmOp *op, CmType *vt, const char *what) {
  bool load = cm_op_num_results(op) == 1;
  CmType *mt = memref_of(op);
  if (verify_unit_stride(op, mt))
    return CM_FAILURE;
  CmType *me = mt->shaped.elem;
  if (me->kind == CM_TYPE_VECTOR) {
    if (me != vt)
      return cm_op_emit_error(op,
                              "base memref and %s vector types should "
                              "match",
                              what);
    me = me->shaped.elem;
  }
  if (vt->shaped.elem != me)
    return cm_op_emit_error(op, "base and %s element type%s should match", what,
                            load ? "s" : "");
  if (num_indices(op) != mt->shaped.rank)
    return cm_op_emit_error(op, "requires %u indices", mt->shaped.rank);
  return CM_SUCCESS;
}

static CmResult load_verify(CmOp *op) {
  return verify_load_store(op, cm_op_result(op, 0)->type, "result");
}

static CmResult store_verify(CmOp *op) {
  return verify_load_store(op, cm_op_operand(op, 0)->type, "valueToStore");
}

/* maskedload, expandload, gather (a result and pass_thru), maskedstore,
 * compressstore, scatter (valueToStore). */
static CmResult verify_masked(CmOp *op) {
  CmType *mt = memref_of(op);
  bool load = cm_op_num_results(op) == 1;
  const char *what = load ? "result" : "valueToStore";
  CmType *vt = load ? cm_op_result(op, 0)->type
                    : cm_ods_operand(op, "valueToStore")->type;
  CmType *mask = cm_ods_operand(op, "mask")->type;
  CmValue *iv = cm_ods_operand(op, "index_vec");
  if (vt->shaped.elem != mt->shaped.elem)
    return cm_op_emit_error(op, "base and %s element type should match", what);
  if (num_indices(op) != mt->shaped.rank)
    return cm_op_emit_error(op, "requires %u indices", mt->shaped.rank);
  if (iv && vt->shaped.shape[0] != iv->type->shaped.shape[0])
    return cm_op_emit_error(op, "expected %s dim to match indices dim", what);
  if (vt->shaped.shape[0] != mask->shaped.shape[0])
    return cm_op_emit_error(op, "expected %s dim to match mask dim", what);
  if (load && vt != cm_ods_operand(op, "pass_thru")->type)
    return cm_op_emit_error(op,
                            "expected pass_thru of same type as result type");
  return CM_SUCCESS;
}

/* ====================================================================== */
/* type_cast                                                               */
/* ====================================================================== */

/* 13's canonicalizeStridedLayout dropping the layout: a strided layout
 * equal to the contiguous one. */
static bool layout_is_canonical(CmType *mt) {
  if (!mt->shaped.layout)
    return true;
  int64_t strides[MAX_RANK], offset;
  unsigned r = mt->shaped.rank;
  if (r > MAX_RANK || !cm_memref_strides_and_offset(mt, strides, &offset) ||
      offset != 0)
    return false;
  int64_t expect = 1;
  for (unsigned i = r; i-- > 0;) {
    if (strides[i] != expect)
      return false;
    expect *= mt->shaped.shape[i];
  }
  return true;
}

/* memref shape followed by the element vector's shape. */
static unsigned concat_shape(CmType *mt, int64_t *out) {
  unsigned n = 0;
  for (unsigned i = 0; i < mt->shaped.rank && n < MAX_RANK; i++)
    out[n++] = mt->shaped.shape[i];
  CmType *e = mt->shaped.elem;
  if (e->kind == CM_TYPE_VECTOR)
    for (unsigned i = 0; i < e->shaped.rank && n < MAX_RANK; i++)
      out[n++] = e->shaped.shape[i];
  return n;
}

static CmResult type_cast_verify(CmOp *op) {
  CmType *st = cm_op_operand(op, 0)->type, *rt = cm_op_result(op, 0)->type;
  if (!layout_is_canonical(st))
    return cm_op_emit_error(op, "expects operand to be a memref with no "
                                "layout");
  if (rt->shaped.layout)
    return cm_op_emit_error(op, "expects result to be a memref with no layout");
  if (rt->shaped.memspace != st->shaped.memspace)
    return cm_op_emit_error(op, "expects result in same memory space");
  if (cm_vec_elem_or_self(st->shaped.elem) !=
      cm_vec_elem_or_self(rt->shaped.elem)) {
    CmDiag *d = cm_op_diag_error(
        op, "expects result and operand with same underlying scalar type: ");
    cm_vec_diag_type(d, rt);
    return cm_diag_report(d);
  }
  int64_t a[MAX_RANK], b[MAX_RANK];
  unsigned na = concat_shape(st, a), nb = concat_shape(rt, b);
  if (na != nb || memcmp(a, b, na * sizeof *a) != 0) {
    CmDiag *d = cm_op_diag_error(
        op, "expects concatenated result and operand shapes to be equal: ");
    cm_vec_diag_type(d, rt);
    return cm_diag_report(d);
  }
  return CM_SUCCESS;
}

/* ====================================================================== */
/* The op table                                                            */
/* ====================================================================== */

/* 13's getEffects: a read / write of the source when it is a memref,
 * nothing on tensors. */
static void transfer_effects(CmOp *op, CmEffectVec *out) {
  CmValue *src = cm_vector_transfer_source(op);
  if (src->type->kind != CM_TYPE_MEMREF)
    return;
  CmEffect e = {is_read(op) ? CM_EFFECT_READ : CM_EFFECT_WRITE, src};
  CM_VEC_PUSH(*out, e);
}
static const CmMemoryEffectsInterface transfer_effects_iface = {
    transfer_effects};
static const CmInterfaceImpl transfer_ifaces[] = {
    {CM_IFACE_MEMORY_EFFECTS, &transfer_effects_iface}};

static const CmOdsValue read_operands[] = {
    {"source", CM_ODS_ONE, &cm_tc_shaped},
    {"indices", CM_ODS_VARIADIC, &cm_tc_index},
    {"padding", CM_ODS_ONE, &cm_tc_any},
    {"mask", CM_ODS_OPTIONAL, &cm_vec_tc_i1_vector}};
static const CmOdsValue vector_result[] = {
    {"vector", CM_ODS_ONE, &cm_vec_tc_vector}};
static const CmOdsAttr transfer_attrs[] = {
    {"permutation_map", &cm_ac_affine_map, false, NULL},
    {"in_bounds", &cm_vec_ac_bool_array, true, NULL}};
static const CmOdsOp read_ods = {
    .summary = "Reads a supervector from memory into an SSA vector value.",
    CM_ODS_OPERANDS(read_operands),
    CM_ODS_RESULTS(vector_result),
    CM_ODS_ATTRS(transfer_attrs),
    .fold = cm_vec_transfer_read_fold,
    CM_ODS_INTERFACES(transfer_ifaces),
};

static const CmOdsValue write_operands[] = {
    {"vector", CM_ODS_ONE, &cm_vec_tc_vector},
    {"source", CM_ODS_ONE, &cm_tc_shaped},
    {"indices", CM_ODS_VARIADIC, &cm_tc_index},
    {"mask", CM_ODS_OPTIONAL, &cm_vec_tc_i1_vector}};
static const CmOdsValue write_results[] = {
    {"result", CM_ODS_OPTIONAL, &cm_tc_ranked_tensor}};
static const CmOdsOp write_ods = {
    .summary = "The vector.transfer_write op writes a supervector to memory.",
    CM_ODS_OPERANDS(write_operands),
    CM_ODS_RESULTS(write_results),
    CM_ODS_ATTRS(transfer_attrs),
    .fold = cm_vec_transfer_write_fold,
    CM_ODS_INTERFACES(transfer_ifaces),
};

static const CmOdsValue load_operands[] = {
    {"base", CM_ODS_ONE, &cm_vec_tc_memref},
    {"indices", CM_ODS_VARIADIC, &cm_tc_index}};
static const CmOdsValue load_results[] = {
    {"result", CM_ODS_ONE, &cm_vec_tc_vector}};
static const CmOdsOp load_ods = {
    .summary = "reads an n-D slice of memory into an n-D vector",
    CM_ODS_OPERANDS(load_operands),
    CM_ODS_RESULTS(load_results),
    .format = "$base `[` $indices `]` attr-dict `:` type($base) `,` "
              "type($result)",
    .fold = cm_vec_memref_cast_fold,
};

static const CmOdsValue store_operands[] = {
    {"valueToStore", CM_ODS_ONE, &cm_vec_tc_vector},
    {"base", CM_ODS_ONE, &cm_vec_tc_memref},
    {"indices", CM_ODS_VARIADIC, &cm_tc_index}};
static const CmOdsOp store_ods = {
    .summary = "writes an n-D vector to an n-D slice of memory",
    CM_ODS_OPERANDS(store_operands),
    .format = "$valueToStore `,` $base `[` $indices `]` attr-dict `:` "
              "type($base) `,` type($valueToStore)",
    .fold = cm_vec_memref_cast_fold,
};

static const CmOdsValue masked_load_operands[] = {
    {"base", CM_ODS_ONE, &cm_vec_tc_memref},
    {"indices", CM_ODS_VARIADIC, &cm_tc_index},
    {"mask", CM_ODS_ONE, &cm_vec_tc_rank1_i1},
    {"pass_thru", CM_ODS_ONE, &cm_vec_tc_rank1}};
static const CmOdsValue rank1_result[] = {
    {"result", CM_ODS_ONE, &cm_vec_tc_rank1}};
static const char masked_load_format[] =
    "$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` "
    "type($base) `,` type($mask) `,` type($pass_thru) `into` type($result)";
static const CmOdsOp maskedload_ods = {
    .summary = "loads elements from memory into a vector as defined by a "
               "mask vector",
    CM_ODS_OPERANDS(masked_load_operands),
    CM_ODS_RESULTS(rank1_result),
    .format = masked_load_format,
    .fold = cm_vec_memref_cast_fold,
};
static const CmOdsOp expandload_ods = {
    .summary = "reads elements from memory and spreads them into a vector as "
               "defined by a mask",
    CM_ODS_OPERANDS(masked_load_operands),
    CM_ODS_RESULTS(rank1_result),
    .format = masked_load_format,
};

static const CmOdsValue masked_store_operands[] = {
    {"base", CM_ODS_ONE, &cm_vec_tc_memref},
    {"indices", CM_ODS_VARIADIC, &cm_tc_index},
    {"mask", CM_ODS_ONE, &cm_vec_tc_rank1_i1},
    {"valueToStore", CM_ODS_ONE, &cm_vec_tc_rank1}};
static const char masked_store_format[] =
    "$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` "
    "type($base) `,` type($mask) `,` type($valueToStore)";
static const CmOdsOp maskedstore_ods = {
    .summary = "stores elements from a vector into memory as defined by a "
               "mask vector",
    CM_ODS_OPERANDS(masked_store_operands),
    .format = masked_store_format,
    .fold = cm_vec_memref_cast_fold,
};
static const CmOdsOp compressstore_ods = {
    .summary = "writes elements selectively from a vector as defined by a "
               "mask",
    CM_ODS_OPERANDS(masked_store_operands),
    .format = masked_store_format,
};

static const CmOdsValue gather_operands[] = {
    {"base", CM_ODS_ONE, &cm_vec_tc_memref},
    {"indices", CM_ODS_VARIADIC, &cm_tc_index},
    {"index_vec", CM_ODS_ONE, &cm_vec_tc_rank1_int_idx},
    {"mask", CM_ODS_ONE, &cm_vec_tc_rank1_i1},
    {"pass_thru", CM_ODS_ONE, &cm_vec_tc_rank1}};
static const CmOdsOp gather_ods = {
    .summary = "gathers elements from memory into a vector as defined by an "
               "index vector and mask",
    CM_ODS_OPERANDS(gather_operands),
    CM_ODS_RESULTS(rank1_result),
    .format = "$base `[` $indices `]` `[` $index_vec `]` `,` $mask `,` "
              "$pass_thru attr-dict `:` type($base) `,` type($index_vec) `,` "
              "type($mask) `,` type($pass_thru) `into` type($result)",
};

static const CmOdsValue scatter_operands[] = {
    {"base", CM_ODS_ONE, &cm_vec_tc_memref},
    {"indices", CM_ODS_VARIADIC, &cm_tc_index},
    {"index_vec", CM_ODS_ONE, &cm_vec_tc_rank1_int_idx},
    {"mask", CM_ODS_ONE, &cm_vec_tc_rank1_i1},
    {"valueToStore", CM_ODS_ONE, &cm_vec_tc_rank1}};
static const CmOdsOp scatter_ods = {
    .summary = "scatters elements from a vector into memory as defined by an "
               "index vector and mask",
    CM_ODS_OPERANDS(scatter_operands),
    .format = "$base `[` $indices `]` `[` $index_vec `]` `,` $mask `,` "
              "$valueToStore attr-dict `:` type($base) `,` type($index_vec) "
              "`,` type($mask) `,` type($valueToStore)",
};

static const CmOdsValue type_cast_operands[] = {
    {"memref", CM_ODS_ONE, &cm_vec_tc_static_memref}};
static const CmOdsValue type_cast_results[] = {
    {"result", CM_ODS_ONE, &cm_vec_tc_memref}};
static const CmOdsOp type_cast_ods = {
    .summary = "type_cast op converts a scalar memref to a vector memref",
    CM_ODS_OPERANDS(type_cast_operands),
    CM_ODS_RESULTS(type_cast_results),
    .format = "$memref attr-dict `:` type($memref) `to` type($result)",
};

static const CmOpDef transfer_ops[] = {
    {.name = "vector.transfer_read",
     .traits = CM_TRAIT_ATTR_SIZED_OPERAND_SEGMENTS,
     .parse = transfer_read_parse,
     .print = transfer_read_print,
     .verify = transfer_read_verify,
     .ods = &read_ods},
    {.name = "vector.transfer_write",
     .traits = CM_TRAIT_ATTR_SIZED_OPERAND_SEGMENTS,
     .parse = transfer_write_parse,
     .print = transfer_write_print,
     .verify = transfer_write_verify,
     .get_canonicalization_patterns = cm_vec_transfer_write_canonicalize,
     .ods = &write_ods},
    {.name = "vector.load",
     .traits = CM_TRAIT_MEM_READ,
     .verify = load_verify,
     .ods = &load_ods},
    {.name = "vector.store",
     .traits = CM_TRAIT_MEM_WRITE,
     .verify = store_verify,
     .ods = &store_ods},
    {.name = "vector.maskedload",
     .traits = CM_TRAIT_MEM_READ,
     .verify = verify_masked,
     .get_canonicalization_patterns = cm_vec_maskedload_canonicalize,
     .ods = &maskedload_ods},
    {.name = "vector.maskedstore",
     .traits = CM_TRAIT_MEM_WRITE,
     .verify = verify_masked,
     .get_canonicalization_patterns = cm_vec_maskedstore_canonicalize,
     .ods = &maskedstore_ods},
    {.name = "vector.gather",
     .traits = CM_TRAIT_MEM_READ,
     .verify = verify_masked,
     .get_canonicalization_patterns = cm_vec_gather_canonicalize,
     .ods = &gather_ods},
    {.name = "vector.scatter",
     .traits = CM_TRAIT_MEM_WRITE,
     .verify = verify_masked,
     .get_canonicalization_patterns = cm_vec_scatter_canonicalize,
     .ods = &scatter_ods},
    {.name = "vector.expandload",
     .traits = CM_TRAIT_MEM_READ,
     .verify = verify_masked,
     .get_canonicalization_patterns = cm_vec_expandload_canonicalize,
     .ods = &expandload_ods},
    {.name = "vector.compressstore",
     .traits = CM_TRAIT_MEM_WRITE,
     .verify = verify_masked,
     .get_canonicalization_patterns = cm_vec_compressstore_canonicalize,
     .ods = &compressstore_ods},
    {.name = "vector.type_cast",
     .traits = CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_VIEW_LIKE,
     .verify = type_cast_verify,
     .ods = &type_cast_ods},
};

void cm_vec_register_transfer_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, transfer_ops, CM_ODS_ARRAY_LEN(transfer_ops));
}
