/* llvmir_internal.h - shared declarations of the LLVM IR writer
 * (lib/target/llvmir/).
 *
 *   translate.c  the module: header, type definitions, globals, functions
 *                (value numbering, PHIs from block arguments), attribute
 *                groups, intrinsic declarations; cm_translate_module_to_llvmir
 *   ops.c        the op table: one row per op name (instruction text,
 *                constant-expression text, or a constant)
 *   types.c      LLVM type spelling (cached per type)
 *   consts.c     constants: integers of any width, floats as LLVM prints
 *                them, strings, dense elements as aggregates
 *   debuginfo.c  metadata nodes, numbering as LLVM's slot tracker, the
 *                debug info mlir-translate-13 derives from locations
 */
#ifndef CMLIR_LLVMIR_INTERNAL_H
#define CMLIR_LLVMIR_INTERNAL_H

#include "cmlir/dialect/llvm.h"
#include "cmlir/target.h"

/* ---- metadata (debuginfo.c) ---- */
typedef enum CmLlMdKind {
  CM_MD_TUPLE,      /* !{...}: operands are items (see CmLlMdItem) */
  CM_MD_CU,         /* distinct !DICompileUnit: ops[0] file */
  CM_MD_FILE,       /* !DIFile: str name, str2 directory */
  CM_MD_SUBPROGRAM, /* distinct !DISubprogram: ops: file, type, unit,
                     * retained; str name; line */
  CM_MD_SUBROUTINE_TYPE, /* ops[0] types tuple */
  CM_MD_LEXICAL_BLOCK_FILE, /* ops: file, scope */
  CM_MD_LOCATION,   /* ops: scope, inlinedAt (-1 none); line, col */
} CmLlMdKind;

typedef struct CmLlMdItem { /* an operand of a tuple */
  enum { CM_MDI_NODE, CM_MDI_STRING, CM_MDI_VALUE } kind;
  int32_t node;     /* NODE */
  uint32_t off, len; /* STRING / VALUE text in the md text pool */
} CmLlMdItem;

typedef struct CmLlMd {
  uint8_t kind;
  bool distinct;
  int32_t slot; /* -1 until numbered */
  int32_t ops[4];
  uint32_t nops;
  uint32_t line, col;
  uint32_t str_off, str_len, str2_off, str2_len;
  uint32_t items_off, nitems; /* tuples: in the item pool */
  bool persist;   /* kept across functions (files, shared tuples) */
  const void *key; /* files: the interned name they were made for */
} CmLlMd;

/* A uniquing table of metadata nodes (open addressing over node ids). */
typedef struct CmLlMdTab {
  int32_t *slots; /* -1 empty */
  size_t cap, len;
} CmLlMdTab;

typedef struct CmLlWriter CmLlWriter;

/* ---- data layout (layout.c) ---- */
#define CM_LL_LAYOUT_MAX 32
typedef struct CmLlLayoutEntry {
  int kind; /* int, float, vector, aggregate */
  unsigned bits, abi, pref; /* alignments in bytes */
} CmLlLayoutEntry;
typedef struct CmLlLayout {
  CmLlLayoutEntry e[CM_LL_LAYOUT_MAX];
  unsigned n;
  unsigned ptr_abi, ptr_pref;
} CmLlLayout;
/* LLVM 13's defaults overridden by the specs of `dl`. */
void cm_ll_layout_init(CmLlLayout *l, CmStr dl);
/* ABI (abi) or preferred alignment of `t` in bytes. */
unsigned cm_ll_layout_align(const CmLlLayout *l, const CmType *t, bool abi);
/* What is known about a constant's value (for folding as IRBuilder's
 * constant folder does). */
typedef enum CmLlConstKind {
  CM_LLC_OTHER,
  CM_LLC_INT,   /* an integer of at most 64 bits: `i` (sign-extended) */
  CM_LLC_FLOAT, /* a float or double: `f` */
  CM_LLC_NULL,  /* null / zero of a pointer */
  CM_LLC_UNDEF,
  CM_LLC_GLOBAL, /* the address of a global variable (not extern_weak) */
  CM_LLC_AGG,    /* a struct or array built by insertvalue: `agg` */
} CmLlConstKind;

/* A constant aggregate folded from insertvalue ops (ops.c). */
typedef struct CmLlAgg CmLlAgg;
typedef struct CmLlSpan {
  size_t off, len;
  CmLlConstKind kind;
  union {
    int64_t i;
    double f;
  } v;
  CmLlAgg *agg; /* CM_LLC_AGG */
} CmLlSpan;

/* ---- the op table (ops.c) ---- */
typedef enum CmLlOpKind {
  CM_LLOP_INSTR, /* an instruction (numbered if it has a result) */
  CM_LLOP_CONST, /* no instruction: its result is a constant text */
  CM_LLOP_TERM,  /* a terminator instruction */
} CmLlOpKind;

