/* outlining.c - -gpu-kernel-outlining as MLIR 13 (GpuKernelOutliningPass).
 *
 * For every gpu.launch inside a top-level builtin func @f (post-order):
 *  1. Sinking: the std.constant, memref.dim, std.select and std.cmpi ops
 *     defining values the body uses from above are cloned to the start of
 *     the body when all their operands are (or become) available there;
 *     their uses inside the body switch to the clones.
 *  2. The values the body still uses from above (in the order a post-order
 *     walk of the body meets them) become the arguments of a new
 *     `gpu.func @f_kernel(...) kernel`, whose entry block recomputes the
 *     12 launch arguments with gpu.block_id / thread_id / grid_dim /
 *     block_dim (x, y, z) and branches to the launch body; gpu.terminator
 *     becomes gpu.return.
 *  3. The function goes into `gpu.module @f_kernel` (with clones of the
 *     symbols it references, transitively), inserted after @f; a name
 *     already taken gets 13's SymbolTable suffix `_0`, `_1`, ...
 *  4. The launch becomes `gpu.launch_func @mod::@f_kernel blocks in (...)
 *     threads in (...) args(...)`.
 * The module gets `gpu.container_module` when anything was outlined. */
#include "gpu_internal.h"

#include "cmlir/pass.h"

#include <stdio.h>
#include <string.h>

typedef CM_VEC(CmOp *) OpVec;
typedef CM_VEC(CmValue *) ValueVec;

static bool vec_has_op(const OpVec *v, const CmOp *op) {
  for (size_t i = 0; i < v->len; i++)
    if (v->data[i] == op)
      return true;
  return false;
}
static bool vec_has_value(const ValueVec *v, const CmValue *x) {
  for (size_t i = 0; i < v->len; i++)
    if (v->data[i] == x)
      return true;
  return false;
}

/* Whether `v` is defined outside `launch` (upstream: its parent region is
 * a proper ancestor of the launch body). */
static bool defined_above(CmOp *launch, CmValue *v) {
  CmRegion *r = cm_value_parent_region(v);
  return !r || !r->parent || !cm_op_is_ancestor(launch, r->parent);
}

typedef struct UsedAbove {
  CmOp *launch;
  ValueVec *out;
} UsedAbove;

static CmWalkResult collect_used_above(CmOp *op, void *user) {
  UsedAbove *u = user;
  if (op == u->launch)
    return CM_WALK_ADVANCE;
  for (unsigned i = 0; i < cm_op_num_operands(op); i++) {
    CmValue *v = cm_op_operand(op, i);
    if (v && defined_above(u->launch, v) && !vec_has_value(u->out, v))
      CM_VEC_PUSH(*u->out, v);
  }
  return CM_WALK_ADVANCE;
}

/* upstream getUsedValuesDefinedAbove over the launch body (post-order). */
static void used_values_defined_above(CmOp *launch, ValueVec *out) {
  UsedAbove u = {launch, out};
  CmRegion *r = cm_op_region(launch, 0);
  for (CmBlock *b = r->first; b; b = b->next)
    for (CmOp *op = b->first, *next; op; op = next) {
      next = cm_op_next(op);
      cm_walk_post(op, collect_used_above, &u);
    }
}

static bool sinking_beneficiary(const CmOp *op) {
  return cm_op_name_is(op, "std.constant") || cm_op_name_is(op, "memref.dim") ||
         cm_op_name_is(op, "std.select") || cm_op_name_is(op, "std.cmpi");
}

/* upstream extractBeneficiaryOps */
static bool extract_beneficiary(CmOp *op, const ValueVec *deps, OpVec *sunk,
                                ValueVec *available) {
  if (vec_has_op(sunk, op))
    return true;
  if (!sinking_beneficiary(op))
    return false;
  for (unsigned i = 0; i < cm_op_num_operands(op); i++) {
    CmValue *v = cm_op_operand(op, i);
    if (vec_has_value(available, v))
      continue;
    CmOp *d = cm_value_defining_op(v);
    if ((!d || !extract_beneficiary(d, deps, sunk, available)) &&
        !vec_has_value(deps, v))
      return false;
  }
  CM_VEC_PUSH(*sunk, op);
  for (unsigned i = 0; i < cm_op_num_results(op); i++)
    CM_VEC_PUSH(*available, cm_op_result(op, i));
  return true;
}

