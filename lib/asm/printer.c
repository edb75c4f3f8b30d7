/* printer.c - printing operations, regions and blocks as upstream MLIR 13
 * (SSA naming, generic and custom forms, aliases, locations), and the
 * custom-form printer API. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "printer_internal.h"

#define CM_FLUSH_CHUNK (64 * 1024)
#define NAME_BIT (((uint64_t)1) << 63)

/* The process's default flags (cm_print_flags_set_defaults), like the
 * command-line options upstream's default OpPrintingFlags read. */
static CmPrintFlags process_defaults;
static bool process_defaults_set;

void cm_print_flags_set_defaults(const CmPrintFlags *f) {
  process_defaults = *f;
  process_defaults_set = true;
}

void cm_print_flags_default(CmPrintFlags *f) {
  if (process_defaults_set) {
    *f = process_defaults;
    return;
  }
  memset(f, 0, sizeof *f);
  f->elide_elements_if_larger = -1;
  f->hex_elements_if_larger = 100;
}

/* ---------------------------------------------------------------------
 * printer setup
 * --------------------------------------------------------------------- */
static void printer_init(CmPrinter *p, const CmPrintFlags *flags, CmBuf *out) {
  memset(p, 0, sizeof *p);
  if (flags)
    p->flags = *flags;
  else
    cm_print_flags_default(&p->flags);
  p->out = out;
}

static void maybe_flush(CmPrinter *p) {
  if (p->fn && !p->collect && p->out->len >= CM_FLUSH_CHUNK) {
    p->fn(p->user, p->out->data, p->out->len);
    cm_buf_clear(p->out);
  }
}

static void put_indent(CmPrinter *p) {
  CmBuf *b = p->out;
  for (unsigned i = 0; i < p->indent; i++) cm_buf_putc(b, ' ');
}

/* ---------------------------------------------------------------------
 * SSA name state
 * --------------------------------------------------------------------- */
static void names_free(CmNameState *n) {
  cm_ptrmap_free(&n->values);
  cm_ptrmap_free(&n->blocks);
  cm_ptrmap_free(&n->groups);
  cm_ptrmap_free(&n->used);
  CM_VEC_FREE(n->group_data);
  CM_VEC_FREE(n->used_log);
  cm_ptrmap_free(&n->rmap);
  cm_ptrmap_free(&n->fcache);
  cm_buf_free(&n->fpool);
  CM_VEC_FREE(n->rinfo);
  CM_VEC_FREE(n->rkeys);
  cm_buf_free(&n->names);
  cm_buf_free(&n->scratch);
  CM_VEC_FREE(n->scratch_groups);
}

static uintptr_t name_key(const char *s, size_t len) {
  uint64_t h = cm_hash_bytes(s, len);
  return (uintptr_t)(h | 1);
}

static bool name_used(CmNameState *n, const char *s, size_t len) {
  return cm_ptrmap_get(&n->used, (const void *)name_key(s, len)) != NULL;
}

static void name_mark_used(CmNameState *n, const char *s, size_t len) {
  uintptr_t k = name_key(s, len);
  if (cm_ptrmap_get(&n->used, (const void *)k)) return;
  cm_ptrmap_put(&n->used, (const void *)k, 1);
  CM_VEC_PUSH(n->used_log, (uint64_t)k);
}

static void key_mark_used(CmNameState *n, uint64_t k) {
  if (cm_ptrmap_get(&n->used, (const void *)(uintptr_t)k)) return;
  cm_ptrmap_put(&n->used, (const void *)(uintptr_t)k, 1);
  CM_VEC_PUSH(n->used_log, k);
}

static void names_pop_scope(CmNameState *n, size_t mark) {
  while (n->used_log.len > mark) {
    uint64_t k = n->used_log.data[--n->used_log.len];
    cm_ptrmap_del(&n->used, (const void *)(uintptr_t)k);
  }
}

/* Characters kept as they are in value names: ASCII letters and digits
 * (the "C" locale's isalnum) and "$._-". */
static bool value_name_char(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
         (c >= '0' && c <= '9') || c == '$' || c == '.' || c == '_' ||
         c == '-';
}

/* upstream sanitizeIdentifier with punctuation "$._-" */
static void sanitize_value_name(CmBuf *out, const char *s, size_t n) {
  bool lead = n && s[0] >= '0' && s[0] <= '9';
  bool ok = true;
  for (size_t i = 0; i < n && ok; i++)
    ok = value_name_char((unsigned char)s[i]);
  if (!lead && ok) {
    cm_buf_putn(out, s, n);
    return;
  }
  if (lead) cm_buf_putc(out, '_');
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    if (value_name_char(c))
      cm_buf_putc(out, (char)c);
    else if (c == ' ')
      cm_buf_putc(out, '_');
    else
      cm_buf_printf(out, "%X", c);
  }
}

static void set_value_name(CmNameState *n, CmValue *v, const char *name) {
  if (!name || !*name) {
    cm_ptrmap_put(&n->values, v, n->next_value++);
    return;
  }
  CmBuf *tmp = &n->scratch;
  cm_buf_clear(tmp);
  sanitize_value_name(tmp, name, strlen(name));
  if (name_used(n, tmp->data, tmp->len)) {
    size_t base = tmp->len;
    cm_buf_putc(tmp, '_');
    for (;;) {
      cm_buf_put_u64(tmp, n->next_conflict++);
      if (!name_used(n, tmp->data, tmp->len)) break;
      tmp->len = base + 1;
      tmp->data[tmp->len] = 0;
    }
  }
  name_mark_used(n, tmp->data, tmp->len);
  uint64_t off = n->names.len;
  cm_buf_putn(&n->names, tmp->data, tmp->len);
  cm_buf_putc(&n->names, 0);
  cm_ptrmap_put(&n->values, v, NAME_BIT | off);
}

typedef struct {
  CmNameState *n;
  CmOp *op;
} ResNameCtx;

static void result_name_cb(void *user, CmValue *v, const char *name) {
  ResNameCtx *c = user;
  if (!v || v->kind != CM_VALUE_RESULT || cm_value_defining_op(v) != c->op)
    return;
  set_value_name(c->n, v, name);
  if (v->index) CM_VEC_PUSH(c->n->scratch_groups, v->index);
}

static int cmp_u32(const void *a, const void *b) {
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return x < y ? -1 : x > y;
}

