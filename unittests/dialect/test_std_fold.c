/* test_std_fold.c - folding of the std arithmetic, comparison, cast,
 * select, splat, rank and constant ops through cm_op_fold, checked against
 * what mlir-opt-13 -canonicalize produces; plus the dialect's constant
 * materializer and the constant result names. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmlir/asm.h"
#include "cmlir/dialects.h"
#include "cmlir/ods.h"

#include "../test_util.h"


static CmResult quiet(CmDiag *d, void *user) {
  (void)user;
  fprintf(stderr, "diagnostic: %s\n", d->msg.data ? d->msg.data : "");
  return CM_SUCCESS;
}

static CmWalkResult find_marked(CmOp *op, void *user) {
  if (cm_op_get_attr(op, "test.fold")) {
    *(CmOp **)user = op;
    return CM_WALK_INTERRUPT;
  }
  return CM_WALK_ADVANCE;
}

/* Arguments of every case's function. */
static const char *const sig =
    "func @f(%a: i32, %b: i32, %x: f32, %y: f32, %i: index, "
    "%v: vector<4xi32>, %c: i1, %t: tensor<?xf32>, %m: memref<4x?xf32>, "
    "%s: i8) {\n";

/* Folds the op carrying {test.fold} in `body` and describes the result:
 * "attr:<attribute>", "arg:<n>", "op:<name of defining op>", "none", or
 * "error" if the input does not parse / verify. */
static void fold_case(CmContext *ctx, const char *body, char *out,
                      size_t outlen) {
  CmSourceMgr sm;
  cm_srcmgr_init(&sm);
  CmBuf text;
  cm_buf_init(&text);
  cm_buf_puts(&text, sig);
  cm_buf_puts(&text, body);
  cm_buf_puts(&text, "\n  return\n}\n");
  CmSourceBuffer *sb = cm_srcmgr_add(&sm, "fold.mlir", text.data, text.len);
  CmOp *m = cm_parse_source(ctx, sb);
  snprintf(out, outlen, "error");
  if (m && cm_succeeded(cm_verify(m))) {
    CmOp *op = NULL;
    cm_walk_pre(m, find_marked, &op);
    if (op && cm_op_num_results(op) == 1) {
      CmAttr *consts[4] = {NULL, NULL, NULL, NULL};
      for (unsigned i = 0; i < cm_op_num_operands(op) && i < 4; i++)
        consts[i] = cm_value_constant(cm_op_operand(op, i));
      CmFoldResult r[1];
      if (cm_failed(cm_op_fold(op, consts, r))) {
        snprintf(out, outlen, "none");
      } else if (r[0].attr) {
        CmBuf b;
        cm_buf_init(&b);
        cm_print_attr_to(r[0].attr, &b);
        snprintf(out, outlen, "attr:%s", b.data ? b.data : "");
        cm_buf_free(&b);
      } else if (r[0].value && !cm_value_is_result(r[0].value)) {
        snprintf(out, outlen, "arg:%u", r[0].value->index);
      } else if (r[0].value) {
        snprintf(out, outlen, "op:%s",
                 cm_op_opname(cm_value_defining_op(r[0].value))->name->str);
      } else {
        snprintf(out, outlen, "in-place");
      }
    }
  }
  if (m)
    cm_op_destroy(m);
  cm_buf_free(&text);
  cm_srcmgr_free(&sm);
}

typedef struct {
  const char *body, *expected;
} Case;

