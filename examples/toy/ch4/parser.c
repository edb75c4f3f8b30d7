/* parser.c - the Toy lexer and recursive-descent parser.
 *
 * The grammar (chapter 1 of the tutorial):
 *   module     ::= definition*
 *   definition ::= prototype block
 *   prototype  ::= `def` id `(` (id (`,` id)*)? `)`
 *   block      ::= `{` (statement `;`+)* `}`
 *   statement  ::= `var` id type? `=` expr | `return` expr? | expr
 *   type       ::= `<` number (`,` number)* `>`
 *   expr       ::= primary (binop primary)*     (`*` binds tighter than
 *                                                 `+` and `-`)
 *   primary    ::= id | id `(` (expr (`,` expr)*)? `)` | number
 *                | `(` expr `)` | literal
 *   literal    ::= `[` (literal | number) (`,` (literal | number))* `]`
 * Comments run from `#` to the end of the line. */
#include "ast.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- arena ------------------------------------------------------------ */

struct ToyArenaChunk {
  ToyArenaChunk *next;
  size_t used, size;
  max_align_t data[];
};

void *toy_arena_alloc(ToyArena *a, size_t size) {
  size = (size + sizeof(max_align_t) - 1) & ~(sizeof(max_align_t) - 1);
  ToyArenaChunk *c = a->chunks;
  if (!c || c->size - c->used < size) {
    size_t cap = size > 8192 ? size : 8192;
    c = calloc(1, sizeof(ToyArenaChunk) + cap);
    if (!c) {
      fprintf(stderr, "toyc: out of memory\n");
      exit(1);
    }
    c->size = cap;
    c->next = a->chunks;
    a->chunks = c;
  }
  void *p = (char *)c->data + c->used;
  c->used += size;
  return p;
}

char *toy_arena_strndup(ToyArena *a, const char *s, size_t len) {
  char *p = toy_arena_alloc(a, len + 1);
  memcpy(p, s, len);
  return p;
}

void toy_arena_free(ToyArena *a) {
  for (ToyArenaChunk *c = a->chunks, *next; c; c = next) {
    next = c->next;
    free(c);
  }
  a->chunks = NULL;
}

static void list_push(ToyArena *a, ToyExprList *l, ToyExpr *e) {
  if (l->len == l->cap) {
    size_t cap = l->cap ? 2 * l->cap : 4;
    ToyExpr **items = toy_arena_alloc(a, cap * sizeof *items);
    if (l->len)
      memcpy(items, l->items, l->len * sizeof *items);
    l->items = items;
    l->cap = cap;
  }
  l->items[l->len++] = e;
}

static void push_i64(ToyArena *a, int64_t **arr, size_t *n, int64_t v) {
  int64_t *grown = toy_arena_alloc(a, (*n + 1) * sizeof *grown);
  if (*n)
    memcpy(grown, *arr, *n * sizeof *grown);
  grown[(*n)++] = v;
  *arr = grown;
}

/* ---- lexer ------------------------------------------------------------ */

/* Tokens are characters (`(`, `;`, `+`, ...) or these negative kinds. */
enum {
  TOK_EOF = -1,
  TOK_RETURN = -2,
  TOK_VAR = -3,
  TOK_DEF = -4,
  TOK_IDENT = -5,
  TOK_NUMBER = -6,
};

typedef struct Parser {
  const char *file;
  const char *p, *end;
  int line, col;    /* of the character in `last` */
  int last;         /* the character read ahead */
  int tok;          /* the current token */
  ToyLoc tok_loc;   /* where it starts */
  char *ident;      /* TOK_IDENT's text (in the arena) */
  double number;    /* TOK_NUMBER's value */
  ToyArena *arena;
  bool failed;
  int depth;      /* nesting of expressions being parsed */
  int statement_ops; /* binary operators in the current statement */
} Parser;

