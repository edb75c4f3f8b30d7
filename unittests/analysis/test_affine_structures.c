/* Unit tests of the constraint systems of lib/analysis (fac.c, flatten.c):
 * small systems with known answers (emptiness, GCD test, projection,
 * constant bounds, bound maps, flattening), a Fourier-Motzkin blow-up, and
 * systems that must fail cleanly (too many constraints, int64 overflow). */
#include "cmlir/analysis/affine.h"
#include "cmlir/asm.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../test_util.h"

/* Builds rows from a flat list: `n` rows of `nc` entries. */
static void add_rows(CmFac *f, bool eq, const int64_t *v, unsigned n) {
  unsigned nc = cm_fac_num_cols(f);
  for (unsigned i = 0; i < n; i++) {
    if (eq)
      cm_fac_add_eq(f, v + (size_t)i * nc);
    else
      cm_fac_add_ineq(f, v + (size_t)i * nc);
  }
}

static void expect_map(CmAffineMap *m, const char *want, int line) {
  CmBuf b;
  cm_buf_init(&b);
  if (m)
    cm_print_affine_map_to(m, &b);
  else
    cm_buf_puts(&b, "<null>");
  if (strcmp(b.data, want) != 0) {
    fprintf(stderr, "line %d: got %s, want %s\n", line, b.data, want);
    failures++;
  }
  cm_buf_free(&b);
}

static void test_emptiness(void) {
  CmFac f;
  /* x >= 0, x <= -1 */
  cm_fac_init(&f, 1, 0, 0);
  cm_fac_add_bound(&f, CM_FAC_LB, 0, 0);
  cm_fac_add_bound(&f, CM_FAC_UB, 0, -1);
  CHECK(cm_fac_is_empty(&f));
  cm_fac_free(&f);

  /* 0 <= x, y <= 10, x + y >= 5: not empty; x + y >= 21: empty */
  cm_fac_init(&f, 2, 0, 0);
  for (unsigned i = 0; i < 2; i++) {
    cm_fac_add_bound(&f, CM_FAC_LB, i, 0);
    cm_fac_add_bound(&f, CM_FAC_UB, i, 10);
  }
  int64_t r1[] = {1, 1, -5};
  cm_fac_add_ineq(&f, r1);
  CHECK(!cm_fac_is_empty(&f));
  int64_t p[] = {3, 2};
  CHECK(cm_fac_contains_point(&f, p));
  int64_t q[] = {1, 2};
  CHECK(!cm_fac_contains_point(&f, q));
  int64_t r2[] = {1, 1, -21};
  cm_fac_add_ineq(&f, r2);
  CHECK(cm_fac_is_empty(&f));
  cm_fac_free(&f);

  /* Integer emptiness FM + tightening catches: 1 <= 3x <= 2 */
  cm_fac_init(&f, 1, 0, 0);
  int64_t r3[] = {3, -1, -3, 2};
  add_rows(&f, false, r3, 2);
  CHECK(cm_fac_is_empty(&f));
  cm_fac_free(&f);
}

static void test_gcd(void) {
  CmFac f;
  /* 2x + 4y == 3: no integer solution */
  cm_fac_init(&f, 2, 0, 0);
  int64_t e1[] = {2, 4, -3};
  cm_fac_add_eq(&f, e1);
  CHECK(cm_fac_is_empty_by_gcd_test(&f));
  CHECK(cm_fac_is_empty(&f));
  cm_fac_free(&f);
  /* 2x - 2y == 4 has solutions */
  cm_fac_init(&f, 2, 0, 0);
  int64_t e2[] = {2, -2, -4};
  cm_fac_add_eq(&f, e2);
  CHECK(!cm_fac_is_empty_by_gcd_test(&f));
  CHECK(!cm_fac_is_empty(&f));
  cm_fac_free(&f);
  /* 64*i >= 100, j == 64*i: j >= 128 after GCD tightening */
  cm_fac_init(&f, 2, 0, 0);
  int64_t in[] = {64, 0, -100};
  cm_fac_add_ineq(&f, in);
  int64_t eq[] = {64, -1, 0};
  cm_fac_add_eq(&f, eq);
  int64_t lb = 0;
  CHECK(cm_fac_constant_bound(&f, CM_FAC_LB, 1, &lb) && lb == 128);
  cm_fac_free(&f);
}

