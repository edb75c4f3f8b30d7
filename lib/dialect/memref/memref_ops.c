/* memref_ops.c - the basic ops of the memref dialect (MLIR 13): allocation
 * (alloc, alloca, alloca_scope, dealloc, clone), access (load, store,
 * prefetch, dim), casts (cast, buffer_cast, tensor_load, tensor_store),
 * globals (global, get_global), copy, assume_alignment and the DMA ops.
 *
 * The ops are data (CmOpDef + CmOdsOp); formats are upstream's declarative
 * assembly formats.  Hand-written parts: the custom forms of global,
 * alloca_scope, prefetch, dma_start and dma_wait, the verifiers the format
 * language cannot state, and the folders.
 */
#include "memref_internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* ---------------------------------------------------------------------- */
/* Helpers                                                                 */
/* ---------------------------------------------------------------------- */

static bool is_memref(const CmType *t) {
  return t && t->kind == CM_TYPE_MEMREF;
}
static bool is_any_memref(const CmType *t) {
  return t && (t->kind == CM_TYPE_MEMREF || t->kind == CM_TYPE_UNRANKED_MEMREF);
}
static bool is_static_shape(const CmType *t) {
  for (unsigned i = 0; i < t->shaped.rank; i++)
    if (t->shaped.shape[i] == CM_DYNAMIC_SIZE)
      return false;
  return true;
}

/* Errors of custom-form parsers carry upstream's "custom op 'name' " prefix
 * (OpAsmParser::emitError). */
static CmResult custom_error_at(CmParser *p, const CmOpState *st,
                                const char *pos, const char *fmt, ...)
    CM_PRINTF(4, 5);
static CmResult custom_error_at(CmParser *p, const CmOpState *st,
                                const char *pos, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char tmp[512];
  vsnprintf(tmp, sizeof tmp, fmt, ap);
  va_end(ap);
  CmStr name = cm_ident_str(st->name->name);
  cm_parser_error_at(p, pos, "custom op '%.*s' %s", (int)name.len, name.data,
                     tmp);
  return CM_FAILURE;
}

static void type_text(const CmType *t, char *out, size_t n) {
  CmBuf b;
  cm_buf_init(&b);
  cm_print_type_to(t, &b);
  snprintf(out, n, "%.*s", (int)b.len, b.data);
  cm_buf_free(&b);
}

/* Moves a parsed vector into the op state. */
#define MOVE_VEC(dst, src)                                                     \
  do {                                                                         \
    for (size_t i_ = 0; i_ < (src).len; i_++)                                  \
      CM_VEC_PUSH(dst, (src).data[i_]);                                        \
    CM_VEC_FREE(src);                                                          \
  } while (0)

/* upstream foldMemRefCast: operands defined by memref.cast of a ranked
 * memref use the cast's source instead.  Returns true if any changed. */
bool cm_memref_fold_cast_operands(CmOp *op, CmValue *inner) {
  bool folded = false;
  for (unsigned i = 0; i < cm_op_num_operands(op); i++) {
    CmValue *v = cm_operand_value(&cm_op_operand_array(op)[i]);
    CmOp *def = v ? cm_value_defining_op(v) : NULL;
    if (!def || v == inner || !cm_op_name_is(def, "memref.cast") ||
        cm_op_num_operands(def) != 1)
      continue;
    CmValue *src = cm_op_operand(def, 0);
    if (!src || src->type->kind == CM_TYPE_UNRANKED_MEMREF)
      continue;
    cm_op_set_operand(op, i, src);
    folded = true;
  }
  return folded;
}

static CmResult fold_cast_operands_in_place(CmOp *op, CmAttr *const *cst,
                                            CmFoldResult *res) {
  (void)cst;
  (void)res;
  return cm_memref_fold_cast_operands(op, NULL) ? CM_SUCCESS : CM_FAILURE;
}

/* ---------------------------------------------------------------------- */
/* Constraints beyond the predefined ones                                  */
/* ---------------------------------------------------------------------- */

static bool pred_i64_min0(const CmAttr *a, const void *arg) {
  (void)arg;
  return a->kind == CM_ATTR_INTEGER && cm_type_is_integer(a->type, 64) &&
         a->type->integer.signedness == CM_SIGNLESS && a->integer.value >= 0;
}
static CmType *build_i64(CmContext *ctx) {
  return cm_integer_type(ctx, 64, CM_SIGNLESS);
}
static CmType *build_i32(CmContext *ctx) {
  return cm_integer_type(ctx, 32, CM_SIGNLESS);
}
static const CmAttrConstraint ac_i64_min0 = {
    .summary = "64-bit signless integer attribute whose minimum value is 0",
    .pred = pred_i64_min0,
    .storage_type = build_i64};

static bool pred_i32_positive(const CmAttr *a, const void *arg) {
  (void)arg;
  return a->kind == CM_ATTR_INTEGER && cm_type_is_integer(a->type, 32) &&
         a->type->integer.signedness == CM_SIGNLESS && a->integer.value > 0;
}
static const CmAttrConstraint ac_i32_positive = {
    .summary = "32-bit signless integer attribute whose value is positive",
    .pred = pred_i32_positive,
    .storage_type = build_i32};

static bool pred_i32_0_3(const CmAttr *a, const void *arg) {
  (void)arg;
  return a->kind == CM_ATTR_INTEGER && cm_type_is_integer(a->type, 32) &&
         a->type->integer.signedness == CM_SIGNLESS &&
         a->integer.value >= 0 && a->integer.value <= 3;
}
static const CmAttrConstraint ac_i32_locality = {
    .summary = "32-bit signless integer attribute whose minimum value is 0 "
               "whose maximum value is 3",
    .pred = pred_i32_0_3,
    .storage_type = build_i32};

/* Type transforms of the TypesMatchWith relations. */
static CmType *elem_of(CmType *t) {
  return (t && is_any_memref(t)) ? t->shaped.elem : t;
}
static CmType *tensor_of(CmType *t) {
  if (!t)
    return t;
  if (t->kind == CM_TYPE_MEMREF)
    return cm_ranked_tensor_type(t->shaped.rank, t->shaped.shape,
                                 t->shaped.elem, NULL);
  if (t->kind == CM_TYPE_UNRANKED_MEMREF)
    return cm_unranked_tensor_type(t->shaped.elem);
  return t;
}

/* ---------------------------------------------------------------------- */
/* alloc / alloca                                                          */
/* ---------------------------------------------------------------------- */

static CmResult verify_alloc_like(CmOp *op) {
  CmType *t = cm_op_num_results(op) ? cm_op_results(op)[0].type : NULL;
  if (!is_memref(t))
    return cm_op_emit_error(op, "result must be a memref");
  unsigned ndyn_start = 0, ndyn = 0, nsym_start = 0, nsym = 0;
  cm_ods_operand_group(op, "dynamicSizes", &ndyn_start, &ndyn);
  cm_ods_operand_group(op, "symbolOperands", &nsym_start, &nsym);
  unsigned dyn = 0;
  for (unsigned i = 0; i < t->shaped.rank; i++)
    if (t->shaped.shape[i] == CM_DYNAMIC_SIZE)
      dyn++;
  if (dyn != ndyn)
    return cm_op_emit_error(op, "dimension operand count does not equal "
                                "memref dynamic dimension count");
  unsigned syms = 0;
  if (t->shaped.layout && t->shaped.layout->kind == CM_ATTR_AFFINE_MAP)
    syms = t->shaped.layout->map->num_syms;
  if (syms != nsym)
    return cm_op_emit_error(op,
                            "symbol operand count does not equal memref "
                            "symbol count: expected %u, got %u",
                            syms, nsym);
  return CM_SUCCESS;
}

