/* srcdiag.c - diagnostic handlers over source buffers.
 *
 * cm_srcdiag_install: prints diagnostics the way upstream's
 * SourceMgrDiagnosticHandler does (`file:line:col: error: msg`, the source
 * line with tabs expanded, a caret line; call stacks as "called from" notes;
 * notes after their diagnostic, quoting the source only when their location
 * differs from the previous one).
 *
 * cm_verifydiag_install: the -verify-diagnostics checker, matching
 * `expected-<kind>[@+N|@-N|@above|@below] {{message}}` comments against the
 * emitted diagnostics, with mlir-opt-13's texts.  As an extension,
 * `expected-<kind>-re {{...}}` treats `{{regex}}` parts of the message as
 * POSIX extended regular expressions (plain text matches literally).
 */
#include "cmlir/asm.h"

#include <pthread.h>
#include <regex.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* ---------------------------------------------------------------------- */
/* Location helpers                                                        */
/* ---------------------------------------------------------------------- */

/* First FileLineCol location in a pre-order walk (upstream's
 * getFileLineColLoc). */
static const CmLoc *find_file_loc(const CmLoc *loc) {
  while (loc) {
    switch (loc->kind) {
    case CM_LOC_FILE_LINE_COL:
      return loc;
    case CM_LOC_NAME:
      loc = loc->nameloc.child;
      continue;
    case CM_LOC_CALL_SITE: {
      const CmLoc *r = find_file_loc(loc->callsite.callee);
      if (r)
        return r;
      loc = loc->callsite.caller;
      continue;
    }
    case CM_LOC_FUSED:
      for (unsigned i = 0; i < loc->fused.num; i++) {
        const CmLoc *r = find_file_loc(loc->fused.locs[i]);
        if (r)
          return r;
      }
      return NULL;
    case CM_LOC_OPAQUE:
      loc = loc->opaque_loc.fallback;
      continue;
    default:
      return NULL;
    }
  }
  return NULL;
}

/* Upstream's getCallSiteLoc: through names and fused locations. */
static const CmLoc *find_callsite_loc(const CmLoc *loc) {
  while (loc) {
    switch (loc->kind) {
    case CM_LOC_NAME:
      loc = loc->nameloc.child;
      continue;
    case CM_LOC_CALL_SITE:
      return loc;
    case CM_LOC_FUSED:
      for (unsigned i = 0; i < loc->fused.num; i++) {
        const CmLoc *r = find_callsite_loc(loc->fused.locs[i]);
        if (r)
          return r;
      }
      return NULL;
    default:
      return NULL;
    }
  }
  return NULL;
}

static const char *sev_str(CmDiagSeverity s) {
  switch (s) {
  case CM_DIAG_NOTE:
    return "note";
  case CM_DIAG_WARNING:
    return "warning";
  case CM_DIAG_REMARK:
    return "remark";
  case CM_DIAG_ERROR:
  default:
    return "error";
  }
}

/* Finds the buffer for a file name; as upstream, a file that is not loaded
 * yet is read from disk (regular files only). */
static CmSourceBuffer *buffer_for_file(CmSourceMgr *sm, CmStr name) {
  if (!sm)
    return NULL;
  CmSourceBuffer *b = cm_srcmgr_find(sm, name.data, name.len);
  if (b || name.len == 0 || memchr(name.data, 0, name.len))
    return b;
  char *path = cm_xstrndup(name.data, name.len);
  struct stat st;
  if (stat(path, &st) == 0 && S_ISREG(st.st_mode))
    b = cm_srcmgr_add_file(sm, path);
  free(path);
  return b;
}

/* ---------------------------------------------------------------------- */
/* Printing in llvm::SourceMgr style                                       */
/* ---------------------------------------------------------------------- */

/* Prints the source line (tabs expanded to multiples of 8) and the caret
 * line with `^` at byte `col0` and `~` over [range_start, range_end). */
