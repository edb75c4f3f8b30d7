/* toyc.c - chapter 6: from Toy to the LLVM dialect (-emit=mlir-llvm), to
 * LLVM IR (-emit=llvm), and running main through the JIT (-emit=jit).
 *   toyc-ch6 file.toy -emit=ast     the AST
 *   toyc-ch6 file.toy -emit=mlir    the toy dialect IR
 *   toyc-ch6 file.mlir -emit=mlir   (or -x mlir) read toy IR instead */
#include "ast.h"
#include "dialect.h"
#include "mlirgen.h"

#include "cmlir/asm.h"
#include "cmlir/dialects.h"
#include "cmlir/dialect/llvm.h"
#include "cmlir/pass.h"
#include "cmlir/target.h"
#ifdef TOY_HAVE_JIT
#include "cmlir/execution.h"
#endif

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef enum {
  ACTION_NONE,
  ACTION_DUMP_AST,
  ACTION_DUMP_MLIR,
  ACTION_DUMP_MLIR_AFFINE,
  ACTION_DUMP_MLIR_LLVM,
  ACTION_DUMP_LLVMIR,
  ACTION_RUN_JIT
} Action;

typedef struct Options {
  const char *input;
  Action action;
  bool input_mlir; /* -x mlir, or a .mlir file */
  bool opt;        /* -opt */
} Options;

static void usage(FILE *out) {
  fputs("OVERVIEW: toy compiler\n\n"
        "USAGE: toyc-ch6 [options] <input toy file>\n\n"
        "OPTIONS:\n"
        "  -emit=<value>  Select the kind of output desired\n"
        "    =ast         output the AST dump\n"
        "    =mlir        output the MLIR dump\n"
        "    =mlir-affine output the MLIR dump after affine lowering\n"
        "    =mlir-llvm   output the MLIR dump after llvm lowering\n"
        "    =llvm        output the LLVM IR dump\n"
        "    =jit         JIT the code and run it by invoking the main function\n"
        "  -opt           Enable optimizations\n"
        "  -x=<value>     The kind of input\n"
        "    =toy         load the input file as a Toy source.\n"
        "    =mlir        load the input file as an MLIR file\n",
        out);
}

static int parse_options(int argc, char **argv, Options *o) {
  o->input = "-";
  o->action = ACTION_NONE;
  o->input_mlir = false;
  o->opt = false;
  bool have_input = false;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (a[0] == '-' && a[1] == '-' && a[2])
      a++;
    if (!strcmp(a, "-help") || !strcmp(a, "-h")) {
      usage(stdout);
      exit(0);
    } else if (!strcmp(a, "-opt")) {
      o->opt = true;
    } else if (!strncmp(a, "-emit=", 6)) {
      if (!strcmp(a + 6, "ast")) {
        o->action = ACTION_DUMP_AST;
      } else if (!strcmp(a + 6, "mlir")) {
        o->action = ACTION_DUMP_MLIR;
      } else if (!strcmp(a + 6, "mlir-affine")) {
        o->action = ACTION_DUMP_MLIR_AFFINE;
      } else if (!strcmp(a + 6, "mlir-llvm")) {
        o->action = ACTION_DUMP_MLIR_LLVM;
      } else if (!strcmp(a + 6, "llvm")) {
        o->action = ACTION_DUMP_LLVMIR;
      } else if (!strcmp(a + 6, "jit")) {
        o->action = ACTION_RUN_JIT;
      } else {
        fprintf(stderr,
                "toyc-ch6: for the -emit option: Cannot find option named "
                "'%s'!\n",
                a + 6);
        return 1;
      }
    } else if (!strncmp(a, "-x", 2) && (a[2] == '=' || !a[2])) {
      const char *v = a[2] ? a + 3 : (i + 1 < argc ? argv[++i] : "");
      if (!strcmp(v, "toy") || !strcmp(v, "mlir")) {
        o->input_mlir = !strcmp(v, "mlir");
      } else {
        fprintf(stderr,
                "toyc-ch6: for the -x option: Cannot find option named "
                "'%s'!\n",
                v);
        return 1;
      }
    } else if (a[0] == '-' && a[1]) {
      fprintf(stderr, "toyc-ch6: Unknown command line argument '%s'.\n",
              argv[i]);
      return 1;
    } else if (have_input) {
      fprintf(stderr, "toyc-ch6: Too many positional arguments specified!\n");
      return 1;
    } else {
      o->input = argv[i];
      have_input = true;
    }
  }
  return 0;
}