static CmResult verify_alloca(CmOp *op) {
  CmOp *anc = cm_op_parent_op(op);
  while (anc && !cm_op_has_trait(anc, CM_TRAIT_AUTOMATIC_ALLOCATION_SCOPE))
    anc = cm_op_parent_op(anc);
  if (!anc)
    return cm_op_emit_error(
        op, "requires an ancestor op with AutomaticAllocationScope trait");
  return verify_alloc_like(op);
}

static const CmOdsValue alloc_operands[] = {
    {"dynamicSizes", CM_ODS_VARIADIC, &cm_tc_index},
    {"symbolOperands", CM_ODS_VARIADIC, &cm_tc_index}};
static const CmOdsValue alloc_results[] = {
    {"memref", CM_ODS_ONE, &cm_tc_memref}};
static const CmOdsAttr alloc_attrs[] = {
    {"alignment", &ac_i64_min0, true, NULL}};
#define ALLOC_FORMAT                                                           \
  "`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` "          \
  "type($memref)"
static const CmOdsOp alloc_ods = {
    .summary = "memory allocation operation",
    CM_ODS_OPERANDS(alloc_operands),
    CM_ODS_RESULTS(alloc_results),
    CM_ODS_ATTRS(alloc_attrs),
    .format = ALLOC_FORMAT};
static const CmOdsOp alloca_ods = {
    .summary = "stack memory allocation operation",
    CM_ODS_OPERANDS(alloc_operands),
    CM_ODS_RESULTS(alloc_results),
    CM_ODS_ATTRS(alloc_attrs),
    .format = ALLOC_FORMAT};

/* ---------------------------------------------------------------------- */
/* alloca_scope / alloca_scope.return                                      */
/* ---------------------------------------------------------------------- */

static CmResult alloca_scope_parse(CmParser *p, CmOpState *st) {
  CmRegion *body = cm_op_state_add_region(st);
  CmTypeVec types = {0};
  CmResult status = CM_SUCCESS;
  if (cm_parse_optional_arrow_type_list(p, &types, &status) && status) {
    CM_VEC_FREE(types);
    return CM_FAILURE;
  }
  if (status) {
    CM_VEC_FREE(types);
    return CM_FAILURE;
  }
  MOVE_VEC(st->types, types);
  if (cm_parse_region(p, body, 0, NULL, false))
    return CM_FAILURE;
  /* ensureTerminator */
  if (!body->first)
    cm_region_append_block(body, cm_block_create());
  CmBlock *blk = body->first;
  if (!blk->last || !cm_op_has_trait(blk->last, CM_TRAIT_TERMINATOR)) {
    CmOp *t = cm_op_create_v(st->ctx, "memref.alloca_scope.return", NULL,
                             0, NULL, 0, NULL, NULL, 0, NULL, 0);
    cm_op_set_locref(t, cm_op_state_locref(st));
    cm_block_append_op(blk, t);
  }
  CmNamedAttrVec attrs = {0};
  if (cm_parse_optional_attr_dict(p, &attrs)) {
    CM_VEC_FREE(attrs);
    return CM_FAILURE;
  }
  MOVE_VEC(st->attrs, attrs);
  return CM_SUCCESS;
}

static void alloca_scope_print(CmPrinter *p, CmOp *op) {
  bool terminators = false;
  cm_print_str(p, " ");
  if (cm_op_num_results(op)) {
    cm_print_str(p, " -> (");
    for (unsigned i = 0; i < cm_op_num_results(op); i++) {
      if (i)
        cm_print_str(p, ", ");
      cm_print_type(p, cm_op_results(op)[i].type);
    }
    cm_print_str(p, ")");
    terminators = true;
  }
  cm_print_region(p, cm_op_region(op, 0), false, terminators);
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 0, NULL);
}

/* RegionBranchOpInterface verification: the terminator's operands flow to
 * the op's results. */
static CmResult alloca_scope_verify(CmOp *op) {
  CmRegion *r = cm_op_region(op, 0);
  if (r->first && r->first->num_args)
    return cm_op_emit_error(op, "region should have no arguments");
  if (!r->first || !r->first->last)
    return CM_SUCCESS;
  CmOp *t = r->first->last;
  if (!cm_op_name_is(t, "memref.alloca_scope.return"))
    return CM_SUCCESS;
  if (cm_op_num_operands(t) != cm_op_num_results(op))
    return cm_op_emit_error(op,
                            " region control flow edge from Region #0 to "
                            "parent results: source has %u operands, but "
                            "target successor needs %u",
                            cm_op_num_operands(t), cm_op_num_results(op));
  for (unsigned i = 0; i < cm_op_num_operands(t); i++) {
    CmType *a = cm_op_operand(t, i)->type, *b = cm_op_results(op)[i].type;
    if (a != b) {
      char ta[256], tb[256];
      type_text(a, ta, sizeof ta);
      type_text(b, tb, sizeof tb);
      return cm_op_emit_error(op,
                              " along control flow edge from Region #0 to "
                              "parent results: source type #%u '%s' should "
                              "match input type #%u '%s'",
                              i, ta, i, tb);
    }
  }
  return CM_SUCCESS;
}

static const CmOdsValue alloca_scope_results[] = {
    {"results", CM_ODS_VARIADIC, &cm_tc_any}};
static const CmOdsRegion alloca_scope_regions[] = {
    {"bodyRegion", false, true}}; /* SizedRegion<1>: an empty region fails
                                   * it; the SingleBlock trait reports
                                   * several blocks first */
static const CmOdsOp alloca_scope_ods = {
    .summary = "explicitly delimited scope for stack allocation",
    CM_ODS_RESULTS(alloca_scope_results),
    CM_ODS_REGIONS(alloca_scope_regions)};

static const CmOdsValue alloca_scope_return_operands[] = {
    {"results", CM_ODS_VARIADIC, &cm_tc_any}};
static const char *const alloca_scope_return_parents[] = {
    "memref.alloca_scope", NULL};
static const CmOdsOp alloca_scope_return_ods = {
    .summary = "terminator for alloca_scope operation",
    CM_ODS_OPERANDS(alloca_scope_return_operands),
    .parents = alloca_scope_return_parents,
    .format = "attr-dict ($results^ `:` type($results))?"};

/* ---------------------------------------------------------------------- */
/* dealloc / load / store / dim                                           */
/* ---------------------------------------------------------------------- */

static const CmOdsValue dealloc_operands[] = {
    {"memref", CM_ODS_ONE, &cm_tc_memref_or_unranked}};
static const CmOdsOp dealloc_ods = {
    .summary = "memory deallocation operation",
    CM_ODS_OPERANDS(dealloc_operands),
    .format = "$memref attr-dict `:` type($memref)",
    .fold = fold_cast_operands_in_place};

static CmResult load_verify(CmOp *op) {
  CmType *t = cm_op_operand(op, 0)->type;
  if (is_memref(t) && cm_op_num_operands(op) - 1 != t->shaped.rank)
    return cm_op_emit_error(op, "incorrect number of indices for load");
  return CM_SUCCESS;
}
static CmResult load_fold(CmOp *op, CmAttr *const *cst, CmFoldResult *res) {
  (void)cst;
  if (cm_memref_fold_cast_operands(op, NULL)) {
    res[0].value = cm_op_result(op, 0);
    return CM_SUCCESS;
  }
  return CM_FAILURE;
}
static const CmOdsValue load_operands[] = {
    {"memref", CM_ODS_ONE, &cm_tc_memref},
    {"indices", CM_ODS_VARIADIC, &cm_tc_index}};
static const CmOdsValue load_results[] = {
    {"result", CM_ODS_ONE, &cm_tc_any}};
