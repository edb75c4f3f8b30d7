/* types.c - the types of the LLVM dialect: constructors, accessors, the
 * element-type rules of MLIR 13 and the `!llvm.` syntax (parse / print).
 *
 * Every type is a CM_TYPE_DIALECT type of the llvm dialect (layout in
 * include/cmlir/dialect/llvm.h).  An identified struct is uniqued by its
 * name alone; its body lives behind `mutable_data` and is set once, with a
 * compare-and-swap, so that several threads may race to set it.
 */
#include "llvm_internal.h"

#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------------
 * construction
 * --------------------------------------------------------------------- */
CmDialect *cm_llvm_dialect_of_ctx(CmContext *ctx) {
  CmDialect *d = cm_llvm_dialect(ctx);
  if (!d) {
    cm_register_llvm_dialect(ctx);
    d = cm_llvm_dialect(ctx);
  }
  return d;
}

static CmType *simple(CmContext *ctx, CmLLVMTypeId id) {
  return cm_dialect_type(cm_llvm_dialect_of_ctx(ctx), id, 0, NULL, 0, NULL, 0,
                         NULL, NULL);
}

int cm_llvm_type_id(const CmType *t) {
  if (!t || t->kind != CM_TYPE_DIALECT || !t->dialect.dialect ||
      strcmp(t->dialect.dialect->name, "llvm") != 0)
    return -1;
  return (int)t->dialect.id;
}

CmType *cm_llvm_void_type(CmContext *ctx) { return simple(ctx, CM_LLVM_VOID); }
CmType *cm_llvm_token_type(CmContext *ctx) {
  return simple(ctx, CM_LLVM_TOKEN);
}
CmType *cm_llvm_metadata_type(CmContext *ctx) {
  return simple(ctx, CM_LLVM_METADATA);
}
CmType *cm_llvm_label_type(CmContext *ctx) {
  return simple(ctx, CM_LLVM_LABEL);
}
CmType *cm_llvm_x86_mmx_type(CmContext *ctx) {
  return simple(ctx, CM_LLVM_X86_MMX);
}
CmType *cm_llvm_ppc_fp128_type(CmContext *ctx) {
  return simple(ctx, CM_LLVM_PPC_FP128);
}

CmType *cm_llvm_ptr_type(CmType *pointee, unsigned addr_space) {
  int64_t as = addr_space;
  return cm_dialect_type(cm_llvm_dialect_of_ctx(pointee->ctx), CM_LLVM_PTR, 1,
                         &pointee, 1, &as, 0, NULL, NULL);
}
CmType *cm_llvm_ptr_pointee(const CmType *ptr) {
  return ptr->dialect.types[0];
}
unsigned cm_llvm_ptr_addr_space(const CmType *ptr) {
  return (unsigned)ptr->dialect.ints[0];
}

CmType *cm_llvm_array_type(CmType *elem, uint64_t count) {
  int64_t n = (int64_t)count;
  return cm_dialect_type(cm_llvm_dialect_of_ctx(elem->ctx), CM_LLVM_ARRAY, 1,
                         &elem, 1, &n, 0, NULL, NULL);
}
CmType *cm_llvm_array_elem(const CmType *arr) { return arr->dialect.types[0]; }
uint64_t cm_llvm_array_count(const CmType *arr) {
  return (uint64_t)arr->dialect.ints[0];
}

CmType *cm_llvm_func_type(CmType *result, unsigned num_params,
                          CmType *const *params, bool vararg) {
  CmType *inl[8];
  CmType **tys = num_params + 1 <= 8
                     ? inl
                     : cm_xmalloc((num_params + 1) * sizeof(CmType *));
  tys[0] = result;
  for (unsigned i = 0; i < num_params; i++)
    tys[i + 1] = params[i];
  int64_t va = vararg;
  CmType *t = cm_dialect_type(cm_llvm_dialect_of_ctx(result->ctx),
                              CM_LLVM_FUNC, num_params + 1, tys, 1, &va, 0,
                              NULL, NULL);
  if (tys != inl)
    free(tys);
  return t;
}
CmType *cm_llvm_func_result(const CmType *fn) { return fn->dialect.types[0]; }
unsigned cm_llvm_func_num_params(const CmType *fn) {
  return fn->dialect.num_types - 1;
}
CmType *cm_llvm_func_param(const CmType *fn, unsigned i) {
  return fn->dialect.types[i + 1];
}
bool cm_llvm_func_is_vararg(const CmType *fn) {
  return fn->dialect.ints[0] != 0;
}

