/* ir_types.c - handle classes: the shared machinery, Location, Type and
 * the builtin type classes. */
#include "handles.h"

#include <string.h>

/* ---- concrete class table ------------------------------------------------- */

#define MAX_CONCRETE 96
static MpyConcrete g_concrete[MAX_CONCRETE];
static int g_nconcrete;

int mpy_add_concrete(PyObject *m, PyTypeObject *cls, PyTypeObject *base,
                     int (*isa)(const void *)) {
  if (!cls->tp_base)
    cls->tp_base = base;
  if (PyType_Ready(cls) < 0)
    return -1;
  if (isa) {
    if (g_nconcrete == MAX_CONCRETE) {
      PyErr_SetString(PyExc_RuntimeError, "too many concrete classes");
      return -1;
    }
    g_concrete[g_nconcrete].cls = cls;
    g_concrete[g_nconcrete++].isa = isa;
  }
  const char *n = strrchr(cls->tp_name, '.') + 1;
  return PyModule_AddObjectRef(m, n, (PyObject *)cls);
}

int (*mpy_concrete_isa(PyTypeObject *cls))(const void *) {
  for (PyTypeObject *t = cls; t; t = t->tp_base)
    for (int i = 0; i < g_nconcrete; ++i)
      if (g_concrete[i].cls == t)
        return g_concrete[i].isa;
  return NULL;
}

/* ---- shared slots --------------------------------------------------------- */

PyObject *mpy_handle_new(PyTypeObject *cls, PyContextObj *ctx, const void *ptr) {
  PyHandleObj *o = (PyHandleObj *)cls->tp_alloc(cls, 0);
  if (!o)
    return NULL;
  Py_INCREF(ctx);
  o->ctx = ctx;
  o->ptr = ptr;
  return (PyObject *)o;
}

void mpy_handle_dealloc(PyObject *o) {
  Py_XDECREF(MPY_H(o)->ctx);
  Py_TYPE(o)->tp_free(o);
}

Py_hash_t mpy_handle_hash(PyObject *o) { return _Py_HashPointer((void *)MPY_H(o)->ptr); }

/* The root handle kind of a class (Type, Attribute, Location, ...). */
static PyTypeObject *handle_root(PyTypeObject *t) {
  while (t->tp_base && t->tp_base != &PyBaseObject_Type)
    t = t->tp_base;
  return t;
}

PyObject *mpy_handle_richcompare(PyObject *a, PyObject *b, int op) {
  if (op != Py_EQ && op != Py_NE)
    Py_RETURN_NOTIMPLEMENTED;
  int eq = 0;
  /* Locations are attributes underneath, but compare only with locations. */
  if (handle_root(Py_TYPE(a)) == handle_root(Py_TYPE(b)))
    eq = MPY_H(a)->ptr == MPY_H(b)->ptr;
  return PyBool_FromLong(op == Py_EQ ? eq : !eq);
}

PyObject *mpy_handle_cast_new(PyTypeObject *t, PyObject *args, PyObject *kw,
                              PyTypeObject *base, const char *kind) {
  static char *kwlist[] = {"cast_from", NULL};
  PyObject *from;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "O:__init__", kwlist, &from))
    return NULL;
  if (!PyObject_TypeCheck(from, base)) {
    PyErr_Format(PyExc_TypeError, "expected a %s, got %.200s", base->tp_name,
                 Py_TYPE(from)->tp_name);
    return NULL;
  }
  int (*isa)(const void *) = mpy_concrete_isa(t);
  if (isa && !isa(MPY_H(from)->ptr)) {
    PyObject *rep = PyObject_Repr(from);
    if (rep) {
      PyErr_Format(PyExc_ValueError, "Cannot cast %s to %s (from %U)", kind,
                   strrchr(t->tp_name, '.') + 1, rep);
      Py_DECREF(rep);
    }
    return NULL;
  }
  return mpy_handle_new(t, MPY_H(from)->ctx, MPY_H(from)->ptr);
}

PyObject *mpy_handle_isinstance(PyObject *cls, PyObject *o, PyTypeObject *base) {
  if (!PyObject_TypeCheck(o, base))
    Py_RETURN_FALSE;
  int (*isa)(const void *) = mpy_concrete_isa((PyTypeObject *)cls);
  return PyBool_FromLong(isa ? isa(MPY_H(o)->ptr) : 1);
}

PyObject *mpy_handle_capsule(PyObject *self, const char *name) {
  return PyCapsule_New((void *)MPY_H(self)->ptr, name, NULL);
}

PyObject *mpy_handle_capi_create(PyObject *cap, const char *name,
                                 MlirContext (*context_of)(const void *),
                                 PyTypeObject *cls) {
  void *p = PyCapsule_GetPointer(cap, name);
  if (!p)
    return NULL;
  PyContextObj *c = mpy_context_for(context_of(p));
  if (!c)
    return NULL;
  PyObject *r = mpy_handle_new(cls, c, p);
  Py_DECREF(c);
  return r;
}

PyObject *mpy_handle_context(PyObject *self, void *c) {
  (void)c;
  Py_INCREF(MPY_CTX(self));
  return (PyObject *)MPY_CTX(self);
}

/* Argument parsing helpers. */
int mpy_type_get(PyObject *o, MlirType *out) {
  if (!PyObject_TypeCheck(o, &PyType_Type_)) {
    PyErr_Format(PyExc_TypeError, "expected a Type, got %.200s",
                 Py_TYPE(o)->tp_name);
    return -1;
  }
  out->ptr = MPY_H(o)->ptr;
  return 0;
}

int mpy_loc_get(PyObject *o, MlirLocation *out) {
  if (!PyObject_TypeCheck(o, &PyLocation_Type)) {
    PyErr_Format(PyExc_TypeError, "expected a Location, got %.200s",
                 Py_TYPE(o)->tp_name);
    return -1;
  }
  out->ptr = MPY_H(o)->ptr;
  return 0;
}

/* ======================================================================
 * Location
 * ====================================================================== */

PyObject *mpy_loc_wrap(PyContextObj *ctx, MlirLocation l) {
  return mpy_handle_new(&PyLocation_Type, ctx, l.ptr);
}

static PyObject *loc_str(PyObject *self) {
  MpyStr s = {0};
  mlirLocationPrint((MlirLocation){MPY_H(self)->ptr}, mpy_str_cb, &s);
  return mpy_str_finish(&s);
}

static PyObject *loc_unknown(PyObject *cls, PyObject *args, PyObject *kw) {
  (void)cls;
  static char *kwlist[] = {"context", NULL};
  PyObject *co = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "|O:unknown", kwlist, &co))
    return NULL;
  PyContextObj *c = mpy_resolve_context(co);
  if (!c)
    return NULL;
  PyObject *r = mpy_loc_wrap(c, mlirLocationUnknownGet(c->ctx));
  Py_DECREF(c);
  return r;
}

static PyObject *loc_file(PyObject *cls, PyObject *args, PyObject *kw) {
  (void)cls;
  static char *kwlist[] = {"filename", "line", "col", "context", NULL};
  PyObject *fo, *co = NULL;
  unsigned int line, col;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "UII|O:file", kwlist, &fo, &line,
                                   &col, &co))
    return NULL;
  MlirStringRef f;
  if (mpy_get_str(fo, &f) < 0)
    return NULL;
  PyContextObj *c = mpy_resolve_context(co);
  if (!c)
    return NULL;
  PyObject *r = mpy_loc_wrap(c, mlirLocationFileLineColGet(c->ctx, f, line, col));
  Py_DECREF(c);
  return r;
}

