/* jit.c - runs LLVM IR text with LLVM 14's ORC LLJIT through the LLVM C API
 * (the engine of cmlir-cpu-runner).  Messages follow mlir-cpu-runner-13's
 * wording ("Error: entry point not found", ...).
 */
#define _GNU_SOURCE
#include "cmlir/execution.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/Core.h>
#include <llvm-c/Error.h>
#include <llvm-c/IRReader.h>
#include <llvm-c/LLJIT.h>
#include <llvm-c/Orc.h>
#include <llvm-c/Support.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
#include <llvm-c/Transforms/PassBuilder.h>

void cm_jit_options_init(CmJitOptions *opts) {
  memset(opts, 0, sizeof *opts);
  opts->entry = "main";
  opts->result = CM_JIT_RESULT_F32;
  opts->opt_level = -1;
}

/* Prints an LLVMErrorRef's message after `prefix` and consumes it. */
static void report_error(FILE *err, const char *prefix, LLVMErrorRef e) {
  char *msg = LLVMGetErrorMessage(e);
  fprintf(err, "%s%s\n", prefix, msg);
  LLVMDisposeErrorMessage(msg);
}

/* The object-file dump: the JIT's object transform layer hands every object
 * to this function before linking it. */
typedef struct {
  const char *path;
  FILE *err;
  int failed;
} DumpCtx;

static LLVMErrorRef dump_object(void *ctx, LLVMMemoryBufferRef *obj) {
  DumpCtx *d = ctx;
  FILE *f = fopen(d->path, "wb");
  if (!f) {
    fprintf(d->err, "Error: cannot open output file '%s': %s\n", d->path,
            strerror(errno));
    d->failed = 1;
    return NULL;
  }
  size_t n = LLVMGetBufferSize(*obj);
  if (fwrite(LLVMGetBufferStart(*obj), 1, n, f) != n) {
    fprintf(d->err, "Error: cannot write '%s'\n", d->path);
    d->failed = 1;
  }
  fclose(f);
  return NULL;
}

/* Session errors (unresolved symbols, ...) go to opts->err, in the format of
 * LLVM's default reporter. */
static void report_session_error(void *ctx, LLVMErrorRef e) {
  report_error(ctx, "JIT session error: ", e);
}

static int initialized;
static void init_llvm(void) {
  if (initialized)
    return;
  LLVMInitializeNativeTarget();
  LLVMInitializeNativeAsmPrinter();
  LLVMInitializeNativeAsmParser();
  initialized = 1;
}

/* Checks the entry point's signature against opts->result; reports as
 * upstream. */
static CmResult check_entry(LLVMModuleRef mod, const CmJitOptions *o,
                            FILE *err) {
  LLVMValueRef fn = LLVMGetNamedFunction(mod, o->entry);
  if (!fn || LLVMIsDeclaration(fn)) {
    fputs("Error: entry point not found\n", err);
    return CM_FAILURE;
  }
  LLVMTypeRef fty = LLVMGlobalGetValueType(fn);
  if (LLVMCountParamTypes(fty) != 0 || LLVMIsFunctionVarArg(fty)) {
    fputs("Error: function inputs not supported\n", err);
    return CM_FAILURE;
  }
  LLVMTypeRef rty = LLVMGetReturnType(fty);
  LLVMTypeKind k = LLVMGetTypeKind(rty);
  switch (o->result) {
  case CM_JIT_RESULT_VOID:
    return CM_SUCCESS;
  case CM_JIT_RESULT_I32:
    if (k != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(rty) != 32) {
      fputs("Error: only single i32 function result supported\n", err);
      return CM_FAILURE;
    }
    return CM_SUCCESS;
  case CM_JIT_RESULT_I64:
    if (k != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(rty) != 64) {
      fputs("Error: only single i64 function result supported\n", err);
      return CM_FAILURE;
    }
    return CM_SUCCESS;
  case CM_JIT_RESULT_F32:
    if (k != LLVMFloatTypeKind) {
      fputs("Error: only single f32 function result supported\n", err);
      return CM_FAILURE;
    }
    return CM_SUCCESS;
  }
  fputs("Error: unsupported function type\n", err);
  return CM_FAILURE;
}

