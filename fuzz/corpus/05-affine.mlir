#map0 = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2, d0 floordiv 4, d1 mod 3, d0 ceildiv 2)>
#set0 = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 - 10 == 0)>
"demo.affine"() {m = #map0, s = #set0, m2 = affine_map<() -> (0)>} : () -> ()
