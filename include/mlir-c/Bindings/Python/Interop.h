/* mlir-c/Bindings/Python/Interop.h - handing C API handles between Python
 * extension modules (MLIR 13 compatible).
 *
 * MLIR's Python objects expose their C API handle as a PyCapsule in the
 * attribute MLIR_PYTHON_CAPI_PTR_ATTR; the capsule's name says what it
 * holds (MLIR_PYTHON_CAPSULE_*).  A class that can be rebuilt from a
 * capsule has the factory MLIR_PYTHON_CAPI_FACTORY_ATTR.  The helpers below
 * wrap a handle in a capsule (which owns nothing) and take it out again; a
 * capsule of the wrong kind gives a null handle with a Python error set.
 *
 * Only for code built against Python (it includes <Python.h>).
 */
#ifndef MLIR_C_BINDINGS_PYTHON_INTEROP_H
#define MLIR_C_BINDINGS_PYTHON_INTEROP_H

#include <Python.h>

#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/IR.h"
#include "mlir-c/IntegerSet.h"
#include "mlir-c/Pass.h"

/* Capsule names, one per kind of handle. */
#define MLIR_PYTHON_CAPSULE_AFFINE_EXPR "mlir.ir.AffineExpr._CAPIPtr"
#define MLIR_PYTHON_CAPSULE_AFFINE_MAP "mlir.ir.AffineMap._CAPIPtr"
#define MLIR_PYTHON_CAPSULE_ATTRIBUTE "mlir.ir.Attribute._CAPIPtr"
#define MLIR_PYTHON_CAPSULE_CONTEXT "mlir.ir.Context._CAPIPtr"
#define MLIR_PYTHON_CAPSULE_EXECUTION_ENGINE                                   \
  "mlir.execution_engine.ExecutionEngine._CAPIPtr"
#define MLIR_PYTHON_CAPSULE_INTEGER_SET "mlir.ir.IntegerSet._CAPIPtr"
#define MLIR_PYTHON_CAPSULE_LOCATION "mlir.ir.Location._CAPIPtr"
#define MLIR_PYTHON_CAPSULE_MODULE "mlir.ir.Module._CAPIPtr"
#define MLIR_PYTHON_CAPSULE_OPERATION "mlir.ir.Operation._CAPIPtr"
#define MLIR_PYTHON_CAPSULE_TYPE "mlir.ir.Type._CAPIPtr"
#define MLIR_PYTHON_CAPSULE_PASS_MANAGER "mlir.passmanager.PassManager._CAPIPtr"
#define MLIR_PYTHON_CAPSULE_VALUE "mlir.ir.Value._CAPIPtr"

/* The attribute of a Python object holding its capsule. */
#define MLIR_PYTHON_CAPI_PTR_ATTR "_CAPIPtr"

/* The class attribute building an object from a capsule. */
#define MLIR_PYTHON_CAPI_FACTORY_ATTR "_CAPICreate"

/* The handle's pointer as a plain `void *` (handles of immutable objects
 * hold a pointer to const). */
#ifdef __cplusplus
#define MLIR_PYTHON_GET_WRAPPED_POINTER(object) const_cast<void *>(object.ptr)
#else
#define MLIR_PYTHON_GET_WRAPPED_POINTER(object) (void *)(object.ptr)
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* For each kind, mlirPython<Kind>ToCapsule(handle) -> new reference, and
 * mlirPythonCapsuleTo<Kind>(capsule) -> handle (null on a wrong capsule). */
#define MLIR_PYTHON_INTEROP_(Kind, Handle, CAPSULE, arg)                       \
  static inline PyObject *mlirPython##Kind##ToCapsule(Handle arg) {            \
    return PyCapsule_New(MLIR_PYTHON_GET_WRAPPED_POINTER(arg), CAPSULE, NULL); \
  }                                                                            \
  static inline Handle mlirPythonCapsuleTo##Kind(PyObject *capsule) {         \
    Handle h;                                                                  \
    h.ptr = PyCapsule_GetPointer(capsule, CAPSULE);                            \
    return h;                                                                  \
  }

MLIR_PYTHON_INTEROP_(AffineExpr, MlirAffineExpr,
                     MLIR_PYTHON_CAPSULE_AFFINE_EXPR, expr)
MLIR_PYTHON_INTEROP_(Attribute, MlirAttribute, MLIR_PYTHON_CAPSULE_ATTRIBUTE,
                     attribute)
MLIR_PYTHON_INTEROP_(Context, MlirContext, MLIR_PYTHON_CAPSULE_CONTEXT,
                     context)
MLIR_PYTHON_INTEROP_(Location, MlirLocation, MLIR_PYTHON_CAPSULE_LOCATION, loc)
MLIR_PYTHON_INTEROP_(Module, MlirModule, MLIR_PYTHON_CAPSULE_MODULE, module)
MLIR_PYTHON_INTEROP_(PassManager, MlirPassManager,
                     MLIR_PYTHON_CAPSULE_PASS_MANAGER, pm)
MLIR_PYTHON_INTEROP_(Operation, MlirOperation, MLIR_PYTHON_CAPSULE_OPERATION,
                     operation)
MLIR_PYTHON_INTEROP_(Type, MlirType, MLIR_PYTHON_CAPSULE_TYPE, type)
MLIR_PYTHON_INTEROP_(AffineMap, MlirAffineMap, MLIR_PYTHON_CAPSULE_AFFINE_MAP,
                     affineMap)
MLIR_PYTHON_INTEROP_(IntegerSet, MlirIntegerSet,
                     MLIR_PYTHON_CAPSULE_INTEGER_SET, integerSet)
MLIR_PYTHON_INTEROP_(ExecutionEngine, MlirExecutionEngine,
                     MLIR_PYTHON_CAPSULE_EXECUTION_ENGINE, jit)
MLIR_PYTHON_INTEROP_(Value, MlirValue, MLIR_PYTHON_CAPSULE_VALUE, value)

#undef MLIR_PYTHON_INTEROP_

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_BINDINGS_PYTHON_INTEROP_H */
