/* types.c - the types of `spv`: construction, queries, `!spv.` syntax.
 *
 * Every type is a CM_TYPE_DIALECT type of the spv dialect:
 *   ARRAY          types {elem}    ints {count, stride}
 *   RTARRAY        types {elem}    ints {stride}
 *   PTR            types {pointee} ints {storage class}
 *   IMAGE          types {elem}    ints {dim, depth, arrayed, sampling,
 *                                        sampler use, format}
 *   SAMPLED_IMAGE  types {image}
 *   MATRIX         types {column}  ints {columns}
 *   COOPMATRIX     types {elem}    ints {scope, rows, cols}
 *   STRUCT         types members   ints {has_offsets, offsets..., then
 *                                        4 per decoration}
 *   STRUCT_ID      str name; the body (a StructBody) behind mutable_data,
 *                  set once with a compare-and-swap.
 */
#include "spirv_internal.h"

#include "cmlir/asm.h"

#include <stdlib.h>
#include <string.h>

CmDialect *cm_spv_dialect(CmContext *ctx) {
  CmDialect *d = cm_lookup_dialect(ctx, "spv", 3);
  if (!d) {
    cm_register_spirv_dialect(ctx);
    d = cm_lookup_dialect(ctx, "spv", 3);
  }
  return d;
}

int cm_spv_type_id(const CmType *t) {
  if (!t || t->kind != CM_TYPE_DIALECT || !t->dialect.dialect ||
      strcmp(t->dialect.dialect->name, "spv") != 0)
    return -1;
  return (int)t->dialect.id;
}

static CmType *make(CmContext *ctx, CmSpvTypeId id, unsigned nt,
                    CmType *const *types, unsigned ni, const int64_t *ints) {
  return cm_dialect_type(cm_spv_dialect(ctx), id, nt, types, ni, ints, 0,
                         NULL, NULL);
}

CmType *cm_spv_array_type(CmType *elem, uint32_t count, uint32_t stride) {
  int64_t ints[2] = {count, stride};
  return make(elem->ctx, CM_SPV_ARRAY, 1, &elem, 2, ints);
}
CmType *cm_spv_rtarray_type(CmType *elem, uint32_t stride) {
  int64_t s = stride;
  return make(elem->ctx, CM_SPV_RTARRAY, 1, &elem, 1, &s);
}
CmType *cm_spv_type_elem(const CmType *t) { return t->dialect.types[0]; }
uint32_t cm_spv_array_count(const CmType *t) {
  return (uint32_t)t->dialect.ints[0];
}
uint32_t cm_spv_array_stride(const CmType *t) {
  return (uint32_t)t->dialect.ints[t->dialect.id == CM_SPV_ARRAY ? 1 : 0];
}
CmType *cm_spv_ptr_type(CmType *pointee, uint32_t storage_class) {
  int64_t s = storage_class;
  return make(pointee->ctx, CM_SPV_PTR, 1, &pointee, 1, &s);
}
CmType *cm_spv_ptr_pointee(const CmType *t) { return t->dialect.types[0]; }
uint32_t cm_spv_ptr_storage_class(const CmType *t) {
  return (uint32_t)t->dialect.ints[0];
}
CmType *cm_spv_image_type(CmType *elem, const uint32_t params[6]) {
  int64_t ints[6];
  for (int i = 0; i < 6; i++)
    ints[i] = params[i];
  return make(elem->ctx, CM_SPV_IMAGE, 1, &elem, 6, ints);
}
uint32_t cm_spv_image_param(const CmType *t, CmSpvImageParam which) {
  return (uint32_t)t->dialect.ints[which];
}
CmType *cm_spv_sampled_image_type(CmType *image) {
  return make(image->ctx, CM_SPV_SAMPLED_IMAGE, 1, &image, 0, NULL);
}
CmType *cm_spv_matrix_type(CmType *column, uint32_t columns) {
  int64_t c = columns;
  return make(column->ctx, CM_SPV_MATRIX, 1, &column, 1, &c);
}
uint32_t cm_spv_matrix_columns(const CmType *t) {
  return (uint32_t)t->dialect.ints[0];
}
CmType *cm_spv_coopmatrix_type(CmType *elem, uint32_t scope, uint32_t rows,
                               uint32_t cols) {
  int64_t ints[3] = {scope, rows, cols};
  return make(elem->ctx, CM_SPV_COOPMATRIX, 1, &elem, 3, ints);
}
uint32_t cm_spv_coopmatrix_scope(const CmType *t) {
  return (uint32_t)t->dialect.ints[0];
}
uint32_t cm_spv_coopmatrix_rows(const CmType *t) {
  return (uint32_t)t->dialect.ints[1];
}
uint32_t cm_spv_coopmatrix_cols(const CmType *t) {
  return (uint32_t)t->dialect.ints[2];
}