/* Replaces the uses of `from` nested in `scope` by `to`. */
static void replace_uses_in(CmValue *from, CmValue *to, CmOp *scope) {
  CmOpOperand *u = cm_value_first_use(from);
  while (u) {
    CmOpOperand *next = cm_operand_next_use(u);
    CmOp *owner = cm_operand_owner(u);
    if (owner != scope && cm_op_is_ancestor(scope, owner)) {
      CmOpOperand *arr = cm_op_operand_array(owner);
      cm_op_set_operand(owner, (unsigned)(u - arr), to);
    }
    u = next;
  }
}

/* upstream sinkOperationsIntoLaunchOp */
static void sink_into_launch(CmOp *launch) {
  ValueVec candidates = {0}, available = {0};
  OpVec sunk = {0};
  used_values_defined_above(launch, &candidates);
  for (size_t i = 0; i < candidates.len; i++) {
    CmOp *d = cm_value_defining_op(candidates.data[i]);
    if (d)
      extract_beneficiary(d, &candidates, &sunk, &available);
  }
  CmBlock *entry = cm_op_region(launch, 0)->first;
  CmOp *before = entry->first;
  CmPtrMap map = {0};
  for (size_t i = 0; i < sunk.len; i++) {
    CmOp *op = sunk.data[i];
    CmOp *c = cm_op_clone(op);
    for (unsigned k = 0; k < cm_op_num_operands(c); k++) {
      CmValue *m = cm_ptrmap_get_ptr(&map, cm_op_operand(c, k));
      if (m)
        cm_op_set_operand(c, k, m);
    }
    if (before)
      cm_block_insert_op_before(entry, before, c);
    else
      cm_block_append_op(entry, c);
    for (unsigned k = 0; k < cm_op_num_results(op); k++) {
      cm_ptrmap_put_ptr(&map, cm_op_result(op, k), cm_op_result(c, k));
      replace_uses_in(cm_op_result(op, k), cm_op_result(c, k), launch);
    }
  }
  cm_ptrmap_free(&map);
  CM_VEC_FREE(candidates);
  CM_VEC_FREE(available);
  CM_VEC_FREE(sunk);
}

/* 13's Region::cloneInto gives cloned block arguments an unknown
 * location: do the same to the blocks of the regions of every op the walk
 * visits (the launch body is moved here rather than cloned). */
static CmWalkResult unknown_arg_locs_walk(CmOp *op, void *user) {
  for (unsigned i = 0; i < cm_op_num_regions(op); i++)
    for (CmBlock *b = cm_op_region(op, i)->first; b; b = b->next)
      for (unsigned k = 0; k < b->num_args; k++)
        cm_block_arg_set_loc(b->args[k], user);
  return CM_WALK_ADVANCE;
}

static CmWalkResult terminator_to_return(CmOp *op, void *user) {
  (void)user;
  if (!cm_op_name_is(op, "gpu.terminator"))
    return CM_WALK_ADVANCE;
  CmOp *r = cm_op_create_v(cm_op_context(op), "gpu.return", cm_op_loc(op), 0,
                           NULL, 0, NULL, NULL, 0, NULL, 0);
  cm_block_insert_op_before(cm_op_block(op), op, r);
  cm_op_erase(op);
  return CM_WALK_ADVANCE;
}

