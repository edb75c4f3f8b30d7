/* common.c - what the vector dialect's op files share: 13's type and
 * attribute constraints, I64ArrayAttr helpers, the #vector.kind
 * attribute, and the public accessors of include/cmlir/dialect/vector.h. */
#include "vector_internal.h"

/* ---------------------------------------------------------------------- */
/* Constraints                                                             */
/* ---------------------------------------------------------------------- */

static bool p_vector(const CmType *t, const void *arg) {
  (void)arg;
  return cm_vec_is_vector(t);
}
static bool is_i1(const CmType *t) {
  return t->kind == CM_TYPE_INTEGER && t->integer.width == 1 &&
         t->integer.signedness == CM_SIGNLESS;
}
static bool p_i1_vector(const CmType *t, const void *arg) {
  (void)arg;
  return cm_vec_is_vector(t) && is_i1(t->shaped.elem);
}
static bool p_rank1(const CmType *t, const void *arg) {
  (void)arg;
  return cm_vec_is_vector(t) && t->shaped.rank == 1;
}
static bool p_rank1_i1(const CmType *t, const void *arg) {
  return p_rank1(t, arg) && is_i1(t->shaped.elem);
}
static bool p_rank1_int_idx(const CmType *t, const void *arg) {
  return p_rank1(t, arg) && (t->shaped.elem->kind == CM_TYPE_INTEGER ||
                             t->shaped.elem->kind == CM_TYPE_INDEX);
}
static bool p_rank1_matrix(const CmType *t, const void *arg) {
  if (!p_rank1(t, arg))
    return false;
  CmType *e = t->shaped.elem;
  return (e->kind == CM_TYPE_INTEGER && e->integer.signedness != CM_UNSIGNED) ||
         e->kind == CM_TYPE_INDEX || cm_type_is_float(e);
}
static bool p_static_memref(const CmType *t, const void *arg) {
  (void)arg;
  if (!t || t->kind != CM_TYPE_MEMREF)
    return false;
  for (unsigned i = 0; i < t->shaped.rank; i++)
    if (t->shaped.shape[i] == CM_DYNAMIC_SIZE)
      return false;
  return true;
}

const CmTypeConstraint cm_vec_tc_vector = {"vector of any type values",
                                           p_vector, NULL, NULL};
const CmTypeConstraint cm_vec_tc_i1_vector = {
    "vector of 1-bit signless integer values", p_i1_vector, NULL, NULL};
const CmTypeConstraint cm_vec_tc_rank1 = {" of ranks 1", p_rank1, NULL, NULL};
const CmTypeConstraint cm_vec_tc_rank1_i1 = {
    "vector of 1-bit signless integer values of ranks 1", p_rank1_i1, NULL,
    NULL};
const CmTypeConstraint cm_vec_tc_rank1_int_idx = {
    "vector of integer or index values of ranks 1", p_rank1_int_idx, NULL,
    NULL};
const CmTypeConstraint cm_vec_tc_rank1_matrix = {
    "vector of signless integer or signed integer or index or floating-point "
    "values of ranks 1",
    p_rank1_matrix, NULL, NULL};
static bool p_memref(const CmType *t, const void *arg) {
  (void)arg;
  return t && t->kind == CM_TYPE_MEMREF;
}
const CmTypeConstraint cm_vec_tc_memref = {"memref of any type values",
                                           p_memref, NULL, NULL};
const CmTypeConstraint cm_vec_tc_static_memref = {
    "statically shaped memref of any type values", p_static_memref, NULL, NULL};

static bool a_bool_array(const CmAttr *a, const void *arg) {
  (void)arg;
  if (!a || a->kind != CM_ATTR_ARRAY)
    return false;
  for (unsigned i = 0; i < a->array.num; i++)
    if (!cm_attr_is_bool(a->array.elems[i]))
      return false;
  return true;
}
static bool a_map_array(const CmAttr *a, const void *arg) {
  (void)arg;
  if (!a || a->kind != CM_ATTR_ARRAY)
    return false;
  for (unsigned i = 0; i < a->array.num; i++)
    if (a->array.elems[i]->kind != CM_ATTR_AFFINE_MAP)
      return false;
  return true;
}
static bool a_kind(const CmAttr *a, const void *arg) {
  (void)arg;
  return cm_vector_kind_value(a) != 0;
}
const CmAttrConstraint cm_vec_ac_bool_array = {
    "1-bit boolean array attribute", a_bool_array, NULL, NULL, NULL, 0};
const CmAttrConstraint cm_vec_ac_map_array = {
    "AffineMap array attribute", a_map_array, NULL, NULL, NULL, 0};
const CmAttrConstraint cm_vec_ac_kind = {
    "Kind of combining function for contractions and reductions",
    a_kind,
    NULL,
    NULL,
    NULL,
    0};

/* A type in a diagnostic, quoted as 13's `diag << type`. */
void cm_vec_diag_type(CmDiag *d, const CmType *t) {
  cm_diag_append(d, "'");
  cm_diag_append_type(d, t);
  cm_diag_append(d, "'");
}

/* ---------------------------------------------------------------------- */
/* Helpers                                                                 */
/* ---------------------------------------------------------------------- */

bool cm_vec_same_elem(const CmType *a, const CmType *b) {
  return cm_vec_elem_or_self(a) == cm_vec_elem_or_self(b);
}