/* ---------------------------------------------------------------------
 * structs
 * --------------------------------------------------------------------- */
typedef struct StructBody {
  unsigned n, num_decos;
  bool has_offsets;
  CmType **members;
  uint32_t *offsets;
  CmSpvMemberDeco *decos;
} StructBody;

static int deco_cmp(const void *a, const void *b) {
  const CmSpvMemberDeco *x = a, *y = b;
  if (x->member != y->member)
    return x->member < y->member ? -1 : 1;
  if (x->decoration != y->decoration)
    return x->decoration < y->decoration ? -1 : 1;
  return 0;
}

static CmSpvMemberDeco *sorted_decos(unsigned n, const CmSpvMemberDeco *d) {
  if (!n)
    return NULL;
  CmSpvMemberDeco *s = cm_xmalloc(n * sizeof(*s));
  memcpy(s, d, n * sizeof(*s));
  qsort(s, n, sizeof(*s), deco_cmp);
  return s;
}

CmType *cm_spv_struct_type(CmContext *ctx, unsigned n, CmType *const *members,
                           const uint32_t *offsets, unsigned num_decos,
                           const CmSpvMemberDeco *decos) {
  unsigned ni = 1 + (offsets ? n : 0) + 4 * num_decos;
  int64_t *ints = cm_xmalloc(ni * sizeof(int64_t));
  CmSpvMemberDeco *sd = sorted_decos(num_decos, decos);
  unsigned k = 0;
  ints[k++] = offsets != NULL;
  for (unsigned i = 0; offsets && i < n; i++)
    ints[k++] = offsets[i];
  for (unsigned i = 0; i < num_decos; i++) {
    ints[k++] = sd[i].member;
    ints[k++] = sd[i].decoration;
    ints[k++] = sd[i].has_value;
    ints[k++] = sd[i].value;
  }
  CmType *t = make(ctx, CM_SPV_STRUCT, n, members, ni, ints);
  free(ints);
  free(sd);
  return t;
}

CmType *cm_spv_struct_identified(CmContext *ctx, CmStr name) {
  return cm_dialect_type(cm_spv_dialect(ctx), CM_SPV_STRUCT_ID, 0, NULL, 0,
                         NULL, 0, NULL, cm_ident(ctx, name.data, name.len));
}

static StructBody *body_of(const CmType *s) {
  return __atomic_load_n((StructBody *const *)&s->dialect.mutable_data,
                         __ATOMIC_ACQUIRE);
}

static bool same_body(const StructBody *b, unsigned n, CmType *const *members,
                      const uint32_t *offsets, unsigned nd,
                      const CmSpvMemberDeco *decos) {
  if (b->n != n || b->has_offsets != (offsets != NULL) || b->num_decos != nd)
    return false;
  for (unsigned i = 0; i < n; i++)
    if (b->members[i] != members[i] || (offsets && b->offsets[i] != offsets[i]))
      return false;
  for (unsigned i = 0; i < nd; i++)
    if (deco_cmp(&b->decos[i], &decos[i]) ||
        b->decos[i].has_value != decos[i].has_value ||
        b->decos[i].value != decos[i].value)
      return false;
  return true;
}

CmResult cm_spv_struct_set_body(CmType *s, unsigned n, CmType *const *members,
                                const uint32_t *offsets, unsigned num_decos,
                                const CmSpvMemberDeco *decos) {
  CmSpvMemberDeco *sd = sorted_decos(num_decos, decos);
  StructBody *old = body_of(s);
  CmResult r = CM_SUCCESS;
  if (old) {
    r = same_body(old, n, members, offsets, num_decos, sd) ? CM_SUCCESS
                                                          : CM_FAILURE;
    free(sd);
    return r;
  }
  CmContext *ctx = s->ctx;
  StructBody *b = cm_context_alloc(ctx, sizeof(StructBody), 8);
  b->n = n;
  b->num_decos = num_decos;
  b->has_offsets = offsets != NULL;
  b->members = cm_context_alloc(ctx, (n ? n : 1) * sizeof(CmType *), 8);
  b->offsets = cm_context_alloc(ctx, (n ? n : 1) * sizeof(uint32_t), 8);
  b->decos = cm_context_alloc(
      ctx, (num_decos ? num_decos : 1) * sizeof(CmSpvMemberDeco), 8);
  for (unsigned i = 0; i < n; i++) {
    b->members[i] = members[i];
    b->offsets[i] = offsets ? offsets[i] : 0;
  }
  if (num_decos)
    memcpy(b->decos, sd, num_decos * sizeof(*sd));
  StructBody *expected = NULL;
  if (!__atomic_compare_exchange_n((StructBody **)&s->dialect.mutable_data,
                                   &expected, b, false, __ATOMIC_ACQ_REL,
                                   __ATOMIC_ACQUIRE))
    r = same_body(expected, n, members, offsets, num_decos, sd) ? CM_SUCCESS
                                                                : CM_FAILURE;
  free(sd);
  return r;
}

