/* ods.h - "ops as data": declarative op definitions, their generic
 * verifier, the declarative assembly format (interpreted), traits beyond
 * the structural ones, interfaces, and folding.
 *
 * A dialect defines its ops as a const table of CmOpDef whose `.ods` points
 * at a CmOdsOp describing operands, results, attributes, regions,
 * successors, type relations and the assembly format, and registers them
 * with cm_ods_register_ops().  Only irregular behaviour is hand-written:
 * a custom `verify`, `fold`, or `parse`/`print` for syntax the format
 * language cannot express.
 *
 * Example (std.assert, one table entry and nothing hand-written; see
 * docs/ods.md and lib/dialect/std/control.c):
 *   static const CmOdsValue assert_operands[] = {{"arg", CM_ODS_ONE, &cm_tc_i1}};
 *   static const CmOdsAttr assert_attrs[] = {{"msg", &cm_ac_string}};
 *   static const CmOdsOp assert_ods = {
 *       .summary = "Assert operation with message attribute",
 *       CM_ODS_OPERANDS(assert_operands), CM_ODS_ATTRS(assert_attrs),
 *       .format = "$arg `,` $msg attr-dict"};
 *   { .name = "std.assert", .ods = &assert_ods }
 */
#ifndef CMLIR_ODS_H
#define CMLIR_ODS_H

#include "cmlir/asm.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ======================================================================
 * Traits verified by the ODS layer (CmOpDef.traits bits 18..63; the
 * structural ones, bits 0..17, are in ir.h and verified by verifier.c).
 * ====================================================================== */
enum {
  CM_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE = 1ull << 18,
  CM_TRAIT_SAME_TYPE_OPERANDS = 1ull << 19,
  CM_TRAIT_SAME_OPERANDS_AND_RESULT_SHAPE = 1ull << 20,
  CM_TRAIT_SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE = 1ull << 21,
  CM_TRAIT_SAME_OPERANDS_SHAPE = 1ull << 22,
  CM_TRAIT_SAME_OPERANDS_ELEMENT_TYPE = 1ull << 23,
  CM_TRAIT_ELEMENTWISE_MAPPABLE = 1ull << 24, /* Elementwise+Scalarizable+
                                                 Vectorizable+Tensorizable */
  CM_TRAIT_BROADCASTABLE = 1ull << 25,
  CM_TRAIT_MEMREFS_NORMALIZABLE = 1ull << 26,
  CM_TRAIT_HAS_PARENT = 1ull << 27, /* CmOdsOp.parents */
  CM_TRAIT_ATTR_SIZED_OPERAND_SEGMENTS = 1ull << 28,
  CM_TRAIT_ATTR_SIZED_RESULT_SEGMENTS = 1ull << 29,
  CM_TRAIT_SAME_VARIADIC_OPERAND_SIZE = 1ull << 30,
  CM_TRAIT_SAME_VARIADIC_RESULT_SIZE = 1ull << 31,
  CM_TRAIT_RESULTS_ARE_BOOL_LIKE = 1ull << 32, /* cmpi / cmpf */
  CM_TRAIT_IS_INVOLUTION = 1ull << 33,
  CM_TRAIT_IS_IDEMPOTENT = 1ull << 34,
  CM_TRAIT_VIEW_LIKE = 1ull << 35, /* ViewLikeOpInterface (source = op 0) */
  CM_TRAIT_CAST_OP_LIKE = 1ull << 36,
  /* Memory effects as trait bits (on all memref operands / results);
   * finer effects through CM_IFACE_MEMORY_EFFECTS. */
  CM_TRAIT_MEM_READ = 1ull << 40,
  CM_TRAIT_MEM_WRITE = 1ull << 41,
  CM_TRAIT_MEM_ALLOC = 1ull << 42,
  CM_TRAIT_MEM_FREE = 1ull << 43,
};

/* ======================================================================
 * constraints.c - type and attribute constraints
 * Messages follow upstream: "operand #0 must be <summary>, but got 'f32'",
 * "attribute 'value' failed to satisfy constraint: <summary>".
 * ====================================================================== */
