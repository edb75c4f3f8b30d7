/* mlir-c/IR.h - the core IR of cmlir's C API (MLIR 13 compatible):
 * contexts, dialects, locations, modules, operations, regions, blocks,
 * values, types and attributes.
 *
 * Every handle is a struct holding one pointer.  A handle whose pointer is
 * NULL is the null handle (mlirXIsNull).  Ownership follows MLIR 13:
 * objects made by a `Create` function are owned by the caller until they
 * are destroyed (`Destroy`) or handed over to another object by a function
 * that `Take`s them or whose parameter is named `Owned`; types, attributes,
 * locations and identifiers belong to their context and live as long as it.
 */
#ifndef MLIR_C_IR_H
#define MLIR_C_IR_H

#include <stdbool.h>
#include <stdint.h>

#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

#define MLIR_C_HANDLE_(name, storage)                                          \
  struct name {                                                                \
    storage *ptr;                                                              \
  };                                                                           \
  typedef struct name name

MLIR_C_HANDLE_(MlirContext, void);
MLIR_C_HANDLE_(MlirDialect, void);
MLIR_C_HANDLE_(MlirOperation, void);
MLIR_C_HANDLE_(MlirOpPrintingFlags, void);
MLIR_C_HANDLE_(MlirBlock, void);
MLIR_C_HANDLE_(MlirRegion, void);

MLIR_C_HANDLE_(MlirAttribute, const void);
MLIR_C_HANDLE_(MlirIdentifier, const void);
MLIR_C_HANDLE_(MlirLocation, const void);
MLIR_C_HANDLE_(MlirModule, const void);
MLIR_C_HANDLE_(MlirType, const void);
MLIR_C_HANDLE_(MlirValue, const void);

#undef MLIR_C_HANDLE_

/* An attribute with its name. */
struct MlirNamedAttribute {
  MlirIdentifier name;
  MlirAttribute attribute;
};
typedef struct MlirNamedAttribute MlirNamedAttribute;

/* Everything needed to create an operation, collected piece by piece with
 * the mlirOperationState* functions; mlirOperationCreate consumes it. */
struct MlirOperationState {
  MlirStringRef name;
  MlirLocation location;
  intptr_t nResults;
  MlirType *results;
  intptr_t nOperands;
  MlirValue *operands;
  intptr_t nRegions;
  MlirRegion *regions;
  intptr_t nSuccessors;
  MlirBlock *successors;
  intptr_t nAttributes;
  MlirNamedAttribute *attributes;
  bool enableResultTypeInference;
};
typedef struct MlirOperationState MlirOperationState;

/* ---------------------------------------------------------------------
 * Contexts
 * --------------------------------------------------------------------- */
/* A new context with the builtin dialect loaded; destroy it with
 * mlirContextDestroy. */
MLIR_CAPI_EXPORTED MlirContext mlirContextCreate(void);
MLIR_CAPI_EXPORTED bool mlirContextEqual(MlirContext ctx1, MlirContext ctx2);
static inline bool mlirContextIsNull(MlirContext context) {
  return !context.ptr;
}
MLIR_CAPI_EXPORTED void mlirContextDestroy(MlirContext context);
MLIR_CAPI_EXPORTED void
mlirContextSetAllowUnregisteredDialects(MlirContext context, bool allow);
MLIR_CAPI_EXPORTED bool
mlirContextGetAllowUnregisteredDialects(MlirContext context);
/* Dialects made available to the context (registered), and those of them
 * actually instantiated (loaded). */
MLIR_CAPI_EXPORTED intptr_t
mlirContextGetNumRegisteredDialects(MlirContext context);
MLIR_CAPI_EXPORTED intptr_t mlirContextGetNumLoadedDialects(MlirContext context);
/* Loads a registered dialect by namespace; null if it is not registered. */
MLIR_CAPI_EXPORTED MlirDialect mlirContextGetOrLoadDialect(MlirContext context,
                                                          MlirStringRef name);
