/* conversion.h - conversions between dialects (lib/conversion/), each a
 * pattern population function, a function applying it and its pass.
 *
 * The conversions to the LLVM dialect: the LLVM type converter and the
 * memref descriptor helpers shared by them (llvm_common/),
 * -convert-std-to-llvm (std_to_llvm/) and -convert-memref-to-llvm
 * (memref_to_llvm/), as MLIR 13 (seeds 000/001; docs/conversion.md).  Ops
 * of the llvm dialect are created by name with the attributes of
 * upstream's generic form.
 */
#ifndef CMLIR_CONVERSION_H
#define CMLIR_CONVERSION_H

#include "cmlir/dialects.h"
#include "cmlir/pass.h"
#include "cmlir/rewrite.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ======================================================================
 * scf_to_std/scf_to_std.c - scf to a CFG of std branches (MLIR 13's
 * -convert-scf-to-std, op for op)
 * ====================================================================== */
/* ForLowering, IfLowering, ParallelLowering (to scf.for), WhileLowering,
 * DoWhileLowering (benefit 2) and ExecuteRegionLowering. */
void cm_populate_scf_to_std_patterns(CmPatternSet *set);
/* Partial conversion of everything nested in `root`: scf.for / if /
 * parallel / while / execute_region are illegal, everything else legal.
 * On failure the IR is unchanged and a diagnostic was emitted. */
CmResult cm_convert_scf_to_std(CmOp *root);
/* The pass "convert-scf-to-std" (registered by cm_register_all_passes). */
extern const CmPassDef cm_pass_convert_scf_to_std;
/* lib/conversion/affine_to_std: -lower-affine (MLIR 13's AffineToStandard) */
extern const CmPassDef cm_pass_lower_affine;
void cm_populate_affine_to_std_patterns(CmPatternSet *set);
CmResult cm_lower_affine(CmOp *root);

/* ======================================================================
 * llvm_common/type_converter.c - the LLVM type converter
 * ====================================================================== */
typedef struct CmLLVMOptions {
  unsigned index_bitwidth; /* 0: the machine word (64) */
  const char *data_layout; /* NULL or "": none */
  bool use_bare_ptr;       /* use-bare-ptr-memref-call-conv */
  bool emit_c_wrappers;
  bool use_aligned_alloc;
} CmLLVMOptions;

typedef struct CmLLVMTypeConverter CmLLVMTypeConverter;

CmLLVMTypeConverter *cm_llvm_type_converter_create(CmContext *ctx,
                                                   const CmLLVMOptions *o);
void cm_llvm_type_converter_destroy(CmLLVMTypeConverter *tc);
/* The generic converter (what patterns name as their type_converter). */
const CmTypeConverter *cm_llvm_tc_base(const CmLLVMTypeConverter *tc);
const CmLLVMOptions *cm_llvm_tc_options(const CmLLVMTypeConverter *tc);
CmContext *cm_llvm_tc_context(const CmLLVMTypeConverter *tc);
/* The integer type of `index` (i64 unless index-bitwidth says else). */
CmType *cm_llvm_tc_index_type(const CmLLVMTypeConverter *tc);
unsigned cm_llvm_tc_index_bitwidth(const CmLLVMTypeConverter *tc);
/* 1:1 conversion, NULL if `t` cannot be converted. */
CmType *cm_llvm_convert_type(const CmLLVMTypeConverter *tc, CmType *t);
/* The descriptor struct of a ranked memref (NULL if its layout is not
 * strided or its element cannot be converted). */
CmType *cm_llvm_memref_desc_type(const CmLLVMTypeConverter *tc, CmType *mr);
/* The struct of an unranked memref: !llvm.struct<(i64, ptr<i8>)>. */
CmType *cm_llvm_unranked_desc_type(const CmLLVMTypeConverter *tc);
/* Whether a memref can be passed as a bare pointer (static shape, strides
 * and offset). */
bool cm_llvm_memref_is_bare_convertible(const CmType *mr);
/* The types an argument of type `t` expands to in a function signature
 * (memrefs into their scalar parts, or a bare pointer under that
 * convention); appended to `out`.  CM_FAILURE if not convertible. */
CmResult cm_llvm_convert_arg_type(const CmLLVMTypeConverter *tc, CmType *t,
                                  bool bare, CmTypeVec *out);
/* The LLVM function type of a builtin function type: arguments expanded
 * (`sc` filled, may be NULL), results packed (void / one / a struct).
 * NULL if a type does not convert. */
CmType *cm_llvm_convert_function_signature(const CmLLVMTypeConverter *tc,
                                           CmType *fn, bool vararg,
                                           bool bare,
                                           CmSignatureConversion *sc);
/* Results packed: NULL for none, the type for one, else a struct. */
CmType *cm_llvm_pack_result_types(const CmLLVMTypeConverter *tc, unsigned n,
                                  CmType *const *types, bool bare);
