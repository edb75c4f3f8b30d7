/* ir_affine.c - AffineExpr and its subclasses, AffineMap, IntegerSet. */
#include "handles.h"

#include <string.h>

#define KWF(f) (PyCFunction)(void (*)(void))(f)
#define EXPR(o) ((MlirAffineExpr){MPY_H(o)->ptr})
#define AMAP(o) ((MlirAffineMap){MPY_H(o)->ptr})
#define ISET(o) ((MlirIntegerSet){MPY_H(o)->ptr})

/* ======================================================================
 * AffineExpr
 * ====================================================================== */

int mpy_affine_expr_get(PyObject *o, MlirAffineExpr *out) {
  if (!PyObject_TypeCheck(o, &PyAffineExpr_Type)) {
    PyErr_Format(PyExc_TypeError, "expected an AffineExpr, got %.200s",
                 Py_TYPE(o)->tp_name);
    return -1;
  }
  *out = EXPR(o);
  return 0;
}

PyObject *mpy_affine_expr_wrap(PyContextObj *ctx, MlirAffineExpr e) {
  if (mlirAffineExprIsNull(e)) {
    PyErr_SetString(PyExc_ValueError, "invalid affine expression");
    return NULL;
  }
  return mpy_handle_new(&PyAffineExpr_Type, ctx, e.ptr);
}

static PyObject *expr_str(PyObject *s) {
  MpyStr b = {0};
  mlirAffineExprPrint(EXPR(s), mpy_str_cb, &b);
  return mpy_str_finish(&b);
}

static PyObject *expr_repr(PyObject *s) { return mpy_repr_of(s, "AffineExpr"); }

static PyObject *expr_new(PyTypeObject *t, PyObject *a, PyObject *k) {
  return mpy_handle_cast_new(t, a, k, &PyAffineExpr_Type, "affine expression");
}

static PyObject *expr_isinstance(PyObject *cls, PyObject *o) {
  return mpy_handle_isinstance(cls, o, &PyAffineExpr_Type);
}

/* An operand of arithmetic: an AffineExpr or an int (a constant). */
static int expr_operand(PyObject *o, PyContextObj *ctx, MlirAffineExpr *out) {
  if (PyObject_TypeCheck(o, &PyAffineExpr_Type)) {
    *out = EXPR(o);
    return 1;
  }
  if (PyLong_Check(o)) {
    long long v = PyLong_AsLongLong(o);
    if (v == -1 && PyErr_Occurred())
      return -1;
    *out = mlirAffineConstantExprGet(ctx->ctx, v);
    return 1;
  }
  return 0;
}

static PyTypeObject PyAffineAddExpr_Type, PyAffineMulExpr_Type,
    PyAffineModExpr_Type, PyAffineFloorDivExpr_Type, PyAffineCeilDivExpr_Type,
    PyAffineConstantExpr_Type, PyAffineDimExpr_Type, PyAffineSymbolExpr_Type;

/* The expression as an instance of its most derived class (as the results
 * of arithmetic are in 13). */
static PyObject *expr_wrap_concrete(PyContextObj *ctx, MlirAffineExpr e) {
  PyTypeObject *t = &PyAffineExpr_Type;
  if (mlirAffineExprIsNull(e))
    return mpy_affine_expr_wrap(ctx, e);
  if (mlirAffineExprIsAAdd(e))
    t = &PyAffineAddExpr_Type;
  else if (mlirAffineExprIsAMul(e))
    t = &PyAffineMulExpr_Type;
  else if (mlirAffineExprIsAMod(e))
    t = &PyAffineModExpr_Type;
  else if (mlirAffineExprIsAFloorDiv(e))
    t = &PyAffineFloorDivExpr_Type;
  else if (mlirAffineExprIsACeilDiv(e))
    t = &PyAffineCeilDivExpr_Type;
  else if (mlirAffineExprIsAConstant(e))
    t = &PyAffineConstantExpr_Type;
  else if (mlirAffineExprIsADim(e))
    t = &PyAffineDimExpr_Type;
  else if (mlirAffineExprIsASymbol(e))
    t = &PyAffineSymbolExpr_Type;
  return mpy_handle_new(t, ctx, e.ptr);
}

static PyObject *expr_binop(PyObject *a, PyObject *b,
                            MlirAffineExpr (*fn)(MlirAffineExpr, MlirAffineExpr),
                            int negate_rhs) {
  PyContextObj *ctx = PyObject_TypeCheck(a, &PyAffineExpr_Type) ? MPY_CTX(a)
                      : PyObject_TypeCheck(b, &PyAffineExpr_Type) ? MPY_CTX(b)
                                                                  : NULL;
  if (!ctx)
    Py_RETURN_NOTIMPLEMENTED;
  MlirAffineExpr x, y;
  int r1 = expr_operand(a, ctx, &x), r2 = r1 > 0 ? expr_operand(b, ctx, &y) : 0;
  if (r1 < 0 || r2 < 0)
    return NULL;
  if (!r1 || !r2)
    Py_RETURN_NOTIMPLEMENTED;
  if (negate_rhs)
    y = mlirAffineMulExprGet(y, mlirAffineConstantExprGet(ctx->ctx, -1));
  return expr_wrap_concrete(ctx, fn(x, y));
}

static PyObject *expr_add(PyObject *a, PyObject *b) {
  return expr_binop(a, b, mlirAffineAddExprGet, 0);
}
static PyObject *expr_sub(PyObject *a, PyObject *b) {
  return expr_binop(a, b, mlirAffineAddExprGet, 1);
}
static PyObject *expr_mul(PyObject *a, PyObject *b) {
  return expr_binop(a, b, mlirAffineMulExprGet, 0);
}
static PyObject *expr_mod(PyObject *a, PyObject *b) {
  return expr_binop(a, b, mlirAffineModExprGet, 0);
}

