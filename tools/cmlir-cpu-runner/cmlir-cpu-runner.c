/* cmlir-cpu-runner - runs an LLVM-dialect module: parses it (file or stdin),
 * translates it to LLVM IR text (cm_translate_module_to_llvmir) and hands
 * that to the JIT (cm_jit_run_llvmir, LLVM 14's ORC LLJIT).  Flags, output
 * and errors as mlir-cpu-runner-13.
 *
 * Compiled with CMLIR_RUNNER_LLVMIR_INPUT this is cmlir-llvmir-runner, the
 * same driver for LLVM IR text input (no translation): it tests and times
 * the JIT on its own.
 *
 * Compiled with CMLIR_RUNNER_SPIRV this is cmlir-spirv-cpu-runner
 * (mlir-spirv-cpu-runner of MLIR 13): the input, a host module with
 * gpu.launch_func of gpu kernels, goes through 13's pipeline
 * (spirv_runner.c) before the translation.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmlir/asm.h"
#include "cmlir/dialect/llvm.h"
#include "cmlir/execution.h"
#include "cmlir/ir.h"
#ifndef CMLIR_RUNNER_LLVMIR_INPUT
#include "cmlir/target.h"
#endif
#ifdef CMLIR_RUNNER_SPIRV
#include "spirv_runner.h"
#endif

#ifdef CMLIR_RUNNER_LLVMIR_INPUT
static const char *prog = "cmlir-llvmir-runner";
#elif defined(CMLIR_RUNNER_SPIRV)
static const char *prog = "cmlir-spirv-cpu-runner";
#else
static const char *prog = "cmlir-cpu-runner";
#endif

static void print_help(FILE *out) {
  fprintf(out,
          "OVERVIEW: MLIR CPU execution driver\n\n"
          "USAGE: %s [options] <input file>\n\n"
          "OPTIONS:\n\n"
          "General options:\n\n"
          "  --dump-object-file                "
          "- Dump JITted-compiled object to file specified with "
          "-object-filename (<input file>.o by default).\n"
          "  -e=<<function name>>              - The function to be called\n"
          "  --entry-point-result=<f32 | i32 | i64 | void> "
          "- Textual description of the function type to be called\n"
          "  --object-filename=<string>        "
          "- Dump JITted-compiled object to file <input file>.o\n\n"
          "linking options:\n\n"
          "  --shared-libs=<string>            - Libraries to link dynamically\n\n"
          "opt-like flags:\n\n"
          "  --O0                              - Run opt passes and codegen at O0\n"
          "  --O1                              - Run opt passes and codegen at O1\n"
          "  --O2                              - Run opt passes and codegen at O2\n"
          "  --O3                              - Run opt passes and codegen at O3\n\n"
          "Generic Options:\n\n"
          "  --help                            - Display available options\n",
          prog);
}

typedef struct {
  const char *input;
  const char *entry;
  const char *result;
  const char *object_filename;
  int dump_object;
  int opt_level;
  char **libs;
  size_t num_libs, cap_libs;
} Args;

static void add_libs(Args *a, const char *list) {
  /* Comma separated; empty items are skipped (as LLVM's cl::CommaSeparated
   * list does with a trailing comma). */
  const char *p = list;
  while (*p) {
    const char *c = strchr(p, ',');
    size_t n = c ? (size_t)(c - p) : strlen(p);
    if (n) {
      if (a->num_libs == a->cap_libs) {
        size_t cap = a->cap_libs ? 2 * a->cap_libs : 8;
        char **nl = realloc(a->libs, cap * sizeof *nl);
        if (!nl) {
          fprintf(stderr, "%s: out of memory\n", prog);
          exit(1);
        }
        a->libs = nl;
        a->cap_libs = cap;
      }
      a->libs[a->num_libs++] = strndup(p, n);
    }
    if (!c)
      break;
    p = c + 1;
  }
}

static void free_args(Args *a) {
  for (size_t i = 0; i < a->num_libs; i++)
    free(a->libs[i]);
  free(a->libs);
}

/* "-e" / "--entry-point-result": LLVM's cl names one-letter options with
 * one dash in its messages, the others with two. */