typedef struct CmTypeConstraint {
  const char *summary;
  bool (*pred)(const CmType *t, const void *arg);
  const void *arg;
  /* For buildable types (I1, Index, ...): builds the type, so the format
   * does not need `type($x)` for it.  NULL otherwise. */
  CmType *(*build)(CmContext *ctx);
} CmTypeConstraint;

/* Predefined constraints (upstream's names in comments). */
extern const CmTypeConstraint cm_tc_any;                /* AnyType */
extern const CmTypeConstraint cm_tc_index;              /* Index */
extern const CmTypeConstraint cm_tc_i1;                 /* I1 */
extern const CmTypeConstraint cm_tc_i32;                /* I32 */
extern const CmTypeConstraint cm_tc_i64;                /* I64 */
extern const CmTypeConstraint cm_tc_signless_int;       /* AnySignlessInteger */
extern const CmTypeConstraint cm_tc_signless_int_like;  /* SignlessIntegerLike */
extern const CmTypeConstraint cm_tc_signless_int_or_index;
extern const CmTypeConstraint cm_tc_signless_int_or_index_like;
extern const CmTypeConstraint cm_tc_float;              /* AnyFloat */
extern const CmTypeConstraint cm_tc_float_like;         /* FloatLike */
extern const CmTypeConstraint cm_tc_bool_like;          /* BoolLike */
extern const CmTypeConstraint cm_tc_memref;             /* AnyMemRef */
extern const CmTypeConstraint cm_tc_ranked_memref;      /* AnyRankedOrUnrankedMemRef etc. */
extern const CmTypeConstraint cm_tc_unranked_memref;
extern const CmTypeConstraint cm_tc_memref_or_unranked; /* AnyRankedOrUnrankedMemRef */
extern const CmTypeConstraint cm_tc_tensor;             /* AnyTensor */
extern const CmTypeConstraint cm_tc_ranked_tensor;
extern const CmTypeConstraint cm_tc_vector;             /* AnyVector */
extern const CmTypeConstraint cm_tc_shaped;             /* AnyShaped */
extern const CmTypeConstraint cm_tc_function;           /* FunctionType */
extern const CmTypeConstraint cm_tc_any_signless_int_or_float_like;

typedef struct CmEnumCase {
  const char *keyword; /* "slt" */
  int64_t value;       /* stored value (an i64 IntegerAttr as upstream 13) */
} CmEnumCase;

typedef struct CmAttrConstraint {
  const char *summary;
  bool (*pred)(const CmAttr *a, const void *arg);
  const void *arg;
  /* Type for parsing a bare value of this attribute in the assembly
   * format (I64Attr -> i64), or NULL. */
  CmType *(*storage_type)(CmContext *ctx);
  /* Enum attributes: the cases (printed as keywords in custom forms). */
  const CmEnumCase *cases;
  unsigned num_cases;
} CmAttrConstraint;

extern const CmAttrConstraint cm_ac_any;            /* AnyAttr */
extern const CmAttrConstraint cm_ac_bool;           /* BoolAttr */
extern const CmAttrConstraint cm_ac_unit;           /* UnitAttr */
extern const CmAttrConstraint cm_ac_i32;            /* I32Attr */
extern const CmAttrConstraint cm_ac_i64;            /* I64Attr */
extern const CmAttrConstraint cm_ac_index;          /* IndexAttr */
extern const CmAttrConstraint cm_ac_int;            /* AnyIntegerAttr/APIntAttr */
extern const CmAttrConstraint cm_ac_float;          /* F32Attr/F64Attr/AnyFloat */
extern const CmAttrConstraint cm_ac_string;         /* StrAttr */
extern const CmAttrConstraint cm_ac_symbol_name;    /* SymbolNameAttr */
extern const CmAttrConstraint cm_ac_symbol_ref;     /* SymbolRefAttr */
extern const CmAttrConstraint cm_ac_flat_symbol_ref;/* FlatSymbolRefAttr */
/* A call's callee: parsed as a FlatSymbolRefAttr by the assembly format,
 * but its kind is left to the symbol-use verification (upstream runs that
 * when verifying the enclosing symbol table, before the op's invariants),
 * so the attribute check accepts anything. */
