/* cmlir-pyods-gen - writes the Python op classes of mlir.dialects
 * (_<dialect>_ops_gen.py) from cmlir's op tables, the way upstream's
 * `mlir-tblgen -gen-python-op-bindings` writes them from ODS.
 *
 * It registers every dialect in a context, walks the registered op
 * definitions, and for each op of the requested dialects emits one OpView
 * subclass: OPERATION_NAME, _ODS_REGIONS, the segment specs of ops with
 * operand_segment_sizes / result_segment_sizes, a builder (results, then
 * operands, then attributes, then successors, then loc/ip) and accessors
 * for operands, results, attributes and regions by their ODS names.  Ops
 * registered without an ODS description get a generic builder.
 *
 * Usage:
 *   cmlir-pyods-gen OUTDIR DIALECT...   writes OUTDIR/_<d>_ops_gen.py
 *   cmlir-pyods-gen --list DIALECT...   op name, class name, "ods"/"generic"
 *   cmlir-pyods-gen --gaps DIALECT...   markdown list of the generic ones
 * See docs/python-dialects.md. */
#include "cmlir/dialects.h"
#include "cmlir/ods.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- collecting the ops of a dialect ---------------------------------- */

typedef struct {
  const char *prefix; /* "std." */
  size_t len;
  const CmOpDef **defs;
  size_t n, cap;
} OpList;

static void collect(const CmOpDef *def, void *user) {
  OpList *l = user;
  /* cmlir registers the builtin ops without their namespace ("func",
   * "module"): they are the ops without a dot. */
  bool builtin = strcmp(l->prefix, "builtin.") == 0 && !strchr(def->name, '.');
  if (!builtin && strncmp(def->name, l->prefix, l->len) != 0)
    return;
  if (l->n == l->cap) {
    l->cap = l->cap ? 2 * l->cap : 64;
    const CmOpDef **d = realloc(l->defs, l->cap * sizeof(*d));
    if (!d) {
      fprintf(stderr, "cmlir-pyods-gen: out of memory\n");
      exit(1);
    }
    l->defs = d;
  }
  l->defs[l->n++] = def;
}

static int by_name(const void *a, const void *b) {
  const CmOpDef *x = *(const CmOpDef *const *)a;
  const CmOpDef *y = *(const CmOpDef *const *)b;
  return strcmp(x->name, y->name);
}

/* ---- class names -------------------------------------------------------- */

/* Upstream's class names where capitalizing the parts of the mnemonic does
 * not give them (ODS def names of MLIR 13 and, for the dialects 13 does
 * not bind, of the releases that do). */
