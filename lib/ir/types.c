/* types.c - builtin types, uniqued in the context. */
#include "ir_internal.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* Parameters of a type under construction; `make` copies them into
 * context memory. */
typedef struct CmTypeProto {
  CmType t;
  /* arrays to copy */
  unsigned ntypes;
  CmType *const *types_a; /* first part */
  unsigned ntypes_a;
  CmType *const *types_b; /* second part (function results) */
  unsigned nshape;
  const int64_t *shape;
  unsigned nints;
  const int64_t *ints;
  unsigned nattrs;
  CmAttr *const *attrs;
  /* Non-zero: offsets inside the stored key of the type list / the shape,
   * which the type points at instead of copying. */
  size_t types_off, shape_off;
} CmTypeProto;

static void *cm_type_make(CmContext *ctx, const void *key, size_t keylen,
                          void *user) {
  (void)key;
  (void)keylen;
  CmTypeProto *p = user;
  /* Only the kind's own union member is stored (types are never copied by
   * value): the smaller kinds take less memory. */
#define CM_TYPE_SIZE(member)                                                   \
  ((offsetof(CmType, member) + sizeof(((CmType *)0)->member) + 7) & ~(size_t)7)
  size_t size;
  switch ((CmTypeKind)p->t.kind) {
  case CM_TYPE_INTEGER: size = CM_TYPE_SIZE(integer); break;
  case CM_TYPE_COMPLEX: size = CM_TYPE_SIZE(complex); break;
  case CM_TYPE_FUNCTION: size = CM_TYPE_SIZE(func); break;
  case CM_TYPE_TUPLE: size = CM_TYPE_SIZE(tuple); break;
  case CM_TYPE_OPAQUE: size = CM_TYPE_SIZE(opaque); break;
  default: size = sizeof(CmType); break;
  }
  CmType *t = cm_context_alloc(ctx, size, _Alignof(CmType));
  memcpy(t, &p->t, size);
  t->ctx = ctx;
  CmType **types = NULL;
  if (p->types_off) {
    types = (CmType **)((const uint8_t *)key + p->types_off);
  } else if (p->ntypes) {
    types = cm_context_alloc(ctx, sizeof(CmType *) * p->ntypes, 8);
    if (p->ntypes_a)
      memcpy(types, p->types_a, sizeof(CmType *) * p->ntypes_a);
    if (p->ntypes > p->ntypes_a)
      memcpy(types + p->ntypes_a, p->types_b,
             sizeof(CmType *) * (p->ntypes - p->ntypes_a));
  }
  switch ((CmTypeKind)t->kind) {
  case CM_TYPE_FUNCTION:
    t->func.types = types;
    break;
  case CM_TYPE_TUPLE:
    t->tuple.types = types;
    break;
  case CM_TYPE_VECTOR:
  case CM_TYPE_RANKED_TENSOR:
  case CM_TYPE_MEMREF:
    if (p->shape_off) {
      t->shaped.shape = (int64_t *)((const uint8_t *)key + p->shape_off);
    } else if (p->nshape) {
      t->shaped.shape = cm_context_alloc(ctx, sizeof(int64_t) * p->nshape, 8);
      memcpy(t->shaped.shape, p->shape, sizeof(int64_t) * p->nshape);
    }
    break;
  case CM_TYPE_DIALECT:
    t->dialect.types = types;
    if (p->nints) {
      t->dialect.ints = cm_context_alloc(ctx, sizeof(int64_t) * p->nints, 8);
      memcpy(t->dialect.ints, p->ints, sizeof(int64_t) * p->nints);
    }
    if (p->nattrs) {
      t->dialect.attrs = cm_context_alloc(ctx, sizeof(CmAttr *) * p->nattrs, 8);
      memcpy(t->dialect.attrs, p->attrs, sizeof(CmAttr *) * p->nattrs);
    }
    break;
  default:
    break;
  }
  return t;
}

static CmType *cm_type_unique(CmContext *ctx, CmKey *k, CmTypeProto *p) {
  CmType *t = cm_unique(ctx, CM_UNIQ_TYPE, k->data, k->len, cm_type_make, p);
  cm_key_free(k);
  return t;
}

static void cm_proto_init(CmTypeProto *p, CmTypeKind kind) {
  memset(p, 0, sizeof(*p));
  p->t.kind = (uint8_t)kind;
}