extern const CmAttrConstraint cm_ac_callee;
extern const CmAttrConstraint cm_ac_type;           /* TypeAttr */
extern const CmAttrConstraint cm_ac_function_type;  /* TypeAttrOf<FunctionType> */
extern const CmAttrConstraint cm_ac_array;          /* ArrayAttr */
extern const CmAttrConstraint cm_ac_i64_array;      /* I64ArrayAttr */
extern const CmAttrConstraint cm_ac_dict;           /* DictionaryAttr */
extern const CmAttrConstraint cm_ac_elements;       /* ElementsAttr */
extern const CmAttrConstraint cm_ac_i32_elements;   /* I32ElementsAttr */
extern const CmAttrConstraint cm_ac_i64_elements;   /* I64ElementsAttr */
extern const CmAttrConstraint cm_ac_affine_map;     /* AffineMapAttr */
extern const CmAttrConstraint cm_ac_typed;          /* any attr with a type */

/* (lib/ods, added by the ODS runtime) Upstream's generated parsers check
 * the type parsed for `type($x)` right away ("custom op 'd.op' 'x' must be
 * <summary>, but got 'T'", at the op name) when the constraint has a
 * specific C++ class (IndexType, IntegerType, VectorType, MemRefType,
 * ShapedType, ...); constraints of class ::mlir::Type (AnyType,
 * SignlessIntegerLike, AnyTypeOf<...> by default) are left to the verifier.
 * The predefined constraints above are classified already; call this once
 * (e.g. before cm_ods_register_ops) for your own constraints of a specific
 * class.  Thread-safe. */
void cm_ods_mark_type_checked_at_parse(const CmTypeConstraint *c);
bool cm_ods_type_checked_at_parse(const CmTypeConstraint *c);

/* ======================================================================
 * The op description
 * ====================================================================== */
typedef enum { CM_ODS_ONE, CM_ODS_OPTIONAL, CM_ODS_VARIADIC } CmOdsArity;

typedef struct CmOdsValue { /* an operand or a result */
  const char *name;
  CmOdsArity arity;
  const CmTypeConstraint *type;
} CmOdsValue;

typedef struct CmOdsAttr {
  const char *name;
  const CmAttrConstraint *constraint;
  bool optional;
  /* Textual default (parsed once at registration), e.g. "0 : i64"; an
   * attribute with a default is optional and the default is what
   * cm_ods_get_attr returns when it is absent (not materialised). */
  const char *default_value;
} CmOdsAttr;

typedef struct CmOdsRegion {
  const char *name;
  bool variadic;
  bool single_block; /* SizedRegion<1> */
} CmOdsRegion;

typedef struct CmOdsSuccessor {
  const char *name;
  bool variadic;
} CmOdsSuccessor;

/* A type relation between two named operands/results (AllTypesMatch,
 * TypesMatchWith): type(to) == transform(type(from)) (identity if NULL).
 * The format uses it to infer `to`'s type; the verifier checks it with
 * "failed to verify that <summary>". */
typedef struct CmOdsTypeRel {
  const char *from, *to;
  CmType *(*transform)(CmType *from_type);
  const char *summary;
} CmOdsTypeRel;

/* A PredOpTrait over the types of two named operands/results
 * (TCresVTEtIsSameAsOp and the like): the verifier checks
 * pred(type(a), type(b)) right before the type relations and reports
 * "failed to verify that <summary>"; the format infers nothing from it. */
typedef struct CmOdsTypePred {
  const char *a, *b;
  bool (*pred)(const CmType *a_type, const CmType *b_type);
  const char *summary;
} CmOdsTypePred;

/* `custom<Name>(args)` directives of the assembly format.  Arguments are
 * format variables; the hooks see them as CmOdsDirArg. */
typedef struct CmOdsDirArg {
  enum { CM_DIR_OPERAND, CM_DIR_ATTR, CM_DIR_TYPE_OF_OPERAND,
         CM_DIR_TYPE_OF_RESULT, CM_DIR_REGION, CM_DIR_SUCCESSOR } kind;
  const char *name;
} CmOdsDirArg;
typedef struct CmOdsParseState CmOdsParseState; /* defined by format.c */
typedef struct CmOdsCustomDirective {
  const char *name;
  CmResult (*parse)(CmParser *p, CmOdsParseState *st, unsigned nargs,
                    const CmOdsDirArg *args);
  void (*print)(CmPrinter *p, CmOp *op, unsigned nargs,
                const CmOdsDirArg *args);
} CmOdsCustomDirective;

