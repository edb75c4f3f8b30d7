/* mlirpy.h - shared declarations of the native extension
 * mlir._mlir_libs._mlir (cmlir's Python bindings, MLIR 13 compatible).
 *
 * The extension is written against the Python C API and cmlir's C API
 * (include/mlir-c) only.  Object model (see docs/python.md):
 *  - Context, Module and detached Operations own their C object;
 *  - every other object holds a strong reference to its closest owner
 *    (an Operation, which in turn keeps its parent alive, up to a Module);
 *  - there is one Python Operation per live operation (per-context map),
 *    and erased operations are invalidated: using them raises.
 */
#ifndef MLIRPY_H
#define MLIRPY_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/IntegerSet.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Registration.h"
#include "mlir-c/Support.h"

/* ---- objects ----------------------------------------------------------- */

typedef struct {
  PyObject_HEAD
  MlirContext ctx;
  PyObject *live_ops;  /* dict: int(op ptr) -> int(address of PyOperation) */
  PyObject *modules;   /* dict: int(module op ptr) -> int(address of PyModule) */
  PyObject *diags;     /* list of captured diagnostics, or NULL */
  int capture;         /* capture depth */
  MlirDiagnosticHandlerID handler;
  int owned;           /* destroy the context with this object */
  PyObject *weakrefs;
} PyContextObj;

typedef struct {
  PyObject_HEAD
  PyContextObj *ctx;
  MlirModule module;
} PyModuleObj;

typedef struct {
  PyObject_HEAD
  PyContextObj *ctx;
  MlirOperation op;
  int valid;
  int attached;        /* owned by its parent (not by this object) */
  PyObject *keepalive; /* parent Operation or Module when attached */
  PyObject *operand_keep; /* definers of the operands, while detached */
  PyObject *weakrefs;
} PyOperationObj;

typedef struct {
  PyObject_HEAD
  PyObject *operation; /* PyOperationObj */
} PyOpViewObj;

typedef struct {
  PyObject_HEAD
  PyOperationObj *owner;
  MlirRegion region;
} PyRegionObj;

typedef struct {
  PyObject_HEAD
  PyOperationObj *owner;
  MlirBlock block;
} PyBlockObj;

typedef struct {
  PyObject_HEAD
  PyOperationObj *owner;
  MlirValue value;
} PyValueObj;

/* Handles of uniqued objects: a context and one pointer. */
typedef struct {
  PyObject_HEAD
  PyContextObj *ctx;
  const void *ptr;
} PyHandleObj;

typedef struct {
  PyObject_HEAD
  PyObject *block;  /* PyBlockObj */
  PyObject *ref_op; /* PyOperationObj or NULL: insert at the end */
} PyInsertionPointObj;

/* ---- types ------------------------------------------------------------- */

extern PyTypeObject PyMlirContext_Type, PyMlirModule_Type, PyOperationBase_Type,
    PyOperation_Type, PyOpView_Type, PyRegion_Type, PyBlock_Type,
    PyValue_Type, PyBlockArgument_Type, PyOpResult_Type, PyLocation_Type,
    PyInsertionPoint_Type, PyType_Type_, PyAttribute_Type, PyAffineExpr_Type,
    PyAffineMap_Type, PyIntegerSet_Type, PyNamedAttribute_Type;

extern PyObject *mlirpy_MLIRError; /* exception class */

/* ---- module.c ---------------------------------------------------------- */
/* Text accumulation for the print callbacks. */
typedef struct {
  char *data;
  size_t len, cap;
} MpyStr;
void mpy_str_cb(MlirStringRef s, void *ud);
PyObject *mpy_str_finish(MpyStr *s); /* new str; frees the buffer */

/* The thread's context stack; each returns a borrowed reference or NULL
 * (no exception set). */
PyObject *mpy_current_context(void);
PyObject *mpy_current_location(void);
PyObject *mpy_current_ip(void);
/* Push / pop a frame for `with`. */
int mpy_push_frame(PyObject *ctx, PyObject *loc, PyObject *ip);
int mpy_pop_frame(PyObject *expected);

/* Resolve an optional context / location argument (NULL or None: the
 * current one); new reference, or NULL with RuntimeError set. */
PyContextObj *mpy_resolve_context(PyObject *arg);
PyHandleObj *mpy_resolve_location(PyObject *arg);