static PyObject *loc_callsite(PyObject *cls, PyObject *args, PyObject *kw) {
  (void)cls;
  static char *kwlist[] = {"callee", "frames", "context", NULL};
  PyObject *callee, *frames, *co = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "O!O|O:callsite", kwlist,
                                   &PyLocation_Type, &callee, &frames, &co))
    return NULL;
  PyObject *f = PySequence_Fast(frames, "frames must be a sequence of Locations");
  if (!f)
    return NULL;
  Py_ssize_t n = PySequence_Fast_GET_SIZE(f);
  if (n == 0) {
    Py_DECREF(f);
    PyErr_SetString(PyExc_ValueError, "No caller frames provided");
    return NULL;
  }
  MlirLocation caller;
  if (mpy_loc_get(PySequence_Fast_GET_ITEM(f, n - 1), &caller) < 0) {
    Py_DECREF(f);
    return NULL;
  }
  for (Py_ssize_t i = n - 2; i >= 0; --i) {
    MlirLocation fr;
    if (mpy_loc_get(PySequence_Fast_GET_ITEM(f, i), &fr) < 0) {
      Py_DECREF(f);
      return NULL;
    }
    caller = mlirLocationCallSiteGet(fr, caller);
  }
  Py_DECREF(f);
  PyContextObj *c = mpy_resolve_context(co);
  if (!c)
    return NULL;
  PyObject *r = mpy_loc_wrap(
      c, mlirLocationCallSiteGet((MlirLocation){MPY_H(callee)->ptr}, caller));
  Py_DECREF(c);
  return r;
}

static PyObject *loc_name(PyObject *cls, PyObject *args, PyObject *kw) {
  (void)cls;
  static char *kwlist[] = {"name", "childLoc", "context", NULL};
  PyObject *no, *child = NULL, *co = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "U|OO:name", kwlist, &no, &child,
                                   &co))
    return NULL;
  MlirStringRef s;
  if (mpy_get_str(no, &s) < 0)
    return NULL;
  MlirLocation cl = {NULL};
  if (child && child != Py_None && mpy_loc_get(child, &cl) < 0)
    return NULL;
  PyContextObj *c = mpy_resolve_context(co);
  if (!c)
    return NULL;
  PyObject *r = mpy_loc_wrap(c, mlirLocationNameGet(c->ctx, s, cl));
  Py_DECREF(c);
  return r;
}

static PyObject *loc_fused(PyObject *cls, PyObject *args, PyObject *kw) {
  (void)cls;
  static char *kwlist[] = {"locations", "metadata", "context", NULL};
  PyObject *locs, *meta = NULL, *co = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "O|OO:fused", kwlist, &locs, &meta,
                                   &co))
    return NULL;
  MlirAttribute ma = {NULL};
  if (meta && meta != Py_None && mpy_attr_get(meta, &ma) < 0)
    return NULL;
  PyObject *f = PySequence_Fast(locs, "locations must be a sequence of Locations");
  if (!f)
    return NULL;
  Py_ssize_t n = PySequence_Fast_GET_SIZE(f);
  MlirLocation *ls = PyMem_Calloc(n ? n : 1, sizeof(MlirLocation));
  if (!ls) {
    Py_DECREF(f);
    return PyErr_NoMemory();
  }
  for (Py_ssize_t i = 0; i < n; ++i)
    if (mpy_loc_get(PySequence_Fast_GET_ITEM(f, i), &ls[i]) < 0) {
      PyMem_Free(ls);
      Py_DECREF(f);
      return NULL;
    }
  Py_DECREF(f);
  PyContextObj *c = mpy_resolve_context(co);
  PyObject *r = NULL;
  if (c) {
    r = mpy_loc_wrap(c, mlirLocationFusedGet(c->ctx, n, ls, ma));
    Py_DECREF(c);
  }
  PyMem_Free(ls);
  return r;
}

static PyObject *loc_current(PyObject *self, PyObject *u) {
  (void)self;
  (void)u;
  PyObject *l = mpy_current_location();
  if (!l) {
    PyErr_SetString(PyExc_ValueError, "No current Location");
    return NULL;
  }
  Py_INCREF(l);
  return l;
}

static PyObject *loc_enter(PyObject *self, PyObject *u) {
  (void)u;
  if (mpy_push_frame((PyObject *)MPY_CTX(self), self, NULL) < 0)
    return NULL;
  Py_INCREF(self);
  return self;
}

static PyObject *loc_exit(PyObject *self, PyObject *a) {
  (void)a;
  if (mpy_pop_frame(self) < 0)
    return NULL;
  Py_RETURN_NONE;
}

static PyObject *loc_capsule(PyObject *self, void *c) {
  (void)c;
  return mpy_handle_capsule(self, "mlir.ir.Location._CAPIPtr");
}

static MlirContext loc_context_of(const void *p) {
  MlirLocation h = {p};
  return mlirLocationGetContext(h);
}

static PyObject *loc_capi_create(PyObject *cls, PyObject *cap) {
  (void)cls;
  return mpy_handle_capi_create(cap, "mlir.ir.Location._CAPIPtr", loc_context_of, &PyLocation_Type);
}

static PyObject *loc_attr(PyObject *self, void *c) {
  (void)c;
  return mpy_attr_wrap(MPY_CTX(self),
                       mlirLocationGetAttribute((MlirLocation){MPY_H(self)->ptr}));
}

#define KWF(f) (PyCFunction)(void (*)(void))(f)