typedef struct CmLlOpRow {
  const char *name;
  CmLlOpKind kind;
  /* Writes the instruction (after "%N = ") to w->fn_out. */
  CmResult (*emit)(CmLlWriter *w, CmOp *op);
  /* Writes the result as a constant (CM_LLOP_CONST rows; for other rows
   * the constant-expression form used in global initializers, or NULL
   * when the op has none). */
  CmResult (*cexpr)(CmLlWriter *w, CmOp *op, CmBuf *out);
} CmLlOpRow;

const CmLlOpRow *cm_ll_op_rows(size_t *n);
/* The row of every known `llvm.intr.*` op. */
extern const CmLlOpRow cm_ll_intrinsic_row;
bool cm_ll_is_known_intrinsic(CmOp *op);

/* ---- the writer state ---- */
struct CmLlWriter {
  CmContext *ctx;
  CmOp *module;
  CmWriteFn write; /* the output */
  void *write_user;
  CmBuf globals;   /* global variable lines */
  CmBuf funcs;     /* function texts */
  CmBuf *fn_out;   /* where instructions go (funcs) */
  CmLlLayout layout;
  /* types */
  CmPtrMap type_text; /* CmType* -> (off << 24 | len) in type_pool */
  CmBuf type_pool;
  CM_VEC(CmType *) structs; /* identified structs in order of first use */
  CmPtrMap struct_seen;
  /* op rows by op name */
  CmPtrMap rows; /* CmOpName* -> row index + 1 (0: looked up, none) */
  /* function state */
  CmPtrMap vals;   /* CmValue* -> (slot << 1) or (const index << 1 | 1) */
  CmPtrMap blocks; /* CmBlock* -> slot */
  CmPtrMap topo;   /* CmBlock* -> position in translation order */
  CmBuf cpool;     /* constant texts of the function (or global) */
  CM_VEC(CmLlSpan) cspans;
  bool in_global_init; /* translating a global's initializer region */
  /* what the last constant text written by a cexpr row is (reset to
   * CM_LLC_OTHER after each) */
  CmLlConstKind ck;
  int64_t ck_i;
  double ck_f;
  CmLlAgg *ck_agg;
  CmArena agg_arena; /* folded aggregates of the function */
  CmOp *cur_func;
  /* attachments the current instruction asks for (after its !dbg) */
  bool nontemporal_pending;
  int32_t prof_pending;
  int32_t loop_pending;   /* !llvm.loop node, or -1 */
  int32_t access_pending; /* !llvm.access.group node, or -1 */
  CmPtrMap access_groups; /* CmIdent* (@metadata::@group) -> node + 1 */
  CmPtrMap loop_md; /* llvm.loop attribute -> its node + 1 (module-wide) */
  /* loop option tuples made so far: (key, value, node) triples, as LLVM
   * uniques equal `!{!"llvm.loop...", value}` nodes */
  CM_VEC(int64_t) loop_opt_nodes;
  int32_t cur_scope;   /* the function's DISubprogram, -1 if none */
  CmPtrMap loc_cache;  /* CmLoc* -> DILocation node + 1 (per function) */
  /* declarations added by the translation (intrinsics), in order */
  CmBuf decls;         /* their texts, NUL-separated */
  CM_VEC(const char *) decl_attrs; /* per declaration, or NULL */
  CmPtrMap decl_seen; /* CmIdent* of the callee name -> 1 */
  /* attribute groups: text of each, numbered in order */
  CM_VEC(char *) attr_groups;
  /* metadata */
  bool debug;      /* emit debug info */
  int32_t md_cu, md_flags, md_empty, md_subr_type;
  int32_t md_codeview; /* the "CodeView" module flag of MSVC triples, or -1 */
  CM_VEC(CmLlMd) md;
  CM_VEC(CmLlMdItem) md_items;
  CmBuf md_text;   /* strings of metadata */
  CmPtrMap md_files; /* CmIdent* file name -> node + 1 */
  CmLlMdTab md_gtab;   /* persistent nodes (files) */
  CmLlMdTab md_ftab;   /* nodes of the current function */
  size_t md_fn_base;   /* first node of the current function */
  size_t md_rendered;  /* md_order entries already rendered */
  CmBuf md_out;        /* rendered node lines */
  FILE *md_spill;      /* rendered lines moved out of memory (or NULL) */
  bool md_any;         /* any node rendered */
  int32_t md_next_slot;
  CM_VEC(int32_t) md_order; /* nodes by slot */
  int32_t md_nontemporal;
  char *cwd;
};

