/* ir.c - mlir-c/IR.h (the MLIR 13 part) over cmlir's IR layer. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "capi_ctx.h"
#include "cmlir/asm.h"
#include "cmlir/dialect/builtin.h"
#include "cmlir/ods.h"

#define CTX(x) cm_capi_unwrap_ctx(x)
#define OP(x) cm_capi_unwrap_op(x)
#define BLOCK(x) cm_capi_unwrap_block(x)
#define REGION(x) cm_capi_unwrap_region(x)
#define TYPE(x) cm_capi_unwrap_type(x)
#define ATTR(x) cm_capi_unwrap_attr(x)
#define LOC(x) cm_capi_unwrap_loc(x)
#define VALUE(x) cm_capi_unwrap_value(x)
#define IDENT(x) cm_capi_unwrap_ident(x)

static void stderr_write(void *user, const char *data, size_t len) {
  (void)user;
  fwrite(data, 1, len, stderr);
}

/* ------------------------------------------------------------ contexts */

MlirContext mlirContextCreate(void) {
  CmContext *ctx = cm_context_create();
  /* Upstream's context attaches "see current operation" notes to op
   * errors unless a command line option turned that off. */
  cm_context_set_print_op_on_diagnostic(ctx, true);
  return cm_capi_wrap_ctx(ctx);
}

bool mlirContextEqual(MlirContext ctx1, MlirContext ctx2) {
  return ctx1.ptr == ctx2.ptr;
}

void mlirContextDestroy(MlirContext context) {
  if (!context.ptr)
    return;
  cm_capi_ctx_release(CTX(context));
  cm_context_destroy(CTX(context));
}

void mlirContextSetAllowUnregisteredDialects(MlirContext context, bool allow) {
  cm_context_set_allow_unregistered(CTX(context), allow);
}

bool mlirContextGetAllowUnregisteredDialects(MlirContext context) {
  return cm_context_allow_unregistered(CTX(context));
}

intptr_t mlirContextGetNumRegisteredDialects(MlirContext context) {
  return (intptr_t)cm_capi_ctx(CTX(context))->registered.len;
}

intptr_t mlirContextGetNumLoadedDialects(MlirContext context) {
  return (intptr_t)cm_context_num_dialects(CTX(context));
}

MlirDialect mlirContextGetOrLoadDialect(MlirContext context,
                                        MlirStringRef name) {
  CmContext *ctx = CTX(context);
  CmDialect *d = cm_lookup_dialect(ctx, name.data, name.length);
  if (!d) {
    CmCapiCtx *c = cm_capi_ctx(ctx);
    for (size_t i = 0; i < c->registered.len; i++) {
      const CmCapiDialectDesc *desc = c->registered.data[i];
      if (strlen(desc->ns) == name.length &&
          memcmp(desc->ns, name.data, name.length) == 0) {
        desc->load(ctx);
        d = cm_lookup_dialect(ctx, name.data, name.length);
        break;
      }
    }
  }
  return cm_capi_wrap_dialect(d);
}

void mlirContextEnableMultithreading(MlirContext context, bool enable) {
  cm_context_set_threading(CTX(context), enable);
}

bool mlirContextIsRegisteredOperation(MlirContext context, MlirStringRef name) {
  return cm_lookup_op_def(CTX(context), name.data, name.length) != NULL;
}

/* ------------------------------------------------------------ dialects */

MlirContext mlirDialectGetContext(MlirDialect dialect) {
  return cm_capi_wrap_ctx(cm_capi_unwrap_dialect(dialect)->ctx);
}

bool mlirDialectEqual(MlirDialect dialect1, MlirDialect dialect2) {
  return dialect1.ptr == dialect2.ptr;
}

MlirStringRef mlirDialectGetNamespace(MlirDialect dialect) {
  return mlirStringRefCreateFromCString(cm_capi_unwrap_dialect(dialect)->name);
}

/* ----------------------------------------------------------- locations */

MlirLocation mlirLocationFileLineColGet(MlirContext context,
                                        MlirStringRef filename, unsigned line,
                                        unsigned col) {
  return cm_capi_wrap_loc(
      cm_loc_file(CTX(context), cm_capi_str(filename), line, col));
}

MlirLocation mlirLocationCallSiteGet(MlirLocation callee, MlirLocation caller) {
  return cm_capi_wrap_loc(cm_loc_callsite(LOC(callee), LOC(caller)));
}

