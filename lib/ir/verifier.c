/* verifier.c - structural verification (upstream's OperationVerifier).
 *
 * In upstream's order (verify_all): first the structural checks of every
 * op (each op's traits and hook, then its regions and blocks, then the
 * unregistered dialect check), recursing over region nesting but not
 * into IsolatedFromAbove ops that have regions, which are only queued;
 * then, if everything is well formed, SSA dominance of all operands in
 * SSACFG regions (again not inside those ops); then each queued op, whole
 * (its own traits included), the same way.  So a dominance error in one
 * function comes before any error of a later function, and the
 * structure and dominance of ops around the functions (for example in an
 * unregistered op's region at module level) come before both.  The
 * module's own traits come first of all, including its symbol table's
 * checks (duplicate symbols, then the symbol uses of every function).
 *
 * Dominance: a dominator tree per multi-block SSACFG region, built lazily
 * with the Cooper-Harvey-Kennedy iterative algorithm; queries are O(1) via
 * DFS entry/exit numbers on the tree.  Within a block, op order numbers.
 * A region's tree is freed once the op owning the region is done (only
 * ops nested in a region query its tree), so the trees alive at any time
 * are those of one nest of regions, not of the whole module.
 *
 * Parallel verification (context threading on, at least two threads and
 * two items): the IsolatedFromAbove ops nested in the verified op, not
 * inside another such op (the functions of a module), are the items.  In
 * a parallel phase, worker threads verify each item's subtree (verify_all
 * on it, after the symbol uses inside it when the enclosing symbol
 * table's check would walk into it), and one of them first verifies "the
 * rest": the verified op with the items skipped (verify_op, dominance and
 * the symbol-use walk do not enter them).  All diagnostics are captured
 * (cm_diag_capture_begin: counted, never shown).  Item results do not
 * depend on order, so when every item passes without reporting anything
 * the rest's outcome is exactly that of a sequential run.  Afterwards:
 * - every item and the rest passed silently: success, nothing to report;
 * - the items passed silently, the rest did not: the rest is verified
 *   again sequentially (items still skipped), now reporting;
 * - an item failed or reported anything: everything is verified again
 *   sequentially from scratch.
 * So the diagnostics (which error comes first, warnings, notes) are always
 * exactly those of a sequential run; errors only cost a second pass.
 *
 * Audit of what verification writes or shares, for the parallel phase:
 * - Verifier state (dominator trees, dialect lookup cache): per worker.
 * - Block op order: the dominance walk answers same-block queries from
 *   its own set of passed ops (per worker).  Only a query about a block
 *   the walk is not inside reaches cm_op_is_before_in_block, which builds
 *   and caches a position index in the block; by isolation a worker asks
 *   only about blocks of its item, and the rest only about its own.
 * - The item set (`done`): built before the phase, read-only during it.
 * - Symbol caches (symbols.c): a thread-local session per worker; lookups
 *   from inside a function into the module (calls, std.constant of a
 *   function) read the module's ops and attributes, which nobody writes.
 * - Uniquer, identifiers, op names, file locations, the dialect registry:
 *   locked by the context when threading is enabled (ODS checks and
 *   symbol lookups may create types or identifiers).
 * - Diagnostics: captured per thread; while capturing, diag.c does not
 *   print ops, types or attributes into messages (they are discarded), and
 *   append_op below is skipped, so the printer does not run in workers.
 * - ODS tables, interfaces, trait bits: static and read-only; the ODS
 *   "checked at parse" set is guarded by its own mutex.
 * The module-level checks (symbol table uniqueness, the table's symbol-use
 * walk over ops outside the items, the module op's own traits) are part
 * of the rest, done once on one thread, as upstream does them.
 */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "cmlir/asm.h"
#include "cmlir/ir.h"
#include "cmlir/ods.h"


/* ------------------------------------------------------- helpers */

/* mlir-opt-13's DominanceInfo::hasSSADominance(region): a multi-block
 * region always has SSA dominance; a single-block region has it when its
 * parent op is registered and not a graph region (RegionKindInterface, our
 * GRAPH_REGION trait).  Unregistered ops' single-block regions do not
 * ("nothing is known about unregistered ops"): their ops may use each other
 * in any order, and an op's results may be used inside its own regions. */
static bool region_has_ssa_dominance(const CmRegion *r) {
  if (!r || !r->parent || (r->first && r->first != r->last))
    return true;
  return cm_op_is_registered(r->parent) &&
         !cm_op_has_trait(r->parent, CM_TRAIT_GRAPH_REGION);
}

static CmLoc *block_loc(const CmBlock *b, CmContext *ctx) {
  CmOp *p = cm_block_parent_op(b);
  return p ? cm_op_loc(p) : cm_loc_unknown(ctx);
}

/* Prints an op on one line-ish for messages (no trailing newline). */
static void append_op(CmDiag *d, CmOp *op, bool generic) {
  CmPrintFlags f;
  cm_print_flags_default(&f);
  f.generic = generic || f.generic;
  f.local_scope = true;
  CmBuf b;
  cm_buf_init(&b);
  cm_print_op(op, &f, &b);
  size_t len = b.len;
  while (len && b.data[len - 1] == '\n')
    len--;
  if (len)
    cm_buf_putn(&d->msg, b.data, len);
  cm_buf_free(&b);
}

static bool region_is_ancestor(const CmRegion *anc, const CmRegion *r) {
  while (r) {
    if (r == anc)
      return true;
    r = r->parent ? cm_op_parent_region(r->parent) : NULL;
  }
  return false;
}

static bool region_is_proper_ancestor(const CmRegion *anc,
                                      const CmRegion *r) {
  return anc != r && region_is_ancestor(anc, r);
}

static CmStr op_dialect_prefix(const CmOp *op) {
  CmStr s = cm_ident_str(cm_op_opname(op)->name);
  const char *dot = memchr(s.data, '.', s.len);
  CmStr r = {s.data, dot ? (size_t)(dot - s.data) : 0};
  return r;
}

/* ------------------------------------------------------- verifier */

/* One allocation: the struct, then in[n] and out[n]. */
typedef struct {
  int *in, *out; /* DFS numbers on the dominator tree, -1: unreachable */
} DomTree;

/* Flags of the items verified by the parallel phase (Verifier.done). */
enum {
  ITEM_DONE = 1,    /* structure and dominance of its subtree verified */
  ITEM_SYMUSES = 2, /* symbol uses inside it verified */
};

