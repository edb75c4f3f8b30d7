/* attrs.c - builtin attributes and locations, uniqued in the context. */
#include "ir_internal.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* ---- common machinery --------------------------------------------------------- */

/* An attribute under construction.  `make` copies `a` and then the arrays
 * below into context memory. */
typedef struct CmAttrProto {
  CmAttr a;
  unsigned nattrs;
  CmAttr *const *attrs; /* array elems / fused locs / dialect attrs */
  unsigned nentries;
  const CmNamedAttr *entries; /* dict */
  unsigned nwords;
  const uint64_t *words; /* integer */
  unsigned nidents;
  CmIdent *const *idents; /* symbol ref nested / dense strings */
  unsigned nints;
  const int64_t *ints; /* dialect attr */
  size_t data_off; /* dense: offset of the data inside the stored key */
  /* If non-zero: the offset inside the stored key of the kind's main array
   * (array elems, dict entries, integer words, fused locs), which the
   * object then points at instead of copying it again. */
  size_t arr_off;
} CmAttrProto;

/* Bytes an attribute of `kind` occupies: the common header and its own
 * union member only (attributes are never copied by value, and only the
 * member of their kind is ever read), so small kinds take less memory. */
#define CM_ATTR_SIZE(member)                                                   \
  ((offsetof(CmAttr, member) + sizeof(((CmAttr *)0)->member) + 7) & ~(size_t)7)
static size_t cm_attr_size(CmAttrKind kind) {
  switch (kind) {
  case CM_ATTR_AFFINE_MAP: return CM_ATTR_SIZE(map);
  case CM_ATTR_INTEGER_SET: return CM_ATTR_SIZE(set);
  case CM_ATTR_TYPE: return CM_ATTR_SIZE(type_value);
  case CM_ATTR_ARRAY: return CM_ATTR_SIZE(array);
  case CM_ATTR_DICTIONARY: return CM_ATTR_SIZE(dict);
  case CM_ATTR_INTEGER: return CM_ATTR_SIZE(integer);
  case CM_ATTR_FLOAT: return CM_ATTR_SIZE(fp);
  case CM_ATTR_STRING: return CM_ATTR_SIZE(str);
  case CM_ATTR_SYMBOL_REF: return CM_ATTR_SIZE(symref);
  case CM_ATTR_OPAQUE: return CM_ATTR_SIZE(opaque);
  case CM_ATTR_OPAQUE_ELEMENTS: return CM_ATTR_SIZE(opaque_elems);
  case CM_ATTR_SPARSE_ELEMENTS: return CM_ATTR_SIZE(sparse);
  case CM_LOC_FILE_LINE_COL: return CM_ATTR_SIZE(flc);
  case CM_LOC_NAME: return CM_ATTR_SIZE(nameloc);
  case CM_LOC_CALL_SITE: return CM_ATTR_SIZE(callsite);
  case CM_LOC_FUSED: return CM_ATTR_SIZE(fused);
  default: return sizeof(CmAttr);
  }
}

static void *cm_attr_make(CmContext *ctx, const void *key, size_t keylen,
                          void *user) {
  (void)keylen;
  CmAttrProto *p = user;
  size_t size = cm_attr_size((CmAttrKind)p->a.kind);
  CmAttr *a = cm_context_alloc(ctx, size, _Alignof(CmAttr));
  memcpy(a, &p->a, size);
  a->ctx = ctx;
  const uint8_t *in_key = p->arr_off ? (const uint8_t *)key + p->arr_off : NULL;
  CmAttr **attrs = in_key ? (CmAttr **)in_key : NULL;
  if (p->nattrs && !in_key) {
    attrs = cm_context_alloc(ctx, sizeof(CmAttr *) * p->nattrs, 8);
    memcpy(attrs, p->attrs, sizeof(CmAttr *) * p->nattrs);
  }
  CmIdent **idents = NULL;
  if (p->nidents) {
    idents = cm_context_alloc(ctx, sizeof(CmIdent *) * p->nidents, 8);
    memcpy(idents, p->idents, sizeof(CmIdent *) * p->nidents);
  }
  switch ((CmAttrKind)a->kind) {
  case CM_ATTR_ARRAY:
    a->array.elems = attrs;
    break;
  case CM_LOC_FUSED:
    a->fused.locs = attrs;
    break;
  case CM_ATTR_DIALECT:
    a->dialect_attr.attrs = attrs;
    if (p->nints) {
      a->dialect_attr.ints =
          cm_context_alloc(ctx, sizeof(int64_t) * p->nints, 8);
      memcpy(a->dialect_attr.ints, p->ints, sizeof(int64_t) * p->nints);
    }
    break;
  case CM_ATTR_DICTIONARY:
    if (in_key) {
      a->dict.entries = (CmNamedAttr *)in_key;
    } else if (p->nentries) {
      a->dict.entries = cm_context_alloc(ctx, sizeof(CmNamedAttr) * p->nentries,
                                         _Alignof(CmNamedAttr));
      memcpy(a->dict.entries, p->entries, sizeof(CmNamedAttr) * p->nentries);
    }
    break;
  case CM_ATTR_INTEGER:
    if (in_key) {
      a->integer.words = (uint64_t *)in_key;
    } else {
      a->integer.words = cm_context_alloc(ctx, sizeof(uint64_t) * p->nwords, 8);
      memcpy(a->integer.words, p->words, sizeof(uint64_t) * p->nwords);
    }
    break;
  case CM_ATTR_SYMBOL_REF:
    a->symref.nested = idents;
    break;
  case CM_ATTR_DENSE_ELEMENTS:
    if (a->dense.is_string)
      a->dense.strs = idents;
    else
      a->dense.data = (const uint8_t *)key + p->data_off;
    break;
  default:
    break;
  }
  return a;
}

static CmAttr *cm_attr_unique(CmContext *ctx, CmKey *k, CmAttrProto *p) {
  CmAttr *a = cm_unique(ctx, CM_UNIQ_ATTR, k->data, k->len, cm_attr_make, p);
  cm_key_free(k);
  return a;
}

static void cm_aproto_init(CmAttrProto *p, CmKey *k, CmAttrKind kind,
                           CmType *type) {
  memset(p, 0, sizeof(*p));
  p->a.kind = (uint8_t)kind;
  p->a.type = type;
  cm_key_init(k);
  CM_KEY_PUT(k, (uint8_t)kind);
  CM_KEY_PUT(k, type);
}

