/* handles.h - the uniqued-object classes (locations, types, attributes,
 * affine objects): a context and a C API handle, cast constructors
 * (`IntegerType(t)`) and `isinstance` class methods driven by a table of
 * concrete classes. */
#ifndef MLIRPY_HANDLES_H
#define MLIRPY_HANDLES_H

#include "mlirpy.h"

/* One concrete class: its Python type and the C API predicate. */
typedef struct {
  PyTypeObject *cls;
  int (*isa)(const void *ptr);
} MpyConcrete;

/* Registers a concrete class (derived from `base`) in the module. */
int mpy_add_concrete(PyObject *m, PyTypeObject *cls, PyTypeObject *base,
                     int (*isa)(const void *));
/* The predicate of a class (walking its bases); NULL for a base class. */
int (*mpy_concrete_isa(PyTypeObject *cls))(const void *);

/* Shared slots of handle classes. */
void mpy_handle_dealloc(PyObject *o);
Py_hash_t mpy_handle_hash(PyObject *o);
PyObject *mpy_handle_richcompare(PyObject *a, PyObject *b, int op);
/* tp_new of cast constructors: cls(other) with other of `base`. */
PyObject *mpy_handle_cast_new(PyTypeObject *t, PyObject *args, PyObject *kw,
                              PyTypeObject *base, const char *kind);
PyObject *mpy_handle_isinstance(PyObject *cls, PyObject *o,
                                PyTypeObject *base);
PyObject *mpy_handle_context(PyObject *self, void *c);
/* `_CAPIPtr` and `_CAPICreate` of handle classes. */
PyObject *mpy_handle_capsule(PyObject *self, const char *name);
PyObject *mpy_handle_capi_create(PyObject *cap, const char *name,
                                 MlirContext (*context_of)(const void *),
                                 PyTypeObject *cls);
/* Type.parse / Attribute.parse: `parse` returns the handle's pointer (null
 * on error: MLIRError "Unable to parse <what>: '<text>'"). */
PyObject *mpy_handle_parse(PyObject *args, PyObject *kw,
                           const void *(*parse)(MlirContext, MlirStringRef),
                           const char *what, PyTypeObject *cls);

/* Defines `static int isa_<fn>(const void *p)` over an MlirX predicate. */
#define MPY_ISA(Handle, fn)                                                    \
  static int isa_##fn(const void *p) {                                         \
    Handle h;                                                                  \
    h.ptr = p;                                                                 \
    return fn(h);                                                              \
  }

/* Declares a concrete class type object. */
#define MPY_CONCRETE(var, pyname, base_type, methods, getset, newfn)          \
  static PyTypeObject var = {                                                  \
      PyVarObject_HEAD_INIT(NULL, 0).tp_name = pyname,                         \
      .tp_basicsize = sizeof(PyHandleObj),                                     \
      .tp_dealloc = mpy_handle_dealloc,                                        \
      .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,                    \
      .tp_methods = methods,                                                   \
      .tp_getset = getset,                                                     \
      .tp_base = base_type,                                                    \
      .tp_new = newfn,                                                         \
  }

#define MPY_CTX(o) (MPY_H(o)->ctx)
#define MPY_TYPE(o) ((MlirType){MPY_H(o)->ptr})
#define MPY_ATTR(o) ((MlirAttribute){MPY_H(o)->ptr})

PyObject *mpy_named_attr_wrap(PyContextObj *ctx, MlirNamedAttribute na);
PyObject *mpy_type_wrap_concrete(PyContextObj *ctx, MlirType t);

#endif
