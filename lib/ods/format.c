/* format.c - the declarative assembly format: compiled once at
 * registration into a tree of FmtElem, then interpreted to parse (into a
 * CmOpState through asm.h's parser API) and to print (through the
 * printer API) with upstream MLIR 13's spacing rules. */
#include "ods_internal.h"

#include <ctype.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* ====================================================================== */
/* Compilation                                                             */
/* ====================================================================== */

typedef CM_VEC(FmtElem) FmtElemVec;

typedef struct FmtCompiler {
  CmContext *ctx;
  const CmOpDef *def;
  const CmOdsOp *ods;
  const char *src, *pos;
  bool failed;
  CM_VEC(const char *) elided;
} FmtCompiler;

static void fc_error(FmtCompiler *c, const char *msg) {
  if (!c->failed)
    fprintf(stderr, "cmlir: op '%s': invalid assembly format at offset %d: "
                    "%s\n  format: %s\n",
            c->def->name, (int)(c->pos - c->src), msg, c->src);
  c->failed = true;
}

static void fc_skip_ws(FmtCompiler *c) {
  while (*c->pos && isspace((unsigned char)*c->pos))
    c->pos++;
}

static bool fc_ident(FmtCompiler *c, char *out, size_t cap) {
  size_t n = 0;
  while (*c->pos && (isalnum((unsigned char)*c->pos) || *c->pos == '_' ||
                     *c->pos == '-')) {
    if (n + 1 < cap)
      out[n++] = *c->pos;
    c->pos++;
  }
  out[n] = 0;
  return n > 0;
}

static bool fc_expect(FmtCompiler *c, char ch) {
  fc_skip_ws(c);
  if (*c->pos != ch) {
    char m[32];
    snprintf(m, sizeof m, "expected '%c'", ch);
    fc_error(c, m);
    return false;
  }
  c->pos++;
  return true;
}

static CmTokKind punct_kind(const char *s, bool *ok);

static int find_value(const CmOdsValue *v, unsigned n, const char *name) {
  for (unsigned i = 0; i < n; i++)
    if (strcmp(v[i].name, name) == 0)
      return (int)i;
  return -1;
}

int cm_ods_value_slot(const CmOdsOp *ods, const char *name) {
  int i = find_value(ods->operands, ods->num_operands, name);
  if (i >= 0)
    return i;
  i = find_value(ods->results, ods->num_results, name);
  return i >= 0 ? (int)ods->num_operands + i : -1;
}

static void fc_add_elided(FmtCompiler *c, const char *name) {
  for (size_t i = 0; i < c->elided.len; i++)
    if (strcmp(c->elided.data[i], name) == 0)
      return;
  CM_VEC_PUSH(c->elided, name);
}

/* `$name` (after the '$') resolved against operands, attrs, regions,
 * successors. */
static bool fc_var(FmtCompiler *c, FmtElem *e) {
  char name[128];
  if (!fc_ident(c, name, sizeof name)) {
    fc_error(c, "expected variable name");
    return false;
  }
  const CmOdsOp *o = c->ods;
  int i;
  if ((i = find_value(o->operands, o->num_operands, name)) >= 0) {
    e->kind = FE_OPERAND;
    e->idx = (unsigned)i;
    return true;
  }
  for (unsigned k = 0; k < o->num_attrs; k++)
    if (strcmp(o->attrs[k].name, name) == 0) {
      e->kind = FE_ATTR;
      e->idx = k;
      fc_add_elided(c, o->attrs[k].name);
      return true;
    }
  for (unsigned k = 0; k < o->num_regions; k++)
    if (o->regions[k].name && strcmp(o->regions[k].name, name) == 0) {
      e->kind = FE_REGION;
      e->idx = k;
      return true;
    }
  for (unsigned k = 0; k < o->num_successors; k++)
    if (o->successors[k].name && strcmp(o->successors[k].name, name) == 0) {
      e->kind = FE_SUCCESSOR;
      e->idx = k;
      return true;
    }
  fc_error(c, "unknown variable");
  return false;
}

/* Argument of type(...) / functional-type(...). */
static bool fc_type_ref(FmtCompiler *c, TypeRef *r) {
  fc_skip_ws(c);
  char name[128];
  if (*c->pos == '$') {
    c->pos++;
    if (!fc_ident(c, name, sizeof name)) {
      fc_error(c, "expected variable name");
      return false;
    }
    int i = find_value(c->ods->operands, c->ods->num_operands, name);
    if (i >= 0) {
      r->kind = TR_OPERAND;
      r->idx = (unsigned)i;
      return true;
    }
    i = find_value(c->ods->results, c->ods->num_results, name);
    if (i >= 0) {
      r->kind = TR_RESULT;
      r->idx = (unsigned)i;
      return true;
    }
    fc_error(c, "unknown operand or result in type directive");
    return false;
  }
  if (!fc_ident(c, name, sizeof name)) {
    fc_error(c, "expected type directive argument");
    return false;
  }
  if (strcmp(name, "operands") == 0) {
    r->kind = TR_OPERANDS;
    return true;
  }
  if (strcmp(name, "results") == 0) {
    r->kind = TR_RESULTS;
    return true;
  }
  fc_error(c, "invalid type directive argument");
  return false;
}

static bool fc_elements(FmtCompiler *c, FmtElemVec *out, bool in_group,
                        int *anchor);

static bool fc_element(FmtCompiler *c, FmtElem *e, bool in_group,
                       bool *is_anchor) {
  memset(e, 0, sizeof(*e));
  *is_anchor = false;
  fc_skip_ws(c);
  char ch = *c->pos;
  if (ch == '`') {
    c->pos++;
    const char *start = c->pos;
    while (*c->pos && *c->pos != '`')
      c->pos++;
    if (!*c->pos) {
      fc_error(c, "unterminated literal");
      return false;
    }
    size_t len = (size_t)(c->pos - start);
    c->pos++;
    if (len == 0 || (len == 1 && start[0] == ' ')) {
      e->kind = FE_SPACE;
      e->space = len == 1;
      return true;
    }
    char *t = cm_context_alloc(c->ctx, len + 1, 1);
    memcpy(t, start, len);
    t[len] = 0;
    e->kind = FE_LITERAL;
    e->text = t;
    e->tok = (int)punct_kind(t, &e->punct);
  } else if (ch == '$') {
    c->pos++;
    if (!fc_var(c, e))
      return false;
  } else if (ch == '(') {
    c->pos++;
    FmtElemVec kids = {0};
    int anchor = -1;
    if (!fc_elements(c, &kids, true, &anchor)) {
      CM_VEC_FREE(kids);
      return false;
    }
    if (!fc_expect(c, ')') || !fc_expect(c, '?')) {
      CM_VEC_FREE(kids);
      return false;
    }
    if (anchor < 0 || kids.len == 0) {
      CM_VEC_FREE(kids);
      fc_error(c, "optional group has no anchor element");
      return false;
    }
    e->kind = FE_OPTIONAL;
    e->nchildren = (unsigned)kids.len;
    e->children = cm_context_alloc(c->ctx, sizeof(FmtElem) * kids.len,
                                   _Alignof(FmtElem));
    memcpy(e->children, kids.data, sizeof(FmtElem) * kids.len);
    e->anchor = (unsigned)anchor;
    CM_VEC_FREE(kids);
    return true;
  } else {
    char name[64];
    if (!fc_ident(c, name, sizeof name)) {
      fc_error(c, "unexpected character");
      return false;
    }
    if (strcmp(name, "attr-dict") == 0) {
      e->kind = FE_ATTR_DICT;
    } else if (strcmp(name, "attr-dict-with-keyword") == 0) {
      e->kind = FE_ATTR_DICT;
      e->with_kw = true;
    } else if (strcmp(name, "operands") == 0) {
      e->kind = FE_OPERANDS;
    } else if (strcmp(name, "regions") == 0) {
      e->kind = FE_REGIONS;
    } else if (strcmp(name, "successors") == 0) {
      e->kind = FE_SUCCESSORS;
    } else if (strcmp(name, "type") == 0) {
      e->kind = FE_TYPE;
      if (!fc_expect(c, '(') || !fc_type_ref(c, &e->ref) || !fc_expect(c, ')'))
        return false;
    } else if (strcmp(name, "functional-type") == 0) {
      e->kind = FE_FUNC_TYPE;
      if (!fc_expect(c, '(') || !fc_type_ref(c, &e->ref) ||
          !fc_expect(c, ',') || !fc_type_ref(c, &e->ref2) || !fc_expect(c, ')'))
        return false;
    } else if (strcmp(name, "custom") == 0) {
      e->kind = FE_CUSTOM;
      char dname[128];
      if (!fc_expect(c, '<'))
        return false;
      fc_skip_ws(c);
      if (!fc_ident(c, dname, sizeof dname)) {
        fc_error(c, "expected custom directive name");
        return false;
      }
      unsigned k;
      for (k = 0; k < c->ods->num_custom_directives; k++)
        if (strcmp(c->ods->custom_directives[k].name, dname) == 0)
          break;
      if (k == c->ods->num_custom_directives) {
        fc_error(c, "unknown custom directive");
        return false;
      }
      e->idx = k;
      if (!fc_expect(c, '>') || !fc_expect(c, '('))
        return false;
      CM_VEC(CmOdsDirArg) args = {0};
      fc_skip_ws(c);
      while (*c->pos && *c->pos != ')') {
        CmOdsDirArg a;
        memset(&a, 0, sizeof a);
        fc_skip_ws(c);
        FmtElem tmp;
        memset(&tmp, 0, sizeof tmp);
        if (*c->pos == '$') {
          c->pos++;
          if (!fc_var(c, &tmp)) {
            CM_VEC_FREE(args);
            return false;
          }
          switch (tmp.kind) {
          case FE_OPERAND:
            a.kind = CM_DIR_OPERAND;
            a.name = c->ods->operands[tmp.idx].name;
            break;
          case FE_ATTR:
            a.kind = CM_DIR_ATTR;
            a.name = c->ods->attrs[tmp.idx].name;
            break;
          case FE_REGION:
            a.kind = CM_DIR_REGION;
            a.name = c->ods->regions[tmp.idx].name;
            break;
          default:
            a.kind = CM_DIR_SUCCESSOR;
            a.name = c->ods->successors[tmp.idx].name;
            break;
          }
        } else {
          char tn[32];
          if (!fc_ident(c, tn, sizeof tn) || strcmp(tn, "type") != 0 ||
              !fc_expect(c, '(') || !fc_type_ref(c, &tmp.ref) ||
              !fc_expect(c, ')') ||
              (tmp.ref.kind != TR_OPERAND && tmp.ref.kind != TR_RESULT)) {
            fc_error(c, "invalid custom directive argument");
            CM_VEC_FREE(args);
            return false;
          }
          a.kind = tmp.ref.kind == TR_OPERAND ? CM_DIR_TYPE_OF_OPERAND
                                              : CM_DIR_TYPE_OF_RESULT;
          a.name = tmp.ref.kind == TR_OPERAND
                       ? c->ods->operands[tmp.ref.idx].name
                       : c->ods->results[tmp.ref.idx].name;
        }
        CM_VEC_PUSH(args, a);
        fc_skip_ws(c);
        if (*c->pos == ',')
          c->pos++;
        fc_skip_ws(c);
      }
      if (!fc_expect(c, ')')) {
        CM_VEC_FREE(args);
        return false;
      }
      e->nargs = (unsigned)args.len;
      e->args = cm_context_alloc(c->ctx, sizeof(CmOdsDirArg) * (args.len + 1),
                                 _Alignof(CmOdsDirArg));
      if (args.len)
        memcpy(e->args, args.data, sizeof(CmOdsDirArg) * args.len);
      CM_VEC_FREE(args);
    } else {
      fc_error(c, "unknown directive");
      return false;
    }
  }
  fc_skip_ws(c);
  if (*c->pos == '^') {
    if (!in_group) {
      fc_error(c, "anchor outside an optional group");
      return false;
    }
    c->pos++;
    *is_anchor = true;
  }
  return true;
}

