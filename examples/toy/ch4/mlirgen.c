/* mlirgen.c - walks the Toy AST and emits toy dialect ops (chapter 2).
 *
 * Every Toy function becomes a builtin func whose arguments are unranked
 * tensors (tensor<*xf64>): Toy functions are generic over shapes.  Values
 * are SSA: a variable's name maps to the value of its initializer in a
 * per-function symbol table.  Locations are the Toy source's
 * (file:line:col).  Every function but main is private, so that the
 * inliner erases it once its calls are inlined (chapter 4). */
#include "mlirgen.h"

#include "dialect.h"

#include <string.h>

typedef struct Binding {
  const char *name;
  CmValue *value;
} Binding;

typedef struct Gen {
  CmContext *ctx;
  CmBuilder b;
  CM_VEC(Binding) scope; /* the current function's variables */
} Gen;

static CmLoc *loc_of(Gen *g, ToyLoc l) {
  return cm_loc_file(g->ctx, cm_str(l.file), (unsigned)l.line,
                     (unsigned)l.col);
}

static CmValue *lookup(Gen *g, const char *name) {
  for (size_t i = g->scope.len; i-- > 0;)
    if (!strcmp(g->scope.data[i].name, name))
      return g->scope.data[i].value;
  return NULL;
}

static bool declare(Gen *g, const char *name, CmValue *v, ToyLoc loc) {
  if (lookup(g, name)) {
    cm_emit_error(loc_of(g, loc), "redeclaration of variable '%s'", name);
    return false;
  }
  CM_VEC_PUSH(g->scope, ((Binding){name, v}));
  return true;
}

/* Creates an op at the builder's insertion point; returns its result 0
 * (or NULL for an op without results). */
static CmValue *emit(Gen *g, const char *name, ToyLoc loc, CmType *result,
                     unsigned n, CmValue *const *operands, CmAttr *attrs) {
  CmOp *op = cm_op_create_v(g->ctx, name, loc_of(g, loc), result ? 1 : 0,
                            &result, n, operands, attrs, 0, NULL, 0);
  cm_builder_insert(&g->b, op);
  return result ? cm_op_result(op, 0) : NULL;
}

static CmAttr *one_attr(Gen *g, const char *name, CmAttr *value) {
  return cm_dict_set(cm_dict_attr_empty(g->ctx), cm_ident_c(g->ctx, name),
                     value);
}

/* dense<...> : tensor<shape x f64>, a splat when every value is equal (as
 * MLIR's DenseElementsAttr::get). */
static CmAttr *dense_attr(Gen *g, size_t rank, const int64_t *shape,
                          const double *data, size_t n) {
  CmType *type = cm_ranked_tensor_type((unsigned)rank, shape,
                                       cm_float_type(g->ctx, CM_TYPE_F64),
                                       NULL);
  bool splat = n > 0;
  for (size_t i = 1; splat && i < n; i++)
    splat = !memcmp(&data[i], &data[0], sizeof(double));
  return cm_dense_elements_attr(type, splat, (splat ? 1 : n) * sizeof(double),
                                data);
}

static CmValue *gen_expr(Gen *g, const ToyExpr *e);

typedef CM_VEC(double) DoubleVec;

static void collect_literal(const ToyExpr *e, DoubleVec *out) {
  if (e->kind == TOY_EXPR_NUM) {
    CM_VEC_PUSH(*out, e->num);
    return;
  }
  for (size_t i = 0; i < e->items.len; i++)
    collect_literal(e->items.items[i], out);
}

static CmValue *gen_literal(Gen *g, const ToyExpr *e) {
  DoubleVec data = {0};
  collect_literal(e, &data);
  CmAttr *value = dense_attr(g, e->rank, e->dims, data.data, data.len);
  CM_VEC_FREE(data);
  return emit(g, "toy.constant", e->loc, value->type, 0, NULL,
              one_attr(g, "value", value));
}

static CmValue *gen_number(Gen *g, const ToyExpr *e) {
  CmAttr *value = dense_attr(g, 0, NULL, &e->num, 1);
  return emit(g, "toy.constant", e->loc, value->type, 0, NULL,
              one_attr(g, "value", value));
}

