/* diag.c - the diagnostics engine: building diagnostics, the handler
 * stack, default output, op-located diagnostics. */
#include <stdlib.h>
#include <string.h>

#include "cmlir/asm.h"
#include "ir_internal.h"

/* Set while this thread runs the handlers, so that a handler may emit or
 * register without deadlocking on the (non-recursive) diag_lock. */
static _Thread_local int tl_in_report;

/* The innermost capture of this thread (see cm_diag_capture_begin). */
static _Thread_local CmDiagCapture *tl_capture;

void cm_diag_capture_begin(CmDiagCapture *c) {
  c->count = c->errors = 0;
  c->outer = tl_capture;
  tl_capture = c;
}

void cm_diag_capture_end(CmDiagCapture *c) { tl_capture = c->outer; }

bool cm_diag_capturing(void) { return tl_capture != NULL; }

CmDiagHandlerId cm_diag_add_handler(CmContext *ctx, CmDiagHandler fn,
                                    void *user) {
  if (!tl_in_report)
    pthread_mutex_lock(&ctx->diag_lock);
  CmDiagHandlerEntry e = {ctx->next_diag_handler_id++, fn, user};
  CM_VEC_PUSH(ctx->diag_handlers, e);
  if (!tl_in_report)
    pthread_mutex_unlock(&ctx->diag_lock);
  return e.id;
}

void cm_diag_remove_handler(CmContext *ctx, CmDiagHandlerId id) {
  if (!tl_in_report)
    pthread_mutex_lock(&ctx->diag_lock);
  size_t n = ctx->diag_handlers.len;
  for (size_t i = 0; i < n; i++) {
    if (ctx->diag_handlers.data[i].id == id) {
      memmove(&ctx->diag_handlers.data[i], &ctx->diag_handlers.data[i + 1],
              (n - i - 1) * sizeof(CmDiagHandlerEntry));
      ctx->diag_handlers.len--;
      break;
    }
  }
  if (!tl_in_report)
    pthread_mutex_unlock(&ctx->diag_lock);
}

void cm_context_set_print_op_on_diagnostic(CmContext *ctx, bool on) {
  ctx->print_op_on_diagnostic = on;
}

/* ------------------------------------------------------------ building */

static CmDiag *diag_alloc(CmLoc *loc, CmDiagSeverity sev) {
  CmDiag *d = cm_xcalloc(1, sizeof(CmDiag));
  d->ctx = loc ? loc->ctx : NULL;
  d->severity = sev;
  d->loc = loc;
  cm_buf_init(&d->msg);
  cm_buf_puts(&d->msg, ""); /* msg.data is never NULL */
  return d;
}

static CmDiag *diag_vnew(CmLoc *loc, CmDiagSeverity sev, const char *fmt,
                         va_list ap) {
  CmDiag *d = diag_alloc(loc, sev);
  cm_buf_vprintf(&d->msg, fmt, ap);
  return d;
}

CmDiag *cm_diag_new(CmLoc *loc, CmDiagSeverity sev, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  CmDiag *d = diag_vnew(loc, sev, fmt, ap);
  va_end(ap);
  return d;
}

CmDiag *cm_diag_error(CmLoc *loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  CmDiag *d = diag_vnew(loc, CM_DIAG_ERROR, fmt, ap);
  va_end(ap);
  return d;
}

CmDiag *cm_diag_warning(CmLoc *loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  CmDiag *d = diag_vnew(loc, CM_DIAG_WARNING, fmt, ap);
  va_end(ap);
  return d;
}

CmDiag *cm_diag_remark(CmLoc *loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  CmDiag *d = diag_vnew(loc, CM_DIAG_REMARK, fmt, ap);
  va_end(ap);
  return d;
}

void cm_diag_append(CmDiag *d, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  cm_buf_vprintf(&d->msg, fmt, ap);
  va_end(ap);
}

void cm_diag_append_type(CmDiag *d, const CmType *t) {
  if (tl_capture) /* the message is discarded: skip the printer */
    return;
  if (!t) {
    cm_buf_puts(&d->msg, "<<NULL TYPE>>");
    return;
  }
  cm_print_type_to(t, &d->msg);
}

void cm_diag_append_attr(CmDiag *d, const CmAttr *a) {
  if (tl_capture)
    return;
  if (!a) {
    cm_buf_puts(&d->msg, "<<NULL ATTRIBUTE>>");
    return;
  }
  cm_print_attr_to(a, &d->msg);
}

static CmDiag *attach_note(CmDiag *d, CmDiag *note) {
  CmDiag **pp = &d->notes;
  while (*pp)
    pp = &(*pp)->next;
  *pp = note;
  return note;
}

