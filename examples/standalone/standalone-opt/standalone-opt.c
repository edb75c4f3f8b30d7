/* standalone-opt: cmlir-opt with the standalone dialect and its pass.
 * cm_opt_main gives every cmlir-opt flag (-pass-pipeline, pass flags,
 * -split-input-file, -verify-diagnostics, the printing flags, ...). */
#include "standalone/standalone.h"

#include "cmlir/dialects.h"
#include "cmlir/opt_main.h"
#include "cmlir/pass.h"

/* Called for every context the driver creates (one per input, or per
 * -split-input-file chunk). */
static void setup_context(CmContext *ctx, void *user) {
  (void)user;
  cm_register_all_dialects(ctx); /* std, memref, scf, llvm, ... */
  standalone_register_dialect(ctx);
}

int main(int argc, char **argv) {
  cm_register_all_passes();     /* cmlir's passes: -canonicalize, -cse, ... */
  standalone_register_passes(); /* and ours */
  static const CmOptHooks hooks = {
      .setup_context = setup_context,
      .overview = "Standalone optimizer driver",
  };
  return cm_opt_main(argc, argv, &hooks);
}
