/* ir_core.c - mlir.ir core classes: Context, dialects, Module, Operation,
 * OpView, Region, Block, InsertionPoint, Value and the IR containers. */
#include "mlirpy.h"

#include <string.h>

static PyObject *g_contexts; /* int(ctx ptr) -> int(address of PyContextObj) */

#define OP(o) ((PyOperationObj *)(o))

static PyObject *ptr_key(const void *p) { return PyLong_FromVoidPtr((void *)p); }

/* ---- static properties -------------------------------------------------- */

typedef struct {
  PyObject_HEAD
  PyObject *fn;
} PyStaticPropObj;

static void sprop_dealloc(PyObject *self) {
  Py_XDECREF(((PyStaticPropObj *)self)->fn);
  Py_TYPE(self)->tp_free(self);
}

static PyObject *sprop_get(PyObject *self, PyObject *obj, PyObject *type) {
  (void)obj;
  (void)type;
  return PyObject_CallNoArgs(((PyStaticPropObj *)self)->fn);
}

static PyTypeObject PyStaticProp_Type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "mlir._mlir_libs._mlir._StaticProperty",
    .tp_basicsize = sizeof(PyStaticPropObj),
    .tp_dealloc = sprop_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_descr_get = sprop_get,
};

PyObject *mpy_static_property(PyCFunction fn, const char *name) {
  PyMethodDef *def = PyMem_Calloc(1, sizeof(PyMethodDef)); /* lives forever */
  if (!def)
    return PyErr_NoMemory();
  def->ml_name = name;
  def->ml_meth = fn;
  def->ml_flags = METH_NOARGS;
  PyStaticPropObj *p = PyObject_New(PyStaticPropObj, &PyStaticProp_Type);
  if (!p)
    return NULL;
  p->fn = PyCFunction_New(def, NULL);
  if (!p->fn) {
    Py_DECREF(p);
    return NULL;
  }
  return (PyObject *)p;
}

static int add_static_property(PyTypeObject *t, const char *name,
                               PyCFunction fn) {
  PyObject *p = mpy_static_property(fn, name);
  if (!p)
    return -1;
  int r = PyDict_SetItemString(t->tp_dict, name, p);
  Py_DECREF(p);
  PyType_Modified(t);
  return r;
}

/* ---- printing helpers ---------------------------------------------------- */

static PyObject *print_op(MlirOperation op, MlirOpPrintingFlags flags) {
  MpyStr s = {0};
  if (flags.ptr)
    mlirOperationPrintWithFlags(op, flags, mpy_str_cb, &s);
  else
    mlirOperationPrint(op, mpy_str_cb, &s);
  return mpy_str_finish(&s);
}

/* ======================================================================
 * Context
 * ====================================================================== */

static PyContextObj *context_alloc(MlirContext c, int owned) {
  PyContextObj *self = PyObject_GC_New(PyContextObj, &PyMlirContext_Type);
  if (!self)
    return NULL;
  self->ctx = c;
  self->owned = owned;
  self->live_ops = PyDict_New();
  self->modules = PyDict_New();
  self->diags = NULL;
  self->capture = 0;
  self->weakrefs = NULL;
  self->handler = 0;
  PyObject_GC_Track(self);
  if (!self->live_ops || !self->modules) {
    Py_DECREF(self);
    return NULL;
  }
  self->handler = mlirContextAttachDiagnosticHandler(c, mpy_diag_handler, self,
                                                     NULL);
  PyObject *k = ptr_key(c.ptr), *v = PyLong_FromVoidPtr(self);
  if (!k || !v || PyDict_SetItem(g_contexts, k, v) < 0) {
    Py_XDECREF(k);
    Py_XDECREF(v);
    Py_DECREF(self);
    return NULL;
  }
  Py_DECREF(k);
  Py_DECREF(v);
  return self;
}

PyContextObj *mpy_context_for(MlirContext c) {
  PyObject *k = ptr_key(c.ptr);
  if (!k)
    return NULL;
  PyObject *v = PyDict_GetItem(g_contexts, k);
  Py_DECREF(k);
  if (v) {
    PyContextObj *o = PyLong_AsVoidPtr(v);
    Py_INCREF(o);
    return o;
  }
  return context_alloc(c, 0);
}

static PyObject *context_new(PyTypeObject *t, PyObject *args, PyObject *kw) {
  (void)t;
  static char *kwlist[] = {NULL};
  if (!PyArg_ParseTupleAndKeywords(args, kw, ":Context", kwlist))
    return NULL;
  MlirContext c = mlirContextCreate();
  /* As 13's bindings: every dialect is available to the new context. */
  mlirRegisterAllDialects(c);
  PyContextObj *self = context_alloc(c, 1);
  if (!self)
    mlirContextDestroy(c);
  return (PyObject *)self;
}

static int context_traverse(PyObject *o, visitproc visit, void *arg) {
  PyContextObj *self = (PyContextObj *)o;
  Py_VISIT(self->diags);
  return 0;
}

static void context_dealloc(PyObject *o) {
  PyContextObj *self = (PyContextObj *)o;
  PyObject *et, *ev, *tb;
  PyObject_GC_UnTrack(o);
  if (self->weakrefs)
    PyObject_ClearWeakRefs(o);
  PyErr_Fetch(&et, &ev, &tb); /* keep a pending exception */
  PyObject *k = ptr_key(self->ctx.ptr);
  if (k) {
    PyObject *v = PyDict_GetItem(g_contexts, k);
    if (v && PyLong_AsVoidPtr(v) == self)
      PyDict_DelItem(g_contexts, k);
    Py_DECREF(k);
  }
  PyErr_Restore(et, ev, tb);
  mlirContextDetachDiagnosticHandler(self->ctx, self->handler);
  if (self->owned)
    mlirContextDestroy(self->ctx);
  Py_XDECREF(self->live_ops);
  Py_XDECREF(self->modules);
  Py_XDECREF(self->diags);
  Py_TYPE(o)->tp_free(o);
}

static PyObject *context_enter(PyObject *self, PyObject *unused) {
  (void)unused;
  if (mpy_push_frame(self, NULL, NULL) < 0)
    return NULL;
  Py_INCREF(self);
  return self;
}

static PyObject *exit_common(PyObject *self) {
  if (mpy_pop_frame(self) < 0)
    return NULL;
  Py_RETURN_NONE;
}

static PyObject *context_exit(PyObject *self, PyObject *args) {
  (void)args;
  return exit_common(self);
}

static PyObject *context_current(PyObject *self, PyObject *unused) {
  (void)self;
  (void)unused;
  PyObject *c = mpy_current_context();
  if (!c) {
    PyErr_SetString(PyExc_ValueError, "No current Context");
    return NULL;
  }
  Py_INCREF(c);
  return c;
}

static PyObject *context_live_count(PyObject *cls, PyObject *unused) {
  (void)cls;
  (void)unused;
  return PyLong_FromSsize_t(PyDict_Size(g_contexts));
}

static PyObject *context_live_op_count(PyObject *self, PyObject *unused) {
  (void)unused;
  return PyLong_FromSsize_t(PyDict_Size(((PyContextObj *)self)->live_ops));
}

static PyObject *context_live_module_count(PyObject *self, PyObject *unused) {
  (void)unused;
  return PyLong_FromSsize_t(PyDict_Size(((PyContextObj *)self)->modules));
}

static PyObject *context_clear_live_ops(PyObject *self, PyObject *unused) {
  (void)unused;
  PyContextObj *c = (PyContextObj *)self;
  Py_ssize_t n = PyDict_Size(c->live_ops), pos = 0;
  PyObject *k, *v;
  while (PyDict_Next(c->live_ops, &pos, &k, &v))
    OP(PyLong_AsVoidPtr(v))->valid = 0;
  PyDict_Clear(c->live_ops);
  return PyLong_FromSsize_t(n);
}

static PyObject *context_again(PyObject *self, PyObject *unused) {
  (void)unused;
  return (PyObject *)mpy_context_for(((PyContextObj *)self)->ctx);
}

static PyObject *context_capsule(PyObject *self, void *c) {
  (void)c;
  return PyCapsule_New(((PyContextObj *)self)->ctx.ptr,
                       "mlir.ir.Context._CAPIPtr", NULL);
}

static PyObject *context_capi_create(PyObject *cls, PyObject *capsule) {
  (void)cls;
  void *p = PyCapsule_GetPointer(capsule, "mlir.ir.Context._CAPIPtr");
  if (!p)
    return NULL;
  MlirContext c = {p};
  return (PyObject *)mpy_context_for(c);
}

static PyObject *context_get_allow(PyObject *self, void *c) {
  (void)c;
  return PyBool_FromLong(
      mlirContextGetAllowUnregisteredDialects(((PyContextObj *)self)->ctx));
}

static int context_set_allow(PyObject *self, PyObject *v, void *c) {
  (void)c;
  if (!v) {
    PyErr_SetString(PyExc_AttributeError, "cannot delete attribute");
    return -1;
  }
  int b = PyObject_IsTrue(v);
  if (b < 0)
    return -1;
  mlirContextSetAllowUnregisteredDialects(((PyContextObj *)self)->ctx, b);
  return 0;
}

static PyObject *context_enable_mt(PyObject *self, PyObject *v) {
  int b = PyObject_IsTrue(v);
  if (b < 0)
    return NULL;
  mlirContextEnableMultithreading(((PyContextObj *)self)->ctx, b);
  Py_RETURN_NONE;
}

static PyObject *context_is_registered_op(PyObject *self, PyObject *v) {
  MlirStringRef s;
  if (mpy_get_str(v, &s) < 0)
    return NULL;
  return PyBool_FromLong(
      mlirContextIsRegisteredOperation(((PyContextObj *)self)->ctx, s));
}

/* ---- dialects ------------------------------------------------------------ */

PyTypeObject PyDialectDescriptor_Type, PyDialects_Type, PyDialect_Type;

typedef struct {
  PyObject_HEAD
  PyContextObj *ctx;
  MlirDialect dialect;
} PyDialectDescObj;

typedef struct {
  PyObject_HEAD
  PyObject *descriptor;
} PyDialectObj;

static PyObject *dialect_wrapper(PyContextObj *ctx, MlirDialect d) {
  PyDialectDescObj *desc =
      PyObject_New(PyDialectDescObj, &PyDialectDescriptor_Type);
  if (!desc)
    return NULL;
  Py_INCREF(ctx);
  desc->ctx = ctx;
  desc->dialect = d;
  MlirStringRef ns = mlirDialectGetNamespace(d);
  PyObject *cls = mpy_lookup_dialect_class(ns.data, (Py_ssize_t)ns.length);
  if (!cls)
    cls = (PyObject *)&PyDialect_Type;
  PyObject *r = PyObject_CallOneArg(cls, (PyObject *)desc);
  Py_DECREF(desc);
  return r;
}

static PyObject *context_get_dialect_descriptor(PyObject *self, PyObject *v) {
  MlirStringRef s;
  if (mpy_get_str(v, &s) < 0)
    return NULL;
  PyContextObj *c = (PyContextObj *)self;
  MlirDialect d = mlirContextGetOrLoadDialect(c->ctx, s);
  if (mlirDialectIsNull(d)) {
    PyErr_Format(PyExc_ValueError, "Dialect '%U' not found", v);
    return NULL;
  }
  PyDialectDescObj *desc =
      PyObject_New(PyDialectDescObj, &PyDialectDescriptor_Type);
  if (!desc)
    return NULL;
  Py_INCREF(c);
  desc->ctx = c;
  desc->dialect = d;
  return (PyObject *)desc;
}

static void dialect_desc_dealloc(PyObject *o) {
  Py_XDECREF(((PyDialectDescObj *)o)->ctx);
  Py_TYPE(o)->tp_free(o);
}

static PyObject *dialect_desc_ns(PyObject *self, void *c) {
  (void)c;
  return mpy_str_from_ref(
      mlirDialectGetNamespace(((PyDialectDescObj *)self)->dialect));
}

static PyObject *dialect_desc_repr(PyObject *self) {
  MlirStringRef ns = mlirDialectGetNamespace(((PyDialectDescObj *)self)->dialect);
  PyObject *n = mpy_str_from_ref(ns);
  if (!n)
    return NULL;
  PyObject *r = PyUnicode_FromFormat("<DialectDescriptor %U>", n);
  Py_DECREF(n);
  return r;
}

static PyGetSetDef dialect_desc_getset[] = {
    {"namespace", dialect_desc_ns, NULL, "The dialect's namespace.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};

PyTypeObject PyDialectDescriptor_Type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "mlir._mlir_libs._mlir.ir.DialectDescriptor",
    .tp_basicsize = sizeof(PyDialectDescObj),
    .tp_dealloc = dialect_desc_dealloc,
    .tp_repr = dialect_desc_repr,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_getset = dialect_desc_getset,
};

static int dialect_init(PyObject *self, PyObject *args, PyObject *kw) {
  static char *kwlist[] = {"descriptor", NULL};
  PyObject *d;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "O!:Dialect", kwlist,
                                   &PyDialectDescriptor_Type, &d))
    return -1;
  Py_INCREF(d);
  Py_XSETREF(((PyDialectObj *)self)->descriptor, d);
  return 0;
}

static void dialect_dealloc(PyObject *o) {
  PyObject_GC_UnTrack(o);
  Py_CLEAR(((PyDialectObj *)o)->descriptor);
  Py_TYPE(o)->tp_free(o);
}

static int dialect_traverse(PyObject *o, visitproc visit, void *arg) {
  Py_VISIT(Py_TYPE(o));
  Py_VISIT(((PyDialectObj *)o)->descriptor);
  return 0;
}

static int dialect_clear(PyObject *o) {
  Py_CLEAR(((PyDialectObj *)o)->descriptor);
  return 0;
}

static PyObject *dialect_descriptor(PyObject *self, void *c) {
  (void)c;
  PyObject *d = ((PyDialectObj *)self)->descriptor;
  if (!d)
    Py_RETURN_NONE;
  Py_INCREF(d);
  return d;
}

static PyObject *dialect_repr(PyObject *self) {
  PyDialectDescObj *d = (PyDialectDescObj *)((PyDialectObj *)self)->descriptor;
  if (!d)
    return PyUnicode_FromString("<Dialect>");
  MlirStringRef ns = mlirDialectGetNamespace(d->dialect);
  PyObject *mod = PyObject_GetAttrString((PyObject *)Py_TYPE(self), "__module__");
  PyObject *qn = PyObject_GetAttrString((PyObject *)Py_TYPE(self), "__qualname__");
  /* 13 prints the standard dialect's namespace as ''. */
  if (ns.length == 3 && memcmp(ns.data, "std", 3) == 0)
    ns.length = 0;
  PyObject *r = NULL, *n = mpy_str_from_ref(ns);
  if (mod && qn && n)
    r = PyUnicode_FromFormat("<Dialect %U (class %U.%U)>", n, mod, qn);
  Py_XDECREF(n);
  Py_XDECREF(mod);
  Py_XDECREF(qn);
  return r;
}

static PyGetSetDef dialect_getset[] = {
    {"descriptor", dialect_descriptor, NULL, "The dialect's descriptor.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};

PyTypeObject PyDialect_Type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "mlir._mlir_libs._mlir.ir.Dialect",
    .tp_basicsize = sizeof(PyDialectObj),
    .tp_dealloc = dialect_dealloc,
    .tp_repr = dialect_repr,
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC,
    .tp_traverse = dialect_traverse,
    .tp_clear = dialect_clear,
    .tp_getset = dialect_getset,
    .tp_init = dialect_init,
    .tp_new = PyType_GenericNew,
};

typedef struct {
  PyObject_HEAD
  PyContextObj *ctx;
} PyDialectsObj;

static void dialects_dealloc(PyObject *o) {
  Py_XDECREF(((PyDialectsObj *)o)->ctx);
  Py_TYPE(o)->tp_free(o);
}

static PyObject *dialects_lookup(PyObject *self, PyObject *key, PyObject *exc) {
  MlirStringRef s;
  if (mpy_get_str(key, &s) < 0)
    return NULL;
  PyContextObj *c = ((PyDialectsObj *)self)->ctx;
  MlirDialect d = mlirContextGetOrLoadDialect(c->ctx, s);
  if (mlirDialectIsNull(d)) {
    PyErr_Format(exc, "Dialect '%U' not found", key);
    return NULL;
  }
  return dialect_wrapper(c, d);
}

static PyObject *dialects_getitem(PyObject *self, PyObject *key) {
  return dialects_lookup(self, key, PyExc_IndexError);
}

static PyObject *dialects_getattr(PyObject *self, PyObject *key) {
  PyObject *r = PyObject_GenericGetAttr(self, key);
  if (r || !PyErr_ExceptionMatches(PyExc_AttributeError))
    return r;
  PyErr_Clear();
  return dialects_lookup(self, key, PyExc_AttributeError);
}

static PyMappingMethods dialects_mapping = {NULL, dialects_getitem, NULL};

PyTypeObject PyDialects_Type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "mlir._mlir_libs._mlir.ir.Dialects",
    .tp_basicsize = sizeof(PyDialectsObj),
    .tp_dealloc = dialects_dealloc,
    .tp_as_mapping = &dialects_mapping,
    .tp_getattro = dialects_getattr,
    .tp_flags = Py_TPFLAGS_DEFAULT,
};