/* Limits that keep the recursive parser, code generation and the AST
 * printer within the stack on adversarial input. */
enum { MAX_NESTING = 1000, MAX_STATEMENT_OPS = 10000 };

static int next_char(Parser *ps) {
  if (ps->p == ps->end)
    return EOF;
  int c = (unsigned char)*ps->p++;
  ps->col++;
  if (c == '\n') {
    ps->line++;
    ps->col = 0;
  }
  return c;
}

static int lex(Parser *ps) {
  for (;;) {
    while (isspace(ps->last))
      ps->last = next_char(ps);
    /* upstream's locations: the column of the token's first character,
     * counted after the newline that ends the previous line */
    ps->tok_loc = (ToyLoc){ps->file, ps->line, ps->col};
    if (ps->last != '#')
      break;
    do
      ps->last = next_char(ps);
    while (ps->last != EOF && ps->last != '\n' && ps->last != '\r');
    if (ps->last == EOF)
      break;
  }
  if (isalpha(ps->last)) {
    char buf[256];
    size_t n = 0;
    do {
      if (n + 1 < sizeof buf)
        buf[n++] = (char)ps->last;
      ps->last = next_char(ps);
    } while (isalnum(ps->last) || ps->last == '_');
    buf[n] = 0;
    if (!strcmp(buf, "return"))
      return TOK_RETURN;
    if (!strcmp(buf, "def"))
      return TOK_DEF;
    if (!strcmp(buf, "var"))
      return TOK_VAR;
    ps->ident = toy_arena_strndup(ps->arena, buf, n);
    return TOK_IDENT;
  }
  if (isdigit(ps->last) || ps->last == '.') {
    char buf[128];
    size_t n = 0;
    do {
      if (n + 1 < sizeof buf)
        buf[n++] = (char)ps->last;
      ps->last = next_char(ps);
    } while (isdigit(ps->last) || ps->last == '.');
    buf[n] = 0;
    ps->number = strtod(buf, NULL);
    return TOK_NUMBER;
  }
  if (ps->last == EOF)
    return TOK_EOF;
  int c = ps->last;
  ps->last = next_char(ps);
  return c;
}

static void advance(Parser *ps) { ps->tok = lex(ps); }

/* Upstream's message: the expected thing, its context, the token number
 * and, for a printable character, the character. */
static void *parse_error(Parser *ps, const char *expected,
                         const char *context) {
  if (ps->failed)
    return NULL;
  ps->failed = true;
  fprintf(stderr, "Parse error (%d, %d): expected '%s' %s but has Token %d",
          ps->tok_loc.line, ps->tok_loc.col, expected, context, ps->tok);
  if (ps->tok >= 0 && ps->tok < 128 && isprint(ps->tok))
    fprintf(stderr, " '%c'", ps->tok);
  fprintf(stderr, "\n");
  return NULL;
}

static ToyExpr *new_expr(Parser *ps, ToyExprKind kind, ToyLoc loc) {
  ToyExpr *e = toy_arena_alloc(ps->arena, sizeof *e);
  e->kind = kind;
  e->loc = loc;
  return e;
}

/* ---- expressions ------------------------------------------------------ */

static bool too_deep(Parser *ps) {
  if (ps->depth < MAX_NESTING)
    return false;
  if (!ps->failed)
    fprintf(stderr, "Parse error (%d, %d): expressions nested deeper than %d\n",
            ps->tok_loc.line, ps->tok_loc.col, MAX_NESTING);
  ps->failed = true;
  return true;
}


static ToyExpr *parse_expression(Parser *ps);

static ToyExpr *parse_number(Parser *ps) {
  ToyExpr *e = new_expr(ps, TOY_EXPR_NUM, ps->tok_loc);
  e->num = ps->number;
  advance(ps);
  return e;
}

static bool same_dims(const ToyExpr *a, const ToyExpr *b) {
  return a->rank == b->rank &&
         (!a->rank || !memcmp(a->dims, b->dims, a->rank * sizeof *a->dims));
}