CmType *cm_llvm_vec_type(CmType *elem, unsigned count, bool scalable) {
  int64_t ints[2] = {count, scalable};
  return cm_dialect_type(cm_llvm_dialect_of_ctx(elem->ctx), CM_LLVM_VEC, 1,
                         &elem, 2, ints, 0, NULL, NULL);
}
unsigned cm_llvm_vec_count(const CmType *v) {
  return (unsigned)v->dialect.ints[0];
}
bool cm_llvm_vec_is_scalable(const CmType *v) {
  return v->dialect.ints[1] != 0;
}
CmType *cm_llvm_vec_elem(const CmType *v) { return v->dialect.types[0]; }

CmType *cm_llvm_struct_type(CmContext *ctx, unsigned n, CmType *const *elems,
                            bool packed) {
  int64_t pk = packed;
  return cm_dialect_type(cm_llvm_dialect_of_ctx(ctx), CM_LLVM_STRUCT, n,
                         (CmType **)(uintptr_t)elems, 1, &pk, 0, NULL, NULL);
}

/* The body of an identified struct, published once through mutable_data. */
typedef struct StructBody {
  bool packed, opaque;
  unsigned n;
  CmType *elems[];
} StructBody;

CmType *cm_llvm_struct_identified(CmContext *ctx, CmStr name) {
  return cm_dialect_type(cm_llvm_dialect_of_ctx(ctx), CM_LLVM_STRUCT_ID, 0,
                         NULL, 0, NULL, 0, NULL,
                         cm_ident(ctx, name.data, name.len));
}

static StructBody *body_of(const CmType *s) {
  return __atomic_load_n((StructBody *const *)&s->dialect.mutable_data,
                         __ATOMIC_ACQUIRE);
}

static bool same_body(const StructBody *b, bool opaque, unsigned n,
                      CmType *const *elems, bool packed) {
  if (b->opaque != opaque)
    return false;
  if (opaque)
    return true;
  if (b->packed != packed || b->n != n)
    return false;
  for (unsigned i = 0; i < n; i++)
    if (b->elems[i] != elems[i])
      return false;
  return true;
}

static CmResult set_body(CmType *s, bool opaque, unsigned n,
                         CmType *const *elems, bool packed) {
  StructBody *old = body_of(s);
  if (old)
    return same_body(old, opaque, n, elems, packed) ? CM_SUCCESS : CM_FAILURE;
  StructBody *b = cm_context_alloc(
      s->ctx, sizeof(StructBody) + (size_t)n * sizeof(CmType *), 8);
  b->opaque = opaque;
  b->packed = packed;
  b->n = n;
  for (unsigned i = 0; i < n; i++)
    b->elems[i] = elems[i];
  StructBody *expected = NULL;
  if (__atomic_compare_exchange_n((StructBody **)&s->dialect.mutable_data,
                                  &expected, b, false, __ATOMIC_ACQ_REL,
                                  __ATOMIC_ACQUIRE))
    return CM_SUCCESS;
  /* another thread was first (the arena copy stays unused) */
  return same_body(expected, opaque, n, elems, packed) ? CM_SUCCESS
                                                       : CM_FAILURE;
}