/* Reads a whole file ("-": stdin) into a malloc'd buffer. */
static char *read_file(const char *path, size_t *len) {
  FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
  if (!f) {
    fprintf(stderr, "Could not open input file: %s\n", strerror(errno));
    return NULL;
  }
  size_t cap = 4096, n = 0;
  char *buf = malloc(cap);
  size_t got;
  while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
    n += got;
    if (n == cap)
      buf = realloc(buf, cap *= 2);
  }
  if (f != stdin)
    fclose(f);
  *len = n;
  return buf;
}

static ToyModule *parse_input_file(const char *path) {
  size_t len;
  char *text = read_file(path, &len);
  if (!text)
    return NULL;
  ToyModule *m = toy_parse(path, text, len);
  free(text);
  return m;
}

static bool ends_with(const char *s, const char *suffix) {
  size_t n = strlen(s), k = strlen(suffix);
  return n >= k && !strcmp(s + n - k, suffix);
}

/* The module from a Toy file (through the AST) or from toy IR in MLIR
 * syntax; errors are reported with their location. */
static CmOp *load_module(const Options *o, CmContext *ctx, CmSourceMgr *sm) {
  if (!o->input_mlir) {
    ToyModule *ast = parse_input_file(o->input);
    if (!ast)
      return NULL;
    CmOp *module = toy_mlirgen(ctx, ast);
    toy_module_free(ast);
    return module;
  }
  CmSourceBuffer *buf = cm_srcmgr_add_file(sm, o->input);
  if (!buf) {
    fprintf(stderr, "Could not open input file: %s\n", strerror(errno));
    return NULL;
  }
  CmOp *module = cm_parse_source(ctx, buf);
  if (module && cm_failed(cm_verify(module))) {
    cm_op_destroy(module);
    module = NULL;
  }
  if (!module)
    fprintf(stderr, "Error can't load file %s\n", o->input);
  return module;
}

static void print_module(CmOp *module) {
  CmPrintFlags flags;
  cm_print_flags_default(&flags);
  CmBuf out;
  cm_buf_init(&out);
  cm_print_op(module, &flags, &out);
  fwrite(out.data, 1, out.len, stderr);
  cm_buf_free(&out);
}

static int dump_ast(const Options *o) {
  if (o->input_mlir) {
    fputs("Can't dump a Toy AST when the input is MLIR\n", stderr);
    return 5;
  }
  ToyModule *module = parse_input_file(o->input);
  if (!module)
    return 1;
  toy_dump_ast(module);
  toy_module_free(module);
  return 0;
}

/* Adds the pass named `arg` to `pm` when this cmlir has it (the affine
 * loop optimizations come with the affine dialect's passes). */
static CmResult add_if_available(CmPassManager *pm, const char *arg,
                                 CmBuf *err) {
  const CmPassDef *def = cm_pass_lookup(arg, strlen(arg));
  if (!def)
    return CM_SUCCESS;
  return cm_pass_manager_add(pm, cm_pass_create(def, NULL, err));
}

/* The pipeline: with -opt or a lowering, inline, then per function infer
 * shapes, canonicalize, CSE; for the affine lowering, lower main and clean
 * up, with -opt also fusing loops and forwarding stores to loads. */
static CmResult optimize(const Options *o, CmContext *ctx, CmOp *module) {
  /* the inliner simplifies the callees with its default pipeline,
   * "canonicalize", which it finds by name */
  cm_register_all_passes();
  bool to_affine = o->action >= ACTION_DUMP_MLIR_AFFINE;
  CmPassManager *pm = cm_pass_manager_create(ctx, "module", CM_NESTING_EXPLICIT);
  CmBuf err;
  cm_buf_init(&err);
  CmResult r = CM_SUCCESS;
  if (o->opt || to_affine) {
    r = cm_pass_manager_add(pm, cm_pass_create(&cm_pass_inline, NULL, &err));
    CmPassManager *fpm = cm_pass_manager_nest(pm, "func");
    const CmPassDef *fn_passes[] = {&toy_shape_inference_pass,
                                    &cm_pass_canonicalize, &cm_pass_cse};
    for (size_t i = 0; cm_succeeded(r) && i < 3; i++)
      r = cm_pass_manager_add(fpm, cm_pass_create(fn_passes[i], NULL, &err));
  }
  if (to_affine && cm_succeeded(r)) {
    CmPassManager *fpm = cm_pass_manager_nest(pm, "func");
    const CmPassDef *fn_passes[] = {&toy_lower_to_affine_pass,
                                    &cm_pass_canonicalize, &cm_pass_cse};
    for (size_t i = 0; cm_succeeded(r) && i < 3; i++)
      r = cm_pass_manager_add(fpm, cm_pass_create(fn_passes[i], NULL, &err));
    if (o->opt && cm_succeeded(r))
      r = add_if_available(fpm, "affine-loop-fusion", &err);
    if (o->opt && cm_succeeded(r))
      r = add_if_available(fpm, "affine-scalrep", &err);
  }
  if (o->action >= ACTION_DUMP_MLIR_LLVM && cm_succeeded(r)) {
    r = toy_add_llvm_lowering(pm, &err);
    if (cm_failed(r))
      fprintf(stderr, "toyc-ch6: %s\n", err.data ? err.data : "");
  }
  if (cm_succeeded(r))
    r = cm_pass_manager_run(pm, module);
  cm_buf_free(&err);
  cm_pass_manager_destroy(pm);
  return r;
}

