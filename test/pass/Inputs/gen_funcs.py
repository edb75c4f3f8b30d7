# Writes a module of N functions with redundant arithmetic, branches and
# loops (for the pass manager's threading tests).
import sys

n = int(sys.argv[1])
out = []
for i in range(n):
    out.append(f"func @f{i}(%a: i32, %b: i32, %c: i1, %m: memref<8xi32>) -> i32 {{")
    out.append(f"  %k = constant {i % 7} : i32")
    out.append("  %0 = addi %a, %b : i32")
    out.append("  %1 = addi %a, %b : i32")
    out.append("  %2 = muli %0, %1 : i32")
    out.append(f"  %k2 = constant {i % 7} : i32")
    out.append("  %3 = addi %2, %k2 : i32")
    out.append("  cond_br %c, ^bb1, ^bb2")
    out.append("^bb1:")
    out.append("  %4 = addi %a, %b : i32")
    out.append("  %5 = muli %4, %k : i32")
    out.append("  br ^bb3(%5 : i32)")
    out.append("^bb2:")
    out.append("  %6 = muli %0, %1 : i32")
    out.append("  br ^bb3(%6 : i32)")
    out.append("^bb3(%r: i32):")
    out.append("  %c0 = constant 0 : index")
    out.append("  %c8 = constant 8 : index")
    out.append("  %c1 = constant 1 : index")
    out.append("  scf.for %i = %c0 to %c8 step %c1 {")
    out.append("    %x = addi %a, %k : i32")
    out.append("    memref.store %x, %m[%i] : memref<8xi32>")
    out.append("  }")
    out.append("  %7 = addi %r, %3 : i32")
    out.append("  return %7 : i32")
    out.append("}")
print("\n".join(out))