static const CmOdsTypeRel load_rels[] = {
    {"memref", "result", elem_of,
     "result type matches element type of 'memref'"}};
static const CmOdsOp load_ods = {
    .summary = "load operation",
    CM_ODS_OPERANDS(load_operands),
    CM_ODS_RESULTS(load_results),
    CM_ODS_TYPE_RELS(load_rels),
    .format = "$memref `[` $indices `]` attr-dict `:` type($memref)",
    .fold = load_fold};

static CmResult store_verify(CmOp *op) {
  CmType *t = cm_op_operand(op, 1)->type;
  if (is_memref(t) && cm_op_num_operands(op) - 2 != t->shaped.rank)
    return cm_op_emit_error(
        op, "store index operand count not equal to memref rank");
  return CM_SUCCESS;
}
/* store(memref.cast) -> store; the stored value itself stays (upstream
 * foldMemRefCast(*this, getValueToStore())). */
static CmResult store_fold(CmOp *op, CmAttr *const *cst, CmFoldResult *res) {
  (void)cst;
  (void)res;
  return cm_memref_fold_cast_operands(op, cm_op_operand(op, 0)) ? CM_SUCCESS
                                                                : CM_FAILURE;
}
static const CmOdsValue store_operands[] = {
    {"value", CM_ODS_ONE, &cm_tc_any},
    {"memref", CM_ODS_ONE, &cm_tc_memref},
    {"indices", CM_ODS_VARIADIC, &cm_tc_index}};
static const CmOdsTypeRel store_rels[] = {
    {"memref", "value", elem_of,
     "type of 'value' matches element type of 'memref'"}};
static const CmOdsOp store_ods = {
    .summary = "store operation",
    CM_ODS_OPERANDS(store_operands),
    CM_ODS_TYPE_RELS(store_rels),
    .format = "$value `,` $memref `[` $indices `]` attr-dict `:` "
              "type($memref)",
    .fold = store_fold};

/* The constant index operand of a dim op, if any. */
static bool const_index(CmAttr *a, int64_t *out) {
  if (!a || a->kind != CM_ATTR_INTEGER)
    return false;
  *out = a->integer.value;
  return true;
}

static CmResult dim_verify(CmOp *op) {
  CmAttr *c = cm_value_constant(cm_op_operand(op, 1));
  int64_t idx;
  if (!const_index(c, &idx))
    return CM_SUCCESS;
  CmType *t = cm_op_operand(op, 0)->type;
  if (is_memref(t) && (idx < 0 || idx >= (int64_t)t->shaped.rank))
    return cm_op_emit_error(op, "index is out of range");
  return CM_SUCCESS;
}

static CmResult dim_fold(CmOp *op, CmAttr *const *cst, CmFoldResult *res) {
  int64_t idx;
  if (!const_index(cst[1], &idx))
    return CM_FAILURE;
  CmType *t = cm_op_operand(op, 0)->type;
  if (is_memref(t) && idx >= 0 && idx < (int64_t)t->shaped.rank &&
      t->shaped.shape[idx] != CM_DYNAMIC_SIZE) {
    res[0].attr = cm_integer_attr(cm_index_type(t->ctx), t->shaped.shape[idx]);
    return CM_SUCCESS;
  }
  if (!is_memref(t) || idx < 0 || idx >= (int64_t)t->shaped.rank)
    return CM_FAILURE;
  /* A dynamic size: from the op defining the memref. */
  CmValue *size = cm_memref_dynamic_size(
      cm_value_defining_op(cm_op_operand(op, 0)), t, (unsigned)idx);
  if (size) {
    res[0].value = size;
    return CM_SUCCESS;
  }
  if (cm_memref_fold_cast_operands(op, NULL)) {
    res[0].value = cm_op_result(op, 0);
    return CM_SUCCESS;
  }
  return CM_FAILURE;
}

static const CmOdsValue dim_operands[] = {
    {"source", CM_ODS_ONE, &cm_tc_memref_or_unranked},
    {"index", CM_ODS_ONE, &cm_tc_index}};
static const CmOdsValue dim_results[] = {
    {"result", CM_ODS_ONE, &cm_tc_index}};
static const CmOdsOp dim_ods = {
    .summary = "dimension index operation",
    CM_ODS_OPERANDS(dim_operands),
    CM_ODS_RESULTS(dim_results),
    .format = "attr-dict $source `,` $index `:` type($source)",
    .fold = dim_fold};

/* ---------------------------------------------------------------------- */
/* cast                                                                    */
/* ---------------------------------------------------------------------- */

bool cm_memref_cast_compatible(CmType *a, CmType *b) {
  if (!is_any_memref(a) || !is_any_memref(b))
    return false;
  if (a->shaped.elem != b->shaped.elem)
    return false;
  if (a->shaped.memspace != b->shaped.memspace)
    return false;
  if (a->kind == CM_TYPE_UNRANKED_MEMREF && b->kind == CM_TYPE_UNRANKED_MEMREF)
    return false;
  if (a->kind == CM_TYPE_UNRANKED_MEMREF || b->kind == CM_TYPE_UNRANKED_MEMREF)
    return true;
  if (a->shaped.rank != b->shaped.rank)
    return false;
  if (a->shaped.layout != b->shaped.layout) {
    /* Different layouts: both must be strided with compatible strides and
     * offsets (dynamic matches anything). */
    unsigned r = a->shaped.rank;
    int64_t sa[r ? r : 1], sb[r ? r : 1], oa, ob;
    if (!cm_memref_strides_and_offset(a, sa, &oa) ||
        !cm_memref_strides_and_offset(b, sb, &ob))
      return false;
    if (oa != ob && oa != CM_DYNAMIC_STRIDE_OR_OFFSET &&
        ob != CM_DYNAMIC_STRIDE_OR_OFFSET)
      return false;
    for (unsigned i = 0; i < r; i++)
      if (sa[i] != sb[i] && sa[i] != CM_DYNAMIC_STRIDE_OR_OFFSET &&
          sb[i] != CM_DYNAMIC_STRIDE_OR_OFFSET)
        return false;
  }
  for (unsigned i = 0; i < a->shaped.rank; i++)
    if (a->shaped.shape[i] != CM_DYNAMIC_SIZE &&
        b->shaped.shape[i] != CM_DYNAMIC_SIZE &&
        a->shaped.shape[i] != b->shaped.shape[i])
      return false;
  return true;
}

static bool cast_compatible_iface(unsigned n_in, CmType *const *in,
                                  unsigned n_out, CmType *const *out) {
  return n_in == 1 && n_out == 1 && cm_memref_cast_compatible(in[0], out[0]);
}

static CmResult cast_fold(CmOp *op, CmAttr *const *cst, CmFoldResult *res) {
  (void)cst;
  /* CastOpInterface: an identity cast folds to its operand; upstream's
   * interface fold also runs after an in-place fold, so a cast of a cast
   * updated into an identity folds to its new operand at once. */
  bool in_place = cm_memref_fold_cast_operands(op, NULL);
  if (cm_op_operand(op, 0)->type == cm_op_results(op)[0].type) {
    res[0].value = cm_op_operand(op, 0);
    return CM_SUCCESS;
  }
  if (in_place) {
    res[0].value = cm_op_result(op, 0);
    return CM_SUCCESS;
  }
  return CM_FAILURE;
}

static CmValue *cast_view_source(CmOp *op) { return cm_op_operand(op, 0); }
static const CmViewLikeInterface cast_view_like = {cast_view_source};
static const CmCastInterface cast_cast = {cast_compatible_iface};
static const CmInterfaceImpl cast_ifaces[] = {
    {CM_IFACE_VIEW_LIKE, &cast_view_like}, {CM_IFACE_CAST, &cast_cast}};