static const Case cases[] = {
    /* addi */
    {"%z = constant 0 : i32\n %r = addi %a, %z {test.fold} : i32", "arg:0"},
    {"%p = constant 3 : i32\n %q = constant 4 : i32\n"
     " %r = addi %p, %q {test.fold} : i32",
     "attr:7 : i32"},
    {"%p = constant 127 : i8\n %q = constant 1 : i8\n"
     " %r = addi %p, %q {test.fold} : i8",
     "attr:-128 : i8"},
    {"%p = constant 9223372036854775807 : i64\n %q = constant 1 : i64\n"
     " %r = addi %p, %q {test.fold} : i64",
     "attr:-9223372036854775808 : i64"},
    {"%p = constant 5 : index\n %q = constant -2 : index\n"
     " %r = addi %p, %q {test.fold} : index",
     "attr:3 : index"},
    {"%r = addi %a, %b {test.fold} : i32", "none"},
    {"%p = constant dense<[1, 2, 3, 4]> : vector<4xi32>\n"
     " %q = constant dense<1> : vector<4xi32>\n"
     " %r = addi %p, %q {test.fold} : vector<4xi32>",
     "attr:dense<[2, 3, 4, 5]> : vector<4xi32>"},
    {"%z = constant dense<0> : vector<4xi32>\n"
     " %r = addi %v, %z {test.fold} : vector<4xi32>",
     "arg:5"},
    {"%z = constant 0 : i128\n %p = constant 5 : i128\n"
     " %r = addi %p, %z {test.fold} : i128",
     "op:std.constant"},
    {"%o = constant -1 : i128\n %p = constant 5 : i128\n"
     " %r = and %p, %o {test.fold} : i128",
     "op:std.constant"},
    {"%o = constant 1 : i128\n %p = constant 5 : i128\n"
     " %r = and %p, %o {test.fold} : i128",
     "attr:1 : i128"},
    /* Wide integers (values from mlir-opt-13 -canonicalize). */
    {"%p = constant 170141183460469231731687303715884105727 : i128\n"
     " %q = constant 3 : i128\n %r = addi %p, %q {test.fold} : i128",
     "attr:-170141183460469231731687303715884105726 : i128"},
    {"%p = constant 170141183460469231731687303715884105727 : i128\n"
     " %q = constant -5 : i128\n %r = subi %q, %p {test.fold} : i128",
     "attr:170141183460469231731687303715884105724 : i128"},
    {"%p = constant 18446744073709551615 : i128\n"
     " %r = muli %p, %p {test.fold} : i128",
     "attr:-36893488147419103231 : i128"},
    {"%p = constant 170141183460469231731687303715884105727 : i128\n"
     " %q = constant -5 : i128\n %r = muli %p, %q {test.fold} : i128",
     "attr:-170141183460469231731687303715884105723 : i128"},
    {"%p = constant -5 : i128\n %q = constant 18446744073709551615 : i128\n"
     " %r = and %p, %q {test.fold} : i128",
     "attr:18446744073709551611 : i128"},
    {"%p = constant -5 : i128\n %q = constant 18446744073709551615 : i128\n"
     " %r = xor %p, %q {test.fold} : i128",
     "attr:-18446744073709551612 : i128"},
    {"%p = constant 633825300114114700748351602687 : i100\n"
     " %q = constant 7 : i100\n %r = muli %p, %q {test.fold} : i100",
     "attr:633825300114114700748351602681 : i100"},
    {"%p = constant 18446744073709551615 : i65\n %q = constant 1 : i65\n"
     " %r = addi %p, %q {test.fold} : i65",
     "attr:-18446744073709551616 : i65"},
    {"%p = constant 5 : i128\n %r = xor %p, %p {test.fold} : i128",
     "attr:0 : i128"},
    /* subi */
    {"%r = subi %a, %a {test.fold} : i32", "attr:0 : i32"},
    {"%r = subi %v, %v {test.fold} : vector<4xi32>",
     "attr:dense<0> : vector<4xi32>"},
    {"%z = constant 0 : i32\n %r = subi %a, %z {test.fold} : i32", "arg:0"},
    {"%p = constant 3 : i32\n %q = constant 5 : i32\n"
     " %r = subi %p, %q {test.fold} : i32",
     "attr:-2 : i32"},
    /* muli */
    {"%z = constant 0 : i32\n %r = muli %a, %z {test.fold} : i32",
     "op:std.constant"},
    {"%o = constant 1 : i32\n %r = muli %a, %o {test.fold} : i32", "arg:0"},
    {"%p = constant dense<[1, 2, 3, 4]> : vector<4xi32>\n"
     " %q = constant dense<2> : vector<4xi32>\n"
     " %r = muli %p, %q {test.fold} : vector<4xi32>",
     "attr:dense<[2, 4, 6, 8]> : vector<4xi32>"},
    {"%p = constant dense<3> : vector<4xi32>\n"
     " %q = constant dense<2> : vector<4xi32>\n"
     " %r = muli %p, %q {test.fold} : vector<4xi32>",
     "attr:dense<6> : vector<4xi32>"},
    /* divisions */
    {"%p = constant 5 : i32\n %q = constant 0 : i32\n"
     " %r = divi_signed %p, %q {test.fold} : i32",
     "none"},
    {"%p = constant -2147483648 : i32\n %q = constant -1 : i32\n"
     " %r = divi_signed %p, %q {test.fold} : i32",
     "none"},
    {"%p = constant -7 : i32\n %q = constant 2 : i32\n"
     " %r = divi_signed %p, %q {test.fold} : i32",
     "attr:-3 : i32"},
    {"%o = constant 1 : i32\n %r = divi_signed %a, %o {test.fold} : i32",
     "arg:0"},
    {"%p = constant -1 : i8\n %q = constant 2 : i8\n"
     " %r = divi_unsigned %p, %q {test.fold} : i8",
     "attr:127 : i8"},
    {"%o = constant 1 : i32\n %r = divi_unsigned %a, %o {test.fold} : i32",
     "arg:0"},
    {"%p = constant 7 : i32\n %q = constant 0 : i32\n"
     " %r = divi_unsigned %p, %q {test.fold} : i32",
     "none"},
    {"%p = constant -7 : i32\n %q = constant 2 : i32\n"
     " %r = remi_signed %p, %q {test.fold} : i32",
     "attr:-1 : i32"},
    {"%p = constant 5 : i32\n %q = constant -1 : i32\n"
     " %r = remi_signed %p, %q {test.fold} : i32",
     "attr:0 : i32"},
    {"%o = constant 1 : i32\n %r = remi_signed %a, %o {test.fold} : i32",
     "attr:0 : i32"},
    {"%p = constant -7 : i8\n %q = constant 10 : i8\n"
     " %r = remi_unsigned %p, %q {test.fold} : i8",
     "attr:9 : i8"},
    {"%p = constant 7 : i32\n %q = constant 0 : i32\n"
     " %r = remi_unsigned %p, %q {test.fold} : i32",
     "none"},
    {"%o = constant 1 : i32\n %r = remi_unsigned %a, %o {test.fold} : i32",
     "attr:0 : i32"},
    {"%p = constant -7 : i32\n %q = constant 2 : i32\n"
     " %r = floordivi_signed %p, %q {test.fold} : i32",
     "attr:-4 : i32"},
    {"%p = constant 7 : i32\n %q = constant 2 : i32\n"
     " %r = floordivi_signed %p, %q {test.fold} : i32",
     "attr:3 : i32"},
    {"%p = constant -7 : i32\n %q = constant 2 : i32\n"
     " %r = ceildivi_signed %p, %q {test.fold} : i32",
     "attr:-3 : i32"},
    {"%p = constant 7 : i32\n %q = constant 2 : i32\n"
     " %r = ceildivi_signed %p, %q {test.fold} : i32",
     "attr:4 : i32"},
    {"%p = constant 7 : i32\n %q = constant -2 : i32\n"
     " %r = ceildivi_signed %p, %q {test.fold} : i32",
     "attr:-3 : i32"},
    /* Upstream 13's wrapping arithmetic on the extremes (checked
     * exhaustively on i8 against mlir-opt-13 -canonicalize). */
    {"%p = constant -2147483648 : i32\n %q = constant 2 : i32\n"
     " %r = ceildivi_signed %p, %q {test.fold} : i32",
     "attr:1073741824 : i32"},
    {"%p = constant -2147483648 : i32\n %q = constant -2 : i32\n"
     " %r = floordivi_signed %p, %q {test.fold} : i32",
     "attr:-1073741824 : i32"},
    {"%p = constant -128 : i8\n %q = constant -1 : i8\n"
     " %r = ceildivi_signed %p, %q {test.fold} : i8",
     "none"},
    {"%p = constant -128 : i8\n %q = constant -1 : i8\n"
     " %r = floordivi_signed %p, %q {test.fold} : i8",
     "attr:-128 : i8"},
    {"%p = constant -128 : i8\n %q = constant -128 : i8\n"
     " %r = ceildivi_signed %p, %q {test.fold} : i8",
     "attr:1 : i8"},
    {"%p = constant -9223372036854775808 : i64\n %q = constant -1 : i64\n"
     " %r = floordivi_signed %p, %q {test.fold} : i64",
     "attr:-9223372036854775808 : i64"},
    {"%p = constant 7 : i32\n %q = constant 0 : i32\n"
     " %r = floordivi_signed %p, %q {test.fold} : i32",
     "none"},
    {"%o = constant 1 : i32\n %r = ceildivi_signed %a, %o {test.fold} : i32",
     "arg:0"},
    {"%o = constant 1 : i32\n %r = floordivi_signed %a, %o {test.fold} : i32",
     "arg:0"},
    /* bitwise */
    {"%r = and %a, %a {test.fold} : i32", "arg:0"},
    {"%o = constant -1 : i32\n %r = and %a, %o {test.fold} : i32", "arg:0"},
    {"%z = constant 0 : i32\n %r = and %a, %z {test.fold} : i32",
     "op:std.constant"},
    {"%p = constant 12 : i32\n %q = constant 10 : i32\n"
     " %r = and %p, %q {test.fold} : i32",
     "attr:8 : i32"},
    {"%z = constant 0 : i32\n %r = or %a, %z {test.fold} : i32", "arg:0"},
    {"%r = or %a, %a {test.fold} : i32", "arg:0"},
    {"%o = constant -1 : i32\n %r = or %a, %o {test.fold} : i32", "none"},
    {"%p = constant 12 : i32\n %q = constant 10 : i32\n"
     " %r = or %p, %q {test.fold} : i32",
     "attr:14 : i32"},
    {"%r = xor %a, %a {test.fold} : i32", "attr:0 : i32"},
    {"%z = constant 0 : i32\n %r = xor %a, %z {test.fold} : i32", "arg:0"},
    {"%p = constant 12 : i32\n %q = constant 10 : i32\n"
     " %r = xor %p, %q {test.fold} : i32",
     "attr:6 : i32"},
    {"%p = constant true\n %q = constant true\n"
     " %r = xor %p, %q {test.fold} : i1",
     "attr:false"},
    {"%p = constant 5 : i32\n %q = constant 1 : i32\n"
     " %r = shift_left %p, %q {test.fold} : i32",
     "none"},
    /* floats */
    {"%p = constant 1.5 : f32\n %q = constant -2.0 : f32\n"
     " %r = addf %p, %q {test.fold} : f32",
     "attr:-5.000000e-01 : f32"},
    {"%p = constant 1.5 : f32\n %q = constant -2.0 : f32\n"
     " %r = subf %p, %q {test.fold} : f32",
     "attr:3.500000e+00 : f32"},
    {"%p = constant 1.5 : f32\n %q = constant -2.0 : f32\n"
     " %r = mulf %p, %q {test.fold} : f32",
     "attr:-3.000000e+00 : f32"},
    {"%p = constant 1.0 : f32\n %q = constant 3.0 : f32\n"
     " %r = divf %p, %q {test.fold} : f32",
     "attr:0.333333343 : f32"},
    {"%p = constant 0.1 : f64\n %q = constant 0.2 : f64\n"
     " %r = addf %p, %q {test.fold} : f64",
     "attr:0.30000000000000004 : f64"},
    {"%p = constant 1.0 : f16\n %q = constant 2.0 : f16\n"
     " %r = divf %p, %q {test.fold} : f16",
     "attr:5.000000e-01 : f16"},
    {"%p = constant 1.0 : bf16\n %q = constant 3.0 : bf16\n"
     " %r = divf %p, %q {test.fold} : bf16",
     "attr:3.339840e-01 : bf16"},
    {"%p = constant dense<[1.0, 2.0]> : vector<2xf32>\n"
     " %q = constant dense<3.0> : vector<2xf32>\n"
     " %r = mulf %p, %q {test.fold} : vector<2xf32>",
     "attr:dense<[3.000000e+00, 6.000000e+00]> : vector<2xf32>"},
    /* NaNs as APFloat produces them (checked with mlir-opt-13). */
    {"%z = constant 0.0 : f32\n %r = divf %z, %z {test.fold} : f32",
     "attr:0x7FC00000 : f32"},
    {"%p = constant 0x7F800000 : f32\n %r = subf %p, %p {test.fold} : f32",
     "attr:0x7FC00000 : f32"},
    {"%z = constant 0.0 : f64\n %r = divf %z, %z {test.fold} : f64",
     "attr:0x7FF8000000000000 : f64"},
    {"%z = constant 0.0 : f16\n %r = divf %z, %z {test.fold} : f16",
     "attr:0x7E00 : f16"},
    {"%z = constant 0.0 : f32\n %n = constant 0xFFC00001 : f32\n"
     " %r = addf %z, %n {test.fold} : f32",
     "attr:0xFFC00001 : f32"},
    {"%z = constant 0.0 : f32\n %n = constant 0xFFC00001 : f32\n"
     " %r = addf %n, %z {test.fold} : f32",
     "attr:0xFFC00001 : f32"},
    {"%z = constant 0.0 : f32\n %r = addf %x, %z {test.fold} : f32", "none"},
    {"%p = constant 1.5 : f32\n %q = constant -2.0 : f32\n"
     " %r = remf %p, %q {test.fold} : f32",
     "none"},
    {"%p = constant 1.5 : f32\n %r = negf %p {test.fold} : f32", "none"},
    /* comparisons */
    {"%r = cmpi slt, %a, %a {test.fold} : i32", "attr:false"},
    {"%r = cmpi sle, %a, %a {test.fold} : i32", "attr:true"},
    {"%r = cmpi eq, %a, %a {test.fold} : i32", "attr:true"},
    {"%r = cmpi ne, %a, %a {test.fold} : i32", "attr:false"},
    {"%r = cmpi uge, %a, %a {test.fold} : i32", "attr:true"},
    {"%r = cmpi slt, %v, %v {test.fold} : vector<4xi32>", "none"},
    {"%r = cmpi slt, %a, %b {test.fold} : i32", "none"},
    {"%p = constant -1 : i32\n %q = constant 1 : i32\n"
     " %r = cmpi slt, %p, %q {test.fold} : i32",
     "attr:true"},
    {"%p = constant -1 : i32\n %q = constant 1 : i32\n"
     " %r = cmpi ult, %p, %q {test.fold} : i32",
     "attr:false"},
    {"%p = constant -1 : i8\n %q = constant 1 : i8\n"
     " %r = cmpi ugt, %p, %q {test.fold} : i8",
     "attr:true"},
    {"%p = constant -1 : i128\n %q = constant 1 : i128\n"
     " %r = cmpi slt, %p, %q {test.fold} : i128",
     "attr:true"},
    {"%p = constant -1 : i128\n %q = constant 1 : i128\n"
     " %r = cmpi ult, %p, %q {test.fold} : i128",
     "attr:false"},
    {"%p = constant 18446744073709551616 : i128\n %q = constant 1 : i128\n"
     " %r = cmpi sgt, %p, %q {test.fold} : i128",
     "attr:true"},
    {"%p = constant 18446744073709551616 : i128\n"
     " %q = constant 18446744073709551616 : i128\n"
     " %r = cmpi eq, %p, %q {test.fold} : i128",
     "attr:true"},
    {"%p = constant 1.0 : f32\n %q = constant 3.0 : f32\n"
     " %r = cmpf olt, %p, %q {test.fold} : f32",
     "attr:true"},
    {"%p = constant 0x7FC00000 : f32\n %q = constant 3.0 : f32\n"
     " %r = cmpf uno, %p, %q {test.fold} : f32",
     "attr:true"},
    {"%p = constant 0x7FC00000 : f32\n"
     " %r = cmpf oeq, %p, %p {test.fold} : f32",
     "attr:false"},
    {"%p = constant 0x7FC00000 : f32\n %q = constant 3.0 : f32\n"
     " %r = cmpf une, %p, %q {test.fold} : f32",
     "attr:true"},
    {"%r = cmpf oeq, %x, %y {test.fold} : f32", "none"},
    /* casts */
    {"%p = constant 7 : i32\n %r = index_cast %p {test.fold} : i32 to index",
     "attr:7 : index"},
    {"%p = constant -7 : index\n"
     " %r = index_cast %p {test.fold} : index to i8",
     "attr:-7 : i8"},
    {"%p = index_cast %a : i32 to index\n"
     " %r = index_cast %p {test.fold} : index to i32",
     "arg:0"},
    {"%p = index_cast %a : i32 to index\n"
     " %r = index_cast %p {test.fold} : index to i64",
     "none"},
    {"%p = constant -7 : i32\n %r = sexti %p {test.fold} : i32 to i64",
     "attr:-7 : i64"},
    {"%p = constant -7 : i32\n %r = zexti %p {test.fold} : i32 to i64",
     "none"},
    {"%p = constant 300 : i32\n %r = trunci %p {test.fold} : i32 to i8",
     "attr:44 : i8"},
    {"%p = sexti %s : i8 to i64\n %r = trunci %p {test.fold} : i64 to i8",
     "arg:9"},
    {"%p = zexti %s : i8 to i64\n %r = trunci %p {test.fold} : i64 to i8",
     "arg:9"},
    {"%p = sexti %s : i8 to i64\n %r = trunci %p {test.fold} : i64 to i32",
     "none"},
    {"%p = constant -170141183460469231731687303715884105727 : i128\n"
     " %r = sexti %p {test.fold} : i128 to i256",
     "attr:-170141183460469231731687303715884105727 : i256"},
    {"%p = constant 18446744073709551617 : i128\n"
     " %r = sexti %p {test.fold} : i128 to i200",
     "attr:18446744073709551617 : i200"},
    {"%p = constant -3 : i64\n %r = sexti %p {test.fold} : i64 to i128",
     "attr:-3 : i128"},
    {"%p = constant 18446744073709551617 : i128\n"
     " %r = trunci %p {test.fold} : i128 to i8",
     "attr:1 : i8"},
    {"%p = constant -170141183460469231731687303715884105727 : i128\n"
     " %r = trunci %p {test.fold} : i128 to i65",
     "attr:1 : i65"},
    {"%p = constant 7 : i32\n %r = sitofp %p {test.fold} : i32 to f32",
     "none"},
    /* select */
    {"%p = constant true\n %r = select %p, %a, %b {test.fold} : i32",
     "arg:0"},
    {"%p = constant false\n %r = select %p, %a, %b {test.fold} : i32",
     "arg:1"},
    {"%r = select %c, %a, %a {test.fold} : i32", "arg:0"},
    {"%r = select %c, %a, %b {test.fold} : i32", "none"},
    /* splat / rank / constant */
    {"%p = constant 1.5 : f32\n %r = splat %p {test.fold} : vector<4xf32>",
     "attr:dense<1.500000e+00> : vector<4xf32>"},
    {"%p = constant 3 : i32\n %r = splat %p {test.fold} : tensor<2x2xi32>",
     "attr:dense<3> : tensor<2x2xi32>"},
    {"%r = splat %a {test.fold} : vector<4xi32>", "none"},
    {"%r = rank %t {test.fold} : tensor<?xf32>", "attr:1 : index"},
    {"%r = rank %m {test.fold} : memref<4x?xf32>", "attr:2 : index"},
    {"%r = constant {test.fold} 42 : i32", "attr:42 : i32"},
};

