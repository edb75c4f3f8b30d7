/* deserialize.c - SPIR-V words -> spv.module (MLIR 13's
 * -deserialize-spirv).
 *
 * One pass over the instructions.  Names and decorations come first in a
 * module and are kept by <id>; types, constants, global variables and spec
 * constants are recorded by <id>; a global variable or spec constant
 * becomes its op in the module body when met.  A use of a constant,
 * global variable, spec constant or OpUndef inside a function
 * materializes a spv.Constant / spv.mlir.addressof / spv.mlir.referenceof /
 * spv.Undef right before the user, as 13 does.  Entry points and execution
 * modes are put after everything else.  Within a function, every OpLabel
 * is a block; OpPhi becomes a block argument; the branches are created at
 * the end of the function, once every phi is known, with the phi operands
 * as successor operands.  OpSelectionMerge / OpLoopMerge (structured
 * control flow) are rejected: see docs/spirv-serialization.md.
 *
 * Every read is bounds-checked; malformed input gives an error at the
 * given location and no module.  The result is verified before it is
 * returned. */
#include "spirv_binary.h"

#include <stdio.h>

/* What an <id> names. */
typedef enum {
  K_NONE,
  K_TYPE,
  K_CONST,      /* attr + type */
  K_GLOBAL_VAR, /* sym */
  K_SPEC,       /* sym + type (spec constant or composite) */
  K_UNDEF,      /* type */
  K_FUNC,       /* sym + type */
  K_VALUE,      /* value */
  K_EXT_SET,    /* name */
  K_BLOCK,
  K_FWD_PTR, /* OpTypeForwardPointer not defined yet: storage class in aux */
  K_STRING,  /* OpString: sym */
  K_SPEC_OP, /* OpSpecConstantOp: type; aux = word offset of its operands */
} IdKind;

typedef struct IdInfo {
  uint8_t kind;
  CmType *type;
  CmAttr *attr;
  CmIdent *sym;
  CmValue *value;
  CmBlock *block;
  const char *ext_set;
  CmIdent *name; /* OpName */
  uint32_t aux;
} IdInfo;

typedef struct Deco {
  uint32_t id, member; /* member UINT32_MAX: OpDecorate */
  uint32_t deco;
  uint32_t nargs;
  uint32_t args[4];
} Deco;

typedef struct Term { /* a branch created at the end of the function */
  CmBlock *block;
  uint32_t opcode;
  CmValue *cond;
  CmBlock *succ[2];
  CmAttr *weights;
  CmLoc *loc;
  uint32_t label; /* the SPIR-V label of `block` */
} Term;

typedef struct PhiIn {
  CmBlock *block; /* the block of the argument */
  unsigned arg;
  uint32_t value_id;
  uint32_t pred_label;
} PhiIn;

typedef struct MergeRec { /* an OpSelectionMerge / OpLoopMerge */
  CmBlock *header, *merge, *cont; /* cont NULL: selection */
  uint32_t control;
  CmLoc *loc;
} MergeRec;

/* An identified struct with members of forward-declared pointer types: its
 * body is set once every such pointer is defined. */
typedef struct DeferredStruct {
  CmType *type;
  unsigned n, nmd;
  CmType **members;   /* NULL: not defined yet */
  uint32_t *member_ids;
  uint32_t *offsets; /* NULL: no offsets */
  CmSpvMemberDeco *md;
} DeferredStruct;

typedef struct Des {
  CmContext *ctx;
  CmLoc *loc;     /* where errors are reported */
  CmLoc *unknown; /* the location of ops without debug info (13) */
  CmLoc *oploc;   /* from the last OpLine, or unknown */
  const uint32_t *w;
  size_t n;
  uint32_t bound;
  IdInfo *ids;
  CM_VEC(Deco) decos;
  CM_VEC(DeferredStruct) deferred_structs;
  CM_VEC(CmOp *) late; /* entry points and execution modes */
  CM_VEC(size_t) deferred; /* word positions of OpEntryPoint / OpExecutionMode */
  CM_VEC(uint32_t) caps;
  CM_VEC(CmStr) exts;
  uint32_t addressing, memory;
  bool have_memory_model;
  CmOp *module;
  CmBlock *body; /* module body */
  /* the current function */
  CmOp *fn;
  CmBlock *cur;
  uint32_t fn_params_left;
  bool entry_unlabeled;
  uint32_t cur_label;
  CM_VEC(uint32_t) fn_labels; /* labels referenced in this function */
  CM_VEC(Term) terms;
  CM_VEC(PhiIn) phis;
  CM_VEC(MergeRec) merges;
  char namebuf[64];
  /* materializing a use: the attribute names and, per constant attribute
   * or symbol, the uniqued dictionary of the op (asked once, not per use) */
  CmIdent *n_value, *n_variable, *n_spec_const;
  CmPtrMap mat_dicts;
  CmPtrMap defs; /* CmSpvOpInfo row -> its CmOpDef */
} Des;

static CmResult fail(Des *d, const char *fmt, ...) CM_PRINTF(2, 3);
static CmResult fail(Des *d, const char *fmt, ...) {
  char buf[256];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  return cm_emit_error(d->loc, "%s", buf);
}

static IdInfo *id_at(Des *d, uint32_t id) {
  return id && id < d->bound ? &d->ids[id] : NULL;
}

static CmResult check_new_id(Des *d, uint32_t id) {
  IdInfo *i = id_at(d, id);
  if (!i)
    return fail(d, "invalid <id> %u (bound is %u)", id, d->bound);
  if (i->kind != K_NONE)
    return fail(d, "<id> %u is defined more than once", id);
  return CM_SUCCESS;
}

static CmType *get_type(Des *d, uint32_t id) {
  IdInfo *i = id_at(d, id);
  if (!i || i->kind != K_TYPE) {
    fail(d, "unknown type <id> %u", id);
    return NULL;
  }
  return i->type;
}

static CmAttr *i32_attr(Des *d, uint32_t v) {
  return cm_integer_attr(cm_integer_type(d->ctx, 32, CM_SIGNLESS),
                         (int64_t)(int32_t)v);
}

/* The i32 value of a constant <id> (scopes, semantics, lengths). */
static bool const_u32(Des *d, uint32_t id, uint32_t *out) {
  IdInfo *i = id_at(d, id);
  if (!i || i->kind != K_CONST || !i->attr ||
      i->attr->kind != CM_ATTR_INTEGER) {
    fail(d, "expected an integer constant <id>, got %u", id);
    return false;
  }
  *out = (uint32_t)i->attr->integer.value;
  return true;
}

/* String operand at w[*pos], words up to n. */
static bool read_string(Des *d, const uint32_t *w, size_t n, size_t *pos,
                        CmStr *out) {
  size_t start = *pos;
  for (size_t i = start; i < n; i++) {
    uint32_t x = w[i];
    for (int b = 0; b < 4; b++) {
      if (((x >> (8 * b)) & 0xff) == 0) {
        size_t len = (i - start) * 4 + (size_t)b;
        char *tmp = cm_xmalloc(len + 1);
        for (size_t k = 0; k < len; k++)
          tmp[k] = (char)(w[start + k / 4] >> (8 * (k % 4)));
        CmIdent *id = cm_ident(d->ctx, tmp, len);
        free(tmp);
        *out = cm_ident_str(id);
        *pos = i + 1;
        return true;
      }
    }
  }
  fail(d, "string literal is not terminated");
  return false;
}

/* A symbol name for <id>: its OpName or 13's generated one. */
static CmIdent *sym_for(Des *d, uint32_t id, const char *prefix) {
  IdInfo *i = id_at(d, id);
  if (i && i->name && i->name->len)
    return i->name;
  snprintf(d->namebuf, sizeof d->namebuf, "%s_%u", prefix, id);
  return cm_ident_c(d->ctx, d->namebuf);
}

/* ---------------------------------------------------------------- types */

static CmResult define_type(Des *d, uint32_t id, CmType *t) {
  if (!t)
    return fail(d, "invalid type for <id> %u", id);
  d->ids[id].kind = K_TYPE;
  d->ids[id].type = t;
  return CM_SUCCESS;
}

static const Deco *find_deco(Des *d, uint32_t id, uint32_t deco) {
  for (size_t i = 0; i < d->decos.len; i++)
    if (d->decos.data[i].id == id && d->decos.data[i].member == UINT32_MAX &&
        d->decos.data[i].deco == deco)
      return &d->decos.data[i];
  return NULL;
}

static int cmp_member_deco(const void *a, const void *b) {
  const CmSpvMemberDeco *x = a, *y = b;
  if (x->member != y->member)
    return x->member < y->member ? -1 : 1;
  return x->decoration < y->decoration ? -1 : x->decoration > y->decoration;
}

static void deferred_struct_free(DeferredStruct *ds) {
  free(ds->members);
  free(ds->member_ids);
  free(ds->offsets);
  free(ds->md);
}

/* Pointer type <id> is now defined: the struct members waiting for it get
 * it; a struct with nothing left to wait for gets its body. */
static CmResult resolve_forward_ptr(Des *d, uint32_t id) {
  CmResult r = CM_SUCCESS;
  size_t k = 0;
  for (size_t i = 0; i < d->deferred_structs.len; i++) {
    DeferredStruct *ds = &d->deferred_structs.data[i];
    bool left = false;
    for (unsigned m = 0; m < ds->n; m++) {
      if (!ds->members[m] && ds->member_ids[m] == id)
        ds->members[m] = d->ids[id].type;
      left = left || !ds->members[m];
    }
    if (left || cm_failed(r)) {
      d->deferred_structs.data[k++] = *ds;
      continue;
    }
    if (cm_failed(cm_spv_struct_set_body(ds->type, ds->n, ds->members,
                                         ds->offsets, ds->nmd, ds->md)))
      r = fail(d, "identified struct '%.*s' has two different bodies",
               (int)cm_spv_struct_name(ds->type).len,
               cm_spv_struct_name(ds->type).data);
    deferred_struct_free(ds);
  }
  d->deferred_structs.len = k;
  return r;
}

static CmResult process_forward_ptr(Des *d, const uint32_t *w, size_t n) {
  if (n != 2)
    return fail(d, "OpTypeForwardPointer instruction must have two operands");
  if (cm_failed(check_new_id(d, w[0])))
    return CM_FAILURE;
  if (!cm_spv_enum_str(CM_SPV_E_StorageClass, w[1]))
    return fail(d, "unknown storage class: %u", w[1]);
  d->ids[w[0]].kind = K_FWD_PTR;
  d->ids[w[0]].aux = w[1];
  return CM_SUCCESS;
}

