# Prints a function whose accesses sit in a loop nest of depth N (argv[1]):
# a store, a store to the next element, and a load of the first element.
import sys

n = int(sys.argv[1])
print("func @deep(%m: memref<4xf32>, %x: f32, %y: f32) {")
for d in range(n):
    print("  " * (d + 1) + "affine.for %%i%d = 0 to 2 {" % d)
ind = "  " * (n + 1)
print(ind + "affine.store %x, %m[%i0] : memref<4xf32>")
print(ind + "affine.store %y, %m[%i0 + 1] : memref<4xf32>")
print(ind + "%v = affine.load %m[%i0] : memref<4xf32>")
print(ind + '"test.use"(%v) : (f32) -> ()')
for d in reversed(range(n)):
    print("  " * (d + 1) + "}")
print("  return")
print("}")
