/*
 * scan.c — integer scanning with positions, shared by every position parser
 * and judge reader.
 *
 * A token is a maximal run of characters that are not separators.  A token
 * is accepted only if it is entirely decimal digits and fits in 64 bits;
 * otherwise the message quotes it (shortened) with its line and column.
 * Overflow is detected before it happens, never by wrapping.
 */
#include "scan.h"

#include <stdio.h>
#include <string.h>

void gr_scan_init(gr_scan *s, const char *data, size_t len, bool commas) {
  s->p = data;
  s->end = data + len;
  s->line_start = data;
  s->line = 1;
  s->commas = commas;
}

static bool is_separator(const gr_scan *s, char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v' ||
         (s->commas && c == ',');
}

static void skip_separators(gr_scan *s) {
  while (s->p < s->end && is_separator(s, *s->p)) {
    if (*s->p == '\n') {
      s->line++;
      s->line_start = s->p + 1;
    }
    s->p++;
  }
}

bool gr_scan_at_end(gr_scan *s) {
  skip_separators(s);
  return s->p >= s->end;
}

/* Quotes a token for a message, cut to a readable length, control bytes as '?'. */
static void quote(const char *tok, size_t n, char *out, size_t cap) {
  size_t shown = n < 24 ? n : 24, k = 0;
  for (size_t i = 0; i < shown && k + 1 < cap; i++)
    out[k++] = (tok[i] >= 0x20 && tok[i] < 0x7f) ? tok[i] : '?';
  if (shown < n && k + 4 < cap) {
    memcpy(out + k, "...", 3);
    k += 3;
  }
  out[k] = '\0';
}

int gr_scan_u64(gr_scan *s, const char *what, uint64_t *out, gr_error *err) {
  skip_separators(s);
  if (s->p >= s->end) return 0;
  const char *tok = s->p;
  size_t column = (size_t)(tok - s->line_start) + 1;
  while (s->p < s->end && !is_separator(s, *s->p)) s->p++;
  size_t n = (size_t)(s->p - tok);
  char shown[32];
  quote(tok, n, shown, sizeof shown);

  uint64_t v = 0;
  for (size_t i = 0; i < n; i++) {
    char c = tok[i];
    if (c < '0' || c > '9') {
      if (tok[0] == '-' && n > 1 && i == 0)
        return gr_error_set(err, GR_ERANGE, "%s at line %zu, column %zu is '%s': negative numbers are not allowed",
                            what, s->line, column, shown);
      return gr_error_set(err, GR_ESYNTAX, "%s at line %zu, column %zu is '%s', not a whole number",
                          what, s->line, column, shown);
    }
    unsigned d = (unsigned)(c - '0');
    if (v > (UINT64_MAX - d) / 10) {
      for (i++; i < n; i++)
        if (tok[i] < '0' || tok[i] > '9')
          return gr_error_set(err, GR_ESYNTAX, "%s at line %zu, column %zu is '%s', not a whole number",
                              what, s->line, column, shown);
      return gr_error_set(err, GR_ERANGE,
                          "%s at line %zu, column %zu is '%s', past the 64-bit limit 18446744073709551615",
                          what, s->line, column, shown);
    }
    v = v * 10 + d;
  }
  *out = v;
  return 1;
}

int gr_scan_need_u64(gr_scan *s, const char *what, uint64_t *out, gr_error *err) {
  int r = gr_scan_u64(s, what, out, err);
  if (r == 0)
    return gr_error_set(err, GR_ESYNTAX, "the input ended at line %zu where %s was expected", s->line, what);
  return r < 0 ? -1 : 0;
}

int gr_scan_expect_end(gr_scan *s, const char *after, gr_error *err) {
  if (gr_scan_at_end(s)) return 0;
  const char *tok = s->p;
  size_t n = 0;
  while (tok + n < s->end && !is_separator(s, tok[n])) n++;
  char shown[32];
  quote(tok, n, shown, sizeof shown);
  return gr_error_set(err, GR_ESYNTAX, "unexpected '%s' at line %zu, column %zu after %s", shown, s->line,
                      (size_t)(tok - s->line_start) + 1, after);
}

int gr_scan_test_piles(gr_scan *s, uint64_t n, size_t test, uint64_t *out, gr_error *err) {
  char what[96];
  for (uint64_t i = 0; i < n; i++) {
    snprintf(what, sizeof what, "pile %llu of %llu in test %zu", (unsigned long long)(i + 1), (unsigned long long)n,
             test);
    int r = gr_scan_u64(s, what, &out[i], err);
    if (r < 0) return -1;
    if (r == 0)
      return gr_error_set(err, GR_ESYNTAX, "test %zu: the input ended at line %zu after %llu of its %llu piles", test,
                          s->line, (unsigned long long)i, (unsigned long long)n);
    if (out[i] == 0)
      return gr_error_set(err, GR_ERANGE, "%s at line %zu is 0: every pile holds at least one stone", what, s->line);
  }
  return 0;
}
