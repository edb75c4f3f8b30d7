/* mlir-c/AffineExpr.h, mlir-c/AffineMap.h and mlir-c/IntegerSet.h:
 * construction with simplification, printing, kinds and queries.
 * CAPI-UPSTREAM-DIFF
 *
 * RUN: %capi_check affine %s
 */
#include <stdio.h>

#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/IR.h"
#include "mlir-c/IntegerSet.h"

static void put(MlirStringRef s, void *user) {
  (void)user;
  fwrite(s.data, 1, s.length, stdout);
}

static void expr(const char *label, MlirAffineExpr e) {
  printf("%s: ", label);
  mlirAffineExprPrint(e, put, NULL);
  printf(" | sym-or-const %d pure %d divisor %lld mult2 %d mult3 %d fn-d0 %d "
         "fn-d1 %d\n",
         mlirAffineExprIsSymbolicOrConstant(e), mlirAffineExprIsPureAffine(e),
         (long long)mlirAffineExprGetLargestKnownDivisor(e),
         mlirAffineExprIsMultipleOf(e, 2), mlirAffineExprIsMultipleOf(e, 3),
         mlirAffineExprIsFunctionOfDim(e, 0),
         mlirAffineExprIsFunctionOfDim(e, 1));
  printf("  kinds: dim %d sym %d const %d add %d mul %d mod %d floordiv %d "
         "ceildiv %d binary %d\n",
         mlirAffineExprIsADim(e), mlirAffineExprIsASymbol(e),
         mlirAffineExprIsAConstant(e), mlirAffineExprIsAAdd(e),
         mlirAffineExprIsAMul(e), mlirAffineExprIsAMod(e),
         mlirAffineExprIsAFloorDiv(e), mlirAffineExprIsACeilDiv(e),
         mlirAffineExprIsABinary(e));
  if (mlirAffineExprIsABinary(e)) {
    printf("  lhs: ");
    mlirAffineExprPrint(mlirAffineBinaryOpExprGetLHS(e), put, NULL);
    printf(" rhs: ");
    mlirAffineExprPrint(mlirAffineBinaryOpExprGetRHS(e), put, NULL);
    printf("\n");
  }
}

static void map(const char *label, MlirAffineMap m) {
  printf("%s: ", label);
  if (mlirAffineMapIsNull(m)) {
    printf("<null>\n");
    return;
  }
  mlirAffineMapPrint(m, put, NULL);
  printf(" | dims %d syms %d results %d inputs %d identity %d minor-id %d "
         "empty %d single-const %d proj-perm %d perm %d\n",
         (int)mlirAffineMapGetNumDims(m), (int)mlirAffineMapGetNumSymbols(m),
         (int)mlirAffineMapGetNumResults(m), (int)mlirAffineMapGetNumInputs(m),
         mlirAffineMapIsIdentity(m), mlirAffineMapIsMinorIdentity(m),
         mlirAffineMapIsEmpty(m), mlirAffineMapIsSingleConstant(m),
         mlirAffineMapIsProjectedPermutation(m), mlirAffineMapIsPermutation(m));
}

static void set(const char *label, MlirIntegerSet s) {
  printf("%s: ", label);
  mlirIntegerSetPrint(s, put, NULL);
  printf(" | dims %d syms %d inputs %d constraints %d eqs %d ineqs %d "
         "canonical-empty %d\n",
         (int)mlirIntegerSetGetNumDims(s), (int)mlirIntegerSetGetNumSymbols(s),
         (int)mlirIntegerSetGetNumInputs(s),
         (int)mlirIntegerSetGetNumConstraints(s),
         (int)mlirIntegerSetGetNumEqualities(s),
         (int)mlirIntegerSetGetNumInequalities(s),
         mlirIntegerSetIsCanonicalEmpty(s));
  for (intptr_t i = 0; i < mlirIntegerSetGetNumConstraints(s); i++) {
    printf("  constraint %d: ", (int)i);
    mlirAffineExprPrint(mlirIntegerSetGetConstraint(s, i), put, NULL);
    printf(" eq %d\n", mlirIntegerSetIsConstraintEq(s, i));
  }
}

static void collect(void *res, intptr_t idx, MlirAffineMap m) {
  MlirAffineMap *out = res;
  out[idx] = m;
}