typedef struct {
  CmContext *ctx;
  CmPtrMap domtrees;        /* region -> DomTree* */
  CM_VEC(CmRegion *) built; /* keys of domtrees, in build order */
  CmPtrMap block_index; /* block of a region with a tree -> index + 1 */
  void *scratch;        /* domtree_build's temporary arrays */
  size_t scratch_cap;
  CmPtrMap dialects; /* op name / attribute name -> dialect of its prefix */
  const CmPtrMap *done; /* item op -> ITEM_* flags, NULL: none */
  /* IsolatedFromAbove ops met by verify_block, verified by verify_all
   * after the dominance of the op enclosing them. */
  CM_VEC(CmOp *) pending;
  /* The dominance walk (verify_dominance): the blocks of SSA-dominance
   * regions it is inside, and the ops with results it has passed in
   * them (passed_add / passed_has).  An op of such a block comes before the op
   * the walk is at in it exactly when it was passed. */
  CM_VEC(CmBlock *) walking;
  struct {
    uint64_t *slots; /* region reference << 32 | generation; 0: empty */
    uint32_t cap, len, gen;
  } passed;
} Verifier;

static void verifier_init(Verifier *v, CmContext *ctx) {
  memset(v, 0, sizeof(*v));
  v->ctx = ctx;
}

static uint64_t item_flags(const Verifier *v, const CmOp *op) {
  if (!v->done)
    return 0;
  uint64_t *f = cm_ptrmap_get(v->done, op);
  return f ? *f : 0;
}

/* The dialect named by `ns`, looked up once per `key` (an op name or an
 * attribute name: both are interned, and the registry does not change
 * while verifying), which keeps workers off the registry's mutex. */
static CmDialect *lookup_dialect_cached(Verifier *v, const void *key,
                                        const char *ns, size_t len) {
  uint64_t *slot = cm_ptrmap_get(&v->dialects, key);
  if (slot)
    return (CmDialect *)(uintptr_t)*slot;
  CmDialect *d = len ? cm_lookup_dialect(v->ctx, ns, len) : NULL;
  cm_ptrmap_put_ptr(&v->dialects, key, d);
  return d;
}

static CmResult verify_op(Verifier *v, CmOp *op);

/* -- trait checks -- */

static CmResult verify_isolated(CmOp *iso) {
  CM_VEC(CmRegion *) stack = {0};
  CmResult res = CM_SUCCESS;
  for (unsigned ri = 0; ri < cm_op_num_regions(iso) && res == CM_SUCCESS; ri++) {
    CmRegion *region = &cm_op_regions(iso)[ri];
    CM_VEC_PUSH(stack, region);
    while (stack.len && res == CM_SUCCESS) {
      CmRegion *r = stack.data[--stack.len];
      for (CmBlock *b = r->first; b && res == CM_SUCCESS; b = b->next) {
        for (CmOp *o = b->first; o; o = cm_op_next(o)) {
          for (unsigned i = 0; i < cm_op_num_operands(o); i++) {
            CmValue *val = cm_operand_value(&cm_op_operand_array(o)[i]);
            if (!val) {
              res = cm_diag_report(
                  cm_op_diag_error(o, "%s", "operation's operand is null"));
              break;
            }
            if (!region_is_ancestor(region, cm_value_parent_region(val))) {
              CmDiag *d =
                  cm_op_diag_error(o, "%s", "using value defined outside the region");
              cm_diag_note(d, cm_op_loc(iso),
                           "required by region isolation constraints");
              res = cm_diag_report(d);
              break;
            }
          }
          if (res != CM_SUCCESS)
            break;
          if (cm_op_num_regions(o) &&
              !cm_op_has_trait(o, CM_TRAIT_ISOLATED_FROM_ABOVE))
            for (unsigned k = 0; k < cm_op_num_regions(o); k++)
              CM_VEC_PUSH(stack, &cm_op_regions(o)[k]);
        }
      }
    }
    stack.len = 0;
  }
  CM_VEC_FREE(stack);
  return res;
}

/* Upstream's detail::verifySymbolTable, second half: every symbol user op
 * nested in the table, without entering nested symbol tables, verifies its
 * symbol uses (SymbolUserOpInterface).  This runs as part of the table
 * op's trait verification, i.e. before any op nested in it is verified.
 * The walk is upstream's walkSymbolTable: a LIFO worklist of regions; all
 * ops of a popped region are visited in order (every block), and each
 * op's regions are pushed in order (so the last op's last region is
 * visited next).  The first failure stops the walk.  Items whose inside
 * the parallel phase has verified (ITEM_SYMUSES) are not entered.  The
 * parallel phase also calls this on a non-table item, for its inside. */
static CmResult verify_symbol_uses(Verifier *v, CmOp *table) {
  CM_VEC(CmRegion *) work = {0};
  for (unsigned i = 0; i < cm_op_num_regions(table); i++)
    CM_VEC_PUSH(work, &cm_op_regions(table)[i]);
  CmResult res = CM_SUCCESS;
  while (work.len && res == CM_SUCCESS) {
    CmRegion *r = work.data[--work.len];
    for (CmBlock *b = r->first; b && res == CM_SUCCESS; b = b->next)
      for (CmOp *o = b->first; o; o = cm_op_next(o)) {
        const CmOpDef *def = cm_op_opname(o)->def;
        if (def && def->ods) {
          const CmSymbolUserInterface *su =
              cm_op_def_interface(def, CM_IFACE_SYMBOL_USER);
          if (su && su->verify_symbol_uses &&
              cm_failed(su->verify_symbol_uses(o))) {
            res = CM_FAILURE;
            break;
          }
        }
        if (cm_op_num_regions(o) && !cm_op_has_trait(o, CM_TRAIT_SYMBOL_TABLE) &&
            !(item_flags(v, o) & ITEM_SYMUSES))
          for (unsigned k = 0; k < cm_op_num_regions(o); k++)
            CM_VEC_PUSH(work, &cm_op_regions(o)[k]);
      }
  }
  CM_VEC_FREE(work);
  return res;
}

static CmResult verify_symbol_table(Verifier *v, CmOp *op) {
  if (cm_op_num_regions(op) != 1)
    return cm_op_emit_error(
        op, "Operations with a 'SymbolTable' must have exactly one region");
  CmRegion *r = &cm_op_regions(op)[0];
  if (!r->first || r->first != r->last)
    return cm_op_emit_error(
        op, "Operations with a 'SymbolTable' must have exactly one block");
  CmPtrMap seen = {0};
  CmResult res = CM_SUCCESS;
  for (CmBlock *b = r->first; b && res == CM_SUCCESS; b = b->next) {
    for (CmOp *o = b->first; o; o = cm_op_next(o)) {
      CmIdent *name = cm_symbol_name(o);
      if (!name)
        continue;
      CmOp *prev = cm_ptrmap_get_ptr(&seen, name);
      if (!prev) {
        cm_ptrmap_put_ptr(&seen, name, o);
        continue;
      }
      CmDiag *d = cm_op_diag_plain_error(o, "redefinition of symbol named '%.*s'",
                                         (int)name->len, name->str);
      cm_diag_note(d, cm_op_loc(prev), "see existing symbol definition here");
      res = cm_diag_report(d);
      break;
    }
  }
  cm_ptrmap_free(&seen);
  if (res == CM_SUCCESS)
    res = verify_symbol_uses(v, op);
  return res;
}