/* [ elements ]: nested literals must all have the same shape. */
static ToyExpr *parse_literal_inner(Parser *ps);

static ToyExpr *parse_literal(Parser *ps) {
  if (too_deep(ps))
    return NULL;
  ps->depth++;
  ToyExpr *e = parse_literal_inner(ps);
  ps->depth--;
  return e;
}

static ToyExpr *parse_literal_inner(Parser *ps) {
  ToyExpr *lit = new_expr(ps, TOY_EXPR_LITERAL, ps->tok_loc);
  advance(ps); /* [ */
  for (;;) {
    ToyExpr *elt;
    if (ps->tok == '[')
      elt = parse_literal(ps);
    else if (ps->tok == TOK_NUMBER)
      elt = parse_number(ps);
    else
      return parse_error(ps, "<num> or [", "in literal expression");
    if (!elt)
      return NULL;
    list_push(ps->arena, &lit->items, elt);
    if (ps->tok == ']')
      break;
    if (ps->tok != ',')
      return parse_error(ps, "] or ,", "in literal expression");
    advance(ps);
  }
  advance(ps); /* ] */
  push_i64(ps->arena, &lit->dims, &lit->rank, (int64_t)lit->items.len);
  bool nested = false;
  for (size_t i = 0; i < lit->items.len; i++)
    nested |= lit->items.items[i]->kind == TOY_EXPR_LITERAL;
  if (nested) {
    ToyExpr *first = lit->items.items[0];
    for (size_t i = 0; i < lit->items.len; i++) {
      ToyExpr *e = lit->items.items[i];
      if (e->kind != TOY_EXPR_LITERAL || !same_dims(e, first))
        return parse_error(ps, "uniform well-nested dimensions",
                           "inside literal expression");
    }
    for (size_t i = 0; i < first->rank; i++)
      push_i64(ps->arena, &lit->dims, &lit->rank, first->dims[i]);
  }
  return lit;
}

static ToyExpr *parse_paren(Parser *ps) {
  advance(ps); /* ( */
  ToyExpr *e = parse_expression(ps);
  if (!e)
    return NULL;
  if (ps->tok != ')')
    return parse_error(ps, ")", "to close expression with parentheses");
  advance(ps);
  return e;
}

/* A variable, a call, or print(...). */
static ToyExpr *parse_identifier_expr(Parser *ps) {
  const char *name = ps->ident;
  ToyLoc loc = ps->tok_loc;
  advance(ps);
  if (ps->tok != '(') {
    ToyExpr *v = new_expr(ps, TOY_EXPR_VAR, loc);
    v->name = name;
    return v;
  }
  advance(ps); /* ( */
  ToyExpr *call = new_expr(ps, TOY_EXPR_CALL, loc);
  call->name = name;
  if (ps->tok != ')') {
    for (;;) {
      ToyExpr *arg = parse_expression(ps);
      if (!arg)
        return NULL;
      list_push(ps->arena, &call->items, arg);
      if (ps->tok == ')')
        break;
      if (ps->tok != ',')
        return parse_error(ps, ", or )", "in argument list");
      advance(ps);
    }
  }
  advance(ps); /* ) */
  if (!strcmp(name, "print")) {
    if (call->items.len != 1)
      return parse_error(ps, "<single arg>", "as argument to print()");
    ToyExpr *print = new_expr(ps, TOY_EXPR_PRINT, loc);
    print->expr = call->items.items[0];
    return print;
  }
  return call;
}

static ToyExpr *parse_primary_inner(Parser *ps);

static ToyExpr *parse_primary(Parser *ps) {
  if (too_deep(ps))
    return NULL;
  ps->depth++;
  ToyExpr *e = parse_primary_inner(ps);
  ps->depth--;
  return e;
}

