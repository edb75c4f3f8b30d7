/* parser.c - operations, regions, blocks, SSA names, top level, and the
 * custom-form parser API. */
#include "parser_internal.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------------
 * string map
 * --------------------------------------------------------------------- */
static uint64_t pmap_hash(CmStr k) { return cm_hash_bytes(k.data, k.len); }

void *cm_pmap_get(const CmPMap *m, CmStr key) {
  if (!m->cap)
    return NULL;
  uint64_t h = pmap_hash(key);
  size_t mask = m->cap - 1, i = (size_t)h & mask;
  for (;;) {
    CmPMapEnt *e = &m->ents[i];
    if (!e->key)
      return NULL;
    if (e->hash == h && e->len == key.len && !memcmp(e->key, key.data, key.len))
      return e->val;
    i = (i + 1) & mask;
  }
}

void **cm_pmap_slot(CmPMap *m, CmStr key) {
  if ((m->len + 1) * 2 > m->cap) {
    size_t ncap = m->cap ? m->cap * 2 : 16;
    CmPMapEnt *n = cm_xcalloc(ncap, sizeof(CmPMapEnt));
    for (size_t i = 0; i < m->cap; i++) {
      CmPMapEnt *e = &m->ents[i];
      if (!e->key)
        continue;
      size_t j = (size_t)e->hash & (ncap - 1);
      while (n[j].key)
        j = (j + 1) & (ncap - 1);
      n[j] = *e;
    }
    free(m->ents);
    m->ents = n;
    m->cap = ncap;
  }
  uint64_t h = pmap_hash(key);
  size_t mask = m->cap - 1, i = (size_t)h & mask;
  for (;;) {
    CmPMapEnt *e = &m->ents[i];
    if (!e->key) {
      /* keys must be non-NULL: use a static empty string for "" */
      e->key = key.data ? key.data : "";
      e->len = key.len;
      e->hash = h;
      e->val = NULL;
      m->len++;
      return &e->val;
    }
    if (e->hash == h && e->len == key.len && !memcmp(e->key, key.data, key.len))
      return &e->val;
    i = (i + 1) & mask;
  }
}

void cm_pmap_free(CmPMap *m) {
  free(m->ents);
  m->ents = NULL;
  m->cap = m->len = 0;
}

/* ---------------------------------------------------------------------
 * errors and locations
 * --------------------------------------------------------------------- */
CmContext *cm_parser_context(CmParser *p) { return p->ctx; }
const CmToken *cm_parser_token(CmParser *p) { return &p->tok; }
const char *cm_parser_pos(CmParser *p) { return p->tok.pos; }

/* Moves the parser's line/column cache forward to `pos` (at or after its
 * current position), scanning only the new text. */
static void lc_advance(CmParseShared *sh, const char *pos) {
  if (!sh->lc_pos) {
    sh->lc_pos = sh->lc_line_start = sh->buf->text;
    sh->lc_line = sh->buf->first_line;
  }
  const char *q = sh->lc_pos, *nl;
  while ((nl = memchr(q, '\n', (size_t)(pos - q))) != NULL) {
    sh->lc_line++;
    q = nl + 1;
    sh->lc_line_start = q;
  }
  sh->lc_pos = pos;
}

/* The location of `pos` as a compact reference (packed file:line:col, see
 * ir.h's locref.c): op and block-argument locations are stored this way
 * and only materialised when someone asks for them. */
static CmLocRef parser_locref_at(CmParser *p, const char *pos) {
  CmSourceBuffer *b = p->sh->buf;
  if (!b)
    return cm_locref(cm_loc_unknown(p->ctx));
  if (!(pos >= b->text && pos <= b->text + b->len))
    pos = p->fallback;
  if (!pos || !(pos >= b->text && pos <= b->text + b->len))
    return cm_locref_file(p->sh->file, 0, 0);
  unsigned line, col;
  CmParseShared *sh = p->sh;
  if (!sh->lc_pos || pos >= sh->lc_pos) { /* forward: only the new text */
    lc_advance(sh, pos);
    line = sh->lc_line;
    col = (unsigned)(pos - sh->lc_line_start + 1);
  } else {
    cm_srcbuf_line_col(b, pos, &line, &col); /* backward: line table */
  }
  return cm_locref_file(p->sh->file, line, col);
}

CmLoc *cm_parser_loc_at(CmParser *p, const char *pos) {
  return cm_locref_get(p->ctx, parser_locref_at(p, pos));
}

CmLoc *cm_parser_loc(CmParser *p) { return cm_parser_loc_at(p, p->tok.pos); }

static CmResult verror_at(CmParser *p, const char *pos, const char *fmt,
                          va_list ap) {
  if (p->tok.kind == CM_TOK_ERROR)
    return CM_FAILURE; /* the lexer already reported it */
  CmBuf b;
  cm_buf_init(&b);
  cm_buf_vprintf(&b, fmt, ap);
  cm_emit_error(cm_parser_loc_at(p, pos), "%s", b.data ? b.data : "");
  cm_buf_free(&b);
  p->errors++;
  p->sh->num_errors++;
  return CM_FAILURE;
}

CmResult cm_parser_error(CmParser *p, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  verror_at(p, p->tok.pos, fmt, ap);
  va_end(ap);
  return CM_FAILURE;
}

CmResult cm_parser_error_at(CmParser *p, const char *pos, const char *fmt,
                            ...) {
  va_list ap;
  va_start(ap, fmt);
  verror_at(p, pos, fmt, ap);
  va_end(ap);
  return CM_FAILURE;
}

CmResult cm_p_op_error_at(CmParser *p, const char *pos, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  if (!p->op_name) {
    verror_at(p, pos, fmt, ap);
  } else {
    CmBuf b;
    cm_buf_init(&b);
    cm_buf_vprintf(&b, fmt, ap);
    cm_parser_error_at(p, pos, "custom op '%s' %s", p->op_name,
                       b.data ? b.data : "");
    cm_buf_free(&b);
  }
  va_end(ap);
  return CM_FAILURE;
}

const char *cm_parser_op_name_pos(CmParser *p) { return p->op_name_pos; }
size_t cm_parser_op_num_results(CmParser *p) { return p->op_num_results; }

/* Error with a note (at note_pos). Types are formatted by the caller. */
static CmResult error_with_note(CmParser *p, const char *pos,
                                const char *note_pos, const char *msg,
                                const char *note) {
  if (p->tok.kind == CM_TOK_ERROR)
    return CM_FAILURE;
  CmDiag *d = cm_diag_error(cm_parser_loc_at(p, pos), "%s", msg);
  cm_diag_note(d, cm_parser_loc_at(p, note_pos), "%s", note);
  cm_diag_report(d);
  p->errors++;
  p->sh->num_errors++;
  return CM_FAILURE;
}

CmResult cm_p_expect(CmParser *p, CmTokKind k, const char *msg) {
  if (p->tok.kind == k) {
    cm_lex_next(p);
    return CM_SUCCESS;
  }
  return cm_parser_error(p, "%s", msg);
}

/* Room kept below the parser's deepest nesting level: diagnostics, the
 * uniquers and a sanitizer runtime's own frames run from there. */
#define STACK_MARGIN ((size_t)256 << 10)

uintptr_t cm_p_stack_floor(void) {
  static _Thread_local uintptr_t floor;
  static _Thread_local bool known;
  if (!known) {
    known = true;
    pthread_attr_t a;
    if (pthread_getattr_np(pthread_self(), &a) == 0) {
      void *lo;
      size_t size;
      if (pthread_attr_getstack(&a, &lo, &size) == 0 &&
          size > 2 * STACK_MARGIN)
        floor = (uintptr_t)lo + STACK_MARGIN;
      pthread_attr_destroy(&a);
    }
  }
  return floor;
}

bool cm_p_enter(CmParser *p) {
  if (p->depth >= CM_PARSER_MAX_DEPTH) {
    cm_parser_error(p, "exceeded maximum nesting depth of %d",
                    CM_PARSER_MAX_DEPTH);
    return false;
  }
  /* Stacks grow down on every target we build for.  The frame address is
   * the real stack even when a sanitizer moves locals to a fake stack. */
  if ((uintptr_t)__builtin_frame_address(0) < p->stack_floor) {
    cm_parser_error(p, "exceeded maximum nesting depth (stack space)");
    return false;
  }
  p->depth++;
  return true;
}

CmResult cm_p_comma_list(CmParser *p, CmListElemFn fn, void *user) {
  if (fn(p, user))
    return CM_FAILURE;
  while (p->tok.kind == CM_TOK_COMMA) {
    cm_lex_next(p);
    if (fn(p, user))
      return CM_FAILURE;
  }
  return CM_SUCCESS;
}

void cm_p_sub_init(CmParser *sub, CmParser *p, const char *start,
                   const char *end, const char *fallback) {
  memset(sub, 0, sizeof(*sub));
  sub->sh = p->sh;
  sub->ctx = p->ctx;
  sub->fallback = fallback;
  sub->depth = p->depth;
  sub->stack_floor = p->stack_floor;
  cm_lex_init(sub, start, end);
}

static void type_str(const CmType *t, CmBuf *b) {
  cm_buf_putc(b, '\'');
  cm_print_type_to(t, b);
  cm_buf_putc(b, '\'');
}

/* ---------------------------------------------------------------------
 * token-level API
 * --------------------------------------------------------------------- */
bool cm_parse_optional_tok(CmParser *p, CmTokKind k) {
  if (p->tok.kind != k)
    return false;
  cm_lex_next(p);
  return true;
}

CmResult cm_parse_tok(CmParser *p, CmTokKind k) {
  if (cm_parse_optional_tok(p, k))
    return CM_SUCCESS;
  return cm_parser_error(p, "expected '%s'", cm_tok_spelling(k));
}

bool cm_parse_optional_keyword(CmParser *p, const char *kw) {
  if (!cm_p_is_kw(p, kw))
    return false;
  cm_lex_next(p);
  return true;
}

CmResult cm_parse_keyword(CmParser *p, const char *kw) {
  if (cm_parse_optional_keyword(p, kw))
    return CM_SUCCESS;
  return cm_p_op_error_at(p, p->tok.pos, "expected '%s'", kw);
}

bool cm_parse_optional_any_keyword(CmParser *p, CmStr *out) {
  if (p->tok.kind != CM_TOK_BARE_ID)
    return false;
  *out = cm_p_spelling(p);
  cm_lex_next(p);
  return true;
}

CmResult cm_parse_any_keyword(CmParser *p, CmStr *out) {
  if (cm_parse_optional_any_keyword(p, out))
    return CM_SUCCESS;
  return cm_p_op_error_at(p, p->tok.pos, "expected valid keyword");
}

