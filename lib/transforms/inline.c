/* inline.c - the inline pass (upstream 13's InlinerPass).
 *
 * The call graph has a node per callable op with a body (functions), and
 * an edge per call op whose callee symbol resolves to one.  Its strongly
 * connected components are visited bottom-up (callees before callers; a
 * depth-first search from the callables in op order, as LLVM's
 * scc_iterator from the graph's external node).  For each component, up to
 * `max-iterations` times: the optimization pipeline (`default-pipeline`,
 * or the `op-pipelines` entry of the callable's op name) runs on each of
 * its callables, then the calls made by the component are inlined where
 * legal - not into the callee itself (no recursive inlining), and only
 * when every op of the callee's dialects allows it (the dialects' inliner
 * interfaces).  Calls brought in by inlining are inlined in the same
 * round.  A private callable whose last use was inlined is moved rather
 * than cloned and erased; private callables without uses are erased.
 * Inlined ops get the location `callsite(own at call)`. */
#include "cmlir/ods.h"
#include "cmlir/pass.h"

#include <stdlib.h>
#include <string.h>

typedef struct Node {
  CmOp *op; /* the callable */
  CmRegion *region;
  bool discardable, always_live, erased, has_children;
  bool has_calls; /* a call op in its body when the graph was built */
  int64_t uses;    /* symbol uses from callables (discardable nodes) */
  CmPtrMap held;   /* target node -> uses held by this node */
  /* Tarjan */
  int index, low;
  bool on_stack;
  CM_VEC(size_t) callees; /* node indices, call order */
} Node;

typedef struct Inliner {
  CmPassRun *run;
  CmContext *ctx;
  CM_VEC(Node) nodes;
  CmPtrMap node_of; /* callable op -> index + 1 */
  unsigned max_iterations;
  const char *default_pipeline;
  CM_VEC(struct OpPipe { char *op_name; char *text; CmPassManager *pm; })
      pipes;
  CmPassManager *default_pms[8]; /* by op name (few callable kinds) */
  const char *default_names[8];
  unsigned num_default;
  bool failed;
  /* Inlining history: each entry is a callee inlined and the entry of the
   * call that was inlined.  A call brought in by inlining is not inlined
   * if its callee is on its history (recursion through inlined bodies,
   * where mlir-opt-13 does not terminate). */
  CM_VEC(struct Hist { Node *callee; int parent; }) hist;
} Inliner;

static Node *node_for(Inliner *in, CmOp *op) {
  uint64_t *v = cm_ptrmap_get(&in->node_of, op);
  return v ? &in->nodes.data[*v - 1] : NULL;
}

static CmRegion *callable_region(CmOp *op) {
  const CmCallableInterface *ci = cm_op_interface(op, CM_IFACE_CALLABLE);
  if (!ci || !ci->callable_region)
    return NULL;
  CmRegion *r = ci->callable_region(op);
  return r && r->first ? r : NULL;
}

static bool is_private(CmOp *op) {
  CmAttr *v = cm_op_get_attr(op, "sym_visibility");
  return v && v->kind == CM_ATTR_STRING && !strcmp(v->str.value->str, "private");
}

/* ---- symbol uses ---- */

typedef void (*RefFn)(Inliner *in, CmOp *user, const CmAttr *ref, void *arg);

static void attr_refs(Inliner *in, CmOp *user, const CmAttr *a, RefFn fn,
                      void *arg) {
  switch (a->kind) {
  case CM_ATTR_SYMBOL_REF:
    fn(in, user, a, arg);
    break;
  case CM_ATTR_ARRAY:
    for (unsigned i = 0; i < a->array.num; i++)
      attr_refs(in, user, a->array.elems[i], fn, arg);
    break;
  case CM_ATTR_DICTIONARY:
    for (unsigned i = 0; i < a->dict.num; i++)
      attr_refs(in, user, a->dict.entries[i].value, fn, arg);
    break;
  default:
    break;
  }
}

typedef struct RefWalk {
  Inliner *in;
  RefFn fn;
  void *arg;
} RefWalk;

static CmWalkResult ref_walk(CmOp *op, void *user) {
  RefWalk *w = user;
  attr_refs(w->in, op, cm_op_attrs(op), w->fn, w->arg);
  return CM_WALK_ADVANCE;
}

/* The symbol references in the attributes of `op` and the ops in it. */
static void walk_refs(Inliner *in, CmOp *op, RefFn fn, void *arg) {
  RefWalk w = {in, fn, arg};
  cm_walk_pre(op, ref_walk, &w);
}