static CmResult process_type(Des *d, uint32_t opcode, const uint32_t *w,
                             size_t n) {
  if (n < 1)
    return fail(d, "missing result <id> of a type instruction");
  uint32_t id = w[0];
  IdInfo *fwd = opcode == SPV_OpTypePointer ? id_at(d, id) : NULL;
  if (fwd && fwd->kind == K_FWD_PTR) {
    if (n >= 2 && fwd->aux != w[1])
      return fail(d, "OpTypePointer <id> %u has another storage class than "
                     "its OpTypeForwardPointer",
                  id);
    fwd->kind = K_NONE;
  }
  if (cm_failed(check_new_id(d, id)))
    return CM_FAILURE;
  switch (opcode) {
  case SPV_OpTypeVoid:
    return define_type(d, id, cm_none_type(d->ctx));
  case SPV_OpTypeBool:
    return define_type(d, id, cm_integer_type(d->ctx, 1, CM_SIGNLESS));
  case SPV_OpTypeInt:
    if (n < 3)
      return fail(d, "OpTypeInt must have bitwidth and signedness parameters");
    if (w[1] == 0 || w[1] > 64)
      return fail(d, "unsupported OpTypeInt width %u", w[1]);
    return define_type(d, id,
                       cm_integer_type(d->ctx, w[1],
                                       w[2] == 1 ? CM_SIGNED : CM_SIGNLESS));
  case SPV_OpTypeFloat:
    if (n < 2)
      return fail(d, "OpTypeFloat must have bitwidth parameter");
    if (w[1] != 16 && w[1] != 32 && w[1] != 64)
      return fail(d, "unsupported OpTypeFloat bitwidth: %u", w[1]);
    return define_type(d, id,
                       cm_float_type(d->ctx, w[1] == 16   ? CM_TYPE_F16
                                             : w[1] == 32 ? CM_TYPE_F32
                                                          : CM_TYPE_F64));
  case SPV_OpTypeVector: {
    if (n < 3)
      return fail(d, "OpTypeVector must have element type and count "
                     "parameters");
    CmType *e = get_type(d, w[1]);
    if (!e)
      return CM_FAILURE;
    if (w[2] < 2 || w[2] > 16 ||
        !(e->kind == CM_TYPE_INTEGER || cm_type_is_float(e)))
      return fail(d, "invalid vector type");
    int64_t shape = w[2];
    return define_type(d, id, cm_vector_type(1, &shape, e));
  }
  case SPV_OpTypePointer: {
    if (n < 3)
      return fail(d, "OpTypePointer must have two parameters");
    if (!cm_spv_enum_str(CM_SPV_E_StorageClass, w[1]))
      return fail(d, "unknown storage class: %u", w[1]);
    CmType *p = get_type(d, w[2]);
    if (!p || cm_failed(define_type(d, id, cm_spv_ptr_type(p, w[1]))))
      return CM_FAILURE;
    return resolve_forward_ptr(d, id);
  }
  case SPV_OpTypeArray: {
    if (n < 3)
      return fail(d, "OpTypeArray must have element type and count "
                     "parameters");
    CmType *e = get_type(d, w[1]);
    uint32_t count;
    if (!e || !const_u32(d, w[2], &count))
      return CM_FAILURE;
    if (!count)
      return fail(d, "OpTypeArray count must be positive");
    const Deco *st = find_deco(d, id, SPV_DecoArrayStride);
    return define_type(
        d, id, cm_spv_array_type(e, count, st && st->nargs ? st->args[0] : 0));
  }
  case SPV_OpTypeRuntimeArray: {
    if (n < 2)
      return fail(d, "OpTypeRuntimeArray must have element type parameter");
    CmType *e = get_type(d, w[1]);
    if (!e)
      return CM_FAILURE;
    const Deco *st = find_deco(d, id, SPV_DecoArrayStride);
    return define_type(
        d, id, cm_spv_rtarray_type(e, st && st->nargs ? st->args[0] : 0));
  }
  case SPV_OpTypeMatrix: {
    if (n < 3)
      return fail(d, "OpTypeMatrix must have column type and count");
    CmType *c = get_type(d, w[1]);
    if (!c)
      return CM_FAILURE;
    if (c->kind != CM_TYPE_VECTOR || w[2] < 2 || w[2] > 4)
      return fail(d, "invalid matrix type");
    return define_type(d, id, cm_spv_matrix_type(c, w[2]));
  }
  case SPV_OpTypeImage: {
    if (n < 8)
      return fail(d, "OpTypeImage must have seven parameters");
    CmType *e = get_type(d, w[1]);
    if (!e)
      return CM_FAILURE;
    uint32_t params[6] = {w[2], w[3], w[4], w[5], w[6], w[7]};
    static const CmSpvEnumKind kinds[6] = {
        CM_SPV_E_Dim,           CM_SPV_E_ImageDepthInfo,
        CM_SPV_E_ImageArrayedInfo, CM_SPV_E_ImageSamplingInfo,
        CM_SPV_E_ImageSamplerUseInfo, CM_SPV_E_ImageFormat};
    for (int i = 0; i < 6; i++)
      if (!cm_spv_enum_str(kinds[i], params[i]))
        return fail(d, "invalid image type parameter");
    return define_type(d, id, cm_spv_image_type(e, params));
  }
  case SPV_OpTypeSampledImage: {
    if (n < 2)
      return fail(d, "OpTypeSampledImage must have an image type");
    CmType *e = get_type(d, w[1]);
    if (!e)
      return CM_FAILURE;
    if (cm_spv_type_id(e) != CM_SPV_IMAGE)
      return fail(d, "OpTypeSampledImage needs an image type");
    return define_type(d, id, cm_spv_sampled_image_type(e));
  }
  case SPV_OpTypeCooperativeMatrixNV: {
    if (n < 5)
      return fail(d, "OpTypeCooperativeMatrix must have element type and "
                     "dimensions parameters");
    CmType *e = get_type(d, w[1]);
    uint32_t sc, r, c;
    if (!e || !const_u32(d, w[2], &sc) || !const_u32(d, w[3], &r) ||
        !const_u32(d, w[4], &c))
      return CM_FAILURE;
    return define_type(d, id, cm_spv_coopmatrix_type(e, sc, r, c));
  }
  case SPV_OpTypeFunction: {
    if (n < 2)
      return fail(d, "OpTypeFunction must have return type parameter");
    CmType *ret = get_type(d, w[1]);
    if (!ret)
      return CM_FAILURE;
    CmType **ins = cm_xmalloc((n - 2 + 1) * sizeof *ins);
    for (size_t i = 2; i < n; i++)
      if (!(ins[i - 2] = get_type(d, w[i]))) {
        free(ins);
        return CM_FAILURE;
      }
    bool is_void = ret->kind == CM_TYPE_NONE;
    CmType *ft = cm_function_type(d->ctx, (unsigned)(n - 2), ins, is_void ? 0 : 1,
                                  is_void ? NULL : &ret);
    free(ins);
    return define_type(d, id, ft);
  }
  case SPV_OpTypeStruct: {
    size_t nm = n - 1;
    CmType **members = cm_xmalloc((nm + 1) * sizeof *members);
    uint32_t *offsets = cm_xcalloc(nm + 1, sizeof *offsets);
    CM_VEC(CmSpvMemberDeco) md = {0};
    bool has_offsets = false;
    CmResult r = CM_SUCCESS;
    bool deferred = false;
    for (size_t i = 0; i < nm && cm_succeeded(r); i++) {
      IdInfo *mi = id_at(d, w[1 + i]);
      if (mi && mi->kind == K_FWD_PTR) {
        members[i] = NULL;
        deferred = true;
      } else if (!(members[i] = get_type(d, w[1 + i]))) {
        r = CM_FAILURE;
      }
    }
    for (size_t i = 0; i < d->decos.len && cm_succeeded(r); i++) {
      Deco *x = &d->decos.data[i];
      if (x->id != id || x->member == UINT32_MAX)
        continue;
      if (x->member >= nm) {
        r = fail(d, "member decoration on a non-existent member");
        break;
      }
      if (x->deco == SPV_DecoOffset && x->nargs) {
        offsets[x->member] = x->args[0];
        has_offsets = true;
        continue;
      }
      CmSpvMemberDeco m = {x->member, x->deco, x->nargs > 0,
                           x->nargs ? x->args[0] : 0};
      CM_VEC_PUSH(md, m);
    }
    if (cm_succeeded(r)) {
      if (md.len)
        qsort(md.data, md.len, sizeof *md.data, cmp_member_deco);
      IdInfo *ii = &d->ids[id];
      CmType *t;
      if (deferred && !(ii->name && ii->name->len)) {
        r = fail(d, "OpTypeStruct <id> %u with a member of forward-declared "
                    "pointer type must have a name",
                 id);
      } else if (deferred) {
        t = cm_spv_struct_identified(d->ctx, cm_ident_str(ii->name));
        DeferredStruct ds = {t, (unsigned)nm, (unsigned)md.len, members,
                             cm_xmalloc((nm + 1) * sizeof(uint32_t)),
                             has_offsets ? offsets : NULL, md.data};
        memcpy(ds.member_ids, w + 1, nm * sizeof(uint32_t));
        CM_VEC_PUSH(d->deferred_structs, ds);
        members = NULL;
        if (has_offsets)
          offsets = NULL;
        md.data = NULL;
        md.len = md.cap = 0;
        r = define_type(d, id, t);
      } else if (ii->name && ii->name->len) {
        t = cm_spv_struct_identified(d->ctx, cm_ident_str(ii->name));
        if (cm_failed(cm_spv_struct_set_body(t, (unsigned)nm, members,
                                             has_offsets ? offsets : NULL,
                                             (unsigned)md.len, md.data)))
          t = NULL;
      } else {
        t = cm_spv_struct_type(d->ctx, (unsigned)nm, members,
                               has_offsets ? offsets : NULL, (unsigned)md.len,
                               md.data);
      }
      if (!deferred)
        r = define_type(d, id, t);
    }
    free(members);
    free(offsets);
    CM_VEC_FREE(md);
    return r;
  }
  default:
    return fail(d, "unhandled type instruction %u", opcode);
  }
}

/* ------------------------------------------------------------ constants */

