/* debuginfo.c - metadata nodes of the LLVM IR writer and the debug info
 * mlir-translate-13 derives from MLIR locations:
 *   - a compile unit (file "LLVMDialectModule", directory "/") and the
 *     "Debug Info Version" module flag when any op has a known location;
 *   - a DISubprogram per function definition (none when the function
 *     contains an llvm.call with an unknown location);
 *   - per op a DILocation scoped in a DILexicalBlockFile of the op's file
 *     (call-site locations become inlinedAt chains, fused ones are merged
 *     as LLVM's getMergedLocation, name/opaque locations use their child).
 * Nodes are uniqued by content and numbered as LLVM's slot tracker does:
 * on first reference, in pre-order over their operands. */
#include "llvmir_internal.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static uint32_t md_str(CmLlWriter *w, const char *s, size_t n) {
  uint32_t off = (uint32_t)w->md_text.len;
  cm_buf_putn(&w->md_text, s, n);
  return off;
}

static uint64_t md_hash(const CmLlMd *m, const CmLlWriter *w) {
  uint64_t h = cm_hash_combine(m->kind, m->nops);
  for (uint32_t i = 0; i < m->nitems; i++)
    h = cm_hash_combine(h, (uint64_t)(int64_t)w->md_items.data[m->items_off + i].node);
  for (uint32_t i = 0; i < m->nops; i++)
    h = cm_hash_combine(h, (uint64_t)(int64_t)m->ops[i]);
  h = cm_hash_combine(h, ((uint64_t)m->line << 32) | m->col);
  if (m->str_len)
    h = cm_hash_combine(h, cm_hash_bytes(w->md_text.data + m->str_off,
                                         m->str_len));
  if (m->str2_len)
    h = cm_hash_combine(h, cm_hash_bytes(w->md_text.data + m->str2_off,
                                         m->str2_len));
  return h;
}

static bool md_eq(const CmLlMd *a, const CmLlMd *b, const CmLlWriter *w) {
  if (a->kind != b->kind || a->nops != b->nops || a->line != b->line ||
      a->col != b->col || a->str_len != b->str_len ||
      a->str2_len != b->str2_len || a->nitems != b->nitems ||
      a->distinct || b->distinct)
    return false;
  /* tuples: node items only */
  for (uint32_t i = 0; i < a->nitems; i++) {
    CmLlMdItem x = w->md_items.data[a->items_off + i];
    CmLlMdItem y = w->md_items.data[b->items_off + i];
    if (x.kind != CM_MDI_NODE || y.kind != CM_MDI_NODE || x.node != y.node)
      return false;
  }
  for (uint32_t i = 0; i < a->nops; i++)
    if (a->ops[i] != b->ops[i])
      return false;
  const char *t = w->md_text.data;
  return !memcmp(t + a->str_off, t + b->str_off, a->str_len) &&
         !memcmp(t + a->str2_off, t + b->str2_off, a->str2_len);
}

static int32_t md_add(CmLlWriter *w, const CmLlMd *m) {
  CmLlMd n = *m;
  n.slot = -1;
  CM_VEC_PUSH(w->md, n);
  return (int32_t)(w->md.len - 1);
}

static void tab_insert(CmLlWriter *w, CmLlMdTab *t, int32_t id);

static void tab_grow(CmLlWriter *w, CmLlMdTab *t) {
  size_t ncap = t->cap ? t->cap * 2 : 256;
  int32_t *old = t->slots;
  size_t ocap = t->cap;
  t->slots = cm_xmalloc(ncap * sizeof(int32_t));
  memset(t->slots, 0xff, ncap * sizeof(int32_t));
  t->cap = ncap;
  t->len = 0;
  for (size_t i = 0; i < ocap; i++)
    if (old[i] >= 0)
      tab_insert(w, t, old[i]);
  free(old);
}

static void tab_insert(CmLlWriter *w, CmLlMdTab *t, int32_t id) {
  if ((t->len + 1) * 2 > t->cap)
    tab_grow(w, t);
  size_t j = md_hash(&w->md.data[id], w) & (t->cap - 1);
  while (t->slots[j] >= 0)
    j = (j + 1) & (t->cap - 1);
  t->slots[j] = id;
  t->len++;
}

static void tab_clear(CmLlMdTab *t) {
  if (t->len)
    memset(t->slots, 0xff, t->cap * sizeof(int32_t));
  t->len = 0;
}

/* Returns the unique node equal to `m` (non-distinct, no items). */
static int32_t md_get(CmLlWriter *w, CmLlMdTab *t, const CmLlMd *m) {
  if ((t->len + 1) * 2 > t->cap)
    tab_grow(w, t);
  size_t j = md_hash(m, w) & (t->cap - 1);
  while (t->slots[j] >= 0) {
    if (md_eq(&w->md.data[t->slots[j]], m, w))
      return t->slots[j];
    j = (j + 1) & (t->cap - 1);
  }
  int32_t id = md_add(w, m);
  t->slots[j] = id;
  t->len++;
  return id;
}

