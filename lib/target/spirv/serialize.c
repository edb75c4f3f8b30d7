/* serialize.c - spv.module -> SPIR-V words (MLIR 13's -serialize-spirv).
 *
 * Ids are handed out in the order 13 hands them out (a type's id before
 * the ids of the types it is made of, constants and types on first use,
 * a function's type before the function), so the binary is the one 13
 * writes.  The module is written in sections (capabilities, extensions,
 * extended-instruction imports, memory model, entry points, execution
 * modes, names, decorations, types / constants / globals, functions) that
 * are concatenated at the end.  Functions are written block by block in
 * depth-first order of the control flow; spv.mlir.selection / spv.mlir.loop
 * become their header blocks with OpSelectionMerge / OpLoopMerge, their
 * merge block the label the following ops continue in.  Block arguments
 * become OpPhi; a phi operand not numbered yet is patched at the end of the
 * function. */
#include "spirv_binary.h"

#include <stdio.h>

typedef struct PhiFixup {
  size_t pos; /* word index in fn_body */
  CmValue *value;
} PhiFixup;

/* A pointer to an identified struct met while that struct's members were
 * being serialized: an OpTypeForwardPointer now, the OpTypePointer once the
 * struct is written (13's recursive struct handling). */
typedef struct PendingPtr {
  CmType *strukt;
  uint32_t id, storage_class;
} PendingPtr;

typedef struct Ser {
  CmContext *ctx;
  CmOp *module;
  uint32_t next_id;
  SpvWords caps, exts, ext_sets, mem_model, entry_points, exec_modes, names,
      decos, globals, functions;
  SpvWords fn_header, fn_body;
  SpvWords ops; /* scratch operand list */
  CmPtrMap type_ids, const_ids, value_ids, block_ids, sym_ids, undef_ids,
      spec_ids;
  CmPtrMap ext_set_ids; /* CmIdent* of the set name -> id */
  CmPtrMap op_kinds;    /* CmOpName* -> OpKind */
  CM_VEC(PhiFixup) fixups;
  bool debug;          /* OpString / OpLine */
  bool after_merge;    /* the last instruction was a merge: no OpLine */
  uint32_t file_id;    /* the OpString of the module's file */
  SpvWords debug_sec;  /* the OpString */
  CM_VEC(CmType *) struct_ctx; /* identified structs being serialized */
  CM_VEC(PendingPtr) pending_ptrs;
} Ser;

static uint32_t new_id(Ser *s) { return s->next_id++; }

static void map_clear(CmPtrMap *m) {
  if (m->len)
    memset(m->ents, 0, m->cap * sizeof *m->ents);
  m->len = 0;
}

static void emit(SpvWords *w, uint32_t opcode, const uint32_t *ops, size_t n) {
  spv_words_push(w, (uint32_t)(n + 1) << 16 | opcode);
  spv_words_append(w, ops, n);
}

static void emit1(SpvWords *w, uint32_t opcode, uint32_t a) {
  emit(w, opcode, &a, 1);
}

static void push_string(SpvWords *w, CmStr str);

/* 13's debug lines: an OpLine before the instruction of an op with a
 * file:line:col location, none right after a merge instruction (it would
 * split the merge from its branch). */
static void emit_line(Ser *s, SpvWords *w, CmOp *op) {
  if (!s->debug)
    return;
  if (s->after_merge) {
    s->after_merge = false;
    return;
  }
  CmLoc *loc = cm_op_loc(op); /* only when writing debug info */
  if (loc && loc->kind == CM_LOC_FILE_LINE_COL) {
    uint32_t x[3] = {s->file_id, loc->flc.line, loc->flc.col};
    emit(w, SPV_OpLine, x, 3);
  }
}

static void push_string(SpvWords *w, CmStr str) {
  size_t nw = str.len / 4 + 1;
  for (size_t i = 0; i < nw; i++) {
    uint32_t x = 0;
    for (size_t b = 0; b < 4; b++) {
      size_t k = i * 4 + b;
      if (k < str.len)
        x |= (uint32_t)(unsigned char)str.data[k] << (8 * b);
    }
    spv_words_push(w, x);
  }
}


static uint32_t get_u32_attr(CmOp *op, const char *name, uint32_t dflt) {
  CmAttr *a = cm_op_get_attr(op, name);
  return a && a->kind == CM_ATTR_INTEGER ? (uint32_t)a->integer.value : dflt;
}

static void emit_name(Ser *s, uint32_t id, CmStr name) {
  if (!name.len)
    return;
  size_t start = s->names.len;
  spv_words_push(&s->names, 0);
  spv_words_push(&s->names, id);
  push_string(&s->names, name);
  s->names.data[start] = (uint32_t)(s->names.len - start) << 16 | SPV_OpName;
}

static void emit_deco(Ser *s, uint32_t id, uint32_t deco, const uint32_t *args,
                      size_t n) {
  uint32_t w[8] = {id, deco};
  for (size_t i = 0; i < n && i < 6; i++)
    w[2 + i] = args[i];
  emit(&s->decos, SPV_OpDecorate, w, 2 + (n < 6 ? n : 6));
}

/* ---------------------------------------------------------------- types */

static uint32_t type_id(Ser *s, CmType *t, CmOp *at);
static uint32_t const_id(Ser *s, CmAttr *a, CmType *t, CmOp *at);

static uint32_t i32_const(Ser *s, uint32_t v, CmOp *at) {
  CmType *i32 = cm_integer_type(s->ctx, 32, CM_SIGNLESS);
  return const_id(s, cm_integer_attr(i32, (int64_t)(int32_t)v), i32, at);
}

