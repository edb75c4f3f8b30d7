/* mlir-c/Pass.h: pass managers, nesting, owned passes, textual pipelines
 * (printing, parsing, errors), running (success, pass failure), IR
 * printing and the verifier switch.
 * CAPI-UPSTREAM-DIFF
 *
 * RUN: %capi_check pass %s
 */
#include <stdio.h>
#include <string.h>

#include "mlir-c/Conversion.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Registration.h"
#include "mlir-c/Transforms.h"

static void print_cb(MlirStringRef s, void *user) {
  (void)user;
  fwrite(s.data, 1, s.length, stdout);
}

static MlirStringRef str(const char *s) {
  return mlirStringRefCreateFromCString(s);
}

static void show(const char *what, MlirOpPassManager pm) {
  printf("%s: [", what);
  mlirPrintPassPipeline(pm, print_cb, NULL);
  printf("]\n");
}

/* Parses `text` into a new pass manager, prints the result and the
 * pipeline (when the parse succeeded). */
static void parse(MlirContext ctx, const char *text) {
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  MlirOpPassManager opm = mlirPassManagerGetAsOpPassManager(pm);
  printf("parse '%s'\n", text);
  MlirLogicalResult r = mlirParsePassPipeline(opm, str(text));
  if (mlirLogicalResultIsSuccess(r))
    show("  ok", opm);
  else
    printf("  failed\n");
  mlirPassManagerDestroy(pm);
}

static const char *kInput =
    "func @f(%a: i32, %b: i32) -> i32 {\n"
    "  %0 = addi %a, %b : i32\n"
    "  %1 = addi %a, %b : i32\n"
    "  %2 = muli %0, %1 : i32\n"
    "  %c0 = constant 0 : i32\n"
    "  %3 = addi %2, %c0 : i32\n"
    "  return %3 : i32\n"
    "} loc(\"input.mlir\":1:1)\n"
    "func private @unused() {\n"
    "  return\n"
    "}\n";

