/* asm.h - the textual format: lexer, parser (with the API custom-form
 * parsers use, mirroring upstream's OpAsmParser / DialectAsmParser),
 * printer (with the API custom-form printers use, mirroring OpAsmPrinter),
 * and the source-buffer diagnostic handlers (plain and -verify-diagnostics).
 */
#ifndef CMLIR_ASM_H
#define CMLIR_ASM_H

#include "cmlir/ir.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ======================================================================
 * lexer.c - tokens
 * ====================================================================== */
typedef enum CmTokKind {
  CM_TOK_EOF,
  CM_TOK_ERROR,
  CM_TOK_BARE_ID,    /* foo, foo.bar, i32 and keywords are bare ids too */
  CM_TOK_PERCENT_ID, /* %foo, %0 */
  CM_TOK_CARET_ID,   /* ^bb0 */
  CM_TOK_HASH_ID,    /* #map0 */
  CM_TOK_EXCL_ID,    /* !foo */
  CM_TOK_AT_ID,      /* @foo, @"quoted" */
  CM_TOK_INTEGER,    /* 42, 0x2A */
  CM_TOK_FLOAT,      /* 1.5, 1.0e-3 */
  CM_TOK_STRING,     /* "..." (text includes the quotes) */
  /* punctuation */
  CM_TOK_ARROW,    /* -> */
  CM_TOK_COLON,    /* : */
  CM_TOK_COMMA,    /* , */
  CM_TOK_ELLIPSIS, /* ... */
  CM_TOK_EQUAL,    /* = */
  CM_TOK_GREATER,  /* > */
  CM_TOK_LBRACE,   /* { */
  CM_TOK_LPAREN,   /* ( */
  CM_TOK_LSQUARE,  /* [ */
  CM_TOK_LESS,     /* < */
  CM_TOK_MINUS,    /* - */
  CM_TOK_PLUS,     /* + */
  CM_TOK_QUESTION, /* ? */
  CM_TOK_RBRACE,   /* } */
  CM_TOK_RPAREN,   /* ) */
  CM_TOK_RSQUARE,  /* ] */
  CM_TOK_STAR,     /* * */
  CM_TOK_VBAR,     /* | */
  CM_TOK_FILE_METADATA_BEGIN, /* {-# */
  CM_TOK_FILE_METADATA_END,   /* #-} */
} CmTokKind;

typedef struct CmToken {
  CmTokKind kind;
  const char *pos; /* start in the buffer */
  size_t len;
} CmToken;

/* The spelling of a punctuation token, e.g. "->" (for messages). */
const char *cm_tok_spelling(CmTokKind k);

/* ======================================================================
 * parser.c / parse_type.c / parse_attr.c / parse_affine.c - the parser
 * ====================================================================== */

/* Parses a whole buffer: a sequence of ops (and `#alias = ...` /
 * `!alias = ...` definitions).  If the buffer holds exactly one
 * `module` op it is returned; otherwise the ops are wrapped into an
 * implicit module (location: buf->name:0:0, as upstream).  Diagnostics go
 * to the context's handlers; returns NULL on error.  The result is NOT
 * verified (call cm_verify). */
CmOp *cm_parse_source(CmContext *ctx, CmSourceBuffer *buf);
/* Standalone parsing of a type or attribute (C API mlirTypeParseGet...).
 * The whole string must be consumed. */
CmType *cm_parse_type_str(CmContext *ctx, CmStr text);
CmAttr *cm_parse_attr_str(CmContext *ctx, CmStr text);
/* The same over a buffer named `bufname` (for diagnostic locations),
 * parsing a prefix: *num_read gets the length consumed (upstream 13's
 * parseType / parseAttribute, behind the C API's mlirTypeParseGet). */
CmType *cm_parse_type_prefix(CmContext *ctx, CmStr text, const char *bufname,
                             size_t *num_read);
CmAttr *cm_parse_attr_prefix(CmContext *ctx, CmStr text, const char *bufname,
                             size_t *num_read);