static PyObject *context_dialects(PyObject *self, void *c) {
  (void)c;
  PyDialectsObj *d = PyObject_New(PyDialectsObj, &PyDialects_Type);
  if (!d)
    return NULL;
  Py_INCREF(self);
  d->ctx = (PyContextObj *)self;
  return (PyObject *)d;
}

static PyMethodDef context_methods[] = {
    {"__enter__", context_enter, METH_NOARGS, NULL},
    {"__exit__", context_exit, METH_VARARGS, NULL},
    {"_get_live_count", context_live_count, METH_NOARGS | METH_STATIC,
     "Number of live Context objects."},
    {"_get_live_operation_count", context_live_op_count, METH_NOARGS,
     "Number of live Operation objects of this context."},
    {"_get_live_module_count", context_live_module_count, METH_NOARGS,
     "Number of live Module objects of this context."},
    {"_clear_live_operations", context_clear_live_ops, METH_NOARGS,
     "Invalidates every live Operation of this context."},
    {"_get_context_again", context_again, METH_NOARGS,
     "The Context object of this context (for tests)."},
    {"_CAPICreate", context_capi_create, METH_O | METH_STATIC,
     "A Context from a capsule."},
    {"get_dialect_descriptor", context_get_dialect_descriptor, METH_O,
     "The descriptor of a dialect (loading it)."},
    {"enable_multithreading", context_enable_mt, METH_O,
     "Enables or disables multithreading."},
    {"is_registered_operation", context_is_registered_op, METH_O,
     "Whether an operation name is registered."},
    {NULL, NULL, 0, NULL}};

static PyGetSetDef context_getset[] = {
    {"_CAPIPtr", context_capsule, NULL, NULL, NULL},
    {"dialects", context_dialects, NULL, "The dialects of the context.", NULL},
    {"d", context_dialects, NULL, "Alias of dialects.", NULL},
    {"allow_unregistered_dialects", context_get_allow, context_set_allow,
     "Whether operations of unregistered dialects are allowed.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};

PyTypeObject PyMlirContext_Type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "mlir._mlir_libs._mlir.ir.Context",
    .tp_basicsize = sizeof(PyContextObj),
    .tp_dealloc = context_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC,
    .tp_traverse = context_traverse,
    .tp_weaklistoffset = offsetof(PyContextObj, weakrefs),
    .tp_methods = context_methods,
    .tp_getset = context_getset,
    .tp_new = context_new,
};

/* ======================================================================
 * Operations: the live map
 * ====================================================================== */

static void op_unregister(PyOperationObj *o) {
  PyObject *k = ptr_key(o->op.ptr);
  if (!k) {
    PyErr_Clear();
    return;
  }
  PyObject *v = PyDict_GetItem(o->ctx->live_ops, k);
  if (v && PyLong_AsVoidPtr(v) == o)
    PyDict_DelItem(o->ctx->live_ops, k);
  Py_DECREF(k);
}

typedef struct {
  PyContextObj *ctx;
  MlirOperation root;
  int include_root;
} InvalidateData;

static MlirWalkResult invalidate_cb(MlirOperation op, void *ud) {
  InvalidateData *d = ud;
  if (!d->include_root && op.ptr == d->root.ptr)
    return MlirWalkResultAdvance;
  PyObject *k = ptr_key(op.ptr);
  if (!k) {
    PyErr_Clear();
    return MlirWalkResultAdvance;
  }
  PyObject *v = PyDict_GetItem(d->ctx->live_ops, k);
  if (v) {
    OP(PyLong_AsVoidPtr(v))->valid = 0;
    PyDict_DelItem(d->ctx->live_ops, k);
  }
  Py_DECREF(k);
  return MlirWalkResultAdvance;
}

void mpy_invalidate_nested(PyContextObj *ctx, MlirOperation root,
                           int include_root) {
  if (PyDict_Size(ctx->live_ops) == 0)
    return;
  InvalidateData d = {ctx, root, include_root};
  mlirOperationWalk(root, invalidate_cb, &d, MlirWalkPreOrder);
}

static int op_is_inside(MlirOperation op, MlirOperation root) {
  while (!mlirOperationIsNull(op)) {
    if (op.ptr == root.ptr)
      return 1;
    op = mlirOperationGetParentOperation(op);
  }
  return 0;
}

typedef struct {
  MlirOperation root;
  int found;
} UsesData;

static MlirWalkResult uses_cb(MlirOperation op, void *ud) {
  UsesData *d = ud;
  intptr_t n = mlirOperationGetNumResults(op);
  for (intptr_t i = 0; i < n; ++i) {
    MlirOpOperand u = mlirValueGetFirstUse(mlirOperationGetResult(op, i));
    for (; !mlirOpOperandIsNull(u); u = mlirOpOperandGetNextUse(u)) {
      if (!op_is_inside(mlirOpOperandGetOwner(u), d->root)) {
        d->found = 1;
        return MlirWalkResultInterrupt;
      }
    }
  }
  return MlirWalkResultAdvance;
}

/* Whether results of `root` or of ops nested in it are used outside. */
static int has_external_uses(MlirOperation root) {
  UsesData d = {root, 0};
  mlirOperationWalk(root, uses_cb, &d, MlirWalkPreOrder);
  return d.found;
}

static PyOperationObj *op_alloc(PyContextObj *ctx, MlirOperation op,
                                PyObject *keepalive, int attached) {
  PyOperationObj *o = PyObject_GC_New(PyOperationObj, &PyOperation_Type);
  if (!o) {
    Py_XDECREF(keepalive);
    return NULL;
  }
  Py_INCREF(ctx);
  o->ctx = ctx;
  o->op = op;
  o->valid = 1;
  o->attached = attached;
  o->keepalive = keepalive; /* stolen */
  o->operand_keep = NULL;
  o->weakrefs = NULL;
  PyObject_GC_Track(o);
  PyObject *k = ptr_key(op.ptr), *v = PyLong_FromVoidPtr(o);
  if (!k || !v || PyDict_SetItem(ctx->live_ops, k, v) < 0) {
    Py_XDECREF(k);
    Py_XDECREF(v);
    o->valid = 0;
    Py_DECREF(o);
    return NULL;
  }
  Py_DECREF(k);
  Py_DECREF(v);
  return o;
}

/* The owner (keepalive) of an op that is not a Python object yet. */
static int op_owner(PyContextObj *ctx, MlirOperation op, PyObject **keep,
                    int *attached) {
  MlirOperation parent = mlirOperationGetParentOperation(op);
  if (!mlirOperationIsNull(parent)) {
    *keep = mpy_op_for(ctx, parent);
    *attached = 1;
    return *keep ? 0 : -1;
  }
  PyObject *k = ptr_key(op.ptr);
  if (!k)
    return -1;
  PyObject *v = PyDict_GetItem(ctx->modules, k);
  Py_DECREF(k);
  if (v) {
    *keep = PyLong_AsVoidPtr(v);
    Py_INCREF(*keep);
    *attached = 1;
    return 0;
  }
  /* A top-level op nothing owns (e.g. a detached op whose Python object
   * is gone but whose results were still used): owned from now on. */
  *keep = NULL;
  *attached = 0;
  return 0;
}

PyObject *mpy_op_for(PyContextObj *ctx, MlirOperation op) {
  if (mlirOperationIsNull(op)) {
    PyErr_SetString(PyExc_RuntimeError, "null operation");
    return NULL;
  }
  PyObject *k = ptr_key(op.ptr);
  if (!k)
    return NULL;
  PyObject *v = PyDict_GetItem(ctx->live_ops, k);
  Py_DECREF(k);
  if (v) {
    PyObject *o = PyLong_AsVoidPtr(v);
    Py_INCREF(o);
    return o;
  }
  PyObject *keep;
  int attached;
  if (op_owner(ctx, op, &keep, &attached) < 0)
    return NULL;
  return (PyObject *)op_alloc(ctx, op, keep, attached);
}

/* Marks a detached op as now living in a block. */
static int op_set_attached(PyOperationObj *o) {
  PyObject *keep;
  int attached;
  if (op_owner(o->ctx, o->op, &keep, &attached) < 0)
    return -1;
  Py_XSETREF(o->keepalive, keep);
  o->attached = attached;
  Py_CLEAR(o->operand_keep);
  return 0;
}

static int op_traverse(PyObject *self, visitproc visit, void *arg) {
  Py_VISIT(OP(self)->keepalive);
  Py_VISIT(OP(self)->operand_keep);
  return 0;
}

static void op_dealloc(PyObject *self) {
  PyOperationObj *o = OP(self);
  PyObject *et, *ev, *tb;
  PyObject_GC_UnTrack(self);
  PyErr_Fetch(&et, &ev, &tb); /* keep a pending exception */
  if (o->weakrefs)
    PyObject_ClearWeakRefs(self);
  if (o->valid) {
    op_unregister(o);
    if (!o->attached) {
      /* A detached op still used from elsewhere is leaked rather than
       * leaving dangling operands behind. */
      if (!has_external_uses(o->op))
        mlirOperationDestroy(o->op);
    }
  }
  PyErr_Restore(et, ev, tb);
  Py_CLEAR(o->keepalive);
  Py_CLEAR(o->operand_keep);
  Py_CLEAR(o->ctx);
  Py_TYPE(self)->tp_free(self);
}

/* ======================================================================
 * Module
 * ====================================================================== */

static PyObject *module_wrap(PyContextObj *ctx, MlirModule m) {
  PyModuleObj *self = PyObject_New(PyModuleObj, &PyMlirModule_Type);
  if (!self) {
    mlirModuleDestroy(m);
    return NULL;
  }
  Py_INCREF(ctx);
  self->ctx = ctx;
  self->module = m;
  PyObject *k = ptr_key(mlirModuleGetOperation(m).ptr),
           *v = PyLong_FromVoidPtr(self);
  if (!k || !v || PyDict_SetItem(ctx->modules, k, v) < 0) {
    Py_XDECREF(k);
    Py_XDECREF(v);
    Py_DECREF(self);
    return NULL;
  }
  Py_DECREF(k);
  Py_DECREF(v);
  return (PyObject *)self;
}

static void module_dealloc(PyObject *o) {
  PyModuleObj *self = (PyModuleObj *)o;
  PyObject *et, *ev, *tb;
  PyErr_Fetch(&et, &ev, &tb); /* keep a pending exception */
  if (self->ctx) {
    MlirOperation mop = mlirModuleGetOperation(self->module);
    PyObject *k = ptr_key(mop.ptr);
    if (k) {
      PyObject *v = PyDict_GetItem(self->ctx->modules, k);
      if (v && PyLong_AsVoidPtr(v) == self)
        PyDict_DelItem(self->ctx->modules, k);
      Py_DECREF(k);
    }
    PyErr_Clear();
    /* Ops of the module that are still live objects (cannot happen while
     * they keep the module alive, but be safe). */
    mpy_invalidate_nested(self->ctx, mop, 1);
    mlirModuleDestroy(self->module);
    Py_CLEAR(self->ctx);
  }
  PyErr_Restore(et, ev, tb);
  Py_TYPE(o)->tp_free(o);
}

int mpy_module_get(PyObject *o, MlirModule *out, PyContextObj **ctx) {
  if (PyObject_TypeCheck(o, &PyMlirModule_Type)) {
    *out = ((PyModuleObj *)o)->module;
    if (ctx)
      *ctx = ((PyModuleObj *)o)->ctx;
    return 0;
  }
  if (PyObject_TypeCheck(o, &PyOperationBase_Type)) {
    PyOperationObj *op = mpy_op_get(o);
    if (!op)
      return -1;
    MlirModule m = mlirModuleFromOperation(op->op);
    if (!mlirModuleIsNull(m)) {
      *out = m;
      if (ctx)
        *ctx = op->ctx;
      return 0;
    }
  }
  PyErr_Format(PyExc_TypeError, "expected a Module, got %.200s",
               Py_TYPE(o)->tp_name);
  return -1;
}

static PyObject *module_parse(PyObject *cls, PyObject *args, PyObject *kw) {
  (void)cls;
  static char *kwlist[] = {"asm", "context", NULL};
  PyObject *asmo, *ctxo = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "O|O:parse", kwlist, &asmo, &ctxo))
    return NULL;
  MlirStringRef s;
  if (PyBytes_Check(asmo)) {
    s.data = PyBytes_AS_STRING(asmo);
    s.length = (size_t)PyBytes_GET_SIZE(asmo);
  } else if (mpy_get_str(asmo, &s) < 0) {
    return NULL;
  }
  PyContextObj *ctx = mpy_resolve_context(ctxo);
  if (!ctx)
    return NULL;
  mpy_capture_begin(ctx);
  MlirModule m = mlirModuleCreateParse(ctx->ctx, s);
  PyObject *r = NULL;
  if (mlirModuleIsNull(m)) {
    mpy_capture_raise(ctx, "Unable to parse module assembly (see diagnostics)");
  } else {
    mpy_capture_finish(ctx);
    r = module_wrap(ctx, m);
  }
  Py_DECREF(ctx);
  return r;
}

static PyObject *module_create(PyObject *cls, PyObject *args, PyObject *kw) {
  (void)cls;
  static char *kwlist[] = {"loc", NULL};
  PyObject *loco = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "|O:create", kwlist, &loco))
    return NULL;
  PyHandleObj *loc = mpy_resolve_location(loco);
  if (!loc)
    return NULL;
  MlirLocation l = {loc->ptr};
  PyObject *r = module_wrap(loc->ctx, mlirModuleCreateEmpty(l));
  Py_DECREF(loc);
  return r;
}

static PyObject *module_context(PyObject *self, void *c) {
  (void)c;
  PyObject *ctx = (PyObject *)((PyModuleObj *)self)->ctx;
  Py_INCREF(ctx);
  return ctx;
}

static PyObject *module_operation(PyObject *self, void *c) {
  (void)c;
  PyModuleObj *m = (PyModuleObj *)self;
  return mpy_op_for(m->ctx, mlirModuleGetOperation(m->module));
}

static PyObject *block_wrap(PyOperationObj *owner, MlirBlock b);

static PyObject *module_body(PyObject *self, void *c) {
  (void)c;
  PyModuleObj *m = (PyModuleObj *)self;
  PyObject *op = mpy_op_for(m->ctx, mlirModuleGetOperation(m->module));
  if (!op)
    return NULL;
  PyObject *r = block_wrap(OP(op), mlirModuleGetBody(m->module));
  Py_DECREF(op);
  return r;
}

static PyObject *module_str(PyObject *self) {
  return print_op(mlirModuleGetOperation(((PyModuleObj *)self)->module),
                  (MlirOpPrintingFlags){NULL});
}

static PyObject *module_dump(PyObject *self, PyObject *u) {
  (void)u;
  mlirOperationDump(mlirModuleGetOperation(((PyModuleObj *)self)->module));
  Py_RETURN_NONE;
}

static PyObject *module_capsule(PyObject *self, void *c) {
  (void)c;
  return PyCapsule_New((void *)((PyModuleObj *)self)->module.ptr,
                       "mlir.ir.Module._CAPIPtr", NULL);
}

static PyObject *module_capi_create(PyObject *cls, PyObject *capsule) {
  (void)cls;
  void *p = PyCapsule_GetPointer(capsule, "mlir.ir.Module._CAPIPtr");
  if (!p)
    return NULL;
  MlirModule m = {p};
  PyContextObj *ctx = mpy_context_for(mlirModuleGetContext(m));
  if (!ctx)
    return NULL;
  PyObject *k = ptr_key(mlirModuleGetOperation(m).ptr);
  PyObject *live = k ? PyDict_GetItem(ctx->modules, k) : NULL;
  Py_XDECREF(k);
  if (live) {
    PyObject *o = PyLong_AsVoidPtr(live);
    Py_INCREF(o);
    Py_DECREF(ctx);
    return o;
  }
  /* The module is owned by the new object (13's semantics). */
  PyObject *r = module_wrap(ctx, m);
  Py_DECREF(ctx);
  return r;
}

