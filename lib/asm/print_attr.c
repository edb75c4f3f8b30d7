/* print_attr.c - printing types, attributes, locations and affine objects,
 * and alias collection, as upstream MLIR 13's ModulePrinter. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "printer_internal.h"

/* ---------------------------------------------------------------------
 * strings
 * --------------------------------------------------------------------- */
/* Character classes of the printer (ASCII, as the "C" locale):
 * CC_PLAIN: printed as is inside a string literal;
 * CC_ID0 / CC_ID: may start / continue a bare identifier. */
enum { CC_PLAIN = 1, CC_ID0 = 2, CC_ID = 4 };
static const uint8_t cclass[256] = {
#define CC_P CC_PLAIN
#define CC_I (CC_PLAIN | CC_ID)
#define CC_A (CC_PLAIN | CC_ID0 | CC_ID)
    /* 0x00-0x1f: control characters */
    [' '] = CC_P, ['!'] = CC_P, ['#'] = CC_P, ['$'] = CC_I, ['%'] = CC_P,
    ['&'] = CC_P, ['\''] = CC_P, ['('] = CC_P, [')'] = CC_P, ['*'] = CC_P,
    ['+'] = CC_P, [','] = CC_P, ['-'] = CC_P, ['.'] = CC_I, ['/'] = CC_P,
    ['0'] = CC_I, ['1'] = CC_I, ['2'] = CC_I, ['3'] = CC_I, ['4'] = CC_I,
    ['5'] = CC_I, ['6'] = CC_I, ['7'] = CC_I, ['8'] = CC_I, ['9'] = CC_I,
    [':'] = CC_P, [';'] = CC_P, ['<'] = CC_P, ['='] = CC_P, ['>'] = CC_P,
    ['?'] = CC_P, ['@'] = CC_P, ['A'] = CC_A, ['B'] = CC_A, ['C'] = CC_A,
    ['D'] = CC_A, ['E'] = CC_A, ['F'] = CC_A, ['G'] = CC_A, ['H'] = CC_A,
    ['I'] = CC_A, ['J'] = CC_A, ['K'] = CC_A, ['L'] = CC_A, ['M'] = CC_A,
    ['N'] = CC_A, ['O'] = CC_A, ['P'] = CC_A, ['Q'] = CC_A, ['R'] = CC_A,
    ['S'] = CC_A, ['T'] = CC_A, ['U'] = CC_A, ['V'] = CC_A, ['W'] = CC_A,
    ['X'] = CC_A, ['Y'] = CC_A, ['Z'] = CC_A, ['['] = CC_P, [']'] = CC_P,
    ['^'] = CC_P, ['_'] = CC_A, ['`'] = CC_P, ['a'] = CC_A, ['b'] = CC_A,
    ['c'] = CC_A, ['d'] = CC_A, ['e'] = CC_A, ['f'] = CC_A, ['g'] = CC_A,
    ['h'] = CC_A, ['i'] = CC_A, ['j'] = CC_A, ['k'] = CC_A, ['l'] = CC_A,
    ['m'] = CC_A, ['n'] = CC_A, ['o'] = CC_A, ['p'] = CC_A, ['q'] = CC_A,
    ['r'] = CC_A, ['s'] = CC_A, ['t'] = CC_A, ['u'] = CC_A, ['v'] = CC_A,
    ['w'] = CC_A, ['x'] = CC_A, ['y'] = CC_A, ['z'] = CC_A, ['{'] = CC_P,
    ['|'] = CC_P, ['}'] = CC_P, ['~'] = CC_P,
    /* '"', '\\', 0x7f and above: escaped */
#undef CC_P
#undef CC_I
#undef CC_A
};

void cm_pr_escaped(CmBuf *b, const char *s, size_t n) {
  size_t i = 0;
  while (i < n) {
    size_t j = i;
    while (j < n && (cclass[(unsigned char)s[j]] & CC_PLAIN)) j++;
    if (j > i) cm_buf_putn(b, s + i, j - i);
    if (j == n) return;
    unsigned char c = (unsigned char)s[j];
    if (c == '\\') {
      cm_buf_putn(b, "\\\\", 2);
    } else {
      char tmp[3] = {'\\', "0123456789ABCDEF"[c >> 4],
                     "0123456789ABCDEF"[c & 15]};
      cm_buf_putn(b, tmp, 3);
    }
    i = j + 1;
  }
}

bool cm_pr_is_bare_ident(const char *s, size_t n) {
  if (!n || !(cclass[(unsigned char)s[0]] & CC_ID0)) return false;
  for (size_t i = 1; i < n; i++)
    if (!(cclass[(unsigned char)s[i]] & CC_ID)) return false;
  return true;
}

void cm_pr_symbol_ref(CmBuf *b, CmStr s) {
  if (cm_pr_is_bare_ident(s.data, s.len)) {
    cm_buf_putc(b, '@');
    cm_buf_putstr(b, s);
    return;
  }
  cm_buf_putn(b, "@\"", 2);
  cm_pr_escaped(b, s.data, s.len);
  cm_buf_putc(b, '"');
}

/* ---------------------------------------------------------------------
 * affine
 * --------------------------------------------------------------------- */
static const char *affine_spelling(int k) {
  switch (k) {
  case CM_AFFINE_ADD: return " + ";
  case CM_AFFINE_MUL: return " * ";
  case CM_AFFINE_FLOORDIV: return " floordiv ";
  case CM_AFFINE_CEILDIV: return " ceildiv ";
  default: return " mod ";
  }
}

void cm_pr_affine_expr(CmBuf *b, const CmAffineExpr *e, int strong) {
  cm_pr_affine_expr_ids(b, e, strong, NULL, NULL);
}

