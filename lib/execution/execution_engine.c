/* execution_engine.c - mlir-c/ExecutionEngine.h on ORC LLJIT (LLVM 14's C
 * API), the JIT of cmlir-cpu-runner (jit.c): the module is translated to
 * LLVM IR text by cm_translate_module_to_llvmir, parsed by LLVM, given a
 * packed wrapper `_mlir_<f>(void **)` per defined function, optimized at
 * the requested level and added to a JIT that lives as long as the engine
 * (compilation happens on the first lookup).  The compiled object is kept
 * for mlirExecutionEngineDumpToObjectFile.
 *
 * Messages follow MLIR 13's ExecutionEngine where it prints any.
 */
#define _GNU_SOURCE
#include "mlir-c/ExecutionEngine.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

#include "../capi/capi_internal.h"
#include "cmlir/target.h"

typedef struct CmExecutionEngine {
  LLVMOrcThreadSafeContextRef tsc;
  LLVMOrcLLJITRef jit;
  char *first_function; /* a defined function, to force compilation */
  pthread_mutex_t lock; /* guards the object */
  char *object;         /* the last object compiled (a copy) */
  size_t object_len;
} CmExecutionEngine;

static pthread_once_t init_once = PTHREAD_ONCE_INIT;
static void init_llvm(void) {
  LLVMInitializeNativeTarget();
  LLVMInitializeNativeAsmPrinter();
  LLVMInitializeNativeAsmParser();
}

static char *str_dup(MlirStringRef s) {
  char *p = malloc(s.length + 1);
  if (!p)
    abort();
  memcpy(p, s.data, s.length);
  p[s.length] = 0;
  return p;
}

static void report(const char *prefix, LLVMErrorRef e) {
  char *msg = LLVMGetErrorMessage(e);
  fprintf(stderr, "%s%s\n", prefix, msg);
  LLVMDisposeErrorMessage(msg);
}

static void report_session_error(void *ctx, LLVMErrorRef e) {
  (void)ctx;
  report("JIT session error: ", e);
}

/* The object transform layer hands every compiled object here before it is
 * linked: keep a copy (MLIR 13's engine has an object cache for this). */
static LLVMErrorRef keep_object(void *ctx, LLVMMemoryBufferRef *obj) {
  CmExecutionEngine *ee = ctx;
  size_t n = LLVMGetBufferSize(*obj);
  char *copy = malloc(n ? n : 1);
  if (!copy)
    abort();
  memcpy(copy, LLVMGetBufferStart(*obj), n);
  pthread_mutex_lock(&ee->lock);
  free(ee->object);
  ee->object = copy;
  ee->object_len = n;
  pthread_mutex_unlock(&ee->lock);
  return NULL;
}

/* For every function with a body, `void _mlir_<name>(i8 **args)`: loads
 * argument i from the pointer args[i], calls the function and stores its
 * result (unless void) through args[#arguments]. */
