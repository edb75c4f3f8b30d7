/* parse_type.c - builtin, alias and dialect types. */
#include "parser_internal.h"

#include <stdlib.h>
#include <string.h>

static CmResult parse_x_in_dim_list(CmParser *p) {
  if (p->tok.kind != CM_TOK_BARE_ID || p->tok.pos[0] != 'x')
    return cm_parser_error(p, "expected 'x' in dimension list");
  if (p->tok.len != 1)
    cm_lex_reset(p, p->tok.pos + 1);
  else
    cm_lex_next(p);
  return CM_SUCCESS;
}

CmResult cm_p_dimension_list(CmParser *p, CmI64Vec *dims, bool allow_dynamic) {
  while (p->tok.kind == CM_TOK_INTEGER || p->tok.kind == CM_TOK_QUESTION) {
    if (p->tok.kind == CM_TOK_QUESTION) {
      if (!allow_dynamic) { /* reported after the '?', as upstream does */
        cm_lex_next(p);
        return cm_parser_error(p, "expected static shape");
      }
      CM_VEC_PUSH(*dims, CM_DYNAMIC_SIZE);
      cm_lex_next(p);
    } else if (p->tok.len > 1 && p->tok.pos[1] == 'x') {
      CM_VEC_PUSH(*dims, 0);
      cm_lex_reset(p, p->tok.pos + 1);
    } else {
      uint64_t v;
      if (!cm_lex_uint64(&p->tok, &v) || v > UINT32_MAX)
        return cm_parser_error(p, "invalid dimension");
      CM_VEC_PUSH(*dims, (int64_t)v);
      cm_lex_next(p);
    }
    if (parse_x_in_dim_list(p))
      return CM_FAILURE;
  }
  return CM_SUCCESS;
}

CmResult cm_parse_dimension_list(CmParser *p, bool allow_dynamic,
                                 int64_t *dims, unsigned max, unsigned *n) {
  CmI64Vec v = {0};
  CmResult r = cm_p_dimension_list(p, &v, allow_dynamic);
  for (size_t i = 0; i < v.len && i < max; i++)
    dims[i] = v.data[i];
  *n = (unsigned)v.len;
  CM_VEC_FREE(v);
  return r;
}

/* A type of a registered dialect (upstream 13 accepts those implementing
 * MemRefElementTypeInterface; an unregistered dialect's opaque type is
 * never a memref element). */
static bool is_dialect_type(const CmType *t) {
  return t->kind == CM_TYPE_DIALECT;
}
/* MLIR 13's llvm types do not implement the memref element interface. */
static bool is_memref_dialect_elem(const CmType *t) {
  return is_dialect_type(t) &&
         !(t->dialect.dialect && strcmp(t->dialect.dialect->name, "llvm") == 0);
}

/* Upstream 13's memref memory spaces: an integer, a string, a dictionary
 * or an attribute of a registered dialect. */
static bool is_memory_space(const CmAttr *a) {
  return a->kind == CM_ATTR_INTEGER || a->kind == CM_ATTR_STRING ||
         a->kind == CM_ATTR_DICTIONARY || a->kind == CM_ATTR_DIALECT;
}
static bool is_int_index_float(const CmType *t) {
  return t->kind == CM_TYPE_INTEGER || t->kind == CM_TYPE_INDEX ||
         cm_type_is_float(t);
}

static CmResult parse_type_list_parens(CmParser *p, CmTypeVec *out) {
  if (cm_p_expect(p, CM_TOK_LPAREN, "expected '('"))
    return CM_FAILURE;
  if (cm_parse_optional_tok(p, CM_TOK_RPAREN))
    return CM_SUCCESS;
  if (cm_parse_type_list(p, out))
    return CM_FAILURE;
  return cm_p_expect(p, CM_TOK_RPAREN, "expected ')'");
}

CmResult cm_parse_function_result_types(CmParser *p, CmTypeVec *out) {
  if (p->tok.kind == CM_TOK_LPAREN)
    return parse_type_list_parens(p, out);
  CmType *t = cm_p_non_function_type(p);
  if (!t)
    return CM_FAILURE;
  CM_VEC_PUSH(*out, t);
  return CM_SUCCESS;
}

