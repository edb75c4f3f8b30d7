/* register.c - registration of ODS op tables: copies each CmOpDef into
 * context memory next to its private side structure (OdsOpInfo), compiles
 * the assembly format, parses default attribute values and installs the
 * generic verify / parse / print hooks. */
#include "ods_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const OdsOpInfo *cm_ods_info(const CmOpDef *def) {
  if (def && def->verify_invariants == cm_ods_verify_invariants)
    return (const OdsOpInfo *)def;
  return NULL;
}

/* Attributes set twice are reported by the parser after any custom-form
 * parse hook (parser.c, check_duplicate_attrs), ODS or not. */
static CmResult ods_parse(CmParser *p, CmOpState *st) {
  const OdsOpInfo *info = cm_ods_info(st->name->def);
  if (!info)
    return cm_parser_error(p, "op has no custom assembly format");
  return info->orig->parse ? info->orig->parse(p, st)
                           : cm_ods_format_parse(p, st);
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
    info->attr_idents = cm_context_alloc(
        ctx, sizeof(CmIdent *) * (ods->num_attrs + 1), _Alignof(CmIdent *));
    for (unsigned k = 0; k < ods->num_attrs; k++)
      info->attr_idents[k] = cm_ident_c(ctx, ods->attrs[k].name);
    unsigned nr = ods->num_type_rels;
    info->rel_from = cm_context_alloc(ctx, sizeof(int) * (nr + 1),
                                      _Alignof(int));
    info->rel_to = cm_context_alloc(ctx, sizeof(int) * (nr + 1),
                                    _Alignof(int));
    for (unsigned r = 0; r < nr; r++) {
      info->rel_from[r] = cm_ods_value_slot(ods, ods->type_rels[r].from);
      info->rel_to[r] = cm_ods_value_slot(ods, ods->type_rels[r].to);
    }
    info->single_operands = info->single_results = true;
    for (unsigned k = 0; k < ods->num_operands; k++)
      info->single_operands &= ods->operands[k].arity == CM_ODS_ONE;
    for (unsigned k = 0; k < ods->num_results; k++)
      info->single_results &= ods->results[k].arity == CM_ODS_ONE;
    info->def.verify_invariants = cm_ods_verify_invariants;
    info->def.verify = cm_ods_verify;
    if (ods->format && (!d->parse || !d->print)) {
      info->fmt = cm_ods_compile_format(ctx, d, ods);
      if (info->fmt) {
        if (!d->parse)
          info->def.parse = ods_parse;
        if (!d->print)
          info->def.print = cm_ods_format_print;
      }
    }
    if (d->parse)
      info->def.parse = ods_parse;
    cm_register_ops(ctx, &info->def, 1);
  }
}

const CmOdsOp *cm_ods_of(const CmOp *op) {
  const CmOpDef *def = op ? cm_op_def(op) : NULL;
  return def ? (const CmOdsOp *)def->ods : NULL;
}

CmAttr *cm_ods_get_attr(const CmOp *op, const char *name) {
  CmAttr *a = cm_op_get_attr(op, name);
  if (a)
    return a;
  const OdsOpInfo *info = cm_ods_info(cm_op_def(op));
  if (!info || !info->defaults)
    return NULL;
  for (unsigned k = 0; k < info->ods->num_attrs; k++)
    if (strcmp(info->ods->attrs[k].name, name) == 0)
      return info->defaults[k];
  return NULL;
}