#define cm_pr_affine_expr(b, e, s) cm_pr_affine_expr_ids(b, e, s, id, user)
void cm_pr_affine_expr_ids(CmBuf *b, const CmAffineExpr *e, int strong,
                           CmPrAffineIdFn id, void *user) {
  switch (e->kind) {
  case CM_AFFINE_SYMBOL:
  case CM_AFFINE_DIM:
    if (id) {
      id(user, e->kind == CM_AFFINE_SYMBOL, e->pos);
      return;
    }
    cm_buf_putc(b, e->kind == CM_AFFINE_SYMBOL ? 's' : 'd');
    cm_buf_put_u64(b, e->pos);
    return;
  case CM_AFFINE_CONST:
    cm_buf_put_i64(b, e->value);
    return;
  default:
    break;
  }
  const CmAffineExpr *lhs = e->bin.lhs, *rhs = e->bin.rhs;
  if (e->kind != CM_AFFINE_ADD) {
    if (strong) cm_buf_putc(b, '(');
    if (e->kind == CM_AFFINE_MUL && rhs->kind == CM_AFFINE_CONST &&
        rhs->value == -1) {
      cm_buf_putc(b, '-');
      cm_pr_affine_expr(b, lhs, 1);
    } else {
      cm_pr_affine_expr(b, lhs, 1);
      cm_buf_puts(b, affine_spelling(e->kind));
      cm_pr_affine_expr(b, rhs, 1);
    }
    if (strong) cm_buf_putc(b, ')');
    return;
  }
  if (strong) cm_buf_putc(b, '(');
  if (rhs->kind == CM_AFFINE_MUL && rhs->bin.rhs->kind == CM_AFFINE_CONST) {
    int64_t c = rhs->bin.rhs->value;
    if (c == -1) {
      cm_pr_affine_expr(b, lhs, 0);
      cm_buf_puts(b, " - ");
      cm_pr_affine_expr(b, rhs->bin.lhs, rhs->bin.lhs->kind == CM_AFFINE_ADD);
      if (strong) cm_buf_putc(b, ')');
      return;
    }
    if (c < -1) {
      cm_pr_affine_expr(b, lhs, 0);
      cm_buf_puts(b, " - ");
      cm_pr_affine_expr(b, rhs->bin.lhs, 1);
      cm_buf_puts(b, " * ");
      /* negated as upstream's int64 (INT64_MIN stays negative) */
      cm_buf_put_i64(b, (int64_t)((uint64_t)0 - (uint64_t)c));
      if (strong) cm_buf_putc(b, ')');
      return;
    }
  }
  if (rhs->kind == CM_AFFINE_CONST && rhs->value < 0) {
    cm_pr_affine_expr(b, lhs, 0);
    cm_buf_puts(b, " - ");
    cm_buf_put_i64(b, (int64_t)((uint64_t)0 - (uint64_t)rhs->value));
    if (strong) cm_buf_putc(b, ')');
    return;
  }
  cm_pr_affine_expr(b, lhs, 0);
  cm_buf_puts(b, " + ");
  cm_pr_affine_expr(b, rhs, 0);
  if (strong) cm_buf_putc(b, ')');
}

#undef cm_pr_affine_expr

static void pr_dims_syms(CmBuf *b, unsigned nd, unsigned ns) {
  cm_buf_putc(b, '(');
  for (unsigned i = 0; i < nd; i++) cm_buf_printf(b, i ? ", d%u" : "d%u", i);
  cm_buf_putc(b, ')');
  if (ns) {
    cm_buf_putc(b, '[');
    for (unsigned i = 0; i < ns; i++) cm_buf_printf(b, i ? ", s%u" : "s%u", i);
    cm_buf_putc(b, ']');
  }
}

void cm_pr_affine_map(CmBuf *b, const CmAffineMap *m) {
  pr_dims_syms(b, m->num_dims, m->num_syms);
  cm_buf_puts(b, " -> (");
  for (unsigned i = 0; i < m->num_results; i++) {
    if (i) cm_buf_puts(b, ", ");
    cm_pr_affine_expr(b, m->results[i], 0);
  }
  cm_buf_putc(b, ')');
}

void cm_pr_integer_set(CmBuf *b, const CmIntegerSet *s) {
  pr_dims_syms(b, s->num_dims, s->num_syms);
  cm_buf_puts(b, " : (");
  for (unsigned i = 0; i < s->num_constraints; i++) {
    if (i) cm_buf_puts(b, ", ");
    cm_pr_affine_expr(b, s->constraints[i], 0);
    cm_buf_puts(b, s->is_eq[i] ? " == 0" : " >= 0");
  }
  cm_buf_putc(b, ')');
}

/* ---------------------------------------------------------------------
 * aliases
 * --------------------------------------------------------------------- */
static void sanitize_alias(CmBuf *out, const char *s, size_t n) {
  /* allowed punctuation "$_-", no trailing digit */
  bool valid = true;
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    if (!isalnum(c) && !strchr("$_-", c)) valid = false;
  }
  bool lead_digit = n && isdigit((unsigned char)s[0]);
  bool trail_digit = n && isdigit((unsigned char)s[n - 1]);
  if (valid && !lead_digit && !trail_digit) {
    cm_buf_putn(out, s, n);
    return;
  }
  if (lead_digit) cm_buf_putc(out, '_');
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    if (isalnum(c) || (c && strchr("$_-", c)))
      cm_buf_putc(out, (char)c);
    else if (c == ' ')
      cm_buf_putc(out, '_');
    else
      cm_buf_printf(out, "%X", c);
  }
  if (!lead_digit && trail_digit) cm_buf_putc(out, '_');
}

static void add_alias(CmPrinter *p, const void *obj, bool is_type,
                      const char *name, size_t n, bool deferrable) {
  CmAliasState *as = p->aliases;
  CmBuf nb;
  cm_buf_init(&nb);
  sanitize_alias(&nb, name, n);
  CmAlias a = {obj, is_type, deferrable, cm_buf_detach(&nb), -1,
               as->aliases.len};
  if (!a.name) a.name = cm_xstrndup("", 0);
  CM_VEC_PUSH(as->aliases, a);
  cm_ptrmap_put(&as->map, obj, as->aliases.len);
  cm_buf_free(&nb);
}

/* Only these objects can get an alias (see the visit functions below): the
 * printer looks the others up neither while collecting nor while
 * printing. */
static inline bool attr_may_alias(const CmAttr *a) {
  switch (a->kind) {
  case CM_ATTR_AFFINE_MAP:
  case CM_ATTR_INTEGER_SET:
    return true;
  case CM_ATTR_DIALECT:
    return a->dialect_attr.dialect && a->dialect_attr.dialect->attr_alias;
  default:
    return a->kind >= CM_LOC_UNKNOWN && a->kind <= CM_LOC_OPAQUE;
  }
}

