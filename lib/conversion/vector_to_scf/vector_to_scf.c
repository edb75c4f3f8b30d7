/* vector_to_scf.c - -convert-vector-to-scf with MLIR 13's options
 * (full-unroll, target-rank, lower-permutation-maps, lower-tensors),
 * docs/vector.md "-convert-vector-to-scf".
 *
 * As 13's function pass: an optional greedy run of the permutation-map
 * lowering (xfer_permutation.c), then a greedy rewrite with folding of the
 * transfer patterns:
 *  - progressive lowering (default): a transfer of vector rank above
 *    target-rank is "prepared" (its vector goes through a temporary
 *    `memref.alloca` buffer, mask likewise, and it gets the label
 *    attribute), then each labelled transfer loses its leading vector
 *    dimension: the buffer is `vector.type_cast` to expose it, an
 *    `scf.for` over it holds the (n-1)-D transfer, guarded by an `scf.if`
 *    when that dimension may be out of bounds or is masked by a 1-D mask;
 *  - full-unroll: the same without buffers, one (n-1)-D transfer per
 *    position combined with vector.insert / vector.extract;
 *  - target-rank 1: 1-D transfers that are not minor identities on a unit
 *    last stride (permutations, broadcasts, strided memrefs) become an
 *    scf.for of scalar loads / stores (insertelement / extractelement).
 * The ops are created in 13's order through the rewriter, so that the
 * greedy driver hoists constants in 13's order. */
#include "cmlir/conversion.h"
#include "cmlir/dialect/affine.h"
#include "cmlir/dialect/vector.h"
#include "cmlir/dialect/vector_transforms.h"
#include "cmlir/dialects.h"
#include "cmlir/ods.h"

#include <string.h>

#define LABEL "__vector_to_scf_lowering__"
#define MAXR 64

typedef struct XferOpts {
  bool unroll;
  unsigned target_rank;
  bool lower_tensors;
} XferOpts;

#define mk1 cm_vector_create1
#define dict1 cm_vector_dict1

/* ---------------------------------------------------------------------- */
/* small builders                                                          */
/* ---------------------------------------------------------------------- */

static CmValue *idx_const(CmRewriter *rw, CmLoc *loc, int64_t v) {
  CmType *ix = cm_index_type(rw->ctx);
  return mk1(rw, "std.constant", loc, ix, 0, NULL,
             dict1(rw->ctx, "value", cm_integer_attr(ix, v)));
}

static CmValue *mem_load(CmRewriter *rw, CmLoc *loc, CmValue *m, unsigned n,
                         CmValue *const *idx) {
  CmValue *ops[MAXR + 1];
  ops[0] = m;
  for (unsigned i = 0; i < n; i++)
    ops[1 + i] = idx[i];
  return mk1(rw, "memref.load", loc, m->type->shaped.elem, n + 1, ops, NULL);
}

static void mem_store(CmRewriter *rw, CmLoc *loc, CmValue *v, CmValue *m,
                      unsigned n, CmValue *const *idx) {
  CmValue *ops[MAXR + 2];
  ops[0] = v;
  ops[1] = m;
  for (unsigned i = 0; i < n; i++)
    ops[2 + i] = idx[i];
  cm_rewriter_create_v(rw, "memref.store", loc, 0, NULL, n + 2, ops, NULL);
}

static void yield(CmRewriter *rw, CmLoc *loc, CmValue *v) {
  cm_rewriter_create_v(rw, "scf.yield", loc, 0, NULL, v ? 1 : 0, &v, NULL);
}

static CmValue *splat(CmRewriter *rw, CmLoc *loc, CmType *t, CmValue *s) {
  return mk1(rw, "std.splat", loc, t, 1, &s, NULL);
}

static CmValue *index_cast_i32(CmRewriter *rw, CmLoc *loc, CmValue *iv) {
  return mk1(rw, "std.index_cast", loc,
             cm_integer_type(rw->ctx, 32, CM_SIGNLESS), 1, &iv, NULL);
}

/* 13's createOrFoldDimOp: memref.dim / tensor.dim of a constant index,
 * folded (a static size) when it can be. */
static CmValue *dim_of(CmRewriter *rw, CmLoc *loc, CmValue *src, int64_t d) {
  CmValue *c = idx_const(rw, loc, d);
  CmValue *ops[2] = {src, c};
  const char *name =
      src->type->kind == CM_TYPE_MEMREF ? "memref.dim" : "tensor.dim";
  CmValue *dim = mk1(rw, name, loc, cm_index_type(rw->ctx), 2, ops, NULL);
  CmAttr *consts[2] = {cm_value_constant(src), cm_value_constant(c)};
  CmFoldResult fr = {NULL, NULL};
  CmOp *dop = cm_value_defining_op(dim);
  if (cm_succeeded(cm_op_fold(dop, consts, &fr)) && (fr.value || fr.attr)) {
    CmValue *nv = fr.value;
    if (!nv)
      nv = mk1(rw, "std.constant", loc, cm_index_type(rw->ctx), 0, NULL,
               dict1(rw->ctx, "value", fr.attr));
    cm_rewriter_erase_op(rw, dop);
    dim = nv;
  }
  return dim;
}

