/* rewrite.h - the rewrite layer of cmlir: patterns and pattern sets, the
 * pattern rewriter (with its listener), the greedy pattern driver with
 * folding (upstream applyPatternsAndFoldGreedily), and the dialect
 * conversion framework (conversion targets, type converters, conversion
 * patterns with rollback; upstream applyPartialConversion /
 * applyFullConversion / applyAnalysisConversion).
 *
 * A pattern is a plain record (CmPattern) naming its root op (or any op),
 * its benefit and a match-and-rewrite hook that receives the rewriter and
 * the pattern's `user` pointer.  Patterns are collected in a CmPatternSet;
 * ops contribute their canonicalization patterns through
 * CmOpDef.get_canonicalization_patterns.  All IR changes made by a pattern
 * go through the rewriter (cm_rewriter_*), never directly through the ir.h
 * mutators: the greedy driver keeps its worklist up to date from the
 * rewriter's notifications, and the conversion driver logs every change so
 * that a failed pattern can be undone completely.
 *
 * See docs/rewriting.md.
 */
#ifndef CMLIR_REWRITE_H
#define CMLIR_REWRITE_H

#include "cmlir/ods.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct CmRewriter CmRewriter;
typedef struct CmPattern CmPattern;
typedef struct CmPatternSet CmPatternSet;
typedef struct CmTypeConverter CmTypeConverter;
typedef struct CmSignatureConversion CmSignatureConversion;
typedef struct CmConversionTarget CmConversionTarget;

/* ======================================================================
 * pattern.c - patterns and pattern sets
 * ====================================================================== */
/* Match `op` and rewrite it through `rw`; CM_SUCCESS if the IR changed.
 * On failure the pattern must leave the IR untouched (the conversion
 * driver undoes what a failing conversion pattern did anyway). */
typedef CmResult (*CmMatchRewriteFn)(const CmPattern *pat, CmOp *op,
                                     CmRewriter *rw);
/* Conversion patterns: as above, with `operands` the op's operands
 * remapped to their replacements so far (converted to the pattern's type
 * converter's types when it has one). */
typedef CmResult (*CmConvertFn)(const CmPattern *pat, CmOp *op,
                                CmValue *const *operands, CmRewriter *rw);

struct CmPattern {
  const char *root;         /* root op name, NULL: any op */
  unsigned benefit;         /* higher is tried first (0..65535) */
  CmMatchRewriteFn match_and_rewrite; /* one of the two hooks */
  CmConvertFn convert;
  void *user;               /* handed back through pat->user */
  const char *label;        /* debug name (canonicalize's enable/disable) */
  const char *const *generated; /* NULL-terminated names of ops it may
                                   create, or NULL */
  const CmTypeConverter *type_converter; /* conversion patterns, or NULL */
  /* set by the pattern set */
  CmOpName *root_name_;
};

/* A pattern set: add patterns, then it is frozen (ordered per root op by
 * benefit, stably) on first use by a driver; adding after that re-freezes. */
CmPatternSet *cm_pattern_set_create(CmContext *ctx);
void cm_pattern_set_destroy(CmPatternSet *set);
CmContext *cm_pattern_set_context(const CmPatternSet *set);
/* Copies `p`; returns the stored copy. */
CmPattern *cm_pattern_set_add(CmPatternSet *set, const CmPattern *p);
/* Convenience: a pattern with only the common fields. */
CmPattern *cm_pattern_set_add_fn(CmPatternSet *set, const char *root,
                                 unsigned benefit, CmMatchRewriteFn fn,
                                 void *user);
/* A labelled match-and-rewrite function, for cm_pattern_set_add_list. */
typedef struct CmPatternEntry {
  CmMatchRewriteFn fn;
  const char *label;
} CmPatternEntry;
/* Adds one pattern per entry, all rooted at `root` with `benefit`, in
 * order (the order upstream's results.add<A, B, ...> lists them). */
void cm_pattern_set_add_list(CmPatternSet *set, const char *root,
                             unsigned benefit, unsigned n,
                             const CmPatternEntry *entries);
