/* diagnostics.c - mlir-c/Diagnostics.h over cmlir's diagnostic engine. */
#include <stdlib.h>

#include "capi_ctx.h"
#include "cmlir/asm.h"
#include "mlir-c/Diagnostics.h"

struct CmCapiHandler {
  CmCapiHandler *next;
  CmContext *ctx;
  CmDiagHandlerId id;
  MlirDiagnosticHandler fn;
  void *user;
  void (*delete_user)(void *);
};

static CmDiag *DIAG(MlirDiagnostic d) { return (CmDiag *)d.ptr; }
static MlirDiagnostic wrap_diag(CmDiag *d) {
  MlirDiagnostic r = {d};
  return r;
}

void mlirDiagnosticPrint(MlirDiagnostic diagnostic, MlirStringCallback callback,
                         void *userData) {
  CmDiag *d = DIAG(diagnostic);
  if (d->msg.len)
    callback(mlirStringRefCreate(d->msg.data, d->msg.len), userData);
}

MlirLocation mlirDiagnosticGetLocation(MlirDiagnostic diagnostic) {
  return cm_capi_wrap_loc(DIAG(diagnostic)->loc);
}

MlirDiagnosticSeverity mlirDiagnosticGetSeverity(MlirDiagnostic diagnostic) {
  switch (DIAG(diagnostic)->severity) {
  case CM_DIAG_ERROR:
    return MlirDiagnosticError;
  case CM_DIAG_WARNING:
    return MlirDiagnosticWarning;
  case CM_DIAG_NOTE:
    return MlirDiagnosticNote;
  case CM_DIAG_REMARK:
    return MlirDiagnosticRemark;
  }
  return MlirDiagnosticError;
}

intptr_t mlirDiagnosticGetNumNotes(MlirDiagnostic diagnostic) {
  intptr_t n = 0;
  for (CmDiag *x = DIAG(diagnostic)->notes; x; x = x->next)
    n++;
  return n;
}

MlirDiagnostic mlirDiagnosticGetNote(MlirDiagnostic diagnostic, intptr_t pos) {
  CmDiag *x = DIAG(diagnostic)->notes;
  for (intptr_t i = 0; i < pos && x; i++)
    x = x->next;
  return wrap_diag(x);
}

static CmResult run_handler(CmDiag *d, void *user) {
  CmCapiHandler *h = user;
  return mlirLogicalResultIsSuccess(h->fn(wrap_diag(d), h->user))
             ? CM_SUCCESS
             : CM_FAILURE;
}

MlirDiagnosticHandlerID
mlirContextAttachDiagnosticHandler(MlirContext context,
                                   MlirDiagnosticHandler handler,
                                   void *userData,
                                   void (*deleteUserData)(void *)) {
  CmContext *ctx = cm_capi_unwrap_ctx(context);
  CmCapiCtx *c = cm_capi_ctx(ctx);
  CmCapiHandler *h = cm_xcalloc(1, sizeof *h);
  h->ctx = ctx;
  h->fn = handler;
  h->user = userData;
  h->delete_user = deleteUserData;
  h->id = cm_diag_add_handler(ctx, run_handler, h);
  h->next = c->handlers;
  c->handlers = h;
  c->num_handlers++;
  return h->id;
}

static void free_handler(CmCapiHandler *h) {
  cm_diag_remove_handler(h->ctx, h->id);
  if (h->delete_user)
    h->delete_user(h->user);
  free(h);
}

void mlirContextDetachDiagnosticHandler(MlirContext context,
                                        MlirDiagnosticHandlerID id) {
  CmCapiCtx *c = cm_capi_ctx(cm_capi_unwrap_ctx(context));
  for (CmCapiHandler **pp = &c->handlers; *pp; pp = &(*pp)->next) {
    if ((*pp)->id == id) {
      CmCapiHandler *h = *pp;
      *pp = h->next;
      c->num_handlers--;
      free_handler(h);
      return;
    }
  }
}

void cm_capi_ctx_free_handlers(CmCapiCtx *c) {
  while (c->handlers) {
    CmCapiHandler *h = c->handlers;
    c->handlers = h->next;
    free_handler(h);
  }
  c->num_handlers = 0;
}

bool cm_capi_ctx_has_handlers(CmContext *ctx) {
  return cm_capi_ctx(ctx)->num_handlers != 0;
}

void mlirEmitError(MlirLocation location, const char *message) {
  cm_emit_error(cm_capi_unwrap_loc(location), "%s", message);
}