CmResult cm_p_function_type_parts(CmParser *p, CmTypeVec *out,
                                  size_t *num_inputs) {
  if (!cm_p_enter(p))
    return CM_FAILURE;
  size_t base = out->len;
  CmResult r = CM_FAILURE;
  if (parse_type_list_parens(p, out))
    goto done;
  *num_inputs = out->len - base;
  if (cm_p_expect(p, CM_TOK_ARROW, "expected '->' in function type") ||
      cm_parse_function_result_types(p, out))
    goto done;
  r = CM_SUCCESS;
done:
  cm_p_leave(p);
  return r;
}

static CmType *parse_function_type(CmParser *p) {
  CmTypeVec tys = {0};
  size_t nins = 0;
  CmType *t = NULL;
  if (!cm_p_function_type_parts(p, &tys, &nins))
    t = cm_function_type(p->ctx, (unsigned)nins, tys.data,
                         (unsigned)(tys.len - nins),
                         tys.data ? tys.data + nins : NULL);
  CM_VEC_FREE(tys);
  return t;
}

CmType *cm_p_type(CmParser *p) {
  if (p->tok.kind == CM_TOK_LPAREN)
    return parse_function_type(p);
  return cm_p_non_function_type(p);
}

static CmAffineExpr *strided_expr(CmContext *ctx, int64_t v, unsigned *nsym) {
  if (v == CM_DYNAMIC_STRIDE_OR_OFFSET)
    return cm_affine_symbol(ctx, (*nsym)++);
  return cm_affine_const(ctx, v);
}

static CmType *parse_memref(CmParser *p) {
  cm_lex_next(p);
  if (cm_p_expect(p, CM_TOK_LESS, "expected '<' in memref type"))
    return NULL;
  bool unranked = false;
  CmI64Vec dims = {0}, strides = {0};
  CM_VEC(CmAttr *) maps = {0};        /* the layout's maps, in order */
  CM_VEC(const char *) map_pos = {0}; /* and where each starts */
  CmType *res = NULL;
  if (cm_parse_optional_tok(p, CM_TOK_STAR)) {
    unranked = true;
    if (parse_x_in_dim_list(p))
      goto out;
  } else if (cm_p_dimension_list(p, &dims, true)) {
    goto out;
  }
  const char *tpos = p->tok.pos;
  CmType *elem = cm_p_type(p);
  if (!elem)
    goto out;
  if (!(is_int_index_float(elem) || elem->kind == CM_TYPE_COMPLEX ||
        elem->kind == CM_TYPE_VECTOR || elem->kind == CM_TYPE_MEMREF ||
        elem->kind == CM_TYPE_UNRANKED_MEMREF || is_memref_dialect_elem(elem))) {
    cm_parser_error_at(p, tpos, "invalid memref element type");
    goto out;
  }
  /* The layout: a composition of affine maps (strided layouts among
   * them), then an optional memory space. */
  CmAttr *layout = NULL, *memspace = NULL;
  if (!cm_parse_optional_tok(p, CM_TOK_GREATER)) {
    if (cm_p_expect(p, CM_TOK_COMMA, "expected ',' or '>' in memref type"))
      goto out;
    for (;;) {
      CmAttr *map = NULL;
      const char *elt_pos = p->tok.pos;
      if (p->tok.kind == CM_TOK_GREATER) {
        cm_parser_error(p, "expected list element");
        goto out;
      }
      if (cm_p_is_kw(p, "offset")) {
        int64_t offset;
        strides.len = 0;
        if (cm_p_strided_layout(p, &offset, &strides))
          goto out;
        unsigned nsym = 0;
        CmAffineExpr *e = strided_expr(p->ctx, offset, &nsym);
        for (size_t i = 0; i < strides.len; i++)
          e = cm_affine_add(e, cm_affine_mul(cm_affine_dim(p->ctx, (unsigned)i),
                                             strided_expr(p->ctx, strides.data[i],
                                                          &nsym)));
        map = cm_affine_map_attr(
            cm_affine_map(p->ctx, (unsigned)strides.len, nsym, 1, &e));
      } else {
        CmAttr *a = cm_p_attribute(p, NULL);
        if (!a)
          goto out;
        if (a->kind == CM_ATTR_AFFINE_MAP) {
          map = a;
        } else if (memspace) {
          cm_parser_error(p, "multiple memory spaces specified in memref type");
          goto out;
        } else {
          memspace = a;
        }
      }
      if (map) {
        if (unranked) {
          cm_parser_error(p, "cannot have affine map for unranked memref type");
          goto out;
        }
        if (memspace) {
          cm_parser_error(p, "expected memory space to be last in memref type");
          goto out;
        }
        CM_VEC_PUSH(maps, map);
        CM_VEC_PUSH(map_pos, elt_pos);
      }
      if (cm_parse_optional_tok(p, CM_TOK_COMMA))
        continue;
      if (cm_p_expect(p, CM_TOK_GREATER, "expected ',' or '>'"))
        goto out;
      break;
    }
  }
  if (memspace && !is_memory_space(memspace)) {
    cm_parser_error(p, "unsupported memory space Attribute");
    goto out;
  }
  if (unranked) {
    res = cm_unranked_memref_type(elem, memspace);
    goto out;
  }
  /* Each map's dimensions: the rank for the first, the previous map's
   * results after it; identity maps then drop out (none left: the
   * identity layout; several: an array of the maps). */
  for (size_t i = 0; i < maps.len; i++) {
    const CmAffineMap *m = maps.data[i]->map;
    size_t want = i ? maps.data[i - 1]->map->num_results : dims.len;
    if (m->num_dims == want)
      continue;
    if (i)
      cm_parser_error_at(p, map_pos.data[i],
                         "memref affine map dimension mismatch between affine "
                         "map %zu and affine map%zu: %zu != %u",
                         i, i + 1, want, m->num_dims);
    else
      cm_parser_error_at(p, map_pos.data[i],
                         "memref affine map dimension mismatch between memref "
                         "rank and affine map1: %zu != %u",
                         want, m->num_dims);
    goto out;
  }
  {
    size_t n = 0;
    for (size_t i = 0; i < maps.len; i++)
      if (!cm_affine_map_is_identity(maps.data[i]->map))
        maps.data[n++] = maps.data[i];
    layout = n == 0   ? NULL
             : n == 1 ? maps.data[0]
                      : cm_array_attr(p->ctx, (unsigned)n, maps.data);
  }
  res = cm_memref_type((unsigned)dims.len, dims.data, elem, layout, memspace);
out:
  CM_VEC_FREE(dims);
  CM_VEC_FREE(strides);
  CM_VEC_FREE(maps);
  CM_VEC_FREE(map_pos);
  return res;
}

