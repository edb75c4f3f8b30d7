/* pass.h - the pass infrastructure of cmlir (upstream MLIR 13's Pass,
 * PassManager / OpPassManager, PassRegistry, the textual pipeline parser,
 * analyses and pass instrumentation), and the generic passes of
 * lib/transforms/.
 *
 * A pass is described by a static CmPassDef (name, flag, options, anchor,
 * hooks) and registered once with cm_pass_register(); from then on it can
 * be named in a textual pipeline, on cmlir-opt's command line (`-cse`,
 * `-canonicalize='top-down=false'`) and shows in `cmlir-opt --help`.
 *
 * Example (an op-agnostic pass with one option):
 *
 *   static const CmPassOptionDef my_opts[] = {
 *       {"max-iterations", CM_PASS_OPT_UINT, false, "10",
 *        "Maximum number of iterations"}};
 *   static CmResult my_run(CmPassRun *r, CmOp *op) {
 *     const CmPass *pass = cm_pass_run_pass(r);
 *     uint64_t n = cm_pass_option_uint(pass, "max-iterations");
 *     ...
 *     if (bad)
 *       return cm_op_emit_error(op, "...");  // the pass fails
 *     cm_pass_run_mark_all_preserved(r);       // nothing changed
 *     return CM_SUCCESS;
 *   }
 *   const CmPassDef cm_pass_my = {
 *       .argument = "my-pass", .name = "MyPass",
 *       .description = "Does things",
 *       .anchor = NULL,                 // any op; "builtin.func", ...
 *       CM_PASS_OPTIONS(my_opts), .run = my_run};
 *   // once, e.g. in cm_register_all_passes (lib/transforms/passes.c):
 *   cm_pass_register(&cm_pass_my);
 *
 * Threads: a pass instance is shared by all the threads of a pipeline run.
 * Its `run` hook may be called concurrently on different (isolated from
 * above) ops, so it keeps per-run state in locals or in the CmPassRun, and
 * treats the instance (options, data made by `initialize`) as read-only.
 * Statistics are atomic.
 */
#ifndef CMLIR_PASS_H
#define CMLIR_PASS_H

#include "cmlir/asm.h"

#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct CmPass CmPass;               /* a pass in a pipeline */
typedef struct CmPassDef CmPassDef;         /* what a pass is (static) */
typedef struct CmPassRun CmPassRun;         /* one run of a pass on one op */
typedef struct CmPassManager CmPassManager; /* upstream's OpPassManager */
typedef struct CmAnalysisDef CmAnalysisDef;

/* ======================================================================
 * pass.c - pass definitions, instances and their options
 * ====================================================================== */

/* Option kinds, as upstream's Pass::Option<T> / ListOption<T>. */
typedef enum CmPassOptionKind {
  CM_PASS_OPT_BOOL,   /* bool; a bare `name` means true */
  CM_PASS_OPT_INT,    /* int64 ("<int>" / "<long>" in --help) */
  CM_PASS_OPT_UINT,   /* uint64 ("<uint>" / "<ulong>") */
  CM_PASS_OPT_STRING, /* text; may be a {...}-braced nested pipeline */
} CmPassOptionKind;

typedef struct CmPassOptionDef {
  const char *name; /* "top-down" */
  CmPassOptionKind kind;
  bool list;                 /* a list option: `name=a,b,c` */
  const char *default_value; /* textual default, NULL for none */
  const char *description;
  /* --help's value name ("int", "long", "uint", "ulong", "string");
   * NULL: from the kind (int, uint, string). */
  const char *value_name;
} CmPassOptionDef;

typedef struct CmPassStatisticDef {
  const char *name;        /* "num-cse'd" */
  const char *description; /* "Number of operations CSE'd" */
} CmPassStatisticDef;

