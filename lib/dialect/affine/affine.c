/* affine.c - the affine dialect of MLIR 13: registration, `affine.apply`
 * and `affine.min` / `affine.max` (the other ops are in ops.c, their
 * folds and patterns in canonicalize.c, see docs/affine.md).
 *
 *   %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%i)[%n]
 *
 * The map attribute, the dimension operands in parentheses and the symbol
 * operands in square brackets (omitted when there are none), all of index
 * type; one index result.  Verification and messages are 13's; the fold is
 * 13's AffineApplyOp::fold (a map returning one of its dims or symbols
 * folds to that operand, a map whose operands are constants folds to the
 * constant).  min / max fold to a constant when every map result is
 * constant, or substitute the constant operands in place (13's
 * partialConstantFold).  The dialect materializes constants as
 * std.constant, as 13.
 */
#include "affine_internal.h"

#include <stdlib.h>
#include <string.h>

/* ---- affine.apply -------------------------------------------------------- */

static CmAffineMap *apply_map(const CmOp *op) {
  CmAttr *a = cm_op_get_attr(op, "map");
  return a && a->kind == CM_ATTR_AFFINE_MAP ? a->map : NULL;
}

/* upstream parseDimAndSymbolList: `(dims)` then optional `[symbols]`,
 * resolved as index values; `*num_dims` gets the dim count. */
CmResult cm_affine_parse_dims_and_symbols(CmParser *p, CmValueVec *vals,
                                          unsigned *num_dims) {
  CmContext *ctx = cm_parser_context(p);
  CmOperandVec ops = {0};
  CmResult r = CM_FAILURE;
  if (cm_parse_operand_list(p, &ops, -1, CM_DELIM_PAREN))
    goto done;
  *num_dims = (unsigned)ops.len;
  if (cm_parse_operand_list(p, &ops, -1, CM_DELIM_OPTIONAL_SQUARE) ||
      cm_resolve_operands_same_type(p, ops.data, ops.len, cm_index_type(ctx),
                                    vals))
    goto done;
  r = CM_SUCCESS;
done:
  CM_VEC_FREE(ops);
  return r;
}

static CmResult apply_parse(CmParser *p, CmOpState *st) {
  CmContext *ctx = st->ctx;
  const char *attr_pos = cm_parser_pos(p);
  CmAttr *map;
  if (cm_parse_attribute(p, NULL, &map))
    return CM_FAILURE;
  if (map->kind != CM_ATTR_AFFINE_MAP)
    return cm_parser_error_at(
        p, attr_pos, "custom op 'affine.apply' invalid kind of attribute "
                     "specified");
  cm_op_state_add_attr(st, "map", map);
  CmValueVec vals = {0};
  unsigned num_dims = 0;
  if (cm_affine_parse_dims_and_symbols(p, &vals, &num_dims) ||
      cm_parse_optional_attr_dict(p, (CmNamedAttrVec *)&st->attrs)) {
    CM_VEC_FREE(vals);
    return CM_FAILURE;
  }
  size_t n = vals.len;
  for (size_t i = 0; i < n; i++)
    CM_VEC_PUSH(st->operands, vals.data[i]);
  CM_VEC_FREE(vals);
  if (map->map->num_dims != num_dims ||
      num_dims + map->map->num_syms != n)
    return cm_parser_error_at(p, cm_parser_op_name_pos(p),
                              "custom op 'affine.apply' dimension or symbol "
                              "index mismatch");
  for (unsigned i = 0; i < map->map->num_results; i++)
    CM_VEC_PUSH(st->types, cm_index_type(ctx));
  return CM_SUCCESS;
}

/* upstream printDimAndSymbolList */
void cm_affine_print_dims_and_symbols(CmPrinter *p, CmOp *op, unsigned first,
                                      unsigned count, unsigned num_dims) {
  unsigned n = first + count;
  if (n > cm_op_num_operands(op))
    n = cm_op_num_operands(op);
  cm_print_str(p, "(");
  for (unsigned i = first; i < first + num_dims && i < n; i++) {
    if (i != first)
      cm_print_str(p, ", ");
    cm_print_operand(p, cm_op_operand(op, i));
  }
  cm_print_str(p, ")");
  if (n <= first + num_dims)
    return;
  cm_print_str(p, "[");
  for (unsigned i = first + num_dims; i < n; i++) {
    if (i != first + num_dims)
      cm_print_str(p, ", ");
    cm_print_operand(p, cm_op_operand(op, i));
  }
  cm_print_str(p, "]");
}

static const char *const apply_elided[] = {"map"};

