/* Unit tests for the support layer: arena, alloc, buffers, hashing,
 * strings, parallel-for and the source manager. */
#define _POSIX_C_SOURCE 200809L /* mkstemp, fdopen */
#include "cmlir/support.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../test_util.h"


static void test_arena(void) {
  CmArena a;
  cm_arena_init(&a);
  char *prev = NULL;
  for (int i = 0; i < 100000; i++) {
    size_t sz = (size_t)(i % 37) + 1;
    size_t al = (size_t)1 << (i % 5);
    char *p = cm_arena_alloc(&a, sz, al);
    CHECK(((uintptr_t)p & (al - 1)) == 0);
    for (size_t j = 0; j < sz; j++)
      CHECK(p[j] == 0);
    memset(p, 0xab, sz);
    CHECK(p != prev);
    prev = p;
  }
  /* big allocations */
  for (int i = 0; i < 10; i++) {
    char *p = cm_arena_alloc(&a, 1 << 20, 16);
    CHECK(((uintptr_t)p & 15) == 0);
    CHECK(p[0] == 0 && p[(1 << 20) - 1] == 0);
    memset(p, 1, 1 << 20);
  }
  char *s = cm_arena_strndup(&a, "hello world", 5);
  CHECK(strcmp(s, "hello") == 0);
  int v[3] = {1, 2, 3};
  int *d = cm_arena_dup(&a, v, sizeof v, _Alignof(int));
  CHECK(d[0] == 1 && d[2] == 3);
  double *x = CM_ARENA_NEW(&a, double);
  CHECK(*x == 0.0);
  long *arr = CM_ARENA_ARRAY(&a, long, 100);
  CHECK(arr[99] == 0);
  CHECK(a.total > 0);
  cm_arena_free(&a);
  /* an arena whose first allocation is big */
  cm_arena_init(&a);
  char *big = cm_arena_alloc(&a, 1 << 21, 8);
  big[0] = 1;
  char *small = cm_arena_alloc(&a, 8, 8);
  CHECK(small && small != big);
  cm_arena_free(&a);
  /* zero-size allocation */
  cm_arena_init(&a);
  CHECK(cm_arena_alloc(&a, 0, 1) != NULL);
  cm_arena_free(&a);
}

static void test_alloc(void) {
  struct {
    int *data;
    size_t len, cap;
  } v = {0};
  for (int i = 0; i < 1000; i++)
    CM_VEC_PUSH(v, i);
  CHECK(v.len == 1000 && v.cap >= 1000);
  CHECK(v.data[999] == 999);
  CM_VEC_FREE(v);
  CHECK(v.data == NULL && v.len == 0);
  char *s = cm_xstrndup("abcdef", 3);
  CHECK(strcmp(s, "abc") == 0);
  free(s);
  int *z = cm_xcalloc(10, sizeof(int));
  CHECK(z[9] == 0);
  z = cm_xrealloc(z, 100 * sizeof(int));
  free(z);
}

static void test_buf(void) {
  CmBuf b;
  cm_buf_init(&b);
  cm_buf_putc(&b, 'a');
  cm_buf_puts(&b, "bc");
  cm_buf_putn(&b, "defgh", 2);
  cm_buf_putstr(&b, CM_STR("xy"));
  CHECK(strcmp(b.data, "abcdexy") == 0 && b.len == 7);
  cm_buf_printf(&b, "%d-%s", 42, "z");
  CHECK(strcmp(b.data, "abcdexy42-z") == 0);
  cm_buf_clear(&b);
  CHECK(b.len == 0 && b.data[0] == 0);
  cm_buf_put_i64(&b, INT64_MIN);
  cm_buf_putc(&b, ' ');
  cm_buf_put_i64(&b, 0);
  cm_buf_putc(&b, ' ');
  cm_buf_put_i64(&b, -17);
  cm_buf_putc(&b, ' ');
  cm_buf_put_u64(&b, UINT64_MAX);
  CHECK(strcmp(b.data, "-9223372036854775808 0 -17 18446744073709551615") ==
        0);
  /* long printf output */
  cm_buf_clear(&b);
  char big[5000];
  memset(big, 'q', sizeof big - 1);
  big[sizeof big - 1] = 0;
  cm_buf_printf(&b, "<%s>", big);
  CHECK(b.len == sizeof big + 1 && b.data[0] == '<' && b.data[b.len - 1] == '>');
  char *d = cm_buf_detach(&b);
  CHECK(d[1] == 'q');
  CHECK(b.data == NULL && b.len == 0);
  free(d);
  d = cm_buf_detach(&b);
  CHECK(d && d[0] == 0);
  free(d);
  cm_buf_free(&b);
}