MLIR_CAPI_EXPORTED void mlirContextEnableMultithreading(MlirContext context,
                                                        bool enable);
/* Whether `name` ("dialect.op") is an op of a loaded dialect. */
MLIR_CAPI_EXPORTED bool mlirContextIsRegisteredOperation(MlirContext context,
                                                         MlirStringRef name);

/* ---------------------------------------------------------------------
 * Dialects
 * --------------------------------------------------------------------- */
MLIR_CAPI_EXPORTED MlirContext mlirDialectGetContext(MlirDialect dialect);
static inline bool mlirDialectIsNull(MlirDialect dialect) {
  return !dialect.ptr;
}
MLIR_CAPI_EXPORTED bool mlirDialectEqual(MlirDialect dialect1,
                                         MlirDialect dialect2);
MLIR_CAPI_EXPORTED MlirStringRef mlirDialectGetNamespace(MlirDialect dialect);

/* ---------------------------------------------------------------------
 * Locations
 * --------------------------------------------------------------------- */
MLIR_CAPI_EXPORTED MlirLocation mlirLocationFileLineColGet(
    MlirContext context, MlirStringRef filename, unsigned line, unsigned col);
MLIR_CAPI_EXPORTED MlirLocation mlirLocationCallSiteGet(MlirLocation callee,
                                                        MlirLocation caller);
MLIR_CAPI_EXPORTED MlirLocation mlirLocationUnknownGet(MlirContext context);
MLIR_CAPI_EXPORTED MlirContext mlirLocationGetContext(MlirLocation location);
static inline bool mlirLocationIsNull(MlirLocation location) {
  return !location.ptr;
}
MLIR_CAPI_EXPORTED bool mlirLocationEqual(MlirLocation l1, MlirLocation l2);
/* Prints `loc(...)` through the callback. */
MLIR_CAPI_EXPORTED void mlirLocationPrint(MlirLocation location,
                                          MlirStringCallback callback,
                                          void *userData);

/* ---------------------------------------------------------------------
 * Modules
 * --------------------------------------------------------------------- */
MLIR_CAPI_EXPORTED MlirModule mlirModuleCreateEmpty(MlirLocation location);
/* Parses a module; null (and a diagnostic) on error. */
MLIR_CAPI_EXPORTED MlirModule mlirModuleCreateParse(MlirContext context,
                                                    MlirStringRef module);
MLIR_CAPI_EXPORTED MlirContext mlirModuleGetContext(MlirModule module);
MLIR_CAPI_EXPORTED MlirBlock mlirModuleGetBody(MlirModule module);
static inline bool mlirModuleIsNull(MlirModule module) { return !module.ptr; }
MLIR_CAPI_EXPORTED void mlirModuleDestroy(MlirModule module);
MLIR_CAPI_EXPORTED MlirOperation mlirModuleGetOperation(MlirModule module);
/* The module an op is, or null if it is not a builtin.module. */
MLIR_CAPI_EXPORTED MlirModule mlirModuleFromOperation(MlirOperation op);

/* ---------------------------------------------------------------------
 * Operation states
 * --------------------------------------------------------------------- */
MLIR_CAPI_EXPORTED MlirOperationState mlirOperationStateGet(MlirStringRef name,
                                                            MlirLocation loc);
MLIR_CAPI_EXPORTED void mlirOperationStateAddResults(MlirOperationState *state,
                                                     intptr_t n,
                                                     MlirType const *results);
MLIR_CAPI_EXPORTED void
mlirOperationStateAddOperands(MlirOperationState *state, intptr_t n,
                              MlirValue const *operands);
MLIR_CAPI_EXPORTED void
mlirOperationStateAddOwnedRegions(MlirOperationState *state, intptr_t n,
                                  MlirRegion const *regions);