static const CmOdsValue cast_operands[] = {
    {"source", CM_ODS_ONE, &cm_tc_memref_or_unranked}};
static const CmOdsValue cast_results[] = {
    {"dest", CM_ODS_ONE, &cm_tc_memref_or_unranked}};
static const CmOdsOp cast_ods = {
    .summary = "memref cast operation",
    CM_ODS_OPERANDS(cast_operands),
    CM_ODS_RESULTS(cast_results),
    .format = "$source attr-dict `:` type($source) `to` type($dest)",
    .fold = cast_fold,
    CM_ODS_INTERFACES(cast_ifaces)};

/* ---------------------------------------------------------------------- */
/* buffer_cast / tensor_load / tensor_store / clone / copy                 */
/* ---------------------------------------------------------------------- */

static CmResult buffer_cast_fold(CmOp *op, CmAttr *const *cst,
                                 CmFoldResult *res) {
  (void)cst;
  CmOp *def = cm_value_defining_op(cm_op_operand(op, 0));
  if (def && cm_op_name_is(def, "memref.tensor_load") &&
      cm_op_num_operands(def) == 1 &&
      cm_op_operand(def, 0)->type == cm_op_results(op)[0].type) {
    res[0].value = cm_op_operand(def, 0);
    return CM_SUCCESS;
  }
  return CM_FAILURE;
}
static const CmOdsValue buffer_cast_operands[] = {
    {"tensor", CM_ODS_ONE, &cm_tc_tensor}};
static const CmOdsValue buffer_cast_results[] = {
    {"memref", CM_ODS_ONE, &cm_tc_memref_or_unranked}};
static const CmOdsTypeRel buffer_cast_rels[] = {
    {"memref", "tensor", tensor_of,
     "type of 'tensor' is the tensor equivalent of 'memref'"}};
static const CmOdsOp buffer_cast_ods = {
    .summary = "tensor to memref cast operation",
    CM_ODS_OPERANDS(buffer_cast_operands),
    CM_ODS_RESULTS(buffer_cast_results),
    CM_ODS_TYPE_RELS(buffer_cast_rels),
    .format = "$tensor attr-dict `:` type($memref)",
    .fold = buffer_cast_fold};

static CmResult tensor_load_fold(CmOp *op, CmAttr *const *cst,
                                 CmFoldResult *res) {
  (void)cst;
  CmOp *def = cm_value_defining_op(cm_op_operand(op, 0));
  /* Only right after the buffer_cast (upstream's stand-in for alias
   * analysis: nothing in between may write the buffer). */
  if (def && cm_op_name_is(def, "memref.buffer_cast") &&
      cm_op_num_operands(def) == 1 && cm_op_next(def) == op &&
      cm_op_operand(def, 0)->type == cm_op_results(op)[0].type) {
    res[0].value = cm_op_operand(def, 0);
    return CM_SUCCESS;
  }
  return CM_FAILURE;
}
static const CmOdsValue tensor_load_operands[] = {
    {"memref", CM_ODS_ONE, &cm_tc_memref_or_unranked}};
static const CmOdsValue tensor_load_results[] = {
    {"result", CM_ODS_ONE, &cm_tc_tensor}};
static const CmOdsTypeRel tensor_load_rels[] = {
    {"memref", "result", tensor_of,
     "result type matches tensor equivalent of 'memref'"}};
static const CmOdsOp tensor_load_ods = {
    .summary = "tensor load operation",
    CM_ODS_OPERANDS(tensor_load_operands),
    CM_ODS_RESULTS(tensor_load_results),
    CM_ODS_TYPE_RELS(tensor_load_rels),
    .format = "$memref attr-dict `:` type($memref)",
    .fold = tensor_load_fold};

static const CmOdsValue tensor_store_operands[] = {
    {"tensor", CM_ODS_ONE, &cm_tc_tensor},
    {"memref", CM_ODS_ONE, &cm_tc_memref_or_unranked}};
static const CmOdsTypeRel tensor_store_rels[] = {
    {"memref", "tensor", tensor_of,
     "type of 'value' matches tensor equivalent of 'memref'"}};
static const CmOdsOp tensor_store_ods = {
    .summary = "tensor store operation",
    CM_ODS_OPERANDS(tensor_store_operands),
    CM_ODS_TYPE_RELS(tensor_store_rels),
    .format = "$tensor `,` $memref attr-dict `:` type($memref)"};

static void clone_effects(CmOp *op, CmEffectVec *out) {
  CmEffect r = {CM_EFFECT_READ, cm_op_operand(op, 0)};
  CmEffect w = {CM_EFFECT_WRITE, cm_op_result(op, 0)};
  CmEffect a = {CM_EFFECT_ALLOCATE, cm_op_result(op, 0)};
  CM_VEC_PUSH(*out, r);
  CM_VEC_PUSH(*out, w);
  CM_VEC_PUSH(*out, a);
}
static const CmMemoryEffectsInterface clone_mem = {clone_effects};
static const CmInterfaceImpl clone_ifaces[] = {
    {CM_IFACE_MEMORY_EFFECTS, &clone_mem}};
static CmResult clone_fold(CmOp *op, CmAttr *const *cst, CmFoldResult *res) {
  (void)cst;
  if (cm_memref_fold_cast_operands(op, NULL)) {
    res[0].value = cm_op_result(op, 0);
    return CM_SUCCESS;
  }
  return CM_FAILURE;
}
static const CmOdsValue clone_operands[] = {
    {"input", CM_ODS_ONE, &cm_tc_memref_or_unranked}};
static const CmOdsValue clone_results[] = {
    {"output", CM_ODS_ONE, &cm_tc_memref_or_unranked}};
static const CmOdsOp clone_ods = {
    .summary = "",
    CM_ODS_OPERANDS(clone_operands),
    CM_ODS_RESULTS(clone_results),
    .format = "$input attr-dict `:` type($input) `to` type($output)",
    .fold = clone_fold,
    CM_ODS_INTERFACES(clone_ifaces)};

static void copy_effects(CmOp *op, CmEffectVec *out) {
  CmEffect r = {CM_EFFECT_READ, cm_op_operand(op, 0)};
  CmEffect w = {CM_EFFECT_WRITE, cm_op_operand(op, 1)};
  CM_VEC_PUSH(*out, r);
  CM_VEC_PUSH(*out, w);
}
static const CmMemoryEffectsInterface copy_mem = {copy_effects};
static const CmInterfaceImpl copy_ifaces[] = {
    {CM_IFACE_MEMORY_EFFECTS, &copy_mem}};
static const CmOdsValue copy_operands[] = {
    {"source", CM_ODS_ONE, &cm_tc_memref_or_unranked},
    {"target", CM_ODS_ONE, &cm_tc_memref_or_unranked}};
static const CmOdsOp copy_ods = {
    .summary = "",
    CM_ODS_OPERANDS(copy_operands),
    .format = "$source `,` $target attr-dict `:` type($source) `to` "
              "type($target)",
    CM_ODS_INTERFACES(copy_ifaces)};

/* ---------------------------------------------------------------------- */
/* assume_alignment                                                        */
/* ---------------------------------------------------------------------- */

static CmResult assume_alignment_verify(CmOp *op) {
  CmAttr *a = cm_op_get_attr(op, "alignment");
  if (a && a->kind == CM_ATTR_INTEGER) {
    uint64_t v = (uint64_t)a->integer.value;
    if (v == 0 || (v & (v - 1)))
      return cm_op_emit_error(op, "alignment must be power of 2");
  }
  return CM_SUCCESS;
}
static const CmOdsValue assume_alignment_operands[] = {
    {"memref", CM_ODS_ONE, &cm_tc_memref}};