/* Fold result of one op result: a constant attribute or an existing value;
 * both NULL means "not folded". */
typedef struct CmFoldResult {
  CmAttr *attr;
  CmValue *value;
} CmFoldResult;

/* ======================================================================
 * interfaces.c - op and dialect interfaces
 * ====================================================================== */
typedef enum CmInterfaceId {
  CM_IFACE_SYMBOL,          /* CmSymbolInterface */
  CM_IFACE_CALLABLE,        /* CmCallableInterface */
  CM_IFACE_CALL,            /* CmCallInterface */
  CM_IFACE_BRANCH,          /* CmBranchInterface */
  CM_IFACE_REGION_BRANCH,   /* CmRegionBranchInterface */
  CM_IFACE_REGION_KIND,     /* CmRegionKindInterface */
  CM_IFACE_MEMORY_EFFECTS,  /* CmMemoryEffectsInterface */
  CM_IFACE_INFER_TYPE,      /* CmInferTypeInterface */
  CM_IFACE_VIEW_LIKE,       /* CmViewLikeInterface */
  CM_IFACE_CAST,            /* CmCastInterface */
  /* dialect interfaces */
  CM_IFACE_DIALECT_INLINER, /* CmInlinerInterface */
  CM_IFACE_DIALECT_ASM,     /* (aliases are CmDialect.type_alias/attr_alias) */
  /* op interface, added after the others to keep their values */
  CM_IFACE_SYMBOL_USER,     /* CmSymbolUserInterface */
  /* op interfaces added with the scf dialect (lib/dialect/scf) */
  CM_IFACE_LOOP_LIKE,       /* CmLoopLikeInterface */
  CM_IFACE_REGION_BRANCH_TERMINATOR, /* CmRegionBranchTerminatorInterface */
  /* op interface added with the tensor dialect's slices */
  CM_IFACE_REIFY_RANKED_SHAPED_TYPE, /* CmReifyRankedShapedTypeInterface */
  /* dialect interface added with the Toy tutorial (examples/toy) */
  CM_IFACE_DIALECT_CALL_CONVERSION, /* CmCallConversionInterface */
  /* Reserved, no longer used: these two hooks are now the optional
   * members branch_for_terminator and is_legal_to_inline_into of
   * CmInlinerInterface.  Kept so that the ids after them keep their
   * values. */
  CM_IFACE_DIALECT_INLINE_BRANCH,
  CM_IFACE_DIALECT_INLINE_INTO,
  CM_IFACE_NUM,
  /* Ids from here on are free for interfaces defined out of tree: a
   * dialect lists {CM_IFACE_USER_FIRST + k, &its_vtable} in
   * CmOdsOp.interfaces and its own passes find the vtable with
   * cm_op_interface(op, CM_IFACE_USER_FIRST + k) (upstream's
   * OpInterface defined by a dialect, e.g. the Toy tutorial's
   * ShapeInference; docs/toy.md).  cmlir never uses these ids. */
  CM_IFACE_USER_FIRST = 1000
} CmInterfaceId;

struct CmInterfaceImpl {
  CmInterfaceId id;
  const void *vtable; /* the interface's struct below */
};

typedef struct CmSymbolInterface {
  bool (*is_declaration)(CmOp *op); /* e.g. external func */
  bool (*can_discard_on_use_empty)(CmOp *op);
} CmSymbolInterface;
typedef struct CmCallableInterface {
  CmRegion *(*callable_region)(CmOp *op); /* NULL for declarations */
  void (*callable_results)(CmOp *op, CmTypeVec *out);
} CmCallableInterface;
typedef struct CmCallInterface {
  CmAttr *(*callee_symbol)(CmOp *op); /* symbol ref, or NULL */
  CmValue *(*callee_value)(CmOp *op); /* indirect callee, or NULL */
  unsigned (*arg_operands_begin)(CmOp *op);
} CmCallInterface;
typedef struct CmBranchInterface {
  /* Operands forwarded to successor `i`: [start, start+count). */
  bool (*successor_operands)(CmOp *op, unsigned i, unsigned *start,
                             unsigned *count);
  /* Upstream getSuccessorForOperands: the one successor taken given the
   * operands' constant values (`operand_constants[i]` NULL when unknown),
   * or NULL; the hook itself may be NULL (no successor is ever known). */
  CmBlock *(*successor_for_operands)(CmOp *op,
                                     CmAttr *const *operand_constants);
} CmBranchInterface;
/* The common shapes (lib/ods/interfaces.c): every operand goes to the
 * only successor (br); operands in three segments [condition, true
 * operands, false operands] by `operand_segment_sizes` (cond_br). */