static void walk_block_refs(Inliner *in, CmBlock *b, RefFn fn, void *arg) {
  for (CmOp *op = b->first; op; op = cm_op_next(op))
    walk_refs(in, op, fn, arg);
}

static Node *resolve(Inliner *in, CmOp *user, const CmAttr *ref) {
  CmOp *target = cm_symbol_lookup_nearest(user, ref);
  return target ? node_for(in, target) : NULL;
}

/* counts a use held by node `arg` */
static void count_ref(Inliner *in, CmOp *user, const CmAttr *ref, void *arg) {
  Node *target = resolve(in, user, ref);
  if (!target || !target->discardable)
    return;
  Node *src = arg;
  target->uses++;
  uint64_t *h = cm_ptrmap_get(&src->held, target);
  if (h)
    (*h)++;
  else
    cm_ptrmap_put(&src->held, target, 1);
}

static void mark_live_ref(Inliner *in, CmOp *user, const CmAttr *ref,
                          void *arg) {
  (void)arg;
  Node *target = resolve(in, user, ref);
  if (target)
    target->always_live = true;
}

static void drop_held(Node *n) {
  for (size_t i = 0; i < n->held.cap; i++)
    if (n->held.ents[i].key)
      ((Node *)(uintptr_t)n->held.ents[i].key)->uses -=
          (int64_t)n->held.ents[i].val;
  cm_ptrmap_free(&n->held);
}

static void recompute_uses(Inliner *in, Node *n) {
  drop_held(n);
  if (n->erased)
    return;
  for (CmBlock *b = n->region->first; b; b = b->next)
    walk_block_refs(in, b, count_ref, n);
}

static bool is_dead(Node *n) {
  return n->discardable && !n->always_live && n->uses == 0;
}
static bool one_use_and_discardable(Node *n) {
  return n->discardable && !n->always_live && n->uses == 1;
}

/* ---- the call graph ---- */

typedef struct Build {
  Inliner *in;
  CM_VEC(CmOp *) stack; /* enclosing callables */
} Build;

static CmWalkResult collect_nodes(CmOp *op, void *user) {
  Build *b = user;
  CmRegion *r = callable_region(op);
  if (!r)
    return CM_WALK_ADVANCE;
  Node n;
  memset(&n, 0, sizeof n);
  n.op = op;
  n.region = r;
  n.index = -1;
  n.discardable = is_private(op) && cm_symbol_name(op) != NULL;
  /* a callable nested in another one: the outer one has children */
  for (CmOp *p = cm_op_parent_op(op); p; p = cm_op_parent_op(p)) {
    Node *outer = node_for(b->in, p);
    if (outer) {
      outer->has_children = true;
      break;
    }
  }
  CM_VEC_PUSH(b->in->nodes, n);
  cm_ptrmap_put(&b->in->node_of, op, b->in->nodes.len);
  return CM_WALK_ADVANCE;
}


typedef struct Call {
  CmOp *call;
  Node *source, *target;
  int hist; /* the inlining that brought the call in (Inliner.hist), -1 */
} Call;
typedef CM_VEC(Call) CallVec;
typedef CM_VEC(Node *) NodeVec;

typedef struct CallCollect {
  Inliner *in;
  Node *source;
  bool nested; /* enter nested callables */
  CallVec *calls;
  Node *edges_of; /* add call-graph edges instead */
  int hist;       /* history entry of the calls found */
} CallCollect;

static CmWalkResult collect_calls_fn(CmOp *op, void *user) {
  CallCollect *c = user;
  if (!c->nested && node_for(c->in, op) && node_for(c->in, op) != c->source)
    return CM_WALK_SKIP;
  const CmCallInterface *ci = cm_op_interface(op, CM_IFACE_CALL);
  if (!ci)
    return CM_WALK_ADVANCE;
  if (c->edges_of)
    c->edges_of->has_calls = true;
  CmAttr *callee = ci->callee_symbol ? ci->callee_symbol(op) : NULL;
  if (!callee)
    return CM_WALK_ADVANCE;
  Node *target = resolve(c->in, op, callee);
  if (!target)
    return CM_WALK_ADVANCE;
  if (c->edges_of) {
    CM_VEC_PUSH(c->edges_of->callees, (size_t)(target - c->in->nodes.data));
  } else {
    Call call = {op, c->source, target, c->hist};
    CM_VEC_PUSH(*c->calls, call);
  }
  return CM_WALK_ADVANCE;
}

static void collect_region_calls(CallCollect *c, CmRegion *r) {
  for (CmBlock *b = r->first; b; b = b->next)
    for (CmOp *op = b->first; op; op = cm_op_next(op))
      cm_walk_pre(op, collect_calls_fn, c);
}

/* ---- optimization pipelines ---- */