static CmResult process_constant(Des *d, uint32_t opcode, const uint32_t *w,
                                 size_t n, bool spec) {
  if (n < 2)
    return fail(d, "constant instruction needs a type and a result <id>");
  CmType *t = get_type(d, w[0]);
  uint32_t id = w[1];
  if (!t || cm_failed(check_new_id(d, id)))
    return CM_FAILURE;
  CmAttr *a = NULL;
  if (opcode == SPV_OpConstantTrue || opcode == SPV_OpConstantFalse ||
      opcode == SPV_OpSpecConstantTrue || opcode == SPV_OpSpecConstantFalse) {
    if (!cm_type_is_integer(t, 1))
      return fail(d, "boolean constant of a non-bool type");
    a = cm_bool_attr(d->ctx, opcode == SPV_OpConstantTrue ||
                                 opcode == SPV_OpSpecConstantTrue);
  } else if (opcode == SPV_OpConstant || opcode == SPV_OpSpecConstant) {
    if (t->kind == CM_TYPE_INTEGER && t->integer.width > 1) {
      unsigned width = t->integer.width;
      size_t need = width > 32 ? 2 : 1;
      if (n < 2 + need)
        return fail(d, "OpConstant has too few words for its type");
      uint64_t v = w[2];
      if (need == 2)
        v |= (uint64_t)w[3] << 32;
      if (width < 64) {
        uint64_t mask = ((uint64_t)1 << width) - 1;
        v &= mask;
        if (t->integer.signedness != CM_UNSIGNED &&
            (v >> (width - 1)) & 1)
          v |= ~mask;
      }
      a = cm_integer_attr(t, (int64_t)v);
    } else if (cm_type_is_float(t)) {
      unsigned width = cm_float_type_width(t);
      size_t need = width > 32 ? 2 : 1;
      if (n < 2 + need)
        return fail(d, "OpConstant has too few words for its type");
      uint64_t bits[2] = {w[2], 0};
      if (width == 16)
        bits[0] &= 0xffff;
      if (need == 2)
        bits[0] |= (uint64_t)w[3] << 32;
      a = cm_float_attr_bits(t, bits);
    } else {
      return fail(d, "OpConstant of an unsupported type");
    }
  } else if (opcode == SPV_OpConstantComposite) {
    if (t->kind == CM_TYPE_VECTOR) {
      int64_t ne = t->shaped.shape[0];
      if ((int64_t)n - 2 != ne)
        return fail(d, "OpConstantComposite has the wrong number of "
                       "constituents");
      CmAttr **elems = cm_xmalloc((size_t)ne * sizeof *elems);
      for (int64_t i = 0; i < ne; i++) {
        IdInfo *c = id_at(d, w[2 + i]);
        if (!c || c->kind != K_CONST || c->type != t->shaped.elem ||
            (c->attr->kind != CM_ATTR_INTEGER &&
             c->attr->kind != CM_ATTR_FLOAT)) {
          free(elems);
          return fail(d, "unsupported OpConstantComposite constituent");
        }
        elems[i] = c->attr;
      }
      bool splat = true;
      for (int64_t i = 1; i < ne; i++)
        splat = splat && elems[i] == elems[0];
      size_t eb = (cm_type_bit_width(t->shaped.elem) + 7) / 8;
      uint8_t *bytes = cm_xcalloc((size_t)ne, eb ? eb : 1);
      for (int64_t i = 0; i < ne; i++) {
        uint64_t v = elems[i]->kind == CM_ATTR_INTEGER
                         ? (uint64_t)elems[i]->integer.value
                         : elems[i]->fp.bits[0];
        for (size_t b = 0; b < eb; b++)
          bytes[(size_t)i * eb + b] = (uint8_t)(v >> (8 * b));
      }
      /* 13's DenseElementsAttr::get finds splats, but a vector of `true`
       * is never one (its packed bits) */
      if (splat && cm_type_is_integer(t->shaped.elem, 1) &&
          elems[0]->integer.value)
        splat = false;
      a = cm_dense_elements_attr(t, splat, (size_t)(splat ? 1 : ne) * eb,
                                 bytes);
      free(bytes);
      free(elems);
    } else if (cm_spv_type_id(t) == CM_SPV_ARRAY) {
      CmAttr **elems = cm_xmalloc((n - 2 + 1) * sizeof *elems);
      for (size_t i = 2; i < n; i++) {
        IdInfo *c = id_at(d, w[i]);
        if (!c || c->kind != K_CONST) {
          free(elems);
          return fail(d, "unsupported OpConstantComposite constituent");
        }
        elems[i - 2] = c->attr;
      }
      a = cm_array_attr(d->ctx, (unsigned)(n - 2), elems);
      free(elems);
    } else {
      return fail(d, "unsupported OpConstantComposite type");
    }
  } else {
    return fail(d, "unsupported constant instruction %u", opcode);
  }
  if (!a)
    return fail(d, "invalid constant");
  if (!spec) {
    d->ids[id].kind = K_CONST;
    d->ids[id].attr = a;
    d->ids[id].type = t;
    return CM_SUCCESS;
  }
  CmIdent *sym = sym_for(d, id, "spirv_spec_const");
  CmNamedAttr na[3];
  unsigned nn = 0;
  na[nn++] = (CmNamedAttr){cm_ident_c(d->ctx, "default_value"), a};
  const Deco *sid = find_deco(d, id, SPV_DecoSpecId);
  if (sid && sid->nargs)
    na[nn++] = (CmNamedAttr){cm_ident_c(d->ctx, "spec_id"),
                             i32_attr(d, sid->args[0])};
  na[nn++] = (CmNamedAttr){cm_ident_c(d->ctx, "sym_name"),
                           cm_string_attr(d->ctx, cm_ident_str(sym))};
  CmOp *op = cm_op_create_v(d->ctx, "spv.SpecConstant", d->unknown, 0, NULL, 0,
                            NULL, cm_dict_attr(d->ctx, nn, na), 0, NULL, 0);
  cm_block_append_op(d->body, op);
  d->ids[id].kind = K_SPEC;
  d->ids[id].sym = sym;
  d->ids[id].type = t;
  return CM_SUCCESS;
}

static CmResult process_spec_composite(Des *d, const uint32_t *w, size_t n) {
  if (n < 2)
    return fail(d, "OpSpecConstantComposite needs a type and a result <id>");
  CmType *t = get_type(d, w[0]);
  uint32_t id = w[1];
  if (!t || cm_failed(check_new_id(d, id)))
    return CM_FAILURE;
  CmAttr **elems = cm_xmalloc((n - 2 + 1) * sizeof *elems);
  for (size_t i = 2; i < n; i++) {
    IdInfo *c = id_at(d, w[i]);
    if (!c || c->kind != K_SPEC) {
      free(elems);
      return fail(d, "OpSpecConstantComposite constituent is not a spec "
                     "constant");
    }
    elems[i - 2] = cm_symbol_ref_attr(d->ctx, cm_ident_str(c->sym), 0, NULL);
  }
  CmIdent *sym = sym_for(d, id, "spirv_spec_const_composite");
  CmNamedAttr na[3] = {
      {cm_ident_c(d->ctx, "constituents"),
       cm_array_attr(d->ctx, (unsigned)(n - 2), elems)},
      {cm_ident_c(d->ctx, "sym_name"), cm_string_attr(d->ctx, cm_ident_str(sym))},
      {cm_ident_c(d->ctx, "type"), cm_type_attr(t)}};
  free(elems);
  CmOp *op = cm_op_create_v(d->ctx, "spv.SpecConstantComposite", d->unknown, 0,
                            NULL, 0, NULL, cm_dict_attr(d->ctx, 3, na), 0,
                            NULL, 0);
  cm_block_append_op(d->body, op);
  d->ids[id].kind = K_SPEC;
  d->ids[id].sym = sym;
  d->ids[id].type = t;
  return CM_SUCCESS;
}

/* Decoration attributes of <id> (not the type-level ones). */
typedef CM_VEC(CmNamedAttr) NamedAttrVec;
static CmResult decoration_attrs(Des *d, uint32_t id, NamedAttrVec *out) {
  for (size_t i = 0; i < d->decos.len; i++) {
    Deco *x = &d->decos.data[i];
    if (x->id != id || x->member != UINT32_MAX || x->deco == SPV_DecoSpecId)
      continue;
    CmBuf nb;
    cm_buf_init(&nb);
    cm_spirv_attr_of_decoration(x->deco, &nb);
    if (!nb.len) {
      cm_buf_free(&nb);
      return fail(d, "unknown decoration %u", x->deco);
    }
    CmAttr *v;
    if (x->deco == SPV_DecoBuiltIn) {
      const char *b = x->nargs ? cm_spv_enum_str(CM_SPV_E_BuiltIn, x->args[0])
                               : NULL;
      if (!b) {
        cm_buf_free(&nb);
        return fail(d, "invalid BuiltIn decoration");
      }
      v = cm_string_attr(d->ctx, (CmStr){b, strlen(b)});
    } else if (x->nargs) {
      v = i32_attr(d, x->args[0]);
    } else {
      v = cm_unit_attr(d->ctx);
    }
    CmNamedAttr na = {cm_ident(d->ctx, nb.data, nb.len), v};
    cm_buf_free(&nb);
    CM_VEC_PUSH(*out, na);
  }
  return CM_SUCCESS;
}

static CmResult process_global_var(Des *d, const uint32_t *w, size_t n) {
  if (n < 3)
    return fail(d, "OpVariable needs at least 3 operands");
  CmType *t = get_type(d, w[0]);
  uint32_t id = w[1];
  if (!t || cm_failed(check_new_id(d, id)))
    return CM_FAILURE;
  if (cm_spv_type_id(t) != CM_SPV_PTR)
    return fail(d, "OpVariable must have a pointer type");
  if (cm_spv_ptr_storage_class(t) != w[2])
    return fail(d, "mismatch in storage class of pointer type and "
                   "OpVariable");
  NamedAttrVec attrs = {0};
  CmIdent *sym = sym_for(d, id, "spirv_var");
  if (n > 3) {
    IdInfo *init = id_at(d, w[3]);
    if (!init || init->kind != K_GLOBAL_VAR) {
      CM_VEC_FREE(attrs);
      return fail(d, "unknown <id> %u used as initializer", w[3]);
    }
    CmNamedAttr na = {cm_ident_c(d->ctx, "initializer"),
                      cm_symbol_ref_attr(d->ctx, cm_ident_str(init->sym), 0,
                                         NULL)};
    CM_VEC_PUSH(attrs, na);
  }
  CmNamedAttr sn = {cm_ident_c(d->ctx, "sym_name"),
                    cm_string_attr(d->ctx, cm_ident_str(sym))};
  CM_VEC_PUSH(attrs, sn);
  CmNamedAttr ty = {cm_ident_c(d->ctx, "type"), cm_type_attr(t)};
  CM_VEC_PUSH(attrs, ty);
  if (cm_failed(decoration_attrs(d, id, &attrs))) {
    CM_VEC_FREE(attrs);
    return CM_FAILURE;
  }
  CmOp *op = cm_op_create_v(d->ctx, "spv.GlobalVariable", d->oploc, 0, NULL, 0,
                            NULL, cm_dict_attr(d->ctx, (unsigned)attrs.len,
                                               attrs.data),
                            0, NULL, 0);
  CM_VEC_FREE(attrs);
  cm_block_append_op(d->body, op);
  d->ids[id].kind = K_GLOBAL_VAR;
  d->ids[id].sym = sym;
  d->ids[id].type = t;
  return CM_SUCCESS;
}

/* ------------------------------------------------------------ functions */

static CmOp *append_at(Des *d, CmLoc *loc, const char *name, unsigned nres,
                       CmType *rt, unsigned nops, CmValue *const *ops,
                       CmAttr *attrs) {
  CmOp *op = cm_op_create_v(d->ctx, name, loc, nres, nres ? &rt : NULL, nops,
                            ops, attrs, 0, NULL, 0);
  cm_block_append_op(d->cur, op);
  return op;
}

/* An op of the current instruction, at the location of the last OpLine. */
static CmOp *append(Des *d, const char *name, unsigned nres, CmType *rt,
                    unsigned nops, CmValue *const *ops, CmAttr *attrs) {
  return append_at(d, d->oploc, name, nres, rt, nops, ops, attrs);
}

/* The dictionary {name = value} of a materialized use, cached by `key`
 * (the constant's attribute, or the symbol's name: `sym` non-NULL, then
 * the value is a reference to it). */
static CmAttr *mat_dict(Des *d, const void *key, CmIdent *name,
                        CmIdent *sym) {
  CmAttr *dict = cm_ptrmap_get_ptr(&d->mat_dicts, key);
  if (dict && dict->dict.entries[0].name == name)
    return dict;
  CmNamedAttr na = {name, sym ? cm_symbol_ref_attr(d->ctx, cm_ident_str(sym),
                                                   0, NULL)
                              : (CmAttr *)key};
  dict = cm_dict_attr(d->ctx, 1, &na);
  cm_ptrmap_put_ptr(&d->mat_dicts, key, dict);
  return dict;
}

static CmValue *materialize_spec_op(Des *d, IdInfo *i);