/* ---- constructors ------------------------------------------------------------ */

static CmType *cm_integer_type_slow(CmContext *ctx, unsigned width,
                                    CmSignedness s) {
  CmKey k;
  cm_key_init(&k);
  CM_KEY_PUT(&k, (uint8_t)CM_TYPE_INTEGER);
  CM_KEY_PUT(&k, width);
  CM_KEY_PUT(&k, (uint8_t)s);
  CmTypeProto p;
  cm_proto_init(&p, CM_TYPE_INTEGER);
  p.t.integer.width = width;
  p.t.integer.signedness = s;
  return cm_type_unique(ctx, &k, &p);
}

CmType *cm_integer_type(CmContext *ctx, unsigned width, CmSignedness s) {
  if (s == CM_SIGNLESS) {
    CmType *c = NULL;
    switch (width) {
    case 1: c = ctx->cache.i1; break;
    case 8: c = ctx->cache.i8; break;
    case 16: c = ctx->cache.i16; break;
    case 32: c = ctx->cache.i32; break;
    case 64: c = ctx->cache.i64; break;
    default: break;
    }
    if (c)
      return c;
  }
  return cm_integer_type_slow(ctx, width, s);
}

static CmType *cm_simple_type(CmContext *ctx, CmTypeKind kind) {
  CmKey k;
  cm_key_init(&k);
  CM_KEY_PUT(&k, (uint8_t)kind);
  CmTypeProto p;
  cm_proto_init(&p, kind);
  return cm_type_unique(ctx, &k, &p);
}

CmType *cm_index_type(CmContext *ctx) {
  return ctx->cache.index ? ctx->cache.index
                          : cm_simple_type(ctx, CM_TYPE_INDEX);
}

CmType *cm_float_type(CmContext *ctx, CmTypeKind kind) {
  if (kind < CM_TYPE_BF16 || kind > CM_TYPE_F128)
    return NULL;
  CmType *c = ctx->cache.floats[kind - CM_TYPE_BF16];
  return c ? c : cm_simple_type(ctx, kind);
}

CmType *cm_none_type(CmContext *ctx) {
  return ctx->cache.none ? ctx->cache.none : cm_simple_type(ctx, CM_TYPE_NONE);
}

void cm_types_init_cache(CmContext *ctx) {
  ctx->cache.i1 = cm_integer_type_slow(ctx, 1, CM_SIGNLESS);
  ctx->cache.i8 = cm_integer_type_slow(ctx, 8, CM_SIGNLESS);
  ctx->cache.i16 = cm_integer_type_slow(ctx, 16, CM_SIGNLESS);
  ctx->cache.i32 = cm_integer_type_slow(ctx, 32, CM_SIGNLESS);
  ctx->cache.i64 = cm_integer_type_slow(ctx, 64, CM_SIGNLESS);
  ctx->cache.index = cm_simple_type(ctx, CM_TYPE_INDEX);
  ctx->cache.none = cm_simple_type(ctx, CM_TYPE_NONE);
  for (int k = CM_TYPE_BF16; k <= CM_TYPE_F128; k++)
    ctx->cache.floats[k - CM_TYPE_BF16] = cm_simple_type(ctx, (CmTypeKind)k);
}

CmType *cm_complex_type(CmType *elem) {
  CmKey k;
  cm_key_init(&k);
  CM_KEY_PUT(&k, (uint8_t)CM_TYPE_COMPLEX);
  CM_KEY_PUT(&k, elem);
  CmTypeProto p;
  cm_proto_init(&p, CM_TYPE_COMPLEX);
  p.t.complex.elem = elem;
  return cm_type_unique(elem->ctx, &k, &p);
}

CmType *cm_function_type(CmContext *ctx, unsigned num_inputs,
                         CmType *const *inputs, unsigned num_results,
                         CmType *const *results) {
  CmKey k;
  cm_key_init(&k);
  CM_KEY_PUT(&k, (uint8_t)CM_TYPE_FUNCTION);
  CM_KEY_PUT(&k, num_inputs);
  CM_KEY_PUT(&k, num_results);
  cm_key_align(&k, 8);
  size_t off = k.len;
  cm_key_put(&k, inputs, sizeof(CmType *) * num_inputs);
  cm_key_put(&k, results, sizeof(CmType *) * num_results);
  CmTypeProto p;
  cm_proto_init(&p, CM_TYPE_FUNCTION);
  p.t.func.num_inputs = num_inputs;
  p.t.func.num_results = num_results;
  p.ntypes = num_inputs + num_results;
  p.types_a = inputs;
  p.ntypes_a = num_inputs;
  p.types_b = results;
  p.types_off = off;
  return cm_type_unique(ctx, &k, &p);
}

