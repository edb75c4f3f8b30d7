/* affine.c - mlir-c/AffineExpr.h, mlir-c/AffineMap.h and
 * mlir-c/IntegerSet.h over cmlir's affine layer (lib/ir/affine.c).
 *
 * The queries that MLIR computes on demand (largest known divisor,
 * multiple-of, projected permutations, sub-maps, symbol compression, ...)
 * are computed here with MLIR 13's rules. */
#include <stdio.h>
#include <stdlib.h>

#include "capi_builtin.h"
#include "cmlir/asm.h"

/* ======================================================================
 * AffineExpr.h
 * ====================================================================== */

#define E(h) cm_capi_unwrap_affine_expr(h)
#define WE(p) cm_capi_wrap_affine_expr(p)

MlirContext mlirAffineExprGetContext(MlirAffineExpr affineExpr) {
  return cm_capi_wrap_ctx(E(affineExpr)->ctx);
}

bool mlirAffineExprEqual(MlirAffineExpr lhs, MlirAffineExpr rhs) {
  return lhs.ptr == rhs.ptr;
}

void mlirAffineExprPrint(MlirAffineExpr affineExpr, MlirStringCallback callback,
                         void *userData) {
  CmBuf b;
  cm_buf_init(&b);
  cm_print_affine_expr_to(E(affineExpr), &b);
  cm_capi_print_buf(&b, callback, userData);
}

void mlirAffineExprDump(MlirAffineExpr affineExpr) {
  CmBuf b;
  cm_buf_init(&b);
  cm_print_affine_expr_to(E(affineExpr), &b);
  cm_capi_dump_buf(&b, true);
}

static bool is_binary(const CmAffineExpr *e) {
  return e->kind <= CM_AFFINE_CEILDIV;
}

static bool symbolic_or_constant(const CmAffineExpr *e) {
  switch ((CmAffineKind)e->kind) {
  case CM_AFFINE_DIM:
    return false;
  case CM_AFFINE_SYMBOL:
  case CM_AFFINE_CONST:
    return true;
  default:
    return symbolic_or_constant(e->bin.lhs) &&
           symbolic_or_constant(e->bin.rhs);
  }
}

bool mlirAffineExprIsSymbolicOrConstant(MlirAffineExpr affineExpr) {
  return symbolic_or_constant(E(affineExpr));
}

bool mlirAffineExprIsPureAffine(MlirAffineExpr affineExpr) {
  return cm_affine_is_pure(E(affineExpr));
}