static CmValue *get_value(Des *d, uint32_t id) {
  IdInfo *i = id_at(d, id);
  if (!i) {
    fail(d, "invalid <id> %u", id);
    return NULL;
  }
  switch (i->kind) {
  case K_VALUE:
    return i->value;
  case K_CONST:
    return cm_op_result(append_at(d, d->unknown, "spv.Constant", 1, i->type, 0, NULL,
                               mat_dict(d, i->attr, d->n_value, NULL)),
                        0);
  case K_GLOBAL_VAR:
    return cm_op_result(append_at(d, d->unknown, "spv.mlir.addressof", 1, i->type, 0, NULL,
                               mat_dict(d, i->sym, d->n_variable, i->sym)),
                        0);
  case K_SPEC:
    return cm_op_result(append_at(d, d->unknown, "spv.mlir.referenceof", 1, i->type, 0, NULL,
                               mat_dict(d, i->sym, d->n_spec_const, i->sym)),
                        0);
  case K_UNDEF:
    return cm_op_result(append_at(d, d->unknown, "spv.Undef", 1, i->type, 0, NULL, NULL), 0);
  case K_SPEC_OP:
    return materialize_spec_op(d, i);
  default:
    fail(d, "unknown <id> %u used as a value", id);
    return NULL;
  }
}

/* A use of an OpSpecConstantOp, as 13 materializes it: its operands (each
 * materialized anew, in order), then a spv.SpecConstantOperation wrapping
 * the op of the recorded opcode, right before the user, at the user's
 * location (its constant operands have none). */
static CmValue *materialize_spec_op(Des *d, IdInfo *i) {
  const uint32_t *w = d->w + i->aux; /* opcode, operand <id>s */
  size_t n = (w[-3] >> 16) - 4; /* minus header, type, result, opcode */
  const CmSpvOpInfo *info = cm_spirv_op_by_opcode(w[0], NULL);
  CmValue **ops = cm_xmalloc((n + 1) * sizeof *ops);
  for (size_t k = 0; k < n; k++)
    if (!(ops[k] = get_value(d, w[1 + k]))) {
      free(ops);
      return NULL;
    }
  CmOp *inner = cm_op_create_v(d->ctx, info->op, d->oploc, 1, &i->type,
                               (unsigned)n, ops, NULL, 0, NULL, 0);
  free(ops);
  CmValue *r = cm_op_result(inner, 0);
  CmOp *yield = cm_op_create_v(d->ctx, "spv.mlir.yield", d->oploc, 0, NULL,
                               1, &r, NULL, 0, NULL, 0);
  CmOp *op = cm_op_create_v(d->ctx, "spv.SpecConstantOperation", d->oploc,
                            1, &i->type, 0, NULL, NULL, 0, NULL, 1);
  CmBlock *b = cm_block_create();
  cm_region_append_block(cm_op_region(op, 0), b);
  cm_block_append_op(b, inner);
  cm_block_append_op(b, yield);
  cm_block_append_op(d->cur, op);
  return cm_op_result(op, 0);
}

/* OpSpecConstantOp: type, result, opcode, operands (constants, spec
 * constants or other OpSpecConstantOps, all defined before it). */
static CmResult process_spec_op(Des *d, const uint32_t *w, size_t n) {
  if (n < 3)
    return fail(d, "OpSpecConstantOp needs a type, a result <id> and an "
                   "opcode");
  CmType *t = get_type(d, w[0]);
  if (!t || cm_failed(check_new_id(d, w[1])))
    return CM_FAILURE;
  const CmSpvOpInfo *info = cm_spirv_op_by_opcode(w[2], NULL);
  const CmOpDef *def =
      info ? cm_lookup_op_def(d->ctx, info->op, strlen(info->op)) : NULL;
  const CmOdsOp *ods = def ? def->ods : NULL;
  if (!ods || ods->num_results != 1 || ods->num_regions)
    return fail(d, "OpSpecConstantOp with unsupported opcode %u", w[2]);
  for (size_t k = 3; k < n; k++) {
    IdInfo *c = id_at(d, w[k]);
    if (!c || (c->kind != K_CONST && c->kind != K_SPEC &&
               c->kind != K_SPEC_OP && c->kind != K_UNDEF))
      return fail(d, "OpSpecConstantOp operand <id> %u is not a constant",
                  w[k]);
  }
  d->ids[w[1]].kind = K_SPEC_OP;
  d->ids[w[1]].type = t;
  d->ids[w[1]].aux = (uint32_t)(w + 2 - d->w);
  return CM_SUCCESS;
}

static CmResult define_value(Des *d, uint32_t id, CmValue *v) {
  if (cm_failed(check_new_id(d, id)))
    return CM_FAILURE;
  d->ids[id].kind = K_VALUE;
  d->ids[id].value = v;
  return CM_SUCCESS;
}

static CmBlock *get_block(Des *d, uint32_t id) {
  IdInfo *i = id_at(d, id);
  if (!i) {
    fail(d, "invalid label <id> %u", id);
    return NULL;
  }
  if (i->kind == K_BLOCK)
    return i->block;
  if (i->kind != K_NONE) {
    fail(d, "<id> %u is not a label", id);
    return NULL;
  }
  CmBlock *b = cm_block_create();
  cm_region_append_block(cm_op_region(d->fn, 0), b);
  i->kind = K_BLOCK;
  i->block = b;
  CM_VEC_PUSH(d->fn_labels, id);
  return b;
}

static CmResult process_function(Des *d, const uint32_t *w, size_t n) {
  if (d->fn)
    return fail(d, "found function inside function");
  if (n < 4)
    return fail(d, "OpFunction must have 4 parameters");
  CmType *rt = get_type(d, w[0]);
  CmType *ft = get_type(d, w[3]);
  uint32_t id = w[1];
  if (!rt || !ft)
    return CM_FAILURE;
  if (ft->kind != CM_TYPE_FUNCTION)
    return fail(d, "OpFunction needs a function type");
  CmType *fret = ft->func.num_results ? ft->func.types[ft->func.num_inputs]
                                      : cm_none_type(d->ctx);
  if (fret != rt)
    return fail(d, "mismatch in function type and return type");
  IdInfo *ii = id_at(d, id);
  if (!ii)
    return fail(d, "invalid <id> %u", id);
  if (ii->kind != K_NONE && ii->kind != K_FUNC)
    return fail(d, "<id> %u is defined more than once", id);
  if (ii->kind == K_FUNC && ii->type)
    return fail(d, "duplicate function definition/declaration with <id> %u",
                id);
  if (!ii->sym)
    ii->sym = sym_for(d, id, "spirv_fn");
  ii->kind = K_FUNC;
  ii->type = ft;
  CmBuf fcb;
  cm_buf_init(&fcb);
  bool fc_ok = cm_spv_enum_print(CM_SPV_E_FunctionControl, w[2], &fcb);
  cm_buf_free(&fcb);
  if (!fc_ok && w[2] != 0)
    return fail(d, "invalid function control %u", w[2]);
  CmNamedAttr na[3] = {
      {cm_ident_c(d->ctx, "function_control"), i32_attr(d, w[2])},
      {cm_ident_c(d->ctx, "sym_name"),
       cm_string_attr(d->ctx, cm_ident_str(ii->sym))},
      {cm_ident_c(d->ctx, "type"), cm_type_attr(ft)}};
  d->fn = cm_op_create_v(d->ctx, "spv.func", d->unknown, 0, NULL, 0, NULL,
                         cm_dict_attr(d->ctx, 3, na), 0, NULL, 1);
  cm_block_append_op(d->body, d->fn);
  d->cur = NULL;
  d->fn_params_left = ft->func.num_inputs;
  d->entry_unlabeled = true;
  /* the entry block holds the parameters; the first OpLabel names it */
  CmBlock *entry = cm_block_create();
  cm_region_append_block(cm_op_region(d->fn, 0), entry);
  return CM_SUCCESS;
}

static CmResult check_labels(Des *d);

/* Whether `b` is in the set (a CmPtrMap used as a set). */
static bool in_set(CmPtrMap *set, CmBlock *b) {
  return cm_ptrmap_get(set, b) != NULL;
}

/* Whether a result of `o` is used outside the region of `sc`. */
static bool escapes(CmOp *o, CmOp *sc) {
  for (unsigned i = 0; i < cm_op_num_results(o); i++)
    for (CmOpOperand *u = cm_value_first_use(cm_op_result(o, i)); u;
         u = cm_operand_next_use(u))
      if (!cm_op_is_ancestor(sc, cm_operand_owner(u)))
        return true;
  return false;
}

/* Ops of the header block whose values are used after the construct (a
 * spv.Variable of a function whose first block heads a selection) move in
 * front of the structured op, with the ops of the header they use.  (13
 * leaves them inside and crashes.) */
static void hoist_escaping(CmOp *sc, CmBlock *h) {
  CmPtrMap mark = {0};
  for (CmOp *o = h->last; o; o = cm_op_prev(o)) {
    if (!cm_ptrmap_get(&mark, o) && !escapes(o, sc))
      continue;
    cm_ptrmap_put(&mark, o, 1);
    for (unsigned i = 0; i < cm_op_num_operands(o); i++) {
      CmOp *def = cm_value_defining_op(cm_op_operand(o, i));
      if (def && cm_op_block(def) == h)
        cm_ptrmap_put(&mark, def, 1);
    }
  }
  if (mark.len) {
    CmOp *o = h->first;
    while (o) {
      CmOp *next = cm_op_next(o);
      if (cm_ptrmap_get(&mark, o) && !cm_op_has_trait(o, CM_TRAIT_TERMINATOR))
        cm_op_move_before(o, sc);
      o = next;
    }
  }
  cm_ptrmap_free(&mark);
}

/* Turns the construct headed by m->header into a spv.mlir.selection /
 * spv.mlir.loop placed at the start of the merge block, as 13 does:
 * the blocks reachable from the header without passing through the merge
 * block move into the op's region (branches to the merge block go to a
 * new block holding spv.mlir.merge); the header's predecessors outside
 * go to the merge block, which takes over the header's arguments (a loop's
 * region entry passes them on to the header); a header that was the
 * function's entry block leaves a new entry block branching there. */