CmOptResult cm_parse_optional_integer(CmParser *p, int64_t *out) {
  if (p->tok.kind != CM_TOK_INTEGER && p->tok.kind != CM_TOK_MINUS)
    return CM_OPT_NONE;
  bool neg = cm_parse_optional_tok(p, CM_TOK_MINUS);
  const char *pos = p->tok.pos;
  uint64_t v;
  if (cm_failed(cm_parse_uint64(p, &v, NULL)))
    return CM_OPT_FAILURE;
  if (v > (uint64_t)INT64_MAX + (neg ? 1 : 0)) {
    cm_p_op_error_at(p, pos, "integer value too large");
    return CM_OPT_FAILURE;
  }
  *out = neg ? (int64_t)(0 - v) : (int64_t)v;
  return CM_OPT_SUCCESS;
}

CmResult cm_parse_integer(CmParser *p, int64_t *out) {
  CmOptResult r = cm_parse_optional_integer(p, out);
  if (r == CM_OPT_NONE)
    return cm_p_op_error_at(p, p->tok.pos, "expected integer value");
  return r == CM_OPT_SUCCESS ? CM_SUCCESS : CM_FAILURE;
}

/* (inside an op's parse hook, errors carry upstream's "custom op"
 * prefix) */
CmResult cm_parse_uint64(CmParser *p, uint64_t *out, size_t *ndigits) {
  if (p->tok.kind != CM_TOK_INTEGER)
    return cm_p_op_error_at(p, p->tok.pos, "expected integer value");
  if (!cm_lex_uint64(&p->tok, out))
    return cm_p_op_error_at(p, p->tok.pos, "integer value too large");
  if (ndigits)
    *ndigits = p->tok.len;
  cm_lex_next(p);
  return CM_SUCCESS;
}

bool cm_parse_optional_string(CmParser *p, CmBuf *out) {
  if (p->tok.kind != CM_TOK_STRING)
    return false;
  cm_lex_string_value(&p->tok, out);
  cm_lex_next(p);
  return true;
}

CmStr cm_parser_full_body(CmParser *p) {
  CmStr s = {p->start, (size_t)(p->end - p->start)};
  return s;
}

/* ---------------------------------------------------------------------
 * SSA scopes
 * --------------------------------------------------------------------- */
static CmIsoScope *cur_iso(CmParser *p) {
  CmParseShared *sh = p->sh;
  return sh->iso.len ? sh->iso.data[sh->iso.len - 1] : NULL;
}

static void free_iso(CmIsoScope *s) {
  for (size_t i = 0; i < s->values.cap; i++)
    if (s->values.ents[i].key) {
      CmSsaEntry *e = s->values.ents[i].val;
      if (e && e->defs.data != &e->inl)
        free(e->defs.data);
    }
  cm_pmap_free(&s->values);
  CM_VEC_FREE(s->defined);
  CM_VEC_FREE(s->marks);
  cm_arena_free(&s->arena);
  free(s);
}

static void push_scope(CmParser *p, bool isolated) {
  CmParseShared *sh = p->sh;
  CmIsoScope *s = cur_iso(p);
  if (isolated || !s) {
    s = cm_xcalloc(1, sizeof(*s));
    cm_arena_init(&s->arena);
    CM_VEC_PUSH(sh->iso, s);
  }
  CM_VEC_PUSH(s->marks, s->defined.len);
  CmBlockScope *bs = cm_xcalloc(1, sizeof(*bs));
  CM_VEC_PUSH(sh->bscopes, bs);
}

static CmSsaEntry *get_entry(CmParser *p, CmStr name) {
  CmIsoScope *s = cur_iso(p);
  void **slot = cm_pmap_slot(&s->values, name);
  if (!*slot) {
    CmSsaEntry *e = CM_ARENA_NEW(&s->arena, CmSsaEntry);
    e->name = name.data;
    e->len = name.len;
    e->defs.data = &e->inl;
    e->defs.cap = 1;
    *slot = e;
  }
  return *slot;
}

static void entry_reserve(CmSsaEntry *e, size_t n) {
  if (n > e->defs.cap) {
    size_t ncap = e->defs.cap * 2 > n ? e->defs.cap * 2 : n;
    CmSsaDef *nd = cm_xmalloc(ncap * sizeof(CmSsaDef));
    memcpy(nd, e->defs.data, e->defs.len * sizeof(CmSsaDef));
    if (e->defs.data != &e->inl)
      free(e->defs.data);
    e->defs.data = nd;
    e->defs.cap = ncap;
  }
  while (e->defs.len < n) {
    CmSsaDef d = {NULL, NULL, -1};
    e->defs.data[e->defs.len++] = d;
  }
}

static CmResult pop_scope(CmParser *p) {
  CmParseShared *sh = p->sh;
  CmResult r = CM_SUCCESS;
  CmBlockScope *bs = sh->bscopes.data[--sh->bscopes.len];
  for (size_t i = 0; i < bs->infos.len; i++) {
    CmBlockInfo *bi = bs->infos.data[i];
    if (bi->fwd) {
      cm_parser_error_at(p, bi->pos, "reference to an undefined block");
      r = CM_FAILURE;
    }
  }
  CM_VEC_FREE(bs->infos);
  cm_pmap_free(&bs->blocks);
  free(bs);
  CmIsoScope *s = cur_iso(p);
  size_t mark = s->marks.data[--s->marks.len];
  for (size_t i = mark; i < s->defined.len; i++)
    s->defined.data[i]->defs.len = 0;
  s->defined.len = mark;
  if (!s->marks.len) {
    sh->iso.len--;
    free_iso(s);
  }
  return r;
}

static void name_str(CmBuf *b, CmStr name) {
  cm_buf_putc(b, '%');
  cm_buf_putstr(b, name);
}

/* Defines %name#number as `v`. */
static CmResult add_definition(CmParser *p, CmStr name, unsigned number,
                               const char *pos, CmValue *v) {
  CmParseShared *sh = p->sh;
  CmSsaEntry *e = get_entry(p, name);
  entry_reserve(e, (size_t)number + 1);
  CmSsaDef *d = &e->defs.data[number];
  if (d->value) {
    CmBuf m, n;
    cm_buf_init(&m);
    cm_buf_init(&n);
    CmResult r;
    if (d->fwd < 0) {
      cm_buf_puts(&m, "redefinition of SSA value '");
      name_str(&m, name);
      cm_buf_puts(&m, "'");
      r = error_with_note(p, pos, d->pos, m.data, "previously defined here");
      cm_buf_free(&m);
      cm_buf_free(&n);
      return r;
    }
    if (d->value->type != v->type) {
      cm_buf_puts(&m, "definition of SSA value '");
      name_str(&m, name);
      cm_buf_printf(&m, "#%u' has type ", number);
      type_str(v->type, &m);
      cm_buf_puts(&n, "previously used here with type ");
      type_str(d->value->type, &n);
      r = error_with_note(p, pos, d->pos, m.data, n.data);
      cm_buf_free(&m);
      cm_buf_free(&n);
      return r;
    }
    CmFwdPlaceholder *ph = &sh->fwd_values.data[d->fwd];
    cm_value_replace_all_uses(d->value, v);
    cm_op_destroy(ph->op);
    ph->op = NULL;
    ph->resolved = true;
    e = get_entry(p, name); /* (entry pointer is stable) */
    d = &e->defs.data[number];
  }
  d->value = v;
  d->pos = pos;
  d->fwd = -1;
  CmIsoScope *s = cur_iso(p);
  CM_VEC_PUSH(s->defined, e);
  return CM_SUCCESS;
}

/* Resolves a use of %name#number with the given type. */
static CmValue *resolve_use(CmParser *p, CmStr name, unsigned number,
                            const char *pos, CmType *type) {
  CmParseShared *sh = p->sh;
  if (!cur_iso(p)) {
    cm_parser_error_at(p, pos, "expected SSA operand");
    return NULL;
  }
  CmSsaEntry *e = get_entry(p, name);
  if (number < e->defs.len && e->defs.data[number].value) {
    CmSsaDef *d = &e->defs.data[number];
    if (d->value->type == type)
      return d->value;
    CmBuf m;
    cm_buf_init(&m);
    cm_buf_puts(&m, "use of value '");
    name_str(&m, name);
    cm_buf_puts(&m, "' expects different type than prior uses: ");
    type_str(type, &m);
    cm_buf_puts(&m, " vs ");
    type_str(d->value->type, &m);
    error_with_note(p, pos, d->pos, m.data, "prior use here");
    cm_buf_free(&m);
    return NULL;
  }
  entry_reserve(e, (size_t)number + 1);
  if (e->defs.data[0].value && e->defs.data[0].fwd < 0) {
    cm_parser_error_at(p, pos, "reference to invalid result number");
    return NULL;
  }
  CmOp *ph = cm_op_create_v(p->ctx, "cmlir.forward_ref", cm_parser_loc_at(p, pos), 1,
                            &type, 0, NULL, NULL, 0, NULL, 0);
  CmFwdPlaceholder f = {ph, pos, false};
  CM_VEC_PUSH(sh->fwd_values, f);
  CmSsaDef *d = &e->defs.data[number];
  d->value = cm_op_result(ph, 0);
  d->pos = pos;
  d->fwd = (long)(sh->fwd_values.len - 1);
  return d->value;
}

/* Was %name#number referenced or defined in the current scope? */
static const char *reference_pos(CmParser *p, CmStr name, unsigned number) {
  CmIsoScope *s = cur_iso(p);
  if (!s)
    return NULL;
  CmSsaEntry *e = cm_pmap_get(&s->values, name);
  if (!e || number >= e->defs.len || !e->defs.data[number].value)
    return NULL;
  return e->defs.data[number].pos;
}

/* ---------------------------------------------------------------------
 * blocks
 * --------------------------------------------------------------------- */
static CmBlockScope *cur_bscope(CmParser *p) {
  return p->sh->bscopes.len ? p->sh->bscopes.data[p->sh->bscopes.len - 1]
                            : NULL;
}

static CmBlock *get_block_named(CmParser *p, CmStr name, const char *pos) {
  CmBlockScope *bs = cur_bscope(p);
  if (!bs) {
    cm_parser_error_at(p, pos, "expected a block reference in a region");
    return NULL;
  }
  void **slot = cm_pmap_slot(&bs->blocks, name);
  if (!*slot) {
    CmBlockInfo *bi = CM_ARENA_NEW(&cur_iso(p)->arena, CmBlockInfo);
    bi->block = cm_block_create();
    bi->pos = pos;
    bi->fwd = true;
    bi->fwd_index = p->sh->fwd_blocks.len;
    CM_VEC_PUSH(p->sh->fwd_blocks, bi->block);
    CM_VEC_PUSH(bs->infos, bi);
    *slot = bi;
  }
  return ((CmBlockInfo *)*slot)->block;
}

/* The block of a forward reference got its definition: it is no longer
 * the parser's to destroy on failure. */
static void mark_block_defined(CmParser *p, const CmBlockInfo *bi) {
  p->sh->fwd_blocks.data[bi->fwd_index] = NULL;
}

