/*
 * error.c — the one error type.
 *
 * A gr_error carries a status and a message, in every language, that names
 * what went wrong and where ("pile 3: ..."). Only the first failure is kept,
 * so a low-level message is not overwritten by a vaguer one on the way up.
 * Messages come from tables (gr_error_say, say.c); gr_error_set writes one
 * text for every language and is kept for texts that are not words.
 */
#include "grundy.h"
#include "format.h"
#include "core_text.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

int gr_error_set(gr_error *err, gr_status status, const char *fmt, ...) {
  if (err == NULL || err->status != GR_OK) return -1;
  err->status = status;
  va_list ap;
  va_start(ap, fmt);
  gr_vsnprintf(err->text[GR_EN], sizeof err->text[GR_EN], fmt, ap);
  va_end(ap);
  for (int lang = 1; lang < GR_NLANG; lang++) memcpy(err->text[lang], err->text[GR_EN], sizeof err->text[lang]);
  return -1;
}

int gr_error_nomem(gr_error *err) { return gr_error_say(err, GR_ENOMEM, &gr_core_texts, CORE_NOMEM); }

void gr_error_clear(gr_error *err) {
  if (err == NULL) return;
  err->status = GR_OK;
  for (int lang = 0; lang < GR_NLANG; lang++) err->text[lang][0] = '\0';
}
