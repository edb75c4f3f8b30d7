/* parse_attr.c - builtin attributes, elements literals and locations. */
#include "parser_internal.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

CmAttr *cm_p_extended_attr(CmParser *p, CmType *type); /* parse_type.c */

static void type_q(const CmType *t, CmBuf *b) {
  cm_buf_putc(b, '\'');
  cm_print_type_to(t, b);
  cm_buf_putc(b, '\'');
}

/* ---------------------------------------------------------------------
 * arbitrary-precision integer literals
 * --------------------------------------------------------------------- */
static int hexd(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return c - 'A' + 10;
}

static unsigned type_width(const CmType *t) {
  if (t->kind == CM_TYPE_INDEX)
    return 64;
  if (t->kind == CM_TYPE_INTEGER)
    return t->integer.width;
  return cm_float_type_width(t);
}

/* Builds the two's complement words of a literal in `width` bits, as
 * upstream's buildAttributeAPInt.  Returns false on overflow.  `*out` is
 * malloc'd with max(1, ceil(width/64)) words. */
static bool build_apint(const CmType *type, bool neg, CmStr sp,
                        uint64_t **out, unsigned *nwords_out,
                        uint64_t *small) {
  unsigned width = type_width(type);
  if (width >= 1 && width <= 64 && sp.len <= 18 &&
      !(sp.len > 1 && sp.data[1] == 'x')) {
    /* fast path: a decimal literal that fits in 60 bits */
    uint64_t v = 0;
    for (size_t i = 0; i < sp.len; i++)
      v = v * 10 + (uint64_t)(sp.data[i] - '0');
    uint64_t mask = width == 64 ? ~0ull : ((1ull << width) - 1);
    if (v & ~mask)
      return false;
    if (neg)
      v = (0 - v) & mask;
    bool sign = (v >> (width - 1)) & 1;
    if (neg && !sign)
      return false;
    bool is_signed = type->kind == CM_TYPE_INDEX ||
                     (type->kind == CM_TYPE_INTEGER &&
                      type->integer.signedness == CM_SIGNED);
    if (!neg && is_signed && sign)
      return false;
    *small = v;
    *out = small;
    *nwords_out = 1;
    return true;
  }
  bool hex = sp.len > 1 && sp.data[1] == 'x';
  const char *s = sp.data + (hex ? 2 : 0), *e = sp.data + sp.len;
  size_t ndig = (size_t)(e - s);
  size_t litw = (hex ? ndig * 4 : ndig * 4) / 64 + 2;
  size_t nw = width / 64 + 1;
  if (nw < litw)
    nw = litw;
  uint64_t *w = cm_xcalloc(nw, sizeof(uint64_t));
  for (; s < e; s++) {
    unsigned __int128 carry = (unsigned)hexd(*s);
    unsigned base = hex ? 16 : 10;
    for (size_t i = 0; i < nw; i++) {
      unsigned __int128 v = (unsigned __int128)w[i] * base + carry;
      w[i] = (uint64_t)v;
      carry = v >> 64;
    }
  }
  /* active bits must fit into width */
  size_t active = 0;
  for (size_t i = nw; i-- > 0;)
    if (w[i]) {
      active = i * 64 + 64 - (size_t)__builtin_clzll(w[i]);
      break;
    }
  if (active > width) {
    free(w);
    return false;
  }
  unsigned rw = width ? (width + 63) / 64 : 1;
  if (width == 0) {
    /* upstream rejects every literal for zero-width integers */
    free(w);
    return false;
  } else {
    if (neg) {
      /* negate in rw words */
      uint64_t carry = 1;
      for (unsigned i = 0; i < rw; i++) {
        uint64_t v = ~w[i] + carry;
        carry = (carry && v == 0) ? 1 : 0;
        w[i] = v;
      }
    }
    if (width % 64)
      w[rw - 1] &= (~0ull) >> (64 - width % 64);
    bool sign = (w[(width - 1) / 64] >> ((width - 1) % 64)) & 1;
    if (neg && !sign) {
      free(w);
      return false;
    }
    bool is_signed = type->kind == CM_TYPE_INDEX ||
                     (type->kind == CM_TYPE_INTEGER &&
                      type->integer.signedness == CM_SIGNED);
    if (!neg && is_signed && sign) {
      free(w);
      return false;
    }
  }
  *out = w;
  *nwords_out = rw;
  return true;
}

/* hex literal for a float type -> bits */
static CmResult float_from_int_literal(CmParser *p, const char *pos, CmStr sp,
                                       bool neg, CmType *ft, uint64_t bits[2]) {
  bool hex = sp.len > 1 && sp.data[1] == 'x';
  if (!hex) {
    if (p->tok.kind == CM_TOK_ERROR)
      return CM_FAILURE;
    CmDiag *d = cm_diag_error(cm_parser_loc_at(p, pos),
                              "unexpected decimal integer literal for a "
                              "floating point value");
    cm_diag_note(d, NULL, "add a trailing dot to make the literal a float");
    cm_diag_report(d);
    p->errors++;
    p->sh->num_errors++;
    return CM_FAILURE;
  }
  if (neg)
    return cm_parser_error_at(p, pos, "hexadecimal float literal should not have a leading minus");
  CmToken t = {CM_TOK_INTEGER, sp.data, sp.len};
  uint64_t v;
  if (!cm_lex_uint64(&t, &v))
    return cm_parser_error_at(p, pos, "hexadecimal float constant out of range for type");
  unsigned w = cm_float_type_width(ft);
  if (w < 64 && (v >> w))
    return cm_parser_error_at(p, pos, "hexadecimal float constant out of range for type");
  bits[0] = v;
  bits[1] = 0;
  return CM_SUCCESS;
}

static CmAttr *parse_dec_or_hex(CmParser *p, CmType *type, bool neg) {
  CmToken tok = p->tok;
  CmStr sp = {tok.pos, tok.len};
  cm_lex_next(p);
  if (!type) {
    if (!cm_parse_optional_tok(p, CM_TOK_COLON))
      type = cm_integer_type(p->ctx, 64, CM_SIGNLESS);
    else if (!(type = cm_p_type(p)))
      return NULL;
  }
  if (cm_type_is_float(type)) {
    uint64_t bits[2];
    if (float_from_int_literal(p, tok.pos, sp, neg, type, bits))
      return NULL;
    return cm_float_attr_bits(type, bits);
  }
  if (type->kind != CM_TYPE_INTEGER && type->kind != CM_TYPE_INDEX) {
    cm_parser_error_at(p, tok.pos, "integer literal not valid for specified type");
    return NULL;
  }
  if (neg && type->kind == CM_TYPE_INTEGER &&
      type->integer.signedness == CM_UNSIGNED) {
    cm_parser_error_at(p, tok.pos, "negative integer literal not valid for unsigned integer type");
    return NULL;
  }
  uint64_t *w, small;
  unsigned nw;
  if (!build_apint(type, neg, sp, &w, &nw, &small)) {
    cm_parser_error_at(p, tok.pos, "integer constant out of range for attribute");
    return NULL;
  }
  CmAttr *a = cm_integer_attr_words(type, nw, w);
  if (w != &small)
    free(w);
  return a;
}