static int32_t md_file(CmLlWriter *w, const char *name, size_t nlen,
                       const char *dir, size_t dlen) {
  CmLlMd m = {0};
  m.kind = CM_MD_FILE;
  m.str_off = md_str(w, name, nlen);
  m.str_len = (uint32_t)nlen;
  m.str2_off = md_str(w, dir, dlen);
  m.str2_len = (uint32_t)dlen;
  m.persist = true;
  return md_get(w, &w->md_gtab, &m);
}

/* DebugTranslation::translateFile: relative names get the current
 * directory; absolute ones have their common prefix with it (unless that
 * is just "/") moved to the directory. */
static int32_t file_for(CmLlWriter *w, CmIdent *name) {
  uint64_t *c = cm_ptrmap_get(&w->md_files, name);
  if (c)
    return (int32_t)*c - 1;
  const char *f = name->str;
  const char *cwd = w->cwd ? w->cwd : "";
  int32_t id;
  if (f[0] != '/') {
    id = md_file(w, f, name->len, cwd, strlen(cwd));
  } else {
    /* walk the components of both */
    const char *fp = f + 1, *dp = cwd[0] == '/' ? cwd + 1 : cwd;
    unsigned matched = cwd[0] == '/' ? 1 : 0; /* the root */
    const char *fend_common = f + 1, *dend_common = dp;
    for (;;) {
      while (*fp == '/')
        fp++;
      while (*dp == '/')
        dp++;
      if (!*dp || !*fp)
        break;
      size_t fl = strcspn(fp, "/"), dl = strcspn(dp, "/");
      if (fl != dl || memcmp(fp, dp, fl) != 0 || !fp[fl])
        break;
      fp += fl;
      dp += dl;
      fend_common = fp;
      dend_common = dp;
      matched++;
    }
    if (matched <= 1) {
      id = md_file(w, f, name->len, "", 0);
    } else {
      (void)dend_common;
      const char *rest = fend_common;
      while (*rest == '/')
        rest++;
      id = md_file(w, rest, strlen(rest), f, (size_t)(fend_common - f));
    }
  }
  if (!w->md.data[id].key)
    w->md.data[id].key = name;
  cm_ptrmap_put(&w->md_files, name, (uint64_t)id + 1);
  return id;
}

/* llvm::Triple(llvm.target_triple).isKnownWindowsMSVCEnvironment(): the
 * third `-` component names Windows ("windows..." or "win32..."), the
 * fourth starts with "msvc". */
static bool msvc_triple(CmOp *module) {
  CmAttr *t = module ? cm_op_get_attr(module, "llvm.target_triple") : NULL;
  if (!t || t->kind != CM_ATTR_STRING)
    return false;
  CmStr s = cm_ident_str(t->str.value);
  CmStr comp[4] = {{0}};
  size_t start = 0;
  unsigned k = 0;
  for (size_t i = 0; i <= s.len && k < 4; i++)
    if (i == s.len || s.data[i] == '-') {
      comp[k].data = s.data + start;
      comp[k].len = i - start;
      k++;
      start = i + 1;
    }
  if (k < 4)
    return false;
  bool win = (comp[2].len >= 7 && !memcmp(comp[2].data, "windows", 7)) ||
             (comp[2].len >= 5 && !memcmp(comp[2].data, "win32", 5));
  return win && comp[3].len >= 4 && !memcmp(comp[3].data, "msvc", 4);
}

