/* normalize_memrefs.c - -normalize-memrefs as MLIR 13 (NormalizeMemRefs):
 * memref types with a non-identity layout map become identity-layout
 * memrefs of the map's result space (the shape from the constant upper
 * bounds of the map over the old index space), and their users index them
 * through the map: allocs, function arguments, results of
 * MemRefsNormalizable ops, call results and function signatures, across
 * the module.  A function with a memref used by an op that is not
 * MemRefsNormalizable is left alone, and so are its callers and callees,
 * transitively.  A memref with dynamic sizes is normalized only when its
 * layout is tiled (13's getTileSizePos: `e floordiv c` with exactly one
 * `e mod c` beside it and no other result using e): a result using a
 * dynamic dimension is dynamic, and allocs compute the new sizes with
 * affine.apply (floordiv becoming ceildiv, mod the tile size). */
#include "cmlir/dialect/builtin.h"
#include "cmlir/dialects.h"
#include "cmlir/pass.h"
#include "memref_utils.h"

#include <stdlib.h>
#include <string.h>

static bool expr_uses(const CmAffineExpr *e, const CmAffineExpr *sub) {
  if (e == sub)
    return true;
  if (e->kind <= CM_AFFINE_CEILDIV)
    return expr_uses(e->bin.lhs, sub) || expr_uses(e->bin.rhs, sub);
  return false;
}

/* 13's getTileSizePos: for each `e floordiv c` result (c constant) whose
 * e is used by exactly one other result, `e mod c`, kind[floordiv pos] =
 * 1 and kind[mod pos] = 2; false (kinds all 0) when some other result
 * uses such an e otherwise (not a tiled layout). */
static bool tile_kinds(const CmAffineMap *map, unsigned char *kind) {
  unsigned n = map->num_results;
  memset(kind, 0, n);
  bool any = false;
  for (unsigned f = 0; f < n; f++) {
    const CmAffineExpr *fe = map->results[f];
    if (fe->kind != CM_AFFINE_FLOORDIV || fe->bin.rhs->kind != CM_AFFINE_CONST)
      continue;
    bool found = false;
    for (unsigned r = 0; r < n; r++) {
      const CmAffineExpr *e = map->results[r];
      if (r == f || !expr_uses(e, fe->bin.lhs))
        continue;
      if (e->kind == CM_AFFINE_MOD && e->bin.lhs == fe->bin.lhs &&
          e->bin.rhs == fe->bin.rhs && !found) {
        kind[f] = 1;
        kind[r] = 2;
        found = any = true;
        continue;
      }
      memset(kind, 0, n);
      return false;
    }
  }
  return any;
}

static bool uses_dynamic_dim(const CmAffineExpr *e, const CmType *t) {
  if (e->kind == CM_AFFINE_DIM)
    return e->pos < t->shaped.rank && t->shaped.shape[e->pos] < 0;
  if (e->kind <= CM_AFFINE_CEILDIV)
    return uses_dynamic_dim(e->bin.lhs, t) || uses_dynamic_dim(e->bin.rhs, t);
  return false;
}

/* 13's normalizeMemRefType: `t` itself when it has an identity layout or
 * cannot be normalized. */
