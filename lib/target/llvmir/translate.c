/* translate.c - the LLVM dialect to LLVM IR text (cmlir/target.h).
 *
 * The module is written in the layout LLVM 13's printer uses: header,
 * identified struct types, globals, the implicit malloc/free declarations
 * mlir-translate-13 adds, the functions, declarations the translation
 * added (intrinsics), attribute groups, named metadata, metadata nodes.
 *
 * Each function is written in two passes over its blocks: the first
 * numbers the values as LLVM's printer does (arguments, then per block its
 * label, its PHIs - the block arguments - and the instructions with a
 * result) and computes the text of the ops that become constants rather
 * than instructions (llvm.mlir.constant, undef, null, addressof); the
 * second writes the instructions through the op table of ops.c. */
#include "llvmir_internal.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* ---- values ------------------------------------------------------------ */

void cm_ll_put_value(CmLlWriter *w, CmBuf *out, CmValue *v) {
  uint64_t *e = cm_ptrmap_get(&w->vals, v);
  if (!e) { /* only reachable on IR the verifier would reject */
    cm_buf_puts(out, "undef");
    return;
  }
  if (*e & 1) {
    CmLlSpan s = w->cspans.data[*e >> 1];
    /* `out` may be the pool itself (a constant made of constants): grow
     * it first so the text copied does not move under the copy */
    if (out->len + s.len + 1 > out->cap)
      cm_buf_grow_to(out, out->len + s.len + 1);
    cm_buf_putn(out, w->cpool.data + s.off, s.len);
    return;
  }
  cm_buf_putc(out, '%');
  cm_buf_put_u64(out, *e >> 1);
}

void cm_ll_put_typed_value(CmLlWriter *w, CmBuf *out, CmValue *v) {
  (void)cm_ll_put_type(w, out, v->type);
  cm_buf_putc(out, ' ');
  cm_ll_put_value(w, out, v);
}

void cm_ll_put_block(CmLlWriter *w, CmBuf *out, CmBlock *b) {
  uint64_t *e = cm_ptrmap_get(&w->blocks, b);
  cm_buf_putc(out, '%');
  cm_buf_put_u64(out, e ? *e : 0);
}

const CmLlSpan *cm_ll_const_of(CmLlWriter *w, CmValue *v) {
  uint64_t *e = cm_ptrmap_get(&w->vals, v);
  if (!e || !(*e & 1))
    return NULL;
  return &w->cspans.data[*e >> 1];
}

static void set_const_value(CmLlWriter *w, CmValue *v, size_t off) {
  CmLlSpan s = {off, w->cpool.len - off, w->ck, {0}, w->ck_agg};
  w->ck_agg = NULL;
  if (w->ck == CM_LLC_INT)
    s.v.i = w->ck_i;
  else if (w->ck == CM_LLC_FLOAT)
    s.v.f = w->ck_f;
  w->ck = CM_LLC_OTHER;
  CM_VEC_PUSH(w->cspans, s);
  cm_ptrmap_put(&w->vals, v, ((uint64_t)(w->cspans.len - 1) << 1) | 1);
}

void cm_ll_successor_operands(CmOp *op, unsigned i, unsigned *first,
                              unsigned *count) {
  unsigned n = cm_op_num_operands(op);
  *first = 0;
  *count = 0;
  CmAttr *segs = cm_op_get_attr(op, "operand_segment_sizes");
  if (cm_op_name_is(op, "llvm.br")) {
    *count = n;
    return;
  }
  if (!segs || segs->kind != CM_ATTR_DENSE_ELEMENTS)
    return;
  int64_t nseg = cm_shaped_num_elements(segs->type);
  if (cm_op_name_is(op, "llvm.cond_br") && nseg == 3) {
    unsigned t = (unsigned)cm_dense_get_int(segs, 1);
    unsigned f = (unsigned)cm_dense_get_int(segs, 2);
    *first = i == 0 ? 1 : 1 + t;
    *count = i == 0 ? t : f;
  } else if (cm_op_name_is(op, "llvm.switch") && nseg == 3) {
    unsigned d = (unsigned)cm_dense_get_int(segs, 1);
    unsigned c = (unsigned)cm_dense_get_int(segs, 2);
    if (i == 0) {
      *first = 1;
      *count = d;
      return;
    }
    CmAttr *offs = cm_op_get_attr(op, "case_operand_offsets");
    if (!offs || offs->kind != CM_ATTR_DENSE_ELEMENTS)
      return;
    int64_t ncases = cm_shaped_num_elements(offs->type);
    unsigned k = i - 1;
    if ((int64_t)k >= ncases)
      return;
    unsigned start = (unsigned)cm_dense_get_int(offs, k);
    unsigned end = (int64_t)k + 1 < ncases
                       ? (unsigned)cm_dense_get_int(offs, k + 1)
                       : c;
    *first = 1 + d + start;
    *count = end - start;
  } else if (cm_op_name_is(op, "llvm.invoke")) {
    /* callee operands, normal dest operands, unwind dest operands */
    if (nseg == 3) {
      unsigned a = (unsigned)cm_dense_get_int(segs, 0);
      unsigned nd = (unsigned)cm_dense_get_int(segs, 1);
      unsigned ud = (unsigned)cm_dense_get_int(segs, 2);
      *first = i == 0 ? a : a + nd;
      *count = i == 0 ? nd : ud;
    }
  }
}

void cm_ll_add_decl(CmLlWriter *w, CmStr name, const char *decl, size_t len,
                    const char *fn_attrs) {
  CmIdent *id = cm_ident(w->ctx, name.data, name.len);
  if (cm_ptrmap_get(&w->decl_seen, id))
    return;
  cm_ptrmap_put(&w->decl_seen, id, 1);
  cm_buf_putn(&w->decls, decl, len);
  cm_buf_putc(&w->decls, '\0');
  CM_VEC_PUSH(w->decl_attrs, fn_attrs);
}

static int attr_group_of(CmLlWriter *w, const char *text) {
  for (size_t i = 0; i < w->attr_groups.len; i++)
    if (!strcmp(w->attr_groups.data[i], text))
      return (int)i;
  CM_VEC_PUSH(w->attr_groups, cm_xstrndup(text, strlen(text)));
  return (int)w->attr_groups.len - 1;
}

static void write_decls(CmLlWriter *w, CmBuf *out) {
  const char *p = w->decls.data;
  for (size_t i = 0; i < w->decl_attrs.len; i++) {
    size_t len = strlen(p);
    cm_buf_putc(out, '\n');
    const char *attrs = w->decl_attrs.data[i];
    if (attrs) {
      cm_buf_puts(out, "; Function Attrs: ");
      cm_buf_puts(out, attrs);
      cm_buf_putc(out, '\n');
    }
    cm_buf_putn(out, p, len);
    if (attrs) {
      cm_buf_puts(out, " #");
      cm_buf_put_u64(out, (uint64_t)attr_group_of(w, attrs));
    }
    cm_buf_putc(out, '\n');
    p += len + 1;
  }
}