static bool fc_elements(FmtCompiler *c, FmtElemVec *out, bool in_group,
                        int *anchor) {
  for (;;) {
    fc_skip_ws(c);
    if (!*c->pos || (in_group && *c->pos == ')'))
      return true;
    FmtElem e;
    bool is_anchor;
    if (!fc_element(c, &e, in_group, &is_anchor))
      return false;
    if (is_anchor)
      *anchor = (int)out->len;
    CM_VEC_PUSH(*out, e);
  }
}

OdsFormat *cm_ods_compile_format(CmContext *ctx, const CmOpDef *def,
                                 const CmOdsOp *ods) {
  FmtCompiler c;
  memset(&c, 0, sizeof c);
  c.ctx = ctx;
  c.def = def;
  c.ods = ods;
  c.src = c.pos = ods->format;
  FmtElemVec elems = {0};
  int anchor = -1;
  bool ok = fc_elements(&c, &elems, false, &anchor) && !c.failed;
  OdsFormat *f = NULL;
  if (ok) {
    f = cm_context_alloc(ctx, sizeof(OdsFormat), _Alignof(OdsFormat));
    memset(f, 0, sizeof *f);
    f->nelems = (unsigned)elems.len;
    f->elems = cm_context_alloc(ctx, sizeof(FmtElem) * (elems.len + 1),
                                _Alignof(FmtElem));
    if (elems.len)
      memcpy(f->elems, elems.data, sizeof(FmtElem) * elems.len);
    if (def->traits & CM_TRAIT_ATTR_SIZED_OPERAND_SEGMENTS)
      fc_add_elided(&c, "operand_segment_sizes");
    if (def->traits & CM_TRAIT_ATTR_SIZED_RESULT_SEGMENTS)
      fc_add_elided(&c, "result_segment_sizes");
    f->nelided = (unsigned)c.elided.len;
    f->elided = cm_context_alloc(ctx, sizeof(char *) * (c.elided.len + 1),
                                 _Alignof(char *));
    if (c.elided.len)
      memcpy(f->elided, c.elided.data, sizeof(char *) * c.elided.len);
  }
  CM_VEC_FREE(elems);
  CM_VEC_FREE(c.elided);
  return f;
}

/* ====================================================================== */
/* Parsing                                                                 */
/* ====================================================================== */

typedef struct Slot { /* an operand group or a result group */
  CmTypeVec types;
  bool known;
  /* The types came from inference (a type relation, a same-type trait or
   * the constraint's buildable type), not from the text: one inferred type
   * serves every operand of a variadic group, while a parsed type list
   * must match the group's count. */
  bool inferred;
} Slot;

typedef CM_VEC(unsigned) UnsignedVec;

struct CmOdsParseState {
  CmParser *p;
  CmOpState *st;
  const OdsOpInfo *info;
  const CmOdsOp *ods;
  CmOperandVec *ops;     /* per operand group */
  const char **ops_pos;  /* per operand group */
  Slot *slots;           /* operand groups, then result groups */
  CmOperandVec all_ops;  /* `operands` directive */
  bool has_all_ops;
  const char *all_ops_pos;
  CmTypeVec all_otypes, all_rtypes;
  bool has_all_otypes, has_all_rtypes;
  UnsignedVec region_groups;
  size_t region_base;
};

/* Adds ODS attribute `a` of the op being parsed (its interned name). */
static void add_ods_attr(CmOdsParseState *s, const CmOdsAttr *a, CmAttr *v) {
  CmNamedAttr na = {s->info->attr_idents[a - s->ods->attrs], v};
  CM_VEC_PUSH(s->st->attrs, na);
}

/* Errors of custom-op parsers carry upstream's "custom op 'name' " prefix
 * (OpAsmParser::emitError). */
static CmResult op_error_at(CmOdsParseState *s, const char *pos,
                            const char *fmt, ...) CM_PRINTF(3, 4);
static CmResult op_error_at(CmOdsParseState *s, const char *pos,
                            const char *fmt, ...) {
  CmBuf b;
  cm_buf_init(&b);
  va_list ap;
  va_start(ap, fmt);
  cm_buf_vprintf(&b, fmt, ap);
  va_end(ap);
  if (pos)
    cm_parser_error_at(s->p, pos, "custom op '%s' %s", s->info->def.name,
                       b.data ? b.data : "");
  else
    cm_emit_error(cm_op_state_loc(s->st), "custom op '%s' %s",
                  s->info->def.name, b.data ? b.data : "");
  cm_buf_free(&b);
  return CM_FAILURE;
}

#define MAX_MARKED 256
static const CmTypeConstraint *marked[MAX_MARKED];
static unsigned num_marked;
static pthread_mutex_t marked_lock = PTHREAD_MUTEX_INITIALIZER;

void cm_ods_mark_type_checked_at_parse(const CmTypeConstraint *c) {
  pthread_mutex_lock(&marked_lock);
  bool have = false;
  for (unsigned i = 0; i < num_marked; i++)
    if (marked[i] == c)
      have = true;
  if (!have && num_marked < MAX_MARKED)
    marked[num_marked++] = c;
  pthread_mutex_unlock(&marked_lock);
}

