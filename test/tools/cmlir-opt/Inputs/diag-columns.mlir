func private @f(i32)
// Locations that point into this file at various columns: one past the end
// of a line is valid, beyond that only the position is printed.
func @col_end() loc("Inputs/diag-columns.mlir":1:21)
// -----
func @col_beyond() loc("Inputs/diag-columns.mlir":1:23)
// -----
func @col_zero() loc("Inputs/diag-columns.mlir":1:0)
// -----
func @line_zero() loc("Inputs/diag-columns.mlir":0:1)
// -----
func @line_beyond() loc("Inputs/diag-columns.mlir":999:1)
