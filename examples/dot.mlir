// Dot product of two vectors held in memrefs, written with std control flow
// and memref loads.  Later issues lower this program to the LLVM dialect and
// run it; today scripts/example.sh parses, verifies and prints it back.
func @dot(%a: memref<?xf32>, %b: memref<?xf32>) -> f32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %zero = constant 0.0 : f32
  %n = memref.dim %a, %c0 : memref<?xf32>
  br ^loop(%c0, %zero : index, f32)
^loop(%i: index, %acc: f32):
  %more = cmpi slt, %i, %n : index
  cond_br %more, ^body, ^done
^body:
  %x = memref.load %a[%i] : memref<?xf32>
  %y = memref.load %b[%i] : memref<?xf32>
  %p = mulf %x, %y : f32
  %s = addf %acc, %p : f32
  %next = addi %i, %c1 : index
  br ^loop(%next, %s : index, f32)
^done:
  return %acc : f32
}

func @main() -> f32 {
  %c4 = constant 4 : index
  %one = constant 1.5 : f32
  %a = memref.alloc(%c4) : memref<?xf32>
  %b = memref.alloc(%c4) : memref<?xf32>
  %c0 = constant 0 : index
  memref.store %one, %a[%c0] : memref<?xf32>
  memref.store %one, %b[%c0] : memref<?xf32>
  %r = call @dot(%a, %b) : (memref<?xf32>, memref<?xf32>) -> f32
  memref.dealloc %a : memref<?xf32>
  memref.dealloc %b : memref<?xf32>
  return %r : f32
}