/* Defines `void fn(CmPatternSet *, CmContext *)`, a
 * CmOpDef.get_canonicalization_patterns hook adding `entries` (a static
 * array of CmPatternEntry) rooted at `root` with benefit 1. */
#define CM_CANONICALIZATION_HOOK(fn, root, entries)                            \
  void fn(CmPatternSet *set, CmContext *ctx) {                                 \
    (void)ctx;                                                                 \
    cm_pattern_set_add_list(set, root, 1,                                      \
                            (unsigned)(sizeof(entries) / sizeof((entries)[0])), \
                            entries);                                          \
  }
size_t cm_pattern_set_size(const CmPatternSet *set);
/* Orders the patterns now (drivers do it on first use; thread-safe). */
void cm_pattern_set_freeze(CmPatternSet *set);
/* Filters by label as canonicalize's disable-patterns / enable-patterns:
 * patterns whose label is in `disabled` are dropped; when `enabled` is
 * non-empty only patterns whose label is listed are kept. */
void cm_pattern_set_filter(CmPatternSet *set, unsigned num_disabled,
                           const char *const *disabled, unsigned num_enabled,
                           const char *const *enabled);
/* The patterns that may match `op` in application order (the op's own
 * patterns and any-op patterns, by decreasing benefit); valid until the set
 * changes. */
const CmPattern *const *cm_pattern_set_for_op(CmPatternSet *set,
                                              const CmOp *op, size_t *n);
/* Adds the canonicalization patterns of every registered op of the context
 * (CmOpDef.get_canonicalization_patterns), as upstream's canonicalize. */
void cm_pattern_set_add_canonicalizations(CmPatternSet *set);
/* Adds those of one op definition. */
void cm_pattern_set_add_op_canonicalizations(CmPatternSet *set,
                                             const CmOpDef *def);

/* ======================================================================
 * rewriter.c - the pattern rewriter
 * ====================================================================== */
/* Notifications (each optional).  `op_replaced` comes before the uses are
 * rewritten, `op_erased` before an op is erased (for every erased root, not
 * its nested ops), `op_modified` after an in-place update is finalized,
 * `op_inserted` after an op (created or moved) is put in the IR. */
typedef struct CmRewriteListener {
  void (*op_inserted)(void *user, CmOp *op);
  void (*op_replaced)(void *user, CmOp *op, unsigned n,
                      CmValue *const *values);
  void (*op_erased)(void *user, CmOp *op);
  void (*op_modified)(void *user, CmOp *op);
  void (*block_erased)(void *user, CmBlock *block);
  void *user;
} CmRewriteListener;

typedef struct CmRewriterImpl_ CmRewriterImpl_; /* private */
struct CmRewriter {
  CmContext *ctx;
  CmBuilder b; /* the insertion point; set with cm_rewriter_set_* */
  const CmRewriteListener *listener; /* may be NULL */
  const CmRewriterImpl_ *impl_;      /* private: driver overrides */
  void *state_;                      /* private: driver state */
};

/* A rewriter that applies changes at once and notifies `listener`. */
void cm_rewriter_init(CmRewriter *rw, CmContext *ctx,
                      const CmRewriteListener *listener);
/* Insertion point (as CmBuilder). */
void cm_rewriter_set_before(CmRewriter *rw, CmOp *op);
void cm_rewriter_set_after(CmRewriter *rw, CmOp *op);
void cm_rewriter_set_to_start(CmRewriter *rw, CmBlock *block);
void cm_rewriter_set_to_end(CmRewriter *rw, CmBlock *block);
/* Creating ops at the insertion point. */
CmOp *cm_rewriter_insert(CmRewriter *rw, CmOp *op); /* a detached op */
/* Consumes `state` (its vectors are freed; cm_op_state_free after it is
 * harmless). */
CmOp *cm_rewriter_create(CmRewriter *rw, CmOpState *state);
CmOp *cm_rewriter_create_v(CmRewriter *rw, const char *name, CmLoc *loc,
                           unsigned num_results, CmType *const *result_types,
                           unsigned num_operands, CmValue *const *operands,
                           CmAttr *attrs);