struct CmPassDef {
  const char *argument;    /* the flag / pipeline name: "cse" */
  const char *name;        /* the display name: "CSE" (IR dumps, timing) */
  const char *description; /* one line for --help */
  /* The op the pass runs on ("builtin.module", "builtin.func", ...), or
   * NULL for an op-agnostic pass (upstream OperationPass<>). */
  const char *anchor;
  const CmPassOptionDef *options;
  unsigned num_options;
  const CmPassStatisticDef *statistics;
  unsigned num_statistics;
  /* Registers the dialects whose ops or attributes the pass creates
   * (upstream getDependentDialects); called on the context before the
   * pipeline runs.  Optional. */
  void (*dependent_dialects)(CmContext *ctx);
  /* Called once per context before the first run, after the options are
   * parsed (upstream Pass::initialize); may build read-only data and store
   * it with cm_pass_set_data.  Optional.  A failure (diagnostic emitted)
   * fails the pipeline. */
  CmResult (*initialize)(CmPass *pass, CmContext *ctx);
  /* Frees what initialize stored (cm_pass_data); called before a second
   * initialize and when the instance is destroyed.  Optional. */
  void (*destroy)(CmPass *pass);
  /* The transformation.  Return CM_FAILURE to signal a pass failure
   * (upstream signalPassFailure), after emitting a diagnostic.  Unless the
   * run marks analyses preserved (cm_pass_run_preserve...), every cached
   * analysis of `op` and its nested ops is dropped after it. */
  CmResult (*run)(CmPassRun *run, CmOp *op);
  /* Optional: whether the pass can run on `op` (an op-agnostic pass that
   * needs e.g. a symbol table).  NULL: any op matching the anchor. */
  bool (*can_schedule_on)(const CmPass *pass, CmOp *op);
};

#define CM_PASS_OPTIONS(a)                                                     \
  .options = (a), .num_options = (unsigned)(sizeof(a) / sizeof((a)[0]))
#define CM_PASS_STATISTICS(a)                                                  \
  .statistics = (a), .num_statistics = (unsigned)(sizeof(a) / sizeof((a)[0]))

/* Creates an instance with options parsed from `options` (the text inside
 * `{...}` of a pipeline or after `=` on the command line: `a=1 b=x,y`;
 * NULL or "" for the defaults).  On a bad option returns NULL and writes
 * upstream's message to `err` (e.g. "<Pass-Options-Parser>: no such option
 * foo\n"). */
CmPass *cm_pass_create(const CmPassDef *def, const char *options, CmBuf *err);
void cm_pass_destroy(CmPass *pass);
const CmPassDef *cm_pass_def(const CmPass *pass);
/* Option values (the default when not given).  `name` must be an option of
 * the pass's definition of the right kind (asserted). */
bool cm_pass_option_bool(const CmPass *pass, const char *name);
int64_t cm_pass_option_int(const CmPass *pass, const char *name);
uint64_t cm_pass_option_uint(const CmPass *pass, const char *name);
const char *cm_pass_option_string(const CmPass *pass, const char *name);
/* Whether the option was given explicitly. */
bool cm_pass_option_is_set(const CmPass *pass, const char *name);
/* List options: the number of values and value i (as text; integer lists
 * also through _int/_uint). */
size_t cm_pass_option_list_len(const CmPass *pass, const char *name);
const char *cm_pass_option_list_str(const CmPass *pass, const char *name,
                                    size_t i);
int64_t cm_pass_option_list_int(const CmPass *pass, const char *name,
                                size_t i);
/* The pass's data (set by its initialize hook). */
void *cm_pass_data(const CmPass *pass);
void cm_pass_set_data(CmPass *pass, void *data);
/* Prints `argument{opt=value ...}` as upstream's printAsTextualPipeline
 * (only the options that were given). */
void cm_pass_print(const CmPass *pass, CmBuf *out);
/* Statistics: adds `n` to statistic `index` of the definition (atomic). */
void cm_pass_stat_add(const CmPass *pass, unsigned index, uint64_t n);
uint64_t cm_pass_stat_get(const CmPass *pass, unsigned index);