MlirLocation mlirLocationUnknownGet(MlirContext context) {
  return cm_capi_wrap_loc(cm_loc_unknown(CTX(context)));
}

MlirContext mlirLocationGetContext(MlirLocation location) {
  return cm_capi_wrap_ctx(LOC(location)->ctx);
}

bool mlirLocationEqual(MlirLocation l1, MlirLocation l2) {
  return l1.ptr == l2.ptr;
}

void mlirLocationPrint(MlirLocation location, MlirStringCallback callback,
                       void *userData) {
  CmBuf b;
  cm_buf_init(&b);
  cm_print_loc_to(LOC(location), &b);
  cm_capi_print_buf(&b, callback, userData);
}

/* ------------------------------------------------------------- modules */

MlirModule mlirModuleCreateEmpty(MlirLocation location) {
  CmLoc *loc = LOC(location);
  CmOp *m = cm_op_create_v(loc->ctx, "module", loc, 0, NULL, 0, NULL, NULL, 0,
                           NULL, 1);
  cm_region_append_block(cm_op_region(m, 0), cm_block_create());
  return cm_capi_wrap_module(m);
}

/* Parses `text` named `name` into a verified top-level op; NULL on error
 * (reported through the context's diagnostic handlers). */
static CmOp *parse_top(CmContext *ctx, MlirStringRef text, const char *name) {
  cm_capi_ctx_load_registered(ctx);
  CmSourceMgr sm;
  cm_srcmgr_init(&sm);
  CmSourceBuffer *buf = cm_srcmgr_add(&sm, name, text.data, text.length);
  /* The source manager calls "-" "<stdin>"; upstream's C API keeps "-". */
  free(buf->name);
  buf->name = cm_xstrndup(name, strlen(name));
  CmOp *op = cm_parse_source(ctx, buf);
  if (op && cm_failed(cm_verify(op))) {
    cm_op_destroy(op);
    op = NULL;
  }
  cm_srcmgr_free(&sm);
  return op;
}

MlirModule mlirModuleCreateParse(MlirContext context, MlirStringRef module) {
  CmOp *op = parse_top(CTX(context), module, "-");
  if (op && !cm_builtin_is_module(op)) {
    cm_op_destroy(op);
    op = NULL;
  }
  return cm_capi_wrap_module(op);
}

MlirContext mlirModuleGetContext(MlirModule module) {
  return cm_capi_wrap_ctx(cm_op_context(cm_capi_unwrap_module(module)));
}

MlirBlock mlirModuleGetBody(MlirModule module) {
  return cm_capi_wrap_block(
      cm_op_region(cm_capi_unwrap_module(module), 0)->first);
}

void mlirModuleDestroy(MlirModule module) {
  cm_op_destroy(cm_capi_unwrap_module(module));
}

MlirOperation mlirModuleGetOperation(MlirModule module) {
  return cm_capi_wrap_op(cm_capi_unwrap_module(module));
}

MlirModule mlirModuleFromOperation(MlirOperation op) {
  CmOp *o = OP(op);
  return cm_capi_wrap_module(o && cm_builtin_is_module(o) ? o : NULL);
}

/* ---------------------------------------------------- operation states */

MlirOperationState mlirOperationStateGet(MlirStringRef name, MlirLocation loc) {
  MlirOperationState s;
  memset(&s, 0, sizeof s);
  s.name = name;
  s.location = loc;
  return s;
}

#define APPEND_ELEMS_(size, elems, n, src)                                     \
  do {                                                                         \
    intptr_t old_ = (size);                                                    \
    (size) += (n);                                                             \
    (elems) = cm_xrealloc((elems), (size_t)(size) * sizeof(*(elems)));         \
    for (intptr_t i_ = 0; i_ < (n); i_++)                                      \
      (elems)[old_ + i_] = (src)[i_];                                          \
  } while (0)

void mlirOperationStateAddResults(MlirOperationState *state, intptr_t n,
                                  MlirType const *results) {
  APPEND_ELEMS_(state->nResults, state->results, n, results);
}

void mlirOperationStateAddOperands(MlirOperationState *state, intptr_t n,
                                   MlirValue const *operands) {
  APPEND_ELEMS_(state->nOperands, state->operands, n, operands);
}