static CmPassManager *pipeline_for(Inliner *in, CmOp *callable) {
  CmStr name = cm_ident_str(cm_op_opname(callable)->name);
  for (size_t i = 0; i < in->pipes.len; i++)
    if (strlen(in->pipes.data[i].op_name) == name.len &&
        !memcmp(in->pipes.data[i].op_name, name.data, name.len))
      return in->pipes.data[i].pm;
  if (!in->default_pipeline || !*in->default_pipeline)
    return NULL;
  for (unsigned i = 0; i < in->num_default; i++)
    if (in->default_names[i] == name.data)
      return in->default_pms[i];
  if (in->num_default == 8)
    return NULL;
  char *anchor = cm_xstrndup(name.data, name.len);
  CmPassManager *pm =
      cm_pass_manager_create(in->ctx, anchor, CM_NESTING_EXPLICIT);
  free(anchor);
  CmBuf err;
  cm_buf_init(&err);
  if (cm_failed(cm_parse_pass_pipeline(pm, in->default_pipeline, &err))) {
    /* As 13's default pipeline builder: the parse error is printed and
     * ignored, the callables of this op name get an empty pipeline (so
     * `default-pipeline=''`, quotes included, means no pipeline). */
    fputs(err.data ? err.data : "", stderr);
    cm_pass_manager_destroy(pm);
    pm = NULL;
  }
  cm_buf_free(&err);
  in->default_names[in->num_default] = name.data;
  in->default_pms[in->num_default++] = pm;
  return pm;
}

static CmResult optimize_scc(Inliner *in, size_t *scc, size_t n) {
  for (size_t i = 0; i < n; i++) {
    Node *node = &in->nodes.data[scc[i]];
    if (node->erased || node->has_children ||
        !cm_op_has_trait(node->op, CM_TRAIT_ISOLATED_FROM_ABOVE))
      continue;
    CmPassManager *pm = pipeline_for(in, node->op);
    if (in->failed)
      return CM_FAILURE;
    if (!pm)
      continue;
    if (cm_failed(cm_pass_run_pipeline(in->run, pm, node->op)))
      return CM_FAILURE;
    recompute_uses(in, node);
  }
  return CM_SUCCESS;
}

/* A component of `node` alone can join a batch: its pipeline `*pm` would
 * run on it and it has no call op (none can appear: inlining only adds
 * ops to the component being inlined into). */
static bool batchable(Inliner *in, Node *node, CmPassManager **pm) {
  if (node->erased || node->has_children || node->has_calls ||
      !cm_op_has_trait(node->op, CM_TRAIT_ISOLATED_FROM_ABOVE))
    return false;
  *pm = pipeline_for(in, node->op);
  return *pm && !in->failed;
}

static bool inline_calls_in_scc(Inliner *in, size_t *scc, size_t n,
                                NodeVec *dead);

/* The work of the components of the `n` batchable `nodes`, each alone in
 * its component, as the loop in inline_run would do it one after the
 * other: the pipelines first, then, in order, the use counts (which the
 * next node's dead check reads) and the (empty) inlining step. */
static CmResult optimize_batch(Inliner *in, CmPassManager *pm, size_t *nodes,
                               size_t n, NodeVec *dead) {
  CmOp **ops = cm_xmalloc(n * sizeof *ops);
  for (size_t i = 0; i < n; i++)
    ops[i] = in->nodes.data[nodes[i]].op;
  CmResult r = cm_pass_run_pipeline_each(in->run, pm, ops, n);
  free(ops);
  if (cm_failed(r))
    return CM_FAILURE;
  for (size_t i = 0; i < n; i++) {
    recompute_uses(in, &in->nodes.data[nodes[i]]);
    inline_calls_in_scc(in, &nodes[i], 1, dead);
  }
  return CM_SUCCESS;
}

/* ---- inlining one call ---- */

static const CmInlinerInterface *inliner_of(const CmOp *op) {
  const CmDialect *d = cm_op_opname(op)->dialect;
  return d ? cm_dialect_interface(d, CM_IFACE_DIALECT_INLINER) : NULL;
}

static bool legal_ops(CmRegion *src, CmRegion *dest) {
  for (CmBlock *b = src->first; b; b = b->next)
    for (CmOp *op = b->first; op; op = cm_op_next(op)) {
      const CmInlinerInterface *ii = inliner_of(op);
      if (!ii || !ii->is_legal_to_inline_op ||
          !ii->is_legal_to_inline_op(op, dest))
        return false;
      for (unsigned r = 0; r < cm_op_num_regions(op); r++)
        if (!legal_ops(cm_op_region(op, r), dest))
          return false;
    }
  return true;
}