/* -emit=llvm: LLVM IR on stderr; -emit=jit: run main. */
static int emit_llvm(const Options *o, CmOp *module) {
  CmBuf ir;
  cm_buf_init(&ir);
  int rc = 0;
  if (cm_failed(cm_translate_module_to_llvmir(module, &ir))) {
    fputs("Failed to emit LLVM IR\n", stderr);
    rc = -1;
  } else if (o->action == ACTION_DUMP_LLVMIR) {
#ifdef TOY_HAVE_JIT
    /* As upstream's toyc: the host's triple and data layout, and LLVM's
     * optimizer at -O3 with -opt (-O0 without). */
    char *opt = cm_jit_optimize_llvmir(ir.data, ir.len, o->opt ? 3 : 0,
                                       "LLVMDialectModule", stderr);
    if (!opt) {
      fputs("Failed to optimize LLVM IR\n", stderr);
      rc = -1;
    } else {
      fputs(opt, stderr);
      free(opt);
    }
#else
    fwrite(ir.data, 1, ir.len, stderr);
#endif
  } else {
#ifdef TOY_HAVE_JIT
    CmJitOptions jit;
    cm_jit_options_init(&jit);
    jit.entry = "main";
    jit.result = CM_JIT_RESULT_VOID;
    jit.opt_level = o->opt ? 3 : 0;
    fflush(stdout);
    if (cm_failed(cm_jit_run_llvmir(ir.data, ir.len, &jit, NULL))) {
      fputs("JIT invocation failed\n", stderr);
      rc = -1;
    }
    fflush(stdout);
#else
    fputs("toyc-ch6: this build has no JIT (LLVM 14 was not found)\n", stderr);
    rc = -1;
#endif
  }
  cm_buf_free(&ir);
  return rc;
}

static int dump_mlir(const Options *o) {
  CmContext *ctx = cm_context_create();
  toy_register_dialect(ctx);
  cm_register_affine_dialect(ctx);
  cm_register_memref_dialect(ctx);
  cm_register_std_dialect(ctx);
  cm_register_scf_dialect(ctx);
  cm_register_llvm_dialect(ctx);
  CmSourceMgr sm;
  cm_srcmgr_init(&sm);
  CmSrcDiagHandler *diags = cm_srcdiag_install(ctx, &sm, stderr);
  int rc = 1;
  CmOp *module = load_module(o, ctx, &sm);
  if (module && (o->opt || o->action >= ACTION_DUMP_MLIR_AFFINE) &&
      cm_failed(optimize(o, ctx, module)))
    rc = 4;
  else if (module && o->action >= ACTION_DUMP_LLVMIR)
    rc = emit_llvm(o, module);
  else if (module) {
    print_module(module);
    rc = 0;
  }
  if (module)
    cm_op_destroy(module);
  cm_srcdiag_uninstall(diags);
  cm_srcmgr_free(&sm);
  cm_context_destroy(ctx);
  return rc;
}

int main(int argc, char **argv) {
  Options o;
  if (parse_options(argc, argv, &o))
    return 1;
  if (ends_with(o.input, ".mlir"))
    o.input_mlir = true;
  switch (o.action) {
  case ACTION_DUMP_AST:
    return dump_ast(&o);
  case ACTION_DUMP_MLIR:
  case ACTION_DUMP_MLIR_AFFINE:
  case ACTION_DUMP_MLIR_LLVM:
  case ACTION_DUMP_LLVMIR:
  case ACTION_RUN_JIT:
    return dump_mlir(&o);
  default:
    fputs("No action specified (parsing only?), use -emit=<action>\n",
          stderr);
    return 1;
  }
}