static const struct {
  const char *op, *cls;
} kClassNames[] = {
    /* builtin */
    {"func", "FuncOp"},
    {"module", "ModuleOp"},
    /* std */
    {"std.absf", "AbsFOp"},
    {"std.addf", "AddFOp"},
    {"std.addi", "AddIOp"},
    {"std.and", "AndOp"},
    {"std.atomic_rmw", "AtomicRMWOp"},
    {"std.br", "BranchOp"},
    {"std.ceildivi_signed", "SignedCeilDivIOp"},
    {"std.ceilf", "CeilFOp"},
    {"std.cmpf", "CmpFOp"},
    {"std.cmpi", "CmpIOp"},
    {"std.cond_br", "CondBranchOp"},
    {"std.copysign", "CopySignOp"},
    {"std.divf", "DivFOp"},
    {"std.divi_signed", "SignedDivIOp"},
    {"std.divi_unsigned", "UnsignedDivIOp"},
    {"std.floordivi_signed", "SignedFloorDivIOp"},
    {"std.floorf", "FloorFOp"},
    {"std.fmaf", "FmaFOp"},
    {"std.fpext", "FPExtOp"},
    {"std.fptosi", "FPToSIOp"},
    {"std.fptoui", "FPToUIOp"},
    {"std.fptrunc", "FPTruncOp"},
    {"std.generic_atomic_rmw", "GenericAtomicRMWOp"},
    {"std.maxf", "MaxFOp"},
    {"std.maxsi", "MaxSIOp"},
    {"std.maxui", "MaxUIOp"},
    {"std.minf", "MinFOp"},
    {"std.minsi", "MinSIOp"},
    {"std.minui", "MinUIOp"},
    {"std.mulf", "MulFOp"},
    {"std.muli", "MulIOp"},
    {"std.negf", "NegFOp"},
    {"std.or", "OrOp"},
    {"std.remf", "RemFOp"},
    {"std.remi_signed", "SignedRemIOp"},
    {"std.remi_unsigned", "UnsignedRemIOp"},
    {"std.sexti", "SignExtendIOp"},
    {"std.shift_left", "ShiftLeftOp"},
    {"std.shift_right_signed", "SignedShiftRightOp"},
    {"std.shift_right_unsigned", "UnsignedShiftRightOp"},
    {"std.sitofp", "SIToFPOp"},
    {"std.subf", "SubFOp"},
    {"std.subi", "SubIOp"},
    {"std.trunci", "TruncateIOp"},
    {"std.uitofp", "UIToFPOp"},
    {"std.xor", "XOrOp"},
    {"std.zexti", "ZeroExtendIOp"},
    /* affine */
    {"affine.apply", "AffineApplyOp"},
    {"affine.dma_start", "AffineDmaStartOp"},
    {"affine.dma_wait", "AffineDmaWaitOp"},
    {"affine.for", "AffineForOp"},
    {"affine.if", "AffineIfOp"},
    {"affine.load", "AffineLoadOp"},
    {"affine.max", "AffineMaxOp"},
    {"affine.min", "AffineMinOp"},
    {"affine.parallel", "AffineParallelOp"},
    {"affine.prefetch", "AffinePrefetchOp"},
    {"affine.store", "AffineStoreOp"},
    {"affine.vector_load", "AffineVectorLoadOp"},
    {"affine.vector_store", "AffineVectorStoreOp"},
    {"affine.yield", "AffineYieldOp"},
    /* memref */
    {"memref.dma_start", "DmaStartOp"},
    {"memref.dma_wait", "DmaWaitOp"},
    {"memref.subview", "SubViewOp"},
    /* llvm */
    {"llvm.addrspacecast", "AddrSpaceCastOp"},
    {"llvm.ashr", "AShrOp"},
    {"llvm.atomicrmw", "AtomicRMWOp"},
    {"llvm.cmpxchg", "AtomicCmpXchgOp"},
    {"llvm.cond_br", "CondBrOp"},
    {"llvm.extractelement", "ExtractElementOp"},
    {"llvm.extractvalue", "ExtractValueOp"},
    {"llvm.fadd", "FAddOp"},
    {"llvm.fcmp", "FCmpOp"},
    {"llvm.fdiv", "FDivOp"},
    {"llvm.fmul", "FMulOp"},
    {"llvm.fneg", "FNegOp"},
    {"llvm.fpext", "FPExtOp"},
    {"llvm.fptosi", "FPToSIOp"},
    {"llvm.fptoui", "FPToUIOp"},
    {"llvm.fptrunc", "FPTruncOp"},
    {"llvm.frem", "FRemOp"},
    {"llvm.fsub", "FSubOp"},
    {"llvm.func", "LLVMFuncOp"},
    {"llvm.getelementptr", "GEPOp"},
    {"llvm.icmp", "ICmpOp"},
    {"llvm.insertelement", "InsertElementOp"},
    {"llvm.insertvalue", "InsertValueOp"},
    {"llvm.inttoptr", "IntToPtrOp"},
    {"llvm.landingpad", "LandingpadOp"},
    {"llvm.lshr", "LShrOp"},
    {"llvm.mlir.addressof", "AddressOfOp"},
    {"llvm.mlir.constant", "ConstantOp"},
    {"llvm.mlir.global", "GlobalOp"},
    {"llvm.mlir.global_ctors", "GlobalCtorsOp"},
    {"llvm.mlir.global_dtors", "GlobalDtorsOp"},
    {"llvm.mlir.null", "NullOp"},
    {"llvm.mlir.undef", "UndefOp"},
    {"llvm.ptrtoint", "PtrToIntOp"},
    {"llvm.sdiv", "SDivOp"},
    {"llvm.sext", "SExtOp"},
    {"llvm.shufflevector", "ShuffleVectorOp"},
    {"llvm.sitofp", "SIToFPOp"},
    {"llvm.srem", "SRemOp"},
    {"llvm.udiv", "UDivOp"},
    {"llvm.uitofp", "UIToFPOp"},
    {"llvm.urem", "URemOp"},
    {"llvm.xor", "XOrOp"},
    {"llvm.zext", "ZExtOp"},
    {"llvm.intr.fmuladd", "FMulAddOp"},
    {"llvm.intr.fma", "FMAOp"},
    {"llvm.intr.fabs", "FAbsOp"},
    {"llvm.intr.memcpy", "MemcpyOp"},
    {"llvm.intr.memmove", "MemmoveOp"},
    {"llvm.intr.memset", "MemsetOp"},
    {"llvm.intr.bitreverse", "BitReverseOp"},
    {"llvm.intr.copysign", "CopySignOp"},
    {"llvm.intr.ctpop", "CtPopOp"},
    {"llvm.intr.masked.compressstore", "MaskedCompressStoreOp"},
    {"llvm.intr.masked.expandload", "MaskedExpandLoadOp"},
    {"llvm.intr.maxnum", "MaxNumOp"},
    {"llvm.intr.minnum", "MinNumOp"},
    {"llvm.intr.sadd.with.overflow", "SAddWithOverflowOp"},
    {"llvm.intr.smax", "SMaxOp"},
    {"llvm.intr.smin", "SMinOp"},
    {"llvm.intr.smul.with.overflow", "SMulWithOverflowOp"},
    {"llvm.intr.ssub.with.overflow", "SSubWithOverflowOp"},
    {"llvm.intr.stackrestore", "StackRestoreOp"},
    {"llvm.intr.stacksave", "StackSaveOp"},
    {"llvm.intr.uadd.with.overflow", "UAddWithOverflowOp"},
    {"llvm.intr.umul.with.overflow", "UMulWithOverflowOp"},
    {"llvm.intr.usub.with.overflow", "USubWithOverflowOp"},
    /* math */
    {"math.exp2", "Exp2Op"},
    {"math.expm1", "ExpM1Op"},
    {"math.log1p", "Log1pOp"},
    {"math.log10", "Log10Op"},
    {"math.log2", "Log2Op"},
    {"math.atan2", "Atan2Op"},
    {"math.powf", "PowFOp"},
    /* vector */
    {"vector.fma", "FMAOp"},
    {"vector.bitcast", "BitCastOp"},
    {"vector.reduction", "ReductionOp"},
    {"vector.extractelement", "ExtractElementOp"},
    {"vector.insertelement", "InsertElementOp"},
};