void cm_ll_md_init(CmLlWriter *w) {
  w->md_cu = w->md_flags = w->md_empty = w->md_subr_type = -1;
  w->md_codeview = -1;
  w->md_nontemporal = -1;
  w->cur_scope = -1;
  if (!w->debug)
    return;
  char buf[4096];
  if (getcwd(buf, sizeof buf))
    w->cwd = cm_xstrndup(buf, strlen(buf));
  CmLlMd cu = {0};
  cu.kind = CM_MD_CU;
  cu.distinct = true;
  cu.ops[0] = md_file(w, "LLVMDialectModule", 17, "/", 1);
  cu.nops = 1;
  w->md_cu = md_add(w, &cu);
  CmLlMd empty = {0};
  empty.kind = CM_MD_TUPLE;
  w->md_empty = md_add(w, &empty);
  CmLlMd st = {0};
  st.kind = CM_MD_SUBROUTINE_TYPE;
  st.ops[0] = w->md_empty;
  st.nops = 1;
  w->md_subr_type = md_add(w, &st);
  CmLlMd flags = {0};
  flags.kind = CM_MD_TUPLE;
  flags.items_off = (uint32_t)w->md_items.len;
  flags.nitems = 3;
  CmLlMdItem it = {CM_MDI_VALUE, -1, md_str(w, "i32 2", 5), 5};
  CM_VEC_PUSH(w->md_items, it);
  CmLlMdItem s = {CM_MDI_STRING, -1, md_str(w, "Debug Info Version", 18), 18};
  CM_VEC_PUSH(w->md_items, s);
  CmLlMdItem v = {CM_MDI_VALUE, -1, md_str(w, "i32 3", 5), 5};
  CM_VEC_PUSH(w->md_items, v);
  w->md_flags = md_add(w, &flags);
  cm_ll_md_slot(w, w->md_cu);
  cm_ll_md_slot(w, w->md_flags);
  if (msvc_triple(w->module)) {
    /* Windows/MSVC debug info is CodeView, flagged after the version */
    CmLlMd cv = {0};
    cv.kind = CM_MD_TUPLE;
    cv.items_off = (uint32_t)w->md_items.len;
    cv.nitems = 3;
    CmLlMdItem a = {CM_MDI_VALUE, -1, md_str(w, "i32 2", 5), 5};
    CM_VEC_PUSH(w->md_items, a);
    CmLlMdItem b = {CM_MDI_STRING, -1, md_str(w, "CodeView", 8), 8};
    CM_VEC_PUSH(w->md_items, b);
    CmLlMdItem c = {CM_MDI_VALUE, -1, md_str(w, "i32 1", 5), 5};
    CM_VEC_PUSH(w->md_items, c);
    w->md_codeview = md_add(w, &cv);
    cm_ll_md_slot(w, w->md_codeview);
  }
}

void cm_ll_md_free(CmLlWriter *w) {
  CM_VEC_FREE(w->md);
  CM_VEC_FREE(w->md_items);
  CM_VEC_FREE(w->md_order);
  cm_buf_free(&w->md_text);
  cm_ptrmap_free(&w->md_files);
  cm_ptrmap_free(&w->loc_cache);
  cm_ptrmap_free(&w->access_groups);
  cm_ptrmap_free(&w->loop_md);
  CM_VEC_FREE(w->loop_opt_nodes);
  free(w->md_gtab.slots);
  free(w->md_ftab.slots);
  cm_buf_free(&w->md_out);
  if (w->md_spill)
    fclose(w->md_spill);
  free(w->cwd);
}

int32_t cm_ll_md_slot(CmLlWriter *w, int32_t node) {
  CmLlMd *m = &w->md.data[node];
  if (m->slot >= 0)
    return m->slot;
  m->slot = w->md_next_slot++;
  CM_VEC_PUSH(w->md_order, node);
  int32_t slot = m->slot;
  /* operands in LLVM's operand order */
  int32_t ops[4];
  unsigned n = 0;
  m = &w->md.data[node];
  switch ((CmLlMdKind)m->kind) {
  case CM_MD_TUPLE:
    for (uint32_t i = 0; i < m->nitems; i++) {
      CmLlMdItem it = w->md_items.data[m->items_off + i];
      if (it.kind == CM_MDI_NODE)
        cm_ll_md_slot(w, it.node);
      m = &w->md.data[node];
    }
    return slot;
  case CM_MD_SUBPROGRAM: /* file, scope, name, linkage, type, unit, decl,
                          * retained */
    ops[n++] = m->ops[0];
    ops[n++] = m->ops[1];
    ops[n++] = m->ops[2];
    ops[n++] = m->ops[3];
    break;
  default:
    for (uint32_t i = 0; i < m->nops; i++)
      ops[n++] = m->ops[i];
    break;
  }
  for (unsigned i = 0; i < n; i++)
    if (ops[i] >= 0)
      cm_ll_md_slot(w, ops[i]);
  return slot;
}

int32_t cm_ll_md_nontemporal(CmLlWriter *w) {
  if (w->md_nontemporal < 0) {
    CmLlMd t = {0};
    t.kind = CM_MD_TUPLE;
    t.items_off = (uint32_t)w->md_items.len;
    t.nitems = 1;
    CmLlMdItem it = {CM_MDI_VALUE, -1, md_str(w, "i32 1", 5), 5};
    CM_VEC_PUSH(w->md_items, it);
    t.persist = true;
    w->md_nontemporal = md_add(w, &t);
  }
  return w->md_nontemporal;
}

int32_t cm_ll_md_access_group(CmLlWriter *w, const CmAttr *symref) {
  /* key: the nested symbol (unique within its metadata op) and the root */
  if (!symref || symref->kind != CM_ATTR_SYMBOL_REF)
    return -1;
  CmBuf key;
  cm_buf_init(&key);
  cm_buf_putstr(&key, cm_ident_str(symref->symref.root));
  for (unsigned i = 0; i < symref->symref.num_nested; i++) {
    cm_buf_puts(&key, "::");
    cm_buf_putstr(&key, cm_ident_str(symref->symref.nested[i]));
  }
  CmIdent *id = cm_ident(w->ctx, key.data, key.len);
  cm_buf_free(&key);
  uint64_t *c = cm_ptrmap_get(&w->access_groups, id);
  if (c) /* created before the functions: never moves */
    return (int32_t)*c - 1;
  CmLlMd g = {0};
  g.kind = CM_MD_TUPLE;
  g.distinct = true;
  g.persist = true;
  g.key = id;
  int32_t n = md_add(w, &g);
  cm_ptrmap_put(&w->access_groups, id, (uint64_t)n + 1);
  return n;
}

