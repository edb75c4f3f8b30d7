/* ptrmap.c - the open-addressing pointer map of support.h. */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "cmlir/support.h"

static size_t ptr_hash(uintptr_t k) {
  uint64_t x = (uint64_t)k;
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdull;
  x ^= x >> 33;
  return (size_t)x;
}

void cm_ptrmap_free(CmPtrMap *m) {
  free(m->ents);
  memset(m, 0, sizeof *m);
}

uint64_t *cm_ptrmap_get(const CmPtrMap *m, const void *key) {
  if (!m->cap) return NULL;
  uintptr_t k = (uintptr_t)key;
  size_t mask = m->cap - 1, i = ptr_hash(k) & mask;
  while (m->ents[i].key) {
    if (m->ents[i].key == k) return &m->ents[i].val;
    i = (i + 1) & mask;
  }
  return NULL;
}

static void ptrmap_insert_raw(CmPtrMap *m, uintptr_t k, uint64_t v) {
  size_t mask = m->cap - 1, i = ptr_hash(k) & mask;
  while (m->ents[i].key) {
    if (m->ents[i].key == k) {
      m->ents[i].val = v;
      return;
    }
    i = (i + 1) & mask;
  }
  m->ents[i].key = k;
  m->ents[i].val = v;
  m->len++;
}

static void ptrmap_rehash(CmPtrMap *m, size_t ncap) {
  CmPtrMapEnt *old = m->ents;
  size_t ocap = m->cap;
  m->ents = cm_xcalloc(ncap, sizeof(CmPtrMapEnt));
  m->cap = ncap;
  m->len = 0;
  for (size_t i = 0; i < ocap; i++)
    if (old[i].key) ptrmap_insert_raw(m, old[i].key, old[i].val);
  free(old);
}

void cm_ptrmap_reserve(CmPtrMap *m, size_t n) {
  size_t ncap = m->cap ? m->cap : 64;
  while ((n + 1) * 3 > ncap * 2)
    ncap *= 2;
  if (ncap > m->cap)
    ptrmap_rehash(m, ncap);
}

void cm_ptrmap_put(CmPtrMap *m, const void *key, uint64_t val) {
  if ((m->len + 1) * 3 > m->cap * 2)
    ptrmap_rehash(m, m->cap ? m->cap * 2 : 64);
  ptrmap_insert_raw(m, (uintptr_t)key, val);
}

void cm_ptrmap_del(CmPtrMap *m, const void *key) {
  if (!m->cap) return;
  uintptr_t k = (uintptr_t)key;
  size_t mask = m->cap - 1, i = ptr_hash(k) & mask;
  while (m->ents[i].key && m->ents[i].key != k) i = (i + 1) & mask;
  if (!m->ents[i].key) return;
  m->ents[i].key = 0;
  m->len--;
  /* backward shift */
  size_t j = i;
  for (;;) {
    j = (j + 1) & mask;
    if (!m->ents[j].key) break;
    size_t home = ptr_hash(m->ents[j].key) & mask;
    /* can the entry at j move to i? yes if home is not in (i, j] */
    bool in_range = (i <= j) ? (home > i && home <= j) : (home > i || home <= j);
    if (!in_range) {
      m->ents[i] = m->ents[j];
      m->ents[j].key = 0;
      i = j;
    }
  }
}
