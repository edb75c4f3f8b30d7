/* Unit tests of the registry of global test-pass flags (cm_global_flag_*,
 * include/cmlir/pass.h): registration (idempotent), lookup by a length-
 * delimited name, boolean values, integer lists accumulating one value per
 * call, and the rejected values. */
#include "../test_util.h"

#include "cmlir/pass.h"

static CmGlobalFlag on = {.name = "my-bool", .kind = CM_GLOBAL_FLAG_BOOL};
static CmGlobalFlag list = {.name = "my-list",
                            .kind = CM_GLOBAL_FLAG_INT_LIST};

int main(void) {
  CHECK(!cm_global_flag_lookup("my-bool", 7));
  cm_global_flag_register(&on);
  cm_global_flag_register(&on);
  cm_global_flag_register(&list);
  CHECK(cm_global_flag_lookup("my-bool", 7) == &on);
  CHECK(cm_global_flag_lookup("my-list=3", 7) == &list);
  CHECK(!cm_global_flag_lookup("my-boo", 6));
  CHECK(!cm_global_flag_lookup("my-bools", 8));

  CHECK(cm_global_flag_set(&on, NULL) && on.on);
  CHECK(cm_global_flag_set(&on, "false") && !on.on);
  CHECK(cm_global_flag_set(&on, "1") && on.on);
  CHECK(!cm_global_flag_set(&on, "yes"));

  CHECK(cm_global_flag_set(&list, "4"));
  CHECK(cm_global_flag_set(&list, "-8"));
  CHECK(cm_global_flag_set(&list, "0x10"));
  CHECK(list.len == 3 && list.values[0] == 4 && list.values[1] == -8 &&
        list.values[2] == 16);
  CHECK(!cm_global_flag_set(&list, NULL));
  CHECK(!cm_global_flag_set(&list, ""));
  CHECK(!cm_global_flag_set(&list, "3,4"));
  CHECK(!cm_global_flag_set(&list, "x"));
  CHECK(!cm_global_flag_set(&list, "99999999999999999999"));
  CHECK(list.len == 3);
  for (int i = 3; i < CM_GLOBAL_FLAG_MAX_VALUES; i++)
    CHECK(cm_global_flag_set(&list, "1"));
  CHECK(!cm_global_flag_set(&list, "1"));
  return test_report("test_global_flags");
}