extern const CmBranchInterface cm_branch_iface_all_operands;
extern const CmBranchInterface cm_branch_iface_cond;
/* cond_br that also picks its successor from a constant condition
 * (std.cond_br; MLIR 13's llvm.cond_br does not). */
extern const CmBranchInterface cm_branch_iface_cond_const;
/* Upstream SymbolUserOpInterface: verify_symbol_uses is called by the
 * verifier when it verifies the nearest enclosing symbol table op (its
 * SymbolTable trait), before any op nested in the table is verified, so
 * that symbol-use errors are reported first as in mlir-opt-13.  Symbol
 * lookups are then served by the verifier's symbol cache session. */
typedef struct CmSymbolUserInterface {
  CmResult (*verify_symbol_uses)(CmOp *op);
} CmSymbolUserInterface;
typedef struct CmRegionKindInterface {
  bool (*is_graph_region)(CmOp *op, unsigned region_index);
} CmRegionKindInterface;
typedef enum {
  CM_EFFECT_READ,
  CM_EFFECT_WRITE,
  CM_EFFECT_ALLOCATE,
  CM_EFFECT_FREE
} CmEffectKind;
typedef struct CmEffect {
  CmEffectKind kind;
  CmValue *value; /* affected value or NULL (whole resource) */
} CmEffect;
typedef CM_VEC(CmEffect) CmEffectVec;
typedef struct CmMemoryEffectsInterface {
  void (*get_effects)(CmOp *op, CmEffectVec *out);
} CmMemoryEffectsInterface;
typedef struct CmInferTypeInterface {
  /* Infers result types from operands/attributes/regions (upstream
   * InferTypeOpInterface::inferReturnTypes); used by the format to
   * omit result types and by the verifier. */
  CmResult (*infer)(CmContext *ctx, CmLoc *loc, unsigned num_operands,
                    CmValue *const *operands, CmAttr *attrs,
                    unsigned num_regions, CmRegion *regions, CmTypeVec *out);
} CmInferTypeInterface;
typedef struct CmViewLikeInterface {
  CmValue *(*view_source)(CmOp *op);
} CmViewLikeInterface;
typedef struct CmCastInterface {
  bool (*are_cast_compatible)(unsigned n_in, CmType *const *in, unsigned n_out,
                              CmType *const *out);
} CmCastInterface;
typedef struct CmInlinerInterface {
  bool (*is_legal_to_inline_region)(CmRegion *dest, CmRegion *src);
  bool (*is_legal_to_inline_op)(CmOp *op, CmRegion *dest);
  /* Replace a terminator of an inlined region with a branch / values. */
  void (*handle_terminator)(CmOp *terminator, unsigned n,
                            CmValue *const *values_to_replace);
  /* The members below were added later, at the end so that existing
   * positional initializers stay valid; each may be NULL (not asked). */
  /* 13's DialectInlinerInterface::isLegalToInline(dest, src, mapping):
   * asked of the dialect of the op owning `dest`, the region holding the
   * call, with the callee's entry arguments `from` and the values
   * replacing them `to` (n of each).  A function accepts any region (the
   * affine dialect sets it). */
  bool (*is_legal_to_inline_into)(CmRegion *dest, CmRegion *src, unsigned n,
                                  CmValue *const *from, CmValue *const *to);
  /* 13's DialectInlinerInterface::handleTerminator(op, newDest): when a
   * callee of several blocks is inlined, each inlined block's terminator
   * of this dialect is offered to it; it returns a detached branch to
   * `dest` that replaces the terminator (the inliner inserts it and erases
   * the terminator), or NULL to keep the terminator.  When the member is
   * NULL, return-like terminators become `std.br` (the spv dialect sets
   * it). */
  CmOp *(*branch_for_terminator)(CmOp *terminator, CmBlock *dest);
} CmInlinerInterface;
/* Upstream DialectInlinerInterface::materializeCallConversion, as a
 * dialect interface of its own (CM_IFACE_DIALECT_CALL_CONVERSION, so the
 * inliner interface tables keep their three fields).  When a call
 * operand's type differs from the callee's argument type, the inliner asks
 * the call's dialect for an op converting `input` to `result_type`, built
 * at `b`'s insertion point (before the call) at `loc`; the op's result 0
 * replaces the argument.  NULL refuses, and the call is not inlined;
 * without the interface such calls are not inlined.  (The Toy tutorial's
 * toy.cast, docs/toy.md.) */