/* The hook of the dialect of the op owning `dest` (13 asks that dialect
 * whether `src` may go into `dest`; a function accepts any region). */
static bool legal_into(CmRegion *dest, CmRegion *src, unsigned nargs,
                       CmOp *call, unsigned first_arg) {
  CmOp *parent = dest ? dest->parent : NULL;
  if (!parent || cm_op_name_is(parent, "func"))
    return true;
  const CmInlinerInterface *ii = inliner_of(parent);
  if (!ii || !ii->is_legal_to_inline_into)
    return true;
  CmBlock *entry = src->first;
  CmValue **to = cm_xmalloc((nargs ? nargs : 1) * sizeof(CmValue *));
  for (unsigned i = 0; i < nargs; i++)
    to[i] = cm_op_operand(call, first_arg + i);
  bool ok = ii->is_legal_to_inline_into(dest, src, nargs,
                                        (CmValue *const *)entry->args, to);
  free(to);
  return ok;
}

typedef struct LocMap {
  CmLoc *call_loc;
  CmPtrMap map; /* loc -> callsite loc */
} LocMap;

static CmWalkResult remap_loc(CmOp *op, void *user) {
  LocMap *lm = user;
  CmLoc *l = cm_op_loc(op);
  CmLoc *nl = cm_ptrmap_get_ptr(&lm->map, l);
  if (!nl) {
    nl = cm_loc_callsite(l, lm->call_loc);
    cm_ptrmap_put_ptr(&lm->map, l, nl);
  }
  cm_op_set_loc(op, nl);
  return CM_WALK_ADVANCE;
}

/* Converts the call operands in `args` whose type differs from the entry
 * block's argument types with the call dialect's
 * materialize_call_conversion, building the conversions before the call.
 * On a refusal the conversions built so far are erased. */
static CmResult materialize_call_args(Inliner *in, CmOp *call,
                                      const CmCallConversionInterface *ii,
                                      CmBlock *entry, unsigned nargs,
                                      CmValue **args) {
  CmBuilder b;
  cm_builder_init(&b, in->ctx);
  cm_builder_set_before(&b, call);
  CM_VEC(CmOp *) made = {0};
  CmResult r = CM_SUCCESS;
  for (unsigned i = 0; i < nargs && cm_succeeded(r); i++) {
    CmType *want = entry->args[i]->type;
    if (args[i]->type == want)
      continue;
    CmOp *conv = ii->materialize_call_conversion(&b, args[i], want,
                                                 cm_op_loc(call));
    if (!conv || !cm_op_num_results(conv) ||
        cm_op_result(conv, 0)->type != want) {
      if (conv)
        CM_VEC_PUSH(made, conv);
      r = CM_FAILURE;
      break;
    }
    CM_VEC_PUSH(made, conv);
    args[i] = cm_op_result(conv, 0);
  }
  if (cm_failed(r))
    for (size_t i = made.len; i-- > 0;)
      cm_op_erase(made.data[i]);
  CM_VEC_FREE(made);
  return r;
}

/* Inlines `target` at `call` (not erasing the call); the new blocks'
 * calls go to `calls`. */
