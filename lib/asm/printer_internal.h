/* printer_internal.h - private state of the printer (lib/asm/printer.c,
 * lib/asm/print_attr.c). */
#ifndef CMLIR_PRINTER_INTERNAL_H
#define CMLIR_PRINTER_INTERNAL_H

#include "cmlir/asm.h"

/* Attribute elision modes (upstream AttrTypeElision). */
typedef enum { CM_ELIDE_NEVER, CM_ELIDE_MAY, CM_ELIDE_MUST } CmElide;

/* One alias: `#name` / `#nameN` / `!name`. */
typedef struct CmAlias {
  const void *obj; /* CmAttr* or CmType* */
  bool is_type;
  bool deferrable;
  char *name;   /* malloc'd, sanitized */
  int index;    /* -1: no suffix */
  size_t order; /* discovery order */
} CmAlias;

typedef struct CmAliasState {
  CmPtrMap map; /* obj -> alias index + 1, or 0 when visited w/o alias */
  CM_VEC(CmAlias) aliases;
} CmAliasState;

typedef struct CmRegionNames {
  unsigned next_value, next_arg, next_conflict;
  size_t keys_off, keys_len;
} CmRegionNames;

/* SSA naming state. */
typedef struct CmNameState {
  CmPtrMap values; /* CmValue* -> id, or (1<<63 | name offset) */
  CmPtrMap blocks; /* CmBlock* -> id */
  CmPtrMap groups; /* CmOp* -> index into group_data (+1) */
  CM_VEC(uint32_t) group_data; /* [n, g0, g1, ...] per op */
  CmBuf names;     /* NUL-separated value names */
  /* scoped set of used names: hash of name -> offset chain */
  CmPtrMap used;   /* key: hash|1, val: name offset+1 (first) */
  CM_VEC(uint64_t) used_log; /* keys added, for scope pops */
  unsigned next_value, next_arg, next_conflict;
  /* Regions numbered ahead of their op's printing (custom printers print
   * entry-block arguments before the region): region -> rinfo index + 1. */
  CmPtrMap rmap;
  CM_VEC(CmRegionNames) rinfo;
  CM_VEC(uint64_t) rkeys; /* used-name keys of pre-numbered regions */
  /* Float attribute text cache: attr -> (offset << 16 | length) in fpool. */
  CmPtrMap fcache;
  CmBuf fpool;
  /* Scratch space reused across ops (no per-op allocation): the sanitized
   * name being built, and the result-group starts of the current op. */
  CmBuf scratch;
  CM_VEC(uint32_t) scratch_groups;
  /* values.len when the top-level isolated op being printed began (see
   * maybe_forget_region); SIZE_MAX: none yet. */
  size_t fn_base_values;
} CmNameState;

struct CmPrinter {
  CmBuf *out;
  CmBuf own;
  CmWriteFn fn; /* NULL: everything stays in `out` */
  void *user;
  CmPrintFlags flags;
  unsigned indent;
  bool collect;          /* alias collection pass: visit, print nothing */
  CmAliasState *aliases; /* NULL: no aliases */
  CmNameState *names;    /* NULL: standalone printing */
  /* Parallel printing (printer.c, par_block): the detached root op whose
   * body blocks may be printed one top-level op per task on `par_threads`
   * threads; NULL: everything is printed on the calling thread. */
  CmOp *par_root;
  unsigned par_threads;
};

/* Decimal `v`; inline for the one- and two-digit numbers that most value
 * ids, block ids and integer widths are. */
static inline void cm_pr_uint(CmBuf *b, uint64_t v) {
  if (v < 10) {
    cm_buf_putc(b, (char)('0' + v));
  } else if (v < 100) {
    char t[2] = {(char)('0' + v / 10), (char)('0' + v % 10)};
    cm_buf_putn(b, t, 2);
  } else {
    cm_buf_put_u64(b, v);
  }
}

/* print_attr.c */
void cm_pr_type(CmPrinter *p, const CmType *t);
void cm_pr_attr(CmPrinter *p, const CmAttr *a, CmElide elide);
void cm_pr_loc(CmPrinter *p, const CmLoc *l, bool allow_alias);
void cm_pr_loc_internal(CmPrinter *p, const CmLoc *l, bool pretty);
void cm_pr_affine_expr(CmBuf *b, const CmAffineExpr *e, int strong);
/* The same with dimensions and symbols printed by `id` (NULL: d0 / s0). */
typedef void (*CmPrAffineIdFn)(void *user, bool is_symbol, unsigned pos);
void cm_pr_affine_expr_ids(CmBuf *b, const CmAffineExpr *e, int strong,
                           CmPrAffineIdFn id, void *user);
void cm_pr_affine_map(CmBuf *b, const CmAffineMap *m);
void cm_pr_integer_set(CmBuf *b, const CmIntegerSet *s);
void cm_pr_escaped(CmBuf *b, const char *s, size_t n); /* no quotes */
bool cm_pr_is_bare_ident(const char *s, size_t n);
void cm_pr_symbol_ref(CmBuf *b, CmStr s);
void cm_pr_named_attr(CmPrinter *p, const CmNamedAttr *na);
/* Alias collection: visit objects (records aliases in p->aliases). */
void cm_alias_visit_attr(CmPrinter *p, const CmAttr *a, bool deferrable);
void cm_alias_visit_type(CmPrinter *p, const CmType *t);
/* Prints `#alias` / `!alias` if `obj` has one; returns true if printed. */
bool cm_alias_print(CmPrinter *p, const void *obj);

#endif