static uint64_t gcd_u64(uint64_t a, uint64_t b) {
  while (b) {
    uint64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}

static int64_t abs_wrap(int64_t v) {
  return v < 0 ? (int64_t)(0 - (uint64_t)v) : v;
}

/* MLIR 13's AffineExpr::getLargestKnownDivisor. */
static int64_t largest_divisor(const CmAffineExpr *e) {
  switch ((CmAffineKind)e->kind) {
  case CM_AFFINE_DIM:
  case CM_AFFINE_SYMBOL:
    return 1;
  case CM_AFFINE_CONST:
    return abs_wrap(e->value);
  case CM_AFFINE_MUL:
    return (int64_t)((uint64_t)largest_divisor(e->bin.lhs) *
                     (uint64_t)largest_divisor(e->bin.rhs));
  default:
    return (int64_t)gcd_u64((uint64_t)largest_divisor(e->bin.lhs),
                            (uint64_t)largest_divisor(e->bin.rhs));
  }
}

int64_t mlirAffineExprGetLargestKnownDivisor(MlirAffineExpr affineExpr) {
  return largest_divisor(E(affineExpr));
}

/* x % f == 0 without trapping on f == 0 or INT64_MIN % -1. */
static bool divides(int64_t x, int64_t f) {
  if (f == 0)
    return x == 0;
  if (f == -1)
    return true;
  return x % f == 0;
}

/* The same in unsigned arithmetic, which is what MLIR 13 computes for
 * divisors (uint64_t): a negative factor is a huge unsigned one. */
static bool divides_u(uint64_t x, int64_t f) {
  return f == 0 ? x == 0 : x % (uint64_t)f == 0;
}

/* MLIR 13's AffineExpr::isMultipleOf. */
bool mlirAffineExprIsMultipleOf(MlirAffineExpr affineExpr, int64_t factor) {
  const CmAffineExpr *e = E(affineExpr);
  switch ((CmAffineKind)e->kind) {
  case CM_AFFINE_DIM:
  case CM_AFFINE_SYMBOL:
    return factor == 1 || factor == -1;
  case CM_AFFINE_CONST:
    return divides(e->value, factor);
  case CM_AFFINE_MUL: {
    uint64_t l = (uint64_t)largest_divisor(e->bin.lhs);
    uint64_t r = (uint64_t)largest_divisor(e->bin.rhs);
    return divides_u(l, factor) || divides_u(r, factor) ||
           divides_u(l * r, factor);
  }
  default:
    return divides_u(gcd_u64((uint64_t)largest_divisor(e->bin.lhs),
                             (uint64_t)largest_divisor(e->bin.rhs)),
                     factor);
  }
}

static bool function_of_dim(const CmAffineExpr *e, intptr_t pos) {
  if (e->kind == CM_AFFINE_DIM)
    return (intptr_t)e->pos == pos;
  if (is_binary(e))
    return function_of_dim(e->bin.lhs, pos) || function_of_dim(e->bin.rhs, pos);
  return false;
}

bool mlirAffineExprIsFunctionOfDim(MlirAffineExpr affineExpr,
                                   intptr_t position) {
  return function_of_dim(E(affineExpr), position);
}

#define IS_KIND(fn, k)                                                         \
  bool fn(MlirAffineExpr affineExpr) { return E(affineExpr)->kind == (k); }

IS_KIND(mlirAffineExprIsADim, CM_AFFINE_DIM)
IS_KIND(mlirAffineExprIsASymbol, CM_AFFINE_SYMBOL)
IS_KIND(mlirAffineExprIsAConstant, CM_AFFINE_CONST)
IS_KIND(mlirAffineExprIsAAdd, CM_AFFINE_ADD)
IS_KIND(mlirAffineExprIsAMul, CM_AFFINE_MUL)
IS_KIND(mlirAffineExprIsAMod, CM_AFFINE_MOD)
IS_KIND(mlirAffineExprIsAFloorDiv, CM_AFFINE_FLOORDIV)
IS_KIND(mlirAffineExprIsACeilDiv, CM_AFFINE_CEILDIV)

bool mlirAffineExprIsABinary(MlirAffineExpr affineExpr) {
  return is_binary(E(affineExpr));
}

MlirAffineExpr mlirAffineDimExprGet(MlirContext ctx, intptr_t position) {
  return WE(cm_affine_dim(cm_capi_unwrap_ctx(ctx), (unsigned)position));
}

intptr_t mlirAffineDimExprGetPosition(MlirAffineExpr affineExpr) {
  return E(affineExpr)->pos;
}

MlirAffineExpr mlirAffineSymbolExprGet(MlirContext ctx, intptr_t position) {
  return WE(cm_affine_symbol(cm_capi_unwrap_ctx(ctx), (unsigned)position));
}

intptr_t mlirAffineSymbolExprGetPosition(MlirAffineExpr affineExpr) {
  return E(affineExpr)->pos;
}

MlirAffineExpr mlirAffineConstantExprGet(MlirContext ctx, int64_t constant) {
  return WE(cm_affine_const(cm_capi_unwrap_ctx(ctx), constant));
}

int64_t mlirAffineConstantExprGetValue(MlirAffineExpr affineExpr) {
  return E(affineExpr)->value;
}

MlirAffineExpr mlirAffineAddExprGet(MlirAffineExpr lhs, MlirAffineExpr rhs) {
  return WE(cm_affine_add(E(lhs), E(rhs)));
}

MlirAffineExpr mlirAffineMulExprGet(MlirAffineExpr lhs, MlirAffineExpr rhs) {
  return WE(cm_affine_mul(E(lhs), E(rhs)));
}

MlirAffineExpr mlirAffineModExprGet(MlirAffineExpr lhs, MlirAffineExpr rhs) {
  return WE(cm_affine_mod(E(lhs), E(rhs)));
}

MlirAffineExpr mlirAffineFloorDivExprGet(MlirAffineExpr lhs,
                                         MlirAffineExpr rhs) {
  return WE(cm_affine_floordiv(E(lhs), E(rhs)));
}

MlirAffineExpr mlirAffineCeilDivExprGet(MlirAffineExpr lhs,
                                        MlirAffineExpr rhs) {
  return WE(cm_affine_ceildiv(E(lhs), E(rhs)));
}

MlirAffineExpr mlirAffineBinaryOpExprGetLHS(MlirAffineExpr affineExpr) {
  const CmAffineExpr *e = E(affineExpr);
  return WE(is_binary(e) ? e->bin.lhs : NULL);
}

MlirAffineExpr mlirAffineBinaryOpExprGetRHS(MlirAffineExpr affineExpr) {
  const CmAffineExpr *e = E(affineExpr);
  return WE(is_binary(e) ? e->bin.rhs : NULL);
}

/* ======================================================================
 * AffineMap.h
 * ====================================================================== */

#define M(h) cm_capi_unwrap_affine_map(h)
#define WM(p) cm_capi_wrap_affine_map(p)

MlirContext mlirAffineMapGetContext(MlirAffineMap affineMap) {
  return cm_capi_wrap_ctx(M(affineMap)->ctx);
}

bool mlirAffineMapEqual(MlirAffineMap a1, MlirAffineMap a2) {
  return a1.ptr == a2.ptr;
}

void mlirAffineMapPrint(MlirAffineMap affineMap, MlirStringCallback callback,
                        void *userData) {
  CmBuf b;
  cm_buf_init(&b);
  cm_print_affine_map_to(M(affineMap), &b);
  cm_capi_print_buf(&b, callback, userData);
}

void mlirAffineMapDump(MlirAffineMap affineMap) {
  CmBuf b;
  cm_buf_init(&b);
  cm_print_affine_map_to(M(affineMap), &b);
  cm_capi_dump_buf(&b, true);
}

MlirAffineMap mlirAffineMapEmptyGet(MlirContext ctx) {
  return WM(cm_affine_map(cm_capi_unwrap_ctx(ctx), 0, 0, 0, NULL));
}

MlirAffineMap mlirAffineMapZeroResultGet(MlirContext ctx, intptr_t dimCount,
                                         intptr_t symbolCount) {
  return WM(cm_affine_map(cm_capi_unwrap_ctx(ctx), (unsigned)dimCount,
                          (unsigned)symbolCount, 0, NULL));
}

MlirAffineMap mlirAffineMapGet(MlirContext ctx, intptr_t dimCount,
                               intptr_t symbolCount, intptr_t nAffineExprs,
                               MlirAffineExpr *affineExprs) {
  CmAffineExpr **r = cm_xmalloc(sizeof(*r) * (size_t)(nAffineExprs + 1));
  for (intptr_t i = 0; i < nAffineExprs; i++)
    r[i] = E(affineExprs[i]);
  CmAffineMap *m = cm_affine_map(cm_capi_unwrap_ctx(ctx), (unsigned)dimCount,
                                 (unsigned)symbolCount, (unsigned)nAffineExprs,
                                 r);
  free(r);
  return WM(m);
}

MlirAffineMap mlirAffineMapConstantGet(MlirContext ctx, int64_t val) {
  CmContext *c = cm_capi_unwrap_ctx(ctx);
  CmAffineExpr *e = cm_affine_const(c, val);
  return WM(cm_affine_map(c, 0, 0, 1, &e));
}

MlirAffineMap mlirAffineMapMultiDimIdentityGet(MlirContext ctx,
                                               intptr_t numDims) {
  return WM(cm_affine_map_identity(cm_capi_unwrap_ctx(ctx), (unsigned)numDims));
}

/* The identity on the last `results` dimensions of `dims`. */
static CmAffineMap *minor_identity(CmContext *c, unsigned dims,
                                   unsigned results) {
  if (results > dims)
    return NULL;
  CmAffineExpr **r = cm_xmalloc(sizeof(*r) * (results + 1));
  for (unsigned i = 0; i < results; i++)
    r[i] = cm_affine_dim(c, dims - results + i);
  CmAffineMap *m = cm_affine_map(c, dims, 0, results, r);
  free(r);
  return m;
}

MlirAffineMap mlirAffineMapMinorIdentityGet(MlirContext ctx, intptr_t dims,
                                            intptr_t results) {
  return WM(minor_identity(cm_capi_unwrap_ctx(ctx), (unsigned)dims,
                           (unsigned)results));
}

MlirAffineMap mlirAffineMapPermutationGet(MlirContext ctx, intptr_t size,
                                          unsigned *permutation) {
  CmContext *c = cm_capi_unwrap_ctx(ctx);
  if (size <= 0)
    return WM(NULL);
  unsigned max = 0;
  for (intptr_t i = 0; i < size; i++)
    if (permutation[i] > max)
      max = permutation[i];
  CmAffineExpr **r = cm_xmalloc(sizeof(*r) * (size_t)size);
  for (intptr_t i = 0; i < size; i++)
    r[i] = cm_affine_dim(c, permutation[i]);
  CmAffineMap *m = cm_affine_map(c, max + 1, 0, (unsigned)size, r);
  free(r);
  return WM(m);
}

bool mlirAffineMapIsIdentity(MlirAffineMap affineMap) {
  return cm_affine_map_is_identity(M(affineMap));
}

bool mlirAffineMapIsMinorIdentity(MlirAffineMap affineMap) {
  const CmAffineMap *m = M(affineMap);
  return m->num_dims >= m->num_results &&
         m == minor_identity(m->ctx, m->num_dims, m->num_results);
}

bool mlirAffineMapIsEmpty(MlirAffineMap affineMap) {
  const CmAffineMap *m = M(affineMap);
  return m->num_dims == 0 && m->num_syms == 0 && m->num_results == 0;
}

bool mlirAffineMapIsSingleConstant(MlirAffineMap affineMap) {
  const CmAffineMap *m = M(affineMap);
  return m->num_results == 1 && m->results[0]->kind == CM_AFFINE_CONST;
}

int64_t mlirAffineMapGetSingleConstantResult(MlirAffineMap affineMap) {
  const CmAffineMap *m = M(affineMap);
  if (m->num_results != 1 || m->results[0]->kind != CM_AFFINE_CONST)
    return 0;
  return m->results[0]->value;
}

intptr_t mlirAffineMapGetNumDims(MlirAffineMap affineMap) {
  return M(affineMap)->num_dims;
}

intptr_t mlirAffineMapGetNumSymbols(MlirAffineMap affineMap) {
  return M(affineMap)->num_syms;
}

intptr_t mlirAffineMapGetNumResults(MlirAffineMap affineMap) {
  return M(affineMap)->num_results;
}

MlirAffineExpr mlirAffineMapGetResult(MlirAffineMap affineMap, intptr_t pos) {
  const CmAffineMap *m = M(affineMap);
  if (pos < 0 || pos >= (intptr_t)m->num_results)
    return WE(NULL);
  return WE(m->results[pos]);
}

intptr_t mlirAffineMapGetNumInputs(MlirAffineMap affineMap) {
  return (intptr_t)M(affineMap)->num_dims + M(affineMap)->num_syms;
}

static bool projected_permutation(const CmAffineMap *m) {
  if (m->num_syms > 0 || m->num_results > m->num_dims)
    return false;
  bool *seen = calloc(m->num_dims + 1, 1);
  bool ok = true;
  for (unsigned i = 0; ok && i < m->num_results; i++) {
    const CmAffineExpr *e = m->results[i];
    if (e->kind != CM_AFFINE_DIM || e->pos >= m->num_dims || seen[e->pos])
      ok = false;
    else
      seen[e->pos] = true;
  }
  free(seen);
  return ok;
}

bool mlirAffineMapIsProjectedPermutation(MlirAffineMap affineMap) {
  return projected_permutation(M(affineMap));
}

bool mlirAffineMapIsPermutation(MlirAffineMap affineMap) {
  const CmAffineMap *m = M(affineMap);
  return m->num_dims == m->num_results && projected_permutation(m);
}

/* The map of `n` results of `m` from `first` on. */
static CmAffineMap *slice(const CmAffineMap *m, unsigned first, unsigned n) {
  return cm_affine_map(m->ctx, m->num_dims, m->num_syms, n,
                       m->results + first);
}

MlirAffineMap mlirAffineMapGetSubMap(MlirAffineMap affineMap, intptr_t size,
                                     intptr_t *resultPos) {
  const CmAffineMap *m = M(affineMap);
  CmAffineExpr **r = cm_xmalloc(sizeof(*r) * (size_t)(size + 1));
  for (intptr_t i = 0; i < size; i++) {
    intptr_t p = resultPos[i];
    if (p < 0 || p >= (intptr_t)m->num_results) {
      free(r);
      return WM(NULL);
    }
    r[i] = m->results[p];
  }
  CmAffineMap *s =
      cm_affine_map(m->ctx, m->num_dims, m->num_syms, (unsigned)size, r);
  free(r);
  return WM(s);
}

MlirAffineMap mlirAffineMapGetMajorSubMap(MlirAffineMap affineMap,
                                          intptr_t numResults) {
  const CmAffineMap *m = M(affineMap);
  if (numResults <= 0)
    return WM(NULL);
  if (numResults > (intptr_t)m->num_results)
    return affineMap;
  return WM(slice(m, 0, (unsigned)numResults));
}

MlirAffineMap mlirAffineMapGetMinorSubMap(MlirAffineMap affineMap,
                                          intptr_t numResults) {
  const CmAffineMap *m = M(affineMap);
  if (numResults <= 0)
    return WM(NULL);
  if (numResults > (intptr_t)m->num_results)
    return affineMap;
  return WM(slice(m, m->num_results - (unsigned)numResults,
                  (unsigned)numResults));
}

/* Rebuilds `kind` over new operands with the simplifying constructors. */
static CmAffineExpr *rebuild(CmAffineKind kind, CmAffineExpr *l,
                             CmAffineExpr *r) {
  switch (kind) {
  case CM_AFFINE_ADD:
    return cm_affine_add(l, r);
  case CM_AFFINE_MUL:
    return cm_affine_mul(l, r);
  case CM_AFFINE_MOD:
    return cm_affine_mod(l, r);
  case CM_AFFINE_FLOORDIV:
    return cm_affine_floordiv(l, r);
  default:
    return cm_affine_ceildiv(l, r);
  }
}

/* AffineExpr::replace: every occurrence of `from` becomes `to`. */
static CmAffineExpr *replace_expr(CmAffineExpr *e, const CmAffineExpr *from,
                                  CmAffineExpr *to) {
  if (e == from)
    return to;
  if (!is_binary(e))
    return e;
  CmAffineExpr *l = replace_expr(e->bin.lhs, from, to);
  CmAffineExpr *r = replace_expr(e->bin.rhs, from, to);
  if (l == e->bin.lhs && r == e->bin.rhs)
    return e;
  return rebuild((CmAffineKind)e->kind, l, r);
}

MlirAffineMap mlirAffineMapReplace(MlirAffineMap affineMap,
                                   MlirAffineExpr expression,
                                   MlirAffineExpr replacement,
                                   intptr_t numResultDims,
                                   intptr_t numResultSyms) {
  const CmAffineMap *m = M(affineMap);
  CmAffineExpr **r = cm_xmalloc(sizeof(*r) * (m->num_results + 1));
  for (unsigned i = 0; i < m->num_results; i++)
    r[i] = replace_expr(m->results[i], E(expression), E(replacement));
  CmAffineMap *n = cm_affine_map(m->ctx, (unsigned)numResultDims,
                                 (unsigned)numResultSyms, m->num_results, r);
  free(r);
  return WM(n);
}

static void mark_symbols(const CmAffineExpr *e, bool *used, unsigned n) {
  if (e->kind == CM_AFFINE_SYMBOL) {
    if (e->pos < n)
      used[e->pos] = true;
  } else if (is_binary(e)) {
    mark_symbols(e->bin.lhs, used, n);
    mark_symbols(e->bin.rhs, used, n);
  }
}

void mlirAffineMapCompressUnusedSymbols(
    MlirAffineMap *affineMaps, intptr_t size, void *result,
    void (*populateResult)(void *res, intptr_t idx, MlirAffineMap m)) {
  if (size <= 0)
    return;
  /* The symbols of the first map decide; a symbol used by any map stays. */
  unsigned nsyms = M(affineMaps[0])->num_syms;
  bool *used = calloc(nsyms + 1, 1);
  for (intptr_t i = 0; i < size; i++) {
    const CmAffineMap *m = M(affineMaps[i]);
    for (unsigned j = 0; j < m->num_results; j++)
      mark_symbols(m->results[j], used, nsyms);
  }
  for (intptr_t i = 0; i < size; i++) {
    const CmAffineMap *m = M(affineMaps[i]);
    /* Unused symbols become 0, used ones are renumbered densely. */
    CmAffineExpr **syms = cm_xmalloc(sizeof(*syms) * (m->num_syms + 1));
    unsigned kept = 0;
    for (unsigned s = 0; s < m->num_syms; s++)
      syms[s] = (s < nsyms && !used[s]) ? cm_affine_const(m->ctx, 0)
                                        : cm_affine_symbol(m->ctx, kept++);
    CmAffineExpr **r = cm_xmalloc(sizeof(*r) * (m->num_results + 1));
    for (unsigned j = 0; j < m->num_results; j++)
      r[j] = cm_affine_replace(m->results[j], NULL, syms);
    CmAffineMap *n = cm_affine_map(m->ctx, m->num_dims, kept, m->num_results,
                                   r);
    free(r);
    free(syms);
    populateResult(result, i, WM(n));
  }
  free(used);
}

/* ======================================================================
 * IntegerSet.h
 * ====================================================================== */

#define S(h) cm_capi_unwrap_integer_set(h)
#define WS(p) cm_capi_wrap_integer_set(p)

MlirContext mlirIntegerSetGetContext(MlirIntegerSet set) {
  return cm_capi_wrap_ctx(S(set)->ctx);
}

bool mlirIntegerSetEqual(MlirIntegerSet s1, MlirIntegerSet s2) {
  return s1.ptr == s2.ptr;
}

void mlirIntegerSetPrint(MlirIntegerSet set, MlirStringCallback callback,
                         void *userData) {
  CmBuf b;
  cm_buf_init(&b);
  cm_print_integer_set_to(S(set), &b);
  cm_capi_print_buf(&b, callback, userData);
}

void mlirIntegerSetDump(MlirIntegerSet set) {
  CmBuf b;
  cm_buf_init(&b);
  cm_print_integer_set_to(S(set), &b);
  cm_capi_dump_buf(&b, true);
}

static CmIntegerSet *empty_set(CmContext *c, unsigned nd, unsigned ns) {
  CmAffineExpr *one = cm_affine_const(c, 1);
  bool eq = true;
  return cm_integer_set(c, nd, ns, 1, &one, &eq);
}

MlirIntegerSet mlirIntegerSetEmptyGet(MlirContext context, intptr_t numDims,
                                      intptr_t numSymbols) {
  return WS(empty_set(cm_capi_unwrap_ctx(context), (unsigned)numDims,
                      (unsigned)numSymbols));
}

MlirIntegerSet mlirIntegerSetGet(MlirContext context, intptr_t numDims,
                                 intptr_t numSymbols, intptr_t numConstraints,
                                 const MlirAffineExpr *constraints,
                                 const bool *eqFlags) {
  CmAffineExpr **r = cm_xmalloc(sizeof(*r) * (size_t)(numConstraints + 1));
  for (intptr_t i = 0; i < numConstraints; i++)
    r[i] = E(constraints[i]);
  CmIntegerSet *s =
      cm_integer_set(cm_capi_unwrap_ctx(context), (unsigned)numDims,
                     (unsigned)numSymbols, (unsigned)numConstraints, r, eqFlags);
  free(r);
  return WS(s);
}

MlirIntegerSet mlirIntegerSetReplaceGet(MlirIntegerSet set,
                                        const MlirAffineExpr *dimReplacements,
                                        const MlirAffineExpr *symbolReplacements,
                                        intptr_t numResultDims,
                                        intptr_t numResultSymbols) {
  const CmIntegerSet *s = S(set);
  CmAffineExpr **dims = cm_xmalloc(sizeof(*dims) * (s->num_dims + 1));
  CmAffineExpr **syms = cm_xmalloc(sizeof(*syms) * (s->num_syms + 1));
  for (unsigned i = 0; i < s->num_dims; i++)
    dims[i] = E(dimReplacements[i]);
  for (unsigned i = 0; i < s->num_syms; i++)
    syms[i] = E(symbolReplacements[i]);
  CmAffineExpr **r = cm_xmalloc(sizeof(*r) * (s->num_constraints + 1));
  for (unsigned i = 0; i < s->num_constraints; i++)
    r[i] = cm_affine_replace(s->constraints[i], dims, syms);
  CmIntegerSet *n =
      cm_integer_set(s->ctx, (unsigned)numResultDims,
                     (unsigned)numResultSymbols, s->num_constraints, r,
                     s->is_eq);
  free(r);
  free(syms);
  free(dims);
  return WS(n);
}

bool mlirIntegerSetIsCanonicalEmpty(MlirIntegerSet set) {
  const CmIntegerSet *s = S(set);
  return s == empty_set(s->ctx, s->num_dims, s->num_syms);
}

intptr_t mlirIntegerSetGetNumDims(MlirIntegerSet set) {
  return S(set)->num_dims;
}

intptr_t mlirIntegerSetGetNumSymbols(MlirIntegerSet set) {
  return S(set)->num_syms;
}

intptr_t mlirIntegerSetGetNumInputs(MlirIntegerSet set) {
  return (intptr_t)S(set)->num_dims + S(set)->num_syms;
}

intptr_t mlirIntegerSetGetNumConstraints(MlirIntegerSet set) {
  return S(set)->num_constraints;
}

intptr_t mlirIntegerSetGetNumEqualities(MlirIntegerSet set) {
  const CmIntegerSet *s = S(set);
  intptr_t n = 0;
  for (unsigned i = 0; i < s->num_constraints; i++)
    n += s->is_eq[i];
  return n;
}

intptr_t mlirIntegerSetGetNumInequalities(MlirIntegerSet set) {
  return mlirIntegerSetGetNumConstraints(set) -
         mlirIntegerSetGetNumEqualities(set);
}

MlirAffineExpr mlirIntegerSetGetConstraint(MlirIntegerSet set, intptr_t pos) {
  const CmIntegerSet *s = S(set);
  if (pos < 0 || pos >= (intptr_t)s->num_constraints)
    return WE(NULL);
  return WE(s->constraints[pos]);
}

bool mlirIntegerSetIsConstraintEq(MlirIntegerSet set, intptr_t pos) {
  const CmIntegerSet *s = S(set);
  return pos >= 0 && pos < (intptr_t)s->num_constraints && s->is_eq[pos];
}
