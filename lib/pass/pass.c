/* pass.c - pass instances and their options (upstream Pass, PassOptions).
 *
 * Options are parsed as MLIR 13 does: the text is split at spaces into
 * `name[=value]` items (no quoting; a value runs to the next space), each
 * option is an llvm::cl option of the matching type, so the messages are
 * llvm::cl's ("<Pass-Options-Parser>: no such option foo", "mlir-opt: for
 * the --top-down option: 'x' is invalid value for boolean argument! Try 0
 * or 1"). */
#include "pass_internal.h"

#include <assert.h>
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

/* llvm::cl's program name: empty until a tool sets it (as for a program
 * using the C API, which never parses a command line). */
static const char *prog_name = "";

void cm_pass_set_program_name(const char *name) { prog_name = name; }
const char *cm_pass_program_name(void) { return prog_name; }

static const char *opt_value_name(const CmPassOptionDef *o) {
  if (o->value_name)
    return o->value_name;
  switch (o->kind) {
  case CM_PASS_OPT_INT:
    return "int";
  case CM_PASS_OPT_UINT:
    return "uint";
  case CM_PASS_OPT_STRING:
    return "string";
  default:
    return NULL;
  }
}

const char *cm_pass_option_value_name(const CmPassOptionDef *o) {
  return opt_value_name(o);
}

static bool parse_bool_text(const char *v, size_t n, bool *out) {
#define IS(s) (n == sizeof(s) - 1 && memcmp(v, s, n) == 0)
  if (n == 0 || IS("true") || IS("TRUE") || IS("True") || IS("1")) {
    *out = true;
    return true;
  }
  if (IS("false") || IS("FALSE") || IS("False") || IS("0")) {
    *out = false;
    return true;
  }
#undef IS
  return false;
}

/* llvm::cl integer parsing: getAsInteger with radix auto-detection
 * (0x, 0b, 0o, leading 0 for octal). */
static bool parse_int_text(const char *v, size_t n, bool is_unsigned,
                           bool wide, int64_t *out) {
  if (n == 0 || n > 64)
    return false;
  char tmp[80];
  memcpy(tmp, v, n);
  tmp[n] = 0;
  const char *s = tmp;
  bool neg = false;
  if (!is_unsigned && *s == '-') {
    neg = true;
    s++;
  }
  if (!*s || *s == '-' || *s == '+' || *s == ' ')
    return false;
  int base = 10;
  if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    base = 16;
    s += 2;
  } else if (s[0] == '0' && (s[1] == 'b' || s[1] == 'B')) {
    base = 2;
    s += 2;
  } else if (s[0] == '0' && (s[1] == 'o' || s[1] == 'O')) {
    base = 8;
    s += 2;
  } else if (s[0] == '0' && s[1]) {
    base = 8;
    s += 1;
  }
  if (!*s)
    return false;
  errno = 0;
  char *end;
  unsigned long long x = strtoull(s, &end, base);
  if (errno || *end)
    return false;
  if (is_unsigned) {
    if (!wide && x > 0xffffffffull)
      return false;
    *out = (int64_t)x;
    return true;
  }
  unsigned long long lim = wide ? (neg ? (1ull << 63) : (1ull << 63) - 1)
                                 : (neg ? (1ull << 31) : (1ull << 31) - 1);
  if (x > lim)
    return false;
  *out = neg ? (int64_t)(0 - x) : (int64_t)x;
  return true;
}

static bool opt_wide(const CmPassOptionDef *o) {
  const char *vn = opt_value_name(o);
  return vn && (!strcmp(vn, "long") || !strcmp(vn, "ulong"));
}

static const char *int_kind_word(const CmPassOptionDef *o) {
  const char *vn = opt_value_name(o);
  if (!strcmp(vn, "int"))
    return "integer";
  return vn;
}

/* Checks one value of option `o`; writes llvm::cl's message on error. */
static bool check_value(const CmPassOptionDef *o, const char *v, size_t n,
                        CmBuf *err) {
  bool b;
  int64_t x;
  switch (o->kind) {
  case CM_PASS_OPT_BOOL:
    if (parse_bool_text(v, n, &b))
      return true;
    if (err)
      cm_buf_printf(err,
                    "%s: for the --%s option: '%.*s' is invalid value for "
                    "boolean argument! Try 0 or 1\n",
                    prog_name, o->name, (int)n, v);
    return false;
  case CM_PASS_OPT_INT:
  case CM_PASS_OPT_UINT:
    if (parse_int_text(v, n, o->kind == CM_PASS_OPT_UINT, opt_wide(o), &x))
      return true;
    if (err)
      cm_buf_printf(err,
                    "%s: for the --%s option: '%.*s' value invalid for %s "
                    "argument!\n",
                    prog_name, o->name, (int)n, v, int_kind_word(o));
    return false;
  case CM_PASS_OPT_STRING:
    return true;
  }
  return true;
}

static const CmPassOptionDef *find_opt(const CmPassDef *def, const char *name,
                                       size_t n, unsigned *index) {
  for (unsigned i = 0; i < def->num_options; i++)
    if (strlen(def->options[i].name) == n &&
        !memcmp(def->options[i].name, name, n)) {
      if (index)
        *index = i;
      return &def->options[i];
    }
  return NULL;
}