static CmResult type_body(Ser *s, CmType *t, uint32_t id, CmOp *at,
                          uint32_t *opcode, SpvWords *ops) {
  switch (t->kind) {
  case CM_TYPE_NONE:
    *opcode = SPV_OpTypeVoid;
    return CM_SUCCESS;
  case CM_TYPE_INTEGER:
    if (t->integer.width == 1) {
      *opcode = SPV_OpTypeBool;
      return CM_SUCCESS;
    }
    *opcode = SPV_OpTypeInt;
    spv_words_push(ops, t->integer.width);
    spv_words_push(ops, t->integer.signedness == CM_SIGNED ? 1 : 0);
    return CM_SUCCESS;
  case CM_TYPE_F16:
  case CM_TYPE_F32:
  case CM_TYPE_F64:
    *opcode = SPV_OpTypeFloat;
    spv_words_push(ops, cm_float_type_width(t));
    return CM_SUCCESS;
  case CM_TYPE_VECTOR: {
    uint32_t e = type_id(s, t->shaped.elem, at);
    if (!e)
      return CM_FAILURE;
    *opcode = SPV_OpTypeVector;
    spv_words_push(ops, e);
    spv_words_push(ops, (uint32_t)t->shaped.shape[0]);
    return CM_SUCCESS;
  }
  case CM_TYPE_FUNCTION: {
    *opcode = SPV_OpTypeFunction;
    CmType *ret = t->func.num_results ? t->func.types[t->func.num_inputs]
                                      : cm_none_type(s->ctx);
    uint32_t r = type_id(s, ret, at);
    if (!r)
      return CM_FAILURE;
    spv_words_push(ops, r);
    for (unsigned i = 0; i < t->func.num_inputs; i++) {
      uint32_t a = type_id(s, t->func.types[i], at);
      if (!a)
        return CM_FAILURE;
      spv_words_push(ops, a);
    }
    return CM_SUCCESS;
  }
  default:
    break;
  }
  switch (cm_spv_type_id(t)) {
  case CM_SPV_ARRAY:
  case CM_SPV_RTARRAY: {
    bool rt = cm_spv_type_id(t) == CM_SPV_RTARRAY;
    uint32_t e = type_id(s, cm_spv_type_elem(t), at);
    if (!e)
      return CM_FAILURE;
    spv_words_push(ops, e);
    if (!rt) {
      uint32_t n = i32_const(s, cm_spv_array_count(t), at);
      if (!n)
        return CM_FAILURE;
      spv_words_push(ops, n);
    }
    uint32_t stride = cm_spv_array_stride(t);
    if (stride)
      emit_deco(s, id, SPV_DecoArrayStride, &stride, 1);
    *opcode = rt ? SPV_OpTypeRuntimeArray : SPV_OpTypeArray;
    return CM_SUCCESS;
  }
  case CM_SPV_PTR: {
    spv_words_push(ops, cm_spv_ptr_storage_class(t));
    uint32_t p = type_id(s, cm_spv_ptr_pointee(t), at);
    if (!p)
      return CM_FAILURE;
    spv_words_push(ops, p);
    *opcode = SPV_OpTypePointer;
    return CM_SUCCESS;
  }
  case CM_SPV_STRUCT:
  case CM_SPV_STRUCT_ID: {
    if (cm_spv_struct_is_identified(t))
      emit_name(s, id, cm_spv_struct_name(t));
    unsigned n = cm_spv_struct_num_members(t);
    for (unsigned i = 0; i < n; i++) {
      uint32_t m = type_id(s, cm_spv_struct_member(t, i), at);
      if (!m)
        return CM_FAILURE;
      spv_words_push(ops, m);
      if (cm_spv_struct_has_offsets(t)) {
        uint32_t w[4] = {id, i, SPV_DecoOffset, cm_spv_struct_offset(t, i)};
        emit(&s->decos, SPV_OpMemberDecorate, w, 4);
      }
    }
    const CmSpvMemberDeco *d = cm_spv_struct_decos(t);
    for (unsigned i = 0; i < cm_spv_struct_num_decos(t); i++) {
      uint32_t w[4] = {id, d[i].member, d[i].decoration, d[i].value};
      emit(&s->decos, SPV_OpMemberDecorate, w, d[i].has_value ? 4 : 3);
    }
    *opcode = SPV_OpTypeStruct;
    return CM_SUCCESS;
  }
  case CM_SPV_MATRIX: {
    uint32_t c = type_id(s, cm_spv_type_elem(t), at);
    if (!c)
      return CM_FAILURE;
    spv_words_push(ops, c);
    spv_words_push(ops, cm_spv_matrix_columns(t));
    *opcode = SPV_OpTypeMatrix;
    return CM_SUCCESS;
  }
  case CM_SPV_IMAGE: {
    uint32_t e = type_id(s, cm_spv_type_elem(t), at);
    if (!e)
      return CM_FAILURE;
    spv_words_push(ops, e);
    for (int i = CM_SPV_IMG_DIM; i <= CM_SPV_IMG_FORMAT; i++)
      spv_words_push(ops, cm_spv_image_param(t, (CmSpvImageParam)i));
    *opcode = SPV_OpTypeImage;
    return CM_SUCCESS;
  }
  case CM_SPV_SAMPLED_IMAGE: {
    uint32_t e = type_id(s, cm_spv_type_elem(t), at);
    if (!e)
      return CM_FAILURE;
    spv_words_push(ops, e);
    *opcode = SPV_OpTypeSampledImage;
    return CM_SUCCESS;
  }
  case CM_SPV_COOPMATRIX: {
    uint32_t e = type_id(s, cm_spv_type_elem(t), at);
    uint32_t sc = e ? i32_const(s, cm_spv_coopmatrix_scope(t), at) : 0;
    uint32_t r = sc ? i32_const(s, cm_spv_coopmatrix_rows(t), at) : 0;
    uint32_t c = r ? i32_const(s, cm_spv_coopmatrix_cols(t), at) : 0;
    if (!c)
      return CM_FAILURE;
    uint32_t w[4] = {e, sc, r, c};
    spv_words_append(ops, w, 4);
    *opcode = SPV_OpTypeCooperativeMatrixNV;
    return CM_SUCCESS;
  }
  default:
    break;
  }
  CmDiag *d =
      cm_diag_error(cm_op_loc(at), "unhandled type in serialization: ");
  cm_diag_append_type(d, t);
  cm_diag_report(d);
  return CM_FAILURE;
}

static bool in_struct_ctx(Ser *s, CmType *t) {
  for (size_t i = 0; i < s->struct_ctx.len; i++)
    if (s->struct_ctx.data[i] == t)
      return true;
  return false;
}

static bool is_identified_struct(CmType *t) {
  return cm_spv_type_id(t) == CM_SPV_STRUCT_ID && cm_spv_struct_is_identified(t);
}

/* The OpTypePointers waiting for struct `t` (now written). */
static void emit_pending_ptrs(Ser *s, CmType *t, uint32_t sid) {
  size_t k = 0;
  for (size_t i = 0; i < s->pending_ptrs.len; i++) {
    PendingPtr p = s->pending_ptrs.data[i];
    if (p.strukt != t) {
      s->pending_ptrs.data[k++] = p;
      continue;
    }
    uint32_t w[3] = {p.id, p.storage_class, sid};
    emit(&s->globals, SPV_OpTypePointer, w, 3);
  }
  s->pending_ptrs.len = k;
}

/* Ids are handed out as 13 does: the type's id first, then those of the
 * types it is made of; the type is known by its id once written.  A pointer
 * to an identified struct whose members are being written (a recursive
 * struct) is an OpTypeForwardPointer whose OpTypePointer follows the
 * struct; that id is not reused for later uses of the pointer type. */
static uint32_t type_id(Ser *s, CmType *t, CmOp *at) {
  uint64_t *have = cm_ptrmap_get(&s->type_ids, t);
  if (have)
    return (uint32_t)*have;
  if (is_identified_struct(t) && in_struct_ctx(s, t)) {
    CmDiag *d = cm_diag_error(cm_op_loc(at), "recursive struct type not referenced "
                                   "through a pointer: ");
    cm_diag_append_type(d, t);
    cm_diag_report(d);
    return 0;
  }
  uint32_t id = new_id(s);
  if (cm_spv_type_id(t) == CM_SPV_PTR) {
    CmType *pointee = cm_spv_ptr_pointee(t);
    if (is_identified_struct(pointee) && in_struct_ctx(s, pointee)) {
      uint32_t w[2] = {id, cm_spv_ptr_storage_class(t)};
      emit(&s->globals, SPV_OpTypeForwardPointer, w, 2);
      PendingPtr p = {pointee, id, w[1]};
      CM_VEC_PUSH(s->pending_ptrs, p);
      return id;
    }
  }
  bool ident = is_identified_struct(t);
  if (ident)
    CM_VEC_PUSH(s->struct_ctx, t);
  SpvWords ops = {0};
  spv_words_push(&ops, id);
  uint32_t opcode = 0;
  CmResult r = type_body(s, t, id, at, &opcode, &ops);
  if (ident)
    s->struct_ctx.len--;
  if (cm_failed(r)) {
    spv_words_free(&ops);
    return 0;
  }
  cm_ptrmap_put(&s->type_ids, t, id);
  emit(&s->globals, opcode, ops.data, ops.len);
  spv_words_free(&ops);
  if (ident)
    emit_pending_ptrs(s, t, id);
  return id;
}

/* ------------------------------------------------------------ constants */

static bool scalar_words(CmAttr *a, CmType *t, uint32_t w[2], size_t *n) {
  if (a->kind == CM_ATTR_INTEGER && t->kind == CM_TYPE_INTEGER) {
    uint64_t v = a->integer.num_words ? a->integer.words[0]
                                      : (uint64_t)a->integer.value;
    unsigned width = t->integer.width;
    if (width <= 32) {
      if (width < 32) { /* 13 sign-extends narrow literals */
        uint64_t mask = ((uint64_t)1 << width) - 1;
        v &= mask;
        if ((v >> (width - 1)) & 1)
          v |= ~mask;
      }
      w[0] = (uint32_t)v;
      *n = 1;
    } else {
      w[0] = (uint32_t)v;
      w[1] = (uint32_t)(v >> 32);
      *n = 2;
    }
    return true;
  }
  if (a->kind == CM_ATTR_FLOAT) {
    uint64_t b = a->fp.bits[0];
    switch (t->kind) {
    case CM_TYPE_F16:
      w[0] = (uint32_t)(b & 0xffff);
      *n = 1;
      return true;
    case CM_TYPE_F32:
      w[0] = (uint32_t)b;
      *n = 1;
      return true;
    case CM_TYPE_F64:
      w[0] = (uint32_t)b;
      w[1] = (uint32_t)(b >> 32);
      *n = 2;
      return true;
    default:
      return false;
    }
  }
  return false;
}

