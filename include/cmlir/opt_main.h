/* opt_main.h - the cmlir-opt driver as a library function (lib/tools/
 * opt_main.c), reusable by tools that add passes or flags.
 *
 * Flow per input (or per `// -----` chunk with -split-input-file): new
 * context, parse (cm_parse_source), verify (cm_verify), run the pipeline
 * (the passes added in command-line order), print to the output.
 */
#ifndef CMLIR_OPT_MAIN_H
#define CMLIR_OPT_MAIN_H

#include "cmlir/asm.h"

#ifdef __cplusplus
extern "C" {
#endif

/* One element of the pass pipeline, run on the top-level module.  Returns
 * CM_FAILURE after emitting a diagnostic. */
typedef CmResult (*CmOptPassFn)(CmOp *module, void *pass_user);
typedef struct CmOptPass {
  const char *name;
  CmOptPassFn run;
  void *user;
} CmOptPass;

typedef struct CmOptDriver CmOptDriver;

/* Hooks for a tool built on the driver (all optional).  A tool adds its
 * own passes by registering them (cm_pass_register, pass.h) before calling
 * cm_opt_main: they then work as flags, in -pass-pipeline and in --help.
 * Its dialects are registered into every context by setup_context, and
 * -show-dialects lists them. */
typedef struct CmOptHooks {
  void *user;
  /* Called for a flag the driver does not know: `name` without dashes,
   * `value` the text after '=' or NULL.  Return 1 if handled, 0 if unknown,
   * -1 on an error (already printed to stderr). */
  int (*handle_flag)(CmOptDriver *drv, void *user, const char *name,
                     const char *value);
  /* Called once per context, before parsing (register dialects here). */
  void (*setup_context)(CmContext *ctx, void *user);
  /* Extra --help lines. */
  void (*print_help)(FILE *out, void *user);
  /* The --help overview line ("MLIR modular optimizer driver" if NULL;
   * upstream MlirOptMain's toolName). */
  const char *overview;
} CmOptHooks;

/* Appends a pass to the pipeline (from a handle_flag hook). */
void cm_opt_add_pass(CmOptDriver *drv, const char *name, CmOptPassFn run,
                     void *pass_user);

/* Runs the driver; returns the process exit status (0 success, 1 error). */
int cm_opt_main(int argc, char **argv, const CmOptHooks *hooks);

#ifdef __cplusplus
}
#endif
#endif /* CMLIR_OPT_MAIN_H */