static const char *kLoops =
    "func @sum(%m: memref<?xf32>, %n: index) -> f32 {\n"
    "  %c0 = constant 0 : index\n"
    "  %c1 = constant 1 : index\n"
    "  %z = constant 0.0 : f32\n"
    "  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) {\n"
    "    %x = memref.load %m[%i] : memref<?xf32>\n"
    "    %s = addf %acc, %x : f32\n"
    "    scf.yield %s : f32\n"
    "  }\n"
    "  return %r : f32\n"
    "}\n";

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  MlirContext ctx = mlirContextCreate();
  mlirRegisterAllDialects(ctx);

  /* --- building pipelines from created passes, printing them */
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  // CHECK: null 0
  printf("null %d\n", (int)mlirPassManagerIsNull(pm));
  MlirOpPassManager opm = mlirPassManagerGetAsOpPassManager(pm);
  // CHECK-NEXT: empty: []
  show("empty", opm);
  mlirPassManagerAddOwnedPass(pm, mlirCreateTransformsCSE());
  mlirOpPassManagerAddOwnedPass(opm, mlirCreateTransformsCanonicalizer());
  // CHECK-NEXT: two: [cse, canonicalize{  max-iterations=10 region-simplify=true top-down=true}]
  show("two", opm);
  MlirOpPassManager f1 = mlirPassManagerGetNestedUnder(pm, str("func"));
  mlirOpPassManagerAddOwnedPass(f1, mlirCreateTransformsSCCP());
  mlirOpPassManagerAddOwnedPass(f1, mlirCreateConversionConvertMathToLLVM());
  MlirOpPassManager f2 = mlirOpPassManagerGetNestedUnder(opm, str("builtin.func"));
  mlirOpPassManagerAddOwnedPass(f2, mlirCreateTransformsLoopInvariantCodeMotion());
  MlirOpPassManager loop = mlirOpPassManagerGetNestedUnder(f2, str("scf.for"));
  mlirOpPassManagerAddOwnedPass(loop, mlirCreateTransformsStripDebugInfo());
  // CHECK-NEXT: nested: [cse, canonicalize{  max-iterations=10 region-simplify=true top-down=true}, func(sccp, convert-math-to-llvm), builtin.func(loop-invariant-code-motion, scf.for(strip-debuginfo))]
  show("nested", opm);
  // CHECK-NEXT: inner: [sccp, convert-math-to-llvm]
  show("inner", f1);
  mlirPassManagerDestroy(pm);

  /* every pass of the two groups */
  pm = mlirPassManagerCreate(ctx);
  opm = mlirPassManagerGetAsOpPassManager(pm);
  mlirPassManagerAddOwnedPass(pm, mlirCreateTransformsInliner());
  mlirPassManagerAddOwnedPass(pm, mlirCreateTransformsLocationSnapshot());
  mlirPassManagerAddOwnedPass(pm, mlirCreateTransformsPrintOpStats());
  mlirPassManagerAddOwnedPass(pm, mlirCreateTransformsSymbolDCE());
  mlirPassManagerAddOwnedPass(pm, mlirCreateTransformsViewOpGraphPass());
  // CHECK-NEXT: transforms: [inline{default-pipeline=canonicalize{  max-iterations=10 region-simplify=true top-down=true} max-iterations=4 }, snapshot-op-locations{filename= tag=}, print-op-stats, symbol-dce, view-op-graph{short-names=false title=}]
  show("transforms", opm);
  mlirPassManagerDestroy(pm);
  pm = mlirPassManagerCreate(ctx);
  opm = mlirPassManagerGetAsOpPassManager(pm);
  mlirPassManagerAddOwnedPass(pm, mlirCreateConversionSCFToStandard());
  mlirPassManagerAddOwnedPass(pm, mlirCreateConversionConvertMemRefToLLVM());
  mlirPassManagerAddOwnedPass(pm, mlirCreateConversionConvertVectorToLLVM());
  mlirPassManagerAddOwnedPass(pm, mlirCreateConversionConvertMathToLibm());
  mlirPassManagerAddOwnedPass(pm, mlirCreateConversionConvertStandardToLLVM());
  // CHECK-NEXT: conversions: [convert-scf-to-std, convert-memref-to-llvm{index-bitwidth=0 use-aligned-alloc=false}, convert-vector-to-llvm{enable-amx=false enable-arm-neon=false enable-arm-sve=false enable-index-optimizations=true enable-x86vector=false reassociate-fp-reductions=false}, convert-math-to-libm, convert-std-to-llvm{data-layout= emit-c-wrappers=false index-bitwidth=0 use-bare-ptr-memref-call-conv=false}]
  show("conversions", opm);
  mlirPassManagerDestroy(pm);

  /* --- registration and textual pipelines */
  // CHECK-NEXT: parse 'cse'
  // CHECK-NEXT: MLIR Textual PassPipeline Parser:1:1: error: 'cse' does not refer to a registered pass or pass pipeline
  // CHECK-NEXT: cse
  // CHECK-NEXT: ^
  // CHECK-NEXT: failed
  parse(ctx, "cse");
  mlirRegisterTransformsCSE();
  mlirRegisterTransformsCanonicalizer();
  // CHECK-NEXT: parse 'cse,canonicalize'
  // CHECK-NEXT: ok: [cse, canonicalize{  max-iterations=10 region-simplify=true top-down=true}]
  parse(ctx, "cse,canonicalize");
  // CHECK-NEXT: parse 'sccp'
  // CHECK-NEXT: MLIR Textual PassPipeline Parser:1:1: error: 'sccp' does not
  parse(ctx, "sccp");
  mlirRegisterTransformsInliner();
  mlirRegisterTransformsLocationSnapshot();
  mlirRegisterTransformsLoopInvariantCodeMotion();
  mlirRegisterTransformsPrintOpStats();
  mlirRegisterTransformsSCCP();
  mlirRegisterTransformsStripDebugInfo();
  mlirRegisterTransformsSymbolDCE();
  mlirRegisterTransformsViewOpGraphPass();
  // CHECK: parse 'inline,snapshot-op-locations,loop-invariant-code-motion,print-op-stats,sccp,strip-debuginfo,symbol-dce,view-op-graph'
  // CHECK-NEXT: ok: [inline{default-pipeline=canonicalize{  max-iterations=10 region-simplify=true top-down=true} max-iterations=4 }, snapshot-op-locations{filename= tag=}, loop-invariant-code-motion, print-op-stats, sccp, strip-debuginfo, symbol-dce, view-op-graph{short-names=false title=}]
  parse(ctx, "inline,snapshot-op-locations,loop-invariant-code-motion,"
             "print-op-stats,sccp,strip-debuginfo,symbol-dce,view-op-graph");
  mlirRegisterTransformsLoopCoalescing();
  mlirRegisterTransformsParallelLoopCollapsing();
  // CHECK-NEXT: parse 'func(loop-coalescing,parallel-loop-collapsing{collapsed-indices-0=0,1})'
  // CHECK-NEXT: ok: [func(loop-coalescing, parallel-loop-collapsing{collapsed-indices-0=0,1  })]
  parse(ctx, "func(loop-coalescing,parallel-loop-collapsing{collapsed-indices-0=0,1})");
  mlirRegisterConversionConvertMathToLLVM();
  mlirRegisterConversionConvertMathToLibm();
  mlirRegisterConversionConvertMemRefToLLVM();
  mlirRegisterConversionConvertStandardToLLVM();
  mlirRegisterConversionConvertVectorToLLVM();
  mlirRegisterConversionSCFToStandard();
  // CHECK-NEXT: parse 'func(convert-math-to-llvm),convert-math-to-libm,convert-scf-to-std,convert-memref-to-llvm,convert-vector-to-llvm,convert-std-to-llvm'
  // CHECK-NEXT: ok: [func(convert-math-to-llvm), convert-math-to-libm, convert-scf-to-std, convert-memref-to-llvm{index-bitwidth=0 use-aligned-alloc=false}, convert-vector-to-llvm{enable-amx=false enable-arm-neon=false enable-arm-sve=false enable-index-optimizations=true enable-x86vector=false reassociate-fp-reductions=false}, convert-std-to-llvm{data-layout= emit-c-wrappers=false index-bitwidth=0 use-bare-ptr-memref-call-conv=false}]
  parse(ctx, "func(convert-math-to-llvm),convert-math-to-libm,"
             "convert-scf-to-std,convert-memref-to-llvm,"
             "convert-vector-to-llvm,convert-std-to-llvm");
  mlirRegisterTransformsPasses();
  mlirRegisterConversionPasses();
  mlirRegisterAllPasses();
  // CHECK-NEXT: parse 'builtin.func(cse, canonicalize{top-down=false max-iterations=3}),module(symbol-dce),inline{default-pipeline=cse}'
  // CHECK-NEXT: ok: [builtin.func(cse, canonicalize{  max-iterations=3 region-simplify=true top-down=false}), module(symbol-dce), inline{default-pipeline=cse max-iterations=4 }]
  parse(ctx, "builtin.func(cse, canonicalize{top-down=false max-iterations=3}),"
             "module(symbol-dce),inline{default-pipeline=cse}");
  // CHECK-NEXT: parse 'convert-std-to-llvm{use-bare-ptr-memref-call-conv=1 index-bitwidth=32}'
  // CHECK-NEXT: ok: [convert-std-to-llvm{data-layout= emit-c-wrappers=false index-bitwidth=32 use-bare-ptr-memref-call-conv=true}]
  parse(ctx, "convert-std-to-llvm{use-bare-ptr-memref-call-conv=1 "
             "index-bitwidth=32}");
  // CHECK-NEXT: parse ''
  // CHECK-NEXT: ok: []
  parse(ctx, "");

  /* bad pipelines: the messages go to stderr */
  // CHECK-NEXT: parse 'func(cse'
  // CHECK-NEXT: MLIR Textual PassPipeline Parser:1:6: error: encountered unbalanced parentheses while parsing pipeline
  // CHECK-NEXT: func(cse
  // CHECK-NEXT: {{^     \^$}}
  // CHECK-NEXT: failed
  parse(ctx, "func(cse");
  // CHECK-NEXT: parse 'cse))'
  // CHECK-NEXT: MLIR Textual PassPipeline Parser:1:4: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline
  // CHECK-NEXT: cse))
  // CHECK-NEXT: {{^   \^$}}
  // CHECK-NEXT: failed
  parse(ctx, "cse))");
  // CHECK-NEXT: parse 'cse,no-such-pass'
  // CHECK-NEXT: MLIR Textual PassPipeline Parser:1:5: error: 'no-such-pass' does not refer to a registered pass or pass pipeline
  // CHECK-NEXT: cse,no-such-pass
  // CHECK-NEXT: {{^    \^$}}
  // CHECK-NEXT: failed
  parse(ctx, "cse,no-such-pass");
  // CHECK-NEXT: parse 'cse,'
  // CHECK-NEXT: MLIR Textual PassPipeline Parser:1:5: error: '' does not refer to a registered pass or pass pipeline
  parse(ctx, "cse,");
  // CHECK: parse 'func()'
  // CHECK-NEXT: MLIR Textual PassPipeline Parser:1:6: error: '' does not refer to a registered pass or pass pipeline
  parse(ctx, "func()");
  // CHECK: parse 'func(cse){a}'
  // CHECK-NEXT: MLIR Textual PassPipeline Parser:1:10: error: expected ',' after parsing pipeline
  parse(ctx, "func(cse){a}");
  // CHECK: parse 'canonicalize{no-such-option=1}'
  // CHECK-NEXT: <Pass-Options-Parser>: no such option no-such-option
  // CHECK-NEXT: failed to add `canonicalize` with options `no-such-option=1`
  // CHECK-NEXT: failed
  parse(ctx, "canonicalize{no-such-option=1}");
  // CHECK-NEXT: parse 'canonicalize{max-iterations=x}'
  // CHECK-NEXT: : for the --max-iterations option: 'x' value invalid for uint argument!
  // CHECK-NEXT: failed to add `canonicalize` with options `max-iterations=x`
  // CHECK-NEXT: failed
  parse(ctx, "canonicalize{max-iterations=x}");
  // CHECK-NEXT: parse 'convert-math-to-llvm'
  // CHECK-NEXT: Can't add pass 'ConvertMathToLLVM' restricted to 'func' on a PassManager intended to run on 'module', did you intend to nest?
  // CHECK-NEXT: failed to add `convert-math-to-llvm` with options ``
  // CHECK-NEXT: failed
  parse(ctx, "convert-math-to-llvm");
  /* parsing appends to what the manager has */
  pm = mlirPassManagerCreate(ctx);
  opm = mlirPassManagerGetAsOpPassManager(pm);
  mlirPassManagerAddOwnedPass(pm, mlirCreateTransformsSymbolDCE());
  mlirParsePassPipeline(opm, str("func(cse)"));
  mlirParsePassPipeline(mlirPassManagerGetNestedUnder(pm, str("func")),
                        mlirStringRefCreate("cse,canonicalize", 3));
  // CHECK-NEXT: appended: [symbol-dce, func(cse), func(cse)]
  show("appended", opm);
  mlirPassManagerDestroy(pm);

  /* --- running */
  MlirModule module = mlirModuleCreateParse(ctx, str(kInput));
  pm = mlirPassManagerCreate(ctx);
  opm = mlirPassManagerGetAsOpPassManager(pm);
  mlirParsePassPipeline(opm, str("func(cse,canonicalize),symbol-dce"));
  MlirLogicalResult r = mlirPassManagerRun(pm, module);
  // CHECK-NEXT: run 1
  printf("run %d\n", (int)mlirLogicalResultIsSuccess(r));
  // CHECK-NEXT: module  {
  // CHECK-NEXT:   func @f(%arg0: i32, %arg1: i32) -> i32 {
  // CHECK-NEXT:     %0 = addi %arg0, %arg1 : i32
  // CHECK-NEXT:     %1 = muli %0, %0 : i32
  // CHECK-NEXT:     return %1 : i32
  // CHECK-NEXT:   }
  // CHECK-NEXT: }
  mlirOperationDump(mlirModuleGetOperation(module));
  /* a run merges adjacent nested managers, as 13 does */
  // CHECK-NEXT: after run: [func(cse, canonicalize{  max-iterations=10 region-simplify=true top-down=true}), symbol-dce]
  show("after run", opm);
  mlirPassManagerDestroy(pm);

  /* pass failure: symbol-dce on a function is no symbol table */
  pm = mlirPassManagerCreate(ctx);
  mlirParsePassPipeline(mlirPassManagerGetAsOpPassManager(pm),
                        str("func(symbol-dce)"));
  r = mlirPassManagerRun(pm, module);
  // CHECK-NEXT: loc("input.mlir":1:1): error: 'func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
  // CHECK-NEXT: failed run 0
  printf("failed run %d\n", (int)mlirLogicalResultIsSuccess(r));
  mlirPassManagerDestroy(pm);

  /* IR printing (needs multithreading off) and the verifier switch */
  mlirContextEnableMultithreading(ctx, false);
  pm = mlirPassManagerCreate(ctx);
  mlirParsePassPipeline(mlirPassManagerGetAsOpPassManager(pm),
                        str("func(canonicalize,cse)"));
  mlirPassManagerEnableIRPrinting(pm);
  mlirPassManagerEnableVerifier(pm, false);
  mlirPassManagerEnableVerifier(pm, true);
  MlirModule m2 = mlirModuleCreateParse(ctx, str(kInput));
  r = mlirPassManagerRun(pm, m2);
  // CHECK-NEXT: // -----// IR Dump Before Canonicalizer ('func' operation: @f) //----- //
  // CHECK-NEXT: module  {
  // CHECK:      // -----// IR Dump After Canonicalizer ('func' operation: @f) //----- //
  // CHECK:      // -----// IR Dump Before CSE ('func' operation: @f) //----- //
  // CHECK:      // -----// IR Dump After CSE ('func' operation: @f) //----- //
  // CHECK:      // -----// IR Dump Before Canonicalizer ('func' operation: @unused) //----- //
  // CHECK:      // -----// IR Dump Before CSE ('func' operation: @unused) //----- //
  // CHECK:      printed run 1
  printf("printed run %d\n", (int)mlirLogicalResultIsSuccess(r));
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(m2);
  mlirContextEnableMultithreading(ctx, true);

  /* lowering to the LLVM dialect */
  MlirModule m3 = mlirModuleCreateParse(ctx, str(kLoops));
  pm = mlirPassManagerCreate(ctx);
  mlirPassManagerAddOwnedPass(pm, mlirCreateConversionSCFToStandard());
  mlirPassManagerAddOwnedPass(pm, mlirCreateConversionConvertMemRefToLLVM());
  mlirPassManagerAddOwnedPass(pm, mlirCreateConversionConvertStandardToLLVM());
  r = mlirPassManagerRun(pm, m3);
  // CHECK-NEXT: lowered 1
  printf("lowered %d\n", (int)mlirLogicalResultIsSuccess(r));
  // CHECK-NEXT: module attributes {llvm.data_layout = ""}  {
  // CHECK-NEXT:   llvm.func @sum(%arg0: !llvm.ptr<f32>, %arg1: !llvm.ptr<f32>, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) -> f32 {
  // CHECK:        llvm.br ^bb1
  // CHECK:        llvm.return
  mlirOperationDump(mlirModuleGetOperation(m3));
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(m3);

  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  // CHECK: done
  printf("done\n");
  return 0;
}
