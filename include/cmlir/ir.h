/* ir.h - the IR layer of cmlir: context, identifiers, uniqued types,
 * attributes, locations, affine expressions / maps / integer sets,
 * operations, blocks, regions, values and use lists, builder, walks,
 * dialect registration, diagnostics and the verifier.
 *
 * Object model (each maps one-to-one onto an MLIR C API handle):
 *   CmContext    <-> MlirContext        CmOp        <-> MlirOperation
 *   CmType       <-> MlirType           CmBlock     <-> MlirBlock
 *   CmAttr       <-> MlirAttribute      CmRegion    <-> MlirRegion
 *   CmAttr (loc) <-> MlirLocation       CmValue     <-> MlirValue
 *   CmIdent      <-> MlirIdentifier     CmDialect   <-> MlirDialect
 *   CmAffineExpr/CmAffineMap/CmIntegerSet <-> MlirAffineExpr/Map/IntegerSet
 *   CmOpOperand  <-> MlirOpOperand
 *
 * Types, attributes, locations, affine objects and identifiers are uniqued
 * in the context (hash-consed): equal means pointer-equal.  Their storage
 * lives in the context's arena and is freed with the context.  Uniquing is
 * thread-safe.  Operations are individually heap-allocated (one allocation
 * holding results, operands, successors and regions).
 *
 * Locations are attributes (as upstream's LocationAttr): a CmAttr whose kind
 * is one of the CM_LOC_* kinds.  `CmLoc` is a readability alias.
 */
#ifndef CMLIR_IR_H
#define CMLIR_IR_H

#include "cmlir/support.h"
#include <string.h> /* memcpy, used by cm_op_operand_array */