typedef struct CmCallConversionInterface {
  CmOp *(*materialize_call_conversion)(CmBuilder *b, CmValue *input,
                                       CmType *result_type, CmLoc *loc);
} CmCallConversionInterface;

/* The dialect inliner of dialects whose ops may all be inlined and that
 * have no terminators to handle (math, vector). */
extern const CmInlinerInterface cm_inliner_iface_always;

/* Upstream RegionBranchOpInterface.  A "place" is a region index of the op
 * or CM_REGION_PARENT: as a source, entering the op; as a successor, the
 * op's results. */
#define CM_REGION_PARENT 0xffffffffu
typedef struct CmRegionBranchInterface {
  /* The successors of `from` (at most 4, written to `out`; returns how
   * many).  `operand_constants` (NULL, or one entry per operand, NULL when
   * not constant) may prune them (scf.if on a constant condition). */
  unsigned (*successor_regions)(CmOp *op, unsigned from,
                                CmAttr *const *operand_constants,
                                unsigned out[4]);
  /* The entry-block arguments of `region` that receive the values passed
   * when control enters it: [start, start + count). */
  void (*successor_inputs)(CmOp *op, unsigned region, unsigned *start,
                           unsigned *count);
  /* The op's operands passed to `region` when the op is entered:
   * [start, start + count) (upstream getSuccessorEntryOperands). */
  void (*entry_operands)(CmOp *op, unsigned region, unsigned *start,
                         unsigned *count);
} CmRegionBranchInterface;
/* Upstream RegionBranchTerminatorOpInterface (e.g. scf.condition): the
 * operands a terminator passes to its successor.  A ReturnLike terminator
 * without it passes all its operands. */
typedef struct CmRegionBranchTerminatorInterface {
  void (*successor_operands)(CmOp *term, unsigned region, unsigned *start,
                             unsigned *count);
} CmRegionBranchTerminatorInterface;
/* Upstream LoopLikeOpInterface (13): the body, whether a value is defined
 * outside the loop, and hoisting ops out of it (for loop-invariant code
 * motion).  is_defined_outside / move_out_of_loop may be NULL: then a value
 * is outside when its parent region is not the body or nested in it, and
 * ops are moved right before the loop. */
typedef struct CmLoopLikeInterface {
  CmRegion *(*loop_body)(CmOp *op);
  bool (*is_defined_outside)(CmOp *op, CmValue *v);
  void (*move_out_of_loop)(CmOp *op, unsigned n, CmOp *const *ops);
} CmLoopLikeInterface;

/* Upstream ReifyRankedShapedTypeOpInterface (13): builds, through the
 * rewriter at its insertion point, one index value per dimension of the
 * op's (single) ranked result, appended to `shapes`. */
struct CmRewriter;
typedef struct CmReifyRankedShapedTypeInterface {
  CmResult (*reify_result_shapes)(CmOp *op, struct CmRewriter *rw,
                                  CmValueVec *shapes);
} CmReifyRankedShapedTypeInterface;

/* The interface vtable of an op / dialect, or NULL. */
const void *cm_op_interface(const CmOp *op, CmInterfaceId id);
const void *cm_op_def_interface(const CmOpDef *def, CmInterfaceId id);
const void *cm_dialect_interface(const CmDialect *d, CmInterfaceId id);
/* upstream impl::verifyCastInterfaceOp: a one-operand, one-result op
 * whose CastInterface rejects its types gets 13's "operand type 'A' and
 * result type 'B' are cast incompatible". */