void mlirOperationStateAddOwnedRegions(MlirOperationState *state, intptr_t n,
                                       MlirRegion const *regions) {
  APPEND_ELEMS_(state->nRegions, state->regions, n, regions);
}

void mlirOperationStateAddSuccessors(MlirOperationState *state, intptr_t n,
                                     MlirBlock const *successors) {
  APPEND_ELEMS_(state->nSuccessors, state->successors, n, successors);
}

void mlirOperationStateAddAttributes(MlirOperationState *state, intptr_t n,
                                     MlirNamedAttribute const *attributes) {
  APPEND_ELEMS_(state->nAttributes, state->attributes, n, attributes);
}

void mlirOperationStateEnableResultTypeInference(MlirOperationState *state) {
  state->enableResultTypeInference = true;
}

/* ------------------------------------------------------ printing flags */

MlirOpPrintingFlags mlirOpPrintingFlagsCreate(void) {
  CmPrintFlags *f = cm_xmalloc(sizeof *f);
  cm_print_flags_default(f);
  MlirOpPrintingFlags h = {f};
  return h;
}

void mlirOpPrintingFlagsDestroy(MlirOpPrintingFlags flags) { free(flags.ptr); }

void mlirOpPrintingFlagsElideLargeElementsAttrs(MlirOpPrintingFlags flags,
                                                intptr_t largeElementLimit) {
  ((CmPrintFlags *)flags.ptr)->elide_elements_if_larger = largeElementLimit;
}

void mlirOpPrintingFlagsEnableDebugInfo(MlirOpPrintingFlags flags,
                                        bool prettyForm) {
  CmPrintFlags *f = flags.ptr;
  f->debuginfo = true;
  f->pretty_debuginfo = prettyForm;
}

void mlirOpPrintingFlagsPrintGenericOpForm(MlirOpPrintingFlags flags) {
  ((CmPrintFlags *)flags.ptr)->generic = true;
}

void mlirOpPrintingFlagsUseLocalScope(MlirOpPrintingFlags flags) {
  ((CmPrintFlags *)flags.ptr)->local_scope = true;
}

/* ---------------------------------------------------------- operations */

/* Upstream 13's inferOperationTypes: the result types from the op's
 * InferTypeOpInterface. */
static CmResult infer_types(CmOpState *st, const char *name) {
  CmLoc *loc = cm_op_state_loc(st);
  const CmOpDef *def = st->name->def;
  if (!def)
    return cm_emit_error(
        loc,
        "type inference was requested for the operation %s, but the "
        "operation was not registered. Ensure that the dialect containing "
        "the operation is linked into MLIR and registered with the context",
        name);
  const CmInferTypeInterface *it =
      cm_op_def_interface(def, CM_IFACE_INFER_TYPE);
  if (!it || !it->infer)
    return cm_emit_error(
        loc,
        "type inference was requested for the operation %s, but the "
        "operation does not support type inference. Result types must be "
        "specified explicitly.",
        name);
  CmAttr *attrs = st->attrs.len ? cm_dict_attr(st->ctx, (unsigned)st->attrs.len,
                                               st->attrs.data)
                                : cm_dict_attr_empty(st->ctx);
  /* The regions are not built yet: pass none (no cmlir inference looks at
   * them). */
  CmTypeVec out = {0};
  CmResult r = it->infer(st->ctx, loc, (unsigned)st->operands.len,
                         st->operands.data, attrs, 0, NULL, &out);
  if (cm_succeeded(r))
    for (size_t i = 0; i < out.len; i++)
      CM_VEC_PUSH(st->types, out.data[i]);
  CM_VEC_FREE(out);
  return r;
}

static void free_state_arrays(MlirOperationState *s) {
  free(s->results);
  free(s->operands);
  free(s->regions);
  free(s->successors);
  free(s->attributes);
  s->results = NULL;
  s->operands = NULL;
  s->regions = NULL;
  s->successors = NULL;
  s->attributes = NULL;
}