static void print_source_line(FILE *out, CmStr line, size_t col0,
                              size_t range_start, size_t range_end) {
  /* Source line. */
  size_t outcol = 0;
  for (size_t i = 0; i < line.len; i++) {
    if (line.data[i] == '\t') {
      do {
        fputc(' ', out);
        outcol++;
      } while (outcol % 8 != 0);
    } else {
      fputc(line.data[i], out);
      outcol++;
    }
  }
  fputc('\n', out);
  /* A line with non-ASCII bytes gets no caret line: its columns are not
   * its bytes (llvm::SMDiagnostic does the same). */
  for (size_t i = 0; i < line.len; i++)
    if ((unsigned char)line.data[i] >= 0x80)
      return;
  /* Caret line: line.len + 1 columns, trailing spaces trimmed. */
  size_t n = line.len + 1;
  char small[256];
  char *caret = n <= sizeof(small) ? small : cm_xmalloc(n);
  memset(caret, ' ', n);
  if (range_end > n)
    range_end = n;
  for (size_t i = range_start; i < range_end; i++)
    caret[i] = '~';
  if (col0 < n)
    caret[col0] = '^';
  size_t len = n;
  while (len > 0 && caret[len - 1] == ' ')
    len--;
  outcol = 0;
  for (size_t i = 0; i < len; i++) {
    if (i >= line.len || line.data[i] != '\t') {
      fputc(caret[i], out);
      outcol++;
      continue;
    }
    do {
      fputc(caret[i], out);
      outcol++;
    } while (outcol % 8 != 0);
  }
  fputc('\n', out);
  if (caret != small)
    free(caret);
}

/* Prints a message at a pointer into `buf` (llvm::SourceMgr::PrintMessage
 * with an optional range of `range_len` bytes starting at `pos`). */
static void print_at_pointer(FILE *out, CmSourceBuffer *buf, const char *pos,
                             CmDiagSeverity sev, const char *msg,
                             size_t msg_len, size_t range_len) {
  unsigned line, col;
  cm_srcbuf_line_col(buf, pos, &line, &col);
  fprintf(out, "%s:%u:%u: %s: ", buf->name, line, col, sev_str(sev));
  fwrite(msg, 1, msg_len, out);
  fputc('\n', out);
  CmStr text;
  if (!cm_srcbuf_get_line(buf, line, &text))
    return;
  /* llvm cuts the line at the first '\r' or '\n'. */
  const char *cr = memchr(text.data, '\r', text.len);
  if (cr)
    text.len = (size_t)(cr - text.data);
  size_t col0 = col - 1;
  print_source_line(out, text, col0, col0, range_len ? col0 + range_len : 0);
}

/* Converts line/col (1-based) to a pointer into `buf` as upstream's
 * convertLocToSMLoc / FindLocForLineAndColumn; NULL if invalid. */
static const char *line_col_to_ptr(CmSourceBuffer *buf, unsigned line,
                                   unsigned col) {
  if (line == 0 || col == 0)
    return NULL;
  CmStr text;
  if (!cm_srcbuf_get_line(buf, line, &text))
    return NULL;
  /* The column may point one past the line's end (at the newline). */
  size_t c0 = col - 1;
  size_t avail = (size_t)(buf->text + buf->len - text.data);
  if (c0 > avail)
    return NULL;
  if (memchr(text.data, '\n', c0) || memchr(text.data, '\r', c0))
    return NULL;
  return text.data + c0;
}

/* Upstream's SourceMgrDiagnosticHandler::emitDiagnostic(loc, msg, kind,
 * displaySourceLine). */
static void emit_at_loc(CmSourceMgr *sm, FILE *out, const CmLoc *loc,
                        const char *msg, size_t msg_len, CmDiagSeverity sev,
                        bool display_source) {
  const CmLoc *fl = find_file_loc(loc);
  if (!fl) {
    fprintf(out, "<unknown>:0: %s: ", sev_str(sev));
    if (loc && loc->kind != CM_LOC_UNKNOWN) {
      CmBuf b;
      cm_buf_init(&b);
      cm_print_loc_to(loc, &b);
      if (b.len)
        fwrite(b.data, 1, b.len, out);
      cm_buf_free(&b);
      fputs(": ", out);
    }
    fwrite(msg, 1, msg_len, out);
    fputc('\n', out);
    return;
  }
  CmStr file = cm_ident_str(fl->flc.file);
  if (display_source) {
    CmSourceBuffer *buf = buffer_for_file(sm, file);
    const char *p =
        buf ? line_col_to_ptr(buf, fl->flc.line, fl->flc.col) : NULL;
    if (p) {
      print_at_pointer(out, buf, p, sev, msg, msg_len, 0);
      return;
    }
  }
  fwrite(file.data, 1, file.len, out);
  fprintf(out, ":%u:%u: %s: ", fl->flc.line, fl->flc.col, sev_str(sev));
  fwrite(msg, 1, msg_len, out);
  fputc('\n', out);
}

