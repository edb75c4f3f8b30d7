/* gpu_to_llvm.c - -gpu-to-llvm as MLIR 13's GpuToLLVMConversionPass: the
 * host side of the gpu dialect becomes calls of the `mgpu*` runtime
 * wrappers, in one partial conversion with the vector, memref and std
 * lowerings to the llvm dialect (index 64 bits, descriptors passed
 * unpacked).  !gpu.async.token becomes the stream (or event) pointer
 * !llvm.ptr<i8>:
 *   gpu.wait async [deps]   events recorded after the streams' producers,
 *                           a new stream waiting on them, events destroyed
 *   gpu.wait [deps]         streams synchronized and destroyed (events:
 *                           synchronized and destroyed)
 *   gpu.alloc async [%s]    mgpuMemAlloc(bytes, %s) and a descriptor
 *   gpu.dealloc async [%s]  mgpuMemFree(allocated ptr, %s)
 *   gpu.memcpy async [%s]   mgpuMemcpy(dst, src, bytes, %s)
 *   gpu.host_register       mgpuMemHostRegisterMemRef(rank, ptr, elem size)
 *   gpu.launch_func         the binary (the kernel module's attribute named
 *                           by gpu-binary-annotation) and the kernel name as
 *                           internal globals, mgpuModuleLoad,
 *                           mgpuModuleGetFunction, the parameters in a
 *                           stack struct, mgpuLaunchKernel on the stream
 *                           (a new one synchronized and destroyed when not
 *                           async), mgpuModuleUnload
 *   gpu.module              erased
 * The runtime functions are declared at the end of the module on first
 * use, the globals inserted at its start (13 creates them once per launch,
 * so two launches of one module give a symbol redefinition, as in 13).
 * 13's async.yield pattern is not here (cmlir has no async dialect). */
#include "cmlir/conversion.h"
#include "cmlir/dialect/gpu.h"
#include "cmlir/dialect/llvm.h"

#include <stdlib.h>
#include <string.h>

#define TC(pat) ((const CmLLVMTypeConverter *)(pat)->user)

typedef struct LaunchState {
  const char *annotation;
} LaunchState;

static CmType *i8_t(CmContext *ctx) {
  return cm_integer_type(ctx, 8, CM_SIGNLESS);
}
static CmType *i32_t(CmContext *ctx) {
  return cm_integer_type(ctx, 32, CM_SIGNLESS);
}
static CmType *i64_t(CmContext *ctx) {
  return cm_integer_type(ctx, 64, CM_SIGNLESS);
}
static CmType *vptr(CmContext *ctx) { return cm_llvm_ptr_type(i8_t(ctx), 0); }
static CmType *vptrptr(CmContext *ctx) {
  return cm_llvm_ptr_type(vptr(ctx), 0);
}

/* The runtime functions: name, result (NULL: void), parameters as a string
 * of kinds: p = ptr<i8>, P = ptr<ptr<i8>>, i = intptr (i64), w = i32. */
typedef struct RtFn {
  const char *name;
  char result; /* 0, 'p' */
  const char *params;
} RtFn;

static const RtFn rt_module_load = {"mgpuModuleLoad", 'p', "p"};
static const RtFn rt_module_unload = {"mgpuModuleUnload", 0, "p"};
static const RtFn rt_module_get_function = {"mgpuModuleGetFunction", 'p',
                                            "pp"};
static const RtFn rt_launch_kernel = {"mgpuLaunchKernel", 0, "piiiiiiwpPP"};
static const RtFn rt_stream_create = {"mgpuStreamCreate", 'p', ""};
static const RtFn rt_stream_destroy = {"mgpuStreamDestroy", 0, "p"};
static const RtFn rt_stream_synchronize = {"mgpuStreamSynchronize", 0, "p"};
static const RtFn rt_stream_wait_event = {"mgpuStreamWaitEvent", 0, "pp"};
static const RtFn rt_event_create = {"mgpuEventCreate", 'p', ""};
static const RtFn rt_event_destroy = {"mgpuEventDestroy", 0, "p"};
static const RtFn rt_event_synchronize = {"mgpuEventSynchronize", 0, "p"};
static const RtFn rt_event_record = {"mgpuEventRecord", 0, "pp"};
static const RtFn rt_host_register = {"mgpuMemHostRegisterMemRef", 0, "ipi"};
static const RtFn rt_mem_alloc = {"mgpuMemAlloc", 'p', "ip"};
static const RtFn rt_mem_free = {"mgpuMemFree", 0, "pp"};
static const RtFn rt_memcpy = {"mgpuMemcpy", 0, "ppip"};

