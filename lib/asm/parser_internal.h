/* parser_internal.h - private state of the lexer and parser (lib/asm). */
#ifndef CMLIR_PARSER_INTERNAL_H
#define CMLIR_PARSER_INTERNAL_H

#include "cmlir/asm.h"

/* Maximum nesting depth (regions, types, attributes, affine exprs, counted
 * together).  mlir-opt-13 has no limit: it parses about 2350 nested regions
 * on an 8 MiB stack and crashes beyond.  Independently, cm_p_enter stops
 * when the thread's stack runs low (see CmParser.stack_floor), so deep
 * input is an error rather than a crash in any build. */
#ifndef CM_PARSER_MAX_DEPTH
#define CM_PARSER_MAX_DEPTH 4096
#endif

typedef CM_VEC(int64_t) CmI64Vec;

/* ---- a small open-addressing map from strings to pointers ---- */
typedef struct CmPMapEnt {
  const char *key;
  size_t len;
  uint64_t hash;
  void *val;
} CmPMapEnt;
typedef struct CmPMap {
  CmPMapEnt *ents;
  size_t cap, len;
} CmPMap;
void *cm_pmap_get(const CmPMap *m, CmStr key);
/* Returns the slot for key (creating it with NULL value). */
void **cm_pmap_slot(CmPMap *m, CmStr key);
void cm_pmap_free(CmPMap *m);

/* ---- SSA value tables ---- */
typedef struct CmSsaDef {
  CmValue *value;   /* NULL: no entry */
  const char *pos;  /* definition or first-use position */
  long fwd; /* index in fwd_values if a forward reference, else -1 */
} CmSsaDef;
typedef struct CmSsaEntry {
  const char *name;
  size_t len;
  struct {
    CmSsaDef *data; /* points to `inl` until more than one is needed */
    size_t len, cap;
  } defs;
  CmSsaDef inl;
} CmSsaEntry;

typedef struct CmIsoScope {
  CmPMap values; /* name -> CmSsaEntry* */
  CM_VEC(CmSsaEntry *) defined; /* defined names, in order */
  CM_VEC(size_t) marks;         /* per region scope: start in `defined` */
  /* The scope's SSA entries and the block infos of its regions: freed
   * with the scope, so the parser's tables hold one function at a time. */
  CmArena arena;
} CmIsoScope;

typedef struct CmBlockInfo {
  CmBlock *block;
  const char *pos;
  size_t fwd_index; /* index in CmParseShared.fwd_blocks while `fwd` */
  bool fwd;         /* still a forward reference */
} CmBlockInfo;
typedef struct CmBlockScope {
  CmPMap blocks; /* name -> CmBlockInfo* */
  CM_VEC(CmBlockInfo *) infos;
} CmBlockScope;

typedef struct CmFwdPlaceholder {
  CmOp *op;
  const char *pos;
  bool resolved;
} CmFwdPlaceholder;

typedef struct CmDeferredLoc {
  CmOp *op;
  const char *pos; /* at '#' */
  size_t len;
} CmDeferredLoc;

/* Vectors of a finished CmOpState kept for reuse by the next op. */
typedef struct CmStateBufs {
  CmValue **ops;
  size_t ops_cap;
  CmType **types;
  size_t types_cap;
  CmNamedAttr *attrs;
  size_t attrs_cap;
} CmStateBufs;

/* ---- parallel parsing (parse_parallel.c; policy in parser.c) ---- */
/* One region body handed to a worker: the text from its '{' to just past
 * its '}', parsed into `region` (detached) by a private parser. */
typedef struct CmParItem {
  const char *start, *end;
  /* Line/column cache to start from: position, its line, line start. */
  const char *lc_pos;
  unsigned line;
  const char *line_start;
  size_t nargs;
  CmRegionArg *args;         /* entry block arguments (custom form) */
  CmBlock *placeholder;      /* empty block standing in the op's region */
  unsigned depth;            /* the main parser's nesting depth there */
  CmRegion region;           /* the parsed body */
  CM_VEC(CmDeferredLoc) deferred_locs;
  bool ok;                   /* parsed cleanly, no diagnostic at all */
  int done;                  /* set (atomically) when the worker is done */
} CmParItem;
typedef struct CmParPool CmParPool;
/* `run` gets the index of the thread: 0 .. nthreads-1 for the pool's
 * threads, nthreads for the thread that calls cm_parpool_help. */
