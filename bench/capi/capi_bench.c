/* capi_bench.c - a benchmark written against MLIR 13's C API only, built
 * once against cmlir and once against upstream MLIR 13 (bench/capi.sh).
 *
 * Phases, each timed (wall clock):
 *   context    mlirContextCreate, all dialects and passes registered
 *   build      a module of N functions, op by op with mlirOperationCreate
 *              (std constants / addi / muli / cmpi / select, memref
 *              alloc / load / store / dealloc, an scf.for with iter_args)
 *   verify     mlirOperationVerify on the module
 *   print      mlirOperationPrint into a growing buffer
 *   parse      mlirModuleCreateParse of that text
 *   opt        the pass manager: canonicalize, cse (on the parsed module)
 *   lower      convert-scf-to-std, convert-memref-to-llvm, convert-std-to-llvm
 *   destroy    both modules and the context
 * then the peak RSS (getrusage).  Output: `phase <name> <wall s> <cpu s>
 * <peak RSS KB so far>` lines, `rss_kb <n>`, and `check <...>` lines (sizes, results) that must agree
 * between the two builds.
 *
 * usage: capi_bench [N=4000] [threads=1|0]
 * env:   CAPI_BENCH_UNTIL=<phase> stops after that phase (to profile a
 *        prefix); CAPI_BENCH_DUMP=1 writes the printed module to stderr.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Conversion.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Registration.h"
#include "mlir-c/Transforms.h"

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* user + system CPU seconds of the process (all threads) */
static double cpu_now(void) {
  struct rusage ru;
  getrusage(RUSAGE_SELF, &ru);
  return (double)ru.ru_utime.tv_sec + 1e-6 * (double)ru.ru_utime.tv_usec +
         (double)ru.ru_stime.tv_sec + 1e-6 * (double)ru.ru_stime.tv_usec;
}

static long peak_rss_kb(void) {
  struct rusage ru;
  getrusage(RUSAGE_SELF, &ru);
  return ru.ru_maxrss;
}

/* The phase being timed: wall and CPU time since begin(). */
static double wall0, cpu0;
static void begin(void) {
  wall0 = now();
  cpu0 = cpu_now();
}
/* Prints `phase <name> <wall s> <cpu s> <peak rss KB so far>`. */
static void end(const char *phase) {
  double w = now() - wall0, c = cpu_now() - cpu0;
  printf("phase %s %.4f %.4f %ld\n", phase, w, c, peak_rss_kb());
  const char *u = getenv("CAPI_BENCH_UNTIL");
  if (u && !strcmp(u, phase))
    exit(0);
}

static MlirStringRef str(const char *s) {
  return mlirStringRefCreateFromCString(s);
}

/* ---------------------------------------------------------------- build */

typedef struct {
  MlirContext ctx;
  MlirLocation loc;
  MlirType i64, index, i1, memref;
  MlirIdentifier value, predicate, sym_name, type, segments;
  MlirAttribute seg_alloc; /* operand_segment_sizes of memref.alloc */
} B;

static MlirNamedAttribute named(MlirIdentifier id, MlirAttribute a) {
  return mlirNamedAttributeGet(id, a);
}

/* Creates `name` with operands / one result type (or none) / attributes at
 * the end of `block`; returns its first result (or a null value). */
static MlirValue op(B *b, MlirBlock block, const char *name, intptr_t nops,
                    MlirValue *ops, MlirType *result, intptr_t nattrs,
                    MlirNamedAttribute *attrs) {
  MlirOperationState st = mlirOperationStateGet(str(name), b->loc);
  if (nops)
    mlirOperationStateAddOperands(&st, nops, ops);
  if (result)
    mlirOperationStateAddResults(&st, 1, result);
  if (nattrs)
    mlirOperationStateAddAttributes(&st, nattrs, attrs);
  MlirOperation o = mlirOperationCreate(&st);
  mlirBlockAppendOwnedOperation(block, o);
  if (!result) {
    MlirValue none = {NULL};
    return none;
  }
  return mlirOperationGetResult(o, 0);
}

static MlirValue constant(B *b, MlirBlock block, MlirType t, int64_t v) {
  MlirNamedAttribute a = named(b->value, mlirIntegerAttrGet(t, v));
  return op(b, block, "std.constant", 0, NULL, &t, 1, &a);
}

static MlirValue binop(B *b, MlirBlock block, const char *name, MlirValue x,
                       MlirValue y) {
  MlirValue ops[2] = {x, y};
  MlirType t = mlirValueGetType(x);
  return op(b, block, name, 2, ops, &t, 0, NULL);
}

/* func @f<i>(%m: memref<?xi64>, %n: index) -> i64:
 *   a loop over %m accumulating a select of products (with a duplicated
 *   addi for cse and x*1 / x+0 for canonicalize), a temporary buffer
 *   written and read, and the result. */
