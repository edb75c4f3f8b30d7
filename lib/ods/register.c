/* register.c - registration of ODS op tables: copies each CmOpDef into
 * context memory next to its private side structure (OdsOpInfo), compiles
 * the assembly format, parses default attribute values and installs the
 * generic verify / parse / print hooks. */
#include "ods_internal.h"

#include <stdio.h>
#include <string.h>

const OdsOpInfo *cm_ods_info(const CmOpDef *def) {
  if (def && def->verify_invariants == cm_ods_verify_invariants)
    return (const OdsOpInfo *)def;
  return NULL;
}

void cm_ods_register_ops(CmContext *ctx, const CmOpDef *defs, size_t n) {
  for (size_t i = 0; i < n; i++) {
    const CmOpDef *d = &defs[i];
    if (!d->ods) {
      cm_register_ops(ctx, d, 1);
      continue;
    }
    const CmOdsOp *ods = d->ods;
    OdsOpInfo *info = cm_context_alloc(ctx, sizeof(OdsOpInfo),
                                       _Alignof(OdsOpInfo));
    memset(info, 0, sizeof(*info));
    info->def = *d;
    info->orig = d;
    info->ods = ods;
    info->ctx = ctx;
    if (ods->num_attrs) {
      info->defaults = cm_context_alloc(ctx, sizeof(CmAttr *) * ods->num_attrs,
                                        _Alignof(CmAttr *));
      for (unsigned k = 0; k < ods->num_attrs; k++) {
        info->defaults[k] = NULL;
        const char *dv = ods->attrs[k].default_value;
        if (!dv)
          continue;
        info->defaults[k] = cm_parse_attr_str(ctx, cm_str(dv));
        if (!info->defaults[k])
          fprintf(stderr,
                  "cmlir: op '%s': cannot parse default value '%s' of "
                  "attribute '%s'\n",
                  d->name, dv, ods->attrs[k].name);
      }
    }
    info->def.verify_invariants = cm_ods_verify_invariants;
    info->def.verify = cm_ods_verify;
    if (ods->format && (!d->parse || !d->print)) {
      info->fmt = cm_ods_compile_format(ctx, d, ods);
      if (info->fmt) {
        if (!d->parse)
          info->def.parse = cm_ods_format_parse;
        if (!d->print)
          info->def.print = cm_ods_format_print;
      }
    }
    cm_register_ops(ctx, &info->def, 1);
  }
}

const CmOdsOp *cm_ods_of(const CmOp *op) {
  if (!op || !op->name || !op->name->def)
    return NULL;
  return (const CmOdsOp *)op->name->def->ods;
}

CmAttr *cm_ods_get_attr(const CmOp *op, const char *name) {
  CmAttr *a = cm_op_get_attr(op, name);
  if (a)
    return a;
  const OdsOpInfo *info = op->name ? cm_ods_info(op->name->def) : NULL;
  if (!info || !info->defaults)
    return NULL;
  for (unsigned k = 0; k < info->ods->num_attrs; k++)
    if (strcmp(info->ods->attrs[k].name, name) == 0)
      return info->defaults[k];
  return NULL;
}