/* makeComposedAffineApply of d0 + d1 on {base, iv}. */
static CmValue *add_iv(CmRewriter *rw, CmLoc *loc, CmValue *base,
                       CmValue *iv) {
  CmContext *ctx = rw->ctx;
  CmAffineExpr *e = cm_affine_add(cm_affine_dim(ctx, 0), cm_affine_dim(ctx, 1));
  CmValue *ops[2] = {base, iv};
  return cm_op_result(
      cm_affine_build_composed_apply(rw, loc, cm_affine_map(ctx, 2, 0, 1, &e),
                                     2, ops),
      0);
}

/* ---------------------------------------------------------------------- */
/* transfer accessors                                                      */
/* ---------------------------------------------------------------------- */

static bool is_read(CmOp *x) { return cm_op_name_is(x, "vector.transfer_read"); }
static CmType *xvec(CmOp *x) { return cm_vector_transfer_vector(x)->type; }
static bool is_tensor(CmOp *x) {
  return cm_vector_transfer_source(x)->type->kind == CM_TYPE_RANKED_TENSOR;
}
static bool bcast_dim(CmOp *x, unsigned i) {
  CmAffineMap *m = cm_vector_transfer_map(x);
  return m && i < m->num_results && m->results[i]->kind == CM_AFFINE_CONST &&
         m->results[i]->value == 0;
}
static bool dim_in_bounds(CmOp *x, unsigned i) {
  return bcast_dim(x, i) || cm_vector_transfer_in_bounds(x, i);
}
/* The source dimension of vector dimension 0 (-1: a broadcast). */
static int unpacked_dim(CmOp *x) {
  CmAffineMap *m = cm_vector_transfer_map(x);
  if (m && m->num_results && m->results[0]->kind == CM_AFFINE_DIM)
    return (int)m->results[0]->pos;
  return -1;
}
static CmAffineMap *unpacked_map(CmContext *ctx, CmOp *x) {
  CmAffineMap *m = cm_vector_transfer_map(x);
  return cm_affine_map(ctx, m->num_dims, 0, m->num_results - 1,
                       m->results + 1);
}
static CmAttr *drop_first_in_bounds(CmContext *ctx, CmOp *x) {
  CmAttr *a = cm_op_get_attr(x, "in_bounds");
  if (!a || a->kind != CM_ATTR_ARRAY || !a->array.num)
    return NULL;
  return cm_array_attr(ctx, a->array.num - 1, a->array.elems + 1);
}
static unsigned xindices(CmOp *x, CmValue **out) {
  return cm_vector_transfer_index_values(x, out, MAXR);
}
/* getXferIndices: the indices with iv added to the unpacked one. */
static unsigned xfer_indices(CmRewriter *rw, CmOp *x, CmValue *iv,
                             CmValue **out) {
  unsigned n = xindices(x, out);
  int d = unpacked_dim(x);
  if (d >= 0 && (unsigned)d < n)
    out[d] = add_iv(rw, cm_op_loc(x), out[d], iv);
  return n;
}
static unsigned mask_operand_index(CmOp *x) {
  unsigned s, n;
  cm_vector_transfer_indices(x, &s, &n);
  return s + n + (is_read(x) ? 1 : 0);
}
/* (a target rank of 0 behaves as 1: 13 crashes unpacking to 0-D) */
static void label(CmRewriter *rw, CmOp *op, unsigned target_rank) {
  if (xvec(op)->shaped.rank > target_rank && xvec(op)->shaped.rank > 1)
    cm_op_set_attr(op, LABEL, cm_unit_attr(rw->ctx));
}

/* The transfer ops, created through the rewriter. */
static CmOp *new_read(CmRewriter *rw, CmOp *x, CmType *vt, unsigned n,
                      CmValue *const *idx, CmValue *mask) {
  CmBuilder saved = rw->b;
  CmBuilder b = rw->b;
  b.block = NULL; /* detached, then inserted through the rewriter */
  CmOp *op = cm_vector_build_transfer_read(
      &b, cm_op_loc(x), vt, cm_vector_transfer_source(x), n, idx,
      unpacked_map(rw->ctx, x), cm_vector_transfer_padding(x), mask,
      drop_first_in_bounds(rw->ctx, x));
  rw->b = saved;
  return cm_rewriter_insert(rw, op);
}

static CmOp *new_write(CmRewriter *rw, CmOp *x, CmValue *v, CmValue *dest,
                       unsigned n, CmValue *const *idx, CmValue *mask) {
  CmBuilder saved = rw->b;
  CmBuilder b = rw->b;
  b.block = NULL;
  CmOp *op = cm_vector_build_transfer_write(&b, cm_op_loc(x), v, dest, n, idx,
                                            unpacked_map(rw->ctx, x), mask,
                                            drop_first_in_bounds(rw->ctx, x));
  rw->b = saved;
  return cm_rewriter_insert(rw, op);
}