static CmResult structurize(Des *d, MergeRec *m) {
  CmRegion *fr = cm_op_region(d->fn, 0);
  CmBlock *h = m->header, *mb = m->merge;
  if (h->parent != fr || mb->parent != fr)
    return fail(d, "unsupported nesting of structured control flow");
  if (mb->num_args)
    return fail(d, "merge block with arguments is unsupported");
  bool loop = m->cont != NULL;
  /* the construct, in breadth-first order of the successors as 13 finds
   * it: the order of the blocks in the new region */
  CmPtrMap set = {0};
  CM_VEC(CmBlock *) stack = {0};
  cm_ptrmap_put(&set, h, 1);
  CM_VEC_PUSH(stack, h);
  for (size_t qi = 0; qi < stack.len; qi++) {
    CmBlock *b = stack.data[qi];
    CmOp *t = b->last;
    for (unsigned i = 0; t && i < cm_op_num_successors(t); i++) {
      CmBlock *sb = cm_op_successor(t, i);
      if (sb == mb || in_set(&set, sb))
        continue;
      if (sb->parent != fr) {
        CM_VEC_FREE(stack);
        cm_ptrmap_free(&set);
        return fail(d, "branch into a structured construct");
      }
      cm_ptrmap_put(&set, sb, 1);
      CM_VEC_PUSH(stack, sb);
    }
  }
  if (loop && !in_set(&set, m->cont)) {
    CM_VEC_FREE(stack);
    cm_ptrmap_free(&set);
    return fail(d, "loop continue block is not reachable from its header");
  }
  /* a header at the function entry: a new entry block */
  if (h == fr->first) {
    CmBlock *e = cm_block_create();
    for (unsigned i = 0; i < h->num_args; i++) {
      CmValue *a = cm_block_add_arg(e, h->args[i]->type, d->unknown);
      cm_value_replace_all_uses(h->args[i], a);
    }
    while (h->num_args)
      cm_block_erase_arg(h, h->num_args - 1);
    /* put it first: append it, then move the others after it */
    cm_region_append_block(fr, e);
    CmBlock *b = fr->first;
    while (b != e) {
      CmBlock *next = b->next;
      cm_block_remove_from_region(b);
      cm_region_append_block(fr, b);
      b = next;
    }
    cm_block_append_op(e, cm_op_create_v(d->ctx, "spv.Branch", m->loc, 0,
                                         NULL, 0, NULL, NULL, 1, &mb, 0));
  }
  /* outside predecessors of the header go to the merge block */
  CmValue **margs = cm_xmalloc((h->num_args + 1) * sizeof *margs);
  for (unsigned i = 0; i < h->num_args; i++)
    margs[i] = cm_block_add_arg(mb, h->args[i]->type, d->unknown);
  CM_VEC(CmBlockOperand *) uses = {0};
  bool inner_use = false;
  for (CmBlockOperand *u = h->first_use; u; u = u->next_use)
    if (!in_set(&set, cm_op_block(u->owner)))
      CM_VEC_PUSH(uses, u);
    else
      inner_use = true;
  if (!loop && h->num_args && inner_use) {
    CM_VEC_FREE(uses);
    CM_VEC_FREE(stack);
    cm_ptrmap_free(&set);
    free(margs);
    return fail(d, "branch back to a selection header with arguments");
  }
  for (size_t i = 0; i < uses.len; i++) {
    CmOp *br = uses.data[i]->owner;
    for (unsigned k = 0; k < cm_op_num_successors(br); k++)
      if (cm_op_successor(br, k) == h)
        cm_op_set_successor(br, k, mb);
  }
  CM_VEC_FREE(uses);
  /* the op and its region */
  CmNamedAttr na = {cm_ident_c(d->ctx, loop ? "loop_control"
                                             : "selection_control"),
                    i32_attr(d, m->control)};
  CmOp *op = cm_op_create_v(d->ctx, loop ? "spv.mlir.loop"
                                          : "spv.mlir.selection",
                            m->loc, 0, NULL, 0, NULL,
                            cm_dict_attr(d->ctx, 1, &na), 0, NULL, 1);
  if (mb->first)
    cm_block_insert_op_before(mb, mb->first, op);
  else
    cm_block_append_op(mb, op);
  CmRegion *r = cm_op_region(op, 0);
  if (loop) {
    CmBlock *re = cm_block_create();
    cm_region_append_block(r, re);
    cm_block_append_op(re, cm_op_create_v(d->ctx, "spv.Branch", m->loc, 0,
                                          NULL, h->num_args, margs, NULL, 1,
                                          &h, 0));
  }
  if (!loop) {
    /* the header is the region's entry: its arguments are the merge
     * block's, which the selection op is in (13 crashes here) */
    for (unsigned i = 0; i < h->num_args; i++)
      cm_value_replace_all_uses(h->args[i], margs[i]);
    while (h->num_args)
      cm_block_erase_arg(h, h->num_args - 1);
  }
  free(margs);
  CmBlock *rm = cm_block_create();
  for (size_t i = 0; i < stack.len; i++) {
    CmBlock *b = stack.data[i];
    cm_block_remove_from_region(b);
    cm_region_append_block(r, b);
    /* 13 clones the block into the region: new arguments at the op's
     * location */
    for (unsigned k = 0; k < b->num_args; k++)
      cm_block_arg_set_loc(b->args[k], m->loc);
  }
  CM_VEC_FREE(stack);
  cm_region_append_block(r, rm);
  cm_block_append_op(rm, cm_op_create_v(d->ctx, "spv.mlir.merge", m->loc, 0,
                                        NULL, 0, NULL, NULL, 0, NULL, 0));
  /* branches inside to the merge block go to the region's merge */
  CM_VEC(CmOp *) inner = {0};
  for (CmBlockOperand *u = mb->first_use; u; u = u->next_use)
    if (in_set(&set, cm_op_block(u->owner)))
      CM_VEC_PUSH(inner, u->owner);
  for (size_t i = 0; i < inner.len; i++)
    for (unsigned k = 0; k < cm_op_num_successors(inner.data[i]); k++)
      if (cm_op_successor(inner.data[i], k) == mb) {
        if (cm_op_num_operands(inner.data[i]) >
            (cm_op_name_is(inner.data[i], "spv.BranchConditional") ? 1u : 0u)) {
          CM_VEC_FREE(inner);
          cm_ptrmap_free(&set);
          return fail(d, "branch with arguments to a merge block");
        }
        cm_op_set_successor(inner.data[i], k, rm);
      }
  CM_VEC_FREE(inner);
  cm_ptrmap_free(&set);
  hoist_escaping(op, h);
  return CM_SUCCESS;
}

static CmResult finish_function(Des *d) {
  if (!d->fn)
    return fail(d, "OpFunctionEnd outside a function");
  if (d->fn_params_left)
    return fail(d, "expected OpFunctionParameter instruction");
  if (d->entry_unlabeled)
    return fail(d, "function has no body (declarations are unsupported)");
  /* phi operands: to the branches of the predecessors */
  for (size_t t = 0; t < d->terms.len; t++) {
    Term *tm = &d->terms.data[t];
    d->cur = tm->block;
    uint32_t label = tm->label;
    CM_VEC(CmValue *) args[2] = {{0}, {0}};
    unsigned nsucc = tm->opcode == SPV_OpBranch ? 1 : 2;
    for (unsigned s = 0; s < nsucc; s++) {
      CmBlock *succ = tm->succ[s];
      for (unsigned a = 0; a < succ->num_args; a++) {
        CmValue *v = NULL;
        for (size_t p = 0; p < d->phis.len; p++) {
          PhiIn *pi = &d->phis.data[p];
          if (pi->block == succ && pi->arg == a && pi->pred_label == label) {
            v = get_value(d, pi->value_id);
            if (!v) {
              CM_VEC_FREE(args[0]);
              CM_VEC_FREE(args[1]);
              return CM_FAILURE;
            }
            break;
          }
        }
        if (!v) {
          CM_VEC_FREE(args[0]);
          CM_VEC_FREE(args[1]);
          return fail(d, "OpPhi has no incoming value for a predecessor");
        }
        CM_VEC_PUSH(args[s], v);
      }
    }
    CmOp *op;
    if (tm->opcode == SPV_OpBranch) {
      op = cm_op_create_v(d->ctx, "spv.Branch", tm->loc, 0, NULL,
                          (unsigned)args[0].len, args[0].data, NULL, 1,
                          tm->succ, 0);
    } else {
      size_t nall = 1 + args[0].len + args[1].len;
      CmValue **all = cm_xmalloc(nall * sizeof *all);
      all[0] = tm->cond;
      for (size_t i = 0; i < args[0].len; i++)
        all[1 + i] = args[0].data[i];
      for (size_t i = 0; i < args[1].len; i++)
        all[1 + args[0].len + i] = args[1].data[i];
      int32_t seg[3] = {1, (int32_t)args[0].len, (int32_t)args[1].len};
      int64_t three = 3;
      CmNamedAttr na[2];
      unsigned nn = 0;
      if (tm->weights)
        na[nn++] = (CmNamedAttr){cm_ident_c(d->ctx, "branch_weights"),
                                 tm->weights};
      na[nn++] = (CmNamedAttr){
          cm_ident_c(d->ctx, "operand_segment_sizes"),
          cm_dense_elements_attr(
              cm_vector_type(1, &three,
                             cm_integer_type(d->ctx, 32, CM_SIGNLESS)),
              false, sizeof seg, seg)};
      op = cm_op_create_v(d->ctx, "spv.BranchConditional", tm->loc, 0, NULL,
                          (unsigned)nall, all, cm_dict_attr(d->ctx, nn, na),
                          2, tm->succ, 0);
      free(all);
    }
    cm_block_append_op(tm->block, op);
    CM_VEC_FREE(args[0]);
    CM_VEC_FREE(args[1]);
  }
  d->terms.len = 0;
  d->phis.len = 0;
  if (cm_failed(check_labels(d)))
    return CM_FAILURE;
  for (size_t i = d->merges.len; i-- > 0;)
    if (cm_failed(structurize(d, &d->merges.data[i])))
      return CM_FAILURE;
  d->merges.len = 0;
  d->fn = NULL;
  d->cur = NULL;
  return CM_SUCCESS;
}

static CmResult need_block(Des *d) {
  if (!d->fn || !d->cur)
    return fail(d, "instruction must appear in a function block");
  return CM_SUCCESS;
}

/* A block ends with its terminator: nothing may follow until a label. */
static void end_block(Des *d) { d->cur = NULL; }