static int cmp_u64(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

static void number_op(CmPrinter *p, CmOp *op) {
  CmNameState *n = p->names;
  if (!cm_op_num_results(op))
    return;
  const CmOpDef *def = cm_op_def(op);
  ResNameCtx c = {n, op};
  if (p->flags.generic || !def || !def->get_result_names) {
    /* no result names: one group, numbered (no allocation) */
    if (!cm_ptrmap_get(&n->values, &cm_op_results(op)[0]))
      cm_ptrmap_put(&n->values, &cm_op_results(op)[0], n->next_value++);
    return;
  }
  n->scratch_groups.len = 0;
  CM_VEC_PUSH(n->scratch_groups, 0);
  def->get_result_names(op, result_name_cb, &c);
  if (!cm_ptrmap_get(&n->values, &cm_op_results(op)[0]))
    cm_ptrmap_put(&n->values, &cm_op_results(op)[0], n->next_value++);
  size_t ng = n->scratch_groups.len;
  if (ng != 1) {
    uint32_t *g = n->scratch_groups.data;
    qsort(g, ng, sizeof(uint32_t), cmp_u32);
    size_t at = n->group_data.len;
    CM_VEC_PUSH(n->group_data, (uint32_t)ng);
    for (size_t i = 0; i < ng; i++)
      CM_VEC_PUSH(n->group_data, n->scratch_groups.data[i]);
    cm_ptrmap_put(&n->groups, op, at + 1);
  }
}

typedef struct {
  CmNameState *n;
  CmRegion *r;
} ArgNameCtx;

static void arg_name_cb(void *user, CmValue *v, const char *name) {
  ArgNameCtx *c = user;
  if (!v || v->kind != CM_VALUE_BLOCK_ARG) return;
  set_value_name(c->n, v, name);
}

static void number_region(CmPrinter *p, CmRegion *r) {
  CmNameState *n = p->names;
  CmOp *parent = r->parent;
  if (!p->flags.generic && parent && cm_op_opname(parent) &&
      cm_op_opname(parent)->def &&
      cm_op_opname(parent)->def->get_block_arg_names) {
    ArgNameCtx c = {n, r};
    cm_op_opname(parent)->def->get_block_arg_names(parent, r, arg_name_cb, &c);
  }
  unsigned next_block = 0;
  for (CmBlock *b = r->first; b; b = b->next) {
    cm_ptrmap_put(&n->blocks, b, next_block++);
    bool entry = b == r->first;
    for (unsigned i = 0; i < b->num_args; i++) {
      CmValue *a = b->args[i];
      if (cm_ptrmap_get(&n->values, a)) continue;
      if (entry) {
        char nm[3 + CM_FMT_U64_MAX] = "arg"; /* without snprintf's cost */
        cm_fmt_u64(nm + 3, n->next_arg++);
        set_value_name(n, a, nm);
      } else {
        set_value_name(n, a, NULL);
      }
    }
    for (CmOp *op = b->first; op; op = cm_op_next(op)) {
      /* This is the first touch of the ops since parsing: start loading the
       * next one while this one is numbered. */
      if (cm_op_next(op))
        __builtin_prefetch(cm_op_next(op));
      number_op(p, op);
    }
  }
}

typedef struct {
  unsigned next_value, next_arg, next_conflict;
  size_t used_mark;
} NameCtx;

static NameCtx enter_region(CmPrinter *p, CmRegion *r) {
  NameCtx c = {0, 0, 0, 0};
  CmNameState *n = p->names;
  if (!n || p->collect) return c;
  c.next_value = n->next_value;
  c.next_arg = n->next_arg;
  c.next_conflict = n->next_conflict;
  c.used_mark = n->used_log.len;
  uint64_t *slot = cm_ptrmap_get(&n->rmap, r);
  if (slot) {
    struct CmRegionNames *info = &n->rinfo.data[*slot - 1];
    for (size_t i = 0; i < info->keys_len; i++)
      key_mark_used(n, n->rkeys.data[info->keys_off + i]);
    n->next_value = info->next_value;
    n->next_arg = info->next_arg;
    n->next_conflict = info->next_conflict;
  } else {
    number_region(p, r);
  }
  return c;
}

/* Numbers all regions of `op` before it prints (upstream numbers the whole
 * IR up front); each region starts from the current counters.  Returns the
 * rinfo mark to pass to release_regions. */
static size_t prenumber_regions(CmPrinter *p, CmOp *op) {
  CmNameState *n = p->names;
  if (!n || p->collect || !cm_op_num_regions(op)) return SIZE_MAX;
  size_t mark_info = n->rinfo.len;
  unsigned nv = n->next_value, na = n->next_arg, nc = n->next_conflict;
  for (unsigned i = 0; i < cm_op_num_regions(op); i++) {
    n->next_value = nv;
    n->next_arg = na;
    n->next_conflict = nc;
    size_t mark = n->used_log.len;
    number_region(p, &cm_op_regions(op)[i]);
    struct CmRegionNames info = {n->next_value, n->next_arg, n->next_conflict,
                                 n->rkeys.len, n->used_log.len - mark};
    for (size_t k = mark; k < n->used_log.len; k++)
      CM_VEC_PUSH(n->rkeys, n->used_log.data[k]);
    names_pop_scope(n, mark);
    CM_VEC_PUSH(n->rinfo, info);
    cm_ptrmap_put(&n->rmap, &cm_op_regions(op)[i], n->rinfo.len);
  }
  n->next_value = nv;
  n->next_arg = na;
  n->next_conflict = nc;
  return mark_info;
}

static void release_regions(CmPrinter *p, CmOp *op, size_t mark_info) {
  CmNameState *n = p->names;
  if (mark_info == SIZE_MAX || !n) return;
  for (unsigned i = 0; i < cm_op_num_regions(op); i++)
    cm_ptrmap_del(&n->rmap, &cm_op_regions(op)[i]);
  if (mark_info < n->rinfo.len) {
    n->rkeys.len = n->rinfo.data[mark_info].keys_off;
    n->rinfo.len = mark_info;
  }
}

static void exit_region(CmPrinter *p, NameCtx c) {
  CmNameState *n = p->names;
  if (!n || p->collect) return;
  n->next_value = c.next_value;
  n->next_arg = c.next_arg;
  n->next_conflict = c.next_conflict;
  names_pop_scope(n, c.used_mark);
}

/* Prints %name / %N, with #k when requested. */
static void print_value_id(CmPrinter *p, CmValue *v, bool print_result_no) {
  CmBuf *b = p->out;
  if (p->collect) return;
  if (!v) {
    cm_buf_puts(b, "<<NULL VALUE>>");
    return;
  }
  CmNameState *n = p->names;
  CmValue *lookup = v;
  long result_no = -1;
  if (v->kind == CM_VALUE_RESULT &&
      cm_op_num_results(cm_value_defining_op(v)) != 1) {
    CmOp *owner = cm_value_defining_op(v);
    uint64_t *g = n && n->groups.len ? cm_ptrmap_get(&n->groups, owner) : NULL;
    if (!g) {
      result_no = v->index;
      lookup = &cm_op_results(owner)[0];
    } else {
      uint32_t *gd = &n->group_data.data[*g - 1];
      uint32_t cnt = gd[0];
      uint32_t *groups = gd + 1;
      /* upper_bound */
      uint32_t lo = 0, hi = cnt;
      while (lo < hi) {
        uint32_t mid = (lo + hi) / 2;
        if (groups[mid] <= v->index) lo = mid + 1;
        else hi = mid;
      }
      uint32_t gstart, gsize;
      if (lo == cnt) {
        gstart = groups[cnt - 1];
        gsize = cm_op_num_results(owner) - gstart;
      } else {
        gstart = groups[lo - 1];
        gsize = groups[lo] - gstart;
      }
      if (gsize != 1) result_no = (long)(v->index - gstart);
      lookup = &cm_op_results(owner)[gstart];
    }
  }
  uint64_t *slot = n ? cm_ptrmap_get(&n->values, lookup) : NULL;
  if (!slot) {
    cm_buf_puts(b, "<<UNKNOWN SSA VALUE>>");
    return;
  }
  cm_buf_putc(b, '%');
  if (*slot & NAME_BIT)
    cm_buf_puts(b, n->names.data + (*slot & ~NAME_BIT));
  else
    cm_pr_uint(b, *slot);
  if (result_no >= 0 && print_result_no) {
    cm_buf_putc(b, '#');
    cm_buf_put_i64(b, result_no);
  }
}

static void print_block_name(CmPrinter *p, CmBlock *blk) {
  if (p->collect) return;
  uint64_t *slot = p->names ? cm_ptrmap_get(&p->names->blocks, blk) : NULL;
  if (!slot) {
    cm_buf_puts(p->out, "^INVALIDBLOCK");
    return;
  }
  cm_buf_puts(p->out, "^bb");
  cm_pr_uint(p->out, *slot);
}

/* ---------------------------------------------------------------------
 * operations
 * --------------------------------------------------------------------- */
static void print_op(CmPrinter *p, CmOp *op);

static void print_trailing_loc(CmPrinter *p, CmLoc *loc, bool allow_alias) {
  if (!p->flags.debuginfo || !loc) return;
  if (!p->collect) cm_buf_putc(p->out, ' ');
  cm_pr_loc(p, loc, allow_alias);
}

static bool par_block(CmPrinter *p, CmBlock *blk, CmOp *end);

static void print_block(CmPrinter *p, CmBlock *blk, bool print_args,
                        bool print_term) {
  CmBuf *b = p->out;
  if (print_args) {
    if (p->collect) {
      for (unsigned i = 0; i < blk->num_args; i++) {
        cm_pr_type(p, blk->args[i]->type);
        if (p->flags.debuginfo && cm_block_arg_loc(blk->args[i]))
          cm_alias_visit_attr(p, cm_block_arg_loc(blk->args[i]), false);
      }
    } else {
      put_indent(p);
      print_block_name(p, blk);
      if (blk->num_args) {
        cm_buf_putc(b, '(');
        for (unsigned i = 0; i < blk->num_args; i++) {
          if (i) cm_buf_puts(b, ", ");
          print_value_id(p, blk->args[i], true);
          cm_buf_puts(b, ": ");
          cm_pr_type(p, blk->args[i]->type);
          if (p->flags.debuginfo)
            print_trailing_loc(p, cm_block_arg_loc(blk->args[i]), false);
        }
        cm_buf_putc(b, ')');
      }
      cm_buf_putc(b, ':');
      if (!blk->parent) {
        cm_buf_puts(b, "  // block is not in a region!");
      } else if (!blk->first_use) {
        cm_buf_puts(b, "  // no predecessors");
      } else if (!blk->first_use->next_use) {
        cm_buf_puts(b, "  // pred: ");
        print_block_name(p, cm_op_block(blk->first_use->owner));
      } else {
        size_t np = 0;
        for (CmBlockOperand *u = blk->first_use; u; u = u->next_use) np++;
        uint64_t *ids = cm_xmalloc(np * sizeof(uint64_t));
        np = 0;
        for (CmBlockOperand *u = blk->first_use; u; u = u->next_use) {
          uint64_t *s =
              p->names && cm_op_block(u->owner)
                  ? cm_ptrmap_get(&p->names->blocks, cm_op_block(u->owner))
                  : NULL;
          ids[np++] = s ? *s : UINT32_MAX;
        }
        qsort(ids, np, sizeof(uint64_t), cmp_u64);
        cm_buf_puts(b, "  // ");
        cm_buf_put_u64(b, np);
        cm_buf_puts(b, " preds: ");
        for (size_t i = 0; i < np; i++) {
          if (i) cm_buf_puts(b, ", ");
          if (ids[i] == UINT32_MAX) {
            cm_buf_puts(b, "^INVALIDBLOCK");
          } else {
            cm_buf_puts(b, "^bb");
            cm_buf_put_u64(b, ids[i]);
          }
        }
        free(ids);
      }
      cm_buf_putc(b, '\n');
    }
  }
  p->indent += 2;
  /* Only a real terminator is ever omitted (NoTerminator regions). */
  CmOp *end = NULL;
  if (!print_term && blk->last && cm_op_has_trait(blk->last, CM_TRAIT_TERMINATOR))
    end = blk->last;
  if (p->par_root && blk->parent && blk->parent->parent == p->par_root &&
      par_block(p, blk, end)) {
    p->indent -= 2;
    return;
  }
  for (CmOp *op = blk->first; op && op != end; op = cm_op_next(op)) {
    if (p->collect) cm_buf_clear(p->out);
    print_op(p, op);
    if (!p->collect) cm_buf_putc(b, '\n');
    maybe_flush(p);
  }
  p->indent -= 2;
}

/* Drops the numbering of everything defined inside `r` (values, blocks,
 * result groups): nothing outside a region can refer to them. */
static void forget_region(CmNameState *n, CmRegion *r) {
  for (CmBlock *b = r->first; b; b = b->next) {
    cm_ptrmap_del(&n->blocks, b);
    for (unsigned i = 0; i < b->num_args; i++)
      cm_ptrmap_del(&n->values, b->args[i]);
    for (CmOp *op = b->first; op; op = cm_op_next(op)) {
      for (unsigned i = 0; i < cm_op_num_results(op); i++)
        cm_ptrmap_del(&n->values, &cm_op_results(op)[i]);
      if (cm_op_num_results(op) && n->groups.len)
        cm_ptrmap_del(&n->groups, op);
      for (unsigned i = 0; i < cm_op_num_regions(op); i++)
        forget_region(n, &cm_op_regions(op)[i]);
    }
  }
}

/* An isolated-from-above op with regions directly under the detached root
 * (a function in the module). */
static bool top_level_isolated(const CmOp *op) {
  if (!cm_op_num_regions(op) || !cm_op_block(op) || !cm_op_block(op)->parent)
    return false;
  CmOp *gp = cm_op_block(op)->parent->parent;
  return gp && !cm_op_block(gp) &&
         cm_op_has_trait(op, CM_TRAIT_ISOLATED_FROM_ABOVE);
}

/* After a top-level isolated op is printed, its numbering is dead: forget
 * it, so the name tables hold one function at a time instead of the whole
 * module.  When the value table held nothing before the function (the
 * usual module of functions) and is not much larger than what it holds,
 * it is cleared at once instead of entry by entry. */
static void maybe_forget_region(CmPrinter *p, CmRegion *r) {
  CmOp *parent = r->parent;
  if (p->collect || !p->names || !parent ||
      r != &cm_op_regions(parent)[cm_op_num_regions(parent) - 1] ||
      !top_level_isolated(parent))
    return;
  CmNameState *n = p->names;
  CmPtrMap *vals = &n->values;
  bool clear = n->fn_base_values == 0 && vals->cap <= 4 * vals->len + 256;
  if (clear) {
    CmPtrMap keep = *vals;
    *vals = (CmPtrMap){0};
    for (unsigned i = 0; i < cm_op_num_regions(parent); i++)
      forget_region(n, &cm_op_regions(parent)[i]);
    *vals = keep;
    if (vals->cap) memset(vals->ents, 0, vals->cap * sizeof *vals->ents);
    vals->len = 0;
  } else {
    for (unsigned i = 0; i < cm_op_num_regions(parent); i++)
      forget_region(n, &cm_op_regions(parent)[i]);
  }
}

static void print_region_impl(CmPrinter *p, CmRegion *r, bool entry_args,
                              bool terminators, bool empty_block) {
  CmBuf *b = p->out;
  if (!p->collect) cm_buf_puts(b, " {\n");
  NameCtx ctx = enter_region(p, r);
  if (r->first) {
    CmBlock *entry = r->first;
    bool header = p->collect ? entry_args
                             : ((empty_block && !entry->first) ||
                                (entry_args && entry->num_args));
    print_block(p, entry, header, terminators);
    for (CmBlock *blk = entry->next; blk; blk = blk->next)
      print_block(p, blk, true, true);
  }
  exit_region(p, ctx);
  maybe_forget_region(p, r);
  if (!p->collect) {
    put_indent(p);
    cm_buf_putc(b, '}');
  }
}

static void print_generic_collect(CmPrinter *p, CmOp *op) {
  for (unsigned i = 0; i < cm_op_num_regions(op); i++)
    print_region_impl(p, &cm_op_regions(op)[i], true, true, true);
  for (unsigned i = 0; i < cm_op_num_operands(op); i++)
    if (cm_op_operand(op, i)) cm_pr_type(p, cm_op_operand(op, i)->type);
  for (unsigned i = 0; i < cm_op_num_results(op); i++)
    cm_pr_type(p, cm_op_results(op)[i].type);
  const CmAttr *d = cm_op_attrs(op);
  if (d && d->kind == CM_ATTR_DICTIONARY)
    for (unsigned i = 0; i < d->dict.num; i++)
      cm_pr_attr(p, d->dict.entries[i].value, CM_ELIDE_NEVER);
}

static void print_attr_dict_impl(CmPrinter *p, const CmAttr *dict,
                                 unsigned num_elided,
                                 const char *const *elided, bool keyword) {
  if (!dict || dict->kind != CM_ATTR_DICTIONARY || !dict->dict.num) return;
  CmBuf *b = p->out;
  bool any = false;
  for (unsigned i = 0; i < dict->dict.num; i++) {
    const CmNamedAttr *na = &dict->dict.entries[i];
    bool skip = false;
    for (unsigned k = 0; k < num_elided && !skip; k++)
      if (elided[k] && cm_str_eq_c(cm_ident_str(na->name), elided[k]))
        skip = true;
    if (skip) continue;
    if (!any) {
      if (!p->collect) cm_buf_puts(b, keyword ? " attributes {" : " {");
      any = true;
    } else if (!p->collect) {
      cm_buf_puts(b, ", ");
    }
    cm_pr_named_attr(p, na);
  }
  if (any && !p->collect) cm_buf_putc(b, '}');
}

static void print_generic_op(CmPrinter *p, CmOp *op) {
  CmBuf *b = p->out;
  cm_buf_putc(b, '"');
  CmStr name = cm_ident_str(cm_op_opname(op)->name);
  cm_pr_escaped(b, name.data, name.len);
  cm_buf_puts(b, "\"(");
  for (unsigned i = 0; i < cm_op_num_operands(op); i++) {
    if (i) cm_buf_puts(b, ", ");
    print_value_id(p, cm_operand_value(&cm_op_operand_array(op)[i]), true);
  }
  cm_buf_putc(b, ')');
  if (cm_op_num_successors(op)) {
    cm_buf_putc(b, '[');
    for (unsigned i = 0; i < cm_op_num_successors(op); i++) {
      if (i) cm_buf_puts(b, ", ");
      print_block_name(p, cm_op_successor_array(op)[i].block);
    }
    cm_buf_putc(b, ']');
  }
  if (cm_op_num_regions(op)) {
    cm_buf_puts(b, " (");
    for (unsigned i = 0; i < cm_op_num_regions(op); i++) {
      if (i) cm_buf_puts(b, ", ");
      print_region_impl(p, &cm_op_regions(op)[i], true, true, true);
    }
    cm_buf_putc(b, ')');
  }
  print_attr_dict_impl(p, cm_op_attrs(op), 0, NULL, false);
  cm_buf_puts(b, " : (");
  for (unsigned i = 0; i < cm_op_num_operands(op); i++) {
    if (i) cm_buf_puts(b, ", ");
    CmValue *v = cm_operand_value(&cm_op_operand_array(op)[i]);
    cm_pr_type(p, v ? v->type : NULL);
  }
  cm_buf_puts(b, ") -> ");
  bool wrapped = cm_op_num_results(op) != 1 ||
                 (cm_op_results(op)[0].type &&
                  cm_op_results(op)[0].type->kind == CM_TYPE_FUNCTION);
  if (wrapped) cm_buf_putc(b, '(');
  for (unsigned i = 0; i < cm_op_num_results(op); i++) {
    if (i) cm_buf_puts(b, ", ");
    cm_pr_type(p, cm_op_results(op)[i].type);
  }
  if (wrapped) cm_buf_putc(b, ')');
}

void cm_print_generic_op(CmPrinter *p, CmOp *op) {
  if (p->collect)
    print_generic_collect(p, op);
  else
    print_generic_op(p, op);
}

static void print_result_group(CmPrinter *p, CmOp *op, uint32_t no,
                               uint32_t count) {
  print_value_id(p, &cm_op_results(op)[no], false);
  if (count > 1) {
    cm_buf_putc(p->out, ':');
    cm_buf_put_u64(p->out, count);
  }
}

static void print_op(CmPrinter *p, CmOp *op) {
  CmBuf *b = p->out;
  const CmOpDef *def = cm_op_def(op);
  bool custom = !p->flags.generic && def && def->print &&
                (!def->custom_printable || def->custom_printable(op));
  if (p->collect) {
    if (p->flags.debuginfo && cm_op_loc(op)) cm_alias_visit_attr(p, cm_op_loc(op), true);
    if (custom)
      def->print(p, op);
    else
      print_generic_collect(p, op);
    return;
  }
  put_indent(p);
  if (cm_op_num_results(op)) {
    uint64_t *g = p->names && p->names->groups.len
                      ? cm_ptrmap_get(&p->names->groups, op)
                      : NULL;
    if (g) {
      uint32_t *gd = &p->names->group_data.data[*g - 1];
      uint32_t cnt = gd[0], *groups = gd + 1;
      for (uint32_t i = 0; i + 1 < cnt; i++) {
        print_result_group(p, op, groups[i], groups[i + 1] - groups[i]);
        cm_buf_puts(b, ", ");
      }
      print_result_group(p, op, groups[cnt - 1],
                         cm_op_num_results(op) - groups[cnt - 1]);
    } else {
      print_result_group(p, op, 0, cm_op_num_results(op));
    }
    cm_buf_puts(b, " = ");
  }
  if (p->names && top_level_isolated(op))
    p->names->fn_base_values = p->names->values.len;
  size_t rmark = prenumber_regions(p, op);
  if (custom) {
    CmStr name = cm_ident_str(cm_op_opname(op)->name);
    if (def->print_full_name) {
      /* keep the dialect prefix */
    } else if (cm_str_starts_with(name, "std.")) {
      name.data += 4;
      name.len -= 4;
    }
    cm_buf_putstr(b, name);
    def->print(p, op);
  } else {
    print_generic_op(p, op);
  }
  release_regions(p, op, rmark);
  if (p->flags.debuginfo)
    print_trailing_loc(p, cm_op_loc(op), true);
}

/* ---------------------------------------------------------------------
 * parallel printing of the root's top-level ops
 *
 * When the printed op is detached (normally the module) and the context
 * allows threads, a body block of it holding several IsolatedFromAbove ops
 * (functions) is printed one top-level op per task:
 * - alias collection: each thread walks whole ops with its own alias state
 *   and notes which of its new aliases each op brought.  Merging these
 *   lists in op order, keeping the first occurrence of an object, gives
 *   the sequential walk's order: an object is new to the sequential walk
 *   in op i exactly when no earlier op holds it, and then the thread that
 *   walked op i found it new there too (its state only holds objects of
 *   earlier ops), at the same place relative to the other new objects.
 *   The visits a thread makes in addition (below objects that another
 *   thread had already met) are non-deferrable visits from a container
 *   that the sequential walk made as well, so ANDing the "deferrable" flags
 *   of all threads gives the sequential flags;
 * - printing: each thread owns a copy of the name state as it stands at
 *   the block (the root's numbering; a function's own numbering is
 *   independent of the others' and dropped after it, see
 *   maybe_forget_region) and prints an op into a slot of a ring of
 *   buffers; the calling thread writes the slots out in op order and
 *   prints the op next in order itself straight into the output when it
 *   is free.  At most `nslots` ops are buffered at any time.
 * Other top-level ops of the block may not have regions (their regions'
 * numbering would outlive them in the name state), so that every op sees
 * the same name state whichever thread prints it.
 * --------------------------------------------------------------------- */
#define PAR_SLOTS_PER_THREAD 16
#define PAR_SLOT_KEEP (1u << 20) /* slot buffers above this are freed */
/* No new op is started while finished ops waiting to be written hold more
 * than this many bytes (large functions). */
#define PAR_BUFFERED_MAX ((size_t)4 << 20)

static void alias_state_free(CmAliasState *as);

static CmOp **par_items(CmBlock *blk, CmOp *end, size_t *n_out) {
  size_t n = 0, niso = 0;
  for (CmOp *op = blk->first; op && op != end; op = cm_op_next(op)) {
    if (cm_op_has_trait(op, CM_TRAIT_ISOLATED_FROM_ABOVE))
      niso++;
    else if (cm_op_num_regions(op))
      return NULL;
    n++;
  }
  if (niso < 2) return NULL;
  CmOp **items = cm_xmalloc(n * sizeof *items);
  n = 0;
  for (CmOp *op = blk->first; op && op != end; op = cm_op_next(op))
    items[n++] = op;
  *n_out = n;
  return items;
}

/* -- alias collection -- */
typedef struct {
  uint32_t worker;
  size_t start, end; /* the worker's aliases discovered in this op */
} ParSpan;

typedef struct {
  const CmPrinter *tmpl;
  CmOp **items;
  size_t n;
  atomic_size_t next;
  CmAliasState *states; /* per worker */
  ParSpan *spans;       /* per item */
} ParCollect;

static void par_collect_worker(size_t wi, void *user) {
  ParCollect *job = user;
  CmAliasState *as = &job->states[wi];
  CmBuf scratch;
  cm_buf_init(&scratch);
  CmPrinter wp = *job->tmpl;
  wp.out = &scratch;
  wp.fn = NULL;
  wp.aliases = as;
  wp.names = NULL; /* unused while collecting */
  wp.par_root = NULL;
  for (;;) {
    size_t i = atomic_fetch_add_explicit(&job->next, 1, memory_order_relaxed);
    if (i >= job->n) break;
    ParSpan *sp = &job->spans[i];
    sp->worker = (uint32_t)wi;
    sp->start = as->aliases.len;
    cm_buf_clear(&scratch);
    print_op(&wp, job->items[i]);
    sp->end = as->aliases.len;
  }
  cm_buf_free(&scratch);
}

static void par_collect(CmPrinter *p, CmOp **items, size_t n) {
  unsigned nt = p->par_threads;
  ParCollect job = {.tmpl = p, .items = items, .n = n};
  atomic_init(&job.next, 0);
  job.states = cm_xcalloc(nt, sizeof *job.states);
  job.spans = cm_xcalloc(n, sizeof *job.spans);
  cm_parallel_for(nt, nt, par_collect_worker, &job);
  CmAliasState *g = p->aliases;
  for (size_t i = 0; i < n; i++) {
    ParSpan *sp = &job.spans[i];
    CmAliasState *ws = &job.states[sp->worker];
    for (size_t k = sp->start; k < sp->end; k++) {
      CmAlias *a = &ws->aliases.data[k];
      uint64_t *slot = cm_ptrmap_get(&g->map, a->obj);
      if (!slot) {
        CmAlias na = *a;
        na.order = g->aliases.len;
        CM_VEC_PUSH(g->aliases, na);
        cm_ptrmap_put(&g->map, a->obj, g->aliases.len);
        a->name = NULL; /* moved */
      } else if (*slot && !a->deferrable) {
        g->aliases.data[*slot - 1].deferrable = false;
      }
    }
  }
  for (unsigned t = 0; t < nt; t++) alias_state_free(&job.states[t]);
  free(job.states);
  free(job.spans);
}

/* -- printing -- */
static void ptrmap_clone(CmPtrMap *d, const CmPtrMap *s) {
  *d = *s;
  if (s->cap) {
    d->ents = cm_xmalloc(s->cap * sizeof *s->ents);
    memcpy(d->ents, s->ents, s->cap * sizeof *s->ents);
  }
}

#define VEC_CLONE(d, s)                                                        \
  do {                                                                         \
    (d).len = (d).cap = (s).len;                                               \
    (d).data = NULL;                                                           \
    if ((s).len) {                                                             \
      (d).data = cm_xmalloc((s).len * sizeof *(s).data);                       \
      memcpy((d).data, (s).data, (s).len * sizeof *(s).data);                  \
    }                                                                          \
  } while (0)

/* A copy of the numbering state (caches and scratch space start empty). */
static void names_clone(CmNameState *d, const CmNameState *s) {
  memset(d, 0, sizeof *d);
  ptrmap_clone(&d->values, &s->values);
  ptrmap_clone(&d->blocks, &s->blocks);
  ptrmap_clone(&d->groups, &s->groups);
  ptrmap_clone(&d->used, &s->used);
  ptrmap_clone(&d->rmap, &s->rmap);
  VEC_CLONE(d->group_data, s->group_data);
  VEC_CLONE(d->used_log, s->used_log);
  VEC_CLONE(d->rinfo, s->rinfo);
  VEC_CLONE(d->rkeys, s->rkeys);
  cm_buf_init(&d->names);
  if (s->names.len) cm_buf_putn(&d->names, s->names.data, s->names.len);
  d->next_value = s->next_value;
  d->next_arg = s->next_arg;
  d->next_conflict = s->next_conflict;
  d->fn_base_values = s->fn_base_values;
}

typedef struct {
  CmBuf buf;
  bool done;
} ParSlot;

typedef struct {
  pthread_mutex_t mu;
  pthread_cond_t cv_done; /* a slot was filled (the writer waits) */
  pthread_cond_t cv_free; /* an op was written out (workers wait) */
  CmOp **items;
  size_t n;
  size_t next_claim, next_emit; /* under mu */
  size_t buffered;              /* bytes of finished, unwritten slots */
  unsigned free_waiters;        /* workers blocked on cv_free (under mu) */
  bool main_waiting;            /* the writer is blocked on cv_done */
  ParSlot *slots;
  size_t nslots;
} ParPrint;

typedef struct {
  ParPrint *pp;
  CmPrinter p;
  CmNameState names;
} ParWorker;

/* One top-level op as print_block's loop prints it. */
static void par_print_item(CmPrinter *p, CmOp *op) {
  print_op(p, op);
  cm_buf_putc(p->out, '\n');
  maybe_flush(p);
}

/* Whether a worker may start the next op (with the lock held). */
static bool par_can_claim(const ParPrint *pp) {
  return pp->next_claim - pp->next_emit < pp->nslots &&
         pp->buffered < PAR_BUFFERED_MAX;
}

static void *par_print_worker(void *arg) {
  ParWorker *w = arg;
  ParPrint *pp = w->pp;
  pthread_mutex_lock(&pp->mu);
  for (;;) {
    if (pp->next_claim >= pp->n) break;
    if (!par_can_claim(pp)) {
      pp->free_waiters++;
      pthread_cond_wait(&pp->cv_free, &pp->mu);
      pp->free_waiters--;
      continue;
    }
    size_t i = pp->next_claim++;
    pthread_mutex_unlock(&pp->mu);
    ParSlot *s = &pp->slots[i % pp->nslots];
    w->p.out = &s->buf;
    par_print_item(&w->p, pp->items[i]);
    pthread_mutex_lock(&pp->mu);
    s->done = true;
    pp->buffered += s->buf.len;
    if (pp->main_waiting) pthread_cond_signal(&pp->cv_done);
  }
  pthread_mutex_unlock(&pp->mu);
  return NULL;
}

/* Called with the lock held after an op was written out: workers waiting
 * for a free slot are woken once half of the ring is free again, so that
 * they print several ops per wake-up. */
static void par_wake_workers(ParPrint *pp) {
  if (pp->free_waiters && pp->next_claim - pp->next_emit <= pp->nslots / 2 &&
      pp->buffered <= PAR_BUFFERED_MAX / 2)
    pthread_cond_broadcast(&pp->cv_free);
}

/* Writes a finished slot to the output in order. */
static void par_emit(CmPrinter *p, CmBuf *buf) {
  if (p->fn && buf->len >= CM_FLUSH_CHUNK / 4) {
    if (p->out->len) {
      p->fn(p->user, p->out->data, p->out->len);
      cm_buf_clear(p->out);
    }
    p->fn(p->user, buf->data, buf->len);
  } else {
    cm_buf_putn(p->out, buf->data, buf->len);
    maybe_flush(p);
  }
  if (buf->cap > PAR_SLOT_KEEP)
    cm_buf_free(buf);
  else
    cm_buf_clear(buf);
}

static void par_print(CmPrinter *p, CmOp **items, size_t n) {
  unsigned nt = p->par_threads;
  ParPrint pp;
  memset(&pp, 0, sizeof pp);
  pthread_mutex_init(&pp.mu, NULL);
  pthread_cond_init(&pp.cv_done, NULL);
  pthread_cond_init(&pp.cv_free, NULL);
  pp.items = items;
  pp.n = n;
  pp.nslots = (size_t)nt * PAR_SLOTS_PER_THREAD;
  pp.slots = cm_xcalloc(pp.nslots, sizeof *pp.slots);
  ParWorker *ws = cm_xcalloc(nt, sizeof *ws);
  pthread_t *tids = cm_xcalloc(nt, sizeof *tids);
  unsigned started = 0;
  /* The copies are made before any thread runs: the calling thread keeps
   * using its own state. */
  for (unsigned t = 0; t + 1 < nt; t++) {
    ParWorker *w = &ws[started];
    w->pp = &pp;
    names_clone(&w->names, p->names);
    w->p = *p;
    w->p.names = &w->names;
    w->p.fn = NULL;
    w->p.out = NULL;
    w->p.par_root = NULL;
    if (pthread_create(&tids[started], NULL, par_print_worker, w) != 0) {
      names_free(&w->names);
      break; /* fewer threads: the calling thread does the rest */
    }
    started++;
  }
  CmOp *saved_root = p->par_root;
  p->par_root = NULL;
  pthread_mutex_lock(&pp.mu);
  while (pp.next_emit < n) {
    size_t e = pp.next_emit;
    ParSlot *s = &pp.slots[e % pp.nslots];
    if (s->done) {
      s->done = false;
      size_t len = s->buf.len;
      pthread_mutex_unlock(&pp.mu);
      par_emit(p, &s->buf);
      pthread_mutex_lock(&pp.mu);
      pp.buffered -= len;
      pp.next_emit++;
      par_wake_workers(&pp);
      continue;
    }
    if (pp.next_claim == e) {
      /* next in order and unclaimed: print it straight into the output */
      pp.next_claim++;
      pthread_mutex_unlock(&pp.mu);
      par_print_item(p, items[e]);
      pthread_mutex_lock(&pp.mu);
      pp.next_emit++;
      par_wake_workers(&pp);
      continue;
    }
    if (pp.next_claim < n && par_can_claim(&pp)) {
      /* a worker has the next op: print a later one into its slot */
      size_t i = pp.next_claim++;
      pthread_mutex_unlock(&pp.mu);
      ParSlot *si = &pp.slots[i % pp.nslots];
      CmBuf *out = p->out;
      CmWriteFn fn = p->fn;
      p->out = &si->buf;
      p->fn = NULL;
      par_print_item(p, items[i]);
      p->out = out;
      p->fn = fn;
      pthread_mutex_lock(&pp.mu);
      si->done = true;
      pp.buffered += si->buf.len;
      continue;
    }
    pp.main_waiting = true;
    pthread_cond_wait(&pp.cv_done, &pp.mu);
    pp.main_waiting = false;
  }
  pthread_cond_broadcast(&pp.cv_free);
  pthread_mutex_unlock(&pp.mu);
  for (unsigned t = 0; t < started; t++) {
    pthread_join(tids[t], NULL);
    names_free(&ws[t].names);
  }
  p->par_root = saved_root;
  for (size_t i = 0; i < pp.nslots; i++) cm_buf_free(&pp.slots[i].buf);
  free(pp.slots);
  free(ws);
  free(tids);
  pthread_cond_destroy(&pp.cv_free);
  pthread_cond_destroy(&pp.cv_done);
  pthread_mutex_destroy(&pp.mu);
}

/* Prints (or collects aliases of) the top-level ops of `blk` up to `end` in
 * parallel; false if the block does not qualify (nothing was done). */
static bool par_block(CmPrinter *p, CmBlock *blk, CmOp *end) {
  if (p->collect && !p->aliases) return false;
  if (!p->collect && !p->names) return false;
  size_t n = 0;
  CmOp **items = par_items(blk, end, &n);
  if (!items) return false;
  if (p->collect)
    par_collect(p, items, n);
  else
    par_print(p, items, n);
  free(items);
  return true;
}

/* ---------------------------------------------------------------------
 * aliases: finalize and print
 * --------------------------------------------------------------------- */
static int cmp_alias(const void *a, const void *b) {
  const CmAlias *x = a, *y = b;
  int c = strcmp(x->name, y->name);
  if (c) return c;
  return x->order < y->order ? -1 : x->order > y->order;
}

static void finalize_aliases(CmAliasState *as) {
  /* Within one name, indices by discovery order; types and attrs have
   * separate namespaces. */
  size_t n = as->aliases.len;
  CmAlias *v = as->aliases.data;
  if (!n) return;
  qsort(v, n, sizeof *v, cmp_alias);
  for (size_t i = 0; i < n;) {
    size_t j = i;
    size_t cnt_attr = 0, cnt_type = 0;
    while (j < n && !strcmp(v[j].name, v[i].name)) {
      if (v[j].is_type) cnt_type++;
      else cnt_attr++;
      j++;
    }
    int ia = 0, it = 0;
    for (size_t k = i; k < j; k++) {
      if (v[k].is_type)
        v[k].index = cnt_type > 1 ? it++ : -1;
      else
        v[k].index = cnt_attr > 1 ? ia++ : -1;
    }
    i = j;
  }
  /* rebuild the map */
  for (size_t i = 0; i < n; i++)
    cm_ptrmap_put(&as->map, v[i].obj, i + 1);
}

static void print_aliases(CmPrinter *p, bool deferred) {
  CmAliasState *as = p->aliases;
  CmBuf *b = p->out;
  CmPrinter sub = *p;
  sub.aliases = NULL;
  sub.collect = false;
  for (int pass = 0; pass < 2; pass++) {
    for (size_t i = 0; i < as->aliases.len; i++) {
      CmAlias *a = &as->aliases.data[i];
      if (a->is_type != (pass == 1) || a->deferrable != deferred) continue;
      cm_buf_putc(b, a->is_type ? '!' : '#');
      cm_buf_puts(b, a->name);
      if (a->index >= 0) cm_buf_printf(b, "%d", a->index);
      cm_buf_puts(b, " = ");
      if (a->is_type) {
        cm_buf_puts(b, "type ");
        cm_pr_type(&sub, a->obj);
      } else {
        cm_pr_attr(&sub, a->obj, CM_ELIDE_NEVER);
      }
      cm_buf_putc(b, '\n');
      maybe_flush(p);
    }
  }
}

static void alias_state_free(CmAliasState *as) {
  for (size_t i = 0; i < as->aliases.len; i++) free(as->aliases.data[i].name);
  CM_VEC_FREE(as->aliases);
  cm_ptrmap_free(&as->map);
}

/* ---------------------------------------------------------------------
 * top-level entry points
 * --------------------------------------------------------------------- */
/* Numbers the regions from the outermost ancestor down to `op`'s parent
 * region, so that `op` prints with the names it has in the whole IR. */
static void number_ancestors(CmPrinter *p, CmOp *op) {
  CmRegion *stack[256];
  size_t depth = 0;
  if (p->flags.local_scope && cm_op_has_trait(op, CM_TRAIT_ISOLATED_FROM_ABOVE))
    return;
  for (CmRegion *r = cm_op_parent_region(op); r && depth < 256;) {
    stack[depth++] = r;
    CmOp *po = r->parent;
    if (!po || (p->flags.local_scope &&
                cm_op_has_trait(po, CM_TRAIT_ISOLATED_FROM_ABOVE)))
      break;
    r = cm_op_parent_region(po);
  }
  while (depth) {
    CmRegion *r = stack[--depth];
    number_region(p, r);
  }
}

static void print_op_common(CmOp *op, const CmPrintFlags *flags, CmBuf *out,
                            CmWriteFn fn, void *user) {
  CmPrinter p;
  printer_init(&p, flags, out);
  p.fn = fn;
  p.user = user;
  if (!cm_op_block(op) && cm_context_threading(cm_op_context(op))) {
    unsigned nt = cm_hw_threads();
    if (nt > 1) {
      p.par_root = op;
      p.par_threads = nt;
    }
  }
  CmNameState names;
  memset(&names, 0, sizeof names);
  cm_buf_init(&names.names);
  names.fn_base_values = SIZE_MAX;
  p.names = &names;
  bool top = !cm_op_block(op) && !p.flags.local_scope;
  CmAliasState as;
  memset(&as, 0, sizeof as);
  if (top) {
    p.aliases = &as;
    CmBuf scratch;
    cm_buf_init(&scratch);
    p.out = &scratch;
    p.collect = true;
    print_op(&p, op);
    p.collect = false;
    p.out = out;
    cm_buf_free(&scratch);
    finalize_aliases(&as);
    print_aliases(&p, false);
  } else if (cm_op_block(op)) {
    number_ancestors(&p, op);
  }
  /* The op's own results are numbered with the counters its regions'
   * context starts from (upstream numbers the top op last). */
  unsigned nv = names.next_value, na = names.next_arg,
           nc = names.next_conflict;
  if (!cm_op_block(op)) {
    number_op(&p, op);
    names.next_value = nv;
    names.next_arg = na;
    names.next_conflict = nc;
  }
  print_op(&p, op);
  if (top) {
    cm_buf_putc(p.out, '\n');
    print_aliases(&p, true);
  }
  if (fn && p.out->len) {
    fn(user, p.out->data, p.out->len);
    cm_buf_clear(p.out);
  }
  alias_state_free(&as);
  names_free(&names);
}

void cm_print_block_to(CmBlock *blk, CmBuf *out) {
  CmOp *parent = blk ? cm_block_parent_op(blk) : NULL;
  if (!parent) {
    cm_buf_puts(out, "<<UNLINKED BLOCK>>\n");
    return;
  }
  CmPrinter p;
  printer_init(&p, NULL, out);
  CmNameState names;
  memset(&names, 0, sizeof names);
  cm_buf_init(&names.names);
  names.fn_base_values = SIZE_MAX;
  p.names = &names;
  /* Names as in the whole IR: the regions above the block's, then its. */
  number_ancestors(&p, parent);
  number_region(&p, blk->parent);
  print_block(&p, blk, true, true);
  names_free(&names);
}

void cm_print_op(CmOp *op, const CmPrintFlags *flags, CmBuf *out) {
  print_op_common(op, flags, out, NULL, NULL);
}

void cm_print_op_cb(CmOp *op, const CmPrintFlags *flags, CmWriteFn fn,
                    void *user) {
  CmBuf buf;
  cm_buf_init(&buf);
  print_op_common(op, flags, &buf, fn, user);
  cm_buf_free(&buf);
}

static void standalone(CmPrinter *p, CmBuf *out) {
  printer_init(p, NULL, out);
}

void cm_print_type_to(const CmType *t, CmBuf *out) {
  CmPrinter p;
  standalone(&p, out);
  cm_pr_type(&p, t);
}

void cm_print_attr_to(const CmAttr *a, CmBuf *out) {
  CmPrinter p;
  standalone(&p, out);
  cm_pr_attr(&p, a, CM_ELIDE_NEVER);
}

void cm_print_loc_to(const CmLoc *l, CmBuf *out) {
  CmPrinter p;
  standalone(&p, out);
  cm_pr_loc(&p, l, false);
}

void cm_print_affine_expr_to(const CmAffineExpr *e, CmBuf *out) {
  cm_pr_affine_expr(out, e, 0);
}

void cm_print_affine_map_to(const CmAffineMap *m, CmBuf *out) {
  cm_pr_affine_map(out, m);
}

void cm_print_integer_set_to(const CmIntegerSet *s, CmBuf *out) {
  cm_pr_integer_set(out, s);
}

void cm_print_value_to(CmValue *v, CmBuf *out) {
  if (!v) {
    cm_buf_puts(out, "<<NULL VALUE>>");
    return;
  }
  if (v->kind == CM_VALUE_RESULT) {
    CmPrintFlags f;
    cm_print_flags_default(&f);
    f.local_scope = false;
    size_t start = out->len;
    print_op_common(cm_value_defining_op(v), &f, out, NULL, NULL);
    /* Value::print has no trailing newline */
    while (out->len > start && out->data[out->len - 1] == '\n')
      out->data[--out->len] = 0;
    return;
  }
  cm_buf_puts(out, "<block argument> of type '");
  cm_print_type_to(v->type, out);
  cm_buf_printf(out, "' at index: %u", v->index);
}

/* ---------------------------------------------------------------------
 * the custom-form printer API
 * --------------------------------------------------------------------- */
CmBuf *cm_printer_buf(CmPrinter *p) { return p->out; }
const CmPrintFlags *cm_printer_flags(CmPrinter *p) { return &p->flags; }

void cm_print_str(CmPrinter *p, const char *s) {
  if (p->collect) return;
  if (s[0] && !s[1]) /* single characters are most of the calls */
    cm_buf_putc(p->out, s[0]);
  else
    cm_buf_puts(p->out, s);
}

void cm_print_printf(CmPrinter *p, const char *fmt, ...) {
  if (p->collect) return;
  va_list ap;
  va_start(ap, fmt);
  cm_buf_vprintf(p->out, fmt, ap);
  va_end(ap);
}

void cm_print_type(CmPrinter *p, const CmType *t) { cm_pr_type(p, t); }

void cm_print_attr(CmPrinter *p, const CmAttr *a) {
  cm_pr_attr(p, a, CM_ELIDE_NEVER);
}

void cm_print_attr_no_type(CmPrinter *p, const CmAttr *a) {
  cm_pr_attr(p, a, CM_ELIDE_MUST);
}

void cm_print_operand(CmPrinter *p, CmValue *v) { print_value_id(p, v, true); }

typedef struct SsaIds {
  CmPrinter *p;
  unsigned num_dims;
  CmValue *const *operands;
} SsaIds;

static void print_ssa_id(void *user, bool is_symbol, unsigned pos) {
  SsaIds *s = user;
  if (is_symbol)
    cm_buf_puts(s->p->out, "symbol(");
  print_value_id(s->p, s->operands[is_symbol ? s->num_dims + pos : pos], true);
  if (is_symbol)
    cm_buf_putc(s->p->out, ')');
}

void cm_print_affine_expr_of_ssa_ids(CmPrinter *p, const CmAffineExpr *e,
                                     unsigned num_dims,
                                     CmValue *const *operands) {
  if (p->collect)
    return;
  SsaIds s = {p, num_dims, operands};
  cm_pr_affine_expr_ids(p->out, e, 0, print_ssa_id, &s);
}

void cm_print_affine_map_of_ssa_ids(CmPrinter *p, const CmAffineMap *map,
                                    CmValue *const *operands) {
  for (unsigned i = 0; i < map->num_results; i++) {
    if (i)
      cm_print_str(p, ", ");
    cm_print_affine_expr_of_ssa_ids(p, map->results[i], map->num_dims,
                                    operands);
  }
}

void cm_print_operands(CmPrinter *p, unsigned n, CmValue *const *vals) {
  for (unsigned i = 0; i < n; i++) {
    if (i && !p->collect) cm_buf_puts(p->out, ", ");
    print_value_id(p, vals[i], true);
  }
}

void cm_print_op_operands(CmPrinter *p, CmOp *op) {
  for (unsigned i = 0; i < cm_op_num_operands(op); i++) {
    if (i && !p->collect) cm_buf_puts(p->out, ", ");
    print_value_id(p, cm_operand_value(&cm_op_operand_array(op)[i]), true);
  }
}

void cm_print_successor(CmPrinter *p, CmBlock *b) { print_block_name(p, b); }

void cm_print_successor_and_use_list(CmPrinter *p, CmBlock *b, unsigned n,
                                     CmValue *const *operands) {
  print_block_name(p, b);
  if (!n) return;
  if (!p->collect) cm_buf_putc(p->out, '(');
  cm_print_operands(p, n, operands);
  if (!p->collect) cm_buf_puts(p->out, " : ");
  for (unsigned i = 0; i < n; i++) {
    if (i && !p->collect) cm_buf_puts(p->out, ", ");
    cm_pr_type(p, operands[i] ? operands[i]->type : NULL);
  }
  if (!p->collect) cm_buf_putc(p->out, ')');
}

void cm_print_region(CmPrinter *p, CmRegion *r, bool print_entry_block_args,
                     bool print_block_terminators) {
  print_region_impl(p, r, print_entry_block_args, print_block_terminators,
                    false);
}

void cm_print_optional_attr_dict(CmPrinter *p, const CmAttr *dict,
                                 unsigned num_elided,
                                 const char *const *elided) {
  print_attr_dict_impl(p, dict, num_elided, elided, false);
}

void cm_print_optional_attr_dict_with_keyword(CmPrinter *p,
                                              const CmAttr *dict,
                                              unsigned num_elided,
                                              const char *const *elided) {
  print_attr_dict_impl(p, dict, num_elided, elided, true);
}

void cm_print_symbol_name(CmPrinter *p, CmStr name) {
  if (!p->collect) cm_pr_symbol_ref(p->out, name);
}

void cm_print_keyword_or_string(CmPrinter *p, CmStr s) {
  if (p->collect) return;
  if (cm_pr_is_bare_ident(s.data, s.len)) {
    cm_buf_putstr(p->out, s);
    return;
  }
  cm_print_string_literal(p, s);
}

void cm_print_string_literal(CmPrinter *p, CmStr s) {
  if (p->collect) return;
  cm_buf_putc(p->out, '"');
  cm_pr_escaped(p->out, s.data, s.len);
  cm_buf_putc(p->out, '"');
}

void cm_print_function_type(CmPrinter *p, const CmType *fn) {
  cm_pr_type(p, fn);
}

void cm_print_arrow_type_list(CmPrinter *p, unsigned n, CmType *const *types) {
  bool wrapped = n != 1 || (types[0] && types[0]->kind == CM_TYPE_FUNCTION);
  if (wrapped && !p->collect) cm_buf_putc(p->out, '(');
  for (unsigned i = 0; i < n; i++) {
    if (i && !p->collect) cm_buf_puts(p->out, ", ");
    cm_pr_type(p, types[i]);
  }
  if (wrapped && !p->collect) cm_buf_putc(p->out, ')');
}

void cm_print_region_argument(CmPrinter *p, CmValue *arg) {
  cm_print_region_argument_with_attrs(p, arg, NULL);
}

void cm_print_region_argument_with_attrs(CmPrinter *p, CmValue *arg,
                                         const CmAttr *attrs) {
  print_value_id(p, arg, true);
  if (!p->collect) cm_buf_puts(p->out, ": ");
  cm_pr_type(p, arg->type);
  print_attr_dict_impl(p, attrs, 0, NULL, false);
  if (p->flags.debuginfo)
    print_trailing_loc(p, cm_block_arg_loc(arg), false);
}

void cm_print_optional_location_specifier(CmPrinter *p, CmLoc *loc) {
  print_trailing_loc(p, loc, false);
}

void cm_print_newline(CmPrinter *p) {
  if (p->collect) return;
  cm_buf_putc(p->out, '\n');
  put_indent(p);
}
