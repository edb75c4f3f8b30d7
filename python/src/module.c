/* module.c - the extension module mlir._mlir_libs._mlir: its submodules
 * (ir, passmanager, execution_engine), the registry of dialect and
 * operation classes (register_dialect / register_operation / globals), the
 * thread's context stack used by `with` and the diagnostics capture. */
#include "mlirpy.h"

#include <stdlib.h>
#include <string.h>

PyObject *mlirpy_MLIRError;

/* ---- strings ------------------------------------------------------------ */

void mpy_str_cb(MlirStringRef s, void *ud) {
  MpyStr *b = ud;
  if (b->len + s.length + 1 > b->cap) {
    size_t cap = b->cap ? b->cap * 2 : 256;
    while (cap < b->len + s.length + 1)
      cap *= 2;
    char *n = realloc(b->data, cap);
    if (!n)
      return;
    b->data = n;
    b->cap = cap;
  }
  memcpy(b->data + b->len, s.data, s.length);
  b->len += s.length;
}

PyObject *mpy_str_finish(MpyStr *s) {
  PyObject *r = PyUnicode_DecodeUTF8(s->data ? s->data : "", (Py_ssize_t)s->len,
                                     "replace");
  free(s->data);
  s->data = NULL;
  s->len = s->cap = 0;
  return r;
}

PyObject *mpy_str_from_ref(MlirStringRef s) {
  return PyUnicode_DecodeUTF8(s.data ? s.data : "", (Py_ssize_t)s.length,
                              "replace");
}

int mpy_get_str(PyObject *o, MlirStringRef *out) {
  if (!PyUnicode_Check(o)) {
    PyErr_Format(PyExc_TypeError, "expected a str, got %.200s",
                 Py_TYPE(o)->tp_name);
    return -1;
  }
  Py_ssize_t n;
  const char *d = PyUnicode_AsUTF8AndSize(o, &n);
  if (!d)
    return -1;
  out->data = d;
  out->length = (size_t)n;
  return 0;
}

/* ---- the context stack -------------------------------------------------
 * A list of frames (context, location, insertion point) per thread, in
 * the thread state dict. */

static PyObject *frame_stack(void) {
  PyObject *d = PyThreadState_GetDict();
  if (!d)
    return NULL;
  PyObject *s = PyDict_GetItemString(d, "__mlir_context_stack__");
  if (!s) {
    s = PyList_New(0);
    if (!s)
      return NULL;
    if (PyDict_SetItemString(d, "__mlir_context_stack__", s) < 0) {
      Py_DECREF(s);
      return NULL;
    }
    Py_DECREF(s);
  }
  return s;
}

static PyObject *top_item(int i) {
  PyObject *s = frame_stack();
  if (!s || PyList_GET_SIZE(s) == 0)
    return NULL;
  PyObject *f = PyList_GET_ITEM(s, PyList_GET_SIZE(s) - 1);
  PyObject *r = PyTuple_GET_ITEM(f, i);
  return r == Py_None ? NULL : r;
}

PyObject *mpy_current_context(void) { return top_item(0); }
PyObject *mpy_current_location(void) { return top_item(1); }
PyObject *mpy_current_ip(void) { return top_item(2); }

/* The frame keeps, besides the three slots, the object that pushed it
 * (slot 3) so that exits can be checked. */
int mpy_push_frame(PyObject *ctx, PyObject *loc, PyObject *ip) {
  PyObject *s = frame_stack();
  if (!s)
    return -1;
  PyObject *pusher = ip ? ip : loc ? loc : ctx;
  PyObject *oldloc = NULL, *oldip = NULL;
  if (PyList_GET_SIZE(s) > 0) {
    PyObject *f = PyList_GET_ITEM(s, PyList_GET_SIZE(s) - 1);
    if (PyTuple_GET_ITEM(f, 0) == ctx) {
      oldloc = PyTuple_GET_ITEM(f, 1);
      oldip = PyTuple_GET_ITEM(f, 2);
    }
  }
  if (!loc)
    loc = oldloc ? oldloc : Py_None;
  if (!ip)
    ip = oldip ? oldip : Py_None;
  PyObject *f = PyTuple_Pack(4, ctx, loc, ip, pusher);
  if (!f)
    return -1;
  int r = PyList_Append(s, f);
  Py_DECREF(f);
  return r;
}

