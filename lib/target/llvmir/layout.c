/* layout.c - type alignments of the module's data layout, for the
 * `align` that LLVM's IRBuilder puts on loads and stores (ABI alignment)
 * and allocas (preferred alignment) when the op gives none.  The data
 * layout is the module's `llvm.data_layout` string over LLVM 13's default
 * alignments; the lookup rules are LLVM 13's DataLayout::getAlignmentInfo.
 */
#include "llvmir_internal.h"

#include <stdlib.h>
#include <string.h>

enum { AL_INT, AL_FLOAT, AL_VEC, AL_AGG };

static void set_entry(CmLlLayout *l, int kind, unsigned bits, unsigned abi,
                      unsigned pref) {
  for (unsigned i = 0; i < l->n; i++)
    if (l->e[i].kind == kind && l->e[i].bits == bits) {
      l->e[i].abi = abi;
      l->e[i].pref = pref;
      return;
    }
  if (l->n == CM_LL_LAYOUT_MAX)
    return;
  CmLlLayoutEntry e = {kind, bits, abi, pref};
  l->e[l->n++] = e;
}

static unsigned bytes_of(const char *s, const char **end) {
  unsigned long v = strtoul(s, (char **)end, 10);
  return (unsigned)(v / 8);
}

void cm_ll_layout_init(CmLlLayout *l, CmStr dl) {
  memset(l, 0, sizeof *l);
  set_entry(l, AL_INT, 1, 1, 1);
  set_entry(l, AL_INT, 8, 1, 1);
  set_entry(l, AL_INT, 16, 2, 2);
  set_entry(l, AL_INT, 32, 4, 4);
  set_entry(l, AL_INT, 64, 4, 8);
  set_entry(l, AL_FLOAT, 16, 2, 2);
  set_entry(l, AL_FLOAT, 32, 4, 4);
  set_entry(l, AL_FLOAT, 64, 8, 8);
  set_entry(l, AL_FLOAT, 128, 16, 16);
  set_entry(l, AL_VEC, 64, 8, 8);
  set_entry(l, AL_VEC, 128, 16, 16);
  set_entry(l, AL_AGG, 0, 1, 8);
  l->ptr_abi = l->ptr_pref = 8;
  char *copy = cm_xstrndup(dl.data ? dl.data : "", dl.len);
  for (char *save = NULL, *spec = strtok_r(copy, "-", &save); spec;
       spec = strtok_r(NULL, "-", &save)) {
    int kind = -1;
    switch (spec[0]) {
    case 'i':
      kind = AL_INT;
      break;
    case 'f':
      kind = AL_FLOAT;
      break;
    case 'v':
      kind = AL_VEC;
      break;
    case 'a':
      kind = AL_AGG;
      break;
    case 'p': {
      const char *q = spec + 1;
      unsigned long as = strtoul(q, (char **)&q, 10);
      if (as != 0 || *q != ':')
        break;
      const char *r;
      (void)bytes_of(q + 1, &r); /* size */
      if (*r != ':')
        break;
      unsigned abi = bytes_of(r + 1, &r);
      unsigned pref = abi;
      if (*r == ':')
        pref = bytes_of(r + 1, &r);
      if (abi) {
        l->ptr_abi = abi;
        l->ptr_pref = pref ? pref : abi;
      }
      break;
    }
    default:
      break;
    }
    if (kind < 0)
      continue;
    const char *q = spec + 1;
    unsigned long bits = strtoul(q, (char **)&q, 10);
    if (*q != ':')
      continue;
    unsigned abi = bytes_of(q + 1, &q);
    unsigned pref = abi;
    if (*q == ':')
      pref = bytes_of(q + 1, &q);
    if (kind == AL_AGG)
      bits = 0;
    set_entry(l, kind, (unsigned)bits, abi ? abi : 1, pref ? pref : (abi ? abi : 1));
  }
  free(copy);
}