MlirOperation mlirOperationCreate(MlirOperationState *state) {
  CmLoc *loc = LOC(state->location);
  CmContext *ctx = loc->ctx;
  CmIdent *name = cm_ident(ctx, state->name.data, state->name.length);
  CmOpState st;
  cm_op_state_init(&st, ctx, name->str, loc);
  for (intptr_t i = 0; i < state->nResults; i++)
    CM_VEC_PUSH(st.types, TYPE(state->results[i]));
  for (intptr_t i = 0; i < state->nOperands; i++)
    CM_VEC_PUSH(st.operands, VALUE(state->operands[i]));
  for (intptr_t i = 0; i < state->nSuccessors; i++)
    CM_VEC_PUSH(st.successors, BLOCK(state->successors[i]));
  for (intptr_t i = 0; i < state->nAttributes; i++) {
    CmNamedAttr na = {IDENT(state->attributes[i].name),
                      ATTR(state->attributes[i].attribute)};
    CM_VEC_PUSH(st.attrs, na);
  }
  for (intptr_t i = 0; i < state->nRegions; i++)
    CM_VEC_PUSH(st.regions, REGION(state->regions[i]));
  CmOp *op = NULL;
  if (state->enableResultTypeInference && cm_failed(infer_types(&st, name->str))) {
    cm_op_state_free(&st); /* the regions were handed over: destroy them */
  } else {
    op = cm_op_create(&st);
    cm_op_state_free(&st);
  }
  free_state_arrays(state);
  return cm_capi_wrap_op(op);
}

MlirOperation mlirOperationClone(MlirOperation op) {
  return cm_capi_wrap_op(cm_op_clone(OP(op)));
}

void mlirOperationDestroy(MlirOperation op) { cm_op_destroy(OP(op)); }

bool mlirOperationEqual(MlirOperation op, MlirOperation other) {
  return op.ptr == other.ptr;
}

MlirContext mlirOperationGetContext(MlirOperation op) {
  return cm_capi_wrap_ctx(cm_op_context(OP(op)));
}

MlirIdentifier mlirOperationGetName(MlirOperation op) {
  return cm_capi_wrap_ident(cm_op_opname(OP(op))->name);
}

MlirBlock mlirOperationGetBlock(MlirOperation op) {
  return cm_capi_wrap_block(cm_op_block(OP(op)));
}

MlirOperation mlirOperationGetParentOperation(MlirOperation op) {
  return cm_capi_wrap_op(cm_op_parent_op(OP(op)));
}

intptr_t mlirOperationGetNumRegions(MlirOperation op) {
  return cm_op_num_regions(OP(op));
}

MlirRegion mlirOperationGetRegion(MlirOperation op, intptr_t pos) {
  return cm_capi_wrap_region(cm_op_region(OP(op), (unsigned)pos));
}

MlirOperation mlirOperationGetNextInBlock(MlirOperation op) {
  return cm_capi_wrap_op(cm_op_next(OP(op)));
}

intptr_t mlirOperationGetNumOperands(MlirOperation op) {
  return cm_op_num_operands(OP(op));
}

MlirValue mlirOperationGetOperand(MlirOperation op, intptr_t pos) {
  return cm_capi_wrap_value(cm_op_operand(OP(op), (unsigned)pos));
}

void mlirOperationSetOperand(MlirOperation op, intptr_t pos,
                             MlirValue newValue) {
  cm_op_set_operand(OP(op), (unsigned)pos, VALUE(newValue));
}

intptr_t mlirOperationGetNumResults(MlirOperation op) {
  return cm_op_num_results(OP(op));
}

MlirValue mlirOperationGetResult(MlirOperation op, intptr_t pos) {
  return cm_capi_wrap_value(cm_op_result(OP(op), (unsigned)pos));
}

intptr_t mlirOperationGetNumSuccessors(MlirOperation op) {
  return cm_op_num_successors(OP(op));
}

MlirBlock mlirOperationGetSuccessor(MlirOperation op, intptr_t pos) {
  return cm_capi_wrap_block(cm_op_successor(OP(op), (unsigned)pos));
}

intptr_t mlirOperationGetNumAttributes(MlirOperation op) {
  return cm_op_attrs(OP(op))->dict.num;
}

MlirNamedAttribute mlirOperationGetAttribute(MlirOperation op, intptr_t pos) {
  CmNamedAttr na = cm_op_attrs(OP(op))->dict.entries[pos];
  return mlirNamedAttributeGet(cm_capi_wrap_ident(na.name),
                               cm_capi_wrap_attr(na.value));
}