static inline bool type_may_alias(const CmType *t) {
  return t->kind == CM_TYPE_DIALECT && t->dialect.dialect &&
         t->dialect.dialect->type_alias;
}

/* Types that neither have an alias nor contain anything that may. */
static inline bool type_is_alias_leaf(const CmType *t) {
  switch (t->kind) {
  case CM_TYPE_INTEGER:
  case CM_TYPE_INDEX:
  case CM_TYPE_BF16:
  case CM_TYPE_F16:
  case CM_TYPE_F32:
  case CM_TYPE_F64:
  case CM_TYPE_F80:
  case CM_TYPE_F128:
  case CM_TYPE_NONE:
  case CM_TYPE_OPAQUE:
    return true;
  default:
    return false;
  }
}

void cm_alias_visit_attr(CmPrinter *p, const CmAttr *a, bool deferrable) {
  if (!a || !p->aliases) return;
  CmAliasState *as = p->aliases;
  /* Common leaves: no alias, nothing inside to visit (upstream 13's alias
   * pass never enters an attribute's type, only a TypeAttr's value); not
   * worth a "visited" entry. */
  switch (a->kind) {
  case CM_ATTR_INTEGER:
  case CM_ATTR_FLOAT:
  case CM_ATTR_STRING:
    return;
  case CM_ATTR_UNIT:
  case CM_ATTR_SYMBOL_REF:
    return;
  /* Small containers (most op dictionaries are used once) are walked again
   * when met again rather than remembered: the visited map stays small. */
  case CM_ATTR_ARRAY:
    if (a->array.num <= 8) {
      for (unsigned i = 0; i < a->array.num; i++)
        cm_alias_visit_attr(p, a->array.elems[i], false);
      return;
    }
    break;
  case CM_ATTR_DICTIONARY:
    if (a->dict.num <= 8) {
      for (unsigned i = 0; i < a->dict.num; i++)
        cm_alias_visit_attr(p, a->dict.entries[i].value, false);
      return;
    }
    break;
  default:
    break;
  }
  uint64_t *slot = cm_ptrmap_get(&as->map, a);
  if (slot) {
    if (!deferrable && *slot) as->aliases.data[*slot - 1].deferrable = false;
    return;
  }
  /* builtin aliases */
  const char *bn = NULL;
  if (a->kind == CM_ATTR_AFFINE_MAP) bn = "map";
  else if (a->kind == CM_ATTR_INTEGER_SET) bn = "set";
  else if (cm_attr_is_location(a)) bn = "loc";
  if (bn) {
    add_alias(p, a, false, bn, strlen(bn), deferrable);
    return;
  }
  if (a->kind == CM_ATTR_DIALECT && a->dialect_attr.dialect &&
      a->dialect_attr.dialect->attr_alias) {
    CmBuf nb;
    cm_buf_init(&nb);
    if (a->dialect_attr.dialect->attr_alias(a->dialect_attr.dialect, a, &nb) &&
        nb.len) {
      add_alias(p, a, false, nb.data, nb.len, deferrable);
      cm_buf_free(&nb);
      return;
    }
    cm_buf_free(&nb);
  }
  cm_ptrmap_put(&as->map, a, 0);
  switch (a->kind) {
  case CM_ATTR_ARRAY:
    for (unsigned i = 0; i < a->array.num; i++)
      cm_alias_visit_attr(p, a->array.elems[i], false);
    break;
  case CM_ATTR_DICTIONARY:
    for (unsigned i = 0; i < a->dict.num; i++)
      cm_alias_visit_attr(p, a->dict.entries[i].value, false);
    break;
  case CM_ATTR_TYPE:
    cm_alias_visit_type(p, a->type_value);
    break;
  case CM_ATTR_DIALECT:
    for (unsigned i = 0; i < a->dialect_attr.num_attrs; i++)
      cm_alias_visit_attr(p, a->dialect_attr.attrs[i], false);
    if (a->dialect_attr.param_type)
      cm_alias_visit_type(p, a->dialect_attr.param_type);
    break;
  default: /* elements, opaque: their type is not visited (above) */
    break;
  }
}

void cm_alias_visit_type(CmPrinter *p, const CmType *t) {
  if (!t || !p->aliases || type_is_alias_leaf(t)) return;
  CmAliasState *as = p->aliases;
  if (cm_ptrmap_get(&as->map, t)) return;
  if (t->kind == CM_TYPE_DIALECT && t->dialect.dialect &&
      t->dialect.dialect->type_alias) {
    CmBuf nb;
    cm_buf_init(&nb);
    if (t->dialect.dialect->type_alias(t->dialect.dialect, t, &nb) && nb.len) {
      add_alias(p, t, true, nb.data, nb.len, false);
      cm_buf_free(&nb);
      return;
    }
    cm_buf_free(&nb);
  }
  cm_ptrmap_put(&as->map, t, 0);
  switch (t->kind) {
  case CM_TYPE_COMPLEX:
    cm_alias_visit_type(p, t->complex.elem);
    break;
  case CM_TYPE_FUNCTION:
    for (unsigned i = 0; i < t->func.num_inputs + t->func.num_results; i++)
      cm_alias_visit_type(p, t->func.types[i]);
    break;
  case CM_TYPE_TUPLE:
    for (unsigned i = 0; i < t->tuple.num; i++)
      cm_alias_visit_type(p, t->tuple.types[i]);
    break;
  case CM_TYPE_VECTOR:
  case CM_TYPE_RANKED_TENSOR:
  case CM_TYPE_UNRANKED_TENSOR:
  case CM_TYPE_MEMREF:
  case CM_TYPE_UNRANKED_MEMREF:
    cm_alias_visit_type(p, t->shaped.elem);
    if (t->kind == CM_TYPE_RANKED_TENSOR && t->shaped.encoding)
      cm_alias_visit_attr(p, t->shaped.encoding, false);
    if (t->kind == CM_TYPE_MEMREF && t->shaped.layout)
      cm_alias_visit_attr(p, t->shaped.layout, false);
    if ((t->kind == CM_TYPE_MEMREF || t->kind == CM_TYPE_UNRANKED_MEMREF) &&
        t->shaped.memspace)
      cm_alias_visit_attr(p, t->shaped.memspace, false);
    break;
  case CM_TYPE_DIALECT:
    for (unsigned i = 0; i < t->dialect.num_types; i++)
      cm_alias_visit_type(p, t->dialect.types[i]);
    for (unsigned i = 0; i < t->dialect.num_attrs; i++)
      cm_alias_visit_attr(p, t->dialect.attrs[i], false);
    break;
  default:
    break;
  }
}

