/* symbols.c - MlirSymbolTable of later upstream releases' mlir-c/IR.h
 * over cmlir's symbol tables (lib/ir/symbols.c). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "capi_ctx.h"

#define OP(x) cm_capi_unwrap_op(x)

typedef struct CmCapiSymbolTable {
  CmOp *op;
  unsigned next_suffix; /* for renaming on insert */
} CmCapiSymbolTable;

MlirStringRef mlirSymbolTableGetSymbolAttributeName(void) {
  return mlirStringRefCreateFromCString("sym_name");
}

MlirStringRef mlirSymbolTableGetVisibilityAttributeName(void) {
  return mlirStringRefCreateFromCString("sym_visibility");
}

MlirSymbolTable mlirSymbolTableCreate(MlirOperation operation) {
  MlirSymbolTable t = {NULL};
  CmOp *op = OP(operation);
  if (!op || !cm_op_has_trait(op, CM_TRAIT_SYMBOL_TABLE))
    return t;
  CmCapiSymbolTable *st = cm_xcalloc(1, sizeof *st);
  st->op = op;
  t.ptr = st;
  return t;
}

void mlirSymbolTableDestroy(MlirSymbolTable symbolTable) {
  free(symbolTable.ptr);
}

MlirOperation mlirSymbolTableLookup(MlirSymbolTable symbolTable,
                                    MlirStringRef name) {
  CmCapiSymbolTable *st = symbolTable.ptr;
  return cm_capi_wrap_op(cm_symbol_table_lookup(st->op, name.data, name.length));
}

static CmBlock *table_body(CmOp *op) {
  CmRegion *r = cm_op_region(op, 0);
  if (!r->first)
    cm_region_append_block(r, cm_block_create());
  return r->first;
}

MlirAttribute mlirSymbolTableInsert(MlirSymbolTable symbolTable,
                                    MlirOperation operation) {
  CmCapiSymbolTable *st = symbolTable.ptr;
  CmOp *op = OP(operation);
  CmContext *ctx = cm_op_context(op);
  CmBlock *body = table_body(st->op);
  /* At the end, before a terminator if the body has one. */
  CmOp *term = body->last && cm_op_has_trait(body->last, CM_TRAIT_TERMINATOR)
                   ? body->last
                   : NULL;
  if (cm_op_block(op))
    cm_op_remove_from_block(op);
  cm_block_insert_op_before(body, term, op);
  CmIdent *name = cm_symbol_name(op);
  if (!name)
    return cm_capi_wrap_attr(NULL);
  CmOp *existing = cm_symbol_table_lookup(st->op, name->str, name->len);
  if (existing && existing != op) {
    /* Taken: name_0, name_1, ... until free. */
    CmBuf b;
    cm_buf_init(&b);
    for (;;) {
      cm_buf_clear(&b);
      cm_buf_printf(&b, "%s_%u", name->str, st->next_suffix++);
      if (!cm_symbol_table_lookup(st->op, b.data, b.len))
        break;
    }
    cm_op_set_attr(op, "sym_name",
                   cm_string_attr(ctx, (CmStr){b.data, b.len}));
    cm_buf_free(&b);
  }
  return cm_capi_wrap_attr(cm_op_get_attr(op, "sym_name"));
}

void mlirSymbolTableErase(MlirSymbolTable symbolTable, MlirOperation operation) {
  (void)symbolTable;
  cm_op_destroy(OP(operation));
}

/* --------------------------------------------------------- renaming */

/* `a` with every symbol reference rooted at `from` rooted at `to`
 * (through arrays and dictionaries); `a` itself when nothing changes. */
