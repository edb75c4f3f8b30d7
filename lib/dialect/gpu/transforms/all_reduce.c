/* all_reduce.c - -test-gpu-rewrite: MLIR 13's gpu rewrite patterns, i.e.
 * the lowering of gpu.all_reduce inside a gpu.func (GpuAllReduceConversion)
 * applied by the greedy driver.
 *
 * A gpu.all_reduce of %v over the workgroup becomes, with subgroups of 32:
 *   - the linear invocation id and the workgroup size from the
 *     gpu.block_dim / gpu.thread_id ops (index_cast to i32), the lane id
 *     (id & 31) and the active width of the invocation's subgroup;
 *   - a subgroup reduction: when the active width is below 32, five xor
 *     gpu.shuffles (offsets 1, 2, 4, 8, 16) each accumulated only when the
 *     shuffle is valid, else the same five accumulated unconditionally;
 *   - the first lane of each subgroup stores its result into a new
 *     workgroup attribution memref<32xT, 3> of the function (at
 *     id / 32), gpu.barrier, the first invocations (one per subgroup)
 *     reduce these partial results the same way and store the total at
 *     index 0, gpu.barrier, and every invocation loads it.
 * Conditional parts are std.cond_br / std.br diamonds (a block argument
 * carries a value out).  The accumulation is the `op` attribute's (add,
 * mul: addf / addi, mulf / muli; and, or, xor; max, min: cmpf ugt / ult
 * or cmpi ugt / ult and select) or a copy of the op's region, whose
 * gpu.yield branches to the block after it. */
#include "cmlir/dialect/gpu.h"
#include "cmlir/dialects.h"
#include "cmlir/pass.h"
#include "cmlir/rewrite.h"

#include <string.h>

enum { SUBGROUP_SIZE = 32 };

typedef struct Reducer {
  CmRewriter *rw;
  CmContext *ctx;
  CmOp *func;
  CmOp *reduce;
  CmLoc *loc;
  CmType *vt;  /* the reduced value's type */
  CmType *i32; /* int32 */
  CmType *index;
} Reducer;

static CmValue *mk(Reducer *r, const char *name, CmType *t, unsigned n,
                   CmValue *const *ops, CmAttr *attrs) {
  CmOp *op = cm_rewriter_create_v(r->rw, name, r->loc, t ? 1 : 0, &t, n, ops,
                                  attrs);
  return t ? cm_op_result(op, 0) : NULL;
}

static CmAttr *dict1(CmContext *ctx, const char *name, CmAttr *v) {
  CmNamedAttr e = {cm_ident_c(ctx, name), v};
  return cm_dict_attr(ctx, 1, &e);
}

static CmValue *binop(Reducer *r, const char *name, CmValue *a, CmValue *b) {
  CmValue *ops[2] = {a, b};
  return mk(r, name, a->type, 2, ops, NULL);
}

static CmValue *const_of(Reducer *r, CmType *t, int64_t v) {
  return mk(r, "std.constant", t, 0, NULL,
            dict1(r->ctx, "value", cm_integer_attr(t, v)));
}

/* std.cmpi / std.cmpf with predicate number `pred` */
static CmValue *cmp(Reducer *r, const char *name, int64_t pred, CmValue *a,
                    CmValue *b) {
  CmValue *ops[2] = {a, b};
  CmAttr *p = cm_integer_attr(cm_integer_type(r->ctx, 64, CM_SIGNLESS), pred);
  return mk(r, name, cm_integer_type(r->ctx, 1, CM_SIGNLESS), 2, ops,
            dict1(r->ctx, "predicate", p));
}
enum { CMPI_EQ = 0, CMPI_SLT = 2, CMPI_ULT = 6, CMPI_UGT = 8 };
enum { CMPF_UGT = 9, CMPF_ULT = 11 };

static CmValue *index_cast(Reducer *r, CmValue *v, CmType *t) {
  return mk(r, "std.index_cast", t, 1, &v, NULL);
}