static CmType *normalize_type(CmType *t, unsigned nsyms) {
  if (t->kind != CM_TYPE_MEMREF || t->shaped.rank == 0)
    return t;
  CmAttr *layout = t->shaped.layout;
  if (!layout || layout->kind != CM_ATTR_AFFINE_MAP)
    return t;
  CmAffineMap *map = layout->map;
  unsigned rank = t->shaped.rank;
  if (cm_affine_map_is_identity(map) && map->num_results == rank &&
      map->num_dims == rank && !map->num_syms)
    return t;
  if (map->num_dims != rank || map->num_syms > nsyms)
    return t;
  unsigned nres = map->num_results;
  bool dynamic = false;
  for (unsigned d = 0; d < rank; d++)
    dynamic = dynamic || t->shaped.shape[d] < 0;
  if (dynamic) {
    /* (13 also takes layouts with symbols here, then builds invalid
     * affine.apply ops for the sizes) */
    unsigned char *kind = cm_xmalloc(nres + 1);
    bool tiled = tile_kinds(map, kind);
    free(kind);
    if (!tiled || map->num_syms)
      return t;
  }
  int64_t *rows = NULL;
  unsigned ncols = 0;
  CmFac f;
  if (cm_failed(cm_affine_flatten(map->results, nres, rank, map->num_syms,
                                  &rows, &ncols, &f, NULL)))
    return t;
  CmType *out = t;
  cm_fac_insert_id(&f, CM_FAC_DIM, 0, nres);
  for (unsigned d = 0; d < rank; d++) {
    if (t->shaped.shape[d] < 0)
      continue;
    cm_fac_add_bound(&f, CM_FAC_LB, nres + d, 0);
    cm_fac_add_bound(&f, CM_FAC_UB, nres + d, t->shaped.shape[d] - 1);
  }
  unsigned cols = cm_fac_num_cols(&f);
  int64_t *row = cm_xcalloc(cols, sizeof(int64_t));
  for (unsigned i = 0; i < nres; i++) {
    memset(row, 0, cols * sizeof(int64_t));
    row[i] = 1;
    for (unsigned c = 0; c < ncols; c++)
      row[nres + c] = -rows[(size_t)i * ncols + c];
    cm_fac_add_eq(&f, row);
  }
  free(row);
  cm_fac_project_out(&f, nres, rank + map->num_syms);
  int64_t *shape = cm_xcalloc(nres + 1, sizeof(int64_t));
  bool ok = cm_fac_ok(&f);
  for (unsigned d = 0; d < nres && ok; d++) {
    int64_t ub;
    if (uses_dynamic_dim(map->results[d], t)) {
      shape[d] = CM_DYNAMIC_SIZE;
      continue;
    }
    ok = cm_fac_constant_bound(&f, CM_FAC_UB, d, &ub) && ub >= 0;
    shape[d] = ub + 1;
  }
  if (ok)
    out = cm_memref_type(nres, shape, t->shaped.elem, NULL,
                         t->shaped.memspace);
  free(shape);
  free(rows);
  cm_fac_free(&f);
  return out;
}

static CmAffineMap *layout_map(const CmType *t) {
  CmAttr *l = t->kind == CM_TYPE_MEMREF ? t->shaped.layout : NULL;
  return l && l->kind == CM_ATTR_AFFINE_MAP ? l->map : NULL;
}

/* Replaces every use of `old` by `nw` indexed through old's layout map. */
static CmResult replace_uses(CmValue *old, CmValue *nw, bool in_dealloc,
                             CmValue *const *syms, unsigned nsyms) {
  CmMemRefReplace r = {0};
  r.old_memref = old;
  r.new_memref = nw;
  r.index_remap = layout_map(old->type);
  r.sym_operands = syms;
  r.num_sym_operands = nsyms;
  r.allow_non_dereferencing = true;
  r.replace_in_dealloc = in_dealloc;
  return cm_affine_replace_all_memref_uses(&r);
}

/* ---- symbols ----------------------------------------------------------- */

static bool attr_refs(const CmAttr *a, const CmIdent *name) {
  if (!a)
    return false;
  if (a->kind == CM_ATTR_SYMBOL_REF)
    return a->symref.root == name;
  if (a->kind == CM_ATTR_ARRAY) {
    for (unsigned i = 0; i < a->array.num; i++)
      if (attr_refs(a->array.elems[i], name))
        return true;
  } else if (a->kind == CM_ATTR_DICTIONARY) {
    for (unsigned i = 0; i < a->dict.num; i++)
      if (attr_refs(a->dict.entries[i].value, name))
        return true;
  }
  return false;
}

