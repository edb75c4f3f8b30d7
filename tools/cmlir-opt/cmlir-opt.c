/* cmlir-opt: parse, verify, transform and print MLIR (mlir-opt compatible
 * flags).  The driver lives in lib/tools/opt_main.c. */
#include "cmlir/dialects.h"
#include "cmlir/opt_main.h"
#include "cmlir/pass.h"

static void setup_context(CmContext *ctx, void *user) {
  (void)user;
  cm_register_all_dialects(ctx);
}

int main(int argc, char **argv) {
  cm_register_all_passes();
  static const CmOptHooks hooks = {.setup_context = setup_context};
  return cm_opt_main(argc, argv, &hooks);
}
