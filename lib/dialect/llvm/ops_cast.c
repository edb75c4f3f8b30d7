/* ops_cast.c - the casts of the LLVM dialect (MLIR 13): bitcast,
 * addrspacecast, inttoptr, ptrtoint, sext, zext, trunc, fpext, fptrunc,
 * fptosi, fptoui, sitofp, uitofp.  All share the format
 * `$arg attr-dict : type($arg) to type($res)`; they differ in the type
 * constraints of the operand and the result. */
#include "llvm_internal.h"

/* LLVM_AnyNonAggregate: anything but llvm structs and arrays. */
static bool pred_non_aggregate(const CmType *t, const void *arg) {
  (void)arg;
  int id = cm_llvm_type_id(t);
  return id != CM_LLVM_STRUCT && id != CM_LLVM_STRUCT_ID &&
         id != CM_LLVM_ARRAY;
}
static const CmTypeConstraint tc_non_aggregate = {
    "LLVM non-aggregate type", pred_non_aggregate, NULL, NULL};

#define CAST_FORMAT "$arg attr-dict `:` type($arg) `to` type($res)"

#define CAST_ODS(id, summ, arg_tc, res_tc)                                     \
  static const CmOdsValue id##_operands[] = {{"arg", CM_ODS_ONE, arg_tc}};     \
  static const CmOdsValue id##_results[] = {{"res", CM_ODS_ONE, res_tc}};      \
  static const CmOdsOp id##_ods = {.summary = summ,                            \
                                   CM_ODS_OPERANDS(id##_operands),             \
                                   CM_ODS_RESULTS(id##_results),               \
                                   .format = CAST_FORMAT}

CAST_ODS(bitcast, "LLVM bitcast operation", &tc_non_aggregate,
         &tc_non_aggregate);
CAST_ODS(addrspacecast, "LLVM addrspacecast operation",
         &cm_llvm_tc_ptr_or_vec, &cm_llvm_tc_ptr_or_vec);
CAST_ODS(inttoptr, "LLVM inttoptr operation", &cm_llvm_tc_int_or_vec,
         &cm_llvm_tc_ptr_or_vec);
CAST_ODS(ptrtoint, "LLVM ptrtoint operation", &cm_llvm_tc_ptr_or_vec,
         &cm_llvm_tc_int_or_vec);
CAST_ODS(int_int, "LLVM integer cast operation", &cm_llvm_tc_int_or_vec,
         &cm_llvm_tc_int_or_vec);
CAST_ODS(fp_fp, "LLVM floating point cast operation",
         &cm_llvm_tc_float_or_vec, &cm_llvm_tc_float_or_vec);
CAST_ODS(fp_int, "LLVM floating point to integer cast operation",
         &cm_llvm_tc_float_or_vec, &cm_llvm_tc_int_or_vec);
CAST_ODS(int_fp, "LLVM integer to floating point cast operation",
         &cm_llvm_tc_int_or_vec, &cm_llvm_tc_float_or_vec);

#define CAST(n, def)                                                           \
  { .name = "llvm." n, .traits = CM_TRAIT_NO_SIDE_EFFECT, .ods = &def }

static const CmOpDef cast_ops[] = {
    CAST("bitcast", bitcast_ods),   CAST("addrspacecast", addrspacecast_ods),
    CAST("inttoptr", inttoptr_ods), CAST("ptrtoint", ptrtoint_ods),
    CAST("sext", int_int_ods),      CAST("zext", int_int_ods),
    CAST("trunc", int_int_ods),     CAST("fpext", fp_fp_ods),
    CAST("fptrunc", fp_fp_ods),     CAST("fptosi", fp_int_ods),
    CAST("fptoui", fp_int_ods),     CAST("sitofp", int_fp_ods),
    CAST("uitofp", int_fp_ods),
};

void cm_llvm_register_cast_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, cast_ops, CM_ODS_ARRAY_LEN(cast_ops));
}