static void test_folds(CmContext *ctx) {
  char got[512];
  for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
    fold_case(ctx, cases[i].body, got, sizeof got);
    if (strcmp(got, cases[i].expected) != 0) {
      fprintf(stderr, "fold case %zu:\n  %s\n  expected %s\n  got      %s\n",
              i, cases[i].body, cases[i].expected, got);
      failures++;
    }
  }
}

static void test_materialize(CmContext *ctx) {
  CmDialect *std = cm_lookup_dialect(ctx, "std", 3);
  CHECK(std && std->materialize_constant);
  if (!std || !std->materialize_constant)
    return;
  CmBuilder b;
  cm_builder_init(&b, ctx);
  CmBlock *blk = cm_block_create();
  cm_builder_set_to_end(&b, blk);
  CmType *i32 = cm_integer_type(ctx, 32, CM_SIGNLESS);
  CmType *i64 = cm_integer_type(ctx, 64, CM_SIGNLESS);
  CmType *ui8 = cm_integer_type(ctx, 8, CM_UNSIGNED);
  CmLoc *loc = cm_loc_unknown(ctx);
  CmOp *c = std->materialize_constant(std, &b, cm_integer_attr(i32, 5), i32,
                                      loc);
  CHECK(c && cm_op_name_is(c, "std.constant") && blk->first == c);
  CHECK(c && cm_value_constant(cm_op_result(c, 0)) == cm_integer_attr(i32, 5));
  /* Mismatched type, unsigned type, string: not buildable. */
  CHECK(!std->materialize_constant(std, &b, cm_integer_attr(i32, 5), i64,
                                   loc));
  CHECK(!std->materialize_constant(std, &b, cm_integer_attr(ui8, 5), ui8,
                                   loc));
  CHECK(!std->materialize_constant(std, &b,
                                   cm_string_attr(ctx, CM_STR("x")), i32,
                                   loc));
  CmType *fty = cm_function_type(ctx, 0, NULL, 0, NULL);
  CmOp *f = std->materialize_constant(
      std, &b, cm_symbol_ref_attr(ctx, CM_STR("g"), 0, NULL), fty, loc);
  CHECK(f && cm_op_results(f)[0].type == fty);
  CHECK(cm_op_has_trait(c, CM_TRAIT_CONSTANT_LIKE));
  CHECK(c && cm_op_is_side_effect_free(c));
  /* The inliner interface allows everything. */
  const CmInlinerInterface *inl =
      cm_dialect_interface(std, CM_IFACE_DIALECT_INLINER);
  CHECK(inl && inl->is_legal_to_inline_op(c, NULL));
  cm_block_destroy(blk);
}