int mpy_pop_frame(PyObject *expected) {
  PyObject *s = frame_stack();
  if (!s)
    return -1;
  Py_ssize_t n = PyList_GET_SIZE(s);
  if (n == 0 || PyTuple_GET_ITEM(PyList_GET_ITEM(s, n - 1), 3) != expected) {
    PyErr_SetString(PyExc_RuntimeError,
                    "Unbalanced Context enter/exit");
    return -1;
  }
  return PyList_SetSlice(s, n - 1, n, NULL);
}

PyContextObj *mpy_resolve_context(PyObject *arg) {
  if (arg && arg != Py_None) {
    if (!PyObject_TypeCheck(arg, &PyMlirContext_Type)) {
      PyErr_Format(PyExc_TypeError, "expected a Context, got %.200s",
                   Py_TYPE(arg)->tp_name);
      return NULL;
    }
    Py_INCREF(arg);
    return (PyContextObj *)arg;
  }
  PyObject *c = mpy_current_context();
  if (!c) {
    PyErr_SetString(
        PyExc_RuntimeError,
        "An MLIR function requires a Context but none was provided in the "
        "call or from the surrounding environment. Either pass to the "
        "function with a 'context=' argument or establish a default using "
        "'with Context():'");
    return NULL;
  }
  Py_INCREF(c);
  return (PyContextObj *)c;
}

PyHandleObj *mpy_resolve_location(PyObject *arg) {
  if (arg && arg != Py_None) {
    if (!PyObject_TypeCheck(arg, &PyLocation_Type)) {
      PyErr_Format(PyExc_TypeError, "expected a Location, got %.200s",
                   Py_TYPE(arg)->tp_name);
      return NULL;
    }
    Py_INCREF(arg);
    return (PyHandleObj *)arg;
  }
  PyObject *l = mpy_current_location();
  if (!l) {
    PyErr_SetString(
        PyExc_RuntimeError,
        "An MLIR function requires a Location but none was provided in the "
        "call or from the surrounding environment. Either pass to the "
        "function with a 'loc=' argument or establish a default using "
        "'with Location(...):'");
    return NULL;
  }
  Py_INCREF(l);
  return (PyHandleObj *)l;
}

/* ---- diagnostics ---------------------------------------------------------
 * Each diagnostic captured is a tuple (severity, location text, message,
 * notes tuple). */

static PyObject *diag_tuple(MlirDiagnostic d) {
  static const char *sev[] = {"error", "warning", "note", "remark"};
  MpyStr m = {0}, l = {0};
  mlirDiagnosticPrint(d, mpy_str_cb, &m);
  mlirLocationPrint(mlirDiagnosticGetLocation(d), mpy_str_cb, &l);
  /* "loc(X)" -> "X" */
  if (l.len >= 5 && l.data && memcmp(l.data, "loc(", 4) == 0) {
    memmove(l.data, l.data + 4, l.len - 5);
    l.len -= 5;
  }
  PyObject *ms = mpy_str_finish(&m), *ls = mpy_str_finish(&l);
  intptr_t nn = mlirDiagnosticGetNumNotes(d);
  PyObject *notes = PyTuple_New(nn);
  for (intptr_t i = 0; notes && i < nn; ++i) {
    PyObject *t = diag_tuple(mlirDiagnosticGetNote(d, i));
    if (!t) {
      Py_CLEAR(notes);
      break;
    }
    PyTuple_SET_ITEM(notes, i, t);
  }
  unsigned s = (unsigned)mlirDiagnosticGetSeverity(d);
  PyObject *r = NULL;
  if (ms && ls && notes)
    r = Py_BuildValue("(sOOO)", s < 4 ? sev[s] : "error", ls, ms, notes);
  Py_XDECREF(ms);
  Py_XDECREF(ls);
  Py_XDECREF(notes);
  return r;
}

/* May run on a pass manager's worker thread (the pass run releases the
 * GIL): takes the GIL itself. */
