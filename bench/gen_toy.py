#!/usr/bin/env python3
"""gen_toy.py N: a Toy program with N generic functions in a call chain
(each transposes, multiplies and adds; main prints the last one's result),
for bench/toy.sh."""
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
out = ["def f0(a, b) {", "  return a * b;", "}"]
for i in range(1, n):
    out += [f"def f{i}(a, b) {{",
            f"  var t = transpose(a);",
            f"  return f{i - 1}(t, b) + a * b;",
            "}"]
out += ["def main() {",
        "  var a = [[1, 2], [3, 4]];",
        "  var b<2, 2> = [0.5, 0.25, 0.125, 1];",
        f"  print(f{n - 1}(a, b));",
        "}"]
print("\n".join(out))
