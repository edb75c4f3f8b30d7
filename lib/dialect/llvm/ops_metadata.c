/* ops_metadata.c - metadata of the llvm dialect (MLIR 13): the
 * llvm.metadata symbol table op, llvm.access_group, and the checks of the
 * `llvm.loop` loop annotation attribute (a discardable attribute verified
 * by the dialect).
 *
 *   llvm.metadata @md {
 *     llvm.access_group @group
 *     llvm.return
 *   }
 *   llvm.br ^bb1 {llvm.loop = {parallel_access = [@md::@group],
 *                              options = #llvm.loopopts<disable_unroll = true>}}
 *
 * MLIR 13 has no alias scope ops (llvm.alias_scope_domain / alias_scope
 * came later): mlir-opt-13 does not know them.
 */
#include "llvm_internal.h"

/* ---------------------------------------------------------------------- */
/* llvm.metadata                                                           */
/* ---------------------------------------------------------------------- */

static const CmOdsAttr metadata_attrs[] = {
    {"sym_name", &cm_ac_symbol_name, false, NULL}};
static const CmOdsRegion metadata_regions[] = {{"body", false, true}};
static const CmOdsOp metadata_ods = {
    .summary = "LLVM dialect metadata.",
    CM_ODS_ATTRS(metadata_attrs),
    CM_ODS_REGIONS(metadata_regions),
    .format = "$sym_name attr-dict-with-keyword $body"};

/* ---------------------------------------------------------------------- */
/* llvm.access_group                                                       */
/* ---------------------------------------------------------------------- */

static const char *const access_group_parents[] = {"llvm.metadata", NULL};
static const CmOdsAttr access_group_attrs[] = {
    {"sym_name", &cm_ac_symbol_name, false, NULL}};
static const CmOdsOp access_group_ods = {.summary = "LLVM dialect access group "
                                                    "metadata.",
                                         CM_ODS_ATTRS(access_group_attrs),
                                         .parents = access_group_parents,
                                         .format = "$sym_name attr-dict"};

static const CmOpDef metadata_ops[] = {
    /* NoRegionArguments (verifier.c, by name), SymbolTable, Symbol. */
    {.name = "llvm.metadata",
     .traits = CM_TRAIT_SYMBOL_TABLE | CM_TRAIT_SYMBOL,
     .ods = &metadata_ods},
    {.name = "llvm.access_group",
     .traits = CM_TRAIT_HAS_PARENT | CM_TRAIT_SYMBOL,
     .ods = &access_group_ods},
};

void cm_llvm_register_metadata_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, metadata_ops, CM_ODS_ARRAY_LEN(metadata_ops));
}

/* ---------------------------------------------------------------------- */
/* The `llvm.loop` attribute                                               */
/* ---------------------------------------------------------------------- */

static CmAttr *dict_get(const CmAttr *dict, const char *name) {
  for (unsigned i = 0; i < dict->dict.num; i++)
    if (cm_str_eq_c(cm_ident_str(dict->dict.entries[i].name), name))
      return dict->dict.entries[i].value;
  return NULL;
}

static CmResult expected_attr(CmOp *op, const CmAttr *a, const char *what) {
  CmDiag *d = cm_op_diag_error(op, "expected '");
  cm_diag_append_attr(d, a);
  cm_diag_append(d, "' %s", what);
  return cm_diag_report(d);
}

/* `@md::@group` must name an llvm.access_group of an llvm.metadata op
 * visible from `op`. */
static CmResult verify_access_group_ref(CmOp *op, CmAttr *ref) {
  if (ref->kind != CM_ATTR_SYMBOL_REF)
    return expected_attr(op, ref, "to be a symbol reference");
  CmContext *ctx = cm_op_context(op);
  CmAttr *root = cm_symbol_ref_attr(ctx, cm_ident_str(ref->symref.root), 0,
                                    NULL);
  CmOp *md = cm_symbol_lookup_nearest(op, root);
  if (!md || !cm_op_name_is(md, "llvm.metadata"))
    return expected_attr(op, ref, "to reference a metadata op");
  CmIdent *leaf = ref->symref.num_nested
                      ? ref->symref.nested[ref->symref.num_nested - 1]
                      : ref->symref.root;
  CmOp *group = cm_symbol_table_lookup(md, leaf->str, leaf->len);
  if (!group || !cm_op_name_is(group, "llvm.access_group"))
    return expected_attr(op, ref, "to reference an access_group op");
  return CM_SUCCESS;
}

CmResult cm_llvm_verify_loop_attr(CmOp *op, CmAttr *value) {
  if (value->kind != CM_ATTR_DICTIONARY)
    return cm_op_emit_error(op,
                            "expected 'llvm.loop' to be a dictionary attribute");
  CmAttr *pa = dict_get(value, "parallel_access");
  if (pa) {
    if (pa->kind != CM_ATTR_ARRAY)
      return cm_op_emit_error(
          op, "expected 'parallel_access' to be an array attribute");
    for (unsigned i = 0; i < pa->array.num; i++)
      if (cm_failed(verify_access_group_ref(op, pa->array.elems[i])))
        return CM_FAILURE;
  }
  CmAttr *opts = dict_get(value, "options");
  if (opts && !cm_llvm_is_loopopts_attr(opts))
    return cm_op_emit_error(op,
                            "expected 'options' to be a `loopopts` attribute");
  return CM_SUCCESS;
}

CmResult cm_llvm_verify_access_groups(CmOp *op) {
  CmAttr *groups = cm_op_get_attr(op, "access_groups");
  if (!groups || groups->kind != CM_ATTR_ARRAY)
    return CM_SUCCESS;
  for (unsigned i = 0; i < groups->array.num; i++)
    if (cm_failed(verify_access_group_ref(op, groups->array.elems[i])))
      return CM_FAILURE;
  return CM_SUCCESS;
}

CmResult cm_llvm_verify_op_attr_hook(CmDialect *d, CmOp *op,
                                     CmNamedAttr attr) {
  (void)d;
  if (cm_str_eq_c(cm_ident_str(attr.name), "llvm.loop"))
    return cm_llvm_verify_loop_attr(op, attr.value);
  return CM_SUCCESS;
}
