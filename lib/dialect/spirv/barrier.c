/* barrier.c - spv.ControlBarrier (`Workgroup, Device, "Acquire|
 * UniformMemory"`) and spv.MemoryBarrier (`Device, "None"`): scopes as
 * keywords, semantics as a string, as 13's generated format prints them;
 * at most one of the four ordering semantics may be set. */
#include "spirv_ops.h"

/* `[ExecScope `,`] MemScope `,` Semantics attr-dict` */
static CmResult barrier_parse(CmParser *p, CmOpState *st, bool control) {
  CmNamedAttrVec attrs = {0};
  CmResult r = CM_FAILURE;
  if (control && (cm_failed(cm_spv_parse_enum_attr(p, st, CM_SPV_E_Scope,
                                                   "execution_scope", false)) ||
                  cm_failed(cm_parse_tok(p, CM_TOK_COMMA))))
    goto done;
  if (cm_failed(cm_spv_parse_enum_attr(p, st, CM_SPV_E_Scope, "memory_scope",
                                       false)) ||
      cm_failed(cm_parse_tok(p, CM_TOK_COMMA)) ||
      cm_failed(cm_spv_parse_enum_attr(p, st, CM_SPV_E_MemorySemantics,
                                       "memory_semantics", false)) ||
      cm_failed(cm_parse_optional_attr_dict(p, &attrs)))
    goto done;
  r = CM_SUCCESS;
done:
  for (size_t i = 0; i < attrs.len; i++)
    CM_VEC_PUSH(st->attrs, attrs.data[i]);
  CM_VEC_FREE(attrs);
  return r;
}
static CmResult control_parse(CmParser *p, CmOpState *st) {
  return barrier_parse(p, st, true);
}
static CmResult memory_parse(CmParser *p, CmOpState *st) {
  return barrier_parse(p, st, false);
}

static const char *const control_elided[] = {
    "execution_scope", "memory_scope", "memory_semantics"};

static void barrier_print(CmPrinter *p, CmOp *op, bool control) {
  cm_print_str(p, " ");
  if (control) {
    cm_spv_print_enum_attr(p, op, CM_SPV_E_Scope, "execution_scope", false);
    cm_print_str(p, ", ");
  }
  cm_spv_print_enum_attr(p, op, CM_SPV_E_Scope, "memory_scope", false);
  cm_print_str(p, ", ");
  cm_spv_print_enum_attr(p, op, CM_SPV_E_MemorySemantics, "memory_semantics",
                         false);
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 3, control_elided);
}
static void control_print(CmPrinter *p, CmOp *op) {
  barrier_print(p, op, true);
}
static void memory_print(CmPrinter *p, CmOp *op) {
  barrier_print(p, op, false);
}

static CmResult barrier_verify(CmOp *op) {
  return cm_spv_verify_memory_semantics(op, "memory_semantics");
}

static const CmOdsAttr control_attrs[] = {
    {"execution_scope", &cm_spv_ac_scope, false, NULL},
    {"memory_scope", &cm_spv_ac_scope, false, NULL},
    {"memory_semantics", &cm_spv_ac_memory_semantics, false, NULL}};
static const CmOdsAttr memory_attrs[] = {
    {"memory_scope", &cm_spv_ac_scope, false, NULL},
    {"memory_semantics", &cm_spv_ac_memory_semantics, false, NULL}};
static const CmOdsOp control_ods = {CM_ODS_ATTRS(control_attrs)};
static const CmOdsOp memory_ods = {CM_ODS_ATTRS(memory_attrs)};

static const CmOpDef barrier_ops[] = {
    {.name = "spv.ControlBarrier", .parse = control_parse,
     .print = control_print, .verify = barrier_verify, .ods = &control_ods},
    {.name = "spv.MemoryBarrier", .parse = memory_parse, .print = memory_print,
     .verify = barrier_verify, .ods = &memory_ods},
};

static const CmSpvOpInfo barrier_info[] = {
    CM_SPV_INFO("spv.ControlBarrier", 224),
    CM_SPV_INFO("spv.MemoryBarrier", 225),
};

void cm_spv_register_barrier_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, barrier_ops, CM_ODS_ARRAY_LEN(barrier_ops));
}

const CmSpvOpInfo *cm_spv_barrier_op_info(unsigned *count) {
  *count = CM_ODS_ARRAY_LEN(barrier_info);
  return barrier_info;
}