/* A scalar constant (bool, integer, float) of type t from attribute a. */
static uint32_t scalar_const(Ser *s, CmAttr *a, CmType *t, CmOp *at,
                             bool spec, uint32_t *out_id) {
  uint32_t tid = type_id(s, t, at);
  if (!tid)
    return 0;
  uint32_t id = out_id && *out_id ? *out_id : new_id(s);
  if (t->kind == CM_TYPE_INTEGER && t->integer.width == 1) {
    bool v = a->integer.value != 0;
    uint32_t w[2] = {tid, id};
    uint32_t op = spec ? (v ? SPV_OpSpecConstantTrue : SPV_OpSpecConstantFalse)
                       : (v ? SPV_OpConstantTrue : SPV_OpConstantFalse);
    emit(&s->globals, op, w, 2);
    return id;
  }
  uint32_t vw[2] = {0, 0};
  size_t n = 0;
  if (!scalar_words(a, t, vw, &n)) {
    CmDiag *d = cm_diag_error(cm_op_loc(at), "cannot serialize constant ");
    cm_diag_append_attr(d, a);
    cm_diag_report(d);
    return 0;
  }
  uint32_t w[4] = {tid, id, vw[0], vw[1]};
  emit(&s->globals, spec ? SPV_OpSpecConstant : SPV_OpConstant, w, 2 + n);
  return id;
}

/* The OpConstantComposite of dimension `dim` of dense attribute `a`, whose
 * elements start at flat index `base`, as a constant of type t (a vector or
 * a nested !spv.array): 13 writes one composite per sub-array, each with a
 * new id, and shares the scalars. */
static uint32_t dense_const(Ser *s, CmAttr *a, CmType *t, unsigned dim,
                            size_t base, CmOp *at) {
  CmType *aty = a->type;
  if (dim == aty->shaped.rank) {
    CmAttr *e = cm_dense_get_attr(a, base);
    return e ? const_id(s, e, e->type, at) : 0;
  }
  CmType *elem = t->kind == CM_TYPE_VECTOR ? t->shaped.elem
                 : cm_spv_type_id(t) == CM_SPV_ARRAY ? cm_spv_type_elem(t)
                                                      : NULL;
  if (!elem) {
    CmDiag *d = cm_diag_error(cm_op_loc(at), "cannot serialize attribute: ");
    cm_diag_append_attr(d, a);
    cm_diag_report(d);
    return 0;
  }
  uint32_t tid = type_id(s, t, at);
  if (!tid)
    return 0;
  size_t stride = 1;
  for (unsigned k = dim + 1; k < aty->shaped.rank; k++)
    stride *= (size_t)aty->shaped.shape[k];
  SpvWords ops = {0};
  spv_words_push(&ops, tid);
  uint32_t id = new_id(s); /* 13: before the elements' */
  spv_words_push(&ops, id);
  for (int64_t i = 0; i < aty->shaped.shape[dim]; i++) {
    uint32_t eid = dense_const(s, a, elem, dim + 1, base + (size_t)i * stride,
                               at);
    if (!eid) {
      spv_words_free(&ops);
      return 0;
    }
    spv_words_push(&ops, eid);
  }
  emit(&s->globals, SPV_OpConstantComposite, ops.data, ops.len);
  spv_words_free(&ops);
  return id;
}

/* 13's prepareConstant: scalars by their own type, composites (dense
 * elements, arrays) as constants of type t; each attribute once. */
static uint32_t const_id(Ser *s, CmAttr *a, CmType *t, CmOp *at) {
  uint64_t *have = cm_ptrmap_get(&s->const_ids, a);
  if (have)
    return (uint32_t)*have;
  uint32_t id = 0;
  if (a->kind == CM_ATTR_DENSE_ELEMENTS && !a->dense.is_string &&
      a->type && cm_shaped_num_elements(a->type) > 0) {
    if (!type_id(s, t, at))
      return 0;
    id = dense_const(s, a, t, 0, 0, at);
  } else if (a->kind == CM_ATTR_ARRAY && cm_spv_type_id(t) == CM_SPV_ARRAY) {
    uint32_t tid = type_id(s, t, at);
    if (!tid)
      return 0;
    CmType *elem = cm_spv_type_elem(t);
    SpvWords ops = {0};
    spv_words_push(&ops, tid);
    id = new_id(s);
    spv_words_push(&ops, id);
    for (unsigned i = 0; i < a->array.num; i++) {
      uint32_t eid = const_id(s, a->array.elems[i], elem, at);
      if (!eid) {
        spv_words_free(&ops);
        return 0;
      }
      spv_words_push(&ops, eid);
    }
    emit(&s->globals, SPV_OpConstantComposite, ops.data, ops.len);
    spv_words_free(&ops);
  } else {
    id = scalar_const(s, a, a->type ? a->type : t, at, false, NULL);
  }
  if (id)
    cm_ptrmap_put(&s->const_ids, a, id);
  return id;
}

/* -------------------------------------------------------------- symbols */

static uint32_t sym_id(Ser *s, CmStr name) {
  CmIdent *k = cm_ident(s->ctx, name.data, name.len);
  uint64_t *have = cm_ptrmap_get(&s->sym_ids, k);
  if (have)
    return (uint32_t)*have;
  uint32_t id = new_id(s);
  cm_ptrmap_put(&s->sym_ids, k, id);
  return id;
}

static uint32_t lookup_sym(Ser *s, CmAttr *ref) {
  if (!ref || ref->kind != CM_ATTR_SYMBOL_REF)
    return 0;
  uint64_t *have = cm_ptrmap_get(&s->sym_ids, ref->symref.root);
  return have ? (uint32_t)*have : 0;
}

static CmStr attr_str(CmAttr *a) {
  if (a && a->kind == CM_ATTR_STRING)
    return cm_ident_str(a->str.value);
  if (a && a->kind == CM_ATTR_SYMBOL_REF)
    return cm_ident_str(a->symref.root);
  return (CmStr){"", 0};
}

/* ---------------------------------------------------------- decorations */

static CmResult process_decoration(Ser *s, CmOp *op, uint32_t id,
                                   CmNamedAttr na) {
  CmStr name = cm_ident_str(na.name);
  uint32_t deco;
  if (!cm_spirv_decoration_of_attr(name, &deco))
    return cm_op_emit_error(op, "non-argument attributes like '%.*s' are not "
                                "serialized as decorations",
                            (int)name.len, name.data);
  CmAttr *a = na.value;
  if (deco == SPV_DecoBuiltIn) {
    uint32_t b;
    if (a->kind != CM_ATTR_STRING ||
        !cm_spv_enum_symbolize(CM_SPV_E_BuiltIn, cm_ident_str(a->str.value),
                               &b))
      return cm_op_emit_error(op, "invalid builtin decoration");
    emit_deco(s, id, deco, &b, 1);
    return CM_SUCCESS;
  }
  if (a->kind == CM_ATTR_UNIT) {
    emit_deco(s, id, deco, NULL, 0);
    return CM_SUCCESS;
  }
  if (a->kind == CM_ATTR_INTEGER) {
    uint32_t v = (uint32_t)a->integer.value;
    emit_deco(s, id, deco, &v, 1);
    return CM_SUCCESS;
  }
  return cm_op_emit_error(op, "unhandled decoration '%.*s'", (int)name.len,
                          name.data);
}