static void build_function(B *b, MlirBlock body, int i) {
  MlirType args[2] = {b->memref, b->index};
  MlirType fty = mlirFunctionTypeGet(b->ctx, 2, args, 1, &b->i64);
  char name[32];
  snprintf(name, sizeof name, "f%d", i);
  MlirRegion fr = mlirRegionCreate();
  MlirBlock entry = mlirBlockCreate(2, args);
  mlirRegionAppendOwnedBlock(fr, entry);
  MlirValue m = mlirBlockGetArgument(entry, 0);
  MlirValue n = mlirBlockGetArgument(entry, 1);

  MlirValue c0 = constant(b, entry, b->index, 0);
  MlirValue c1 = constant(b, entry, b->index, 1);
  MlirValue k = constant(b, entry, b->i64, i);
  MlirValue one = constant(b, entry, b->i64, 1);
  MlirValue zero = constant(b, entry, b->i64, 0);
  MlirValue tmp = op(b, entry, "memref.alloc", 1, &n, &b->memref, 1,
                     (MlirNamedAttribute[]){named(b->segments, b->seg_alloc)});

  /* scf.for %iv = %c0 to %n step %c1 iter_args(%acc = %k) -> i64 */
  MlirType bargs[2] = {b->index, b->i64};
  MlirRegion lr = mlirRegionCreate();
  MlirBlock lb = mlirBlockCreate(2, bargs);
  mlirRegionAppendOwnedBlock(lr, lb);
  MlirValue iv = mlirBlockGetArgument(lb, 0);
  MlirValue acc = mlirBlockGetArgument(lb, 1);
  MlirValue ld[2] = {m, iv};
  MlirValue x = op(b, lb, "memref.load", 2, ld, &b->i64, 0, NULL);
  MlirValue a1 = binop(b, lb, "std.addi", x, k);
  MlirValue a2 = binop(b, lb, "std.addi", x, k); /* cse */
  MlirValue p = binop(b, lb, "std.muli", a1, a2);
  MlirValue p1 = binop(b, lb, "std.muli", p, one);  /* canonicalize */
  MlirValue p0 = binop(b, lb, "std.addi", p1, zero); /* canonicalize */
  MlirValue q = binop(b, lb, "std.subi", p0, acc);
  MlirValue cmp_ops[2] = {q, acc};
  MlirNamedAttribute pred =
      named(b->predicate, mlirIntegerAttrGet(b->i64, 2)); /* slt */
  MlirValue c = op(b, lb, "std.cmpi", 2, cmp_ops, &b->i1, 1, &pred);
  MlirValue sel_ops[3] = {c, q, acc};
  MlirValue s = op(b, lb, "std.select", 3, sel_ops, &b->i64, 0, NULL);
  MlirValue st_ops[3] = {s, tmp, iv};
  op(b, lb, "memref.store", 3, st_ops, NULL, 0, NULL);
  MlirValue ld2[2] = {tmp, iv};
  MlirValue y = op(b, lb, "memref.load", 2, ld2, &b->i64, 0, NULL);
  MlirValue st2[3] = {y, m, iv};
  op(b, lb, "memref.store", 3, st2, NULL, 0, NULL);
  op(b, lb, "scf.yield", 1, &s, NULL, 0, NULL);

  MlirOperationState fs = mlirOperationStateGet(str("scf.for"), b->loc);
  MlirValue for_ops[4] = {c0, n, c1, k};
  mlirOperationStateAddOperands(&fs, 4, for_ops);
  mlirOperationStateAddResults(&fs, 1, &b->i64);
  mlirOperationStateAddOwnedRegions(&fs, 1, &lr);
  MlirOperation loop = mlirOperationCreate(&fs);
  mlirBlockAppendOwnedOperation(entry, loop);
  MlirValue r = mlirOperationGetResult(loop, 0);

  op(b, entry, "memref.dealloc", 1, &tmp, NULL, 0, NULL);
  MlirValue r2 = binop(b, entry, "std.addi", r, zero);
  op(b, entry, "std.return", 1, &r2, NULL, 0, NULL);

  MlirOperationState st = mlirOperationStateGet(str("func"), b->loc);
  MlirNamedAttribute fattrs[2] = {
      named(b->sym_name, mlirStringAttrGet(b->ctx, str(name))),
      named(b->type, mlirTypeAttrGet(fty))};
  mlirOperationStateAddAttributes(&st, 2, fattrs);
  mlirOperationStateAddOwnedRegions(&st, 1, &fr);
  mlirBlockAppendOwnedOperation(body, mlirOperationCreate(&st));
}

/* ----------------------------------------------------------- printing */

typedef struct {
  char *data;
  size_t len, cap;
} Buf;

static void buf_cb(MlirStringRef s, void *user) {
  Buf *b = user;
  if (b->len + s.length + 1 > b->cap) {
    size_t cap = b->cap ? b->cap : 1 << 16;
    while (cap < b->len + s.length + 1)
      cap *= 2;
    b->data = realloc(b->data, cap);
    if (!b->data)
      abort();
    b->cap = cap;
  }
  memcpy(b->data + b->len, s.data, s.length);
  b->len += s.length;
  b->data[b->len] = 0;
}