CmResult cm_llvm_struct_set_body(CmType *s, unsigned n, CmType *const *elems,
                                 bool packed) {
  return set_body(s, false, n, elems, packed);
}
CmResult cm_llvm_struct_set_opaque(CmType *s) {
  return set_body(s, true, 0, NULL, false);
}
bool cm_llvm_struct_is_identified(const CmType *s) {
  return s->dialect.id == CM_LLVM_STRUCT_ID;
}
bool cm_llvm_struct_is_initialized(const CmType *s) {
  return s->dialect.id == CM_LLVM_STRUCT || body_of(s) != NULL;
}
bool cm_llvm_struct_is_opaque(const CmType *s) {
  if (s->dialect.id != CM_LLVM_STRUCT_ID)
    return false;
  StructBody *b = body_of(s);
  return !b || b->opaque;
}
bool cm_llvm_struct_is_packed(const CmType *s) {
  if (s->dialect.id == CM_LLVM_STRUCT)
    return s->dialect.ints[0] != 0;
  StructBody *b = body_of(s);
  return b && b->packed;
}
CmStr cm_llvm_struct_name(const CmType *s) {
  return cm_ident_str(s->dialect.str);
}
unsigned cm_llvm_struct_num_elems(const CmType *s) {
  if (s->dialect.id == CM_LLVM_STRUCT)
    return s->dialect.num_types;
  StructBody *b = body_of(s);
  return b ? b->n : 0;
}
CmType *cm_llvm_struct_elem(const CmType *s, unsigned i) {
  if (s->dialect.id == CM_LLVM_STRUCT)
    return s->dialect.types[i];
  return body_of(s)->elems[i];
}

/* ---------------------------------------------------------------------
 * the type rules of MLIR 13 (LLVMTypes.cpp)
 * --------------------------------------------------------------------- */
static bool is_llvm(const CmType *t, int id) { return cm_llvm_type_id(t) == id; }

bool cm_llvm_is_compatible_float_type(const CmType *t) {
  return cm_type_is_float(t) || is_llvm(t, CM_LLVM_PPC_FP128);
}

bool cm_llvm_is_compatible_type(const CmType *t) {
  if (t->kind == CM_TYPE_INTEGER)
    return t->integer.signedness == CM_SIGNLESS;
  if (t->kind == CM_TYPE_VECTOR)
    return t->shaped.rank == 1 && cm_llvm_is_compatible_type(t->shaped.elem);
  if (cm_type_is_float(t))
    return true;
  return cm_llvm_type_id(t) >= 0;
}

bool cm_llvm_is_compatible_vector_type(const CmType *t) {
  if (is_llvm(t, CM_LLVM_VEC))
    return true;
  if (t->kind != CM_TYPE_VECTOR || t->shaped.rank != 1)
    return false;
  const CmType *e = t->shaped.elem;
  return (e->kind == CM_TYPE_INTEGER && e->integer.signedness == CM_SIGNLESS) ||
         cm_type_is_float(e);
}

bool cm_llvm_ptr_valid_elem(const CmType *t) {
  if (!cm_llvm_is_compatible_type(t))
    return false;
  int id = cm_llvm_type_id(t);
  return id != CM_LLVM_VOID && id != CM_LLVM_TOKEN && id != CM_LLVM_METADATA &&
         id != CM_LLVM_LABEL;
}

/* Arrays and structs: anything but void, label, metadata, function, token
 * and scalable vectors. */
bool cm_llvm_aggregate_valid_elem(const CmType *t) {
  int id = cm_llvm_type_id(t);
  if (id == CM_LLVM_VEC)
    return !cm_llvm_vec_is_scalable(t);
  return id != CM_LLVM_VOID && id != CM_LLVM_LABEL && id != CM_LLVM_METADATA &&
         id != CM_LLVM_FUNC && id != CM_LLVM_TOKEN;
}

static bool func_valid_result(const CmType *t) {
  int id = cm_llvm_type_id(t);
  return id != CM_LLVM_FUNC && id != CM_LLVM_METADATA && id != CM_LLVM_LABEL;
}
static bool func_valid_arg(const CmType *t) {
  int id = cm_llvm_type_id(t);
  return id != CM_LLVM_VOID && id != CM_LLVM_FUNC;
}