/* The program name in llvm::cl-style option messages ("cmlir-opt: for the
 * --top-down option: ..."); cm_opt_main sets it. */
void cm_pass_set_program_name(const char *name);

/* ---- during a run (the CmPassRun given to the run hook) ---- */
const CmPass *cm_pass_run_pass(const CmPassRun *run);
CmContext *cm_pass_run_context(const CmPassRun *run);
/* Keep all cached analyses (nothing the pass did invalidates them; upstream
 * markAllAnalysesPreserved), or one of them. */
void cm_pass_run_mark_all_preserved(CmPassRun *run);
void cm_pass_run_preserve(CmPassRun *run, const CmAnalysisDef *analysis);
/* Runs a pipeline on `op` (an op nested in the run's op, or the op itself)
 * from within a pass (upstream Pass::runPipeline; the inliner's). */
CmResult cm_pass_run_pipeline(CmPassRun *run, CmPassManager *pm, CmOp *op);
/* Runs a pipeline on each of `ops` (ops isolated from above, nested in the
 * run's op, none inside another), as a pass adaptor does: in parallel with
 * threading on (diagnostics reported in the order of `ops`); on failure
 * the ops not yet started are left alone. */
CmResult cm_pass_run_pipeline_each(CmPassRun *run, CmPassManager *pm,
                                   CmOp *const *ops, size_t n);

/* ======================================================================
 * analysis.c - analyses, cached per op and invalidated after passes
 * ====================================================================== */
struct CmAnalysisDef {
  const char *name; /* "DominanceInfo" (timing shows "(A) DominanceInfo") */
  void *(*create)(CmOp *op);
  void (*destroy)(void *analysis);
};
/* The analysis of the run's op, computed on first use and cached until a
 * pass that does not preserve it runs on the op (or an ancestor). */
void *cm_pass_run_get_analysis(CmPassRun *run, const CmAnalysisDef *def);
/* The same for an op nested in the run's op (child analysis). */
void *cm_pass_run_get_child_analysis(CmPassRun *run, CmOp *child,
                                     const CmAnalysisDef *def);
/* The cached analysis or NULL (never computes). */
void *cm_pass_run_get_cached_analysis(CmPassRun *run,
                                      const CmAnalysisDef *def);

/* ======================================================================
 * dominance.c - dominator trees of the regions nested in an op (upstream
 * DominanceInfo), built per region on first use
 * ====================================================================== */
typedef struct CmDominance CmDominance;
/* The analysis ("DominanceInfo"); its value is a CmDominance *. */
extern const CmAnalysisDef cm_dominance_analysis;
CmDominance *cm_dominance_create(CmOp *op);
void cm_dominance_destroy(CmDominance *d);
/* Whether `b` is reachable from the entry of its region. */
bool cm_dominance_reachable(CmDominance *d, CmBlock *b);
/* The immediate dominator (NULL for the entry and unreachable blocks). */
CmBlock *cm_dominance_idom(CmDominance *d, CmBlock *b);
/* The children of `b` in the dominator tree, in reverse post-order. */
size_t cm_dominance_num_children(CmDominance *d, CmBlock *b);
CmBlock *cm_dominance_child(CmDominance *d, CmBlock *b, size_t i);
bool cm_dominance_block_dominates(CmDominance *d, CmBlock *a, CmBlock *b);
/* Whether a region has SSA dominance: not a graph region, and its op is
 * registered (upstream's hasSSADominance). */
bool cm_region_has_ssa_dominance(CmRegion *r);

/* ======================================================================
 * registry.c - the global pass registry
 * Registration is idempotent and thread-safe; registered definitions must
 * outlive the process's use of them (static storage).
 * ====================================================================== */
void cm_pass_register(const CmPassDef *def);

/* Global flags of test passes (upstream's cl::opt / cl::list declared in a
 * test pass's file, e.g. -compose-maps or -vector-shape-ratio 4):
 * cmlir-opt accepts `-name`, `-name=value` and, for lists, `-name value`;
 * list values accumulate over occurrences (one integer each).  Registered once
 * (lib/transforms/passes.c), set while parsing the command line, read by
 * the passes (lib/pass/global_flags.c). */
