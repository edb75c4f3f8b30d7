/* passes.c - registers every pass cmlir ships (one line each). */
#include "cmlir/pass.h"

void cm_register_all_passes(void) {
  cm_pass_register(&cm_pass_cse);
  cm_pass_register(&cm_pass_inline);
  cm_pass_register(&cm_pass_licm);
  cm_pass_register(&cm_pass_print_op_stats);
  cm_pass_register(&cm_pass_snapshot_op_locations);
  cm_pass_register(&cm_pass_strip_debuginfo);
  cm_pass_register(&cm_pass_symbol_dce);
  cm_pass_register(&cm_pass_view_op_graph);
}
