/*
 * scan.c — integer scanning with positions, shared by every position parser
 * and judge reader.
 *
 * A token is a maximal run of characters that are not separators.  A token
 * is accepted only if it is entirely decimal digits and fits in 64 bits;
 * otherwise the message quotes it (shortened) with its line and column.
 * Overflow is detected before it happens, never by wrapping.  Lines end
 * with LF, CRLF or a lone CR (old Mac files), for the line numbers of
 * messages.  A UTF-8 byte
 * order mark at the very start is skipped (editors on Windows write one);
 * a NUL byte anywhere is refused with its line and column (gr_text_check),
 * never taken for the end of the text.
 */
#include "scan.h"
#include "core_text.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>

void gr_scan_init(gr_scan *s, const char *data, size_t len, bool commas) {
  if (len >= 3 && memcmp(data, "\xEF\xBB\xBF", 3) == 0) { /* the byte order mark: columns count after it */
    data += 3;
    len -= 3;
  }
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

/* Eight ASCII digits at once (SWAR, after Lemire's "fast number parsing"):
 * whether the 8 bytes of a little-endian word are all '0'..'9', and their
 * value.  Reading 10^6 pairs of 64-bit numbers (poj1067) is mostly this
 * loop, and in WebAssembly every iteration of a byte loop also pays V8's
 * interrupt check: 8 digits per step instead of 1 (bench/NOTES.md). */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ && !defined(GR_SCAN_BYTEWISE)
#define SCAN_SWAR 1
static bool eight_digits(uint64_t w) {
  return ((w & 0xF0F0F0F0F0F0F0F0u) | (((w + 0x0606060606060606u) & 0xF0F0F0F0F0F0F0F0u) >> 4)) ==
         0x3333333333333333u;
}
static uint64_t eight_value(uint64_t w) {
  w -= 0x3030303030303030u;
  w = w * 10 + (w >> 8); /* pairs of digits in bytes 0, 2, 4, 6 */
  return (((w & 0x000000FF000000FFu) * (100 + (1000000ull << 32))) +
          (((w >> 16) & 0x000000FF000000FFu) * (1 + (10000ull << 32)))) >>
         32;
}
#endif

bool gr_scan_line_end(const char *p, const char *end) {
  return *p == '\n' || (*p == '\r' && (p + 1 == end || p[1] != '\n'));
}

static void skip_separators(gr_scan *s) {
  while (s->p < s->end && is_separator(s, *s->p)) {
    if (gr_scan_line_end(s->p, s->end)) {
      s->line++;
      s->line_start = s->p + 1;
    }
    s->p++;
  }
}

/* The message for a NUL byte at `at` (inside the line that starts at
 * line_start, line `line`). */
static int nul_error(const char *line_start, size_t line, const char *at, gr_error *err) {
  return gr_error_say(err, GR_ESYNTAX, &gr_core_texts, CORE_TEXT_NUL, GR_U(line), GR_U((size_t)(at - line_start) + 1));
}

int gr_text_check(const char *text, size_t len, gr_error *err) {
  const char *nul = len ? memchr(text, '\0', len) : NULL;
  if (nul == NULL) return 0;
  size_t line = 1;
  const char *line_start = text;
  if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0) line_start = text + 3; /* as gr_scan counts */
  for (const char *c = line_start; c < nul; c++)
    if (gr_scan_line_end(c, text + len)) {
      line++;
      line_start = c + 1;
    }
  return nul_error(line_start, line, nul, err);
}

int gr_scan_check_token(const gr_scan *s, const char *tok, size_t n, gr_error *err) {
  const char *nul = n ? memchr(tok, '\0', n) : NULL;
  return nul ? nul_error(s->line_start, s->line, nul, err) : 0;
}

bool gr_scan_at_end(gr_scan *s) {
  skip_separators(s);
  return s->p >= s->end;
}

/* Quotes a token for a message, cut to a readable length, control bytes as '?'. */
void gr_scan_quote(const char *tok, size_t n, char *out, size_t cap) {
  size_t shown = n < 24 ? n : 24, k = 0;
  for (size_t i = 0; i < shown && k + 1 < cap; i++)
    out[k++] = (tok[i] >= 0x20 && tok[i] < 0x7f) ? tok[i] : '?';
  if (shown < n && k + 4 < cap) {
    memcpy(out + k, "...", 3);
    k += 3;
  }
  out[k] = '\0';
}

/* The item named in every language: as it is, or "pile 3" ("第 3 堆") for
 * the item `number` of a kind the core words. */