#define CM_GLOBAL_FLAG_MAX_VALUES 16
typedef enum CmGlobalFlagKind {
  CM_GLOBAL_FLAG_BOOL,
  CM_GLOBAL_FLAG_INT_LIST,
} CmGlobalFlagKind;
typedef struct CmGlobalFlag {
  const char *name;
  CmGlobalFlagKind kind;
  bool on;                                    /* BOOL */
  int64_t values[CM_GLOBAL_FLAG_MAX_VALUES];  /* INT_LIST */
  size_t len;
} CmGlobalFlag;
void cm_global_flag_register(CmGlobalFlag *f);
CmGlobalFlag *cm_global_flag_lookup(const char *name, size_t len);
/* false: `value` is not a boolean / integer (list), or too many values */
bool cm_global_flag_set(CmGlobalFlag *f, const char *value);
const CmPassDef *cm_pass_lookup(const char *argument, size_t len);
/* Every registered pass, sorted by argument. */
size_t cm_pass_registry_count(void);
const CmPassDef *cm_pass_registry_at(size_t i);

/* Registered pass pipelines (upstream PassPipelineRegistration): a name
 * that expands to passes.  `build` adds them to `pm` and may read the
 * options of `opts` (an instance of the pipeline's option-holder pass). */
typedef struct CmPassPipelineDef {
  const char *argument;
  const char *description;
  const CmPassOptionDef *options;
  unsigned num_options;
  CmResult (*build)(CmPassManager *pm, const CmPass *opts, CmBuf *err);
} CmPassPipelineDef;
void cm_pass_pipeline_register(const CmPassPipelineDef *def);
const CmPassPipelineDef *cm_pass_pipeline_lookup(const char *argument,
                                                 size_t len);
size_t cm_pass_pipeline_registry_count(void);
const CmPassPipelineDef *cm_pass_pipeline_registry_at(size_t i);
/* --help's pass listing ("Passes:", each pass with its options, "Pass
 * Pipelines:") at `indent`, descriptions at the column of llvm::cl's
 * global width `width`; cm_pass_registry_help_width is the width the
 * registered passes need (upstream PassNameParser::getOptionWidth). */
void cm_pass_registry_print_help(FILE *out, unsigned indent, unsigned width);
unsigned cm_pass_registry_help_width(void);
/* One pass-like --help line ("--<argument>", "-   ", description). */
void cm_pass_help_entry(FILE *out, unsigned indent, unsigned width,
                        const char *argument, const char *desc);

/* ======================================================================
 * pass_manager.c - pass managers
 * A pass manager runs its passes in order on ops named `anchor`.  Nested
 * managers (cm_pass_manager_nest) run on the ops of that name directly
 * inside the regions of the op the outer manager runs on - in parallel
 * when the context's threading is on (the ops must be isolated from
 * above), with the output of a sequential run.
 * ====================================================================== */
typedef enum {
  CM_NESTING_EXPLICIT, /* adding a pass anchored elsewhere is an error */
  CM_NESTING_IMPLICIT, /* ... nests a manager for its anchor (mlir-opt) */
} CmPassNesting;

/* `anchor` is the op name ("builtin.module"). */
CmPassManager *cm_pass_manager_create(CmContext *ctx, const char *anchor,
                                      CmPassNesting nesting);
void cm_pass_manager_destroy(CmPassManager *pm); /* top-level only */
const char *cm_pass_manager_anchor(const CmPassManager *pm);
CmContext *cm_pass_manager_context(const CmPassManager *pm);
/* The manager nested for `op_name` (created, or the last one if it is the
 * last element of the pipeline, as upstream merges adjacent ones). */