/* ---- op table ---------------------------------------------------------- */

static const CmLlOpRow *row_of(CmLlWriter *w, CmOp *op) {
  CmOpName *name = cm_op_opname(op);
  size_t n;
  const CmLlOpRow *rows = cm_ll_op_rows(&n);
  uint64_t *e = cm_ptrmap_get(&w->rows, name);
  uint64_t found;
  if (e) {
    found = *e;
  } else {
    CmStr s = cm_ident_str(name->name);
    found = 0;
    for (size_t i = 0; i < n; i++)
      if (cm_str_eq_c(s, rows[i].name)) {
        found = i + 1;
        break;
      }
    if (!found && cm_str_starts_with(s, "llvm.intr.") &&
        cm_ll_is_known_intrinsic(op))
      found = n + 1;
    cm_ptrmap_put(&w->rows, name, found);
  }
  if (!found)
    return NULL;
  return found == n + 1 ? &cm_ll_intrinsic_row : &rows[found - 1];
}

static CmResult unsupported_op(CmOp *op) {
  const char *name = cm_op_opname(op)->name->str;
  if (strncmp(name, "llvm.", 5) != 0) /* no translation for its dialect */
    return cm_op_emit_plain_error(
        op, "cannot be converted to LLVM IR: missing "
            "`LLVMTranslationDialectInterface` registration for dialect for "
            "op: %s",
        name);
  return cm_op_emit_plain_error(op, "LLVM Translation failed for operation: %s",
                                name);
}

/* ---- legalization (LLVM::ensureDistinctSuccessors) ---------------------- */

/* A block whose terminator names the same successor (with arguments)
 * several times gets, for each repetition after the first, a new block at
 * the end of the region that takes the arguments and branches on: PHIs can
 * then tell the edges apart.  As mlir-translate-13, which runs this before
 * translating. */
static void legalize_block(CmBlock *b) {
  CmOp *term = b->last;
  if (!term)
    return;
  unsigned ns = cm_op_num_successors(term);
  for (unsigned i = 1; i < ns; i++) {
    CmBlock *s = cm_op_successor(term, i);
    if (!s->num_args)
      continue;
    bool repeated = false;
    for (unsigned j = 0; j < i && !repeated; j++)
      repeated = cm_op_successor(term, j) == s;
    if (!repeated)
      continue;
    CmContext *ctx = cm_op_context(term);
    CmBlock *dummy = cm_block_create();
    CmValue **args = cm_xmalloc(s->num_args * sizeof(CmValue *));
    for (unsigned a = 0; a < s->num_args; a++)
      args[a] = cm_block_add_arg(dummy, s->args[a]->type, cm_op_loc(term));
    cm_region_append_block(b->parent, dummy);
    CmOp *br = cm_op_create_v(ctx, "llvm.br", cm_op_loc(term), 0, NULL,
                              s->num_args, args, NULL, 1, &s, 0);
    cm_block_append_op(dummy, br);
    free(args);
    cm_op_set_successor(term, i, dummy);
  }
}

static void legalize_region(CmRegion *r) {
  for (CmBlock *b = r->first; b; b = b->next) {
    for (CmOp *op = b->first; op; op = cm_op_next(op))
      for (unsigned i = 0; i < cm_op_num_regions(op); i++)
        legalize_region(cm_op_region(op, i));
    legalize_block(b);
  }
}

/* ---- attributes ---------------------------------------------------------- */

/* LLVM attribute kinds that take no value, in LLVM 13's enum order (which
 * is the order its printer sorts them in). */
static const char *const enum_attrs[] = {
    "alwaysinline", "argmemonly", "builtin", "cold", "convergent",
    "disable_sanitizer_instrumentation", "hot", "immarg", "inreg",
    "inaccessiblememonly", "inaccessiblemem_or_argmemonly", "inlinehint",
    "jumptable", "minsize", "mustprogress", "naked", "nest", "noalias",
    "nobuiltin", "nocallback", "nocapture", "nocf_check", "noduplicate",
    "nofree", "noimplicitfloat", "noinline", "nomerge", "noprofile",
    "norecurse", "noredzone", "noreturn", "nosanitize_coverage", "nosync",
    "noundef", "nounwind",
    "nonlazybind", "nonnull", "null_pointer_is_valid", "optforfuzzing",
    "optsize", "optnone", "readnone", "readonly", "returned", "returns_twice",
    "signext", "safestack", "sanitize_address", "sanitize_hwaddress",
    "sanitize_memtag", "sanitize_memory", "sanitize_thread",
    "shadowcallstack", "speculatable", "speculative_load_hardening", "ssp",
    "sspreq", "sspstrong", "strictfp", "swiftasync", "swifterror",
    "swiftself", "uwtable", "willreturn", "writeonly", "zeroext"};
/* Kinds that need an integer value. */
static const char *const int_attrs[] = {
    "align", "allocsize", "dereferenceable", "dereferenceable_or_null",
    "alignstack", "vscale_range"};

static int find_name(const char *const *list, size_t n, CmStr s) {
  for (size_t i = 0; i < n; i++)
    if (cm_str_eq_c(s, list[i]))
      return (int)i;
  return -1;
}
#define NUM_ENUM_ATTRS (sizeof enum_attrs / sizeof enum_attrs[0])
#define NUM_INT_ATTRS (sizeof int_attrs / sizeof int_attrs[0])

typedef struct KV {
  CmStr k, v;
  bool has_v;
} KV;

typedef struct FnAttrs {
  bool has_enum[NUM_ENUM_ATTRS];
  bool has_int[NUM_INT_ATTRS];
  CmStr int_val[NUM_INT_ATTRS];
  CM_VEC(KV) strs;
} FnAttrs;

