/* snapshot_locs.c - the snapshot-op-locations pass (upstream
 * LocationSnapshot): prints the op to a file and gives every op nested in
 * it the location where it is printed there (file, line, 0-based column
 * of the op's first character), or with `tag` that location named by the
 * tag fused with the op's own.
 *
 * The printed positions come from parsing the printed text again (the
 * parser's location of each op is where its text starts) and pairing the
 * parsed ops with the originals in walk order. */
#include "cmlir/pass.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef CM_VEC(CmOp *) OpVec;

static CmWalkResult collect(CmOp *op, void *user) {
  OpVec *v = user;
  CM_VEC_PUSH(*v, op);
  return CM_WALK_ADVANCE;
}

/* The 0-based line of the first line that is not an alias definition. */
static int first_op_line(const CmBuf *b) {
  int line = 0;
  const char *p = b->data, *end = b->data + b->len;
  while (p < end && (*p == '#' || *p == '!' || *p == '\n')) {
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    if (!nl)
      break;
    p = nl + 1;
    line++;
  }
  return line;
}

static CmResult snapshot_run(CmPassRun *run, CmOp *op) {
  const CmPass *pass = cm_pass_run_pass(run);
  CmContext *ctx = cm_pass_run_context(run);
  const char *filename = cm_pass_option_string(pass, "filename");
  const char *tag = cm_pass_option_string(pass, "tag");
  char tmpname[] = "/tmp/mlir_snapshot-XXXXXX.tmp.mlir";
  FILE *f;
  if (*filename) {
    f = fopen(filename, "wb");
  } else {
    int fd = mkstemps(tmpname, 9);
    f = fd >= 0 ? fdopen(fd, "wb") : NULL;
    filename = tmpname;
  }
  if (!f)
    return cm_op_emit_plain_error(op, "cannot open output file '%s': %s",
                                  filename, strerror(errno));
  CmPrintFlags flags;
  cm_print_flags_default(&flags);
  flags.local_scope = true; /* as upstream: locations inline, no aliases */
  CmBuf text;
  cm_buf_init(&text);
  cm_print_op(op, &flags, &text);
  if (!cm_op_block(op)) /* upstream ends a top-level op with a newline */
    cm_buf_putc(&text, '\n');
  fwrite(text.data, 1, text.len, f);
  fclose(f);

  /* where each op was printed: parsed from the text printed without
   * locations (with them the parser would take the printed ones), whose
   * lines are the same but for the location aliases on top */
  CmBuf plain;
  cm_buf_init(&plain);
  if (flags.debuginfo) {
    CmPrintFlags pf = flags;
    pf.debuginfo = false;
    pf.pretty_debuginfo = false;
    cm_print_op(op, &pf, &plain);
  } else {
    cm_buf_putn(&plain, text.data, text.len);
  }
  /* upstream counts lines from where the op starts (not the aliases) */
  int line_shift = -first_op_line(&plain);
  CmSourceMgr sm;
  cm_srcmgr_init(&sm);
  CmSourceBuffer *buf = cm_srcmgr_add(&sm, filename, plain.data, plain.len);
  CmDiagCapture cap;
  cm_diag_capture_begin(&cap);
  CmOp *parsed = cm_parse_source(ctx, buf);
  cm_diag_capture_end(&cap);
  OpVec orig = {0}, printed = {0};
  cm_walk_pre(op, collect, &orig);
  if (parsed)
    cm_walk_pre(parsed, collect, &printed);
  size_t skip = printed.len == orig.len + 1 ? 1 : 0; /* implicit module */
  if (parsed && printed.len == orig.len + skip) {
    CmIdent *file = cm_ident_c(ctx, filename);
    for (size_t i = 0; i < orig.len; i++) {
      const CmLoc *pl = cm_op_loc(printed.data[i + skip]);
      if (!pl || pl->kind != CM_LOC_FILE_LINE_COL)
        continue;
      /* the op's text starts its line (after the indentation) */
      CmStr ltext;
      unsigned col = 0;
      if (cm_srcbuf_get_line(buf, pl->flc.line, &ltext))
        while (col < ltext.len && ltext.data[col] == ' ')
          col++;
      CmLoc *nl = cm_loc_file_ident(
          file, (unsigned)((int)pl->flc.line + line_shift), col);
      if (*tag) {
        CmLoc *parts[2] = {cm_op_loc(orig.data[i]),
                           cm_loc_name(ctx, (CmStr){tag, strlen(tag)}, nl)};
        nl = cm_loc_fused(ctx, 2, parts, NULL);
      }
      cm_op_set_loc(orig.data[i], nl);
    }
  }
  if (parsed)
    cm_op_destroy(parsed);
  CM_VEC_FREE(orig);
  CM_VEC_FREE(printed);
  cm_srcmgr_free(&sm);
  cm_buf_free(&text);
  cm_buf_free(&plain);
  return CM_SUCCESS;
}

static const CmPassOptionDef snapshot_opts[] = {
    {"filename", CM_PASS_OPT_STRING, false, NULL,
     "The filename to print the generated IR", NULL},
    {"tag", CM_PASS_OPT_STRING, false, NULL,
     "A tag to use when fusing the new locations with the original. If "
     "unset, the locations are replaced.",
     NULL},
};

const CmPassDef cm_pass_snapshot_op_locations = {
    .argument = "snapshot-op-locations",
    .name = "LocationSnapshot",
    .description = "Generate new locations from the current IR",
    CM_PASS_OPTIONS(snapshot_opts),
    .run = snapshot_run,
};
