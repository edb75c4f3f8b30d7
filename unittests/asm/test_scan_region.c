/* Unit test of the raw region scan used by parallel parsing
 * (cm_scan_region_end, lib/asm/parse_parallel.c): where a body's closing
 * brace is, past strings (with escapes) and comments, over stretches longer
 * than the 16-byte vector step, and what it reports for text it cannot
 * scan. */
#include "../../lib/asm/parser_internal.h"
#include "../test_util.h"

/* Scans `text` (which starts with '{'); returns the offset just past the
 * matching '}' or -1, and the newline count. */
static long scan(const char *text, unsigned *nl) {
  const char *last = NULL;
  *nl = 0;
  const char *e = cm_scan_region_end(text, text + strlen(text), nl, &last);
  return e ? (long)(e - text) : -1;
}

int main(void) {
  unsigned nl;
  CHECK(scan("{}", &nl) == 2 && nl == 0);
  CHECK(scan("{ {x} } tail", &nl) == 7);
  CHECK(scan("{ \"}\" }", &nl) == 7);             /* brace in a string */
  CHECK(scan("{ \"a\\\"}\" } x", &nl) == 10);      /* escaped quote */
  CHECK(scan("{ // } comment\n }", &nl) == 17 && nl == 1);
  CHECK(scan("{ a / b }", &nl) == 9);              /* a lone slash */
  CHECK(scan("{ \"unterminated\n }", &nl) == -1);  /* newline in string */
  CHECK(scan("{ { }", &nl) == -1);                 /* never closed */

  /* Long stretches without stop characters, stop characters at every
   * offset of a 16-byte step, and newline counting across them. */
  char buf[512];
  for (int at = 1; at < 100; at++) {
    memset(buf, 'x', sizeof buf);
    buf[0] = '{';
    buf[at] = '\n';
    buf[at + 1] = '}';
    buf[at + 2] = 0;
    const char *last = NULL;
    const char *e = cm_scan_region_end(buf, buf + at + 2, &nl, &last);
    CHECK(e == buf + at + 2 && nl == 1 && last == buf + at);
  }
  for (int len = 1; len < 200; len += 7) {
    memset(buf, ' ', sizeof buf);
    buf[0] = '{';
    buf[len] = '}';
    buf[len + 1] = 0;
    CHECK(scan(buf, &nl) == len + 1 && nl == 0);
  }
  return test_report("test_scan_region");
}
