/* analysis.c - analyses cached per op (upstream AnalysisManager): one map
 * per op that a pass or a nested pipeline ran on, holding the analyses
 * computed for it and the maps of its nested ops. */
#include "pass_internal.h"

#include <stdlib.h>

CmAnalysisMap *cm_amap_create(CmOp *op, CmAnalysisMap *parent) {
  CmAnalysisMap *m = cm_xcalloc(1, sizeof *m);
  m->op = op;
  m->parent = parent;
  return m;
}

static void clear_analyses(CmAnalysisMap *m) {
  for (size_t i = 0; i < m->analyses.len; i++)
    if (m->analyses.data[i].def->destroy)
      m->analyses.data[i].def->destroy(m->analyses.data[i].value);
  m->analyses.len = 0;
}

static void clear_children(CmAnalysisMap *m) {
  for (size_t i = 0; i < m->children.cap; i++)
    if (m->children.ents[i].key)
      cm_amap_destroy((CmAnalysisMap *)(uintptr_t)m->children.ents[i].val);
  cm_ptrmap_free(&m->children);
}

void cm_amap_destroy(CmAnalysisMap *m) {
  if (!m)
    return;
  clear_analyses(m);
  CM_VEC_FREE(m->analyses);
  clear_children(m);
  free(m);
}

CmAnalysisMap *cm_amap_nest(CmAnalysisMap *m, CmOp *child) {
  CmAnalysisMap *c = cm_ptrmap_get_ptr(&m->children, child);
  if (!c) {
    c = cm_amap_create(child, m);
    cm_ptrmap_put_ptr(&m->children, child, c);
  }
  return c;
}

static bool preserved(const CmPreserved *pa, const CmAnalysisDef *def) {
  if (pa->all)
    return true;
  for (size_t i = 0; i < pa->list.len; i++)
    if (pa->list.data[i] == def)
      return true;
  return false;
}

void cm_amap_invalidate(CmAnalysisMap *m, const CmPreserved *pa) {
  if (pa->all)
    return;
  size_t k = 0;
  for (size_t i = 0; i < m->analyses.len; i++) {
    CmAnalysisEntry e = m->analyses.data[i];
    if (preserved(pa, e.def))
      m->analyses.data[k++] = e;
    else if (e.def->destroy)
      e.def->destroy(e.value);
  }
  m->analyses.len = k;
  if (!pa->list.len) {
    clear_children(m);
    return;
  }
  for (size_t i = 0; i < m->children.cap; i++)
    if (m->children.ents[i].key)
      cm_amap_invalidate(
          (CmAnalysisMap *)(uintptr_t)m->children.ents[i].val, pa);
}

void cm_pass_instr_before_analysis(CmPipelineRun *pr, const CmAnalysisDef *a,
                                   CmOp *op);
void cm_pass_instr_after_analysis(CmPipelineRun *pr, const CmAnalysisDef *a,
                                  CmOp *op);

static void *amap_get(CmAnalysisMap *m, const CmAnalysisDef *def,
                      CmPipelineRun *pr, bool compute) {
  for (size_t i = 0; i < m->analyses.len; i++)
    if (m->analyses.data[i].def == def)
      return m->analyses.data[i].value;
  if (!compute)
    return NULL;
  cm_pass_instr_before_analysis(pr, def, m->op);
  void *v = def->create(m->op);
  cm_pass_instr_after_analysis(pr, def, m->op);
  CmAnalysisEntry e = {def, v};
  CM_VEC_PUSH(m->analyses, e);
  return v;
}

void *cm_pass_run_get_analysis(CmPassRun *run, const CmAnalysisDef *def) {
  return amap_get(run->amap, def, run->prun, true);
}

void *cm_pass_run_get_cached_analysis(CmPassRun *run,
                                      const CmAnalysisDef *def) {
  return amap_get(run->amap, def, run->prun, false);
}

void *cm_pass_run_get_child_analysis(CmPassRun *run, CmOp *child,
                                     const CmAnalysisDef *def) {
  /* the chain of ops from the run's op down to `child` */
  CM_VEC(CmOp *) chain = {0};
  for (CmOp *o = child; o && o != run->op; o = cm_op_parent_op(o))
    CM_VEC_PUSH(chain, o);
  CmAnalysisMap *m = run->amap;
  for (size_t i = chain.len; i-- > 0;)
    m = cm_amap_nest(m, chain.data[i]);
  CM_VEC_FREE(chain);
  return amap_get(m, def, run->prun, true);
}

void cm_pass_run_mark_all_preserved(CmPassRun *run) {
  run->preserved.all = true;
}

void cm_pass_run_preserve(CmPassRun *run, const CmAnalysisDef *analysis) {
  CM_VEC_PUSH(run->preserved.list, analysis);
}