/* The passthrough attribute as upstream's forwardPassthroughAttributes. */
static CmResult collect_passthrough(CmOp *func, FnAttrs *fa) {
  CmAttr *pt = cm_op_get_attr(func, "passthrough");
  if (!pt)
    return CM_SUCCESS;
  if (pt->kind != CM_ATTR_ARRAY)
    return cm_emit_error(cm_op_loc(func), "expected 'passthrough' to be an "
                                        "array attribute");
  for (unsigned i = 0; i < pt->array.num; i++) {
    CmAttr *e = pt->array.elems[i];
    CmStr key, val = {NULL, 0};
    bool has_v = false;
    if (e->kind == CM_ATTR_STRING) {
      key = cm_ident_str(e->str.value);
    } else if (e->kind == CM_ATTR_ARRAY && e->array.num == 2) {
      if (e->array.elems[0]->kind != CM_ATTR_STRING ||
          e->array.elems[1]->kind != CM_ATTR_STRING)
        return cm_emit_error(
            cm_op_loc(func), "expected arrays within 'passthrough' to contain two "
                  "strings");
      key = cm_ident_str(e->array.elems[0]->str.value);
      val = cm_ident_str(e->array.elems[1]->str.value);
      has_v = true;
    } else {
      return cm_emit_error(cm_op_loc(func), "expected 'passthrough' to contain "
                                          "string or array attributes");
    }
    int ek = find_name(enum_attrs, NUM_ENUM_ATTRS, key);
    int ik = find_name(int_attrs, NUM_INT_ATTRS, key);
    bool num = false;
    if (ik >= 0 && has_v && val.len) { /* StringRef::getAsInteger, radix 0 */
      char *tmp = cm_xstrndup(val.data, val.len), *end;
      errno = 0;
      (void)strtoll(tmp, &end, 0);
      num = !errno && *end == 0 && tmp[0] != '-' && tmp[0] != '+' &&
            tmp[0] != ' ';
      free(tmp);
    }
    if (ek >= 0) {
      if (has_v)
        return cm_emit_error(
            cm_op_loc(func), "LLVM attribute '%.*s' does not expect a value, found '%.*s'",
            (int)key.len, key.data, (int)val.len, val.data);
      fa->has_enum[ek] = true;
    } else if (ik >= 0 && !has_v) {
      return cm_emit_error(cm_op_loc(func), "LLVM attribute '%.*s' expects a value",
                                    (int)key.len, key.data);
    } else if (ik >= 0 && num) {
      fa->has_int[ik] = true;
      fa->int_val[ik] = val;
    } else {
      KV kv = {key, val, has_v};
      /* a later one with the same key replaces the earlier */
      size_t k;
      for (k = 0; k < fa->strs.len; k++)
        if (cm_str_eq(fa->strs.data[k].k, key))
          break;
      if (k < fa->strs.len)
        fa->strs.data[k] = kv;
      else
        CM_VEC_PUSH(fa->strs, kv);
    }
  }
  return CM_SUCCESS;
}

static int kv_cmp(const void *a, const void *b) {
  const KV *x = a, *y = b;
  size_t n = x->k.len < y->k.len ? x->k.len : y->k.len;
  int c = memcmp(x->k.data, y->k.data, n);
  return c ? c : (x->k.len > y->k.len) - (x->k.len < y->k.len);
}

/* Writes the "; Function Attrs" comment (into `comment`) and returns the
 * attribute group number (or -1 for none). */
static int fn_attr_group(CmLlWriter *w, FnAttrs *fa, CmBuf *comment) {
  CmBuf text;
  cm_buf_init(&text);
  for (size_t i = 0; i < NUM_ENUM_ATTRS; i++)
    if (fa->has_enum[i]) {
      if (text.len)
        cm_buf_putc(&text, ' ');
      cm_buf_puts(&text, enum_attrs[i]);
    }
  /* the comment spells integer attributes `name(N)`, the group
   * `align=N` / `alignstack=N` */
  CmBuf ctext;
  cm_buf_init(&ctext);
  cm_buf_putn(&ctext, text.data ? text.data : "", text.len);
  for (size_t i = 0; i < NUM_INT_ATTRS; i++)
    if (fa->has_int[i]) {
      bool eq = !strcmp(int_attrs[i], "align") ||
                !strcmp(int_attrs[i], "alignstack");
      if (text.len)
        cm_buf_putc(&text, ' ');
      if (ctext.len)
        cm_buf_putc(&ctext, ' ');
      cm_buf_printf(&text, eq ? "%s=%.*s" : "%s(%.*s)", int_attrs[i],
                    (int)fa->int_val[i].len, fa->int_val[i].data);
      cm_buf_printf(&ctext, "%s(%.*s)", int_attrs[i], (int)fa->int_val[i].len,
                    fa->int_val[i].data);
    }
  if (ctext.len) {
    cm_buf_puts(comment, "; Function Attrs: ");
    cm_buf_putn(comment, ctext.data, ctext.len);
    cm_buf_putc(comment, '\n');
  }
  cm_buf_free(&ctext);
  if (fa->strs.len > 1)
    qsort(fa->strs.data, fa->strs.len, sizeof *fa->strs.data, kv_cmp);
  for (size_t i = 0; i < fa->strs.len; i++) {
    if (text.len)
      cm_buf_putc(&text, ' ');
    cm_buf_putc(&text, '"');
    cm_ll_put_escaped(&text, fa->strs.data[i].k.data, fa->strs.data[i].k.len);
    cm_buf_putc(&text, '"');
    if (fa->strs.data[i].has_v) {
      cm_buf_puts(&text, "=\"");
      cm_ll_put_escaped(&text, fa->strs.data[i].v.data,
                        fa->strs.data[i].v.len);
      cm_buf_putc(&text, '"');
    }
  }
  CM_VEC_FREE(fa->strs);
  if (!text.len) {
    cm_buf_free(&text);
    return -1;
  }
  int g = attr_group_of(w, text.data);
  cm_buf_free(&text);
  return g;
}

/* ---- linkage ------------------------------------------------------------ */

static const char *const linkage_names[] = {
    "private",     "internal",    "available_externally", "linkonce",
    "weak",        "common",      "appending",            "extern_weak",
    "linkonce_odr", "weak_odr",   "external"};
enum { LINK_EXTERNAL = 10, LINK_EXTERN_WEAK = 7 };

/* `dso_local ` of an op with the unit attribute, after its linkage: LLVM
 * leaves it implicit for private and internal linkage. */
static void put_dso_local(CmBuf *out, CmOp *op, int linkage) {
  CmAttr *a = cm_op_get_attr(op, "dso_local");
  if (a && a->kind == CM_ATTR_UNIT && linkage > 1)
    cm_buf_puts(out, "dso_local ");
}

static int op_linkage(CmOp *op) {
  CmAttr *a = cm_op_get_attr(op, "linkage");
  if (!a)
    return LINK_EXTERNAL;
  if (a->kind == CM_ATTR_INTEGER && a->integer.value >= 0 &&
      a->integer.value <= 10)
    return (int)a->integer.value;
  return -1;
}

/* ---- functions ------------------------------------------------------------ */