/* translate.c: operand text */
void cm_ll_put_value(CmLlWriter *w, CmBuf *out, CmValue *v);
void cm_ll_put_typed_value(CmLlWriter *w, CmBuf *out, CmValue *v);
/* The constant a value is, or NULL if it is not one. */
const CmLlSpan *cm_ll_const_of(CmLlWriter *w, CmValue *v);
/* The label of a block: "%N". */
void cm_ll_put_block(CmLlWriter *w, CmBuf *out, CmBlock *b);
/* Operands the terminator `op` passes to successor `i`. */
void cm_ll_successor_operands(CmOp *op, unsigned i, unsigned *first,
                              unsigned *count);
/* Adds `decl` (a `declare ...` line without attribute group and newline)
 * for the function named `name` unless already added; `fn_attrs` (NULL for
 * none) is its function attribute list, numbered as a group after those of
 * the module's functions (the declarations come last in the module). */
void cm_ll_add_decl(CmLlWriter *w, CmStr name, const char *decl, size_t len,
                    const char *fn_attrs);
/* "@name" with LLVM's quoting rules. */
void cm_ll_put_global_name(CmBuf *out, CmStr name);

/* types.c */
/* Appends the LLVM spelling of `t`; CM_FAILURE (no diagnostic) if `t` has
 * no LLVM counterpart. */
CmResult cm_ll_put_type(CmLlWriter *w, CmBuf *out, CmType *t);
bool cm_ll_type_is_void(const CmType *t);
/* Mangled suffix of an overloaded intrinsic for type `t` (".i32",
 * ".v4f32", ".p0i8", ...). */
CmResult cm_ll_put_mangled_type(CmLlWriter *w, CmBuf *out, CmType *t);
/* The body of an identified struct `%name = type ...`. */
void cm_ll_put_struct_body(CmLlWriter *w, CmBuf *out, CmType *t);

/* consts.c */
/* The constant of `type` for attribute `a` (llvm.mlir.constant and
 * global values); a diagnostic at `loc` on failure. */
CmResult cm_ll_put_attr_constant(CmLlWriter *w, CmBuf *out, CmType *type,
                                 CmAttr *a, CmLoc *loc);
void cm_ll_put_float(CmBuf *out, CmType *ftype, const uint64_t bits[2]);
void cm_ll_put_escaped(CmBuf *out, const char *s, size_t n);
/* A signed integer of `width` bits given little-endian words. */
void cm_ll_put_int_words(CmBuf *out, unsigned width, const uint64_t *words,
                         unsigned nwords);
/* `zeroinitializer`/`null`/`0`... for a zero of type `t`. */
CmResult cm_ll_put_zero(CmLlWriter *w, CmBuf *out, CmType *t);

/* debuginfo.c */
void cm_ll_md_init(CmLlWriter *w);
void cm_ll_md_free(CmLlWriter *w);
/* Renders the nodes numbered since the last call and drops the records
 * of the function's nodes (call after each function). */
void cm_ll_md_end_function(CmLlWriter *w);
/* The function's subprogram (or -1): call before its instructions. */
/* Whether an op in `op` (itself included) has a known location (translate.c). */
bool cm_ll_has_known_loc(CmOp *op);
int32_t cm_ll_md_subprogram(CmLlWriter *w, CmOp *func);
/* The DILocation for an op's location in the current function, or -1. */
int32_t cm_ll_md_op_location(CmLlWriter *w, CmOp *op);
/* The slot of a node, numbering it (and what it references) on first
 * use as LLVM's slot tracker does. */
int32_t cm_ll_md_slot(CmLlWriter *w, int32_t node);
int32_t cm_ll_md_nontemporal(CmLlWriter *w);
/* The distinct node of an access group (`@metadata::@group`). */
int32_t cm_ll_md_access_group(CmLlWriter *w, const CmAttr *symref);
/* Creates the access group nodes of the module's llvm.metadata ops (before
 * the functions, as upstream). */
void cm_ll_md_declare_access_groups(CmLlWriter *w, CmOp *module);
/* `!{!a, !b}` (uniqued) or the single node for a list of access groups;
 * -1 on an empty list. */
int32_t cm_ll_md_access_groups(CmLlWriter *w, const CmAttr *list);
/* The distinct self-referencing loop node for an `llvm.loop` dictionary
 * (parallel_access groups, loop options); -1 if there is nothing. */
int32_t cm_ll_md_loop(CmLlWriter *w, const CmAttr *dict);
/* !{!"branch_weights", i32 a, ...} */
int32_t cm_ll_md_branch_weights(CmLlWriter *w, const CmAttr *weights);
/* Named metadata and the node list at the end of the module. */
void cm_ll_md_write_named(CmLlWriter *w, CmBuf *out);
/* Hands the node lines to the writer's output (after `out`'s text). */
void cm_ll_md_write_nodes(CmLlWriter *w, CmBuf *out);

#endif /* CMLIR_LLVMIR_INTERNAL_H */