static void opt_error(const char *name, size_t nlen, const char *what) {
  fprintf(stderr, "%s: for the %s%.*s option: %s\n", prog,
          nlen == 1 ? "-" : "--", (int)nlen, name, what);
}

/* A boolean flag's value as LLVM's cl parses it; -1 if invalid. */
static int parse_bool(const char *v) {
  if (!v || !strcmp(v, "true") || !strcmp(v, "TRUE") || !strcmp(v, "True") ||
      !strcmp(v, "1"))
    return 1;
  if (!strcmp(v, "false") || !strcmp(v, "FALSE") || !strcmp(v, "False") ||
      !strcmp(v, "0"))
    return 0;
  return -1;
}

/* Parses the command line as LLVM's cl does for these options: "-x" or
 * "--x", values after '=' or (for options taking one) in the next argument,
 * each option but -shared-libs at most once.  Returns 0 to go on, 1 to exit
 * successfully (--help), -1 on an error (printed). */
static int parse_args(int argc, char **argv, Args *a) {
  int positional = 0;
  /* Occurrences: e, entry-point-result, object-filename, dump-object-file,
   * O0..O3. */
  int seen[8] = {0};
  for (int i = 1; i < argc; i++) {
    char *arg = argv[i];
    if (arg[0] != '-' || !strcmp(arg, "-")) {
      if (positional++) {
        fprintf(stderr,
                "%s: Too many positional arguments specified!\n"
                "Can specify at most 1 positional arguments: See: %s --help\n",
                prog, prog);
        return -1;
      }
      a->input = arg;
      continue;
    }
    const char *name = arg + 1;
    if (*name == '-')
      name++;
    const char *eq = strchr(name, '=');
    size_t nlen = eq ? (size_t)(eq - name) : strlen(name);
    const char *value = eq ? eq + 1 : NULL;
#define IS(s) (nlen == sizeof(s) - 1 && !strncmp(name, s, nlen))
    if (IS("help") || IS("help-list") || IS("help-hidden")) {
      if (value) {
        char msg[600];
        snprintf(msg, sizeof msg, "does not allow a value! '%s' specified.",
                 value);
        opt_error(name, nlen, msg);
        return -1;
      }
      print_help(stdout);
      return 1;
    }
    int slot = -1, is_bool = 0;
    if (IS("O0") || IS("O1") || IS("O2") || IS("O3")) {
      slot = 4 + (name[1] - '0');
      is_bool = 1;
    } else if (IS("dump-object-file")) {
      slot = 3;
      is_bool = 1;
    } else if (IS("e")) {
      slot = 0;
    } else if (IS("entry-point-result")) {
      slot = 1;
    } else if (IS("object-filename")) {
      slot = 2;
    } else if (!IS("shared-libs")) {
      fprintf(stderr,
              "%s: Unknown command line argument '%s'.  Try: '%s --help'\n",
              prog, arg, prog);
      return -1;
    }
    if (slot >= 0 && seen[slot]++) {
      opt_error(name, nlen, "may only occur zero or one times!");
      return -1;
    }
    if (is_bool) {
      int b = parse_bool(value);
      if (b < 0) {
        char msg[600];
        snprintf(msg, sizeof msg,
                 "'%s' is invalid value for boolean argument! Try 0 or 1",
                 value);
        opt_error(name, nlen, msg);
        return -1;
      }
      if (slot == 3)
        a->dump_object = b;
      else if (b)
        a->opt_level = slot - 4;
      continue;
    }
    if (!value) {
      if (i + 1 >= argc) {
        opt_error(name, nlen, "requires a value!");
        return -1;
      }
      value = argv[++i];
    }
    if (slot == 0)
      a->entry = value;
    else if (slot == 1)
      a->result = value;
    else if (slot == 2)
      a->object_filename = value;
    else
      add_libs(a, value);
#undef IS
  }
  return 0;
}

