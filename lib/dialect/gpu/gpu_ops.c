/* gpu_ops.c - the ops of the gpu dialect of MLIR 13.
 *
 * Custom forms written by hand: gpu.module, gpu.func (function signature,
 * `workgroup(...)` / `private(...)` attributions, `kernel`), gpu.launch
 * (`blocks(%bx, %by, %bz) in (%gx = %a, ...) threads(...) in (...)`),
 * gpu.shuffle, gpu.return / gpu.terminator / gpu.barrier /
 * gpu.module_end (13 prints only their name).  The others use the
 * declarative format with two custom directives: AsyncDependencies
 * (`async [%t0, %t1]`) and LaunchFuncOperands (`args(%a : f32)`).
 * gpu.thread_id & co., gpu.all_reduce and gpu.yield have no custom form
 * in 13.  Verifier messages and their order are 13's. */
#include "gpu_internal.h"

#include <string.h>

#define MOVE_VEC(dst, src)                                                     \
  do {                                                                         \
    for (size_t i_ = 0; i_ < (src).len; i_++)                                  \
      CM_VEC_PUSH(dst, (src).data[i_]);                                        \
    CM_VEC_FREE(src);                                                          \
  } while (0)

typedef CM_VEC(CmRegionArg) RegionArgVec;
typedef CM_VEC(CmAttr *) AttrVec;

/* ---------------------------------------------------------------------- */
/* Constraints                                                            */
/* ---------------------------------------------------------------------- */

static bool p_async_token(const CmType *t, const void *a) {
  (void)a;
  return cm_gpu_type_is_async_token(t);
}
static CmType *build_async_token(CmContext *ctx) {
  return cm_gpu_async_token_type(ctx);
}
static const CmTypeConstraint tc_async_token = {
    "async token type", p_async_token, NULL, build_async_token};

static bool p_mma(const CmType *t, const void *a) {
  (void)a;
  return cm_gpu_type_is_mma_matrix(t);
}
static const CmTypeConstraint tc_mma = {"MMAMatrix type", p_mma, NULL, NULL};

static bool f16_or_f32(const CmType *t) {
  return t && (t->kind == CM_TYPE_F16 || t->kind == CM_TYPE_F32);
}
/* MMAMatrixOf<[F16]> (arg 0) / MMAMatrixOf<[F16, F32]> (arg 1) */
static bool p_mma_of(const CmType *t, const void *a) {
  if (!cm_gpu_type_is_mma_matrix(t))
    return false;
  CmType *e = cm_gpu_mma_matrix_elem(t);
  return a ? f16_or_f32(e) : e->kind == CM_TYPE_F16;
}
static const CmTypeConstraint tc_mma_f16 = {
    "gpu.mma_matrix of 16-bit float values", p_mma_of, NULL, NULL};
static const CmTypeConstraint tc_mma_f16_f32 = {
    "gpu.mma_matrix of 16-bit float or 32-bit float values", p_mma_of,
    (const void *)1, NULL};
static bool p_f16_f32(const CmType *t, const void *a) {
  (void)a;
  return f16_or_f32(t);
}
static const CmTypeConstraint tc_f16_f32 = {"16-bit float or 32-bit float",
                                            p_f16_f32, NULL, NULL};
/* MemRefRankOf<[F16, F32], [2]> */
static bool p_memref_2d_f16_f32(const CmType *t, const void *a) {
  (void)a;
  return t && t->kind == CM_TYPE_MEMREF && t->shaped.rank == 2 &&
         f16_or_f32(t->shaped.elem);
}
static const CmTypeConstraint tc_memref_2d = {
    "2D memref of 16-bit float or 32-bit float values", p_memref_2d_f16_f32,
    NULL, NULL};

/* StrEnumAttr: a string attribute with one of the listed values. */
static bool a_str_enum(const CmAttr *a, const void *arg) {
  if (!a || a->kind != CM_ATTR_STRING)
    return false;
  for (const char *const *c = arg; *c; c++)
    if (cm_str_eq_c(cm_ident_str(a->str.value), *c))
      return true;
  return false;
}
static const char *const all_reduce_cases[] = {"add", "and", "max", "min",
                                               "mul", "or",  "xor", NULL};
static const CmAttrConstraint ac_all_reduce_op = {
    "built-in reduction operations supported by gpu.allreduce.", a_str_enum,
    all_reduce_cases, NULL, NULL, 0};
static const char *const shuffle_cases[] = {"xor", NULL};
static const CmAttrConstraint ac_shuffle_mode = {
    "Indexing modes supported by gpu.shuffle.", a_str_enum, shuffle_cases,
    NULL, NULL, 0};

/* ---------------------------------------------------------------------- */
/* Shared helpers                                                         */
/* ---------------------------------------------------------------------- */

static CmResult parse_attrs(CmParser *p, CmOpState *st, bool keyword) {
  CmNamedAttrVec attrs = {0};
  CmResult r = keyword ? cm_parse_optional_attr_dict_with_keyword(p, &attrs)
                       : cm_parse_optional_attr_dict(p, &attrs);
  MOVE_VEC(st->attrs, attrs);
  return r;
}

static CmResult custom_error_at(CmParser *p, const char *pos, const char *op,
                                const char *msg) {
  return cm_parser_error_at(p, pos, "custom op '%s' %s", op, msg);
}

static int64_t memspace_int(const CmType *memref) {
  const CmAttr *ms = memref->shaped.memspace;
  return ms && ms->kind == CM_ATTR_INTEGER ? ms->integer.value : 0;
}

/* 13's generated OpAsmOpInterface of ops with several named results:
 * every result is named after its ODS result. */
static void ods_result_names(CmOp *op, CmSetNameFn set, void *user) {
  const CmOdsOp *ods = cm_ods_of(op);
  for (unsigned i = 0; ods && i < ods->num_results; i++) {
    unsigned start, count;
    if (!cm_ods_result_group(op, ods->results[i].name, &start, &count))
      continue;
    for (unsigned k = 0; k < count; k++)
      set(user, cm_op_result(op, start + k), ods->results[i].name);
  }
}

/* The ops 13 prints as their bare name (their parser reads nothing). */
static CmResult parse_nothing(CmParser *p, CmOpState *st) {
  (void)p;
  (void)st;
  return CM_SUCCESS;
}
static void print_nothing(CmPrinter *p, CmOp *op) {
  (void)p;
  (void)op;
}

/* ---------------------------------------------------------------------- */
/* Accessors                                                              */
/* ---------------------------------------------------------------------- */

int cm_gpu_index_op_dimension(const CmOp *op) {
  CmAttr *a = cm_op_get_attr(op, "dimension");
  if (!a || a->kind != CM_ATTR_STRING)
    return -1;
  CmStr s = cm_ident_str(a->str.value);
  if (s.len != 1 || s.data[0] < 'x' || s.data[0] > 'z')
    return -1;
  return s.data[0] - 'x';
}

static CmValue *launch_arg(CmOp *launch, unsigned i) {
  CmBlock *b = cm_op_region(launch, 0)->first;
  return b && i < b->num_args ? b->args[i] : NULL;
}
CmValue *cm_gpu_launch_grid_size_operand(CmOp *launch, unsigned dim) {
  return cm_op_operand(launch, dim);
}
CmValue *cm_gpu_launch_block_size_operand(CmOp *launch, unsigned dim) {
  return cm_op_operand(launch, 3 + dim);
}
CmValue *cm_gpu_launch_block_id(CmOp *launch, unsigned dim) {
  return launch_arg(launch, dim);
}
CmValue *cm_gpu_launch_thread_id(CmOp *launch, unsigned dim) {
  return launch_arg(launch, 3 + dim);
}
CmValue *cm_gpu_launch_grid_size(CmOp *launch, unsigned dim) {
  return launch_arg(launch, 6 + dim);
}
CmValue *cm_gpu_launch_block_size(CmOp *launch, unsigned dim) {
  return launch_arg(launch, 9 + dim);
}

CmAttr *cm_gpu_launch_func_kernel(CmOp *op) {
  return cm_op_get_attr(op, "kernel");
}
CmStr cm_gpu_launch_func_module_name(CmOp *op) {
  CmAttr *k = cm_gpu_launch_func_kernel(op);
  if (!k || k->kind != CM_ATTR_SYMBOL_REF)
    return CM_STR("");
  return cm_ident_str(k->symref.root);
}
CmStr cm_gpu_launch_func_kernel_name(CmOp *op) {
  CmAttr *k = cm_gpu_launch_func_kernel(op);
  if (!k || k->kind != CM_ATTR_SYMBOL_REF)
    return CM_STR("");
  return cm_ident_str(k->symref.num_nested
                          ? k->symref.nested[k->symref.num_nested - 1]
                          : k->symref.root);
}
static CmValue *group_value(CmOp *op, const char *group, unsigned i) {
  unsigned start, count;
  if (!cm_ods_operand_group(op, group, &start, &count) || i >= count)
    return NULL;
  return cm_op_operand(op, start + i);
}
static const char *const grid_names[3] = {"gridSizeX", "gridSizeY",
                                          "gridSizeZ"};