bool cm_alias_print(CmPrinter *p, const void *obj) {
  if (!p->aliases) return false;
  uint64_t *slot = cm_ptrmap_get(&p->aliases->map, obj);
  if (!slot || !*slot) return false;
  CmAlias *a = &p->aliases->aliases.data[*slot - 1];
  cm_buf_putc(p->out, a->is_type ? '!' : '#');
  cm_buf_puts(p->out, a->name);
  if (a->index >= 0) cm_buf_put_i64(p->out, a->index);
  return true;
}

/* ---------------------------------------------------------------------
 * types
 * --------------------------------------------------------------------- */
/* upstream isDialectSymbolSimpleEnoughForPrettyForm */
static bool simple_pretty(const char *s, size_t n) {
  if (!n || !isalpha((unsigned char)s[0])) return false;
  size_t i = 0;
  while (i < n && (isalnum((unsigned char)s[i]) || s[i] == '.' || s[i] == '_'))
    i++;
  if (i == n) return true;
  if (s[i] != '<' || s[n - 1] != '>') return false;
  char stack[256];
  size_t depth = 0;
  do {
    if (i >= n) return false;
    char c = s[i++];
    switch (c) {
    case '\0': return false;
    case '<': case '[': case '(': case '{':
      if (depth == sizeof stack) return false;
      stack[depth++] = c;
      continue;
    case '-':
      if (i < n && s[i] == '>') i++;
      continue;
    case '>':
      if (!depth || stack[--depth] != '<') return false;
      break;
    case ']':
      if (!depth || stack[--depth] != '[') return false;
      break;
    case ')':
      if (!depth || stack[--depth] != '(') return false;
      break;
    case '}':
      if (!depth || stack[--depth] != '{') return false;
      break;
    default:
      continue;
    }
  } while (depth);
  return i == n;
}

static void pr_dialect_symbol(CmBuf *b, char prefix, CmStr dialect,
                              CmStr data) {
  cm_buf_putc(b, prefix);
  cm_buf_putstr(b, dialect);
  if (simple_pretty(data.data, data.len)) {
    cm_buf_putc(b, '.');
    cm_buf_putstr(b, data);
    return;
  }
  cm_buf_putn(b, "<\"", 2);
  cm_pr_escaped(b, data.data, data.len);
  cm_buf_putn(b, "\">", 2);
}

/* Runs a dialect print hook and wraps its body as upstream does. */
static void pr_dialect_hook(CmPrinter *p, char prefix, CmDialect *d,
                            const void *obj, bool is_type) {
  CmBuf *b = p->out;
  size_t start = b->len;
  if (is_type)
    d->print_type(d, (const CmType *)obj, p);
  else
    d->print_attr(d, (const CmAttr *)obj, p);
  if (p->collect) return;
  size_t blen = b->len - start;
  char *body = cm_xstrndup(b->data + start, blen);
  b->len = start;
  b->data[start] = 0;
  pr_dialect_symbol(b, prefix, cm_str(d->name), (CmStr){body, blen});
  free(body);
}

static void pr_dim_list(CmBuf *b, const CmType *t) {
  for (unsigned i = 0; i < t->shaped.rank; i++) {
    if (t->shaped.shape[i] == CM_DYNAMIC_SIZE)
      cm_buf_putc(b, '?');
    else
      cm_buf_put_i64(b, t->shaped.shape[i]);
    cm_buf_putc(b, 'x');
  }
}