bool cm_spv_struct_is_identified(const CmType *s) {
  return s->dialect.id == CM_SPV_STRUCT_ID;
}
CmStr cm_spv_struct_name(const CmType *s) {
  if (s->dialect.id != CM_SPV_STRUCT_ID)
    return (CmStr){"", 0};
  return (CmStr){s->dialect.str->str, s->dialect.str->len};
}
unsigned cm_spv_struct_num_members(const CmType *s) {
  if (s->dialect.id == CM_SPV_STRUCT)
    return s->dialect.num_types;
  StructBody *b = body_of(s);
  return b ? b->n : 0;
}
CmType *cm_spv_struct_member(const CmType *s, unsigned i) {
  if (s->dialect.id == CM_SPV_STRUCT)
    return s->dialect.types[i];
  return body_of(s)->members[i];
}
bool cm_spv_struct_has_offsets(const CmType *s) {
  if (s->dialect.id == CM_SPV_STRUCT)
    return s->dialect.ints[0] != 0;
  StructBody *b = body_of(s);
  return b && b->has_offsets;
}
uint32_t cm_spv_struct_offset(const CmType *s, unsigned i) {
  if (s->dialect.id == CM_SPV_STRUCT)
    return (uint32_t)s->dialect.ints[1 + i];
  return body_of(s)->offsets[i];
}
unsigned cm_spv_struct_num_decos(const CmType *s) {
  if (s->dialect.id == CM_SPV_STRUCT) {
    unsigned skip = 1 + (s->dialect.ints[0] ? s->dialect.num_types : 0);
    return (s->dialect.num_ints - skip) / 4;
  }
  StructBody *b = body_of(s);
  return b ? b->num_decos : 0;
}

/* Literal structs keep their decorations in ints; they are decoded once
 * into the arena (cached in mutable_data) so both kinds answer alike. */

const CmSpvMemberDeco *cm_spv_struct_decos(const CmType *s) {
  if (s->dialect.id == CM_SPV_STRUCT_ID) {
    StructBody *b = body_of(s);
    return b ? b->decos : NULL;
  }
  unsigned nd = cm_spv_struct_num_decos(s);
  if (!nd)
    return NULL;
  CmSpvMemberDeco *cached = __atomic_load_n(
      (CmSpvMemberDeco *const *)&s->dialect.mutable_data, __ATOMIC_ACQUIRE);
  if (cached)
    return cached;
  CmSpvMemberDeco *d =
      cm_context_alloc(s->ctx, nd * sizeof(CmSpvMemberDeco), 8);
  unsigned skip = 1 + (s->dialect.ints[0] ? s->dialect.num_types : 0);
  for (unsigned i = 0; i < nd; i++) {
    const int64_t *q = s->dialect.ints + skip + 4 * i;
    d[i].member = (uint32_t)q[0];
    d[i].decoration = (uint32_t)q[1];
    d[i].has_value = q[2] != 0;
    d[i].value = (uint32_t)q[3];
  }
  CmSpvMemberDeco *expected = NULL;
  if (!__atomic_compare_exchange_n(
          (CmSpvMemberDeco **)&((CmType *)s)->dialect.mutable_data, &expected,
          d, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE))
    return expected;
  return d;
}

/* ---------------------------------------------------------------------
 * type classes
 * --------------------------------------------------------------------- */
bool cm_spv_is_scalar_type(const CmType *t) {
  switch (t->kind) {
  case CM_TYPE_F16:
  case CM_TYPE_F32:
  case CM_TYPE_F64:
    return true;
  case CM_TYPE_INTEGER: {
    unsigned w = t->integer.width;
    return w == 1 || w == 8 || w == 16 || w == 32 || w == 64;
  }
  default:
    return false;
  }
}