static CmValue *dim_op(Reducer *r, const char *name, const char *dim) {
  CmValue *v = mk(r, name, r->index, 0, NULL,
                  dict1(r->ctx, "dimension",
                        cm_string_attr(r->ctx, cm_str(dim))));
  return index_cast(r, v, r->i32);
}

static void br(Reducer *r, CmBlock *dest, unsigned n, CmValue *const *args) {
  cm_rewriter_insert(r->rw, cm_op_create_v(r->ctx, "std.br", r->loc, 0, NULL,
                                           n, args, NULL, 1, &dest, 0));
}

static void cond_br(Reducer *r, CmValue *c, CmBlock *t, CmBlock *f) {
  unsigned sz[3] = {1, 0, 0};
  CmBlock *succ[2] = {t, f};
  CmAttr *seg = cm_ods_segment_sizes_attr(r->ctx, 3, sz);
  cm_rewriter_insert(r->rw,
                     cm_op_create_v(r->ctx, "std.cond_br", r->loc, 0, NULL, 1,
                                    &c, dict1(r->ctx, "operand_segment_sizes",
                                              seg),
                                    2, succ, 0));
}

static CmBlock *insertion_block(Reducer *r) { return r->rw->b.block; }

/* A new last argument of `b`, located (as 13's arguments added without a
 * location) at the op owning its region. */
static CmValue *add_arg(CmBlock *b, CmType *t) {
  CmOp *owner = cm_block_parent_op(b);
  return cm_block_add_arg(b, t, owner ? cm_op_loc(owner) : NULL);
}

/* Splits the insertion block at the insertion point. */
static CmBlock *split_here(Reducer *r) {
  return cm_rewriter_split_block(r->rw, r->rw->b.block, r->rw->b.before);
}

/* The accumulation of two values: by the op's region or its `op`. */
static CmValue *accumulate(Reducer *r, CmValue *lhs, CmValue *rhs) {
  CmRegion *body = cm_op_region(r->reduce, 0);
  if (body->first) {
    CmBlock *block = insertion_block(r);
    CmBlock *split = split_here(r);
    CmPtrMap map = {0};
    CmBlock *entry = body->first;
    if (entry->num_args >= 2) {
      cm_ptrmap_put_ptr(&map, entry->args[0], lhs);
      cm_ptrmap_put_ptr(&map, entry->args[1], rhs);
    }
    cm_rewriter_clone_region_before(r->rw, body, split->parent, split, &map);
    cm_ptrmap_free(&map);
    CmBlock *first = block->next;
    br(r, first, 0, NULL);
    for (CmBlock *b = first; b && b != split; b = b->next) {
      CmOp *term = b->last;
      if (!term || !cm_op_name_is(term, "gpu.yield") ||
          cm_op_num_operands(term) < 1)
        continue;
      cm_rewriter_set_to_end(r->rw, b);
      CmValue *v = cm_op_operand(term, 0);
      CmOp *nb = cm_op_create_v(r->ctx, "std.br", cm_op_loc(term), 0, NULL,
                                1, &v,
                                NULL, 1, &split, 0);
      cm_rewriter_replace_op_with_op(r->rw, term, nb);
    }
    cm_rewriter_set_to_start(r->rw, split);
    return add_arg(split, lhs->type);
  }
  CmAttr *a = cm_op_get_attr(r->reduce, "op");
  CmStr op = a && a->kind == CM_ATTR_STRING ? cm_ident_str(a->str.value)
                                            : CM_STR("add");
  bool fp = cm_type_is_float(r->vt);
  if (cm_str_eq_c(op, "add"))
    return binop(r, fp ? "std.addf" : "std.addi", lhs, rhs);
  if (cm_str_eq_c(op, "mul"))
    return binop(r, fp ? "std.mulf" : "std.muli", lhs, rhs);
  if (cm_str_eq_c(op, "and"))
    return binop(r, "std.and", lhs, rhs);
  if (cm_str_eq_c(op, "or"))
    return binop(r, "std.or", lhs, rhs);
  if (cm_str_eq_c(op, "xor"))
    return binop(r, "std.xor", lhs, rhs);
  bool max = cm_str_eq_c(op, "max");
  CmValue *c = fp ? cmp(r, "std.cmpf", max ? CMPF_UGT : CMPF_ULT, lhs, rhs)
                  : cmp(r, "std.cmpi", max ? CMPI_UGT : CMPI_ULT, lhs, rhs);
  CmValue *ops[3] = {c, lhs, rhs};
  return mk(r, "std.select", lhs->type, 3, ops, NULL);
}