/* Defines a named block; NULL on redefinition.  `existing`: the entry
 * block already created (or NULL). */
static CmBlock *define_block_named(CmParser *p, CmStr name, const char *pos,
                                   CmBlock *existing) {
  CmBlockScope *bs = cur_bscope(p);
  void **slot = cm_pmap_slot(&bs->blocks, name);
  if (!*slot) {
    CmBlockInfo *bi = CM_ARENA_NEW(&cur_iso(p)->arena, CmBlockInfo);
    bi->block = existing ? existing : cm_block_create();
    bi->pos = pos;
    bi->fwd = false;
    *slot = bi;
    return bi->block;
  }
  CmBlockInfo *bi = *slot;
  if (!bi->fwd)
    return NULL;
  bi->fwd = false;
  bi->pos = pos;
  if (existing) {
    /* redirect successor uses of the forward block to `existing` */
    CmBlock *fb = bi->block;
    while (fb->first_use) {
      CmBlockOperand *u = fb->first_use;
      cm_op_set_successor(u->owner, (unsigned)(u - cm_op_successor_array(u->owner)),
                          existing);
      if (fb->first_use == u)
        break; /* defensive: avoid spinning */
    }
    bi->block = existing;
    return existing;
  }
  mark_block_defined(p, bi);
  return bi->block;
}

/* ---------------------------------------------------------------------
 * operations
 * --------------------------------------------------------------------- */
static CmResult parse_operation(CmParser *p, CmBlock *block);

typedef struct SsaUse {
  CmStr name;
  unsigned number;
  const char *pos;
} SsaUse;

static CmResult parse_ssa_use(CmParser *p, CmUnresolvedOperand *u) {
  u->pos = p->tok.pos;
  u->number = 0;
  if (p->tok.kind != CM_TOK_PERCENT_ID)
    return cm_parser_error(p, "expected SSA operand");
  u->name.data = p->tok.pos + 1;
  u->name.len = p->tok.len - 1;
  cm_lex_next(p);
  if (p->tok.kind == CM_TOK_HASH_ID) {
    uint64_t n;
    CmToken t = p->tok;
    t.pos++;
    t.len--;
    if (t.len == 0 || t.pos[0] < '0' || t.pos[0] > '9' ||
        !cm_lex_uint64(&t, &n) || n > UINT32_MAX)
      return cm_parser_error(p, "invalid SSA value result number");
    u->number = (unsigned)n;
    cm_lex_next(p);
  }
  return CM_SUCCESS;
}

static CmResult parse_trailing_location(CmParser *p, CmOp *op, CmLoc **loc) {
  if (!cm_p_is_kw(p, "loc"))
    return CM_SUCCESS;
  cm_lex_next(p);
  if (cm_p_expect(p, CM_TOK_LPAREN, "expected '(' in location"))
    return CM_FAILURE;
  if (p->tok.kind == CM_TOK_HASH_ID) {
    CmToken t = p->tok;
    CmStr id = {t.pos + 1, t.len - 1};
    cm_lex_next(p);
    if (memchr(id.data, '.', id.len))
      return cm_parser_error_at(
          p, t.pos, "expected location, but found dialect attribute: '#%.*s'",
          (int)id.len, id.data);
    CmAttr *a = cm_pmap_get(&p->sh->attr_aliases, id);
    if (a) {
      if (!cm_attr_is_location(a)) {
        CmBuf b;
        cm_buf_init(&b);
        cm_print_attr_to(a, &b);
        cm_parser_error_at(p, t.pos, "expected location, but found '%s'",
                           b.data ? b.data : "");
        cm_buf_free(&b);
        return CM_FAILURE;
      }
      *loc = a;
    } else {
      CmDeferredLoc d = {op, t.pos, t.len};
      CM_VEC_PUSH(p->sh->deferred_locs, d);
    }
  } else if (cm_p_location_instance(p, loc)) {
    return CM_FAILURE;
  }
  return cm_p_expect(p, CM_TOK_RPAREN, "expected ')' in location");
}

static CmResult parse_region_impl(CmParser *p, CmRegion *r, size_t nargs,
                                  const CmRegionArg *args, bool isolated);

static CmResult parse_successor_block(CmParser *p, CmBlock **out) {
  if (p->tok.kind != CM_TOK_CARET_ID)
    return cm_parser_error(p, "expected block name");
  CmStr name = cm_p_spelling(p);
  const char *pos = p->tok.pos;
  cm_lex_next(p);
  *out = get_block_named(p, name, pos);
  return *out ? CM_SUCCESS : CM_FAILURE;
}

/* Gives `st` operand / type / attribute vectors from the pool (so most ops
 * need no allocation for them). */
static void state_take_bufs(CmParser *p, CmOpState *st) {
  CmParseShared *sh = p->sh;
  if (!sh->state_pool.len)
    return;
  CmStateBufs b = sh->state_pool.data[--sh->state_pool.len];
  st->operands.data = b.ops;
  st->operands.cap = b.ops_cap;
  st->types.data = b.types;
  st->types.cap = b.types_cap;
  st->attrs.data = b.attrs;
  st->attrs.cap = b.attrs_cap;
}

/* Returns the vectors of `st` to the pool, then frees the rest of it. */
static void state_release(CmParser *p, CmOpState *st) {
  CmParseShared *sh = p->sh;
  CmStateBufs b = {st->operands.data, st->operands.cap, st->types.data,
                   st->types.cap,     st->attrs.data,    st->attrs.cap};
  if (sh->state_pool.len < 64) {
    CM_VEC_PUSH(sh->state_pool, b);
    memset(&st->operands, 0, sizeof st->operands);
    memset(&st->types, 0, sizeof st->types);
    memset(&st->attrs, 0, sizeof st->attrs);
  }
  cm_op_state_free(st);
}

/* May the bodies of this op's regions be parsed by workers?  See
 * "parallel parsing" below. */
static bool dispatchable(const CmOpDef *def) {
  return (def->traits & CM_TRAIT_ISOLATED_FROM_ABOVE) &&
         !(def->traits & (CM_TRAIT_SYMBOL_TABLE |
                          CM_TRAIT_SINGLE_BLOCK_IMPLICIT_TERMINATOR));
}

/* Generic-form op names resolve through a per-parse cache too (the context
 * table is shared by the parser threads). */
static CmOpName *generic_op_name(CmParser *p, CmStr name) {
  CmParseShared *sh = p->sh;
  CmOpName *on = cm_pmap_get(&sh->generic_names, name);
  if (on)
    return on;
  on = cm_op_name(p->ctx, name.data, name.len);
  CmStr key = {cm_arena_strndup(&sh->arena, name.data, name.len), name.len};
  *cm_pmap_slot(&sh->generic_names, key) = on;
  return on;
}

#define PARSE_NOINLINE __attribute__((noinline))

/* The generic op form is parsed in three functions so that only the frame
 * of parse_generic_op (small) stays on the stack while its regions are
 * parsed: deep nesting then fits the stack even in sanitizer builds.
 * generic_op_head: the name, operands and successors into `st` (initialised
 * here; released on failure). */
static PARSE_NOINLINE CmResult generic_op_head(CmParser *p, CmOpState *st) {
  CmParseShared *sh = p->sh;
  const char *name_pos = p->tok.pos;
  CmBuf nm;
  cm_buf_init(&nm);
  CmStr name = {p->tok.pos + 1, p->tok.len - 2};
  if (memchr(name.data, '\\', name.len)) {
    cm_lex_string_value(&p->tok, &nm);
    name.data = nm.data ? nm.data : "";
    name.len = nm.len;
  }
  if (name.len == 0) {
    cm_buf_free(&nm);
    return cm_parser_error(p, "empty operation name is invalid");
  }
  if (memchr(name.data, 0, name.len)) {
    cm_buf_free(&nm);
    return cm_parser_error(p, "null character not allowed in operation name");
  }
  cm_lex_next(p);
  cm_op_state_init_ref(st, p->ctx, NULL, parser_locref_at(p, name_pos));
  state_take_bufs(p, st);
  st->name = generic_op_name(p, name);
  cm_buf_free(&nm);
  CmOperandVec *uses = &sh->use_stack;
  if (cm_p_expect(p, CM_TOK_LPAREN, "expected '(' to start operand list"))
    goto fail;
  if (p->tok.kind == CM_TOK_PERCENT_ID) {
    for (;;) {
      CmUnresolvedOperand u;
      if (parse_ssa_use(p, &u))
        goto fail;
      CM_VEC_PUSH(*uses, u);
      if (!cm_parse_optional_tok(p, CM_TOK_COMMA))
        break;
    }
  }
  if (cm_p_expect(p, CM_TOK_RPAREN, "expected ')' to end operand list"))
    goto fail;
  if (p->tok.kind == CM_TOK_LSQUARE) {
    const CmOpDef *def = st->name->def;
    if (def && !(def->traits & CM_TRAIT_TERMINATOR)) {
      cm_parser_error(p, "successors in non-terminator");
      goto fail;
    }
    cm_lex_next(p);
    if (p->tok.kind == CM_TOK_RSQUARE) {
      cm_parser_error(p, "expected list element");
      goto fail;
    }
    for (;;) {
      CmBlock *b = NULL;
      if (parse_successor_block(p, &b))
        goto fail;
      CM_VEC_PUSH(st->successors, b);
      if (!cm_parse_optional_tok(p, CM_TOK_COMMA))
        break;
    }
    if (cm_p_expect(p, CM_TOK_RSQUARE, "expected ',' or ']'"))
      goto fail;
  }
  return CM_SUCCESS;
fail:
  state_release(p, st);
  return CM_FAILURE;
}

/* generic_op_tail: the attributes, the type and the location; creates the
 * op from `st` (released in any case). */