/* ---------------------------------------------------------------------- */
/* the in-bounds check (13's generateInBoundsCheck)                        */
/* ---------------------------------------------------------------------- */

typedef CmValue *(*CaseFn)(CmRewriter *rw, void *env);

static CmValue *in_bounds_check(CmRewriter *rw, CmOp *x, CmValue *iv, int dim,
                                CmType *rt, CaseFn in_case, CaseFn out_case,
                                void *env) {
  CmLoc *loc = cm_op_loc(x);
  CmContext *ctx = rw->ctx;
  CmValue *cond = NULL;
  if (!dim_in_bounds(x, 0) && dim >= 0) {
    CmValue *src = cm_vector_transfer_source(x);
    CmValue *md = dim_of(rw, loc, src, dim);
    CmValue *idx[MAXR];
    xindices(x, idx);
    CmValue *mi = add_iv(rw, loc, idx[dim], iv);
    CmValue *ops[2] = {md, mi};
    cond = mk1(rw, "std.cmpi", loc, cm_integer_type(ctx, 1, CM_SIGNLESS), 2,
               ops,
               dict1(ctx, "predicate",
                     cm_integer_attr(cm_integer_type(ctx, 64, CM_SIGNLESS),
                                     4 /* sgt */)));
  }
  CmValue *mask = cm_vector_transfer_mask(x);
  if (mask && mask->type->shaped.rank == 1 && !bcast_dim(x, 0)) {
    CmValue *ops[2] = {mask, index_cast_i32(rw, loc, iv)};
    CmValue *mc = mk1(rw, "vector.extractelement", loc,
                      mask->type->shaped.elem, 2, ops, NULL);
    if (cond) {
      CmValue *aops[2] = {cond, mc};
      cond = mk1(rw, "std.and", loc, cond->type, 2, aops, NULL);
    } else {
      cond = mc;
    }
  }
  if (!cond)
    return in_case(rw, env);
  CmOp *iff = cm_op_create_v(ctx, "scf.if", loc, rt ? 1 : 0, &rt, 1, &cond,
                             NULL, 0, NULL, 2);
  CmBuilder saved = rw->b;
  for (unsigned r = 0; r < 2; r++) {
    CmBlock *blk = cm_block_create();
    cm_region_append_block(cm_op_region(iff, r), blk);
    cm_rewriter_set_to_end(rw, blk);
    CmValue *v = r == 0 ? in_case(rw, env) : out_case ? out_case(rw, env) : NULL;
    yield(rw, loc, rt ? v : NULL);
  }
  rw->b = saved;
  cm_rewriter_insert(rw, iff);
  return rt ? cm_op_result(iff, 0) : NULL;
}

/* ---------------------------------------------------------------------- */
/* progressive lowering through buffers                                    */
/* ---------------------------------------------------------------------- */

static bool check_prepare(CmOp *x, const XferOpts *o) {
  CmValue *v = cm_vector_transfer_vector(x);
  CmValue *s = cm_vector_transfer_source(x);
  CmAffineMap *m = cm_vector_transfer_map(x);
  if (!v || !s || !m || v->type->kind != CM_TYPE_VECTOR)
    return false;
  if (s->type->kind != CM_TYPE_MEMREF && s->type->kind != CM_TYPE_RANKED_TENSOR)
    return false;
  unsigned rank = v->type->shaped.rank;
  if (rank <= o->target_rank || rank < 2 || rank > MAXR ||
      m->num_results != rank)
    return false;
  if (is_tensor(x) && !o->lower_tensors)
    return false;
  /* transfers that change the element type are left (as 13) */
  return v->type->shaped.elem == s->type->shaped.elem;
}

static CmType *unpack_one_dim(CmType *mr) {
  CmType *vt = mr->shaped.elem;
  int64_t shape[MAXR + 1];
  unsigned r = mr->shaped.rank;
  if (r >= MAXR)
    return NULL;
  for (unsigned i = 0; i < r; i++)
    shape[i] = mr->shaped.shape[i];
  shape[r] = vt->shaped.shape[0];
  CmType *ev = cm_vector_type(vt->shaped.rank - 1, vt->shaped.shape + 1,
                              vt->shaped.elem);
  return cm_memref_type(r + 1, shape, ev, NULL, NULL);
}

static CmValue *alloca0(CmRewriter *rw, CmLoc *loc, CmType *elem) {
  CmContext *ctx = rw->ctx;
  unsigned sz[2] = {0, 0};
  return mk1(rw, "memref.alloca", loc, cm_memref_type(0, NULL, elem, NULL, NULL),
             0, NULL,
             dict1(ctx, "operand_segment_sizes",
                   cm_ods_segment_sizes_attr(ctx, 2, sz)));
}