/* The class name of `op` (a "d.mnemonic" name) into buf. */
static void class_name(const char *op, char *buf, size_t cap) {
  for (size_t i = 0; i < sizeof(kClassNames) / sizeof(kClassNames[0]); ++i)
    if (strcmp(kClassNames[i].op, op) == 0) {
      snprintf(buf, cap, "%s", kClassNames[i].cls);
      return;
    }
  const char *m = strchr(op, '.');
  m = m ? m + 1 : op;
  /* llvm: llvm.mlir.x / llvm.intr.x name the op after x. */
  if (strncmp(op, "llvm.", 5) == 0) {
    if (strncmp(m, "mlir.", 5) == 0 || strncmp(m, "intr.", 5) == 0)
      m += 5;
  }
  size_t n = 0;
  bool up = true;
  for (; *m && n + 3 < cap; ++m) {
    if (*m == '_' || *m == '.') {
      up = true;
      continue;
    }
    buf[n++] = up ? (char)toupper((unsigned char)*m) : *m;
    up = false;
  }
  buf[n] = 0;
  snprintf(buf + n, cap - n, "Op");
}

/* ---- Python identifiers ------------------------------------------------- */

static const char *const kPyKeywords[] = {
    "False", "None",  "True",    "and",      "as",     "assert", "async",
    "await", "break", "class",   "continue", "def",    "del",    "elif",
    "else",  "except", "finally", "for",     "from",   "global", "if",
    "import", "in",   "is",      "lambda",   "nonlocal", "not",  "or",
    "pass",  "raise", "return",  "try",      "while",  "with",   "yield",
    /* names of the builder's own parameters and of OpView members that an
     * accessor must not hide */
    "loc", "ip", "operation", "build_generic", "self", "results", "operands",
    "attributes", "successors", "regions"};

static bool needs_suffix(const char *s) {
  for (size_t i = 0; i < sizeof(kPyKeywords) / sizeof(kPyKeywords[0]); ++i)
    if (strcmp(kPyKeywords[i], s) == 0)
      return true;
  return false;
}

/* The Python name of an ODS name (a keyword gets a trailing '_'). */
static void py_ident(const char *name, char *buf, size_t cap) {
  snprintf(buf, cap, "%s%s", name, needs_suffix(name) ? "_" : "");
}

/* ---- attributes ---------------------------------------------------------- */

typedef enum { ATTR_RAW, ATTR_UNIT, ATTR_CLASS } AttrKind;

/* How the accessor of an attribute wraps it: the Python class of its
 * constraint, "" for the plain Attribute. */