static PyMethodDef module_methods[] = {
    {"parse", (PyCFunction)(void (*)(void))module_parse,
     METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Parses a module's assembly format from a string."},
    {"create", (PyCFunction)(void (*)(void))module_create,
     METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Creates an empty module."},
    {"dump", module_dump, METH_NOARGS, "Dumps the module to stderr."},
    {"_CAPICreate", module_capi_create, METH_O | METH_STATIC, NULL},
    {NULL, NULL, 0, NULL}};

static PyGetSetDef module_getset[] = {
    {"context", module_context, NULL, "The module's context.", NULL},
    {"operation", module_operation, NULL, "The module as an operation.", NULL},
    {"body", module_body, NULL, "The module's body block.", NULL},
    {"_CAPIPtr", module_capsule, NULL, NULL, NULL},
    {NULL, NULL, NULL, NULL, NULL}};

PyTypeObject PyMlirModule_Type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "mlir._mlir_libs._mlir.ir.Module",
    .tp_basicsize = sizeof(PyModuleObj),
    .tp_dealloc = module_dealloc,
    .tp_str = module_str,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_methods = module_methods,
    .tp_getset = module_getset,
};

/* ======================================================================
 * _OperationBase, Operation, OpView
 * ====================================================================== */

PyOperationObj *mpy_op_get(PyObject *o) {
  PyOperationObj *op = NULL;
  if (PyObject_TypeCheck(o, &PyOperation_Type))
    op = OP(o);
  else if (PyObject_TypeCheck(o, &PyOpView_Type)) {
    PyObject *inner = ((PyOpViewObj *)o)->operation;
    if (!inner) {
      PyErr_SetString(PyExc_RuntimeError,
                      "the OpView was not initialized with an operation");
      return NULL;
    }
    op = OP(inner);
  } else {
    PyErr_Format(PyExc_TypeError, "expected an Operation or OpView, got %.200s",
                 Py_TYPE(o)->tp_name);
    return NULL;
  }
  if (!op->valid) {
    PyErr_SetString(PyExc_RuntimeError, "the operation has been invalidated");
    return NULL;
  }
  return op;
}

PyObject *mpy_op_view(PyOperationObj *op) {
  static PyObject *empty;
  if (!empty && !(empty = PyTuple_New(0)))
    return NULL;
  MlirIdentifier id = mlirOperationGetName(op->op);
  /* 13's "_Raw" subclass of the registered class (the class without its
   * builder __init__), or OpView. */
  PyObject *raw = mpy_lookup_op_view_class(mlirIdentifierStr(id));
  if (!raw)
    raw = (PyObject *)&PyOpView_Type;
  PyTypeObject *t = (PyTypeObject *)raw;
  PyObject *v = t->tp_new(t, empty, NULL);
  if (!v)
    return NULL;
  if (!PyObject_TypeCheck(v, &PyOpView_Type)) {
    Py_DECREF(v);
    PyErr_SetString(PyExc_TypeError, "registered class is not an OpView");
    return NULL;
  }
  Py_INCREF(op);
  Py_XSETREF(((PyOpViewObj *)v)->operation, (PyObject *)op);
  return v;
}

/* The op wrapped as its OpView, or None for a null op. */
static PyObject *op_view_or_none(PyContextObj *ctx, MlirOperation op) {
  if (mlirOperationIsNull(op))
    Py_RETURN_NONE;
  PyObject *o = mpy_op_for(ctx, op);
  if (!o)
    return NULL;
  PyObject *v = mpy_op_view(OP(o));
  Py_DECREF(o);
  return v;
}

static PyObject *opbase_richcompare(PyObject *a, PyObject *b, int op) {
  if ((op != Py_EQ && op != Py_NE) ||
      !PyObject_TypeCheck(b, &PyOperationBase_Type))
    Py_RETURN_NOTIMPLEMENTED;
  PyOperationObj *x = mpy_op_get(a), *y;
  if (!x)
    return NULL;
  y = mpy_op_get(b);
  if (!y)
    return NULL;
  int eq = x->op.ptr == y->op.ptr;
  return PyBool_FromLong(op == Py_EQ ? eq : !eq);
}

static Py_hash_t opbase_hash(PyObject *self) {
  PyOperationObj *o = mpy_op_get(self);
  if (!o)
    return -1;
  return _Py_HashPointer(o->op.ptr);
}

/* Printing options shared by print() and get_asm(). */
static MlirOpPrintingFlags make_flags(PyObject *large, int debug, int pretty,
                                      int generic, int local, int *err) {
  MlirOpPrintingFlags f = mlirOpPrintingFlagsCreate();
  *err = 0;
  if (large && large != Py_None) {
    long long n = PyLong_AsLongLong(large);
    if (n == -1 && PyErr_Occurred()) {
      *err = 1;
      return f;
    }
    mlirOpPrintingFlagsElideLargeElementsAttrs(f, (intptr_t)n);
  }
  if (debug)
    mlirOpPrintingFlagsEnableDebugInfo(f, pretty);
  if (generic)
    mlirOpPrintingFlagsPrintGenericOpForm(f);
  if (local)
    mlirOpPrintingFlagsUseLocalScope(f);
  return f;
}

/* As 13's Operation::print: unless the generic form was asked for, an op
 * that does not verify is printed in the generic form after a comment
 * (the verifier's diagnostics are dropped). */
static int print_needs_generic(PyOperationObj *o) {
  mpy_capture_begin(o->ctx);
  int ok = mlirOperationVerify(o->op);
  mpy_capture_finish(o->ctx);
  PyErr_Clear();
  return !ok;
}

static const char VERIFY_FAILED[] = "// Verification failed, printing generic form\n";

static PyObject *asm_common(PyObject *self, PyObject *args, PyObject *kw,
                            int with_file) {
  static char *kw_print[] = {"file", "binary", "large_elements_limit",
                             "enable_debug_info", "pretty_debug_info",
                             "print_generic_op_form", "use_local_scope",
                             "assume_verified", NULL};
  PyObject *file = Py_None, *large = Py_None;
  int binary = 0, debug = 0, pretty = 0, generic = 0, local = 0, assume = 0;
  int ok;
  if (with_file)
    ok = PyArg_ParseTupleAndKeywords(args, kw, "|OpOppppp:print", kw_print,
                                     &file, &binary, &large, &debug, &pretty,
                                     &generic, &local, &assume);
  else
    ok = PyArg_ParseTupleAndKeywords(args, kw, "|pOppppp:get_asm", kw_print + 1,
                                     &binary, &large, &debug, &pretty, &generic,
                                     &local, &assume);
  if (!ok)
    return NULL;
  PyOperationObj *o = mpy_op_get(self);
  if (!o)
    return NULL;
  int err, invalid = 0;
  if (!generic && !assume && print_needs_generic(o)) {
    invalid = 1;
    generic = 1;
  }
  MlirOpPrintingFlags f = make_flags(large, debug, pretty, generic, local, &err);
  if (err) {
    mlirOpPrintingFlagsDestroy(f);
    return NULL;
  }
  MpyStr s = {0};
  if (invalid)
    mpy_str_cb(mlirStringRefCreate(VERIFY_FAILED, sizeof(VERIFY_FAILED) - 1), &s);
  mlirOperationPrintWithFlags(o->op, f, mpy_str_cb, &s);
  mlirOpPrintingFlagsDestroy(f);
  PyObject *text;
  if (binary) {
    text = PyBytes_FromStringAndSize(s.data ? s.data : "", (Py_ssize_t)s.len);
    free(s.data);
  } else {
    text = mpy_str_finish(&s);
  }
  if (!text || !with_file)
    return text;
  PyObject *out = file;
  if (out == Py_None) {
    out = PySys_GetObject("stdout");
    if (!out) {
      Py_DECREF(text);
      PyErr_SetString(PyExc_RuntimeError, "no sys.stdout");
      return NULL;
    }
  }
  PyObject *r = PyObject_CallMethod(out, "write", "O", text);
  Py_DECREF(text);
  if (!r)
    return NULL;
  Py_DECREF(r);
  Py_RETURN_NONE;
}

static PyObject *opbase_print(PyObject *self, PyObject *args, PyObject *kw) {
  return asm_common(self, args, kw, 1);
}

static PyObject *opbase_get_asm(PyObject *self, PyObject *args, PyObject *kw) {
  return asm_common(self, args, kw, 0);
}

static PyObject *opbase_str(PyObject *self) {
  PyOperationObj *o = mpy_op_get(self);
  if (!o)
    return NULL;
  if (print_needs_generic(o)) {
    MlirOpPrintingFlags f = mlirOpPrintingFlagsCreate();
    mlirOpPrintingFlagsPrintGenericOpForm(f);
    MpyStr s = {0};
    mpy_str_cb(mlirStringRefCreate(VERIFY_FAILED, sizeof(VERIFY_FAILED) - 1), &s);
    mlirOperationPrintWithFlags(o->op, f, mpy_str_cb, &s);
    mlirOpPrintingFlagsDestroy(f);
    return mpy_str_finish(&s);
  }
  return print_op(o->op, (MlirOpPrintingFlags){NULL});
}

static PyObject *opbase_verify(PyObject *self, PyObject *u) {
  (void)u;
  PyOperationObj *o = mpy_op_get(self);
  if (!o)
    return NULL;
  /* As 13: a bool, the diagnostics going to the context's handlers
   * (stderr by default). */
  return PyBool_FromLong(mlirOperationVerify(o->op));
}

static PyObject *opbase_location(PyObject *self, void *c) {
  (void)c;
  PyOperationObj *o = mpy_op_get(self);
  if (!o)
    return NULL;
  return mpy_loc_wrap(o->ctx, mlirOperationGetLocation(o->op));
}

static int opbase_set_location(PyObject *self, PyObject *v, void *c) {
  (void)c;
  PyOperationObj *o = mpy_op_get(self);
  MlirLocation l;
  if (!o || !v || mpy_loc_get(v, &l) < 0) {
    if (!v)
      PyErr_SetString(PyExc_AttributeError, "cannot delete attribute");
    return -1;
  }
  mlirOperationSetLocation(o->op, l);
  return 0;
}

static PyObject *opbase_context(PyObject *self, void *c) {
  (void)c;
  PyOperationObj *o = mpy_op_get(self);
  if (!o)
    return NULL;
  Py_INCREF(o->ctx);
  return (PyObject *)o->ctx;
}

static PyObject *opbase_name(PyObject *self, void *c) {
  (void)c;
  PyOperationObj *o = mpy_op_get(self);
  if (!o)
    return NULL;
  return mpy_str_from_ref(mlirIdentifierStr(mlirOperationGetName(o->op)));
}

static PyObject *opbase_operation(PyObject *self, void *c) {
  (void)c;
  PyOperationObj *o = mpy_op_get(self);
  if (!o)
    return NULL;
  Py_INCREF(o);
  return (PyObject *)o;
}

static PyObject *opbase_parent(PyObject *self, void *c) {
  (void)c;
  PyOperationObj *o = mpy_op_get(self);
  if (!o)
    return NULL;
  return op_view_or_none(o->ctx, mlirOperationGetParentOperation(o->op));
}

static PyObject *opbase_block(PyObject *self, void *c) {
  (void)c;
  PyOperationObj *o = mpy_op_get(self);
  if (!o)
    return NULL;
  MlirBlock b = mlirOperationGetBlock(o->op);
  if (mlirBlockIsNull(b))
    Py_RETURN_NONE;
  PyObject *p = mpy_op_for(o->ctx, mlirBlockGetParentOperation(b));
  if (!p)
    return NULL;
  PyObject *r = block_wrap(OP(p), b);
  Py_DECREF(p);
  return r;
}

static PyObject *opbase_result(PyObject *self, void *c) {
  (void)c;
  PyOperationObj *o = mpy_op_get(self);
  if (!o)
    return NULL;
  intptr_t n = mlirOperationGetNumResults(o->op);
  if (n != 1) {
    MlirStringRef nm = mlirIdentifierStr(mlirOperationGetName(o->op));
    PyObject *nms = mpy_str_from_ref(nm);
    if (nms) {
      PyErr_Format(PyExc_ValueError,
                   "Cannot call .result on operation %U which has %zd results "
                   "(it is only valid for operations with a single result)",
                   nms, (Py_ssize_t)n);
      Py_DECREF(nms);
    }
    return NULL;
  }
  return mpy_value_wrap(o->ctx, mlirOperationGetResult(o->op, 0),
                        &PyOpResult_Type);
}

static PyObject *opbase_capsule(PyObject *self, void *c) {
  (void)c;
  PyOperationObj *o = mpy_op_get(self);
  if (!o)
    return NULL;
  return PyCapsule_New(o->op.ptr, "mlir.ir.Operation._CAPIPtr", NULL);
}

/* Moving ops around. */
static int check_movable(PyOperationObj *o) {
  PyObject *k = ptr_key(o->op.ptr);
  if (!k)
    return -1;
  int is_module = PyDict_Contains(o->ctx->modules, k);
  Py_DECREF(k);
  if (is_module) {
    PyErr_SetString(PyExc_ValueError,
                    "the operation of a Module cannot be moved or erased");
    return -1;
  }
  return 0;
}

static PyObject *opbase_move(PyObject *self, PyObject *other, int after) {
  PyOperationObj *o = mpy_op_get(self), *r;
  if (!o)
    return NULL;
  r = mpy_op_get(other);
  if (!r)
    return NULL;
  if (check_movable(o) < 0)
    return NULL;
  if (mlirBlockIsNull(mlirOperationGetBlock(r->op))) {
    PyErr_SetString(PyExc_ValueError, "Reference operation is not in a block");
    return NULL;
  }
  if (op_is_inside(r->op, o->op)) {
    PyErr_SetString(PyExc_ValueError,
                    "cannot move an operation into itself");
    return NULL;
  }
  if (mpy_check_context(r->ctx, o->ctx->ctx, "the operation") < 0)
    return NULL;
  if (o->op.ptr == r->op.ptr)
    Py_RETURN_NONE;
  if (after)
    mlirOperationMoveAfter(o->op, r->op);
  else
    mlirOperationMoveBefore(o->op, r->op);
  if (op_set_attached(o) < 0)
    return NULL;
  Py_RETURN_NONE;
}

static PyObject *opbase_move_after(PyObject *self, PyObject *other) {
  return opbase_move(self, other, 1);
}

static PyObject *opbase_move_before(PyObject *self, PyObject *other) {
  return opbase_move(self, other, 0);
}

static PyObject *opbase_detach(PyObject *self, PyObject *u) {
  (void)u;
  PyOperationObj *o = mpy_op_get(self);
  if (!o)
    return NULL;
  if (mlirBlockIsNull(mlirOperationGetBlock(o->op))) {
    PyErr_SetString(PyExc_ValueError, "Detached operations cannot be detached.");
    return NULL;
  }
  mlirOperationRemoveFromParent(o->op);
  o->attached = 0;
  Py_CLEAR(o->keepalive);
  return mpy_op_view(o);
}

static PyObject *opbase_erase(PyObject *self, PyObject *u) {
  (void)u;
  PyOperationObj *o = mpy_op_get(self);
  if (!o)
    return NULL;
  if (check_movable(o) < 0)
    return NULL;
  if (has_external_uses(o->op)) {
    PyErr_SetString(PyExc_ValueError,
                    "Cannot erase an operation whose results are still used");
    return NULL;
  }
  Py_INCREF(o);
  mpy_invalidate_nested(o->ctx, o->op, 1);
  mlirOperationDestroy(o->op);
  Py_CLEAR(o->keepalive);
  Py_CLEAR(o->operand_keep);
  Py_DECREF(o);
  Py_RETURN_NONE;
}

static int ip_insert_op(PyObject *ip, PyOperationObj *op);

static PyObject *opbase_clone(PyObject *self, PyObject *args, PyObject *kw) {
  static char *kwlist[] = {"ip", NULL};
  PyObject *ip = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "|O:clone", kwlist, &ip))
    return NULL;
  PyOperationObj *o = mpy_op_get(self);
  if (!o)
    return NULL;
  MlirOperation c = mlirOperationClone(o->op);
  PyObject *co = (PyObject *)op_alloc(o->ctx, c, NULL, 0);
  if (!co) {
    mlirOperationDestroy(c);
    return NULL;
  }
  if (!ip || ip == Py_None)
    ip = mpy_current_ip();
  if (ip && ip != Py_None && ip_insert_op(ip, OP(co)) < 0) {
    Py_DECREF(co);
    return NULL;
  }
  PyObject *v = mpy_op_view(OP(co));
  Py_DECREF(co);
  return v;
}

/* walk(callback, walk_order=WalkOrder.POST_ORDER) */
typedef struct {
  PyObject *list;
} CollectData;

