/* enums.c - lookups over the enum tables of enums_gen.c. */
#include "spirv_internal.h"

#include <string.h>

const CmSpvEnumCase *cm_spv_enum_case(CmSpvEnumKind k, uint32_t value) {
  const CmSpvEnum *e = &cm_spv_enums[k];
  for (unsigned i = 0; i < e->num; i++)
    if (e->cases[i].value == value)
      return &e->cases[i];
  return NULL;
}

const char *cm_spv_enum_str(CmSpvEnumKind k, uint32_t value) {
  const CmSpvEnumCase *c = cm_spv_enum_case(k, value);
  return c ? c->name : NULL;
}

static bool lookup_one(const CmSpvEnum *e, CmStr s, uint32_t *out) {
  for (unsigned i = 0; i < e->num; i++)
    if (cm_str_eq_c(s, e->cases[i].name)) {
      *out = e->cases[i].value;
      return true;
    }
  return false;
}

bool cm_spv_enum_symbolize(CmSpvEnumKind k, CmStr s, uint32_t *out) {
  const CmSpvEnum *e = &cm_spv_enums[k];
  if (!e->is_bit)
    return lookup_one(e, s, out);
  if (cm_str_eq_c(s, "None")) {
    *out = 0;
    return true;
  }
  uint32_t v = 0;
  size_t start = 0;
  for (size_t i = 0; i <= s.len; i++) {
    if (i < s.len && s.data[i] != '|')
      continue;
    CmStr part = {s.data + start, i - start};
    uint32_t bit;
    if (cm_str_eq_c(part, "None") || !lookup_one(e, part, &bit))
      return false;
    v |= bit;
    start = i + 1;
  }
  *out = v;
  return true;
}

bool cm_spv_enum_print(CmSpvEnumKind k, uint32_t value, CmBuf *out) {
  const CmSpvEnum *e = &cm_spv_enums[k];
  if (!e->is_bit) {
    const char *s = cm_spv_enum_str(k, value);
    if (!s)
      return false;
    cm_buf_puts(out, s);
    return true;
  }
  if (value == 0) {
    cm_buf_puts(out, "None");
    return true;
  }
  uint32_t rest = value;
  for (unsigned i = 0; i < e->num; i++)
    if (e->cases[i].value)
      rest &= ~e->cases[i].value;
  if (rest)
    return false;
  bool first = true;
  for (unsigned i = 0; i < e->num; i++) {
    if (!e->cases[i].value || !(value & e->cases[i].value))
      continue;
    if (!first)
      cm_buf_putc(out, '|');
    cm_buf_puts(out, e->cases[i].name);
    first = false;
  }
  return true;
}

uint32_t cm_spv_version_word(uint32_t version_enum) {
  return 0x00010000u | (version_enum << 8);
}

uint32_t cm_spv_version_enum(uint32_t word) { return (word >> 8) & 0xff; }