CmType *cm_tuple_type(CmContext *ctx, unsigned n, CmType *const *types) {
  CmKey k;
  cm_key_init(&k);
  CM_KEY_PUT(&k, (uint8_t)CM_TYPE_TUPLE);
  CM_KEY_PUT(&k, n);
  cm_key_align(&k, 8);
  size_t off = k.len;
  cm_key_put(&k, types, sizeof(CmType *) * n);
  CmTypeProto p;
  cm_proto_init(&p, CM_TYPE_TUPLE);
  p.t.tuple.num = n;
  p.ntypes = p.ntypes_a = n;
  p.types_a = types;
  p.types_off = off;
  return cm_type_unique(ctx, &k, &p);
}

static CmType *cm_shaped_type(CmTypeKind kind, unsigned rank,
                              const int64_t *shape, CmType *elem,
                              CmAttr *encoding, CmAttr *layout,
                              CmAttr *memspace) {
  CmKey k;
  cm_key_init(&k);
  CM_KEY_PUT(&k, (uint8_t)kind);
  CM_KEY_PUT(&k, rank);
  CM_KEY_PUT(&k, elem);
  CM_KEY_PUT(&k, encoding);
  CM_KEY_PUT(&k, layout);
  CM_KEY_PUT(&k, memspace);
  cm_key_align(&k, 8);
  size_t off = k.len;
  cm_key_put(&k, shape, sizeof(int64_t) * rank);
  CmTypeProto p;
  cm_proto_init(&p, kind);
  p.t.shaped.rank = rank;
  p.t.shaped.elem = elem;
  p.t.shaped.encoding = encoding;
  p.t.shaped.layout = layout;
  p.t.shaped.memspace = memspace;
  p.nshape = rank;
  p.shape = shape;
  p.shape_off = rank ? off : 0;
  return cm_type_unique(elem->ctx, &k, &p);
}

CmType *cm_vector_type(unsigned rank, const int64_t *shape, CmType *elem) {
  return cm_shaped_type(CM_TYPE_VECTOR, rank, shape, elem, NULL, NULL, NULL);
}

CmType *cm_ranked_tensor_type(unsigned rank, const int64_t *shape,
                              CmType *elem, CmAttr *encoding) {
  return cm_shaped_type(CM_TYPE_RANKED_TENSOR, rank, shape, elem, encoding,
                        NULL, NULL);
}

CmType *cm_unranked_tensor_type(CmType *elem) {
  return cm_shaped_type(CM_TYPE_UNRANKED_TENSOR, 0, NULL, elem, NULL, NULL,
                        NULL);
}

/* Upstream drops an integer memory space of 0 (the default). */
static CmAttr *cm_canonical_memspace(CmAttr *ms) {
  if (ms && ms->kind == CM_ATTR_INTEGER) {
    bool zero = true;
    for (unsigned i = 0; i < ms->integer.num_words; i++)
      if (ms->integer.words[i])
        zero = false;
    if (zero)
      return NULL;
  }
  return ms;
}

CmType *cm_memref_type(unsigned rank, const int64_t *shape, CmType *elem,
                       CmAttr *layout, CmAttr *memspace) {
  if (layout && layout->kind == CM_ATTR_AFFINE_MAP &&
      cm_affine_map_is_identity(layout->map))
    layout = NULL;
  return cm_shaped_type(CM_TYPE_MEMREF, rank, shape, elem, NULL, layout,
                        cm_canonical_memspace(memspace));
}

CmType *cm_unranked_memref_type(CmType *elem, CmAttr *memspace) {
  return cm_shaped_type(CM_TYPE_UNRANKED_MEMREF, 0, NULL, elem, NULL, NULL,
                        cm_canonical_memspace(memspace));
}

