/*
 * params.c — the parameters written ahead of a position, "k=2; 3 5 6 7"
 * (Nim_k's k, a coin run's length): read once here, with the line and
 * column of whatever is wrong.
 */
#include "kit/kit.h"
#include "kit/kit_text.h"

#include <string.h>

static bool blank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

void kit_scan_skip_to(gr_scan *s, const char *to) {
  for (; s->p < to && s->p < s->end; s->p++)
    if (gr_scan_line_end(s->p, s->end)) {
      s->line++;
      s->line_start = s->p + 1;
    }
}

static void skip_blanks(gr_scan *s) {
  const char *q = s->p;
  while (q < s->end && blank(*q)) q++;
  kit_scan_skip_to(s, q);
}

/* The error `key` at the scanner's place. */
static int param_error(const gr_scan *s, gr_status status, unsigned key, const char *name, const char *example,
                       uint64_t value, gr_error *err) {
  return gr_error_say(err, status, &kit_texts, key, GR_S(name), GR_S(example), GR_U(s->line),
                      GR_U((uint64_t)(s->p - s->line_start) + 1), GR_U(value));
}

int kit_scan_param(gr_scan *s, const char *name, const char *example, uint64_t *value, gr_error *err) {
  size_t len = strlen(name);
  *value = 0;
  skip_blanks(s);
  bool named = (size_t)(s->end - s->p) >= len;
  for (size_t i = 0; named && i < len; i++)
    named = (s->p[i] | 0x20) == (name[i] | 0x20);
  if (!named) return param_error(s, GR_ESYNTAX, KIT_PARAM_FIRST, name, example, 0, err);
  kit_scan_skip_to(s, s->p + len);
  skip_blanks(s);
  if (s->p == s->end || *s->p != '=') return param_error(s, GR_ESYNTAX, KIT_PARAM_EQUALS, name, example, 0, err);
  kit_scan_skip_to(s, s->p + 1);
  skip_blanks(s);
  if (s->p == s->end || *s->p < '0' || *s->p > '9')
    return param_error(s, GR_ESYNTAX, KIT_PARAM_DIGITS, name, example, 0, err);
  gr_scan at = *s;
  for (; s->p < s->end && *s->p >= '0' && *s->p <= '9'; s->p++) {
    unsigned d = (unsigned)(*s->p - '0');
    if (*value > (UINT64_MAX - d) / 10) return param_error(&at, GR_ERANGE, KIT_PARAM_BIG, name, example, 0, err);
    *value = 10 * *value + d;
  }
  skip_blanks(s);
  if (s->p == s->end || *s->p != ';')
    return param_error(s, GR_ESYNTAX, KIT_PARAM_SEMI, name, example, *value, err);
  kit_scan_skip_to(s, s->p + 1);
  return 0;
}

int kit_parse_params(const char *text, const char *const *names, size_t nparams, unsigned what, size_t max,
                     const char *example, gr_pos *out, gr_error *err) {
  gr_pos_free(out);
  gr_scan s;
  gr_scan_init(&s, text, strlen(text), true);
  gr_pos got;
  gr_pos_init(&got);
  if (gr_pos_resize(&got, nparams, err) != 0) return -1;
  for (size_t i = 0; i < nparams; i++)
    if (kit_scan_param(&s, names[i], example, &got.v[i], err) != 0) goto fail;
  const char *word[GR_NLANG];
  for (int lang = 0; lang < GR_NLANG; lang++) word[lang] = gr_text(&kit_texts, (gr_lang)lang, what);
  for (;;) {
    uint64_t v;
    gr_scan at = s;
    int rc = gr_scan_u64_langs(&s, word, &v, err);
    if (rc < 0) goto fail;
    if (rc == 0) break;
    if (got.len - nparams == max) {
      gr_scan_at_end(&at); /* past the blanks: where the number starts */
      gr_error_say(err, GR_ELIMIT, &kit_texts, KIT_NUM_TOO_MANY, GR_U(max), GR_U(max + 1), GR_U(at.line),
                   GR_U((uint64_t)(at.p - at.line_start) + 1));
      goto fail;
    }
    if (gr_pos_resize(&got, got.len + 1, err) != 0) goto fail;
    got.v[got.len - 1] = v;
  }
  if (got.len > nparams) {
    *out = got;
    return 0;
  }
  gr_error_say(err, GR_ESYNTAX, &kit_texts, KIT_NO_NUMBERS, GR_K(what), GR_S(example));
fail:
  gr_pos_free(&got);
  return -1;
}
