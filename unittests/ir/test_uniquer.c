/* Unit tests for the uniquer fast paths: file locations (tagged slots,
 * table growth, the interned-name entry point), the front cache of the
 * generic uniquer, and dictionary construction / lookup. */
#include "cmlir/ir.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../test_util.h"


static CmStr str(const char *s) {
  CmStr r = {s, strlen(s)};
  return r;
}

static void test_locations(CmContext *ctx) {
  CmIdent *f = cm_ident_c(ctx, "a.mlir");
  CmIdent *g = cm_ident_c(ctx, "b.mlir");
  /* Enough positions to grow the table several times, on many lines and
   * columns (several per hash group). */
  enum { N = 20000 };
  CmLoc **locs = malloc(sizeof(CmLoc *) * N);
  for (unsigned i = 0; i < N; i++)
    locs[i] = cm_loc_file_ident(f, 1 + i / 7, 1 + (i % 7) * 9);
  for (unsigned i = 0; i < N; i++) {
    CmLoc *again = cm_loc_file(ctx, str("a.mlir"), 1 + i / 7, 1 + (i % 7) * 9);
    CHECK(again == locs[i]);
    CHECK(locs[i]->kind == CM_LOC_FILE_LINE_COL);
    CHECK(locs[i]->flc.file == f);
    CHECK(locs[i]->flc.line == 1 + i / 7);
    CHECK(locs[i]->flc.col == 1 + (i % 7) * 9);
  }
  for (unsigned i = 1; i < N; i++)
    CHECK(locs[i] != locs[i - 1]);
  /* Same position, other file: a different location. */
  CmLoc *other = cm_loc_file_ident(g, 1, 1);
  CHECK(other != locs[0]);
  CHECK(other == cm_loc_file(ctx, str("b.mlir"), 1, 1));
  free(locs);
}

static void test_front_cache(CmContext *ctx) {
  /* Many distinct attributes, then the same ones again: every lookup must
   * return the first object (front-cache hits and table hits alike). */
  enum { N = 10000 };
  CmType *i64 = cm_integer_type(ctx, 64, CM_SIGNLESS);
  CmAttr **a = malloc(sizeof(CmAttr *) * N);
  for (unsigned i = 0; i < N; i++)
    a[i] = cm_integer_attr(i64, (int64_t)i * 977);
  for (int round = 0; round < 2; round++)
    for (unsigned i = 0; i < N; i++)
      CHECK(cm_integer_attr(i64, (int64_t)i * 977) == a[i]);
  /* Long keys (more than 64 bytes) are cached too. */
  CmAttr *elems[12];
  for (unsigned i = 0; i < 12; i++)
    elems[i] = a[i];
  CmAttr *arr = cm_array_attr(ctx, 12, elems);
  CHECK(cm_array_attr(ctx, 12, elems) == arr);
  CHECK(cm_array_attr(ctx, 11, elems) != arr);
  free(a);
}

static void test_dicts(CmContext *ctx) {
  CmType *i32 = cm_integer_type(ctx, 32, CM_SIGNLESS);
  CmAttr *v1 = cm_integer_attr(i32, 1), *v2 = cm_integer_attr(i32, 2),
         *v3 = cm_integer_attr(i32, 3);
  CmIdent *b = cm_ident_c(ctx, "b"), *a = cm_ident_c(ctx, "a"),
          *ab = cm_ident_c(ctx, "ab");
  /* Unsorted input with a duplicate name: sorted, last value wins. */
  CmNamedAttr in[4] = {{b, v1}, {ab, v2}, {a, v3}, {b, v2}};
  CmAttr *d = cm_dict_attr(ctx, 4, in);
  CHECK(d->dict.num == 3);
  CHECK(d->dict.entries[0].name == a);
  CHECK(d->dict.entries[1].name == ab);
  CHECK(d->dict.entries[2].name == b);
  CHECK(cm_dict_get(d, "b") == v2);
  CHECK(cm_dict_get(d, "a") == v3);
  CHECK(cm_dict_get(d, "ab") == v2);
  CHECK(cm_dict_get(d, "") == NULL);
  CHECK(cm_dict_get(d, "c") == NULL);
  CHECK(cm_dict_get(d, "abc") == NULL);
  CHECK(cm_dict_get(cm_dict_attr_empty(ctx), "a") == NULL);
  CmNamedAttr sorted[3] = {{a, v3}, {ab, v2}, {b, v2}};
  CHECK(cm_dict_attr(ctx, 3, sorted) == d);
  /* A large dictionary takes the binary-search path. */
  CmNamedAttr big[20];
  char name[8];
  for (unsigned i = 0; i < 20; i++) {
    snprintf(name, sizeof name, "k%02u", 19 - i);
    big[i].name = cm_ident_c(ctx, name);
    big[i].value = cm_integer_attr(i32, i);
  }
  CmAttr *bd = cm_dict_attr(ctx, 20, big);
  CHECK(bd->dict.num == 20);
  CHECK(cm_dict_get(bd, "k00") == big[19].value);
  CHECK(cm_dict_get(bd, "k19") == big[0].value);
  CHECK(cm_dict_get(bd, "k20") == NULL);
}

int main(void) {
  CmContext *ctx = cm_context_create();
  test_locations(ctx);
  test_front_cache(ctx);
  test_dicts(ctx);
  cm_context_destroy(ctx);
  return test_report("test_uniquer");
}