static CmType *parse_tensor(CmParser *p) {
  cm_lex_next(p);
  if (cm_p_expect(p, CM_TOK_LESS, "expected '<' in tensor type"))
    return NULL;
  bool unranked = false;
  CmI64Vec dims = {0};
  CmType *res = NULL;
  if (cm_parse_optional_tok(p, CM_TOK_STAR)) {
    unranked = true;
    if (parse_x_in_dim_list(p))
      goto out;
  } else if (cm_p_dimension_list(p, &dims, true)) {
    goto out;
  }
  const char *tpos = p->tok.pos;
  CmType *elem = cm_p_type(p);
  if (!elem)
    goto out;
  CmAttr *enc = NULL;
  if (cm_parse_optional_tok(p, CM_TOK_COMMA)) {
    enc = cm_p_attribute(p, NULL);
    if (!enc)
      goto out;
  }
  if (cm_p_expect(p, CM_TOK_GREATER, "expected '>' in tensor type"))
    goto out;
  if (!(is_int_index_float(elem) || elem->kind == CM_TYPE_COMPLEX ||
        elem->kind == CM_TYPE_VECTOR || elem->kind == CM_TYPE_OPAQUE ||
        is_dialect_type(elem))) {
    cm_parser_error_at(p, tpos, "invalid tensor element type");
    goto out;
  }
  if (unranked) {
    if (enc) {
      cm_parser_error(p, "cannot apply encoding to unranked tensor");
      goto out;
    }
    res = cm_unranked_tensor_type(elem);
  } else {
    res = cm_ranked_tensor_type((unsigned)dims.len, dims.data, elem, enc);
  }
out:
  CM_VEC_FREE(dims);
  return res;
}