/* -- the API for custom-form parsers (OpDef.parse, dialect parse hooks) --
 * Each `cm_parse_X` returns CM_FAILURE after emitting a diagnostic.
 * Each `cm_parse_optional_X` returns false (nothing consumed) when the next
 * token does not start an X; tri-state variants return CmOptResult. */
typedef enum {
  CM_OPT_SUCCESS = 0,
  CM_OPT_FAILURE = 1, /* started parsing an X and failed (diagnosed) */
  CM_OPT_NONE = 2     /* no X here; nothing consumed */
} CmOptResult;

typedef enum {
  CM_DELIM_NONE,
  CM_DELIM_PAREN,
  CM_DELIM_SQUARE,
  CM_DELIM_LESS,
  CM_DELIM_BRACE,
  CM_DELIM_OPTIONAL_PAREN,
  CM_DELIM_OPTIONAL_SQUARE,
  CM_DELIM_OPTIONAL_LESS,
  CM_DELIM_OPTIONAL_BRACE,
} CmDelimiter;

typedef struct CmUnresolvedOperand {
  CmStr name;      /* without '%' */
  unsigned number; /* for %name#number */
  const char *pos; /* for diagnostics */
} CmUnresolvedOperand;
typedef CM_VEC(CmUnresolvedOperand) CmOperandVec;
typedef CM_VEC(CmType *) CmTypeVec;
typedef CM_VEC(CmValue *) CmValueVec;
typedef CM_VEC(CmNamedAttr) CmNamedAttrVec;

/* A region entry-block argument as written in a custom form. */
typedef struct CmRegionArg {
  CmUnresolvedOperand name;
  CmType *type;
  CmLoc *loc; /* NULL: the location of the name */
} CmRegionArg;
typedef CM_VEC(CmRegionArg) CmRegionArgVec;

CmContext *cm_parser_context(CmParser *p);
const CmToken *cm_parser_token(CmParser *p); /* current token */
const char *cm_parser_pos(CmParser *p);      /* current token position */
CmLoc *cm_parser_loc(CmParser *p);           /* location of current token */
CmLoc *cm_parser_loc_at(CmParser *p, const char *pos);
/* Inside an op's custom-form parse hook: the position of the op's name as
 * written (upstream's OpAsmParser::getNameLoc), for errors that upstream
 * reports there.  NULL elsewhere (e.g. in dialect type/attribute hooks). */
const char *cm_parser_op_name_pos(CmParser *p);
/* Inside an op's custom-form parse hook: how many result values the op's
 * `%a, %b:2 =` prefix binds (upstream OpAsmParser::getNumResults); 0
 * elsewhere. */
size_t cm_parser_op_num_results(CmParser *p);
/* Error at the current token / at a position; returns CM_FAILURE. */
CmResult cm_parser_error(CmParser *p, const char *fmt, ...) CM_PRINTF(2, 3);
CmResult cm_parser_error_at(CmParser *p, const char *pos, const char *fmt,
                            ...) CM_PRINTF(3, 4);

bool cm_parse_optional_tok(CmParser *p, CmTokKind k);
/* Error message "expected '<spelling>'". */
CmResult cm_parse_tok(CmParser *p, CmTokKind k);
bool cm_parse_optional_keyword(CmParser *p, const char *kw);
/* The errors of cm_parse_keyword ("expected 'kw'"), cm_parse_integer
 * ("expected integer value" when no integer starts here),
 * cm_parse_any_keyword,
 * cm_parse_symbol_name, cm_parse_operand_list's operand-count and delimiter
 * errors and cm_resolve_operands' count mismatch carry upstream's prefix
 * "custom op 'NAME' " when raised inside an op's parse hook (as upstream's
 * OpAsmParser::emitError); the other errors of this API never do. */
CmResult cm_parse_keyword(CmParser *p, const char *kw);
/* Any bare identifier (keyword); `out` points into the buffer. */
bool cm_parse_optional_any_keyword(CmParser *p, CmStr *out);
/* The same, required: "expected valid keyword" otherwise. */
CmResult cm_parse_any_keyword(CmParser *p, CmStr *out);
CmOptResult cm_parse_optional_integer(CmParser *p, int64_t *out); /* [-]N */
CmResult cm_parse_integer(CmParser *p, int64_t *out);
/* An integer token (decimal or 0x hex) up to 2^64-1, no sign; `ndigits`
 * (may be NULL) gets the length of its spelling. */
