/* interfaces.c - op and dialect interface lookup, memory effects. */
#include "ods_internal.h"

const void *cm_op_def_interface(const CmOpDef *def, CmInterfaceId id) {
  if (!def || !def->ods)
    return NULL;
  const CmOdsOp *ods = def->ods;
  for (unsigned i = 0; i < ods->num_interfaces; i++)
    if (ods->interfaces[i].id == id)
      return ods->interfaces[i].vtable;
  return NULL;
}

const void *cm_op_interface(const CmOp *op, CmInterfaceId id) {
  if (!op || !cm_op_opname(op))
    return NULL;
  return cm_op_def_interface(cm_op_opname(op)->def, id);
}

CmResult cm_ods_verify_cast_op(CmOp *op) {
  const CmCastInterface *c = cm_op_interface(op, CM_IFACE_CAST);
  if (!c || cm_op_num_operands(op) != 1 || cm_op_num_results(op) != 1)
    return CM_SUCCESS;
  CmType *in = cm_op_operand(op, 0)->type, *out = cm_op_result(op, 0)->type;
  if (c->are_cast_compatible(1, &in, 1, &out))
    return CM_SUCCESS;
  CmDiag *d = cm_op_diag_error(op, "operand type '");
  cm_diag_append_type(d, in);
  cm_diag_append(d, "' and result type '");
  cm_diag_append_type(d, out);
  cm_diag_append(d, "' are cast incompatible");
  return cm_diag_report(d);
}

const void *cm_dialect_interface(const CmDialect *d, CmInterfaceId id) {
  if (!d)
    return NULL;
  for (unsigned i = 0; i < d->num_interfaces; i++)
    if (d->interfaces[i].id == id)
      return d->interfaces[i].vtable;
  return NULL;
}

static bool is_memref(const CmType *t) {
  return t && (t->kind == CM_TYPE_MEMREF || t->kind == CM_TYPE_UNRANKED_MEMREF);
}

static void push_effect(CmEffectVec *out, CmEffectKind k, CmValue *v) {
  CmEffect e = {k, v};
  CM_VEC_PUSH(*out, e);
}

static void operand_effects(CmOp *op, CmEffectKind k, CmEffectVec *out) {
  bool any = false;
  for (unsigned i = 0; i < cm_op_num_operands(op); i++) {
    CmValue *v = cm_op_operand(op, i);
    if (v && is_memref(v->type)) {
      push_effect(out, k, v);
      any = true;
    }
  }
  if (!any)
    push_effect(out, k, NULL);
}

bool cm_op_memory_effects(CmOp *op, CmEffectVec *out) {
  const CmMemoryEffectsInterface *me =
      cm_op_interface(op, CM_IFACE_MEMORY_EFFECTS);
  if (me && me->get_effects) {
    me->get_effects(op, out);
    return true;
  }
  const CmOpDef *def = cm_op_def(op);
  if (!def)
    return false;
  uint64_t t = def->traits;
  if (t & CM_TRAIT_NO_SIDE_EFFECT)
    return true;
  uint64_t mem = CM_TRAIT_MEM_READ | CM_TRAIT_MEM_WRITE | CM_TRAIT_MEM_ALLOC |
                 CM_TRAIT_MEM_FREE;
  if (!(t & mem))
    return false;
  if (t & CM_TRAIT_MEM_ALLOC) {
    bool any = false;
    for (unsigned i = 0; i < cm_op_num_results(op); i++)
      if (is_memref(cm_op_result(op, i)->type)) {
        push_effect(out, CM_EFFECT_ALLOCATE, cm_op_result(op, i));
        any = true;
      }
    if (!any)
      push_effect(out, CM_EFFECT_ALLOCATE, NULL);
  }
  if (t & CM_TRAIT_MEM_FREE)
    operand_effects(op, CM_EFFECT_FREE, out);
  if (t & CM_TRAIT_MEM_READ)
    operand_effects(op, CM_EFFECT_READ, out);
  if (t & CM_TRAIT_MEM_WRITE)
    operand_effects(op, CM_EFFECT_WRITE, out);
  return true;
}

