/* registry.c - the global registry of passes and pass pipelines
 * (upstream PassRegistry), and its part of --help. */
#include "pass_internal.h"

#include <string.h>

static pthread_mutex_t reg_lock = PTHREAD_MUTEX_INITIALIZER;
static CM_VEC(const CmPassDef *) reg_passes;
static CM_VEC(const CmPassPipelineDef *) reg_pipelines;

/* Both lists are kept sorted by argument (insertion: registration happens
 * a few dozen times at start-up). */
void cm_pass_register(const CmPassDef *def) {
  pthread_mutex_lock(&reg_lock);
  size_t i = 0;
  for (; i < reg_passes.len; i++) {
    int c = strcmp(reg_passes.data[i]->argument, def->argument);
    if (c == 0) { /* already registered (or a replacement) */
      reg_passes.data[i] = def;
      pthread_mutex_unlock(&reg_lock);
      return;
    }
    if (c > 0)
      break;
  }
  CM_VEC_PUSH(reg_passes, def);
  memmove(&reg_passes.data[i + 1], &reg_passes.data[i],
          (reg_passes.len - 1 - i) * sizeof(*reg_passes.data));
  reg_passes.data[i] = def;
  pthread_mutex_unlock(&reg_lock);
}

const CmPassDef *cm_pass_lookup(const char *argument, size_t len) {
  const CmPassDef *r = NULL;
  pthread_mutex_lock(&reg_lock);
  for (size_t i = 0; i < reg_passes.len; i++)
    if (strlen(reg_passes.data[i]->argument) == len &&
        !memcmp(reg_passes.data[i]->argument, argument, len)) {
      r = reg_passes.data[i];
      break;
    }
  pthread_mutex_unlock(&reg_lock);
  return r;
}

size_t cm_pass_registry_count(void) { return reg_passes.len; }
const CmPassDef *cm_pass_registry_at(size_t i) { return reg_passes.data[i]; }

void cm_pass_pipeline_register(const CmPassPipelineDef *def) {
  pthread_mutex_lock(&reg_lock);
  size_t i = 0;
  for (; i < reg_pipelines.len; i++) {
    int c = strcmp(reg_pipelines.data[i]->argument, def->argument);
    if (c == 0) {
      reg_pipelines.data[i] = def;
      pthread_mutex_unlock(&reg_lock);
      return;
    }
    if (c > 0)
      break;
  }
  CM_VEC_PUSH(reg_pipelines, def);
  memmove(&reg_pipelines.data[i + 1], &reg_pipelines.data[i],
          (reg_pipelines.len - 1 - i) * sizeof(*reg_pipelines.data));
  reg_pipelines.data[i] = def;
  pthread_mutex_unlock(&reg_lock);
}

const CmPassPipelineDef *cm_pass_pipeline_lookup(const char *argument,
                                                 size_t len) {
  const CmPassPipelineDef *r = NULL;
  pthread_mutex_lock(&reg_lock);
  for (size_t i = 0; i < reg_pipelines.len; i++)
    if (strlen(reg_pipelines.data[i]->argument) == len &&
        !memcmp(reg_pipelines.data[i]->argument, argument, len)) {
      r = reg_pipelines.data[i];
      break;
    }
  pthread_mutex_unlock(&reg_lock);
  return r;
}

size_t cm_pass_pipeline_registry_count(void) { return reg_pipelines.len; }
const CmPassPipelineDef *cm_pass_pipeline_registry_at(size_t i) {
  return reg_pipelines.data[i];
}

/* --help: llvm::cl's layout.  Every option has a width (llvm::cl's
 * getOptionWidth: "--" and the name, "=<value>", plus 5); the descriptions
 * of the whole listing start at one column derived from the largest width
 * (the caller's `width`): a top-level option's " - " ends there, a pass's
 * "-   " too. */
static unsigned option_width(const CmPassOptionDef *o) {
  const char *vn = cm_pass_option_value_name(o);
  return (unsigned)(strlen(o->name) + 7 + (vn ? strlen(vn) + 3 : 0));
}

static unsigned options_width(const CmPassOptionDef *opts, unsigned n) {
  unsigned w = 0;
  for (unsigned i = 0; i < n; i++) {
    unsigned x = opts[i].description ? option_width(&opts[i]) : 0;
    w = x > w ? x : w;
  }
  return w;
}

