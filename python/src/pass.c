/* pass.c - mlir.passmanager.PassManager. */
#include "mlirpy.h"

typedef struct {
  PyObject_HEAD
  PyContextObj *ctx;
  MlirPassManager pm;
} PyPassManagerObj;

static PyTypeObject PyPassManager_Type;
#define PM(o) ((PyPassManagerObj *)(o))

static PyObject *pm_make(PyTypeObject *t, PyContextObj *ctx) {
  PyPassManagerObj *o = (PyPassManagerObj *)t->tp_alloc(t, 0);
  if (!o)
    return NULL;
  Py_INCREF(ctx);
  o->ctx = ctx;
  o->pm = mlirPassManagerCreate(ctx->ctx);
  return (PyObject *)o;
}

static PyObject *pm_new(PyTypeObject *t, PyObject *a, PyObject *k) {
  static char *kwlist[] = {"context", NULL};
  PyObject *co = NULL;
  if (!PyArg_ParseTupleAndKeywords(a, k, "|O:PassManager", kwlist, &co))
    return NULL;
  PyContextObj *c = mpy_resolve_context(co);
  if (!c)
    return NULL;
  PyObject *r = pm_make(t, c);
  Py_DECREF(c);
  return r;
}

static void pm_dealloc(PyObject *o) {
  if (PM(o)->pm.ptr)
    mlirPassManagerDestroy(PM(o)->pm);
  Py_XDECREF(PM(o)->ctx);
  Py_TYPE(o)->tp_free(o);
}

static int pm_check(PyObject *o) {
  if (!PM(o)->pm.ptr) {
    PyErr_SetString(PyExc_RuntimeError, "the PassManager has been released");
    return -1;
  }
  return 0;
}

static PyObject *pm_parse(PyObject *cls, PyObject *a, PyObject *k) {
  static char *kwlist[] = {"pipeline", "context", NULL};
  PyObject *po, *co = NULL;
  if (!PyArg_ParseTupleAndKeywords(a, k, "U|O:parse", kwlist, &po, &co))
    return NULL;
  MlirStringRef s;
  if (mpy_get_str(po, &s) < 0)
    return NULL;
  PyContextObj *c = mpy_resolve_context(co);
  if (!c)
    return NULL;
  PyObject *pm = pm_make((PyTypeObject *)cls, c);
  if (!pm) {
    Py_DECREF(c);
    return NULL;
  }
  /* As 13: the parser's errors go to stderr, the exception says which
   * pipeline failed. */
  MlirLogicalResult r =
      mlirParsePassPipeline(mlirPassManagerGetAsOpPassManager(PM(pm)->pm), s);
  if (mlirLogicalResultIsFailure(r)) {
    PyErr_Format(PyExc_ValueError, "invalid pass pipeline '%U'.", po);
    Py_CLEAR(pm);
  }
  Py_DECREF(c);
  return pm;
}

static PyObject *pm_run(PyObject *self, PyObject *mo) {
  if (pm_check(self) < 0)
    return NULL;
  MlirModule m;
  PyContextObj *mctx;
  if (mpy_module_get(mo, &m, &mctx) < 0)
    return NULL;
  /* Passes may erase or replace any op of the module: live Python objects
   * for them are invalidated (the module op itself stays valid). */
  mpy_invalidate_nested(mctx, mlirModuleGetOperation(m), 0);
  mpy_capture_begin(mctx);
  MlirLogicalResult r;
  /* Passes may run on worker threads, whose diagnostics take the GIL. */
  Py_BEGIN_ALLOW_THREADS
  r = mlirPassManagerRun(PM(self)->pm, m);
  Py_END_ALLOW_THREADS
  if (mlirLogicalResultIsFailure(r)) {
    mpy_capture_raise(mctx, "Failure while executing pass pipeline.");
    return NULL;
  }
  mpy_capture_finish(mctx);
  Py_RETURN_NONE;
}

static PyObject *pm_enable_ir_printing(PyObject *self, PyObject *u) {
  (void)u;
  if (pm_check(self) < 0)
    return NULL;
  PyContextObj *c = PM(self)->ctx;
  if (!c) {
    mlirPassManagerEnableIRPrinting(PM(self)->pm);
    Py_RETURN_NONE;
  }
  mpy_capture_begin(c);
  mlirPassManagerEnableIRPrinting(PM(self)->pm);
  PyObject *d = mpy_capture_end(c);
  if (!d)
    return NULL;
  Py_ssize_t n = PyList_GET_SIZE(d);
  Py_DECREF(d);
  if (n > 0) {
    /* 13 stops the process here; cmlir reports it. */
    PyErr_SetString(PyExc_RuntimeError,
                    "IR printing can't be setup on a pass-manager without "
                    "disabling multi-threading first.");
    return NULL;
  }
  Py_RETURN_NONE;
}