MlirLogicalResult mpy_diag_handler(MlirDiagnostic d, void *ud) {
  PyContextObj *c = ud;
  PyGILState_STATE g = PyGILState_Ensure();
  MlirLogicalResult r = mlirLogicalResultFailure(); /* cmlir prints it */
  if (c->capture > 0) {
    PyObject *et, *ev, *tb;
    PyErr_Fetch(&et, &ev, &tb);
    /* The list is made by the first diagnostic: most captured calls emit
     * none. */
    if (!c->diags)
      c->diags = PyList_New(0);
    PyObject *t = c->diags ? diag_tuple(d) : NULL;
    if (t) {
      PyList_Append(c->diags, t);
      Py_DECREF(t);
    }
    PyErr_Clear();
    PyErr_Restore(et, ev, tb);
    r = mlirLogicalResultSuccess();
  }
  PyGILState_Release(g);
  return r;
}

void mpy_capture_begin(PyContextObj *ctx) {
  if (ctx->capture++ == 0)
    Py_CLEAR(ctx->diags);
}

void mpy_capture_finish(PyContextObj *ctx) {
  if (--ctx->capture == 0)
    Py_CLEAR(ctx->diags);
}

PyObject *mpy_capture_end(PyContextObj *ctx) {
  PyObject *r = ctx->diags;
  if (--ctx->capture == 0) {
    ctx->diags = NULL;
    return r ? r : PyList_New(0);
  }
  /* Nested capture: hand out a copy and keep collecting. */
  return r ? PyList_GetSlice(r, 0, PyList_GET_SIZE(r)) : PyList_New(0);
}

static void append_diag_text(PyObject *parts, PyObject *t, const char *indent) {
  PyObject *line = PyUnicode_FromFormat("\n%s%s: %U: %U", indent,
                                        PyUnicode_AsUTF8(PyTuple_GET_ITEM(t, 0)),
                                        PyTuple_GET_ITEM(t, 1),
                                        PyTuple_GET_ITEM(t, 2));
  if (line) {
    PyList_Append(parts, line);
    Py_DECREF(line);
  }
  PyObject *notes = PyTuple_GET_ITEM(t, 3);
  for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(notes); ++i)
    append_diag_text(parts, PyTuple_GET_ITEM(notes, i), " ");
}

void mpy_capture_raise(PyContextObj *ctx, const char *message) {
  PyObject *diags = mpy_capture_end(ctx);
  if (!diags)
    return;
  PyObject *parts = PyList_New(0);
  PyObject *head = PyUnicode_FromString(message);
  if (!parts || !head)
    goto out;
  PyList_Append(parts, head);
  for (Py_ssize_t i = 0; i < PyList_GET_SIZE(diags); ++i) {
    append_diag_text(parts, PyList_GET_ITEM(diags, i), "");
  }
  {
    PyObject *sep = PyUnicode_FromString("");
    PyObject *full = sep ? PyUnicode_Join(sep, parts) : NULL;
    Py_XDECREF(sep);
    if (full) {
      PyObject *exc = PyObject_CallFunctionObjArgs(mlirpy_MLIRError, full,
                                                   diags, NULL);
      if (exc) {
        PyErr_SetObject(mlirpy_MLIRError, exc);
        Py_DECREF(exc);
      }
      Py_DECREF(full);
    }
  }
out:
  Py_XDECREF(head);
  Py_XDECREF(parts);
  Py_DECREF(diags);
}

/* ---- registry of dialect and operation classes --------------------------- */

static PyObject *g_dialect_classes; /* ns -> class */
static PyObject *g_op_classes;      /* op name -> class */
static PyObject *g_op_views;        /* op name -> the class's _Raw class */
static PyObject *g_search_prefixes; /* list of module prefixes */
static PyObject *g_loaded_ns;       /* set of namespaces already imported */

static void load_dialect_module(PyObject *ns) {
  int seen = PySet_Contains(g_loaded_ns, ns);
  if (seen != 0) {
    if (seen < 0)
      PyErr_Clear();
    return;
  }
  PySet_Add(g_loaded_ns, ns);
  Py_ssize_t n = PyList_GET_SIZE(g_search_prefixes);
  for (Py_ssize_t i = 0; i < n; ++i) {
    PyObject *name = PyUnicode_FromFormat(
        "%U.%U", PyList_GET_ITEM(g_search_prefixes, i), ns);
    if (!name) {
      PyErr_Clear();
      continue;
    }
    PyObject *mod = PyImport_Import(name);
    Py_DECREF(name);
    if (mod) {
      Py_DECREF(mod);
      return;
    }
    /* A module that does not exist is fine; an error inside one that does
     * is reported (and otherwise ignored). */
    if (!PyErr_ExceptionMatches(PyExc_ModuleNotFoundError))
      PyErr_WriteUnraisable(ns);
    PyErr_Clear();
  }
}