/* ---------------------------------------------------------------------- */
/* The plain handler                                                       */
/* ---------------------------------------------------------------------- */

struct CmSrcDiagHandler {
  CmContext *ctx;
  CmSourceMgr *sm;
  FILE *out;
  CmDiagHandlerId id;
  pthread_mutex_t lock;
};

enum { CALL_STACK_LIMIT = 10 };

static void emit_full(CmSourceMgr *sm, FILE *out, CmDiag *d) {
  const CmLoc *loc = d->loc;
  emit_at_loc(sm, out, loc, d->msg.data ? d->msg.data : "", d->msg.len,
              d->severity, true);
  const CmLoc *cs = find_callsite_loc(loc);
  if (cs) {
    loc = cs->callsite.caller;
    for (unsigned depth = 0; depth < CALL_STACK_LIMIT; depth++) {
      emit_at_loc(sm, out, loc, "called from", 11, CM_DIAG_NOTE, true);
      cs = find_callsite_loc(loc);
      if (!cs)
        break;
      loc = cs->callsite.caller;
    }
  }
  for (CmDiag *n = d->notes; n; n = n->next) {
    emit_at_loc(sm, out, n->loc, n->msg.data ? n->msg.data : "", n->msg.len,
                n->severity, loc != n->loc);
    loc = n->loc;
  }
}

static CmResult srcdiag_handle(CmDiag *d, void *user) {
  CmSrcDiagHandler *h = user;
  pthread_mutex_lock(&h->lock);
  emit_full(h->sm, h->out, d);
  fflush(h->out);
  pthread_mutex_unlock(&h->lock);
  return CM_SUCCESS;
}

CmSrcDiagHandler *cm_srcdiag_install(CmContext *ctx, CmSourceMgr *sm,
                                     FILE *out) {
  CmSrcDiagHandler *h = cm_xcalloc(1, sizeof(*h));
  h->ctx = ctx;
  h->sm = sm;
  h->out = out ? out : stderr;
  pthread_mutex_init(&h->lock, NULL);
  h->id = cm_diag_add_handler(ctx, srcdiag_handle, h);
  return h;
}

void cm_srcdiag_uninstall(CmSrcDiagHandler *h) {
  if (!h)
    return;
  cm_diag_remove_handler(h->ctx, h->id);
  pthread_mutex_destroy(&h->lock);
  free(h);
}

/* ---------------------------------------------------------------------- */
/* -verify-diagnostics                                                     */
/* ---------------------------------------------------------------------- */

typedef struct Expected {
  CmDiagSeverity sev;
  unsigned line;
  const char *pos; /* start of `expected-` in the buffer */
  CmStr msg;
  bool matched;
  bool is_re;
  bool re_ok;
  regex_t re;
} Expected;

typedef struct ExpectedFile {
  CmSourceBuffer *buf; /* NULL: no such file (empty list) */
  char *name;
  CM_VEC(Expected) diags;
  size_t *by_line; /* indices sorted by (line, index) */
} ExpectedFile;

struct CmVerifyDiagHandler {
  CmContext *ctx;
  CmSourceMgr *sm;
  FILE *out;
  CmDiagHandlerId id;
  pthread_mutex_t lock;
  CM_VEC(ExpectedFile) files;
  bool failed;
};