/* Element type of an element pointer of a memref (converted element). */
CmType *cm_llvm_memref_elem_ptr_type(const CmLLVMTypeConverter *tc,
                                     CmType *mr);
/* Memory space of a memref as an address space (0 if none). */
unsigned cm_llvm_memref_addr_space(const CmType *mr);

/* ======================================================================
 * llvm_common/builders.c - creating llvm ops through a rewriter, and the
 * memref descriptor helpers (upstream MemRefDescriptor)
 * ====================================================================== */
/* Creates op `name` at the rewriter's insertion point with one result of
 * type `rt` (NULL: none) and the given attributes (dict or NULL); returns
 * the op. */
CmOp *cm_llvm_op(CmRewriter *rw, const char *name, CmLoc *loc, CmType *rt,
                 unsigned n, CmValue *const *operands, CmAttr *attrs);
/* The same, returning the result. */
CmValue *cm_llvm_val(CmRewriter *rw, const char *name, CmLoc *loc,
                     CmType *rt, unsigned n, CmValue *const *operands,
                     CmAttr *attrs);
CmValue *cm_llvm_undef(CmRewriter *rw, CmLoc *loc, CmType *t);
/* llvm.mlir.constant(value) : t */
CmValue *cm_llvm_constant(CmRewriter *rw, CmLoc *loc, CmType *t,
                          CmAttr *value);
/* llvm.mlir.constant(v : index) : index type of the converter */
CmValue *cm_llvm_index_const(CmRewriter *rw, const CmLLVMTypeConverter *tc,
                             CmLoc *loc, int64_t v);
CmValue *cm_llvm_extractvalue(CmRewriter *rw, CmLoc *loc, CmType *t,
                              CmValue *agg, unsigned npos,
                              const int64_t *pos);
CmValue *cm_llvm_insertvalue(CmRewriter *rw, CmLoc *loc, CmValue *agg,
                             CmValue *v, unsigned npos, const int64_t *pos);
CmValue *cm_llvm_binop(CmRewriter *rw, const char *name, CmLoc *loc,
                       CmValue *a, CmValue *b);
CmValue *cm_llvm_gep(CmRewriter *rw, CmLoc *loc, CmType *rt, CmValue *base,
                     unsigned n, CmValue *const *indices);
CmValue *cm_llvm_bitcast(CmRewriter *rw, CmLoc *loc, CmType *t, CmValue *v);
CmValue *cm_llvm_load(CmRewriter *rw, CmLoc *loc, CmValue *ptr);
void cm_llvm_store(CmRewriter *rw, CmLoc *loc, CmValue *v, CmValue *ptr);
CmValue *cm_llvm_alloca(CmRewriter *rw, CmLoc *loc, CmType *ptr_type,
                        CmValue *size, int64_t alignment);
/* n-D vectors convert to nested arrays of 1-D vectors.  The innermost
 * type of `arr` (itself when it is no array) and the nesting depth; NULL
 * when nested deeper than 16. */
CmType *cm_llvm_nd_inner_type(CmType *arr, unsigned *depth);
/* Builds a value of `res_arr` (nested arrays of 1-D vectors) position by
 * position in row-major order: an undef, then for each position `fn` on
 * the 1-D vectors extracted there from `ops` (at most 8), inserted at the
 * same position.  NULL when too deep or given too many operands. */
typedef CmValue *(*CmLLVMUnrollFn)(CmRewriter *rw, CmLoc *loc,
                                   CmType *vec1d, unsigned n,
                                   CmValue *const *ops, void *user);
CmValue *cm_llvm_unroll_nd(CmRewriter *rw, CmLoc *loc, CmType *res_arr,
                           unsigned nops, CmValue *const *ops,
                           CmLLVMUnrollFn fn, void *user);
/* llvm.br ^dest(args) and llvm.cond_br %cond, ^t(targs), ^f(fargs) at the
 * insertion point. */
void cm_llvm_br(CmRewriter *rw, CmLoc *loc, CmBlock *dest, unsigned n,
                CmValue *const *args);
void cm_llvm_cond_br(CmRewriter *rw, CmLoc *loc, CmValue *cond,
                     CmBlock *t, unsigned nt, CmValue *const *targs,
                     CmBlock *f, unsigned nf, CmValue *const *fargs);
/* llvm.call @callee: `rt` NULL for a void call; returns the op. */
CmOp *cm_llvm_call(CmRewriter *rw, CmLoc *loc, const char *callee,
                   CmType *rt, unsigned n, CmValue *const *args);
/* The same call as MLIR 13's llvm.call builder from an LLVMFuncOp makes it
 * (malloc / free of memref alloc / dealloc, vector.print's printers): with
 * an empty `fastmathFlags`, visible in the generic form. */