static bool is_signless_int(const CmType *t) {
  return t->kind == CM_TYPE_INTEGER && t->integer.signedness == CM_SIGNLESS;
}

static bool fixed_vec_valid_elem(const CmType *t) {
  return is_llvm(t, CM_LLVM_PTR) || is_llvm(t, CM_LLVM_PPC_FP128);
}
static bool scalable_vec_valid_elem(const CmType *t) {
  return is_signless_int(t) || cm_llvm_is_compatible_float_type(t) ||
         is_llvm(t, CM_LLVM_PTR);
}

/* ---------------------------------------------------------------------
 * parsing
 * --------------------------------------------------------------------- */
/* Names of the identified structs being parsed on this thread: inside
 * them, `struct<"name">` refers back (also through a nested `!llvm.`). */
static _Thread_local CmStr *parse_stack;
static _Thread_local size_t parse_depth, parse_cap;

static bool in_parse_stack(CmStr name) {
  for (size_t i = 0; i < parse_depth; i++)
    if (cm_str_eq(parse_stack[i], name))
      return true;
  return false;
}

static CmType *dispatch(CmParser *p, bool allow_any);

static CmResult error_with_type(CmParser *p, const char *pos, const char *msg,
                                const CmType *t) {
  CmBuf b;
  cm_buf_init(&b);
  cm_print_type_to(t, &b);
  cm_parser_error_at(p, pos, "%s: '%s'", msg, b.data ? b.data : "");
  cm_buf_free(&b);
  return CM_FAILURE;
}

static CmType *parse_ptr(CmParser *p) {
  const char *loc = cm_parser_pos(p);
  if (cm_parse_tok(p, CM_TOK_LESS))
    return NULL;
  CmType *elem = dispatch(p, true);
  if (!elem)
    return NULL;
  unsigned as = 0;
  if (cm_parse_optional_tok(p, CM_TOK_COMMA)) {
    const char *ipos = cm_parser_pos(p);
    bool neg = cm_parse_optional_tok(p, CM_TOK_MINUS);
    uint64_t v;
    if (cm_parse_uint64(p, &v, NULL))
      return NULL;
    if (neg ? v >= (UINT64_C(1) << 31) : v > UINT32_MAX) {
      cm_parser_error_at(p, ipos, "integer value too large");
      return NULL;
    }
    as = neg ? (unsigned)(0u - (unsigned)v) : (unsigned)v;
  }
  if (cm_parse_tok(p, CM_TOK_GREATER))
    return NULL;
  if (!cm_llvm_ptr_valid_elem(elem)) {
    error_with_type(p, loc, "invalid pointer element type", elem);
    return NULL;
  }
  return cm_llvm_ptr_type(elem, as);
}

static CmType *parse_array(CmParser *p) {
  const char *loc = cm_parser_pos(p);
  if (cm_parse_tok(p, CM_TOK_LESS))
    return NULL;
  const char *dim_pos = cm_parser_pos(p);
  int64_t dims[2];
  unsigned nd;
  if (cm_parse_dimension_list(p, false, dims, 2, &nd))
    return NULL;
  CmType *elem = dispatch(p, true);
  if (!elem || cm_parse_tok(p, CM_TOK_GREATER))
    return NULL;
  if (nd != 1) {
    cm_parser_error_at(p, dim_pos, "expected ? x <type>");
    return NULL;
  }
  if (!cm_llvm_aggregate_valid_elem(elem)) {
    error_with_type(p, loc, "invalid array element type", elem);
    return NULL;
  }
  return cm_llvm_array_type(elem, (uint64_t)dims[0]);
}