void cm_ll_md_declare_access_groups(CmLlWriter *w, CmOp *module) {
  CmBlock *body = cm_op_region(module, 0)->first;
  for (CmOp *op = body->first; op; op = cm_op_next(op)) {
    if (!cm_op_name_is(op, "llvm.metadata") || !cm_op_num_regions(op))
      continue;
    CmIdent *root = cm_symbol_name(op);
    CmBlock *b = cm_op_region(op, 0)->first;
    for (CmOp *g = b ? b->first : NULL; g && root; g = cm_op_next(g)) {
      CmIdent *name = cm_symbol_name(g);
      if (!cm_op_name_is(g, "llvm.access_group") || !name)
        continue;
      CmStr nested = cm_ident_str(name);
      CmAttr *ref = cm_symbol_ref_attr(w->ctx, cm_ident_str(root), 1, &nested);
      (void)cm_ll_md_access_group(w, ref);
    }
  }
}

int32_t cm_ll_md_access_groups(CmLlWriter *w, const CmAttr *list) {
  if (!list || list->kind != CM_ATTR_ARRAY || !list->array.num)
    return -1;
  if (list->array.num == 1)
    return cm_ll_md_access_group(w, list->array.elems[0]);
  CmLlMd t = {0};
  t.kind = CM_MD_TUPLE;
  t.persist = true;
  t.items_off = (uint32_t)w->md_items.len;
  t.nitems = list->array.num;
  for (unsigned i = 0; i < list->array.num; i++) {
    CmLlMdItem it = {CM_MDI_NODE, cm_ll_md_access_group(w, list->array.elems[i]),
                     0, 0};
    CM_VEC_PUSH(w->md_items, it);
  }
  size_t before = w->md.len;
  int32_t n = md_get(w, &w->md_gtab, &t);
  if (w->md.len == before) /* found: the items just pushed are unused */
    w->md_items.len = t.items_off;
  return n;
}

static CmLlMdItem md_value_item(CmLlWriter *w, const char *text) {
  CmLlMdItem it = {CM_MDI_VALUE, -1, md_str(w, text, strlen(text)),
                   (uint32_t)strlen(text)};
  return it;
}