static CmAttr *rename_in_attr(CmContext *ctx, CmAttr *a, CmIdent *from,
                              CmIdent *to) {
  switch (a->kind) {
  case CM_ATTR_SYMBOL_REF: {
    if (a->symref.root != from)
      return a;
    unsigned n = a->symref.num_nested;
    CmStr *nested = cm_xmalloc((n ? n : 1) * sizeof(CmStr));
    for (unsigned i = 0; i < n; i++)
      nested[i] = cm_ident_str(a->symref.nested[i]);
    CmAttr *r = cm_symbol_ref_attr(ctx, cm_ident_str(to), n, nested);
    free(nested);
    return r;
  }
  case CM_ATTR_ARRAY: {
    unsigned n = a->array.num;
    CmAttr **elems = NULL;
    for (unsigned i = 0; i < n; i++) {
      CmAttr *e = rename_in_attr(ctx, a->array.elems[i], from, to);
      if (e != a->array.elems[i] && !elems) {
        elems = cm_xmalloc(n * sizeof(CmAttr *));
        memcpy(elems, a->array.elems, n * sizeof(CmAttr *));
      }
      if (elems)
        elems[i] = e;
    }
    if (!elems)
      return a;
    CmAttr *r = cm_array_attr(ctx, n, elems);
    free(elems);
    return r;
  }
  case CM_ATTR_DICTIONARY: {
    unsigned n = a->dict.num;
    CmNamedAttr *ents = NULL;
    for (unsigned i = 0; i < n; i++) {
      CmAttr *e = rename_in_attr(ctx, a->dict.entries[i].value, from, to);
      if (e != a->dict.entries[i].value && !ents) {
        ents = cm_xmalloc(n * sizeof(CmNamedAttr));
        memcpy(ents, a->dict.entries, n * sizeof(CmNamedAttr));
      }
      if (ents)
        ents[i].value = e;
    }
    if (!ents)
      return a;
    CmAttr *r = cm_dict_attr(ctx, n, ents);
    free(ents);
    return r;
  }
  default:
    return a;
  }
}

typedef struct RenameData {
  CmOp *root;
  CmIdent *from, *to;
} RenameData;

static CmWalkResult rename_op(CmOp *op, void *user) {
  RenameData *d = user;
  if (op == d->root)
    return CM_WALK_ADVANCE;
  CmAttr *attrs = cm_op_attrs(op);
  CmAttr *na = rename_in_attr(cm_op_context(op), attrs, d->from, d->to);
  if (na != attrs)
    cm_op_set_attr_dict(op, na);
  /* The uses inside a nested symbol table refer to its own symbols. */
  return cm_op_has_trait(op, CM_TRAIT_SYMBOL_TABLE) ? CM_WALK_SKIP
                                                     : CM_WALK_ADVANCE;
}

MlirLogicalResult mlirSymbolTableReplaceAllSymbolUses(MlirStringRef oldSymbol,
                                                      MlirStringRef newSymbol,
                                                      MlirOperation from) {
  CmOp *root = OP(from);
  CmContext *ctx = cm_op_context(root);
  RenameData d = {root, cm_ident(ctx, oldSymbol.data, oldSymbol.length),
                  cm_ident(ctx, newSymbol.data, newSymbol.length)};
  cm_walk_pre(root, rename_op, &d);
  return mlirLogicalResultSuccess();
}

/* ------------------------------------------------------------ walking */

static bool is_private(CmOp *op) {
  CmAttr *v = cm_op_get_attr(op, "sym_visibility");
  return v && v->kind == CM_ATTR_STRING &&
         v->str.value->len == 7 && memcmp(v->str.value->str, "private", 7) == 0;
}

static void walk_tables(CmOp *op, bool visible,
                        void (*cb)(MlirOperation, bool, void *), void *user) {
  bool is_table = cm_op_has_trait(op, CM_TRAIT_SYMBOL_TABLE);
  if (is_table)
    visible |= !cm_op_has_trait(op, CM_TRAIT_SYMBOL) || is_private(op);
  else
    visible = true;
  for (unsigned i = 0; i < cm_op_num_regions(op); i++)
    for (CmBlock *b = cm_op_region(op, i)->first; b; b = b->next)
      for (CmOp *o = b->first; o; o = cm_op_next(o))
        walk_tables(o, visible, cb, user);
  if (is_table)
    cb(cm_capi_wrap_op(op), visible, user);
}

void mlirSymbolTableWalkSymbolTables(MlirOperation from, bool allSymUsesVisible,
                                     void (*callback)(MlirOperation, bool,
                                                      void *userData),
                                     void *userData) {
  walk_tables(OP(from), allSymUsesVisible, callback, userData);
}