static CmType *func_type(CmOp *func) {
  CmAttr *t = cm_op_get_attr(func, "type");
  if (!t || t->kind != CM_ATTR_TYPE ||
      cm_llvm_type_id(t->type_value) != CM_LLVM_FUNC)
    return NULL;
  return t->type_value;
}

static CmAttr *arg_attrs(CmOp *func, unsigned i) {
  CmAttr *all = cm_op_get_attr(func, "arg_attrs");
  if (all && all->kind == CM_ATTR_ARRAY && i < all->array.num &&
      all->array.elems[i]->kind == CM_ATTR_DICTIONARY)
    return all->array.elems[i];
  return NULL;
}

static void reset_function_state(CmLlWriter *w) {
  cm_ptrmap_free(&w->vals);
  cm_ptrmap_free(&w->blocks);
  cm_buf_clear(&w->cpool);
  w->cspans.len = 0;
  cm_arena_free(&w->agg_arena);
  cm_arena_init(&w->agg_arena);
}

static bool all_operands_const(CmLlWriter *w, CmOp *op) {
  unsigned n = cm_op_num_operands(op);
  if (cm_op_num_results(op) != 1 || !n)
    return false;
  for (unsigned i = 0; i < n; i++)
    if (!cm_ll_const_of(w, cm_op_operand(op, i)))
      return false;
  return true;
}

/* IRBuilder's own identities, which mlir-translate-13 inherits: CreateOr
 * with a null constant right operand and CreateAnd with an all-ones
 * ConstantInt right operand return the left operand, emitting nothing. */
static bool builder_identity(CmLlWriter *w, CmOp *op) {
  bool is_or = cm_op_name_is(op, "llvm.or");
  if ((!is_or && !cm_op_name_is(op, "llvm.and")) ||
      cm_op_num_operands(op) != 2 ||
      !cm_ptrmap_get(&w->vals, cm_op_operand(op, 0)))
    return false;
  const CmLlSpan *c = cm_ll_const_of(w, cm_op_operand(op, 1));
  if (!c)
    return false;
  if (c->kind == CM_LLC_INT) {
    unsigned width = cm_op_operand(op, 1)->type->kind == CM_TYPE_INTEGER
                         ? cm_op_operand(op, 1)->type->integer.width
                         : 0;
    return is_or ? c->v.i == 0 : c->v.i == (width == 1 ? 1 : -1);
  }
  return is_or && c->len == 15 &&
         !memcmp(w->cpool.data + c->off, "zeroinitializer", 15);
}

/* An op whose result stands for its first operand (builder_identity). */
static bool is_identity_alias(CmLlWriter *w, CmOp *op) {
  if (cm_op_num_results(op) != 1 || !cm_op_num_operands(op))
    return false;
  uint64_t *r = cm_ptrmap_get(&w->vals, cm_op_result(op, 0));
  uint64_t *a = cm_ptrmap_get(&w->vals, cm_op_operand(op, 0));
  return r && a && *r == *a;
}

/* Pass 1: numbering and constants. */
static CmResult number_function(CmLlWriter *w, CmRegion *body,
                                unsigned nparams) {
  uint64_t slot = 0;
  CmBlock *entry = body->first;
  for (unsigned i = 0; i < entry->num_args && i < nparams; i++)
    cm_ptrmap_put(&w->vals, entry->args[i], slot++ << 1);
  for (CmBlock *b = body->first; b; b = b->next) {
    cm_ptrmap_put(&w->blocks, b, slot++);
    if (b != entry)
      for (unsigned i = 0; i < b->num_args; i++)
        cm_ptrmap_put(&w->vals, b->args[i], slot++ << 1);
    for (CmOp *op = b->first; op; op = cm_op_next(op)) {
      const CmLlOpRow *row = row_of(w, op);
      if (!row)
        return unsupported_op(op);
      if (row->kind == CM_LLOP_CONST ||
          (row->cexpr && all_operands_const(w, op))) {
        /* as IRBuilder, whose folder makes an op of constants a constant */
        size_t off = w->cpool.len;
        w->ck = CM_LLC_OTHER;
        if (cm_failed(row->cexpr(w, op, &w->cpool)))
          return CM_FAILURE;
        set_const_value(w, cm_op_result(op, 0), off);
        continue;
      }
      if (builder_identity(w, op)) {
        cm_ptrmap_put(&w->vals, cm_op_result(op, 0),
                      *cm_ptrmap_get(&w->vals, cm_op_operand(op, 0)));
        continue;
      }
      if (cm_op_num_results(op) == 1 &&
          !cm_ll_type_is_void(cm_op_result(op, 0)->type))
        cm_ptrmap_put(&w->vals, cm_op_result(op, 0), slot++ << 1);
    }
  }
  return CM_SUCCESS;
}

static void put_phis(CmLlWriter *w, CmBuf *out, CmBlock *b) {
  for (unsigned i = 0; i < b->num_args; i++) {
    CmValue *arg = b->args[i];
    cm_buf_puts(out, "  ");
    cm_ll_put_value(w, out, arg);
    cm_buf_puts(out, " = phi ");
    (void)cm_ll_put_type(w, out, arg->type);
    bool first = true;
    for (CmBlockOperand *u = b->first_use; u; u = u->next_use) {
      CmOp *term = u->owner;
      unsigned idx = (unsigned)(u - cm_op_successor_array(term));
      unsigned f, n;
      cm_ll_successor_operands(term, idx, &f, &n);
      cm_buf_puts(out, first ? " [ " : ", [ ");
      first = false;
      if (i < n)
        cm_ll_put_value(w, out, cm_op_operand(term, f + i));
      else
        cm_buf_puts(out, "undef");
      cm_buf_puts(out, ", ");
      cm_ll_put_block(w, out, cm_op_block(term));
      cm_buf_puts(out, " ]");
    }
    cm_buf_putc(out, '\n');
  }
}

/* The order mlir-translate-13 translates blocks in (and so creates the
 * branches, whose uses LLVM lists predecessors by): reverse post-order from
 * the entry, then from each block not reached yet.  Records each block's
 * position in w->topo. */
typedef struct TopoFrame {
  CmBlock *b;
  unsigned next;
} TopoFrame;

