/* ir_beyond13.c - the functions of later upstream releases' mlir-c/IR.h
 * and Support.h (type ids, registries, walks, uses, symbol tables, ...). */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "capi_ctx.h"
#include "cmlir/asm.h"
#include "mlir-c/Registration.h"

#define CTX(x) cm_capi_unwrap_ctx(x)
#define OP(x) cm_capi_unwrap_op(x)
#define BLOCK(x) cm_capi_unwrap_block(x)
#define REGION(x) cm_capi_unwrap_region(x)
#define TYPE(x) cm_capi_unwrap_type(x)
#define ATTR(x) cm_capi_unwrap_attr(x)
#define LOC(x) cm_capi_unwrap_loc(x)
#define VALUE(x) cm_capi_unwrap_value(x)

/* ------------------------------------------------------------ type ids */

bool mlirTypeIDEqual(MlirTypeID typeID1, MlirTypeID typeID2) {
  return typeID1.ptr == typeID2.ptr;
}

size_t mlirTypeIDHashValue(MlirTypeID typeID) {
  return (size_t)cm_hash_combine(0, (uint64_t)(uintptr_t)typeID.ptr);
}

static MlirTypeID wrap_tid(const void *p) {
  MlirTypeID t = {p};
  return t;
}

/* Builtin kinds: one byte each of these (uint8_t kinds). */
static const char g_type_kinds[256], g_attr_kinds[256];

/* Dialect-defined kinds: (namespace, id) -> a node living as long as the
 * process (reachable from g_tids). */
typedef struct TidNode {
  struct TidNode *next;
  char *ns;
  unsigned id;
  bool is_attr;
} TidNode;
static TidNode *g_tids;
static pthread_mutex_t g_tid_lock = PTHREAD_MUTEX_INITIALIZER;

static const void *dialect_tid(const CmDialect *d, unsigned id, bool is_attr) {
  pthread_mutex_lock(&g_tid_lock);
  TidNode *n = g_tids;
  while (n && !(n->id == id && n->is_attr == is_attr && !strcmp(n->ns, d->name)))
    n = n->next;
  if (!n) {
    n = cm_xcalloc(1, sizeof *n);
    n->ns = cm_xstrndup(d->name, strlen(d->name));
    n->id = id;
    n->is_attr = is_attr;
    n->next = g_tids;
    g_tids = n;
  }
  pthread_mutex_unlock(&g_tid_lock);
  return n;
}

MlirTypeID mlirTypeGetTypeID(MlirType type) {
  CmType *t = TYPE(type);
  if (t->kind == CM_TYPE_DIALECT)
    return wrap_tid(dialect_tid(t->dialect.dialect, t->dialect.id, false));
  return wrap_tid(&g_type_kinds[t->kind]);
}

MlirTypeID mlirAttributeGetTypeID(MlirAttribute attribute) {
  CmAttr *a = ATTR(attribute);
  if (a->kind == CM_ATTR_DIALECT)
    return wrap_tid(dialect_tid(a->dialect_attr.dialect, a->dialect_attr.id, true));
  return wrap_tid(&g_attr_kinds[a->kind]);
}

MlirTypeID mlirOperationGetTypeID(MlirOperation op) {
  /* A registered op's definition is unique to it. */
  return wrap_tid(cm_op_opname(OP(op))->def);
}

static MlirDialect builtin_dialect(CmContext *ctx) {
  return cm_capi_wrap_dialect(cm_lookup_dialect(ctx, "builtin", 7));
}

MlirDialect mlirTypeGetDialect(MlirType type) {
  CmType *t = TYPE(type);
  if (t->kind == CM_TYPE_DIALECT)
    return cm_capi_wrap_dialect(t->dialect.dialect);
  return builtin_dialect(t->ctx);
}

MlirDialect mlirAttributeGetDialect(MlirAttribute attribute) {
  CmAttr *a = ATTR(attribute);
  if (a->kind == CM_ATTR_DIALECT)
    return cm_capi_wrap_dialect(a->dialect_attr.dialect);
  return builtin_dialect(a->ctx);
}

/* ------------------------------------------------- dialect registries */

typedef struct CmCapiRegistry {
  CM_VEC(const CmCapiDialectDesc *) dialects;
} CmCapiRegistry;

MlirDialectRegistry mlirDialectRegistryCreate(void) {
  MlirDialectRegistry r = {cm_xcalloc(1, sizeof(CmCapiRegistry))};
  return r;
}

void mlirDialectRegistryDestroy(MlirDialectRegistry registry) {
  CmCapiRegistry *r = registry.ptr;
  if (!r)
    return;
  CM_VEC_FREE(r->dialects);
  free(r);
}

void mlirDialectHandleInsertDialect(MlirDialectHandle handle,
                                    MlirDialectRegistry registry) {
  CmCapiRegistry *r = registry.ptr;
  const CmCapiDialectDesc *d = handle.ptr;
  for (size_t i = 0; i < r->dialects.len; i++)
    if (r->dialects.data[i] == d)
      return;
  CM_VEC_PUSH(r->dialects, d);
}