static const CmOdsAttr assume_alignment_attrs[] = {
    {"alignment", &ac_i32_positive, false, NULL}};
static const CmOdsOp assume_alignment_ods = {
    .summary = "assertion that gives alignment information to the input "
               "memref",
    CM_ODS_OPERANDS(assume_alignment_operands),
    CM_ODS_ATTRS(assume_alignment_attrs),
    .format = "$memref `,` $alignment attr-dict `:` type($memref)"};

/* ---------------------------------------------------------------------- */
/* global / get_global                                                     */
/* ---------------------------------------------------------------------- */

static bool pred_memref_type_attr(const CmAttr *a, const void *arg) {
  (void)arg;
  return a->kind == CM_ATTR_TYPE;
}
static const CmAttrConstraint ac_memref_type = {
    .summary = "any type attribute", .pred = pred_memref_type_attr};

static CmResult global_parse(CmParser *p, CmOpState *st) {
  CmContext *ctx = st->ctx;
  CmBuf vis;
  cm_buf_init(&vis);
  if (cm_parse_optional_string(p, &vis))
    cm_op_state_add_attr(st, "sym_visibility",
                         cm_string_attr(ctx, (CmStr){vis.data, vis.len}));
  cm_buf_free(&vis);
  if (cm_parse_optional_keyword(p, "constant"))
    cm_op_state_add_attr(st, "constant", cm_unit_attr(ctx));
  CmNamedAttrVec attrs = {0};
  if (cm_parse_symbol_name(p, "sym_name", &attrs) ||
      cm_parse_tok(p, CM_TOK_COLON)) {
    CM_VEC_FREE(attrs);
    return CM_FAILURE;
  }
  MOVE_VEC(st->attrs, attrs);
  CmType *type;
  if (cm_parse_type(p, &type))
    return CM_FAILURE;
  if (!is_memref(type) || !is_static_shape(type)) {
    char tt[256];
    type_text(type, tt, sizeof tt);
    CmStr name = cm_ident_str(st->name->name);
    return cm_parser_error_at(p, cm_parser_op_name_pos(p),
                              "custom op '%.*s' type should be static shaped "
                              "memref, but got '%s'",
                              (int)name.len, name.data, tt);
  }
  cm_op_state_add_attr(st, "type", cm_type_attr(type));
  if (cm_parse_optional_tok(p, CM_TOK_EQUAL)) {
    if (cm_parse_optional_keyword(p, "uninitialized")) {
      cm_op_state_add_attr(st, "initial_value", cm_unit_attr(ctx));
    } else {
      CmType *tensor = tensor_of(type);
      CmAttr *init;
      if (cm_parse_attribute(p, tensor, &init))
        return CM_FAILURE;
      if (init->kind != CM_ATTR_DENSE_ELEMENTS &&
          init->kind != CM_ATTR_SPARSE_ELEMENTS &&
          init->kind != CM_ATTR_OPAQUE_ELEMENTS) {
        CmStr name = cm_ident_str(st->name->name);
        return cm_parser_error_at(p, cm_parser_op_name_pos(p),
                                  "custom op '%.*s' initial value should be "
                                  "a unit or elements attribute",
                                  (int)name.len, name.data);
      }
      cm_op_state_add_attr(st, "initial_value", init);
    }
  }
  CmNamedAttrVec rest = {0};
  if (cm_parse_optional_attr_dict(p, &rest)) {
    CM_VEC_FREE(rest);
    return CM_FAILURE;
  }
  MOVE_VEC(st->attrs, rest);
  return CM_SUCCESS;
}

static void global_print(CmPrinter *p, CmOp *op) {
  CmAttr *vis = cm_op_get_attr(op, "sym_visibility");
  if (vis) {
    cm_print_str(p, " ");
    cm_print_attr(p, vis);
  }
  if (cm_op_get_attr(op, "constant"))
    cm_print_str(p, " constant");
  CmAttr *name = cm_op_get_attr(op, "sym_name");
  cm_print_str(p, " ");
  if (name && name->kind == CM_ATTR_STRING)
    cm_print_symbol_name(p, cm_ident_str(name->str.value));
  cm_print_str(p, " : ");
  CmAttr *type = cm_op_get_attr(op, "type");
  if (type && type->kind == CM_ATTR_TYPE)
    cm_print_type(p, type->type_value);
  CmAttr *init = cm_op_get_attr(op, "initial_value");
  if (init) {
    cm_print_str(p, " = ");
    if (init->kind == CM_ATTR_UNIT)
      cm_print_str(p, "uninitialized");
    else
      cm_print_attr_no_type(p, init);
  }
  static const char *const elided[] = {"sym_visibility", "constant",
                                       "sym_name", "type", "initial_value"};
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 5, elided);
}

static CmResult global_verify(CmOp *op) {
  CmAttr *ta = cm_op_get_attr(op, "type");
  CmType *t = ta->type_value;
  if (!is_memref(t) || !is_static_shape(t)) {
    CmDiag *d = cm_op_diag_error(
        op, "type should be static shaped memref, but got ");
    cm_diag_append(d, "'");
    cm_diag_append_type(d, t);
    cm_diag_append(d, "'");
    return cm_diag_report(d);
  }
  CmAttr *init = cm_op_get_attr(op, "initial_value");
  if (init && init->kind != CM_ATTR_UNIT) {
    if (init->kind != CM_ATTR_DENSE_ELEMENTS &&
        init->kind != CM_ATTR_SPARSE_ELEMENTS &&
        init->kind != CM_ATTR_OPAQUE_ELEMENTS) {
      CmDiag *d = cm_op_diag_error(
          op, "initial value should be a unit or elements attribute, but "
              "got ");
      cm_diag_append_attr(d, init);
      return cm_diag_report(d);
    }
    CmType *want = tensor_of(t);
    if (init->type != want) {
      CmDiag *d = cm_op_diag_error(op, "initial value expected to be of type '");
      cm_diag_append_type(d, want);
      cm_diag_append(d, "', but was of type '");
      cm_diag_append_type(d, init->type);
      cm_diag_append(d, "'");
      return cm_diag_report(d);
    }
  }
  return CM_SUCCESS;
}

static bool global_is_declaration(CmOp *op) {
  return cm_op_get_attr(op, "initial_value") == NULL;
}
static const CmSymbolInterface global_symbol = {global_is_declaration, NULL};
static const CmInterfaceImpl global_ifaces[] = {
    {CM_IFACE_SYMBOL, &global_symbol}};
static const CmOdsAttr global_attrs[] = {
    {"sym_name", &cm_ac_symbol_name, false, NULL},
    {"sym_visibility", &cm_ac_string, true, NULL},
    {"type", &ac_memref_type, false, NULL},
    {"initial_value", &cm_ac_any, true, NULL},
    {"constant", &cm_ac_unit, true, NULL}}; /* (no `alignment` in 13.0.1:
                                             * any value is a plain
                                             * attribute) */
static const CmOdsOp global_ods = {
    .summary = "declare or define a global memref variable",
    CM_ODS_ATTRS(global_attrs),
    CM_ODS_INTERFACES(global_ifaces)};

/* upstream GetGlobalOp::verifySymbolUses (CM_IFACE_SYMBOL_USER), run when
 * the enclosing symbol table is verified. */