/* Moves the launch body into a new gpu.func taking `operands`. */
static CmOp *outline_func(CmOp *launch, const char *name,
                          const ValueVec *operands) {
  CmContext *ctx = cm_op_context(launch);
  CmLoc *loc = cm_op_loc(launch);
  CmTypeVec types = {0};
  for (size_t i = 0; i < operands->len; i++)
    CM_VEC_PUSH(types, operands->data[i]->type);
  CmType *fty =
      cm_function_type(ctx, (unsigned)types.len, types.data, 0, NULL);
  CM_VEC_FREE(types);
  CmNamedAttr attrs[4] = {
      {cm_ident_c(ctx, CM_GPU_KERNEL_ATTR), cm_unit_attr(ctx)},
      {cm_ident_c(ctx, "sym_name"), cm_string_attr(ctx, cm_str(name))},
      {cm_ident_c(ctx, "type"), cm_type_attr(fty)},
      {cm_ident_c(ctx, "workgroup_attributions"),
       cm_integer_attr(cm_integer_type(ctx, 64, CM_SIGNLESS), 0)}};
  CmOp *fn = cm_op_create_v(ctx, "gpu.func", loc, 0, NULL, 0, NULL,
                            cm_dict_attr(ctx, 4, attrs), 0, NULL, 1);
  CmRegion *body = cm_op_region(fn, 0);
  CmBlock *entry = cm_block_create();
  cm_region_append_block(body, entry);
  for (size_t i = 0; i < operands->len; i++)
    cm_block_add_arg(entry, operands->data[i]->type, cm_loc_unknown(ctx));

  CmRegion *lbody = cm_op_region(launch, 0);
  CmBlock *lentry = lbody->first;
  static const char *const index_ops[4] = {"gpu.block_id", "gpu.thread_id",
                                           "gpu.grid_dim", "gpu.block_dim"};
  static const char *const dims[3] = {"x", "y", "z"};
  CmType *idx = cm_index_type(ctx);
  for (unsigned k = 0; k < 12; k++) {
    CmNamedAttr d = {cm_ident_c(ctx, "dimension"),
                     cm_string_attr(ctx, cm_str(dims[k % 3]))};
    CmOp *io = cm_op_create_v(ctx, index_ops[k / 3], loc, 1, &idx, 0, NULL,
                              cm_dict_attr(ctx, 1, &d), 0, NULL, 0);
    cm_block_append_op(entry, io);
    if (k < lentry->num_args)
      cm_value_replace_all_uses(lentry->args[k], cm_op_result(io, 0));
  }
  for (size_t i = 0; i < operands->len; i++)
    replace_uses_in(operands->data[i], entry->args[i], launch);
  while (lentry->num_args)
    cm_block_erase_arg(lentry, lentry->num_args - 1);
  cm_region_take_body(body, lbody);
  cm_walk_pre(fn, unknown_arg_locs_walk, cm_loc_unknown(ctx));
  CmOp *br = cm_op_create_v(ctx, "std.br", loc, 0, NULL, 0, NULL, NULL, 1,
                            &lentry, 0);
  cm_block_append_op(entry, br);
  cm_walk_post(fn, terminator_to_return, NULL);
  return fn;
}

CmOp *cm_gpu_outline_kernel_func(CmOp *launch, const char *name) {
  ValueVec operands = {0};
  sink_into_launch(launch);
  used_values_defined_above(launch, &operands);
  CmOp *fn = outline_func(launch, name, &operands);
  CM_VEC_FREE(operands);
  return fn;
}

/* ---------------------------------------------------------------------- */
/* The pass                                                               */
/* ---------------------------------------------------------------------- */

typedef struct Outliner {
  CmOp *module;
  unsigned uniquing_counter;
} Outliner;

static CmStr symbol_name_of(CmOp *op) {
  CmIdent *n = cm_symbol_name(op);
  return n ? cm_ident_str(n) : CM_STR("");
}

static void set_symbol_name(CmOp *op, CmStr name) {
  cm_op_set_attr(op, "sym_name", cm_string_attr(cm_op_context(op), name));
}

/* Inserts `sym` into the symbol table `table` before `before` (NULL: at
 * the end, before a terminator), renaming it as 13's SymbolTable::insert
 * does when its name is taken. */