static CmResult inline_call(Inliner *in, CmOp *call, Node *target, bool clone,
                            CallCollect *cc) {
  CmRegion *src = target->region;
  CmBlock *entry = src->first;
  const CmCallInterface *ci = cm_op_interface(call, CM_IFACE_CALL);
  unsigned first_arg = ci->arg_operands_begin ? ci->arg_operands_begin(call)
                                              : 0;
  unsigned nargs = cm_op_num_operands(call) - first_arg;
  if (nargs != entry->num_args)
    return CM_FAILURE;
  const CmInlinerInterface *call_ii = inliner_of(call);
  const CmCallConversionInterface *conv_ii = NULL;
  for (unsigned i = 0; i < nargs; i++)
    if (cm_op_operand(call, first_arg + i)->type != entry->args[i]->type) {
      conv_ii = cm_dialect_interface(cm_op_opname(call)->dialect,
                                     CM_IFACE_DIALECT_CALL_CONVERSION);
      if (!conv_ii || !conv_ii->materialize_call_conversion)
        return CM_FAILURE;
    }
  /* result count and types from the callee's return-like terminators */
  CmTypeVec results = {0};
  const CmCallableInterface *cbl = cm_op_interface(target->op,
                                                   CM_IFACE_CALLABLE);
  if (cbl && cbl->callable_results)
    cbl->callable_results(target->op, &results);
  bool ok = results.len == cm_op_num_results(call);
  for (unsigned i = 0; ok && i < results.len; i++)
    ok = results.data[i] == cm_op_result(call, i)->type;
  CM_VEC_FREE(results);
  if (!ok)
    return CM_FAILURE;
  CmRegion *dest = cm_op_parent_region(call);
  if (!call_ii || (call_ii->is_legal_to_inline_region &&
                   !call_ii->is_legal_to_inline_region(dest, src)))
    return CM_FAILURE;
  if (!legal_ops(src, dest) || !legal_into(dest, src, nargs, call, first_arg))
    return CM_FAILURE;

  /* the values that replace the callee's arguments: the call's operands,
   * converted where the types differ */
  CmValue **args = cm_xmalloc((nargs ? nargs : 1) * sizeof(CmValue *));
  for (unsigned i = 0; i < nargs; i++)
    args[i] = cm_op_operand(call, first_arg + i);
  if (conv_ii &&
      cm_failed(materialize_call_args(in, call, conv_ii, entry, nargs, args))) {
    free(args);
    return CM_FAILURE;
  }

  /* the blocks to insert: a copy of the callee's body, or the body */
  CmRegion body;
  cm_region_init(&body, NULL);
  CmOp *copy = NULL;
  if (clone) {
    copy = cm_op_clone(target->op);
    CmRegion *cr = callable_region(copy);
    if (!cr) {
      cm_op_destroy(copy);
      free(args);
      return CM_FAILURE;
    }
    cm_region_take_body(&body, cr);
  } else {
    cm_region_take_body(&body, src);
  }
  CmBlock *first = body.first;
  for (unsigned i = 0; i < nargs; i++)
    cm_value_replace_all_uses(first->args[i], args[i]);
  free(args);
  LocMap lm = {cm_op_loc(call), {0}};
  for (CmBlock *b = body.first; b; b = b->next)
    for (CmOp *op = b->first; op; op = cm_op_next(op))
      cm_walk_pre(op, remap_loc, &lm);
  cm_ptrmap_free(&lm.map);

  CmBlock *call_block = cm_op_block(call);
  unsigned nres = cm_op_num_results(call);
  CM_VEC(CmOp *) inlined = {0}; /* the top-level ops brought in */
  if (first == body.last) {
    /* one block: its ops before the call, the terminator's operands
     * replace the call's results */
    CmOp *term = first->last;
    CmValue **res = cm_xmalloc((nres ? nres : 1) * sizeof(CmValue *));
    for (unsigned i = 0; i < nres; i++)
      res[i] = cm_op_result(call, i);
    const CmInlinerInterface *tii = term ? inliner_of(term) : NULL;
    if (term && tii && tii->handle_terminator)
      tii->handle_terminator(term, nres, res);
    free(res);
    for (CmOp *op = first->first, *next; op; op = next) {
      next = cm_op_next(op);
      if (op == term)
        break;
      cm_op_remove_from_block(op);
      cm_block_insert_op_before(call_block, call, op);
      CM_VEC_PUSH(inlined, op);
    }
    cm_block_remove_from_region(first);
    /* (the terminator goes with the block) */
    cm_block_destroy(first);
  } else {
    CmBlock *post = cm_block_split(call_block, cm_op_next(call));
    CmOp *parent = cm_block_parent_op(call_block);
    for (unsigned i = 0; i < nres; i++) {
      CmValue *r = cm_op_result(call, i);
      CmValue *arg = cm_block_add_arg(post, r->type,
                                      parent ? cm_op_loc(parent) : NULL);
      cm_value_replace_all_uses(r, arg);
    }
    /* move the blocks between the call's block and the post block */
    CmBlock *after = call_block;
    while (body.first) {
      CmBlock *b = body.first;
      cm_block_remove_from_region(b);
      cm_region_insert_block_after(call_block->parent, after, b);
      after = b;
    }
    /* return-like terminators branch to the post block */
    for (CmBlock *b = cm_op_block(call)->next; b != post; b = b->next) {
      CmOp *term = b->last;
      const CmInlinerInterface *tbi = term ? inliner_of(term) : NULL;
      if (tbi && tbi->branch_for_terminator) {
        CmOp *br = tbi->branch_for_terminator(term, post);
        if (br) {
          cm_block_insert_op_before(b, term, br);
          cm_op_erase(term);
        }
        continue;
      }
      if (!term || !cm_op_has_trait(term, CM_TRAIT_RETURN_LIKE))
        continue;
      unsigned n = cm_op_num_operands(term);
      CmValue **vals = cm_xmalloc((n ? n : 1) * sizeof(CmValue *));
      for (unsigned k = 0; k < n; k++)
        vals[k] = cm_op_operand(term, k);
      CmOp *br = cm_op_create_v(in->ctx, "std.br", cm_op_loc(term), 0, NULL,
                                n, vals, NULL, 1, &post, 0);
      free(vals);
      cm_block_insert_op_before(b, term, br);
      cm_op_erase(term);
    }
    /* the entry block's ops join the call's block */
    CmBlock *entry_copy = first;
    for (CmOp *op = entry_copy->first, *next; op; op = next) {
      next = cm_op_next(op);
      cm_op_remove_from_block(op);
      cm_block_append_op(call_block, op);
      CM_VEC_PUSH(inlined, op);
    }
    cm_block_remove_from_region(entry_copy);
    cm_block_destroy(entry_copy);
    for (CmBlock *b = call_block->next; b != post; b = b->next)
      for (CmOp *op = b->first; op; op = cm_op_next(op))
        CM_VEC_PUSH(inlined, op);
  }
  if (copy)
    cm_op_destroy(copy);
  /* uses held by the inlined code now belong to the caller; new calls
   * are inlined in this round too */
  for (size_t i = 0; i < inlined.len; i++) {
    if (clone)
      walk_refs(in, inlined.data[i], count_ref, cc->source);
    cm_walk_pre(inlined.data[i], collect_calls_fn, cc);
  }
  if (!clone) { /* the uses move with the body */
    for (size_t i = 0; i < target->held.cap; i++)
      if (target->held.ents[i].key) {
        uint64_t *h = cm_ptrmap_get(&cc->source->held,
                                    (void *)target->held.ents[i].key);
        if (h)
          *h += target->held.ents[i].val;
        else
          cm_ptrmap_put(&cc->source->held, (void *)target->held.ents[i].key,
                        target->held.ents[i].val);
      }
    cm_ptrmap_free(&target->held);
  }
  CM_VEC_FREE(inlined);
  cm_region_clear(&body);
  return CM_SUCCESS;
}

