func @math(%x: f32, %v: vector<4xf64>, %t: tensor<?xf16>) {
  %0 = math.atan2 %x, %x : f32
  %1 = math.powf %v, %v : vector<4xf64>
  %2 = math.rsqrt %t : tensor<?xf16>
  %3 = math.log1p %x {fastmath} : f32
  %4 = "math.expm1"(%x) : (f32) -> f32
  return
}