CmType *cm_opaque_type(CmIdent *dialect, CmStr data) {
  CmContext *ctx = dialect->ctx;
  CmIdent *d = cm_ident(ctx, data.data, data.len);
  CmKey k;
  cm_key_init(&k);
  CM_KEY_PUT(&k, (uint8_t)CM_TYPE_OPAQUE);
  CM_KEY_PUT(&k, dialect);
  CM_KEY_PUT(&k, d);
  CmTypeProto p;
  cm_proto_init(&p, CM_TYPE_OPAQUE);
  p.t.opaque.dialect = dialect;
  p.t.opaque.data = d;
  return cm_type_unique(ctx, &k, &p);
}

CmType *cm_dialect_type(CmDialect *dialect, unsigned id, unsigned num_types,
                        CmType *const *types, unsigned num_ints,
                        const int64_t *ints, unsigned num_attrs,
                        CmAttr *const *attrs, CmIdent *str) {
  CmKey k;
  cm_key_init(&k);
  CM_KEY_PUT(&k, (uint8_t)CM_TYPE_DIALECT);
  CM_KEY_PUT(&k, dialect);
  CM_KEY_PUT(&k, id);
  CM_KEY_PUT(&k, num_types);
  CM_KEY_PUT(&k, num_ints);
  CM_KEY_PUT(&k, num_attrs);
  CM_KEY_PUT(&k, str);
  cm_key_put(&k, types, sizeof(CmType *) * num_types);
  cm_key_put(&k, ints, sizeof(int64_t) * num_ints);
  cm_key_put(&k, attrs, sizeof(CmAttr *) * num_attrs);
  CmTypeProto p;
  cm_proto_init(&p, CM_TYPE_DIALECT);
  p.t.dialect.dialect = dialect;
  p.t.dialect.id = id;
  p.t.dialect.num_types = num_types;
  p.t.dialect.num_ints = num_ints;
  p.t.dialect.num_attrs = num_attrs;
  p.t.dialect.str = str;
  p.ntypes = p.ntypes_a = num_types;
  p.types_a = types;
  p.nints = num_ints;
  p.ints = ints;
  p.nattrs = num_attrs;
  p.attrs = attrs;
  return cm_type_unique(dialect->ctx, &k, &p);
}

/* ---- predicates and queries ------------------------------------------------ */

bool cm_type_is_integer(const CmType *t, unsigned width) {
  return t && t->kind == CM_TYPE_INTEGER &&
         (width == 0 || t->integer.width == width);
}

bool cm_type_is_signless_integer(const CmType *t) {
  return t && t->kind == CM_TYPE_INTEGER &&
         t->integer.signedness == CM_SIGNLESS;
}

bool cm_type_is_float(const CmType *t) {
  return t && t->kind >= CM_TYPE_BF16 && t->kind <= CM_TYPE_F128;
}

bool cm_type_is_index(const CmType *t) { return t && t->kind == CM_TYPE_INDEX; }

bool cm_type_is_shaped(const CmType *t) {
  if (!t)
    return false;
  switch ((CmTypeKind)t->kind) {
  case CM_TYPE_VECTOR:
  case CM_TYPE_RANKED_TENSOR:
  case CM_TYPE_UNRANKED_TENSOR:
  case CM_TYPE_MEMREF:
  case CM_TYPE_UNRANKED_MEMREF:
    return true;
  default:
    return false;
  }
}

bool cm_type_has_rank(const CmType *t) {
  return t && (t->kind == CM_TYPE_VECTOR || t->kind == CM_TYPE_RANKED_TENSOR ||
               t->kind == CM_TYPE_MEMREF);
}

unsigned cm_float_type_width(const CmType *t) {
  switch (t ? (CmTypeKind)t->kind : CM_TYPE_NONE) {
  case CM_TYPE_BF16:
  case CM_TYPE_F16:
    return 16;
  case CM_TYPE_F32:
    return 32;
  case CM_TYPE_F64:
    return 64;
  case CM_TYPE_F80:
    return 80;
  case CM_TYPE_F128:
    return 128;
  default:
    return 0;
  }
}

int64_t cm_shaped_num_elements(const CmType *t) {
  if (!cm_type_has_rank(t))
    return -1;
  int64_t n = 1;
  for (unsigned i = 0; i < t->shaped.rank; i++) {
    int64_t d = t->shaped.shape[i];
    if (d < 0)
      return -1;
    if (d != 0 && n > INT64_MAX / d)
      return -1; /* overflow: treat as unknown */
    n *= d;
  }
  return n;
}

