/* refset.c - the paged bitmap set of region objects of support.h. */
#include <stdlib.h>
#include <string.h>

#include "cmlir/support.h"

#define PAGE_WORDS ((size_t)1 << (CM_REFSET_PAGE_SHIFT_ - 6))

bool cm_refset_add(CmRefSet *s, const void *p) {
  uint32_t r = cm_region_ref(p);
  size_t pg = r >> CM_REFSET_PAGE_SHIFT_;
  if (pg >= s->num_pages) {
    size_t n = s->num_pages ? s->num_pages : 16;
    while (n <= pg)
      n *= 2;
    s->pages = cm_xrealloc(s->pages, n * sizeof(uint64_t *));
    memset(s->pages + s->num_pages, 0,
           (n - s->num_pages) * sizeof(uint64_t *));
    s->num_pages = n;
  }
  if (!s->pages[pg])
    s->pages[pg] = cm_xcalloc(PAGE_WORDS, sizeof(uint64_t));
  uint32_t i = r & ((1u << CM_REFSET_PAGE_SHIFT_) - 1);
  uint64_t *w = &s->pages[pg][i >> 6], bit = (uint64_t)1 << (i & 63);
  if (*w & bit)
    return false;
  *w |= bit;
  s->len++;
  return true;
}

bool cm_refset_del(CmRefSet *s, const void *p) {
  uint32_t r = cm_region_ref(p);
  size_t pg = r >> CM_REFSET_PAGE_SHIFT_;
  if (pg >= s->num_pages || !s->pages[pg])
    return false;
  uint32_t i = r & ((1u << CM_REFSET_PAGE_SHIFT_) - 1);
  uint64_t *w = &s->pages[pg][i >> 6], bit = (uint64_t)1 << (i & 63);
  if (!(*w & bit))
    return false;
  *w &= ~bit;
  s->len--;
  return true;
}

void cm_refset_free(CmRefSet *s) {
  for (size_t i = 0; i < s->num_pages; i++)
    free(s->pages[i]);
  free(s->pages);
  memset(s, 0, sizeof *s);
}