static const char *const block_names[3] = {"blockSizeX", "blockSizeY",
                                           "blockSizeZ"};
CmValue *cm_gpu_launch_func_grid_size(CmOp *op, unsigned dim) {
  return dim < 3 ? group_value(op, grid_names[dim], 0) : NULL;
}
CmValue *cm_gpu_launch_func_block_size(CmOp *op, unsigned dim) {
  return dim < 3 ? group_value(op, block_names[dim], 0) : NULL;
}
unsigned cm_gpu_launch_func_num_kernel_operands(CmOp *op) {
  unsigned start, count;
  return cm_ods_operand_group(op, "operands", &start, &count) ? count : 0;
}
CmValue *cm_gpu_launch_func_kernel_operand(CmOp *op, unsigned i) {
  return group_value(op, "operands", i);
}

CmType *cm_gpu_func_type(const CmOp *op) {
  CmAttr *a = cm_op_get_attr(op, "type");
  if (!a || a->kind != CM_ATTR_TYPE || !a->type_value ||
      a->type_value->kind != CM_TYPE_FUNCTION)
    return NULL;
  return a->type_value;
}
unsigned cm_gpu_func_num_workgroup_attributions(const CmOp *op) {
  CmAttr *a = cm_op_get_attr(op, "workgroup_attributions");
  return a && a->kind == CM_ATTR_INTEGER && a->integer.value > 0
             ? (unsigned)a->integer.value
             : 0;
}
static CmBlock *func_entry(const CmOp *op) {
  if (cm_op_num_regions(op) != 1)
    return NULL;
  return cm_op_regions(op)[0].first;
}
static unsigned func_num_inputs(const CmOp *op) {
  CmType *t = cm_gpu_func_type(op);
  return t ? t->func.num_inputs : 0;
}
unsigned cm_gpu_func_num_private_attributions(const CmOp *op) {
  CmBlock *b = func_entry(op);
  unsigned used = func_num_inputs(op) + cm_gpu_func_num_workgroup_attributions(op);
  return b && b->num_args > used ? b->num_args - used : 0;
}
CmValue *cm_gpu_func_workgroup_attribution(CmOp *op, unsigned i) {
  CmBlock *b = func_entry(op);
  unsigned k = func_num_inputs(op) + i;
  return b && i < cm_gpu_func_num_workgroup_attributions(op) &&
                 k < b->num_args
             ? b->args[k]
             : NULL;
}
CmValue *cm_gpu_func_private_attribution(CmOp *op, unsigned i) {
  CmBlock *b = func_entry(op);
  unsigned k =
      func_num_inputs(op) + cm_gpu_func_num_workgroup_attributions(op) + i;
  return b && k < b->num_args ? b->args[k] : NULL;
}

bool cm_gpu_async_dependencies(CmOp *op, unsigned *start, unsigned *count) {
  return cm_ods_operand_group(op, "asyncDependencies", start, count);
}
CmValue *cm_gpu_async_token(CmOp *op) {
  unsigned start, count;
  if (!cm_ods_result_group(op, "asyncToken", &start, &count) || !count)
    return NULL;
  return cm_op_result(op, start);
}

/* ---------------------------------------------------------------------- */
/* Custom directives                                                      */
/* ---------------------------------------------------------------------- */

/* custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) */
static CmResult async_deps_parse(CmParser *p, CmOdsParseState *s,
                                 unsigned nargs, const CmOdsDirArg *args) {
  (void)nargs;
  const char *pos = cm_parser_pos(p);
  CmContext *ctx = cm_parser_context(p);
  if (cm_parse_optional_keyword(p, "async")) {
    if (cm_parser_op_num_results(p) == 0) {
      CmOpState *st = cm_ods_state_op_state(s);
      return custom_error_at(p, pos, st->name->name->str,
                             "needs to be named when marked 'async'");
    }
    CmType *t = cm_gpu_async_token_type(ctx);
    cm_ods_state_set_types(s, args[0].name, 1, &t);
  } else {
    cm_ods_state_set_types(s, args[0].name, 0, NULL);
  }
  CmOperandVec ops = {0};
  CmResult r = cm_parse_operand_list(p, &ops, -1, CM_DELIM_OPTIONAL_SQUARE);
  if (!r)
    r = cm_ods_state_set_operands(s, args[1].name, ops.len, ops.data);
  CM_VEC_FREE(ops);
  return r;
}

static void async_deps_print(CmPrinter *p, CmOp *op, unsigned nargs,
                             const CmOdsDirArg *args) {
  (void)nargs;
  (void)args;
  if (cm_gpu_async_token(op))
    cm_print_str(p, "async ");
  unsigned start, count;
  if (!cm_gpu_async_dependencies(op, &start, &count) || !count)
    return;
  cm_print_str(p, "[");
  for (unsigned i = 0; i < count; i++) {
    if (i)
      cm_print_str(p, ", ");
    cm_print_operand(p, cm_op_operand(op, start + i));
  }
  cm_print_str(p, "]");
}

/* custom<LaunchFuncOperands>($operands, type($operands)) */
static CmResult parse_arg_list(CmParser *p, const char *opname,
                              bool allow_attrs, RegionArgVec *named,
                              CmTypeVec *types, AttrVec *attrs, bool *any);

static CmResult launch_operands_parse(CmParser *p, CmOdsParseState *s,
                                      unsigned nargs, const CmOdsDirArg *args) {
  (void)nargs;
  if (!cm_parse_optional_keyword(p, "args"))
    return CM_SUCCESS;
  CmOpState *st = cm_ods_state_op_state(s);
  RegionArgVec named = {0};
  CmOperandVec ops = {0};
  CmTypeVec types = {0};
  CmResult r = parse_arg_list(p, st->name->name->str, false, &named, &types,
                              NULL, NULL);
  for (size_t i = 0; i < named.len; i++)
    CM_VEC_PUSH(ops, named.data[i].name);
  if (!r)
    r = cm_ods_state_set_operands(s, args[0].name, ops.len, ops.data);
  if (!r)
    r = cm_ods_state_set_types(s, args[1].name, types.len, types.data);
  CM_VEC_FREE(named);
  CM_VEC_FREE(ops);
  CM_VEC_FREE(types);
  return r;
}

static void launch_operands_print(CmPrinter *p, CmOp *op, unsigned nargs,
                                  const CmOdsDirArg *args) {
  (void)nargs;
  unsigned start, count;
  if (!cm_ods_operand_group(op, args[0].name, &start, &count) || !count)
    return;
  cm_print_str(p, "args(");
  for (unsigned i = 0; i < count; i++) {
    if (i)
      cm_print_str(p, ", ");
    CmValue *v = cm_op_operand(op, start + i);
    cm_print_operand(p, v);
    cm_print_str(p, " : ");
    cm_print_type(p, v->type);
  }
  cm_print_str(p, ")");
}

static const CmOdsCustomDirective async_directives[] = {
    {"AsyncDependencies", async_deps_parse, async_deps_print},
    {"LaunchFuncOperands", launch_operands_parse, launch_operands_print}};
#define ASYNC_DIRECTIVES                                                       \
  .custom_directives = async_directives, .num_custom_directives = 2

/* ---------------------------------------------------------------------- */
/* Index ops                                                              */
/* ---------------------------------------------------------------------- */

static CmResult index_op_verify(CmOp *op) {
  if (cm_gpu_index_op_dimension(op) >= 0)
    return CM_SUCCESS;
  CmAttr *a = cm_op_get_attr(op, "dimension");
  CmStr s = cm_ident_str(a->str.value);
  return cm_op_emit_plain_error(op, "dimension \"%.*s\" is invalid",
                                (int)s.len, s.data);
}

static const CmOdsAttr dimension_attrs[] = {
    {"dimension", &cm_ac_string, false, NULL}};
static const CmOdsValue index_results[] = {{"result", CM_ODS_ONE, &cm_tc_index}};
#define INDEX_ODS(n, sum)                                                      \
  static const CmOdsOp n##_ods = {.summary = sum,                              \
                                  CM_ODS_ATTRS(dimension_attrs),               \
                                  CM_ODS_RESULTS(index_results)}
INDEX_ODS(block_dim, "");
INDEX_ODS(block_id, "");
INDEX_ODS(grid_dim, "");
INDEX_ODS(thread_id, "");