static PARSE_NOINLINE CmOp *generic_op_tail(CmParser *p, CmOpState *st,
                                            CmBlock *block, size_t ubase) {
  CmParseShared *sh = p->sh;
  CmOperandVec *uses = &sh->use_stack;
  CmOp *op = NULL;
  if (p->tok.kind == CM_TOK_LBRACE) {
    CmNamedAttrVec *attrs = &sh->attr_stack;
    size_t abase = attrs->len;
    if (cm_p_attr_dict(p, attrs)) {
      attrs->len = abase;
      goto fail;
    }
    for (size_t i = abase; i < attrs->len; i++)
      CM_VEC_PUSH(st->attrs, attrs->data[i]);
    attrs->len = abase;
  }
  if (cm_p_expect(p, CM_TOK_COLON, "expected ':' followed by operation type"))
    goto fail;
  const char *type_pos = p->tok.pos;
  /* The types are read into a scratch stack: the op keeps only its result
   * types, so `(ins) -> outs` written out needs no uniqued function type. */
  CmTypeVec *tys = &sh->type_stack;
  size_t tbase = tys->len, nins = 0;
  if (p->tok.kind == CM_TOK_LPAREN) {
    if (cm_p_function_type_parts(p, tys, &nins))
      goto fail_types;
  } else {
    CmType *ft = cm_p_type(p); /* a type alias may name a function type */
    if (!ft)
      goto fail_types;
    if (ft->kind != CM_TYPE_FUNCTION) {
      cm_parser_error_at(p, type_pos, "expected function type");
      goto fail_types;
    }
    nins = ft->func.num_inputs;
    for (unsigned i = 0; i < ft->func.num_inputs + ft->func.num_results; i++)
      CM_VEC_PUSH(*tys, ft->func.types[i]);
  }
  for (size_t i = tbase + nins; i < tys->len; i++)
    CM_VEC_PUSH(st->types, tys->data[i]);
  size_t nuses = uses->len - ubase;
  if (nins != nuses) {
    cm_parser_error_at(p, type_pos, "expected %zu operand type%s but had %zu",
                       nuses, nuses == 1 ? "" : "s", nins);
    goto fail_types;
  }
  for (size_t i = 0; i < nuses; i++) {
    CmUnresolvedOperand *u = &uses->data[ubase + i];
    CmValue *v =
        resolve_use(p, u->name, u->number, u->pos, tys->data[tbase + i]);
    if (!v)
      goto fail_types;
    CM_VEC_PUSH(st->operands, v);
  }
  tys->len = tbase;
  CmLoc *loc = NULL;
  op = cm_op_create(st);
  cm_block_append_op(block, op);
  if (parse_trailing_location(p, op, &loc)) {
    op = NULL;
    goto fail;
  }
  if (loc)
    cm_op_set_loc(op, loc);
  uses->len = ubase;
  state_release(p, st);
  return op;
fail_types:
  tys->len = tbase;
fail:
  uses->len = ubase;
  state_release(p, st);
  return NULL;
}

static CmOp *parse_generic_op(CmParser *p, CmBlock *block) {
  CmParseShared *sh = p->sh;
  size_t ubase = sh->use_stack.len;
  CmOpState st;
  if (generic_op_head(p, &st)) {
    sh->use_stack.len = ubase;
    return NULL;
  }
  if (cm_parse_optional_tok(p, CM_TOK_LPAREN)) {
    bool saved_dispatch = sh->dispatch_ok;
    sh->dispatch_ok = sh->par && st.name->def && dispatchable(st.name->def);
    do {
      CmRegion *r = cm_op_state_add_region(&st);
      if (parse_region_impl(p, r, 0, NULL, false)) {
        sh->dispatch_ok = saved_dispatch;
        goto fail;
      }
    } while (cm_parse_optional_tok(p, CM_TOK_COMMA));
    sh->dispatch_ok = saved_dispatch;
    if (cm_p_expect(p, CM_TOK_RPAREN, "expected ')' to end region list"))
      goto fail;
  }
  return generic_op_tail(p, &st, block, ubase);
fail:
  sh->use_stack.len = ubase;
  state_release(p, &st);
  return NULL;
}

static const CmOpDef *lookup_custom_uncached(CmContext *ctx, CmStr name) {
  const CmOpDef *def = cm_lookup_op_def(ctx, name.data, name.len);
  if (def || memchr(name.data, '.', name.len) || name.len > 200)
    return def;
  /* MLIR 13's builtin ops are registered without a prefix (found above);
   * std ops are written without theirs. */
  char buf[256];
  memcpy(buf, "std.", 4);
  memcpy(buf + 4, name.data, name.len);
  def = cm_lookup_op_def(ctx, buf, 4 + name.len);
  if (def)
    return def;
  /* The seeds' older spelling of the memref ops that used to live in std
   * (`%a = alloc() : memref<4xf32>`); they parse into memref.X ops. */
  static const char *const legacy_memref[] = {"alloc", "alloca", "dealloc",
                                              "load",  "store",  "dim"};
  for (size_t i = 0; i < sizeof legacy_memref / sizeof *legacy_memref; i++)
    if (cm_str_eq_c(name, legacy_memref[i])) {
      memcpy(buf, "memref.", 7);
      memcpy(buf + 7, name.data, name.len);
      return cm_lookup_op_def(ctx, buf, 7 + name.len);
    }
  return NULL;
}

/* Custom-form op names resolve through a per-parse cache (the registry does
 * not change while parsing) to the registered op's interned name, whose
 * `def` is the definition: a hit takes none of the context's locks.  Keys
 * are copied into the parser arena. */
static CmOpName *lookup_custom(CmParser *p, CmStr name) {
  CmParseShared *sh = p->sh;
  void *hit = cm_pmap_get(&sh->custom_defs, name);
  if (hit)
    return hit;
  const CmOpDef *def = lookup_custom_uncached(p->ctx, name);
  if (!def)
    return NULL;
  CmOpName *on = cm_op_name(p->ctx, def->name, strlen(def->name));
  CmStr key = {cm_arena_strndup(&sh->arena, name.data, name.len), name.len};
  *cm_pmap_slot(&sh->custom_defs, key) = on;
  return on;
}

static int cmp_ident_ptrs(const void *a, const void *b) {
  const CmIdent *x = *(const CmIdent *const *)a, *y = *(const CmIdent *const *)b;
  size_t n = x->len < y->len ? x->len : y->len;
  int c = memcmp(x->str, y->str, n);
  if (c)
    return c;
  return x->len < y->len ? -1 : x->len > y->len ? 1 : 0;
}

/* Upstream's CustomOpAsmParser::parseOperation: after an op's custom parser
 * succeeded, an attribute set twice (by the parser and by the attribute
 * dictionary, or twice by the parser) is an error at the op name; the one
 * reported is the first duplicated name in name order
 * (NamedAttrList::findDuplicate).  Identifiers are interned, so equal names
 * are equal pointers. */
static CmResult check_duplicate_attrs(CmParser *p, const CmOpState *st) {
  size_t n = st->attrs.len;
  const CmIdent *dup = NULL;
  if (n <= 8) {
    for (size_t i = 1; i < n; i++)
      for (size_t j = 0; j < i; j++)
        if (st->attrs.data[i].name == st->attrs.data[j].name &&
            (!dup || cmp_ident_ptrs(&st->attrs.data[i].name, &dup) < 0))
          dup = st->attrs.data[i].name;
  } else {
    CmIdent **names = cm_xmalloc(sizeof(CmIdent *) * n);
    for (size_t i = 0; i < n; i++)
      names[i] = st->attrs.data[i].name;
    qsort(names, n, sizeof(CmIdent *), cmp_ident_ptrs);
    for (size_t i = 1; i < n && !dup; i++)
      if (names[i] == names[i - 1])
        dup = names[i];
    free(names);
  }
  if (!dup)
    return CM_SUCCESS;
  return cm_p_op_error_at(p, p->op_name_pos,
                          "attribute '%s' occurs more than once in the "
                          "attribute list",
                          dup->str);
}

/* `i32`, `si8`, `ui64`...: upstream's lexer makes these integer-type
 * tokens, never an op name. */
bool cm_p_is_int_type_spelling(CmStr s) {
  size_t pre =
      s.len > 1 && s.data[0] == 'i' ? 1
      : s.len > 2 && (s.data[0] == 's' || s.data[0] == 'u') && s.data[1] == 'i'
          ? 2
          : 0;
  if (!pre)
    return false;
  for (size_t i = pre; i < s.len; i++)
    if (s.data[i] < '0' || s.data[i] > '9')
      return false;
  return true;
}

/* Upstream 13's keyword tokens (its lexer never makes them bare
 * identifiers), sorted. */
static const char *const upstream_keywords[] = {
    "affine_map", "affine_set", "attributes", "bf16",  "ceildiv", "complex",
    "dense",      "f128",       "f16",        "f32",   "f64",     "f80",
    "false",      "floordiv",   "for",        "func",  "index",   "loc",
    "max",        "memref",     "min",        "mod",   "none",    "offset",
    "opaque",     "size",       "sparse",     "step",  "strides", "symbol",
    "tensor",     "to",         "true",       "tuple", "type",    "unit",
    "vector"};