static bool float_value(CmStr sp, double *out) {
  char buf[64];
  char *tmp = sp.len < sizeof buf ? buf : cm_xmalloc(sp.len + 1);
  memcpy(tmp, sp.data, sp.len);
  tmp[sp.len] = 0;
  errno = 0;
  *out = strtod(tmp, NULL);
  bool ok = true; /* upstream accepts overflow (inf) and underflow */
  if (tmp != buf)
    free(tmp);
  return ok;
}

static CmAttr *parse_float_attr(CmParser *p, CmType *type, bool neg) {
  double v;
  if (!float_value(cm_p_spelling(p), &v)) {
    cm_parser_error(p, "floating point value too large for attribute");
    return NULL;
  }
  cm_lex_next(p);
  if (!type) {
    if (!cm_parse_optional_tok(p, CM_TOK_COLON))
      type = cm_float_type(p->ctx, CM_TYPE_F64);
    else if (!(type = cm_p_type(p)))
      return NULL;
  }
  if (!cm_type_is_float(type)) {
    cm_parser_error(p, "floating point value not valid for specified type");
    return NULL;
  }
  return cm_float_attr(type, neg ? -v : v);
}

/* ---------------------------------------------------------------------
 * float conversions (round to nearest even) for elements data
 * --------------------------------------------------------------------- */
static uint64_t dbits(double d) {
  uint64_t b;
  memcpy(&b, &d, 8);
  return b;
}

/* Converts a double to an IEEE format with `ebits` exponent bits and
 * `mbits` mantissa bits (<= 52), returning the bit pattern. */
static uint64_t to_small_float(double d, unsigned ebits, unsigned mbits) {
  uint64_t b = dbits(d);
  uint64_t sign = b >> 63;
  int exp = (int)((b >> 52) & 0x7ff);
  uint64_t man = b & ((1ull << 52) - 1);
  int bias = (1 << (ebits - 1)) - 1;
  uint64_t emax = (1ull << ebits) - 1;
  uint64_t res;
  if (exp == 0x7ff) {
    res = (emax << mbits) | (man ? (1ull << (mbits - 1)) | (man >> (52 - mbits)) : 0);
    return (sign << (ebits + mbits)) | res;
  }
  if (exp == 0 && man == 0)
    return sign << (ebits + mbits);
  /* full significand with implicit bit */
  int e = exp ? exp - 1023 : -1022;
  uint64_t sig = exp ? (man | (1ull << 52)) : man;
  int ne = e + bias;
  unsigned shift;
  if (ne >= 1) {
    shift = 52 - mbits;
  } else {
    /* subnormal in the target */
    int s = 52 - (int)mbits + (1 - ne);
    if (s > 63)
      return sign << (ebits + mbits);
    shift = (unsigned)s;
    ne = 0;
  }
  uint64_t q = sig >> shift;
  uint64_t rem = sig & ((1ull << shift) - 1);
  uint64_t half = 1ull << (shift - 1);
  if (rem > half || (rem == half && (q & 1)))
    q++;
  /* q includes the implicit bit for normals */
  if (ne >= 1) {
    if (q >> (mbits + 1)) {
      q >>= 1;
      ne++;
    }
    if ((uint64_t)ne >= emax)
      return (sign << (ebits + mbits)) | (emax << mbits);
    res = ((uint64_t)ne << mbits) | (q & ((1ull << mbits) - 1));
  } else {
    res = q; /* may round up into the smallest normal: encoding works out */
  }
  return (sign << (ebits + mbits)) | res;
}

/* Writes the element bytes of float `d` in type `ft`. */
static void put_float(CmBuf *out, CmType *ft, double d) {
  uint8_t bytes[16] = {0};
  unsigned n = 0;
  switch (ft->kind) {
  case CM_TYPE_F64: {
    uint64_t b = dbits(d);
    memcpy(bytes, &b, 8);
    n = 8;
    break;
  }
  case CM_TYPE_F32: {
    float f = (float)d;
    memcpy(bytes, &f, 4);
    n = 4;
    break;
  }
  case CM_TYPE_F16: {
    uint64_t b = to_small_float(d, 5, 10);
    bytes[0] = (uint8_t)b;
    bytes[1] = (uint8_t)(b >> 8);
    n = 2;
    break;
  }
  case CM_TYPE_BF16: {
    uint64_t b = to_small_float(d, 8, 7);
    bytes[0] = (uint8_t)b;
    bytes[1] = (uint8_t)(b >> 8);
    n = 2;
    break;
  }
  case CM_TYPE_F80:
  case CM_TYPE_F128: {
    uint64_t b = dbits(d);
    uint64_t sign = b >> 63;
    int exp = (int)((b >> 52) & 0x7ff);
    uint64_t man = b & ((1ull << 52) - 1);
    uint64_t e16 = 0, m = 0; /* m: 64-bit significand, explicit top bit */
    if (exp == 0x7ff) {
      e16 = 0x7fff;
      m = (1ull << 63) | (man << 11);
    } else if (exp == 0 && man == 0) {
      e16 = 0;
      m = 0;
    } else {
      int e = exp ? exp - 1023 : -1022;
      uint64_t sig = exp ? (man | (1ull << 52)) : man;
      while (!(sig & (1ull << 52))) {
        sig <<= 1;
        e--;
      }
      e16 = (uint64_t)(e + 16383);
      m = sig << 11;
    }
    if (ft->kind == CM_TYPE_F80) {
      memcpy(bytes, &m, 8);
      uint16_t se = (uint16_t)((sign << 15) | e16);
      memcpy(bytes + 8, &se, 2);
      n = 10;
    } else {
      /* 112-bit fraction: drop the explicit bit */
      uint64_t frac = m << 1; /* top 64 bits of the fraction */
      uint64_t lo = frac << 48, hi = (frac >> 16) | (e16 << 48) | (sign << 63);
      memcpy(bytes, &lo, 8);
      memcpy(bytes + 8, &hi, 8);
      n = 16;
    }
    break;
  }
  default:
    break;
  }
  cm_buf_putn(out, (const char *)bytes, n);
}

static unsigned storage_bytes(const CmType *elem) {
  if (elem->kind == CM_TYPE_INTEGER && elem->integer.width == 1)
    return 1;
  if (elem->kind == CM_TYPE_COMPLEX)
    return 2 * storage_bytes(elem->complex.elem);
  if (elem->kind == CM_TYPE_F80)
    return 10;
  return (type_width(elem) + 7) / 8;
}

/* ---------------------------------------------------------------------
 * tensor literals
 * --------------------------------------------------------------------- */
typedef struct LitElem {
  bool neg;
  CmToken tok;
} LitElem;
typedef struct TensorLit {
  CM_VEC(LitElem) elems;
  CmI64Vec shape;
  bool has_hex;
  CmToken hex;
} TensorLit;

