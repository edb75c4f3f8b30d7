func @scf(%lb: index, %ub: index, %c: i1, %x: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %lb iter_args(%a = %x) -> (f32) {
    %y = scf.if %c -> (f32) {
      scf.yield %a : f32
    } else {
      scf.yield %x : f32
    }
    scf.yield %y : f32
  }
  %w = scf.while (%b = %r) : (f32) -> f32 {
    scf.condition(%c) %b : f32
  } do {
  ^bb0(%v: f32):
    scf.yield %v : f32
  }
  %p = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%lb, %lb) init (%w) -> f32 {
    scf.reduce(%w) : f32 {
    ^bb0(%l: f32, %q: f32):
      scf.reduce.return %l : f32
    }
  }
  %e = scf.execute_region -> f32 {
    scf.yield %p : f32
  }
  scf.if %c {
  }
  return %e : f32
}