MLIR_CAPI_EXPORTED void
mlirOperationStateAddSuccessors(MlirOperationState *state, intptr_t n,
                                MlirBlock const *successors);
MLIR_CAPI_EXPORTED void
mlirOperationStateAddAttributes(MlirOperationState *state, intptr_t n,
                                MlirNamedAttribute const *attributes);
MLIR_CAPI_EXPORTED void
mlirOperationStateEnableResultTypeInference(MlirOperationState *state);

/* ---------------------------------------------------------------------
 * Printing flags
 * --------------------------------------------------------------------- */
MLIR_CAPI_EXPORTED MlirOpPrintingFlags mlirOpPrintingFlagsCreate(void);
MLIR_CAPI_EXPORTED void mlirOpPrintingFlagsDestroy(MlirOpPrintingFlags flags);
MLIR_CAPI_EXPORTED void
mlirOpPrintingFlagsElideLargeElementsAttrs(MlirOpPrintingFlags flags,
                                           intptr_t largeElementLimit);
MLIR_CAPI_EXPORTED void
mlirOpPrintingFlagsEnableDebugInfo(MlirOpPrintingFlags flags, bool prettyForm);
MLIR_CAPI_EXPORTED void
mlirOpPrintingFlagsPrintGenericOpForm(MlirOpPrintingFlags flags);
MLIR_CAPI_EXPORTED void
mlirOpPrintingFlagsUseLocalScope(MlirOpPrintingFlags flags);

/* ---------------------------------------------------------------------
 * Operations
 * --------------------------------------------------------------------- */
/* Creates a detached op from the state (taking its regions); null, with a
 * diagnostic, when it cannot be built. */
MLIR_CAPI_EXPORTED MlirOperation mlirOperationCreate(MlirOperationState *state);
/* A detached deep copy. */
MLIR_CAPI_EXPORTED MlirOperation mlirOperationClone(MlirOperation op);
MLIR_CAPI_EXPORTED void mlirOperationDestroy(MlirOperation op);
static inline bool mlirOperationIsNull(MlirOperation op) { return !op.ptr; }
MLIR_CAPI_EXPORTED bool mlirOperationEqual(MlirOperation op,
                                           MlirOperation other);
MLIR_CAPI_EXPORTED MlirContext mlirOperationGetContext(MlirOperation op);
MLIR_CAPI_EXPORTED MlirIdentifier mlirOperationGetName(MlirOperation op);
MLIR_CAPI_EXPORTED MlirBlock mlirOperationGetBlock(MlirOperation op);
MLIR_CAPI_EXPORTED MlirOperation
mlirOperationGetParentOperation(MlirOperation op);
MLIR_CAPI_EXPORTED intptr_t mlirOperationGetNumRegions(MlirOperation op);
MLIR_CAPI_EXPORTED MlirRegion mlirOperationGetRegion(MlirOperation op,
                                                     intptr_t pos);
MLIR_CAPI_EXPORTED MlirOperation mlirOperationGetNextInBlock(MlirOperation op);
MLIR_CAPI_EXPORTED intptr_t mlirOperationGetNumOperands(MlirOperation op);
MLIR_CAPI_EXPORTED MlirValue mlirOperationGetOperand(MlirOperation op,
                                                     intptr_t pos);
MLIR_CAPI_EXPORTED void mlirOperationSetOperand(MlirOperation op, intptr_t pos,
                                                MlirValue newValue);
MLIR_CAPI_EXPORTED intptr_t mlirOperationGetNumResults(MlirOperation op);
MLIR_CAPI_EXPORTED MlirValue mlirOperationGetResult(MlirOperation op,
                                                    intptr_t pos);
MLIR_CAPI_EXPORTED intptr_t mlirOperationGetNumSuccessors(MlirOperation op);
MLIR_CAPI_EXPORTED MlirBlock mlirOperationGetSuccessor(MlirOperation op,
                                                       intptr_t pos);