static CmResult verify_symbol(CmOp *op) {
  CmAttr *name = cm_op_get_attr(op, "sym_name");
  if (!name || name->kind != CM_ATTR_STRING) {
    /* module is an optional symbol. */
    bool optional = cm_op_name_is(op, "module");
    if (!(optional && !name))
      return cm_op_emit_error(op, "requires string attribute 'sym_name'");
  }
  CmAttr *vis = cm_op_get_attr(op, "sym_visibility");
  if (vis) {
    if (vis->kind != CM_ATTR_STRING) {
      CmDiag *d = cm_op_diag_error(op, "requires visibility attribute "
                                       "'sym_visibility' to be a string "
                                       "attribute, but got ");
      cm_diag_append_attr(d, vis);
      return cm_diag_report(d);
    }
    CmStr s = cm_ident_str(vis->str.value);
    if (!cm_str_eq_c(s, "public") && !cm_str_eq_c(s, "private") &&
        !cm_str_eq_c(s, "nested")) {
      CmDiag *d = cm_op_diag_error(
          op, "visibility expected to be one of [\"public\", \"private\", "
              "\"nested\"], but got ");
      cm_diag_append_attr(d, vis);
      return cm_diag_report(d);
    }
  }
  return CM_SUCCESS;
}

static CmResult verify_single_block(CmOp *op) {
  bool no_term = cm_op_has_trait(op, CM_TRAIT_NO_TERMINATOR);
  for (unsigned i = 0; i < cm_op_num_regions(op); i++) {
    CmRegion *r = &cm_op_regions(op)[i];
    if (!r->first)
      continue;
    if (r->first != r->last)
      return cm_op_emit_error(op, "expects region #%u to have 0 or 1 blocks",
                              i);
    if (!no_term && !r->first->first)
      return cm_op_emit_error(op, "expects a non-empty block");
  }
  if (!cm_op_has_trait(op, CM_TRAIT_SINGLE_BLOCK_IMPLICIT_TERMINATOR))
    return CM_SUCCESS;
  const char *term = cm_op_opname(op)->def->implicit_terminator;
  if (!term)
    return CM_SUCCESS;
  for (unsigned i = 0; i < cm_op_num_regions(op); i++) {
    CmRegion *r = &cm_op_regions(op)[i];
    if (!r->first || !r->first->last)
      continue;
    CmOp *t = r->first->last;
    if (cm_op_name_is(t, term))
      continue;
    CmStr tn = cm_ident_str(cm_op_opname(t)->name);
    CmDiag *d = cm_op_diag_error(
        op, "expects regions to end with '%s', found '%.*s'", term,
        (int)tn.len, tn.data);
    cm_diag_note(d, NULL,
                 "in custom textual format, the absence of terminator "
                 "implies '%s'",
                 term);
    return cm_diag_report(d);
  }
  return CM_SUCCESS;
}

/* Successor operand checks of upstream's BranchOpInterface verifier
 * (detail::verifyBranchSuccessorOperands): only ops implementing the
 * interface are checked, and the interface says which operands go to which
 * successor (e.g. std.switch's case_operand_offsets).  A successor whose
 * range the interface cannot compute (malformed attributes) is skipped
 * here; the op's own verifier reports it.
 *
 * Layering: the interface lookup lives in the ODS layer (lib/ods), above
 * lib/ir.  Both are one library and cm_op_interface only reads the op
 * definition's static tables, so the verifier calls it directly rather
 * than through a hook in the context or CmOpDef (which would need a new
 * field in headers owned by others, for the same effect). */
static CmResult verify_branch(CmOp *op) {
  const CmBranchInterface *bi = cm_op_interface(op, CM_IFACE_BRANCH);
  if (!bi || !bi->successor_operands)
    return CM_SUCCESS;
  for (unsigned s = 0; s < cm_op_num_successors(op); s++) {
    CmBlock *dest = cm_op_successor_array(op)[s].block;
    unsigned start = 0, count = 0;
    if (!dest || !bi->successor_operands(op, s, &start, &count) ||
        (uint64_t)start + count > cm_op_num_operands(op))
      continue;
    if (count != dest->num_args)
      return cm_diag_report(cm_op_diag_plain_error(
          op, "branch has %u operands for successor #%u, but target block "
              "has %u",
          count, s, dest->num_args));
    for (unsigned i = 0; i < count; i++) {
      CmValue *val = cm_operand_value(&cm_op_operand_array(op)[start + i]);
      if (val && val->type != dest->args[i]->type)
        return cm_diag_report(cm_op_diag_plain_error(
            op, "type mismatch for bb argument #%u of successor #%u", i, s));
    }
  }
  return CM_SUCCESS;
}

/* An arg_attrs / res_attrs array of a FunctionLike op (upstream 13
 * ignores a value that is not an array). */
static CmResult verify_fn_attr_array(CmOp *op, const char *attr_name,
                                     const char *what, const char *plural,
                                     unsigned expected) {
  CmAttr *arr = cm_op_get_attr(op, attr_name);
  bool is_arg = !strcmp(what, "argument");
  if (!arr || arr->kind != CM_ATTR_ARRAY)
    return CM_SUCCESS;
  if (arr->array.num != expected)
    return cm_op_emit_error(
        op,
        "expects %s attribute array `%s` to have the same number of "
        "elements as the number of function %s, got %u, but expected %u",
        what, attr_name, plural, arr->array.num, expected);
  for (unsigned i = 0; i < arr->array.num; i++) {
    CmAttr *d = arr->array.elems[i];
    if (!d || d->kind != CM_ATTR_DICTIONARY) {
      CmDiag *dg = cm_op_diag_error(
          op,
          "expects %s attribute dictionary to be a DictionaryAttr, but "
          "got `",
          what);
      cm_diag_append_attr(dg, d);
      cm_diag_append(dg, "`");
      return cm_diag_report(dg);
    }
    for (unsigned k = 0; k < d->dict.num; k++) {
      CmStr n = cm_ident_str(d->dict.entries[k].name);
      const char *dot = memchr(n.data, '.', n.len);
      if (!dot)
        return cm_op_emit_error(op, "%s may only have dialect attributes",
                                plural);
      /* the dialect of the name's prefix, if loaded, verifies it */
      CmDialect *dl = cm_lookup_dialect(cm_op_context(op), n.data,
                                        (size_t)(dot - n.data));
      if (dl && is_arg && dl->verify_region_arg_attr &&
          cm_failed(dl->verify_region_arg_attr(dl, op, 0, i,
                                               d->dict.entries[k])))
        return CM_FAILURE;
      if (dl && !is_arg && dl->verify_region_result_attr &&
          cm_failed(dl->verify_region_result_attr(dl, op, 0, i,
                                                  d->dict.entries[k])))
        return CM_FAILURE;
    }
  }
  return CM_SUCCESS;
}