static CmType *parse_vector(CmParser *p) {
  cm_lex_next(p);
  if (cm_p_expect(p, CM_TOK_LESS, "expected '<' in vector type"))
    return NULL;
  CmI64Vec dims = {0};
  CmType *res = NULL;
  if (cm_p_dimension_list(p, &dims, false))
    goto out;
  if (!dims.len) {
    cm_parser_error(p, "expected dimension size in vector type");
    goto out;
  }
  for (size_t i = 0; i < dims.len; i++)
    if (dims.data[i] <= 0) {
      cm_parser_error(p, "vector types must have positive constant sizes");
      goto out;
    }
  const char *tpos = p->tok.pos;
  CmType *elem = cm_p_type(p);
  if (!elem || cm_p_expect(p, CM_TOK_GREATER, "expected '>' in vector type"))
    goto out;
  if (!is_int_index_float(elem)) {
    cm_parser_error_at(p, tpos, "vector elements must be int/index/float type");
    goto out;
  }
  res = cm_vector_type((unsigned)dims.len, dims.data, elem);
out:
  CM_VEC_FREE(dims);
  return res;
}

static CmType *parse_complex(CmParser *p) {
  cm_lex_next(p);
  if (cm_p_expect(p, CM_TOK_LESS, "expected '<' in complex type"))
    return NULL;
  const char *tpos = p->tok.pos;
  CmType *elem = cm_p_type(p);
  if (!elem || cm_p_expect(p, CM_TOK_GREATER, "expected '>' in complex type"))
    return NULL;
  if (!(elem->kind == CM_TYPE_INTEGER || cm_type_is_float(elem))) {
    cm_parser_error_at(p, tpos, "invalid element type for complex");
    return NULL;
  }
  return cm_complex_type(elem);
}

static CmType *parse_tuple(CmParser *p) {
  cm_lex_next(p);
  if (cm_p_expect(p, CM_TOK_LESS, "expected '<' in tuple type"))
    return NULL;
  if (cm_parse_optional_tok(p, CM_TOK_GREATER))
    return cm_tuple_type(p->ctx, 0, NULL);
  CmTypeVec ts = {0};
  CmType *res = NULL;
  if (!cm_parse_type_list(p, &ts) &&
      !cm_p_expect(p, CM_TOK_GREATER, "expected '>' in tuple type"))
    res = cm_tuple_type(p->ctx, (unsigned)ts.len, ts.data);
  CM_VEC_FREE(ts);
  return res;
}

/* Scans a balanced `<...>` starting at `lt` (which points at '<').  Quotes
 * are not special (as in upstream 13). */
CmResult cm_p_pretty_body(CmParser *p, const char *lt, const char **endp) {
  /* The open brackets; on the heap beyond `inl` (no limit, as upstream). */
  char inl[256];
  char *stack = inl;
  size_t depth = 0, cap = sizeof inl;
  CmResult r = CM_FAILURE;
  const char *c = lt;
  do {
    if (c >= p->end || *c == 0) {
      cm_parser_error_at(p, lt, "unexpected nul or EOF in pretty dialect name");
      goto out;
    }
    char x = *c++;
    switch (x) {
    case '<': case '[': case '(': case '{':
      if (depth == cap) {
        cap *= 2;
        if (stack == inl) {
          stack = cm_xmalloc(cap);
          memcpy(stack, inl, depth);
        } else {
          stack = cm_xrealloc(stack, cap);
        }
      }
      stack[depth++] = x;
      continue;
    case '-':
      if (c < p->end && *c == '>')
        c++;
      continue;
    case '>':
      if (stack[--depth] != '<') {
        cm_parser_error_at(p, lt, "unbalanced '>' character in pretty dialect name");
        goto out;
      }
      break;
    case ']':
      if (stack[--depth] != '[') {
        cm_parser_error_at(p, lt, "unbalanced ']' character in pretty dialect name");
        goto out;
      }
      break;
    case ')':
      if (stack[--depth] != '(') {
        cm_parser_error_at(p, lt, "unbalanced ')' character in pretty dialect name");
        goto out;
      }
      break;
    case '}':
      if (stack[--depth] != '{') {
        cm_parser_error_at(p, lt, "unbalanced '}' character in pretty dialect name");
        goto out;
      }
      break;
    /* No special case for string literals: upstream 13 balances brackets
     * only, so a '>' inside quotes ends the body. */
    default:
      continue;
    }
  } while (depth);
  *endp = c;
  cm_lex_reset(p, c);
  r = CM_SUCCESS;
out:
  if (stack != inl)
    free(stack);
  return r;
}

