/* cmlir-translate: translations out of MLIR, with mlir-translate 13's
 * flags, exit statuses and output.  One translation is implemented:
 * --mlir-to-llvmir (the LLVM dialect to LLVM IR text, lib/target/llvmir/).
 *
 * Flow per input (or per `// -----` chunk with -split-input-file): a new
 * context with the builtin and llvm dialects (what mlir-translate-13
 * registers for this translation), parse, verify, translate, write. */
#define _GNU_SOURCE
#include "cmlir/dialect/llvm.h"
#include "cmlir/dialect/spirv.h"
#include "cmlir/target.h"
#include "cmlir/target/spirv.h"
#include "cmlir/tool_util.h"

#include <errno.h>
#include <sys/sendfile.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <string.h>
#include <unistd.h>

typedef struct Options {
  const char *prog;
  const char *output;
  const char *translation; /* the flag given, without dashes */
  bool split_input_file;
  bool verify_diagnostics;
  bool disable_threading;
  bool print_op_on_diag;
  bool debuginfo, pretty_debuginfo, local_scope; /* printing of MLIR output */
  FILE *out;
} Options;

/* The translations mlir-translate-13 lists; all but import-llvm are
 * ours. */
static const char *const translations[] = {
    "mlir-to-llvmir",       "deserialize-spirv",      "import-llvm",
    "serialize-spirv",      "test-spirv-roundtrip",   "test-spirv-roundtrip-debug"};
#define NUM_TRANSLATIONS (sizeof translations / sizeof translations[0])

static void print_help(const char *prog) {
  printf("OVERVIEW: MLIR Translation Testing Tool\n"
         "USAGE: %s [options] <input file>\n\n"
         "OPTIONS:\n\n"
         "General options:\n\n"
         "  Translation to perform\n"
         "      --deserialize-spirv                                 - "
         "deserialize-spirv\n"
         "      --mlir-to-llvmir                                    - "
         "mlir-to-llvmir\n"
         "      --serialize-spirv                                   - "
         "serialize-spirv\n"
         "      --test-spirv-roundtrip                              - "
         "test-spirv-roundtrip\n"
         "      --test-spirv-roundtrip-debug                        - "
         "test-spirv-roundtrip-debug\n"
         "  --mlir-disable-threading                             - Disabling "
         "multi-threading within MLIR\n"
         "  --mlir-elide-elementsattrs-if-larger=<uint>          - Elide "
         "ElementsAttrs with \"...\" that have more elements than the given "
         "upper limit\n"
         "  --mlir-pretty-debuginfo                              - Print pretty "
         "debug info in MLIR output\n"
         "  --mlir-print-debuginfo                               - Print debug "
         "info in MLIR output\n"
         "  --mlir-print-elementsattrs-with-hex-if-larger=<long> - Print "
         "DenseElementsAttrs with a hex string that have more elements than "
         "the given upper limit (use -1 to disable)\n"
         "  --mlir-print-op-on-diagnostic                        - When a "
         "diagnostic is emitted on an operation, also print the operation as "
         "an attached note\n"
         "  --mlir-print-stacktrace-on-diagnostic                - When a "
         "diagnostic is emitted, also print the stack trace as an attached "
         "note (accepted, no effect)\n"
         "  -o=<filename>                                        - Output "
         "filename\n"
         "  --split-input-file                                   - Split the "
         "input file into pieces and process each chunk independently\n"
         "  --verify-diagnostics                                 - Check that "
         "emitted diagnostics match expected-* lines on the corresponding "
         "line\n\n"
         "Generic Options:\n\n"
         "  --help                                               - Display "
         "available options\n"
         "  --version                                            - Display the "
         "version of this program\n",
         prog);
}

static void write_file(void *user, const char *data, size_t len) {
  fwrite(data, 1, len, (FILE *)user);
}

/* Appends the whole of `tmp` to `out` (in the kernel when it can). */
static void copy_out(FILE *tmp, FILE *out) {
  fflush(out);
  off_t size = ftello(tmp);
  off_t off = 0;
  while (off < size) {
    ssize_t n = sendfile(fileno(out), fileno(tmp), &off, (size_t)(size - off));
    if (n <= 0)
      break;
  }
  if (off < size) { /* sendfile refused: copy through the buffers */
    fseeko(tmp, off, SEEK_SET);
    char chunk[1 << 16];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, tmp)) > 0)
      fwrite(chunk, 1, n, out);
  }
}