static MlirWalkResult collect_cb(MlirOperation op, void *ud) {
  CollectData *d = ud;
  PyObject *k = ptr_key(op.ptr);
  if (!k || PyList_Append(d->list, k) < 0) {
    Py_XDECREF(k);
    return MlirWalkResultInterrupt;
  }
  Py_DECREF(k);
  return MlirWalkResultAdvance;
}

static PyObject *opbase_walk(PyObject *self, PyObject *args, PyObject *kw) {
  static char *kwlist[] = {"callback", "walk_order", NULL};
  PyObject *cb;
  int order = 1;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "O|i:walk", kwlist, &cb, &order))
    return NULL;
  PyOperationObj *o = mpy_op_get(self);
  if (!o)
    return NULL;
  CollectData d = {PyList_New(0)};
  if (!d.list)
    return NULL;
  mlirOperationWalk(o->op, collect_cb, &d,
                    order == 0 ? MlirWalkPreOrder : MlirWalkPostOrder);
  if (PyErr_Occurred()) {
    Py_DECREF(d.list);
    return NULL;
  }
  /* Hold every op as a Python object first: ops the callback erases are
   * then invalidated, not dangling. */
  Py_ssize_t n = PyList_GET_SIZE(d.list);
  for (Py_ssize_t i = 0; i < n; ++i) {
    MlirOperation op = {PyLong_AsVoidPtr(PyList_GET_ITEM(d.list, i))};
    PyObject *po = mpy_op_for(o->ctx, op);
    if (!po) {
      Py_DECREF(d.list);
      return NULL;
    }
    PyList_SetItem(d.list, i, po);
  }
  PyObject *skip_root = NULL;
  for (Py_ssize_t i = 0; i < n; ++i) {
    PyOperationObj *po = OP(PyList_GET_ITEM(d.list, i));
    if (!po->valid)
      continue;
    if (skip_root) {
      if (OP(skip_root)->valid && op_is_inside(po->op, OP(skip_root)->op))
        continue;
      skip_root = NULL;
    }
    PyObject *view = mpy_op_view(po);
    if (!view)
      goto fail;
    PyObject *r = PyObject_CallOneArg(cb, view);
    Py_DECREF(view);
    if (!r)
      goto fail;
    long res = 0;
    if (r != Py_None) {
      res = PyLong_AsLong(r);
      if (res == -1 && PyErr_Occurred()) {
        Py_DECREF(r);
        goto fail;
      }
    }
    Py_DECREF(r);
    if (res == 1) /* interrupt */
      break;
    if (res == 2 && order == 0)
      skip_root = (PyObject *)po;
  }
  Py_DECREF(d.list);
  Py_RETURN_NONE;
fail:
  Py_DECREF(d.list);
  return NULL;
}

static PyObject *opbase_attributes(PyObject *self, void *c);
static PyObject *opbase_operands(PyObject *self, void *c);
static PyObject *opbase_results(PyObject *self, void *c);
static PyObject *opbase_regions(PyObject *self, void *c);
static PyObject *opbase_successors(PyObject *self, void *c);

static PyObject *opbase_iter(PyObject *self) {
  PyObject *r = opbase_regions(self, NULL);
  if (!r)
    return NULL;
  PyObject *it = PyObject_GetIter(r);
  Py_DECREF(r);
  return it;
}

static PyMethodDef opbase_methods[] = {
    {"print", (PyCFunction)(void (*)(void))opbase_print,
     METH_VARARGS | METH_KEYWORDS,
     "print(file=None, binary=False, large_elements_limit=None, "
     "enable_debug_info=False, pretty_debug_info=False, "
     "print_generic_op_form=False, use_local_scope=False): prints the "
     "assembly form of the operation to a file (sys.stdout by default)."},
    {"get_asm", (PyCFunction)(void (*)(void))opbase_get_asm,
     METH_VARARGS | METH_KEYWORDS,
     "The assembly form of the operation as a str (bytes if binary)."},
    {"verify", opbase_verify, METH_NOARGS,
     "Verifies the operation: True, or raises MLIRError."},
    {"move_after", opbase_move_after, METH_O,
     "Moves the operation right after another one."},
    {"move_before", opbase_move_before, METH_O,
     "Moves the operation right before another one."},
    {"detach_from_parent", opbase_detach, METH_NOARGS,
     "Detaches the operation from its block."},
    {"walk", (PyCFunction)(void (*)(void))opbase_walk,
     METH_VARARGS | METH_KEYWORDS,
     "walk(callback, walk_order=WalkOrder.POST_ORDER): calls callback on "
     "this operation and every nested one; it may return a WalkResult."},
    {"clone", (PyCFunction)(void (*)(void))opbase_clone,
     METH_VARARGS | METH_KEYWORDS, "A deep copy (inserted at ip if given)."},
    {"erase", opbase_erase, METH_NOARGS, "Erases the operation."},
    {NULL, NULL, 0, NULL}};

static PyGetSetDef opbase_getset[] = {
    {"attributes", opbase_attributes, NULL, "The attributes.", NULL},
    {"operands", opbase_operands, NULL, "The operands.", NULL},
    {"results", opbase_results, NULL, "The results.", NULL},
    {"result", opbase_result, NULL, "The single result.", NULL},
    {"regions", opbase_regions, NULL, "The regions.", NULL},
    {"successors", opbase_successors, NULL, "The successor blocks.", NULL},
    {"location", opbase_location, opbase_set_location, "The location.", NULL},
    {"context", opbase_context, NULL, "The context.", NULL},
    {"name", opbase_name, NULL, "The operation name.", NULL},
    {"operation", opbase_operation, NULL, "The Operation.", NULL},
    {"parent", opbase_parent, NULL, "The parent operation (or None).", NULL},
    {"block", opbase_block, NULL, "The block holding the operation.", NULL},
    {"_CAPIPtr", opbase_capsule, NULL, NULL, NULL},
    {NULL, NULL, NULL, NULL, NULL}};

PyTypeObject PyOperationBase_Type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "mlir._mlir_libs._mlir.ir._OperationBase",
    .tp_basicsize = sizeof(PyObject),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
    .tp_richcompare = opbase_richcompare,
    .tp_hash = opbase_hash,
    .tp_str = opbase_str,
    .tp_iter = opbase_iter,
    .tp_methods = opbase_methods,
    .tp_getset = opbase_getset,
};

/* ---- Operation.create ------------------------------------------------------ */

int mpy_check_context(PyContextObj *ctx, MlirContext other, const char *what) {
  if (!mlirContextEqual(ctx->ctx, other)) {
    PyErr_Format(PyExc_ValueError, "%s belongs to another Context", what);
    return -1;
  }
  return 0;
}

int mpy_seq_to_types(PyObject *seq, MlirType **out, Py_ssize_t *n,
                     const char *what) {
  *out = NULL;
  *n = 0;
  if (!seq || seq == Py_None)
    return 0;
  PyObject *f = PySequence_Fast(seq, what);
  if (!f)
    return -1;
  *n = PySequence_Fast_GET_SIZE(f);
  *out = PyMem_Calloc(*n ? *n : 1, sizeof(MlirType));
  for (Py_ssize_t i = 0; *out && i < *n; ++i) {
    if (mpy_type_get(PySequence_Fast_GET_ITEM(f, i), &(*out)[i]) < 0) {
      PyErr_Format(PyExc_TypeError, "%s: item %zd is not a Type", what, i);
      PyMem_Free(*out);
      *out = NULL;
      Py_DECREF(f);
      return -1;
    }
  }
  Py_DECREF(f);
  return *out ? 0 : (PyErr_NoMemory(), -1);
}

static int seq_to_values(PyObject *seq, MlirValue **out, Py_ssize_t *n,
                         PyObject *keep) {
  *out = NULL;
  *n = 0;
  if (!seq || seq == Py_None)
    return 0;
  PyObject *f = PySequence_Fast(seq, "operands must be a sequence of Values");
  if (!f)
    return -1;
  *n = PySequence_Fast_GET_SIZE(f);
  *out = PyMem_Calloc(*n ? *n : 1, sizeof(MlirValue));
  for (Py_ssize_t i = 0; *out && i < *n; ++i) {
    PyObject *it = PySequence_Fast_GET_ITEM(f, i);
    if (mpy_value_get(it, &(*out)[i]) < 0) {
      PyErr_Format(PyExc_TypeError, "operand %zd must be a Value, got %.200s",
                   i, Py_TYPE(it)->tp_name);
      PyMem_Free(*out);
      *out = NULL;
      Py_DECREF(f);
      return -1;
    }
    if (keep && PyObject_TypeCheck(it, &PyValue_Type))
      PyList_Append(keep, (PyObject *)((PyValueObj *)it)->owner);
  }
  Py_DECREF(f);
  return *out ? 0 : (PyErr_NoMemory(), -1);
}

static PyObject *op_create_impl(MlirStringRef name, PyObject *results,
                                PyObject *operands, PyObject *attributes,
                                PyObject *successors, Py_ssize_t nregions,
                                PyObject *loco, PyObject *ip) {
  PyHandleObj *loc = mpy_resolve_location(loco);
  if (!loc)
    return NULL;
  PyContextObj *ctx = loc->ctx;
  MlirLocation l = {loc->ptr};
  MlirType *types = NULL;
  MlirValue *vals = NULL;
  MlirBlock *succ = NULL;
  MlirNamedAttribute *attrs = NULL;
  MlirRegion *regions = NULL;
  Py_ssize_t nt = 0, nv = 0, ns = 0, na = 0;
  if (!ip || ip == Py_None)
    ip = mpy_current_ip();
  /* A detached op keeps the definers of its operands alive (not needed
   * when it is inserted right away). */
  PyObject *keep = NULL, *r = NULL;
  if (!ip || ip == Py_None) {
    keep = PyList_New(0);
    if (!keep)
      goto out;
  }
  if (mpy_seq_to_types(results, &types, &nt, "results must be a sequence of Types") < 0)
    goto out;
  if (seq_to_values(operands, &vals, &nv, keep) < 0)
    goto out;
  if (successors && successors != Py_None) {
    PyObject *f = PySequence_Fast(successors, "successors must be a sequence of Blocks");
    if (!f)
      goto out;
    ns = PySequence_Fast_GET_SIZE(f);
    succ = PyMem_Calloc(ns ? ns : 1, sizeof(MlirBlock));
    for (Py_ssize_t i = 0; succ && i < ns; ++i) {
      PyObject *b = PySequence_Fast_GET_ITEM(f, i);
      if (!PyObject_TypeCheck(b, &PyBlock_Type)) {
        PyErr_Format(PyExc_TypeError, "successor %zd must be a Block", i);
        Py_DECREF(f);
        goto out;
      }
      if (!((PyBlockObj *)b)->owner->valid) {
        PyErr_SetString(PyExc_RuntimeError, "the operation has been invalidated");
        Py_DECREF(f);
        goto out;
      }
      succ[i] = ((PyBlockObj *)b)->block;
      if (keep)
        PyList_Append(keep, (PyObject *)((PyBlockObj *)b)->owner);
    }
    Py_DECREF(f);
    if (!succ) {
      PyErr_NoMemory();
      goto out;
    }
  }
  if (attributes && attributes != Py_None) {
    if (!PyDict_Check(attributes)) {
      PyErr_SetString(PyExc_TypeError, "attributes must be a dict of str to Attribute");
      goto out;
    }
    na = PyDict_Size(attributes);
    attrs = PyMem_Calloc(na ? na : 1, sizeof(MlirNamedAttribute));
    if (!attrs) {
      PyErr_NoMemory();
      goto out;
    }
    Py_ssize_t pos = 0, i = 0;
    PyObject *k, *v;
    PyObject *nms = mpy_str_from_ref(name);
    while (nms && PyDict_Next(attributes, &pos, &k, &v)) {
      MlirStringRef ks;
      MlirAttribute a;
      if (!PyUnicode_Check(k) || mpy_get_str(k, &ks) < 0) {
        PyErr_Clear();
        PyErr_Format(PyExc_ValueError,
                     "Invalid attribute key (not a string) when attempting to "
                     "create the operation \"%U\"", nms);
        Py_DECREF(nms);
        goto out;
      }
      if (v == Py_None || mpy_attr_get(v, &a) < 0) {
        PyErr_Clear();
        if (v == Py_None)
          PyErr_Format(PyExc_ValueError,
                       "Found an invalid (`None`?) attribute value for the key "
                       "\"%U\" when attempting to create the operation \"%U\"",
                       k, nms);
        else
          PyErr_Format(PyExc_ValueError,
                       "Invalid attribute value for the key \"%U\" when "
                       "attempting to create the operation \"%U\"",
                       k, nms);
        Py_DECREF(nms);
        goto out;
      }
      attrs[i++] = mlirNamedAttributeGet(mlirIdentifierGet(ctx->ctx, ks), a);
    }
    if (!nms)
      goto out;
    Py_DECREF(nms);
  }
  if (nregions < 0) {
    PyErr_SetString(PyExc_ValueError, "number of regions must be >= 0");
    goto out;
  }
  /* Everything must come from the op's context. */
  for (Py_ssize_t i = 0; i < nt; ++i)
    if (mpy_check_context(ctx, mlirTypeGetContext(types[i]), "a result type") < 0)
      goto out;
  for (Py_ssize_t i = 0; i < nv; ++i)
    if (mpy_check_context(ctx, mlirTypeGetContext(mlirValueGetType(vals[i])),
                          "an operand") < 0)
      goto out;
  for (Py_ssize_t i = 0; i < na; ++i)
    if (mpy_check_context(ctx, mlirAttributeGetContext(attrs[i].attribute),
                          "an attribute") < 0)
      goto out;
  for (Py_ssize_t i = 0; i < ns; ++i)
    if (mpy_check_context(ctx, mlirOperationGetContext(mlirBlockGetParentOperation(succ[i])),
                          "a successor") < 0)
      goto out;
  MlirOperationState st = mlirOperationStateGet(name, l);
  if (nt)
    mlirOperationStateAddResults(&st, nt, types);
  if (nv)
    mlirOperationStateAddOperands(&st, nv, vals);
  if (ns)
    mlirOperationStateAddSuccessors(&st, ns, succ);
  if (na)
    mlirOperationStateAddAttributes(&st, na, attrs);
  if (nregions) {
    regions = PyMem_Calloc(nregions, sizeof(MlirRegion));
    if (!regions) {
      PyErr_NoMemory();
      goto out;
    }
    for (Py_ssize_t i = 0; i < nregions; ++i)
      regions[i] = mlirRegionCreate();
    mlirOperationStateAddOwnedRegions(&st, nregions, regions);
  }
  mpy_capture_begin(ctx);
  MlirOperation op = mlirOperationCreate(&st);
  if (mlirOperationIsNull(op)) {
    PyObject *nms = mpy_str_from_ref(name);
    PyObject *msg = nms ? PyUnicode_FromFormat("Operation \"%U\" could not be created:", nms) : NULL;
    Py_XDECREF(nms);
    mpy_capture_raise(ctx, msg ? PyUnicode_AsUTF8(msg) : "Operation could not be created:");
    Py_XDECREF(msg);
    goto out;
  }
  mpy_capture_finish(ctx);
  PyOperationObj *po = op_alloc(ctx, op, NULL, 0);
  if (!po) {
    mlirOperationDestroy(op);
    goto out;
  }
  po->operand_keep = keep;
  keep = NULL;
  if (ip && ip != Py_None && ip_insert_op(ip, po) < 0) {
    Py_DECREF(po);
    goto out;
  }
  r = (PyObject *)po;
out:
  PyMem_Free(types);
  PyMem_Free(vals);
  PyMem_Free(succ);
  PyMem_Free(attrs);
  PyMem_Free(regions);
  Py_XDECREF(keep);
  Py_DECREF(loc);
  return r;
}

static PyObject *op_create(PyObject *cls, PyObject *args, PyObject *kw) {
  (void)cls;
  static char *kwlist[] = {"name", "results", "operands", "attributes",
                           "successors", "regions", "loc", "ip", NULL};
  PyObject *nameo, *results = NULL, *operands = NULL, *attributes = NULL,
                   *successors = NULL, *loc = NULL, *ip = NULL;
  Py_ssize_t nregions = 0;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "U|OOOOnOO:create", kwlist, &nameo,
                                   &results, &operands, &attributes,
                                   &successors, &nregions, &loc, &ip))
    return NULL;
  MlirStringRef name;
  if (mpy_get_str(nameo, &name) < 0)
    return NULL;
  PyObject *op = op_create_impl(name, results, operands, attributes, successors,
                                nregions, loc, ip);
  if (!op)
    return NULL;
  PyObject *v = mpy_op_view(OP(op));
  Py_DECREF(op);
  return v;
}

static PyObject *op_opview(PyObject *self, void *c) {
  (void)c;
  PyOperationObj *o = mpy_op_get(self);
  if (!o)
    return NULL;
  return mpy_op_view(o);
}

