/* memref.c - the memref dialect: registration (op tables are in
 * memref_ops.c and views.c).
 *
 * The seeds' older spellings without the `memref.` prefix (`alloc`,
 * `load`, ...) are resolved by the parser's custom-op name lookup.
 */
#include "memref_internal.h"

#include <string.h>

/* Every memref op may be inlined (upstream 13's MemRefInlinerInterface). */
static bool memref_inline_region_ok(CmRegion *dest, CmRegion *src) {
  (void)dest;
  (void)src;
  return true;
}
static bool memref_inline_op_ok(CmOp *op, CmRegion *dest) {
  (void)op;
  (void)dest;
  return true;
}
static const CmInlinerInterface memref_inliner = {
    .is_legal_to_inline_region = memref_inline_region_ok,
    .is_legal_to_inline_op = memref_inline_op_ok};
static const CmInterfaceImpl memref_interfaces[] = {
    {CM_IFACE_DIALECT_INLINER, &memref_inliner}};

/* MLIR 13's MemRefDialect::materializeConstant builds a `std.constant`
 * (e.g. a memref.dim of a static size folds to one): std's materializer. */
static CmOp *memref_materialize_constant(CmDialect *d, CmBuilder *b,
                                         CmAttr *value, CmType *type,
                                         CmLoc *loc) {
  (void)d;
  CmDialect *std = cm_lookup_dialect(b->ctx, "std", 3);
  if (!std || !std->materialize_constant)
    return NULL;
  return std->materialize_constant(std, b, value, type, loc);
}

void cm_register_memref_dialect(CmContext *ctx) {
  CmDialect d;
  memset(&d, 0, sizeof(d));
  d.name = "memref";
  d.materialize_constant = memref_materialize_constant;
  d.interfaces = memref_interfaces;
  d.num_interfaces = 1;
  cm_register_dialect(ctx, &d);
  cm_register_tensor_dialect(ctx); /* its patterns create tensor ops */
  cm_memref_register_basic_ops(ctx);
  cm_memref_register_view_ops(ctx);
}