int32_t cm_ll_md_loop(CmLlWriter *w, const CmAttr *dict) {
  if (!dict || dict->kind != CM_ATTR_DICTIONARY)
    return -1;
  /* the items: self, then parallel accesses, then the options by key */
  CmAttr *pa = cm_dict_get(dict, "parallel_access");
  CmAttr *opts = cm_dict_get(dict, "options");
  unsigned nopts = opts && cm_llvm_is_loopopts_attr(opts)
                       ? cm_llvm_loopopts_count(opts)
                       : 0;
  bool has_pa = pa && pa->kind == CM_ATTR_ARRAY && pa->array.num;
  if (!has_pa && !nopts)
    return -1;
  /* one node per attribute, shared by every branch carrying it (13's
   * loopOptionsMetadataMapping) */
  uint64_t *cached = cm_ptrmap_get(&w->loop_md, dict);
  if (cached)
    return (int32_t)(*cached - 1);
  CmLlMd loop = {0};
  loop.kind = CM_MD_TUPLE;
  loop.distinct = true;
  int32_t self = md_add(w, &loop);
  CM_VEC(CmLlMdItem) items = {0};
  CmLlMdItem si = {CM_MDI_NODE, self, 0, 0};
  CM_VEC_PUSH(items, si);
  if (has_pa) {
    CmLlMd t = {0};
    t.kind = CM_MD_TUPLE;
    size_t start = w->md_items.len;
    CmLlMdItem name = {CM_MDI_STRING, -1,
                       md_str(w, "llvm.loop.parallel_accesses", 27), 27};
    CM_VEC_PUSH(w->md_items, name);
    for (unsigned i = 0; i < pa->array.num; i++) {
      CmLlMdItem g = {CM_MDI_NODE,
                      cm_ll_md_access_group(w, pa->array.elems[i]), 0, 0};
      CM_VEC_PUSH(w->md_items, g);
    }
    t.items_off = (uint32_t)start;
    t.nitems = (uint32_t)(w->md_items.len - start);
    CmLlMdItem it = {CM_MDI_NODE, md_add(w, &t), 0, 0};
    CM_VEC_PUSH(items, it);
  }
  static const char *const names[] = {
      NULL, "llvm.loop.unroll.disable", "llvm.licm.disable",
      "llvm.loop.interleave.count", "llvm.loop.pipeline.disable",
      "llvm.loop.pipeline.initiationinterval"};
  for (unsigned i = 0; i < nopts; i++) {
    int64_t key, value;
    cm_llvm_loopopts_get(opts, i, &key, &value);
    if (key < 1 || key > 5)
      continue;
    int32_t known = -1;
    for (size_t k = 0; k + 3 <= w->loop_opt_nodes.len && known < 0;
         k += 3)
      if (w->loop_opt_nodes.data[k] == key &&
          w->loop_opt_nodes.data[k + 1] == value)
        known = (int32_t)w->loop_opt_nodes.data[k + 2];
    if (known >= 0) {
      CmLlMdItem it = {CM_MDI_NODE, known, 0, 0};
      CM_VEC_PUSH(items, it);
      continue;
    }
    bool is_bool = key == 1 || key == 2 || key == 4;
    char vbuf[48];
    if (is_bool)
      snprintf(vbuf, sizeof vbuf, "i1 %s", value ? "true" : "false");
    else
      snprintf(vbuf, sizeof vbuf, "i32 %lld", (long long)value);
    CmLlMd t = {0};
    t.kind = CM_MD_TUPLE;
    t.items_off = (uint32_t)w->md_items.len;
    t.nitems = 2;
    size_t nl = strlen(names[key]);
    CmLlMdItem nm = {CM_MDI_STRING, -1, md_str(w, names[key], nl),
                     (uint32_t)nl};
    CM_VEC_PUSH(w->md_items, nm);
    CM_VEC_PUSH(w->md_items, md_value_item(w, vbuf));
    CmLlMdItem it = {CM_MDI_NODE, md_add(w, &t), 0, 0};
    CM_VEC_PUSH(items, it);
    CM_VEC_PUSH(w->loop_opt_nodes, key);
    CM_VEC_PUSH(w->loop_opt_nodes, value);
    CM_VEC_PUSH(w->loop_opt_nodes, it.node);
  }
  CmLlMd *l = &w->md.data[self];
  l->items_off = (uint32_t)w->md_items.len;
  l->nitems = (uint32_t)items.len;
  for (size_t i = 0; i < items.len; i++)
    CM_VEC_PUSH(w->md_items, items.data[i]);
  CM_VEC_FREE(items);
  cm_ptrmap_put(&w->loop_md, dict, (uint64_t)self + 1);
  return self;
}

int32_t cm_ll_md_branch_weights(CmLlWriter *w, const CmAttr *weights) {
  int64_t n = cm_shaped_num_elements(weights->type);
  CmLlMd t = {0};
  t.kind = CM_MD_TUPLE;
  t.items_off = (uint32_t)w->md_items.len;
  t.nitems = (uint32_t)n + 1;
  CmLlMdItem s = {CM_MDI_STRING, -1, md_str(w, "branch_weights", 14), 14};
  CM_VEC_PUSH(w->md_items, s);
  for (int64_t i = 0; i < n; i++) {
    char buf[40];
    int len = snprintf(buf, sizeof buf, "i32 %u",
                       (unsigned)cm_dense_get_int(weights, (size_t)i));
    CmLlMdItem it = {CM_MDI_VALUE, -1, md_str(w, buf, (size_t)len),
                     (uint32_t)len};
    CM_VEC_PUSH(w->md_items, it);
  }
  return md_add(w, &t);
}

/* ---- locations ------------------------------------------------------- */

static const CmLoc *file_loc_of(const CmLoc *loc) {
  while (loc) {
    switch ((CmAttrKind)loc->kind) {
    case CM_LOC_FILE_LINE_COL:
      return loc;
    case CM_LOC_NAME:
      loc = loc->nameloc.child;
      break;
    case CM_LOC_OPAQUE:
      loc = loc->opaque_loc.fallback;
      break;
    default:
      return NULL;
    }
  }
  return NULL;
}

static CmWalkResult find_unknown_call(CmOp *op, void *user) {
  if (cm_op_opname(op) == user) {
    CmLoc *l = cm_op_loc(op);
    if (!l || l->kind == CM_LOC_UNKNOWN)
      return CM_WALK_INTERRUPT;
  }
  return CM_WALK_ADVANCE;
}