static const CmOdsOp subgroup_id_ods = {
    .summary = "", CM_ODS_RESULTS(index_results),
    .format = "attr-dict `:` type($result)"};

/* ---------------------------------------------------------------------- */
/* gpu.module / gpu.module_end                                            */
/* ---------------------------------------------------------------------- */

static void ensure_terminator(CmOpState *st, CmRegion *r, const char *name) {
  if (cm_region_empty(r))
    cm_region_append_block(r, cm_block_create());
  CmBlock *b = r->last;
  if (b->last && cm_op_has_trait(b->last, CM_TRAIT_TERMINATOR))
    return;
  CmOp *t = cm_op_create_v(st->ctx, name, NULL, 0, NULL, 0, NULL, NULL, 0,
                           NULL, 0);
  cm_op_set_locref(t, cm_op_state_locref(st));
  cm_block_append_op(b, t);
}

static CmResult module_parse(CmParser *p, CmOpState *st) {
  CmNamedAttrVec attrs = {0};
  CmResult r = cm_parse_symbol_name(p, "sym_name", &attrs);
  MOVE_VEC(st->attrs, attrs);
  if (r || parse_attrs(p, st, true))
    return CM_FAILURE;
  CmRegion *body = cm_op_state_add_region(st);
  if (cm_parse_region(p, body, 0, NULL, false))
    return CM_FAILURE;
  ensure_terminator(st, body, "gpu.module_end");
  return CM_SUCCESS;
}

static void module_print(CmPrinter *p, CmOp *op) {
  CmAttr *name = cm_op_get_attr(op, "sym_name");
  cm_print_str(p, " ");
  cm_print_symbol_name(p, name && name->kind == CM_ATTR_STRING
                              ? cm_ident_str(name->str.value)
                              : CM_STR(""));
  static const char *const elided[] = {"sym_name"};
  cm_print_optional_attr_dict_with_keyword(p, cm_op_attrs(op), 1, elided);
  cm_print_region(p, cm_op_region(op, 0), false, false);
}

static bool module_printable(const CmOp *op) {
  CmAttr *name = cm_op_get_attr(op, "sym_name");
  return cm_op_num_regions(op) == 1 && name && name->kind == CM_ATTR_STRING;
}

static const CmOdsRegion module_regions[] = {{"body", false, true}};
static const CmOdsOp module_ods = {
    .summary = "A top level compilation unit containing code to be run on a "
               "GPU.",
    CM_ODS_REGIONS(module_regions)};
static const char *const module_end_parents[] = {"gpu.module", NULL};
static const CmOdsOp module_end_ods = {
    .summary = "A pseudo op that marks the end of a gpu.module.",
    .parents = module_end_parents};

/* ---------------------------------------------------------------------- */
/* gpu.func                                                               */
/* ---------------------------------------------------------------------- */

static CmAttr *dict_of(CmContext *ctx, CmNamedAttrVec *v) {
  return cm_dict_attr(ctx, (unsigned)v->len, v->data);
}

/* `(type {attrs}, ...)` or `type` after `->`. */
static CmResult parse_results(CmParser *p, CmTypeVec *types,
                              AttrVec *attrs, bool *any) {
  CmContext *ctx = cm_parser_context(p);
  if (!cm_parse_optional_tok(p, CM_TOK_LPAREN)) {
    CmType *t;
    if (cm_parse_type(p, &t))
      return CM_FAILURE;
    CM_VEC_PUSH(*types, t);
    return CM_SUCCESS;
  }
  if (cm_parse_optional_tok(p, CM_TOK_RPAREN))
    return CM_SUCCESS;
  do {
    CmType *t;
    if (cm_parse_type(p, &t))
      return CM_FAILURE;
    CM_VEC_PUSH(*types, t);
    CmNamedAttrVec a = {0};
    if (cm_parse_optional_attr_dict(p, &a)) {
      CM_VEC_FREE(a);
      return CM_FAILURE;
    }
    if (a.len)
      *any = true;
    CM_VEC_PUSH(*attrs, dict_of(ctx, &a));
    CM_VEC_FREE(a);
  } while (cm_parse_optional_tok(p, CM_TOK_COMMA));
  return cm_parse_tok(p, CM_TOK_RPAREN);
}

/* `workgroup(%a : t, ...)` / `private(...)` (upstream parseAttributions). */
static CmResult parse_attributions(CmParser *p, const char *kw,
                                   RegionArgVec *args) {
  if (!cm_parse_optional_keyword(p, kw))
    return CM_SUCCESS;
  if (cm_parse_tok(p, CM_TOK_LPAREN))
    return CM_FAILURE;
  if (cm_parse_optional_tok(p, CM_TOK_RPAREN))
    return CM_SUCCESS;
  do {
    CmRegionArg a;
    memset(&a, 0, sizeof a);
    if (cm_parse_operand(p, &a.name) || cm_parse_colon_type(p, &a.type))
      return CM_FAILURE;
    CM_VEC_PUSH(*args, a);
  } while (cm_parse_optional_tok(p, CM_TOK_COMMA));
  return cm_parse_tok(p, CM_TOK_RPAREN);
}

/* upstream parseFunctionArgumentList: `(%a: t {attrs} loc(...), ...)`
 * or `(t {attrs}, ...)`, all named or none; with `allow_attrs` false an
 * attribute dictionary is "expected arguments without attributes" (at the
 * argument).  Named arguments go to `named`, every type to `types`, every
 * dictionary to `attrs` (when not NULL; `*any` set if one is not empty). */
static CmResult parse_arg_list(CmParser *p, const char *opname,
                              bool allow_attrs, RegionArgVec *named,
                              CmTypeVec *types, AttrVec *attrs, bool *any) {
  CmContext *ctx = cm_parser_context(p);
  if (cm_parse_tok(p, CM_TOK_LPAREN))
    return CM_FAILURE;
  if (cm_parse_optional_tok(p, CM_TOK_RPAREN))
    return CM_SUCCESS;
  do {
    const char *pos = cm_parser_pos(p);
    CmUnresolvedOperand name;
    CmType *type = NULL;
    CmOptResult o = cm_parse_optional_operand(p, &name);
    if (o == CM_OPT_FAILURE)
      return CM_FAILURE;
    if (o == CM_OPT_SUCCESS) {
      if (named->len == 0 && types->len != 0)
        return custom_error_at(p, pos, opname,
                               "expected type instead of SSA identifier");
      if (cm_parse_colon_type(p, &type))
        return CM_FAILURE;
    } else if (named->len != 0) {
      return custom_error_at(p, pos, opname, "expected SSA identifier");
    } else if (cm_parse_type(p, &type)) {
      return CM_FAILURE;
    }
    CM_VEC_PUSH(*types, type);
    CmNamedAttrVec a = {0};
    if (cm_parse_optional_attr_dict(p, &a)) {
      CM_VEC_FREE(a);
      return CM_FAILURE;
    }
    bool nonempty = a.len != 0;
    if (attrs)
      CM_VEC_PUSH(*attrs, dict_of(ctx, &a));
    CM_VEC_FREE(a);
    if (nonempty && !allow_attrs)
      return custom_error_at(p, pos, opname,
                             "expected arguments without attributes");
    if (nonempty && any)
      *any = true;
    if (o == CM_OPT_SUCCESS) {
      CmLoc *loc = NULL;
      if (cm_parse_optional_location_specifier(p, &loc) == CM_OPT_FAILURE)
        return CM_FAILURE;
      CmRegionArg ra = {name, type, NULL};
      CM_VEC_PUSH(*named, ra);
    }
  } while (cm_parse_optional_tok(p, CM_TOK_COMMA));
  return cm_parse_tok(p, CM_TOK_RPAREN);
}