MLIR_CAPI_EXPORTED intptr_t mlirOperationGetNumAttributes(MlirOperation op);
MLIR_CAPI_EXPORTED MlirNamedAttribute
mlirOperationGetAttribute(MlirOperation op, intptr_t pos);
/* Null when the op has no attribute of that name. */
MLIR_CAPI_EXPORTED MlirAttribute
mlirOperationGetAttributeByName(MlirOperation op, MlirStringRef name);
MLIR_CAPI_EXPORTED void mlirOperationSetAttributeByName(MlirOperation op,
                                                        MlirStringRef name,
                                                        MlirAttribute attr);
/* True if there was such an attribute. */
MLIR_CAPI_EXPORTED bool mlirOperationRemoveAttributeByName(MlirOperation op,
                                                           MlirStringRef name);
MLIR_CAPI_EXPORTED void mlirOperationPrint(MlirOperation op,
                                           MlirStringCallback callback,
                                           void *userData);
MLIR_CAPI_EXPORTED void mlirOperationPrintWithFlags(MlirOperation op,
                                                    MlirOpPrintingFlags flags,
                                                    MlirStringCallback callback,
                                                    void *userData);
MLIR_CAPI_EXPORTED void mlirOperationDump(MlirOperation op);
/* Verifies the op and everything nested; failures are reported as
 * diagnostics. */
MLIR_CAPI_EXPORTED bool mlirOperationVerify(MlirOperation op);

/* ---------------------------------------------------------------------
 * Regions
 * --------------------------------------------------------------------- */
MLIR_CAPI_EXPORTED MlirRegion mlirRegionCreate(void);
MLIR_CAPI_EXPORTED void mlirRegionDestroy(MlirRegion region);
static inline bool mlirRegionIsNull(MlirRegion region) { return !region.ptr; }
MLIR_CAPI_EXPORTED MlirBlock mlirRegionGetFirstBlock(MlirRegion region);
MLIR_CAPI_EXPORTED void mlirRegionAppendOwnedBlock(MlirRegion region,
                                                   MlirBlock block);
MLIR_CAPI_EXPORTED void
mlirRegionInsertOwnedBlock(MlirRegion region, intptr_t pos, MlirBlock block);
/* A null reference inserts at the start (After) / the end (Before). */
MLIR_CAPI_EXPORTED void mlirRegionInsertOwnedBlockAfter(MlirRegion region,
                                                        MlirBlock reference,
                                                        MlirBlock block);
MLIR_CAPI_EXPORTED void mlirRegionInsertOwnedBlockBefore(MlirRegion region,
                                                         MlirBlock reference,
                                                         MlirBlock block);

/* ---------------------------------------------------------------------
 * Blocks
 * --------------------------------------------------------------------- */
MLIR_CAPI_EXPORTED MlirBlock mlirBlockCreate(intptr_t nArgs,
                                             MlirType const *args);
MLIR_CAPI_EXPORTED void mlirBlockDestroy(MlirBlock block);
static inline bool mlirBlockIsNull(MlirBlock block) { return !block.ptr; }
MLIR_CAPI_EXPORTED bool mlirBlockEqual(MlirBlock block, MlirBlock other);
MLIR_CAPI_EXPORTED MlirOperation mlirBlockGetParentOperation(MlirBlock);
MLIR_CAPI_EXPORTED MlirBlock mlirBlockGetNextInRegion(MlirBlock block);
MLIR_CAPI_EXPORTED MlirOperation mlirBlockGetFirstOperation(MlirBlock block);
/* The last op if it is a terminator, else null. */
MLIR_CAPI_EXPORTED MlirOperation mlirBlockGetTerminator(MlirBlock block);
MLIR_CAPI_EXPORTED void mlirBlockAppendOwnedOperation(MlirBlock block,
                                                      MlirOperation operation);
