/* pass_internal.h - private layout of the pass layer (lib/pass/). */
#ifndef CMLIR_PASS_INTERNAL_H
#define CMLIR_PASS_INTERNAL_H

#include "cmlir/pass.h"

#include <pthread.h>
#include <stdatomic.h>

/* The values given for one option (text; the last one counts for a scalar
 * option, all of them for a list). */
typedef struct CmPassOptVal {
  CM_VEC(char *) values;
  bool set;
} CmPassOptVal;

struct CmPass {
  const CmPassDef *def;
  CmPassOptVal *opts; /* def->num_options entries */
  _Atomic uint64_t *stats;
  void *data;
  CmContext *initialized; /* the context initialize ran for, or NULL */
  bool is_pipeline_opts;  /* an option holder of a pass pipeline */
};

CmResult cm_pass_options_parse(const CmPassDef *def, CmPassOptVal *vals,
                               const char *text, CmBuf *err);
void cm_pass_options_free(const CmPassDef *def, CmPassOptVal *vals,
                          unsigned n);
void cm_pass_options_print(const CmPassOptionDef *defs, unsigned n,
                           const CmPassOptVal *vals, CmBuf *out);
const char *cm_pass_option_value_name(const CmPassOptionDef *o);

/* ---- analyses (analysis.c) ---- */
typedef struct CmAnalysisEntry {
  const CmAnalysisDef *def;
  void *value;
} CmAnalysisEntry;
typedef struct CmAnalysisMap {
  CmOp *op;
  struct CmAnalysisMap *parent;
  CM_VEC(CmAnalysisEntry) analyses;
  CmPtrMap children; /* CmOp* -> CmAnalysisMap* */
} CmAnalysisMap;
CmAnalysisMap *cm_amap_create(CmOp *op, CmAnalysisMap *parent);
void cm_amap_destroy(CmAnalysisMap *m);
/* The child map of `child` (created; not thread-safe). */
CmAnalysisMap *cm_amap_nest(CmAnalysisMap *m, CmOp *child);
/* The preserved set of a pass run: all, or a list. */
typedef struct CmPreserved {
  bool all;
  CM_VEC(const CmAnalysisDef *) list;
} CmPreserved;
void cm_amap_invalidate(CmAnalysisMap *m, const CmPreserved *pa);

/* One run of a pipeline (shared by all threads of cm_pass_manager_run). */
typedef struct CmPipelineRun CmPipelineRun;

struct CmPassRun {
  const CmPass *pass;
  CmOp *op;
  CmAnalysisMap *amap;
  CmPreserved preserved;
  CmPipelineRun *prun;
};

/* An element of a pipeline: a pass, or (pass NULL) an adaptor holding
 * nested managers (several after coalescing adjacent ones). */
typedef struct CmPMElem {
  CmPass *pass;
  CM_VEC(CmPassManager *) nested;
} CmPMElem;

struct CmPassManager {
  CmContext *ctx;
  char *anchor; /* canonical op name */
  CmPassNesting nesting;
  CmPassManager *parent;
  CM_VEC(CmPMElem) elems;
  /* top-level only */
  bool verify_each;
  CM_VEC(CmPassInstrumentation) instr;
  void *reproducer; /* instrument.c */
};
void cm_pass_reproducer_begin(void *rep, CmOp *op);
void cm_pass_reproducer_end(void *rep, CmOp *op, bool failed);

/* The pass manager's thread slot of the calling thread: -1 on the thread
 * that called cm_pass_manager_run, 0.. on parallel workers (instrument.c's
 * timing keys per-thread times by it). */
int cm_pass_thread_slot(void);

const char *cm_pass_program_name(void);

#endif /* CMLIR_PASS_INTERNAL_H */