void mlirContextAppendDialectRegistry(MlirContext ctx,
                                      MlirDialectRegistry registry) {
  CmCapiRegistry *r = registry.ptr;
  for (size_t i = 0; i < r->dialects.len; i++)
    cm_capi_ctx_register(CTX(ctx), r->dialects.data[i]);
}

MlirContext mlirContextCreateWithThreading(bool threadingEnabled) {
  MlirContext ctx = mlirContextCreate();
  mlirContextEnableMultithreading(ctx, threadingEnabled);
  return ctx;
}

MlirContext mlirContextCreateWithRegistry(MlirDialectRegistry registry,
                                          bool threadingEnabled) {
  MlirContext ctx = mlirContextCreateWithThreading(threadingEnabled);
  mlirContextAppendDialectRegistry(ctx, registry);
  return ctx;
}

void mlirContextLoadAllAvailableDialects(MlirContext context) {
  cm_capi_ctx_load_registered(CTX(context));
}

/* ----------------------------------------------------------- locations */

MlirLocation mlirLocationFusedGet(MlirContext ctx, intptr_t nLocations,
                                  MlirLocation const *locations,
                                  MlirAttribute metadata) {
  CmLoc **locs = cm_xmalloc((size_t)(nLocations ? nLocations : 1) *
                            sizeof(CmLoc *));
  for (intptr_t i = 0; i < nLocations; i++)
    locs[i] = (CmLoc *)LOC(locations[i]);
  CmLoc *l = cm_loc_fused(CTX(ctx), (unsigned)nLocations, locs, ATTR(metadata));
  free(locs);
  return cm_capi_wrap_loc(l);
}

MlirLocation mlirLocationNameGet(MlirContext context, MlirStringRef name,
                                 MlirLocation childLoc) {
  return cm_capi_wrap_loc(
      cm_loc_name(CTX(context), cm_capi_str(name), (CmLoc *)LOC(childLoc)));
}

MlirAttribute mlirLocationGetAttribute(MlirLocation location) {
  return cm_capi_wrap_attr(LOC(location));
}

MlirLocation mlirLocationFromAttribute(MlirAttribute attribute) {
  CmAttr *a = ATTR(attribute);
  return cm_capi_wrap_loc(a && cm_attr_is_location(a) ? a : NULL);
}

/* ------------------------------------------------------ printing flags */

void mlirOpPrintingFlagsAssumeVerified(MlirOpPrintingFlags flags) {
  (void)flags;
}

/* ---------------------------------------------------------- operations */

MlirOperation mlirOperationCreateParse(MlirContext context,
                                       MlirStringRef sourceStr,
                                       MlirStringRef sourceName) {
  CmContext *ctx = CTX(context);
  cm_capi_ctx_load_registered(ctx);
  CmIdent *name = cm_ident(ctx, sourceName.data, sourceName.length);
  CmSourceMgr sm;
  cm_srcmgr_init(&sm);
  CmSourceBuffer *buf =
      cm_srcmgr_add(&sm, name->str, sourceStr.data, sourceStr.length);
  free(buf->name);
  buf->name = cm_xstrndup(name->str, name->len);
  CmOp *op = cm_parse_source(ctx, buf);
  /* Later upstream: exactly one top-level op, returned as it is (cmlir's
   * parser wrapped anything else into a module located at name:0:0). */
  CmLoc *file_loc = cm_loc_file(ctx, cm_ident_str(name), 0, 0);
  if (op && cm_op_loc(op) == file_loc) {
    CmBlock *body = cm_op_region(op, 0)->first;
    size_t n = 0;
    for (CmOp *o = body ? body->first : NULL; o; o = cm_op_next(o))
      n++;
    if (n == 1) {
      CmOp *only = body->first;
      cm_op_remove_from_block(only);
      cm_op_destroy(op);
      op = only;
    } else {
      cm_emit_error(file_loc,
                    "source must contain a single top-level operation, "
                    "found: %zu",
                    n);
      cm_op_destroy(op);
      op = NULL;
    }
  }
  if (op && cm_failed(cm_verify(op))) {
    cm_op_destroy(op);
    op = NULL;
  }
  cm_srcmgr_free(&sm);
  return cm_capi_wrap_op(op);
}

MlirLocation mlirOperationGetLocation(MlirOperation op) {
  return cm_capi_wrap_loc(cm_op_loc(OP(op)));
}

void mlirOperationSetLocation(MlirOperation op, MlirLocation loc) {
  cm_op_set_loc(OP(op), (CmLoc *)LOC(loc));
}

MlirRegion mlirOperationGetFirstRegion(MlirOperation op) {
  CmOp *o = OP(op);
  return cm_capi_wrap_region(cm_op_num_regions(o) ? cm_op_region(o, 0) : NULL);
}

void mlirOperationSetSuccessor(MlirOperation op, intptr_t pos,
                               MlirBlock block) {
  cm_op_set_successor(OP(op), (unsigned)pos, BLOCK(block));
}

