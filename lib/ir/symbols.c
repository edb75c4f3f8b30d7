/* symbols.c - symbol tables. */
#include <string.h>

#include "cmlir/ir.h"

CmIdent *cm_symbol_name(const CmOp *op) {
  CmAttr *a = cm_dict_get(op->attrs, "sym_name");
  if (!a || a->kind != CM_ATTR_STRING)
    return NULL;
  return a->str.value;
}

static CmOp *lookup_ident(CmOp *table, const CmIdent *name) {
  if (!table || table->num_regions == 0)
    return NULL;
  for (CmBlock *b = table->regions[0].first; b; b = b->next)
    for (CmOp *o = b->first; o; o = o->next)
      if (cm_symbol_name(o) == name)
        return o;
  return NULL;
}

CmOp *cm_symbol_table_lookup(CmOp *table, const char *name, size_t len) {
  if (!table)
    return NULL;
  return lookup_ident(table, cm_ident(cm_op_context(table), name, len));
}

CmOp *cm_symbol_table_of(CmOp *op) {
  for (; op; op = cm_op_parent_op(op))
    if (cm_op_has_trait(op, CM_TRAIT_SYMBOL_TABLE))
      return op;
  return NULL;
}

CmOp *cm_symbol_lookup_nearest(CmOp *from, const CmAttr *symref) {
  if (!from || !symref)
    return NULL;
  CmOp *table = cm_symbol_table_of(from);
  if (!table)
    return NULL;
  const CmIdent *root;
  if (symref->kind == CM_ATTR_SYMBOL_REF)
    root = symref->symref.root;
  else if (symref->kind == CM_ATTR_STRING)
    root = symref->str.value;
  else
    return NULL;
  CmOp *op = lookup_ident(table, root);
  if (symref->kind != CM_ATTR_SYMBOL_REF)
    return op;
  for (unsigned i = 0; op && i < symref->symref.num_nested; i++) {
    if (!cm_op_has_trait(op, CM_TRAIT_SYMBOL_TABLE))
      return NULL;
    op = lookup_ident(op, symref->symref.nested[i]);
  }
  return op;
}
