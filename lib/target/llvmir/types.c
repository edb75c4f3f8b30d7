/* types.c - LLVM type spelling for the writer (typed pointers, as LLVM 13
 * and 14 print them). */
#include "llvmir_internal.h"

bool cm_ll_type_is_void(const CmType *t) {
  return cm_llvm_type_id(t) == CM_LLVM_VOID;
}

/* "%name" with LLVM's quoting of local names. */
static void put_local_name(CmBuf *out, char sigil, CmStr name) {
  bool plain = name.len > 0;
  for (size_t i = 0; i < name.len && plain; i++) {
    char c = name.data[i];
    bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '$' ||
              c == '.' || c == '_' || c == '-' ||
              (i > 0 && c >= '0' && c <= '9');
    plain = ok;
  }
  cm_buf_putc(out, sigil);
  if (plain) {
    cm_buf_putstr(out, name);
    return;
  }
  cm_buf_putc(out, '"');
  cm_ll_put_escaped(out, name.data, name.len);
  cm_buf_putc(out, '"');
}

void cm_ll_put_global_name(CmBuf *out, CmStr name) {
  put_local_name(out, '@', name);
}

static void note_struct(CmLlWriter *w, CmType *t) {
  if (cm_ptrmap_get(&w->struct_seen, t))
    return;
  cm_ptrmap_put(&w->struct_seen, t, 1);
  CM_VEC_PUSH(w->structs, t);
}

static CmResult put_type_uncached(CmLlWriter *w, CmBuf *out, CmType *t);

static CmResult put_list(CmLlWriter *w, CmBuf *out, const CmType *s) {
  unsigned n = cm_llvm_struct_num_elems(s);
  for (unsigned i = 0; i < n; i++) {
    if (i)
      cm_buf_puts(out, ", ");
    if (cm_failed(cm_ll_put_type(w, out, cm_llvm_struct_elem(s, i))))
      return CM_FAILURE;
  }
  return CM_SUCCESS;
}

static CmResult put_struct_literal(CmLlWriter *w, CmBuf *out, const CmType *t) {
  bool packed = cm_llvm_struct_is_packed(t);
  unsigned n = cm_llvm_struct_num_elems(t);
  cm_buf_puts(out, packed ? "<{" : "{");
  if (n) {
    cm_buf_putc(out, ' ');
    if (cm_failed(put_list(w, out, t)))
      return CM_FAILURE;
    cm_buf_putc(out, ' ');
  }
  cm_buf_puts(out, packed ? "}>" : "}");
  return CM_SUCCESS;
}

void cm_ll_put_struct_body(CmLlWriter *w, CmBuf *out, CmType *t) {
  if (cm_llvm_struct_is_opaque(t)) {
    cm_buf_puts(out, "opaque");
    return;
  }
  (void)put_struct_literal(w, out, t);
}

static CmResult put_type_uncached(CmLlWriter *w, CmBuf *out, CmType *t) {
  switch ((CmTypeKind)t->kind) {
  case CM_TYPE_INTEGER:
    if (t->integer.signedness != CM_SIGNLESS)
      return CM_FAILURE;
    cm_buf_printf(out, "i%u", t->integer.width);
    return CM_SUCCESS;
  case CM_TYPE_BF16:
    cm_buf_puts(out, "bfloat");
    return CM_SUCCESS;
  case CM_TYPE_F16:
    cm_buf_puts(out, "half");
    return CM_SUCCESS;
  case CM_TYPE_F32:
    cm_buf_puts(out, "float");
    return CM_SUCCESS;
  case CM_TYPE_F64:
    cm_buf_puts(out, "double");
    return CM_SUCCESS;
  case CM_TYPE_F80:
    cm_buf_puts(out, "x86_fp80");
    return CM_SUCCESS;
  case CM_TYPE_F128:
    cm_buf_puts(out, "fp128");
    return CM_SUCCESS;
  case CM_TYPE_VECTOR:
    if (t->shaped.rank != 1)
      return CM_FAILURE;
    cm_buf_printf(out, "<%lld x ", (long long)t->shaped.shape[0]);
    if (cm_failed(cm_ll_put_type(w, out, t->shaped.elem)))
      return CM_FAILURE;
    cm_buf_putc(out, '>');
    return CM_SUCCESS;
  case CM_TYPE_DIALECT:
    break;
  default:
    return CM_FAILURE;
  }
  switch (cm_llvm_type_id(t)) {
  case CM_LLVM_VOID:
    cm_buf_puts(out, "void");
    return CM_SUCCESS;
  case CM_LLVM_TOKEN:
    cm_buf_puts(out, "token");
    return CM_SUCCESS;
  case CM_LLVM_METADATA:
    cm_buf_puts(out, "metadata");
    return CM_SUCCESS;
  case CM_LLVM_LABEL:
    cm_buf_puts(out, "label");
    return CM_SUCCESS;
  case CM_LLVM_X86_MMX:
    cm_buf_puts(out, "x86_mmx");
    return CM_SUCCESS;
  case CM_LLVM_PPC_FP128:
    cm_buf_puts(out, "ppc_fp128");
    return CM_SUCCESS;
  case CM_LLVM_PTR: {
    if (cm_failed(cm_ll_put_type(w, out, cm_llvm_ptr_pointee(t))))
      return CM_FAILURE;
    unsigned as = cm_llvm_ptr_addr_space(t);
    if (as)
      cm_buf_printf(out, " addrspace(%u)", as);
    cm_buf_putc(out, '*');
    return CM_SUCCESS;
  }
  case CM_LLVM_ARRAY:
    cm_buf_printf(out, "[%llu x ", (unsigned long long)cm_llvm_array_count(t));
    if (cm_failed(cm_ll_put_type(w, out, cm_llvm_array_elem(t))))
      return CM_FAILURE;
    cm_buf_putc(out, ']');
    return CM_SUCCESS;
  case CM_LLVM_FUNC: {
    if (cm_failed(cm_ll_put_type(w, out, cm_llvm_func_result(t))))
      return CM_FAILURE;
    cm_buf_puts(out, " (");
    unsigned n = cm_llvm_func_num_params(t);
    for (unsigned i = 0; i < n; i++) {
      if (i)
        cm_buf_puts(out, ", ");
      if (cm_failed(cm_ll_put_type(w, out, cm_llvm_func_param(t, i))))
        return CM_FAILURE;
    }
    if (cm_llvm_func_is_vararg(t))
      cm_buf_puts(out, n ? ", ..." : "...");
    cm_buf_putc(out, ')');
    return CM_SUCCESS;
  }
  case CM_LLVM_VEC: {
    CmType *elem = t->dialect.types[0];
    int64_t count = t->dialect.ints[0];
    bool scalable = t->dialect.num_ints > 1 && t->dialect.ints[1];
    cm_buf_printf(out, "<%s%lld x ", scalable ? "vscale x " : "",
                  (long long)count);
    if (cm_failed(cm_ll_put_type(w, out, elem)))
      return CM_FAILURE;
    cm_buf_putc(out, '>');
    return CM_SUCCESS;
  }
  case CM_LLVM_STRUCT:
    return put_struct_literal(w, out, t);
  case CM_LLVM_STRUCT_ID:
    note_struct(w, t);
    put_local_name(out, '%', cm_llvm_struct_name(t));
    return CM_SUCCESS;
  default:
    return CM_FAILURE;
  }
}

