/* ast.h - the Toy language's abstract syntax tree, its parser and its
 * printer (-emit=ast).
 *
 * Every node lives in the module's arena (ToyArena) and is freed with it:
 * the tree is built once by the parser and never edited. */
#ifndef TOY_AST_H
#define TOY_AST_H

#include <stddef.h>
#include <stdint.h>

/* ---- arena ------------------------------------------------------------ */

typedef struct ToyArenaChunk ToyArenaChunk;
typedef struct ToyArena {
  ToyArenaChunk *chunks;
} ToyArena;

void *toy_arena_alloc(ToyArena *a, size_t size); /* zeroed */
char *toy_arena_strndup(ToyArena *a, const char *s, size_t len);
void toy_arena_free(ToyArena *a);

/* ---- nodes ------------------------------------------------------------ */

/* A position in the source: 1-based line and column. */
typedef struct ToyLoc {
  const char *file;
  int line, col;
} ToyLoc;

/* The declared shape of a variable: `var a<2, 3>`; rank 0 = not given. */
typedef struct ToyVarType {
  size_t rank;
  int64_t *shape;
} ToyVarType;

typedef enum ToyExprKind {
  TOY_EXPR_VARDECL, /* var name<shape> = init */
  TOY_EXPR_RETURN,  /* return [expr] */
  TOY_EXPR_NUM,     /* 1.5 */
  TOY_EXPR_LITERAL, /* [[1, 2], [3, 4]] */
  TOY_EXPR_VAR,     /* a reference to a variable */
  TOY_EXPR_BINOP,   /* lhs op rhs */
  TOY_EXPR_CALL,    /* callee(args) */
  TOY_EXPR_PRINT,   /* print(arg): the one builtin */
} ToyExprKind;

typedef struct ToyExpr ToyExpr;
typedef struct ToyExprList {
  size_t len, cap;
  ToyExpr **items;
} ToyExprList;

struct ToyExpr {
  ToyExprKind kind;
  ToyLoc loc;
  const char *name;  /* VARDECL, VAR: the variable; CALL: the callee */
  double num;        /* NUM */
  ToyExprList items; /* LITERAL: the elements; CALL: the arguments */
  size_t rank;       /* LITERAL: its dimensions */
  int64_t *dims;
  ToyVarType type;   /* VARDECL */
  ToyExpr *expr;     /* VARDECL: initializer; RETURN: value or NULL;
                        PRINT: argument */
  char op;           /* BINOP */
  ToyExpr *lhs, *rhs;
};

typedef struct ToyProto {
  ToyLoc loc;
  const char *name;
  ToyExprList params; /* TOY_EXPR_VAR nodes */
} ToyProto;

typedef struct ToyFunction {
  ToyProto proto;
  ToyExprList body;
} ToyFunction;

typedef struct ToyModule {
  ToyArena arena;
  size_t num_functions;
  ToyFunction **functions;
} ToyModule;

/* ---- parser.c --------------------------------------------------------- */

/* Parses `len` bytes of Toy source named `file` (used in locations).
 * Syntax errors are printed on stderr as upstream toyc prints them
 * ("Parse error (line, col): expected ..."); the parser then stops and
 * returns NULL, except for an empty input, which gives an empty module as
 * upstream's toyc.  Free the result with toy_module_free. */
ToyModule *toy_parse(const char *file, const char *text, size_t len);
void toy_module_free(ToyModule *m);

/* ---- ast.c ------------------------------------------------------------ */

/* Prints the tree on stderr in upstream toyc's -emit=ast format. */
void toy_dump_ast(const ToyModule *m);

#endif /* TOY_AST_H */