PyObject *mpy_lookup_dialect_class(const char *ns, Py_ssize_t len) {
  PyObject *key = PyUnicode_FromStringAndSize(ns, len);
  if (!key) {
    PyErr_Clear();
    return NULL;
  }
  PyObject *c = PyDict_GetItem(g_dialect_classes, key);
  if (!c) {
    load_dialect_module(key);
    c = PyDict_GetItem(g_dialect_classes, key);
  }
  Py_DECREF(key);
  return c;
}

PyObject *mpy_lookup_op_view_class(MlirStringRef name) {
  PyObject *key = mpy_str_from_ref(name);
  if (!key) {
    PyErr_Clear();
    return NULL;
  }
  PyObject *v = PyDict_GetItem(g_op_views, key);
  Py_DECREF(key);
  if (v)
    return v;
  PyObject *cls = mpy_lookup_op_class(name); /* imports the dialect */
  if (!cls)
    return NULL;
  key = mpy_str_from_ref(name);
  v = key ? PyDict_GetItem(g_op_views, key) : NULL;
  Py_XDECREF(key);
  return v ? v : cls;
}

PyObject *mpy_lookup_op_class(MlirStringRef name) {
  PyObject *key = mpy_str_from_ref(name);
  if (!key) {
    PyErr_Clear();
    return NULL;
  }
  PyObject *c = PyDict_GetItem(g_op_classes, key);
  if (!c) {
    /* The dialect module to load: the name's namespace, or "builtin" for
     * a name without a dot (cmlir registers the builtin ops without their
     * namespace: "func", "module"). */
    const char *dot = memchr(name.data, '.', name.length);
    {
      PyObject *ns = dot ? PyUnicode_FromStringAndSize(name.data,
                                                       dot - name.data)
                         : PyUnicode_FromString("builtin");
      if (ns) {
        load_dialect_module(ns);
        Py_DECREF(ns);
      } else {
        PyErr_Clear();
      }
      c = PyDict_GetItem(g_op_classes, key);
    }
  }
  Py_DECREF(key);
  return c;
}

static PyObject *register_dialect(PyObject *self, PyObject *cls) {
  (void)self;
  PyObject *ns = PyObject_GetAttrString(cls, "DIALECT_NAMESPACE");
  if (!ns)
    return NULL;
  if (!PyUnicode_Check(ns)) {
    Py_DECREF(ns);
    PyErr_SetString(PyExc_TypeError, "DIALECT_NAMESPACE must be a str");
    return NULL;
  }
  int r = PyDict_SetItem(g_dialect_classes, ns, cls);
  Py_DECREF(ns);
  if (r < 0)
    return NULL;
  Py_INCREF(cls);
  return cls;
}

static PyObject *raw_init(PyObject *self, PyObject *args, PyObject *kw) {
  (void)self;
  /* args = (instance, operation) */
  PyObject *inst, *op;
  if (kw && PyDict_Size(kw)) {
    PyErr_SetString(PyExc_TypeError, "unexpected keyword arguments");
    return NULL;
  }
  if (!PyArg_ParseTuple(args, "OO", &inst, &op))
    return NULL;
  PyObject *init = PyObject_GetAttrString((PyObject *)&PyOpView_Type, "__init__");
  if (!init)
    return NULL;
  PyObject *r = PyObject_CallFunctionObjArgs(init, inst, op, NULL);
  Py_DECREF(init);
  return r;
}

static PyMethodDef raw_init_def = {"__init__", (PyCFunction)(void (*)(void))raw_init,
                                   METH_VARARGS | METH_KEYWORDS, NULL};

