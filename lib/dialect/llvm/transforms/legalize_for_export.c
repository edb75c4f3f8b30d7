/* legalize_for_export.c - -llvm-legalize-for-export as MLIR 13: in the
 * bodies of llvm.func ops, a terminator naming the same successor block
 * (one with arguments) more than once keeps its first occurrence; every
 * later one is redirected to a new block appended to the region, with the
 * successor's argument types, that forwards its arguments to the original
 * block with an llvm.br at the terminator's location (LLVM IR phis name
 * predecessors, so each edge needs its own block).  The new blocks are
 * created per repeated successor in the order the successors first
 * appear, positions ascending (13 orders successors by a pointer-keyed
 * hash map, so with several repeated successors in one terminator its
 * block order can differ).  See docs/conversion-math.md. */
#include "cmlir/conversion_math.h"
#include "cmlir/dialect/llvm.h"

#include <stdlib.h>

typedef struct Redirect {
  unsigned key; /* first position of the successor */
  unsigned pos;
} Redirect;

static int cmp_redirect(const void *a, const void *b) {
  const Redirect *x = a, *y = b;
  if (x->key != y->key)
    return x->key < y->key ? -1 : 1;
  return x->pos < y->pos ? -1 : x->pos > y->pos;
}

static void legalize_block(CmBlock *bb, CmLoc *arg_loc, CmPtrMap *first,
                           Redirect **buf, size_t *cap) {
  CmOp *term = cm_block_terminator(bb);
  unsigned n = term ? cm_op_num_successors(term) : 0;
  if (n < 2)
    return;
  size_t count = 0;
  for (unsigned i = 0; i < n; i++) {
    CmBlock *s = cm_op_successor(term, i);
    if (!s || s->num_args == 0)
      continue; /* no phis needed */
    uint64_t *f = cm_ptrmap_get(first, s);
    if (!f) {
      cm_ptrmap_put(first, s, i);
      continue;
    }
    if (count == *cap) {
      *cap = *cap ? *cap * 2 : 8;
      *buf = cm_xrealloc(*buf, *cap * sizeof **buf);
    }
    (*buf)[count++] = (Redirect){(unsigned)*f, i};
  }
  for (unsigned i = 0; i < n; i++)
    cm_ptrmap_del(first, cm_op_successor(term, i));
  if (!count)
    return;
  qsort(*buf, count, sizeof **buf, cmp_redirect);
  CmContext *ctx = cm_op_context(term);
  for (size_t k = 0; k < count; k++) {
    CmBlock *dest = cm_op_successor(term, (*buf)[k].pos);
    CmBlock *dummy = cm_block_create();
    cm_region_append_block(bb->parent, dummy);
    for (uint32_t a = 0; a < dest->num_args; a++)
      cm_block_add_arg(dummy, dest->args[a]->type, arg_loc);
    cm_op_set_successor(term, (*buf)[k].pos, dummy);
    CmOp *br = cm_op_create_v(ctx, "llvm.br", cm_op_loc(term), 0, NULL,
                              dummy->num_args, dummy->args, NULL, 1, &dest,
                              0);
    CmBuilder b;
    cm_builder_init(&b, ctx);
    cm_builder_set_to_end(&b, dummy);
    cm_builder_insert(&b, br);
  }
}

typedef struct Walk {
  CmPtrMap first;
  Redirect *buf;
  size_t cap;
} Walk;

static CmWalkResult visit_nested(CmOp *op, void *user) {
  Walk *w = user;
  for (unsigned r = 0; r < cm_op_num_regions(op); r++) {
    CmRegion *reg = cm_op_region(op, r);
    CmBlock *last = reg->last; /* the blocks added go after it */
    for (CmBlock *bb = reg->first; bb; bb = bb->next) {
      legalize_block(bb, cm_op_loc(op), &w->first, &w->buf, &w->cap);
      if (bb == last)
        break;
    }
  }
  return CM_WALK_ADVANCE;
}

static CmWalkResult visit(CmOp *op, void *user) {
  if (!cm_op_name_is(op, "llvm.func"))
    return CM_WALK_ADVANCE;
  cm_walk_pre(op, visit_nested, user);
  return CM_WALK_SKIP;
}

void cm_llvm_legalize_for_export(CmOp *root) {
  Walk w = {0};
  cm_walk_pre(root, visit, &w);
  cm_ptrmap_free(&w.first);
  free(w.buf);
}

static CmResult run(CmPassRun *run, CmOp *op) {
  (void)run;
  cm_llvm_legalize_for_export(op);
  return CM_SUCCESS;
}

static void llvm_dialect_dep(CmContext *ctx) { cm_register_llvm_dialect(ctx); }

const CmPassDef cm_pass_llvm_legalize_for_export = {
    .argument = "llvm-legalize-for-export",
    .name = "LLVMLegalizeForExport",
    .description = "Legalize LLVM dialect to be convertible to LLVM IR",
    .dependent_dialects = llvm_dialect_dep,
    .run = run};