MlirAttribute mlirOperationGetAttributeByName(MlirOperation op,
                                              MlirStringRef name) {
  CmOp *o = OP(op);
  CmIdent *id = cm_ident(cm_op_context(o), name.data, name.length);
  return cm_capi_wrap_attr(cm_dict_get_ident(cm_op_attrs(o), id));
}

void mlirOperationSetAttributeByName(MlirOperation op, MlirStringRef name,
                                     MlirAttribute attr) {
  CmOp *o = OP(op);
  CmIdent *id = cm_ident(cm_op_context(o), name.data, name.length);
  cm_op_set_attr(o, id->str, ATTR(attr));
}

bool mlirOperationRemoveAttributeByName(MlirOperation op, MlirStringRef name) {
  CmOp *o = OP(op);
  CmIdent *id = cm_ident(cm_op_context(o), name.data, name.length);
  if (!cm_dict_get_ident(cm_op_attrs(o), id))
    return false;
  cm_op_set_attr(o, id->str, NULL);
  return true;
}

void mlirOperationPrint(MlirOperation op, MlirStringCallback callback,
                        void *userData) {
  CmCapiPrint p = {callback, userData};
  cm_print_op_cb(OP(op), NULL, cm_capi_write, &p);
}

void mlirOperationPrintWithFlags(MlirOperation op, MlirOpPrintingFlags flags,
                                 MlirStringCallback callback, void *userData) {
  CmCapiPrint p = {callback, userData};
  cm_print_op_cb(OP(op), flags.ptr, cm_capi_write, &p);
}

void mlirOperationDump(MlirOperation op) {
  CmPrintFlags f;
  cm_print_flags_default(&f);
  f.local_scope = true;
  cm_print_op_cb(OP(op), &f, stderr_write, NULL);
  fputc('\n', stderr);
  fflush(stderr);
}

bool mlirOperationVerify(MlirOperation op) {
  return cm_succeeded(cm_verify(OP(op)));
}

/* ------------------------------------------------------------- regions */

MlirRegion mlirRegionCreate(void) {
  return cm_capi_wrap_region(cm_xcalloc(1, sizeof(CmRegion)));
}

void mlirRegionDestroy(MlirRegion region) {
  CmRegion *r = REGION(region);
  if (!r)
    return;
  cm_region_clear(r);
  free(r);
}

MlirBlock mlirRegionGetFirstBlock(MlirRegion region) {
  return cm_capi_wrap_block(REGION(region)->first);
}

void mlirRegionAppendOwnedBlock(MlirRegion region, MlirBlock block) {
  cm_region_append_block(REGION(region), BLOCK(block));
}

void mlirRegionInsertOwnedBlock(MlirRegion region, intptr_t pos,
                                MlirBlock block) {
  CmRegion *r = REGION(region);
  CmBlock *after = NULL, *b = r->first;
  for (intptr_t i = 0; i < pos && b; i++) {
    after = b;
    b = b->next;
  }
  cm_region_insert_block_after(r, after, BLOCK(block));
}

void mlirRegionInsertOwnedBlockAfter(MlirRegion region, MlirBlock reference,
                                     MlirBlock block) {
  cm_region_insert_block_after(REGION(region), BLOCK(reference), BLOCK(block));
}

void mlirRegionInsertOwnedBlockBefore(MlirRegion region, MlirBlock reference,
                                      MlirBlock block) {
  CmRegion *r = REGION(region);
  CmBlock *ref = BLOCK(reference);
  if (!ref)
    cm_region_append_block(r, BLOCK(block));
  else
    cm_region_insert_block_after(r, ref->prev, BLOCK(block));
}

/* -------------------------------------------------------------- blocks */

MlirBlock mlirBlockCreate(intptr_t nArgs, MlirType const *args) {
  CmBlock *b = cm_block_create();
  for (intptr_t i = 0; i < nArgs; i++)
    cm_block_add_arg(b, TYPE(args[i]), cm_loc_unknown(TYPE(args[i])->ctx));
  return cm_capi_wrap_block(b);
}

void mlirBlockDestroy(MlirBlock block) { cm_block_destroy(BLOCK(block)); }

bool mlirBlockEqual(MlirBlock block, MlirBlock other) {
  return block.ptr == other.ptr;
}

MlirOperation mlirBlockGetParentOperation(MlirBlock block) {
  return cm_capi_wrap_op(cm_block_parent_op(BLOCK(block)));
}