CmResult cm_parse_uint64(CmParser *p, uint64_t *out, size_t *ndigits);
bool cm_parse_optional_string(CmParser *p, CmBuf *out); /* unescaped */
/* (parse_type.c) upstream's parseDimensionList: `4 x ? x 8 x` (also the
 * `4x8xi32` spelling) up to the element type; `?` is CM_DYNAMIC_SIZE
 * ("expected static shape" unless allow_dynamic).  Stores up to `max`
 * sizes in `dims`; `*n` gets how many were written, all of them counted. */
CmResult cm_parse_dimension_list(CmParser *p, bool allow_dynamic,
                                 int64_t *dims, unsigned max, unsigned *n);

CmResult cm_parse_type(CmParser *p, CmType **out);
CmOptResult cm_parse_optional_type(CmParser *p, CmType **out);
CmResult cm_parse_colon_type(CmParser *p, CmType **out);
CmResult cm_parse_type_list(CmParser *p, CmTypeVec *out); /* t, t, ... */
CmResult cm_parse_colon_type_list(CmParser *p, CmTypeVec *out);
bool cm_parse_optional_colon_type_list(CmParser *p, CmTypeVec *out,
                                       CmResult *status);
/* `-> type` or `-> (type, ...)` */
CmResult cm_parse_arrow_type_list(CmParser *p, CmTypeVec *out);
bool cm_parse_optional_arrow_type_list(CmParser *p, CmTypeVec *out,
                                       CmResult *status);
/* A function result list: `type` or `(type, ...)` or `()`. */
CmResult cm_parse_function_result_types(CmParser *p, CmTypeVec *out);

/* `type` is the expected type (for integers / floats without `: type`),
 * NULL for none. */
CmResult cm_parse_attribute(CmParser *p, CmType *type, CmAttr **out);
CmOptResult cm_parse_optional_attribute(CmParser *p, CmType *type,
                                        CmAttr **out);
/* `{name = value, ...}` appended to `attrs` (nothing if no '{'). */
CmResult cm_parse_optional_attr_dict(CmParser *p, CmNamedAttrVec *attrs);
/* `attributes {...}` */
CmResult cm_parse_optional_attr_dict_with_keyword(CmParser *p,
                                                  CmNamedAttrVec *attrs);
/* `@name` -> string attribute; adds it to `attrs` under `attr_name`. */
CmResult cm_parse_symbol_name(CmParser *p, const char *attr_name,
                              CmNamedAttrVec *attrs);
bool cm_parse_optional_symbol_name(CmParser *p, const char *attr_name,
                                   CmNamedAttrVec *attrs);
/* `loc(...)` after e.g. a function argument. */
CmOptResult cm_parse_optional_location_specifier(CmParser *p, CmLoc **out);

CmResult cm_parse_operand(CmParser *p, CmUnresolvedOperand *out);
CmOptResult cm_parse_optional_operand(CmParser *p, CmUnresolvedOperand *out);
/* required < 0: any number. */
CmResult cm_parse_operand_list(CmParser *p, CmOperandVec *out, int required,
                               CmDelimiter delim);
/* Resolve operands against types, appending values to `out`.  Emits
 * "use of undeclared SSA value name", type mismatch ("use of value '%x'
 * expects different type than prior uses: 'i32' vs 'i64'") and count
 * mismatch ("N operands present, but expected M") errors. */
CmResult cm_resolve_operand(CmParser *p, const CmUnresolvedOperand *op,
                            CmType *type, CmValueVec *out);
CmResult cm_resolve_operands(CmParser *p, const CmUnresolvedOperand *ops,
                             size_t n, CmType *const *types, size_t ntypes,
                             const char *pos, CmValueVec *out);
/* Same type for all. */
CmResult cm_resolve_operands_same_type(CmParser *p,
                                       const CmUnresolvedOperand *ops,
                                       size_t n, CmType *type,
                                       CmValueVec *out);

