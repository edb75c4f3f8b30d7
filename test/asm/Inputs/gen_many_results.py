"""Writes a function with one op of N results (default 70000) and a use of
its first and last results (for test/asm/many-results.test)."""
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 70000
types = ", ".join(["i32"] * n)
sys.stdout.write("func @f() {\n")
sys.stdout.write('  %r:' + str(n) + ' = "t.many"() : () -> (' + types + ")\n")
sys.stdout.write('  "t.use"(%r#0, %r#' + str(n - 1) + ") : (i32, i32) -> ()\n")
sys.stdout.write("  return\n}\n")
