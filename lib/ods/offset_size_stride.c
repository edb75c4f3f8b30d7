/* offset_size_stride.c - the verifier of 13's OffsetSizeAndStrideOpInterface
 * (memref.subview, memref.reinterpret_cast, tensor.extract_slice,
 * tensor.insert_slice, ...): three mixed lists of static values and
 * dynamic operands, checked for matching ranks and for one operand per
 * dynamic entry. */
#include "cmlir/ods.h"

/* 13's verifyListOfOperandsOrIntegers. */
static CmResult verify_list(CmOp *op, const char *name, unsigned max,
                            const CmOdsMixedList *l, int64_t dyn) {
  if (l->len > max)
    return cm_op_emit_plain_error(op, "expected <= %u %s values", max, name);
  unsigned expect = 0;
  for (size_t i = 0; i < l->len; i++)
    if (l->vals[i] == dyn)
      expect++;
  if (l->num_dynamic != expect)
    return cm_op_emit_plain_error(op, "expected %u dynamic %s values", expect,
                                  name);
  return CM_SUCCESS;
}

CmResult cm_ods_verify_offset_size_stride(CmOp *op,
                                          const CmOdsMixedList lists[3],
                                          const unsigned max[3]) {
  const CmOdsMixedList *offs = &lists[0], *sizes = &lists[1],
                       *strides = &lists[2];
  if (!(offs->len == 1 && max[0] == 1) && offs->len != sizes->len)
    return cm_op_emit_plain_error(
        op,
        "expected mixed offsets rank to match mixed sizes rank (%zu vs %zu) "
        "so the rank of the result type is well-formed.",
        offs->len, sizes->len);
  if (sizes->len != strides->len)
    return cm_op_emit_plain_error(
        op,
        "expected mixed sizes rank to match mixed strides rank (%zu vs %zu) "
        "so the rank of the result type is well-formed.",
        sizes->len, strides->len);
  if (cm_failed(verify_list(op, "offset", max[0], offs,
                            CM_DYNAMIC_STRIDE_OR_OFFSET)) ||
      cm_failed(verify_list(op, "size", max[1], sizes, CM_DYNAMIC_SIZE)) ||
      cm_failed(verify_list(op, "stride", max[2], strides,
                            CM_DYNAMIC_STRIDE_OR_OFFSET)))
    return CM_FAILURE;
  return CM_SUCCESS;
}