CmParPool *cm_parpool_create(unsigned nthreads,
                             void (*run)(CmParItem *item, unsigned thread,
                                         void *user),
                             void *user);
unsigned cm_parpool_threads(const CmParPool *pool);
void cm_parpool_submit(CmParPool *pool, CmParItem *item);
size_t cm_parpool_pending(CmParPool *pool); /* submitted, not yet taken */
/* Runs one pending item on the calling thread; false if none was pending. */
bool cm_parpool_help(CmParPool *pool);
void cm_parpool_wait_all(CmParPool *pool); /* helps, then waits */
void cm_parpool_destroy(CmParPool *pool);  /* waits for every item first */
/* From the '{' at `lbrace`, the position just past the matching '}' (a raw
 * scan that skips strings and comments), or NULL if there is none before
 * `end`.  Sets the number of newlines in between and the last one's
 * position (NULL if none). */
const char *cm_scan_region_end(const char *lbrace, const char *end,
                               unsigned *newlines, const char **last_nl);

typedef struct CmParState CmParState; /* parser.c */

/* State shared by a top-level parser and its sub-parsers. */
typedef struct CmParseShared {
  CmContext *ctx;
  CmSourceBuffer *buf; /* may be NULL */
  CmIdent *file;       /* buffer name */
  CmPMap attr_aliases; /* name (without '#') -> CmAttr* */
  CmPMap type_aliases; /* name (without '!') -> CmType* */
  CmArena arena;
  /* SSA / blocks */
  CM_VEC(CmIsoScope *) iso;
  CM_VEC(CmBlockScope *) bscopes;
  CM_VEC(CmFwdPlaceholder) fwd_values;
  CM_VEC(CmBlock *) fwd_blocks; /* every block created by a forward ref */
  CM_VEC(CmDeferredLoc) deferred_locs;
  CmOperandVec use_stack;     /* scratch: generic-op operands */
  CmNamedAttrVec attr_stack; /* scratch: generic-op attributes */
  CmTypeVec type_stack;      /* scratch: generic-op operand/result types */
  unsigned num_errors;
  /* Incremental line/column cache for locations (positions in `buf` are
   * mostly visited in increasing order): lc_pos is on line lc_line, which
   * starts at lc_line_start. */
  const char *lc_pos, *lc_line_start;
  unsigned lc_line;
  CM_VEC(CmStateBufs) state_pool; /* reusable CmOpState vectors */
  CmPMap custom_defs; /* custom-form op name as written -> CmOpName* */
  CmPMap generic_names; /* generic-form op name (unescaped) -> CmOpName* */
  /* Compound types by their exact text (`memref<4xf32>`, `!d.t<...>`) ->
   * CmType*: a repeated type is looked up instead of parsed and uniqued
   * level by level (parse_type.c, cm_p_non_function_type). */
  CmPMap type_cache;
  /* The same for `affine_map<...>` / `affine_set<...>` attributes. */
  CmPMap affine_cache;
  /* Direct-mapped cache of attribute-dictionary key identifiers (bare
   * names repeat across ops; a hit avoids hashing and the ident table). */
  CmIdent *name_cache[256];
  /* Parallel parsing: set in the main parser while it may hand region
   * bodies to workers (NULL in workers and sequential parses). */
  CmParState *par;
  bool dispatch_ok; /* the next region parsed belongs to a dispatchable op */
  bool is_worker;   /* a worker's private parser: never releases text */
} CmParseShared;

struct CmParser {
  CmParseShared *sh;
  CmContext *ctx;
  const char *start, *end, *cur; /* lexer range and position */
  CmToken tok;
  /* Sub-parsers over a copied (unescaped) body: positions outside the
   * main buffer map to `fallback`. */
  const char *fallback;
  unsigned depth;
  unsigned errors; /* errors emitted through this parser */
  /* Nesting stops ("exceeded maximum nesting depth") when the stack
   * pointer gets below this address (0: no check); cm_p_stack_floor. */
  uintptr_t stack_floor;
  /* The custom-form op whose parse hook is running (its full name and the
   * position of its name as written); NULL while parsing a region body, a
   * generic op, and in sub-parsers (dialect type/attribute hooks). */
  const char *op_name;
  const char *op_name_pos;
  /* (gpu) result names bound by the op being parsed (parse_operation ->
   * parse_custom_op) and by the op whose parse hook runs */
  size_t pending_num_results, op_num_results;
};

