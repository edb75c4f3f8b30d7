/* pass.c - mlir-c/Pass.h: pass managers over cmlir's (include/cmlir/pass.h).
 *
 *   MlirPassManager, MlirOpPassManager   CmPassManager * (a top-level one /
 *                                        any, nested ones included)
 *   MlirPass                             CmPass *
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "capi_internal.h"
#include "cmlir/pass.h"
#include "mlir-c/Pass.h"

static inline CmPassManager *unwrap_pm(MlirPassManager pm) {
  return (CmPassManager *)pm.ptr;
}
static inline CmPassManager *unwrap_opm(MlirOpPassManager pm) {
  return (CmPassManager *)pm.ptr;
}
static inline MlirOpPassManager wrap_opm(CmPassManager *pm) {
  MlirOpPassManager h;
  h.ptr = pm;
  return h;
}

MlirPassManager mlirPassManagerCreate(MlirContext ctx) {
  MlirPassManager h;
  /* MLIR 13's builtin module op is named `module` (its pipelines print
   * `func(...)` nested under it, its messages say 'module'). */
  h.ptr = cm_pass_manager_create(cm_capi_unwrap_ctx(ctx), "module",
                                 CM_NESTING_EXPLICIT);
  return h;
}

void mlirPassManagerDestroy(MlirPassManager passManager) {
  cm_pass_manager_destroy(unwrap_pm(passManager));
}

MlirOpPassManager mlirPassManagerGetAsOpPassManager(MlirPassManager pm) {
  return wrap_opm(unwrap_pm(pm));
}

MlirLogicalResult mlirPassManagerRun(MlirPassManager passManager,
                                     MlirModule module) {
  CmOp *op = (CmOp *)cm_capi_unwrap_module(module);
  return cm_capi_result(cm_pass_manager_run(unwrap_pm(passManager), op));
}

void mlirPassManagerEnableIRPrinting(MlirPassManager passManager) {
  CmPassManager *pm = unwrap_pm(passManager);
  CmContext *ctx = cm_pass_manager_context(pm);
  if (cm_context_threading(ctx)) {
    cm_emit_error(cm_loc_unknown(ctx),
                  "IR printing can't be setup on a pass-manager without "
                  "disabling multi-threading first.");
    return;
  }
  /* MLIR 13's defaults: before every pass, after every pass that changed
   * the IR, the whole module, to stderr. */
  CmIRPrintConfig cfg;
  memset(&cfg, 0, sizeof cfg);
  cfg.before_all = true;
  cfg.after_all = true;
  cfg.after_change = true;
  cfg.module_scope = true;
  cm_pass_manager_enable_ir_printing(pm, &cfg);
}

void mlirPassManagerEnableVerifier(MlirPassManager passManager, bool enable) {
  cm_pass_manager_set_verify_each(unwrap_pm(passManager), enable);
}

static MlirOpPassManager nest(CmPassManager *pm, MlirStringRef name) {
  char small[64];
  char *s = name.length < sizeof small ? small : cm_xmalloc(name.length + 1);
  memcpy(s, name.data, name.length);
  s[name.length] = 0;
  CmPassManager *n = cm_pass_manager_nest(pm, s);
  if (s != small)
    free(s);
  return wrap_opm(n);
}

MlirOpPassManager mlirPassManagerGetNestedUnder(MlirPassManager passManager,
                                                MlirStringRef operationName) {
  return nest(unwrap_pm(passManager), operationName);
}

MlirOpPassManager mlirOpPassManagerGetNestedUnder(MlirOpPassManager passManager,
                                                  MlirStringRef operationName) {
  return nest(unwrap_opm(passManager), operationName);
}

void mlirPassManagerAddOwnedPass(MlirPassManager passManager, MlirPass pass) {
  cm_pass_manager_add(unwrap_pm(passManager), (CmPass *)pass.ptr);
}

void mlirOpPassManagerAddOwnedPass(MlirOpPassManager passManager,
                                   MlirPass pass) {
  cm_pass_manager_add(unwrap_opm(passManager), (CmPass *)pass.ptr);
}

void mlirPrintPassPipeline(MlirOpPassManager passManager,
                           MlirStringCallback callback, void *userData) {
  CmBuf out;
  cm_buf_init(&out);
  cm_pass_manager_print(unwrap_opm(passManager), &out);
  callback(mlirStringRefCreate(out.data ? out.data : "", out.len), userData);
  cm_buf_free(&out);
}

/* While a parsed pipeline's passes are added, the messages of errors (a
 * pass restricted to another op, "failed to add `x` with options `...`")
 * are plain lines on stderr, as MLIR 13 writes them to its error stream,
 * not diagnostics. */
static CmResult plain_diag(CmDiag *d, void *user) {
  (void)user;
  fwrite(d->msg.data ? d->msg.data : "", 1, d->msg.len, stderr);
  fputc('\n', stderr);
  fflush(stderr);
  return CM_SUCCESS;
}

MlirLogicalResult mlirParsePassPipeline(MlirOpPassManager passManager,
                                        MlirStringRef pipeline) {
  CmPassManager *pm = unwrap_opm(passManager);
  if (!pipeline.length) /* 13 accepts the empty pipeline */
    return mlirLogicalResultSuccess();
  char *text = cm_xmalloc(pipeline.length + 1);
  memcpy(text, pipeline.data, pipeline.length);
  text[pipeline.length] = 0;
  CmBuf err;
  cm_buf_init(&err);
  CmResult r = CM_FAILURE;
  CmPassPipelineAst *ast = cm_pass_pipeline_ast_parse(text, &err);
  if (!ast) {
    fwrite(err.data ? err.data : "", 1, err.len, stderr);
    fflush(stderr);
  } else {
    CmContext *ctx = cm_pass_manager_context(pm);
    CmDiagHandlerId id = cm_diag_add_handler(ctx, plain_diag, NULL);
    r = cm_pass_pipeline_ast_add(ast, pm, stderr);
    cm_diag_remove_handler(ctx, id);
    cm_pass_pipeline_ast_free(ast);
  }
  cm_buf_free(&err);
  free(text);
  return cm_capi_result(r);
}
