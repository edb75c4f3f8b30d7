/* pipeline.c - the textual pass pipeline of MLIR 13.
 *
 * Two steps, as upstream's TextualPipeline: the text is parsed into a tree
 * of elements and every leaf name is resolved to a registered pass or pass
 * pipeline (errors "MLIR Textual PassPipeline Parser:1:6: error: ..." with
 * the text and a caret); later the tree is added to a pass manager, which
 * creates the passes and parses their options (llvm::cl messages, then
 * "failed to add `x` with options `...`" on the context). */
#include "pass_internal.h"

#include <stdlib.h>
#include <string.h>

typedef struct PElem {
  char *name;           /* trimmed */
  size_t name_pos;      /* offset of the name in the text */
  char *options;        /* text inside {...}, NULL if none */
  bool has_inner;       /* `name(...)` */
  CM_VEC(struct PElem) inner;
  const CmPassDef *pass;
  const CmPassPipelineDef *pipeline;
} PElem;

struct CmPassPipelineAst {
  CM_VEC(PElem) elems;
};

static void elems_free(PElem *e, size_t n) {
  for (size_t i = 0; i < n; i++) {
    free(e[i].name);
    free(e[i].options);
    elems_free(e[i].inner.data, e[i].inner.len);
    CM_VEC_FREE(e[i].inner);
  }
}

void cm_pass_pipeline_ast_free(CmPassPipelineAst *ast) {
  if (!ast)
    return;
  elems_free(ast->elems.data, ast->elems.len);
  CM_VEC_FREE(ast->elems);
  free(ast);
}

static void parse_error(CmBuf *err, const char *text, size_t pos,
                        const char *fmt, const char *arg) {
  if (!err)
    return;
  cm_buf_printf(err, "MLIR Textual PassPipeline Parser:1:%zu: error: ",
                pos + 1);
  cm_buf_printf(err, fmt, arg);
  cm_buf_printf(err, "\n%s\n%*s^\n", text, (int)pos, "");
}

typedef CM_VEC(PElem) PVec;

static bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' ||
         c == '\f';
}

/* Appends an element named text[b, e) trimmed. */
static PElem *push_elem(PVec *v, const char *text, size_t b, size_t e) {
  while (b < e && is_space(text[b]))
    b++;
  while (e > b && is_space(text[e - 1]))
    e--;
  PElem el;
  memset(&el, 0, sizeof el);
  el.name = cm_xstrndup(text + b, e - b);
  el.name_pos = b;
  CM_VEC_PUSH(*v, el);
  return &v->data[v->len - 1];
}

static CmResult resolve(PElem *e, size_t n, const char *text, CmBuf *err) {
  for (size_t i = 0; i < n; i++) {
    if (e[i].has_inner) {
      if (cm_failed(resolve(e[i].inner.data, e[i].inner.len, text, err)))
        return CM_FAILURE;
      continue;
    }
    size_t len = strlen(e[i].name);
    e[i].pass = cm_pass_lookup(e[i].name, len);
    if (!e[i].pass)
      e[i].pipeline = cm_pass_pipeline_lookup(e[i].name, len);
    if (!e[i].pass && !e[i].pipeline) {
      parse_error(err, text, e[i].name_pos,
                  "'%s' does not refer to a registered pass or pass pipeline",
                  e[i].name);
      return CM_FAILURE;
    }
  }
  return CM_SUCCESS;
}