MLIR_CAPI_EXPORTED void mlirBlockInsertOwnedOperation(MlirBlock block,
                                                      intptr_t pos,
                                                      MlirOperation operation);
/* A null reference inserts at the start (After) / the end (Before). */
MLIR_CAPI_EXPORTED void
mlirBlockInsertOwnedOperationAfter(MlirBlock block, MlirOperation reference,
                                   MlirOperation operation);
MLIR_CAPI_EXPORTED void
mlirBlockInsertOwnedOperationBefore(MlirBlock block, MlirOperation reference,
                                    MlirOperation operation);
MLIR_CAPI_EXPORTED intptr_t mlirBlockGetNumArguments(MlirBlock block);
MLIR_CAPI_EXPORTED MlirValue mlirBlockAddArgument(MlirBlock block,
                                                  MlirType type);
MLIR_CAPI_EXPORTED MlirValue mlirBlockGetArgument(MlirBlock block,
                                                  intptr_t pos);
MLIR_CAPI_EXPORTED void
mlirBlockPrint(MlirBlock block, MlirStringCallback callback, void *userData);

/* ---------------------------------------------------------------------
 * Values
 * --------------------------------------------------------------------- */
static inline bool mlirValueIsNull(MlirValue value) { return !value.ptr; }
MLIR_CAPI_EXPORTED bool mlirValueEqual(MlirValue value1, MlirValue value2);
MLIR_CAPI_EXPORTED bool mlirValueIsABlockArgument(MlirValue value);
MLIR_CAPI_EXPORTED bool mlirValueIsAOpResult(MlirValue value);
MLIR_CAPI_EXPORTED MlirBlock mlirBlockArgumentGetOwner(MlirValue value);
MLIR_CAPI_EXPORTED intptr_t mlirBlockArgumentGetArgNumber(MlirValue value);
MLIR_CAPI_EXPORTED void mlirBlockArgumentSetType(MlirValue value,
                                                 MlirType type);
MLIR_CAPI_EXPORTED MlirOperation mlirOpResultGetOwner(MlirValue value);
MLIR_CAPI_EXPORTED intptr_t mlirOpResultGetResultNumber(MlirValue value);
MLIR_CAPI_EXPORTED MlirType mlirValueGetType(MlirValue value);
MLIR_CAPI_EXPORTED void mlirValueDump(MlirValue value);
MLIR_CAPI_EXPORTED void
mlirValuePrint(MlirValue value, MlirStringCallback callback, void *userData);

/* ---------------------------------------------------------------------
 * Types
 * --------------------------------------------------------------------- */
/* Parses a type; null (and a diagnostic) on error. */
MLIR_CAPI_EXPORTED MlirType mlirTypeParseGet(MlirContext context,
                                             MlirStringRef type);
MLIR_CAPI_EXPORTED MlirContext mlirTypeGetContext(MlirType type);
static inline bool mlirTypeIsNull(MlirType type) { return !type.ptr; }
MLIR_CAPI_EXPORTED bool mlirTypeEqual(MlirType t1, MlirType t2);
MLIR_CAPI_EXPORTED void
mlirTypePrint(MlirType type, MlirStringCallback callback, void *userData);
MLIR_CAPI_EXPORTED void mlirTypeDump(MlirType type);

/* ---------------------------------------------------------------------
 * Attributes
 * --------------------------------------------------------------------- */
/* Parses an attribute; null (and a diagnostic) on error. */
MLIR_CAPI_EXPORTED MlirAttribute mlirAttributeParseGet(MlirContext context,
                                                       MlirStringRef attr);
MLIR_CAPI_EXPORTED MlirContext mlirAttributeGetContext(MlirAttribute attribute);
MLIR_CAPI_EXPORTED MlirType mlirAttributeGetType(MlirAttribute attribute);
static inline bool mlirAttributeIsNull(MlirAttribute attr) { return !attr.ptr; }
MLIR_CAPI_EXPORTED bool mlirAttributeEqual(MlirAttribute a1, MlirAttribute a2);
MLIR_CAPI_EXPORTED void mlirAttributePrint(MlirAttribute attr,
                                           MlirStringCallback callback,
                                           void *userData);