#ifdef __cplusplus
extern "C" {
#endif

typedef struct CmContext CmContext;
typedef struct CmIdent CmIdent;
typedef struct CmType CmType;
typedef struct CmAttr CmAttr;
typedef struct CmAttr CmLoc;
typedef struct CmAffineExpr CmAffineExpr;
typedef struct CmAffineMap CmAffineMap;
typedef struct CmIntegerSet CmIntegerSet;
typedef struct CmDialect CmDialect;
typedef struct CmOpDef CmOpDef;
typedef struct CmOpName CmOpName;
typedef struct CmOp CmOp;
typedef struct CmBlock CmBlock;
typedef struct CmRegion CmRegion;
typedef struct CmValue CmValue;
typedef struct CmOpOperand CmOpOperand;
typedef struct CmBlockOperand CmBlockOperand;
typedef struct CmDiag CmDiag;
typedef struct CmBuilder CmBuilder;
typedef struct CmInterfaceImpl CmInterfaceImpl; /* defined in ods.h */
/* asm-layer objects that dialect hooks receive (defined in asm.h). */
typedef struct CmParser CmParser;
typedef struct CmPrinter CmPrinter;
typedef struct CmOpState CmOpState;
/* rewrite-layer object (defined in rewrite.h). */
typedef struct CmPatternSet CmPatternSet;

/* ======================================================================
 * context.c - the context, identifiers, uniquing
 * ====================================================================== */
CmContext *cm_context_create(void);
void cm_context_destroy(CmContext *ctx);
void cm_context_set_allow_unregistered(CmContext *ctx, bool allow);
bool cm_context_allow_unregistered(CmContext *ctx);
/* Threading toggle (upstream's -mlir-disable-threading). Default enabled. */
void cm_context_set_threading(CmContext *ctx, bool enabled);
bool cm_context_threading(CmContext *ctx);
/* Arena for objects that live as long as the context (thread-safe). */
void *cm_context_alloc(CmContext *ctx, size_t size, size_t align);

/* Interned identifiers: equal strings give the same pointer. */
struct CmIdent {
  CmContext *ctx;
  size_t len;
  const char *str; /* NUL-terminated */
  uint64_t hash;
};
CmIdent *cm_ident(CmContext *ctx, const char *s, size_t len);
CmIdent *cm_ident_c(CmContext *ctx, const char *cstr);
static inline CmStr cm_ident_str(const CmIdent *id) {
  CmStr s = {id->str, id->len};
  return s;
}

/* The generic uniquer behind every uniqued object.  `key` is a byte
 * serialization of the object's parameters (pointers as their bits);
 * `make` builds the object in context memory on a miss (called under the
 * uniquer lock, must not call back into the uniquer for the same table).
 * Returns the unique object.  `table` separates namespaces (types, attrs,
 * affine, ...).  Implementations of constructors use this; users don't. */
typedef enum {
  CM_UNIQ_TYPE,
  CM_UNIQ_ATTR,
  CM_UNIQ_AFFINE_EXPR,
  CM_UNIQ_AFFINE_MAP,
  CM_UNIQ_INTEGER_SET,
  CM_UNIQ_NUM_TABLES
} CmUniqTable;
void *cm_unique(CmContext *ctx, CmUniqTable table, const void *key,
                size_t keylen, void *(*make)(CmContext *ctx, const void *key,
                                             size_t keylen, void *user),
                void *user);

/* ======================================================================
 * types.c - builtin types
 * ====================================================================== */
typedef enum CmTypeKind {
  CM_TYPE_INTEGER,
  CM_TYPE_INDEX,
  CM_TYPE_BF16,
  CM_TYPE_F16,
  CM_TYPE_F32,
  CM_TYPE_F64,
  CM_TYPE_F80,
  CM_TYPE_F128,
  CM_TYPE_COMPLEX,
  CM_TYPE_FUNCTION,
  CM_TYPE_TUPLE,
  CM_TYPE_NONE,
  CM_TYPE_VECTOR,
  CM_TYPE_RANKED_TENSOR,
  CM_TYPE_UNRANKED_TENSOR,
  CM_TYPE_MEMREF,
  CM_TYPE_UNRANKED_MEMREF,
  CM_TYPE_OPAQUE,  /* !dialect<"data"> of an unregistered dialect */
  CM_TYPE_DIALECT, /* a type defined by a registered dialect */
} CmTypeKind;

typedef enum { CM_SIGNLESS, CM_SIGNED, CM_UNSIGNED } CmSignedness;

/* Dynamic dimension in shapes (upstream 13's ShapedType::kDynamicSize). */
#define CM_DYNAMIC_SIZE ((int64_t)-1)
/* Dynamic stride or offset in strided layouts. */
#define CM_DYNAMIC_STRIDE_OR_OFFSET INT64_MIN

struct CmType {
  uint8_t kind; /* CmTypeKind */
  CmContext *ctx;
  union {
    struct {
      unsigned width;
      CmSignedness signedness;
    } integer;
    struct {
      CmType *elem;
    } complex;
    struct {
      unsigned num_inputs, num_results;
      CmType **types; /* inputs, then results */
    } func;
    struct {
      unsigned num;
      CmType **types;
    } tuple;
    /* vector, ranked/unranked tensor, memref, unranked memref */
    struct {
      unsigned rank;  /* 0 for unranked */
      int64_t *shape; /* rank entries, CM_DYNAMIC_SIZE for `?` */
      CmType *elem;
      CmAttr *encoding; /* ranked tensor encoding or NULL */
      CmAttr *layout;   /* memref: affine-map attr, an array attr of the
                         * maps of a composition, or NULL (identity) */
      CmAttr *memspace; /* memref / unranked memref: attr or NULL */
    } shaped;
    struct {
      CmIdent *dialect;
      CmIdent *data; /* the text between the quotes, unescaped */
    } opaque;
    /* Types of registered dialects: a dialect-chosen kind and parameters.
     * The uniquing key is (dialect, id, types, ints, str, attrs). */
    struct {
      CmDialect *dialect;
      unsigned id;
      unsigned num_types, num_ints, num_attrs;
      CmType **types;
      int64_t *ints;
      CmAttr **attrs;
      CmIdent *str; /* may be NULL */
      void *mutable_data; /* for mutable types (identified structs) */
    } dialect;
  };
};

CmType *cm_integer_type(CmContext *ctx, unsigned width, CmSignedness s);
CmType *cm_index_type(CmContext *ctx);
CmType *cm_float_type(CmContext *ctx, CmTypeKind kind); /* BF16..F128 */
CmType *cm_complex_type(CmType *elem);
CmType *cm_function_type(CmContext *ctx, unsigned num_inputs,
                         CmType *const *inputs, unsigned num_results,
                         CmType *const *results);
CmType *cm_tuple_type(CmContext *ctx, unsigned n, CmType *const *types);
CmType *cm_none_type(CmContext *ctx);
CmType *cm_vector_type(unsigned rank, const int64_t *shape, CmType *elem);
CmType *cm_ranked_tensor_type(unsigned rank, const int64_t *shape,
                              CmType *elem, CmAttr *encoding);
CmType *cm_unranked_tensor_type(CmType *elem);
/* layout: NULL, an affine-map attribute (an identity map is dropped) or
 * an array attribute of two or more non-identity maps (a composition). */
CmType *cm_memref_type(unsigned rank, const int64_t *shape, CmType *elem,
                       CmAttr *layout, CmAttr *memspace);
CmType *cm_unranked_memref_type(CmType *elem, CmAttr *memspace);
CmType *cm_opaque_type(CmIdent *dialect, CmStr data);
CmType *cm_dialect_type(CmDialect *dialect, unsigned id, unsigned num_types,
                        CmType *const *types, unsigned num_ints,
                        const int64_t *ints, unsigned num_attrs,
                        CmAttr *const *attrs, CmIdent *str);
/* Predicates and queries. */
bool cm_type_is_integer(const CmType *t, unsigned width); /* width 0: any */
bool cm_type_is_signless_integer(const CmType *t);
bool cm_type_is_float(const CmType *t);
bool cm_type_is_index(const CmType *t);
bool cm_type_is_shaped(const CmType *t);
bool cm_type_has_rank(const CmType *t);
unsigned cm_float_type_width(const CmType *t);
int64_t cm_shaped_num_elements(const CmType *t); /* -1 if dynamic */
/* Element bit width (integers, floats, index = 64, complex = 2x). */
unsigned cm_type_bit_width(const CmType *t);
/* Strided form of a memref layout: returns false if not strided. */
bool cm_memref_strides_and_offset(const CmType *memref, int64_t *strides,
                                  int64_t *offset);

/* ======================================================================
 * affine.c - affine expressions, maps and integer sets
 * Constructors simplify as upstream does (constant folding, constants to
 * the right of commutative ops, x*1, x+0, ..., `floordiv`/`ceildiv`/`mod`
 * by constants), so printing matches mlir-opt.
 * ====================================================================== */
typedef enum CmAffineKind {
  CM_AFFINE_ADD,
  CM_AFFINE_MUL,
  CM_AFFINE_MOD,
  CM_AFFINE_FLOORDIV,
  CM_AFFINE_CEILDIV,
  CM_AFFINE_CONST,
  CM_AFFINE_DIM,
  CM_AFFINE_SYMBOL,
} CmAffineKind;
struct CmAffineExpr {
  uint8_t kind; /* CmAffineKind */
  CmContext *ctx;
  union {
    struct {
      CmAffineExpr *lhs, *rhs;
    } bin;
    int64_t value; /* CONST */
    unsigned pos;  /* DIM, SYMBOL */
  };
};
struct CmAffineMap {
  CmContext *ctx;
  unsigned num_dims, num_syms, num_results;
  CmAffineExpr **results;
};
struct CmIntegerSet {
  CmContext *ctx;
  unsigned num_dims, num_syms, num_constraints;
  CmAffineExpr **constraints; /* each `expr == 0` or `expr >= 0` */
  bool *is_eq;
};
CmAffineExpr *cm_affine_const(CmContext *ctx, int64_t v);
CmAffineExpr *cm_affine_dim(CmContext *ctx, unsigned pos);
CmAffineExpr *cm_affine_symbol(CmContext *ctx, unsigned pos);
CmAffineExpr *cm_affine_add(CmAffineExpr *a, CmAffineExpr *b);
CmAffineExpr *cm_affine_mul(CmAffineExpr *a, CmAffineExpr *b);
CmAffineExpr *cm_affine_mod(CmAffineExpr *a, CmAffineExpr *b);
CmAffineExpr *cm_affine_floordiv(CmAffineExpr *a, CmAffineExpr *b);
CmAffineExpr *cm_affine_ceildiv(CmAffineExpr *a, CmAffineExpr *b);
CmAffineExpr *cm_affine_neg(CmAffineExpr *a);                 /* a * -1 */
/* Replaces dim i by dims[i] and symbol i by syms[i] (either array may be
 * NULL: keep those), rebuilding with the simplifying constructors
 * (upstream replaceDimsAndSymbols). */
CmAffineExpr *cm_affine_replace(CmAffineExpr *e, CmAffineExpr *const *dims,
                                CmAffineExpr *const *syms);
CmAffineExpr *cm_affine_sub(CmAffineExpr *a, CmAffineExpr *b); /* a + b*-1 */
/* Evaluates `e` with dims and symbols bound to `vals` (dims first, then
 * symbols; `known[i]` false: operand i is not a constant) as upstream's
 * AffineExprConstantFolder: false if a used operand is unknown or a
 * division / modulo has a right-hand side below 1 (upstream divides
 * without checking). */
bool cm_affine_expr_constant_fold(const CmAffineExpr *e, unsigned num_dims,
                                  const int64_t *vals, const bool *known,
                                  int64_t *out);
bool cm_affine_is_pure(const CmAffineExpr *e); /* no mod/div by non-const */
CmAffineMap *cm_affine_map(CmContext *ctx, unsigned num_dims,
                           unsigned num_syms, unsigned num_results,
                           CmAffineExpr *const *results);
CmAffineMap *cm_affine_map_identity(CmContext *ctx, unsigned rank);
bool cm_affine_map_is_identity(const CmAffineMap *m);
CmIntegerSet *cm_integer_set(CmContext *ctx, unsigned num_dims,
                             unsigned num_syms, unsigned n,
                             CmAffineExpr *const *constraints,
                             const bool *is_eq);

/* ======================================================================
 * attrs.c - builtin attributes and locations
 * ====================================================================== */
typedef enum CmAttrKind {
  CM_ATTR_AFFINE_MAP,
  CM_ATTR_ARRAY,
  CM_ATTR_DENSE_ELEMENTS,
  CM_ATTR_DICTIONARY,
  CM_ATTR_FLOAT,
  CM_ATTR_INTEGER, /* includes bool: an i1 integer attr prints true/false */
  CM_ATTR_INTEGER_SET,
  CM_ATTR_OPAQUE,          /* #dialect<"data"> of an unregistered dialect */
  CM_ATTR_OPAQUE_ELEMENTS, /* opaque<"dialect", "0x..."> : type */
  CM_ATTR_SPARSE_ELEMENTS, /* sparse<indices, values> : type */
  CM_ATTR_STRING,
  CM_ATTR_SYMBOL_REF, /* @a or @a::@b::@c */
  CM_ATTR_TYPE,
  CM_ATTR_UNIT,
  CM_ATTR_DIALECT, /* an attribute defined by a registered dialect */
  /* locations */
  CM_LOC_UNKNOWN,
  CM_LOC_FILE_LINE_COL,
  CM_LOC_NAME,
  CM_LOC_CALL_SITE,
  CM_LOC_FUSED,
  CM_LOC_OPAQUE,
} CmAttrKind;

typedef struct CmNamedAttr {
  CmIdent *name;
  CmAttr *value;
} CmNamedAttr;

struct CmAttr {
  uint8_t kind; /* CmAttrKind */
  CmContext *ctx;
  CmType *type; /* the attribute's type, or NULL where it has none */
  union {
    CmAffineMap *map;  /* AFFINE_MAP */
    CmIntegerSet *set; /* INTEGER_SET */
    CmType *type_value; /* TYPE */
    struct {
      unsigned num;
      CmAttr **elems;
    } array;
    struct {
      unsigned num;
      CmNamedAttr *entries; /* sorted by name (pointer-compared strings) */
    } dict;
    /* INTEGER: two's complement in `width` bits, little-endian words;
     * `value` is the low 64 bits sign- or zero-extended per signedness
     * (signless: sign-extended). */
    struct {
      int64_t value;
      unsigned num_words;
      uint64_t *words;
    } integer;
    /* FLOAT: `bits` are the IEEE (or x87 / bf16) bits of the value in the
     * attribute's type; `value` is the nearest double. */
    struct {
      double value;
      uint64_t bits[2]; /* bits[0] low 64 bits, bits[1] high bits (f80/f128) */
    } fp;
    struct {
      CmIdent *value; /* unescaped bytes; may contain NUL */
    } str;
    struct {
      CmIdent *root;
      unsigned num_nested;
      CmIdent **nested;
    } symref;
    struct {
      CmIdent *dialect;
      CmIdent *data;
    } opaque; /* OPAQUE */
    /* DENSE_ELEMENTS: type is a shaped type with static shape.
     * Integer / index / float elements: `data` holds each element in
     * ceil(bitwidth/8) bytes little-endian (i1: one byte 0/1); complex
     * elements hold real then imaginary.  String elements (element type
     * none or !string-like): `strs`.  `splat`: one element stored. */
    struct {
      bool splat;
      bool is_string;
      size_t num_bytes;
      const uint8_t *data;
      size_t num_strs;
      CmIdent **strs;
    } dense;
    struct {
      CmIdent *dialect;
      CmIdent *hex; /* the "0x..." string as written */
    } opaque_elems;
    struct {
      CmAttr *indices; /* dense i64 elements attr */
      CmAttr *values;  /* dense elements attr */
    } sparse;
    struct {
      CmDialect *dialect;
      unsigned id;
      unsigned num_attrs, num_ints;
      CmAttr **attrs;
      int64_t *ints;
      CmIdent *str;
      CmType *param_type;
    } dialect_attr;
    /* locations */
    struct {
      CmIdent *file;
      unsigned line, col;
    } flc;
    struct {
      CmIdent *name;
      CmAttr *child; /* a location; unknown if absent */
    } nameloc;
    struct {
      CmAttr *callee, *caller;
    } callsite;
    struct {
      unsigned num;
      CmAttr **locs;
      CmAttr *metadata; /* NULL if none */
    } fused;
    struct {
      uintptr_t data;
      CmIdent *type_id;
      CmAttr *fallback;
    } opaque_loc;
  };
};

CmAttr *cm_affine_map_attr(CmAffineMap *map);
CmAttr *cm_integer_set_attr(CmIntegerSet *set);
CmAttr *cm_array_attr(CmContext *ctx, unsigned n, CmAttr *const *elems);
/* Sorts and uniques; a later duplicate name replaces an earlier one. */
CmAttr *cm_dict_attr(CmContext *ctx, unsigned n, const CmNamedAttr *entries);
CmAttr *cm_dict_attr_empty(CmContext *ctx);
CmAttr *cm_dict_get(const CmAttr *dict, const char *name);
CmAttr *cm_dict_get_ident(const CmAttr *dict, const CmIdent *name);
/* Returns a new dictionary with `name` set (value NULL removes it). */
CmAttr *cm_dict_set(CmAttr *dict, CmIdent *name, CmAttr *value);
CmAttr *cm_float_attr(CmType *type, double value);
CmAttr *cm_float_attr_bits(CmType *type, const uint64_t bits[2]);
CmAttr *cm_integer_attr(CmType *type, int64_t value);
/* Arbitrary width: `words` little-endian, ceil(width/64) of them. */
CmAttr *cm_integer_attr_words(CmType *type, unsigned num_words,
                              const uint64_t *words);
CmAttr *cm_bool_attr(CmContext *ctx, bool value); /* i1 integer attr */
bool cm_attr_is_bool(const CmAttr *a);
CmAttr *cm_string_attr(CmContext *ctx, CmStr value);
CmAttr *cm_string_attr_typed(CmType *type, CmStr value);
CmAttr *cm_symbol_ref_attr(CmContext *ctx, CmStr root, unsigned num_nested,
                           const CmStr *nested);
CmAttr *cm_type_attr(CmType *type);
CmAttr *cm_unit_attr(CmContext *ctx);
CmAttr *cm_opaque_attr(CmIdent *dialect, CmStr data, CmType *type);
CmAttr *cm_dense_elements_attr(CmType *shaped, bool splat, size_t num_bytes,
                               const void *data);
/* The splat of an integer or float attribute `scalar` over the statically
 * shaped vector or tensor type `shaped` (whose element type is the
 * scalar's), or NULL (upstream DenseElementsAttr::get(type, attr)). */
CmAttr *cm_dense_splat_attr(CmType *shaped, CmAttr *scalar);
CmAttr *cm_dense_string_elements_attr(CmType *shaped, bool splat, size_t n,
                                      const CmStr *strs);
CmAttr *cm_opaque_elements_attr(CmIdent *dialect, CmStr hex, CmType *shaped);
CmAttr *cm_sparse_elements_attr(CmType *shaped, CmAttr *indices,
                                CmAttr *values);
CmAttr *cm_dialect_attr(CmDialect *dialect, unsigned id, CmType *type,
                        unsigned num_attrs, CmAttr *const *attrs,
                        unsigned num_ints, const int64_t *ints, CmIdent *str,
                        CmType *param_type);
/* Element i of a dense attribute (splat-aware) as int / double. */
int64_t cm_dense_get_int(const CmAttr *a, size_t i);
double cm_dense_get_float(const CmAttr *a, size_t i);
/* Element i of an integer / index / float dense attribute as a scalar
 * attribute; NULL for strings, complex and out-of-range indices. */
CmAttr *cm_dense_get_attr(const CmAttr *a, size_t i);
bool cm_attr_is_location(const CmAttr *a);

CmLoc *cm_loc_unknown(CmContext *ctx);
CmLoc *cm_loc_file(CmContext *ctx, CmStr file, unsigned line, unsigned col);
/* The same with the file name already interned (no hashing of the name). */
CmLoc *cm_loc_file_ident(CmIdent *file, unsigned line, unsigned col);
CmLoc *cm_loc_name(CmContext *ctx, CmStr name, CmLoc *child /*NULL=unknown*/);
CmLoc *cm_loc_callsite(CmLoc *callee, CmLoc *caller);
/* Upstream-style fusing: flattens nested fused locs with the same metadata,
 * drops unknowns and duplicates; one left -> that loc; none -> unknown. */
CmLoc *cm_loc_fused(CmContext *ctx, unsigned n, CmLoc *const *locs,
                    CmAttr *metadata);
CmLoc *cm_loc_opaque(CmContext *ctx, uintptr_t data, CmIdent *type_id,
                     CmLoc *fallback);

/* ======================================================================
 * locref.c - compact location references
 * A CmLocRef names a location without necessarily creating it.  It is
 * either a CmLoc pointer (low bit 0; the value 0 means "no location") or,
 * on 64-bit targets, a packed file:line:col (low bit 1) whose file is an
 * index into a small per-context table of file names.  Packing allocates
 * nothing and uniques nothing; materialising (cm_locref_get) returns
 * exactly the location cm_loc_file_ident gives for the same triple, so
 * pointer comparisons of materialised locations keep working.  Triples
 * that do not fit (line >= 2^28, column >= 2^25, more than 1024 files in a
 * context, 32-bit targets) are created as real locations at once.
 * Thread-safe.  Packed references are only meaningful in the context whose
 * file table they index.
 * ====================================================================== */
typedef uintptr_t CmLocRef;
static inline CmLocRef cm_locref(CmLoc *loc) { return (CmLocRef)loc; }
static inline bool cm_locref_is_packed(CmLocRef r) { return (r & 1u) != 0; }
CmLocRef cm_locref_file(CmIdent *file, unsigned line, unsigned col);
/* The location `r` names: NULL for 0, the pointer itself for an unpacked
 * reference, the uniqued file:line:col location for a packed one. */
CmLoc *cm_locref_get(CmContext *ctx, CmLocRef r);
/* Fields of a packed reference (false, outputs untouched, if `r` is not
 * packed or names no file of `ctx`). */
bool cm_locref_unpack(CmContext *ctx, CmLocRef r, CmIdent **file,
                      unsigned *line, unsigned *col);

/* ======================================================================
 * dialect.c - dialects and registered operations
 * ====================================================================== */

/* Operation traits (bit set in CmOpDef.traits).  Verification of each is in
 * verifier.c / the ODS layer. */
enum {
  CM_TRAIT_TERMINATOR = 1ull << 0,
  CM_TRAIT_ISOLATED_FROM_ABOVE = 1ull << 1,
  CM_TRAIT_SYMBOL_TABLE = 1ull << 2,
  CM_TRAIT_SYMBOL = 1ull << 3,      /* has sym_name (symbol interface) */
  CM_TRAIT_NO_TERMINATOR = 1ull << 4,
  CM_TRAIT_SINGLE_BLOCK = 1ull << 5,
  CM_TRAIT_GRAPH_REGION = 1ull << 6, /* regions are graph regions */
  CM_TRAIT_AFFINE_SCOPE = 1ull << 7,
  CM_TRAIT_AUTOMATIC_ALLOCATION_SCOPE = 1ull << 8,
  CM_TRAIT_FUNCTION_LIKE = 1ull << 9,
  CM_TRAIT_NO_SIDE_EFFECT = 1ull << 10,
  CM_TRAIT_CONSTANT_LIKE = 1ull << 11,
  CM_TRAIT_COMMUTATIVE = 1ull << 12,
  CM_TRAIT_RETURN_LIKE = 1ull << 13,
  CM_TRAIT_RECURSIVE_SIDE_EFFECTS = 1ull << 14,
  CM_TRAIT_SINGLE_BLOCK_IMPLICIT_TERMINATOR = 1ull << 15,
  CM_TRAIT_CALLABLE = 1ull << 16,
  CM_TRAIT_CALL = 1ull << 17,
  /* 18..63 reserved for the ODS layer (issue 3). */
};

/* Callback for OpAsmOpInterface::getAsmResultNames / block arg names. */
typedef void (*CmSetNameFn)(void *user, CmValue *value, const char *name);

/* A registered operation.  Tables of these are the "ops as data" of the
 * ODS layer; issue 2 needs only the fields below. */
struct CmOpDef {
  const char *name; /* full name, "dialect.op" */
  uint64_t traits;
  /* Custom form; NULL means the op has no custom form (generic only). */
  CmResult (*parse)(CmParser *p, CmOpState *state);
  void (*print)(CmPrinter *p, CmOp *op);
  /* Structural invariants (operand / result / region / successor counts,
   * operand and attribute constraints: upstream's ODS-generated
   * verifyInvariants), run BEFORE the trait checks.  The ODS layer sets it. */
  CmResult (*verify_invariants)(CmOp *op);
  /* Op-specific verification, run after the generic/trait checks. */
  CmResult (*verify)(CmOp *op);
  /* OpAsmOpInterface hooks (optional). */
  void (*get_result_names)(CmOp *op, CmSetNameFn set, void *user);
  void (*get_block_arg_names)(CmOp *op, CmRegion *region, CmSetNameFn set,
                              void *user);
  /* For CM_TRAIT_SINGLE_BLOCK_IMPLICIT_TERMINATOR: the terminator name. */
  const char *implicit_terminator;
  /* Extension point for the ODS layer (operand specs, fold, interfaces). */
  const void *ods;
  /* The custom form prints the full name even for std ops (MLIR 13's
   * hand-written printers of a few ops, e.g. std.generic_atomic_rmw). */
  bool print_full_name;
  /* Optional: whether the custom form can print this op without losing
   * information; when it says no, the generic form is printed (upstream
   * 13's printStandardBinaryOp for operands of another type than the
   * result). */
  bool (*custom_printable)(const CmOp *op);
  /* Optional: adds the op's canonicalization patterns to `set` (upstream
   * getCanonicalizationPatterns; see rewrite.h). */
  void (*get_canonicalization_patterns)(CmPatternSet *set, CmContext *ctx);
};

/* A dialect: a namespace with hooks for its types and attributes. */
struct CmDialect {
  const char *name; /* namespace, "llvm" */
  CmContext *ctx;
  /* Parse the body of `!name...` (after `!name`) / print it (after the
   * printer wrote `!name`).  See asm.h for the dialect-asm helpers.
   * parse_type must give the same type for the same text within one
   * parse: the parser reuses the result for later copies of a
   * `!name<...>` text without calling it again (a per-parse text cache,
   * parse_type.c). */
  CmType *(*parse_type)(CmDialect *d, CmParser *p);
  void (*print_type)(CmDialect *d, const CmType *t, CmPrinter *p);
  CmAttr *(*parse_attr)(CmDialect *d, CmParser *p, CmType *type);
  void (*print_attr)(CmDialect *d, const CmAttr *a, CmPrinter *p);
  /* OpAsmDialectInterface::getAlias: write an alias name for a type or
   * attribute into `out` and return true to request an alias. */
  bool (*type_alias)(CmDialect *d, const CmType *t, CmBuf *out);
  bool (*attr_alias)(CmDialect *d, const CmAttr *a, CmBuf *out);
  /* Verify a dialect attribute `name = value` on `op` (discardable attrs). */
  CmResult (*verify_op_attr)(CmDialect *d, CmOp *op, CmNamedAttr attr);
  void *data; /* dialect-private state */
  /* Constant materialization (upstream Dialect::materializeConstant):
   * build an op producing `value` of `type` at the builder's insertion
   * point, or return NULL. */
  CmOp *(*materialize_constant)(CmDialect *d, CmBuilder *b,
                                CmAttr *value, CmType *type, CmLoc *loc);
  /* Dialect interfaces (see ods.h: CmInterfaceImpl), e.g. the inliner's. */
  const CmInterfaceImpl *interfaces;
  unsigned num_interfaces;
  /* (added) Upstream's Dialect::allowUnknownOperations: ops of this
   * namespace that are not registered verify without error (the llvm
   * dialect of MLIR 13 sets it). */
  bool allow_unknown_ops;
  /* (added) Dialect::verifyRegionArgAttribute: an attribute of this
   * dialect in the attributes of argument `arg` of region `region` of a
   * FunctionLike op (NULL: accepted). */
  CmResult (*verify_region_arg_attr)(CmDialect *d, CmOp *op, unsigned region,
                                     unsigned arg, CmNamedAttr attr);
  /* (added) Dialect::verifyRegionResultAttribute: the same for the
   * attributes of result `result` of a FunctionLike op (NULL: accepted). */
  CmResult (*verify_region_result_attr)(CmDialect *d, CmOp *op,
                                        unsigned region, unsigned result,
                                        CmNamedAttr attr);
};

/* Registers a dialect (copied); returns the context's instance.  Registering
 * the same name twice returns the existing one. */
CmDialect *cm_register_dialect(CmContext *ctx, const CmDialect *d);
CmDialect *cm_lookup_dialect(CmContext *ctx, const char *name, size_t len);
/* The registered dialects, in registration order (builtin first): i in
 * [0, cm_context_num_dialects). */
size_t cm_context_num_dialects(CmContext *ctx);
CmDialect *cm_context_dialect(CmContext *ctx, size_t i);
/* Registers ops (the table must outlive the context); each op's dialect is
 * the prefix of its name. */
void cm_register_ops(CmContext *ctx, const CmOpDef *defs, size_t n);
/* Registers the builtin dialect (module, func, unrealized_conversion_cast);
 * cm_context_create does this already. */
void cm_register_builtin_dialect(CmContext *ctx);

/* Interned operation names; `def` is NULL for unregistered ops. */
struct CmOpName {
  CmIdent *name;
  CmDialect *dialect; /* NULL if the dialect is not registered */
  const CmOpDef *def; /* NULL if the op is not registered */
};
CmOpName *cm_op_name(CmContext *ctx, const char *name, size_t len);
/* Lookup without creating: NULL if unknown. */
const CmOpDef *cm_lookup_op_def(CmContext *ctx, const char *name, size_t len);
/* Calls `fn` for every registered op definition (in no particular order;
 * `fn` must not register ops). */
void cm_context_for_each_op_def(CmContext *ctx,
                                void (*fn)(const CmOpDef *def, void *user),
                                void *user);

/* ======================================================================
 * operation.c - operations, blocks, regions, values, use lists
 * ====================================================================== */
typedef enum { CM_VALUE_RESULT, CM_VALUE_BLOCK_ARG } CmValueKind;
/* Values and op operands are 16 bytes: they live in the IR region
 * (support.h, region.c), so the links of a use list are 32-bit region
 * references.  Read them with the accessors below. */
struct CmValue {
  CmType *type;
  uint32_t first_use_; /* private: reference to the first CmOpOperand */
  uint32_t kind : 1;   /* CmValueKind */
  /* private: a result whose op keeps a CmOpBigCounts_ between its header
   * and its results (cm_value_defining_op() steps over it) */
  uint32_t big_op_ : 1;
  uint32_t index : 30; /* result number / argument number */
  /* The owner is not stored: a result sits at a fixed place after its op
   * (cm_value_defining_op()); a block argument is allocated with its block
   * and location after this struct, private to operation.c (read them
   * with cm_value_parent_block() and cm_block_arg_loc()).  Only
   * operation.c creates values. */
};
struct CmOpOperand {
  /* private (operation.c): the value (NULL while building) in the low 48
   * bits; above them where the operand sits in its array, from which
   * cm_operand_owner() finds the op (no owner pointer is stored). */
  uint64_t value_;
  uint32_t next_use_; /* private: reference to the next use */
  /* private: reference to the 4-byte link that points to this operand
   * (its value's first_use_ or the previous use's next_use_); 0 while
   * unlinked. */
  uint32_t prev_use_;
};
/* private: the bits of CmOpOperand.value_ that hold the value */
#define CM_OPND_VALUE_BITS_ 48
#define CM_OPND_VALUE_MASK_ ((UINT64_C(1) << CM_OPND_VALUE_BITS_) - 1)
static inline CmValue *cm_operand_value(const CmOpOperand *o) {
  return (CmValue *)(uintptr_t)(o->value_ & CM_OPND_VALUE_MASK_);
}
/* The uses of a value: for (u = cm_value_first_use(v); u;
 * u = cm_operand_next_use(u)).  Most recently added first. */
static inline CmOpOperand *cm_value_first_use(const CmValue *v) {
  return (CmOpOperand *)cm_region_ptr(v->first_use_);
}
static inline CmOpOperand *cm_operand_next_use(const CmOpOperand *o) {
  return (CmOpOperand *)cm_region_ptr(o->next_use_);
}
/* The op an operand belongs to. */
CmOp *cm_operand_owner(const CmOpOperand *o);
struct CmBlockOperand {
  CmBlock *block;
  CmBlockOperand *next_use;
  CmBlockOperand **prev_use;
  CmOp *owner;
};
/* An operation is one allocation (operation.c):
 *   operands[inline capacity] | CmOp | [CmOpBigCounts_] |
 *        results[num_results] | regions[num_regions] |
 *        successors[num_successors]
 * The arrays are found from the counts (cm_op_results(), cm_op_regions(),
 * cm_op_successor_array(), cm_op_operand_array()); the struct holds no
 * pointers to them, and a result finds its op from its index.  The result,
 * region and successor counts (read them with cm_op_num_results(),
 * cm_op_num_regions() and cm_op_num_successors()) are stored in the op's
 * bit-fields when all are small (below CM_OP_SMALL_RESULTS_ /
 * CM_OP_SMALL_COUNT_LIMIT_), otherwise all three in a CmOpBigCounts_ right
 * after the op (`big_counts_`).  The operand array ends where the op starts;
 * its capacity is the operand count unless `operands_shrunk_` (then it is
 * stored in the array's last, unused, slot).  Only the operand array can move:
 * cm_op_set_operands() puts it in a separate allocation when it grows
 * (`operands_outlined_`).  Sizes on LP64: CmOp 32 bytes, CmValue and
 * CmOpOperand 16, CmBlockOperand 32, CmRegion 24 (all multiples of 8, so
 * every trailing array stays pointer-aligned; checked in operation.c).
 * Ops, blocks and op names live in the IR region (support.h), so an op's
 * links are 32-bit region references: read them with cm_op_prev(),
 * cm_op_next(), cm_op_block(), cm_op_opname() and cm_op_attrs(). */
struct CmOp {
  uint32_t prev_, next_; /* private: siblings in the parent block */
  uint32_t block_;       /* private: parent block, 0 if detached */
  uint32_t name_;        /* private: the CmOpName */
  CmLocRef loc_; /* private: read with cm_op_loc(), set with cm_op_set_loc();
                  * 0 means unknown */
  uint32_t attrs_; /* private: the dictionary attr, never NULL */
  /* private (operation.c).  One memory location: set at creation, and
   * the operand count and flags by cm_op_set_operands (which, like every
   * mutation, needs the op to itself).  Read the counts with
   * cm_op_num_operands(), cm_op_num_results(), ... */
  unsigned num_operands_ : 12;  /* CM_OP_OPERANDS_SAT_: stored elsewhere */
  unsigned num_results_ : 8;    /* if !big_counts_ */
  unsigned num_successors_ : 4; /* if !big_counts_ */
  unsigned num_regions_ : 4;    /* if !big_counts_ */
  unsigned big_counts_ : 1;
  unsigned operands_outlined_ : 1; /* operands in a separate allocation */
  unsigned store_in_table_ : 1;    /* ... found through a side table */
  unsigned operands_shrunk_ : 1;   /* inline array larger than num_operands */
};
static inline CmOp *cm_op_prev(const CmOp *op) {
  return (CmOp *)cm_region_ptr(op->prev_);
}
static inline CmOp *cm_op_next(const CmOp *op) {
  return (CmOp *)cm_region_ptr(op->next_);
}
static inline CmBlock *cm_op_block(const CmOp *op) { /* NULL if detached */
  return (CmBlock *)cm_region_ptr(op->block_);
}
static inline CmOpName *cm_op_opname(const CmOp *op) {
  return (CmOpName *)cm_region_ptr(op->name_);
}
static inline CmAttr *cm_op_attrs(const CmOp *op) { /* the dictionary */
  return (CmAttr *)cm_region_ptr(op->attrs_);
}
/* The op's registered definition; NULL for an unregistered op (or one
 * built without a name). */
static inline const CmOpDef *cm_op_def(const CmOp *op) {
  const CmOpName *n = cm_op_opname(op);
  return n ? n->def : NULL;
}
#define CM_OP_SMALL_COUNT_LIMIT_ (1u << 4)
#define CM_OP_SMALL_RESULTS_ (1u << 8)
#define CM_OP_OPERANDS_SAT_ 0xfffu
/* private: the counts, right after the op, when any is too large for the
 * bit-fields (an op created with CM_OP_OPERANDS_SAT_ operands or more has
 * one too) */
typedef struct CmOpBigCounts_ {
  uint32_t num_results, num_successors, num_regions;
  uint32_t num_operands; /* kept up to date whatever the count */
} CmOpBigCounts_;
static inline const CmOpBigCounts_ *cm_op_big_counts_(const CmOp *op) {
  return (const CmOpBigCounts_ *)(const void *)(op + 1);
}
/* private: the operand count of an op whose bit-field is saturated (in
 * its CmOpBigCounts_, or else in its outlined operand store) */
unsigned cm_op_num_operands_slow_(const CmOp *op);
static inline unsigned cm_op_num_operands(const CmOp *op) {
  unsigned n = op->num_operands_;
  return n != CM_OP_OPERANDS_SAT_ ? n : cm_op_num_operands_slow_(op);
}
static inline unsigned cm_op_num_results(const CmOp *op) {
  return op->big_counts_ ? cm_op_big_counts_(op)->num_results
                         : op->num_results_;
}
struct CmBlock {
  CmBlock *prev, *next; /* in the parent region */
  CmRegion *parent;
  CmOp *first, *last;
  CmValue **args;
  uint32_t num_args, args_cap;
  struct CmBlockOrder_ *order_; /* private (operation.c): position index */
  CmBlockOperand *first_use; /* predecessor edges */
};
struct CmRegion {
  CmBlock *first, *last;
  CmOp *parent;
};

/* Everything needed to create an operation (upstream OperationState).  The
 * parser fills one in; custom-form parsers receive it. */
struct CmOpState {
  CmContext *ctx;
  CmOpName *name;
  CmLocRef loc_; /* private: read with cm_op_state_loc() */
  CM_VEC(CmValue *) operands;
  CM_VEC(CmType *) types; /* result types */
  CM_VEC(CmNamedAttr) attrs;
  CM_VEC(CmBlock *) successors;
  CM_VEC(CmRegion *) regions; /* owned; moved into the op on create */
};
void cm_op_state_init(CmOpState *s, CmContext *ctx, const char *name,
                      CmLoc *loc);
/* The same with a location reference (e.g. a packed one from the parser). */
void cm_op_state_init_ref(CmOpState *s, CmContext *ctx, const char *name,
                          CmLocRef loc);
/* The state's location (materialised; unknown if none was given), and the
 * reference itself (to hand to cm_op_set_locref without materialising). */
CmLoc *cm_op_state_loc(const CmOpState *s);
CmLocRef cm_op_state_locref(const CmOpState *s);
void cm_op_state_free(CmOpState *s); /* frees regions not yet moved */
void cm_op_state_add_attr(CmOpState *s, const char *name, CmAttr *value);
CmRegion *cm_op_state_add_region(CmOpState *s); /* returns the new region */

CmOp *cm_op_create(CmOpState *state); /* consumes the state's regions */
/* Creates with explicit arrays (no state), convenient in C code. */
CmOp *cm_op_create_v(CmContext *ctx, const char *name, CmLoc *loc,
                     unsigned num_results, CmType *const *result_types,
                     unsigned num_operands, CmValue *const *operands,
                     CmAttr *attrs /*dict or NULL*/, unsigned num_successors,
                     CmBlock *const *successors, unsigned num_regions);
void cm_op_destroy(CmOp *op); /* must be detached and have no used results */
void cm_op_erase(CmOp *op);   /* remove from block and destroy */
CmOp *cm_op_clone(CmOp *op);  /* deep clone (regions too), detached */
void cm_op_remove_from_block(CmOp *op);
void cm_op_move_before(CmOp *op, CmOp *before);
void cm_op_move_after(CmOp *op, CmOp *after);
CmContext *cm_op_context(const CmOp *op);
CmOp *cm_op_parent_op(const CmOp *op); /* op owning the region, or NULL */
CmRegion *cm_op_parent_region(const CmOp *op);
/* Locations.  Code reads an op's or block argument's location only
 * through these (the storage may be compact and materialised on demand). */
CmLoc *cm_op_loc(const CmOp *op);
void cm_op_set_loc(CmOp *op, CmLoc *loc);
CmLoc *cm_block_arg_loc(const CmValue *arg); /* NULL if it has none */
void cm_block_arg_set_loc(CmValue *arg, CmLoc *loc); /* NULL: none */
/* The stored references (no materialisation); a packed reference must come
 * from the op's context. */
CmLocRef cm_op_locref(const CmOp *op);
void cm_op_set_locref(CmOp *op, CmLocRef loc);
/* The region and successor counts, and the trailing arrays (layout
 * above).  They take a const op and return mutable elements.  Only the
 * operand array can move (cm_op_set_operands): do not keep its address
 * across that call. */
static inline CmValue *cm_op_results(const CmOp *op) {
  return (CmValue *)(uintptr_t)((const char *)(op + 1) +
                                (op->big_counts_ ? sizeof(CmOpBigCounts_) : 0));
}
static inline unsigned cm_op_num_regions(const CmOp *op) {
  return op->big_counts_ ? cm_op_big_counts_(op)->num_regions
                         : op->num_regions_;
}
static inline unsigned cm_op_num_successors(const CmOp *op) {
  return op->big_counts_ ? cm_op_big_counts_(op)->num_successors
                         : op->num_successors_;
}
static inline CmRegion *cm_op_regions(const CmOp *op) {
  return (CmRegion *)(uintptr_t)(cm_op_results(op) + cm_op_num_results(op));
}
static inline CmBlockOperand *cm_op_successor_array(const CmOp *op) {
  return (CmBlockOperand *)(cm_op_regions(op) + cm_op_num_regions(op));
}
/* private: the operand array of an op with `operands_outlined_` set */
CmOpOperand *cm_op_outlined_operands_(const CmOp *op);
static inline CmOpOperand *cm_op_operand_array(const CmOp *op) {
  if (op->operands_outlined_)
    return cm_op_outlined_operands_(op);
  const CmOpOperand *end = (const CmOpOperand *)(const void *)op;
  uint32_t cap = cm_op_num_operands(op);
  if (op->operands_shrunk_)
    memcpy(&cap, end - 1, sizeof(cap));
  return (CmOpOperand *)(uintptr_t)(end - cap);
}
static inline CmValue *cm_op_result(CmOp *op, unsigned i) {
  return &cm_op_results(op)[i];
}
static inline CmValue *cm_op_operand(CmOp *op, unsigned i) {
  return cm_operand_value(&cm_op_operand_array(op)[i]);
}
static inline CmRegion *cm_op_region(CmOp *op, unsigned i) {
  return &cm_op_regions(op)[i];
}
static inline CmBlock *cm_op_successor(CmOp *op, unsigned i) {
  return cm_op_successor_array(op)[i].block;
}
void cm_op_set_operand(CmOp *op, unsigned i, CmValue *v);
void cm_op_set_operands(CmOp *op, unsigned n, CmValue *const *vals);
void cm_op_set_successor(CmOp *op, unsigned i, CmBlock *b);
CmAttr *cm_op_get_attr(const CmOp *op, const char *name);
void cm_op_set_attr(CmOp *op, const char *name, CmAttr *value); /*NULL: del*/
/* Replaces the whole attribute dictionary (NULL: empty). */
void cm_op_set_attr_dict(CmOp *op, CmAttr *dict);
bool cm_op_is_registered(const CmOp *op);
bool cm_op_has_trait(const CmOp *op, uint64_t trait);
bool cm_op_is_ancestor(const CmOp *ancestor, const CmOp *op); /* reflexive */
bool cm_op_is_before_in_block(CmOp *a, CmOp *b); /* O(1) amortized */
static inline bool cm_op_name_is(const CmOp *op, const char *name) {
  return cm_str_eq_c(cm_ident_str(cm_op_opname(op)->name), name);
}

bool cm_value_is_result(const CmValue *v);
/* NULL for block args.  A result is results[index] of its op (layout
 * above), so the op starts right before results[0] (or before the
 * CmOpBigCounts_ that precedes them). */
static inline CmOp *cm_value_defining_op(const CmValue *v) {
  if (v->kind != CM_VALUE_RESULT)
    return NULL;
  const char *first = (const char *)(v - v->index);
  if (v->big_op_)
    first -= sizeof(CmOpBigCounts_);
  return (CmOp *)(uintptr_t)first - 1;
}
CmBlock *cm_value_parent_block(const CmValue *v);
CmRegion *cm_value_parent_region(const CmValue *v);
bool cm_value_use_empty(const CmValue *v);
bool cm_value_has_one_use(const CmValue *v);
void cm_value_replace_all_uses(CmValue *from, CmValue *to);
void cm_value_set_type(CmValue *v, CmType *t);

CmBlock *cm_block_create(void);
void cm_block_destroy(CmBlock *b); /* detached; destroys its ops */
CmValue *cm_block_add_arg(CmBlock *b, CmType *type, CmLoc *loc);
/* The same with a location reference; a packed one needs a non-NULL type
 * (its context resolves the file name). */
CmValue *cm_block_add_arg_ref(CmBlock *b, CmType *type, CmLocRef loc);
CmValue *cm_block_insert_arg(CmBlock *b, unsigned index, CmType *type,
                             CmLoc *loc);
void cm_block_erase_arg(CmBlock *b, unsigned index); /* must be unused */
void cm_block_append_op(CmBlock *b, CmOp *op);
void cm_block_insert_op_before(CmBlock *b, CmOp *before, CmOp *op);
CmOp *cm_block_terminator(CmBlock *b); /* last op if it is a terminator */
/* (as upstream's mightHaveTrait: an unregistered last op counts too) */
CmOp *cm_block_parent_op(const CmBlock *b);
bool cm_block_is_entry(const CmBlock *b);
bool cm_block_has_no_predecessors(const CmBlock *b);
unsigned cm_block_num_predecessors(const CmBlock *b);
/* Splits before `op`; ops from `op` on move to a new block after `b`. */
CmBlock *cm_block_split(CmBlock *b, CmOp *op);
void cm_block_remove_from_region(CmBlock *b);

void cm_region_init(CmRegion *r, CmOp *parent);
void cm_region_clear(CmRegion *r); /* destroys all blocks */
void cm_region_append_block(CmRegion *r, CmBlock *b);
void cm_region_insert_block_after(CmRegion *r, CmBlock *after, CmBlock *b);
bool cm_region_empty(const CmRegion *r);
/* Moves all blocks of `from` to the end of `to`. */
void cm_region_take_body(CmRegion *to, CmRegion *from);
CmContext *cm_region_context(const CmRegion *r); /* NULL if empty & detached */

/* ======================================================================
 * walk.c - traversal
 * ====================================================================== */
typedef enum { CM_WALK_ADVANCE, CM_WALK_SKIP, CM_WALK_INTERRUPT } CmWalkResult;
typedef CmWalkResult (*CmWalkFn)(CmOp *op, void *user);
/* Pre-order: the callback sees an op before its regions; SKIP skips its
 * regions.  Post-order: after its regions.  Both are safe against erasing
 * the visited op in post-order.  Return INTERRUPT if interrupted. */
CmWalkResult cm_walk_pre(CmOp *op, CmWalkFn fn, void *user);
CmWalkResult cm_walk_post(CmOp *op, CmWalkFn fn, void *user);
/* Sets every operand of `op` and of the ops nested in it that `map` (a
 * CmPtrMap from CmValue * to CmValue *) has an entry for to that entry's
 * value: the operand remapping of upstream's clone with a mapping. */
void cm_walk_remap_operands(CmOp *op, const CmPtrMap *map);

/* ======================================================================
 * builder.c - insertion points and op construction helpers
 * ====================================================================== */
typedef struct CmBuilder {
  CmContext *ctx;
  CmBlock *block;  /* insertion block, NULL: ops are left detached */
  CmOp *before;    /* insert before this op; NULL: at the block's end */
} CmBuilder;
void cm_builder_init(CmBuilder *b, CmContext *ctx);
void cm_builder_set_to_end(CmBuilder *b, CmBlock *block);
void cm_builder_set_to_start(CmBuilder *b, CmBlock *block);
void cm_builder_set_before(CmBuilder *b, CmOp *op);
void cm_builder_set_after(CmBuilder *b, CmOp *op);
CmOp *cm_builder_insert(CmBuilder *b, CmOp *op); /* returns op */
CmOp *cm_builder_create(CmBuilder *b, CmOpState *state);
/* Creates a block at the end of `r` with the given argument types. */
CmBlock *cm_builder_create_block(CmBuilder *b, CmRegion *r, unsigned nargs,
                                 CmType *const *types, CmLoc *const *locs);

/* ======================================================================
 * diag.c - diagnostics
 * Emission: build a diagnostic, attach notes, then report it.
 *   CmDiag *d = cm_diag_error(loc, "expected %d operands", n);
 *   cm_diag_append_type(d, t);  cm_diag_note(d, other_loc, "see here");
 *   cm_diag_report(d);          // always returns CM_FAILURE
 * `cm_emit_error(loc, fmt, ...)` does all at once.
 * Handlers run most-recently-registered first until one returns SUCCESS;
 * if none handles an error the default prints it to stderr.
 * ====================================================================== */
typedef enum {
  CM_DIAG_NOTE,
  CM_DIAG_WARNING,
  CM_DIAG_ERROR,
  CM_DIAG_REMARK
} CmDiagSeverity;
struct CmDiag {
  CmContext *ctx;
  CmDiagSeverity severity;
  CmLoc *loc;
  CmBuf msg;
  CmDiag *notes; /* singly linked through `next` */
  CmDiag *next;
};
typedef CmResult (*CmDiagHandler)(CmDiag *d, void *user);
typedef uint64_t CmDiagHandlerId;
CmDiagHandlerId cm_diag_add_handler(CmContext *ctx, CmDiagHandler fn,
                                    void *user);
void cm_diag_remove_handler(CmContext *ctx, CmDiagHandlerId id);
CmDiag *cm_diag_new(CmLoc *loc, CmDiagSeverity sev, const char *fmt, ...)
    CM_PRINTF(3, 4);
CmDiag *cm_diag_error(CmLoc *loc, const char *fmt, ...) CM_PRINTF(2, 3);
CmDiag *cm_diag_warning(CmLoc *loc, const char *fmt, ...) CM_PRINTF(2, 3);
CmDiag *cm_diag_remark(CmLoc *loc, const char *fmt, ...) CM_PRINTF(2, 3);
void cm_diag_append(CmDiag *d, const char *fmt, ...) CM_PRINTF(2, 3);
void cm_diag_append_type(CmDiag *d, const CmType *t);
void cm_diag_append_attr(CmDiag *d, const CmAttr *a);
CmDiag *cm_diag_note(CmDiag *d, CmLoc *loc /*NULL: same*/, const char *fmt,
                     ...) CM_PRINTF(3, 4); /* returns the note */
CmResult cm_diag_report(CmDiag *d); /* reports and frees; CM_FAILURE */
/* A copy of `d` and its notes (location, severity, text) to report later
 * (diagnostics held back on worker threads and reported in order). */
CmDiag *cm_diag_clone(const CmDiag *d);
/* Capture: between begin and end, diagnostics reported on the calling
 * thread reach no handler and are not printed; they are only counted.  For
 * work done speculatively on a thread (parallel parsing / verification)
 * that is redone sequentially when anything was reported.  Captures nest;
 * end must be called on the thread that called begin. */
typedef struct CmDiagCapture {
  unsigned count;  /* diagnostics of any severity */
  unsigned errors; /* of which errors */
  struct CmDiagCapture *outer;
} CmDiagCapture;
void cm_diag_capture_begin(CmDiagCapture *c);
void cm_diag_capture_end(CmDiagCapture *c);
/* True between begin and end on this thread.  Messages are then never
 * read: cm_diag_append_type/_attr and the "see current operation" note
 * skip printing (callers may skip expensive message text too). */
bool cm_diag_capturing(void);
void cm_diag_free(CmDiag *d);
CmResult cm_emit_error(CmLoc *loc, const char *fmt, ...) CM_PRINTF(2, 3);
void cm_emit_warning(CmLoc *loc, const char *fmt, ...) CM_PRINTF(2, 3);
void cm_emit_remark(CmLoc *loc, const char *fmt, ...) CM_PRINTF(2, 3);
/* Op-located diagnostics: "'dialect.op' op <msg>" as upstream, and with
 * -mlir-print-op-on-diagnostic a note "see current operation: <op>". */
CmDiag *cm_op_diag_error(CmOp *op, const char *fmt, ...) CM_PRINTF(2, 3);
CmResult cm_op_emit_error(CmOp *op, const char *fmt, ...) CM_PRINTF(2, 3);
CmDiag *cm_op_diag_warning(CmOp *op, const char *fmt, ...) CM_PRINTF(2, 3);
CmDiag *cm_op_diag_remark(CmOp *op, const char *fmt, ...) CM_PRINTF(2, 3);
void cm_context_set_print_op_on_diagnostic(CmContext *ctx, bool on);
/* Upstream's Operation::emitError (no "'name' op " prefix, but with the
 * "see current operation" note). */
CmDiag *cm_op_diag_plain_error(CmOp *op, const char *fmt, ...)
    CM_PRINTF(2, 3);
CmResult cm_op_emit_plain_error(CmOp *op, const char *fmt, ...) CM_PRINTF(2, 3);
/* Upstream's Operation::emitRemark (no prefix; the note shows the op in
 * its custom form when print_op_on_diagnostic is on). */
CmDiag *cm_op_diag_plain_remark(CmOp *op, const char *fmt, ...)
    CM_PRINTF(2, 3);
/* Upstream's Operation::emitWarning: no prefix, the note shows the op in
 * its custom form when print_op_on_diagnostic is on; reported at once. */
void cm_op_emit_plain_warning(CmOp *op, const char *fmt, ...) CM_PRINTF(2, 3);
/* Attaches the note "see current operation: <generic op>" when
 * print_op_on_diagnostic is on (what cm_op_diag_error does). */
void cm_diag_attach_current_op(CmDiag *d, CmOp *op);
/* Upstream's location text as diagnostics print it ("file:line:col" for a
 * file location, recursing into name/callsite/fused to find one). */
void cm_loc_print_for_diag(const CmLoc *loc, CmBuf *out);
/* (without one: "<unknown>:0" for an unknown loc, else the `loc(...)` text;
 * the default stderr output for unhandled errors prints `loc(...): error:`
 * as upstream's context does) */
/* A file:line:col location inside a diagnostic location, or NULL. */
const CmLoc *cm_loc_find_file_line_col(const CmLoc *loc);

/* ======================================================================
 * verifier.c - structural verification
 * Checks: operand/successor/region well-formedness, SSA dominance in SSACFG
 * regions (graph regions exempt), terminators (presence, position; none in
 * NO_TERMINATOR / graph regions), successor argument counts and types,
 * IsolatedFromAbove, symbol tables (unique names, sym_visibility values),
 * then each registered op's `verify` hook.  Unregistered ops are accepted
 * only when the context allows unregistered dialects.  Emits diagnostics
 * at the offending op and returns CM_FAILURE on the first bad op tree.
 * With the context's threading enabled, the IsolatedFromAbove ops nested
 * in `op` (a module's functions) are verified in parallel first; the
 * diagnostics and the result are always those of a sequential run.
 * ====================================================================== */
CmResult cm_verify(CmOp *op);

/* ======================================================================
 * symbols.c - symbol tables
 * ====================================================================== */
CmIdent *cm_symbol_name(const CmOp *op); /* sym_name or NULL */
CmOp *cm_symbol_table_lookup(CmOp *table, const char *name, size_t len);
/* Nearest ancestor (or self) with the SYMBOL_TABLE trait. */
CmOp *cm_symbol_table_of(CmOp *op);
CmOp *cm_symbol_lookup_nearest(CmOp *from, const CmAttr *symref);
/* Symbol cache session of the calling thread (nestable; cm_verify opens
 * one): while active, lookups use a name -> op map per symbol table, built
 * on its first lookup.  Symbol tables must not change while it is open. */
void cm_symbol_cache_begin(void);
void cm_symbol_cache_end(void);
bool cm_symbol_cache_active(void);

#ifdef __cplusplus
}
#endif
#endif /* CMLIR_IR_H */