static CmResult func_parse(CmParser *p, CmOpState *st) {
  CmContext *ctx = cm_parser_context(p);
  const char *opname = "gpu.func";
  CmResult r = CM_FAILURE;
  CmNamedAttrVec attrs = {0};
  RegionArgVec args = {0};
  CmTypeVec arg_types = {0}, res_types = {0};
  AttrVec arg_attrs = {0}, res_attrs = {0};
  bool any_arg_attrs = false, any_res_attrs = false;

  if (cm_parse_symbol_name(p, "sym_name", &attrs))
    goto done;
  const char *sig_pos = cm_parser_pos(p);
  if (parse_arg_list(p, opname, true, &args, &arg_types, &arg_attrs,
                     &any_arg_attrs))
    goto done;
  if (cm_parse_optional_tok(p, CM_TOK_ARROW) &&
      parse_results(p, &res_types, &res_attrs, &any_res_attrs))
    goto done;
  if (args.len == 0 && arg_types.len != 0) {
    custom_error_at(p, sig_pos, opname, "gpu.func requires named arguments");
    goto done;
  }
  CmType *fty = cm_function_type(ctx, (unsigned)arg_types.len, arg_types.data,
                                 (unsigned)res_types.len, res_types.data);
  CM_VEC_PUSH(attrs, ((CmNamedAttr){cm_ident_c(ctx, "type"),
                                    cm_type_attr(fty)}));
  size_t nin = args.len;
  if (parse_attributions(p, "workgroup", &args))
    goto done;
  CM_VEC_PUSH(attrs,
              ((CmNamedAttr){cm_ident_c(ctx, "workgroup_attributions"),
                             cm_integer_attr(cm_integer_type(ctx, 64,
                                                             CM_SIGNLESS),
                                             (int64_t)(args.len - nin))}));
  if (parse_attributions(p, "private", &args))
    goto done;
  if (cm_parse_optional_keyword(p, "kernel"))
    CM_VEC_PUSH(attrs, ((CmNamedAttr){cm_ident_c(ctx, CM_GPU_KERNEL_ATTR),
                                      cm_unit_attr(ctx)}));
  if (cm_parse_optional_attr_dict_with_keyword(p, &attrs))
    goto done;
  if (any_arg_attrs)
    CM_VEC_PUSH(attrs,
                ((CmNamedAttr){cm_ident_c(ctx, "arg_attrs"),
                               cm_array_attr(ctx, (unsigned)arg_attrs.len,
                                             arg_attrs.data)}));
  if (any_res_attrs)
    CM_VEC_PUSH(attrs,
                ((CmNamedAttr){cm_ident_c(ctx, "res_attrs"),
                               cm_array_attr(ctx, (unsigned)res_attrs.len,
                                             res_attrs.data)}));
  CmRegion *body = cm_op_state_add_region(st);
  if (cm_parse_region(p, body, args.len, args.data, false))
    goto done;
  r = CM_SUCCESS;
done:
  MOVE_VEC(st->attrs, attrs);
  CM_VEC_FREE(args);
  CM_VEC_FREE(arg_types);
  CM_VEC_FREE(res_types);
  CM_VEC_FREE(arg_attrs);
  CM_VEC_FREE(res_attrs);
  return r;
}

static const CmAttr *array_dict_at(const CmAttr *arr, unsigned i) {
  if (!arr || arr->kind != CM_ATTR_ARRAY || i >= arr->array.num)
    return NULL;
  const CmAttr *d = arr->array.elems[i];
  return d && d->kind == CM_ATTR_DICTIONARY && d->dict.num ? d : NULL;
}

static void print_attributions(CmPrinter *p, const char *kw, CmBlock *b,
                               unsigned start, unsigned n) {
  if (!n)
    return;
  cm_print_printf(p, " %s(", kw);
  for (unsigned i = 0; i < n; i++) {
    if (i)
      cm_print_str(p, ", ");
    cm_print_operand(p, b->args[start + i]);
    cm_print_str(p, " : ");
    cm_print_type(p, b->args[start + i]->type);
  }
  cm_print_str(p, ")");
}

static void func_print(CmPrinter *p, CmOp *op) {
  CmType *fty = cm_gpu_func_type(op);
  CmAttr *name = cm_op_get_attr(op, "sym_name");
  CmAttr *arg_attrs = cm_op_get_attr(op, "arg_attrs");
  CmAttr *res_attrs = cm_op_get_attr(op, "res_attrs");
  CmBlock *entry = func_entry(op);
  cm_print_str(p, " ");
  cm_print_symbol_name(p, cm_ident_str(name->str.value));
  cm_print_str(p, "(");
  unsigned nin = fty->func.num_inputs, nres = fty->func.num_results;
  for (unsigned i = 0; i < nin; i++) {
    if (i)
      cm_print_str(p, ", ");
    const CmAttr *d = array_dict_at(arg_attrs, i);
    if (entry && i < entry->num_args) {
      cm_print_region_argument_with_attrs(p, entry->args[i], d);
    } else {
      cm_print_type(p, fty->func.types[i]);
      if (d)
        cm_print_optional_attr_dict(p, d, 0, NULL);
    }
  }
  cm_print_str(p, ")");
  if (nres) {
    CmType *const *rt = fty->func.types + nin;
    const CmAttr *d0 = array_dict_at(res_attrs, 0);
    bool parens = nres > 1 || rt[0]->kind == CM_TYPE_FUNCTION || d0;
    cm_print_str(p, parens ? " -> (" : " -> ");
    for (unsigned i = 0; i < nres; i++) {
      if (i)
        cm_print_str(p, ", ");
      cm_print_type(p, rt[i]);
      const CmAttr *d = array_dict_at(res_attrs, i);
      if (d)
        cm_print_optional_attr_dict(p, d, 0, NULL);
    }
    if (parens)
      cm_print_str(p, ")");
  }
  if (entry) {
    unsigned nwg = cm_gpu_func_num_workgroup_attributions(op);
    print_attributions(p, "workgroup", entry, nin, nwg);
    print_attributions(p, "private", entry, nin + nwg,
                       cm_gpu_func_num_private_attributions(op));
  }
  if (cm_gpu_is_kernel(op))
    cm_print_str(p, " kernel");
  static const char *const elided[] = {"sym_name", "type", "arg_attrs",
                                       "res_attrs", "workgroup_attributions",
                                       CM_GPU_KERNEL_ATTR};
  cm_print_optional_attr_dict_with_keyword(p, cm_op_attrs(op), 6, elided);
  cm_print_region(p, cm_op_region(op, 0), false, true);
}

static bool func_printable(const CmOp *op) {
  CmAttr *name = cm_op_get_attr(op, "sym_name");
  CmBlock *entry = func_entry(op);
  CmType *fty = cm_gpu_func_type(op);
  return name && name->kind == CM_ATTR_STRING && fty &&
         (!entry || entry->num_args >= fty->func.num_inputs +
                                           cm_gpu_func_num_workgroup_attributions(op));
}

static CmResult verify_attributions(CmOp *op, CmBlock *b, unsigned start,
                                    unsigned n, int64_t space) {
  for (unsigned i = 0; i < n; i++) {
    CmType *t = b->args[start + i]->type;
    if (t->kind != CM_TYPE_MEMREF)
      return cm_op_emit_error(op, "expected memref type in attribution");
    if (memspace_int(t) != space)
      return cm_op_emit_error(op, "expected memory space %lld in attribution",
                              (long long)space);
  }
  return CM_SUCCESS;
}

static CmResult verify_fn_attr_array(CmOp *op, const char *name,
                                     const char *what, unsigned n) {
  CmAttr *a = cm_op_get_attr(op, name);
  if (!a)
    return CM_SUCCESS;
  if (a->kind != CM_ATTR_ARRAY || a->array.num != n)
    return cm_op_emit_error(op,
                            "expects %s attribute array `%s` to have the same "
                            "number of elements as the number of function "
                            "%ss",
                            what, name, what);
  return CM_SUCCESS;
}

static CmResult func_verify(CmOp *op) {
  CmAttr *ta = cm_op_get_attr(op, "type");
  if (!ta || ta->kind != CM_ATTR_TYPE || !ta->type_value)
    return cm_op_emit_error(op, "requires a type attribute 'type'");
  CmType *fty = cm_gpu_func_type(op);
  if (!fty)
    return cm_op_emit_error(op, "requires 'type' attribute of function type");
  if (cm_gpu_is_kernel(op) && fty->func.num_results)
    return cm_op_emit_error(op, "expected void return type for kernel "
                                "function");
  if (verify_fn_attr_array(op, "arg_attrs", "argument",
                           fty->func.num_inputs) ||
      verify_fn_attr_array(op, "res_attrs", "result", fty->func.num_results))
    return CM_FAILURE;
  CmBlock *entry = func_entry(op);
  if (!entry)
    return CM_SUCCESS;
  unsigned nin = fty->func.num_inputs;
  unsigned nwg = cm_gpu_func_num_workgroup_attributions(op);
  if (entry->num_args < nin + nwg)
    return cm_op_emit_error(op, "expected at least %u arguments to body region",
                            nin + nwg);
  for (unsigned i = 0; i < nin; i++) {
    if (entry->args[i]->type == fty->func.types[i])
      continue;
    CmDiag *d = cm_op_diag_error(op, "expected body region argument #%u to "
                                     "be of type '",
                                 i);
    cm_diag_append_type(d, fty->func.types[i]);
    cm_diag_append(d, "', got '");
    cm_diag_append_type(d, entry->args[i]->type);
    cm_diag_append(d, "'");
    return cm_diag_report(d);
  }
  if (verify_attributions(op, entry, nin, nwg, CM_GPU_WORKGROUP_ADDRESS_SPACE) ||
      verify_attributions(op, entry, nin + nwg,
                          entry->num_args - nin - nwg,
                          CM_GPU_PRIVATE_ADDRESS_SPACE))
    return CM_FAILURE;
  return CM_SUCCESS;
}