int32_t cm_ll_md_subprogram(CmLlWriter *w, CmOp *func) {
  cm_ptrmap_free(&w->loc_cache);
  tab_clear(&w->md_ftab);
  w->md_fn_base = w->md.len;
  w->cur_scope = -1;
  /* a function none of whose ops (itself included) has a known location
   * gets no subprogram (13's interruptIfValidLocation walk) */
  if (!w->debug || !cm_ll_has_known_loc(func))
    return -1;
  CmOpName *call = cm_op_name(w->ctx, "llvm.call", 9);
  if (cm_walk_pre(func, find_unknown_call, call) == CM_WALK_INTERRUPT)
    return -1;
  const CmLoc *fl = file_loc_of(cm_op_loc(func));
  int32_t file;
  if (fl) {
    file = file_for(w, fl->flc.file);
  } else {
    CmIdent *u = cm_ident_c(w->ctx, "<unknown>");
    file = file_for(w, u);
  }
  CmLlMd sp = {0};
  sp.kind = CM_MD_SUBPROGRAM;
  sp.distinct = true;
  sp.ops[0] = file;
  sp.ops[1] = w->md_subr_type;
  sp.ops[2] = w->md_cu;
  sp.ops[3] = w->md_empty;
  sp.nops = 4;
  sp.line = fl ? fl->flc.line : 0;
  CmIdent *name = cm_symbol_name(func);
  if (name) {
    sp.str_off = md_str(w, name->str, name->len);
    sp.str_len = (uint32_t)name->len;
  }
  w->cur_scope = md_add(w, &sp);
  cm_ll_md_slot(w, w->cur_scope);
  return w->cur_scope;
}

static int32_t scope_parent(CmLlWriter *w, int32_t s) {
  const CmLlMd *m = &w->md.data[s];
  if (m->kind == CM_MD_LEXICAL_BLOCK_FILE)
    return m->ops[1];
  return -1;
}

static int32_t md_location(CmLlWriter *w, unsigned line, unsigned col,
                           int32_t scope, int32_t inlined) {
  CmLlMd m = {0};
  m.kind = CM_MD_LOCATION;
  m.ops[0] = scope;
  m.ops[1] = inlined;
  m.nops = 2;
  m.line = line;
  m.col = col;
  return md_get(w, &w->md_ftab, &m);
}

typedef struct ScopePair {
  int32_t s, l;
} ScopePair;

/* LLVM 13's DILocation::getMergedLocation. */
static int32_t merge_locs(CmLlWriter *w, int32_t a, int32_t b) {
  if (a < 0 || b < 0)
    return -1;
  if (a == b)
    return a;
  CM_VEC(ScopePair) chain = {0};
  int32_t s = w->md.data[a].ops[0], l = w->md.data[a].ops[1];
  while (s >= 0) {
    ScopePair p = {s, l};
    CM_VEC_PUSH(chain, p);
    s = scope_parent(w, s);
    if (s < 0 && l >= 0) {
      s = w->md.data[l].ops[0];
      l = w->md.data[l].ops[1];
    }
  }
  s = w->md.data[b].ops[0];
  l = w->md.data[b].ops[1];
  while (s >= 0) {
    bool found = false;
    for (size_t i = 0; i < chain.len && !found; i++)
      found = chain.data[i].s == s && chain.data[i].l == l;
    if (found)
      break;
    s = scope_parent(w, s);
    if (s < 0 && l >= 0) {
      s = w->md.data[l].ops[0];
      l = w->md.data[l].ops[1];
    }
  }
  CM_VEC_FREE(chain);
  if (s < 0)
    s = w->md.data[a].ops[0];
  return md_location(w, 0, 0, s, l);
}

static int32_t translate_loc(CmLlWriter *w, CmLoc *loc, int32_t inlined) {
  if (!loc || loc->kind == CM_LOC_UNKNOWN)
    return -1;
  uint64_t *c = cm_ptrmap_get(&w->loc_cache, loc);
  if (c)
    return (int32_t)*c - 2;
  int32_t r = -1;
  switch ((CmAttrKind)loc->kind) {
  case CM_LOC_CALL_SITE: {
    int32_t caller = translate_loc(w, loc->callsite.caller, inlined);
    r = translate_loc(w, loc->callsite.callee, caller);
    break;
  }
  case CM_LOC_FILE_LINE_COL: {
    int32_t file = file_for(w, loc->flc.file);
    CmLlMd b = {0};
    b.kind = CM_MD_LEXICAL_BLOCK_FILE;
    b.ops[0] = file;
    b.ops[1] = w->cur_scope;
    b.nops = 2;
    int32_t scope = md_get(w, &w->md_ftab, &b);
    r = md_location(w, loc->flc.line, loc->flc.col, scope, inlined);
    break;
  }
  case CM_LOC_FUSED:
    if (loc->fused.num) {
      r = translate_loc(w, loc->fused.locs[0], inlined);
      for (unsigned i = 1; i < loc->fused.num; i++)
        r = merge_locs(w, r, translate_loc(w, loc->fused.locs[i], inlined));
    }
    break;
  case CM_LOC_NAME:
    r = translate_loc(w, loc->nameloc.child, inlined);
    break;
  case CM_LOC_OPAQUE:
    r = translate_loc(w, loc->opaque_loc.fallback, inlined);
    break;
  default:
    break;
  }
  cm_ptrmap_put(&w->loc_cache, loc, (uint64_t)(r + 2));
  return r;
}