static void exprs(MlirContext ctx) {
  MlirAffineExpr d0 = mlirAffineDimExprGet(ctx, 0);
  MlirAffineExpr d1 = mlirAffineDimExprGet(ctx, 1);
  MlirAffineExpr s0 = mlirAffineSymbolExprGet(ctx, 0);
  MlirAffineExpr c0 = mlirAffineConstantExprGet(ctx, 0);
  MlirAffineExpr c2 = mlirAffineConstantExprGet(ctx, 2);
  MlirAffineExpr c3 = mlirAffineConstantExprGet(ctx, 3);
  MlirAffineExpr c4 = mlirAffineConstantExprGet(ctx, 4);
  MlirAffineExpr c6 = mlirAffineConstantExprGet(ctx, 6);
  MlirAffineExpr cm6 = mlirAffineConstantExprGet(ctx, -6);

  // CHECK-LABEL: --- expressions
  printf("--- expressions\n");
  // CHECK: d0: d0 | sym-or-const 0 pure 1 divisor 1 mult2 0 mult3 0 fn-d0 1 fn-d1 0
  // CHECK-NEXT: kinds: dim 1 sym 0 const 0
  expr("d0", d0);
  // CHECK: s0: s0 | sym-or-const 1 pure 1 divisor 1
  expr("s0", s0);
  // CHECK: -6: -6 | sym-or-const 1 pure 1 divisor 6 mult2 1 mult3 1
  expr("-6", cm6);
  // CHECK: positions 1 0 value 6
  printf("positions %d %d value %lld\n", (int)mlirAffineDimExprGetPosition(d1),
         (int)mlirAffineSymbolExprGetPosition(s0),
         (long long)mlirAffineConstantExprGetValue(c6));

  // CHECK: add: d0 + s0
  expr("add", mlirAffineAddExprGet(d0, s0));
  // CHECK: add-zero: d0 |
  expr("add-zero", mlirAffineAddExprGet(d0, c0));
  // CHECK: add-const: 5 |
  expr("add-const", mlirAffineAddExprGet(c2, mlirAffineConstantExprGet(ctx, 3)));
  // CHECK: add-swap: d1 + 2 |
  expr("add-swap", mlirAffineAddExprGet(c2, d1));
  // CHECK: mul: d0 * 6 |
  expr("mul", mlirAffineMulExprGet(c6, d0));
  // CHECK: mul-nonpure: d0 * s0 | sym-or-const 0 pure 0
  expr("mul-nonpure", mlirAffineMulExprGet(d0, s0));
  // CHECK: mod: d0 mod 4 |
  expr("mod", mlirAffineModExprGet(d0, c4));
  // CHECK: mod-sym: d0 mod s0 | sym-or-const 0 pure 0
  expr("mod-sym", mlirAffineModExprGet(d0, s0));
  // CHECK: floordiv: (d0 * 6) floordiv 4 | sym-or-const 0 pure 1 divisor 2 mult2 1
  expr("floordiv", mlirAffineFloorDivExprGet(mlirAffineMulExprGet(d0, c6), c4));
  // CHECK: floordiv-sym: (d0 + s0) floordiv 2 |
  expr("floordiv-sym", mlirAffineFloorDivExprGet(mlirAffineAddExprGet(d0, s0), c2));
  // CHECK: floordiv-fold: d0 * 3 + 2 |
  MlirAffineExpr six_d0 = mlirAffineMulExprGet(d0, c6);
  expr("floordiv-fold",
       mlirAffineFloorDivExprGet(mlirAffineAddExprGet(six_d0, c4), c2));
  // CHECK: ceildiv: d0 ceildiv 3 |
  expr("ceildiv", mlirAffineCeilDivExprGet(d0, c3));
  // CHECK: ceildiv-const: 3 |
  expr("ceildiv-const", mlirAffineCeilDivExprGet(mlirAffineConstantExprGet(ctx, 7), c3));
  // CHECK: sum: d0 * 6 + d1 * 4 |
  expr("sum", mlirAffineAddExprGet(six_d0, mlirAffineMulExprGet(d1, c4)));
  // CHECK: mod-of-mul: (d0 * 6) mod 4 |
  expr("mod-of-mul", mlirAffineModExprGet(six_d0, c4));
  // CHECK: sym-sum: s0 * 3 + 6 | sym-or-const 1
  expr("sym-sum",
       mlirAffineAddExprGet(mlirAffineMulExprGet(s0, c3), c6));

  // 13 checks divisors in unsigned arithmetic: a negative factor only
  // divides constants and (as -1) dimensions and symbols.
  MlirAffineExpr cd = mlirAffineCeilDivExprGet(
      mlirAffineMulExprGet(d0, mlirAffineConstantExprGet(ctx, 12)),
      mlirAffineConstantExprGet(ctx, 8));
  MlirAffineExpr neg = mlirAffineMulExprGet(d0, mlirAffineConstantExprGet(ctx, -24));
  // CHECK: negative factors: div 4 m4 1 m-4 0 | div 24 m-8 0 m12 1 | const m-3 1 | dim m-1 1
  printf("negative factors: div %lld m4 %d m-4 %d | div %lld m-8 %d m12 %d | "
         "const m-3 %d | dim m-1 %d\n",
         (long long)mlirAffineExprGetLargestKnownDivisor(cd),
         mlirAffineExprIsMultipleOf(cd, 4), mlirAffineExprIsMultipleOf(cd, -4),
         (long long)mlirAffineExprGetLargestKnownDivisor(neg),
         mlirAffineExprIsMultipleOf(neg, -8), mlirAffineExprIsMultipleOf(neg, 12),
         mlirAffineExprIsMultipleOf(cm6, -3), mlirAffineExprIsMultipleOf(d0, -1));
  // CHECK: mod-neg: (d1 * 6) mod -4 | sym-or-const 0 pure 1 divisor 2 mult2 1
  expr("mod-neg", mlirAffineModExprGet(mlirAffineMulExprGet(d1, c6),
                                       mlirAffineConstantExprGet(ctx, -4)));
  // CHECK: equal 1 0 null 0 1 same-context 1
  MlirAffineExpr null_expr = {NULL};
  printf("equal %d %d null %d %d same-context %d\n",
         mlirAffineExprEqual(mlirAffineAddExprGet(d0, s0),
                             mlirAffineAddExprGet(d0, s0)),
         mlirAffineExprEqual(d0, d1), mlirAffineExprIsNull(d0),
         mlirAffineExprIsNull(null_expr),
         mlirContextEqual(mlirAffineExprGetContext(d0), ctx));
  fflush(stdout);
  // CHECK: d0 + s0 * 2
  mlirAffineExprDump(mlirAffineAddExprGet(d0, mlirAffineMulExprGet(s0, c2)));
}