/* Upstream 13's FunctionLike trait (function_like_impl::verifyTrait and
 * verifyBody): the `type` attribute, the arg/result attribute arrays and
 * the entry block's argument count.  It precedes IsolatedFromAbove and
 * Symbol in builtin.func's trait list, so these errors come before
 * isolation and sym_name/visibility errors; the entry block argument
 * TYPES are checked later by the op's own verifier. */
static CmResult verify_function_like(CmOp *op) {
  CmAttr *ta = cm_op_get_attr(op, "type");
  if (!ta || ta->kind != CM_ATTR_TYPE || !ta->type_value)
    return cm_op_emit_error(op, "requires a type attribute 'type'");
  const CmType *fty = ta->type_value;
  if (fty->kind != CM_TYPE_FUNCTION)
    return cm_op_emit_error(op, "requires 'type' attribute of function type");
  unsigned nin = fty->func.num_inputs;
  if (cm_failed(verify_fn_attr_array(op, "arg_attrs", "argument", "arguments",
                                     nin)) ||
      cm_failed(verify_fn_attr_array(op, "res_attrs", "result", "results",
                                     fty->func.num_results)))
    return CM_FAILURE;
  if (cm_op_num_regions(op) != 1)
    return cm_op_emit_error(op, "expects one region");
  CmBlock *entry = cm_op_regions(op)[0].first;
  if (entry && entry->num_args != nin)
    return cm_op_emit_error(op,
                            "entry block must have %u arguments to match "
                            "function signature",
                            nin);
  return CM_SUCCESS;
}

static CmResult verify_registered(Verifier *v, CmOp *op) {
  const CmOpDef *def = cm_op_opname(op)->def;
  uint64_t t = def->traits;
  if (def->verify_invariants && cm_failed(def->verify_invariants(op)))
    return CM_FAILURE;
  if ((t & CM_TRAIT_FUNCTION_LIKE) && cm_failed(verify_function_like(op)))
    return CM_FAILURE;
  if ((t & CM_TRAIT_ISOLATED_FROM_ABOVE) && cm_failed(verify_isolated(op)))
    return CM_FAILURE;
  /* The NoRegionArguments trait of builtin.module and llvm.metadata
   * (between IsolatedFromAbove and SymbolTable upstream).  There is no
   * trait bit for it; the ops are recognised by name, as verify_symbol
   * does. */
  if ((t & CM_TRAIT_SYMBOL_TABLE) &&
      (cm_op_name_is(op, "module") || cm_op_name_is(op, "llvm.metadata")))
    for (unsigned i = 0; i < cm_op_num_regions(op); i++) {
      CmBlock *entry = cm_op_regions(op)[i].first;
      if (!entry || !entry->num_args)
        continue;
      if (cm_op_num_regions(op) == 1)
        return cm_op_emit_error(op, "region should have no arguments");
      return cm_op_emit_error(op, "region #%u should have no arguments", i);
    }
  if ((t & CM_TRAIT_SYMBOL_TABLE) && cm_failed(verify_symbol_table(v, op)))
    return CM_FAILURE;
  if ((t & CM_TRAIT_SYMBOL) && cm_failed(verify_symbol(op)))
    return CM_FAILURE;
  if ((t & (CM_TRAIT_SINGLE_BLOCK | CM_TRAIT_SINGLE_BLOCK_IMPLICIT_TERMINATOR)) &&
      cm_failed(verify_single_block(op)))
    return CM_FAILURE;
  if (t & CM_TRAIT_TERMINATOR) {
    if (!cm_op_block(op) || cm_op_block(op)->last != op)
      return cm_op_emit_error(op,
                              "must be the last operation in the parent block");
  }
  if (cm_op_num_successors(op) && cm_failed(verify_branch(op)))
    return CM_FAILURE;
  if (def->verify && cm_failed(def->verify(op)))
    return CM_FAILURE;
  return CM_SUCCESS;
}

/* -- blocks and regions -- */

static bool may_be_valid_without_terminator(const CmBlock *b) {
  const CmRegion *r = b->parent;
  if (!r)
    return true;
  if (r->first != r->last)
    return false;
  CmOp *p = r->parent;
  return !p || !cm_op_is_registered(p) ||
         cm_op_has_trait(p, CM_TRAIT_NO_TERMINATOR);
}

static CmResult verify_block(Verifier *v, CmBlock *b) {
  for (uint32_t i = 0; i < b->num_args; i++)
    if (cm_value_parent_block(b->args[i]) != b)
      return cm_emit_error(block_loc(b, v->ctx),
                           "block argument not owned by block");
  if (!b->first) {
    if (may_be_valid_without_terminator(b))
      return CM_SUCCESS;
    return cm_emit_error(block_loc(b, v->ctx),
                         "empty block: expect at least a terminator");
  }
  for (CmOp *o = b->first; o; o = cm_op_next(o)) {
    if (cm_op_num_successors(o) && o != b->last)
      return cm_diag_report(cm_op_diag_plain_error(
          o, "operation with block successors must terminate its parent "
             "block"));
    if (cm_op_block(o) != b)
      return cm_emit_error(cm_op_loc(o), "operation not owned by its block");
    if (cm_op_num_regions(o) &&
        cm_op_has_trait(o, CM_TRAIT_ISOLATED_FROM_ABOVE)) {
      /* Deferred, as upstream: verify_all verifies it (its own traits
       * included) after the dominance of the ops around it; an item is
       * verified by the parallel phase instead. */
      if (!(item_flags(v, o) & ITEM_DONE))
        CM_VEC_PUSH(v->pending, o);
      continue;
    }
    if (cm_failed(verify_op(v, o)))
      return CM_FAILURE;
  }
  CmOp *last = b->last;
  for (unsigned s = 0; s < cm_op_num_successors(last); s++) {
    CmBlock *succ = cm_op_successor_array(last)[s].block;
    if (!succ)
      return cm_op_emit_error(last, "null successor found");
    if (succ->parent != b->parent)
      return cm_op_emit_error(last, "branching to block of a different region");
  }
  if (may_be_valid_without_terminator(b))
    return CM_SUCCESS;
  if (cm_op_is_registered(last) && !cm_op_has_trait(last, CM_TRAIT_TERMINATOR)) {
    CmDiag *d = cm_op_diag_plain_error(last, "block with no terminator, has ");
    if (!cm_diag_capturing()) /* a captured message is discarded */
      append_op(d, last, false);
    return cm_diag_report(d);
  }
  return CM_SUCCESS;
}