/* 13's GPUFuncOp is a Symbol (a declaration when it has no body) but not
 * a CallableOpInterface: the inliner and the call graph ignore it. */
static bool func_is_declaration(CmOp *op) {
  return cm_op_num_regions(op) == 0 || cm_region_empty(cm_op_region(op, 0));
}
static bool func_never_discard(CmOp *op) {
  (void)op;
  return false;
}
static const CmSymbolInterface func_symbol = {func_is_declaration,
                                              func_never_discard};
static const CmInterfaceImpl func_ifaces[] = {
    {CM_IFACE_SYMBOL, &func_symbol}};
static const char *const func_parents[] = {"gpu.module", NULL};
static const CmOdsRegion func_regions[] = {{"body", false, false}};
static const CmOdsOp func_ods = {.summary = "Function executable on a GPU",
                                 CM_ODS_REGIONS(func_regions),
                                 .parents = func_parents,
                                 CM_ODS_INTERFACES(func_ifaces)};

/* ---------------------------------------------------------------------- */
/* gpu.return / gpu.terminator / gpu.yield / gpu.barrier                  */
/* ---------------------------------------------------------------------- */

static CmResult return_parse(CmParser *p, CmOpState *st) {
  CmOperandVec ops = {0};
  CmTypeVec types = {0};
  CmValueVec vals = {0};
  CmResult status = CM_SUCCESS;
  CmResult r = cm_parse_operand_list(p, &ops, -1, CM_DELIM_NONE);
  if (!r) {
    cm_parse_optional_colon_type_list(p, &types, &status);
    r = status;
  }
  if (!r)
    r = cm_resolve_operands(p, ops.data, ops.len, types.data, types.len,
                            cm_parser_pos(p), &vals); /* 13: current loc */
  MOVE_VEC(st->operands, vals);
  CM_VEC_FREE(ops);
  CM_VEC_FREE(types);
  return r;
}

static CmResult return_verify(CmOp *op) {
  CmOp *fn = cm_op_parent_op(op);
  CmType *fty = fn ? cm_gpu_func_type(fn) : NULL;
  if (!fty)
    return CM_SUCCESS;
  unsigned nres = fty->func.num_results;
  if (nres != cm_op_num_operands(op)) {
    CmDiag *d = cm_op_diag_error(op, "expected %u result operands", nres);
    cm_diag_note(d, cm_op_loc(fn), "return type declared here");
    return cm_diag_report(d);
  }
  for (unsigned i = 0; i < nres; i++) {
    CmType *t = cm_op_operand(op, i)->type;
    if (t == fty->func.types[fty->func.num_inputs + i])
      continue;
    CmDiag *d = cm_op_diag_error(op, "unexpected type `'");
    cm_diag_append_type(d, t);
    cm_diag_append(d, "'' for operand #%u", i);
    return cm_diag_report(d);
  }
  return CM_SUCCESS;
}

static const CmOdsValue any_operands[] = {
    {"operands", CM_ODS_VARIADIC, &cm_tc_any}};
static const char *const return_parents[] = {"gpu.func", NULL};
static const CmOdsOp return_ods = {.summary = "Terminator for GPU functions.",
                                   CM_ODS_OPERANDS(any_operands),
                                   .parents = return_parents};
static const char *const terminator_parents[] = {"gpu.launch", NULL};
static const CmOdsOp terminator_ods = {
    .summary = "Terminator for GPU launch regions.",
    .parents = terminator_parents};
static const CmOdsValue yield_operands[] = {
    {"values", CM_ODS_VARIADIC, &cm_tc_any}};
static const CmOdsOp yield_ods = {.summary = "GPU yield operation",
                                  CM_ODS_OPERANDS(yield_operands)};
static const CmOdsOp barrier_ods = {
    .summary = "Synchronizes all work items of a workgroup."};

/* ---------------------------------------------------------------------- */
/* gpu.launch                                                             */
/* ---------------------------------------------------------------------- */

/* `(%x, %y, %z) in (%sx = %a, %sy = %b, %sz = %c)` */
static CmResult parse_size_assignment(CmParser *p, CmOperandVec *sizes,
                                      CmRegionArg *region_sizes,
                                      CmRegionArg *ids) {
  CmOperandVec idv = {0};
  CmResult r = cm_parse_operand_list(p, &idv, 3, CM_DELIM_PAREN);
  if (!r)
    for (unsigned i = 0; i < 3; i++)
      ids[i].name = idv.data[i];
  CM_VEC_FREE(idv);
  if (r || cm_parse_keyword(p, "in") || cm_parse_tok(p, CM_TOK_LPAREN))
    return CM_FAILURE;
  for (unsigned i = 0; i < 3; i++) {
    CmUnresolvedOperand u;
    if ((i && cm_parse_tok(p, CM_TOK_COMMA)) ||
        cm_parse_operand(p, &region_sizes[i].name) ||
        cm_parse_tok(p, CM_TOK_EQUAL) || cm_parse_operand(p, &u))
      return CM_FAILURE;
    CM_VEC_PUSH(*sizes, u);
  }
  return cm_parse_tok(p, CM_TOK_RPAREN);
}

static CmResult launch_parse(CmParser *p, CmOpState *st) {
  CmType *idx = cm_index_type(st->ctx);
  CmRegionArg args[12];
  memset(args, 0, sizeof args);
  for (unsigned i = 0; i < 12; i++)
    args[i].type = idx;
  CmOperandVec sizes = {0};
  CmValueVec vals = {0};
  CmResult r = CM_FAILURE;
  if (cm_parse_keyword(p, "blocks") ||
      parse_size_assignment(p, &sizes, args + 6, args) ||
      cm_parse_keyword(p, "threads") ||
      parse_size_assignment(p, &sizes, args + 9, args + 3) ||
      cm_resolve_operands_same_type(p, sizes.data, sizes.len, idx, &vals))
    goto done;
  MOVE_VEC(st->operands, vals);
  CmRegion *body = cm_op_state_add_region(st);
  if (cm_parse_region(p, body, 12, args, false) || parse_attrs(p, st, false))
    goto done;
  r = CM_SUCCESS;
done:
  CM_VEC_FREE(vals);
  CM_VEC_FREE(sizes);
  return r;
}

static void print_size_assignment(CmPrinter *p, CmOp *op, unsigned size0,
                                  unsigned operand0, unsigned id0) {
  CmBlock *b = cm_op_region(op, 0)->first;
  cm_print_str(p, "(");
  for (unsigned i = 0; i < 3; i++) {
    if (i)
      cm_print_str(p, ", ");
    cm_print_operand(p, b->args[id0 + i]);
  }
  cm_print_str(p, ") in (");
  for (unsigned i = 0; i < 3; i++) {
    if (i)
      cm_print_str(p, ", ");
    cm_print_operand(p, b->args[size0 + i]);
    cm_print_str(p, " = ");
    cm_print_operand(p, cm_op_operand(op, operand0 + i));
  }
  cm_print_str(p, ")");
}

static void launch_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " blocks");
  print_size_assignment(p, op, 6, 0, 0);
  cm_print_str(p, " threads");
  print_size_assignment(p, op, 9, 3, 3);
  cm_print_region(p, cm_op_region(op, 0), false, true);
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 0, NULL);
}

static bool launch_printable(const CmOp *op) {
  if (cm_op_num_operands(op) != 6 || cm_op_num_regions(op) != 1)
    return false;
  CmBlock *b = cm_op_regions(op)[0].first;
  return b && b->num_args >= 12;
}

static CmResult launch_verify(CmOp *op) {
  CmRegion *body = cm_op_region(op, 0);
  if (cm_region_empty(body))
    return CM_SUCCESS;
  if (body->first->num_args != 6 + cm_op_num_operands(op))
    return cm_op_emit_error(op, "unexpected number of region arguments");
  for (CmBlock *b = body->first; b; b = b->next) {
    if (!b->last || cm_op_num_successors(b->last))
      continue;
    if (!cm_op_name_is(b->last, "gpu.terminator")) {
      CmDiag *d = cm_op_diag_plain_error(b->last,
                                         "expected 'gpu.terminator' or a "
                                         "terminator with successors");
      cm_diag_note(d, cm_op_loc(op), "in 'gpu.launch' body region");
      return cm_diag_report(d);
    }
  }
  return CM_SUCCESS;
}