/* Parses the symbol after a `!` or `#` token: returns the dialect name and
 * body (pretty: `ident<...>` text in the buffer; verbose: unescaped string
 * contents in `tmp`).  `*is_alias` when it is an alias reference. */
typedef struct ExtSym {
  CmStr dialect, body;
  bool is_alias;
  bool from_string;
  const char *pos;
  const char *body_pos; /* where the body starts in the source */
} ExtSym;

static CmResult parse_extended_symbol(CmParser *p, ExtSym *s, CmBuf *tmp) {
  CmStr id = {p->tok.pos + 1, p->tok.len - 1};
  s->pos = p->tok.pos;
  s->is_alias = false;
  s->from_string = false;
  const char *id_end = p->tok.pos + p->tok.len;
  cm_lex_next(p);
  const char *dot = memchr(id.data, '.', id.len);
  if (p->tok.kind != CM_TOK_LESS && !dot) {
    s->is_alias = true;
    s->dialect = id;
    return CM_SUCCESS;
  }
  if (dot) {
    s->dialect.data = id.data;
    s->dialect.len = (size_t)(dot - id.data);
    const char *end = id_end;
    if (p->tok.kind == CM_TOK_LESS && p->tok.pos == id_end) {
      if (cm_p_pretty_body(p, p->tok.pos, &end))
        return CM_FAILURE;
    }
    s->body.data = dot + 1;
    s->body.len = (size_t)(end - (dot + 1));
    s->body_pos = s->body.data;
    return CM_SUCCESS;
  }
  s->dialect = id;
  cm_lex_next(p); /* '<' */
  if (p->tok.kind != CM_TOK_STRING)
    return cm_parser_error(p, "expected string literal data in dialect symbol");
  s->body_pos = p->tok.pos + 1;
  cm_lex_string_value(&p->tok, tmp);
  cm_lex_next(p);
  if (cm_p_expect(p, CM_TOK_GREATER, "expected '>' in dialect symbol"))
    return CM_FAILURE;
  s->body.data = tmp->data ? tmp->data : "";
  s->body.len = tmp->len;
  s->from_string = true;
  return CM_SUCCESS;
}

/* Runs a dialect hook over `body` with a sub-parser. */
static CmResult run_sub(CmParser *p, ExtSym *s, CmDialect *d, bool is_type,
                        CmType *attr_type, void **out) {
  CmParser sub;
  cm_p_sub_init(&sub, p, s->body.data, s->body.data + s->body.len,
                s->from_string ? s->pos : NULL);
  if (sub.tok.kind == CM_TOK_ERROR)
    return CM_FAILURE;
  void *r;
  if (is_type)
    r = d->parse_type(d, &sub);
  else
    r = d->parse_attr(d, &sub, attr_type);
  if (!r) {
    if (!sub.errors)
      cm_parser_error_at(p, s->pos, "failed to parse dialect %s",
                         is_type ? "type" : "attribute");
    else /* reported inside; an enclosing dialect hook must know it too */
      p->errors += sub.errors;
    return CM_FAILURE;
  }
  if (sub.tok.kind != CM_TOK_EOF) {
    cm_parser_error_at(&sub, sub.tok.pos, "unexpected trailing characters in dialect %s",
                       is_type ? "type" : "attribute");
    return CM_FAILURE;
  }
  *out = r;
  return CM_SUCCESS;
}

static const char unreg_msg[] =
    "created with unregistered dialect. If this is intended, please call "
    "allowUnregisteredDialects() on the MLIRContext, or use "
    "-allow-unregistered-dialect with the MLIR opt tool used";