static CmValue *gen_binop(Gen *g, const ToyExpr *e) {
  CmValue *ops[2];
  if (!(ops[0] = gen_expr(g, e->lhs)) || !(ops[1] = gen_expr(g, e->rhs)))
    return NULL;
  const char *name = e->op == '+' ? "toy.add" : e->op == '*' ? "toy.mul" : NULL;
  if (!name) {
    cm_emit_error(loc_of(g, e->loc), "invalid binary operator '%c'", e->op);
    return NULL;
  }
  return emit(g, name, e->loc, toy_unranked_tensor(g->ctx), 2, ops, NULL);
}

static CmValue *gen_call(Gen *g, const ToyExpr *e) {
  CM_VEC(CmValue *) args = {0};
  CmValue *result = NULL;
  for (size_t i = 0; i < e->items.len; i++) {
    CmValue *v = gen_expr(g, e->items.items[i]);
    if (!v)
      goto done;
    CM_VEC_PUSH(args, v);
  }
  /* transpose is a builtin */
  if (!strcmp(e->name, "transpose")) {
    if (args.len != 1) {
      cm_emit_error(loc_of(g, e->loc),
                    "MLIR codegen encountered an error: toy.transpose does "
                    "not accept multiple arguments");
      goto done;
    }
    result = emit(g, "toy.transpose", e->loc, toy_unranked_tensor(g->ctx), 1,
                  args.data, NULL);
    goto done;
  }
  result = emit(g, "toy.generic_call", e->loc, toy_unranked_tensor(g->ctx),
                (unsigned)args.len, args.data,
                one_attr(g, "callee",
                         cm_symbol_ref_attr(g->ctx, cm_str(e->name), 0, NULL)));
done:
  CM_VEC_FREE(args);
  return result;
}

/* var x<shape> = init: a reshape when the shape is given. */
static CmValue *gen_vardecl(Gen *g, const ToyExpr *e) {
  CmValue *v = gen_expr(g, e->expr);
  if (!v)
    return NULL;
  if (e->type.rank)
    v = emit(g, "toy.reshape", e->loc,
             toy_tensor(g->ctx, e->type.rank, e->type.shape), 1, &v, NULL);
  return declare(g, e->name, v, e->loc) ? v : NULL;
}

static CmValue *gen_expr(Gen *g, const ToyExpr *e) {
  switch (e->kind) {
  case TOY_EXPR_BINOP:
    return gen_binop(g, e);
  case TOY_EXPR_VAR: {
    CmValue *v = lookup(g, e->name);
    if (!v)
      cm_emit_error(loc_of(g, e->loc), "error: unknown variable '%s'",
                    e->name);
    return v;
  }
  case TOY_EXPR_LITERAL:
    return gen_literal(g, e);
  case TOY_EXPR_CALL:
    return gen_call(g, e);
  case TOY_EXPR_NUM:
    return gen_number(g, e);
  default:
    cm_emit_error(loc_of(g, e->loc),
                  "MLIR codegen encountered an unhandled expr kind '%d'",
                  (int)e->kind);
    return NULL;
  }
}

static bool gen_block(Gen *g, const ToyExprList *body) {
  for (size_t i = 0; i < body->len; i++) {
    const ToyExpr *e = body->items[i];
    switch (e->kind) {
    case TOY_EXPR_VARDECL:
      if (!gen_vardecl(g, e))
        return false;
      break;
    case TOY_EXPR_RETURN: {
      CmValue *v = NULL;
      if (e->expr && !(v = gen_expr(g, e->expr)))
        return false;
      emit(g, "toy.return", e->loc, NULL, v ? 1 : 0, &v, NULL);
      break;
    }
    case TOY_EXPR_PRINT: {
      CmValue *v = gen_expr(g, e->expr);
      if (!v)
        return false;
      emit(g, "toy.print", e->loc, NULL, 1, &v, NULL);
      break;
    }
    default:
      if (!gen_expr(g, e))
        return false;
    }
  }
  return true;
}