static void topo_order(CmLlWriter *w, CmRegion *body) {
  cm_ptrmap_free(&w->topo);
  CM_VEC(CmBlock *) post = {0};
  CM_VEC(TopoFrame) stack = {0};
  CmPtrMap seen = {0};
  uint64_t order = 0;
  for (CmBlock *root = body->first; root; root = root->next) {
    if (cm_ptrmap_get(&seen, root))
      continue;
    post.len = 0;
    cm_ptrmap_put(&seen, root, 1);
    TopoFrame f0 = {root, 0};
    CM_VEC_PUSH(stack, f0);
    while (stack.len) {
      TopoFrame *f = &stack.data[stack.len - 1];
      CmOp *t = f->b->last;
      unsigned ns = t ? cm_op_num_successors(t) : 0;
      if (f->next < ns) {
        CmBlock *s = cm_op_successor(t, f->next++);
        if (!cm_ptrmap_get(&seen, s)) {
          cm_ptrmap_put(&seen, s, 1);
          TopoFrame nf = {s, 0};
          CM_VEC_PUSH(stack, nf);
        }
        continue;
      }
      CM_VEC_PUSH(post, f->b);
      stack.len--;
    }
    for (size_t i = post.len; i-- > 0;)
      cm_ptrmap_put(&w->topo, post.data[i], order++);
  }
  cm_ptrmap_free(&seen);
  CM_VEC_FREE(post);
  CM_VEC_FREE(stack);
}

typedef struct PredUse {
  uint64_t topo;
  unsigned succ;
  CmBlock *block;
} PredUse;

static int pred_cmp(const void *a, const void *b) {
  const PredUse *x = a, *y = b;
  if (x->topo != y->topo)
    return x->topo > y->topo ? -1 : 1;
  return x->succ > y->succ ? -1 : x->succ < y->succ;
}

/* "N:" padded to column 50 and LLVM's "; preds = ..." comment. */
static void put_label(CmLlWriter *w, CmBuf *out, CmBlock *b) {
  uint64_t *s = cm_ptrmap_get(&w->blocks, b);
  cm_buf_putc(out, '\n');
  size_t start = out->len;
  cm_buf_put_u64(out, s ? *s : 0);
  cm_buf_putc(out, ':');
  size_t col = out->len - start;
  do
    cm_buf_putc(out, ' ');
  while (++col < 50);
  if (!b->first_use) {
    cm_buf_puts(out, "; No predecessors!\n");
    return;
  }
  CM_VEC(PredUse) uses = {0};
  for (CmBlockOperand *u = b->first_use; u; u = u->next_use) {
    CmBlock *pb = cm_op_block(u->owner);
    uint64_t *t = cm_ptrmap_get(&w->topo, pb);
    PredUse pu = {t ? *t : 0,
                  (unsigned)(u - cm_op_successor_array(u->owner)), pb};
    CM_VEC_PUSH(uses, pu);
  }
  qsort(uses.data, uses.len, sizeof *uses.data, pred_cmp);
  cm_buf_puts(out, "; preds = ");
  for (size_t i = 0; i < uses.len; i++) {
    if (i)
      cm_buf_puts(out, ", ");
    cm_ll_put_block(w, out, uses.data[i].block);
  }
  cm_buf_putc(out, '\n');
  CM_VEC_FREE(uses);
}

/* Pass 2: the instructions of every block. */
static CmResult write_body(CmLlWriter *w, CmRegion *body) {
  CmBuf *out = w->fn_out;
  for (CmBlock *b = body->first; b; b = b->next) {
    if (b != body->first) {
      put_label(w, out, b);
      put_phis(w, out, b);
    }
    for (CmOp *op = b->first; op; op = cm_op_next(op)) {
      const CmLlOpRow *row = row_of(w, op);
      if (row->kind == CM_LLOP_CONST ||
          (cm_op_num_results(op) == 1 &&
           cm_ll_const_of(w, cm_op_result(op, 0))) ||
          is_identity_alias(w, op))
        continue;
      int32_t dbg = cm_ll_md_op_location(w, op);
      int32_t dbg_slot = dbg >= 0 ? cm_ll_md_slot(w, dbg) : -1;
      cm_buf_puts(out, "  ");
      if (cm_op_num_results(op) == 1) {
        uint64_t *e = cm_ptrmap_get(&w->vals, cm_op_result(op, 0));
        if (e && !(*e & 1)) {
          cm_buf_putc(out, '%');
          cm_buf_put_u64(out, *e >> 1);
          cm_buf_puts(out, " = ");
        }
      }
      w->nontemporal_pending = false;
      w->prof_pending = -1;
      w->loop_pending = -1;
      w->access_pending = -1;
      if (cm_failed(row->emit(w, op)))
        return CM_FAILURE;
      if (dbg_slot >= 0) {
        cm_buf_puts(out, ", !dbg !");
        cm_buf_put_u64(out, (uint64_t)dbg_slot);
      }
      if (w->prof_pending >= 0)
        cm_buf_puts(out, ", !prof !"),
            cm_buf_put_u64(out, (uint64_t)cm_ll_md_slot(w, w->prof_pending));
      if (w->nontemporal_pending)
        cm_buf_printf(out, ", !nontemporal !%d",
                      cm_ll_md_slot(w, cm_ll_md_nontemporal(w)));
      if (w->loop_pending >= 0)
        cm_buf_printf(out, ", !llvm.loop !%d",
                      cm_ll_md_slot(w, w->loop_pending));
      if (w->access_pending >= 0)
        cm_buf_printf(out, ", !llvm.access.group !%d",
                      cm_ll_md_slot(w, w->access_pending));
      cm_buf_putc(out, '\n');
    }
  }
  return CM_SUCCESS;
}

