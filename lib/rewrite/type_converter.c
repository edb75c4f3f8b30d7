/* type_converter.c - type converters and signature conversions of the
 * dialect conversion framework.
 *
 * Conversion callbacks are tried last-added first; the first that does not
 * answer CM_CONV_NEXT decides.  1:1 results (and failures) are cached per
 * type under a lock (a converter may be shared by passes running on
 * several threads).  Materializations are tried last-added first too; when
 * none builds a value, an `unrealized_conversion_cast` is built, as the
 * framework of upstream 13 does for the conversions it cannot resolve. */
#include "rewrite_internal.h"

#include <pthread.h>
#include <string.h>

typedef struct ConvFn {
  CmTypeConvertFn fn;
  void *user;
} ConvFn;
typedef struct MatFn {
  CmMaterializeFn fn;
  void *user;
} MatFn;
typedef CM_VEC(MatFn) MatVec;

struct CmTypeConverter {
  CmContext *ctx;
  CM_VEC(ConvFn) convs;
  MatVec source, target, argument;
  bool no_target; /* target materializations of settled values fail */
  pthread_mutex_t lock;
  CmPtrMap cache; /* type -> converted type (1:1), or 1 for "fails" */
};

CmTypeConverter *cm_type_converter_create(CmContext *ctx) {
  CmTypeConverter *tc = cm_xcalloc(1, sizeof(*tc));
  tc->ctx = ctx;
  pthread_mutex_init(&tc->lock, NULL);
  return tc;
}

void cm_type_converter_destroy(CmTypeConverter *tc) {
  if (!tc)
    return;
  CM_VEC_FREE(tc->convs);
  CM_VEC_FREE(tc->source);
  CM_VEC_FREE(tc->target);
  CM_VEC_FREE(tc->argument);
  cm_ptrmap_free(&tc->cache);
  pthread_mutex_destroy(&tc->lock);
  free(tc);
}

void cm_type_converter_add_conversion(CmTypeConverter *tc, CmTypeConvertFn fn,
                                      void *user) {
  ConvFn c = {fn, user};
  CM_VEC_PUSH(tc->convs, c);
  pthread_mutex_lock(&tc->lock);
  cm_ptrmap_free(&tc->cache);
  memset(&tc->cache, 0, sizeof(tc->cache));
  pthread_mutex_unlock(&tc->lock);
}

static void add_mat(MatVec *v, CmMaterializeFn fn, void *user) {
  MatFn m = {fn, user};
  CM_VEC_PUSH(*v, m);
}
void cm_type_converter_add_source_materialization(CmTypeConverter *tc,
                                                  CmMaterializeFn fn,
                                                  void *user) {
  add_mat(&tc->source, fn, user);
}
void cm_type_converter_add_target_materialization(CmTypeConverter *tc,
                                                  CmMaterializeFn fn,
                                                  void *user) {
  add_mat(&tc->target, fn, user);
}
void cm_type_converter_add_argument_materialization(CmTypeConverter *tc,
                                                    CmMaterializeFn fn,
                                                    void *user) {
  add_mat(&tc->argument, fn, user);
}

/* An unrealized_conversion_cast of `inputs` to `type`. */
CmValue *cm_rw_build_cast_(CmBuilder *b, CmType *type, unsigned n,
                           CmValue *const *inputs, CmLoc *loc) {
  CmOp *op = cm_op_create_v(b->ctx, "unrealized_conversion_cast", loc,
                            1, &type, n, inputs, NULL, 0, NULL, 0);
  cm_builder_insert(b, op);
  return cm_op_result(op, 0);
}

static CmValue *cast_mat(const CmTypeConverter *tc, CmBuilder *b,
                         CmType *type, unsigned n, CmValue *const *inputs,
                         CmLoc *loc, void *user) {
  (void)tc;
  (void)user;
  return cm_rw_build_cast_(b, type, n, inputs, loc);
}

void cm_type_converter_add_cast_materializations(CmTypeConverter *tc) {
  add_mat(&tc->source, cast_mat, NULL);
  add_mat(&tc->target, cast_mat, NULL);
  add_mat(&tc->argument, cast_mat, NULL);
}

#define CACHE_FAIL ((uint64_t)1)