CmDiag *cm_diag_note(CmDiag *d, CmLoc *loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  CmDiag *n = diag_vnew(loc ? loc : d->loc, CM_DIAG_NOTE, fmt, ap);
  va_end(ap);
  if (!n->ctx)
    n->ctx = d->ctx;
  return attach_note(d, n);
}

void cm_diag_free(CmDiag *d) {
  while (d) {
    CmDiag *next = d->next;
    cm_diag_free(d->notes); /* notes have no notes of their own */
    cm_buf_free(&d->msg);
    free(d);
    d = next;
  }
}

/* ------------------------------------------------------------ locations */

const CmLoc *cm_loc_find_file_line_col(const CmLoc *loc) {
  /* Pre-order walk as upstream's Location::walk; iterative on the common
   * single-child chains, recursive on fan-out. */
  while (loc) {
    switch (loc->kind) {
    case CM_LOC_FILE_LINE_COL:
      return loc;
    case CM_LOC_NAME:
      loc = loc->nameloc.child;
      break;
    case CM_LOC_CALL_SITE: {
      const CmLoc *r = cm_loc_find_file_line_col(loc->callsite.callee);
      if (r)
        return r;
      loc = loc->callsite.caller;
      break;
    }
    case CM_LOC_FUSED:
      for (unsigned i = 0; i < loc->fused.num; i++) {
        const CmLoc *r = cm_loc_find_file_line_col(loc->fused.locs[i]);
        if (r)
          return r;
      }
      return NULL;
    case CM_LOC_OPAQUE:
      loc = loc->opaque_loc.fallback;
      break;
    default:
      return NULL;
    }
  }
  return NULL;
}

void cm_loc_print_for_diag(const CmLoc *loc, CmBuf *out) {
  const CmLoc *f = cm_loc_find_file_line_col(loc);
  if (f) {
    cm_buf_putstr(out, cm_ident_str(f->flc.file));
    cm_buf_printf(out, ":%u:%u", f->flc.line, f->flc.col);
    return;
  }
  if (!loc || loc->kind == CM_LOC_UNKNOWN) {
    cm_buf_puts(out, "<unknown>:0");
    return;
  }
  cm_print_loc_to(loc, out);
}

/* ------------------------------------------------------------ reporting */

/* Upstream's fallback when no handler takes an error: to stderr as
 * "<loc>: error: <message>" where <loc> is the printed location
 * (`loc("f.mlir":1:2)`), omitted when unknown.  Notes are not printed. */
static void default_emit(CmDiag *d) {
  if (d->severity != CM_DIAG_ERROR)
    return;
  CmBuf b;
  cm_buf_init(&b);
  if (d->loc && d->loc->kind != CM_LOC_UNKNOWN) {
    cm_print_loc_to(d->loc, &b);
    cm_buf_puts(&b, ": ");
  }
  cm_buf_puts(&b, "error: ");
  cm_buf_putn(&b, d->msg.data ? d->msg.data : "", d->msg.len);
  cm_buf_putc(&b, '\n');
  fwrite(b.data, 1, b.len, stderr);
  fflush(stderr);
  cm_buf_free(&b);
}

CmDiag *cm_diag_clone(const CmDiag *d) {
  CmDiag *c = cm_diag_new(d->loc, d->severity, "%s", d->msg.data);
  if (!c->ctx)
    c->ctx = d->ctx;
  for (const CmDiag *n = d->notes; n; n = n->next) {
    CmDiag *cn = cm_diag_note(c, n->loc, "%s", n->msg.data);
    cn->severity = n->severity;
  }
  return c;
}

CmResult cm_diag_report(CmDiag *d) {
  if (!d)
    return CM_FAILURE;
  CmContext *ctx = d->ctx;
  if (tl_capture) { /* captured: counted, never shown */
    tl_capture->count++;
    if (d->severity == CM_DIAG_ERROR)
      tl_capture->errors++;
    cm_diag_free(d);
    return CM_FAILURE;
  }
  if (!ctx) {
    default_emit(d);
    cm_diag_free(d);
    return CM_FAILURE;
  }
  bool outer = !tl_in_report;
  if (outer)
    pthread_mutex_lock(&ctx->diag_lock);
  tl_in_report++;
  bool handled = false;
  /* Most recent first; re-check the length each step since a handler may
   * remove itself or others. */
  for (size_t i = ctx->diag_handlers.len; i-- > 0;) {
    if (i >= ctx->diag_handlers.len)
      continue;
    CmDiagHandlerEntry e = ctx->diag_handlers.data[i];
    if (cm_succeeded(e.fn(d, e.user))) {
      handled = true;
      break;
    }
  }
  if (!handled)
    default_emit(d);
  tl_in_report--;
  if (outer)
    pthread_mutex_unlock(&ctx->diag_lock);
  cm_diag_free(d);
  return CM_FAILURE;
}