MlirBlock mlirBlockGetNextInRegion(MlirBlock block) {
  return cm_capi_wrap_block(BLOCK(block)->next);
}

MlirOperation mlirBlockGetFirstOperation(MlirBlock block) {
  return cm_capi_wrap_op(BLOCK(block)->first);
}

MlirOperation mlirBlockGetTerminator(MlirBlock block) {
  CmOp *last = BLOCK(block)->last;
  if (last && !cm_op_has_trait(last, CM_TRAIT_TERMINATOR))
    last = NULL;
  return cm_capi_wrap_op(last);
}

void mlirBlockAppendOwnedOperation(MlirBlock block, MlirOperation operation) {
  cm_block_append_op(BLOCK(block), OP(operation));
}

void mlirBlockInsertOwnedOperation(MlirBlock block, intptr_t pos,
                                   MlirOperation operation) {
  CmBlock *b = BLOCK(block);
  CmOp *before = b->first;
  for (intptr_t i = 0; i < pos && before; i++)
    before = cm_op_next(before);
  cm_block_insert_op_before(b, before, OP(operation));
}

void mlirBlockInsertOwnedOperationAfter(MlirBlock block,
                                        MlirOperation reference,
                                        MlirOperation operation) {
  CmBlock *b = BLOCK(block);
  CmOp *ref = OP(reference);
  cm_block_insert_op_before(b, ref ? cm_op_next(ref) : b->first, OP(operation));
}

void mlirBlockInsertOwnedOperationBefore(MlirBlock block,
                                         MlirOperation reference,
                                         MlirOperation operation) {
  cm_block_insert_op_before(BLOCK(block), OP(reference), OP(operation));
}

intptr_t mlirBlockGetNumArguments(MlirBlock block) {
  return BLOCK(block)->num_args;
}

MlirValue mlirBlockAddArgument(MlirBlock block, MlirType type) {
  /* 13's Block::addArgument(Type) gives the argument an unknown location. */
  CmType *t = TYPE(type);
  return cm_capi_wrap_value(
      cm_block_add_arg(BLOCK(block), t, cm_loc_unknown(t->ctx)));
}

MlirValue mlirBlockGetArgument(MlirBlock block, intptr_t pos) {
  return cm_capi_wrap_value(BLOCK(block)->args[pos]);
}

void mlirBlockPrint(MlirBlock block, MlirStringCallback callback,
                    void *userData) {
  CmBuf b;
  cm_buf_init(&b);
  cm_print_block_to(BLOCK(block), &b);
  cm_capi_print_buf(&b, callback, userData);
}

/* -------------------------------------------------------------- values */

bool mlirValueEqual(MlirValue value1, MlirValue value2) {
  return value1.ptr == value2.ptr;
}

bool mlirValueIsABlockArgument(MlirValue value) {
  return VALUE(value)->kind == CM_VALUE_BLOCK_ARG;
}

bool mlirValueIsAOpResult(MlirValue value) {
  return VALUE(value)->kind == CM_VALUE_RESULT;
}

MlirBlock mlirBlockArgumentGetOwner(MlirValue value) {
  return cm_capi_wrap_block(cm_value_parent_block(VALUE(value)));
}

intptr_t mlirBlockArgumentGetArgNumber(MlirValue value) {
  return VALUE(value)->index;
}

void mlirBlockArgumentSetType(MlirValue value, MlirType type) {
  cm_value_set_type(VALUE(value), TYPE(type));
}

MlirOperation mlirOpResultGetOwner(MlirValue value) {
  return cm_capi_wrap_op(cm_value_defining_op(VALUE(value)));
}

intptr_t mlirOpResultGetResultNumber(MlirValue value) {
  return VALUE(value)->index;
}

MlirType mlirValueGetType(MlirValue value) {
  return cm_capi_wrap_type(VALUE(value)->type);
}

void mlirValueDump(MlirValue value) {
  CmBuf b;
  cm_buf_init(&b);
  cm_print_value_to(VALUE(value), &b);
  cm_capi_dump_buf(&b, true);
}

void mlirValuePrint(MlirValue value, MlirStringCallback callback,
                    void *userData) {
  CmBuf b;
  cm_buf_init(&b);
  cm_print_value_to(VALUE(value), &b);
  cm_capi_print_buf(&b, callback, userData);
}

/* ------------------------------------------------- types and attributes */