CmResult cm_type_converter_convert(const CmTypeConverter *ctc, CmType *t,
                                   CmTypeVec *out) {
  CmTypeConverter *tc = (CmTypeConverter *)(uintptr_t)ctc;
  pthread_mutex_lock(&tc->lock);
  uint64_t *c = cm_ptrmap_get(&tc->cache, t);
  uint64_t cached = c ? *c : 0;
  pthread_mutex_unlock(&tc->lock);
  if (cached == CACHE_FAIL)
    return CM_FAILURE;
  if (cached) {
    CM_VEC_PUSH(*out, (CmType *)(uintptr_t)cached);
    return CM_SUCCESS;
  }
  size_t start = out->len;
  for (size_t i = tc->convs.len; i-- > 0;) {
    CmResult r = tc->convs.data[i].fn(ctc, t, out, tc->convs.data[i].user);
    if (r == CM_CONV_NEXT) {
      out->len = start;
      continue;
    }
    pthread_mutex_lock(&tc->lock);
    if (r == CM_SUCCESS && out->len == start + 1)
      cm_ptrmap_put_ptr(&tc->cache, t, out->data[start]);
    else if (r != CM_SUCCESS)
      cm_ptrmap_put(&tc->cache, t, CACHE_FAIL);
    pthread_mutex_unlock(&tc->lock);
    if (r != CM_SUCCESS)
      out->len = start;
    return r == CM_SUCCESS ? CM_SUCCESS : CM_FAILURE;
  }
  pthread_mutex_lock(&tc->lock);
  cm_ptrmap_put(&tc->cache, t, CACHE_FAIL);
  pthread_mutex_unlock(&tc->lock);
  return CM_FAILURE;
}

CmType *cm_type_converter_convert_type(const CmTypeConverter *tc, CmType *t) {
  CmTypeVec v = {0};
  CmType *r = NULL;
  if (cm_succeeded(cm_type_converter_convert(tc, t, &v)) && v.len == 1)
    r = v.data[0];
  CM_VEC_FREE(v);
  return r;
}

bool cm_type_converter_is_legal(const CmTypeConverter *tc, CmType *t) {
  return cm_type_converter_convert_type(tc, t) == t;
}

bool cm_type_converter_is_signature_legal(const CmTypeConverter *tc,
                                          CmType *fn) {
  if (!fn || fn->kind != CM_TYPE_FUNCTION)
    return false;
  unsigned n = fn->func.num_inputs + fn->func.num_results;
  for (unsigned i = 0; i < n; i++)
    if (!cm_type_converter_is_legal(tc, fn->func.types[i]))
      return false;
  return true;
}

static bool region_types_legal(const CmTypeConverter *tc, CmRegion *r) {
  for (CmBlock *b = r->first; b; b = b->next)
    for (uint32_t i = 0; i < b->num_args; i++)
      if (!cm_type_converter_is_legal(tc, b->args[i]->type))
        return false;
  return true;
}

bool cm_type_converter_is_legal_op(const CmTypeConverter *tc, CmOp *op) {
  for (unsigned i = 0; i < cm_op_num_operands(op); i++) {
    CmValue *v = cm_op_operand(op, i);
    if (v && !cm_type_converter_is_legal(tc, v->type))
      return false;
  }
  for (unsigned i = 0; i < cm_op_num_results(op); i++)
    if (!cm_type_converter_is_legal(tc, cm_op_result(op, i)->type))
      return false;
  if (cm_op_has_trait(op, CM_TRAIT_FUNCTION_LIKE)) {
    CmAttr *ta = cm_op_get_attr(op, "type");
    if (!ta || ta->kind != CM_ATTR_TYPE ||
        !cm_type_converter_is_signature_legal(tc, ta->type_value))
      return false;
    for (unsigned i = 0; i < cm_op_num_regions(op); i++)
      if (!region_types_legal(tc, cm_op_region(op, i)))
        return false;
  }
  return true;
}

static CmValue *materialize(const CmTypeConverter *tc, const MatVec *v,
                            CmBuilder *b, CmType *type, unsigned n,
                            CmValue *const *inputs, CmLoc *loc) {
  if (tc)
    for (size_t i = v->len; i-- > 0;) {
      CmValue *r = v->data[i].fn(tc, b, type, n, inputs, loc, v->data[i].user);
      if (r)
        return r;
    }
  return cm_rw_build_cast_(b, type, n, inputs, loc);
}