static CmType *parse_vec(CmParser *p) {
  const char *loc = cm_parser_pos(p);
  if (cm_parse_tok(p, CM_TOK_LESS))
    return NULL;
  const char *dim_pos = cm_parser_pos(p);
  int64_t dims[2];
  unsigned nd;
  if (cm_parse_dimension_list(p, true, dims, 2, &nd))
    return NULL;
  const char *type_pos = cm_parser_pos(p);
  CmType *elem = dispatch(p, true);
  if (!elem || cm_parse_tok(p, CM_TOK_GREATER))
    return NULL;
  if (nd == 0 || nd > 2 || ((nd == 2) != (dims[0] == CM_DYNAMIC_SIZE)) ||
      (nd == 2 && dims[1] == CM_DYNAMIC_SIZE)) {
    cm_parser_error_at(p, dim_pos, "expected '? x <integer> x <type>' or "
                                   "'<integer> x <type>'");
    return NULL;
  }
  bool scalable = nd == 2;
  int64_t n = scalable ? dims[1] : dims[0];
  if (!scalable && (is_signless_int(elem) || cm_type_is_float(elem))) {
    cm_parser_error_at(p, type_pos, "cannot use !llvm.vec for built-in "
                                    "primitives, use 'vector' instead");
    return NULL;
  }
  if (n == 0) {
    cm_parser_error_at(p, loc, "the number of vector elements must be "
                               "positive");
    return NULL;
  }
  if (scalable ? !scalable_vec_valid_elem(elem) : !fixed_vec_valid_elem(elem)) {
    cm_parser_error_at(p, loc, "invalid vector element type");
    return NULL;
  }
  return cm_llvm_vec_type(elem, (unsigned)n, scalable);
}

static CmType *parse_func(CmParser *p) {
  const char *loc = cm_parser_pos(p);
  if (cm_parse_tok(p, CM_TOK_LESS))
    return NULL;
  CmType *result = dispatch(p, true);
  if (!result || cm_parse_tok(p, CM_TOK_LPAREN))
    return NULL;
  CmTypeVec args = {0};
  bool vararg = false;
  CmType *t = NULL;
  if (!cm_parse_optional_tok(p, CM_TOK_RPAREN)) {
    if (cm_parse_optional_tok(p, CM_TOK_ELLIPSIS)) {
      vararg = true;
      if (!cm_parse_optional_tok(p, CM_TOK_RPAREN))
        goto out; /* upstream fails silently here */
    } else {
      for (;;) {
        CmType *a = dispatch(p, true);
        if (!a)
          goto out;
        CM_VEC_PUSH(args, a);
        if (!cm_parse_optional_tok(p, CM_TOK_COMMA))
          break;
        if (cm_parse_optional_tok(p, CM_TOK_ELLIPSIS)) {
          vararg = true;
          break;
        }
      }
      if (!cm_parse_optional_tok(p, CM_TOK_RPAREN))
        goto out; /* silently too */
    }
  }
  if (cm_parse_tok(p, CM_TOK_GREATER))
    goto out;
  if (!func_valid_result(result)) {
    error_with_type(p, loc, "invalid function result type", result);
    goto out;
  }
  for (size_t i = 0; i < args.len; i++)
    if (!func_valid_arg(args.data[i])) {
      error_with_type(p, loc, "invalid function argument type", args.data[i]);
      goto out;
    }
  t = cm_llvm_func_type(result, (unsigned)args.len, args.data, vararg);
out:
  CM_VEC_FREE(args);
  return t;
}

/* `(` elements `)`, appended to `out`; *first_pos (if given) gets the
 * position of the first element, when there is one. */
static CmResult parse_struct_elems(CmParser *p, CmTypeVec *out,
                                   const char **first_pos) {
  if (cm_parse_tok(p, CM_TOK_LPAREN))
    return CM_FAILURE;
  if (cm_parse_optional_tok(p, CM_TOK_RPAREN))
    return CM_SUCCESS;
  if (first_pos)
    *first_pos = cm_parser_pos(p);
  for (;;) {
    CmType *e = dispatch(p, true);
    if (!e)
      return CM_FAILURE;
    CM_VEC_PUSH(*out, e);
    if (!cm_parse_optional_tok(p, CM_TOK_COMMA))
      break;
  }
  return cm_parse_tok(p, CM_TOK_RPAREN);
}

