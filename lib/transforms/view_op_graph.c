/* view_op_graph.c - the view-op-graph pass (upstream 13's PrintOpPass):
 * writes a Graphviz digraph to stderr for every block of every function
 * of the module, as LLVM's GraphWriter does: one record node per op of the
 * block (name, location, result types, attributes), one edge per use of
 * its results (use-list order, to users anywhere).  Blocks of a function
 * with several are named `<title><func>__<index>`. */
#include "cmlir/pass.h"

#include <string.h>

/* llvm::DOT::EscapeString */
static void dot_escape(CmBuf *out, const char *s, size_t n) {
  for (size_t i = 0; i < n; i++) {
    char c = s[i];
    switch (c) {
    case '\n':
      cm_buf_puts(out, "\\n");
      continue;
    case '\t':
      cm_buf_puts(out, "  ");
      continue;
    case '\\':
      if (i + 1 < n) {
        char d = s[i + 1];
        if (d == 'l') {
          cm_buf_putc(out, c);
          continue;
        }
        if (d == '|' || d == '{' || d == '}')
          continue; /* the backslash is dropped */
      }
      /* fall through */
    case '{':
    case '}':
    case '<':
    case '>':
    case '|':
    case '"':
      cm_buf_putc(out, '\\');
      cm_buf_putc(out, c);
      continue;
    default:
      cm_buf_putc(out, c);
    }
  }
}

static void attr_label(CmBuf *out, const CmAttr *a, int64_t limit) {
  if (a->kind == CM_ATTR_DENSE_ELEMENTS && !a->dense.splat) {
    int64_t n = cm_shaped_num_elements(a->type);
    if (n > limit) {
      unsigned rank = a->type->shaped.rank;
      for (unsigned i = 0; i < rank; i++)
        cm_buf_putc(out, '[');
      cm_buf_puts(out, "...");
      for (unsigned i = 0; i < rank; i++)
        cm_buf_putc(out, ']');
      cm_buf_puts(out, " : ");
      cm_print_type_to(a->type, out);
      return;
    }
  }
  if (a->kind == CM_ATTR_ARRAY && (int64_t)a->array.num > limit) {
    cm_buf_puts(out, "[...]");
    return;
  }
  cm_print_attr_to(a, out);
}

static void node_label(CmBuf *out, CmOp *op, int64_t limit) {
  CmStr name = cm_ident_str(cm_op_opname(op)->name);
  cm_buf_putstr(out, name);
  cm_buf_putc(out, '\n');
  cm_print_loc_to(cm_op_loc(op), out);
  cm_buf_putc(out, '\n');
  for (unsigned i = 0; i < cm_op_num_results(op); i++) {
    if (i)
      cm_buf_puts(out, ", ");
    cm_print_type_to(cm_op_result(op, i)->type, out);
  }
  cm_buf_putc(out, '\n');
  const CmAttr *dict = cm_op_attrs(op);
  for (unsigned i = 0; i < dict->dict.num; i++) {
    cm_buf_putc(out, '\n');
    cm_buf_putstr(out, cm_ident_str(dict->dict.entries[i].name));
    cm_buf_puts(out, ": ");
    attr_label(out, dict->dict.entries[i].value, limit);
  }
}

static void write_block(CmBuf *out, CmBlock *b, const char *name,
                        int64_t limit) {
  CmBuf esc, label;
  cm_buf_init(&esc);
  cm_buf_init(&label);
  dot_escape(&esc, name, strlen(name));
  cm_buf_printf(out, "digraph \"%s\" {\n\tlabel=\"%s\";\n\n", esc.data,
                esc.data);
  for (CmOp *op = b->first; op; op = cm_op_next(op)) {
    cm_buf_clear(&label);
    cm_buf_clear(&esc);
    node_label(&label, op, limit);
    dot_escape(&esc, label.data, label.len);
    cm_buf_printf(out, "\tNode%p [shape=record,label=\"{%s}\"];\n",
                  (void *)op, esc.data);
    for (unsigned i = 0; i < cm_op_num_results(op); i++)
      for (CmOpOperand *u = cm_value_first_use(cm_op_result(op, i)); u;
           u = cm_operand_next_use(u))
        cm_buf_printf(out, "\tNode%p -> Node%p;\n", (void *)op,
                      (void *)cm_operand_owner(u));
  }
  cm_buf_puts(out, "}\n");
  cm_buf_free(&esc);
  cm_buf_free(&label);
}

static CmResult view_run(CmPassRun *run, CmOp *module) {
  const CmPass *pass = cm_pass_run_pass(run);
  const char *title = cm_pass_option_string(pass, "title");
  CmPrintFlags flags;
  cm_print_flags_default(&flags);
  int64_t limit =
      flags.elide_elements_if_larger >= 0 ? flags.elide_elements_if_larger : 16;
  CmBuf out, name;
  cm_buf_init(&out);
  cm_buf_init(&name);
  for (unsigned r = 0; r < cm_op_num_regions(module); r++)
    for (CmBlock *mb = cm_op_region(module, r)->first; mb; mb = mb->next)
      for (CmOp *fn = mb->first; fn; fn = cm_op_next(fn)) {
        if (!cm_op_name_is(fn, "func") || !cm_op_num_regions(fn))
          continue;
        CmIdent *fname = cm_symbol_name(fn);
        CmRegion *body = cm_op_region(fn, 0);
        bool many = body->first && body->first != body->last;
        unsigned idx = 0;
        for (CmBlock *b = body->first; b; b = b->next, idx++) {
          cm_buf_clear(&name);
          cm_buf_printf(&name, "%s%s", title, fname ? fname->str : "");
          if (many)
            cm_buf_printf(&name, "__%u", idx);
          write_block(&out, b, name.data, limit);
        }
      }
  fwrite(out.data ? out.data : "", 1, out.len, stderr);
  fflush(stderr);
  cm_buf_free(&out);
  cm_buf_free(&name);
  cm_pass_run_mark_all_preserved(run);
  return CM_SUCCESS;
}

static const CmPassOptionDef view_opts[] = {
    {"short-names", CM_PASS_OPT_BOOL, false, "false", "Use short names",
     NULL},
    {"title", CM_PASS_OPT_STRING, false, NULL,
     "The prefix of the title of the graph", NULL},
};

const CmPassDef cm_pass_view_op_graph = {
    .argument = "view-op-graph",
    .name = "ViewOpGraphPass",
    .description = "Print graphviz view of module",
    .anchor = "builtin.module",
    CM_PASS_OPTIONS(view_opts),
    .run = view_run,
};