CmValue *cm_type_converter_materialize_source(const CmTypeConverter *tc,
                                              CmBuilder *b, CmType *type,
                                              unsigned n,
                                              CmValue *const *inputs,
                                              CmLoc *loc) {
  return materialize(tc, tc ? &tc->source : NULL, b, type, n, inputs, loc);
}
CmValue *cm_type_converter_materialize_target(const CmTypeConverter *tc,
                                              CmBuilder *b, CmType *type,
                                              unsigned n,
                                              CmValue *const *inputs,
                                              CmLoc *loc) {
  return materialize(tc, tc ? &tc->target : NULL, b, type, n, inputs, loc);
}

void cm_type_converter_fail_target_materializations(CmTypeConverter *tc) {
  tc->no_target = true;
}

bool cm_type_converter_target_materializations_fail(const CmTypeConverter *tc) {
  return tc->no_target;
}
CmValue *cm_type_converter_materialize_argument(const CmTypeConverter *tc,
                                                CmBuilder *b, CmType *type,
                                                unsigned n,
                                                CmValue *const *inputs,
                                                CmLoc *loc) {
  return materialize(tc, tc ? &tc->argument : NULL, b, type, n, inputs, loc);
}

/* ------------------------------------------------ signature conversion */

typedef struct ArgMap {
  unsigned start, count; /* inputs [start, start+count) */
  CmValue *replacement;  /* or a value replacing the argument */
  bool set;
} ArgMap;

struct CmSignatureConversion {
  unsigned num_orig;
  ArgMap *args;
  CmTypeVec inputs;
};

CmSignatureConversion *cm_signature_conversion_create(unsigned num_orig) {
  CmSignatureConversion *sc = cm_xcalloc(1, sizeof(*sc));
  sc->num_orig = num_orig;
  sc->args = cm_xcalloc(num_orig ? num_orig : 1, sizeof(ArgMap));
  return sc;
}

void cm_signature_conversion_destroy(CmSignatureConversion *sc) {
  if (!sc)
    return;
  free(sc->args);
  CM_VEC_FREE(sc->inputs);
  free(sc);
}

void cm_signature_conversion_add_inputs(CmSignatureConversion *sc, unsigned i,
                                        unsigned n, CmType *const *types) {
  if (i >= sc->num_orig)
    return;
  sc->args[i].start = (unsigned)sc->inputs.len;
  sc->args[i].count = n;
  sc->args[i].replacement = NULL;
  sc->args[i].set = true;
  for (unsigned k = 0; k < n; k++)
    CM_VEC_PUSH(sc->inputs, types[k]);
}

void cm_signature_conversion_remap_value(CmSignatureConversion *sc,
                                         unsigned i, CmValue *value) {
  if (i >= sc->num_orig)
    return;
  sc->args[i].start = (unsigned)sc->inputs.len;
  sc->args[i].count = 0;
  sc->args[i].replacement = value;
  sc->args[i].set = true;
}

unsigned cm_signature_conversion_num_inputs(const CmSignatureConversion *sc) {
  return (unsigned)sc->inputs.len;
}
CmType *const *cm_signature_conversion_inputs(const CmSignatureConversion *sc) {
  return sc->inputs.data;
}

/* Private accessors for conversion.c. */
bool cm_sigconv_arg_(const CmSignatureConversion *sc, unsigned i,
                     unsigned *start, unsigned *count, CmValue **repl) {
  if (i >= sc->num_orig || !sc->args[i].set)
    return false;
  *start = sc->args[i].start;
  *count = sc->args[i].count;
  *repl = sc->args[i].replacement;
  return true;
}
unsigned cm_sigconv_num_orig_(const CmSignatureConversion *sc) {
  return sc->num_orig;
}

CmResult cm_type_converter_convert_signature(const CmTypeConverter *tc,
                                             unsigned n, CmType *const *types,
                                             CmSignatureConversion *sc) {
  CmTypeVec out = {0};
  CmResult r = CM_SUCCESS;
  for (unsigned i = 0; i < n && cm_succeeded(r); i++) {
    out.len = 0;
    if (cm_failed(cm_type_converter_convert(tc, types[i], &out)))
      r = CM_FAILURE;
    else
      cm_signature_conversion_add_inputs(sc, i, (unsigned)out.len, out.data);
  }
  CM_VEC_FREE(out);
  return r;
}