CmPassManager *cm_pass_manager_nest(CmPassManager *pm, const char *op_name);
/* Adds a pass (the manager takes it).  A pass anchored on another op is
 * nested implicitly (CM_NESTING_IMPLICIT) or reported: returns
 * CM_FAILURE with upstream's error on the context ("Can't add pass ...
 * did you intend to nest?"). */
CmResult cm_pass_manager_add(CmPassManager *pm, CmPass *pass);
/* Creates and adds the registered pass `argument` with `options`;
 * errors as cm_pass_create / cm_pass_manager_add. */
CmResult cm_pass_manager_add_by_name(CmPassManager *pm, const char *argument,
                                     const char *options, CmBuf *err);
/* Adds a registered pass pipeline with its options text. */
CmResult cm_pass_manager_add_pipeline(CmPassManager *pm,
                                      const CmPassPipelineDef *def,
                                      const char *options, CmBuf *err);
void cm_pass_manager_set_nesting(CmPassManager *pm, CmPassNesting nesting);
size_t cm_pass_manager_size(const CmPassManager *pm);
/* Element i: a pass, or (pass NULL) a nested manager. */
CmPass *cm_pass_manager_pass_at(const CmPassManager *pm, size_t i);
CmPassManager *cm_pass_manager_nested_at(const CmPassManager *pm, size_t i);
/* The pipeline text as upstream prints it: `func(cse, canonicalize)`. */
void cm_pass_manager_print(const CmPassManager *pm, CmBuf *out);
/* Verifier after each pass (default on: upstream's -verify-each). */
void cm_pass_manager_set_verify_each(CmPassManager *pm, bool on);
/* Runs the pipeline on `op`, whose name must be the manager's anchor
 * (otherwise an error as upstream).  Registers the passes' dependent
 * dialects and initialises the passes first.  CM_FAILURE when a pass
 * failed or the IR did not verify after one (diagnostics emitted). */
CmResult cm_pass_manager_run(CmPassManager *pm, CmOp *op);

/* ======================================================================
 * pipeline.c - the textual pipeline of MLIR 13
 *   pipeline ::= element (`,` element)*
 *   element  ::= op-name `(` pipeline `)` | pass-name (`{` options `}`)?
 * Names of nested managers are kept as written (`func` and
 * `builtin.func` both run on builtin.func ops).
 * ====================================================================== */
/* Parses `text` into `pm` (explicit nesting, as mlir-opt's
 * -pass-pipeline).  On a syntax error or an unknown name writes upstream's
 * message ("MLIR Textual PassPipeline Parser:1:6: error: ...", with the
 * text and a caret) to `err`; errors while adding the passes are reported
 * as cm_pass_pipeline_ast_add does (option messages go to `err`). */
CmResult cm_parse_pass_pipeline(CmPassManager *pm, const char *text,
                                CmBuf *err);
/* The two steps separately (cmlir-opt checks the text once at start-up and
 * adds it to the pass manager of every input buffer). */
typedef struct CmPassPipelineAst CmPassPipelineAst;
CmPassPipelineAst *cm_pass_pipeline_ast_parse(const char *text, CmBuf *err);
/* Adds the passes: option errors (llvm::cl's messages) go to `cl_err`
 * (may be NULL), then "failed to add `x` with options `...`" is emitted
 * at an unknown location on the manager's context. */
CmResult cm_pass_pipeline_ast_add(const CmPassPipelineAst *ast,
                                  CmPassManager *pm, FILE *cl_err);
void cm_pass_pipeline_ast_free(CmPassPipelineAst *ast);
/* Whether an op named `op_name` is run by a manager anchored on `anchor`
 * (the same name, or the short names `func` / `module` of builtin.func /
 * builtin.module). */
bool cm_pass_anchor_matches(const char *anchor, CmStr op_name);

/* ======================================================================
 * instrument.c - pass instrumentation: timing, IR printing, statistics,
 * crash reproducers
 * ====================================================================== */
/* Hooks run around every pass / nested pipeline / analysis; called on the
 * thread running the pass (make them thread-safe). */