static CmResult process_generic(Des *d, const CmSpvOpInfo *info,
                                const uint32_t *w, size_t n, bool ext) {
  const CmOpDef *def = cm_ptrmap_get_ptr(&d->defs, info);
  if (!def) {
    def = cm_lookup_op_def(d->ctx, info->op, strlen(info->op));
    cm_ptrmap_put_ptr(&d->defs, info, (void *)def);
  }
  const CmOdsOp *ods = def ? def->ods : NULL;
  if (!ods)
    return fail(d, "unhandled opcode %u", info->opcode);
  size_t pos = 0;
  CmType *rt = NULL;
  uint32_t rid = 0;
  if (ods->num_results) {
    if (n < 2)
      return fail(d, "%s: missing result type and <id>", info->op);
    rt = get_type(d, w[0]);
    if (!rt)
      return CM_FAILURE;
    rid = w[1];
    if (cm_failed(check_new_id(d, rid)))
      return CM_FAILURE;
    pos = 2;
  }
  if (ext)
    pos += 2;
  if (pos > n)
    return fail(d, "%s: too few words", info->op);
  SpvAttrPos apos = cm_spirv_attr_position(info->op, ods);
  unsigned fixed = 0;
  bool variadic = false;
  for (unsigned i = 0; i < ods->num_operands; i++) {
    if (ods->operands[i].arity == CM_ODS_ONE)
      fixed++;
    else
      variadic = true;
  }
  /* words for attributes that come after the operands */
  size_t trailing_attr_words = 0;
  bool array_attr = false;
  if (apos == SPV_ATTRS_LAST)
    for (unsigned i = 0; i < ods->num_attrs; i++) {
      SpvAttrEnc e = cm_spirv_attr_encoding(ods->attrs[i].name);
      if (e == SPV_ATTR_LITERAL_ARRAY)
        array_attr = true;
      else
        trailing_attr_words++;
    }
  CM_VEC(CmValue *) vals = {0};
  CM_VEC(CmNamedAttr) attrs = {0};
  CmResult r = CM_SUCCESS;
  unsigned nops_before = apos == SPV_ATTRS_AFTER_FIRST ? 1 : 0;
  size_t remaining_ops;
  /* operands before the attributes */
  for (unsigned i = 0; i < nops_before && cm_succeeded(r); i++) {
    if (pos >= n) {
      r = fail(d, "%s: too few operands", info->op);
      break;
    }
    CmValue *v = get_value(d, w[pos++]);
    if (!v)
      r = CM_FAILURE;
    else
      CM_VEC_PUSH(vals, v);
  }
  if (apos != SPV_ATTRS_LAST)
    for (unsigned i = 0; i < ods->num_attrs && cm_succeeded(r); i++) {
      const char *an = ods->attrs[i].name;
      if (pos >= n) {
        if (!ods->attrs[i].optional)
          r = fail(d, "%s: missing attribute '%s'", info->op, an);
        break;
      }
      uint32_t x = w[pos++];
      SpvAttrEnc e = cm_spirv_attr_encoding(an);
      if (e == SPV_ATTR_CONST_ID && !const_u32(d, x, &x)) {
        r = CM_FAILURE;
        break;
      }
      CmNamedAttr na = {cm_ident_c(d->ctx, an), i32_attr(d, x)};
      CM_VEC_PUSH(attrs, na);
    }
  if (cm_succeeded(r)) {
    size_t avail = n - pos;
    if (apos == SPV_ATTRS_LAST && !array_attr)
      remaining_ops = avail > trailing_attr_words && variadic
                          ? avail - trailing_attr_words
                          : (fixed - nops_before < avail ? fixed - nops_before
                                                         : avail);
    else if (array_attr)
      remaining_ops = fixed < avail ? fixed : avail;
    else
      remaining_ops = variadic ? avail : (fixed - nops_before < avail
                                              ? fixed - nops_before
                                              : avail);
    if (!variadic && remaining_ops + nops_before < fixed)
      r = fail(d, "%s: too few operands", info->op);
    for (size_t i = 0; i < remaining_ops && cm_succeeded(r); i++) {
      CmValue *v = get_value(d, w[pos++]);
      if (!v)
        r = CM_FAILURE;
      else
        CM_VEC_PUSH(vals, v);
    }
  }
  if (cm_succeeded(r) && apos == SPV_ATTRS_LAST)
    for (unsigned i = 0; i < ods->num_attrs && cm_succeeded(r); i++) {
      const char *an = ods->attrs[i].name;
      SpvAttrEnc e = cm_spirv_attr_encoding(an);
      if (e == SPV_ATTR_LITERAL_ARRAY) {
        size_t k = n - pos;
        CmAttr **el = cm_xmalloc((k + 1) * sizeof *el);
        for (size_t j = 0; j < k; j++)
          el[j] = i32_attr(d, w[pos + j]);
        pos = n;
        CmNamedAttr na = {cm_ident_c(d->ctx, an),
                          cm_array_attr(d->ctx, (unsigned)k, el)};
        free(el);
        CM_VEC_PUSH(attrs, na);
        continue;
      }
      if (pos >= n) {
        if (!ods->attrs[i].optional)
          r = fail(d, "%s: missing attribute '%s'", info->op, an);
        continue;
      }
      uint32_t x = w[pos++];
      CmAttr *a;
      if (e == SPV_ATTR_TYPE_ID) {
        CmType *t = get_type(d, x);
        if (!t) {
          r = CM_FAILURE;
          break;
        }
        a = cm_type_attr(t);
      } else if (e == SPV_ATTR_CONST_ID) {
        if (!const_u32(d, x, &x)) {
          r = CM_FAILURE;
          break;
        }
        a = i32_attr(d, x);
      } else {
        a = i32_attr(d, x);
      }
      CmNamedAttr na = {cm_ident_c(d->ctx, an), a};
      CM_VEC_PUSH(attrs, na);
    }
  if (cm_succeeded(r) && pos < n)
    r = fail(d, "%s: unexpected trailing words", info->op);
  if (cm_succeeded(r)) {
    CmAttr *dict =
        attrs.len ? cm_dict_attr(d->ctx, (unsigned)attrs.len, attrs.data) : NULL;
    /* 13 reads the barriers without their debug lines */
    bool barrier = !strcmp(info->op, "spv.ControlBarrier") ||
                   !strcmp(info->op, "spv.MemoryBarrier");
    CmOp *op = append_at(d, barrier ? d->unknown : d->oploc, info->op,
                         rt ? 1 : 0, rt, (unsigned)vals.len, vals.data, dict);
    if (rt)
      r = define_value(d, rid, cm_op_result(op, 0));
    if (cm_op_has_trait(op, CM_TRAIT_TERMINATOR))
      end_block(d);
  }
  CM_VEC_FREE(vals);
  CM_VEC_FREE(attrs);
  return r;
}

static CmResult process_mem_op(Des *d, uint32_t opcode, const uint32_t *w,
                               size_t n) {
  size_t pos = 0;
  CmType *rt = NULL;
  uint32_t rid = 0;
  unsigned nptr = opcode == SPV_OpLoad ? 1 : 2;
  if (opcode == SPV_OpLoad) {
    if (n < 3)
      return fail(d, "OpLoad must have result type, result <id> and pointer");
    rt = get_type(d, w[0]);
    rid = w[1];
    if (!rt || cm_failed(check_new_id(d, rid)))
      return CM_FAILURE;
    pos = 2;
  } else if (n < 2) {
    return fail(d, "memory instruction with too few operands");
  }
  CmValue *vals[2];
  for (unsigned i = 0; i < nptr; i++)
    if (!(vals[i] = get_value(d, w[pos++])))
      return CM_FAILURE;
  /* 13's reading: the alignment follows a memory access that is exactly
   * Aligned; a source memory access and alignment follow as they come */
  CmNamedAttr na[4];
  unsigned nn = 0;
  if (pos < n) {
    uint32_t ma = w[pos++];
    na[nn++] = (CmNamedAttr){cm_ident_c(d->ctx, "memory_access"), i32_attr(d, ma)};
    if (ma == 2 && pos < n)
      na[nn++] = (CmNamedAttr){cm_ident_c(d->ctx, "alignment"),
                               i32_attr(d, w[pos++])};
  }
  if (opcode == SPV_OpCopyMemory && pos < n)
    na[nn++] = (CmNamedAttr){cm_ident_c(d->ctx, "source_memory_access"),
                             i32_attr(d, w[pos++])};
  if (opcode == SPV_OpCopyMemory && pos < n)
    na[nn++] = (CmNamedAttr){cm_ident_c(d->ctx, "source_alignment"),
                             i32_attr(d, w[pos++])};
  if (pos < n)
    return fail(d, "memory instruction with unexpected trailing words");
  CmAttr *dict = nn ? cm_dict_attr(d->ctx, nn, na) : NULL;
  const char *name = opcode == SPV_OpLoad    ? "spv.Load"
                     : opcode == SPV_OpStore ? "spv.Store"
                                             : "spv.CopyMemory";
  CmOp *op = append(d, name, rt ? 1 : 0, rt, nptr, vals, dict);
  return rt ? define_value(d, rid, cm_op_result(op, 0)) : CM_SUCCESS;
}