CmOp *cm_llvm_call_fn(CmRewriter *rw, CmLoc *loc, const char *callee,
                      CmType *rt, unsigned n, CmValue *const *args);
/* Adds a conversion pattern for `root` (benefit 1, labelled `label`)
 * that converts with `tc` (handed to `fn` as pat->user). */
void cm_llvm_pattern_add(CmPatternSet *set, const CmLLVMTypeConverter *tc,
                         const char *root, CmConvertFn fn, const char *label);
/* The nearest enclosing builtin.module of `op` (or `op` itself), or NULL. */
CmOp *cm_op_parent_module(CmOp *op);
/* Finds or creates `llvm.func @name(params) -> result` at the start of
 * `module`'s body (upstream's LLVM::lookupOrCreateFn). */
CmOp *cm_llvm_lookup_or_create_fn(CmRewriter *rw, CmOp *module,
                                  const char *name, unsigned n,
                                  CmType *const *params, CmType *result);

/* Memref descriptors: fields 0 allocated ptr, 1 aligned ptr, 2 offset,
 * 3 sizes array, 4 strides array. */
enum {
  CM_DESC_ALLOCATED = 0,
  CM_DESC_ALIGNED = 1,
  CM_DESC_OFFSET = 2,
  CM_DESC_SIZES = 3,
  CM_DESC_STRIDES = 4
};
/* Field `f` (0..2) of descriptor `d`. */
CmValue *cm_desc_get(CmRewriter *rw, CmLoc *loc, CmValue *d, unsigned f);
CmValue *cm_desc_set(CmRewriter *rw, CmLoc *loc, CmValue *d, unsigned f,
                     CmValue *v);
/* Size / stride `i` (f = CM_DESC_SIZES / CM_DESC_STRIDES). */
CmValue *cm_desc_get_dim(CmRewriter *rw, CmLoc *loc, CmValue *d, unsigned f,
                         unsigned i);
CmValue *cm_desc_set_dim(CmRewriter *rw, CmLoc *loc, CmValue *d, unsigned f,
                         unsigned i, CmValue *v);
/* Builds a descriptor of type `desc_t` from its scalar parts (as many as
 * the fields flattened: 2 ptrs, offset, rank sizes, rank strides), in the
 * order upstream's MemRefDescriptor::pack inserts them. */
CmValue *cm_desc_pack(CmRewriter *rw, CmLoc *loc, CmType *desc_t,
                      unsigned rank, CmValue *const *parts);
/* Appends the scalar parts of a descriptor (upstream unpack). */
void cm_desc_unpack(CmRewriter *rw, CmLoc *loc, CmValue *d, unsigned rank,
                    CmValueVec *out);
/* A descriptor of a static-shaped memref around a bare pointer
 * (upstream MemRefDescriptor::fromStaticShape). */
CmValue *cm_desc_from_static(CmRewriter *rw, const CmLLVMTypeConverter *tc,
                             CmLoc *loc, CmType *mr, CmValue *ptr);
/* The address of element `indices` of a strided memref of type `mr`
 * (upstream getStridedElementPtr); NULL if `mr` is not strided. */
CmValue *cm_desc_strided_elem_ptr(CmRewriter *rw,
                                  const CmLLVMTypeConverter *tc, CmLoc *loc,
                                  CmType *mr, CmValue *desc, unsigned n,
                                  CmValue *const *indices);
/* Unranked descriptors: rank and ptr<i8> to the ranked descriptor. */
CmValue *cm_udesc_pack(CmRewriter *rw, const CmLLVMTypeConverter *tc,
                       CmLoc *loc, CmValue *rank, CmValue *ptr);
/* The ranked descriptor behind an unranked one (`desc_ptr`, its ptr<i8>),
 * accessed as upstream's UnrankedMemRefDescriptor through `epp`, the
 * ptr<ptr<T>> of the unranked type `umr` (NULL if T does not convert). */
CmType *cm_udesc_elem_ptr_ptr_type(const CmLLVMTypeConverter *tc,
                                   CmType *umr);
/* Load / store field `f` (CM_DESC_ALLOCATED, _ALIGNED or _OFFSET). */
CmValue *cm_udesc_get(CmRewriter *rw, const CmLLVMTypeConverter *tc,
                      CmLoc *loc, CmValue *desc_ptr, CmType *epp,
                      unsigned f);
void cm_udesc_set(CmRewriter *rw, const CmLLVMTypeConverter *tc, CmLoc *loc,
                  CmValue *desc_ptr, CmType *epp, unsigned f, CmValue *v);
/* ptr<index> to the first size (the strides follow `rank` further). */
CmValue *cm_udesc_sizes_ptr(CmRewriter *rw, const CmLLVMTypeConverter *tc,
                            CmLoc *loc, CmValue *desc_ptr, CmType *epp);