MLIR_CAPI_EXPORTED void mlirAttributeDump(MlirAttribute attr);
MLIR_CAPI_EXPORTED MlirNamedAttribute mlirNamedAttributeGet(MlirIdentifier name,
                                                            MlirAttribute attr);

/* ---------------------------------------------------------------------
 * Identifiers
 * --------------------------------------------------------------------- */
MLIR_CAPI_EXPORTED MlirIdentifier mlirIdentifierGet(MlirContext context,
                                                    MlirStringRef str);
MLIR_CAPI_EXPORTED MlirContext mlirIdentifierGetContext(MlirIdentifier);
MLIR_CAPI_EXPORTED bool mlirIdentifierEqual(MlirIdentifier ident,
                                            MlirIdentifier other);
MLIR_CAPI_EXPORTED MlirStringRef mlirIdentifierStr(MlirIdentifier ident);

/* =====================================================================
 * Beyond MLIR 13: functions of later upstream releases (same names and
 * signatures as there).  Code using them does not build against 13.
 * ===================================================================== */

/* -- dialect registries ------------------------------------------------- */
struct MlirDialectRegistry {
  void *ptr;
};
typedef struct MlirDialectRegistry MlirDialectRegistry;

/* A set of dialects to register with contexts (see
 * mlirDialectHandleInsertDialect in Registration.h). */
MLIR_CAPI_EXPORTED MlirDialectRegistry mlirDialectRegistryCreate(void);
static inline bool mlirDialectRegistryIsNull(MlirDialectRegistry registry) {
  return !registry.ptr;
}
MLIR_CAPI_EXPORTED void mlirDialectRegistryDestroy(MlirDialectRegistry registry);
/* Registers the registry's dialects with the context. */
MLIR_CAPI_EXPORTED void
mlirContextAppendDialectRegistry(MlirContext ctx, MlirDialectRegistry registry);

/* -- contexts ----------------------------------------------------------- */
MLIR_CAPI_EXPORTED MlirContext mlirContextCreateWithThreading(bool threadingEnabled);
MLIR_CAPI_EXPORTED MlirContext
mlirContextCreateWithRegistry(MlirDialectRegistry registry, bool threadingEnabled);
/* Loads every registered dialect. */
MLIR_CAPI_EXPORTED void mlirContextLoadAllAvailableDialects(MlirContext context);

/* -- locations ---------------------------------------------------------- */
/* `loc(fused[locs...])`, or `loc(fused<metadata>[...])` with a non-null
 * metadata attribute. */
MLIR_CAPI_EXPORTED MlirLocation
mlirLocationFusedGet(MlirContext ctx, intptr_t nLocations,
                     MlirLocation const *locations, MlirAttribute metadata);
/* `loc("name"(child))`; a null child means unknown. */
MLIR_CAPI_EXPORTED MlirLocation mlirLocationNameGet(MlirContext context,
                                                    MlirStringRef name,
                                                    MlirLocation childLoc);
/* A location is an attribute: the conversions (null if the attribute is
 * not a location). */
MLIR_CAPI_EXPORTED MlirAttribute mlirLocationGetAttribute(MlirLocation location);
MLIR_CAPI_EXPORTED MlirLocation mlirLocationFromAttribute(MlirAttribute attribute);

/* -- printing flags ----------------------------------------------------- */
/* Prints without verifying first (cmlir never verifies before printing). */
MLIR_CAPI_EXPORTED void
mlirOpPrintingFlagsAssumeVerified(MlirOpPrintingFlags flags);

/* -- operations --------------------------------------------------------- */
/* Parses the single top-level op of text named `sourceName` (no implicit
 * module) and verifies it; null, with a diagnostic, on error. */