typedef struct item_name {
  char text[GR_NLANG][96];
  const char *langs[GR_NLANG];
} item_name;

static void name_item(item_name *it, const char *what, gr_noun noun, uint64_t number) {
  for (int lang = 0; lang < GR_NLANG; lang++) {
    if (what != NULL) {
      gr_snprintf(it->text[lang], sizeof it->text[lang], "%s", what);
    } else {
      gr_buf b;
      gr_buf_init(&b);
      gr_say(&b, &gr_core_texts, (gr_lang)lang, CORE_ITEM, GR_U(number), GR_K(gr_core_noun(noun)));
      gr_snprintf(it->text[lang], sizeof it->text[lang], "%s", b.data ? b.data : "?");
      gr_buf_free(&b);
    }
    it->langs[lang] = it->text[lang];
  }
}

/* Reads a value; on a failure (not out of memory) reads it again with the
 * item named, so that long inputs name nothing until there is a message. */
static int scan_named(gr_scan *s, const char *what, gr_noun noun, uint64_t number, uint64_t *out, gr_error *err) {
  gr_scan before = *s;
  int r = gr_scan_u64_langs(s, NULL, out, err);
  if (r >= 0 || err == NULL || err->status == GR_ENOMEM) return r;
  item_name it;
  name_item(&it, what, noun, number);
  *s = before;
  gr_error_clear(err);
  return gr_scan_u64_langs(s, it.langs, out, err);
}

int gr_scan_u64(gr_scan *s, const char *what, uint64_t *out, gr_error *err) {
  return scan_named(s, what ? what : "?", GR_NOUN_NUMBER, 0, out, err);
}

int gr_scan_u64_item(gr_scan *s, gr_noun noun, uint64_t number, uint64_t *out, gr_error *err) {
  return scan_named(s, NULL, noun, number, out, err);
}

int gr_scan_u64_langs(gr_scan *s, const char *const *what, uint64_t *out, gr_error *err) {
  skip_separators(s);
  if (s->p >= s->end) return 0;
  const char *tok = s->p;
  /* The usual token in one pass: at most 19 digits (below 10^19 < 2^64, so
   * no overflow) up to a separator or the end.  Anything else, the rules
   * below. */
  const char *p = tok, *stop = s->end - tok > 19 ? tok + 19 : s->end;
  uint64_t fast = 0;
#ifdef SCAN_SWAR
  for (int block = 0; block < 2 && s->end - p >= 8; block++) { /* below 10^16 after two */
    uint64_t w;
    memcpy(&w, p, sizeof w);
    if (!eight_digits(w)) break;
    fast = fast * 100000000u + eight_value(w);
    p += 8;
  }
#endif
  while (p < stop && (unsigned)(*p - '0') <= 9u) fast = fast * 10 + (unsigned)(*p++ - '0');
  /* A 20th digit when the value still fits (half of all random 64-bit
   * numbers have 20 digits: without this they took the three passes below,
   * which made reading 54% of poj1067's time). */
  if (p == tok + 19 && p < s->end && (unsigned)(*p - '0') <= 9u) {
    unsigned d = (unsigned)(*p - '0');
    if (fast < UINT64_MAX / 10 || (fast == UINT64_MAX / 10 && d <= UINT64_MAX % 10)) {
      fast = fast * 10 + d;
      p++;
    }
  }
  if (p == s->end || is_separator(s, *p)) {
    s->p = p;
    *out = fast;
    return 1;
  }
  size_t column = (size_t)(tok - s->line_start) + 1;
  while (s->p < s->end && !is_separator(s, *s->p)) s->p++;
  size_t n = (size_t)(s->p - tok);
  /* A NUL byte is not a digit: the token is checked for one (and quoted)
   * only when it is not a number, off the path of every good value. */
  unsigned bad = CORE_TEXT_COUNT;
  uint64_t v = 0;
  for (size_t i = 0; i < n && bad == CORE_TEXT_COUNT; i++) {
    char c = tok[i];
    if (c < '0' || c > '9') {
      bad = tok[0] == '-' && n > 1 && i == 0 ? CORE_SCAN_NEGATIVE : CORE_SCAN_NOT_NUMBER;
      break;
    }
    unsigned d = (unsigned)(c - '0');
    /* v * 10 + d > UINT64_MAX, with constants only (WebAssembly has no
     * 64-bit multiply-high, so a division by 10 stays a division there) */
    if (v > UINT64_MAX / 10 || (v == UINT64_MAX / 10 && d > UINT64_MAX % 10)) {
      bad = CORE_SCAN_TOO_BIG;
      for (i++; i < n; i++)
        if (tok[i] < '0' || tok[i] > '9') bad = CORE_SCAN_NOT_NUMBER;
      break;
    }
    v = v * 10 + d;
  }
  if (bad != CORE_TEXT_COUNT) {
    if (gr_scan_check_token(s, tok, n, err) != 0) return -1;
    char shown[32];
    gr_scan_quote(tok, n, shown, sizeof shown);
    static const char *const unnamed[GR_NLANG] = {"a value", "数值"};
    return gr_error_say(err, bad == CORE_SCAN_NOT_NUMBER ? GR_ESYNTAX : GR_ERANGE, &gr_core_texts, bad,
                        GR_L(what ? what : unnamed), GR_U(s->line), GR_U(column), GR_S(shown));
  }
  *out = v;
  return 1;
}