/* The bytes of the ranked descriptors behind the unranked descriptors
 * `descs` (upstream computeSizes: 2 * sizeof(ptr) + (1 + 2 * rank) *
 * sizeof(index)), appended to `sizes`. */
void cm_udesc_alloc_sizes(CmRewriter *rw, const CmLLVMTypeConverter *tc,
                          CmLoc *loc, unsigned n, CmValue *const *descs,
                          CmValueVec *sizes);

/* ======================================================================
 * std_to_llvm/std_to_llvm.c, memref_to_llvm/memref_to_llvm.c
 * ====================================================================== */
/* The patterns (upstream populateStdToLLVMConversionPatterns /
 * populateMemRefToLLVMConversionPatterns); `tc` must outlive the set. */
void cm_populate_std_to_llvm_patterns(const CmLLVMTypeConverter *tc,
                                      CmPatternSet *set);
void cm_populate_memref_to_llvm_patterns(const CmLLVMTypeConverter *tc,
                                         CmPatternSet *set);
/* The legal target of these conversions (llvm dialect legal,
 * unrealized_conversion_cast illegal). */
CmConversionTarget *cm_llvm_conversion_target_create(CmContext *ctx);

/* memref_to_llvm.c: upstream getMemRefDescriptorSizes (sizes and
 * strides of the identity layout appended, the buffer's bytes returned);
 * `dyn_sizes` gives the dynamic sizes in order. */
CmValue *cm_llvm_memref_descriptor_sizes(CmRewriter *rw,
                                         const CmLLVMTypeConverter *tc,
                                         CmLoc *loc, CmType *mr,
                                         CmValue *const *dyn_sizes,
                                         CmValueVec *sizes,
                                         CmValueVec *strides);

extern const CmPassDef cm_pass_convert_std_to_llvm;
extern const CmPassDef cm_pass_convert_memref_to_llvm;

/* ---- vector_to_llvm/vector_to_llvm.c (docs/vector.md) ---- */
/* 13's BroadcastOpLowering: vector.broadcast to std.splat, vector.extract,
 * vector.insert and zero constants (a greedy pattern). */
void cm_populate_vector_broadcast_lowering_patterns(CmPatternSet *set);
/* extract / insert / extractelement / insertelement / print to the llvm
 * dialect; `tc` must outlive the set. */
void cm_populate_vector_to_llvm_patterns(const CmLLVMTypeConverter *tc,
                                         CmPatternSet *set);
/* Both steps of -convert-vector-to-llvm on `root` (a module). */
CmResult cm_convert_vector_to_llvm(CmOp *root);
extern const CmPassDef cm_pass_convert_vector_to_llvm;
/* ---- vector_to_scf/vector_to_scf.c (docs/vector.md) ---- */
extern const CmPassDef cm_pass_convert_vector_to_scf;

/* ======================================================================
 * rewrite/conversion_parallel.c - partial conversion one top-level op at
 * a time (docs/performance.md, "Converting functions in parallel")
 * ====================================================================== */
/* cm_apply_partial_conversion of `module`, each op of its body converted
 * by a driver of its own (in parallel with the context's threading on),
 * with the whole-module run's output and diagnostics.  Falls back to the
 * whole-module run unless the body's ops have no operands, results or
 * successors and the module op itself is neither illegal nor matched by a
 * pattern.  Patterns may change the module only through
 * cm_conversion_module_symbol.  On failure the failing op is as it was,
 * but other top-level ops may stay converted (for passes, which fail
 * then; cm_apply_partial_conversion restores everything). */
CmResult cm_apply_partial_conversion_per_op(CmOp *module,
                                            const CmConversionTarget *t,
                                            CmPatternSet *patterns);
/* The same with cm_apply_partial_conversion_no_rollback for each op (and
 * for the whole module when it falls back). */
CmResult cm_apply_partial_conversion_per_op_no_rollback(
    CmOp *module, const CmConversionTarget *t, CmPatternSet *patterns);
/* Creates the detached top-level symbol op that a pattern needs. */
typedef CmOp *(*CmModuleSymbolCreateFn)(CmOp *module, void *user);
/* Inside cm_apply_partial_conversion_per_op of `module` on the calling
 * thread: *out = the module's op named `name`, or the one made by `create`
 * for the first top-level op asking (once for the whole conversion); such
 * ops go to the start of the module's body at the end, the last created
 * first (as a whole-module run creating each at the start places them).
 * False when the calling thread is not converting a top-level op of
 * `module` that way (the caller creates the symbol itself). */
bool cm_conversion_module_symbol(CmOp *module, const char *name,
                                 CmModuleSymbolCreateFn create, void *user,
                                 CmOp **out);

/* Registers the passes above (called by cm_register_all_passes). */
void cm_register_conversion_passes(void);

#ifdef __cplusplus
}
#endif
#endif /* CMLIR_CONVERSION_H */