typedef struct Uses {
  const CmIdent *name;
  CmOpVec users;
} Uses;
static CmWalkResult find_uses(CmOp *op, void *user) {
  Uses *u = user;
  if (attr_refs(cm_op_attrs(op), u->name) && !cm_builtin_is_func(op))
    CM_VEC_PUSH(u->users, op);
  return CM_WALK_ADVANCE;
}
static void symbol_uses(CmOp *module, CmOp *func, CmOpVec *users) {
  Uses u = {cm_symbol_name(func), {0}};
  if (u.name)
    cm_walk_pre(module, find_uses, &u);
  *users = u.users;
}

static bool is_external(CmOp *func) {
  return !cm_op_num_regions(func) || cm_region_empty(cm_op_region(func, 0));
}
static CmBlock *entry(CmOp *func) { return cm_op_region(func, 0)->first; }
static CmType *func_type(CmOp *func) {
  CmAttr *a = cm_op_get_attr(func, CM_BUILTIN_TYPE);
  return a && a->kind == CM_ATTR_TYPE ? a->type_value : NULL;
}

/* ---- normalizability ------------------------------------------------------ */

/* A memref.dim of a memref with a layout map would read the normalized
 * memref's size afterwards (13 normalizes it so, and the program then
 * computes something else): cmlir counts it as not normalizable. */
static bool users_normalizable(CmValue *v) {
  CmAffineMap *map = layout_map(v->type);
  bool layout = map && !cm_affine_map_is_identity(map);
  for (CmOpOperand *u = cm_value_first_use(v); u; u = cm_operand_next_use(u)) {
    CmOp *o = cm_operand_owner(u);
    if (!cm_op_has_trait(o, CM_TRAIT_MEMREFS_NORMALIZABLE) ||
        (layout && cm_op_name_is(o, "memref.dim")))
      return false;
  }
  return true;
}

static CmWalkResult check_op(CmOp *op, void *user) {
  (void)user;
  if (cm_op_name_is(op, "memref.alloc"))
    return users_normalizable(cm_op_result(op, 0)) ? CM_WALK_ADVANCE
                                                     : CM_WALK_INTERRUPT;
  return CM_WALK_ADVANCE;
}
static CmWalkResult check_call(CmOp *op, void *user) {
  (void)user;
  if (!cm_op_name_is(op, "std.call"))
    return CM_WALK_ADVANCE;
  for (unsigned i = 0; i < cm_op_num_results(op); i++) {
    CmValue *r = cm_op_result(op, i);
    if (r->type->kind == CM_TYPE_MEMREF && !users_normalizable(r))
      return CM_WALK_INTERRUPT;
  }
  return CM_WALK_ADVANCE;
}

static bool func_normalizable(CmOp *func) {
  if (is_external(func))
    return true;
  if (cm_walk_post(func, check_op, NULL) == CM_WALK_INTERRUPT ||
      cm_walk_post(func, check_call, NULL) == CM_WALK_INTERRUPT)
    return false;
  CmBlock *b = entry(func);
  for (unsigned i = 0; i < b->num_args; i++)
    if (b->args[i]->type->kind == CM_TYPE_MEMREF &&
        !users_normalizable(b->args[i]))
      return false;
  return true;
}

typedef struct Ctx {
  CmOp *module;
  CmOpVec funcs; /* the normalizable ones, in walk order */
} Ctx;

static long find_func(const Ctx *c, const CmOp *f) {
  for (size_t i = 0; i < c->funcs.len; i++)
    if (c->funcs.data[i] == f)
      return (long)i;
  return -1;
}

static CmWalkResult collect_funcs(CmOp *op, void *user) {
  if (cm_builtin_is_func(op))
    CM_VEC_PUSH(*(CmOpVec *)user, op);
  return CM_WALK_ADVANCE;
}
static CmWalkResult collect_calls(CmOp *op, void *user) {
  if (cm_op_name_is(op, "std.call"))
    CM_VEC_PUSH(*(CmOpVec *)user, op);
  return CM_WALK_ADVANCE;
}