static void opt_add_value(CmPassOptVal *ov, const char *v, size_t n) {
  CM_VEC_PUSH(ov->values, cm_xstrndup(v, n));
}

CmResult cm_pass_options_parse(const CmPassDef *def, CmPassOptVal *vals,
                               const char *text, CmBuf *err) {
  if (!text)
    return CM_SUCCESS;
  const char *p = text;
  for (;;) {
    while (*p == ' ')
      p++;
    if (!*p)
      break;
    const char *key = p;
    while (*p && *p != ' ' && *p != '=')
      p++;
    size_t klen = (size_t)(p - key);
    const char *val = NULL;
    size_t vlen = 0;
    if (*p == '=') {
      val = ++p;
      while (*p && *p != ' ')
        p++;
      vlen = (size_t)(p - val);
    }
    unsigned idx;
    const CmPassOptionDef *o = find_opt(def, key, klen, &idx);
    if (!o) {
      if (err)
        cm_buf_printf(err, "<Pass-Options-Parser>: no such option %.*s\n",
                      (int)klen, key);
      return CM_FAILURE;
    }
    CmPassOptVal *ov = &vals[idx];
    if (!val && o->kind != CM_PASS_OPT_BOOL) {
      if (err)
        cm_buf_printf(err, "%s: for the --%s option: requires a value!\n",
                      prog_name, o->name);
      return CM_FAILURE;
    }
    if (ov->set && !o->list) {
      if (err)
        cm_buf_printf(err,
                      "%s: for the --%s option: may only occur zero or one "
                      "times!\n",
                      prog_name, o->name);
      return CM_FAILURE;
    }
    if (o->list) {
      /* comma separated; each element checked */
      const char *s = val, *end = val + vlen;
      for (;;) {
        const char *c = memchr(s, ',', (size_t)(end - s));
        const char *e = c ? c : end;
        if (!check_value(o, s, (size_t)(e - s), err))
          return CM_FAILURE;
        opt_add_value(ov, s, (size_t)(e - s));
        if (!c)
          break;
        s = c + 1;
      }
    } else {
      if (!check_value(o, val ? val : "", vlen, err))
        return CM_FAILURE;
      if (!val) {
        val = "true";
        vlen = 4;
      }
      opt_add_value(ov, val, vlen);
    }
    ov->set = true;
  }
  return CM_SUCCESS;
}

void cm_pass_options_free(const CmPassDef *def, CmPassOptVal *vals,
                          unsigned n) {
  (void)def;
  if (!vals)
    return;
  for (unsigned i = 0; i < n; i++) {
    for (size_t j = 0; j < vals[i].values.len; j++)
      free(vals[i].values.data[j]);
    CM_VEC_FREE(vals[i].values);
  }
  free(vals);
}

CmPass *cm_pass_create(const CmPassDef *def, const char *options, CmBuf *err) {
  CmPass *p = cm_xcalloc(1, sizeof(CmPass));
  p->def = def;
  p->opts = cm_xcalloc(def->num_options ? def->num_options : 1,
                       sizeof(CmPassOptVal));
  if (def->num_statistics)
    p->stats = cm_xcalloc(def->num_statistics, sizeof(_Atomic uint64_t));
  if (cm_failed(cm_pass_options_parse(def, p->opts, options, err))) {
    cm_pass_destroy(p);
    return NULL;
  }
  return p;
}

void cm_pass_destroy(CmPass *pass) {
  if (!pass)
    return;
  if (pass->initialized && pass->def->destroy)
    pass->def->destroy(pass);
  cm_pass_options_free(pass->def, pass->opts, pass->def->num_options);
  free(pass->stats);
  free(pass);
}

const CmPassDef *cm_pass_def(const CmPass *pass) { return pass->def; }

static const CmPassOptVal *get_opt(const CmPass *pass, const char *name,
                                   const CmPassOptionDef **od) {
  unsigned idx;
  const CmPassOptionDef *o = find_opt(pass->def, name, strlen(name), &idx);
  assert(o && "no such option of the pass");
  if (!o)
    return NULL;
  *od = o;
  return &pass->opts[idx];
}

/* The scalar text of an option: its last given value or the default. */
static const char *scalar_text(const CmPass *pass, const char *name,
                               const CmPassOptionDef **od) {
  const CmPassOptVal *ov = get_opt(pass, name, od);
  if (!ov)
    return NULL;
  if (ov->values.len)
    return ov->values.data[ov->values.len - 1];
  return (*od)->default_value;
}

bool cm_pass_option_bool(const CmPass *pass, const char *name) {
  const CmPassOptionDef *o;
  const char *t = scalar_text(pass, name, &o);
  bool b = false;
  if (t)
    parse_bool_text(t, strlen(t), &b);
  return b;
}

