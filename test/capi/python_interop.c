/* mlir-c/Bindings/Python/Interop.h: the capsule names and attribute names,
 * and every handle <-> capsule helper round-tripping a handle; a capsule
 * of the wrong kind gives a null handle and a Python error.
 * CAPI-PYTHON (needs python3-dev; not built against upstream)
 *
 * RUN: %capi_check python_interop %s
 */
#include "mlir-c/Bindings/Python/Interop.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <string.h>

static int failures;

/* Wraps `h` into a capsule, checks its name, unwraps it. */
#define ROUND_TRIP(Kind, Handle, CAPSULE, value)                               \
  do {                                                                         \
    Handle h_ = (value);                                                       \
    PyObject *c_ = mlirPython##Kind##ToCapsule(h_);                            \
    const char *name_ = c_ ? PyCapsule_GetName(c_) : "(none)";                 \
    Handle back_ = mlirPythonCapsuleTo##Kind(c_);                              \
    int ok_ = c_ && !strcmp(name_, CAPSULE) && back_.ptr == h_.ptr;            \
    printf("%-16s %-48s %s\n", #Kind, name_, ok_ ? "ok" : "MISMATCH");          \
    failures += !ok_;                                                          \
    Py_XDECREF(c_);                                                            \
  } while (0)

int main(void) {
  Py_Initialize();
  MlirContext ctx = mlirContextCreate();
  MlirModule module = mlirModuleCreateEmpty(mlirLocationUnknownGet(ctx));
  MlirOperation op = mlirModuleGetOperation(module);
  static int dummy[8];

  // CHECK: attributes _CAPIPtr _CAPICreate
  printf("attributes %s %s\n", MLIR_PYTHON_CAPI_PTR_ATTR,
         MLIR_PYTHON_CAPI_FACTORY_ATTR);
  // CHECK-NEXT: Context          mlir.ir.Context._CAPIPtr                         ok
  ROUND_TRIP(Context, MlirContext, MLIR_PYTHON_CAPSULE_CONTEXT, ctx);
  // CHECK-NEXT: Module           mlir.ir.Module._CAPIPtr                          ok
  ROUND_TRIP(Module, MlirModule, MLIR_PYTHON_CAPSULE_MODULE, module);
  // CHECK-NEXT: Operation        mlir.ir.Operation._CAPIPtr                       ok
  ROUND_TRIP(Operation, MlirOperation, MLIR_PYTHON_CAPSULE_OPERATION, op);
  // CHECK-NEXT: Location         mlir.ir.Location._CAPIPtr                        ok
  ROUND_TRIP(Location, MlirLocation, MLIR_PYTHON_CAPSULE_LOCATION,
             mlirLocationUnknownGet(ctx));
  // CHECK-NEXT: Type             mlir.ir.Type._CAPIPtr                            ok
  ROUND_TRIP(Type, MlirType, MLIR_PYTHON_CAPSULE_TYPE,
             mlirIndexTypeGet(ctx));
  // CHECK-NEXT: Attribute        mlir.ir.Attribute._CAPIPtr                       ok
  ROUND_TRIP(Attribute, MlirAttribute, MLIR_PYTHON_CAPSULE_ATTRIBUTE,
             mlirUnitAttrGet(ctx));
  // CHECK-NEXT: AffineExpr       mlir.ir.AffineExpr._CAPIPtr                      ok
  ROUND_TRIP(AffineExpr, MlirAffineExpr, MLIR_PYTHON_CAPSULE_AFFINE_EXPR,
             mlirAffineDimExprGet(ctx, 0));
  // CHECK-NEXT: AffineMap        mlir.ir.AffineMap._CAPIPtr                       ok
  ROUND_TRIP(AffineMap, MlirAffineMap, MLIR_PYTHON_CAPSULE_AFFINE_MAP,
             mlirAffineMapMultiDimIdentityGet(ctx, 2));
  // CHECK-NEXT: IntegerSet       mlir.ir.IntegerSet._CAPIPtr                      ok
  ROUND_TRIP(IntegerSet, MlirIntegerSet, MLIR_PYTHON_CAPSULE_INTEGER_SET,
             mlirIntegerSetEmptyGet(ctx, 1, 0));
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  // CHECK-NEXT: PassManager      mlir.passmanager.PassManager._CAPIPtr            ok
  ROUND_TRIP(PassManager, MlirPassManager, MLIR_PYTHON_CAPSULE_PASS_MANAGER,
             pm);
  mlirPassManagerDestroy(pm);
  /* no engine without LLVM: any non-null pointer makes a capsule */
  MlirExecutionEngine jit = {&dummy[0]};
  // CHECK-NEXT: ExecutionEngine  mlir.execution_engine.ExecutionEngine._CAPIPtr ok
  ROUND_TRIP(ExecutionEngine, MlirExecutionEngine,
             MLIR_PYTHON_CAPSULE_EXECUTION_ENGINE, jit);
  MlirValue value = {&dummy[1]};
  // CHECK-NEXT: Value            mlir.ir.Value._CAPIPtr                           ok
  ROUND_TRIP(Value, MlirValue, MLIR_PYTHON_CAPSULE_VALUE, value);

  /* a capsule of another kind: null handle, Python error set */
  PyObject *c = mlirPythonContextToCapsule(ctx);
  MlirModule wrong = mlirPythonCapsuleToModule(c);
  // CHECK-NEXT: wrong kind: null 1 error 1
  printf("wrong kind: null %d error %d\n", mlirModuleIsNull(wrong),
         PyErr_Occurred() != NULL);
  PyErr_Clear();
  Py_DECREF(c);
  /* not a capsule at all */
  PyObject *notcap = PyLong_FromLong(7);
  MlirContext none = mlirPythonCapsuleToContext(notcap);
  // CHECK-NEXT: not a capsule: null 1 error 1
  printf("not a capsule: null %d error %d\n", mlirContextIsNull(none),
         PyErr_Occurred() != NULL);
  PyErr_Clear();
  Py_DECREF(notcap);

  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  Py_FinalizeEx();
  // CHECK-NEXT: failures 0
  printf("failures %d\n", failures);
  return failures != 0;
}