static bool inline_calls_in_scc(Inliner *in, size_t *scc, size_t n,
                                NodeVec *dead) {
  CallVec calls = {0};
  for (size_t i = 0; i < n; i++) {
    Node *node = &in->nodes.data[scc[i]];
    if (node->erased)
      continue;
    if (is_dead(node)) {
      node->erased = true;
      CM_VEC_PUSH(*dead, node);
      continue;
    }
    CallCollect cc = {in, node, false, &calls, NULL, -1};
    collect_region_calls(&cc, node->region);
  }
  bool any = false;
  for (size_t i = 0; i < calls.len; i++) {
    Call c = calls.data[i];
    if (c.target->erased || cm_op_has_trait(c.call, CM_TRAIT_TERMINATOR))
      continue;
    /* no recursive inlining: the callee must not contain the call */
    bool inside = false;
    for (CmOp *p = c.call; p; p = cm_op_parent_op(p))
      if (p == c.target->op) {
        inside = true;
        break;
      }
    if (inside)
      continue;
    bool on_history = false;
    for (int h = c.hist; h >= 0; h = in->hist.data[h].parent)
      if (in->hist.data[h].callee == c.target) {
        on_history = true;
        break;
      }
    if (on_history)
      continue;
    bool in_place = one_use_and_discardable(c.target);
    struct Hist he = {c.target, c.hist};
    CM_VEC_PUSH(in->hist, he);
    CallCollect cc = {in, c.source, true, &calls, NULL,
                      (int)in->hist.len - 1};
    if (cm_failed(inline_call(in, c.call, c.target, !in_place, &cc)))
      continue;
    any = true;
    /* the call's use of the callee goes */
    if (c.target->discardable) {
      c.target->uses--;
      uint64_t *h = cm_ptrmap_get(&c.source->held, c.target);
      if (h && *h)
        (*h)--;
    }
    cm_op_erase(c.call);
    if (in_place) {
      c.target->erased = true;
      CM_VEC_PUSH(*dead, c.target);
    }
  }
  CM_VEC_FREE(calls);
  return any;
}

/* ---- strongly connected components ---- */

typedef struct Tarjan {
  Inliner *in;
  int counter;
  CM_VEC(size_t) stack;
  CM_VEC(size_t) order;      /* nodes of the SCCs, concatenated */
  CM_VEC(size_t) scc_starts; /* start of each SCC in `order` */
} Tarjan;