void cm_attrs_init_cache(CmContext *ctx) {
  ctx->cache.unknown_loc = cm_loc_unknown(ctx);
  ctx->cache.unit = cm_unit_attr(ctx);
  ctx->cache.empty_dict = cm_dict_attr(ctx, 0, NULL);
  ctx->cache.empty_array = cm_array_attr(ctx, 0, NULL);
  ctx->cache.bool_true = cm_integer_attr(ctx->cache.i1, 1);
  ctx->cache.bool_false = cm_integer_attr(ctx->cache.i1, 0);
}

bool cm_attr_is_location(const CmAttr *a) {
  return a && a->kind >= CM_LOC_UNKNOWN && a->kind <= CM_LOC_OPAQUE;
}

/* ---- simple attributes -------------------------------------------------------- */

CmAttr *cm_affine_map_attr(CmAffineMap *map) {
  CmKey k;
  CmAttrProto p;
  cm_aproto_init(&p, &k, CM_ATTR_AFFINE_MAP, NULL);
  CM_KEY_PUT(&k, map);
  p.a.map = map;
  return cm_attr_unique(map->ctx, &k, &p);
}

CmAttr *cm_integer_set_attr(CmIntegerSet *set) {
  CmKey k;
  CmAttrProto p;
  cm_aproto_init(&p, &k, CM_ATTR_INTEGER_SET, NULL);
  CM_KEY_PUT(&k, set);
  p.a.set = set;
  return cm_attr_unique(set->ctx, &k, &p);
}

CmAttr *cm_array_attr(CmContext *ctx, unsigned n, CmAttr *const *elems) {
  if (n == 0 && ctx->cache.empty_array)
    return ctx->cache.empty_array;
  CmKey k;
  CmAttrProto p;
  cm_aproto_init(&p, &k, CM_ATTR_ARRAY, NULL);
  CM_KEY_PUT(&k, n);
  cm_key_align(&k, 8);
  p.arr_off = k.len;
  cm_key_put(&k, elems, sizeof(CmAttr *) * n);
  p.a.array.num = n;
  p.nattrs = n;
  p.attrs = elems;
  return cm_attr_unique(ctx, &k, &p);
}

CmAttr *cm_type_attr(CmType *type) {
  CmKey k;
  CmAttrProto p;
  cm_aproto_init(&p, &k, CM_ATTR_TYPE, NULL);
  CM_KEY_PUT(&k, type);
  p.a.type_value = type;
  return cm_attr_unique(type->ctx, &k, &p);
}

CmAttr *cm_unit_attr(CmContext *ctx) {
  if (ctx->cache.unit)
    return ctx->cache.unit;
  CmKey k;
  CmAttrProto p;
  cm_aproto_init(&p, &k, CM_ATTR_UNIT, NULL);
  return cm_attr_unique(ctx, &k, &p);
}

/* A none type means "no type" (NULL), so both spellings unique alike. */
static CmType *cm_attr_type_or_null(CmType *t) {
  return t && t->kind == CM_TYPE_NONE ? NULL : t;
}

static CmAttr *cm_string_attr_impl(CmContext *ctx, CmType *type, CmStr v) {
  CmIdent *id = cm_ident(ctx, v.data, v.len);
  CmKey k;
  CmAttrProto p;
  cm_aproto_init(&p, &k, CM_ATTR_STRING, type);
  CM_KEY_PUT(&k, id);
  p.a.str.value = id;
  return cm_attr_unique(ctx, &k, &p);
}

CmAttr *cm_string_attr(CmContext *ctx, CmStr value) {
  return cm_string_attr_impl(ctx, NULL, value);
}

CmAttr *cm_string_attr_typed(CmType *type, CmStr value) {
  return cm_string_attr_impl(type->ctx, cm_attr_type_or_null(type), value);
}

CmAttr *cm_symbol_ref_attr(CmContext *ctx, CmStr root, unsigned num_nested,
                           const CmStr *nested) {
  CmIdent *r = cm_ident(ctx, root.data, root.len);
  CmIdent *buf[8] = {0};
  CmIdent **ids =
      num_nested <= 8 ? buf : cm_xmalloc(sizeof(CmIdent *) * num_nested);
  for (unsigned i = 0; i < num_nested; i++)
    ids[i] = cm_ident(ctx, nested[i].data, nested[i].len);
  CmKey k;
  CmAttrProto p;
  cm_aproto_init(&p, &k, CM_ATTR_SYMBOL_REF, NULL);
  CM_KEY_PUT(&k, r);
  CM_KEY_PUT(&k, num_nested);
  cm_key_put(&k, ids, sizeof(CmIdent *) * num_nested);
  p.a.symref.root = r;
  p.a.symref.num_nested = num_nested;
  p.nidents = num_nested;
  p.idents = ids;
  CmAttr *a = cm_attr_unique(ctx, &k, &p);
  if (ids != buf)
    free(ids);
  return a;
}

CmAttr *cm_opaque_attr(CmIdent *dialect, CmStr data, CmType *type) {
  CmContext *ctx = dialect->ctx;
  CmIdent *d = cm_ident(ctx, data.data, data.len);
  type = cm_attr_type_or_null(type);
  CmKey k;
  CmAttrProto p;
  cm_aproto_init(&p, &k, CM_ATTR_OPAQUE, type);
  CM_KEY_PUT(&k, dialect);
  CM_KEY_PUT(&k, d);
  p.a.opaque.dialect = dialect;
  p.a.opaque.data = d;
  return cm_attr_unique(ctx, &k, &p);
}

CmAttr *cm_dialect_attr(CmDialect *dialect, unsigned id, CmType *type,
                        unsigned num_attrs, CmAttr *const *attrs,
                        unsigned num_ints, const int64_t *ints, CmIdent *str,
                        CmType *param_type) {
  CmKey k;
  CmAttrProto p;
  cm_aproto_init(&p, &k, CM_ATTR_DIALECT, type);
  CM_KEY_PUT(&k, dialect);
  CM_KEY_PUT(&k, id);
  CM_KEY_PUT(&k, num_attrs);
  CM_KEY_PUT(&k, num_ints);
  CM_KEY_PUT(&k, str);
  CM_KEY_PUT(&k, param_type);
  cm_key_put(&k, attrs, sizeof(CmAttr *) * num_attrs);
  cm_key_put(&k, ints, sizeof(int64_t) * num_ints);
  p.a.dialect_attr.dialect = dialect;
  p.a.dialect_attr.id = id;
  p.a.dialect_attr.num_attrs = num_attrs;
  p.a.dialect_attr.num_ints = num_ints;
  p.a.dialect_attr.str = str;
  p.a.dialect_attr.param_type = param_type;
  p.nattrs = num_attrs;
  p.attrs = attrs;
  p.nints = num_ints;
  p.ints = ints;
  return cm_attr_unique(dialect->ctx, &k, &p);
}

