/* cmlir-opt: parse, verify, transform and print MLIR (mlir-opt compatible
 * flags).  The driver lives in lib/tools/opt_main.c. */
#include "cmlir/opt_main.h"

int main(int argc, char **argv) { return cm_opt_main(argc, argv, NULL); }
