/* print_float.c - floating-point text exactly as upstream MLIR 13 prints it
 * (APFloat::toString with precision 6 if it round-trips, else the default
 * APFloat::toString if it contains a '.', else the hex bit pattern). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "printer_internal.h"

typedef struct {
  unsigned prec, ebits, total;
} FSem;

static bool fsem_of(const CmType *t, FSem *s) {
  switch (t ? t->kind : 255) {
  case CM_TYPE_BF16: *s = (FSem){8, 8, 16}; return true;
  case CM_TYPE_F16: *s = (FSem){11, 5, 16}; return true;
  case CM_TYPE_F32: *s = (FSem){24, 8, 32}; return true;
  case CM_TYPE_F64: *s = (FSem){53, 11, 64}; return true;
  case CM_TYPE_F80: *s = (FSem){64, 15, 80}; return true;
  case CM_TYPE_F128: *s = (FSem){113, 15, 128}; return true;
  default: return false;
  }
}

/* ---- a tiny bignum (little-endian 32-bit limbs) ---- */
typedef struct {
  uint32_t *d;
  size_t n, cap;
} Big;
static void big_reserve(Big *b, size_t n) {
  if (n > b->cap) {
    size_t c = b->cap ? b->cap * 2 : 16;
    while (c < n) c *= 2;
    b->d = cm_xrealloc(b->d, c * sizeof(uint32_t));
    b->cap = c;
  }
}
static void big_trim(Big *b) {
  while (b->n && !b->d[b->n - 1]) b->n--;
}
static void big_mul_small(Big *b, uint32_t m) {
  uint64_t carry = 0;
  for (size_t i = 0; i < b->n; i++) {
    uint64_t v = (uint64_t)b->d[i] * m + carry;
    b->d[i] = (uint32_t)v;
    carry = v >> 32;
  }
  if (carry) {
    big_reserve(b, b->n + 1);
    b->d[b->n++] = (uint32_t)carry;
  }
}
static uint32_t big_div_small(Big *b, uint32_t dv) {
  uint64_t rem = 0;
  for (size_t i = b->n; i-- > 0;) {
    uint64_t cur = (rem << 32) | b->d[i];
    b->d[i] = (uint32_t)(cur / dv);
    rem = cur % dv;
  }
  big_trim(b);
  return (uint32_t)rem;
}
static void big_shl(Big *b, unsigned sh) {
  size_t words = sh / 32;
  unsigned bits = sh % 32;
  big_reserve(b, b->n + words + 1);
  b->d[b->n] = 0;
  b->n++;
  if (bits) {
    for (size_t i = b->n; i-- > 1;)
      b->d[i] = (b->d[i] << bits) | (b->d[i - 1] >> (32 - bits));
    b->d[0] <<= bits;
  }
  if (words) {
    memmove(b->d + words, b->d, b->n * sizeof(uint32_t));
    memset(b->d, 0, words * sizeof(uint32_t));
    b->n += words;
  }
  big_trim(b);
}
static unsigned big_active_bits(const Big *b) {
  if (!b->n) return 0;
  uint32_t top = b->d[b->n - 1];
  unsigned bits = 0;
  while (top) { bits++; top >>= 1; }
  return (unsigned)(b->n - 1) * 32 + bits;
}

/* Decoded value: (-1)^neg * sig * 2^exp, sig < 2^prec.  */
typedef struct {
  bool neg;
  int cat; /* 0 zero, 1 normal, 2 inf, 3 nan */
  unsigned __int128 sig;
  int exp;
} FVal;

static void decode(const FSem *s, const uint64_t bits[2], FVal *v) {
  unsigned __int128 raw = ((unsigned __int128)bits[1] << 64) | bits[0];
  unsigned mbits = s->total - 1 - s->ebits; /* stored mantissa bits */
  unsigned __int128 mant = raw & ((((unsigned __int128)1) << mbits) - 1);
  unsigned e = (unsigned)((raw >> mbits) & ((1u << s->ebits) - 1));
  v->neg = (raw >> (s->total - 1)) & 1;
  int bias = (1 << (s->ebits - 1)) - 1;
  unsigned emax_raw = (1u << s->ebits) - 1;
  bool explicit_int = s->total == 80;
  if (e == emax_raw) {
    unsigned __int128 frac = mant;
    if (explicit_int) frac &= ~(((unsigned __int128)1) << 63);
    v->cat = frac ? 3 : 2;
    return;
  }
  if (explicit_int) {
    if (e == 0 && mant == 0) { v->cat = 0; return; }
    v->cat = 1;
    v->sig = mant;
    v->exp = (e ? (int)e : 1) - bias - 63;
    if (!mant) v->cat = 0;
    return;
  }
  if (e == 0) {
    if (!mant) { v->cat = 0; return; }
    v->cat = 1;
    v->sig = mant;
    v->exp = 1 - bias - (int)mbits;
    return;
  }
  v->cat = 1;
  v->sig = mant | (((unsigned __int128)1) << mbits);
  v->exp = (int)e - bias - (int)mbits;
}