static ToyExpr *parse_primary_inner(Parser *ps) {
  switch (ps->tok) {
  case TOK_IDENT:
    return parse_identifier_expr(ps);
  case TOK_NUMBER:
    return parse_number(ps);
  case '(':
    return parse_paren(ps);
  case '[':
    return parse_literal(ps);
  default:
    if (!ps->failed)
      fprintf(stderr,
              "Parse error (%d, %d): unknown token '%d' when expecting an "
              "expression\n",
              ps->tok_loc.line, ps->tok_loc.col, ps->tok);
    ps->failed = true;
    return NULL;
  }
}

static int precedence(int tok) {
  switch (tok) {
  case '-':
  case '+':
    return 20;
  case '*':
    return 40;
  default:
    return -1;
  }
}

/* Operator precedence climbing: folds `op primary` pairs into `lhs` while
 * the operators bind at least as tightly as `min_prec`. */
static ToyExpr *parse_binop_rhs(Parser *ps, int min_prec, ToyExpr *lhs) {
  for (;;) {
    int prec = precedence(ps->tok);
    if (prec < min_prec)
      return lhs;
    int op = ps->tok;
    if (++ps->statement_ops > MAX_STATEMENT_OPS) {
      if (!ps->failed)
        fprintf(stderr, "Parse error (%d, %d): more than %d operators in "
                        "one statement\n",
                ps->tok_loc.line, ps->tok_loc.col, MAX_STATEMENT_OPS);
      ps->failed = true;
      return NULL;
    }
    advance(ps);
    ToyLoc loc = ps->tok_loc; /* upstream: the location after the operator */
    ToyExpr *rhs = parse_primary(ps);
    if (!rhs)
      return parse_error(ps, "expression", "to complete binary operator");
    if (prec < precedence(ps->tok)) {
      rhs = parse_binop_rhs(ps, prec + 1, rhs);
      if (!rhs)
        return NULL;
    }
    ToyExpr *bin = new_expr(ps, TOY_EXPR_BINOP, loc);
    bin->op = (char)op;
    bin->lhs = lhs;
    bin->rhs = rhs;
    lhs = bin;
  }
}

static ToyExpr *parse_expression(Parser *ps) {
  ToyExpr *lhs = parse_primary(ps);
  return lhs ? parse_binop_rhs(ps, 0, lhs) : NULL;
}

/* ---- statements ------------------------------------------------------- */

static bool parse_type(Parser *ps, ToyVarType *type) {
  advance(ps); /* < */
  while (ps->tok == TOK_NUMBER) {
    push_i64(ps->arena, &type->shape, &type->rank, (int64_t)ps->number);
    advance(ps);
    if (ps->tok == ',')
      advance(ps);
  }
  if (ps->tok != '>')
    return parse_error(ps, ">", "to end type"), false;
  advance(ps);
  return true;
}

static ToyExpr *parse_declaration(Parser *ps) {
  ToyExpr *decl = new_expr(ps, TOY_EXPR_VARDECL, ps->tok_loc);
  advance(ps); /* var */
  if (ps->tok != TOK_IDENT)
    return parse_error(ps, "identified", "after 'var' declaration");
  decl->name = ps->ident;
  advance(ps);
  if (ps->tok == '<' && !parse_type(ps, &decl->type))
    return NULL;
  if (ps->tok != '=')
    return parse_error(ps, "=", "in variable declaration");
  advance(ps);
  decl->expr = parse_expression(ps);
  return decl->expr ? decl : NULL;
}

static ToyExpr *parse_return(Parser *ps) {
  ToyExpr *ret = new_expr(ps, TOY_EXPR_RETURN, ps->tok_loc);
  advance(ps); /* return */
  if (ps->tok != ';' && !(ret->expr = parse_expression(ps)))
    return NULL;
  return ret;
}

