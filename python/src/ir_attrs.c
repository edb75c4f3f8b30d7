/* ir_attrs.c - Attribute and the builtin attribute classes, with the
 * dense elements attributes converted from and to numpy arrays through the
 * buffer protocol. */
#include "handles.h"

#include <math.h>
#include <string.h>

#define KWF(f) (PyCFunction)(void (*)(void))(f)

int mpy_attr_get(PyObject *o, MlirAttribute *out) {
  if (!PyObject_TypeCheck(o, &PyAttribute_Type)) {
    PyErr_Format(PyExc_TypeError, "expected an Attribute, got %.200s",
                 Py_TYPE(o)->tp_name);
    return -1;
  }
  out->ptr = MPY_H(o)->ptr;
  return 0;
}

PyObject *mpy_attr_wrap(PyContextObj *ctx, MlirAttribute a) {
  if (mlirAttributeIsNull(a)) {
    PyErr_SetString(PyExc_ValueError, "null attribute");
    return NULL;
  }
  return mpy_handle_new(&PyAttribute_Type, ctx, a.ptr);
}

static PyObject *attr_str(PyObject *self) {
  if (!MPY_H(self)->ptr)
    return PyUnicode_FromString("<<NULL ATTRIBUTE>>");
  MpyStr s = {0};
  mlirAttributePrint(MPY_ATTR(self), mpy_str_cb, &s);
  return mpy_str_finish(&s);
}

static PyObject *attr_repr(PyObject *self) { return mpy_repr_of(self, "Attribute"); }

static PyObject *attr_new(PyTypeObject *t, PyObject *args, PyObject *kw) {
  return mpy_handle_cast_new(t, args, kw, &PyAttribute_Type, "attribute");
}

static PyObject *attr_isinstance(PyObject *cls, PyObject *o) {
  return mpy_handle_isinstance(cls, o, &PyAttribute_Type);
}

static const void *parse_attr(MlirContext c, MlirStringRef s) {
  return mlirAttributeParseGet(c, s).ptr;
}

static PyObject *attr_parse(PyObject *cls, PyObject *args, PyObject *kw) {
  (void)cls;
  return mpy_handle_parse(args, kw, parse_attr, "attribute", &PyAttribute_Type);
}

static PyObject *attr_type(PyObject *self, void *c) {
  (void)c;
  return mpy_type_wrap(MPY_CTX(self), mlirAttributeGetType(MPY_ATTR(self)));
}

static PyObject *attr_get_named(PyObject *self, PyObject *name) {
  MlirStringRef s;
  if (mpy_get_str(name, &s) < 0)
    return NULL;
  MlirNamedAttribute na = mlirNamedAttributeGet(
      mlirIdentifierGet(MPY_CTX(self)->ctx, s), MPY_ATTR(self));
  return mpy_named_attr_wrap(MPY_CTX(self), na);
}

static PyObject *attr_dump(PyObject *self, PyObject *u) {
  (void)u;
  mlirAttributeDump(MPY_ATTR(self));
  Py_RETURN_NONE;
}

static PyObject *attr_capsule(PyObject *self, void *c) {
  (void)c;
  return mpy_handle_capsule(self, "mlir.ir.Attribute._CAPIPtr");
}

static MlirContext attr_context_of(const void *p) {
  MlirAttribute h = {p};
  return mlirAttributeGetContext(h);
}

static PyObject *attr_capi_create(PyObject *cls, PyObject *cap) {
  (void)cls;
  return mpy_handle_capi_create(cap, "mlir.ir.Attribute._CAPIPtr", attr_context_of, (PyTypeObject *)cls);
}

static PyMethodDef attr_methods[] = {
    {"parse", KWF(attr_parse), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Parses an attribute from an assembly form."},
    {"isinstance", attr_isinstance, METH_O | METH_CLASS,
     "Whether an Attribute is of this class."},
    {"get_named", attr_get_named, METH_O,
     "Binds a name to the attribute (a NamedAttribute)."},
    {"dump", attr_dump, METH_NOARGS, "Dumps the attribute to stderr."},
    {"_CAPICreate", attr_capi_create, METH_O | METH_CLASS, NULL},
    {NULL, NULL, 0, NULL}};

static PyGetSetDef attr_getset[] = {
    {"context", mpy_handle_context, NULL, "Context that owns the Attribute.", NULL},
    {"type", attr_type, NULL, "The type of the attribute.", NULL},
    {"_CAPIPtr", attr_capsule, NULL, NULL, NULL},
    {NULL, NULL, NULL, NULL, NULL}};

PyTypeObject PyAttribute_Type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "mlir._mlir_libs._mlir.ir.Attribute",
    .tp_basicsize = sizeof(PyHandleObj),
    .tp_dealloc = mpy_handle_dealloc,
    .tp_repr = attr_repr,
    .tp_str = attr_str,
    .tp_hash = mpy_handle_hash,
    .tp_richcompare = mpy_handle_richcompare,
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
    .tp_methods = attr_methods,
    .tp_getset = attr_getset,
    .tp_new = attr_new,
};

/* Resolves `context=` and builds an attribute of class cls. */
static PyObject *wrap_as(PyTypeObject *cls, PyContextObj *c, MlirAttribute a) {
  if (mlirAttributeIsNull(a)) {
    PyErr_SetString(PyExc_ValueError, "invalid attribute");
    return NULL;
  }
  return mpy_handle_new(cls, c, a.ptr);
}

/* ---- AffineMapAttr ------------------------------------------------------ */

MPY_ISA(MlirAttribute, mlirAttributeIsAAffineMap)
static PyTypeObject PyAffineMapAttr_Type;
static PyObject *amapattr_get(PyObject *cls, PyObject *m) {
  (void)cls;
  MlirAffineMap am;
  if (mpy_affine_map_get(m, &am) < 0)
    return NULL;
  return wrap_as(&PyAffineMapAttr_Type, MPY_CTX(m), mlirAffineMapAttrGet(am));
}
static PyObject *amapattr_value(PyObject *s, void *c) {
  (void)c;
  return mpy_affine_map_wrap(MPY_CTX(s), mlirAffineMapAttrGetValue(MPY_ATTR(s)));
}
static PyMethodDef amapattr_methods[] = {
    {"get", amapattr_get, METH_O | METH_STATIC,
     "Gets an attribute wrapping an AffineMap."},
    {NULL, NULL, 0, NULL}};