static bool is_one_of(CmStr name, const char *const *list, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (name.len == strlen(list[i]) && !memcmp(name.data, list[i], name.len))
      return true;
  return false;
}

/* Decorations from the attributes of `op` not named in `elided`. */
static CmResult decorate_rest(Ser *s, CmOp *op, uint32_t id,
                              const char *const *elided, size_t n) {
  CmAttr *dict = cm_op_attrs(op);
  for (unsigned i = 0; dict && i < dict->dict.num; i++) {
    CmNamedAttr na = dict->dict.entries[i];
    if (is_one_of(cm_ident_str(na.name), elided, n))
      continue;
    if (cm_failed(process_decoration(s, op, id, na)))
      return CM_FAILURE;
  }
  return CM_SUCCESS;
}

/* ----------------------------------------------------------- module ops */

static bool is_interface_block_ptr(CmType *t) {
  if (cm_spv_type_id(t) != CM_SPV_PTR)
    return false;
  uint32_t sc = cm_spv_ptr_storage_class(t);
  int k = cm_spv_type_id(cm_spv_ptr_pointee(t));
  /* Uniform 2, PushConstant 9, StorageBuffer 12 */
  return (sc == 2 || sc == 9 || sc == 12) &&
         (k == CM_SPV_STRUCT || k == CM_SPV_STRUCT_ID);
}

static CmType *type_attr(CmOp *op, const char *name) {
  CmAttr *a = cm_op_get_attr(op, name);
  return a && a->kind == CM_ATTR_TYPE ? a->type_value : NULL;
}

static CmResult process_global_var(Ser *s, CmOp *op) {
  CmType *t = type_attr(op, "type");
  if (!t)
    return cm_op_emit_error(op, "missing type");
  uint32_t tid = type_id(s, t, op);
  if (!tid)
    return CM_FAILURE;
  if (is_interface_block_ptr(t)) {
    uint32_t sid = type_id(s, cm_spv_ptr_pointee(t), op);
    emit_deco(s, sid, SPV_DecoBlock, NULL, 0);
  }
  CmStr name = attr_str(cm_op_get_attr(op, "sym_name"));
  uint32_t id = new_id(s);
  emit_name(s, id, name);
  cm_ptrmap_put(&s->sym_ids, cm_ident(s->ctx, name.data, name.len), id);
  uint32_t w[4] = {tid, id, cm_spv_ptr_storage_class(t), 0};
  size_t n = 3;
  CmAttr *init = cm_op_get_attr(op, "initializer");
  if (init) {
    w[3] = lookup_sym(s, init);
    if (!w[3])
      return cm_op_emit_error(
          op, "invalid usage of undefined variable as initializer");
    n = 4;
  }
  emit_line(s, &s->globals, op);
  emit(&s->globals, SPV_OpVariable, w, n);
  static const char *const elided[] = {"type", "sym_name", "initializer"};
  return decorate_rest(s, op, id, elided, 3);
}

static CmResult process_spec_constant(Ser *s, CmOp *op) {
  CmAttr *v = cm_op_get_attr(op, "default_value");
  if (!v || !v->type)
    return cm_op_emit_error(op, "missing default value");
  CmStr name = attr_str(cm_op_get_attr(op, "sym_name"));
  uint32_t id = 0;
  /* 13 allocates the result id after the type */
  if (!type_id(s, v->type, op))
    return CM_FAILURE;
  id = new_id(s);
  if (!scalar_const(s, v, v->type, op, true, &id))
    return CM_FAILURE;
  cm_ptrmap_put(&s->sym_ids, cm_ident(s->ctx, name.data, name.len), id);
  emit_name(s, id, name);
  CmAttr *sid = cm_op_get_attr(op, "spec_id");
  if (sid && sid->kind == CM_ATTR_INTEGER) {
    uint32_t x = (uint32_t)sid->integer.value;
    emit_deco(s, id, SPV_DecoSpecId, &x, 1);
  }
  return CM_SUCCESS;
}

static CmResult process_spec_composite(Ser *s, CmOp *op) {
  CmType *t = type_attr(op, "type");
  CmAttr *cs = cm_op_get_attr(op, "constituents");
  if (!t || !cs || cs->kind != CM_ATTR_ARRAY)
    return cm_op_emit_error(op, "malformed spec constant composite");
  uint32_t tid = type_id(s, t, op);
  if (!tid)
    return CM_FAILURE;
  SpvWords ops = {0};
  spv_words_push(&ops, tid);
  uint32_t id = new_id(s);
  spv_words_push(&ops, id);
  for (unsigned i = 0; i < cs->array.num; i++) {
    uint32_t c = lookup_sym(s, cs->array.elems[i]);
    if (!c) {
      spv_words_free(&ops);
      return cm_op_emit_error(op, "unknown constituent");
    }
    spv_words_push(&ops, c);
  }
  emit(&s->globals, SPV_OpSpecConstantComposite, ops.data, ops.len);
  spv_words_free(&ops);
  CmStr name = attr_str(cm_op_get_attr(op, "sym_name"));
  cm_ptrmap_put(&s->sym_ids, cm_ident(s->ctx, name.data, name.len), id);
  emit_name(s, id, name);
  return CM_SUCCESS;
}

static CmResult process_entry_point(Ser *s, CmOp *op) {
  CmAttr *fn = cm_op_get_attr(op, "fn");
  CmStr name = attr_str(fn);
  SpvWords ops = {0};
  spv_words_push(&ops, get_u32_attr(op, "execution_model", 0));
  spv_words_push(&ops, sym_id(s, name));
  push_string(&ops, name);
  CmAttr *iface = cm_op_get_attr(op, "interface");
  for (unsigned i = 0; iface && iface->kind == CM_ATTR_ARRAY &&
                       i < iface->array.num;
       i++) {
    uint32_t v = lookup_sym(s, iface->array.elems[i]);
    if (!v) {
      spv_words_free(&ops);
      return cm_op_emit_error(op, "referencing undefined global variable");
    }
    spv_words_push(&ops, v);
  }
  emit(&s->entry_points, SPV_OpEntryPoint, ops.data, ops.len);
  spv_words_free(&ops);
  return CM_SUCCESS;
}

static CmResult process_exec_mode(Ser *s, CmOp *op) {
  CmStr name = attr_str(cm_op_get_attr(op, "fn"));
  SpvWords ops = {0};
  spv_words_push(&ops, sym_id(s, name));
  spv_words_push(&ops, get_u32_attr(op, "execution_mode", 0));
  CmAttr *vals = cm_op_get_attr(op, "values");
  for (unsigned i = 0; vals && vals->kind == CM_ATTR_ARRAY && i < vals->array.num;
       i++)
    if (vals->array.elems[i]->kind == CM_ATTR_INTEGER)
      spv_words_push(&ops, (uint32_t)vals->array.elems[i]->integer.value);
  emit(&s->exec_modes, SPV_OpExecutionMode, ops.data, ops.len);
  spv_words_free(&ops);
  return CM_SUCCESS;
}

/* ------------------------------------------------------------ functions */

static CmResult process_op(Ser *s, CmOp *op);

static uint32_t block_id(Ser *s, CmBlock *b) {
  uint64_t *have = cm_ptrmap_get(&s->block_ids, b);
  if (have)
    return (uint32_t)*have;
  uint32_t id = new_id(s);
  cm_ptrmap_put(&s->block_ids, b, id);
  return id;
}

static uint32_t value_id(Ser *s, CmValue *v) {
  uint64_t *have = cm_ptrmap_get(&s->value_ids, v);
  return have ? (uint32_t)*have : 0;
}

static CmOp *last_structured_op(CmBlock *b, CmOp *before) {
  CmOp *op = before ? cm_op_prev(before) : cm_block_terminator(b);
  if (!before && op)
    op = cm_op_prev(op);
  for (; op; op = cm_op_prev(op))
    if (cm_op_name_is(op, "spv.mlir.selection") ||
        cm_op_name_is(op, "spv.mlir.loop"))
      return op;
  return NULL;
}