/* Upstream's OpAsmParser::parseGenericOperation: an op in the generic
 * form (`"dialect.op"(%a) {..} : (t) -> t loc(..)?`, no result names)
 * appended to `block`; its operands name values of the enclosing scope.
 * NULL after an error (reported). */
CmOp *cm_parse_generic_operation(CmParser *p, CmBlock *block);

/* `{ ... }` into region `r`.  With arguments, the entry block gets them
 * (their names are defined in the region's scope); an empty `{}` with
 * arguments still creates the entry block. */
CmResult cm_parse_region(CmParser *p, CmRegion *r, size_t nargs,
                         const CmRegionArg *args, bool enable_name_shadowing);
CmOptResult cm_parse_optional_region(CmParser *p, CmRegion *r, size_t nargs,
                                     const CmRegionArg *args);
/* Function-signature style argument: `%name : type attrs? loc?`. */
CmResult cm_parse_region_argument(CmParser *p, CmRegionArg *out);
CmOptResult cm_parse_optional_region_argument(CmParser *p, CmRegionArg *out);

/* Upstream's parseAssignmentList / parseOptionalAssignmentList (the
 * `iter_args(...)` of scf.for and affine.for, scf.while's inits):
 * `(%arg = %init, ...)`, an empty `()` allowed; each %arg (type unset)
 * appended to `lhs`, each %init to `rhs`.  Without the `(`: "custom op
 * 'NAME' expected '('" (required form) or CM_OPT_NONE, nothing consumed. */
CmResult cm_parse_assignment_list(CmParser *p, CmRegionArgVec *lhs,
                                  CmOperandVec *rhs);
CmOptResult cm_parse_optional_assignment_list(CmParser *p, CmRegionArgVec *lhs,
                                              CmOperandVec *rhs);

CmResult cm_parse_successor(CmParser *p, CmBlock **out);
CmOptResult cm_parse_optional_successor(CmParser *p, CmBlock **out);
/* `^bb(%a, %b : t1, t2)`; operands resolved and appended to `operands`.
 * A count mismatch is "expected N types to match operand list" (at the
 * token after the types), without the "custom op" prefix. */
CmResult cm_parse_successor_and_use_list(CmParser *p, CmBlock **out,
                                         CmValueVec *operands);

/* (parse_affine.c) upstream parseAffineMapOfSSAIds: `[%i + 1, symbol(%n)]`
 * (delim CM_DELIM_SQUARE or CM_DELIM_PAREN): each distinct `%x` becomes a
 * dimension, each `symbol(%x)` a symbol; `operands` gets the dimension
 * operands then the symbol operands (unresolved). */
CmResult cm_parse_affine_map_of_ssa_ids(CmParser *p, CmOperandVec *operands,
                                        CmAffineMap **map, CmDelimiter delim);
/* One expression (upstream parseAffineExprOfSSAIds); dims / syms appended. */
CmResult cm_parse_affine_expr_of_ssa_ids(CmParser *p, CmOperandVec *dims,
                                         CmOperandVec *syms,
                                         CmAffineExpr **expr);

/* Dialect type/attr hooks receive a parser over the symbol body: for
 * `!llvm.ptr<i32>` the text `ptr<i32>`, for `!llvm<"...">` the unescaped
 * string contents.  They must consume it all. */
CmStr cm_parser_full_body(CmParser *p); /* the whole body text */

/* ======================================================================
 * printer.c - the printer
 * ====================================================================== */
typedef struct CmPrintFlags {
  bool generic;          /* -mlir-print-op-generic */
  bool debuginfo;        /* -mlir-print-debuginfo */
  bool pretty_debuginfo; /* -mlir-pretty-debuginfo */
  bool local_scope;      /* -mlir-print-local-scope (no aliases) */
  int64_t elide_elements_if_larger; /* <0: never (default) */
  int64_t hex_elements_if_larger;   /* <0: never; upstream default 100 */
} CmPrintFlags;
/* The default flags: every field off (hex above 100 elements), or what
 * cm_print_flags_set_defaults set for the process (cmlir-opt sets them
 * from its command line, as upstream's options set the defaults of every
 * OpPrintingFlags, e.g. for the ops diagnostics show).  Set them before
 * any thread prints. */