static CmResult get_global_verify_symbol_uses(CmOp *op) {
  CmAttr *name = cm_op_get_attr(op, "name");
  if (!name || name->kind != CM_ATTR_SYMBOL_REF)
    return CM_SUCCESS;
  CmOp *g = cm_symbol_lookup_nearest(op, name);
  if (!g || !cm_op_name_is(g, "memref.global")) {
    CmStr s = cm_ident_str(name->symref.root);
    return cm_op_emit_error(op,
                            "'%.*s' does not reference a valid global memref",
                            (int)s.len, s.data);
  }
  CmAttr *gt = cm_op_get_attr(g, "type");
  CmType *rt = cm_op_results(op)[0].type;
  if (!gt || gt->kind != CM_ATTR_TYPE || gt->type_value != rt) {
    CmDiag *d = cm_op_diag_error(op, "result type '");
    cm_diag_append_type(d, rt);
    cm_diag_append(d, "' does not match type '");
    if (gt && gt->kind == CM_ATTR_TYPE)
      cm_diag_append_type(d, gt->type_value);
    cm_diag_append(d, "' of the global memref @");
    CmStr s = cm_ident_str(name->symref.root);
    cm_diag_append(d, "%.*s", (int)s.len, s.data);
    return cm_diag_report(d);
  }
  return CM_SUCCESS;
}
static const CmSymbolUserInterface get_global_symbol_user = {
    get_global_verify_symbol_uses};
static const CmInterfaceImpl get_global_ifaces[] = {
    {CM_IFACE_SYMBOL_USER, &get_global_symbol_user}};
static const CmOdsValue get_global_results[] = {
    {"result", CM_ODS_ONE, &cm_tc_memref}};
static const CmOdsAttr get_global_attrs[] = {
    {"name", &cm_ac_flat_symbol_ref, false, NULL}};
static const CmOdsOp get_global_ods = {
    .summary = "get the memref pointing to a global variable",
    CM_ODS_RESULTS(get_global_results),
    CM_ODS_ATTRS(get_global_attrs),
    .format = "$name `:` type($result) attr-dict",
    CM_ODS_INTERFACES(get_global_ifaces)};

/* ---------------------------------------------------------------------- */
/* prefetch                                                                */
/* ---------------------------------------------------------------------- */

static CmResult prefetch_parse(CmParser *p, CmOpState *st) {
  CmContext *ctx = st->ctx;
  CmUnresolvedOperand mem;
  CmOperandVec idx = {0};
  CmType *type = NULL;
  CmStr rw = {0}, cache = {0};
  CmAttr *hint = NULL;
  CmResult r = CM_FAILURE;
  if (cm_parse_operand(p, &mem) ||
      cm_parse_operand_list(p, &idx, -1, CM_DELIM_SQUARE) ||
      cm_parse_tok(p, CM_TOK_COMMA))
    goto done;
  if (cm_parse_any_keyword(p, &rw) || cm_parse_tok(p, CM_TOK_COMMA) ||
      cm_parse_keyword(p, "locality") || cm_parse_tok(p, CM_TOK_LESS))
    goto done;
  /* An attribute of type i32, as upstream (`locality<x>` is then an
   * attribute error, not "expected integer value"). */
  const char *hpos = cm_parser_pos(p);
  if (cm_parse_attribute(p, cm_integer_type(ctx, 32, CM_SIGNLESS), &hint))
    goto done;
  if (hint->kind != CM_ATTR_INTEGER) {
    custom_error_at(p, st, hpos, "invalid kind of attribute specified");
    goto done;
  }
  if (cm_parse_tok(p, CM_TOK_GREATER) || cm_parse_tok(p, CM_TOK_COMMA))
    goto done;
  if (cm_parse_any_keyword(p, &cache))
    goto done;
  if (cm_parse_colon_type(p, &type))
    goto done;
  {
    CmValueVec vals = {0};
    if (cm_resolve_operand(p, &mem, type, &vals) ||
        cm_resolve_operands_same_type(p, idx.data, idx.len,
                                      cm_index_type(ctx), &vals)) {
      CM_VEC_FREE(vals);
      goto done;
    }
    MOVE_VEC(st->operands, vals);
  }
  /* (upstream reports both at the op's name) */
  if (!cm_str_eq_c(rw, "write") && !cm_str_eq_c(rw, "read")) {
    custom_error_at(p, st, cm_parser_op_name_pos(p),
                    "rw specifier has to be 'read' or 'write'");
    goto done;
  }
  if (!cm_str_eq_c(cache, "data") && !cm_str_eq_c(cache, "instr")) {
    custom_error_at(p, st, cm_parser_op_name_pos(p),
                    "cache type has to be 'data' or 'instr'");
    goto done;
  }
  cm_op_state_add_attr(st, "localityHint", hint);
  cm_op_state_add_attr(st, "isWrite",
                       cm_bool_attr(ctx, cm_str_eq_c(rw, "write")));
  cm_op_state_add_attr(st, "isDataCache",
                       cm_bool_attr(ctx, cm_str_eq_c(cache, "data")));
  r = CM_SUCCESS;
done:
  CM_VEC_FREE(idx);
  return r;
}

static void prefetch_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " ");
  cm_print_operand(p, cm_op_operand(op, 0));
  cm_print_str(p, "[");
  for (unsigned i = 1; i < cm_op_num_operands(op); i++) {
    if (i > 1)
      cm_print_str(p, ", ");
    cm_print_operand(p, cm_op_operand(op, i));
  }
  cm_print_str(p, "]");
  CmAttr *w = cm_op_get_attr(op, "isWrite");
  CmAttr *h = cm_op_get_attr(op, "localityHint");
  CmAttr *d = cm_op_get_attr(op, "isDataCache");
  cm_print_printf(p, ", %s, locality<%lld>, %s",
                  (w && w->integer.value) ? "write" : "read",
                  h ? (long long)h->integer.value : 0LL,
                  (d && d->integer.value) ? "data" : "instr");
  static const char *const elided[] = {"localityHint", "isWrite",
                                       "isDataCache"};
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 3, elided);
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_operand(op, 0)->type);
}

static CmResult prefetch_verify(CmOp *op) {
  CmType *t = cm_op_operand(op, 0)->type;
  if (is_memref(t) && t->shaped.rank != cm_op_num_operands(op) - 1)
    return cm_op_emit_error(op, "too few indices");
  return CM_SUCCESS;
}
static const CmOdsValue prefetch_operands[] = {
    {"memref", CM_ODS_ONE, &cm_tc_memref},
    {"indices", CM_ODS_VARIADIC, &cm_tc_index}};
static const CmOdsAttr prefetch_attrs[] = {
    {"isWrite", &cm_ac_bool, false, NULL},
    {"localityHint", &ac_i32_locality, false, NULL},
    {"isDataCache", &cm_ac_bool, false, NULL}};
static const CmOdsOp prefetch_ods = {
    .summary = "prefetch operation",
    CM_ODS_OPERANDS(prefetch_operands),
    CM_ODS_ATTRS(prefetch_attrs),
    .fold = fold_cast_operands_in_place};

/* ---------------------------------------------------------------------- */
/* dma_start / dma_wait                                                    */
/* ---------------------------------------------------------------------- */

/* `%m[%i, ...]` */
static CmResult parse_indexed(CmParser *p, CmUnresolvedOperand *m,
                              CmOperandVec *idx) {
  if (cm_parse_operand(p, m))
    return CM_FAILURE;
  return cm_parse_operand_list(p, idx, -1, CM_DELIM_SQUARE);
}