/* A target machine for the host at codegen level `level`. */
static LLVMTargetMachineRef host_machine(LLVMCodeGenOptLevel level, FILE *err) {
  char *triple = LLVMGetDefaultTargetTriple();
  char *cpu = LLVMGetHostCPUName();
  char *features = LLVMGetHostCPUFeatures();
  LLVMTargetRef target;
  char *msg = NULL;
  LLVMTargetMachineRef tm = NULL;
  if (LLVMGetTargetFromTriple(triple, &target, &msg)) {
    fprintf(err, "Error: %s\n", msg);
    LLVMDisposeMessage(msg);
  } else {
    tm = LLVMCreateTargetMachine(target, triple, cpu, features, level,
                                 LLVMRelocDefault, LLVMCodeModelJITDefault);
  }
  LLVMDisposeMessage(triple);
  LLVMDisposeMessage(cpu);
  LLVMDisposeMessage(features);
  return tm;
}

/* Loads the shared libraries into `jd`, as mlir-cpu-runner: a file that does
 * not exist or cannot be loaded is an error. */
static CmResult load_libraries(LLVMOrcLLJITRef jit, LLVMOrcJITDylibRef jd,
                               const CmJitOptions *o, FILE *err) {
  char prefix = LLVMOrcLLJITGetGlobalPrefix(jit);
  for (size_t i = 0; i < o->num_shared_libs; i++) {
    const char *path = o->shared_libs[i];
    FILE *f = fopen(path, "rb");
    if (!f) {
      fprintf(err, "Failed to create MemoryBuffer for: %s\nError: %s\n", path,
              strerror(errno));
      return CM_FAILURE;
    }
    fclose(f);
    LLVMOrcDefinitionGeneratorRef gen;
    LLVMErrorRef e = LLVMOrcCreateDynamicLibrarySearchGeneratorForPath(
        &gen, path, prefix, NULL, NULL);
    if (e) {
      fprintf(err, "Could not load %s:\n  ", path);
      report_error(err, "", e);
      return CM_FAILURE;
    }
    LLVMOrcJITDylibAddGenerator(jd, gen);
  }
  LLVMOrcDefinitionGeneratorRef proc;
  LLVMErrorRef e =
      LLVMOrcCreateDynamicLibrarySearchGeneratorForProcess(&proc, prefix, NULL,
                                                           NULL);
  if (e) {
    report_error(err, "Error: ", e);
    return CM_FAILURE;
  }
  LLVMOrcJITDylibAddGenerator(jd, proc);
  return CM_SUCCESS;
}

/* Prints the result line.  To stdout it is written to the file descriptor
 * directly, past whatever the program left in stdio's buffer: upstream
 * prints it through llvm::outs(), which reaches the descriptor before the
 * C library flushes stdout at exit, so when stdout is a file or a pipe the
 * result comes before the program's still-buffered output. */
static void print_result(FILE *out, const CmJitValue *r) {
  char line[64];
  int n = 0;
  switch (r->kind) {
  case CM_JIT_RESULT_VOID:
    return;
  case CM_JIT_RESULT_I32:
    n = snprintf(line, sizeof line, "%d\n", (int)r->v.i32);
    break;
  case CM_JIT_RESULT_I64:
    n = snprintf(line, sizeof line, "%lld\n", (long long)r->v.i64);
    break;
  case CM_JIT_RESULT_F32:
    /* llvm::raw_ostream's double format. */
    if (isnan(r->v.f32))
      n = snprintf(line, sizeof line, "nan\n");
    else if (isinf(r->v.f32))
      n = snprintf(line, sizeof line, "INF\n");
    else
      n = snprintf(line, sizeof line, "%e\n", (double)r->v.f32);
    break;
  }
  if (n <= 0 || (size_t)n >= sizeof line)
    return;
  if (out == stdout) {
    const char *p = line;
    size_t left = (size_t)n;
    while (left) {
      ssize_t w = write(STDOUT_FILENO, p, left);
      if (w < 0 && errno == EINTR)
        continue;
      if (w <= 0)
        break;
      p += w;
      left -= (size_t)w;
    }
  } else {
    fputs(line, out);
    fflush(out);
  }
}