static PyObject *expr_dump(PyObject *s, PyObject *u) {
  (void)u;
  mlirAffineExprDump(EXPR(s));
  Py_RETURN_NONE;
}

static PyObject *expr_capsule(PyObject *self, void *c) {
  (void)c;
  return mpy_handle_capsule(self, "mlir.ir.AffineExpr._CAPIPtr");
}

static MlirContext expr_context_of(const void *p) {
  MlirAffineExpr h = {p};
  return mlirAffineExprGetContext(h);
}

static PyObject *expr_capi_create(PyObject *cls, PyObject *cap) {
  (void)cls;
  return mpy_handle_capi_create(cap, "mlir.ir.AffineExpr._CAPIPtr", expr_context_of, (PyTypeObject *)cls);
}

/* Static constructors on AffineExpr: get_add(lhs, rhs), ... */
static PyObject *expr_get_bin(PyObject *a, MlirAffineExpr (*fn)(MlirAffineExpr, MlirAffineExpr)) {
  PyObject *l, *r;
  if (!PyArg_ParseTuple(a, "OO", &l, &r))
    return NULL;
  PyObject *res = expr_binop(l, r, fn, 0);
  if (res == Py_NotImplemented) {
    Py_DECREF(res);
    PyErr_SetString(PyExc_TypeError, "expected AffineExpr or int operands");
    return NULL;
  }
  return res;
}
static PyObject *get_add(PyObject *c, PyObject *a) {
  (void)c;
  return expr_get_bin(a, mlirAffineAddExprGet);
}
static PyObject *get_mul(PyObject *c, PyObject *a) {
  (void)c;
  return expr_get_bin(a, mlirAffineMulExprGet);
}
static PyObject *get_mod(PyObject *c, PyObject *a) {
  (void)c;
  return expr_get_bin(a, mlirAffineModExprGet);
}
static PyObject *get_floor_div(PyObject *c, PyObject *a) {
  (void)c;
  return expr_get_bin(a, mlirAffineFloorDivExprGet);
}
static PyObject *get_ceil_div(PyObject *c, PyObject *a) {
  (void)c;
  return expr_get_bin(a, mlirAffineCeilDivExprGet);
}

static PyObject *pos_get(PyObject *a, PyObject *k, MlirAffineExpr (*fn)(MlirContext, intptr_t),
                         PyTypeObject *cls) {
  static char *kwlist[] = {"position", "context", NULL};
  Py_ssize_t pos;
  PyObject *co = NULL;
  if (!PyArg_ParseTupleAndKeywords(a, k, "n|O:get", kwlist, &pos, &co))
    return NULL;
  if (pos < 0) {
    PyErr_SetString(PyExc_ValueError, "position must be non-negative");
    return NULL;
  }
  PyContextObj *c = mpy_resolve_context(co);
  if (!c)
    return NULL;
  PyObject *r = mpy_handle_new(cls, c, fn(c->ctx, pos).ptr);
  Py_DECREF(c);
  return r;
}


static PyObject *get_dim(PyObject *c, PyObject *a, PyObject *k) {
  (void)c;
  return pos_get(a, k, mlirAffineDimExprGet, &PyAffineDimExpr_Type);
}
static PyObject *get_symbol(PyObject *c, PyObject *a, PyObject *k) {
  (void)c;
  return pos_get(a, k, mlirAffineSymbolExprGet, &PyAffineSymbolExpr_Type);
}
static PyObject *get_constant(PyObject *c, PyObject *a, PyObject *k) {
  (void)c;
  static char *kwlist[] = {"value", "context", NULL};
  long long v;
  PyObject *co = NULL;
  if (!PyArg_ParseTupleAndKeywords(a, k, "L|O:get", kwlist, &v, &co))
    return NULL;
  PyContextObj *ctx = mpy_resolve_context(co);
  if (!ctx)
    return NULL;
  PyObject *r = mpy_handle_new(&PyAffineConstantExpr_Type, ctx,
                               mlirAffineConstantExprGet(ctx->ctx, v).ptr);
  Py_DECREF(ctx);
  return r;
}

static PyNumberMethods expr_num = {
    .nb_add = expr_add,
    .nb_subtract = expr_sub,
    .nb_multiply = expr_mul,
    .nb_remainder = expr_mod,
};

static PyMethodDef expr_methods[] = {
    {"isinstance", expr_isinstance, METH_O | METH_CLASS, NULL},
    {"dump", expr_dump, METH_NOARGS, "Dumps the expression to stderr."},
    {"get_add", get_add, METH_VARARGS | METH_STATIC, "Gets an affine expression containing a sum."},
    {"get_mul", get_mul, METH_VARARGS | METH_STATIC, "Gets an affine expression containing a product."},
    {"get_mod", get_mod, METH_VARARGS | METH_STATIC, "Gets an affine expression containing the modulo."},
    {"get_floor_div", get_floor_div, METH_VARARGS | METH_STATIC, "Gets an affine expression containing a rounded-down division."},
    {"get_ceil_div", get_ceil_div, METH_VARARGS | METH_STATIC, "Gets an affine expression containing a rounded-up division."},
    {"get_constant", KWF(get_constant), METH_VARARGS | METH_KEYWORDS | METH_STATIC, "Gets a constant affine expression."},
    {"get_dim", KWF(get_dim), METH_VARARGS | METH_KEYWORDS | METH_STATIC, "Gets an affine expression of a dimension."},
    {"get_symbol", KWF(get_symbol), METH_VARARGS | METH_KEYWORDS | METH_STATIC, "Gets an affine expression of a symbol."},
    {"_CAPICreate", expr_capi_create, METH_O | METH_CLASS, NULL},
    {NULL, NULL, 0, NULL}};