/* Clones `op` (deeply) and inserts the clone at the insertion point. */
CmOp *cm_rewriter_clone(CmRewriter *rw, CmOp *op);
/* Replaces every result of `op` by values[i] (n == number of results; a
 * NULL value only for an unused result) and erases `op`. */
void cm_rewriter_replace_op(CmRewriter *rw, CmOp *op, unsigned n,
                            CmValue *const *values);
/* Inserts `new_op` (detached) before `op` and replaces `op` by its
 * results. */
CmOp *cm_rewriter_replace_op_with_op(CmRewriter *rw, CmOp *op, CmOp *new_op);
/* Creates the op of `state` (consumed) before `op` and replaces `op` with
 * it. */
CmOp *cm_rewriter_replace_op_with_new(CmRewriter *rw, CmOp *op,
                                      CmOpState *state);
/* Erases an op whose results are unused. */
void cm_rewriter_erase_op(CmRewriter *rw, CmOp *op);
/* Erases a block (its ops' results must be unused outside it). */
void cm_rewriter_erase_block(CmRewriter *rw, CmBlock *block);
/* In-place updates: bracket changes of an op's operands, attributes,
 * successors or location with start and finalize (or cancel, which in a
 * conversion restores the op as it was at start). */
void cm_rewriter_start_update(CmRewriter *rw, CmOp *op);
void cm_rewriter_finalize_update(CmRewriter *rw, CmOp *op);
void cm_rewriter_cancel_update(CmRewriter *rw, CmOp *op);
/* Replaces the uses of `from` by `to` inside in-place updates of their
 * users. */
void cm_rewriter_replace_all_uses(CmRewriter *rw, CmValue *from, CmValue *to);
/* Creates a block before `before` in `region` (NULL: at the end) and sets
 * the insertion point to its end. */
CmBlock *cm_rewriter_create_block(CmRewriter *rw, CmRegion *region,
                                  CmBlock *before, unsigned nargs,
                                  CmType *const *types, CmLoc *const *locs);
/* Moves the ops of `src` to the end of `dest`, replacing src's arguments
 * by `args` (as many as src has), and erases `src`. */
void cm_rewriter_merge_blocks(CmRewriter *rw, CmBlock *src, CmBlock *dest,
                              unsigned nargs, CmValue *const *args);
/* The same, with the ops moved before `op`. */
void cm_rewriter_merge_block_before(CmRewriter *rw, CmBlock *src, CmOp *op,
                                    unsigned nargs, CmValue *const *args);
/* Splits `block` before `op`: `op` and the ops after it go to a new block
 * right after `block`, which is returned. */
CmBlock *cm_rewriter_split_block(CmRewriter *rw, CmBlock *block, CmOp *op);
/* Moves the blocks of `region` before `before` in `parent` (NULL: end). */
void cm_rewriter_inline_region_before(CmRewriter *rw, CmRegion *region,
                                      CmRegion *parent, CmBlock *before);
/* Clones the blocks of `region` before `before` in `parent` (NULL: end);
 * `map` (may be NULL) maps values and blocks of `region` and outer values
 * to use instead; it receives the mapping of the clone. */
void cm_rewriter_clone_region_before(CmRewriter *rw, CmRegion *region,
                                     CmRegion *parent, CmBlock *before,
                                     CmPtrMap *map);
/* Reports why a match failed (debug aid); returns CM_FAILURE. */
CmResult cm_rewriter_match_failure(CmRewriter *rw, CmOp *op, const char *msg);

/* ======================================================================
 * greedy.c - the greedy pattern driver with folding
 * ====================================================================== */
typedef struct CmGreedyConfig {
  bool top_down;           /* seed the worklist in pre-order (default) */
  bool region_simplify;    /* erase unreachable blocks, region DCE (default) */
  unsigned max_iterations; /* default 10; 0: no limit */
} CmGreedyConfig;
void cm_greedy_config_init(CmGreedyConfig *c);
/* Applies `patterns` and folding to the ops nested in `regions` until
 * nothing changes or max_iterations rounds have run.  CM_SUCCESS if it
 * converged (upstream's result; the IR is changed either way). */
CmResult cm_apply_patterns_greedily(CmRegion *const *regions, unsigned n,
                                    CmPatternSet *patterns,
                                    const CmGreedyConfig *config);