static void adjust_digits(char *buf, size_t *n, int *exp, unsigned prec) {
  /* buf holds digits least significant first. */
  size_t N = *n;
  if (N <= prec) return;
  size_t first = N - prec;
  if (buf[first - 1] < '5') {
    while (first < N && buf[first] == '0') first++;
    *exp += (int)first;
    memmove(buf, buf + first, N - first);
    *n = N - first;
    return;
  }
  for (size_t i = first; i != N; i++) {
    if (buf[i] == '9') {
      first++;
    } else {
      buf[i]++;
      break;
    }
  }
  if (first == N) {
    *exp += (int)first;
    buf[0] = '1';
    *n = 1;
    return;
  }
  *exp += (int)first;
  memmove(buf, buf + first, N - first);
  *n = N - first;
}

/* APFloat::toString. */
static void apfloat_to_string(const FSem *s, const FVal *v, unsigned fprec,
                              unsigned max_pad, bool trunc_zero, CmBuf *out) {
  if (v->cat == 2) {
    cm_buf_puts(out, v->neg ? "-Inf" : "+Inf");
    return;
  }
  if (v->cat == 3) {
    cm_buf_puts(out, "NaN");
    return;
  }
  if (v->cat == 0) {
    if (v->neg) cm_buf_putc(out, '-');
    if (!max_pad) {
      if (trunc_zero) {
        cm_buf_puts(out, "0.0E+0");
      } else {
        cm_buf_puts(out, "0.0");
        for (unsigned i = 1; i < fprec; i++) cm_buf_putc(out, '0');
        cm_buf_puts(out, "e+00");
      }
    } else {
      cm_buf_putc(out, '0');
    }
    return;
  }
  if (v->neg) cm_buf_putc(out, '-');
  if (!fprec) fprec = 2 + s->prec * 59 / 196;
  unsigned __int128 sig = v->sig;
  int exp = v->exp;
  while (!(sig & 1)) {
    sig >>= 1;
    exp++;
  }
  Big b = {0};
  big_reserve(&b, 8);
  b.n = 4;
  b.d[0] = (uint32_t)sig;
  b.d[1] = (uint32_t)(sig >> 32);
  b.d[2] = (uint32_t)(sig >> 64);
  b.d[3] = (uint32_t)(sig >> 96);
  big_trim(&b);
  if (exp > 0) {
    big_shl(&b, (unsigned)exp);
    exp = 0;
  } else if (exp < 0) {
    unsigned texp = (unsigned)-exp;
    while (texp >= 13) {
      big_mul_small(&b, 1220703125u);
      texp -= 13;
    }
    uint32_t m = 1;
    while (texp--) m *= 5;
    if (m != 1) big_mul_small(&b, m);
  }
  /* APInt-level precision adjustment (truncating). */
  {
    unsigned bits = big_active_bits(&b);
    unsigned req = (fprec * 196 + 58) / 59;
    if (bits > req) {
      unsigned tens = (bits - req) * 59 / 196;
      exp += (int)tens;
      while (tens >= 9) {
        big_div_small(&b, 1000000000u);
        tens -= 9;
      }
      uint32_t d = 1;
      while (tens--) d *= 10;
      if (d != 1) big_div_small(&b, d);
    }
  }
  /* Digits, least significant first. */
  size_t cap = (size_t)b.n * 10 + 16, nd = 0;
  char *buf = cm_xmalloc(cap);
  bool in_trail = true;
  while (b.n) {
    uint32_t chunk = big_div_small(&b, 1000000000u);
    for (int k = 0; k < 9; k++) {
      if (!b.n && !chunk) break;
      unsigned d = chunk % 10;
      chunk /= 10;
      if (in_trail && !d) {
        exp++;
      } else {
        buf[nd++] = (char)('0' + d);
        in_trail = false;
      }
    }
  }
  free(b.d);
  adjust_digits(buf, &nd, &exp, fprec);
  bool sci;
  if (!max_pad) {
    sci = true;
  } else if (exp >= 0) {
    sci = (unsigned)exp > max_pad || nd + (unsigned)exp > fprec;
  } else {
    int msd = exp + (int)(nd - 1);
    sci = msd >= 0 ? false : (unsigned)-msd > max_pad;
  }
  if (sci) {
    exp += (int)(nd - 1);
    cm_buf_putc(out, buf[nd - 1]);
    cm_buf_putc(out, '.');
    if (nd == 1 && trunc_zero)
      cm_buf_putc(out, '0');
    else
      for (size_t i = 1; i != nd; i++) cm_buf_putc(out, buf[nd - 1 - i]);
    if (!trunc_zero && fprec > nd - 1)
      for (size_t i = 0; i < fprec - nd + 1; i++) cm_buf_putc(out, '0');
    cm_buf_putc(out, trunc_zero ? 'E' : 'e');
    cm_buf_putc(out, exp >= 0 ? '+' : '-');
    if (exp < 0) exp = -exp;
    if (!trunc_zero && exp < 10) cm_buf_putc(out, '0');
    cm_buf_printf(out, "%d", exp);
    free(buf);
    return;
  }
  if (exp >= 0) {
    for (size_t i = 0; i != nd; i++) cm_buf_putc(out, buf[nd - 1 - i]);
    for (int i = 0; i != exp; i++) cm_buf_putc(out, '0');
    free(buf);
    return;
  }
  int whole = exp + (int)nd;
  size_t i = 0;
  if (whole > 0) {
    for (; i != (size_t)whole; i++) cm_buf_putc(out, buf[nd - i - 1]);
    cm_buf_putc(out, '.');
  } else {
    cm_buf_puts(out, "0.");
    for (int z = 0; z < -whole; z++) cm_buf_putc(out, '0');
  }
  for (; i != nd; i++) cm_buf_putc(out, buf[nd - i - 1]);
  free(buf);
}

