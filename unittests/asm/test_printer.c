/* test_printer.c - printer features that need registered ops and dialects
 * (OpAsmOpInterface result / block-argument names, custom print hooks,
 * dialect type and attribute hooks and aliases) and the standalone printers. */
#include "cmlir/asm.h"
#include <string.h>
static void const_names(CmOp *op, CmSetNameFn set, void *u){ set(u, cm_op_result(op,0), "c0"); }
static void multi_names(CmOp *op, CmSetNameFn set, void *u){ set(u, cm_op_result(op,0), "a"); set(u, cm_op_result(op,2), "b"); set(u, cm_op_result(op,3), "1x y"); }
static void arg_names(CmOp *op, CmRegion *r, CmSetNameFn set, void *u){ (void)op; if (r->first && r->first->num_args) set(u, r->first->args[0], "iv"); }
static void multi_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " ");
  cm_print_op_operands(p, op);
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 0, NULL);
  cm_print_str(p, " : ");
  CmType *ts[8];
  for (unsigned i = 0; i < cm_op_num_results(op); i++)
    ts[i] = cm_op_results(op)[i].type;
  cm_print_arrow_type_list(p, cm_op_num_results(op), ts);
}
static void loop_print(CmPrinter *p, CmOp *op){ cm_print_str(p," "); cm_print_region_argument(p, cm_op_regions(op)[0].first->args[0]); cm_print_region(p,&cm_op_regions(op)[0],false,true);}
static void dtype_print(CmDialect *d, const CmType *t, CmPrinter *p){(void)d; if (t->dialect.id==0) cm_print_str(p,"simple"); else if (t->dialect.id==1){cm_print_str(p,"ptr<"); cm_print_type(p,t->dialect.types[0]); cm_print_str(p,">");} else cm_print_str(p,"weird body\"x");}
static void dattr_print(CmDialect *d, const CmAttr *a, CmPrinter *p){(void)d; cm_print_str(p,"attr<"); cm_print_attr(p,a->dialect_attr.attrs[0]); cm_print_str(p,">");}
static bool dtype_alias(CmDialect *d, const CmType *t, CmBuf *out){(void)d; if (t->dialect.id==1){cm_buf_puts(out,"ptr1"); return true;} return false;}
static const CmOpDef defs[] = {
  {.name="d.const", .get_result_names=const_names},
  {.name="d.multi", .get_result_names=multi_names, .print=multi_print},
  {.name="d.loop", .get_block_arg_names=arg_names, .print=loop_print},
};

#define EXPECT_CUSTOM "!ptr1_ = type !d.ptr<i32>\n"\
    "module  {\n"\
    "  %c0 = \"d.const\"() : () -> i32\n"\
    "  %c0_0 = \"d.const\"() : () -> i32\n"\
    "  %a:2, %b, %_1x_y:2 = d.multi %c0, %c0_0 {da = #d.attr<7 : i32>} : (i32, !d.simple, !ptr1_, !d<\"weird body\\22x\">, i32)\n"\
    "  \"x.use\"(%a#0, %a#1, %b, %_1x_y#0, %_1x_y#1) : (i32, !d.simple, !ptr1_, !d<\"weird body\\22x\">, i32) -> ()\n"\
    "  d.loop %iv: !ptr1_ {\n"\
    "    %c0_1 = \"d.const\"(%iv) : (!ptr1_) -> i32\n"\
    "  }\n"\
    "}\n"\
    ""
#define EXPECT_GENERIC "!ptr1_ = type !d.ptr<i32>\n"\
    "\"module\"() ( {\n"\
    "  %0 = \"d.const\"() : () -> i32\n"\
    "  %1 = \"d.const\"() : () -> i32\n"\
    "  %2:5 = \"d.multi\"(%0, %1) {da = #d.attr<7 : i32>} : (i32, i32) -> (i32, !d.simple, !ptr1_, !d<\"weird body\\22x\">, i32)\n"\
    "  \"x.use\"(%2#0, %2#1, %2#2, %2#3, %2#4) : (i32, !d.simple, !ptr1_, !d<\"weird body\\22x\">, i32) -> ()\n"\
    "  \"d.loop\"() ( {\n"\
    "  ^bb0(%arg0: !ptr1_):  // no predecessors\n"\
    "    %3 = \"d.const\"(%arg0) : (!ptr1_) -> i32\n"\
    "  }) : () -> ()\n"\
    "}) : () -> ()\n"\
    ""
#define EXPECT_V1 "%c0_1 = \"d.const\"(%iv) : (!d.ptr<i32>) -> i32"
#define EXPECT_V2 "<block argument> of type '!d.ptr<i32>' at index: 0"
#define EXPECT_NESTED "\"x.use\"(%a#0, %a#1, %b, %_1x_y#0, %_1x_y#1) : (i32, !d.simple, !d.ptr<i32>, !d<\"weird body\\22x\">, i32) -> ()"

static int check(const char *what, const char *got, const char *want) {
  if (!strcmp(got, want)) return 0;
  printf("FAIL %s:\n--- got:\n%s\n--- want:\n%s\n", what, got, want);
  return 1;
}