unsigned cm_spv_scalar_bit_width(const CmType *t) {
  if (!t)
    return 0;
  switch (t->kind) {
  case CM_TYPE_INTEGER:
    return t->integer.width;
  case CM_TYPE_F16:
  case CM_TYPE_BF16:
    return 16;
  case CM_TYPE_F32:
    return 32;
  case CM_TYPE_F64:
    return 64;
  default:
    return 0;
  }
}

bool cm_spv_is_composite_type(const CmType *t) {
  if (t->kind == CM_TYPE_VECTOR)
    return t->shaped.rank == 1 && cm_spv_is_scalar_type(t->shaped.elem);
  int id = cm_spv_type_id(t);
  return id == CM_SPV_ARRAY || id == CM_SPV_RTARRAY || id == CM_SPV_STRUCT ||
         id == CM_SPV_STRUCT_ID || id == CM_SPV_MATRIX ||
         id == CM_SPV_COOPMATRIX;
}

bool cm_spv_is_valid_type(const CmType *t) {
  if (cm_spv_type_id(t) >= 0 || cm_spv_is_scalar_type(t))
    return true;
  if (t->kind == CM_TYPE_VECTOR) {
    int64_t n = t->shaped.rank == 1 ? t->shaped.shape[0] : 0;
    return cm_spv_is_scalar_type(t->shaped.elem) &&
           (n == 2 || n == 3 || n == 4 || n == 8 || n == 16);
  }
  return false;
}

/* ---------------------------------------------------------------------
 * parsing
 * --------------------------------------------------------------------- */
static CmResult error_with_type(CmParser *p, const char *pos, const char *pre,
                                const CmType *t, const char *post) {
  CmBuf b;
  cm_buf_init(&b);
  cm_print_type_to(t, &b);
  cm_parser_error_at(p, pos, "%s'%.*s'%s", pre, (int)b.len,
                     b.data ? b.data : "", post);
  cm_buf_free(&b);
  return CM_FAILURE;
}

/* An element type of a spv type (13's parseAndVerifyType). */
static CmType *parse_elem(CmParser *p) {
  const char *pos = cm_parser_pos(p);
  CmType *t;
  if (cm_parse_type(p, &t))
    return NULL;
  if (cm_spv_type_id(t) >= 0)
    return t;
  if (t->kind == CM_TYPE_BF16) {
    cm_parser_error_at(p, pos, "cannot use 'bf16' to compose SPIR-V types");
    return NULL;
  }
  if (cm_type_is_float(t))
    return t;
  if (t->kind == CM_TYPE_INTEGER) {
    if (!cm_spv_is_scalar_type(t)) {
      error_with_type(p, pos,
                      "only 1/8/16/32/64-bit integer type allowed but found ",
                      t, "");
      return NULL;
    }
    return t;
  }
  if (t->kind == CM_TYPE_VECTOR) {
    if (t->shaped.rank != 1) {
      error_with_type(p, pos, "only 1-D vector allowed but found ", t, "");
      return NULL;
    }
    if (t->shaped.shape[0] > 4) {
      cm_parser_error_at(p, pos,
                         "vector length has to be less than or equal to 4 "
                         "but found %lld",
                         (long long)t->shaped.shape[0]);
      return NULL;
    }
    return t;
  }
  error_with_type(p, pos, "cannot use ", t, " to compose SPIR-V types");
  return NULL;
}

static bool parse_enum_kw(CmParser *p, CmSpvEnumKind k, uint32_t *out,
                          const char *unknown_fmt) {
  const char *pos = cm_parser_pos(p);
  CmStr kw;
  if (cm_parse_any_keyword(p, &kw))
    return false;
  if (!cm_spv_enum_symbolize(k, kw, out)) {
    cm_parser_error_at(p, pos, unknown_fmt, (int)kw.len, kw.data);
    return false;
  }
  return true;
}

/* `, stride=N` (optional); *stride = 0 when absent. */
static CmResult parse_stride(CmParser *p, uint32_t *stride) {
  *stride = 0;
  if (!cm_parse_optional_tok(p, CM_TOK_COMMA))
    return CM_SUCCESS;
  if (cm_parse_keyword(p, "stride") || cm_parse_tok(p, CM_TOK_EQUAL))
    return CM_FAILURE;
  const char *pos = cm_parser_pos(p);
  int64_t v;
  if (cm_parse_integer(p, &v))
    return CM_FAILURE;
  if (v < 0 || v > UINT32_MAX)
    return cm_parser_error_at(p, pos, "integer value too large");
  if (v == 0)
    return cm_parser_error_at(p, pos, "ArrayStride must be greater than zero");
  *stride = (uint32_t)v;
  return CM_SUCCESS;
}