/* The one spv.module of `module` (13's rule for the SPIR-V translations). */
static CmOp *the_spv_module(CmOp *module) {
  CmOp *found = NULL;
  CmBlock *body = cm_op_num_regions(module) ? cm_op_region(module, 0)->first
                                            : NULL;
  for (CmOp *op = body ? body->first : NULL; op; op = cm_op_next(op)) {
    if (!cm_op_name_is(op, "spv.module"))
      continue;
    if (found) {
      cm_op_emit_error(module, "found more than one 'spv.module' op");
      return NULL;
    }
    found = op;
  }
  if (!found)
    cm_op_emit_error(module, "found no 'spv.module' op");
  return found;
}

/* The printing flags of the MLIR output. */
static void output_flags(const Options *o, CmPrintFlags *f) {
  cm_print_flags_default(f);
  f->debuginfo = f->debuginfo || o->debuginfo;
  f->pretty_debuginfo = f->pretty_debuginfo || o->pretty_debuginfo;
  f->local_scope = f->local_scope || o->local_scope;
}

/* -serialize-spirv / -test-spirv-roundtrip(-debug) on a parsed, verified
 * module. */
static CmResult spirv_from_module(Options *o, CmOp *module, FILE *tmp) {
  CmOp *spv = the_spv_module(module);
  if (!spv)
    return CM_FAILURE;
  uint32_t *words = NULL;
  size_t n = 0;
  bool debug = !strcmp(o->translation, "test-spirv-roundtrip-debug");
  if (cm_failed(cm_spirv_serialize_ex(spv, debug, &words, &n)))
    return CM_FAILURE;
  CmResult r = CM_SUCCESS;
  if (!strcmp(o->translation, "serialize-spirv")) {
    /* little-endian bytes, a chunk per fwrite (not a call per word) */
    unsigned char chunk[1 << 14];
    for (size_t i = 0; i < n;) {
      size_t k = 0;
      for (; i < n && k + 4 <= sizeof chunk; i++, k += 4) {
        chunk[k] = (unsigned char)words[i];
        chunk[k + 1] = (unsigned char)(words[i] >> 8);
        chunk[k + 2] = (unsigned char)(words[i] >> 16);
        chunk[k + 3] = (unsigned char)(words[i] >> 24);
      }
      fwrite(chunk, 1, k, tmp);
    }
  } else {
    CmContext *ctx = cm_op_context(module);
    CmOp *back = cm_spirv_deserialize(ctx, words, n, cm_op_loc(spv));
    if (!back) {
      r = CM_FAILURE;
    } else {
      /* 13 names the module of the round trip "-":0:0 */
      CmOp *wrap = cm_op_create_v(ctx, "module",
                                  cm_loc_file(ctx, (CmStr){"-", 1}, 0, 0), 0,
                                  NULL, 0, NULL, NULL, 0, NULL, 1);
      CmBlock *blk = cm_block_create();
      cm_region_append_block(cm_op_region(wrap, 0), blk);
      cm_block_append_op(blk, back);
      CmPrintFlags f;
      output_flags(o, &f);
      cm_print_op_cb(wrap, &f, write_file, tmp);
      cm_op_destroy(wrap);
    }
  }
  free(words);
  return r;
}

/* -deserialize-spirv: the whole input is one binary module. */
static CmResult deserialize_input(Options *o, CmSourceBuffer *buf) {
  CmContext *ctx = cm_context_create();
  cm_context_set_threading(ctx, !o->disable_threading);
  cm_register_spirv_dialect(ctx);
  CmSourceMgr sm;
  cm_srcmgr_init(&sm);
  CmSrcDiagHandler *plain = cm_srcdiag_install(ctx, &sm, stderr);
  CmLoc *loc = cm_loc_unknown(ctx); /* 13 reports at <unknown>:0 */
  uint32_t *words = NULL;
  size_t n = 0;
  CmResult status = CM_FAILURE;
  if (cm_spirv_words_from_bytes((const unsigned char *)buf->text, buf->len,
                                &words, &n, loc)) {
    CmOp *spv = cm_spirv_deserialize(ctx, words, n, loc);
    free(words); /* not needed while printing: a lower peak */
    words = NULL;
    if (spv) {
      /* 13: the input's name, line and column 0 */
      CmOp *wrap = cm_op_create_v(
          ctx, "module",
          cm_loc_file(ctx, (CmStr){buf->name, strlen(buf->name)}, 0, 0), 0,
          NULL, 0, NULL, NULL, 0, NULL, 1);
      CmBlock *blk = cm_block_create();
      cm_region_append_block(cm_op_region(wrap, 0), blk);
      cm_block_append_op(blk, spv);
      CmPrintFlags f;
      output_flags(o, &f);
      cm_print_op_cb(wrap, &f, write_file, o->out);
      cm_op_destroy(wrap);
      status = CM_SUCCESS;
    }
  }
  free(words);
  cm_srcdiag_uninstall(plain);
  cm_srcmgr_free(&sm);
  cm_context_destroy(ctx);
  return status;
}