static CmBlock *merge_block_of(CmOp *sc) {
  CmRegion *r = cm_op_region(sc, 0);
  return r->last;
}

/* The SPIR-V block a branch at the end of MLIR block `b` sits in. */
static uint32_t incoming_label(Ser *s, CmBlock *b) {
  CmOp *sc = last_structured_op(b, NULL);
  if (sc)
    return block_id(s, merge_block_of(sc));
  /* The entry block of a selection is emitted in the block holding it. */
  CmOp *parent = cm_block_parent_op(b);
  if (parent && cm_op_name_is(parent, "spv.mlir.selection") &&
      cm_block_is_entry(b)) {
    CmOp *prev = last_structured_op(cm_op_block(parent), parent);
    if (prev)
      return block_id(s, merge_block_of(prev));
    return incoming_label(s, cm_op_block(parent));
  }
  return block_id(s, b);
}

/* Where the branch from MLIR block `pred` into a loop header comes from. */
static uint32_t phi_incoming(Ser *s, CmBlock *pred) {
  CmOp *parent = cm_block_parent_op(pred);
  if (parent && cm_op_name_is(parent, "spv.mlir.loop") &&
      cm_block_is_entry(pred)) {
    CmOp *prev = last_structured_op(cm_op_block(parent), parent);
    if (prev)
      return block_id(s, merge_block_of(prev));
    CmBlock *pb = cm_op_block(parent);
    CmOp *pp = cm_block_parent_op(pb);
    if (pp && cm_op_name_is(pp, "spv.mlir.selection") && cm_block_is_entry(pb))
      return incoming_label(s, pb);
    return block_id(s, pb);
  }
  return incoming_label(s, pred);
}

static CmResult emit_phis(Ser *s, CmBlock *b) {
  unsigned nargs = b->num_args;
  if (!nargs)
    return CM_SUCCESS;
  /* predecessors in use-list order of the block */
  CM_VEC(CmOp *) preds = {0};
  for (CmBlockOperand *u = b->first_use; u; u = u->next_use)
    CM_VEC_PUSH(preds, u->owner);
  for (unsigned i = 0; i < nargs; i++) {
    CmValue *arg = b->args[i];
    uint32_t tid = type_id(s, arg->type, cm_block_parent_op(b));
    if (!tid) {
      CM_VEC_FREE(preds);
      return CM_FAILURE;
    }
    uint32_t id = new_id(s);
    cm_ptrmap_put(&s->value_ids, arg, id);
    SpvWords ops = {0};
    spv_words_push(&ops, tid);
    spv_words_push(&ops, id);
    for (size_t p = 0; p < preds.len; p++) {
      CmOp *br = preds.data[p];
      CmValue *v = NULL;
      if (cm_op_name_is(br, "spv.Branch")) {
        v = i < cm_op_num_operands(br) ? cm_op_operand(br, i) : NULL;
      } else if (cm_op_name_is(br, "spv.BranchConditional")) {
        CmAttr *seg = cm_op_get_attr(br, "operand_segment_sizes");
        int64_t ntrue = seg ? cm_dense_get_int(seg, 1) : 0;
        bool is_true = cm_op_successor(br, 0) == b;
        unsigned idx = 1 + (is_true ? 0 : (unsigned)ntrue) + i;
        v = idx < cm_op_num_operands(br) ? cm_op_operand(br, idx) : NULL;
      }
      if (!v) {
        spv_words_free(&ops);
        CM_VEC_FREE(preds);
        return cm_op_emit_error(br, "unsupported branch to a block with "
                                    "arguments");
      }
      uint32_t vid = value_id(s, v);
      if (!vid) {
        PhiFixup f = {s->fn_body.len + 1 + ops.len, v};
        CM_VEC_PUSH(s->fixups, f);
      }
      spv_words_push(&ops, vid);
      spv_words_push(&ops, phi_incoming(s, cm_op_block(br)));
    }
    emit(&s->fn_body, SPV_OpPhi, ops.data, ops.len);
    spv_words_free(&ops);
  }
  CM_VEC_FREE(preds);
  return CM_SUCCESS;
}

typedef struct MergeInfo {
  uint32_t opcode; /* 0: none */
  CmOp *op;       /* the structured op (its location) */
  uint32_t ops[3];
  size_t n;
} MergeInfo;

static CmResult process_block(Ser *s, CmBlock *b, bool omit_label,
                              const MergeInfo *merge) {
  if (!omit_label)
    emit1(&s->fn_body, SPV_OpLabel, block_id(s, b));
  if (cm_failed(emit_phis(s, b)))
    return CM_FAILURE;
  for (CmOp *op = b->first; op; op = cm_op_next(op)) {
    if (!cm_op_next(op) && merge && merge->opcode) {
      emit_line(s, &s->fn_body, merge->op);
      emit(&s->fn_body, merge->opcode, merge->ops, merge->n);
      s->after_merge = true;
    }
    if (cm_failed(process_op(s, op)))
      return CM_FAILURE;
  }
  return CM_SUCCESS;
}

/* Depth-first preorder over successors from `head`, skipping `skip`. */
static CmResult visit_blocks(Ser *s, CmBlock *head, bool skip_head,
                             CmBlock *const *skip, size_t nskip) {
  CmPtrMap seen = {0};
  for (size_t i = 0; i < nskip; i++)
    cm_ptrmap_put(&seen, skip[i], 1);
  CM_VEC(CmBlock *) stack = {0};
  CM_VEC(unsigned) next = {0};
  CmResult r = CM_SUCCESS;
  if (!cm_ptrmap_get(&seen, head)) {
    cm_ptrmap_put(&seen, head, 1);
    CM_VEC_PUSH(stack, head);
    CM_VEC_PUSH(next, 0);
    if (!skip_head)
      r = process_block(s, head, false, NULL);
  }
  while (stack.len && cm_succeeded(r)) {
    CmBlock *b = stack.data[stack.len - 1];
    CmOp *term = cm_block_terminator(b);
    unsigned nsucc = term ? cm_op_num_successors(term) : 0;
    unsigned *i = &next.data[next.len - 1];
    if (*i >= nsucc) {
      stack.len--;
      next.len--;
      continue;
    }
    CmBlock *succ = cm_op_successor(term, (*i)++);
    if (cm_ptrmap_get(&seen, succ))
      continue;
    cm_ptrmap_put(&seen, succ, 1);
    r = process_block(s, succ, false, NULL);
    CM_VEC_PUSH(stack, succ);
    CM_VEC_PUSH(next, 0);
  }
  CM_VEC_FREE(stack);
  CM_VEC_FREE(next);
  cm_ptrmap_free(&seen);
  return r;
}

static CmResult process_selection(Ser *s, CmOp *op) {
  CmRegion *r = cm_op_region(op, 0);
  for (CmBlock *b = r->first; b; b = b->next)
    block_id(s, b);
  CmBlock *header = r->first;
  CmBlock *merge = merge_block_of(op);
  if (!header || header == merge)
    return cm_op_emit_error(op, "malformed selection");
  MergeInfo mi = {SPV_OpSelectionMerge, op,
                  {block_id(s, merge), get_u32_attr(op, "selection_control", 0)},
                  2};
  if (cm_failed(process_block(s, header, true, &mi)))
    return CM_FAILURE;
  if (cm_failed(visit_blocks(s, header, true, &merge, 1)))
    return CM_FAILURE;
  emit1(&s->fn_body, SPV_OpLabel, block_id(s, merge));
  return CM_SUCCESS;
}

