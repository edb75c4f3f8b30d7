/* str.c - string slice helpers. */
#include "cmlir/support.h"

#include <string.h>

CmStr cm_str(const char *cstr) {
  CmStr s = {cstr ? cstr : "", cstr ? strlen(cstr) : 0};
  return s;
}

bool cm_str_eq(CmStr a, CmStr b) {
  return a.len == b.len && (a.len == 0 || memcmp(a.data, b.data, a.len) == 0);
}

bool cm_str_eq_c(CmStr a, const char *cstr) {
  size_t n = strlen(cstr);
  return a.len == n && (n == 0 || memcmp(a.data, cstr, n) == 0);
}

bool cm_str_starts_with(CmStr s, const char *prefix) {
  size_t n = strlen(prefix);
  return s.len >= n && (n == 0 || memcmp(s.data, prefix, n) == 0);
}