static CmResult dma_start_parse(CmParser *p, CmOpState *st) {
  CmContext *ctx = st->ctx;
  CmUnresolvedOperand src, dst, num, tag;
  CmOperandVec si = {0}, di = {0}, ti = {0}, stride = {0};
  CmTypeVec types = {0};
  CmValueVec vals = {0};
  CmResult r = CM_FAILURE;
  CmType *index = cm_index_type(ctx);
  if (parse_indexed(p, &src, &si) || cm_parse_tok(p, CM_TOK_COMMA) ||
      parse_indexed(p, &dst, &di) || cm_parse_tok(p, CM_TOK_COMMA) ||
      cm_parse_operand(p, &num) || cm_parse_tok(p, CM_TOK_COMMA) ||
      parse_indexed(p, &tag, &ti))
    goto done;
  if (cm_parse_optional_tok(p, CM_TOK_COMMA)) {
    if (cm_parse_operand_list(p, &stride, -1, CM_DELIM_NONE))
      goto done;
  }
  const char *tpos = cm_parser_pos(p);
  if (cm_parse_colon_type_list(p, &types))
    goto done;
  if (types.len != 3) {
    cm_parser_error_at(p, tpos, "fewer/more types expected");
    goto done;
  }
  if (cm_resolve_operand(p, &src, types.data[0], &vals) ||
      cm_resolve_operands_same_type(p, si.data, si.len, index, &vals) ||
      cm_resolve_operand(p, &dst, types.data[1], &vals) ||
      cm_resolve_operands_same_type(p, di.data, di.len, index, &vals) ||
      cm_resolve_operand(p, &num, index, &vals) ||
      cm_resolve_operand(p, &tag, types.data[2], &vals) ||
      cm_resolve_operands_same_type(p, ti.data, ti.len, index, &vals))
    goto done;
  if (stride.len) {
    if (stride.len != 2) {
      cm_parser_error_at(p, tpos, "expected two stride related operands");
      goto done;
    }
    if (cm_resolve_operands_same_type(p, stride.data, stride.len, index,
                                      &vals))
      goto done;
  }
  if (!is_memref(types.data[0])) {
    cm_parser_error_at(p, tpos, "expected source to be of memref type");
    goto done;
  }
  if (!is_memref(types.data[1])) {
    cm_parser_error_at(p, tpos, "expected destination to be of memref type");
    goto done;
  }
  if (!is_memref(types.data[2])) {
    cm_parser_error_at(p, tpos, "expected tag to be of memref type");
    goto done;
  }
  MOVE_VEC(st->operands, vals);
  r = CM_SUCCESS;
done:
  CM_VEC_FREE(si);
  CM_VEC_FREE(di);
  CM_VEC_FREE(ti);
  CM_VEC_FREE(stride);
  CM_VEC_FREE(types);
  CM_VEC_FREE(vals);
  return r;
}

static void print_indexed(CmPrinter *p, CmOp *op, unsigned start,
                          unsigned n) {
  cm_print_operand(p, cm_op_operand(op, start));
  cm_print_str(p, "[");
  for (unsigned i = 0; i < n; i++) {
    if (i)
      cm_print_str(p, ", ");
    cm_print_operand(p, cm_op_operand(op, start + 1 + i));
  }
  cm_print_str(p, "]");
}

static unsigned op_rank(CmOp *op, unsigned i) {
  CmType *t = cm_op_operand(op, i)->type;
  return is_memref(t) ? t->shaped.rank : 0;
}

static void dma_start_print(CmPrinter *p, CmOp *op) {
  unsigned sr = op_rank(op, 0);
  unsigned dpos = 1 + sr, dr = op_rank(op, dpos);
  unsigned npos = dpos + 1 + dr, tpos = npos + 1, tr = op_rank(op, tpos);
  cm_print_str(p, " ");
  print_indexed(p, op, 0, sr);
  cm_print_str(p, ", ");
  print_indexed(p, op, dpos, dr);
  cm_print_str(p, ", ");
  cm_print_operand(p, cm_op_operand(op, npos));
  cm_print_str(p, ", ");
  print_indexed(p, op, tpos, tr);
  unsigned end = tpos + 1 + tr;
  if (cm_op_num_operands(op) > end) {
    for (unsigned i = end; i < cm_op_num_operands(op); i++) {
      cm_print_str(p, ", ");
      cm_print_operand(p, cm_op_operand(op, i));
    }
  }
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 0, NULL);
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_operand(op, 0)->type);
  cm_print_str(p, ", ");
  cm_print_type(p, cm_op_operand(op, dpos)->type);
  cm_print_str(p, ", ");
  cm_print_type(p, cm_op_operand(op, tpos)->type);
}

static CmResult dma_start_verify(CmOp *op) {
  unsigned n = cm_op_num_operands(op);
  if (n < 4)
    return cm_op_emit_error(op, "expected at least 4 operands");
  if (!is_memref(cm_op_operand(op, 0)->type))
    return cm_op_emit_error(op, "expected source to be of memref type");
  unsigned sr = op_rank(op, 0);
  if (n < sr + 4)
    return cm_op_emit_error(op, "expected at least %u operands", sr + 4);
  for (unsigned i = 1; i <= sr; i++)
    if (!cm_type_is_index(cm_op_operand(op, i)->type))
      return cm_op_emit_error(op, "expected source indices to be of index "
                                  "type");
  unsigned dpos = 1 + sr;
  if (!is_memref(cm_op_operand(op, dpos)->type))
    return cm_op_emit_error(op, "expected destination to be of memref type");
  unsigned dr = op_rank(op, dpos);
  if (n < sr + dr + 4)
    return cm_op_emit_error(op, "expected at least %u operands",
                            sr + dr + 4);
  for (unsigned i = dpos + 1; i <= dpos + dr; i++)
    if (!cm_type_is_index(cm_op_operand(op, i)->type))
      return cm_op_emit_error(op, "expected destination indices to be of "
                                  "index type");
  unsigned npos = dpos + 1 + dr;
  if (!cm_type_is_index(cm_op_operand(op, npos)->type))
    return cm_op_emit_error(op, "expected num elements to be of index type");
  unsigned tpos = npos + 1;
  if (!is_memref(cm_op_operand(op, tpos)->type))
    return cm_op_emit_error(op, "expected tag to be of memref type");
  unsigned tr = op_rank(op, tpos);
  if (n < sr + dr + tr + 4)
    return cm_op_emit_error(op, "expected at least %u operands",
                            sr + dr + tr + 4);
  for (unsigned i = tpos + 1; i <= tpos + tr; i++)
    if (!cm_type_is_index(cm_op_operand(op, i)->type))
      return cm_op_emit_error(op, "expected tag indices to be of index type");
  if (n != sr + dr + tr + 4 && n != sr + dr + tr + 6)
    return cm_op_emit_error(op, "incorrect number of operands");
  if (n == sr + dr + tr + 6) {
    if (!cm_type_is_index(cm_op_operand(op, n - 2)->type) ||
        !cm_type_is_index(cm_op_operand(op, n - 1)->type))
      return cm_op_emit_error(op, "expected stride and num elements per "
                                  "stride to be of type index");
  }
  return CM_SUCCESS;
}

static CmResult dma_wait_parse(CmParser *p, CmOpState *st) {
  CmContext *ctx = st->ctx;
  CmUnresolvedOperand tag, num;
  CmOperandVec ti = {0};
  CmValueVec vals = {0};
  CmType *type;
  CmResult r = CM_FAILURE;
  CmType *index = cm_index_type(ctx);
  if (parse_indexed(p, &tag, &ti) || cm_parse_tok(p, CM_TOK_COMMA) ||
      cm_parse_operand(p, &num))
    goto done;
  const char *tpos = cm_parser_pos(p);
  if (cm_parse_colon_type(p, &type) ||
      cm_resolve_operand(p, &tag, type, &vals) ||
      cm_resolve_operands_same_type(p, ti.data, ti.len, index, &vals) ||
      cm_resolve_operand(p, &num, index, &vals))
    goto done;
  if (!is_memref(type)) {
    cm_parser_error_at(p, tpos, "expected tag to be of memref type");
    goto done;
  }
  MOVE_VEC(st->operands, vals);
  r = CM_SUCCESS;
done:
  CM_VEC_FREE(ti);
  CM_VEC_FREE(vals);
  return r;
}