static void test_hash(void) {
  CHECK(cm_hash_bytes("abc", 3) == cm_hash_bytes("abc", 3));
  CHECK(cm_hash_bytes("abc", 3) != cm_hash_bytes("abd", 3));
  CHECK(cm_hash_bytes("", 0) != cm_hash_bytes("a", 1));
  CHECK(cm_hash_combine(1, 2) != cm_hash_combine(2, 1));
  /* every length up to 200, every single-bit flip changes the hash */
  unsigned char buf[200];
  for (int i = 0; i < 200; i++)
    buf[i] = (unsigned char)(i * 7);
  for (size_t n = 1; n <= 200; n++) {
    uint64_t h = cm_hash_bytes(buf, n);
    for (size_t bit = 0; bit < n * 8; bit += 3) {
      buf[bit / 8] ^= (unsigned char)(1u << (bit % 8));
      if (cm_hash_bytes(buf, n) == h) {
        fprintf(stderr, "hash collision n=%zu bit=%zu\n", n, bit);
        failures++;
      }
      buf[bit / 8] ^= (unsigned char)(1u << (bit % 8));
    }
  }
  /* distribution: low bits of small integers' hashes */
  unsigned buckets[64] = {0};
  for (uint32_t i = 0; i < 64000; i++)
    buckets[cm_hash_bytes(&i, sizeof i) & 63]++;
  for (int i = 0; i < 64; i++)
    CHECK(buckets[i] > 800 && buckets[i] < 1200);
}

static void test_str(void) {
  CmStr s = cm_str("hello");
  CHECK(s.len == 5);
  CHECK(cm_str_eq(s, CM_STR("hello")));
  CHECK(!cm_str_eq(s, CM_STR("hell")));
  CHECK(cm_str_eq_c(s, "hello"));
  CHECK(!cm_str_eq_c(s, "hellO"));
  CHECK(cm_str_starts_with(s, "he"));
  CHECK(cm_str_starts_with(s, ""));
  CHECK(!cm_str_starts_with(s, "hello!"));
  CHECK(cm_str_eq(cm_str(""), CM_STR("")));
}