/* Result names of constants, printed. */
static void test_result_names(CmContext *ctx) {
  const char *src = "func @g() {\n"
                    "  %0 = constant 42 : i32\n"
                    "  %1 = constant -1 : i8\n"
                    "  %2 = constant 3 : index\n"
                    "  %3 = constant true\n"
                    "  %4 = constant 1.0 : f32\n"
                    "  %5 = constant @g : () -> ()\n"
                    "  %6 = constant 42 : i32\n"
                    "  return\n"
                    "}\n";
  CmSourceMgr sm;
  cm_srcmgr_init(&sm);
  CmSourceBuffer *sb = cm_srcmgr_add(&sm, "names.mlir", src, strlen(src));
  CmOp *m = cm_parse_source(ctx, sb);
  CHECK(m && cm_succeeded(cm_verify(m)));
  if (m) {
    CmPrintFlags fl;
    cm_print_flags_default(&fl);
    CmBuf out;
    cm_buf_init(&out);
    cm_print_op(m, &fl, &out);
    const char *s = out.data ? out.data : "";
    CHECK(strstr(s, "%c42_i32 = constant 42 : i32"));
    CHECK(strstr(s, "%c-1_i8 = constant -1 : i8"));
    CHECK(strstr(s, "%c3 = constant 3 : index"));
    CHECK(strstr(s, "%true = constant true"));
    CHECK(strstr(s, "%cst = constant 1.000000e+00 : f32"));
    CHECK(strstr(s, "%f = constant @g : () -> ()"));
    CHECK(strstr(s, "%c42_i32_0 = constant 42 : i32"));
    cm_buf_free(&out);
    cm_op_destroy(m);
  }
  cm_srcmgr_free(&sm);
}