static const char *attr_py_class(CmContext *ctx, const CmAttrConstraint *c) {
  static const struct {
    const CmAttrConstraint *c;
    const char *cls;
  } known[] = {
      {&cm_ac_bool, "BoolAttr"},
      {&cm_ac_i32, "IntegerAttr"},
      {&cm_ac_i64, "IntegerAttr"},
      {&cm_ac_index, "IntegerAttr"},
      {&cm_ac_int, "IntegerAttr"},
      {&cm_ac_float, "FloatAttr"},
      {&cm_ac_string, "StringAttr"},
      {&cm_ac_symbol_name, "StringAttr"},
      {&cm_ac_flat_symbol_ref, "FlatSymbolRefAttr"},
      {&cm_ac_callee, "FlatSymbolRefAttr"},
      {&cm_ac_type, "TypeAttr"},
      {&cm_ac_function_type, "TypeAttr"},
      {&cm_ac_array, "ArrayAttr"},
      {&cm_ac_i64_array, "ArrayAttr"},
      {&cm_ac_dict, "DictAttr"},
      {&cm_ac_affine_map, "AffineMapAttr"},
      {&cm_ac_i32_elements, "DenseIntElementsAttr"},
      {&cm_ac_i64_elements, "DenseIntElementsAttr"},
  };
  if (!c)
    return "";
  for (size_t i = 0; i < sizeof(known) / sizeof(known[0]); ++i)
    if (known[i].c == c)
      return known[i].cls;
  /* A dialect's own constraint: by its storage type (enums are stored as
   * integer attributes, as in 13), else by its summary. */
  if (c->storage_type) {
    CmType *t = c->storage_type(ctx);
    if (t && (cm_type_is_integer(t, 0) || cm_type_is_index(t)))
      return "IntegerAttr";
    if (t && cm_type_is_float(t))
      return "FloatAttr";
  }
  if (c->summary) {
    if (strstr(c->summary, "integer attribute") &&
        !strstr(c->summary, "array") && !strstr(c->summary, "elements"))
      return "IntegerAttr";
    if (strstr(c->summary, "array attribute"))
      return "ArrayAttr";
    if (strcmp(c->summary, "string attribute") == 0)
      return "StringAttr";
    if (strcmp(c->summary, "any type attribute") == 0)
      return "TypeAttr";
  }
  return "";
}

/* ---- emitting ------------------------------------------------------------ */

typedef struct {
  FILE *f;
  CmContext *ctx;
} Out;

#define P(...) fprintf(o->f, __VA_ARGS__)

static void emit_header(Out *o, const char *dialect) {
  P("# Generated by cmlir-pyods-gen from cmlir's op tables; do not edit.\n");
  P("# The op classes of the '%s' dialect (docs/python-dialects.md).\n\n",
    dialect);
  P("from ._ods_common import _cext as _ods_cext\n");
  P("from ._ods_common import extend_opview_class as "
    "_ods_extend_opview_class, segmented_accessor as "
    "_ods_segmented_accessor, equally_sized_accessor as "
    "_ods_equally_sized_accessor, get_default_loc_context as "
    "_ods_get_default_loc_context, get_op_result_or_value as "
    "_get_op_result_or_value, get_op_results_or_values as "
    "_get_op_results_or_values\n");
  P("_ods_ir = _ods_cext.ir\n\n");
  P("import builtins\n\n");
  P("try:\n  from . import _%s_ops_ext as _ods_ext_module\n", dialect);
  P("except ImportError:\n  _ods_ext_module = None\n\n");
  P("@_ods_cext.register_dialect\nclass _Dialect(_ods_ir.Dialect):\n");
  P("  DIALECT_NAMESPACE = \"%s\"\n  pass\n\n", dialect);
}

/* A Python string literal of `s` (summaries are plain ASCII text). */
static void emit_str(Out *o, const char *s) {
  fputc('"', o->f);
  for (; s && *s; ++s) {
    if (*s == '"' || *s == '\\')
      fputc('\\', o->f);
    if (*s == '\n')
      fputs("\\n", o->f);
    else
      fputc(*s, o->f);
  }
  fputc('"', o->f);
}

static void emit_generic_op(Out *o, const CmOpDef *def, const char *cls) {
  P("@_ods_cext.register_operation(_Dialect)\n");
  P("@_ods_extend_opview_class(_ods_ext_module)\n");
  P("class %s(_ods_ir.OpView):\n", cls);
  P("  \"\"\"%s (no ODS description: generic builder).\"\"\"\n", def->name);
  P("  OPERATION_NAME = \"%s\"\n\n", def->name);
  P("  _ODS_REGIONS = (0, False)\n\n");
  P("  def __init__(self, results=None, operands=None, attributes=None, "
    "successors=None, regions=None, *, loc=None, ip=None):\n");
  P("    super().__init__(self.build_generic(\n");
  P("      results=results, operands=_get_op_results_or_values(operands) "
    "if operands is not None else None,\n");
  P("      attributes=attributes, successors=successors, regions=regions,\n");
  P("      loc=loc, ip=ip))\n\n");
}

/* Names of unnamed values: _gen_arg_N / _gen_res_N (as upstream). */
static void value_name(const CmOdsValue *v, const char *gen, unsigned i,
                       char *buf, size_t cap) {
  if (v->name && *v->name)
    py_ident(v->name, buf, cap);
  else
    snprintf(buf, cap, "_gen_%s_%u", gen, i);
}