static CmResult lit_element(CmParser *p, TensorLit *t) {
  switch (p->tok.kind) {
  case CM_TOK_FLOAT:
  case CM_TOK_INTEGER:
  case CM_TOK_STRING: {
    LitElem e = {false, p->tok};
    CM_VEC_PUSH(t->elems, e);
    cm_lex_next(p);
    return CM_SUCCESS;
  }
  case CM_TOK_BARE_ID:
    if (cm_p_is_kw(p, "true") || cm_p_is_kw(p, "false")) {
      LitElem e = {false, p->tok};
      CM_VEC_PUSH(t->elems, e);
      cm_lex_next(p);
      return CM_SUCCESS;
    }
    break;
  case CM_TOK_MINUS: {
    cm_lex_next(p);
    if (p->tok.kind != CM_TOK_FLOAT && p->tok.kind != CM_TOK_INTEGER)
      return cm_parser_error(p, "expected integer or floating point literal");
    LitElem e = {true, p->tok};
    CM_VEC_PUSH(t->elems, e);
    cm_lex_next(p);
    return CM_SUCCESS;
  }
  case CM_TOK_LPAREN:
    cm_lex_next(p);
    if (lit_element(p, t) ||
        cm_p_expect(p, CM_TOK_COMMA, "expected ',' between complex elements") ||
        lit_element(p, t) ||
        cm_p_expect(p, CM_TOK_RPAREN, "expected ')' after complex elements"))
      return CM_FAILURE;
    return CM_SUCCESS;
  default:
    break;
  }
  return cm_parser_error(p, "expected element literal of primitive type");
}

static CmResult lit_list(CmParser *p, TensorLit *t, CmI64Vec *dims) {
  if (!cm_p_enter(p))
    return CM_FAILURE;
  cm_lex_next(p); /* '[' */
  CmI64Vec first_dims = {0}, this_dims = {0};
  bool first = true;
  int64_t size = 0;
  CmResult r = CM_FAILURE;
  if (p->tok.kind != CM_TOK_RSQUARE) {
    for (;;) {
      this_dims.len = 0;
      if (p->tok.kind == CM_TOK_LSQUARE) {
        if (lit_list(p, t, &this_dims))
          goto out;
      } else if (lit_element(p, t)) {
        goto out;
      }
      size++;
      if (first) {
        for (size_t i = 0; i < this_dims.len; i++)
          CM_VEC_PUSH(first_dims, this_dims.data[i]);
        first = false;
      } else if (first_dims.len != this_dims.len ||
                 (this_dims.len && memcmp(first_dims.data, this_dims.data,
                                          this_dims.len * sizeof(int64_t)))) {
        cm_parser_error(p, "tensor literal is invalid; ranks are not consistent between elements");
        goto out;
      }
      if (!cm_parse_optional_tok(p, CM_TOK_COMMA))
        break;
    }
  }
  if (cm_p_expect(p, CM_TOK_RSQUARE, "expected ',' or ']'"))
    goto out;
  dims->len = 0;
  CM_VEC_PUSH(*dims, size);
  for (size_t i = 0; i < first_dims.len; i++)
    CM_VEC_PUSH(*dims, first_dims.data[i]);
  r = CM_SUCCESS;
out:
  cm_p_leave(p);
  CM_VEC_FREE(first_dims);
  CM_VEC_FREE(this_dims);
  return r;
}

static CmResult lit_parse(CmParser *p, TensorLit *t, bool allow_hex) {
  if (allow_hex && p->tok.kind == CM_TOK_STRING) {
    t->has_hex = true;
    t->hex = p->tok;
    cm_lex_next(p);
    return CM_SUCCESS;
  }
  if (p->tok.kind == CM_TOK_LSQUARE)
    return lit_list(p, t, &t->shape);
  return lit_element(p, t);
}

static void lit_free(TensorLit *t) {
  CM_VEC_FREE(t->elems);
  CM_VEC_FREE(t->shape);
}

static void shape_str(CmBuf *b, unsigned n, const int64_t *d) {
  for (unsigned i = 0; i < n; i++) {
    if (i)
      cm_buf_puts(b, ", ");
    cm_buf_put_i64(b, d[i]);
  }
}

/* Decodes a "0x..." hex string token into bytes. */
static CmResult hex_values(CmParser *p, const CmToken *tok, CmBuf *out) {
  CmBuf s;
  cm_buf_init(&s);
  cm_lex_string_value(tok, &s);
  CmResult r = CM_SUCCESS;
  if (s.len < 2 || s.data[0] != '0' || s.data[1] != 'x') {
    r = cm_parser_error_at(p, tok->pos, "expected string containing hex digits starting with `0x`");
    goto out;
  }
  for (size_t i = 2; i < s.len; i++)
    if (!isxdigit((unsigned char)s.data[i])) {
      r = cm_parser_error_at(p, tok->pos, "expected string containing hex digits starting with `0x`");
      goto out;
    }
  /* An odd number of digits: the first one is a byte on its own (as
   * upstream's llvm::fromHex reads it). */
  size_t i = 2;
  if ((s.len - 2) % 2)
    cm_buf_putc(out, (char)hexd(s.data[i++]));
  for (; i < s.len; i += 2)
    cm_buf_putc(out, (char)(hexd(s.data[i]) * 16 + hexd(s.data[i + 1])));
out:
  cm_buf_free(&s);
  return r;
}

static bool is_intish(const CmType *t) {
  return t->kind == CM_TYPE_INTEGER || t->kind == CM_TYPE_INDEX;
}

/* Whether the `n` elements of `eb` bytes at `data` are all the same (one
 * element counts as a splat). */
static bool all_equal(const char *data, size_t n, size_t eb) {
  for (size_t i = 1; i < n; i++)
    if (memcmp(data, data + i * eb, eb))
      return false;
  return n > 0;
}

/* Upstream 13's splat test for bit-packed i1 data of `n` elements (more
 * than one byte): all bits equal to the first, the unused high bits of a
 * partial last byte clear when the value is true. */
static bool packed_bools_splat(const uint8_t *d, size_t len, size_t n) {
  bool v = d[0] & 1;
  size_t odd = n % 8;
  if (v && odd) {
    if (d[len - 1] != (uint8_t)((1u << odd) - 1))
      return false;
    len--;
  }
  for (size_t i = 0; i < len; i++)
    if (d[i] != (v ? 0xff : 0x00))
      return false;
  return true;
}