unsigned cm_type_bit_width(const CmType *t) {
  if (!t)
    return 0;
  switch ((CmTypeKind)t->kind) {
  case CM_TYPE_INTEGER:
    return t->integer.width;
  case CM_TYPE_INDEX:
    return 64;
  case CM_TYPE_COMPLEX:
    return 2 * cm_type_bit_width(t->complex.elem);
  default:
    if (cm_type_is_float(t))
      return cm_float_type_width(t);
    if (cm_type_is_shaped(t))
      return cm_type_bit_width(t->shaped.elem);
    return 0;
  }
}

/* ---- strided layouts -------------------------------------------------------- */

/* Accumulates `e * factor` into strides / offset as upstream's
 * extractStrides; returns false if `e` is not strided. */
static bool cm_extract_strides(CmAffineExpr *e, CmAffineExpr *factor,
                               CmAffineExpr **strides, unsigned rank,
                               CmAffineExpr **offset) {
  switch ((CmAffineKind)e->kind) {
  case CM_AFFINE_DIM:
    if (e->pos >= rank)
      return false;
    strides[e->pos] = cm_affine_add(strides[e->pos], factor);
    return true;
  case CM_AFFINE_CONST:
  case CM_AFFINE_SYMBOL:
    *offset = cm_affine_add(*offset, cm_affine_mul(e, factor));
    return true;
  default:
    break;
  }
  if (cm_affine_is_symbolic_or_constant(e)) {
    *offset = cm_affine_add(*offset, cm_affine_mul(e, factor));
    return true;
  }
  switch ((CmAffineKind)e->kind) {
  case CM_AFFINE_ADD: {
    bool a = cm_extract_strides(e->bin.lhs, factor, strides, rank, offset);
    bool b = cm_extract_strides(e->bin.rhs, factor, strides, rank, offset);
    return a && b;
  }
  case CM_AFFINE_MUL: {
    CmAffineExpr *l = e->bin.lhs, *r = e->bin.rhs;
    if (l->kind == CM_AFFINE_DIM) {
      if (l->pos >= rank)
        return false;
      strides[l->pos] = cm_affine_add(strides[l->pos], cm_affine_mul(r, factor));
      return true;
    }
    if (cm_affine_is_symbolic_or_constant(l))
      return cm_extract_strides(r, cm_affine_mul(factor, l), strides, rank,
                                offset);
    return cm_extract_strides(l, cm_affine_mul(factor, r), strides, rank,
                              offset);
  }
  default:
    return false;
  }
}

bool cm_memref_strides_and_offset(const CmType *t, int64_t *strides,
                                  int64_t *offset) {
  if (!t || t->kind != CM_TYPE_MEMREF)
    return false;
  unsigned rank = t->shaped.rank;
  const CmAttr *layout = t->shaped.layout;
  if (!layout) {
    int64_t running = 1;
    for (unsigned i = rank; i-- > 0;) {
      strides[i] = running;
      int64_t d = t->shaped.shape[i];
      if (running == CM_DYNAMIC_STRIDE_OR_OFFSET || d < 0)
        running = CM_DYNAMIC_STRIDE_OR_OFFSET;
      else
        running *= d;
    }
    *offset = 0;
    return true;
  }
  if (layout->kind != CM_ATTR_AFFINE_MAP)
    return false;
  const CmAffineMap *m = layout->map;
  if (m->num_results != 1 || m->num_dims != rank)
    return false;
  CmContext *ctx = t->ctx;
  CmAffineExpr *zero = cm_affine_const(ctx, 0);
  CmAffineExpr *sbuf[16] = {0};
  CmAffineExpr **se =
      rank <= 16 ? sbuf : cm_xmalloc(sizeof(CmAffineExpr *) * rank);
  for (unsigned i = 0; i < rank; i++)
    se[i] = zero;
  CmAffineExpr *off = zero;
  bool ok = cm_extract_strides(m->results[0], cm_affine_const(ctx, 1), se,
                               rank, &off);
  if (ok) {
    for (unsigned i = 0; i < rank; i++)
      strides[i] = se[i]->kind == CM_AFFINE_CONST ? se[i]->value
                                                  : CM_DYNAMIC_STRIDE_OR_OFFSET;
    *offset = off->kind == CM_AFFINE_CONST ? off->value
                                           : CM_DYNAMIC_STRIDE_OR_OFFSET;
  }
  if (se != sbuf)
    free(se);
  return ok;
}