static void test_projection(void) {
  CmFac f;
  /* ids (i, j, k): 0 <= i, j <= 10, k == i + j; project out i, j:
   * 0 <= k <= 20. */
  cm_fac_init(&f, 3, 0, 0);
  for (unsigned i = 0; i < 2; i++) {
    cm_fac_add_bound(&f, CM_FAC_LB, i, 0);
    cm_fac_add_bound(&f, CM_FAC_UB, i, 10);
  }
  int64_t e[] = {1, 1, -1, 0};
  cm_fac_add_eq(&f, e);
  int64_t v = -1;
  CHECK(cm_fac_constant_bound(&f, CM_FAC_UB, 2, &v) && v == 20);
  CHECK(cm_fac_constant_bound(&f, CM_FAC_LB, 2, &v) && v == 0);
  cm_fac_project_out(&f, 0, 2);
  CHECK(cm_fac_ok(&f));
  CHECK(f.num_ids == 1 && f.num_dims == 1);
  CHECK(cm_fac_constant_bound(&f, CM_FAC_UB, 0, &v) && v == 20);
  cm_fac_free(&f);

  /* Without equalities (pure FM): 0 <= i <= N, i <= j <= i + 5, symbol N;
   * eliminating i leaves 0 <= j <= N + 5 and j >= 0. */
  cm_fac_init(&f, 2, 1, 0);
  int64_t rows[] = {
      1, 0, 0, 0,  /* i >= 0 */
      -1, 0, 1, 0, /* N - i >= 0 */
      -1, 1, 0, 0, /* j - i >= 0 */
      1, -1, 0, 5, /* i + 5 - j >= 0 */
  };
  add_rows(&f, false, rows, 4);
  cm_fac_project_out(&f, 0, 1);
  CHECK(f.num_dims == 1 && f.num_syms == 1);
  CHECK(cm_fac_constant_bound(&f, CM_FAC_LB, 0, &v) && v == 0);
  CHECK(!cm_fac_constant_bound(&f, CM_FAC_UB, 0, &v)); /* symbolic */
  cm_fac_free(&f);
}

static void test_dim_size_and_maps(CmContext *ctx) {
  CmFac f;
  /* dims (i, j), symbol s0: s0 <= i <= s0 + 15; j == i + 1 */
  cm_fac_init(&f, 2, 1, 0);
  int64_t rows[] = {1, 0, -1, 0, -1, 0, 1, 15};
  add_rows(&f, false, rows, 2);
  int64_t e[] = {-1, 1, 0, -1};
  cm_fac_add_eq(&f, e);
  int64_t size = 0, lb[2], ub[2], div = 0;
  CHECK(cm_fac_constant_bound_on_dim_size(&f, 0, &size, lb, &div, ub, NULL,
                                          NULL) &&
        size == 16 && div == 1 && lb[0] == 1 && lb[1] == 0);
  /* bounds of j (dim 1) in terms of i: j in [i + 1, i + 2) */
  CmAffineMap *lbs[1], *ubs[1];
  cm_fac_slice_bounds(&f, 1, 1, ctx, lbs, ubs);
  expect_map(lbs[0], "(d0)[s0] -> (d0 + 1)", __LINE__);
  expect_map(ubs[0], "(d0)[s0] -> (d0 + 2)", __LINE__);
  cm_fac_free(&f);

  /* dims (i, j): 0 <= i <= 99, i <= j <= i + 3 (no equality): bound maps of
   * j from the inequalities. */
  cm_fac_init(&f, 2, 0, 0);
  int64_t r2[] = {1, 0, 0, -1, 0, 99, -1, 1, 0, 1, -1, 3};
  add_rows(&f, false, r2, 4);
  cm_fac_slice_bounds(&f, 1, 1, ctx, lbs, ubs);
  expect_map(lbs[0], "(d0) -> (d0)", __LINE__);
  expect_map(ubs[0], "(d0) -> (d0 + 4)", __LINE__);
  cm_fac_free(&f);
}