static PyMethodDef loc_methods[] = {
    {"unknown", KWF(loc_unknown), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Gets a Location representing an unknown location."},
    {"file", KWF(loc_file), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Gets a Location representing a file, line and column."},
    {"callsite", KWF(loc_callsite), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Gets a Location representing a caller and callsite."},
    {"name", KWF(loc_name), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Gets a Location representing a named location with an optional child."},
    {"fused", KWF(loc_fused), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Gets a Location representing a fused location with optional metadata."},
    {"__enter__", loc_enter, METH_NOARGS, NULL},
    {"__exit__", loc_exit, METH_VARARGS, NULL},
    {"_CAPICreate", loc_capi_create, METH_O | METH_STATIC, NULL},
    {NULL, NULL, 0, NULL}};

static PyGetSetDef loc_getset[] = {
    {"context", mpy_handle_context, NULL, "Context that owns the Location.", NULL},
    {"attr", loc_attr, NULL, "The location as an attribute.", NULL},
    {"_CAPIPtr", loc_capsule, NULL, NULL, NULL},
    {NULL, NULL, NULL, NULL, NULL}};

PyTypeObject PyLocation_Type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "mlir._mlir_libs._mlir.ir.Location",
    .tp_basicsize = sizeof(PyHandleObj),
    .tp_dealloc = mpy_handle_dealloc,
    .tp_repr = loc_str,
    .tp_str = loc_str,
    .tp_hash = mpy_handle_hash,
    .tp_richcompare = mpy_handle_richcompare,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_methods = loc_methods,
    .tp_getset = loc_getset,
};

int mpy_init_location(PyObject *m) {
  if (PyType_Ready(&PyLocation_Type) < 0 ||
      PyModule_AddObjectRef(m, "Location", (PyObject *)&PyLocation_Type) < 0)
    return -1;
  PyObject *p = mpy_static_property(loc_current, "current");
  if (!p)
    return -1;
  int r = PyDict_SetItemString(PyLocation_Type.tp_dict, "current", p);
  Py_DECREF(p);
  PyType_Modified(&PyLocation_Type);
  return r;
}

/* ======================================================================
 * Type
 * ====================================================================== */

PyObject *mpy_type_wrap(PyContextObj *ctx, MlirType t) {
  if (mlirTypeIsNull(t)) {
    PyErr_SetString(PyExc_ValueError, "null type");
    return NULL;
  }
  return mpy_handle_new(&PyType_Type_, ctx, t.ptr);
}

static PyObject *type_str(PyObject *self) {
  MpyStr s = {0};
  mlirTypePrint(MPY_TYPE(self), mpy_str_cb, &s);
  return mpy_str_finish(&s);
}

PyObject *mpy_repr_of(PyObject *self, const char *kind) {
  PyObject *s = PyObject_Str(self);
  if (!s)
    return NULL;
  PyObject *r = PyUnicode_FromFormat("%s(%U)", kind, s);
  Py_DECREF(s);
  return r;
}

static PyObject *type_repr(PyObject *self) { return mpy_repr_of(self, "Type"); }

static PyObject *type_new(PyTypeObject *t, PyObject *args, PyObject *kw) {
  return mpy_handle_cast_new(t, args, kw, &PyType_Type_, "type");
}

static PyObject *type_isinstance(PyObject *cls, PyObject *o) {
  return mpy_handle_isinstance(cls, o, &PyType_Type_);
}

PyObject *mpy_handle_parse(PyObject *args, PyObject *kw,
                           const void *(*parse)(MlirContext, MlirStringRef),
                           const char *what, PyTypeObject *cls) {
  static char *kwlist[] = {"asm", "context", NULL};
  PyObject *so, *co = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "U|O:parse", kwlist, &so, &co))
    return NULL;
  MlirStringRef s;
  if (mpy_get_str(so, &s) < 0)
    return NULL;
  PyContextObj *c = mpy_resolve_context(co);
  if (!c)
    return NULL;
  mpy_capture_begin(c);
  const void *p = parse(c->ctx, s);
  PyObject *r = NULL;
  if (!p) {
    PyObject *msg = PyUnicode_FromFormat("Unable to parse %s: '%U'", what, so);
    if (msg) {
      mpy_capture_raise(c, PyUnicode_AsUTF8(msg));
      Py_DECREF(msg);
    } else {
      mpy_capture_finish(c);
    }
  } else {
    mpy_capture_finish(c);
    r = mpy_handle_new(cls, c, p);
  }
  Py_DECREF(c);
  return r;
}

static const void *parse_type(MlirContext c, MlirStringRef s) {
  return mlirTypeParseGet(c, s).ptr;
}

static PyObject *type_parse(PyObject *cls, PyObject *args, PyObject *kw) {
  (void)cls;
  return mpy_handle_parse(args, kw, parse_type, "type", &PyType_Type_);
}

static PyObject *type_dump(PyObject *self, PyObject *u) {
  (void)u;
  mlirTypeDump(MPY_TYPE(self));
  fputc('\n', stderr);
  Py_RETURN_NONE;
}

static PyObject *type_capsule(PyObject *self, void *c) {
  (void)c;
  return mpy_handle_capsule(self, "mlir.ir.Type._CAPIPtr");
}

static MlirContext type_context_of(const void *p) {
  MlirType h = {p};
  return mlirTypeGetContext(h);
}

static PyObject *type_capi_create(PyObject *cls, PyObject *cap) {
  (void)cls;
  return mpy_handle_capi_create(cap, "mlir.ir.Type._CAPIPtr", type_context_of, (PyTypeObject *)cls);
}

static PyMethodDef type_methods[] = {
    {"parse", KWF(type_parse), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Parses the assembly form of a type."},
    {"isinstance", type_isinstance, METH_O | METH_CLASS,
     "Whether a Type is of this class."},
    {"dump", type_dump, METH_NOARGS, "Dumps the type to stderr."},
    {"_CAPICreate", type_capi_create, METH_O | METH_CLASS, NULL},
    {NULL, NULL, 0, NULL}};

static PyGetSetDef type_getset[] = {
    {"context", mpy_handle_context, NULL, "Context that owns the Type.", NULL},
    {"_CAPIPtr", type_capsule, NULL, NULL, NULL},
    {NULL, NULL, NULL, NULL, NULL}};

PyTypeObject PyType_Type_ = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "mlir._mlir_libs._mlir.ir.Type",
    .tp_basicsize = sizeof(PyHandleObj),
    .tp_dealloc = mpy_handle_dealloc,
    .tp_repr = type_repr,
    .tp_str = type_str,
    .tp_hash = mpy_handle_hash,
    .tp_richcompare = mpy_handle_richcompare,
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
    .tp_methods = type_methods,
    .tp_getset = type_getset,
    .tp_new = type_new,
};

/* ---- helpers for the concrete type classes -------------------------------- */

/* Calls `fn(ctx)` on the resolved `context=` argument. */
static PyObject *ctx_type_get(PyTypeObject *cls, PyObject *args, PyObject *kw,
                              MlirType (*fn)(MlirContext)) {
  static char *kwlist[] = {"context", NULL};
  PyObject *co = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "|O:get", kwlist, &co))
    return NULL;
  PyContextObj *c = mpy_resolve_context(co);
  if (!c)
    return NULL;
  PyObject *r = mpy_handle_new(cls, c, fn(c->ctx).ptr);
  Py_DECREF(c);
  return r;
}

static int get_shape(PyObject *o, int64_t **shape, Py_ssize_t *rank) {
  PyObject *f = PySequence_Fast(o, "shape must be a sequence of ints");
  if (!f)
    return -1;
  *rank = PySequence_Fast_GET_SIZE(f);
  *shape = PyMem_Calloc(*rank ? *rank : 1, sizeof(int64_t));
  if (!*shape) {
    Py_DECREF(f);
    PyErr_NoMemory();
    return -1;
  }
  for (Py_ssize_t i = 0; i < *rank; ++i) {
    long long v = PyLong_AsLongLong(PySequence_Fast_GET_ITEM(f, i));
    if (v == -1 && PyErr_Occurred()) {
      PyMem_Free(*shape);
      Py_DECREF(f);
      return -1;
    }
    (*shape)[i] = v;
  }
  Py_DECREF(f);
  return 0;
}

/* Runs a GetChecked constructor with diagnostics captured: raises with
 * them when it returns null. */
/* The result of a GetChecked constructor (diagnostics captured); an invalid element type is reported as 13 does:
 * ValueError("invalid '<repr>' and expected <expected> type."). */
static const char VEC_ELTS[] = "floating point or integer";
static const char SHAPED_ELTS[] = "floating point, integer, vector or complex";
static PyObject *checked_elt_result(PyTypeObject *cls, PyContextObj *c,
                                    MlirType t, PyObject *elt,
                                    const char *expected) {
  if (mlirTypeIsNull(t)) {
    PyObject *d = mpy_capture_end(c);
    int elt_error = 0;
    for (Py_ssize_t i = 0; d && i < PyList_GET_SIZE(d); ++i) {
      PyObject *msg = PyTuple_GET_ITEM(PyList_GET_ITEM(d, i), 2);
      PyObject *needle = PyUnicode_FromString("element");
      if (needle && PyUnicode_Find(msg, needle, 0, PY_SSIZE_T_MAX, 1) >= 0)
        elt_error = 1;
      Py_XDECREF(needle);
      PyErr_Clear();
    }
    if (elt_error || !d) {
      Py_XDECREF(d);
      PyErr_Format(PyExc_ValueError, "invalid '%R' and expected %s type.",
                   elt, expected);
      return NULL;
    }
    /* Another error: through MLIRError with the diagnostics. */
    c->capture++;
    Py_XSETREF(c->diags, d);
    mpy_capture_raise(c, "Invalid type:");
    return NULL;
  }
  mpy_capture_finish(c);
  return mpy_handle_new(cls, c, t.ptr);
}