static PyObject *op_capi_create(PyObject *cls, PyObject *capsule) {
  (void)cls;
  void *p = PyCapsule_GetPointer(capsule, "mlir.ir.Operation._CAPIPtr");
  if (!p)
    return NULL;
  MlirOperation op = {p};
  PyContextObj *ctx = mpy_context_for(mlirOperationGetContext(op));
  if (!ctx)
    return NULL;
  PyObject *r = mpy_op_for(ctx, op);
  Py_DECREF(ctx);
  return r;
}

static PyMethodDef op_methods[] = {
    {"create", (PyCFunction)(void (*)(void))op_create,
     METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "create(name, results=None, operands=None, attributes=None, "
     "successors=None, regions=0, loc=None, ip=None): creates an operation."},
    {"_CAPICreate", op_capi_create, METH_O | METH_STATIC, NULL},
    {NULL, NULL, 0, NULL}};

static PyGetSetDef op_getset[] = {
    {"opview", op_opview, NULL, "The operation as its registered OpView class.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};

PyTypeObject PyOperation_Type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "mlir._mlir_libs._mlir.ir.Operation",
    .tp_basicsize = sizeof(PyOperationObj),
    .tp_dealloc = op_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC,
    .tp_traverse = op_traverse,
    .tp_weaklistoffset = offsetof(PyOperationObj, weakrefs),
    .tp_methods = op_methods,
    .tp_getset = op_getset,
    .tp_base = &PyOperationBase_Type,
};

/* ---- OpView ------------------------------------------------------------------ */

static int opview_init(PyObject *self, PyObject *args, PyObject *kw) {
  static char *kwlist[] = {"operation", NULL};
  PyObject *o;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "O:OpView", kwlist, &o))
    return -1;
  PyOperationObj *op = mpy_op_get(o);
  if (!op)
    return -1;
  Py_INCREF(op);
  Py_XSETREF(((PyOpViewObj *)self)->operation, (PyObject *)op);
  return 0;
}

static void opview_dealloc(PyObject *self) {
  PyObject_GC_UnTrack(self);
  Py_CLEAR(((PyOpViewObj *)self)->operation);
  Py_TYPE(self)->tp_free(self);
}

static int opview_traverse(PyObject *self, visitproc visit, void *arg) {
  Py_VISIT(Py_TYPE(self));
  Py_VISIT(((PyOpViewObj *)self)->operation);
  return 0;
}

static int opview_clear(PyObject *self) {
  Py_CLEAR(((PyOpViewObj *)self)->operation);
  return 0;
}

/* Whether `o` is a Value (operands) or a Type (results). */
static int seg_item_ok(PyObject *o, int operand) {
  if (operand)
    return PyObject_TypeCheck(o, &PyValue_Type) ||
           PyObject_TypeCheck(o, &PyOperationBase_Type);
  return PyObject_TypeCheck(o, &PyType_Type_);
}

/* Segment handling of build_generic, as MLIR 13: `spec` is None or a
 * sequence of ints (1: exactly one, 0: optional, -1: a variadic sequence),
 * `items` the values given.  Flattens into `flat` and returns the sizes (a
 * new list) or Py_None (new ref) when there is no spec. */
static PyObject *flatten_segments(PyObject *spec, PyObject *items,
                                  PyObject *flat, int operand,
                                  const char *opname) {
  const char *What = operand ? "Operand" : "Result";
  const char *what = operand ? "operand" : "result";
  const char *kind = operand ? "Value" : "Type";
  if (!items || items == Py_None) {
    if (spec && spec != Py_None && PySequence_Size(spec) > 0) {
      PyErr_Format(PyExc_ValueError,
                   "Operation \"%s\" requires %zd %s segments but was given none",
                   opname, PySequence_Size(spec), what);
      return NULL;
    }
    Py_RETURN_NONE;
  }
  PyObject *f = PySequence_Fast(items, "expected a sequence");
  if (!f)
    return NULL;
  Py_ssize_t n = PySequence_Fast_GET_SIZE(f);
  if (!spec || spec == Py_None) {
    for (Py_ssize_t i = 0; i < n; ++i) {
      PyObject *it = PySequence_Fast_GET_ITEM(f, i);
      if (!seg_item_ok(it, operand)) {
        PyErr_Format(PyExc_ValueError,
                     "%s %zd of operation \"%s\" must be a %s (was %s)", What,
                     i, opname, kind, Py_TYPE(it)->tp_name);
        Py_DECREF(f);
        return NULL;
      }
      if (PyList_Append(flat, it) < 0) {
        Py_DECREF(f);
        return NULL;
      }
    }
    Py_DECREF(f);
    Py_RETURN_NONE;
  }
  PyObject *sf = PySequence_Fast(spec, "segment spec must be a sequence");
  if (!sf) {
    Py_DECREF(f);
    return NULL;
  }
  Py_ssize_t ns = PySequence_Fast_GET_SIZE(sf);
  PyObject *sizes = NULL;
  if (ns != n) {
    PyErr_Format(PyExc_ValueError,
                 "Operation \"%s\" requires %zd %s segments but got %zd",
                 opname, ns, what, n);
    goto done;
  }
  sizes = PyList_New(0);
  for (Py_ssize_t i = 0; sizes && i < n; ++i) {
    long segkind = PyLong_AsLong(PySequence_Fast_GET_ITEM(sf, i));
    PyObject *it = PySequence_Fast_GET_ITEM(f, i);
    Py_ssize_t count = 0;
    if (segkind == -1) { /* variadic */
      if (it != Py_None) {
        PyObject *g = PySequence_Check(it) ? PySequence_Fast(it, "") : NULL;
        if (!g) {
          PyErr_Clear();
          PyErr_Format(PyExc_ValueError,
                       "%s %zd of operation \"%s\" must be a Sequence of %ss "
                       "(was %s)", What, i, opname, kind, Py_TYPE(it)->tp_name);
          Py_CLEAR(sizes);
          break;
        }
        count = PySequence_Fast_GET_SIZE(g);
        for (Py_ssize_t j = 0; j < count; ++j) {
          PyObject *e = PySequence_Fast_GET_ITEM(g, j);
          if (!seg_item_ok(e, operand)) {
            if (e == Py_None)
              PyErr_Format(PyExc_ValueError,
                           "%s %zd of operation \"%s\" must be a Sequence of "
                           "%ss (contained a None item)", What, i, opname, kind);
            else
              PyErr_Format(PyExc_ValueError,
                           "%s %zd of operation \"%s\" must be a Sequence of "
                           "%ss (contained a %s)", What, i, opname, kind,
                           Py_TYPE(e)->tp_name);
            Py_CLEAR(sizes);
            break;
          }
          PyList_Append(flat, e);
        }
        Py_DECREF(g);
        if (!sizes)
          break;
      }
    } else if (it == Py_None) {
      if (segkind != 0) { /* single */
        PyErr_Format(PyExc_ValueError,
                     "%s %zd of operation \"%s\" must be a %s (was None and "
                     "%s is not optional)", What, i, opname, kind, what);
        Py_CLEAR(sizes);
        break;
      }
    } else {
      if (!seg_item_ok(it, operand)) {
        PyErr_Format(PyExc_ValueError,
                     "%s %zd of operation \"%s\" must be a %s (was %s)", What, i,
                     opname, kind, Py_TYPE(it)->tp_name);
        Py_CLEAR(sizes);
        break;
      }
      count = 1;
      PyList_Append(flat, it);
    }
    PyObject *c = PyLong_FromSsize_t(count);
    PyList_Append(sizes, c);
    Py_XDECREF(c);
  }
done:
  Py_DECREF(sf);
  Py_DECREF(f);
  return sizes;
}

static PyObject *segment_attr(PyContextObj *ctx, PyObject *sizes) {
  Py_ssize_t n = PyList_GET_SIZE(sizes);
  int32_t *v = PyMem_Calloc(n ? n : 1, sizeof(int32_t));
  if (!v)
    return PyErr_NoMemory();
  for (Py_ssize_t i = 0; i < n; ++i)
    v[i] = (int32_t)PyLong_AsLong(PyList_GET_ITEM(sizes, i));
  int64_t shape[1] = {n};
  MlirType t = mlirVectorTypeGet(1, shape, mlirIntegerTypeGet(ctx->ctx, 32));
  MlirAttribute a = mlirDenseElementsAttrInt32Get(t, n, v);
  PyMem_Free(v);
  return mpy_attr_wrap(ctx, a);
}

static PyObject *opview_build_generic(PyObject *cls, PyObject *args,
                                      PyObject *kw) {
  static char *kwlist[] = {"results", "operands", "attributes", "successors",
                           "regions", "loc", "ip", NULL};
  PyObject *results = NULL, *operands = NULL, *attributes = NULL,
           *successors = NULL, *regions = NULL, *loco = NULL, *ip = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "|OOOOOOO:build_generic", kwlist,
                                   &results, &operands, &attributes,
                                   &successors, &regions, &loco, &ip))
    return NULL;
  PyObject *nameo = PyObject_GetAttrString(cls, "OPERATION_NAME");
  if (!nameo)
    return NULL;
  if (!PyUnicode_Check(nameo)) {
    Py_DECREF(nameo);
    PyErr_Format(PyExc_TypeError,
                 "Operation class %.200s has no OPERATION_NAME",
                 ((PyTypeObject *)cls)->tp_name);
    return NULL;
  }
  const char *opname = PyUnicode_AsUTF8(nameo);
  PyObject *r = NULL, *flat_res = PyList_New(0), *flat_ops = PyList_New(0);
  PyObject *res_sizes = NULL, *op_sizes = NULL, *attrs = NULL;
  PyObject *odsreg = NULL, *res_spec = NULL, *op_spec = NULL;
  if (!flat_res || !flat_ops)
    goto out;
  /* Regions. */
  odsreg = PyObject_GetAttrString(cls, "_ODS_REGIONS");
  if (!odsreg)
    goto out;
  Py_ssize_t min_regions = 0;
  int exact = 1;
  {
    PyObject *a, *b;
    if (!PyArg_ParseTuple(odsreg, "OO", &a, &b))
      goto out;
    min_regions = PyLong_AsSsize_t(a);
    exact = PyObject_IsTrue(b);
    if (PyErr_Occurred())
      goto out;
  }
  Py_ssize_t nregions = min_regions;
  if (regions && regions != Py_None) {
    nregions = PyLong_AsSsize_t(regions);
    if (nregions == -1 && PyErr_Occurred())
      goto out;
    if (exact && nregions > min_regions) {
      PyErr_Format(PyExc_ValueError,
                   "Operation \"%s\" requires a maximum of %zd regions but "
                   "was built with regions=%zd",
                   opname, min_regions, nregions);
      goto out;
    }
    if (nregions < min_regions) {
      PyErr_Format(PyExc_ValueError,
                   "Operation \"%s\" requires a minimum of %zd regions but "
                   "was built with regions=%zd",
                   opname, min_regions, nregions);
      goto out;
    }
  }
  res_spec = PyObject_GetAttrString(cls, "_ODS_RESULT_SEGMENTS");
  op_spec = PyObject_GetAttrString(cls, "_ODS_OPERAND_SEGMENTS");
  if (!res_spec || !op_spec)
    goto out;
  res_sizes = flatten_segments(res_spec, results, flat_res, 0, opname);
  if (!res_sizes)
    goto out;
  op_sizes = flatten_segments(op_spec, operands, flat_ops, 1, opname);
  if (!op_sizes)
    goto out;
  /* Results and operands of the right kinds. */
  for (Py_ssize_t i = 0; i < PyList_GET_SIZE(flat_res); ++i) {
    MlirType t;
    if (mpy_type_get(PyList_GET_ITEM(flat_res, i), &t) < 0) {
      PyErr_Format(PyExc_ValueError,
                   "Result %zd of operation \"%s\" must be a Type (was %.200s)",
                   i, opname, Py_TYPE(PyList_GET_ITEM(flat_res, i))->tp_name);
      goto out;
    }
  }
  for (Py_ssize_t i = 0; i < PyList_GET_SIZE(flat_ops); ++i) {
    MlirValue v;
    if (mpy_value_get(PyList_GET_ITEM(flat_ops, i), &v) < 0) {
      if (PyErr_ExceptionMatches(PyExc_RuntimeError))
        goto out;
      PyErr_Format(PyExc_ValueError,
                   "Operand %zd of operation \"%s\" must be a Value (was %.200s)",
                   i, opname, Py_TYPE(PyList_GET_ITEM(flat_ops, i))->tp_name);
      goto out;
    }
  }
  attrs = PyDict_New();
  if (!attrs)
    goto out;
  if (attributes && attributes != Py_None && PyDict_Update(attrs, attributes) < 0)
    goto out;
  PyHandleObj *loc = mpy_resolve_location(loco);
  if (!loc)
    goto out;
  if (op_sizes != Py_None) {
    PyObject *a = segment_attr(loc->ctx, op_sizes);
    if (!a || PyDict_SetItemString(attrs, "operand_segment_sizes", a) < 0) {
      Py_XDECREF(a);
      Py_DECREF(loc);
      goto out;
    }
    Py_DECREF(a);
  }
  if (res_sizes != Py_None) {
    PyObject *a = segment_attr(loc->ctx, res_sizes);
    if (!a || PyDict_SetItemString(attrs, "result_segment_sizes", a) < 0) {
      Py_XDECREF(a);
      Py_DECREF(loc);
      goto out;
    }
    Py_DECREF(a);
  }
  MlirStringRef name = {opname, strlen(opname)};
  r = op_create_impl(name, flat_res, flat_ops, attrs, successors, nregions,
                     (PyObject *)loc, ip);
  Py_DECREF(loc);
out:
  Py_XDECREF(nameo);
  Py_XDECREF(flat_res);
  Py_XDECREF(flat_ops);
  Py_XDECREF(res_sizes);
  Py_XDECREF(op_sizes);
  Py_XDECREF(attrs);
  Py_XDECREF(odsreg);
  Py_XDECREF(res_spec);
  Py_XDECREF(op_spec);
  return r;
}

static PyMethodDef opview_methods[] = {
    {"build_generic", (PyCFunction)(void (*)(void))opview_build_generic,
     METH_VARARGS | METH_KEYWORDS | METH_CLASS,
     "build_generic(results=None, operands=None, attributes=None, "
     "successors=None, regions=None, loc=None, ip=None): builds the "
     "operation of the class (OPERATION_NAME) following its _ODS_* class "
     "attributes; returns the Operation."},
    {NULL, NULL, 0, NULL}};

PyTypeObject PyOpView_Type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "mlir._mlir_libs._mlir.ir.OpView",
    .tp_basicsize = sizeof(PyOpViewObj),
    .tp_dealloc = opview_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC,
    .tp_traverse = opview_traverse,
    .tp_clear = opview_clear,
    .tp_methods = opview_methods,
    .tp_base = &PyOperationBase_Type,
    .tp_init = opview_init,
    .tp_new = PyType_GenericNew,
};

/* ======================================================================
 * Containers of an operation
 * ====================================================================== */

typedef struct {
  PyObject_HEAD
  PyOperationObj *owner;
  const void *h; /* MlirBlock / MlirRegion for block-level lists */
} PyListObj;

static PyTypeObject PyOpOperandList_Type, PyOpResultList_Type,
    PyOpSuccessors_Type, PyRegionSequence_Type, PyOpAttributeMap_Type,
    PyBlockArgumentList_Type, PyOperationList_Type, PyBlockList_Type;

static PyObject *list_new(PyTypeObject *t, PyOperationObj *owner,
                          const void *h) {
  PyListObj *l = PyObject_New(PyListObj, t);
  if (!l)
    return NULL;
  Py_INCREF(owner);
  l->owner = owner;
  l->h = h;
  return (PyObject *)l;
}

static void list_dealloc(PyObject *o) {
  Py_XDECREF(((PyListObj *)o)->owner);
  Py_TYPE(o)->tp_free(o);
}

static int list_check(PyObject *o) {
  if (!((PyListObj *)o)->owner->valid) {
    PyErr_SetString(PyExc_RuntimeError, "the operation has been invalidated");
    return -1;
  }
  return 0;
}

#define LST(o) ((PyListObj *)(o))
#define LOP(o) (LST(o)->owner->op)