static bool parse_block(Parser *ps, ToyExprList *body) {
  if (ps->tok != '{')
    return parse_error(ps, "{", "to begin block"), false;
  advance(ps);
  while (ps->tok == ';')
    advance(ps);
  while (ps->tok != '}' && ps->tok != TOK_EOF) {
    ToyExpr *e;
    ps->statement_ops = 0;
    if (ps->tok == TOK_VAR)
      e = parse_declaration(ps);
    else if (ps->tok == TOK_RETURN)
      e = parse_return(ps);
    else
      e = parse_expression(ps);
    if (!e)
      return false;
    list_push(ps->arena, body, e);
    if (ps->tok != ';')
      return parse_error(ps, ";", "after expression"), false;
    while (ps->tok == ';')
      advance(ps);
  }
  if (ps->tok != '}')
    return parse_error(ps, "}", "to close block"), false;
  advance(ps);
  return true;
}

static bool parse_prototype(Parser *ps, ToyProto *proto) {
  proto->loc = ps->tok_loc;
  if (ps->tok != TOK_DEF)
    return parse_error(ps, "def", "in prototype"), false;
  advance(ps);
  if (ps->tok != TOK_IDENT)
    return parse_error(ps, "function name", "in prototype"), false;
  proto->name = ps->ident;
  advance(ps);
  if (ps->tok != '(')
    return parse_error(ps, "(", "in prototype"), false;
  advance(ps);
  if (ps->tok != ')') {
    for (;;) {
      if (ps->tok != TOK_IDENT)
        return parse_error(ps, "identifier", "in function parameter list"),
               false;
      ToyExpr *param = new_expr(ps, TOY_EXPR_VAR, ps->tok_loc);
      param->name = ps->ident;
      list_push(ps->arena, &proto->params, param);
      advance(ps);
      if (ps->tok != ',')
        break;
      advance(ps);
      if (ps->tok != TOK_IDENT)
        return parse_error(ps, "identifier",
                           "after ',' in function parameter list"),
               false;
    }
  }
  if (ps->tok != ')')
    return parse_error(ps, ")", "to end function prototype"), false;
  advance(ps);
  return true;
}

static ToyFunction *parse_definition(Parser *ps) {
  ToyFunction *f = toy_arena_alloc(ps->arena, sizeof *f);
  if (!parse_prototype(ps, &f->proto) || !parse_block(ps, &f->body))
    return NULL;
  return f;
}

ToyModule *toy_parse(const char *file, const char *text, size_t len) {
  ToyModule *m = calloc(1, sizeof *m);
  if (!m)
    return NULL;
  Parser ps = {0};
  ps.arena = &m->arena;
  ps.file = toy_arena_strndup(&m->arena, file, strlen(file));
  ps.p = text;
  ps.end = text + len;
  /* upstream's lexer starts on an implicit newline: line 1, column 0 */
  ps.line = 1;
  ps.last = ' ';
  advance(&ps);
  /* An empty input is reported ("expected 'def'") but, as upstream's
   * toyc, still gives an (empty) module; any other error fails. */
  bool empty = ps.tok == TOK_EOF;
  size_t cap = 0;
  do {
    ToyFunction *f = parse_definition(&ps);
    if (!f)
      break;
    if (m->num_functions == cap) {
      cap = cap ? 2 * cap : 8;
      ToyFunction **fs = toy_arena_alloc(&m->arena, cap * sizeof *fs);
      if (m->num_functions)
        memcpy(fs, m->functions, m->num_functions * sizeof *fs);
      m->functions = fs;
    }
    m->functions[m->num_functions++] = f;
  } while (ps.tok != TOK_EOF);
  if (!ps.failed && ps.tok != TOK_EOF)
    parse_error(&ps, "nothing", "at end of module");
  if (ps.failed && !empty) {
    toy_module_free(m);
    return NULL;
  }
  return m;
}

void toy_module_free(ToyModule *m) {
  if (!m)
    return;
  toy_arena_free(&m->arena);
  free(m);
}