/* One side of an if: fills its block, returns the value it passes on (or
 * NULL). */
typedef CmValue *(*Side)(Reducer *r, void *user);

/* cond_br %c, ^then, ^else; ^then: then() br ^cont(v); ^else: else() br
 * ^cont(v); the insertion point at the start of ^cont, whose argument (when
 * the sides give a value) is returned. */
static CmValue *create_if(Reducer *r, CmValue *c, Side then_fn,
                          Side else_fn, void *user) {
  CmBlock *cur = insertion_block(r);
  CmBlock *then_b = split_here(r);
  CmBlock *else_b = cm_rewriter_split_block(r->rw, then_b, then_b->first);
  CmBlock *cont = cm_rewriter_split_block(r->rw, else_b, else_b->first);
  cm_rewriter_set_to_end(r->rw, cur);
  cond_br(r, c, then_b, else_b);
  cm_rewriter_set_to_start(r->rw, then_b);
  CmValue *tv = then_fn(r, user);
  br(r, cont, tv ? 1 : 0, &tv);
  cm_rewriter_set_to_start(r->rw, else_b);
  CmValue *ev = else_fn(r, user);
  br(r, cont, ev ? 1 : 0, &ev);
  cm_rewriter_set_to_start(r->rw, cont);
  return tv ? add_arg(cont, tv->type) : NULL;
}

static CmValue *nothing(Reducer *r, void *user) {
  (void)r;
  (void)user;
  return NULL;
}

/* ---- the subgroup reduction ---- */
typedef struct SubgroupArgs {
  CmValue *active_width, *operand, *subgroup_size;
  CmValue *value;   /* the value being accumulated */
  CmValue *shuffled; /* the current shuffle's result */
} SubgroupArgs;

static CmValue *shuffle(Reducer *r, CmValue *v, CmValue *offset,
                        CmValue *width, CmValue **valid) {
  CmType *types[2] = {r->vt, cm_integer_type(r->ctx, 1, CM_SIGNLESS)};
  CmValue *ops[3] = {v, offset, width};
  CmOp *op = cm_rewriter_create_v(
      r->rw, "gpu.shuffle", r->loc, 2, types, 3, ops,
      dict1(r->ctx, "mode", cm_string_attr(r->ctx, CM_STR("xor"))));
  *valid = cm_op_result(op, 1);
  return cm_op_result(op, 0);
}

static CmValue *accumulate_shuffled(Reducer *r, void *user) {
  SubgroupArgs *s = user;
  return accumulate(r, s->value, s->shuffled);
}
static CmValue *keep_value(Reducer *r, void *user) {
  (void)r;
  return ((SubgroupArgs *)user)->value;
}

static CmValue *partial_subgroup(Reducer *r, void *user) {
  SubgroupArgs *s = user;
  s->value = s->operand;
  for (int i = 1; i < SUBGROUP_SIZE; i <<= 1) {
    CmValue *offset = const_of(r, r->i32, i);
    CmValue *valid;
    s->shuffled = shuffle(r, s->value, offset, s->active_width, &valid);
    s->value = create_if(r, valid, accumulate_shuffled, keep_value, s);
  }
  return s->value;
}

static CmValue *full_subgroup(Reducer *r, void *user) {
  SubgroupArgs *s = user;
  CmValue *value = s->operand;
  for (int i = 1; i < SUBGROUP_SIZE; i <<= 1) {
    CmValue *offset = const_of(r, r->i32, i);
    CmValue *valid;
    CmValue *sh = shuffle(r, value, offset, s->subgroup_size, &valid);
    value = accumulate(r, value, sh);
  }
  return value;
}