static CmResult verify_op(Verifier *v, CmOp *op) {
  for (unsigned i = 0; i < cm_op_num_operands(op); i++)
    if (!cm_operand_value(&cm_op_operand_array(op)[i]))
      return cm_diag_report(cm_op_diag_plain_error(op, "null operand found"));

  /* Discardable dialect attributes: `dialect.name = value`. */
  const CmAttr *dict = cm_op_attrs(op);
  if (dict && dict->kind == CM_ATTR_DICTIONARY) {
    for (unsigned i = 0; i < dict->dict.num; i++) {
      CmNamedAttr na = dict->dict.entries[i];
      const char *dot = memchr(na.name->str, '.', na.name->len);
      if (!dot)
        continue;
      CmDialect *d = lookup_dialect_cached(v, na.name, na.name->str,
                                           (size_t)(dot - na.name->str));
      if (d && d->verify_op_attr && cm_failed(d->verify_op_attr(d, op, na)))
        return CM_FAILURE;
    }
  }

  bool registered = cm_op_is_registered(op);
  if (registered && cm_failed(verify_registered(v, op)))
    return CM_FAILURE;

  for (unsigned i = 0; i < cm_op_num_regions(op); i++) {
    CmRegion *r = &cm_op_regions(op)[i];
    if (registered && cm_op_has_trait(op, CM_TRAIT_GRAPH_REGION)) {
      if (!r->first)
        continue;
      if (r->first != r->last)
        return cm_op_emit_error(op, "expects graph region #%u to have 0 or 1 "
                                    "blocks",
                                i);
    }
    if (!r->first)
      continue;
    if (r->parent != op)
      return cm_emit_error(cm_op_loc(op), "region not owned by its operation");
    if (!cm_block_has_no_predecessors(r->first))
      return cm_emit_error(cm_op_loc(op),
                           "entry block of region may not have predecessors");
    for (CmBlock *b = r->first; b; b = b->next) {
      if (b->parent != r)
        return cm_emit_error(cm_op_loc(op), "block not owned by its region");
      if (cm_failed(verify_block(v, b)))
        return CM_FAILURE;
    }
  }

  if (registered)
    return CM_SUCCESS;
  CmStr prefix = op_dialect_prefix(op);
  /* mlir-opt-13's builtin dialect has an empty namespace (its ops are
   * "module", "func", "unrealized_conversion_cast"): a `builtin.` prefix
   * names no loaded dialect there, so such unregistered ops are ops of an
   * unregistered dialect (accepted with -allow-unregistered-dialect). */
  CmDialect *dialect =
      lookup_dialect_cached(v, cm_op_opname(op), prefix.data,
                            cm_str_eq_c(prefix, "builtin") ? 0 : prefix.len);
  if (!dialect) {
    if (!cm_context_allow_unregistered(v->ctx)) {
      return cm_diag_report(cm_op_diag_error(
          op, "%s", "created with unregistered dialect. If this is intended, "
              "please call allowUnregisteredDialects() on the MLIRContext, "
              "or use -allow-unregistered-dialect with the MLIR opt tool "
              "used"));
    }
    return CM_SUCCESS;
  }
  if (dialect->allow_unknown_ops)
    return CM_SUCCESS;
  CmStr name = cm_ident_str(cm_op_opname(op)->name);
  return cm_diag_report(cm_op_diag_plain_error(
      op,
      "unregistered operation '%.*s' found in dialect ('%.*s') that does not "
      "allow unknown operations",
      (int)name.len, name.data, (int)prefix.len, prefix.data));
}

/* ------------------------------------------------------- dominance */

/* Carves `n` elements of T from the scratch area at *off (8-aligned). */
#define SCRATCH(T, n)                                                          \
  ((T *)scratch_carve(base, &off, sizeof(T) * (size_t)(n)))
static void *scratch_carve(char *base, size_t *off, size_t bytes) {
  void *p = base + *off;
  *off += (bytes + 7) & ~(size_t)7;
  return p;
}

/* Builds the dominator tree of a region with at least two blocks and
 * records its blocks' indices in v->block_index.  The temporary arrays
 * live in the verifier's scratch area (no allocation per array). */
static DomTree *domtree_build(Verifier *v, CmRegion *r) {
  size_t n = 0, nsucc = 0;
  for (CmBlock *b = r->first; b; b = b->next) {
    n++;
    nsucc += b->last ? cm_op_num_successors(b->last) : 0;
  }
  /* Upper bound of the carved sizes below (each rounded up to 8). */
  size_t need = (n + 1) * 96 + (nsucc + 1) * 8 + 16 * 8;
  if (need > v->scratch_cap) {
    free(v->scratch);
    v->scratch = cm_xmalloc(need);
    v->scratch_cap = need;
  }
  char *base = v->scratch;
  size_t off = 0;
  DomTree *t = cm_xmalloc(sizeof(DomTree) + 2 * n * sizeof(int));
  t->in = (int *)(t + 1);
  t->out = t->in + n;
  CmBlock **blocks = SCRATCH(CmBlock *, n);
  n = 0;
  for (CmBlock *b = r->first; b; b = b->next) {
    blocks[n] = b;
    cm_ptrmap_put_ptr(&v->block_index, b, (void *)(uintptr_t)(n + 1));
    n++;
  }
  /* Successor lists (CSR). */
  size_t *soff = SCRATCH(size_t, n + 1);
  soff[0] = 0;
  for (size_t i = 0; i < n; i++) {
    CmOp *last = blocks[i]->last;
    soff[i + 1] = soff[i] + (last ? cm_op_num_successors(last) : 0);
  }
  int *succ = SCRATCH(int, soff[n] + 1);
  size_t npred_total = 0;
  int *npred = SCRATCH(int, n + 1);
  memset(npred, 0, (n + 1) * sizeof(int));
  for (size_t i = 0; i < n; i++) {
    CmOp *last = blocks[i]->last;
    for (size_t k = soff[i]; k < soff[i + 1]; k++) {
      CmBlock *sb = cm_op_successor_array(last)[k - soff[i]].block;
      uintptr_t idx =
          sb && sb->parent == r
              ? (uintptr_t)cm_ptrmap_get_ptr(&v->block_index, sb)
              : 0;
      succ[k] = idx ? (int)(idx - 1) : -1;
      if (idx) {
        npred[idx - 1]++;
        npred_total++;
      }
    }
  }
  /* Iterative DFS from the entry: postorder numbers. */
  int *po = SCRATCH(int, n);        /* block -> postorder no */
  int *order = SCRATCH(int, n);     /* postorder no -> block */
  size_t *iter = SCRATCH(size_t, n); /* next successor slot */
  int *stack = SCRATCH(int, n);
  bool *visited = SCRATCH(bool, n);
  memset(visited, 0, n * sizeof(bool));
  for (size_t i = 0; i < n; i++)
    po[i] = -1;
  size_t sp = 0;
  int npo = 0;
  stack[sp++] = 0;
  visited[0] = true;
  iter[0] = soff[0];
  while (sp) {
    int b = stack[sp - 1];
    if (iter[b] < soff[b + 1]) {
      int s = succ[iter[b]++];
      if (s >= 0 && !visited[s]) {
        visited[s] = true;
        iter[s] = soff[s];
        stack[sp++] = s;
      }
    } else {
      sp--;
      po[b] = npo;
      order[npo++] = b;
    }
  }
  /* Predecessor lists (CSR), only from reachable blocks. */
  size_t *poff = SCRATCH(size_t, n + 1);
  poff[0] = 0;
  for (size_t i = 0; i < n; i++)
    poff[i + 1] = poff[i] + (size_t)npred[i];
  int *pred = SCRATCH(int, npred_total + 1);
  size_t *pfill = SCRATCH(size_t, n + 1);
  memcpy(pfill, poff, (n + 1) * sizeof(size_t));
  for (size_t i = 0; i < n; i++)
    for (size_t k = soff[i]; k < soff[i + 1]; k++)
      if (succ[k] >= 0)
        pred[pfill[succ[k]]++] = (int)i;
  /* Cooper-Harvey-Kennedy. */
  int *idom = SCRATCH(int, n);
  for (size_t i = 0; i < n; i++)
    idom[i] = -1;
  idom[0] = 0;
  bool changed = true;
  while (changed) {
    changed = false;
    for (int k = npo - 2; k >= 0; k--) { /* reverse postorder, skip entry */
      int b = order[k];
      int nd = -1;
      for (size_t j = poff[b]; j < poff[b + 1]; j++) {
        int p = pred[j];
        if (po[p] < 0 || idom[p] < 0)
          continue;
        if (nd < 0) {
          nd = p;
          continue;
        }
        int x = p, y = nd;
        while (x != y) {
          while (po[x] < po[y])
            x = idom[x];
          while (po[y] < po[x])
            y = idom[y];
        }
        nd = x;
      }
      if (nd >= 0 && idom[b] != nd) {
        idom[b] = nd;
        changed = true;
      }
    }
  }
  /* Tree children (CSR) and DFS entry/exit numbers. */
  size_t *coff = SCRATCH(size_t, n + 1);
  memset(coff, 0, (n + 1) * sizeof(size_t));
  for (size_t i = 1; i < n; i++)
    if (idom[i] >= 0)
      coff[idom[i] + 1]++;
  for (size_t i = 0; i < n; i++)
    coff[i + 1] += coff[i];
  int *child = SCRATCH(int, n + 1);
  memcpy(pfill, coff, (n + 1) * sizeof(size_t));
  for (size_t i = 1; i < n; i++)
    if (idom[i] >= 0)
      child[pfill[idom[i]]++] = (int)i;
  for (size_t i = 0; i < n; i++)
    t->in[i] = t->out[i] = -1;
  int clock = 0;
  sp = 0;
  stack[sp++] = 0;
  iter[0] = coff[0];
  t->in[0] = clock++;
  while (sp) {
    int b = stack[sp - 1];
    if (iter[b] < coff[b + 1]) {
      int c = child[iter[b]++];
      iter[c] = coff[c];
      t->in[c] = clock++;
      stack[sp++] = c;
    } else {
      sp--;
      t->out[b] = clock++;
    }
  }
  return t;
}
#undef SCRATCH