static CmResult process_in_function(Des *d, uint32_t opcode, const uint32_t *w,
                                    size_t n) {
  switch (opcode) {
  case SPV_OpFunctionParameter: {
    if (!d->fn_params_left)
      return fail(d, "unexpected OpFunctionParameter");
    if (n < 2)
      return fail(d, "OpFunctionParameter needs a type and a result <id>");
    CmType *t = get_type(d, w[0]);
    if (!t)
      return CM_FAILURE;
    CmBlock *entry = cm_op_region(d->fn, 0)->first;
    CmType *fty = cm_op_get_attr(d->fn, "type")->type_value;
    unsigned idx = entry->num_args;
    if (fty->func.types[idx] != t)
      return fail(d, "type of function parameter does not match the "
                     "function type");
    d->fn_params_left--;
    return define_value(d, w[1], cm_block_add_arg(entry, t, d->unknown));
  }
  case SPV_OpLabel: {
    if (d->fn_params_left)
      return fail(d, "expected OpFunctionParameter instruction");
    if (n < 1)
      return fail(d, "OpLabel needs a result <id>");
    if (d->cur)
      return fail(d, "block without a terminator");
    CmRegion *r = cm_op_region(d->fn, 0);
    if (d->entry_unlabeled) {
      /* the first label names the entry block */
      if (cm_failed(check_new_id(d, w[0])))
        return CM_FAILURE;
      d->entry_unlabeled = false;
      d->ids[w[0]].kind = K_BLOCK;
      d->ids[w[0]].block = r->first;
      d->cur = r->first;
      d->cur_label = w[0];
      return CM_SUCCESS;
    }
    CmBlock *b = get_block(d, w[0]);
    if (!b)
      return CM_FAILURE;
    if (b->first || b == r->first)
      return fail(d, "label <id> %u defined twice", w[0]);
    /* blocks stay in the order of their first mention, as in 13 */
    d->cur = b;
    d->cur_label = w[0];
    return CM_SUCCESS;
  }
  default:
    break;
  }
  if (cm_failed(need_block(d)))
    return CM_FAILURE;
  switch (opcode) {
  case SPV_OpPhi: {
    if (n < 2 || (n - 2) % 2)
      return fail(d, "OpPhi must have a type, result <id> and value/label "
                     "pairs");
    CmType *t = get_type(d, w[0]);
    if (!t)
      return CM_FAILURE;
    if (d->cur == cm_op_region(d->fn, 0)->first)
      return fail(d, "OpPhi in the entry block");
    if (d->cur->first)
      return fail(d, "OpPhi must be at the start of a block");
    unsigned arg = d->cur->num_args;
    if (cm_failed(define_value(d, w[1], cm_block_add_arg(d->cur, t, d->unknown))))
      return CM_FAILURE;
    for (size_t i = 2; i + 1 < n; i += 2) {
      if (!get_block(d, w[i + 1]))
        return CM_FAILURE;
      PhiIn p = {d->cur, arg, w[i], w[i + 1]};
      CM_VEC_PUSH(d->phis, p);
    }
    return CM_SUCCESS;
  }
  case SPV_OpVariable: {
    if (n < 3)
      return fail(d, "OpVariable needs at least 3 operands");
    CmType *t = get_type(d, w[0]);
    if (!t)
      return CM_FAILURE;
    if (cm_spv_type_id(t) != CM_SPV_PTR || cm_spv_ptr_storage_class(t) != w[2])
      return fail(d, "mismatch in storage class of pointer type and "
                     "OpVariable");
    CmValue *init = NULL;
    if (n > 3 && !(init = get_value(d, w[3])))
      return CM_FAILURE;
    CmNamedAttr na = {cm_ident_c(d->ctx, "storage_class"), i32_attr(d, w[2])};
    CmOp *op = append(d, "spv.Variable", 1, t, init ? 1 : 0, &init,
                      cm_dict_attr(d->ctx, 1, &na));
    return define_value(d, w[1], cm_op_result(op, 0));
  }
  case SPV_OpLoad:
  case SPV_OpStore:
  case SPV_OpCopyMemory:
    return process_mem_op(d, opcode, w, n);
  case SPV_OpFunctionCall: {
    if (n < 3)
      return fail(d, "OpFunctionCall must have return type, result <id> and "
                     "function <id>");
    CmType *rt = get_type(d, w[0]);
    if (!rt)
      return CM_FAILURE;
    IdInfo *fi = id_at(d, w[2]);
    if (!fi || (fi->kind != K_NONE && fi->kind != K_FUNC))
      return fail(d, "OpFunctionCall callee <id> %u is not a function", w[2]);
    if (fi->kind == K_NONE) {
      fi->kind = K_FUNC;
      fi->sym = sym_for(d, w[2], "spirv_fn");
    }
    CM_VEC(CmValue *) args = {0};
    for (size_t i = 3; i < n; i++) {
      CmValue *v = get_value(d, w[i]);
      if (!v) {
        CM_VEC_FREE(args);
        return CM_FAILURE;
      }
      CM_VEC_PUSH(args, v);
    }
    CmNamedAttr na = {cm_ident_c(d->ctx, "callee"),
                      cm_symbol_ref_attr(d->ctx, cm_ident_str(fi->sym), 0,
                                         NULL)};
    bool is_void = rt->kind == CM_TYPE_NONE;
    CmOp *op = append_at(d, d->unknown, "spv.FunctionCall", is_void ? 0 : 1, rt,
                      (unsigned)args.len, args.data,
                      cm_dict_attr(d->ctx, 1, &na));
    CM_VEC_FREE(args);
    if (is_void)
      return check_new_id(d, w[1]) == CM_SUCCESS
                 ? (d->ids[w[1]].kind = K_TYPE, d->ids[w[1]].type = rt,
                    CM_SUCCESS)
                 : CM_FAILURE;
    return define_value(d, w[1], cm_op_result(op, 0));
  }
  case SPV_OpBranch:
  case SPV_OpBranchConditional: {
    /* 13: the branch takes the last OpLine's location, which ends here */
    Term t = {d->cur, opcode, NULL, {NULL, NULL}, NULL, d->oploc, d->cur_label};
    d->oploc = d->unknown;
    if (opcode == SPV_OpBranch) {
      if (n != 1)
        return fail(d, "OpBranch must take exactly one target label");
      if (!(t.succ[0] = get_block(d, w[0])))
        return CM_FAILURE;
    } else {
      if (n != 3 && n != 5)
        return fail(d, "OpBranchConditional must have condition, true label, "
                       "false label, and optionally two branch weights");
      if (!(t.cond = get_value(d, w[0])) || !(t.succ[0] = get_block(d, w[1])) ||
          !(t.succ[1] = get_block(d, w[2])))
        return CM_FAILURE;
      if (n == 5) {
        CmAttr *ws[2] = {i32_attr(d, w[3]), i32_attr(d, w[4])};
        t.weights = cm_array_attr(d->ctx, 2, ws);
      }
    }
    for (int s = 0; s < 2; s++)
      if (t.succ[s] && t.succ[s] == cm_op_region(d->fn, 0)->first)
        return fail(d, "branch to the entry block");
    CM_VEC_PUSH(d->terms, t);
    end_block(d);
    return CM_SUCCESS;
  }
  case SPV_OpSelectionMerge:
  case SPV_OpLoopMerge: {
    bool loop = opcode == SPV_OpLoopMerge;
    if (n != (loop ? 3u : 2u))
      return fail(d, loop ? "OpLoopMerge must specify merge target, continue "
                            "target and loop control"
                          : "OpSelectionMerge must specify merge target and "
                            "selection control");
    for (size_t i = 0; i < d->merges.len; i++)
      if (d->merges.data[i].header == d->cur)
        return fail(d, "a block can hold only one merge instruction");
    MergeRec m = {d->cur, get_block(d, w[0]), NULL, w[loop ? 2 : 1],
                  d->oploc};
    if (!m.merge)
      return CM_FAILURE;
    if (loop && !(m.cont = get_block(d, w[1])))
      return CM_FAILURE;
    if (m.merge == d->cur || m.merge == cm_op_region(d->fn, 0)->first)
      return fail(d, "invalid merge target");
    CM_VEC_PUSH(d->merges, m);
    return CM_SUCCESS;
  }
  case SPV_OpReturnValue: {
    if (n != 1)
      return fail(d, "OpReturnValue must have one operand");
    CmValue *v = get_value(d, w[0]);
    if (!v)
      return CM_FAILURE;
    append(d, "spv.ReturnValue", 0, NULL, 1, &v, NULL);
    end_block(d);
    return CM_SUCCESS;
  }
  case SPV_OpAccessChain: {
    if (n < 3)
      return fail(d, "OpAccessChain must have a type, result <id> and base");
    CmType *t = get_type(d, w[0]);
    if (!t || cm_failed(check_new_id(d, w[1])))
      return CM_FAILURE;
    CM_VEC(CmValue *) vals = {0};
    for (size_t i = 2; i < n; i++) {
      CmValue *v = get_value(d, w[i]);
      if (!v) {
        CM_VEC_FREE(vals);
        return CM_FAILURE;
      }
      CM_VEC_PUSH(vals, v);
    }
    CmOp *op = append(d, "spv.AccessChain", 1, t, (unsigned)vals.len,
                      vals.data, NULL);
    CM_VEC_FREE(vals);
    return define_value(d, w[1], cm_op_result(op, 0));
  }
  case SPV_OpReturn:
    append(d, "spv.Return", 0, NULL, 0, NULL, NULL);
    end_block(d);
    return CM_SUCCESS;
  case SPV_OpUnreachable:
    append(d, "spv.Unreachable", 0, NULL, 0, NULL, NULL);
    end_block(d);
    return CM_SUCCESS;
  case SPV_OpExtInst: {
    if (n < 4)
      return fail(d, "OpExtInst must have at least 4 operands");
    IdInfo *si = id_at(d, w[2]);
    if (!si || si->kind != K_EXT_SET)
      return fail(d, "undefined set <id> %u in OpExtInst", w[2]);
    const CmSpvOpInfo *info = cm_spirv_op_by_opcode(w[3], si->ext_set);
    if (!info)
      return fail(d, "unhandled instruction %u of set %s", w[3], si->ext_set);
    return process_generic(d, info, w, n, true);
  }
  default: {
    const CmSpvOpInfo *info = cm_spirv_op_by_opcode(opcode, NULL);
    if (!info || info->ext_set)
      return fail(d, "unhandled opcode %u", opcode);
    return process_generic(d, info, w, n, false);
  }
  }
}

/* --------------------------------------------------------------- module */

static CmResult process_entry_point(Des *d, uint32_t opcode, const uint32_t *w,
                                    size_t n) {
  if (opcode == SPV_OpEntryPoint) {
    if (n < 3)
      return fail(d, "missing Execution Model specification in OpEntryPoint");
    if (!cm_spv_enum_str(CM_SPV_E_ExecutionModel, w[0]))
      return fail(d, "invalid execution model %u", w[0]);
    IdInfo *fi = id_at(d, w[1]);
    if (!fi || (fi->kind != K_NONE && fi->kind != K_FUNC))
      return fail(d, "OpEntryPoint <id> %u is not a function", w[1]);
    size_t pos = 2;
    CmStr name;
    if (!read_string(d, w, n, &pos, &name))
      return CM_FAILURE;
    if (fi->kind == K_NONE) {
      fi->kind = K_FUNC;
      fi->sym = sym_for(d, w[1], "spirv_fn");
    }
    if (!cm_str_eq(cm_ident_str(fi->sym), name))
      return fail(d, "function name mismatch between OpEntryPoint and "
                     "OpFunction with <id> %u: %.*s vs. %.*s",
                  w[1], (int)name.len, name.data, (int)fi->sym->len,
                  fi->sym->str);
    CM_VEC(CmAttr *) iface = {0};
    for (; pos < n; pos++) {
      IdInfo *v = id_at(d, w[pos]);
      if (!v || v->kind != K_GLOBAL_VAR) {
        CM_VEC_FREE(iface);
        return fail(d, "undefined result <id> %u while decoding OpEntryPoint",
                    w[pos]);
      }
      CM_VEC_PUSH(iface, cm_symbol_ref_attr(d->ctx, cm_ident_str(v->sym), 0,
                                            NULL));
    }
    CmNamedAttr na[3] = {
        {cm_ident_c(d->ctx, "execution_model"), i32_attr(d, w[0])},
        {cm_ident_c(d->ctx, "fn"),
         cm_symbol_ref_attr(d->ctx, cm_ident_str(fi->sym), 0, NULL)},
        {cm_ident_c(d->ctx, "interface"),
         cm_array_attr(d->ctx, (unsigned)iface.len, iface.data)}};
    CM_VEC_FREE(iface);
    CmOp *op = cm_op_create_v(d->ctx, "spv.EntryPoint", d->unknown, 0, NULL, 0,
                              NULL, cm_dict_attr(d->ctx, 3, na), 0, NULL, 0);
    CM_VEC_PUSH(d->late, op);
    return CM_SUCCESS;
  }
  if (n < 2)
    return fail(d, "OpExecutionMode must have execution model and execution "
                   "mode");
  IdInfo *fi = id_at(d, w[0]);
  if (!fi || fi->kind != K_FUNC)
    return fail(d, "no function matching <id> %u", w[0]);
  if (!cm_spv_enum_str(CM_SPV_E_ExecutionMode, w[1]))
    return fail(d, "invalid execution mode %u", w[1]);
  CmAttr **vals = cm_xmalloc((n - 2 + 1) * sizeof *vals);
  for (size_t i = 2; i < n; i++)
    vals[i - 2] = i32_attr(d, w[i]);
  CmNamedAttr na[3] = {
      {cm_ident_c(d->ctx, "execution_mode"), i32_attr(d, w[1])},
      {cm_ident_c(d->ctx, "fn"),
       cm_symbol_ref_attr(d->ctx, cm_ident_str(fi->sym), 0, NULL)},
      {cm_ident_c(d->ctx, "values"),
       cm_array_attr(d->ctx, (unsigned)(n - 2), vals)}};
  free(vals);
  CmOp *op = cm_op_create_v(d->ctx, "spv.ExecutionMode", d->unknown, 0, NULL, 0,
                            NULL, cm_dict_attr(d->ctx, 3, na), 0, NULL, 0);
  CM_VEC_PUSH(d->late, op);
  return CM_SUCCESS;
}