static void set_non_normalizable(Ctx *c, CmOp *func) {
  long at = find_func(c, func);
  if (at < 0)
    return;
  memmove(c->funcs.data + at, c->funcs.data + at + 1,
          (c->funcs.len - (size_t)at - 1) * sizeof(CmOp *));
  c->funcs.len--;
  CmOpVec users;
  symbol_uses(c->module, func, &users);
  for (size_t i = 0; i < users.len; i++) {
    CmOp *pf = cm_affine_enclosing_func(users.data[i]);
    if (pf && find_func(c, pf) >= 0)
      set_non_normalizable(c, pf);
  }
  CM_VEC_FREE(users);
  CmOpVec calls = {0};
  cm_walk_post(func, collect_calls, &calls);
  for (size_t i = 0; i < calls.len; i++) {
    CmAttr *callee = cm_op_get_attr(calls.data[i], "callee");
    if (!callee || callee->kind != CM_ATTR_SYMBOL_REF)
      continue;
    for (size_t k = 0; k < c->funcs.len; k++)
      if (cm_symbol_name(c->funcs.data[k]) == callee->symref.root) {
        set_non_normalizable(c, c->funcs.data[k]);
        break;
      }
  }
  CM_VEC_FREE(calls);
}

/* ---- rewriting ------------------------------------------------------------ */

/* 13's createNewDynamicSizes: an index constant per static dimension of
 * the old type, then per dynamic result d of the layout an affine.apply
 * on the old sizes of result d with `floordiv` turned into `ceildiv` (a
 * tile count) or, for the `mod` of a tile, the tile size. */
static void new_dynamic_sizes(CmOp *alloc, CmType *ot, CmType *nt,
                              unsigned dstart, CmAffineValueVec *sizes) {
  CmContext *ctx = cm_op_context(alloc);
  CmAffineMap *map = layout_map(ot);
  unsigned rank = ot->shaped.rank, nres = map->num_results;
  CmBuilder b;
  cm_builder_init(&b, ctx);
  cm_builder_set_before(&b, alloc);
  CmType *index = cm_index_type(ctx);
  CmValue **in = cm_xcalloc(rank + 1, sizeof(CmValue *));
  for (unsigned d = 0, dyn = 0; d < rank; d++) {
    int64_t sz = ot->shaped.shape[d];
    if (sz < 0)
      in[d] = cm_op_operand(alloc, dstart + dyn++);
    else
      in[d] = cm_op_result(
          cm_std_build_constant(&b, cm_integer_attr(index, sz), index,
                                cm_op_loc(alloc)),
          0);
  }
  unsigned char *kind = cm_xmalloc(nres + 1);
  tile_kinds(map, kind);
  for (unsigned r = 0; r < nres; r++) {
    if (nt->shaped.shape[r] >= 0)
      continue;
    CmAffineExpr *e = map->results[r];
    if (kind[r] == 1)
      e = cm_affine_ceildiv(e->bin.lhs, e->bin.rhs);
    else if (kind[r] == 2)
      e = e->bin.rhs;
    CmAffineMap *m = cm_affine_map(ctx, map->num_dims, map->num_syms, 1, &e);
    CmOp *apply = cm_affine_apply_create(ctx, cm_op_loc(alloc), m, rank, in);
    cm_block_insert_op_before(cm_op_block(alloc), alloc, apply);
    CM_VEC_PUSH(*sizes, cm_op_result(apply, 0));
  }
  free(kind);
  free(in);
}