static void tarjan_visit(Tarjan *t, size_t root) {
  /* iterative: frames of (node, next callee) */
  CM_VEC(struct TFrame { size_t v; size_t next; }) frames = {0};
  struct TFrame f0 = {root, 0};
  CM_VEC_PUSH(frames, f0);
  Node *nodes = t->in->nodes.data;
  nodes[root].index = nodes[root].low = t->counter++;
  nodes[root].on_stack = true;
  CM_VEC_PUSH(t->stack, root);
  while (frames.len) {
    struct TFrame *f = &frames.data[frames.len - 1];
    Node *v = &nodes[f->v];
    if (f->next < v->callees.len) {
      size_t w = v->callees.data[f->next++];
      if (nodes[w].index < 0) {
        nodes[w].index = nodes[w].low = t->counter++;
        nodes[w].on_stack = true;
        CM_VEC_PUSH(t->stack, w);
        struct TFrame nf = {w, 0};
        CM_VEC_PUSH(frames, nf);
      } else if (nodes[w].on_stack && nodes[w].index < v->low) {
        v->low = nodes[w].index;
      }
      continue;
    }
    size_t vi = f->v;
    frames.len--;
    if (frames.len) {
      Node *parent = &nodes[frames.data[frames.len - 1].v];
      if (v->low < parent->low)
        parent->low = v->low;
    }
    if (v->low == v->index) {
      CM_VEC_PUSH(t->scc_starts, t->order.len);
      size_t w;
      do {
        w = t->stack.data[--t->stack.len];
        nodes[w].on_stack = false;
        CM_VEC_PUSH(t->order, w);
      } while (w != vi);
    }
  }
  CM_VEC_FREE(frames);
}

/* ---- the pass ---- */

static void build_graph(Inliner *in, CmOp *op) {
  Build b = {in, {0}};
  cm_walk_pre(op, collect_nodes, &b);
  CM_VEC_FREE(b.stack);
  /* edges */
  for (size_t i = 0; i < in->nodes.len; i++) {
    CallCollect cc = {in, &in->nodes.data[i], false, NULL,
                      &in->nodes.data[i], -1};
    collect_region_calls(&cc, in->nodes.data[i].region);
  }
}

static CmResult parse_op_pipelines(Inliner *in, const CmPass *pass) {
  size_t n = cm_pass_option_list_len(pass, "op-pipelines");
  for (size_t i = 0; i < n; i++) {
    const char *s = cm_pass_option_list_str(pass, "op-pipelines", i);
    const char *lp = strchr(s, '(');
    size_t len = strlen(s);
    if (!lp || len < 2 || s[len - 1] != ')') {
      fprintf(stderr, "<Pass-Options-Parser>: expected op pipeline of the "
                      "form `op.name(pipeline)`, got '%s'\n",
              s);
      return CM_FAILURE;
    }
    struct OpPipe p;
    p.op_name = cm_xstrndup(s, (size_t)(lp - s));
    p.text = cm_xstrndup(lp + 1, (size_t)(s + len - 1 - (lp + 1)));
    p.pm = cm_pass_manager_create(in->ctx, p.op_name, CM_NESTING_EXPLICIT);
    CmBuf err;
    cm_buf_init(&err);
    CmResult r = cm_parse_pass_pipeline(p.pm, p.text, &err);
    if (cm_failed(r))
      fputs(err.data ? err.data : "", stderr);
    cm_buf_free(&err);
    CM_VEC_PUSH(in->pipes, p);
    if (cm_failed(r))
      return CM_FAILURE;
  }
  return CM_SUCCESS;
}

/* The call graph as an analysis, for the pass timing (upstream shows
 * "(A) CallGraph" under the inliner): the inliner builds its graph
 * while the analysis is being computed. */
static _Thread_local Inliner *tl_building;
static _Thread_local CmOp *tl_building_op;
static void build_graph(Inliner *in, CmOp *op);
static void *callgraph_create(CmOp *op) {
  (void)op;
  if (tl_building)
    build_graph(tl_building, tl_building_op);
  return tl_building;
}
static void callgraph_destroy(void *a) { (void)a; }
static const CmAnalysisDef callgraph_analysis = {"CallGraph", callgraph_create,
                                                 callgraph_destroy};