static int32_t file_line_col(CmLlWriter *w, CmIdent *fname, unsigned line,
                             unsigned col, int32_t inlined) {
  int32_t file = file_for(w, fname);
  CmLlMd b = {0};
  b.kind = CM_MD_LEXICAL_BLOCK_FILE;
  b.ops[0] = file;
  b.ops[1] = w->cur_scope;
  b.nops = 2;
  int32_t scope = md_get(w, &w->md_ftab, &b);
  return md_location(w, line, col, scope, inlined);
}

int32_t cm_ll_md_op_location(CmLlWriter *w, CmOp *op) {
  if (w->cur_scope < 0)
    return -1;
  CmLocRef r = cm_op_locref(op);
  if (!r)
    return -1;
  if (cm_locref_is_packed(r)) {
    /* a file:line:col kept packed: no location object is created */
    uint64_t *c = cm_ptrmap_get(&w->loc_cache, (const void *)r);
    if (c)
      return (int32_t)*c - 2;
    CmIdent *file;
    unsigned line, col;
    if (cm_locref_unpack(w->ctx, r, &file, &line, &col)) {
      int32_t id = file_line_col(w, file, line, col, -1);
      cm_ptrmap_put(&w->loc_cache, (const void *)r, (uint64_t)(id + 2));
      return id;
    }
  }
  return translate_loc(w, cm_locref_get(w->ctx, r), -1);
}

/* ---- per-function rendering --------------------------------------------- */

static void put_node(CmLlWriter *w, CmBuf *out, int32_t id);

static void render_pending(CmLlWriter *w) {
  for (size_t i = w->md_rendered; i < w->md_order.len; i++) {
    int32_t id = w->md_order.data[i];
    cm_buf_putc(&w->md_out, '!');
    cm_buf_put_u64(&w->md_out, (uint64_t)w->md.data[id].slot);
    cm_buf_puts(&w->md_out, " = ");
    put_node(w, &w->md_out, id);
    cm_buf_putc(&w->md_out, '\n');
    w->md_any = true;
  }
  w->md_rendered = w->md_order.len = 0;
  /* the lines of large modules wait in a scratch file, not in memory */
  if (w->md_out.len >= (1u << 20)) {
    if (!w->md_spill)
      w->md_spill = tmpfile();
    if (w->md_spill &&
        fwrite(w->md_out.data, 1, w->md_out.len, w->md_spill) ==
            w->md_out.len)
      cm_buf_clear(&w->md_out);
  }
}

void cm_ll_md_end_function(CmLlWriter *w) {
  if (!w->debug)
    return;
  render_pending(w);
  /* keep the persistent nodes created during the function, drop the rest
   * (their slots are all that later references need, and only persistent
   * nodes can be referenced later) */
  size_t keep = w->md_fn_base;
  bool moved = false;
  for (size_t i = w->md_fn_base; i < w->md.len; i++) {
    if (!w->md.data[i].persist)
      continue;
    if (i != keep) {
      w->md.data[keep] = w->md.data[i];
      moved = true;
      if (w->md.data[keep].key && w->md.data[keep].kind == CM_MD_FILE)
        cm_ptrmap_put(&w->md_files, w->md.data[keep].key, keep + 1);
      if ((size_t)w->md_nontemporal == i)
        w->md_nontemporal = (int32_t)keep;
    }
    keep++;
  }
  w->md.len = keep;
  if (moved) {
    tab_clear(&w->md_gtab);
    for (size_t i = 0; i < w->md.len; i++)
      if (w->md.data[i].persist && !w->md.data[i].distinct &&
          (w->md.data[i].kind == CM_MD_FILE ||
           (w->md.data[i].kind == CM_MD_TUPLE && w->md.data[i].nitems &&
            i != (size_t)w->md_nontemporal)))
        tab_insert(w, &w->md_gtab, (int32_t)i);
  }
  tab_clear(&w->md_ftab);
  cm_ptrmap_free(&w->loc_cache);
  /* the loop nodes were dropped with the function's nodes: later functions
   * build their own */
  cm_ptrmap_free(&w->loop_md);
  w->loop_opt_nodes.len = 0;
  w->cur_scope = -1;
}

/* ---- output ----------------------------------------------------------- */

void cm_ll_md_write_named(CmLlWriter *w, CmBuf *out) {
  if (!w->debug)
    return;
  cm_buf_printf(out, "\n!llvm.dbg.cu = !{!%d}\n!llvm.module.flags = !{!%d",
                w->md.data[w->md_cu].slot, w->md.data[w->md_flags].slot);
  if (w->md_codeview >= 0)
    cm_buf_printf(out, ", !%d", w->md.data[w->md_codeview].slot);
  cm_buf_puts(out, "}\n");
}

