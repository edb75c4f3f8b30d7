/* exec.c - mlir.execution_engine.ExecutionEngine (the native part; the
 * ctypes helpers invoke / lookup / register_runtime are in
 * mlir/execution_engine.py, as upstream).  Built with the JIT only when
 * CMake found LLVM 14 (CMLIRPY_HAVE_JIT); otherwise creating an engine
 * raises. */
#include "mlirpy.h"

#include <stdlib.h>
#include <string.h>

#ifdef CMLIRPY_HAVE_JIT
#include "mlir-c/ExecutionEngine.h"
#endif

typedef struct {
  PyObject_HEAD
  PyObject *module; /* keeps the context alive */
  void *jit;        /* MlirExecutionEngine.ptr */
} PyEngineObj;

static PyTypeObject PyEngine_Type;

#define EE(o) ((PyEngineObj *)(o))

static PyObject *ee_new(PyTypeObject *t, PyObject *a, PyObject *k) {
  static char *kwlist[] = {"module", "opt_level", "shared_libs", NULL};
  PyObject *mo, *libs = NULL;
  int opt = 2;
  if (!PyArg_ParseTupleAndKeywords(a, k, "O|iO:ExecutionEngine", kwlist, &mo,
                                   &opt, &libs))
    return NULL;
#ifndef CMLIRPY_HAVE_JIT
  (void)t;
  (void)mo;
  (void)opt;
  (void)libs;
  PyErr_SetString(PyExc_RuntimeError,
                  "cmlir was built without the JIT (LLVM 14 not found)");
  return NULL;
#else
  MlirModule m;
  PyContextObj *ctx;
  if (mpy_module_get(mo, &m, &ctx) < 0)
    return NULL;
  if (opt < 0 || opt > 3) {
    PyErr_SetString(PyExc_ValueError, "opt_level must be 0, 1, 2 or 3");
    return NULL;
  }
  PyObject *f = NULL;
  Py_ssize_t n = 0;
  MlirStringRef *paths = NULL;
  if (libs && libs != Py_None) {
    f = PySequence_Fast(libs, "shared_libs must be a sequence of str");
    if (!f)
      return NULL;
    n = PySequence_Fast_GET_SIZE(f);
    paths = PyMem_Calloc(n ? n : 1, sizeof(MlirStringRef));
    if (!paths) {
      Py_DECREF(f);
      return PyErr_NoMemory();
    }
    for (Py_ssize_t i = 0; i < n; ++i)
      if (mpy_get_str(PySequence_Fast_GET_ITEM(f, i), &paths[i]) < 0) {
        PyMem_Free(paths);
        Py_DECREF(f);
        return NULL;
      }
  }
  /* As 13: the diagnostics go to the context's handlers (stderr by
   * default), the exception is a RuntimeError. */
  (void)ctx;
  MlirExecutionEngine jit = mlirExecutionEngineCreate(m, opt, (int)n, paths);
  PyMem_Free(paths);
  Py_XDECREF(f);
  if (mlirExecutionEngineIsNull(jit)) {
    PyErr_SetString(PyExc_RuntimeError,
                    "Failure while creating the ExecutionEngine.");
    return NULL;
  }
  PyEngineObj *o = (PyEngineObj *)t->tp_alloc(t, 0);
  if (!o) {
    mlirExecutionEngineDestroy(jit);
    return NULL;
  }
  Py_INCREF(mo);
  o->module = mo;
  o->jit = jit.ptr;
  return (PyObject *)o;
#endif
}

static void ee_dealloc(PyObject *o) {
#ifdef CMLIRPY_HAVE_JIT
  if (EE(o)->jit)
    mlirExecutionEngineDestroy((MlirExecutionEngine){EE(o)->jit});
#endif
  Py_XDECREF(EE(o)->module);
  Py_TYPE(o)->tp_free(o);
}

#ifdef CMLIRPY_HAVE_JIT
static int ee_check(PyObject *o) {
  if (!EE(o)->jit) {
    PyErr_SetString(PyExc_RuntimeError, "the ExecutionEngine has been released");
    return -1;
  }
  return 0;
}

/* raw_lookup(name): the address of the packed interface of the C
 * interface function `name` (`_mlir__mlir_ciface_<name>`), else of the
 * packed wrapper of `name` itself; 0 when there is none. */
