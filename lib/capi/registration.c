/* registration.c - mlir-c/Registration.h and the dialect handles of
 * mlir-c/Dialect/{Standard,LLVM,SCF,Tensor}.h, plus the llvm dialect's
 * type constructors (Dialect/LLVM.h). */
#include <stdlib.h>
#include <string.h>

#include "capi_ctx.h"
#include "cmlir/dialect/dlti.h"
#include "cmlir/dialect/gpu.h"
#include "cmlir/dialect/llvm.h"
#include "cmlir/dialect/spirv.h"
#include "cmlir/dialects.h"
#include "cmlir/pass.h"
#include "mlir-c/Dialect/GPU.h"
#include "mlir-c/Dialect/LLVM.h"
#include "mlir-c/Dialect/SCF.h"
#include "mlir-c/Dialect/SPIRV.h"
#include "mlir-c/Dialect/Standard.h"
#include "mlir-c/Dialect/Tensor.h"
#include "mlir-c/Registration.h"

/* Loading is idempotent: registering a dialect the context already has
 * would register its ops again, so check first. */
#define LOADER_(fn, ns, reg)                                                   \
  static void fn(CmContext *ctx) {                                             \
    if (!cm_lookup_dialect(ctx, ns, strlen(ns)))                               \
      reg(ctx);                                                                \
  }
LOADER_(load_std, "std", cm_register_std_dialect)
LOADER_(load_llvm, "llvm", cm_register_llvm_dialect)
LOADER_(load_scf, "scf", cm_register_scf_dialect)
LOADER_(load_tensor, "tensor", cm_register_tensor_dialect)
LOADER_(load_affine, "affine", cm_register_affine_dialect)
LOADER_(load_memref, "memref", cm_register_memref_dialect)
LOADER_(load_math, "math", cm_register_math_dialect)
LOADER_(load_vector, "vector", cm_register_vector_dialect)
LOADER_(load_dlti, "dlti", cm_register_dlti_dialect)
LOADER_(load_gpu, "gpu", cm_register_gpu_dialect)
LOADER_(load_spv, "spv", cm_register_spirv_dialect)
#undef LOADER_

static const CmCapiDialectDesc g_dialects[] = {
    {"affine", load_affine}, {"std", load_std},       {"memref", load_memref},
    {"scf", load_scf},       {"math", load_math},     {"tensor", load_tensor},
    {"vector", load_vector}, {"llvm", load_llvm},     {"dlti", load_dlti},
    {"gpu", load_gpu},
    {"spv", load_spv},
};
enum { D_AFFINE, D_STD, D_MEMREF, D_SCF, D_MATH, D_TENSOR, D_VECTOR, D_LLVM,
       D_DLTI, D_GPU, D_SPV, D_NUM };

static MlirDialectHandle handle(int i) {
  MlirDialectHandle h = {&g_dialects[i]};
  return h;
}

MlirDialectHandle mlirGetDialectHandle__std__(void) { return handle(D_STD); }
MlirDialectHandle mlirGetDialectHandle__llvm__(void) { return handle(D_LLVM); }
MlirDialectHandle mlirGetDialectHandle__scf__(void) { return handle(D_SCF); }
MlirDialectHandle mlirGetDialectHandle__gpu__(void) { return handle(D_GPU); }
MlirDialectHandle mlirGetDialectHandle__spv__(void) { return handle(D_SPV); }
MlirDialectHandle mlirGetDialectHandle__tensor__(void) {
  return handle(D_TENSOR);
}

static const CmCapiDialectDesc *DESC(MlirDialectHandle h) { return h.ptr; }

MlirStringRef mlirDialectHandleGetNamespace(MlirDialectHandle h) {
  return mlirStringRefCreateFromCString(DESC(h)->ns);
}

void mlirDialectHandleRegisterDialect(MlirDialectHandle h, MlirContext ctx) {
  cm_capi_ctx_register(cm_capi_unwrap_ctx(ctx), DESC(h));
}

MlirDialect mlirDialectHandleLoadDialect(MlirDialectHandle h, MlirContext ctx) {
  /* Loading does not register (as upstream: the registered count stays). */
  CmContext *c = cm_capi_unwrap_ctx(ctx);
  DESC(h)->load(c);
  return cm_capi_wrap_dialect(
      cm_lookup_dialect(c, DESC(h)->ns, strlen(DESC(h)->ns)));
}

void mlirRegisterAllDialects(MlirContext context) {
  CmContext *ctx = cm_capi_unwrap_ctx(context);
  for (int i = 0; i < D_NUM; i++) {
    cm_capi_ctx_register(ctx, &g_dialects[i]);
    g_dialects[i].load(ctx);
  }
}

void mlirRegisterAllLLVMTranslations(MlirContext context) { (void)context; }

void mlirRegisterAllPasses(void) { cm_register_all_passes(); }

/* ------------------------------------------------ llvm dialect types */

static CmContext *llvm_ctx(CmContext *ctx) {
  load_llvm(ctx);
  return ctx;
}

MlirType mlirLLVMPointerTypeGet(MlirType pointee, unsigned addressSpace) {
  CmType *t = (CmType *)pointee.ptr;
  llvm_ctx(t->ctx);
  return cm_capi_wrap_type(cm_llvm_ptr_type(t, addressSpace));
}

MlirType mlirLLVMVoidTypeGet(MlirContext ctx) {
  return cm_capi_wrap_type(
      cm_llvm_void_type(llvm_ctx(cm_capi_unwrap_ctx(ctx))));
}

MlirType mlirLLVMArrayTypeGet(MlirType elementType, unsigned numElements) {
  CmType *t = (CmType *)elementType.ptr;
  llvm_ctx(t->ctx);
  return cm_capi_wrap_type(cm_llvm_array_type(t, numElements));
}

MlirType mlirLLVMFunctionTypeGet(MlirType resultType, intptr_t nArgumentTypes,
                                 MlirType const *argumentTypes, bool isVarArg) {
  CmType *r = (CmType *)resultType.ptr;
  llvm_ctx(r->ctx);
  CmType *stackbuf[16];
  CmType **params = nArgumentTypes <= 16
                        ? stackbuf
                        : cm_xmalloc((size_t)nArgumentTypes * sizeof(CmType *));
  for (intptr_t i = 0; i < nArgumentTypes; i++)
    params[i] = (CmType *)argumentTypes[i].ptr;
  CmType *t = cm_llvm_func_type(r, (unsigned)nArgumentTypes, params, isVarArg);
  if (params != stackbuf)
    free(params);
  return cm_capi_wrap_type(t);
}

MlirType mlirLLVMStructTypeLiteralGet(MlirContext ctx, intptr_t nFieldTypes,
                                      MlirType const *fieldTypes,
                                      bool isPacked) {
  CmContext *c = llvm_ctx(cm_capi_unwrap_ctx(ctx));
  CmType *stackbuf[16];
  CmType **elems = nFieldTypes <= 16
                       ? stackbuf
                       : cm_xmalloc((size_t)nFieldTypes * sizeof(CmType *));
  for (intptr_t i = 0; i < nFieldTypes; i++)
    elems[i] = (CmType *)fieldTypes[i].ptr;
  CmType *t = cm_llvm_struct_type(c, (unsigned)nFieldTypes, elems, isPacked);
  if (elems != stackbuf)
    free(elems);
  return cm_capi_wrap_type(t);
}