static PyObject *make_raw_subclass(PyObject *cls) {
  PyObject *name = PyObject_GetAttrString(cls, "__name__");
  PyObject *mod = PyObject_GetAttrString(cls, "__module__");
  PyObject *qual = PyObject_GetAttrString(cls, "__qualname__");
  PyObject *r = NULL, *dict = NULL, *init = NULL, *rawname = NULL, *rawqual = NULL;
  if (!name || !mod || !qual)
    goto out;
  rawname = PyUnicode_FromFormat("_%U", name);
  rawqual = PyUnicode_FromFormat("_%U", qual);
  init = PyCFunction_New(&raw_init_def, NULL);
  dict = PyDict_New();
  if (!rawname || !rawqual || !init || !dict)
    goto out;
  /* a function, not a method: bind through staticmethod-like wrapper */
  {
    PyObject *fn = PyInstanceMethod_New(init);
    if (!fn || PyDict_SetItemString(dict, "__init__", fn) < 0) {
      Py_XDECREF(fn);
      goto out;
    }
    Py_DECREF(fn);
  }
  if (PyDict_SetItemString(dict, "__module__", mod) < 0 ||
      PyDict_SetItemString(dict, "__qualname__", rawqual) < 0)
    goto out;
  r = PyObject_CallFunction((PyObject *)&PyType_Type, "O(O)O", rawname, cls, dict);
out:
  Py_XDECREF(name);
  Py_XDECREF(mod);
  Py_XDECREF(qual);
  Py_XDECREF(rawname);
  Py_XDECREF(rawqual);
  Py_XDECREF(init);
  Py_XDECREF(dict);
  return r;
}

/* register_operation(dialect_class) -> decorator(op_class) */
static PyObject *register_op_impl(PyObject *dialect_cls, PyObject *cls) {
  if (!PyType_Check(cls) ||
      !PyType_IsSubtype((PyTypeObject *)cls, &PyOpView_Type)) {
    PyErr_SetString(PyExc_TypeError,
                    "register_operation expects a subclass of OpView");
    return NULL;
  }
  PyObject *name = PyObject_GetAttrString(cls, "OPERATION_NAME");
  if (!name)
    return NULL;
  if (!PyUnicode_Check(name)) {
    Py_DECREF(name);
    PyErr_SetString(PyExc_TypeError, "OPERATION_NAME must be a str");
    return NULL;
  }
  int r = PyDict_SetItem(g_op_classes, name, cls);
  Py_DECREF(name);
  if (r < 0)
    return NULL;
  if (dialect_cls && dialect_cls != Py_None) {
    PyObject *cname = PyObject_GetAttrString(cls, "__name__");
    if (!cname)
      return NULL;
    r = PyObject_SetAttr(dialect_cls, cname, cls);
    Py_DECREF(cname);
    if (r < 0)
      return NULL;
  }
  /* 13's "_Raw" subclass, named "_<class>": what Operation.opview makes,
   * an instance of the class without running its builder __init__. */
  PyObject *raw = make_raw_subclass(cls);
  if (!raw)
    return NULL;
  r = PyObject_SetAttrString(cls, "_Raw", raw);
  if (r == 0) {
    PyObject *nm = PyObject_GetAttrString(cls, "OPERATION_NAME");
    r = nm ? PyDict_SetItem(g_op_views, nm, raw) : -1;
    Py_XDECREF(nm);
  }
  Py_DECREF(raw);
  if (r < 0)
    return NULL;
  Py_INCREF(cls);
  return cls;
}

static PyObject *register_decorator(PyObject *self, PyObject *cls) {
  return register_op_impl(self, cls);
}

static PyMethodDef decorator_def = {"register_operation_decorator",
                                    register_decorator, METH_O, NULL};

static PyObject *register_operation(PyObject *self, PyObject *dialect_cls) {
  (void)self;
  return PyCFunction_New(&decorator_def, dialect_cls);
}

/* ---- globals object (13's `_cext.globals`) -------------------------------- */

typedef struct {
  PyObject_HEAD
} PyGlobalsObj;

static PyObject *globals_append_prefix(PyObject *self, PyObject *p) {
  (void)self;
  if (!PyUnicode_Check(p)) {
    PyErr_SetString(PyExc_TypeError, "expected a str");
    return NULL;
  }
  int has = PySequence_Contains(g_search_prefixes, p);
  if (has < 0)
    return NULL;
  if (!has && PyList_Append(g_search_prefixes, p) < 0)
    return NULL;
  PyObject *empty = PySet_New(NULL); /* retry lazy imports */
  if (!empty)
    return NULL;
  Py_SETREF(g_loaded_ns, empty);
  Py_RETURN_NONE;
}