static CmResult write_function(CmLlWriter *w, CmOp *func) {
  CmType *ft = func_type(func);
  CmIdent *name = cm_symbol_name(func);
  if (!ft || !name)
    return cm_op_emit_error(func, "expected a function type and a name");
  int linkage = op_linkage(func);
  if (linkage < 0)
    return cm_op_emit_error(func, "unknown linkage");
  CmRegion *body = cm_op_num_regions(func) ? cm_op_region(func, 0) : NULL;
  bool is_decl = !body || !body->first;
  if (is_decl && linkage != LINK_EXTERNAL && linkage != LINK_EXTERN_WEAK)
    return cm_op_emit_error(func, "a function declaration must have external "
                                  "or extern_weak linkage");
  CmBuf *out = &w->funcs;
  FnAttrs fa;
  memset(&fa, 0, sizeof fa);
  if (cm_failed(collect_passthrough(func, &fa))) {
    CM_VEC_FREE(fa.strs);
    return CM_FAILURE;
  }
  cm_buf_putc(out, '\n');
  int group = fn_attr_group(w, &fa, out);
  cm_buf_puts(out, is_decl ? "declare " : "define ");
  if (linkage != LINK_EXTERNAL) {
    cm_buf_puts(out, linkage_names[linkage]);
    cm_buf_putc(out, ' ');
  }
  put_dso_local(out, func, linkage);
  if (cm_failed(cm_ll_put_type(w, out, cm_llvm_func_result(ft))))
    return cm_op_emit_error(func, "cannot convert the function type to LLVM");
  cm_buf_putc(out, ' ');
  cm_ll_put_global_name(out, cm_ident_str(name));
  cm_buf_putc(out, '(');
  unsigned np = cm_llvm_func_num_params(ft);
  if (!is_decl && body->first->num_args != np)
    return cm_op_emit_error(func, "the number of arguments does not match "
                                  "the function type");
  for (unsigned i = 0; i < np; i++) {
    if (i)
      cm_buf_puts(out, ", ");
    CmType *pt = cm_llvm_func_param(ft, i);
    if (cm_failed(cm_ll_put_type(w, out, pt)))
      return cm_op_emit_error(func, "cannot convert the function type to LLVM");
    if (is_decl)
      continue;
    CmAttr *aa = arg_attrs(func, i);
    if (aa) {
      CmAttr *na = cm_dict_get(aa, "llvm.noalias");
      if (na) {
        if (cm_llvm_type_id(pt) != CM_LLVM_PTR)
          return cm_op_emit_plain_error(
              func, "llvm.noalias attribute attached to LLVM non-pointer "
                    "argument");
        cm_buf_puts(out, " noalias");
      }
      CmAttr *al = cm_dict_get(aa, "llvm.align");
      if (al && al->kind == CM_ATTR_INTEGER &&
          cm_llvm_type_id(pt) != CM_LLVM_PTR)
        return cm_op_emit_plain_error(
            func, "llvm.align attribute attached to LLVM non-pointer "
                  "argument");
      /* unit llvm.sret / llvm.byval: LLVM's type attributes, printed
       * after the enum ones and before align (LLVM's kind order) */
      static const char *const type_attrs[2][2] = {{"llvm.sret", "sret"},
                                                  {"llvm.byval", "byval"}};
      const char *put[2] = {NULL, NULL};
      for (unsigned k = 0; k < 2; k++) {
        CmAttr *ta = cm_dict_get(aa, type_attrs[k][0]);
        if (!ta || ta->kind != CM_ATTR_UNIT)
          continue;
        if (cm_llvm_type_id(pt) != CM_LLVM_PTR)
          return cm_op_emit_plain_error(
              func, "%s attribute attached to LLVM non-pointer argument",
              type_attrs[k][0]);
        put[k] = type_attrs[k][1];
      }
      for (unsigned k = 2; k-- > 0;) /* byval before sret */
        if (put[k]) {
          cm_buf_printf(out, " %s(", put[k]);
          (void)cm_ll_put_type(w, out, cm_llvm_ptr_pointee(pt));
          cm_buf_putc(out, ')');
        }
      if (al && al->kind == CM_ATTR_INTEGER)
        cm_buf_printf(out, " align %lld", (long long)al->integer.value);
    }
    cm_buf_puts(out, " %");
    cm_buf_put_u64(out, i);
  }
  if (cm_llvm_func_is_vararg(ft))
    cm_buf_puts(out, np ? ", ..." : "...");
  cm_buf_putc(out, ')');
  if (group >= 0)
    cm_buf_printf(out, " #%d", group);
  CmAttr *pers = cm_op_get_attr(func, "personality");
  if (pers && pers->kind == CM_ATTR_SYMBOL_REF) {
    CmOp *pf = cm_symbol_table_lookup(w->module, pers->symref.root->str,
                                      pers->symref.root->len);
    CmType *pft = pf ? func_type(pf) : NULL;
    if (!pft)
      return cm_op_emit_error(func, "personality function not found");
    cm_buf_puts(out, " personality i8* bitcast (");
    (void)cm_ll_put_type(w, out, pft);
    cm_buf_puts(out, "* ");
    cm_ll_put_global_name(out, cm_ident_str(pers->symref.root));
    cm_buf_puts(out, " to i8*)");
  }
  if (is_decl) {
    cm_buf_putc(out, '\n');
    return CM_SUCCESS;
  }
  int32_t sp = cm_ll_md_subprogram(w, func);
  if (sp >= 0)
    cm_buf_printf(out, " !dbg !%d", cm_ll_md_slot(w, sp));
  cm_buf_puts(out, " {\n");
  reset_function_state(w);
  w->cur_func = func;
  if (cm_failed(number_function(w, body, np)))
    return CM_FAILURE;
  w->fn_out = out;
  topo_order(w, body);
  if (cm_failed(write_body(w, body)))
    return CM_FAILURE;
  cm_ll_md_end_function(w);
  cm_buf_puts(out, "}\n");
  return CM_SUCCESS;
}

/* ---- globals -------------------------------------------------------------- */

/* The initializer region: every op becomes a constant expression; the
 * operand of the terminator is the initializer. */
static CmResult global_init_region(CmLlWriter *w, CmRegion *r, CmBuf *out) {
  reset_function_state(w);
  w->in_global_init = true;
  CmResult res = CM_FAILURE;
  for (CmOp *op = r->first->first; op; op = cm_op_next(op)) {
    if (cm_op_name_is(op, "llvm.return")) {
      if (cm_op_num_operands(op) != 1)
        break;
      cm_ll_put_value(w, out, cm_op_operand(op, 0));
      res = CM_SUCCESS;
      break;
    }
    const CmLlOpRow *row = row_of(w, op);
    if (!row) {
      unsupported_op(op);
      break;
    }
    if (!row->cexpr || cm_op_num_results(op) != 1) {
      cm_emit_error(cm_op_loc(op), "unemittable constant value");
      break;
    }
    size_t off = w->cpool.len;
    w->ck = CM_LLC_OTHER;
    if (cm_failed(row->cexpr(w, op, &w->cpool)))
      break;
    set_const_value(w, cm_op_result(op, 0), off);
  }
  w->in_global_init = false;
  return res;
}