static CmValue *subgroup_reduce(Reducer *r, CmValue *active_width,
                                CmValue *operand) {
  CmValue *size = const_of(r, r->i32, SUBGROUP_SIZE);
  CmValue *partial = cmp(r, "std.cmpi", CMPI_SLT, active_width, size);
  SubgroupArgs s = {active_width, operand, size, NULL, NULL};
  return create_if(r, partial, partial_subgroup, full_subgroup, &s);
}

static CmValue *div_by_subgroup_size(Reducer *r, CmValue *v) {
  CmValue *size = const_of(r, r->i32, SUBGROUP_SIZE);
  return binop(r, "std.divi_signed", v, size);
}

static void store(Reducer *r, CmValue *v, CmValue *buf, CmValue *idx) {
  CmValue *ops[3] = {v, buf, idx};
  mk(r, "memref.store", NULL, 3, ops, NULL);
}
static CmValue *load(Reducer *r, CmValue *buf, CmValue *idx) {
  CmValue *ops[2] = {buf, idx};
  return mk(r, "memref.load", r->vt, 2, ops, NULL);
}

typedef struct Phase {
  CmValue *invocation, *lane, *buffer, *value, *num_subgroups, *zero;
} Phase;

static CmValue *store_partial(Reducer *r, void *user) {
  Phase *p = user;
  CmValue *id = div_by_subgroup_size(r, p->invocation);
  store(r, p->value, p->buffer, index_cast(r, id, r->index));
  return NULL;
}

static CmValue *reduce_partials(Reducer *r, void *user) {
  Phase *p = user;
  CmValue *v = load(r, p->buffer, index_cast(r, p->invocation, r->index));
  CmValue *total = subgroup_reduce(r, p->num_subgroups, v);
  store(r, total, p->buffer, p->zero);
  return NULL;
}

/* upstream addWorkgroupAttribution: a new entry block argument after the
 * function's arguments and workgroup attributions (unknown location). */
static CmValue *add_workgroup_buffer(Reducer *r) {
  int64_t shape = SUBGROUP_SIZE;
  CmType *t = cm_memref_type(1, &shape, r->vt, NULL,
                             cm_integer_attr(cm_integer_type(r->ctx, 64,
                                                             CM_SIGNLESS),
                                             CM_GPU_WORKGROUP_ADDRESS_SPACE));
  CmType *ft = cm_gpu_func_type(r->func);
  unsigned nw = cm_gpu_func_num_workgroup_attributions(r->func);
  unsigned at = ft->func.num_inputs + nw;
  CmBlock *entry = cm_op_region(r->func, 0)->first;
  CmValue *arg = cm_block_insert_arg(entry, at, t, cm_loc_unknown(r->ctx));
  cm_op_set_attr(r->func, "workgroup_attributions",
                 cm_integer_attr(cm_integer_type(r->ctx, 64, CM_SIGNLESS),
                                 nw + 1));
  return arg;
}

