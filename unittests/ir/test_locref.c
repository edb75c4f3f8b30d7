/* test_locref.c - compact location references (lib/ir/locref.c) and the
 * op / block-argument / op-state location accessors built on them. */
#include <pthread.h>
#include <stdint.h>

#include "../test_util.h"

/* Packing is on for 64-bit targets unless built with CM_LOCREF_PACKING=0. */
static bool packing;

static CmLoc *last_loc;
static CmResult capture_loc(CmDiag *d, void *user) {
  (void)user;
  num_errors++;
  last_loc = d->loc;
  snprintf(last_msg, sizeof last_msg, "%s", d->msg.data ? d->msg.data : "");
  return CM_SUCCESS;
}

static CmIdent *file_n(CmContext *ctx, unsigned i) {
  char name[32];
  snprintf(name, sizeof name, "file%u.mlir", i);
  return cm_ident_c(ctx, name);
}

/* `r` materialises to the uniqued file:line:col location of the triple. */
static bool names(CmContext *ctx, CmLocRef r, CmIdent *f, unsigned line,
                  unsigned col) {
  CmLoc *l = cm_locref_get(ctx, r);
  return l && l == cm_loc_file_ident(f, line, col) &&
         l->kind == CM_LOC_FILE_LINE_COL && l->flc.file == f &&
         l->flc.line == line && l->flc.col == col;
}

static void test_pack(CmContext *ctx) {
  CmIdent *f = cm_ident_c(ctx, "a.mlir");
  CHECK(cm_locref_get(ctx, 0) == NULL);
  CmLoc *u = cm_loc_unknown(ctx);
  CHECK(!cm_locref_is_packed(cm_locref(u)));
  CHECK(cm_locref_get(ctx, cm_locref(u)) == u);

  static const unsigned vals[][2] = {
      {0, 0},          {1, 1},          {7, 1001},
      {123456, 65},    {1, 4000000},    {(1u << 28) - 1, (1u << 25) - 1},
      {(1u << 28) - 1, 1}, {1, (1u << 25) - 1},
  };
  for (size_t i = 0; i < sizeof vals / sizeof vals[0]; i++) {
    CmLocRef r = cm_locref_file(f, vals[i][0], vals[i][1]);
    if (packing)
      CHECK(cm_locref_is_packed(r));
    CHECK(names(ctx, r, f, vals[i][0], vals[i][1]));
    CmIdent *uf = NULL;
    unsigned ul = 0, uc = 0;
    if (cm_locref_unpack(ctx, r, &uf, &ul, &uc))
      CHECK(uf == f && ul == vals[i][0] && uc == vals[i][1]);
    /* the same triple packs to the same reference */
    CHECK(cm_locref_file(f, vals[i][0], vals[i][1]) == r);
  }
  /* too large: a real location at once, still the uniqued one */
  static const unsigned big[][2] = {
      {1u << 28, 1}, {1, 1u << 25}, {UINT32_MAX, UINT32_MAX}, {5, UINT32_MAX},
  };
  for (size_t i = 0; i < sizeof big / sizeof big[0]; i++) {
    CmLocRef r = cm_locref_file(f, big[i][0], big[i][1]);
    CHECK(!cm_locref_is_packed(r));
    CHECK(names(ctx, r, f, big[i][0], big[i][1]));
    CmIdent *uf = NULL;
    unsigned ul = 0, uc = 0;
    CHECK(!cm_locref_unpack(ctx, r, &uf, &ul, &uc) && uf == NULL);
  }
}

/* More files than the table holds: the overflow falls back to real
 * locations, and every reference keeps naming its own file. */
static void test_many_files(void) {
  CmContext *ctx = cm_context_create();
  enum { N = 1500 };
  static CmLocRef refs[N];
  unsigned packed = 0;
  for (unsigned i = 0; i < N; i++) {
    refs[i] = cm_locref_file(file_n(ctx, i), i + 1, 2 * i + 3);
    packed += cm_locref_is_packed(refs[i]);
  }
  if (packing)
    CHECK(packed == 1024);
  else
    CHECK(packed == 0);
  for (unsigned i = 0; i < N; i++)
    CHECK(names(ctx, refs[i], file_n(ctx, i), i + 1, 2 * i + 3));
  /* files already in the table still pack */
  CHECK(cm_locref_file(file_n(ctx, 5), 6, 13) == refs[5]);
  /* a packed reference from another context names nothing there */
  CmContext *other = cm_context_create();
  CmLocRef r = cm_locref_file(file_n(ctx, 0), 1, 3);
  if (cm_locref_is_packed(r)) {
    CmIdent *uf = NULL;
    unsigned ul, uc;
    CmLocRef r2 = r + ((CmLocRef)7 << 1); /* file index 7: none in `other` */
    CHECK(!cm_locref_unpack(other, r2, &uf, &ul, &uc));
    CHECK(cm_locref_get(other, r2) == cm_loc_unknown(other));
  }
  cm_context_destroy(other);
  cm_context_destroy(ctx);
}