static CmResult process_loop(Ser *s, CmOp *op) {
  CmRegion *r = cm_op_region(op, 0);
  CmBlock *entry = r->first;
  if (!entry || !entry->next)
    return cm_op_emit_error(op, "malformed loop");
  for (CmBlock *b = entry->next; b; b = b->next)
    block_id(s, b);
  CmBlock *header = entry->next;
  CmBlock *merge = merge_block_of(op);
  CmBlock *cont = NULL;
  for (CmBlock *b = r->first; b && b->next; b = b->next)
    if (b->next == merge)
      cont = b;
  if (!cont || header == merge)
    return cm_op_emit_error(op, "malformed loop");
  emit1(&s->fn_body, SPV_OpBranch, block_id(s, header));
  MergeInfo mi = {SPV_OpLoopMerge, op,
                  {block_id(s, merge), block_id(s, cont),
                   get_u32_attr(op, "loop_control", 0)},
                  3};
  if (cm_failed(process_block(s, header, false, &mi)))
    return CM_FAILURE;
  CmBlock *skip[2] = {cont, merge};
  if (cm_failed(visit_blocks(s, header, true, skip, 2)))
    return CM_FAILURE;
  if (cont != header && cm_failed(process_block(s, cont, false, NULL)))
    return CM_FAILURE;
  emit1(&s->fn_body, SPV_OpLabel, block_id(s, merge));
  return CM_SUCCESS;
}

static CmResult process_func(Ser *s, CmOp *op) {
  CmType *ft = type_attr(op, "type");
  if (!ft || ft->kind != CM_TYPE_FUNCTION)
    return cm_op_emit_error(op, "missing function type");
  uint32_t ftid = type_id(s, ft, op);
  if (!ftid)
    return CM_FAILURE;
  CmType *ret = ft->func.num_results ? ft->func.types[ft->func.num_inputs]
                                     : cm_none_type(s->ctx);
  uint32_t rtid = type_id(s, ret, op);
  CmStr name = attr_str(cm_op_get_attr(op, "sym_name"));
  uint32_t fid = sym_id(s, name);
  emit_name(s, fid, name);
  uint32_t w[4] = {rtid, fid, get_u32_attr(op, "function_control", 0), ftid};
  emit(&s->fn_header, SPV_OpFunction, w, 4);
  CmRegion *body = cm_op_region(op, 0);
  if (!body->first)
    return cm_op_emit_error(op, "external function is unhandled");
  CmBlock *entry = body->first;
  for (unsigned i = 0; i < entry->num_args; i++) {
    CmValue *arg = entry->args[i];
    uint32_t at = type_id(s, arg->type, op);
    if (!at)
      return CM_FAILURE;
    uint32_t id = new_id(s);
    cm_ptrmap_put(&s->value_ids, arg, id);
    uint32_t pw[2] = {at, id};
    emit(&s->fn_header, SPV_OpFunctionParameter, pw, 2);
  }
  emit1(&s->fn_header, SPV_OpLabel, block_id(s, entry));
  /* the entry block's own arguments are the parameters: no phi */
  for (CmOp *o = entry->first; o; o = cm_op_next(o))
    if (cm_failed(process_op(s, o)))
      return CM_FAILURE;
  if (cm_failed(visit_blocks(s, entry, true, NULL, 0)))
    return CM_FAILURE;
  for (size_t i = 0; i < s->fixups.len; i++) {
    uint32_t vid = value_id(s, s->fixups.data[i].value);
    if (!vid)
      return cm_op_emit_error(op, "operand of a block argument was never "
                                  "defined");
    s->fn_body.data[s->fixups.data[i].pos] = vid;
  }
  s->fixups.len = 0;
  /* values and blocks are local to the function: the maps start empty for
   * the next one (and stay the size of the largest function) */
  map_clear(&s->value_ids);
  map_clear(&s->block_ids);
  emit(&s->fn_body, SPV_OpFunctionEnd, NULL, 0);
  spv_words_append(&s->functions, s->fn_header.data, s->fn_header.len);
  spv_words_append(&s->functions, s->fn_body.data, s->fn_body.len);
  s->fn_header.len = s->fn_body.len = 0;
  return CM_SUCCESS;
}

/* ------------------------------------------------------------ plain ops */

static CmResult operand_ids(Ser *s, CmOp *op, unsigned from, unsigned to,
                            SpvWords *ops) {
  for (unsigned i = from; i < to; i++) {
    uint32_t id = value_id(s, cm_op_operand(op, i));
    if (!id)
      return cm_op_emit_error(op, "use of undefined value");
    spv_words_push(ops, id);
  }
  return CM_SUCCESS;
}

/* result type and id (if the op has a result) */
static CmResult result_prefix(Ser *s, CmOp *op, SpvWords *ops) {
  if (!cm_op_num_results(op))
    return CM_SUCCESS;
  uint32_t t = type_id(s, cm_op_result(op, 0)->type, op);
  if (!t)
    return CM_FAILURE;
  spv_words_push(ops, t);
  uint32_t id = new_id(s);
  cm_ptrmap_put(&s->value_ids, cm_op_result(op, 0), id);
  spv_words_push(ops, id);
  return CM_SUCCESS;
}

/* memory_access / alignment style trailing literals */
static void push_opt(CmOp *op, const char *name, SpvWords *ops) {
  CmAttr *a = cm_op_get_attr(op, name);
  if (a && a->kind == CM_ATTR_INTEGER)
    spv_words_push(ops, (uint32_t)a->integer.value);
}

static CmResult encode_attr(Ser *s, CmOp *op, const char *name,
                            SpvWords *ops) {
  CmAttr *a = cm_op_get_attr(op, name);
  if (!a)
    return CM_SUCCESS;
  switch (cm_spirv_attr_encoding(name)) {
  case SPV_ATTR_CONST_ID: {
    if (a->kind != CM_ATTR_INTEGER)
      break;
    uint32_t id = i32_const(s, (uint32_t)a->integer.value, op);
    if (!id)
      return CM_FAILURE;
    spv_words_push(ops, id);
    return CM_SUCCESS;
  }
  case SPV_ATTR_TYPE_ID: {
    if (a->kind != CM_ATTR_TYPE)
      break;
    uint32_t id = type_id(s, a->type_value, op);
    if (!id)
      return CM_FAILURE;
    spv_words_push(ops, id);
    return CM_SUCCESS;
  }
  case SPV_ATTR_LITERAL_ARRAY:
    if (a->kind != CM_ATTR_ARRAY)
      break;
    for (unsigned i = 0; i < a->array.num; i++)
      if (a->array.elems[i]->kind == CM_ATTR_INTEGER)
        spv_words_push(ops, (uint32_t)a->array.elems[i]->integer.value);
    return CM_SUCCESS;
  case SPV_ATTR_LITERAL:
    if (a->kind == CM_ATTR_INTEGER) {
      spv_words_push(ops, (uint32_t)a->integer.value);
      return CM_SUCCESS;
    }
    break;
  }
  return cm_op_emit_error(op, "cannot serialize attribute '%s'", name);
}

static uint32_t ext_set_id(Ser *s, const char *set) {
  CmIdent *k = cm_ident_c(s->ctx, set);
  uint64_t *have = cm_ptrmap_get(&s->ext_set_ids, k);
  if (have)
    return (uint32_t)*have;
  uint32_t id = new_id(s);
  cm_ptrmap_put(&s->ext_set_ids, k, id);
  SpvWords ops = {0};
  spv_words_push(&ops, id);
  push_string(&ops, cm_ident_str(k));
  emit(&s->ext_sets, SPV_OpExtInstImport, ops.data, ops.len);
  spv_words_free(&ops);
  return id;
}