static CmType *rt_kind_type(CmContext *ctx, char k) {
  switch (k) {
  case 'p':
    return vptr(ctx);
  case 'P':
    return vptrptr(ctx);
  case 'w':
    return i32_t(ctx);
  default:
    return i64_t(ctx);
  }
}

/* upstream FunctionCallBuilder::create: the llvm.func is looked up in the
 * enclosing module or declared at its end; the call has the function's
 * result type, !llvm.void included. */
static CmValue *rt_call(CmRewriter *rw, CmOp *at, const RtFn *fn,
                        CmValue *const *args) {
  CmContext *ctx = rw->ctx;
  CmLoc *loc = cm_op_loc(at);
  unsigned n = (unsigned)strlen(fn->params);
  CmType *params[16];
  for (unsigned i = 0; i < n; i++)
    params[i] = rt_kind_type(ctx, fn->params[i]);
  CmType *rt = fn->result ? rt_kind_type(ctx, fn->result)
                          : cm_llvm_void_type(ctx);
  CmOp *module = cm_op_parent_module(at);
  CmOp *f = module ? cm_symbol_table_lookup(module, fn->name,
                                            strlen(fn->name))
                   : NULL;
  if (module && (!f || !cm_op_name_is(f, "llvm.func"))) {
    CmBuilder saved = rw->b;
    cm_rewriter_set_to_end(rw, cm_op_region(module, 0)->first);
    CmOpState st;
    cm_op_state_init(&st, ctx, "llvm.func", loc);
    cm_op_state_add_attr(&st, "linkage",
                         cm_llvm_linkage_attr(ctx, CM_LLVM_LINKAGE_EXTERNAL));
    cm_op_state_add_attr(&st, "sym_name",
                         cm_string_attr(ctx, cm_str(fn->name)));
    cm_op_state_add_attr(&st, "type",
                         cm_type_attr(cm_llvm_func_type(rt, n, params, false)));
    cm_op_state_add_region(&st);
    cm_rewriter_create(rw, &st);
    cm_op_state_free(&st);
    rw->b = saved;
  }
  return cm_op_result(cm_llvm_call_fn(rw, loc, fn->name, rt, n, args), 0);
}

static bool all_llvm_types(CmOp *op, CmValue *const *operands) {
  for (unsigned i = 0; i < cm_op_num_operands(op); i++)
    if (!operands[i] || !cm_llvm_is_compatible_type(operands[i]->type))
      return false;
  return true;
}

/* isAsyncWithOneDependency: one dependency and a token result. */
static bool async_with_one_dependency(CmOp *op) {
  unsigned start, count;
  return cm_gpu_async_dependencies(op, &start, &count) && count == 1 &&
         cm_gpu_async_token(op);
}

static bool identity_convertible(const CmLLVMTypeConverter *tc, CmType *t) {
  return t->kind == CM_TYPE_MEMREF && !t->shaped.layout &&
         cm_llvm_convert_type(tc, t->shaped.elem) != NULL;
}

/* upstream LLVM::createGlobalString: an internal constant global at the
 * start of the module, and a pointer to its first character. */
static CmValue *global_string(CmRewriter *rw, CmOp *at, const char *name,
                              CmStr value) {
  CmContext *ctx = rw->ctx;
  CmLoc *loc = cm_op_loc(at);
  CmOp *module = cm_op_parent_module(at);
  CmType *arr = cm_llvm_array_type(i8_t(ctx), value.len);
  CmBuilder saved = rw->b;
  cm_rewriter_set_to_start(rw, cm_op_region(module, 0)->first);
  CmOpState st;
  cm_op_state_init(&st, ctx, "llvm.mlir.global", loc);
  cm_op_state_add_attr(&st, "constant", cm_unit_attr(ctx));
  cm_op_state_add_attr(&st, "linkage",
                       cm_llvm_linkage_attr(ctx, CM_LLVM_LINKAGE_INTERNAL));
  cm_op_state_add_attr(&st, "sym_name", cm_string_attr(ctx, cm_str(name)));
  cm_op_state_add_attr(&st, "type", cm_type_attr(arr));
  cm_op_state_add_attr(&st, "value", cm_string_attr(ctx, value));
  cm_op_state_add_region(&st);
  cm_rewriter_create(rw, &st);
  cm_op_state_free(&st);
  rw->b = saved;
  CmNamedAttr e = {cm_ident_c(ctx, "global_name"),
                   cm_symbol_ref_attr(ctx, cm_str(name), 0, NULL)};
  CmValue *addr = cm_llvm_val(rw, "llvm.mlir.addressof", loc,
                              cm_llvm_ptr_type(arr, 0), 0, NULL,
                              cm_dict_attr(ctx, 1, &e));
  CmValue *c0 = cm_llvm_constant(rw, loc, i64_t(ctx),
                                 cm_integer_attr(cm_index_type(ctx), 0));
  CmValue *idx[2] = {c0, c0};
  return cm_llvm_gep(rw, loc, vptr(ctx), addr, 2, idx);
}