static void apply_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " ");
  cm_print_attr(p, cm_op_get_attr(op, "map"));
  cm_affine_print_dims_and_symbols(p, op, 0, cm_op_num_operands(op),
                                   apply_map(op)->num_dims);
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 1, apply_elided);
}

static CmResult apply_verify(CmOp *op) {
  CmAffineMap *m = apply_map(op);
  if (cm_op_num_operands(op) != m->num_dims + m->num_syms)
    return cm_op_emit_error(op, "operand count and affine map dimension and "
                                "symbol count must match");
  if (m->num_results != 1)
    return cm_op_emit_error(op, "mapping must produce one value");
  return CM_SUCCESS;
}

static CmResult apply_fold(CmOp *op, CmAttr *const *consts,
                           CmFoldResult *results) {
  CmAffineMap *m = apply_map(op);
  unsigned n = cm_op_num_operands(op);
  if (!m || m->num_results != 1 || n != m->num_dims + m->num_syms)
    return CM_FAILURE;
  CmAffineExpr *e = m->results[0];
  if (e->kind == CM_AFFINE_DIM || e->kind == CM_AFFINE_SYMBOL) {
    results[0].value = cm_op_operand(
        op, e->kind == CM_AFFINE_DIM ? e->pos : m->num_dims + e->pos);
    return CM_SUCCESS;
  }
  int64_t small_vals[8];
  bool small_known[8];
  int64_t *vals = n > 8 ? cm_xcalloc(n, sizeof *vals) : small_vals;
  bool *known = n > 8 ? cm_xcalloc(n, sizeof *known) : small_known;
  for (unsigned i = 0; i < n; i++) {
    known[i] = consts[i] && consts[i]->kind == CM_ATTR_INTEGER;
    vals[i] = known[i] ? consts[i]->integer.value : 0;
  }
  int64_t v;
  bool ok = cm_affine_expr_constant_fold(e, m->num_dims, vals, known, &v);
  if (n > 8) {
    free(vals);
    free(known);
  }
  if (!ok)
    return CM_FAILURE;
  results[0].attr = cm_integer_attr(cm_index_type(cm_op_context(op)), v);
  return CM_SUCCESS;
}

static const CmOdsValue apply_results_[] = {
    {"result", CM_ODS_ONE, &cm_tc_index}};
static const CmOdsAttr apply_attrs_[] = {
    {"map", &cm_ac_affine_map, false, NULL}};

/* ---- affine.min / affine.max ------------------------------------------ */

/* 13's parseAffineMinMaxOp: the map, `(dims)`, optional `[symbols]`, the
 * attribute dictionary; one index result. */
static CmResult minmax_parse(CmParser *p, CmOpState *st, const char *name) {
  CmContext *ctx = st->ctx;
  const char *attr_pos = cm_parser_pos(p);
  CmAttr *map;
  if (cm_parse_attribute(p, NULL, &map))
    return CM_FAILURE;
  if (map->kind != CM_ATTR_AFFINE_MAP)
    return cm_parser_error_at(p, attr_pos,
                              "custom op '%s' invalid kind of attribute "
                              "specified",
                              name);
  cm_op_state_add_attr(st, "map", map);
  CmValueVec vals = {0};
  unsigned num_dims = 0;
  if (cm_affine_parse_dims_and_symbols(p, &vals, &num_dims) ||
      cm_parse_optional_attr_dict(p, (CmNamedAttrVec *)&st->attrs)) {
    CM_VEC_FREE(vals);
    return CM_FAILURE;
  }
  for (size_t i = 0; i < vals.len; i++)
    CM_VEC_PUSH(st->operands, vals.data[i]);
  CM_VEC_FREE(vals);
  CM_VEC_PUSH(st->types, cm_index_type(ctx));
  return CM_SUCCESS;
}

static CmResult min_parse(CmParser *p, CmOpState *st) {
  return minmax_parse(p, st, "affine.min");
}

static CmResult max_parse(CmParser *p, CmOpState *st) {
  return minmax_parse(p, st, "affine.max");
}

static CmResult minmax_verify(CmOp *op) {
  CmAffineMap *m = apply_map(op);
  if (cm_op_num_operands(op) != m->num_dims + m->num_syms)
    return cm_op_emit_error(op, "operand count and affine map dimension and "
                                "symbol count must match");
  return CM_SUCCESS;
}

/* 13's foldMinMaxOp when every result of the map folds to a constant: the
 * smallest (min) or largest (max).  (13 also rewrites the map in place
 * when only some operands are constants; cmlir does not.) */