static CmResult write_global(CmLlWriter *w, CmOp *g) {
  CmIdent *name = cm_symbol_name(g);
  CmAttr *ta = cm_op_get_attr(g, "type");
  if (!name || !ta || ta->kind != CM_ATTR_TYPE)
    return cm_op_emit_error(g, "expected a type and a name");
  CmType *type = ta->type_value;
  int linkage = op_linkage(g);
  if (linkage < 0)
    return cm_op_emit_error(g, "unknown linkage");
  CmBuf *out = &w->globals;
  CmBuf init;
  cm_buf_init(&init);
  CmAttr *value = cm_op_get_attr(g, "value");
  CmRegion *r = cm_op_num_regions(g) ? cm_op_region(g, 0) : NULL;
  bool has_init = false;
  CmResult res = CM_SUCCESS;
  if (value && value->kind != CM_ATTR_UNIT) {
    res = cm_ll_put_attr_constant(w, &init, type, value, cm_op_loc(g));
    has_init = true;
  } else if (r && r->first) {
    res = global_init_region(w, r, &init);
    has_init = true;
  }
  if (cm_failed(res)) {
    cm_buf_free(&init);
    return CM_FAILURE;
  }
  /* As mlir-translate-13: LLVM wants an initializer unless the linkage is
   * external (then an undef one is dropped) or extern_weak (always
   * dropped); a missing one is undef. */
  bool undef_init = has_init && init.len == 5 && !memcmp(init.data, "undef", 5);
  bool from_region = !(value && value->kind != CM_ATTR_UNIT) && r && r->first;
  if (from_region) {
    /* set after the globals exist (upstream's second pass): kept */
  } else if ((linkage == LINK_EXTERNAL && (!has_init || undef_init)) ||
             linkage == LINK_EXTERN_WEAK) {
    has_init = false;
  } else if (!has_init) {
    cm_buf_puts(&init, "undef");
    has_init = true;
  }
  cm_ll_put_global_name(out, cm_ident_str(name));
  cm_buf_puts(out, " = ");
  if (linkage != LINK_EXTERNAL || !has_init) {
    cm_buf_puts(out, linkage_names[linkage]);
    cm_buf_putc(out, ' ');
  }
  put_dso_local(out, g, linkage);
  CmAttr *ua = cm_op_get_attr(g, "unnamed_addr");
  if (ua && ua->kind == CM_ATTR_INTEGER) {
    if (ua->integer.value == 1)
      cm_buf_puts(out, "local_unnamed_addr ");
    else if (ua->integer.value == 2)
      cm_buf_puts(out, "unnamed_addr ");
  }
  CmAttr *as = cm_op_get_attr(g, "addr_space");
  if (as && as->kind == CM_ATTR_INTEGER && as->integer.value)
    cm_buf_printf(out, "addrspace(%lld) ", (long long)as->integer.value);
  cm_buf_puts(out, cm_op_get_attr(g, "constant") ? "constant " : "global ");
  if (cm_failed(cm_ll_put_type(w, out, type))) {
    cm_buf_free(&init);
    return cm_op_emit_error(g, "cannot convert the global's type to LLVM");
  }
  if (has_init) {
    cm_buf_putc(out, ' ');
    cm_buf_putn(out, init.data, init.len);
  }
  cm_buf_free(&init);
  CmAttr *sec = cm_op_get_attr(g, "section");
  if (sec && sec->kind == CM_ATTR_STRING) {
    cm_buf_puts(out, ", section \"");
    CmStr s = cm_ident_str(sec->str.value);
    cm_ll_put_escaped(out, s.data, s.len);
    cm_buf_putc(out, '"');
  }
  CmAttr *al = cm_op_get_attr(g, "alignment");
  if (al && al->kind == CM_ATTR_INTEGER && al->integer.value)
    cm_buf_printf(out, ", align %lld", (long long)al->integer.value);
  cm_buf_putc(out, '\n');
  return CM_SUCCESS;
}

/* ---- module ---------------------------------------------------------------- */

static CmWalkResult find_known_loc(CmOp *op, void *user) {
  (void)user;
  CmLocRef r = cm_op_locref(op);
  if (!r)
    return CM_WALK_ADVANCE;
  if (cm_locref_is_packed(r))
    return CM_WALK_INTERRUPT;
  CmLoc *l = cm_locref_get(cm_op_context(op), r);
  return l && l->kind != CM_LOC_UNKNOWN ? CM_WALK_INTERRUPT : CM_WALK_ADVANCE;
}

bool cm_ll_has_known_loc(CmOp *op) {
  return cm_walk_pre(op, find_known_loc, NULL) == CM_WALK_INTERRUPT;
}

/* ---- identified structs (found before anything is written) ---------------- */

static void scan_type(CmLlWriter *w, CmPtrMap *seen, CmType *t) {
  if (!t || cm_ptrmap_get(seen, t))
    return;
  cm_ptrmap_put(seen, t, 1);
  if (t->kind == CM_TYPE_VECTOR) {
    scan_type(w, seen, t->shaped.elem);
    return;
  }
  if (t->kind != CM_TYPE_DIALECT)
    return;
  int id = cm_llvm_type_id(t);
  if (id == CM_LLVM_STRUCT_ID) {
    if (!cm_ptrmap_get(&w->struct_seen, t)) {
      cm_ptrmap_put(&w->struct_seen, t, 1);
      CM_VEC_PUSH(w->structs, t);
    }
  }
  if (id == CM_LLVM_STRUCT || id == CM_LLVM_STRUCT_ID) {
    unsigned n = cm_llvm_struct_is_opaque(t) ? 0 : cm_llvm_struct_num_elems(t);
    for (unsigned i = 0; i < n; i++)
      scan_type(w, seen, cm_llvm_struct_elem(t, i));
    return;
  }
  for (unsigned i = 0; i < t->dialect.num_types; i++)
    scan_type(w, seen, t->dialect.types[i]);
}

typedef struct ScanCtx {
  CmLlWriter *w;
  CmPtrMap seen;
} ScanCtx;

static CmWalkResult scan_op(CmOp *op, void *user) {
  ScanCtx *c = user;
  for (unsigned i = 0; i < cm_op_num_results(op); i++)
    scan_type(c->w, &c->seen, cm_op_result(op, i)->type);
  for (unsigned r = 0; r < cm_op_num_regions(op); r++)
    for (CmBlock *b = cm_op_region(op, r)->first; b; b = b->next)
      for (unsigned i = 0; i < b->num_args; i++)
        scan_type(c->w, &c->seen, b->args[i]->type);
  CmAttr *t = cm_op_get_attr(op, "type");
  if (t && t->kind == CM_ATTR_TYPE)
    scan_type(c->w, &c->seen, t->type_value);
  return CM_WALK_ADVANCE;
}

static void put_out(CmLlWriter *w, CmBuf *b) {
  if (b->len)
    w->write(w->write_user, b->data, b->len);
  cm_buf_clear(b);
}

static void put_string_attr(CmBuf *out, const char *prefix, CmAttr *a) {
  if (!a || a->kind != CM_ATTR_STRING)
    return;
  cm_buf_puts(out, prefix);
  cm_buf_putc(out, '"');
  CmStr s = cm_ident_str(a->str.value);
  cm_ll_put_escaped(out, s.data, s.len);
  cm_buf_puts(out, "\"\n");
}

static bool is_named(CmOp *op, const char *name) {
  CmIdent *n = cm_symbol_name(op);
  return n && !strcmp(n->str, name);
}

