/* datalayout.c - the check of an LLVM data layout string that MLIR 13
 * runs on the `llvm.data_layout` attribute: the grammar of LLVM 13's
 * DataLayout parser (specifiers separated by `-`, fields by `:`) with its
 * error messages.  Only validation: nothing is kept. */
#include "llvm_internal.h"

#include <string.h>

typedef struct Str {
  const char *p;
  size_t n;
} Str;

static bool str_eq(Str s, const char *c) {
  return s.n == strlen(c) && memcmp(s.p, c, s.n) == 0;
}

/* Splits `s` at the first `sep` (upstream's split helper with its two
 * checks). */
static const char *split(Str s, char sep, Str *first, Str *rest) {
  const char *q = memchr(s.p, sep, s.n);
  if (!q) {
    *first = s;
    rest->p = s.p + s.n;
    rest->n = 0;
    return NULL;
  }
  first->p = s.p;
  first->n = (size_t)(q - s.p);
  rest->p = q + 1;
  rest->n = s.n - first->n - 1;
  if (rest->n == 0)
    return "Trailing separator in datalayout string";
  if (first->n == 0)
    return "Expected token before separator in datalayout string";
  return NULL;
}

/* StringRef::getAsInteger(10, unsigned) */
static const char *get_int(Str s, uint64_t *out) {
  uint64_t v = 0;
  if (s.n == 0)
    return "not a number, or does not fit in an unsigned int";
  for (size_t i = 0; i < s.n; i++) {
    if (s.p[i] < '0' || s.p[i] > '9')
      return "not a number, or does not fit in an unsigned int";
    v = v * 10 + (uint64_t)(s.p[i] - '0');
    if (v > UINT32_MAX)
      return "not a number, or does not fit in an unsigned int";
  }
  *out = v;
  return NULL;
}

static const char *get_bytes(Str s, uint64_t *out) {
  const char *e = get_int(s, out);
  if (e)
    return e;
  if (*out % 8)
    return "number of bits must be a byte width multiple";
  *out /= 8;
  return NULL;
}

static bool pow2(uint64_t v) { return v && !(v & (v - 1)); }

static const char *addr_space(Str s) {
  uint64_t as;
  const char *e = get_int(s, &as);
  if (e)
    return e;
  if (as >= (1u << 24))
    return "Invalid address space, must be a 24-bit integer";
  return NULL;
}

#define TRY(x)                                                                 \
  do {                                                                         \
    const char *e_ = (x);                                                      \
    if (e_)                                                                    \
      return e_;                                                               \
  } while (0)

static const char *check_pointer(Str tok, Str rest) {
  Str f;
  uint64_t as = 0, size, abi, pref, index;
  if (tok.n)
    TRY(get_int(tok, &as));
  if (as >= (1u << 24))
    return "Invalid address space, must be a 24bit integer";
  if (!rest.n)
    return "Missing size specification for pointer in datalayout string";
  TRY(split(rest, ':', &f, &rest));
  TRY(get_bytes(f, &size));
  if (!size)
    return "Invalid pointer size of 0 bytes";
  if (!rest.n)
    return "Missing alignment specification for pointer in datalayout string";
  TRY(split(rest, ':', &f, &rest));
  TRY(get_bytes(f, &abi));
  if (!pow2(abi))
    return "Pointer ABI alignment must be a power of 2";
  pref = abi;
  if (rest.n) {
    TRY(split(rest, ':', &f, &rest));
    TRY(get_bytes(f, &pref));
    if (!pow2(pref))
      return "Pointer preferred alignment must be a power of 2";
    if (rest.n) {
      TRY(split(rest, ':', &f, &rest));
      TRY(get_bytes(f, &index));
      if (!index)
        return "Invalid index size of 0 bytes";
    }
  }
  if (pref < abi)
    return "Preferred alignment cannot be less than the ABI alignment";
  return NULL;
}

static const char *check_align(char spec, Str tok, Str rest) {
  Str f;
  uint64_t size = 0, abi, pref;
  if (tok.n)
    TRY(get_int(tok, &size));
  if (spec == 'a' && size != 0)
    return "Sized aggregate specification in datalayout string";
  if (!rest.n)
    return "Missing alignment specification in datalayout string";
  TRY(split(rest, ':', &f, &rest));
  TRY(get_bytes(f, &abi));
  if (spec != 'a' && !abi)
    return "ABI alignment specification must be >0 for non-aggregate types";
  if (abi >= (1u << 16))
    return "Invalid ABI alignment, must be a 16bit integer";
  if (abi && !pow2(abi))
    return "Invalid ABI alignment, must be a power of 2";
  pref = abi;
  if (rest.n) {
    TRY(split(rest, ':', &f, &rest));
    TRY(get_bytes(f, &pref));
  }
  if (pref >= (1u << 16))
    return "Invalid preferred alignment, must be a 16bit integer";
  if (pref && !pow2(pref))
    return "Invalid preferred alignment, must be a power of 2";
  if (size >= (1u << 24))
    return "Invalid bit width, must be a 24bit integer";
  if (pref < abi)
    return "Preferred alignment cannot be less than the ABI alignment";
  return NULL;
}

const char *cm_llvm_check_data_layout(CmStr desc) {
  Str d = {desc.data, desc.len};
  while (d.n) {
    Str spec, rest, tok;
    TRY(split(d, '-', &spec, &d));
    TRY(split(spec, ':', &tok, &rest));
    if (str_eq(tok, "ni")) {
      do {
        Str f;
        uint64_t as;
        TRY(split(rest, ':', &f, &rest));
        TRY(get_int(f, &as));
        if (as == 0)
          return "Address space 0 can never be non-integral";
      } while (rest.n);
      continue;
    }
    char c = tok.n ? tok.p[0] : '\0';
    if (tok.n) {
      tok.p++;
      tok.n--;
    }
    switch (c) {
    case 's':
    case 'E':
    case 'e':
      break;
    case 'p':
      TRY(check_pointer(tok, rest));
      break;
    case 'i':
    case 'v':
    case 'f':
    case 'a':
      TRY(check_align(c, tok, rest));
      break;
    case 'n':
      for (;;) {
        uint64_t w;
        TRY(get_int(tok, &w));
        if (!w)
          return "Zero width native integer type in datalayout string";
        if (!rest.n)
          break;
        TRY(split(rest, ':', &tok, &rest));
      }
      break;
    case 'S': {
      uint64_t a;
      TRY(get_bytes(tok, &a));
      if (a && !pow2(a))
        return "Alignment is neither 0 nor a power of 2";
      break;
    }
    case 'F': {
      if (!tok.n || (tok.p[0] != 'i' && tok.p[0] != 'n'))
        return "Unknown function pointer alignment type in datalayout string";
      tok.p++;
      tok.n--;
      uint64_t a;
      TRY(get_bytes(tok, &a));
      if (a && !pow2(a))
        return "Alignment is neither 0 nor a power of 2";
      break;
    }
    case 'P':
    case 'A':
    case 'G':
      TRY(addr_space(tok));
      break;
    case 'm':
      if (tok.n)
        return "Unexpected trailing characters after mangling specifier in "
               "datalayout string";
      if (!rest.n)
        return "Expected mangling specifier in datalayout string";
      if (rest.n > 1)
        return "Unknown mangling specifier in datalayout string";
      if (!rest.p[0] || !strchr("elomxwa", rest.p[0]))
        return "Unknown mangling in datalayout string";
      break;
    default:
      return "Unknown specifier in datalayout string";
    }
  }
  return NULL;
}