static CmType *parse_struct(CmParser *p) {
  CmContext *ctx = cm_parser_context(p);
  const char *loc = cm_parser_pos(p);
  if (cm_parse_tok(p, CM_TOK_LESS))
    return NULL;
  CmBuf name;
  cm_buf_init(&name);
  CmTypeVec elems = {0};
  CmType *res = NULL;
  bool pushed = false;
  /* MLIR 13 keeps the name as written between the quotes (escapes are not
   * decoded) and prints it back verbatim. */
  const CmToken *tok = cm_parser_token(p);
  if (tok->kind == CM_TOK_STRING && tok->len >= 2)
    cm_buf_putn(&name, tok->pos + 1, tok->len - 2);
  bool is_ident = tok->kind == CM_TOK_STRING;
  if (is_ident) {
    CmBuf scratch;
    cm_buf_init(&scratch);
    cm_parse_optional_string(p, &scratch);
    cm_buf_free(&scratch);
  }
  if (!is_ident) {
    /* literal */
    const char *opaque_pos = cm_parser_pos(p);
    if (cm_parse_optional_keyword(p, "opaque")) {
      cm_parser_error_at(p, opaque_pos,
                         "only identified structs can be opaque");
      goto out;
    }
    bool packed = cm_parse_optional_keyword(p, "packed");
    if (parse_struct_elems(p, &elems, NULL) ||
        cm_parse_tok(p, CM_TOK_GREATER))
      goto out;
    for (size_t i = 0; i < elems.len; i++)
      if (!cm_llvm_aggregate_valid_elem(elems.data[i])) {
        error_with_type(p, loc, "invalid LLVM structure element type",
                        elems.data[i]);
        goto out;
      }
    res = cm_llvm_struct_type(ctx, (unsigned)elems.len, elems.data, packed);
    goto out;
  }
  CmStr nm = {name.data ? name.data : "", name.len};
  if (in_parse_stack(nm)) { /* a reference back to an enclosing struct */
    if (cm_parse_tok(p, CM_TOK_GREATER))
      goto out;
    res = cm_llvm_struct_identified(ctx, nm);
    goto out;
  }
  if (cm_parse_tok(p, CM_TOK_COMMA))
    goto out;
  CmType *st = cm_llvm_struct_identified(ctx, nm);
  const char *kw_pos = cm_parser_pos(p);
  if (cm_parse_optional_keyword(p, "opaque")) {
    if (cm_parse_tok(p, CM_TOK_GREATER))
      goto out;
    if (cm_failed(cm_llvm_struct_set_opaque(st))) {
      cm_parser_error_at(p, kw_pos, "redeclaring defined struct as opaque");
      goto out;
    }
    res = st;
    goto out;
  }
  if (parse_depth == parse_cap)
    cm_grow((void **)&parse_stack, &parse_cap, parse_depth + 1, sizeof(CmStr));
  /* the name's text stays valid: `name` is freed after the pop */
  parse_stack[parse_depth++] = nm;
  pushed = true;
  /* where MLIR 13 reports a bad body: the first element, or for an empty
   * body the token after the comma */
  const char *body_pos = cm_parser_pos(p);
  bool packed = cm_parse_optional_keyword(p, "packed");
  if (parse_struct_elems(p, &elems, &body_pos) ||
      cm_parse_tok(p, CM_TOK_GREATER))
    goto out;
  for (size_t i = 0; i < elems.len; i++)
    if (!cm_llvm_aggregate_valid_elem(elems.data[i])) {
      error_with_type(p, body_pos, "invalid LLVM structure element type",
                      elems.data[i]);
      goto out;
    }
  if (cm_failed(cm_llvm_struct_set_body(st, (unsigned)elems.len, elems.data,
                                        packed))) {
    cm_parser_error_at(p, body_pos,
                       "identified type already used with a different body");
    goto out;
  }
  res = st;
out:
  if (pushed && --parse_depth == 0) {
    free(parse_stack);
    parse_stack = NULL;
    parse_cap = 0;
  }
  CM_VEC_FREE(elems);
  cm_buf_free(&name);
  return res;
}