static const CmOdsValue launch_operands[] = {
    {"gridSizeX", CM_ODS_ONE, &cm_tc_index},
    {"gridSizeY", CM_ODS_ONE, &cm_tc_index},
    {"gridSizeZ", CM_ODS_ONE, &cm_tc_index},
    {"blockSizeX", CM_ODS_ONE, &cm_tc_index},
    {"blockSizeY", CM_ODS_ONE, &cm_tc_index},
    {"blockSizeZ", CM_ODS_ONE, &cm_tc_index}};
static const CmOdsRegion launch_regions[] = {{"body", false, false}};
static const CmOdsOp launch_ods = {.summary = "GPU kernel launch operation",
                                   CM_ODS_OPERANDS(launch_operands),
                                   CM_ODS_REGIONS(launch_regions)};

/* ---------------------------------------------------------------------- */
/* gpu.launch_func                                                        */
/* ---------------------------------------------------------------------- */

static CmResult launch_func_verify(CmOp *op) {
  CmOp *module = cm_op_parent_op(op);
  while (module && !cm_op_name_is(module, "module"))
    module = cm_op_parent_op(module);
  if (!module)
    return cm_op_emit_error(op, "expected to belong to a module");
  CmAttr *c = cm_op_get_attr(module, CM_GPU_CONTAINER_MODULE_ATTR);
  if (!c || c->kind != CM_ATTR_UNIT)
    return cm_op_emit_error(op,
                            "expected the closest surrounding module to have "
                            "the '%s' attribute",
                            CM_GPU_CONTAINER_MODULE_ATTR);
  return CM_SUCCESS;
}

static const CmOdsValue launch_func_operands[] = {
    {"asyncDependencies", CM_ODS_VARIADIC, &tc_async_token},
    {"gridSizeX", CM_ODS_ONE, &cm_tc_index},
    {"gridSizeY", CM_ODS_ONE, &cm_tc_index},
    {"gridSizeZ", CM_ODS_ONE, &cm_tc_index},
    {"blockSizeX", CM_ODS_ONE, &cm_tc_index},
    {"blockSizeY", CM_ODS_ONE, &cm_tc_index},
    {"blockSizeZ", CM_ODS_ONE, &cm_tc_index},
    {"operands", CM_ODS_VARIADIC, &cm_tc_any}};
static const CmOdsValue async_token_result[] = {
    {"asyncToken", CM_ODS_OPTIONAL, &tc_async_token}};
static const CmOdsAttr launch_func_attrs[] = {
    {"kernel", &cm_ac_symbol_ref, false, NULL}};
static const CmOdsOp launch_func_ods = {
    .summary = "Launches a function as a GPU kernel",
    CM_ODS_OPERANDS(launch_func_operands),
    CM_ODS_RESULTS(async_token_result),
    CM_ODS_ATTRS(launch_func_attrs),
    ASYNC_DIRECTIVES,
    .format = "custom<AsyncDependencies>(type($asyncToken), "
              "$asyncDependencies) $kernel `blocks` `in` ` ` `(`$gridSizeX`,` "
              "$gridSizeY`,` $gridSizeZ`)` `threads` `in` ` ` `(`$blockSizeX`,` "
              "$blockSizeY`,` $blockSizeZ`)` custom<LaunchFuncOperands>($operands, "
              "type($operands)) attr-dict"};

/* ---------------------------------------------------------------------- */
/* gpu.all_reduce / gpu.shuffle                                           */
/* ---------------------------------------------------------------------- */

static CmResult all_reduce_verify(CmOp *op) {
  CmRegion *body = cm_op_region(op, 0);
  CmAttr *kind = cm_op_get_attr(op, "op");
  if (cm_region_empty(body) != (kind != NULL))
    return cm_op_emit_plain_error(op, "expected either an op attribute or a "
                                      "non-empty body");
  CmType *t = cm_op_result(op, 0)->type;
  if (!cm_region_empty(body)) {
    CmBlock *entry = body->first;
    if (entry->num_args != 2)
      return cm_op_emit_plain_error(op, "expected two region arguments");
    for (unsigned i = 0; i < 2; i++)
      if (entry->args[i]->type != t)
        return cm_op_emit_plain_error(op, "incorrect region argument type");
    unsigned yields = 0;
    for (CmBlock *b = entry; b; b = b->next) {
      CmOp *term = b->last;
      if (!term || !cm_op_name_is(term, "gpu.yield"))
        continue;
      if (cm_op_num_operands(term) != 1)
        return cm_op_emit_plain_error(op, "expected one gpu.yield operand");
      if (cm_op_operand(term, 0)->type != t)
        return cm_op_emit_plain_error(op, "incorrect gpu.yield type");
      yields++;
    }
    if (!yields)
      return cm_op_emit_plain_error(op, "expected gpu.yield op in region");
    return CM_SUCCESS;
  }
  CmStr k = cm_ident_str(kind->str.value);
  if ((cm_str_eq_c(k, "and") || cm_str_eq_c(k, "or") ||
       cm_str_eq_c(k, "xor")) &&
      t->kind != CM_TYPE_INTEGER)
    return cm_op_emit_plain_error(op, "`%.*s` accumulator is only compatible "
                                      "with Integer type",
                                  (int)k.len, k.data);
  return CM_SUCCESS;
}

static const CmOdsValue all_reduce_operands[] = {
    {"value", CM_ODS_ONE, &cm_tc_any}};
static const CmOdsValue any_result[] = {{"result", CM_ODS_ONE, &cm_tc_any}};
static const CmOdsAttr all_reduce_attrs[] = {
    {"op", &ac_all_reduce_op, true, NULL}};
static const CmOdsRegion all_reduce_regions[] = {{"body", false, false}};
static const CmOdsOp all_reduce_ods = {
    .summary = "Reduce values among workgroup.",
    CM_ODS_OPERANDS(all_reduce_operands), CM_ODS_RESULTS(any_result),
    CM_ODS_ATTRS(all_reduce_attrs), CM_ODS_REGIONS(all_reduce_regions)};

static CmResult shuffle_parse(CmParser *p, CmOpState *st) {
  CmOperandVec ops = {0};
  CmValueVec vals = {0};
  CmResult r = CM_FAILURE;
  CmStr mode;
  CmType *vt;
  if (cm_parse_operand_list(p, &ops, 3, CM_DELIM_NONE) ||
      cm_parse_any_keyword(p, &mode))
    goto done;
  cm_op_state_add_attr(st, "mode", cm_string_attr(st->ctx, mode));
  if (cm_parse_colon_type(p, &vt))
    goto done;
  CmType *i32 = cm_integer_type(st->ctx, 32, CM_SIGNLESS);
  CmType *types[3] = {vt, i32, i32};
  if (cm_resolve_operands(p, ops.data, ops.len, types, 3,
                          cm_parser_op_name_pos(p), &vals))
    goto done;
  CM_VEC_PUSH(st->types, vt);
  CM_VEC_PUSH(st->types, cm_integer_type(st->ctx, 1, CM_SIGNLESS));
  r = CM_SUCCESS;
done:
  MOVE_VEC(st->operands, vals);
  CM_VEC_FREE(ops);
  return r;
}

static void shuffle_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " ");
  cm_print_op_operands(p, op);
  CmAttr *mode = cm_op_get_attr(op, "mode");
  CmStr m = cm_ident_str(mode->str.value);
  cm_print_printf(p, " %.*s : ", (int)m.len, m.data);
  cm_print_type(p, cm_op_operand(op, 0)->type);
}

static bool shuffle_printable(const CmOp *op) {
  CmAttr *mode = cm_op_get_attr(op, "mode");
  return cm_op_num_operands(op) == 3 && mode && mode->kind == CM_ATTR_STRING;
}

static CmResult shuffle_verify(CmOp *op) {
  CmType *t = cm_op_operand(op, 0)->type;
  if (cm_op_result(op, 0)->type != t)
    return cm_op_emit_error(op, "requires the same type for value operand and "
                                "result");
  bool ok = (t->kind == CM_TYPE_INTEGER &&
             t->integer.signedness == CM_SIGNLESS && t->integer.width == 32) ||
            t->kind == CM_TYPE_F32;
  if (!ok)
    return cm_op_emit_error(op, "requires value operand type to be f32 or "
                                "i32");
  return CM_SUCCESS;
}

static const CmOdsValue shuffle_operands[] = {
    {"value", CM_ODS_ONE, &cm_tc_any},
    {"offset", CM_ODS_ONE, &cm_tc_i32},
    {"width", CM_ODS_ONE, &cm_tc_i32}};
static const CmOdsValue shuffle_results[] = {
    {"result", CM_ODS_ONE, &cm_tc_any}, {"valid", CM_ODS_ONE, &cm_tc_i1}};