/* ------------------------------------------------------------ patterns */

static CmResult lower_host_register(const CmPattern *pat, CmOp *op,
                                    CmValue *const *operands,
                                    CmRewriter *rw) {
  const CmLLVMTypeConverter *tc = TC(pat);
  if (!all_llvm_types(op, operands) || cm_op_num_operands(op) != 1)
    return CM_FAILURE;
  CmType *mt = cm_op_operand(op, 0)->type;
  if (mt->kind != CM_TYPE_UNRANKED_MEMREF)
    return CM_FAILURE;
  CmType *et = cm_llvm_convert_type(tc, mt->shaped.elem);
  if (!et)
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmType *pt = cm_llvm_ptr_type(et, 0);
  CmValue *null = cm_llvm_val(rw, "llvm.mlir.null", loc, pt, 0, NULL, NULL);
  CmValue *one = cm_llvm_index_const(rw, tc, loc, 1);
  CmValue *gep = cm_llvm_gep(rw, loc, pt, null, 1, &one);
  CmValue *size = cm_llvm_val(rw, "llvm.ptrtoint", loc,
                              cm_llvm_tc_index_type(tc), 1, &gep, NULL);
  CmValue *args[3] = {cm_desc_get(rw, loc, operands[0], 0),
                      cm_desc_get(rw, loc, operands[0], 1), size};
  rt_call(rw, op, &rt_host_register, args);
  cm_rewriter_erase_op(rw, op);
  return CM_SUCCESS;
}

static CmResult lower_alloc(const CmPattern *pat, CmOp *op,
                            CmValue *const *operands, CmRewriter *rw) {
  const CmLLVMTypeConverter *tc = TC(pat);
  CmType *mr = cm_op_result(op, 0)->type;
  if (!all_llvm_types(op, operands) || !identity_convertible(tc, mr) ||
      !async_with_one_dependency(op))
    return CM_FAILURE;
  unsigned start, count, dstart, dcount;
  cm_gpu_async_dependencies(op, &start, &count);
  if (!cm_ods_operand_group(op, "dynamicSizes", &dstart, &dcount))
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmValueVec sizes = {0}, strides = {0};
  CmValue *bytes = cm_llvm_memref_descriptor_sizes(
      rw, tc, loc, mr, operands + dstart, &sizes, &strides);
  CmValue *stream = operands[start];
  CmValue *args[2] = {bytes, stream};
  CmValue *p = rt_call(rw, op, &rt_mem_alloc, args);
  p = cm_llvm_bitcast(rw, loc, cm_llvm_memref_elem_ptr_type(tc, mr), p);
  CmValue *d = cm_llvm_memref_descriptor_create(rw, tc, loc, mr, p, p, &sizes,
                                                &strides);
  CM_VEC_FREE(sizes);
  CM_VEC_FREE(strides);
  CmValue *repl[2] = {d, stream};
  cm_rewriter_replace_op(rw, op, 2, repl);
  return CM_SUCCESS;
}

static CmResult lower_dealloc(const CmPattern *pat, CmOp *op,
                              CmValue *const *operands, CmRewriter *rw) {
  (void)pat;
  if (!all_llvm_types(op, operands) || !async_with_one_dependency(op))
    return CM_FAILURE;
  unsigned start, count;
  cm_gpu_async_dependencies(op, &start, &count);
  CmLoc *loc = cm_op_loc(op);
  CmValue *ptr = cm_desc_get(rw, loc, operands[count], CM_DESC_ALLOCATED);
  CmValue *args[2] = {cm_llvm_bitcast(rw, loc, vptr(rw->ctx), ptr),
                      operands[start]};
  rt_call(rw, op, &rt_mem_free, args);
  cm_rewriter_replace_op(rw, op, 1, &args[1]);
  return CM_SUCCESS;
}