static CmType *parse_array(CmParser *p) {
  if (cm_parse_tok(p, CM_TOK_LESS))
    return NULL;
  const char *pos = cm_parser_pos(p);
  int64_t dims[2];
  unsigned nd = 0;
  if (cm_parse_dimension_list(p, false, dims, 2, &nd))
    return NULL;
  if (nd != 1) {
    cm_parser_error_at(p, pos, "expected single integer for array element "
                               "count");
    return NULL;
  }
  if (dims[0] == 0) {
    cm_parser_error_at(p, pos, "expected array length greater than 0");
    return NULL;
  }
  CmType *elem = parse_elem(p);
  uint32_t stride;
  if (!elem || parse_stride(p, &stride) || cm_parse_tok(p, CM_TOK_GREATER))
    return NULL;
  return cm_spv_array_type(elem, (uint32_t)dims[0], stride);
}

static CmType *parse_rtarray(CmParser *p) {
  if (cm_parse_tok(p, CM_TOK_LESS))
    return NULL;
  CmType *elem = parse_elem(p);
  uint32_t stride;
  if (!elem || parse_stride(p, &stride) || cm_parse_tok(p, CM_TOK_GREATER))
    return NULL;
  return cm_spv_rtarray_type(elem, stride);
}

static CmType *parse_ptr(CmParser *p) {
  if (cm_parse_tok(p, CM_TOK_LESS))
    return NULL;
  CmType *elem = parse_elem(p);
  if (!elem || cm_parse_tok(p, CM_TOK_COMMA))
    return NULL;
  uint32_t sc;
  if (!parse_enum_kw(p, CM_SPV_E_StorageClass, &sc,
                     "unknown storage class: %.*s") ||
      cm_parse_tok(p, CM_TOK_GREATER))
    return NULL;
  return cm_spv_ptr_type(elem, sc);
}

static CmType *parse_coopmatrix(CmParser *p) {
  if (cm_parse_tok(p, CM_TOK_LESS))
    return NULL;
  const char *pos = cm_parser_pos(p);
  int64_t dims[3];
  unsigned nd = 0;
  if (cm_parse_dimension_list(p, false, dims, 3, &nd))
    return NULL;
  if (nd != 2) {
    cm_parser_error_at(p, pos, "expected rows and columns size");
    return NULL;
  }
  CmType *elem = parse_elem(p);
  uint32_t scope;
  if (!elem || cm_parse_tok(p, CM_TOK_COMMA) ||
      !parse_enum_kw(p, CM_SPV_E_Scope, &scope,
                     "invalid scope <id> attribute specification: %.*s") ||
      cm_parse_tok(p, CM_TOK_GREATER))
    return NULL;
  return cm_spv_coopmatrix_type(elem, scope, (uint32_t)dims[0],
                                (uint32_t)dims[1]);
}

static CmType *parse_matrix(CmParser *p) {
  if (cm_parse_tok(p, CM_TOK_LESS))
    return NULL;
  const char *pos = cm_parser_pos(p);
  int64_t dims[2];
  unsigned nd = 0;
  if (cm_parse_dimension_list(p, false, dims, 2, &nd))
    return NULL;
  if (nd != 1) {
    cm_parser_error_at(p, pos, "expected single unsigned integer for number "
                               "of columns");
    return NULL;
  }
  if (dims[0] < 2 || dims[0] > 4) {
    cm_parser_error_at(p, pos, "matrix is expected to have 2, 3, or 4 "
                               "columns");
    return NULL;
  }
  const char *tpos = cm_parser_pos(p);
  CmType *col;
  if (cm_parse_type(p, &col))
    return NULL;
  if (col->kind != CM_TYPE_VECTOR) {
    error_with_type(p, tpos, "matrix must be composed using vector type, got ",
                    col, "");
    return NULL;
  }
  if (col->shaped.rank != 1) {
    error_with_type(p, tpos, "only 1-D vector allowed but found ", col, "");
    return NULL;
  }
  if (col->shaped.shape[0] > 4 || col->shaped.shape[0] < 2) {
    cm_parser_error_at(p, tpos,
                       "matrix columns size has to be less than or equal to "
                       "4 and greater than or equal 2, but found %lld",
                       (long long)col->shaped.shape[0]);
    return NULL;
  }
  if (!cm_type_is_float(col->shaped.elem)) {
    error_with_type(p, tpos,
                    "matrix columns' elements must be of Float type, got ",
                    col->shaped.elem, "");
    return NULL;
  }
  if (cm_parse_tok(p, CM_TOK_GREATER))
    return NULL;
  return cm_spv_matrix_type(col, (uint32_t)dims[0]);
}