static PyObject *opbase_attributes(PyObject *self, void *c) {
  (void)c;
  PyOperationObj *o = mpy_op_get(self);
  return o ? list_new(&PyOpAttributeMap_Type, o, NULL) : NULL;
}
static PyObject *opbase_operands(PyObject *self, void *c) {
  (void)c;
  PyOperationObj *o = mpy_op_get(self);
  return o ? list_new(&PyOpOperandList_Type, o, NULL) : NULL;
}
static PyObject *opbase_results(PyObject *self, void *c) {
  (void)c;
  PyOperationObj *o = mpy_op_get(self);
  return o ? list_new(&PyOpResultList_Type, o, NULL) : NULL;
}
static PyObject *opbase_regions(PyObject *self, void *c) {
  (void)c;
  PyOperationObj *o = mpy_op_get(self);
  return o ? list_new(&PyRegionSequence_Type, o, NULL) : NULL;
}
static PyObject *opbase_successors(PyObject *self, void *c) {
  (void)c;
  PyOperationObj *o = mpy_op_get(self);
  return o ? list_new(&PyOpSuccessors_Type, o, NULL) : NULL;
}

/* Length and element access by kind. */
static Py_ssize_t list_len(PyObject *self) {
  if (list_check(self) < 0)
    return -1;
  PyTypeObject *t = Py_TYPE(self);
  MlirOperation op = LOP(self);
  if (t == &PyOpOperandList_Type)
    return mlirOperationGetNumOperands(op);
  if (t == &PyOpResultList_Type)
    return mlirOperationGetNumResults(op);
  if (t == &PyOpSuccessors_Type)
    return mlirOperationGetNumSuccessors(op);
  if (t == &PyRegionSequence_Type)
    return mlirOperationGetNumRegions(op);
  if (t == &PyOpAttributeMap_Type)
    return mlirOperationGetNumAttributes(op);
  if (t == &PyBlockArgumentList_Type)
    return mlirBlockGetNumArguments((MlirBlock){(void *)LST(self)->h});
  Py_ssize_t n = 0;
  if (t == &PyOperationList_Type) {
    for (MlirOperation c = mlirBlockGetFirstOperation((MlirBlock){(void *)LST(self)->h});
         !mlirOperationIsNull(c); c = mlirOperationGetNextInBlock(c))
      ++n;
  } else {
    for (MlirBlock b = mlirRegionGetFirstBlock((MlirRegion){(void *)LST(self)->h});
         !mlirBlockIsNull(b); b = mlirBlockGetNextInRegion(b))
      ++n;
  }
  return n;
}

static PyObject *region_wrap(PyOperationObj *owner, MlirRegion r);
static PyObject *named_attr_wrap(PyContextObj *ctx, MlirNamedAttribute na);

static PyObject *list_item(PyObject *self, Py_ssize_t i) {
  Py_ssize_t n = list_len(self);
  if (n < 0)
    return NULL;
  if (i < 0)
    i += n;
  PyTypeObject *t = Py_TYPE(self);
  if (i < 0 || i >= n) {
    const char *what = "index out of range";
    if (t == &PyOperationList_Type)
      what = "attempt to access out of bounds operation";
    else if (t == &PyBlockList_Type)
      what = "attempt to access out of bounds block";
    else if (t == &PyOpAttributeMap_Type)
      what = "attempt to access out of bounds attribute";
    else if (t == &PyRegionSequence_Type)
      what = "attempt to access out of bounds region";
    PyErr_SetString(PyExc_IndexError, what);
    return NULL;
  }
  PyOperationObj *owner = LST(self)->owner;
  MlirOperation op = owner->op;
  if (t == &PyOpOperandList_Type)
    return mpy_value_wrap(owner->ctx, mlirOperationGetOperand(op, i),
                          &PyValue_Type);
  if (t == &PyOpResultList_Type)
    return mpy_value_wrap(owner->ctx, mlirOperationGetResult(op, i),
                          &PyOpResult_Type);
  if (t == &PyOpSuccessors_Type) {
    MlirBlock b = mlirOperationGetSuccessor(op, i);
    PyObject *p = mpy_op_for(owner->ctx, mlirBlockGetParentOperation(b));
    if (!p)
      return NULL;
    PyObject *r = block_wrap(OP(p), b);
    Py_DECREF(p);
    return r;
  }
  if (t == &PyRegionSequence_Type)
    return region_wrap(owner, mlirOperationGetRegion(op, i));
  if (t == &PyOpAttributeMap_Type)
    return named_attr_wrap(owner->ctx, mlirOperationGetAttribute(op, i));
  if (t == &PyBlockArgumentList_Type)
    return mpy_value_wrap(owner->ctx,
                          mlirBlockGetArgument((MlirBlock){(void *)LST(self)->h}, i),
                          &PyBlockArgument_Type);
  if (t == &PyOperationList_Type) {
    MlirOperation c = mlirBlockGetFirstOperation((MlirBlock){(void *)LST(self)->h});
    while (i-- > 0)
      c = mlirOperationGetNextInBlock(c);
    return op_view_or_none(owner->ctx, c);
  }
  MlirBlock b = mlirRegionGetFirstBlock((MlirRegion){(void *)LST(self)->h});
  while (i-- > 0)
    b = mlirBlockGetNextInRegion(b);
  return block_wrap(owner, b);
}

static PyObject *list_subscript(PyObject *self, PyObject *key) {
  if (PySlice_Check(key)) {
    Py_ssize_t n = list_len(self), start, stop, step;
    if (n < 0 || PySlice_Unpack(key, &start, &stop, &step) < 0)
      return NULL;
    Py_ssize_t len = PySlice_AdjustIndices(n, &start, &stop, step);
    PyObject *r = PyList_New(len);
    for (Py_ssize_t i = 0; r && i < len; ++i) {
      PyObject *it = list_item(self, start + i * step);
      if (!it) {
        Py_CLEAR(r);
        break;
      }
      PyList_SET_ITEM(r, i, it);
    }
    return r;
  }
  Py_ssize_t i = PyNumber_AsSsize_t(key, PyExc_IndexError);
  if (i == -1 && PyErr_Occurred())
    return NULL;
  return list_item(self, i);
}

static PyObject *list_iter(PyObject *self) {
  Py_ssize_t n = list_len(self);
  if (n < 0)
    return NULL;
  PyObject *l = PyList_New(n);
  for (Py_ssize_t i = 0; l && i < n; ++i) {
    PyObject *it = list_item(self, i);
    if (!it) {
      Py_CLEAR(l);
      break;
    }
    PyList_SET_ITEM(l, i, it);
  }
  if (!l)
    return NULL;
  PyObject *r = PyObject_GetIter(l);
  Py_DECREF(l);
  return r;
}

/* OpOperandList.__setitem__(index, value) */
static int operands_ass(PyObject *self, PyObject *key, PyObject *v) {
  if (!v) {
    PyErr_SetString(PyExc_TypeError, "operands cannot be deleted");
    return -1;
  }
  Py_ssize_t n = list_len(self);
  if (n < 0)
    return -1;
  Py_ssize_t i = PyNumber_AsSsize_t(key, PyExc_IndexError);
  if (i == -1 && PyErr_Occurred())
    return -1;
  if (i < 0)
    i += n;
  if (i < 0 || i >= n) {
    PyErr_SetString(PyExc_IndexError, "index out of range");
    return -1;
  }
  MlirValue val;
  if (mpy_value_get(v, &val) < 0 ||
      mpy_check_context(LST(self)->owner->ctx,
                        mlirTypeGetContext(mlirValueGetType(val)), "the value") < 0)
    return -1;
  mlirOperationSetOperand(LOP(self), i, val);
  return 0;
}

static PyObject *results_types(PyObject *self, void *c) {
  (void)c;
  Py_ssize_t n = list_len(self);
  if (n < 0)
    return NULL;
  PyObject *l = PyList_New(n);
  for (Py_ssize_t i = 0; l && i < n; ++i) {
    PyObject *t = mpy_type_wrap(
        LST(self)->owner->ctx,
        mlirValueGetType(Py_TYPE(self) == &PyBlockArgumentList_Type
                             ? mlirBlockGetArgument((MlirBlock){(void *)LST(self)->h}, i)
                         : Py_TYPE(self) == &PyOpOperandList_Type
                             ? mlirOperationGetOperand(LOP(self), i)
                             : mlirOperationGetResult(LOP(self), i)));
    if (!t) {
      Py_CLEAR(l);
      break;
    }
    PyList_SET_ITEM(l, i, t);
  }
  return l;
}

static PySequenceMethods list_seq = {.sq_length = list_len, .sq_item = list_item};
static PyMappingMethods list_map = {list_len, list_subscript, NULL};
static PyMappingMethods operands_map = {list_len, list_subscript, operands_ass};