static void symtab_insert(CmOp *table, CmOp *sym, CmOp *before,
                          unsigned *counter) {
  CmStr name = symbol_name_of(sym);
  if (cm_symbol_table_lookup(table, name.data, name.len)) {
    CmBuf b;
    cm_buf_init(&b);
    for (;;) {
      b.len = 0;
      cm_buf_printf(&b, "%.*s_%u", (int)name.len, name.data, (*counter)++);
      if (!cm_symbol_table_lookup(table, b.data, b.len))
        break;
    }
    set_symbol_name(sym, (CmStr){b.data, b.len});
    cm_buf_free(&b);
  }
  CmBlock *blk = cm_op_region(table, 0)->first;
  if (!before && blk->last && cm_op_has_trait(blk->last, CM_TRAIT_TERMINATOR))
    before = blk->last;
  if (before)
    cm_block_insert_op_before(blk, before, sym);
  else
    cm_block_append_op(blk, sym);
}

typedef struct SymUses {
  OpVec *worklist;
  CmOp *kmod;
  CmOp *parent;
  unsigned *counter;
} SymUses;

static void clone_symbol_uses_attr(SymUses *s, const CmAttr *a) {
  if (!a)
    return;
  if (a->kind == CM_ATTR_ARRAY) {
    for (unsigned i = 0; i < a->array.num; i++)
      clone_symbol_uses_attr(s, a->array.elems[i]);
    return;
  }
  if (a->kind == CM_ATTR_DICTIONARY) {
    for (unsigned i = 0; i < a->dict.num; i++)
      clone_symbol_uses_attr(s, a->dict.entries[i].value);
    return;
  }
  if (a->kind != CM_ATTR_SYMBOL_REF || a->symref.num_nested)
    return;
  CmStr n = cm_ident_str(a->symref.root);
  if (cm_symbol_table_lookup(s->kmod, n.data, n.len))
    return;
  CmOp *def = cm_symbol_table_lookup(s->parent, n.data, n.len);
  if (!def)
    return;
  CmOp *c = cm_op_clone(def);
  cm_walk_pre(c, unknown_arg_locs_walk, cm_loc_unknown(cm_op_context(c)));
  CM_VEC_PUSH(*s->worklist, c);
  symtab_insert(s->kmod, c, NULL, s->counter);
}

static CmWalkResult clone_symbol_uses_walk(CmOp *op, void *user) {
  clone_symbol_uses_attr(user, cm_op_attrs(op));
  return CM_WALK_ADVANCE;
}

/* upstream createKernelModule */
static CmOp *create_kernel_module(Outliner *o, CmOp *fn) {
  CmContext *ctx = cm_op_context(fn);
  CmNamedAttr name = {cm_ident_c(ctx, "sym_name"),
                      cm_string_attr(ctx, symbol_name_of(fn))};
  CmOp *kmod = cm_op_create_v(ctx, "gpu.module", cm_op_loc(fn), 0, NULL, 0,
                              NULL, cm_dict_attr(ctx, 1, &name), 0, NULL, 1);
  CmBlock *b = cm_block_create();
  cm_region_append_block(cm_op_region(kmod, 0), b);
  cm_block_append_op(b, cm_op_create_v(ctx, "gpu.module_end", cm_op_loc(fn),
                                       0, NULL, 0, NULL, NULL, 0, NULL, 0));
  unsigned counter = 0;
  symtab_insert(kmod, fn, NULL, &counter);
  OpVec worklist = {0};
  CM_VEC_PUSH(worklist, fn);
  SymUses s = {&worklist, kmod, o->module, &counter};
  while (worklist.len) {
    CmOp *def = worklist.data[--worklist.len];
    /* symbol uses: the attributes of the ops nested in the definition */
    for (unsigned r = 0; r < cm_op_num_regions(def); r++)
      for (CmBlock *blk = cm_op_region(def, r)->first; blk; blk = blk->next)
        for (CmOp *op = blk->first; op; op = cm_op_next(op))
          cm_walk_pre(op, clone_symbol_uses_walk, &s);
  }
  CM_VEC_FREE(worklist);
  return kmod;
}

