// fcmp of two float constants folds to true / false (IRBuilder's constant
// folder), for every predicate, with ordered and NaN operands.
module {
  llvm.func @use(i1)
  llvm.func @fcmps() {
    %a = llvm.mlir.constant(1.5 : f32) : f32
    %b = llvm.mlir.constant(-2.0 : f32) : f32
    %n = llvm.mlir.constant(0x7FC00000 : f32) : f32
    %d = llvm.mlir.constant(3.0 : f64) : f64
    %c0 = llvm.fcmp "_false" %a, %b : f32
    llvm.call @use(%c0) : (i1) -> ()
    %c1 = llvm.fcmp "_false" %b, %a : f32
    llvm.call @use(%c1) : (i1) -> ()
    %c2 = llvm.fcmp "_false" %a, %a : f32
    llvm.call @use(%c2) : (i1) -> ()
    %c3 = llvm.fcmp "_false" %a, %n : f32
    llvm.call @use(%c3) : (i1) -> ()
    %c4 = llvm.fcmp "_false" %d, %d : f64
    llvm.call @use(%c4) : (i1) -> ()
    %c5 = llvm.fcmp "oeq" %a, %b : f32
    llvm.call @use(%c5) : (i1) -> ()
    %c6 = llvm.fcmp "oeq" %b, %a : f32
    llvm.call @use(%c6) : (i1) -> ()
    %c7 = llvm.fcmp "oeq" %a, %a : f32
    llvm.call @use(%c7) : (i1) -> ()
    %c8 = llvm.fcmp "oeq" %a, %n : f32
    llvm.call @use(%c8) : (i1) -> ()
    %c9 = llvm.fcmp "oeq" %d, %d : f64
    llvm.call @use(%c9) : (i1) -> ()
    %c10 = llvm.fcmp "ogt" %a, %b : f32
    llvm.call @use(%c10) : (i1) -> ()
    %c11 = llvm.fcmp "ogt" %b, %a : f32
    llvm.call @use(%c11) : (i1) -> ()
    %c12 = llvm.fcmp "ogt" %a, %a : f32
    llvm.call @use(%c12) : (i1) -> ()
    %c13 = llvm.fcmp "ogt" %a, %n : f32
    llvm.call @use(%c13) : (i1) -> ()
    %c14 = llvm.fcmp "ogt" %d, %d : f64
    llvm.call @use(%c14) : (i1) -> ()
    %c15 = llvm.fcmp "oge" %a, %b : f32
    llvm.call @use(%c15) : (i1) -> ()
    %c16 = llvm.fcmp "oge" %b, %a : f32
    llvm.call @use(%c16) : (i1) -> ()
    %c17 = llvm.fcmp "oge" %a, %a : f32
    llvm.call @use(%c17) : (i1) -> ()
    %c18 = llvm.fcmp "oge" %a, %n : f32
    llvm.call @use(%c18) : (i1) -> ()
    %c19 = llvm.fcmp "oge" %d, %d : f64
    llvm.call @use(%c19) : (i1) -> ()
    %c20 = llvm.fcmp "olt" %a, %b : f32
    llvm.call @use(%c20) : (i1) -> ()
    %c21 = llvm.fcmp "olt" %b, %a : f32
    llvm.call @use(%c21) : (i1) -> ()
    %c22 = llvm.fcmp "olt" %a, %a : f32
    llvm.call @use(%c22) : (i1) -> ()
    %c23 = llvm.fcmp "olt" %a, %n : f32
    llvm.call @use(%c23) : (i1) -> ()
    %c24 = llvm.fcmp "olt" %d, %d : f64
    llvm.call @use(%c24) : (i1) -> ()
    %c25 = llvm.fcmp "ole" %a, %b : f32
    llvm.call @use(%c25) : (i1) -> ()
    %c26 = llvm.fcmp "ole" %b, %a : f32
    llvm.call @use(%c26) : (i1) -> ()
    %c27 = llvm.fcmp "ole" %a, %a : f32
    llvm.call @use(%c27) : (i1) -> ()
    %c28 = llvm.fcmp "ole" %a, %n : f32
    llvm.call @use(%c28) : (i1) -> ()
    %c29 = llvm.fcmp "ole" %d, %d : f64
    llvm.call @use(%c29) : (i1) -> ()
    %c30 = llvm.fcmp "one" %a, %b : f32
    llvm.call @use(%c30) : (i1) -> ()
    %c31 = llvm.fcmp "one" %b, %a : f32
    llvm.call @use(%c31) : (i1) -> ()
    %c32 = llvm.fcmp "one" %a, %a : f32
    llvm.call @use(%c32) : (i1) -> ()
    %c33 = llvm.fcmp "one" %a, %n : f32
    llvm.call @use(%c33) : (i1) -> ()
    %c34 = llvm.fcmp "one" %d, %d : f64
    llvm.call @use(%c34) : (i1) -> ()
    %c35 = llvm.fcmp "ord" %a, %b : f32
    llvm.call @use(%c35) : (i1) -> ()
    %c36 = llvm.fcmp "ord" %b, %a : f32
    llvm.call @use(%c36) : (i1) -> ()
    %c37 = llvm.fcmp "ord" %a, %a : f32
    llvm.call @use(%c37) : (i1) -> ()
    %c38 = llvm.fcmp "ord" %a, %n : f32
    llvm.call @use(%c38) : (i1) -> ()
    %c39 = llvm.fcmp "ord" %d, %d : f64
    llvm.call @use(%c39) : (i1) -> ()
    %c40 = llvm.fcmp "ueq" %a, %b : f32
    llvm.call @use(%c40) : (i1) -> ()
    %c41 = llvm.fcmp "ueq" %b, %a : f32
    llvm.call @use(%c41) : (i1) -> ()
    %c42 = llvm.fcmp "ueq" %a, %a : f32
    llvm.call @use(%c42) : (i1) -> ()
    %c43 = llvm.fcmp "ueq" %a, %n : f32
    llvm.call @use(%c43) : (i1) -> ()
    %c44 = llvm.fcmp "ueq" %d, %d : f64
    llvm.call @use(%c44) : (i1) -> ()
    %c45 = llvm.fcmp "ugt" %a, %b : f32
    llvm.call @use(%c45) : (i1) -> ()
    %c46 = llvm.fcmp "ugt" %b, %a : f32
    llvm.call @use(%c46) : (i1) -> ()
    %c47 = llvm.fcmp "ugt" %a, %a : f32
    llvm.call @use(%c47) : (i1) -> ()
    %c48 = llvm.fcmp "ugt" %a, %n : f32
    llvm.call @use(%c48) : (i1) -> ()
    %c49 = llvm.fcmp "ugt" %d, %d : f64
    llvm.call @use(%c49) : (i1) -> ()
    %c50 = llvm.fcmp "uge" %a, %b : f32
    llvm.call @use(%c50) : (i1) -> ()
    %c51 = llvm.fcmp "uge" %b, %a : f32
    llvm.call @use(%c51) : (i1) -> ()
    %c52 = llvm.fcmp "uge" %a, %a : f32
    llvm.call @use(%c52) : (i1) -> ()
    %c53 = llvm.fcmp "uge" %a, %n : f32
    llvm.call @use(%c53) : (i1) -> ()
    %c54 = llvm.fcmp "uge" %d, %d : f64
    llvm.call @use(%c54) : (i1) -> ()
    %c55 = llvm.fcmp "ult" %a, %b : f32
    llvm.call @use(%c55) : (i1) -> ()
    %c56 = llvm.fcmp "ult" %b, %a : f32
    llvm.call @use(%c56) : (i1) -> ()
    %c57 = llvm.fcmp "ult" %a, %a : f32
    llvm.call @use(%c57) : (i1) -> ()
    %c58 = llvm.fcmp "ult" %a, %n : f32
    llvm.call @use(%c58) : (i1) -> ()
    %c59 = llvm.fcmp "ult" %d, %d : f64
    llvm.call @use(%c59) : (i1) -> ()
    %c60 = llvm.fcmp "ule" %a, %b : f32
    llvm.call @use(%c60) : (i1) -> ()
    %c61 = llvm.fcmp "ule" %b, %a : f32
    llvm.call @use(%c61) : (i1) -> ()
    %c62 = llvm.fcmp "ule" %a, %a : f32
    llvm.call @use(%c62) : (i1) -> ()
    %c63 = llvm.fcmp "ule" %a, %n : f32
    llvm.call @use(%c63) : (i1) -> ()
    %c64 = llvm.fcmp "ule" %d, %d : f64
    llvm.call @use(%c64) : (i1) -> ()
    %c65 = llvm.fcmp "une" %a, %b : f32
    llvm.call @use(%c65) : (i1) -> ()
    %c66 = llvm.fcmp "une" %b, %a : f32
    llvm.call @use(%c66) : (i1) -> ()
    %c67 = llvm.fcmp "une" %a, %a : f32
    llvm.call @use(%c67) : (i1) -> ()
    %c68 = llvm.fcmp "une" %a, %n : f32
    llvm.call @use(%c68) : (i1) -> ()
    %c69 = llvm.fcmp "une" %d, %d : f64
    llvm.call @use(%c69) : (i1) -> ()
    %c70 = llvm.fcmp "uno" %a, %b : f32
    llvm.call @use(%c70) : (i1) -> ()
    %c71 = llvm.fcmp "uno" %b, %a : f32
    llvm.call @use(%c71) : (i1) -> ()
    %c72 = llvm.fcmp "uno" %a, %a : f32
    llvm.call @use(%c72) : (i1) -> ()
    %c73 = llvm.fcmp "uno" %a, %n : f32
    llvm.call @use(%c73) : (i1) -> ()
    %c74 = llvm.fcmp "uno" %d, %d : f64
    llvm.call @use(%c74) : (i1) -> ()
    %c75 = llvm.fcmp "_true" %a, %b : f32
    llvm.call @use(%c75) : (i1) -> ()
    %c76 = llvm.fcmp "_true" %b, %a : f32
    llvm.call @use(%c76) : (i1) -> ()
    %c77 = llvm.fcmp "_true" %a, %a : f32
    llvm.call @use(%c77) : (i1) -> ()
    %c78 = llvm.fcmp "_true" %a, %n : f32
    llvm.call @use(%c78) : (i1) -> ()
    %c79 = llvm.fcmp "_true" %d, %d : f64
    llvm.call @use(%c79) : (i1) -> ()
    llvm.return
  }
}