static PyGetSetDef expr_getset[] = {
    {"context", mpy_handle_context, NULL, NULL, NULL},
    {"_CAPIPtr", expr_capsule, NULL, NULL, NULL},
    {NULL, NULL, NULL, NULL, NULL}};

PyTypeObject PyAffineExpr_Type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "mlir._mlir_libs._mlir.ir.AffineExpr",
    .tp_basicsize = sizeof(PyHandleObj),
    .tp_dealloc = mpy_handle_dealloc,
    .tp_repr = expr_repr,
    .tp_str = expr_str,
    .tp_hash = mpy_handle_hash,
    .tp_richcompare = mpy_handle_richcompare,
    .tp_as_number = &expr_num,
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
    .tp_methods = expr_methods,
    .tp_getset = expr_getset,
    .tp_new = expr_new,
};

/* Subclasses. */
static PyObject *const_value(PyObject *s, void *c) {
  (void)c;
  return PyLong_FromLongLong(mlirAffineConstantExprGetValue(EXPR(s)));
}
static PyObject *dim_position(PyObject *s, void *c) {
  (void)c;
  return PyLong_FromSsize_t(mlirAffineDimExprGetPosition(EXPR(s)));
}
static PyObject *sym_position(PyObject *s, void *c) {
  (void)c;
  return PyLong_FromSsize_t(mlirAffineSymbolExprGetPosition(EXPR(s)));
}
static PyObject *bin_lhs(PyObject *s, void *c) {
  (void)c;
  return mpy_affine_expr_wrap(MPY_CTX(s), mlirAffineBinaryOpExprGetLHS(EXPR(s)));
}
static PyObject *bin_rhs(PyObject *s, void *c) {
  (void)c;
  return mpy_affine_expr_wrap(MPY_CTX(s), mlirAffineBinaryOpExprGetRHS(EXPR(s)));
}

MPY_ISA(MlirAffineExpr, mlirAffineExprIsAConstant)
MPY_ISA(MlirAffineExpr, mlirAffineExprIsADim)
MPY_ISA(MlirAffineExpr, mlirAffineExprIsASymbol)
MPY_ISA(MlirAffineExpr, mlirAffineExprIsABinary)
MPY_ISA(MlirAffineExpr, mlirAffineExprIsAAdd)
MPY_ISA(MlirAffineExpr, mlirAffineExprIsAMul)
MPY_ISA(MlirAffineExpr, mlirAffineExprIsAMod)
MPY_ISA(MlirAffineExpr, mlirAffineExprIsAFloorDiv)
MPY_ISA(MlirAffineExpr, mlirAffineExprIsACeilDiv)