int gr_scan_need_u64_langs(gr_scan *s, const char *const *what, uint64_t *out, gr_error *err) {
  int r = gr_scan_u64_langs(s, what, out, err);
  if (r == 0) return gr_error_say(err, GR_ESYNTAX, &gr_core_texts, CORE_SCAN_ENDED, GR_L(what), GR_U(s->line));
  return r < 0 ? -1 : 0;
}

int gr_scan_need_u64(gr_scan *s, const char *what, uint64_t *out, gr_error *err) {
  int r = gr_scan_u64(s, what, out, err);
  if (r == 0) {
    item_name it;
    name_item(&it, what, GR_NOUN_NUMBER, 0);
    return gr_error_say(err, GR_ESYNTAX, &gr_core_texts, CORE_SCAN_ENDED, GR_L(it.langs), GR_U(s->line));
  }
  return r < 0 ? -1 : 0;
}

int gr_scan_expect_end(gr_scan *s, const char *after, gr_error *err) {
  if (gr_scan_at_end(s)) return 0;
  const char *tok = s->p;
  size_t n = 0;
  while (tok + n < s->end && !is_separator(s, tok[n])) n++;
  if (gr_scan_check_token(s, tok, n, err) != 0) return -1;
  char shown[32];
  gr_scan_quote(tok, n, shown, sizeof shown);
  item_name it;
  name_item(&it, after, GR_NOUN_NUMBER, 0);
  return gr_error_say(err, GR_ESYNTAX, &gr_core_texts, CORE_SCAN_UNEXPECTED, GR_L(it.langs), GR_U(s->line),
                      GR_U((size_t)(tok - s->line_start) + 1), GR_S(shown));
}

static void pile_name(char *what, size_t size, uint64_t i, uint64_t n, size_t test) {
  gr_snprintf(what, size, "pile %llu of %llu in test %zu", (unsigned long long)(i + 1), (unsigned long long)n, test);
}

int gr_scan_test_piles(gr_scan *s, uint64_t n, size_t test, uint64_t *out, gr_error *err) {
  for (uint64_t i = 0; i < n; i++) {
    /* The pile is named only when there is a message (as in gr_scan_u64):
     * formatting the name of every pile took a fifth of the judge's time. */
    gr_scan before = *s;
    int r = gr_scan_u64_langs(s, NULL, &out[i], err);
    char what[96];
    if (r < 0 && err != NULL && err->status != GR_ENOMEM) {
      *s = before;
      gr_error_clear(err);
      pile_name(what, sizeof what, i, n, test);
      r = gr_scan_u64(s, what, &out[i], err);
    }
    if (r < 0) return -1;
    if (r == 0)
      return gr_error_say(err, GR_ESYNTAX, &gr_core_texts, CORE_SCAN_TEST_ENDED, GR_U(test), GR_U(s->line), GR_U(i),
                          GR_U(n));
    if (out[i] == 0) {
      pile_name(what, sizeof what, i, n, test);
      item_name it;
      for (int lang = 0; lang < GR_NLANG; lang++) {
        gr_buf b;
        gr_buf_init(&b);
        gr_say(&b, &gr_core_texts, (gr_lang)lang, CORE_SCAN_PILE_OF_TEST, GR_U(i + 1), GR_U(n), GR_U(test));
        gr_snprintf(it.text[lang], sizeof it.text[lang], "%s", b.data ? b.data : what);
        it.langs[lang] = it.text[lang];
        gr_buf_free(&b);
      }
      return gr_error_say(err, GR_ERANGE, &gr_core_texts, CORE_SCAN_ZERO_PILE, GR_L(it.langs), GR_U(s->line));
    }
  }
  return 0;
}