/* Accessors of one group of values (operands or results). */
static void emit_value_accessors(Out *o, const CmOdsValue *vals, unsigned n,
                                 const char *kind, bool attr_sized,
                                 bool same_size, const char *seg_attr) {
  unsigned nvariadic = 0;
  for (unsigned i = 0; i < n; ++i)
    nvariadic += vals[i].arity != CM_ODS_ONE;
  unsigned var_before = 0;
  for (unsigned i = 0; i < n; ++i) {
    const CmOdsValue *v = &vals[i];
    if (!v->name || !*v->name) {
      var_before += v->arity != CM_ODS_ONE;
      continue;
    }
    char id[128];
    py_ident(v->name, id, sizeof(id));
    P("  @builtins.property\n  def %s(self):\n", id);
    if (nvariadic == 0) {
      P("    return self.operation.%ss[%u]\n\n", kind, i);
    } else if (attr_sized) {
      P("    %s_range = _ods_segmented_accessor(\n", kind);
      P("        self.operation.%ss,\n", kind);
      P("        self.operation.attributes[\"%s\"], %u)\n", seg_attr, i);
      if (v->arity == CM_ODS_ONE)
        P("    return %s_range[0]\n\n", kind);
      else if (v->arity == CM_ODS_OPTIONAL)
        P("    return %s_range[0] if len(%s_range) > 0 else None\n\n", kind,
          kind);
      else
        P("    return %s_range\n\n", kind);
    } else if (nvariadic == 1 || !same_size) {
      /* One variable-length group (or several without a size rule, which
       * the op's verifier rejects; treated as the first taking the rest). */
      if (v->arity != CM_ODS_ONE || var_before)
        P("    _ods_variadic_group_length = len(self.operation.%ss) - %u + 1\n",
          kind, n);
      if (v->arity == CM_ODS_ONE) {
        if (var_before)
          P("    return self.operation.%ss[%u + _ods_variadic_group_length - "
            "1]\n\n",
            kind, i);
        else
          P("    return self.operation.%ss[%u]\n\n", kind, i);
      } else if (v->arity == CM_ODS_OPTIONAL) {
        P("    return self.operation.%ss[%u] if _ods_variadic_group_length "
          "> 0 else None\n\n",
          kind, i);
      } else {
        P("    return self.operation.%ss[%u:%u + "
          "_ods_variadic_group_length]\n\n",
          kind, i, i);
      }
    } else {
      P("    start, pg = _ods_equally_sized_accessor(self.operation.%ss, "
        "%u, %u, %u, %u)\n",
        kind, nvariadic, i - var_before, var_before, n - nvariadic);
      if (v->arity == CM_ODS_ONE)
        P("    return self.operation.%ss[start]\n\n", kind);
      else if (v->arity == CM_ODS_OPTIONAL)
        P("    return self.operation.%ss[start] if pg > 0 else None\n\n",
          kind);
      else
        P("    return self.operation.%ss[start:start + pg]\n\n", kind);
    }
    var_before += v->arity != CM_ODS_ONE;
  }
}

static bool is_unit_attr(const CmOdsAttr *a) {
  return a->constraint == &cm_ac_unit;
}

/* Whether `name` names a value or attribute of the op already. */
static bool name_taken(const CmOdsOp *ods, const char *name) {
  for (unsigned i = 0; i < ods->num_operands; ++i)
    if (ods->operands[i].name && strcmp(ods->operands[i].name, name) == 0)
      return true;
  for (unsigned i = 0; i < ods->num_results; ++i)
    if (ods->results[i].name && strcmp(ods->results[i].name, name) == 0)
      return true;
  for (unsigned i = 0; i < ods->num_attrs; ++i)
    if (strcmp(ods->attrs[i].name, name) == 0)
      return true;
  return false;
}

static void emit_segments(Out *o, const char *what, const CmOdsValue *v,
                          unsigned n) {
  /* 13's spec: 1 a single value, 0 an optional one, -1 a variadic group. */
  P("  _ODS_%s_SEGMENTS = [", what);
  for (unsigned i = 0; i < n; ++i)
    P("%s%s", i ? "," : "",
      v[i].arity == CM_ODS_ONE ? "1"
                               : v[i].arity == CM_ODS_OPTIONAL ? "0" : "-1");
  P("]\n\n");
}

/* ---- builder parameters ------------------------------------------------- */

typedef struct {
  enum { PARAM_RESULT, PARAM_OPERAND, PARAM_ATTR, PARAM_SUCCESSOR } kind;
  unsigned idx;
  bool optional; /* may be None */
} Param;

/* Ops whose ODS arguments put attributes before operands (upstream's
 * builders follow the declaration order): the names in that order. */
