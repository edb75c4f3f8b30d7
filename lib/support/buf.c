/* buf.c - growable, always NUL-terminated output buffer. */
#include "cmlir/support.h"

#include <stdlib.h>
#include <string.h>

void cm_buf_init(CmBuf *b) {
  b->data = NULL;
  b->len = b->cap = 0;
}

void cm_buf_free(CmBuf *b) {
  free(b->data);
  cm_buf_init(b);
}

void cm_buf_clear(CmBuf *b) {
  b->len = 0;
  if (b->data)
    b->data[0] = 0;
}

void cm_buf_grow_to(CmBuf *b, size_t need) {
  if (need <= b->cap)
    return;
  size_t ncap = b->cap ? b->cap * 2 : 64;
  while (ncap < need)
    ncap *= 2;
  b->data = cm_xrealloc(b->data, ncap);
  b->cap = ncap;
}

static inline void cm_buf_reserve(CmBuf *b, size_t extra) {
  size_t need = b->len + extra + 1;
  if (need > b->cap)
    cm_buf_grow_to(b, need);
}

void cm_buf_vprintf(CmBuf *b, const char *fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  cm_buf_reserve(b, 64);
  size_t avail = b->cap - b->len;
  int n = vsnprintf(b->data + b->len, avail, fmt, ap);
  if (n < 0) {
    va_end(ap2);
    b->data[b->len] = 0;
    return;
  }
  if ((size_t)n >= avail) {
    cm_buf_reserve(b, (size_t)n);
    vsnprintf(b->data + b->len, b->cap - b->len, fmt, ap2);
  }
  va_end(ap2);
  b->len += (size_t)n;
}

void cm_buf_printf(CmBuf *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  cm_buf_vprintf(b, fmt, ap);
  va_end(ap);
}

size_t cm_fmt_u64(char *out, uint64_t v) {
  char tmp[20];
  size_t n = 0;
  do {
    tmp[n++] = (char)('0' + v % 10);
    v /= 10;
  } while (v);
  for (size_t i = 0; i < n; i++)
    out[i] = tmp[n - 1 - i];
  out[n] = 0;
  return n;
}

void cm_buf_put_u64(CmBuf *b, uint64_t v) {
  char tmp[CM_FMT_U64_MAX];
  cm_buf_putn(b, tmp, cm_fmt_u64(tmp, v));
}

void cm_buf_put_i64(CmBuf *b, int64_t v) {
  if (v < 0) {
    cm_buf_putc(b, '-');
    cm_buf_put_u64(b, (uint64_t)0 - (uint64_t)v);
  } else {
    cm_buf_put_u64(b, (uint64_t)v);
  }
}

char *cm_buf_detach(CmBuf *b) {
  char *d = b->data;
  if (!d)
    d = cm_xcalloc(1, 1);
  cm_buf_init(b);
  return d;
}
