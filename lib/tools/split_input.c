/* split_input.c - -split-input-file chunking shared by the drivers
 * (cmlir/tool_util.h). */
#include "cmlir/tool_util.h"

#include <string.h>

CmResult cm_split_input_file(CmSourceBuffer *whole, CmSplitChunkFn fn,
                             void *user) {
  static const char marker[] = "// -----";
  const size_t mlen = sizeof(marker) - 1;
  const char *p = whole->text, *end = whole->text + whole->len;
  unsigned line = 1;
  bool failed = false;
  CmBuf name;
  cm_buf_init(&name);
  for (;;) {
    const char *m = memmem(p, (size_t)(end - p), marker, mlen);
    const char *cend = m ? m : end;
    cm_buf_clear(&name);
    cm_buf_printf(&name, "within split at %s:%u offset ", whole->name, line);
    CmSourceMgr sm;
    cm_srcmgr_init(&sm);
    CmSourceBuffer *buf = cm_srcmgr_add(&sm, name.data, p, (size_t)(cend - p));
    if (cm_failed(fn(&sm, buf, user)))
      failed = true;
    cm_srcmgr_free(&sm);
    if (!m)
      break;
    for (const char *q = p; q < cend;) {
      const char *nl = memchr(q, '\n', (size_t)(cend - q));
      if (!nl)
        break;
      line++;
      q = nl + 1;
    }
    p = m + mlen;
  }
  cm_buf_free(&name);
  return failed ? CM_FAILURE : CM_SUCCESS;
}