CmResult cm_ll_put_type(CmLlWriter *w, CmBuf *out, CmType *t) {
  uint64_t *c = cm_ptrmap_get(&w->type_text, t);
  if (c) {
    cm_buf_putn(out, w->type_pool.data + (*c >> 24), *c & 0xffffff);
    return CM_SUCCESS;
  }
  size_t start = out->len;
  if (cm_failed(put_type_uncached(w, out, t)))
    return CM_FAILURE;
  size_t len = out->len - start;
  if (len < 0xffffff) {
    size_t off = w->type_pool.len;
    cm_buf_putn(&w->type_pool, out->data + start, len);
    cm_ptrmap_put(&w->type_text, t, ((uint64_t)off << 24) | len);
  }
  return CM_SUCCESS;
}

/* Intrinsic name mangling of LLVM's getMangledTypeStr. */
CmResult cm_ll_put_mangled_type(CmLlWriter *w, CmBuf *out, CmType *t) {
  switch ((CmTypeKind)t->kind) {
  case CM_TYPE_INTEGER:
    cm_buf_printf(out, "i%u", t->integer.width);
    return CM_SUCCESS;
  case CM_TYPE_BF16:
    cm_buf_puts(out, "bf16");
    return CM_SUCCESS;
  case CM_TYPE_F16:
    cm_buf_puts(out, "f16");
    return CM_SUCCESS;
  case CM_TYPE_F32:
    cm_buf_puts(out, "f32");
    return CM_SUCCESS;
  case CM_TYPE_F64:
    cm_buf_puts(out, "f64");
    return CM_SUCCESS;
  case CM_TYPE_F80:
    cm_buf_puts(out, "f80");
    return CM_SUCCESS;
  case CM_TYPE_F128:
    cm_buf_puts(out, "f128");
    return CM_SUCCESS;
  case CM_TYPE_VECTOR:
    if (t->shaped.rank != 1)
      return CM_FAILURE;
    cm_buf_printf(out, "v%lld", (long long)t->shaped.shape[0]);
    return cm_ll_put_mangled_type(w, out, t->shaped.elem);
  default:
    break;
  }
  switch (cm_llvm_type_id(t)) {
  case CM_LLVM_PTR:
    cm_buf_printf(out, "p%u", cm_llvm_ptr_addr_space(t));
    return cm_ll_put_mangled_type(w, out, cm_llvm_ptr_pointee(t));
  case CM_LLVM_ARRAY:
    cm_buf_printf(out, "a%llu", (unsigned long long)cm_llvm_array_count(t));
    return cm_ll_put_mangled_type(w, out, cm_llvm_array_elem(t));
  case CM_LLVM_VEC:
    cm_buf_printf(out, "%sv%lld",
                  t->dialect.num_ints > 1 && t->dialect.ints[1] ? "nx" : "",
                  (long long)t->dialect.ints[0]);
    return cm_ll_put_mangled_type(w, out, t->dialect.types[0]);
  case CM_LLVM_STRUCT_ID: {
    CmStr n = cm_llvm_struct_name(t);
    cm_buf_puts(out, "s_");
    cm_buf_putstr(out, n);
    return CM_SUCCESS;
  }
  case CM_LLVM_STRUCT: {
    cm_buf_puts(out, "sl_");
    unsigned n = cm_llvm_struct_num_elems(t);
    for (unsigned i = 0; i < n; i++)
      if (cm_failed(cm_ll_put_mangled_type(w, out, cm_llvm_struct_elem(t, i))))
        return CM_FAILURE;
    cm_buf_puts(out, "s");
    return CM_SUCCESS;
  }
  case CM_LLVM_FUNC:
  case CM_LLVM_VOID:
  case CM_LLVM_TOKEN:
  case CM_LLVM_METADATA:
  case CM_LLVM_LABEL:
    return CM_FAILURE;
  case CM_LLVM_X86_MMX:
    cm_buf_puts(out, "x86mmx");
    return CM_SUCCESS;
  case CM_LLVM_PPC_FP128:
    cm_buf_puts(out, "ppcf128");
    return CM_SUCCESS;
  default:
    return CM_FAILURE;
  }
}