/* 13's normalizeMemRef for one memref.alloc. */
static void normalize_alloc(CmOp *alloc) {
  CmValue *old = cm_op_result(alloc, 0);
  unsigned dstart = 0, ndyn = 0, sstart = 0, nsyms = 0;
  if (!cm_ods_operand_group(alloc, "dynamicSizes", &dstart, &ndyn))
    ndyn = 0;
  if (!cm_ods_operand_group(alloc, "symbolOperands", &sstart, &nsyms))
    nsyms = 0;
  CmType *nt = normalize_type(old->type, nsyms);
  if (nt == old->type)
    return;
  CmContext *ctx = cm_op_context(alloc);
  CmAffineValueVec sizes = {0};
  if (ndyn)
    new_dynamic_sizes(alloc, old->type, nt, dstart, &sizes);
  unsigned seg[2] = {(unsigned)sizes.len, 0};
  CmNamedAttr na[2] = {{cm_ident_c(ctx, "operand_segment_sizes"),
                        cm_ods_segment_sizes_attr(ctx, 2, seg)},
                       {cm_ident_c(ctx, "alignment"), NULL}};
  na[1].value = cm_op_get_attr(alloc, "alignment");
  CmAttr *attrs = cm_dict_attr(ctx, na[1].value ? 2 : 1, na);
  CmOp *nw = cm_op_create_v(ctx, "memref.alloc", cm_op_loc(alloc), 1, &nt,
                            (unsigned)sizes.len, sizes.data, attrs, 0, NULL, 0);
  CM_VEC_FREE(sizes);
  cm_block_insert_op_before(cm_op_block(alloc), alloc, nw);
  CmValue **syms = cm_xcalloc(nsyms + 1, sizeof(CmValue *));
  for (unsigned i = 0; i < nsyms; i++)
    syms[i] = cm_op_operand(alloc, sstart + i);
  CmResult r = replace_uses(old, cm_op_result(nw, 0), false, syms, nsyms);
  free(syms);
  if (cm_failed(r)) {
    cm_op_erase(nw);
    return;
  }
  cm_value_replace_all_uses(old, cm_op_result(nw, 0));
  cm_op_erase(alloc);
}

static CmWalkResult collect_allocs(CmOp *op, void *user) {
  if (cm_op_name_is(op, "memref.alloc"))
    CM_VEC_PUSH(*(CmOpVec *)user, op);
  return CM_WALK_ADVANCE;
}
static CmWalkResult collect_result_ops(CmOp *op, void *user) {
  if (cm_op_has_trait(op, CM_TRAIT_MEMREFS_NORMALIZABLE) &&
      cm_op_num_results(op) > 0 && !cm_op_name_is(op, "std.call"))
    CM_VEC_PUSH(*(CmOpVec *)user, op);
  return CM_WALK_ADVANCE;
}

/* 13's createOpResultsNormalized + the replacement of its results. */
static void normalize_results(CmOp *op) {
  unsigned n = cm_op_num_results(op);
  CmType **types = cm_xcalloc(n + 1, sizeof(CmType *));
  bool changed = false;
  for (unsigned i = 0; i < n; i++) {
    types[i] = normalize_type(cm_op_result(op, i)->type, 0);
    changed |= types[i] != cm_op_result(op, i)->type;
  }
  if (!changed) {
    free(types);
    return;
  }
  CmContext *ctx = cm_op_context(op);
  unsigned nops = cm_op_num_operands(op), nreg = cm_op_num_regions(op);
  CmValue **ops = cm_xcalloc(nops + 1, sizeof(CmValue *));
  for (unsigned i = 0; i < nops; i++)
    ops[i] = cm_op_operand(op, i);
  CmOp *nw = cm_op_create_v(ctx, cm_op_opname(op)->name->str, cm_op_loc(op),
                            n, types, nops, ops, cm_op_attrs(op), 0, NULL,
                            nreg);
  free(ops);
  free(types);
  for (unsigned i = 0; i < nreg; i++)
    cm_region_take_body(cm_op_region(nw, i), cm_op_region(op, i));
  cm_block_insert_op_before(cm_op_block(op), op, nw);
  bool failed = false;
  for (unsigned i = 0; i < n; i++) {
    CmValue *o = cm_op_result(op, i), *w = cm_op_result(nw, i);
    if (o->type->kind != CM_TYPE_MEMREF || o->type == w->type)
      continue;
    if (cm_failed(replace_uses(o, w, true, NULL, 0))) {
      failed = true;
      break;
    }
  }
  if (failed) {
    for (unsigned i = 0; i < nreg; i++)
      cm_region_take_body(cm_op_region(op, i), cm_op_region(nw, i));
    for (unsigned i = 0; i < n; i++)
      cm_value_replace_all_uses(cm_op_result(nw, i), cm_op_result(op, i));
    cm_op_erase(nw);
    return;
  }
  for (unsigned i = 0; i < n; i++)
    cm_value_replace_all_uses(cm_op_result(op, i), cm_op_result(nw, i));
  cm_op_erase(op);
}