static const CmOdsAttr shuffle_attrs[] = {
    {"mode", &ac_shuffle_mode, false, NULL}};
static const CmOdsOp shuffle_ods = {.summary = "Shuffles values within a "
                                               "subgroup.",
                                    CM_ODS_OPERANDS(shuffle_operands),
                                    CM_ODS_RESULTS(shuffle_results),
                                    CM_ODS_ATTRS(shuffle_attrs)};

/* ---------------------------------------------------------------------- */
/* Memory and async ops                                                   */
/* ---------------------------------------------------------------------- */

/* AnyUnrankedMemRef, checked by the verifier (not while parsing). */
static bool p_unranked(const CmType *t, const void *a) {
  (void)a;
  return t && t->kind == CM_TYPE_UNRANKED_MEMREF;
}
static const CmTypeConstraint tc_unranked_memref = {
    "unranked.memref of any type values", p_unranked, NULL, NULL};
static const CmOdsValue unranked_value[] = {
    {"value", CM_ODS_ONE, &tc_unranked_memref}};
static const CmOdsOp host_register_ods = {
    .summary = "Registers a memref for access from device.",
    CM_ODS_OPERANDS(unranked_value),
    .format = "$value attr-dict `:` type($value)"};

static const CmOdsValue wait_operands[] = {
    {"asyncDependencies", CM_ODS_VARIADIC, &tc_async_token}};
static const CmOdsOp wait_ods = {
    .summary = "Wait for async gpu ops to complete.",
    CM_ODS_OPERANDS(wait_operands), CM_ODS_RESULTS(async_token_result),
    ASYNC_DIRECTIVES,
    .format = "custom<AsyncDependencies>(type($asyncToken), "
              "$asyncDependencies) attr-dict"};

static const CmOdsValue alloc_operands[] = {
    {"asyncDependencies", CM_ODS_VARIADIC, &tc_async_token},
    {"dynamicSizes", CM_ODS_VARIADIC, &cm_tc_index},
    {"symbolOperands", CM_ODS_VARIADIC, &cm_tc_index}};
static const CmOdsValue alloc_results[] = {
    {"memref", CM_ODS_ONE, &cm_tc_memref},
    {"asyncToken", CM_ODS_OPTIONAL, &tc_async_token}};
static const CmOdsOp alloc_ods = {
    .summary = "GPU memory allocation operation.",
    CM_ODS_OPERANDS(alloc_operands), CM_ODS_RESULTS(alloc_results),
    ASYNC_DIRECTIVES,
    .format = "custom<AsyncDependencies>(type($asyncToken), "
              "$asyncDependencies) ` ` `(` $dynamicSizes `)` (`` `[` "
              "$symbolOperands^ `]`)? attr-dict `:` type($memref)"};

static const CmOdsValue dealloc_operands[] = {
    {"asyncDependencies", CM_ODS_VARIADIC, &tc_async_token},
    {"memref", CM_ODS_ONE, &cm_tc_memref}};
static const CmOdsOp dealloc_ods = {
    .summary = "GPU memory deallocation operation",
    CM_ODS_OPERANDS(dealloc_operands), CM_ODS_RESULTS(async_token_result),
    ASYNC_DIRECTIVES,
    .format = "custom<AsyncDependencies>(type($asyncToken), "
              "$asyncDependencies) $memref attr-dict `:` type($memref)"};

static CmType *elem_or_self(CmType *t) {
  return cm_type_is_shaped(t) ? t->shaped.elem : t;
}

static CmResult memcpy_verify(CmOp *op) {
  CmValue *dst = cm_ods_operand(op, "dst"), *src = cm_ods_operand(op, "src");
  if (elem_or_self(src->type) != elem_or_self(dst->type))
    return cm_op_emit_error(op, "arguments have incompatible element type");
  if (!cm_ods_compatible_shape(src->type, dst->type))
    return cm_op_emit_error(op, "arguments have incompatible shape");
  return CM_SUCCESS;
}

/* memref::foldMemRefCast as in 13: operands produced by a memref.cast
 * take the cast's source (13 does not spare unranked sources here: the
 * folded op then fails to verify, as in mlir-opt-13). */
static CmResult memcpy_fold(CmOp *op, CmAttr *const *cst,
                            CmFoldResult *results) {
  (void)cst;
  (void)results;
  bool folded = false;
  for (unsigned i = 0; i < cm_op_num_operands(op); i++) {
    CmOp *d = cm_value_defining_op(cm_op_operand(op, i));
    if (!d || !cm_op_name_is(d, "memref.cast") || cm_op_num_operands(d) != 1)
      continue;
    cm_op_set_operand(op, i, cm_op_operand(d, 0));
    folded = true;
  }
  return folded ? CM_SUCCESS : CM_FAILURE;
}

/* Effects of memcpy: it writes dst and reads src. */
static void memcpy_effects(CmOp *op, CmEffectVec *out) {
  CM_VEC_PUSH(*out, ((CmEffect){CM_EFFECT_WRITE, cm_ods_operand(op, "dst")}));
  CM_VEC_PUSH(*out, ((CmEffect){CM_EFFECT_READ, cm_ods_operand(op, "src")}));
}
static const CmMemoryEffectsInterface memcpy_effects_iface = {memcpy_effects};
static const CmInterfaceImpl memcpy_ifaces[] = {
    {CM_IFACE_MEMORY_EFFECTS, &memcpy_effects_iface}};

static const CmOdsValue memcpy_operands[] = {
    {"asyncDependencies", CM_ODS_VARIADIC, &tc_async_token},
    {"dst", CM_ODS_ONE, &cm_tc_memref},
    {"src", CM_ODS_ONE, &cm_tc_memref}};
static const CmOdsOp memcpy_ods = {
    .summary = "GPU memcpy operation",
    CM_ODS_OPERANDS(memcpy_operands), CM_ODS_RESULTS(async_token_result),
    ASYNC_DIRECTIVES,
    .format = "custom<AsyncDependencies>(type($asyncToken), "
              "$asyncDependencies) $dst`,` $src `:` type($dst)`,` type($src) "
              "attr-dict",
    .fold = memcpy_fold,
    CM_ODS_INTERFACES(memcpy_ifaces)};

/* ---------------------------------------------------------------------- */
/* Subgroup MMA ops                                                       */
/* ---------------------------------------------------------------------- */

static bool mma_memspace_ok(const CmType *memref) {
  int64_t s = memspace_int(memref);
  return s == 0 || s == 1 || s == 3;
}

static CmResult mma_load_verify(CmOp *op) {
  CmType *src = cm_op_operand(op, 0)->type;
  if (src->shaped.layout)
    return cm_op_emit_plain_error(op, "expected identity layout map for "
                                      "source memref");
  if (!mma_memspace_ok(src))
    return cm_op_emit_plain_error(op, "source memorySpace kGenericMemorySpace, "
                                      "kSharedMemorySpace or "
                                      "kGlobalMemorySpace only allowed");
  return CM_SUCCESS;
}

static CmResult mma_store_verify(CmOp *op) {
  CmType *src = cm_op_operand(op, 0)->type;
  CmType *dst = cm_op_operand(op, 1)->type;
  if (dst->shaped.layout)
    return cm_op_emit_plain_error(op, "expected identity layout map for "
                                      "destination memref");
  if (!mma_memspace_ok(dst))
    return cm_op_emit_plain_error(op, "destination memorySpace of "
                                      "kGenericMemorySpace, kGlobalMemorySpace "
                                      "or kSharedMemorySpace only allowed");
  if (!cm_str_eq_c(cm_gpu_mma_matrix_operand(src), "COp"))
    return cm_op_emit_plain_error(op, "expected the operand matrix being "
                                      "stored to have 'COp' operand type");
  return CM_SUCCESS;
}

static CmResult mma_compute_verify(CmOp *op) {
  CmType *a = cm_op_operand(op, 0)->type, *b = cm_op_operand(op, 1)->type,
         *c = cm_op_operand(op, 2)->type;
  if (!cm_str_eq_c(cm_gpu_mma_matrix_operand(a), "AOp") ||
      !cm_str_eq_c(cm_gpu_mma_matrix_operand(b), "BOp") ||
      !cm_str_eq_c(cm_gpu_mma_matrix_operand(c), "COp"))
    return cm_op_emit_plain_error(op, "operands must be in the order AOp, "
                                      "BOp, COp");
  const int64_t *as = cm_gpu_mma_matrix_shape(a),
                *bs = cm_gpu_mma_matrix_shape(b),
                *cs = cm_gpu_mma_matrix_shape(c);
  if (as[1] != bs[0] || as[0] != cs[0] || bs[1] != cs[1])
    return cm_op_emit_plain_error(op, "operand shapes do not satisfy matmul "
                                      "constraints");
  return CM_SUCCESS;
}

