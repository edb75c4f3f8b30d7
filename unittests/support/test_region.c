/* test_region.c - the IR region (support.h, region.c): zeroed, aligned
 * extents with 32-bit references; freed extents are zeroed, merged and
 * reused; small objects recycle per size; threads may allocate at once.
 * Also the sets of region objects (refset.c). */
#include <pthread.h>

#include "../test_util.h"

static bool all_zero(const void *p, size_t n) {
  const unsigned char *c = p;
  for (size_t i = 0; i < n; i++)
    if (c[i])
      return false;
  return true;
}

static void test_refs(void) {
  char *a = cm_region_alloc(100);
  CHECK(a && ((uintptr_t)a & 63) == 0);
  CHECK(all_zero(a, 128));
  uint32_t r = cm_region_ref(a);
  CHECK(r != 0);
  CHECK(cm_region_ptr(r) == a);
  CHECK(cm_region_ptr(cm_region_ref(a + 8)) == a + 8);
  CHECK(cm_region_ref(NULL) == 0 && cm_region_ptr(0) == NULL);
  memset(a, 0xab, 100);
  cm_region_free(a, 100);
}

static void test_reuse_and_merge(void) {
  /* Three neighbours freed out of order merge into one extent that a
   * larger request can take whole (and find zeroed). */
  enum { N = 3, SZ = 64 * 1024 };
  char *p[N];
  for (int i = 0; i < N; i++) {
    p[i] = cm_region_alloc(SZ);
    memset(p[i], 0x5a, SZ);
  }
  char *guard = cm_region_alloc(64); /* keeps them below the top */
  CHECK(p[1] == p[0] + SZ && p[2] == p[1] + SZ);
  cm_region_free(p[1], SZ);
  cm_region_free(p[0], SZ);
  cm_region_free(p[2], SZ);
  char *big = cm_region_alloc(N * SZ);
  CHECK(big == p[0]);
  CHECK(all_zero(big, N * SZ));
  cm_region_free(big, N * SZ);
  cm_region_free(guard, 64);
  /* The top came back down: the next extent starts where p[0] did. */
  char *again = cm_region_alloc(64);
  CHECK(again == p[0]);
  cm_region_free(again, 64);
}

static void test_small(void) {
  void *a = cm_region_small_alloc(32), *b = cm_region_small_alloc(32);
  CHECK(a && b && a != b && ((uintptr_t)a & 7) == 0);
  CHECK(all_zero(a, 32) && all_zero(b, 32));
  memset(a, 0xee, 32);
  cm_region_small_free(a, 32);
  void *c = cm_region_small_alloc(32); /* recycled and zeroed */
  CHECK(c == a && all_zero(c, 32));
  cm_region_small_free(b, 32);
  cm_region_small_free(c, 32);
  void *big = cm_region_small_alloc(1000); /* falls back to extents */
  CHECK(big && all_zero(big, 1000));
  cm_region_small_free(big, 1000);
}

static void *worker(void *arg) {
  (void)arg;
  void *keep[64];
  bool ok = true;
  for (int round = 0; round < 50; round++) {
    for (int i = 0; i < 64; i++) {
      size_t n = 24 + (size_t)(i % 5) * 8;
      keep[i] = i % 2 ? cm_region_small_alloc(n) : cm_region_alloc(n * 40);
      ok &= all_zero(keep[i], n);
      memset(keep[i], i, n);
    }
    for (int i = 0; i < 64; i++) {
      size_t n = 24 + (size_t)(i % 5) * 8;
      const unsigned char *c = keep[i];
      ok &= c[0] == (unsigned char)i && c[n - 1] == (unsigned char)i;
      if (i % 2)
        cm_region_small_free(keep[i], n);
      else
        cm_region_free(keep[i], n * 40);
    }
  }
  return ok ? arg : NULL;
}

static void test_threads(void) {
  pthread_t t[4];
  int tag = 1;
  for (int i = 0; i < 4; i++)
    pthread_create(&t[i], NULL, worker, &tag);
  for (int i = 0; i < 4; i++) {
    void *r = NULL;
    pthread_join(t[i], &r);
    CHECK(r == &tag);
  }
}


/* CmRefSet: members at 8-byte granularity, pages far apart, add / del
 * answers, the count, and freeing. */
static void test_refset(void) {
  char *a = cm_region_alloc(1 << 20), *b = cm_region_alloc(64);
  CmRefSet s = {0};
  CHECK(!cm_refset_has(&s, a));
  CHECK(cm_refset_add(&s, a));
  CHECK(!cm_refset_add(&s, a));
  CHECK(cm_refset_add(&s, a + 8));
  CHECK(cm_refset_add(&s, a + (1 << 19))); /* another page */
  CHECK(cm_refset_add(&s, b));
  CHECK(s.len == 4);
  CHECK(cm_refset_has(&s, a) && cm_refset_has(&s, a + 8) &&
        cm_refset_has(&s, a + (1 << 19)) && cm_refset_has(&s, b));
  CHECK(!cm_refset_has(&s, a + 16) && !cm_refset_has(&s, a + (1 << 18)));
  CHECK(cm_refset_del(&s, a + 8));
  CHECK(!cm_refset_del(&s, a + 8));
  CHECK(!cm_refset_del(&s, a + 24));
  CHECK(!cm_refset_has(&s, a + 8) && cm_refset_has(&s, a));
  CHECK(s.len == 3);
  bool all = true;
  for (size_t off = 0; off < (1 << 20); off += 8 * 37)
    cm_refset_add(&s, a + off);
  for (size_t off = 0; off < (1 << 20); off += 8)
    all &= cm_refset_has(&s, a + off) ==
           (off % (8 * 37) == 0 || off == (1 << 19));
  CHECK(all);
  cm_refset_free(&s);
  CHECK(s.len == 0 && !cm_refset_has(&s, a));
  cm_region_free(a, 1 << 20);
  cm_region_free(b, 64);
}

int main(void) {
  test_refs();
  test_reuse_and_merge();
  test_small();
  test_threads();
  test_refset();
  return test_report("test_region");
}