static PyGetSetDef amapattr_getset[] = {
    {"value", amapattr_value, NULL, "The AffineMap.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};
MPY_CONCRETE(PyAffineMapAttr_Type, "mlir._mlir_libs._mlir.ir.AffineMapAttr", NULL,
             amapattr_methods, amapattr_getset, attr_new);

/* ---- ArrayAttr ------------------------------------------------------------ */

MPY_ISA(MlirAttribute, mlirAttributeIsAArray)
static PyTypeObject PyArrayAttr_Type;
static PyObject *array_get(PyObject *cls, PyObject *a, PyObject *k) {
  (void)cls;
  static char *kwlist[] = {"attributes", "context", NULL};
  PyObject *lo, *co = NULL;
  if (!PyArg_ParseTupleAndKeywords(a, k, "O|O:get", kwlist, &lo, &co))
    return NULL;
  PyObject *f = PySequence_Fast(lo, "attributes must be a sequence of Attributes");
  if (!f)
    return NULL;
  Py_ssize_t n = PySequence_Fast_GET_SIZE(f);
  MlirAttribute *as = PyMem_Calloc(n ? n : 1, sizeof(MlirAttribute));
  if (!as) {
    Py_DECREF(f);
    return PyErr_NoMemory();
  }
  for (Py_ssize_t i = 0; i < n; ++i)
    if (mpy_attr_get(PySequence_Fast_GET_ITEM(f, i), &as[i]) < 0) {
      PyErr_Clear();
      PyErr_Format(PyExc_RuntimeError,
                   "Invalid attribute %swhen attempting to create an ArrayAttribute",
                   PySequence_Fast_GET_ITEM(f, i) == Py_None ? "(None?) " : "");
      PyMem_Free(as);
      Py_DECREF(f);
      return NULL;
    }
  Py_DECREF(f);
  PyContextObj *c = mpy_resolve_context(co);
  PyObject *r = NULL;
  for (Py_ssize_t i = 0; c && i < n; ++i)
    if (mpy_check_context(c, mlirAttributeGetContext(as[i]), "an element") < 0)
      Py_CLEAR(c);
  if (c) {
    r = wrap_as(&PyArrayAttr_Type, c, mlirArrayAttrGet(c->ctx, n, as));
    Py_DECREF(c);
  }
  PyMem_Free(as);
  return r;
}
static Py_ssize_t array_len(PyObject *s) {
  return mlirArrayAttrGetNumElements(MPY_ATTR(s));
}
static PyObject *array_item(PyObject *s, Py_ssize_t i) {
  Py_ssize_t n = array_len(s);
  if (i < 0)
    i += n;
  if (i < 0 || i >= n) {
    PyErr_SetString(PyExc_IndexError, "ArrayAttribute index out of range");
    return NULL;
  }
  return mpy_attr_wrap(MPY_CTX(s), mlirArrayAttrGetElement(MPY_ATTR(s), i));
}
static PyObject *array_add(PyObject *a, PyObject *b) {
  if (!PyObject_TypeCheck(a, &PyArrayAttr_Type))
    Py_RETURN_NOTIMPLEMENTED;
  PyObject *l = PySequence_List(a);
  if (!l)
    return NULL;
  PyObject *rest = PySequence_List(b);
  if (!rest) {
    Py_DECREF(l);
    return NULL;
  }
  PyObject *both = PySequence_Concat(l, rest);
  Py_DECREF(l);
  Py_DECREF(rest);
  if (!both)
    return NULL;
  PyObject *args = Py_BuildValue("(OO)", both, MPY_CTX(a));
  Py_DECREF(both);
  if (!args)
    return NULL;
  PyObject *r = array_get(NULL, args, NULL);
  Py_DECREF(args);
  return r;
}
static PySequenceMethods array_seq = {.sq_length = array_len,
                                      .sq_item = array_item};
static PyNumberMethods array_num = {.nb_add = array_add};
static PyMethodDef array_methods[] = {
    {"get", KWF(array_get), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Gets a uniqued Array attribute"},
    {NULL, NULL, 0, NULL}};
static PyTypeObject PyArrayAttr_Type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "mlir._mlir_libs._mlir.ir.ArrayAttr",
    .tp_basicsize = sizeof(PyHandleObj),
    .tp_dealloc = mpy_handle_dealloc,
    .tp_as_sequence = &array_seq,
    .tp_as_number = &array_num,
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
    .tp_methods = array_methods,
    .tp_new = attr_new,
};

/* ---- DictAttr ------------------------------------------------------------- */

MPY_ISA(MlirAttribute, mlirAttributeIsADictionary)
static PyTypeObject PyDictAttr_Type;
static PyObject *dict_get(PyObject *cls, PyObject *a, PyObject *k) {
  (void)cls;
  static char *kwlist[] = {"value", "context", NULL};
  PyObject *d = NULL, *co = NULL;
  if (!PyArg_ParseTupleAndKeywords(a, k, "|OO:get", kwlist, &d, &co))
    return NULL;
  if (d && d != Py_None && !PyDict_Check(d)) {
    PyErr_SetString(PyExc_TypeError, "value must be a dict of str to Attribute");
    return NULL;
  }
  PyContextObj *c = mpy_resolve_context(co);
  if (!c)
    return NULL;
  Py_ssize_t n = d && d != Py_None ? PyDict_Size(d) : 0, pos = 0, i = 0;
  MlirNamedAttribute *na = PyMem_Calloc(n ? n : 1, sizeof(MlirNamedAttribute));
  PyObject *key, *val, *r = NULL;
  if (!na) {
    Py_DECREF(c);
    return PyErr_NoMemory();
  }
  while (n && PyDict_Next(d, &pos, &key, &val)) {
    MlirStringRef s;
    MlirAttribute at;
    if (mpy_get_str(key, &s) < 0 || mpy_attr_get(val, &at) < 0 ||
        mpy_check_context(c, mlirAttributeGetContext(at), "an element") < 0)
      goto out;
    na[i++] = mlirNamedAttributeGet(mlirIdentifierGet(c->ctx, s), at);
  }
  r = wrap_as(&PyDictAttr_Type, c, mlirDictionaryAttrGet(c->ctx, n, na));
out:
  PyMem_Free(na);
  Py_DECREF(c);
  return r;
}
static Py_ssize_t dict_len(PyObject *s) {
  return mlirDictionaryAttrGetNumElements(MPY_ATTR(s));
}
static PyObject *dict_subscript(PyObject *s, PyObject *key) {
  if (PyUnicode_Check(key)) {
    MlirStringRef str;
    if (mpy_get_str(key, &str) < 0)
      return NULL;
    MlirAttribute a = mlirDictionaryAttrGetElementByName(MPY_ATTR(s), str);
    if (mlirAttributeIsNull(a)) {
      PyErr_SetString(PyExc_KeyError, "attempt to access a non-existent attribute");
      return NULL;
    }
    return mpy_attr_wrap(MPY_CTX(s), a);
  }
  Py_ssize_t i = PyNumber_AsSsize_t(key, PyExc_IndexError);
  if (i == -1 && PyErr_Occurred())
    return NULL;
  Py_ssize_t n = dict_len(s);
  if (i < 0)
    i += n;
  if (i < 0 || i >= n) {
    PyErr_SetString(PyExc_IndexError, "attempt to access out of bounds attribute");
    return NULL;
  }
  return mpy_named_attr_wrap(MPY_CTX(s), mlirDictionaryAttrGetElement(MPY_ATTR(s), i));
}
static int dict_contains(PyObject *s, PyObject *key) {
  MlirStringRef str;
  if (!PyUnicode_Check(key))
    return 0;
  if (mpy_get_str(key, &str) < 0)
    return -1;
  return !mlirAttributeIsNull(mlirDictionaryAttrGetElementByName(MPY_ATTR(s), str));
}
static PyMappingMethods dict_map = {dict_len, dict_subscript, NULL};
static PySequenceMethods dict_seq = {.sq_length = dict_len,
                                     .sq_contains = dict_contains};
static PyMethodDef dict_methods[] = {
    {"get", KWF(dict_get), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Gets an uniqued dict attribute"},
    {NULL, NULL, 0, NULL}};
static PyTypeObject PyDictAttr_Type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "mlir._mlir_libs._mlir.ir.DictAttr",
    .tp_basicsize = sizeof(PyHandleObj),
    .tp_dealloc = mpy_handle_dealloc,
    .tp_as_sequence = &dict_seq,
    .tp_as_mapping = &dict_map,
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
    .tp_methods = dict_methods,
    .tp_new = attr_new,
};

/* ---- FloatAttr / IntegerAttr / BoolAttr ------------------------------------ */

MPY_ISA(MlirAttribute, mlirAttributeIsAFloat)
static PyTypeObject PyFloatAttr_Type;
static PyObject *float_get(PyObject *cls, PyObject *a, PyObject *k) {
  (void)cls;
  static char *kwlist[] = {"type", "value", "loc", NULL};
  PyObject *to, *lo = NULL;
  double v;
  if (!PyArg_ParseTupleAndKeywords(a, k, "O!d|O:get", kwlist, &PyType_Type_, &to,
                                   &v, &lo))
    return NULL;
  PyHandleObj *loc = mpy_resolve_location(lo);
  if (!loc)
    return NULL;
  mpy_capture_begin(loc->ctx);
  MlirAttribute at =
      mlirFloatAttrDoubleGetChecked((MlirLocation){loc->ptr}, MPY_TYPE(to), v);
  PyObject *r = NULL;
  mpy_capture_finish(loc->ctx);
  if (mlirAttributeIsNull(at))
    PyErr_Format(PyExc_ValueError, "invalid '%R' and expected floating point type.", to);
  else
    r = wrap_as(&PyFloatAttr_Type, loc->ctx, at);
  Py_DECREF(loc);
  return r;
}
static PyObject *float_get_w(PyObject *a, PyObject *k, MlirType (*tf)(MlirContext)) {
  static char *kwlist[] = {"value", "context", NULL};
  PyObject *co = NULL;
  double v;
  if (!PyArg_ParseTupleAndKeywords(a, k, "d|O:get", kwlist, &v, &co))
    return NULL;
  PyContextObj *c = mpy_resolve_context(co);
  if (!c)
    return NULL;
  PyObject *r = wrap_as(&PyFloatAttr_Type, c,
                        mlirFloatAttrDoubleGet(c->ctx, tf(c->ctx), v));
  Py_DECREF(c);
  return r;
}
static PyObject *float_get_f32(PyObject *cls, PyObject *a, PyObject *k) {
  (void)cls;
  return float_get_w(a, k, mlirF32TypeGet);
}
static PyObject *float_get_f64(PyObject *cls, PyObject *a, PyObject *k) {
  (void)cls;
  return float_get_w(a, k, mlirF64TypeGet);
}
static PyObject *float_value(PyObject *s, void *c) {
  (void)c;
  return PyFloat_FromDouble(mlirFloatAttrGetValueDouble(MPY_ATTR(s)));
}
static PyMethodDef float_methods[] = {
    {"get", KWF(float_get), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Gets an uniqued float point attribute associated to a type"},
    {"get_f32", KWF(float_get_f32), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Gets an uniqued float point attribute associated to a f32 type"},
    {"get_f64", KWF(float_get_f64), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Gets an uniqued float point attribute associated to a f64 type"},
    {NULL, NULL, 0, NULL}};
static PyGetSetDef float_getset[] = {
    {"value", float_value, NULL, "Returns the value of the float point attribute", NULL},
    {NULL, NULL, NULL, NULL, NULL}};
MPY_CONCRETE(PyFloatAttr_Type, "mlir._mlir_libs._mlir.ir.FloatAttr", NULL, float_methods,
             float_getset, attr_new);

static int isa_int_attr(const void *p) {
  MlirAttribute a = {p};
  return mlirAttributeIsAInteger(a) && !mlirAttributeIsABool(a);
}
static PyTypeObject PyIntegerAttr_Type;
static PyObject *intattr_get(PyObject *cls, PyObject *a, PyObject *k) {
  (void)cls;
  static char *kwlist[] = {"type", "value", NULL};
  PyObject *to, *vo;
  if (!PyArg_ParseTupleAndKeywords(a, k, "O!O:get", kwlist, &PyType_Type_, &to, &vo))
    return NULL;
  MlirType t = MPY_TYPE(to);
  if (!mlirTypeIsAInteger(t) && !mlirTypeIsAIndex(t)) {
    PyObject *rep = PyObject_Repr(to);
    if (rep) {
      PyErr_Format(PyExc_ValueError,
                   "IntegerAttr requires an integer or index type (got %U)", rep);
      Py_DECREF(rep);
    }
    return NULL;
  }
  long long v;
  int overflow;
  v = PyLong_AsLongLongAndOverflow(vo, &overflow);
  if (v == -1 && PyErr_Occurred())
    return NULL;
  if (overflow > 0) { /* large unsigned values */
    unsigned long long u = PyLong_AsUnsignedLongLong(vo);
    if (u == (unsigned long long)-1 && PyErr_Occurred())
      return NULL;
    v = (long long)u;
  } else if (overflow < 0) {
    PyErr_SetString(PyExc_OverflowError, "integer value out of range");
    return NULL;
  }
  return wrap_as(&PyIntegerAttr_Type, MPY_CTX(to), mlirIntegerAttrGet(t, v));
}
static PyObject *intattr_value(PyObject *s, void *c) {
  (void)c;
  return PyLong_FromLongLong(mlirIntegerAttrGetValueInt(MPY_ATTR(s)));
}
static PyMethodDef intattr_methods[] = {
    {"get", KWF(intattr_get), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Gets an uniqued integer attribute associated to a type"},
    {NULL, NULL, 0, NULL}};
static PyGetSetDef intattr_getset[] = {
    {"value", intattr_value, NULL, "Returns the value of the integer attribute", NULL},
    {NULL, NULL, NULL, NULL, NULL}};
MPY_CONCRETE(PyIntegerAttr_Type, "mlir._mlir_libs._mlir.ir.IntegerAttr", NULL, intattr_methods,
             intattr_getset, attr_new);

MPY_ISA(MlirAttribute, mlirAttributeIsABool)
static PyTypeObject PyBoolAttr_Type;
static PyObject *bool_get(PyObject *cls, PyObject *a, PyObject *k) {
  (void)cls;
  static char *kwlist[] = {"value", "context", NULL};
  int v;
  PyObject *co = NULL;
  if (!PyArg_ParseTupleAndKeywords(a, k, "p|O:get", kwlist, &v, &co))
    return NULL;
  PyContextObj *c = mpy_resolve_context(co);
  if (!c)
    return NULL;
  PyObject *r = wrap_as(&PyBoolAttr_Type, c, mlirBoolAttrGet(c->ctx, v));
  Py_DECREF(c);
  return r;
}
static PyObject *bool_value(PyObject *s, void *c) {
  (void)c;
  return PyBool_FromLong(mlirBoolAttrGetValue(MPY_ATTR(s)));
}
static PyMethodDef bool_methods[] = {
    {"get", KWF(bool_get), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Gets an uniqued bool attribute"},
    {NULL, NULL, 0, NULL}};
static PyGetSetDef bool_getset[] = {
    {"value", bool_value, NULL, "Returns the value of the bool attribute", NULL},
    {NULL, NULL, NULL, NULL, NULL}};
MPY_CONCRETE(PyBoolAttr_Type, "mlir._mlir_libs._mlir.ir.BoolAttr", NULL, bool_methods,
             bool_getset, attr_new);

/* ---- string-valued attributes ----------------------------------------------- */

MPY_ISA(MlirAttribute, mlirAttributeIsAString)
static PyTypeObject PyStringAttr_Type;
static PyObject *str_get(PyObject *cls, PyObject *a, PyObject *k) {
  (void)cls;
  static char *kwlist[] = {"value", "context", NULL};
  PyObject *vo, *co = NULL;
  if (!PyArg_ParseTupleAndKeywords(a, k, "U|O:get", kwlist, &vo, &co))
    return NULL;
  MlirStringRef s;
  if (mpy_get_str(vo, &s) < 0)
    return NULL;
  PyContextObj *c = mpy_resolve_context(co);
  if (!c)
    return NULL;
  PyObject *r = wrap_as(&PyStringAttr_Type, c, mlirStringAttrGet(c->ctx, s));
  Py_DECREF(c);
  return r;
}
static PyObject *str_get_typed(PyObject *cls, PyObject *a, PyObject *k) {
  (void)cls;
  static char *kwlist[] = {"type", "value", NULL};
  PyObject *to, *vo;
  if (!PyArg_ParseTupleAndKeywords(a, k, "O!U:get_typed", kwlist, &PyType_Type_,
                                   &to, &vo))
    return NULL;
  MlirStringRef s;
  if (mpy_get_str(vo, &s) < 0)
    return NULL;
  return wrap_as(&PyStringAttr_Type, MPY_CTX(to),
                 mlirStringAttrTypedGet(MPY_TYPE(to), s));
}
static PyObject *str_value(PyObject *s, void *c) {
  (void)c;
  return mpy_str_from_ref(mlirStringAttrGetValue(MPY_ATTR(s)));
}
static PyMethodDef str_methods[] = {
    {"get", KWF(str_get), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Gets a uniqued string attribute"},
    {"get_typed", KWF(str_get_typed), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Gets a uniqued string attribute associated to a type"},
    {NULL, NULL, 0, NULL}};
static PyGetSetDef str_getset[] = {
    {"value", str_value, NULL, "Returns the value of the string attribute", NULL},
    {NULL, NULL, NULL, NULL, NULL}};
MPY_CONCRETE(PyStringAttr_Type, "mlir._mlir_libs._mlir.ir.StringAttr", NULL, str_methods,
             str_getset, attr_new);

MPY_ISA(MlirAttribute, mlirAttributeIsAFlatSymbolRef)
static PyTypeObject PyFlatSymbolRefAttr_Type;
static PyObject *fsym_get(PyObject *cls, PyObject *a, PyObject *k) {
  (void)cls;
  static char *kwlist[] = {"value", "context", NULL};
  PyObject *vo, *co = NULL;
  if (!PyArg_ParseTupleAndKeywords(a, k, "U|O:get", kwlist, &vo, &co))
    return NULL;
  MlirStringRef s;
  if (mpy_get_str(vo, &s) < 0)
    return NULL;
  PyContextObj *c = mpy_resolve_context(co);
  if (!c)
    return NULL;
  PyObject *r = wrap_as(&PyFlatSymbolRefAttr_Type, c,
                        mlirFlatSymbolRefAttrGet(c->ctx, s));
  Py_DECREF(c);
  return r;
}
static PyObject *fsym_value(PyObject *s, void *c) {
  (void)c;
  return mpy_str_from_ref(mlirFlatSymbolRefAttrGetValue(MPY_ATTR(s)));
}
static PyMethodDef fsym_methods[] = {
    {"get", KWF(fsym_get), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Gets a uniqued FlatSymbolRef attribute"},
    {NULL, NULL, 0, NULL}};
static PyGetSetDef fsym_getset[] = {
    {"value", fsym_value, NULL, "Returns the value of the FlatSymbolRef attribute as a string", NULL},
    {NULL, NULL, NULL, NULL, NULL}};
MPY_CONCRETE(PyFlatSymbolRefAttr_Type, "mlir._mlir_libs._mlir.ir.FlatSymbolRefAttr", NULL,
             fsym_methods, fsym_getset, attr_new);

MPY_ISA(MlirAttribute, mlirAttributeIsASymbolRef)
static PyTypeObject PySymbolRefAttr_Type;
static PyObject *sym_get(PyObject *cls, PyObject *a, PyObject *k) {
  (void)cls;
  static char *kwlist[] = {"symbols", "context", NULL};
  PyObject *lo, *co = NULL;
  if (!PyArg_ParseTupleAndKeywords(a, k, "O|O:get", kwlist, &lo, &co))
    return NULL;
  PyObject *f = PySequence_Fast(lo, "symbols must be a sequence of str");
  if (!f)
    return NULL;
  Py_ssize_t n = PySequence_Fast_GET_SIZE(f);
  PyContextObj *c = NULL;
  MlirAttribute *nested = NULL;
  PyObject *r = NULL;
  if (n == 0) {
    PyErr_SetString(PyExc_ValueError, "SymbolRefAttr must be composed of at least one symbol.");
    goto out;
  }
  c = mpy_resolve_context(co);
  if (!c)
    goto out;
  nested = PyMem_Calloc(n, sizeof(MlirAttribute));
  if (!nested) {
    PyErr_NoMemory();
    goto out;
  }
  MlirStringRef root;
  if (mpy_get_str(PySequence_Fast_GET_ITEM(f, 0), &root) < 0)
    goto out;
  for (Py_ssize_t i = 1; i < n; ++i) {
    MlirStringRef s;
    if (mpy_get_str(PySequence_Fast_GET_ITEM(f, i), &s) < 0)
      goto out;
    nested[i - 1] = mlirFlatSymbolRefAttrGet(c->ctx, s);
  }
  r = wrap_as(&PySymbolRefAttr_Type, c, mlirSymbolRefAttrGet(c->ctx, root, n - 1, nested));
out:
  PyMem_Free(nested);
  Py_XDECREF(c);
  Py_DECREF(f);
  return r;
}
static PyObject *sym_value(PyObject *s, void *c) {
  (void)c;
  MlirAttribute a = MPY_ATTR(s);
  intptr_t n = mlirSymbolRefAttrGetNumNestedReferences(a);
  PyObject *l = PyList_New(n + 1);
  if (!l)
    return NULL;
  PyList_SET_ITEM(l, 0, mpy_str_from_ref(mlirSymbolRefAttrGetRootReference(a)));
  for (intptr_t i = 0; i < n; ++i)
    PyList_SET_ITEM(l, i + 1, mpy_str_from_ref(mlirSymbolRefAttrGetRootReference(
                                  mlirSymbolRefAttrGetNestedReference(a, i))));
  return l;
}
static PyMethodDef sym_methods[] = {
    {"get", KWF(sym_get), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Gets a uniqued SymbolRef attribute from a list of symbol names"},
    {NULL, NULL, 0, NULL}};
static PyGetSetDef sym_getset[] = {
    {"value", sym_value, NULL, "Returns the value of the SymbolRef attribute as a list[str]", NULL},
    {NULL, NULL, NULL, NULL, NULL}};
MPY_CONCRETE(PySymbolRefAttr_Type, "mlir._mlir_libs._mlir.ir.SymbolRefAttr", NULL, sym_methods,
             sym_getset, attr_new);

MPY_ISA(MlirAttribute, mlirAttributeIsAOpaque)
static PyTypeObject PyOpaqueAttr_Type;
static PyObject *opq_get(PyObject *cls, PyObject *a, PyObject *k) {
  (void)cls;
  static char *kwlist[] = {"dialect_namespace", "buffer", "type", "context", NULL};
  PyObject *nso, *to, *co = NULL;
  Py_buffer buf;
  if (!PyArg_ParseTupleAndKeywords(a, k, "Us*O!|O:get", kwlist, &nso, &buf,
                                   &PyType_Type_, &to, &co))
    return NULL;
  MlirStringRef ns;
  PyObject *r = NULL;
  if (mpy_get_str(nso, &ns) == 0) {
    PyContextObj *c = mpy_resolve_context(co);
    if (c) {
      r = wrap_as(&PyOpaqueAttr_Type, c,
                  mlirOpaqueAttrGet(c->ctx, ns, buf.len, buf.buf, MPY_TYPE(to)));
      Py_DECREF(c);
    }
  }
  PyBuffer_Release(&buf);
  return r;
}
static PyObject *opq_ns(PyObject *s, void *c) {
  (void)c;
  return mpy_str_from_ref(mlirOpaqueAttrGetDialectNamespace(MPY_ATTR(s)));
}
static PyObject *opq_data(PyObject *s, void *c) {
  (void)c;
  MlirStringRef d = mlirOpaqueAttrGetData(MPY_ATTR(s));
  return PyBytes_FromStringAndSize(d.data, (Py_ssize_t)d.length);
}
static PyMethodDef opq_methods[] = {
    {"get", KWF(opq_get), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Gets an Opaque attribute."},
    {NULL, NULL, 0, NULL}};
static PyGetSetDef opq_getset[] = {
    {"dialect_namespace", opq_ns, NULL, "Returns the dialect namespace for the Opaque attribute as a string", NULL},
    {"data", opq_data, NULL, "Returns the data for the Opaqued attributes as a string", NULL},
    {NULL, NULL, NULL, NULL, NULL}};
MPY_CONCRETE(PyOpaqueAttr_Type, "mlir._mlir_libs._mlir.ir.OpaqueAttr", NULL, opq_methods,
             opq_getset, attr_new);

/* ---- TypeAttr / UnitAttr ------------------------------------------------------ */

MPY_ISA(MlirAttribute, mlirAttributeIsAType)
static PyTypeObject PyTypeAttr_Type;
static PyObject *typeattr_get(PyObject *cls, PyObject *a, PyObject *k) {
  (void)cls;
  static char *kwlist[] = {"value", "context", NULL};
  PyObject *to, *co = NULL;
  if (!PyArg_ParseTupleAndKeywords(a, k, "O!|O:get", kwlist, &PyType_Type_, &to, &co))
    return NULL;
  return wrap_as(&PyTypeAttr_Type, MPY_CTX(to), mlirTypeAttrGet(MPY_TYPE(to)));
}
static PyObject *typeattr_value(PyObject *s, void *c) {
  (void)c;
  return mpy_type_wrap(MPY_CTX(s), mlirTypeAttrGetValue(MPY_ATTR(s)));
}
static PyMethodDef typeattr_methods[] = {
    {"get", KWF(typeattr_get), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Gets a uniqued Type attribute"},
    {NULL, NULL, 0, NULL}};
static PyGetSetDef typeattr_getset[] = {
    {"value", typeattr_value, NULL, "Returns the value of the Type attribute.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};
MPY_CONCRETE(PyTypeAttr_Type, "mlir._mlir_libs._mlir.ir.TypeAttr", NULL, typeattr_methods,
             typeattr_getset, attr_new);

MPY_ISA(MlirAttribute, mlirAttributeIsAUnit)
static PyTypeObject PyUnitAttr_Type;
static PyObject *unit_get(PyObject *cls, PyObject *a, PyObject *k) {
  (void)cls;
  static char *kwlist[] = {"context", NULL};
  PyObject *co = NULL;
  if (!PyArg_ParseTupleAndKeywords(a, k, "|O:get", kwlist, &co))
    return NULL;
  PyContextObj *c = mpy_resolve_context(co);
  if (!c)
    return NULL;
  PyObject *r = wrap_as(&PyUnitAttr_Type, c, mlirUnitAttrGet(c->ctx));
  Py_DECREF(c);
  return r;
}
static PyMethodDef unit_methods[] = {
    {"get", KWF(unit_get), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Create a Unit attribute."},
    {NULL, NULL, 0, NULL}};
MPY_CONCRETE(PyUnitAttr_Type, "mlir._mlir_libs._mlir.ir.UnitAttr", NULL, unit_methods, NULL,
             attr_new);

/* ---- dense elements --------------------------------------------------------------- */

MPY_ISA(MlirAttribute, mlirAttributeIsADenseElements)
MPY_ISA(MlirAttribute, mlirAttributeIsADenseIntElements)
MPY_ISA(MlirAttribute, mlirAttributeIsADenseFPElements)
static PyTypeObject PyDenseElementsAttr_Type, PyDenseIntElementsAttr_Type,
    PyDenseFPElementsAttr_Type;

/* The subclass matching a dense attribute's element type. */
static PyTypeObject *dense_class(MlirAttribute a) {
  if (mlirAttributeIsADenseIntElements(a))
    return &PyDenseIntElementsAttr_Type;
  if (mlirAttributeIsADenseFPElements(a))
    return &PyDenseFPElementsAttr_Type;
  return &PyDenseElementsAttr_Type;
}

/* Element kind from a buffer format: returns the element type or null. */
static MlirType type_for_format(MlirContext c, const char *fmt,
                                Py_ssize_t itemsize, int signless) {
  if (!fmt)
    fmt = "B";
  while (*fmt == '@' || *fmt == '=' || *fmt == '<' || *fmt == '!')
    ++fmt;
  if (fmt[0] && fmt[1]) /* not a single-character format */
    return (MlirType){NULL};
  switch (fmt[0]) {
  case 'f':
    return mlirF32TypeGet(c);
  case 'd':
    return mlirF64TypeGet(c);
  case 'e':
    return mlirF16TypeGet(c);
  case '?':
    return mlirIntegerTypeGet(c, 1);
  case 'b':
  case 'h':
  case 'i':
  case 'l':
  case 'q':
  case 'n':
    return signless ? mlirIntegerTypeGet(c, (unsigned)itemsize * 8)
                    : mlirIntegerTypeSignedGet(c, (unsigned)itemsize * 8);
  case 'B':
  case 'H':
  case 'I':
  case 'L':
  case 'Q':
  case 'N':
    return signless ? mlirIntegerTypeGet(c, (unsigned)itemsize * 8)
                    : mlirIntegerTypeUnsignedGet(c, (unsigned)itemsize * 8);
  }
  return (MlirType){NULL};
}

/* Element byte size of a dense element type: 0 when unsupported. */
static size_t elt_size(MlirType t) {
  if (mlirTypeIsAF32(t))
    return 4;
  if (mlirTypeIsAF64(t))
    return 8;
  if (mlirTypeIsAF16(t) || mlirTypeIsABF16(t))
    return 2;
  if (mlirTypeIsAIndex(t))
    return 8;
  if (mlirTypeIsAInteger(t)) {
    unsigned w = mlirIntegerTypeGetWidth(t);
    if (w == 1)
      return 1;
    if (w == 8 || w == 16 || w == 32 || w == 64)
      return w / 8;
  }
  return 0;
}

static PyObject *dense_get(PyObject *cls, PyObject *a, PyObject *k) {
  (void)cls;
  static char *kwlist[] = {"array", "signless", "type", "shape", "context", NULL};
  PyObject *arr, *to = NULL, *so = NULL, *co = NULL;
  int signless = 1;
  if (!PyArg_ParseTupleAndKeywords(a, k, "O|pOOO:get", kwlist, &arr, &signless,
                                   &to, &so, &co))
    return NULL;
  Py_buffer view;
  if (PyObject_GetBuffer(arr, &view, PyBUF_RECORDS_RO) < 0)
    return NULL;
  PyContextObj *c = mpy_resolve_context(co);
  PyObject *r = NULL;
  int64_t *shape = NULL;
  void *copy = NULL; /* a C-contiguous copy of a strided buffer */
  if (!c)
    goto out;
  MlirType et;
  if (to && to != Py_None) {
    if (mpy_type_get(to, &et) < 0)
      goto out;
  } else {
    et = type_for_format(c->ctx, view.format, view.itemsize, signless);
    if (mlirTypeIsNull(et)) {
      PyErr_Format(PyExc_ValueError,
                   "unimplemented array format conversion from format: %s",
                   view.format ? view.format : "B");
      goto out;
    }
  }
  size_t es = elt_size(et);
  if (es == 0 || (!mlirTypeIsAInteger(et) || mlirIntegerTypeGetWidth(et) != 1
                      ? (size_t)view.itemsize != es
                      : view.itemsize != 1)) {
    PyErr_SetString(PyExc_ValueError,
                    "the element type does not match the array's item size");
    goto out;
  }
  Py_ssize_t rank = view.ndim;
  if (so && so != Py_None) {
    PyObject *f = PySequence_Fast(so, "shape must be a sequence of ints");
    if (!f)
      goto out;
    rank = PySequence_Fast_GET_SIZE(f);
    shape = PyMem_Calloc(rank ? rank : 1, sizeof(int64_t));
    for (Py_ssize_t i = 0; shape && i < rank; ++i)
      shape[i] = PyLong_AsLongLong(PySequence_Fast_GET_ITEM(f, i));
    Py_DECREF(f);
  } else {
    shape = PyMem_Calloc(rank ? rank : 1, sizeof(int64_t));
    for (Py_ssize_t i = 0; shape && i < rank; ++i)
      shape[i] = view.shape ? view.shape[i] : view.len / view.itemsize;
  }
  if (!shape) {
    PyErr_NoMemory();
    goto out;
  }
  if (PyErr_Occurred())
    goto out;
  Py_ssize_t n = view.len / view.itemsize, count = 1;
  for (Py_ssize_t i = 0; i < rank; ++i)
    count *= shape[i];
  if (count != n) {
    PyErr_SetString(PyExc_ValueError, "shape does not match the number of elements");
    goto out;
  }
  MlirType st = mlirRankedTensorTypeGet(rank, shape, et, (MlirAttribute){NULL});
  MlirAttribute at = {NULL};
  const void *d = view.buf;
  if (!PyBuffer_IsContiguous(&view, 'C')) {
    copy = PyMem_Malloc(view.len ? view.len : 1);
    if (!copy) {
      PyErr_NoMemory();
      goto out;
    }
    if (PyBuffer_ToContiguous(copy, &view, view.len, 'C') < 0)
      goto out;
    d = copy;
  }
  if (mlirTypeIsAF32(et))
    at = mlirDenseElementsAttrFloatGet(st, n, d);
  else if (mlirTypeIsAF64(et))
    at = mlirDenseElementsAttrDoubleGet(st, n, d);
  else if (mlirTypeIsAInteger(et) || mlirTypeIsAIndex(et)) {
    unsigned w = mlirTypeIsAIndex(et) ? 64 : mlirIntegerTypeGetWidth(et);
    int uns = mlirTypeIsAInteger(et) && mlirIntegerTypeIsUnsigned(et);
    if (w == 1) {
      int *b = PyMem_Calloc(n ? n : 1, sizeof(int));
      if (!b) {
        PyErr_NoMemory();
        goto out;
      }
      for (Py_ssize_t i = 0; i < n; ++i)
        b[i] = ((const unsigned char *)d)[i] != 0;
      at = mlirDenseElementsAttrBoolGet(st, n, b);
      PyMem_Free(b);
    } else if (w == 8)
      at = uns ? mlirDenseElementsAttrUInt8Get(st, n, d)
               : mlirDenseElementsAttrInt8Get(st, n, d);
    else if (w == 32)
      at = uns ? mlirDenseElementsAttrUInt32Get(st, n, d)
               : mlirDenseElementsAttrInt32Get(st, n, d);
    else if (w == 64)
      at = uns ? mlirDenseElementsAttrUInt64Get(st, n, d)
               : mlirDenseElementsAttrInt64Get(st, n, d);
  }
  if (mlirAttributeIsNull(at)) {
    /* 16-bit elements: through element attributes. */
    MlirAttribute *els = PyMem_Calloc(n ? n : 1, sizeof(MlirAttribute));
    if (!els) {
      PyErr_NoMemory();
      goto out;
    }
    for (Py_ssize_t i = 0; i < n; ++i) {
      const char *p = (const char *)d + i * view.itemsize;
      if (mlirTypeIsAInteger(et)) {
        int16_t v;
        memcpy(&v, p, 2);
        els[i] = mlirIntegerAttrGet(et, mlirIntegerTypeIsUnsigned(et) ? (uint16_t)v : v);
      } else {
        /* f16 / bf16 from their bits: through a float conversion. */
        uint16_t h;
        memcpy(&h, p, 2);
        double v;
        if (mlirTypeIsABF16(et)) {
          uint32_t bits = (uint32_t)h << 16;
          float f;
          memcpy(&f, &bits, 4);
          v = f;
        } else {
          int e = (h >> 10) & 31, m = h & 1023, sgn = h >> 15;
          if (e == 0)
            v = m / 1024.0 / 16384.0;
          else if (e == 31)
            v = m ? (double)NAN : (double)INFINITY;
          else {
            v = (1 + m / 1024.0);
            for (int j = 15; j < e; ++j)
              v *= 2;
            for (int j = e; j < 15; ++j)
              v /= 2;
          }
          if (sgn)
            v = -v;
        }
        els[i] = mlirFloatAttrDoubleGet(c->ctx, et, v);
      }
    }
    at = mlirDenseElementsAttrGet(st, n, els);
    PyMem_Free(els);
  }
  if (mlirAttributeIsNull(at)) {
    PyErr_SetString(PyExc_ValueError, "could not build the dense attribute");
    goto out;
  }
  r = mpy_handle_new(dense_class(at), c, at.ptr);
out:
  PyMem_Free(copy);
  PyMem_Free(shape);
  Py_XDECREF(c);
  PyBuffer_Release(&view);
  return r;
}

static PyObject *dense_get_splat(PyObject *cls, PyObject *a, PyObject *k) {
  (void)cls;
  static char *kwlist[] = {"shaped_type", "element_attr", NULL};
  PyObject *to, *ao;
  if (!PyArg_ParseTupleAndKeywords(a, k, "O!O!:get_splat", kwlist, &PyType_Type_,
                                   &to, &PyAttribute_Type, &ao))
    return NULL;
  MlirType t = MPY_TYPE(to);
  MlirAttribute e = MPY_ATTR(ao);
  if (!mlirTypeIsAShaped(t) || !mlirShapedTypeHasStaticShape(t)) {
    PyObject *rep = PyObject_Repr(to);
    if (rep) {
      PyErr_Format(PyExc_ValueError, "Expected a static ShapedType for the shaped_type parameter: %U", rep);
      Py_DECREF(rep);
    }
    return NULL;
  }
  if (!mlirTypeEqual(mlirShapedTypeGetElementType(t), mlirAttributeGetType(e))) {
    PyObject *rep = PyObject_Repr(ao);
    if (rep) {
      PyErr_Format(PyExc_ValueError, "Shaped element type and attribute type must be equal: shaped=%R, element=%U", to, rep);
      Py_DECREF(rep);
    }
    return NULL;
  }
  MlirAttribute at = mlirDenseElementsAttrSplatGet(t, e);
  return wrap_as(dense_class(at), MPY_CTX(to), at);
}

static Py_ssize_t dense_len(PyObject *s) {
  return (Py_ssize_t)mlirElementsAttrGetNumElements(MPY_ATTR(s));
}

static PyObject *dense_is_splat(PyObject *s, void *c) {
  (void)c;
  return PyBool_FromLong(mlirDenseElementsAttrIsSplat(MPY_ATTR(s)));
}

static PyObject *dense_type(PyObject *s, void *c) {
  (void)c;
  return mpy_type_wrap(MPY_CTX(s), mlirAttributeGetType(MPY_ATTR(s)));
}

static PyObject *dense_item(PyObject *s, Py_ssize_t i) {
  Py_ssize_t n = dense_len(s);
  if (i < 0)
    i += n;
  if (i < 0 || i >= n) {
    PyErr_SetString(PyExc_IndexError, "attempt to access out of bounds element");
    return NULL;
  }
  MlirAttribute a = MPY_ATTR(s);
  MlirType et = mlirShapedTypeGetElementType(mlirAttributeGetType(a));
  if (mlirTypeIsAF32(et))
    return PyFloat_FromDouble(mlirDenseElementsAttrGetFloatValue(a, i));
  if (mlirTypeIsAF64(et))
    return PyFloat_FromDouble(mlirDenseElementsAttrGetDoubleValue(a, i));
  if (mlirTypeIsAIndex(et))
    return PyLong_FromLongLong(mlirDenseElementsAttrGetInt64Value(a, i));
  if (mlirTypeIsAInteger(et)) {
    unsigned w = mlirIntegerTypeGetWidth(et);
    int uns = mlirIntegerTypeIsUnsigned(et);
    if (w == 1) /* 13 reads i1 elements as integers */
      return PyLong_FromLong(mlirDenseElementsAttrGetBoolValue(a, i));
    if (w == 8)
      return uns ? PyLong_FromUnsignedLong(mlirDenseElementsAttrGetUInt8Value(a, i))
                 : PyLong_FromLong(mlirDenseElementsAttrGetInt8Value(a, i));
    if (w == 32)
      return uns ? PyLong_FromUnsignedLong(mlirDenseElementsAttrGetUInt32Value(a, i))
                 : PyLong_FromLong(mlirDenseElementsAttrGetInt32Value(a, i));
    if (w == 64)
      return uns ? PyLong_FromUnsignedLongLong(mlirDenseElementsAttrGetUInt64Value(a, i))
                 : PyLong_FromLongLong(mlirDenseElementsAttrGetInt64Value(a, i));
  }
  /* Other element types: through the element attribute. */
  MlirType st = mlirAttributeGetType(a);
  int64_t rank = mlirShapedTypeGetRank(st);
  uint64_t *idx = PyMem_Calloc(rank ? rank : 1, sizeof(uint64_t));
  if (!idx)
    return PyErr_NoMemory();
  uint64_t rem = (uint64_t)i;
  for (int64_t d = rank - 1; d >= 0; --d) {
    uint64_t sz = (uint64_t)mlirShapedTypeGetDimSize(st, d);
    idx[d] = sz ? rem % sz : 0;
    rem = sz ? rem / sz : 0;
  }
  MlirAttribute e = mlirElementsAttrGetValue(a, rank, idx);
  PyMem_Free(idx);
  if (mlirAttributeIsAFloat(e))
    return PyFloat_FromDouble(mlirFloatAttrGetValueDouble(e));
  if (mlirAttributeIsAInteger(e))
    return PyLong_FromLongLong(mlirIntegerAttrGetValueInt(e));
  PyErr_SetString(PyExc_TypeError, "unsupported element type");
  return NULL;
}

static PyObject *dense_int_item(PyObject *s, Py_ssize_t i) {
  return dense_item(s, i);
}

/* Buffer protocol: a copy of the elements in numpy's layout (the raw data
 * is shared by splats and i1 is bit-packed in MLIR's form). */
static int dense_getbuffer(PyObject *s, Py_buffer *view, int flags) {
  MlirAttribute a = MPY_ATTR(s);
  MlirType st = mlirAttributeGetType(a);
  MlirType et = mlirShapedTypeGetElementType(st);
  const char *fmt = NULL;
  size_t es = elt_size(et);
  if (mlirTypeIsAF32(et))
    fmt = "f";
  else if (mlirTypeIsAF64(et))
    fmt = "d";
  else if (mlirTypeIsAF16(et))
    fmt = "e";
  else if (mlirTypeIsAIndex(et))
    fmt = "q";
  else if (mlirTypeIsAInteger(et) && es) {
    unsigned w = mlirIntegerTypeGetWidth(et);
    int uns = mlirIntegerTypeIsUnsigned(et);
    fmt = w == 1 ? "?" : w == 8 ? (uns ? "B" : "b") : w == 16 ? (uns ? "H" : "h")
          : w == 32 ? (uns ? "I" : "i") : (uns ? "Q" : "q");
  }
  if (!fmt || mlirTypeIsABF16(et)) {
    PyErr_SetString(PyExc_ValueError,
                    "unsupported data type for conversion to Python buffer");
    view->obj = NULL;
    return -1;
  }
  int64_t rank = mlirShapedTypeGetRank(st);
  Py_ssize_t n = dense_len(s);
  /* One block: shape, strides, then the data. */
  size_t meta = 2 * (size_t)(rank ? rank : 1) * sizeof(Py_ssize_t);
  char *mem = PyMem_Malloc(meta + (size_t)(n ? n : 1) * es);
  if (!mem) {
    PyErr_NoMemory();
    view->obj = NULL;
    return -1;
  }
  Py_ssize_t *shape = (Py_ssize_t *)mem, *strides = shape + (rank ? rank : 1);
  char *data = mem + meta;
  for (int64_t d = rank - 1, stride = (int64_t)es; d >= 0; --d) {
    shape[d] = (Py_ssize_t)mlirShapedTypeGetDimSize(st, d);
    strides[d] = (Py_ssize_t)stride;
    stride *= shape[d];
  }
  int splat = mlirDenseElementsAttrIsSplat(a);
  int bits = mlirTypeIsAInteger(et) && mlirIntegerTypeGetWidth(et) == 1;
  if (bits) {
    for (Py_ssize_t i = 0; i < n; ++i)
      data[i] = (char)mlirDenseElementsAttrGetBoolValue(a, splat ? 0 : i);
  } else {
    const char *raw = mlirDenseElementsAttrGetRawData(a);
    if (!raw && n) {
      PyMem_Free(mem);
      PyErr_SetString(PyExc_ValueError, "the attribute has no raw data");
      view->obj = NULL;
      return -1;
    }
    for (Py_ssize_t i = 0; i < n; ++i)
      memcpy(data + i * es, raw + (splat ? 0 : i * es), es);
  }
  view->buf = data;
  view->obj = s;
  Py_INCREF(s);
  view->len = n * (Py_ssize_t)es;
  view->readonly = 1;
  view->itemsize = (Py_ssize_t)es;
  view->format = (flags & PyBUF_FORMAT) ? (char *)fmt : NULL;
  view->ndim = (int)rank;
  view->shape = (flags & PyBUF_ND) ? shape : NULL;
  view->strides = (flags & PyBUF_STRIDES) == PyBUF_STRIDES ? strides : NULL;
  view->suboffsets = NULL;
  view->internal = mem;
  if ((flags & PyBUF_WRITABLE) == PyBUF_WRITABLE) {
    PyErr_SetString(PyExc_BufferError, "dense elements attributes are read-only");
    PyMem_Free(mem);
    Py_CLEAR(view->obj);
    return -1;
  }
  return 0;
}

static void dense_releasebuffer(PyObject *s, Py_buffer *view) {
  (void)s;
  PyMem_Free(view->internal);
  view->internal = NULL;
}

static PyBufferProcs dense_buffer = {dense_getbuffer, dense_releasebuffer};
static PySequenceMethods dense_seq = {.sq_length = dense_len};
static PySequenceMethods dense_elt_seq = {.sq_length = dense_len,
                                          .sq_item = dense_int_item};

static PyMethodDef dense_methods[] = {
    {"get", KWF(dense_get), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "get(array, signless=True, type=None, shape=None, context=None): gets a "
     "DenseElementsAttr from a Python buffer or array (numpy)."},
    {"get_splat", KWF(dense_get_splat), METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Gets a DenseElementsAttr where all values are the same"},
    {NULL, NULL, 0, NULL}};
static PyGetSetDef dense_getset[] = {
    {"is_splat", dense_is_splat, NULL, "Whether every element is the same.", NULL},
    {"type", dense_type, NULL, "The shaped type of the attribute.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};

static PyTypeObject PyDenseElementsAttr_Type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "mlir._mlir_libs._mlir.ir.DenseElementsAttr",
    .tp_basicsize = sizeof(PyHandleObj),
    .tp_dealloc = mpy_handle_dealloc,
    .tp_as_sequence = &dense_seq,
    .tp_as_buffer = &dense_buffer,
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
    .tp_methods = dense_methods,
    .tp_getset = dense_getset,
    .tp_new = attr_new,
};

static PyTypeObject PyDenseIntElementsAttr_Type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "mlir._mlir_libs._mlir.ir.DenseIntElementsAttr",
    .tp_basicsize = sizeof(PyHandleObj),
    .tp_dealloc = mpy_handle_dealloc,
    .tp_as_sequence = &dense_elt_seq,
    .tp_as_buffer = &dense_buffer,
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
    .tp_base = &PyDenseElementsAttr_Type,
    .tp_new = attr_new,
};

static PyTypeObject PyDenseFPElementsAttr_Type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "mlir._mlir_libs._mlir.ir.DenseFPElementsAttr",
    .tp_basicsize = sizeof(PyHandleObj),
    .tp_dealloc = mpy_handle_dealloc,
    .tp_as_sequence = &dense_elt_seq,
    .tp_as_buffer = &dense_buffer,
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
    .tp_base = &PyDenseElementsAttr_Type,
    .tp_new = attr_new,
};

int mpy_init_attrs(PyObject *m) {
  if (PyType_Ready(&PyAttribute_Type) < 0 ||
      PyModule_AddObjectRef(m, "Attribute", (PyObject *)&PyAttribute_Type) < 0)
    return -1;
  PyTypeObject *B = &PyAttribute_Type;
  if (mpy_add_concrete(m, &PyAffineMapAttr_Type, B, isa_mlirAttributeIsAAffineMap) < 0 ||
      mpy_add_concrete(m, &PyArrayAttr_Type, B, isa_mlirAttributeIsAArray) < 0 ||
      mpy_add_concrete(m, &PyDictAttr_Type, B, isa_mlirAttributeIsADictionary) < 0 ||
      mpy_add_concrete(m, &PyFloatAttr_Type, B, isa_mlirAttributeIsAFloat) < 0 ||
      mpy_add_concrete(m, &PyIntegerAttr_Type, B, isa_int_attr) < 0 ||
      mpy_add_concrete(m, &PyBoolAttr_Type, B, isa_mlirAttributeIsABool) < 0 ||
      mpy_add_concrete(m, &PyStringAttr_Type, B, isa_mlirAttributeIsAString) < 0 ||
      mpy_add_concrete(m, &PyFlatSymbolRefAttr_Type, B, isa_mlirAttributeIsAFlatSymbolRef) < 0 ||
      mpy_add_concrete(m, &PySymbolRefAttr_Type, B, isa_mlirAttributeIsASymbolRef) < 0 ||
      mpy_add_concrete(m, &PyOpaqueAttr_Type, B, isa_mlirAttributeIsAOpaque) < 0 ||
      mpy_add_concrete(m, &PyTypeAttr_Type, B, isa_mlirAttributeIsAType) < 0 ||
      mpy_add_concrete(m, &PyUnitAttr_Type, B, isa_mlirAttributeIsAUnit) < 0 ||
      mpy_add_concrete(m, &PyDenseElementsAttr_Type, B, isa_mlirAttributeIsADenseElements) < 0 ||
      mpy_add_concrete(m, &PyDenseIntElementsAttr_Type, B, isa_mlirAttributeIsADenseIntElements) < 0 ||
      mpy_add_concrete(m, &PyDenseFPElementsAttr_Type, B, isa_mlirAttributeIsADenseFPElements) < 0)
    return -1;
  return 0;
}