/* 13's allocBuffers: buffers at the start of the allocation scope; the
 * mask is stored into its buffer and loaded back before the op. */
static bool alloc_buffers(CmRewriter *rw, CmOp *x, CmValue **data,
                          CmValue **mask_buf) {
  CmOp *scope = cm_op_parent_op(x);
  while (scope && !cm_op_has_trait(scope, CM_TRAIT_AUTOMATIC_ALLOCATION_SCOPE))
    scope = cm_op_parent_op(scope);
  if (!scope || !cm_op_num_regions(scope) || !cm_op_region(scope, 0)->first)
    return false;
  CmLoc *loc = cm_op_loc(x);
  CmBuilder saved = rw->b;
  cm_rewriter_set_to_start(rw, cm_op_region(scope, 0)->first);
  *data = alloca0(rw, loc, xvec(x));
  *mask_buf = NULL;
  CmValue *mask = cm_vector_transfer_mask(x);
  if (mask) {
    CmValue *mb = alloca0(rw, loc, mask->type);
    cm_rewriter_set_before(rw, x);
    mem_store(rw, loc, mask, mb, 0, NULL);
    *mask_buf = mem_load(rw, loc, mb, 0, NULL);
  }
  rw->b = saved;
  return true;
}

/* The shared start of PrepareTransferRead / WriteConversion. */
static bool prepare(const CmPattern *pat, CmOp *x, CmRewriter *rw,
                    CmValue **data, CmValue **mbuf) {
  return !cm_op_get_attr(x, LABEL) && check_prepare(x, pat->user) &&
         alloc_buffers(rw, x, data, mbuf);
}

static CmResult prepare_read(const CmPattern *pat, CmOp *x, CmRewriter *rw) {
  CmValue *data, *mbuf;
  if (!prepare(pat, x, rw, &data, &mbuf))
    return CM_FAILURE;
  CmOp *nx = cm_rewriter_clone(rw, x);
  cm_op_set_attr(nx, LABEL, cm_unit_attr(rw->ctx));
  if (mbuf)
    cm_op_set_operand(nx, mask_operand_index(nx), mbuf);
  CmLoc *loc = cm_op_loc(x);
  mem_store(rw, loc, cm_op_result(nx, 0), data, 0, NULL);
  CmValue *r = mem_load(rw, loc, data, 0, NULL);
  cm_rewriter_replace_op(rw, x, 1, &r);
  return CM_SUCCESS;
}

static CmResult prepare_write(const CmPattern *pat, CmOp *x, CmRewriter *rw) {
  CmValue *data, *mbuf;
  if (!prepare(pat, x, rw, &data, &mbuf))
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(x);
  mem_store(rw, loc, cm_op_operand(x, 0), data, 0, NULL);
  CmValue *l = mem_load(rw, loc, data, 0, NULL);
  cm_rewriter_start_update(rw, x);
  cm_op_set_operand(x, 0, l);
  cm_op_set_attr(x, LABEL, cm_unit_attr(rw->ctx));
  cm_rewriter_finalize_update(rw, x);
  if (mbuf) {
    cm_rewriter_start_update(rw, x);
    cm_op_set_operand(x, mask_operand_index(x), mbuf);
    cm_rewriter_finalize_update(rw, x);
  }
  return CM_SUCCESS;
}

/* The state of one TransferOpConversion rewrite. */
typedef struct Unpack {
  CmOp *x;
  const XferOpts *o;
  CmOp *buf_access; /* read: the store into the buffer; write: the load */
  CmValue *casted, *casted_mask;
  CmValue *iv, *state;
} Unpack;

/* Strategy::getBufferIndices (the store's / load's indices). */
static unsigned buffer_indices(const Unpack *u, CmValue **out) {
  CmOp *a = u->buf_access;
  unsigned first = is_read(u->x) ? 2 : 1;
  unsigned n = cm_op_num_operands(a) - first;
  for (unsigned i = 0; i < n; i++)
    out[i] = cm_op_operand(a, first + i);
  return n;
}

/* The mask of the new transfer: a row of the casted mask buffer (or the
 * same one for a broadcast); none for a 1-D mask (checked by the if). */
static CmValue *unpacked_mask(CmRewriter *rw, const Unpack *u) {
  CmValue *mask = cm_vector_transfer_mask(u->x);
  bool bc = bcast_dim(u->x, 0);
  if (!mask || (!bc && mask->type->shaped.rank <= 1))
    return NULL;
  CmValue *li[MAXR + 1];
  unsigned n = buffer_indices(u, li);
  if (!bc)
    li[n++] = u->iv;
  return mem_load(rw, cm_op_loc(u->x), u->casted_mask, n, li);
}