/* Builds the elements attribute of `type` from the literal. */
static CmAttr *lit_attr(CmParser *p, TensorLit *t, const char *type_pos,
                        CmType *type) {
  CmType *elem = type->shaped.elem;
  CmType *scalar = elem->kind == CM_TYPE_COMPLEX ? elem->complex.elem : elem;
  bool numeric = is_intish(scalar) || cm_type_is_float(scalar);
  int64_t nelems = cm_shaped_num_elements(type);
  if (t->has_hex && numeric) {
    CmBuf data;
    cm_buf_init(&data);
    CmAttr *a = NULL;
    if (!hex_values(p, &t->hex, &data)) {
      size_t eb = storage_bytes(elem);
      bool is_i1 = elem->kind == CM_TYPE_INTEGER && elem->integer.width == 1;
      if (is_i1 && data.len == 1) {
        /* one byte: a splat of its lowest bit */
        char v = data.data[0] & 1;
        a = cm_dense_elements_attr(type, true, 1, &v);
      } else if (is_i1 && data.len == ((size_t)nelems + 7) / 8) {
        /* packed bits, stored one byte per element */
        CmBuf un;
        cm_buf_init(&un);
        for (int64_t i = 0; i < nelems; i++)
          cm_buf_putc(&un, (char)((data.data[i / 8] >> (i % 8)) & 1));
        bool splat = packed_bools_splat((const uint8_t *)data.data, data.len,
                                        (size_t)nelems);
        a = cm_dense_elements_attr(type, splat, splat ? 1 : un.len, un.data);
        cm_buf_free(&un);
      } else if (!is_i1 && data.len == (size_t)nelems * eb) {
        bool splat = all_equal(data.data, (size_t)nelems, eb);
        a = cm_dense_elements_attr(type, splat, splat ? eb : data.len,
                                   data.data);
      } else if (!is_i1 && data.len == eb) {
        a = cm_dense_elements_attr(type, true, data.len, data.data);
      } else {
        CmBuf m;
        cm_buf_init(&m);
        type_q(type, &m);
        cm_parser_error_at(p, type_pos, "elements hex data size is invalid for provided type: %s", m.data);
        cm_buf_free(&m);
      }
    }
    cm_buf_free(&data);
    return a;
  }
  if (t->has_hex) {
    /* a single string element */
    LitElem e = {false, t->hex};
    CM_VEC_PUSH(t->elems, e);
  }
  if (t->shape.len) {
    bool same = t->shape.len == type->shaped.rank &&
                !memcmp(t->shape.data, type->shaped.shape,
                        t->shape.len * sizeof(int64_t));
    if (!same) {
      CmBuf m;
      cm_buf_init(&m);
      cm_buf_puts(&m, "inferred shape of elements literal ([");
      shape_str(&m, (unsigned)t->shape.len, t->shape.data);
      cm_buf_puts(&m, "]) does not match type ([");
      shape_str(&m, type->shaped.rank, type->shaped.shape);
      cm_buf_puts(&m, "])");
      cm_parser_error_at(p, type_pos, "%s", m.data);
      cm_buf_free(&m);
      return NULL;
    }
  }
  bool cplx = elem->kind == CM_TYPE_COMPLEX;
  CmBuf data;
  cm_buf_init(&data);
  CmAttr *res = NULL;
  if (is_intish(scalar)) {
    unsigned eb = storage_bytes(scalar);
    for (size_t i = 0; i < t->elems.len; i++) {
      LitElem *e = &t->elems.data[i];
      if (e->tok.kind == CM_TOK_FLOAT) {
        cm_parser_error_at(p, e->tok.pos, "expected integer elements, but parsed floating-point");
        goto out;
      }
      if (e->tok.kind == CM_TOK_STRING) {
        cm_parser_error_at(p, e->tok.pos, "expected integer elements, but parsed string");
        goto out;
      }
      if (e->tok.kind == CM_TOK_BARE_ID) {
        if (!(scalar->kind == CM_TYPE_INTEGER && scalar->integer.width == 1)) {
          cm_parser_error_at(p, e->tok.pos, "expected i1 type for 'true' or 'false' values");
          goto out;
        }
        cm_buf_putc(&data, (char)(e->tok.len == 4));
        continue;
      }
      if (e->neg && scalar->kind == CM_TYPE_INTEGER &&
          scalar->integer.signedness == CM_UNSIGNED) {
        cm_parser_error_at(
            p, e->tok.pos,
            "expected unsigned integer elements, but parsed negative value");
        goto out;
      }
      uint64_t *w, small;
      unsigned nw;
      if (!build_apint(scalar, e->neg, (CmStr){e->tok.pos, e->tok.len}, &w, &nw, &small)) {
        cm_parser_error_at(p, e->tok.pos, "integer constant out of range for type");
        goto out;
      }
      if (scalar->kind == CM_TYPE_INTEGER && scalar->integer.width == 1)
        cm_buf_putc(&data, (char)(w[0] & 1));
      else
        for (unsigned b = 0; b < eb; b++)
          cm_buf_putc(&data, (char)(w[b / 8] >> (8 * (b % 8))));
      if (w != &small)
        free(w);
    }
  } else if (cm_type_is_float(scalar)) {
    for (size_t i = 0; i < t->elems.len; i++) {
      LitElem *e = &t->elems.data[i];
      if (e->tok.kind == CM_TOK_INTEGER && e->tok.len > 1 && e->tok.pos[1] == 'x') {
        uint64_t bits[2];
        if (float_from_int_literal(p, e->tok.pos, (CmStr){e->tok.pos, e->tok.len},
                                   e->neg, scalar, bits))
          goto out;
        unsigned eb = storage_bytes(scalar);
        uint8_t by[16] = {0};
        memcpy(by, bits, 16 < eb ? 16 : eb);
        cm_buf_putn(&data, (const char *)by, eb);
        continue;
      }
      if (e->tok.kind != CM_TOK_FLOAT) {
        cm_parser_error(p, "expected floating-point elements, but parsed integer");
        goto out;
      }
      double v;
      if (!float_value((CmStr){e->tok.pos, e->tok.len}, &v)) {
        cm_parser_error(p, "floating point value too large for attribute");
        goto out;
      }
      put_float(&data, scalar, e->neg ? -v : v);
    }
  } else {
    /* string elements */
    CM_VEC(CmStr) strs = {0};
    CmBuf sb;
    cm_buf_init(&sb);
    CM_VEC(size_t) offs = {0};
    for (size_t i = 0; i < t->elems.len; i++) {
      LitElem *e = &t->elems.data[i];
      if (e->tok.kind != CM_TOK_STRING) {
        cm_parser_error_at(p, e->tok.pos, "expected string token, got '%.*s'",
                           (int)e->tok.len, e->tok.pos);
        CM_VEC_FREE(strs);
        CM_VEC_FREE(offs);
        cm_buf_free(&sb);
        goto out;
      }
      CM_VEC_PUSH(offs, sb.len);
      cm_lex_string_value(&e->tok, &sb);
    }
    for (size_t i = 0; i < offs.len; i++) {
      size_t end = i + 1 < offs.len ? offs.data[i + 1] : sb.len;
      CmStr s = {sb.data ? sb.data + offs.data[i] : "", end - offs.data[i]};
      CM_VEC_PUSH(strs, s);
    }
    bool splat = t->shape.len == 0 && strs.len == 1;
    if (!splat && (int64_t)strs.len != nelems) {
      cm_parser_error_at(p, type_pos, "expected %lld string elements", (long long)nelems);
    } else {
      /* equal strings are stored as a splat, as upstream does */
      bool same = strs.len > 0;
      for (size_t i = 1; i < strs.len && same; i++)
        same = cm_str_eq(strs.data[i], strs.data[0]);
      res = cm_dense_string_elements_attr(type, same, same ? 1 : strs.len,
                                          strs.data);
    }
    CM_VEC_FREE(strs);
    CM_VEC_FREE(offs);
    cm_buf_free(&sb);
    goto out;
  }
  {
    size_t eb = storage_bytes(elem);
    size_t n = eb ? data.len / eb : 0;
    if (cplx && t->elems.len % 2) {
      cm_parser_error_at(p, type_pos, "expected complex elements");
      goto out;
    }
    /* Equal elements are stored as a splat, as upstream does; its i1
     * lists (a byte per element, compared with an all-ones byte) only
     * ever collapse when all false. */
    bool is_i1 = scalar->kind == CM_TYPE_INTEGER && scalar->integer.width == 1;
    bool splat = n == 1 || (n > 1 && all_equal(data.data, n, eb) &&
                            !(is_i1 && data.data[0]));
    if (splat)
      data.len = eb;
    if (!splat && (int64_t)n != nelems) {
      cm_parser_error_at(p, type_pos, "expected %lld elements", (long long)nelems);
      goto out;
    }
    res = cm_dense_elements_attr(type, splat, data.len, data.data);
  }
out:
  cm_buf_free(&data);
  return res;
}