static void test_flatten(CmContext *ctx) {
  CmAffineExpr *d0 = cm_affine_dim(ctx, 0), *s0 = cm_affine_symbol(ctx, 0);
  CmAffineExpr *c4 = cm_affine_const(ctx, 4);
  /* d0 mod 4 + (d0 floordiv 4) * 2 + s0: one local q = d0 floordiv 4, row
   * (d0: 1, s0: 1, q: -4 + 2 = -2, const 0). */
  CmAffineExpr *e = cm_affine_add(
      cm_affine_add(cm_affine_mod(d0, c4),
                    cm_affine_mul(cm_affine_floordiv(d0, c4),
                                  cm_affine_const(ctx, 2))),
      s0);
  int64_t *rows;
  unsigned nc;
  CmFac local;
  CmAffineExpr **locals;
  CHECK(cm_succeeded(cm_affine_flatten(&e, 1, 1, 1, &rows, &nc, &local,
                                       &locals)));
  CHECK(nc == 4);
  CHECK(rows[0] == 1 && rows[1] == 1 && rows[2] == -2 && rows[3] == 0);
  CHECK(cm_fac_num_locals(&local) == 1 && cm_fac_num_ineqs(&local) == 2);
  CmAffineExpr *back = cm_affine_from_flat(ctx, rows, nc, 1, 1, locals);
  CmAffineMap *m = cm_affine_map(ctx, 1, 1, 1, &back);
  expect_map(m, "(d0)[s0] -> (d0 + s0 - (d0 floordiv 4) * 2)", __LINE__);
  free(rows);
  free(locals);
  cm_fac_free(&local);

  /* simplify: (d0 * 2 + d0) ceildiv 3 -> d0; (d0 + 1) * 2 - 2 -> d0 * 2 */
  CmAffineExpr *e2 = cm_affine_ceildiv(
      cm_affine_add(cm_affine_mul(d0, cm_affine_const(ctx, 2)), d0),
      cm_affine_const(ctx, 3));
  CmAffineExpr *s = cm_affine_simplify(e2, 1, 0);
  CHECK(s == d0);
  /* semi-affine: d0 floordiv s0 is returned unchanged, flattening fails */
  CmAffineExpr *semi = cm_affine_floordiv(d0, s0);
  CHECK(cm_affine_simplify(semi, 1, 1) == semi);
  CHECK(cm_failed(cm_affine_flatten(&semi, 1, 1, 1, &rows, &nc, NULL, NULL)));

  /* integer set (d0) : (d0 - 10 >= 0, -d0 + 5 >= 0) is empty; with a mod:
   * (d0) : (d0 mod 2 - 1 == 0, d0 >= 0, -d0 + 8 >= 0) is not, and
   * (d0) : (d0 mod 2 - 2 == 0) is. */
  CmAffineExpr *c1[] = {cm_affine_add(d0, cm_affine_const(ctx, -10)),
                        cm_affine_add(cm_affine_neg(d0),
                                      cm_affine_const(ctx, 5))};
  bool ineq2[] = {false, false};
  CmFac f;
  CHECK(cm_succeeded(
      cm_fac_from_integer_set(&f, cm_integer_set(ctx, 1, 0, 2, c1, ineq2))));
  CHECK(cm_fac_is_empty(&f));
  cm_fac_free(&f);
  CmAffineExpr *two = cm_affine_const(ctx, 2);
  CmAffineExpr *c2[] = {
      cm_affine_add(cm_affine_mod(d0, two), cm_affine_const(ctx, -1)), d0,
      cm_affine_add(cm_affine_neg(d0), cm_affine_const(ctx, 8))};
  bool flags2[] = {true, false, false};
  CHECK(cm_succeeded(
      cm_fac_from_integer_set(&f, cm_integer_set(ctx, 1, 0, 3, c2, flags2))));
  CHECK(!cm_fac_is_empty(&f));
  int64_t v;
  CHECK(cm_fac_constant_bound(&f, CM_FAC_LB, 0, &v) && v == 0);
  cm_fac_free(&f);
  CmAffineExpr *c3[] = {
      cm_affine_add(cm_affine_mod(d0, two), cm_affine_const(ctx, -2))};
  bool flags3[] = {true};
  CHECK(cm_succeeded(
      cm_fac_from_integer_set(&f, cm_integer_set(ctx, 1, 0, 1, c3, flags3))));
  CHECK(cm_fac_is_empty(&f));
  cm_fac_free(&f);
}

