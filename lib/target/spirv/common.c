/* common.c - lookups shared by the SPIR-V serializer and deserializer:
 * op rows by opcode, attribute encodings, decoration names. */
#include "spirv_binary.h"

#include <ctype.h>
#include <pthread.h>

/* Op rows sorted by (ext set, opcode) once, for the deserializer. */
typedef struct {
  const CmSpvOpInfo *row;
} RowRef;
static RowRef *by_code;
static unsigned num_by_code;
/* by opcode, per set rank (core, GLSL.std.450, OpenCL.std) */
static const CmSpvOpInfo **direct[3];
static uint32_t direct_len[3];

static int set_rank(const char *s) {
  if (!s)
    return 0;
  return strcmp(s, "GLSL.std.450") == 0 ? 1 : 2;
}

static int cmp_rows(const void *a, const void *b) {
  const CmSpvOpInfo *x = ((const RowRef *)a)->row, *y = ((const RowRef *)b)->row;
  int rx = set_rank(x->ext_set), ry = set_rank(y->ext_set);
  if (rx != ry)
    return rx - ry;
  return (int)x->opcode - (int)y->opcode;
}

static void build(void) {
  unsigned ns = 0, nf = 0;
  const CmSpvOpInfo *s = cm_spv_structure_op_info(&ns);
  const CmSpvOpInfo *f = cm_spv_family_op_info(&nf);
  by_code = cm_xmalloc((ns + nf + 1) * sizeof *by_code);
  for (unsigned i = 0; i < ns; i++)
    if (s[i].opcode)
      by_code[num_by_code++].row = &s[i];
  for (unsigned i = 0; i < nf; i++)
    if (f[i].opcode || f[i].ext_set)
      by_code[num_by_code++].row = &f[i];
  qsort(by_code, num_by_code, sizeof *by_code, cmp_rows);
  /* direct tables per set: the row the binary search below would find
   * (the first of the sorted rows with that opcode) */
  for (unsigned i = 0; i < num_by_code; i++) {
    int rank = set_rank(by_code[i].row->ext_set);
    if ((uint32_t)by_code[i].row->opcode + 1 > direct_len[rank])
      direct_len[rank] = (uint32_t)by_code[i].row->opcode + 1;
  }
  for (int r = 0; r < 3; r++)
    direct[r] = cm_xcalloc(direct_len[r] ? direct_len[r] : 1,
                           sizeof *direct[r]);
  for (unsigned i = 0; i < num_by_code; i++) {
    const CmSpvOpInfo *row = by_code[i].row;
    int rank = set_rank(row->ext_set);
    if (!direct[rank][row->opcode])
      direct[rank][row->opcode] = row;
  }
}

const CmSpvOpInfo *cm_spirv_op_by_opcode(uint32_t opcode, const char *ext_set) {
  static pthread_once_t once = PTHREAD_ONCE_INIT;
  pthread_once(&once, build);
  int rank = set_rank(ext_set);
  if (ext_set && rank == 2 && strcmp(ext_set, "OpenCL.std") != 0)
    return NULL;
  /* Several ops may share an opcode (spv.GlobalVariable and spv.Variable):
   * the structure code handles those before asking. */
  return opcode < direct_len[rank] ? direct[rank][opcode] : NULL;
}

const CmSpvOpInfo *cm_spirv_op_by_name(const char *name) {
  return cm_spv_op_info(name);
}

SpvAttrEnc cm_spirv_attr_encoding(const char *name) {
  if (!strcmp(name, "indices") || !strcmp(name, "components"))
    return SPV_ATTR_LITERAL_ARRAY;
  if (!strcmp(name, "type"))
    return SPV_ATTR_TYPE_ID;
  if (strstr(name, "scope") || strstr(name, "semantics"))
    return SPV_ATTR_CONST_ID;
  return SPV_ATTR_LITERAL;
}

SpvAttrPos cm_spirv_attr_position(const char *op_name, const CmOdsOp *ods) {
  if (!ods || !ods->num_attrs)
    return SPV_ATTRS_LAST;
  if (!strncmp(op_name, "spv.Atomic", 10))
    return SPV_ATTRS_AFTER_FIRST;
  if (cm_spirv_attr_encoding(ods->attrs[0].name) == SPV_ATTR_CONST_ID)
    return SPV_ATTRS_FIRST;
  return SPV_ATTRS_LAST;
}

bool cm_spirv_decoration_of_attr(CmStr name, uint32_t *deco) {
  char camel[64];
  size_t n = 0;
  bool up = true;
  for (size_t i = 0; i < name.len; i++) {
    char c = name.data[i];
    if (c == '_') {
      up = true;
      continue;
    }
    if (n + 1 >= sizeof camel)
      return false;
    camel[n++] = up ? (char)toupper((unsigned char)c) : c;
    up = false;
  }
  return cm_spv_enum_symbolize(CM_SPV_E_Decoration, (CmStr){camel, n}, deco);
}

void cm_spirv_attr_of_decoration(uint32_t deco, CmBuf *out) {
  const char *s = cm_spv_enum_str(CM_SPV_E_Decoration, deco);
  if (!s)
    return;
  for (size_t i = 0; s[i]; i++) {
    char c = s[i];
    if (isupper((unsigned char)c)) {
      if (i)
        cm_buf_putc(out, '_');
      cm_buf_putc(out, (char)tolower((unsigned char)c));
    } else {
      cm_buf_putc(out, c);
    }
  }
}

bool cm_spirv_words_from_bytes(const unsigned char *bytes, size_t n,
                               uint32_t **words, size_t *num_words,
                               CmLoc *loc) {
  *words = NULL;
  *num_words = 0;
  if (n % 4) {
    cm_emit_error(loc, "SPIR-V binary module must contain integral number of "
                       "32-bit words");
    return false;
  }
  uint32_t *w = cm_xmalloc(n ? n : 4);
  for (size_t i = 0; i < n / 4; i++)
    w[i] = (uint32_t)bytes[4 * i] | (uint32_t)bytes[4 * i + 1] << 8 |
           (uint32_t)bytes[4 * i + 2] << 16 | (uint32_t)bytes[4 * i + 3] << 24;
  *words = w;
  *num_words = n / 4;
  return true;
}