/* ---- IntegerType ------------------------------------------------------------ */

MPY_ISA(MlirType, mlirTypeIsAInteger)
static PyTypeObject PyIntegerType_Type;

static PyObject *int_get(PyObject *args, PyObject *kw,
                         MlirType (*fn)(MlirContext, unsigned)) {
  static char *kwlist[] = {"width", "context", NULL};
  unsigned int w;
  PyObject *co = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "I|O:get", kwlist, &w, &co))
    return NULL;
  if (w == 0 || w > 16777215u) {
    PyErr_Format(PyExc_ValueError, "invalid integer width %u", w);
    return NULL;
  }
  PyContextObj *c = mpy_resolve_context(co);
  if (!c)
    return NULL;
  PyObject *r = mpy_handle_new(&PyIntegerType_Type, c, fn(c->ctx, w).ptr);
  Py_DECREF(c);
  return r;
}
static PyObject *int_get_signless(PyObject *cls, PyObject *a, PyObject *k) {
  (void)cls;
  return int_get(a, k, mlirIntegerTypeGet);
}
static PyObject *int_get_signed(PyObject *cls, PyObject *a, PyObject *k) {
  (void)cls;
  return int_get(a, k, mlirIntegerTypeSignedGet);
}
static PyObject *int_get_unsigned(PyObject *cls, PyObject *a, PyObject *k) {
  (void)cls;
  return int_get(a, k, mlirIntegerTypeUnsignedGet);
}
static PyObject *int_width(PyObject *s, void *c) {
  (void)c;
  return PyLong_FromUnsignedLong(mlirIntegerTypeGetWidth(MPY_TYPE(s)));
}
static PyObject *int_is_signless(PyObject *s, void *c) {
  (void)c;
  return PyBool_FromLong(mlirIntegerTypeIsSignless(MPY_TYPE(s)));
}
static PyObject *int_is_signed(PyObject *s, void *c) {
  (void)c;
  return PyBool_FromLong(mlirIntegerTypeIsSigned(MPY_TYPE(s)));
}
static PyObject *int_is_unsigned(PyObject *s, void *c) {
  (void)c;
  return PyBool_FromLong(mlirIntegerTypeIsUnsigned(MPY_TYPE(s)));
}
static PyMethodDef int_methods[] = {
    {"get_signless", KWF(int_get_signless), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Create a signless integer type"},
    {"get_signed", KWF(int_get_signed), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Create a signed integer type"},
    {"get_unsigned", KWF(int_get_unsigned), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Create an unsigned integer type"},
    {NULL, NULL, 0, NULL}};
static PyGetSetDef int_getset[] = {
    {"width", int_width, NULL, "Returns the width of the integer type", NULL},
    {"is_signless", int_is_signless, NULL, "Returns whether this is a signless integer", NULL},
    {"is_signed", int_is_signed, NULL, "Returns whether this is a signed integer", NULL},
    {"is_unsigned", int_is_unsigned, NULL, "Returns whether this is an unsigned integer", NULL},
    {NULL, NULL, NULL, NULL, NULL}};
MPY_CONCRETE(PyIntegerType_Type, "mlir._mlir_libs._mlir.ir.IntegerType", NULL, int_methods,
             int_getset, type_new);

/* ---- simple types (no parameters) -------------------------------------------- */

#define SIMPLE_TYPE(Name, isafn, getfn, doc)                                   \
  MPY_ISA(MlirType, isafn)                                                     \
  static PyTypeObject Py##Name##_Type;                                         \
  static PyObject *Name##_get(PyObject *cls, PyObject *a, PyObject *k) {       \
    (void)cls;                                                                 \
    return ctx_type_get(&Py##Name##_Type, a, k, getfn);                        \
  }                                                                            \
  static PyMethodDef Name##_methods[] = {                                      \
      {"get", KWF(Name##_get), METH_VARARGS | METH_KEYWORDS | METH_STATIC,     \
       doc},                                                                   \
      {NULL, NULL, 0, NULL}};                                                  \
  MPY_CONCRETE(Py##Name##_Type, "mlir._mlir_libs._mlir.ir." #Name, NULL, Name##_methods, NULL,  \
               type_new)

SIMPLE_TYPE(IndexType, mlirTypeIsAIndex, mlirIndexTypeGet, "Create a index type.");
SIMPLE_TYPE(BF16Type, mlirTypeIsABF16, mlirBF16TypeGet, "Create a bf16 type.");
SIMPLE_TYPE(F16Type, mlirTypeIsAF16, mlirF16TypeGet, "Create a f16 type.");
SIMPLE_TYPE(F32Type, mlirTypeIsAF32, mlirF32TypeGet, "Create a f32 type.");
SIMPLE_TYPE(F64Type, mlirTypeIsAF64, mlirF64TypeGet, "Create a f64 type.");
SIMPLE_TYPE(NoneType, mlirTypeIsANone, mlirNoneTypeGet, "Create a none type.");

/* ---- ComplexType ----------------------------------------------------------------- */

MPY_ISA(MlirType, mlirTypeIsAComplex)
static PyTypeObject PyComplexType_Type;
static PyObject *complex_get(PyObject *cls, PyObject *a, PyObject *k) {
  (void)cls;
  static char *kwlist[] = {"element_type", NULL};
  PyObject *eo;
  if (!PyArg_ParseTupleAndKeywords(a, k, "O!:get", kwlist, &PyType_Type_, &eo))
    return NULL;
  MlirType e = MPY_TYPE(eo);
  if (!mlirTypeIsAInteger(e) && !mlirTypeIsABF16(e) && !mlirTypeIsAF16(e) &&
      !mlirTypeIsAF32(e) && !mlirTypeIsAF64(e)) {
    PyObject *rep = PyObject_Repr(eo);
    if (rep) {
      PyErr_Format(PyExc_ValueError,
                   "invalid '%U' and expected floating point or integer type.",
                   rep);
      Py_DECREF(rep);
    }
    return NULL;
  }
  return mpy_handle_new(&PyComplexType_Type, MPY_CTX(eo), mlirComplexTypeGet(e).ptr);
}
static PyObject *complex_elt(PyObject *s, void *c) {
  (void)c;
  return mpy_type_wrap_concrete(MPY_CTX(s), mlirComplexTypeGetElementType(MPY_TYPE(s)));
}
static PyMethodDef complex_methods[] = {
    {"get", KWF(complex_get), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Create a complex type"},
    {NULL, NULL, 0, NULL}};
static PyGetSetDef complex_getset[] = {
    {"element_type", complex_elt, NULL, "Returns element type.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};
MPY_CONCRETE(PyComplexType_Type, "mlir._mlir_libs._mlir.ir.ComplexType", NULL, complex_methods,
             complex_getset, type_new);

/* ---- ShapedType -------------------------------------------------------------------- */

MPY_ISA(MlirType, mlirTypeIsAShaped)
static PyTypeObject PyShapedType_Type;

static int ranked_check(PyObject *s) {
  if (!mlirShapedTypeHasRank(MPY_TYPE(s))) {
    PyErr_SetString(PyExc_ValueError,
                    "calling this method requires that the type has a rank.");
    return -1;
  }
  return 0;
}
static PyObject *shaped_elt(PyObject *s, void *c) {
  (void)c;
  return mpy_type_wrap_concrete(MPY_CTX(s), mlirShapedTypeGetElementType(MPY_TYPE(s)));
}
static PyObject *shaped_has_rank(PyObject *s, void *c) {
  (void)c;
  return PyBool_FromLong(mlirShapedTypeHasRank(MPY_TYPE(s)));
}
static PyObject *shaped_rank(PyObject *s, void *c) {
  (void)c;
  if (ranked_check(s) < 0)
    return NULL;
  return PyLong_FromLongLong(mlirShapedTypeGetRank(MPY_TYPE(s)));
}
static PyObject *shaped_static(PyObject *s, void *c) {
  (void)c;
  return PyBool_FromLong(mlirShapedTypeHasStaticShape(MPY_TYPE(s)));
}
static PyObject *shaped_shape(PyObject *s, void *c) {
  (void)c;
  if (ranked_check(s) < 0)
    return NULL;
  int64_t r = mlirShapedTypeGetRank(MPY_TYPE(s));
  PyObject *l = PyList_New(r);
  for (int64_t i = 0; l && i < r; ++i)
    PyList_SET_ITEM(l, i, PyLong_FromLongLong(mlirShapedTypeGetDimSize(MPY_TYPE(s), i)));
  return l;
}
static int dim_arg(PyObject *s, PyObject *d, intptr_t *out) {
  if (ranked_check(s) < 0)
    return -1;
  long long v = PyLong_AsLongLong(d);
  if (v == -1 && PyErr_Occurred())
    return -1;
  if (v < 0 || v >= mlirShapedTypeGetRank(MPY_TYPE(s))) {
    PyErr_SetString(PyExc_ValueError, "Invalid dimension index");
    return -1;
  }
  *out = (intptr_t)v;
  return 0;
}
static PyObject *shaped_is_dyn_dim(PyObject *s, PyObject *d) {
  intptr_t i;
  if (dim_arg(s, d, &i) < 0)
    return NULL;
  return PyBool_FromLong(mlirShapedTypeIsDynamicDim(MPY_TYPE(s), i));
}
static PyObject *shaped_dim_size(PyObject *s, PyObject *d) {
  intptr_t i;
  if (dim_arg(s, d, &i) < 0)
    return NULL;
  return PyLong_FromLongLong(mlirShapedTypeGetDimSize(MPY_TYPE(s), i));
}
static PyObject *shaped_is_dyn_size(PyObject *cls, PyObject *d) {
  (void)cls;
  long long v = PyLong_AsLongLong(d);
  if (v == -1 && PyErr_Occurred())
    return NULL;
  return PyBool_FromLong(mlirShapedTypeIsDynamicSize(v));
}
static PyObject *shaped_is_dyn_so(PyObject *cls, PyObject *d) {
  (void)cls;
  long long v = PyLong_AsLongLong(d);
  if (v == -1 && PyErr_Occurred())
    return NULL;
  return PyBool_FromLong(mlirShapedTypeIsDynamicStrideOrOffset(v));
}
static PyMethodDef shaped_methods[] = {
    {"is_dynamic_dim", shaped_is_dyn_dim, METH_O,
     "Returns whether the dim-th dimension of the given shaped type is dynamic."},
    {"get_dim_size", shaped_dim_size, METH_O,
     "Returns the dim-th dimension of the given ranked shaped type."},
    {"is_dynamic_size", shaped_is_dyn_size, METH_O | METH_STATIC,
     "Returns whether the given dimension size indicates a dynamic dimension."},
    {"is_dynamic_stride_or_offset", shaped_is_dyn_so, METH_O | METH_STATIC,
     "Returns whether the given value is used as a placeholder for dynamic "
     "strides and offsets in shaped types."},
    {NULL, NULL, 0, NULL}};
static PyGetSetDef shaped_getset[] = {
    {"element_type", shaped_elt, NULL, "Returns the element type of the shaped type.", NULL},
    {"has_rank", shaped_has_rank, NULL, "Returns whether the given shaped type is ranked.", NULL},
    {"rank", shaped_rank, NULL, "Returns the rank of the given ranked shaped type.", NULL},
    {"has_static_shape", shaped_static, NULL, "Returns whether the given shaped type has a static shape.", NULL},
    {"shape", shaped_shape, NULL, "Returns the shape of the ranked shaped type as a list of integers.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};
MPY_CONCRETE(PyShapedType_Type, "mlir._mlir_libs._mlir.ir.ShapedType", NULL, shaped_methods,
             shaped_getset, type_new);

/* ---- VectorType / tensors ------------------------------------------------------------ */

MPY_ISA(MlirType, mlirTypeIsAVector)
static PyTypeObject PyVectorType_Type;
static PyObject *vector_get(PyObject *cls, PyObject *a, PyObject *k) {
  (void)cls;
  static char *kwlist[] = {"shape", "element_type", "loc", NULL};
  PyObject *so, *eo, *lo = NULL;
  if (!PyArg_ParseTupleAndKeywords(a, k, "OO!|O:get", kwlist, &so,
                                   &PyType_Type_, &eo, &lo))
    return NULL;
  int64_t *shape;
  Py_ssize_t rank;
  if (get_shape(so, &shape, &rank) < 0)
    return NULL;
  PyHandleObj *loc = mpy_resolve_location(lo);
  if (!loc) {
    PyMem_Free(shape);
    return NULL;
  }
  mpy_capture_begin(loc->ctx);
  MlirType t = mlirVectorTypeGetChecked((MlirLocation){loc->ptr}, rank, shape,
                                        MPY_TYPE(eo));
  PyMem_Free(shape);
  PyObject *r = checked_elt_result(&PyVectorType_Type, loc->ctx, t, eo,
                                   VEC_ELTS);
  Py_DECREF(loc);
  return r;
}
static PyMethodDef vector_methods[] = {
    {"get", KWF(vector_get), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Create a vector type"},
    {NULL, NULL, 0, NULL}};
MPY_CONCRETE(PyVectorType_Type, "mlir._mlir_libs._mlir.ir.VectorType", &PyShapedType_Type,
             vector_methods, NULL, type_new);

MPY_ISA(MlirType, mlirTypeIsARankedTensor)
static PyTypeObject PyRankedTensorType_Type;
static PyObject *rtensor_get(PyObject *cls, PyObject *a, PyObject *k) {
  (void)cls;
  static char *kwlist[] = {"shape", "element_type", "encoding", "loc", NULL};
  PyObject *so, *eo, *enc = NULL, *lo = NULL;
  if (!PyArg_ParseTupleAndKeywords(a, k, "OO!|OO:get", kwlist, &so,
                                   &PyType_Type_, &eo, &enc, &lo))
    return NULL;
  MlirAttribute ea = {NULL};
  if (enc && enc != Py_None && mpy_attr_get(enc, &ea) < 0)
    return NULL;
  int64_t *shape;
  Py_ssize_t rank;
  if (get_shape(so, &shape, &rank) < 0)
    return NULL;
  PyHandleObj *loc = mpy_resolve_location(lo);
  if (!loc) {
    PyMem_Free(shape);
    return NULL;
  }
  mpy_capture_begin(loc->ctx);
  MlirType t = mlirRankedTensorTypeGetChecked((MlirLocation){loc->ptr}, rank,
                                              shape, MPY_TYPE(eo), ea);
  PyMem_Free(shape);
  PyObject *r = checked_elt_result(&PyRankedTensorType_Type, loc->ctx, t, eo,
                                   SHAPED_ELTS);
  Py_DECREF(loc);
  return r;
}
static PyObject *rtensor_encoding(PyObject *s, void *c) {
  (void)c;
  MlirAttribute a = mlirRankedTensorTypeGetEncoding(MPY_TYPE(s));
  if (mlirAttributeIsNull(a))
    Py_RETURN_NONE;
  return mpy_attr_wrap(MPY_CTX(s), a);
}
static PyMethodDef rtensor_methods[] = {
    {"get", KWF(rtensor_get), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Create a ranked tensor type"},
    {NULL, NULL, 0, NULL}};
static PyGetSetDef rtensor_getset[] = {
    {"encoding", rtensor_encoding, NULL, "The encoding attribute (or None).", NULL},
    {NULL, NULL, NULL, NULL, NULL}};
MPY_CONCRETE(PyRankedTensorType_Type, "mlir._mlir_libs._mlir.ir.RankedTensorType",
             &PyShapedType_Type, rtensor_methods, rtensor_getset, type_new);

MPY_ISA(MlirType, mlirTypeIsAUnrankedTensor)
static PyTypeObject PyUnrankedTensorType_Type;
static PyObject *utensor_get(PyObject *cls, PyObject *a, PyObject *k) {
  (void)cls;
  static char *kwlist[] = {"element_type", "loc", NULL};
  PyObject *eo, *lo = NULL;
  if (!PyArg_ParseTupleAndKeywords(a, k, "O!|O:get", kwlist, &PyType_Type_, &eo,
                                   &lo))
    return NULL;
  PyHandleObj *loc = mpy_resolve_location(lo);
  if (!loc)
    return NULL;
  mpy_capture_begin(loc->ctx);
  MlirType t = mlirUnrankedTensorTypeGetChecked((MlirLocation){loc->ptr},
                                                MPY_TYPE(eo));
  PyObject *r = checked_elt_result(&PyUnrankedTensorType_Type, loc->ctx, t,
                                   eo, SHAPED_ELTS);
  Py_DECREF(loc);
  return r;
}
static PyMethodDef utensor_methods[] = {
    {"get", KWF(utensor_get), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Create a unranked tensor type"},
    {NULL, NULL, 0, NULL}};
MPY_CONCRETE(PyUnrankedTensorType_Type, "mlir._mlir_libs._mlir.ir.UnrankedTensorType",
             &PyShapedType_Type, utensor_methods, NULL, type_new);

/* ---- MemRefType ------------------------------------------------------------------------ */

MPY_ISA(MlirType, mlirTypeIsAMemRef)
static PyTypeObject PyMemRefType_Type;
static PyObject *memref_get(PyObject *cls, PyObject *a, PyObject *k) {
  (void)cls;
  static char *kwlist[] = {"shape", "element_type", "layout", "memory_space",
                           "loc", NULL};
  PyObject *so, *eo, *lay = NULL, *ms = NULL, *lo = NULL;
  if (!PyArg_ParseTupleAndKeywords(a, k, "OO!|OOO:get", kwlist, &so,
                                   &PyType_Type_, &eo, &lay, &ms, &lo))
    return NULL;
  MlirAttribute msa = {NULL};
  if (ms && ms != Py_None && mpy_attr_get(ms, &msa) < 0)
    return NULL;
  /* The layout: None, an AffineMap, an AffineMapAttr or a list of maps. */
  MlirAffineMap *maps = NULL;
  Py_ssize_t nmaps = 0;
  if (lay && lay != Py_None) {
    PyObject *f;
    if (PyObject_TypeCheck(lay, &PyAffineMap_Type) ||
        PyObject_TypeCheck(lay, &PyAttribute_Type))
      f = PyTuple_Pack(1, lay);
    else
      f = PySequence_Tuple(lay);
    if (!f)
      return NULL;
    nmaps = PyTuple_GET_SIZE(f);
    maps = PyMem_Calloc(nmaps ? nmaps : 1, sizeof(MlirAffineMap));
    for (Py_ssize_t i = 0; maps && i < nmaps; ++i) {
      PyObject *it = PyTuple_GET_ITEM(f, i);
      MlirAttribute at;
      if (PyObject_TypeCheck(it, &PyAttribute_Type) &&
          mpy_attr_get(it, &at) == 0 && mlirAttributeIsAAffineMap(at)) {
        maps[i] = mlirAffineMapAttrGetValue(at);
      } else if (mpy_affine_map_get(it, &maps[i]) < 0) {
        PyErr_Clear();
        PyErr_SetString(PyExc_TypeError,
                        "layout must be an AffineMap, an AffineMapAttr or a "
                        "list of AffineMaps");
        PyMem_Free(maps);
        Py_DECREF(f);
        return NULL;
      }
    }
    Py_DECREF(f);
    if (!maps)
      return PyErr_NoMemory();
  }
  int64_t *shape;
  Py_ssize_t rank;
  if (get_shape(so, &shape, &rank) < 0) {
    PyMem_Free(maps);
    return NULL;
  }
  PyHandleObj *loc = mpy_resolve_location(lo);
  PyObject *r = NULL;
  if (loc) {
    mpy_capture_begin(loc->ctx);
    MlirType t = mlirMemRefTypeGetChecked((MlirLocation){loc->ptr}, MPY_TYPE(eo),
                                          rank, shape, nmaps, maps, msa);
    r = checked_elt_result(&PyMemRefType_Type, loc->ctx, t, eo, SHAPED_ELTS);
    Py_DECREF(loc);
  }
  PyMem_Free(shape);
  PyMem_Free(maps);
  return r;
}
static PyObject *memref_maps(PyObject *s, void *c) {
  (void)c;
  intptr_t n = mlirMemRefTypeGetNumAffineMaps(MPY_TYPE(s));
  PyObject *l = PyList_New(n);
  for (intptr_t i = 0; l && i < n; ++i) {
    PyObject *m = mpy_affine_map_wrap(MPY_CTX(s), mlirMemRefTypeGetAffineMap(MPY_TYPE(s), i));
    if (!m) {
      Py_CLEAR(l);
      break;
    }
    PyList_SET_ITEM(l, i, m);
  }
  return l;
}

static PyObject *memref_space(PyObject *s, void *c) {
  (void)c;
  /* The default space is the null attribute (printed <<NULL ATTRIBUTE>>). */
  MlirAttribute a = mlirMemRefTypeGetMemorySpace(MPY_TYPE(s));
  return mpy_handle_new(&PyAttribute_Type, MPY_CTX(s), a.ptr);
}
static PyMethodDef memref_methods[] = {
    {"get", KWF(memref_get), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "get(shape, element_type, layout=None, memory_space=None, loc=None): "
     "create a memref type"},
    {NULL, NULL, 0, NULL}};
static PyGetSetDef memref_getset[] = {
    {"affine_maps", memref_maps, NULL, "The layout maps of the MemRef type.", NULL},
    {"layout", memref_maps, NULL, "The layout maps of the MemRef type (13's name).", NULL},
    {"memory_space", memref_space, NULL, "Returns the memory space of the given MemRef type.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};
MPY_CONCRETE(PyMemRefType_Type, "mlir._mlir_libs._mlir.ir.MemRefType", &PyShapedType_Type,
             memref_methods, memref_getset, type_new);

MPY_ISA(MlirType, mlirTypeIsAUnrankedMemRef)
static PyTypeObject PyUnrankedMemRefType_Type;
static PyObject *umemref_get(PyObject *cls, PyObject *a, PyObject *k) {
  (void)cls;
  static char *kwlist[] = {"element_type", "memory_space", "loc", NULL};
  PyObject *eo, *ms = Py_None, *lo = NULL;
  if (!PyArg_ParseTupleAndKeywords(a, k, "O!|OO:get", kwlist, &PyType_Type_, &eo,
                                   &ms, &lo))
    return NULL;
  MlirAttribute msa = {NULL};
  if (ms != Py_None && mpy_attr_get(ms, &msa) < 0)
    return NULL;
  PyHandleObj *loc = mpy_resolve_location(lo);
  if (!loc)
    return NULL;
  mpy_capture_begin(loc->ctx);
  MlirType t = mlirUnrankedMemRefTypeGetChecked((MlirLocation){loc->ptr},
                                                MPY_TYPE(eo), msa);
  PyObject *r = checked_elt_result(&PyUnrankedMemRefType_Type, loc->ctx, t,
                                   eo, SHAPED_ELTS);
  Py_DECREF(loc);
  return r;
}
static PyObject *umemref_space(PyObject *s, void *c) {
  (void)c;
  MlirAttribute a = mlirUnrankedMemrefGetMemorySpace(MPY_TYPE(s));
  return mpy_handle_new(&PyAttribute_Type, MPY_CTX(s), a.ptr);
}
static PyMethodDef umemref_methods[] = {
    {"get", KWF(umemref_get), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Create a unranked memref type"},
    {NULL, NULL, 0, NULL}};
static PyGetSetDef umemref_getset[] = {
    {"memory_space", umemref_space, NULL, "Returns the memory space of the given Unranked MemRef type.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};
MPY_CONCRETE(PyUnrankedMemRefType_Type, "mlir._mlir_libs._mlir.ir.UnrankedMemRefType",
             &PyShapedType_Type, umemref_methods, umemref_getset, type_new);

/* ---- TupleType / FunctionType ------------------------------------------------------------ */

static PyObject *types_list(PyContextObj *ctx, MlirType t, intptr_t n,
                            MlirType (*get)(MlirType, intptr_t)) {
  PyObject *l = PyList_New(n);
  for (intptr_t i = 0; l && i < n; ++i) {
    PyObject *e = mpy_type_wrap_concrete(ctx, get(t, i));
    if (!e) {
      Py_CLEAR(l);
      break;
    }
    PyList_SET_ITEM(l, i, e);
  }
  return l;
}

MPY_ISA(MlirType, mlirTypeIsATuple)
static PyTypeObject PyTupleType_Type;
static PyObject *tuple_get(PyObject *cls, PyObject *a, PyObject *k) {
  (void)cls;
  static char *kwlist[] = {"elements", "context", NULL};
  PyObject *eo, *co = NULL;
  if (!PyArg_ParseTupleAndKeywords(a, k, "O|O:get_tuple", kwlist, &eo, &co))
    return NULL;
  MlirType *ts;
  Py_ssize_t n;
  if (mpy_seq_to_types(eo, &ts, &n, "expected a sequence of Types") < 0)
    return NULL;
  PyContextObj *c = mpy_resolve_context(co);
  PyObject *r = NULL;
  for (Py_ssize_t i = 0; c && i < n; ++i)
    if (mpy_check_context(c, mlirTypeGetContext(ts[i]), "an element type") < 0)
      Py_CLEAR(c);
  if (c) {
    r = mpy_handle_new(&PyTupleType_Type, c, mlirTupleTypeGet(c->ctx, n, ts).ptr);
    Py_DECREF(c);
  }
  PyMem_Free(ts);
  return r;
}
static PyObject *tuple_get_type(PyObject *s, PyObject *p) {
  Py_ssize_t i = PyNumber_AsSsize_t(p, PyExc_IndexError);
  if (i == -1 && PyErr_Occurred())
    return NULL;
  if (i < 0 || i >= mlirTupleTypeGetNumTypes(MPY_TYPE(s))) {
    PyErr_SetString(PyExc_IndexError, "index out of range");
    return NULL;
  }
  return mpy_type_wrap_concrete(MPY_CTX(s), mlirTupleTypeGetType(MPY_TYPE(s), i));
}
static PyObject *tuple_num(PyObject *s, void *c) {
  (void)c;
  return PyLong_FromSsize_t(mlirTupleTypeGetNumTypes(MPY_TYPE(s)));
}
static PyMethodDef tuple_methods[] = {
    {"get_tuple", KWF(tuple_get), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Create a tuple type"},
    {"get_type", tuple_get_type, METH_O, "Returns the pos-th type in the tuple type."},
    {NULL, NULL, 0, NULL}};
static PyGetSetDef tuple_getset[] = {
    {"num_types", tuple_num, NULL, "Returns the number of types contained in a tuple.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};
MPY_CONCRETE(PyTupleType_Type, "mlir._mlir_libs._mlir.ir.TupleType", NULL, tuple_methods,
             tuple_getset, type_new);

MPY_ISA(MlirType, mlirTypeIsAFunction)
static PyTypeObject PyFunctionType_Type;
static PyObject *func_get(PyObject *cls, PyObject *a, PyObject *k) {
  (void)cls;
  static char *kwlist[] = {"inputs", "results", "context", NULL};
  PyObject *io, *ro, *co = NULL;
  if (!PyArg_ParseTupleAndKeywords(a, k, "OO|O:get", kwlist, &io, &ro, &co))
    return NULL;
  MlirType *in, *out;
  Py_ssize_t ni, no;
  if (mpy_seq_to_types(io, &in, &ni, "expected a sequence of Types") < 0)
    return NULL;
  if (mpy_seq_to_types(ro, &out, &no, "expected a sequence of Types") < 0) {
    PyMem_Free(in);
    return NULL;
  }
  PyContextObj *c = mpy_resolve_context(co);
  PyObject *r = NULL;
  for (Py_ssize_t i = 0; c && i < ni + no; ++i)
    if (mpy_check_context(c, mlirTypeGetContext(i < ni ? in[i] : out[i - ni]),
                          "a type") < 0)
      Py_CLEAR(c);
  if (c) {
    r = mpy_handle_new(&PyFunctionType_Type, c,
                       mlirFunctionTypeGet(c->ctx, ni, in, no, out).ptr);
    Py_DECREF(c);
  }
  PyMem_Free(in);
  PyMem_Free(out);
  return r;
}
static PyObject *func_inputs(PyObject *s, void *c) {
  (void)c;
  return types_list(MPY_CTX(s), MPY_TYPE(s), mlirFunctionTypeGetNumInputs(MPY_TYPE(s)),
                    mlirFunctionTypeGetInput);
}
static PyObject *func_results(PyObject *s, void *c) {
  (void)c;
  return types_list(MPY_CTX(s), MPY_TYPE(s), mlirFunctionTypeGetNumResults(MPY_TYPE(s)),
                    mlirFunctionTypeGetResult);
}
static PyMethodDef func_methods[] = {
    {"get", KWF(func_get), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Gets a FunctionType from a list of input and result types"},
    {NULL, NULL, 0, NULL}};
static PyGetSetDef func_getset[] = {
    {"inputs", func_inputs, NULL, "Returns the list of input types in the FunctionType.", NULL},
    {"results", func_results, NULL, "Returns the list of result types in the FunctionType.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};
MPY_CONCRETE(PyFunctionType_Type, "mlir._mlir_libs._mlir.ir.FunctionType", NULL, func_methods,
             func_getset, type_new);

/* ---- OpaqueType ----------------------------------------------------------------------------
 * The C API has no opaque type functions: an opaque type is a type of a
 * dialect the context does not know, printed `!ns<"data">`; it is built by
 * parsing that form (with unregistered dialects allowed for the parse). */

static int opaque_split(MlirType t, PyObject **ns, PyObject **data) {
  MpyStr s = {0};
  mlirTypePrint(t, mpy_str_cb, &s);
  int ok = 0;
  if (s.len > 1 && s.data[0] == '!') {
    size_t i = 1;
    while (i < s.len && s.data[i] != '<' && s.data[i] != '.')
      ++i;
    MlirStringRef nsr = {s.data + 1, i - 1};
    MlirDialect d = mlirContextGetOrLoadDialect(mlirTypeGetContext(t), nsr);
    if (mlirDialectIsNull(d) && i < s.len) {
      ok = 1;
      if (ns)
        *ns = PyUnicode_FromStringAndSize(nsr.data, (Py_ssize_t)nsr.length);
      if (data) {
        const char *b = s.data + i + 1;
        size_t n = s.len - i - 1;
        if (s.data[i] == '<' && n >= 3 && b[0] == '"' && b[n - 2] == '"')
          *data = PyUnicode_FromStringAndSize(b + 1, (Py_ssize_t)n - 3);
        else if (s.data[i] == '<')
          *data = PyUnicode_FromStringAndSize(b, (Py_ssize_t)n - 1);
        else
          *data = PyUnicode_FromStringAndSize(b, (Py_ssize_t)n);
      }
    }
  }
  free(s.data);
  return ok;
}
static int isa_opaque_type(const void *p) {
  return opaque_split((MlirType){p}, NULL, NULL);
}
static PyTypeObject PyOpaqueType_Type;
static PyObject *opaque_get(PyObject *cls, PyObject *a, PyObject *k) {
  (void)cls;
  static char *kwlist[] = {"dialect_namespace", "buffer", "context", NULL};
  PyObject *ns, *data, *co = NULL;
  if (!PyArg_ParseTupleAndKeywords(a, k, "UU|O:get", kwlist, &ns, &data, &co))
    return NULL;
  PyContextObj *c = mpy_resolve_context(co);
  if (!c)
    return NULL;
  PyObject *esc = PyObject_CallMethod(data, "replace", "ss", "\"", "\\\"");
  PyObject *text = esc ? PyUnicode_FromFormat("!%U<\"%U\">", ns, esc) : NULL;
  Py_XDECREF(esc);
  PyObject *r = NULL;
  if (text) {
    MlirStringRef s;
    if (mpy_get_str(text, &s) == 0) {
      int allow = mlirContextGetAllowUnregisteredDialects(c->ctx);
      mlirContextSetAllowUnregisteredDialects(c->ctx, 1);
      mpy_capture_begin(c);
      MlirType t = mlirTypeParseGet(c->ctx, s);
      mlirContextSetAllowUnregisteredDialects(c->ctx, allow);
      if (mlirTypeIsNull(t))
        mpy_capture_raise(c, "Invalid opaque type:");
      else {
        mpy_capture_finish(c);
        r = mpy_handle_new(&PyOpaqueType_Type, c, t.ptr);
      }
    }
    Py_DECREF(text);
  }
  Py_DECREF(c);
  return r;
}
static PyObject *opaque_ns(PyObject *s, void *c) {
  (void)c;
  PyObject *ns = NULL;
  opaque_split(MPY_TYPE(s), &ns, NULL);
  return ns;
}
static PyObject *opaque_data(PyObject *s, void *c) {
  (void)c;
  PyObject *d = NULL;
  opaque_split(MPY_TYPE(s), NULL, &d);
  return d;
}
static PyMethodDef opaque_methods[] = {
    {"get", KWF(opaque_get), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Create an unregistered (opaque) dialect type."},
    {NULL, NULL, 0, NULL}};
static PyGetSetDef opaque_getset[] = {
    {"dialect_namespace", opaque_ns, NULL, "Returns the dialect namespace for the Opaque type as a string.", NULL},
    {"data", opaque_data, NULL, "Returns the data for the Opaque type as a string.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};
MPY_CONCRETE(PyOpaqueType_Type, "mlir._mlir_libs._mlir.ir.OpaqueType", NULL, opaque_methods,
             opaque_getset, type_new);

/* The most derived builtin class of a type (used for element types etc.:
 * plain Type in 13 for most accessors, which returns Type; kept as Type). */
PyObject *mpy_type_wrap_concrete(PyContextObj *ctx, MlirType t) {
  return mpy_type_wrap(ctx, t);
}

int mpy_init_types(PyObject *m) {
  if (PyType_Ready(&PyType_Type_) < 0 ||
      PyModule_AddObjectRef(m, "Type", (PyObject *)&PyType_Type_) < 0)
    return -1;
  PyTypeObject *B = &PyType_Type_;
  if (mpy_add_concrete(m, &PyIntegerType_Type, B, isa_mlirTypeIsAInteger) < 0 ||
      mpy_add_concrete(m, &PyIndexType_Type, B, isa_mlirTypeIsAIndex) < 0 ||
      mpy_add_concrete(m, &PyBF16Type_Type, B, isa_mlirTypeIsABF16) < 0 ||
      mpy_add_concrete(m, &PyF16Type_Type, B, isa_mlirTypeIsAF16) < 0 ||
      mpy_add_concrete(m, &PyF32Type_Type, B, isa_mlirTypeIsAF32) < 0 ||
      mpy_add_concrete(m, &PyF64Type_Type, B, isa_mlirTypeIsAF64) < 0 ||
      mpy_add_concrete(m, &PyNoneType_Type, B, isa_mlirTypeIsANone) < 0 ||
      mpy_add_concrete(m, &PyComplexType_Type, B, isa_mlirTypeIsAComplex) < 0 ||
      mpy_add_concrete(m, &PyShapedType_Type, B, isa_mlirTypeIsAShaped) < 0 ||
      mpy_add_concrete(m, &PyVectorType_Type, B, isa_mlirTypeIsAVector) < 0 ||
      mpy_add_concrete(m, &PyRankedTensorType_Type, B, isa_mlirTypeIsARankedTensor) < 0 ||
      mpy_add_concrete(m, &PyUnrankedTensorType_Type, B, isa_mlirTypeIsAUnrankedTensor) < 0 ||
      mpy_add_concrete(m, &PyMemRefType_Type, B, isa_mlirTypeIsAMemRef) < 0 ||
      mpy_add_concrete(m, &PyUnrankedMemRefType_Type, B, isa_mlirTypeIsAUnrankedMemRef) < 0 ||
      mpy_add_concrete(m, &PyTupleType_Type, B, isa_mlirTypeIsATuple) < 0 ||
      mpy_add_concrete(m, &PyFunctionType_Type, B, isa_mlirTypeIsAFunction) < 0 ||
      mpy_add_concrete(m, &PyOpaqueType_Type, B, isa_opaque_type) < 0)
    return -1;
  return 0;
}