/* Round a double to a small binary format (RNE); p = precision. */
static double round_to_sem(double x, unsigned p, int emin, int emax) {
  if (x == 0 || isinf(x) || isnan(x)) return x;
  int e = ilogb(x);
  if (e < emin) e = emin;
  double ulp = ldexp(1.0, e - (int)(p - 1));
  double r = nearbyint(x / ulp) * ulp;
  if (fabs(r) >= ldexp(2.0, emax)) return copysign(INFINITY, x);
  return r;
}

static double fval_to_double(const FVal *v) {
  double d = ldexp((double)v->sig, v->exp);
  return v->neg ? -d : d;
}

/* Does `str` parse back to the same value? */
static bool round_trips(const FSem *s, const FVal *v, const uint64_t bits[2],
                        const char *str) {
  switch (s->total) {
  case 16: {
    double x = strtod(str, NULL);
    int emin = s->ebits == 5 ? -14 : -126, emax = s->ebits == 5 ? 15 : 127;
    double r = round_to_sem(x, s->prec, emin, emax);
    double o = fval_to_double(v);
    return r == o && signbit(r) == signbit(o);
  }
  case 32: {
    float f = strtof(str, NULL);
    uint32_t u;
    memcpy(&u, &f, 4);
    return u == (uint32_t)bits[0];
  }
  case 64: {
    double d = strtod(str, NULL);
    uint64_t u;
    memcpy(&u, &d, 8);
    return u == bits[0];
  }
  case 80: {
#if defined(__x86_64__) || defined(__i386__)
    long double ld = strtold(str, NULL);
    unsigned char raw[16] = {0};
    memcpy(raw, &ld, 10);
    uint64_t lo, hi = 0;
    memcpy(&lo, raw, 8);
    memcpy(&hi, raw + 8, 2);
    return lo == bits[0] && (hi & 0xFFFF) == (bits[1] & 0xFFFF);
#else
    return false;
#endif
  }
  default: {
    /* f128: compare via long double (exact for values with <= 64 bits). */
    long double ld = strtold(str, NULL);
    if (v->cat == 0) return ld == 0 && (signbit(ld) != 0) == v->neg;
    long double o = ldexpl((long double)v->sig, v->exp);
    if (v->neg) o = -o;
    unsigned __int128 sig = v->sig;
    while (sig && !(sig & 1)) sig >>= 1;
    if (sig >> 64) return false;
    return ld == o;
  }
  }
}

static void print_hex_bits(const FSem *s, const uint64_t bits[2], CmBuf *out) {
  cm_buf_puts(out, "0x");
  unsigned __int128 raw = ((unsigned __int128)bits[1] << 64) | bits[0];
  if (s->total < 128) raw &= (((unsigned __int128)1) << s->total) - 1;
  char tmp[40];
  int n = 0;
  do {
    tmp[n++] = "0123456789ABCDEF"[(unsigned)(raw & 15)];
    raw >>= 4;
  } while (raw);
  while (n) cm_buf_putc(out, tmp[--n]);
}

void cm_print_float_value(CmType *type, const uint64_t bits[2], CmBuf *out) {
  FSem s;
  if (!fsem_of(type, &s)) s = (FSem){53, 11, 64};
  FVal v = {0};
  decode(&s, bits, &v);
  if (v.cat <= 1) {
    size_t start = out->len;
    apfloat_to_string(&s, &v, 6, 0, false, out);
    if (round_trips(&s, &v, bits, out->data + start)) return;
    out->len = start;
    out->data[start] = 0;
    apfloat_to_string(&s, &v, 0, 3, true, out);
    if (memchr(out->data + start, '.', out->len - start)) return;
    out->len = start;
    out->data[start] = 0;
  }
  print_hex_bits(&s, bits, out);
}