static CmResult lower_memcpy(const CmPattern *pat, CmOp *op,
                             CmValue *const *operands, CmRewriter *rw) {
  const CmLLVMTypeConverter *tc = TC(pat);
  unsigned start, count;
  if (!cm_gpu_async_dependencies(op, &start, &count) ||
      cm_op_num_operands(op) != count + 2)
    return CM_FAILURE;
  CmType *mr = cm_op_operand(op, count + 1)->type;
  if (!all_llvm_types(op, operands) || !identity_convertible(tc, mr) ||
      !async_with_one_dependency(op))
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmValue *dst_d = operands[count], *src_d = operands[count + 1];
  CmValue *num;
  int64_t n = 1;
  bool dynamic = false;
  for (unsigned i = 0; i < mr->shaped.rank; i++) {
    if (mr->shaped.shape[i] == CM_DYNAMIC_SIZE)
      dynamic = true;
    else
      n *= mr->shaped.shape[i];
  }
  if (!dynamic) {
    num = cm_llvm_index_const(rw, tc, loc, n);
  } else {
    /* identity layout: stride[0] * size[0] */
    CmValue *st = cm_desc_get_dim(rw, loc, src_d, CM_DESC_STRIDES, 0);
    CmValue *sz = cm_desc_get_dim(rw, loc, src_d, CM_DESC_SIZES, 0);
    num = cm_llvm_binop(rw, "llvm.mul", loc, st, sz);
  }
  CmType *pt = cm_llvm_memref_elem_ptr_type(tc, mr);
  CmValue *null = cm_llvm_val(rw, "llvm.mlir.null", loc, pt, 0, NULL, NULL);
  CmValue *gep = cm_llvm_gep(rw, loc, pt, null, 1, &num);
  CmValue *bytes = cm_llvm_val(rw, "llvm.ptrtoint", loc,
                               cm_llvm_tc_index_type(tc), 1, &gep, NULL);
  CmType *vp = vptr(rw->ctx);
  CmValue *src = cm_llvm_bitcast(
      rw, loc, vp, cm_desc_get(rw, loc, src_d, CM_DESC_ALIGNED));
  CmValue *dst = cm_llvm_bitcast(
      rw, loc, vp, cm_desc_get(rw, loc, dst_d, CM_DESC_ALIGNED));
  CmValue *args[4] = {dst, src, bytes, operands[start]};
  rt_call(rw, op, &rt_memcpy, args);
  cm_rewriter_replace_op(rw, op, 1, &args[3]);
  return CM_SUCCESS;
}

/* Whether `v` is the result of an llvm.call of `fn`. */
static bool defined_by_call_to(CmValue *v, const RtFn *fn) {
  CmOp *d = cm_value_defining_op(v);
  if (!d || !cm_op_name_is(d, "llvm.call"))
    return false;
  CmAttr *c = cm_op_get_attr(d, "callee");
  return c && c->kind == CM_ATTR_SYMBOL_REF && !c->symref.num_nested &&
         cm_str_eq_c(cm_ident_str(c->symref.root), fn->name);
}

/* gpu.wait: each stream synchronized and destroyed, each event too. */
static CmResult lower_wait(const CmPattern *pat, CmOp *op,
                           CmValue *const *operands, CmRewriter *rw) {
  (void)pat;
  if (cm_gpu_async_token(op))
    return CM_FAILURE;
  for (unsigned i = 0; i < cm_op_num_operands(op); i++) {
    CmValue *v = operands[i];
    if (!v)
      return CM_FAILURE;
    bool stream = defined_by_call_to(v, &rt_stream_create);
    rt_call(rw, op, stream ? &rt_stream_synchronize : &rt_event_synchronize,
            &v);
    rt_call(rw, op, stream ? &rt_stream_destroy : &rt_event_destroy, &v);
  }
  cm_rewriter_erase_op(rw, op);
  return CM_SUCCESS;
}

/* gpu.wait async: an event recorded on each stream dependency right after
 * the op that produced it, a new stream waiting on every event, the events
 * destroyed. */