void cm_pr_type(CmPrinter *p, const CmType *t) {
  CmBuf *b = p->out;
  if (!t) {
    cm_buf_puts(b, "<<NULL TYPE>>");
    return;
  }
  if (p->collect) {
    cm_alias_visit_type(p, t);
    return;
  }
  if (p->aliases && type_may_alias(t) && cm_alias_print(p, t)) return;
  switch (t->kind) {
  case CM_TYPE_INTEGER:
    if (t->integer.signedness == CM_SIGNED) cm_buf_putc(b, 's');
    else if (t->integer.signedness == CM_UNSIGNED) cm_buf_putc(b, 'u');
    cm_buf_putc(b, 'i');
    cm_pr_uint(b, t->integer.width);
    return;
  case CM_TYPE_INDEX: cm_buf_puts(b, "index"); return;
  case CM_TYPE_BF16: cm_buf_puts(b, "bf16"); return;
  case CM_TYPE_F16: cm_buf_puts(b, "f16"); return;
  case CM_TYPE_F32: cm_buf_puts(b, "f32"); return;
  case CM_TYPE_F64: cm_buf_puts(b, "f64"); return;
  case CM_TYPE_F80: cm_buf_puts(b, "f80"); return;
  case CM_TYPE_F128: cm_buf_puts(b, "f128"); return;
  case CM_TYPE_NONE: cm_buf_puts(b, "none"); return;
  case CM_TYPE_COMPLEX:
    cm_buf_puts(b, "complex<");
    cm_pr_type(p, t->complex.elem);
    cm_buf_putc(b, '>');
    return;
  case CM_TYPE_TUPLE:
    cm_buf_puts(b, "tuple<");
    for (unsigned i = 0; i < t->tuple.num; i++) {
      if (i) cm_buf_puts(b, ", ");
      cm_pr_type(p, t->tuple.types[i]);
    }
    cm_buf_putc(b, '>');
    return;
  case CM_TYPE_FUNCTION: {
    cm_buf_putc(b, '(');
    for (unsigned i = 0; i < t->func.num_inputs; i++) {
      if (i) cm_buf_puts(b, ", ");
      cm_pr_type(p, t->func.types[i]);
    }
    cm_buf_puts(b, ") -> ");
    CmType **res = t->func.types + t->func.num_inputs;
    unsigned nr = t->func.num_results;
    if (nr == 1 && res[0] && res[0]->kind != CM_TYPE_FUNCTION) {
      /* MLIR 13 streams a lone result with a fresh printer (`os <<
       * results[0]`), so nothing inside it uses an alias. */
      CmAliasState *as = p->aliases;
      p->aliases = NULL;
      cm_pr_type(p, res[0]);
      p->aliases = as;
    } else {
      cm_buf_putc(b, '(');
      for (unsigned i = 0; i < nr; i++) {
        if (i) cm_buf_puts(b, ", ");
        cm_pr_type(p, res[i]);
      }
      cm_buf_putc(b, ')');
    }
    return;
  }
  case CM_TYPE_VECTOR:
    cm_buf_puts(b, "vector<");
    pr_dim_list(b, t);
    cm_pr_type(p, t->shaped.elem);
    cm_buf_putc(b, '>');
    return;
  case CM_TYPE_RANKED_TENSOR:
    cm_buf_puts(b, "tensor<");
    pr_dim_list(b, t);
    cm_pr_type(p, t->shaped.elem);
    if (t->shaped.encoding) {
      cm_buf_puts(b, ", ");
      cm_pr_attr(p, t->shaped.encoding, CM_ELIDE_NEVER);
    }
    cm_buf_putc(b, '>');
    return;
  case CM_TYPE_UNRANKED_TENSOR:
    cm_buf_puts(b, "tensor<*x");
    cm_pr_type(p, t->shaped.elem);
    cm_buf_putc(b, '>');
    return;
  case CM_TYPE_MEMREF:
  case CM_TYPE_UNRANKED_MEMREF:
    cm_buf_puts(b, "memref<");
    if (t->kind == CM_TYPE_MEMREF)
      pr_dim_list(b, t);
    else
      cm_buf_puts(b, "*x");
    cm_pr_type(p, t->shaped.elem);
    if (t->kind == CM_TYPE_MEMREF && t->shaped.layout) {
      /* one map, or a composition (an array of maps) */
      const CmAttr *l = t->shaped.layout;
      bool comp = l->kind == CM_ATTR_ARRAY;
      unsigned n = comp ? l->array.num : 1;
      for (unsigned i = 0; i < n; i++) {
        cm_buf_puts(b, ", ");
        cm_pr_attr(p, comp ? l->array.elems[i] : l, CM_ELIDE_NEVER);
      }
    }
    if (t->shaped.memspace) {
      cm_buf_puts(b, ", ");
      cm_pr_attr(p, t->shaped.memspace, CM_ELIDE_MAY);
    }
    cm_buf_putc(b, '>');
    return;
  case CM_TYPE_OPAQUE:
    pr_dialect_symbol(b, '!', cm_ident_str(t->opaque.dialect),
                      cm_ident_str(t->opaque.data));
    return;
  case CM_TYPE_DIALECT: {
    CmDialect *d = t->dialect.dialect;
    if (d && d->print_type) {
      pr_dialect_hook(p, '!', d, t, true);
    } else {
      cm_buf_putc(b, '!');
      cm_buf_puts(b, d ? d->name : "<<unknown dialect>>");
      cm_buf_puts(b, "<\"\">");
    }
    return;
  }
  default:
    cm_buf_puts(b, "<<UNKNOWN TYPE>>");
    return;
  }
}

/* ---------------------------------------------------------------------
 * integers
 * --------------------------------------------------------------------- */
/* Prints a `width`-bit two's complement number held in little-endian
 * 64-bit words. */
static void pr_apint(CmBuf *b, unsigned width, const uint64_t *words,
                     bool is_signed) {
  if (width == 0) {
    cm_buf_putc(b, '0');
    return;
  }
  unsigned nw = (width + 63) / 64;
  if (nw == 1) {
    uint64_t v = words[0];
    if (width < 64) v &= (((uint64_t)1) << width) - 1;
    if (is_signed && width < 64 && (v >> (width - 1)) & 1)
      v |= ~((((uint64_t)1) << width) - 1);
    if (is_signed)
      cm_buf_put_i64(b, (int64_t)v);
    else
      cm_buf_put_u64(b, v);
    return;
  }
  uint32_t *limbs = cm_xmalloc(nw * 2 * sizeof(uint32_t));
  for (unsigned i = 0; i < nw; i++) {
    limbs[2 * i] = (uint32_t)words[i];
    limbs[2 * i + 1] = (uint32_t)(words[i] >> 32);
  }
  unsigned nl = nw * 2;
  /* mask to width */
  unsigned extra = nw * 64 - width;
  if (extra) {
    uint64_t top = words[nw - 1] & (~(uint64_t)0 >> extra);
    limbs[nl - 2] = (uint32_t)top;
    limbs[nl - 1] = (uint32_t)(top >> 32);
  }
  bool neg = is_signed && ((words[(width - 1) / 64] >> ((width - 1) % 64)) & 1);
  if (neg) {
    /* two's complement negate within width */
    uint64_t carry = 1;
    for (unsigned i = 0; i < nl; i++) {
      uint64_t v = (uint64_t)(uint32_t)~limbs[i] + carry;
      limbs[i] = (uint32_t)v;
      carry = v >> 32;
    }
    if (extra) {
      uint64_t top = ((uint64_t)limbs[nl - 1] << 32 | limbs[nl - 2]) &
                     (~(uint64_t)0 >> extra);
      limbs[nl - 2] = (uint32_t)top;
      limbs[nl - 1] = (uint32_t)(top >> 32);
    }
  }
  while (nl && !limbs[nl - 1]) nl--;
  char *digits = cm_xmalloc((size_t)nw * 20 + 32);
  size_t nd = 0;
  while (nl) {
    uint64_t rem = 0;
    for (unsigned i = nl; i-- > 0;) {
      uint64_t cur = (rem << 32) | limbs[i];
      limbs[i] = (uint32_t)(cur / 1000000000u);
      rem = cur % 1000000000u;
    }
    while (nl && !limbs[nl - 1]) nl--;
    for (int k = 0; k < 9; k++) {
      if (!nl && !rem) break;
      digits[nd++] = (char)('0' + rem % 10);
      rem /= 10;
    }
  }
  if (!nd) digits[nd++] = '0';
  if (neg) cm_buf_putc(b, '-');
  while (nd) cm_buf_putc(b, digits[--nd]);
  free(digits);
  free(limbs);
}