static CmResult process_generic(Ser *s, CmOp *op, const char *name) {
  const CmSpvOpInfo *info = cm_spirv_op_by_name(name);
  if (!info || (!info->opcode && !info->ext_set))
    return cm_op_emit_error(op, "unhandled operation serialization");
  const CmOdsOp *ods = cm_ods_of(op);
  SpvWords *ops = &s->ops;
  ops->len = 0;
  if (cm_failed(result_prefix(s, op, ops)))
    return CM_FAILURE;
  if (info->ext_set) {
    spv_words_push(ops, ext_set_id(s, info->ext_set));
    spv_words_push(ops, info->opcode);
  }
  SpvAttrPos pos = cm_spirv_attr_position(name, ods);
  unsigned nops = cm_op_num_operands(op);
  unsigned split = pos == SPV_ATTRS_FIRST ? 0
                   : pos == SPV_ATTRS_AFTER_FIRST ? (nops ? 1 : 0)
                                                  : nops;
  if (cm_failed(operand_ids(s, op, 0, split, ops)))
    return CM_FAILURE;
  for (unsigned i = 0; ods && i < ods->num_attrs; i++)
    if (cm_failed(encode_attr(s, op, ods->attrs[i].name, ops)))
      return CM_FAILURE;
  if (cm_failed(operand_ids(s, op, split, nops, ops)))
    return CM_FAILURE;
  emit_line(s, &s->fn_body, op);
  emit(&s->fn_body, info->ext_set ? SPV_OpExtInst : info->opcode, ops->data,
       ops->len);
  return CM_SUCCESS;
}

/* spv.SpecConstantOperation: an OpSpecConstantOp among the globals, with
 * the opcode of the wrapped op and the <id>s of its operands (constants
 * and spec constants, already known); 13's order: type, then result. */
static CmResult process_spec_op(Ser *s, CmOp *op) {
  CmRegion *r = cm_op_region(op, 0);
  CmOp *inner = r && r->first ? r->first->first : NULL;
  if (!inner || !cm_op_num_results(op))
    return cm_op_emit_error(op, "unhandled operation serialization");
  const char *name = cm_ident_str(cm_op_opname(inner)->name).data;
  const CmSpvOpInfo *info = cm_spirv_op_by_name(name);
  if (!info || !info->opcode || info->ext_set) {
    CmDiag *d = cm_diag_error(cm_op_loc(op), "Couldn't find op code for op ");
    cm_diag_append(d, "%s", name);
    cm_diag_report(d);
    return CM_FAILURE;
  }
  uint32_t tid = type_id(s, cm_op_result(op, 0)->type, op);
  if (!tid)
    return CM_FAILURE;
  SpvWords *ops = &s->ops;
  ops->len = 0;
  uint32_t id = new_id(s);
  spv_words_push(ops, tid);
  spv_words_push(ops, id);
  spv_words_push(ops, info->opcode);
  if (cm_failed(operand_ids(s, inner, 0, cm_op_num_operands(inner), ops)))
    return CM_FAILURE;
  emit(&s->globals, SPV_OpSpecConstantOp, ops->data, ops->len);
  cm_ptrmap_put(&s->value_ids, cm_op_result(op, 0), id);
  return CM_SUCCESS;
}

/* What process_op does with an op, by name; cached per CmOpName. */
typedef enum {
  OK_OTHER = 1, /* 0 is "not cached yet" */
  OK_CONSTANT,
  OK_ADDRESSOF,
  OK_REFERENCEOF,
  OK_UNDEF,
  OK_VARIABLE,
  OK_LOAD,
  OK_STORE,
  OK_COPY_MEMORY,
  OK_CALL,
  OK_BRANCH,
  OK_COND_BRANCH,
  OK_SELECTION,
  OK_LOOP,
  OK_MERGE,
  OK_RETURN,
  OK_UNREACHABLE,
  OK_SPEC_OP,
  OK_GENERIC, /* any other spv.* op: by its opcode row */
} OpKind;

static OpKind classify(const char *name) {
  static const struct {
    const char *name;
    OpKind kind;
  } named[] = {
      {"spv.Constant", OK_CONSTANT},
      {"spv.mlir.addressof", OK_ADDRESSOF},
      {"spv.mlir.referenceof", OK_REFERENCEOF},
      {"spv.Undef", OK_UNDEF},
      {"spv.Variable", OK_VARIABLE},
      {"spv.Load", OK_LOAD},
      {"spv.Store", OK_STORE},
      {"spv.CopyMemory", OK_COPY_MEMORY},
      {"spv.FunctionCall", OK_CALL},
      {"spv.Branch", OK_BRANCH},
      {"spv.BranchConditional", OK_COND_BRANCH},
      {"spv.mlir.selection", OK_SELECTION},
      {"spv.mlir.loop", OK_LOOP},
      {"spv.mlir.merge", OK_MERGE},
      {"spv.Return", OK_RETURN},
      {"spv.Unreachable", OK_UNREACHABLE},
      {"spv.SpecConstantOperation", OK_SPEC_OP},
  };
  for (size_t i = 0; i < sizeof named / sizeof named[0]; i++)
    if (!strcmp(name, named[i].name))
      return named[i].kind;
  return strncmp(name, "spv.", 4) ? OK_OTHER : OK_GENERIC;
}

static OpKind op_kind(Ser *s, CmOp *op) {
  CmOpName *n = cm_op_opname(op);
  uint64_t *have = cm_ptrmap_get(&s->op_kinds, n);
  if (have)
    return (OpKind)*have;
  OpKind k = classify(cm_ident_str(n->name).data);
  cm_ptrmap_put(&s->op_kinds, n, k);
  return k;
}

static CmResult process_op(Ser *s, CmOp *op) {
  OpKind kind = op_kind(s, op);
  SpvWords *ops = &s->ops;
  ops->len = 0;
  switch (kind) {
  case OK_CONSTANT: {
    CmAttr *v = cm_op_get_attr(op, "value");
    if (!v)
      return cm_op_emit_error(op, "missing value");
    uint32_t id = const_id(s, v, cm_op_result(op, 0)->type, op);
    if (!id)
      return CM_FAILURE;
    cm_ptrmap_put(&s->value_ids, cm_op_result(op, 0), id);
    return CM_SUCCESS;
  }
  case OK_ADDRESSOF:
  case OK_REFERENCEOF: {
    CmAttr *ref = cm_op_get_attr(
        op, kind == OK_ADDRESSOF ? "variable" : "spec_const");
    uint32_t id = lookup_sym(s, ref);
    if (!id)
      return cm_op_emit_error(op, "unknown result <id> for the referenced "
                                  "symbol");
    cm_ptrmap_put(&s->value_ids, cm_op_result(op, 0), id);
    return CM_SUCCESS;
  }
  case OK_UNDEF: {
    CmType *t = cm_op_result(op, 0)->type;
    uint64_t *have = cm_ptrmap_get(&s->undef_ids, t);
    uint32_t id;
    if (have) {
      id = (uint32_t)*have;
    } else {
      id = new_id(s); /* 13: the undef's id before its type's */
      uint32_t tid = type_id(s, t, op);
      if (!tid)
        return CM_FAILURE;
      uint32_t w[2] = {tid, id};
      emit(&s->globals, SPV_OpUndef, w, 2);
      cm_ptrmap_put(&s->undef_ids, t, id);
    }
    cm_ptrmap_put(&s->value_ids, cm_op_result(op, 0), id);
    return CM_SUCCESS;
  }
  case OK_VARIABLE: {
    if (cm_failed(result_prefix(s, op, ops)))
      return CM_FAILURE;
    spv_words_push(ops, get_u32_attr(op, "storage_class", 7));
    if (cm_failed(operand_ids(s, op, 0, cm_op_num_operands(op), ops)))
      return CM_FAILURE;
    emit_line(s, &s->fn_header, op);
    emit(&s->fn_header, SPV_OpVariable, ops->data, ops->len);
    static const char *const elided[] = {"storage_class"};
    return decorate_rest(s, op, ops->data[1], elided, 1);
  }
  case OK_LOAD:
  case OK_STORE:
  case OK_COPY_MEMORY: {
    if (cm_failed(result_prefix(s, op, ops)) ||
        cm_failed(operand_ids(s, op, 0, cm_op_num_operands(op), ops)))
      return CM_FAILURE;
    push_opt(op, "memory_access", ops);
    push_opt(op, "alignment", ops);
    push_opt(op, "source_memory_access", ops);
    push_opt(op, "source_alignment", ops);
    emit_line(s, &s->fn_body, op);
    emit(&s->fn_body,
         kind == OK_LOAD    ? SPV_OpLoad
         : kind == OK_STORE ? SPV_OpStore
                            : SPV_OpCopyMemory,
         ops->data, ops->len);
    return CM_SUCCESS;
  }
  case OK_CALL: {
    CmAttr *callee = cm_op_get_attr(op, "callee");
    CmType *rt = cm_op_num_results(op) ? cm_op_result(op, 0)->type
                                       : cm_none_type(s->ctx);
    uint32_t tid = type_id(s, rt, op);
    if (!tid)
      return CM_FAILURE;
    spv_words_push(ops, tid);
    uint32_t fid = sym_id(s, attr_str(callee)); /* 13: before the result */
    uint32_t id = new_id(s);
    if (cm_op_num_results(op))
      cm_ptrmap_put(&s->value_ids, cm_op_result(op, 0), id);
    spv_words_push(ops, id);
    spv_words_push(ops, fid);
    if (cm_failed(operand_ids(s, op, 0, cm_op_num_operands(op), ops)))
      return CM_FAILURE;
    emit(&s->fn_body, SPV_OpFunctionCall, ops->data, ops->len);
    return CM_SUCCESS;
  }
  case OK_BRANCH:
    emit_line(s, &s->fn_body, op);
    emit1(&s->fn_body, SPV_OpBranch, block_id(s, cm_op_successor(op, 0)));
    return CM_SUCCESS;
  case OK_COND_BRANCH: {
    uint32_t c = value_id(s, cm_op_operand(op, 0));
    if (!c)
      return cm_op_emit_error(op, "use of undefined value");
    spv_words_push(ops, c);
    spv_words_push(ops, block_id(s, cm_op_successor(op, 0)));
    spv_words_push(ops, block_id(s, cm_op_successor(op, 1)));
    CmAttr *w = cm_op_get_attr(op, "branch_weights");
    for (unsigned i = 0; w && w->kind == CM_ATTR_ARRAY && i < w->array.num; i++)
      spv_words_push(ops, (uint32_t)w->array.elems[i]->integer.value);
    emit_line(s, &s->fn_body, op);
    emit(&s->fn_body, SPV_OpBranchConditional, ops->data, ops->len);
    return CM_SUCCESS;
  }
  case OK_SELECTION:
    return process_selection(s, op);
  case OK_LOOP:
    return process_loop(s, op);
  case OK_MERGE:
    return CM_SUCCESS;
  case OK_RETURN:
  case OK_UNREACHABLE:
    emit_line(s, &s->fn_body, op);
    emit(&s->fn_body, kind == OK_RETURN ? SPV_OpReturn : SPV_OpUnreachable,
         NULL, 0);
    return CM_SUCCESS;
  case OK_SPEC_OP:
    return process_spec_op(s, op);
  case OK_GENERIC:
    if (!cm_op_is_registered(op) || cm_op_num_regions(op))
      return cm_op_emit_error(op, "unhandled operation serialization");
    return process_generic(s, op, cm_ident_str(cm_op_opname(op)->name).data);
  case OK_OTHER:
    break;
  }
  return cm_op_emit_error(op, "unhandled operation serialization");
}