static CmResult minmax_fold(CmOp *op, CmAttr *const *consts,
                            CmFoldResult *results) {
  CmAffineMap *m = apply_map(op);
  unsigned n = cm_op_num_operands(op);
  if (!m || !m->num_results || n != m->num_dims + m->num_syms)
    return CM_FAILURE;
  bool is_min = cm_op_name_is(op, "affine.min");
  int64_t *vals = cm_xcalloc(n + 1, sizeof *vals);
  bool *known = cm_xcalloc(n + 1, sizeof *known);
  for (unsigned i = 0; i < n; i++) {
    known[i] = consts[i] && consts[i]->kind == CM_ATTR_INTEGER;
    vals[i] = known[i] ? consts[i]->integer.value : 0;
  }
  /* 13's partialConstantFold: constant operands substituted into each
   * result; the map is replaced in place when that changes it */
  CmContext *ctx = cm_op_context(op);
  CmAffineExpr **dr = cm_xcalloc(n + 1, sizeof *dr);
  for (unsigned i = 0; i < n; i++)
    dr[i] = known[i] ? cm_affine_const(ctx, vals[i])
            : i < m->num_dims ? cm_affine_dim(ctx, i)
                              : cm_affine_symbol(ctx, i - m->num_dims);
  CmAffineExpr **rs = cm_xcalloc(m->num_results + 1, sizeof *rs);
  bool all_const = true;
  for (unsigned r = 0; r < m->num_results; r++) {
    rs[r] = cm_affine_replace(m->results[r], dr, dr + m->num_dims);
    all_const = all_const && rs[r]->kind == CM_AFFINE_CONST;
  }
  CmAffineMap *pm = cm_affine_map(ctx, m->num_dims, m->num_syms,
                                  m->num_results, rs);
  free(dr);
  free(rs);
  if (!all_const) {
    free(vals);
    free(known);
    if (pm == m)
      return CM_FAILURE;
    cm_op_set_attr(op, "map", cm_affine_map_attr(pm));
    results[0].value = cm_op_result(op, 0);
    return CM_SUCCESS;
  }
  bool ok = true;
  int64_t best = 0;
  for (unsigned r = 0; r < m->num_results && ok; r++) {
    int64_t v;
    ok = cm_affine_expr_constant_fold(m->results[r], m->num_dims, vals, known,
                                      &v);
    if (ok && (r == 0 || (is_min ? v < best : v > best)))
      best = v;
  }
  free(vals);
  free(known);
  if (!ok)
    return CM_FAILURE;
  results[0].attr = cm_integer_attr(cm_index_type(cm_op_context(op)), best);
  return CM_SUCCESS;
}

static const CmOdsValue minmax_operands[] = {
    {"operands", CM_ODS_VARIADIC, &cm_tc_index}};
static const CmOdsOp min_ods = {
    .summary = "min operation",
    CM_ODS_OPERANDS(minmax_operands),
    CM_ODS_RESULTS(apply_results_),
    CM_ODS_ATTRS(apply_attrs_),
    .fold = minmax_fold};
static const CmOdsOp max_ods = {
    .summary = "max operation",
    CM_ODS_OPERANDS(minmax_operands),
    CM_ODS_RESULTS(apply_results_),
    CM_ODS_ATTRS(apply_attrs_),
    .fold = minmax_fold};

static const CmOdsValue apply_operands[] = {
    {"mapOperands", CM_ODS_VARIADIC, &cm_tc_index}};
static const CmOdsValue apply_results[] = {
    {"result", CM_ODS_ONE, &cm_tc_index}};
static const CmOdsAttr apply_attrs[] = {
    {"map", &cm_ac_affine_map, false, NULL}};
static const CmOdsOp apply_ods = {
    .summary = "affine apply operation",
    CM_ODS_OPERANDS(apply_operands),
    CM_ODS_RESULTS(apply_results),
    CM_ODS_ATTRS(apply_attrs),
    .fold = apply_fold};

static const CmOpDef affine_ops[] = {
    {.name = "affine.apply",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .parse = apply_parse,
     .print = apply_print,
     .verify = apply_verify,
     .get_canonicalization_patterns =
         cm_affine_apply_canonicalization_patterns,
     .ods = &apply_ods},
    {.name = "affine.max",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .parse = max_parse,
     .print = apply_print,
     .verify = minmax_verify,
     .get_canonicalization_patterns =
         cm_affine_max_canonicalization_patterns,
     .ods = &max_ods},
    {.name = "affine.min",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .parse = min_parse,
     .print = apply_print,
     .verify = minmax_verify,
     .get_canonicalization_patterns =
         cm_affine_min_canonicalization_patterns,
     .ods = &min_ods},
};