void cm_print_flags_default(CmPrintFlags *f);
void cm_print_flags_set_defaults(const CmPrintFlags *f);

typedef void (*CmWriteFn)(void *user, const char *data, size_t len);

/* Prints an op (normally the top-level module) exactly as upstream's
 * Operation::print: for a top-level op (no parent block, not local_scope)
 * the alias definitions, the op, '\n', then the deferred (location) alias
 * definitions; for a nested op or with local_scope just the op text (names
 * as in the enclosing IR, no aliases) without a newline.  mlir-opt writes
 * one more '\n' after it (the driver does that).
 * When `op` is detached, the context's threading is enabled and a block
 * of `op` holds several IsolatedFromAbove ops (the functions of a module),
 * these are printed on up to cm_hw_threads() threads; the text is the
 * same as on one thread.  Op print and result-name hooks and dialect
 * print and alias hooks then run on several threads at once: they must
 * not write shared state. */
void cm_print_op(CmOp *op, const CmPrintFlags *flags, CmBuf *out);
/* The same, handing the text to `fn` in chunks (always on the calling
 * thread, in order). */
void cm_print_op_cb(CmOp *op, const CmPrintFlags *flags, CmWriteFn fn,
                    void *user);
/* Standalone printing (no aliases, no trailing newline). */
void cm_print_type_to(const CmType *t, CmBuf *out);
void cm_print_attr_to(const CmAttr *a, CmBuf *out);
void cm_print_loc_to(const CmLoc *l, CmBuf *out); /* loc(...) */
void cm_print_affine_expr_to(const CmAffineExpr *e, CmBuf *out);
void cm_print_affine_map_to(const CmAffineMap *m, CmBuf *out);
void cm_print_integer_set_to(const CmIntegerSet *s, CmBuf *out);
/* Prints a value as upstream's Value::print (the defining op, or
 * "<block argument> of type 'i32' at index: 0"). */
void cm_print_value_to(CmValue *v, CmBuf *out);
/* Prints a block as upstream's Block::print: its header (`^bb0(...):` with
 * the predecessor comment) and ops, named as in the enclosing IR; a block
 * outside any op prints as `<<UNLINKED BLOCK>>`. */
void cm_print_block_to(CmBlock *blk, CmBuf *out);
/* Float value text as upstream prints it (round-trippable). */
void cm_print_float_value(CmType *type, const uint64_t bits[2], CmBuf *out);

/* -- the API for custom-form printers (OpDef.print, dialect hooks) --
 * OpDef.print is called after the printer wrote the op name (without the
 * `std.` prefix, unless print_full_name); it writes everything after it, beginning
 * with its own leading space. */
CmBuf *cm_printer_buf(CmPrinter *p);
const CmPrintFlags *cm_printer_flags(CmPrinter *p);
void cm_print_str(CmPrinter *p, const char *s);
void cm_print_printf(CmPrinter *p, const char *fmt, ...) CM_PRINTF(2, 3);
void cm_print_type(CmPrinter *p, const CmType *t);
void cm_print_attr(CmPrinter *p, const CmAttr *a);
void cm_print_attr_no_type(CmPrinter *p, const CmAttr *a); /* `1`, not `1 : i64` */
void cm_print_operand(CmPrinter *p, CmValue *v);           /* %0 */
void cm_print_operands(CmPrinter *p, unsigned n, CmValue *const *vals);
void cm_print_op_operands(CmPrinter *p, CmOp *op); /* all, comma-separated */
void cm_print_successor(CmPrinter *p, CmBlock *b);         /* ^bb1 */
/* ^bb1(%a, %b : t1, t2) for successor `index` and its operands. */
void cm_print_successor_and_use_list(CmPrinter *p, CmBlock *b,
                                     unsigned n, CmValue *const *operands);
void cm_print_region(CmPrinter *p, CmRegion *r, bool print_entry_block_args,
                     bool print_block_terminators);
/* Upstream's OpAsmPrinter::printGenericOp: `op` in the generic form
 * (values named as in the enclosing IR, no location). */