static uint64_t pow2_ceil(uint64_t v) {
  uint64_t p = 1;
  while (p < v)
    p <<= 1;
  return p;
}

/* Size in bits of scalar and vector types (0 for others). */
static uint64_t prim_bits(const CmType *t) {
  switch ((CmTypeKind)t->kind) {
  case CM_TYPE_INTEGER:
    return t->integer.width;
  case CM_TYPE_BF16:
  case CM_TYPE_F16:
    return 16;
  case CM_TYPE_F32:
    return 32;
  case CM_TYPE_F64:
    return 64;
  case CM_TYPE_F80:
    return 80;
  case CM_TYPE_F128:
    return 128;
  default:
    break;
  }
  int id = cm_llvm_type_id(t);
  if (id == CM_LLVM_PPC_FP128)
    return 128;
  if (id == CM_LLVM_X86_MMX)
    return 64;
  return 0;
}

static unsigned lookup(const CmLlLayout *l, int kind, uint64_t bits,
                       bool abi, uint64_t store_bytes) {
  /* exact match, or for integers the next larger, else the largest */
  const CmLlLayoutEntry *best = NULL, *largest = NULL;
  for (unsigned i = 0; i < l->n; i++) {
    const CmLlLayoutEntry *e = &l->e[i];
    if (e->kind != kind)
      continue;
    if (e->bits == bits)
      return abi ? e->abi : e->pref;
    if (kind == AL_INT) {
      if (e->bits > bits && (!best || e->bits < best->bits))
        best = e;
      if (!largest || e->bits > largest->bits)
        largest = e;
    }
  }
  if (best)
    return abi ? best->abi : best->pref;
  if (largest)
    return abi ? largest->abi : largest->pref;
  return (unsigned)pow2_ceil(store_bytes ? store_bytes : 1);
}

unsigned cm_ll_layout_align(const CmLlLayout *l, const CmType *t, bool abi) {
  if (t->kind == CM_TYPE_VECTOR || cm_llvm_type_id(t) == CM_LLVM_VEC) {
    const CmType *e = t->kind == CM_TYPE_VECTOR ? t->shaped.elem
                                                : t->dialect.types[0];
    uint64_t n = t->kind == CM_TYPE_VECTOR ? (uint64_t)t->shaped.shape[0]
                                           : (uint64_t)t->dialect.ints[0];
    uint64_t eb = prim_bits(e);
    if (!eb && cm_llvm_type_id(e) == CM_LLVM_PTR)
      eb = (uint64_t)l->ptr_abi * 8; /* pointer size as its alignment */
    uint64_t bits = eb * n;
    return lookup(l, AL_VEC, bits, abi, (bits + 7) / 8);
  }
  uint64_t bits = prim_bits(t);
  if (bits) {
    int kind = t->kind == CM_TYPE_INTEGER ? AL_INT : AL_FLOAT;
    return lookup(l, kind, bits, abi, (bits + 7) / 8);
  }
  switch (cm_llvm_type_id(t)) {
  case CM_LLVM_PTR:
    return abi ? l->ptr_abi : l->ptr_pref;
  case CM_LLVM_ARRAY:
    return cm_ll_layout_align(l, cm_llvm_array_elem(t), abi);
  case CM_LLVM_STRUCT:
  case CM_LLVM_STRUCT_ID: {
    unsigned a = 1;
    if (!cm_llvm_struct_is_packed(t)) {
      unsigned n = cm_llvm_struct_num_elems(t);
      for (unsigned i = 0; i < n; i++) {
        unsigned ea = cm_ll_layout_align(l, cm_llvm_struct_elem(t, i), true);
        if (ea > a)
          a = ea;
      }
    } else if (abi) {
      return 1;
    }
    unsigned agg = lookup(l, AL_AGG, 0, abi, 1);
    return agg > a ? agg : a;
  }
  default:
    return 1;
  }
}
