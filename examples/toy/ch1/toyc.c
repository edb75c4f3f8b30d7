/* toyc.c - chapter 1: the Toy front end.  Reads a Toy file and prints its
 * AST with -emit=ast.
 *   toyc-ch1 file.toy -emit=ast */
#include "ast.h"

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef enum { ACTION_NONE, ACTION_DUMP_AST } Action;

typedef struct Options {
  const char *input;
  Action action;
} Options;

static void usage(FILE *out) {
  fputs("OVERVIEW: toy compiler\n\n"
        "USAGE: toyc-ch1 [options] <input toy file>\n\n"
        "OPTIONS:\n"
        "  -emit=<value>  Select the kind of output desired\n"
        "    =ast         output the AST dump\n",
        out);
}

static int parse_options(int argc, char **argv, Options *o) {
  o->input = "-";
  o->action = ACTION_NONE;
  bool have_input = false;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (a[0] == '-' && a[1] == '-' && a[2])
      a++;
    if (!strcmp(a, "-help") || !strcmp(a, "-h")) {
      usage(stdout);
      exit(0);
    } else if (!strncmp(a, "-emit=", 6)) {
      if (!strcmp(a + 6, "ast")) {
        o->action = ACTION_DUMP_AST;
      } else {
        fprintf(stderr,
                "toyc-ch1: for the -emit option: Cannot find option named "
                "'%s'!\n",
                a + 6);
        return 1;
      }
    } else if (a[0] == '-' && a[1]) {
      fprintf(stderr, "toyc-ch1: Unknown command line argument '%s'.\n",
              argv[i]);
      return 1;
    } else if (have_input) {
      fprintf(stderr, "toyc-ch1: Too many positional arguments specified!\n");
      return 1;
    } else {
      o->input = argv[i];
      have_input = true;
    }
  }
  return 0;
}

/* Reads a whole file ("-": stdin) into a malloc'd buffer. */
static char *read_file(const char *path, size_t *len) {
  FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
  if (!f) {
    fprintf(stderr, "Could not open input file: %s\n", strerror(errno));
    return NULL;
  }
  size_t cap = 4096, n = 0;
  char *buf = malloc(cap);
  size_t got;
  while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
    n += got;
    if (n == cap)
      buf = realloc(buf, cap *= 2);
  }
  if (f != stdin)
    fclose(f);
  *len = n;
  return buf;
}

static ToyModule *parse_input_file(const char *path) {
  size_t len;
  char *text = read_file(path, &len);
  if (!text)
    return NULL;
  ToyModule *m = toy_parse(path, text, len);
  free(text);
  return m;
}

int main(int argc, char **argv) {
  Options o;
  if (parse_options(argc, argv, &o))
    return 1;
  ToyModule *module = parse_input_file(o.input);
  if (!module)
    return 1;
  int rc = 0;
  switch (o.action) {
  case ACTION_DUMP_AST:
    toy_dump_ast(module);
    break;
  default:
    fputs("No action specified (parsing only?), use -emit=<action>\n",
          stderr);
    rc = 1;
  }
  toy_module_free(module);
  return rc;
}