static void maps(MlirContext ctx) {
  MlirAffineExpr d0 = mlirAffineDimExprGet(ctx, 0);
  MlirAffineExpr d1 = mlirAffineDimExprGet(ctx, 1);
  MlirAffineExpr d2 = mlirAffineDimExprGet(ctx, 2);
  MlirAffineExpr s0 = mlirAffineSymbolExprGet(ctx, 0);
  MlirAffineExpr s1 = mlirAffineSymbolExprGet(ctx, 1);
  MlirAffineExpr c0 = mlirAffineConstantExprGet(ctx, 0);
  MlirAffineExpr c2 = mlirAffineConstantExprGet(ctx, 2);

  // CHECK-LABEL: --- maps
  printf("--- maps\n");
  // CHECK: empty: () -> () | dims 0 syms 0 results 0 inputs 0 identity 1 minor-id 1 empty 1 single-const 0 proj-perm 1 perm 1
  map("empty", mlirAffineMapEmptyGet(ctx));
  // CHECK: zero-result: (d0, d1)[s0] -> () | dims 2 syms 1 results 0 inputs 3
  map("zero-result", mlirAffineMapZeroResultGet(ctx, 2, 1));
  // CHECK: constant: () -> (7) | {{.*}} single-const 1
  MlirAffineMap cst = mlirAffineMapConstantGet(ctx, 7);
  map("constant", cst);
  // CHECK: single constant result 7
  printf("single constant result %lld\n",
         (long long)mlirAffineMapGetSingleConstantResult(cst));
  // CHECK: identity3: (d0, d1, d2) -> (d0, d1, d2) | dims 3 syms 0 results 3 inputs 3 identity 1 minor-id 1 empty 0 single-const 0 proj-perm 1 perm 1
  MlirAffineMap id3 = mlirAffineMapMultiDimIdentityGet(ctx, 3);
  map("identity3", id3);
  // CHECK: minor-identity: (d0, d1, d2) -> (d1, d2) | {{.*}} identity 0 minor-id 1 {{.*}} proj-perm 1 perm 0
  map("minor-identity", mlirAffineMapMinorIdentityGet(ctx, 3, 2));
  unsigned perm[] = {1, 2, 0};
  // CHECK: permutation: (d0, d1, d2) -> (d1, d2, d0) | {{.*}} identity 0 minor-id 0 {{.*}} proj-perm 1 perm 1
  MlirAffineMap pm = mlirAffineMapPermutationGet(ctx, 3, perm);
  map("permutation", pm);

  MlirAffineExpr r[] = {mlirAffineAddExprGet(d0, s1), c0, d2,
                        mlirAffineMulExprGet(d1, c2)};
  // CHECK: general: (d0, d1, d2)[s0, s1] -> (d0 + s1, 0, d2, d1 * 2) | dims 3 syms 2 results 4 inputs 5 identity 0 minor-id 0 empty 0 single-const 0 proj-perm 0 perm 0
  MlirAffineMap g = mlirAffineMapGet(ctx, 3, 2, 4, r);
  map("general", g);
  // CHECK: result 3: d1 * 2
  printf("result 3: ");
  mlirAffineExprPrint(mlirAffineMapGetResult(g, 3), put, NULL);
  printf("\n");
  MlirAffineExpr pr[] = {d2, d0};
  // CHECK: projected: (d0, d1, d2) -> (d2, d0) | {{.*}} proj-perm 1 perm 0
  map("projected", mlirAffineMapGet(ctx, 3, 0, 2, pr));
  MlirAffineExpr dup[] = {d0, d0};
  // CHECK: duplicate: (d0, d1) -> (d0, d0) | {{.*}} proj-perm 0 perm 0
  map("duplicate", mlirAffineMapGet(ctx, 2, 0, 2, dup));
  MlirAffineExpr withsym[] = {d1, d0};
  // CHECK: with-symbol: (d0, d1)[s0] -> (d1, d0) | {{.*}} proj-perm 0 perm 0
  map("with-symbol", mlirAffineMapGet(ctx, 2, 1, 2, withsym));

  intptr_t pos[] = {3, 0};
  // CHECK: sub: (d0, d1, d2)[s0, s1] -> (d1 * 2, d0 + s1)
  map("sub", mlirAffineMapGetSubMap(g, 2, pos));
  // CHECK: major2: (d0, d1, d2)[s0, s1] -> (d0 + s1, 0)
  map("major2", mlirAffineMapGetMajorSubMap(g, 2));
  // CHECK: major9: (d0, d1, d2)[s0, s1] -> (d0 + s1, 0, d2, d1 * 2)
  map("major9", mlirAffineMapGetMajorSubMap(g, 9));
  // CHECK: major0: <null>
  map("major0", mlirAffineMapGetMajorSubMap(g, 0));
  // CHECK: minor1: (d0, d1, d2)[s0, s1] -> (d1 * 2)
  map("minor1", mlirAffineMapGetMinorSubMap(g, 1));
  // CHECK: minor0: <null>
  map("minor0", mlirAffineMapGetMinorSubMap(g, 0));
  // CHECK: replace: (d0, d1, d2)[s0, s1] -> (d0 + s1, 0, s0 * 2 + 2, d1 * 2)
  map("replace",
      mlirAffineMapReplace(g, d2,
                           mlirAffineAddExprGet(
                               mlirAffineMulExprGet(s0, c2), c2),
                           3, 2));
  // CHECK: replace-fewer: (d0, d1)[s0, s1] -> (d1 + s1, 0, d1, d1 * 2)
  map("replace-fewer", mlirAffineMapReplace(
                           mlirAffineMapReplace(g, d0, d1, 2, 2), d2, d1, 2, 2));

  MlirAffineExpr a[] = {mlirAffineAddExprGet(d0, s1)};
  MlirAffineExpr b[] = {mlirAffineMulExprGet(d0, mlirAffineSymbolExprGet(ctx, 3)),
                        s1};
  MlirAffineMap in[] = {mlirAffineMapGet(ctx, 1, 4, 1, a),
                        mlirAffineMapGet(ctx, 1, 4, 2, b)};
  MlirAffineMap out[2] = {{NULL}, {NULL}};
  mlirAffineMapCompressUnusedSymbols(in, 2, out, collect);
  // CHECK: compressed0: (d0)[s0, s1] -> (d0 + s0)
  map("compressed0", out[0]);
  // CHECK: compressed1: (d0)[s0, s1] -> (d0 * s1, s0)
  map("compressed1", out[1]);

  MlirAffineMap null_map = {NULL};
  // CHECK: map equal 1 0 null 0 1 same-context 1
  printf("map equal %d %d null %d %d same-context %d\n",
         mlirAffineMapEqual(id3, mlirAffineMapMultiDimIdentityGet(ctx, 3)),
         mlirAffineMapEqual(id3, pm), mlirAffineMapIsNull(id3),
         mlirAffineMapIsNull(null_map),
         mlirContextEqual(mlirAffineMapGetContext(id3), ctx));
  fflush(stdout);
  // CHECK: (d0, d1, d2)[s0, s1] -> (d0 + s1, 0, d2, d1 * 2)
  mlirAffineMapDump(g);
}

