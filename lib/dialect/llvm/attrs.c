/* attrs.c - the attributes of the LLVM dialect of MLIR 13:
 *   #llvm.fastmath<flag, ...>         (FMFAttr; ints[0] = the flag bits)
 *   #llvm.loopopts<name = value, ...> (LoopOptionsAttr; ints = (option,
 *                                      value) pairs sorted by option)
 * and the enums MLIR 13 stores as i64 integer attributes (linkage,
 * unnamed_addr, the icmp / fcmp predicates): names, values, readers and
 * builders (llvm.h).
 */
#include "llvm_internal.h"

#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------------
 * enums stored as i64 attributes
 * --------------------------------------------------------------------- */
static const char *const linkage_names[CM_LLVM_LINKAGE_COUNT] = {
    "private",     "internal",     "available_externally",
    "linkonce",    "weak",         "common",
    "appending",   "extern_weak",  "linkonce_odr",
    "weak_odr",    "external"};

const char *cm_llvm_linkage_name(CmLLVMLinkage l) {
  return (unsigned)l < CM_LLVM_LINKAGE_COUNT ? linkage_names[l] : NULL;
}

int cm_llvm_linkage_from_name(CmStr s) {
  for (int i = 0; i < CM_LLVM_LINKAGE_COUNT; i++)
    if (cm_str_eq_c(s, linkage_names[i]))
      return i;
  return -1;
}

static CmType *i64_type(CmContext *ctx) {
  return cm_integer_type(ctx, 64, CM_SIGNLESS);
}

CmAttr *cm_llvm_linkage_attr(CmContext *ctx, CmLLVMLinkage l) {
  return cm_integer_attr(i64_type(ctx), (int64_t)l);
}

static int enum_of(const CmAttr *a, int count) {
  if (!a || a->kind != CM_ATTR_INTEGER || a->integer.value < 0 ||
      a->integer.value >= count)
    return -1;
  return (int)a->integer.value;
}

int cm_llvm_linkage_of(const CmAttr *a) {
  return enum_of(a, CM_LLVM_LINKAGE_COUNT);
}

int cm_llvm_op_linkage(const CmOp *op) {
  return cm_llvm_linkage_of(cm_op_get_attr(op, "linkage"));
}

static const char *const unnamed_addr_names[3] = {"", "local_unnamed_addr",
                                                  "unnamed_addr"};
const char *cm_llvm_unnamed_addr_name(CmLLVMUnnamedAddr u) {
  return (unsigned)u < 3 ? unnamed_addr_names[u] : NULL;
}
int cm_llvm_unnamed_addr_of(const CmAttr *a) { return enum_of(a, 3); }
CmAttr *cm_llvm_unnamed_addr_attr(CmContext *ctx, CmLLVMUnnamedAddr u) {
  return cm_integer_attr(i64_type(ctx), (int64_t)u);
}