static bool match_kind(const char **pp, const char *end, CmDiagSeverity *sev) {
  static const struct {
    const char *s;
    CmDiagSeverity sev;
  } kinds[] = {{"error", CM_DIAG_ERROR},
               {"note", CM_DIAG_NOTE},
               {"remark", CM_DIAG_REMARK},
               {"warning", CM_DIAG_WARNING}};
  for (size_t i = 0; i < sizeof(kinds) / sizeof(kinds[0]); i++) {
    size_t n = strlen(kinds[i].s);
    if ((size_t)(end - *pp) >= n && memcmp(*pp, kinds[i].s, n) == 0) {
      *pp += n;
      *sev = kinds[i].sev;
      return true;
    }
  }
  return false;
}

typedef enum { OFF_NONE, OFF_PLUS, OFF_MINUS, OFF_ABOVE, OFF_BELOW } OffKind;

/* Matches `expected-...` at `p` (which points at "expected-") within the
 * line [p, end).  Returns true and fills the outputs on success. */
static bool match_designator(const char *p, const char *end,
                             CmDiagSeverity *sev, bool *is_re, OffKind *ok,
                             unsigned long *offset, CmStr *msg) {
  p += 9; /* "expected-" */
  if (!match_kind(&p, end, sev))
    return false;
  *is_re = false;
  if (end - p >= 3 && memcmp(p, "-re", 3) == 0) {
    *is_re = true;
    p += 3;
  }
  while (p < end && *p == ' ')
    p++;
  *ok = OFF_NONE;
  *offset = 0;
  if (p < end && *p == '@') {
    const char *q = p + 1;
    if (q < end && (*q == '+' || *q == '-')) {
      const char *d = q + 1;
      unsigned long v = 0;
      while (d < end && *d >= '0' && *d <= '9') {
        v = v * 10 + (unsigned long)(*d - '0');
        if (v > 0xffffffffUL)
          v = 0xffffffffUL;
        d++;
      }
      if (d > q + 1) {
        *ok = *q == '+' ? OFF_PLUS : OFF_MINUS;
        *offset = v;
        p = d;
      }
    } else if (end - q >= 5 && memcmp(q, "above", 5) == 0) {
      *ok = OFF_ABOVE;
      p = q + 5;
    } else if (end - q >= 5 && memcmp(q, "below", 5) == 0) {
      *ok = OFF_BELOW;
      p = q + 5;
    }
    /* An '@' not followed by a valid designator: the optional group does
     * not match and `{{` must follow immediately (it will not). */
  }
  while (p < end && *p == ' ')
    p++;
  if (end - p < 2 || p[0] != '{' || p[1] != '{')
    return false;
  const char *start = p + 2;
  /* Greedy: the message ends at the last `}}` of the line. */
  const char *last = NULL;
  for (const char *q = start; q + 1 < end; q++)
    if (q[0] == '}' && q[1] == '}')
      last = q;
  if (!last)
    return false;
  msg->data = start;
  msg->len = (size_t)(last - start);
  return true;
}

/* Builds the POSIX regex for an `-re` expectation: `{{re}}` parts verbatim,
 * other text escaped. */
static void compile_re(Expected *e) {
  CmBuf b;
  cm_buf_init(&b);
  const char *p = e->msg.data, *end = p + e->msg.len;
  while (p < end) {
    if (end - p >= 2 && p[0] == '{' && p[1] == '{') {
      const char *close = NULL;
      for (const char *q = p + 2; q + 1 < end; q++)
        if (q[0] == '}' && q[1] == '}') {
          close = q;
          break;
        }
      if (close) {
        cm_buf_putc(&b, '(');
        cm_buf_putn(&b, p + 2, (size_t)(close - (p + 2)));
        cm_buf_putc(&b, ')');
        p = close + 2;
        continue;
      }
    }
    if (strchr(".[]()*+?{}|^$\\", *p))
      cm_buf_putc(&b, '\\');
    cm_buf_putc(&b, *p);
    p++;
  }
  e->re_ok = regcomp(&e->re, b.data ? b.data : "", REG_EXTENDED | REG_NOSUB) == 0;
  cm_buf_free(&b);
}

static int cmp_by_line_tmp_line(const void *a, const void *b, void *ctx) {
  const Expected *d = ctx;
  size_t x = *(const size_t *)a, y = *(const size_t *)b;
  if (d[x].line != d[y].line)
    return d[x].line < d[y].line ? -1 : 1;
  return x < y ? -1 : (x > y);
}