typedef struct Returns {
  CmType **results;
  unsigned n;
} Returns;
static CmWalkResult scan_return(CmOp *op, void *user) {
  Returns *r = user;
  if (!cm_op_name_is(op, "std.return"))
    return CM_WALK_ADVANCE;
  for (unsigned i = 0; i < cm_op_num_operands(op) && i < r->n; i++) {
    CmType *t = cm_op_operand(op, i)->type;
    if (t->kind != CM_TYPE_MEMREF || t == r->results[i])
      continue;
    if (!t->shaped.layout)
      r->results[i] = t;
  }
  return CM_WALK_ADVANCE;
}

/* 13's updateFunctionSignature. */
static void update_signature(Ctx *c, CmOp *func, unsigned depth) {
  CmType *ft = func_type(func);
  if (!ft || depth > 64)
    return;
  CmContext *ctx = cm_op_context(func);
  unsigned nin = ft->func.num_inputs, nres = ft->func.num_results;
  CmType **results = cm_xcalloc(nres + 1, sizeof(CmType *));
  memcpy(results, ft->func.types + nin, nres * sizeof(CmType *));
  CmType *new_ft = NULL;
  if (!is_external(func)) {
    CmBlock *b = entry(func);
    CmType **args = cm_xcalloc(b->num_args + 1, sizeof(CmType *));
    for (unsigned i = 0; i < b->num_args; i++)
      args[i] = b->args[i]->type;
    Returns r = {results, nres};
    cm_walk_post(func, scan_return, &r);
    new_ft = cm_function_type(ctx, b->num_args, args, nres, results);
    free(args);
  }
  CmOpVec users, to_update = {0};
  symbol_uses(c->module, func, &users);
  for (size_t u = 0; u < users.len; u++) {
    CmOp *call = users.data[u];
    if (!cm_op_name_is(call, "std.call"))
      continue;
    unsigned nops = cm_op_num_operands(call);
    CmValue **ops = cm_xcalloc(nops + 1, sizeof(CmValue *));
    for (unsigned i = 0; i < nops; i++)
      ops[i] = cm_op_operand(call, i);
    CmNamedAttr na = {cm_ident_c(ctx, "callee"),
                      cm_op_get_attr(call, "callee")};
    CmOp *nc = cm_op_create_v(ctx, "std.call", cm_op_loc(call), nres, results,
                              nops, ops, cm_dict_attr(ctx, 1, &na), 0, NULL,
                              0);
    free(ops);
    cm_block_insert_op_before(cm_op_block(call), call, nc);
    bool failed = false, changed = false;
    for (unsigned i = 0; i < cm_op_num_results(call) && i < nres; i++) {
      CmValue *o = cm_op_result(call, i), *w = cm_op_result(nc, i);
      if (o->type == w->type)
        continue;
      if (!layout_map(o->type) ||
          cm_failed(replace_uses(o, w, true, NULL, 0))) {
        failed = true;
        break;
      }
      changed = true;
    }
    if (failed) {
      cm_op_erase(nc);
      continue;
    }
    for (unsigned i = 0; i < cm_op_num_results(call) && i < nres; i++)
      cm_value_replace_all_uses(cm_op_result(call, i), cm_op_result(nc, i));
    cm_op_erase(call);
    if (changed) {
      CmOp *pf = cm_affine_enclosing_func(nc);
      bool seen = !pf;
      for (size_t k = 0; k < to_update.len && !seen; k++)
        seen = to_update.data[k] == pf;
      if (!seen)
        CM_VEC_PUSH(to_update, pf);
    }
  }
  CM_VEC_FREE(users);
  if (new_ft)
    cm_op_set_attr(func, CM_BUILTIN_TYPE, cm_type_attr(new_ft));
  free(results);
  for (size_t k = 0; k < to_update.len; k++)
    update_signature(c, to_update.data[k], depth + 1);
  CM_VEC_FREE(to_update);
}

