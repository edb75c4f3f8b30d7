/* capi_internal.h - conversions between the handles of the C API
 * (include/mlir-c/) and cmlir's own objects (include/cmlir/).
 *
 * Every C API handle wraps one pointer to the cmlir object of the same
 * meaning (see docs/architecture.md, "Object model"):
 *
 *   MlirContext    CmContext *       MlirType       CmType *
 *   MlirDialect    CmDialect *       MlirAttribute  CmAttr *
 *   MlirOperation  CmOp *            MlirLocation   CmLoc * (an attribute)
 *   MlirModule     CmOp * (module)   MlirIdentifier CmIdent *
 *   MlirBlock      CmBlock *         MlirValue      CmValue *
 *   MlirRegion     CmRegion *        MlirAffineExpr CmAffineExpr * ...
 *
 * cm_capi_wrap_X / cm_capi_unwrap_X convert; they are static inline, so
 * nothing here is exported.  Handles of C API-only objects (printing
 * flags, pass managers, execution engines) are defined by the file that
 * implements them.
 */
#ifndef CMLIR_CAPI_INTERNAL_H
#define CMLIR_CAPI_INTERNAL_H

#include <stdio.h>

#include "cmlir/ir.h"
#include "mlir-c/IR.h"

#define CM_CAPI_WRAP_(suffix, Handle, Obj, cq)                                 \
  static inline Handle cm_capi_wrap_##suffix(cq Obj *p) {                     \
    Handle h;                                                                  \
    h.ptr = p;                                                                 \
    return h;                                                                  \
  }                                                                            \
  static inline Obj *cm_capi_unwrap_##suffix(Handle h) {                       \
    return (Obj *)h.ptr;                                                       \
  }

CM_CAPI_WRAP_(ctx, MlirContext, CmContext, )
CM_CAPI_WRAP_(dialect, MlirDialect, CmDialect, )
CM_CAPI_WRAP_(op, MlirOperation, CmOp, )
CM_CAPI_WRAP_(block, MlirBlock, CmBlock, )
CM_CAPI_WRAP_(region, MlirRegion, CmRegion, )
CM_CAPI_WRAP_(attr, MlirAttribute, CmAttr, const)
CM_CAPI_WRAP_(ident, MlirIdentifier, CmIdent, const)
CM_CAPI_WRAP_(loc, MlirLocation, CmLoc, const)
CM_CAPI_WRAP_(module, MlirModule, CmOp, const)
CM_CAPI_WRAP_(type, MlirType, CmType, const)
CM_CAPI_WRAP_(value, MlirValue, CmValue, const)

static inline CmStr cm_capi_str(MlirStringRef s) {
  CmStr r;
  r.data = s.data;
  r.len = s.length;
  return r;
}

static inline MlirStringRef cm_capi_strref(CmStr s) {
  return mlirStringRefCreate(s.data, s.len);
}

static inline MlirLogicalResult cm_capi_result(CmResult r) {
  return cm_succeeded(r) ? mlirLogicalResultSuccess()
                         : mlirLogicalResultFailure();
}

/* Hands the text in `b` to `callback` in one chunk (none if empty). */
static inline void cm_capi_emit(CmBuf *b, MlirStringCallback callback,
                                void *user) {
  if (b->len)
    callback(mlirStringRefCreate(b->data, b->len), user);
}

/* cm_capi_emit, then frees the buffer: the tail of every mlirXPrint. */
static inline void cm_capi_print_buf(CmBuf *b, MlirStringCallback callback,
                                     void *user) {
  cm_capi_emit(b, callback, user);
  cm_buf_free(b);
}

/* Writes the buffer to stderr (with a newline if `newline`) and frees it:
 * the tail of every mlirXDump. */
static inline void cm_capi_dump_buf(CmBuf *b, bool newline) {
  if (newline)
    cm_buf_putc(b, '\n');
  fwrite(b->data, 1, b->len, stderr);
  fflush(stderr);
  cm_buf_free(b);
}

#endif /* CMLIR_CAPI_INTERNAL_H */