static PyMethodDef const_methods[] = {
    {"get", KWF(get_constant), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Gets a constant affine expression with the given value."},
    {NULL, NULL, 0, NULL}};
static PyGetSetDef const_getset[] = {
    {"value", const_value, NULL, "The constant value.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};
MPY_CONCRETE(PyAffineConstantExpr_Type, "mlir._mlir_libs._mlir.ir.AffineConstantExpr", NULL,
             const_methods, const_getset, expr_new);

static PyMethodDef dim_methods[] = {
    {"get", KWF(get_dim), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Gets an affine expression of a dimension at the given position."},
    {NULL, NULL, 0, NULL}};
static PyGetSetDef dim_getset[] = {
    {"position", dim_position, NULL, "The position of the dimension.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};
MPY_CONCRETE(PyAffineDimExpr_Type, "mlir._mlir_libs._mlir.ir.AffineDimExpr", NULL, dim_methods,
             dim_getset, expr_new);

static PyMethodDef sym_methods[] = {
    {"get", KWF(get_symbol), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Gets an affine expression of a symbol at the given position."},
    {NULL, NULL, 0, NULL}};
static PyGetSetDef sym_getset[] = {
    {"position", sym_position, NULL, "The position of the symbol.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};
MPY_CONCRETE(PyAffineSymbolExpr_Type, "mlir._mlir_libs._mlir.ir.AffineSymbolExpr", NULL,
             sym_methods, sym_getset, expr_new);

static PyGetSetDef bin_getset[] = {
    {"lhs", bin_lhs, NULL, "The left operand.", NULL},
    {"rhs", bin_rhs, NULL, "The right operand.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};
MPY_CONCRETE(PyAffineBinaryExpr_Type, "mlir._mlir_libs._mlir.ir.AffineBinaryExpr", NULL, NULL,
             bin_getset, expr_new);

#define BIN_EXPR(Name, fn)                                                     \
  static PyMethodDef Name##_methods[] = {                                      \
      {"get", fn, METH_VARARGS | METH_STATIC, NULL}, {NULL, NULL, 0, NULL}};   \
  MPY_CONCRETE(Py##Name##_Type, "mlir._mlir_libs._mlir.ir." #Name, &PyAffineBinaryExpr_Type,    \
               Name##_methods, NULL, expr_new)

BIN_EXPR(AffineAddExpr, get_add);
BIN_EXPR(AffineMulExpr, get_mul);
BIN_EXPR(AffineModExpr, get_mod);
BIN_EXPR(AffineFloorDivExpr, get_floor_div);
BIN_EXPR(AffineCeilDivExpr, get_ceil_div);

/* ======================================================================
 * AffineMap
 * ====================================================================== */

int mpy_affine_map_get(PyObject *o, MlirAffineMap *out) {
  if (!PyObject_TypeCheck(o, &PyAffineMap_Type)) {
    PyErr_Format(PyExc_TypeError, "expected an AffineMap, got %.200s",
                 Py_TYPE(o)->tp_name);
    return -1;
  }
  *out = AMAP(o);
  return 0;
}

PyObject *mpy_affine_map_wrap(PyContextObj *ctx, MlirAffineMap m) {
  if (mlirAffineMapIsNull(m)) {
    PyErr_SetString(PyExc_ValueError, "invalid affine map");
    return NULL;
  }
  return mpy_handle_new(&PyAffineMap_Type, ctx, m.ptr);
}

static PyObject *map_str(PyObject *s) {
  MpyStr b = {0};
  mlirAffineMapPrint(AMAP(s), mpy_str_cb, &b);
  return mpy_str_finish(&b);
}

static PyObject *map_repr(PyObject *s) { return mpy_repr_of(s, "AffineMap"); }

static int exprs_from_seq_msg(PyObject *seq, MlirAffineExpr **out, Py_ssize_t *n,
                              const char *what);
static int exprs_from_seq(PyObject *seq, MlirAffineExpr **out, Py_ssize_t *n) {
  return exprs_from_seq_msg(seq, out, n, "an AffineMap");
}
static int exprs_from_seq_msg(PyObject *seq, MlirAffineExpr **out, Py_ssize_t *n,
                              const char *what) {
  PyObject *f = PySequence_Fast(seq, "expected a sequence of AffineExprs");
  if (!f)
    return -1;
  *n = PySequence_Fast_GET_SIZE(f);
  *out = PyMem_Calloc(*n ? *n : 1, sizeof(MlirAffineExpr));
  if (!*out) {
    Py_DECREF(f);
    PyErr_NoMemory();
    return -1;
  }
  for (Py_ssize_t i = 0; i < *n; ++i)
    if (mpy_affine_expr_get(PySequence_Fast_GET_ITEM(f, i), &(*out)[i]) < 0) {
      PyErr_Clear();
      PyErr_Format(PyExc_RuntimeError,
                   "Invalid expression %swhen attempting to create %s",
                   PySequence_Fast_GET_ITEM(f, i) == Py_None ? "(None?) " : "",
                   what);
      PyMem_Free(*out);
      Py_DECREF(f);
      return -1;
    }
  Py_DECREF(f);
  return 0;
}

static PyObject *map_get(PyObject *c, PyObject *a, PyObject *k) {
  (void)c;
  static char *kwlist[] = {"dim_count", "symbol_count", "exprs", "context", NULL};
  Py_ssize_t nd, ns;
  PyObject *eo, *co = NULL;
  if (!PyArg_ParseTupleAndKeywords(a, k, "nnO|O:get", kwlist, &nd, &ns, &eo, &co))
    return NULL;
  if (nd < 0 || ns < 0) {
    PyErr_SetString(PyExc_ValueError, "counts must be non-negative");
    return NULL;
  }
  MlirAffineExpr *es;
  Py_ssize_t n;
  if (exprs_from_seq(eo, &es, &n) < 0)
    return NULL;
  PyContextObj *ctx = mpy_resolve_context(co);
  PyObject *r = NULL;
  if (ctx) {
    r = mpy_affine_map_wrap(ctx, mlirAffineMapGet(ctx->ctx, nd, ns, n, es));
    Py_DECREF(ctx);
  }
  PyMem_Free(es);
  return r;
}

static PyObject *map_ctx_call(PyObject *a, PyObject *k, const char *fmt,
                              char **kwlist, int which) {
  Py_ssize_t x = 0, y = 0;
  PyObject *co = NULL;
  int ok = which == 0   ? PyArg_ParseTupleAndKeywords(a, k, fmt, kwlist, &co)
           : which == 3 ? PyArg_ParseTupleAndKeywords(a, k, fmt, kwlist, &x, &y, &co)
                        : PyArg_ParseTupleAndKeywords(a, k, fmt, kwlist, &x, &co);
  if (!ok)
    return NULL;
  if (x < 0 || y < 0) {
    PyErr_SetString(PyExc_ValueError, "arguments must be non-negative");
    return NULL;
  }
  PyContextObj *ctx = mpy_resolve_context(co);
  if (!ctx)
    return NULL;
  MlirAffineMap m;
  switch (which) {
  case 0:
    m = mlirAffineMapEmptyGet(ctx->ctx);
    break;
  case 1:
    m = mlirAffineMapConstantGet(ctx->ctx, x);
    break;
  case 2:
    m = mlirAffineMapMultiDimIdentityGet(ctx->ctx, x);
    break;
  default:
    if (y > x) {
      Py_DECREF(ctx);
      PyErr_SetString(PyExc_ValueError,
                      "the number of results must not exceed the dimensions");
      return NULL;
    }
    m = mlirAffineMapMinorIdentityGet(ctx->ctx, x, y);
  }
  PyObject *r = mpy_affine_map_wrap(ctx, m);
  Py_DECREF(ctx);
  return r;
}

static PyObject *map_get_empty(PyObject *c, PyObject *a, PyObject *k) {
  (void)c;
  static char *kwlist[] = {"context", NULL};
  return map_ctx_call(a, k, "|O:get_empty", kwlist, 0);
}
static PyObject *map_get_constant(PyObject *c, PyObject *a, PyObject *k) {
  (void)c;
  static char *kwlist[] = {"value", "context", NULL};
  long long v;
  PyObject *co = NULL;
  if (!PyArg_ParseTupleAndKeywords(a, k, "L|O:get_constant", kwlist, &v, &co))
    return NULL;
  PyContextObj *ctx = mpy_resolve_context(co);
  if (!ctx)
    return NULL;
  PyObject *r = mpy_affine_map_wrap(ctx, mlirAffineMapConstantGet(ctx->ctx, v));
  Py_DECREF(ctx);
  return r;
}
static PyObject *map_get_identity(PyObject *c, PyObject *a, PyObject *k) {
  (void)c;
  static char *kwlist[] = {"n_dims", "context", NULL};
  return map_ctx_call(a, k, "n|O:get_identity", kwlist, 2);
}
static PyObject *map_get_minor_identity(PyObject *c, PyObject *a, PyObject *k) {
  (void)c;
  static char *kwlist[] = {"n_dims", "n_results", "context", NULL};
  return map_ctx_call(a, k, "nn|O:get_minor_identity", kwlist, 3);
}

static PyObject *map_get_permutation(PyObject *c, PyObject *a, PyObject *k) {
  (void)c;
  static char *kwlist[] = {"permutation", "context", NULL};
  PyObject *po, *co = NULL;
  if (!PyArg_ParseTupleAndKeywords(a, k, "O|O:get_permutation", kwlist, &po, &co))
    return NULL;
  PyObject *f = PySequence_Fast(po, "permutation must be a sequence of ints");
  if (!f)
    return NULL;
  Py_ssize_t n = PySequence_Fast_GET_SIZE(f);
  unsigned *p = PyMem_Calloc(n ? n : 1, sizeof(unsigned));
  char *seen = PyMem_Calloc(n ? n : 1, 1);
  PyObject *r = NULL;
  if (!p || !seen) {
    PyErr_NoMemory();
    goto out;
  }
  for (Py_ssize_t i = 0; i < n; ++i) {
    long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(f, i));
    if (v == -1 && PyErr_Occurred())
      goto out;
    if (v < 0 || v >= n || seen[v]) {
      PyErr_SetString(PyExc_RuntimeError, "Invalid permutation when attempting to create an AffineMap");
      goto out;
    }
    seen[v] = 1;
    p[i] = (unsigned)v;
  }
  if (n == 0) {
    PyErr_SetString(PyExc_ValueError, "Invalid permutation when attempting to create an AffineMap");
    goto out;
  }
  PyContextObj *ctx = mpy_resolve_context(co);
  if (ctx) {
    r = mpy_affine_map_wrap(ctx, mlirAffineMapPermutationGet(ctx->ctx, n, p));
    Py_DECREF(ctx);
  }
out:
  PyMem_Free(p);
  PyMem_Free(seen);
  Py_DECREF(f);
  return r;
}

static PyObject *map_get_submap(PyObject *s, PyObject *po) {
  PyObject *f = PySequence_Fast(po, "result_positions must be a sequence of ints");
  if (!f)
    return NULL;
  Py_ssize_t n = PySequence_Fast_GET_SIZE(f);
  intptr_t nr = mlirAffineMapGetNumResults(AMAP(s));
  intptr_t *p = PyMem_Calloc(n ? n : 1, sizeof(intptr_t));
  PyObject *r = NULL;
  if (!p) {
    PyErr_NoMemory();
    goto out;
  }
  for (Py_ssize_t i = 0; i < n; ++i) {
    long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(f, i));
    if (v == -1 && PyErr_Occurred())
      goto out;
    if (v < 0 || v >= nr) {
      PyErr_SetString(PyExc_ValueError, "result position out of bounds");
      goto out;
    }
    p[i] = v;
  }
  r = mpy_affine_map_wrap(MPY_CTX(s), mlirAffineMapGetSubMap(AMAP(s), n, p));
out:
  PyMem_Free(p);
  Py_DECREF(f);
  return r;
}

static PyObject *map_sub(PyObject *s, PyObject *no, int major) {
  Py_ssize_t n = PyNumber_AsSsize_t(no, PyExc_OverflowError);
  if (n == -1 && PyErr_Occurred())
    return NULL;
  if (n > mlirAffineMapGetNumResults(AMAP(s))) {
    PyErr_SetString(PyExc_ValueError, "number of results out of bounds");
    return NULL;
  }
  if (n <= 0) {
    PyErr_SetString(PyExc_ValueError, "the number of results must be positive");
    return NULL;
  }
  return mpy_affine_map_wrap(MPY_CTX(s), major ? mlirAffineMapGetMajorSubMap(AMAP(s), n)
                                               : mlirAffineMapGetMinorSubMap(AMAP(s), n));
}
static PyObject *map_major(PyObject *s, PyObject *n) { return map_sub(s, n, 1); }
static PyObject *map_minor(PyObject *s, PyObject *n) { return map_sub(s, n, 0); }

static PyObject *map_replace(PyObject *s, PyObject *a, PyObject *k) {
  static char *kwlist[] = {"expr", "replacement", "n_result_dims", "n_result_syms", NULL};
  PyObject *eo, *ro;
  Py_ssize_t nd, ns;
  if (!PyArg_ParseTupleAndKeywords(a, k, "O!O!nn:replace", kwlist, &PyAffineExpr_Type,
                                   &eo, &PyAffineExpr_Type, &ro, &nd, &ns))
    return NULL;
  return mpy_affine_map_wrap(MPY_CTX(s), mlirAffineMapReplace(AMAP(s), EXPR(eo),
                                                              EXPR(ro), nd, ns));
}

static void compress_cb(void *res, intptr_t idx, MlirAffineMap m) {
  PyObject **p = res;
  PyObject *o = mpy_affine_map_wrap((PyContextObj *)p[0], m);
  if (o)
    PyList_SetItem(p[1], idx, o);
}

static PyObject *map_compress(PyObject *c, PyObject *a, PyObject *k) {
  (void)c;
  static char *kwlist[] = {"affine_maps", "context", NULL};
  PyObject *lo, *co = NULL;
  if (!PyArg_ParseTupleAndKeywords(a, k, "O|O:compress_unused_symbols", kwlist, &lo, &co))
    return NULL;
  PyObject *f = PySequence_Fast(lo, "expected a sequence of AffineMaps");
  if (!f)
    return NULL;
  Py_ssize_t n = PySequence_Fast_GET_SIZE(f);
  MlirAffineMap *ms = PyMem_Calloc(n ? n : 1, sizeof(MlirAffineMap));
  PyObject *r = NULL;
  PyContextObj *ctx = NULL;
  if (!ms) {
    PyErr_NoMemory();
    goto out;
  }
  for (Py_ssize_t i = 0; i < n; ++i)
    if (mpy_affine_map_get(PySequence_Fast_GET_ITEM(f, i), &ms[i]) < 0)
      goto out;
  ctx = mpy_resolve_context(co);
  if (!ctx)
    goto out;
  r = PyList_New(n);
  if (!r)
    goto out;
  for (Py_ssize_t i = 0; i < n; ++i) {
    Py_INCREF(Py_None);
    PyList_SET_ITEM(r, i, Py_None);
  }
  PyObject *res[2] = {(PyObject *)ctx, r};
  mlirAffineMapCompressUnusedSymbols(ms, n, res, compress_cb);
  if (PyErr_Occurred())
    Py_CLEAR(r);
out:
  Py_XDECREF(ctx);
  PyMem_Free(ms);
  Py_DECREF(f);
  return r;
}

static PyObject *map_results(PyObject *s, void *c) {
  (void)c;
  intptr_t n = mlirAffineMapGetNumResults(AMAP(s));
  PyObject *l = PyList_New(n);
  for (intptr_t i = 0; l && i < n; ++i) {
    PyObject *e = mpy_affine_expr_wrap(MPY_CTX(s), mlirAffineMapGetResult(AMAP(s), i));
    if (!e) {
      Py_CLEAR(l);
      break;
    }
    PyList_SET_ITEM(l, i, e);
  }
  return l;
}

#define MAP_INT(name, fn)                                                      \
  static PyObject *name(PyObject *s, void *c) {                                \
    (void)c;                                                                   \
    return PyLong_FromSsize_t(fn(AMAP(s)));                                    \
  }
#define MAP_BOOL(name, fn)                                                     \
  static PyObject *name(PyObject *s, void *c) {                                \
    (void)c;                                                                   \
    return PyBool_FromLong(fn(AMAP(s)));                                       \
  }
MAP_INT(map_n_dims, mlirAffineMapGetNumDims)
MAP_INT(map_n_symbols, mlirAffineMapGetNumSymbols)
MAP_INT(map_n_inputs, mlirAffineMapGetNumInputs)
MAP_BOOL(map_is_perm, mlirAffineMapIsPermutation)
MAP_BOOL(map_is_pperm, mlirAffineMapIsProjectedPermutation)

static PyObject *map_dump(PyObject *s, PyObject *u) {
  (void)u;
  mlirAffineMapDump(AMAP(s));
  Py_RETURN_NONE;
}

static PyObject *map_capsule(PyObject *self, void *c) {
  (void)c;
  return mpy_handle_capsule(self, "mlir.ir.AffineMap._CAPIPtr");
}

static MlirContext map_context_of(const void *p) {
  MlirAffineMap h = {p};
  return mlirAffineMapGetContext(h);
}

static PyObject *map_capi_create(PyObject *cls, PyObject *cap) {
  (void)cls;
  return mpy_handle_capi_create(cap, "mlir.ir.AffineMap._CAPIPtr", map_context_of, &PyAffineMap_Type);
}

static PyMethodDef map_methods[] = {
    {"get", KWF(map_get), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Gets a map with the given expressions as results."},
    {"get_constant", KWF(map_get_constant), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Gets an affine map with a single constant result"},
    {"get_empty", KWF(map_get_empty), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Gets an empty affine map."},
    {"get_identity", KWF(map_get_identity), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Gets an identity map with the given number of dimensions."},
    {"get_minor_identity", KWF(map_get_minor_identity), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Gets a minor identity map with the given number of dimensions and results."},
    {"get_permutation", KWF(map_get_permutation), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Gets an affine map that permutes its inputs."},
    {"compress_unused_symbols", KWF(map_compress), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Drops the symbols no map uses."},
    {"get_submap", map_get_submap, METH_O, "The map of the given results."},
    {"get_major_submap", map_major, METH_O, "The map of the first n results."},
    {"get_minor_submap", map_minor, METH_O, "The map of the last n results."},
    {"replace", KWF(map_replace), METH_VARARGS | METH_KEYWORDS,
     "Replaces an expression in the results."},
    {"dump", map_dump, METH_NOARGS, "Dumps the map to stderr."},
    {"_CAPICreate", map_capi_create, METH_O | METH_STATIC, NULL},
    {NULL, NULL, 0, NULL}};

static PyGetSetDef map_getset[] = {
    {"context", mpy_handle_context, NULL, NULL, NULL},
    {"is_permutation", map_is_perm, NULL, NULL, NULL},
    {"is_projected_permutation", map_is_pperm, NULL, NULL, NULL},
    {"n_dims", map_n_dims, NULL, NULL, NULL},
    {"n_inputs", map_n_inputs, NULL, NULL, NULL},
    {"n_symbols", map_n_symbols, NULL, NULL, NULL},
    {"results", map_results, NULL, NULL, NULL},
    {"_CAPIPtr", map_capsule, NULL, NULL, NULL},
    {NULL, NULL, NULL, NULL, NULL}};

PyTypeObject PyAffineMap_Type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "mlir._mlir_libs._mlir.ir.AffineMap",
    .tp_basicsize = sizeof(PyHandleObj),
    .tp_dealloc = mpy_handle_dealloc,
    .tp_repr = map_repr,
    .tp_str = map_str,
    .tp_hash = mpy_handle_hash,
    .tp_richcompare = mpy_handle_richcompare,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_methods = map_methods,
    .tp_getset = map_getset,
};

/* ======================================================================
 * IntegerSet
 * ====================================================================== */

PyObject *mpy_integer_set_wrap(PyContextObj *ctx, MlirIntegerSet s) {
  if (mlirIntegerSetIsNull(s)) {
    PyErr_SetString(PyExc_ValueError, "invalid integer set");
    return NULL;
  }
  return mpy_handle_new(&PyIntegerSet_Type, ctx, s.ptr);
}

static PyObject *set_str(PyObject *s) {
  MpyStr b = {0};
  mlirIntegerSetPrint(ISET(s), mpy_str_cb, &b);
  return mpy_str_finish(&b);
}

static PyObject *set_repr(PyObject *s) { return mpy_repr_of(s, "IntegerSet"); }

static PyObject *set_get(PyObject *c, PyObject *a, PyObject *k) {
  (void)c;
  static char *kwlist[] = {"num_dims", "num_symbols", "exprs", "eq_flags", "context", NULL};
  Py_ssize_t nd, ns;
  PyObject *eo, *fo, *co = NULL;
  if (!PyArg_ParseTupleAndKeywords(a, k, "nnOO|O:get", kwlist, &nd, &ns, &eo, &fo, &co))
    return NULL;
  MlirAffineExpr *es;
  Py_ssize_t n;
  if (exprs_from_seq_msg(eo, &es, &n, "an IntegerSet") < 0)
    return NULL;
  PyObject *f = PySequence_Fast(fo, "eq_flags must be a sequence of bools");
  bool *flags = NULL;
  PyObject *r = NULL;
  if (!f)
    goto out;
  if (PySequence_Fast_GET_SIZE(f) != n) {
    PyErr_SetString(PyExc_ValueError, "Expected the number of constraints to match that of equality flags");
    goto out;
  }
  if (n == 0) {
    PyErr_SetString(PyExc_ValueError, "Expected non-empty list of constraints");
    goto out;
  }
  flags = PyMem_Calloc(n, sizeof(bool));
  if (!flags) {
    PyErr_NoMemory();
    goto out;
  }
  for (Py_ssize_t i = 0; i < n; ++i) {
    int b = PyObject_IsTrue(PySequence_Fast_GET_ITEM(f, i));
    if (b < 0)
      goto out;
    flags[i] = b;
  }
  PyContextObj *ctx = mpy_resolve_context(co);
  if (ctx) {
    r = mpy_integer_set_wrap(ctx, mlirIntegerSetGet(ctx->ctx, nd, ns, n, es, flags));
    Py_DECREF(ctx);
  }
out:
  Py_XDECREF(f);
  PyMem_Free(flags);
  PyMem_Free(es);
  return r;
}

static PyObject *set_get_empty(PyObject *c, PyObject *a, PyObject *k) {
  (void)c;
  static char *kwlist[] = {"num_dims", "num_symbols", "context", NULL};
  Py_ssize_t nd, ns;
  PyObject *co = NULL;
  if (!PyArg_ParseTupleAndKeywords(a, k, "nn|O:get_empty", kwlist, &nd, &ns, &co))
    return NULL;
  PyContextObj *ctx = mpy_resolve_context(co);
  if (!ctx)
    return NULL;
  PyObject *r = mpy_integer_set_wrap(ctx, mlirIntegerSetEmptyGet(ctx->ctx, nd, ns));
  Py_DECREF(ctx);
  return r;
}

static PyObject *set_get_replaced(PyObject *s, PyObject *a, PyObject *k) {
  static char *kwlist[] = {"dim_exprs", "symbol_exprs", "num_result_dims",
                           "num_result_symbols", NULL};
  PyObject *dob, *sob;
  Py_ssize_t nd, ns;
  if (!PyArg_ParseTupleAndKeywords(a, k, "OOnn:get_replaced", kwlist, &dob, &sob, &nd, &ns))
    return NULL;
  MlirAffineExpr *d, *sy;
  Py_ssize_t n1, n2;
  if (exprs_from_seq_msg(dob, &d, &n1, "an IntegerSet by replacing dimensions") < 0)
    return NULL;
  if (exprs_from_seq_msg(sob, &sy, &n2, "an IntegerSet by replacing symbols") < 0) {
    PyMem_Free(d);
    return NULL;
  }
  PyObject *r = NULL;
  if (n1 != mlirIntegerSetGetNumDims(ISET(s)))
    PyErr_SetString(PyExc_ValueError, "Expected the number of dimension replacement expressions to match that of dimensions");
  else if (n2 != mlirIntegerSetGetNumSymbols(ISET(s)))
    PyErr_SetString(PyExc_ValueError, "Expected the number of symbol replacement expressions to match that of symbols");
  else
    r = mpy_integer_set_wrap(MPY_CTX(s), mlirIntegerSetReplaceGet(ISET(s), d, sy, nd, ns));
  PyMem_Free(d);
  PyMem_Free(sy);
  return r;
}

static PyObject *set_constraints(PyObject *s, void *c) {
  (void)c;
  intptr_t n = mlirIntegerSetGetNumConstraints(ISET(s));
  PyObject *l = PyList_New(n);
  for (intptr_t i = 0; l && i < n; ++i) {
    PyObject *e = mpy_affine_expr_wrap(MPY_CTX(s), mlirIntegerSetGetConstraint(ISET(s), i));
    PyObject *t = e ? PyObject_CallFunction(mpy_ir_helper("IntegerSetConstraint"),
                                            "NOn", e,
                                            mlirIntegerSetIsConstraintEq(ISET(s), i)
                                                ? Py_True : Py_False,
                                            (Py_ssize_t)i)
                    : NULL;
    if (!t) {
      Py_CLEAR(l);
      break;
    }
    PyList_SET_ITEM(l, i, t);
  }
  return l;
}

#define SET_INT(name, fn)                                                      \
  static PyObject *name(PyObject *s, void *c) {                                \
    (void)c;                                                                   \
    return PyLong_FromSsize_t(fn(ISET(s)));                                    \
  }
SET_INT(set_n_dims, mlirIntegerSetGetNumDims)
SET_INT(set_n_symbols, mlirIntegerSetGetNumSymbols)
SET_INT(set_n_inputs, mlirIntegerSetGetNumInputs)
SET_INT(set_n_eq, mlirIntegerSetGetNumEqualities)
SET_INT(set_n_ineq, mlirIntegerSetGetNumInequalities)

static PyObject *set_is_empty(PyObject *s, void *c) {
  (void)c;
  return PyBool_FromLong(mlirIntegerSetIsCanonicalEmpty(ISET(s)));
}

static PyObject *set_dump(PyObject *s, PyObject *u) {
  (void)u;
  mlirIntegerSetDump(ISET(s));
  Py_RETURN_NONE;
}

static PyObject *set_capsule(PyObject *self, void *c) {
  (void)c;
  return mpy_handle_capsule(self, "mlir.ir.IntegerSet._CAPIPtr");
}

static MlirContext set_context_of(const void *p) {
  MlirIntegerSet h = {p};
  return mlirIntegerSetGetContext(h);
}

static PyObject *set_capi_create(PyObject *cls, PyObject *cap) {
  (void)cls;
  return mpy_handle_capi_create(cap, "mlir.ir.IntegerSet._CAPIPtr", set_context_of, &PyIntegerSet_Type);
}

static PyMethodDef set_methods[] = {
    {"_CAPICreate", set_capi_create, METH_O | METH_STATIC, NULL},
    {"get", KWF(set_get), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "get(num_dims, num_symbols, exprs, eq_flags, context=None)"},
    {"get_empty", KWF(set_get_empty), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "get_empty(num_dims, num_symbols, context=None)"},
    {"get_replaced", KWF(set_get_replaced), METH_VARARGS | METH_KEYWORDS,
     "Creates a new IntegerSet by replacing dimensions and symbols."},
    {"dump", set_dump, METH_NOARGS, "Dumps the set to stderr."},
    {NULL, NULL, 0, NULL}};

static PyGetSetDef set_getset[] = {
    {"context", mpy_handle_context, NULL, NULL, NULL},
    {"is_canonical_empty", set_is_empty, NULL, NULL, NULL},
    {"n_dims", set_n_dims, NULL, NULL, NULL},
    {"n_symbols", set_n_symbols, NULL, NULL, NULL},
    {"n_inputs", set_n_inputs, NULL, NULL, NULL},
    {"n_equalities", set_n_eq, NULL, NULL, NULL},
    {"n_inequalities", set_n_ineq, NULL, NULL, NULL},
    {"constraints", set_constraints, NULL,
     "The constraints (IntegerSetConstraint: expr, is_eq, pos).", NULL},
    {"_CAPIPtr", set_capsule, NULL, NULL, NULL},
    {NULL, NULL, NULL, NULL, NULL}};

PyTypeObject PyIntegerSet_Type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "mlir._mlir_libs._mlir.ir.IntegerSet",
    .tp_basicsize = sizeof(PyHandleObj),
    .tp_dealloc = mpy_handle_dealloc,
    .tp_repr = set_repr,
    .tp_str = set_str,
    .tp_hash = mpy_handle_hash,
    .tp_richcompare = mpy_handle_richcompare,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_methods = set_methods,
    .tp_getset = set_getset,
};

int mpy_init_affine(PyObject *m) {
  if (PyType_Ready(&PyAffineExpr_Type) < 0 ||
      PyModule_AddObjectRef(m, "AffineExpr", (PyObject *)&PyAffineExpr_Type) < 0)
    return -1;
  PyTypeObject *B = &PyAffineExpr_Type;
  if (mpy_add_concrete(m, &PyAffineConstantExpr_Type, B, isa_mlirAffineExprIsAConstant) < 0 ||
      mpy_add_concrete(m, &PyAffineDimExpr_Type, B, isa_mlirAffineExprIsADim) < 0 ||
      mpy_add_concrete(m, &PyAffineSymbolExpr_Type, B, isa_mlirAffineExprIsASymbol) < 0 ||
      mpy_add_concrete(m, &PyAffineBinaryExpr_Type, B, isa_mlirAffineExprIsABinary) < 0 ||
      mpy_add_concrete(m, &PyAffineAddExpr_Type, B, isa_mlirAffineExprIsAAdd) < 0 ||
      mpy_add_concrete(m, &PyAffineMulExpr_Type, B, isa_mlirAffineExprIsAMul) < 0 ||
      mpy_add_concrete(m, &PyAffineModExpr_Type, B, isa_mlirAffineExprIsAMod) < 0 ||
      mpy_add_concrete(m, &PyAffineFloorDivExpr_Type, B, isa_mlirAffineExprIsAFloorDiv) < 0 ||
      mpy_add_concrete(m, &PyAffineCeilDivExpr_Type, B, isa_mlirAffineExprIsACeilDiv) < 0)
    return -1;
  if (PyType_Ready(&PyAffineMap_Type) < 0 ||
      PyModule_AddObjectRef(m, "AffineMap", (PyObject *)&PyAffineMap_Type) < 0 ||
      PyType_Ready(&PyIntegerSet_Type) < 0 ||
      PyModule_AddObjectRef(m, "IntegerSet", (PyObject *)&PyIntegerSet_Type) < 0)
    return -1;
  return 0;
}