static void dma_wait_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " ");
  print_indexed(p, op, 0, cm_op_num_operands(op) - 2);
  cm_print_str(p, ", ");
  cm_print_operand(p, cm_op_operand(op, cm_op_num_operands(op) - 1));
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 0, NULL);
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_operand(op, 0)->type);
}

static CmResult dma_wait_verify(CmOp *op) {
  unsigned n = cm_op_num_operands(op);
  if (n < 2)
    return cm_op_emit_error(op, "expected at least 2 operands");
  if (!is_memref(cm_op_operand(op, 0)->type))
    return cm_op_emit_error(op, "expected tag to be of memref type");
  unsigned tr = op_rank(op, 0);
  if (n != tr + 2)
    return cm_op_emit_error(op, "expected %u operands", tr + 2);
  for (unsigned i = 1; i < n - 1; i++)
    if (!cm_type_is_index(cm_op_operand(op, i)->type))
      return cm_op_emit_error(op, "expected tag indices to be of index type");
  if (!cm_type_is_index(cm_op_operand(op, n - 1)->type))
    return cm_op_emit_error(op, "expected the number of elements to be of "
                                "index type");
  return CM_SUCCESS;
}

static const CmOdsValue dma_operands[] = {
    {"operands", CM_ODS_VARIADIC, &cm_tc_any}};
static const CmOdsOp dma_start_ods = {
    .summary = "non-blocking DMA operation that starts a transfer",
    CM_ODS_OPERANDS(dma_operands),
    .fold = fold_cast_operands_in_place};
static const CmOdsOp dma_wait_ods = {
    .summary = "blocking DMA operation that waits for transfer completion",
    CM_ODS_OPERANDS(dma_operands),
    .fold = fold_cast_operands_in_place};

/* ---------------------------------------------------------------------- */
/* The table                                                               */
/* ---------------------------------------------------------------------- */

static const CmOpDef memref_basic_ops[] = {
    {.name = "memref.alloc",
     .traits = CM_TRAIT_ATTR_SIZED_OPERAND_SEGMENTS | CM_TRAIT_MEM_ALLOC,
     .verify = verify_alloc_like,
     .ods = &alloc_ods,
     .get_canonicalization_patterns =
         cm_memref_alloc_canonicalization_patterns},
    {.name = "memref.alloca",
     .traits = CM_TRAIT_ATTR_SIZED_OPERAND_SEGMENTS | CM_TRAIT_MEM_ALLOC,
     .verify = verify_alloca,
     .ods = &alloca_ods,
     .get_canonicalization_patterns =
         cm_memref_alloca_canonicalization_patterns},
    {.name = "memref.alloca_scope",
     .traits = CM_TRAIT_AUTOMATIC_ALLOCATION_SCOPE |
               CM_TRAIT_RECURSIVE_SIDE_EFFECTS |
               CM_TRAIT_SINGLE_BLOCK_IMPLICIT_TERMINATOR |
               CM_TRAIT_SINGLE_BLOCK,
     .parse = alloca_scope_parse,
     .print = alloca_scope_print,
     .verify = alloca_scope_verify,
     .implicit_terminator = "memref.alloca_scope.return",
     .ods = &alloca_scope_ods},
    {.name = "memref.alloca_scope.return",
     .traits = CM_TRAIT_HAS_PARENT | CM_TRAIT_NO_SIDE_EFFECT |
               CM_TRAIT_RETURN_LIKE | CM_TRAIT_TERMINATOR,
     .ods = &alloca_scope_return_ods},
    {.name = "memref.assume_alignment",
     .verify = assume_alignment_verify,
     .ods = &assume_alignment_ods},
    {.name = "memref.buffer_cast",
     .traits = CM_TRAIT_SAME_OPERANDS_AND_RESULT_SHAPE |
               CM_TRAIT_SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE |
               CM_TRAIT_NO_SIDE_EFFECT,
     .ods = &buffer_cast_ods,
     .get_canonicalization_patterns =
         cm_memref_buffer_cast_canonicalization_patterns},
    {.name = "memref.cast",
     .traits = CM_TRAIT_NO_SIDE_EFFECT |
               CM_TRAIT_SAME_OPERANDS_AND_RESULT_SHAPE |
               CM_TRAIT_CAST_OP_LIKE | CM_TRAIT_VIEW_LIKE |
               CM_TRAIT_MEMREFS_NORMALIZABLE,
     .verify = cm_ods_verify_cast_op,
     .ods = &cast_ods},
    {.name = "memref.clone",
     .ods = &clone_ods,
     .get_canonicalization_patterns =
         cm_memref_clone_canonicalization_patterns},
    {.name = "memref.copy",
     .traits = CM_TRAIT_SAME_OPERANDS_ELEMENT_TYPE |
               CM_TRAIT_SAME_OPERANDS_SHAPE,
     .ods = &copy_ods},
    {.name = "memref.dealloc",
     .traits = CM_TRAIT_MEM_FREE | CM_TRAIT_MEMREFS_NORMALIZABLE,
     .ods = &dealloc_ods},
    {.name = "memref.dim",
     .traits = CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_MEMREFS_NORMALIZABLE,
     .verify = dim_verify,
     .ods = &dim_ods,
     .get_canonicalization_patterns =
         cm_memref_dim_canonicalization_patterns},
    {.name = "memref.dma_start",
     .parse = dma_start_parse,
     .print = dma_start_print,
     .verify = dma_start_verify,
     .ods = &dma_start_ods},
    {.name = "memref.dma_wait",
     .parse = dma_wait_parse,
     .print = dma_wait_print,
     .verify = dma_wait_verify,
     .ods = &dma_wait_ods},
    {.name = "memref.get_global",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .ods = &get_global_ods},
    {.name = "memref.global",
     .traits = CM_TRAIT_SYMBOL,
     .parse = global_parse,
     .print = global_print,
     .verify = global_verify,
     .ods = &global_ods},
    {.name = "memref.load",
     .traits = CM_TRAIT_MEM_READ | CM_TRAIT_MEMREFS_NORMALIZABLE,
     .verify = load_verify,
     .ods = &load_ods,
     .get_canonicalization_patterns =
         cm_memref_load_canonicalization_patterns},
    {.name = "memref.prefetch",
     /* no memory effects declared, as upstream 13: never trivially dead */
     .traits = 0,
     .parse = prefetch_parse,
     .print = prefetch_print,
     .verify = prefetch_verify,
     .ods = &prefetch_ods},
    {.name = "memref.store",
     .traits = CM_TRAIT_MEM_WRITE | CM_TRAIT_MEMREFS_NORMALIZABLE,
     .verify = store_verify,
     .ods = &store_ods},
    {.name = "memref.tensor_load",
     .traits = CM_TRAIT_SAME_OPERANDS_AND_RESULT_SHAPE |
               CM_TRAIT_SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE |
               CM_TRAIT_MEM_READ,
     .ods = &tensor_load_ods,
     .get_canonicalization_patterns =
         cm_memref_tensor_load_canonicalization_patterns},
    {.name = "memref.tensor_store",
     .traits = CM_TRAIT_SAME_OPERANDS_SHAPE |
               CM_TRAIT_SAME_OPERANDS_ELEMENT_TYPE | CM_TRAIT_MEM_WRITE,
     .ods = &tensor_store_ods},
};

void cm_memref_register_basic_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, memref_basic_ops,
                      CM_ODS_ARRAY_LEN(memref_basic_ops));
}