static PyGetSetDef types_getset[] = {
    {"types", results_types, NULL, "The types of the values.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};

#define LIST_TYPE(var, pyname, mapping, getset, methods)                       \
  static PyTypeObject var = {                                                  \
      PyVarObject_HEAD_INIT(NULL, 0).tp_name = pyname,                         \
      .tp_basicsize = sizeof(PyListObj),                                       \
      .tp_dealloc = list_dealloc,                                              \
      .tp_as_sequence = &list_seq,                                             \
      .tp_as_mapping = mapping,                                                \
      .tp_iter = list_iter,                                                    \
      .tp_flags = Py_TPFLAGS_DEFAULT,                                          \
      .tp_getset = getset,                                                     \
      .tp_methods = methods,                                                   \
  }

LIST_TYPE(PyOpOperandList_Type, "mlir._mlir_libs._mlir.ir.OpOperandList", &operands_map,
          types_getset, NULL);
LIST_TYPE(PyOpResultList_Type, "mlir._mlir_libs._mlir.ir.OpResultList", &list_map, types_getset,
          NULL);
LIST_TYPE(PyOpSuccessors_Type, "mlir._mlir_libs._mlir.ir.OpSuccessors", &list_map, NULL, NULL);
LIST_TYPE(PyRegionSequence_Type, "mlir._mlir_libs._mlir.ir.RegionSequence", &list_map, NULL,
          NULL);
LIST_TYPE(PyBlockArgumentList_Type, "mlir._mlir_libs._mlir.ir.BlockArgumentList", &list_map,
          types_getset, NULL);
LIST_TYPE(PyOperationList_Type, "mlir._mlir_libs._mlir.ir.OperationList", &list_map, NULL, NULL);

/* BlockList.append(*arg_types) */
static PyObject *blocklist_append(PyObject *self, PyObject *args) {
  if (list_check(self) < 0)
    return NULL;
  MlirType *types;
  Py_ssize_t n;
  if (mpy_seq_to_types(args, &types, &n, "block argument types must be Types") < 0)
    return NULL;
  MlirBlock b = mlirBlockCreate(n, types);
  PyMem_Free(types);
  mlirRegionAppendOwnedBlock((MlirRegion){(void *)LST(self)->h}, b);
  return block_wrap(LST(self)->owner, b);
}

static PyMethodDef blocklist_methods[] = {
    {"append", blocklist_append, METH_VARARGS,
     "Appends a new block, with argument types as positional args."},
    {NULL, NULL, 0, NULL}};

LIST_TYPE(PyBlockList_Type, "mlir._mlir_libs._mlir.ir.BlockList", &list_map, NULL,
          blocklist_methods);

/* ---- OpAttributeMap ----------------------------------------------------------- */

static PyObject *attrmap_subscript(PyObject *self, PyObject *key) {
  if (list_check(self) < 0)
    return NULL;
  if (PyUnicode_Check(key)) {
    MlirStringRef s;
    if (mpy_get_str(key, &s) < 0)
      return NULL;
    MlirAttribute a = mlirOperationGetAttributeByName(LOP(self), s);
    if (mlirAttributeIsNull(a)) {
      PyErr_SetString(PyExc_KeyError,
                      "attempt to access a non-existent attribute");
      return NULL;
    }
    return mpy_attr_wrap(LST(self)->owner->ctx, a);
  }
  return list_subscript(self, key);
}

static int attrmap_ass(PyObject *self, PyObject *key, PyObject *v) {
  if (list_check(self) < 0)
    return -1;
  MlirStringRef s;
  if (mpy_get_str(key, &s) < 0)
    return -1;
  if (!v) {
    if (!mlirOperationRemoveAttributeByName(LOP(self), s)) {
      PyErr_SetString(PyExc_KeyError,
                      "attempt to delete a non-existent attribute");
      return -1;
    }
    return 0;
  }
  MlirAttribute a;
  if (mpy_attr_get(v, &a) < 0 ||
      mpy_check_context(LST(self)->owner->ctx, mlirAttributeGetContext(a),
                        "the attribute") < 0)
    return -1;
  mlirOperationSetAttributeByName(LOP(self), s, a);
  return 0;
}

static int attrmap_contains(PyObject *self, PyObject *key) {
  if (list_check(self) < 0)
    return -1;
  MlirStringRef s;
  if (!PyUnicode_Check(key))
    return 0;
  if (mpy_get_str(key, &s) < 0)
    return -1;
  return !mlirAttributeIsNull(mlirOperationGetAttributeByName(LOP(self), s));
}

static PyMappingMethods attrmap_map = {list_len, attrmap_subscript, attrmap_ass};
static PySequenceMethods attrmap_seq = {.sq_length = list_len,
                                        .sq_contains = attrmap_contains};

static PyTypeObject PyOpAttributeMap_Type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "mlir._mlir_libs._mlir.ir.OpAttributeMap",
    .tp_basicsize = sizeof(PyListObj),
    .tp_dealloc = list_dealloc,
    .tp_as_sequence = &attrmap_seq,
    .tp_as_mapping = &attrmap_map,
    .tp_iter = list_iter,
    .tp_flags = Py_TPFLAGS_DEFAULT,
};

/* ---- NamedAttribute ----------------------------------------------------------- */

typedef struct {
  PyObject_HEAD
  PyObject *name; /* str */
  PyObject *attr; /* Attribute */
} PyNamedAttrObj;

static PyObject *named_attr_wrap(PyContextObj *ctx, MlirNamedAttribute na) {
  PyNamedAttrObj *o = PyObject_New(PyNamedAttrObj, &PyNamedAttribute_Type);
  if (!o)
    return NULL;
  o->name = mpy_str_from_ref(mlirIdentifierStr(na.name));
  o->attr = mpy_attr_wrap(ctx, na.attribute);
  if (!o->name || !o->attr) {
    Py_DECREF(o);
    return NULL;
  }
  return (PyObject *)o;
}

/* Used by DictAttr too. */
PyObject *mpy_named_attr_wrap(PyContextObj *ctx, MlirNamedAttribute na) {
  return named_attr_wrap(ctx, na);
}

static void named_attr_dealloc(PyObject *o) {
  Py_XDECREF(((PyNamedAttrObj *)o)->name);
  Py_XDECREF(((PyNamedAttrObj *)o)->attr);
  Py_TYPE(o)->tp_free(o);
}

static PyObject *named_attr_repr(PyObject *o) {
  PyNamedAttrObj *n = (PyNamedAttrObj *)o;
  return PyUnicode_FromFormat("NamedAttribute(%U=%S)", n->name, n->attr);
}

static PyObject *named_attr_name(PyObject *o, void *c) {
  (void)c;
  Py_INCREF(((PyNamedAttrObj *)o)->name);
  return ((PyNamedAttrObj *)o)->name;
}

static PyObject *named_attr_attr(PyObject *o, void *c) {
  (void)c;
  Py_INCREF(((PyNamedAttrObj *)o)->attr);
  return ((PyNamedAttrObj *)o)->attr;
}

static PyGetSetDef named_attr_getset[] = {
    {"name", named_attr_name, NULL, "The name.", NULL},
    {"attr", named_attr_attr, NULL, "The attribute.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};

PyTypeObject PyNamedAttribute_Type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "mlir._mlir_libs._mlir.ir.NamedAttribute",
    .tp_basicsize = sizeof(PyNamedAttrObj),
    .tp_dealloc = named_attr_dealloc,
    .tp_repr = named_attr_repr,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_getset = named_attr_getset,
};

/* ======================================================================
 * Region, Block
 * ====================================================================== */

static PyObject *region_wrap(PyOperationObj *owner, MlirRegion r) {
  PyRegionObj *o = PyObject_New(PyRegionObj, &PyRegion_Type);
  if (!o)
    return NULL;
  Py_INCREF(owner);
  o->owner = owner;
  o->region = r;
  return (PyObject *)o;
}

static void region_dealloc(PyObject *o) {
  Py_XDECREF(((PyRegionObj *)o)->owner);
  Py_TYPE(o)->tp_free(o);
}

static int owner_check(PyOperationObj *owner) {
  if (!owner->valid) {
    PyErr_SetString(PyExc_RuntimeError, "the operation has been invalidated");
    return -1;
  }
  return 0;
}

static PyObject *region_blocks(PyObject *self, void *c) {
  (void)c;
  PyRegionObj *r = (PyRegionObj *)self;
  if (owner_check(r->owner) < 0)
    return NULL;
  return list_new(&PyBlockList_Type, r->owner, r->region.ptr);
}

static PyObject *region_owner(PyObject *self, void *c) {
  (void)c;
  PyRegionObj *r = (PyRegionObj *)self;
  if (owner_check(r->owner) < 0)
    return NULL;
  return mpy_op_view(r->owner);
}

static PyObject *region_iter(PyObject *self) {
  PyObject *b = region_blocks(self, NULL);
  if (!b)
    return NULL;
  PyObject *r = PyObject_GetIter(b);
  Py_DECREF(b);
  return r;
}

static PyObject *region_richcompare(PyObject *a, PyObject *b, int op) {
  if ((op != Py_EQ && op != Py_NE) || !PyObject_TypeCheck(b, &PyRegion_Type))
    Py_RETURN_NOTIMPLEMENTED;
  int eq = ((PyRegionObj *)a)->region.ptr == ((PyRegionObj *)b)->region.ptr;
  return PyBool_FromLong(op == Py_EQ ? eq : !eq);
}

static Py_hash_t region_hash(PyObject *self) {
  return _Py_HashPointer(((PyRegionObj *)self)->region.ptr);
}

static PyGetSetDef region_getset[] = {
    {"blocks", region_blocks, NULL, "The blocks of the region.", NULL},
    {"owner", region_owner, NULL, "The operation owning the region.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};

PyTypeObject PyRegion_Type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "mlir._mlir_libs._mlir.ir.Region",
    .tp_basicsize = sizeof(PyRegionObj),
    .tp_dealloc = region_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_iter = region_iter,
    .tp_richcompare = region_richcompare,
    .tp_hash = region_hash,
    .tp_getset = region_getset,
};

static PyObject *block_wrap(PyOperationObj *owner, MlirBlock b) {
  if (mlirBlockIsNull(b)) {
    PyErr_SetString(PyExc_RuntimeError, "null block");
    return NULL;
  }
  PyBlockObj *o = PyObject_New(PyBlockObj, &PyBlock_Type);
  if (!o)
    return NULL;
  Py_INCREF(owner);
  o->owner = owner;
  o->block = b;
  return (PyObject *)o;
}

static void block_dealloc(PyObject *o) {
  Py_XDECREF(((PyBlockObj *)o)->owner);
  Py_TYPE(o)->tp_free(o);
}

#define BLK(o) ((PyBlockObj *)(o))

static PyObject *block_owner(PyObject *self, void *c) {
  (void)c;
  if (owner_check(BLK(self)->owner) < 0)
    return NULL;
  return mpy_op_view(BLK(self)->owner);
}

static PyObject *block_region(PyObject *self, void *c) {
  (void)c;
  if (owner_check(BLK(self)->owner) < 0)
    return NULL;
  return region_wrap(BLK(self)->owner, mlirBlockGetParentRegion(BLK(self)->block));
}

static PyObject *block_arguments(PyObject *self, void *c) {
  (void)c;
  if (owner_check(BLK(self)->owner) < 0)
    return NULL;
  return list_new(&PyBlockArgumentList_Type, BLK(self)->owner,
                  BLK(self)->block.ptr);
}

static PyObject *block_operations(PyObject *self, void *c) {
  (void)c;
  if (owner_check(BLK(self)->owner) < 0)
    return NULL;
  return list_new(&PyOperationList_Type, BLK(self)->owner,
                  BLK(self)->block.ptr);
}

static PyObject *block_iter(PyObject *self) {
  PyObject *l = block_operations(self, NULL);
  if (!l)
    return NULL;
  PyObject *r = PyObject_GetIter(l);
  Py_DECREF(l);
  return r;
}

static PyObject *block_richcompare(PyObject *a, PyObject *b, int op) {
  if ((op != Py_EQ && op != Py_NE) || !PyObject_TypeCheck(b, &PyBlock_Type))
    Py_RETURN_NOTIMPLEMENTED;
  int eq = BLK(a)->block.ptr == BLK(b)->block.ptr;
  return PyBool_FromLong(op == Py_EQ ? eq : !eq);
}

static Py_hash_t block_hash(PyObject *self) {
  return _Py_HashPointer(BLK(self)->block.ptr);
}

static PyObject *block_str(PyObject *self) {
  if (owner_check(BLK(self)->owner) < 0)
    return NULL;
  MpyStr s = {0};
  mlirBlockPrint(BLK(self)->block, mpy_str_cb, &s);
  return mpy_str_finish(&s);
}

static PyObject *block_create_rel(PyObject *self, PyObject *args, int after) {
  if (owner_check(BLK(self)->owner) < 0)
    return NULL;
  MlirType *types;
  Py_ssize_t n;
  if (mpy_seq_to_types(args, &types, &n, "block argument types must be Types") < 0)
    return NULL;
  MlirBlock b = mlirBlockCreate(n, types);
  PyMem_Free(types);
  MlirRegion r = mlirBlockGetParentRegion(BLK(self)->block);
  if (after)
    mlirRegionInsertOwnedBlockAfter(r, BLK(self)->block, b);
  else
    mlirRegionInsertOwnedBlockBefore(r, BLK(self)->block, b);
  return block_wrap(BLK(self)->owner, b);
}

static PyObject *block_create_before(PyObject *self, PyObject *args) {
  return block_create_rel(self, args, 0);
}

static PyObject *block_create_after(PyObject *self, PyObject *args) {
  return block_create_rel(self, args, 1);
}

static PyObject *block_create_at_start(PyObject *cls, PyObject *args,
                                       PyObject *kw) {
  (void)cls;
  static char *kwlist[] = {"parent", "arg_types", "arg_locs", NULL};
  PyObject *parent, *types_o = NULL, *locs = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "O!|OO:create_at_start", kwlist,
                                   &PyRegion_Type, &parent, &types_o, &locs))
    return NULL;
  PyRegionObj *r = (PyRegionObj *)parent;
  if (owner_check(r->owner) < 0)
    return NULL;
  MlirType *types;
  Py_ssize_t n;
  if (mpy_seq_to_types(types_o, &types, &n, "block argument types must be Types") < 0)
    return NULL;
  MlirBlock b = mlirBlockCreate(n, types);
  PyMem_Free(types);
  mlirRegionInsertOwnedBlock(r->region, 0, b);
  return block_wrap(r->owner, b);
}

static PyObject *block_append(PyObject *self, PyObject *opo) {
  if (owner_check(BLK(self)->owner) < 0)
    return NULL;
  PyOperationObj *o = mpy_op_get(opo);
  if (!o)
    return NULL;
  if (check_movable(o) < 0)
    return NULL;
  if (op_is_inside(BLK(self)->owner->op, o->op)) {
    PyErr_SetString(PyExc_ValueError, "cannot move an operation into itself");
    return NULL;
  }
  if (mpy_check_context(BLK(self)->owner->ctx, o->ctx->ctx, "the operation") < 0)
    return NULL;
  if (!mlirBlockIsNull(mlirOperationGetBlock(o->op)))
    mlirOperationRemoveFromParent(o->op);
  mlirBlockAppendOwnedOperation(BLK(self)->block, o->op);
  if (op_set_attached(o) < 0)
    return NULL;
  Py_RETURN_NONE;
}

static PyMethodDef block_methods[] = {
    {"create_before", block_create_before, METH_VARARGS,
     "Creates a block before this one (argument types as positional args)."},
    {"create_after", block_create_after, METH_VARARGS,
     "Creates a block after this one (argument types as positional args)."},
    {"create_at_start", (PyCFunction)(void (*)(void))block_create_at_start,
     METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "create_at_start(parent, arg_types=[]): a new block at the start of "
     "the region."},
    {"append", block_append, METH_O,
     "Appends an operation (moving it) to the end of the block."},
    {NULL, NULL, 0, NULL}};

static PyGetSetDef block_getset[] = {
    {"owner", block_owner, NULL, "The operation owning the block.", NULL},
    {"region", block_region, NULL, "The region holding the block.", NULL},
    {"arguments", block_arguments, NULL, "The block arguments.", NULL},
    {"operations", block_operations, NULL, "The operations.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};

PyTypeObject PyBlock_Type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "mlir._mlir_libs._mlir.ir.Block",
    .tp_basicsize = sizeof(PyBlockObj),
    .tp_dealloc = block_dealloc,
    .tp_str = block_str,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_iter = block_iter,
    .tp_richcompare = block_richcompare,
    .tp_hash = block_hash,
    .tp_methods = block_methods,
    .tp_getset = block_getset,
};

/* ======================================================================
 * InsertionPoint
 * ====================================================================== */

#define IPO(o) ((PyInsertionPointObj *)(o))

static PyObject *ip_make(PyObject *block, PyObject *ref) {
  PyInsertionPointObj *ip =
      PyObject_New(PyInsertionPointObj, &PyInsertionPoint_Type);
  if (!ip)
    return NULL;
  Py_INCREF(block);
  ip->block = block;
  Py_XINCREF(ref);
  ip->ref_op = ref;
  return (PyObject *)ip;
}

static PyObject *ip_new(PyTypeObject *t, PyObject *args, PyObject *kw) {
  (void)t;
  static char *kwlist[] = {"block", NULL};
  PyObject *arg;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "O:InsertionPoint", kwlist, &arg))
    return NULL;
  if (PyObject_TypeCheck(arg, &PyBlock_Type)) {
    if (owner_check(BLK(arg)->owner) < 0)
      return NULL;
    return ip_make(arg, NULL);
  }
  PyOperationObj *o = mpy_op_get(arg);
  if (!o)
    return NULL;
  MlirBlock b = mlirOperationGetBlock(o->op);
  if (mlirBlockIsNull(b)) {
    PyErr_SetString(PyExc_ValueError,
                    "Operation is not attached to a block");
    return NULL;
  }
  PyObject *p = mpy_op_for(o->ctx, mlirBlockGetParentOperation(b));
  if (!p)
    return NULL;
  PyObject *bo = block_wrap(OP(p), b);
  Py_DECREF(p);
  if (!bo)
    return NULL;
  PyObject *r = ip_make(bo, (PyObject *)o);
  Py_DECREF(bo);
  return r;
}

static void ip_dealloc(PyObject *o) {
  Py_XDECREF(IPO(o)->block);
  Py_XDECREF(IPO(o)->ref_op);
  Py_TYPE(o)->tp_free(o);
}

static PyObject *ip_at_begin(PyObject *cls, PyObject *b) {
  (void)cls;
  if (!PyObject_TypeCheck(b, &PyBlock_Type)) {
    PyErr_SetString(PyExc_TypeError, "expected a Block");
    return NULL;
  }
  if (owner_check(BLK(b)->owner) < 0)
    return NULL;
  MlirOperation first = mlirBlockGetFirstOperation(BLK(b)->block);
  if (mlirOperationIsNull(first))
    return ip_make(b, NULL);
  PyObject *fo = mpy_op_for(BLK(b)->owner->ctx, first);
  if (!fo)
    return NULL;
  PyObject *r = ip_make(b, fo);
  Py_DECREF(fo);
  return r;
}

static PyObject *ip_at_terminator(PyObject *cls, PyObject *b) {
  (void)cls;
  if (!PyObject_TypeCheck(b, &PyBlock_Type)) {
    PyErr_SetString(PyExc_TypeError, "expected a Block");
    return NULL;
  }
  if (owner_check(BLK(b)->owner) < 0)
    return NULL;
  MlirOperation term = mlirBlockGetTerminator(BLK(b)->block);
  if (mlirOperationIsNull(term)) {
    PyErr_SetString(PyExc_ValueError, "Block has no terminator");
    return NULL;
  }
  PyObject *to = mpy_op_for(BLK(b)->owner->ctx, term);
  if (!to)
    return NULL;
  PyObject *r = ip_make(b, to);
  Py_DECREF(to);
  return r;
}

static int ip_insert_op(PyObject *ipo, PyOperationObj *op) {
  if (!PyObject_TypeCheck(ipo, &PyInsertionPoint_Type)) {
    PyErr_SetString(PyExc_TypeError, "ip must be an InsertionPoint");
    return -1;
  }
  PyInsertionPointObj *ip = IPO(ipo);
  if (owner_check(BLK(ip->block)->owner) < 0)
    return -1;
  if (!op->valid) {
    PyErr_SetString(PyExc_RuntimeError, "the operation has been invalidated");
    return -1;
  }
  if (!mlirBlockIsNull(mlirOperationGetBlock(op->op)) || op->attached) {
    PyErr_SetString(PyExc_ValueError,
                    "Attempt to insert operation that is already attached");
    return -1;
  }
  if (op_is_inside(BLK(ip->block)->owner->op, op->op)) {
    PyErr_SetString(PyExc_ValueError,
                    "cannot insert an operation into itself");
    return -1;
  }
  if (mpy_check_context(BLK(ip->block)->owner->ctx, op->ctx->ctx, "the operation") < 0)
    return -1;
  MlirBlock b = BLK(ip->block)->block;
  if (ip->ref_op) {
    PyOperationObj *ref = OP(ip->ref_op);
    if (!ref->valid) {
      PyErr_SetString(PyExc_RuntimeError,
                      "the reference operation has been invalidated");
      return -1;
    }
    if (mlirOperationGetBlock(ref->op).ptr != b.ptr) {
      PyErr_SetString(PyExc_ValueError,
                      "the reference operation is no longer in the block");
      return -1;
    }
    mlirBlockInsertOwnedOperationBefore(b, ref->op, op->op);
  } else {
    if (!mlirOperationIsNull(mlirBlockGetTerminator(b))) {
      PyErr_SetString(PyExc_IndexError,
                      "Cannot insert operation at the end of a block that "
                      "already has a terminator. Did you mean to use "
                      "'InsertionPoint.at_block_terminator(block)' versus "
                      "'InsertionPoint(block)'?");
      return -1;
    }
    mlirBlockAppendOwnedOperation(b, op->op);
  }
  return op_set_attached(op);
}

static PyObject *ip_insert(PyObject *self, PyObject *opo) {
  PyOperationObj *o = mpy_op_get(opo);
  if (!o || ip_insert_op(self, o) < 0)
    return NULL;
  Py_RETURN_NONE;
}

static PyObject *ip_block(PyObject *self, void *c) {
  (void)c;
  Py_INCREF(IPO(self)->block);
  return IPO(self)->block;
}

static PyObject *ip_ref(PyObject *self, void *c) {
  (void)c;
  if (!IPO(self)->ref_op)
    Py_RETURN_NONE;
  PyOperationObj *o = mpy_op_get(IPO(self)->ref_op);
  return o ? mpy_op_view(o) : NULL;
}

static PyObject *ip_enter(PyObject *self, PyObject *u) {
  (void)u;
  PyObject *ctx = (PyObject *)BLK(IPO(self)->block)->owner->ctx;
  if (mpy_push_frame(ctx, NULL, self) < 0)
    return NULL;
  Py_INCREF(self);
  return self;
}

static PyObject *ip_exit(PyObject *self, PyObject *args) {
  (void)args;
  return exit_common(self);
}

static PyObject *ip_current(PyObject *self, PyObject *u) {
  (void)self;
  (void)u;
  PyObject *ip = mpy_current_ip();
  if (!ip) {
    PyErr_SetString(PyExc_ValueError, "No current InsertionPoint");
    return NULL;
  }
  Py_INCREF(ip);
  return ip;
}

static PyMethodDef ip_methods[] = {
    {"at_block_begin", ip_at_begin, METH_O | METH_STATIC,
     "The insertion point at the start of a block."},
    {"at_block_terminator", ip_at_terminator, METH_O | METH_STATIC,
     "The insertion point before the terminator of a block."},
    {"insert", ip_insert, METH_O, "Inserts a detached operation."},
    {"__enter__", ip_enter, METH_NOARGS, NULL},
    {"__exit__", ip_exit, METH_VARARGS, NULL},
    {NULL, NULL, 0, NULL}};

static PyGetSetDef ip_getset[] = {
    {"block", ip_block, NULL, "The block of the insertion point.", NULL},
    {"ref_operation", ip_ref, NULL,
     "The operation inserted before, or None (the end of the block).", NULL},
    {NULL, NULL, NULL, NULL, NULL}};

PyTypeObject PyInsertionPoint_Type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "mlir._mlir_libs._mlir.ir.InsertionPoint",
    .tp_basicsize = sizeof(PyInsertionPointObj),
    .tp_dealloc = ip_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_methods = ip_methods,
    .tp_getset = ip_getset,
    .tp_new = ip_new,
};

/* ======================================================================
 * Values
 * ====================================================================== */

#define VAL(o) ((PyValueObj *)(o))