static void add_packed_wrappers(LLVMModuleRef mod, LLVMContextRef c) {
  size_t n = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(mod); f;
       f = LLVMGetNextFunction(f))
    n++;
  LLVMValueRef *fns = malloc((n ? n : 1) * sizeof *fns);
  if (!fns)
    abort();
  n = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(mod); f;
       f = LLVMGetNextFunction(f))
    fns[n++] = f;

  LLVMTypeRef i8p = LLVMPointerType(LLVMInt8TypeInContext(c), 0);
  LLVMTypeRef i8pp = LLVMPointerType(i8p, 0);
  LLVMTypeRef i64 = LLVMInt64TypeInContext(c);
  LLVMTypeRef wty = LLVMFunctionType(LLVMVoidTypeInContext(c), &i8pp, 1, 0);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
  for (size_t k = 0; k < n; k++) {
    LLVMValueRef f = fns[k];
    if (LLVMIsDeclaration(f))
      continue;
    size_t len;
    const char *name = LLVMGetValueName2(f, &len);
    char *wname = malloc(len + 7);
    if (!wname)
      abort();
    memcpy(wname, "_mlir_", 6);
    memcpy(wname + 6, name, len);
    wname[len + 6] = 0;
    if (LLVMGetNamedFunction(mod, wname)) {
      free(wname);
      continue;
    }
    LLVMValueRef w = LLVMAddFunction(mod, wname, wty);
    free(wname);
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(c, w, ""));
    LLVMValueRef list = LLVMGetParam(w, 0);
    LLVMTypeRef fty = LLVMGlobalGetValueType(f);
    unsigned nargs = LLVMCountParamTypes(fty);
    LLVMTypeRef *tys = malloc((nargs ? nargs : 1) * sizeof *tys);
    LLVMValueRef *args = malloc((nargs ? nargs : 1) * sizeof *args);
    if (!tys || !args)
      abort();
    LLVMGetParamTypes(fty, tys);
    for (unsigned i = 0; i < nargs; i++) {
      LLVMValueRef idx = LLVMConstInt(i64, i, 0);
      LLVMValueRef slot = LLVMBuildGEP2(b, i8p, list, &idx, 1, "");
      LLVMValueRef p = LLVMBuildLoad2(b, i8p, slot, "");
      p = LLVMBuildBitCast(b, p, LLVMPointerType(tys[i], 0), "");
      args[i] = LLVMBuildLoad2(b, tys[i], p, "");
    }
    LLVMValueRef call = LLVMBuildCall2(b, fty, f, args, nargs, "");
    LLVMTypeRef rty = LLVMGetReturnType(fty);
    if (LLVMGetTypeKind(rty) != LLVMVoidTypeKind) {
      LLVMValueRef idx = LLVMConstInt(i64, nargs, 0);
      LLVMValueRef slot = LLVMBuildGEP2(b, i8p, list, &idx, 1, "");
      LLVMValueRef p = LLVMBuildLoad2(b, i8p, slot, "");
      p = LLVMBuildBitCast(b, p, LLVMPointerType(rty, 0), "");
      LLVMBuildStore(b, call, p);
    }
    LLVMBuildRetVoid(b);
    free(tys);
    free(args);
  }
  LLVMDisposeBuilder(b);
  free(fns);
}

/* A target machine for the host at code generation level `level`. */
static LLVMTargetMachineRef host_machine(int level) {
  LLVMCodeGenOptLevel cg = level <= 0   ? LLVMCodeGenLevelNone
                           : level == 1 ? LLVMCodeGenLevelLess
                           : level == 2 ? LLVMCodeGenLevelDefault
                                        : LLVMCodeGenLevelAggressive;
  char *triple = LLVMGetDefaultTargetTriple();
  char *cpu = LLVMGetHostCPUName();
  char *features = LLVMGetHostCPUFeatures();
  LLVMTargetRef target;
  char *msg = NULL;
  LLVMTargetMachineRef tm = NULL;
  if (LLVMGetTargetFromTriple(triple, &target, &msg)) {
    fprintf(stderr, "Failed to create a TargetMachine for the host\n");
    LLVMDisposeMessage(msg);
  } else {
    tm = LLVMCreateTargetMachine(target, triple, cpu, features, cg,
                                 LLVMRelocDefault, LLVMCodeModelJITDefault);
  }
  LLVMDisposeMessage(triple);
  LLVMDisposeMessage(cpu);
  LLVMDisposeMessage(features);
  return tm;
}

/* The libraries as MLIR 13's engine loads them: one that is missing or
 * cannot be loaded is reported and skipped. */
static void load_libraries(CmExecutionEngine *ee, LLVMOrcJITDylibRef jd,
                           int num, const MlirStringRef *paths) {
  char prefix = LLVMOrcLLJITGetGlobalPrefix(ee->jit);
  for (int i = 0; i < num; i++) {
    char *path = str_dup(paths[i]);
    FILE *f = fopen(path, "rb");
    if (!f) {
      fprintf(stderr, "Failed to create MemoryBuffer for: %s\nError: %s\n",
              path, strerror(errno));
      free(path);
      continue;
    }
    fclose(f);
    LLVMOrcDefinitionGeneratorRef gen;
    LLVMErrorRef e = LLVMOrcCreateDynamicLibrarySearchGeneratorForPath(
        &gen, path, prefix, NULL, NULL);
    if (e) {
      fprintf(stderr, "Could not load %s:\n  ", path);
      report("", e);
    } else {
      LLVMOrcJITDylibAddGenerator(jd, gen);
    }
    free(path);
  }
  LLVMOrcDefinitionGeneratorRef proc;
  if (!LLVMOrcCreateDynamicLibrarySearchGeneratorForProcess(&proc, prefix,
                                                            NULL, NULL))
    LLVMOrcJITDylibAddGenerator(jd, proc);
}