static CmResult process_module_op(Ser *s, CmOp *op) {
  if (cm_op_name_is(op, "spv.func"))
    return process_func(s, op);
  if (cm_op_name_is(op, "spv.GlobalVariable"))
    return process_global_var(s, op);
  if (cm_op_name_is(op, "spv.SpecConstant"))
    return process_spec_constant(s, op);
  if (cm_op_name_is(op, "spv.SpecConstantComposite"))
    return process_spec_composite(s, op);
  if (cm_op_name_is(op, "spv.EntryPoint"))
    return process_entry_point(s, op);
  if (cm_op_name_is(op, "spv.ExecutionMode"))
    return process_exec_mode(s, op);
  return cm_op_emit_error(op, "unhandled operation serialization");
}

static void ser_free(Ser *s) {
  SpvWords *all[] = {&s->caps,        &s->exts,       &s->ext_sets,
                     &s->mem_model,   &s->entry_points, &s->exec_modes,
                     &s->names,       &s->decos,      &s->globals,
                     &s->functions,   &s->fn_header,  &s->fn_body,
                     &s->ops,         &s->debug_sec};
  for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
    spv_words_free(all[i]);
  CmPtrMap *maps[] = {&s->type_ids,  &s->const_ids, &s->value_ids,
                      &s->block_ids, &s->sym_ids,   &s->undef_ids,
                      &s->spec_ids,  &s->ext_set_ids, &s->op_kinds};
  for (size_t i = 0; i < sizeof maps / sizeof maps[0]; i++)
    cm_ptrmap_free(maps[i]);
  CM_VEC_FREE(s->fixups);
  CM_VEC_FREE(s->struct_ctx);
  CM_VEC_FREE(s->pending_ptrs);
}

CmResult cm_spirv_serialize(CmOp *module, uint32_t **words,
                            size_t *num_words) {
  return cm_spirv_serialize_ex(module, false, words, num_words);
}

CmResult cm_spirv_serialize_ex(CmOp *module, bool debug_info, uint32_t **words,
                               size_t *num_words) {
  *words = NULL;
  *num_words = 0;
  if (!cm_op_name_is(module, "spv.module"))
    return cm_op_emit_error(module, "expected a spv.module");
  CmAttr *vce = cm_op_get_attr(module, "vce_triple");
  if (!vce || cm_spv_attr_id(vce) != CM_SPV_ATTR_VCE)
    return cm_op_emit_error(module, "module must have 'vce_triple' attribute "
                                    "to be serializeable");
  Ser s;
  memset(&s, 0, sizeof s);
  s.ctx = cm_op_context(module);
  s.module = module;
  s.next_id = 1;
  for (unsigned i = 0; i < cm_spv_vce_num_caps(vce); i++)
    emit1(&s.caps, SPV_OpCapability, cm_spv_vce_cap(vce, i));
  for (unsigned i = 0; i < cm_spv_vce_num_exts(vce); i++) {
    SpvWords ops = {0};
    push_string(&ops, cm_spv_vce_ext(vce, i));
    emit(&s.exts, SPV_OpExtension, ops.data, ops.len);
    spv_words_free(&ops);
  }
  uint32_t mm[2] = {get_u32_attr(module, "addressing_model", 0),
                    get_u32_attr(module, "memory_model", 0)};
  emit(&s.mem_model, SPV_OpMemoryModel, mm, 2);
  if (debug_info) { /* 13: the file's id comes first */
    s.debug = true;
    s.file_id = new_id(&s);
    CmLoc *ml = cm_op_loc(module);
    SpvWords ops = {0};
    spv_words_push(&ops, s.file_id);
    push_string(&ops, ml && ml->kind == CM_LOC_FILE_LINE_COL
                          ? cm_ident_str(ml->flc.file)
                          : (CmStr){"<unknown>", 9});
    emit(&s.debug_sec, SPV_OpString, ops.data, ops.len);
    spv_words_free(&ops);
  }
  CmResult r = CM_SUCCESS;
  CmBlock *body = cm_op_region(module, 0)->first;
  for (CmOp *op = body ? body->first : NULL; op && cm_succeeded(r);
       op = cm_op_next(op))
    r = process_module_op(&s, op);
  if (cm_succeeded(r)) {
    SpvWords out = {0};
    uint32_t header[5] = {SPV_MAGIC,
                          cm_spv_version_word(cm_spv_vce_version(vce)),
                          SPV_GENERATOR, s.next_id, 0};
    spv_words_append(&out, header, 5);
    SpvWords *secs[] = {&s.caps,  &s.exts,  &s.ext_sets,   &s.mem_model,
                        &s.entry_points, &s.exec_modes, &s.debug_sec, &s.names,
                        &s.decos, &s.globals, &s.functions};
    for (size_t i = 0; i < sizeof secs / sizeof secs[0]; i++)
      spv_words_append(&out, secs[i]->data, secs[i]->len);
    *words = out.data;
    *num_words = out.len;
  }
  ser_free(&s);
  return r;
}
