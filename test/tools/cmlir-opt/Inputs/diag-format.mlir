// Diagnostics in several location forms (input of diag-format.mlir).
func @file_loc()

// -----
func @name_loc() loc("somename")

// -----
func @unknown_loc() loc(unknown)

// -----
func @callsite() loc(callsite("callee.mlir":1:2 at callsite("mid.mlir":3:4 at "top.mlir":5:6)))

// -----
func @fused() loc(fused["first.mlir":7:8, "second.mlir":9:10])

// -----
func @name_over_file() loc("n"("other.mlir":2:3))

// -----
func @col_past_end() loc("nofile.mlir":1:400)

// -----
	 	func @tabs()
// -----
func private @dup()
func private @dup()
