/* ast.c - prints the AST (-emit=ast) in upstream toyc's format: one node
 * per line, two spaces of indentation per level, each node's location
 * as @file:line:col. */
#include "ast.h"

#include <stdio.h>

typedef struct Dumper {
  int indent;
} Dumper;

static void indent(const Dumper *d) {
  for (int i = 0; i < d->indent; i++)
    fputs("  ", stderr);
}

static void print_loc(ToyLoc loc) {
  fprintf(stderr, "@%s:%d:%d", loc.file, loc.line, loc.col);
}

static void dump_expr(Dumper *d, const ToyExpr *e);

static void dump_list(Dumper *d, const ToyExprList *l) {
  d->indent++;
  indent(d);
  fputs("Block {\n", stderr);
  for (size_t i = 0; i < l->len; i++)
    dump_expr(d, l->items[i]);
  indent(d);
  fputs("} // Block\n", stderr);
  d->indent--;
}

static void print_dims(size_t rank, const int64_t *dims) {
  fputc('<', stderr);
  for (size_t i = 0; i < rank; i++)
    fprintf(stderr, "%s%lld", i ? ", " : "", (long long)dims[i]);
  fputc('>', stderr);
}

/* A literal with its dimensions at every level: <2, 2>[ <2>[ 1, 2], ...] */
static void print_literal(const ToyExpr *e) {
  if (e->kind == TOY_EXPR_NUM) {
    fprintf(stderr, "%e", e->num);
    return;
  }
  print_dims(e->rank, e->dims);
  fputs("[ ", stderr);
  for (size_t i = 0; i < e->items.len; i++) {
    if (i)
      fputs(", ", stderr);
    print_literal(e->items.items[i]);
  }
  fputc(']', stderr);
}

static void dump_expr(Dumper *d, const ToyExpr *e) {
  d->indent++;
  indent(d);
  switch (e->kind) {
  case TOY_EXPR_VARDECL:
    fprintf(stderr, "VarDecl %s", e->name);
    print_dims(e->type.rank, e->type.shape);
    fputc(' ', stderr);
    print_loc(e->loc);
    fputc('\n', stderr);
    dump_expr(d, e->expr);
    break;
  case TOY_EXPR_RETURN:
    fputs("Return\n", stderr);
    if (e->expr) {
      dump_expr(d, e->expr);
    } else {
      d->indent++;
      indent(d);
      fputs("(void)\n", stderr);
      d->indent--;
    }
    break;
  case TOY_EXPR_NUM:
    fprintf(stderr, "%e ", e->num);
    print_loc(e->loc);
    fputc('\n', stderr);
    break;
  case TOY_EXPR_LITERAL:
    fputs("Literal: ", stderr);
    print_literal(e);
    fputc(' ', stderr);
    print_loc(e->loc);
    fputc('\n', stderr);
    break;
  case TOY_EXPR_VAR:
    fprintf(stderr, "var: %s ", e->name);
    print_loc(e->loc);
    fputc('\n', stderr);
    break;
  case TOY_EXPR_BINOP:
    fprintf(stderr, "BinOp: %c ", e->op);
    print_loc(e->loc);
    fputc('\n', stderr);
    dump_expr(d, e->lhs);
    dump_expr(d, e->rhs);
    break;
  case TOY_EXPR_CALL:
    fprintf(stderr, "Call '%s' [ ", e->name);
    print_loc(e->loc);
    fputc('\n', stderr);
    for (size_t i = 0; i < e->items.len; i++)
      dump_expr(d, e->items.items[i]);
    indent(d);
    fputs("]\n", stderr);
    break;
  case TOY_EXPR_PRINT:
    fputs("Print [ ", stderr);
    print_loc(e->loc);
    fputc('\n', stderr);
    dump_expr(d, e->expr);
    indent(d);
    fputs("]\n", stderr);
    break;
  }
  d->indent--;
}

static void dump_function(Dumper *d, const ToyFunction *f) {
  d->indent++;
  indent(d);
  fputs("Function \n", stderr);
  d->indent++;
  indent(d);
  fprintf(stderr, "Proto '%s' ", f->proto.name);
  print_loc(f->proto.loc);
  fputc('\n', stderr);
  indent(d);
  fputs("Params: [", stderr);
  for (size_t i = 0; i < f->proto.params.len; i++)
    fprintf(stderr, "%s%s", i ? ", " : "", f->proto.params.items[i]->name);
  fputs("]\n", stderr);
  d->indent--;
  dump_list(d, &f->body);
  d->indent--;
}

void toy_dump_ast(const ToyModule *m) {
  Dumper d = {0};
  d.indent++;
  indent(&d);
  fputs("Module:\n", stderr);
  for (size_t i = 0; i < m->num_functions; i++)
    dump_function(&d, m->functions[i]);
}