CmResult cm_ods_verify_cast_op(CmOp *op);
/* (verify.c) upstream verifyCompatibleShape: both shaped (or both not),
 * and when both are ranked, the same rank with no two static sizes
 * differing. */
bool cm_ods_compatible_shape(const CmType *a, const CmType *b);
/* Memory effects from the interface or the CM_TRAIT_MEM_* bits; returns
 * false if unknown (an op with no effect information). */
bool cm_op_memory_effects(CmOp *op, CmEffectVec *out);
bool cm_op_is_side_effect_free(CmOp *op); /* NoSideEffect or no effects */

/* region_branch.c - upstream's RegionBranchOpInterface::verifyTypes
 * (detail::verifyTypesAlongControlFlowEdges of MLIR 13): along every edge
 * the interface gives (from the op into its regions, between regions,
 * from regions back to the op's results), the number and types of the
 * values passed match the successor's inputs.  Messages as upstream:
 * "'scf.for' op  along control flow edge from Region #0 to Region #0:
 * source type #0 'i32' should match input type #0 'f32'", "... region
 * control flow edge from parent operands to Region #0: source has 1
 * operands, but target successor needs 2", "Region #0 operands mismatch
 * between return-like terminators".  Success if `op` has no interface. */
CmResult cm_region_branch_verify_types(CmOp *op);
/* The operands `term` passes to a region-branch successor (its
 * CmRegionBranchTerminatorInterface, or all of them if ReturnLike);
 * false if it passes none (not a region-branch terminator). */
bool cm_region_branch_terminator_operands(CmOp *term, unsigned region,
                                          unsigned *start, unsigned *count);
/* The loop-like interface helpers with their defaults (see
 * CmLoopLikeInterface); `op` must implement the interface. */
bool cm_loop_is_defined_outside(CmOp *op, CmValue *v);
void cm_loop_move_out_of_loop(CmOp *op, unsigned n, CmOp *const *ops);

/* ======================================================================
 * The op description, tied together
 * ====================================================================== */
typedef struct CmOdsOp {
  const char *summary;
  const CmOdsValue *operands;
  unsigned num_operands;
  const CmOdsValue *results;
  unsigned num_results;
  const CmOdsAttr *attrs;
  unsigned num_attrs;
  const CmOdsRegion *regions;
  unsigned num_regions;
  const CmOdsSuccessor *successors;
  unsigned num_successors;
  const CmOdsTypeRel *type_rels;
  unsigned num_type_rels;
  const CmOdsTypePred *type_preds; /* checked before type_rels */
  unsigned num_type_preds;
  /* CM_TRAIT_HAS_PARENT: allowed parent op names (NULL-terminated). */
  const char *const *parents;
  /* Declarative assembly format (seed 003, "Declarative Assembly Format");
   * NULL: the CmOpDef's parse/print hooks, or generic form only. */
  const char *format;
  const CmOdsCustomDirective *custom_directives;
  unsigned num_custom_directives;
  /* Hand-written parts. */
  CmResult (*fold)(CmOp *op, CmAttr *const *operand_constants,
                   CmFoldResult *results);
  const CmInterfaceImpl *interfaces;
  unsigned num_interfaces;
  /* Reserved for the pattern-rewriting issue: canonicalization patterns. */
  const void *canonicalization;
} CmOdsOp;

#define CM_ODS_ARRAY_LEN(a) (unsigned)(sizeof(a) / sizeof((a)[0]))
#define CM_ODS_OPERANDS(a) .operands = (a), .num_operands = CM_ODS_ARRAY_LEN(a)
#define CM_ODS_RESULTS(a) .results = (a), .num_results = CM_ODS_ARRAY_LEN(a)
#define CM_ODS_ATTRS(a) .attrs = (a), .num_attrs = CM_ODS_ARRAY_LEN(a)
#define CM_ODS_REGIONS(a) .regions = (a), .num_regions = CM_ODS_ARRAY_LEN(a)
#define CM_ODS_SUCCESSORS(a)                                                   \
  .successors = (a), .num_successors = CM_ODS_ARRAY_LEN(a)