MLIR_CAPI_EXPORTED MlirOperation mlirOperationCreateParse(MlirContext context,
                                                          MlirStringRef sourceStr,
                                                          MlirStringRef sourceName);
MLIR_CAPI_EXPORTED MlirLocation mlirOperationGetLocation(MlirOperation op);
MLIR_CAPI_EXPORTED void mlirOperationSetLocation(MlirOperation op,
                                                 MlirLocation loc);
/* Null for an unregistered op. */
MLIR_CAPI_EXPORTED MlirTypeID mlirOperationGetTypeID(MlirOperation op);
/* Null if the op has no regions. */
MLIR_CAPI_EXPORTED MlirRegion mlirOperationGetFirstRegion(MlirOperation op);
MLIR_CAPI_EXPORTED void mlirOperationSetSuccessor(MlirOperation op,
                                                  intptr_t pos,
                                                  MlirBlock block);
/* Detaches the op from its block (the caller then owns it). */
MLIR_CAPI_EXPORTED void mlirOperationRemoveFromParent(MlirOperation op);
/* Moves `op` right after / before `other` (in other's block). */
MLIR_CAPI_EXPORTED void mlirOperationMoveAfter(MlirOperation op,
                                               MlirOperation other);
MLIR_CAPI_EXPORTED void mlirOperationMoveBefore(MlirOperation op,
                                                MlirOperation other);
/* Whether `op` comes before `other`; both must be in the same block. */
MLIR_CAPI_EXPORTED bool mlirOperationIsBeforeInBlock(MlirOperation op,
                                                     MlirOperation other);

typedef enum MlirWalkResult {
  MlirWalkResultAdvance,
  MlirWalkResultInterrupt,
  MlirWalkResultSkip
} MlirWalkResult;
typedef enum MlirWalkOrder { MlirWalkPreOrder, MlirWalkPostOrder } MlirWalkOrder;
/* Called for every op of a walk; Skip (pre-order) skips the op's regions,
 * Interrupt ends the walk. */
typedef MlirWalkResult (*MlirOperationWalkCallback)(MlirOperation,
                                                    void *userData);
/* Calls `callback` on `op` and every op nested in it. */
MLIR_CAPI_EXPORTED void mlirOperationWalk(MlirOperation op,
                                          MlirOperationWalkCallback callback,
                                          void *userData,
                                          MlirWalkOrder walkOrder);

/* -- regions ------------------------------------------------------------ */
MLIR_CAPI_EXPORTED bool mlirRegionEqual(MlirRegion region, MlirRegion other);
/* The next region of the op owning `region`, or null. */
MLIR_CAPI_EXPORTED MlirRegion mlirRegionGetNextInOperation(MlirRegion region);
/* Moves the blocks of `source` to `target`, replacing target's. */
MLIR_CAPI_EXPORTED void mlirRegionTakeBody(MlirRegion target,
                                           MlirRegion source);

/* -- blocks ------------------------------------------------------------- */
MLIR_CAPI_EXPORTED MlirRegion mlirBlockGetParentRegion(MlirBlock block);
/* Detaches the block from its region (the caller then owns it). */
MLIR_CAPI_EXPORTED void mlirBlockDetach(MlirBlock block);
MLIR_CAPI_EXPORTED MlirValue mlirBlockInsertArgument(MlirBlock block,
                                                     intptr_t pos,
                                                     MlirType type,
                                                     MlirLocation loc);
/* The argument must be unused. */
MLIR_CAPI_EXPORTED void mlirBlockEraseArgument(MlirBlock block,
                                               unsigned index);

/* -- values and uses ---------------------------------------------------- */
struct MlirOpOperand {
  void *ptr;
};
typedef struct MlirOpOperand MlirOpOperand;