static CmValue *unpack_in(CmRewriter *rw, void *env) {
  Unpack *u = env;
  CmOp *x = u->x;
  CmLoc *loc = cm_op_loc(x);
  CmValue *bi[MAXR + 1], *xi[MAXR];
  unsigned nb = buffer_indices(u, bi);
  bi[nb++] = u->iv;
  CmType *vt = u->casted->type->shaped.elem;
  if (is_read(x)) {
    unsigned nx = xfer_indices(rw, x, u->iv, xi);
    CmValue *mask = unpacked_mask(rw, u);
    CmOp *r = new_read(rw, x, vt, nx, xi, mask);
    label(rw, r, u->o->target_rank);
    mem_store(rw, loc, cm_op_result(r, 0), u->casted, nb, bi);
    return NULL;
  }
  unsigned nx = xfer_indices(rw, x, u->iv, xi);
  CmValue *v = mem_load(rw, loc, u->casted, nb, bi);
  CmValue *mask = unpacked_mask(rw, u);
  CmValue *dest = u->state ? u->state : cm_vector_transfer_source(x);
  CmOp *w = new_write(rw, x, v, dest, nx, xi, mask);
  label(rw, w, u->o->target_rank);
  return u->state ? cm_op_result(w, 0) : NULL;
}

static CmValue *unpack_out(CmRewriter *rw, void *env) {
  Unpack *u = env;
  CmOp *x = u->x;
  if (!is_read(x))
    return u->state;
  CmValue *bi[MAXR + 1];
  unsigned nb = buffer_indices(u, bi);
  bi[nb++] = u->iv;
  CmLoc *loc = cm_op_loc(x);
  CmValue *s = splat(rw, loc, u->casted->type->shaped.elem,
                     cm_vector_transfer_padding(x));
  mem_store(rw, loc, s, u->casted, nb, bi);
  return NULL;
}

/* The bounds 0, ub and step 1 of a loop. */
static void for_bounds(CmRewriter *rw, CmLoc *loc, int64_t ub, CmValue **ops) {
  ops[0] = idx_const(rw, loc, 0);
  ops[1] = idx_const(rw, loc, ub);
  ops[2] = idx_const(rw, loc, 1);
}

/* Creates an scf.for (detached while its body is built, as 13's builder)
 * with the bounds `ops` and at most one iteration value. */
static CmOp *for_loop(CmRewriter *rw, CmLoc *loc, CmValue **ops, CmValue *init,
                      CmBlock **body) {
  ops[3] = init;
  CmType *t = init ? init->type : NULL;
  CmOp *f = cm_op_create_v(rw->ctx, "scf.for", loc, init ? 1 : 0, &t,
                           init ? 4 : 3, ops, NULL, 0, NULL, 1);
  CmBlock *b = cm_block_create();
  cm_region_append_block(cm_op_region(f, 0), b);
  cm_block_add_arg(b, cm_index_type(rw->ctx), cm_loc_unknown(rw->ctx));
  if (init)
    cm_block_add_arg(b, t, cm_loc_unknown(rw->ctx));
  *body = b;
  return f;
}