static const CmOdsValue mma_load_operands[] = {
    {"srcMemref", CM_ODS_ONE, &tc_memref_2d},
    {"indices", CM_ODS_VARIADIC, &cm_tc_index}};
static const CmOdsValue mma_res[] = {{"res", CM_ODS_ONE, &tc_mma}};
static const CmOdsAttr lead_dim_attrs[] = {
    {"leadDimension", &cm_ac_index, false, NULL}};
static const CmOdsOp mma_load_ods = {
    .summary = "GPU warp synchronous matrix load",
    CM_ODS_OPERANDS(mma_load_operands), CM_ODS_RESULTS(mma_res),
    CM_ODS_ATTRS(lead_dim_attrs),
    .format = "$srcMemref`[`$indices`]` attr-dict `:` type($srcMemref) `->` "
              "type($res)"};

static const CmOdsValue mma_store_operands[] = {
    {"src", CM_ODS_ONE, &tc_mma_f16_f32},
    {"dstMemref", CM_ODS_ONE, &tc_memref_2d},
    {"indices", CM_ODS_VARIADIC, &cm_tc_index}};
static const CmOdsOp mma_store_ods = {
    .summary = "GPU warp synchronous matrix store",
    CM_ODS_OPERANDS(mma_store_operands), CM_ODS_ATTRS(lead_dim_attrs),
    .format = "$src`,` $dstMemref`[`$indices`]` attr-dict `:` type($src)`,` "
              "type($dstMemref)"};

static const CmOdsValue mma_compute_operands[] = {
    {"opA", CM_ODS_ONE, &tc_mma_f16},
    {"opB", CM_ODS_ONE, &tc_mma_f16},
    {"opC", CM_ODS_ONE, &tc_mma_f16_f32}};
static const CmOdsTypeRel mma_compute_rels[] = {
    {"opC", "res", NULL, "all of {opC, res} have same type"}};
static const CmOdsOp mma_compute_ods = {
    .summary = "GPU warp synchronous matrix multiply accumulate",
    CM_ODS_OPERANDS(mma_compute_operands), CM_ODS_RESULTS(mma_res),
    CM_ODS_TYPE_RELS(mma_compute_rels),
    .format = "$opA`,` $opB`,` $opC attr-dict `:` type($opA)`,` type($opB) "
              "`->` type($res)"};

static CmType *mma_elem_of(CmType *t) {
  return cm_gpu_type_is_mma_matrix(t) ? cm_gpu_mma_matrix_elem(t) : NULL;
}
static const CmOdsValue mma_constant_operands[] = {
    {"value", CM_ODS_ONE, &tc_f16_f32}};
static const CmOdsTypeRel mma_constant_rels[] = {
    {"res", "value", mma_elem_of,
     "value type matches element type of mma_matrix"}};
static const CmOdsOp mma_constant_ods = {
    .summary = "GPU warp synchronous constant matrix",
    CM_ODS_OPERANDS(mma_constant_operands), CM_ODS_RESULTS(mma_res),
    CM_ODS_TYPE_RELS(mma_constant_rels),
    .format = "$value attr-dict `:` type($res)"};

/* ---------------------------------------------------------------------- */
/* Registration                                                           */
/* ---------------------------------------------------------------------- */

#define INDEX_OP(n)                                                            \
  {.name = "gpu." #n, .traits = CM_TRAIT_NO_SIDE_EFFECT,                       \
   .verify = index_op_verify, .ods = &n##_ods}

static const CmOpDef gpu_ops[] = {
    {.name = "gpu.all_reduce",
     .traits = CM_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE |
               CM_TRAIT_ISOLATED_FROM_ABOVE,
     .verify = all_reduce_verify,
     .ods = &all_reduce_ods},
    {.name = "gpu.alloc",
     .traits = CM_TRAIT_MEM_ALLOC | CM_TRAIT_ATTR_SIZED_OPERAND_SEGMENTS,
     .get_result_names = ods_result_names,
     .ods = &alloc_ods},
    {.name = "gpu.barrier",
     .parse = parse_nothing,
     .print = print_nothing,
     .ods = &barrier_ods},
    INDEX_OP(block_dim),
    INDEX_OP(block_id),
    {.name = "gpu.dealloc", .traits = CM_TRAIT_MEM_FREE, .ods = &dealloc_ods},
    {.name = "gpu.func",
     .traits = CM_TRAIT_HAS_PARENT | CM_TRAIT_AUTOMATIC_ALLOCATION_SCOPE |
               CM_TRAIT_ISOLATED_FROM_ABOVE | CM_TRAIT_SYMBOL,
     .parse = func_parse,
     .print = func_print,
     .verify = func_verify,
     .custom_printable = func_printable,
     .ods = &func_ods},
    INDEX_OP(grid_dim),
    {.name = "gpu.host_register", .ods = &host_register_ods},
    {.name = "gpu.launch",
     .parse = launch_parse,
     .print = launch_print,
     .verify = launch_verify,
     .custom_printable = launch_printable,
     .ods = &launch_ods},
    {.name = "gpu.launch_func",
     .traits = CM_TRAIT_ATTR_SIZED_OPERAND_SEGMENTS,
     .verify = launch_func_verify,
     .ods = &launch_func_ods},
    {.name = "gpu.memcpy", .ods = &memcpy_ods, .verify = memcpy_verify},
    {.name = "gpu.module",
     .traits = CM_TRAIT_ISOLATED_FROM_ABOVE | CM_TRAIT_SYMBOL_TABLE |
               CM_TRAIT_SYMBOL | CM_TRAIT_SINGLE_BLOCK_IMPLICIT_TERMINATOR,
     .parse = module_parse,
     .print = module_print,
     .custom_printable = module_printable,
     .implicit_terminator = "gpu.module_end",
     .ods = &module_ods},
    {.name = "gpu.module_end",
     .traits = CM_TRAIT_TERMINATOR | CM_TRAIT_HAS_PARENT,
     .parse = parse_nothing,
     .print = print_nothing,
     .ods = &module_end_ods},
    {.name = "gpu.num_subgroups",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .ods = &subgroup_id_ods},
    {.name = "gpu.return",
     .traits = CM_TRAIT_HAS_PARENT | CM_TRAIT_NO_SIDE_EFFECT |
               CM_TRAIT_TERMINATOR | CM_TRAIT_RETURN_LIKE,
     .parse = return_parse,
     .print = print_nothing,
     .verify = return_verify,
     .ods = &return_ods},
    {.name = "gpu.shuffle",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .parse = shuffle_parse,
     .print = shuffle_print,
     .verify = shuffle_verify,
     .custom_printable = shuffle_printable,
     .get_result_names = ods_result_names,
     .ods = &shuffle_ods},
    {.name = "gpu.subgroup_id",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .ods = &subgroup_id_ods},
    {.name = "gpu.subgroup_mma_compute",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .verify = mma_compute_verify,
     .ods = &mma_compute_ods},
    {.name = "gpu.subgroup_mma_constant_matrix",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .ods = &mma_constant_ods},
    {.name = "gpu.subgroup_mma_load_matrix",
     .traits = CM_TRAIT_MEM_READ,
     .verify = mma_load_verify,
     .ods = &mma_load_ods},
    {.name = "gpu.subgroup_mma_store_matrix",
     .traits = CM_TRAIT_MEM_WRITE,
     .verify = mma_store_verify,
     .ods = &mma_store_ods},
    {.name = "gpu.subgroup_size",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .ods = &subgroup_id_ods},
    {.name = "gpu.terminator",
     .traits = CM_TRAIT_HAS_PARENT | CM_TRAIT_NO_SIDE_EFFECT |
               CM_TRAIT_TERMINATOR,
     .parse = parse_nothing,
     .print = print_nothing,
     .ods = &terminator_ods},
    INDEX_OP(thread_id),
    {.name = "gpu.wait", .ods = &wait_ods},
    {.name = "gpu.yield",
     .traits = CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_TERMINATOR,
     .ods = &yield_ods},
};

void cm_gpu_register_ops(CmContext *ctx) {
  static const CmTypeConstraint *const checked[] = {
      &tc_async_token, &tc_mma, &tc_mma_f16, &tc_mma_f16_f32, &tc_memref_2d};
  for (unsigned i = 0; i < CM_ODS_ARRAY_LEN(checked); i++)
    cm_ods_mark_type_checked_at_parse(checked[i]);
  cm_ods_register_ops(ctx, gpu_ops, CM_ODS_ARRAY_LEN(gpu_ops));
}