static PyObject *globals_register_dialect_impl(PyObject *self, PyObject *args) {
  (void)self;
  PyObject *ns, *cls;
  if (!PyArg_ParseTuple(args, "UO", &ns, &cls))
    return NULL;
  if (PyDict_SetItem(g_dialect_classes, ns, cls) < 0)
    return NULL;
  Py_RETURN_NONE;
}

static PyObject *globals_register_op_impl(PyObject *self, PyObject *args) {
  (void)self;
  PyObject *name, *cls, *raw = NULL;
  if (!PyArg_ParseTuple(args, "UO|O", &name, &cls, &raw))
    return NULL;
  if (PyDict_SetItem(g_op_classes, name, cls) < 0 ||
      PyDict_SetItem(g_op_views, name, raw && raw != Py_None ? raw : cls) < 0)
    return NULL;
  Py_RETURN_NONE;
}

static PyObject *globals_get_prefixes(PyObject *self, void *c) {
  (void)self;
  (void)c;
  return PyList_GetSlice(g_search_prefixes, 0,
                         PyList_GET_SIZE(g_search_prefixes));
}

static int globals_set_prefixes(PyObject *self, PyObject *v, void *c) {
  (void)self;
  (void)c;
  if (!v || !PyList_Check(v)) {
    PyErr_SetString(PyExc_TypeError, "expected a list of str");
    return -1;
  }
  PyObject *copy = PyList_GetSlice(v, 0, PyList_GET_SIZE(v));
  if (!copy)
    return -1;
  Py_SETREF(g_search_prefixes, copy);
  PyObject *empty = PySet_New(NULL);
  if (!empty)
    return -1;
  Py_SETREF(g_loaded_ns, empty);
  return 0;
}

static PyObject *globals_lookup_op(PyObject *self, PyObject *name) {
  (void)self;
  MlirStringRef s;
  if (mpy_get_str(name, &s) < 0)
    return NULL;
  PyObject *c = mpy_lookup_op_class(s);
  if (!c)
    Py_RETURN_NONE;
  Py_INCREF(c);
  return c;
}

static PyMethodDef globals_methods[] = {
    {"append_dialect_search_prefix", globals_append_prefix, METH_O,
     "Adds a module prefix searched for dialect modules."},
    {"_register_dialect_impl", globals_register_dialect_impl, METH_VARARGS,
     "Registers a dialect class for a namespace."},
    {"_register_operation_impl", globals_register_op_impl, METH_VARARGS,
     "Registers an operation class for an operation name."},
    {"_lookup_operation_class", globals_lookup_op, METH_O,
     "The class registered for an operation name, or None."},
    {NULL, NULL, 0, NULL}};