static CmResult lower_wait_async(const CmPattern *pat, CmOp *op,
                                 CmValue *const *operands, CmRewriter *rw) {
  (void)pat;
  if (!cm_gpu_async_token(op))
    return CM_FAILURE;
  unsigned n = cm_op_num_operands(op);
  for (unsigned i = 0; i < n; i++)
    if (!operands[i])
      return CM_FAILURE;
  CmValueVec events = {0};
  CmBuilder saved = rw->b;
  for (unsigned i = 0; i < n; i++) {
    CmValue *v = operands[i];
    CmOp *def = cm_value_defining_op(cm_op_operand(op, i));
    if (defined_by_call_to(v, &rt_stream_create) && def) {
      cm_rewriter_set_after(rw, def);
      CmValue *ev = rt_call(rw, op, &rt_event_create, NULL);
      CmValue *args[2] = {ev, v};
      rt_call(rw, op, &rt_event_record, args);
      CM_VEC_PUSH(events, ev);
    } else {
      CM_VEC_PUSH(events, v);
    }
  }
  rw->b = saved;
  CmValue *stream = rt_call(rw, op, &rt_stream_create, NULL);
  for (size_t i = 0; i < events.len; i++) {
    CmValue *args[2] = {stream, events.data[i]};
    rt_call(rw, op, &rt_stream_wait_event, args);
  }
  for (size_t i = 0; i < events.len; i++)
    rt_call(rw, op, &rt_event_destroy, &events.data[i]);
  CM_VEC_FREE(events);
  cm_rewriter_replace_op(rw, op, 1, &stream);
  return CM_SUCCESS;
}

/* upstream LLVMStructType::getNewIdentified: `name`, else `name.1`,
 * `name.2`, ... the first identified struct of the context not yet
 * initialized, given `elems` as its body. */
static CmType *new_identified_struct(CmContext *ctx, const char *name,
                                     unsigned n, CmType *const *elems) {
  CmBuf b = {0};
  cm_buf_printf(&b, "%s", name);
  for (unsigned counter = 1;; counter++) {
    CmType *s = cm_llvm_struct_identified(ctx, (CmStr){b.data ? b.data : "",
                                                       b.len});
    if (!cm_llvm_struct_is_initialized(s) &&
        cm_succeeded(cm_llvm_struct_set_body(s, n, elems, false))) {
      cm_buf_free(&b);
      return s;
    }
    b.len = 0;
    cm_buf_printf(&b, "%s.%u", name, counter);
  }
}

/* The kernel operands promoted (memref descriptors unpacked), stored in a
 * stack struct, and an array of pointers to its fields. */
static CmValue *params_array(CmRewriter *rw, CmOp *op, CmValue *const *operands,
                             unsigned first) {
  CmContext *ctx = rw->ctx;
  CmLoc *loc = cm_op_loc(op);
  CmValueVec args = {0};
  for (unsigned i = first; i < cm_op_num_operands(op); i++) {
    CmType *t = cm_op_operand(op, i)->type;
    CmValue *v = operands[i];
    if (t->kind == CM_TYPE_MEMREF) {
      cm_desc_unpack(rw, loc, v, t->shaped.rank, &args);
    } else if (t->kind == CM_TYPE_UNRANKED_MEMREF) {
      CM_VEC_PUSH(args, cm_desc_get(rw, loc, v, 0));
      CM_VEC_PUSH(args, cm_desc_get(rw, loc, v, 1));
    } else {
      CM_VEC_PUSH(args, v);
    }
  }
  unsigned n = (unsigned)args.len;
  CmType **types = cm_xmalloc((n ? n : 1) * sizeof *types);
  for (unsigned i = 0; i < n; i++)
    types[i] = args.data[i]->type;
  CmType *st = new_identified_struct(ctx, "", n, types);
  CmType *i32 = i32_t(ctx);
  CmValue *one = cm_llvm_constant(rw, loc, i32, cm_integer_attr(i32, 1));
  CmValue *sp = cm_llvm_alloca(rw, loc, cm_llvm_ptr_type(st, 0), one, 0);
  CmValue *cnt = cm_llvm_constant(rw, loc, i32, cm_integer_attr(i32, n));
  CmValue *ap = cm_llvm_alloca(rw, loc, vptrptr(ctx), cnt, 0);
  CmValue *zero = cm_llvm_constant(rw, loc, i32, cm_integer_attr(i32, 0));
  for (unsigned i = 0; i < n; i++) {
    CmValue *ix = cm_llvm_constant(rw, loc, i32, cm_integer_attr(i32, i));
    CmValue *fi[2] = {zero, ix};
    CmValue *field =
        cm_llvm_gep(rw, loc, cm_llvm_ptr_type(types[i], 0), sp, 2, fi);
    cm_llvm_store(rw, loc, args.data[i], field);
    CmValue *elem = cm_llvm_gep(rw, loc, vptrptr(ctx), ap, 1, &ix);
    cm_llvm_store(rw, loc, cm_llvm_bitcast(rw, loc, vptr(ctx), field), elem);
  }
  free(types);
  CM_VEC_FREE(args);
  return ap;
}