static void test_op_accessors(CmContext *ctx) {
  CmIdent *f = cm_ident_c(ctx, "ops.mlir");
  CmType *i32 = cm_integer_type(ctx, 32, CM_SIGNLESS);
  /* no location: unknown */
  CmOp *op = cm_op_create_v(ctx, "t.op", NULL, 1, &i32, 0, NULL, NULL, 0,
                            NULL, 1);
  CHECK(cm_op_loc(op) == cm_loc_unknown(ctx));
  CHECK(cm_op_locref(op) == 0);
  CmLoc *named = cm_loc_name(ctx, cm_str("n"), NULL);
  cm_op_set_loc(op, named);
  CHECK(cm_op_loc(op) == named);
  cm_op_set_loc(op, NULL);
  CHECK(cm_op_loc(op) == cm_loc_unknown(ctx));
  CmLocRef r = cm_locref_file(f, 10, 2000);
  cm_op_set_locref(op, r);
  CHECK(cm_op_locref(op) == r);
  CHECK(cm_op_loc(op) == cm_loc_file_ident(f, 10, 2000));
  /* results have no location */
  CHECK(cm_block_arg_loc(cm_op_result(op, 0)) == NULL);

  /* block arguments: packed, real, none, and packed without a type */
  CmBlock *b = cm_block_create();
  cm_region_append_block(cm_op_region(op, 0), b);
  CmValue *a0 = cm_block_add_arg_ref(b, i32, cm_locref_file(f, 11, 1500));
  CmValue *a1 = cm_block_add_arg(b, i32, named);
  CmValue *a2 = cm_block_add_arg(b, i32, NULL);
  CmValue *a3 = cm_block_add_arg_ref(b, NULL, cm_locref_file(f, 1, 1));
  CmValue *a4 = cm_block_insert_arg(b, 0, i32, cm_loc_file_ident(f, 9, 9));
  CHECK(cm_block_arg_loc(a0) == cm_loc_file_ident(f, 11, 1500));
  CHECK(cm_block_arg_loc(a1) == named);
  CHECK(cm_block_arg_loc(a2) == NULL);
  /* (a packed location needs the type's context; a real one does not) */
  CHECK(cm_block_arg_loc(a3) == (packing ? NULL : cm_loc_file_ident(f, 1, 1)));
  CHECK(cm_block_arg_loc(a4) == cm_loc_file_ident(f, 9, 9));
  CHECK(b->args[1] == a0 && a0->index == 1);

  /* a nested op with a packed location */
  CmOp *inner = cm_op_create_v(ctx, "t.inner", NULL, 0, NULL, 1, &a0, NULL,
                               0, NULL, 0);
  cm_op_set_locref(inner, cm_locref_file(f, 12, 3));
  cm_block_append_op(b, inner);

  /* clone keeps every location (the same uniqued objects) */
  CmOp *c = cm_op_clone(op);
  CHECK(cm_op_locref(c) == cm_op_locref(op));
  CHECK(cm_op_loc(c) == cm_op_loc(op));
  CmBlock *cb = cm_op_region(c, 0)->first;
  CHECK(cb && cb->num_args == 5);
  if (cb && cb->num_args == 5) {
    for (unsigned i = 0; i < 5; i++)
      CHECK(cm_block_arg_loc(cb->args[i]) == cm_block_arg_loc(b->args[i]));
    CHECK(cb->first && cm_op_loc(cb->first) == cm_loc_file_ident(f, 12, 3));
    CHECK(cm_block_arg_loc(cm_op_result(c, 0)) == NULL);
  }
  cm_op_destroy(c);
  cm_op_destroy(op);

  /* op state */
  CmOpState st;
  cm_op_state_init(&st, ctx, "t.s", NULL);
  CHECK(cm_op_state_loc(&st) == cm_loc_unknown(ctx));
  CHECK(cm_op_state_locref(&st) == 0);
  cm_op_state_free(&st);
  cm_op_state_init(&st, ctx, "t.s", named);
  CHECK(cm_op_state_loc(&st) == named);
  cm_op_state_free(&st);
  r = cm_locref_file(f, 77, 1234);
  cm_op_state_init_ref(&st, ctx, "t.s", r);
  CHECK(cm_op_state_locref(&st) == r);
  CHECK(cm_op_state_loc(&st) == cm_loc_file_ident(f, 77, 1234));
  op = cm_op_create(&st);
  cm_op_state_free(&st);
  CHECK(cm_op_locref(op) == r);
  CHECK(cm_op_loc(op) == cm_loc_file_ident(f, 77, 1234));
  cm_op_destroy(op);
}

/* Parsed ops and block arguments get the positions of their names, also
 * past column 1000; explicit loc(...) wins; errors point at the token. */