typedef struct CmPassInstrumentation {
  void *user;
  void (*before_pass)(void *user, const CmPass *pass, CmOp *op);
  /* failed: the pass returned CM_FAILURE (or the verifier after it). */
  void (*after_pass)(void *user, const CmPass *pass, CmOp *op, bool failed);
  void (*before_pipeline)(void *user, const CmPassManager *pm,
                          const char *op_name);
  void (*after_pipeline)(void *user, const CmPassManager *pm,
                         const char *op_name);
  /* around an adaptor: the nested managers `pms` run on the ops nested in
   * `op` (upstream's "Pipeline Collection"); n == 0 (pms NULL) around a
   * pass's cm_pass_run_pipeline_each, which is no collection of its own
   * but may run pipelines on worker threads */
  void (*before_adaptor)(void *user, const CmPassManager *const *pms,
                         size_t n, CmOp *op);
  void (*after_adaptor)(void *user, const CmPassManager *const *pms,
                        size_t n, CmOp *op);
  void (*before_analysis)(void *user, const CmAnalysisDef *a, CmOp *op);
  void (*after_analysis)(void *user, const CmAnalysisDef *a, CmOp *op);
  void (*destroy)(void *user); /* with the pass manager */
} CmPassInstrumentation;
void cm_pass_manager_add_instrumentation(CmPassManager *pm,
                                         const CmPassInstrumentation *pi);

/* IR printing (-print-ir-before/after...): headers and layout as MLIR 13,
 * to `out` (NULL: stderr).  `before` / `after` are pass arguments. */
typedef struct CmIRPrintConfig {
  bool before_all, after_all;
  bool after_change;  /* print after a pass only if it changed the op */
  bool after_failure; /* print after a pass only if it failed */
  bool module_scope;  /* print the top-level op (needs threading off) */
  const char *const *before;
  size_t num_before;
  const char *const *after;
  size_t num_after;
  FILE *out;
} CmIRPrintConfig;
void cm_pass_manager_enable_ir_printing(CmPassManager *pm,
                                        const CmIRPrintConfig *cfg);
/* -pass-statistics: the report of the passes' statistics (after a run),
 * as a pipeline tree or a merged list sorted by pass name. */
void cm_pass_manager_print_statistics(const CmPassManager *pm, bool list,
                                      FILE *out);
/* -pass-pipeline-crash-reproducer: when the pipeline fails, writes a
 * reproducer to `path` (the configuration line and the IR before the
 * pipeline, or with `local` before the failing pass with that pass alone)
 * and reports "Failures have been detected ..." on the op. */
void *cm_pass_manager_enable_crash_reproducer(CmPassManager *pm,
                                              const char *path, bool local);

/* ======================================================================
 * timing.c - the timer tree of -mlir-timing and pass timing
 * ====================================================================== */
typedef struct CmTimingTree CmTimingTree;
typedef struct CmTimer CmTimer;
double cm_time_now(void); /* monotonic seconds */
CmTimingTree *cm_timing_create(void);
void cm_timing_destroy(CmTimingTree *t);
CmTimer *cm_timing_root(CmTimingTree *t);
/* The child timer named `name` (created on first use; thread-safe). */
CmTimer *cm_timer_child(CmTimer *parent, const char *name);
/* The same, telling apart timers of one name by `id` (e.g. a pass that
 * runs twice in a pipeline has two timers). */
CmTimer *cm_timer_child_id(CmTimer *parent, const char *name,
                           const void *id);
/* Adds elapsed seconds (on a pass manager worker thread: to that thread's
 * share; thread-safe). */
void cm_timer_add(CmTimer *t, double secs);
/* A timer whose children the tree display shows in its place. */
void cm_timer_set_hidden_in_tree(CmTimer *t, bool hidden);
/* Writes upstream's "Execution time report" (tree or list display) for a
 * run of `total` seconds. */
void cm_timing_print(CmTimingTree *t, double total, bool list, FILE *out);
/* Times every pass, nested pipeline and analysis under `parent`. */
void cm_pass_manager_enable_timing(CmPassManager *pm, CmTimer *parent);