/* Traits and interfaces of a few ops. */
static void test_traits(CmContext *ctx) {
  const CmOpDef *addi = cm_lookup_op_def(ctx, "std.addi", 8);
  const CmOpDef *subi = cm_lookup_op_def(ctx, "std.subi", 8);
  const CmOpDef *cmpi = cm_lookup_op_def(ctx, "std.cmpi", 8);
  const CmOpDef *fpext = cm_lookup_op_def(ctx, "std.fpext", 9);
  const CmOpDef *sel = cm_lookup_op_def(ctx, "std.select", 10);
  CHECK(addi && (addi->traits & CM_TRAIT_COMMUTATIVE) &&
        (addi->traits & CM_TRAIT_NO_SIDE_EFFECT) &&
        (addi->traits & CM_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE) &&
        (addi->traits & CM_TRAIT_ELEMENTWISE_MAPPABLE));
  CHECK(subi && !(subi->traits & CM_TRAIT_COMMUTATIVE));
  CHECK(cmpi && (cmpi->traits & CM_TRAIT_SAME_TYPE_OPERANDS));
  CHECK(sel && (sel->traits & CM_TRAIT_ELEMENTWISE_MAPPABLE));
  const CmCastInterface *ci =
      fpext ? cm_op_def_interface(fpext, CM_IFACE_CAST) : NULL;
  CHECK(ci != NULL);
  if (ci) {
    CmType *f16 = cm_float_type(ctx, CM_TYPE_F16);
    CmType *f32 = cm_float_type(ctx, CM_TYPE_F32);
    CmType *i32 = cm_integer_type(ctx, 32, CM_SIGNLESS);
    int64_t shape[1] = {4};
    CmType *v16 = cm_vector_type(1, shape, f16), *v32 = cm_vector_type(1, shape, f32);
    CHECK(ci->are_cast_compatible(1, &f16, 1, &f32));
    CHECK(!ci->are_cast_compatible(1, &f32, 1, &f16));
    CHECK(!ci->are_cast_compatible(1, &i32, 1, &f32));
    CHECK(ci->are_cast_compatible(1, &v16, 1, &v32));
  }
}

int main(void) {
  CmContext *ctx = cm_context_create();
  cm_context_set_allow_unregistered(ctx, true);
  cm_register_all_dialects(ctx);
  cm_diag_add_handler(ctx, quiet, NULL);
  test_folds(ctx);
  test_materialize(ctx);
  test_result_names(ctx);
  test_traits(ctx);
  cm_context_destroy(ctx);
  return test_report("test_std_fold");
}
