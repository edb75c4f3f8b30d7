module attributes {llvm.data_layout = "e-i64:64-f80:128-p:32:32-v128:64"} {
  llvm.func @f(%a: !llvm.ptr<i64>, %b: !llvm.ptr<ptr<i32>>, %c: !llvm.ptr<vector<4xf32>>, %e: !llvm.ptr<i128>) {
    %0 = llvm.load %a : !llvm.ptr<i64>
    %1 = llvm.load %b : !llvm.ptr<ptr<i32>>
    %2 = llvm.load %c : !llvm.ptr<vector<4xf32>>
    %4 = llvm.load %e : !llvm.ptr<i128>
    llvm.return
  }
}