static CmResult unpack_one(const CmPattern *pat, CmOp *x, CmRewriter *rw) {
  if (!cm_op_get_attr(x, LABEL))
    return CM_FAILURE;
  Unpack u = {x, pat->user, NULL, NULL, NULL, NULL, NULL};
  bool read = is_read(x);
  CmValue *buf;
  if (read) {
    CmValue *r = cm_op_result(x, 0);
    if (!cm_value_has_one_use(r))
      return CM_FAILURE;
    CmOp *st = cm_operand_owner(cm_value_first_use(r));
    if (!cm_op_name_is(st, "memref.store") || cm_op_operand(st, 0) != r)
      return CM_FAILURE;
    u.buf_access = st;
    buf = cm_op_operand(st, 1);
  } else {
    CmOp *ld = cm_value_defining_op(cm_op_operand(x, 0));
    if (!ld || !cm_op_name_is(ld, "memref.load"))
      return CM_FAILURE;
    u.buf_access = ld;
    buf = cm_op_operand(ld, 0);
  }
  CmType *bt = buf->type;
  if (bt->kind != CM_TYPE_MEMREF || bt->shaped.elem->kind != CM_TYPE_VECTOR ||
      bt->shaped.elem->shaped.rank < 1)
    return CM_FAILURE;
  CmValue *mask = cm_vector_transfer_mask(x);
  CmValue *mbuf = NULL;
  if (mask) {
    CmOp *ml = cm_value_defining_op(mask);
    if (!ml || !cm_op_name_is(ml, "memref.load"))
      return CM_FAILURE;
    mbuf = cm_op_operand(ml, 0);
  }
  CmType *ct = unpack_one_dim(bt);
  if (!ct)
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(x);
  u.casted = mk1(rw, "vector.type_cast", loc, ct, 1, &buf, NULL);
  if (mask) {
    if (bcast_dim(x, 0) || mask->type->shaped.rank == 1)
      u.casted_mask = mbuf;
    else
      u.casted_mask = mk1(rw, "vector.type_cast", loc,
                          unpack_one_dim(mbuf->type), 1, &mbuf, NULL);
  }
  CmValue *init = !read && is_tensor(x) ? cm_vector_transfer_source(x) : NULL;
  CmBlock *body;
  CmValue *fops[4];
  for_bounds(rw, loc, ct->shaped.shape[ct->shaped.rank - 1], fops);
  CmOp *f = for_loop(rw, loc, fops, init, &body);
  CmBuilder saved = rw->b;
  cm_rewriter_set_to_end(rw, body);
  u.iv = body->args[0];
  u.state = init ? body->args[1] : NULL;
  CmValue *res = in_bounds_check(rw, x, u.iv, unpacked_dim(x),
                                 init ? init->type : NULL, unpack_in,
                                 unpack_out, &u);
  yield(rw, loc, init ? res : NULL);
  rw->b = saved;
  cm_rewriter_insert(rw, f);
  if (read) {
    cm_rewriter_erase_op(rw, u.buf_access);
    cm_rewriter_erase_op(rw, x);
  } else if (init) {
    CmValue *fr = cm_op_result(f, 0);
    cm_rewriter_replace_op(rw, x, 1, &fr);
  } else {
    cm_rewriter_erase_op(rw, x);
  }
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------- */
/* full unrolling                                                          */
/* ---------------------------------------------------------------------- */

typedef struct Unroll {
  CmOp *x;
  int64_t i;
  CmValue *iv;
  CmValue *vec; /* read: the vector built so far; write: the data vector */
  CmType *nvt;  /* read: the (n-1)-D transfer's vector type */
  int64_t pos[MAXR + 1];
  unsigned npos; /* the insert / extract position prefix */
  CmValue *source; /* write: the memref or current tensor */
} Unroll;

/* 13's maybeAssignMask (unrolled): the same mask for a broadcast, a row
 * of an n-D mask, none for a 1-D mask. */
static CmValue *unrolled_mask(CmRewriter *rw, const Unroll *u) {
  CmValue *mask = cm_vector_transfer_mask(u->x);
  if (!mask)
    return NULL;
  if (bcast_dim(u->x, 0))
    return mask;
  if (mask->type->shaped.rank <= 1)
    return NULL;
  CmType *mt = mask->type;
  CmType *rt = cm_vector_type(mt->shaped.rank - 1, mt->shaped.shape + 1,
                              mt->shaped.elem);
  return mk1(rw, "vector.extract", cm_op_loc(u->x), rt, 1, &mask,
             dict1(rw->ctx, "position",
                   cm_vector_position_attr(rw->ctx, 1, &u->i)));
}

static CmValue *unroll_read_in(CmRewriter *rw, void *env) {
  Unroll *u = env;
  CmValue *xi[MAXR];
  unsigned nx = xfer_indices(rw, u->x, u->iv, xi);
  u->pos[u->npos] = u->i;
  CmValue *mask = unrolled_mask(rw, u);
  CmOp *r = new_read(rw, u->x, u->nvt, nx, xi, mask);
  CmValue *ops[2] = {cm_op_result(r, 0), u->vec};
  return mk1(rw, "vector.insert", cm_op_loc(u->x), u->vec->type, 2, ops,
             dict1(rw->ctx, "position",
                   cm_vector_position_attr(rw->ctx, u->npos + 1, u->pos)));
}

static CmValue *unroll_read_out(CmRewriter *rw, void *env) {
  (void)rw;
  return ((Unroll *)env)->vec;
}

static bool check_unroll(CmOp *x, const XferOpts *o) {
  return check_prepare(x, o);
}

static CmResult unroll_read(const CmPattern *pat, CmOp *x, CmRewriter *rw) {
  if (!check_unroll(x, pat->user))
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(x);
  CmType *vt = xvec(x);
  Unroll u = {.x = x};
  CmValue *r = cm_op_result(x, 0);
  CmOp *ins = NULL;
  if (cm_value_has_one_use(r)) {
    CmOp *user = cm_operand_owner(cm_value_first_use(r));
    if (cm_op_name_is(user, "vector.insert") && cm_op_operand(user, 0) == r &&
        cm_vector_position(user, &u.npos, u.pos, MAXR))
      ins = user;
  }
  u.vec = ins ? cm_op_operand(ins, 1)
              : splat(rw, loc, vt, cm_vector_transfer_padding(x));
  u.nvt = cm_vector_type(vt->shaped.rank - 1, vt->shaped.shape + 1,
                         vt->shaped.elem);
  for (int64_t i = 0; i < vt->shaped.shape[0]; i++) {
    u.i = i;
    u.iv = idx_const(rw, loc, i);
    u.vec = in_bounds_check(rw, x, u.iv, unpacked_dim(x), u.vec->type,
                            unroll_read_in, unroll_read_out, &u);
  }
  if (ins) {
    cm_rewriter_replace_op(rw, ins, 1, &u.vec);
    cm_rewriter_erase_op(rw, x);
  } else {
    cm_rewriter_replace_op(rw, x, 1, &u.vec);
  }
  return CM_SUCCESS;
}

static CmValue *unroll_write_in(CmRewriter *rw, void *env) {
  Unroll *u = env;
  CmLoc *loc = cm_op_loc(u->x);
  CmValue *xi[MAXR];
  unsigned nx = xfer_indices(rw, u->x, u->iv, xi);
  u->pos[u->npos] = u->i;
  CmType *vt = u->vec->type;
  unsigned np = u->npos + 1;
  CmType *et = np >= vt->shaped.rank
                   ? vt->shaped.elem
                   : cm_vector_type(vt->shaped.rank - np, vt->shaped.shape + np,
                                    vt->shaped.elem);
  CmValue *e = mk1(rw, "vector.extract", loc, et, 1, &u->vec,
                   dict1(rw->ctx, "position",
                         cm_vector_position_attr(rw->ctx, np, u->pos)));
  CmValue *mask = unrolled_mask(rw, u);
  CmOp *w = new_write(rw, u->x, e, u->source, nx, xi, mask);
  return is_tensor(u->x) ? cm_op_result(w, 0) : NULL;
}

static CmValue *unroll_write_out(CmRewriter *rw, void *env) {
  (void)rw;
  Unroll *u = env;
  return is_tensor(u->x) ? u->source : NULL;
}

static CmResult unroll_write(const CmPattern *pat, CmOp *x, CmRewriter *rw) {
  if (!check_unroll(x, pat->user))
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(x);
  CmType *vt = xvec(x);
  Unroll u = {.x = x};
  u.vec = cm_op_operand(x, 0);
  CmOp *ex = cm_value_defining_op(u.vec);
  if (ex && cm_op_name_is(ex, "vector.extract") &&
      cm_vector_position(ex, &u.npos, u.pos, MAXR))
    u.vec = cm_op_operand(ex, 0);
  else
    u.npos = 0;
  u.source = cm_vector_transfer_source(x);
  bool tensor = is_tensor(x);
  for (int64_t i = 0; i < vt->shaped.shape[0]; i++) {
    u.i = i;
    u.iv = idx_const(rw, loc, i);
    CmValue *up = in_bounds_check(rw, x, u.iv, unpacked_dim(x),
                                  tensor ? u.source->type : NULL,
                                  unroll_write_in, unroll_write_out, &u);
    if (tensor)
      u.source = up;
  }
  if (tensor)
    cm_rewriter_replace_op(rw, x, 1, &u.source);
  else
    cm_rewriter_erase_op(rw, x);
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------- */
/* 1-D transfers to scalar loops (13's TransferOp1dConversion)             */
/* ---------------------------------------------------------------------- */

static bool strict_minor_identity(const CmAffineMap *m) {
  if (!m || m->num_results > m->num_dims || m->num_syms)
    return false;
  unsigned start = m->num_dims - m->num_results;
  for (unsigned i = 0; i < m->num_results; i++)
    if (m->results[i]->kind != CM_AFFINE_DIM || m->results[i]->pos != start + i)
      return false;
  return true;
}

static bool last_unit_stride(CmType *mr) {
  int64_t strides[MAXR], off;
  unsigned r = mr->shaped.rank;
  if (r > MAXR || !cm_memref_strides_and_offset(mr, strides, &off))
    return false;
  return r == 0 || strides[r - 1] == 1;
}

typedef struct OneD {
  CmOp *x;
  CmValue *iv, *iv32, *vec;
  CmValue *idx[MAXR];
  unsigned nidx;
} OneD;

static CmValue *oned_read_in(CmRewriter *rw, void *env) {
  OneD *d = env;
  CmLoc *loc = cm_op_loc(d->x);
  CmValue *v = mem_load(rw, loc, cm_vector_transfer_source(d->x), d->nidx,
                        d->idx);
  CmValue *ops[3] = {v, d->vec, d->iv32};
  return mk1(rw, "vector.insertelement", loc, d->vec->type, 3, ops, NULL);
}

static CmValue *oned_read_out(CmRewriter *rw, void *env) {
  (void)rw;
  return ((OneD *)env)->vec;
}

static CmValue *oned_write_in(CmRewriter *rw, void *env) {
  OneD *d = env;
  CmLoc *loc = cm_op_loc(d->x);
  CmValue *vec = cm_op_operand(d->x, 0);
  CmValue *ops[2] = {vec, d->iv32};
  CmValue *e = mk1(rw, "vector.extractelement", loc, vec->type->shaped.elem, 2,
                   ops, NULL);
  mem_store(rw, loc, e, cm_vector_transfer_source(d->x), d->nidx, d->idx);
  return NULL;
}

static CmResult lower_1d(const CmPattern *pat, CmOp *x, CmRewriter *rw) {
  (void)pat;
  CmValue *v = cm_vector_transfer_vector(x);
  CmValue *s = cm_vector_transfer_source(x);
  CmAffineMap *m = cm_vector_transfer_map(x);
  if (!v || !s || !m || s->type->kind != CM_TYPE_MEMREF ||
      v->type->kind != CM_TYPE_VECTOR || v->type->shaped.rank != 1 ||
      m->num_results != 1)
    return CM_FAILURE;
  if (strict_minor_identity(m) && last_unit_stride(s->type))
    return CM_FAILURE; /* left to -convert-vector-to-llvm */
  bool read = is_read(x);
  CmLoc *loc = cm_op_loc(x);
  CmValue *fops[4];
  for_bounds(rw, loc, v->type->shaped.shape[0], fops);
  CmValue *init =
      read ? splat(rw, loc, v->type, cm_vector_transfer_padding(x)) : NULL;
  CmBlock *body;
  CmOp *f = for_loop(rw, loc, fops, init, &body);
  CmBuilder saved = rw->b;
  cm_rewriter_set_to_end(rw, body);
  OneD d = {.x = x, .iv = body->args[0], .vec = init ? body->args[1] : NULL};
  d.nidx = xindices(x, d.idx);
  int dim = unpacked_dim(x);
  if (dim >= 0 && (unsigned)dim < d.nidx)
    d.idx[dim] = add_iv(rw, loc, d.idx[dim], d.iv);
  d.iv32 = index_cast_i32(rw, loc, d.iv);
  CmValue *next = in_bounds_check(rw, x, d.iv, dim, read ? v->type : NULL,
                                  read ? oned_read_in : oned_write_in,
                                  read ? oned_read_out : NULL, &d);
  yield(rw, loc, read ? next : NULL);
  rw->b = saved;
  cm_rewriter_replace_op_with_op(rw, x, f);
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------- */
/* the pass                                                                */
/* ---------------------------------------------------------------------- */

static void deps(CmContext *ctx) {
  cm_register_scf_dialect(ctx);
  cm_register_memref_dialect(ctx);
  cm_register_affine_dialect(ctx);
}

static CmResult run(CmPassRun *run, CmOp *op) {
  const CmPass *pass = cm_pass_run_pass(run);
  XferOpts o = {cm_pass_option_bool(pass, "full-unroll"),
                (unsigned)cm_pass_option_uint(pass, "target-rank"),
                cm_pass_option_bool(pass, "lower-tensors")};
  CmContext *ctx = cm_op_context(op);
  CmGreedyConfig cfg;
  cm_greedy_config_init(&cfg);
  cfg.top_down = false;
  if (cm_pass_option_bool(pass, "lower-permutation-maps")) {
    CmPatternSet *pp = cm_pattern_set_create(ctx);
    cm_populate_vector_transfer_permutation_map_lowering_patterns(pp);
    (void)cm_apply_patterns_greedily_op(op, pp, &cfg);
    cm_pattern_set_destroy(pp);
  }
  CmPatternSet *ps = cm_pattern_set_create(ctx);
  if (o.unroll) {
    cm_pattern_set_add_fn(ps, "vector.transfer_read", 1, unroll_read, &o);
    cm_pattern_set_add_fn(ps, "vector.transfer_write", 1, unroll_write, &o);
  } else {
    cm_pattern_set_add_fn(ps, "vector.transfer_read", 1, prepare_read, &o);
    cm_pattern_set_add_fn(ps, "vector.transfer_write", 1, prepare_write, &o);
    cm_pattern_set_add_fn(ps, "vector.transfer_read", 1, unpack_one, &o);
    cm_pattern_set_add_fn(ps, "vector.transfer_write", 1, unpack_one, &o);
  }
  if (o.target_rank == 1) {
    cm_pattern_set_add_fn(ps, "vector.transfer_read", 1, lower_1d, &o);
    cm_pattern_set_add_fn(ps, "vector.transfer_write", 1, lower_1d, &o);
  }
  (void)cm_apply_patterns_greedily_op(op, ps, &cfg);
  cm_pattern_set_destroy(ps);
  return CM_SUCCESS;
}

static const CmPassOptionDef opts[] = {
    {"full-unroll", CM_PASS_OPT_BOOL, false, "false",
     "Perform full unrolling when converting vector transfers to SCF", NULL},
    {"target-rank", CM_PASS_OPT_UINT, false, "1",
     "Target vector rank to which transfer ops should be lowered", NULL},
    {"lower-permutation-maps", CM_PASS_OPT_BOOL, false, "false",
     "Replace permutation maps with vector transposes/broadcasts before "
     "lowering transfer ops",
     NULL},
    {"lower-tensors", CM_PASS_OPT_BOOL, false, "false",
     "Lower transfer ops that operate on tensors", NULL},
};

const CmPassDef cm_pass_convert_vector_to_scf = {
    .argument = "convert-vector-to-scf",
    .name = "ConvertVectorToSCF",
    .description =
        "Lower the operations from the vector dialect into the SCF dialect",
    .anchor = "func",
    CM_PASS_OPTIONS(opts),
    .dependent_dialects = deps,
    .run = run};