void cm_print_generic_op(CmPrinter *p, CmOp *op);
/* ` {a = 1, ...}` (with the leading space, as upstream) omitting `elided`
 * names; nothing if empty. */
void cm_print_optional_attr_dict(CmPrinter *p, const CmAttr *dict,
                                 unsigned num_elided,
                                 const char *const *elided);
/* ` attributes {...}` (with the leading space) */
void cm_print_optional_attr_dict_with_keyword(CmPrinter *p,
                                              const CmAttr *dict,
                                              unsigned num_elided,
                                              const char *const *elided);
void cm_print_symbol_name(CmPrinter *p, CmStr name); /* @name / @"q u" */
void cm_print_keyword_or_string(CmPrinter *p, CmStr s);
void cm_print_string_literal(CmPrinter *p, CmStr s); /* "escaped" */
/* `(t1, t2) -> t3` */
void cm_print_function_type(CmPrinter *p, const CmType *fn);
/* `t`, or `(t1, t2)` for results where needed (upstream rules). */
void cm_print_arrow_type_list(CmPrinter *p, unsigned n, CmType *const *types);
/* `%arg0: i32` plus ` loc(...)` when printing debug info. */
void cm_print_region_argument(CmPrinter *p, CmValue *arg);
/* `%arg0: i32 {attrs} loc(...)` (upstream printRegionArgument with argument
 * attributes; `attrs` is a dictionary or NULL). */
void cm_print_region_argument_with_attrs(CmPrinter *p, CmValue *arg,
                                         const CmAttr *attrs);
void cm_print_optional_location_specifier(CmPrinter *p, CmLoc *loc);
/* upstream printAffineMapOfSSAIds / printAffineExprOfSSAIds: the map's
 * results with dimension i printed as operands[i] and symbol j as
 * `symbol(operands[num_dims + j])`. */
void cm_print_affine_map_of_ssa_ids(CmPrinter *p, const CmAffineMap *map,
                                    CmValue *const *operands);
void cm_print_affine_expr_of_ssa_ids(CmPrinter *p, const CmAffineExpr *e,
                                     unsigned num_dims,
                                     CmValue *const *operands);
/* upstream printAffineMapOfSSAIds / printAffineExprOfSSAIds: the map's
 * results with dimension i printed as operands[i] and symbol j as
 * `symbol(operands[num_dims + j])`. */
void cm_print_affine_map_of_ssa_ids(CmPrinter *p, const CmAffineMap *map,
                                    CmValue *const *operands);
void cm_print_affine_expr_of_ssa_ids(CmPrinter *p, const CmAffineExpr *e,
                                     unsigned num_dims,
                                     CmValue *const *operands);
void cm_print_newline(CmPrinter *p); /* newline + current indentation */

/* ======================================================================
 * srcdiag.c - diagnostics over source buffers
 * ====================================================================== */
/* Prints diagnostics as upstream's SourceMgrDiagnosticHandler does:
 *   file:line:col: error: message
 *   <source line>
 *       ^
 * followed by attached notes in the same form. */
typedef struct CmSrcDiagHandler CmSrcDiagHandler;
CmSrcDiagHandler *cm_srcdiag_install(CmContext *ctx, CmSourceMgr *sm,
                                     FILE *out);
void cm_srcdiag_uninstall(CmSrcDiagHandler *h);

/* -verify-diagnostics: collects `expected-(error|warning|note|remark)
 * (@+N|@-N|@above|@below)? {{message}}` comments of `buf`, checks emitted
 * diagnostics against them, reports unexpected ones as
 * "unexpected error: ..." and at finish unmatched ones as
 * "expected error "..." was not produced". */
typedef struct CmVerifyDiagHandler CmVerifyDiagHandler;
CmVerifyDiagHandler *cm_verifydiag_install(CmContext *ctx, CmSourceMgr *sm,
                                           CmSourceBuffer *buf, FILE *out);
/* Uninstalls; CM_FAILURE if anything did not match. */
CmResult cm_verifydiag_finish(CmVerifyDiagHandler *h);

#ifdef __cplusplus
}
#endif
#endif /* CMLIR_ASM_H */