static CmAttr *func_type_attr(Gen *g, unsigned nargs, bool has_result) {
  CM_VEC(CmType *) ins = {0};
  for (unsigned i = 0; i < nargs; i++)
    CM_VEC_PUSH(ins, toy_unranked_tensor(g->ctx));
  CmType *res = toy_unranked_tensor(g->ctx);
  CmType *ft = cm_function_type(g->ctx, nargs, ins.data, has_result ? 1 : 0,
                                &res);
  CM_VEC_FREE(ins);
  return cm_type_attr(ft);
}

static CmOp *gen_function(Gen *g, const ToyFunction *f) {
  const ToyProto *proto = &f->proto;
  unsigned nargs = (unsigned)proto->params.len;
  CmAttr *attrs = cm_dict_attr_empty(g->ctx);
  attrs = cm_dict_set(attrs, cm_ident_c(g->ctx, "sym_name"),
                      cm_string_attr(g->ctx, cm_str(proto->name)));
  attrs = cm_dict_set(attrs, cm_ident_c(g->ctx, "type"),
                      func_type_attr(g, nargs, false));
  CmOp *fn = cm_op_create_v(g->ctx, "func", loc_of(g, proto->loc), 0, NULL, 0,
                            NULL, attrs, 0, NULL, 1);
  CmBlock *entry = cm_block_create();
  cm_region_append_block(cm_op_region(fn, 0), entry);
  g->scope.len = 0;
  for (unsigned i = 0; i < nargs; i++) {
    const ToyExpr *param = proto->params.items[i];
    CmValue *arg = cm_block_add_arg(entry, toy_unranked_tensor(g->ctx), NULL);
    if (!declare(g, param->name, arg, param->loc)) {
      cm_op_destroy(fn);
      return NULL;
    }
  }
  CmBuilder saved = g->b;
  cm_builder_set_to_end(&g->b, entry);
  bool ok = gen_block(g, &f->body);
  g->b = saved;
  if (!ok) {
    cm_op_destroy(fn);
    return NULL;
  }
  /* An implicit `return` ends a body without one; a function returning a
   * value gets a tensor<*xf64> result. */
  CmOp *last = entry->last;
  if (!last || !cm_op_name_is(last, "toy.return")) {
    CmBuilder b;
    cm_builder_init(&b, g->ctx);
    cm_builder_set_to_end(&b, entry);
    cm_builder_insert(&b, cm_op_create_v(g->ctx, "toy.return",
                                         loc_of(g, proto->loc), 0, NULL, 0,
                                         NULL, NULL, 0, NULL, 0));
  } else if (cm_op_num_operands(last)) {
    cm_op_set_attr(fn, "type", func_type_attr(g, nargs, true));
  }
  if (strcmp(proto->name, "main"))
    cm_op_set_attr(fn, "sym_visibility",
                   cm_string_attr(g->ctx, cm_str("private")));
  return fn;
}

CmOp *toy_mlirgen(CmContext *ctx, const ToyModule *m) {
  Gen g = {.ctx = ctx};
  cm_builder_init(&g.b, ctx);
  CmOp *module = cm_op_create_v(ctx, "module", cm_loc_unknown(ctx), 0, NULL, 0,
                                NULL, NULL, 0, NULL, 1);
  CmBlock *body = cm_block_create();
  cm_region_append_block(cm_op_region(module, 0), body);
  cm_builder_set_to_end(&g.b, body);
  bool ok = true;
  for (size_t i = 0; ok && i < m->num_functions; i++) {
    CmOp *fn = gen_function(&g, m->functions[i]);
    if (fn)
      cm_builder_insert(&g.b, fn);
    else
      ok = false;
  }
  CM_VEC_FREE(g.scope);
  if (ok && cm_failed(cm_verify(module))) {
    cm_emit_error(cm_op_loc(module), "module verification error");
    ok = false;
  }
  if (!ok) {
    cm_op_destroy(module);
    return NULL;
  }
  return module;
}