static CmResult inline_run(CmPassRun *run, CmOp *op) {
  const CmPass *pass = cm_pass_run_pass(run);
  Inliner in;
  memset(&in, 0, sizeof in);
  in.run = run;
  in.ctx = cm_pass_run_context(run);
  in.max_iterations = (unsigned)cm_pass_option_uint(pass, "max-iterations");
  in.default_pipeline = cm_pass_option_string(pass, "default-pipeline");
  CmResult result = parse_op_pipelines(&in, pass);

  if (cm_succeeded(result)) {
    tl_building = &in;
    tl_building_op = op;
    cm_pass_run_get_analysis(run, &callgraph_analysis);
    tl_building = NULL;
    if (!in.nodes.len && !in.node_of.len) /* cached: build it anyway */
      build_graph(&in, op);
  }
  /* uses: references from outside any callable keep a callable alive;
   * references from callables are counted */
  for (size_t i = 0; i < in.nodes.len; i++)
    recompute_uses(&in, &in.nodes.data[i]);
  for (unsigned r = 0; r < cm_op_num_regions(op); r++)
    for (CmBlock *blk = cm_op_region(op, r)->first; blk; blk = blk->next)
      for (CmOp *o = blk->first; o; o = cm_op_next(o))
        if (!node_for(&in, o))
          walk_refs(&in, o, mark_live_ref, NULL);

  Tarjan t = {&in, 0, {0}, {0}, {0}};
  for (size_t i = 0; i < in.nodes.len && cm_succeeded(result); i++)
    if (in.nodes.data[i].index < 0)
      tarjan_visit(&t, i);
  NodeVec dead = {0};
  bool changed = false;
  /* Runs of consecutive components that are one callable without call
   * ops are optimized together (in parallel with threading on): nothing
   * is inlined into them and their pipelines see only their own bodies,
   * so only the use counts need the sequential order (batch_done). */
  CM_VEC(size_t) batch = {0};
  CmPassManager *batch_pm = NULL;
  size_t nsccs = t.scc_starts.len;
  for (size_t s = 0; s <= nsccs && cm_succeeded(result); s++) {
    size_t start = s < nsccs ? t.scc_starts.data[s] : t.order.len;
    size_t end = s + 1 < nsccs ? t.scc_starts.data[s + 1] : t.order.len;
    CmPassManager *pm = NULL;
    bool lone = s < nsccs && end - start == 1 &&
                batchable(&in, &in.nodes.data[t.order.data[start]], &pm);
    if (batch.len && (!lone || pm != batch_pm)) {
      result = optimize_batch(&in, batch_pm, batch.data, batch.len, &dead);
      batch.len = 0;
      if (cm_failed(result))
        break;
    }
    if (lone) {
      CM_VEC_PUSH(batch, t.order.data[start]);
      batch_pm = pm;
      continue;
    }
    if (s == nsccs)
      break;
    unsigned iter = 0;
    do {
      if (cm_failed(optimize_scc(&in, &t.order.data[start], end - start))) {
        result = CM_FAILURE;
        break;
      }
      if (!inline_calls_in_scc(&in, &t.order.data[start], end - start,
                               &dead))
        break;
      changed = true;
    } while (++iter < in.max_iterations);
  }
  for (size_t i = 0; i < dead.len; i++) {
    drop_held(dead.data[i]);
    cm_op_erase(dead.data[i]->op);
    changed = true;
  }
  (void)changed;
  CM_VEC_FREE(batch);
  CM_VEC_FREE(dead);
  CM_VEC_FREE(t.stack);
  CM_VEC_FREE(t.order);
  CM_VEC_FREE(t.scc_starts);
  for (size_t i = 0; i < in.nodes.len; i++) {
    cm_ptrmap_free(&in.nodes.data[i].held);
    CM_VEC_FREE(in.nodes.data[i].callees);
  }
  CM_VEC_FREE(in.nodes);
  cm_ptrmap_free(&in.node_of);
  for (size_t i = 0; i < in.pipes.len; i++) {
    free(in.pipes.data[i].op_name);
    free(in.pipes.data[i].text);
    cm_pass_manager_destroy(in.pipes.data[i].pm);
  }
  CM_VEC_FREE(in.pipes);
  CM_VEC_FREE(in.hist);
  for (unsigned i = 0; i < in.num_default; i++)
    cm_pass_manager_destroy(in.default_pms[i]);
  return result;
}

/* MLIR 13 initializes `default-pipeline` with the printed form of a
 * default canonicalize pass, which is what reproducers and the other
 * printers of the pipeline show when the option is not given. */
static const CmPassOptionDef inline_opts[] = {
    {"default-pipeline", CM_PASS_OPT_STRING, false,
     "canonicalize{  max-iterations=10 region-simplify=true top-down=true}",
     "The default optimizer pipeline used for callables", NULL},
    {"max-iterations", CM_PASS_OPT_UINT, false, "4",
     "Maximum number of iterations when inlining within an SCC", NULL},
    {"op-pipelines", CM_PASS_OPT_STRING, true, NULL,
     "Callable operation specific optimizer pipelines (in the form of "
     "`dialect.op(pipeline)`)",
     NULL},
};

const CmPassDef cm_pass_inline = {
    .argument = "inline",
    .name = "Inliner",
    .description = "Inline function calls",
    CM_PASS_OPTIONS(inline_opts),
    .run = inline_run,
};