/* Parses and verifies `ir` into `ctx`, checks the entry point when
 * o->entry is set, builds the host target machine at o->opt_level, gives the
 * module the host's data layout and triple when it has none, and runs
 * default<On> when o->opt_level >= 0.  Non-zero (reported on err) on
 * failure; *mod and *tm are set as far as they were made. */
static int prepare_module(LLVMContextRef ctx, const char *ir, size_t len,
                          const CmJitOptions *o, FILE *err,
                          LLVMModuleRef *modp, LLVMTargetMachineRef *tmp) {
  char *msg = NULL;
  LLVMModuleRef mod = NULL;
  /* Parse (the buffer is taken over by the parser). */
  LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(
      ir, len, o->buffer_name ? o->buffer_name : "<llvm-ir>");
  if (LLVMParseIRInContext(ctx, buf, &mod, &msg)) {
    fprintf(err, "Error: could not parse the LLVM IR: %s\n", msg ? msg : "");
    LLVMDisposeMessage(msg);
    return 1;
  }
  *modp = mod;
  if (LLVMVerifyModule(mod, LLVMReturnStatusAction, &msg)) {
    fprintf(err, "Error: invalid LLVM IR: %s", msg ? msg : "");
    LLVMDisposeMessage(msg);
    return 1;
  }
  LLVMDisposeMessage(msg);
  if (o->entry && check_entry(mod, o, err))
    return 1;

  /* The target machine: codegen at the -O level (LLJIT's default, O2, when
   * none is given); the IR passes when a level is given. */
  LLVMCodeGenOptLevel cg = LLVMCodeGenLevelDefault;
  if (o->opt_level == 0)
    cg = LLVMCodeGenLevelNone;
  else if (o->opt_level == 1)
    cg = LLVMCodeGenLevelLess;
  else if (o->opt_level == 3)
    cg = LLVMCodeGenLevelAggressive;
  LLVMTargetMachineRef tm = host_machine(cg, err);
  if (!tm)
    return 1;
  *tmp = tm;
  /* A module without a data layout / triple gets the host's (the JIT would
   * do the same; the IR passes need them first). */
  if (!*LLVMGetDataLayoutStr(mod)) {
    LLVMTargetDataRef td = LLVMCreateTargetDataLayout(tm);
    LLVMSetModuleDataLayout(mod, td);
    LLVMDisposeTargetData(td);
  }
  if (!*LLVMGetTarget(mod)) {
    char *triple = LLVMGetTargetMachineTriple(tm);
    LLVMSetTarget(mod, triple);
    LLVMDisposeMessage(triple);
  }
  if (o->opt_level >= 0) {
    char pipeline[32];
    snprintf(pipeline, sizeof pipeline, "default<O%d>",
             o->opt_level > 3 ? 3 : o->opt_level);
    LLVMPassBuilderOptionsRef pbo = LLVMCreatePassBuilderOptions();
    LLVMErrorRef e = LLVMRunPasses(mod, pipeline, tm, pbo);
    LLVMDisposePassBuilderOptions(pbo);
    if (e) {
      report_error(err, "Error: ", e);
      return 1;
    }
  }
  return 0;
}

char *cm_jit_optimize_llvmir(const char *ir, size_t len, int opt_level,
                             const char *buffer_name, FILE *err) {
  if (!err)
    err = stderr;
  init_llvm();
  CmJitOptions o;
  cm_jit_options_init(&o);
  o.entry = NULL;
  o.opt_level = opt_level;
  o.buffer_name = buffer_name;
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef mod = NULL;
  LLVMTargetMachineRef tm = NULL;
  char *text = NULL;
  if (!prepare_module(ctx, ir, len, &o, err, &mod, &tm)) {
    char *s = LLVMPrintModuleToString(mod);
    text = s ? strdup(s) : NULL;
    LLVMDisposeMessage(s);
  }
  if (tm)
    LLVMDisposeTargetMachine(tm);
  if (mod)
    LLVMDisposeModule(mod);
  LLVMContextDispose(ctx);
  return text;
}