CmType *cm_p_extended_type(CmParser *p) {
  ExtSym s;
  CmBuf tmp;
  cm_buf_init(&tmp);
  CmType *res = NULL;
  if (parse_extended_symbol(p, &s, &tmp))
    goto out;
  if (s.is_alias) {
    res = cm_pmap_get(&p->sh->type_aliases, s.dialect);
    if (!res) /* reported after the name, as upstream does */
      cm_parser_error(p, "undefined symbol alias id '%.*s'", (int)s.dialect.len,
                      s.dialect.data);
    goto out;
  }
  CmDialect *d = cm_lookup_dialect(p->ctx, s.dialect.data, s.dialect.len);
  if (d && d->parse_type) {
    void *r = NULL;
    if (!cm_p_enter(p))
      goto out;
    if (!run_sub(p, &s, d, true, NULL, &r))
      res = r;
    cm_p_leave(p);
    goto out;
  }
  CmType *t = cm_opaque_type(cm_ident(p->ctx, s.dialect.data, s.dialect.len), s.body);
  if (d) {
    cm_parser_error_at(p, s.pos, "dialect '%.*s' provides no type parsing hook",
                       (int)s.dialect.len, s.dialect.data);
    goto out;
  }
  if (!cm_context_allow_unregistered(p->ctx)) {
    /* upstream spells the type out verbatim, at the start of its data */
    cm_parser_error_at(p, s.body_pos, "`!%.*s<\"%.*s\">` type %s",
                       (int)s.dialect.len, s.dialect.data, (int)s.body.len,
                       s.body.data, unreg_msg);
    goto out;
  }
  res = t;
out:
  cm_buf_free(&tmp);
  return res;
}

/* Dialect attribute `#dialect...` (shared with parse_attr.c). */
CmAttr *cm_p_extended_attr(CmParser *p, CmType *type);
CmAttr *cm_p_extended_attr(CmParser *p, CmType *type) {
  ExtSym s;
  CmBuf tmp;
  cm_buf_init(&tmp);
  CmAttr *res = NULL;
  if (parse_extended_symbol(p, &s, &tmp))
    goto out;
  if (s.is_alias) {
    res = cm_pmap_get(&p->sh->attr_aliases, s.dialect);
    if (!res) /* reported after the name, as upstream does */
      cm_parser_error(p, "undefined symbol alias id '%.*s'", (int)s.dialect.len,
                      s.dialect.data);
    goto out;
  }
  /* optional `: type` after the dialect attribute */
  CmType *attr_type = type;
  CmDialect *d = cm_lookup_dialect(p->ctx, s.dialect.data, s.dialect.len);
  if (p->tok.kind == CM_TOK_COLON) {
    cm_lex_next(p);
    attr_type = cm_p_type(p);
    if (!attr_type)
      goto out;
  }
  if (d && d->parse_attr) {
    void *r = NULL;
    if (!cm_p_enter(p))
      goto out;
    if (!run_sub(p, &s, d, false, attr_type, &r))
      res = r;
    cm_p_leave(p);
    goto out;
  }
  CmAttr *a = cm_opaque_attr(cm_ident(p->ctx, s.dialect.data, s.dialect.len),
                             s.body, attr_type ? attr_type : cm_none_type(p->ctx));
  if (d) {
    cm_parser_error_at(p, s.pos, "dialect '%.*s' provides no attribute parsing hook",
                       (int)s.dialect.len, s.dialect.data);
    goto out;
  }
  if (!cm_context_allow_unregistered(p->ctx)) {
    /* upstream spells the attribute out verbatim, at the start of its
     * data */
    CmBuf b;
    cm_buf_init(&b);
    cm_buf_printf(&b, "#%.*s<\"%.*s\"> : '", (int)s.dialect.len, s.dialect.data,
                  (int)s.body.len, s.body.data);
    cm_print_type_to(a->type ? a->type : cm_none_type(p->ctx), &b);
    cm_buf_putc(&b, '\'');
    cm_parser_error_at(p, s.body_pos, "%s attribute %s", b.data, unreg_msg);
    cm_buf_free(&b);
    goto out;
  }
  res = a;
out:
  cm_buf_free(&tmp);
  return res;
}

static bool kw_is(CmStr s, const char *kw) {
  size_t n = strlen(kw);
  return s.len == n && !memcmp(s.data, kw, n);
}

#define KW(s, lit) ((s).len == sizeof(lit) - 1 && !memcmp((s).data, lit, sizeof(lit) - 1))