void mlirOperationRemoveFromParent(MlirOperation op) {
  CmOp *o = OP(op);
  if (cm_op_block(o))
    cm_op_remove_from_block(o);
}

void mlirOperationMoveAfter(MlirOperation op, MlirOperation other) {
  cm_op_move_after(OP(op), OP(other));
}

void mlirOperationMoveBefore(MlirOperation op, MlirOperation other) {
  cm_op_move_before(OP(op), OP(other));
}

bool mlirOperationIsBeforeInBlock(MlirOperation op, MlirOperation other) {
  return cm_op_is_before_in_block(OP(op), OP(other));
}

typedef struct WalkData {
  MlirOperationWalkCallback cb;
  void *user;
} WalkData;

static CmWalkResult walk_fn(CmOp *op, void *user) {
  WalkData *w = user;
  switch (w->cb(cm_capi_wrap_op(op), w->user)) {
  case MlirWalkResultInterrupt:
    return CM_WALK_INTERRUPT;
  case MlirWalkResultSkip:
    return CM_WALK_SKIP;
  default:
    return CM_WALK_ADVANCE;
  }
}

void mlirOperationWalk(MlirOperation op, MlirOperationWalkCallback callback,
                       void *userData, MlirWalkOrder walkOrder) {
  WalkData w = {callback, userData};
  if (walkOrder == MlirWalkPostOrder)
    cm_walk_post(OP(op), walk_fn, &w);
  else
    cm_walk_pre(OP(op), walk_fn, &w);
}

/* ------------------------------------------------------------- regions */

bool mlirRegionEqual(MlirRegion region, MlirRegion other) {
  return region.ptr == other.ptr;
}

MlirRegion mlirRegionGetNextInOperation(MlirRegion region) {
  CmRegion *r = REGION(region);
  CmOp *op = r->parent;
  if (!op)
    return cm_capi_wrap_region(NULL);
  unsigned n = cm_op_num_regions(op);
  for (unsigned i = 0; i + 1 < n; i++)
    if (cm_op_region(op, i) == r)
      return cm_capi_wrap_region(cm_op_region(op, i + 1));
  return cm_capi_wrap_region(NULL);
}

void mlirRegionTakeBody(MlirRegion target, MlirRegion source) {
  CmRegion *t = REGION(target);
  cm_region_clear(t);
  cm_region_take_body(t, REGION(source));
}

/* -------------------------------------------------------------- blocks */

MlirRegion mlirBlockGetParentRegion(MlirBlock block) {
  return cm_capi_wrap_region(BLOCK(block)->parent);
}

void mlirBlockDetach(MlirBlock block) {
  CmBlock *b = BLOCK(block);
  if (b->parent)
    cm_block_remove_from_region(b);
}

MlirValue mlirBlockInsertArgument(MlirBlock block, intptr_t pos, MlirType type,
                                  MlirLocation loc) {
  return cm_capi_wrap_value(cm_block_insert_arg(
      BLOCK(block), (unsigned)pos, (CmType *)TYPE(type), (CmLoc *)LOC(loc)));
}

void mlirBlockEraseArgument(MlirBlock block, unsigned index) {
  cm_block_erase_arg(BLOCK(block), index);
}

/* ------------------------------------------------------ values and uses */

static MlirOpOperand wrap_use(CmOpOperand *u) {
  MlirOpOperand r = {u};
  return r;
}

void mlirValueSetType(MlirValue value, MlirType type) {
  cm_value_set_type((CmValue *)VALUE(value), (CmType *)TYPE(type));
}

void mlirValueReplaceAllUsesOfWith(MlirValue of, MlirValue with) {
  cm_value_replace_all_uses((CmValue *)VALUE(of), (CmValue *)VALUE(with));
}

MlirOpOperand mlirValueGetFirstUse(MlirValue value) {
  return wrap_use(cm_value_first_use(VALUE(value)));
}

bool mlirOpOperandIsNull(MlirOpOperand opOperand) { return !opOperand.ptr; }

MlirValue mlirOpOperandGetValue(MlirOpOperand opOperand) {
  return cm_capi_wrap_value(cm_operand_value(opOperand.ptr));
}

MlirOperation mlirOpOperandGetOwner(MlirOpOperand opOperand) {
  return cm_capi_wrap_op(cm_operand_owner(opOperand.ptr));
}

unsigned mlirOpOperandGetOperandNumber(MlirOpOperand opOperand) {
  CmOpOperand *u = opOperand.ptr;
  CmOp *op = cm_operand_owner(u);
  unsigned n = cm_op_num_operands(op);
  CmOpOperand *arr = cm_op_operand_array(op);
  for (unsigned i = 0; i < n; i++)
    if (&arr[i] == u)
      return i;
  return 0;
}

MlirOpOperand mlirOpOperandGetNextUse(MlirOpOperand opOperand) {
  return wrap_use(cm_operand_next_use(opOperand.ptr));
}