bool cm_ods_type_checked_at_parse(const CmTypeConstraint *c) {
  if (!c || !c->pred)
    return false;
  if (c == &cm_tc_index || c == &cm_tc_i1 || c == &cm_tc_i32 ||
      c == &cm_tc_i64 || c == &cm_tc_signless_int || c == &cm_tc_float ||
      c == &cm_tc_ranked_memref || c == &cm_tc_unranked_memref ||
      c == &cm_tc_tensor || c == &cm_tc_ranked_tensor || c == &cm_tc_vector ||
      c == &cm_tc_shaped || c == &cm_tc_function)
    return true;
  bool found = false;
  pthread_mutex_lock(&marked_lock);
  for (unsigned i = 0; i < num_marked && !found; i++)
    found = marked[i] == c;
  pthread_mutex_unlock(&marked_lock);
  return found;
}

static bool checked_at_parse(const CmTypeConstraint *c) {
  return cm_ods_type_checked_at_parse(c);
}

/* Whether the group in `slot` is the source of a type relation with a
 * transform (TypesMatchWith): upstream's generated parser checks the
 * source's constraint before applying the transform to it. */
static bool feeds_transform(const CmOdsParseState *s, int slot) {
  for (unsigned i = 0; i < s->ods->num_type_rels; i++)
    if (s->ods->type_rels[i].transform && s->info->rel_from[i] == slot)
      return true;
  return false;
}

static CmResult check_parsed_types(CmOdsParseState *s, const TypeRef *r,
                                   size_t n, CmType *const *types) {
  /* Operands, as upstream 13's generated parsers (which check while
   * resolving operands), and any group whose type a transform reads; a
   * result's own constraint is otherwise left to the verifier ("result
   * #0 must be ..."). */
  const CmOdsValue *v = NULL;
  bool check = false;
  if (r->kind == TR_OPERAND) {
    v = &s->ods->operands[r->idx];
    check = checked_at_parse(v->type) || feeds_transform(s, (int)r->idx);
  } else if (r->kind == TR_RESULT) {
    v = &s->ods->results[r->idx];
    check = feeds_transform(s, (int)(s->ods->num_operands + r->idx));
  }
  if (!check || !v->type || !v->type->pred)
    return CM_SUCCESS;
  for (size_t i = 0; i < n; i++) {
    if (v->type->pred(types[i], v->type->arg))
      continue;
    CmBuf tb;
    cm_buf_init(&tb);
    cm_print_type_to(types[i], &tb);
    op_error_at(s, NULL, "'%s' must be %s, but got '%s'", v->name,
                v->type->summary ? v->type->summary : "",
                tb.data ? tb.data : "");
    cm_buf_free(&tb);
    return CM_FAILURE;
  }
  return CM_SUCCESS;
}

static CmTokKind punct_kind(const char *s, bool *ok) {
  static const struct {
    const char *s;
    CmTokKind k;
  } tab[] = {{"->", CM_TOK_ARROW},   {":", CM_TOK_COLON},
             {",", CM_TOK_COMMA},    {"...", CM_TOK_ELLIPSIS},
             {"=", CM_TOK_EQUAL},    {">", CM_TOK_GREATER},
             {"{", CM_TOK_LBRACE},   {"(", CM_TOK_LPAREN},
             {"[", CM_TOK_LSQUARE},  {"<", CM_TOK_LESS},
             {"-", CM_TOK_MINUS},    {"+", CM_TOK_PLUS},
             {"?", CM_TOK_QUESTION}, {"}", CM_TOK_RBRACE},
             {")", CM_TOK_RPAREN},   {"]", CM_TOK_RSQUARE},
             {"*", CM_TOK_STAR},     {"|", CM_TOK_VBAR}};
  for (size_t i = 0; i < sizeof tab / sizeof tab[0]; i++)
    if (strcmp(tab[i].s, s) == 0) {
      *ok = true;
      return tab[i].k;
    }
  *ok = false;
  return CM_TOK_ERROR;
}

static int find_by_name(const CmOdsValue *v, unsigned n, const char *name) {
  return find_value(v, n, name);
}

CmResult cm_ods_state_set_operands(CmOdsParseState *s, const char *name,
                                   size_t n, const CmUnresolvedOperand *ops) {
  int g = find_by_name(s->ods->operands, s->ods->num_operands, name);
  if (g < 0)
    return CM_FAILURE;
  if (!s->ops_pos[g])
    s->ops_pos[g] = n ? ops[0].pos : cm_parser_pos(s->p);
  for (size_t i = 0; i < n; i++)
    CM_VEC_PUSH(s->ops[g], ops[i]);
  return CM_SUCCESS;
}

CmResult cm_ods_state_set_types(CmOdsParseState *s, const char *name,
                                size_t n, CmType *const *types) {
  int g = find_by_name(s->ods->operands, s->ods->num_operands, name);
  Slot *slot = NULL;
  if (g >= 0)
    slot = &s->slots[g];
  else if ((g = find_by_name(s->ods->results, s->ods->num_results, name)) >= 0)
    slot = &s->slots[s->ods->num_operands + (unsigned)g];
  if (!slot)
    return CM_FAILURE;
  for (size_t i = 0; i < n; i++)
    CM_VEC_PUSH(slot->types, types[i]);
  slot->known = true;
  return CM_SUCCESS;
}

CmResult cm_ods_state_set_attr(CmOdsParseState *s, const char *name,
                               CmAttr *value) {
  cm_op_state_add_attr(s->st, name, value);
  return CM_SUCCESS;
}

CmOpState *cm_ods_state_op_state(CmOdsParseState *s) { return s->st; }

/* Operand list: `%a, %b, ...` (possibly empty). */
static CmOptResult parse_operand_list(CmParser *p, CmOperandVec *out,
                                      bool at_least_one) {
  CmUnresolvedOperand u;
  CmOptResult o = cm_parse_optional_operand(p, &u);
  if (o == CM_OPT_FAILURE)
    return o;
  if (o == CM_OPT_NONE) {
    if (at_least_one) {
      cm_parser_error(p, "expected SSA operand");
      return CM_OPT_FAILURE;
    }
    return CM_OPT_NONE;
  }
  CM_VEC_PUSH(*out, u);
  while (cm_parse_optional_tok(p, CM_TOK_COMMA)) {
    if (cm_failed(cm_parse_operand(p, &u)))
      return CM_OPT_FAILURE;
    CM_VEC_PUSH(*out, u);
  }
  return CM_OPT_SUCCESS;
}

static CmOptResult parse_type_list_opt(CmParser *p, CmTypeVec *out) {
  CmType *t;
  CmOptResult o = cm_parse_optional_type(p, &t);
  if (o != CM_OPT_SUCCESS)
    return o;
  CM_VEC_PUSH(*out, t);
  while (cm_parse_optional_tok(p, CM_TOK_COMMA)) {
    if (cm_failed(cm_parse_type(p, &t)))
      return CM_OPT_FAILURE;
    CM_VEC_PUSH(*out, t);
  }
  return CM_OPT_SUCCESS;
}

static Slot *ref_slot(CmOdsParseState *s, const TypeRef *r) {
  if (r->kind == TR_OPERAND)
    return &s->slots[r->idx];
  if (r->kind == TR_RESULT)
    return &s->slots[s->ods->num_operands + r->idx];
  return NULL;
}

static CmOdsArity ref_arity(CmOdsParseState *s, const TypeRef *r) {
  if (r->kind == TR_OPERAND)
    return s->ods->operands[r->idx].arity;
  if (r->kind == TR_RESULT)
    return s->ods->results[r->idx].arity;
  return CM_ODS_VARIADIC;
}

static void set_ref_types(CmOdsParseState *s, const TypeRef *r, size_t n,
                          CmType *const *types) {
  Slot *slot = ref_slot(s, r);
  CmTypeVec *v = slot ? &slot->types
                      : r->kind == TR_OPERANDS ? &s->all_otypes
                                               : &s->all_rtypes;
  for (size_t i = 0; i < n; i++)
    CM_VEC_PUSH(*v, types[i]);
  if (slot)
    slot->known = true;
  else if (r->kind == TR_OPERANDS)
    s->has_all_otypes = true;
  else
    s->has_all_rtypes = true;
}

static void ensure_terminator(CmOdsParseState *s, CmRegion *r) {
  const char *term = s->info->def.implicit_terminator;
  if (!(s->info->def.traits & CM_TRAIT_SINGLE_BLOCK_IMPLICIT_TERMINATOR) ||
      !term)
    return;
  if (cm_region_empty(r))
    cm_region_append_block(r, cm_block_create());
  CmBlock *b = r->last;
  if (b->last && cm_op_name_is(b->last, term))
    return;
  if (b->last && cm_op_opname(b->last)->def &&
      (cm_op_opname(b->last)->def->traits & CM_TRAIT_TERMINATOR))
    return;
  CmOp *t = cm_op_create_v(s->st->ctx, term, NULL, 0, NULL, 0, NULL,
                           NULL, 0, NULL, 0);
  cm_op_set_locref(t, cm_op_state_locref(s->st));
  cm_block_append_op(b, t);
}

