/* memref.c - the memref dialect: registration (op tables are in
 * memref_ops.c and views.c).
 *
 * Old spellings: seed documents write `%a = alloc() : memref<4xf32>`, i.e.
 * the memref ops alloc, alloca, dealloc, load, store and dim without a
 * dialect prefix (as before they moved out of std).  The parser resolves a
 * prefix-less custom op name as builtin.X, then std.X; so these names are
 * registered as parse-only aliases "std.X" whose parse hook renames the op
 * state to "memref.X" and runs that op's parser.  The created op is a
 * memref.X op (it prints as `memref.X`); an op literally named "std.X" (in
 * the generic form) is rejected by the alias' verifier as upstream rejects
 * unknown std ops.
 */
#include "memref_internal.h"

#include <stdio.h>
#include <string.h>

static CmResult alias_parse(CmParser *p, CmOpState *st) {
  CmStr name = cm_ident_str(st->name->name); /* "std.X" */
  char buf[64];
  int n = snprintf(buf, sizeof buf, "memref.%.*s", (int)(name.len - 4),
                   name.data + 4);
  if (n <= 0 || (size_t)n >= sizeof buf)
    return cm_parser_error(p, "custom op '%.*s' is unknown", (int)name.len,
                           name.data);
  const CmOpDef *def = cm_lookup_op_def(st->ctx, buf, (size_t)n);
  if (!def || !def->parse)
    return cm_parser_error(p, "custom op '%.*s' is unknown",
                           (int)(name.len - 4), name.data + 4);
  st->name = cm_op_name(st->ctx, buf, (size_t)n);
  return def->parse(p, st);
}

static CmResult alias_verify(CmOp *op) {
  CmStr name = cm_ident_str(op->name->name);
  return cm_emit_error(op->loc,
                       "unregistered operation '%.*s' found in dialect "
                       "('std') that does not allow unknown operations",
                       (int)name.len, name.data);
}

#define MEMREF_ALIAS(n)                                                        \
  {                                                                            \
    .name = "std." n, .parse = alias_parse, .verify_invariants = alias_verify, \
    .verify = alias_verify                                                     \
  }
static const CmOpDef memref_aliases[] = {
    MEMREF_ALIAS("alloc"), MEMREF_ALIAS("alloca"), MEMREF_ALIAS("dealloc"),
    MEMREF_ALIAS("load"),  MEMREF_ALIAS("store"),  MEMREF_ALIAS("dim"),
};

void cm_register_memref_dialect(CmContext *ctx) {
  CmDialect d;
  memset(&d, 0, sizeof(d));
  d.name = "memref";
  cm_register_dialect(ctx, &d);
  cm_memref_register_basic_ops(ctx);
  cm_memref_register_view_ops(ctx);
  /* The aliases live in the std namespace (registered before memref by
   * cm_register_all_dialects); without std they are not needed. */
  if (!cm_lookup_dialect(ctx, "std", 3))
    return;
  for (size_t i = 0; i < sizeof memref_aliases / sizeof *memref_aliases; i++)
    if (!cm_lookup_op_def(ctx, memref_aliases[i].name,
                          strlen(memref_aliases[i].name)))
      cm_register_ops(ctx, &memref_aliases[i], 1);
}