static CmType *parse_int_type(CmParser *p, CmStr s) {
  if (!cm_p_is_int_type_spelling(s)) {
    cm_parser_error(p, "expected non-function type");
    return NULL;
  }
  size_t pre = s.data[0] == 'i' ? 1 : 2; /* i<N>, si<N> or ui<N> */
  CmSignedness sg = pre == 1           ? CM_SIGNLESS
                    : s.data[0] == 's' ? CM_SIGNED
                                       : CM_UNSIGNED;
  uint64_t w = 0;
  for (size_t i = pre; i < s.len; i++) {
    w = w * 10 + (uint64_t)(s.data[i] - '0');
    if (w > UINT32_MAX) {
      cm_parser_error(p, "invalid integer width");
      return NULL;
    }
  }
  if (w > 16777215) {
    cm_parser_error(p, "integer bitwidth is limited to 16777215 bits");
    return NULL;
  }
  cm_lex_next(p);
  return cm_integer_type(p->ctx, (unsigned)w, sg);
}

static CmType *simple(CmParser *p, CmType *t) {
  cm_lex_next(p);
  return t;
}

static CmType *non_function_type(CmParser *p) {
  CmStr s = cm_p_spelling(p);
  switch (s.data[0]) {
  case 'b':
    if (KW(s, "bf16"))
      return simple(p, cm_float_type(p->ctx, CM_TYPE_BF16));
    break;
  case 'c':
    if (KW(s, "complex"))
      return parse_complex(p);
    break;
  case 'f':
    if (KW(s, "f16"))
      return simple(p, cm_float_type(p->ctx, CM_TYPE_F16));
    if (KW(s, "f32"))
      return simple(p, cm_float_type(p->ctx, CM_TYPE_F32));
    if (KW(s, "f64"))
      return simple(p, cm_float_type(p->ctx, CM_TYPE_F64));
    if (KW(s, "f80"))
      return simple(p, cm_float_type(p->ctx, CM_TYPE_F80));
    if (KW(s, "f128"))
      return simple(p, cm_float_type(p->ctx, CM_TYPE_F128));
    break;
  case 'i':
    if (KW(s, "index"))
      return simple(p, cm_index_type(p->ctx));
    break;
  case 'm':
    if (KW(s, "memref"))
      return parse_memref(p);
    break;
  case 'n':
    if (KW(s, "none"))
      return simple(p, cm_none_type(p->ctx));
    break;
  case 't':
    if (KW(s, "tensor"))
      return parse_tensor(p);
    if (KW(s, "tuple"))
      return parse_tuple(p);
    break;
  case 'v':
    if (KW(s, "vector"))
      return parse_vector(p);
    break;
  default:
    break;
  }
  return parse_int_type(p, s);
}

static CmType *non_function_type_uncached(CmParser *p) {
  if (p->tok.kind == CM_TOK_EXCL_ID)
    return cm_p_extended_type(p);
  if (p->tok.kind != CM_TOK_BARE_ID) {
    cm_parser_error(p, "expected non-function type");
    return NULL;
  }
  if (!cm_p_enter(p))
    return NULL;
  CmType *r = non_function_type(p);
  cm_p_leave(p);
  return r;
}

/* The end of the balanced `<...>` at `lt` ('>' of `->`, and with `affine`
 * of `>=`, does not close), or NULL if the line or input ends first or the
 * body is long. */
static const char *angle_end(const char *lt, const char *end, bool affine) {
  unsigned depth = 0;
  for (const char *c = lt; c < end && c - lt < 256; c++) {
    if (*c == '<') {
      depth++;
    } else if (*c == '>') {
      if (affine && c + 1 < end && c[1] == '=') {
        c++;
        continue;
      }
      if (--depth == 0)
        return c + 1;
    } else if (*c == '-' && c + 1 < end && c[1] == '>') {
      c++;
    } else if (*c == '\n' || *c == 0) {
      return NULL;
    }
  }
  return NULL;
}

/* Whether the last token consumed ended at `end` (only blanks between it
 * and the current token). */
static bool ends_at(CmParser *p, const char *end) {
  if (p->tok.pos < end)
    return false;
  const char *c = end;
  while (c < p->tok.pos &&
         (*c == ' ' || *c == '\t' || *c == '\n' || *c == '\r'))
    c++;
  return c == p->tok.pos;
}

