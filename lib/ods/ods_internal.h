/* ods_internal.h - private structures of the ODS runtime (lib/ods). */
#ifndef CMLIR_ODS_INTERNAL_H
#define CMLIR_ODS_INTERNAL_H

#include "cmlir/ods.h"

/* Compiled assembly-format element. */
typedef enum {
  FE_LITERAL,    /* text */
  FE_SPACE,      /* ` ` (space=true) or `` (space=false) */
  FE_OPERAND,    /* idx: operand group */
  FE_ATTR,       /* idx: attribute */
  FE_REGION,     /* idx: region group */
  FE_SUCCESSOR,  /* idx: successor group */
  FE_ATTR_DICT,  /* with_kw */
  FE_TYPE,       /* ref */
  FE_FUNC_TYPE,  /* ref (inputs), ref2 (results) */
  FE_OPERANDS,   /* all operands */
  FE_REGIONS,    /* all regions */
  FE_SUCCESSORS, /* all successors */
  FE_CUSTOM,     /* idx: custom directive; args */
  FE_OPTIONAL,   /* children, anchor */
} FmtKind;

/* What a type directive refers to. */
typedef enum {
  TR_OPERAND, /* idx: operand group */
  TR_RESULT,  /* idx: result group */
  TR_OPERANDS,
  TR_RESULTS
} TypeRefKind;
typedef struct TypeRef {
  TypeRefKind kind;
  unsigned idx;
} TypeRef;

typedef struct FmtElem FmtElem;
struct FmtElem {
  FmtKind kind;
  const char *text; /* literal (NUL-terminated, context memory) */
  bool punct;       /* a literal that is punctuation, of kind `tok` */
  int tok;          /* CmTokKind */
  bool space;
  bool with_kw;
  unsigned idx;
  TypeRef ref, ref2;
  /* custom directive arguments */
  CmOdsDirArg *args;
  unsigned nargs;
  /* optional group */
  FmtElem *children;
  unsigned nchildren;
  unsigned anchor; /* index in children */
};

typedef struct OdsFormat {
  FmtElem *elems;
  unsigned nelems;
  /* attribute names printed by the format (elided from attr-dict) */
  const char **elided;
  unsigned nelided;
  bool has_attr_dict;
} OdsFormat;

typedef struct OdsOpInfo {
  CmOpDef def;         /* the registered copy; must stay first */
  const CmOpDef *orig; /* the table entry */
  const CmOdsOp *ods;
  CmContext *ctx;
  CmAttr **defaults; /* per ods attr, NULL if none */
  CmIdent **attr_idents; /* per ods attr: its name, interned */
  /* Per type relation (CmOdsOp.type_rels): the slots (operand groups,
   * then result groups) of its `from` and `to`, or -1 where a name is not
   * a value of the op; resolved at registration, not per parsed or
   * verified op (cm_ods_value_slot). */
  int *rel_from, *rel_to;
  OdsFormat *fmt;    /* NULL: no format */
  /* every operand (result) group is a single value: the group sizes are
   * all 1 whenever the count matches */
  bool single_operands, single_results;
} OdsOpInfo;

/* The OdsOpInfo of a registered op def, or NULL. */
const OdsOpInfo *cm_ods_info(const CmOpDef *def);

/* verify.c */
CmResult cm_ods_verify_invariants(CmOp *op);
CmResult cm_ods_verify(CmOp *op);
/* Group sizes of operands / results: fills sizes[ngroups]; false if the
 * layout cannot be determined (bad segment attribute). */
bool cm_ods_operand_sizes(const CmOp *op, unsigned *sizes);
bool cm_ods_result_sizes(const CmOp *op, unsigned *sizes);

/* Where group `g` starts, given every group's size. */
static inline unsigned cm_ods_group_start(const unsigned *sizes, unsigned g) {
  unsigned s = 0;
  for (unsigned i = 0; i < g; i++)
    s += sizes[i];
  return s;
}

/* The slot of a value name: its operand group, else num_operands plus its
 * result group; -1 if neither (format.c). */
int cm_ods_value_slot(const CmOdsOp *ods, const char *name);

/* format.c */
OdsFormat *cm_ods_compile_format(CmContext *ctx, const CmOpDef *def,
                                 const CmOdsOp *ods);
CmResult cm_ods_format_parse(CmParser *p, CmOpState *st);
void cm_ods_format_print(CmPrinter *p, CmOp *op);

/* constraints.c helpers */
bool cm_ods_attr_satisfies(const CmAttrConstraint *c, const CmAttr *a);
/* Summary (generated for enums without one); written to `out`. */
void cm_ods_attr_summary(const CmAttrConstraint *c, CmBuf *out);

#endif
