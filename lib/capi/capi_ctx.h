/* capi_ctx.h - state the C API keeps per context (lib/capi/context.c):
 * the dialects registered through it but maybe not loaded yet (upstream
 * separates registering from loading; cmlir loads on registration), and
 * the diagnostic handlers attached through it (with their user-data
 * deleters). */
#ifndef CMLIR_CAPI_CTX_H
#define CMLIR_CAPI_CTX_H

#include "capi_internal.h"

/* What an MlirDialectHandle points to (registration.c). */
typedef struct CmCapiDialectDesc {
  const char *ns;
  void (*load)(CmContext *ctx);
} CmCapiDialectDesc;

typedef struct CmCapiHandler CmCapiHandler;

typedef struct CmCapiCtx {
  CmContext *ctx;
  struct CmCapiCtx *next;
  CM_VEC(const CmCapiDialectDesc *) registered;
  CmCapiHandler *handlers; /* attached through the C API */
  unsigned num_handlers;
} CmCapiCtx;

/* The state of `ctx` (created on first use); never NULL. */
CmCapiCtx *cm_capi_ctx(CmContext *ctx);
/* Frees the state of `ctx` (calls pending user-data deleters). */
void cm_capi_ctx_release(CmContext *ctx);
/* Records a registered dialect; returns false if it already was. */
bool cm_capi_ctx_register(CmContext *ctx, const CmCapiDialectDesc *d);
/* Loads every registered dialect (before parsing: upstream loads them on
 * demand while parsing). */
void cm_capi_ctx_load_registered(CmContext *ctx);
/* (diagnostics.c) detaches every handler of the state, calling deleters. */
void cm_capi_ctx_free_handlers(CmCapiCtx *c);
/* (diagnostics.c) true when the C API attached a handler to `ctx`. */
bool cm_capi_ctx_has_handlers(CmContext *ctx);

/* Chunked printing into an MlirStringCallback. */
typedef struct CmCapiPrint {
  MlirStringCallback cb;
  void *user;
} CmCapiPrint;
void cm_capi_write(void *user, const char *data, size_t len);

#endif /* CMLIR_CAPI_CTX_H */