/* Upstream 13 parses standalone types and attributes with a source manager
 * of its own whose errors go to stderr as `<mlir_parser_buffer>:1:5:
 * error: ...` with the source line; cmlir does the same unless a handler
 * was attached through the C API, which then receives the error. */
static void *parse_standalone(CmContext *ctx, MlirStringRef text,
                              bool is_type) {
  cm_capi_ctx_load_registered(ctx);
  const char *bufname = "<mlir_parser_buffer>";
  CmSourceMgr sm;
  cm_srcmgr_init(&sm);
  CmSrcDiagHandler *h = NULL;
  if (!cm_capi_ctx_has_handlers(ctx)) {
    cm_srcmgr_add(&sm, bufname, text.data, text.length);
    h = cm_srcdiag_install(ctx, &sm, stderr);
  }
  size_t n = 0;
  void *r = is_type ? (void *)cm_parse_type_prefix(ctx, cm_capi_str(text),
                                                   bufname, &n)
                    : (void *)cm_parse_attr_prefix(ctx, cm_capi_str(text),
                                                   bufname, &n);
  if (h)
    cm_srcdiag_uninstall(h);
  cm_srcmgr_free(&sm);
  return r;
}

MlirType mlirTypeParseGet(MlirContext context, MlirStringRef type) {
  return cm_capi_wrap_type(parse_standalone(CTX(context), type, true));
}

MlirContext mlirTypeGetContext(MlirType type) {
  return cm_capi_wrap_ctx(TYPE(type)->ctx);
}

bool mlirTypeEqual(MlirType t1, MlirType t2) { return t1.ptr == t2.ptr; }

void mlirTypePrint(MlirType type, MlirStringCallback callback, void *userData) {
  CmBuf b;
  cm_buf_init(&b);
  cm_print_type_to(TYPE(type), &b);
  cm_capi_print_buf(&b, callback, userData);
}

void mlirTypeDump(MlirType type) {
  /* 13's Type::dump writes no newline. */
  CmBuf b;
  cm_buf_init(&b);
  cm_print_type_to(TYPE(type), &b);
  cm_capi_dump_buf(&b, false);
}

MlirAttribute mlirAttributeParseGet(MlirContext context, MlirStringRef attr) {
  return cm_capi_wrap_attr(parse_standalone(CTX(context), attr, false));
}

MlirContext mlirAttributeGetContext(MlirAttribute attribute) {
  return cm_capi_wrap_ctx(ATTR(attribute)->ctx);
}

MlirType mlirAttributeGetType(MlirAttribute attribute) {
  CmAttr *a = ATTR(attribute);
  /* Attributes without a type have NoneType upstream. */
  return cm_capi_wrap_type(a->type ? a->type : cm_none_type(a->ctx));
}

bool mlirAttributeEqual(MlirAttribute a1, MlirAttribute a2) {
  return a1.ptr == a2.ptr;
}

void mlirAttributePrint(MlirAttribute attr, MlirStringCallback callback,
                        void *userData) {
  CmBuf b;
  cm_buf_init(&b);
  cm_print_attr_to(ATTR(attr), &b);
  cm_capi_print_buf(&b, callback, userData);
}

void mlirAttributeDump(MlirAttribute attr) {
  CmBuf b;
  cm_buf_init(&b);
  cm_print_attr_to(ATTR(attr), &b);
  cm_capi_dump_buf(&b, true);
}

MlirNamedAttribute mlirNamedAttributeGet(MlirIdentifier name,
                                         MlirAttribute attr) {
  MlirNamedAttribute na;
  na.name = name;
  na.attribute = attr;
  return na;
}

/* --------------------------------------------------------- identifiers */

MlirIdentifier mlirIdentifierGet(MlirContext context, MlirStringRef str) {
  return cm_capi_wrap_ident(cm_ident(CTX(context), str.data, str.length));
}

MlirContext mlirIdentifierGetContext(MlirIdentifier ident) {
  return cm_capi_wrap_ctx(IDENT(ident)->ctx);
}

bool mlirIdentifierEqual(MlirIdentifier ident, MlirIdentifier other) {
  return ident.ptr == other.ptr;
}

MlirStringRef mlirIdentifierStr(MlirIdentifier ident) {
  return cm_capi_strref(cm_ident_str(IDENT(ident)));
}
