func @f() {
  retur
}