static CmType *element_attr_type(CmParser *p, CmType *type) {
  if (!type) {
    if (cm_p_expect(p, CM_TOK_COLON, "expected ':'"))
      return NULL;
    if (!(type = cm_p_type(p)))
      return NULL;
  }
  if (type->kind != CM_TYPE_RANKED_TENSOR && type->kind != CM_TYPE_VECTOR) {
    cm_parser_error(p, "elements literal must be a ranked tensor or vector type");
    return NULL;
  }
  if (!cm_type_has_rank(type) || cm_shaped_num_elements(type) < 0) {
    cm_parser_error(p, "elements literal type must have static shape");
    return NULL;
  }
  return type;
}

static CmAttr *parse_dense(CmParser *p, CmType *attr_type) {
  const char *dense_pos = p->tok.pos;
  cm_lex_next(p);
  if (cm_p_expect(p, CM_TOK_LESS, "expected '<' after 'dense'"))
    return NULL;
  TensorLit t;
  memset(&t, 0, sizeof t);
  CmAttr *res = NULL;
  bool empty = cm_parse_optional_tok(p, CM_TOK_GREATER);
  if (!empty && (lit_parse(p, &t, true) || cm_p_expect(p, CM_TOK_GREATER, "expected '>'")))
    goto out;
  /* Type errors point at the type, or with a type given by the context
   * (no `: type` written) at `dense`, as upstream does. */
  const char *type_pos = attr_type ? dense_pos : p->tok.pos;
  CmType *type = element_attr_type(p, attr_type);
  if (!type)
    goto out;
  if (empty) {
    if (cm_shaped_num_elements(type) != 0) {
      CmBuf m;
      cm_buf_init(&m);
      cm_buf_puts(&m, "parsed zero elements, but type (");
      type_q(type, &m);
      cm_buf_puts(&m, ") expected at least 1");
      cm_parser_error_at(p, type_pos, "%s", m.data);
      cm_buf_free(&m);
      goto out;
    }
    res = cm_dense_elements_attr(type, false, 0, NULL);
    goto out;
  }
  res = lit_attr(p, &t, type_pos, type);
out:
  lit_free(&t);
  return res;
}

static CmAttr *parse_opaque_elems(CmParser *p, CmType *attr_type) {
  cm_lex_next(p);
  if (cm_p_expect(p, CM_TOK_LESS, "expected '<' after 'opaque'"))
    return NULL;
  if (p->tok.kind != CM_TOK_STRING) {
    cm_parser_error(p, "expected dialect namespace");
    return NULL;
  }
  CmBuf name;
  cm_buf_init(&name);
  cm_lex_string_value(&p->tok, &name);
  CmAttr *res = NULL;
  cm_lex_next(p);
  if (cm_p_expect(p, CM_TOK_COMMA, "expected ','"))
    goto out;
  CmToken hex = p->tok;
  if (cm_p_expect(p, CM_TOK_STRING, "elements hex string should start with '0x'") ||
      cm_p_expect(p, CM_TOK_GREATER, "expected '>'"))
    goto out;
  CmType *type = element_attr_type(p, attr_type);
  if (!type)
    goto out;
  CmBuf data, hs;
  cm_buf_init(&data);
  cm_buf_init(&hs);
  if (!hex_values(p, &hex, &data)) {
    cm_lex_string_value(&hex, &hs);
    res = cm_opaque_elements_attr(cm_ident(p->ctx, name.data, name.len),
                                  (CmStr){hs.data, hs.len}, type);
  }
  cm_buf_free(&data);
  cm_buf_free(&hs);
out:
  cm_buf_free(&name);
  return res;
}

static CmAttr *parse_sparse(CmParser *p, CmType *attr_type) {
  cm_lex_next(p);
  if (cm_p_expect(p, CM_TOK_LESS, "Expected '<' after 'sparse'"))
    return NULL;
  TensorLit ti, tv;
  memset(&ti, 0, sizeof ti);
  memset(&tv, 0, sizeof tv);
  CmAttr *res = NULL;
  const char *ipos = p->tok.pos;
  if (lit_parse(p, &ti, false) || cm_p_expect(p, CM_TOK_COMMA, "expected ','"))
    goto out;
  const char *vpos = p->tok.pos;
  if (lit_parse(p, &tv, true) || cm_p_expect(p, CM_TOK_GREATER, "expected '>'"))
    goto out;
  CmType *type = element_attr_type(p, attr_type);
  if (!type)
    goto out;
  CmType *i64 = cm_integer_type(p->ctx, 64, CM_SIGNLESS);
  int64_t ishape[2];
  CmType *itype;
  if (!ti.shape.len) {
    ishape[0] = 1;
    ishape[1] = type->shaped.rank;
    itype = cm_ranked_tensor_type(2, ishape, i64, NULL);
  } else {
    itype = cm_ranked_tensor_type((unsigned)ti.shape.len, ti.shape.data, i64, NULL);
  }
  CmAttr *indices = lit_attr(p, &ti, ipos, itype);
  if (!indices)
    goto out;
  CmType *vtype;
  if (!tv.shape.len && !tv.has_hex) {
    int64_t n = itype->shaped.shape[0];
    vtype = cm_ranked_tensor_type(1, &n, type->shaped.elem, NULL);
  } else if (!tv.shape.len) {
    int64_t n = itype->shaped.shape[0];
    vtype = cm_ranked_tensor_type(1, &n, type->shaped.elem, NULL);
  } else {
    vtype = cm_ranked_tensor_type((unsigned)tv.shape.len, tv.shape.data,
                                  type->shaped.elem, NULL);
  }
  CmAttr *values = lit_attr(p, &tv, vpos, vtype);
  if (!values)
    goto out;
  if (vtype->shaped.rank != 1) {
    cm_parser_error(p, "expected 1-d tensor for values");
    goto out;
  }
  bool same_shape = itype->shaped.rank == 1 ||
                    (int64_t)type->shaped.rank == itype->shaped.shape[1];
  bool same_num = itype->shaped.shape[0] == vtype->shaped.shape[0];
  if (!same_shape || !same_num) {
    CmBuf m;
    cm_buf_init(&m);
    cm_buf_puts(&m, "expected shape ([");
    shape_str(&m, type->shaped.rank, type->shaped.shape);
    cm_buf_puts(&m, "]); inferred shape of indices literal ([");
    shape_str(&m, itype->shaped.rank, itype->shaped.shape);
    cm_buf_puts(&m, "]); inferred shape of values literal ([");
    shape_str(&m, vtype->shaped.rank, vtype->shaped.shape);
    cm_buf_puts(&m, "])");
    cm_parser_error(p, "%s", m.data);
    cm_buf_free(&m);
    goto out;
  }
  res = cm_sparse_elements_attr(type, indices, values);
out:
  lit_free(&ti);
  lit_free(&tv);
  return res;
}

