/* test_symbol_user.c - the symbol-user interface (CM_IFACE_SYMBOL_USER):
 * cm_verify calls verify_symbol_uses while verifying the enclosing symbol
 * table op, before the ops nested in the table are verified, visiting
 * ops in upstream's walkSymbolTable order (LIFO worklist of regions, all
 * ops of a region first), not entering nested symbol tables, and stopping
 * at the first failure. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmlir/ir.h"
#include "cmlir/ods.h"

#include "../test_util.h"

static CmContext *ctx;

/* The order of calls: the `id` integer attribute of each visited user. */
static char trace[256];
static bool symbol_cache_seen;

static long op_id(CmOp *o) {
  CmAttr *a = cm_op_get_attr(o, "id");
  return a && a->kind == CM_ATTR_INTEGER ? (long)a->integer.value : -1;
}

static CmResult user_verify_uses(CmOp *o) {
  size_t l = strlen(trace);
  snprintf(trace + l, sizeof trace - l, "%s%ld", l ? "," : "", op_id(o));
  if (cm_symbol_cache_active())
    symbol_cache_seen = true;
  if (cm_op_get_attr(o, "fail"))
    return cm_op_emit_error(o, "bad use %ld", op_id(o));
  return CM_SUCCESS;
}
static CmResult user_verify(CmOp *o) {
  size_t l = strlen(trace);
  snprintf(trace + l, sizeof trace - l, "%sv%ld", l ? "," : "", op_id(o));
  if (cm_op_get_attr(o, "bad"))
    return cm_op_emit_error(o, "bad op %ld", op_id(o));
  return CM_SUCCESS;
}
static const CmSymbolUserInterface user_iface = {user_verify_uses};
static const CmInterfaceImpl user_impls[] = {
    {CM_IFACE_SYMBOL_USER, &user_iface}};
static const CmOdsOp user_ods = {CM_ODS_INTERFACES(user_impls)};

static const CmOpDef defs[] = {
    {.name = "su.table",
     .traits = CM_TRAIT_SYMBOL_TABLE | CM_TRAIT_NO_TERMINATOR |
               CM_TRAIT_SINGLE_BLOCK},
    {.name = "su.user", .verify = user_verify, .ods = &user_ods},
    {.name = "su.box", .traits = CM_TRAIT_NO_TERMINATOR},
};

static CmOp *mk(const char *name, long id, unsigned nreg, const char *flag) {
  CmNamedAttr na[2];
  unsigned n = 0;
  if (id >= 0)
    na[n++] = (CmNamedAttr){cm_ident(ctx, "id", 2),
                            cm_integer_attr(
                                cm_integer_type(ctx, 64, CM_SIGNLESS), id)};
  if (flag)
    na[n++] = (CmNamedAttr){cm_ident(ctx, flag, strlen(flag)),
                            cm_unit_attr(ctx)};
  CmOp *o = cm_op_create_v(ctx, name, cm_loc_unknown(ctx), 0, NULL, 0, NULL,
                           n ? cm_dict_attr(ctx, n, na) : NULL, 0, NULL, nreg);
  for (unsigned i = 0; i < nreg; i++)
    cm_region_append_block(cm_op_region(o, i), cm_block_create());
  return o;
}

static CmOp *put(CmOp *parent, unsigned region, CmOp *o) {
  cm_block_append_op(cm_op_region(parent, region)->first, o);
  return o;
}

static void run(CmOp *top, CmResult want, const char *want_trace,
                const char *want_msg) {
  trace[0] = 0;
  last_msg[0] = 0;
  num_errors = 0;
  symbol_cache_seen = false;
  CmResult r = cm_verify(top);
  CHECK(r == want);
  if (strcmp(trace, want_trace) != 0) {
    fprintf(stderr, "  trace got <%s> want <%s>\n", trace, want_trace);
    failures++;
  }
  if (want_msg && strcmp(last_msg, want_msg) != 0) {
    fprintf(stderr, "  msg got <%s> want <%s>\n", last_msg, want_msg);
    failures++;
  }
  cm_op_destroy(top);
}

int main(void) {
  ctx = cm_context_create();
  cm_context_set_allow_unregistered(ctx, true);
  cm_context_set_print_op_on_diagnostic(ctx, false);
  static const CmDialect su = {.name = "su"};
  cm_register_dialect(ctx, &su);
  cm_register_ops(ctx, defs, sizeof(defs) / sizeof(defs[0]));
  cm_diag_add_handler(ctx, capture, NULL);

  /* table { user1; box { user2 ; box { user3 } } {user4}; user5;
   *         table { user6 } }
   * Symbol uses: region of the table: 1, 5 (and the nested table op,
   * not a user); then pushed regions LIFO: box's region #1 (4), then
   * region #0 (2, then its box's region: 3).  The nested table's user 6
   * is checked when the nested table is verified.  Then the op verifiers
   * in pre-order. */
  CmOp *t = mk("su.table", -1, 1, NULL);
  put(t, 0, mk("su.user", 1, 0, NULL));
  CmOp *box = put(t, 0, mk("su.box", -1, 2, NULL));
  put(box, 0, mk("su.user", 2, 0, NULL));
  CmOp *inner = put(box, 0, mk("su.box", -1, 1, NULL));
  put(inner, 0, mk("su.user", 3, 0, NULL));
  put(box, 1, mk("su.user", 4, 0, NULL));
  put(t, 0, mk("su.user", 5, 0, NULL));
  CmOp *nested = put(t, 0, mk("su.table", -1, 1, NULL));
  put(nested, 0, mk("su.user", 6, 0, NULL));
  run(t, CM_SUCCESS, "1,5,4,2,3,v1,v2,v3,v4,v5,6,v6", NULL);
  CHECK(symbol_cache_seen);
  CHECK(num_errors == 0);

  /* A failing use stops the walk before any op verifier runs, even for
   * a bad op that comes first. */
  t = mk("su.table", -1, 1, NULL);
  put(t, 0, mk("su.user", 1, 0, "bad"));
  put(t, 0, mk("su.user", 2, 0, "fail"));
  put(t, 0, mk("su.user", 3, 0, "fail"));
  run(t, CM_FAILURE, "1,2", "'su.user' op bad use 2");
  CHECK(num_errors == 1);

  /* Without failing uses, the bad op is reported by its verifier. */
  t = mk("su.table", -1, 1, NULL);
  put(t, 0, mk("su.user", 1, 0, "bad"));
  put(t, 0, mk("su.user", 2, 0, NULL));
  run(t, CM_FAILURE, "1,2,v1", "'su.user' op bad op 1");

  /* Users outside any symbol table are not checked (as upstream). */
  CmOp *b = mk("su.box", -1, 1, NULL);
  put(b, 0, mk("su.user", 7, 0, "fail"));
  run(b, CM_SUCCESS, "v7", NULL);

  cm_context_destroy(ctx);
  return test_report("test_symbol_user");
}