static CmType *parse_image(CmParser *p) {
  static const CmSpvEnumKind kinds[6] = {
      CM_SPV_E_Dim,          CM_SPV_E_ImageDepthInfo,
      CM_SPV_E_ImageArrayedInfo, CM_SPV_E_ImageSamplingInfo,
      CM_SPV_E_ImageSamplerUseInfo, CM_SPV_E_ImageFormat};
  if (cm_parse_tok(p, CM_TOK_LESS))
    return NULL;
  CmType *elem = parse_elem(p);
  if (!elem)
    return NULL;
  uint32_t params[6];
  for (int i = 0; i < 6; i++)
    if (cm_parse_tok(p, CM_TOK_COMMA) ||
        !parse_enum_kw(p, kinds[i], &params[i], "unknown attribute: '%.*s'"))
      return NULL;
  if (cm_parse_tok(p, CM_TOK_GREATER))
    return NULL;
  return cm_spv_image_type(elem, params);
}

static CmType *parse_sampled_image(CmParser *p) {
  if (cm_parse_tok(p, CM_TOK_LESS))
    return NULL;
  const char *pos = cm_parser_pos(p);
  CmType *t;
  if (cm_parse_type(p, &t))
    return NULL;
  if (cm_spv_type_id(t) != CM_SPV_IMAGE) {
    error_with_type(p, pos, "sampled image must be composed using image "
                            "type, got ",
                    t, "");
    return NULL;
  }
  if (cm_parse_tok(p, CM_TOK_GREATER))
    return NULL;
  return cm_spv_sampled_image_type(t);
}

/* The names of the identified structs being parsed (per thread). */
static _Thread_local CmStr *struct_stack;
static _Thread_local size_t struct_depth, struct_cap;

static bool in_struct_stack(CmStr s) {
  for (size_t i = 0; i < struct_depth; i++)
    if (cm_str_eq(struct_stack[i], s))
      return true;
  return false;
}

typedef CM_VEC(uint32_t) U32Vec;
typedef CM_VEC(CmSpvMemberDeco) DecoVec;

/* After `[`: `offset? (, Deco(=N)?)* ]`. */
static CmResult parse_member_decos(CmParser *p, unsigned member,
                                   U32Vec *offsets, DecoVec *decos) {
  const char *pos = cm_parser_pos(p);
  int64_t off;
  CmOptResult r = cm_parse_optional_integer(p, &off);
  if (r == CM_OPT_FAILURE)
    return CM_FAILURE;
  bool had_offset = r == CM_OPT_SUCCESS;
  if (had_offset) {
    if (offsets->len != member)
      return cm_parser_error_at(p, pos, "offset specification must be given "
                                        "for all members");
    CM_VEC_PUSH(*offsets, (uint32_t)off);
  }
  if (cm_parse_optional_tok(p, CM_TOK_RSQUARE))
    return CM_SUCCESS;
  if (had_offset && cm_parse_tok(p, CM_TOK_COMMA))
    return CM_FAILURE;
  do {
    uint32_t deco;
    if (!parse_enum_kw(p, CM_SPV_E_Decoration, &deco,
                       "unknown attribute: '%.*s'"))
      return CM_FAILURE;
    CmSpvMemberDeco d = {member, deco, false, 0};
    if (cm_parse_optional_tok(p, CM_TOK_EQUAL)) {
      int64_t v;
      if (cm_parse_integer(p, &v))
        return CM_FAILURE;
      d.has_value = true;
      d.value = (uint32_t)v;
    }
    CM_VEC_PUSH(*decos, d);
  } while (cm_parse_optional_tok(p, CM_TOK_COMMA));
  return cm_parse_tok(p, CM_TOK_RSQUARE);
}