static void engine_free(CmExecutionEngine *ee) {
  if (ee->jit)
    LLVMOrcDisposeLLJIT(ee->jit);
  if (ee->tsc)
    LLVMOrcDisposeThreadSafeContext(ee->tsc);
  pthread_mutex_destroy(&ee->lock);
  free(ee->first_function);
  free(ee->object);
  free(ee);
}

MlirExecutionEngine mlirExecutionEngineCreate(MlirModule op, int optLevel,
                                              int numPaths,
                                              const MlirStringRef *paths) {
  MlirExecutionEngine none = {NULL};
  CmOp *module = (CmOp *)cm_capi_unwrap_module(op);
  pthread_once(&init_once, init_llvm);

  /* MLIR -> LLVM IR text (diagnostics on the module's context). */
  CmBuf ir;
  cm_buf_init(&ir);
  if (cm_failed(cm_translate_module_to_llvmir(module, &ir))) {
    cm_buf_free(&ir);
    return none;
  }

  CmExecutionEngine *ee = calloc(1, sizeof *ee);
  if (!ee)
    abort();
  pthread_mutex_init(&ee->lock, NULL);
  ee->tsc = LLVMOrcCreateNewThreadSafeContext();
  LLVMContextRef ctx = LLVMOrcThreadSafeContextGetContext(ee->tsc);
  LLVMModuleRef mod = NULL;
  char *msg = NULL;
  LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(
      ir.data ? ir.data : "", ir.len, "LLVMDialectModule");
  cm_buf_free(&ir);
  if (LLVMParseIRInContext(ctx, buf, &mod, &msg)) {
    fprintf(stderr, "Error: could not parse the translated LLVM IR: %s\n",
            msg ? msg : "");
    LLVMDisposeMessage(msg);
    engine_free(ee);
    return none;
  }
  for (LLVMValueRef f = LLVMGetFirstFunction(mod); f;
       f = LLVMGetNextFunction(f))
    if (!LLVMIsDeclaration(f)) {
      size_t len;
      const char *name = LLVMGetValueName2(f, &len);
      ee->first_function = str_dup(mlirStringRefCreate(name, len));
      break;
    }
  add_packed_wrappers(mod, ctx);

  LLVMTargetMachineRef tm = host_machine(optLevel);
  if (!tm) {
    LLVMDisposeModule(mod);
    engine_free(ee);
    return none;
  }
  LLVMTargetDataRef td = LLVMCreateTargetDataLayout(tm);
  LLVMSetModuleDataLayout(mod, td);
  LLVMDisposeTargetData(td);
  char *triple = LLVMGetTargetMachineTriple(tm);
  LLVMSetTarget(mod, triple);
  LLVMDisposeMessage(triple);
  /* The IR passes at the level asked for. */
  char pipeline[32];
  snprintf(pipeline, sizeof pipeline, "default<O%d>",
           optLevel < 0 ? 0 : optLevel > 3 ? 3 : optLevel);
  LLVMPassBuilderOptionsRef pbo = LLVMCreatePassBuilderOptions();
  LLVMErrorRef e = LLVMRunPasses(mod, pipeline, tm, pbo);
  LLVMDisposePassBuilderOptions(pbo);
  if (e) {
    report("Error: ", e);
    LLVMDisposeTargetMachine(tm);
    LLVMDisposeModule(mod);
    engine_free(ee);
    return none;
  }

  LLVMOrcLLJITBuilderRef builder = LLVMOrcCreateLLJITBuilder();
  LLVMOrcLLJITBuilderSetJITTargetMachineBuilder(
      builder, LLVMOrcJITTargetMachineBuilderCreateFromTargetMachine(tm));
  e = LLVMOrcCreateLLJIT(&ee->jit, builder);
  if (e) {
    ee->jit = NULL;
    report("Error: ", e);
    LLVMDisposeModule(mod);
    engine_free(ee);
    return none;
  }
  LLVMOrcExecutionSessionSetErrorReporter(
      LLVMOrcLLJITGetExecutionSession(ee->jit), report_session_error, NULL);
  LLVMOrcObjectTransformLayerSetTransform(
      LLVMOrcLLJITGetObjTransformLayer(ee->jit), keep_object, ee);
  LLVMOrcJITDylibRef jd = LLVMOrcLLJITGetMainJITDylib(ee->jit);
  load_libraries(ee, jd, numPaths, paths);
  LLVMOrcThreadSafeModuleRef tsm = LLVMOrcCreateNewThreadSafeModule(mod, ee->tsc);
  e = LLVMOrcLLJITAddLLVMIRModule(ee->jit, jd, tsm);
  if (e) {
    LLVMOrcDisposeThreadSafeModule(tsm);
    report("Error: ", e);
    engine_free(ee);
    return none;
  }
  MlirExecutionEngine h = {ee};
  return h;
}