static PyObject *ee_raw_lookup(PyObject *self, PyObject *no) {
  if (ee_check(self) < 0)
    return NULL;
  MlirStringRef s;
  if (mpy_get_str(no, &s) < 0)
    return NULL;
  size_t n = s.length + 14;
  char *buf = malloc(n + 1);
  if (!buf)
    return PyErr_NoMemory();
  memcpy(buf, "_mlir_ciface_", 13);
  memcpy(buf + 13, s.data, s.length);
  buf[13 + s.length] = 0;
  MlirExecutionEngine jit = {EE(self)->jit};
  void *p = mlirExecutionEngineLookup(jit, mlirStringRefCreate(buf, 13 + s.length));
  free(buf);
  if (!p)
    p = mlirExecutionEngineLookup(jit, s);
  return PyLong_FromVoidPtr(p);
}

static PyObject *ee_raw_register(PyObject *self, PyObject *a) {
  if (ee_check(self) < 0)
    return NULL;
  PyObject *no, *addr;
  if (!PyArg_ParseTuple(a, "UO:raw_register_runtime", &no, &addr))
    return NULL;
  MlirStringRef s;
  if (mpy_get_str(no, &s) < 0)
    return NULL;
  void *p = PyLong_AsVoidPtr(addr);
  if (!p && PyErr_Occurred())
    return NULL;
  mlirExecutionEngineRegisterSymbol((MlirExecutionEngine){EE(self)->jit}, s, p);
  Py_RETURN_NONE;
}

static PyObject *ee_dump(PyObject *self, PyObject *fo) {
  if (ee_check(self) < 0)
    return NULL;
  MlirStringRef s;
  if (mpy_get_str(fo, &s) < 0)
    return NULL;
  mlirExecutionEngineDumpToObjectFile((MlirExecutionEngine){EE(self)->jit}, s);
  Py_RETURN_NONE;
}

static PyObject *ee_capsule(PyObject *self, void *c) {
  (void)c;
  if (ee_check(self) < 0)
    return NULL;
  return PyCapsule_New(EE(self)->jit,
                       "mlir.execution_engine.ExecutionEngine._CAPIPtr", NULL);
}

static PyObject *ee_release(PyObject *self, PyObject *u) {
  (void)u;
  EE(self)->jit = NULL;
  Py_RETURN_NONE;
}

static PyObject *ee_capi_create(PyObject *cls, PyObject *cap) {
  void *p = PyCapsule_GetPointer(cap, "mlir.execution_engine.ExecutionEngine._CAPIPtr");
  if (!p)
    return NULL;
  (void)cls;
  PyTypeObject *t = &PyEngine_Type;
  PyEngineObj *o = (PyEngineObj *)t->tp_alloc(t, 0);
  if (!o)
    return NULL;
  o->module = NULL;
  o->jit = p;
  return (PyObject *)o;
}

static PyMethodDef ee_methods[] = {
    {"_CAPICreate", ee_capi_create, METH_O | METH_STATIC, NULL},
    {"raw_lookup", ee_raw_lookup, METH_O,
     "Lookup function `func` in the ExecutionEngine (its packed interface)."},
    {"raw_register_runtime", ee_raw_register, METH_VARARGS,
     "Register `name` as the runtime symbol at address `callback`."},
    {"dump_to_object_file", ee_dump, METH_O,
     "Dump ExecutionEngine to an object file."},
    {"_testing_release", ee_release, METH_NOARGS,
     "Releases (leaks) the backing ExecutionEngine (for testing purpose)"},
    {NULL, NULL, 0, NULL}};

static PyGetSetDef ee_getset[] = {
    {"_CAPIPtr", ee_capsule, NULL, NULL, NULL},
    {NULL, NULL, NULL, NULL, NULL}};
#else
static PyMethodDef ee_methods[] = {{NULL, NULL, 0, NULL}};
static PyGetSetDef ee_getset[] = {{NULL, NULL, NULL, NULL, NULL}};
#endif

static PyTypeObject PyEngine_Type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name =
        "mlir._mlir_libs._mlir.execution_engine.ExecutionEngine",
    .tp_basicsize = sizeof(PyEngineObj),
    .tp_dealloc = ee_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
    .tp_methods = ee_methods,
    .tp_getset = ee_getset,
    .tp_new = ee_new,
};

int mpy_init_exec(PyObject *m) {
  if (PyType_Ready(&PyEngine_Type) < 0)
    return -1;
#ifdef CMLIRPY_HAVE_JIT
  if (PyModule_AddIntConstant(m, "_HAVE_JIT", 1) < 0)
    return -1;
#else
  if (PyModule_AddIntConstant(m, "_HAVE_JIT", 0) < 0)
    return -1;
#endif
  return PyModule_AddObjectRef(m, "ExecutionEngine", (PyObject *)&PyEngine_Type);
}
