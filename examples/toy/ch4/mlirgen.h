/* mlirgen.h - emission of the toy dialect from the Toy AST. */
#ifndef TOY_MLIRGEN_H
#define TOY_MLIRGEN_H

#include "ast.h"
#include "cmlir/ir.h"

/* Builds a builtin.module holding one func per Toy function and verifies
 * it.  Errors are diagnostics at the Toy source locations (through the
 * context's handlers); NULL then. */
CmOp *toy_mlirgen(CmContext *ctx, const ToyModule *m);

#endif /* TOY_MLIRGEN_H */