/* The same over the regions of `op`. */
CmResult cm_apply_patterns_greedily_op(CmOp *op, CmPatternSet *patterns,
                                       const CmGreedyConfig *config);
/* Applies patterns and folding to `op` only (upstream
 * applyOpPatternsAndFold); *erased tells whether `op` is gone. */
CmResult cm_apply_op_patterns_and_fold(CmOp *op, CmPatternSet *patterns,
                                       bool *erased);
/* Upstream applyOpPatternsAndFold(ops, patterns, strict): a worklist
 * seeded with `ops` (the last processed first); each op popped is erased
 * when trivially dead, else folded, else rewritten by `patterns`.  With
 * `strict`, only those ops and the ops the rewrites insert are ever
 * processed.  CM_SUCCESS if anything changed. */
CmResult cm_apply_op_patterns_and_fold_list(CmOp *const *ops, size_t n,
                                            CmPatternSet *patterns,
                                            bool strict);
/* The operation folder's constants on their own (upstream
 * OperationFolder::getOrCreateConstant): a constant of `value` and `type`
 * built by dialect `d` at the start of the entry block of the insertion
 * region of `block` (the nearest region whose parent op is isolated from
 * above, unregistered or top-level), one per (region, dialect, value,
 * type) for the folder's lifetime; NULL if `d` cannot materialize it. */
typedef struct CmFolder CmFolder;
CmFolder *cm_folder_create(CmContext *ctx);
void cm_folder_destroy(CmFolder *f);
CmValue *cm_folder_get_or_create_constant(CmFolder *f, CmBlock *block,
                                          CmDialect *d, CmAttr *value,
                                          CmType *type, CmLoc *loc);
/* Upstream's isOpTriviallyDead: unused results, no side effects other
 * than reads and allocations of its own results, not a terminator. */
bool cm_op_is_trivially_dead(CmOp *op);
bool cm_op_would_be_trivially_dead(CmOp *op);
/* Region simplification as canonicalize does it: unreachable blocks are
 * erased, dead ops and block arguments removed.  CM_SUCCESS if anything
 * changed. */
CmResult cm_simplify_regions(CmRewriter *rw, CmRegion *const *regions,
                             unsigned n);

/* ======================================================================
 * conversion.c - dialect conversion
 * ====================================================================== */
/* --- type converter ---------------------------------------------------- */
/* A conversion callback: CM_SUCCESS with types appended to `out` (none:
 * the type is dropped), CM_FAILURE: the type cannot be converted, or
 * CM_CONV_NEXT: not handled here, try the next callback. */
#define CM_CONV_NEXT ((CmResult)2)
typedef CmResult (*CmTypeConvertFn)(const CmTypeConverter *tc, CmType *t,
                                    CmTypeVec *out, void *user);
/* A materialization: build (at the builder's insertion point) a value of
 * `type` from `inputs`, or return NULL. */
typedef CmValue *(*CmMaterializeFn)(const CmTypeConverter *tc, CmBuilder *b,
                                    CmType *type, unsigned n,
                                    CmValue *const *inputs, CmLoc *loc,
                                    void *user);
CmTypeConverter *cm_type_converter_create(CmContext *ctx);
void cm_type_converter_destroy(CmTypeConverter *tc);
/* Callbacks are tried last-added first. */
void cm_type_converter_add_conversion(CmTypeConverter *tc, CmTypeConvertFn fn,
                                      void *user);
void cm_type_converter_add_source_materialization(CmTypeConverter *tc,
                                                  CmMaterializeFn fn,
                                                  void *user);
void cm_type_converter_add_target_materialization(CmTypeConverter *tc,
                                                  CmMaterializeFn fn,
                                                  void *user);
void cm_type_converter_add_argument_materialization(CmTypeConverter *tc,
                                                    CmMaterializeFn fn,
                                                    void *user);
/* Materializations with `unrealized_conversion_cast` (what an empty
 * converter does too when no callback gives a value). */
void cm_type_converter_add_cast_materializations(CmTypeConverter *tc);
/* Converts `t` (cached 1:1 results); appends to `out`. */
CmResult cm_type_converter_convert(const CmTypeConverter *tc, CmType *t,
                                   CmTypeVec *out);