static const struct {
  const char *op, *order;
} kArgOrder[] = {
    {"std.call", "callee,operands"},
    {"std.cmpf", "predicate,lhs,rhs"},
    {"std.cmpi", "predicate,lhs,rhs"},
    {"std.atomic_rmw", "kind,value,memref,indices"},
    {"affine.apply", "map,mapOperands"},
    {"affine.max", "map,operands"},
    {"affine.min", "map,operands"},
    {"llvm.call", "callee,operands"},
    {"llvm.icmp", "predicate,lhs,rhs"},
    {"llvm.fcmp", "predicate,lhs,rhs"},
    {"llvm.atomicrmw", "bin_op,ptr,val,ordering"},
};

static bool attr_optional(const CmOdsAttr *a) {
  return a->optional || a->default_value || a->constraint == &cm_ac_unit;
}

static bool param_used(const Param *ps, unsigned n, int kind, unsigned idx) {
  for (unsigned i = 0; i < n; ++i)
    if ((int)ps[i].kind == kind && ps[i].idx == idx)
      return true;
  return false;
}

static unsigned builder_params(const CmOpDef *def, const CmOdsOp *ods,
                               Param *ps, unsigned cap) {
  unsigned n = 0;
  for (unsigned i = 0; i < ods->num_results && n < cap; ++i)
    ps[n++] = (Param){PARAM_RESULT, i,
                      ods->results[i].arity == CM_ODS_OPTIONAL};
  const char *order = NULL;
  for (size_t i = 0; i < sizeof(kArgOrder) / sizeof(kArgOrder[0]); ++i)
    if (strcmp(kArgOrder[i].op, def->name) == 0)
      order = kArgOrder[i].order;
  while (order && *order && n < cap) {
    size_t len = strcspn(order, ",");
    for (unsigned i = 0; i < ods->num_operands; ++i)
      if (ods->operands[i].name && strlen(ods->operands[i].name) == len &&
          strncmp(ods->operands[i].name, order, len) == 0 &&
          !param_used(ps, n, PARAM_OPERAND, i))
        ps[n++] = (Param){PARAM_OPERAND, i,
                          ods->operands[i].arity == CM_ODS_OPTIONAL};
    for (unsigned i = 0; i < ods->num_attrs && n < cap; ++i)
      if (strlen(ods->attrs[i].name) == len &&
          strncmp(ods->attrs[i].name, order, len) == 0 &&
          !param_used(ps, n, PARAM_ATTR, i))
        ps[n++] = (Param){PARAM_ATTR, i, attr_optional(&ods->attrs[i])};
    order += len;
    if (*order == ',')
      ++order;
  }
  for (unsigned i = 0; i < ods->num_operands && n < cap; ++i)
    if (!param_used(ps, n, PARAM_OPERAND, i))
      ps[n++] = (Param){PARAM_OPERAND, i,
                        ods->operands[i].arity == CM_ODS_OPTIONAL};
  for (unsigned i = 0; i < ods->num_attrs && n < cap; ++i)
    if (!param_used(ps, n, PARAM_ATTR, i))
      ps[n++] = (Param){PARAM_ATTR, i, attr_optional(&ods->attrs[i])};
  for (unsigned i = 0; i < ods->num_successors && n < cap; ++i)
    ps[n++] = (Param){PARAM_SUCCESSOR, i, false};
  return n;
}

static void param_name(const CmOdsOp *ods, const Param *p, char *buf,
                       size_t cap) {
  switch (p->kind) {
  case PARAM_RESULT:
    value_name(&ods->results[p->idx], "res", p->idx, buf, cap);
    break;
  case PARAM_OPERAND:
    value_name(&ods->operands[p->idx], "arg", p->idx, buf, cap);
    break;
  case PARAM_ATTR:
    py_ident(ods->attrs[p->idx].name, buf, cap);
    break;
  case PARAM_SUCCESSOR:
    py_ident(ods->successors[p->idx].name, buf, cap);
    break;
  }
}