int main(void) {
  int fails = 0;
  CmContext *ctx = cm_context_create(); cm_context_set_allow_unregistered(ctx,true);
  CmDialect dd = {.name="d", .print_type=dtype_print, .print_attr=dattr_print, .type_alias=dtype_alias};
  CmDialect *d = cm_register_dialect(ctx,&dd); cm_register_ops(ctx,defs,3);
  CmLoc *L = cm_loc_unknown(ctx);
  CmType *i32 = cm_integer_type(ctx,32,CM_SIGNLESS);
  CmType *simple = cm_dialect_type(d,0,0,NULL,0,NULL,0,NULL,NULL);
  CmType *ptr = cm_dialect_type(d,1,1,&i32,0,NULL,0,NULL,NULL);
  CmType *weird = cm_dialect_type(d,2,0,NULL,0,NULL,0,NULL,NULL);
  CmAttr *ia = cm_integer_attr(i32, 7);
  CmAttr *da = cm_dialect_attr(d,0,NULL,1,&ia,0,NULL,NULL,NULL);
  CmOp *mod = cm_op_create_v(ctx,"module",L,0,NULL,0,NULL,NULL,0,NULL,1);
  CmBlock *mb = cm_block_create(); cm_region_append_block(cm_op_region(mod,0), mb);
  CmOp *c1 = cm_op_create_v(ctx,"d.const",L,1,&i32,0,NULL,NULL,0,NULL,0); cm_block_append_op(mb,c1);
  CmOp *c2 = cm_op_create_v(ctx,"d.const",L,1,&i32,0,NULL,NULL,0,NULL,0); cm_block_append_op(mb,c2);
  CmType *rt[5]={i32,simple,ptr,weird,i32};
  CmValue *ops[2]={cm_op_result(c1,0),cm_op_result(c2,0)};
  CmNamedAttr na={cm_ident_c(ctx,"da"),da};
  CmOp *m = cm_op_create_v(ctx,"d.multi",L,5,rt,2,ops,cm_dict_attr(ctx,1,&na),0,NULL,0); cm_block_append_op(mb,m);
  CmValue *uses[5]; for(int i=0;i<5;i++) uses[i]=cm_op_result(m,i);
  CmOp *u = cm_op_create_v(ctx,"x.use",L,0,NULL,5,uses,NULL,0,NULL,0); cm_block_append_op(mb,u);
  CmOp *lp = cm_op_create_v(ctx,"d.loop",L,0,NULL,0,NULL,NULL,0,NULL,1); cm_block_append_op(mb,lp);
  CmBlock *lb = cm_block_create(); cm_region_append_block(cm_op_region(lp,0),lb); CmValue *iv=cm_block_add_arg(lb,ptr,L);
  CmOp *in = cm_op_create_v(ctx,"d.const",L,1,&i32,1,&iv,NULL,0,NULL,0); cm_block_append_op(lb,in);
  CmBuf b; cm_buf_init(&b); CmPrintFlags f; cm_print_flags_default(&f);
  cm_print_op(mod,&f,&b); fails += check("custom form", b.data, EXPECT_CUSTOM);
  cm_buf_clear(&b); f.generic=true; cm_print_op(mod,&f,&b); fails += check("generic form", b.data, EXPECT_GENERIC);
  cm_buf_clear(&b); cm_print_value_to(cm_op_result(in,0),&b); fails += check("value_to result", b.data, EXPECT_V1);
  cm_buf_clear(&b); cm_print_value_to(iv,&b); fails += check("value_to arg", b.data, EXPECT_V2);
  cm_buf_clear(&b); f.generic=false; cm_print_op(u,&f,&b); fails += check("nested op", b.data, EXPECT_NESTED);
  /* standalone printers */
  cm_buf_clear(&b); cm_print_type_to(ptr,&b); fails += check("type_to", b.data, "!d.ptr<i32>");
  cm_buf_clear(&b); cm_print_attr_to(da,&b); fails += check("attr_to", b.data, "#d.attr<7 : i32>");
  cm_buf_clear(&b); cm_print_loc_to(cm_loc_callsite(cm_loc_name(ctx,CM_STR("n"),NULL),cm_loc_file(ctx,CM_STR("f.mlir"),1,2)),&b);
  fails += check("loc_to", b.data, "loc(callsite(\"n\" at \"f.mlir\":1:2))");
  CmAffineExpr *d0 = cm_affine_dim(ctx,0);
  cm_buf_clear(&b); cm_print_affine_expr_to(cm_affine_sub(d0, cm_affine_const(ctx,3)),&b); fails += check("affine_expr_to", b.data, "d0 - 3");
  uint64_t bits[2] = {0x3FF8000000000000ull, 0};
  cm_buf_clear(&b); cm_print_float_value(cm_float_type(ctx,CM_TYPE_F64),bits,&b); fails += check("float", b.data, "1.500000e+00");
  cm_buf_free(&b);
  cm_op_destroy(mod);
  cm_context_destroy(ctx);
  if (!fails) printf("test_printer: all passed\n");
  return fails != 0;
}