static CmOptResult parse_one_region(CmOdsParseState *s, unsigned group,
                                    bool optional) {
  if (optional && cm_parser_token(s->p)->kind != CM_TOK_LBRACE)
    return CM_OPT_NONE;
  CmRegion *r = cm_op_state_add_region(s->st);
  CM_VEC_PUSH(s->region_groups, group);
  if (cm_failed(cm_parse_region(s->p, r, 0, NULL, false)))
    return CM_OPT_FAILURE;
  ensure_terminator(s, r);
  return CM_OPT_SUCCESS;
}

static CmOptResult parse_region_list(CmOdsParseState *s, unsigned group,
                                     bool optional) {
  CmOptResult o = parse_one_region(s, group, true);
  if (o != CM_OPT_SUCCESS) {
    if (o == CM_OPT_NONE && !optional) {
      cm_parser_error(s->p, "expected '{' to begin a region");
      return CM_OPT_FAILURE;
    }
    return o;
  }
  while (cm_parse_optional_tok(s->p, CM_TOK_COMMA))
    if (parse_one_region(s, group, false) != CM_OPT_SUCCESS)
      return CM_OPT_FAILURE;
  return CM_OPT_SUCCESS;
}

/* `^bb` (one successor; `list`: a comma-separated list, as upstream's
 * variadic successors and the `successors` directive). */
static CmOptResult parse_successor_list(CmOdsParseState *s, bool optional,
                                        bool list) {
  CmBlock *b;
  CmOptResult o = cm_parse_optional_successor(s->p, &b);
  if (o == CM_OPT_FAILURE)
    return o;
  if (o == CM_OPT_NONE) {
    if (!optional) {
      cm_parser_error(s->p, "expected block name");
      return CM_OPT_FAILURE;
    }
    return o;
  }
  CM_VEC_PUSH(s->st->successors, b);
  while (list && cm_parse_optional_tok(s->p, CM_TOK_COMMA)) {
    if (cm_failed(cm_parse_successor(s->p, &b)))
      return CM_OPT_FAILURE;
    CM_VEC_PUSH(s->st->successors, b);
  }
  return CM_OPT_SUCCESS;
}

static bool is_unit_attr(const CmOdsParseState *s, const FmtElem *e) {
  return e->kind == FE_ATTR && s->ods->attrs[e->idx].constraint == &cm_ac_unit;
}

static CmOptResult parse_attr(CmOdsParseState *s, const FmtElem *e,
                              bool optional) {
  CmParser *p = s->p;
  const CmOdsAttr *a = &s->ods->attrs[e->idx];
  const CmAttrConstraint *c = a->constraint ? a->constraint : &cm_ac_any;
  CmContext *ctx = s->st->ctx;
  if (c == &cm_ac_unit) {
    if (cm_parse_optional_keyword(p, a->name)) {
      add_ods_attr(s, a, cm_unit_attr(ctx));
      return CM_OPT_SUCCESS;
    }
    return optional ? CM_OPT_NONE : CM_OPT_SUCCESS;
  }
  if (c->cases) {
    const char *pos = cm_parser_pos(p);
    const CmToken *tok = cm_parser_token(p);
    if (tok->kind == CM_TOK_BARE_ID) {
      for (unsigned i = 0; i < c->num_cases; i++)
        if (strlen(c->cases[i].keyword) == tok->len &&
            memcmp(c->cases[i].keyword, tok->pos, tok->len) == 0) {
          cm_parse_optional_keyword(p, c->cases[i].keyword);
          add_ods_attr(
              s, a,
              cm_integer_attr(cm_integer_type(ctx, 64, CM_SIGNLESS),
                              c->cases[i].value));
          return CM_OPT_SUCCESS;
        }
    }
    CmBuf sbuf;
    cm_buf_init(&sbuf);
    if (tok->kind == CM_TOK_STRING && cm_parse_optional_string(p, &sbuf)) {
      CmStr kw = {sbuf.data ? sbuf.data : "", sbuf.len};
      for (unsigned i = 0; i < c->num_cases; i++)
        if (cm_str_eq_c(kw, c->cases[i].keyword)) {
          add_ods_attr(
              s, a,
              cm_integer_attr(cm_integer_type(ctx, 64, CM_SIGNLESS),
                              c->cases[i].value));
          cm_buf_free(&sbuf);
          return CM_OPT_SUCCESS;
        }
      op_error_at(s, pos, "invalid %s attribute specification: \"%.*s\"",
                  a->name, (int)kw.len, kw.data);
      cm_buf_free(&sbuf);
      return CM_OPT_FAILURE;
    }
    cm_buf_free(&sbuf);
    if (optional)
      return CM_OPT_NONE;
    if (a->optional) {
      /* An OptionalAttr enum (reached after its group's anchor): 13's
       * parser then reads a whole attribute with NoneType, so a bare word
       * or punctuation fails in the attribute parser ("expected
       * non-function type", "integer literal not valid for specified
       * type"), and any attribute but a string is of the wrong kind. */
      CmAttr *v = NULL;
      if (cm_failed(cm_parse_attribute(p, cm_none_type(ctx), &v)))
        return CM_OPT_FAILURE;
      op_error_at(s, pos, "invalid kind of attribute specified");
      return CM_OPT_FAILURE;
    }
    CmBuf l;
    cm_buf_init(&l);
    for (unsigned i = 0; i < c->num_cases; i++) {
      if (i)
        cm_buf_puts(&l, ", ");
      cm_buf_puts(&l, c->cases[i].keyword);
    }
    op_error_at(s, pos,
                "expected string or keyword containing one of the following "
                "enum values for attribute '%s' [%s]",
                a->name, l.data ? l.data : "");
    cm_buf_free(&l);
    return CM_OPT_FAILURE;
  }
  if (c == &cm_ac_symbol_name) {
    CmNamedAttrVec v = {0};
    bool got = cm_parse_optional_symbol_name(p, a->name, &v);
    for (size_t i = 0; i < v.len; i++)
      CM_VEC_PUSH(s->st->attrs, v.data[i]);
    CM_VEC_FREE(v);
    if (got)
      return CM_OPT_SUCCESS;
    if (optional)
      return CM_OPT_NONE;
    op_error_at(s, cm_parser_pos(p),
                "expected valid '@'-identifier for symbol name");
    return CM_OPT_FAILURE;
  }
  CmType *stype = c->storage_type ? c->storage_type(ctx) : NULL;
  if (c == &cm_ac_array || c == &cm_ac_i64_array)
    stype = cm_none_type(ctx); /* ArrayAttr's value type is NoneType */
  CmAttr *v = NULL;
  const char *pos = cm_parser_pos(p);
  if (optional) {
    CmOptResult o = cm_parse_optional_attribute(p, stype, &v);
    if (o != CM_OPT_SUCCESS)
      return o;
  } else if (cm_failed(cm_parse_attribute(p, stype, &v))) {
    return CM_OPT_FAILURE;
  }
  /* Kind check as upstream's typed parseAttribute. */
  bool kind_ok = true;
  if (c == &cm_ac_string)
    kind_ok = v->kind == CM_ATTR_STRING;
  else if (c == &cm_ac_symbol_ref)
    kind_ok = v->kind == CM_ATTR_SYMBOL_REF;
  else if (c == &cm_ac_flat_symbol_ref || c == &cm_ac_callee)
    /* (FlatSymbolRefAttr: no nested references) */
    kind_ok = v->kind == CM_ATTR_SYMBOL_REF && v->symref.num_nested == 0;
  else if (c == &cm_ac_type || c == &cm_ac_function_type)
    kind_ok = v->kind == CM_ATTR_TYPE;
  else if (c == &cm_ac_array || c == &cm_ac_i64_array)
    kind_ok = v->kind == CM_ATTR_ARRAY;
  else if (c == &cm_ac_dict)
    kind_ok = v->kind == CM_ATTR_DICTIONARY;
  else if (c == &cm_ac_affine_map)
    kind_ok = v->kind == CM_ATTR_AFFINE_MAP;
  else if (c == &cm_ac_i32 || c == &cm_ac_i64 || c == &cm_ac_index ||
           c == &cm_ac_int || c == &cm_ac_bool)
    kind_ok = v->kind == CM_ATTR_INTEGER;
  else if (c == &cm_ac_float)
    kind_ok = v->kind == CM_ATTR_FLOAT;
  if (!kind_ok) {
    op_error_at(s, pos, "invalid kind of attribute specified");
    return CM_OPT_FAILURE;
  }
  add_ods_attr(s, a, v);
  return CM_OPT_SUCCESS;
}

static CmOptResult parse_elem(CmOdsParseState *s, const FmtElem *e,
                              bool optional);