static CmResult translate(CmLlWriter *w) {
  CmOp *m = w->module;
  if (cm_op_num_regions(m) != 1 || !cm_op_region(m, 0)->first)
    return cm_op_emit_error(m, "expected a module with one block");
  CmBlock *body = cm_op_region(m, 0)->first;
  for (CmOp *op = body->first; op; op = cm_op_next(op))
    if (cm_op_name_is(op, "llvm.func") && cm_op_num_regions(op))
      legalize_region(cm_op_region(op, 0));
  w->debug = cm_ll_has_known_loc(m);
  CmAttr *dla = cm_op_get_attr(m, "llvm.data_layout");
  cm_ll_md_declare_access_groups(w, m);
  cm_ll_layout_init(&w->layout, dla && dla->kind == CM_ATTR_STRING
                                    ? cm_ident_str(dla->str.value)
                                    : (CmStr){NULL, 0});
  cm_ll_md_init(w);

  /* identified structs, named before the globals */
  ScanCtx sc = {w, {0}};
  cm_walk_pre(m, scan_op, &sc);
  cm_ptrmap_free(&sc.seen);

  /* globals first (as upstream's convertGlobals) */
  for (CmOp *op = body->first; op; op = cm_op_next(op))
    if (cm_op_name_is(op, "llvm.mlir.global") &&
        cm_failed(write_global(w, op)))
      return CM_FAILURE;
  for (CmOp *op = body->first; op; op = cm_op_next(op))
    if (!cm_op_name_is(op, "llvm.func") &&
        !cm_op_name_is(op, "llvm.mlir.global") &&
        !cm_op_name_is(op, "llvm.metadata") &&
        !cm_op_has_trait(op, CM_TRAIT_TERMINATOR))
      return cm_op_emit_error(op, "unsupported module-level operation");

  /* header, struct types, globals */
  CmBuf *out = &w->funcs;
  cm_buf_puts(out, "; ModuleID = 'LLVMDialectModule'\n"
                   "source_filename = \"LLVMDialectModule\"\n");
  CmAttr *dl = cm_op_get_attr(m, "llvm.data_layout");
  if (dl && dl->kind == CM_ATTR_STRING && dl->str.value->len)
    put_string_attr(out, "target datalayout = ", dl);
  put_string_attr(out, "target triple = ",
                  cm_op_get_attr(m, "llvm.target_triple"));
  if (w->structs.len) {
    cm_buf_putc(out, '\n');
    /* bodies may name more structs: the list grows while we go */
    for (size_t i = 0; i < w->structs.len; i++) {
      CmType *s = w->structs.data[i];
      (void)cm_ll_put_type(w, out, s);
      cm_buf_puts(out, " = type ");
      cm_ll_put_struct_body(w, out, s);
      cm_buf_putc(out, '\n');
    }
  }
  if (w->globals.len) {
    cm_buf_putc(out, '\n');
    cm_buf_putn(out, w->globals.data, w->globals.len);
    cm_buf_free(&w->globals);
  }

  /* malloc and free come first among the functions */
  CmOp *malloc_op = NULL, *free_op = NULL;
  for (CmOp *op = body->first; op; op = cm_op_next(op)) {
    if (!cm_op_name_is(op, "llvm.func"))
      continue;
    if (is_named(op, "malloc"))
      malloc_op = op;
    else if (is_named(op, "free"))
      free_op = op;
  }
  if (malloc_op) {
    if (cm_failed(write_function(w, malloc_op)))
      return CM_FAILURE;
  } else {
    cm_buf_puts(&w->funcs, "\ndeclare i8* @malloc(i64)\n");
  }
  if (free_op) {
    if (cm_failed(write_function(w, free_op)))
      return CM_FAILURE;
  } else {
    cm_buf_puts(&w->funcs, "\ndeclare void @free(i8*)\n");
  }
  for (CmOp *op = body->first; op; op = cm_op_next(op)) {
    if (cm_op_name_is(op, "llvm.func") && op != malloc_op && op != free_op) {
      if (cm_failed(write_function(w, op)))
        return CM_FAILURE;
      if (w->funcs.len >= (1u << 20))
        put_out(w, &w->funcs);
    }
  }

  /* the rest */
  write_decls(w, out);
  if (w->attr_groups.len) {
    cm_buf_putc(out, '\n');
    for (size_t i = 0; i < w->attr_groups.len; i++)
      cm_buf_printf(out, "attributes #%zu = { %s }\n", i,
                    w->attr_groups.data[i]);
  }
  cm_ll_md_write_named(w, out);
  put_out(w, out);
  cm_ll_md_write_nodes(w, out);
  put_out(w, out);
  return CM_SUCCESS;
}

static void append_to_buf(void *user, const char *data, size_t len) {
  cm_buf_putn((CmBuf *)user, data, len);
}

CmResult cm_translate_module_to_llvmir(CmOp *module, CmBuf *out) {
  return cm_translate_module_to_llvmir_cb(module, append_to_buf, out);
}

CmResult cm_translate_module_to_llvmir_cb(CmOp *module, CmWriteFn fn,
                                          void *user) {
  CmLlWriter w;
  memset(&w, 0, sizeof w);
  w.ctx = cm_op_context(module);
  w.module = module;
  w.write = fn;
  w.write_user = user;
  w.fn_out = &w.funcs;
  cm_buf_init(&w.globals);
  cm_buf_init(&w.funcs);
  cm_buf_init(&w.type_pool);
  cm_buf_init(&w.cpool);
  cm_buf_init(&w.decls);
  cm_buf_init(&w.md_text);
  cm_buf_init(&w.md_out);
  cm_arena_init(&w.agg_arena);
  cm_symbol_cache_begin();
  CmResult r = translate(&w);
  cm_symbol_cache_end();
  cm_buf_free(&w.globals);
  cm_buf_free(&w.funcs);
  cm_buf_free(&w.type_pool);
  cm_buf_free(&w.cpool);
  cm_buf_free(&w.decls);
  cm_ptrmap_free(&w.type_text);
  cm_ptrmap_free(&w.struct_seen);
  cm_ptrmap_free(&w.rows);
  cm_ptrmap_free(&w.vals);
  cm_ptrmap_free(&w.blocks);
  cm_ptrmap_free(&w.topo);
  cm_ptrmap_free(&w.decl_seen);
  cm_ptrmap_free(&w.access_groups);
  CM_VEC_FREE(w.structs);
  CM_VEC_FREE(w.cspans);
  CM_VEC_FREE(w.decl_attrs);
  cm_arena_free(&w.agg_arena);
  for (size_t i = 0; i < w.attr_groups.len; i++)
    free(w.attr_groups.data[i]);
  CM_VEC_FREE(w.attr_groups);
  cm_ll_md_free(&w);
  return r;
}
