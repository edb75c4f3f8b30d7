/* scf_to_spirv.c - MLIR 13's -convert-scf-to-spirv: scf.for ->
 * spv.mlir.loop (entry, header with the induction variable and the
 * iteration values, body, merge), scf.if -> spv.mlir.selection, scf.yield
 * -> stores into the Function variables that carry the results out (the
 * results are loads after the structured op) and, in loops, the values
 * passed back to the header; with the std and func patterns, a partial
 * conversion as 13's pass. */
#include "cmlir/conversion_spirv.h"

#include <stdlib.h>
#include <string.h>

typedef CM_VEC(CmValue *) ValVec;

/* The variables of each structured op's results (13's
 * ScfToSPIRVContext::outputVariableMap). */
typedef struct ScfCtx {
  const CmSpvTypeConverter *tc;
  CmPtrMap vars; /* spv op -> index + 1 into `lists` */
  CM_VEC(ValVec) lists;
} ScfCtx;

static CmType *i32(CmContext *ctx) {
  return cm_integer_type(ctx, 32, CM_SIGNLESS);
}

static CmOp *create_structured(CmRewriter *rw, const char *name,
                               const char *ctl, CmLoc *loc) {
  CmOpState st;
  cm_op_state_init(&st, rw->ctx, name, loc);
  cm_op_state_add_attr(&st, ctl, cm_integer_attr(i32(rw->ctx), 0));
  cm_op_state_add_region(&st);
  return cm_rewriter_create(rw, &st);
}

static CmOp *create_branch(CmRewriter *rw, CmLoc *loc, CmBlock *dest,
                           unsigned n, CmValue *const *args) {
  CmOp *op = cm_op_create_v(rw->ctx, "spv.Branch", loc, 0, NULL, n, args,
                            NULL, 1, &dest, 0);
  return cm_rewriter_insert(rw, op);
}

static void create_merge(CmRewriter *rw, CmLoc *loc) {
  cm_rewriter_insert(rw, cm_op_create_v(rw->ctx, "spv.mlir.merge", loc, 0,
                                        NULL, 0, NULL, NULL, 0, NULL, 0));
}

static CmOp *create_cond_branch(CmRewriter *rw, CmLoc *loc, CmValue *cond,
                                CmBlock *t, CmBlock *f) {
  CmBlock *succ[2] = {t, f};
  /* operand_segment_sizes: condition, true operands, false operands */
  uint32_t sz[3] = {1, 0, 0};
  int64_t three = 3;
  CmType *vt =
      cm_vector_type(1, &three, cm_integer_type(rw->ctx, 32, CM_SIGNLESS));
  CmNamedAttr na = {cm_ident_c(rw->ctx, "operand_segment_sizes"),
                    cm_dense_elements_attr(vt, false, sizeof sz, sz)};
  CmOp *op = cm_op_create_v(rw->ctx, "spv.BranchConditional", loc, 0, NULL, 1,
                            &cond, cm_dict_attr(rw->ctx, 1, &na), 2, succ, 0);
  return cm_rewriter_insert(rw, op);
}

/* replaceSCFOutputValue: a Function variable before `new_op` and a load
 * right after it per result (so the loads come out in reverse order). */
static void replace_outputs(ScfCtx *c, CmOp *scf_op, CmOp *new_op,
                            unsigned n, CmType *const *types, CmRewriter *rw) {
  CmContext *ctx = rw->ctx;
  CmLoc *loc = cm_op_loc(scf_op);
  ValVec vars = {0}, loads = {0};
  uint32_t fn_sc = 0;
  cm_spv_enum_symbolize(CM_SPV_E_StorageClass, CM_STR("Function"), &fn_sc);
  for (unsigned i = 0; i < n; i++) {
    CmType *pt = cm_spv_ptr_type(types[i], fn_sc);
    cm_rewriter_set_before(rw, new_op);
    CmNamedAttr na = {cm_ident_c(ctx, "storage_class"),
                      cm_integer_attr(i32(ctx), fn_sc)};
    CmOp *var = cm_rewriter_create_v(rw, "spv.Variable", loc, 1, &pt, 0, NULL,
                                     cm_dict_attr(ctx, 1, &na));
    CmValue *vv = cm_op_result(var, 0);
    CM_VEC_PUSH(vars, vv);
    cm_rewriter_set_after(rw, new_op);
    CmType *t = types[i];
    CmOp *ld = cm_rewriter_create_v(rw, "spv.Load", loc, 1, &t, 1, &vv, NULL);
    CM_VEC_PUSH(loads, cm_op_result(ld, 0));
  }
  CM_VEC_PUSH(c->lists, vars);
  cm_ptrmap_put(&c->vars, new_op, c->lists.len);
  cm_rewriter_replace_op(rw, scf_op, n, loads.data);
  CM_VEC_FREE(loads);
}

/* ---------------------------------------------------------------------
 * scf.for
 * --------------------------------------------------------------------- */