static CmOptResult parse_group(CmOdsParseState *s, const FmtElem *e) {
  unsigned first = 0;
  while (first < e->nchildren && e->children[first].kind == FE_SPACE)
    first++;
  if (first == e->nchildren)
    return CM_OPT_NONE;
  CmOptResult o = parse_elem(s, &e->children[first], true);
  if (o != CM_OPT_SUCCESS)
    return o;
  const FmtElem *anchor = &e->children[e->anchor];
  for (unsigned i = first + 1; i < e->nchildren; i++) {
    const FmtElem *c = &e->children[i];
    if (c == anchor && is_unit_attr(s, c))
      continue;
    if (parse_elem(s, c, false) == CM_OPT_FAILURE)
      return CM_OPT_FAILURE;
  }
  if (is_unit_attr(s, anchor) && anchor != &e->children[first])
    add_ods_attr(s, &s->ods->attrs[anchor->idx],
                         cm_unit_attr(s->st->ctx));
  return CM_OPT_SUCCESS;
}

static CmOptResult parse_elem(CmOdsParseState *s, const FmtElem *e,
                              bool optional) {
  CmParser *p = s->p;
  switch (e->kind) {
  case FE_SPACE:
    return CM_OPT_SUCCESS;
  case FE_LITERAL: {
    bool punct = e->punct;
    CmTokKind k = (CmTokKind)e->tok;
    if (optional) {
      bool got = punct ? cm_parse_optional_tok(p, k)
                       : cm_parse_optional_keyword(p, e->text);
      return got ? CM_OPT_SUCCESS : CM_OPT_NONE;
    }
    CmResult r = punct ? cm_parse_tok(p, k) : cm_parse_keyword(p, e->text);
    return r ? CM_OPT_FAILURE : CM_OPT_SUCCESS;
  }
  case FE_OPERAND: {
    const CmOdsValue *v = &s->ods->operands[e->idx];
    const char *pos = cm_parser_pos(p);
    if (!s->ops_pos[e->idx])
      s->ops_pos[e->idx] = pos;
    if (v->arity == CM_ODS_VARIADIC) {
      CmOptResult o = parse_operand_list(p, &s->ops[e->idx], false);
      return o == CM_OPT_NONE && !optional ? CM_OPT_SUCCESS : o;
    }
    CmUnresolvedOperand u;
    CmOptResult o;
    if (v->arity == CM_ODS_OPTIONAL || optional) {
      o = cm_parse_optional_operand(p, &u);
      if (o == CM_OPT_NONE)
        return optional ? CM_OPT_NONE : CM_OPT_SUCCESS;
    } else {
      o = cm_parse_operand(p, &u) ? CM_OPT_FAILURE : CM_OPT_SUCCESS;
    }
    if (o == CM_OPT_SUCCESS)
      CM_VEC_PUSH(s->ops[e->idx], u);
    return o;
  }
  case FE_OPERANDS: {
    s->has_all_ops = true;
    s->all_ops_pos = cm_parser_pos(p);
    CmOptResult o = parse_operand_list(p, &s->all_ops, false);
    return o == CM_OPT_NONE && !optional ? CM_OPT_SUCCESS : o;
  }
  case FE_ATTR:
    return parse_attr(s, e, optional);
  case FE_REGION: {
    const CmOdsRegion *r = &s->ods->regions[e->idx];
    if (r->variadic)
      return parse_region_list(s, e->idx, true);
    return parse_one_region(s, e->idx, optional);
  }
  case FE_REGIONS: {
    /* every region group in order; regions are assigned greedily */
    CmOptResult o = parse_region_list(s, 0, true);
    if (o == CM_OPT_NONE && !optional)
      return CM_OPT_SUCCESS;
    return o;
  }
  case FE_SUCCESSOR:
    return parse_successor_list(
        s, optional || s->ods->successors[e->idx].variadic,
        s->ods->successors[e->idx].variadic);
  case FE_SUCCESSORS: {
    CmOptResult o = parse_successor_list(s, true, true);
    return o == CM_OPT_NONE && !optional ? CM_OPT_SUCCESS : o;
  }
  case FE_ATTR_DICT: {
    CmNamedAttrVec v = {0};
    CmResult r = e->with_kw ? cm_parse_optional_attr_dict_with_keyword(p, &v)
                            : cm_parse_optional_attr_dict(p, &v);
    for (size_t i = 0; i < v.len; i++)
      CM_VEC_PUSH(s->st->attrs, v.data[i]);
    CM_VEC_FREE(v);
    return r ? CM_OPT_FAILURE : CM_OPT_SUCCESS;
  }
  case FE_TYPE: {
    CmOdsArity ar = ref_arity(s, &e->ref);
    if (ar == CM_ODS_ONE && !optional) {
      CmType *t;
      if (cm_failed(cm_parse_type(p, &t)) ||
          cm_failed(check_parsed_types(s, &e->ref, 1, &t)))
        return CM_OPT_FAILURE;
      set_ref_types(s, &e->ref, 1, &t);
      return CM_OPT_SUCCESS;
    }
    CmTypeVec v = {0};
    CmOptResult o;
    if (ar == CM_ODS_VARIADIC) {
      o = parse_type_list_opt(p, &v);
      if (o == CM_OPT_NONE && !optional) {
        /* upstream's parseTypeList wants at least one type: report it */
        CmType *t;
        if (cm_failed(cm_parse_type(p, &t))) {
          o = CM_OPT_FAILURE;
        } else {
          CM_VEC_PUSH(v, t);
          o = CM_OPT_SUCCESS;
        }
      }
    } else {
      CmType *t;
      o = cm_parse_optional_type(p, &t);
      if (o == CM_OPT_SUCCESS)
        CM_VEC_PUSH(v, t);
    }
    if (o != CM_OPT_FAILURE &&
        cm_failed(check_parsed_types(s, &e->ref, v.len, v.data)))
      o = CM_OPT_FAILURE;
    if (o != CM_OPT_FAILURE && (o == CM_OPT_SUCCESS || !optional))
      set_ref_types(s, &e->ref, v.len, v.data);
    CM_VEC_FREE(v);
    if (o == CM_OPT_NONE && !optional)
      return CM_OPT_SUCCESS;
    return o;
  }
  case FE_FUNC_TYPE: {
    CmType *t;
    const char *pos = cm_parser_pos(p);
    if (optional) {
      CmOptResult o = cm_parse_optional_type(p, &t);
      if (o != CM_OPT_SUCCESS)
        return o;
    } else if (cm_failed(cm_parse_type(p, &t))) {
      return CM_OPT_FAILURE;
    }
    if (t->kind != CM_TYPE_FUNCTION) {
      op_error_at(s, pos, "invalid kind of type specified");
      return CM_OPT_FAILURE;
    }
    set_ref_types(s, &e->ref, t->func.num_inputs, t->func.types);
    set_ref_types(s, &e->ref2, t->func.num_results,
                  t->func.types + t->func.num_inputs);
    return CM_OPT_SUCCESS;
  }
  case FE_CUSTOM: {
    const CmOdsCustomDirective *d = &s->ods->custom_directives[e->idx];
    if (!d->parse)
      return CM_OPT_FAILURE;
    return d->parse(p, s, e->nargs, e->args) ? CM_OPT_FAILURE
                                             : CM_OPT_SUCCESS;
  }
  case FE_OPTIONAL:
    return parse_group(s, e) == CM_OPT_FAILURE ? CM_OPT_FAILURE
                                               : CM_OPT_SUCCESS;
  }
  return CM_OPT_FAILURE;
}

/* Fills unknown slots from relations, traits and buildable types. */
static void infer_slots(CmOdsParseState *s) {
  const CmOdsOp *ods = s->ods;
  unsigned nops = ods->num_operands, nslots = nops + ods->num_results;
  uint64_t traits = s->info->def.traits;
  for (unsigned iter = 0; iter <= nslots + 1; iter++) {
    bool changed = false;
    for (unsigned r = 0; r < ods->num_type_rels; r++) {
      const CmOdsTypeRel *rel = &ods->type_rels[r];
      int fs = s->info->rel_from[r], ts = s->info->rel_to[r];
      if (fs < 0 || ts < 0)
        continue;
      Slot *from = &s->slots[fs], *to = &s->slots[ts];
      if (!rel->transform && to->known && !from->known && to->types.len) {
        /* identity relations (AllTypesMatch) work both ways */
        Slot *tmp = from;
        from = to;
        to = tmp;
      }
      if (!from->known || to->known || from->types.len == 0)
        continue;
      CmType *ty = rel->transform ? rel->transform(from->types.data[0])
                                  : from->types.data[0];
      if (!ty)
        continue;
      CM_VEC_PUSH(to->types, ty);
      to->known = to->inferred = true;
      changed = true;
    }
    if (traits & (CM_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE |
                  CM_TRAIT_SAME_TYPE_OPERANDS)) {
      unsigned lim = (traits & CM_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE)
                         ? nslots
                         : nops;
      CmType *ty = NULL;
      for (unsigned i = 0; i < lim && !ty; i++)
        if (s->slots[i].known && s->slots[i].types.len)
          ty = s->slots[i].types.data[0];
      if (!ty && s->has_all_otypes && s->all_otypes.len)
        ty = s->all_otypes.data[0];
      if (ty)
        for (unsigned i = 0; i < lim; i++)
          if (!s->slots[i].known) {
            CM_VEC_PUSH(s->slots[i].types, ty);
            s->slots[i].known = s->slots[i].inferred = true;
            changed = true;
          }
    }
    for (unsigned i = 0; i < nslots; i++) {
      const CmOdsValue *v = i < nops ? &ods->operands[i]
                                     : &ods->results[i - nops];
      if (!s->slots[i].known && v->type && v->type->build) {
        CM_VEC_PUSH(s->slots[i].types, v->type->build(s->st->ctx));
        s->slots[i].known = s->slots[i].inferred = true;
        changed = true;
      }
    }
    if (!changed)
      break;
  }
}

