/* source.c - the source manager: named buffers with lazily built line
 * tables for line/column lookup. */
#include "cmlir/support.h"

#include <pthread.h>

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

void cm_srcmgr_init(CmSourceMgr *sm) {
  sm->bufs = NULL;
  sm->num_bufs = sm->cap = 0;
}

void cm_srcmgr_free(CmSourceMgr *sm) {
  for (size_t i = 0; i < sm->num_bufs; i++) {
    CmSourceBuffer *b = sm->bufs[i];
    free(b->name);
    if (b->map_len)
      munmap(b->text, b->map_len);
    else
      free(b->text);
    free(b->line_starts);
    free(b);
  }
  free(sm->bufs);
  cm_srcmgr_init(sm);
}

static CmSourceBuffer *cm_srcmgr_push(CmSourceMgr *sm, const char *name,
                                      char *text, size_t len) {
  CmSourceBuffer *b = cm_xcalloc(1, sizeof(*b));
  if (!name || strcmp(name, "-") == 0)
    name = "<stdin>";
  b->name = cm_xstrndup(name, strlen(name));
  b->text = text;
  b->len = len;
  b->first_line = 1;
  if (sm->num_bufs == sm->cap)
    cm_grow((void **)&sm->bufs, &sm->cap, sm->num_bufs + 1, sizeof(*sm->bufs));
  sm->bufs[sm->num_bufs++] = b;
  return b;
}

CmSourceBuffer *cm_srcmgr_add(CmSourceMgr *sm, const char *name,
                              const char *text, size_t len) {
  return cm_srcmgr_push(sm, name, cm_xstrndup(text, len), len);
}

/* Maps a regular file whose size is not a multiple of the page size (the
 * zero fill after the end then terminates the text).  NULL if not possible. */
static CmSourceBuffer *cm_srcmgr_map_file(CmSourceMgr *sm, const char *path) {
  int fd = open(path, O_RDONLY);
  if (fd < 0)
    return NULL;
  struct stat st;
  long page = sysconf(_SC_PAGESIZE);
  if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size <= 0 ||
      page <= 0 || st.st_size % page == 0) {
    close(fd);
    return NULL;
  }
  size_t len = (size_t)st.st_size;
  void *m = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 0);
  close(fd);
  if (m == MAP_FAILED)
    return NULL;
  CmSourceBuffer *b = cm_srcmgr_push(sm, path, m, len);
  b->map_len = len;
  return b;
}

void cm_srcbuf_release(CmSourceBuffer *b, const char *upto) {
  if (!b || !b->map_len || upto <= b->text)
    return;
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  size_t off = (size_t)(upto - b->text);
  if (off > b->len)
    off = b->len;
  off &= ~(page - 1);
  if (off <= b->released)
    return;
  madvise(b->text + b->released, off - b->released, MADV_DONTNEED);
  b->released = off;
}

CmSourceBuffer *cm_srcmgr_add_file(CmSourceMgr *sm, const char *path) {
  bool is_stdin = strcmp(path, "-") == 0;
  if (!is_stdin) {
    CmSourceBuffer *b = cm_srcmgr_map_file(sm, path);
    if (b)
      return b;
  }
  FILE *f = is_stdin ? stdin : fopen(path, "rb");
  if (!f)
    return NULL;
  size_t cap = 1 << 16, len = 0;
  if (!is_stdin) {
    struct stat st;
    if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0)
      cap = (size_t)st.st_size + 4097;
  }
  char *text = cm_xmalloc(cap);
  for (;;) {
    if (cap - len < 4096) {
      cap *= 2;
      text = cm_xrealloc(text, cap);
    }
    size_t n = fread(text + len, 1, cap - len - 1, f);
    len += n;
    if (n == 0) {
      if (ferror(f)) {
        int e = errno ? errno : EIO;
        free(text);
        if (!is_stdin)
          fclose(f);
        errno = e;
        return NULL;
      }
      break;
    }
  }
  if (!is_stdin)
    fclose(f);
  text[len] = 0;
  return cm_srcmgr_push(sm, path, text, len);
}

/* The line table is built on first use; parser threads may ask at the same
 * time, so building is serialised and the table published atomically
 * (num_lines is written before line_starts). */
static pthread_mutex_t build_lines_lock = PTHREAD_MUTEX_INITIALIZER;

static void cm_srcbuf_build_lines(CmSourceBuffer *b) {
  if (__atomic_load_n(&b->line_starts, __ATOMIC_ACQUIRE))
    return;
  pthread_mutex_lock(&build_lines_lock);
  if (b->line_starts) {
    pthread_mutex_unlock(&build_lines_lock);
    return;
  }
  size_t n = 1;
  for (const char *p = b->text, *e = b->text + b->len;
       (p = memchr(p, '\n', (size_t)(e - p))) != NULL; p++)
    n++;
  size_t *ls = cm_xmalloc(n * sizeof(size_t));
  size_t k = 0;
  ls[k++] = 0;
  for (const char *p = b->text, *e = b->text + b->len;
       (p = memchr(p, '\n', (size_t)(e - p))) != NULL; p++)
    ls[k++] = (size_t)(p - b->text) + 1;
  b->num_lines = n;
  __atomic_store_n(&b->line_starts, ls, __ATOMIC_RELEASE);
  pthread_mutex_unlock(&build_lines_lock);
}

void cm_srcbuf_line_col(CmSourceBuffer *b, const char *p, unsigned *line,
                        unsigned *col) {
  cm_srcbuf_build_lines(b);
  size_t off;
  if (p < b->text)
    off = 0;
  else if (p > b->text + b->len)
    off = b->len;
  else
    off = (size_t)(p - b->text);
  /* Last line start <= off. */
  size_t lo = 0, hi = b->num_lines;
  while (hi - lo > 1) {
    size_t mid = lo + (hi - lo) / 2;
    if (b->line_starts[mid] <= off)
      lo = mid;
    else
      hi = mid;
  }
  *line = (unsigned)(lo + b->first_line);
  *col = (unsigned)(off - b->line_starts[lo] + 1);
}

bool cm_srcbuf_get_line(CmSourceBuffer *b, unsigned line, CmStr *out) {
  cm_srcbuf_build_lines(b);
  if (line < b->first_line)
    return false;
  size_t idx = line - b->first_line;
  if (idx >= b->num_lines)
    return false;
  size_t start = b->line_starts[idx];
  size_t end = idx + 1 < b->num_lines ? b->line_starts[idx + 1] - 1 : b->len;
  if (end > start && b->text[end - 1] == '\r')
    end--;
  out->data = b->text + start;
  out->len = end - start;
  return true;
}

CmSourceBuffer *cm_srcmgr_find(CmSourceMgr *sm, const char *name, size_t len) {
  for (size_t i = sm->num_bufs; i-- > 0;) {
    CmSourceBuffer *b = sm->bufs[i];
    if (strlen(b->name) == len && memcmp(b->name, name, len) == 0)
      return b;
  }
  return NULL;
}