/* ---------------------------------------------------------------------
 * locations
 * --------------------------------------------------------------------- */
static CmResult loc_instance(CmParser *p, CmLoc **out);

static CmResult name_or_flc(CmParser *p, CmLoc **out) {
  CmBuf s;
  cm_buf_init(&s);
  cm_lex_string_value(&p->tok, &s);
  CmStr str = {s.data ? s.data : "", s.len};
  CmResult r = CM_FAILURE;
  cm_lex_next(p);
  if (cm_parse_optional_tok(p, CM_TOK_COLON)) {
    uint64_t line, col;
    if (p->tok.kind != CM_TOK_INTEGER || !cm_lex_uint64(&p->tok, &line) || line > UINT32_MAX) {
      cm_parser_error(p, "expected integer line number in FileLineColLoc");
      goto out;
    }
    cm_lex_next(p);
    if (cm_p_expect(p, CM_TOK_COLON, "expected ':' in FileLineColLoc"))
      goto out;
    if (p->tok.kind != CM_TOK_INTEGER || !cm_lex_uint64(&p->tok, &col) || col > UINT32_MAX) {
      cm_parser_error(p, "expected integer column number in FileLineColLoc");
      goto out;
    }
    cm_lex_next(p);
    *out = cm_loc_file(p->ctx, str, (unsigned)line, (unsigned)col);
    r = CM_SUCCESS;
    goto out;
  }
  if (cm_parse_optional_tok(p, CM_TOK_LPAREN)) {
    const char *cpos = p->tok.pos;
    CmLoc *child;
    if (loc_instance(p, &child))
      goto out;
    if (child->kind == CM_LOC_NAME) {
      cm_parser_error_at(p, cpos, "child of NameLoc cannot be another NameLoc");
      goto out;
    }
    if (cm_p_expect(p, CM_TOK_RPAREN, "expected ')' after child location of NameLoc"))
      goto out;
    *out = cm_loc_name(p->ctx, str, child);
  } else {
    *out = cm_loc_name(p->ctx, str, NULL);
  }
  r = CM_SUCCESS;
out:
  cm_buf_free(&s);
  return r;
}

static CmResult loc_instance_inner(CmParser *p, CmLoc **out) {
  if (p->tok.kind == CM_TOK_STRING)
    return name_or_flc(p, out);
  if (p->tok.kind == CM_TOK_HASH_ID) {
    CmStr id = {p->tok.pos + 1, p->tok.len - 1};
    CmAttr *a = cm_pmap_get(&p->sh->attr_aliases, id);
    if (!a)
      return cm_parser_error(p, "undefined symbol alias id '%.*s'", (int)id.len, id.data);
    if (!cm_attr_is_location(a))
      return cm_parser_error(p, "expected location instance");
    cm_lex_next(p);
    *out = a;
    return CM_SUCCESS;
  }
  if (p->tok.kind != CM_TOK_BARE_ID)
    return cm_parser_error(p, "expected location instance");
  if (cm_p_is_kw(p, "callsite")) {
    cm_lex_next(p);
    CmLoc *callee, *caller;
    if (cm_p_expect(p, CM_TOK_LPAREN, "expected '(' in callsite location") ||
        loc_instance(p, &callee))
      return CM_FAILURE;
    if (!cm_p_is_kw(p, "at"))
      return cm_parser_error(p, "expected 'at' in callsite location");
    cm_lex_next(p);
    if (loc_instance(p, &caller) ||
        cm_p_expect(p, CM_TOK_RPAREN, "expected ')' in callsite location"))
      return CM_FAILURE;
    *out = cm_loc_callsite(callee, caller);
    return CM_SUCCESS;
  }
  if (cm_p_is_kw(p, "fused")) {
    cm_lex_next(p);
    CmAttr *meta = NULL;
    if (cm_parse_optional_tok(p, CM_TOK_LESS)) {
      meta = cm_p_attribute(p, NULL);
      if (!meta)
        return CM_FAILURE;
      if (cm_p_expect(p, CM_TOK_GREATER, "expected '>' after fused location metadata"))
        return CM_FAILURE;
    }
    if (cm_p_expect(p, CM_TOK_LSQUARE, "expected '[' in fused location"))
      return CM_FAILURE;
    CM_VEC(CmLoc *) locs = {0};
    for (;;) {
      CmLoc *l;
      if (loc_instance(p, &l)) {
        CM_VEC_FREE(locs);
        return CM_FAILURE;
      }
      CM_VEC_PUSH(locs, l);
      if (!cm_parse_optional_tok(p, CM_TOK_COMMA))
        break;
    }
    if (cm_p_expect(p, CM_TOK_RSQUARE, "expected ']' in fused location")) {
      CM_VEC_FREE(locs);
      return CM_FAILURE;
    }
    *out = cm_loc_fused(p->ctx, (unsigned)locs.len, locs.data, meta);
    CM_VEC_FREE(locs);
    return CM_SUCCESS;
  }
  if (cm_p_is_kw(p, "unknown")) {
    cm_lex_next(p);
    *out = cm_loc_unknown(p->ctx);
    return CM_SUCCESS;
  }
  return cm_parser_error(p, "expected location instance");
}

static CmResult loc_instance(CmParser *p, CmLoc **out) {
  if (!cm_p_enter(p))
    return CM_FAILURE;
  CmResult r = loc_instance_inner(p, out);
  cm_p_leave(p);
  return r;
}

CmResult cm_p_location_instance(CmParser *p, CmLoc **out) {
  return loc_instance(p, out);
}

/* ---------------------------------------------------------------------
 * attributes
 * --------------------------------------------------------------------- */
/* Interns a bare attribute name through the parse's small name cache. */
static CmIdent *attr_name_ident(CmParser *p, const char *s, size_t len) {
  unsigned h = (unsigned)(len * 31u + (unsigned char)s[0] * 7u +
                          (unsigned char)s[len - 1] * 13u +
                          (unsigned char)s[len / 2] * 5u) & 255u;
  CmIdent *id = p->sh->name_cache[h];
  if (id && id->len == len && memcmp(id->str, s, len) == 0)
    return id;
  id = cm_ident(p->ctx, s, len);
  p->sh->name_cache[h] = id;
  return id;
}