/* NULL when the region needs no tree (one block). */
static DomTree *get_domtree(Verifier *v, CmRegion *r) {
  if (!r || !r->first || r->first == r->last)
    return NULL;
  DomTree *t = cm_ptrmap_get_ptr(&v->domtrees, r);
  if (!t) {
    t = domtree_build(v, r);
    cm_ptrmap_put_ptr(&v->domtrees, r, t);
    CM_VEC_PUSH(v->built, r);
  }
  return t;
}

/* Frees the trees built after the first `mark` ones. */
static void domtrees_release(Verifier *v, size_t mark) {
  while (v->built.len > mark) {
    CmRegion *r = v->built.data[--v->built.len];
    free(cm_ptrmap_get_ptr(&v->domtrees, r));
    cm_ptrmap_del(&v->domtrees, r);
    for (CmBlock *b = r->first; b; b = b->next)
      cm_ptrmap_del(&v->block_index, b);
  }
}

static void verifier_free(Verifier *v) {
  domtrees_release(v, 0);
  cm_ptrmap_free(&v->domtrees);
  cm_ptrmap_free(&v->block_index);
  free(v->scratch);
  CM_VEC_FREE(v->built);
  CM_VEC_FREE(v->pending);
  cm_ptrmap_free(&v->dialects);
  CM_VEC_FREE(v->walking);
  free(v->passed.slots);
}

/* Index of block b of region r (which has a tree) in r, -1 if none. */
static int dt_index(Verifier *v, const CmRegion *r, const CmBlock *b) {
  if (b->parent != r)
    return -1;
  uintptr_t i = (uintptr_t)cm_ptrmap_get_ptr(&v->block_index, b);
  return i ? (int)(i - 1) : -1;
}

/* a != b, same region. */
static bool dt_properly_dominates(Verifier *v, CmRegion *r, CmBlock *a,
                                  CmBlock *b) {
  DomTree *t = get_domtree(v, r);
  if (!t)
    return true;
  int ia = dt_index(v, r, a), ib = dt_index(v, r, b);
  if (ia < 0 || ib < 0)
    return false;
  if (t->in[ib] < 0)
    return true; /* an unreachable block is dominated by anything */
  if (t->in[ia] < 0)
    return false;
  return t->in[ia] < t->in[ib] && t->out[ib] <= t->out[ia];
}

static CmOp *ancestor_op_in_region(CmRegion *r, CmOp *op) {
  while (op) {
    if (cm_op_block(op) && cm_op_block(op)->parent == r)
      return op;
    op = cm_op_parent_op(op);
  }
  return NULL;
}

static CmBlock *ancestor_block_in_region(CmRegion *r, CmBlock *b) {
  while (b) {
    if (b->parent == r)
      return b;
    CmOp *p = cm_block_parent_op(b);
    if (!p)
      return NULL;
    b = cm_op_block(p);
  }
  return NULL;
}

/* ---- the dominance walk's passed ops (Verifier.walking / .passed): an
 * open-addressing set of op region references; a slot belongs to the set
 * only if it carries the current generation, so emptying it is one
 * increment. */
static uint32_t passed_slot(uint32_t ref, uint32_t mask) {
  return (uint32_t)(((uint64_t)ref * UINT64_C(0x9E3779B97F4A7C15)) >> 32) &
         mask;
}

static void passed_clear(Verifier *v) {
  v->passed.len = 0;
  if (++v->passed.gen == 0) { /* wrapped: clear for real */
    if (v->passed.slots)
      memset(v->passed.slots, 0, sizeof(uint64_t) * v->passed.cap);
    v->passed.gen = 1;
  }
}

static void passed_put(uint64_t *slots, uint32_t mask, uint32_t gen,
                       uint32_t ref) {
  for (uint32_t i = passed_slot(ref, mask);; i = (i + 1) & mask)
    if ((uint32_t)slots[i] != gen) {
      slots[i] = (uint64_t)ref << 32 | gen;
      return;
    }
}