/* A variable with n lower and n upper bounds: FM makes n*n constraints. */
static void blowup(CmFac *f, unsigned n) {
  cm_fac_init(f, n + 1, 0, 0);
  unsigned nc = cm_fac_num_cols(f);
  int64_t *row = calloc(nc, sizeof(int64_t));
  for (unsigned k = 1; k <= n; k++) {
    memset(row, 0, nc * sizeof(int64_t));
    row[0] = 1; /* y - x_k >= 0 */
    row[k] = -1;
    cm_fac_add_ineq(f, row);
    memset(row, 0, nc * sizeof(int64_t));
    row[0] = -1; /* x_k + 2k - y >= 0 */
    row[k] = 1;
    row[nc - 1] = 2 * (int64_t)k;
    cm_fac_add_ineq(f, row);
  }
  free(row);
}

static void test_fm_blowup(void) {
  CmFac f;
  /* 30 x 30: 900 constraints after eliminating y, within limits */
  blowup(&f, 30);
  cm_fac_fm_eliminate(&f, 0, false, NULL);
  CHECK(cm_fac_ok(&f));
  /* x_k - x_l + 2l >= 0 for all pairs; k == l ones are trivially true. */
  CHECK(cm_fac_num_ineqs(&f) == 30 * 29);
  CHECK(!cm_fac_is_empty(&f));
  cm_fac_free(&f);
  /* 70 x 70 = 4900 > CM_FAC_MAX_ROWS: the elimination fails cleanly */
  blowup(&f, 70);
  cm_fac_project_out(&f, 0, 1);
  CHECK(cm_fac_status(&f) == CM_FAC_TOO_LARGE);
  CHECK(!cm_fac_is_empty(&f));
  int64_t v;
  CHECK(!cm_fac_constant_bound(&f, CM_FAC_LB, 0, &v));
  cm_fac_free(&f);
  /* emptiness on the large system gives up (not empty) without failing */
  blowup(&f, 70);
  CHECK(!cm_fac_is_empty(&f));
  CHECK(cm_fac_ok(&f));
  cm_fac_free(&f);
}

static void test_too_large(void) {
  CmFac f;
  cm_fac_init(&f, 1, 0, 0);
  for (unsigned i = 0; i < CM_FAC_MAX_ROWS + 10; i++)
    cm_fac_add_bound(&f, CM_FAC_LB, 0, (int64_t)i);
  CHECK(cm_fac_status(&f) == CM_FAC_TOO_LARGE);
  CHECK(cm_fac_num_constraints(&f) == CM_FAC_MAX_ROWS);
  CHECK(!cm_fac_is_empty(&f));
  cm_fac_free(&f);
  /* too many identifiers */
  cm_fac_init(&f, CM_FAC_MAX_IDS + 1, 0, 0);
  CHECK(cm_fac_status(&f) == CM_FAC_TOO_LARGE);
  cm_fac_free(&f);

  /* overflow: x >= 0, 2^62 * x - 3 * y == 1, 3 * 2^62 ... Gaussian
   * elimination multiplies coefficients past int64. */
  cm_fac_init(&f, 3, 0, 0);
  int64_t big = INT64_MAX / 3;
  int64_t e1[] = {big, 3, 0, -1};
  int64_t e2[] = {big - 1, 0, 7, 5};
  cm_fac_add_eq(&f, e1);
  cm_fac_add_eq(&f, e2);
  int64_t in[] = {0, big, big - 5, 1};
  cm_fac_add_ineq(&f, in);
  cm_fac_project_out(&f, 0, 1);
  CHECK(cm_fac_status(&f) == CM_FAC_OVERFLOW);
  CHECK(!cm_fac_is_empty(&f));
  cm_fac_free(&f);
}

static void test_union_bbox(void) {
  CmFac a, b;
  /* a: 0 <= d0 <= 9; b: 5 <= d0 <= 20 -> 0 <= d0 <= 20 */
  cm_fac_init(&a, 1, 0, 0);
  cm_fac_add_bound(&a, CM_FAC_LB, 0, 0);
  cm_fac_add_bound(&a, CM_FAC_UB, 0, 9);
  cm_fac_init(&b, 1, 0, 0);
  cm_fac_add_bound(&b, CM_FAC_LB, 0, 5);
  cm_fac_add_bound(&b, CM_FAC_UB, 0, 20);
  CHECK(cm_succeeded(cm_fac_union_bounding_box(&a, &b)));
  int64_t v;
  CHECK(cm_fac_constant_bound(&a, CM_FAC_LB, 0, &v) && v == 0);
  CHECK(cm_fac_constant_bound(&a, CM_FAC_UB, 0, &v) && v == 20);
  cm_fac_free(&a);
  cm_fac_free(&b);
}