/* 13's normalizeFuncOpMemRefs. */
static void normalize_func(Ctx *c, CmOp *func) {
  CmContext *ctx = cm_op_context(func);
  CmOpVec ops = {0};
  cm_walk_post(func, collect_allocs, &ops);
  for (size_t i = 0; i < ops.len; i++)
    normalize_alloc(ops.data[i]);
  CmType *ft = func_type(func);
  if (!ft) {
    CM_VEC_FREE(ops);
    return;
  }
  bool external = is_external(func);
  unsigned nin = ft->func.num_inputs;
  CmType **inputs = cm_xcalloc(nin + 1, sizeof(CmType *));
  for (unsigned i = 0; i < nin; i++) {
    CmType *t = ft->func.types[i];
    inputs[i] = t;
    if (t->kind != CM_TYPE_MEMREF)
      continue;
    CmType *nt = normalize_type(t, 0);
    inputs[i] = nt;
    if (nt == t || external)
      continue;
    CmBlock *b = entry(func);
    if (i >= b->num_args)
      continue;
    CmValue *old = b->args[i];
    CmValue *nv = cm_block_insert_arg(b, i, nt, cm_block_arg_loc(old));
    if (cm_failed(replace_uses(old, nv, true, NULL, 0))) {
      cm_block_erase_arg(b, i);
      continue;
    }
    cm_block_erase_arg(b, i + 1);
  }
  if (!external) {
    ops.len = 0;
    cm_walk_post(func, collect_result_ops, &ops);
    for (size_t i = 0; i < ops.len; i++)
      normalize_results(ops.data[i]);
  } else {
    unsigned nres = ft->func.num_results;
    CmType **results = cm_xcalloc(nres + 1, sizeof(CmType *));
    for (unsigned i = 0; i < nres; i++)
      results[i] = normalize_type(ft->func.types[nin + i], 0);
    cm_op_set_attr(func, CM_BUILTIN_TYPE,
                   cm_type_attr(cm_function_type(ctx, nin, inputs, nres,
                                                 results)));
    free(results);
  }
  free(inputs);
  CM_VEC_FREE(ops);
  update_signature(c, func, 0);
}

static CmResult normalize_run(CmPassRun *run, CmOp *module) {
  (void)run;
  Ctx c = {module, {0}};
  CmOpVec all = {0};
  cm_walk_pre(module, collect_funcs, &all);
  for (size_t i = 0; i < all.len; i++)
    CM_VEC_PUSH(c.funcs, all.data[i]);
  for (size_t i = 0; i < all.len; i++)
    if (find_func(&c, all.data[i]) >= 0 && !func_normalizable(all.data[i]))
      set_non_normalizable(&c, all.data[i]);
  for (size_t i = 0; i < c.funcs.len; i++)
    normalize_func(&c, c.funcs.data[i]);
  CM_VEC_FREE(all);
  CM_VEC_FREE(c.funcs);
  return CM_SUCCESS;
}

const CmPassDef cm_pass_normalize_memrefs = {
    .argument = "normalize-memrefs",
    .name = "NormalizeMemRefs",
    .description = "Normalize memrefs",
    .anchor = "builtin.module",
    .run = normalize_run,
};