static void passed_add(Verifier *v, const CmOp *op) {
  if ((v->passed.len + 1) * 2 > v->passed.cap) {
    uint32_t ncap = v->passed.cap ? v->passed.cap * 2 : 256;
    uint64_t *ns = cm_xcalloc(ncap, sizeof(uint64_t));
    for (uint32_t i = 0; i < v->passed.cap; i++)
      if ((uint32_t)v->passed.slots[i] == v->passed.gen)
        passed_put(ns, ncap - 1, v->passed.gen,
                   (uint32_t)(v->passed.slots[i] >> 32));
    free(v->passed.slots);
    v->passed.slots = ns;
    v->passed.cap = ncap;
  }
  /* each op is passed once per walk */
  passed_put(v->passed.slots, v->passed.cap - 1, v->passed.gen,
             cm_region_ref(op));
  v->passed.len++;
}

static bool passed_has(const Verifier *v, const CmOp *op) {
  if (!v->passed.cap)
    return false;
  uint32_t ref = cm_region_ref(op), mask = v->passed.cap - 1;
  for (uint32_t i = passed_slot(ref, mask);; i = (i + 1) & mask) {
    uint64_t s = v->passed.slots[i];
    if ((uint32_t)s != v->passed.gen)
      return false;
    if ((uint32_t)(s >> 32) == ref)
      return true;
  }
}

/* Whether `a` comes before `b` in their block (b != a).  While the walk is
 * inside that block, `b` is the op it is at there (an ancestor of the
 * user being checked, or the user), so `a` is before it exactly when it
 * was passed; other blocks ask the IR. */
static bool before_in_block(const Verifier *v, CmOp *a, CmOp *b) {
  CmBlock *blk = cm_op_block(a);
  for (size_t i = v->walking.len; i-- > 0;)
    if (v->walking.data[i] == blk)
      return passed_has(v, a);
  return cm_op_is_before_in_block(a, b);
}

/* Upstream's properlyDominatesImpl(a, b, enclosingOpOk = false): the
 * query behind "does the result of `a` dominate its use in `b`". */
static bool properly_dominates_op(Verifier *v, CmOp *a, CmOp *b) {
  if (!cm_op_block(a) || !cm_op_block(b))
    return false;
  CmRegion *ar = cm_op_block(a)->parent;
  if (a == b)
    return !region_has_ssa_dominance(ar);
  if (ar != cm_op_block(b)->parent) {
    b = ar ? ancestor_op_in_region(ar, b) : NULL;
    if (!b)
      return false;
  }
  if (cm_op_block(a) == cm_op_block(b))
    return region_has_ssa_dominance(ar) ? a != b && before_in_block(v, a, b)
                                        : true;
  return dt_properly_dominates(v, ar, cm_op_block(a), cm_op_block(b));
}

static bool properly_dominates_block(Verifier *v, CmBlock *a, CmBlock *b) {
  if (a == b || !a || !b)
    return false;
  CmRegion *ar = a->parent;
  if (ar != b->parent) {
    b = ar ? ancestor_block_in_region(ar, b) : NULL;
    if (!b)
      return false;
    if (a == b)
      return true;
  }
  return dt_properly_dominates(v, ar, a, b);
}

static bool value_properly_dominates(Verifier *v, CmValue *val, CmOp *user) {
  if (val->kind == CM_VALUE_RESULT)
    return properly_dominates_op(v, cm_value_defining_op(val), user);
  CmBlock *a = cm_value_parent_block(val);
  return a == cm_op_block(user) ||
         properly_dominates_block(v, a, cm_op_block(user));
}

static CmResult diagnose_dominance(CmOp *op, unsigned no) {
  CmDiag *d =
      cm_op_diag_plain_error(op, "operand #%u does not dominate this use", no);
  CmValue *val = cm_operand_value(&cm_op_operand_array(op)[no]);
  CmBlock *b1 = cm_op_block(op);
  CmRegion *r1 = b1 ? b1->parent : NULL;
  if (val->kind == CM_VALUE_RESULT) {
    CmOp *def = cm_value_defining_op(val);
    CmBlock *b2 = cm_op_block(def);
    CmRegion *r2 = b2 ? b2->parent : NULL;
    const char *where;
    if (b1 == b2)
      where = " (op in the same block)";
    else if (r1 == r2)
      where = " (op in the same region)";
    else if (region_is_proper_ancestor(r2, r1))
      where = " (op in a parent region)";
    else if (region_is_proper_ancestor(r1, r2))
      where = " (op in a child region)";
    else
      where = " (op is neither in a parent nor in a child region)";
    cm_diag_note(d, cm_op_loc(def), "operand defined here%s", where);
    return cm_diag_report(d);
  }
  CmBlock *b2 = cm_value_parent_block(val);
  CmRegion *r2 = b2->parent;
  CmOp *p2 = cm_block_parent_op(b2);
  CmLoc *loc = p2 ? cm_op_loc(p2) : cm_loc_unknown(cm_op_context(op));
  if (!r2) {
    cm_diag_note(d, loc, " (block without parent)");
    return cm_diag_report(d);
  }
  unsigned index = 0;
  for (CmBlock *b = r2->first; b && b != b2; b = b->next)
    index++;
  const char *where;
  if (r1 == r2)
    where = " in the same region)";
  else if (region_is_proper_ancestor(r2, r1))
    where = " in a parent region)";
  else if (region_is_proper_ancestor(r1, r2))
    where = " in a child region)";
  else
    where = " neither in a parent nor in a child region)";
  cm_diag_note(d, loc, "operand defined as a block argument (block #%u%s",
               index, where);
  return cm_diag_report(d);
}

static CmResult verify_dominance(Verifier *v, CmOp *top) {
  size_t depth = v->walking.len;
  if (!depth)
    passed_clear(v);
  CmResult res = CM_SUCCESS;
  for (unsigned ri = 0; ri < cm_op_num_regions(top) && res == CM_SUCCESS;
       ri++) {
    CmRegion *r = &cm_op_regions(top)[ri];
    DomTree *t = get_domtree(v, r);
    bool ssa = region_has_ssa_dominance(r);
    for (CmBlock *b = r->first; b && res == CM_SUCCESS; b = b->next) {
      bool reachable = true;
      if (t) {
        int bi = dt_index(v, r, b);
        reachable = bi >= 0 && t->in[bi] >= 0;
      }
      if (ssa)
        CM_VEC_PUSH(v->walking, b);
      for (CmOp *o = b->first; o; o = cm_op_next(o)) {
        if (reachable)
          for (unsigned i = 0; i < cm_op_num_operands(o); i++)
            if (!value_properly_dominates(
                    v, cm_operand_value(&cm_op_operand_array(o)[i]), o)) {
              res = diagnose_dominance(o, i);
              break;
            }
        if (res != CM_SUCCESS)
          break;
        /* An IsolatedFromAbove op's inside is checked by verify_all. */
        if (cm_op_num_regions(o) &&
            !cm_op_has_trait(o, CM_TRAIT_ISOLATED_FROM_ABOVE)) {
          /* Only ops nested in o's regions query their trees: free them
           * when o is done. */
          size_t mark = v->built.len;
          res = verify_dominance(v, o);
          domtrees_release(v, mark);
          if (res != CM_SUCCESS)
            break;
        }
        if (ssa && cm_op_num_results(o))
          passed_add(v, o);
      }
      v->walking.len = depth;
    }
  }
  return res;
}