static CmResult process_inst(Des *d, uint32_t opcode, const uint32_t *w,
                             size_t n) {
  if (d->fn && opcode != SPV_OpFunctionEnd && opcode != SPV_OpLine &&
      opcode != SPV_OpNoLine && opcode != SPV_OpFunction)
    return process_in_function(d, opcode, w, n);
  switch (opcode) {
  case SPV_OpLine: {
    if (n != 3)
      return fail(d, "OpLine must have 3 operands");
    IdInfo *f = id_at(d, w[0]);
    CmStr file = f && f->kind == K_STRING && f->sym->len
                     ? cm_ident_str(f->sym)
                     : (CmStr){"<unknown>", 9};
    d->oploc = cm_loc_file(d->ctx, file, w[1], w[2]);
    return CM_SUCCESS;
  }
  case SPV_OpNoLine:
    d->oploc = d->unknown;
    return CM_SUCCESS;
  case SPV_OpString: {
    if (n < 2)
      return fail(d, "OpString needs a result <id> and a string");
    if (cm_failed(check_new_id(d, w[0])))
      return CM_FAILURE;
    size_t pos = 1;
    CmStr str;
    if (!read_string(d, w, n, &pos, &str))
      return CM_FAILURE;
    d->ids[w[0]].kind = K_STRING;
    d->ids[w[0]].sym = cm_ident(d->ctx, str.data, str.len);
    return CM_SUCCESS;
  }
  case SPV_OpNop:
  case SPV_OpSource:
  case SPV_OpSourceContinued:
  case SPV_OpSourceExtension:
  case SPV_OpMemberName:
  case SPV_OpModuleProcessed:
    return CM_SUCCESS;
  case SPV_OpCapability:
    if (n != 1)
      return fail(d, "OpCapability must have one parameter");
    if (!cm_spv_enum_str(CM_SPV_E_Capability, w[0]))
      return fail(d, "unknown capability: %u", w[0]);
    CM_VEC_PUSH(d->caps, w[0]);
    return CM_SUCCESS;
  case SPV_OpExtension: {
    size_t pos = 0;
    CmStr s;
    if (!read_string(d, w, n, &pos, &s))
      return CM_FAILURE;
    uint32_t v;
    if (!cm_spv_enum_symbolize(CM_SPV_E_Extension, s, &v))
      return fail(d, "unknown extension: %.*s", (int)s.len, s.data);
    CM_VEC_PUSH(d->exts, s);
    return CM_SUCCESS;
  }
  case SPV_OpExtInstImport: {
    if (n < 2)
      return fail(d, "OpExtInstImport must have a result <id> and a string");
    if (cm_failed(check_new_id(d, w[0])))
      return CM_FAILURE;
    size_t pos = 1;
    CmStr s;
    if (!read_string(d, w, n, &pos, &s))
      return CM_FAILURE;
    const char *set = cm_str_eq(s, (CmStr){"GLSL.std.450", 12})
                          ? "GLSL.std.450"
                      : cm_str_eq(s, (CmStr){"OpenCL.std", 10}) ? "OpenCL.std"
                                                                : NULL;
    if (!set)
      return fail(d, "unsupported extended instruction set '%.*s'",
                  (int)s.len, s.data);
    d->ids[w[0]].kind = K_EXT_SET;
    d->ids[w[0]].ext_set = set;
    return CM_SUCCESS;
  }
  case SPV_OpMemoryModel:
    if (n != 2)
      return fail(d, "OpMemoryModel must have two operands");
    if (!cm_spv_enum_str(CM_SPV_E_AddressingModel, w[0]) ||
        !cm_spv_enum_str(CM_SPV_E_MemoryModel, w[1]))
      return fail(d, "invalid addressing or memory model");
    d->addressing = w[0];
    d->memory = w[1];
    d->have_memory_model = true;
    return CM_SUCCESS;
  case SPV_OpEntryPoint:
  case SPV_OpExecutionMode:
    /* after everything: the function's OpName comes later */
    CM_VEC_PUSH(d->deferred, (size_t)(w - 1 - d->w));
    return CM_SUCCESS;
  case SPV_OpName: {
    if (n < 2)
      return fail(d, "OpName must have at least 2 operands");
    IdInfo *ii = id_at(d, w[0]);
    if (!ii)
      return fail(d, "invalid <id> %u in OpName", w[0]);
    size_t pos = 1;
    CmStr s;
    if (!read_string(d, w, n, &pos, &s))
      return CM_FAILURE;
    if (ii->name)
      return fail(d, "duplicate name for <id> %u", w[0]);
    ii->name = cm_ident(d->ctx, s.data, s.len);
    if (ii->kind == K_FUNC && !ii->type)
      return fail(d, "OpName after a use of the function <id> %u", w[0]);
    return CM_SUCCESS;
  }
  case SPV_OpDecorate:
  case SPV_OpMemberDecorate: {
    bool member = opcode == SPV_OpMemberDecorate;
    if (n < (member ? 3u : 2u))
      return fail(d, "OpDecorate must have at least 2 operands");
    Deco x = {w[0], member ? w[1] : UINT32_MAX, w[member ? 2 : 1], 0, {0}};
    if (!id_at(d, x.id))
      return fail(d, "invalid <id> %u in a decoration", x.id);
    if (!cm_spv_enum_str(CM_SPV_E_Decoration, x.deco))
      return fail(d, "unknown decoration %u", x.deco);
    size_t first = member ? 3 : 2;
    for (size_t i = first; i < n && x.nargs < 4; i++)
      x.args[x.nargs++] = w[i];
    if (n - first > 1)
      return fail(d, "decoration with more than one literal is unsupported");
    CM_VEC_PUSH(d->decos, x);
    return CM_SUCCESS;
  }
  case SPV_OpTypeVoid:
  case SPV_OpTypeBool:
  case SPV_OpTypeInt:
  case SPV_OpTypeFloat:
  case SPV_OpTypeVector:
  case SPV_OpTypeMatrix:
  case SPV_OpTypeImage:
  case SPV_OpTypeSampledImage:
  case SPV_OpTypeArray:
  case SPV_OpTypeRuntimeArray:
  case SPV_OpTypeStruct:
  case SPV_OpTypePointer:
  case SPV_OpTypeFunction:
  case SPV_OpTypeCooperativeMatrixNV:
    return process_type(d, opcode, w, n);
  case SPV_OpTypeForwardPointer:
    return process_forward_ptr(d, w, n);
  case SPV_OpConstant:
  case SPV_OpConstantTrue:
  case SPV_OpConstantFalse:
  case SPV_OpConstantComposite:
    return process_constant(d, opcode, w, n, false);
  case SPV_OpSpecConstant:
  case SPV_OpSpecConstantTrue:
  case SPV_OpSpecConstantFalse:
    return process_constant(d, opcode, w, n, true);
  case SPV_OpSpecConstantComposite:
    return process_spec_composite(d, w, n);
  case SPV_OpSpecConstantOp:
    return process_spec_op(d, w, n);
  case SPV_OpUndef: {
    if (n != 2)
      return fail(d, "OpUndef instruction must have two operands");
    CmType *t = get_type(d, w[0]);
    if (!t || cm_failed(check_new_id(d, w[1])))
      return CM_FAILURE;
    d->ids[w[1]].kind = K_UNDEF;
    d->ids[w[1]].type = t;
    return CM_SUCCESS;
  }
  case SPV_OpVariable:
    return process_global_var(d, w, n);
  case SPV_OpFunction:
    return process_function(d, w, n);
  case SPV_OpFunctionEnd:
    if (d->cur)
      return fail(d, "block without a terminator");
    return finish_function(d);
  default:
    return fail(d, "unhandled opcode %u outside a function", opcode);
  }
}

static void des_free(Des *d) {
  free(d->ids);
  for (size_t i = 0; i < d->deferred_structs.len; i++)
    deferred_struct_free(&d->deferred_structs.data[i]);
  CM_VEC_FREE(d->deferred_structs);
  CM_VEC_FREE(d->decos);
  for (size_t i = 0; i < d->late.len; i++)
    cm_op_destroy(d->late.data[i]);
  CM_VEC_FREE(d->late);
  CM_VEC_FREE(d->deferred);
  CM_VEC_FREE(d->caps);
  CM_VEC_FREE(d->exts);
  CM_VEC_FREE(d->terms);
  CM_VEC_FREE(d->phis);
  CM_VEC_FREE(d->merges);
  CM_VEC_FREE(d->fn_labels);
  cm_ptrmap_free(&d->mat_dicts);
  cm_ptrmap_free(&d->defs);
}

/* Blocks created for branch targets that never got a label would leave
 * the function malformed. */
static CmResult check_labels(Des *d) {
  for (size_t k = 0; k < d->fn_labels.len; k++) {
    uint32_t i = d->fn_labels.data[k];
    if (d->ids[i].kind == K_BLOCK && d->ids[i].block &&
        !d->ids[i].block->first)
      return fail(d, "undefined label <id> %u", i);
  }
  d->fn_labels.len = 0;
  return CM_SUCCESS;
}

/* Branch terminators may be pending when a function has no OpFunctionEnd:
 * their blocks are destroyed with the module. */
CmOp *cm_spirv_deserialize(CmContext *ctx, const uint32_t *words,
                           size_t num_words, CmLoc *loc) {
  cm_register_spirv_dialect(ctx);
  Des d;
  memset(&d, 0, sizeof d);
  d.ctx = ctx;
  d.loc = loc ? loc : cm_loc_unknown(ctx);
  d.unknown = d.oploc = cm_loc_unknown(ctx);
  d.n_value = cm_ident_c(ctx, "value");
  d.n_variable = cm_ident_c(ctx, "variable");
  d.n_spec_const = cm_ident_c(ctx, "spec_const");
  if (num_words < 5) {
    cm_emit_error(d.loc, "SPIR-V binary module must have a 5-word header");
    return NULL;
  }
  if (words[0] != SPV_MAGIC) {
    cm_emit_error(d.loc, "incorrect magic number");
    return NULL;
  }
  uint32_t major = (words[1] >> 16) & 0xff, minor = (words[1] >> 8) & 0xff;
  if (major != 1 || (words[1] & 0xff0000ffu) != 0) {
    cm_emit_error(d.loc, "unsupported SPIR-V major version: %u", major);
    return NULL;
  }
  if (minor > 5) {
    cm_emit_error(d.loc, "unsupported SPIR-V minor version: %u", minor);
    return NULL;
  }
  d.bound = words[3];
  if (d.bound == 0 || d.bound > (1u << 22) ||
      (size_t)d.bound > num_words * 4 + 16) {
    cm_emit_error(d.loc, "invalid <id> bound %u in the header", d.bound);
    return NULL;
  }
  d.ids = cm_xcalloc(d.bound, sizeof *d.ids);
  d.w = words;
  d.n = num_words;
  d.module = cm_op_create_v(ctx, "spv.module", d.unknown, 0, NULL, 0, NULL, NULL,
                            0, NULL, 1);
  d.body = cm_block_create();
  cm_region_append_block(cm_op_region(d.module, 0), d.body);
  CmResult r = CM_SUCCESS;
  size_t pos = 5;
  while (pos < num_words && cm_succeeded(r)) {
    uint32_t wc = words[pos] >> 16, opcode = words[pos] & 0xffff;
    if (wc == 0) {
      r = fail(&d, "word count cannot be zero");
      break;
    }
    if (pos + wc > num_words) {
      r = fail(&d, "insufficient words for the last instruction");
      break;
    }
    r = process_inst(&d, opcode, words + pos + 1, wc - 1);
    pos += wc;
  }
  if (cm_succeeded(r) && d.fn)
    r = fail(&d, "missing OpFunctionEnd at the end of the module");
  if (cm_succeeded(r) && d.deferred_structs.len) {
    DeferredStruct *ds = &d.deferred_structs.data[0];
    for (unsigned m = 0; m < ds->n; m++)
      if (!ds->members[m]) {
        r = fail(&d, "forward-declared pointer type <id> %u is never defined",
                 ds->member_ids[m]);
        break;
      }
  }
  if (cm_succeeded(r) && !d.have_memory_model)
    r = fail(&d, "missing OpMemoryModel");
  if (cm_succeeded(r))
    r = check_labels(&d);
  for (size_t i = 0; i < d.deferred.len && cm_succeeded(r); i++) {
    size_t p = d.deferred.data[i];
    r = process_entry_point(&d, words[p] & 0xffff, words + p + 1,
                            (words[p] >> 16) - 1);
  }
  if (cm_succeeded(r)) {
    for (size_t i = 0; i < d.late.len; i++)
      cm_block_append_op(d.body, d.late.data[i]);
    d.late.len = 0;
    CmNamedAttr na[3] = {
        {cm_ident_c(ctx, "addressing_model"), i32_attr(&d, d.addressing)},
        {cm_ident_c(ctx, "memory_model"), i32_attr(&d, d.memory)},
        {cm_ident_c(ctx, "vce_triple"),
         cm_spv_vce_attr(ctx, minor, (unsigned)d.caps.len, d.caps.data,
                         (unsigned)d.exts.len, d.exts.data)}};
    cm_op_set_attr_dict(d.module, cm_dict_attr(ctx, 3, na));
    /* the <id> table is done with: not kept through the verifier */
    free(d.ids);
    d.ids = NULL;
    r = cm_verify(d.module);
  }
  CmOp *m = d.module;
  if (cm_failed(r)) {
    /* a half-built function may have pending branches: add them so no
     * block is left dangling, then drop everything */
    cm_op_destroy(m);
    m = NULL;
  }
  des_free(&d);
  return m;
}