static void sets(MlirContext ctx) {
  MlirAffineExpr d0 = mlirAffineDimExprGet(ctx, 0);
  MlirAffineExpr d1 = mlirAffineDimExprGet(ctx, 1);
  MlirAffineExpr s0 = mlirAffineSymbolExprGet(ctx, 0);
  MlirAffineExpr c1 = mlirAffineConstantExprGet(ctx, 1);
  MlirAffineExpr cm1 = mlirAffineConstantExprGet(ctx, -1);

  // CHECK-LABEL: --- integer sets
  printf("--- integer sets\n");
  // CHECK: empty: (d0, d1)[s0] : (1 == 0) | dims 2 syms 1 inputs 3 constraints 1 eqs 1 ineqs 0 canonical-empty 1
  MlirIntegerSet empty = mlirIntegerSetEmptyGet(ctx, 2, 1);
  set("empty", empty);
  MlirAffineExpr cs[] = {
      mlirAffineAddExprGet(d0, mlirAffineMulExprGet(s0, cm1)),
      mlirAffineAddExprGet(d1, cm1), mlirAffineAddExprGet(d0, d1)};
  bool eq[] = {false, true, false};
  // CHECK: general: (d0, d1)[s0] : (d0 - s0 >= 0, d1 - 1 == 0, d0 + d1 >= 0) | dims 2 syms 1 inputs 3 constraints 3 eqs 1 ineqs 2 canonical-empty 0
  // CHECK-NEXT: constraint 0: d0 - s0 eq 0
  // CHECK-NEXT: constraint 1: d1 - 1 eq 1
  // CHECK-NEXT: constraint 2: d0 + d1 eq 0
  MlirIntegerSet g = mlirIntegerSetGet(ctx, 2, 1, 3, cs, eq);
  set("general", g);
  MlirAffineExpr dr[] = {mlirAffineAddExprGet(d0, c1), s0};
  MlirAffineExpr sr[] = {mlirAffineConstantExprGet(ctx, 5)};
  // CHECK: replaced: (d0)[s0] : (d0 - 4 >= 0, s0 - 1 == 0, d0 + s0 + 1 >= 0) | dims 1 syms 1
  set("replaced", mlirIntegerSetReplaceGet(g, dr, sr, 1, 1));
  MlirIntegerSet one_false_eq;
  {
    MlirAffineExpr one = c1;
    bool t = true;
    one_false_eq = mlirIntegerSetGet(ctx, 2, 1, 1, &one, &t);
  }
  MlirIntegerSet null_set = {NULL};
  // CHECK: set equal 1 0 null 0 1 same-context 1
  printf("set equal %d %d null %d %d same-context %d\n",
         mlirIntegerSetEqual(empty, one_false_eq),
         mlirIntegerSetEqual(empty, g), mlirIntegerSetIsNull(g),
         mlirIntegerSetIsNull(null_set),
         mlirContextEqual(mlirIntegerSetGetContext(g), ctx));
  fflush(stdout);
  // CHECK: (d0, d1)[s0] : (d0 - s0 >= 0, d1 - 1 == 0, d0 + d1 >= 0)
  mlirIntegerSetDump(g);
}

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  MlirContext ctx = mlirContextCreate();
  exprs(ctx);
  maps(ctx);
  sets(ctx);
  mlirContextDestroy(ctx);
  return 0;
}