static void emit_ods_op(Out *o, const CmOpDef *def, const CmOdsOp *ods,
                        const char *cls) {
  bool opnd_sized = def->traits & CM_TRAIT_ATTR_SIZED_OPERAND_SEGMENTS;
  bool res_sized = def->traits & CM_TRAIT_ATTR_SIZED_RESULT_SEGMENTS;
  bool opnd_same = def->traits & CM_TRAIT_SAME_VARIADIC_OPERAND_SIZE;
  bool res_same = def->traits & CM_TRAIT_SAME_VARIADIC_RESULT_SIZE;
  char id[128];

  P("@_ods_cext.register_operation(_Dialect)\n");
  P("@_ods_extend_opview_class(_ods_ext_module)\n");
  P("class %s(_ods_ir.OpView):\n", cls);
  if (ods->summary && *ods->summary) {
    P("  __doc__ = ");
    emit_str(o, ods->summary);
    P("\n");
  }
  P("  OPERATION_NAME = \"%s\"\n\n", def->name);
  if (opnd_sized)
    emit_segments(o, "OPERAND", ods->operands, ods->num_operands);
  if (res_sized)
    emit_segments(o, "RESULT", ods->results, ods->num_results);
  bool var_regions = false;
  unsigned fixed_regions = 0;
  for (unsigned i = 0; i < ods->num_regions; ++i) {
    if (ods->regions[i].variadic)
      var_regions = true;
    else
      ++fixed_regions;
  }
  P("  _ODS_REGIONS = (%u, %s)\n\n", fixed_regions,
    var_regions ? "False" : "True");

  /* The builder: results, operands and attributes (in the op's ODS
   * argument order where it interleaves them), successors; trailing
   * optional ones default to None. */
  Param params[64];
  unsigned np = builder_params(def, ods, params, 64);
  unsigned first_default = np;
  while (first_default > 0 && params[first_default - 1].optional)
    --first_default;
  P("  def __init__(self");
  for (unsigned k = 0; k < np; ++k) {
    param_name(ods, &params[k], id, sizeof(id));
    P(", %s%s", id, k >= first_default ? "=None" : "");
  }
  if (var_regions)
    P(", *, regions=None, loc=None, ip=None):\n");
  else
    P(", *, loc=None, ip=None):\n");
  P("    operands = []\n    results = []\n    attributes = {}\n");
  if (ods->num_successors)
    P("    successors = []\n");
  for (unsigned i = 0; i < ods->num_results; ++i) {
    const CmOdsValue *v = &ods->results[i];
    value_name(v, "res", i, id, sizeof(id));
    if (res_sized)
      P("    results.append(%s)\n", id);
    else if (v->arity == CM_ODS_VARIADIC)
      P("    results.extend(%s)\n", id);
    else if (v->arity == CM_ODS_OPTIONAL)
      P("    if %s is not None: results.append(%s)\n", id, id);
    else
      P("    results.append(%s)\n", id);
  }
  for (unsigned i = 0; i < ods->num_operands; ++i) {
    const CmOdsValue *v = &ods->operands[i];
    value_name(v, "arg", i, id, sizeof(id));
    if (v->arity == CM_ODS_VARIADIC)
      P("    operands.%s(_get_op_results_or_values(%s))\n",
        opnd_sized ? "append" : "extend", id);
    else if (v->arity == CM_ODS_OPTIONAL && opnd_sized)
      P("    operands.append(_get_op_result_or_value(%s) if %s is not None "
        "else None)\n",
        id, id);
    else if (v->arity == CM_ODS_OPTIONAL)
      P("    if %s is not None: operands.append(_get_op_result_or_value(%s))"
        "\n",
        id, id);
    else
      P("    operands.append(_get_op_result_or_value(%s))\n", id);
  }
  for (unsigned i = 0; i < ods->num_attrs; ++i) {
    const CmOdsAttr *a = &ods->attrs[i];
    py_ident(a->name, id, sizeof(id));
    if (is_unit_attr(a))
      P("    if bool(%s): attributes[\"%s\"] = _ods_ir.UnitAttr.get(\n"
        "      _ods_get_default_loc_context(loc))\n",
        id, a->name);
    else if (a->optional || a->default_value)
      P("    if %s is not None: attributes[\"%s\"] = %s\n", id, a->name, id);
    else
      P("    attributes[\"%s\"] = %s\n", a->name, id);
  }
  for (unsigned i = 0; i < ods->num_successors; ++i) {
    py_ident(ods->successors[i].name, id, sizeof(id));
    if (ods->successors[i].variadic)
      P("    successors.extend(%s)\n", id);
    else
      P("    successors.append(%s)\n", id);
  }
  P("    super().__init__(self.build_generic(\n");
  P("      attributes=attributes, results=results, operands=operands,\n");
  if (ods->num_successors)
    P("      successors=successors,\n");
  if (var_regions)
    P("      regions=regions,\n");
  P("      loc=loc, ip=ip))\n\n");

  /* Accessors. */
  emit_value_accessors(o, ods->operands, ods->num_operands, "operand",
                       opnd_sized, opnd_same, "operand_segment_sizes");
  emit_value_accessors(o, ods->results, ods->num_results, "result", res_sized,
                       res_same, "result_segment_sizes");
  for (unsigned i = 0; i < ods->num_attrs; ++i) {
    const CmOdsAttr *a = &ods->attrs[i];
    py_ident(a->name, id, sizeof(id));
    bool optional = a->optional || a->default_value;
    P("  @builtins.property\n  def %s(self):\n", id);
    if (is_unit_attr(a)) {
      P("    return \"%s\" in self.operation.attributes\n\n", a->name);
    } else {
      const char *pc = attr_py_class(o->ctx, a->constraint);
      if (optional)
        P("    if \"%s\" not in self.operation.attributes:\n"
          "      return None\n",
          a->name);
      if (*pc)
        P("    return _ods_ir.%s(self.operation.attributes[\"%s\"])\n\n", pc,
          a->name);
      else
        P("    return self.operation.attributes[\"%s\"]\n\n", a->name);
    }
    /* Setter (and deleter for optional attributes), as upstream. */
    P("  @%s.setter\n  def %s(self, value):\n", id, id);
    if (is_unit_attr(a)) {
      P("    if bool(value):\n      self.operation.attributes[\"%s\"] = "
        "_ods_ir.UnitAttr.get()\n",
        a->name);
      P("    elif \"%s\" in self.operation.attributes:\n"
        "      del self.operation.attributes[\"%s\"]\n\n",
        a->name, a->name);
    } else if (optional) {
      P("    if value is not None:\n"
        "      self.operation.attributes[\"%s\"] = value\n"
        "    elif \"%s\" in self.operation.attributes:\n"
        "      del self.operation.attributes[\"%s\"]\n\n",
        a->name, a->name, a->name);
      P("  @%s.deleter\n  def %s(self):\n"
        "    del self.operation.attributes[\"%s\"]\n\n",
        id, id, a->name);
    } else {
      P("    if value is None:\n      raise ValueError(\"'None' not allowed "
        "as value for mandatory attributes\")\n"
        "    self.operation.attributes[\"%s\"] = value\n\n",
        a->name);
    }
  }
  for (unsigned i = 0; i < ods->num_regions; ++i) {
    const CmOdsRegion *r = &ods->regions[i];
    if (!r->name || !*r->name || name_taken(ods, r->name))
      continue;
    py_ident(r->name, id, sizeof(id));
    P("  @builtins.property\n  def %s(self):\n", id);
    if (r->variadic)
      P("    return self.regions[%u:]\n\n", i);
    else
      P("    return self.regions[%u]\n\n", i);
  }
}