static CmResult process_chunk(CmSourceMgr *sm, CmSourceBuffer *buf,
                              void *user) {
  Options *o = user;
  bool to_spirv = strcmp(o->translation, "mlir-to-llvmir") != 0;
  CmContext *ctx = cm_context_create();
  cm_context_set_threading(ctx, !o->disable_threading);
  cm_context_set_print_op_on_diagnostic(
      ctx, o->print_op_on_diag && !o->verify_diagnostics);
  if (to_spirv)
    cm_register_spirv_dialect(ctx);
  else
    cm_register_llvm_dialect(ctx);
  CmSrcDiagHandler *plain = NULL;
  CmVerifyDiagHandler *verifier = NULL;
  if (o->verify_diagnostics)
    verifier = cm_verifydiag_install(ctx, sm, buf, stderr);
  else
    plain = cm_srcdiag_install(ctx, sm, stderr);

  CmResult status = CM_FAILURE;
  CmOp *module = cm_parse_source(ctx, buf);
  if (module && cm_succeeded(cm_verify(module))) {
    /* The text is streamed to a scratch file and copied to the output
     * only on success: a failed translation shows nothing, as upstream. */
    FILE *tmp = tmpfile();
    if (!tmp) {
      fprintf(stderr, "%s: cannot create a temporary file: %s\n", o->prog,
              strerror(errno));
    } else {
      status = to_spirv ? spirv_from_module(o, module, tmp)
                        : cm_translate_module_to_llvmir_cb(module, write_file,
                                                           tmp);
      if (cm_succeeded(status) && (fflush(tmp) != 0 || ferror(tmp)))
        status = CM_FAILURE;
      if (cm_succeeded(status)) {
        copy_out(tmp, o->out);
      }
      fclose(tmp);
    }
  }
  if (module)
    cm_op_destroy(module);
  if (verifier)
    status = cm_verifydiag_finish(verifier);
  if (plain)
    cm_srcdiag_uninstall(plain);
  cm_context_destroy(ctx);
  return status;
}

static bool flag_is(const char *name, size_t len, const char *want) {
  return strlen(want) == len && memcmp(name, want, len) == 0;
}