/* lexer.c */
void cm_lex_init(CmParser *p, const char *start, const char *end);
void cm_lex_next(CmParser *p);          /* advances p->tok */
void cm_lex_reset(CmParser *p, const char *pos); /* re-lex from pos */
/* Unescapes a string token (with quotes) into out. */
void cm_lex_string_value(const CmToken *t, CmBuf *out);
/* Value of an integer token; false on overflow. */
bool cm_lex_uint64(const CmToken *t, uint64_t *out);

/* parser.c internals */
static inline void cm_p_consume(CmParser *p) { cm_lex_next(p); }
static inline bool cm_p_is(CmParser *p, CmTokKind k) {
  return p->tok.kind == k;
}
/* Whether upstream's lexer makes this spelling an integer-type token
 * (`i32`, `si8`, ...), or a keyword or integer-type token. */
bool cm_p_is_int_type_spelling(CmStr s);
bool cm_p_is_keyword_spelling(CmStr s);
static inline bool cm_p_is_kw(CmParser *p, const char *kw) {
  size_t n = __builtin_strlen(kw);
  return p->tok.kind == CM_TOK_BARE_ID && p->tok.len == n &&
         __builtin_memcmp(p->tok.pos, kw, n) == 0;
}
static inline CmStr cm_p_spelling(CmParser *p) {
  CmStr s = {p->tok.pos, p->tok.len};
  return s;
}
CmResult cm_p_expect(CmParser *p, CmTokKind k, const char *msg);
/* An error of the custom-form API that upstream emits through
 * OpAsmParser::emitError: inside an op's parse hook (p->op_name set) it
 * carries the prefix "custom op 'NAME' " (NAME: the op's registered name);
 * elsewhere (e.g. dialect type/attribute hooks, DialectAsmParsers upstream)
 * none. */
CmResult cm_p_op_error_at(CmParser *p, const char *pos, const char *fmt, ...)
    CM_PRINTF(3, 4);
bool cm_p_enter(CmParser *p); /* depth check; false after an error */
/* Text caches (CmParseShared.type_cache, affine_cache) hold at most this
 * many entries each. */
#define CM_P_TEXT_CACHE_MAX 4096
/* A per-parse text cache in front of `parse` (at a token directly followed
 * by `<...>`): the object that the same text parsed to before, else what
 * `parse` returns, remembered if it ended exactly at the closing bracket
 * without a diagnostic.  With `affine`, `>=` inside the brackets does not
 * close them (parse_type.c). */
void *cm_p_text_cached(CmParser *p, CmPMap *cache, bool affine,
                       void *(*parse)(CmParser *p));
/* The calling thread's stack floor for CmParser.stack_floor: its lowest
 * address plus a margin for the deepest non-recursive calls (cached per
 * thread; 0 if unknown). */
uintptr_t cm_p_stack_floor(void);
static inline void cm_p_leave(CmParser *p) { p->depth--; }
typedef CmResult (*CmListElemFn)(CmParser *p, void *user);
CmResult cm_p_comma_list(CmParser *p, CmListElemFn fn, void *user);
/* Sub-parser over [start,end) sharing p's state. */
void cm_p_sub_init(CmParser *sub, CmParser *p, const char *start,
                   const char *end, const char *fallback);
CmResult cm_p_location_instance(CmParser *p, CmLoc **out);

/* parse_type.c */
CmResult cm_p_dimension_list(CmParser *p, CmI64Vec *dims,
                             bool allow_dynamic);
CmType *cm_p_type(CmParser *p);
/* `(inputs) -> results` without making the function type: appends the
 * inputs then the results to `out` and sets *num_inputs. */
CmResult cm_p_function_type_parts(CmParser *p, CmTypeVec *out,
                                  size_t *num_inputs);
CmType *cm_p_non_function_type(CmParser *p);
/* Balanced `<...>` body of a pretty dialect symbol, starting at p->cur
 * which points at '<'; sets *end past the '>'. */
CmResult cm_p_pretty_body(CmParser *p, const char *lt, const char **end);
CmType *cm_p_extended_type(CmParser *p);

/* parse_attr.c */
CmAttr *cm_p_attribute(CmParser *p, CmType *type);
CmResult cm_p_attr_dict(CmParser *p, CmNamedAttrVec *out);

/* parse_affine.c */
CmResult cm_p_affine_map_or_set(CmParser *p, CmAffineMap **map,
                                CmIntegerSet **set);
/* `offset: N, strides: [...]` after the comma of a memref type. */
CmResult cm_p_strided_layout(CmParser *p, int64_t *offset,
                             CmI64Vec *strides);

#endif