static const char *const icmp_names[CM_LLVM_ICMP_COUNT] = {
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"};
static const char *const fcmp_names[CM_LLVM_FCMP_COUNT] = {
    "_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
    "ueq",    "ugt", "uge", "ult", "ule", "une", "uno", "_true"};
const char *cm_llvm_icmp_name(CmLLVMICmpPredicate p) {
  return (unsigned)p < CM_LLVM_ICMP_COUNT ? icmp_names[p] : NULL;
}
const char *cm_llvm_fcmp_name(CmLLVMFCmpPredicate p) {
  return (unsigned)p < CM_LLVM_FCMP_COUNT ? fcmp_names[p] : NULL;
}
int cm_llvm_icmp_from_name(CmStr s) {
  for (int i = 0; i < CM_LLVM_ICMP_COUNT; i++)
    if (cm_str_eq_c(s, icmp_names[i]))
      return i;
  return -1;
}
int cm_llvm_fcmp_from_name(CmStr s) {
  for (int i = 0; i < CM_LLVM_FCMP_COUNT; i++)
    if (cm_str_eq_c(s, fcmp_names[i]))
      return i;
  return -1;
}
int cm_llvm_predicate_of(const CmOp *op) {
  CmAttr *a = cm_op_get_attr(op, "predicate");
  return enum_of(a, cm_op_name_is(op, "llvm.fcmp") ? CM_LLVM_FCMP_COUNT
                                                   : CM_LLVM_ICMP_COUNT);
}

/* ---------------------------------------------------------------------
 * #llvm.fastmath
 * --------------------------------------------------------------------- */
static const char *const fmf_names[] = {"nnan", "ninf",     "nsz",
                                        "arcp", "contract", "afn",
                                        "reassoc", "fast"};
#define NUM_FMF (sizeof fmf_names / sizeof *fmf_names)

CmAttr *cm_llvm_fastmath_attr(CmContext *ctx, unsigned flags) {
  int64_t f = flags;
  return cm_dialect_attr(cm_llvm_dialect_of_ctx(ctx), CM_LLVM_ATTR_FASTMATH,
                         NULL, 0, NULL, 1, &f, NULL, NULL);
}

bool cm_llvm_is_fastmath_attr(const CmAttr *a) {
  return a && a->kind == CM_ATTR_DIALECT && a->dialect_attr.dialect &&
         strcmp(a->dialect_attr.dialect->name, "llvm") == 0 &&
         a->dialect_attr.id == CM_LLVM_ATTR_FASTMATH;
}

unsigned cm_llvm_fastmath_flags(const CmAttr *a) {
  return cm_llvm_is_fastmath_attr(a) ? (unsigned)a->dialect_attr.ints[0] : 0;
}

unsigned cm_llvm_op_fastmath(const CmOp *op) {
  return cm_llvm_fastmath_flags(cm_op_get_attr(op, "fastmathFlags"));
}

/* ---------------------------------------------------------------------
 * #llvm.loopopts
 * --------------------------------------------------------------------- */
static const char *const loopopt_names[] = {
    NULL, "disable_unroll", "disable_licm", "interleave_count",
    "disable_pipeline", "pipeline_initiation_interval"};
#define NUM_LOOPOPT (sizeof loopopt_names / sizeof *loopopt_names)

static bool loopopt_is_bool(int64_t k) {
  return k == CM_LLVM_LOOPOPT_DISABLE_UNROLL ||
         k == CM_LLVM_LOOPOPT_DISABLE_LICM ||
         k == CM_LLVM_LOOPOPT_DISABLE_PIPELINE;
}

typedef struct LoopOpt {
  int64_t key, value;
} LoopOpt;

static int cmp_loopopt(const void *a, const void *b) {
  const LoopOpt *x = a, *y = b;
  return (x->key > y->key) - (x->key < y->key);
}

CmAttr *cm_llvm_loopopts_attr(CmContext *ctx, unsigned n,
                              const int64_t *keys, const int64_t *values) {
  LoopOpt *opts = cm_xmalloc((n ? n : 1) * sizeof(LoopOpt));
  unsigned m = 0;
  for (unsigned i = 0; i < n; i++) {
    /* a later setting of the same option replaces an earlier one */
    unsigned j = 0;
    while (j < m && opts[j].key != keys[i])
      j++;
    opts[j].key = keys[i];
    opts[j].value = values[i];
    if (j == m)
      m++;
  }
  qsort(opts, m, sizeof(LoopOpt), cmp_loopopt);
  int64_t *ints = cm_xmalloc((2 * (size_t)m + 1) * sizeof(int64_t));
  for (unsigned i = 0; i < m; i++) {
    ints[2 * i] = opts[i].key;
    ints[2 * i + 1] = opts[i].value;
  }
  CmAttr *a = cm_dialect_attr(cm_llvm_dialect_of_ctx(ctx),
                              CM_LLVM_ATTR_LOOPOPTS, NULL, 0, NULL, 2 * m,
                              ints, NULL, NULL);
  free(ints);
  free(opts);
  return a;
}

bool cm_llvm_is_loopopts_attr(const CmAttr *a) {
  return a && a->kind == CM_ATTR_DIALECT && a->dialect_attr.dialect &&
         strcmp(a->dialect_attr.dialect->name, "llvm") == 0 &&
         a->dialect_attr.id == CM_LLVM_ATTR_LOOPOPTS;
}

unsigned cm_llvm_loopopts_count(const CmAttr *a) {
  return cm_llvm_is_loopopts_attr(a) ? a->dialect_attr.num_ints / 2 : 0;
}
void cm_llvm_loopopts_get(const CmAttr *a, unsigned i, int64_t *key,
                          int64_t *value) {
  *key = a->dialect_attr.ints[2 * i];
  *value = a->dialect_attr.ints[2 * i + 1];
}

/* ---------------------------------------------------------------------
 * the dialect's attribute hooks
 * --------------------------------------------------------------------- */
static CmAttr *parse_fastmath(CmParser *p, const char *name_pos) {
  if (cm_parse_tok(p, CM_TOK_LESS))
    return NULL;
  unsigned flags = 0;
  if (!cm_parse_optional_tok(p, CM_TOK_GREATER)) {
    do {
      CmStr kw;
      if (cm_parse_any_keyword(p, &kw))
        return NULL;
      unsigned i = 0;
      while (i < NUM_FMF && !cm_str_eq_c(kw, fmf_names[i]))
        i++;
      if (i == NUM_FMF) {
        cm_parser_error_at(p, name_pos, "Unknown fastmath flag: %.*s",
                           (int)kw.len, kw.data);
        return NULL;
      }
      flags |= 1u << i;
    } while (cm_parse_optional_tok(p, CM_TOK_COMMA));
    if (cm_parse_tok(p, CM_TOK_GREATER))
      return NULL;
  }
  return cm_llvm_fastmath_attr(cm_parser_context(p), flags);
}

static CmAttr *parse_loopopts(CmParser *p, const char *name_pos) {
  if (cm_parse_tok(p, CM_TOK_LESS))
    return NULL;
  CM_VEC(int64_t) keys = {0}, vals = {0};
  CmAttr *res = NULL;
  do {
    CmStr kw;
    if (cm_parse_any_keyword(p, &kw))
      goto out;
    int64_t k = 1;
    while (k < (int64_t)NUM_LOOPOPT && !cm_str_eq_c(kw, loopopt_names[k]))
      k++;
    if (k == (int64_t)NUM_LOOPOPT) {
      cm_parser_error_at(p, name_pos, "unknown loop option: %.*s",
                         (int)kw.len, kw.data);
      goto out;
    }
    if (cm_parse_tok(p, CM_TOK_EQUAL))
      goto out;
    int64_t v;
    if (loopopt_is_bool(k)) {
      if (cm_parse_optional_keyword(p, "true"))
        v = 1;
      else if (cm_parse_optional_keyword(p, "false"))
        v = 0;
      else {
        cm_parser_error_at(p, name_pos,
                           "expected boolean value 'true' or 'false'");
        goto out;
      }
    } else if (cm_parse_integer(p, &v)) {
      cm_parser_error_at(p, name_pos, "expected integer value");
      goto out;
    }
    CM_VEC_PUSH(keys, k);
    CM_VEC_PUSH(vals, v);
  } while (cm_parse_optional_tok(p, CM_TOK_COMMA));
  if (cm_parse_tok(p, CM_TOK_GREATER))
    goto out;
  for (size_t i = 0; i < keys.len; i++)
    for (size_t j = i + 1; j < keys.len; j++)
      if (keys.data[i] == keys.data[j]) {
        cm_parser_error_at(p, name_pos, "loop option present twice");
        goto out;
      }
  res = cm_llvm_loopopts_attr(cm_parser_context(p), (unsigned)keys.len,
                              keys.data, vals.data);
out:
  CM_VEC_FREE(keys);
  CM_VEC_FREE(vals);
  return res;
}

CmAttr *cm_llvm_parse_attr_hook(CmDialect *d, CmParser *p, CmType *type) {
  (void)d;
  const char *pos = cm_parser_pos(p);
  if (type && type->kind != CM_TYPE_NONE) {
    cm_parser_error_at(p, pos, "unexpected type");
    return NULL;
  }
  CmStr kw;
  if (cm_parse_any_keyword(p, &kw))
    return NULL;
  CmAttr *a = NULL;
  if (cm_str_eq_c(kw, "fastmath"))
    a = parse_fastmath(p, pos);
  else if (cm_str_eq_c(kw, "loopopts"))
    a = parse_loopopts(p, pos);
  else
    cm_parser_error_at(p, pos, "unknown attribute type: %.*s", (int)kw.len,
                       kw.data);
  if (a && cm_parser_token(p)->kind != CM_TOK_EOF) {
    cm_parser_error(p, "encountered unexpected token");
    return NULL;
  }
  return a;
}

void cm_llvm_print_attr_hook(CmDialect *d, const CmAttr *a, CmPrinter *p) {
  (void)d;
  CmBuf *b = cm_printer_buf(p);
  if (a->dialect_attr.id == CM_LLVM_ATTR_FASTMATH) {
    cm_buf_puts(b, "fastmath<");
    unsigned flags = (unsigned)a->dialect_attr.ints[0];
    bool first = true;
    for (unsigned i = 0; i < NUM_FMF; i++)
      if (flags & (1u << i)) {
        if (!first)
          cm_buf_puts(b, ", ");
        cm_buf_puts(b, fmf_names[i]);
        first = false;
      }
    cm_buf_putc(b, '>');
    return;
  }
  if (a->dialect_attr.id == CM_LLVM_ATTR_LOOPOPTS) {
    cm_buf_puts(b, "loopopts<");
    for (unsigned i = 0; i + 1 < a->dialect_attr.num_ints; i += 2) {
      int64_t k = a->dialect_attr.ints[i], v = a->dialect_attr.ints[i + 1];
      if (i)
        cm_buf_puts(b, ", ");
      cm_buf_puts(b, k > 0 && k < (int64_t)NUM_LOOPOPT ? loopopt_names[k]
                                                        : "?");
      cm_buf_puts(b, " = ");
      if (loopopt_is_bool(k))
        cm_buf_puts(b, v ? "true" : "false");
      else
        cm_buf_printf(b, "%lld", (long long)v);
    }
    cm_buf_putc(b, '>');
  }
}