CmAttr *cm_ods_segment_sizes_attr(CmContext *ctx, unsigned n,
                                  const unsigned *sz) {
  bool splat = n > 0;
  for (unsigned i = 1; i < n; i++)
    if (sz[i] != sz[0])
      splat = false;
  int64_t shape = n;
  CmType *vt = cm_vector_type(1, &shape, cm_integer_type(ctx, 32, CM_SIGNLESS));
  uint32_t small[16];
  uint32_t *data = n <= 16 ? small : cm_xmalloc(sizeof(uint32_t) * n);
  for (unsigned i = 0; i < n; i++)
    data[i] = sz[i];
  CmAttr *a = cm_dense_elements_attr(vt, splat, (splat ? 1 : n) * 4, data);
  if (data != small)
    free(data);
  return a;
}

static CmResult finish_parse(CmOdsParseState *s, const char *op_pos) {
  CmParser *p = s->p;
  CmOpState *st = s->st;
  const CmOdsOp *ods = s->ods;
  unsigned nops = ods->num_operands;
  infer_slots(s);

  /* Operands. */
  CmValueVec vals = {0};
  CmResult r = CM_SUCCESS;
  if (s->has_all_ops || s->has_all_otypes) {
    CmOperandVec all = {0};
    const char *pos = s->all_ops_pos;
    if (s->has_all_ops) {
      for (size_t i = 0; i < s->all_ops.len; i++)
        CM_VEC_PUSH(all, s->all_ops.data[i]);
    } else {
      /* operands parsed one by one, their types all at once: upstream's
       * generated parser reports a count mismatch at the op name */
      pos = cm_parser_op_name_pos(p);
      for (unsigned g = 0; g < nops; g++) {
        for (size_t i = 0; i < s->ops[g].len; i++)
          CM_VEC_PUSH(all, s->ops[g].data[i]);
      }
    }
    CmTypeVec types = {0};
    if (s->has_all_otypes) {
      for (size_t i = 0; i < s->all_otypes.len; i++)
        CM_VEC_PUSH(types, s->all_otypes.data[i]);
    } else {
      for (unsigned g = 0; g < nops; g++)
        for (size_t i = 0; i < s->slots[g].types.len; i++)
          CM_VEC_PUSH(types, s->slots[g].types.data[i]);
    }
    r = cm_resolve_operands(p, all.data, all.len, types.data, types.len,
                            pos ? pos : op_pos, &vals);
    CM_VEC_FREE(all);
    CM_VEC_FREE(types);
  } else {
    for (unsigned g = 0; g < nops && !r; g++) {
      Slot *sl = &s->slots[g];
      CmOperandVec *ops = &s->ops[g];
      const char *pos = s->ops_pos[g] ? s->ops_pos[g] : op_pos;
      if (!sl->known) {
        if (ops->len == 0)
          continue;
        r = cm_parser_error_at(p, pos, "failed to infer the type of operand "
                                       "'%s'",
                               ods->operands[g].name);
        break;
      }
      if (sl->inferred && sl->types.len == 1 && ops->len != 1 &&
          ods->operands[g].arity != CM_ODS_ONE)
        r = cm_resolve_operands_same_type(p, ops->data, ops->len,
                                          sl->types.data[0], &vals);
      else
        r = cm_resolve_operands(p, ops->data, ops->len, sl->types.data,
                                sl->types.len, pos, &vals);
    }
  }
  for (size_t i = 0; i < vals.len; i++)
    CM_VEC_PUSH(st->operands, vals.data[i]);
  CM_VEC_FREE(vals);
  if (r)
    return CM_FAILURE;

  uint64_t traits = s->info->def.traits;
  /* Always added, as upstream's generated parsers do: one also given in
   * the attr-dict is then reported as a duplicate. */
  if (traits & CM_TRAIT_ATTR_SIZED_OPERAND_SEGMENTS) {
    unsigned small[16] = {0};
    unsigned *sz = nops <= 16 ? small : cm_xmalloc(sizeof(unsigned) * nops);
    for (unsigned g = 0; g < nops; g++)
      sz[g] = (unsigned)s->ops[g].len;
    cm_op_state_add_attr(st, "operand_segment_sizes",
                         cm_ods_segment_sizes_attr(st->ctx, nops, sz));
    if (sz != small)
      free(sz);
  }

  /* Result types. */
  bool results_done = false;
  if (s->has_all_rtypes) {
    for (size_t i = 0; i < s->all_rtypes.len; i++)
      CM_VEC_PUSH(st->types, s->all_rtypes.data[i]);
    results_done = true;
  } else {
    bool all_known = true;
    for (unsigned g = 0; g < ods->num_results; g++)
      if (!s->slots[nops + g].known)
        all_known = false;
    if (all_known) {
      for (unsigned g = 0; g < ods->num_results; g++) {
        Slot *sl = &s->slots[nops + g];
        for (size_t i = 0; i < sl->types.len; i++)
          CM_VEC_PUSH(st->types, sl->types.data[i]);
      }
      results_done = true;
    }
  }
  if (!results_done) {
    const CmInferTypeInterface *inf =
        cm_op_def_interface(&s->info->def, CM_IFACE_INFER_TYPE);
    if (!inf || !inf->infer) {
      return cm_parser_error_at(p, op_pos,
                                "failed to infer the result types of '%s'",
                                s->info->def.name);
    }
    CmAttr *dict = cm_dict_attr(st->ctx, (unsigned)st->attrs.len,
                                st->attrs.data);
    CmTypeVec out = {0};
    CmResult ir = inf->infer(st->ctx, cm_op_state_loc(st),
                             (unsigned)st->operands.len, st->operands.data,
                             dict, 0, NULL, &out);
    for (size_t i = 0; i < out.len; i++)
      CM_VEC_PUSH(st->types, out.data[i]);
    CM_VEC_FREE(out);
    if (ir)
      return CM_FAILURE;
  }
  /* Always added, as upstream's generated parsers do: one also given in
   * the attr-dict is then reported as a duplicate. */
  if (traits & CM_TRAIT_ATTR_SIZED_RESULT_SEGMENTS) {
    unsigned nres = ods->num_results;
    unsigned small[16] = {0};
    unsigned *sz = nres <= 16 ? small : cm_xmalloc(sizeof(unsigned) * nres);
    for (unsigned g = 0; g < nres; g++)
      sz[g] = (unsigned)s->slots[nops + g].types.len;
    cm_op_state_add_attr(st, "result_segment_sizes",
                         cm_ods_segment_sizes_attr(st->ctx, nres, sz));
    if (sz != small)
      free(sz);
  }

  /* Regions in group order (stable). */
  size_t base = s->region_base, n = st->regions.len - base;
  for (size_t i = 1; i < n && i < s->region_groups.len; i++) {
    unsigned g = s->region_groups.data[i];
    CmRegion *rg = st->regions.data[base + i];
    size_t j = i;
    while (j > 0 && s->region_groups.data[j - 1] > g) {
      s->region_groups.data[j] = s->region_groups.data[j - 1];
      st->regions.data[base + j] = st->regions.data[base + j - 1];
      j--;
    }
    s->region_groups.data[j] = g;
    st->regions.data[base + j] = rg;
  }
  return CM_SUCCESS;
}

/* The memory of a parse state (its arrays and their vectors), kept per
 * thread and reused from op to op with lengths reset, so parsing an op
 * allocates nothing here once the vectors have grown.  A stack: a region
 * inside an op's format parses nested ops with states of their own. */