/* PassNameParser::getOptionWidth: the longest pass or pipeline argument
 * plus 10, or a pass option's width plus 4. */
unsigned cm_pass_registry_help_width(void) {
  unsigned w = 0;
  pthread_mutex_lock(&reg_lock);
  for (size_t i = 0; i < reg_passes.len; i++) {
    const CmPassDef *d = reg_passes.data[i];
    unsigned a = (unsigned)strlen(d->argument) + 10;
    unsigned o = d->num_options ? options_width(d->options, d->num_options) + 4 : 0;
    w = a > w ? a : w;
    w = o > w ? o : w;
  }
  for (size_t i = 0; i < reg_pipelines.len; i++) {
    const CmPassPipelineDef *d = reg_pipelines.data[i];
    unsigned a = (unsigned)strlen(d->argument) + 10;
    unsigned o = d->num_options ? options_width(d->options, d->num_options) + 4 : 0;
    w = a > w ? a : w;
    w = o > w ? o : w;
  }
  pthread_mutex_unlock(&reg_lock);
  return w;
}

/* An option line: `indent` spaces and `left` padded so that " - " starts
 * 3 columns before `width`, then the description. */
static void help_line(FILE *out, unsigned indent, unsigned width,
                      const char *left, const char *desc) {
  int pad = (int)width - 3 - (int)indent - (int)strlen(left);
  fprintf(out, "%*s%s%*s - %s\n", (int)indent, "", left, pad > 0 ? pad : 0,
          "", desc ? desc : "");
}

/* A pass or pipeline line (PassRegistryEntry::printHelpStr): its argument
 * left-justified in width - indent - 4 columns (never cut), "-   " and the
 * description. */
void cm_pass_help_entry(FILE *out, unsigned indent, unsigned width,
                        const char *argument, const char *desc) {
  int field = (int)width - (int)indent - 4;
  fprintf(out, "%*s--%-*s-   %s\n", (int)indent, "", field > 0 ? field : 0,
          argument, desc ? desc : "");
}

static void help_options(FILE *out, unsigned indent, unsigned width,
                         const CmPassOptionDef *opts, unsigned n) {
  /* sorted by name, as llvm::cl prints a sub-command's options */
  const CmPassOptionDef *sorted[64];
  unsigned m = n < 64 ? n : 64;
  for (unsigned i = 0; i < m; i++) {
    const CmPassOptionDef *v = &opts[i];
    unsigned j = i;
    while (j > 0 && strcmp(sorted[j - 1]->name, v->name) > 0) {
      sorted[j] = sorted[j - 1];
      j--;
    }
    sorted[j] = v;
  }
  for (unsigned i = 0; i < m; i++) {
    char left[160];
    if (!sorted[i]->description) /* an option without one is not listed */
      continue;
    const char *vn = cm_pass_option_value_name(sorted[i]);
    if (vn)
      snprintf(left, sizeof left, "--%s=<%s>", sorted[i]->name, vn);
    else
      snprintf(left, sizeof left, "--%s", sorted[i]->name);
    help_line(out, indent, width, left, sorted[i]->description);
  }
}

void cm_pass_registry_print_help(FILE *out, unsigned indent, unsigned width) {
  pthread_mutex_lock(&reg_lock);
  fprintf(out, "%*sPasses:\n", (int)indent, "");
  for (size_t i = 0; i < reg_passes.len; i++) {
    const CmPassDef *d = reg_passes.data[i];
    cm_pass_help_entry(out, indent + 2, width, d->argument, d->description);
    help_options(out, indent + 4, width, d->options, d->num_options);
  }
  if (reg_pipelines.len) {
    fprintf(out, "%*sPass Pipelines:\n", (int)indent, "");
    for (size_t i = 0; i < reg_pipelines.len; i++) {
      const CmPassPipelineDef *d = reg_pipelines.data[i];
      cm_pass_help_entry(out, indent + 2, width, d->argument, d->description);
      help_options(out, indent + 4, width, d->options, d->num_options);
    }
  }
  pthread_mutex_unlock(&reg_lock);
}