static CmWalkResult check_nested(CmOp *op, void *user) {
  CmOp *root = user;
  if (op == root)
    return CM_WALK_ADVANCE;
  if (!cm_op_is_side_effect_free(op))
    return CM_WALK_INTERRUPT;
  /* Ops with recursive effects were checked as a whole. */
  if (cm_op_opname(op)->def &&
      (cm_op_opname(op)->def->traits & CM_TRAIT_RECURSIVE_SIDE_EFFECTS))
    return CM_WALK_SKIP;
  return CM_WALK_ADVANCE;
}

bool cm_op_is_side_effect_free(CmOp *op) {
  const CmOpDef *def = cm_op_def(op);
  if (!def)
    return false;
  if (def->traits & CM_TRAIT_NO_SIDE_EFFECT) {
    if (!(def->traits & CM_TRAIT_RECURSIVE_SIDE_EFFECTS))
      return true;
  }
  if (def->traits & CM_TRAIT_RECURSIVE_SIDE_EFFECTS)
    return cm_walk_pre(op, check_nested, op) != CM_WALK_INTERRUPT;
  CmEffectVec effects = {0};
  bool known = cm_op_memory_effects(op, &effects);
  bool none = known && effects.len == 0;
  CM_VEC_FREE(effects);
  return none;
}

/* ---------------------------------------------------------------------- */
/* Branch interfaces shared by br / cond_br of std and llvm                */
/* ---------------------------------------------------------------------- */

static bool all_operands_to_dest(CmOp *op, unsigned i, unsigned *start,
                                 unsigned *count) {
  if (i != 0)
    return false;
  *start = 0;
  *count = cm_op_num_operands(op);
  return true;
}
const CmBranchInterface cm_branch_iface_all_operands = {all_operands_to_dest,
                                                        NULL};

static bool inline_region_always(CmRegion *dest, CmRegion *src) {
  (void)dest;
  (void)src;
  return true;
}
static bool inline_op_always(CmOp *op, CmRegion *dest) {
  (void)op;
  (void)dest;
  return true;
}
const CmInlinerInterface cm_inliner_iface_always = {
    .is_legal_to_inline_region = inline_region_always,
    .is_legal_to_inline_op = inline_op_always};

static bool cond_segments(CmOp *op, unsigned i, unsigned *start,
                          unsigned *count) {
  if (i > 1)
    return false;
  CmAttr *seg = cm_op_get_attr(op, "operand_segment_sizes");
  if (!seg || seg->kind != CM_ATTR_DENSE_ELEMENTS || seg->dense.is_string ||
      !seg->type || cm_shaped_num_elements(seg->type) != 3)
    return false;
  int64_t c = cm_dense_get_int(seg, 0), t = cm_dense_get_int(seg, 1),
          f = cm_dense_get_int(seg, 2);
  if (c < 0 || t < 0 || f < 0 ||
      (uint64_t)c + (uint64_t)t + (uint64_t)f != cm_op_num_operands(op))
    return false;
  *start = (unsigned)(i == 0 ? c : c + t);
  *count = (unsigned)(i == 0 ? t : f);
  return true;
}
const CmBranchInterface cm_branch_iface_cond = {cond_segments, NULL};

static CmBlock *cond_successor_for_constant(CmOp *op,
                                            CmAttr *const *operand_constants) {
  CmAttr *c = operand_constants[0];
  if (!c || c->kind != CM_ATTR_INTEGER || cm_op_num_successors(op) != 2)
    return NULL;
  return cm_op_successor(op, c->integer.value ? 0 : 1);
}
const CmBranchInterface cm_branch_iface_cond_const = {
    cond_segments, cond_successor_for_constant};
