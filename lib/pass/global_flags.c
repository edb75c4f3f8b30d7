/* global_flags.c - command-line flags of test passes that upstream
 * declares as global cl::opt / cl::list (e.g. -compose-maps,
 * -vector-shape-ratio 4 of -affine-super-vectorizer-test): a registry
 * cmlir-opt consults for flags that are neither its own nor pass names. */
#include "cmlir/pass.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#define CM_GLOBAL_FLAGS_MAX 64

static CmGlobalFlag *flags[CM_GLOBAL_FLAGS_MAX];
static unsigned num_flags;

void cm_global_flag_register(CmGlobalFlag *f) {
  for (unsigned i = 0; i < num_flags; i++)
    if (flags[i] == f)
      return;
  if (num_flags < CM_GLOBAL_FLAGS_MAX)
    flags[num_flags++] = f;
}

CmGlobalFlag *cm_global_flag_lookup(const char *name, size_t len) {
  for (unsigned i = 0; i < num_flags; i++)
    if (strlen(flags[i]->name) == len && !memcmp(flags[i]->name, name, len))
      return flags[i];
  return NULL;
}

bool cm_global_flag_set(CmGlobalFlag *f, const char *value) {
  if (f->kind == CM_GLOBAL_FLAG_BOOL) {
    if (!value || !strcmp(value, "true") || !strcmp(value, "1") ||
        !strcmp(value, "TRUE") || !strcmp(value, "True"))
      f->on = true;
    else if (!strcmp(value, "false") || !strcmp(value, "0") ||
             !strcmp(value, "FALSE") || !strcmp(value, "False"))
      f->on = false;
    else
      return false;
    return true;
  }
  if (!value || !*value)
    return false;
  char *end;
  errno = 0;
  long long x = strtoll(value, &end, 0);
  if (*end || errno || f->len >= CM_GLOBAL_FLAG_MAX_VALUES)
    return false;
  f->values[f->len++] = x;
  return true;
}