MLIR_CAPI_EXPORTED void mlirValueSetType(MlirValue value, MlirType type);
/* Makes every use of `of` a use of `with`. */
MLIR_CAPI_EXPORTED void mlirValueReplaceAllUsesOfWith(MlirValue of,
                                                      MlirValue with);
/* The first use of the value (null if it has none); the others follow
 * with mlirOpOperandGetNextUse. */
MLIR_CAPI_EXPORTED MlirOpOperand mlirValueGetFirstUse(MlirValue value);
MLIR_CAPI_EXPORTED bool mlirOpOperandIsNull(MlirOpOperand opOperand);
MLIR_CAPI_EXPORTED MlirValue mlirOpOperandGetValue(MlirOpOperand opOperand);
MLIR_CAPI_EXPORTED MlirOperation mlirOpOperandGetOwner(MlirOpOperand opOperand);
MLIR_CAPI_EXPORTED unsigned
mlirOpOperandGetOperandNumber(MlirOpOperand opOperand);
MLIR_CAPI_EXPORTED MlirOpOperand mlirOpOperandGetNextUse(MlirOpOperand opOperand);

/* -- types and attributes ----------------------------------------------- */
MLIR_CAPI_EXPORTED MlirTypeID mlirTypeGetTypeID(MlirType type);
/* The dialect defining the type (builtin for builtin types). */
MLIR_CAPI_EXPORTED MlirDialect mlirTypeGetDialect(MlirType type);
MLIR_CAPI_EXPORTED MlirTypeID mlirAttributeGetTypeID(MlirAttribute attribute);
MLIR_CAPI_EXPORTED MlirDialect mlirAttributeGetDialect(MlirAttribute attribute);

/* -- symbol tables ------------------------------------------------------ */
struct MlirSymbolTable {
  void *ptr;
};
typedef struct MlirSymbolTable MlirSymbolTable;

/* "sym_name" and "sym_visibility". */
MLIR_CAPI_EXPORTED MlirStringRef mlirSymbolTableGetSymbolAttributeName(void);
MLIR_CAPI_EXPORTED MlirStringRef mlirSymbolTableGetVisibilityAttributeName(void);
/* The symbol table of an op with the SymbolTable trait; null otherwise. */
MLIR_CAPI_EXPORTED MlirSymbolTable mlirSymbolTableCreate(MlirOperation operation);
static inline bool mlirSymbolTableIsNull(MlirSymbolTable symbolTable) {
  return !symbolTable.ptr;
}
MLIR_CAPI_EXPORTED void mlirSymbolTableDestroy(MlirSymbolTable symbolTable);
/* The symbol named `name` directly in the table, or null. */
MLIR_CAPI_EXPORTED MlirOperation mlirSymbolTableLookup(MlirSymbolTable symbolTable,
                                                       MlirStringRef name);
/* Inserts a detached symbol op at the end of the table's body, renaming it
 * (name_0, name_1, ...) if its name is taken; returns its name attribute. */
MLIR_CAPI_EXPORTED MlirAttribute mlirSymbolTableInsert(MlirSymbolTable symbolTable,
                                                       MlirOperation operation);
/* Removes the symbol from the table and destroys it. */
MLIR_CAPI_EXPORTED void mlirSymbolTableErase(MlirSymbolTable symbolTable,
                                             MlirOperation operation);
/* Renames every reference to `oldSymbol` nested in `from` (not inside
 * nested symbol tables) to `newSymbol`. */
MLIR_CAPI_EXPORTED MlirLogicalResult mlirSymbolTableReplaceAllSymbolUses(
    MlirStringRef oldSymbol, MlirStringRef newSymbol, MlirOperation from);
/* Calls `callback` on every symbol table op in `from` (inner ones first)
 * with whether all uses of its symbols are visible. */
MLIR_CAPI_EXPORTED void mlirSymbolTableWalkSymbolTables(
    MlirOperation from, bool allSymUsesVisible,
    void (*callback)(MlirOperation, bool, void *userData), void *userData);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_IR_H */