static void rewrite_all_reduce(CmRewriter *rw, CmOp *func, CmOp *op) {
  Reducer r = {rw,
               rw->ctx,
               func,
               op,
               cm_op_loc(op),
               cm_op_operand(op, 0)->type,
               cm_integer_type(rw->ctx, 32, CM_SIGNLESS),
               cm_index_type(rw->ctx)};
  cm_rewriter_set_before(rw, op);
  CmValue *dim_x = dim_op(&r, "gpu.block_dim", "x");
  CmValue *dim_y = dim_op(&r, "gpu.block_dim", "y");
  CmValue *dim_z = dim_op(&r, "gpu.block_dim", "z");
  CmValue *tid_x = dim_op(&r, "gpu.thread_id", "x");
  CmValue *tid_y = dim_op(&r, "gpu.thread_id", "y");
  CmValue *tid_z = dim_op(&r, "gpu.thread_id", "z");
  CmValue *t1 = binop(&r, "std.muli", tid_z, dim_y);
  CmValue *t2 = binop(&r, "std.addi", t1, tid_y);
  CmValue *t3 = binop(&r, "std.muli", t2, dim_x);
  CmValue *t4 = binop(&r, "std.muli", dim_x, dim_y);
  CmValue *invocation = binop(&r, "std.addi", t3, tid_x);
  CmValue *wg_size = binop(&r, "std.muli", t4, dim_z);
  CmValue *mask = const_of(&r, r.i32, SUBGROUP_SIZE - 1);
  CmValue *lane = binop(&r, "std.and", invocation, mask);
  CmValue *first_lane =
      cmp(&r, "std.cmpi", CMPI_EQ, lane, const_of(&r, r.i32, 0));
  CmValue *before = binop(&r, "std.subi", invocation, lane);
  CmValue *active = binop(&r, "std.subi", wg_size, before);
  CmValue *sub = subgroup_reduce(&r, active, cm_op_operand(op, 0));
  CmValue *buffer = add_workgroup_buffer(&r);
  Phase p = {invocation, lane, buffer, sub, NULL, NULL};
  create_if(&r, first_lane, store_partial, nothing, &p);
  mk(&r, "gpu.barrier", NULL, 0, NULL, NULL);
  CmValue *biased = binop(&r, "std.addi", wg_size, mask);
  p.num_subgroups = div_by_subgroup_size(&r, biased);
  CmValue *valid =
      cmp(&r, "std.cmpi", CMPI_SLT, invocation, p.num_subgroups);
  p.zero = const_of(&r, r.index, 0);
  create_if(&r, valid, reduce_partials, nothing, &p);
  mk(&r, "gpu.barrier", NULL, 0, NULL, NULL);
  CmValue *result = load(&r, buffer, p.zero);
  cm_rewriter_replace_op(rw, op, 1, &result);
}

static CmWalkResult find_all_reduce(CmOp *op, void *user) {
  if (!cm_op_name_is(op, "gpu.all_reduce") || cm_op_num_operands(op) != 1 ||
      cm_op_num_results(op) != 1 || cm_op_num_regions(op) != 1)
    return CM_WALK_ADVANCE;
  *(CmOp **)user = op;
  return CM_WALK_INTERRUPT;
}

/* GpuAllReduceConversion: every all_reduce of the function, one at a time
 * (a post-order walk finds the next); succeeds even with none, as 13. */
static CmResult all_reduce_conversion(const CmPattern *pat, CmOp *func,
                                      CmRewriter *rw) {
  (void)pat;
  if (!cm_op_num_regions(func) || !cm_op_region(func, 0)->first)
    return CM_SUCCESS;
  for (;;) {
    CmOp *found = NULL;
    cm_walk_post(func, find_all_reduce, &found);
    if (!found)
      break;
    rewrite_all_reduce(rw, func, found);
  }
  return CM_SUCCESS;
}

static void destroy(CmPass *pass) {
  cm_pattern_set_destroy(cm_pass_data(pass));
  cm_pass_set_data(pass, NULL);
}

static CmResult initialize(CmPass *pass, CmContext *ctx) {
  CmPatternSet *ps = cm_pattern_set_create(ctx);
  cm_pattern_set_add_fn(ps, "gpu.func", 1, all_reduce_conversion, NULL);
  cm_pattern_set_freeze(ps);
  cm_pass_set_data(pass, ps);
  return CM_SUCCESS;
}

static CmResult run(CmPassRun *run, CmOp *op) {
  CmGreedyConfig cfg;
  cm_greedy_config_init(&cfg);
  cfg.top_down = false; /* 13's default */
  (void)cm_apply_patterns_greedily_op(op, cm_pass_data(cm_pass_run_pass(run)),
                                      &cfg);
  return CM_SUCCESS;
}

static void deps(CmContext *ctx) {
  cm_register_std_dialect(ctx);
  cm_register_memref_dialect(ctx);
}

const CmPassDef cm_pass_test_gpu_rewrite = {
    .argument = "test-gpu-rewrite",
    .name = "TestGpuRewritePass",
    .description = "Applies all rewrite patterns within the GPU dialect.",
    .anchor = "builtin.module",
    .initialize = initialize,
    .destroy = destroy,
    .dependent_dialects = deps,
    .run = run,
};