static void test_parse(CmContext *ctx) {
  CmSourceMgr sm;
  cm_srcmgr_init(&sm);
  char text[4096];
  char pad[1500];
  memset(pad, ' ', sizeof pad - 1);
  pad[sizeof pad - 1] = 0;
  snprintf(text, sizeof text,
           "func @f(%%a: i32) {\n"
           "%s%%0 = \"t.x\"(%%a) : (i32) -> i32\n"
           "  \"t.r\"() ({\n"
           "  ^bb0(%%b: i32, %%c: f32 loc(\"x.c\":3:4)):\n"
           "%s\"t.y\"(%%b) : (i32) -> () loc(\"y\":1:2)\n"
           "  }) : () -> ()\n"
           "  \"t.ret\"() : () -> ()\n"
           "}\n",
           pad, pad);
  CmOp *m = cmt_parse_verified(ctx, &sm, "p.mlir", text);
  CHECK(m != NULL);
  if (m) {
    CmIdent *f = cm_ident_c(ctx, "p.mlir");
    CmOp *func = find(m, "func", 0);
    CmOp *x = find(m, "t.x", 0), *r = find(m, "t.r", 0), *y = find(m, "t.y", 0);
    CHECK(func && x && r && y);
    if (func && x && r && y) {
      CHECK(cm_op_loc(func) == cm_loc_file_ident(f, 1, 1));
      CmBlock *fb = cm_op_region(func, 0)->first;
      CHECK(cm_block_arg_loc(fb->args[0]) == cm_loc_file_ident(f, 1, 9));
      CHECK(cm_op_loc(x) == cm_loc_file_ident(f, 2, 1505));
      CHECK(cm_op_loc(r) == cm_loc_file_ident(f, 3, 3));
      CmBlock *rb = cm_op_region(r, 0)->first;
      CHECK(cm_block_arg_loc(rb->args[0]) == cm_loc_file_ident(f, 4, 8));
      CmLoc *xc = cm_loc_file(ctx, cm_str("x.c"), 3, 4);
      CHECK(cm_block_arg_loc(rb->args[1]) == xc);
      CHECK(cm_op_loc(y) == cm_loc_file(ctx, cm_str("y"), 1, 2));
    }
    cm_op_destroy(m);
  }
  /* an error at a column past 1000 */
  snprintf(text, sizeof text, "func @g() {\n%s\"t.z\"() : () -> (i32, )\n}\n",
           pad);
  num_errors = 0;
  last_loc = NULL;
  CmSourceBuffer *b = cm_srcmgr_add(&sm, "e.mlir", text, strlen(text));
  CmOp *bad = cm_parse_source(ctx, b);
  CHECK(bad == NULL && num_errors == 1);
  CHECK(last_loc == cm_loc_file(ctx, cm_str("e.mlir"), 2, 1522));
  /* a verifier error at an op past column 1000 */
  snprintf(text, sizeof text,
           "func @h() {\n%s%%0 = \"t.a\"(%%0) : (i32) -> i32\n"
           "  \"t.ret\"() : () -> ()\n}\n",
           pad);
  num_errors = 0;
  last_loc = NULL;
  b = cm_srcmgr_add(&sm, "v.mlir", text, strlen(text));
  bad = cm_parse_source(ctx, b);
  CHECK(bad != NULL);
  if (bad) {
    CHECK(cm_failed(cm_verify(bad)) && num_errors == 1);
    CHECK(last_loc == cm_loc_file(ctx, cm_str("v.mlir"), 2, 1505));
    cm_op_destroy(bad);
  }
  cm_srcmgr_free(&sm);
}

typedef struct {
  CmContext *ctx;
  unsigned id;
  int bad;
} ThreadArg;

static void *thread_main(void *p) {
  ThreadArg *t = p;
  for (unsigned i = 0; i < 3000; i++) {
    CmIdent *f = file_n(t->ctx, (i * 7 + t->id) % 40);
    CmLocRef r = cm_locref_file(f, i, t->id);
    CmLoc *l = cm_locref_get(t->ctx, r);
    if (!l || l->kind != CM_LOC_FILE_LINE_COL || l->flc.file != f ||
        l->flc.line != i || l->flc.col != t->id)
      t->bad++;
  }
  return NULL;
}

static void test_threads(void) {
  CmContext *ctx = cm_context_create();
  enum { T = 4 };
  pthread_t th[T];
  ThreadArg args[T];
  for (unsigned i = 0; i < T; i++) {
    args[i] = (ThreadArg){ctx, i + 1, 0};
    pthread_create(&th[i], NULL, thread_main, &args[i]);
  }
  for (unsigned i = 0; i < T; i++) {
    pthread_join(th[i], NULL);
    CHECK(args[i].bad == 0);
  }
  cm_context_destroy(ctx);
}

int main(void) {
  CmContext *ctx = cm_context_create();
  cm_context_set_allow_unregistered(ctx, true);
  cm_diag_add_handler(ctx, capture_loc, NULL);
  packing = cm_locref_is_packed(cm_locref_file(cm_ident_c(ctx, "p"), 1, 1));
  if (UINTPTR_MAX > 0xffffffffu && !packing)
    fprintf(stderr, "note: location packing is disabled in this build\n");
  test_pack(ctx);
  test_op_accessors(ctx);
  test_parse(ctx);
  cm_context_destroy(ctx);
  test_many_files();
  test_threads();
  if (failures)
    fprintf(stderr, "%d failure(s)\n", failures);
  return failures != 0;
}