static unsigned int_width(const CmType *t) {
  if (!t) return 64;
  if (t->kind == CM_TYPE_INTEGER) return t->integer.width;
  return 64;
}

/* ---------------------------------------------------------------------
 * dense elements
 * --------------------------------------------------------------------- */
static unsigned elem_bytes(const CmType *et) {
  unsigned bw;
  if (et->kind == CM_TYPE_INTEGER) bw = et->integer.width;
  else if (et->kind == CM_TYPE_INDEX) bw = 64;
  else bw = cm_float_type_width(et);
  return (bw + 7) / 8;
}

static void pr_int_elem(CmBuf *b, const CmType *et, const uint8_t *data) {
  unsigned width = int_width(et);
  unsigned nbytes = (width + 7) / 8;
  if (width == 1) {
    cm_buf_puts(b, data[0] ? "true" : "false");
    return;
  }
  unsigned nw = (width + 63) / 64;
  uint64_t small[2] = {0, 0};
  uint64_t *words = nw <= 2 ? small : cm_xcalloc(nw, sizeof(uint64_t));
  for (unsigned i = 0; i < nbytes; i++)
    words[i / 8] |= (uint64_t)data[i] << (8 * (i % 8));
  bool is_signed = !(et->kind == CM_TYPE_INTEGER &&
                     et->integer.signedness == CM_UNSIGNED);
  pr_apint(b, width, words, is_signed);
  if (words != small) free(words);
}

static void pr_float_elem(CmBuf *b, CmType *et, const uint8_t *data) {
  unsigned nbytes = elem_bytes(et);
  uint64_t bits[2] = {0, 0};
  for (unsigned i = 0; i < nbytes && i < 16; i++)
    bits[i / 8] |= (uint64_t)data[i] << (8 * (i % 8));
  cm_print_float_value(et, bits, b);
}

typedef struct {
  CmPrinter *p;
  const CmAttr *a;
  CmType *et;
  unsigned stride; /* bytes per element */
} DenseCtx;

static void pr_dense_elem(DenseCtx *c, size_t idx) {
  CmBuf *b = c->p->out;
  const CmAttr *a = c->a;
  if (a->dense.is_string) {
    size_t i = a->dense.splat ? 0 : idx;
    cm_buf_putc(b, '"');
    if (i < a->dense.num_strs) {
      CmIdent *s = a->dense.strs[i];
      cm_pr_escaped(b, s->str, s->len);
    }
    cm_buf_putc(b, '"');
    return;
  }
  size_t off = (a->dense.splat ? 0 : idx) * c->stride;
  if (off + c->stride > a->dense.num_bytes) {
    cm_buf_puts(b, "<<bad>>");
    return;
  }
  const uint8_t *d = a->dense.data + off;
  CmType *et = c->et;
  if (et->kind == CM_TYPE_COMPLEX) {
    CmType *ce = et->complex.elem;
    unsigned half = c->stride / 2;
    cm_buf_putc(b, '(');
    if (cm_type_is_float(ce)) {
      pr_float_elem(b, ce, d);
      cm_buf_putc(b, ',');
      pr_float_elem(b, ce, d + half);
    } else {
      pr_int_elem(b, ce, d);
      cm_buf_putc(b, ',');
      pr_int_elem(b, ce, d + half);
    }
    cm_buf_putc(b, ')');
  } else if (cm_type_is_float(et)) {
    pr_float_elem(b, et, d);
  } else {
    pr_int_elem(b, et, d);
  }
}

static void pr_dense_body(CmPrinter *p, const CmAttr *a, bool allow_hex) {
  CmBuf *b = p->out;
  const CmType *ty = a->type;
  if (!ty || !cm_type_is_shaped(ty)) return;
  DenseCtx c = {p, a, ty->shaped.elem, 0};
  if (!a->dense.is_string) {
    c.stride = c.et->kind == CM_TYPE_COMPLEX ? 2 * elem_bytes(c.et->complex.elem)
                                             : elem_bytes(c.et);
    if (!c.stride) c.stride = 1;
  }
  int64_t n = cm_shaped_num_elements(ty);
  if (!a->dense.is_string && !a->dense.splat && allow_hex &&
      p->flags.hex_elements_if_larger >= 0 &&
      n > p->flags.hex_elements_if_larger) {
    cm_buf_puts(b, "\"0x");
    bool i1 = c.et->kind == CM_TYPE_INTEGER && c.et->integer.width == 1;
    if (i1) {
      /* upstream packs i1 bits; its buffer holds one byte per element */
      for (int64_t i = 0; i < n; i++) {
        unsigned byte = 0;
        if (i < (n + 7) / 8)
          for (int k = 0; k < 8 && i * 8 + k < n; k++)
            if ((size_t)(i * 8 + k) < a->dense.num_bytes &&
                a->dense.data[i * 8 + k])
              byte |= 1u << k;
        cm_buf_printf(b, "%02X", byte);
      }
    } else {
      for (size_t i = 0; i < a->dense.num_bytes; i++)
        cm_buf_printf(b, "%02X", a->dense.data[i]);
    }
    cm_buf_putc(b, '"');
    return;
  }
  if (a->dense.splat) {
    pr_dense_elem(&c, 0);
    return;
  }
  if (n <= 0) return;
  unsigned rank = ty->shaped.rank;
  if (rank == 0) {
    pr_dense_elem(&c, 0);
    return;
  }
  int64_t small[8];
  int64_t *counter = rank <= 8 ? small : cm_xcalloc(rank, sizeof(int64_t));
  memset(counter, 0, sizeof(int64_t) * (rank <= 8 ? 8 : rank));
  unsigned open = 0;
  const int64_t *shape = ty->shaped.shape;
  for (int64_t idx = 0; idx < n; idx++) {
    if (idx) cm_buf_puts(b, ", ");
    while (open < rank) {
      cm_buf_putc(b, '[');
      open++;
    }
    pr_dense_elem(&c, (size_t)idx);
    counter[rank - 1]++;
    for (unsigned i = rank - 1; i > 0; i--) {
      if (counter[i] >= shape[i]) {
        counter[i] = 0;
        counter[i - 1]++;
        open--;
        cm_buf_putc(b, ']');
      }
    }
  }
  while (open--) cm_buf_putc(b, ']');
  if (counter != small) free(counter);
}