static void test_source(void) {
  CmSourceMgr sm;
  cm_srcmgr_init(&sm);
  const char *text = "line one\nline two\r\n\nlast";
  CmSourceBuffer *b = cm_srcmgr_add(&sm, "a.mlir", text, strlen(text));
  CHECK(strcmp(b->name, "a.mlir") == 0);
  CHECK(b->text != text && strcmp(b->text, text) == 0);
  unsigned line, col;
  cm_srcbuf_line_col(b, b->text, &line, &col);
  CHECK(line == 1 && col == 1);
  cm_srcbuf_line_col(b, b->text + 5, &line, &col);
  CHECK(line == 1 && col == 6);
  cm_srcbuf_line_col(b, b->text + 8, &line, &col); /* the '\n' */
  CHECK(line == 1 && col == 9);
  cm_srcbuf_line_col(b, b->text + 9, &line, &col);
  CHECK(line == 2 && col == 1);
  cm_srcbuf_line_col(b, b->text + 19, &line, &col);
  CHECK(line == 3 && col == 1);
  cm_srcbuf_line_col(b, b->text + 20, &line, &col);
  CHECK(line == 4 && col == 1);
  cm_srcbuf_line_col(b, b->text + b->len, &line, &col); /* EOF */
  CHECK(line == 4 && col == 5);
  CmStr l;
  CHECK(cm_srcbuf_get_line(b, 1, &l) && cm_str_eq(l, CM_STR("line one")));
  CHECK(cm_srcbuf_get_line(b, 2, &l) && cm_str_eq(l, CM_STR("line two")));
  CHECK(cm_srcbuf_get_line(b, 3, &l) && l.len == 0);
  CHECK(cm_srcbuf_get_line(b, 4, &l) && cm_str_eq(l, CM_STR("last")));
  CHECK(!cm_srcbuf_get_line(b, 5, &l));
  CHECK(!cm_srcbuf_get_line(b, 0, &l));

  /* a second buffer with the same name shadows the first */
  CmSourceBuffer *b2 = cm_srcmgr_add(&sm, "a.mlir", "x\n", 2);
  CHECK(cm_srcmgr_find(&sm, "a.mlir", 6) == b2);
  CHECK(cm_srcmgr_find(&sm, "a.mlirx", 6) == b2); /* length-limited */
  CHECK(cm_srcmgr_find(&sm, "b.mlir", 6) == NULL);
  CmSourceBuffer *b3 = cm_srcmgr_add(&sm, "-", "", 0);
  CHECK(strcmp(b3->name, "<stdin>") == 0);
  cm_srcbuf_line_col(b3, b3->text, &line, &col);
  CHECK(line == 1 && col == 1);
  CHECK(cm_srcbuf_get_line(b3, 1, &l) && l.len == 0);

  /* big buffer: line lookup must be fast (binary search) */
  size_t nlines = 200000;
  CmBuf big;
  cm_buf_init(&big);
  for (size_t i = 0; i < nlines; i++)
    cm_buf_printf(&big, "%zu\n", i);
  CmSourceBuffer *bb = cm_srcmgr_add(&sm, "big", big.data, big.len);
  for (size_t i = 0; i < nlines; i += 997) {
    char want[32];
    snprintf(want, sizeof want, "%zu", i);
    CHECK(cm_srcbuf_get_line(bb, (unsigned)i + 1, &l) && cm_str_eq_c(l, want));
    cm_srcbuf_line_col(bb, l.data + 1, &line, &col);
    CHECK(line == i + 1 && col == 2);
  }
  cm_buf_free(&big);

  /* files */
  char path[] = "/tmp/cmlir_test_support_XXXXXX";
  int fd = mkstemp(path);
  CHECK(fd >= 0);
  if (fd >= 0) {
    FILE *f = fdopen(fd, "w");
    fputs("abc\ndef", f);
    fclose(f);
    CmSourceBuffer *fb = cm_srcmgr_add_file(&sm, path);
    CHECK(fb && fb->len == 7 && strcmp(fb->text, "abc\ndef") == 0);
    CHECK(fb && strcmp(fb->name, path) == 0);
    remove(path);
  }
  /* a bigger file is memory-mapped; releasing its pages keeps it readable */
  char path2[] = "/tmp/cmlir_test_support_XXXXXX";
  fd = mkstemp(path2);
  CHECK(fd >= 0);
  if (fd >= 0) {
    FILE *f = fdopen(fd, "w");
    for (int i = 0; i < 20000; i++)
      fprintf(f, "line %d\n", i);
    fputs("end", f);
    fclose(f);
    CmSourceBuffer *mb = cm_srcmgr_add_file(&sm, path2);
    CHECK(mb && mb->text[mb->len] == 0);
    CHECK(mb && mb->len > 100000 && memcmp(mb->text, "line 0\n", 7) == 0);
    if (mb) {
      cm_srcbuf_release(mb, mb->text + mb->len / 2);
      cm_srcbuf_release(mb, mb->text + mb->len); /* idempotent, monotonic */
      CHECK(memcmp(mb->text, "line 0\nline 1\n", 14) == 0);
      CHECK(strcmp(mb->text + mb->len - 3, "end") == 0);
      unsigned ln, cl;
      cm_srcbuf_line_col(mb, mb->text + mb->len - 1, &ln, &cl);
      CHECK(ln == 20001 && cl == 3);
    }
    remove(path2);
  }
  /* releasing a malloc'd buffer is a no-op */
  CmSourceBuffer *cb = cm_srcmgr_add(&sm, "copy", "xyz", 3);
  cm_srcbuf_release(cb, cb->text + 3);
  CHECK(strcmp(cb->text, "xyz") == 0);
  CHECK(cm_srcmgr_add_file(&sm, "/nonexistent/dir/file.mlir") == NULL);
  cm_srcmgr_free(&sm);
  CHECK(sm.num_bufs == 0);
}

/* cm_parallel_for: every index visited exactly once, for any thread cap. */
static void par_mark(size_t i, void *user) {
  unsigned *hits = user;
  __atomic_add_fetch(&hits[i], 1, __ATOMIC_RELAXED);
}
static void test_parallel(void) {
  CHECK(cm_hw_threads() >= 1);
  static unsigned hits[1000];
  const unsigned caps[] = {0, 1, 2, 7};
  for (size_t c = 0; c < sizeof(caps) / sizeof(caps[0]); c++) {
    memset(hits, 0, sizeof(hits));
    cm_parallel_for(1000, caps[c], par_mark, hits);
    for (size_t i = 0; i < 1000; i++)
      CHECK(hits[i] == 1);
  }
  cm_parallel_for(0, 0, par_mark, hits); /* no items: no calls */
  memset(hits, 0, sizeof(hits));
  cm_parallel_for(1, 0, par_mark, hits);
  CHECK(hits[0] == 1 && hits[1] == 0);
}

int main(void) {
  test_arena();
  test_parallel();
  test_alloc();
  test_buf();
  test_hash();
  test_str();
  test_source();
  return test_report("test_support");
}