static CmResult lower_launch(const CmPattern *pat, CmOp *op,
                             CmValue *const *operands, CmRewriter *rw) {
  const LaunchState *ls = pat->user;
  CmContext *ctx = rw->ctx;
  unsigned start, count;
  if (!all_llvm_types(op, operands) ||
      !cm_gpu_async_dependencies(op, &start, &count) || count > 1)
    return CM_FAILURE;
  CmValue *token = cm_gpu_async_token(op);
  if (!token && count)
    return CM_FAILURE;
  CmOp *module = cm_op_parent_module(op);
  CmStr mname = cm_gpu_launch_func_module_name(op);
  CmStr kname = cm_gpu_launch_func_kernel_name(op);
  CmOp *kmod = module ? cm_symbol_table_lookup(module, mname.data, mname.len)
                      : NULL;
  if (!kmod || !cm_op_name_is(kmod, "gpu.module"))
    return CM_FAILURE;
  CmAttr *bin = cm_op_get_attr(kmod, ls->annotation);
  if (!bin || bin->kind != CM_ATTR_STRING) {
    cm_op_emit_error(kmod, "missing %s attribute", ls->annotation);
    return CM_FAILURE;
  }
  CmBuf name = {0};
  cm_buf_printf(&name, "%.*s_gpubin_cst", (int)mname.len, mname.data);
  CmValue *data = global_string(rw, op, name.data, cm_ident_str(bin->str.value));
  CmValue *mod = rt_call(rw, op, &rt_module_load, &data);
  name.len = 0;
  cm_buf_printf(&name, "%.*s_%.*s_kernel_name", (int)mname.len, mname.data,
                (int)kname.len, kname.data);
  char *kn = cm_xmalloc(kname.len + 1);
  memcpy(kn, kname.data, kname.len);
  kn[kname.len] = '\0';
  CmValue *kernel_name =
      global_string(rw, op, name.data, (CmStr){kn, kname.len + 1});
  free(kn);
  cm_buf_free(&name);
  CmValue *gf_args[2] = {mod, kernel_name};
  CmValue *fn = rt_call(rw, op, &rt_module_get_function, gf_args);
  CmType *i32 = i32_t(ctx);
  CmLoc *loc = cm_op_loc(op);
  CmValue *zero = cm_llvm_constant(rw, loc, i32, cm_integer_attr(i32, 0));
  CmValue *stream =
      count ? operands[start] : rt_call(rw, op, &rt_stream_create, NULL);
  unsigned nk = cm_gpu_launch_func_num_kernel_operands(op);
  CmValue *params =
      params_array(rw, op, operands, cm_op_num_operands(op) - nk);
  CmValue *null = cm_llvm_val(rw, "llvm.mlir.null", loc, vptrptr(ctx), 0,
                              NULL, NULL);
  /* grid and block sizes follow the dependencies */
  CmValue *args[11] = {fn};
  for (unsigned i = 0; i < 6; i++)
    args[1 + i] = operands[start + count + i];
  args[7] = zero;
  args[8] = stream;
  args[9] = params;
  args[10] = null;
  rt_call(rw, op, &rt_launch_kernel, args);
  if (token) {
    cm_rewriter_replace_op(rw, op, 1, &stream);
  } else {
    rt_call(rw, op, &rt_stream_synchronize, &stream);
    rt_call(rw, op, &rt_stream_destroy, &stream);
    cm_rewriter_erase_op(rw, op);
  }
  rt_call(rw, op, &rt_module_unload, &mod);
  return CM_SUCCESS;
}

static CmResult erase_gpu_module(const CmPattern *pat, CmOp *op,
                                 CmValue *const *operands, CmRewriter *rw) {
  (void)pat;
  (void)operands;
  cm_rewriter_erase_op(rw, op);
  return CM_SUCCESS;
}