/* A type inside an llvm type: any type in full form, or an llvm type
 * without its `!llvm.` prefix.  MLIR 13's optional-type parser does not
 * know `f80` and `f128`, so they are unknown llvm types there. */
static CmType *dispatch(CmParser *p, bool allow_any) {
  const char *pos = cm_parser_pos(p);
  const CmToken *tok = cm_parser_token(p);
  bool f80_or_f128 =
      tok->kind == CM_TOK_BARE_ID &&
      ((tok->len == 3 && memcmp(tok->pos, "f80", 3) == 0) ||
       (tok->len == 4 && memcmp(tok->pos, "f128", 4) == 0));
  if (!f80_or_f128) {
    CmType *t = NULL;
    CmOptResult r = cm_parse_optional_type(p, &t);
    if (r == CM_OPT_FAILURE)
      return NULL;
    if (r == CM_OPT_SUCCESS) {
      if (!allow_any) {
        cm_parser_error_at(p, pos, "unexpected type, expected keyword");
        return NULL;
      }
      return t;
    }
  }
  CmStr kw;
  if (cm_parse_any_keyword(p, &kw))
    return NULL;
  CmContext *ctx = cm_parser_context(p);
  if (cm_str_eq_c(kw, "void"))
    return cm_llvm_void_type(ctx);
  if (cm_str_eq_c(kw, "ppc_fp128"))
    return cm_llvm_ppc_fp128_type(ctx);
  if (cm_str_eq_c(kw, "x86_mmx"))
    return cm_llvm_x86_mmx_type(ctx);
  if (cm_str_eq_c(kw, "token"))
    return cm_llvm_token_type(ctx);
  if (cm_str_eq_c(kw, "label"))
    return cm_llvm_label_type(ctx);
  if (cm_str_eq_c(kw, "metadata"))
    return cm_llvm_metadata_type(ctx);
  if (cm_str_eq_c(kw, "func"))
    return parse_func(p);
  if (cm_str_eq_c(kw, "ptr"))
    return parse_ptr(p);
  if (cm_str_eq_c(kw, "vec"))
    return parse_vec(p);
  if (cm_str_eq_c(kw, "array"))
    return parse_array(p);
  if (cm_str_eq_c(kw, "struct"))
    return parse_struct(p);
  cm_parser_error_at(p, pos, "unknown LLVM type: %.*s", (int)kw.len, kw.data);
  return NULL;
}

CmType *cm_llvm_parse_type_hook(CmDialect *d, CmParser *p) {
  (void)d;
  CmType *t = dispatch(p, false);
  if (t && cm_parser_token(p)->kind != CM_TOK_EOF) {
    cm_parser_error(p, "encountered unexpected token");
    return NULL;
  }
  return t;
}

/* ---------------------------------------------------------------------
 * printing
 * --------------------------------------------------------------------- */
typedef struct PrintStack {
  const CmType **data;
  size_t len, cap;
} PrintStack;

static void print_llvm(CmPrinter *p, const CmType *t, PrintStack *st);

/* Nested types: llvm-compatible types other than integers, floats and
 * built-in vectors print without the `!llvm.` prefix. */
static void print_nested(CmPrinter *p, const CmType *t, PrintStack *st) {
  if (cm_llvm_type_id(t) >= 0)
    print_llvm(p, t, st);
  else
    cm_print_type(p, t);
}