void mlirExecutionEngineDestroy(MlirExecutionEngine jit) {
  if (jit.ptr)
    engine_free(jit.ptr);
}

/* The address of `prefix` + `name`, 0 when it is not defined. */
static LLVMOrcExecutorAddress lookup(CmExecutionEngine *ee, const char *prefix,
                                     MlirStringRef name) {
  size_t pl = strlen(prefix);
  char *s = malloc(pl + name.length + 1);
  if (!s)
    abort();
  memcpy(s, prefix, pl);
  memcpy(s + pl, name.data, name.length);
  s[pl + name.length] = 0;
  LLVMOrcExecutorAddress addr = 0;
  LLVMErrorRef e = LLVMOrcLLJITLookup(ee->jit, &addr, s);
  free(s);
  if (e) {
    LLVMConsumeError(e);
    return 0;
  }
  return addr;
}

MlirLogicalResult mlirExecutionEngineInvokePacked(MlirExecutionEngine jit,
                                                  MlirStringRef name,
                                                  void **arguments) {
  if (!jit.ptr)
    return mlirLogicalResultFailure();
  LLVMOrcExecutorAddress addr =
      lookup(jit.ptr, "_mlir__mlir_ciface_", name);
  if (!addr)
    return mlirLogicalResultFailure();
  ((void (*)(void **))(uintptr_t)addr)(arguments);
  return mlirLogicalResultSuccess();
}

void *mlirExecutionEngineLookup(MlirExecutionEngine jit, MlirStringRef name) {
  if (!jit.ptr)
    return NULL;
  return (void *)(uintptr_t)lookup(jit.ptr, "_mlir_", name);
}

void mlirExecutionEngineRegisterSymbol(MlirExecutionEngine jit,
                                       MlirStringRef name, void *sym) {
  CmExecutionEngine *ee = jit.ptr;
  if (!ee)
    return;
  char *s = str_dup(name);
  LLVMJITCSymbolMapPair pair;
  pair.Name = LLVMOrcLLJITMangleAndIntern(ee->jit, s);
  pair.Sym.Address = (LLVMOrcExecutorAddress)(uintptr_t)sym;
  pair.Sym.Flags.GenericFlags = LLVMJITSymbolGenericFlagsExported;
  pair.Sym.Flags.TargetFlags = 0;
  free(s);
  LLVMErrorRef e = LLVMOrcJITDylibDefine(LLVMOrcLLJITGetMainJITDylib(ee->jit),
                                         LLVMOrcAbsoluteSymbols(&pair, 1));
  if (e)
    report("JIT session error: ", e);
}

void mlirExecutionEngineDumpToObjectFile(MlirExecutionEngine jit,
                                         MlirStringRef fileName) {
  CmExecutionEngine *ee = jit.ptr;
  if (!ee)
    return;
  pthread_mutex_lock(&ee->lock);
  bool have = ee->object != NULL;
  pthread_mutex_unlock(&ee->lock);
  if (!have && ee->first_function) /* compile the module */
    lookup(ee, "", mlirStringRefCreateFromCString(ee->first_function));
  char *path = str_dup(fileName);
  FILE *f = fopen(path, "wb");
  if (!f) {
    fprintf(stderr, "cannot open output file '%s': %s\n", path,
            strerror(errno));
    free(path);
    return;
  }
  pthread_mutex_lock(&ee->lock);
  if (ee->object && fwrite(ee->object, 1, ee->object_len, f) != ee->object_len)
    fprintf(stderr, "cannot write output file '%s'\n", path);
  pthread_mutex_unlock(&ee->lock);
  fclose(f);
  free(path);
}