static size_t count_ops_cb;
static void count_walk(MlirOperation op) {
  count_ops_cb++;
  for (intptr_t r = 0; r < mlirOperationGetNumRegions(op); r++) {
    MlirRegion reg = mlirOperationGetRegion(op, r);
    for (MlirBlock bl = mlirRegionGetFirstBlock(reg); !mlirBlockIsNull(bl);
         bl = mlirBlockGetNextInRegion(bl))
      for (MlirOperation o = mlirBlockGetFirstOperation(bl);
           !mlirOperationIsNull(o); o = mlirOperationGetNextInBlock(o))
        count_walk(o);
  }
}
static size_t count_ops(MlirModule m) {
  count_ops_cb = 0;
  count_walk(mlirModuleGetOperation(m));
  return count_ops_cb;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 4000;
  int threads = argc > 2 ? atoi(argv[2]) : 1;

  /* ---- build */
  begin();
  MlirContext ctx = mlirContextCreate();
  mlirRegisterAllDialects(ctx);
  mlirRegisterAllPasses();
  mlirContextEnableMultithreading(ctx, threads != 0);
  end("context");
  begin();
  B b;
  b.ctx = ctx;
  b.loc = mlirLocationFileLineColGet(ctx, str("capi_bench"), 1, 1);
  b.i64 = mlirIntegerTypeGet(ctx, 64);
  b.i1 = mlirIntegerTypeGet(ctx, 1);
  b.index = mlirIndexTypeGet(ctx);
  int64_t dyn = -1;
  b.memref = mlirMemRefTypeContiguousGet(b.i64, 1, &dyn,
                                         mlirAttributeGetNull());
  b.value = mlirIdentifierGet(ctx, str("value"));
  b.predicate = mlirIdentifierGet(ctx, str("predicate"));
  b.sym_name = mlirIdentifierGet(ctx, str("sym_name"));
  b.type = mlirIdentifierGet(ctx, str("type"));
  b.segments = mlirIdentifierGet(ctx, str("operand_segment_sizes"));
  int64_t two = 2;
  int32_t segs[2] = {1, 0};
  b.seg_alloc = mlirDenseElementsAttrInt32Get(
      mlirVectorTypeGet(1, &two, mlirIntegerTypeGet(ctx, 32)), 2, segs);
  MlirModule module = mlirModuleCreateEmpty(b.loc);
  MlirBlock body = mlirModuleGetBody(module);
  for (int i = 0; i < n; i++)
    build_function(&b, body, i);
  end("build");
  size_t built_ops = count_ops(module);

  /* ---- verify */
  begin();
  int ok = mlirOperationVerify(mlirModuleGetOperation(module));
  end("verify");

  /* ---- print */
  Buf text = {NULL, 0, 0};
  begin();
  mlirOperationPrint(mlirModuleGetOperation(module), buf_cb, &text);
  end("print");

  /* ---- parse */
  begin();
  MlirModule parsed =
      mlirModuleCreateParse(ctx, mlirStringRefCreate(text.data, text.len));
  end("parse");
  if (mlirModuleIsNull(parsed)) {
    fprintf(stderr, "parse failed\n");
    return 1;
  }

  /* ---- canonicalize + cse */
  begin();
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  mlirPassManagerAddOwnedPass(pm, mlirCreateTransformsCanonicalizer());
  mlirPassManagerAddOwnedPass(pm, mlirCreateTransformsCSE());
  MlirLogicalResult r1 = mlirPassManagerRun(pm, parsed);
  mlirPassManagerDestroy(pm);
  end("opt");
  size_t opt_ops = count_ops(parsed);

  /* ---- lower to the LLVM dialect */
  begin();
  pm = mlirPassManagerCreate(ctx);
  mlirPassManagerAddOwnedPass(pm, mlirCreateConversionSCFToStandard());
  mlirPassManagerAddOwnedPass(pm, mlirCreateConversionConvertMemRefToLLVM());
  mlirPassManagerAddOwnedPass(pm, mlirCreateConversionConvertStandardToLLVM());
  MlirLogicalResult r2 = mlirPassManagerRun(pm, parsed);
  mlirPassManagerDestroy(pm);
  end("lower");
  size_t llvm_ops = count_ops(parsed);

  /* ---- destroy */
  begin();
  mlirModuleDestroy(parsed);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  end("destroy");

  printf("rss_kb %ld\n", peak_rss_kb());
  printf("check functions %d verified %d text %zu ops %zu opt %d/%zu "
         "lower %d/%zu\n",
         n, ok, text.len, built_ops, mlirLogicalResultIsSuccess(r1), opt_ops,
         mlirLogicalResultIsSuccess(r2), llvm_ops);
  if (getenv("CAPI_BENCH_DUMP"))
    fwrite(text.data, 1, text.len, stderr);
  free(text.data);
  return 0;
}