bool cm_p_is_keyword_spelling(CmStr s) {
  size_t lo = 0, hi = sizeof upstream_keywords / sizeof *upstream_keywords;
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    const char *k = upstream_keywords[mid];
    size_t kl = strlen(k);
    int c = memcmp(k, s.data, kl < s.len ? kl : s.len);
    if (!c)
      c = kl < s.len ? -1 : kl > s.len;
    if (!c)
      return true;
    if (c < 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  return cm_p_is_int_type_spelling(s);
}

static CmOp *parse_custom_op(CmParser *p, CmBlock *block) {
  const char *op_pos = p->tok.pos;
  CmStr name = cm_p_spelling(p);
  CmOpName *on = lookup_custom(p, name);
  const CmOpDef *def = on ? on->def : NULL;
  if (!def || !def->parse) {
    /* A registered op without a custom form: upstream's OpState::parse. */
    cm_parser_error(p, "custom op '%.*s' %s", (int)name.len, name.data,
                    def ? "has no custom assembly form" : "is unknown");
    return NULL;
  }
  cm_lex_next(p);
  CmOpState st;
  cm_op_state_init_ref(&st, p->ctx, NULL, parser_locref_at(p, op_pos));
  st.name = on;
  state_take_bufs(p, &st);
  unsigned errs = p->errors;
  bool saved_dispatch = p->sh->dispatch_ok;
  const char *saved_name = p->op_name, *saved_name_pos = p->op_name_pos;
  size_t saved_nres = p->op_num_results;
  p->sh->dispatch_ok = p->sh->par && dispatchable(def);
  p->op_name = def->name;
  p->op_name_pos = op_pos;
  p->op_num_results = p->pending_num_results;
  p->pending_num_results = 0;
  CmResult r = def->parse(p, &st);
  p->op_num_results = saved_nres;
  if (!r && p->errors == errs && st.attrs.len > 1)
    r = check_duplicate_attrs(p, &st);
  p->op_name = saved_name;
  p->op_name_pos = saved_name_pos;
  p->sh->dispatch_ok = saved_dispatch;
  if (r || p->errors != errs) {
    if (!r && !p->sh->num_errors)
      cm_parser_error_at(p, op_pos, "custom op '%.*s' failed to parse",
                         (int)name.len, name.data);
    state_release(p, &st);
    return NULL;
  }
  CmOp *op = cm_op_create(&st);
  state_release(p, &st);
  cm_block_append_op(block, op);
  CmLoc *loc = NULL;
  if (parse_trailing_location(p, op, &loc))
    return NULL;
  if (loc)
    cm_op_set_loc(op, loc);
  return op;
}

static const char *par_oldest_unfinished(CmParser *p);

/* Gives already-parsed source text of a mapped file before `start` (less
 * a margin) back to the system, in steps of 2 MiB (it stays readable; see
 * cm_srcbuf_release), but not text a worker may still be reading. */
static void release_text(CmParser *p, const char *start) {
  CmSourceBuffer *sb = p->sh->buf;
  if (!sb || !sb->map_len || p->sh->is_worker || start <= sb->text ||
      start > sb->text + sb->len)
    return;
  const char *pos = start;
  if (p->sh->par) {
    const char *oldest = par_oldest_unfinished(p);
    if (oldest && oldest < pos)
      pos = oldest;
  }
  if ((size_t)(pos - sb->text) > sb->released + (512u << 10))
    cm_srcbuf_release(sb, pos - (128u << 10));
}

typedef struct ResultId {
  CmStr name;
  uint64_t count; /* any count parses; the op's own count decides */
  const char *pos;
} ResultId;

/* The result names before `=` (`%a, %b:2 = ...`); kept out of
 * parse_operation's frame, which stays on the stack through nested regions
 * (see generic_op_head). */
typedef struct ResultIds {
  ResultId *data;
  size_t len, cap;
  size_t num_expected;
  ResultId inl[4];
} ResultIds;

static PARSE_NOINLINE CmResult parse_result_ids(CmParser *p, ResultIds *ids) {
  for (;;) {
    if (p->tok.kind != CM_TOK_PERCENT_ID)
      return cm_parser_error(p, "expected valid ssa identifier");
    ResultId id = {{p->tok.pos + 1, p->tok.len - 1}, 1, p->tok.pos};
    cm_lex_next(p);
    if (cm_parse_optional_tok(p, CM_TOK_COLON)) {
      if (p->tok.kind != CM_TOK_INTEGER)
        return cm_parser_error(p, "expected integer number of results");
      uint64_t v;
      if (!cm_lex_uint64(&p->tok, &v) || v < 1)
        return cm_parser_error(
            p, "expected named operation to have atleast 1 result");
      cm_lex_next(p);
      id.count = v;
    }
    /* (saturating: the sum is only compared with the op's count) */
    ids->num_expected = ids->num_expected > SIZE_MAX - id.count
                            ? SIZE_MAX
                            : ids->num_expected + (size_t)id.count;
    if (ids->len == ids->cap) {
      ResultId *nd = cm_xmalloc(sizeof(ResultId) * ids->cap * 2);
      memcpy(nd, ids->data, sizeof(ResultId) * ids->len);
      if (ids->data != ids->inl)
        free(ids->data);
      ids->data = nd;
      ids->cap *= 2;
    }
    ids->data[ids->len++] = id;
    if (!cm_parse_optional_tok(p, CM_TOK_COMMA))
      break;
  }
  return cm_p_expect(p, CM_TOK_EQUAL, "expected '=' after SSA name");
}

static PARSE_NOINLINE CmResult bind_results(CmParser *p, const char *start,
                                            CmOp *op, const ResultIds *ids) {
  if (cm_op_num_results(op) == 0)
    return cm_parser_error_at(p, start,
                              "cannot name an operation with no results");
  if (ids->num_expected != cm_op_num_results(op))
    return cm_parser_error_at(p, start,
                              "operation defines %u results but was "
                              "provided %zu to bind",
                              cm_op_num_results(op), ids->num_expected);
  unsigned ri = 0;
  for (size_t i = 0; i < ids->len; i++)
    for (uint64_t j = 0; j < ids->data[i].count; j++)
      if (add_definition(p, ids->data[i].name, j, ids->data[i].pos,
                         cm_op_result(op, ri++)))
        return CM_FAILURE;
  return CM_SUCCESS;
}

static CmResult parse_operation(CmParser *p, CmBlock *block) {
  const char *start = p->tok.pos;
  release_text(p, start);
  ResultIds ids;
  ids.data = ids.inl;
  ids.len = ids.num_expected = 0;
  ids.cap = sizeof ids.inl / sizeof *ids.inl;
  CmResult res = CM_FAILURE;
  if (p->tok.kind == CM_TOK_PERCENT_ID && parse_result_ids(p, &ids))
    goto out;
  CmOp *op;
  if (p->tok.kind == CM_TOK_BARE_ID &&
      !cm_p_is_int_type_spelling(cm_p_spelling(p))) {
    p->pending_num_results = ids.num_expected;
    op = parse_custom_op(p, block);
  }
  else if (p->tok.kind == CM_TOK_STRING)
    op = parse_generic_op(p, block);
  else {
    cm_parser_error(p, "expected operation name in quotes");
    goto out;
  }
  if (op && (!ids.len || !bind_results(p, start, op, &ids)))
    res = CM_SUCCESS;
out:
  if (ids.data != ids.inl)
    free(ids.data);
  return res;
}

/* ---------------------------------------------------------------------
 * regions and blocks
 * --------------------------------------------------------------------- */
static CmResult parse_block_body(CmParser *p, CmBlock *b) {
  while (p->tok.kind != CM_TOK_CARET_ID && p->tok.kind != CM_TOK_RBRACE) {
    if (parse_operation(p, b))
      return CM_FAILURE;
  }
  return CM_SUCCESS;
}

static CmResult parse_block_arg_list(CmParser *p, CmBlock *b) {
  if (p->tok.kind == CM_TOK_RPAREN)
    return CM_SUCCESS;
  for (;;) {
    CmUnresolvedOperand u;
    if (parse_ssa_use(p, &u))
      return CM_FAILURE;
    if (cm_p_expect(p, CM_TOK_COLON, "expected ':' and type for SSA operand"))
      return CM_FAILURE;
    CmType *t = cm_p_type(p);
    if (!t)
      return CM_FAILURE;
    CmLoc *loc = NULL;
    CmOptResult lr = cm_parse_optional_location_specifier(p, &loc);
    if (lr == CM_OPT_FAILURE)
      return CM_FAILURE;
    CmValue *v = cm_block_add_arg_ref(
        b, t, loc ? cm_locref(loc) : parser_locref_at(p, u.pos));
    if (add_definition(p, u.name, u.number, u.pos, v))
      return CM_FAILURE;
    if (!cm_parse_optional_tok(p, CM_TOK_COMMA))
      return CM_SUCCESS;
  }
}

/* Parses a labeled block (`^bb...`); `*b` may hold the entry block. */
static CmResult parse_labeled_block(CmParser *p, CmRegion *r, CmBlock **b) {
  const char *pos = p->tok.pos;
  CmStr name = cm_p_spelling(p);
  if (p->tok.kind != CM_TOK_CARET_ID)
    return cm_parser_error(p, "expected block name");
  cm_lex_next(p);
  CmBlock *nb = define_block_named(p, name, pos, *b);
  if (!nb)
    return cm_parser_error_at(p, pos, "redefinition of block '%.*s'",
                              (int)name.len, name.data);
  if (!*b)
    cm_region_append_block(r, nb);
  *b = nb;
  if (cm_parse_optional_tok(p, CM_TOK_LPAREN)) {
    if (parse_block_arg_list(p, nb) ||
        cm_p_expect(p, CM_TOK_RPAREN, "expected ')' to end argument list"))
      return CM_FAILURE;
  }
  if (cm_p_expect(p, CM_TOK_COLON, "expected ':' after block name"))
    return CM_FAILURE;
  return parse_block_body(p, nb);
}

static bool try_dispatch(CmParser *p, CmRegion *r, size_t nargs,
                         const CmRegionArg *args);

/* The entry block arguments of a region given by a custom parser (out of
 * parse_region_impl's frame, see generic_op_head). */
static PARSE_NOINLINE CmResult define_entry_args(CmParser *p, CmBlock *entry,
                                                 size_t nargs,
                                                 const CmRegionArg *args) {
  for (size_t i = 0; i < nargs; i++) {
    const CmRegionArg *a = &args[i];
    const char *prev = reference_pos(p, a->name.name, a->name.number);
    if (prev) {
      CmBuf m;
      cm_buf_init(&m);
      cm_buf_puts(&m, "region entry argument '");
      name_str(&m, a->name.name);
      cm_buf_puts(&m, "' is already in use");
      error_with_note(p, a->name.pos, prev, m.data,
                      "previously referenced here");
      cm_buf_free(&m);
      return CM_FAILURE;
    }
    CmValue *v = cm_block_add_arg_ref(
        entry, a->type,
        a->loc ? cm_locref(a->loc) : parser_locref_at(p, a->name.pos));
    if (add_definition(p, a->name.name, a->name.number, a->name.pos, v))
      return CM_FAILURE;
  }
  return CM_SUCCESS;
}

static CmResult parse_region_impl(CmParser *p, CmRegion *r, size_t nargs,
                                  const CmRegionArg *args, bool isolated) {
  if (p->sh->dispatch_ok && try_dispatch(p, r, nargs, args))
    return CM_SUCCESS;
  if (cm_p_expect(p, CM_TOK_LBRACE, "expected '{' to begin a region"))
    return CM_FAILURE;
  if (nargs == 0 && p->tok.kind == CM_TOK_RBRACE) {
    cm_lex_next(p);
    return CM_SUCCESS;
  }
  if (!cm_p_enter(p))
    return CM_FAILURE;
  /* The ops of the body are not parsed by the enclosing op's hook. */
  const char *saved_name = p->op_name;
  p->op_name = NULL;
  CmResult res = CM_FAILURE;
  push_scope(p, isolated);
  CmBlock *entry = cm_block_create();
  cm_region_append_block(r, entry);
  if (nargs) {
    if (p->tok.kind == CM_TOK_CARET_ID) {
      cm_parser_error(p, "invalid block name in region with named arguments");
      goto out;
    }
    if (define_entry_args(p, entry, nargs, args) ||
        parse_block_body(p, entry))
      goto out;
  } else if (p->tok.kind == CM_TOK_CARET_ID) {
    if (parse_labeled_block(p, r, &entry))
      goto out;
  } else if (parse_block_body(p, entry)) {
    goto out;
  }
  while (p->tok.kind != CM_TOK_RBRACE) {
    CmBlock *b = NULL;
    if (p->tok.kind != CM_TOK_CARET_ID) {
      cm_parser_error(p, "expected block name");
      goto out;
    }
    if (parse_labeled_block(p, r, &b))
      goto out;
  }
  cm_lex_next(p); /* '}' */
  res = pop_scope(p);
out: /* on failure, scopes are released at the end of the parse */
  p->op_name = saved_name;
  cm_p_leave(p);
  return res;
}

/* ---------------------------------------------------------------------
 * custom-form API: operands, regions, successors
 * --------------------------------------------------------------------- */
CmResult cm_parse_operand(CmParser *p, CmUnresolvedOperand *out) {
  return parse_ssa_use(p, out);
}

CmOptResult cm_parse_optional_operand(CmParser *p, CmUnresolvedOperand *out) {
  if (p->tok.kind != CM_TOK_PERCENT_ID)
    return CM_OPT_NONE;
  return parse_ssa_use(p, out) ? CM_OPT_FAILURE : CM_OPT_SUCCESS;
}

CmResult cm_parse_operand_list(CmParser *p, CmOperandVec *out, int required,
                               CmDelimiter delim) {
  const char *start = p->tok.pos;
  CmTokKind close = CM_TOK_EOF;
  const char *close_msg = NULL;
  switch (delim) {
  case CM_DELIM_NONE:
    if (required == -1 || required < 0)
      break;
    if (p->tok.kind == CM_TOK_PERCENT_ID)
      break;
    if (p->tok.kind == CM_TOK_LPAREN || p->tok.kind == CM_TOK_LSQUARE)
      return cm_p_op_error_at(p, start, "unexpected delimiter");
    if (required == 0)
      return CM_SUCCESS;
    return cm_p_op_error_at(p, start, "invalid operand");
  case CM_DELIM_OPTIONAL_PAREN:
    if (p->tok.kind != CM_TOK_LPAREN)
      return CM_SUCCESS;
    /* fallthrough */
  case CM_DELIM_PAREN:
    if (cm_p_expect(p, CM_TOK_LPAREN, "expected '(' in operand list"))
      return CM_FAILURE;
    close = CM_TOK_RPAREN;
    close_msg = "expected ')' in operand list";
    break;
  case CM_DELIM_OPTIONAL_SQUARE:
    if (p->tok.kind != CM_TOK_LSQUARE)
      return CM_SUCCESS;
    /* fallthrough */
  case CM_DELIM_SQUARE:
    if (cm_p_expect(p, CM_TOK_LSQUARE, "expected '[' in operand list"))
      return CM_FAILURE;
    close = CM_TOK_RSQUARE;
    close_msg = "expected ']' in operand list";
    break;
  case CM_DELIM_OPTIONAL_LESS:
    if (p->tok.kind != CM_TOK_LESS)
      return CM_SUCCESS;
    /* fallthrough */
  case CM_DELIM_LESS:
    if (cm_p_expect(p, CM_TOK_LESS, "expected '<' in operand list"))
      return CM_FAILURE;
    close = CM_TOK_GREATER;
    close_msg = "expected '>' in operand list";
    break;
  case CM_DELIM_OPTIONAL_BRACE:
    if (p->tok.kind != CM_TOK_LBRACE)
      return CM_SUCCESS;
    /* fallthrough */
  case CM_DELIM_BRACE:
    if (cm_p_expect(p, CM_TOK_LBRACE, "expected '{' in operand list"))
      return CM_FAILURE;
    close = CM_TOK_RBRACE;
    close_msg = "expected '}' in operand list";
    break;
  }
  size_t before = out->len;
  if (p->tok.kind != CM_TOK_PERCENT_ID) {
    if (required > 0)
      return cm_p_op_error_at(p, start, "expected %d operands", required);
  } else {
    for (;;) {
      CmUnresolvedOperand u;
      if (parse_ssa_use(p, &u))
        return CM_FAILURE;
      CM_VEC_PUSH(*out, u);
      if (!cm_parse_optional_tok(p, CM_TOK_COMMA))
        break;
    }
  }
  if (close_msg && cm_p_expect(p, close, close_msg))
    return CM_FAILURE;
  if (required >= 0 && out->len - before != (size_t)required)
    return cm_p_op_error_at(p, start, "expected %d operands", required);
  return CM_SUCCESS;
}

CmResult cm_resolve_operand(CmParser *p, const CmUnresolvedOperand *op,
                            CmType *type, CmValueVec *out) {
  CmValue *v = resolve_use(p, op->name, op->number, op->pos, type);
  if (!v)
    return CM_FAILURE;
  CM_VEC_PUSH(*out, v);
  return CM_SUCCESS;
}

CmResult cm_resolve_operands(CmParser *p, const CmUnresolvedOperand *ops,
                             size_t n, CmType *const *types, size_t ntypes,
                             const char *pos, CmValueVec *out) {
  if (n != ntypes)
    return cm_p_op_error_at(p, pos ? pos : p->tok.pos,
                            "%zu operands present, but expected %zu", n,
                            ntypes);
  for (size_t i = 0; i < n; i++)
    if (cm_resolve_operand(p, &ops[i], types[i], out))
      return CM_FAILURE;
  return CM_SUCCESS;
}

CmResult cm_resolve_operands_same_type(CmParser *p,
                                       const CmUnresolvedOperand *ops,
                                       size_t n, CmType *type,
                                       CmValueVec *out) {
  for (size_t i = 0; i < n; i++)
    if (cm_resolve_operand(p, &ops[i], type, out))
      return CM_FAILURE;
  return CM_SUCCESS;
}

CmResult cm_parse_region(CmParser *p, CmRegion *r, size_t nargs,
                         const CmRegionArg *args, bool enable_name_shadowing) {
  return parse_region_impl(p, r, nargs, args, enable_name_shadowing);
}

CmOptResult cm_parse_optional_region(CmParser *p, CmRegion *r, size_t nargs,
                                     const CmRegionArg *args) {
  if (p->tok.kind != CM_TOK_LBRACE)
    return CM_OPT_NONE;
  return parse_region_impl(p, r, nargs, args, false) ? CM_OPT_FAILURE
                                                     : CM_OPT_SUCCESS;
}

CmOptResult cm_parse_optional_region_argument(CmParser *p, CmRegionArg *out) {
  if (p->tok.kind != CM_TOK_PERCENT_ID)
    return CM_OPT_NONE;
  return cm_parse_region_argument(p, out) ? CM_OPT_FAILURE : CM_OPT_SUCCESS;
}

CmResult cm_parse_region_argument(CmParser *p, CmRegionArg *out) {
  memset(out, 0, sizeof(*out));
  if (parse_ssa_use(p, &out->name))
    return CM_FAILURE;
  if (cm_p_expect(p, CM_TOK_COLON, "expected ':'"))
    return CM_FAILURE;
  out->type = cm_p_type(p);
  if (!out->type)
    return CM_FAILURE;
  if (cm_parse_optional_location_specifier(p, &out->loc) == CM_OPT_FAILURE)
    return CM_FAILURE;
  return CM_SUCCESS;
}

/* The elements of `(%arg = %init, ...)` after the `(`. */
static CmResult parse_assignment_rest(CmParser *p, CmRegionArgVec *lhs,
                                      CmOperandVec *rhs) {
  if (cm_parse_optional_tok(p, CM_TOK_RPAREN))
    return CM_SUCCESS;
  do {
    CmRegionArg a;
    memset(&a, 0, sizeof a);
    CmUnresolvedOperand v;
    if (cm_parse_operand(p, &a.name) || cm_parse_tok(p, CM_TOK_EQUAL) ||
        cm_parse_operand(p, &v))
      return CM_FAILURE;
    CM_VEC_PUSH(*lhs, a);
    CM_VEC_PUSH(*rhs, v);
  } while (cm_parse_optional_tok(p, CM_TOK_COMMA));
  if (!cm_parse_optional_tok(p, CM_TOK_RPAREN))
    return cm_parser_error(p, "expected ',' or ')'");
  return CM_SUCCESS;
}

CmOptResult cm_parse_optional_assignment_list(CmParser *p, CmRegionArgVec *lhs,
                                              CmOperandVec *rhs) {
  if (!cm_parse_optional_tok(p, CM_TOK_LPAREN))
    return CM_OPT_NONE;
  return parse_assignment_rest(p, lhs, rhs) ? CM_OPT_FAILURE : CM_OPT_SUCCESS;
}

CmResult cm_parse_assignment_list(CmParser *p, CmRegionArgVec *lhs,
                                  CmOperandVec *rhs) {
  if (!cm_parse_optional_tok(p, CM_TOK_LPAREN))
    return cm_p_op_error_at(p, p->tok.pos, "expected '('");
  return parse_assignment_rest(p, lhs, rhs);
}

CmResult cm_parse_successor(CmParser *p, CmBlock **out) {
  return parse_successor_block(p, out);
}

CmOptResult cm_parse_optional_successor(CmParser *p, CmBlock **out) {
  if (p->tok.kind != CM_TOK_CARET_ID)
    return CM_OPT_NONE;
  return parse_successor_block(p, out) ? CM_OPT_FAILURE : CM_OPT_SUCCESS;
}

CmResult cm_parse_successor_and_use_list(CmParser *p, CmBlock **out,
                                         CmValueVec *operands) {
  if (parse_successor_block(p, out))
    return CM_FAILURE;
  if (!cm_parse_optional_tok(p, CM_TOK_LPAREN))
    return CM_SUCCESS;
  CmOperandVec uses = {0};
  CmTypeVec types = {0};
  CmResult r = CM_FAILURE;
  if (p->tok.kind != CM_TOK_RPAREN) {
    if (cm_parse_operand_list(p, &uses, -1, CM_DELIM_NONE) ||
        cm_p_expect(p, CM_TOK_COLON, "expected ':' in operand list") ||
        cm_parse_type_list(p, &types))
      goto out;
    if (uses.len != types.len) {
      cm_parser_error(p, "expected %zu types to match operand list", uses.len);
      goto out;
    }
  }
  if (cm_p_expect(p, CM_TOK_RPAREN, "expected ')' to close argument list"))
    goto out;
  r = CM_SUCCESS;
  for (size_t i = 0; i < uses.len && !r; i++)
    r = cm_resolve_operand(p, &uses.data[i], types.data[i], operands);
out:
  CM_VEC_FREE(uses);
  CM_VEC_FREE(types);
  return r;
}

CmOptResult cm_parse_optional_location_specifier(CmParser *p, CmLoc **out) {
  if (!cm_p_is_kw(p, "loc"))
    return CM_OPT_NONE;
  cm_lex_next(p);
  if (cm_p_expect(p, CM_TOK_LPAREN, "expected '(' in location") ||
      cm_p_location_instance(p, out) ||
      cm_p_expect(p, CM_TOK_RPAREN, "expected ')' in location"))
    return CM_OPT_FAILURE;
  return CM_OPT_SUCCESS;
}

/* ---------------------------------------------------------------------
 * parallel parsing
 *
 * For a large input, when the context has threading enabled, the main
 * parser hands the bodies of functions to worker threads instead of parsing
 * them itself: it scans to the body's closing brace (cm_scan_region_end in
 * parse_parallel.c), leaves an empty placeholder block in the region and
 * goes on with the next op.  A worker parses a body with a private parser
 * (its own SSA and block scopes, op-state pool and caches) that shares only
 * the context, whose uniquer and registries are thread-safe, and reads the
 * alias tables, which are only written while no worker runs (par_quiesce).
 * At the end the workers' blocks replace the placeholders, giving the IR a
 * sequential parse builds.
 *
 * Parsing this way is speculative.  Every thread parses under a diagnostic
 * capture; if anything at all was reported (an error anywhere, even a
 * warning), if a body does not end exactly at the scanned brace, or if it
 * leaves a forward reference unresolved (a use of a value outside itself),
 * the result is dropped and the input is parsed again sequentially, which
 * then reports exactly what it always reports.
 *
 * A body is handed out when its op is registered, IsolatedFromAbove, not a
 * symbol table (a module's body is where the functions are) and not
 * SingleBlockImplicitTerminator (whose parsers look at the body); the
 * parser reads the main buffer; no SSA name is defined in the enclosing
 * scopes (so a body that refers to anything outside itself fails, which
 * covers outer forward references it might have resolved); and the body
 * is at least PAR_MIN_BODY bytes and not empty.
 * --------------------------------------------------------------------- */
enum {
  PAR_MIN_BODY = 256,              /* bytes of a body worth a work item */
  PAR_MIN_INPUT = 512u << 10,      /* smaller inputs parse sequentially */
  PAR_QUEUE = 4,                   /* queued bodies per worker thread */
};

static void shared_init(CmParseShared *sh, CmContext *ctx,
                        CmSourceBuffer *buf);
static void shared_free(CmParseShared *sh);

struct CmParState {
  CmParPool *pool;
  CmParseShared *main;
  CmArena arena; /* items and their argument copies */
  CM_VEC(CmParItem *) items;
  size_t oldest; /* items before this one are known to be done */
  CmParseShared *workers[65]; /* per pool thread, + 1 for the main thread */
};

static bool body_is_empty(const char *q, const char *end) {
  for (q++; q < end; q++) {
    if (*q == '/' && q + 1 < end && q[1] == '/') {
      const char *e = memchr(q, '\n', (size_t)(end - q));
      if (!e)
        return true;
      q = e;
    } else if (*q != ' ' && *q != '\t' && *q != '\n' && *q != '\r') {
      return *q == '}';
    }
  }
  return true;
}

static bool try_dispatch(CmParser *p, CmRegion *r, size_t nargs,
                         const CmRegionArg *args) {
  CmParseShared *sh = p->sh;
  CmParState *ps = sh->par;
  if (!ps || p->tok.kind != CM_TOK_LBRACE || !sh->buf ||
      p->start != sh->buf->text || p->fallback)
    return false;
  CmIsoScope *scope = cur_iso(p);
  if (scope && scope->defined.len) /* live names a body could refer to */
    return false;
  const char *lb = p->tok.pos, *last_nl;
  unsigned nl;
  const char *end = cm_scan_region_end(lb, p->end, &nl, &last_nl);
  if (!end || end - lb < PAR_MIN_BODY || body_is_empty(lb, end))
    return false;
  /* The worker's line/column cache starts where the main parser's is now:
   * before the entry arguments' names (whose locations it computes), so
   * it only ever moves forward (never the shared line table). */
  if (!sh->lc_pos)
    lc_advance(sh, sh->buf->text);
  for (size_t i = 0; i < nargs; i++)
    if (!args[i].loc && args[i].name.pos < sh->lc_pos)
      return false;
  CmParItem *it = CM_ARENA_NEW(&ps->arena, CmParItem);
  it->lc_pos = sh->lc_pos;
  it->line = sh->lc_line;
  it->line_start = sh->lc_line_start;
  lc_advance(sh, lb);
  it->start = lb;
  it->end = end;
  it->depth = p->depth;
  if (nl) {
    sh->lc_line += nl;
    sh->lc_line_start = last_nl + 1;
  }
  sh->lc_pos = end;
  it->nargs = nargs;
  if (nargs) {
    /* Freed as soon as the body is parsed (par_run): the items
     * themselves stay to the end of the parse, thousands of them. */
    it->args = cm_xmalloc(nargs * sizeof(*args));
    memcpy(it->args, args, nargs * sizeof(*args));
  }
  it->placeholder = cm_block_create();
  cm_region_append_block(r, it->placeholder);
  CM_VEC_PUSH(ps->items, it);
  cm_parpool_submit(ps->pool, it);
  cm_lex_reset(p, end);
  /* Beyond a queue of PAR_QUEUE items per worker the main thread parses
   * items itself; a deep queue keeps the workers fed while it does. */
  while (cm_parpool_pending(ps->pool) >
         PAR_QUEUE * (size_t)cm_parpool_threads(ps->pool))
    cm_parpool_help(ps->pool);
  return true;
}

/* A thread's private parser state, kept across the bodies it parses (as a
 * sequential parse keeps one for the whole input): its outermost SSA scope
 * stays allocated and warm, and each body is a region scope inside it. */
static CmParseShared *worker_state(CmParState *ps, unsigned thread) {
  CmParseShared *ws = ps->workers[thread];
  if (ws)
    return ws;
  CmParseShared *ms = ps->main;
  ws = cm_xmalloc(sizeof(*ws));
  shared_init(ws, ms->ctx, ms->buf);
  ws->is_worker = true;
  CmParser tmp;
  memset(&tmp, 0, sizeof tmp);
  tmp.sh = ws;
  tmp.ctx = ms->ctx;
  push_scope(&tmp, true);
  ps->workers[thread] = ws;
  return ws;
}

static void worker_state_free(CmParseShared *ws) {
  memset(&ws->attr_aliases, 0, sizeof ws->attr_aliases); /* the main's */
  memset(&ws->type_aliases, 0, sizeof ws->type_aliases);
  shared_free(ws);
  free(ws);
}

/* Runs on a pool thread (or the main thread helping): parses one body. */
static void par_run(CmParItem *it, unsigned thread, void *user) {
  CmParState *ps = user;
  CmParseShared *ms = ps->main;
  CmParseShared *ws = worker_state(ps, thread);
  ws->attr_aliases = ms->attr_aliases; /* read-only while workers run */
  ws->type_aliases = ms->type_aliases;
  ws->lc_pos = it->lc_pos;
  ws->lc_line_start = it->line_start;
  ws->lc_line = it->line;
  ws->num_errors = 0;
  CmParser wp;
  memset(&wp, 0, sizeof wp);
  wp.sh = ws;
  wp.ctx = ms->ctx;
  wp.depth = it->depth;
  wp.stack_floor = cm_p_stack_floor();
  CmDiagCapture cap;
  cm_diag_capture_begin(&cap);
  cm_lex_init(&wp, it->start, it->end);
  cm_region_init(&it->region, NULL);
  bool ok = !parse_region_impl(&wp, &it->region, it->nargs, it->args, false);
  free(it->args);
  it->args = NULL;
  ok = ok && wp.tok.kind == CM_TOK_EOF && !ws->num_errors;
  for (size_t i = 0; ok && i < ws->fwd_values.len; i++)
    if (!ws->fwd_values.data[i].resolved)
      ok = false;
  cm_diag_capture_end(&cap);
  ok = ok && cap.count == 0;
  it->deferred_locs.data = ws->deferred_locs.data;
  it->deferred_locs.len = ws->deferred_locs.len;
  it->deferred_locs.cap = ws->deferred_locs.cap;
  memset(&ws->deferred_locs, 0, sizeof ws->deferred_locs);
  if (ok) {
    /* Blocks created by forward references that were then redirected to
     * the entry block are unused now. */
    for (size_t i = 0; i < ws->fwd_blocks.len; i++)
      if (ws->fwd_blocks.data[i])
        cm_block_destroy(ws->fwd_blocks.data[i]);
    ws->fwd_blocks.len = 0;
    ws->fwd_values.len = 0;
  } else {
    cm_region_clear(&it->region); /* before the placeholders it uses */
    worker_state_free(ws);        /* scopes may be left open: start over */
    ps->workers[thread] = NULL;
  }
  it->ok = ok;
  __atomic_store_n(&it->done, 1, __ATOMIC_RELEASE);
}

/* Waits until no worker runs (before the alias tables change). */
static void par_quiesce(CmParser *p) {
  if (p->sh->par)
    cm_parpool_wait_all(p->sh->par->pool);
}

static const char *par_oldest_unfinished(CmParser *p) {
  CmParState *ps = p->sh->par;
  while (ps->oldest < ps->items.len &&
         __atomic_load_n(&ps->items.data[ps->oldest]->done, __ATOMIC_ACQUIRE))
    ps->oldest++;
  return ps->oldest < ps->items.len ? ps->items.data[ps->oldest]->start
                                    : NULL;
}

static bool par_wanted(CmContext *ctx, CmSourceBuffer *buf) {
  if (!buf || !cm_context_threading(ctx) || cm_hw_threads() < 2)
    return false;
  size_t min = PAR_MIN_INPUT;
  const char *env = getenv("CMLIR_PARALLEL_PARSE_MIN_BYTES");
  if (env && *env)
    min = (size_t)strtoull(env, NULL, 10);
  return buf->len >= min;
}

static CmParState *par_start(CmParseShared *sh) {
  CmParState *ps = cm_xcalloc(1, sizeof(*ps));
  ps->main = sh;
  cm_arena_init(&ps->arena);
  ps->pool = cm_parpool_create(cm_hw_threads() - 1, par_run, ps);
  sh->par = ps;
  return ps;
}

/* Waits for the workers; if all succeeded (and `ok`), puts their bodies in
 * place of the placeholders and returns true.  Otherwise drops the bodies. */
static bool par_finish(CmParState *ps, bool ok) {
  cm_parpool_destroy(ps->pool);
  for (size_t i = 0; i < sizeof ps->workers / sizeof *ps->workers; i++)
    if (ps->workers[i])
      worker_state_free(ps->workers[i]);
  CmParseShared *sh = ps->main;
  for (size_t i = 0; ok && i < ps->items.len; i++)
    ok = ps->items.data[i]->ok;
  for (size_t i = 0; i < ps->items.len; i++) {
    CmParItem *it = ps->items.data[i];
    if (ok) {
      CmRegion *dst = it->placeholder->parent;
      cm_block_remove_from_region(it->placeholder);
      cm_block_destroy(it->placeholder);
      cm_region_take_body(dst, &it->region);
      for (size_t j = 0; j < it->deferred_locs.len; j++)
        CM_VEC_PUSH(sh->deferred_locs, it->deferred_locs.data[j]);
    } else {
      cm_region_clear(&it->region);
    }
    CM_VEC_FREE(it->deferred_locs);
  }
  CM_VEC_FREE(ps->items);
  cm_arena_free(&ps->arena);
  sh->par = NULL;
  free(ps);
  return ok;
}

/* ---------------------------------------------------------------------
 * top level
 * --------------------------------------------------------------------- */
static CmResult parse_attr_alias_def(CmParser *p) {
  const char *pos = p->tok.pos;
  CmStr id = {p->tok.pos + 1, p->tok.len - 1};
  if (memchr(id.data, '.', id.len))
    return cm_parser_error(
        p, "attribute names with a '.' are reserved for dialect-defined names");
  if (cm_pmap_get(&p->sh->attr_aliases, id))
    return cm_parser_error(p, "redefinition of attribute alias id '%.*s'",
                           (int)id.len, id.data);
  cm_lex_next(p);
  if (cm_p_expect(p, CM_TOK_EQUAL, "expected '=' in attribute alias definition"))
    return CM_FAILURE;
  CmAttr *a = cm_p_attribute(p, NULL);
  if (!a)
    return CM_FAILURE;
  (void)pos;
  par_quiesce(p); /* workers read the alias tables */
  *cm_pmap_slot(&p->sh->attr_aliases, id) = a;
  return CM_SUCCESS;
}

static CmResult parse_type_alias_def(CmParser *p) {
  CmStr id = {p->tok.pos + 1, p->tok.len - 1};
  if (memchr(id.data, '.', id.len))
    return cm_parser_error(
        p, "type names with a '.' are reserved for dialect-defined names");
  if (cm_pmap_get(&p->sh->type_aliases, id))
    return cm_parser_error(p, "redefinition of type alias id '%.*s'",
                           (int)id.len, id.data);
  cm_lex_next(p);
  if (cm_p_expect(p, CM_TOK_EQUAL, "expected '=' in type alias definition"))
    return CM_FAILURE;
  if (!cm_p_is_kw(p, "type"))
    return cm_parser_error(p, "expected 'type' in type alias definition");
  cm_lex_next(p);
  CmType *t = cm_p_type(p);
  if (!t)
    return CM_FAILURE;
  par_quiesce(p);
  *cm_pmap_slot(&p->sh->type_aliases, id) = t;
  return CM_SUCCESS;
}

static int cmp_pos(const void *a, const void *b) {
  const char *x = *(const char *const *)a, *y = *(const char *const *)b;
  return x < y ? -1 : x > y;
}

static CmResult finalize(CmParser *p) {
  CmParseShared *sh = p->sh;
  CmResult r = CM_SUCCESS;
  /* undeclared values, in source order */
  size_t nerr = 0;
  for (size_t i = 0; i < sh->fwd_values.len; i++)
    if (!sh->fwd_values.data[i].resolved)
      nerr++;
  if (nerr) {
    const char **pos = cm_xmalloc(nerr * sizeof(char *));
    size_t k = 0;
    for (size_t i = 0; i < sh->fwd_values.len; i++)
      if (!sh->fwd_values.data[i].resolved)
        pos[k++] = sh->fwd_values.data[i].pos;
    qsort(pos, nerr, sizeof(char *), cmp_pos);
    for (size_t i = 0; i < nerr; i++)
      cm_parser_error_at(p, pos[i], "use of undeclared SSA value name");
    free(pos);
    return CM_FAILURE;
  }
  for (size_t i = 0; i < sh->deferred_locs.len; i++) {
    CmDeferredLoc *d = &sh->deferred_locs.data[i];
    CmStr id = {d->pos + 1, d->len - 1};
    CmAttr *a = cm_pmap_get(&sh->attr_aliases, id);
    if (!a) {
      cm_parser_error_at(p, d->pos, "operation location alias was never defined");
      r = CM_FAILURE;
      continue;
    }
    if (!cm_attr_is_location(a)) {
      CmBuf b;
      cm_buf_init(&b);
      cm_print_attr_to(a, &b);
      cm_parser_error_at(p, d->pos, "expected location, but found '%s'",
                         b.data ? b.data : "");
      cm_buf_free(&b);
      r = CM_FAILURE;
      continue;
    }
    cm_op_set_loc(d->op, a);
  }
  return r;
}


static void shared_init(CmParseShared *sh, CmContext *ctx, CmSourceBuffer *buf) {
  memset(sh, 0, sizeof(*sh));
  sh->ctx = ctx;
  sh->buf = buf;
  sh->file = cm_ident_c(ctx, buf && buf->name ? buf->name : "");
  cm_arena_init(&sh->arena);
}

/* Releases the parser state; destroys leftover placeholders and blocks.
 * Must run after the IR that may reference them is destroyed. */
static void shared_free(CmParseShared *sh) {
  while (sh->iso.len)
    free_iso(sh->iso.data[--sh->iso.len]);
  CM_VEC_FREE(sh->iso);
  while (sh->bscopes.len) {
    CmBlockScope *bs = sh->bscopes.data[--sh->bscopes.len];
    CM_VEC_FREE(bs->infos);
    cm_pmap_free(&bs->blocks);
    free(bs);
  }
  CM_VEC_FREE(sh->bscopes);
  for (size_t i = 0; i < sh->fwd_blocks.len; i++)
    if (sh->fwd_blocks.data[i])
      cm_block_destroy(sh->fwd_blocks.data[i]);
  CM_VEC_FREE(sh->fwd_blocks);
  for (size_t i = 0; i < sh->fwd_values.len; i++)
    if (sh->fwd_values.data[i].op)
      cm_op_destroy(sh->fwd_values.data[i].op);
  CM_VEC_FREE(sh->fwd_values);
  CM_VEC_FREE(sh->deferred_locs);
  CM_VEC_FREE(sh->use_stack);
  CM_VEC_FREE(sh->attr_stack);
  CM_VEC_FREE(sh->type_stack);
  for (size_t i = 0; i < sh->state_pool.len; i++) {
    free(sh->state_pool.data[i].ops);
    free(sh->state_pool.data[i].types);
    free(sh->state_pool.data[i].attrs);
  }
  CM_VEC_FREE(sh->state_pool);
  cm_pmap_free(&sh->custom_defs);
  cm_pmap_free(&sh->generic_names);
  cm_pmap_free(&sh->type_cache);
  cm_pmap_free(&sh->affine_cache);
  cm_pmap_free(&sh->attr_aliases);
  cm_pmap_free(&sh->type_aliases);
  cm_arena_free(&sh->arena);
}

static CmOp *parse_source(CmContext *ctx, CmSourceBuffer *buf,
                          bool parallel, bool *retry) {
  CmParseShared sh;
  shared_init(&sh, ctx, buf);
  CmDiagCapture cap;
  CmParState *ps = NULL;
  if (parallel) {
    cm_diag_capture_begin(&cap);
    ps = par_start(&sh);
  }
  CmParser p;
  memset(&p, 0, sizeof p);
  p.sh = &sh;
  p.ctx = ctx;
  p.stack_floor = cm_p_stack_floor();
  cm_lex_init(&p, buf->text, buf->text + buf->len);
  CmBlock *top = cm_block_create();
  CmResult r = CM_SUCCESS;
  /* top-level ops see a non-isolated scope of their own */
  push_scope(&p, true);
  while (r == CM_SUCCESS) {
    switch (p.tok.kind) {
    case CM_TOK_EOF:
      goto done;
    case CM_TOK_ERROR:
      r = CM_FAILURE;
      break;
    case CM_TOK_HASH_ID:
      r = parse_attr_alias_def(&p);
      break;
    case CM_TOK_EXCL_ID:
      r = parse_type_alias_def(&p);
      break;
    default:
      r = parse_operation(&p, top);
      break;
    }
  }
done:
  if (ps && !par_finish(ps, r == CM_SUCCESS))
    r = CM_FAILURE;
  if (r == CM_SUCCESS && sh.bscopes.len == 1 && pop_scope(&p))
    r = CM_FAILURE;
  if (r == CM_SUCCESS)
    r = finalize(&p);
  if (r == CM_SUCCESS && sh.num_errors)
    r = CM_FAILURE;
  CmOp *result = NULL;
  if (r == CM_SUCCESS) {
    CmOp *only = top->first;
    if (only && only == top->last &&
        cm_op_name_is(only, "module")) {
      cm_op_remove_from_block(only);
      cm_block_destroy(top);
      result = only;
    } else {
      CmOpState st;
      cm_op_state_init(&st, ctx, "module",
                       cm_loc_file(ctx, cm_ident_str(sh.file), 0, 0));
      CmRegion *reg = cm_op_state_add_region(&st);
      cm_region_append_block(reg, top);
      result = cm_op_create(&st);
      cm_op_state_free(&st);
    }
  } else {
    cm_block_destroy(top);
  }
  shared_free(&sh);
  if (parallel) {
    cm_diag_capture_end(&cap);
    if (!result || cap.count) { /* redo it sequentially to report */
      if (result)
        cm_op_destroy(result);
      *retry = true;
      return NULL;
    }
  }
  return result;
}

CmOp *cm_parse_source(CmContext *ctx, CmSourceBuffer *buf) {
  bool retry = false;
  if (par_wanted(ctx, buf)) {
    CmOp *m = parse_source(ctx, buf, true, &retry);
    if (!retry)
      return m;
  }
  return parse_source(ctx, buf, false, &retry);
}

/* Standalone type / attribute parsing over a private buffer.  With
 * `num_read`, trailing text is allowed and *num_read gets the length
 * parsed. */
static void *parse_standalone(CmContext *ctx, CmStr text, bool is_type,
                              const char *bufname, size_t *num_read) {
  CmSourceMgr sm;
  cm_srcmgr_init(&sm);
  CmSourceBuffer *buf = cm_srcmgr_add(&sm, bufname, text.data, text.len);
  CmParseShared sh;
  shared_init(&sh, ctx, buf);
  CmParser p;
  memset(&p, 0, sizeof p);
  p.sh = &sh;
  p.ctx = ctx;
  p.stack_floor = cm_p_stack_floor();
  cm_lex_init(&p, buf->text, buf->text + buf->len);
  void *res = is_type ? (void *)cm_p_type(&p) : (void *)cm_p_attribute(&p, NULL);
  if (num_read) {
    *num_read = res ? (size_t)(p.tok.pos - buf->text) : 0;
  } else if (res && p.tok.kind != CM_TOK_EOF) {
    cm_parser_error(&p, "unexpected trailing characters");
    res = NULL;
  }
  shared_free(&sh);
  cm_srcmgr_free(&sm);
  return res;
}

CmType *cm_parse_type_str(CmContext *ctx, CmStr text) {
  return parse_standalone(ctx, text, true, "", NULL);
}

CmAttr *cm_parse_attr_str(CmContext *ctx, CmStr text) {
  return parse_standalone(ctx, text, false, "", NULL);
}

CmType *cm_parse_type_prefix(CmContext *ctx, CmStr text, const char *bufname,
                             size_t *num_read) {
  return parse_standalone(ctx, text, true, bufname, num_read);
}

CmAttr *cm_parse_attr_prefix(CmContext *ctx, CmStr text, const char *bufname,
                             size_t *num_read) {
  return parse_standalone(ctx, text, false, bufname, num_read);
}

CmOp *cm_parse_generic_operation(CmParser *p, CmBlock *block) {
  if (p->tok.kind != CM_TOK_STRING) {
    cm_parser_error(p, "expected operation name in quotes");
    return NULL;
  }
  return parse_generic_op(p, block);
}