void *cm_p_text_cached(CmParser *p, CmPMap *cache, bool affine,
                       void *(*parse)(CmParser *p)) {
  const char *start = p->tok.pos, *lt = start + p->tok.len;
  const char *end =
      lt < p->end && *lt == '<' ? angle_end(lt, p->end, affine) : NULL;
  if (!end)
    return parse(p);
  CmStr key = {start, (size_t)(end - start)};
  void *hit = cm_pmap_get(cache, key);
  if (hit) {
    cm_lex_reset(p, end);
    return hit;
  }
  unsigned errs = p->errors;
  void *obj = parse(p);
  /* Cached only if the parse ended exactly there. */
  if (obj && p->errors == errs && cache->len < CM_P_TEXT_CACHE_MAX &&
      ends_at(p, end)) {
    CmStr k = {cm_arena_strndup(&p->sh->arena, start, key.len), key.len};
    *cm_pmap_slot(cache, k) = obj;
  }
  return obj;
}

static void *parse_type_cb(CmParser *p) {
  return non_function_type_uncached(p);
}

/* Compound types (a keyword or `!dialect...` directly followed by
 * `<...>`) go through the per-parse text cache: a type whose text parsed
 * once to exactly that extent is that type wherever the same text
 * appears (type syntax has no context; aliases never take `<`). */
CmType *cm_p_non_function_type(CmParser *p) {
  if (p->tok.kind != CM_TOK_BARE_ID && p->tok.kind != CM_TOK_EXCL_ID)
    return non_function_type_uncached(p);
  return cm_p_text_cached(p, &p->sh->type_cache, false, parse_type_cb);
}

/* ---------------------------------------------------------------------
 * public type API
 * --------------------------------------------------------------------- */
static bool starts_type(CmParser *p) {
  switch (p->tok.kind) {
  case CM_TOK_LPAREN:
  case CM_TOK_EXCL_ID:
    return true;
  case CM_TOK_BARE_ID: {
    CmStr s = cm_p_spelling(p);
    static const char *const kws[] = {"memref", "tensor", "vector", "complex",
                                      "tuple", "bf16", "f16", "f32", "f64",
                                      "f80", "f128", "index", "none"};
    for (size_t i = 0; i < sizeof kws / sizeof *kws; i++)
      if (kw_is(s, kws[i]))
        return true;
    return cm_p_is_int_type_spelling(s);
  }
  default:
    return false;
  }
}

CmResult cm_parse_type(CmParser *p, CmType **out) {
  *out = cm_p_type(p);
  return *out ? CM_SUCCESS : CM_FAILURE;
}

CmOptResult cm_parse_optional_type(CmParser *p, CmType **out) {
  if (!starts_type(p))
    return CM_OPT_NONE;
  *out = cm_p_type(p);
  return *out ? CM_OPT_SUCCESS : CM_OPT_FAILURE;
}

CmResult cm_parse_colon_type(CmParser *p, CmType **out) {
  if (cm_p_expect(p, CM_TOK_COLON, "expected ':'"))
    return CM_FAILURE;
  return cm_parse_type(p, out);
}

CmResult cm_parse_type_list(CmParser *p, CmTypeVec *out) {
  for (;;) {
    CmType *t = cm_p_type(p);
    if (!t)
      return CM_FAILURE;
    CM_VEC_PUSH(*out, t);
    if (!cm_parse_optional_tok(p, CM_TOK_COMMA))
      return CM_SUCCESS;
  }
}

CmResult cm_parse_colon_type_list(CmParser *p, CmTypeVec *out) {
  if (cm_p_expect(p, CM_TOK_COLON, "expected ':'"))
    return CM_FAILURE;
  return cm_parse_type_list(p, out);
}

bool cm_parse_optional_colon_type_list(CmParser *p, CmTypeVec *out,
                                       CmResult *status) {
  *status = CM_SUCCESS;
  if (p->tok.kind != CM_TOK_COLON)
    return false;
  cm_lex_next(p);
  *status = cm_parse_type_list(p, out);
  return true;
}

CmResult cm_parse_arrow_type_list(CmParser *p, CmTypeVec *out) {
  if (cm_p_expect(p, CM_TOK_ARROW, "expected '->'"))
    return CM_FAILURE;
  return cm_parse_function_result_types(p, out);
}

bool cm_parse_optional_arrow_type_list(CmParser *p, CmTypeVec *out,
                                       CmResult *status) {
  *status = CM_SUCCESS;
  if (p->tok.kind != CM_TOK_ARROW)
    return false;
  cm_lex_next(p);
  *status = cm_parse_function_result_types(p, out);
  return true;
}