static CmResult lower_for(const CmPattern *p, CmOp *op,
                          CmValue *const *operands, CmRewriter *rw) {
  ScfCtx *c = p->user;
  CmLoc *loc = cm_op_loc(op);
  CmRegion *body_r = cm_op_region(op, 0);
  CmBlock *body = body_r->first;
  unsigned nops = cm_op_num_operands(op);
  if (!body || body->num_args != nops - 2)
    return CM_FAILURE;
  CmValue *lb = operands[0], *ub = operands[1], *step = operands[2];
  unsigned ninit = nops - 3;
  CmOp *loop = create_structured(rw, "spv.mlir.loop", "loop_control", loc);
  CmRegion *lr = cm_op_region(loop, 0);
  CmBuilder saved = rw->b;
  /* addEntryAndMergeBlock */
  CmBlock *entry = cm_rewriter_create_block(rw, lr, NULL, 0, NULL, NULL);
  CmBlock *merge = cm_rewriter_create_block(rw, lr, NULL, 0, NULL, NULL);
  create_merge(rw, loc);
  /* the header: induction variable and iteration values */
  CmType **htypes = cm_xmalloc((ninit + 1) * sizeof(CmType *));
  htypes[0] = lb->type;
  for (unsigned i = 0; i < ninit; i++)
    htypes[i + 1] = operands[3 + i]->type;
  CmBlock *header =
      cm_rewriter_create_block(rw, lr, merge, ninit + 1, htypes, NULL);
  free(htypes);
  CmSignatureConversion *sc = cm_signature_conversion_create(body->num_args);
  for (unsigned i = 0; i < body->num_args; i++)
    cm_signature_conversion_remap_value(sc, i, header->args[i]);
  body = cm_rewriter_apply_signature_conversion(rw, body_r, sc);
  cm_signature_conversion_destroy(sc);
  if (!body) {
    rw->b = saved;
    return CM_FAILURE;
  }
  cm_rewriter_inline_region_before(rw, body_r, lr, merge);
  /* entry branches to the header */
  ValVec args = {0};
  CM_VEC_PUSH(args, lb);
  for (unsigned i = 0; i < ninit; i++)
    CM_VEC_PUSH(args, operands[3 + i]);
  cm_rewriter_set_to_end(rw, entry);
  create_branch(rw, loc, header, (unsigned)args.len, args.data);
  /* header: compare and enter the body or leave */
  cm_rewriter_set_to_end(rw, header);
  CmValue *cmp_ops[2] = {header->args[0], ub};
  CmType *i1 = cm_integer_type(rw->ctx, 1, CM_SIGNLESS);
  CmValue *cmp = cm_op_result(
      cm_rewriter_create_v(rw, "spv.SLessThan", loc, 1, &i1, 2, cmp_ops, NULL),
      0);
  create_cond_branch(rw, loc, cmp, body, merge);
  /* the continue block (the one before merge) steps and branches back */
  CmBlock *cont = merge->prev;
  cm_rewriter_set_to_end(rw, cont);
  CmValue *add_ops[2] = {header->args[0], step};
  CmType *it = header->args[0]->type;
  CmValue *next = cm_op_result(
      cm_rewriter_create_v(rw, "spv.IAdd", loc, 1, &it, 2, add_ops, NULL), 0);
  create_branch(rw, loc, header, 1, &next);
  rw->b = saved;
  CmType **rtypes = cm_xmalloc((ninit ? ninit : 1) * sizeof(CmType *));
  for (unsigned i = 0; i < ninit; i++)
    rtypes[i] = operands[3 + i]->type;
  replace_outputs(c, op, loop, ninit, rtypes, rw);
  free(rtypes);
  CM_VEC_FREE(args);
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------
 * scf.if
 * --------------------------------------------------------------------- */
static CmResult lower_if(const CmPattern *p, CmOp *op,
                         CmValue *const *operands, CmRewriter *rw) {
  ScfCtx *c = p->user;
  CmLoc *loc = cm_op_loc(op);
  CmRegion *then_r = cm_op_region(op, 0), *else_r = cm_op_region(op, 1);
  if (!then_r->first)
    return CM_FAILURE;
  unsigned nres = cm_op_num_results(op);
  CmType **rtypes = cm_xmalloc((nres ? nres : 1) * sizeof(CmType *));
  for (unsigned i = 0; i < nres; i++) {
    rtypes[i] = cm_spv_convert_type(c->tc, cm_op_result(op, i)->type);
    if (!rtypes[i]) {
      free(rtypes);
      return CM_FAILURE;
    }
  }
  CmOp *sel =
      create_structured(rw, "spv.mlir.selection", "selection_control", loc);
  CmRegion *sr = cm_op_region(sel, 0);
  CmBuilder saved = rw->b;
  CmBlock *merge = cm_rewriter_create_block(rw, sr, NULL, 0, NULL, NULL);
  create_merge(rw, loc);
  CmBlock *header = cm_rewriter_create_block(rw, sr, sr->first, 0, NULL, NULL);
  CmBlock *then_b = then_r->first;
  cm_rewriter_set_to_end(rw, then_r->last);
  create_branch(rw, loc, merge, 0, NULL);
  cm_rewriter_inline_region_before(rw, then_r, sr, merge);
  CmBlock *else_b = merge;
  if (else_r->first) {
    else_b = else_r->first;
    cm_rewriter_set_to_end(rw, else_r->last);
    create_branch(rw, loc, merge, 0, NULL);
    cm_rewriter_inline_region_before(rw, else_r, sr, merge);
  }
  cm_rewriter_set_to_end(rw, header);
  create_cond_branch(rw, loc, operands[0], then_b, else_b);
  rw->b = saved;
  replace_outputs(c, op, sel, nres, rtypes, rw);
  free(rtypes);
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------
 * scf.yield
 * --------------------------------------------------------------------- */
static CmResult lower_yield(const CmPattern *p, CmOp *op,
                            CmValue *const *operands, CmRewriter *rw) {
  ScfCtx *c = p->user;
  unsigned n = cm_op_num_operands(op);
  if (n) {
    CmOp *parent = cm_op_parent_op(op);
    uint64_t *idx = parent ? cm_ptrmap_get(&c->vars, parent) : NULL;
    if (!idx || c->lists.data[*idx - 1].len != n)
      return CM_FAILURE;
    ValVec *vars = &c->lists.data[*idx - 1];
    CmLoc *loc = cm_op_loc(op);
    for (unsigned i = 0; i < n; i++) {
      CmValue *ops[2] = {vars->data[i], operands[i]};
      cm_rewriter_insert(rw, cm_op_create_v(rw->ctx, "spv.Store", loc, 0,
                                            NULL, 2, ops, NULL, 0, NULL, 0));
    }
    if (cm_op_name_is(parent, "spv.mlir.loop")) {
      CmOp *br = cm_op_block(op)->last;
      if (!br || !cm_op_name_is(br, "spv.Branch"))
        return CM_FAILURE;
      ValVec args = {0};
      for (unsigned i = 0; i < cm_op_num_operands(br); i++)
        CM_VEC_PUSH(args, cm_op_operand(br, i));
      for (unsigned i = 0; i < n; i++)
        CM_VEC_PUSH(args, operands[i]);
      cm_rewriter_set_before(rw, br);
      create_branch(rw, cm_op_loc(op), cm_op_successor(br, 0),
                    (unsigned)args.len, args.data);
      cm_rewriter_erase_op(rw, br);
      CM_VEC_FREE(args);
    }
  }
  cm_rewriter_erase_op(rw, op);
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------
 * population and the pass
 * --------------------------------------------------------------------- */
static void add_scf_patterns(ScfCtx *c, CmPatternSet *set) {
  static const struct {
    const char *root;
    CmConvertFn fn;
    const char *label;
  } pats[] = {
      {"scf.for", lower_for, "ForOpConversion"},
      {"scf.if", lower_if, "IfOpConversion"},
      {"scf.yield", lower_yield, "TerminatorOpConversion"},
  };
  for (size_t i = 0; i < sizeof pats / sizeof pats[0]; i++) {
    CmPattern p = {.root = pats[i].root,
                   .benefit = 1,
                   .convert = pats[i].fn,
                   .user = c,
                   .label = pats[i].label,
                   .type_converter = cm_spv_tc_base(c->tc)};
    cm_pattern_set_add(set, &p);
  }
}

static void scf_populate(CmSpvTypeConverter *tc, CmPatternSet *set,
                         void *user) {
  ScfCtx *c = user;
  c->tc = tc;
  add_scf_patterns(c, set);
  cm_populate_std_to_spirv_patterns(tc, set);
  cm_populate_builtin_func_to_spirv_patterns(tc, set);
}

static CmResult run(CmPassRun *run, CmOp *module) {
  (void)run;
  ScfCtx c;
  memset(&c, 0, sizeof c);
  CmSpvConversionSpec spec = {.populate = scf_populate, .user = &c};
  CmResult r = cm_spv_run_conversion(module, &spec);
  for (size_t i = 0; i < c.lists.len; i++)
    CM_VEC_FREE(c.lists.data[i]);
  CM_VEC_FREE(c.lists);
  cm_ptrmap_free(&c.vars);
  return r;
}

static void deps(CmContext *ctx) { cm_register_spirv_dialect(ctx); }

const CmPassDef cm_pass_convert_scf_to_spirv = {
    .argument = "convert-scf-to-spirv",
    .name = "SCFToSPIRV",
    .description = "Convert SCF dialect to SPIR-V dialect.",
    .anchor = "builtin.module",
    .dependent_dialects = deps,
    .run = run};