CmResult cm_p_attr_dict(CmParser *p, CmNamedAttrVec *out) {
  if (cm_p_expect(p, CM_TOK_LBRACE, "expected '{' in attribute dictionary"))
    return CM_FAILURE;
  if (cm_parse_optional_tok(p, CM_TOK_RBRACE))
    return CM_SUCCESS;
  CmPMap seen = {0};
  CmResult r = CM_FAILURE;
  size_t first = out->len;
  if (!cm_p_enter(p))
    return CM_FAILURE;
  for (;;) {
    CmIdent *name;
    if (p->tok.kind == CM_TOK_STRING) {
      CmBuf b;
      cm_buf_init(&b);
      cm_lex_string_value(&p->tok, &b); /* "" is a name too (upstream 13) */
      name = cm_ident(p->ctx, b.data ? b.data : "", b.len);
      cm_buf_free(&b);
    } else if (p->tok.kind == CM_TOK_BARE_ID && p->tok.len) {
      name = attr_name_ident(p, p->tok.pos, p->tok.len);
    } else {
      cm_parser_error(p, "expected attribute name");
      goto out;
    }
    bool dup = false;
    size_t nparsed = out->len - first;
    if (nparsed < 16) {
      for (size_t i = first; i < out->len && !dup; i++)
        dup = out->data[i].name == name;
    } else {
      if (!seen.cap)
        for (size_t i = first; i < out->len; i++)
          *cm_pmap_slot(&seen, cm_ident_str(out->data[i].name)) = out->data[i].name;
      void **slot = cm_pmap_slot(&seen, cm_ident_str(name));
      dup = *slot != NULL;
      *slot = name;
    }
    if (dup) {
      cm_parser_error(p, "duplicate key '%s' in dictionary attribute", name->str);
      goto out;
    }
    cm_lex_next(p);
    CmAttr *v;
    if (!cm_parse_optional_tok(p, CM_TOK_EQUAL)) {
      v = cm_unit_attr(p->ctx);
    } else {
      v = cm_p_attribute(p, NULL);
      if (!v)
        goto out;
    }
    CmNamedAttr na = {name, v};
    CM_VEC_PUSH(*out, na);
    if (!cm_parse_optional_tok(p, CM_TOK_COMMA))
      break;
  }
  r = cm_p_expect(p, CM_TOK_RBRACE, "expected ',' or '}'");
out:
  cm_p_leave(p);
  cm_pmap_free(&seen);
  return r;
}

/* `affine_map<...>` / `affine_set<...>` (at the keyword). */
static CmAttr *affine_attr(CmParser *p) {
  bool want_map = cm_p_is_kw(p, "affine_map");
  cm_lex_next(p);
  if (cm_p_expect(p, CM_TOK_LESS,
                  want_map ? "expected '<' in affine map"
                           : "expected '<' in integer set"))
    return NULL;
  const char *pos = p->tok.pos;
  CmAffineMap *m = NULL;
  CmIntegerSet *s = NULL;
  if (cm_p_affine_map_or_set(p, &m, &s))
    return NULL;
  if (want_map && !m) {
    cm_parser_error_at(p, pos, "expected AffineMap, but got IntegerSet");
    return NULL;
  }
  if (!want_map && !s) {
    cm_parser_error_at(p, pos, "expected IntegerSet, but got AffineMap");
    return NULL;
  }
  if (cm_p_expect(p, CM_TOK_GREATER,
                  want_map ? "expected '>' in affine map"
                           : "expected '>' in integer set"))
    return NULL;
  return want_map ? cm_affine_map_attr(m) : cm_integer_set_attr(s);
}

static void *parse_affine_cb(CmParser *p) { return affine_attr(p); }

/* The same through the per-parse text cache (as compound types,
 * parse_type.c): affine attributes repeat verbatim, and parsing one
 * uniques every subexpression. */
static CmAttr *affine_attr_cached(CmParser *p) {
  return cm_p_text_cached(p, &p->sh->affine_cache, true, parse_affine_cb);
}

