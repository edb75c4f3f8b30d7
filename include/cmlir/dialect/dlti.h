/* dlti.h - the data layout and target information dialect of MLIR 13
 * (lib/dialect/dlti/dlti.c), as far as the LLVM conversions use it:
 *
 *   #dlti.dl_entry<KEY, VALUE>   KEY a type or a "string", VALUE an attr
 *   #dlti.dl_spec<ENTRY, ...>    entries with distinct keys
 *
 * and the `dlti.dl_spec` attribute of a module, verified as MLIR 13 does
 * (index takes an integer: its size in bits; other builtin types take
 * nothing; LLVM pointers a dense integer vector of 3 or 4 elements). */
#ifndef CMLIR_DIALECT_DLTI_H
#define CMLIR_DIALECT_DLTI_H

#include "cmlir/ir.h"

#ifdef __cplusplus
extern "C" {
#endif

void cm_register_dlti_dialect(CmContext *ctx);

/* The attributes: an entry's key is a type attribute or a string
 * attribute.  Both return NULL when the dialect is not registered. */
CmAttr *cm_dlti_entry_attr(CmContext *ctx, CmAttr *key, CmAttr *value);
CmAttr *cm_dlti_spec_attr(CmContext *ctx, unsigned n, CmAttr *const *entries);
bool cm_dlti_is_entry(const CmAttr *a);
bool cm_dlti_is_spec(const CmAttr *a);
/* Entry parts, spec entries. */
CmAttr *cm_dlti_entry_key(const CmAttr *entry);
CmAttr *cm_dlti_entry_value(const CmAttr *entry);
unsigned cm_dlti_spec_num_entries(const CmAttr *spec);
CmAttr *cm_dlti_spec_entry(const CmAttr *spec, unsigned i);

/* DataLayout::getTypeSizeInBits(index) at or above `op`: the value of the
 * `index` entry of the closest `dlti.dl_spec` that has one, else 64. */
unsigned cm_dlti_index_bitwidth(CmOp *op);

#ifdef __cplusplus
}
#endif
#endif /* CMLIR_DIALECT_DLTI_H */