/* ---- dictionaries -------------------------------------------------------------- */

/* Upstream's StringRef order: bytes compared, then shorter first. */
static int cm_name_cmp(const CmIdent *a, const char *b, size_t blen) {
  size_t n = a->len < blen ? a->len : blen;
  int c = n ? memcmp(a->str, b, n) : 0;
  if (c)
    return c;
  return a->len < blen ? -1 : a->len > blen ? 1 : 0;
}

typedef struct CmSortEntry {
  CmNamedAttr e;
  unsigned idx;
} CmSortEntry;

static int cm_sort_entry_cmp(const void *x, const void *y) {
  const CmSortEntry *a = x, *b = y;
  int c = a->e.name == b->e.name
              ? 0
              : cm_name_cmp(a->e.name, b->e.name->str, b->e.name->len);
  if (c)
    return c;
  return a->idx < b->idx ? -1 : a->idx > b->idx ? 1 : 0;
}

/* Uniques already sorted, duplicate-free entries. */
static CmAttr *cm_dict_sorted(CmContext *ctx, unsigned n,
                              const CmNamedAttr *entries) {
  if (n == 0 && ctx->cache.empty_dict)
    return ctx->cache.empty_dict;
  CmKey k;
  CmAttrProto p;
  cm_aproto_init(&p, &k, CM_ATTR_DICTIONARY, NULL);
  CM_KEY_PUT(&k, n);
  cm_key_align(&k, 8);
  p.arr_off = k.len;
  for (unsigned i = 0; i < n; i++) {
    CM_KEY_PUT(&k, entries[i].name);
    CM_KEY_PUT(&k, entries[i].value);
  }
  p.a.dict.num = n;
  p.nentries = n;
  p.entries = entries;
  return cm_attr_unique(ctx, &k, &p);
}

CmAttr *cm_dict_attr(CmContext *ctx, unsigned n, const CmNamedAttr *entries) {
  /* Fast path: already strictly sorted (the common case for printed IR). */
  bool sorted = true;
  for (unsigned i = 1; i < n && sorted; i++)
    if (cm_name_cmp(entries[i - 1].name, entries[i].name->str,
                    entries[i].name->len) >= 0)
      sorted = false;
  if (sorted)
    return cm_dict_sorted(ctx, n, entries);
  CmSortEntry sbuf[16];
  CmSortEntry *s = n <= 16 ? sbuf : cm_xmalloc(sizeof(CmSortEntry) * n);
  for (unsigned i = 0; i < n; i++) {
    s[i].e = entries[i];
    s[i].idx = i;
  }
  if (n <= 16) { /* small: a stable insertion sort, no callbacks */
    for (unsigned i = 1; i < n; i++) {
      CmSortEntry t = s[i];
      unsigned j = i;
      while (j > 0 && s[j - 1].e.name != t.e.name &&
             cm_name_cmp(s[j - 1].e.name, t.e.name->str, t.e.name->len) > 0) {
        s[j] = s[j - 1];
        j--;
      }
      s[j] = t;
    }
  } else {
    qsort(s, n, sizeof(CmSortEntry), cm_sort_entry_cmp);
  }
  /* Keep the last of each run of equal names. */
  CmNamedAttr nbuf[16] = {{0}};
  CmNamedAttr *out = n <= 16 ? nbuf : cm_xmalloc(sizeof(CmNamedAttr) * n);
  unsigned m = 0;
  for (unsigned i = 0; i < n; i++) {
    if (i + 1 < n && s[i + 1].e.name == s[i].e.name)
      continue;
    out[m++] = s[i].e;
  }
  CmAttr *a = cm_dict_sorted(ctx, m, out);
  if (s != sbuf)
    free(s);
  if (out != nbuf)
    free(out);
  return a;
}

CmAttr *cm_dict_attr_empty(CmContext *ctx) {
  return ctx->cache.empty_dict;
}

