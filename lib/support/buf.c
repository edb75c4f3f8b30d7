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

void cm_buf_put_u64(CmBuf *b, uint64_t v) {
  char tmp[24];
  int i = 24;
  do {
    tmp[--i] = (char)('0' + v % 10);
    v /= 10;
  } while (v);
  cm_buf_putn(b, tmp + i, (size_t)(24 - i));
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
