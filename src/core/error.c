/*
 * error.c — the one error type.
 *
 * A gr_error carries a status and a message, in every language, that names
 * what went wrong and where ("pile 3: ..."). Only the first failure is kept,
 * so a low-level message is not overwritten by a vaguer one on the way up.
 * Messages come from tables (gr_error_say, say.c); gr_error_set writes one
 * text for every language and is kept for texts that are not words.  A
 * caller that acts on a failure reads its code (gr_err), set where the
 * failure is raised, never its words.
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
  err->code = GR_E_NONE;
  va_list ap;
  va_start(ap, fmt);
  gr_vsnprintf(err->text[GR_EN], sizeof err->text[GR_EN], fmt, ap);
  va_end(ap);
  for (int lang = 1; lang < GR_NLANG; lang++) memcpy(err->text[lang], err->text[GR_EN], sizeof err->text[lang]);
  return -1;
}

int gr_error_nomem(gr_error *err) { return gr_error_say(err, GR_ENOMEM, &gr_core_texts, CORE_NOMEM); }

/* The status each code implies, so the two never disagree. */
static gr_status status_of(gr_err code) {
  switch (code) {
  case GR_E_MOVES_CAP: return GR_ELIMIT;
  default: return GR_ESTATE;
  }
}

int gr_error_say_code_args(gr_error *err, gr_err code, const gr_texts *t, unsigned key, const gr_arg *args,
                           size_t nargs) {
  if (err == NULL || err->status != GR_OK) return -1;
  gr_error_say_args(err, status_of(code), t, key, args, nargs);
  err->code = code;
  return -1;
}

int gr_error_moves_cap(uint64_t count_hi, uint64_t count_lo, size_t max_moves, gr_error *err) {
  if (count_hi == 0 && count_lo <= max_moves) return 0;
  return gr_error_say_code(err, GR_E_MOVES_CAP, &gr_core_texts, CORE_MOVES_CAP, GR_U128(count_hi, count_lo),
                           GR_U(max_moves));
}

void gr_error_clear(gr_error *err) {
  if (err == NULL) return;
  err->status = GR_OK;
  err->code = GR_E_NONE;
  for (int lang = 0; lang < GR_NLANG; lang++) err->text[lang][0] = '\0';
}