static void print_llvm(CmPrinter *p, const CmType *t, PrintStack *st) {
  CmBuf *b = cm_printer_buf(p);
  switch ((CmLLVMTypeId)t->dialect.id) {
  case CM_LLVM_VOID:
    cm_buf_puts(b, "void");
    return;
  case CM_LLVM_TOKEN:
    cm_buf_puts(b, "token");
    return;
  case CM_LLVM_METADATA:
    cm_buf_puts(b, "metadata");
    return;
  case CM_LLVM_LABEL:
    cm_buf_puts(b, "label");
    return;
  case CM_LLVM_X86_MMX:
    cm_buf_puts(b, "x86_mmx");
    return;
  case CM_LLVM_PPC_FP128:
    cm_buf_puts(b, "ppc_fp128");
    return;
  case CM_LLVM_PTR:
    cm_buf_puts(b, "ptr<");
    print_nested(p, cm_llvm_ptr_pointee(t), st);
    if (cm_llvm_ptr_addr_space(t))
      cm_buf_printf(cm_printer_buf(p), ", %u", cm_llvm_ptr_addr_space(t));
    cm_buf_putc(cm_printer_buf(p), '>');
    return;
  case CM_LLVM_ARRAY:
    cm_buf_printf(b, "array<%llu x ",
                  (unsigned long long)cm_llvm_array_count(t));
    print_nested(p, cm_llvm_array_elem(t), st);
    cm_buf_putc(cm_printer_buf(p), '>');
    return;
  case CM_LLVM_VEC:
    if (cm_llvm_vec_is_scalable(t))
      cm_buf_printf(b, "vec<? x %u x ", cm_llvm_vec_count(t));
    else
      cm_buf_printf(b, "vec<%u x ", cm_llvm_vec_count(t));
    print_nested(p, cm_llvm_vec_elem(t), st);
    cm_buf_putc(cm_printer_buf(p), '>');
    return;
  case CM_LLVM_FUNC: {
    cm_buf_puts(b, "func<");
    print_nested(p, cm_llvm_func_result(t), st);
    cm_buf_puts(cm_printer_buf(p), " (");
    unsigned n = cm_llvm_func_num_params(t);
    for (unsigned i = 0; i < n; i++) {
      if (i)
        cm_buf_puts(cm_printer_buf(p), ", ");
      print_nested(p, cm_llvm_func_param(t, i), st);
    }
    if (cm_llvm_func_is_vararg(t))
      cm_buf_puts(cm_printer_buf(p), n ? ", ..." : "...");
    cm_buf_puts(cm_printer_buf(p), ")>");
    return;
  }
  case CM_LLVM_STRUCT:
  case CM_LLVM_STRUCT_ID: {
    cm_buf_puts(b, "struct<");
    bool ident = t->dialect.id == CM_LLVM_STRUCT_ID;
    if (ident) {
      CmStr nm = cm_llvm_struct_name(t);
      CmBuf *o = cm_printer_buf(p);
      cm_buf_putc(o, '"');
      cm_buf_putstr(o, nm);
      cm_buf_putc(o, '"');
      for (size_t i = 0; i < st->len; i++)
        if (st->data[i] == t) {
          cm_buf_putc(cm_printer_buf(p), '>');
          return;
        }
      cm_buf_puts(cm_printer_buf(p), ", ");
      if (cm_llvm_struct_is_opaque(t)) {
        cm_buf_puts(cm_printer_buf(p), "opaque>");
        return;
      }
      if (st->len == st->cap)
        cm_grow((void **)&st->data, &st->cap, st->len + 1, sizeof(CmType *));
      st->data[st->len++] = t;
    }
    if (cm_llvm_struct_is_packed(t))
      cm_buf_puts(cm_printer_buf(p), "packed ");
    cm_buf_putc(cm_printer_buf(p), '(');
    unsigned n = cm_llvm_struct_num_elems(t);
    for (unsigned i = 0; i < n; i++) {
      if (i)
        cm_buf_puts(cm_printer_buf(p), ", ");
      print_nested(p, cm_llvm_struct_elem(t, i), st);
    }
    cm_buf_puts(cm_printer_buf(p), ")>");
    if (ident)
      st->len--;
    return;
  }
  }
}

void cm_llvm_print_type_hook(CmDialect *d, const CmType *t, CmPrinter *p) {
  (void)d;
  PrintStack st = {0};
  print_llvm(p, t, &st);
  free(st.data);
}