CmPassPipelineAst *cm_pass_pipeline_ast_parse(const char *text, CmBuf *err) {
  CmPassPipelineAst *ast = cm_xcalloc(1, sizeof *ast);
  /* The stack of element vectors being filled: the top level, then the
   * inner pipelines of open `name(`. */
  CM_VEC(PVec *) stack = {0};
  CM_VEC_PUSH(stack, (PVec *)&ast->elems);
  size_t len = strlen(text), pos = 0;
  CmResult r = CM_SUCCESS;
  for (;;) {
    PVec *cur = stack.data[stack.len - 1];
    size_t sep_pos = pos;
    while (sep_pos < len && !strchr(",(){", text[sep_pos]))
      sep_pos++;
    PElem *el = push_elem(cur, text, pos, sep_pos);
    if (sep_pos >= len)
      break;
    pos = sep_pos;
    char sep = text[pos];
    if (sep == '{') {
      size_t open = pos;
      pos++;
      size_t close = len;
      unsigned depth = 1;
      for (size_t i = pos; i < len; i++) {
        if (text[i] == '{')
          depth++;
        else if (text[i] == '}' && --depth == 0) {
          close = i;
          break;
        }
      }
      if (close == len) {
        parse_error(err, text, open,
                    "missing closing '}' while processing pass options%s", "");
        r = CM_FAILURE;
        break;
      }
      el->options = cm_xstrndup(text + pos, close - pos);
      pos = close + 1;
      if (pos >= len)
        break;
      sep = text[pos];
      if (sep == '(') {
        parse_error(err, text, pos, "expected ',' after parsing pipeline%s",
                    "");
        r = CM_FAILURE;
        break;
      }
    }
    pos++; /* the separator */
    if (sep == '(') {
      el->has_inner = true;
      CM_VEC_PUSH(stack, (PVec *)&el->inner);
      continue;
    }
    bool done = false;
    while (sep == ')') {
      stack.len--;
      if (stack.len == 0) {
        parse_error(err, text, pos - 1,
                    "encountered extra closing ')' creating unbalanced "
                    "parentheses while parsing pipeline%s",
                    "");
        r = CM_FAILURE;
        done = true;
        break;
      }
      if (pos >= len) {
        done = true;
        break;
      }
      sep = text[pos];
      if (sep != ',' && sep != ')') {
        parse_error(err, text, pos, "expected ',' after parsing pipeline%s",
                    "");
        r = CM_FAILURE;
        done = true;
        break;
      }
      pos++;
    }
    if (done)
      break;
  }
  if (cm_succeeded(r) && stack.len > 1) {
    parse_error(err, text, pos > len ? len : pos,
                "encountered unbalanced parentheses while parsing pipeline%s",
                "");
    r = CM_FAILURE;
  }
  CM_VEC_FREE(stack);
  if (cm_succeeded(r))
    r = resolve(ast->elems.data, ast->elems.len, text, err);
  if (cm_failed(r)) {
    cm_pass_pipeline_ast_free(ast);
    return NULL;
  }
  return ast;
}

static CmResult add_elems(const PElem *e, size_t n, CmPassManager *pm,
                          FILE *cl_err) {
  CmLoc *unk = cm_loc_unknown(pm->ctx);
  for (size_t i = 0; i < n; i++) {
    if (e[i].has_inner) {
      CmPassManager *nested = cm_pass_manager_nest(pm, e[i].name);
      nested->nesting = CM_NESTING_EXPLICIT;
      if (cm_failed(add_elems(e[i].inner.data, e[i].inner.len, nested,
                              cl_err))) {
        cm_emit_error(unk,
                      "failed to add `%s` with options `%s` to inner pipeline",
                      e[i].name, e[i].options ? e[i].options : "");
        return CM_FAILURE;
      }
      continue;
    }
    CmBuf err;
    cm_buf_init(&err);
    CmResult r;
    if (e[i].pass) {
      CmPass *p = cm_pass_create(e[i].pass, e[i].options, &err);
      if (err.len && cl_err) {
        fputs(err.data, cl_err);
        fflush(cl_err);
      }
      r = p ? cm_pass_manager_add(pm, p) : CM_FAILURE;
    } else {
      r = cm_pass_manager_add_pipeline(pm, e[i].pipeline, e[i].options,
                                       &err);
      if (err.len && cl_err) {
        fputs(err.data, cl_err);
        fflush(cl_err);
      }
    }
    cm_buf_free(&err);
    if (cm_failed(r)) {
      cm_emit_error(unk, "failed to add `%s` with options `%s`", e[i].name,
                    e[i].options ? e[i].options : "");
      return CM_FAILURE;
    }
  }
  return CM_SUCCESS;
}

CmResult cm_pass_pipeline_ast_add(const CmPassPipelineAst *ast,
                                  CmPassManager *pm, FILE *cl_err) {
  CmPassNesting saved = pm->nesting;
  pm->nesting = CM_NESTING_EXPLICIT;
  CmResult r = add_elems(ast->elems.data, ast->elems.len, pm, cl_err);
  pm->nesting = saved;
  return r;
}

CmResult cm_parse_pass_pipeline(CmPassManager *pm, const char *text,
                                CmBuf *err) {
  CmPassPipelineAst *ast = cm_pass_pipeline_ast_parse(text, err);
  if (!ast)
    return CM_FAILURE;
  CmResult r = cm_pass_pipeline_ast_add(ast, pm, NULL);
  cm_pass_pipeline_ast_free(ast);
  return r;
}

/* "func" and "module" are the short names of builtin.func/module. */
static CmStr canonical_name(CmStr s) {
  if (s.len == 12 && !memcmp(s.data, "builtin.", 8) &&
      (!memcmp(s.data + 8, "func", 4)))
    return (CmStr){s.data + 8, 4};
  if (s.len == 14 && !memcmp(s.data, "builtin.module", 14))
    return (CmStr){s.data + 8, 6};
  return s;
}

bool cm_pass_anchor_matches(const char *anchor, CmStr op_name) {
  CmStr a = canonical_name((CmStr){anchor, strlen(anchor)});
  CmStr o = canonical_name(op_name);
  return a.len == o.len && !memcmp(a.data, o.data, a.len);
}