typedef struct ParseScratch {
  struct ParseScratch *next;
  unsigned cap; /* entries of ops, ops_pos and slots */
  CmOperandVec *ops;
  const char **ops_pos;
  Slot *slots;
  CmOperandVec all_ops;
  CmTypeVec all_otypes, all_rtypes;
  UnsignedVec region_groups;
} ParseScratch;

/* The thread's free scratches.  A key registered once per thread frees
 * them when it exits (its destructor runs while the thread's
 * _Thread_local variables are still there, as for the uniquer's caches). */
static _Thread_local ParseScratch *tl_scratch;
static _Thread_local bool tl_scratch_registered;
static pthread_key_t scratch_key;
static pthread_once_t scratch_once = PTHREAD_ONCE_INIT;

static void scratch_free_all(void *unused) {
  (void)unused;
  for (ParseScratch *sc = tl_scratch, *n; sc; sc = n) {
    n = sc->next;
    for (unsigned i = 0; i < sc->cap; i++) {
      CM_VEC_FREE(sc->ops[i]);
      CM_VEC_FREE(sc->slots[i].types);
    }
    free(sc->ops);
    free(sc->ops_pos);
    free(sc->slots);
    CM_VEC_FREE(sc->all_ops);
    CM_VEC_FREE(sc->all_otypes);
    CM_VEC_FREE(sc->all_rtypes);
    CM_VEC_FREE(sc->region_groups);
    free(sc);
  }
  tl_scratch = NULL;
}
static void scratch_key_init(void) {
  pthread_key_create(&scratch_key, scratch_free_all);
}

/* A scratch with room for `n` groups, every length zero. */
static ParseScratch *scratch_take(unsigned n) {
  ParseScratch *sc = tl_scratch;
  if (sc) {
    tl_scratch = sc->next;
  } else {
    sc = cm_xcalloc(1, sizeof *sc);
    if (!tl_scratch_registered) {
      tl_scratch_registered = true;
      pthread_once(&scratch_once, scratch_key_init);
      pthread_setspecific(scratch_key, (void *)1); /* any non-NULL value */
    }
  }
  sc->next = NULL;
  if (sc->cap < n) {
    unsigned cap = n < 8 ? 8 : n;
    sc->ops = cm_xrealloc(sc->ops, sizeof(CmOperandVec) * cap);
    sc->ops_pos = cm_xrealloc(sc->ops_pos, sizeof(char *) * cap);
    sc->slots = cm_xrealloc(sc->slots, sizeof(Slot) * cap);
    memset(sc->ops + sc->cap, 0, sizeof(CmOperandVec) * (cap - sc->cap));
    memset(sc->slots + sc->cap, 0, sizeof(Slot) * (cap - sc->cap));
    sc->cap = cap;
  }
  return sc;
}

static void scratch_give_back(ParseScratch *sc, unsigned n) {
  for (unsigned i = 0; i < n; i++) {
    sc->ops[i].len = 0;
    sc->slots[i].types.len = 0;
  }
  sc->all_ops.len = sc->all_otypes.len = sc->all_rtypes.len = 0;
  sc->region_groups.len = 0;
  sc->next = tl_scratch;
  tl_scratch = sc;
}

CmResult cm_ods_format_parse(CmParser *p, CmOpState *st) {
  const OdsOpInfo *info = cm_ods_info(st->name->def);
  if (!info || !info->fmt)
    return cm_parser_error(p, "op has no custom assembly format");
  const CmOdsOp *ods = info->ods;
  unsigned nslots = ods->num_operands + ods->num_results;
  unsigned n = nslots + 1;
  ParseScratch *sc = scratch_take(n);
  CmOdsParseState s;
  memset(&s, 0, sizeof s);
  s.p = p;
  s.st = st;
  s.info = info;
  s.ods = ods;
  s.ops = sc->ops;
  s.ops_pos = sc->ops_pos;
  s.slots = sc->slots;
  memset(s.ops_pos, 0, sizeof(char *) * n);
  for (unsigned i = 0; i < n; i++)
    s.slots[i].known = s.slots[i].inferred = false;
  s.all_ops = sc->all_ops;
  s.all_otypes = sc->all_otypes;
  s.all_rtypes = sc->all_rtypes;
  s.region_groups = sc->region_groups;
  s.region_base = st->regions.len;
  const char *op_pos = cm_parser_pos(p);
  CmResult r = CM_SUCCESS;
  for (unsigned i = 0; i < info->fmt->nelems && !r; i++)
    if (parse_elem(&s, &info->fmt->elems[i], false) == CM_OPT_FAILURE)
      r = CM_FAILURE;
  if (!r)
    r = finish_parse(&s, op_pos);
  /* The vectors may have grown (moved): the scratch keeps them. */
  sc->all_ops = s.all_ops;
  sc->all_otypes = s.all_otypes;
  sc->all_rtypes = s.all_rtypes;
  sc->region_groups = s.region_groups;
  scratch_give_back(sc, n);
  return r;
}

/* ====================================================================== */
/* Printing                                                                */
/* ====================================================================== */

typedef struct PrintState {
  CmPrinter *p;
  CmOp *op;
  const OdsOpInfo *info;
  unsigned *osizes, *rsizes;
  bool osizes_ok, rsizes_ok;
  bool should_space, last_punct;
} PrintState;

/* Whether a space goes before literal `v` (when one is due): always before
 * a literal of several characters (`->` included), not before closing
 * punctuation or a comma, and after a non-punctuation element not before
 * any bracket either. */
static bool space_before(const char *v, bool last_punct) {
  if (!v[0] || v[1])
    return true;
  switch (v[0]) {
  case '>': case ')': case '}': case ']': case ',':
    return false;
  case '<': case '(': case '{': case '[':
    return last_punct;
  default:
    return true;
  }
}

static void group_range(const unsigned *sizes, bool ok, unsigned g,
                        unsigned total, unsigned *start, unsigned *count) {
  if (!ok) {
    *start = g == 0 ? 0 : total;
    *count = g == 0 ? total : 0;
    return;
  }
  *start = cm_ods_group_start(sizes, g);
  *count = sizes[g];
}

static void print_types(CmPrinter *p, unsigned n, CmValue *vals,
                        CmOpOperand *opnds) {
  for (unsigned i = 0; i < n; i++) {
    if (i)
      cm_print_str(p, ", ");
    cm_print_type(p, vals ? vals[i].type : cm_operand_value(&opnds[i])->type);
  }
}

/* Types of a type reference: values are operands [start, start+count) or
 * results. */
static void ref_range(PrintState *ps, const TypeRef *r, bool *is_result,
                      unsigned *start, unsigned *count) {
  CmOp *op = ps->op;
  switch (r->kind) {
  case TR_OPERAND:
    *is_result = false;
    group_range(ps->osizes, ps->osizes_ok, r->idx, cm_op_num_operands(op),
                start, count);
    break;
  case TR_RESULT:
    *is_result = true;
    group_range(ps->rsizes, ps->rsizes_ok, r->idx, cm_op_num_results(op), start,
                count);
    break;
  case TR_OPERANDS:
    *is_result = false;
    *start = 0;
    *count = cm_op_num_operands(op);
    break;
  case TR_RESULTS:
    *is_result = true;
    *start = 0;
    *count = cm_op_num_results(op);
    break;
  }
}

static void print_ref_types(PrintState *ps, const TypeRef *r) {
  bool res;
  unsigned s, c;
  ref_range(ps, r, &res, &s, &c);
  if (res)
    print_types(ps->p, c, cm_op_results(ps->op) + s, NULL);
  else
    print_types(ps->p, c, NULL, cm_op_operand_array(ps->op) + s);
}

static void print_region(PrintState *ps, CmRegion *r) {
  bool print_term = true;
  const CmOpDef *def = &ps->info->def;
  if ((def->traits & CM_TRAIT_SINGLE_BLOCK_IMPLICIT_TERMINATOR) &&
      !cm_region_empty(r)) {
    CmOp *t = r->first->last;
    if (t && (!def->implicit_terminator ||
              cm_op_name_is(t, def->implicit_terminator)))
      print_term = (cm_op_attrs(t) && cm_op_attrs(t)->dict.num) ||
                   cm_op_num_operands(t) || cm_op_num_results(t);
  }
  cm_print_region(ps->p, r, true, print_term);
}

