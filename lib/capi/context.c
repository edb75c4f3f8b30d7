/* context.c - per-context state of the C API (capi_ctx.h). */
#include <pthread.h>
#include <stdlib.h>

#include "capi_ctx.h"

static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
static CmCapiCtx *g_list;

CmCapiCtx *cm_capi_ctx(CmContext *ctx) {
  pthread_mutex_lock(&g_lock);
  CmCapiCtx *c = g_list;
  while (c && c->ctx != ctx)
    c = c->next;
  if (!c) {
    c = cm_xcalloc(1, sizeof *c);
    c->ctx = ctx;
    c->next = g_list;
    g_list = c;
  }
  pthread_mutex_unlock(&g_lock);
  return c;
}

void cm_capi_ctx_release(CmContext *ctx) {
  pthread_mutex_lock(&g_lock);
  CmCapiCtx **pp = &g_list;
  while (*pp && (*pp)->ctx != ctx)
    pp = &(*pp)->next;
  CmCapiCtx *c = *pp;
  if (c)
    *pp = c->next;
  pthread_mutex_unlock(&g_lock);
  if (!c)
    return;
  cm_capi_ctx_free_handlers(c);
  CM_VEC_FREE(c->registered);
  free(c);
}

bool cm_capi_ctx_register(CmContext *ctx, const CmCapiDialectDesc *d) {
  CmCapiCtx *c = cm_capi_ctx(ctx);
  for (size_t i = 0; i < c->registered.len; i++)
    if (c->registered.data[i] == d)
      return false;
  CM_VEC_PUSH(c->registered, d);
  return true;
}

void cm_capi_ctx_load_registered(CmContext *ctx) {
  CmCapiCtx *c = cm_capi_ctx(ctx);
  for (size_t i = 0; i < c->registered.len; i++)
    c->registered.data[i]->load(ctx);
}

void cm_capi_write(void *user, const char *data, size_t len) {
  CmCapiPrint *p = user;
  p->cb(mlirStringRefCreate(data, len), p->user);
}

