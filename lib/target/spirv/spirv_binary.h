/* spirv_binary.h - what the SPIR-V serializer and deserializer share:
 * word vectors, the opcodes the structure code needs, the op table lookups
 * by opcode, the encoding rules of the family ops' attributes. */
#ifndef CMLIR_LIB_TARGET_SPIRV_BINARY_H
#define CMLIR_LIB_TARGET_SPIRV_BINARY_H

#include "../../dialect/spirv/spirv_internal.h"
#include "cmlir/ods.h"
#include "cmlir/target/spirv.h"

#include <stdint.h>
#include <string.h>

#define SPV_MAGIC 0x07230203u
#define SPV_GENERATOR 22u /* what 13 writes (spirv-dis: "Khronos; 22") */

enum {
  SPV_OpNop = 0,
  SPV_OpUndef = 1,
  SPV_OpSourceContinued = 2,
  SPV_OpSource = 3,
  SPV_OpSourceExtension = 4,
  SPV_OpName = 5,
  SPV_OpMemberName = 6,
  SPV_OpString = 7,
  SPV_OpLine = 8,
  SPV_OpExtension = 10,
  SPV_OpExtInstImport = 11,
  SPV_OpExtInst = 12,
  SPV_OpMemoryModel = 14,
  SPV_OpEntryPoint = 15,
  SPV_OpExecutionMode = 16,
  SPV_OpCapability = 17,
  SPV_OpTypeVoid = 19,
  SPV_OpTypeBool = 20,
  SPV_OpTypeInt = 21,
  SPV_OpTypeFloat = 22,
  SPV_OpTypeVector = 23,
  SPV_OpTypeMatrix = 24,
  SPV_OpTypeImage = 25,
  SPV_OpTypeSampledImage = 27,
  SPV_OpTypeArray = 28,
  SPV_OpTypeRuntimeArray = 29,
  SPV_OpTypeStruct = 30,
  SPV_OpTypePointer = 32,
  SPV_OpTypeFunction = 33,
  SPV_OpTypeForwardPointer = 39,
  SPV_OpConstantTrue = 41,
  SPV_OpConstantFalse = 42,
  SPV_OpConstant = 43,
  SPV_OpConstantComposite = 44,
  SPV_OpConstantNull = 46,
  SPV_OpSpecConstantTrue = 48,
  SPV_OpSpecConstantFalse = 49,
  SPV_OpSpecConstant = 50,
  SPV_OpSpecConstantComposite = 51,
  SPV_OpSpecConstantOp = 52,
  SPV_OpFunction = 54,
  SPV_OpFunctionParameter = 55,
  SPV_OpFunctionEnd = 56,
  SPV_OpFunctionCall = 57,
  SPV_OpVariable = 59,
  SPV_OpLoad = 61,
  SPV_OpStore = 62,
  SPV_OpCopyMemory = 63,
  SPV_OpAccessChain = 65,
  SPV_OpDecorate = 71,
  SPV_OpMemberDecorate = 72,
  SPV_OpPhi = 245,
  SPV_OpLoopMerge = 246,
  SPV_OpSelectionMerge = 247,
  SPV_OpLabel = 248,
  SPV_OpBranch = 249,
  SPV_OpBranchConditional = 250,
  SPV_OpReturn = 253,
  SPV_OpReturnValue = 254,
  SPV_OpUnreachable = 255,
  SPV_OpNoLine = 317,
  SPV_OpModuleProcessed = 330,
  SPV_OpTypeCooperativeMatrixNV = 5358,
};

enum { /* decorations the structure code names */
  SPV_DecoSpecId = 1,
  SPV_DecoBlock = 2,
  SPV_DecoArrayStride = 6,
  SPV_DecoBuiltIn = 11,
  SPV_DecoOffset = 35,
};

typedef struct SpvWords {
  uint32_t *data;
  size_t len, cap;
} SpvWords;

static inline void spv_words_push(SpvWords *w, uint32_t x) {
  if (w->len == w->cap)
    cm_grow((void **)&w->data, &w->cap, w->len + 1, sizeof *w->data);
  w->data[w->len++] = x;
}
static inline void spv_words_append(SpvWords *w, const uint32_t *x, size_t n) {
  if (w->len + n > w->cap)
    cm_grow((void **)&w->data, &w->cap, w->len + n, sizeof *w->data);
  if (n)
    memcpy(w->data + w->len, x, n * sizeof *x);
  w->len += n;
}
static inline void spv_words_free(SpvWords *w) {
  free(w->data);
  w->data = NULL;
  w->len = w->cap = 0;
}

/* The op row of an opcode (ext_set NULL) or of an extended instruction of
 * the named set; NULL when the dialect has no such op. */
const CmSpvOpInfo *cm_spirv_op_by_opcode(uint32_t opcode, const char *ext_set);
/* The row of an op name, or NULL. */
const CmSpvOpInfo *cm_spirv_op_by_name(const char *name);

/* How an attribute of a family op is encoded (13's generated
 * (de)serializers): scopes and memory semantics as the <id> of an i32
 * constant, `type` as a type <id>, integer arrays as trailing literals,
 * other integers as one literal. */
typedef enum {
  SPV_ATTR_LITERAL,
  SPV_ATTR_CONST_ID,
  SPV_ATTR_TYPE_ID,
  SPV_ATTR_LITERAL_ARRAY,
} SpvAttrEnc;
SpvAttrEnc cm_spirv_attr_encoding(const char *name);
/* Whether the op's attributes come before its operands (scoped ops), or
 * after the first operand (atomics); otherwise after all operands. */
typedef enum { SPV_ATTRS_LAST, SPV_ATTRS_FIRST, SPV_ATTRS_AFTER_FIRST } SpvAttrPos;
SpvAttrPos cm_spirv_attr_position(const char *op_name, const CmOdsOp *ods);

/* snake_case attribute name <-> Decoration value (binding <-> Binding). */
bool cm_spirv_decoration_of_attr(CmStr name, uint32_t *deco);
void cm_spirv_attr_of_decoration(uint32_t deco, CmBuf *out);

#endif