static void put_ref(CmLlWriter *w, CmBuf *out, int32_t node) {
  if (node < 0)
    cm_buf_puts(out, "null");
  else
  {
    cm_buf_putc(out, '!');
    cm_buf_put_u64(out, (uint64_t)cm_ll_md_slot(w, node));
  }
}

static void put_mdstr(CmLlWriter *w, CmBuf *out, uint32_t off, uint32_t len) {
  cm_buf_putc(out, '"');
  cm_ll_put_escaped(out, w->md_text.data + off, len);
  cm_buf_putc(out, '"');
}

static void put_node(CmLlWriter *w, CmBuf *out, int32_t id) {
  CmLlMd m = w->md.data[id];
  switch ((CmLlMdKind)m.kind) {
  case CM_MD_TUPLE:
    cm_buf_puts(out, m.distinct ? "distinct !{" : "!{");
    for (uint32_t i = 0; i < m.nitems; i++) {
      CmLlMdItem it = w->md_items.data[m.items_off + i];
      if (i)
        cm_buf_puts(out, ", ");
      if (it.kind == CM_MDI_NODE)
        put_ref(w, out, it.node);
      else if (it.kind == CM_MDI_STRING) {
        cm_buf_putc(out, '!');
        put_mdstr(w, out, it.off, it.len);
      } else
        cm_buf_putn(out, w->md_text.data + it.off, it.len);
    }
    cm_buf_putc(out, '}');
    return;
  case CM_MD_CU:
    cm_buf_puts(out, "distinct !DICompileUnit(language: DW_LANG_C, file: ");
    put_ref(w, out, m.ops[0]);
    cm_buf_puts(out, ", producer: \"mlir\", isOptimized: true, "
                     "runtimeVersion: 0, emissionKind: FullDebug)");
    return;
  case CM_MD_FILE:
    cm_buf_puts(out, "!DIFile(filename: ");
    put_mdstr(w, out, m.str_off, m.str_len);
    cm_buf_puts(out, ", directory: ");
    put_mdstr(w, out, m.str2_off, m.str2_len);
    cm_buf_putc(out, ')');
    return;
  case CM_MD_SUBPROGRAM:
    cm_buf_puts(out, "distinct !DISubprogram(name: ");
    put_mdstr(w, out, m.str_off, m.str_len);
    cm_buf_puts(out, ", linkageName: ");
    put_mdstr(w, out, m.str_off, m.str_len);
    cm_buf_puts(out, ", scope: null, file: ");
    put_ref(w, out, m.ops[0]);
    if (m.line)
      cm_buf_printf(out, ", line: %u", m.line);
    cm_buf_puts(out, ", type: ");
    put_ref(w, out, m.ops[1]);
    if (m.line)
      cm_buf_printf(out, ", scopeLine: %u", m.line);
    cm_buf_puts(out, ", spFlags: DISPFlagDefinition | DISPFlagOptimized, "
                     "unit: ");
    put_ref(w, out, m.ops[2]);
    cm_buf_puts(out, ", retainedNodes: ");
    put_ref(w, out, m.ops[3]);
    cm_buf_putc(out, ')');
    return;
  case CM_MD_SUBROUTINE_TYPE:
    cm_buf_puts(out, "!DISubroutineType(types: ");
    put_ref(w, out, m.ops[0]);
    cm_buf_putc(out, ')');
    return;
  case CM_MD_LEXICAL_BLOCK_FILE:
    cm_buf_puts(out, "!DILexicalBlockFile(scope: ");
    put_ref(w, out, m.ops[1]);
    cm_buf_puts(out, ", file: ");
    put_ref(w, out, m.ops[0]);
    cm_buf_puts(out, ", discriminator: 0)");
    return;
  case CM_MD_LOCATION:
    cm_buf_puts(out, "!DILocation(line: ");
    cm_buf_put_u64(out, m.line);
    if (m.col) {
      cm_buf_puts(out, ", column: ");
      cm_buf_put_u64(out, m.col);
    }
    cm_buf_puts(out, ", scope: ");
    put_ref(w, out, m.ops[0]);
    if (m.ops[1] >= 0) {
      cm_buf_puts(out, ", inlinedAt: ");
      put_ref(w, out, m.ops[1]);
    }
    cm_buf_putc(out, ')');
    return;
  }
}

void cm_ll_md_write_nodes(CmLlWriter *w, CmBuf *out) {
  render_pending(w);
  if (!w->md_any)
    return;
  cm_buf_putc(out, '\n');
  if (w->md_spill) {
    w->write(w->write_user, out->data, out->len);
    cm_buf_clear(out);
    rewind(w->md_spill);
    char chunk[1 << 16];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, w->md_spill)) > 0)
      w->write(w->write_user, chunk, n);
  }
  cm_buf_putn(out, w->md_out.data, w->md_out.len);
}