static CmType *parse_struct(CmParser *p, const char *name_pos) {
  CmContext *ctx = cm_parser_context(p);
  if (cm_parse_tok(p, CM_TOK_LESS))
    return NULL;
  CmStr ident = {NULL, 0};
  bool pushed = false;
  CmType *res = NULL;
  CmTypeVec members = {0};
  U32Vec offsets = {0};
  DecoVec decos = {0};
  if (cm_parse_optional_any_keyword(p, &ident)) {
    if (cm_parse_optional_tok(p, CM_TOK_GREATER)) {
      if (!in_struct_stack(ident)) {
        cm_parser_error_at(p, name_pos, "recursive struct reference not "
                                        "nested in struct definition");
        return NULL;
      }
      return cm_spv_struct_identified(ctx, ident);
    }
    if (cm_parse_tok(p, CM_TOK_COMMA))
      return NULL;
    if (in_struct_stack(ident)) {
      cm_parser_error_at(p, name_pos,
                         "identifier already used for an enclosing struct");
      return NULL;
    }
    if (struct_depth == struct_cap)
      cm_grow((void **)&struct_stack, &struct_cap, struct_depth + 1,
              sizeof(CmStr));
    struct_stack[struct_depth++] = ident;
    pushed = true;
  }
  if (cm_parse_tok(p, CM_TOK_LPAREN))
    goto out;
  if (!cm_parse_optional_tok(p, CM_TOK_RPAREN)) {
    do {
      CmType *m;
      if (cm_parse_type(p, &m))
        goto out;
      CM_VEC_PUSH(members, m);
      if (cm_parse_optional_tok(p, CM_TOK_LSQUARE) &&
          parse_member_decos(p, (unsigned)members.len - 1, &offsets, &decos))
        goto out;
    } while (cm_parse_optional_tok(p, CM_TOK_COMMA));
    if (offsets.len && offsets.len != members.len) {
      cm_parser_error_at(p, name_pos, "offset specification must be given "
                                      "for all members");
      goto out;
    }
    if (cm_parse_tok(p, CM_TOK_RPAREN))
      goto out;
  }
  if (cm_parse_tok(p, CM_TOK_GREATER))
    goto out;
  if (ident.data) {
    CmType *st = cm_spv_struct_identified(ctx, ident);
    if (cm_failed(cm_spv_struct_set_body(
            st, (unsigned)members.len, members.data,
            offsets.len ? offsets.data : NULL, (unsigned)decos.len,
            decos.data))) {
      cm_parser_error_at(p, name_pos, "identified type already used with a "
                                      "different body");
      goto out;
    }
    res = st;
  } else {
    res = cm_spv_struct_type(ctx, (unsigned)members.len, members.data,
                             offsets.len ? offsets.data : NULL,
                             (unsigned)decos.len, decos.data);
  }
out:
  if (pushed && --struct_depth == 0) {
    free(struct_stack);
    struct_stack = NULL;
    struct_cap = 0;
  }
  CM_VEC_FREE(members);
  CM_VEC_FREE(offsets);
  CM_VEC_FREE(decos);
  return res;
}

CmType *cm_spv_parse_type_hook(CmDialect *d, CmParser *p) {
  (void)d;
  const char *pos = cm_parser_pos(p);
  CmStr kw;
  if (cm_parse_any_keyword(p, &kw))
    return NULL;
  CmType *t = NULL;
  if (cm_str_eq_c(kw, "array"))
    t = parse_array(p);
  else if (cm_str_eq_c(kw, "coopmatrix"))
    t = parse_coopmatrix(p);
  else if (cm_str_eq_c(kw, "image"))
    t = parse_image(p);
  else if (cm_str_eq_c(kw, "ptr"))
    t = parse_ptr(p);
  else if (cm_str_eq_c(kw, "rtarray"))
    t = parse_rtarray(p);
  else if (cm_str_eq_c(kw, "struct"))
    t = parse_struct(p, pos);
  else if (cm_str_eq_c(kw, "matrix"))
    t = parse_matrix(p);
  else if (cm_str_eq_c(kw, "sampled_image"))
    t = parse_sampled_image(p);
  else {
    cm_parser_error_at(p, pos, "unknown SPIR-V type: %.*s", (int)kw.len,
                       kw.data);
    return NULL;
  }
  if (t && cm_parser_token(p)->kind != CM_TOK_EOF) {
    cm_parser_error(p, "unexpected token after SPIR-V type");
    return NULL;
  }
  return t;
}

/* ---------------------------------------------------------------------
 * printing
 * --------------------------------------------------------------------- */
static _Thread_local const CmType **print_stack;
static _Thread_local size_t print_depth, print_cap;

static void put_enum(CmPrinter *p, CmSpvEnumKind k, uint32_t v) {
  if (!cm_spv_enum_print(k, v, cm_printer_buf(p)))
    cm_print_printf(p, "%u", v);
}