/* ======================================================================
 * lib/transforms - the generic passes
 * ====================================================================== */
extern const CmPassDef cm_pass_canonicalize;          /* canonicalize.c */
extern const CmPassDef cm_pass_cse;                   /* cse.c */
extern const CmPassDef cm_pass_symbol_dce;            /* symbol_dce.c */
extern const CmPassDef cm_pass_strip_debuginfo;       /* strip_debuginfo.c */
extern const CmPassDef cm_pass_snapshot_op_locations; /* snapshot_locs.c */
extern const CmPassDef cm_pass_print_op_stats;        /* print_op_stats.c */
extern const CmPassDef cm_pass_view_op_graph;         /* view_op_graph.c */
extern const CmPassDef cm_pass_licm;                  /* licm.c */
extern const CmPassDef cm_pass_inline;                /* inline.c */
/* lib/dialect/memref/transforms/fold_subview.c: -fold-memref-subview-ops */
extern const CmPassDef cm_pass_fold_memref_subview_ops;
/* resolve_shaped_dims.c */
extern const CmPassDef cm_pass_resolve_ranked_shaped_type_result_dims;
extern const CmPassDef cm_pass_resolve_shaped_type_result_dims;
extern const CmPassDef cm_pass_sccp;                  /* sccp.c */
/* lib/dialect/scf/transforms/: the scf passes (docs/scf-math.md) */
/* gpu (lib/dialect/gpu/outlining.c) */
extern const CmPassDef cm_pass_gpu_kernel_outlining;
/* lib/dialect/gpu/transforms/async_region.c: -gpu-async-region */
extern const CmPassDef cm_pass_gpu_async_region;
/* lib/dialect/gpu/transforms/all_reduce.c: -test-gpu-rewrite */
extern const CmPassDef cm_pass_test_gpu_rewrite;
extern const CmPassDef cm_pass_for_loop_range_folding;
extern const CmPassDef cm_pass_parallel_loop_collapsing;
extern const CmPassDef cm_pass_parallel_loop_fusion;
extern const CmPassDef cm_pass_scf_bufferize;
extern const CmPassDef cm_pass_loop_coalescing;
extern const CmPassDef cm_pass_parallel_loop_tiling;
extern const CmPassDef cm_pass_for_loop_specialization;
extern const CmPassDef cm_pass_parallel_loop_specialization;
/* lib/dialect/affine/transforms/simplify.c */
extern const CmPassDef cm_pass_simplify_affine_structures;
/* lib/dialect/std/transforms/: -std-bufferize, -tensor-constant-bufferize,
 * -func-bufferize */
extern const CmPassDef cm_pass_std_bufferize;
extern const CmPassDef cm_pass_tensor_constant_bufferize;
extern const CmPassDef cm_pass_func_bufferize;
/* lib/dialect/affine/transforms/: the affine loop passes
 * (docs/affine-loops.md) */
extern const CmPassDef cm_pass_affine_loop_unroll;
extern const CmPassDef cm_pass_affine_loop_unroll_jam;
extern const CmPassDef cm_pass_affine_loop_tile;
extern const CmPassDef cm_pass_affine_loop_normalize;
extern const CmPassDef cm_pass_affine_licm;
extern const CmPassDef cm_pass_affine_parallelize;
extern const CmPassDef cm_pass_affine_super_vectorize;
extern const CmPassDef cm_pass_affine_super_vectorizer_test;
/* Registers -affine-super-vectorizer-test's global flags. */
void cm_affine_super_vectorizer_test_register_flags(void);
/* Registers -test-loop-fusion's global flags. */
void cm_affine_test_loop_fusion_register_flags(void);
/* passes.c: registers every pass above (and those of other layers, one
 * line each); what cmlir-opt calls at start-up. */
void cm_register_all_passes(void);

#ifdef __cplusplus
}
#endif
#endif /* CMLIR_PASS_H */