static ExpectedFile *compute_expected(CmVerifyDiagHandler *h,
                                      CmSourceBuffer *buf, CmStr name) {
  ExpectedFile f;
  memset(&f, 0, sizeof(f));
  f.buf = buf;
  f.name = cm_xstrndup(name.data, name.len);
  if (buf) {
    unsigned last_non_designator = 0;
    CM_VEC(size_t) below;
    below.data = NULL;
    below.len = below.cap = 0;
    /* Count lines as upstream's split('\n'). */
    unsigned nlines = 1;
    for (const char *q = buf->text, *e = buf->text + buf->len;
         (q = memchr(q, '\n', (size_t)(e - q))) != NULL; q++)
      nlines++;
    const char *p = buf->text, *bend = buf->text + buf->len;
    for (unsigned line_no = 0; line_no < nlines; line_no++) {
      const char *nl = memchr(p, '\n', (size_t)(bend - p));
      const char *lend = nl ? nl : bend;
      bool found = false;
      Expected e;
      memset(&e, 0, sizeof(e));
      OffKind ok = OFF_NONE;
      unsigned long off = 0;
      for (const char *q = p; q < lend;) {
        const char *x = memmem(q, (size_t)(lend - q), "expected-", 9);
        if (!x)
          break;
        if (match_designator(x, lend, &e.sev, &e.is_re, &ok, &off, &e.msg)) {
          e.pos = x;
          found = true;
          break;
        }
        q = x + 1;
      }
      if (!found) {
        for (size_t i = 0; i < below.len; i++)
          f.diags.data[below.data[i]].line = line_no + 1;
        below.len = 0;
        last_non_designator = line_no;
      } else {
        e.line = line_no + 1;
        switch (ok) {
        case OFF_PLUS:
          e.line += (unsigned)off;
          break;
        case OFF_MINUS:
          e.line -= (unsigned)off;
          break;
        case OFF_ABOVE:
          e.line = last_non_designator + 1;
          break;
        case OFF_BELOW:
          CM_VEC_PUSH(below, f.diags.len);
          e.line = nlines;
          break;
        default:
          break;
        }
        if (e.is_re)
          compile_re(&e);
        CM_VEC_PUSH(f.diags, e);
      }
      p = nl ? nl + 1 : bend;
    }
    CM_VEC_FREE(below);
  }
  if (f.diags.len) {
    f.by_line = cm_xmalloc(f.diags.len * sizeof(size_t));
    for (size_t i = 0; i < f.diags.len; i++)
      f.by_line[i] = i;
    qsort_r(f.by_line, f.diags.len, sizeof(size_t), cmp_by_line_tmp_line,
            f.diags.data);
  }
  CM_VEC_PUSH(h->files, f);
  return &h->files.data[h->files.len - 1];
}

static ExpectedFile *expected_for_file(CmVerifyDiagHandler *h, CmStr name) {
  for (size_t i = 0; i < h->files.len; i++)
    if (cm_str_eq_c(name, h->files.data[i].name))
      return &h->files.data[i];
  return compute_expected(h, buffer_for_file(h->sm, name), name);
}

static bool expected_matches(Expected *e, CmStr msg) {
  if (e->is_re) {
    if (!e->re_ok)
      return false;
    char *s = cm_xstrndup(msg.data ? msg.data : "", msg.len);
    bool r = regexec(&e->re, s, 0, NULL, 0) == 0;
    free(s);
    return r;
  }
  if (e->msg.len == 0)
    return true;
  if (!msg.data || msg.len < e->msg.len)
    return false;
  return memmem(msg.data, msg.len, e->msg.data, e->msg.len) != NULL;
}

