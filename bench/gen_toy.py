#!/usr/bin/env python3
"""gen_toy.py N: a Toy program with N small generic functions (each
transposes, multiplies and adds) that main calls one after the other on
the previous result, then prints; for bench/toy.sh."""
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
out = []
for i in range(n):
    out += [f"def f{i}(a, b) {{",
            "  var t = transpose(a);",
            "  return t * b + a;",
            "}"]
out += ["def main() {",
        "  var x0 = [[1, 0.5], [0.25, 1]];",
        "  var b<2, 2> = [0.5, 0.25, 0.125, 0.5];"]
out += [f"  var x{i + 1} = f{i}(x{i}, b);" for i in range(n)]
out += [f"  print(x{n});", "}"]
print("\n".join(out))