/* Diagnostics capture around a C API call. */
void mpy_capture_begin(PyContextObj *ctx);
/* Ends the capture; returns the captured list (new ref, maybe empty). */
PyObject *mpy_capture_end(PyContextObj *ctx);
/* Ends the capture, dropping what it caught (no list is built). */
void mpy_capture_finish(PyContextObj *ctx);
/* Ends the capture and raises MLIRError(message + diagnostics). */
void mpy_capture_raise(PyContextObj *ctx, const char *message);

/* The registered dialect / op classes (with lazy import of the dialect
 * module). Borrowed or NULL. */
PyObject *mpy_lookup_op_class(MlirStringRef name);
PyObject *mpy_lookup_op_view_class(MlirStringRef name); /* its _Raw class */
PyObject *mpy_lookup_dialect_class(const char *ns, Py_ssize_t len);

PyObject *mpy_str_from_ref(MlirStringRef s);
/* "Kind(<str(self)>)", the repr of 13's printable objects. */
PyObject *mpy_repr_of(PyObject *self, const char *kind);
/* A sequence of Types as a new PyMem array (None: empty); -1 with an
 * exception naming `what`. */
int mpy_seq_to_types(PyObject *seq, MlirType **out, Py_ssize_t *n,
                     const char *what);
/* ValueError "<what> belongs to another Context" unless `other` is ctx. */
int mpy_check_context(PyContextObj *ctx, MlirContext other, const char *what);
MlirLogicalResult mpy_diag_handler(MlirDiagnostic d, void *ud);
/* A class-level read-only property calling fn() (Context.current, ...). */
PyObject *mpy_static_property(PyCFunction fn, const char *name);
int mpy_get_str(PyObject *o, MlirStringRef *out); /* borrowed utf-8 */

/* ---- ir_core.c ---------------------------------------------------------- */
PyContextObj *mpy_context_for(MlirContext ctx); /* new ref */
int mpy_init_core(PyObject *m);
/* A helper class defined in Python in mlir.ir (borrowed). */
PyObject *mpy_ir_helper(const char *name);
PyOperationObj *mpy_op_get(PyObject *o); /* borrowed, valid, or NULL+error */
PyObject *mpy_op_for(PyContextObj *ctx, MlirOperation op); /* new Operation */
PyObject *mpy_op_view(PyOperationObj *op); /* new OpView (registered class) */
PyObject *mpy_value_wrap(PyContextObj *ctx, MlirValue v, PyTypeObject *cls);
int mpy_value_get(PyObject *o, MlirValue *out); /* accepts single-result ops */
void mpy_invalidate_nested(PyContextObj *ctx, MlirOperation root,
                           int include_root);
int mpy_module_get(PyObject *o, MlirModule *out, PyContextObj **ctx);

/* ---- handles (types, attributes, locations, affine) -------------------- */
PyObject *mpy_handle_new(PyTypeObject *cls, PyContextObj *ctx, const void *ptr);
PyObject *mpy_type_wrap(PyContextObj *ctx, MlirType t); /* base Type */
PyObject *mpy_attr_wrap(PyContextObj *ctx, MlirAttribute a);
PyObject *mpy_loc_wrap(PyContextObj *ctx, MlirLocation l);
PyObject *mpy_affine_expr_wrap(PyContextObj *ctx, MlirAffineExpr e);
PyObject *mpy_affine_map_wrap(PyContextObj *ctx, MlirAffineMap m);
PyObject *mpy_integer_set_wrap(PyContextObj *ctx, MlirIntegerSet s);
int mpy_type_get(PyObject *o, MlirType *out);
int mpy_attr_get(PyObject *o, MlirAttribute *out);
int mpy_loc_get(PyObject *o, MlirLocation *out);
int mpy_affine_expr_get(PyObject *o, MlirAffineExpr *out);
int mpy_affine_map_get(PyObject *o, MlirAffineMap *out);
int mpy_init_location(PyObject *m);
int mpy_init_types(PyObject *m);
int mpy_init_attrs(PyObject *m);
int mpy_init_affine(PyObject *m);
int mpy_init_pass(PyObject *m);
int mpy_init_exec(PyObject *m);

/* Helpers for handle classes. */
#define MPY_H(o) ((PyHandleObj *)(o))

#endif /* MLIRPY_H */