/* 1:1 conversion, NULL if not exactly one type results. */
CmType *cm_type_converter_convert_type(const CmTypeConverter *tc, CmType *t);
bool cm_type_converter_is_legal(const CmTypeConverter *tc, CmType *t);
/* All operand and result types legal, and for function-like ops the
 * signature (`type` attribute) and region argument types too. */
bool cm_type_converter_is_legal_op(const CmTypeConverter *tc, CmOp *op);
bool cm_type_converter_is_signature_legal(const CmTypeConverter *tc,
                                          CmType *fn_type);
CmValue *cm_type_converter_materialize_source(const CmTypeConverter *tc,
                                              CmBuilder *b, CmType *type,
                                              unsigned n,
                                              CmValue *const *inputs,
                                              CmLoc *loc);
CmValue *cm_type_converter_materialize_target(const CmTypeConverter *tc,
                                              CmBuilder *b, CmType *type,
                                              unsigned n,
                                              CmValue *const *inputs,
                                              CmLoc *loc);
/* From now on a conversion using `tc` fails a pattern whose operand would
 * need a target materialization of a settled value: an entry block
 * argument left unconverted or the result of an op the driver already
 * tried and left as it was (a value of an op not tried yet still gets its cast, folded once
 * that op converts).  What MLIR 13's -convert-std-to-llvm gets from its
 * materialization casts, which its cast pattern folds back and which then
 * cannot legalize. */
void cm_type_converter_fail_target_materializations(CmTypeConverter *tc);
bool cm_type_converter_target_materializations_fail(const CmTypeConverter *tc);
CmValue *cm_type_converter_materialize_argument(const CmTypeConverter *tc,
                                                CmBuilder *b, CmType *type,
                                                unsigned n,
                                                CmValue *const *inputs,
                                                CmLoc *loc);

/* --- signature conversion ---------------------------------------------- */
/* Maps each original argument to a range of new inputs (or to a
 * replacement value), upstream's TypeConverter::SignatureConversion. */
CmSignatureConversion *cm_signature_conversion_create(unsigned num_orig);
void cm_signature_conversion_destroy(CmSignatureConversion *sc);
/* Original argument `i` becomes `n` new inputs of these types. */
void cm_signature_conversion_add_inputs(CmSignatureConversion *sc, unsigned i,
                                        unsigned n, CmType *const *types);
/* Original argument `i` is dropped and replaced by `value`. */
void cm_signature_conversion_remap_value(CmSignatureConversion *sc,
                                         unsigned i, CmValue *value);
unsigned cm_signature_conversion_num_inputs(const CmSignatureConversion *sc);
CmType *const *cm_signature_conversion_inputs(const CmSignatureConversion *sc);
/* Fills `sc` by converting each of the `n` types with `tc`. */
CmResult cm_type_converter_convert_signature(const CmTypeConverter *tc,
                                             unsigned n, CmType *const *types,
                                             CmSignatureConversion *sc);

/* --- conversion target --------------------------------------------------- */
typedef enum {
  CM_LEGAL_UNKNOWN,
  CM_LEGAL_LEGAL,
  CM_LEGAL_DYNAMIC,
  CM_LEGAL_ILLEGAL
} CmLegality;
/* For dynamically legal ops: true if `op` is legal. */
typedef bool (*CmLegalityFn)(CmOp *op, void *user);
CmConversionTarget *cm_conversion_target_create(CmContext *ctx);
void cm_conversion_target_destroy(CmConversionTarget *t);
void cm_target_add_legal_op(CmConversionTarget *t, const char *name);
void cm_target_add_illegal_op(CmConversionTarget *t, const char *name);
void cm_target_add_dynamic_op(CmConversionTarget *t, const char *name,
                              CmLegalityFn fn, void *user);
void cm_target_add_legal_dialect(CmConversionTarget *t, const char *dialect);
void cm_target_add_illegal_dialect(CmConversionTarget *t, const char *dialect);
void cm_target_add_dynamic_dialect(CmConversionTarget *t, const char *dialect,
                                   CmLegalityFn fn, void *user);