static PyGetSetDef globals_getset[] = {
    {"dialect_search_modules", globals_get_prefixes, globals_set_prefixes,
     "The module prefixes searched for dialect modules.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};

static PyTypeObject PyGlobals_Type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "mlir._mlir_libs._mlir._Globals",
    .tp_basicsize = sizeof(PyGlobalsObj),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_methods = globals_methods,
    .tp_getset = globals_getset,
};

/* ---- the module ------------------------------------------------------------ */

static PyMethodDef module_methods[] = {
    {"register_dialect", register_dialect, METH_O,
     "Class decorator registering a dialect class (DIALECT_NAMESPACE)."},
    {"register_operation", register_operation, METH_O,
     "register_operation(dialect_class) -> class decorator registering an "
     "OpView subclass (OPERATION_NAME) and adding it to the dialect class."},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef mlir_module = {
    PyModuleDef_HEAD_INIT, "_mlir",
    "MLIR Python bindings (cmlir): the native extension.", -1, module_methods,
    NULL, NULL, NULL, NULL};

static struct PyModuleDef ir_module = {
    PyModuleDef_HEAD_INIT, "mlir._mlir_libs._mlir.ir",
    "MLIR core IR: contexts, modules, operations, types, attributes.", -1,
    NULL, NULL, NULL, NULL, NULL};

static struct PyModuleDef pass_module = {
    PyModuleDef_HEAD_INIT, "mlir._mlir_libs._mlir.passmanager",
    "MLIR pass management.", -1, NULL, NULL, NULL, NULL, NULL};

static struct PyModuleDef exec_module = {
    PyModuleDef_HEAD_INIT, "mlir._mlir_libs._mlir.execution_engine",
    "MLIR JIT execution engine.", -1, NULL, NULL, NULL, NULL, NULL};

static PyObject *add_submodule(PyObject *parent, struct PyModuleDef *def,
                               const char *short_name) {
  PyObject *m = PyModule_Create(def);
  if (!m)
    return NULL;
  PyObject *sys_modules = PyImport_GetModuleDict();
  if (PyDict_SetItemString(sys_modules, def->m_name, m) < 0 ||
      PyModule_AddObjectRef(parent, short_name, m) < 0) {
    Py_DECREF(m);
    return NULL;
  }
  return m; /* new ref */
}

static const char mlir_error_src[] =
    "class MLIRError(ValueError):\n"
    "    \"\"\"An error reported through MLIR diagnostics. `error_diagnostics`\n"
    "    lists them as (severity, location, message, notes) tuples.\"\"\"\n"
    "    def __init__(self, message, error_diagnostics=()):\n"
    "        super().__init__(message)\n"
    "        self.message = message\n"
    "        self.error_diagnostics = list(error_diagnostics)\n";

PyMODINIT_FUNC PyInit__mlir(void) {
  PyObject *m = PyModule_Create(&mlir_module);
  if (!m)
    return NULL;
  g_dialect_classes = PyDict_New();
  g_op_classes = PyDict_New();
  g_op_views = PyDict_New();
  g_search_prefixes = Py_BuildValue("[s]", "mlir.dialects");
  g_loaded_ns = PySet_New(NULL);
  if (!g_dialect_classes || !g_op_classes || !g_op_views || !g_search_prefixes ||
      !g_loaded_ns)
    goto fail;

  if (PyType_Ready(&PyGlobals_Type) < 0)
    goto fail;
  PyObject *globals = (PyObject *)PyObject_New(PyGlobalsObj, &PyGlobals_Type);
  if (!globals || PyModule_AddObject(m, "globals", globals) < 0)
    goto fail;

  PyObject *ir = add_submodule(m, &ir_module, "ir");
  if (!ir)
    goto fail;
  /* MLIRError is a small Python class (a ValueError, as 13's errors). */
  {
    PyObject *ns = PyDict_New();
    if (!ns)
      goto fail_ir;
    PyDict_SetItemString(ns, "__builtins__", PyEval_GetBuiltins());
    PyDict_SetItemString(ns, "__name__", PyUnicode_FromString("mlir._mlir_libs._mlir.ir"));
    PyObject *r = PyRun_String(mlir_error_src, Py_file_input, ns, ns);
    if (!r) {
      Py_DECREF(ns);
      goto fail_ir;
    }
    Py_DECREF(r);
    mlirpy_MLIRError = PyDict_GetItemString(ns, "MLIRError");
    Py_XINCREF(mlirpy_MLIRError);
    Py_DECREF(ns);
    if (!mlirpy_MLIRError ||
        PyModule_AddObjectRef(ir, "MLIRError", mlirpy_MLIRError) < 0)
      goto fail_ir;
  }
  if (mpy_init_core(ir) < 0 || mpy_init_location(ir) < 0 ||
      mpy_init_types(ir) < 0 || mpy_init_attrs(ir) < 0 ||
      mpy_init_affine(ir) < 0)
    goto fail_ir;
  Py_DECREF(ir);

  PyObject *pm = add_submodule(m, &pass_module, "passmanager");
  if (!pm)
    goto fail;
  if (mpy_init_pass(pm) < 0) {
    Py_DECREF(pm);
    goto fail;
  }
  Py_DECREF(pm);

  PyObject *ee = add_submodule(m, &exec_module, "execution_engine");
  if (!ee)
    goto fail;
  if (mpy_init_exec(ee) < 0) {
    Py_DECREF(ee);
    goto fail;
  }
  Py_DECREF(ee);

  return m;
fail_ir:
  Py_DECREF(ir);
fail:
  Py_DECREF(m);
  return NULL;
}