static CmWalkResult collect_launches(CmOp *op, void *user) {
  if (cm_op_name_is(op, "gpu.launch") && cm_op_num_regions(op) == 1 &&
      cm_op_region(op, 0)->first &&
      cm_op_region(op, 0)->first->num_args >= 12 &&
      cm_op_num_operands(op) == 6)
    CM_VEC_PUSH(*(OpVec *)user, op);
  return CM_WALK_ADVANCE;
}

static void convert_to_launch_func(CmOp *launch, CmOp *kmod, CmOp *fn,
                                   const ValueVec *operands) {
  CmContext *ctx = cm_op_context(launch);
  ValueVec ops = {0};
  for (unsigned i = 0; i < 6; i++)
    CM_VEC_PUSH(ops, cm_op_operand(launch, i));
  for (size_t i = 0; i < operands->len; i++)
    CM_VEC_PUSH(ops, operands->data[i]);
  CmStr fname = symbol_name_of(fn);
  CmAttr *kernel =
      cm_symbol_ref_attr(ctx, symbol_name_of(kmod), 1, &fname);
  unsigned seg[8] = {0, 1, 1, 1, 1, 1, 1, (unsigned)operands->len};
  CmNamedAttr attrs[2] = {
      {cm_ident_c(ctx, "kernel"), kernel},
      {cm_ident_c(ctx, "operand_segment_sizes"),
       cm_ods_segment_sizes_attr(ctx, 8, seg)}};
  CmOp *lf = cm_op_create_v(ctx, "gpu.launch_func", cm_op_loc(launch), 0,
                            NULL, (unsigned)ops.len, ops.data,
                            cm_dict_attr(ctx, 2, attrs), 0, NULL, 0);
  cm_block_insert_op_before(cm_op_block(launch), launch, lf);
  cm_op_erase(launch);
  CM_VEC_FREE(ops);
}

static CmResult outlining_run(CmPassRun *run, CmOp *module) {
  (void)run;
  Outliner o = {module, 0};
  CmContext *ctx = cm_op_context(module);
  bool modified = false;
  CmBlock *top = cm_op_region(module, 0)->first;
  for (CmOp *func = top ? top->first : NULL; func; func = cm_op_next(func)) {
    if (!cm_op_name_is(func, "func"))
      continue;
    OpVec launches = {0};
    cm_walk_post(func, collect_launches, &launches);
    CmStr fname = symbol_name_of(func);
    CmBuf kname;
    cm_buf_init(&kname);
    cm_buf_printf(&kname, "%.*s_kernel", (int)fname.len, fname.data);
    CmOp *insert_pt = cm_op_next(func);
    for (size_t i = 0; i < launches.len; i++) {
      CmOp *launch = launches.data[i];
      ValueVec operands = {0};
      sink_into_launch(launch);
      used_values_defined_above(launch, &operands);
      CmOp *fn = outline_func(launch, kname.data, &operands);
      CmOp *kmod = create_kernel_module(&o, fn);
      symtab_insert(module, kmod, insert_pt, &o.uniquing_counter);
      convert_to_launch_func(launch, kmod, fn, &operands);
      CM_VEC_FREE(operands);
      modified = true;
    }
    cm_buf_free(&kname);
    CM_VEC_FREE(launches);
  }
  if (modified)
    cm_op_set_attr(module, CM_GPU_CONTAINER_MODULE_ATTR, cm_unit_attr(ctx));
  return CM_SUCCESS;
}

const CmPassDef cm_pass_gpu_kernel_outlining = {
    .argument = "gpu-kernel-outlining",
    .name = "GpuKernelOutlining",
    .description = "Outline gpu.launch bodies to kernel functions",
    .anchor = "builtin.module",
    .run = outlining_run,
};