/* getSliceBounds' local div/mod detection: slice ids that are the
 * floordiv / mod of another id by a constant (the "unflatten" accesses
 * %l floordiv N, %l mod N), found from the equality
 * r = n - N * q with 0 <= r <= N - 1, and from bound pairs
 * N * q <= e <= N * q + N - 1. */
static void test_div_mod_detection(CmContext *ctx) {
  CmAffineMap *lbs[2], *ubs[2];
  CmFac f;
  /* dims (i, j, l): 0 <= i <= 15, 0 <= j <= 7, 0 <= l <= 127,
   * 8 * i + j - l == 0: i = l floordiv 8, j = l mod 8 */
  cm_fac_init(&f, 3, 0, 0);
  int64_t b1[] = {1, 0, 0, 0,  -1, 0, 0, 15, 0, 1, 0, 0,
                  0, -1, 0, 7, 0, 0, 1, 0,   0, 0, -1, 127};
  add_rows(&f, false, b1, 6);
  int64_t e1[] = {8, 1, -1, 0};
  cm_fac_add_eq(&f, e1);
  cm_fac_slice_bounds(&f, 0, 2, ctx, lbs, ubs);
  expect_map(lbs[0], "(d0) -> (d0 floordiv 8)", __LINE__);
  expect_map(ubs[0], "(d0) -> (d0 floordiv 8 + 1)", __LINE__);
  expect_map(lbs[1], "(d0) -> (d0 mod 8)", __LINE__);
  expect_map(ubs[1], "(d0) -> (d0 mod 8 + 1)", __LINE__);
  cm_fac_free(&f);

  /* The same with the quotient bounded below the divisor (0 <= i <= 3):
   * as 13, the mod is dropped (13 looks at the quotient's bound there, so
   * its slice then fails the validity check; mlir-opt-13 does not fuse). */
  cm_fac_init(&f, 3, 0, 0);
  int64_t b2[] = {1, 0, 0, 0,  -1, 0, 0, 3, 0, 1, 0, 0,
                  0, -1, 0, 7, 0, 0, 1, 0, 0, 0, -1, 31};
  add_rows(&f, false, b2, 6);
  cm_fac_add_eq(&f, e1);
  cm_fac_slice_bounds(&f, 0, 2, ctx, lbs, ubs);
  expect_map(lbs[0], "(d0) -> (d0 floordiv 8)", __LINE__);
  expect_map(lbs[1], "(d0) -> (d0)", __LINE__);
  cm_fac_free(&f);

  /* A local defined by bounds: dims (i, l), local q:
   * 4q <= l <= 4q + 3, i == q: i = l floordiv 4 */
  cm_fac_init(&f, 2, 0, 1);
  int64_t b3[] = {0, 1, -4, 0, 0, -1, 4, 3, 0, 1, 0, 0, 0, -1, 0, 63};
  add_rows(&f, false, b3, 4);
  int64_t e3[] = {1, 0, -1, 0};
  cm_fac_add_eq(&f, e3);
  cm_fac_slice_bounds(&f, 0, 1, ctx, lbs, ubs);
  expect_map(lbs[0], "(d0) -> (d0 floordiv 4)", __LINE__);
  expect_map(ubs[0], "(d0) -> (d0 floordiv 4 + 1)", __LINE__);
  cm_fac_free(&f);

  /* One projection answers both bound queries. */
  cm_fac_init(&f, 3, 0, 0);
  add_rows(&f, false, b1, 6);
  cm_fac_add_eq(&f, e1);
  bool hl, hu;
  int64_t l = 0, u = 0;
  cm_fac_constant_bounds(&f, 2, &hl, &l, &hu, &u);
  CHECK(hl && hu && l == 0 && u == 127);
  int64_t l1 = -1, u1 = -1;
  CHECK(cm_fac_constant_bound(&f, CM_FAC_LB, 2, &l1) && l1 == l);
  CHECK(cm_fac_constant_bound(&f, CM_FAC_UB, 2, &u1) && u1 == u);
  cm_fac_free(&f);
}

int main(void) {
  CmContext *ctx = cm_context_create();
  test_emptiness();
  test_gcd();
  test_projection();
  test_dim_size_and_maps(ctx);
  test_flatten(ctx);
  test_fm_blowup();
  test_too_large();
  test_union_bbox();
  test_div_mod_detection(ctx);
  cm_context_destroy(ctx);
  return test_report("test_affine_structures");
}