/* ------------------------------------------------------- parallel phase */

typedef struct {
  CmOp *op;
  uint64_t flags; /* ITEM_SYMUSES if its inside needs the symbol-use walk */
} Item;
typedef CM_VEC(Item) ItemVec;

static bool is_isolated(const CmOp *op) {
  return cm_op_has_trait(op, CM_TRAIT_ISOLATED_FROM_ABOVE);
}

/* The items under `op`: IsolatedFromAbove ops not nested in another one.
 * in_table: a symbol table inside the verified op (or the op itself) is
 * the nearest one around op's regions, so its symbol-use walk enters the
 * items found here (unless they are symbol tables themselves). */
static void collect_items(CmOp *op, bool in_table, ItemVec *items) {
  for (unsigned ri = 0; ri < cm_op_num_regions(op); ri++)
    for (CmBlock *b = cm_op_regions(op)[ri].first; b; b = b->next)
      for (CmOp *o = b->first; o; o = cm_op_next(o)) {
        if (!cm_op_num_regions(o))
          continue;
        bool table = cm_op_has_trait(o, CM_TRAIT_SYMBOL_TABLE);
        if (is_isolated(o)) {
          Item it = {o, in_table && !table ? ITEM_SYMUSES : 0};
          CM_VEC_PUSH(*items, it);
        } else {
          collect_items(o, in_table || table, items);
        }
      }
}

/* The sequential verifier over `op`, in upstream's order: the structure
 * of op and of everything nested in it except the IsolatedFromAbove ops
 * with regions (queued on v->pending instead), then the dominance of the
 * same part, then each queued op in turn, recursively.  With v->done set,
 * the items are neither entered nor queued: what remains is the rest. */
static CmResult verify_all(Verifier *v, CmOp *op) {
  size_t first = v->pending.len, trees = v->built.len;
  CmResult res = verify_op(v, op);
  if (res == CM_SUCCESS && cm_op_num_regions(op))
    res = verify_dominance(v, op);
  domtrees_release(v, trees);
  size_t end = v->pending.len; /* nested calls restore the length */
  for (size_t i = first; i < end && res == CM_SUCCESS; i++)
    res = verify_all(v, v->pending.data[i]);
  v->pending.len = first;
  return res;
}

typedef struct {
  CmContext *ctx;
  CmOp *top;
  const CmPtrMap *done; /* the items, for the rest's skipping */
  const Item *items;
  size_t n;
  atomic_size_t next;
  atomic_bool failed; /* an item failed or reported something */
  bool rest_clean;    /* the rest passed without reporting anything */
} ParVerify;

/* One call per thread.  The call with index 0 first verifies the rest
 * (everything but the items, skipping them), which is valid whenever the
 * items all pass; then every call verifies items until none is left or
 * one failed.  All state (verifiers, symbol cache sessions, diagnostic
 * captures) is the calling thread's own. */
static void par_verify_worker(size_t index, void *user) {
  ParVerify *job = user;
  Verifier w;
  verifier_init(&w, job->ctx);
  CmDiagCapture cap;
  cm_diag_capture_begin(&cap);
  cm_symbol_cache_begin();
  if (index == 0) {
    Verifier rest;
    verifier_init(&rest, job->ctx);
    rest.done = job->done;
    job->rest_clean = verify_all(&rest, job->top) == CM_SUCCESS && !cap.count;
    verifier_free(&rest);
    cap.count = 0;
  }
  while (!atomic_load_explicit(&job->failed, memory_order_relaxed)) {
    size_t i = atomic_fetch_add_explicit(&job->next, 1, memory_order_relaxed);
    if (i >= job->n)
      break;
    CmOp *item = job->items[i].op;
    CmResult res = CM_SUCCESS;
    if (job->items[i].flags & ITEM_SYMUSES)
      res = verify_symbol_uses(&w, item);
    if (res == CM_SUCCESS)
      res = verify_all(&w, item);
    if (res != CM_SUCCESS || cap.count) {
      atomic_store_explicit(&job->failed, true, memory_order_relaxed);
      break;
    }
  }
  cm_symbol_cache_end();
  cm_diag_capture_end(&cap);
  verifier_free(&w);
}

typedef enum {
  PAR_NOT_RUN,      /* sequential: threading off, one thread, < 2 items */
  PAR_ITEMS_FAILED, /* redo everything sequentially */
  PAR_REST_FAILED,  /* items passed; redo the rest (with `done`) */
  PAR_SUCCESS,      /* everything passed, nothing reported */
} ParOutcome;

/* The parallel phase over op's items (and, on one of the threads, the
 * rest).  Fills `done` with the items. */
static ParOutcome verify_parallel(CmOp *op, CmPtrMap *done) {
  CmContext *ctx = cm_op_context(op);
  unsigned nt = cm_hw_threads();
  if (!cm_context_threading(ctx) || nt < 2 || !cm_op_num_regions(op))
    return PAR_NOT_RUN;
  ItemVec items = {0};
  collect_items(op, cm_op_has_trait(op, CM_TRAIT_SYMBOL_TABLE), &items);
  ParOutcome out = PAR_NOT_RUN;
  if (items.len >= 2) {
    for (size_t i = 0; i < items.len; i++)
      cm_ptrmap_put(done, items.data[i].op, ITEM_DONE | items.data[i].flags);
    ParVerify job = {.ctx = ctx,
                     .top = op,
                     .done = done,
                     .items = items.data,
                     .n = items.len};
    atomic_init(&job.next, 0);
    atomic_init(&job.failed, false);
    cm_parallel_for(nt < items.len ? nt : items.len, 0, par_verify_worker,
                    &job);
    out = atomic_load(&job.failed) ? PAR_ITEMS_FAILED
          : job.rest_clean         ? PAR_SUCCESS
                                   : PAR_REST_FAILED;
  }
  CM_VEC_FREE(items);
  return out;
}

CmResult cm_verify(CmOp *op) {
  if (!op)
    return CM_FAILURE;
  /* Symbol lookups by the ops' verifiers (calls, get_global, ...) use a
   * per-table hash map for the duration of the verification. */
  cm_symbol_cache_begin();
  CmPtrMap done = {0};
  ParOutcome par = verify_parallel(op, &done);
  CmResult res = CM_SUCCESS;
  if (par != PAR_SUCCESS) {
    /* Sequential, reporting: everything, or only the rest when every item
     * passed silently (the same diagnostics as everything then). */
    Verifier v;
    verifier_init(&v, cm_op_context(op));
    if (par == PAR_REST_FAILED)
      v.done = &done;
    res = verify_all(&v, op);
    verifier_free(&v);
  }
  cm_symbol_cache_end();
  cm_ptrmap_free(&done);
  return res;
}