CmResult cm_jit_run_llvmir(const char *ir, size_t len, const CmJitOptions *opts,
                           CmJitValue *result) {
  CmJitOptions defaults;
  if (!opts) {
    cm_jit_options_init(&defaults);
    opts = &defaults;
  }
  FILE *err = opts->err ? opts->err : stderr;
  FILE *out = opts->out ? opts->out : stdout;
  CmJitOptions o = *opts;
  if (!o.entry)
    o.entry = "main";
  init_llvm();

  CmResult res = CM_FAILURE;
  LLVMOrcThreadSafeContextRef tsc = LLVMOrcCreateNewThreadSafeContext();
  LLVMContextRef ctx = LLVMOrcThreadSafeContextGetContext(tsc);
  LLVMModuleRef mod = NULL;
  LLVMOrcLLJITRef jit = NULL;
  LLVMTargetMachineRef tm = NULL;
  DumpCtx dump = {o.object_filename, err, 0};

  if (prepare_module(ctx, ir, len, &o, err, &mod, &tm))
    goto done;

  /* The JIT, its target machine built from ours (which it takes over). */
  LLVMOrcLLJITBuilderRef builder = LLVMOrcCreateLLJITBuilder();
  LLVMOrcLLJITBuilderSetJITTargetMachineBuilder(
      builder, LLVMOrcJITTargetMachineBuilderCreateFromTargetMachine(tm));
  tm = NULL;
  LLVMErrorRef e = LLVMOrcCreateLLJIT(&jit, builder);
  if (e) {
    jit = NULL;
    report_error(err, "Error: ", e);
    goto done;
  }
  LLVMOrcExecutionSessionSetErrorReporter(LLVMOrcLLJITGetExecutionSession(jit),
                                          report_session_error, err);
  if (o.object_filename)
    LLVMOrcObjectTransformLayerSetTransform(
        LLVMOrcLLJITGetObjTransformLayer(jit), dump_object, &dump);
  LLVMOrcJITDylibRef jd = LLVMOrcLLJITGetMainJITDylib(jit);
  if (load_libraries(jit, jd, &o, err))
    goto done;

  LLVMOrcThreadSafeModuleRef tsm = LLVMOrcCreateNewThreadSafeModule(mod, tsc);
  mod = NULL; /* owned by the thread-safe module, then by the JIT */
  e = LLVMOrcLLJITAddLLVMIRModule(jit, jd, tsm);
  if (e) {
    LLVMOrcDisposeThreadSafeModule(tsm);
    report_error(err, "Error: ", e);
    goto done;
  }
  LLVMOrcExecutorAddress addr = 0;
  e = LLVMOrcLLJITLookup(jit, &addr, o.entry);
  if (e) {
    report_error(err, "Error: ", e);
    goto done;
  }
  if (dump.failed)
    goto done;

  CmJitValue r;
  r.kind = o.result;
  r.v.i64 = 0;
  if (out != stdout)
    fflush(out);
  switch (o.result) {
  case CM_JIT_RESULT_VOID:
    ((void (*)(void))(uintptr_t)addr)();
    break;
  case CM_JIT_RESULT_I32:
    r.v.i32 = ((int32_t(*)(void))(uintptr_t)addr)();
    break;
  case CM_JIT_RESULT_I64:
    r.v.i64 = ((int64_t(*)(void))(uintptr_t)addr)();
    break;
  case CM_JIT_RESULT_F32:
    r.v.f32 = ((float (*)(void))(uintptr_t)addr)();
    break;
  }
  print_result(out, &r);
  if (result)
    *result = r;
  res = CM_SUCCESS;

done:
  if (jit)
    LLVMOrcDisposeLLJIT(jit);
  if (tm)
    LLVMDisposeTargetMachine(tm);
  if (mod)
    LLVMDisposeModule(mod);
  LLVMOrcDisposeThreadSafeContext(tsc);
  return res;
}