/* Index of the first entry whose name is >= (name, len). */
static unsigned cm_dict_lower_bound(const CmAttr *d, const char *name,
                                    size_t len) {
  unsigned lo = 0, hi = d->dict.num;
  while (lo < hi) {
    unsigned mid = lo + (hi - lo) / 2;
    if (cm_name_cmp(d->dict.entries[mid].name, name, len) < 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo;
}

CmAttr *cm_dict_get(const CmAttr *dict, const char *name) {
  if (!dict || dict->kind != CM_ATTR_DICTIONARY || !dict->dict.num)
    return NULL;
  size_t len = strlen(name);
  unsigned n = dict->dict.num;
  if (n <= 8) { /* small dictionaries: compare lengths and first bytes */
    for (unsigned i = 0; i < n; i++) {
      const CmIdent *id = dict->dict.entries[i].name;
      if (id->len == len && (len == 0 || (id->str[0] == name[0] &&
                                          memcmp(id->str, name, len) == 0)))
        return dict->dict.entries[i].value;
    }
    return NULL;
  }
  unsigned i = cm_dict_lower_bound(dict, name, len);
  if (i < dict->dict.num &&
      cm_name_cmp(dict->dict.entries[i].name, name, len) == 0)
    return dict->dict.entries[i].value;
  return NULL;
}

CmAttr *cm_dict_get_ident(const CmAttr *dict, const CmIdent *name) {
  if (!dict || dict->kind != CM_ATTR_DICTIONARY)
    return NULL;
  unsigned n = dict->dict.num;
  if (n <= 8) {
    for (unsigned i = 0; i < n; i++)
      if (dict->dict.entries[i].name == name)
        return dict->dict.entries[i].value;
    return NULL;
  }
  unsigned i = cm_dict_lower_bound(dict, name->str, name->len);
  if (i < n && dict->dict.entries[i].name == name)
    return dict->dict.entries[i].value;
  return NULL;
}

CmAttr *cm_dict_set(CmAttr *dict, CmIdent *name, CmAttr *value) {
  CmContext *ctx = name->ctx;
  unsigned n = dict ? dict->dict.num : 0;
  unsigned i = dict ? cm_dict_lower_bound(dict, name->str, name->len) : 0;
  bool present = i < n && dict->dict.entries[i].name == name;
  if (!value && !present)
    return dict ? dict : ctx->cache.empty_dict;
  if (present && dict->dict.entries[i].value == value)
    return dict;
  unsigned m = n + (present ? 0 : 1) - (value ? 0 : 1);
  CmNamedAttr buf[16] = {{0}};
  CmNamedAttr *out = m <= 16 ? buf : cm_xmalloc(sizeof(CmNamedAttr) * m);
  unsigned j = 0;
  for (unsigned x = 0; x < i; x++)
    out[j++] = dict->dict.entries[x];
  if (value) {
    out[j].name = name;
    out[j].value = value;
    j++;
  }
  for (unsigned x = present ? i + 1 : i; x < n; x++)
    out[j++] = dict->dict.entries[x];
  CmAttr *a = cm_dict_sorted(ctx, j, out);
  if (out != buf)
    free(out);
  return a;
}

/* ---- integers ------------------------------------------------------------------ */

static unsigned cm_int_attr_width(const CmType *t) {
  if (t->kind == CM_TYPE_INDEX)
    return 64;
  if (t->kind == CM_TYPE_INTEGER)
    return t->integer.width;
  return 64;
}

static bool cm_int_type_unsigned(const CmType *t) {
  return t->kind == CM_TYPE_INTEGER && t->integer.signedness == CM_UNSIGNED;
}

CmAttr *cm_integer_attr_words(CmType *type, unsigned num_words,
                              const uint64_t *words) {
  unsigned width = cm_int_attr_width(type);
  unsigned nw = width ? (width + 63) / 64 : 1;
  uint64_t sbuf[4] = {0};
  uint64_t *w = nw <= 4 ? sbuf : cm_xmalloc(sizeof(uint64_t) * nw);
  for (unsigned i = 0; i < nw; i++)
    w[i] = i < num_words ? words[i] : 0;
  /* Truncate to the width. */
  if (width % 64)
    w[nw - 1] &= (~0ull) >> (64 - width % 64);
  if (width == 0)
    w[0] = 0;
  int64_t value;
  if (width >= 64 || width == 0) {
    value = (int64_t)w[0];
  } else if (cm_int_type_unsigned(type)) {
    value = (int64_t)w[0];
  } else {
    uint64_t sign = 1ull << (width - 1);
    value = (int64_t)((w[0] ^ sign) - sign);
  }
  CmKey k;
  CmAttrProto p;
  cm_aproto_init(&p, &k, CM_ATTR_INTEGER, type);
  CM_KEY_PUT(&k, nw);
  cm_key_align(&k, 8);
  p.arr_off = k.len;
  cm_key_put(&k, w, sizeof(uint64_t) * nw);
  p.a.integer.value = value;
  p.a.integer.num_words = nw;
  p.nwords = nw;
  p.words = w;
  CmAttr *a = cm_attr_unique(type->ctx, &k, &p);
  if (w != sbuf)
    free(w);
  return a;
}

CmAttr *cm_integer_attr(CmType *type, int64_t value) {
  unsigned width = cm_int_attr_width(type);
  unsigned nw = width ? (width + 63) / 64 : 1;
  uint64_t sbuf[4] = {0};
  uint64_t *w = nw <= 4 ? sbuf : cm_xmalloc(sizeof(uint64_t) * nw);
  uint64_t ext = (value < 0 && !cm_int_type_unsigned(type)) ? ~0ull : 0;
  w[0] = (uint64_t)value;
  for (unsigned i = 1; i < nw; i++)
    w[i] = ext;
  CmAttr *a = cm_integer_attr_words(type, nw, w);
  if (w != sbuf)
    free(w);
  return a;
}

CmAttr *cm_bool_attr(CmContext *ctx, bool value) {
  return value ? ctx->cache.bool_true : ctx->cache.bool_false;
}

bool cm_attr_is_bool(const CmAttr *a) {
  return a && a->kind == CM_ATTR_INTEGER && a->type &&
         a->type->kind == CM_TYPE_INTEGER && a->type->integer.width == 1 &&
         a->type->integer.signedness == CM_SIGNLESS;
}

/* ---- floats ---------------------------------------------------------------------- */

typedef unsigned __int128 cm_u128;

/* Rounds sign * sig * 2^e (sig != 0) to nearest-even in an IEEE binary
 * format with `ebits` exponent and `mbits` fraction bits (mbits <= 52);
 * overflow gives infinity.  Returns the bits. */
static uint64_t cm_round_ieee(int sign, cm_u128 sig, int e, int ebits,
                              int mbits) {
  uint64_t sbit = (uint64_t)(sign ? 1 : 0) << (ebits + mbits);
  uint64_t emax = (1ull << ebits) - 1;
  int bias = (1 << (ebits - 1)) - 1;
  int p = 127;
  while (!((sig >> p) & 1))
    p--;
  int uexp = e + p;
  int lsb = uexp - mbits;
  int min_lsb = 1 - bias - mbits;
  if (lsb < min_lsb)
    lsb = min_lsb;
  int shift = lsb - e;
  cm_u128 q;
  if (shift <= 0) {
    q = sig << (-shift); /* exact; fits since the result is < 2^(mbits+1) */
  } else if (shift >= 128) {
    q = 0;
  } else {
    q = sig >> shift;
    cm_u128 rem = sig & (((cm_u128)1 << shift) - 1);
    cm_u128 half = (cm_u128)1 << (shift - 1);
    if (rem > half || (rem == half && (q & 1)))
      q++;
  }
  if (q >> (mbits + 1)) {
    q >>= 1;
    lsb++;
  }
  uint64_t E, m;
  if (q >> mbits) {
    E = (uint64_t)(lsb + mbits + bias);
    m = (uint64_t)q & ((1ull << mbits) - 1);
  } else {
    E = 0;
    m = (uint64_t)q;
  }
  if (E >= emax)
    return sbit | (emax << mbits);
  return sbit | (E << mbits) | m;
}

/* Decodes a binary format of `ebits`/`mbits` (implicit leading bit). */
static double cm_decode_ieee(uint64_t bits, int ebits, int mbits) {
  int sign = (int)((bits >> (ebits + mbits)) & 1);
  uint64_t E = (bits >> mbits) & ((1ull << ebits) - 1);
  uint64_t m = bits & ((1ull << mbits) - 1);
  int bias = (1 << (ebits - 1)) - 1;
  uint64_t emax = (1ull << ebits) - 1;
  uint64_t out;
  if (E == emax) {
    out = 0x7ffull << 52;
    if (m) /* NaN: keep the payload's top bits, quiet */
      out |= (1ull << 51) | ((m << (52 - mbits)) & ((1ull << 52) - 1));
  } else if (E == 0 && m == 0) {
    out = 0;
  } else {
    cm_u128 sig = E ? (m | (1ull << mbits)) : m;
    int e = (E ? (int)E : 1) - bias - mbits;
    out = cm_round_ieee(0, sig, e, 11, 52);
  }
  out |= (uint64_t)sign << 63;
  double d;
  memcpy(&d, &out, 8);
  return d;
}

static uint64_t cm_double_to_small(double v, int ebits, int mbits) {
  uint64_t d;
  memcpy(&d, &v, 8);
  int sign = (int)(d >> 63);
  uint64_t E = (d >> 52) & 0x7ff, m = d & ((1ull << 52) - 1);
  uint64_t sbit = (uint64_t)sign << (ebits + mbits);
  uint64_t emax = (1ull << ebits) - 1;
  if (E == 0x7ff) {
    if (!m)
      return sbit | (emax << mbits);
    uint64_t nm = (m >> (52 - mbits)) | (1ull << (mbits - 1));
    return sbit | (emax << mbits) | nm;
  }
  if (E == 0 && m == 0)
    return sbit;
  cm_u128 sig = E ? (m | (1ull << 52)) : m;
  int e = (E ? (int)E : 1) - 1075;
  return cm_round_ieee(sign, sig, e, ebits, mbits);
}

/* Wide formats: bits[0] low, bits[1] high.
 * f80: bits[0] = 64-bit significand with explicit integer bit, bits[1] low
 * 16 bits = sign and 15-bit exponent.  f128: IEEE binary128. */
static void cm_double_to_wide(double v, CmTypeKind kind, uint64_t out[2]) {
  uint64_t d;
  memcpy(&d, &v, 8);
  uint64_t sign = d >> 63;
  uint64_t E = (d >> 52) & 0x7ff, m = d & ((1ull << 52) - 1);
  uint64_t we; /* biased 15-bit exponent */
  cm_u128 frac; /* fraction bits aligned to the top of 52 bits */
  bool inf_nan = E == 0x7ff;
  if (inf_nan) {
    we = 0x7fff;
    frac = m;
  } else if (E == 0 && m == 0) {
    we = 0;
    frac = 0;
  } else if (E == 0) {
    /* Double subnormal: normalize (the wide formats have range for it). */
    int p = 51;
    while (!((m >> p) & 1))
      p--;
    int uexp = -1074 + p;
    we = (uint64_t)(uexp + 16383);
    frac = (m << (52 - p)) & ((1ull << 52) - 1);
  } else {
    we = E - 1023 + 16383;
    frac = m;
  }
  if (kind == CM_TYPE_F80) {
    uint64_t sig = (uint64_t)frac << 11;
    if (!(E == 0 && m == 0))
      sig |= 1ull << 63; /* explicit integer bit (set for inf and NaN too) */
    if (inf_nan && m)
      sig |= 1ull << 62; /* quiet NaN */
    out[0] = sig;
    out[1] = (sign << 15) | we;
  } else {
    cm_u128 f = frac << 60; /* 112-bit fraction */
    if (inf_nan && m)
      f |= (cm_u128)1 << 111;
    cm_u128 all = ((cm_u128)sign << 127) | ((cm_u128)we << 112) | f;
    out[0] = (uint64_t)all;
    out[1] = (uint64_t)(all >> 64);
  }
}

static double cm_wide_to_double(const uint64_t bits[2], CmTypeKind kind) {
  int sign;
  uint64_t we;
  cm_u128 sig; /* including the integer bit */
  int mbits;   /* fraction bits below the integer bit */
  if (kind == CM_TYPE_F80) {
    sign = (int)((bits[1] >> 15) & 1);
    we = bits[1] & 0x7fff;
    sig = bits[0];
    mbits = 63;
  } else {
    cm_u128 all = ((cm_u128)bits[1] << 64) | bits[0];
    sign = (int)(all >> 127);
    we = (uint64_t)(all >> 112) & 0x7fff;
    sig = all & (((cm_u128)1 << 112) - 1);
    mbits = 112;
    if (we != 0 && we != 0x7fff)
      sig |= (cm_u128)1 << 112;
  }
  uint64_t out;
  if (we == 0x7fff) {
    cm_u128 fr = sig & (((cm_u128)1 << mbits) - 1);
    out = 0x7ffull << 52;
    if (fr)
      out |= (1ull << 51) | (uint64_t)(fr >> (mbits - 52));
  } else if (sig == 0) {
    out = 0;
  } else {
    int e = (we ? (int)we : 1) - 16383 - mbits;
    out = cm_round_ieee(0, sig, e, 11, 52);
  }
  out |= (uint64_t)sign << 63;
  double d;
  memcpy(&d, &out, 8);
  return d;
}

/* The double nearest to the float of `kind` with these bits. */
static double cm_float_bits_to_double(CmTypeKind kind, const uint64_t bits[2]) {
  switch (kind) {
  case CM_TYPE_BF16:
    return cm_decode_ieee(bits[0] & 0xffff, 8, 7);
  case CM_TYPE_F16:
    return cm_decode_ieee(bits[0] & 0xffff, 5, 10);
  case CM_TYPE_F32:
    return cm_decode_ieee(bits[0] & 0xffffffffull, 8, 23);
  case CM_TYPE_F64: {
    double d;
    memcpy(&d, &bits[0], 8);
    return d;
  }
  case CM_TYPE_F80:
  case CM_TYPE_F128:
    return cm_wide_to_double(bits, kind);
  default:
    return 0;
  }
}

static void cm_double_to_bits(CmTypeKind kind, double v, uint64_t out[2]) {
  out[0] = out[1] = 0;
  switch (kind) {
  case CM_TYPE_BF16:
    out[0] = cm_double_to_small(v, 8, 7);
    break;
  case CM_TYPE_F16:
    out[0] = cm_double_to_small(v, 5, 10);
    break;
  case CM_TYPE_F32:
    out[0] = cm_double_to_small(v, 8, 23);
    break;
  case CM_TYPE_F64:
    memcpy(&out[0], &v, 8);
    break;
  case CM_TYPE_F80:
  case CM_TYPE_F128:
    cm_double_to_wide(v, kind, out);
    break;
  default:
    break;
  }
}

CmAttr *cm_float_attr_bits(CmType *type, const uint64_t bits[2]) {
  CmTypeKind kind = (CmTypeKind)type->kind;
  uint64_t b[2] = {bits[0], bits[1]};
  /* Normalise unused high bits. */
  switch (kind) {
  case CM_TYPE_BF16:
  case CM_TYPE_F16:
    b[0] &= 0xffff;
    b[1] = 0;
    break;
  case CM_TYPE_F32:
    b[0] &= 0xffffffffull;
    b[1] = 0;
    break;
  case CM_TYPE_F64:
    b[1] = 0;
    break;
  case CM_TYPE_F80:
    b[1] &= 0xffff;
    break;
  default:
    break;
  }
  CmKey k;
  CmAttrProto p;
  cm_aproto_init(&p, &k, CM_ATTR_FLOAT, type);
  CM_KEY_PUT(&k, b[0]);
  CM_KEY_PUT(&k, b[1]);
  p.a.fp.bits[0] = b[0];
  p.a.fp.bits[1] = b[1];
  p.a.fp.value = cm_float_bits_to_double(kind, b);
  return cm_attr_unique(type->ctx, &k, &p);
}

CmAttr *cm_float_attr(CmType *type, double value) {
  uint64_t b[2];
  cm_double_to_bits((CmTypeKind)type->kind, value, b);
  return cm_float_attr_bits(type, b);
}

/* ---- elements attributes ------------------------------------------------------- */

CmAttr *cm_dense_elements_attr(CmType *shaped, bool splat, size_t num_bytes,
                               const void *data) {
  CmKey k;
  CmAttrProto p;
  cm_aproto_init(&p, &k, CM_ATTR_DENSE_ELEMENTS, shaped);
  CM_KEY_PUT(&k, (uint8_t)(splat ? 1 : 0));
  CM_KEY_PUT(&k, (uint8_t)0); /* not string */
  CM_KEY_PUT(&k, num_bytes);
  p.data_off = k.len;
  cm_key_put(&k, data, num_bytes);
  p.a.dense.splat = splat;
  p.a.dense.is_string = false;
  p.a.dense.num_bytes = num_bytes;
  return cm_attr_unique(shaped->ctx, &k, &p);
}

CmAttr *cm_dense_splat_attr(CmType *shaped, CmAttr *scalar) {
  if (!shaped || !scalar || !cm_type_is_shaped(shaped) ||
      shaped->kind == CM_TYPE_UNRANKED_TENSOR ||
      shaped->kind == CM_TYPE_MEMREF || shaped->kind == CM_TYPE_UNRANKED_MEMREF ||
      cm_shaped_num_elements(shaped) < 0 || shaped->shaped.elem != scalar->type)
    return NULL;
  uint64_t w[2] = {0, 0};
  unsigned bits;
  if (scalar->kind == CM_ATTR_INTEGER) {
    bits = scalar->type->kind == CM_TYPE_INDEX ? 64 : scalar->type->integer.width;
    for (unsigned i = 0; i < 2 && i < scalar->integer.num_words; i++)
      w[i] = scalar->integer.words[i];
    if (bits == 1)
      w[0] &= 1;
  } else if (scalar->kind == CM_ATTR_FLOAT) {
    bits = cm_float_type_width(scalar->type);
    w[0] = scalar->fp.bits[0], w[1] = scalar->fp.bits[1];
  } else {
    return NULL;
  }
  size_t nb = bits == 1 ? 1 : (bits + 7) / 8;
  if (nb > 16)
    return NULL;
  uint8_t buf[16];
  for (size_t i = 0; i < nb; i++)
    buf[i] = (uint8_t)(w[i / 8] >> (8 * (i % 8)));
  return cm_dense_elements_attr(shaped, true, nb, buf);
}

CmAttr *cm_dense_string_elements_attr(CmType *shaped, bool splat, size_t n,
                                      const CmStr *strs) {
  CmContext *ctx = shaped->ctx;
  CmIdent *buf[8] = {0};
  CmIdent **ids = n <= 8 ? buf : cm_xmalloc(sizeof(CmIdent *) * n);
  for (size_t i = 0; i < n; i++)
    ids[i] = cm_ident(ctx, strs[i].data, strs[i].len);
  CmKey k;
  CmAttrProto p;
  cm_aproto_init(&p, &k, CM_ATTR_DENSE_ELEMENTS, shaped);
  CM_KEY_PUT(&k, (uint8_t)(splat ? 1 : 0));
  CM_KEY_PUT(&k, (uint8_t)1);
  CM_KEY_PUT(&k, n);
  cm_key_put(&k, ids, sizeof(CmIdent *) * n);
  p.a.dense.splat = splat;
  p.a.dense.is_string = true;
  p.a.dense.num_strs = n;
  p.nidents = (unsigned)n;
  p.idents = ids;
  CmAttr *a = cm_attr_unique(ctx, &k, &p);
  if (ids != buf)
    free(ids);
  return a;
}

CmAttr *cm_opaque_elements_attr(CmIdent *dialect, CmStr hex, CmType *shaped) {
  CmContext *ctx = dialect->ctx;
  CmIdent *h = cm_ident(ctx, hex.data, hex.len);
  CmKey k;
  CmAttrProto p;
  cm_aproto_init(&p, &k, CM_ATTR_OPAQUE_ELEMENTS, shaped);
  CM_KEY_PUT(&k, dialect);
  CM_KEY_PUT(&k, h);
  p.a.opaque_elems.dialect = dialect;
  p.a.opaque_elems.hex = h;
  return cm_attr_unique(ctx, &k, &p);
}

CmAttr *cm_sparse_elements_attr(CmType *shaped, CmAttr *indices,
                                CmAttr *values) {
  CmKey k;
  CmAttrProto p;
  cm_aproto_init(&p, &k, CM_ATTR_SPARSE_ELEMENTS, shaped);
  CM_KEY_PUT(&k, indices);
  CM_KEY_PUT(&k, values);
  p.a.sparse.indices = indices;
  p.a.sparse.values = values;
  return cm_attr_unique(shaped->ctx, &k, &p);
}

/* Element type of a dense attribute, and the byte size of one element
 * (complex: both parts). */
static const CmType *cm_dense_elem(const CmAttr *a, size_t *elem_bytes,
                                   size_t *part_bytes) {
  const CmType *et = a->type && cm_type_is_shaped(a->type)
                         ? a->type->shaped.elem
                         : a->type;
  const CmType *scalar = et;
  if (et && et->kind == CM_TYPE_COMPLEX)
    scalar = et->complex.elem;
  unsigned bw = cm_type_bit_width(scalar);
  size_t pb = bw ? (bw + 7) / 8 : 1;
  *part_bytes = pb;
  *elem_bytes = et && et->kind == CM_TYPE_COMPLEX ? 2 * pb : pb;
  return scalar;
}

/* Reads `n` (<= 16) little-endian bytes into two words. */
static void cm_read_le(const uint8_t *p, size_t n, uint64_t w[2]) {
  w[0] = w[1] = 0;
  for (size_t i = 0; i < n && i < 16; i++)
    w[i / 8] |= (uint64_t)p[i] << (8 * (i % 8));
}

int64_t cm_dense_get_int(const CmAttr *a, size_t i) {
  if (!a || a->kind != CM_ATTR_DENSE_ELEMENTS || a->dense.is_string)
    return 0;
  size_t eb, pb;
  const CmType *st = cm_dense_elem(a, &eb, &pb);
  if (a->dense.splat)
    i = 0;
  if (eb == 0 || (i + 1) * eb > a->dense.num_bytes)
    return 0;
  if (cm_type_is_float(st))
    return (int64_t)cm_dense_get_float(a, i);
  uint64_t w[2];
  cm_read_le(a->dense.data + i * eb, pb < 8 ? pb : 8, w);
  unsigned width = cm_type_bit_width(st);
  if (width == 1)
    return (int64_t)(w[0] & 1);
  if (width >= 64 || width == 0)
    return (int64_t)w[0];
  if (st->kind == CM_TYPE_INTEGER && st->integer.signedness == CM_UNSIGNED)
    return (int64_t)(w[0] & ((1ull << width) - 1));
  uint64_t sign = 1ull << (width - 1);
  uint64_t v = w[0] & ((1ull << width) - 1);
  return (int64_t)((v ^ sign) - sign);
}

double cm_dense_get_float(const CmAttr *a, size_t i) {
  if (!a || a->kind != CM_ATTR_DENSE_ELEMENTS || a->dense.is_string)
    return 0;
  size_t eb, pb;
  const CmType *st = cm_dense_elem(a, &eb, &pb);
  if (a->dense.splat)
    i = 0;
  if (eb == 0 || (i + 1) * eb > a->dense.num_bytes)
    return 0;
  if (!cm_type_is_float(st)) {
    int64_t v = cm_dense_get_int(a, i);
    if (st && st->kind == CM_TYPE_INTEGER &&
        st->integer.signedness == CM_UNSIGNED && st->integer.width >= 64)
      return (double)(uint64_t)v;
    return (double)v;
  }
  uint64_t w[2];
  cm_read_le(a->dense.data + i * eb, pb, w);
  return cm_float_bits_to_double((CmTypeKind)st->kind, w);
}

/* Element i of an integer / index / float dense attribute as a scalar
 * attribute (upstream getValues<Attribute>()[i]); NULL for string or
 * complex elements and out-of-range indices. */
CmAttr *cm_dense_get_attr(const CmAttr *a, size_t i) {
  if (!a || a->kind != CM_ATTR_DENSE_ELEMENTS || a->dense.is_string)
    return NULL;
  size_t eb, pb;
  const CmType *st = cm_dense_elem(a, &eb, &pb);
  CmType *et = a->type->shaped.elem;
  if (et->kind == CM_TYPE_COMPLEX)
    return NULL;
  if (a->dense.splat)
    i = 0;
  if (eb == 0 || (i + 1) * eb > a->dense.num_bytes)
    return NULL;
  const uint8_t *p = a->dense.data + i * eb;
  if (cm_type_is_float(st)) {
    uint64_t w[2];
    cm_read_le(p, pb, w);
    return cm_float_attr_bits(et, w);
  }
  unsigned width = cm_type_bit_width(st);
  if (width <= 64)
    return cm_integer_attr(et, cm_dense_get_int(a, i));
  unsigned nw = (width + 63) / 64;
  uint64_t *words = cm_xcalloc(nw, sizeof(uint64_t));
  for (size_t k = 0; k < pb; k++)
    words[k / 8] |= (uint64_t)p[k] << (8 * (k % 8));
  CmAttr *r = cm_integer_attr_words(et, nw, words);
  free(words);
  return r;
}

/* ---- locations ------------------------------------------------------------------- */

CmLoc *cm_loc_unknown(CmContext *ctx) {
  if (ctx->cache.unknown_loc)
    return ctx->cache.unknown_loc;
  CmKey k;
  CmAttrProto p;
  cm_aproto_init(&p, &k, CM_LOC_UNKNOWN, NULL);
  return cm_attr_unique(ctx, &k, &p);
}

/* Locality-preserving hash: locations are created in source order, so
 * nearby (line, col) pairs share a group of slots (a group per 8 lines and
 * 64 columns, placed by a real hash), turning most probes into cache hits.
 * A group holds at most 512 distinct positions, so probe runs stay bounded
 * for any input. */
static inline uint64_t cm_flc_hash(const CmIdent *f, unsigned line,
                                   unsigned col) {
  uint64_t g = cm_hash_combine((uint64_t)(uintptr_t)f,
                               ((uint64_t)(line >> 3) << 32) | (col >> 6));
  return (g & ~(uint64_t)15) | ((line & 7u) << 1) | ((col >> 5) & 1u);
}

CmLoc *cm_loc_file(CmContext *ctx, CmStr file, unsigned line, unsigned col) {
  return cm_loc_file_ident(cm_ident(ctx, file.data, file.len), line, col);
}

/* Slots of the location table are tagged attribute pointers (see
 * CM_SLOT_PTR_MASK in ir_internal.h). */
static inline CmAttr *cm_flc_slot_attr(uint64_t s) { return cm_slot_ptr(s); }

CmLoc *cm_loc_file_ident(CmIdent *f, unsigned line, unsigned col) {
  CmContext *ctx = f->ctx;
  uint64_t h = cm_flc_hash(f, line, col);
  uint64_t tag = h & CM_SLOT_TAG_MASK;
  cm_ctx_lock(ctx, &ctx->flc.lock);
  if ((ctx->flc.len + 1) * 4 > ctx->flc.cap * 3) {
    size_t ncap = ctx->flc.cap ? ctx->flc.cap * 2 : 1024;
    uint64_t *ns = cm_xcalloc(ncap, sizeof(*ns));
    for (size_t i = 0; i < ctx->flc.cap; i++) {
      uint64_t o = ctx->flc.slots[i];
      if (!o)
        continue;
      const CmAttr *oa = cm_flc_slot_attr(o);
      size_t j = (size_t)cm_flc_hash(oa->flc.file, oa->flc.line, oa->flc.col) &
                 (ncap - 1);
      while (ns[j])
        j = (j + 1) & (ncap - 1);
      ns[j] = o;
    }
    free(ctx->flc.slots);
    ctx->flc.slots = ns;
    ctx->flc.cap = ncap;
  }
  size_t mask = ctx->flc.cap - 1, i = (size_t)h & mask;
  for (;;) {
    uint64_t sl = ctx->flc.slots[i];
    if (!sl)
      break;
    if ((sl & CM_SLOT_TAG_MASK) == tag) {
      CmAttr *a = cm_flc_slot_attr(sl);
      if (a->flc.file == f && a->flc.line == line && a->flc.col == col) {
        cm_ctx_unlock(ctx, &ctx->flc.lock);
        return a;
      }
    }
    i = (i + 1) & mask;
  }
  CmAttr *a = cm_context_alloc(ctx, cm_attr_size(CM_LOC_FILE_LINE_COL),
                               _Alignof(CmAttr));
  a->kind = CM_LOC_FILE_LINE_COL;
  a->ctx = ctx;
  a->type = NULL;
  a->flc.file = f;
  a->flc.line = line;
  a->flc.col = col;
  uint64_t ptr = (uint64_t)(uintptr_t)a;
  ctx->flc.slots[i] = tag | ptr;
  ctx->flc.len++;
  cm_ctx_unlock(ctx, &ctx->flc.lock);
  return a;
}

CmLoc *cm_loc_name(CmContext *ctx, CmStr name, CmLoc *child) {
  CmIdent *n = cm_ident(ctx, name.data, name.len);
  if (!child)
    child = ctx->cache.unknown_loc;
  CmKey k;
  CmAttrProto p;
  cm_aproto_init(&p, &k, CM_LOC_NAME, NULL);
  CM_KEY_PUT(&k, n);
  CM_KEY_PUT(&k, child);
  p.a.nameloc.name = n;
  p.a.nameloc.child = child;
  return cm_attr_unique(ctx, &k, &p);
}

CmLoc *cm_loc_callsite(CmLoc *callee, CmLoc *caller) {
  CmKey k;
  CmAttrProto p;
  cm_aproto_init(&p, &k, CM_LOC_CALL_SITE, NULL);
  CM_KEY_PUT(&k, callee);
  CM_KEY_PUT(&k, caller);
  p.a.callsite.callee = callee;
  p.a.callsite.caller = caller;
  return cm_attr_unique(callee->ctx, &k, &p);
}

/* An insertion-ordered set of locations (upstream's SetVector). */
typedef struct CmLocSet {
  CM_VEC(CmLoc *) items;
  CmLoc **table; /* open addressing, used once items grow past 16 */
  size_t cap;
} CmLocSet;

static size_t cm_ptr_hash(const void *p) {
  uint64_t x = (uint64_t)(uintptr_t)p;
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdull;
  x ^= x >> 33;
  return (size_t)x;
}

static void cm_locset_rehash(CmLocSet *s, size_t ncap) {
  free(s->table);
  s->table = cm_xcalloc(ncap, sizeof(CmLoc *));
  s->cap = ncap;
  for (size_t i = 0; i < s->items.len; i++) {
    size_t j = cm_ptr_hash(s->items.data[i]) & (ncap - 1);
    while (s->table[j])
      j = (j + 1) & (ncap - 1);
    s->table[j] = s->items.data[i];
  }
}

static void cm_locset_insert(CmLocSet *s, CmLoc *l) {
  if (!s->table) {
    for (size_t i = 0; i < s->items.len; i++)
      if (s->items.data[i] == l)
        return;
    CM_VEC_PUSH(s->items, l);
    if (s->items.len > 16)
      cm_locset_rehash(s, 64);
    return;
  }
  size_t j = cm_ptr_hash(l) & (s->cap - 1);
  while (s->table[j]) {
    if (s->table[j] == l)
      return;
    j = (j + 1) & (s->cap - 1);
  }
  s->table[j] = l;
  CM_VEC_PUSH(s->items, l);
  if (s->items.len * 2 > s->cap)
    cm_locset_rehash(s, s->cap * 2);
}

CmLoc *cm_loc_fused(CmContext *ctx, unsigned n, CmLoc *const *locs,
                    CmAttr *metadata) {
  CmLocSet set;
  memset(&set, 0, sizeof(set));
  for (unsigned i = 0; i < n; i++) {
    CmLoc *l = locs[i];
    if (!l)
      continue;
    if (l->kind == CM_LOC_FUSED && l->fused.metadata == metadata) {
      /* Already flattened and without unknowns. */
      for (unsigned j = 0; j < l->fused.num; j++)
        cm_locset_insert(&set, l->fused.locs[j]);
      continue;
    }
    if (l->kind != CM_LOC_UNKNOWN)
      cm_locset_insert(&set, l);
  }
  CmLoc *res;
  if (set.items.len == 0) {
    res = ctx->cache.unknown_loc;
  } else if (set.items.len == 1) {
    res = set.items.data[0];
  } else {
    unsigned m = (unsigned)set.items.len;
    CmKey k;
    CmAttrProto p;
    cm_aproto_init(&p, &k, CM_LOC_FUSED, NULL);
    CM_KEY_PUT(&k, metadata);
    CM_KEY_PUT(&k, m);
    cm_key_align(&k, 8);
    p.arr_off = k.len;
    cm_key_put(&k, set.items.data, sizeof(CmLoc *) * m);
    p.a.fused.num = m;
    p.a.fused.metadata = metadata;
    p.nattrs = m;
    p.attrs = set.items.data;
    res = cm_attr_unique(ctx, &k, &p);
  }
  CM_VEC_FREE(set.items);
  free(set.table);
  return res;
}

CmLoc *cm_loc_opaque(CmContext *ctx, uintptr_t data, CmIdent *type_id,
                     CmLoc *fallback) {
  if (!fallback)
    fallback = ctx->cache.unknown_loc;
  CmKey k;
  CmAttrProto p;
  cm_aproto_init(&p, &k, CM_LOC_OPAQUE, NULL);
  CM_KEY_PUT(&k, data);
  CM_KEY_PUT(&k, type_id);
  CM_KEY_PUT(&k, fallback);
  p.a.opaque_loc.data = data;
  p.a.opaque_loc.type_id = type_id;
  p.a.opaque_loc.fallback = fallback;
  return cm_attr_unique(ctx, &k, &p);
}