/* ---- the dialect --------------------------------------------------------- */

static CmOp *affine_materialize_constant(CmDialect *d, CmBuilder *b,
                                         CmAttr *value, CmType *type,
                                         CmLoc *loc) {
  (void)d;
  return cm_std_build_constant(b, value, type, loc);
}

/* 13's AffineInlinerInterface.  Affine ops may be inlined into a region
 * of an AffineScope op (a function) or of affine.for / parallel / if. */
static bool affine_region_op(const CmOp *op) {
  return op && (cm_op_name_is(op, "affine.for") ||
                cm_op_name_is(op, "affine.parallel") ||
                cm_op_name_is(op, "affine.if"));
}
static bool inline_op_ok(CmOp *op, CmRegion *dest) {
  (void)op;
  CmOp *parent = dest ? dest->parent : NULL;
  return parent && (cm_op_has_trait(parent, CM_TRAIT_AFFINE_SCOPE) ||
                    affine_region_op(parent));
}

/* A dimension or symbol operand `v` of the callee stays one once inlined
 * into `dest`: a top-level value of the callee is either an argument
 * (the value replacing it must be valid in `dest`) or a constant or
 * memref.dim result, which stay valid anywhere; other values (constants
 * folded into it, affine.apply results, loop IVs) are checked as ops of
 * their own. */
static bool stays_valid(CmValue *v, bool dim, CmRegion *dest, unsigned n,
                        CmValue *const *from, CmValue *const *to) {
  if (!cm_affine_is_top_level_value(v))
    return true;
  if (!cm_value_is_result(v)) {
    for (unsigned i = 0; i < n; i++)
      if (from[i] == v)
        return dim ? cm_affine_is_valid_dim(to[i], dest)
                   : cm_affine_is_valid_symbol(to[i], dest);
    return false;
  }
  CmOp *d = cm_value_defining_op(v);
  return cm_op_has_trait(d, CM_TRAIT_CONSTANT_LIKE) ||
         cm_op_name_is(d, "memref.dim");
}

/* Into an affine.for / parallel / if: a single block whose ops have no
 * side effects, or are affine loads / stores whose dimension and symbol
 * operands stay valid (13 refuses any other op). */
static bool inline_into_ok(CmRegion *dest, CmRegion *src, unsigned n,
                           CmValue *const *from, CmValue *const *to) {
  if (!dest || !affine_region_op(dest->parent) || !src || !src->first ||
      src->first != src->last)
    return false;
  for (CmOp *o = src->first->first; o; o = cm_op_next(o)) {
    if (cm_op_has_trait(o, CM_TRAIT_NO_SIDE_EFFECT))
      continue;
    if (!cm_is_affine_load(o) && !cm_is_affine_store(o))
      return false;
    CmAffineMap *map = cm_affine_access_map(o);
    unsigned start = cm_affine_access_map_operands_start(o);
    unsigned nops = cm_affine_access_num_map_operands(o);
    for (unsigned i = 0; i < nops; i++)
      if (!stays_valid(cm_op_operand(o, start + i), i < map->num_dims, dest,
                       n, from, to))
        return false;
  }
  return true;
}
static const CmInlinerInterface affine_inliner = {
    .is_legal_to_inline_op = inline_op_ok,
    .is_legal_to_inline_into = inline_into_ok};
static const CmInterfaceImpl affine_interfaces[] = {
    {CM_IFACE_DIALECT_INLINER, &affine_inliner}};

void cm_register_affine_dialect(CmContext *ctx) {
  CmDialect d;
  memset(&d, 0, sizeof(d));
  d.name = "affine";
  d.materialize_constant = affine_materialize_constant;
  d.interfaces = affine_interfaces;
  d.num_interfaces = 2;
  cm_register_dialect(ctx, &d);
  cm_ods_register_ops(ctx, affine_ops, CM_ODS_ARRAY_LEN(affine_ops));
  cm_affine_register_ops(ctx);
}

CmAffineMap *cm_affine_apply_map(CmOp *op) { return apply_map(op); }

CmOp *cm_affine_apply_create(CmContext *ctx, CmLoc *loc, CmAffineMap *map,
                             unsigned n, CmValue *const *operands) {
  CmType *idx = cm_index_type(ctx);
  CmNamedAttr na = {cm_ident(ctx, "map", 3), cm_affine_map_attr(map)};
  return cm_op_create_v(ctx, "affine.apply", loc, 1, &idx, n, operands,
                        cm_dict_attr(ctx, 1, &na), 0, NULL, 0);
}