#define CM_ODS_TYPE_RELS(a) .type_rels = (a), .num_type_rels = CM_ODS_ARRAY_LEN(a)
#define CM_ODS_TYPE_PREDS(a)                                                   \
  .type_preds = (a), .num_type_preds = CM_ODS_ARRAY_LEN(a)
#define CM_ODS_INTERFACES(a)                                                   \
  .interfaces = (a), .num_interfaces = CM_ODS_ARRAY_LEN(a)

/* ======================================================================
 * register.c / verify.c / format.c - registration and the generic parts
 * ====================================================================== */
/* Registers an op table whose entries have `.ods` set (entries without it
 * are registered as they are).  For each op it compiles the assembly
 * format once (a malformed format is a programming error: reported on
 * stderr and the op falls back to the generic form), and installs:
 *  - verify_invariants: counts (operands/results/regions/successors,
 *    variadic and operand_segment_sizes / result_segment_sizes rules)
 *    and the ODS traits above, in upstream's order;
 *  - verify: attribute constraints (required/optional/enum), operand and
 *    result type constraints, region constraints, type relations, then the
 *    table's own `verify` hook;
 *  - parse/print from the format when the table gives none.
 * Default-valued attributes are parsed once here. */
void cm_ods_register_ops(CmContext *ctx, const CmOpDef *defs, size_t n);

/* Accessors by ODS name (handle variadic groups and segment sizes). */
const CmOdsOp *cm_ods_of(const CmOp *op);
/* Operand group `name`: writes the start index and count; false if no
 * such group. */
bool cm_ods_operand_group(const CmOp *op, const char *name, unsigned *start,
                          unsigned *count);
bool cm_ods_result_group(const CmOp *op, const char *name, unsigned *start,
                         unsigned *count);
CmValue *cm_ods_operand(CmOp *op, const char *name); /* first of group */
CmAttr *cm_ods_get_attr(const CmOp *op, const char *name); /* or default */
/* (format.c) An operand_segment_sizes / result_segment_sizes value:
 * dense<[sz...]> : vector<nxi32> (a splat when all are equal). */
CmAttr *cm_ods_segment_sizes_attr(CmContext *ctx, unsigned n,
                                  const unsigned *sz);

/* (offset_size_stride.c) 13's OffsetSizeAndStrideOpInterface verifier.
 * `lists` are the offsets, sizes and strides: the static values (with
 * CM_DYNAMIC_STRIDE_OR_OFFSET / CM_DYNAMIC_SIZE for dynamic entries) and
 * the number of dynamic operands given; `max` bounds each list's length
 * (13's getArrayAttrMaxRanks).  Emits 13's message on the op. */
typedef struct CmOdsMixedList {
  const int64_t *vals;
  size_t len;
  unsigned num_dynamic;
} CmOdsMixedList;
CmResult cm_ods_verify_offset_size_stride(CmOp *op,
                                          const CmOdsMixedList lists[3],
                                          const unsigned max[3]);

/* Folding: calls the op's fold hook (CM_TRAIT_IS_INVOLUTION /
 * IDEMPOTENT folds too).  `operand_constants[i]` is the constant attribute
 * of operand i or NULL.  CM_SUCCESS if anything folded (results filled, or
 * the op was updated in place: all results NULL). */
CmResult cm_op_fold(CmOp *op, CmAttr *const *operand_constants,
                    CmFoldResult *results);
/* The constant value of `v` if defined by a CONSTANT_LIKE op whose `value`
 * attribute holds it, else NULL. */
CmAttr *cm_value_constant(CmValue *v);

/* For custom directives: access the parse state by variable name. */
CmResult cm_ods_state_set_operands(CmOdsParseState *st, const char *name,
                                   size_t n, const CmUnresolvedOperand *ops);
CmResult cm_ods_state_set_types(CmOdsParseState *st, const char *name,
                                size_t n, CmType *const *types);
CmResult cm_ods_state_set_attr(CmOdsParseState *st, const char *name,
                               CmAttr *value);
CmOpState *cm_ods_state_op_state(CmOdsParseState *st);

#ifdef __cplusplus
}
#endif
#endif /* CMLIR_ODS_H */