int64_t cm_pass_option_int(const CmPass *pass, const char *name) {
  const CmPassOptionDef *o;
  const char *t = scalar_text(pass, name, &o);
  int64_t x = 0;
  if (t)
    parse_int_text(t, strlen(t), o->kind == CM_PASS_OPT_UINT, true, &x);
  return x;
}

uint64_t cm_pass_option_uint(const CmPass *pass, const char *name) {
  return (uint64_t)cm_pass_option_int(pass, name);
}

const char *cm_pass_option_string(const CmPass *pass, const char *name) {
  const CmPassOptionDef *o;
  const char *t = scalar_text(pass, name, &o);
  return t ? t : "";
}

bool cm_pass_option_is_set(const CmPass *pass, const char *name) {
  const CmPassOptionDef *o;
  const CmPassOptVal *ov = get_opt(pass, name, &o);
  return ov && ov->set;
}

size_t cm_pass_option_list_len(const CmPass *pass, const char *name) {
  const CmPassOptionDef *o;
  const CmPassOptVal *ov = get_opt(pass, name, &o);
  return ov ? ov->values.len : 0;
}

const char *cm_pass_option_list_str(const CmPass *pass, const char *name,
                                    size_t i) {
  const CmPassOptionDef *o;
  const CmPassOptVal *ov = get_opt(pass, name, &o);
  return ov && i < ov->values.len ? ov->values.data[i] : "";
}

int64_t cm_pass_option_list_int(const CmPass *pass, const char *name,
                                size_t i) {
  const CmPassOptionDef *o;
  const CmPassOptVal *ov = get_opt(pass, name, &o);
  int64_t x = 0;
  if (ov && i < ov->values.len)
    parse_int_text(ov->values.data[i], strlen(ov->values.data[i]),
                   o->kind == CM_PASS_OPT_UINT, true, &x);
  return x;
}

void *cm_pass_data(const CmPass *pass) { return pass->data; }
void cm_pass_set_data(CmPass *pass, void *data) { pass->data = data; }

static int opt_index_cmp(const void *a, const void *b, void *defs) {
  const CmPassOptionDef *d = defs;
  return strcmp(d[*(const unsigned *)a].name, d[*(const unsigned *)b].name);
}

/* Insertion sort of option indices by name (a handful of options). */
static void sort_opts(const CmPassOptionDef *defs, unsigned *idx, unsigned n) {
  for (unsigned i = 1; i < n; i++) {
    unsigned v = idx[i], j = i;
    while (j > 0 && opt_index_cmp(&idx[j - 1], &v, (void *)defs) > 0) {
      idx[j] = idx[j - 1];
      j--;
    }
    idx[j] = v;
  }
}

void cm_pass_options_print(const CmPassOptionDef *defs, unsigned n,
                           const CmPassOptVal *vals, CmBuf *out) {
  if (!n)
    return;
  unsigned *idx = cm_xmalloc(n * sizeof(unsigned));
  for (unsigned i = 0; i < n; i++)
    idx[i] = i;
  sort_opts(defs, idx, n);
  cm_buf_putc(out, '{');
  for (unsigned k = 0; k < n; k++) {
    const CmPassOptionDef *o = &defs[idx[k]];
    const CmPassOptVal *ov = &vals[idx[k]];
    if (k)
      cm_buf_putc(out, ' ');
    if (o->list) {
      if (!ov->values.len)
        continue;
      cm_buf_printf(out, "%s=", o->name);
      for (size_t j = 0; j < ov->values.len; j++) {
        if (j)
          cm_buf_putc(out, ',');
        cm_buf_puts(out, ov->values.data[j]);
      }
      continue;
    }
    const char *t = ov->values.len ? ov->values.data[ov->values.len - 1]
                                   : o->default_value;
    cm_buf_printf(out, "%s=", o->name);
    if (o->kind == CM_PASS_OPT_BOOL) {
      bool b = false;
      if (t)
        parse_bool_text(t, strlen(t), &b);
      cm_buf_puts(out, b ? "true" : "false");
    } else if (o->kind == CM_PASS_OPT_STRING) {
      if (t)
        cm_buf_puts(out, t);
    } else {
      int64_t x = 0;
      if (t)
        parse_int_text(t, strlen(t), o->kind == CM_PASS_OPT_UINT, true, &x);
      if (o->kind == CM_PASS_OPT_UINT)
        cm_buf_printf(out, "%" PRIu64, (uint64_t)x);
      else
        cm_buf_printf(out, "%" PRId64, x);
    }
  }
  cm_buf_putc(out, '}');
  free(idx);
}

void cm_pass_print(const CmPass *pass, CmBuf *out) {
  cm_buf_puts(out, pass->def->argument);
  cm_pass_options_print(pass->def->options, pass->def->num_options,
                        pass->opts, out);
}

void cm_pass_stat_add(const CmPass *pass, unsigned index, uint64_t n) {
  assert(index < pass->def->num_statistics);
  atomic_fetch_add_explicit(&pass->stats[index], n, memory_order_relaxed);
}

uint64_t cm_pass_stat_get(const CmPass *pass, unsigned index) {
  assert(index < pass->def->num_statistics);
  return atomic_load_explicit(&pass->stats[index], memory_order_relaxed);
}