static bool anchor_present(PrintState *ps, const FmtElem *e) {
  CmOp *op = ps->op;
  unsigned s, c;
  switch (e->kind) {
  case FE_OPERAND:
    group_range(ps->osizes, ps->osizes_ok, e->idx, cm_op_num_operands(op), &s,
                &c);
    return c > 0;
  case FE_ATTR:
    return cm_dict_get_ident(cm_op_attrs(op), ps->info->attr_idents[e->idx]) !=
           NULL;
  case FE_REGION: {
    /* non-empty region */
    unsigned ri = 0;
    for (unsigned g = 0; g < e->idx && ri < cm_op_num_regions(op); g++)
      ri++;
    return ri < cm_op_num_regions(op) && !cm_region_empty(cm_op_region(op, ri));
  }
  case FE_SUCCESSOR:
    return cm_op_num_successors(op) > 0;
  case FE_OPERANDS:
    return cm_op_num_operands(op) > 0;
  case FE_REGIONS:
    return cm_op_num_regions(op) > 0;
  case FE_SUCCESSORS:
    return cm_op_num_successors(op) > 0;
  case FE_TYPE:
  case FE_FUNC_TYPE: {
    bool res;
    ref_range(ps, &e->ref, &res, &s, &c);
    return c > 0;
  }
  case FE_CUSTOM:
    if (e->nargs) {
      const CmOdsDirArg *a = &e->args[0];
      if (a->kind == CM_DIR_ATTR)
        return cm_op_get_attr(op, a->name) != NULL;
      if (a->kind == CM_DIR_OPERAND)
        return cm_ods_operand_group(op, a->name, &s, &c) && c > 0;
    }
    return true;
  default:
    return true;
  }
}

static void print_elem(PrintState *ps, const FmtElem *e);

static void print_attr_var(PrintState *ps, const FmtElem *e) {
  const CmOdsAttr *a = &ps->info->ods->attrs[e->idx];
  CmAttr *v =
      cm_dict_get_ident(cm_op_attrs(ps->op), ps->info->attr_idents[e->idx]);
  if (!v)
    return;
  const CmAttrConstraint *c = a->constraint ? a->constraint : &cm_ac_any;
  if (c == &cm_ac_unit)
    return;
  if (c->cases && v->kind == CM_ATTR_INTEGER) {
    for (unsigned i = 0; i < c->num_cases; i++)
      if (c->cases[i].value == v->integer.value) {
        cm_print_str(ps->p, c->cases[i].keyword);
        return;
      }
  }
  if (c == &cm_ac_symbol_name && v->kind == CM_ATTR_STRING) {
    cm_print_symbol_name(ps->p, cm_ident_str(v->str.value));
    return;
  }
  if (c->storage_type && v->type == c->storage_type(cm_op_context(ps->op))) {
    cm_print_attr_no_type(ps->p, v);
    return;
  }
  cm_print_attr(ps->p, v);
}

static void print_elem(PrintState *ps, const FmtElem *e) {
  CmPrinter *p = ps->p;
  CmOp *op = ps->op;
  const CmOdsOp *ods = ps->info->ods;
  switch (e->kind) {
  case FE_LITERAL: {
    const char *t = e->text;
    if (ps->should_space && space_before(t, ps->last_punct))
      cm_print_str(p, " ");
    cm_print_str(p, t);
    bool one = t[0] && !t[1];
    ps->should_space =
        !one || !(t[0] == '<' || t[0] == '(' || t[0] == '{' || t[0] == '[');
    ps->last_punct = !(t[0] == '_' || isalpha((unsigned char)t[0]));
    return;
  }
  case FE_SPACE:
    if (e->space) {
      cm_print_str(p, " ");
      ps->last_punct = false;
    } else {
      ps->last_punct = true;
    }
    ps->should_space = false;
    return;
  case FE_ATTR_DICT: {
    const OdsFormat *f = ps->info->fmt;
    if (e->with_kw)
      cm_print_optional_attr_dict_with_keyword(p, cm_op_attrs(op), f->nelided,
                                               f->elided);
    else
      cm_print_optional_attr_dict(p, cm_op_attrs(op), f->nelided, f->elided);
    ps->last_punct = false;
    return;
  }
  case FE_OPTIONAL: {
    const FmtElem *anchor = &e->children[e->anchor];
    if (!anchor_present(ps, anchor))
      return;
    unsigned first = 0;
    while (first < e->nchildren && e->children[first].kind == FE_SPACE)
      first++;
    for (unsigned i = 0; i < e->nchildren; i++) {
      const FmtElem *c = &e->children[i];
      if (c == anchor && i != first && c->kind == FE_ATTR &&
          ods->attrs[c->idx].constraint == &cm_ac_unit)
        continue;
      print_elem(ps, c);
    }
    return;
  }
  default:
    break;
  }
  if (e->kind == FE_ATTR && ods->attrs[e->idx].constraint == &cm_ac_unit)
    return;
  if (ps->should_space || !ps->last_punct)
    cm_print_str(p, " ");
  ps->last_punct = false;
  ps->should_space = true;
  unsigned s, c;
  switch (e->kind) {
  case FE_OPERAND:
    group_range(ps->osizes, ps->osizes_ok, e->idx, cm_op_num_operands(op), &s,
                &c);
    for (unsigned i = 0; i < c; i++) {
      if (i)
        cm_print_str(p, ", ");
      cm_print_operand(p, cm_op_operand(op, s + i));
    }
    break;
  case FE_OPERANDS:
    cm_print_op_operands(p, op);
    break;
  case FE_ATTR:
    print_attr_var(ps, e);
    break;
  case FE_REGION: {
    /* fixed groups map one-to-one; a variadic group takes the rest */
    unsigned nfixed_after = 0;
    for (unsigned g = e->idx + 1; g < ods->num_regions; g++)
      nfixed_after++;
    s = e->idx;
    c = ods->regions[e->idx].variadic
            ? (cm_op_num_regions(op) > s + nfixed_after
                   ? cm_op_num_regions(op) - s - nfixed_after
                   : 0)
            : (s < cm_op_num_regions(op) ? 1 : 0);
    for (unsigned i = 0; i < c; i++) {
      if (i)
        cm_print_str(p, ", ");
      print_region(ps, cm_op_region(op, s + i));
    }
    break;
  }
  case FE_REGIONS:
    for (unsigned i = 0; i < cm_op_num_regions(op); i++) {
      if (i)
        cm_print_str(p, ", ");
      print_region(ps, cm_op_region(op, i));
    }
    break;
  case FE_SUCCESSOR:
    if (ods->successors[e->idx].variadic) {
      for (unsigned i = e->idx; i < cm_op_num_successors(op); i++) {
        if (i > e->idx)
          cm_print_str(p, ", ");
        cm_print_successor(p, cm_op_successor(op, i));
      }
    } else if (e->idx < cm_op_num_successors(op)) {
      cm_print_successor(p, cm_op_successor(op, e->idx));
    }
    break;
  case FE_SUCCESSORS:
    for (unsigned i = 0; i < cm_op_num_successors(op); i++) {
      if (i)
        cm_print_str(p, ", ");
      cm_print_successor(p, cm_op_successor(op, i));
    }
    break;
  case FE_TYPE:
    print_ref_types(ps, &e->ref);
    break;
  case FE_FUNC_TYPE: {
    cm_print_str(p, "(");
    print_ref_types(ps, &e->ref);
    cm_print_str(p, ") -> ");
    bool res;
    ref_range(ps, &e->ref2, &res, &s, &c);
    CmType *small[8];
    CmType **ts = c <= 8 ? small : cm_xmalloc(sizeof(CmType *) * c);
    for (unsigned i = 0; i < c; i++)
      ts[i] = res ? cm_op_result(op, s + i)->type
                  : cm_op_operand(op, s + i)->type;
    cm_print_arrow_type_list(p, c, ts);
    if (ts != small)
      free(ts);
    break;
  }
  case FE_CUSTOM: {
    const CmOdsCustomDirective *d = &ods->custom_directives[e->idx];
    if (d->print)
      d->print(p, op, e->nargs, e->args);
    break;
  }
  default:
    break;
  }
}

void cm_ods_format_print(CmPrinter *p, CmOp *op) {
  const OdsOpInfo *info = cm_ods_info(cm_op_opname(op)->def);
  if (!info || !info->fmt)
    return;
  const CmOdsOp *ods = info->ods;
  unsigned so[16], sr[16];
  PrintState ps;
  memset(&ps, 0, sizeof ps);
  ps.p = p;
  ps.op = op;
  ps.info = info;
  ps.osizes = ods->num_operands <= 16
                  ? so
                  : cm_xmalloc(sizeof(unsigned) * ods->num_operands);
  ps.rsizes = ods->num_results <= 16
                  ? sr
                  : cm_xmalloc(sizeof(unsigned) * ods->num_results);
  ps.osizes_ok = cm_ods_operand_sizes(op, ps.osizes);
  ps.rsizes_ok = cm_ods_result_sizes(op, ps.rsizes);
  ps.should_space = true;
  ps.last_punct = false;
  for (unsigned i = 0; i < info->fmt->nelems; i++)
    print_elem(&ps, &info->fmt->elems[i]);
  if (ps.osizes != so)
    free(ps.osizes);
  if (ps.rsizes != sr)
    free(ps.rsizes);
}