/* Legal ops whose nested ops are legal too (not visited). */
void cm_target_mark_op_recursively_legal(CmConversionTarget *t,
                                         const char *name, CmLegalityFn fn,
                                         void *user);
/* Ops neither named nor in a named dialect: legal through `fn` (NULL
 * clears it: unknown ops have no legality). */
void cm_target_mark_unknown_legal(CmConversionTarget *t, CmLegalityFn fn,
                                  void *user);
CmLegality cm_target_legality(const CmConversionTarget *t, CmOp *op);
/* Legal now (dynamic callbacks evaluated); *recursive for recursively
 * legal ops.  False for illegal and unknown ops. */
bool cm_target_is_legal(const CmConversionTarget *t, CmOp *op,
                        bool *recursive);

/* --- drivers ----------------------------------------------------------- */
/* Partial: illegal ops must be converted, unknown ones may stay.  Full:
 * every op must end legal.  Analysis: nothing changes in the IR; the ops
 * that could be legalized are added to `legalizable` (a set: key op,
 * value 1).  Failure is reported with upstream's diagnostics
 * ("failed to legalize operation '...'") and leaves the IR as it was. */
CmResult cm_apply_partial_conversion(CmOp *root, const CmConversionTarget *t,
                                     CmPatternSet *patterns);
CmResult cm_apply_full_conversion(CmOp *root, const CmConversionTarget *t,
                                  CmPatternSet *patterns);
CmResult cm_apply_analysis_conversion(CmOp *root, const CmConversionTarget *t,
                                      CmPatternSet *patterns,
                                      CmPtrMap *legalizable);
/* The same without a rollback log, for pattern sets whose patterns either
 * fail before changing the IR or succeed (docs/rewriting.md, "Without
 * rollback"): replacements and erasures apply at once, block signatures
 * are converted in place; the output is the one of the drivers above.  A
 * pattern that fails after changing the IR (or whose new ops cannot be
 * legalized) stops the conversion with an error naming it, and a failed
 * conversion leaves the IR changed (valid, partly converted). */
CmResult cm_apply_partial_conversion_no_rollback(CmOp *root,
                                                 const CmConversionTarget *t,
                                                 CmPatternSet *patterns);
CmResult cm_apply_full_conversion_no_rollback(CmOp *root,
                                              const CmConversionTarget *t,
                                              CmPatternSet *patterns);

/* --- inside conversion patterns ------------------------------------------ */
/* The replacement of `v` so far (itself if none). */
CmValue *cm_rewriter_remapped_value(CmRewriter *rw, CmValue *v);
/* Converts the argument types of the entry block of `region` with `sc`
 * (the block is replaced by one with the new arguments; old arguments map
 * to the new ones or to argument materializations).  Returns the new
 * entry block or NULL. */
CmBlock *cm_rewriter_apply_signature_conversion(CmRewriter *rw,
                                                CmRegion *region,
                                                CmSignatureConversion *sc);
/* Converts the argument types of every block of `region` with `tc` (the
 * entry block with `entry_conv` if given).  Returns the new entry block, or
 * NULL on failure. */
CmBlock *cm_rewriter_convert_region_types(CmRewriter *rw, CmRegion *region,
                                          const CmTypeConverter *tc,
                                          CmSignatureConversion *entry_conv);
/* Converts the argument types of one block with `tc` (the arguments take
 * the location of the op owning its region, as in MLIR 13, where a block
 * a pattern moves into a region with a type converter is converted so).
 * Returns the block replacing it, or NULL. */
CmBlock *cm_rewriter_convert_block_types(CmRewriter *rw, CmBlock *block,
                                         const CmTypeConverter *tc);
/* A pattern converting the signature of function-like ops named
 * `func_name` ("func") with `tc`: the `type` attribute and the
 * body's argument types (upstream populateFuncOpTypeConversionPattern). */
void cm_populate_func_signature_conversion(CmPatternSet *set,
                                          const char *func_name,
                                          const CmTypeConverter *tc);

#ifdef __cplusplus
}
#endif
#endif /* CMLIR_REWRITE_H */