static int emit_dialect(CmContext *ctx, const char *dialect, FILE *f,
                        int mode) {
  char prefix[128];
  snprintf(prefix, sizeof(prefix), "%s.", dialect);
  OpList l = {.prefix = prefix, .len = strlen(prefix)};
  cm_context_for_each_op_def(ctx, collect, &l);
  if (l.n)
    qsort(l.defs, l.n, sizeof(*l.defs), by_name);
  Out o = {f, ctx};
  if (mode == 0)
    emit_header(&o, dialect);
  for (size_t i = 0; i < l.n; ++i) {
    const CmOpDef *def = l.defs[i];
    char cls[128];
    class_name(def->name, cls, sizeof(cls));
    /* Two ops of a dialect with the same class name (a name missing from
     * kClassNames): the later one gets a number, and a warning. */
    for (size_t j = 0; j < i; ++j) {
      char other[128];
      class_name(l.defs[j]->name, other, sizeof(other));
      if (strcmp(other, cls) == 0) {
        fprintf(stderr,
                "cmlir-pyods-gen: warning: %s and %s are both %s; the "
                "second is %s%zu (add it to kClassNames)\n",
                l.defs[j]->name, def->name, cls, cls, i);
        size_t len = strlen(cls);
        snprintf(cls + len, sizeof(cls) - len, "%zu", i);
        break;
      }
    }
    if (mode == 1)
      fprintf(f, "%s %s %s\n", def->name, cls, def->ods ? "ods" : "generic");
    else if (mode == 2 && !def->ods)
      fprintf(f, "- `%s` (`%s.%s`)\n", def->name, dialect, cls);
    else if (mode == 0 && def->ods)
      emit_ods_op(&o, def, def->ods, cls);
    else if (mode == 0)
      emit_generic_op(&o, def, cls);
  }
  free(l.defs);
  return 0;
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: cmlir-pyods-gen (OUTDIR | --list | --gaps) "
                    "DIALECT...\n");
    return 2;
  }
  int mode = strcmp(argv[1], "--list") == 0   ? 1
             : strcmp(argv[1], "--gaps") == 0 ? 2
                                              : 0;
  CmContext *ctx = cm_context_create();
  cm_register_all_dialects(ctx);
  int rc = 0;
  for (int i = 2; i < argc && rc == 0; ++i) {
    if (mode != 0) {
      rc = emit_dialect(ctx, argv[i], stdout, mode);
      continue;
    }
    char path[4096];
    snprintf(path, sizeof(path), "%s/_%s_ops_gen.py", argv[1], argv[i]);
    FILE *f = fopen(path, "w");
    if (!f) {
      fprintf(stderr, "cmlir-pyods-gen: cannot write %s: %s\n", path,
              strerror(errno));
      rc = 1;
      break;
    }
    rc = emit_dialect(ctx, argv[i], f, mode);
    if (fclose(f) != 0)
      rc = 1;
  }
  cm_context_destroy(ctx);
  return rc;
}