int main(int argc, char **argv) {
  Options o;
  memset(&o, 0, sizeof o);
  const char *prog = argc > 0 && argv[0] ? argv[0] : "cmlir-translate";
  const char *slash = strrchr(prog, '/');
  o.prog = slash ? slash + 1 : prog;
  o.output = "-";
  o.print_op_on_diag = true;
  const char *input = NULL;
  unsigned num_positional = 0;
  bool only_positional = false;

  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (only_positional || a[0] != '-' || a[1] == 0) {
      if (!num_positional)
        input = a;
      num_positional++;
      continue;
    }
    if (!strcmp(a, "--")) {
      only_positional = true;
      continue;
    }
    const char *name = a + 1 + (a[1] == '-');
    const char *eq = strchr(name, '=');
    size_t nlen = eq ? (size_t)(eq - name) : strlen(name);
    const char *value = eq ? eq + 1 : NULL;
    if (flag_is(name, nlen, "help")) {
      print_help(o.prog);
      return 0;
    }
    if (flag_is(name, nlen, "version")) {
      printf("cmlir-translate (cmlir) 0.1.0\n  compatible with MLIR 13.0.1\n");
      return 0;
    }
    bool handled = false;
    for (size_t t = 0; t < NUM_TRANSLATIONS; t++) {
      if (!flag_is(name, nlen, translations[t]))
        continue;
      if (o.translation) {
        fprintf(stderr,
                "%s: for the --%s option: must occur exactly one time!\n",
                o.prog, translations[t]);
        return 1;
      }
      o.translation = translations[t];
      handled = true;
    }
    if (handled)
      continue;
    bool *boolopt = NULL;
    if (flag_is(name, nlen, "split-input-file"))
      boolopt = &o.split_input_file;
    else if (flag_is(name, nlen, "verify-diagnostics"))
      boolopt = &o.verify_diagnostics;
    else if (flag_is(name, nlen, "mlir-disable-threading"))
      boolopt = &o.disable_threading;
    else if (flag_is(name, nlen, "mlir-print-op-on-diagnostic"))
      boolopt = &o.print_op_on_diag;
    else if (flag_is(name, nlen, "mlir-print-debuginfo"))
      boolopt = &o.debuginfo;
    else if (flag_is(name, nlen, "mlir-pretty-debuginfo"))
      boolopt = &o.pretty_debuginfo;
    else if (flag_is(name, nlen, "mlir-print-local-scope"))
      boolopt = &o.local_scope;
    if (boolopt) {
      bool v = true;
      if (value) {
        if (!strcmp(value, "true") || !strcmp(value, "1") ||
            !strcmp(value, "TRUE") || !strcmp(value, "True"))
          v = true;
        else if (!strcmp(value, "false") || !strcmp(value, "0") ||
                 !strcmp(value, "FALSE") || !strcmp(value, "False"))
          v = false;
        else {
          fprintf(stderr,
                  "%s: for the --%.*s option: '%s' is invalid value for "
                  "boolean argument! Try 0 or 1\n",
                  o.prog, (int)nlen, name, value);
          return 1;
        }
      }
      *boolopt = v;
      continue;
    }
    /* Printing flags of MLIR output: accepted (the LLVM IR output has no
     * MLIR in it; diagnostics print ops with the defaults). */
    if (flag_is(name, nlen, "mlir-print-stacktrace-on-diagnostic"))
      continue;
    bool is_o = flag_is(name, nlen, "o");
    bool is_num = flag_is(name, nlen, "mlir-elide-elementsattrs-if-larger") ||
                  flag_is(name, nlen,
                          "mlir-print-elementsattrs-with-hex-if-larger");
    if (is_o || is_num) {
      if (!value) {
        if (i + 1 >= argc) {
          fprintf(stderr, "%s: for the %s%.*s option: requires a value!\n",
                  o.prog, nlen == 1 ? "-" : "--", (int)nlen, name);
          return 1;
        }
        value = argv[++i];
      }
      if (is_o) {
        o.output = value;
      } else {
        char *end;
        errno = 0;
        long long v = strtoll(value, &end, 0);
        bool is_uint = name[5] == 'e'; /* mlir-elide-... */
        if (!*value || *end || errno || (is_uint && v < 0)) {
          fprintf(stderr,
                  "%s: for the --%.*s option: '%s' value invalid for %s "
                  "argument!\n",
                  o.prog, (int)nlen, name, value, is_uint ? "uint" : "long");
          return 1;
        }
        CmPrintFlags f;
        cm_print_flags_default(&f);
        if (is_uint)
          f.elide_elements_if_larger = v;
        else
          f.hex_elements_if_larger = v;
        cm_print_flags_set_defaults(&f);
      }
      continue;
    }
    fprintf(stderr,
            "%s: Unknown command line argument '%s'.  Try: '%s --help'\n",
            o.prog, a, o.prog);
    return 1;
  }

  if (num_positional > 1) {
    fprintf(stderr,
            "%s: Too many positional arguments specified!\nCan specify at "
            "most 1 positional arguments: See: %s --help\n",
            o.prog, o.prog);
    return 1;
  }
  if (!o.translation) {
    fprintf(stderr,
            "%s: Translation to perform option: must be specified at least "
            "once!\n",
            o.prog);
    return 1;
  }
  if (!strcmp(o.translation, "import-llvm")) {
    fprintf(stderr, "%s: the --%s translation is not supported by cmlir\n",
            o.prog, o.translation);
    return 1;
  }
  if (!input)
    input = "-";

  CmSourceMgr sm;
  cm_srcmgr_init(&sm);
  CmSourceBuffer *buf = cm_srcmgr_add_file(&sm, input);
  if (!buf) {
    fprintf(stderr, "cannot open input file '%s': %s\n", input,
            strerror(errno));
    cm_srcmgr_free(&sm);
    return 1;
  }
  bool to_stdout = !strcmp(o.output, "-");
  o.out = to_stdout ? stdout : fopen(o.output, "wb");
  if (!o.out) {
    fprintf(stderr, "cannot open output file '%s': %s\n", o.output,
            strerror(errno));
    cm_srcmgr_free(&sm);
    return 1;
  }
  static char outbuf[1 << 16];
  setvbuf(o.out, outbuf, _IOFBF, sizeof outbuf);
  CmResult r = !strcmp(o.translation, "deserialize-spirv")
                   ? deserialize_input(&o, buf)
               : o.split_input_file
                   ? cm_split_input_file(buf, process_chunk, &o)
                   : process_chunk(&sm, buf, &o);
  cm_srcmgr_free(&sm);
  if (fflush(o.out) != 0)
    r = CM_FAILURE;
  if (!to_stdout) {
    fclose(o.out);
    /* a failed run leaves no output file behind (only regular files are
     * removed: `-o /dev/null` must keep /dev/null) */
    struct stat st;
    if (cm_failed(r) && stat(o.output, &st) == 0 && S_ISREG(st.st_mode))
      unlink(o.output);
  }
  return cm_failed(r) ? 1 : 0;
}