PyObject *mpy_value_wrap(PyContextObj *ctx, MlirValue v, PyTypeObject *cls) {
  MlirOperation owner;
  if (mlirValueIsAOpResult(v))
    owner = mlirOpResultGetOwner(v);
  else
    owner = mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(v));
  PyObject *o = mpy_op_for(ctx, owner);
  if (!o)
    return NULL;
  PyValueObj *r = PyObject_New(PyValueObj, cls);
  if (!r) {
    Py_DECREF(o);
    return NULL;
  }
  r->owner = OP(o);
  r->value = v;
  return (PyObject *)r;
}

static int value_check(PyObject *self) {
  return owner_check(VAL(self)->owner);
}

int mpy_value_get(PyObject *o, MlirValue *out) {
  if (PyObject_TypeCheck(o, &PyValue_Type)) {
    if (value_check(o) < 0)
      return -1;
    *out = VAL(o)->value;
    return 0;
  }
  if (PyObject_TypeCheck(o, &PyOperationBase_Type)) {
    PyOperationObj *op = mpy_op_get(o);
    if (!op)
      return -1;
    if (mlirOperationGetNumResults(op->op) == 1) {
      *out = mlirOperationGetResult(op->op, 0);
      return 0;
    }
  }
  PyErr_Format(PyExc_TypeError, "expected a Value, got %.200s",
               Py_TYPE(o)->tp_name);
  return -1;
}

static void value_dealloc(PyObject *o) {
  Py_XDECREF(VAL(o)->owner);
  Py_TYPE(o)->tp_free(o);
}

static PyObject *value_new(PyTypeObject *t, PyObject *args, PyObject *kw) {
  static char *kwlist[] = {"value", NULL};
  PyObject *v;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "O!:Value", kwlist, &PyValue_Type, &v))
    return NULL;
  if (value_check(v) < 0)
    return NULL;
  MlirValue mv = VAL(v)->value;
  int ok = t == &PyValue_Type ||
           (PyType_IsSubtype(t, &PyOpResult_Type) && mlirValueIsAOpResult(mv)) ||
           (PyType_IsSubtype(t, &PyBlockArgument_Type) &&
            mlirValueIsABlockArgument(mv));
  if (!ok) {
    PyObject *rep = PyObject_Repr(v);
    if (rep) {
      PyErr_Format(PyExc_ValueError, "Cannot cast value to %s (from %U)",
                   strrchr(t->tp_name, '.') + 1, rep);
      Py_DECREF(rep);
    }
    return NULL;
  }
  PyValueObj *r = (PyValueObj *)t->tp_alloc(t, 0);
  if (!r)
    return NULL;
  Py_INCREF(VAL(v)->owner);
  r->owner = VAL(v)->owner;
  r->value = mv;
  return (PyObject *)r;
}

static PyObject *value_isinstance(PyObject *cls, PyObject *v) {
  if (!PyObject_TypeCheck(v, &PyValue_Type))
    Py_RETURN_FALSE;
  MlirValue mv = VAL(v)->value;
  if (PyType_IsSubtype((PyTypeObject *)cls, &PyOpResult_Type))
    return PyBool_FromLong(mlirValueIsAOpResult(mv));
  if (PyType_IsSubtype((PyTypeObject *)cls, &PyBlockArgument_Type))
    return PyBool_FromLong(mlirValueIsABlockArgument(mv));
  Py_RETURN_TRUE;
}

static PyObject *value_str(PyObject *self) {
  if (value_check(self) < 0)
    return NULL;
  MpyStr s = {0};
  mlirValuePrint(VAL(self)->value, mpy_str_cb, &s);
  PyObject *t = mpy_str_finish(&s);
  if (!t)
    return NULL;
  /* mlirValuePrint of a result prints its op, ending with a newline. */
  Py_ssize_t n = PyUnicode_GET_LENGTH(t);
  if (n > 0 && PyUnicode_READ_CHAR(t, n - 1) == '\n') {
    PyObject *u = PyUnicode_Substring(t, 0, n - 1);
    Py_DECREF(t);
    t = u;
  }
  return t;
}

static PyObject *value_repr(PyObject *self) { return mpy_repr_of(self, "Value"); }

static PyObject *value_richcompare(PyObject *a, PyObject *b, int op) {
  if ((op != Py_EQ && op != Py_NE) || !PyObject_TypeCheck(b, &PyValue_Type))
    Py_RETURN_NOTIMPLEMENTED;
  int eq = VAL(a)->value.ptr == VAL(b)->value.ptr;
  return PyBool_FromLong(op == Py_EQ ? eq : !eq);
}

static Py_hash_t value_hash(PyObject *self) {
  return _Py_HashPointer(VAL(self)->value.ptr);
}

static PyObject *value_type(PyObject *self, void *c) {
  (void)c;
  if (value_check(self) < 0)
    return NULL;
  return mpy_type_wrap(VAL(self)->owner->ctx, mlirValueGetType(VAL(self)->value));
}

static PyObject *value_set_type(PyObject *self, PyObject *t) {
  if (value_check(self) < 0)
    return NULL;
  MlirType mt;
  if (mpy_type_get(t, &mt) < 0)
    return NULL;
  mlirValueSetType(VAL(self)->value, mt);
  Py_RETURN_NONE;
}

static PyObject *value_context(PyObject *self, void *c) {
  (void)c;
  Py_INCREF(VAL(self)->owner->ctx);
  return (PyObject *)VAL(self)->owner->ctx;
}

static PyObject *value_owner(PyObject *self, void *c) {
  (void)c;
  if (value_check(self) < 0)
    return NULL;
  MlirValue v = VAL(self)->value;
  if (mlirValueIsAOpResult(v))
    return mpy_op_view(VAL(self)->owner);
  return block_wrap(VAL(self)->owner, mlirBlockArgumentGetOwner(v));
}

static PyObject *value_dump(PyObject *self, PyObject *u) {
  (void)u;
  if (value_check(self) < 0)
    return NULL;
  mlirValueDump(VAL(self)->value);
  Py_RETURN_NONE;
}

static PyObject *value_capsule(PyObject *self, void *c) {
  (void)c;
  if (value_check(self) < 0)
    return NULL;
  return PyCapsule_New((void *)VAL(self)->value.ptr, "mlir.ir.Value._CAPIPtr",
                       NULL);
}

static PyObject *value_capi_create(PyObject *cls, PyObject *capsule) {
  void *p = PyCapsule_GetPointer(capsule, "mlir.ir.Value._CAPIPtr");
  if (!p)
    return NULL;
  MlirValue v = {p};
  MlirOperation owner = mlirValueIsAOpResult(v)
                            ? mlirOpResultGetOwner(v)
                            : mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(v));
  PyContextObj *ctx = mpy_context_for(mlirOperationGetContext(owner));
  if (!ctx)
    return NULL;
  PyObject *r = mpy_value_wrap(ctx, v, (PyTypeObject *)cls);
  Py_DECREF(ctx);
  return r;
}

static PyObject *value_replace_all_uses(PyObject *self, PyObject *with) {
  if (value_check(self) < 0)
    return NULL;
  MlirValue w;
  if (mpy_value_get(with, &w) < 0)
    return NULL;
  mlirValueReplaceAllUsesOfWith(VAL(self)->value, w);
  Py_RETURN_NONE;
}

/* uses: a list of (owner OpView, operand number) pairs as OpOperand-like
 * objects with `owner` and `operand_number`. */
static PyObject *g_opoperand_cls;

static PyObject *value_uses(PyObject *self, void *c) {
  (void)c;
  if (value_check(self) < 0)
    return NULL;
  PyObject *l = PyList_New(0);
  if (!l)
    return NULL;
  for (MlirOpOperand u = mlirValueGetFirstUse(VAL(self)->value);
       !mlirOpOperandIsNull(u); u = mlirOpOperandGetNextUse(u)) {
    PyObject *owner = op_view_or_none(VAL(self)->owner->ctx, mlirOpOperandGetOwner(u));
    if (!owner)
      goto fail;
    PyObject *it = PyObject_CallFunction(g_opoperand_cls, "OI", owner,
                                         mlirOpOperandGetOperandNumber(u));
    Py_DECREF(owner);
    if (!it || PyList_Append(l, it) < 0) {
      Py_XDECREF(it);
      goto fail;
    }
    Py_DECREF(it);
  }
  {
    PyObject *r = PyObject_GetIter(l);
    Py_DECREF(l);
    return r;
  }
fail:
  Py_DECREF(l);
  return NULL;
}

static PyObject *blockarg_number(PyObject *self, void *c) {
  (void)c;
  if (value_check(self) < 0)
    return NULL;
  return PyLong_FromSsize_t(mlirBlockArgumentGetArgNumber(VAL(self)->value));
}

static PyObject *opresult_number(PyObject *self, void *c) {
  (void)c;
  if (value_check(self) < 0)
    return NULL;
  return PyLong_FromSsize_t(mlirOpResultGetResultNumber(VAL(self)->value));
}

static PyMethodDef value_methods[] = {
    {"dump", value_dump, METH_NOARGS, "Dumps the value to stderr."},
    {"isinstance", value_isinstance, METH_O | METH_CLASS,
     "Whether a Value is of this class."},
    {"set_type", value_set_type, METH_O, "Changes the type of the value."},
    {"replace_all_uses_with", value_replace_all_uses, METH_O,
     "Makes every use of this value a use of another one."},
    {"_CAPICreate", value_capi_create, METH_O | METH_CLASS, NULL},
    {NULL, NULL, 0, NULL}};

static PyGetSetDef value_getset[] = {
    {"type", value_type, NULL, "The type of the value.", NULL},
    {"context", value_context, NULL, "The context.", NULL},
    {"owner", value_owner, NULL,
     "The operation defining the value, or the block of an argument.", NULL},
    {"uses", value_uses, NULL, "The uses (OpOperand: owner, operand_number).", NULL},
    {"_CAPIPtr", value_capsule, NULL, NULL, NULL},
    {NULL, NULL, NULL, NULL, NULL}};

PyTypeObject PyValue_Type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "mlir._mlir_libs._mlir.ir.Value",
    .tp_basicsize = sizeof(PyValueObj),
    .tp_dealloc = value_dealloc,
    .tp_repr = value_repr,
    .tp_str = value_str,
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
    .tp_richcompare = value_richcompare,
    .tp_hash = value_hash,
    .tp_methods = value_methods,
    .tp_getset = value_getset,
    .tp_new = value_new,
};

static PyGetSetDef blockarg_getset[] = {
    {"arg_number", blockarg_number, NULL, "The position in the block.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};

PyTypeObject PyBlockArgument_Type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "mlir._mlir_libs._mlir.ir.BlockArgument",
    .tp_basicsize = sizeof(PyValueObj),
    .tp_dealloc = value_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
    .tp_getset = blockarg_getset,
    .tp_base = &PyValue_Type,
    .tp_new = value_new,
};

static PyGetSetDef opresult_getset[] = {
    {"result_number", opresult_number, NULL, "The position in the results.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};

PyTypeObject PyOpResult_Type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "mlir._mlir_libs._mlir.ir.OpResult",
    .tp_basicsize = sizeof(PyValueObj),
    .tp_dealloc = value_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
    .tp_getset = opresult_getset,
    .tp_base = &PyValue_Type,
    .tp_new = value_new,
};

/* ---- _GlobalDebug: an object whose `flag` reads / sets the global debug
 * flag (mlir-c/Debug.h). ---------------------------------------------------- */

#include "mlir-c/Debug.h"

static PyObject *gdebug_get(PyObject *s, void *c) {
  (void)s;
  (void)c;
  return PyBool_FromLong(mlirIsGlobalDebugEnabled());
}

static int gdebug_set(PyObject *s, PyObject *v, void *c) {
  (void)s;
  (void)c;
  int b = v ? PyObject_IsTrue(v) : 0;
  if (b < 0)
    return -1;
  mlirEnableGlobalDebug(b);
  return 0;
}

static PyGetSetDef gdebug_getset[] = {
    {"flag", gdebug_get, gdebug_set, "LLVM-wide debug flag", NULL},
    {NULL, NULL, NULL, NULL, NULL}};

static PyTypeObject PyGlobalDebug_Type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "mlir._mlir_libs._mlir.ir._GlobalDebugFlag",
    .tp_basicsize = sizeof(PyObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_getset = gdebug_getset,
};

/* ======================================================================
 * Registration in mlir.ir
 * ====================================================================== */

static const char helper_src[] =
    "class OpOperand:\n"
    "    \"\"\"A use of a value: the operation using it and the operand\n"
    "    position.\"\"\"\n"
    "    __slots__ = ('owner', 'operand_number')\n"
    "    def __init__(self, owner, operand_number):\n"
    "        self.owner = owner\n"
    "        self.operand_number = operand_number\n"
    "class IntegerSetConstraint:\n"
    "    \"\"\"A constraint of an IntegerSet: `expr == 0` (is_eq) or\n"
    "    `expr >= 0`, at position `pos`.\"\"\"\n"
    "    __slots__ = ('expr', 'is_eq', 'pos')\n"
    "    def __init__(self, expr, is_eq, pos):\n"
    "        self.expr = expr\n"
    "        self.is_eq = is_eq\n"
    "        self.pos = pos\n"
    "class WalkOrder:\n"
    "    PRE_ORDER = 0\n"
    "    POST_ORDER = 1\n"
    "class WalkResult:\n"
    "    ADVANCE = 0\n"
    "    INTERRUPT = 1\n"
    "    SKIP = 2\n";

static PyObject *g_ir_dict; /* the dict of mlir.ir (lives forever) */

PyObject *mpy_ir_helper(const char *name) {
  return PyDict_GetItemString(g_ir_dict, name);
}

int mpy_init_core(PyObject *m) {
  g_ir_dict = PyModule_GetDict(m);
  g_contexts = PyDict_New();
  if (!g_contexts)
    return -1;
  if (PyType_Ready(&PyStaticProp_Type) < 0)
    return -1;
  PyTypeObject *types[] = {&PyMlirContext_Type,
                           &PyDialectDescriptor_Type,
                           &PyDialects_Type,
                           &PyDialect_Type,
                           &PyMlirModule_Type,
                           &PyOperationBase_Type,
                           &PyOperation_Type,
                           &PyOpView_Type,
                           &PyOpOperandList_Type,
                           &PyOpResultList_Type,
                           &PyOpSuccessors_Type,
                           &PyRegionSequence_Type,
                           &PyOpAttributeMap_Type,
                           &PyBlockArgumentList_Type,
                           &PyOperationList_Type,
                           &PyBlockList_Type,
                           &PyNamedAttribute_Type,
                           &PyRegion_Type,
                           &PyBlock_Type,
                           &PyInsertionPoint_Type,
                           &PyValue_Type,
                           &PyBlockArgument_Type,
                           &PyOpResult_Type};
  for (size_t i = 0; i < sizeof(types) / sizeof(types[0]); ++i) {
    if (PyType_Ready(types[i]) < 0)
      return -1;
    const char *n = strrchr(types[i]->tp_name, '.');
    if (!n) { fprintf(stderr, "bad type %zu %s\n", i, types[i]->tp_name); return -1; }
    n++;
    if (PyModule_AddObjectRef(m, n, (PyObject *)types[i]) < 0)
      return -1;
  }
  if (PyType_Ready(&PyGlobalDebug_Type) < 0)
    return -1;
  PyObject *gd = PyObject_New(PyObject, &PyGlobalDebug_Type);
  if (!gd || PyModule_AddObject(m, "_GlobalDebug", gd) < 0)
    return -1;
  if (add_static_property(&PyMlirContext_Type, "current", context_current) < 0 ||
      add_static_property(&PyInsertionPoint_Type, "current", ip_current) < 0)
    return -1;
  /* OpView's class attributes describing the generated builders. */
  PyObject *d = PyOpView_Type.tp_dict;
  PyObject *regs = Py_BuildValue("(iO)", 0, Py_True);
  if (!regs || PyDict_SetItemString(d, "OPERATION_NAME", Py_None) < 0 ||
      PyDict_SetItemString(d, "_ODS_REGIONS", regs) < 0 ||
      PyDict_SetItemString(d, "_ODS_OPERAND_SEGMENTS", Py_None) < 0 ||
      PyDict_SetItemString(d, "_ODS_RESULT_SEGMENTS", Py_None) < 0) {
    Py_XDECREF(regs);
    return -1;
  }
  Py_DECREF(regs);
  PyType_Modified(&PyOpView_Type);
  /* Small pure-data helper classes. */
  PyObject *ns = PyModule_GetDict(m);
  PyObject *r = PyRun_String(helper_src, Py_file_input, ns, ns);
  if (!r)
    return -1;
  Py_DECREF(r);
  g_opoperand_cls = PyDict_GetItemString(ns, "OpOperand");
  Py_XINCREF(g_opoperand_cls);
  return g_opoperand_cls ? 0 : -1;
}