static bool should_elide(CmPrinter *p, const CmAttr *a) {
  if (p->flags.elide_elements_if_larger < 0 || !a) return false;
  if (a->kind == CM_ATTR_DENSE_ELEMENTS && a->dense.splat) return false;
  if (!a->type || !cm_type_is_shaped(a->type)) return false;
  return cm_shaped_num_elements(a->type) > p->flags.elide_elements_if_larger;
}

/* ---------------------------------------------------------------------
 * attributes
 * --------------------------------------------------------------------- */
void cm_pr_named_attr(CmPrinter *p, const CmNamedAttr *na) {
  CmBuf *b = p->out;
  if (!p->collect) {
    if (cm_pr_is_bare_ident(na->name->str, na->name->len)) {
      cm_buf_putn(b, na->name->str, na->name->len);
    } else {
      cm_buf_putc(b, '"');
      cm_pr_escaped(b, na->name->str, na->name->len);
      cm_buf_putc(b, '"');
    }
  }
  if (na->value && na->value->kind == CM_ATTR_UNIT) return;
  if (!p->collect) cm_buf_puts(b, " = ");
  cm_pr_attr(p, na->value, CM_ELIDE_NEVER);
}

static bool type_is_none(const CmType *t) {
  return !t || t->kind == CM_TYPE_NONE;
}

void cm_pr_attr(CmPrinter *p, const CmAttr *a, CmElide elide) {
  CmBuf *b = p->out;
  if (!a) {
    if (!p->collect) cm_buf_puts(b, "<<NULL ATTRIBUTE>>");
    return;
  }
  if (p->collect) {
    /* Dialect attributes may print nested things through the hook. */
    cm_alias_visit_attr(p, a, false);
    return;
  }
  if (p->aliases && attr_may_alias(a) && cm_alias_print(p, a)) return;
  const CmType *ty = a->type;
  switch (a->kind) {
  case CM_ATTR_OPAQUE:
    pr_dialect_symbol(b, '#', cm_ident_str(a->opaque.dialect),
                      cm_ident_str(a->opaque.data));
    break;
  case CM_ATTR_UNIT:
    cm_buf_puts(b, "unit");
    return;
  case CM_ATTR_DICTIONARY:
    cm_buf_putc(b, '{');
    for (unsigned i = 0; i < a->dict.num; i++) {
      if (i) cm_buf_puts(b, ", ");
      cm_pr_named_attr(p, &a->dict.entries[i]);
    }
    cm_buf_putc(b, '}');
    break;
  case CM_ATTR_INTEGER: {
    unsigned width = int_width(ty);
    bool is_index = ty && ty->kind == CM_TYPE_INDEX;
    bool is_signless = ty && ty->kind == CM_TYPE_INTEGER &&
                       ty->integer.signedness == CM_SIGNLESS;
    if (is_signless && width == 1) {
      bool v = a->integer.num_words ? (a->integer.words[0] & 1)
                                    : (a->integer.value & 1);
      cm_buf_puts(b, v ? "true" : "false");
      return;
    }
    bool is_unsigned =
        ty && ty->kind == CM_TYPE_INTEGER && ty->integer.signedness == CM_UNSIGNED;
    (void)is_index;
    if (a->integer.num_words && a->integer.words) {
      pr_apint(b, width, a->integer.words, !is_unsigned);
    } else {
      uint64_t w = (uint64_t)a->integer.value;
      pr_apint(b, width > 64 ? 64 : width, &w, !is_unsigned);
    }
    if (elide == CM_ELIDE_MAY && is_signless && width == 64) return;
    break;
  }
  case CM_ATTR_FLOAT:
    if (p->names) {
      CmNameState *n = p->names;
      uint64_t *slot = cm_ptrmap_get(&n->fcache, a);
      if (!slot) {
        size_t off = n->fpool.len;
        cm_print_float_value((CmType *)ty, a->fp.bits, &n->fpool);
        cm_ptrmap_put(&n->fcache, a, (uint64_t)off << 16 | (n->fpool.len - off));
        slot = cm_ptrmap_get(&n->fcache, a);
      }
      cm_buf_putn(b, n->fpool.data + (*slot >> 16), (size_t)(*slot & 0xFFFF));
    } else {
      cm_print_float_value((CmType *)ty, a->fp.bits, b);
    }
    if (elide == CM_ELIDE_MAY && ty && ty->kind == CM_TYPE_F64) return;
    break;
  case CM_ATTR_STRING:
    cm_buf_putc(b, '"');
    cm_pr_escaped(b, a->str.value->str, a->str.value->len);
    cm_buf_putc(b, '"');
    break;
  case CM_ATTR_ARRAY:
    cm_buf_putc(b, '[');
    for (unsigned i = 0; i < a->array.num; i++) {
      if (i) cm_buf_puts(b, ", ");
      cm_pr_attr(p, a->array.elems[i], CM_ELIDE_MAY);
    }
    cm_buf_putc(b, ']');
    break;
  case CM_ATTR_AFFINE_MAP:
    cm_buf_puts(b, "affine_map<");
    cm_pr_affine_map(b, a->map);
    cm_buf_putc(b, '>');
    return;
  case CM_ATTR_INTEGER_SET:
    cm_buf_puts(b, "affine_set<");
    cm_pr_integer_set(b, a->set);
    cm_buf_putc(b, '>');
    return;
  case CM_ATTR_TYPE:
    cm_pr_type(p, a->type_value);
    break;
  case CM_ATTR_SYMBOL_REF:
    cm_pr_symbol_ref(b, cm_ident_str(a->symref.root));
    for (unsigned i = 0; i < a->symref.num_nested; i++) {
      cm_buf_puts(b, "::");
      cm_pr_symbol_ref(b, cm_ident_str(a->symref.nested[i]));
    }
    break;
  case CM_ATTR_OPAQUE_ELEMENTS:
    if (should_elide(p, a)) {
      cm_buf_puts(b, "opaque<\"_\", \"0xDEADBEEF\">");
    } else {
      cm_buf_puts(b, "opaque<\"");
      cm_buf_putstr(b, cm_ident_str(a->opaque_elems.dialect));
      cm_buf_puts(b, "\", \"");
      cm_pr_escaped(b, a->opaque_elems.hex->str, a->opaque_elems.hex->len);
      cm_buf_puts(b, "\">");
    }
    break;
  case CM_ATTR_DENSE_ELEMENTS:
    if (should_elide(p, a)) {
      cm_buf_puts(b, "opaque<\"_\", \"0xDEADBEEF\">");
    } else {
      cm_buf_puts(b, "dense<");
      pr_dense_body(p, a, true);
      cm_buf_putc(b, '>');
    }
    break;
  case CM_ATTR_SPARSE_ELEMENTS:
    if (should_elide(p, a->sparse.indices) ||
        should_elide(p, a->sparse.values)) {
      cm_buf_puts(b, "opaque<\"_\", \"0xDEADBEEF\">");
    } else {
      cm_buf_puts(b, "sparse<");
      const CmAttr *ind = a->sparse.indices;
      if (ind && ind->type && cm_shaped_num_elements(ind->type) != 0) {
        pr_dense_body(p, ind, false);
        cm_buf_puts(b, ", ");
        pr_dense_body(p, a->sparse.values, true);
      }
      cm_buf_putc(b, '>');
    }
    break;
  case CM_ATTR_DIALECT: {
    CmDialect *d = a->dialect_attr.dialect;
    if (d && d->print_attr) {
      pr_dialect_hook(p, '#', d, a, false);
    } else {
      cm_buf_putc(b, '#');
      cm_buf_puts(b, d ? d->name : "<<unknown dialect>>");
      cm_buf_puts(b, "<\"\">");
    }
    return;
  }
  default:
    if (cm_attr_is_location(a)) {
      cm_pr_loc(p, a, true);
      return;
    }
    cm_buf_puts(b, "<<UNKNOWN ATTRIBUTE>>");
    return;
  }
  if (elide != CM_ELIDE_MUST && !type_is_none(ty)) {
    cm_buf_puts(b, " : ");
    cm_pr_type(p, ty);
  }
}