static PyObject *pm_enable_verifier(PyObject *self, PyObject *v) {
  if (pm_check(self) < 0)
    return NULL;
  int b = PyObject_IsTrue(v);
  if (b < 0)
    return NULL;
  mlirPassManagerEnableVerifier(PM(self)->pm, b);
  Py_RETURN_NONE;
}

static PyObject *pm_str(PyObject *self) {
  if (pm_check(self) < 0)
    return NULL;
  MpyStr s = {0};
  mlirPrintPassPipeline(mlirPassManagerGetAsOpPassManager(PM(self)->pm),
                        mpy_str_cb, &s);
  return mpy_str_finish(&s);
}

static PyObject *pm_capsule(PyObject *self, void *c) {
  (void)c;
  if (pm_check(self) < 0)
    return NULL;
  return PyCapsule_New(PM(self)->pm.ptr, "mlir.passmanager.PassManager._CAPIPtr",
                       NULL);
}

static PyObject *pm_release(PyObject *self, PyObject *u) {
  (void)u;
  PM(self)->pm.ptr = NULL;
  Py_RETURN_NONE;
}

/* A PassManager object owning the pass manager of a capsule (13's
 * semantics); its context is the current one, if any. */
static PyObject *pm_capi_create(PyObject *cls, PyObject *cap) {
  void *p = PyCapsule_GetPointer(cap, "mlir.passmanager.PassManager._CAPIPtr");
  if (!p)
    return NULL;
  PyTypeObject *t = (PyTypeObject *)cls;
  PyPassManagerObj *o = (PyPassManagerObj *)t->tp_alloc(t, 0);
  if (!o)
    return NULL;
  o->ctx = (PyContextObj *)mpy_current_context();
  Py_XINCREF(o->ctx);
  o->pm.ptr = p;
  return (PyObject *)o;
}

static PyMethodDef pm_methods[] = {
    {"_CAPICreate", pm_capi_create, METH_O | METH_CLASS, NULL},
    {"parse", (PyCFunction)(void (*)(void))pm_parse,
     METH_VARARGS | METH_KEYWORDS | METH_CLASS,
     "Parses a textual pass pipeline and returns a top-level PassManager "
     "that can be applied on a Module. Throws a ValueError if the pipeline "
     "can't be parsed"},
    {"run", pm_run, METH_O,
     "Runs the pass manager on a Module; failures raise MLIRError."},
    {"enable_ir_printing", pm_enable_ir_printing, METH_NOARGS,
     "Enable print-ir-after-all."},
    {"enable_verifier", pm_enable_verifier, METH_O,
     "Enable / disable verify-each."},
    {"_testing_release", pm_release, METH_NOARGS,
     "Releases (leaks) the backing pass manager (testing)"},
    {NULL, NULL, 0, NULL}};

static PyGetSetDef pm_getset[] = {
    {"_CAPIPtr", pm_capsule, NULL, NULL, NULL},
    {NULL, NULL, NULL, NULL, NULL}};

static PyTypeObject PyPassManager_Type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "mlir._mlir_libs._mlir.passmanager.PassManager",
    .tp_basicsize = sizeof(PyPassManagerObj),
    .tp_dealloc = pm_dealloc,
    .tp_str = pm_str,
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
    .tp_methods = pm_methods,
    .tp_getset = pm_getset,
    .tp_new = pm_new,
};

/* Pass registration, as 13: importing mlir.transforms, mlir.conversions
 * or mlir.all_passes_registration registers that group for textual
 * pipelines (nothing is registered before). */
#include "mlir-c/Conversion.h"
#include "mlir-c/Transforms.h"

static PyObject *reg_transforms(PyObject *s, PyObject *u) {
  (void)s;
  (void)u;
  mlirRegisterTransformsPasses();
  Py_RETURN_NONE;
}
static PyObject *reg_conversions(PyObject *s, PyObject *u) {
  (void)s;
  (void)u;
  mlirRegisterConversionPasses();
  Py_RETURN_NONE;
}
static PyObject *reg_all(PyObject *s, PyObject *u) {
  (void)s;
  (void)u;
  mlirRegisterAllPasses();
  Py_RETURN_NONE;
}
static PyMethodDef reg_methods[] = {
    {"_register_transforms_passes", reg_transforms, METH_NOARGS, NULL},
    {"_register_conversion_passes", reg_conversions, METH_NOARGS, NULL},
    {"_register_all_passes", reg_all, METH_NOARGS, NULL},
    {NULL, NULL, 0, NULL}};

int mpy_init_pass(PyObject *m) {
  if (PyType_Ready(&PyPassManager_Type) < 0)
    return -1;
  if (PyModule_AddFunctions(m, reg_methods) < 0)
    return -1;
  return PyModule_AddObjectRef(m, "PassManager", (PyObject *)&PyPassManager_Type);
}