static CmResult convert_token(const CmTypeConverter *tcb, CmType *t,
                              CmTypeVec *out, void *user) {
  (void)tcb;
  (void)user;
  if (!cm_gpu_type_is_async_token(t))
    return CM_CONV_NEXT;
  CM_VEC_PUSH(*out, vptr(t->ctx));
  return CM_SUCCESS;
}

static void add_gpu_patterns(CmLLVMTypeConverter *tc, CmPatternSet *set,
                             LaunchState *ls) {
  cm_type_converter_add_conversion((CmTypeConverter *)cm_llvm_tc_base(tc),
                                   convert_token, NULL);
  cm_llvm_pattern_add(set, tc, "gpu.alloc", lower_alloc,
                      "ConvertAllocOpToGpuRuntimeCallPattern");
  cm_llvm_pattern_add(set, tc, "gpu.dealloc", lower_dealloc,
                      "ConvertDeallocOpToGpuRuntimeCallPattern");
  cm_llvm_pattern_add(set, tc, "gpu.host_register", lower_host_register,
                      "ConvertHostRegisterOpToGpuRuntimeCallPattern");
  cm_llvm_pattern_add(set, tc, "gpu.memcpy", lower_memcpy,
                      "ConvertMemcpyOpToGpuRuntimeCallPattern");
  cm_llvm_pattern_add(set, tc, "gpu.wait", lower_wait_async,
                      "ConvertWaitAsyncOpToGpuRuntimeCallPattern");
  cm_llvm_pattern_add(set, tc, "gpu.wait", lower_wait,
                      "ConvertWaitOpToGpuRuntimeCallPattern");
  CmPattern p;
  memset(&p, 0, sizeof p);
  p.root = "gpu.launch_func";
  p.benefit = 1;
  p.convert = lower_launch;
  p.user = ls; /* the launch pattern's user is its state */
  p.label = "ConvertLaunchFuncOpToGpuRuntimeCallPattern";
  p.type_converter = cm_llvm_tc_base(tc);
  cm_pattern_set_add(set, &p);
  cm_llvm_pattern_add(set, tc, "gpu.module", erase_gpu_module,
                      "EraseGpuModuleOpPattern");
}

static void deps(CmContext *ctx) { cm_register_llvm_dialect(ctx); }

static CmResult run(CmPassRun *run, CmOp *module) {
  const CmPass *pass = cm_pass_run_pass(run);
  CmContext *ctx = cm_op_context(module);
  const char *ann = cm_pass_option_string(pass, "gpu-binary-annotation");
  /* index is 64 bits whatever the data layout says, as 13's converter
   * built without a data layout analysis */
  CmLLVMOptions o = {0};
  CmLLVMTypeConverter *tc = cm_llvm_type_converter_create(ctx, &o);
  CmPatternSet *ps = cm_pattern_set_create(ctx);
  cm_populate_vector_to_llvm_patterns(tc, ps);
  cm_populate_memref_to_llvm_patterns(tc, ps);
  cm_populate_std_to_llvm_patterns(tc, ps);
  cm_type_converter_fail_target_materializations(
      (CmTypeConverter *)cm_llvm_tc_base(tc));
  LaunchState ls = {ann ? ann : ""};
  add_gpu_patterns(tc, ps, &ls);
  CmConversionTarget *t = cm_llvm_conversion_target_create(ctx);
  cm_target_add_illegal_dialect(t, "gpu");
  CmResult r = cm_apply_partial_conversion(module, t, ps);
  cm_conversion_target_destroy(t);
  cm_pattern_set_destroy(ps);
  cm_llvm_type_converter_destroy(tc);
  if (cm_failed(r))
    return r;
  return cm_llvm_check_no_casts(module);
}

static const CmPassOptionDef opts[] = {
    {"gpu-binary-annotation", CM_PASS_OPT_STRING, false, "gpu.binary",
     "Annotation attribute string for GPU binary", NULL},
};

const CmPassDef cm_pass_gpu_to_llvm = {
    .argument = "gpu-to-llvm",
    .name = "GpuToLLVMConversionPass",
    .description = "Convert GPU dialect to LLVM dialect with GPU runtime calls",
    .anchor = "builtin.module",
    CM_PASS_OPTIONS(opts),
    .dependent_dialects = deps,
    .run = run};