CmResult cm_emit_error(CmLoc *loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  CmDiag *d = diag_vnew(loc, CM_DIAG_ERROR, fmt, ap);
  va_end(ap);
  return cm_diag_report(d);
}

void cm_emit_warning(CmLoc *loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  CmDiag *d = diag_vnew(loc, CM_DIAG_WARNING, fmt, ap);
  va_end(ap);
  cm_diag_report(d);
}

void cm_emit_remark(CmLoc *loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  CmDiag *d = diag_vnew(loc, CM_DIAG_REMARK, fmt, ap);
  va_end(ap);
  cm_diag_report(d);
}

/* ------------------------------------------------------ op diagnostics */

void cm_diag_attach_current_op(CmDiag *d, CmOp *op) {
  CmContext *ctx = cm_op_context(op);
  if (!ctx->print_op_on_diagnostic || tl_capture)
    return;
  CmDiag *n = cm_diag_note(d, cm_op_loc(op), "see current operation: ");
  CmPrintFlags f;
  cm_print_flags_default(&f);
  f.generic = true;
  f.local_scope = true;
  CmBuf b;
  cm_buf_init(&b);
  cm_print_op(op, &f, &b);
  size_t len = b.len;
  while (len && b.data[len - 1] == '\n')
    len--;
  if (len)
    cm_buf_putn(&n->msg, b.data, len);
  cm_buf_free(&b);
}

static CmDiag *op_vdiag(CmOp *op, CmDiagSeverity sev, bool prefix,
                        const char *fmt, va_list ap) {
  CmDiag *d = diag_alloc(cm_op_loc(op), sev);
  if (!d->ctx)
    d->ctx = cm_op_context(op);
  if (prefix) {
    CmStr name = cm_ident_str(cm_op_opname(op)->name);
    cm_buf_putc(&d->msg, '\'');
    cm_buf_putstr(&d->msg, name);
    cm_buf_puts(&d->msg, "' op ");
  }
  cm_buf_vprintf(&d->msg, fmt, ap);
  /* Upstream attaches the op to errors and warnings. */
  if (sev == CM_DIAG_ERROR || sev == CM_DIAG_WARNING)
    cm_diag_attach_current_op(d, op);
  return d;
}

CmDiag *cm_op_diag_error(CmOp *op, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  CmDiag *d = op_vdiag(op, CM_DIAG_ERROR, true, fmt, ap);
  va_end(ap);
  return d;
}

CmDiag *cm_op_diag_plain_error(CmOp *op, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  CmDiag *d = op_vdiag(op, CM_DIAG_ERROR, false, fmt, ap);
  va_end(ap);
  return d;
}

CmResult cm_op_emit_plain_error(CmOp *op, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  CmDiag *d = op_vdiag(op, CM_DIAG_ERROR, false, fmt, ap);
  va_end(ap);
  return cm_diag_report(d);
}

static void attach_custom_op_note(CmDiag *d, CmOp *op);

CmDiag *cm_op_diag_plain_remark(CmOp *op, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  CmDiag *d = op_vdiag(op, CM_DIAG_REMARK, false, fmt, ap);
  va_end(ap);
  attach_custom_op_note(d, op);
  return d;
}

void cm_op_emit_plain_warning(CmOp *op, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  CmDiag *d = op_vdiag(op, CM_DIAG_REMARK, false, fmt, ap);
  va_end(ap);
  d->severity = CM_DIAG_WARNING;
  attach_custom_op_note(d, op);
  cm_diag_report(d);
}

static void attach_custom_op_note(CmDiag *d, CmOp *op) {
  if (cm_op_context(op)->print_op_on_diagnostic && !tl_capture) {
    /* Operation::emitRemark notes the op in its custom form */
    CmDiag *n = cm_diag_note(d, cm_op_loc(op), "see current operation: ");
    CmPrintFlags f;
    cm_print_flags_default(&f);
    CmBuf b;
    cm_buf_init(&b);
    cm_print_op(op, &f, &b);
    size_t len = b.len;
    while (len && b.data[len - 1] == '\n')
      len--;
    if (len)
      cm_buf_putn(&n->msg, b.data, len);
    cm_buf_free(&b);
  }
}

CmResult cm_op_emit_error(CmOp *op, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  CmDiag *d = op_vdiag(op, CM_DIAG_ERROR, true, fmt, ap);
  va_end(ap);
  return cm_diag_report(d);
}

CmDiag *cm_op_diag_warning(CmOp *op, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  CmDiag *d = op_vdiag(op, CM_DIAG_WARNING, true, fmt, ap);
  va_end(ap);
  return d;
}

CmDiag *cm_op_diag_remark(CmOp *op, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  CmDiag *d = op_vdiag(op, CM_DIAG_REMARK, true, fmt, ap);
  va_end(ap);
  return d;
}