#ifdef CMLIR_RUNNER_LLVMIR_INPUT
/* Reads the LLVM IR text into `ir`. */
static CmResult translate_input(const char *input, CmBuf *ir) {
  CmSourceMgr sm;
  cm_srcmgr_init(&sm);
  CmSourceBuffer *buf = cm_srcmgr_add_file(&sm, input);
  if (!buf) {
    fprintf(stderr, "cannot open input file '%s': %s\n", input,
            strerror(errno));
    cm_srcmgr_free(&sm);
    return CM_FAILURE;
  }
  cm_buf_putn(ir, buf->text, buf->len);
  cm_srcmgr_free(&sm);
  return CM_SUCCESS;
}
#else
/* Reads and translates the input; the LLVM IR text goes to `ir`. */
static CmResult translate_input(const char *input, CmBuf *ir) {
  CmSourceMgr sm;
  cm_srcmgr_init(&sm);
  CmSourceBuffer *buf = cm_srcmgr_add_file(&sm, input);
  if (!buf) {
    fprintf(stderr, "cannot open input file '%s': %s\n", input,
            strerror(errno));
    fputs("could not parse the input IR\n", stderr); /* as upstream */
    cm_srcmgr_free(&sm);
    return CM_FAILURE;
  }
  CmContext *ctx = cm_context_create();
#ifdef CMLIR_RUNNER_SPIRV
  cm_spirv_runner_register_dialects(ctx);
#else
  /* As mlir-cpu-runner-13: the llvm dialect only (std ops do not parse). */
  cm_register_llvm_dialect(ctx);
#endif
  CmResult r = CM_FAILURE;
  CmOp *module = cm_parse_source(ctx, buf);
  if (!module || cm_failed(cm_verify(module))) {
    fputs("could not parse the input IR\n", stderr);
#ifdef CMLIR_RUNNER_SPIRV
  } else if (cm_failed(cm_spirv_runner_lower(module))) {
    fputs("could not lower the input IR\n", stderr);
#endif
  } else if (cm_failed(cm_translate_module_to_llvmir(module, ir))) {
    fputs("Error: could not convert to LLVM IR\n", stderr);
  } else {
    r = CM_SUCCESS;
  }
  if (module)
    cm_op_destroy(module);
  cm_context_destroy(ctx);
  cm_srcmgr_free(&sm);
  return r;
}
#endif

int main(int argc, char **argv) {
  Args a;
  memset(&a, 0, sizeof a);
  a.input = "-";
  a.entry = "main";
  a.result = "f32";
  a.opt_level = -1;
  int pr = parse_args(argc, argv, &a);
  if (pr) {
    free_args(&a);
    return pr > 0 ? 0 : 1;
  }

  CmJitOptions o;
  cm_jit_options_init(&o);
  o.entry = a.entry;
  o.opt_level = a.opt_level;
  o.shared_libs = (const char *const *)a.libs;
  o.num_shared_libs = a.num_libs;
  o.buffer_name = a.input;
  if (!strcmp(a.result, "void"))
    o.result = CM_JIT_RESULT_VOID;
  else if (!strcmp(a.result, "i32"))
    o.result = CM_JIT_RESULT_I32;
  else if (!strcmp(a.result, "i64"))
    o.result = CM_JIT_RESULT_I64;
  else if (!strcmp(a.result, "f32"))
    o.result = CM_JIT_RESULT_F32;

  CmBuf ir;
  cm_buf_init(&ir);
  int rc = 1;
  if (cm_failed(translate_input(a.input, &ir)))
    goto out;
  if (o.result == CM_JIT_RESULT_F32 && strcmp(a.result, "f32")) {
    /* Upstream checks the value only once the module is loaded. */
    fputs("Error: unsupported function type\n", stderr);
    goto out;
  }
  char *objname = NULL;
  if (a.dump_object) {
    if (a.object_filename && *a.object_filename) {
      o.object_filename = a.object_filename;
    } else {
      size_t n = strlen(a.input);
      objname = malloc(n + 3);
      if (!objname)
        goto out;
      memcpy(objname, a.input, n);
      memcpy(objname + n, ".o", 3);
      o.object_filename = objname;
    }
  }
  rc = cm_succeeded(cm_jit_run_llvmir(ir.data ? ir.data : "", ir.len, &o,
                                      NULL))
           ? 0
           : 1;
  free(objname);
out:
  fflush(stdout);
  cm_buf_free(&ir);
  free_args(&a);
  return rc;
}