/* ---------------------------------------------------------------------
 * locations
 * --------------------------------------------------------------------- */
void cm_pr_loc_internal(CmPrinter *p, const CmLoc *l, bool pretty) {
  CmBuf *b = p->out;
  switch (l->kind) {
  case CM_LOC_OPAQUE:
    if (l->opaque_loc.fallback)
      cm_pr_loc_internal(p, l->opaque_loc.fallback, pretty);
    else
      cm_buf_puts(b, pretty ? "[unknown]" : "unknown");
    return;
  case CM_LOC_UNKNOWN:
    cm_buf_puts(b, pretty ? "[unknown]" : "unknown");
    return;
  case CM_LOC_FILE_LINE_COL:
    if (pretty) {
      cm_buf_putn(b, l->flc.file->str, l->flc.file->len);
    } else {
      cm_buf_putc(b, '"');
      cm_pr_escaped(b, l->flc.file->str, l->flc.file->len);
      cm_buf_putc(b, '"');
    }
    cm_buf_printf(b, ":%u:%u", l->flc.line, l->flc.col);
    return;
  case CM_LOC_NAME:
    cm_buf_putc(b, '"');
    cm_pr_escaped(b, l->nameloc.name->str, l->nameloc.name->len);
    cm_buf_putc(b, '"');
    if (l->nameloc.child && l->nameloc.child->kind != CM_LOC_UNKNOWN) {
      cm_buf_putc(b, '(');
      cm_pr_loc_internal(p, l->nameloc.child, pretty);
      cm_buf_putc(b, ')');
    }
    return;
  case CM_LOC_CALL_SITE: {
    const CmLoc *callee = l->callsite.callee, *caller = l->callsite.caller;
    if (!pretty) cm_buf_puts(b, "callsite(");
    cm_pr_loc_internal(p, callee, pretty);
    if (pretty) {
      if (callee->kind == CM_LOC_NAME && caller->kind == CM_LOC_FILE_LINE_COL)
        cm_buf_puts(b, " at ");
      else
        cm_buf_puts(b, "\n at ");
    } else {
      cm_buf_puts(b, " at ");
    }
    cm_pr_loc_internal(p, caller, pretty);
    if (!pretty) cm_buf_putc(b, ')');
    return;
  }
  case CM_LOC_FUSED:
    if (!pretty) cm_buf_puts(b, "fused");
    if (l->fused.metadata) {
      cm_buf_putc(b, '<');
      CmPrinter sub = *p;
      sub.aliases = NULL;
      cm_pr_attr(&sub, l->fused.metadata, CM_ELIDE_NEVER);
      cm_buf_putc(b, '>');
    }
    cm_buf_putc(b, '[');
    for (unsigned i = 0; i < l->fused.num; i++) {
      if (i) cm_buf_puts(b, ", ");
      cm_pr_loc_internal(p, l->fused.locs[i], pretty);
    }
    cm_buf_putc(b, ']');
    return;
  default:
    cm_buf_puts(b, "<<NOT A LOCATION>>");
    return;
  }
}

void cm_pr_loc(CmPrinter *p, const CmLoc *l, bool allow_alias) {
  if (!l) return;
  if (p->collect) {
    cm_alias_visit_attr(p, l, allow_alias);
    return;
  }
  if (p->flags.pretty_debuginfo) {
    cm_pr_loc_internal(p, l, true);
    return;
  }
  cm_buf_puts(p->out, "loc(");
  if (!allow_alias || !cm_alias_print(p, l)) cm_pr_loc_internal(p, l, false);
  cm_buf_putc(p->out, ')');
}