int cm_vec_i64_array(const CmOp *op, const char *name, int64_t *out,
                     unsigned max) {
  CmAttr *a = cm_op_get_attr(op, name);
  if (!a || a->kind != CM_ATTR_ARRAY || a->array.num > max)
    return -1;
  for (unsigned i = 0; i < a->array.num; i++) {
    if (a->array.elems[i]->kind != CM_ATTR_INTEGER)
      return -1;
    out[i] = a->array.elems[i]->integer.value;
  }
  return (int)a->array.num;
}

int cm_vector_i64_array(const CmOp *op, const char *name, int64_t *out,
                        unsigned max) {
  return cm_vec_i64_array(op, name, out, max);
}

CmAttr *cm_vec_i64_array_attr(CmContext *ctx, unsigned n, const int64_t *v) {
  return cm_vector_position_attr(ctx, n, v);
}

CmAttr *cm_vec_bool_array_attr(CmContext *ctx, unsigned n, const bool *v) {
  CmAttr *elems[64];
  if (n > 64)
    return NULL;
  for (unsigned i = 0; i < n; i++)
    elems[i] = cm_bool_attr(ctx, v[i]);
  return cm_array_attr(ctx, n, elems);
}

unsigned cm_vec_bitwidth(const CmType *t) {
  if (t->kind == CM_TYPE_INDEX)
    return 64;
  return cm_type_bit_width(t);
}

/* ---------------------------------------------------------------------- */
/* #vector.kind<...>                                                       */
/* ---------------------------------------------------------------------- */

static const char *const kind_names[] = {"add", "mul", "min", "max",
                                         "and", "or",  "xor"};
#define NUM_KINDS 7

unsigned cm_vec_kind_of_name(CmStr s) {
  for (unsigned i = 0; i < NUM_KINDS; i++)
    if (cm_str_eq_c(s, kind_names[i]))
      return 1u << i;
  return 0;
}

const char *cm_vector_kind_name(unsigned kind) {
  for (unsigned i = 0; i < NUM_KINDS; i++)
    if (kind == 1u << i)
      return kind_names[i];
  return NULL;
}

static CmDialect *vector_dialect(CmContext *ctx) {
  return cm_lookup_dialect(ctx, "vector", 6);
}

CmAttr *cm_vector_kind_attr(CmContext *ctx, unsigned kind) {
  CmDialect *d = vector_dialect(ctx);
  int64_t k = kind;
  return d ? cm_dialect_attr(d, 0, NULL, 0, NULL, 1, &k, NULL, NULL) : NULL;
}

unsigned cm_vector_kind_value(const CmAttr *a) {
  if (!a || a->kind != CM_ATTR_DIALECT || !a->dialect_attr.dialect ||
      strcmp(a->dialect_attr.dialect->name, "vector") != 0 ||
      a->dialect_attr.num_ints != 1)
    return 0;
  return (unsigned)a->dialect_attr.ints[0];
}

unsigned cm_vector_op_kind(const CmOp *op) {
  CmAttr *a = cm_op_get_attr(op, "kind");
  if (cm_op_name_is(op, "vector.reduction"))
    return a && a->kind == CM_ATTR_STRING
               ? cm_vec_kind_of_name(cm_ident_str(a->str.value))
               : 0;
  if (!a)
    return CM_VEC_KIND_ADD;
  return cm_vector_kind_value(a);
}

/* 13: `kind<name>`; unknown names and attribute kinds are errors at the
 * start of the body. */
CmAttr *cm_vec_kind_parse(CmDialect *d, CmParser *p, CmType *type) {
  (void)type;
  const char *pos = cm_parser_pos(p);
  CmStr kw;
  if (cm_parse_any_keyword(p, &kw))
    return NULL;
  if (!cm_str_eq_c(kw, "kind")) {
    cm_parser_error_at(p, pos, "Unknown attribute type: %.*s", (int)kw.len,
                       kw.data);
    return NULL;
  }
  if (cm_parse_tok(p, CM_TOK_LESS))
    return NULL;
  CmStr name;
  if (cm_parse_any_keyword(p, &name))
    return NULL;
  unsigned k = cm_vec_kind_of_name(name);
  if (!k) {
    cm_parser_error_at(p, pos, "Unknown combining kind: %.*s", (int)name.len,
                       name.data);
    return NULL;
  }
  if (cm_parse_tok(p, CM_TOK_GREATER))
    return NULL;
  if (cm_parser_token(p)->kind != CM_TOK_EOF) {
    cm_parser_error(p, "encountered unexpected token");
    return NULL;
  }
  int64_t v = k;
  return cm_dialect_attr(d, 0, NULL, 0, NULL, 1, &v, NULL, NULL);
}

/* A combination of bits prints as 13's stringified bit enum (`a|b`). */
void cm_vec_kind_print(CmDialect *d, const CmAttr *a, CmPrinter *p) {
  (void)d;
  CmBuf *b = cm_printer_buf(p);
  cm_buf_puts(b, "kind<");
  unsigned k = (unsigned)a->dialect_attr.ints[0];
  bool first = true;
  for (unsigned i = 0; i < NUM_KINDS; i++)
    if (k & (1u << i)) {
      if (!first)
        cm_buf_putc(b, '|');
      cm_buf_puts(b, kind_names[i]);
      first = false;
    }
  cm_buf_putc(b, '>');
}
