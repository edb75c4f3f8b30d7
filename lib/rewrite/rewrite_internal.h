/* rewrite_internal.h - private definitions shared by lib/rewrite/. */
#ifndef CMLIR_REWRITE_INTERNAL_H
#define CMLIR_REWRITE_INTERNAL_H

#include "cmlir/rewrite.h"

/* What a driver changes in the rewriter: the default implementation
 * (rewriter.c) applies every change at once and notifies the listener; the
 * conversion driver (conversion.c) logs changes and defers replacements. */
struct CmRewriterImpl_ {
  void (*inserted)(CmRewriter *rw, CmOp *op);
  void (*replace_op)(CmRewriter *rw, CmOp *op, unsigned n,
                     CmValue *const *values);
  void (*erase_op)(CmRewriter *rw, CmOp *op);
  void (*erase_block)(CmRewriter *rw, CmBlock *b);
  void (*start_update)(CmRewriter *rw, CmOp *op);
  void (*finalize_update)(CmRewriter *rw, CmOp *op);
  void (*cancel_update)(CmRewriter *rw, CmOp *op);
  void (*block_created)(CmRewriter *rw, CmBlock *b);
  /* Moves the ops of `src` before `before` in `dest` (NULL: end), maps
   * src's arguments to `args` and erases `src`. */
  void (*merge_blocks)(CmRewriter *rw, CmBlock *src, CmBlock *dest,
                       CmOp *before, unsigned n, CmValue *const *args);
  CmBlock *(*split_block)(CmRewriter *rw, CmBlock *b, CmOp *op);
  void (*inline_region_before)(CmRewriter *rw, CmRegion *r, CmRegion *parent,
                               CmBlock *before);
};

/* pattern.c */
void cm_pattern_set_freeze_(CmPatternSet *s);

/* rewriter.c: the immediate implementation's pieces, reused */
extern const CmRewriterImpl_ cm_rewriter_immediate_;
void cm_rw_insert_block_before_(CmRegion *parent, CmBlock *before,
                                CmBlock *b);

/* conversion.c: partial conversion of `root` whose new ops may appear
 * outside it, under its ancestor `scope` (conversion_parallel.c: a
 * function's replacement beside it) */
CmResult cm_apply_partial_conversion_in_(CmOp *root, CmOp *scope,
                                         const CmConversionTarget *t,
                                         CmPatternSet *patterns,
                                         bool no_rollback);

/* type_converter.c */
CmValue *cm_rw_build_cast_(CmBuilder *b, CmType *type, unsigned n,
                           CmValue *const *inputs, CmLoc *loc);
bool cm_sigconv_arg_(const CmSignatureConversion *sc, unsigned i,
                     unsigned *start, unsigned *count, CmValue **repl);
unsigned cm_sigconv_num_orig_(const CmSignatureConversion *sc);

#endif