static void print_struct(CmPrinter *p, const CmType *t) {
  cm_print_str(p, "struct<");
  bool ident = cm_spv_struct_is_identified(t);
  if (ident) {
    cm_buf_putstr(cm_printer_buf(p), cm_spv_struct_name(t));
    for (size_t i = 0; i < print_depth; i++)
      if (print_stack[i] == t) {
        cm_print_str(p, ">");
        return;
      }
    cm_print_str(p, ", ");
    if (print_depth == print_cap)
      cm_grow((void **)&print_stack, &print_cap, print_depth + 1,
              sizeof(CmType *));
    print_stack[print_depth++] = t;
  }
  cm_print_str(p, "(");
  unsigned n = cm_spv_struct_num_members(t);
  unsigned nd = cm_spv_struct_num_decos(t);
  const CmSpvMemberDeco *d = cm_spv_struct_decos(t);
  bool offs = cm_spv_struct_has_offsets(t);
  unsigned di = 0;
  for (unsigned i = 0; i < n; i++) {
    if (i)
      cm_print_str(p, ", ");
    cm_print_type(p, cm_spv_struct_member(t, i));
    unsigned first = di;
    while (di < nd && d[di].member == i)
      di++;
    if (!offs && first == di)
      continue;
    cm_print_str(p, " [");
    if (offs) {
      cm_print_printf(p, "%u", cm_spv_struct_offset(t, i));
      if (first != di)
        cm_print_str(p, ", ");
    }
    for (unsigned k = first; k < di; k++) {
      if (k != first)
        cm_print_str(p, ", ");
      put_enum(p, CM_SPV_E_Decoration, d[k].decoration);
      if (d[k].has_value)
        cm_print_printf(p, "=%u", d[k].value);
    }
    cm_print_str(p, "]");
  }
  cm_print_str(p, ")>");
  if (ident && --print_depth == 0) {
    free(print_stack);
    print_stack = NULL;
    print_cap = 0;
  }
}

void cm_spv_print_type_hook(CmDialect *dl, const CmType *t, CmPrinter *p) {
  (void)dl;
  switch ((CmSpvTypeId)t->dialect.id) {
  case CM_SPV_ARRAY:
    cm_print_printf(p, "array<%u x ", cm_spv_array_count(t));
    cm_print_type(p, cm_spv_type_elem(t));
    if (cm_spv_array_stride(t))
      cm_print_printf(p, ", stride=%u", cm_spv_array_stride(t));
    cm_print_str(p, ">");
    return;
  case CM_SPV_RTARRAY:
    cm_print_str(p, "rtarray<");
    cm_print_type(p, cm_spv_type_elem(t));
    if (cm_spv_array_stride(t))
      cm_print_printf(p, ", stride=%u", cm_spv_array_stride(t));
    cm_print_str(p, ">");
    return;
  case CM_SPV_PTR:
    cm_print_str(p, "ptr<");
    cm_print_type(p, cm_spv_ptr_pointee(t));
    cm_print_str(p, ", ");
    put_enum(p, CM_SPV_E_StorageClass, cm_spv_ptr_storage_class(t));
    cm_print_str(p, ">");
    return;
  case CM_SPV_IMAGE: {
    static const CmSpvEnumKind kinds[6] = {
        CM_SPV_E_Dim,          CM_SPV_E_ImageDepthInfo,
        CM_SPV_E_ImageArrayedInfo, CM_SPV_E_ImageSamplingInfo,
        CM_SPV_E_ImageSamplerUseInfo, CM_SPV_E_ImageFormat};
    cm_print_str(p, "image<");
    cm_print_type(p, cm_spv_type_elem(t));
    for (int i = 0; i < 6; i++) {
      cm_print_str(p, ", ");
      put_enum(p, kinds[i], (uint32_t)t->dialect.ints[i]);
    }
    cm_print_str(p, ">");
    return;
  }
  case CM_SPV_SAMPLED_IMAGE:
    cm_print_str(p, "sampled_image<");
    cm_print_type(p, cm_spv_type_elem(t));
    cm_print_str(p, ">");
    return;
  case CM_SPV_MATRIX:
    cm_print_printf(p, "matrix<%u x ", cm_spv_matrix_columns(t));
    cm_print_type(p, cm_spv_type_elem(t));
    cm_print_str(p, ">");
    return;
  case CM_SPV_COOPMATRIX:
    cm_print_printf(p, "coopmatrix<%ux%ux", cm_spv_coopmatrix_rows(t),
                    cm_spv_coopmatrix_cols(t));
    cm_print_type(p, cm_spv_type_elem(t));
    cm_print_str(p, ", ");
    put_enum(p, CM_SPV_E_Scope, cm_spv_coopmatrix_scope(t));
    cm_print_str(p, ">");
    return;
  case CM_SPV_STRUCT:
  case CM_SPV_STRUCT_ID:
    print_struct(p, t);
    return;
  }
}