static void verify_one(CmVerifyDiagHandler *h, CmLoc *loc, CmDiagSeverity sev,
                       CmStr msg) {
  const CmLoc *fl = find_file_loc(loc);
  CmBuf b;
  cm_buf_init(&b);
  if (!fl) {
    cm_buf_printf(&b, "unexpected %s: ", sev_str(sev));
    cm_buf_putstr(&b, msg);
    emit_at_loc(h->sm, h->out, loc, b.data, b.len, CM_DIAG_ERROR, true);
    cm_buf_free(&b);
    h->failed = true;
    return;
  }
  ExpectedFile *f = expected_for_file(h, cm_ident_str(fl->flc.file));
  unsigned line = fl->flc.line;
  Expected *near = NULL;
  /* Binary search the first expectation on `line`. */
  size_t lo = 0, hi = f->diags.len;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (f->diags.data[f->by_line[mid]].line < line)
      lo = mid + 1;
    else
      hi = mid;
  }
  for (size_t k = lo; k < f->diags.len; k++) {
    Expected *e = &f->diags.data[f->by_line[k]];
    if (e->line != line)
      break;
    if (!expected_matches(e, msg))
      continue;
    if (e->sev == sev) {
      e->matched = true;
      cm_buf_free(&b);
      return;
    }
    near = e;
  }
  if (near) {
    cm_buf_printf(&b, "'%s' diagnostic emitted when expecting a '%s'",
                  sev_str(sev), sev_str(near->sev));
    print_at_pointer(h->out, f->buf, near->pos, CM_DIAG_ERROR, b.data, b.len,
                     0);
  } else {
    cm_buf_printf(&b, "unexpected %s: ", sev_str(sev));
    cm_buf_putstr(&b, msg);
    emit_at_loc(h->sm, h->out, fl, b.data, b.len, CM_DIAG_ERROR, true);
  }
  cm_buf_free(&b);
  h->failed = true;
}

static CmResult verifydiag_handle(CmDiag *d, void *user) {
  CmVerifyDiagHandler *h = user;
  pthread_mutex_lock(&h->lock);
  CmStr msg = {d->msg.data ? d->msg.data : "", d->msg.len};
  verify_one(h, d->loc, d->severity, msg);
  for (CmDiag *n = d->notes; n; n = n->next) {
    CmStr nm = {n->msg.data ? n->msg.data : "", n->msg.len};
    verify_one(h, n->loc, n->severity, nm);
  }
  fflush(h->out);
  pthread_mutex_unlock(&h->lock);
  return CM_SUCCESS;
}

CmVerifyDiagHandler *cm_verifydiag_install(CmContext *ctx, CmSourceMgr *sm,
                                           CmSourceBuffer *buf, FILE *out) {
  CmVerifyDiagHandler *h = cm_xcalloc(1, sizeof(*h));
  h->ctx = ctx;
  h->sm = sm;
  h->out = out ? out : stderr;
  pthread_mutex_init(&h->lock, NULL);
  if (buf)
    compute_expected(h, buf, cm_str(buf->name));
  h->id = cm_diag_add_handler(ctx, verifydiag_handle, h);
  return h;
}

CmResult cm_verifydiag_finish(CmVerifyDiagHandler *h) {
  if (!h)
    return CM_SUCCESS;
  cm_diag_remove_handler(h->ctx, h->id);
  bool failed = h->failed;
  CmBuf b;
  cm_buf_init(&b);
  for (size_t i = 0; i < h->files.len; i++) {
    ExpectedFile *f = &h->files.data[i];
    for (size_t k = 0; k < f->diags.len; k++) {
      Expected *e = &f->diags.data[k];
      if (!e->matched) {
        cm_buf_clear(&b);
        cm_buf_printf(&b, "expected %s \"", sev_str(e->sev));
        cm_buf_putstr(&b, e->msg);
        cm_buf_puts(&b, "\" was not produced");
        print_at_pointer(h->out, f->buf, e->pos, CM_DIAG_ERROR, b.data,
                         b.len, e->msg.len);
        failed = true;
      }
      if (e->is_re && e->re_ok)
        regfree(&e->re);
    }
    free(f->by_line);
    free(f->name);
    CM_VEC_FREE(f->diags);
  }
  cm_buf_free(&b);
  CM_VEC_FREE(h->files);
  fflush(h->out);
  pthread_mutex_destroy(&h->lock);
  free(h);
  return failed ? CM_FAILURE : CM_SUCCESS;
}