static CmAttr *parse_attr_inner(CmParser *p, CmType *type) {
  switch (p->tok.kind) {
  case CM_TOK_LSQUARE: {
    cm_lex_next(p);
    CM_VEC(CmAttr *) elems = {0};
    CmAttr *res = NULL;
    if (!cm_parse_optional_tok(p, CM_TOK_RSQUARE)) {
      for (;;) {
        CmAttr *a = cm_p_attribute(p, NULL);
        if (!a)
          goto arr_out;
        CM_VEC_PUSH(elems, a);
        if (!cm_parse_optional_tok(p, CM_TOK_COMMA))
          break;
      }
      if (cm_p_expect(p, CM_TOK_RSQUARE, "expected ',' or ']'"))
        goto arr_out;
    }
    res = cm_array_attr(p->ctx, (unsigned)elems.len, elems.data);
  arr_out:
    CM_VEC_FREE(elems);
    return res;
  }
  case CM_TOK_LBRACE: {
    CmNamedAttrVec v = {0};
    CmAttr *res = NULL;
    if (!cm_p_attr_dict(p, &v))
      res = cm_dict_attr(p->ctx, (unsigned)v.len, v.data);
    CM_VEC_FREE(v);
    return res;
  }
  case CM_TOK_HASH_ID: {
    CmAttr *a = cm_p_extended_attr(p, type);
    if (a && type && a->type != type && a->kind != CM_ATTR_OPAQUE &&
        a->kind != CM_ATTR_DIALECT && a->type) {
      CmBuf m;
      cm_buf_init(&m);
      cm_buf_puts(&m, "attribute type different than expected: expected ");
      type_q(type, &m);
      cm_buf_puts(&m, ", but got ");
      type_q(a->type, &m);
      cm_parser_error(p, "%s", m.data);
      cm_buf_free(&m);
      return NULL;
    }
    return a;
  }
  case CM_TOK_FLOAT:
    return parse_float_attr(p, type, false);
  case CM_TOK_INTEGER:
    return parse_dec_or_hex(p, type, false);
  case CM_TOK_MINUS:
    cm_lex_next(p);
    if (p->tok.kind == CM_TOK_INTEGER)
      return parse_dec_or_hex(p, type, true);
    if (p->tok.kind == CM_TOK_FLOAT)
      return parse_float_attr(p, type, true);
    cm_parser_error(p, "expected constant integer or floating point value");
    return NULL;
  case CM_TOK_STRING: {
    CmBuf b;
    cm_buf_init(&b);
    cm_lex_string_value(&p->tok, &b);
    cm_lex_next(p);
    CmAttr *res = NULL;
    if (!type && cm_parse_optional_tok(p, CM_TOK_COLON) && !(type = cm_p_type(p))) {
      cm_buf_free(&b);
      return NULL;
    }
    CmStr s = {b.data ? b.data : "", b.len};
    res = type ? cm_string_attr_typed(type, s) : cm_string_attr(p->ctx, s);
    cm_buf_free(&b);
    return res;
  }
  case CM_TOK_AT_ID: {
    CmBuf root;
    cm_buf_init(&root);
    cm_lex_string_value(&p->tok, &root);
    cm_lex_next(p);
    CmBuf nb;
    cm_buf_init(&nb);
    CM_VEC(size_t) offs = {0};
    CmAttr *res = NULL;
    while (p->tok.kind == CM_TOK_COLON) {
      const char *cp = p->tok.pos;
      cm_lex_next(p);
      if (p->tok.kind != CM_TOK_COLON || p->tok.pos != cp + 1) {
        cm_lex_reset(p, cp);
        break;
      }
      cm_lex_next(p);
      if (p->tok.kind != CM_TOK_AT_ID) {
        cm_parser_error(p, "expected nested symbol reference identifier");
        goto sym_out;
      }
      CM_VEC_PUSH(offs, nb.len);
      cm_lex_string_value(&p->tok, &nb);
      cm_lex_next(p);
    }
    {
      CmStr *nested = offs.len ? cm_xmalloc(offs.len * sizeof(CmStr)) : NULL;
      for (size_t i = 0; i < offs.len; i++) {
        size_t end = i + 1 < offs.len ? offs.data[i + 1] : nb.len;
        nested[i] = (CmStr){nb.data + offs.data[i], end - offs.data[i]};
      }
      res = cm_symbol_ref_attr(p->ctx, (CmStr){root.data ? root.data : "", root.len},
                               (unsigned)offs.len, nested);
      free(nested);
    }
  sym_out:
    CM_VEC_FREE(offs);
    cm_buf_free(&nb);
    cm_buf_free(&root);
    return res;
  }
  case CM_TOK_BARE_ID:
    if (cm_p_is_kw(p, "affine_map") || cm_p_is_kw(p, "affine_set"))
      return affine_attr_cached(p);
    if (cm_p_is_kw(p, "true") || cm_p_is_kw(p, "false")) {
      bool v = cm_p_is_kw(p, "true");
      cm_lex_next(p);
      return cm_bool_attr(p->ctx, v);
    }
    if (cm_p_is_kw(p, "dense"))
      return parse_dense(p, type);
    if (cm_p_is_kw(p, "opaque"))
      return parse_opaque_elems(p, type);
    if (cm_p_is_kw(p, "sparse"))
      return parse_sparse(p, type);
    if (cm_p_is_kw(p, "unit")) {
      cm_lex_next(p);
      return cm_unit_attr(p->ctx);
    }
    if (cm_p_is_kw(p, "loc")) {
      cm_lex_next(p);
      CmLoc *l;
      if (cm_p_expect(p, CM_TOK_LPAREN, "expected '(' in inline location") ||
          loc_instance(p, &l) ||
          cm_p_expect(p, CM_TOK_RPAREN, "expected ')' in inline location"))
        return NULL;
      return l;
    }
    break;
  default:
    break;
  }
  CmType *t = cm_p_type(p);
  return t ? cm_type_attr(t) : NULL;
}

CmAttr *cm_p_attribute(CmParser *p, CmType *type) {
  if (!cm_p_enter(p))
    return NULL;
  CmAttr *a = parse_attr_inner(p, type);
  cm_p_leave(p);
  return a;
}

/* ---------------------------------------------------------------------
 * public attribute API
 * --------------------------------------------------------------------- */
CmResult cm_parse_attribute(CmParser *p, CmType *type, CmAttr **out) {
  *out = cm_p_attribute(p, type);
  return *out ? CM_SUCCESS : CM_FAILURE;
}

CmOptResult cm_parse_optional_attribute(CmParser *p, CmType *type,
                                        CmAttr **out) {
  switch (p->tok.kind) {
  case CM_TOK_AT_ID:
  case CM_TOK_FLOAT:
  case CM_TOK_INTEGER:
  case CM_TOK_STRING:
  case CM_TOK_LSQUARE:
  case CM_TOK_LBRACE:
  case CM_TOK_HASH_ID:
  case CM_TOK_MINUS:
  case CM_TOK_EXCL_ID:
  case CM_TOK_LPAREN:
    break;
  case CM_TOK_BARE_ID: {
    static const char *const kws[] = {
        "affine_map", "affine_set", "true", "false", "dense", "opaque",
        "sparse", "unit", "loc", "memref", "tensor", "vector", "complex",
        "tuple", "bf16", "f16", "f32", "f64", "f80", "f128", "index", "none"};
    bool ok = false;
    for (size_t i = 0; i < sizeof kws / sizeof *kws && !ok; i++)
      ok = cm_p_is_kw(p, kws[i]);
    if (!ok) {
      CmStr s = cm_p_spelling(p);
      size_t pre = (s.len > 1 && s.data[0] == 'i') ? 1
                   : (s.len > 2 && s.data[1] == 'i' && (s.data[0] == 's' || s.data[0] == 'u')) ? 2
                                                                                              : 0;
      ok = pre > 0;
      for (size_t i = pre; ok && i < s.len; i++)
        ok = s.data[i] >= '0' && s.data[i] <= '9';
    }
    if (!ok)
      return CM_OPT_NONE;
    break;
  }
  default:
    return CM_OPT_NONE;
  }
  *out = cm_p_attribute(p, type);
  return *out ? CM_OPT_SUCCESS : CM_OPT_FAILURE;
}

CmResult cm_parse_optional_attr_dict(CmParser *p, CmNamedAttrVec *attrs) {
  if (p->tok.kind != CM_TOK_LBRACE)
    return CM_SUCCESS;
  return cm_p_attr_dict(p, attrs);
}

CmResult cm_parse_optional_attr_dict_with_keyword(CmParser *p,
                                                  CmNamedAttrVec *attrs) {
  if (!cm_parse_optional_keyword(p, "attributes"))
    return CM_SUCCESS;
  return cm_p_attr_dict(p, attrs);
}

bool cm_parse_optional_symbol_name(CmParser *p, const char *attr_name,
                                   CmNamedAttrVec *attrs) {
  if (p->tok.kind != CM_TOK_AT_ID)
    return false;
  CmBuf b;
  cm_buf_init(&b);
  cm_lex_string_value(&p->tok, &b);
  cm_lex_next(p);
  CmNamedAttr na = {cm_ident_c(p->ctx, attr_name),
                    cm_string_attr(p->ctx, (CmStr){b.data ? b.data : "", b.len})};
  CM_VEC_PUSH(*attrs, na);
  cm_buf_free(&b);
  return true;
}

CmResult cm_parse_symbol_name(CmParser *p, const char *attr_name,
                              CmNamedAttrVec *attrs) {
  if (cm_parse_optional_symbol_name(p, attr_name, attrs))
    return CM_SUCCESS;
  return cm_p_op_error_at(p, p->tok.pos,
                          "expected valid '@'-identifier for symbol name");
}
