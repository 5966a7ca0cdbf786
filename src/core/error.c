/*
 * error.c — the one error type.
 *
 * A gr_error carries a status and a message that names what went wrong and
 * where ("pile 3: ..."). Only the first failure is kept, so a low-level
 * message is not overwritten by a vaguer one on the way up.
 */
#include "grundy.h"

#include <stdarg.h>
#include <stdio.h>

int gr_error_set(gr_error *err, gr_status status, const char *fmt, ...) {
  if (err == NULL || err->status != GR_OK) return -1;
  err->status = status;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(err->message, sizeof err->message, fmt, ap);
  va_end(ap);
  return -1;
}

void gr_error_clear(gr_error *err) {
  if (err == NULL) return;
  err->status = GR_OK;
  err->message[0] = '\0';
}
